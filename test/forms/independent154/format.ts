// Number, money, date and identifier formats of independent set 154 (Canadian and cross-border MCA applications).
import type { Rng } from '../../statements/generator/prng.ts';

/** Luhn check digit for the first eight digits of a Canadian BN or SIN. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function luhnValid(nine: string): boolean {
  return /^\d{9}$/.test(nine) && luhnDigit(nine.slice(0, 8)) === nine[8];
}

/** A Business Number root (9 digits, Luhn-valid). */
export function makeBN(rng: Rng): string {
  const body = String(rng.int(1, 8)) + rng.digits(7);
  return body + luhnDigit(body);
}

/** A Social Insurance Number (first digit 1-7, or 9 for a temporary resident). */
export function makeSIN(rng: Rng): string {
  const body = String(rng.chance(0.08) ? 9 : rng.int(1, 7)) + rng.digits(7);
  return body + luhnDigit(body);
}

const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
export function makeEIN(rng: Rng): string {
  let p = '00';
  while (EIN_BAD.has(p)) p = String(rng.int(10, 99));
  return p + rng.digits(7);
}

export function makeSSN(rng: Rng): string {
  let area = 666;
  while (area === 666) area = rng.int(1, 899);
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}

export function makeITIN(rng: Rng): string {
  const group = rng.pick([50, 55, 62, 70, 73, 78, 81, 84, 88, 90, 92, 94, 97]);
  return '9' + rng.digits(2) + String(group) + String(rng.int(1, 9999)).padStart(4, '0');
}

/** ABA routing number with a valid checksum (a decoy beside tax IDs). */
export function makeRouting(rng: Rng): string {
  const b = String(rng.pick([0, 1, 2, 3])) + rng.digits(7);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((acc, k, i) => acc + k * Number(b[i]), 0);
  return b + String((10 - (s % 10)) % 10);
}

/** Quebec enterprise number (NEQ): 10 digits, 11 for corporations, 22 or 33 for others. */
export function makeNEQ(rng: Rng, corp: boolean): string {
  return (corp ? '11' : rng.pick(['22', '33'])) + rng.digits(8);
}

export type IdShape = 'plain' | 'spaced' | 'dashed';
export function shapeNine(d: string, shape: IdShape): string {
  if (shape === 'spaced') return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  if (shape === 'dashed') return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return d;
}
export const fmtEIN = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSSN = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

export type MoneyStyle = 'en' | 'en_cad' | 'cad_en' | 'en_nodec' | 'fr' | 'fr_nodec' | 'si' | 'us' | 'us_nodec' | 'bare';

function group(intPart: string, sep: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Money as printed. `_nodec` styles are only used for whole amounts. */
export function money(v: number, style: MoneyStyle): string {
  const cents = Math.round(v * 100);
  const whole = cents % 100 === 0;
  const i = String(Math.floor(cents / 100));
  const d = String(cents % 100).padStart(2, '0');
  switch (style) {
    case 'en': return `$${group(i, ',')}.${d}`;
    case 'en_cad': return `$${group(i, ',')}.${d} CAD`;
    case 'cad_en': return `CAD ${group(i, ',')}${whole ? '' : '.' + d}`;
    case 'en_nodec': return whole ? `$${group(i, ',')}` : `$${group(i, ',')}.${d}`;
    case 'fr': return `${group(i, ' ')},${d} $`;
    case 'fr_nodec': return whole ? `${group(i, ' ')} $` : `${group(i, ' ')},${d} $`;
    case 'si': return `${group(i, ' ')}.${d}`;
    case 'us': return `$${group(i, ',')}.${d}`;
    case 'us_nodec': return whole ? `$${group(i, ',')}` : `$${group(i, ',')}.${d}`;
    case 'bare': return whole ? i : `${i}.${d}`;
  }
}

export type DateFmt = 'YMD' | 'DMY' | 'MDY';
/** How the form states its date format (English, and French for bilingual forms). */
export const DATE_NOTE: Record<DateFmt, { en: string; fr: string }> = {
  YMD: { en: 'YYYY-MM-DD', fr: 'AAAA-MM-JJ' },
  DMY: { en: 'DD/MM/YYYY', fr: 'JJ/MM/AAAA' },
  MDY: { en: 'MM/DD/YYYY', fr: 'MM/JJ/AAAA' },
};

export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  if (f === 'YMD') return iso;
  if (f === 'DMY') return `${d}/${m}/${y}`;
  return `${m}/${d}/${y}`;
}

/** An ISO date between two years; about half the time a day of 12 or less (ambiguous without the stated format). */
export function isoDate(rng: Rng, y0: number, y1: number): string {
  const y = rng.int(y0, y1);
  const m = rng.int(1, 12);
  const d = rng.chance(0.5) ? rng.int(1, 12) : rng.int(13, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
/** A Canadian postal code `A1A 1A1` with the province's first letter. */
export function postalCode(rng: Rng, first: string): string {
  const L = (): string => rng.pick(POSTAL_LETTERS.split(''));
  return `${first}${rng.int(0, 9)}${L()} ${rng.int(0, 9)}${L()}${rng.int(0, 9)}`;
}

export function phone(rng: Rng, areas: readonly string[]): string {
  return `(${rng.pick(areas)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}

/** Percent as printed: `50%`, `50 %` or French `33,33 %`. */
export function pct(v: number, french: boolean, spaced: boolean): string {
  const s = Number.isInteger(v) ? String(v) : v.toFixed(2);
  return (french ? s.replace('.', ',') : s) + (spaced || french ? ' %' : '%');
}
