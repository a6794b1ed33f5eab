// One merchant of set 194: the facts every style of a (layout, seed) prints. A layout decides which of them it prints
// and how; the truth is built from what it printed (index.ts), never from this model directly.
import type { Rng } from '../../statements/generator/prng.ts';
import {
  BANKS, CA_BANKS, CA_CITIES, CA_FIRST_NAMES, CA_FUNDERS, CA_JURISDICTIONS, CA_LAST_NAMES, CA_STREETS, CA_TITLES, CREDENTIALS,
  ENTITY_WEIGHTS, FIRST_NAMES, FUNDERS, INCORPORATION_STATES, INDUSTRIES, LAST_NAMES, LEGAL_SUFFIX, NAME_WORDS, STREETS, SUPPLIERS,
  TITLES, US_CITIES, USES,
} from './vocab.ts';
import { ein, itin, luhn9, phone, randomDate, ssn, type PersonName } from './formats.ts';

export type Country = 'US' | 'CA';
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Address { street: string; unit: string; city: string; state: string; zip: string }
export interface PersonalId { digits: string; type: 'SSN' | 'ITIN' | 'SIN' }

export interface Owner {
  name: PersonName;
  title: string;
  pct: number;
  id: PersonalId;
  dob: string;
  credit: number | null;
  home: Address;
  phone: string;
  email: string;
}

export interface Funder { name: string; balance: number; payment: number; freq: Frequency }

