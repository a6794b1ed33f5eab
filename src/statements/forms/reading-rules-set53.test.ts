import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-third author's forms (issue 36): applications printed from web portals and CRMs, a
// small grey caption over each bold value in CSS grids; each on a self-made page here.

describe('a count of payments that names its schedule (issue 36, set 53)', () => {
  it('"Number of payments: 90 daily debits" gives ninety payments, daily', () => {
    const cap = (s: string, x: number, y: number) => item(s.toUpperCase(), x, y, 'F1', 6, s.length * 3.2);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.8);
    const r = read(pageOf([cap('Business legal name', 40, 90), val('Harbor Lantern Bakery LLC', 40, 101),
      cap('Funding amount', 40, 140), val('$48,000.00', 40, 151), cap('Number of payments', 240, 140), val('90 daily debits', 240, 151)]));
    expect(v(r, 'number_of_payments', 'payment_frequency')).toEqual([90, 'daily']);
  });
});
