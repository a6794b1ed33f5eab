// One fictional merchant, its owners and the people around it (bank, landlord, references, ISO, funders), from a seed.
// Nothing here is printed yet: the layouts choose what to print and how, and record the truth from what they draw.
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS_CA, BANKS_US, CA_CITIES, FIRST_CA, FIRST_US, FUNDERS, INDUSTRIES, LANDLORDS, LAST_CA, LAST_US, LONG_TAIL, MIDDLE,
  PREFIX, STREET_KINDS, STREETS, TRADE_REFS, US_CITIES, USES, type IndustryDef } from './words.ts';

export type Country = 'US' | 'CA';
export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: Ymd; credit: number; home: Address; cell: string;
}
export interface Case {
  country: Country; legal: string; longLegal: boolean; dba: string | null; entity: string; industry: IndustryDef; industryText: string;
  tax: { type: 'EIN' | 'SSN' | 'ITIN' | 'BN'; digits: string }; incRegion: string; address: Address; phone: string; email: string;
  website: string | null; start: Ymd; employees: number; requested: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  payment: number; use: string; monthlySales: number; owners: Owner[];
  bank: { name: string; routing: string; account: string; institution: string; transit: string };
  landlord: { name: string; phone: string; rent: number } | null; refs: { name: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; id: string }; advances: { funder: string; balance: number; payment: number }[];
}

const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(rng: Rng): string {
  let p = rng.int(10, 99);
  while (EIN_BAD.has(p)) p = rng.int(10, 99);
  return String(p) + rng.digits(7);
}
export function ssn(rng: Rng): string {
  let a = rng.int(1, 899);
  if (a === 666) a = 667;
  return String(a).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.pick(['50', '57', '63', '70', '78', '84', '88', '90', '94', '99'])}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
/** 9 digits with a Luhn check digit (SIN, BN). */
export function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  const sum = d.reduce((s, x, i) => s + (i % 2 === 1 ? (x * 2 > 9 ? x * 2 - 9 : x * 2) : x), 0);
  return d.join('') + String((10 - (sum % 10)) % 10);
}
function aba(rng: Rng): string {
  const d = [rng.pick([0, 1, 2, 3]), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9)];
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = d.reduce((a, x, i) => a + x * w[i]!, 0);
  return d.join('') + String((10 - (s % 10)) % 10);
}

export function phone(rng: Rng, country: Country): string {
  const area = country === 'US' ? rng.pick(['614', '813', '704', '602', '720', '610', '973', '914', '713', '615', '404', '775', '503', '860'])
    : rng.pick(['416', '905', '613', '403', '780', '604', '204', '306', '902', '506', '514', '450', '819', '709']);
  return `${area}${rng.int(200, 989)}${rng.digits(4)}`;
}

function address(rng: Rng, country: Country, near?: Address): Address {
  const street = `${rng.int(12, 9870)} ${rng.pick(STREETS)} ${rng.pick(STREET_KINDS)}`;
  if (near && rng.chance(0.7)) return { street, city: near.city, region: near.region, postal: near.postal };
  if (country === 'US') {
    const [city, st, z] = rng.pick(US_CITIES);
    return { street, city, region: st, postal: z + rng.digits(2) };
  }
  const [city, pr, fsa] = rng.pick(CA_CITIES);
  return { street, city, region: pr, postal: `${fsa} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}` };
}

const SHARES: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [51, 49], [60, 40], [75, 25], [80, 20]],
  3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
function titles(entity: string, c: Country): string[] {
  if (entity === 'sole_proprietorship') return ['Owner', 'Sole Proprietor', 'Owner/Operator', 'Proprietor'];
  if (/partnership|llp/.test(entity)) return ['Partner', 'Managing Partner', 'General Partner'];
  if (/llc/.test(entity)) return ['Managing Member', 'Member', 'Owner', 'CEO', 'Manager'];
  return c === 'US' ? ['President', 'CEO', 'Vice President', 'Secretary', 'COO', 'Treasurer', 'Owner'] : ['President', 'Director', 'Secretary-Treasurer', 'CEO', 'Vice-President'];
}

