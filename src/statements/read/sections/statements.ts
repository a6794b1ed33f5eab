// Splits a document's lines into statements and assembles each one: header fields, rows, years, verification.
// A document may hold several statements (a combined statement of several accounts, or several months in one
// file). Each printed beginning balance with a new value opens a new statement; the cut is placed after the
// last transaction row of the previous one, or at the top of the page when that page has none before it.
import { flat, type Line } from '../../layout/layout.ts';
import type { ExtractedStatement, ExtractedTransaction } from '../../types.ts';
import { findRows, type RawRow } from './tables.ts';
import {
  findBalances, findBankName, findHolder, findHolderByLabel, findHolderNearAccount, findPeriodEnd, findLast4, findAccountType, findPeriod, isPeriodLine, periodFallback, commonYear, periodAnchor,
} from '../header.ts';
import { dateAt, resolveDate } from '../dates.ts';
import { addDays } from '../../calendar.ts';
import { lineAmounts } from '../amounts.ts';
import { fromCents } from '../../money.ts';
import { applyRunningBalance, applyTotals, dropDuplicateChecks, signed, type Row } from '../../verify/reconcile.ts';

const BEGIN_RE = /\b(beginning|opening|starting|previous|prior)\s+(statement\s+)?balance\b|\bbalance\s+(last|previous|prior)\s+statement\b/i;

/** Line indices where a new statement begins (always includes 0). */
export function splitPoints(lines: Line[]): number[] {
  const rows = findRows(lines);
  const rowLines = rows.map((r) => r.line);
  const points = [0];
  let current: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const t = flat(l);
    if (!BEGIN_RE.test(t)) continue;
    const label = l.cells.findIndex((c) => BEGIN_RE.test(c.text));
    const amt = lineAmounts(l).find((a) => a.x0 > (l.cells[label]?.x0 ?? 0));
    if (!amt) continue;
    const v = amt.sign === -1 ? -amt.cents : amt.cents;
    if (current === null) { current = v; continue; }
    if (v === current) continue;
    current = v;
    // Cut after the last row before this line, or at the top of this page if that is later.
    const prevRow = rowLines.filter((x) => x < i).pop() ?? -1;
    let pageTop = i;
    while (pageTop > 0 && lines[pageTop - 1]!.page === l.page) pageTop--;
    let cut = Math.max(prevRow + 1, pageTop);
    // Skip the totals/closing lines that still belong to the previous statement on the same page.
    if (cut > pageTop) {
      // The last row's wrapped description lines (no money, indented past the row's date) stay with it. A row printed
      // without a date (dates once per day) starts at its description: its wrapped lines start there too, right under
      // it. The next statement's period printed right under that row is never one of them.
      const row = lines[prevRow];
      const rowX = row?.cells[0]?.x0 ?? 0;
      const dated = !row || dateAt(row.cells[0]?.text ?? '', 0) !== null;
      const wrapped = (w: Line, above: Line) => w.page === l.page && !lineAmounts(w).length && !isPeriodLine(w) &&
        (dated ? (w.cells[0]?.x0 ?? 0) > rowX + 5 : Math.abs((w.cells[0]?.x0 ?? 0) - rowX) <= 3 && w.y - above.y <= above.h * 2.1);
      while (cut < i && wrapped(lines[cut]!, lines[cut - 1]!)) cut++;
      while (cut < i && /^(total|ending|closing|totals)\b/i.test(lines[cut]!.cells[0]?.text ?? '')) cut++;
    }
    if (cut > points[points.length - 1]!) points.push(cut);
  }
  return points;
}


export interface DocContext {
  bank: string | null; holder: { holder: string | null; block: string[] }; period: { start: string | null; end: string | null };
  /** The latest date a period printed without a year can end on (header.ts periodAnchor). */
  anchor?: string | null;
}

export function documentContext(lines: Line[], createdAt: string | null = null): DocContext {
  const anchor = periodAnchor(lines, createdAt);
  const holder = findHolder(lines);
  const near = holder.holder ? holder : findHolderNearAccount(lines);
  return { bank: findBankName(lines), holder: near.holder ? near : findHolderByLabel(lines), period: findPeriod(lines, anchor), anchor };
}

