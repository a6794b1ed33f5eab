// The merchant behind one form: the exact values, before any layout decides how to write them.
import type { Rng } from '../../statements/generator/prng.ts';
import { FRACTIONS } from './formats.ts';
import { industryId } from './reference.ts';
import * as P from './pools.ts';

export type Country = 'US' | 'CA';
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Person { first: string; middle: string | null; last: string; credential: string | null }
export interface Address { street: string; city: string; region: string; regionName: string; postal: string }
export interface Owner {
  person: Person; title: string; ownership: number; taxId: string; taxKind: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number;
  home: Address; cell: string; email: string;
}
export interface EntityChoice { id: string; texts: readonly string[]; suffixes: readonly string[] }
export interface Merchant {
  country: Country; entity: EntityChoice; soleProp: boolean; legal: string; dbaName: string; industryText: string; industry: string;
  ein: string; bn: string; address: Address; incRegion: string; phone: string; fax: string; email: string; website: string; start: string;
  amount: number; payment: number; nPayments: number; frequency: Frequency; owners: Owner[];
  isoRep: { name: string; shop: string; phone: string; email: string }; landlord: { name: string; phone: string; rent: number };
  refs: { name: string; contact: string; phone: string }[]; funders: { name: string; balance: number; payment: number; frequency: Frequency }[];
  bank: { name: string; routing: string; account: string }; monthlySales: number; annualRevenue: number; employees: number;
}

