import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
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

describe('section headings set smaller than the form\'s title (issue 36, set 40)', () => {
  it('a band\'s heading worded like a label, "OWNERSHIP", heads its column though the title over the form is larger', () => {
    // (Its column bounds the owners' table: the next column's sentence level with its header is no column of it.)
    const band = (x0: number, x1: number): Rect => ({ x0, x1, y0: 71, y1: 83 });
    const r = read(pageOf([item('Keystone Business Capital', 28, 34, 'F2', 18, 192), item('Application for Business Funding', 314, 63, 'F2', 13, 160),
      item('THE BUSINESS', 32, 79, 'F2', 9, 52), item('OWNERSHIP', 280, 79, 'F2', 9, 43), item('OTHER INFORMATION', 527, 79, 'F2', 9, 75),
      item('Corporate / Legal Name', 28, 92, 'F1', 7.5, 65), item('Redstone Machine Inc', 31, 102, 'F3', 10, 102),
      item('Owner Name', 276, 92, 'F1', 7.5, 35), item('Title', 423, 92, 'F1', 7.5, 11), item('% Own', 477, 92, 'F1', 7.5, 20),
      item('certify that all information submitted in connection with this application is true,', 523, 91, 'F1', 7, 230),
      item('and authorize the recipient to obtain consumer and business credit reports and', 523, 98, 'F1', 7, 228),
      item('you and the business, and to share this application with funding sources now and in the future.', 523, 106, 'F1', 7, 200),
      item('Gregory Sokolov', 279, 106, 'F3', 13, 80), item('Member', 426, 106, 'F3', 13, 35), item('40%', 480, 106, 'F3', 13, 16)],
    { boxes: [band(28, 266), band(275, 513), band(523, 760)], width: 792, height: 612 }));
    expect(owners(r)).toEqual([['Gregory', 'Sokolov', 'Member', 40, null]]);
  });
});

describe('a column\'s last pair of captions (issue 36, set 40)', () => {
  it('"Business Phone | E-mail" over their values heads no columns: the owners\' table in the column beside is read', () => {
    const band = (x0: number, x1: number): Rect => ({ x0, x1, y0: 71, y1: 83 });
    const r = read(pageOf([item('THE BUSINESS', 32, 79, 'F2', 9, 52), item('OWNERSHIP', 280, 79, 'F2', 9, 43),
      item('Corporate / Legal Name', 28, 92, 'F1', 7.5, 65), item('Redstone Machine Inc', 31, 102, 'F3', 10, 102),
      item('Business Phone', 28, 236, 'F1', 7.5, 44), item('E-mail', 147, 236, 'F1', 7.5, 17),
      item('(698) 446-4257', 31, 246, 'F3', 10, 72), item('office@redstonemachine.com', 150, 245, 'F3', 10, 115),
      item('Owner Name', 276, 242, 'F1', 7.5, 35), item('Title', 423, 242, 'F1', 7.5, 11), item('% Own', 477, 242, 'F1', 7.5, 20),
      item('Patrick Alvarez', 279, 252, 'F3', 10, 76), item('Managing Member', 426, 250, 'F3', 6, 46), item('20%', 480, 252, 'F3', 10, 16),
      item('139 Maple Way, Paterson', 526, 242, 'F3', 10, 117), item('(744) 812-4186', 668, 242, 'F3', 10, 72)],
    { boxes: [band(28, 266), band(275, 513)], width: 792, height: 612 }));
    expect(owners(r)).toEqual([['Patrick', 'Alvarez', 'Managing Member', 20, null]]);
  });
});