/** Builds one statement from its lines; null when nothing statement-like is there. */
export function buildStatement(seg: Line[], doc: DocContext): ExtractedStatement | null {
  return readStatement(seg, doc)?.statement ?? null;
}

/** A statement and, per transaction, the line (index into `seg`) it was read from. */
export function readStatement(seg: Line[], doc: DocContext): { statement: ExtractedStatement; rowLines: number[] } | null {
  if (!seg.length) return null;
  // The period is often printed only in the running page header, which noise removal drops: fall back to the
  // document's period (read from all lines).
  let period = findPeriod(seg, doc.anchor ?? null);
  if (!period.end) period = doc.period;
  const year = period.end ? Number(period.end.slice(0, 4)) : commonYear(seg);
  const bal = findBalances(seg, year);
  if (!period.end && (bal.beginDate || bal.endDate)) {
    period = { start: bal.beginDate, end: bal.endDate };
  }
  if (!period.end) period = { start: null, end: findPeriodEnd(seg) };
  if (period.end && !period.start) period = { start: periodFallback(period.end), end: period.end };

  const reading = bestReading(findRows(seg), period, year, bal.beginning, bal.ending);
  const kept = reading.rows;
  // No ending balance printed: the balance printed after the last row is the ending one, when the running balances
  // chain from the beginning balance through every row (each step verified). Otherwise it stays unknown.
  const last = kept[kept.length - 1];
  const ending = bal.ending ?? (bal.beginning !== null && last && last.balance !== null && reading.breaks === 0 ? last.balance : null);
  // Statements printed section by section are put in date order; a stable sort keeps same-day order.
  const sorted = kept.map((r, k) => ({ r, k })).sort((a, b) => (a.r.iso < b.r.iso ? -1 : a.r.iso > b.r.iso ? 1 : a.k - b.k)).map((x) => x.r);

  const hasStatement = sorted.length > 0 || (bal.beginning !== null && ending !== null);
  if (!hasStatement) return null;
  const last4 = findLast4(seg);
  const holder = findHolder(seg);
  const h = holder.holder ? holder : doc.holder;
  const fonts: Record<string, number> = {};
  // "g_d0_f3:sans-serif": the loaded name and the family; the loaded name is stable within a document.
  for (const r of sorted) { const f = r.font || 'unknown'; fonts[f] = (fonts[f] ?? 0) + 1; }
  const leading = leadingDateColumn(sorted.map((r) => r.description));
  const transactions: ExtractedTransaction[] = sorted.map((r) => ({
    date: r.iso,
    description: leading ? withoutLeadingDate(r.description) : r.description,
    amount: fromCents(r.cents),
    direction: r.direction ?? 'debit',
    balance: r.balance === null ? null : fromCents(r.balance),
    section: r.section,
    page: r.page,
  }));
  const statement: ExtractedStatement = {
    bank_name: doc.bank,
    account_holder: h.holder,
    holder_block: h.block,
    account_number_last4: last4.last4,
    account_type: findAccountType(seg),
    period_start: period.start,
    period_end: period.end,
    beginning_balance: bal.beginning === null ? null : fromCents(bal.beginning),
    ending_balance: ending === null ? null : fromCents(ending),
    printed_total_credits: bal.credits === null ? null : fromCents(bal.credits),
    printed_total_debits: bal.debits === null ? null : fromCents(bal.debits),
    transactions,
    pages: [seg[0]!.page, seg[seg.length - 1]!.page],
    amount_fonts: fonts,
  };
  return { statement, rowLines: sorted.map((r) => r.line) };
}

function withoutLeadingDate(d: string): string {
  const t = d.trimStart();
  const m = dateAt(t, 0);
  return m && /^\s/.test(t.slice(m.length)) ? t.slice(m.length).trimStart() : d;
}

/**
 * A second date column (value or effective date) read into the text: most descriptions then start with a date.
 * When at least half of them do, that leading date is a column of its own and is not part of the description.
 */
