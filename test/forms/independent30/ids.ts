// Canadian numbers and the ways Canadian forms print them: Luhn-valid BN and SIN, postal codes, phones, bank
// transit / institution numbers, Quebec NEQ and QST numbers, dates and money in English and French conventions.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Ymd { y: number; m: number; d: number }

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** The digit that makes `body` + digit pass the Luhn check (the SIN / BN check digit). */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let v = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}

export function luhnValid(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnDigit(digits.slice(0, -1)) === digits.slice(-1);
}

/** A 9-digit Luhn number whose first digit is `first` (SIN: 1 Atlantic, 2-3 QC, 4-5 ON, 6 prairies/NT, 7 BC/YT). */
export function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  return body + luhnDigit(body);
}

const SIN_FIRST: Record<string, number[]> = { NL: [1], NS: [1], NB: [1], PE: [1], QC: [2, 3], ON: [4, 5], MB: [6], SK: [6], AB: [6], NT: [6], NU: [6], BC: [7], YT: [7] };

export function sinFor(rng: Rng, prov: string): string { return luhn9(rng, rng.pick(SIN_FIRST[prov] ?? [4])); }
export function bn9(rng: Rng): string { return luhn9(rng, rng.int(7, 8)); }

export function sinSpaced(sin: string, sep: ' ' | '-'): string { return `${sin.slice(0, 3)}${sep}${sin.slice(3, 6)}${sep}${sin.slice(6)}`; }
export function sinMasked(sin: string, rng: Rng): string {
  return rng.pick([`XXX XXX ${sin.slice(6)}`, `***-***-${sin.slice(6)}`, `*** *** ${sin.slice(6)}`]);
}
export function ssnFmt(ssn: string): string { return `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`; }

/** A valid-looking US SSN (area 001-665 or 667-899, group and serial not zero). */
export function ssn(rng: Rng): string {
  let area = rng.int(101, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
}

const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';
export function postal(rng: Rng, fsa: string): string {
  return `${fsa} ${rng.int(0, 9)}${rng.pick([...POSTAL_LETTERS])}${rng.int(0, 9)}`;
}

const AREA: Record<string, string[]> = {
  ON: ['416', '647', '905', '289', '613', '519', '705', '437'], BC: ['604', '778', '250', '236'], AB: ['403', '587', '780', '825'],
  QC: ['514', '438', '450', '418', '819', '581'], NS: ['902', '782'], PE: ['902'], NB: ['506'], NL: ['709'], MB: ['204', '431'],
  SK: ['306', '639'], YT: ['867'], NT: ['867'], NU: ['867'],
};
export function phone(rng: Rng, prov: string, style: 'dash' | 'paren' | 'dot' = 'paren'): string {
  const a = rng.pick(AREA[prov] ?? ['416']), b = String(rng.int(201, 989)), c = rng.digits(4);
  return style === 'paren' ? `(${a}) ${b}-${c}` : style === 'dot' ? `${a}.${b}.${c}` : `${a}-${b}-${c}`;
}

/** Quebec enterprise number (NEQ): 10 digits, 11xx for sole proprietors and partnerships, 116x-117x for companies. */
export function neq(rng: Rng, corp: boolean): string { return (corp ? rng.pick(['1166', '1171', '1172', '1174', '1176']) : rng.pick(['2261', '3368', '2270'])) + rng.digits(6); }
export function qst(rng: Rng): string { return `${rng.int(1000, 1229)}${rng.digits(6)} TQ0001`; }

export function ymdIso(d: Ymd): string { return `${d.y}-${pad(d.m)}-${pad(d.d)}`; }
export function randomYmd(rng: Rng, fromYear: number, toYear: number, toMonth = 12): Ymd {
  const y = rng.int(fromYear, toYear);
  const m = rng.int(1, y === toYear ? toMonth : 12);
  const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: rng.int(1, dim) };
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export type DateFmt = 'iso' | 'dmy' | 'mdy' | 'long-en' | 'long-fr' | 'iso-slash';
/** A date as a form prints it; the format is chosen by the layout, which prints the matching hint beside the field. */
export function fmtDate(d: Ymd, f: DateFmt): string {
  switch (f) {
    case 'iso': return ymdIso(d);
    case 'iso-slash': return `${d.y}/${pad(d.m)}/${pad(d.d)}`;
    case 'dmy': return `${pad(d.d)}/${pad(d.m)}/${d.y}`;
    case 'mdy': return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
    case 'long-en': return `${MONTHS_EN[d.m - 1]} ${d.d}, ${d.y}`;
    case 'long-fr': return `${d.d === 1 ? '1er' : d.d} ${MONTHS_FR[d.m - 1]} ${d.y}`;
  }
}

function group(intPart: string, sep: string): string { return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep); }

export type MoneyFmt = 'en' | 'en-cad' | 'en-whole' | 'fr' | 'plain';
/** Money as printed: `$45,000.00`, `CAD $45,000.00`, `$45,000`, `45 000,00 $` (French), `45000.00`. */
export function fmtMoney(v: number, f: MoneyFmt): string {
  const [i, c] = v.toFixed(2).split('.') as [string, string];
  switch (f) {
    case 'en': return `$${group(i, ',')}.${c}`;
    case 'en-cad': return `CAD $${group(i, ',')}.${c}`;
    case 'en-whole': return c === '00' ? `$${group(i, ',')}` : `$${group(i, ',')}.${c}`;
    case 'fr': return `${group(i, ' ')},${c} $`;
    case 'plain': return `${i}.${c}`;
  }
}

/** Money as a person writes it by hand: no cents when round. */
export function handMoney(v: number, fr: boolean): string {
  const [i, c] = v.toFixed(2).split('.') as [string, string];
  if (fr) return c === '00' ? `${group(i, ' ')} $` : `${group(i, ' ')},${c} $`;
  return c === '00' ? `$${group(i, ',')}` : `$${group(i, ',')}.${c}`;
}

export const BANKS: readonly { name: string; fr: string; inst: string; acct: number }[] = [
  { name: 'BMO Bank of Montreal', fr: 'BMO Banque de Montréal', inst: '001', acct: 7 }, { name: 'Scotiabank', fr: 'Banque Scotia', inst: '002', acct: 7 },
  { name: 'RBC Royal Bank', fr: 'RBC Banque Royale', inst: '003', acct: 7 }, { name: 'TD Canada Trust', fr: 'TD Canada Trust', inst: '004', acct: 7 },
  { name: 'National Bank of Canada', fr: 'Banque Nationale du Canada', inst: '006', acct: 7 }, { name: 'CIBC', fr: 'CIBC', inst: '010', acct: 7 },
  { name: 'Desjardins', fr: 'Caisse Desjardins', inst: '815', acct: 7 }, { name: 'ATB Financial', fr: 'ATB Financial', inst: '219', acct: 9 },
  { name: 'Meridian Credit Union', fr: 'Meridian Credit Union', inst: '837', acct: 10 }, { name: 'Vancity', fr: 'Vancity', inst: '809', acct: 9 },
];
