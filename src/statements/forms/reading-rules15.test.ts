import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt at the twentieth to twenty-fourth independent authors' brokers (issue 36), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8, w = str.length * h * 0.45): TextItem => ({ str, x, y, w, h, font });
const pageOf = (items: TextItem[], d: { boxes?: Rect[]; marks?: Rect[]; width?: number } = {}): PageText =>
  ({ page: 1, width: d.width ?? 612, height: 792, items, form: { fields: [], marks: d.marks ?? [], rules: [], boxes: d.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]);
const v = (r: ReturnType<typeof read>, ...keys: (keyof ReturnType<typeof read>['fields'])[]) => keys.map((k) => r.fields[k]?.value ?? null);

describe('pages of columns side by side (issue 36)', () => {
  it('a heading on its band heads the band\'s width; an owners\' table is read within its column', () => {
    const band = (x0: number, y: number, w = 258): Rect => ({ x0, y0: y - 10, x1: x0 + w, y1: y + 3 });
    const r = read(pageOf([
      item('A. THE SHOP', 28, 53, 'F2', 9), item('Legal name', 26, 70, 'F1', 6), item('Eastside Motorworks LLC', 28, 78, 'F3', 9),
      item('B. REQUEST', 28, 289, 'F2', 9), item('Amount requested', 26, 302, 'F1', 6), item('320,500', 28, 310, 'F3', 9),
      item('Type of business', 26, 100, 'F1', 6), item('Mechanic / auto service', 28, 108, 'F3', 9),
      item('C. OWNERS', 292, 255, 'F2', 9),
      item('Owner 1 name', 290, 268, 'F1', 6), item('Title', 427, 268, 'F1', 6), item('% own', 505, 268, 'F1', 6),
      item('Liam da Silva', 292, 276, 'F3', 9), item('Member', 429, 276, 'F3', 9), item('40%', 507, 276, 'F3', 9),
      item('Owner 2 name', 290, 344, 'F1', 6), item('Title', 427, 344, 'F1', 6), item('% own', 505, 344, 'F1', 6),
      item('Hannah Fitzgerald', 292, 352, 'F3', 9), item('Shop Owner', 429, 352, 'F3', 9), item('40', 507, 352, 'F3', 9),
      item('D. OWNERS (cont.)', 556, 53, 'F2', 9),
      item('Owner 3 name', 556, 100, 'F1', 6), item('Title', 671, 100, 'F1', 6), item('% own', 735, 100, 'F1', 6),
      item('Nguyen, Tomas', 558, 108, 'F3', 9), item('Member', 673, 108, 'F3', 9), item('20%', 737, 108, 'F3', 9),
      item('By signing below, each owner certifies that the information in this application is true and complete.', 552, 352, 'F1', 6, 210),
    ], { width: 792, boxes: [band(24, 53), band(24, 289), band(288, 255), band(552, 53, 216)] }));
    expect(v(r, 'legal_name', 'requested_amount', 'industry')).toEqual(['Eastside Motorworks LLC', 320500, 'auto_repair']);
    expect(owners(r)).toEqual([['Liam', 'da Silva', 'Member', 40], ['Hannah', 'Fitzgerald', 'Shop Owner', 40], ['Tomas', 'Nguyen', 'Member', 20]]);
  });
});

describe('a word processor\'s and a typewriter\'s ways (issue 36)', () => {
  it('a dotted leader leads to its value far along the line, though the values stand in a column of their own', () => {
    const row = (label: string, value: string, y: number) => [item(label, 40, y, 'F1', 10), item('.'.repeat(50), 130, y + 2, 'F1', 10, 110), item(value, 262, y, 'F3', 10)];
    const r = read(pageOf([item('Business Information', 36, 101, 'F2', 12), ...row('Legal Business Name', 'Granite Peak Building Services LLP', 121),
      ...row('Federal Tax ID #', '88-2936038', 138), ...row('Nature of Business', 'Janitorial Services', 155), ...row('Own / Rent Premises', 'Rent', 172),
      ...row('Amount Requested', '$20,000', 189)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'industry', 'requested_amount')).toEqual(['Granite Peak Building Services LLP', '882936038', 'cleaning_services', 20000]);
  });

  it('stopped letters ("S.I.N."), "% held", a kind of number ticked with a typed X ("X Business Number")', () => {
    const r = read(pageOf([item('5. Tax identification number (9 digits):', 54, 163, 'F1', 10, 139), item('806299244', 201, 161, 'F3', 11),
      item('X', 342, 165, 'F3', 10), item('Business Number', 351, 165, 'F1', 10), item('S.I.N. (sole proprietor)', 437, 165, 'F1', 10),
      item('7. Province:', 54, 207, 'F1', 10, 43), item('Manitoba', 105, 205, 'F3', 11),
      item('PROPRIETORS, PARTNERS OR SHAREHOLDERS', 54, 303, 'F2', 11), item('(a)', 54, 321, 'F1', 10), item('Name', 70, 321, 'F1', 10),
      item('Marie-Ève Fraser', 96, 319, 'F3', 11), item('Position', 306, 321, 'F1', 10, 26), item('President', 339, 319, 'F3', 11), item('% held', 456, 321, 'F1', 10),
      item('70', 485, 319, 'F3', 11), item('S.I.N.', 70, 339, 'F1', 10), item('566 009 882', 95, 337, 'F3', 11), item('Born', 206, 339, 'F1', 10),
      item('December 1, 1972', 229, 337, 'F3', 11)]));
    expect(v(r, 'business_tax_id', 'business_tax_id_type', 'state_region')).toEqual(['806299244', 'BN', 'MB']);
    expect(owners(r)).toEqual([['Marie-Ève', 'Fraser', 'President', 70]]);
    expect([r.applicants[0]?.tax_id?.value, r.applicants[0]?.tax_id_type]).toEqual(['566009882', 'SIN']);
  });
});

describe('owners\' rows and lists (issue 36)', () => {
  it('an owners\' table whose drawn cells wrap a value onto two lines: one owner a row of cells', () => {
    const cells = (y0: number, y1: number) => [35, 127, 197, 347, 425, 489, 531, 577].slice(0, -1).map((x, i, xs) => ({ x0: x, y0, x1: [...xs, 577][i + 1]! + 2, y1 }));
    const r = read(pageOf([item('OWNERSHIP (list every owner of the business)', 36, 183, 'F2', 11),
      ...[['Owner Name', 39], ['Title', 131], ['Home Address', 201], ['SSN', 351], ['DOB', 429], ['Own %', 493], ['FICO', 535]].map(([t, x]) => item(t as string, x as number, 200, 'F2', 8)),
      item('Olusegun', 39, 215, 'F1', 9), item('Managing', 131, 215, 'F1', 9), item('1000 Main St', 201, 215, 'F1', 9), item('296-72-0824', 351, 221, 'F1', 9),
      item('12/26/1978', 429, 221, 'F1', 9), item('50%', 493, 221, 'F1', 9), item('662', 535, 221, 'F1', 9), item('Nguyen', 39, 228, 'F1', 9), item('Member', 131, 228, 'F1', 9),
      item('Reno, NV 89557', 201, 228, 'F1', 9), item('Yuki', 39, 245, 'F1', 9), item('Partner', 131, 245, 'F1', 9), item('1382 Commerce Blvd', 201, 245, 'F1', 9),
      item('579-11-0129', 351, 251, 'F1', 9), item('04/14/1994', 429, 251, 'F1', 9), item('50%', 493, 251, 'F1', 9), item('579', 535, 251, 'F1', 9),
      item('Whitfield', 39, 258, 'F1', 9), item('Reno, NV 89521', 201, 258, 'F1', 9)],
    { boxes: [...cells(189, 205), ...cells(203, 235), ...cells(233, 265)] }));
    expect(owners(r)).toEqual([['Olusegun', 'Nguyen', 'Managing Member', 50], ['Yuki', 'Whitfield', 'Partner', 50]]);
  });

  it('"Owner:" with its title and share along its line; "Other owners:" listing the rest, each with title and share', () => {
    const r = read(pageOf([item('Business name (legal): Silver Oak Boutique Group LLC', 36, 80, 'F1', 10), item('Owner:', 36, 167, 'F1', 10),
      item('Keisha De la Cruz', 66, 167, 'F3', 10), item('Title:', 342, 167, 'F1', 10), item('President', 372, 167, 'F3', 10), item('Own %:', 480, 167, 'F1', 10),
      item('40', 515, 167, 'F3', 10), item('Other owners:', 36, 207, 'F1', 10),
      item('Wei Kowalski (Secretary) thirty-five percent (35%); Thomas Santos (Vice President) 25%', 93, 205, 'F3', 10, 380)]));
    expect(owners(r)).toEqual([['Keisha', 'De la Cruz', 'President', 40], ['Wei', 'Kowalski', 'Secretary', 35], ['Thomas', 'Santos', 'Vice President', 25]]);
  });
});
