// Every filter that sets a record apart after the classification says why, in the trace (`LineTrace.dropped`): a
// printed subtotal, a pending item, a list printed twice, a check listed again, a row dated outside the period.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import type { LineTrace } from '../types.ts';
import { page, at, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';
import { DROPPED } from './dropped.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-03-01', end: '2026-03-31' } };
const read = (lines: Line[]) => {
  const trace: LineTrace[] = [];
  const r = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts(), trace);
  return { figures: r.sections[0]?.figures ?? [], rows: r.statements.flatMap((s) => s.transactions.map((t) => `${t.date.slice(5)} ${t.direction} ${t.amount}`)), trace, dropped: new Map(trace.filter((e) => e.dropped).map((e) => [e.line, e.dropped])) };
};
const row = (d: string, t: string, out: string, inn: string, bal: string): Cell[] => [[d, 40], [t, 100], ...(out ? [at(out, 380)] : []), ...(inn ? [at(inn, 460)] : []), at(bal, 540)];

describe('a record set apart says why', () => {
  it('a printed subtotal (a line of column sums), a pending item', () => {
    const r = read(page([
      [['Beginning Balance', 40], at('1,000.00', 540)],
      [['Date', 40], ['Description', 100], at('Withdrawals', 380), at('Deposits', 460), at('Balance', 540)],
      row('03/02', 'MERCHANT DEPOSIT', '', '100.00', '1,100.00'),
      row('03/05', 'ACH PAYMENT', '50.00', '', '1,050.00'),
      row('03/09', 'MERCHANT DEPOSIT', '', '200.00', '1,250.00'),
      [at('50.00', 380), at('300.00', 460)],
      [['Ending Balance', 40], at('1,250.00', 540)],
      [],
      [['Pending Transactions', 40]],
      [['Date', 40], ['Description', 100], at('Withdrawals', 380), at('Deposits', 460), at('Balance', 540)],
      [['Pending', 40], ['CARD PURCHASE', 100], at('20.00', 380)],
    ]));
    expect(r.rows).toEqual(['03-02 credit 100', '03-05 debit 50', '03-09 credit 200']);
    expect([...r.dropped.entries()]).toEqual([[5, DROPPED.subtotal], [9, DROPPED.pending]]);
    expect(r.figures).toContain('page subtotal 50.00 300.00 (line 5, known by its sums): explained (each figure the sum of its column above it; set apart, not a row)');
  });

  it('a list printed twice: the second is shown once, and its rows say so', () => {
    const list = (title: string, rows: Cell[][]): Cell[][] => [[[title, 40]], [['Date', 40], ['Description', 100], at('Amount', 500)], ...rows.map((x) => x)];
    const r = read(page([
      [['Beginning Balance on March 1, 2026', 40], at('$1,000.00', 500)],
      [['Ending Balance on March 31, 2026', 40], at('$1,450.00', 500)],
      [],
      ...list('Deposits and Additions', [[['03/02', 40], ['MERCHANT BANKCARD DEP', 100], at('100.00', 500)], [['03/09', 40], ['MERCHANT BANKCARD DEP', 100], at('200.00', 500)], [['03/16', 40], ['SQUARE INC TRANSFER', 100], at('300.00', 500)]]),
      ...list('Electronic Withdrawals', [[['03/05', 40], ['ACH PAYMENT INSURANCE', 100], at('50.00', 500)], [['03/20', 40], ['ACH PAYMENT RENT', 100], at('100.00', 500)]]),
      ...list('Insurance and Rent Payments', [[['03/05', 40], ['INSURANCE', 100], at('50.00', 500)], [['03/20', 40], ['RENT', 100], at('100.00', 500)]]),
    ]));
    expect(r.rows).toHaveLength(5);
    expect([...r.dropped.entries()]).toEqual([[13, DROPPED.repeatedList], [14, DROPPED.repeatedList]]);
  });
});
