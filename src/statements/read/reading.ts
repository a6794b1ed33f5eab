// The pieces of a section's reading: the statement period a line falls under, which printed date is the posting
// date, the description, the pending rows, and the balances derived from the rows when the document prints none.
import { flat, type Line } from '../layout/layout.ts';
import type { PendingTransaction } from '../types.ts';
import { findDates, resolveDate, type DateParts } from './dates.ts';
import { fromCents } from '../money.ts';
import { OTHER_PERIOD, findPeriod, isPeriodLine } from './period.ts';
import type { ParseSettings, RecordSettings } from '../settings.ts';
import { columnOf, quotedForeign, type Columns } from './columns.ts';
import type { TxRecord, Section } from './records.ts';
import type { Hypothesis } from './hypotheses.ts';
import { headerHint } from './tokens.ts';

export type Period = { start: string | null; end: string | null };

/** The statement period printed nearest above each line (running page headers repeat it per page). */
export function periodsByLine(lines: Line[], anchor: string | null, S: ParseSettings, dayFirst = false): (Period | null)[] {
  const out: (Period | null)[] = [];
  let cur: Period | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const t = flat(l);
    // Only lines that name a statement period are read for one (most lines are rows).
    // A line that is nothing but a date range ("October 23, 2025 - November 22, 2025") is a period too.
    if ((/statement|period|from|through/i.test(t) && !OTHER_PERIOD.test(t) &&
        (/(-|–|to|through)\s*$/i.test(t) || findDates(t).length >= 2)) || isPeriodLine(l, S)) {
      const p = findPeriod([l, ...(lines[i + 1] ? [lines[i + 1]!] : [])], anchor, S, dayFirst);
      if (p.end) cur = p;
    }
    out.push(cur);
  }
  return out;
}

/**
 * The posting date's place among a row's dates when the column header names it: the column headed as a posting date
 * ("Post date"), or the other one of two where one is headed as a value or effective date. Null when no header says.
 */
function postingDateColumn(section: Section): number | null {
  for (const h of section.headers) {
    const dates = h.text.filter((t) => /date/i.test(t.text)).sort((a, b) => a.x0 - b.x0);
    if (dates.length !== 2) continue;
    const hints = dates.map((t) => headerHint(t.text));
    const post = hints.indexOf('post_date');
    if (post >= 0) return post;
    const value = hints.indexOf('value_date');
    if (value >= 0) return 1 - value;
  }
  return null;
}

/** Which printed date is the posting date, and day-first or month-first: the reading that keeps dates in the period and in order. */
export function chooseDates(records: TxRecord[], period: Period, year: number | null, section: Section, S: ParseSettings, order: boolean | null = null): { pick: (r: TxRecord) => DateParts | null; note: string } {
  const multi = records.some((r) => r.dates.length >= 2);
  const valueFirst = section.headers.some((h) => headerHint(h.text.find((t) => /date/i.test(t.text))?.text ?? '') === 'value_date');
  const named = multi ? postingDateColumn(section) : null;
  const options: { k: number; dayFirst: boolean }[] = [];
  for (const k of named !== null ? [named] : multi ? [0, 1] : [0]) for (const dayFirst of order === null ? [false, true] : [order]) options.push({ k, dayFirst });
  // resolveDate for the same printed date under the same period is the same: memoised for the 4 readings tried.
  const memo = new Map<string, string | null>();
  const resolve = (d: DateParts) => {
    const key = `${d.y}|${d.m}|${d.d}`;
    let v = memo.get(key);
    if (v === undefined) { v = resolveDate(d, period, year, S.header); memo.set(key, v); }
    return v;
  };
  const read = (o: { k: number; dayFirst: boolean }) => (r: TxRecord): DateParts | null => {
    const d = r.dates[Math.min(o.k, r.dates.length - 1)]?.date;
    if (!d) return null;
    // A date only one order can read (13/09 or 09/13) rules the other order out for the whole list.
    return o.dayFirst ? (d.alt ?? (d.monthFirst ? null : d)) : d.dayFirst ? null : d;
  };
  let best = options[0]!;
  let bestScore = -Infinity;
  for (const o of options) {
    const isos = records.filter((r) => !r.checkpoint).map((r) => { const d = read(o)(r); return d ? resolve(d) : null; });
    let score = datesScore(isos, period, S.records);
    if (o.k === (valueFirst ? 0 : 1)) score -= S.records.valueDatePenalty;
    if (o.dayFirst) score -= S.records.dayFirstPenalty;
    if (score > bestScore) { bestScore = score; best = o; }
  }
  return { pick: read(best), note: `date=${best.k === 0 ? 'first' : 'second'} ${best.dayFirst ? 'day-first' : 'month-first'}${order === null ? '' : ' (the document\'s order)'}` };
}

