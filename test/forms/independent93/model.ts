// One fictional merchant and its request, owners and the decoys around them, drawn from a seed. Nothing here decides
// what a layout prints; the layouts choose, and the truth follows what they print.
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, BIZ_WORDS, CA_BANKS, CA_CITIES, CREDENTIALS, FIRST, FUNDERS, LAST, MIDDLE, REF_COMPANIES, STREETS, TRADES, US_CITIES,
  type Trade } from './names.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Address { street: string; city: string; code: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; ownership: number;
  taxId: string; taxIdType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; creditScore: number | null;
  home: Address; cell: string; email: string;
}
export interface Business {
  country: Country; legal: string; dba: string | null; entity: string; trade: Trade; taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  addr: Address; incState: string; start: string; phone: string; email: string; website: string | null; employees: number;
  monthlySales: number; rent: boolean;
}
export interface Request { amount: number; payment: number | null; count: number | null; freq: Freq | null; use: string }
export interface Decoys {
  isoName: string; isoNumber: string; repName: string; repPhone: string; landlord: string; landlordPhone: string; rentAmount: number;
  refs: { name: string; phone: string }[]; funders: { name: string; balance: number; payment: number }[];
  bank: string; routing: string; account: string;
}
export interface Merchant { biz: Business; req: Request; owners: Owner[]; decoys: Decoys }

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export const randomDate = (rng: Rng, y0: number, y1: number) => iso(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));
export const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;

function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(rng: Rng): string {
  let p = rng.int(10, 98);
  while (EIN_BAD.has(p)) p = rng.int(10, 98);
  return String(p) + rng.digits(7);
}
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  while (area === 666) area = rng.int(1, 899);
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
const itin = (rng: Rng) => `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
const sin = (rng: Rng) => luhnComplete(String(rng.int(1, 7)) + rng.digits(7));
const bn = (rng: Rng) => luhnComplete(String(rng.int(7, 8)) + rng.digits(7));

function address(rng: Rng, country: Country, near?: Address): Address {
  const c = near && rng.chance(0.7) ? (country === 'US' ? US_CITIES : CA_CITIES).find((x) => x.code === near.code)! : rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? c.zip + rng.digits(2) : `${c.zip} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(0, 9)}`;
  const suite = rng.chance(0.25) ? `, Suite ${rng.int(100, 450)}` : '';
  return { street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}${suite}`, city: c.city, code: c.code, zip };
}

const US_ENTITIES: readonly (readonly [string, number])[] = [['llc', 40], ['c_corporation', 20], ['s_corporation', 12],
  ['sole_proprietorship', 10], ['general_partnership', 6], ['limited_partnership', 4], ['pllc', 4], ['llp', 4]];
const CA_ENTITIES: readonly (readonly [string, number])[] = [['ca_corporation', 70], ['sole_proprietorship', 18], ['general_partnership', 12]];

function legalName(rng: Rng, entity: string, base: string, owner: Owner): string {
  switch (entity) {
    case 'llc': return `${base}${rng.pick([' LLC', ', LLC', ', L.L.C.'])}`;
    case 'pllc': return `${base} PLLC`;
    case 'c_corporation': case 's_corporation': return `${base}${rng.pick([', Inc.', ' Inc', ' Corp.', ' Corporation'])}`;
    case 'ca_corporation': return rng.chance(0.25) ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.'])} Ltd.` : `${base}${rng.pick([' Inc.', ' Ltd.', ' Limited'])}`;
    case 'general_partnership': return `${base} Partners`;
    case 'limited_partnership': return `${base} Holdings, LP`;
    case 'llp': return `${base} Group LLP`;
    default: return `${owner.first} ${owner.last}`;
  }
}

const TITLES: Record<string, readonly string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'], c_corporation: ['President', 'CEO', 'Vice President', 'Secretary'],
  s_corporation: ['President', 'Owner', 'Treasurer'], ca_corporation: ['President', 'Director', 'Owner'], general_partnership: ['Partner', 'Managing Partner'],
  limited_partnership: ['General Partner', 'Partner'], llp: ['Partner', 'Managing Partner'], sole_proprietorship: ['Owner', 'Sole Owner', 'Proprietor'],
};

