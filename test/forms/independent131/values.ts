// Printed-value helpers of set 131: valid-looking tax ids, money, dates and phones, as brokers' forms print them.
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46,
  47, 48, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];

export function ein(r: Rng): string {
  return String(r.pick(EIN_PREFIXES)) + r.digits(7);
}

export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}

export function itin(r: Rng): string {
  return `9${r.digits(2)}${r.int(70, 88)}${String(r.int(1, 9999)).padStart(4, '0')}`;
}

/** Nine digits starting with `first`, the last a Luhn check digit (Canadian BN and SIN). */
export function luhnNine(r: Rng, first: string): string {
  const body = first + r.digits(8 - first.length);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function sin(r: Rng): string {
  return luhnNine(r, String(r.pick([1, 2, 3, 4, 5, 6, 7])));
}

export function caPostal(r: Rng, letters: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${r.pick([...letters])}${r.int(0, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L])}${r.int(0, 9)}`;
}

export function phone(r: Rng): string {
  const a = `${r.int(2, 9)}${r.digits(2)}`, b = `${r.int(2, 9)}${r.digits(2)}`, c = r.digits(4);
  return r.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}

export function money(v: number, cents: boolean, sign: boolean): string {
  const s = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
  return sign ? `$${s}` : s;
}

/** A full date as forms print it; two-digit years only for 2000 on (a person reads 11/15/16 as 2016). */
export function printDate(r: Rng, y: number, m: number, d: number, country: 'US' | 'CA', shortYear: boolean): string {
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  const mon = MONTHS[m - 1]!;
  if (country === 'CA') return r.pick([`${y}-${mm}-${dd}`, `${y}-${mm}-${dd}`, `${mon.slice(0, 3)} ${d}, ${y}`]);
  const opts = [`${mm}/${dd}/${y}`, `${m}/${d}/${y}`, `${mon.slice(0, 3)} ${d}, ${y}`, `${mon} ${d}, ${y}`];
  if (shortYear && y >= 2000) opts.push(`${m}/${d}/${String(y).slice(2)}`);
  return r.pick(opts);
}

/** The DBA's truth: null when blank, SAME, N/A or the legal name itself. */
export function blankOr(dba: string, legal: string): string | null {
  const t = dba.trim();
  if (!t || /^(same|n\/a|na)$/i.test(t) || t.toLowerCase() === legal.trim().toLowerCase()) return null;
  return t;
}
