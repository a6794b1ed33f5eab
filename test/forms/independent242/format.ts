// Printed formats of a spreadsheet-made form: dates, money, percentages, tax ids, names. Each helper returns the
// text a cell shows; the truth is kept beside it by the model (model.ts).
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** A date as a spreadsheet cell shows it (ISO, US, short year, long, d-mmm-yyyy). */
export function fmtDate(iso: string, kind: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (kind % 6) {
    case 0: return iso;
    case 1: return `${pad(m)}/${pad(d)}/${y}`;
    case 2: return `${m}/${d}/${String(y).slice(2)}`;
    case 3: return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 4: return `${pad(d)}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
    default: return `${m}/${d}/${y}`;
  }
}

/** Money as the cell's number format shows it. */
export function fmtMoney(n: number, kind: number, cad = false): string {
  const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const whole = Math.round(n) === n;
  const plain = whole ? String(n) : n.toFixed(2);
  const s = (() => {
    switch (kind % 5) {
      case 0: return `$ ${cents}`;
      case 1: return plain;
      case 2: return whole ? `$${n.toLocaleString('en-US')}` : `$${cents}`;
      case 3: return cents;
      default: return `$${cents}`;
    }
  })();
  return cad ? (kind % 2 ? `${s} CAD` : `CAD ${s.replace(/^\$ ?/, '')}`) : s;
}

/** An ownership share: `0.5` (general format of a fraction), `50%`, `50.00%` or `50`. */
export function fmtPct(p: number, kind: number): string {
  switch (kind % 4) {
    case 0: return String(Math.round(p * 100) / 10000);
    case 1: return `${p}%`;
    case 2: return `${p.toFixed(2)}%`;
    default: return String(p);
  }
}

export const FREQ_PRINT: Record<string, string[]> = {
  daily: ['Daily', 'DAILY', 'Daily (M-F)'],
  weekly: ['Weekly', 'WEEKLY'],
  biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'],
  monthly: ['Monthly', 'MONTHLY'],
};

// ---- tax ids ----
const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function einDigits(r: Rng): string {
  let p = r.int(10, 99);
  while (EIN_BAD.has(p)) p = r.int(10, 99);
  return `${p}${r.int(1000000, 9999999)}`;
}

export function ssnDigits(r: Rng): string {
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${pad(a, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}

export function itinDigits(r: Rng): string {
  return `9${pad(r.int(0, 99))}${r.pick([70, 71, 72, 73, 78, 80, 84, 88, 90, 94])}${pad(r.int(1, 9999), 4)}`;
}

function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    s += v;
  }
  return String((10 - (s % 10)) % 10);
}

/** Nine Luhn-valid digits (BN or SIN); a SIN never starts with 0 or 8 here, nor 9 (temporary resident). */
export function luhn9(r: Rng, first: number[]): string {
  const d8 = `${r.pick(first)}${pad(r.int(0, 9999999), 7)}`;
  return d8 + luhnDigit(d8);
}

export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const maskSsn = (d: string, kind: number): string =>
  [`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`][kind % 3]!;
export const fmtSin = (d: string, kind: number): string =>
  kind % 2 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
export const maskSin = (d: string): string => `*** *** ${d.slice(6)}`;
export const fmtBn = (d: string, prog: string, kind: number): string =>
  [`${d} ${prog}`, `${d}${prog}`, `${d.slice(0, 5)} ${d.slice(5)} ${prog.slice(0, 2)} ${prog.slice(2)}`][kind % 3]!;

// ---- names ----
export const FIRST = ['Maria', 'James', 'Daniel', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Kevin', 'Fatima', 'Gregory', 'Yolanda',
  'Tomasz', 'Nadia', 'Marcus', 'Hannah', 'Samuel', 'Rosa', 'Derek', 'Mei', 'Olusegun', 'Brenda', 'Anthony', 'Keisha'];
export const LAST = ['Gonzalez', 'Whitfield', 'Nguyen', 'Okafor', 'Brennan', 'Patel', 'Kowalski', 'Haddad', 'Simmons', 'Reyes', 'Lindqvist',
  'Ortiz-Blake', 'Chen-Harper', 'van der Berg', 'De La Cruz', "O'Neill", 'McAllister', 'St. Clair', 'Abernathy', 'Delgado', 'Ferreira', 'Moreau'];
export const CREDENTIALS = ['DC', 'CPA', 'DDS', 'MD', 'PE'];

export interface PersonName { first: string; middle: string | null; last: string; cred: string | null }

/** The name as the form prints it: `First M. Last`, `Last, First M.`, `First Last, DC` ... */
export function fmtName(n: PersonName, kind: number): string {
  const mid = n.middle ? ` ${n.middle}.` : '';
  const cred = n.cred ? `, ${n.cred}` : '';
  if (kind % 3 === 1) return `${n.last}, ${n.first}${mid}`;
  return `${n.first}${mid} ${n.last}${cred}`;
}
