// One fictional merchant for set 89: the business, its request, its owners and the decoys a form carries. Layouts
// decide what of it they print and how; the truth is built from what they print (sheet.ts), not from this model.
import type { Rng } from '../../statements/generator/prng.ts';
import { account, bn9, ein, itin, phone, routing, sin9, ssn } from './ids.ts';
import { BANKS, CA_BANKS, CA_CITIES, CA_STREETS, CREDENTIALS, FIRST_NAMES, FUNDERS, INDUSTRY_TEXTS, LANDLORDS, LAST_NAMES,
  MIDDLE_INITIALS, NAME_WORDS, REFERENCE_FIRMS, STREETS, US_CITIES, USES } from './names.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export type EntityKind = 'llc' | 'c_corp' | 's_corp' | 'partnership' | 'lp' | 'llp' | 'sole' | 'pllc' | 'ca_corp' | 'ulc' | 'coop';

export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string; ownership: number;
  /** The full number as it would be printed: `123-45-6789`, `912-70-1234`, `046 454 286`. */
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; taxShow: 'full' | 'masked' | 'blank';
  dob: string; dobShown: boolean;
  /** Self-reported credit score, null when the owner left it blank. */
  score: number | null;
  home: Address; cell: string; email: string;
}
export interface Business {
  legal: string;
  /** The DBA line as written: a real name, `SAME`, `N/A`, '' or the legal name again. */
  dba: string;
  entity: EntityKind;
  industryText: string;
  /** As printed: `12-3456789`, `123-45-6789` (a sole proprietor's SSN), `807021415 RC0001`. */
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string; startShown: boolean; years: number;
  address: Address; incState: string;
  phone: string; email: string; website: string; employees: number;
  monthlySales: number; annualRevenue: number; rent: number; owns: boolean;
}
export interface Request { amount: number; payment: number | null; count: number | null; freq: Freq | null; use: string }
export interface Funder { name: string; balance: number; payment: number; freq: Freq }
export interface Decoys {
  isoName: string; isoCompany: string; isoPhone: string; isoId: string;
  landlord: string; landlordPhone: string;
  refs: { name: string; contact: string; phone: string }[];
  funders: Funder[];
  bank: string; routing: string; account: string;
}
export interface Case { country: Country; business: Business; request: Request; owners: Owner[]; decoys: Decoys }
export interface CaseOptions { country: Country; maxOwners: number; soleProp: boolean; terms: 'always' | 'maybe' | 'never' }

const US_KINDS: readonly (readonly [EntityKind, number])[] = [['llc', 5], ['c_corp', 3], ['s_corp', 2], ['partnership', 1], ['lp', 1],
  ['llp', 1], ['pllc', 1]];
const CA_KINDS: readonly (readonly [EntityKind, number])[] = [['ca_corp', 6], ['partnership', 1], ['lp', 1], ['ulc', 1], ['coop', 1]];
const ISO_FIRMS = ['Bluegate Business Funding', 'Corner Office Capital ISO', 'Redline Merchant Services', 'Atlas Referral Group'];

const pad2 = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad2(m)}-${pad2(d)}`;
const round = (n: number, step: number) => Math.round(n / step) * step;

function legalName(rng: Rng, kind: EntityKind, noun: string, owner: { first: string; last: string }): string {
  const base = rng.chance(0.3) ? `${owner.last} ${noun}` : `${rng.pick(NAME_WORDS)} ${rng.pick(['Holdings', 'Group', 'Enterprises', noun, noun])}`;
  switch (kind) {
    case 'llc': return `${base} ${rng.pick(['LLC', 'LLC', 'L.L.C.'])}`;
    case 'c_corp': case 's_corp': return `${base}${rng.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation'])}`;
    case 'partnership': return `${rng.pick(NAME_WORDS)} ${noun} ${rng.pick(['Partners', '& Associates'])}`;
    case 'lp': return `${base} ${rng.pick(['LP', 'L.P.'])}`;
    case 'llp': return `${base} LLP`;
    case 'pllc': return `${base} PLLC`;
    case 'ulc': return `${base} ULC`;
    case 'coop': return `${rng.pick(NAME_WORDS)} ${noun} Co-operative`;
    case 'ca_corp': return rng.chance(0.25) ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Canada', 'B.C.', 'Alberta'])} Inc.`
      : `${base} ${rng.pick(['Ltd.', 'Inc.', 'Corp.', 'Limited'])}`;
    case 'sole': return `${owner.first} ${owner.last}`;
  }
}

