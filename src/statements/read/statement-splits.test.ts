// Where one list of rows ends and the next statement's begins, each mechanism alone on small hand-built pages: a box
// of balances after rows (the next account's summary, labels over figures) and a column header printed under another
// statement period (the next month in the same file).
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: null, end: null } };
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements
  .map((s) => `${s.period_start}..${s.period_end} ${s.beginning_balance}->${s.ending_balance} n${s.transactions.length}`);
const box = (open: string, money: string, close: string): Line[] => page([
  [['Start balance', 40], ['Money in', 200], ['Money out', 320], ['End balance', 460]],
  [['$' + open, 40], ['+$' + money, 200], ['$0.00', 320], ['$' + close, 460]],
]);
const table = (rows: [string, string, string][]) => page([[['Date', 40], ['Description', 120], at('Amount', 560)], ...rows.map(([d, t, a]) => [[d, 40], [t, 120], at(a, 560)] as Cell[])]);
const stack = (...parts: Line[][]): Line[] => {
  let y = 0;
  return parts.flatMap((p) => { const out = p.map((l) => ({ ...l, y: l.y + y })); y += p.length * 14 + 14; return out; });
};

describe('a box of balances after rows', () => {
  it('starts another statement, with the box\'s opening and closing', () => {
    const lines = stack(
      page([[['Account statement  March 1, 2026 - March 31, 2026', 40]]]),
      box('100.00', '30.00', '130.00'),
      table([['Mar 02', 'DEPOSIT A', '+$10.00'], ['Mar 03', 'DEPOSIT B', '+$20.00']]),
      box('500.00', '5.00', '505.00'),
      table([['Mar 31', 'INTEREST', '+$5.00']]),
    );
    expect(read(lines)).toEqual(['2026-03-01..2026-03-31 100->130 n2', '2026-03-01..2026-03-31 500->505 n1']);
  });
});

describe('a column header under another statement period', () => {
  it('ends the list above it', () => {
    const lines = stack(
      page([[['Statement  March 1, 2026 - March 31, 2026', 40]]]),
      table([['Mar 02', 'DEPOSIT A', '+$10.00'], ['Mar 30', 'DEPOSIT B', '+$20.00']]),
      page([[['Statement  April 1, 2026 - April 30, 2026', 40]]]),
      table([['Apr 02', 'DEPOSIT C', '+$5.00'], ['Apr 03', 'CARD SHOP', '-$2.00']]),
    );
    expect(read(lines).map((s) => s.replace(/ \S+->\S+/, ''))).toEqual(['2026-03-01..2026-03-31 n2', '2026-04-01..2026-04-30 n2']);
  });
});

describe('rows not posted yet, in the list', () => {
  const lines = page([
    [['Beginning balance on 06/01/2026:', 40], at('$100.00', 300)],
    [['Available balance:', 40], at('$95.00', 300), ['As of 06/19/2026 11:01 AM', 320]],
    [['Printed 06/19/2026', 40]],
    [['Date', 40], ['Description', 120], ['Status', 330], at('Amount', 480), at('Balance', 560)],
    [['06/01/2026', 40], ['DEPOSIT A', 120], ['Posted', 330], at('10.00', 480), at('110.00', 560)],
    [['06/02/2026', 40], ['CARD SHOP', 120], ['Posted', 330], at('-5.00', 480), at('105.00', 560)],
    ...[3, 4, 5, 6, 7, 8].map((d): Cell[] => [[`06/0${d}/2026`, 40], ['FEE', 120], ['Posted', 330], at('-1.00', 480), at(`${105 - d + 2}.00`, 560)]),
    [['06/09/2026', 40], ['DEPOSIT B', 120], ['Pending', 330], at('20.00', 480)],
    [['06/09/2026', 40], ['CARD SHOP 2', 120], at('-10.00', 480), ['PENDING', 540]],
  ]);
  it('are shown apart when a cell of their own says so; the status is no part of the text; an available balance is no link of the chain', () => {
    const s = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!;
    expect(s.transactions.map((t) => `${t.description} ${t.amount}`).slice(0, 3)).toEqual(['DEPOSIT A 10', 'CARD SHOP 5', 'FEE 1']);
    expect(s.transactions).toHaveLength(8);
    expect(s.pending_transactions?.map((t) => t.amount)).toEqual([20, 10]);
    expect([s.beginning_balance, s.ending_balance]).toEqual([100, 99]);
  });
});

describe('a memo row whose amount the balances never posted', () => {
  it('is no transaction when the closing is made up without it (with or without a balance column)', () => {
    const withBalances = page([
      [['Date', 40], ['Particulars', 120], at('Withdrawals', 400), at('Deposits', 480), at('Balance', 560)],
      [['04/01/26', 40], ['BALANCE FORWARD', 120], at('1,000.00', 560)],
      [['04/08/26', 40], ['TRANSFER OUT', 120], at('300.00', 400), at('700.00', 560)],
      [['04/15/26', 40], ['TRANSFER OUT', 120], at('200.00', 400), at('500.00', 560)],
      [['04/30/26', 40], ['Accrued interest (to be credited at quarter end)', 120], at('(2.96)', 480)],
      [['04/30/26', 40], ['Balance this statement', 120], at('500.00', 560)],
    ]);
    expect(read(withBalances)).toEqual(['2026-04-08..2026-04-15 1000->500 n2']);
    const alone = page([
      [['Date', 40], ['Particulars', 120], at('Withdrawals', 400), at('Deposits', 480), at('Balance', 560)],
      [['07/01/25', 40], ['B/F', 120], at('35,588.61', 560)],
      [['07/31/25', 40], ['INTEREST ACCRUED - NOT CREDITED', 120], at('(20.64)', 480)],
      [['07/31/25', 40], ['CLOSING BALANCE', 120], at('35,588.61', 560)],
    ]);
    expect(read(alone)).toEqual(['null..null 35588.61->35588.61 n0']);
  });
});
