// Tax numbers, dates, money and phones as brokers' forms print them. Numbers are valid for their kind (EIN prefixes
// that are issued, SSN areas that exist, ITIN middle groups, Luhn check digits for BN and SIN), so a reader that
// checks them is not given a reason to drop a true value.
import type { Rng } from '../../statements/generator/prng.ts';
import { MONTHS } from './data.ts';

const BAD_EIN_PREFIX = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function ein(rng: Rng): string {
  let p = rng.int(1, 99);
  while (BAD_EIN_PREFIX.has(p)) p = rng.int(1, 99);
  return `${String(p).padStart(2, '0')}-${rng.digits(7)}`;
}

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export function itin(rng: Rng): string {
  return `9${rng.digits(2)}-${rng.int(70, 88)}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** 8 digits and the Luhn check digit (BN and SIN). */
export function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  for (let c = 0; c <= 9; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let d = Number(s[i]) * (i % 2 === 1 ? 2 : 1);
      if (d > 9) d -= 9;
      sum += d;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}

export function digitsOf(s: string): string {
  return s.replace(/\D/g, '');
}

export interface Day { y: number; m: number; d: number }

export function randomDay(rng: Rng, y0: number, y1: number): Day {
  const y = rng.int(y0, y1), m = rng.int(1, 12);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: rng.int(1, last) };
}

export function iso(d: Day): string {
  return `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
}

const p2 = (n: number) => String(n).padStart(2, '0');

/** A date as a form prints it. Canadian forms avoid MM/DD vs DD/MM ambiguity by using ISO or a month name; two-digit
 *  years only for years 2000 and later (a reader cannot know a pivot for older ones). */
export function printDate(rng: Rng, d: Day, country: 'US' | 'CA'): string {
  const formats = country === 'CA' ? ['iso', 'long', 'slash-iso'] : ['mdy', 'mdy-short', 'mdy2', 'long', 'abbr'];
  let f = rng.pick(formats);
  if (f === 'mdy2' && d.y < 2000) f = 'mdy';
  const month = MONTHS[d.m - 1]!;
  switch (f) {
    case 'iso': return iso(d);
    case 'slash-iso': return `${d.y}/${p2(d.m)}/${p2(d.d)}`;
    case 'mdy': return `${p2(d.m)}/${p2(d.d)}/${d.y}`;
    case 'mdy-short': return `${d.m}/${d.d}/${d.y}`;
    case 'mdy2': return `${p2(d.m)}/${p2(d.d)}/${p2(d.y % 100)}`;
    case 'abbr': return `${month.slice(0, 3)} ${d.d}, ${d.y}`;
    default: return `${month} ${d.d}, ${d.y}`;
  }
}

/** Money as brokers type it: with or without `$`, cents and commas; Canadian forms sometimes add CAD. */
export function printMoney(rng: Rng, n: number, country: 'US' | 'CA', cents = false): string {
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents || n % 1 ? 2 : 0, maximumFractionDigits: 2 });
  const style = rng.int(0, country === 'CA' ? 4 : 2);
  if (style === 0) return `$${body}`;
  if (style === 1) return body;
  if (style === 2) return `$ ${body}`;
  if (style === 3) return `$${body} CAD`;
  return `CAD ${body}`;
}

export function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(201, 989), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}

export function postal(rng: Rng, prefix: string): string {
  const L = 'ABCEGHJKLMNPRSTVXY';
  return `${prefix}${L[rng.int(0, L.length - 1)]} ${rng.int(0, 9)}${L[rng.int(0, L.length - 1)]}${rng.int(0, 9)}`;
}
