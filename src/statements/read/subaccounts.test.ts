// Sub-accounts of one member (shares of a credit union): each share's number is the member's number with a suffix,
// printed in full in a summary ("6018970-S00") or with the share's name ("Account 15112-S00"), over the rows often
// only as a short id ("ID S00"); a share that did not move prints its equal balances and no rows.
import { describe, expect, it } from 'vitest';
import { itemsToWords, wordsToLines, type Line } from '../layout/layout.ts';
import type { TextItem } from '../types.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import { findLast4 } from './account.ts';
import type { DocContext } from './context.ts';

type Cell = [string, number];
const item = (str: string, x: number, y: number, h = 10): TextItem => ({ str, x, y, w: str.length * h * 0.5, h, font: 'f1' });
function page(rows: Cell[][]): Line[] {
  const items = rows.flatMap((cells, k) => cells.map(([s, x]) => item(s, x, 60 + k * 14)));
  return wordsToLines(itemsToWords(items, DEFAULT_SETTINGS.layout), 1, 612, 792, DEFAULT_SETTINGS.layout);
}
const at = (s: string, right: number): Cell => [s, right - s.length * 5];
const ctx: DocContext = { bank: 'Test Credit Union', holder: { holder: 'ACME', block: [] }, period: { start: '2025-02-01', end: '2025-02-28' } };
const header: Cell[] = [['Date', 40], ['Transaction Description', 100], at('Amount', 480), at('Balance', 560)];
const row = (date: string, text: string, amount: string, balance: string): Cell[] => [[date, 40], [text, 100], at(amount, 480), at(balance, 560)];
const balanceLine = (date: string, text: string, balance: string): Cell[] => [[date, 40], [text, 100], at(balance, 560)];

describe('sub-accounts known by a suffix of the member number', () => {
  it('takes the digits of a number with a suffix, not the digits before it', () => {
    expect(findLast4(page([[['REGULAR SHARE Account 15112-S00', 40]]]), new LineAmounts()).last4).toBe('1200');
  });

  it('resolves a short id over the rows against the full number, and returns a share that did not move', () => {
    const lines = page([
      [['Statement Period: 02/01/25 - 02/28/25', 40]],
      [['Account', 40], ['Description', 120], at('Ending Balance', 560)],
      [['6018970-S00', 40], ['REGULAR SHARE', 120], at('1,050.00', 560)],
      [['6018970-S01', 40], ['MEMBERSHIP SHARE', 120], at('10.00', 560)],
      [['6018970-S10', 40], ['SHARE DRAFT CHECKING', 120], at('700.00', 560)],
      [['REGULAR SHARE', 40], ['ID S00', 200]],
      header,
      balanceLine('02/01/25', 'Beginning Balance', '1,000.00'),
      row('02/10/25', 'Dividend', '50.00', '1,050.00'),
      balanceLine('02/28/25', 'Ending Balance', '1,050.00'),
      [['MEMBERSHIP SHARE', 40], ['ID S01', 200]],
      header,
      balanceLine('02/01/25', 'Beginning Balance', '10.00'),
      balanceLine('02/28/25', 'Ending Balance', '10.00'),
      [['SHARE DRAFT CHECKING', 40], ['ID S10', 200]],
      header,
      balanceLine('02/01/25', 'Beginning Balance', '500.00'),
      row('02/03/25', 'Deposit', '300.00', '800.00'),
      row('02/05/25', 'Check 101', '-100.00', '700.00'),
      balanceLine('02/28/25', 'Ending Balance', '700.00'),
    ]);
    const st = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements;
    expect(st.map((s) => [s.account_number_last4, s.transactions.length, s.beginning_balance, s.ending_balance])).toEqual([
      ['7000', 1, 1000, 1050], ['7001', 0, 10, 10], ['7010', 2, 500, 700],
    ]);
  });
});