const US_ENTITIES: readonly EntityChoice[] = [
  { id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Single-Member LLC'], suffixes: [', LLC', ' LLC', ', L.L.C.'] },
  { id: 'c_corporation', texts: ['Corporation', 'Corp.', 'Inc.', 'C-Corp', 'C Corp'], suffixes: [', Inc.', ' Inc', ' Corp.', ' Corporation'] },
  { id: 's_corporation', texts: ['S-Corp', 'S Corporation', 'S Corp'], suffixes: [', Inc.', ' Inc.'] },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship', 'Individual'], suffixes: [''] },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners', ' Group'] },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership', 'L.P.'], suffixes: [', LP', ' L.P.'] },
  { id: 'pllc', texts: ['PLLC', 'P.L.L.C.', 'Professional LLC'], suffixes: [', PLLC'] },
  { id: 'llp', texts: ['LLP', 'L.L.P.'], suffixes: [' LLP'] },
];
const CA_ENTITIES: readonly EntityChoice[] = [
  { id: 'ca_corporation', texts: ['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Incorporated'], suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.'] },
  { id: 'sole_proprietorship', texts: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [''] },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners'] },
];

const BAD_EIN_PREFIX = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

export function einDigits(rng: Rng): string {
  let p = 0;
  while (BAD_EIN_PREFIX.has(p) || p < 1) p = rng.int(1, 99);
  return String(p).padStart(2, '0') + rng.digits(7);
}

export function ssnDigits(rng: Rng): string {
  let area = 0;
  while (area === 0 || area === 666) area = rng.int(1, 899);
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}

export function itinDigits(rng: Rng): string {
  return `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** Nine digits whose last is the Luhn check digit (SIN, BN). */
export function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

function abaRouting(rng: Rng): string {
  const b = `0${rng.int(1, 9)}${rng.digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((a, c, i) => a + Number(c) * w[i]!, 0);
  return b + String((10 - (s % 10)) % 10);
}

export function isoDate(rng: Rng, y0: number, y1: number): string {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const phone10 = (rng: Rng, area?: string) => (area ?? String(rng.int(201, 989))) + String(rng.int(200, 989)) + rng.digits(4);

function address(rng: Rng, places: readonly P.Place[]): Address {
  const pl = rng.pick(places);
  const postal = /^\d/.test(pl.postal) ? pl.postal + rng.digits(2) : `${pl.postal} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
  return { street: `${rng.int(12, 9890)} ${rng.pick(P.STREETS)}`, city: pl.city, region: pl.region, regionName: pl.regionName, postal };
}

export function person(rng: Rng, hard: number): Person {
  return { first: rng.pick(P.FIRST), middle: rng.chance(0.35) ? rng.pick(P.MIDDLE) : null,
    last: rng.chance(hard) ? rng.pick(P.LAST_HARD) : rng.pick(P.LAST), credential: null };
}

export const fullName = (p: Person) => [p.first, p.middle, p.last].filter(Boolean).join(' ') + (p.credential ? `, ${p.credential}` : '');

const SPLITS: readonly (readonly number[])[] = [[100], [100], [50, 50], [60, 40], [75, 25], [51, 49], [80, 20], [55, 45], [40, 35, 25],
  [50, 25, 25], [34, 33, 33], [40, 30, 30], [70, 30]];
const FRACTION_SPLITS: readonly (readonly number[])[] = [[100], [50, 50], [75, 25], [60, 40], [50, 25, 25], [80, 20], [70, 30], [40, 30, 30]];

export interface MerchantOptions { country: Country; maxOwners: number; fractions?: boolean; soleProp?: boolean; hardNames?: number }

export function makeMerchant(rng: Rng, o: MerchantOptions): Merchant {
  const us = o.country === 'US';
  const entities = (us ? US_ENTITIES : CA_ENTITIES).filter((e) => o.soleProp !== false || e.id !== 'sole_proprietorship');
  const entity = rng.pick(entities);
  const soleProp = entity.id === 'sole_proprietorship';
  let split = rng.pick((o.fractions ? FRACTION_SPLITS : SPLITS).filter((s) => s.length <= o.maxOwners));
  if (soleProp) split = [100];
  if (o.fractions) for (const v of split) if (v !== 100 && !FRACTIONS.some(([, p]) => p === v)) throw new Error(`split ${v}`);
  const places = us ? P.US_PLACES : P.CA_PLACES;
  const addr = address(rng, places);
  const owners: Owner[] = split.map((ownership, i) => {
    const p = person(rng, o.hardNames ?? 0.3);
    const kind: Owner['taxKind'] = !us ? 'SIN' : rng.chance(0.15) ? 'ITIN' : 'SSN';
    const home = rng.chance(0.3) ? address(rng, places) : { ...address(rng, places.filter((x) => x.region === addr.region)) };
    return { person: p, title: soleProp ? 'Owner' : rng.pick(us ? P.TITLES_US : P.TITLES_CA).replace(/^Owner$/, i ? 'Member' : 'Owner'),
      ownership, taxId: !us ? luhn9(rng, rng.int(1, 7)) : kind === 'ITIN' ? itinDigits(rng) : ssnDigits(rng), taxKind: kind,
      dob: isoDate(rng, 1952, 2000), credit: rng.int(540, 805), home, cell: phone10(rng),
      email: `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@mail.example` };
  });
  const [industryText, noun] = rng.pick(P.INDUSTRY_TEXTS);
  if (industryText === 'Chiropractor' && rng.chance(0.6)) owners[0]!.person.credential = 'DC';
  const base = rng.pick(P.NAME_BASES);
  const num = `${rng.int(1000000, 2999999)} ${addr.regionName} ${rng.pick(['Inc.', 'Ltd.'])}`;
  const legal = soleProp ? fullName(owners[0]!.person)
    : !us && entity.id === 'ca_corporation' && rng.chance(0.35) ? num : `${base} ${noun}${rng.pick(entity.suffixes)}`;
  const frequency = rng.weighted<Frequency>([['daily', 5], ['weekly', 3], ['biweekly', 1], ['monthly', 1]]);
  const nPayments = frequency === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160, 180, 200, 220, 250])
    : frequency === 'weekly' ? rng.pick([12, 16, 20, 24, 26, 30, 36, 40, 52]) : frequency === 'biweekly' ? rng.pick([6, 8, 10, 12, 13, 20, 26]) : rng.pick([6, 9, 12, 18]);
  const amount = rng.int(10, 300) * 500;
  const sales = rng.int(25, 400) * 1000 + rng.int(0, 999);
  const isoName = person(rng, 0);
  return {
    country: o.country, entity, soleProp, legal, dbaName: soleProp || rng.chance(0.5) ? `${rng.pick(P.NAME_BASES)} ${noun}` : `${base} ${noun}`,
    industryText, industry: industryId(industryText), ein: us && !(soleProp && rng.chance(0.6)) ? einDigits(rng) : '', bn: us ? '' : luhn9(rng, rng.int(1, 8)),
    address: addr, incRegion: rng.chance(0.35) ? rng.pick(us ? ['DE', 'NV', 'WY'] : ['ON', 'BC', 'Canada (CBCA)']) : addr.region,
    phone: phone10(rng), fax: phone10(rng), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.example`,
    website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.example`,
    start: isoDate(rng, 1996, 2023), amount, payment: Math.round((amount * rng.float(1.25, 1.45) / nPayments) * 100) / 100, nPayments, frequency, owners,
    isoRep: { name: `${isoName.first} ${isoName.last}`, shop: rng.pick(P.ISO_SHOPS), phone: phone10(rng), email: `${isoName.first.toLowerCase()}@iso.example` },
    landlord: { name: rng.pick(P.LANDLORDS), phone: phone10(rng), rent: rng.int(12, 140) * 100 },
    refs: [0, 1].map(() => { const c = person(rng, 0); return { name: `${rng.pick(P.NAME_BASES)} Supply`, contact: `${c.first} ${c.last}`, phone: phone10(rng) }; }),
    funders: Array.from({ length: rng.int(0, 2) }, () => ({ name: rng.pick(P.FUNDERS), balance: rng.int(4, 90) * 500, payment: rng.int(90, 900),
      frequency: rng.pick<Frequency>(['daily', 'weekly']) })),
    bank: { name: rng.pick(us ? P.BANKS : P.CA_BANKS), routing: us ? abaRouting(rng) : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) },
    monthlySales: sales, annualRevenue: sales * 12 + rng.int(0, 50) * 1000, employees: rng.int(1, 60),
  };
}
