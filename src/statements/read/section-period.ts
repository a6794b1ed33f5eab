// The period a section's rows fall under (printed above it, in the document, dated by its balance labels, or only its
// end printed), and the year yearless dates take where no period is printed. reader.ts asks it once per section.
import { flat, type Line } from '../layout/layout.ts';
import type { ParseSettings } from '../settings.ts';
import { addDays } from '../calendar.ts';
import { findDates, inOrder, resolveDate } from './dates.ts';
import { OTHER_PERIOD, commonYear, findPeriod, findPeriodEnd, periodFallback } from './period.ts';
import { findBalances } from './balances.ts';
import type { DocContext } from './context.ts';
import type { Columns } from './columns.ts';
import type { LineAmounts } from './amounts.ts';
import type { Period } from './reading.ts';

/** What the reader knows of the document while it reads its sections. */
export interface Doc { all: Line[]; doc: DocContext; periods: (Period | null)[]; cols: Columns; settings: ParseSettings; amounts: LineAmounts }

/** The statement period printed nearest above a list, among the lines since the previous list (a range may wrap to the next line). */
function nearestPeriod(context: Line[], d: Doc, dayFirst = false): Period {
  for (let k = context.length - 1; k >= 0; k--) {
    // From this line down (a range may wrap to the next line, a start date's end date be printed a few lines below),
    // leaving out ranges of other things (an analysis period).
    const lines = context.slice(k, k + 1 + d.settings.header.belowMaxLines).filter((l) => !OTHER_PERIOD.test(flat(l)));
    if (!lines.length || lines[0] !== context[k]) continue;
    const p = findPeriod(lines, d.doc.anchor ?? null, d.settings, dayFirst || d.doc.dates?.dayFirst === true);
    if (p.end) return p;
  }
  return { start: null, end: null };
}

/**
 * Only the period's end printed ("Statement date 04 Apr 25"): a list opened by a dated brought-forward line ("05 March
 * BALANCE BROUGHT FORWARD 39,741.59") prints its start there (the day the previous statement ended); metrics.md's
 * first of the month is for a list that prints none.
 */
function openingDate(context: Line[], end: string, S: ParseSettings, dayFirst: boolean | null): string | null {
  for (let k = context.length - 1; k >= Math.max(0, context.length - S.header.belowMaxLines); k--) {
    const text = flat(context[k]!);
    if (!/\bbrought\s+forward\b|\bb\/f\b|\b(opening|previous)\s+balance\b|\bbalance\s+forward\b/i.test(text)) continue;
    const dates = findDates(text);
    if (dates.length !== 1) continue;
    const start = resolveDate(inOrder(dates[0]!, dayFirst), { start: null, end }, null, S.header);
    if (start && start <= end && start > addDays(end, -S.header.maxPeriodDays)) return start;
  }
  return null;
}

/** The period a section's rows fall under: printed above it, in the document, dated by its balance labels, or none. */
export type SectionPeriod = { period: Period; year: number | null; endOnly?: true; borrowed?: true };
export function sectionPeriod(d: Doc, first: number, lastLine: number, context: Line[], dayFirst = false, borrow = true): SectionPeriod {
  // A period printed between the previous list and this one (the next statement's header) is this list's; else the
  // period line nearest above, else the document's (unless `borrow` is false: the rows did not fall in it).
  const own = nearestPeriod(context, d, dayFirst);
  const none: Period = { start: null, end: null };
  let period: Period = own.end ? own : (borrow ? d.periods[first] ?? d.doc.period : none);
  if (!period.end) period = borrow ? d.doc.period : none;
  const borrowed = !own.end && period.end !== null;
  // No period line: the balance labels may date it ("Opening balance on November 16, 2025").
  if (!period.end) {
    const b = findBalances([...context, ...d.all.slice(first, lastLine + 1)], commonYear(d.all, d.settings), d.settings, d.amounts);
    // Both dated, the opening before the closing: a date beside a label may be a row's (a sidebar sharing its line).
    if (b.beginDate && b.endDate && b.beginDate < b.endDate) period = { start: b.beginDate, end: b.endDate };
  }
  let endOnly = false;
  if (!period.end) {
    const order = d.doc.dates?.dayFirst ?? null;
    const end = findPeriodEnd([...context, ...d.all.slice(0, d.settings.header.periodEndScanLines)], d.settings, order);
    const opened = end && openingDate(context, end, d.settings, order);
    period = { start: opened || periodFallback(end), end };
    endOnly = !opened && end !== null;
  }
  // No period anywhere (an activity printout): dates without a year take the year most printed dates carry, else the
  // year the document's anchor gives them (a statement date, a printed-on line, the file's creation date).
  return { period, year: period.end ? Number(period.end.slice(0, 4)) : commonYear(d.all, d.settings) ?? anchorYear(d, first, lastLine), ...(endOnly ? { endOnly: true as const } : {}), ...(borrowed ? { borrowed: true as const } : {}) };
}

/**
 * Where no date of the document prints a year: the anchor's year, or the one before when the section's latest
 * yearless date would fall after the anchor (a statement ends on or before the day it is printed or saved).
 */
function anchorYear(d: Doc, first: number, lastLine: number): number | null {
  const anchor = d.doc.anchor;
  if (!anchor) return null;
  const y = Number(anchor.slice(0, 4));
  let latest = '';
  for (const l of d.all.slice(first, lastLine + 1)) {
    for (const t of findDates(l.text).map((x) => inOrder(x, d.doc.dates?.dayFirst))) {
      const md = `${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
      if (t.y === null && md > latest) latest = md;
    }
  }
  return latest && `${y}-${latest}` > anchor ? y - 1 : y;
}