function leadingDateColumn(descriptions: string[]): boolean {
  if (descriptions.length < 3) return false;
  let n = 0;
  for (const d of descriptions) {
    const m = dateAt(d.trimStart(), 0);
    if (m && /^\s/.test(d.trimStart().slice(m.length))) n++;
  }
  return n >= descriptions.length / 2;
}

interface Reading { rows: Row[]; reconciled: boolean; breaks: number; inPeriod: number }

/**
 * The section reader's own guesses are hypotheses judged by verification: day-first or month-first dates, and a
 * checks table kept or dropped as a repeat of the history. The first reading is the guess; the others are read
 * only when it does not verify, and win only when they verify better (reconcile, fewer unexplained balance steps,
 * more rows inside the period).
 */
function bestReading(found: RawRow[], period: { start: string | null; end: string | null }, year: number | null, begin: number | null, end: number | null): Reading {
  const guessDayFirst = dayFirstDates(found, period, year) !== found;
  const from = period.start && period.end ? addDays(period.start, -10) : null;
  const to = period.start && period.end ? addDays(period.end, 10) : null;
  const read = (dayFirst: boolean, dropChecks: boolean): Reading => {
    const raw = dayFirst ? found.map((r) => (r.date.alt ? { ...r, date: r.date.alt } : { ...r })) : found.map((r) => ({ ...r }));
    const rows: Row[] = [];
    let inPeriod = 0;
    for (const r of raw) {
      const iso = resolveDate(r.date, period, year);
      if (!iso) continue;
      // Rows far outside the period are dates quoted in text, not postings.
      if (from && to && (iso < from || iso > to)) continue;
      if (!period.start || !period.end || (iso >= period.start && iso <= period.end)) inPeriod++;
      rows.push({ ...r, iso });
    }
    const kept = dropChecks ? dropDuplicateChecks(rows) : rows;
    const breaks = kept.some((r) => r.balance !== null) ? applyRunningBalance(kept, begin) : 0;
    applyTotals(kept, begin, end);
    const sum = kept.reduce((t, r) => t + signed(r), 0);
    return { rows: kept, reconciled: begin !== null && end !== null && begin + sum === end, breaks, inPeriod };
  };
  const first = read(guessDayFirst, true);
  if (first.reconciled && first.breaks === 0) return first;
  let best = first;
  const hasAlt = found.some((r) => r.date.alt);
  const others: Array<[boolean, boolean]> = [[guessDayFirst, false]];
  if (hasAlt) others.push([!guessDayFirst, true], [!guessDayFirst, false]);
  for (const [df, drop] of others) {
    const r = read(df, drop);
    // A reading that reconciles wins; else the one that keeps more rows inside the period (a wrong day-first reading
    // pushes dates out of it, and fewer rows also means fewer balance steps to break), then fewer unexplained steps.
    const rank = (x: Reading) => [x.reconciled ? 1 : 0, x.inPeriod, -x.breaks];
    const a = rank(r); const b = rank(best);
    const k = a.findIndex((v, i) => v !== b[i]);
    if (k >= 0 && a[k]! > b[k]!) best = r;
  }
  return best;
}

/**
 * Canadian banks often print DD/MM/YYYY. A statement prints its dates one way, so the order is decided per
 * statement: day first when its rows include dates that can only be day first (31/03), or when the day-first
 * reading puts more of the ambiguous dates (04/03) inside the statement period.
 */
export function dayFirstDates(raw: RawRow[], period: { start: string | null; end: string | null }, year: number | null): RawRow[] {
  const certain = raw.filter((r) => r.date.dayFirst).length;
  const ambiguous = raw.filter((r) => r.date.alt);
  let dayFirst = certain > 0 && certain >= (certain + ambiguous.length) * 0.1;
  if (!dayFirst && ambiguous.length && period.start && period.end) {
    const inside = (d: RawRow['date']) => { const x = resolveDate(d, period, year); return x !== null && x >= period.start! && x <= period.end!; };
    const md = ambiguous.filter((r) => inside(r.date)).length;
    const dm = ambiguous.filter((r) => inside(r.date.alt!)).length;
    dayFirst = dm > md;
  }
  if (!dayFirst) return raw;
  return raw.map((r) => (r.date.alt ? { ...r, date: r.date.alt } : r));
}
