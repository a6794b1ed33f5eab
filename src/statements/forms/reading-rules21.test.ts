import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { labelOf } from './labels.ts';

const rule = (x0: number, x1: number, y: number): Rect => ({ x0, y0: y, x1, y1: y + 0.6 });
const label = (t: string, x: number, y: number) => item(t, x, y + 7, 'F1', 7, t.length * 3.4);
// (Written low in its row, its top over the label's foot, just above the next row's rule.)
const value = (t: string, x: number, y: number) => item(t, x, y + 17.3, 'F3', 10.6, t.length * 4.8);

// Rules learnt on held-out layouts of earlier sets and on sets 41-44 at first sight (issue 36), each on a self-made page.
describe('held-out layouts and sets 41-44 (issue 36)', () => {
  it('a numbered label worded like a section ("7. Description of business activity") over its value on a rule is a label, though the next row\'s labels hang from that rule', () => {
    const r = read(pageOf([label('1. Business legal name', 40, 142), value('Bayside Physical Therapy, Inc.', 40, 142),
      label('4. Employer Identification No.', 310, 162), value('46-1010604', 310, 162), label('11. Loan amount', 40, 242), value('$90,000.00', 40, 242),
      label('7. Description of business activity', 40, 182), label('8. Date organized', 310, 182), label('9. Full-time employees', 445, 182),
      value('Physical therapy practice', 40, 182), value('10/9/98', 310, 182), value('21', 445, 182),
      label('10. Own or lease premises', 40, 202), label('10a. Landlord / mortgage holder', 202, 202), label('10b. Monthly rent', 418, 202),
      value('Ironwood Realty Partners', 202, 202), value('$12,600', 418, 202)],
    { rules: [rule(40, 575, 141.3), rule(310, 575, 161.3), rule(40, 575, 181.3), rule(40, 305, 201.4), rule(310, 440, 201.4), rule(445, 575, 201.4),
      rule(40, 197, 221.4), rule(202, 413, 221.4), rule(418, 575, 221.4), rule(40, 575, 241.4)] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'requested_amount', 'industry')).toEqual(['Bayside Physical Therapy, Inc.', '461010604', 90000, 'medical_practice']);
  });

  it('a currency sign after a label\'s words ("Funding Amount $" before "40,000") ends the label as a colon does', () => {
    const pair = (k: string, x: string, y: number) => [item(k, 40, y, 'F1', 9, k.length * 4.5), item(x, 200, y, 'F3', 10, x.length * 5)];
    const r = read(pageOf([...pair('Corporate/Legal Name', 'Riverbend Food Mart LLC', 80), ...pair('Fed. Tax ID', '58-1071785', 100),
      ...pair('Funding Amount $', '40,000', 140), ...pair('Payment Amount $', '9,088.26', 160)]));
    expect(v(r, 'legal_name', 'requested_amount', 'requested_payment')).toEqual(['Riverbend Food Mart LLC', 40000, 9088.26]);
  });

  it('a second owners\' table keyed by name ("Principal Name | Home Address | Est. Credit Score") gives each owner the rest', () => {
    const cap = (t: string, x: number, y: number) => item(t, x, y + 7, 'F1', 8, t.length * 3.9);
    const val = (t: string, x: number, y: number) => item(t, x, y + 9.5, 'F3', 11, t.length * 5.6);
    const b = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const r = read(pageOf([item('Principal Information', 466, 44, 'F2', 14, 110),
      cap('Principal Name', 39, 78), cap('Title', 199, 78), cap('Owner %', 299, 78), cap('SS#', 359, 78), cap('DOB', 469, 78),
      val('Olumide Castillo', 40, 93), val('Managing Member', 200, 93), val('100', 300, 93), val('***-**-8988', 360, 93), val('08/27/1972', 470, 93),
      cap('Principal Name', 39, 124), cap('Home Address', 199, 124), cap('Est. Credit Score', 469, 124),
      val('Olumide Castillo', 40, 139), val('1723 Market St, Atlanta, GA 30387', 200, 139), val('718', 470, 139)],
    { boxes: [b(36, 76, 576, 90), b(35, 89.4, 197, 112.6), b(195, 89.4, 297, 112.6), b(295, 89.4, 357, 112.6), b(355, 89.4, 467, 112.6), b(465, 89.4, 577, 112.6),
      b(36, 122, 576, 136), b(35, 135.4, 197, 158.6), b(195, 135.4, 467, 158.6), b(465, 135.4, 577, 158.6)] }));
    expect(owners(r)).toEqual([['Olumide', 'Castillo', 'Managing Member', 100, null]]);
    expect(r.applicants[0]?.credit_score?.value).toBe(718);
  });

  it('a street address read for a credit score ("660 Elm St, Nashville", a hand\'s next line under a score left blank) gives no score', () => {
    const pair = (k: string, x: string, kx: number, y: number) => [item(k, kx, y, 'F1', 9, k.length * 4.5), item(x, kx + k.length * 4.5 + 8, y, 'F4', 11, x.length * 5.5)];
    const r = read(pageOf([...pair('Legal Name:', 'Castillo Outdoor Supply LLC', 40, 80), ...pair('Federal Tax ID:', '27-4410932', 40, 100),
      item('OWNER 1', 40, 140, 'F2', 10, 44), ...pair('Name:', 'Robert Whitfield', 40, 160), ...pair('Title:', 'Secretary', 300, 160),
      ...pair('Credit Score:', '660 Elm St, Nashville, TN 37286', 40, 180)]));
    expect(owners(r)).toEqual([['Robert', 'Whitfield', 'Secretary', null, null]]);
    expect(r.applicants[0]?.credit_score?.value ?? null).toBeNull();
  });

  it('a date\'s comb on a row of values whose options\' words are labels ("897459389 [ ] EIN [ ] SSN  2018-02-26") is the date under its label', () => {
    const at = ([t, x0, y0, x1, y1]: [string, number, number, number, number]) => item(t, x0, y1 - 2, /^[A-Z]\d /.test(t) || /^[A-Z]+$/.test(t) ? 'F1' : 'F3', y1 - y0, x1 - x0);
    const rows: [string, number, number, number, number][] = [['A1 Legal name', 40, 102, 90, 110.8], ['Old Mill Kitchen LLC', 43, 113.2, 140, 124.4],
      ['A3 Tax identification number', 40, 142, 129, 150.8], ['A4 Date business started', 230, 142, 310, 150.8], ['A5 State of organization', 400, 142, 477, 150.8],
      ['897459389', 43, 153.2, 136, 164.4], ['2018-02-26', 233, 153.2, 331, 164.4], ['DE', 403, 153.2, 419, 164.4], ['EIN', 161, 154.9, 174, 164.3], ['SSN', 193, 154.9, 208, 164.3],
      ['MM', 230, 166.6, 238, 172.8], ['DD', 260, 166.6, 267, 172.8], ['YYYY', 290, 166.6, 303, 172.8]];
    const comb = (x: number, n: number) => [...Array(n).keys()].map((i) => ({ x0: x + 11 * i, y0: 153.5, x1: x + 11 * i + 12, y1: 167.5 }));
    const r = read(pageOf(rows.map(at), { boxes: [...comb(40, 9), { x0: 149, y0: 155.9, x1: 159, y1: 165.1 }, { x0: 181, y0: 155.9, x1: 190, y1: 165.1 }, ...comb(230, 2), ...comb(260, 2), ...comb(290, 4), ...comb(400, 2)] }));
    expect(v(r, 'legal_name', 'business_start_date')).toEqual(['Old Mill Kitchen LLC', '2018-02-26']);
  });

  it('an industry\'s word one slip from a label\'s ("CONVENIENCE STORE", "store" near "score") is spelt right: no credit score\'s label', () => {
    expect([labelOf('CONVENIENCE STORE'), labelOf('Liquor store')]).toEqual([null, null]);
    expect(labelOf('Buisness Name')?.field).toBe('legal_name');
  });
  it('a word standing alone with no colon is read as printed when asking whether it is a value ("Salem", a city under "City", is no "Sales" label)', () => {
    expect([labelOf('Salem', true, false, false), labelOf('Adress:')?.field]).toEqual([null, 'address']);
  });

  it('a label word\'s plural is spelt right, no typo of its singular ("Over how many remittances?" asks the number of payments)', () => {
    expect([labelOf('B3.   Over how many remittances?')?.field, labelOf('Remittance')?.field]).toEqual(['number_of_payments', 'requested_payment']);
  });

  it('words that are a label as printed are read so, never as a typo of another ("Stake" asks a share, no "State")', () => {
    expect([labelOf('Stake')?.field, labelOf('Buisness Name')?.field]).toEqual(['owner_ownership', 'legal_name']);
  });

  it('"Interest %" asks an owner\'s share of the business, though a bare "%" after other words ("CARD PRESENT %") does not', () => {
    expect([labelOf('Interest %')?.field, labelOf('Equity %')?.field, labelOf('CARD PRESENT %')?.field ?? null]).toEqual(['owner_ownership', 'owner_ownership', null]);
  });
  it('a figure under its column label is its value, though a row caption starts its row ("Total Funding Requested  $145,000  $10,633  18")', () => {
    const lab = (t: string, x: number, y: number) => item(t, x, y, 'F1', 8, t.length * 4);
    const val = (t: string, x: number, y: number) => item(t, x, y, 'F3', 10, t.length * 5);
    const r = read(pageOf([lab('Legal Business Name', 40, 60), val('Fairway Auto Body LLC', 170, 60),
      lab('Desired Payment', 300, 100), lab('Number of Payments', 420, 100), lab('Preferred Term', 520, 100), lab('Total Funding Requested', 40, 112),
      val('$145,000', 170, 112), val('$10,633', 300, 112), val('18', 420, 112), val('18 mo.', 520, 112)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([145000, 10633, 18]);
  });
});
