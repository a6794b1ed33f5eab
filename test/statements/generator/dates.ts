// Date helpers on ISO strings (UTC day arithmetic, no time zones).

export function toDay(iso: string): number {
  return Math.round(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86400000);
}

export function fromDay(day: number): string {
  return new Date(day * 86400000).toISOString().slice(0, 10);
}

export function addDays(iso: string, n: number): string {
  return fromDay(toDay(iso) + n);
}

/** 0 = Sunday ... 6 = Saturday */
export function weekday(iso: string): number {
  return new Date(toDay(iso) * 86400000).getUTCDay();
}

export function isBusinessDay(iso: string): boolean {
  const w = weekday(iso);
  return w !== 0 && w !== 6;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function ymd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Month shifted by n (month 1-12). */
export function shiftMonth(year: number, month: number, n: number): [number, number] {
  const m0 = year * 12 + (month - 1) + n;
  return [Math.floor(m0 / 12), (m0 % 12) + 1];
}

export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

export type DateFormat = 'MM/DD' | 'M/D' | 'MM/DD/YY' | 'MM/DD/YYYY' | 'Mon DD' | 'DD Mon' | 'DD Mon YYYY' | 'YYYY-MM-DD'
  | 'Mon DD, YYYY' | 'DD/MM/YYYY' | 'DD/MM';

export function formatDate(iso: string, fmt: DateFormat): string {
  const y = iso.slice(0, 4), m = iso.slice(5, 7), d = iso.slice(8, 10);
  const mon = MONTHS_SHORT[Number(m) - 1]!;
  switch (fmt) {
    case 'MM/DD': return `${m}/${d}`;
    case 'M/D': return `${Number(m)}/${Number(d)}`;
    case 'MM/DD/YY': return `${m}/${d}/${y.slice(2)}`;
    case 'MM/DD/YYYY': return `${m}/${d}/${y}`;
    case 'Mon DD': return `${mon} ${d}`;
    case 'DD Mon': return `${d} ${mon}`;
    case 'DD Mon YYYY': return `${d} ${mon} ${y}`;
    case 'YYYY-MM-DD': return iso;
    case 'Mon DD, YYYY': return `${mon} ${d}, ${y}`;
    case 'DD/MM/YYYY': return `${d}/${m}/${y}`;
    case 'DD/MM': return `${d}/${m}`;
  }
}

/** Long form used in headers: "June 1, 2026". */
export function longDate(iso: string): string {
  return `${MONTHS_LONG[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
}

/** n-th (1-based; -1 = last) weekday `wd` of a month. */
function nthWeekday(y: number, m: number, wd: number, n: number): string {
  if (n > 0) {
    const first = ymd(y, m, 1);
    return addDays(first, ((wd - weekday(first) + 7) % 7) + 7 * (n - 1));
  }
  const last = ymd(y, m, daysInMonth(y, m));
  return addDays(last, -((weekday(last) - wd + 7) % 7));
}

/** Observed date of a fixed-date holiday (Saturday -> Friday, Sunday -> Monday). */
function observed(iso: string): string {
  const w = weekday(iso);
  return w === 6 ? addDays(iso, -1) : w === 0 ? addDays(iso, 1) : iso;
}

/** Federal Reserve holidays of a year, on which ACH items do not settle (so daily debits skip them). */
export function usBankHolidays(y: number): Set<string> {
  return new Set([
    observed(ymd(y, 1, 1)), nthWeekday(y, 1, 1, 3), nthWeekday(y, 2, 1, 3), nthWeekday(y, 5, 1, -1), observed(ymd(y, 6, 19)),
    observed(ymd(y, 7, 4)), nthWeekday(y, 9, 1, 1), nthWeekday(y, 10, 1, 2), observed(ymd(y, 11, 11)), nthWeekday(y, 11, 4, 4),
    observed(ymd(y, 12, 25)),
  ]);
}
