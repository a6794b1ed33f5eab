// The reader: lines -> sections of records (sections.ts) -> for each section the readings of hypotheses.ts, judged by
// verification -> statements. It knows no bank: it reads any table whose rows carry a date and amounts, whatever the
// column order and header words, and lets the balances decide what each amount means. What a layout prints around
// the rows (section titles and their direction, check lists, summary boxes, column headers) are priors and evidence
// inside that one search, never a second reader.
import type { Line } from '../layout/layout.ts';
import type { DerivedField, ExtractedStatement, ExtractedTransaction, LineTrace, ReadingTrace } from '../types.ts';
import { resolveDate, type DateParts } from './dates.ts';
import { addDays } from '../calendar.ts';
import { fromCents } from '../money.ts';
import { findAccountType, findLast4, shortIdLast4 } from './account.ts';
import { findCurrency } from './currency.ts';
import { findBalances } from './balances.ts';
import { guessDirection } from './direction.ts';
import type { DocContext } from './context.ts';
import type { ParseSettings } from '../settings.ts';
import { signedCents, type TxRecord, type Section } from './records.ts';
import { amountColumns, columnOf, type Columns } from './columns.ts';
import { groupSections, type Grouped } from './sections.ts';
import { sectionPeriod, type Doc, type SectionPeriod } from './section-period.ts';
import { dailyTable } from './day-table.ts';
import type { LineAmounts } from './amounts.ts';
import { itemFields, itemText } from './describe.ts';
import { dropRunningTotals } from './subtotals.ts';
import { DROPPED, dropNotes, noteDropped } from './dropped.ts';
import { figureVerdicts } from './verdicts.ts';
import type { Hypothesis } from './hypotheses.ts';
import { readSection, score, type Judges, type SectionInput } from './readings.ts';
import { printedFigures } from './printed.ts';
import {
  CHECK_ONLY, chains, chooseDates, currencyOf, description, dropBesideText, dropRepeatedChecks, lastBalance, openingFromRows,
  pendingRows, periodsByLine, quotedToText, type Period,
} from './reading.ts';

export interface SectionExplain { lines: [number, number]; records: number; opening: number | null; closing: number | null; tried: string[]; winner: string; first: boolean; verified: boolean; figures: string[] }
export interface ReaderResult {
  statements: ExtractedStatement[];
  sections: SectionExplain[];
  datedMoneyLines: number;
  /** Per statement, per transaction, the lines of the record it was read from (the first is the row's line). */
  rowLines: number[][][];
  /** Per statement: a balance verified some of its rows, or its table has a column header (a table, not stray figures). */
  evidence: boolean[];
  /** Per statement: its amount columns and the role the winning reading gave each. */
  columns: ReadingTrace['columns'][];
}


/** Sections of records with quoted figures, dateless strays, beside-text and pending rows set apart. */
function prepare(all: Line[], settings: ParseSettings, amounts: LineAmounts, periods: (Period | null)[], trace?: LineTrace[], dayFirst: boolean | null = null) {
  const g = groupSections(all, { settings, amounts, trace, dayFirst, periodAt: (i) => { const p = periods[i]; return p ? `${p.start}..${p.end}` : null; } });
  const cols = amountColumns(g.sections, settings.records);
  const drop = dropNotes(trace);
  // Per section, its records with the lines set apart as printed subtotals kept (the readings decide between the two).
  const withTotals = new Map<Section, TxRecord[]>();
  for (const s of g.sections) {
    // A figure ending a description cell that stands in no amount column is quoted text ("ZOOM.US USD 2,183.01"), not money.
    for (const r of s.records) if (!r.checkpoint) quotedToText(r, cols);
    // A dateless line is a record only when its amounts sit in the dated records' columns.
    s.records = s.records.filter((r) => {
      if (r.checkpoint) return true;
      if (!r.money.length) { drop(r, DROPPED.noAmount); return false; }
      if ((r.inherited || r.joined) && !r.money.every((m) => columnOf(m, cols) >= 0)) { drop(r, DROPPED.strayFigure); return false; }
      return true;
    });
    dropBesideText(s, settings);
    const printed = s.records;
    if (dropRunningTotals(s, cols, settings.records)) withTotals.set(s, printed.filter((r) => !r.pending));
  }
  // Pending rows are shown apart, never read as postings.
  const pendingOf = new Map<Section, TxRecord[]>();
  for (const s of g.sections) {
    pendingOf.set(s, s.records.filter((r) => r.pending));
    for (const r of pendingOf.get(s)!) drop(r, DROPPED.pending);
    s.records = s.records.filter((r) => !r.pending);
  }
  return { sections: g.sections, cols, pendingOf, withTotals, datedMoneyLines: g.datedMoneyLines, toks: g.toks, drop };
}

