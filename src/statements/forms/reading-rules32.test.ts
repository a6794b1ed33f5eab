import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';

// Rules of the 2026-12-02 (second) session, each with a page that failed before it.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('the next row\'s checkbox options are no value of a label over them', () => {
  it('"2. DBA / Trade Name" left blank over the last options of "3. Legal Structure": no DBA "LLC"', () => {
    // (The DBA's cell ends where the options' row starts; its checkboxes stand on that line.)
    const r = read(pageOf([item('1. Borrower Legal Name (as shown on tax return)', 38, 129.3, 'F1', 6, 131), item('2. DBA / Trade Name', 335, 129.3, 'F1', 6, 56),
      item('Juniper Fitness, Corp.', 39, 139.6, 'F2', 8.5, 112), item('3. Legal Structure', 38, 154.1, 'F3', 7, 59), item('Sole Proprietor', 137, 154.1, 'F1', 7, 47),
      item('Partnership', 203.8, 154.1, 'F1', 7, 36), item('X', 250, 154.4, 'F3', 8, 5.3), item('Corporation', 259.6, 154.1, 'F1', 7, 37),
      item('S-Corp', 316.3, 154.1, 'F1', 7, 22.4), item('LLC', 358.7, 154.1, 'F1', 7, 12.8), item('Other:', 391.5, 154.1, 'F1', 7, 19.7)],
    { boxes: [{ x0: 36, y0: 123, x1: 334, y1: 147 }, { x0: 333, y0: 123, x1: 577, y1: 147 }, ...[125, 192, 248, 305, 347, 380].map((x) => ({ x0: x, y0: 147, x1: x + 9.5, y1: 157 }))],
      rules: [{ x0: 414, y0: 156, x1: 491, y1: 157 }] }));
    expect(v(r, 'legal_name', 'trade_name', 'type_of_entity')).toEqual(['Juniper Fitness, Corp.', null, 'corporation']);
  });
});

describe('two parties\' answers in their columns are no menu', () => {
  it('"Entity Type  PLLC  LLC" under "Borrower | Co-Borrower", each in its column of answers: the borrower\'s PLLC', () => {
    const rows = [['Legal Name', 'Granite Hill Animal Hospital, PLLC', 'Westgate Holdings, LLC'], ['Doing Business As', 'SAME', 'N/A'],
      ['Tax ID Number', '26-9831554', '36-1388601'], ['Entity Type', 'PLLC', 'LLC'], ['Date Organized', '01/28/2016', '02/03/2020'], ['State of Organization', 'DE', 'DE']];
    const r = read(pageOf([lab('Borrower', 200, 86), lab('Co-Borrower (affiliate, if any)', 440, 86),
      ...rows.flatMap(([l, a, b], i) => [lab(l!, 40, 100 + 14 * i), val(a!, 200, 100 + 14 * i), val(b!, 440, 100 + 14 * i)])]));
    expect(v(r, 'legal_name', 'type_of_entity')).toEqual(['Granite Hill Animal Hospital, PLLC', 'pllc']);
  });
  it('a menu whose first choice stands under the column of answers above it is a menu still', () => {
    const r = read(pageOf([lab('Legal Name', 40, 100), val('Acme Tools, Inc.', 150, 100), lab('DBA', 40, 114), val('Acme', 150, 114), lab('Phone', 40, 128), val('(312) 555-0101', 150, 128),
      lab('Entity', 40, 142), lab('[ ] LLC', 150, 142), lab('[ ] Corporation', 200, 142), lab('[X] S-Corp', 260, 142)]));
    expect(v(r, 'type_of_entity')).toEqual(['s_corporation']);
  });
});
