// Printed formats of independent68's values: money, dates, tax ids, phones. Each returns the text as printed.
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const commas = (n: number): string => n.toLocaleString('en-US');

export function money(rng: Rng, v: number): string {
  return rng.pick([`$${commas(v)}`, `${commas(v)}`, `$${commas(v)}.00`, `${commas(v)}.00`, `$${v}`, `$ ${commas(v)}`]);
}

/** A date as printed; short years only when `shortYear` (start dates after 2000). */
export function date(rng: Rng, iso: string, shortYear: boolean): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const forms = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`, `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`];
  if (shortYear) forms.push(`${m}/${d}/${pad(y % 100)}`);
  return rng.pick(forms);
}

export function isoDate(rng: Rng, y0: number, y1: number): string {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  return `${y}-${pad(m)}-${pad(d)}`;
}

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
export function ein(rng: Rng): string {
  for (;;) { const p = pad(rng.int(1, 99)); if (!BAD_EIN.has(p)) return p + rng.digits(7); }
}
export function ssn(rng: Rng): string {
  for (;;) { const a = rng.int(1, 899); if (a !== 666) return pad(a, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4); }
}
export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}`;
}
export const dashEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export function maskSsn(rng: Rng, d: string): string {
  return rng.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]);
}
export function maskEin(rng: Rng, d: string): string {
  return rng.pick([`XX-XXX${d.slice(5)}`, `**-***${d.slice(5)}`]);
}
export function phone(rng: Rng, area: string): string {
  const n = `${rng.int(200, 989)}`, l = rng.digits(4);
  return rng.pick([`(${area}) ${n}-${l}`, `${area}-${n}-${l}`, `${area}.${n}.${l}`]);
}
export const AREA: Record<string, string[]> = { PA: ['215', '610', '717'], MA: ['617', '508', '413'], CT: ['860', '203'], MD: ['410', '301'],
  VA: ['804', '757', '703'], NC: ['704', '919', '336'], NJ: ['973', '856', '732'], DE: ['302'], NY: ['914', '518'] };
