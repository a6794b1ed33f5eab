// The one scorer's rules (test/statements/score.ts) on hand-made rows and statements, so a change to how a reading is
// paired with its truth shows here before it moves a figure of the corpus or the generator.
import { describe, expect, it } from 'vitest';
import { fieldMatches, pairRows, pairStatements, scoreStatements, scoreTransactions, totals, type Row, type StatementLike } from './score.ts';

const row = (date: string, amount: number, direction: 'credit' | 'debit', description: string): Row => ({ date, amount, direction, description });

describe('row pairing', () => {
  it('pairs duplicates of one date and amount as a multiset, equal descriptions first', () => {
    const truth = [row('2026-03-02', 35, 'debit', 'OD ITEM FEE'), row('2026-03-02', 35, 'debit', 'RETURNED ITEM FEE'),
      row('2026-03-02', 35, 'debit', 'OD ITEM FEE')];
    const got = [row('2026-03-02', 35, 'debit', 'RETURNED ITEM FEE'), row('2026-03-02', 35.001, 'debit', 'OD ITEM FEE')];
    const p = pairRows(truth, got);
    expect(p.pairs.map((x) => [x.t.description, x.g.description])).toEqual([['OD ITEM FEE', 'OD ITEM FEE'], ['RETURNED ITEM FEE', 'RETURNED ITEM FEE']]);
    expect(p.missed).toEqual([truth[2]]);
    expect(p.extra).toEqual([]);
    expect(scoreTransactions(truth, got)).toEqual({ truth: 3, got: 2, matched: 2, matchedDesc: 2 });
  });

  it('does not spend a row a later truth row describes exactly (the old greedy rule counted 0 descriptions here)', () => {
    const truth = [row('2026-03-05', 100, 'credit', 'DEPOSIT A'), row('2026-03-05', 100, 'credit', 'DEPOSIT B')];
    const got = [row('2026-03-05', 100, 'credit', 'DEPOSIT B')];
    expect(scoreTransactions(truth, got)).toEqual({ truth: 2, got: 1, matched: 1, matchedDesc: 1 });
    expect(pairRows(truth, got).missed).toEqual([truth[0]]);
  });

  it('never pairs a credit with a debit of the same date and amount', () => {
    const p = pairRows([row('2026-03-09', 12.5, 'credit', 'REFUND')], [row('2026-03-09', 12.5, 'debit', 'REFUND')]);
    expect(p.pairs).toEqual([]);
    expect(p.missed).toHaveLength(1);
    expect(p.extra).toHaveLength(1);
  });

  it('pairs a row whose description differs, and counts the description wrong; whitespace does not matter, case does', () => {
    const truth = [row('2026-03-10', 9, 'debit', 'CARD PURCHASE  ACME\nSTORE'), row('2026-03-11', 9, 'debit', 'Check 2081'),
      row('2026-03-12', 9, 'debit', 'Wire Fee')];
    const got = [row('2026-03-10', 9, 'debit', 'CARD PURCHASE ACME STORE '), row('2026-03-11', 9, 'debit', '2081 Check'),
      row('2026-03-12', 9, 'debit', 'WIRE FEE')];
    expect(scoreTransactions(truth, got)).toEqual({ truth: 3, got: 3, matched: 3, matchedDesc: 1 });
  });
});

const stmt = (over: Partial<StatementLike>): StatementLike => ({ bank_name: 'Wells Fargo Bank, N.A.', account_holder: 'ACME LLC',
  account_number_last4: '1111', period_start: '2026-03-01', period_end: '2026-03-31', beginning_balance: 100, ending_balance: 200,
  transactions: [], ...over });

describe('statement pairing and header fields', () => {
  it('pairs two accounts of one period by the fields they agree on, even with a last4 misread and the order reversed', () => {
    const checking = stmt({ transactions: [row('2026-03-03', 100, 'credit', 'DEPOSIT')] });
    const savings = stmt({ account_number_last4: '2222', beginning_balance: 5000, ending_balance: 5001 });
    const readChecking = { ...checking, account_number_last4: '1118' };
    // Pairing by last4 + period, then by period alone, gave the checking truth the savings reading here.
    expect(pairStatements([checking, savings], [savings, readChecking])).toEqual([readChecking, savings]);
  });

  it('counts the rows of a reading that pairs with no truth statement as false positives', () => {
    const truth = stmt({ transactions: [row('2026-03-03', 100, 'credit', 'DEPOSIT')] });
    const phantom = stmt({ account_number_last4: '9999', period_start: '2025-01-01', period_end: '2025-01-31', beginning_balance: 1,
      ending_balance: 2, transactions: [row('2025-01-05', 7, 'debit', 'X'), row('2025-01-06', 8, 'debit', 'Y')] });
    const s = scoreStatements('f.pdf', [truth], [truth, phantom]);
    expect(s.extraStatements).toBe(1);
    expect(totals(s)).toMatchObject({ truth: 1, got: 3, matched: 1, headerOk: 7, headerTotal: 7 });
  });

  it('compares header fields by the written rules', () => {
    const t = stmt({});
    expect(fieldMatches('bank_name', t, stmt({ bank_name: 'WELLSFARGO' }))).toBe(true);
    expect(fieldMatches('bank_name', t, stmt({ bank_name: 'N.A' }))).toBe(false);        // too short to name a bank
    expect(fieldMatches('bank_name', stmt({ bank_name: null }), stmt({ bank_name: null }))).toBe(true);
    expect(fieldMatches('account_holder', t, stmt({ account_holder: ' ACME\n LLC' }))).toBe(true);
    expect(fieldMatches('account_holder', t, stmt({ account_holder: 'Acme LLC' }))).toBe(false);
    expect(fieldMatches('account_holder', t, stmt({ account_holder: 'ACME INC' }))).toBe(false);
    expect(fieldMatches('beginning_balance', t, stmt({ beginning_balance: 100.004 }))).toBe(true);
    expect(fieldMatches('period_end', t, stmt({ period_end: '2026-03-30' }))).toBe(false);
    expect(fieldMatches('account_number_last4', t, undefined)).toBe(false);
  });
});
