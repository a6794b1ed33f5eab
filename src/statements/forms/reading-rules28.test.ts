import { describe, expect, it } from 'vitest';
import type { PageText, Rect } from '../types.ts';
import { item, owners, pageOf, read } from './test-page.ts';
import { labelOf } from './labels.ts';
import { industry } from './values.ts';

// Owners a renewal's form says are gone (issue 36, set 73 after its mender): a row struck through whole, typed or in
// fields, and a share written as none; each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.3);
const hand = (s: string, x: number, y: number) => item(s, x, y, 'F4', 10.5, s.length * 4.6);
const cols = [39, 179, 259, 310, 397, 475];
const header = ['Owner (Last, First)', 'Title', 'Own %', 'SSN / ITIN', 'Date of Birth', 'FICO (est.)'];
const rows = [['Chen, Aisha', 'General Partner', '75%', '266-94-2983', 'February 19, 1995', '568'],
  ['Delgado, Tariq', 'Silent Partner', '15%', '***-**-3465', 'October 13, 1974', '743'],
  ['Smith-Jones, Linh', 'Partner', '25%', '059-53-4546', 'December 16, 1956', '589']];
const base = [lab('Legal Business Name', 39, 80), item('Crescent Tile Works LLC', 39, 94, 'F2', 10, 110), item('OWNERS', 39, 440, 'F3', 10, 40),
  ...header.map((h, i) => lab(h, cols[i]!, 456))];
/** The row's line drawn through its middle from the table's left side to its right. */
const strike: Rect = { x0: 36.9, x1: 573.1, y0: 484.3, y1: 486.7 };

describe('an owner\'s row struck through from side to side', () => {
  it('a hand\'s line through every cell of "Delgado, Tariq": no owner, the next row the second', () => {
    const page = pageOf([...base, ...rows.flatMap((r, k) => r.map((c, i) => hand(c, cols[i]!, 473.5 + 16 * k)))], { rules: [strike] });
    expect(owners(read(page)).map((o) => o[0])).toEqual(['Aisha', 'Linh']);
  });
  it('the same row in a fillable form, the line drawn over its fields: withdrawn too', () => {
    const page: PageText = pageOf(base, { strokes: [strike] });
    (page.form as unknown as { fields: unknown[] }).fields = rows.flatMap((r, k) => r.map((value, i) => ({ name: `o${k}_${i}`, label: null, value, checked: null,
      rect: { x0: cols[i]! - 2, x1: (cols[i + 1] ?? 560) - 6, y0: 463 + 16 * k, y1: 476 + 16 * k } })));
    expect(owners(read(page)).map((o) => o[0])).toEqual(['Aisha', 'Linh']);
  });
});

describe('an owner whose share is now none', () => {
  it('"0%" under "% Now" beside "Still an Owner?  [X] No": no applicant', () => {
    const r = read(pageOf([lab('Legal Business Name', 39, 80), item('Keystone Paving LLC', 39, 94, 'F2', 10, 100),
      ...['Owner Name', 'Title', '% Now', 'SSN'].map((h, i) => lab(h, [39, 190, 300, 360][i]!, 300)),
      item('Linh De La Cruz', 40, 316, 'F2', 9, 70), item('Managing Member', 190, 316, 'F2', 9, 70), item('100%', 300, 316, 'F2', 9, 20), item('372-65-0690', 360, 316, 'F2', 9, 50),
      item('Marcus Ramirez', 40, 332, 'F2', 9, 66), item('Partner', 190, 332, 'F2', 9, 32), item('0%', 300, 332, 'F2', 9, 12), item('563-18-9231', 360, 332, 'F2', 9, 50)]));
    expect(owners(r).map((o) => o[0])).toEqual(['Linh']);
  });
});

