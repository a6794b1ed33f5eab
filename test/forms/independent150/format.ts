// Printing helpers for the independent150 forms: money, dates, percents, names and tax ids, each in several of the
// ways applicants and funders really write them, and the truth each printed form reads back to (applications.md).
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const commas = (n: number): string => Math.trunc(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export type MoneyStyle = 'dollar' | 'cents' | 'bare' | 'spaced' | 'cad' | 'cadAfter' | 'frSpace';

/** A money amount as printed; every style reads back to `n` (`$`, commas, spaces and `CAD` dropped). */
export function money(n: number, style: MoneyStyle): string {
  const whole = Number.isInteger(n);
  const c = commas(n) + (whole ? '' : (n % 1).toFixed(2).slice(1));
  const cents = commas(n) + '.' + (n % 1).toFixed(2).slice(2);
  switch (style) {
    case 'dollar': return `$${c}`;
    case 'cents': return `$${cents}`;
    case 'bare': return whole ? String(n) : n.toFixed(2);
    case 'spaced': return `$ ${c}`;
    case 'cad': return `CAD ${c}`;
    case 'cadAfter': return `$${c} CAD`;
    case 'frSpace': return `${c.replace(/,/g, ' ')} $`;
  }
}

export function moneyStyle(rng: Rng, country: 'US' | 'CA'): MoneyStyle {
  return country === 'CA' ? rng.pick(['dollar', 'cents', 'cad', 'cadAfter', 'frSpace'] as const) : rng.pick(['dollar', 'dollar', 'cents', 'bare', 'spaced'] as const);
}

/** The number a printed money text reads as (tests). */
export function readMoney(text: string): number {
  return Number(text.replace(/CAD|\$|,|\s/g, ''));
}

export type DateStyle = 'mdy' | 'mdyShort' | 'long' | 'iso' | 'mon' | 'dash';

export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdyShort': return `${m}/${d}/${pad(y % 100)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'mon': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'dash': return `${pad(m)}-${pad(d)}-${y}`;
  }
}

/** A date style that is never ambiguous for this date (two-digit years only from 2000 on; Canada never month-first with
 *  a day of 12 or less, where day and month could be swapped). */
export function dateStyle(rng: Rng, iso: string, country: 'US' | 'CA', allowShort = true): DateStyle {
  const y = Number(iso.slice(0, 4));
  if (country === 'CA') return rng.pick(['iso', 'long', 'mon'] as const);
  const opts: DateStyle[] = ['mdy', 'mdy', 'long', 'mon', 'dash'];
  if (allowShort && y >= 2000 && y <= 2025) opts.push('mdyShort');
  return rng.pick(opts);
}

export function isoDate(rng: Rng, fromYear: number, toYear: number): string {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12), d = rng.int(1, 28);
  return `${y}-${pad(m)}-${pad(d)}`;
}

export function pct(n: number, rng: Rng): string {
  return rng.pick([`${n}%`, `${n}%`, `${n} %`, String(n)]);
}

// ---- tax ids -------------------------------------------------------------------------------------------------------

export type TaxType = 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN';
export interface TaxId { text: string; digits: string | null; type: TaxType | null; country: 'US' | 'CA' | null; masked: boolean }

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let v = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}

export function einDigits(rng: Rng): string {
  let p = rng.digits(2);
  while (BAD_EIN.has(p)) p = rng.digits(2);
  return p + rng.digits(7);
}

export function ssnDigits(rng: Rng): string {
  let area = rng.int(1, 899);
  while (area === 666) area = rng.int(1, 899);
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}

export function itinDigits(rng: Rng): string {
  const groups = [...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99];
  return '9' + rng.digits(2) + pad(rng.pick(groups)) + rng.digits(4);
}

/** Nine digits with a Luhn check digit (a Business Number or a SIN; a SIN never starts with 0 or 8, 9 is a temporary resident). */
export function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  return body + luhnDigit(body);
}

/** An EIN as printed; `bare` only where the label itself says EIN. */
export function einText(d: string, bare: boolean): TaxId {
  return { text: bare ? d : `${d.slice(0, 2)}-${d.slice(2)}`, digits: d, type: 'EIN', country: 'US', masked: false };
}

/** An SSN or ITIN as printed (dashed: the format tells SSN from ITIN), or masked (then nothing is read). */
export function ssnText(d: string, rng: Rng, mask: boolean, bare = false): TaxId {
  if (mask) return { text: rng.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]), digits: null, type: null, country: null, masked: true };
  const type: TaxType = d.startsWith('9') ? 'ITIN' : 'SSN';
  return { text: bare && type === 'SSN' ? d : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d, type, country: 'US', masked: false };
}

export function sinText(d: string, rng: Rng, mask: boolean): TaxId {
  if (mask) return { text: `XXX XXX ${d.slice(6)}`, digits: null, type: null, country: null, masked: true };
  const text = rng.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`]);
  return { text, digits: d, type: 'SIN', country: 'CA', masked: false };
}

/** A Business Number, with its program account (`RC0001`) or bare (then the label or a checked box says BN). */
export function bnText(d: string, rng: Rng, withProgram: boolean): TaxId {
  if (!withProgram) return { text: d, digits: d, type: 'BN', country: 'CA', masked: false };
  const prog = rng.pick(['RC', 'RC', 'RT']), ref = rng.pick(['0001', '0001', '0002']);
  const text = rng.pick([`${d} ${prog}${ref}`, `${d}${prog}${ref}`, `${d} ${prog} ${ref}`, `${d.slice(0, 5)} ${d.slice(5)} ${prog}${ref}`]);
  return { text, digits: d + prog + ref, type: 'BN', country: 'CA', masked: false };
}

export function maskedEin(d: string, rng: Rng): TaxId {
  return { text: rng.pick([`XX-XXX${d.slice(5)}`, `**-***${d.slice(5)}`]), digits: null, type: null, country: null, masked: true };
}

// ---- people ---------------------------------------------------------------------------------------------------------

export interface Person { first: string; middle: string | null; last: string; cred: string | null }
export type NameStyle = 'fl' | 'fml' | 'lf' | 'lfm' | 'cred';

/** A person's name as printed: `Last, First` swapped, middle initial and credentials kept on paper, dropped in the truth. */
export function personName(p: Person, style: NameStyle): string {
  const mi = p.middle ? ` ${p.middle}.` : '';
  switch (style) {
    case 'fl': return `${p.first} ${p.last}`;
    case 'fml': return `${p.first}${mi} ${p.last}`;
    case 'lf': return `${p.last}, ${p.first}`;
    case 'lfm': return `${p.last}, ${p.first}${mi}`;
    case 'cred': return `${p.first}${mi} ${p.last}${p.cred ? `, ${p.cred}` : ''}`;
  }
}