/** The winning reading, every reading tried, and the checks it drops as repeats of the history's rows. */
interface Won { win: Hypothesis; tried: Hypothesis[]; repeats: TxRecord[] }

/**
 * The winning reading of a section. No opening balance printed (an activity printout, an aggregator's report): when the
 * running balances chain through the rows, the balance before the oldest row follows from its balance and amount, and
 * the search runs again with it so the oldest rows are verified like the rest. A printed opening that breaks the chain
 * at the oldest row (a report's "closing balance brought forward" of some other day) competes with the derived one.
 * The section is not changed: the derived opening is a choice of the readings (SectionInput).
 */
function winningReading(s: Section, d: Doc, derived: DerivedField[], input: SectionInput, j: Judges): Won {
  const guess = (r: TxRecord) => guessDirection(description(r));
  let tried = readSection(s, d.cols, guess, d.settings, input, j);
  let win = tried[0]!;
  if (s.opening === null || win.breaks > 0) {
    const opening = openingFromRows(win, d.settings);
    if (opening !== null && opening !== s.opening) {
      const again = readSection(s, d.cols, guess, d.settings, { ...input, opening }, j);
      if (s.opening === null || again[0]!.breaks < win.breaks) { tried = again; win = again[0]!; derived.push('beginning_balance'); }
    }
  }
  return { win, tried, repeats: dropRepeatedChecks(win) };
}

/**
 * The balances as the winning reading reads them (S/H marks as Soll/Haben, or as plain marks). No closing balance
 * printed: the balance printed after the last row is the closing one, when the running balances chain from the opening
 * balance through every row (each step verified), or through most of them (then derived, and the statement says by how
 * much it does not reconcile). Otherwise it stays unknown.
 */
function balancesOf(win: Hypothesis, d: Doc, derived: DerivedField[]): { opening: number | null; closing: number | null } {
  let closing = win.closing;
  if (closing === null && win.opening !== null) {
    const lastBal = lastBalance(win);
    if (lastBal !== null && win.breaks === 0 && win.explained === win.rows.length) closing = lastBal;
    else if (lastBal !== null && chains(win, d.settings)) { closing = lastBal; derived.push('ending_balance'); }
  }
  return { opening: win.opening, closing };
}

/**
 * Lines set apart as printed subtotals (by what they add up to) compete with the reading that keeps them as rows: the
 * kept reading wins only where it verifies better (a posting that happens to equal the rows above it).
 */
const better = (a: Hypothesis, b: Hypothesis) => { const x = score(a); const y = score(b); const k = x.findIndex((v, i) => v !== y[i]); return k >= 0 && x[k]! > y[k]!; };

function readWithTotals(s: Section, d: Doc, derived: DerivedField[], kept: TxRecord[] | undefined, j: Judges): Won & { subtotals: TxRecord[] } {
  const dropped = winningReading(s, d, derived, {}, j);
  if (!kept) return { ...dropped, subtotals: [] };
  const other: DerivedField[] = [];
  const withThem = winningReading(s, d, other, { records: kept }, j);
  if (!better(withThem.win, dropped.win)) return { ...dropped, subtotals: kept.filter((r) => !s.records.includes(r)) };
  derived.splice(0, derived.length, ...other);
  // The rows read are the ones kept (a result, not a trial: the section is changed only by the winner).
  s.records = kept;
  return { ...withThem, subtotals: [] };
}

/** The first line of the next list with rows: the lines up to it may print this list's figures (a daily-balance table after it). */
function nextFirst(sections: Section[], k: number, end: number): number {
  const next = sections.slice(k + 1).find((x) => x.records.length);
  return next ? Math.min(...next.records[0]!.lines) : end;
}

/** The printed figures around a section, and the day each of its records is read on (the dates as transactionsOf reads them). */
function judgesOf(s: Section, d: Doc, toks: Grouped['toks'], span: [number, number], sp: { period: Period; year: number | null }): Judges {
  const dates = chooseDates(s.records, sp.period, sp.year, s, d.settings, d.doc.dates?.dayFirst ?? null);
  const dayFirst = dates.note.includes('day-first');
  const day = (p: DateParts) => resolveDate(dayFirst ? p.alt ?? p : p, sp.period, sp.year, d.settings.header);
  const memo = new Map<TxRecord, string | null>();
  const dateOf = (r: TxRecord) => {
    if (!memo.has(r)) { const p = dates.pick(r); memo.set(r, p ? resolveDate(p, sp.period, sp.year, d.settings.header) : null); }
    return memo.get(r)!;
  };
  return { figures: printedFigures({ toks, from: span[0], to: span[1], section: s, day, cols: d.cols }), dateOf, cols: d.cols };
}

