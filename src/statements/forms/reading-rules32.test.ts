import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { labelOf, sectionOf } from './labels.ts';
import { spacedWords } from '../extract/letter-spaced.ts';
import { blankAfter } from './sentences.ts';

// Rules of the 2026-12-02 (second) session, each with a page that failed before it.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('the next row\'s checkbox options are no value of a label over them', () => {
  it('"2. DBA / Trade Name" left blank over the last options of "3. Legal Structure": no DBA "LLC"', () => {
    // (The DBA's cell ends where the options' row starts; its checkboxes stand on that line.)
    const r = read(pageOf([item('1. Borrower Legal Name (as shown on tax return)', 38, 129.3, 'F1', 6, 131), item('2. DBA / Trade Name', 335, 129.3, 'F1', 6, 56),
      item('Juniper Fitness, Corp.', 39, 139.6, 'F2', 8.5, 112), item('3. Legal Structure', 38, 154.1, 'F3', 7, 59), item('Sole Proprietor', 137, 154.1, 'F1', 7, 47),
      item('Partnership', 203.8, 154.1, 'F1', 7, 36), item('X', 250, 154.4, 'F3', 8, 5.3), item('Corporation', 259.6, 154.1, 'F1', 7, 37),
      item('S-Corp', 316.3, 154.1, 'F1', 7, 22.4), item('LLC', 358.7, 154.1, 'F1', 7, 12.8), item('Other:', 391.5, 154.1, 'F1', 7, 19.7)],
    { boxes: [{ x0: 36, y0: 123, x1: 334, y1: 147 }, { x0: 333, y0: 123, x1: 577, y1: 147 }, ...[125, 192, 248, 305, 347, 380].map((x) => ({ x0: x, y0: 147, x1: x + 9.5, y1: 157 }))],
      rules: [{ x0: 414, y0: 156, x1: 491, y1: 157 }] }));
    expect(v(r, 'legal_name', 'trade_name', 'type_of_entity')).toEqual(['Juniper Fitness, Corp.', null, 'corporation']);
  });
});

describe('two parties\' answers in their columns are no menu', () => {
  it('"Entity Type  PLLC  LLC" under "Borrower | Co-Borrower", each in its column of answers: the borrower\'s PLLC', () => {
    const rows = [['Legal Name', 'Granite Hill Animal Hospital, PLLC', 'Westgate Holdings, LLC'], ['Doing Business As', 'SAME', 'N/A'],
      ['Tax ID Number', '26-9831554', '36-1388601'], ['Entity Type', 'PLLC', 'LLC'], ['Date Organized', '01/28/2016', '02/03/2020'], ['State of Organization', 'DE', 'DE']];
    const r = read(pageOf([lab('Borrower', 200, 86), lab('Co-Borrower (affiliate, if any)', 440, 86),
      ...rows.flatMap(([l, a, b], i) => [lab(l!, 40, 100 + 14 * i), val(a!, 200, 100 + 14 * i), val(b!, 440, 100 + 14 * i)])]));
    expect(v(r, 'legal_name', 'type_of_entity')).toEqual(['Granite Hill Animal Hospital, PLLC', 'pllc']);
  });
  it('a menu whose first choice stands under the column of answers above it is a menu still', () => {
    const r = read(pageOf([lab('Legal Name', 40, 100), val('Acme Tools, Inc.', 150, 100), lab('DBA', 40, 114), val('Acme', 150, 114), lab('Phone', 40, 128), val('(312) 555-0101', 150, 128),
      lab('Entity', 40, 142), lab('[ ] LLC', 150, 142), lab('[ ] Corporation', 200, 142), lab('[X] S-Corp', 260, 142)]));
    expect(v(r, 'type_of_entity')).toEqual(['s_corporation']);
  });
});