export interface Model {
  country: Country;
  /** The business name (for a sole proprietor: the DBA; the legal name is then the owner's name). */
  business: string;
  /** The name without its entity suffix: what a DBA box often holds. */
  base: string;
  entity: string;
  industryText: string;
  industryId: string;
  taxId: { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN'; program: string };
  start: string;
  address: Address;
  mailing: Address;
  phone: string;
  email: string;
  website: string;
  employees: number;
  incorporatedIn: string;
  amount: number;
  payment: number;
  payments: number;
  freq: Frequency;
  use: string;
  monthlySales: number;
  annualRevenue: number;
  rent: number;
  landlord: string;
  landlordPhone: string;
  bank: { name: string; routing: string; account: string; transit: string; institution: string };
  references: { name: string; contact: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; code: string };
  funders: Funder[];
  owners: Owner[];
  signed: string;
}

function person(rng: Rng, country: Country, credential: boolean): PersonName {
  const ca = country === 'CA' && rng.chance(0.75);
  return {
    first: rng.pick(ca ? CA_FIRST_NAMES : FIRST_NAMES),
    middle: rng.chance(0.45) ? rng.pick([...'ABCDEFGHJKLMNPRSTW']) : '',
    last: rng.pick(ca ? CA_LAST_NAMES : LAST_NAMES),
    credential: credential ? rng.pick(CREDENTIALS) : '',
  };
}

export function address(rng: Rng, country: Country, avoidState?: string): Address {
  const street = `${rng.int(12, 9850)} ${rng.pick(country === 'CA' ? CA_STREETS : STREETS)}`;
  const unit = rng.chance(0.35) ? rng.pick(['Suite ', 'Unit ', 'Ste. ', '#']) + rng.int(2, 450) : '';
  if (country === 'CA') {
    let c = rng.pick(CA_CITIES);
    while (c[1] === avoidState) c = rng.pick(CA_CITIES);
    const L = 'ABCEGHJKLMNPRSTVWXYZ';
    const zip = `${c[2]}${rng.int(1, 9)}${rng.alnum(1, L)} ${rng.int(1, 9)}${rng.alnum(1, L)}${rng.int(0, 9)}`;
    return { street, unit, city: c[0], state: c[1], zip };
  }
  let c = rng.pick(US_CITIES);
  while (c[1] === avoidState) c = rng.pick(US_CITIES);
  return { street, unit, city: c[0], state: c[1], zip: c[2] + rng.digits(2) };
}

function roundTo(v: number, step: number): number {
  return Math.max(step, Math.round(v / step) * step);
}

function owners(rng: Rng, country: Country, count: number, soleProp: boolean, medical: boolean, state: string): Owner[] {
  // Shares: a sole owner holds 100; partners split, sometimes leaving a small holder off the form.
  const shares: number[] = [];
  if (count === 1) shares.push(soleProp ? 100 : rng.pick([100, 100, 100, 80, 75, 51]));
  else {
    let left = rng.pick([100, 100, 90, 85]);
    for (let i = 0; i < count - 1; i++) {
      const s = Math.max(20, roundTo(rng.float(left / (count - i) - 10, left / (count - i) + 15), 5));
      shares.push(Math.min(s, left - 20 * (count - 1 - i)));
      left -= shares[i]!;
    }
    shares.push(left);
  }
  return shares.map((pct, i) => {
    const name = person(rng, country, medical && i === 0 && rng.chance(0.6));
    const ca = country === 'CA';
    const itinOwner = !ca && rng.chance(0.12);
    return {
      name,
      title: soleProp ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : rng.pick(ca ? CA_TITLES : TITLES),
      pct,
      id: ca ? { digits: luhn9(rng, [1, 2, 3, 4, 5, 6, 7]), type: 'SIN' } : itinOwner ? { digits: itin(rng), type: 'ITIN' } : { digits: ssn(rng), type: 'SSN' },
      dob: randomDate(rng, 1952, 1996),
      credit: rng.chance(0.7) ? rng.int(540, 812) : null,
      home: address(rng, country, rng.chance(0.7) ? undefined : state),
      phone: phone(rng),
      email: `${name.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${name.last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
    };
  });
}

export function makeModel(rng: Rng, country: Country, maxOwners: number): Model {
  const entity = rng.weighted(ENTITY_WEIGHTS[country]);
  const soleProp = entity === 'sole_proprietorship';
  const [industryText, industryId, nouns] = rng.pick(INDUSTRIES);
  const numbered = country === 'CA' && entity === 'ca_corporation' && rng.chance(0.2);
  const word = rng.pick(NAME_WORDS);
  const base = `${word} ${rng.pick(nouns)}`;
  const suffix = rng.pick(LEGAL_SUFFIX[entity] ?? ['']);
  const business = soleProp ? base : numbered ? `${rng.int(1000000, 2799999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.', 'Québec'])} Inc.` : base + suffix;
  const addr = address(rng, country);
  const count = soleProp ? 1 : rng.int(1, maxOwners);
  const own = owners(rng, country, count, soleProp, ['dental_practice', 'medical_practice', 'veterinary', 'professional_services'].includes(industryId), addr.state);
  const ca = country === 'CA';
  // A sole proprietor without an EIN writes the owner's SSN (or ITIN); in Canada the SIN unless a BN was registered.
  let taxId: Model['taxId'];
  if (ca) taxId = soleProp && rng.chance(0.5) ? { digits: own[0]!.id.digits, type: 'SIN', program: '' }
    : { digits: luhn9(rng, [1, 7, 8, 8, 7]), type: 'BN', program: rng.chance(0.75) ? `${rng.pick(['RC', 'RT', 'RP'])}000${rng.int(1, 2)}` : '' };
  else if (soleProp && rng.chance(0.6)) taxId = { digits: own[0]!.id.digits, type: own[0]!.id.type as 'SSN' | 'ITIN', program: '' };
  else taxId = { digits: ein(rng), type: 'EIN', program: '' };
  const freq = rng.weighted<Frequency>([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
  const payments = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160, 180, 220]) : freq === 'weekly' ? rng.pick([16, 20, 26, 32, 40, 52])
    : freq === 'biweekly' ? rng.pick([8, 12, 13, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const amount = roundTo(Math.exp(rng.float(Math.log(8000), Math.log(450000))), rng.pick([500, 1000, 2500, 5000]));
  const payment = Math.round((amount * rng.float(1.22, 1.45)) / payments * 100) / 100;
  const monthlySales = roundTo(amount * rng.float(0.7, 2.6), 100) + rng.int(1, 99);
  const nameBank = rng.pick(ca ? CA_BANKS : BANKS);
  const incorporatedIn = soleProp ? '' : ca ? rng.pick(CA_JURISDICTIONS.filter((j) => j !== addr.state)) : rng.pick(INCORPORATION_STATES.filter((s) => s !== addr.state));
  const funders: Funder[] = [];
  for (let i = rng.weighted([[0, 3], [1, 4], [2, 2]]); i > 0; i--) {
    funders.push({ name: rng.pick(ca ? CA_FUNDERS : FUNDERS), balance: roundTo(rng.float(3000, 90000), 1) + 0.37 * rng.int(0, 2),
      payment: Math.round(rng.float(89, 1900) * 100) / 100, freq: rng.pick(['daily', 'weekly'] as const) });
  }
  const isoRep = person(rng, country, false);
  return {
    country, business, base, entity, industryText, industryId, taxId,
    start: randomDate(rng, 2001, 2023),
    address: addr,
    mailing: rng.chance(0.5) ? address(rng, country, addr.state) : { ...addr, street: `${country === 'CA' ? 'PO Box' : rng.pick(['PO Box', 'P.O. Box'])} ${rng.int(100, 9999)}`, unit: '' },
    phone: phone(rng), email: `${rng.pick(['info', 'office', 'accounts', 'admin', 'contact'])}@${word.toLowerCase().replace(/[^a-z]/g, '')}${rng.pick(['.com', 'co.com', '.net', 'inc.com'])}`,
    website: rng.chance(0.6) ? `www.${word.toLowerCase().replace(/[^a-z]/g, '')}${rng.pick(['.com', 'online.com', ca ? '.ca' : '.net'])}` : '',
    employees: rng.int(1, 85),
    incorporatedIn,
    amount, payment, payments, freq,
    use: rng.pick(USES),
    monthlySales,
    annualRevenue: Math.round(monthlySales * rng.float(10.5, 13)),
    rent: roundTo(rng.float(900, 7500), 50),
    landlord: rng.chance(0.5) ? `${rng.pick(NAME_WORDS)} Property Management` : `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    landlordPhone: phone(rng),
    bank: { name: nameBank, routing: `0${rng.int(11, 99)}${rng.digits(6)}`, account: rng.digits(rng.int(9, 12)), transit: rng.digits(5),
      institution: rng.pick(['001', '002', '003', '004', '006', '010', '815']) },
    references: rng.shuffle([...SUPPLIERS]).slice(0, 3).map((name) => ({ name, contact: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`, phone: phone(rng) })),
    iso: { company: rng.pick(['Brightpath Funding Advisors', 'Main Street Capital Brokers', 'Prime Source ISO', 'BlueLine Business Funding']),
      rep: `${isoRep.first} ${isoRep.last}`, phone: phone(rng), code: `ISO-${rng.alnum(4)}` },
    funders,
    owners: own,
    signed: randomDate(rng, 2025, 2025),
  };
}
