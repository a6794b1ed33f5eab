// Daily balances, month figures and averages (metrics.md "Months" and "Averages"). All sums in integer cents.
import type { DailyBalance, MonthFigures, Transaction } from '../types.ts';
import { eachDay, isIsoDate } from '../calendar.ts';
import { fromCents, mean2, round2, sumCents, toCents } from '../money.ts';
import { NON_TRUE_CREDIT } from './categories.ts';

export interface MetricStatement {
  account: string;
  period_start: string | null;
  period_end: string | null;
  month: string | null;
  beginning_balance: number | null;
  ending_balance: number | null;
  transactions: Transaction[];
}

/** What the balance functions read: a statement's period, printed balances and rows. */
export type BalanceStatement = Pick<MetricStatement, 'period_start' | 'period_end' | 'beginning_balance' | 'ending_balance' | 'transactions'>;

/**
 * The balance before the first transaction. As printed; when not printed, derived from the ending balance
 * (ending - credits + debits), else from the first printed running balance; null when nothing allows it.
 */
export function openingCents(s: BalanceStatement): number | null {
  if (s.beginning_balance !== null) return toCents(s.beginning_balance);
  const net = (txs: Transaction[]) =>
    txs.reduce((acc, t) => acc + (t.direction === 'credit' ? toCents(t.amount) : -toCents(t.amount)), 0);
  if (s.ending_balance !== null) return toCents(s.ending_balance) - net(s.transactions);
  const i = s.transactions.findIndex((t) => t.balance !== null);
  if (i >= 0) return toCents(s.transactions[i]!.balance!) - net(s.transactions.slice(0, i + 1));
  return null;
}

/**
 * End-of-day balance for every day of the period: the balance after the last transaction posted on or before that
 * day (the opening balance before the first one); days without transactions carry the previous balance.
 * Computed from the transactions, not from printed running balances (which some layouts print only per day).
 */
export function dailyBalanceCents(s: BalanceStatement): { date: string; cents: number }[] {
  if (!isIsoDate(s.period_start) || !isIsoDate(s.period_end) || s.period_end < s.period_start) return [];
  const open = openingCents(s);
  if (open === null) return [];
  // Net movement per date; a row dated before the period counts on its first day.
  const byDate = new Map<string, number>();
  for (const t of s.transactions) {
    const d = t.date < s.period_start ? s.period_start : t.date;
    const c = t.direction === 'credit' ? toCents(t.amount) : -toCents(t.amount);
    byDate.set(d, (byDate.get(d) ?? 0) + c);
  }
  let bal = open;
  return eachDay(s.period_start, s.period_end).map((date) => {
    bal += byDate.get(date) ?? 0;
    return { date, cents: bal };
  });
}

export function dailyBalances(s: BalanceStatement): DailyBalance[] {
  return dailyBalanceCents(s).map((d) => ({ date: d.date, balance: fromCents(d.cents) }));
}

// What each monthly figure counts (metrics.md "Months"). monthFigures adds these up, and the dashboard lists exactly
// the transactions and days they select, so a figure and the list behind it cannot disagree.
type Counted = Pick<Transaction, 'direction' | 'category'>;
/** total_credits: every credit. */
export const countsInCredits = (t: Counted): boolean => t.direction === 'credit';
/** total_true_credits: the credits less transfers in, loan proceeds, reversals and interest. */
export const countsInTrueCredits = (t: Counted): boolean => t.direction === 'credit' && !NON_TRUE_CREDIT.has(t.category);
/** nsf_count: each NSF/overdraft fee line. */
export const countsAsNsf = (t: Counted): boolean => t.direction === 'debit' && t.category === 'nsf_fee';
/** deposit_count: the revenue credits. */
export const countsAsDeposit = (t: Counted): boolean => t.direction === 'credit' && t.category === 'revenue';
/** negative_days_count: the days of the statement's period whose end-of-day balance is below zero. */
export const negativeDays = (s: BalanceStatement): { date: string; cents: number }[] => dailyBalanceCents(s).filter((d) => d.cents < 0);
/** The statements a month label adds together (several accounts in one month). */
export const statementsOfMonth = <T extends { month: string | null }>(statements: T[], month: string): T[] =>
  statements.filter((s) => s.month === month);

/** One entry per statement month label, oldest first; statements of several accounts in a month are added. */
export function monthFigures(statements: MetricStatement[]): MonthFigures[] {
  const labels = [...new Set(statements.map((s) => s.month).filter((m): m is string => !!m))].sort();
  return labels.map((date) => {
    let credits = 0, trueCredits = 0, negative = 0, nsf = 0, deposits = 0;
    for (const s of statementsOfMonth(statements, date)) {
      for (const t of s.transactions) {
        if (countsInCredits(t)) credits += toCents(t.amount);
        if (countsInTrueCredits(t)) trueCredits += toCents(t.amount);
        if (countsAsDeposit(t)) deposits++;
        if (countsAsNsf(t)) nsf++;
      }
      negative += negativeDays(s).length;
    }
    return {
      date, total_credits: fromCents(credits), total_true_credits: fromCents(trueCredits),
      negative_days_count: negative, nsf_count: nsf, deposit_count: deposits,
    };
  });
}

/**
 * avg_daily_balance: per account, the mean end-of-day balance over every day its statements cover (a day covered
 * twice counts once, the later statement's balance wins), the accounts' means added up, rounded to 2 decimals.
 */
export function avgDailyBalance(statements: MetricStatement[]): number {
  const perAccount = new Map<string, Map<string, number>>();
  const ordered = [...statements].sort((a, b) => (a.period_end ?? '').localeCompare(b.period_end ?? ''));
  for (const s of ordered) {
    const days = perAccount.get(s.account) ?? new Map<string, number>();
    for (const d of dailyBalanceCents(s)) days.set(d.date, d.cents);
    perAccount.set(s.account, days);
  }
  let total = 0;
  for (const days of perAccount.values()) {
    if (days.size === 0) continue;
    let sum = 0;
    for (const c of days.values()) sum += c;
    total += sum / days.size;
  }
  return round2(total / 100);
}

export interface Averages {
  avg_monthly_revenue: number;
  avg_monthly_true_revenue: number;
  avg_negative_days_count: number;
  avg_nsf_count: number;
}

/** Means of the monthly values over the months, rounded to 2 decimals (money means computed on cents). */
export function averages(months: MonthFigures[]): Averages {
  const centsMean = (vals: number[]) => (vals.length ? round2(sumCents(vals) / vals.length / 100) : 0);
  return {
    avg_monthly_revenue: centsMean(months.map((m) => m.total_credits)),
    avg_monthly_true_revenue: centsMean(months.map((m) => m.total_true_credits)),
    avg_negative_days_count: mean2(months.map((m) => m.negative_days_count)),
    avg_nsf_count: mean2(months.map((m) => m.nsf_count)),
  };
}
