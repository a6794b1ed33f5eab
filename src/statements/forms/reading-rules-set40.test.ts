import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the fortieth author's forms (issue 36): ordinary applications on unusual page geometry (US Legal,
// landscape columns, pages saved turned), each on a self-made page here.

/** An owner's block: its number in the margin, then a header of columns and the owner's row under it. */
const ownerBlock = (y: number, n: number, name: string, title: string, share: string) => [
  item(`Owner ${n}`, 33, y, 'F2', 9, 34), item('Name (Last, First)', 105, y, 'F1', 7.5, 60), item('Title', 420, y, 'F1', 7.5, 14),
  item('% Own', 520, y, 'F1', 7.5, 20), item(name, 108, y + 12, 'F3', 10, 70), item(title, 423, y + 12, 'F3', 10, 60), item(share, 523, y + 12, 'F3', 10, 20)];

describe('an owners\' table headed by the owner\'s number (issue 36, set 40)', () => {
  it('a header starting with a heading of its own, "Owner 1 | Name | Title | % Own", is read as the table it is', () => {
    const r = read(pageOf([item('Business Legal Name', 33, 90, 'F1', 7.5, 70), item('Lakeside Dental Partners', 36, 102, 'F3', 10, 110),
      item('SECTION 3 - PRINCIPAL OWNERS', 33, 300, 'F2', 10, 160), ...ownerBlock(320, 1, 'Patel, Claire', 'Managing Member', '60%'),
      ...ownerBlock(360, 2, 'Castellano, James', 'Member', '40%')]));
    expect(owners(r)).toEqual([['Claire', 'Patel', 'Managing Member', 60, null], ['James', 'Castellano', 'Member', 40, null]]);
  });
});
