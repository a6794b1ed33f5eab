// Printing formats of set 211 (Canadian forms): dates, CAD money, phones, Business Numbers and SINs. Every choice of
// format is drawn from the print stream (never the ink stream), so the three styles of one seed print the same text.
import type { Rng } from '../../statements/generator/prng.ts';

export type DateFmt = 'iso' | 'dmy' | 'long' | 'dmy-dash';
export type MoneyFmt = 'dollars' | 'cents' | 'cad-prefix' | 'cad-suffix' | 'spaced';
export type PhoneFmt = 'paren' | 'dash' | 'dot' | 'intl';
export type BnFmt = 'plain' | 'spaced' | 'dashed' | 'program-spaced' | 'program-joined' | 'program-dashed';
export type SinFmt = 'spaced' | 'dashed' | 'plain' | 'masked-star' | 'masked-x';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `iso` is YYYY-MM-DD; the printed text in the chosen format. */
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (f) {
    case 'iso': return iso;
    case 'dmy': return `${d}/${m}/${y}`;
    case 'dmy-dash': return `${d}-${m}-${y}`;
    case 'long': return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  }
}

function group(n: number, sep: string): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export function fmtMoney(n: number, f: MoneyFmt): string {
  const cents = (Math.round(n * 100) % 100).toString().padStart(2, '0');
  switch (f) {
    case 'dollars': return Number.isInteger(n) ? `$${group(n, ',')}` : `$${group(n, ',')}.${cents}`;
    case 'cents': return `$${group(n, ',')}.${cents}`;
    case 'cad-prefix': return `CAD ${group(n, ',')}${Number.isInteger(n) ? '' : `.${cents}`}`;
    case 'cad-suffix': return `${group(n, ',')}.${cents} CAD`;
    case 'spaced': return `$ ${group(n, ' ')}${Number.isInteger(n) ? '' : `.${cents}`}`;
  }
}

/** `p` is 10 digits. */
export function fmtPhone(p: string, f: PhoneFmt): string {
  const a = p.slice(0, 3), b = p.slice(3, 6), c = p.slice(6);
  switch (f) {
    case 'paren': return `(${a}) ${b}-${c}`;
    case 'dash': return `${a}-${b}-${c}`;
    case 'dot': return `${a}.${b}.${c}`;
    case 'intl': return `+1 ${a} ${b} ${c}`;
  }
}

export function hasProgram(f: BnFmt): boolean {
  return f.startsWith('program');
}

/** A BN of 9 digits, with its program account where the format carries one. */
export function fmtBn(bn: string, program: string, f: BnFmt): string {
  const a = bn.slice(0, 3), b = bn.slice(3, 6), c = bn.slice(6);
  switch (f) {
    case 'plain': return bn;
    case 'spaced': return `${a} ${b} ${c}`;
    case 'dashed': return `${a}-${b}-${c}`;
    case 'program-spaced': return `${bn} ${program}`;
    case 'program-joined': return `${bn}${program}`;
    case 'program-dashed': return `${bn}-${program.slice(0, 2)}-${program.slice(2)}`;
  }
}

export function sinMasked(f: SinFmt): boolean {
  return f.startsWith('masked');
}

export function fmtSin(sin: string, f: SinFmt): string {
  const a = sin.slice(0, 3), b = sin.slice(3, 6), c = sin.slice(6);
  switch (f) {
    case 'spaced': return `${a} ${b} ${c}`;
    case 'dashed': return `${a}-${b}-${c}`;
    case 'plain': return sin;
    case 'masked-star': return `***-***-${c}`;
    case 'masked-x': return `XXX XXX ${c}`;
  }
}

/** Luhn check digit of a digit string (Canadian BN and SIN use it on 9 digits). */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function luhnValid(digits: string): boolean {
  return luhnDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/** The print choices of one form, all drawn once from the print stream. */
export interface Formats {
  date: DateFmt; dob: DateFmt; money: MoneyFmt; phone: PhoneFmt; bn: BnFmt; sin: SinFmt;
  /** How the province is written: code (ON), full name, or a reference alias (Ont.). */
  province: 'code' | 'name' | 'alias';
  /** Owner names: `First Last`, `First M. Last`, `Last, First`. */
  name: 'plain' | 'middle' | 'last-first';
  pctSign: boolean;
}

export function pickFormats(r: Rng, dates: readonly DateFmt[]): Formats {
  return {
    date: r.pick(dates), dob: r.pick(dates),
    money: r.pick(['dollars', 'cents', 'cad-prefix', 'cad-suffix', 'spaced'] as const),
    phone: r.pick(['paren', 'dash', 'dot', 'intl'] as const),
    bn: r.pick(['plain', 'spaced', 'dashed', 'program-spaced', 'program-joined', 'program-dashed'] as const),
    sin: r.weighted([['spaced', 3], ['dashed', 3], ['plain', 1], ['masked-star', 2], ['masked-x', 1]] as const),
    province: r.weighted([['code', 5], ['name', 3], ['alias', 2]] as const),
    name: r.weighted([['plain', 5], ['middle', 3], ['last-first', 2]] as const),
    pctSign: r.chance(0.6),
  };
}
