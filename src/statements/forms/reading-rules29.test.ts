import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { corrected } from './struck.ts';
import type { Piece } from './pieces.ts';

// Held-out seed 830000 of sets 71-76 (issue 36): a renewal's confirm-or-correct grid and the owners its form marks as
// gone, each on a self-made page here.

const r = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.3);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('a confirm-or-correct grid', () => {
  // "Item | Information on File (check if correct) | Correction (write new value)": a label cell, the value on file in
  // the next cell with its box ticked "X", the correction cell left empty.
  const grid = [lab('Item', 39, 114), lab('Information on File (check if correct)', 154, 114), lab('Correction (write new value)', 379, 114),
    lab('Legal Entity Name', 39, 130), val('Granite Roofing Corp.', 154, 130), item('X', 364, 131, 'F2', 9, 5),
    lab('Tax ID #', 39, 147), val('33-9824429', 154, 147), item('X', 364, 148, 'F2', 9, 5)];
  const cells = [r(35, 105, 577, 121), r(35.6, 120, 151.4, 137.4), r(150.6, 120, 376.4, 137.4), r(375.6, 120, 576.4, 137.4), r(362.4, 124, 371.1, 132.6),
    r(35.6, 137, 151.4, 154.4), r(150.6, 137, 376.4, 154.4), r(375.6, 137, 576.4, 154.4), r(362.4, 141, 371.1, 149.6)];
  it('the value on file beside its label\'s cell, its box ticked: the value (a tick is no label of the next cell)', () => {
    expect(v(read(pageOf(grid, { boxes: cells })), 'legal_name', 'business_tax_id')).toEqual(['Granite Roofing Corp.', '339824429']);
  });
  it('a later table\'s captions under the correction column ("Requested Payment"): no correction of "Amount Requested"', () => {
    const table = [item('NEW FUNDING REQUEST', 40, 336, 'F3', 9, 110), lab('Amount Requested', 38.5, 347), val('$180,000.00', 40, 357),
      lab('Use of Proceeds', 168.5, 347), val('Working capital', 170, 357), lab('Requested Payment', 378.5, 347), val('$3,105.00', 380, 357),
      lab('Term (# of payments)', 478.5, 347), val('80', 480, 357)];
    const boxes = [...cells, r(36, 327, 576, 340), r(35.5, 340.5, 166.5, 365.5), r(165.5, 340.5, 376.5, 365.5), r(375.5, 340.5, 476.5, 365.5), r(475.5, 340.5, 576.5, 365.5)];
    expect(v(read(pageOf([...grid, ...table], { boxes })), 'requested_amount', 'requested_payment')).toEqual([180000, 3105]);
  });
});

describe('owners the form marks as gone', () => {
  const business = [lab('Legal Business Name', 39, 60), val('Pinecrest Bakery LLC', 39, 72)];
  const header = (y: number) => ['Guarantor Name', 'Title', 'Ownership %'].map((h, i) => lab(h, [42, 288, 420][i]!, y));
  const block = (n: number, y: number, name: string, title: string, share: string) => [item(`Guarantor ${n}`, 40, y, 'F3', 8, 40),
    lab('Owner no longer with company', 500, y), ...header(y + 12), val(name, 44, y + 24), val(title, 288, y + 24), val(share, 421, y + 24)];
  const boxes = [r(489, y0(100), 497, y0(100) + 8), r(489, y0(170), 497, y0(170) + 8)];
  function y0(y: number) { return y - 7; }
  it('"[X] Owner no longer with company" ticked over the second guarantor\'s block: only the first is an applicant', () => {
    const page = pageOf([...business, ...block(1, 100, 'James Garcia-Lopez', 'Owner', '70%'), ...block(2, 170, 'Mei Kowalski', 'Silent Partner', '30%')],
      { boxes, marks: [boxes[1]!] });
    expect(owners(read(page)).map((o) => o[0])).toEqual(['James']);
  });
  it('the box left empty on both: both are applicants', () => {
    const page = pageOf([...business, ...block(1, 100, 'James Garcia-Lopez', 'Owner', '70%'), ...block(2, 170, 'Mei Kowalski', 'Silent Partner', '30%')], { boxes });
    expect(owners(read(page)).map((o) => o[0])).toEqual(['James', 'Mei']);
  });

  it('"No" marked under "Still an owner?" on a row: that row\'s person is none; a struck row\'s "No" takes no one else', () => {
    const cols = [39, 190, 300, 360, 497];
    const row = (y: number, c: string[]) => [...c.map((t, i) => val(t, cols[i]!, y)), lab('Yes', 506, y), lab('No', 537, y)];
    const items = [...business, ...['Owner Name', 'Title', '% On File', 'SSN', 'Still an Owner?'].map((h, i) => lab(h, cols[i]!, 300)),
      ...row(316, ['Jennifer Patel', 'Managing Member', '45%', '098-08-4910']), ...row(332, ['Linh Tran', 'Owner', '35%', '372-65-0690']),
      ...row(348, ['Robert Haines', 'CEO', '20%', '563-18-9231']), lab('Yes', 506, 364), lab('No', 537, 364)];
    const box = (x: number, y: number) => r(x - 9, y - 7, x - 2, y);
    const boxes = [316, 332, 348, 364].flatMap((y) => [box(506, y), box(537, y)]);
    // (Linh's row answered "No"; a fourth row, its person's words withdrawn (struck), answered "No" too.)
    const marks = [box(506, 316), box(537, 332), box(506, 348), box(537, 364)];
    expect(owners(read(pageOf(items, { boxes, marks }))).map((o) => o[0])).toEqual(['Jennifer', 'Robert']);
  });

  it('"NO LONGER AN OWNER" stamped across the third of three owners side by side (cut at the cells): two applicants', () => {
    const xs = [40, 220, 400];
    const people = [['Patrick Nguyen', 'Partner', '50%'], ['Gabriela Fitzgerald', 'Managing Partner', '50%'], ['Maria Fitzgerald', 'Investor', '30%']];
    const items = [...business, item('OWNER INFORMATION', 40, 370, 'F3', 9, 100),
      ...xs.flatMap((x, k) => [lab(`Owner ${k + 1} Name`, x, 382), val(people[k]![0]!, x, 393), lab('Title', x, 405), val(people[k]![1]!, x, 416),
        lab('% Owned', x + 100, 405), val(people[k]![2]!, x + 100, 416), lab('SSN', x, 426), val(['589-14-3959', '891-09-3255', '093-17-3948'][k]!, x, 437)]),
      item('NO LONGER', 438, 441, 'F4', 12, 53), item('AN', 497, 441, 'F4', 12, 12), item('OWNER', 515, 441, 'F4', 12, 30)];
    expect(owners(read(pageOf(items))).map((o) => o[0])).toEqual(['Patrick', 'Gabriela']);
  });
});

