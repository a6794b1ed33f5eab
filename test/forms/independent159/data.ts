// One merchant of set 159: the business, its request, its owners and the people and numbers around it that are not
// the applicant's (decoys). Values only: how each is printed is the layout's choice.
import type { Rng } from '../../statements/generator/prng.ts';
import { bn, ein, itin, sin, ssn, date, type TaxId, type Ymd } from './ids.ts';
import * as P from './pools.ts';
import type { Country } from './types.ts';

export interface Address { street: string; city: string; region: string; regionName: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number; dob: Ymd;
  tax: TaxId; masked: boolean; credit: number | null; home: Address; phone: string; email: string;
}
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Case {
  country: Country; legal: string; dba: string | null; entity: { id: string; texts: string[] }; industry: P.IndustryEntry;
  tax: TaxId; taxMasked: boolean; start: Ymd; years: number; addr: Address; phone: string; email: string; website: string;
  incRegion: string; amount: number; payment: number; count: number; freq: Freq; use: string; owners: Owner[];
  landlord: { name: string; phone: string; rent: number }; refs: { name: string; phone: string }[];
  iso: { name: string; phone: string; email: string }; funders: { name: string; balance: number; payment: number }[];
  bank: { name: string; routing: string; account: string }; monthlySales: number; annualRevenue: number; employees: number;
}

interface EntityDef { id: string; texts: string[]; suffixes: string[]; roles: string[]; w: number }
const CORP_ROLES = ['President', 'CEO', 'Secretary', 'Vice President', 'Treasurer', 'COO'];
const US_ENTITIES: EntityDef[] = [
  { id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffixes: [' LLC', ' L.L.C.', ', LLC'], roles: ['Managing Member', 'Member', 'Owner', 'Manager'], w: 5 },
  { id: 'c_corporation', texts: ['Corporation', 'Inc.', 'C-Corp', 'Corp'], suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ' Incorporated'], roles: CORP_ROLES, w: 3 },
  { id: 's_corporation', texts: ['S Corp', 'S-Corp', 'S Corporation'], suffixes: [', Inc.', ' Inc.', ' Corp.'], roles: CORP_ROLES, w: 2 },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship'], suffixes: [], roles: ['Owner', 'Sole Owner', 'Proprietor'], w: 2 },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners', ' & Partners'], roles: ['Partner', 'General Partner', 'Managing Partner'], w: 1 },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], suffixes: [' LP', ' L.P.'], roles: ['General Partner', 'Limited Partner'], w: 0.7 },
  { id: 'llp', texts: ['LLP'], suffixes: [' LLP'], roles: ['Partner', 'Managing Partner'], w: 0.4 },
  { id: 'pllc', texts: ['PLLC'], suffixes: [' PLLC'], roles: ['Member', 'Managing Member'], w: 0.6 },
  { id: 'professional_corporation', texts: ['Professional Corporation', 'P.C.'], suffixes: [', P.C.', ' PC'], roles: ['President', 'Owner'], w: 0.4 },
  { id: 'cooperative', texts: ['Co-op', 'Cooperative'], suffixes: [' Co-op', ' Cooperative'], roles: ['General Manager', 'President'], w: 0.3 },
];
const CA_ENTITIES: EntityDef[] = [
  { id: 'ca_corporation', texts: ['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Incorporated'], suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.', ' Ltée'], roles: ['President', 'Director', 'Secretary-Treasurer', 'CEO'], w: 5 },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship'], suffixes: [], roles: ['Owner', 'Proprietor'], w: 2 },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners'], roles: ['Partner'], w: 1 },
  { id: 'ca_ulc', texts: ['ULC', 'Unlimited Liability Corporation'], suffixes: [' ULC'], roles: ['Director', 'President'], w: 0.5 },
  { id: 'cooperative', texts: ['Co-operative', 'Co-op'], suffixes: [' Co-operative'], roles: ['General Manager'], w: 0.3 },
];
const CREDS: Record<string, string[]> = { dental_practice: ['DDS', 'DMD'], medical_practice: ['MD', 'DC', 'DPT'], veterinary: ['DVM'],
  professional_services: ['CPA'] };

