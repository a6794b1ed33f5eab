// Numbers and dates as set 164's owners and brokers print them, each with the value applications.md reads from it.
import type { Rng } from '../../statements/generator/prng.ts';
import { MONTHS } from './pools.ts';

export interface Printed<T> { text: string; value: T }

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 45,
  46, 47, 48, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87,
  88, 90, 91, 92, 93, 94, 95, 98, 99];

export function ein(rng: Rng): string { return String(rng.pick(EIN_PREFIXES)) + rng.digits(7); }

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}

export function itin(rng: Rng): string { return '9' + rng.digits(2) + String(rng.int(70, 88)) + pad(rng.int(1, 9999), 4); }

/** A Luhn-valid Canadian 9-digit number (SIN or BN root). */
export function luhn9(rng: Rng, first: string): string { const body = first + rng.digits(7); return body + luhnDigit(body); }

/** An ABA routing number (valid checksum), a decoy printed beside the tax ID. */
export function routing(rng: Rng): string {
  const b = pad(rng.int(1, 32), 2) + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((t, d, i) => t + Number(d) * w[i]!, 0);
  return b + String((10 - (s % 10)) % 10);
}

export const dashEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const spaceSin = (d: string, sep = ' '): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

export function moneyText(rng: Rng, v: number, country: 'US' | 'CA', cents = false): string {
  const dec = cents || !Number.isInteger(v) ? 2 : rng.pick([0, 0, 2]);
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: dec, maximumFractionDigits: dec });
  const plain = v.toFixed(dec);
  if (country === 'CA') return rng.pick([`$${grouped}`, `CAD ${grouped}`, `$${grouped} CAD`, `${grouped}`]);
  return rng.pick([`$${grouped}`, `$${grouped}`, `$ ${grouped}`, grouped, plain]);
}

export function money(rng: Rng, lo: number, hi: number, step: number, country: 'US' | 'CA'): Printed<number> {
  const value = Math.round(rng.int(lo, hi) / step) * step;
  return { value, text: moneyText(rng, value, country) };
}

export type DateStyle = 'us' | 'us2' | 'long' | 'short' | 'iso' | 'dash';

export function dateText(y: number, m: number, d: number, style: DateStyle): string {
  switch (style) {
    case 'us': return `${pad(m)}/${pad(d)}/${y}`;
    case 'us2': return `${m}/${d}/${pad(y % 100)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return `${y}-${pad(m)}-${pad(d)}`;
    case 'dash': return `${pad(m)}-${pad(d)}-${y}`;
  }
}

/** A date between two years, printed in one of the styles (two-digit years only after 2000; Canada avoids M/D order). */
export function date(rng: Rng, y0: number, y1: number, country: 'US' | 'CA'): Printed<string> {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  const styles: DateStyle[] = country === 'CA' ? ['iso', 'long', 'short'] : ['us', 'us', 'long', 'short', 'dash', ...(y >= 2000 ? ['us2' as const] : [])];
  return { value: `${y}-${pad(m)}-${pad(d)}`, text: dateText(y, m, d, rng.pick(styles)) };
}

export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}
