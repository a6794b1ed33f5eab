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
