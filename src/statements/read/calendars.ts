// Dates of the other calendars statements print in. Iranian and Afghan banks date their statements in the Solar Hijri
// calendar (1405/03/06 is 27 May 2026), Saudi and other Gulf banks often in the lunar Hijri one (Umm al-Qura: 19/06/1448
// is 29 November 2026). A person who reads such a statement knows the calendar from the year: no Gregorian statement
// is dated 1405 or 1448, and the two calendars' years of the last and next decades do not overlap (Solar Hijri
// 1370-1419 is 1991-2040; lunar Hijri 1420-1480 is 1999-2058). The day is found by ICU's own calendars (Intl, in
// every Node.js): from an estimate of the Gregorian day, the nearby days are read in the calendar until one matches.
import { addDays } from '../calendar.ts';

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export interface Ymd { y: number; m: number; d: number }

const SOLAR = { from: 1370, to: 1419 } as const;
const LUNAR = { from: 1420, to: 1480 } as const;

// One formatter per calendar, made once (a constant: no state between calls).
const FORMATTERS: Readonly<Record<string, Intl.DateTimeFormat>> = Object.fromEntries(['persian', 'islamic-umalqura'].map((c) =>
  [c, new Intl.DateTimeFormat(`en-u-ca-${c}-nu-latn`, { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' })]));

function calendarDate(isoDay: string, calendar: string): Ymd {
  const f = FORMATTERS[calendar]!;
  const out: Ymd = { y: 0, m: 0, d: 0 };
  for (const p of f.formatToParts(new Date(`${isoDay}T12:00:00Z`))) {
    if (p.type === 'year') out.y = Number(p.value);
    else if (p.type === 'month') out.m = Number(p.value);
    else if (p.type === 'day') out.d = Number(p.value);
  }
  return out;
}

/** The Gregorian day of a date printed in another calendar, told by its year; null for a Gregorian year or no such day. */
export function gregorianOf(y: number, m: number, d: number): Ymd | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  let calendar: string, estimate: string;
  if (y >= SOLAR.from && y <= SOLAR.to) {
    // The Solar Hijri year starts at the March equinox (about 21 March of year + 621); months 1-6 have 31 days, 7-12 30
    // (the twelfth 29 in a common year).
    calendar = 'persian';
    estimate = addDays(iso(y + 621, 3, 21), m <= 6 ? (m - 1) * 31 + d - 1 : 186 + (m - 7) * 30 + d - 1);
  } else if (y >= LUNAR.from && y <= LUNAR.to) {
    // Lunar years of 354.37 days and months of 29.53 from a known new year (1 Muharram 1448 was 16 June 2026).
    calendar = 'islamic-umalqura';
    estimate = addDays('2026-06-16', Math.round((y - 1448) * 354.367 + (m - 1) * 29.5306 + d - 1));
  } else {
    return null;
  }
  for (let k = 0; k <= 5; k++) {
    for (const day of k ? [addDays(estimate, k), addDays(estimate, -k)] : [estimate]) {
      const c = calendarDate(day, calendar);
      if (c.y === y && c.m === m && c.d === d) return { y: Number(day.slice(0, 4)), m: Number(day.slice(5, 7)), d: Number(day.slice(8, 10)) };
    }
  }
  return null;
}