describe('captions printed under their values\' boxes are no table\'s header', () => {
  it('"FULL LEGAL NAME | TITLE | OWNERSHIP | CREDIT SCORE" under each principal\'s boxes, the next row\'s "SSN | DATE OF BIRTH | HOME ADDRESS" under its own', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 5, s.length * 3.4);
    const big = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9.5, s.length * 5.7);
    const principal = (y: number, [name, title, share, score, ssn, dob, home, city, st]: string[]) => [item(`PRINCIPAL ${y > 100 ? 2 : 1}`, 68, y, 'F3', 7, 54),
      big(name!, 71, y + 15.7), cap('FULL LEGAL NAME', 69, y + 27.6), big(title!, 299, y + 15.7), cap('TITLE', 297, y + 27.6), big(share!, 437, y + 15.7), cap('OWNERSHIP', 435, y + 27.6),
      ...(score ? [big(score, 505, y + 15.7)] : []), cap('CREDIT SCORE', 503, y + 27.6), big(ssn!, 71, y + 49.7), cap('SSN', 69, y + 61.6), big(dob!, 189, y + 49.7),
      cap('DATE OF BIRTH', 187, y + 61.6), big(home!.slice(0, -3), 287, y + 49.7), big('Rd', 372.5, y + 49.7), cap('HOME ADDRESS', 285, y + 61.6),
      big(city!, 475, y + 49.7), big(st!, 514.9, y + 49.7), cap('CITY / STATE', 473, y + 61.6)];
    const boxes = [71, 167].flatMap((y) => [[67, 289], [295, 427], [433, 495], [501, 571]].map(([x0, x1]) => ({ x0: x0!, y0: y + 4, x1: x1!, y1: y + 23 }))
      .concat([[67, 179], [185, 277], [283, 465], [471, 579]].map(([x0, x1]) => ({ x0: x0!, y0: y + 38, x1: x1!, y1: y + 57 }))));
    const r = read(pageOf([item('QUILLFIELD · PRINCIPALS & CONSENT', 36, 40, 'F3', 8, 200), ...principal(71, ['Jonah J. Mbeki', 'CEO', '51%', '', '178-05-6214', '09/23/1986', '2872 Oak Ridge Rd', 'Denver', 'CO']),
      ...principal(167, ['Emeka A. Kowalczyk', 'Member', '49%', '603', '870-62-4152', '08/10/1970', '6916 Oak Ridge Rd', 'Nashville', 'TN'])], { boxes }));
    expect(owners(r)).toEqual([['Jonah', 'Mbeki', 'CEO', 51, '178056214'], ['Emeka', 'Kowalczyk', 'Member', 49, '870624152']]);
  });
});

describe('a business\'s place named in plain words', () => {
  it('"WHERE YOU OPERATE" heads the business\'s place; "Location" too; "Locations" lists others\'', () => {
    expect([sectionOf('WHERE YOU OPERATE'), sectionOf('Business Location'), sectionOf('Location'), sectionOf('LOCATIONS')]).toEqual(['business', 'business', 'business', 'decoy']);
  });
});

describe('a designed form\'s icons before its labels are no boxes ticked', () => {
  it('"[pin] CITY  [pin] STATE  [pin] ZIP" over their input boxes, "[grid] BUSINESS STRUCTURE" over pills: the state written, the pill ticked', () => {
    const icon = (x: number, y: number) => ({ x0: x, y0: y - 7, x1: x + 7, y1: y + 2 });
    const labels = [['LEGAL BUSINESS NAME', 58, 124], ['CITY', 332, 154], ['STATE', 458, 154], ['ZIP', 514, 154], ['BUSINESS STRUCTURE', 58, 246]] as const;
    const r = read(pageOf([...labels.map(([t, x, y]) => item(t, x, y, 'F1', 6.5, t.length * 4)), val('Silverline Works Partners', 49, 140), val('Albany', 323, 168),
      val('NY', 449, 168), val('12204', 505, 168), item('LLC', 61, 262, 'F1', 7, 13), item('CORP', 100, 262, 'F1', 7, 19), item('S-CORP', 145, 262, 'F1', 7, 26), item('PARTNERSHIP', 197, 262, 'F1', 7, 49)],
    { marks: [...labels.map(([, x, y]) => icon(x - 11, y)), { x0: 188, y0: 255, x1: 194, y1: 262 }],
      boxes: [...labels.slice(1, 4).map(([, x, y]) => icon(x - 11, y - 3)), ...[49, 88, 133, 186].map((x) => ({ x0: x, y0: 254, x1: x + 9, y1: 263 })), { x0: 45, y0: 127, x1: 293, y1: 145 }, { x0: 319, y0: 157, x1: 441, y1: 175 }, { x0: 445, y0: 157, x1: 497, y1: 175 }, { x0: 501, y0: 157, x1: 567, y1: 175 }] }));
    expect(v(r, 'legal_name', 'state_region', 'type_of_entity')).toEqual(['Silverline Works Partners', 'NY', 'general_partnership']);
  });
});

