// The hypothesis reader: lines -> sections of records -> for each section the readings of hypotheses.ts, judged by
// verification -> statements. It knows no bank: it reads any table whose rows carry a date and amounts, whatever
// the column order and header words, and lets the balances decide what each amount means.
import { flat, type Line } from '../layout/layout.ts';
import type { DerivedField, ExtractedStatement, ExtractedTransaction, PendingTransaction } from '../types.ts';
import { findDates, resolveDate, type DateParts } from './dates.ts';
import { addDays } from '../calendar.ts';
import { fromCents } from '../money.ts';
import { commonYear, findAccountType, findCurrency, findBalances, findLast4, findPeriod, findPeriodEnd, isPeriodLine, periodFallback } from './header.ts';
import { guessDirection } from '../verify/reconcile.ts';
import type { DocContext } from './sections/statements.ts';
import { READ_SETTINGS as S } from './settings.ts';
import type { TxRecord, Section } from './records.ts';
import { amountColumns, columnOf, type Columns } from './columns.ts';
import { groupSections } from './sections.ts';
import type { LineTrace } from '../types.ts';
import { readSection, type Hypothesis } from './hypotheses.ts';
import { headerHint } from './tokens.ts';

export interface SectionExplain { lines: [number, number]; records: number; opening: number | null; closing: number | null; tried: string[]; winner: string; first: boolean; verified: boolean }
export interface ReaderResult {
  statements: ExtractedStatement[];
  sections: SectionExplain[];
  datedMoneyLines: number;
  /** Per statement, per transaction, the first line of the record it was read from (what the result is checked against). */
  rowLines: number[][];
  /** Per statement: a balance verified some of its rows, or its table has a column header (a table, not stray figures). */
  evidence: boolean[];
}

type Period = { start: string | null; end: string | null };

/** The statement period printed nearest above each line (running page headers repeat it per page). */
function periodsByLine(lines: Line[], anchor: string | null): (Period | null)[] {
  const out: (Period | null)[] = [];
  let cur: Period | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const t = flat(l);
    // Only lines that name a statement period are read for one (most lines are rows).
    // A line that is nothing but a date range ("October 23, 2025 - November 22, 2025") is a period too.
    if ((/statement|period|from|through/i.test(t) && !/analysis|fee\s+period|interest|rate|promo/i.test(t) &&
        (/(-|–|to|through)\s*$/i.test(t) || findDates(t).length >= 2)) || isPeriodLine(l)) {
      const p = findPeriod([l, ...(lines[i + 1] ? [lines[i + 1]!] : [])], anchor);
      if (p.end) cur = p;
    }
    out.push(cur);
  }
  return out;
}

/** Which printed date is the posting date, and day-first or month-first: the reading that keeps dates in the period and in order. */
function chooseDates(records: TxRecord[], period: Period, year: number | null, section: Section): { pick: (r: TxRecord) => DateParts | null; note: string } {
  const multi = records.some((r) => r.dates.length >= 2);
  const valueFirst = section.headers.some((h) => headerHint(h.text.find((t) => /date/i.test(t.text))?.text ?? '') === 'value_date');
  const options: { k: number; dayFirst: boolean }[] = [];
  for (const k of multi ? [0, 1] : [0]) for (const dayFirst of [false, true]) options.push({ k, dayFirst });
  // resolveDate for the same printed date under the same period is the same: memoised for the 4 readings tried.
  const memo = new Map<string, string | null>();
  const resolve = (d: DateParts) => {
    const key = `${d.y}|${d.m}|${d.d}`;
    let v = memo.get(key);
    if (v === undefined) { v = resolveDate(d, period, year); memo.set(key, v); }
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
    let score = 0;
    // Printed oldest first or newest first (activity printouts): the dates are in order either way round.
    let up = 0;
    let down = 0;
    for (let i = 0; i < isos.length; i++) {
      const x = isos[i];
      if (!x) { score -= 2; continue; }
      if (!period.start || !period.end || (x >= period.start && x <= period.end)) score += 1;
      const prev = isos[i - 1];
      if (prev && x >= prev) up += 0.5;
      if (prev && x <= prev) down += 0.5;
    }
    score += Math.max(up, down);
    if (o.k === (valueFirst ? 0 : 1)) score -= 0.1;
    if (o.dayFirst) score -= 0.05;
    if (score > bestScore) { bestScore = score; best = o; }
  }
  return { pick: read(best), note: `date=${best.k === 0 ? 'first' : 'second'} ${best.dayFirst ? 'day-first' : 'month-first'}` };
}

