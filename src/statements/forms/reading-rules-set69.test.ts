import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the sixty-ninth author's forms (issue 36): owners' names in many shapes; each on a self-made page.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.9);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.3);

describe('a surname begun with a number\'s word (issue 36, set 69)', () => {
  it('"Colton Two Feathers": last name "Two Feathers", no middle name "Two"', () => {
    const r = read(pageOf([lab('Business Legal Name:', 40, 80), val('Red Rock Outfitters LLC', 140, 80),
      item('OWNER 1', 40, 200, 'F3', 10, 50),
      lab('Name:', 40, 216), val('Colton Two Feathers', 110, 216), lab('Title:', 40, 230), val('Managing Partner', 110, 230),
      lab('Ownership:', 40, 244), val('25.0%', 110, 244)]));
    expect(owners(r)).toEqual([['Colton', 'Two Feathers', 'Managing Partner', 25, null]]);
  });
});
