// One fictional merchant: the business, its request, its owners and the people around it who are not applicants
// (landlord, bank, references, ISO rep, existing funders). What a layout prints of it, and how, is the layout's choice.
import type { Rng } from '../../statements/generator/prng.ts';
import { luhn9, type Country, type Frequency, type Ymd } from './rules.ts';
import * as W from './words.ts';

export interface Address { street: string; unit: string | null; city: string; region: string; postal: string }

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; fico: number; dob: Ymd;
  /** Formatted as the owner would write it: NNN-NN-NNNN (SSN/ITIN) or NNN-NNN-NNN (SIN). */
  taxId: string; taxIdType: 'SSN' | 'ITIN' | 'SIN';
  home: Address; cell: string; email: string;
}

/** The entity kinds we make, with the suffix the legal name carries and the words an owner writes for it. */
export interface EntityKind { id: string; suffixes: string[]; free: string[]; box: 'corp' | 'scorp' | 'llc' | 'partnership' | 'sole' | 'other' }
const US_KINDS: [EntityKind, number][] = [
  [{ id: 'llc', suffixes: ['LLC', 'L.L.C.', ', LLC'], free: ['LLC', 'L.L.C.', 'Limited Liability Company'], box: 'llc' }, 40],
  [{ id: 'c_corporation', suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation'], free: ['Corporation', 'Inc.', 'C Corp', 'Corp'], box: 'corp' }, 16],
  [{ id: 's_corporation', suffixes: [', Inc.', ' Inc', ' Corp.'], free: ['S Corp', 'S-Corp', 'S Corporation'], box: 'scorp' }, 14],
  [{ id: 'sole_proprietorship', suffixes: [], free: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], box: 'sole' }, 14],
  [{ id: 'general_partnership', suffixes: [' Partners', ' & Co.'], free: ['Partnership', 'General Partnership'], box: 'partnership' }, 6],
  [{ id: 'pllc', suffixes: [', PLLC', ' PLLC'], free: ['PLLC'], box: 'other' }, 5],
  [{ id: 'llp', suffixes: [' LLP'], free: ['LLP'], box: 'other' }, 3],
];
const CA_KINDS: [EntityKind, number][] = [
  [{ id: 'ca_corporation', suffixes: [' Inc.', ' Ltd.', ' Corp.', ' Limited'], free: ['Corporation', 'Incorporated', 'Ltd.'], box: 'corp' }, 70],
  [{ id: 'sole_proprietorship', suffixes: [], free: ['Sole Proprietorship', 'Sole Proprietor'], box: 'sole' }, 20],
  [{ id: 'general_partnership', suffixes: [' Partners', ' & Associates'], free: ['Partnership'], box: 'partnership' }, 10],
];

export interface Merchant {
  country: Country;
  legal: string;
  /** The real trade name, or null when the business has none (a layout may then print SAME, N/A or nothing). */
  dba: string | null;
  kind: EntityKind;
  industryText: string;
  /** Formatted EIN / SSN / ITIN (US) or 9-digit BN with program account (CA). */
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  address: Address; stateOfInc: string; start: Ymd; phone: string; email: string; website: string | null; employees: number;
  requested: number; payment: number; payments: number; frequency: Frequency; useOfFunds: string;
  avgMonthly: number; annual: number; ownRent: 'Own' | 'Rent'; rent: number; landlord: string; landlordPhone: string;
  bank: { name: string; routing: string; account: string };
  existing: { funder: string; balance: number; payment: number }[];
  references: { name: string; contact: string; phone: string }[];
  iso: { company: string; rep: string; code: string };
  owners: Owner[];
}

const EIN_PREFIXES = ['01', '04', '06', '11', '13', '16', '20', '22', '26', '27', '30', '33', '35', '38', '41', '45', '46', '47', '52', '54',
  '56', '59', '61', '62', '65', '68', '71', '74', '77', '80', '81', '82', '84', '86', '88', '90', '91', '92', '93', '95', '98', '99'];
const ITIN_GROUPS = [50, 51, 52, 55, 58, 60, 63, 65, 70, 72, 75, 78, 80, 83, 85, 88, 90, 92, 94, 96, 99];

export function ein(rng: Rng): string { return `${rng.pick(EIN_PREFIXES)}-${rng.digits(7)}`; }
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
export function itin(rng: Rng): string { return `9${rng.digits(2)}-${rng.pick(ITIN_GROUPS)}-${String(rng.int(1, 9999)).padStart(4, '0')}`; }
export function sin(rng: Rng): string {
  const d = luhn9(String(rng.int(1, 7)) + rng.digits(7));
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}
export function bn(rng: Rng): string { return `${luhn9(String(rng.int(1, 8)) + rng.digits(7))} ${rng.pick(['RC', 'RC', 'RT'])}0001`; }

export const phone = (rng: Rng, area?: string) => `(${area ?? rng.int(201, 989)}) 555-${String(rng.int(100, 199)).padStart(4, '0')}`;

function address(rng: Rng, country: Country, near?: Address): Address {
  const cities = country === 'US' ? W.US_CITIES : W.CA_CITIES;
  const [city, region, pre] = near && rng.chance(0.6) ? cities.find((c) => c[1] === near.region) ?? rng.pick(cities) : rng.pick(cities);
  const street = `${rng.int(12, 9870)} ${rng.pick(W.STREETS)} ${rng.pick(W.STREET_KINDS)}`;
  const postal = country === 'US' ? `${pre}${rng.digits(2)}`
    : `${pre}${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
  return { street, unit: rng.chance(0.3) ? rng.pick(W.UNITS) : null, city, region, postal };
}

const CA_AREAS = ['416', '647', '905', '289', '613', '403', '587', '780', '604', '778', '204', '306', '514', '450', '902', '506', '709', '867'];
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const ymd = (rng: Rng, y0: number, y1: number): Ymd => ({ y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) });

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]],
  3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };

function owners(rng: Rng, country: Country, kind: EntityKind, n: number, biz: Address): Owner[] {
  const split = rng.pick(SPLITS[n]!);
  const used = new Set<string>();
  return split.map((pct, i) => {
    let first = rng.pick(W.FIRST_NAMES), last = rng.pick(W.LAST_NAMES);
    while (used.has(first) || used.has(last)) { first = rng.pick(W.FIRST_NAMES); last = rng.pick(W.LAST_NAMES); }
    used.add(first); used.add(last);
    const title = i === 0
      ? rng.pick(kind.id === 'sole_proprietorship' ? ['Owner', 'Sole Owner', 'Proprietor'] : kind.id.includes('llc') ? ['Managing Member', 'Owner', 'Member', 'CEO']
        : kind.box === 'partnership' || kind.id === 'llp' ? ['Partner', 'Managing Partner'] : country === 'CA' ? ['President', 'Director', 'Owner'] : ['President', 'CEO', 'Owner'])
      : rng.pick(kind.box === 'partnership' || kind.id === 'llp' ? ['Partner'] : ['VP', 'Member', 'Secretary', 'COO', 'Director', 'Treasurer']);
    const taxIdType = country === 'CA' ? 'SIN' as const : rng.chance(0.08) ? 'ITIN' as const : 'SSN' as const;
    return {
      first, last, middle: rng.chance(0.4) ? rng.pick([...W.MIDDLE_INITIALS]) : null,
      credential: rng.chance(0.08) ? rng.pick(['DC', 'DDS', 'CPA', 'MD']) : null,
      title, pct, fico: rng.int(540, 812), dob: ymd(rng, 1952, 1998),
      taxId: taxIdType === 'SIN' ? sin(rng) : taxIdType === 'ITIN' ? itin(rng) : ssn(rng), taxIdType,
      home: address(rng, country, biz), cell: phone(rng, country === 'CA' ? rng.pick(CA_AREAS) : undefined), email: `${slug(first)}.${slug(last)}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
    };
  });
}

