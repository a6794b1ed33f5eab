// One fictional merchant: what the business owner would declare, before any layout decides how to print it. Drawn
// from its own Rng so the three styles of a seed share every value (and so the truth).
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS_CA, BANKS_US, BRAND_WORDS, CA_CITIES, CREDENTIALS, FIRST_NAMES, FRENCH_FIRST, FRENCH_LAST, GROUP_WORDS, LAST_NAMES,
  LENDERS, STREETS, TITLES, TRADES, US_CITIES, type City, type Trade } from './data.ts';

export type Country = 'US' | 'CA';
export type EntityKind = 'llc' | 'corp' | 'scorp' | 'partnership' | 'soleprop' | 'llp' | 'pllc';

export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; region: string; postal: string }

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number;
  /** Digits only. */
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  masked: boolean;
  dob: Ymd; home: Address; credit: number; phone: string; email: string;
}

export interface Debt { lender: string; kind: string; original: number; balance: number; payment: number; freq: string; maturity: Ymd }

export interface Merchant {
  country: Country;
  legal: string;
  /** The operating name; null when the business has none. */
  dba: string | null;
  entity: EntityKind;
  trade: Trade;
  /** Digits (plus a BN's program account), the business tax ID's type, and whether a sole proprietor used the SSN/SIN. */
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN';
  start: Ymd;
  address: Address; phone: string; email: string; website: string; employees: number;
  incorporatedIn: string;
  requested: number; annualRevenue: number; monthlyDeposits: number; cardSales: number; averageBalance: number;
  payment: { amount: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' };
  uses: string[];
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number } | null;
  references: { name: string; contact: string; phone: string }[];
  debts: Debt[];
  isoRep: { name: string; phone: string };
  signed: Ymd;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    // Doubling every second digit counted from the check digit's left neighbour.
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
export function ein(rng: Rng): string {
  let p = rng.digits(2);
  while (BAD_EIN.has(p)) p = rng.digits(2);
  return p + rng.digits(7);
}
export function ssn(rng: Rng): string {
  const area = rng.weighted([[rng.int(1, 665), 3], [rng.int(667, 899), 1]]);
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}
export function itin(rng: Rng): string {
  const group = rng.pick([rng.int(50, 65), rng.int(70, 88), rng.int(90, 92), rng.int(94, 99)]);
  return '9' + rng.digits(2) + pad(group) + pad(rng.int(1, 9999), 4);
}
/** A Canadian 9-digit number with its Luhn check digit (BN or SIN; a SIN does not start with 0 or 8). */
export function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  return body + luhnDigit(body);
}

function ymdBetween(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}

function address(rng: Rng, city: City, country: Country): Address {
  const street = `${rng.int(12, 9890)} ${rng.pick(STREETS)}${rng.chance(0.25) ? `, ${rng.pick(['Suite', 'Unit', 'Ste'])} ${rng.int(2, 480)}` : ''}`;
  const postal = country === 'US'
    ? city.zip + rng.digits(2)
    : `${city.zip}${rng.int(0, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${rng.int(0, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
  return { street, city: city.city, region: city.region, postal };
}

const phone = (rng: Rng, area: string) => `(${area}) ${rng.int(201, 989)}-${rng.digits(4)}`;

/** Round to a step a person would write. */
const roundTo = (v: number, step: number) => Math.max(step, Math.round(v / step) * step);

function owners(rng: Rng, country: Country, count: number, kind: EntityKind, homeCity: () => City): Owner[] {
  // Shares that sum to 100 (or less: a silent partner under 20% is not listed).
  const cuts = count === 1 ? [100] : rng.pick(count === 2 ? [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]
    : count === 3 ? [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]] : [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  const used = new Set<string>();
  return cuts.map((pct, i) => {
    const french = country === 'CA' && rng.chance(0.35);
    let first = rng.pick(french ? FRENCH_FIRST : FIRST_NAMES);
    while (used.has(first)) first = rng.pick(french ? FRENCH_FIRST : FIRST_NAMES);
    used.add(first);
    const last = rng.pick(french ? FRENCH_LAST : LAST_NAMES);
    const city = homeCity();
    const taxType = country === 'CA' ? 'SIN' : rng.chance(0.1) ? 'ITIN' : 'SSN';
    const taxId = taxType === 'SIN' ? luhn9(rng, String(rng.pick([1, 2, 4, 5, 6, 7]))) : taxType === 'ITIN' ? itin(rng) : ssn(rng);
    const title = kind === 'soleprop' ? 'Owner' : kind === 'llc' || kind === 'pllc' ? rng.pick(['Managing Member', 'Member', 'Owner', 'CEO'])
      : kind === 'partnership' || kind === 'llp' ? 'Partner' : i === 0 ? rng.pick(['President', 'CEO', 'Owner']) : rng.pick(TITLES);
    return {
      first, middle: rng.chance(0.45) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last,
      credential: rng.chance(0.08) ? rng.pick(CREDENTIALS) : null, title, pct,
      taxId, taxType, masked: rng.chance(0.22), dob: ymdBetween(rng, 1952, 1996), home: address(rng, city, country),
      credit: rng.int(540, 805), phone: phone(rng, city.area),
      email: `${first[0]!.toLowerCase()}${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
    };
  });
}

