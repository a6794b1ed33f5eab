// Daily balances, month figures and averages (metrics.md "Months" and "Averages"). All sums in integer cents.
import type { DailyBalance, MonthFigures, Transaction } from '../types.ts';
import { eachDay, isIsoDate } from '../calendar.ts';
import { fromCents, mean2, round2, sumCents, toCents } from '../money.ts';
import { NON_TRUE_CREDIT } from './categories.ts';
import { daysCovered, FULL_MONTH_DAYS, monthParts, type MonthPart } from './months.ts';

export interface MetricStatement {
  account: string;
  period_start: string | null;
  period_end: string | null;
  month: string | null;
  beginning_balance: number | null;
  ending_balance: number | null;
  transactions: Transaction[];
  /** A daily-balance table the statement prints (dates and balances), where the reader found one. */
  printed_daily_balances?: DailyBalance[];
}

/** What the balance functions read: a statement's period, printed balances and rows. */
export type BalanceStatement = Pick<MetricStatement, 'period_start' | 'period_end' | 'beginning_balance' | 'ending_balance' | 'transactions' | 'printed_daily_balances'>;

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

/** The balance each day ends on where the statement prints it (metrics.md "End-of-day balances"): a daily-balance
 *  table first, else the running balance printed on the day's last posting (rows printed newest first are read from
 *  the bottom). A day whose last posting prints no balance has none here. */
export function printedDayBalances(s: BalanceStatement): Map<string, number> {
  const out = new Map<string, number>();
  const txs = s.transactions;
  const newestFirst = txs.length > 1 && txs[0]!.date > txs[txs.length - 1]!.date;
  const posted = newestFirst ? [...txs].reverse() : txs;
  const last = new Map<string, Transaction>();
  for (const t of posted) last.set(t.date, t);
  for (const [date, t] of last) if (t.balance !== null && t.balance !== undefined) out.set(date, toCents(t.balance));
  for (const d of s.printed_daily_balances ?? []) out.set(d.date, toCents(d.balance));
  return out;
}

/**
 * End-of-day balance for every day of the period (metrics.md "End-of-day balances"): the balance the statement prints
 * for the day where it does; else the balance after the last transaction posted on or before that day, computed from
 * the opening balance. Days without transactions carry the previous day's balance. On a reconciled statement the two
 * agree; where rows were lost the printed balances keep average daily balance and negative days right.
 */
export function dailyBalanceCents(s: BalanceStatement): { date: string; cents: number }[] {
  if (!isIsoDate(s.period_start) || !isIsoDate(s.period_end) || s.period_end < s.period_start) return [];
  const open = openingCents(s);
  const printed = printedDayBalances(s);
  if (open === null && printed.size === 0) return [];
  // Net movement per date; a row dated before the period counts on its first day.
  const byDate = new Map<string, number>();
  for (const t of s.transactions) {
    const d = t.date < s.period_start ? s.period_start : t.date;
    const c = t.direction === 'credit' ? toCents(t.amount) : -toCents(t.amount);
    byDate.set(d, (byDate.get(d) ?? 0) + c);
  }
  let computed = open ?? 0;
  let carried: number | null = open;
  return eachDay(s.period_start, s.period_end).flatMap((date) => {
    const moved = byDate.has(date);
    computed += byDate.get(date) ?? 0;
    const shown = printed.get(date);
    if (shown !== undefined) carried = shown;
    else if (moved && open !== null) carried = computed;
    return carried === null ? [] : [{ date, cents: carried }];
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

/** Every statement's month parts (months.ts), with the statement's account. */
export function partsOf<S extends MetricStatement>(statements: S[]): (MonthPart<S> & { account: string })[] {
  return statements.flatMap((s) => monthParts(s).map((p) => ({ ...p, account: s.account })));
}

/** The days of a part whose end-of-day balance is below zero. */
export function negativeDaysOfPart(p: Pick<MonthPart<MetricStatement>, 'statement' | 'start' | 'end'>): { date: string; cents: number }[] {
  return negativeDays(p.statement)
    .filter((d) => (p.start === null || d.date >= p.start) && (p.end === null || d.date <= p.end));
}

/** One entry per calendar month, oldest first; statements of several accounts in a month are added. */
export function monthFigures(statements: MetricStatement[]): MonthFigures[] {
  const parts = partsOf(statements);
  const labels = [...new Set(parts.map((p) => p.month))].sort();
  return labels.map((date) => {
    let credits = 0, trueCredits = 0, negative = 0, nsf = 0, deposits = 0;
    const ofMonth = parts.filter((p) => p.month === date);
    for (const p of ofMonth) {
      for (const t of p.transactions) {
        if (countsInCredits(t)) credits += toCents(t.amount);
        if (countsInTrueCredits(t)) trueCredits += toCents(t.amount);
        if (countsAsDeposit(t)) deposits++;
        if (countsAsNsf(t)) nsf++;
      }
      negative += negativeDaysOfPart(p).length;
    }
    const days = daysCovered(ofMonth);
    return {
      date, total_credits: fromCents(credits), total_true_credits: fromCents(trueCredits),
      negative_days_count: negative, nsf_count: nsf, deposit_count: deposits, days_covered: days, partial: days < FULL_MONTH_DAYS,
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

/** The months the averages are taken over: those not partial; all of them when every month is partial. */
export function averagedMonths<M extends Pick<MonthFigures, 'partial'>>(months: M[]): { months: M[]; partialOnly: boolean } {
  const full = months.filter((m) => m.partial !== true);
  return full.length > 0 || months.length === 0 ? { months: full, partialOnly: false } : { months, partialOnly: true };
}

/**
 * Means of the monthly values over the months that are not partial (all of them when every month is partial: the
 * parsing then carries `partial_months_only`), rounded to 2 decimals (money means computed on cents).
 */
export function averages(all: MonthFigures[]): Averages {
  const { months } = averagedMonths(all);
  const centsMean = (vals: number[]) => (vals.length ? round2(sumCents(vals) / vals.length / 100) : 0);
  return {
    avg_monthly_revenue: centsMean(months.map((m) => m.total_credits)),
    avg_monthly_true_revenue: centsMean(months.map((m) => m.total_true_credits)),
    avg_negative_days_count: mean2(months.map((m) => m.negative_days_count)),
    avg_nsf_count: mean2(months.map((m) => m.nsf_count)),
  };
}
