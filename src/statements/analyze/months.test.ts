// metrics.md "Months", "End-of-day balances" and "Averages": long statements split by calendar month, days covered
// and partial months, averages over full months, printed balances as the evidence for end-of-day balances.
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { monthParts } from './months.ts';
import { balanced, doc, stmt, tx } from '../../../test/statements/builders.ts';
import { negativeDaysBehind, transactionsBehind, monthBalances } from './drill-down.ts';

/** One deposit of `amount` on the 10th of each month from..to (YYYY-MM), and a 100 debit on the 20th. */
function monthlyRows(months: [string, number][]) {
  return months.flatMap(([m, amount]) => [tx(`${m}-10`, amount, 'credit', 'CARD SETTLEMENT'), tx(`${m}-20`, 100, 'debit', 'RENT')]);
}

describe('a statement longer than 35 days is split by calendar month', () => {
  // A lender-side report of seven months: one statement from June 1 to December 30.
  const revenue: [string, number][] = [['2024-06', 0.5], ['2024-07', 12700], ['2024-08', 3100], ['2024-09', 8800.25],
    ['2024-10', 0.75], ['2024-11', 4200], ['2024-12', 9900]];
  const report = balanced({ period_start: '2024-06-01', period_end: '2024-12-30', beginning_balance: 1000, transactions: monthlyRows(revenue) });
  const r = analyze([doc([report])]);

  it('gives seven month entries with each month\'s own revenue', () => {
    expect(r.financials.months.map((m) => [m.date, m.total_credits, m.days_covered, m.partial])).toEqual([
      ['2024-06', 0.5, 30, false], ['2024-07', 12700, 31, false], ['2024-08', 3100, 31, false], ['2024-09', 8800.25, 30, false],
      ['2024-10', 0.75, 31, false], ['2024-11', 4200, 30, false], ['2024-12', 9900, 30, false],
    ]);
    // The statement keeps its own month label: the month of its period end.
    expect(r.parsing_details.statements[0]!.month).toBe('2024-12');
  });

  it('averages over the seven months, not one', () => {
    expect(r.financials.avg_monthly_revenue).toBe(5528.79); // 38701.5 / 7
  });

  it('the drill-down lists the rows of each month only', () => {
    const rows = transactionsBehind(r, '2024-09', 'revenue');
    expect(rows.map((x) => [x.tx.date, x.tx.amount])).toEqual([['2024-09-10', 8800.25]]);
    expect(rows[0]!.index).toBe(6);
  });

  it('a month-to-date printout: its edges are partial and the averages leave them out', () => {
    // 17 May to 5 July: May has 15 days, June 30, July 5.
    const s = balanced({ period_start: '2023-05-17', period_end: '2023-07-05', beginning_balance: 500,
      transactions: [tx('2023-05-18', 90000, 'credit', 'WIRE IN'), tx('2023-06-05', 3000, 'credit', 'DEPOSIT'), tx('2023-07-03', 20, 'debit', 'FEE')] });
    const out = analyze([doc([s])]);
    expect(out.financials.months.map((m) => [m.date, m.total_credits, m.days_covered, m.partial])).toEqual([
      ['2023-05', 90000, 15, true], ['2023-06', 3000, 30, false], ['2023-07', 0, 5, true],
    ]);
    expect(out.financials.avg_monthly_revenue).toBe(3000);
    expect(out.parsing_details.documents[0]!.warnings).not.toContain('partial_months_only');
  });

  it('a row dated before the period counts in the first part, after it in the last', () => {
    const s = stmt({ period_start: '2026-01-05', period_end: '2026-03-04',
      transactions: [tx('2026-01-02', 1, 'credit', 'A'), tx('2026-03-09', 2, 'credit', 'B')] });
    expect(monthParts({ ...s, month: '2026-03' }).map((p) => [p.month, p.days, p.transactions.length]))
      .toEqual([['2026-01', 27, 1], ['2026-02', 28, 0], ['2026-03', 4, 1]]);
  });
});

