import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

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
});
