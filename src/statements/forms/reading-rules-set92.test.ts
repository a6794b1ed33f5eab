import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read } from './test-page.ts';

// Rules learnt at the ninety-second author's forms (issue 36): people's and businesses' names as they come (suffixes,
// titles, particles, nicknames, "Last, First", all capitals, names wrapped in narrow boxes); each on a self-made page.

const lab = (t: string, x: number, y: number) => item(t, x, y, 'F1', 7.5, t.length * 3.2);
const val = (t: string, x: number, y: number) => item(t, x, y, 'F1', 9, t.length * 4.4);

describe('owners\' names in boxes (issue 36, set 92)', () => {
  it('a "Preferred Name" box (a nickname) heading a row of an owner\'s boxes under the name\'s boxes: no owner, the row its own', () => {
    const block = (y: number, [sal, first, mid, last]: string[], [title, share, ssn, dob]: string[]) => [
      lab('Salutation', 42, y), lab('First Name', 100, y), lab('Middle Name', 238, y), lab('Last Name', 336, y), lab('Suffix', 524, y),
      val(sal!, 45, y + 12), val(first!, 103, y + 12), ...(mid ? [val(mid, 241, y + 12)] : []), val(last!, 339, y + 12),
      lab('Preferred Name', 42, y + 30), lab('Title / Position', 140, y + 30), lab('Ownership', 268, y + 30), lab('SSN / ITIN', 336, y + 30),
      lab('Date of Birth', 434, y + 30), lab('FICO', 524, y + 30),
      val(title!, 143, y + 42), val(share!, 271, y + 42), val(ssn!, 339, y + 42), val(dob!, 437, y + 42)];
    const r = read(pageOf([item('Owner / Guarantor 1', 55, 90, 'F2', 11, 100), ...block(109, ['Mr.', 'Seo-yeon', '', 'Sato'], ['General Manager', '75 %', '321-18-1961', '08/05/1981']),
      item('Owner / Guarantor 2', 55, 210, 'F2', 11, 100), ...block(229, ['Mr.', 'Arjun', 'K.', 'Chatterjee'], ['Member', '25 %', 'XXX-XX-7449', '02/19/1957'])]));
    expect(owners(r)).toEqual([['Seo-yeon', 'Sato', 'General Manager', 75, '321181961'], ['Arjun', 'Chatterjee', 'Member', 25, null]]);
  });
});
