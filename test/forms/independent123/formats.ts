// How set 123 prints values: money, dates, tax ids, phone numbers and shares, each in the ways real brokers print
// them. Every function is pure; the choice of format is the caller's (from its Rng).
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export type DateFormat = 'mdy' | 'mdy-short' | 'mdy2' | 'long' | 'abbr' | 'iso' | 'dmy-long' | 'mdy-dash';
/** US forms use any of these; Canadian forms only the unambiguous ones (ISO and spelled-out months). */
export const US_DATE_FORMATS: DateFormat[] = ['mdy', 'mdy', 'mdy-short', 'mdy2', 'long', 'abbr', 'mdy-dash', 'iso'];
export const CA_DATE_FORMATS: DateFormat[] = ['iso', 'iso', 'long', 'dmy-long', 'abbr'];

export function formatDate(iso: string, f: DateFormat): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy-short': return `${m}/${d}/${y}`;
    case 'mdy2': return `${pad(m)}/${pad(d)}/${pad(y % 100)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'dmy-long': return `${d} ${MONTHS[m - 1]} ${y}`;
    case 'mdy-dash': return `${pad(m)}-${pad(d)}-${y}`;
    case 'iso': return iso;
  }
}

export type MoneyFormat = 'dollars' | 'cents' | 'bare' | 'commas' | 'cad-suffix' | 'cad-prefix' | 'spaced';
export const US_MONEY: MoneyFormat[] = ['dollars', 'dollars', 'cents', 'bare', 'commas'];
export const CA_MONEY: MoneyFormat[] = ['dollars', 'cents', 'cad-suffix', 'cad-prefix', 'spaced'];

function groups(n: number, sep: string): string {
  return Math.floor(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export function formatMoney(n: number, f: MoneyFormat): string {
  const whole = Number.isInteger(n);
  const cents = (n % 1).toFixed(2).slice(1);
  const plain = whole ? groups(n, ',') : `${groups(n, ',')}${cents}`;
  switch (f) {
    case 'dollars': return `$${plain}`;
    case 'cents': return `$${groups(n, ',')}${cents}`;
    case 'bare': return whole ? String(n) : n.toFixed(2);
    case 'commas': return plain;
    case 'cad-suffix': return `$${plain} CAD`;
    case 'cad-prefix': return `CAD ${plain}`;
    case 'spaced': return whole ? `${groups(n, ' ')} $` : `$${groups(n, ',')}${cents}`;
  }
}

export function formatEin(d: string, bare: boolean): string { return bare ? d : `${d.slice(0, 2)}-${d.slice(2)}`; }
export function formatSsn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function maskSsn(d: string, r: Rng): string {
  return r.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]);
}
export function formatSin(d: string, dash: boolean): string {
  const s = dash ? '-' : ' ';
  return `${d.slice(0, 3)}${s}${d.slice(3, 6)}${s}${d.slice(6)}`;
}
export function maskSin(d: string, r: Rng): string { return r.pick([`*** *** ${d.slice(6)}`, `XXX-XXX-${d.slice(6)}`]); }
/** A BN as printed: with its program account (spaced or run together) or bare. */
export function formatBn(d: string, program: string | null, joined: boolean): string {
  if (!program) return d;
  return joined ? `${d}${program}` : `${d} ${program}`;
}

export function formatPhone(area: string, line: string, r: Rng): string {
  const [a, b] = [line.slice(0, 3), line.slice(3)];
  return r.pick([`(${area}) ${a}-${b}`, `${area}-${a}-${b}`, `${area}.${a}.${b}`]);
}

export function formatShare(p: number, r: Rng): string {
  return r.pick([`${p}%`, `${p}%`, `${p}`, `${p}.00%`, `${p} %`]);
}

/** Luhn check digit for the first 8 digits of a SIN or BN. */
export function luhnComplete(eight: string): string {
  for (let c = 0; c <= 9; c++) if (luhnValid(eight + c)) return eight + c;
  throw new Error('unreachable');
}
export function luhnValid(d: string): boolean {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let v = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return sum % 10 === 0;
}

/** An ABA routing number with a valid checksum (3-7-1 weights). */
export function routingNumber(r: Rng): string {
  const base = `0${r.int(1, 9)}${r.digits(6)}`;
  for (let c = 0; c <= 9; c++) {
    const d = (base + c).split('').map(Number);
    if ((3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0) return base + c;
  }
  throw new Error('unreachable');
}

const EIN_PREFIXES = ['10', '11', '12', '13', '20', '22', '26', '27', '30', '33', '35', '38', '41', '45', '46', '47', '52', '54',
  '56', '58', '61', '65', '77', '81', '82', '84', '86', '88', '90', '92', '93', '95', '98'];
export function ein(r: Rng): string { return r.pick(EIN_PREFIXES) + r.digits(7); }
export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}
export function itin(r: Rng): string {
  return `9${pad(r.int(0, 99))}${r.pick(['50', '57', '63', '70', '78', '84', '90', '94', '99'])}${pad(r.int(1, 9999), 4)}`;
}
export function sin(r: Rng): string { return luhnComplete(`${r.pick(['1', '2', '4', '5', '6', '7'])}${r.digits(7)}`); }
export function bn(r: Rng): string { return luhnComplete(`${r.int(7, 8)}${r.digits(7)}`); }
