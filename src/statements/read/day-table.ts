// A statement's daily-balance table: under a title about daily balances, lines made of nothing but dates and the
// balance each day ended on, one to several pairs a line ("09/03  39,492.51  09/12  16,156.47  09/23  85,763.46").
// These are the bank's own end-of-day balances: metrics.md prefers them to balances computed from the rows, so average
// daily balance and negative days hold where the rows are incomplete (a redacted or damaged document).
import { flat, type Line } from '../layout/layout.ts';
import type { DailyBalance, ExtractedStatement } from '../types.ts';
import type { HeaderSettings } from '../settings.ts';
import { fromCents } from '../money.ts';
import { findDates, resolveDate, type DateMatch } from './dates.ts';
import { parseMoney } from './amounts.ts';

// A title about each day's balance, in the languages the reader knows ("Daily Balance Summary", "Daily ending balance",
// "Balance by date", "Saldo diario", "Tagessalden", "Solde quotidien").
const DAY_TABLE_TITLE = /\bdaily\s+(ledger\s+|ending\s+|account\s+|closing\s+)?balances?\b|\b(ending\s+)?balances?\s+(by|per)\s+(day|date)\b|\bsaldos?\s+diarios?\b|\btagessalden\b|\bsoldes?\s+quotidiens?\b/i;
// What a pair line may print besides its dates and figures: column words, a currency sign, an overdraft mark.
const FILLER = /^(date|balance|amount|ending|closing|ledger|collected|available|cr|dr|od|[$£€])$/i;

interface Pair { date: DateMatch; cents: number }

/** The line's (date, balance) pairs when it is made of nothing else; null otherwise. */
function pairsOf(l: Line): Pair[] | null {
  const text = flat(l);
  const dates = findDates(text);
  if (!dates.length) return null;
  let rest = text;
  for (const d of [...dates].reverse()) rest = rest.slice(0, d.index) + ' @ ' + rest.slice(d.index + d.length);
  const parts = rest.split('@').slice(1);
  const pairs: Pair[] = [];
  for (const [k, part] of parts.entries()) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    const money = words.join(' ').replace(/\b(?:date|balance|amount)\b/gi, '').trim();
    const m = parseMoney(money) ?? parseMoney(money.replace(/\s+/g, ''));
    if (!m || words.some((w) => /\p{L}/u.test(w) && !FILLER.test(w) && !/^(CR|DR|OD)$/i.test(w))) return null;
    pairs.push({ date: dates[k]!, cents: m.sign === -1 ? -m.cents : m.cents });
  }
  // Text before the first date: a table line starts with its date.
  return /\p{L}|\d/u.test(text.slice(0, dates[0]!.index)) ? null : pairs;
}

/**
 * The daily balances printed in lines [from, to): every table under a daily-balance title, its pair lines read until
 * a line that is neither a pair line, a header nor page furniture. Dates take their year from the period, as rows do,
 * and are read day first where the statement's rows were.
 */
export function dayBalanceTable(all: Line[], from: number, to: number, period: { start: string | null; end: string | null },
  year: number | null, dayFirst: boolean, S: HeaderSettings): DailyBalance[] {
  const out = new Map<string, number>();
  let inTable = false;
  for (let i = from; i < Math.min(to, all.length); i++) {
    const l = all[i]!;
    if (l.noise) continue;
    const text = flat(l);
    if (DAY_TABLE_TITLE.test(text) && !pairsOf(l)) { inTable = true; continue; }
    if (!inTable) continue;
    const pairs = pairsOf(l);
    if (pairs) {
      for (const p of pairs) {
        // Read in the order the statement's rows were (a date only one order can read stays as it is).
        const iso = resolveDate(dayFirst ? p.date.alt ?? p.date : p.date, period, year, S);
        if (iso && (!period.start || iso >= period.start) && (!period.end || iso <= period.end)) out.set(iso, p.cents);
      }
      continue;
    }
    // A column header ("Date  Amount  Date  Amount") goes on; anything else ends the table.
    if (/\bdate\b/i.test(text) && !/\d/.test(text)) continue;
    inTable = false;
  }
  return [...out.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, cents]) => ({ date, balance: fromCents(cents) }));
}

/** Each statement's daily-balance table, looked for from its first row to the next statement's first row. */
export function attachDayTables(statements: ExtractedStatement[], spans: { lines: [number, number]; winner: string }[], all: Line[], S: HeaderSettings): void {
  statements.forEach((st, j) => {
    const to = spans[j + 1]?.lines[0] ?? all.length;
    const period = { start: st.period_start, end: st.period_end };
    const year = st.period_end ? Number(st.period_end.slice(0, 4)) : null;
    const table = dayBalanceTable(all, spans[j]!.lines[0], to, period, year, spans[j]!.winner.includes('day-first'), S);
    if (table.length) st.printed_daily_balances = table;
  });
}