/** The winning reading's rows as transactions, in date order, dropping dates quoted far outside the period. */
function transactionsOf(win: Hypothesis, s: Section, period: Period, year: number | null, settings: ParseSettings, order: boolean | null): { txs: { t: ExtractedTransaction; k: number }[]; note: string } {
  const dates = chooseDates(s.records, period, year, s, settings, order);
  const txs: { t: ExtractedTransaction; k: number }[] = [];
  const from = period.start ? addDays(period.start, -settings.records.periodSlackDays) : null;
  const to = period.end ? addDays(period.end, settings.records.periodSlackDays) : null;
  const fields = itemFields(s, settings);
  win.rows.forEach((row, k) => {
    const d = dates.pick(row.rec);
    const iso = d ? resolveDate(d, period, year, settings.header) : null;
    if (!iso || (from && to && (iso < from || iso > to))) return;
    const kind = row.rec.kind;
    let desc = itemText(row.rec, fields, settings);
    // A checks table prints the number alone: the row is "Check 1001".
    if (kind?.section === 'check' && row.direction === 'debit') {
      const n = /^\s*(?:check|chk|cheque|ck)?\s*(?:#|no\.?)?\s*(\d{1,10})?\s*[*·•#i s]*$/i.exec(desc);
      if (n) desc = n[1] ? `${kind.word} ${n[1]}` : kind.word;
    }
    const section = kind && row.direction === 'debit' && (kind.section === 'fee' || CHECK_ONLY.test(desc) || row.rec.fromGrid) ? kind.section : null;
    txs.push({ k, t: { date: iso, description: desc, amount: fromCents(row.amount.cents), direction: row.direction, balance: row.balance === null ? null : fromCents(row.balance), section, page: row.rec.page } });
  });
  return { txs: txs.sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.k - b.k)), note: dates.note };
}

/** Each amount column and what the winning reading made of it: the balance, credits, debits, or both (signed amounts). */
function columnRoles(win: Hypothesis, cols: Columns, section: number, pages: [number, number]): ReadingTrace['columns'] {
  return cols.cols.map((c, k) => {
    const dirs = new Set(win.rows.filter((r) => columnOf(r.amount, cols) === k).map((r) => r.direction));
    const role = k === win.balanceColumn ? 'balance' as const : dirs.size === 2 ? 'amount' as const : dirs.size === 1 ? [...dirs][0]! : null;
    return { section, page_from: pages[0], page_to: pages[1], x0: Math.round(c.x0 * 100) / 100, x1: Math.round(c.x1 * 100) / 100, role };
  });
}

/**
 * The winning reading's transactions and the period they fall under. Rows read day first in a document whose order
 * nothing else decided read the period printed above them so too ("05/12/26 to 04/01/27"). A period not printed above
 * the list (another line's range, a description's `NOV 24 TO APR 25`) that most rows fall outside gives way to the
 * one found without it, when more rows fall in that one (the rows judge the period). A period known by its end
 * alone (a statement date; its month's first day as the start) whose rows were printed before that start begins on
 * the first of the earliest row's month (a statement dated 1 July lists June). No period printed: first to last
 * posted date (said as derived).
 */
function rowsAndPeriod(d: Doc, s: Section, win: Hypothesis, sp: SectionPeriod, again: (dayFirst: boolean, borrow: boolean) => SectionPeriod, derived: DerivedField[]) {
  const order = d.doc.dates?.dayFirst ?? null;
  let read = transactionsOf(win, s, sp.period, sp.year, d.settings, order);
  if (order === null && read.note.includes('day-first')) {
    const other = again(true, true);
    if (other.period.start !== sp.period.start || other.period.end !== sp.period.end) { sp = other; read = transactionsOf(win, s, sp.period, sp.year, d.settings, order); }
  }
  if (sp.borrowed && read.txs.length * 2 < win.rows.length) {
    const other = again(order === true, false);
    const reread = transactionsOf(win, s, other.period, other.year, d.settings, order);
    if (reread.txs.length > read.txs.length) { sp = other; read = reread; }
  }
  let period = sp.period;
  if (sp.endOnly && period.end && read.txs.length < win.rows.length) {
    const start = startFromRows(win, s, period.end, sp.year, d.settings, order);
    if (start && start < (period.start ?? period.end)) { period = { start, end: period.end }; read = transactionsOf(win, s, period, sp.year, d.settings, order); }
  }
  if (!period.end && read.txs.length) { period = { start: read.txs[0]!.t.date, end: read.txs[read.txs.length - 1]!.t.date }; derived.push('period'); }
  return { ...read, period };
}

