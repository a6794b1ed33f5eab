// Every printed figure is a judge of a reading. A statement prints more than its rows: its opening and closing balance,
// the totals of its credits and debits (with item counts), each list's total, the subtotals of each page, counts of its
// items printed without a figure, the balance at the end of each day. A
// reading (each row's amount, direction, day and list) either explains such a figure (the figure follows from the
// rows as read), contradicts it, or says nothing of it (a day-balance figure without an opening balance to count from).
// The judges know nothing of how a reading was made or how a figure was found on the page.
import type { Direction } from '../types.ts';

/**
 * A figure the statement prints. `credits`/`debits`: a total of one direction (a summary's "Deposits and other credits
 * 3 $600.00", a list's "Total withdrawals"), explained by all the reading's rows of that direction or by one list of
 * them, with its item count where printed. `list`: a total printed under one list without a direction ("Total"), the
 * list's sum (of one column's amounts where the line prints a total under each column). `subtotal`: a figure printed
 * among the rows for the rows above it ("Total credits this page", "Subtotal", "Total carried forward"), of one
 * direction where its words name one. `count`: an item count printed without a figure ("12 Deposits/Credits", "Total
 * 37 items"). `day`: the balance at the end of a day (a daily-balance table). `opening`/`closing`: the balances the
 * statement starts and ends with (judged together: opening + credits - debits = closing).
 */
export interface PrintedFigure {
  kind: 'credits' | 'debits' | 'list' | 'subtotal' | 'count' | 'day' | 'opening' | 'closing';
  /** The figure (signed as printed for a subtotal; 0 for a count). */
  cents: number;
  /** The item count printed beside a total. */
  count?: number;
  /** The day of a day balance (ISO). */
  date?: string;
  /** The list a list total is printed under, and the amount column it stands in where the line totals several columns. */
  list?: string;
  column?: number;
  /** A subtotal's or a count's direction, where its words name one. */
  direction?: Direction;
  /** The page a subtotal is printed on, and the line of the subtotal printed before it in its list (-1: none). */
  page?: number;
  after?: number;
  /** The document line the figure is printed on, and its words (for `--explain`). */
  line: number;
  label: string;
}

/** What a judge needs of a reading: each row as read, and the balances it starts and ends with. */
export interface JudgedRow {
  cents: number; direction: Direction; date: string | null; list: string; column: number;
  /** The document line the row is printed on and its page (for the subtotals printed among the rows). */
  line?: number; page?: number;
}
export interface JudgedReading { rows: JudgedRow[]; opening: number | null; closing: number | null }

export type Verdict = 'explains' | 'contradicts' | 'silent';
/** `counted`: per figure, whether it counts (some reading of the section explains it). */
export interface Judgement { explained: number; contradicted: number; verdicts: Verdict[]; counted: boolean[] }

const signed = (r: JudgedRow) => (r.direction === 'credit' ? r.cents : -r.cents);

/** A total of one direction: all the rows of that direction, or one list all read that way, add up to it (and count it). */
function directionTotal(f: PrintedFigure, x: JudgedReading): Verdict {
  // A total of nothing ("Total Insufficient Items Fees  0.00") tells no reading from another: any list may be empty.
  if (f.cents === 0) return 'silent';
  const dir: Direction = f.kind === 'credits' ? 'credit' : 'debit';
  const fits = (rows: JudgedRow[]) => rows.reduce((s, r) => s + r.cents, 0) === f.cents && (f.count === undefined || rows.length === f.count);
  const all = x.rows.filter((r) => r.direction === dir);
  if (fits(all)) return 'explains';
  for (const list of new Set(x.rows.map((r) => r.list))) {
    const rows = x.rows.filter((r) => r.list === list);
    if (rows.every((r) => r.direction === dir) && fits(rows)) return 'explains';
  }
  return 'contradicts';
}

/** A list's own total: its rows (in the figure's column, where it names one) add up to it, whatever their direction. */
function listTotal(f: PrintedFigure, x: JudgedReading): Verdict {
  const rows = x.rows.filter((r) => r.list === f.list && (f.column === undefined || r.column === f.column));
  if (!rows.length) return 'contradicts';
  return rows.reduce((s, r) => s + r.cents, 0) === f.cents && (f.count === undefined || rows.length === f.count) ? 'explains' : 'contradicts';
}

/** The rows that add up to `n` in `cents` (and count it, where `count` is given). */
const addsUp = (rows: JudgedRow[], cents: number, count?: number) => rows.reduce((s, r) => s + r.cents, 0) === cents && (count === undefined || rows.length === count);