describe('a label over its comb on a page of captions under values', () => {
  it('"BUSINESS START DATE (MM/DD/YYYY)" over "12/22/2018" in comb cells, the page\'s other captions under their values: the date under it', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 5, s.length * 3.3);
    const r = read(pageOf([val('Sloane Abernathy', 45, 110), cap('LEGAL NAME', 43, 122), val('Juniper Pros', 353, 110), cap('DBA', 351, 122),
      item('ENTITY', 42, 144.7, 'F1', 6.5, 29), item('LLC', 96, 144.3, 'F1', 7, 15), item('CORPORATION', 138, 144.3, 'F1', 7, 58), item('X', 295, 144.3, 'F1', 6.4, 4.3), item('SOLE PROPRIETOR', 305, 144.3, 'F1', 7, 75),
      item('TAX ID (SSN)', 42, 166.7, 'F1', 6.5, 52), item('BUSINESS START DATE (MM/DD/YYYY)', 200, 166.7, 'F1', 6.5, 156), val('334-29-3385', 46, 181.7), val('12/22/2018', 204, 181.7),
      val('Hair salon and spa', 353, 181.7), cap('INDUSTRY', 351, 193.6), val('Tampa', 303, 214.7), cap('CITY', 301, 226.6), val('FL', 441, 214.7), cap('STATE', 439, 226.6)],
    { boxes: [...Array.from({ length: 11 }, (_, i) => 41 + 13 * i), ...Array.from({ length: 10 }, (_, i) => 199 + 13 * i)].map((x) => ({ x0: x, y0: 170, x1: x + 15, y1: 189 })) }));
    expect(v(r, 'legal_name', 'business_start_date', 'state_region')).toEqual(['Sloane Abernathy', '2018-12-22', 'FL']);
  });
});

describe('a letter-spaced word with a printed space after it', () => {
  it('"O W N  %" at 5 pt tracked 1.1 reads "OWN %"; two letters and a sign stay apart', () => {
    const run = (s: string, gaps: number[]) => [...s].map((ch, k) => ({ ch, gap: k ? gaps[k - 1]! : null }));
    expect(spacedWords(run('OWN%', [1.1, 1.1, Infinity]), 5, 0.5)).toBe('OWN %');
    expect(spacedWords(run('AB%', [1.1, Infinity]), 5, 0.5)).toBeNull();
  });
});

describe('a title set smaller to fit its box, over its caption', () => {
  it('"Managing Member" at 8 pt beside "Wendell Fairweather" at 12 over "FULL NAME | TITLE | OWN %" at 6.25: the title', () => {
    const cap = (s: string, x: number) => item(s, x, 315.8, 'F1', 6.25, s.length * 3.4);
    const r = read(pageOf([item('2 · OWNERS (20% OR MORE)', 30, 270, 'F3', 9, 150), item('Wendell Fairweather', 39, 305, 'F2', 12, 108), item('Managing Member', 170.2, 304.2, 'F2', 8.125, 58),
      item('100%', 241, 305, 'F2', 12, 23), item('650-22-5349', 283, 305, 'F2', 12, 63), cap('FULL NAME', 37), cap('TITLE', 167), cap('OWN %', 239), cap('SSN', 281)],
    { boxes: [[35, 161], [165, 233], [237, 275], [279, 361]].map(([x0, x1]) => ({ x0: x0!, y0: 291, x1: x1!, y1: 310 })) }));
    expect(owners(r)).toEqual([['Wendell', 'Fairweather', 'Managing Member', 100, '650225349']]);
  });
});

