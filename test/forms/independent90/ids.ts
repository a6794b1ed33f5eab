// Tax numbers, dates and money for the independent90 forms: valid-looking fictional numbers, the ways a small
// merchant writes them, and the ways a form masks them.
import type { Rng } from '../../statements/generator/prng.ts';

export type TaxType = 'SSN' | 'ITIN' | 'EIN';
export interface TaxNum { digits: string; type: TaxType }
export interface Ymd { y: number; m: number; d: number }

const NOT_ISSUED_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), ...range(90, 92), ...range(94, 99)];

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function ssn(rng: Rng): TaxNum {
  let area = rng.int(1, 899);
  if (area === 666) area = 665;
  return { type: 'SSN', digits: pad(area, 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4) };
}

export function itin(rng: Rng): TaxNum {
  return { type: 'ITIN', digits: `9${pad(rng.int(0, 99), 2)}${pad(rng.pick(ITIN_GROUPS), 2)}${pad(rng.int(1, 9999), 4)}` };
}

export function ein(rng: Rng): TaxNum {
  let p = pad(rng.int(1, 99), 2);
  while (NOT_ISSUED_EIN.has(p)) p = pad(rng.int(10, 95), 2);
  return { type: 'EIN', digits: p + rng.digits(7) };
}

/** The number as a person writes it: dashed by its type, or sometimes a bare run of digits. */
export function dashed(t: TaxNum): string {
  const d = t.digits;
  return t.type === 'EIN' ? `${d.slice(0, 2)}-${d.slice(2)}` : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** A masked rendering: nothing before the last four digits can be read. */
export function masked(t: TaxNum, rng: Rng): string {
  const last4 = t.digits.slice(5);
  if (t.type === 'EIN') return rng.pick([`XX-XXX${last4}`, `**-***${last4}`]);
  return rng.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `xxx-xx-${last4}`]);
}

export function ymd(rng: Rng, fromYear: number, toYear: number): Ymd {
  return { y: rng.int(fromYear, toYear), m: rng.int(1, 12), d: rng.int(1, 28) };
}

export const iso = (v: Ymd) => `${v.y}-${pad(v.m, 2)}-${pad(v.d, 2)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'short' | 'dash';
/** 03/07/2016, 3/7/16, March 7, 2016, Mar 7 2016, 03-07-2016. */
export function fmtDate(v: Ymd, style: DateStyle): string {
  switch (style) {
    case 'mdy': return `${pad(v.m, 2)}/${pad(v.d, 2)}/${v.y}`;
    case 'mdy2': return `${v.m}/${v.d}/${pad(v.y % 100, 2)}`;
    case 'long': return `${MONTHS[v.m - 1]} ${v.d}, ${v.y}`;
    case 'short': return `${MONTHS[v.m - 1]!.slice(0, 3)} ${v.d} ${v.y}`;
    case 'dash': return `${pad(v.m, 2)}-${pad(v.d, 2)}-${v.y}`;
  }
}

/** $12,500 or $12,500.00 or 12500. */
export function money(n: number, style: 'plain' | 'cents' | 'bare' = 'plain'): string {
  const whole = Math.floor(n), cents = Math.round((n - whole) * 100);
  const grouped = whole.toLocaleString('en-US');
  if (style === 'bare') return cents ? `${whole}.${pad(cents, 2)}` : String(whole);
  if (style === 'cents' || cents) return `$${grouped}.${pad(cents, 2)}`;
  return `$${grouped}`;
}

export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}

/** A valid-looking ABA routing number (the 3-7-1 checksum holds). */
export function routing(rng: Rng): string {
  const d = `0${rng.int(1, 9)}${rng.digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...d].reduce((a, c, i) => a + Number(c) * w[i]!, 0);
  return d + String((10 - (s % 10)) % 10);
}
