import { describe, expect, it } from 'vitest';
import { labelOf } from './labels.ts';
import { personName } from './values.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

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

describe('labels wrapped in a narrow column of label cells (issue 36, set 92)', () => {
  const cap = (t: string, x: number, y: number) => item(t, x, y, 'F1', 7.5, t.length * 3.9);
  const typed = (t: string, x: number, y: number) => item(t, x, y, 'F3', 9, t.length * 5.4);
  it('"LEGAL / CORPORATE" over "NAME", "NAME (LAST, FIRST" over "MIDDLE)", each value right of its first line: one label each', () => {
    const r = read(pageOf([item('SECTION 1 - MERCHANT INFORMATION', 45, 66, 'F2', 10, 143),
      cap('LEGAL / CORPORATE', 43, 78), typed("KIM'S BEAUTY SUPPLY & SALON, INC.", 136, 80), cap('NAME', 43, 86),
      cap('D/B/A', 43, 96), typed("KIM'S BEAUTY", 136, 98),
      item('SECTION 3 - OWNERSHIP', 45, 298, 'F2', 10, 143), item('OWNER #1', 40, 311, 'F2', 9, 36),
      cap('NAME (LAST, FIRST', 43, 322), typed('LA FONTAINE, YOLANDA', 124, 324), cap('TITLE', 405, 322), typed('PRESIDENT & CEO', 486, 324),
      cap('MIDDLE)', 43, 330),
      cap('OWNERSHIP %', 43, 340), typed('51%', 124, 342), cap('SSN', 220, 340), typed('182-68-7728', 301, 342),
      item('OWNER #2', 40, 383, 'F2', 9, 36),
      cap('NAME (LAST, FIRST', 43, 394), typed("O'NEIL, REBECCA", 124, 396), cap('TITLE', 405, 394), typed('OWNER/OPERATOR', 486, 396),
      cap('MIDDLE)', 43, 402),
      cap('OWNERSHIP %', 43, 412), typed('49%', 124, 414), cap('SSN', 220, 412), typed('949-75-2829', 301, 414)]));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(["KIM'S BEAUTY SUPPLY & SALON, INC.", "KIM'S BEAUTY"]);
    expect(owners(r)).toEqual([['YOLANDA', 'LA FONTAINE', 'PRESIDENT & CEO', 51, '182687728'], ['REBECCA', "O'NEIL", 'OWNER/OPERATOR', 49, '949752829']]);
  });

  it('the value a fillable field\'s box the height of the cell beside both lines: the label is one still', () => {
    const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 13 } });
    const page = pageOf([item('SECTION 3 - OWNERSHIP', 45, 298, 'F2', 10, 143), item('OWNER #1', 40, 311, 'F2', 9, 36),
      cap('NAME (LAST, FIRST', 43, 322), cap('MIDDLE)', 43, 330), cap('TITLE', 405, 322), cap('OWNERSHIP %', 43, 340)]);
    page.form!.fields.push(field('o0_name', 'LA FONTAINE, YOLANDA', 122, 317, 400), field('o0_title', 'PRESIDENT & CEO', 484, 317, 570),
      field('o0_own', '51%', 122, 335, 215));
    expect(owners(read(page))).toEqual([['YOLANDA', 'LA FONTAINE', 'PRESIDENT & CEO', 51, null]]);
  });
});

describe('names asked with a note on where they are written (issue 36, set 92)', () => {
  it('"Owner 1: full legal name, as shown on a driver\'s license or passport": the owner\'s name, its note no value', () => {
    expect(labelOf("Owner 1: full legal name, as shown on a driver's license or passport", true)?.field).toBe('owner_name');
    const q = (t: string, x: number, y: number) => item(t, x, y, 'F1', 8, t.length * 3.5);
    const a = (t: string, x: number, y: number) => item(t, x, y, 'F2', 10, t.length * 4.6);
    const r = read(pageOf([item('ABOUT THE OWNERS (everyone owning 20% or more)', 402, 60, 'F3', 10, 240),
      q("19. Owner 1: full legal name, as shown on a driver's license or passport", 404, 86), a('Dr. Rajesh "Raj" Singh Patel', 427, 98),
      q('20. Title or position:', 404, 130), a('Secretary/Treasurer', 427, 142), q('21. Percent owned:', 560, 130), a('70%', 563, 142),
      q("26. Owner 2: full legal name, as shown on a driver's license or passport", 404, 218), a("Thomas O'Neil", 427, 230),
      q('27. Title or position:', 404, 262), a('Partner', 427, 274), q('28. Percent owned:', 560, 262), a('30%', 563, 274)], { width: 792, height: 612 }));
    expect(owners(r)).toEqual([['Rajesh', 'Patel', 'Secretary/Treasurer', 70, null], ['Thomas', "O'Neil", 'Partner', 30, null]]);
  });
});

describe('a name that starts with an initial (issue 36, set 92)', () => {
  it('"L. Patrick Johnson": the first word is the first name, the initial as printed; a middle initial is dropped still', () => {
    expect(personName('Dr. L. Patrick Johnson II')).toEqual({ first: 'L.', last: 'Johnson' });
    expect(personName('Smith, J. Robert')).toEqual({ first: 'J.', last: 'Smith' });
    expect(personName('John A. Rossi')).toEqual({ first: 'John', last: 'Rossi' });
    expect(personName('Rossi, John A.')).toEqual({ first: 'John', last: 'Rossi' });
  });
});

describe('a business\'s name wrapped in its box (issue 36, set 92)', () => {
  it('a hand\'s legal name run onto a second line in the label\'s narrow box ("... Snow Removal" over "L.L.C."): one name', () => {
    const cap = (t: string, x: number, y: number) => item(t, x, y, 'F1', 6, t.length * 3.1);
    const hand = (t: string, x: number, y: number) => item(t, x, y, 'F4', 11, t.length * 4.6);
    const boxes = [{ x0: 36, y0: 83, x1: 237, y1: 120 }, { x0: 236, y0: 83, x1: 437, y1: 120 }, { x0: 436, y0: 83, x1: 577, y1: 120 }];
    const r = read(pageOf([item('1 BUSINESS INFORMATION', 42, 76, 'F2', 9, 103),
      cap('BUSINESS LEGAL NAME', 39, 90), cap('DBA / TRADE NAME', 239, 90), cap('FEDERAL TAX ID (EIN)', 439, 90),
      hand('Two Brothers Landscaping & Snow Removal', 39, 101), hand('2 BROTHERS LANDSCAPING LLC', 240, 102), hand('60-9095663', 439, 100),
      hand('L.L.C.', 41, 111)], { boxes }));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id')).toEqual(['Two Brothers Landscaping & Snow Removal L.L.C.', '2 BROTHERS LANDSCAPING LLC', '609095663']);
  });
});