describe('an owners\' table with a "Removed" column', () => {
  const business = [lab('Legal Business Name', 39, 60), val('Crescent Tile Works LLC', 39, 72)];
  const cols = [39, 179, 259, 310];
  const header = ['Owner (Last, First)', 'Title', 'Own %', 'SSN / ITIN'].map((h, i) => lab(h, cols[i]!, 456));
  const people = [['Nguyen, Brandon', 'Partner', '70%', '561-74-4507'], ['Kim, Daniel', 'Investor', '10%', '247-47-9740'], ['Okafor, Mei', 'Managing Partner', '20%', '***-**-9307']];
  const rowsAt = (ys: number[], f = val) => people.flatMap((p, k) => p.map((c, i) => f(c, cols[i]!, ys[k]!)));
  it('"X" typed in the "Removed" column on Daniel\'s row: no applicant', () => {
    const page = pageOf([...business, ...header, lab('Removed', 533, 456), ...rowsAt([473, 489, 505]), item('X', 545, 489, 'F2', 9, 5)]);
    expect(owners(read(page)).map((o) => o[0])).toEqual(['Brandon', 'Mei']);
  });
  it('a hand\'s row struck through whole, its box marked: the row over it, written tall, is no correction of it', () => {
    const hand = (s: string, x: number, y: number) => item(s, x, y, 'F4', 12, s.length * 4.8);
    const items = [...business, ...header, lab('Removed', 533, 456), ...people[0]!.map((c, i) => hand(c, cols[i]!, 484)),
      ...people[1]!.map((c, i) => hand(c, cols[i]!, 497)), ...people[2]!.map((c, i) => hand(c, cols[i]!, 513))];
    const page = pageOf(items, { strokes: [r(36.9, 490, 573.1, 492)], marks: [r(544.3, 486, 558.1, 498)] });
    expect(owners(read(page)).map((o) => o[0])).toEqual(['Brandon', 'Mei']);
  });
});

describe('a row struck whole', () => {
  it('the words written tall over it are the row above\'s, not corrections moved into its place', () => {
    const above: Piece[] = [['Nguyen, Brandon', 39], ['Partner', 179], ['70%', 259]].map(([text, x]) => ({ page: 1, text: text as string, x0: x as number, x1: (x as number) + 60, y0: 472, y1: 487, source: 'text' }));
    const struckCells = [39, 179, 259].map((x) => r(x, 485, x + 60, 500));
    expect(corrected(above, struckCells).filter((q) => !q.struck).map((q) => q.y0)).toEqual([472, 472, 472]);
    // (One cell struck, a correction written over it: read in its place.)
    expect(corrected(above.slice(0, 1), struckCells.slice(0, 1)).map((q) => q.y0)).toEqual([485]);
  });
});
