// Valid-looking identifiers, dates and money, each as printed text plus the value applications.md reads from it.
import type { Rng } from '../../statements/generator/prng.ts';

export interface TaxId { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'SIN' | 'BN'; country: 'US' | 'CA'; program?: string }

const EIN_PREFIXES = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37,
  38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73,
  74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];

function range(a: number, b: number): number[] { return Array.from({ length: b - a + 1 }, (_, i) => a + i); }
const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function luhnOk(d: string): boolean {
  let s = 0;
  for (let i = 0; i < d.length; i++) {
    let v = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    s += v;
  }
  return s % 10 === 0;
}

function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  for (let c = 0; c < 10; c++) if (luhnOk(body + c)) return body + c;
  throw new Error('unreachable');
}

export function ein(rng: Rng): TaxId { return { digits: pad(rng.pick(EIN_PREFIXES), 2) + rng.digits(7), type: 'EIN', country: 'US' }; }
export function ssn(rng: Rng): TaxId {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return { digits: pad(area, 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4), type: 'SSN', country: 'US' };
}
export function itin(rng: Rng): TaxId {
  return { digits: '9' + rng.digits(2) + pad(rng.pick(ITIN_GROUPS), 2) + pad(rng.int(1, 9999), 4), type: 'ITIN', country: 'US' };
}
export function sin(rng: Rng): TaxId { return { digits: luhn9(rng, rng.int(1, 7)), type: 'SIN', country: 'CA' }; }
export function bn(rng: Rng): TaxId {
  return { digits: luhn9(rng, rng.int(1, 8)), type: 'BN', country: 'CA', program: rng.pick(['RC', 'RT', 'RP']) + '000' + rng.int(1, 3) };
}

/** The value a tax ID is stored as: digits, a BN with its program account appended. */
export const taxValue = (t: TaxId) => t.digits + (t.program ?? '');

/** Printed forms. `masked` keeps the last four only (the rules read null). */
export function printTax(t: TaxId, rng: Rng, masked: boolean): string {
  const d = t.digits;
  if (masked) {
    const star = rng.pick(['X', '*']);
    if (t.type === 'EIN') return `${star}${star}-${star.repeat(3)}${d.slice(5)}`;
    if (t.type === 'SIN' || t.type === 'BN') return `${star.repeat(3)} ${star.repeat(3)} ${d.slice(6)}`;
    return `${star.repeat(3)}-${star.repeat(2)}-${d.slice(5)}`;
  }
  switch (t.type) {
    case 'EIN': return `${d.slice(0, 2)}-${d.slice(2)}`;
    case 'SSN': case 'ITIN': return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
    case 'SIN': return rng.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
    case 'BN': {
      const prog = t.program!;
      return rng.pick([`${d} ${prog}`, `${d}${prog}`, `${d} ${prog.slice(0, 2)} ${prog.slice(2)}`, `${d}-${prog}`]);
    }
  }
}

export interface Ymd { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function date(rng: Rng, y0: number, y1: number): Ymd { return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) }; }
export const iso = (t: Ymd) => `${t.y}-${pad(t.m, 2)}-${pad(t.d, 2)}`;

export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'short' | 'iso' | 'dmy-mon';
/** A date as printed. Two-digit years are used only where the century is not in doubt (before 1990 or after 2009). */
export function printDate(t: Ymd, fmt: DateFmt): string {
  switch (fmt) {
    case 'mdy': return `${pad(t.m, 2)}/${pad(t.d, 2)}/${t.y}`;
    case 'mdy2': return t.y < 1990 || t.y > 2009 ? `${t.m}/${t.d}/${pad(t.y % 100, 2)}` : `${t.m}/${t.d}/${t.y}`;
    case 'long': return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 'short': return `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`;
    case 'iso': return iso(t);
    case 'dmy-mon': return `${pad(t.d, 2)}-${MONTHS[t.m - 1]!.slice(0, 3)}-${t.y}`;
  }
}

/** Money as printed: `$75,000`, `75000.00`, `$ 75,000.00`, `CAD 60,000`. */
export function printMoney(v: number, rng: Rng, country: 'US' | 'CA'): string {
  const whole = Number.isInteger(v);
  const withCommas = v.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  const cents = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const forms = [`$${withCommas}`, `$ ${cents}`, cents.replace(/,/g, ''), `$${cents}`];
  if (country === 'CA') forms.push(`CAD ${withCommas}`, `$${withCommas} CAD`);
  return rng.pick(forms);
}
