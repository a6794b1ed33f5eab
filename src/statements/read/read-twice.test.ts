// A list that does not reconcile but prints the very opening and closing of another list of the same account that
// does (a fee summary after the statement read with the summary above it) is that statement's figures read twice.
import { describe, expect, it } from 'vitest';
import type { ExtractedStatement } from '../types.ts';
import { readTwice } from './document.ts';

const st = (b: number, e: number, rows: [number, 'credit' | 'debit'][], last4 = '4003'): ExtractedStatement => ({
  bank_name: null, account_holder: null, holder_block: [], account_number_last4: last4, account_type: null, period_start: '2026-09-01', period_end: '2026-11-30',
  beginning_balance: b, ending_balance: e, printed_total_credits: null, printed_total_debits: null, pages: [1, 1], amount_fonts: {},
  transactions: rows.map(([amount, direction]) => ({ date: '2026-09-30', description: 'X', amount, direction, balance: null, section: null, page: 1 })),
});

describe('a statement read twice', () => {
  const real = st(-619.84, 1034.55, [[1654.39, 'credit']]);
  const fees = st(-619.84, 1034.55, [[0.5, 'debit'], [0.3, 'debit']]);
  it('is the unreconciled list with the balances of one that reconciles', () => {
    expect(readTwice(fees, [real, fees])).toBe(true);
    expect(readTwice(real, [real, fees])).toBe(false);
  });
  it('is not another account, nor a list alone, nor one whose balances differ', () => {
    expect(readTwice(st(-619.84, 1034.55, [[0.5, 'debit']], '9999'), [real])).toBe(false);
    expect(readTwice(fees, [fees])).toBe(false);
    expect(readTwice(st(-619.84, 1000, [[0.5, 'debit']]), [real])).toBe(false);
  });
});
