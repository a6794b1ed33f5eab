// Numbers and dates as brokers print them: valid EINs, SSNs, ITINs, SINs and BNs, ABA routing numbers, money and dates.
import type { Rng } from '../../statements/generator/prng.ts';

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(rng: Rng): string {
  let p: string;
  do p = String(rng.int(1, 99)).padStart(2, '0'); while (BAD_EIN.has(p));
  return p + String(rng.int(1000000, 9999999));
}

export function ssn(rng: Rng): string {
  let area: number;
  do area = rng.int(1, 899); while (area === 666);
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}

const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), ...range(90, 92), ...range(94, 99)];
export function itin(rng: Rng): string {
  return '9' + String(rng.int(0, 99)).padStart(2, '0') + String(rng.pick(ITIN_GROUPS)) + String(rng.int(1, 9999)).padStart(4, '0');
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** 9 digits with a Luhn check digit (Canadian SIN and BN). */
export function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  for (let c = 0; c <= 9; c++) if (luhnOk(body + c)) return body + c;
  throw new Error('unreachable');
}

export function luhnOk(s: string): boolean {
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let d = Number(s[s.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/** An ABA routing number with a valid checksum. */
export function routing(rng: Rng): string {
  const body = String(rng.pick([0, 1, 2, 3])) + String(rng.int(1, 9)) + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...body].reduce((a, d, i) => a + Number(d) * w[i]!, 0);
  return body + String((10 - (s % 10)) % 10);
}

export const dashEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const spaced9 = (d: string, sep = ' '): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

/** A masked SSN or EIN, as brokers print it to keep the number off the e-mail. */
export function maskSsn(rng: Rng, d: string): string {
  const c = rng.pick(['X', '*', 'x']);
  return `${c.repeat(3)}-${c.repeat(2)}-${d.slice(5)}`;
}
export function maskEin(rng: Rng, d: string): string {
  return rng.pick([`XX-XXX${d.slice(5)}`, `**-***${d.slice(5)}`]);
}

/** Money as printed: `$75,000`, `75,000.00`, `$ 75000`, `CAD 75,000`. */
export function money(rng: Rng, v: number, ca = false): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const plain = cents ? v.toFixed(2) : String(v);
  const opts = [`$${grouped}`, `$${grouped}`, `${grouped}${cents ? '' : '.00'}`, `$ ${plain}`];
  if (ca) opts.push(`CAD ${grouped}`, `$${grouped} CAD`);
  return rng.pick(opts);
}

export const plainMoney = (v: number): string =>
  `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd): string => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;

export function randomDate(rng: Rng, y0: number, y1: number): Ymd {
  const m = rng.int(1, 12);
  const dim = new Date(Date.UTC(2001, m, 0)).getUTCDate();
  return { y: rng.int(y0, y1), m, d: rng.int(1, dim) };
}

/** A date in one of the printed forms applications.md reads. Two-digit years only after 2000. */
export function dateText(rng: Rng, t: Ymd, allowShort: boolean): string {
  const mm = String(t.m).padStart(2, '0'), dd = String(t.d).padStart(2, '0');
  const forms = [`${mm}/${dd}/${t.y}`, `${t.m}/${t.d}/${t.y}`, `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`, `${short(MONTHS[t.m - 1]!)} ${t.d}, ${t.y}`, iso(t)];
  if (allowShort && t.y >= 2000) forms.push(`${mm}/${dd}/${String(t.y % 100).padStart(2, '0')}`);
  return rng.pick(forms);
}

const short = (m: string): string => (m.length > 4 ? `${m.slice(0, 3)}.` : m);

export function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(201, 989), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}
