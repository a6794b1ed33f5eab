// A balance column whose figures some rows print with the next column's words run into them ("54,722.15 ACME" with the
// sender's name): too few rows print an edge to measure the table's right side by, yet the figures stand on most dated
// rows, so they are the table's column, not a block beside it.
import { describe, expect, it } from 'vitest';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';
import { at, page } from './test-pages.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2025-04-01', end: '2025-04-30' }, dates: { dayFirst: true, why: 'the test' } };

describe('amounts right of the table\'s measured edge on most dated rows', () => {
  it('are its balance column, not a block beside the table', () => {
    const lines = page([
      [['Opening Balance', 40], at('29,752.15', 200)],
      [['Closing Balance', 40], at('723.45', 200)],
      [['Date', 40], ['Description', 160], at('Debit', 400), at('Credit', 470), ['Balance', 490], ['Sender Name', 580]],
      [['15/04/2025', 40], ['SERVICE CHARGE', 160], at('30.00', 400), at('29,722.15', 540)],
      [['17/04/2025', 40], ['IBG TRANSFER', 160], at('25,000.00', 470), ['54,722.15 ACME TRADING', 495]],
      [['17/04/2025', 40], ['DIRECT DEBIT', 160], at('54,000.00', 400), ['722.15 BIG CORP LTD', 505]],
      [['30/04/2025', 40], ['PROFIT PAID', 160], at('1.30', 470), at('723.45', 540)],
      [['Total', 160], at('54,030.00', 400), at('25,001.30', 470)],
    ]);
    const st = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!;
    expect(st.transactions.map((t) => `${t.direction} ${t.amount}`)).toEqual(['debit 30', 'credit 25000', 'debit 54000', 'credit 1.3']);
    expect(st.transactions.map((t) => t.balance)).toEqual([29722.15, null, null, 723.45]);
  });
});
