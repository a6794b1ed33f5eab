// Calendar helpers on ISO dates (YYYY-MM-DD), in UTC so no time zone can shift a day.
// Business days are Monday to Friday (samples README); bank holidays are not modelled.

export const DAY_MS = 86_400_000;

export function isIsoDate(s: string | null | undefined): s is string {
  return typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
}

/** Days since 1970-01-01 for an ISO date. */
export function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

export function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

/** Calendar days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

export function isBusinessDay(iso: string): boolean {
  const d = weekday(iso);
  return d !== 0 && d !== 6;
}

export function nextBusinessDay(iso: string): string {
  let d = addDays(iso, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/**
 * Business days from a to b: how many business days you step over going from a to b (Fri -> Mon = 1,
 * Mon -> Tue = 1, Mon -> next Mon = 5). Negative when b is before a.
 */
export function businessDaysBetween(a: string, b: string): number {
  if (a === b) return 0;
  if (b < a) return -businessDaysBetween(b, a);
  let n = 0;
  let d = a;
  // Periods are short (months), a loop is clear and fast enough.
  while (d < b) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) n++;
  }
  // A weekend end date (b on Saturday) counts as reaching the following business day only if one was stepped over.
  return n;
}

/** Every date from a to b inclusive (empty when b < a). */
export function eachDay(a: string, b: string): string[] {
  const out: string[] = [];
  const start = dayNumber(a);
  const end = dayNumber(b);
  for (let n = start; n <= end; n++) out.push(fromDayNumber(n));
  return out;
}

export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}
