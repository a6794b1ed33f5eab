// Dates as printed on statements: numeric (06/01, 6/1/26, 06-01-2026, 2026-06-01) and with month names
// (Jun 1, June 01, 2026, 01 Jun 2026, 1-Jun-26). A date printed without a year gets its year from the statement
// period (a December row in a December-January statement belongs to the earlier year).
// Day arithmetic on ISO dates is calendar.ts's (shared with the analysis half).
import { addDays, dayNumber } from '../calendar.ts';
import type { HeaderSettings } from '../settings.ts';
import { gregorianOf } from './calendars.ts';

export interface DateParts {
  y: number | null; m: number; d: number;
  /** Numeric date whose first field cannot be a month (31/03/2026): the statement prints day first. */
  dayFirst?: true;
  /** Numeric date that reads both ways (04/03): its day-first reading, used when the statement prints day first. */
  alt?: DateParts;
  /** Numeric date that reads month first only (09/13): a day-first document cannot have printed it. */
  monthFirst?: true;
}
export interface DateMatch extends DateParts { index: number; length: number; text: string }

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
const MON = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

// Month names of other languages, as data: each month's full names and the abbreviations statements print. They are
// read only day first ("05 ENE", "05-ENE-26", "1 de mayo de 2026", "12 mars"), the order these languages print.
const WORLD_MONTHS: string[][] = [
  ['enero', 'ene', 'janvier', 'janv', 'janeiro', 'januari', 'januar', 'jänner', 'gennaio'],
  ['febrero', 'février', 'fevrier', 'févr', 'fevr', 'fév', 'fev', 'fevereiro', 'februari', 'februar', 'febbraio'],
  ['marzo', 'mars', 'março', 'marco', 'maart', 'mrt', 'märz', 'marz', 'mär'],
  ['abril', 'abr', 'avril', 'avr', 'aprile', 'apr'],
  ['mayo', 'mai', 'maio', 'mei', 'maggio'],
  ['junio', 'juin', 'junho', 'juni', 'giugno'],
  ['julio', 'juillet', 'juil', 'julho', 'juli', 'luglio'],
  ['agosto', 'ago', 'août', 'aout', 'augustus'],
  ['septiembre', 'setiembre', 'septembre', 'setembro', 'settembre', 'set.'],
  ['octubre', 'octobre', 'outubro', 'oktober', 'okt', 'ottobre', 'out.'],
  ['noviembre', 'novembre', 'novembro', 'november'],
  ['diciembre', 'dic', 'décembre', 'decembre', 'déc', 'dezembro', 'dez', 'december', 'dezember', 'dicembre'],
];
// English names too: "31/MAY/2026" prints an English-looking abbreviation between slashes (the other languages' names
// come first, so a name both share keeps its own language's month).
const WORLD_MONTH: ReadonlyMap<string, number> = new Map<string, number>([
  ...Object.entries(MONTHS),
  ...WORLD_MONTHS.flatMap((names, k) => names.map((n) => [n, k + 1] as [string, number])),
]);
// Longest first, so that "marzo" is not read as "mar". Portuguese abbreviations that are words of other languages
// ("set", "out") are months only with their dot ("26 de set. 2025"), which stays part of the name.
const WMON = String.raw`(${[...WORLD_MONTH.keys()].sort((a, b) => b.length - a.length).map((k) => k.replace('.', '\\.')).join('|')})\.?`;

