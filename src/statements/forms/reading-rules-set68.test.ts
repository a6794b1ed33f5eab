import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt at the sixty-eighth author's forms (issue 36): two-page applications heavy with checkbox rows, their
// boxes after their words or before them, marks drawn, typed or a word circled; each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.4);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);
/** A checkbox on the line of words whose baseline is y. */
const box = (x: number, y: number): Rect => ({ x0: x, y0: y - 8, x1: x + 9, y1: y + 1 });
/** A drawn mark over the box at (x, y). */
const mark = (x: number, y: number): Rect => ({ x0: x - 2, y0: y - 10, x1: x + 11, y1: y + 3 });

/** A grid of options, each cell's box at its right end, just before the next cell's word. */
function grid(label: string, y: number, rows: string[][]) {
  const words = [lab(label, 32, y), ...rows.flatMap((r, i) => r.map((w, j) => lab(w, 116 + 116 * j, y + 16 * i)))];
  const boxes = rows.flatMap((r, i) => r.map((w, j) => (w === 'Other:' ? box(118 + 116 * j + w.length * 3.4, y + 16 * i) : box(217 + 116 * j, y + 16 * i))));
  return { words, boxes };
}

describe('a row whose boxes stand after their words, at each cell\'s end (issue 36, set 68)', () => {
  it('"Sole Prop ....... [X]  Non-profit ....... [ ]": the box is Sole Prop\'s, though nearer Non-profit\'s first letter', () => {
    const g = grid('Ownership Type', 180, [['LLC', 'Corp', 'S-Corp', 'Partnership'], ['Sole Prop', 'Non-profit', 'Other:']]);
    const r = read(pageOf([lab('Legal Company Name', 35, 100), val('Kevin Garcia-Lopez', 36, 112), ...g.words], { boxes: g.boxes, marks: [mark(217, 196)] }));
    expect(v(r, 'type_of_entity')).toEqual(['sole_proprietorship']);
  });

  it('an industry grid so: the kind ticked on its second line, the kind before it no label of the row', () => {
    const g = grid('Industry', 210, [['Restaurant', 'Retail', 'Body Shop / Auto Repair'], ['Beauty Salon / Spa', 'Hauling / Moving Company', 'Medical Office / Clinic']]);
    const r = read(pageOf([lab('Legal Company Name', 35, 100), val('Mahoney Family Medicine PLLC', 36, 112), ...g.words], { boxes: g.boxes, marks: [mark(449, 226)] }));
    expect(v(r, 'industry')).toEqual(['medical_practice']);
  });
});

describe('an industry grid answered by circling a kind (issue 36, set 68)', () => {
  it('"Industry:  Restaurant / Cafe  Retail Store ..." over "Plumbing / HVAC  (Grocery / Deli) ...": the kind circled, not the first', () => {
    const words = [lab('Legal Name of Business', 38, 100), val('Okafor Provisions Inc.', 41, 114), lab('Industry:', 38, 228),
      ...['Restaurant / Cafe', 'Retail Store', 'Auto Repair / Body Shop', 'Medical Office'].map((w, j) => lab(w, 82 + 110 * j, 228)),
      ...['Plumbing / HVAC', 'Grocery / Deli', 'Cleaning Services', 'Gym / Fitness'].map((w, j) => lab(w, 82 + 110 * j, 245))];
    const page = pageOf(words);
    (page.form as unknown as { rings: Rect[] }).rings = [{ x0: 186, y0: 234, x1: 247, y1: 252 }];
    expect(v(read(page), 'industry')).toEqual(['grocery']);
  });
});

