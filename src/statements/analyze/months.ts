// Which calendar month a statement's figures belong to (metrics.md "Months"): a statement of at most 35 days is one
// part in its `month`; a longer one (a quarterly statement, a multi-month printout or aggregator report) is split at
// calendar-month boundaries, each part taking the transactions dated inside it. Summing a seven-month report into one
// month overstated that month's revenue seven times over.
import { addDays, daysBetween, isIsoDate } from '../calendar.ts';

/** Longest period still read as one monthly statement, whatever its cycle day. */
export const MAX_MONTHLY_DAYS = 35;
/** A month whose parts cover fewer days than this is `partial` (a month-to-date printout, a long report's edges). */
export const FULL_MONTH_DAYS = 25;

export interface PartSource {
  period_start: string | null;
  period_end: string | null;
  month: string | null;
  transactions: { date: string }[];
}

/** One statement's share of one calendar month. `start`/`end` are null when the statement prints no period. */
export interface MonthPart<S extends PartSource = PartSource> {
  month: string;
  start: string | null;
  end: string | null;
  days: number;
  transactions: S['transactions'];
  statement: S;
}

const lastDayOf = (month: string): string => addDays(`${nextMonth(month)}-01`, -1);
const daysInMonth = (month: string): number => Number(lastDayOf(month).slice(8, 10));

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The statement's period length in days (both ends counted), or null when either end is missing. */
export function periodDays(s: Pick<PartSource, 'period_start' | 'period_end'>): number | null {
  if (!isIsoDate(s.period_start) || !isIsoDate(s.period_end) || s.period_end < s.period_start) return null;
  return daysBetween(s.period_start, s.period_end) + 1;
}

/** The statement's parts, oldest first; none when it has no month. */
export function monthParts<S extends PartSource>(s: S): MonthPart<S>[] {
  const days = periodDays(s);
  if (days === null || days <= MAX_MONTHLY_DAYS) {
    if (!s.month) return [];
    const whole = days ?? daysInMonth(s.month);
    return [{ month: s.month, start: s.period_start, end: s.period_end, days: whole, transactions: s.transactions, statement: s }];
  }
  const start = s.period_start!, end = s.period_end!;
  const parts: MonthPart<S>[] = [];
  for (let month = start.slice(0, 7); month <= end.slice(0, 7); month = nextMonth(month)) {
    const from = start > `${month}-01` ? start : `${month}-01`;
    const to = end < lastDayOf(month) ? end : lastDayOf(month);
    parts.push({ month, start: from, end: to, days: daysBetween(from, to) + 1, transactions: [] as S['transactions'], statement: s });
  }
  // A row dated outside the printed period (a posting date before a cycle's first day) counts in the nearest part.
  for (const t of s.transactions) {
    const part = parts.find((p) => t.date <= p.end!) ?? parts[parts.length - 1]!;
    part.transactions.push(t);
  }
  return parts;
}

/** Days of a month covered: each account's parts added up, the largest account's (metrics.md `days_covered`). */
export function daysCovered(parts: { days: number; account: string }[]): number {
  const byAccount = new Map<string, number>();
  for (const p of parts) byAccount.set(p.account, (byAccount.get(p.account) ?? 0) + p.days);
  return Math.max(0, ...byAccount.values());
}