// Order matters: longer, more specific forms first.
const PATTERNS: Array<{ re: RegExp; build: (g: string[]) => DateParts | null }> = [
  { re: /(?<![\d/.-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d/-])/iy, build: (g) => parts(g[1], g[2], g[3]) },
  // Year first with slashes or dots (2026/06/01, 2026.06.01: South African, East Asian, Iranian statements).
  { re: /(?<![\d/.-])(\d{4})([/.])(\d{1,2})\2(\d{1,2})(?![\d/.-]|,\d)/iy, build: (g) => parts(g[1], g[3], g[4]) },
  { re: /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/.-]|,\d)/iy, build: (g) => either(g[3], g[1], g[2]) },
  { re: /(?<![\d/.-])(\d{1,2})\/(\d{1,2})(?![\d/.]|,\d)/iy, build: (g) => either(null, g[1], g[2]) },
  // "31.01." (German and other European statements print the day and month with a closing dot, the year in the period).
  { re: /(?<![\d/.-])(\d{1,2})\.(\d{1,2})\.(?!\d)/iy, build: (g) => either(null, g[1], g[2]) },
  // "31.01" without the closing dot: read as a date only where the document's amounts do not print a decimal point
  // (a cell the amount reader took as money never reaches the date reader).
  { re: /(?<![\d/.-])(\d{2})\.(\d{2})(?![\d/.,])/iy, build: (g) => either(null, g[1], g[2]) },
  // "04-01" (month first, US) or "25-03" (day first, Dutch): the document decides, as for slashes.
  { re: /(?<![\d/.-])(\d{1,2})-(\d{1,2})(?![\d/.-]|,\d)/iy, build: (g) => either(null, g[1], g[2]) },
  { re: new RegExp(String.raw`(?<![a-z])${MON}\s?(\d{1,2})(?:st|nd|rd|th)?(?:,?\s?(\d{4}))?(?![\d])`, 'iy'), build: (g) => named(g[3], g[1], g[2]) },
  // An English ordinal day ("12th Feb", "22nd Feb 2022") as well as a bare one.
  // Two digits after the month are no year when a month name follows them: "08 Jan 08 Jan" is two yearless dates side
  // by side (a card's transaction and entry dates), not 8 January 2008.
  { re: new RegExp(String.raw`(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s-]?${MON}(?:[\s,-]{0,2}(\d{4}|\d{2}(?![\s-]*${MON}(?![a-z]))))?(?![a-z\d])`, 'iy'), build: (g) => named(g[3], g[2], g[1]) },
  // Day first with another language's month name, "05/ENE", "1 de mayo de 2026" and "1er juin 2025" (an ordinal day) included.
  { re: new RegExp(String.raw`(?<!\d)(\d{1,2})(?:er|º|°)?(?:[\s/.-]|\s+de\s+)?${WMON}(?:(?:[\s,/.-]{0,2}|\s+de\s+)(\d{4}|\d{2}(?![\s/.-]*${WMON}(?!\p{L}))))?(?![\p{L}\d])`, 'iyu'), build: (g) => worldNamed(g[3], g[2], g[1]) },
];

// Calendar conventions, not tolerances: a two-digit year below the pivot is 20xx, from it 19xx; a year outside
// MIN_YEAR..MAX_YEAR is no statement's; a date printed without a year is checked against a leap year (29 Feb is valid).
const TWO_DIGIT_YEAR_PIVOT = 70;
const MIN_YEAR = 1970;
const MAX_YEAR = 2100;
const A_LEAP_YEAR = 2000;

function parts(y: string | null | undefined, m: string | undefined, d: string | undefined): DateParts | null {
  const mm = Number(m);
  const dd = Number(d);
  if (!(mm >= 1 && mm <= 12 && dd >= 1 && dd <= 31)) return null;
  let yy: number | null = null;
  if (y) {
    yy = Number(y);
    if (y.length === 2) yy += yy < TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900;
    // A year no Gregorian statement prints may be another calendar's (calendars.ts: Solar or lunar Hijri).
    if (yy < MIN_YEAR) return gregorianOf(yy, mm, dd);
    if (yy > MAX_YEAR) return null;
  }
  if (!validDay(yy ?? A_LEAP_YEAR, mm, dd)) return null;
  return { y: yy, m: mm, d: dd };
}

/**
 * Month first (US) unless the first field cannot be a month. Canadian banks print DD/MM/YYYY: 31/03/2026 is read
 * day first and marked, and an ambiguous 04/03 carries its day-first reading so the statement can switch to it
 * (statements.ts decides per statement, from the marked dates or the period).
 */
function either(y: string | null | undefined, a: string | undefined, b: string | undefined): DateParts | null {
  const md = parts(y, a, b);
  const dm = Number(a) !== Number(b) ? parts(y, b, a) : null;
  if (md) return dm ? { ...md, alt: dm } : Number(a) !== Number(b) ? { ...md, monthFirst: true } : md;
  return dm ? { ...dm, dayFirst: true } : null;
}

