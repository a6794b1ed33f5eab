import { describe, expect, it } from 'vitest';
import type { PageText, Rect } from '../types.ts';
import { resolveSettings } from '../settings.ts';
import { headings } from './headings.ts';
import { piecesOf } from './pieces.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt mending set 31 (longer applications, continuation sheets; issue 36), each on a self-made page here.
const rule = (x0: number, x1: number, y: number): Rect => ({ x0, x1, y0: y, y1: y + 0.5 });

describe('continuation sheets and multi-page applications (issue 36)', () => {
  const business = [item('Legal Name', 36, 80, 'F1', 8, 40), item('Riverbend Janitorial LLC', 100, 80, 'F3', 10, 120)];

  it('a label typed before its blank line, the value typed on the line in the label\'s font, is parted where the line starts', () => {
    // (A typewriter's sheet: "OWNER 3 FULL NAME Luis Abernathy", "TITLE President", all in one font.)
    const r = read(pageOf([...business, item('---- OWNER 3 ----', 36, 130, 'F2', 9, 90),
      item('OWNER 3 FULL NAME', 36, 150, 'F2', 8, 90), item('Luis Abernathy', 131, 150, 'F2', 8, 70),
      item('TITLE', 36, 168, 'F2', 8, 26), item('President', 67, 168, 'F2', 8, 45),
      item('SSN', 36, 186, 'F2', 8, 16), item('073-56-9434', 57, 186, 'F2', 8, 55)],
    { rules: [rule(129, 560, 151), rule(65, 300, 169), rule(55, 250, 187)] }));
    expect(owners(r)).toEqual([['Luis', 'Abernathy', 'President', null, '073569434']]);
  });
  it('"ZIP Code" is a label, never the value of the "State" printed over it: the state is the code beside its label', () => {
    // (Labels set flush right against a column of values: "City  Columbus" over "State  OH" over "ZIP Code  43285".)
    const r = read(pageOf([item('Legal Business Name', 69, 100, 'F1', 8, 68), item('Riverbend Janitorial LLC', 145, 100, 'F3', 10, 110),
      item('Street Address', 91, 118, 'F1', 8, 46), item('833 Maple Ct', 145, 118, 'F3', 10, 54),
      item('City', 125, 136, 'F1', 8, 12), item('Columbus', 145, 136, 'F3', 10, 41),
      item('State', 121, 154, 'F1', 8, 16), item('OH', 145, 154, 'F3', 10, 14),
      item('ZIP Code', 108, 172, 'F1', 8, 29), item('43285', 145, 172, 'F3', 10, 25)]));
    expect(v(r, 'state_region')).toEqual(['OH']);
  });

  it('the date a bank account was opened ("Account Opened  2018") is the bank\'s, not when the business started', () => {
    const r = read(pageOf([...business, item('44. Account Opened', 300, 120, 'F1', 8, 70), item('2018', 380, 120, 'F3', 10, 22)]));
    expect(v(r, 'business_start_date')).toEqual([null]);
  });
  it('owners side by side, each column printing its own labels: the second owner\'s labels over empty lines are no values', () => {
    const rows = ['Full Name', 'Title', 'Ownership %', 'SSN'];
    const labels = (right: number) => rows.map((t, k) => item(t, right - t.length * 3.6, 340 + 18 * k, 'F1', 8, t.length * 3.6));
    const r = read(pageOf([...business, item('Principal Owners', 72, 300, 'F2', 10, 80),
      item('Owner / Guarantor 1', 52, 322, 'F2', 8, 77), item('Owner / Guarantor 2', 322, 322, 'F2', 8, 77), ...labels(132), ...labels(402),
      item('Luis Osei', 140, 340, 'F3', 10, 38), item('Owner', 140, 358, 'F3', 10, 27), item('100%', 140, 376, 'F3', 10, 23), item('411-27-4086', 140, 394, 'F3', 10, 51)]));
    expect(owners(r)).toEqual([['Luis', 'Osei', 'Owner', 100, '411274086']]);
  });
  it('"State:" with its field right after the colon is answered there, though it hangs under the line over it', () => {
    // (Fillable fields on underlined rows, "City: [Houston]  State: [TX]  Zip: [77004]" right under the DBA's line.)
    const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 14 } });
    const page = pageOf([item('Legal Business Name:', 44, 123, 'F1', 9, 81), item('DBA / Trade Name:', 44, 141, 'F1', 9, 72),
      item('Business Address:', 44, 159, 'F1', 9, 66), item('City:', 279, 159, 'F1', 9, 18), item('State:', 418, 159, 'F1', 9, 21), item('Zip:', 482, 159, 'F1', 9, 15),
      item('Business Phone:', 44, 177, 'F1', 9, 59), item('Fax:', 203, 177, 'F1', 9, 16), item('E-mail:', 330, 177, 'F1', 9, 27)],
    { rules: [rule(127, 561, 128), rule(119, 561, 146), rule(112, 272, 164), rule(300, 411, 164), rule(441, 475, 164), rule(500, 561, 164), rule(106, 195, 182), rule(221, 322, 182), rule(359, 561, 182)] });
    (page as PageText).form!.fields.push(field('legal', 'Prairie Staffing Inc.', 128, 114, 560), field('dba', 'Iron Horse Workforce', 119, 132, 560),
      field('addr', '7113 Airport Rd', 113, 150, 271), field('city', 'Houston', 300, 150, 410), field('state', 'TX', 442, 150, 474), field('zip', '77004', 500, 150, 560),
      field('phone', '(713) 370-6676', 106, 168, 195), field('fax', '', 222, 168, 322), field('email', 'accounts@ironhorse.com', 360, 168, 560));
    expect(v(read(page), 'state_region', 'trade_name')).toEqual(['TX', 'Iron Horse Workforce']);
  });
  it('two captions side by side in a page\'s header, each under its own line with a value on it, name the values over them', () => {
    // ("Blackstone Manufacturing Inc." over "BUSINESS NAME", "AC-25-316054" over "FILE #", on a page of labels beside values.)
    const r = read(pageOf([item('Blackstone Manufacturing Inc.', 304, 38, 'F3', 10, 105), item('AC-25-316054', 484, 38, 'F3', 10, 51),
      item('BUSINESS NAME', 302, 48, 'F1', 7, 48), item('FILE #', 482, 48, 'F1', 7, 17),
      item('Industry:', 36, 100, 'F1', 8, 34), item('Metal fabrication', 80, 100, 'F3', 10, 80),
      item('Federal Tax ID:', 36, 118, 'F1', 8, 56), item('34-5111783', 100, 118, 'F3', 10, 50)],
    { rules: [rule(302, 476, 41), rule(482, 566, 41)] }));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Blackstone Manufacturing Inc.', null]);
  });
  it('a state\'s code after "State:" is its value, though "NE" also names a kind of tax number', () => {
    const r = read(pageOf([...business, item('Business Address:', 36, 120, 'F1', 8, 66), item('6462 Airport Rd', 110, 120, 'F3', 10, 90),
      item('City:', 279, 120, 'F1', 8, 18), item('Omaha', 307, 120, 'F3', 10, 27), item('State:', 418, 120, 'F1', 8, 21), item('NE', 444, 120, 'F3', 10, 12),
      item('Zip:', 482, 120, 'F1', 8, 15), item('68139', 503, 120, 'F3', 10, 25)]));
    expect(v(r, 'state_region')).toEqual(['NE']);
  });
  it('a decoy\'s heading over fields that each have a caption hanging from their line heads them: the landlord\'s name is no business name', () => {
    // ("LANDLORD / MORTGAGE HOLDER" on a band, over [Stonegate Realty Partners] captioned "NAME", [804-371-8199] "PHONE".)
    const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 16 } });
    const page = pageOf([item('Legal Name:', 40, 100, 'F1', 8, 44), item('Blackstone Manufacturing Inc.', 90, 100, 'F3', 10, 130),
      item('Industry:', 40, 118, 'F1', 8, 34), item('Metal fabrication', 90, 118, 'F3', 10, 80),
      item('TRADE REFERENCES', 45, 449, 'F2', 8, 84), item('COMPANY', 42, 462, 'F1', 6, 29), item('CONTACT', 278, 462, 'F1', 6, 28), item('PHONE', 444, 462, 'F1', 6, 21),
      item('LANDLORD / MORTGAGE HOLDER', 45, 537, 'F2', 8, 134), item('NAME', 40, 566, 'F1', 6, 17), item('PHONE', 290, 566, 'F1', 6, 21), item('MONTHLY RENT', 447, 566, 'F1', 6, 45)],
    { rules: [{ x0: 40, y0: 440, x1: 572, y1: 453 }, rule(40, 572, 471), rule(40, 572, 487), rule(40, 572, 503), { x0: 40, y0: 528, x1: 572, y1: 541 }, rule(40, 284, 559), rule(290, 440, 559), rule(446, 566, 559)] });
    (page as PageText).form!.fields.push(field('ref1', 'Gordon Food Service', 41, 473, 275), field('ref1c', 'Lorraine Betts', 277, 473, 441), field('ref1p', '804-625-3852', 443, 473, 571),
      field('ref2', 'Staples Business', 41, 489, 275), field('ref2c', 'Raymond Tolliver', 277, 489, 441), field('ref2p', '804-634-8238', 443, 489, 571));
    (page as PageText).form!.fields.push(field('ll_name', 'Stonegate Realty Partners', 40, 543, 282), field('ll_phone', '804-371-8199', 290, 543, 439), field('ll_rent', '$5,800', 447, 543, 564));
    expect(v(read(page), 'legal_name', 'trade_name')).toEqual(['Blackstone Manufacturing Inc.', null]);
    const pieces = piecesOf(page, resolveSettings());
    expect(headings(pieces, [], page.form!.rules).map((h) => [h.piece.text, h.section])).toContainEqual(['LANDLORD / MORTGAGE HOLDER', 'decoy']);
  });
});
