import { describe, expect, it } from 'vitest';
import type { PageText } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the forty-eighth author's forms (issue 36): large funders' dense one-page applications, tiny labels
// in each box's corner, owners in grids, and owners' names as they really come; each on a self-made page here.

describe('a name\'s suffix asked in a box of its own (issue 36, set 48)', () => {
  it('"First Name | MI | Last Name | Suffix" twice side by side, the second owner blank: "Suffix" is a caption, no surname', () => {
    const r = read(pageOf([item('Legal / Corporate Name', 26, 60, 'F1', 5.5, 60), item('Copper Canyon Motors LLC', 27, 70, 'F3', 8, 120),
      item('SECTION 3 - OWNERS / OFFICERS (all owners of 20% or more)', 27, 230, 'F2', 7, 194),
      item('OWNER / OFFICER #1', 24, 239, 'F2', 6, 62), item('OWNER / OFFICER #2', 309, 239, 'F2', 6, 62),
      item('First Name', 26, 246, 'F1', 5.5, 24), item('MI', 134, 246, 'F1', 5.5, 5), item('Last Name', 156, 246, 'F1', 5.5, 24), item('Suffix', 273, 246, 'F1', 5.5, 13),
      item('First Name', 311, 246, 'F1', 5.5, 24), item('MI', 419, 246, 'F1', 5.5, 5), item('Last Name', 441, 246, 'F1', 5.5, 24), item('Suffix', 558, 246, 'F1', 5.5, 13),
      item('Thanh', 27, 255, 'F3', 8, 24), item('A', 135, 255, 'F3', 8, 4), item('Rossi', 157, 255, 'F3', 8, 24),
      item('Title', 26, 264, 'F1', 5.5, 9), item('% Ownership', 104, 264, 'F1', 5.5, 30), item('Date of Birth', 153, 264, 'F1', 5.5, 28), item('SSN', 221, 264, 'F1', 5.5, 11),
      item('Title', 311, 264, 'F1', 5.5, 9), item('% Ownership', 389, 264, 'F1', 5.5, 30), item('Date of Birth', 438, 264, 'F1', 5.5, 28), item('SSN', 506, 264, 'F1', 5.5, 11),
      item('Managing Member', 27, 273, 'F3', 8, 72), item('100%', 105, 273, 'F3', 8, 19), item('01/21/1987', 154, 273, 'F3', 8, 48), item('063-03-1831', 222, 273, 'F3', 8, 53)],
    { boxes: [[24, 132], [132, 155], [154, 272], [271, 303], [309, 417], [417, 440], [439, 557], [556, 588]].map(([x0, x1]) => ({ x0: x0!, y0: 241, x1: x1!, y1: 259 }))
      .concat([[24, 103], [102, 152], [151, 220], [219, 303], [309, 388], [387, 437], [436, 505], [504, 588]].map(([x0, x1]) => ({ x0: x0!, y0: 259, x1: x1!, y1: 277 }))),
    width: 612, height: 1008 }));
    expect(owners(r)).toEqual([['Thanh', 'Rossi', 'Managing Member', 100, '063031831']]);
  });
});

