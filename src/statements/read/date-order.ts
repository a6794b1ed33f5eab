// Day first or month first, decided once per document by what the document prints, never by a default (issue 32,
// item 4). A numeric date like 04/03/2026 reads both ways; the document's other dates say which way it prints them:
//   1. dates only one order can read (28/06/2024 is day first, 09/13/2026 month first), counted over every line;
//   2. the rows' dates in order: read the right way, a list's consecutive rows are days apart; read the wrong way,
//      day-first rows (01/06, 02/06, 05/06) jump months (January, February, May);
//   3. the printed period: a range that is a period one way only (it would end before it starts the other way);
//   4. where nothing of that decides (every date reads both ways and none is out of order), the order in which the
//      document prints its dates with month names (`28 Jun 2024` is day first, `Jun 28, 2024` month first).
// Nothing decides (a document that prints no numeric date that reads both ways, or nothing at all): null, and each
// list's dates are judged by its own period and order as before.
import { flat, type Line } from '../layout/layout.ts';
import { dateAt, findDates, iso, type DateMatch } from './dates.ts';
import { dayNumber } from '../calendar.ts';
import type { ParseSettings } from '../settings.ts';

export interface DateOrder {
  /** True: day first; false: month first; null: nothing printed decides (each list judges its own). */
  dayFirst: boolean | null;
  /** Which judge decided, in words (`--explain`). */
  why: string;
}

// A year for dates printed without one, in the sequence judge: a leap year, so 29/02 reads.
const NO_YEAR = 2000;

/** The day number of a date read one way, or null where that order cannot read it. */
function dayOf(d: DateMatch, dayFirst: boolean): number | null {
  const p = dayFirst ? (d.alt ?? (d.monthFirst ? null : d)) : d.dayFirst ? null : d;
  return p ? dayNumber(iso(p.y ?? NO_YEAR, p.m, p.d)) : null;
}

/** The first date of each line that starts with one (a row's date), in printed order. */
function rowDates(lines: Line[]): DateMatch[] {
  const out: DateMatch[] = [];
  for (const l of lines) {
    const c = l.cells[0]?.text.trim() ?? '';
    const d = dateAt(c, 0);
    if (d && (d.alt || d.dayFirst || d.monthFirst)) out.push(d);
  }
  return out;
}

/** Consecutive rows at most `closeDays` apart, read one way (rows of a statement are days apart, in either direction). */
function closeSteps(dates: DateMatch[], dayFirst: boolean, closeDays: number): number {
  let n = 0;
  for (let i = 1; i < dates.length; i++) {
    const a = dayOf(dates[i - 1]!, dayFirst);
    const b = dayOf(dates[i]!, dayFirst);
    if (a !== null && b !== null && Math.abs(b - a) <= closeDays) n++;
  }
  return n;
}

/** Printed ranges (two dates on a line joined by a range word or a dash) that are a period one way only. */
function periodVotes(lines: Line[], maxDays: number): { day: number; month: number } {
  const votes = { day: 0, month: 0 };
  for (const l of lines) {
    const ds = findDates(flat(l)).filter((d) => d.alt && d.y !== null);
    if (ds.length !== 2) continue;
    const span = (dayFirst: boolean) => { const a = dayOf(ds[0]!, dayFirst)!; const b = dayOf(ds[1]!, dayFirst)!; return b >= a && b - a <= maxDays; };
    if (span(true) && !span(false)) votes.day++;
    if (span(false) && !span(true)) votes.month++;
  }
  return votes;
}

/** Dates printed with a month name: day before the name (`28 Jun`), or the name before the day (`Jun 28`). */
function namedVotes(lines: Line[]): { day: number; month: number } {
  const votes = { day: 0, month: 0 };
  for (const l of lines) {
    for (const d of findDates(l.text)) {
      if (d.alt || d.dayFirst || d.monthFirst || !/[a-z]/i.test(d.text)) continue;
      if (/^\d/.test(d.text)) votes.day++; else votes.month++;
    }
  }
  return votes;
}

const decided = (day: number, month: number, what: string): DateOrder | null =>
  day > month ? { dayFirst: true, why: `day first: ${day} ${what} against ${month}` }
    : month > day ? { dayFirst: false, why: `month first: ${month} ${what} against ${day}` } : null;

/** The document's date order, from the judges in turn (see the top of this file). */
export function documentDateOrder(lines: Line[], S: ParseSettings): DateOrder {
  let day = 0;
  let month = 0;
  for (const l of lines) for (const d of findDates(l.text)) { if (d.dayFirst) day++; if (d.monthFirst) month++; }
  // Dates only one order reads: one side alone, or a clear majority (a reference number that looks like a date).
  if (Math.min(day, month) * S.records.dateOrderMajority < Math.max(day, month)) {
    const v = decided(day, month, 'dates only that order reads');
    if (v) return v;
  }
  const rows = rowDates(lines);
  const bySteps = decided(closeSteps(rows, true, S.records.dateCloseDays), closeSteps(rows, false, S.records.dateCloseDays), 'rows within days of the row above');
  if (bySteps) return bySteps;
  const p = periodVotes(lines, S.header.maxPeriodDays);
  const byPeriod = decided(p.day, p.month, 'printed ranges that are a period only that way');
  if (byPeriod) return byPeriod;
  const n = namedVotes(lines);
  return decided(n.day, n.month, 'dates printed with a month name in that order') ?? { dayFirst: null, why: 'undecided: no printed date tells the order' };
}
