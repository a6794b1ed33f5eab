// A statement's period as its header prints it: a range of two dates (in several languages), two labelled dates, an
// end date alone, and the years of dates printed without one (a statement date, a printed-on line, the file's date).
import { flat, type Line } from '../layout/layout.ts';
import { findDates, inOrder, iso, resolveDate, type DateMatch } from './dates.ts';
import type { FieldSettings } from './balances.ts';
import { DAY_MS } from '../calendar.ts';

// The words joining a period's two dates, English and the French, Spanish, Portuguese, Dutch, German and Polish ones (as data),
// a colon after them ("From : 01/11/2025 To : 30/11/2025").
const RANGE_SEP = /^\s*(?:-|–|—|to|through|thru|until|au|al|a|até|ate|t\/m|tot(?:\s+en\s+met)?|bis|do)\s*:?\s*$/i;

function fullDate(d: DateMatch, fallback: DateMatch | null, s: FieldSettings): string | null {
  if (d.y !== null) return iso(d.y, d.m, d.d);
  if (fallback && fallback.y !== null) {
    const y = d.m > fallback.m ? fallback.y - 1 : fallback.y; // "Dec 15 - Jan 14, 2026"
    return resolveDate({ y, m: d.m, d: d.d }, { start: null, end: null }, y, s.header);
  }
  return null;
}

/**
 * The latest date a yearless period can end on: a statement date ("Statement date: January 7, 2025"), else a printed-on
 * date, else the file's creation date (`createdAt`, ISO): years from anywhere the document gives one.
 */
export function periodAnchor(lines: Line[], createdAt: string | null, s: FieldSettings, dayFirst: boolean | null = null): string | null {
  const printed = findPeriodEnd(lines, s, dayFirst);
  if (printed) return printed;
  for (const l of lines.slice(0, s.header.yearScanLines)) {
    if (!/\b(printed|generated|created|as\s+of|as\s+at|date)\b/i.test(l.text)) continue;
    const found = findDates(l.text).find((x) => x.y !== null);
    const d = found && inOrder(found, dayFirst);
    if (d) return iso(d.y!, d.m, d.d);
  }
  return createdAt ? createdAt.slice(0, 10) : null;
}

/** A yearless date given the year that puts it at or before the anchor, nearest to it. */
function yearFromAnchor(d: DateMatch, anchor: string): DateMatch {
  const y = Number(anchor.slice(0, 4));
  return { ...d, y: iso(y, d.m, d.d) > anchor ? y - 1 : y };
}

const TIME_ZONE = /\[[A-Z]{2,5}\]|\([A-Z]{2,5}\)/g;

/** Ranges printed for something other than the statement: an analysis or fee period, an interest or promotional rate's. */
export const OTHER_PERIOD = /analysis|fee\s+period|interest|rate|promo/i;

/** "June 1, 2026 through June 30, 2026", "09/01/2024 - 09/30/2024", "August 01, 2022-" + next line. */
export function findPeriod(lines: Line[], anchor: string | null = null, s: FieldSettings, dayFirstDoc = false): { start: string | null; end: string | null } {
  // Several ranges may be printed (an analysis period, a fee period): prefer the one labelled as the statement's.
  let best: { start: string; end: string; score: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    let text = flat(l);
    // A range broken over two lines ("August 01, 2022-" / "August 31, 2022").
    const next = lines[i + 1];
    if (/(-|–|to|through)\s*$/i.test(text) && next && next.page === l.page && next.y - l.y < l.h * s.header.belowGap) text += ' ' + flat(next);
    const ds = findDates(text);
    for (let k = 0; k + 1 < ds.length; k++) {
      const a = ds[k]!;
      const b = ds[k + 1]!;
      // A time zone printed after each date ("01/04/2024 [GMT] - 30/04/2024 [GMT]") stands outside the range word.
      const between = text.slice(a.index + a.length, b.index).replace(TIME_ZONE, '');
      if (!RANGE_SEP.test(between)) continue;
      const range = rangeOf(a, b, anchor, s, dayFirstDoc);
      if (!range) continue;
      const score = (/statement|period/i.test(text) ? 1 : 0) - (OTHER_PERIOD.test(text) ? s.header.otherPeriodPenalty : 0);
      // Ties go to the range printed first.
      if (!best || score > best.score) best = { ...range, score };
    }
  }
  return best ? { start: best.start, end: best.end } : labelledPeriod(lines, s);
}

/**
 * Two dates joined by a range word, read the way the statement prints its dates: "01-06-2026 to 30-06-2026" is day
 * first because 30 cannot be a month; a document whose rows are read day first reads its period so too; an ambiguous
 * range that is no period month first (it would end before it starts: "12.07.2025 - 11.08.2025") is read day first.
 */
