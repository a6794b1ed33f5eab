// Numbers, dates and money as printed on the forms, each with the value applications.md reads from it.
import type { Rng } from '../../statements/generator/prng.ts';

const BAD_EIN_PREFIX = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function ein(rng: Rng): string {
  let p = 0;
  while (BAD_EIN_PREFIX.has(p) || p < 10) p = rng.int(10, 99);
  return `${pad(p, 2)}${rng.digits(7)}`;
}

export function ssn(rng: Rng): string {
  let area = 0;
  while (area === 0 || area === 666) area = rng.int(1, 899);
  return `${pad(area, 3)}${pad(rng.int(1, 99), 2)}${pad(rng.int(1, 9999), 4)}`;
}

export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${pad(rng.pick(ITIN_GROUPS), 2)}${pad(rng.int(1, 9999), 4)}`;
}

export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 9-digit Canadian number (BN or SIN) with its Luhn check digit. */
export function luhn9(rng: Rng, first: number): string {
  const body = `${first}${rng.digits(7)}`;
  return body + String(luhnDigit(body));
}

/** An ABA routing number (valid checksum): a decoy that looks like a tax ID. */
export function routing(rng: Rng): string {
  const body = `${pad(rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 22, 26, 31]), 2)}${rng.digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((acc, k, i) => acc + k * Number(body[i]), 0);
  return body + String((10 - (s % 10)) % 10);
}

export function fmtEin(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }
export function fmtSsn(d: string, sep = '-'): string { return `${d.slice(0, 3)}${sep}${d.slice(3, 5)}${sep}${d.slice(5)}`; }
export function fmt333(d: string, sep = ' '): string { return `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`; }

/** A masked SSN / SIN as brokers print it: nothing of it is a tax ID. */
export function masked(rng: Rng, d: string, country: 'US' | 'CA'): string {
  const last = country === 'US' ? d.slice(5) : d.slice(6);
  if (country === 'CA') return rng.pick([`*** *** ${last}`, `XXX XXX ${last}`, `xxx-xxx-${last}`]);
  return rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`, `ending ${last}`]);
}

export interface Printed<T> { text: string; value: T }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd): string => `${t.y}-${pad(t.m, 2)}-${pad(t.d, 2)}`;

export function randomDate(rng: Rng, y0: number, y1: number): Ymd {
  const y = rng.int(y0, y1);
  const m = rng.int(1, 12);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: rng.int(1, days) };
}

/** A date in one of the forms applications.md reads. Two-digit years only where the century is plain (2000s for a
 *  business start, never for a birth date); Canadian forms avoid the ambiguous day/month order. */
export function fmtDate(rng: Rng, t: Ymd, country: 'US' | 'CA', allowShortYear: boolean): string {
  const mon = MONTHS[t.m - 1]!;
  const us = [
    `${pad(t.m, 2)}/${pad(t.d, 2)}/${t.y}`, `${t.m}/${t.d}/${t.y}`, `${mon} ${t.d}, ${t.y}`, `${mon.slice(0, 3)} ${t.d}, ${t.y}`,
    `${pad(t.m, 2)}-${pad(t.d, 2)}-${t.y}`, iso(t),
  ];
  if (allowShortYear && t.y >= 2000) us.push(`${pad(t.m, 2)}/${pad(t.d, 2)}/${pad(t.y % 100, 2)}`);
  const ca = [iso(t), `${mon} ${t.d}, ${t.y}`, `${t.d} ${mon} ${t.y}`, `${mon.slice(0, 3)}. ${t.d}, ${t.y}`];
  return rng.pick(country === 'US' ? us : ca);
}

function commas(n: number): string { return n.toLocaleString('en-US', { maximumFractionDigits: 0 }); }
function commas2(n: number): string { return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }

/** Money as printed: `$`, commas, spaces and `CAD` around a number that is the value. */
export function fmtMoney(rng: Rng, n: number, country: 'US' | 'CA'): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  const forms = cents
    ? [`$${commas2(n)}`, commas2(n), `$ ${commas2(n)}`, n.toFixed(2)]
    : [`$${commas(n)}`, `$${commas2(n)}`, commas(n), String(n), `$ ${commas(n)}`];
  if (country === 'CA') {
    forms.push(`CAD ${commas2(n)}`, `${commas2(n)} CAD`, `$${commas2(n).replace(/,/g, ' ')}`);
    if (!cents) forms.push(`CAD $${commas(n)}`, `$ ${commas(n).replace(/,/g, ' ')}`);
  }
  return rng.pick(forms);
}

export const MONTH_NAMES = MONTHS;
