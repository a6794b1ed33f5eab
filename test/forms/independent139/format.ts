// Number, date and tax-id makers for set 139: each returns the text as printed and the value the rules read from it.
import type { Rng } from '../../statements/generator/prng.ts';
import { MONTHS } from './data.ts';

export interface TaxId { text: string; digits: string; type: string; country: string }

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Money as a broker prints it: `$45,000`, `45,000.00`, `$ 45000`, `$45,000 CAD`. */
export function money(rng: Rng, amount: number, cad: boolean): string {
  const cents = !Number.isInteger(amount) || rng.chance(0.3);
  const body = amount.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2, useGrouping: !rng.chance(0.2) });
  const sign = rng.pick(['$', '$', '$ ', '']);
  return `${sign}${body}${cad && rng.chance(0.5) ? ' CAD' : ''}`;
}

export interface DateText { text: string; iso: string }

/** A date in one of the printed forms the rules accept (`12/26/2011`, `11/15/16`, `September 12, 2009`). */
export function dateText(rng: Rng, y: number, m: number, d: number, allowShortYear: boolean, canada: boolean): DateText {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const kinds = canada ? ['long', 'iso', 'long-dmy'] : ['us', 'us', 'long', ...(allowShortYear ? ['short'] : [])];
  const kind = rng.pick(kinds);
  let text: string;
  if (kind === 'us') text = `${pad(m)}/${pad(d)}/${y}`;
  else if (kind === 'short') text = `${m}/${d}/${String(y).slice(2)}`;
  else if (kind === 'iso') text = iso;
  else if (kind === 'long-dmy') text = `${d} ${MONTHS[m - 1]} ${y}`;
  else text = `${MONTHS[m - 1]} ${d}, ${y}`;
  return { text, iso };
}

export function randomDate(rng: Rng, y0: number, y1: number, allowShortYear: boolean, canada: boolean): DateText {
  return dateText(rng, rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28), allowShortYear, canada);
}

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(rng: Rng): TaxId {
  let p = '00';
  while (BAD_EIN.has(p)) p = pad(rng.int(10, 99));
  const rest = rng.digits(7);
  return { text: `${p}-${rest}`, digits: `${p}${rest}`, type: 'EIN', country: 'US' };
}

/** An SSN (or, when `itin`, an ITIN: 9XX-7X-XXXX) printed NNN-NN-NNNN. */
export function ssn(rng: Rng, itin: boolean): TaxId {
  const area = itin ? rng.int(900, 999) : rng.pick([rng.int(1, 665), rng.int(667, 899)]);
  const group = itin ? rng.int(70, 88) : rng.int(1, 99);
  const serial = rng.int(1, 9999);
  const digits = `${pad(area, 3)}${pad(group)}${pad(serial, 4)}`;
  return { text: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`, digits, type: itin ? 'ITIN' : 'SSN', country: 'US' };
}

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let v = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A Canadian BN with its program account (`807021415 RC0001`, read `807021415RC0001`). */
export function bn(rng: Rng): TaxId {
  const body = `${rng.int(1, 8)}${rng.digits(7)}`;
  const nine = body + luhnDigit(body);
  const prog = `${rng.pick(['RC', 'RT', 'RP'])}000${rng.int(1, 3)}`;
  const text = rng.pick([`${nine} ${prog}`, `${nine}${prog}`, `${nine} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
  return { text, digits: nine + prog, type: 'BN', country: 'CA' };
}

export function sin(rng: Rng): TaxId {
  const body = `${rng.int(1, 7)}${rng.digits(7)}`;
  const digits = body + luhnDigit(body);
  return { text: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, digits, type: 'SIN', country: 'CA' };
}

/** A masked form of a printed tax id: the reader must leave it null. */
export function masked(rng: Rng, t: TaxId): string {
  const last = t.digits.slice(-4);
  if (t.type === 'SIN') return `*** *** ${t.digits.slice(6, 9)}`;
  if (t.type === 'BN') return rng.pick([`*****${t.digits.slice(5, 9)} ${t.digits.slice(9)}`, `XXXXX${t.digits.slice(5, 9)}`]);
  if (t.type === 'EIN') return rng.pick([`XX-XXX${last}`, `**-***${last}`]);
  return rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`]);
}

export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}

export function postal(rng: Rng, prefix: string, canada: boolean): string {
  if (!canada) return prefix + rng.digits(2);
  return `${prefix} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(0, 9)}`;
}
