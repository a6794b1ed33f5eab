import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

// Rules kept at the twelfth author's forms when later rules for other authors reached them: each on a self-made page.

describe('an owner\'s name alone under the header of its block (set 12\'s e-sign envelope)', () => {
  // Each owner has a block of its own: a heading, a header of small captions, one row of values set larger than them.
  const block = (n: number, y: number, row: [string, number][]) => [item(`OWNER ${n}`, 50, y, 'F2', 12, 50),
    item('FULL NAME', 50, y + 21, 'F1', 7, 40), item('TITLE', 280, y + 21, 'F1', 7, 17), item('OWNERSHIP %', 420, y + 21, 'F1', 7, 44),
    ...row.map(([t, x]) => item(t, x, y + 33, 'F1', 10, t.length * 4.5))];
  it('a name with no title nor share, in larger type than the captions and right under them, is the owner\'s row, no heading', () => {
    const r = read(pageOf([item('Legal Name', 50, 40, 'F1', 7, 40), item('Red Maple Partners LLC', 50, 52, 'F1', 10, 100),
      ...block(1, 90, [['Maria Alvarez', 52], ['Vice President', 282], ['40%', 422]]),
      ...block(2, 160, [['Daniel Nguyen', 52]]),
      ...block(3, 230, [['Grace O\'Connell', 52], ['20%', 422]])]));
    expect(owners(r)).toEqual([['Maria', 'Alvarez', 'Vice President', 40, null], ['Daniel', 'Nguyen', null, null, null], ['Grace', 'O\'Connell', null, 20, null]]);
  });
});

describe('a spreadsheet printed with its gridlines (set 12\'s sheet grid)', () => {
  const X = [58, 124, 190, 254, 318, 382, 446, 512, 578];
  // Its columns' gridlines drawn down the whole sheet; the label row's merged cells boxes painted over them.
  const sheet = () => {
    const page = pageOf([item('BUSINESS INFORMATION', 61, 76, 'F2', 8, 99),
      item('Legal Business Name', 60, 90.5, 'F2', 6.5, 67), item('DBA', 320, 90.5, 'F2', 6.5, 14),
      item('Eastside Holdings Partnership', 60, 105, 'F1', 8, 107), item('Golden Spoon Services', 320, 105, 'F1', 8, 84)],
    { boxes: [box(58, 66.5, 578, 81), box(58, 81, 318, 95.5), box(318, 81, 578, 95.5)], rules: [66.5, 81, 95.5, 110].map((y) => box(58, y, 578, y)) });
    (page.form as { vrules: Rect[] }).vrules = X.map((x) => box(x - 0.3, 52, x + 0.3, 603));
    return read(page);
  };
  it('a value under a caption merged over four columns is one value, the grid\'s lines printed through its words', () => {
    expect(v(sheet(), 'legal_name', 'trade_name')).toEqual(['Eastside Holdings Partnership', 'Golden Spoon Services']);
  });
});
