// Number, date and identifier formats for set 166, and valid-looking identifiers drawn from an Rng.
import type { Rng } from '../../statements/generator/prng.ts';
import { MONTHS_EN, MONTHS_ES } from './data.ts';

export interface Ymd { y: number; m: number; d: number }

const p2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (t: Ymd): string => `${t.y}-${p2(t.m)}-${p2(t.d)}`;

export type DateFmt = 'mdy' | 'mdy2' | 'mdy-short' | 'dmy' | 'long-en' | 'long-es';
export function fmtDate(t: Ymd, f: DateFmt): string {
  switch (f) {
    case 'mdy': return `${p2(t.m)}/${p2(t.d)}/${t.y}`;
    case 'mdy2': return `${p2(t.m)}/${p2(t.d)}/${p2(t.y % 100)}`;
    case 'mdy-short': return `${t.m}/${t.d}/${t.y}`;
    case 'dmy': return `${p2(t.d)}/${p2(t.m)}/${t.y}`;
    case 'long-en': return `${MONTHS_EN[t.m - 1]} ${t.d}, ${t.y}`;
    case 'long-es': return `${t.d} de ${MONTHS_ES[t.m - 1]} de ${t.y}`;
  }
}

export function randomDate(rng: Rng, fromYear: number, toYear: number): Ymd {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12);
  const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: rng.int(1, dim) };
}

/** US money: `$45,000`, `45,000.00`, `$ 45,000`. */
export type MoneyFmt = 'us$' | 'us' | 'us$cents' | 'us$space' | 'eu' | 'cad';
export function fmtMoney(v: number, f: MoneyFmt): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const us = v.toLocaleString('en-US', { minimumFractionDigits: cents || f === 'us$cents' ? 2 : 0, maximumFractionDigits: 2 });
  switch (f) {
    case 'us$': case 'us$cents': return `$${us}`;
    case 'us': return us;
    case 'us$space': return `$ ${us}`;
    case 'cad': return `$${us} CAD`;
    case 'eu': {
      const [int, dec] = v.toFixed(cents ? 2 : 0).split('.');
      const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      return dec ? `${grouped},${dec}` : grouped;
    }
  }
}

const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
export function ein(rng: Rng): string {
  let pre: string;
  do pre = rng.digits(2); while (EIN_BAD.has(pre));
  return `${pre}${rng.digits(7)}`;
}
export function ssn(rng: Rng): string {
  let area: number;
  do area = rng.int(1, 899); while (area === 666);
  return `${String(area).padStart(3, '0')}${p2(rng.int(1, 99))}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];
function range(a: number, b: number): number[] { return Array.from({ length: b - a + 1 }, (_, i) => a + i); }
export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.pick(ITIN_GROUPS)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}
/** A 9-digit Canadian number (BN or SIN) with its Luhn check digit; a SIN never starts with 0, 8 or 9 here. */
export function luhn9(rng: Rng, firstDigits: readonly number[]): string {
  const body = `${rng.pick(firstDigits)}${rng.digits(7)}`;
  return body + luhnDigit(body);
}
/** An ABA routing number with its checksum. */
export function routing(rng: Rng): string {
  const b = `${rng.pick(['0', '1', '2', '3'])}${rng.digits(7)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((acc, c, i) => acc + Number(c) * w[i]!, 0);
  return b + ((10 - (s % 10)) % 10);
}

export const dashEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const spaceSin = (d: string, sep = ' '): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
export const maskSsn = (d: string, style: number): string =>
  [`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`][style % 3]!;
export const phone = (rng: Rng, area: string): string => `(${area}) ${rng.int(201, 989)}-${rng.digits(4)}`;
