import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read } from './test-page.ts';

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const cap = (t: string, x: number, y: number) => item(t, x, y, 'F1', 5.5, t.length * 2.6);
const val = (t: string, x: number, y: number) => item(t, x, y, 'F3', 9.5, t.length * 4.6);

// Rules learnt on earlier sets' leftovers and on sets 45-48 at first sight (issue 36), each on a self-made page.
describe('leftovers and sets 45-48 (issue 36)', () => {
  it('a heading alone on a band across a page\'s top, "CO-SIGNER / PERSONAL GUARANTOR (NOT AN OWNER)", heads its section: no page title', () => {
    const one = pageOf([item('OWNER / GUARANTOR', 43, 60, 'F2', 9, 100), cap('Full Name', 41, 72), val('Derek A. Fontaine', 43, 84),
      cap('Title', 330, 72), val('Owner', 332, 84), cap('Ownership %', 470, 72), val('100%', 472, 84)],
    { boxes: [box(39, 50, 573, 63), box(39, 65, 325, 88), box(325, 65, 465, 88), box(465, 65, 573, 88)] });
    const two = { ...pageOf([item('CO-SIGNER / PERSONAL GUARANTOR (NOT AN OWNER)', 43, 52, 'F2', 9, 234),
      cap('Name', 41, 64), val('Robert Fontaine', 43, 76), cap('Relationship', 330, 64), val('Guarantor', 332, 76), cap('SSN', 470, 64), val('XXX-XX-6830', 472, 76),
      cap('Employer', 41, 88), val('County School District', 43, 100), cap('Annual Income', 330, 88), val('$168,800', 332, 100)],
    { boxes: [box(39, 43, 573, 57), box(39, 58, 325, 80), box(325, 58, 465, 80), box(465, 58, 573, 80), box(39, 80, 325, 103), box(325, 80, 573, 103)] }), page: 2 };
    expect(owners(read(one, two))).toEqual([['Derek', 'Fontaine', 'Owner', 100, null]]);
  });
});
