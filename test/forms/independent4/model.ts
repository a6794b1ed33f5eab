// One fictional merchant of the fourth independent set: what a layout may print, with the values the truth takes
// from each printed piece. The layouts decide what is printed and how; this file only invents coherent facts.
import { Rng } from '../../statements/generator/prng.ts';
import { BANKS, CA_BANKS, CA_CITIES, CA_TITLES, CREDENTIALS, FIRST_NAMES, FUNDERS, INC_STATES, INDUSTRIES, LAST_NAMES, MIDDLE,
  NAME_TAILS, NAME_WORDS, REF_COMPANIES, STREETS, SUFFIXES, US_CITIES, US_TITLES, type City, type Industry } from './pools.ts';

export type Country = 'US' | 'CA';
/** The entity kinds a form may offer, each with its reference id per country. */
export type EntityKind = 'corporation' | 'scorp' | 'llc' | 'partnership' | 'soleprop' | 'lp' | 'llp';
export const ENTITY_ID: Record<EntityKind, { US: string; CA: string }> = {
  corporation: { US: 'c_corporation', CA: 'ca_corporation' }, scorp: { US: 's_corporation', CA: 's_corporation' },
  llc: { US: 'llc', CA: 'llc' }, partnership: { US: 'general_partnership', CA: 'general_partnership' },
  soleprop: { US: 'sole_proprietorship', CA: 'sole_proprietorship' }, lp: { US: 'limited_partnership', CA: 'limited_partnership' },
  llp: { US: 'llp', CA: 'llp' },
};

export interface Address { street: string; city: string; region: string; postal: string }
export interface Person { first: string; middle: string | null; last: string; suffix: string | null; credential: string | null }
export interface Owner extends Person {
  title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: Date; home: Address;
  score: number; email: string; cell: string;
}
export interface Funder { name: string; balance: number; payment: number }
export interface Merchant {
  country: Country; entity: EntityKind; legalName: string; dba: string | null; industry: Industry;
  taxId: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; start: Date; address: Address; incState: string;
  phone: string; email: string; website: string; employees: number; monthlySales: number; owners: Owner[];
  amount: number; payment: number; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; useOfFunds: string;
  own: boolean; landlord: Person & { phone: string }; bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[]; rep: Person & { phone: string; email: string }; funders: Funder[];
}

const EIN_PREFIXES = ['20', '22', '26', '27', '33', '36', '45', '46', '47', '54', '61', '75', '81', '84', '86', '88', '91', '93'];

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function person(rng: Rng, extras = true): Person {
  return { first: rng.pick(FIRST_NAMES), middle: extras && rng.chance(0.35) ? rng.pick([...MIDDLE]) : null, last: rng.pick(LAST_NAMES),
    suffix: extras && rng.chance(0.1) ? rng.pick(SUFFIXES) : null, credential: extras && rng.chance(0.1) ? rng.pick(CREDENTIALS) : null };
}

function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${rng.digits(2)}-${rng.int(70, 88)}-${rng.int(1000, 9999)}`;
  return `${String(rng.int(1, 665)).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
function sin(rng: Rng): string {
  const body = `${rng.int(1, 7)}${rng.digits(7)}`;
  const d = body + luhnDigit(body);
  return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
}
function address(rng: Rng, city: City, country: Country): Address {
  const postal = country === 'US' ? `${city.zip}${rng.digits(2)}`
    : `${city.zip} ${rng.int(1, 9)}${rng.pick([...'ABCEGHJKLMNPRSTVWXYZ'])}${rng.int(1, 9)}`;
  return { street: `${rng.int(12, 9850)} ${rng.pick(STREETS)}`, city: city.city, region: city.region, postal };
}
function dateBetween(rng: Rng, y0: number, y1: number): Date {
  return new Date(Date.UTC(rng.int(y0, y1), rng.int(0, 11), rng.int(1, 28)));
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 35, 25], [50, 25, 25], [34, 33, 33]] };

function owner(rng: Rng, country: Country, pct: number, cities: readonly City[]): Owner {
  const p = person(rng);
  const itin = country === 'US' && rng.chance(0.1);
  return { ...p, title: rng.pick(country === 'US' ? US_TITLES : CA_TITLES), pct, taxId: country === 'US' ? ssn(rng, itin) : sin(rng),
    taxType: country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: rng.chance(0.3), dob: dateBetween(rng, 1952, 1994),
    home: address(rng, rng.pick(cities), country), score: rng.int(560, 805), email: `${p.first.toLowerCase()}${rng.int(1, 99)}@mailbox.example`,
    cell: phone(rng) };
}

