import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze, reconcile } from './analyze.ts';
import { balanced, doc, stmt, tx } from '../../../test/statements/builders.ts';

describe('daily balances and negative days', () => {
  it('carries the balance over days without rows and counts days below zero', () => {
    // Begin 100; 03-03 debit 150 -> -50 (03-03..03-05 negative: 3 days); 03-06 credit 100 -> 50.
    const s = balanced({
      period_start: '2026-03-01', period_end: '2026-03-10', beginning_balance: 100,
      transactions: [tx('2026-03-03', 150, 'debit', 'RENT'), tx('2026-03-06', 100, 'credit', 'DEPOSIT')],
    });
    const r = analyze([doc([s])]);
    const days = r.parsing_details.statements[0]!.daily_balances;
    expect(days).toHaveLength(10);
    expect(days.slice(0, 6).map((d) => d.balance)).toEqual([100, 100, -50, -50, -50, 50]);
    expect(r.financials.months[0]!.negative_days_count).toBe(3);
    // Mean over the 10 days: (100*2 + -50*3 + 50*5) / 10 = 30.
    expect(r.financials.avg_daily_balance).toBe(30);
  });

  it('a day whose last row brings the balance back to zero or above is not negative', () => {
    const s = balanced({
      period_start: '2026-03-01', period_end: '2026-03-02', beginning_balance: 10,
      transactions: [tx('2026-03-01', 20, 'debit', 'X'), tx('2026-03-01', 15, 'credit', 'Y')],
    });
    expect(analyze([doc([s])]).financials.months[0]!.negative_days_count).toBe(0);
  });
});

describe('months', () => {
  it('a December-January statement is labelled by its end month; months sorted oldest first', () => {
    const dec = balanced({ period_start: '2025-12-15', period_end: '2026-01-14', transactions: [tx('2025-12-20', 100, 'credit', 'DEPOSIT')] });
    const nov = balanced({ period_start: '2025-11-15', period_end: '2025-12-14', transactions: [tx('2025-11-20', 50, 'credit', 'DEPOSIT')] });
    const r = analyze([doc([dec]), doc([nov], { file_name: 'nov.pdf' })]);
    expect(r.financials.months.map((m) => [m.date, m.total_credits])).toEqual([['2025-12', 50], ['2026-01', 100]]);
    expect(r.parsing_details.statements.map((s) => s.month)).toEqual(['2026-01', '2025-12']);
  });

  it('adds several accounts of the same month together', () => {
    // Account a is below zero on 03-02 and 03-03 (2 days); b never.
    const a = balanced({ account_number_last4: '1111', transactions: [tx('2026-03-02', 10, 'debit', 'NSF FEE'), tx('2026-03-04', 100, 'credit', 'DEPOSIT')] });
    const b = balanced({ account_number_last4: '2222', transactions: [tx('2026-03-04', 200.5, 'credit', 'DEPOSIT'), tx('2026-03-05', 25, 'credit', 'TRANSFER FROM CHK 1111')] });
    const r = analyze([doc([a, b])]);
    expect(r.financials.months).toEqual([{ date: '2026-03', total_credits: 325.5, total_true_credits: 300.5,
      negative_days_count: 2, nsf_count: 1, deposit_count: 2, days_covered: 31, partial: false }]);
  });

  it('avg_daily_balance adds up the accounts\' means', () => {
    const a = stmt({ account_number_last4: '1111', beginning_balance: 1000, ending_balance: 1000 });
    const b = stmt({ account_number_last4: '2222', beginning_balance: 250.5, ending_balance: 250.5 });
    expect(analyze([doc([a, b])]).financials.avg_daily_balance).toBe(1250.5);
    // One account over two months: a mean over all 61 days, not a mean of means.
    const m1 = stmt({ period_start: '2026-03-01', period_end: '2026-03-31', beginning_balance: 100, ending_balance: 100 });
    const m2 = stmt({ period_start: '2026-04-01', period_end: '2026-04-30', beginning_balance: 100, ending_balance: 100,
      transactions: [tx('2026-04-01', 100, 'credit', 'DEPOSIT')] });
    m2.ending_balance = 200;
    expect(analyze([doc([m1, m2])]).financials.avg_daily_balance).toBe(round((100 * 31 + 200 * 30) / 61));
  });

  it('averages over months, 2 decimals', () => {
    const mk = (m: string, nsf: number) => balanced({
      period_start: `2026-${m}-01`, period_end: `2026-${m}-28`,
      transactions: Array.from({ length: nsf }, (_, i) => tx(`2026-${m}-0${i + 1}`, 35, 'debit', 'OVERDRAFT FEE')),
    });
    const r = analyze([doc([mk('01', 1), mk('02', 0), mk('03', 0)])]);
    expect(r.financials.avg_nsf_count).toBe(0.33);
  });
});

function round(x: number) { return Math.round(x * 100) / 100; }