/** How well one reading's dates (ISO, null where the row's date cannot be read that way) fit: in the period, in order. */
function datesScore(isos: (string | null)[], period: Period, s: RecordSettings): number {
  let score = 0;
  // Printed oldest first or newest first (activity printouts): the dates are in order either way round.
  let up = 0;
  let down = 0;
  for (let i = 0; i < isos.length; i++) {
    const x = isos[i];
    if (!x) { score -= s.dateUnreadPenalty; continue; }
    if (!period.start || !period.end || (x >= period.start && x <= period.end)) score += 1;
    const prev = isos[i - 1];
    if (prev && x >= prev) up += s.dateOrderScore;
    if (prev && x <= prev) down += s.dateOrderScore;
  }
  return score + Math.max(up, down);
}

export const CHECK_ONLY = /^\s*(check|chk|cheque|ck)?\s*(#|no\.?)?\s*\d{2,7}\s*[*·]?\s*$/i;

/**
 * Many banks list the checks again in a "checks paid" summary after the history. When every check-like row
 * (a grid entry, or a row whose text is only a check number) has a twin of the same date and amount among the other
 * rows, the summary is a repeat and its rows are dropped (and returned, for the trace); a checks table that is the only listing stays.
 */
export function dropRepeatedChecks(h: Hypothesis): TxRecord[] {
  const isCheck = (r: Hypothesis['rows'][number]) => r.rec.fromGrid || CHECK_ONLY.test(description(r.rec));
  const checks = h.rows.filter(isCheck);
  if (!checks.length || checks.length === h.rows.length) return [];
  // The twin stands in another list: a row of the history itself whose text is only a number (a reference left
  // after its words wrapped onto the row above) repeats nothing, whatever other row shares its day and amount.
  const key = (r: Hypothesis['rows'][number]) => `${r.rec.dates[0]?.date.m}-${r.rec.dates[0]?.date.d}|${r.amount.cents}`;
  const pool = h.rows.filter((r) => !isCheck(r));
  const all = checks.every((r) => {
    const k = pool.findIndex((o) => key(o) === key(r) && (o.rec.list ?? '') !== (r.rec.list ?? ''));
    if (k < 0) return false;
    pool.splice(k, 1);
    return true;
  });
  if (!all) return [];
  h.rows = h.rows.filter((r) => !isCheck(r));
  return checks.map((r) => r.rec);
}

// Every word of the row (the direction guess and the checks-summary test read it all); the description a transaction
// returns is describe.ts's itemText, which leaves out the columns that only label the item. A rule drawn as a glyph
// ("|") between columns is no word of it.
export const description = (r: TxRecord) => r.text.map((line) => line.map((t) => t.text).join(' ')).join(' ').replace(/(^|\s)[|¦](?=\s|$)/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Words left of a row's date where most rows of the table print nothing there belong to a block beside the table (a
 * summary sidebar sharing lines with the rows: "Account name", "Sort code ..."), not to the row's description. A
 * column the table really has (a reference before the date) is printed on most rows and stays.
 */
export function dropBesideText(s: Section, S: ParseSettings): void {
  const dated = s.records.filter((r) => !r.inherited && r.dates.length && r.text[0]?.some((t) => t.x0 > r.dates[0]!.x1));
  if (dated.length < S.records.besideMinRows) return;
  const left = (r: TxRecord) => (r.text[0] ?? []).filter((t) => t.x1 <= r.dates[0]!.x0);
  const withLeft = dated.filter((r) => left(r).length).length;
  if (!withLeft || withLeft >= dated.length * S.records.besideMaxShare) return;
  for (const r of dated) if (left(r).length) r.text[0] = r.text[0]!.filter((t) => t.x1 > r.dates[0]!.x0);
}

/** Moves a record's figures quoted at the end of a description (in no amount column) back into its text. */
export function quotedToText(r: TxRecord, cols: Columns): void {
  // A figure with a currency code glued in front ("EUR200.00") is quoted even when it fills its own cell.
  const quoted = r.money.filter((m) => quotedForeign(m, r.money) || (!m.whole && columnOf(m, cols) < 0));
  if (!quoted.length || quoted.length === r.money.length) return;
  r.money = r.money.filter((m) => !quoted.includes(m));
  for (const m of quoted) {
    const t = r.text.flat().find((x) => x.x0 === m.cell.x0);
    if (t) { t.text = `${t.text} ${m.text}`; t.x1 = m.x1; } else (r.text[r.text.length - 1] ??= []).push({ text: m.text, x0: m.x0, x1: m.x1 });
  }
}

/** Pending rows as printed: amount and direction by the printed sign (unsigned: a credit), no date. */
export function pendingRows(rs: TxRecord[]): { pending_transactions?: PendingTransaction[] } {
  if (!rs.length) return {};
  return { pending_transactions: rs.map((r) => {
    const m = r.money.find((x) => x.cents !== 0) ?? r.money[0]!;
    return { description: description(r).replace(/^\s*pending\s*/i, ''), amount: fromCents(m.cents), direction: m.sign === -1 ? 'debit' as const : 'credit' as const, page: r.page };
  }) };
}

export const currencyOf = (c: string | null) => (c ? { currency: c } : {});

/** The last running balance printed in the reading (rows are in chronological order). */
export function lastBalance(h: Hypothesis): number | null {
  const after = h.checkpoints.filter((c) => c.at === h.rows.length).at(-1);
  if (after) return after.value;
  for (let k = h.rows.length - 1; k >= 0; k--) { const b = h.rows[k]!.balance; if (b !== null) return b; }
  return null;
}

/** The running balances chain through the rows: at least two steps, most rows explained and few breaks. */
export function chains(h: Hypothesis, S: ParseSettings): boolean {
  const withBalance = h.rows.filter((r) => r.balance !== null).length + h.checkpoints.length;
  return withBalance >= 2 && h.explained >= h.rows.length * S.verify.derivedMinExplained && h.breaks <= Math.max(1, h.rows.length * S.verify.derivedMaxBreakShare);
}

/**
 * The balance before the oldest row, from the first printed running balance less the rows up to it (their directions
 * as read), when the balances chain through the rows after it. Null when they do not: nothing is derived from a table
 * whose balances do not verify.
 */
export function openingFromRows(h: Hypothesis, S: ParseSettings): number | null {
  // A balance printed before the first row (a day group's "brought forward"), when the chain holds after it.
  const first = h.checkpoints[0];
  if (first && first.at === 0) return h.explained >= h.rows.length * S.verify.derivedMinExplained ? first.value : null;
  const k = h.rows.findIndex((r) => r.balance !== null);
  if (k < 0) return null;
  const after = h.rows.slice(k + 1);
  const explainedAfter = after.filter((r) => r.verified).length;
  if (after.length < 2 || explainedAfter < after.length * S.verify.derivedMinExplained || h.breaks > Math.max(1, h.rows.length * S.verify.derivedMaxBreakShare)) return null;
  let v = h.rows[k]!.balance!;
  for (let j = 0; j <= k; j++) { const r = h.rows[j]!; v -= r.direction === 'credit' ? r.amount.cents : -r.amount.cents; }
  return v;
}
