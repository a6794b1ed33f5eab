// Value generators and printed formats (tax IDs, money, dates) for the independent153 forms. Every function takes the
// seeded Rng, so a document is reproducible from (layout, seed).
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Luhn check digit for a payload of digits (the check digit is appended on the right). */
export function luhnDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(rng: Rng): string {
  let p = rng.int(10, 99);
  while (EIN_BAD.has(p)) p = rng.int(10, 99);
  return pad(p) + rng.digits(7).replace(/^0000000$/, '1234567');
}
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  while (area === 666) area = rng.int(1, 899);
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}
export function itin(rng: Rng): string {
  const yy = rng.pick([50, 57, 63, 70, 72, 78, 81, 88, 90, 92, 94, 99]);
  return '9' + rng.digits(2) + pad(yy) + pad(rng.int(1, 9999), 4);
}
/** A Canadian 9-digit number (BN or SIN) with a valid Luhn check digit; a SIN never starts with 0, 8 or 9 here. */
export function luhn9(rng: Rng, first: readonly number[]): string {
  const payload = String(rng.pick(first)) + rng.digits(7);
  return payload + luhnDigit(payload);
}
export const routing = (rng: Rng) => rng.pick(['0', '1', '2', '3']) + rng.digits(8);

export const dashEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const dashSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const spaced9 = (d: string, sep: string) => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

/** A masked SSN/SIN as CRMs and e-sign exports print it: never the full digits. */
export function masked(rng: Rng, d: string, ca: boolean): string {
  const last4 = d.slice(-4), last3 = d.slice(-3);
  return ca ? rng.pick([`XXX-XXX-${last3}`, `*** *** ${last3}`, `xxx-xxx-${last3}`])
    : rng.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `###-##-${last4}`, `xxx-xx-${last4}`]);
}

/** Money as printed: US or Canadian styles. The truth is the number. */
export function money(rng: Rng, v: number, ca: boolean, cents = false): string {
  const whole = Math.floor(v);
  const c = Math.round((v - whole) * 100);
  const grouped = whole.toLocaleString('en-US');
  const dec = cents || c ? `.${pad(c)}` : '';
  const styles = ca
    ? [`$${grouped}${dec}`, `$${grouped}${dec} CAD`, `CAD ${grouped.replace(/,/g, ' ')}${dec}`, `CAD $${grouped}${dec}`, `${grouped}${dec}`]
    : [`$${grouped}${dec}`, `$${grouped}${dec || '.00'}`, `${whole}${dec}`, `$ ${grouped}${dec}`, `${grouped}${dec}`];
  return rng.pick(styles);
}

export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd) => `${t.y}-${pad(t.m)}-${pad(t.d)}`;
export function randomDate(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}

/** A date as printed. US forms use month-first numbers; Canadian forms only unambiguous styles. Two-digit years only
 *  for years from 2000 (read as 20YY). `sheet` adds the spreadsheet style 12-Sep-2009. */
export function dateText(rng: Rng, t: Ymd, ca: boolean, sheet = false): string {
  const long = `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
  const short = `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`;
  const styles = [long, short, iso(t)];
  if (!ca) styles.push(`${pad(t.m)}/${pad(t.d)}/${t.y}`, `${t.m}/${t.d}/${t.y}`);
  if (!ca && t.y >= 2000) styles.push(`${t.m}/${t.d}/${String(t.y).slice(2)}`);
  if (sheet) styles.push(`${t.d}-${MONTHS[t.m - 1]!.slice(0, 3)}-${t.y}`);
  return rng.pick(styles);
}

/** A timestamp as systems print it (CRM, e-sign, browser header): always a decoy. */
export function stamp(rng: Rng, kind: 'us' | 'iso' | 'long'): string {
  const t = randomDate(rng, 2024, 2025);
  const h = rng.int(1, 12), mi = pad(rng.int(0, 59)), s = pad(rng.int(0, 59));
  const ap = rng.pick(['AM', 'PM']);
  if (kind === 'iso') return `${iso(t)}T${pad(rng.int(0, 23))}:${mi}:${s}Z`;
  if (kind === 'long') return `${MONTHS[t.m - 1]} ${t.d}, ${t.y} | ${h}:${mi}:${s} ${ap} ${rng.pick(['PT', 'ET', 'CT', 'MT'])}`;
  return `${pad(t.m)}/${pad(t.d)}/${t.y} ${h}:${mi} ${ap}`;
}

export const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
export const ip = (rng: Rng) => `${rng.int(23, 223)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
export const hex = (rng: Rng, n: number) => rng.alnum(n, '0123456789ABCDEF');