describe('a value in a box, set larger than the tiny caption in its corner (issue 36, set 48)', () => {
  const lab = (s: string, x: number, y: number, w: number) => item(s, x, y + 4.9, 'F1', 5, w);
  const val = (s: string, x: number, y: number, w: number) => item(s, x, y + 8.8, 'F3', 8.8, w);
  const row = (y: number, n: number, name: string, title: string, own: string, ssn: string, dob: string, fico: string) => [
    lab(`OWNER ${n} NAME (Last, First, MI)`, 26, y, 74), lab('TITLE', 239, y, 13), lab('OWN %', 320, y, 18), lab('SSN / ITIN', 364, y, 24), lab('DATE OF BIRTH', 458, y, 37), lab('FICO (self-reported)', 533, y, 45),
    val(name, 27, y + 3, 150), val(title, 240, y + 3, 48), val(own, 321, y + 3, 11), val(ssn, 365, y + 3, 59), val(dob, 459, y + 3, 54), val(fico, 534, y + 3, 16)];
  const extra = (y: number, spouse: string) => [lab('HOME ADDRESS', 26, y, 40), lab('CELL', 267, y, 13), lab('SPOUSE NAME (not an owner)', 380, y, 70),
    val('3575 Industrial Blvd, Brooklyn, NY 11242', 27, y + 1, 215), val('(852) 511-4083', 268, y + 1, 76), ...(spouse ? [val(spouse, 381, y + 1, 140)] : [])];
  const cells = (y0: number, y1: number, xs: number[]) => xs.slice(1).map((x1, i) => ({ x0: xs[i]!, y0, x1, y1 }));
  const form = (spouse1: string) => pageOf([lab('BUSINESS LEGAL NAME', 26, 71, 58), val('Iron Gate Maintenance Inc.', 27, 74, 140),
    item('OWNER(S): each owner of 20% or more must sign', 27, 171, 'F2', 6, 156),
    ...row(173, 1, 'ABERNATHY-COLE III, MEI-LING A', 'PRESIDENT', '40', '323-16-9677', '01/24/1989', '737'), ...extra(190, spouse1),
    ...row(205, 2, 'JOHNSON-WHITAKER SR, JOSÉ', 'SECRETARY', '30', '020-86-8231', '09/03/1995', '786'), ...extra(222, 'ANA E. VAN BUREN')],
  { boxes: [...cells(173, 190, [24, 237, 319, 363, 457, 532, 588]), ...cells(190, 205, [24, 266, 379, 588]), ...cells(205, 222, [24, 237, 319, 363, 457, 532, 588]), ...cells(222, 237, [24, 266, 379, 588])] });
  const read2 = (spouse1: string) => read(form(spouse1)).applicants.map((a) => [a.last_name?.value, a.tax_id?.value, a.credit_score?.value ?? null]);
  it('"SPOUSE NAME (not an owner)" over a name starting a point under the caption\'s top is that caption\'s, no heading over the next owner\'s columns', () => {
    expect(read2('MARGARET J. ABERNATHY-COLE')).toEqual([['ABERNATHY-COLE', '323169677', 737], ['JOHNSON-WHITAKER', '020868231', 786]]);
  });
  it('the spouse\'s box left blank: its caption is a blank field among the row\'s boxes, still no heading', () => {
    expect(read2('')).toEqual([['ABERNATHY-COLE', '323169677', 737], ['JOHNSON-WHITAKER', '020868231', 786]]);
  });
});

describe('a co-signer\'s column beside the owners\' (issue 36, set 48)', () => {
  it('"OWNER 1 | OWNER 2 | OWNER 3 | CO-SIGNER (NON-OWNER)" over rows labelled at the left: three owners, the co-signer none', () => {
    const lab = (s: string, y: number, w: number) => item(s, 26, y + 4.5, 'F1', 4.5, w);
    const val = (s: string, x: number, y: number) => item(s, x, y + 8, 'F3', 8, s.length * 4.8);
    const row = (y: number, label: string, w: number, ...vs: string[]) => [lab(label, y, w), ...vs.flatMap((s, k) => (s ? [val(s, [121, 238, 356, 473][k]!, y + 4)] : []))];
    const r = read(pageOf([item('Merchant Legal Name', 26, 80, 'F1', 4.5, 45), val('Magnolia Motors Service L.L.C.', 27, 84),
      item('B. PRINCIPALS', 27, 140, 'F2', 8, 47),
      item('OWNER 1', 120, 148, 'F2', 5, 27), item('OWNER 2', 237, 148, 'F2', 5, 28), item('OWNER 3', 355, 148, 'F2', 5, 27), item('CO-SIGNER (NON-OWNER)', 472, 148, 'F2', 5, 78),
      ...row(153, 'Full Name (First, M.I., Last)', 60, 'Christopher P. Van Buren', 'María Nguyen', 'Christopher Brooks', "Thanh O'Neil"),
      ...row(170, 'Title / Position', 31, 'CEO', 'VP', 'President', 'Co-Signer'),
      ...row(187, 'Ownership %', 29, '34%', '33%', '33%', '0%'),
      ...row(204, 'SSN / ITIN', 23, '356-78-0473', '106-11-2769', '', ''),
      ...row(289, 'Est. Credit Score', 37, '', '770', '', '')]));
    expect(owners(r)).toEqual([['Christopher', 'Van Buren', 'CEO', 34, '356780473'], ['María', 'Nguyen', 'VP', 33, '106112769'], ['Christopher', 'Brooks', 'President', 33, null]]);
  });
});

