// Numbers as they are printed on set 168's forms: tax IDs (valid by the reference's rules), dates, money.
import type { Rng } from '../../statements/generator/prng.ts';

const BAD_EIN_PREFIX = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function luhnOk(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
    sum += n;
  }
  return sum % 10 === 0;
}

/** 8 digits and a Luhn check digit; the first digit from `first`. */
export function luhn9(rng: Rng, first: readonly number[]): string {
  const body = `${rng.pick(first)}${rng.digits(7)}`;
  for (let c = 0; c <= 9; c++) if (luhnOk(body + c)) return body + c;
  throw new Error('unreachable');
}

export function ein(rng: Rng): string {
  let p = 0;
  while (BAD_EIN_PREFIX.has(p)) p = rng.int(1, 99);
  return `${String(p).padStart(2, '0')}${rng.digits(7)}`;
}

export function ssn(rng: Rng): string {
  let area = 666;
  while (area === 666) area = rng.int(1, 899);
  return `${String(area).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export function itin(rng: Rng): string {
  const group = rng.pick([rng.int(50, 65), rng.int(70, 88), rng.int(90, 92), rng.int(94, 99)]);
  return `9${rng.digits(2)}${group}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export const sin = (rng: Rng): string => luhn9(rng, [1, 2, 3, 4, 5, 6, 7]);
export const bn = (rng: Rng): string => luhn9(rng, [1, 7, 8, 8, 7]);

/** An ABA routing number (valid checksum): a decoy beside the tax ID. */
export function aba(rng: Rng): string {
  const b = `${rng.pick(['0', '1', '2', '3'])}${rng.int(1, 9)}${rng.digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((a, c, i) => a + Number(c) * w[i]!, 0);
  return b + String((10 - (s % 10)) % 10);
}

export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export function fmt9ca(d: string, sep: ' ' | '-' | ''): string { return `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`; }

/** A masked US or Canadian number, or null when not masked. */
export function masked(rng: Rng, d: string, kind: 'ssn' | 'sin' | 'ein'): string {
  const c = rng.pick(['X', '*', 'x']);
  if (kind === 'ssn') return `${c.repeat(3)}-${c.repeat(2)}-${d.slice(5)}`;
  if (kind === 'ein') return `${c.repeat(2)}-${c.repeat(3)}${d.slice(5)}`;
  return `${c.repeat(3)} ${c.repeat(3)} ${d.slice(6)}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd): string => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
export function randomDate(rng: Rng, y0: number, y1: number): Ymd { return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) }; }

/** A date in one of the printed forms the rules read (`12/26/2011`, `11/15/16`, `September 12, 2009` ...). */
export function fmtDate(rng: Rng, t: Ymd, country: 'US' | 'CA'): string {
  const mm = String(t.m).padStart(2, '0'), dd = String(t.d).padStart(2, '0');
  const named = [`${MONTHS[t.m - 1]} ${t.d}, ${t.y}`, `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`];
  // Canadian forms avoid the day/month-ambiguous slashed form.
  if (country === 'CA') return rng.pick([iso(t), iso(t), `${t.d} ${MONTHS[t.m - 1]} ${t.y}`, ...named]);
  const forms = [`${mm}/${dd}/${t.y}`, `${t.m}/${t.d}/${t.y}`, ...named];
  if (t.y >= 2000) forms.push(`${mm}/${dd}/${String(t.y).slice(2)}`);
  return rng.pick(forms);
}

export function fmtMoney(rng: Rng, v: number, country: 'US' | 'CA'): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const n = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const forms = [`$${n}`, `$${n}`, `$ ${n}`, cents ? `$${n}` : `$${n}.00`, cents ? `$${n}` : n];
  if (country === 'CA') forms.push(`CAD ${n}`, `$${n} CAD`);
  return rng.pick(forms);
}

export function fmtPct(rng: Rng, p: number): string {
  return rng.pick([`${p}%`, `${p}%`, `${p} %`, `${p}`, Number.isInteger(p) ? `${p}.0%` : `${p}%`]);
}
