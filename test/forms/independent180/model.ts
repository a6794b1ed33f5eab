// The fictional merchant behind one form: plain values only. How a value is printed (money, dates, names, entity
// labels) is the layout's choice (print.ts); the truth is always derived from what is printed.
import type { Rng } from '../../statements/generator/prng.ts';
import {
  BANKS, CA_BANKS, CA_PLACES, CREDENTIALS, FIRST_NAMES, FUNDERS, LANDLORDS, LAST_NAMES, NAME_WORDS, REF_COMPANIES, REPS,
  STREETS, TRADES, UNITS, US_PLACES, USES, type Place, type Trade,
} from './data.ts';

/** Broad entity kinds; each layout prints them its own way (a checkbox label or free text). */
export type EntityKind = 'llc' | 'corp' | 's_corp' | 'sole' | 'partnership' | 'llp' | 'pllc' | 'lp' | 'nonprofit';
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Address extends Place { street: string }

export interface Owner {
  first: string;
  middle: string | null;
  last: string;
  credential: string | null;
  title: string;
  ownership: number;
  /** Digits; type SSN, ITIN or SIN. */
  taxId: string;
  taxType: 'SSN' | 'ITIN' | 'SIN';
  masked: boolean;
  dob: string;
  credit: number | null;
  home: Address;
  cell: string;
  email: string;
}

export interface Advance { funder: string; balance: number; payment: number }