const CHECK_ONLY = /^\s*(check|chk|cheque|ck)?\s*(#|no\.?)?\s*\d{2,7}\s*[*·]?\s*$/i;

/**
 * Many banks list the checks again in a "checks paid" summary after the history. When every check-like row
 * (a grid entry, or a row whose text is only a check number) has a twin of the same date and amount among the other
 * rows, the summary is a repeat and its rows are dropped; a checks table that is the only listing stays.
 */
function dropRepeatedChecks(h: Hypothesis): void {
  const isCheck = (r: Hypothesis['rows'][number]) => r.rec.fromGrid || CHECK_ONLY.test(description(r.rec));
  const checks = h.rows.filter(isCheck);
  if (!checks.length || checks.length === h.rows.length) return;
  const pool = new Map<string, number>();
  const key = (r: Hypothesis["rows"][number]) => `${r.rec.dates[0]?.date.m}-${r.rec.dates[0]?.date.d}|${r.amount.cents}`;
  for (const r of h.rows) if (!isCheck(r)) pool.set(key(r), (pool.get(key(r)) ?? 0) + 1);
  const all = checks.every((r) => { const n = pool.get(key(r)) ?? 0; if (!n) return false; pool.set(key(r), n - 1); return true; });
  if (all) h.rows = h.rows.filter((r) => !isCheck(r));
}

// Every column's words are the row's description (metrics.md: the full text of the item), a Type or reference column's
// too, as the challenge set's truth keeps them (the real-extra printout's truth drops its Type column: the two disagree).
// A rule drawn as a glyph ("|") between columns is no word of it.
const description = (r: TxRecord) => r.text.map((line) => line.map((t) => t.text).join(' ')).join(' ').replace(/(^|\s)[|¦](?=\s|$)/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Words left of a row's date where most rows of the table print nothing there belong to a block beside the table (a
 * summary sidebar sharing lines with the rows: "Account name", "Sort code ..."), not to the row's description. A
 * column the table really has (a reference before the date) is printed on most rows and stays.
 */
function dropBesideText(s: Section): void {
  const dated = s.records.filter((r) => !r.inherited && r.dates.length && r.text[0]?.some((t) => t.x0 > r.dates[0]!.x1));
  if (dated.length < 4) return;
  const left = (r: TxRecord) => (r.text[0] ?? []).filter((t) => t.x1 <= r.dates[0]!.x0);
  const withLeft = dated.filter((r) => left(r).length).length;
  if (!withLeft || withLeft * 2 >= dated.length) return;
  for (const r of dated) if (left(r).length) r.text[0] = r.text[0]!.filter((t) => t.x1 > r.dates[0]!.x0);
}

/** Moves a record's figures quoted at the end of a description (in no amount column) back into its text. */
function quotedToText(r: TxRecord, cols: Columns): void {
  const quoted = r.money.filter((m) => !m.whole && columnOf(m, cols) < 0);
  if (!quoted.length || quoted.length === r.money.length) return;
  r.money = r.money.filter((m) => !quoted.includes(m));
  for (const m of quoted) {
    const t = r.text.flat().find((x) => Math.abs(x.x0 - m.cell.x0) < 0.5);
    if (t) { t.text = `${t.text} ${m.text}`; t.x1 = m.x1; }
  }
}

/** Pending rows as printed: amount and direction by the printed sign (unsigned: a credit), no date. */
function pendingRows(rs: TxRecord[]): { pending_transactions?: PendingTransaction[] } {
  if (!rs.length) return {};
  return { pending_transactions: rs.map((r) => {
    const m = r.money.find((x) => x.cents !== 0) ?? r.money[0]!;
    return { description: description(r).replace(/^\s*pending\s*/i, ''), amount: fromCents(m.cents), direction: m.sign === -1 ? 'debit' as const : 'credit' as const, page: r.page };
  }) };
}

const currencyOf = (c: string | null) => (c ? { currency: c } : {});

/** The last running balance printed in the reading (rows are in chronological order). */
function lastBalance(h: Hypothesis): number | null {
  const after = h.checkpoints.filter((c) => c.at === h.rows.length).at(-1);
  if (after) return after.value;
  for (let k = h.rows.length - 1; k >= 0; k--) { const b = h.rows[k]!.balance; if (b !== null) return b; }
  return null;
}

/** The running balances chain through the rows: at least two steps, most rows explained and few breaks. */
function chains(h: Hypothesis): boolean {
  const withBalance = h.rows.filter((r) => r.balance !== null).length + h.checkpoints.length;
  return withBalance >= 2 && h.explained >= h.rows.length * S.derivedMinExplained && h.breaks <= Math.max(1, h.rows.length * S.derivedMaxBreakShare);
}

/**
 * The balance before the oldest row, from the first printed running balance less the rows up to it (their directions
 * as read), when the balances chain through the rows after it. Null when they do not: nothing is derived from a table
 * whose balances do not verify.
 */
function openingFromRows(h: Hypothesis): number | null {
  // A balance printed before the first row (a day group's "brought forward"), when the chain holds after it.
  const first = h.checkpoints[0];
  if (first && first.at === 0) return h.explained >= h.rows.length * S.derivedMinExplained ? first.value : null;
  const k = h.rows.findIndex((r) => r.balance !== null);
  if (k < 0) return null;
  const after = h.rows.slice(k + 1);
  const explainedAfter = after.filter((r) => r.verified).length;
  if (after.length < 2 || explainedAfter < after.length * S.derivedMinExplained || h.breaks > Math.max(1, h.rows.length * S.derivedMaxBreakShare)) return null;
  let v = h.rows[k]!.balance!;
  for (let j = 0; j <= k; j++) { const r = h.rows[j]!; v -= r.direction === 'credit' ? r.amount.cents : -r.amount.cents; }
  return v;
}

export function readHypotheses(all: Line[], doc: DocContext, trace?: LineTrace[]): ReaderResult {
  const periods = periodsByLine(all, doc.anchor ?? null);
  const stats = groupSections(all, { settings: S, trace, periodAt: (i) => { const p = periods[i]; return p ? `${p.start}..${p.end}` : null; } });
  const sections = stats.sections;
  const cols = amountColumns(sections, S);
  // A figure ending a description cell that stands in no amount column is quoted text ("ZOOM.US USD 2,183.01"), not money.
  for (const s of sections) for (const r of s.records) if (!r.checkpoint) quotedToText(r, cols);
  // A dateless line is a record only when its amounts sit in the dated records' columns.
  for (const s of sections) s.records = s.records.filter((r) => r.checkpoint || (r.money.length && (!(r.inherited || r.joined) || r.money.every((m) => columnOf(m, cols) >= 0))));
  for (const s of sections) dropBesideText(s);
  // Pending rows are shown apart, never read as postings.
  const pendingOf = new Map<Section, TxRecord[]>();
  for (const s of sections) { pendingOf.set(s, s.records.filter((r) => r.pending)); s.records = s.records.filter((r) => !r.pending); }
  const statements: ExtractedStatement[] = [];
  const explains: SectionExplain[] = [];
  const rowLines: number[][] = [];
  const evidence: boolean[] = [];
  let prevEnd = 0;
  for (const s of sections) {
    if (!s.records.length) continue;
    const first = Math.min(...s.records[0]!.lines);
    const lastLine = Math.max(...s.records[s.records.length - 1]!.lines);
    const context = all.slice(prevEnd, first);
    prevEnd = lastLine + 1;
    let period: Period = periods[first] ?? doc.period;
    if (!period.end) period = doc.period;
    // No period line: the balance labels may date it ("Opening balance on November 16, 2025").
    if (!period.end) {
      const b = findBalances([...context, ...all.slice(first, lastLine + 1)], commonYear(all));
      if (b.beginDate || b.endDate) period = { start: b.beginDate ?? periodFallback(b.endDate), end: b.endDate ?? null };
    }
    if (!period.end) {
      const end = findPeriodEnd([...context, ...all.slice(0, 60)]);
      period = { start: periodFallback(end), end };
    }
    // No period anywhere (an activity printout): dates without a year take the year most printed dates carry.
    const year = period.end ? Number(period.end.slice(0, 4)) : commonYear(all);
    // A summary's figures stand in for balances the list does not print; a list that prints its own (day groups'
    // balances between the rows) is judged by those, in whichever order it runs.
    if ((s.opening === null || s.closing === null) && !s.records.some((r) => r.checkpoint)) {
      const b = findBalances([...context, ...all.slice(first, lastLine + 1)], year);
      if (s.opening === null) s.opening = b.beginning;
      if (s.closing === null) s.closing = b.ending;
    }
    const dates = chooseDates(s.records, period, year, s);
    const guess = (r: TxRecord) => guessDirection(description(r));
    let tried = readSection(s, cols, guess);
    let win: Hypothesis = tried[0]!;
    const derived: DerivedField[] = [];
    // No opening balance printed (an activity printout, an aggregator's report): when the running balances chain
    // through the rows, the balance before the oldest row follows from its balance and amount. The search runs again
    // with it, so the oldest rows are verified like the rest.
    // A printed opening that breaks the chain at the oldest row (a report's "closing balance brought forward" of some
    // other day) competes with the derived one: the balances decide.
    if (s.opening === null || win.breaks > 0) {
      const opening = openingFromRows(win);
      if (opening !== null && opening !== s.opening) {
        const printed = s.opening;
        s.opening = opening;
        const again = readSection(s, cols, guess);
        if (printed === null || again[0]!.breaks < win.breaks) { tried = again; win = again[0]!; derived.push('beginning_balance'); } else s.opening = printed;
      }
    }
    dropRepeatedChecks(win);
    // The balances as the winning reading reads them (S/H marks as Soll/Haben, or as plain marks).
    s.opening = win.opening; s.closing = win.closing;
    // No closing balance printed: the balance printed after the last row is the closing one, when the running balances
    // chain from the opening balance through every row (each step verified), or through most of them (then derived,
    // and the statement says by how much it does not reconcile). Otherwise it stays unknown.
    if (s.closing === null && s.opening !== null) {
      const lastBal = lastBalance(win);
      if (lastBal !== null && win.breaks === 0 && win.explained === win.rows.length) s.closing = lastBal;
      else if (lastBal !== null && chains(win)) { s.closing = lastBal; derived.push('ending_balance'); }
    }
    const txs: { t: ExtractedTransaction; k: number }[] = [];
    const from = period.start ? addDays(period.start, -S.periodSlackDays) : null;
    const to = period.end ? addDays(period.end, S.periodSlackDays) : null;
    win.rows.forEach((row, k) => {
      const d = dates.pick(row.rec);
      const iso = d ? resolveDate(d, period, year) : null;
      if (!iso) return;
      if (from && to && (iso < from || iso > to)) return;
      const kind = row.rec.kind;
      let desc = description(row.rec);
      // A checks table prints the number alone: the row is "Check 1001", as the section reader writes it.
      if (kind?.section === 'check' && row.direction === 'debit') {
        const n = /^\s*(?:check|chk|cheque|ck)?\s*(?:#|no\.?)?\s*(\d{1,10})?\s*[*·•#i s]*$/i.exec(desc);
        if (n) desc = n[1] ? `${kind.word} ${n[1]}` : kind.word;
      }
      const section = kind && row.direction === 'debit' && (kind.section === 'fee' || CHECK_ONLY.test(desc) || row.rec.fromGrid) ? kind.section : null;
      txs.push({
        k,
        t: {
          date: iso, description: desc, amount: fromCents(row.amount.cents), direction: row.direction,
          balance: row.balance === null ? null : fromCents(row.balance), section, page: row.rec.page,
        },
      });
    });
    txs.sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.k - b.k));
    // No period printed: first to last posted date (said as derived).
    if (!period.end && txs.length) {
      period = { start: txs[0]!.t.date, end: txs[txs.length - 1]!.t.date };
      derived.push('period');
    }
    const fonts: Record<string, number> = {};
    for (const row of win.rows) fonts[row.rec.font || 'unknown'] = (fonts[row.rec.font || 'unknown'] ?? 0) + 1;
    const near = [...context].reverse();
    const last4 = findLast4(near.filter((l) => !l.noise)).last4 ?? findLast4(context).last4 ?? findLast4(all).last4;
    statements.push({
      bank_name: doc.bank, account_holder: doc.holder.holder, holder_block: doc.holder.block,
      account_number_last4: last4, account_type: findAccountType(near.filter((l) => !l.noise)) ?? findAccountType(all),
      period_start: period.start, period_end: period.end,
      beginning_balance: s.opening === null ? null : fromCents(s.opening),
      ending_balance: s.closing === null ? null : fromCents(s.closing),
      printed_total_credits: null, printed_total_debits: null,
      transactions: txs.map((x) => x.t),
      pages: [all[first]!.page, all[lastLine]!.page],
      amount_fonts: fonts,
      ...(derived.length ? { derived } : {}),
      ...pendingRows(pendingOf.get(s) ?? []),
      // The account's own header first (a "Currency: USD" line), then the document's header.
      ...currencyOf(findCurrency(near.slice(0, 12), all.slice(first, lastLine + 1)) ?? findCurrency(all.slice(0, Math.min(first, 40)), [])),
    });
    rowLines.push(txs.map((x) => win.rows[x.k]!.rec.lines[0]!));
    evidence.push(win.explained > 0 || s.headers.length > 0);
    explains.push({
      lines: [first, lastLine], records: s.records.length, opening: s.opening, closing: s.closing,
      tried: tried.map((h) => `${h.name}: explained ${h.explained}/${h.rows.length}, breaks ${h.breaks}${h.against ? `, against ${h.against} printed signs` : ''}, ${h.reconciled ? 'reconciles' : 'does not reconcile'}`),
      winner: `${win.name} ${dates.note}`,
      first: win.proposed === 0,
      verified: win.explained === win.rows.length && win.breaks === 0,
    });
  }
  return { statements, sections: explains, datedMoneyLines: stats.datedMoneyLines, rowLines, evidence };
}
