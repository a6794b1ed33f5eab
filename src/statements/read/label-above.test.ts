// Records that print their text on a line above their date and amounts: a balance's label is such a line too.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME LLC', block: [] }, period: { start: '2026-04-01', end: '2026-04-30' } };
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements;
// Records printing their text on the line above: the column header, the opening balance's label over its figure, a debit.
const HEAD: Cell[][] = [
    [['Posted', 40], ['Withdrawals', 300], ['Deposits', 400], ['Balance', 500]],
    [['BEGINNING BALANCE', 40]],
    [['04/01/2026', 40], at('1,000.00', 520)],
    [['ACH DEBIT RENT 7290337412', 40]],
    [['04/01/2026', 40], at('370.00', 320), at('630.00', 520)],
];

describe('a balance label alone on the line above its dated figure', () => {
  const lines = page([
    ...HEAD,
    [['CARD SETTLEMENT 11', 40]],
    [['04/01/2026', 40], at('200.00', 420), at('830.00', 520)],
    [['SQUARE INC PAYOUT 8812', 40]],
    [['04/02/2026', 40], at('50.00', 420), at('880.00', 520)],
    [['ENDING BALANCE', 40]],
    [['04/30/2026', 40], at('880.00', 520)],
  ]);

  it('opens the list with its balance; the first day\'s rows are read, not skipped as a table of balances', () => {
    const [s] = read(lines);
    expect(s!.beginning_balance).toBe(1000);
    expect(s!.ending_balance).toBe(880);
    expect(s!.transactions.map((t) => `${t.date} ${t.direction} ${t.amount} ${t.description}`)).toEqual([
      '2026-04-01 debit 370 ACH DEBIT RENT 7290337412', '2026-04-01 credit 200 CARD SETTLEMENT 11', '2026-04-02 credit 50 SQUARE INC PAYOUT 8812',
    ]);
  });
});

describe('records printing their text above their date and amounts', () => {
  const lines = page([
    ...HEAD,
    [['MOBILE DEPOSIT', 40]],
    [['04/02/2026', 40], at('200.00', 420), at('830.00', 520)],
    [['OVERDRAFT FEE PAID ITEM', 40]],
    [['04/03/2026', 40], at('33.00', 320), at('797.00', 520)],
    [['POS PURCHASE HOME DEPOT 8952', 40]],
    [['04/03/2026', 40], at('97.00', 320), at('700.00', 520)],
    [['ENDING BALANCE', 40]],
    [['04/30/2026', 40], at('700.00', 520)],
  ]);

  it('a title-like line over a record is its text, and gives the rows below no section', () => {
    const [s] = read(lines);
    expect(s!.transactions.map((t) => [t.description, t.section])).toEqual([
      ['ACH DEBIT RENT 7290337412', null], ['MOBILE DEPOSIT', null], ['OVERDRAFT FEE PAID ITEM', null], ['POS PURCHASE HOME DEPOT 8952', null],
    ]);
  });
});
