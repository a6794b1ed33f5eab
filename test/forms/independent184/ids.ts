// Numbers as people write them on paper: tax IDs that pass their real checks (EIN prefixes, SSN areas, ITIN groups,
// Luhn for BN and SIN), dates in the formats seen on hand-filled forms, money with and without `$` and commas.
import type { Rng } from '../../statements/generator/prng.ts';

// EIN campus prefixes that the IRS issues (00, 07-09, 17-19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97 are never issued).
const EIN_PREFIXES = ['12', '13', '20', '22', '26', '27', '33', '35', '38', '45', '46', '47', '52', '54', '56', '59', '61', '65',
  '74', '75', '81', '82', '84', '87', '88', '91', '92', '93', '98'];

export interface TaxId { printed: string; digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN'; country: 'US' | 'CA' }

export function ein(rng: Rng): TaxId {
  const p = rng.pick(EIN_PREFIXES), rest = rng.digits(7);
  return { printed: `${p}-${rest}`, digits: p + rest, type: 'EIN', country: 'US' };
}

export function ssn(rng: Rng): TaxId {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  const a = String(area).padStart(3, '0'), g = String(rng.int(1, 99)).padStart(2, '0'), s = String(rng.int(1, 9999)).padStart(4, '0');
  return { printed: `${a}-${g}-${s}`, digits: a + g + s, type: 'SSN', country: 'US' };
}

export function itin(rng: Rng): TaxId {
  const groups = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];
  const a = `9${rng.digits(2)}`, g = String(rng.pick(groups)), s = String(rng.int(1, 9999)).padStart(4, '0');
  return { printed: `${a}-${g}-${s}`, digits: a + g + s, type: 'ITIN', country: 'US' };
}

function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/** Eight random digits and the Luhn check digit that makes nine (Canadian BN and SIN). */
export function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  for (let c = 0; c <= 9; c++) if (luhnOk(body + c)) return body + c;
  throw new Error('unreachable');
}

export function luhnOk(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let v = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return sum % 10 === 0;
}

/** A BN, with its RC program account when `program` (the digits then carry it: `807021415RC0001`). */
export function bn(rng: Rng, program: boolean): TaxId {
  const nine = luhn9(rng, rng.int(1, 8));
  const acct = `RC000${rng.int(1, 3)}`;
  if (!program) return { printed: `${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}`, digits: nine, type: 'BN', country: 'CA' };
  const printed = rng.pick([`${nine} ${acct}`, `${nine}${acct}`, `${nine.slice(0, 5)} ${nine.slice(5)} ${acct.slice(0, 2)} ${acct.slice(2)}`]);
  return { printed, digits: nine + acct, type: 'BN', country: 'CA' };
}

export function sin(rng: Rng): TaxId {
  const nine = luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7]));
  return { printed: `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}`, digits: nine, type: 'SIN', country: 'CA' };
}

/** How a masked number is written: only the last digits survive. */
export function masked(t: TaxId, rng: Rng): string {
  const last = t.digits.slice(-4);
  if (t.country === 'CA') return rng.pick([`***-***-${t.digits.slice(-3)}`, `XXX XXX ${t.digits.slice(-3)}`]);
  return rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`]);
}

// ---- dates ----
export interface Ymd { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function randomDate(rng: Rng, fromYear: number, toYear: number): Ymd {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: rng.int(1, days) };
}

export function iso(t: Ymd): string {
  return `${t.y}-${pad(t.m)}-${pad(t.d)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export type DateStyle = 'mdy' | 'mdy-short' | 'mdy-2' | 'long' | 'iso' | 'abbr';

/** A date as printed. Canadian forms get ISO or spelled-out months only: `03/04/2015` could be either order there. */
export function printDate(t: Ymd, style: DateStyle): string {
  switch (style) {
    case 'mdy': return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
    case 'mdy-short': return `${t.m}/${t.d}/${t.y}`;
    case 'mdy-2': return `${t.m}/${t.d}/${pad(t.y % 100)}`;
    case 'long': return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 'abbr': return `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`;
    case 'iso': return iso(t);
  }
}

export function dateStyle(rng: Rng, country: 'US' | 'CA'): DateStyle {
  if (country === 'CA') return rng.weighted([['iso', 3], ['long', 1], ['abbr', 1]] as const);
  return rng.weighted([['mdy', 4], ['mdy-short', 2], ['mdy-2', 2], ['long', 1], ['abbr', 1]] as const);
}

// ---- money ----
export type MoneyStyle = 'dollar-commas' | 'commas' | 'dollar-cents' | 'bare' | 'dollar-space';

export function printMoney(v: number, style: MoneyStyle, cad = false): string {
  const whole = Number.isInteger(v);
  // By hand, not toLocaleString: ICU formatting was a third of a form's time.
  const [int, dec] = v.toFixed(2).split('.') as [string, string];
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, ',');
  const commas = whole ? grouped : `${grouped}.${dec}`;
  const cents = `${grouped}.${dec}`;
  const s = { 'dollar-commas': `$${commas}`, commas, 'dollar-cents': `$${cents}`, bare: whole ? String(v) : v.toFixed(2), 'dollar-space': `$ ${commas}` }[style];
  return cad ? `${s} CAD` : s;
}

export function moneyStyle(rng: Rng): MoneyStyle {
  return rng.weighted([['dollar-commas', 5], ['commas', 2], ['dollar-cents', 2], ['bare', 1], ['dollar-space', 1]] as const);
}

export function phone(rng: Rng, area: string): string {
  const n = `${rng.int(2, 9)}${rng.digits(2)}-${rng.digits(4)}`;
  return rng.pick([`(${area}) ${n}`, `${area}-${n}`, `${area}.${n.replace('-', '.')}`]);
}
