// Every printed figure is a judge (issue 32): a US business statement printed list by list (deposits, then withdrawals,
// then checks) with no running balance is read the way its printed figures say, whatever its titles and column headers
// say: the summary's totals and item counts, each list's total, the daily-balance table, the opening and closing. A list
// printed twice (the items again, by kind) adds nothing the totals allow: it is shown once.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { page, at, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-03-01', end: '2026-03-31' } };
const row = (d: string, t: string, a: string): Cell[] => [[d, 40], [t, 100], at(a, 500)];
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts());
const rows = (lines: Line[]) => read(lines).statements.flatMap((s) => s.transactions.map((t) => `${t.date.slice(5)} ${t.direction} ${t.amount}`));

const deposits = (header = 'Amount'): Cell[][] => [
  [['Deposits and Additions', 40]],
  [['Date', 40], ['Description', 100], at(header, 500)],
  row('03/02', 'MERCHANT BANKCARD DEP', '100.00'),
  row('03/09', 'MERCHANT BANKCARD DEP', '200.00'),
  row('03/16', 'SQUARE INC TRANSFER', '300.00'),
];
// A list whose title names the wrong direction: deposited items returned unpaid are charged back (debits).
const returned: Cell[][] = [
  [['Returned Deposits', 40]],
  [['Date', 40], ['Description', 100], at('Amount', 500)],
  row('03/12', 'DEPOSITED ITEM RETURNED NSF', '40.00'),
  row('03/18', 'DEPOSITED ITEM RETURNED', '10.00'),
];
const withdrawals = (header = 'Amount'): Cell[][] => [
  [['Electronic Withdrawals', 40]],
  [['Date', 40], ['Description', 100], at(header, 500)],
  row('03/05', 'ACH PAYMENT INSURANCE', '50.00'),
  row('03/20', 'ACH PAYMENT RENT', '100.00'),
];
const truth = ['03-02 credit 100', '03-05 debit 50', '03-09 credit 200', '03-12 debit 40', '03-16 credit 300', '03-18 debit 10', '03-20 debit 100'];

describe('a statement printed list by list, judged by its printed figures', () => {
  it('each list\'s column header names its own list\'s column, not the other lists\'', () => {
    const lines = page([
      [['Beginning Balance on March 1, 2026', 40], at('$1,000.00', 500)],
      [['Ending Balance on March 31, 2026', 40], at('$1,450.00', 500)],
      ...withdrawals('Withdrawals'),
      ...deposits('Deposits'),
    ]);
    expect(rows(lines)).toEqual(['03-02 credit 100', '03-05 debit 50', '03-09 credit 200', '03-16 credit 300', '03-20 debit 100']);
  });

  it('the summary\'s totals and item counts decide against a title, with no closing balance printed', () => {
    const lines = page([
      [['Account Summary', 40]],
      [['Deposits and Other Credits', 40], ['3', 300], at('$600.00', 500)],
      [['Withdrawals and Other Debits', 40], ['4', 300], at('$200.00', 500)],
      [],
      ...deposits(), ...returned, ...withdrawals(),
    ]);
    expect(rows(lines)).toEqual(truth);
  });

  it('the opening and closing decide against a title', () => {
    const lines = page([
      [['Beginning Balance on March 1, 2026', 40], at('$1,000.00', 500)],
      [['Ending Balance on March 31, 2026', 40], at('$1,400.00', 500)],
      [],
      ...deposits(), ...returned, ...withdrawals(),
    ]);
    expect(rows(lines)).toEqual(truth);
  });

  it('a daily-balance table decides against a title: each day\'s balance is the reading\'s end of day', () => {
    const lines = page([
      [['Beginning Balance on March 1, 2026', 40], at('$1,000.00', 500)],
      [],
      ...deposits(), ...returned, ...withdrawals(),
      [['Daily Ending Balance', 40]],
      [['Date', 40], at('Balance', 200), ['Date', 240], at('Balance', 400)],
      [['03/02', 40], at('1,100.00', 200), ['03/05', 240], at('1,050.00', 400)],
      [['03/09', 40], at('1,250.00', 200), ['03/12', 240], at('1,210.00', 400)],
      [['03/16', 40], at('1,510.00', 200), ['03/18', 240], at('1,500.00', 400)],
      [['03/20', 40], at('1,400.00', 200)],
    ]);
    expect(rows(lines)).toEqual(truth);
  });

  it('each list\'s own printed total decides against its title', () => {
    const lines = page([
      ...deposits(), [['Total Deposits and Additions', 40], at('$600.00', 500)],
      ...returned, [['Total', 40], at('$50.00', 500)],
      ...withdrawals(), [['Total Electronic Withdrawals', 40], at('$150.00', 500)],
      [['Total Withdrawals and Debits', 40], at('$200.00', 500)],
    ]);
    expect(rows(lines)).toEqual(truth);
  });
});

describe('a list printed twice', () => {
  it('the items listed again by kind add nothing the balances allow: shown once', () => {
    const lines = page([
      [['Beginning Balance on March 1, 2026', 40], at('$1,000.00', 500)],
      [['Ending Balance on March 31, 2026', 40], at('$1,450.00', 500)],
      [],
      ...deposits(), ...withdrawals(),
      [['Insurance and Rent Payments', 40]],
      [['Date', 40], ['Payee', 100], at('Amount', 500)],
      row('03/05', 'INSURANCE', '50.00'),
      row('03/20', 'RENT', '100.00'),
    ]);
    expect(rows(lines)).toEqual(['03-02 credit 100', '03-05 debit 50', '03-09 credit 200', '03-16 credit 300', '03-20 debit 100']);
  });
});

describe('--explain', () => {
  it('lists each printed figure and whether the chosen reading explains it', () => {
    const lines = page([
      [['Deposits and Other Credits', 40], ['3', 300], at('$600.00', 500)],
      [['Withdrawals and Other Debits', 40], ['4', 300], at('$999.00', 500)],
      [],
      ...deposits(), ...returned, ...withdrawals(),
    ]);
    const figures = read(lines).sections[0]!.figures;
    expect(figures).toContain('credits total of 3 items 600.00 (line 0: "Deposits and Other Credits 3"): explained');
    expect(figures).toContain('debits total of 4 items 999.00 (line 1: "Withdrawals and Other Debits 4"): CONTRADICTED (no reading explains it: not counted)');
  });
});
