// How set 194's forms print values (money, dates, tax IDs, names), and the valid numbers they print. Every format
// here is one applications.md's rules read back exactly (a date's year, a money amount's cents).
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateFormat = 'MM/DD/YYYY' | 'M/D/YY' | 'MMMM D, YYYY' | 'MMM D, YYYY' | 'MM-DD-YYYY' | 'YYYY-MM-DD' | 'D-MMM-YYYY' | 'MM.DD.YYYY';

/** A printed date. Two-digit years only for years the reader cannot misplace (2000-2025 business dates, 1940-1999 births). */
export function fmtDate(iso: string, f: DateFormat): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p2 = (n: number) => String(n).padStart(2, '0');
  switch (f) {
    case 'MM/DD/YYYY': return `${p2(m)}/${p2(d)}/${y}`;
    case 'M/D/YY': return `${m}/${d}/${p2(y % 100)}`;
    case 'MMMM D, YYYY': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'MMM D, YYYY': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'MM-DD-YYYY': return `${p2(m)}-${p2(d)}-${y}`;
    case 'YYYY-MM-DD': return iso;
    case 'D-MMM-YYYY': return `${d}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
    case 'MM.DD.YYYY': return `${p2(m)}.${p2(d)}.${y}`;
  }
}

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function randomDate(rng: Rng, fromYear: number, toYear: number): string {
  return isoDate(rng.int(fromYear, toYear), rng.int(1, 12), rng.int(1, 28));
}

/** Thousands with commas. */
export function commas(n: number): string {
  return Math.trunc(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type MoneyFormat = '$#,###' | '$#,###.##' | '#,###' | '####' | '$ #,###.##' | '#,###.## USD' | 'CAD #,###' | '# ### $' | '$#,### CAD';

/** A printed money amount: `$`, commas, spaces and the currency are what applications.md drops. */
export function fmtMoney(v: number, f: MoneyFormat): string {
  const cents = Math.round(v * 100) % 100;
  const dec = `${commas(v)}.${String(cents).padStart(2, '0')}`;
  switch (f) {
    case '$#,###': return `$${commas(v)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
    case '$#,###.##': return `$${dec}`;
    case '#,###': return `${commas(v)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
    case '####': return cents ? v.toFixed(2) : String(Math.trunc(v));
    case '$ #,###.##': return `$ ${dec}`;
    case '#,###.## USD': return `${dec} USD`;
    case 'CAD #,###': return `CAD ${commas(v)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
    case '# ### $': return `${commas(v).replace(/,/g, ' ')}${cents ? `.${String(cents).padStart(2, '0')}` : ''} $`;
    case '$#,### CAD': return `$${dec} CAD`;
  }
}

/** Dollars and cents for a tax-form money box with a cents column. */
export function dollarsCents(v: number): [string, string] {
  return [commas(v), String(Math.round(v * 100) % 100).padStart(2, '0')];
}

const BAD_EIN_PREFIX = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function ein(rng: Rng): string {
  let p = rng.int(1, 99);
  while (BAD_EIN_PREFIX.has(p)) p = rng.int(1, 99);
  return String(p).padStart(2, '0') + rng.digits(7);
}

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}

const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];
function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.pick(ITIN_GROUPS)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** A 9-digit number with a Luhn check digit (Canadian BN and SIN), first digit from `first`. */
export function luhn9(rng: Rng, first: number[]): string {
  const body = String(rng.pick(first)) + rng.digits(7);
  for (let c = 0; c <= 9; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let d = Number(s[i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}

export function dashEin(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }
export function dashSsn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function spacedSin(d: string): string { return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; }

/** A masked SSN/SIN as brokers print them: the tax ID is then not on the form (null in the truth). */
export function maskedId(rng: Rng, digits: string, ca: boolean): string {
  if (ca) return rng.pick([`*** *** ${digits.slice(6)}`, `XXX XXX ${digits.slice(6)}`, 'On file']);
  const last = digits.slice(-4);
  return rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`, 'On file']);
}

export function phone(rng: Rng, area?: string): string {
  const a = area ?? String(rng.int(201, 989));
  const n = `${rng.int(200, 989)}-${rng.digits(4)}`;
  return rng.pick([`(${a}) ${n}`, `${a}-${n}`, `${a}.${n.replace('-', '.')}`]);
}

export interface PersonName { first: string; middle: string; last: string; credential: string }

export type NameOrder = 'first-last' | 'last-first';

/** A person's name as printed: `First M. Last, DDS` or `Last, First M.` (no credential then). */
export function fmtName(p: PersonName, order: NameOrder): string {
  const mid = p.middle ? ` ${p.middle}.` : '';
  if (order === 'last-first') return `${p.last}, ${p.first}${mid}`;
  return `${p.first}${mid} ${p.last}${p.credential}`;
}

export function slug(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '');
}