function named(y: string | undefined, mon: string | undefined, d: string | undefined): DateParts | null {
  const m = MONTHS[(mon ?? '').toLowerCase().replace('.', '').slice(0, (mon ?? '').toLowerCase().startsWith('sept') ? 4 : 3)];
  if (!m) return null;
  return parts(y ?? null, String(m), d);
}

function worldNamed(y: string | undefined, mon: string | undefined, d: string | undefined): DateParts | null {
  const m = WORLD_MONTH.get((mon ?? '').toLowerCase());
  return m ? parts(y ?? null, String(m), d) : null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDay(y: number, m: number, d: number): boolean {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!);
}

/** A date starting exactly at `index` in `s` (sticky match), or null. */
export function dateAt(s: string, index = 0): DateMatch | null {
  for (const p of PATTERNS) {
    p.re.lastIndex = index;
    const m = p.re.exec(s);
    if (!m) continue;
    const r = p.build(m as unknown as string[]);
    if (r) return { ...r, index, length: m[0].length, text: m[0] };
  }
  return null;
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
// Every date pattern starts with a digit or with the first letter of a month name: other positions are skipped
// without trying the patterns (this loop runs over every line of every statement).
const canStartDate = (c: number) => (c >= 48 && c <= 57) || 'jfmasondJFMASOND'.includes(String.fromCharCode(c));

/** Every date in a string, left to right, non-overlapping. */
export function findDates(s: string): DateMatch[] {
  const out: DateMatch[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (i > 0 && isWordChar(s.charCodeAt(i - 1)) && isWordChar(c)) continue; // only at word starts
    if (!canStartDate(c)) continue;
    const m = dateAt(s, i);
    if (m) {
      out.push(m);
      i += m.length - 1;
    }
  }
  return out;
}

/** A date that is the whole of `s` (ignoring surrounding spaces). */
export function parseDateExact(s: string): DateParts | null {
  const t = s.trim();
  const m = dateAt(t, 0);
  return m && m.length === t.length ? { y: m.y, m: m.m, d: m.d } : null;
}

export function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Gives a date its year. A printed year wins; otherwise the year that puts the date inside (or nearest to) the
 * period; otherwise the fallback year (e.g. the year of the document's other dates).
 */
export function resolveDate(p: DateParts, period: { start: string | null; end: string | null }, fallbackYear: number | null,
  s: HeaderSettings): string | null {
  if (p.y !== null) return validDay(p.y, p.m, p.d) ? iso(p.y, p.m, p.d) : null;
  const anchor = period.end ?? period.start;
  if (!anchor) {
    if (fallbackYear === null) return null;
    return validDay(fallbackYear, p.m, p.d) ? iso(fallbackYear, p.m, p.d) : null;
  }
  const start = dayNumber(period.start ?? addDays(anchor, -s.yearlessSpanDays));
  const end = dayNumber(period.end ?? addDays(anchor, s.yearlessSpanDays));
  const ay = Number(anchor.slice(0, 4));
  let best: string | null = null;
  let bestDist = Infinity, bestNear = Infinity;
  // Inside a span longer than a year (a period opened 400 days back to find a list's first row) a day falls twice:
  // the one nearer the anchor wins ("08 Jan" on a statement dated 31 Jan 2025 is 2025's, not 2024's).
  const at = dayNumber(anchor);
  for (const y of [ay - 1, ay, ay + 1]) {
    if (!validDay(y, p.m, p.d)) continue;
    const c = iso(y, p.m, p.d);
    const n = dayNumber(c);
    const dist = n < start ? start - n : n > end ? n - end : 0;
    const near = Math.abs(n - at);
    if (dist < bestDist || (dist === bestDist && near < bestNear)) {
      bestDist = dist;
      bestNear = near;
      best = c;
    }
  }
  return best;
}

/**
 * A printed date read in the document's order (read/date-order.ts): day first takes the day-first reading of a date
 * that reads both ways; a date the order cannot read keeps the one reading it has (a header may print another style).
 * Undecided (null) leaves the date as the patterns read it.
 */
export function inOrder<T extends DateParts>(d: T, dayFirst: boolean | null | undefined): T {
  if (!dayFirst || !d.alt) return d;
  const { alt, ...rest } = d;
  return { ...rest, y: alt.y, m: alt.m, d: alt.d, dayFirst: true } as unknown as T;
}
