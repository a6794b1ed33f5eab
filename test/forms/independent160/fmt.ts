// Printing helpers of set 160: dates, money, and tax identifiers (valid by the reference README's rules), each with
// the printed variants the four layouts use. Pure functions of an Rng: nothing here knows about styles or pages.
import type { Rng } from '../../statements/generator/prng.ts';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December'] as const;
const SHORT = ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'short' | 'iso' | 'dlong';

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** A date between two years (inclusive), as YYYY-MM-DD. */
export function randomDate(rng: Rng, y0: number, y1: number): string {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A date as printed. `mdy2` (two-digit year) is only ever used for years 2000 and later. */
export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy2': return y >= 2000 ? `${m}/${d}/${pad(y % 100)}` : `${pad(m)}/${pad(d)}/${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${SHORT[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dlong': return `${d} ${MONTHS[m - 1]} ${y}`;
  }
}

export type MoneyStyle = 'usd' | 'usd0' | 'plain' | 'cad_pre' | 'cad_post' | 'spaced';

/** Money as printed; `v` in dollars with at most two decimals. */
export function fmtMoney(v: number, style: MoneyStyle): string {
  const whole = Number.isInteger(v);
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: whole && style !== 'plain' ? 0 : 2, maximumFractionDigits: 2 });
  switch (style) {
    case 'usd': return `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'usd0': return `$${grouped}`;
    case 'plain': return v.toFixed(2);
    case 'cad_pre': return `CAD ${grouped}`;
    case 'cad_post': return `$${grouped} CAD`;
    case 'spaced': return `$ ${grouped}`;
  }
}

// ---- tax identifiers ----------------------------------------------------------------------------------------------
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(rng: Rng): string {
  let p: string;
  do p = pad(rng.int(1, 99)); while (BAD_EIN.has(p));
  return p + pad(rng.int(1, 9999999), 7);
}

export function ssn(rng: Rng): string {
  let area: number;
  do area = rng.int(1, 899); while (area === 666);
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}

export function itin(rng: Rng): string {
  const groups = [...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99];
  return `9${pad(rng.int(0, 99))}${pad(rng.pick(groups))}${pad(rng.int(1, 9999), 4)}`;
}

function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A 9-digit Canadian number with a Luhn check digit (BN or SIN); `first` is its leading digit. */
export function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  return body + String(luhnDigit(body));
}

export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtNine = (d: string, sep: string): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

/** A printed identifier with every digit but the last `keep` replaced by the mask character. */
export function mask(printed: string, ch: string, keep = 4): string {
  const digits = printed.replace(/\D/g, '').length;
  let seen = 0;
  return printed.replace(/\d/g, (d) => (++seen > digits - keep ? d : ch));
}

/** An ABA routing number (checksum valid): a decoy that looks like a 9-digit tax ID. */
export function routing(rng: Rng): string {
  const b = pad(rng.int(1, 12)) + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((a, c, i) => a + Number(c) * w[i]!, 0);
  return b + String((10 - (s % 10)) % 10);
}

export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`;
}

export function postal(rng: Rng, letter: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${letter}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}
