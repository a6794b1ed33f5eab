// What makes each figure of a finished ParseResult: the transactions behind a month's revenue, true revenue and NSF
// count, the days behind its negative-days count, the debits behind each position. Built from the same predicates
// the figures are computed with (metrics.ts, positions.ts), so a list and its figure cannot disagree; the dashboard
// shows these lists.
import type { ParseResult, StatementResult, Transaction } from '../types.ts';
import { fromCents, round2, toCents } from '../money.ts';
import { countsAsNsf, countsInCredits, countsInTrueCredits } from './metrics.ts';
import { monthParts, type MonthPart } from './months.ts';
import { positionDebits } from './positions.ts';
import { isCardStatement } from './cards.ts';

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
// A credit-card statement counts in no figure (cards.ts): no row of it is behind one.
const indexed = (result: ParseResult) => result.parsing_details.statements.map((s, statement) => ({ ...s, statement })).filter((s) => !isCardStatement(s));

type Indexed = StatementResult & { statement: number };

/** The parts of the result's statements that fall in a month (a long statement is split by calendar month). */
function partsOfMonth(result: ParseResult, month: string): MonthPart<Indexed>[] {
  return indexed(result).flatMap((s) => monthParts(s)).filter((p) => p.month === month);
}

/** A part's end-of-day balances, as the result stores them (the same ones its figures were computed from). */
const partDays = (p: MonthPart<Indexed>) =>
  p.statement.daily_balances.filter((d) => (p.start === null || d.date >= p.start) && (p.end === null || d.date <= p.end));

/** The month's transactions that a figure counts, in statement then row order. */
export function transactionsBehind(result: ParseResult, month: string, metric: TransactionMetric): TransactionRef[] {
  const counts = COUNTS[metric];
  const out: TransactionRef[] = [];
  for (const p of partsOfMonth(result, month)) {
    const inPart = new Set(p.transactions);
    p.statement.transactions.forEach((tx, index) => {
      if (inPart.has(tx) && counts(tx)) out.push({ statement: p.statement.statement, index, tx });
    });
  }
  return out;
}

export interface NegativeDay { statement: number; date: string; balance: number }

/** The month's days whose end-of-day balance was below zero, per statement. */
export function negativeDaysBehind(result: ParseResult, month: string): NegativeDay[] {
  return partsOfMonth(result, month)
    .flatMap((p) => partDays(p).filter((d) => d.balance < 0).map((d) => ({ statement: p.statement.statement, date: d.date, balance: d.balance })));
}

/** The figure a list adds up to: money in dollars for revenue and true revenue, a count for NSF. */
export function totalOf(metric: TransactionMetric, rows: TransactionRef[]): number {
  if (metric === 'nsf') return rows.length;
  let cents = 0;
  for (const r of rows) cents += toCents(r.tx.amount);
  return fromCents(cents);
}

/** An account key for statements of a finished result (the engine's own account ids are not kept in it). */
export const accountOf = (s: Pick<StatementResult, 'bank_name' | 'account_number_last4' | 'account_holder'>): string =>
  [s.bank_name, s.account_number_last4, s.account_holder].map((v) => (v ?? '').toUpperCase().trim()).join('|');

/**
 * Balances of a month, for the dashboard and exports (metrics.md defines no monthly balance): the average daily balance
 * by the financials' own rule (per account, the mean end-of-day balance over the month's days; the accounts added) and
 * the month's ending balances added up (a statement's printed ending balance, or the end-of-day balance where a long
 * statement's part ends; null when one is not known).
 */
export function monthBalances(result: ParseResult, month: string): { avg_daily_balance: number | null; ending_balance: number | null } {
  const parts = partsOfMonth(result, month);
  if (parts.length === 0) return { avg_daily_balance: null, ending_balance: null };
  const perAccount = new Map<string, Map<string, number>>();
  let ending: number | null = 0;
  for (const p of parts) {
    const key = accountOf(p.statement);
    const days = perAccount.get(key) ?? new Map<string, number>();
    const own = partDays(p);
    for (const d of own) days.set(d.date, toCents(d.balance));
    perAccount.set(key, days);
    const whole = p.end === p.statement.period_end;
    const end = whole ? p.statement.ending_balance : own[own.length - 1]?.balance ?? null;
    ending = ending === null || end === null ? null : ending + toCents(end);
  }
  let total = 0;
  for (const days of perAccount.values()) {
    if (days.size) total += [...days.values()].reduce((a, c) => a + c, 0) / days.size;
  }
  return { avg_daily_balance: round2(total / 100), ending_balance: ending === null ? null : fromCents(ending) };
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