function owner(rng: Rng, c: Country, pct: number, home: Address, ind: IndustryDef, first: boolean, entity: string): Owner {
  const us = c === 'US';
  const taxType = us ? (rng.chance(0.1) ? 'ITIN' : 'SSN') : 'SIN';
  const taxId = taxType === 'SSN' ? ssn(rng) : taxType === 'ITIN' ? itin(rng) : luhn9(rng, rng.int(1, 7));
  return { first: rng.pick(us ? FIRST_US : FIRST_CA), middle: rng.chance(0.45) ? rng.pick(MIDDLE.split('')) : null,
    last: rng.pick(us ? LAST_US : LAST_CA), cred: first && ind.cred && rng.chance(0.7) ? rng.pick(ind.cred) : null,
    title: rng.pick(titles(entity, c)), pct, taxId, taxType,
    dob: { y: rng.int(1956, 1996), m: rng.int(1, 12), d: rng.int(1, 28) }, credit: rng.int(560, 805),
    home: address(rng, c, rng.chance(0.3) ? undefined : home), cell: phone(rng, c) };
}

function entityFor(rng: Rng, c: Country, ind: IndustryDef): string {
  if (c === 'CA') return rng.weighted([['ca_corporation', 6], ['sole_proprietorship', 2], ['general_partnership', 1], ['ca_ulc', 0.6]] as const);
  if (ind.cred && rng.chance(0.5)) return rng.pick(['pllc', 'professional_corporation']);
  return rng.weighted([['llc', 6], ['c_corporation', 2], ['s_corporation', 2], ['sole_proprietorship', 1.5], ['general_partnership', 0.7],
    ['limited_partnership', 0.4], ['llp', 0.3]] as const);
}

const SUFFIX: Record<string, string[]> = { llc: [', LLC', ' LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Inc.', ' Corp.', ' Corporation'],
  s_corporation: [', Inc.', ' Inc.', ' Corp.'], limited_partnership: [', LP', ' L.P.'], llp: [' LLP'], pllc: [', PLLC', ' PLLC'],
  professional_corporation: [', P.C.', ' PC'], ca_corporation: [' Inc.', ' Ltd.', ' Corporation', ' Limited'], ca_ulc: [' ULC'],
  general_partnership: [' Partners', ''] };