function rangeOf(a: DateMatch, b: DateMatch, anchor: string | null, s: FieldSettings, dayFirstDoc: boolean): { start: string; end: string } | null {
  const marked = Boolean(a.dayFirst || b.dayFirst) || (dayFirstDoc && !a.monthFirst && !b.monthFirst);
  for (const dayFirst of marked ? [true] : [false, true]) {
    if (dayFirst && !marked && !(a.alt && b.alt)) continue;
    // "Period 08 Dec - 07 Jan": no year printed in the range; the end takes the year of the anchor.
    const bb = b.y === null && a.y === null && anchor ? yearFromAnchor(dayFirst && b.alt ? { ...b, ...b.alt } : b, anchor) : b;
    const end = fullDate(dayFirst && bb.alt && bb === b ? { ...b, ...b.alt } : bb, null, s);
    const start = fullDate(dayFirst && a.alt ? { ...a, ...a.alt } : a, bb !== b ? bb : dayFirst && b.alt ? { ...b, ...b.alt } : b, s);
    if (start && end && start <= end && Date.parse(end) - Date.parse(start) < s.header.maxPeriodDays * DAY_MS) return { start, end };
  }
  return null;
}

/** "Start date November 1, 2025" and, a few lines below, "Ending date November 30, 2025": a period printed as two labels. */
function labelledPeriod(lines: Line[], s: FieldSettings): { start: string | null; end: string | null } {
  const dated = (l: Line, label: RegExp) => {
    const t = flat(l);
    const m = label.exec(t);
    const d = m ? findDates(t.slice(m.index + m[0].length)).find((x) => x.y !== null) : undefined;
    return d ? fullDate(d, null, s) : null;
  };
  for (let i = 0; i < lines.length; i++) {
    const start = dated(lines[i]!, /\b(start(ing)?|begin(ning)?|opening|from)\s+date\b/i);
    if (!start) continue;
    for (let k = i; k < Math.min(lines.length, i + 1 + s.header.belowMaxLines); k++) {
      const end = dated(lines[k]!, /\b(end(ing)?|closing|to|through)\s+date\b/i);
      if (end && start <= end && Date.parse(end) - Date.parse(start) < s.header.maxPeriodDays * DAY_MS) return { start, end };
    }
  }
  return { start: null, end: null };
}

// What may stand around a statement period's two dates on a line of its own ("Statement Period: ...", "For ... to ...").
const PERIOD_WORDS = /^(?:\s|[:,()]|statement|period|dates?|for|from|covering|activity|account|the)*$/i;

/** A line (or one cell of it) that is nothing but a statement period: two dates joined by a range word, label words around. */
function periodOnly(l: Line, settings: FieldSettings): boolean {
  const s = flat(l);
  const ds = findDates(s);
  if (ds.length !== 2) return false;
  const [a, b] = ds as [DateMatch, DateMatch];
  if (!RANGE_SEP.test(s.slice(a.index + a.length, b.index))) return false;
  if (!PERIOD_WORDS.test(s.slice(0, a.index)) || !PERIOD_WORDS.test(s.slice(b.index + b.length))) return false;
  return findPeriod([l], null, settings).end !== null;
}

/**
 * A line that is, or has a cell that is, nothing but a statement period ("December 1, 2026 through December 31, 2026",
 * "Statement Period: 11/23/2025 - 12/22/2025", a bank name beside "December 1, 2025 - December 31, 2025"): a
 * statement's header, never a wrapped description, even right under a row.
 */
export function isPeriodLine(line: Line, s: FieldSettings): boolean {
  return periodOnly(line, s) || (line.cells.length > 1 && line.cells.some((c) => periodOnly({ ...line, cells: [c], text: c.text }, s)));
}

// An end date's labels: English, and a card's closing date in the other languages read ("Fechamento 30/06/2024" on a
// Brazilian fatura, "Fecha de corte" on a Spanish-language card, "Date d'arrêté", "Data di chiusura").
const END_LABEL = /statement\s+(ending|end|date|issued|closing)|closing\s+date|period\s+ending|\b(data\s+de\s+)?fechamento\b|fecha\s+de\s+(corte|cierre)|date\s+d.arr[êe]t[ée]|\barr[êe]t[ée]\s+au\b|data\s+di\s+chiusura/i;

/** "Statement Ending 06/30/2023", "STATEMENT ISSUED 11-29-2024", "Statement Date": an end date printed alone. */
export function findPeriodEnd(lines: Line[], s: FieldSettings, dayFirst: boolean | null = null): string | null {
  for (let i = 0; i < Math.min(lines.length, s.header.periodEndScanLines); i++) {
    const l = lines[i]!;
    if (!END_LABEL.test(l.text)) continue;
    const found = findDates(l.text).find((d) => d.y !== null) ?? findDates(lines[i + 1]?.text ?? '').find((d) => d.y !== null);
    // Read in the document's order: "Statement Date 01/07/2024" of a day-first document is the 1st of July.
    const here = found && inOrder(found, dayFirst);
    if (here) return resolveDate(here, { start: null, end: null }, here.y, s.header);
  }
  return null;
}

/** The year most printed dates carry (a statement date, a "printed on" line, a footer): the year of dates printed without one when no period says it. */
export function commonYear(lines: Line[], s: FieldSettings): number | null {
  const counts = new Map<number, number>();
  for (const l of lines.slice(0, s.header.yearScanLines)) {
    for (const d of findDates(l.text)) if (d.y) counts.set(d.y, (counts.get(d.y) ?? 0) + 1);
  }
  let best: number | null = null;
  let n = 0;
  for (const [y, c] of counts) if (c > n) { best = y; n = c; }
  return best;
}

export function periodFallback(end: string | null): string | null {
  return end ? end.slice(0, 8) + '01' : null;
}