describe('statements of at most 35 days are one part', () => {
  it('a 03/15-04/14 statement counts as April with 31 days', () => {
    const s = balanced({ period_start: '2026-03-15', period_end: '2026-04-14', transactions: [tx('2026-03-20', 10, 'credit', 'DEPOSIT')] });
    const m = analyze([doc([s])]).financials.months;
    expect(m).toEqual([expect.objectContaining({ date: '2026-04', total_credits: 10, days_covered: 31, partial: false })]);
  });

  it('a 9-day portal report is partial; with every month partial the averages are over them and the parsing says so', () => {
    const s = balanced({ period_start: '2026-05-01', period_end: '2026-05-09', transactions: [tx('2026-05-04', 900, 'credit', 'DEPOSIT')] });
    const r = analyze([doc([s])]);
    expect(r.financials.months).toEqual([expect.objectContaining({ date: '2026-05', days_covered: 9, partial: true })]);
    expect(r.financials.avg_monthly_revenue).toBe(900);
    expect(r.parsing_details.documents[0]!.warnings).toContain('partial_months_only');
    expect(r.parsing_details.documents[0]!.warning_details?.find((w) => w.code === 'partial_months_only')?.message).toMatch(/2026-05: 9 days/);
  });

  it('two accounts of a month: days covered is the largest account\'s, not their sum', () => {
    const a = balanced({ account_number_last4: '1111', period_start: '2026-03-01', period_end: '2026-03-31', transactions: [] });
    const b = balanced({ account_number_last4: '2222', period_start: '2026-03-10', period_end: '2026-03-31', transactions: [] });
    expect(analyze([doc([a, b])]).financials.months[0]).toMatchObject({ days_covered: 31, partial: false });
  });
});

describe('end-of-day balances prefer the balances the statement prints', () => {
  // A month whose running balance dips below zero on three days; every row prints its balance.
  const rows = [
    tx('2026-03-02', 500, 'debit', 'RENT', { balance: -300 }),
    tx('2026-03-05', 1000, 'credit', 'DEPOSIT', { balance: 700 }),
    tx('2026-03-10', 900, 'debit', 'PAYROLL', { balance: -200 }),
    tx('2026-03-11', 400, 'credit', 'DEPOSIT', { balance: 200 }),
    tx('2026-03-20', 50, 'credit', 'DEPOSIT', { balance: 250 }),
  ];
  const whole = balanced({ beginning_balance: 200, transactions: rows });
  const full = analyze([doc([whole])]);

  it('with every row, the printed and the computed balances agree', () => {
    expect(full.financials.months[0]!.negative_days_count).toBe(4); // 03-02..03-04 and 03-10
    expect(full.parsing_details.statements[0]!.reconciled).toBe(true);
  });

  it('with rows lost (the document is cut), average daily balance and negative days still hold', () => {
    // The rows of 03-05 and 03-11 are missing from the document; its printed balances are still on the other rows.
    const cut = { ...whole, transactions: rows.filter((_, i) => i !== 1 && i !== 3) };
    const r = analyze([doc([cut])]);
    expect(r.parsing_details.statements[0]!.reconciled).toBe(false);
    expect(r.financials.avg_daily_balance).not.toBe(full.financials.avg_daily_balance); // days 03-05..03-09 are unknown
    // The printed evidence: -300 from 03-02 to 03-09, -200 from 03-10 to 03-19 (computed from the opening, every day
    // from 03-02 on would be negative: 30).
    expect(r.financials.months[0]!.negative_days_count).toBe(18);
  });

  it('a daily-balance table decides every day it prints, even where rows are lost', () => {
    const table = [['2026-03-01', 200], ['2026-03-02', -300], ['2026-03-05', 700], ['2026-03-10', -200], ['2026-03-11', 200], ['2026-03-20', 250]]
      .map(([date, balance]) => ({ date: date as string, balance: balance as number }));
    const cut = { ...whole, transactions: rows.filter((_, i) => i !== 1 && i !== 3), printed_daily_balances: table };
    const r = analyze([doc([cut])]);
    expect(r.financials.avg_daily_balance).toBe(full.financials.avg_daily_balance);
    expect(r.financials.months[0]!.negative_days_count).toBe(4);
    expect(r.parsing_details.statements[0]!.daily_balances).toEqual(full.parsing_details.statements[0]!.daily_balances);
    expect(negativeDaysBehind(r, '2026-03').map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-10']);
  });

  it('rows printed newest first: the day\'s last posting is its first printed row', () => {
    const newest = [tx('2026-03-09', 50, 'credit', 'C', { balance: 150 }), tx('2026-03-09', 200, 'debit', 'B', { balance: 100 }),
      tx('2026-03-02', 10, 'debit', 'A', { balance: 300 })];
    const r = analyze([doc([balanced({ beginning_balance: 310, period_end: '2026-03-10', transactions: newest })])]);
    expect(r.parsing_details.statements[0]!.daily_balances.find((d) => d.date === '2026-03-09')?.balance).toBe(150);
  });
});

describe('month balances for the desk', () => {
  it('a long statement\'s month ends on its end-of-day balance at the month\'s last day', () => {
    const s = balanced({ period_start: '2026-01-01', period_end: '2026-02-28', beginning_balance: 100,
      transactions: [tx('2026-01-15', 50, 'credit', 'DEPOSIT'), tx('2026-02-10', 30, 'debit', 'FEE')] });
    const r = analyze([doc([s])]);
    expect(monthBalances(r, '2026-01').ending_balance).toBe(150);
    expect(monthBalances(r, '2026-02').ending_balance).toBe(120);
  });
});