function legalName(rng: Rng, kind: EntityKind, country: Country, base: string, owner: Owner, city: City): string {
  if (kind === 'soleprop') return `${owner.first}${owner.middle ? ` ${owner.middle}.` : ''} ${owner.last}`;
  if (country === 'CA' && kind === 'corp' && rng.chance(0.3)) {
    // Numbered companies are common in Canada: "2345678 Ontario Inc."; the DBA then carries the brand.
    const prov: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', AB: 'Alberta', BC: 'B.C.', NS: 'Nova Scotia', MB: 'Manitoba' };
    return `${rng.int(1000000, 2999999)} ${prov[city.region] ?? 'Canada'} ${rng.pick(['Inc.', 'Ltd.', 'Limited'])}`;
  }
  const suffix = kind === 'llc' ? rng.pick(['LLC', 'L.L.C.', 'LLC']) : kind === 'pllc' ? 'PLLC' : kind === 'llp' ? 'LLP'
    : kind === 'partnership' ? rng.pick(['Partners', '& Associates']) : country === 'CA' ? rng.pick(['Inc.', 'Ltd.', 'Limited', 'Corp.'])
    : rng.pick(['Inc.', 'Inc.', 'Corp.', 'Corporation', 'Co.']);
  const comma = (suffix === 'Inc.' || suffix === 'LLC') && rng.chance(0.4) ? ',' : '';
  return `${base}${comma} ${suffix}`;
}

export interface MerchantOptions { country: Country; maxOwners: number }