describe('a name written surname first (issue 36, set 48)', () => {
  it('"Santos Oliveira, Sofia Maria" under "Name (Last, First Middle)": all before the comma is the surname, the first word after it the first name', () => {
    const lab = (s: string, x: number, y: number, w: number) => item(s, x, y + 4.9, 'F1', 5, w);
    const val = (s: string, x: number, y: number) => item(s, x, y + 8, 'F3', 8, s.length * 4.8);
    const r = read(pageOf([lab('Legal Name', 26, 60, 30), val('Desert Bloom Cafe LLC', 27, 64),
      item('OWNERS / GUARANTORS', 27, 170, 'F2', 7, 80),
      lab('Owner 1 - Name (Last, First Middle)', 26, 180, 100), lab('Title', 259, 180, 12), lab('Own %', 342, 180, 16),
      val('Santos Oliveira, Sofia Maria', 27, 184), val('VP', 260, 184), val('25%', 343, 184),
      lab('Owner 2 - Name (Last, First Middle)', 26, 200, 100), lab('Title', 259, 200, 12), lab('Own %', 342, 200, 16),
      val("Van Buren III, Harold James", 27, 204), val('CEO', 260, 204), val('75%', 343, 204)]));
    expect(owners(r)).toEqual([['Sofia', 'Santos Oliveira', 'VP', 25, null], ['Harold', 'Van Buren', 'CEO', 75, null]]);
  });
});

describe('a caption under a section\'s band, in a box of its own (issue 36, set 48)', () => {
  it('"BANK NAME" in the first box under the band "BANK / PROCESSOR / REFERENCES" is that box\'s caption, no subtitle of the band: the band heads the bank\'s section', () => {
    // (A fillable form: each value an AcroForm field in its box, under the box's tiny caption.)
    const lab = (s: string, x: number, y: number, w: number) => item(s, x, y + 4.9, 'F1', 5, w);
    const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 11 } });
    const cells = (y0: number, y1: number, xs: number[]) => xs.slice(1).map((x1, i) => ({ x0: xs[i]!, y0, x1, y1 }));
    const page = pageOf([item('MERCHANT', 27, 69, 'F2', 7, 37), lab('LEGAL NAME OF BUSINESS', 26, 72, 66), lab('FEDERAL TAX ID', 421, 72, 40),
      item('BANK / PROCESSOR / REFERENCES', 27, 315, 'F2', 7, 115),
      lab('BANK NAME', 26, 318, 29), lab('ROUTING #', 160, 318, 27), lab('ACCOUNT #', 254, 318, 29),
      lab('BUSINESS REFERENCE 1', 26, 336, 61), lab('CONTACT', 267, 336, 24), lab('MONTHLY PAYMENT', 461, 336, 50)],
    { boxes: [...cells(66, 91, [24, 419, 588]), { x0: 24, y0: 308, x1: 588, y1: 318 }, ...cells(318, 336, [24, 159, 253, 588]), ...cells(336, 353, [24, 266, 459, 588])] });
    (page as PageText).form!.fields.push(field('legal', 'MAGNOLIA QUICK STOP LLC', 26, 79, 255), field('ein', '47-8988578', 421, 79, 511),
      field('bank', 'REGIONS BANK', 25.5, 324.5, 157), field('routing', '067610917', 160, 324.5, 251), field('account', '7768286590', 254, 324.5, 358),
      field('ref', 'HARBOR DISTRIBUTORS', 26, 342.5, 264), field('contact', 'MARGARET FITZPATRICK', 267, 342.5, 457), field('pay', '$770', 461, 342.5, 587));
    expect(v(read(page), 'legal_name', 'requested_payment')).toEqual(['MAGNOLIA QUICK STOP LLC', null]);
  });
});
