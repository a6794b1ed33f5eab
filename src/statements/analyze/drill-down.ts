// What makes each figure of a finished ParseResult: the transactions behind a month's revenue, true revenue and NSF
// count, the days behind its negative-days count, the debits behind each position. Built from the same predicates
// the figures are computed with (metrics.ts, positions.ts), so a list and its figure cannot disagree; the dashboard
// shows these lists.
import type { ParseResult, StatementResult, Transaction } from '../types.ts';
import { fromCents, toCents } from '../money.ts';
import {
  avgDailyBalance, countsAsNsf, countsInCredits, countsInTrueCredits, negativeDays, statementsOfMonth, type MetricStatement,
} from './metrics.ts';
import { positionDebits } from './positions.ts';

export const MONTH_METRICS = ['revenue', 'true_revenue', 'nsf', 'negative_days'] as const;
export type MonthMetric = (typeof MONTH_METRICS)[number];
export type TransactionMetric = Exclude<MonthMetric, 'negative_days'>;

/** The month figure (metrics.md "Months") each metric explains. */
export const METRIC_FIELD = {
  revenue: 'total_credits', true_revenue: 'total_true_credits', nsf: 'nsf_count', negative_days: 'negative_days_count',
} as const;

const COUNTS: Record<TransactionMetric, (t: Transaction) => boolean> = {
  revenue: countsInCredits, true_revenue: countsInTrueCredits, nsf: countsAsNsf,
};

/** A transaction with where it is: `statement` indexes parsing_details.statements, `index` its transactions. */
export interface TransactionRef { statement: number; index: number; tx: Transaction }

/** Statements with their index in the result, so every row can point back to its statement. */
const indexed = (result: ParseResult) => result.parsing_details.statements.map((s, statement) => ({ ...s, statement }));

/** The month's transactions that a figure counts, in statement then row order. */
export function transactionsBehind(result: ParseResult, month: string, metric: TransactionMetric): TransactionRef[] {
  const counts = COUNTS[metric];
  const out: TransactionRef[] = [];
  for (const s of statementsOfMonth(indexed(result), month)) {
    s.transactions.forEach((tx, index) => { if (counts(tx)) out.push({ statement: s.statement, index, tx }); });
  }
  return out;
}

export interface NegativeDay { statement: number; date: string; balance: number }

/** The month's days whose end-of-day balance was below zero, per statement. */
export function negativeDaysBehind(result: ParseResult, month: string): NegativeDay[] {
  return statementsOfMonth(indexed(result), month)
    .flatMap((s) => negativeDays(s).map((d) => ({ statement: s.statement, date: d.date, balance: fromCents(d.cents) })));
}

/** The figure a list adds up to: money in dollars for revenue and true revenue, a count for NSF. */
export function totalOf(metric: TransactionMetric, rows: TransactionRef[]): number {
  if (metric === 'nsf') return rows.length;
  let cents = 0;
  for (const r of rows) cents += toCents(r.tx.amount);
  return fromCents(cents);
}

/** An account key for statements of a finished result (the engine's own account ids are not kept in it). */
const accountOf = (s: StatementResult) => [s.bank_name, s.account_number_last4, s.account_holder].map((v) => (v ?? '').toUpperCase().trim()).join('|');

/**
 * Balances of a month, for the dashboard (metrics.md defines no monthly balance): the average daily balance computed by
 * the financials' own rule over the month's statements, and the month's ending balances added up (null when one is
 * not printed).
 */
export function monthBalances(result: ParseResult, month: string): { avg_daily_balance: number | null; ending_balance: number | null } {
  const statements = statementsOfMonth(result.parsing_details.statements, month);
  if (statements.length === 0) return { avg_daily_balance: null, ending_balance: null };
  const metric: MetricStatement[] = statements.map((s) => ({ ...s, account: accountOf(s) }));
  const ends = statements.map((s) => s.ending_balance);
  return {
    avg_daily_balance: avgDailyBalance(metric),
    ending_balance: ends.some((e) => e === null) ? null : fromCents(ends.reduce((acc: number, e) => acc + toCents(e!), 0)),
  };
}

/** The payment debits behind each position of the result, by position name (date order). */
export function positionDebitsOf(result: ParseResult): Map<string, TransactionRef[]> {
  const refs: (TransactionRef & Transaction)[] = [];
  for (const s of indexed(result)) s.transactions.forEach((tx, index) => refs.push({ ...tx, statement: s.statement, index, tx }));
  const out = new Map<string, TransactionRef[]>();
  for (const [name, { debits }] of positionDebits(refs)) {
    out.set(name, debits.map(({ statement, index, tx }) => ({ statement, index, tx })).sort((a, b) => a.tx.date.localeCompare(b.tx.date)));
  }
  return out;
}
