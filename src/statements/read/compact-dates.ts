// Dates printed as one run of digits (`010425` for 1 April 2025, `01042025`, `250401`): core systems of many countries
// print the rows' date so. Six digits are also references and serial numbers, so a run is read as a date only where
// the document decides it, once: the rows (lines with amounts) start with such runs, every one of them is a valid date
// in one field order, and read that way the rows are days apart (the judges of read/date-order.ts). The runs are then
// written as ISO dates (`2025-04-01`) before the lines are read, so every later stage sees an ordinary date.
import type { Cell, Line } from '../layout/layout.ts';
import type { LineAmounts } from './amounts.ts';
import type { ParseSettings } from '../settings.ts';
import { iso } from './dates.ts';
import { dayNumber } from '../calendar.ts';

const RUN = /^(\d{6}|\d{8})(?=\s|$)/;
type Order = 'dmy' | 'mdy' | 'ymd';
const ORDERS: Order[] = ['dmy', 'mdy', 'ymd'];

// Calendar conventions of two-digit years, as dates.ts reads them: below the pivot 20xx, from it 19xx.
const TWO_DIGIT_YEAR_PIVOT = 70;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A run of digits read as a date in one field order, as ISO, or null where it is no date that way. */
function read(run: string, order: Order): string | null {
  const wide = run.length === 8;
  const [a, b, c] = order === 'ymd'
    ? [run.slice(0, wide ? 4 : 2), run.slice(wide ? 4 : 2, wide ? 6 : 4), run.slice(wide ? 6 : 4)]
    : [run.slice(0, 2), run.slice(2, 4), run.slice(4)];
  const [y, m, d] = order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  let year = Number(y);
  if (y.length === 2) year += year < TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900;
  const month = Number(m);
  const day = Number(d);
  if (year < 1970 || year > 2100 || month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return null;
  if (month === 2 && day === 29 && !((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0)) return null;
  return iso(year, month, day);
}

/** The runs that start the document's lines with amounts (the rows' date column), in printed order. */
function rowRuns(lines: Line[], amounts: LineAmounts): string[] {
  const out: string[] = [];
  for (const l of lines) {
    if (l.noise) continue;
    const m = RUN.exec(l.cells[0]?.text ?? '');
    if (m && amounts.of(l).some((a) => !/^\d+$/.test(a.text))) out.push(m[1]!);
  }
  return out;
}

/** The field order the rows' runs are dates in, or null where they are not dates (or nothing decides). */
export function compactOrder(lines: Line[], amounts: LineAmounts, S: ParseSettings): Order | null {
  const runs = rowRuns(lines, amounts);
  if (runs.length < S.records.traitMinRows) return null;
  let best: Order | null = null;
  let bestClose = -1;
  for (const order of ORDERS) {
    const isos = runs.map((r) => read(r, order));
    if (isos.some((x) => x === null)) continue;
    let close = 0;
    for (let i = 1; i < isos.length; i++) if (Math.abs(dayNumber(isos[i]!) - dayNumber(isos[i - 1]!)) <= S.records.dateCloseDays) close++;
    // Rows of one list are days apart: most steps are, read the right way.
    if (close * 2 < isos.length - 1) continue;
    if (close > bestClose) { best = order; bestClose = close; }
    else if (close === bestClose) best = null;
  }
  return best;
}

/** The lines with each run that starts a line written as the ISO date it is in the document's order. */
export function withCompactDates(lines: Line[], amounts: LineAmounts, S: ParseSettings): Line[] {
  const order = compactOrder(lines, amounts, S);
  if (!order) return lines;
  return lines.map((l) => {
    const first = l.cells[0];
    const m = first && RUN.exec(first.text);
    const date = m && read(m[1]!, order);
    if (!first || !m || !date) return l;
    const cell: Cell = { ...first, text: date + first.text.slice(m[1]!.length), words: first.words.map((w, k) => (k === 0 && w.text === m[1] ? { ...w, text: date } : w)) };
    const cells = [cell, ...l.cells.slice(1)];
    return { ...l, cells, text: cells.map((c) => c.text).join('  ') };
  });
}
