import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';
import { labelOf } from './labels.ts';

// Set 77 (decoy-heavy forms) at first sight (issue 36): a sales rep's section first on the page, its office's EIN no
// merchant's; on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.8);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);

describe('a rep\'s section before the merchant\'s', () => {
  it('"REP SECTION — completed by the sales representative (…)" heads the rep\'s fields: its "Office EIN" is no merchant\'s', () => {
    const r = read(pageOf([item('REP SECTION — completed by the sales representative (rep is paid on a 1099)', 40, 70, 'F3', 9, 261),
      lab('Rep Name:', 40, 84), val('Maria St. Clair', 110, 84), lab('Office:', 40, 98), val('Pinnacle Rep Network', 110, 98),
      lab('Office EIN:', 280, 98), val('54-1007305', 340, 98), item('MERCHANT', 40, 130, 'F3', 9, 50),
      lab('Business Legal Name', 40, 144), val('Golden Valley Motor Works LLC', 40, 158), lab('Federal Tax ID', 40, 176), val('27-4410927', 40, 190)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Golden Valley Motor Works LLC', '274410927']);
  });
});

describe('the merchant\'s accountant', () => {
  it('"Accountant / CPA Name", "CPA Phone" are another party\'s labels (not "Accounts Receivable", nor a role written in a cell, "Bookkeeper")', () => {
    expect(['Accountant / CPA Name', 'CPA Phone', 'Accounts Receivable', 'Bookkeeper'].map((t) => labelOf(t, true, false, false)?.field ?? null)).toEqual(['decoy', 'decoy', null, null]);
  });
});

describe('a purchase price beside the amount asked', () => {
  it('"Purchase Price: $ 481,000" (the business bought in 2016) printed before "Amount Needed $ 55,000": the amount needed', () => {
    const r = read(pageOf([lab('Date Business Purchased:', 300, 100), val('01/19/2016', 410, 100), lab('Purchase Price:', 300, 114), val('$ 481,000', 370, 114),
      lab('Amount Needed', 40, 160), val('$ 55,000', 140, 160)]));
    expect(v(r, 'requested_amount')).toEqual([55000]);
  });
  it('a purchase price alone is the amount asked', () => {
    expect(v(read(pageOf([lab('Purchase Price:', 40, 114), val('$ 50,000', 120, 114)])), 'requested_amount')).toEqual([50000]);
  });
});
