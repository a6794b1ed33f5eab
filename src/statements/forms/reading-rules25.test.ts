import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { industry } from './values.ts';

// Rules learnt at held-out seeds of sets 57-64 (issue 36, session of 2026-12-01, late): seeds none of us had read.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.6);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('an owners\' schedule whose first row is a company with a note run into the title column', () => {
  it('"Copperline Ventures, Inc. Parent co." over the name and title columns: a row still, the people under it read', () => {
    const cols = [38, 168, 238, 274, 352, 418];
    const row = (y: number, cells: string[]) => cells.map((c, i) => val(c, cols[i]!, y)).filter((p) => p.str);
    const r = read(pageOf([lab('Legal / Corporate Name', 40, 80), val('Bayside Collision, Inc.', 40, 92),
      item('2. OWNERS\' SCHEDULE (list every owner; percentages must total 100%)', 30, 250, 'F3', 10, 330),
      ...['Owner name (person or company)', 'Title', '%', 'SSN / EIN', 'DOB', 'Home address'].map((t, i) => lab(t, cols[i]!, 274)),
      item('Copperline Ventures, Inc. Parent co.', 37, 288, 'F2', 9, 184), val('20%', 237, 288), val('95-2313075', 273, 288),
      ...row(306, ['Hannah C. Tremblay', 'CEO', '45%', 'XXX-XX-5975', '03-28-1971', '8552 Ridgeline Rd, Chicago IL']),
      ...row(324, ['Dmitri Okafor', 'Partner', '35%', '010-35-7818', '1/16/83', '3355 Commerce Blvd, Raleigh NC'])]));
    expect(owners(r)).toEqual([['Hannah', 'Tremblay', 'CEO', 45, null], ['Dmitri', 'Okafor', 'Partner', 35, '010357818']]);
  });
});

describe('an industry written with an accented letter (word-bounded, as applications.md reads it)', () => {
  it('"Barbería" is no "barber" (its word goes on past it); "Café" is a cafe', () => {
    expect([industry('Barbería'), industry('Barber shop'), industry('Café')]).toEqual([null, 'personal_care', industry('Cafe')]);
  });
});

describe('a bare "Remittance" answered with a schedule\'s word under it', () => {
  it('"Remittance" over "Weekly" beside "Remittance Amount" over "$5,573": the schedule and the payment', () => {
    const r = read(pageOf([lab('Legal Business Name', 40, 80), val('Copperline Salon, Inc.', 40, 92),
      lab('Amount Requested (CAD)', 40, 140), lab('Remittance', 230, 140), lab('Remittance Amount', 400, 140),
      val('$ 105,000 CAD', 40, 152), val('Weekly', 230, 152), val('$5,573', 400, 152)]));
    expect(v(r, 'requested_amount', 'payment_frequency', 'requested_payment')).toEqual([105000, 'weekly', 5573]);
  });
});

describe('a letterhead\'s broker name and form title side by side head no columns when values run under both', () => {
  it('"Northstar Janitorial" under both; "OR" over "State" a little right of the title\'s start: the state', () => {
    const hand = (s: string, x: number, y: number) => item(s, x, y, 'F2', 13, s.length * 5.2);
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.1);
    const r = read(pageOf([item('KEYSTONE ADVANCE GROUP', 36, 45, 'F3', 19, 217), item('Merchant Intake - 2 pages', 440, 44, 'F1', 10, 93),
      hand('Marcus Brennan', 41, 74), hand('Northstar Janitorial', 371, 73), cap('Business Legal Name', 36, 81), cap('d/b/a', 366, 81),
      hand('2680 Lakeshore Dr', 40, 143), hand('Portland', 309, 144), hand('OR', 431, 143), hand('97284', 483, 143),
      cap('Physical Address (no P.O. Box)', 36, 151), cap('City', 306, 151), cap('State', 425, 151), cap('Zip', 479, 151)],
    { rules: [{ x0: 36, x1: 290, y0: 72.4, y1: 73.6 }, { x0: 366, x1: 560, y0: 72.4, y1: 73.6 }, { x0: 36, x1: 290, y0: 142.4, y1: 143.6 }, { x0: 306, x1: 410, y0: 142.4, y1: 143.6 }, { x0: 424.2, x1: 473.4, y0: 142.4, y1: 143.6 }, { x0: 479, x1: 560, y0: 142.4, y1: 143.6 }] }));
    expect(v(r, 'legal_name', 'trade_name', 'state_region')).toEqual(['Marcus Brennan', 'Northstar Janitorial', 'OR']);
  });
});

