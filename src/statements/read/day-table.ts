// A statement's daily-balance table: the bank's own end-of-day balances. metrics.md prefers them to balances computed
// from the rows, so average daily balance and negative days hold where the rows are incomplete (a redacted or damaged
// document). The table's lines are found once, by the printed-figure judges (printed.ts: lines of dates and figures
// alone, dates read as the list's rows read theirs); the ones under a title about daily balances are the table.
import { flat } from '../layout/layout.ts';
import type { DailyBalance } from '../types.ts';
import type { PrintedFigure } from '../verify/judges.ts';
import type { LineTokens } from './tokens.ts';
import { fromCents } from '../money.ts';

// A title about each day's balance, in the languages the reader knows ("Daily Balance Summary", "Daily ending balance",
// "Balance by date", "Saldo diario", "Tagessalden", "Solde quotidien").
const DAY_TABLE_TITLE = /\bdaily\s+(ledger\s+|ending\s+|account\s+|closing\s+)?balances?\b|\b(ending\s+)?balances?\s+(by|per)\s+(day|date)\b|\bsaldos?\s+diarios?\b|\btagessalden\b|\bsoldes?\s+quotidiens?\b/i;

/**
 * The daily balances a list's span prints: its day figures that stand under a daily-balance title printed in the span
 * (from `from` on), inside the period. A line of dates and figures with no such title above it judges the readings
 * but is no evidence of its own for the figures (it may be anything of that shape).
 */
export function dailyTable(toks: (LineTokens | null)[], figures: PrintedFigure[], from: number,
  period: { start: string | null; end: string | null }): DailyBalance[] {
  const days = figures.filter((f) => f.kind === 'day' && f.date);
  if (!days.length) return [];
  let title = Infinity;
  for (let i = from; i < days[days.length - 1]!.line && title === Infinity; i++) {
    const t = toks[i];
    if (t && !t.dates.length && DAY_TABLE_TITLE.test(flat(t.line))) title = i;
  }
  const out = new Map<string, number>();
  for (const f of days) {
    const d = f.date!;
    if (f.line > title && (!period.start || d >= period.start) && (!period.end || d <= period.end)) out.set(d, f.cents);
  }
  return [...out.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, cents]) => ({ date, balance: fromCents(cents) }));
}
