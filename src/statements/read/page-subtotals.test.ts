// Every printed figure is a judge (issue 32, item 2): the subtotals a page prints for its own rows ("Total credits this
// page", "Debits carried forward", "Subtotal") and the item counts printed without a figure ("3 Deposits/Credits",
// "Total 7 items") vote like the summary's totals. Each statement here prints no running balance and no total of the
// whole period: its lists' directions are decided by those figures alone, against a title that names the wrong one.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { page, at, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-03-01', end: '2026-03-31' } };
const row = (d: string, t: string, a: string): Cell[] => [[d, 40], [t, 100], at(a, 500)];
const list = (title: string, ...rs: Cell[][]): Cell[][] => [[[title, 40]], [['Date', 40], ['Description', 100], at('Amount', 500)], ...rs];
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts());
const rows = (lines: Line[]) => read(lines).statements.flatMap((s) => s.transactions.map((t) => `${t.date.slice(5)} ${t.direction} ${t.amount}`));

// Deposited items returned unpaid are charged back: debits, under a title that names deposits.
const truth = ['03-02 credit 100', '03-05 debit 50', '03-09 credit 200', '03-12 debit 40', '03-16 credit 300', '03-18 debit 10', '03-20 debit 100'];
const page1 = (...foot: Cell[][]): Cell[][] => [
  ...list('Deposits and Additions', row('03/02', 'MERCHANT BANKCARD DEP', '100.00'), row('03/09', 'MERCHANT BANKCARD DEP', '200.00')),
  ...list('Returned Deposits', row('03/12', 'DEPOSITED ITEM RETURNED NSF', '40.00')),
  ...foot,
];
const page2 = (head: Cell[][], ...foot: Cell[][]): Cell[][] => [
  ...head,
  ...list('Deposits and Additions (continued)', row('03/16', 'SQUARE INC TRANSFER', '300.00')),
  ...list('Returned Deposits (continued)', row('03/18', 'DEPOSITED ITEM RETURNED', '10.00')),
  ...list('Electronic Withdrawals', row('03/05', 'ACH PAYMENT INSURANCE', '50.00'), row('03/20', 'ACH PAYMENT RENT', '100.00')),
  ...foot,
];

describe('page subtotals judge the readings', () => {
  it('each page\'s credits and debits decide against a title', () => {
    const lines = [
      ...page(page1([['Total Credits This Page', 40], at('300.00', 500)], [['Total Debits This Page', 40], at('40.00', 500)]), 1),
      ...page(page2([], [['Total Credits This Page', 40], at('300.00', 500)], [['Total Debits This Page', 40], at('160.00', 500)]), 2),
    ];
    expect(rows(lines)).toEqual(truth);
  });

  it('a total carried forward to the next page (naming no balance) is a subtotal of the rows, not a balance', () => {
    const lines = [
      ...page(page1([['Debits carried forward', 40], at('40.00', 500)]), 1),
      ...page(page2([[['Debits brought forward', 40], at('40.00', 500)]]), 2),
    ];
    expect(rows(lines)).toEqual(truth);
    const figures = read(lines).sections[0]!.figures;
    expect(figures).toContain('page subtotal debits 40.00 (line 7: "Debits carried forward"): explained');
    expect(figures).toContain('page subtotal debits 40.00 (line 8: "Debits brought forward"): explained');
  });

  it('a subtotal the rows above it contradict is shown so', () => {
    const lines = [
      ...page(page1([['Total Credits This Page', 40], at('300.00', 500)], [['Subtotal', 40], at('999.00', 500)]), 1),
      ...page(page2([]), 2),
    ];
    const figures = read(lines).sections[0]!.figures;
    expect(figures).toContain('page subtotal credits 300.00 (line 7: "Total Credits This Page"): explained');
    expect(figures).toContain('page subtotal of list "returned deposits" 999.00 (line 8: "Subtotal"): CONTRADICTED (no reading explains it: not counted)');
  });
});

describe('item counts printed without a figure judge the readings', () => {
  // The same lists on one page, each printed once.
  const lists = [
    ...list('Deposits and Additions', row('03/02', 'MERCHANT BANKCARD DEP', '100.00'), row('03/09', 'MERCHANT BANKCARD DEP', '200.00'), row('03/16', 'SQUARE INC TRANSFER', '300.00')),
    ...list('Returned Deposits', row('03/12', 'DEPOSITED ITEM RETURNED NSF', '40.00'), row('03/18', 'DEPOSITED ITEM RETURNED', '10.00')),
    ...list('Electronic Withdrawals', row('03/05', 'ACH PAYMENT INSURANCE', '50.00'), row('03/20', 'ACH PAYMENT RENT', '100.00')),
  ];
  it('"3 Deposits/Credits" and "4 Withdrawals/Debits" decide against a title', () => {
    const lines = page([[['Account Summary', 40]], [['3', 40], ['Deposits/Credits', 60]], [['4', 40], ['Withdrawals/Debits', 60]], [['Total 7 items', 40]], [], ...lists]);
    expect(rows(lines)).toEqual(truth);
    const figures = read(lines).sections[0]!.figures;
    expect(figures).toContain('count of credits: 3 (line 1: "3 Deposits/Credits"): explained');
    expect(figures).toContain('count of all items: 7 (line 3: "Total 7 items"): explained');
  });

  it('counts printed in one sentence ("7 posted transactions (3 money in, 4 money out)")', () => {
    const lines = page([...lists, [['7 posted transactions (3 money in, 4 money out)', 40]]]);
    expect(rows(lines)).toEqual(truth);
  });

  it('a number that counts nothing ("Page 1 of 2") is no figure', () => {
    const lines = page([[['Page 1 of 2', 40]], ...lists]);
    expect(read(lines).sections[0]!.figures.filter((f) => f.startsWith('count'))).toEqual([]);
  });
});