/** The lists of `rows` read wholly in one direction: a summary's or a page's part of the credits or debits. */
function wholeLists(rows: JudgedRow[], dir: Direction): JudgedRow[][] {
  const lists = [...new Set(rows.map((r) => r.list))].map((l) => rows.filter((r) => r.list === l));
  return lists.filter((ls) => ls.every((r) => r.direction === dir));
}

/**
 * A subtotal printed among the rows: the rows above it on its page, since the subtotal before it, or since the list
 * began (a total carried forward) add up to it. With a direction ("Total debits this page"): all the rows of that
 * direction in one of those spans (a page's part of one list would let a reading that reads the other lists wrong
 * explain it too). Without: its list's rows or all the rows of the
 * span, as amounts, or as credits less debits (a net figure, signed as printed).
 */
function subtotal(f: PrintedFigure, x: JudgedReading): Verdict {
  const above = x.rows.filter((r) => r.line !== undefined && r.line < f.line && (f.column === undefined || r.column === f.column));
  const spans = [above.filter((r) => r.page === f.page), above.filter((r) => r.line! > (f.after ?? -1)), above];
  for (const rows of spans) {
    if (!rows.length) continue;
    if (f.direction) {
      if (addsUp(rows.filter((r) => r.direction === f.direction), f.cents, f.count)) return 'explains';
      continue;
    }
    for (const rs of [rows.filter((r) => r.list === f.list), rows]) {
      if (rs.length && (addsUp(rs, Math.abs(f.cents), f.count) || rs.reduce((s, r) => s + signed(r), 0) === f.cents)) return 'explains';
    }
  }
  return 'contradicts';
}

/**
 * An item count printed without a figure: with a direction, the reading's rows of that direction number it, or one list
 * read wholly that way does ("3 Checks Paid"); without, all the rows or its list's rows do. A count of none is silent.
 */
function itemCount(f: PrintedFigure, x: JudgedReading): Verdict {
  const n = f.count ?? 0;
  if (n === 0) return 'silent';
  if (f.direction) {
    const dir = f.direction;
    return x.rows.filter((r) => r.direction === dir).length === n || wholeLists(x.rows, dir).some((ls) => ls.length === n) ? 'explains' : 'contradicts';
  }
  return x.rows.length === n || (f.list !== undefined && x.rows.filter((r) => r.list === f.list).length === n) ? 'explains' : 'contradicts';
}

/** The balance at the end of a day: the opening plus every row posted up to that day. Silent without an opening or dates. */
function dayBalance(f: PrintedFigure, x: JudgedReading): Verdict {
  if (x.opening === null || !f.date || x.rows.some((r) => r.date === null)) return 'silent';
  const v = x.rows.filter((r) => r.date! <= f.date!).reduce((s, r) => s + signed(r), x.opening);
  return v === f.cents ? 'explains' : 'contradicts';
}

/** The opening and the closing together: opening + credits - debits = closing (each of the pair judged so). */
function reconciliation(x: JudgedReading): Verdict {
  if (x.opening === null || x.closing === null) return 'silent';
  return x.rows.reduce((s, r) => s + signed(r), x.opening) === x.closing ? 'explains' : 'contradicts';
}

export function judgeFigure(f: PrintedFigure, x: JudgedReading): Verdict {
  switch (f.kind) {
    case 'credits': case 'debits': return directionTotal(f, x);
    case 'list': return listTotal(f, x);
    case 'subtotal': return subtotal(f, x);
    case 'count': return itemCount(f, x);
    case 'day': return dayBalance(f, x);
    default: return reconciliation(x);
  }
}

/**
 * Every figure's verdict on a reading, and the count of figures it explains and contradicts. `informative` leaves out
 * the figures no reading of the section explains (a figure misread, or one of another account): they cannot tell
 * readings apart and would only add the same doubt to each.
 */
export function judge(figures: PrintedFigure[], x: JudgedReading, informative?: boolean[]): Judgement {
  const verdicts = figures.map((f) => judgeFigure(f, x));
  let explained = 0;
  let contradicted = 0;
  verdicts.forEach((v, k) => {
    if (informative && !informative[k]) return;
    if (v === 'explains') explained++;
    else if (v === 'contradicts') contradicted++;
  });
  return { explained, contradicted, verdicts, counted: figures.map((_, k) => !informative || informative[k]!) };
}

/** Which figures some reading explains: those are the ones that can tell readings apart. */
export function informativeFigures(figures: PrintedFigure[], readings: JudgedReading[]): boolean[] {
  return figures.map((f) => readings.some((x) => judgeFigure(f, x) === 'explains'));
}