export function makeMerchant(rng: Rng, o: MerchantOptions): Merchant {
  const cities = o.country === 'US' ? US_CITIES : CA_CITIES;
  const city = rng.pick(cities);
  const kind: EntityKind = o.country === 'CA'
    ? rng.weighted([['corp', 6], ['soleprop', 2], ['partnership', 1]] as const)
    : rng.weighted([['llc', 6], ['corp', 3], ['scorp', 2], ['soleprop', 2.2], ['partnership', 0.7], ['llp', 0.3], ['pllc', 0.4]] as const);
  const count = kind === 'soleprop' ? 1 : kind === 'partnership' || kind === 'llp' ? rng.int(2, Math.min(3, o.maxOwners))
    : rng.weighted([[1, 4], [2, 4], [3, 1.5], [4, 1]].filter(([n]) => n! <= o.maxOwners) as [number, number][]);
  // Owners usually live in the business's state or province, sometimes across the border of it.
  const homeCity = () => rng.chance(0.75) ? rng.pick(cities.filter((c) => c.region === city.region)) : rng.pick(cities);
  const os = owners(rng, o.country, count, kind, homeCity);
  const trade = rng.pick(TRADES);
  const brand = `${rng.pick(BRAND_WORDS)} ${rng.pick(trade.nouns)}`;
  const base = rng.chance(0.5) ? brand : `${rng.pick([os[0]!.last, rng.pick(BRAND_WORDS)])} ${rng.pick(GROUP_WORDS)}`;
  const legal = legalName(rng, kind, o.country, base, os[0]!, city);
  const dba = kind === 'soleprop' || legal.startsWith(brand) === false || /^\d/.test(legal) ? brand : rng.chance(0.3) ? `${brand} ${rng.pick(['Express', 'West', 'of ' + city.city])}` : null;
  // A sole proprietor without an EIN / BN writes the owner's own number (SSN, ITIN or SIN).
  const ownId = kind === 'soleprop' && rng.chance(0.6);
  const taxType: Merchant['taxType'] = ownId ? os[0]!.taxType : o.country === 'CA' ? 'BN' : 'EIN';
  const taxId = ownId ? os[0]!.taxId : taxType === 'EIN' ? ein(rng) : luhn9(rng, String(rng.int(1, 8))) + (rng.chance(0.75) ? rng.pick(['RC0001', 'RT0001', 'RC0002']) : '');
  const annual = roundTo(rng.cents(260_000, 4_800_000) / 100, 1000);
  const monthly = roundTo(annual / 12 * rng.float(0.82, 1.12), 100);
  let requested = roundTo(monthly * rng.float(0.5, 1.6), rng.pick([1000, 2500, 5000]));
  if (requested === monthly) requested += 5000;
  const freq = rng.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1.5]] as const);
  const count2 = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 36, 40, 52])
    : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12, 18, 24]);
  const amount = Math.round((requested * rng.float(1.22, 1.45)) / count2 * 100) / 100;
  const web = brand.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
  const debts: Debt[] = [];
  for (let i = rng.weighted([[0, 2], [1, 3], [2, 3], [3, 1.5], [4, 0.6]] as const); i > 0; i--) {
    const original = roundTo(rng.cents(8000, 180_000) / 100, 500);
    const dfreq = rng.pick(['Daily', 'Weekly', 'Monthly']);
    debts.push({ lender: rng.pick(LENDERS.filter((l) => !debts.some((d) => d.lender === l))), kind: rng.pick(o.country === 'CA' ? ['MCA', 'MCA', 'Term Loan', 'Equipment', 'LOC', 'BDC Loan'] : ['MCA', 'MCA', 'Term Loan', 'Equipment', 'LOC', 'SBA']),
      original, balance: roundTo(original * rng.float(0.15, 0.9), 50), freq: dfreq,
      payment: Math.round(original * (dfreq === 'Daily' ? 0.0085 : dfreq === 'Weekly' ? 0.04 : 0.09) * 100) / 100,
      maturity: ymdBetween(rng, 2026, 2029) });
  }
  const areaOf = (c: City) => c.area;
  // Contacts (references, ISO rep) never share an owner's first name, so no decoy reads as an applicant.
  const other = () => `${rng.pick(FIRST_NAMES.filter((f) => !os.some((x) => x.first === f)))} ${rng.pick(LAST_NAMES)}`;
  return {
    country: o.country, legal, dba, entity: kind, trade, taxId, taxType,
    start: ymdBetween(rng, 1996, 2023), address: address(rng, city, o.country), phone: phone(rng, areaOf(city)),
    email: `${rng.pick(['info', 'office', 'billing', os[0]!.first.toLowerCase()])}@${web}.${o.country === 'CA' ? rng.pick(['ca', 'com']) : 'com'}`,
    website: `www.${web}.${o.country === 'CA' ? 'ca' : 'com'}`, employees: rng.int(2, 85),
    incorporatedIn: o.country === 'US' ? rng.pick(['DE', 'NV', 'WY', city.region, city.region]) : rng.pick(['Canada (CBCA)', city.region, city.region]),
    requested, annualRevenue: annual, monthlyDeposits: monthly, cardSales: roundTo(monthly * rng.float(0.2, 0.7), 100),
    averageBalance: roundTo(monthly * rng.float(0.08, 0.4), 10),
    payment: { amount, count: count2, freq }, uses: rng.shuffle(['Working capital', 'Inventory', 'Equipment', 'Payroll', 'Expansion', 'Marketing']).slice(0, rng.int(1, 3)),
    owners: os,
    bank: { name: rng.pick(o.country === 'US' ? BANKS_US : BANKS_CA), routing: o.country === 'US' ? rng.pick(['0', '1', '2']) + rng.digits(8) : `${rng.digits(5)}-${rng.pick(['001', '002', '003', '004', '006', '010', '815'])}`,
      account: rng.digits(rng.int(7, 12)) },
    landlord: rng.chance(0.7) ? { name: `${rng.pick(BRAND_WORDS)} ${rng.pick(['Properties', 'Realty Trust', 'Property Mgmt', 'Commercial RE'])}`,
      phone: phone(rng, areaOf(city)), rent: roundTo(rng.cents(1200, 14_000) / 100, 50) } : null,
    references: Array.from({ length: 3 }, () => ({ name: `${rng.pick(BRAND_WORDS)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Packaging'])}`,
      contact: other(), phone: phone(rng, areaOf(rng.pick(cities))) })),
    debts,
    isoRep: { name: other(), phone: phone(rng, areaOf(rng.pick(cities))) },
    signed: { y: 2025, m: rng.int(1, 12), d: rng.int(1, 28) },
  };
}
