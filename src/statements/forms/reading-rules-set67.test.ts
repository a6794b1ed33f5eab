import { describe, expect, it } from 'vitest';
import type { PageText, Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the sixty-seventh author's forms (issue 36): forms designed as fillable PDFs (comb fields, multi-line
// fields, captions under their lines), flattened typed or by hand; each on a self-made page here.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.3);
const hand = (s: string, x: number, y: number) => item(s, x, y, 'F3', 11, s.length * 5.2);
/** A comb's boxes, `n` of `w` from x0, and a hand's digits in them, each narrower than its box and set where the hand
 *  put it (`at`: its offset into its box). */
const comb = (x0: number, y0: number, n: number, w = 14) => Array.from({ length: n }, (_, i) => box(x0 + i * w, y0, x0 + (i + 1) * w, y0 + 16));
const inked = (digits: string, x0: number, y: number, at: number[], w = 14) => [...digits].map((d, i) => item(d, x0 + i * w + at[i % at.length]!, y, 'F3', 11, 5));

describe('"Preferred payment", the payment asked for (issue 36, set 67)', () => {
  it('beside "Amount requested" it is the next column\'s label, not the amount\'s value: the amount is under its label', () => {
    const r = read(pageOf([lab('Legal business name', 48, 80), hand('Golden Oak Tech LLC', 48, 94),
      lab('Amount requested', 48, 283), lab('Preferred payment', 198, 283), lab('Number of payments', 328, 283),
      item('$128,500.00', 133, 296, 'F3', 10, 53), item('1,150.00', 262, 296, 'F3', 10, 38), item('52', 373, 296, 'F3', 10, 10)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([128500, 1150, 52]);
  });
});

describe('a comb filled in by hand (issue 36, set 67)', () => {
  it('narrow digits each somewhere in its box, a box\'s width apart, are one number', () => {
    const r = read(pageOf([lab('Legal Business Name:', 36, 80), hand('Prairie Motors LLC', 120, 80),
      lab('Federal Tax ID (EIN):', 36, 110), ...inked('577703442', 120, 112, [6, 2, 7, 3, 5, 1, 6, 4, 2])],
    { boxes: comb(120, 99, 9) }));
    expect(v(r, 'business_tax_id')).toEqual(['577703442']);
  });

  it('an SSN\'s comb and a birth date\'s beside it, captions under them, stay two values', () => {
    const r = read(pageOf([lab('Legal name of business', 36, 80), hand('Sunrise Hauling LLC', 36, 70),
      item('Owner 1', 36, 140, 'F2', 10, 30), hand('Mei Okafor', 80, 160), lab('Full name', 80, 170),
      ...inked('454371442', 80, 198, [8, 5, 6, 7, 4, 6, 5, 8, 6]), ...inked('04151966', 222, 198, [5, 6, 7, 4, 6, 5, 6, 7]),
      lab('Social Security number', 80, 214), lab('Date of birth (MM DD YYYY)', 222, 214)],
    { boxes: [...comb(80, 186, 9), ...comb(222, 186, 8)] }));
    // (Joined across the two combs' ends, the SSN would run on into the date's digits.)
    expect(owners(r)).toEqual([['Mei', 'Okafor', null, null, '454371442']]);
  });
});

describe('captions under their values, filled in by hand (issue 36, set 67)', () => {
  it('a hand\'s value whose foot reaches a little over its caption\'s top is the caption\'s, not the heading under it', () => {
    // (The caption "Date business started" beside it left blank; "PART B" the next section's heading.)
    const r = read(pageOf([item('PART A — THE BUSINESS', 36, 81, 'F2', 12, 122),
      hand('Crescent Movers Inc', 37, 104), lab('Legal name of business (as shown on federal tax return)', 36, 113),
      hand('Lakeshore Movers', 386, 104), lab('Doing business as (DBA)', 386, 113),
      hand('Austin, TX 78730', 37, 148), lab('Business address (street, city, state, ZIP)', 36, 160),
      item('603485051', 44, 222.2, 'F3', 12, 115), lab('Federal employer identification number (EIN)', 36, 231), lab('Date business started (MM DD YYYY)', 220, 231),
      item('PART B — THE REQUEST', 36, 253, 'F2', 12, 122)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'state_region')).toEqual(['Crescent Movers Inc', '603485051', 'TX']);
  });
});

describe('a fillable field of several lines (issue 36, set 67)', () => {
  it('"Business Address:" beside a box holding the street over the city line: its value, the state read from it', () => {
    const field = (name: string, value: string, x0: number, y0: number, x1: number, y1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1 } });
    const page = pageOf([lab('Legal Business Name:', 36, 100), lab('Business Address:', 36, 182), lab('Email:', 376, 182)]);
    (page as PageText).form!.fields.push(field('name', 'Prairie Motors, Inc.', 120, 90, 576, 104),
      field('addr', '1263 Commerce Dr\nAustin, TX 78732', 120, 173, 366, 207), field('email', 'info@prairiemotors.com', 402, 172, 576, 186));
    expect(v(read(page), 'state_region', 'country')).toEqual(['TX', 'United States']);
  });
});
