// Tax and bank numbers for set 167: valid EINs, SSNs, ITINs, Canadian BNs and SINs (Luhn), ABA routing numbers, and
// the printed forms of each (separators, masks, program accounts).
import type { Rng } from '../../statements/generator/prng.ts';

const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function ein(r: Rng): string {
  let p = r.int(1, 99);
  while (BAD_EIN.has(p)) p = r.int(1, 99);
  return pad(p, 2) + pad(r.int(1, 9999999), 7);
}

export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  while (area === 666) area = r.int(1, 899);
  return pad(area, 3) + pad(r.int(1, 99), 2) + pad(r.int(1, 9999), 4);
}

export function itin(r: Rng): string {
  return '9' + pad(r.int(0, 99), 2) + pad(r.pick(ITIN_GROUPS), 2) + pad(r.int(1, 9999), 4);
}

function luhnDigit(eight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(eight[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function luhnOk(nine: string): boolean {
  return /^\d{9}$/.test(nine) && luhnDigit(nine.slice(0, 8)) === Number(nine[8]);
}

/** A Canadian 9-digit number with a Luhn check digit; `first` is its first digit. */
export function luhn9(r: Rng, first: number): string {
  const eight = String(first) + r.digits(7);
  return eight + luhnDigit(eight);
}

export const sin = (r: Rng): string => luhn9(r, r.chance(0.08) ? 9 : r.int(1, 7));
/** BN with its program account: 9 digits + RT/RC/RP + 4-digit reference. */
export function bn(r: Rng): { nine: string; program: string } {
  return { nine: luhn9(r, r.int(7, 8)), program: r.pick(['RT', 'RC', 'RP']) + pad(r.int(1, 3), 4) };
}

/** An ABA routing number (weights 3-7-1). */
export function routing(r: Rng): string {
  const eight = pad(r.pick([1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 21, 22, 26, 31, 32]), 2) + r.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((a, k, i) => a + k * Number(eight[i]), 0);
  return eight + ((10 - (s % 10)) % 10);
}

export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string, sep = ' '): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

export function maskSsn(r: Rng, d: string): string {
  return r.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]);
}
export function maskSin(r: Rng, d: string): string {
  return r.pick([`*** *** ${d.slice(6)}`, `XXX-XXX-${d.slice(6)}`]);
}

export function fmtBn(r: Rng, b: { nine: string; program: string }): string {
  const p = b.program;
  return r.pick([`${b.nine} ${p}`, `${b.nine}${p}`, `${b.nine} ${p.slice(0, 2)} ${p.slice(2)}`, `${b.nine}-${p}`]);
}