describe('statements', () => {
  it('the same account and period uploaded twice counts once; the later copy is flagged and left out', () => {
    const s = balanced({ transactions: [tx('2026-03-02', 100, 'credit', 'DEPOSIT')] });
    const r = analyze([doc([s]), doc([structuredClone(s)], { file_name: 'copy.pdf' })]);
    expect(r.parsing_details.statements).toHaveLength(1);
    expect(r.parsing_details.documents[0]!.warnings).toEqual([]);
    expect(r.parsing_details.documents[1]!.warnings).toContain('duplicate_statement');
    expect(r.financials.months[0]!.total_credits).toBe(100);
  });

  it('two accounts printed with the same masked number and period are two accounts, not a duplicate', () => {
    const a = stmt({ beginning_balance: 100, ending_balance: 100 });
    const b = stmt({ beginning_balance: 900, ending_balance: 900 });
    const r = analyze([doc([a, b])]);
    expect(r.parsing_details.statements).toHaveLength(2);
    expect(r.financials.avg_daily_balance).toBe(1000);
  });

  it('infers a missing period start from the previous statement of the account, else the first of the month', () => {
    const feb = balanced({ period_start: '2026-01-16', period_end: '2026-02-15', transactions: [] });
    const mar = balanced({ period_start: null, period_end: '2026-03-15', transactions: [] });
    const other = balanced({ account_number_last4: '9999', period_start: null, period_end: '2026-03-15', transactions: [] });
    const r = analyze([doc([mar, feb, other])]);
    expect(r.parsing_details.statements.map((s) => s.period_start)).toEqual(['2026-02-16', '2026-01-16', '2026-03-01']);
  });

  it('reconciles to the cent and reports the difference', () => {
    const s = stmt({ beginning_balance: 100, ending_balance: 150, transactions: [tx('2026-03-02', 50.01, 'credit', 'DEPOSIT')] });
    const r = analyze([doc([s])]);
    expect(r.parsing_details.statements[0]!.reconciled).toBe(false);
    expect(r.parsing_details.statements[0]!.reconciliation_difference).toBe(0.01);
    expect(r.parsing_details.documents[0]!.warnings).toContain('unreconciled');
    expect(r.parsing_details.documents[0]!.warning_details).toEqual([{ code: 'unreconciled', message:
      'statement 1 (...1234, 2026-03): beginning 100.00 + credits 50.01 - debits 0.00 differs from the printed ending 150.00 by 0.01; no reading of the rows verified' }]);
    expect(reconcile(0.1, 0.3, 20, 0).reconciled).toBe(true);
  });

  it('without both balances, reconciles against printed totals, else is not checkable', () => {
    expect(reconcile(null, 10, 500, 0, 5, 0)).toEqual({ reconciled: true, difference: 0, checkable: true });
    expect(reconcile(null, null, 500, 0, null, null)).toEqual({ reconciled: false, difference: 0, checkable: false });
    const r = analyze([doc([stmt({ beginning_balance: null, ending_balance: null })])]);
    expect(r.parsing_details.documents[0]!.warnings).toEqual([]);
  });
});

describe('properties', () => {
  const row = fc.record({
    day: fc.integer({ min: 1, max: 28 }),
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    direction: fc.constantFrom('credit', 'debit') as fc.Arbitrary<'credit' | 'debit'>,
    description: fc.constantFrom('DEPOSIT', 'TRANSFER FROM SAV', 'KAPITUS SERVICIN', 'NSF FEE', 'CHECK 101', 'INTEREST PAID',
      'REFUND', 'FORA FINANCIAL FUNDING', 'ZELLE FROM X', 'ACH DEBIT ACME SUPPLY'),
  });
  type Row = { day: number; cents: number; direction: 'credit' | 'debit'; description: string };
  const build = (rows: Row[]) => rows.map((r) =>
    tx(`2026-03-${String(r.day).padStart(2, '0')}`, r.cents / 100, r.direction, r.description));
  // Expected sums from the generated integer cents, not from the engine's own money helpers.
  const centsOf = (rows: Row[], direction: 'credit' | 'debit') =>
    rows.filter((r) => r.direction === direction).reduce((s, r) => s + r.cents, 0);

  it('month total_credits equals the sum of credit rows; true credits never exceed it', () => {
    fc.assert(fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
      const txs = build(rows);
      const r = analyze([doc([balanced({ beginning_balance: 1000, transactions: txs })])]);
      const m = r.financials.months[0]!;
      return Math.round(m.total_credits * 100) === centsOf(rows, 'credit') && m.total_true_credits <= m.total_credits;
    }));
  });

  it('categorising never changes the statement sums or the reconciliation', () => {
    fc.assert(fc.property(fc.array(row, { maxLength: 60 }), (rows) => {
      const txs = build(rows);
      const r = analyze([doc([balanced({ beginning_balance: 1000, transactions: txs })])]);
      const s = r.parsing_details.statements[0]!;
      return s.reconciled && Math.round(s.total_credits * 100) === centsOf(rows, 'credit') &&
        Math.round(s.total_debits * 100) === centsOf(rows, 'debit') && s.transactions.length === txs.length;
    }));
  });
});