function address(rng: Rng, country: Country, region?: string): Address {
  if (country === 'CA') {
    const c = rng.pick(region ? CA_CITIES.filter((x) => x.prov === region) : CA_CITIES);
    return { street: `${rng.int(12, 4800)} ${rng.pick(CA_STREETS)}`, city: c.city, region: c.prov, postal: `${c.fsa} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}` };
  }
  const c = rng.pick(region ? US_CITIES.filter((x) => x.state === region) : US_CITIES);
  return { street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}${rng.chance(0.25) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: c.city, region: c.state, postal: `${c.zip}${rng.digits(2)}` };
}

function splits(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.8) ? 100 : rng.pick([51, 75, 80, 90])];
  if (n === 2) return rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  if (n === 3) return rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
  return rng.pick([[40, 20, 20, 20], [25, 25, 25, 25], [35, 30, 20, 15]]);
}

function title(rng: Rng, kind: EntityKind, i: number): string {
  if (kind === 'sole') return rng.pick(['Owner', 'Sole Proprietor', 'Proprietor']);
  if (kind === 'llc' || kind === 'pllc') return i === 0 ? rng.pick(['Managing Member', 'Member', 'Owner', 'CEO']) : rng.pick(['Member', 'Co-Owner']);
  if (kind === 'partnership' || kind === 'lp' || kind === 'llp') return i === 0 ? rng.pick(['General Partner', 'Managing Partner']) : 'Partner';
  return i === 0 ? rng.pick(['President', 'CEO', 'Owner', 'President & CEO']) : rng.pick(['Vice President', 'Secretary', 'Treasurer', 'Director', 'COO']);
}

function owner(rng: Rng, country: Country, kind: EntityKind, i: number, ownership: number, state: string): Owner {
  const first = rng.pick(FIRST_NAMES), last = rng.pick(LAST_NAMES);
  const y = rng.int(1956, 1996), m = rng.int(1, 12), d = rng.int(1, 28);
  const taxType = country === 'CA' ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
  const sin = sin9(rng);
  const taxId = taxType === 'SIN' ? `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}` : taxType === 'ITIN' ? itin(rng) : ssn(rng);
  const home = address(rng, country, rng.chance(0.6) ? state : undefined);
  return {
    first, last, middle: rng.chance(0.4) ? rng.pick(MIDDLE_INITIALS) : null, cred: rng.chance(0.08) ? rng.pick(CREDENTIALS) : null,
    title: title(rng, kind, i), ownership, taxId, taxType, taxShow: rng.weighted([['full', 55], ['masked', 35], ['blank', 10]] as const),
    dob: iso(y, m, d), dobShown: rng.chance(0.85), score: rng.chance(0.45) ? rng.int(540, 805) : null,
    home: { ...home, street: `${rng.int(3, 990)} ${rng.pick(['Birch', 'Willow', 'Aspen', 'Hawthorne', 'Chestnut', 'Laurel'])} ${rng.pick(['Ct', 'Dr', 'Way', 'Ln', 'Cir'])}` },
    cell: phone(rng, rng.pick(['paren', 'dash', 'dot'] as const)), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
  };
}

function request(rng: Rng, terms: CaseOptions['terms']): Request {
  const amount = round(rng.cents(8000, 450000) / 100, rng.pick([500, 1000, 2500]));
  const withTerms = terms === 'always' || (terms === 'maybe' && rng.chance(0.6));
  if (!withTerms) return { amount, payment: null, count: null, freq: null, use: rng.pick(USES) };
  const freq = rng.weighted([['daily', 45], ['weekly', 35], ['biweekly', 10], ['monthly', 10]] as const);
  const count = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([16, 20, 26, 30, 40, 52])
    : freq === 'biweekly' ? rng.pick([8, 10, 13, 18, 26]) : rng.pick([4, 6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.22, 1.45) * 100) / count) / 100;
  return { amount, payment, count, freq, use: rng.pick(USES) };
}