export interface Merchant {
  country: 'US' | 'CA';
  kind: EntityKind;
  legal: string;
  /** The DBA's real value when the merchant has one; null when it operates under its legal name. */
  dba: string | null;
  trade: Trade;
  /** Business tax ID digits (BN: 9 digits + program account) and its type. */
  taxId: string;
  taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string;
  address: Address;
  incState: string;
  phone: string;
  email: string;
  website: string | null;
  employees: number;
  rents: boolean;
  rent: number;
  landlord: string;
  landlordPhone: string;
  amount: number;
  payment: number;
  payments: number;
  frequency: Frequency;
  use: string;
  monthlySales: number;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  advances: Advance[];
  references: { name: string; contact: string; phone: string }[];
  rep: { name: string; phone: string; id: string };
  signed: string;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

/** The check digit that makes `body` + digit pass Luhn (Canadian BN and SIN). */
function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function ein(r: Rng): string {
  for (;;) {
    const p = pad(r.int(1, 99));
    if (!BAD_EIN.has(p)) return p + r.digits(7);
  }
}
function ssn(r: Rng): string {
  for (;;) {
    const area = r.int(1, 899);
    if (area !== 666) return pad(area, 3) + pad(r.int(1, 99)) + pad(r.int(1, 9999), 4);
  }
}
function itin(r: Rng): string {
  const g = r.pick([r.int(50, 65), r.int(70, 88), r.int(90, 92), r.int(94, 99)]);
  return '9' + pad(r.int(0, 99)) + pad(g) + pad(r.int(1, 9999), 4);
}
function luhn9(r: Rng, first: number): string {
  const body = String(first) + r.digits(7);
  return body + luhnDigit(body);
}
const CA_AREAS = [416, 647, 905, 613, 604, 778, 403, 587, 780, 204, 902, 306, 450];
function phone(r: Rng, country: 'US' | 'CA' = 'US'): string {
  return `${country === 'CA' ? r.pick(CA_AREAS) : r.int(201, 989)}-${r.int(201, 989)}-${r.digits(4)}`;
}
const day = (r: Rng, y0: number, y1: number): string => iso(r.int(y0, y1), r.int(1, 12), r.int(1, 28));

function address(r: Rng, places: readonly Place[]): Address {
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.pick(UNITS)}`, ...r.pick(places) };
}

function owner(r: Rng, country: 'US' | 'CA', ownership: number, title: string, credentials: readonly string[]): Owner {
  const first = r.pick(FIRST_NAMES), last = r.pick(LAST_NAMES);
  const taxType = country === 'CA' ? 'SIN' : r.chance(0.08) ? 'ITIN' : 'SSN';
  return {
    first, last, title, ownership,
    middle: r.chance(0.35) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null,
    credential: credentials.length && r.chance(0.5) ? r.pick(credentials) : null,
    taxId: taxType === 'SIN' ? luhn9(r, r.int(1, 7)) : taxType === 'ITIN' ? itin(r) : ssn(r),
    taxType, masked: r.chance(0.25), dob: day(r, 1956, 2000),
    credit: r.chance(0.7) ? r.int(520, 810) : null,
    home: address(r, country === 'CA' ? CA_PLACES : US_PLACES),
    cell: phone(r, country), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
  };
}

/** Ownership splits that sum to at most 100 (a silent minority partner is common). */
function splits(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 75, 80, 90])];
  if (n === 2) return r.pick([[50, 50], [51, 49], [60, 40], [70, 30], [75, 25], [80, 20], [55, 45]]);
  if (n === 3) return r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20], [45, 35, 20]]);
  return r.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20]]);
}

const TITLES: Record<EntityKind, readonly string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO', 'President'], corp: ['President', 'CEO', 'Vice President', 'Secretary', 'Owner', 'COO'],
  s_corp: ['President', 'CEO', 'Owner', 'Treasurer'], sole: ['Owner', 'Sole Proprietor', 'Owner/Operator'],
  partnership: ['Partner', 'General Partner', 'Managing Partner'], llp: ['Partner', 'Managing Partner'],
  pllc: ['Member', 'Managing Member', 'Owner'], lp: ['General Partner', 'Limited Partner'], nonprofit: ['Executive Director', 'President', 'Treasurer'],
};

function legalName(r: Rng, kind: EntityKind, country: 'US' | 'CA', stem: string, o: Owner): string {
  switch (kind) {
    case 'sole': return `${o.first} ${o.last}`;
    case 'llc': return r.pick([`${stem} LLC`, `${stem}, LLC`, `${stem}, L.L.C.`]);
    case 'pllc': return `${stem}, PLLC`;
    case 'llp': return `${stem} LLP`;
    case 'lp': return `${stem}, LP`;
    case 'partnership': return r.pick([`${stem} Partners`, `${o.last} & ${r.pick(LAST_NAMES)}`]);
    case 'nonprofit': return r.pick([`${stem} Foundation, Inc.`, `${stem} Community Services`]);
    default:
      if (country === 'CA') return r.pick([`${stem} Inc.`, `${stem} Ltd.`, `${r.int(1000000, 2999999)} Ontario Inc.`, `${stem} Corporation`]);
      return r.pick([`${stem}, Inc.`, `${stem} Inc`, `${stem} Corp.`, `${stem} Corporation`, `${stem} Co.`]);
  }
}

function kindFor(r: Rng, country: 'US' | 'CA', trade: Trade): EntityKind {
  if (country === 'CA') return r.weighted([['corp', 6], ['sole', 2], ['partnership', 1]] as const);
  const professional = ['dental_practice', 'medical_practice', 'veterinary', 'professional_services'].includes(trade.industry);
  return r.weighted([['llc', 9], ['corp', 5], ['s_corp', 3], ['sole', 2], ['partnership', 1], ['lp', 0.5],
    ['llp', professional ? 1 : 0.2], ['pllc', professional ? 2 : 0], ['nonprofit', trade.industry === 'childcare' ? 1 : 0]] as const);
}

/** A merchant for one form; `maxOwners` is what the layout has room for. */
export function makeMerchant(r: Rng, country: 'US' | 'CA', maxOwners: number): Merchant {
  const trade = r.pick(TRADES);
  const kind = kindFor(r, country, trade);
  const stem = `${r.pick(NAME_WORDS)} ${r.pick(trade.nouns)}`;
  // A partnership has partners; a sole proprietor has one owner.
  const least = ['partnership', 'llp', 'lp'].includes(kind) ? 2 : 1;
  const n = kind === 'sole' ? 1 : Math.max(least, Math.min(maxOwners, r.weighted([[1, 4], [2, 5], [3, 1.5], [4, 1]] as const)));
  const credentials = CREDENTIALS[trade.industry] ?? [];
  const owners = splits(r, n).map((pct) => owner(r, country, pct, r.pick(TITLES[kind]), credentials));
  const legal = legalName(r, kind, country, stem, owners[0]!);
  const dba = kind === 'sole' || r.chance(0.45) ? (kind === 'sole' ? stem : r.pick([stem, `${r.pick(NAME_WORDS)} ${r.pick(trade.nouns)}`])) : null;
  const address_ = address(r, country === 'CA' ? CA_PLACES : US_PLACES);
  const frequency = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = { daily: r.pick([60, 80, 100, 120, 140, 160]), weekly: r.pick([16, 20, 26, 30, 40, 52]),
    biweekly: r.pick([8, 10, 13, 20, 26]), monthly: r.pick([6, 9, 12, 18]) }[frequency];
  const amount = r.chance(0.75) ? r.pick([15000, 20000, 25000, 30000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000, 350000])
    : r.int(12, 180) * 2500;
  const payment = Math.round((amount * r.float(1.22, 1.45) * 100) / payments) / 100;
  const startYear = r.int(1996, 2024);
  // A sole proprietor without an EIN writes the owner's SSN (or ITIN) as the business tax ID.
  const useSsn = country === 'US' && kind === 'sole' && r.chance(0.5);
  const taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : useSsn ? (owners[0]!.taxType as 'SSN' | 'ITIN') : 'EIN';
  const taxId = country === 'CA' ? luhn9(r, r.int(1, 8)) + r.pick(['RC0001', 'RT0001']) : useSsn ? owners[0]!.taxId : ein(r);
  return {
    country, kind, legal, dba, trade, owners, frequency, payments, amount,
    payment: r.chance(0.5) ? Math.round(payment) : payment,
    taxType, taxId,
    start: iso(startYear, r.int(1, 12), r.int(1, 28)),
    address: address_,
    incState: country === 'CA' ? r.pick([address_.state, address_.state, 'Federal (CBCA)']) : r.pick([address_.state, address_.state, 'DE', 'WY', 'NV']),
    phone: phone(r, country), email: `${r.pick(['info', 'office', 'admin', 'billing', owners[0]!.first.toLowerCase()])}@${stem.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    employees: r.int(1, 45), rents: r.chance(0.8), rent: r.int(12, 90) * 100 + 50,
    landlord: r.pick(LANDLORDS), landlordPhone: phone(r, country), use: r.pick(USES),
    monthlySales: r.int(180, 2400) * 100 + r.int(1, 99),
    bank: { name: r.pick(country === 'CA' ? CA_BANKS : BANKS), routing: country === 'CA' ? `${r.digits(5)}-${r.digits(3)}` : `0${r.digits(8)}`, account: r.digits(r.int(8, 12)) },
    advances: Array.from({ length: r.weighted([[0, 4], [1, 3], [2, 2]] as const) }, () => ({
      funder: r.pick(FUNDERS), balance: r.int(3000, 90000) + 0.25 * r.int(1, 3), payment: r.int(150, 2200) + 0.5 })),
    references: r.shuffle([...REF_COMPANIES]).slice(0, 3).map((name) => ({ name, contact: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`, phone: phone(r, country) })),
    rep: { name: r.pick(REPS), phone: phone(r), id: `ISO-${r.alnum(2)}${r.digits(3)}` },
    signed: iso(2026, r.int(1, 4), r.int(1, 28)),
  };
}