function owner(rng: Rng, country: Country, entity: string, trade: string, share: number, bizAddr: Address): Owner {
  const first = rng.pick(FIRST);
  const cred = CREDENTIALS[entity === 'pllc' ? 'pllc' : trade];
  const taxIdType = country === 'CA' ? 'SIN' : rng.chance(0.1) ? 'ITIN' : 'SSN';
  return {
    first, middle: rng.chance(0.35) ? rng.pick(MIDDLE) : null, last: rng.pick(LAST), credential: cred && rng.chance(0.5) ? cred : null,
    title: rng.pick(TITLES[entity]!), ownership: share, taxId: taxIdType === 'SIN' ? sin(rng) : taxIdType === 'ITIN' ? itin(rng) : ssn(rng), taxIdType,
    masked: rng.chance(0.25), dob: randomDate(rng, 1952, 1997), creditScore: rng.chance(0.5) ? rng.int(540, 815) : null,
    home: address(rng, country, bizAddr), cell: phone(rng), email: `${first.toLowerCase()}.${rng.int(10, 99)}@mailbox.example`,
  };
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([51, 75, 80, 90])];
  if (n === 2) { const a = rng.pick([50, 51, 60, 65, 70, 75, 80]); return [a, 100 - a]; }
  const a = rng.pick([34, 40, 50]); const b = rng.pick([25, 30]); return [a, b, 100 - a - b];
}

const FREQ_COUNTS: Record<Freq, [number, number]> = { daily: [60, 200], weekly: [16, 52], biweekly: [8, 26], monthly: [6, 18] };

export function merchant(rng: Rng, country: Country): Merchant {
  const entity = rng.weighted(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const trade = rng.pick(TRADES);
  const addr = address(rng, country);
  const n = entity === 'sole_proprietorship' ? 1 : rng.weighted([[1, 45], [2, 40], [3, 15]] as const);
  const owners: Owner[] = [];
  for (const s of shares(rng, n)) {
    let o = owner(rng, country, entity, trade.id, entity === 'sole_proprietorship' ? 100 : s, addr);
    for (let k = 0; k < 5 && owners.some((x) => x.last === o.last || x.title === o.title); k++) o = owner(rng, country, entity, trade.id, o.ownership, addr);
    owners.push(o);
  }
  const base = `${rng.pick(BIZ_WORDS)} ${trade.noun}`;
  const legal = legalName(rng, entity, base, owners[0]!);
  const soleSsn = entity === 'sole_proprietorship' && country === 'US' && rng.chance(0.5);
  const taxIdType = country === 'CA' ? 'BN' : soleSsn ? (owners[0]!.taxIdType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const taxId = taxIdType === 'BN' ? `${bn(rng)}${rng.pick(['RC0001', 'RT0001', 'RC0002'])}` : soleSsn ? owners[0]!.taxId : ein(rng);
  if (soleSsn) owners[0]!.masked = false;
  const dba = entity === 'sole_proprietorship' ? base : rng.chance(0.55) ? `${rng.pick(BIZ_WORDS)} ${trade.noun}` : null;
  const incState = rng.chance(0.3) && country === 'US' ? rng.pick(['DE', 'NV', 'WY']) : addr.code;
  const amount = rng.int(8, 160) * (rng.chance(0.5) ? 2500 : 1000);
  const freq = rng.weighted([['daily', 35], ['weekly', 40], ['biweekly', 10], ['monthly', 10], [null, 5]] as const);
  const n0 = freq ? rng.int(...FREQ_COUNTS[freq]) : null;
  const pay0 = freq && n0 ? Math.round((amount * rng.float(1.22, 1.48) * 100) / n0) / 100 : null;
  const count = rng.chance(0.15) ? null : n0;
  const payment = rng.chance(0.2) ? null : pay0;
  const d: Decoys = {
    isoName: `${rng.pick(BIZ_WORDS)} Funding Partners`, isoNumber: `ISO-${rng.digits(5)}`, repName: `${rng.pick(FIRST)} ${rng.pick(LAST.filter((l) => !owners.some((o) => o.last === l)))}`,
    repPhone: phone(rng), landlord: `${rng.pick(BIZ_WORDS)} Properties`, landlordPhone: phone(rng), rentAmount: rng.int(18, 120) * 100,
    refs: [0, 1].map(() => ({ name: rng.pick(REF_COMPANIES), phone: phone(rng) })),
    funders: Array.from({ length: rng.weighted([[0, 40], [1, 40], [2, 20]] as const) }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(40, 900) * 100, payment: rng.int(90, 2400) })),
    bank: rng.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${rng.int(1, 9)}${rng.digits(7)}` : `0${rng.digits(4)}-${rng.digits(3)}`,
    account: rng.digits(rng.int(8, 12)),
  };
  return {
    biz: { country, legal, dba, entity, trade, taxId, taxIdType, addr, incState, start: randomDate(rng, 1999, 2023), phone: phone(rng),
      email: `office@${base.toLowerCase().replace(/[^a-z]+/g, '')}.example`, website: rng.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]+/g, '')}.example` : null,
      employees: rng.int(1, 45), monthlySales: rng.int(20, 400) * 500, rent: rng.chance(0.7) },
    req: { amount, payment, count, freq, use: rng.pick(['Working capital', 'Equipment purchase', 'Inventory', 'Expansion', 'Payroll', 'Renovation']) },
    owners, decoys: d,
  };
}
