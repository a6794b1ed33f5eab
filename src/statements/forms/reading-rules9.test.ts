import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';
import { startDate } from './values.ts';

// Rules learnt on the sixth to ninth independent authors' brokers (issue 36), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
interface Field { name: string; label: string | null; value: string; checked: boolean | null; rect: Rect }
const pageOf = (items: TextItem[], form: { rules?: Rect[]; boxes?: Rect[]; fields?: Field[]; page?: number } = {}): PageText =>
  ({ page: form.page ?? 1, width: 612, height: 792, items, form: { fields: form.fields ?? [], marks: [], rules: form.rules ?? [], boxes: form.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]);

describe('questionnaires (issue 36)', () => {
  it('a note in brackets before the question mark is the question\'s; a line of two questions with their answers is no owners\' table', () => {
    const r = read(pageOf([item('1. Legal name of the business?', 40, 87), item('Willow Bend Accounting Inc.', 244, 87, 'F3'),
      item('3. Type of entity (LLC, Corp, etc.)?', 40, 131), item('S-Corp', 244, 131, 'F3'),
      item('15. Owner 1 full name (Last, First)?', 40, 429), item('McAllister, Rafael', 244, 429, 'F3'),
      item('16. Owner 1 title?', 40, 451), item('Partner', 164, 451, 'F3'), item('17. Percent owned?', 320, 451), item('100%', 424, 451, 'F3'),
      item('18. SSN?', 40, 473), item('XXX-XX-1089', 164, 473, 'F3')]));
    expect(r.fields.type_of_entity?.value).toBe('s_corporation');
    expect(owners(r)).toEqual([['Rafael', 'McAllister', 'Partner', 100]]);
  });
});

describe('owners (issue 36)', () => {
  it('under a figures label only figures are its value: a column of labels beside their values', () => {
    const r = read(pageOf([item('PRINCIPALS', 45, 69, 'F2'), item('Principal Name', 40, 88), item('Rosa Whitfield', 106, 88, 'F3'), item('SSN', 40, 142),
      item('432-24-1710', 106, 142, 'F3'), item('D.O.B.', 40, 160), item('January 12, 1980', 106, 160, 'F3')]));
    expect(r.applicants.map((a) => a.tax_id?.value)).toEqual(['432241710']);
  });

  it('owners side by side: each value is the owner\'s whose column holds it, though long labels push the names right', () => {
    const r = read(pageOf([item('Owner / Officer Information', 40, 52, 'F2', 12), item('Principal No. 1', 46, 73, 'F2'), item('Principal No. 2', 316, 73, 'F2'),
      item('Name (Last, First):', 46, 90), item('Castellanos, Maria F.', 135, 90, 'F3'), item('Name (Last, First):', 316, 90), item('Raman, Anton', 405, 90, 'F3'),
      item('Title:', 46, 110), item('Member', 72, 110, 'F3'), item('Ownership:', 170, 110), item('51%', 221, 110, 'F3'),
      item('Title:', 316, 110), item('Director', 342, 110, 'F3'), item('Ownership:', 440, 110), item('49%', 491, 110, 'F3')]));
    expect(owners(r)).toEqual([['Maria', 'Castellanos', 'Member', 51], ['Anton', 'Raman', 'Director', 49]]);
  });

  it('a bare "Principal" with a name beside it names an owner; a page\'s number is no part of its heading', () => {
    const r = read(pageOf([item('Legal Name: Oak LLC', 40, 60), item('BANK', 40, 100, 'F2'), item('Bank Name: First Bank', 40, 116)]),
      pageOf([item('Page 2 of 2 - OWNERSHIP', 40, 39, 'F2'), item('Principal', 36, 80), item('Priya MacAulay', 72, 80, 'F3'), item('Title', 177, 80),
        item('Vice President', 198, 80, 'F3')], { page: 2 }));
    expect(owners(r)).toEqual([['Priya', 'MacAulay', 'Vice President', undefined]]);
  });

  it('a fillable owners\' table: a field\'s box is wider than what is written in it', () => {
    const heads = ['Name', 'Title', '% Own', 'SSN', 'DOB', 'FICO', 'Home Address'], xs = [32, 152, 222, 262, 332, 390, 424];
    const cells = ['Bogdan Ashworth', 'Secretary', '70', '444-92-5741', '2/17/72', '700', '6533 Aspen Way, Tulsa OK'], ends = [149, 219, 259, 329, 387, 421, 592];
    const r = read(pageOf([item('PRINCIPALS', 30, 147, 'F2'), ...heads.map((t, k) => item(t, xs[k]!, 158))],
      { fields: cells.map((v, k) => ({ name: `f${k}`, label: null, value: v, checked: null, rect: box(xs[k]!, 163, ends[k]!, 174) })) }));
    expect(owners(r)).toEqual([['Bogdan', 'Ashworth', 'Secretary', 70]]);
  });
});

describe('boxes (issue 36)', () => {
  it('a value right-aligned in its label\'s box; an entity type under Entity though it reads as an abbreviation', () => {
    const r = read(pageOf([item('Legal Name of Business', 38, 100), item('Copper Kettle Hair Inc.', 212, 113, 'F3'), item('Entity', 422, 100), item('Inc.', 520, 113, 'F3'),
      item('Federal Tax ID (EIN)', 38, 127), item('15-2540224', 200, 140, 'F3')], { boxes: [box(36, 90, 320, 116), box(420, 90, 576, 116), box(36, 117, 320, 143)] }));
    expect([r.fields.legal_name?.value, r.fields.type_of_entity?.value]).toEqual(['Copper Kettle Hair Inc.', 'c_corporation']);
  });

  it('a label cell inside its row\'s box; a title row over one grid heads no columns', () => {
    const r = read(pageOf([item('SUMMIT ROW FUNDING', 36, 39, 'F2', 14), item('Merchant Intake Sheet', 430, 39, 'F2', 10),
      item('Legal Name', 39, 63), item('Juniper Hill Movers LLC', 110, 64, 'F3'), item('Industry', 399, 63), item('Moving company', 470, 64, 'F3')],
    { boxes: [box(36, 50, 106, 70), box(36, 50, 217, 71), box(396, 50, 466, 70), box(396, 50, 577, 71)] }));
    expect([r.fields.legal_name?.value, r.fields.industry?.value]).toEqual(['Juniper Hill Movers LLC', 'trucking_local']);
  });
});

describe('wordings and values (issue 36)', () => {
  it('Purchase Price is the request; an amount in words is read from its figures; Specialty is the industry', () => {
    const r = read(pageOf([item('Legal name: Oak Family Medicine, PLLC', 40, 50), item('Specialty', 40, 70), item('Physician practice', 120, 70, 'F3'),
      item('Purchase Price Requested', 43, 100), item('$35,000', 45, 112, 'F3'),
      item('Payment Amount (in words)', 36, 140), item('Eight Hundred Dollars', 128, 140, 'F3'), item('(figures)', 300, 140), item('$800.00', 340, 140, 'F3')]));
    expect([r.fields.industry?.value, r.fields.requested_amount?.value, r.fields.requested_payment?.value]).toEqual(['medical_practice', 35000, 800]);
  });

  it('"Ownership form" asks for the entity; a day, a month\'s name and a year joined by dashes is a date', () => {
    const r = read(pageOf([item('Business Legal Name: Anton De la Cruz', 48, 90), item('Ownership form', 48, 191), item('X', 121, 191), item('Sole Proprietor', 131, 191),
      item('LLC', 209, 191), item('Corporation', 249, 191), item('Partnership', 316, 191)]));
    expect(r.fields.type_of_entity?.value).toBe('sole_proprietorship');
    expect(startDate('23-Mar-2006')).toEqual({ iso: '2006-03-23', exact: true });
  });
});