// The merge's regression (sets 42, 44, 45, 52 at seed 500000), each mended with a test failing before.
describe('what the merged menders\' rules had taken from earlier sets', () => {
  it('"CRA Business No. ____" with "243894391 RC0001" typed over its blank: the BN', () => {
    const r = read(pageOf([item('Legal Name ________________', 40, 200, 'F3', 9, 130), item('Maple Ridge Salon Inc.', 100, 198, 'F3', 10, 100),
      item('CRA Business No. ____________________________________________', 40, 224.5, 'F3', 9, 297.3), item('243894391 RC0001', 124.3, 222.6, 'F3', 10, 89.5)]));
    expect(r.fields.business_tax_id?.value).toBe('243894391RC0001');
  });
  it('"Legal Business Name: ____" with the name typed from a little before its blank: the whole name', () => {
    const r = read(pageOf([item(`Legal Business Name: ${'_'.repeat(87)}`, 40, 144.5, 'F3', 9, 528.4), item('Southern Pride Hair Studio Inc.', 140.4, 144, 'F3', 10, 138.2),
      item('CRA Business No. ____________________________________________', 40, 224.5, 'F3', 9, 297.3), item('243894391 RC0001', 124.3, 222.6, 'F3', 10, 89.5)]));
    expect([r.fields.legal_name?.value, r.fields.business_tax_id?.value]).toEqual(['Southern Pride Hair Studio Inc.', '243894391RC0001']);
  });
  it('"Full service restaurant & bar": a restaurant (a label\'s first alternative is its own name), "Gym and personal training" a gym', () => {
    expect([industry('Full service restaurant & bar'), industry('Gym and personal training')]).toEqual(['restaurant', 'fitness']);
  });
  it('"Termination / Buyout Amount" (what pays another funder off) asks no amount; "Gross Refinance Amount" does', () => {
    expect(labelOf('Termination / Buyout Amount')?.field).not.toBe('requested_amount');
    expect(labelOf('Gross Refinance Amount')?.field).toBe('requested_amount');
  });
  it('"08 | 09 | 2012" in three fields over "MM | DD | YYYY", the year\'s field wide: one date', () => {
    const page: PageText = pageOf([item('Legal name', 36, 100, 'F1', 7, 30), item('Lakeshore Bait & Tackle LLC', 36, 114, 'F2', 10, 130), item('Business start date:', 345, 174, 'F1', 8, 77),
      ...[['MM', 436], ['DD', 470], ['YYYY', 514]].map(([t, x]) => item(t as string, x as number, 186, 'F1', 5.5, 10))]);
    (page.form as unknown as { fields: unknown[] }).fields = [['08', 430, 456], ['09', 464, 490], ['2012', 498, 550]].map(([value, x0, x1], i) => ({ name: `d${i}`, label: null, value, checked: null, rect: { x0, x1, y0: 164, y1: 180 } }));
    expect(read(page).fields.business_start_date?.value).toBe('2012-08-09');
  });
  it('the same under "MM | DD | YYYY" with the next row\'s "Routing number" starting under the day\'s box: one date still', () => {
    const page: PageText = pageOf([item('Legal name', 36, 100, 'F1', 7, 30), item('Keystone Tile LLC', 36, 114, 'F2', 10, 80), item('A4 Date business started', 230, 150, 'F1', 8, 80),
      ...[['MM', 230, 8], ['DD', 260, 7], ['YYYY', 290, 13]].map(([t, x, w]) => item(t as string, x as number, 172, 'F1', 5.5, w as number)),
      item('Bank name', 40, 180, 'F1', 8, 35), item('Routing number', 240, 180, 'F1', 8, 50), item('Account number', 360, 180, 'F1', 8, 51)]);
    (page.form as unknown as { fields: unknown[] }).fields = [['02', 230, 252], ['26', 260, 282], ['2018', 290, 334]].map(([value, x0, x1], i) => ({ name: `d${i}`, label: null, value, checked: null, rect: { x0, x1, y0: 154, y1: 167 } }));
    expect(read(page).fields.business_start_date?.value).toBe('2018-02-26');
  });
});

describe('a fillable field drawn over its own underline', () => {
  it('"51%" in a field whose box the underline crosses through its middle: the share, no strike', () => {
    const page: PageText = pageOf([item('Legal Name', 36, 100, 'F1', 7, 35), item('Harbor Lane Bistro LLC', 36, 114, 'F2', 10, 100), item('Owner 1', 36, 400, 'F3', 10, 36),
      item('Name:', 36, 415, 'F1', 8, 22), item('Ownership %:', 36, 433, 'F1', 8, 50), item('SSN', 200, 430, 'F1', 8, 16), item('DOB', 400, 430, 'F1', 8, 18)], { rules: [{ x0: 96.3, x1: 190.6, y0: 432.4, y1: 433.6 }, { x0: 96.3, x1: 300, y0: 414.4, y1: 415.6 }] });
    (page.form as unknown as { fields: unknown[] }).fields = [['Dana Whitfield', 109.2, 300, 406.5], ['51%', 109.2, 192.3, 424.5], ['251-21-9183', 250, 357, 419], ['August 5, 1972', 436, 583, 420.3]]
      .map(([value, x0, x1, y0], i) => ({ name: `f${i}`, label: null, value, checked: null, rect: { x0, x1, y0, y1: (y0 as number) + 13 } }));
    expect(owners(read(page)).map((o) => o[3])).toEqual([51]);
  });
});