/** The first of the month of the earliest row dated within a period's longest span before `end`, or null. */
function startFromRows(win: Hypothesis, s: Section, end: string, year: number | null, S: ParseSettings, order: boolean | null): string | null {
  const open = { start: addDays(end, -S.header.maxPeriodDays), end };
  const dates = chooseDates(s.records, open, year, s, S, order);
  let first: string | null = null;
  for (const row of win.rows) {
    const p = dates.pick(row.rec);
    const iso = p ? resolveDate(p, open, year, S.header) : null;
    if (iso && iso >= open.start && iso <= end && (!first || iso < first)) first = iso;
  }
  return first ? first.slice(0, 8) + '01' : null;
}

/**
 * A list that printed its opening balance and no rows, in a document where no dated line with amounts was read at
 * all, did not move when every figure printed under its opening (within a summary's reach, on its page) is zero or
 * that same balance: the totals of a month without activity (`No. of Deposits 0  Total Deposits 0.00`), a balance
 * carried forward unchanged. Its closing is its opening. A figure of anything else (a total that moved) says otherwise.
 */
function unmoved(s: Section, d: Doc): boolean {
  const lines = d.all.slice(s.start, s.end);
  const at = lines.findIndex((l) => d.amounts.of(l).some((a) => signedCents(a) === s.opening));
  if (at < 0) return false;
  const page = lines[at]!.page;
  const below = lines.slice(at + 1, at + 1 + d.settings.header.summaryMaxLines).filter((l) => l.page === page);
  return below.every((l) => d.amounts.of(l).every((a) => a.cents === 0 || signedCents(a) === s.opening));
}

export function readHypotheses(all: Line[], doc: DocContext, settings: ParseSettings, amounts: LineAmounts, trace?: LineTrace[]): ReaderResult {
  const periods = periodsByLine(all, doc.anchor ?? null, settings, doc.dates?.dayFirst === true);
  const p = prepare(all, settings, amounts, periods, trace, doc.dates?.dayFirst ?? null);
  const d: Doc = { all, doc, periods, cols: p.cols, settings, amounts };
  const out: ReaderResult = { statements: [], sections: [], datedMoneyLines: p.datedMoneyLines, rowLines: [], evidence: [], columns: [] };
  let prevEnd = 0;
  for (const [k, s] of p.sections.entries()) {
    // A list with no rows is an account's statement when it prints its balances and they agree (an account that did
    // not move); otherwise it is a summary's stray figures.
    const still = !s.records.length && s.opening !== null && (s.opening === s.closing || (s.closing === null && p.datedMoneyLines === 0 && unmoved(s, d)));
    if (still) s.closing = s.opening;
    if (!s.records.length && !still) continue;
    const first = still ? s.start : Math.min(...s.records[0]!.lines);
    const lastLine = still ? s.start : Math.max(...s.records[s.records.length - 1]!.lines);
    const context = all.slice(prevEnd, first);
    const prevStart = prevEnd;
    prevEnd = lastLine + 1;
    const sp = sectionPeriod(d, first, lastLine, context);
    // A summary's figures stand in for balances the list does not print; a list that prints its own (day groups'
    // balances between the rows) is judged by those, in whichever order it runs.
    if ((s.opening === null || s.closing === null) && !s.records.some((r) => r.checkpoint)) {
      const b = findBalances([...context, ...all.slice(first, lastLine + 1)], sp.year, settings, amounts);
      if (s.opening === null) s.opening = b.beginning;
      if (s.closing === null) s.closing = b.ending;
    }
    const derived: DerivedField[] = [];
    const j = judgesOf(s, d, p.toks, [prevStart, nextFirst(p.sections, k, all.length)], sp);
    const { win, tried, repeats, subtotals } = readWithTotals(s, d, derived, p.withTotals.get(s), j);
    ({ opening: s.opening, closing: s.closing } = balancesOf(win, d, derived));
    const { txs, note, period } = rowsAndPeriod(d, s, win, sp, (dayFirst, borrow) => sectionPeriod(d, first, lastLine, context, dayFirst, borrow), derived);
    noteDropped(p.drop, s, win, txs.map((x) => win.rows[x.k]!.rec), { repeats, subtotals });
    const pages: [number, number] = [all[first]!.page, all[lastLine]!.page];
    const st = statementOf(s, d, { period, derived, pages, context, first, lastLine, win, txs: txs.map((x) => x.t), pending: p.pendingOf.get(s) ?? [] });
    const table = dailyTable(p.toks, j.figures, first, period);
    out.statements.push(table.length ? { ...st, printed_daily_balances: table } : st);
    out.rowLines.push(txs.map((x) => win.rows[x.k]!.rec.lines));
    out.evidence.push(win.explained > 0 || s.headers.length > 0);
    out.columns.push(columnRoles(win, p.cols, out.statements.length - 1, pages));
    out.sections.push({
      lines: [first, lastLine], records: s.records.length, opening: s.opening, closing: s.closing,
      tried: tried.map((h) => `${h.name}: explained ${h.explained}/${h.rows.length}, breaks ${h.breaks}${h.against ? `, against ${h.against} printed signs` : ''}, ${h.reconciled ? 'reconciles' : 'does not reconcile'}${h.judged ? `, printed figures ${h.judged.explained} explained, ${h.judged.contradicted} contradicted` : ''}`),
      figures: [...figureVerdicts(j, win), ...subtotals.map((r) => `page subtotal ${r.money.map((m) => fromCents(m.cents).toFixed(2)).join(' ')} (line ${r.lines[0]}, known by its sums): explained (each figure the sum of its column above it; set apart, not a row)`)],
      winner: `${win.name} ${note}`,
      first: win.proposed === 0,
      verified: win.explained === win.rows.length && win.breaks === 0,
    });
  }
  return out;
}

