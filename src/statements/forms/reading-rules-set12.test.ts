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

describe('a ruled table\'s rows under the sheet grid\'s merged-caption rule (set 45\'s last-call-capital)', () => {
  // Each owner's row a band drawn across the table, the columns' lines drawn down through the bands; a handwritten
  // date runs right up to the next column's address.
  const cols: [string, number][] = [['Owner / Officer Name', 32], ['Title', 170], ['%', 236], ['SSN / ITIN', 269], ['DOB', 347], ['Home Address (Street, City, State, Zip)', 407]];
  const lines = [166, 232, 265, 343, 404];
  const rows: string[][] = [['Shonda Pruitt', 'Owner', '25', '459-40-4968', '01/11/1988', '5782 Frontage Rd, Tulsa, OK 74177'],
    ['Fairbanks, Mei-Ling', 'Member', '25', '575-16-8752', 'September 2, 1982', '456 County Road 14 Unit 23, Yakima, WA 98925']];
  const table = () => {
    const xs = [32, 170, 236, 269, 346, 406], ws = [46, 22, 8, 42, 57.5, 150];
    const page = pageOf([item('OWNERS (100% of ownership must be listed)', 34, 386, 'F2', 8, 146),
      ...cols.map(([t, x]) => item(t, x, 395, 'F1', 7, t.length * 3.2)),
      ...rows.flatMap((r, i) => r.map((t, c) => item(t, xs[c]!, 410 + i * 15, 'H', 11, c === 5 && i === 1 ? 150 : ws[c]!)))],
    { boxes: [box(30, 377, 582, 387), box(30, 387, 582, 397), box(30, 397, 582, 412), box(30, 412, 582, 427), box(30, 427, 582, 442)] });
    (page.form as { vrules: Rect[] }).vrules = lines.map((x) => box(x - 0.3, 387, x + 0.3, 442));
    return read(page);
  };
  it('a row band over the words drawn like their own row is no merged caption: the column line parts the date from the address', () => {
    expect(owners(table())).toEqual([['Shonda', 'Pruitt', 'Owner', 25, '459404968'], ['Mei-Ling', 'Fairbanks', 'Member', 25, '575168752']]);
  });
});
