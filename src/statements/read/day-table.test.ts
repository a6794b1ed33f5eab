// A statement's daily-balance table read as the bank's end-of-day balances (metrics.md "End-of-day balances").
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME LLC', block: [] }, period: { start: '2026-06-01', end: '2026-06-30' } };
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts());

const rows: Cell[][] = [
  [['Statement period 06/01/2026 to 06/30/2026', 40]],
  [['Beginning balance', 40], at('1,000.00', 500)],
  [['Deposits and other credits', 40]],
  [['06/02', 40], ['CARD SETTLEMENT', 90], at('500.00', 500)],
  [['06/10', 40], ['CUSTOMER ACH', 90], at('250.00', 500)],
  [['Withdrawals and other debits', 40]],
  [['06/05', 40], ['RENT', 90], at('2,000.00', 500)],
  [['Ending balance', 40], at('-250.00', 500)],
];
const table: Cell[][] = [
  [['Daily Balance Summary', 40]],
  [['Date', 40], ['Amount', 120], ['Date', 220], ['Amount', 300]],
  [['06/02', 40], at('1,500.00', 150), ['06/10', 220], at('-250.00', 330)],
  [['06/05', 40], at('(500.00)', 150)],
  [['Questions? Call us at 1-800-555-0100', 40]],
];

describe('daily-balance tables', () => {
  it('reads every (date, balance) pair of the table, two columns of pairs a line, negatives in parentheses', () => {
    const s = read(page([...rows, ...table])).statements[0]!;
    expect(s.printed_daily_balances).toEqual([
      { date: '2026-06-02', balance: 1500 }, { date: '2026-06-05', balance: -500 }, { date: '2026-06-10', balance: -250 },
    ]);
  });

  it('reads nothing without a title about daily balances above the pairs', () => {
    expect(read(page([...rows, ...table.slice(1)])).statements[0]!.printed_daily_balances).toBeUndefined();
  });

  it('a line with words besides its dates and figures is no table line, and days outside the period are left out', () => {
    const more: Cell[][] = [[['06/20', 40], ['DEPOSIT', 90], at('500.00', 150)], [['07/02', 40], at('9.00', 150)]];
    const s = read(page([...rows, ...table.slice(0, 4), ...more])).statements[0]!;
    expect(s.printed_daily_balances?.map((d) => d.date)).toEqual(['2026-06-02', '2026-06-05', '2026-06-10']);
  });
});