describe('an "Other:" box checked, its entity or kind written short on its line (issue 36, set 68)', () => {
  /** A row of boxes each before its word, starting on the label's line. */
  function row(y: number, words: string[], x0: number) {
    const xs = words.map((_, j) => x0 + 110 * j);
    return { words: words.map((w, j) => lab(w, xs[j]! + 12, y)), boxes: xs.map((x) => box(x, y)) };
  }

  it('"ENTITY:  [ ] LLC  [ ] Corporation ..." over "[✔] Other  Professional Corp.": a professional corporation', () => {
    const a = row(180, ['LLC', 'Corporation', 'S Corp', 'Partnership'], 90), b = row(196, ['Other'], 90);
    const r = read(pageOf([lab('LEGAL NAME:', 36, 100), val('Harbor Dental Group', 100, 100), lab('ENTITY:', 36, 180), ...a.words, ...b.words, val('Professional Corp.', 130, 197)],
      { boxes: [...a.boxes, ...b.boxes], marks: [mark(90, 196)] }));
    expect(v(r, 'type_of_entity')).toEqual(['professional_corporation']);
  });

  it('"INDUSTRY:  [ ] Restaurant / Cafe  [ ] Retail Store ..." over "[X] Other  Dry cleaner": the kind written', () => {
    const a = row(220, ['Restaurant / Cafe', 'Retail Store', 'Auto Repair / Body Shop'], 90), b = row(236, ['General Contractor', 'Grocery / Deli'], 90), c = row(252, ['Other:'], 90);
    const r = read(pageOf([lab('LEGAL NAME:', 36, 100), val('Crystal Cleaners LLC', 100, 100), lab('INDUSTRY:', 36, 220), ...a.words, ...b.words, ...c.words, val('Dry cleaner', 130, 253)],
      { boxes: [...a.boxes, ...b.boxes, ...c.boxes], marks: [mark(90, 252)] }));
    expect(v(r, 'industry')).toEqual(['dry_cleaning']);
  });
});

describe('"Other (describe)" checked with a typed check glyph (issue 36, set 68)', () => {
  it('"Other (describe) [✔] Liquor store" under a grid of kinds: the kind written, not the glyph in the box', () => {
    const kinds = ['Restaurant', 'Retail', 'Body Shop / Auto Repair', 'Beauty Salon / Spa'];
    const words = [lab('Business Legal Name:', 40, 100), val('Fairhaven Wine & Spirits L.L.C.', 120, 100), lab('Type of Business:', 40, 246),
      ...kinds.map((w, j) => lab(w, 121 + 110 * j, 246)), item('Other (describe)', 121, 263, 'F1', 7, 62), item('✔', 188, 262, 'F4', 9, 7), val('Liquor store', 201, 263)];
    const boxes = [...kinds.map((w, j) => box(121 + 110 * j + w.length * 3.4 + 4, 246)), box(186, 264)];
    expect(v(read(pageOf(words, { boxes })), 'industry')).toEqual(['liquor_store']);
  });
});

describe('labels over their values, each hugging the rule of the value over it (issue 36, set 68)', () => {
  it('"Federal Tax ID (EIN)" right under the rule of the legal name and right over "85-8032957": the number is its value', () => {
    const rule = (x0: number, x1: number, y: number): Rect => ({ x0, y0: y, x1, y1: y + 2 });
    const rows: [string, string, number][][] = [
      [['Business Legal Name', 'Riverside Trattoria L.L.C.', 34], ['DBA', 'Tidewater Kitchen', 357]],
      [['Federal Tax ID (EIN)', '85-8032957', 34], ['Business Start Date', '12/3/03', 158], ['Phone', '732.256.7375', 281], ['Email', 'info@riversidetrattoria.com', 405]],
      [['Business Address', '5453 Mill Rd', 34], ['City, State, ZIP', 'Newark, NJ 07102', 243], ['Website', 'www.riversidetrattoria.com', 427]],
      [['Amount Requested', '$86500', 34], ['Payment Amount', '$2,330.00', 230], ['Number of Payments', '52', 427]],
    ];
    const words = [item('Business', 34, 78, 'F3', 13, 44)], rules = [rule(33, 579, 81)];
    rows.forEach((row, i) => row.forEach(([l, val2, x], j) => {
      const y = 92 + 28 * i, end = row[j + 1]?.[2] ?? 586;
      words.push(lab(l, x, y - 1), val(val2, x + 3, y + 15));
      rules.push(rule(x - 1, end - 7, y + 17));
    }));
    const r = read(pageOf(words, { rules }));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'business_start_date', 'requested_amount')).toEqual(['Riverside Trattoria L.L.C.', 'Tidewater Kitchen', '858032957', '2003-12-03', 86500]);
  });
});
