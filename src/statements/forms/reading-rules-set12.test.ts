import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

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
