// How people print values on US broker applications: dates, money, tax IDs, entity types. Each printer has its
// reading in the truth (applications.md), so a form may show `3/7/14` or `March 7, 2014` and both mean 2014-03-07.
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateFormat = 'mdy4' | 'mdy4_nopad' | 'mdy2' | 'long' | 'short' | 'iso' | 'dash';
/** Two-digit years only where the century is plain (business start dates after 2000, never birth dates). */
export const START_DATE_FORMATS: readonly DateFormat[] = ['mdy4', 'mdy4_nopad', 'mdy2', 'long', 'short', 'iso', 'dash'];
export const BIRTH_DATE_FORMATS: readonly DateFormat[] = ['mdy4', 'mdy4_nopad', 'long', 'short', 'dash'];

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${pad(m)}-${pad(d)}`;
}

export function randomDate(rng: Rng, fromYear: number, toYear: number): string {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12);
  return isoDate(y, m, rng.int(1, new Date(Date.UTC(y, m, 0)).getUTCDate()));
}

export function formatDate(iso: string, f: DateFormat): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy4': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy4_nopad': return `${m}/${d}/${y}`;
    case 'mdy2': return `${pad(m)}/${pad(d)}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dash': return `${pad(m)}-${pad(d)}-${y}`;
  }
}

export type MoneyFormat = 'dollar' | 'dollar_cents' | 'plain' | 'bare' | 'dollar_space';
export const MONEY_FORMATS: readonly MoneyFormat[] = ['dollar', 'dollar_cents', 'plain', 'bare', 'dollar_space'];

export function formatMoney(v: number, f: MoneyFormat): string {
  const whole = Number.isInteger(v);
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  switch (f) {
    case 'dollar': return `$${grouped}`;
    case 'dollar_cents': return `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'plain': return grouped;
    case 'bare': return whole ? String(v) : v.toFixed(2);
    case 'dollar_space': return `$ ${grouped}`;
  }
}

// ---- tax IDs -------------------------------------------------------------------------------------------------------
const BAD_EIN_PREFIXES = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function ein(rng: Rng): string {
  let p = rng.int(10, 99);
  while (BAD_EIN_PREFIXES.has(p)) p = rng.int(10, 99);
  return `${p}${rng.int(1000000, 9999999)}`;
}

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  while (area === 666) area = rng.int(1, 899);
  return `${String(area).padStart(3, '0')}${pad(rng.int(1, 99))}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export function itin(rng: Rng): string {
  const groups = [...Array.from({ length: 16 }, (_, i) => 50 + i), ...Array.from({ length: 19 }, (_, i) => 70 + i), 90, 91, 92, 94, 95, 96, 97, 98, 99];
  return `9${pad(rng.int(0, 99))}${pad(rng.pick(groups))}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export const dashedEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const dashedSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const phone = (rng: Rng) => `(${rng.int(201, 989)}) 555-01${pad(rng.int(0, 99))}`;

/** An ABA routing number with a valid check digit: a nine-digit decoy beside the tax ID. */
export function routing(rng: Rng): string {
  const d = [rng.int(0, 1), rng.int(0, 9), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return [...d, (10 - (s % 10)) % 10].join('');
}

// ---- entity types ----------------------------------------------------------------------------------------------
/** The two checkbox rows the layouts print. */
export const CHECKS_A = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'LP', 'LLP', 'Non-Profit', 'Other'] as const;
export const CHECKS_B = ['C-Corp', 'S-Corp', 'LLC', 'Partnership', 'Sole Prop', 'Other'] as const;

export interface EntityKind {
  id: string;
  weight: number;
  /** Legal-name endings this entity has; empty for a sole proprietor (the owner's name). */
  suffixes: readonly string[];
  /** Free-text spellings an applicant writes. */
  texts: readonly string[];
  /** The box checked in each row; `Other` means the text is written on the Other line. */
  a: (typeof CHECKS_A)[number];
  b: (typeof CHECKS_B)[number];
  /** What is written on the Other line. */
  other: string;
}

export const ENTITIES: readonly EntityKind[] = [
  { id: 'llc', weight: 34, suffixes: [' LLC', ', LLC', ' L.L.C.'], texts: ['LLC', 'L.L.C.', 'Limited Liability Company', 'llc'], a: 'LLC', b: 'LLC', other: 'LLC' },
  { id: 'c_corporation', weight: 16, suffixes: [', Inc.', ' Inc', ' Corp.', ' Corporation'], texts: ['Corporation', 'Corp', 'Inc.', 'C-Corp', 'C Corp'], a: 'Corporation', b: 'C-Corp', other: 'Corp' },
  { id: 's_corporation', weight: 11, suffixes: [', Inc.', ' Inc.', ' Corp.'], texts: ['S Corp', 'S-Corp', 'S Corporation'], a: 'Other', b: 'S-Corp', other: 'S-Corp' },
  { id: 'sole_proprietorship', weight: 10, suffixes: [], texts: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], a: 'Sole Proprietor', b: 'Sole Prop', other: 'Sole Prop' },
  { id: 'general_partnership', weight: 5, suffixes: [' Partners', ' & Associates'], texts: ['Partnership', 'General Partnership'], a: 'Partnership', b: 'Partnership', other: 'GP' },
  { id: 'limited_partnership', weight: 4, suffixes: [', LP', ' L.P.'], texts: ['LP', 'Limited Partnership', 'L.P.'], a: 'LP', b: 'Other', other: 'LP' },
  { id: 'llp', weight: 3, suffixes: [' LLP'], texts: ['LLP', 'L.L.P.'], a: 'LLP', b: 'Other', other: 'LLP' },
  { id: 'pllc', weight: 6, suffixes: [', PLLC', ' PLLC'], texts: ['PLLC', 'Professional LLC'], a: 'Other', b: 'Other', other: 'PLLC' },
  { id: 'professional_corporation', weight: 4, suffixes: [', P.C.', ' PC'], texts: ['P.C.', 'Professional Corporation'], a: 'Other', b: 'Other', other: 'P.C.' },
];

/** The checked label's reading (what the test checks against the reference's aliases). */
export const CHECK_IDS: Record<string, string> = { Corporation: 'c_corporation', LLC: 'llc', Partnership: 'general_partnership',
  'Sole Proprietor': 'sole_proprietorship', LP: 'limited_partnership', LLP: 'llp', 'Non-Profit': 'nonprofit_corporation',
  'C-Corp': 'c_corporation', 'S-Corp': 's_corporation', 'Sole Prop': 'sole_proprietorship' };

// ---- payment terms -----------------------------------------------------------------------------------------------
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export const FREQUENCY_TEXTS: Record<Frequency, readonly string[]> = {
  daily: ['Daily', 'daily', 'Daily (M-F)'], weekly: ['Weekly', 'weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'Bi-weekly'],
  monthly: ['Monthly', 'monthly'],
};
export const PAYMENT_COUNTS: Record<Frequency, [number, number]> = { daily: [60, 180], weekly: [16, 52], biweekly: [8, 26], monthly: [4, 12] };