interface Parts { period: Period; derived: DerivedField[]; pages: [number, number]; context: Line[]; first: number; lastLine: number; win: Hypothesis; txs: ExtractedTransaction[]; pending: TxRecord[] }

/** One section's statement: the header fields nearest above it, its balances, rows and pending rows. */
function statementOf(s: Section, d: Doc, x: Parts): ExtractedStatement {
  const fonts: Record<string, number> = {};
  for (const row of x.win.rows) fonts[row.rec.font || 'unknown'] = (fonts[row.rec.font || 'unknown'] ?? 0) + 1;
  const near = [...x.context].reverse();
  // A masked number beside the account's name ("CHECKING (...2283)") only among the lines above the list: descriptions
  // print masked card numbers.
  // The list's own first page above it first (its running header too): a check image's memo ("ACCT 9939") printed
  // after the previous statement is nearer than this statement's header on the page before.
  const ownPage = near.filter((l) => l.page === x.pages[0]);
  const last4 = findLast4(ownPage, d.amounts).last4 ?? findLast4(near.filter((l) => !l.noise), d.amounts).last4 ?? findLast4(x.context, d.amounts).last4 ?? shortIdLast4(near.slice(0, d.settings.header.nearAccountLines), d.all) ?? findLast4(d.all, d.amounts).last4 ?? findLast4(near.filter((l) => !l.noise), d.amounts, true).last4;
  return {
    bank_name: d.doc.bank, account_holder: d.doc.holder.holder, account_holder_confidence: d.doc.holder.holder ? d.doc.holder.confidence ?? null : null, holder_block: d.doc.holder.block,
    account_number_last4: last4, account_type: findAccountType(near.filter((l) => !l.noise), d.settings) ?? findAccountType(d.all, d.settings),
    period_start: x.period.start, period_end: x.period.end,
    beginning_balance: s.opening === null ? null : fromCents(s.opening),
    ending_balance: s.closing === null ? null : fromCents(s.closing),
    printed_total_credits: null, printed_total_debits: null,
    transactions: x.txs,
    pages: x.pages,
    amount_fonts: fonts,
    ...(x.derived.length ? { derived: x.derived } : {}),
    ...pendingRows(x.pending),
    // The account's own header first (a "Currency: USD" line), then the document's header.
    ...currencyOf(findCurrency(near.slice(0, d.settings.header.currencyNearLines), d.all.slice(x.first, x.lastLine + 1), d.settings, d.amounts)
      ?? findCurrency(d.all.slice(0, Math.min(x.first, d.settings.header.currencyScanLines)), [], d.settings, d.amounts)),
  };
}