/** A person who is not an applicant (reference contact, ISO rep): never one of the owners' names. */
function stranger(rng: Rng, owners: Owner[]): string {
  for (;;) {
    const first = rng.pick(W.FIRST_NAMES), last = rng.pick(W.LAST_NAMES);
    if (!owners.some((o) => o.first === first || o.last === last)) return `${first} ${last}`;
  }
}

const round = (v: number, step: number) => Math.round(v / step) * step;

function request(rng: Rng, country: Country) {
  const requested = round(rng.float(country === 'US' ? 8000 : 10000, country === 'US' ? 450000 : 250000), rng.pick([500, 1000, 5000]));
  const frequency = rng.weighted<Frequency>([['daily', 45], ['weekly', 40], ['biweekly', 8], ['monthly', 7]]);
  const payments = rng.pick({ daily: [80, 100, 120, 126, 140, 160, 180], weekly: [16, 20, 24, 26, 30, 36, 40, 52],
    biweekly: [8, 10, 12, 13, 16, 20, 26], monthly: [4, 6, 8, 9, 10, 12] }[frequency]);
  const raw = (requested * rng.float(1.18, 1.49)) / payments;
  const payment = rng.chance(0.4) ? Math.round(raw) : Math.round(raw * 100) / 100;
  // Monthly sales a distinct figure from the request, so a reader that takes the wrong money is caught.
  let avgMonthly = round(requested / rng.float(0.45, 1.7), 100);
  if (avgMonthly === requested) avgMonthly += 700;
  return { requested, frequency, payments, payment, avgMonthly, annual: round(avgMonthly * rng.float(10.5, 13.5), 1000) };
}

