// Numbers of set 39: valid-looking EINs, SSNs, NPIs (Luhn with the 80840 prefix), DEA numbers (their check digit),
// licences, ABA routing numbers, Canadian BNs and SINs (Luhn), and dates in the forms real paper prints.
import { Rng } from '../../statements/generator/prng.ts';

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(r: Rng): string {
  let p: string;
  do p = String(r.int(10, 99)); while (BAD_EIN.has(p));
  return `${p}-${r.int(1000000, 9999999)}`;
}

export function ssn(r: Rng): string {
  let a: number;
  do a = r.int(1, 665); while (a === 0);
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
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

export function npi(r: Rng): string {
  const body = `${r.pick(['1', '2'])}${r.digits(8)}`;
  return body + String(luhnDigit(`80840${body}`));
}

export function dea(r: Rng, last: string): string {
  const d = r.digits(6).split('').map(Number);
  const c = (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10;
  const l = (last.replace(/[^A-Za-z]/g, '')[0] ?? 'X').toUpperCase();
  return `${r.pick(['A', 'B', 'F', 'M'])}${l}${d.join('')}${c}`;
}

export function licence(r: Rng, kind: string): string {
  const pre: Record<string, string> = { medical: 'ME', dental: 'DN', vet: 'VM', chiro: 'CH', pt: 'PT', law: '', cpa: 'AC' };
  return `${pre[kind] ?? ''}${r.digits(kind === 'law' ? 6 : 5).replace(/^0/, '4')}`;
}

export function routing(r: Rng): string {
  const b = `0${r.int(1, 9)}${r.digits(6)}`.split('').map(Number);
  const c = (10 - ((3 * (b[0]! + b[3]! + b[6]!) + 7 * (b[1]! + b[4]! + b[7]!) + (b[2]! + b[5]!)) % 10)) % 10;
  return b.join('') + String(c);
}

/** A 9-digit Canadian number with a Luhn check digit, its first digit given. */
export function luhn9(r: Rng, first: string): string {
  const body = first + r.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) { let d = Number(body[i]); if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; } sum += d; }
  return body + String((10 - (sum % 10)) % 10);
}

const pad = (v: number) => String(v).padStart(2, '0');

/** An ISO date between lo and hi years ago (the 1st-28th of a month). */
export function pastDate(r: Rng, lo: number, hi: number): string {
  return `${2026 - r.int(lo, hi)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

export function dob(r: Rng): string { return pastDate(r, 30, 66); }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO date as printed: 'us' 03/14/2012, 'short' 3/14/12, 'long' March 14, 2012, 'ca' 2012-03-14, 'dmy' 14/03/2012. */
export function showDate(iso: string, f: 'us' | 'short' | 'long' | 'ca' | 'dmy'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'us') return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 'dmy') return `${pad(d)}/${pad(m)}/${y}`;
  return iso;
}

export const digitsOf = (s: string): string => s.replace(/\D/g, '');
export const mask = (ssn: string): string => `XXX-XX-${ssn.slice(-4)}`;