const phone = (rng: Rng, area: number) => `(${area}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
const slug = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');

export function address(rng: Rng, country: Country): Address {
  const street = `${rng.int(10, 9899)} ${rng.pick(country === 'US' ? P.US_STREETS : P.CA_STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`;
  if (country === 'US') {
    const [city, st, zip] = rng.pick(P.US_CITIES);
    return { street, city, region: st, regionName: st, postal: zip + String(rng.int(10, 99)) };
  }
  const [city, pr, name, fsa] = rng.pick(P.CA_CITIES);
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return { street, city, region: pr, regionName: name, postal: `${fsa} ${rng.int(1, 9)}${rng.pick([...L])}${rng.int(1, 9)}` };
}

function owner(rng: Rng, country: Country, role: string, pct: number, cred: string | null, used: Set<string>): Owner {
  let last = rng.pick(country === 'US' ? P.US_LAST : P.CA_LAST);
  while (used.has(last)) last = rng.pick(country === 'US' ? P.US_LAST : P.CA_LAST);
  used.add(last);
  let first = rng.pick(country === 'US' ? P.US_FIRST : P.CA_FIRST);
  while (used.has(first)) first = rng.pick(country === 'US' ? P.US_FIRST : P.CA_FIRST);
  used.add(first);
  const tax = country === 'CA' ? sin(rng) : rng.chance(0.15) ? itin(rng) : ssn(rng);
  return { first, middle: rng.chance(0.45) ? rng.pick(P.MIDDLE) : null, last, cred, role, pct, dob: date(rng, 1952, 1998), tax,
    masked: rng.chance(0.3), credit: rng.chance(0.75) ? rng.int(520, 815) : null, home: address(rng, country),
    phone: phone(rng, rng.int(201, 989)), email: `${slug(first)}.${slug(last)}@${rng.pick(['gmail.com', 'outlook.com', 'icloud.com', 'proton.me'])}` };
}

/** Ownership shares of n owners: whole or half percents, each at least 20, summing to 100 or a little less. */
function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.int(51, 95)];
  const total = rng.chance(0.8) ? 100 : rng.int(80, 99);
  const cuts = Array.from({ length: n - 1 }, () => rng.int(1, 9)).concat([rng.int(1, 9)]);
  const sum = cuts.reduce((a, b) => a + b, 0);
  const out = cuts.map((c) => Math.max(20, Math.round(((c / sum) * total) * 2) / 2));
  out[0] = Math.round((total - out.slice(1).reduce((a, b) => a + b, 0)) * 2) / 2;
  return out[0]! >= 20 ? out : out.map(() => Math.floor(total / n));
}

export function makeCase(rng: Rng, country: Country, isoDomain: string): Case {
  const defs = country === 'US' ? US_ENTITIES : CA_ENTITIES;
  const ent = rng.weighted(defs.map((d) => [d, d.w] as const));
  const industry = rng.pick(P.INDUSTRIES);
  const sole = ent.id === 'sole_proprietorship';
  const n = sole ? 1 : rng.weighted([[1, 4], [2, 3], [3, 2], [4, 1]] as const);
  const pcts = shares(rng, n);
  const used = new Set<string>();
  const roles = rng.shuffle([...ent.roles]);
  const owners = pcts.map((p, i) => owner(rng, country, roles[i % roles.length]!, p, i === 0 && CREDS[industry.id ?? ''] && rng.chance(0.6) ? rng.pick(CREDS[industry.id!]!) : null, used));
  const trade = `${rng.pick(P.NAME_WORDS)} ${industry.noun}`;
  const numbered = country === 'CA' && ent.id === 'ca_corporation' && rng.chance(0.3);
  const addr = address(rng, country);
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}`
    : numbered ? `${rng.int(1000000, 2999999)} ${addr.regionName} ${rng.pick(['Inc.', 'Ltd.'])}` : trade + rng.pick(ent.suffixes);
  const dba = sole || numbered || rng.chance(0.5) ? trade : null;
  const tax = country === 'CA' ? bn(rng) : sole && rng.chance(0.5) ? owners[0]!.tax : ein(rng);
  const start = date(rng, 1996, 2023);
  const regions = country === 'US' ? ['DE', 'NV', 'WY', 'NY', 'FL', 'TX'] : ['ON', 'BC', 'AB', 'QC', 'NS'];
  const amount = rng.int(2, 100) * 5000;
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const) as Freq;
  const count = freq === 'daily' ? rng.int(6, 13) * 20 : freq === 'weekly' ? rng.int(26, 78) : freq === 'biweekly' ? rng.int(13, 39) : rng.int(6, 18);
  const payment = Math.round((amount * rng.float(1.28, 1.49) * 100) / count) / 100;
  const person = () => owner(rng, country, '', 0, null, used);
  const lp = person(), iso = person();
  const monthly = rng.int(150, 4000) * 100 + rng.int(1, 99);
  const funderNames = rng.shuffle([...P.FUNDERS]);
  const funders = Array.from({ length: rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const) }, (_, i) => {
    const balance = rng.int(50, 1200) * 100 + rng.int(1, 9) * 10;
    return { name: funderNames[i]!, balance, payment: Math.round(balance * rng.float(0.4, 3) + 7) / 100 };
  });
  return {
    country, legal, dba, entity: { id: ent.id, texts: ent.texts }, industry, tax, taxMasked: rng.chance(0.12), start,
    years: 2025 - start.y, addr, phone: phone(rng, rng.int(201, 989)), email: `info@${slug(trade)}.${country === 'US' ? 'com' : 'ca'}`,
    website: `www.${slug(trade)}.${country === 'US' ? 'com' : 'ca'}`, incRegion: rng.pick(regions.filter((r) => r !== addr.region)),
    amount, payment, count, freq, use: rng.pick(P.USES), owners,
    landlord: rng.chance(0.5) ? { name: `${lp.first} ${lp.last}`, phone: lp.phone, rent: rng.int(15, 95) * 100 }
      : { name: rng.pick(P.COMPANIES), phone: lp.phone, rent: rng.int(15, 95) * 100 + 50 },
    refs: [0, 1].map(() => ({ name: rng.pick(P.COMPANIES), phone: phone(rng, rng.int(201, 989)) })),
    iso: { name: `${iso.first} ${iso.last}`, phone: phone(rng, rng.int(201, 989)), email: `${slug(iso.first)}@${isoDomain}` },
    funders, bank: { name: rng.pick(country === 'US' ? P.US_BANKS : P.CA_BANKS),
      routing: country === 'US' ? `0${rng.digits(8)}` : `${rng.digits(5)}-00${rng.int(1, 9)}`, account: rng.digits(rng.int(7, 12)) },
    monthlySales: monthly, annualRevenue: monthly * 12 + rng.int(-5000, 5000) * 10 + 3, employees: rng.int(1, 60),
  };
}

/** The entity types each country's merchants are drawn from, with the texts printed for them (checked by the tests). */
export const ENTITY_TABLES: Record<Country, readonly EntityDef[]> = { US: US_ENTITIES, CA: CA_ENTITIES };
