import { describe, expect, it } from 'vitest';
import { isoDate } from './values.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the eighty-sixth author's spreadsheet forms (issue 36): Excel and Google Sheets printouts, owners
// across in columns, landscape grids; each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 13 } });

describe('spreadsheet grids (issue 36, set 86)', () => {
  it('owners across, their values in fillable fields filling each cell from its side: the first column is the first owner\'s', () => {
    // Column A holds the labels; owners' cells 100 points wide from x=200, each heading centred over its cell.
    const heads = [1, 2, 3, 4].map((k) => lab(`Owner ${k}`, 250 + (k - 1) * 100 - 12.6, 345));
    const rows = ['Name', 'Title', 'Ownership %', 'SSN'];
    const page = pageOf([...heads, ...rows.map((r, i) => lab(r, 55, 360 + i * 15))]);
    const vals = [['Grace Osei', 'President', '75', '076-55-5073'], ['Wesley Ashworth', 'General Manager', '25', '116-22-7368'], ['n/a', 'n/a', 'n/a', 'n/a'], ['n/a', 'n/a', 'n/a', 'n/a']];
    vals.forEach((col, k) => col.forEach((t, i) => page.form!.fields.push(field(`cell_${k}_${i}`, t, 200.5 + k * 100, 350 + i * 15, 299.5 + k * 100))));
    expect(owners(read(page))).toEqual([['Grace', 'Osei', 'President', 75, '076555073'], ['Wesley', 'Ashworth', 'General Manager', 25, '116227368']]);
  });

  it('a header row of label cells over a row of value cells, "Monthly" among the values under "Freq": each value is its label\'s', () => {
    // Seven cells: labels left-aligned in the top row, money right-aligned in the row under it.
    const cols: [string, string, 'l' | 'r'][] = [['Req. Amount', '$120,000', 'r'], ['Payment', '$17,738.45', 'r'], ['# Pmts', '9', 'r'], ['Freq', 'Monthly', 'l'],
      ['Use of Funds', 'Debt consolidation', 'l'], ['ISO Rep', 'Hannah Osei', 'l'], ['Bank', 'First Prairie Bank', 'l']];
    const widths = [100, 90, 55, 65, 150, 130, 122];
    const xs = widths.map((_, k) => 50 + widths.slice(0, k).reduce((a, b) => a + b, 0));
    const items = cols.flatMap(([l, val, align], k) => {
      const w = val.length * 3.6;
      return [lab(l, xs[k]! + 3, 189), lab(val, align === 'r' ? xs[k]! + widths[k]! - 3 - w : xs[k]! + 3, 205)];
    });
    const boxes = [178, 194].flatMap((y0) => xs.map((x0, k) => ({ x0, y0, x1: x0 + widths[k]!, y1: y0 + 16 })));
    const r = read(pageOf([lab('Legal Name', 53, 74), lab('Northstar Mart Inc', 53, 90), ...items], { boxes, width: 792, height: 612 }));
    expect(v(r, 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([120000, 17738.45, 9]);
  });

  it('a spreadsheet\'s "dd-mmm-yy" date ("02-Apr-22") is a date', () => {
    expect([isoDate('02-Apr-22'), isoDate('11-Nov-14'), isoDate('28-Nov-66')]).toEqual(['2022-04-02', '2014-11-11', '1966-11-28']);
  });

  it('a hand\'s right-aligned date and the next cell\'s value handed over as one run across the cells\' side are parted at the side', () => {
    const xs = [30, 200, 330, 420, 515, 600, 760];
    const labels = ['Legal Business Name', 'DBA', 'Entity Type', 'Federal Tax ID (EIN)', 'Date Established', 'Type of Business'];
    const hand = (s: string, x: number, w: number) => item(s, x, 102, 'F2', 11, w);
    const boxes = [72, 88].flatMap((y0) => xs.slice(0, -1).map((x0, k) => ({ x0, y0, x1: xs[k + 1]!, y1: y0 + 16 })));
    // The date written in wide figures ends at 596, "Physical" starts at 603: the run's letters share 170 points alike.
    const page = pageOf([...labels.map((l, k) => lab(l, xs[k]! + 3, 84)), hand('Prairie Wind Physical Therapy', 34, 140), hand('LP', 332, 12),
      hand('834146981', 424, 50), hand('21-Oct-2008 Physical therapy clinic', 538, 170)], { boxes, width: 792, height: 612 });
    expect(v(read(page), 'business_start_date', 'industry')).toEqual(['2008-10-21', 'medical_practice']);
  });

  it('owners across, an unused principal\'s column printed "N/A" all down: no one', () => {
    const heads = [1, 2, 3].map((k) => lab(`Principal ${k}`, 218 + (k - 1) * 150, 267));
    const rows = ['First Name', 'Last Name', 'Title / Position', '% Ownership', 'Social Security #'];
    const cols = [['Mei', 'Haddad', 'General Manager', '50', '377-10-8248'], ['Yuki', 'Osei', 'Owner', '50', '630-63-1681'], ['N/A', 'N/A', 'N/A', 'N/A', 'N/A']];
    const r = read(pageOf([...heads, ...rows.map((t, i) => lab(t, 33, 283 + i * 16)), ...cols.flatMap((c, k) => c.map((t, i) => lab(t, 165 + k * 150, 283 + i * 16)))], { width: 792, height: 612 }));
    expect(owners(r)).toEqual([['Mei', 'Haddad', 'General Manager', 50, '377108248'], ['Yuki', 'Osei', 'Owner', 50, '630631681']]);
  });

  it('a header row\'s values naming the business\'s kind more than once ("Cedar Point Dental Group", "Dental office") beside its tax ID and date: no grid of options', () => {
    const xs = [30, 200, 330, 420, 515, 600, 760];
    const labels = ['Legal Business Name', 'DBA', 'Entity Type', 'Tax ID', 'Date Established', 'Type of Business'];
    const values = ['Cedar Point Dental Group, Inc.', 'Red Maple Dental Group', 'Corporation', '98-0919390', '2010-10-26', 'Dental office'];
    const boxes = [72, 88].flatMap((y0) => xs.slice(0, -1).map((x0, k) => ({ x0, y0, x1: xs[k + 1]!, y1: y0 + 16 })));
    const page = pageOf([...labels.map((l, k) => lab(l, xs[k]! + 3, 84)), ...values.map((t, k) => lab(t, xs[k]! + 3, 100))], { boxes, width: 792, height: 612 });
    expect(v(read(page), 'industry', 'business_start_date')).toEqual(['dental_practice', '2010-10-26']);
  });

  it('a spreadsheet\'s accounting format, "$" at the cell\'s left side and the figure at its right: the figure is the value', () => {
    const xs = [30, 150, 260, 350, 440];
    const labels = ['Amount Requested', 'Est. Payment', '# of Payments', 'Frequency'];
    const boxes = [162, 178].flatMap((y0) => xs.slice(0, -1).map((x0, k) => ({ x0, y0, x1: xs[k + 1]!, y1: y0 + 16 })));
    const page = pageOf([...labels.map((l, k) => lab(l, xs[k]! + 3, 174)), lab('$', 33, 190), lab('25,000.00', 114, 190), lab('$', 153, 190), lab('1,987.02', 228, 190),
      lab('16', 340, 190), lab('Weekly', 353, 190)], { boxes, width: 792, height: 612 });
    expect(v(read(page), 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([25000, 1987.02, 16]);
  });
});
