// A list printed without its opening balance, its summary printed under the rows with the labels' words run together
// ("OpeningBalance:", "TotalDebits:"): the summary's opening and closing are the list's own, not another list's.
import { describe, expect, it } from 'vitest';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';
import { at, page, type Cell } from './test-pages.ts';
import { deglued } from './tokens.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-02-01', end: '2026-02-28' }, dates: { dayFirst: true, why: 'the test' } };
const header: Cell[] = [['Date', 40], ['Particulars', 120], at('Withdrawal', 380), at('Deposit', 460), at('Balance', 570)];
const row = (date: string, text: string, out: string, inn: string, balance: string): Cell[] =>
  [[date, 40], [text, 120], ...(out ? [at(out, 380)] : []), ...(inn ? [at(inn, 460)] : []), at(balance, 570)];

describe('a summary under the rows', () => {
  it('reads labels whose words run together', () => {
    expect(deglued('OpeningBalance: TotalDebits')).toBe('Opening Balance: Total Debits');
    expect(deglued('CLOSING BALANCE')).toBe('CLOSING BALANCE');
  });

  it('gives the list its opening and closing when the first row leads back to that opening', () => {
    const lines = page([
      header,
      row('01-02-2026', 'UPI SHOP', '10.00', '', '990.00 Cr'),
      row('02-02-2026', 'NEFT SALARY', '', '500.00', '1,490.00 Cr'),
      row('03-02-2026', 'UPI GROCER', '20.00', '', '1,470.00 Cr'),
      [['TotalDebits:', 120], at('30.00', 380), ['OpeningBalance:', 420], at('1,000.00 Cr', 570)],
      [['TotalCredits:', 120], at('500.00', 380), ['ClosingBalance:', 420], at('1,470.00 Cr', 570)],
    ]);
    const sts = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements;
    // Printed, not derived from the rows.
    expect(sts.map((s) => [s.beginning_balance, s.ending_balance, s.transactions.length, s.derived ?? []])).toEqual([[1000, 1470, 3, []]]);
  });
});
