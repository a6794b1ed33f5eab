import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the thirty-seventh author's forms (issue 36): bank, credit-union and SBA-style credit applications,
// whose business is "the Borrower" and whose guarantors' spouses are named beside them, each on a self-made page here.

describe('a lender\'s credit application (issue 36, set 37)', () => {
  it('a section headed "Borrower" is the business\'s, though the lender\'s name heads the page', () => {
    const r = read(pageOf([item('Plainsview Bank & Trust', 40, 40, 'F2', 12, 140),
      item('SECTION 1 - BORROWER', 40, 90, 'F2', 9, 110),
      item('1a. Borrower legal name', 40, 104, 'F1', 7, 80), item('1b. TIN', 300, 104, 'F1', 7, 30),
      item('Quarry Road Dental PLLC', 40, 118, 'F3', 10, 110), item('86-7532606', 300, 118, 'F3', 10, 50),
      item('SECTION 2 - REQUEST', 40, 150, 'F2', 9, 100), item('5a. Line amount requested', 40, 164, 'F1', 7, 90),
      item('$120,000', 40, 178, 'F3', 10, 45)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Quarry Road Dental PLLC', '867532606']);
  });

  it('a guarantor\'s spouse, named in a cell beside the guarantor\'s, is no applicant', () => {
    const r = read(pageOf([item('GUARANTORS', 40, 90, 'F2', 9, 60),
      item('Full legal name', 40, 104, 'F1', 7, 55), item('% Ownership', 250, 104, 'F1', 7, 40), item('Spouse Name', 380, 104, 'F1', 7, 45),
      item('Patrick J. Romero', 40, 118, 'F3', 10, 80), item('100%', 250, 118, 'F3', 10, 25), item('Rosa Romero', 380, 118, 'F3', 10, 55)]));
    expect(owners(r)).toEqual([['Patrick', 'Romero', null, 100, null]]);
  });

  it('a beneficial-ownership table (name, prong, share, birth date) is a table: its prong "Ownership" is no label', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const cells = [209, 224].flatMap((y) => [[36, 253], [252, 388], [387, 469], [468, 577]].map(([a, b]) => box(a!, y, b!, y + 16)));
    const r = read(pageOf([item('OWNERS', 40, 60, 'F2', 9, 40), item('Full legal name (First, M.I., Last)', 40, 74, 'F1', 7, 90),
      item('Title', 250, 74, 'F1', 7, 20), item('% Ownership', 380, 74, 'F1', 7, 40), item('Social Security No.', 470, 74, 'F1', 7, 60),
      item('Samuel Moreau', 40, 88, 'F3', 10, 65), item('President', 250, 88, 'F3', 10, 45), item('100%', 380, 88, 'F3', 10, 25),
      item('655-54-2471', 470, 88, 'F3', 10, 55)]), pageOf([
      item('SECTION G - BENEFICIAL OWNERSHIP', 41, 168, 'F2', 9, 141),
      item('Individual name', 39, 205, 'F1', 7, 44), item('Prong', 255, 205, 'F1', 7, 17), item('% Owned', 390, 205, 'F1', 7, 26),
      item('Date of birth', 471, 205, 'F1', 7, 34), item('Samuel Moreau', 39, 221, 'F3', 9, 58), item('Ownership', 255, 221, 'F3', 9, 40),
      item('100%', 390, 221, 'F3', 9, 18), item('09/01/1986', 471, 221, 'F3', 9, 45),
      item('Aisha Gonzalez', 39, 236, 'F3', 9, 63), item('Control - General Manager', 255, 236, 'F3', 9, 112), item('0%', 390, 236, 'F3', 9, 9),
      item('SECTION H - AUTHORIZATION AND SIGNATURES', 41, 262, 'F2', 9, 200)],
    { boxes: [box(36, 159, 577, 171), box(36, 253, 577, 265), box(36, 198, 577, 210), ...cells] }));
    expect(owners(r)).toEqual([['Samuel', 'Moreau', 'President', 100, '655542471']]);
  });

  it('a row of captions in the header\'s small type under an owner\'s row ends the owners\' table ("Total assets")', () => {
    const r = read(pageOf([item('OWNERS', 40, 60, 'F2', 9, 40),
      item('Name', 36, 74, 'F1', 7, 20), item('Title', 200, 74, 'F1', 7, 18), item('%', 252, 74, 'F1', 7, 5), item('SSN / ITIN', 300, 74, 'F1', 7, 35),
      item('Birth date', 380, 74, 'F1', 7, 32), item('Spouse', 440, 74, 'F1', 7, 24), item('Member #', 520, 74, 'F1', 7, 30),
      item('Maria L. Baptiste', 36, 88, 'F3', 10, 78), item('Owner', 200, 88, 'F3', 10, 30), item('100%', 252, 88, 'F3', 10, 22),
      item('347-78-7074', 300, 88, 'F3', 10, 55), item('10/25/1966', 380, 88, 'F3', 10, 50), item('Howard Van Dyke', 440, 88, 'F3', 10, 75),
      item('9595176', 520, 88, 'F3', 10, 38),
      item('Total assets', 36, 100, 'F1', 7, 40), item('Total liabilities', 144, 100, 'F1', 7, 45), item('Annual income', 252, 100, 'F1', 7, 45),
      item('$733,523', 36, 112, 'F3', 10, 45), item('$270,083', 144, 112, 'F3', 10, 45), item('$72,480', 252, 112, 'F3', 10, 40)]));
    expect(owners(r)).toEqual([['Maria', 'Baptiste', 'Owner', 100, '347787074']]);
  });

  it('an owners\' column "TIN (EIN, SSN)" is one column: its note in brackets is not parted from it', () => {
    const r = read(pageOf([item('Section II - Ownership', 40, 250, 'F2', 9, 100),
      item('Owner Legal Name', 39, 270, 'F1', 7, 52), item('Title / Office', 180, 270, 'F1', 7, 40), item('% Owned', 244, 270, 'F1', 7, 26),
      item('TIN (EIN, SSN)', 287, 270, 'F1', 7, 40), item('Date of Birth', 363, 270, 'F1', 7, 35),
      item('Victor C. Haddad', 39, 285, 'F3', 9, 72), item('President/CEO', 180, 285, 'F3', 9, 60), item('100', 244, 285, 'F3', 9, 15),
      item('527-87-2935', 287, 285, 'F3', 9, 50), item('09/26/1975', 363, 285, 'F3', 9, 45)]));
    expect(owners(r)).toEqual([['Victor', 'Haddad', 'President/CEO', 100, '527872935']]);
  });

  it('an owners\' column noted optional ("Social Insurance No. (SIN) - optional") is still the owners\' numbers', () => {
    const r = read(pageOf([item('OWNERS AND GUARANTORS', 40, 250, 'F2', 9, 110),
      item('Full legal name (First, M.I., Last)', 39, 270, 'F1', 7, 90), item('Title / Position', 250, 270, 'F1', 7, 45),
      item('% Ownership', 360, 270, 'F1', 7, 38), item('Social Insurance No. (SIN) - optional', 430, 270, 'F1', 7, 110),
      item('Renee Moreau', 39, 285, 'F3', 9, 60), item('Vice President', 250, 285, 'F3', 9, 60), item('100%', 360, 285, 'F3', 9, 22),
      item('766 318 968', 430, 285, 'F3', 9, 50)]));
    expect(owners(r)).toEqual([['Renee', 'Moreau', 'Vice President', 100, '766318968']]);
  });

  it('an entity written in the "Other (specify)" cell beside the entity\'s caption, over a row of boxes ending "Other"', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const r = read(pageOf([item('A. BUSINESS', 40, 120, 'F2', 9, 60),
      item('Entity', 35, 155, 'F1', 6.5, 14), item('Other (specify)', 413, 155, 'F1', 6.5, 36),
      item('Corporation', 45, 167, 'F1', 8, 34), item('S Corporation', 100, 167, 'F1', 8, 40), item('LLC', 161, 167, 'F1', 8, 11),
      item('Partnership', 193, 167, 'F1', 8, 33), item('Sole Proprietor', 247, 167, 'F1', 8, 43), item('Other', 311, 167, 'F1', 8, 16),
      item('Limited Liability Company', 413, 166, 'F3', 10, 128),
      item('Industry / type of business', 35, 176, 'F1', 6.5, 64), item('Hair salon', 35, 188, 'F3', 10, 45)],
    { boxes: [box(33, 149, 412, 171), box(411, 149, 574, 171), box(33, 170, 250, 192), ...[36, 90, 151, 183, 237, 301].map((x) => box(x, 161, x + 8, 168))] }));
    expect(v(r, 'type_of_entity')).toEqual(['llc']);
  });
});