describe('a hand\'s share written across the next label, the number after that label its value', () => {
  it('"100 %" over "NAS", then "519 353 072": the share 100 and the SIN', () => {
    const hand = (s: string, x: number, y: number, w: number) => item(s, x, y, 'F2', 11.9, w);
    const r = read(pageOf([item('PROPRIÉTAIRE(S) — 20 % ou plus', 40, 289, 'F3', 11, 139), lab('Propriétaire 1', 36, 304),
      lab('Nom complet', 36, 318), hand('Luc Lévesque', 92, 319, 58), lab('Titre / Fonction', 399, 318), hand('Propriétaire unique', 464, 321, 82),
      lab('Pourcentage de propriété', 36, 340), hand('100 %', 135.7, 342.6, 30.9), item('NAS', 147, 337.7, 'F1', 8, 16.4), hand('519 353 072', 171.4, 339.9, 63.7),
      lab('Date de naissance (aaaa-mm-jj)', 346, 340), hand('1963-02-21', 467, 341, 58)]));
    expect(owners(r)).toEqual([['Luc', 'Lévesque', 'Propriétaire unique', 100, '519353072']]);
  });
});

describe('owners in columns headed by their names, a hand\'s value a point left of the name over it', () => {
  it('"40 %" starting a point before "Jean-Paul Brennan": the first owner\'s share', () => {
    const hand = (s: string, x: number, y: number) => item(s, x, y, 'F2', 12, s.length * 4.4);
    const row = (y: number, l: string, vs: [string, number][]) => [lab(l, 40, y), ...vs.map(([s, x]) => hand(s, x, y + 2))];
    const r = read(pageOf([lab('LEGAL NAME', 40, 77), hand('Copperline Kids Academy, L.L.C.', 40, 77 + 12),
      item('OWNERS (person owners only; list a parent company below)', 40, 169, 'F3', 10, 244),
      ...row(187, 'Name', [['Jean-Paul Brennan', 111], ['Beatriz M. MacLeod', 266], ['Yusuf L. Fitzgerald', 424]]),
      ...row(207, 'Title', [['President', 109.4], ['Partner', 267], ['Secretary', 424]]),
      ...row(227, 'Ownership', [['40 %', 108.6], ['35 %', 266], ['25 %', 425]])]));
    expect(owners(r).map((o) => o[3])).toEqual([40, 35, 25]);
  });
});

describe('a value typed a size up over its label\'s last word, in the label\'s font', () => {
  it('"06-06-2016" (9 pt) begun over the "Date" of "Business Start Date" (7.5 pt): the start date; "733" over "Score"', () => {
    const r = read(pageOf([item('Legal / Corporate Name', 36, 80, 'F1', 7.5, 75), item('Red Maple Fabrication, Inc.', 120, 80, 'F1', 9, 120),
      item('Federal Tax ID', 171, 113.4, 'F1', 7.5, 48), item('63-4410533', 228, 112, 'F1', 9, 48),
      item('Business Start Date', 306, 113.4, 'F1', 7.5, 66.6), item('06-06-2016', 362.5, 112, 'F1', 9, 46),
      item('OWNER / GUARANTOR 1', 36, 220, 'F3', 10, 120), item('Full Name', 36, 240, 'F1', 7.5, 32), item('Rafael Fitzgerald', 90, 240, 'F1', 9, 70),
      item('Est. Credit Score', 333, 263.4, 'F1', 7.5, 56.2), item('733', 384.6, 262, 'F1', 9, 15)]));
    expect(v(r, 'business_tax_id', 'business_start_date')).toEqual(['634410533', '2016-06-06']);
    expect(r.applicants.map((a) => a.credit_score?.value ?? null)).toEqual([733]);
  });
});

describe('a bare "Remittance" over a row of schedules to mark', () => {
  it('"Remittance" over "[ ] Daily [X] Weekly [ ] Bi-Weekly": the one marked, not the first under the label', () => {
    const box = (x: number) => ({ x0: x, x1: x + 8, y0: 144, y1: 152 });
    const r = read(pageOf([lab('Legal Business Name', 40, 80), val('Copperline Salon, Inc.', 40, 92),
      lab('Remittance', 40, 140), lab('Daily', 52, 152), lab('Weekly', 112, 152), lab('Bi-Weekly', 172, 152)],
    { boxes: [box(40), box(100), box(160)], marks: [box(100)] }));
    expect(v(r, 'payment_frequency')).toEqual(['weekly']);
  });
});

describe('a label set in small capitals, its capitals larger than the rest of each word', () => {
  it('"L" + "EGAL" "N" + "AME" ... in two sizes is one label, "LEGAL NAME OF BUSINESS", its value under it', () => {
    const sc = (parts: [string, number, number][]) => parts.map(([s, x, w]) => item(s, x, s.length === 1 ? 90.9 : 91.1, 'F1', s.length === 1 ? 9.4 : 7.5, w));
    const r = read(pageOf([...sc([['L', 60, 5.7], ['EGAL', 65.7, 20], ['N', 87.6, 6.8], ['AME', 94.4, 16.7], ['O', 112.9, 6.8], ['F', 119.7, 4.2], ['B', 125.7, 6.3], ['USINESS', 132, 30.4]]),
      item('Lakeshore Lawn Care and Inc.', 66, 105.9, 'F2', 11.5, 141.8)]));
    expect(v(r, 'legal_name')).toEqual(['Lakeshore Lawn Care and Inc.']);
  });
});