export function makeCase(rng: Rng, o: CaseOptions): Case {
  const country = o.country;
  const ind = rng.pick(INDUSTRY_TEXTS);
  const kind: EntityKind = o.soleProp && rng.chance(0.2) ? 'sole' : rng.weighted(country === 'CA' ? CA_KINDS : US_KINDS);
  const n = kind === 'sole' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= o.maxOwners) as [number, number][]);
  const addr = address(rng, country);
  const shares = splits(rng, n);
  const owners = shares.map((s, i) => owner(rng.fork(`owner${i}`), country, kind, i, kind === 'sole' ? 100 : s, addr.region));
  const noun = rng.pick(ind.nouns);
  const legal = legalName(rng, kind, noun, owners[0]!);
  const dbaName = `${rng.pick(NAME_WORDS)} ${noun}`;
  const dba = kind === 'sole' ? dbaName : rng.weighted([[dbaName, 55], ['SAME', 12], ['N/A', 8], ['', 15], [legal, 10]] as const);
  const years = rng.int(1, 24);
  const start = iso(2026 - years, rng.int(1, 12), rng.int(1, 28));
  let taxId: string, taxType: Business['taxType'];
  if (country === 'CA') { taxId = `${bn9(rng)}${rng.pick([' ', ''])}RC0001`; taxType = 'BN'; }
  else if (kind === 'sole' && rng.chance(0.6)) {
    taxType = owners[0]!.taxType === 'ITIN' ? 'ITIN' : 'SSN';
    taxId = owners[0]!.taxId;
  } else { taxId = ein(rng); taxType = 'EIN'; }
  const monthly = round(rng.cents(25000, 600000) / 100, 100);
  const slug = (dba && dba !== 'SAME' && dba !== 'N/A' ? dba : legal).toLowerCase().replace(/[^a-z]/g, '').slice(0, 18);
  const business: Business = {
    legal, dba, entity: kind, industryText: rng.pick(ind.texts), taxId, taxType, start, startShown: rng.chance(0.8), years, address: addr,
    incState: country === 'US' ? rng.pick(['DE', 'NV', 'WY', addr.region, addr.region]) : rng.pick(['ON', 'QC', addr.region, addr.region]),
    phone: phone(rng), email: `${rng.pick(['info', 'office', 'accounts', 'hello'])}@${slug}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.6) ? `www.${slug}.${country === 'CA' ? 'ca' : 'com'}` : '', employees: rng.int(1, 48),
    monthlySales: monthly, annualRevenue: round(monthly * rng.float(10.5, 13), 1000), rent: round(rng.int(1200, 14000), 50), owns: rng.chance(0.2),
  };
  const d = rng.fork('decoys');
  const decoys: Decoys = {
    isoName: `${d.pick(FIRST_NAMES)} ${d.pick(LAST_NAMES)}`, isoCompany: d.pick(ISO_FIRMS), isoPhone: phone(d, 'dash'), isoId: `ISO-${d.digits(5)}`,
    landlord: d.pick(LANDLORDS), landlordPhone: phone(d),
    refs: [0, 1, 2].map(() => ({ name: d.pick(REFERENCE_FIRMS), contact: `${d.pick(FIRST_NAMES)} ${d.pick(LAST_NAMES)}`, phone: phone(d, 'dash') })),
    funders: Array.from({ length: d.weighted([[0, 3], [1, 4], [2, 2]] as const) }, () => ({ name: d.pick(FUNDERS), balance: round(d.cents(4000, 90000) / 100, 10),
      payment: round(d.cents(150, 2500) / 100, 1), freq: d.pick(['daily', 'weekly'] as const) })),
    bank: d.pick(country === 'CA' ? CA_BANKS : BANKS), routing: country === 'CA' ? `${d.digits(5)}-${d.pick(['001', '002', '003', '004', '006', '815'])}` : routing(d),
    account: account(d),
  };
  return { country, business, request: request(rng.fork('request'), o.terms), owners, decoys };
}
