// Identifiers and printed formats for set 169: valid-looking tax IDs (EIN, SSN, ITIN, SIN, BN) and the industry
// numbers used as decoys (NPI, DEA, USDOT, ABA routing), plus money and date formats as forms print them.
import type { Rng } from '../../statements/generator/prng.ts';
import { MONTHS } from './names.ts';

export interface Ymd { y: number; m: number; d: number }

const BAD_EIN_PREFIX = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Appends the Luhn check digit to `body`. */
export function withLuhn(body: string): string {
  for (let c = 0; c <= 9; c++) if (luhnOk(body + c)) return body + c;
  throw new Error('unreachable');
}

export function ein(rng: Rng): string {
  let p = 0;
  while (p < 10 || BAD_EIN_PREFIX.has(p)) p = rng.int(10, 99);
  return String(p) + rng.digits(7);
}

export function ssn(rng: Rng): string {
  let area = 0;
  while (area === 0 || area === 666) area = rng.int(1, 899);
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}

export function itin(rng: Rng): string {
  const groups = [...range(50, 65), ...range(70, 88), ...range(90, 92), ...range(94, 99)];
  return '9' + rng.digits(2) + String(rng.pick(groups)) + String(rng.int(1, 9999)).padStart(4, '0');
}

/** A SIN of a permanent resident (first digit 1-7) with its Luhn digit. */
export function sin(rng: Rng): string { return withLuhn(String(rng.int(1, 7)) + rng.digits(7)); }
/** A 9-digit Canadian Business Number with its Luhn digit. */
export function bn(rng: Rng): string { return withLuhn(String(rng.int(1, 8)) + rng.digits(7)); }
/** National Provider Identifier: 10 digits, Luhn over the 80840 prefix. */
export function npi(rng: Rng): string {
  const base = String(rng.int(1, 2)) + rng.digits(8);
  for (let c = 0; c <= 9; c++) if (luhnOk('80840' + base + c)) return base + c;
  throw new Error('unreachable');
}
/** DEA registration: two letters and seven digits with the DEA check digit. */
export function dea(rng: Rng, lastName: string): string {
  const d = rng.digits(6).split('').map(Number);
  const check = (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10;
  const initial = (lastName.replace(/^(van der|de la|dos|von|di|de|la|le|al-|st\. )\s*/i, '')[0] ?? 'X').toUpperCase();
  return rng.pick(['A', 'B', 'F', 'M']) + (/[A-Z]/.test(initial) ? initial : 'X') + d.join('') + check;
}
/** ABA routing number with a valid checksum. */
export function aba(rng: Rng): string {
  const body = String(rng.pick([0, 1, 2, 3, 2, 1])) + rng.digits(7);
  for (let c = 0; c <= 9; c++) {
    const n = (body + c).split('').map(Number);
    if ((3 * (n[0]! + n[3]! + n[6]!) + 7 * (n[1]! + n[4]! + n[7]!) + n[2]! + n[5]! + n[8]!) % 10 === 0) return body + c;
  }
  throw new Error('unreachable');
}

function range(a: number, b: number): number[] { return Array.from({ length: b - a + 1 }, (_, i) => a + i); }

export const dash = (s: string, cuts: number[]): string => {
  const out: string[] = [];
  let at = 0;
  for (const c of cuts) { out.push(s.slice(at, at + c)); at += c; }
  return out.join('-');
};

/** Money as a form prints it; Canadian forms sometimes add CAD. */
export function money(rng: Rng, n: number, country: 'US' | 'CA', cents = false): string {
  const fixed = cents || !Number.isInteger(n);
  const withCommas = n.toLocaleString('en-US', { minimumFractionDigits: fixed ? 2 : 0, maximumFractionDigits: 2 });
  const v = rng.int(0, country === 'CA' ? 5 : 3);
  if (v === 0) return `$${withCommas}`;
  if (v === 1) return `$ ${withCommas}`;
  if (v === 2) return withCommas;
  if (v === 3) return `$${withCommas}${fixed ? '' : '.00'}`;
  if (v === 4) return `CAD ${withCommas}`;
  return `$${withCommas} CAD`;
}

export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'short' | 'iso';

export function printDate(ymd: Ymd, fmt: DateFmt): string {
  const mm = String(ymd.m).padStart(2, '0'), dd = String(ymd.d).padStart(2, '0');
  if (fmt === 'mdy') return `${mm}/${dd}/${ymd.y}`;
  if (fmt === 'mdy2') return `${ymd.m}/${ymd.d}/${String(ymd.y % 100).padStart(2, '0')}`;
  if (fmt === 'long') return `${MONTHS[ymd.m - 1]} ${ymd.d}, ${ymd.y}`;
  if (fmt === 'short') return `${MONTHS[ymd.m - 1]!.slice(0, 3)}. ${ymd.d}, ${ymd.y}`;
  return `${ymd.y}-${mm}-${dd}`;
}

export const isoDate = (ymd: Ymd): string =>
  `${ymd.y}-${String(ymd.m).padStart(2, '0')}-${String(ymd.d).padStart(2, '0')}`;

export function randomDate(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}

export function usPhone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`; }