function legalName(rng: Rng, entity: EntityKind, country: Country, first: Owner): string {
  const base = `${rng.pick(NAME_WORDS)} ${rng.pick(NAME_TAILS)}`;
  if (entity === 'soleprop') return `${first.first} ${first.last}`;
  if (country === 'CA' && entity === 'partnership') return `${base} Partnership`;
  if (country === 'CA') return rng.chance(0.3) ? `${rng.int(1000000, 2799999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.'])} Ltd.` : `${base} ${rng.pick(['Ltd.', 'Inc.', 'Corp.'])}`;
  const tail = { corporation: rng.pick([', Inc.', ' Corp.', ' Inc']), scorp: ', Inc.', llc: rng.pick([' LLC', ', LLC', ' L.L.C.']),
    partnership: ' Partners', lp: ', LP', llp: ' LLP', soleprop: '' }[entity];
  return base + tail;
}

/** A merchant; `soleProp` forces a US sole proprietor without an EIN (the owner's SSN or ITIN as the tax id). */
export function makeMerchant(rng: Rng, country: Country, opts: { soleProp?: boolean; owners?: number; entities?: readonly EntityKind[] } = {}): Merchant {
  const cities = country === 'US' ? US_CITIES : CA_CITIES;
  const entity: EntityKind = opts.soleProp ? 'soleprop' : country === 'CA' ? rng.pick(['corporation', 'corporation', 'partnership'] as const)
    : rng.pick(opts.entities ?? ['llc', 'llc', 'corporation', 'scorp', 'partnership', 'llp', 'lp'] as const);
  const several = entity === 'partnership' || entity === 'lp' || entity === 'llp';
  const n = entity === 'soleprop' ? 1 : opts.owners ?? (several ? rng.int(2, 3) : rng.weighted([[1, 3], [2, 4], [3, 2]] as const));
  const owners = rng.pick(SPLITS[n]!).map((pct) => owner(rng, country, pct, cities));
  if (entity === 'soleprop') owners[0] = { ...owners[0]!, title: 'Owner', suffix: null, credential: null, middle: null };
  const legal = legalName(rng, entity, country, owners[0]!);
  const city = rng.pick(cities);
  const tax = entity === 'soleprop' ? { taxId: owners[0]!.taxId, taxType: owners[0]!.taxType as 'SSN' | 'ITIN' }
    : country === 'US' ? { taxId: `${rng.pick(EIN_PREFIXES)}-${rng.digits(7)}`, taxType: 'EIN' as const }
      : (() => { const b = `${rng.int(1, 8)}${rng.digits(7)}`; return { taxId: `${b}${luhnDigit(b)} RC0001`, taxType: 'BN' as const }; })();
  if (entity === 'soleprop') owners[0] = { ...owners[0]!, masked: false };
  const amount = rng.pick([15000, 25000, 35000, 40000, 50000, 65000, 75000, 80000, 100000, 125000, 150000, 200000, 250000]);
  const frequency = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = { daily: rng.pick([100, 120, 140, 160]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 18, 26]), monthly: rng.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * rng.float(1.25, 1.45) / nPayments) * 100) / 100;
  const region = city.region;
  const incState = country === 'US' ? rng.pick(INC_STATES.filter((s) => s !== region)) : region;
  // The landlord and the rep must not share a name with an owner: a decoy never equals a truth value.
  const stranger = (): Person => { let p = person(rng, false); while (owners.some((o) => o.last === p.last)) p = person(rng, false); return p; };
  const word = legal.split(/[ ,]/)[0]!.toLowerCase();
  return {
    country, entity, legalName: legal, dba: rng.chance(0.7) ? `${rng.pick(NAME_WORDS)} ${rng.pick(['Cafe', 'Auto', 'Cleaners', 'Pro', 'Express', 'Studio', 'Market'])}` : null,
    industry: rng.pick(INDUSTRIES), taxId: tax.taxId, taxDigits: tax.taxId.replace(/[^0-9A-Z]/g, ''), taxType: tax.taxType,
    start: dateBetween(rng, 1999, 2022), address: address(rng, city, country), incState, phone: phone(rng), email: `office@${word}biz.example`,
    website: `www.${word}${rng.int(1, 9)}.example`, employees: rng.int(2, 45), monthlySales: rng.int(18, 240) * 1000 + rng.int(0, 999),
    owners, amount, payment, nPayments, frequency, useOfFunds: rng.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital', 'Marketing']),
    own: rng.chance(0.3), landlord: { ...stranger(), phone: phone(rng) },
    bank: { name: rng.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${rng.digits(8)}` : `${rng.digits(3)}-${rng.digits(5)}`, account: rng.digits(rng.int(8, 12)) },
    refs: rng.shuffle([...REF_COMPANIES]).slice(0, 2).map((name) => ({ name, phone: phone(rng) })),
    rep: { ...stranger(), phone: phone(rng), email: `deals${rng.int(10, 99)}@broker.example` },
    funders: Array.from({ length: rng.int(0, 2) }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(3000, 90000) + 0.37, payment: rng.int(150, 1900) + 0.5 })),
  };
}