export function makeCase(rng: Rng, country: Country): Case {
  const us = country === 'US';
  const ind = rng.pick(INDUSTRIES);
  const entity = entityFor(rng, country, ind);
  const address0 = address(rng, country);
  const address1 = entity === 'ca_ulc' ? { ...address0, ...(() => { const [city, pr, f] = rng.pick(CA_CITIES.filter((x) => ['AB', 'BC', 'NS'].includes(x[1])));
    return { city, region: pr, postal: `${f} ${rng.int(1, 9)}K${rng.int(0, 9)}` }; })() } : address0;
  const nOwners = entity === 'sole_proprietorship' ? 1 : entity === 'general_partnership' ? rng.int(2, 3) : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const owners = rng.pick(SHARES[nOwners]!).map((p, i) => owner(rng, country, p, address1, ind, i === 0, entity));
  const name = `${rng.pick(PREFIX)} ${rng.pick(ind.nouns)}`;
  const longLegal = rng.chance(0.4);
  const base = longLegal ? `${rng.pick(PREFIX)} ${rng.pick(ind.long)} ${rng.pick(LONG_TAIL)}` : name;
  const o0 = owners[0]!;
  let legal: string;
  if (entity === 'sole_proprietorship') legal = `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}`;
  else if (entity === 'general_partnership' && rng.chance(0.5)) legal = `${o0.last} & ${owners[1]!.last}`;
  else if (!us && entity === 'ca_corporation' && rng.chance(0.35)) {
    legal = address1.region === 'QC' ? `${rng.int(1100, 9899)}-${rng.int(1000, 9999)} Québec inc.` : `${rng.int(1000000, 2899999)} ${({ ON: 'Ontario', AB: 'Alberta', BC: 'B.C.' } as Record<string, string>)[address1.region] ?? 'Canada'} Inc.`;
  } else legal = base + rng.pick(SUFFIX[entity]!);
  const numbered = /^\d/.test(legal);
  const dba = numbered || entity === 'sole_proprietorship' ? name : rng.chance(0.55) ? (longLegal ? name : `${rng.pick(PREFIX)} ${rng.pick(ind.nouns)}`) : null;
  const tax = us ? (entity === 'sole_proprietorship' && rng.chance(0.6) ? { type: o0.taxType as 'SSN' | 'ITIN', digits: o0.taxId } : { type: 'EIN' as const, digits: ein(rng) })
    : { type: 'BN' as const, digits: luhn9(rng, rng.int(7, 8)) };
  const incRegion = us ? rng.weighted([[address1.region, 4], ['DE', 3], ['WY', 1], ['NV', 1]] as const)
    : rng.weighted([[address1.region, 4], ['CBCA', 2], ['ON', 1]] as const);
  const start = { y: rng.int(2001, 2023), m: rng.int(1, 12), d: rng.int(1, 28) };
  const requested = rng.pick([2500, 5000, 5000, 10000])! * rng.int(5, 60);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 0.6]] as const);
  const nPayments = { daily: rng.pick([60, 100, 120, 160, 180]), weekly: rng.pick([16, 26, 32, 40, 52]), biweekly: rng.pick([13, 18, 26]), monthly: rng.pick([6, 9, 12]) }[freq];
  const payment = Math.round((requested * rng.float(1.22, 1.45) * 100) / nPayments) / 100;
  const [bankName, inst] = us ? [rng.pick(BANKS_US), ''] : rng.pick(BANKS_CA);
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
  const refs = rng.shuffle([...TRADE_REFS]).slice(0, 2).map((n) => ({ name: n, phone: phone(rng, country) }));
  return {
    country, legal, longLegal, dba, entity, industry: ind, industryText: rng.pick(ind.texts), tax, incRegion, address: address1,
    phone: phone(rng, country), email: `${rng.pick(['info', 'office', o0.first.toLowerCase().replace(/[^a-z]/g, ''), 'accounts'])}@${slug}.${us ? 'com' : 'ca'}`,
    website: rng.chance(0.5) ? `www.${slug}.${us ? 'com' : 'ca'}` : null, start, employees: rng.int(2, 45), requested, nPayments, freq, payment,
    use: rng.pick(USES), monthlySales: Math.round(requested * rng.float(0.8, 2.2) / 100) * 100, owners,
    bank: { name: bankName, routing: aba(rng), account: rng.digits(rng.int(9, 12)), institution: inst, transit: rng.digits(5) },
    landlord: rng.chance(0.7) ? { name: rng.pick(LANDLORDS), phone: phone(rng, country), rent: rng.int(18, 95) * 100 } : null, refs,
    iso: { company: rng.pick(['Apex Funding Advisors', 'Liberty Lane Capital', 'True North Brokerage', 'Clearpath Merchant Group']),
      rep: `${rng.pick(us ? FIRST_US : FIRST_CA)} ${rng.pick(us ? LAST_US : LAST_CA)}`, phone: phone(rng, country), id: `ISO-${rng.digits(5)}` },
    advances: rng.shuffle([...FUNDERS]).slice(0, rng.weighted([[0, 3], [1, 4], [2, 2]] as const))
      .map((f) => ({ funder: f, balance: rng.int(40, 900) * 100, payment: rng.int(90, 1400) })),
  };
}