export function makeMerchant(rng: Rng, country: Country, maxOwners: number): Merchant {
  const kind = rng.weighted(country === 'US' ? US_KINDS : CA_KINDS);
  const [industryText, noun] = rng.pick(W.INDUSTRY_PHRASES);
  const addr = address(rng, country);
  const n = Math.min(maxOwners, kind.id === 'sole_proprietorship' ? 1 : kind.box === 'partnership' ? rng.int(2, 3)
    : rng.weighted([[1, 45], [2, 35], [3, 12], [4, 8]]));
  const own = owners(rng, country, kind, Math.max(1, n), addr);
  const stem = rng.pick(W.NAME_STEMS);
  let legal: string, dba: string | null;
  if (kind.id === 'sole_proprietorship') {
    // A sole proprietor's legal name is the owner's own; the shop's name is the DBA.
    legal = `${own[0]!.first} ${own[0]!.middle ? `${own[0]!.middle}. ` : ''}${own[0]!.last}`;
    dba = `${stem} ${noun}`;
  } else if (kind.box === 'partnership' || kind.id === 'llp') {
    legal = `${own[0]!.last} & ${own[1]?.last ?? stem}${rng.pick(kind.suffixes)}`;
    dba = rng.chance(0.6) ? `${stem} ${noun}` : null;
  } else if (country === 'CA' && rng.chance(0.3)) {
    legal = `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Canada', 'B.C.', 'Alberta'])} ${rng.pick(['Inc.', 'Ltd.'])}`;
    dba = `${stem} ${noun}`;
  } else {
    legal = `${stem} ${noun}${rng.pick(kind.suffixes).replace(/^(?=[A-Z])/, ' ')}`;
    dba = rng.chance(0.45) ? `${rng.pick(W.NAME_STEMS.filter((s) => s !== stem))} ${noun}` : null;
  }
  const soleWithSsn = kind.id === 'sole_proprietorship' && country === 'US' && rng.chance(0.5);
  const taxId = country === 'CA' ? bn(rng) : soleWithSsn ? own[0]!.taxId : ein(rng);
  const taxIdType = country === 'CA' ? 'BN' : soleWithSsn ? own[0]!.taxIdType as 'SSN' | 'ITIN' : 'EIN';
  const req = request(rng, country);
  const webName = slug(dba ?? legal.replace(/\b(LLC|Inc|Corp|Ltd|PLLC|LLP)\b.*$/, ''));
  const area = country === 'CA' ? rng.pick(CA_AREAS) : /\((\d{3})\)/.exec(phone(rng))![1];
  const existing = Array.from({ length: rng.weighted([[0, 45], [1, 30], [2, 17], [3, 8]]) }, () => ({
    funder: rng.pick(W.FUNDERS), balance: round(rng.float(4000, 90000), 10) + 0.5 * rng.int(0, 1), payment: round(rng.float(90, 2400), 1) + 0.25 })
  ).filter((e, i, a) => a.findIndex((x) => x.funder === e.funder) === i)
    .map((e) => ({ ...e, balance: e.balance === req.requested ? e.balance + 10 : e.balance }));
  return {
    country, legal, dba, kind, industryText, taxId, taxIdType, address: addr,
    stateOfInc: country === 'US' ? rng.pick(W.INCORPORATION_STATES.filter((s) => s !== addr.region)) : rng.pick(['Federal (CBCA)', 'Ontario', 'British Columbia', 'Alberta']),
    start: ymd(rng, 1996, 2023), phone: phone(rng, area), email: `${rng.pick(['info', 'office', 'admin', 'billing'])}@${webName}.com`,
    website: rng.chance(0.55) ? `www.${webName}.com` : null, employees: rng.int(1, 60), ...req, useOfFunds: rng.pick(W.USE_OF_FUNDS),
    ownRent: rng.chance(0.25) ? 'Own' : 'Rent', rent: round(rng.float(900, 14000), 50),
    landlord: `${rng.pick(W.NAME_STEMS)} ${rng.pick(['Properties', 'Realty Trust', 'Property Mgmt', 'Holdings LLC'])}`, landlordPhone: phone(rng, country === 'CA' ? area : undefined),
    bank: { name: rng.pick(country === 'US' ? W.BANKS_US : W.BANKS_CA), routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) },
    existing,
    references: [0, 1].map(() => ({ name: rng.pick(W.REFERENCE_COMPANIES), contact: stranger(rng, own), phone: phone(rng) })),
    iso: { company: rng.pick(W.ISO_COMPANIES), rep: stranger(rng, own), code: `ISO-${rng.int(1000, 9999)}` },
    owners: own,
  };
}

/** An owner's name as a form prints it. `Last, First` swaps; credentials and middle initials are not part of the truth. */
export function ownerName(o: Owner, f: 'first-last' | 'full' | 'last-first' | 'upper'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  switch (f) {
    case 'first-last': return `${o.first} ${o.last}`;
    case 'full': return `${o.first}${mid} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
    case 'last-first': return `${o.last}, ${o.first}${mid}`;
    case 'upper': return `${o.first}${mid} ${o.last}`.toUpperCase();
  }
}