describe('a band across the page ends a decoy\'s heading over it', () => {
  it('"ISO / Sales Rep" in the letterhead\'s right corner, then the band "A. CONTRACTOR": the business\'s date under the rep\'s column', () => {
    const r = read(pageOf([item('KEYSTONE BUILDER FUNDING', 36, 56, 'F3', 20, 255), item('ISO / Sales Rep', 380, 60, 'F1', 8, 47), val('Kelly Marchetti x104', 383, 73),
      item('A. CONTRACTOR', 41, 95, 'F3', 10, 70), lab('Company Legal Name', 36, 108), val('Heritage Oak Homes L.L.C.', 39, 121), lab('Federal EIN', 300, 134), lab('Date Established', 440, 134),
      val('61-0356334', 302, 146), val('03-08-2015', 442, 146)], { boxes: [{ x0: 36, y0: 84, x1: 576, y1: 98 }], rules: [{ x0: 380, y0: 75, x1: 573, y1: 76 }] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_start_date')).toEqual(['Heritage Oak Homes L.L.C.', '610356334', '2015-03-08']);
  });
});

describe('a trade\'s own words for its kind and start', () => {
  it('"What kind of salon?", "Concept / Type:" ask the industry; "First Sale Date:" the start', () => {
    expect([labelOf('What kind of salon?')?.field, labelOf('Concept / Type:')?.field, labelOf('First Sale Date:')?.field]).toEqual(['industry', 'industry', 'business_start_date']);
  });
});

describe('a form\'s pages share one way of reading', () => {
  it('page 2 with one principal\'s two rows of captions under their boxes reads as page 1, whose captions are all under their values', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 5, s.length * 3.4);
    const big = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9.5, s.length * 5.7);
    const one = pageOf([big('Harbor Trading, Inc.', 71, 90), cap('LEGAL BUSINESS NAME', 69, 102), big('Harbor', 299, 90), cap('DBA', 297, 102),
      big('84-1234567', 71, 124), cap('FEDERAL TAX ID', 69, 136), big('03/14/2011', 299, 124), cap('DATE BUSINESS STARTED', 297, 136),
      big('$45,000', 71, 158), cap('AMOUNT REQUESTED', 69, 170), big('Plumbing', 299, 158), cap('INDUSTRY', 297, 170)]);
    const two = { ...pageOf([item('QUILLFIELD · PRINCIPALS & CONSENT', 36, 44, 'F3', 8, 215), item('PRINCIPAL 1', 68, 73, 'F3', 7, 54), big('Harriet Brennan', 71, 89), big('Owner', 299, 89), big('100%', 437, 89),
      cap('FULL LEGAL NAME', 69, 100), cap('TITLE', 297, 100), cap('OWNERSHIP', 435, 100), cap('CREDIT SCORE', 503, 100), big('067-54-9923', 71, 123), big('7035 Industrial Pkwy', 287, 123),
      cap('SSN', 69, 134), cap('DATE OF BIRTH', 187, 134), cap('HOME ADDRESS', 285, 134)]), page: 2 };
    const r = read(one, two);
    expect(v(r, 'legal_name', 'requested_amount')).toEqual(['Harbor Trading, Inc.', 45000]);
    expect(owners(r)).toEqual([['Harriet', 'Brennan', 'Owner', 100, '067549923']]);
  });
});

describe('a sentence\'s words run together by the text layer', () => {
  it('";Iown" before a share\'s blank asks the share', () => {
    expect([blankAfter(';Iown'), blankAfter('; I own'), blankAfter('Iowna')]).toEqual(['owner_ownership', 'owner_ownership', null]);
  });
});

describe('a header repeated over each owner\'s row', () => {
  it('"2. Nom / Last name | Prénom / First name | Titre / Title | % détenu / owned" under owner 1\'s row, under the same header: header over rows still', () => {
    const head = (n: number, y: number) => [item(`${n}. Nom / Last name`, 40, y, 'F1', 6, 70), item('Prénom / First name', 160, y, 'F1', 6, 66), item('Titre / Title', 270, y, 'F1', 6, 42), item('% détenu / owned', 400, y, 'F1', 6, 56)];
    const row = (y: number, [last, first, title, share]: string[]) => [val(last!, 42, y), val(first!, 162, y), val(title!, 272, y), val(share!, 402, y)];
    const r = read(pageOf([item('3. PROPRIÉTAIRES (20 % ET PLUS) Owners (20% or more)', 40, 300, 'F3', 9, 250), ...head(1, 314), ...row(330, ['Ouellet', 'Frédéric', 'Associé', '60 %']),
      ...head(2, 342), ...row(358, ['Beaulieu-Gagnon', 'Sophie', 'Associée directeur', '20 %']), ...head(3, 370), ...row(386, ['Pelletier', 'Mathieu', 'Associé directeur', '20 %'])]));
    expect(owners(r).map((o) => o.slice(0, 4))).toEqual([['Frédéric', 'Ouellet', 'Associé', 60], ['Sophie', 'Beaulieu-Gagnon', 'Associée directeur', 20], ['Mathieu', 'Pelletier', 'Associé directeur', 20]]);
  });
});
