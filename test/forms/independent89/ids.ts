// Valid-looking identifiers for set 89: EIN, SSN, ITIN, Canadian BN and SIN (Luhn), ABA routing numbers.
import type { Rng } from '../../statements/generator/prng.ts';

const EIN_PREFIXES = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
  40, 41, 42, 43, 44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76,
  77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];

function range(lo: number, hi: number): number[] {
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** `NN-NNNNNNN` */
export function ein(rng: Rng): string {
  return `${pad(rng.pick(EIN_PREFIXES), 2)}-${rng.digits(7)}`;
}

/** `NNN-NN-NNNN`, area not 000, 666 or 900-999. */
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 9999), 4)}`;
}

/** `9NN-YY-NNNN` with YY in the issued ranges. */
export function itin(rng: Rng): string {
  return `9${rng.digits(2)}-${pad(rng.pick(ITIN_GROUPS), 2)}-${pad(rng.int(1, 9999), 4)}`;
}

function luhnDigit(first8: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(first8[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** 9 digits with a Luhn check digit, the first one given. */
export function luhn9(rng: Rng, first: number): string {
  const body = `${first}${rng.digits(7)}`;
  return `${body}${luhnDigit(body)}`;
}

/** A Canadian Business Number's 9 digits (the program account is added by the caller). */
export function bn9(rng: Rng): string {
  return luhn9(rng, rng.int(1, 8));
}

/** A SIN's 9 digits (first digit 1-7: permanent residents and citizens). */
export function sin9(rng: Rng): string {
  return luhn9(rng, rng.int(1, 7));
}

/** An ABA routing number (checksum 3-7-1). */
export function routing(rng: Rng): string {
  const d = [rng.int(0, 1), rng.int(0, 9), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return `${d.join('')}${(10 - (s % 10)) % 10}`;
}

export function account(rng: Rng): string {
  return `${rng.int(1, 9)}${rng.digits(rng.int(7, 11))}`;
}

export function phone(rng: Rng, style: 'paren' | 'dash' | 'dot' = 'paren'): string {
  const a = `${rng.int(2, 9)}${rng.digits(2)}`, b = `${rng.int(2, 9)}${rng.digits(2)}`, c = rng.digits(4);
  return style === 'paren' ? `(${a}) ${b}-${c}` : style === 'dash' ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}
