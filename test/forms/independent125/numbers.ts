// Fictional identifiers, dates and money in the shapes Spanish-speaking US brokers and Québec brokers print them.
import type { Rng } from '../../statements/generator/prng.ts';

const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40,
  41, 42, 43, 44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74,
  75, 76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function ein(rng: Rng): string {
  return `${rng.pick(EIN_PREFIXES)}${rng.digits(7)}`;
}

export function ssn(rng: Rng): string {
  let area = rng.int(1, 898);
  if (area >= 666) area += 1;
  return `${pad(area, 3)}${pad(rng.int(1, 99), 2)}${pad(rng.int(1, 9999), 4)}`;
}

export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${pad(rng.pick(ITIN_GROUPS), 2)}${pad(rng.int(1, 9999), 4)}`;
}

export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Nine digits with a Luhn check digit (a SIN or a BN root). */
export function luhn9(rng: Rng, first: number): string {
  const head = `${first}${rng.digits(7)}`;
  for (let c = 0; c <= 9; c++) if (luhnOk(head + c)) return head + c;
  throw new Error('unreachable');
}

/** An ABA routing number (valid checksum), a decoy beside the tax id. */
export function routing(rng: Rng): string {
  const d = [rng.int(0, 1), rng.int(0, 9), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
  const partial = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (partial % 10)) % 10);
}

export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string): string => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;

export interface Day { y: number; m: number; d: number }
export const iso = (t: Day): string => `${t.y}-${pad(t.m, 2)}-${pad(t.d, 2)}`;

export function day(rng: Rng, y0: number, y1: number): Day {
  const m = rng.int(1, 12);
  const last = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return { y: rng.int(y0, y1), m, d: rng.int(1, last) };
}

const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export type DateStyle = 'dmy' | 'long' | 'iso';

export function fmtDate(t: Day, style: DateStyle, lang: 'es' | 'fr'): string {
  if (style === 'iso') return iso(t);
  if (style === 'dmy') return `${pad(t.d, 2)}/${pad(t.m, 2)}/${t.y}`;
  if (lang === 'es') return `${t.d} de ${ES_MONTHS[t.m - 1]} de ${t.y}`;
  return `${t.d === 1 ? '1er' : t.d} ${FR_MONTHS[t.m - 1]} ${t.y}`;
}

/** A printed date back to ISO (the test's reading, independent of how it was made). */
export function parseDate(s: string): string | null {
  const t = s.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^(\d{1,2})(?:er)? (?:de )?(\p{L}+) (?:de )?(\d{4})$/u.exec(t);
  if (m) {
    const i = Math.max(ES_MONTHS.indexOf(m[2]!), FR_MONTHS.indexOf(m[2]!));
    if (i >= 0) return `${m[3]}-${pad(i + 1, 2)}-${pad(Number(m[1]), 2)}`;
  }
  return null;
}

export type MoneyStyle = 'us' | 'us_round' | 'es_dots' | 'fr' | 'fr_round' | 'fr_cad';

/** Money as printed: `$85,000.00`, `$85,000`, `$ 85.000,00`, `50 000,00 $`, `50 000 $`, `50 000 $ CAD`. */
export function fmtMoney(v: number, style: MoneyStyle): string {
  const [int, dec] = v.toFixed(2).split('.') as [string, string];
  const group = (sep: string): string => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (style) {
    case 'us': return `$${group(',')}.${dec}`;
    case 'us_round': return dec === '00' ? `$${group(',')}` : `$${group(',')}.${dec}`;
    case 'es_dots': return `$ ${group('.')},${dec}`;
    case 'fr': return `${group(' ')},${dec} $`;
    case 'fr_round': return dec === '00' ? `${group(' ')} $` : `${group(' ')},${dec} $`;
    case 'fr_cad': return `${group(' ')},${dec} $ CAD`;
  }
}

/** A printed amount back to a number: a final `,dd` or `.dd` is the decimal part, every other separator groups. */
export function parseMoney(s: string): number | null {
  const t = s.replace(/CAD|\$|%|\s/g, '');
  const m = /^([\d.,]*?)(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m || !/\d/.test(m[1] ?? '')) return null;
  return Number(`${m[1]!.replace(/[.,]/g, '')}.${m[2] ?? '0'}`);
}

export function phone(rng: Rng, areas: readonly number[], french = false): string {
  return french ? `${rng.pick(areas)} 555-01${rng.digits(2)}` : `(${rng.pick(areas)}) 555-01${rng.digits(2)}`;
}
