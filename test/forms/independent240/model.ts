// The merchant of one form: the applicant business, its owners, and the other parties the theme prints beside it
// (franchisor, other locations, parent company, landlord / management company, bank, funders, ISO rep).
import type { Rng } from '../../statements/generator/prng.ts';
import {
  BANKS, BRANDS, CA_BANKS, CREDENTIALS, ENTITIES, FUNDERS, HOLDCO_WORDS, MGMT, REPS, bn, caPlace, ein, itin, personName, randomDate,
  sin, ssn, usPlace, type Brand, type Place,
} from './data.ts';

export interface Owner {
  first: string; middle: string; last: string; cred: string; role: string; ownership: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; home: Place; credit: number | null; phone: string;
}
export interface Site { kind: string; place: Place; main: boolean; phone: string }
export interface Merchant {
  country: 'US' | 'CA';
  brand: Brand; kindText: string; industry: string; franchiseId: string; franchisorPlace: Place; franchiseDate: string;
  legal: string; dba: string; dbaPrinted: string; entityIdx: number; entityId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN'; startDate: string; stateOfInc: string;
  sites: Site[]; phone: string; email: string; website: string;
  requested: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; useOfFunds: string;
  owners: Owner[];
  parent: { name: string; taxId: string; place: Place };
  mgmt: { company: string; contact: string; phone: string; place: Place; rent: number };
  bank: { name: string; routing: string; account: string };
  advances: { funder: string; balance: number; payment: number }[];
  rep: { name: string; phone: string; email: string; isoId: string };
}

const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const ROLES_MULTI = ['President', 'CEO', 'Managing Member', 'Partner', 'Vice President', 'COO', 'Member', 'Secretary'];

function owners(rng: Rng, n: number, country: 'US' | 'CA', soleProp: boolean, homeState: () => Place): Owner[] {
  const shares = n === 1 ? [rng.pick([100, 100, 85, 75, 51])] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]])
    : rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
  if (soleProp) shares[0] = 100;
  return shares.map((ownership, i) => {
    const nm = personName(rng);
    const taxType: Owner['taxType'] = country === 'CA' ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
    return {
      ...nm, cred: rng.chance(0.12) ? rng.pick(CREDENTIALS) : '', ownership,
      role: soleProp ? rng.pick(['Owner', 'Sole Proprietor', 'Owner/Operator']) : i === 0 ? rng.pick(['President', 'CEO', 'Managing Member', 'Owner']) : rng.pick(ROLES_MULTI),
      taxId: taxType === 'SIN' ? sin(rng) : taxType === 'ITIN' ? itin(rng) : ssn(rng), taxType, masked: rng.chance(0.3),
      dob: randomDate(rng, 1956, 1996), home: homeState(), credit: rng.chance(0.5) ? rng.int(560, 810) : null, phone: phone(rng),
    };
  });
}

export function makeMerchant(rng: Rng, country: 'US' | 'CA', opts: { allowSoleProp: boolean }): Merchant {
  const brand = rng.pick(BRANDS);
  const [kindText, industry] = rng.pick(brand.kinds);
  const place = country === 'US' ? (s?: string) => usPlace(rng, s) : (s?: string) => caPlace(rng, s);
  const main = place();
  // Other locations in other states / provinces.
  const others: Site[] = [];
  const nOther = rng.int(1, 3);
  for (let i = 0; i < nOther; i++) {
    let p = place();
    for (let k = 0; k < 4 && p.state === main.state; k++) p = place();
    others.push({ kind: rng.pick(['Branch', 'Store', 'Satellite', 'Warehouse']), place: p, main: false, phone: phone(rng) });
  }
  const mainSite: Site = { kind: 'Main', place: main, main: true, phone: phone(rng) };
  const sites = [...others];
  sites.splice(rng.int(0, others.length), 0, mainSite);
  let entityIdx = rng.weighted([[0, 3], [1, country === 'US' ? 5 : 0], [2, 1], [3, opts.allowSoleProp ? 2 : 0], [4, country === 'US' ? 1 : 0], [5, 0.5]] as const);
  const soleProp = entityIdx === 3;
  const nOwners = soleProp ? 1 : rng.weighted([[1, 2], [2, 3], [3, 2]] as const);
  const own = owners(rng, nOwners, country, soleProp, () => place());
  const e = ENTITIES[entityIdx]!;
  const surname = own[0]!.last.replace(/^(van der|De La|da|St\.|von|Le) /, '').replace(/'/g, '');
  const stem = rng.pick([`${surname} Family`, `${surname} & Co`, rng.pick(HOLDCO_WORDS) + ' ' + rng.pick(['Ventures', 'Enterprises', 'Group', 'Hospitality', 'Partners'])]);
  let legal: string;
  if (soleProp) legal = `${own[0]!.first} ${own[0]!.last}`;
  else if (entityIdx === 2) legal = `${own[0]!.last} & ${own[1]?.last ?? 'Sons'} Partners`;
  else legal = `${stem}${e[3] === 'Inc.' ? rng.pick([', Inc.', ' Inc.', ' Corp.']) : e[3] ? rng.pick([', ', ' ']) + e[3] : ''}`;
  if (entityIdx === 0 && country === 'CA' && rng.chance(0.4)) legal = `${rng.int(1000000, 2999999)} ${main.state === 'ON' ? 'Ontario' : 'Canada'} Inc.`;
  if (entityIdx === 5 && !legal.endsWith('LLP')) entityIdx = 1;
  const dba = rng.chance(0.5) ? `${brand.brand} of ${main.city}` : `${brand.brand} #${rng.int(101, 988)}`;
  const dbaPrinted = soleProp ? dba : rng.weighted([[dba, 6], ['', 1], ['SAME', 1], ['N/A', 1]] as const);
  const taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : soleProp && rng.chance(0.6) ? 'SSN' : 'EIN';
  if (taxType === 'SSN' && own[0]!.taxType === 'ITIN') own[0]!.taxId = ssn(rng);
  if (taxType === 'SSN') { own[0]!.taxType = 'SSN'; own[0]!.masked = false; }
  const taxId = taxType === 'BN' ? `${bn(rng)}RC0001` : taxType === 'SSN' ? own[0]!.taxId : ein(rng);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const requested = rng.pick([25, 35, 40, 50, 60, 75, 80, 100, 120, 150, 175, 200, 250]) * 1000 + rng.pick([0, 0, 0, 500]);
  const nPayments = freq === 'daily' ? rng.pick([120, 140, 160, 180, 200]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((requested * rng.float(1.25, 1.45)) / nPayments * 100) / 100;
  const word = rng.pick(HOLDCO_WORDS);
  return {
    country, brand, kindText, industry, franchiseId: `${rng.alnum(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${rng.digits(4)}`, franchisorPlace: place(),
    franchiseDate: randomDate(rng, 2008, 2021), legal, dba, dbaPrinted, entityIdx, entityId: country === 'CA' ? e[2] : e[1], taxId, taxType,
    startDate: randomDate(rng, 1998, 2022), stateOfInc: country === 'US' ? rng.pick(['DE', 'NV', 'WY', main.state]) : rng.pick(['Federal (CBCA)', 'ON', 'BC']),
    sites, phone: phone(rng), email: `office@${brand.brand.split(' ')[0]!.toLowerCase()}${rng.int(2, 99)}.com`,
    website: `www.${brand.brand.toLowerCase().replace(/[^a-z]/g, '')}.com`, requested, payment, nPayments, freq,
    useOfFunds: rng.pick(['Second location build-out', 'Equipment', 'Inventory', 'Payroll & working capital', 'Remodel required by franchisor', 'Franchise renewal fee']),
    owners: own,
    parent: { name: `${word} ${rng.pick(['Holdings', 'Holding Company', 'Capital Holdings', 'Brands Group'])}${country === 'US' ? rng.pick([', Inc.', ' LLC']) : ' Ltd.'}`,
      taxId: country === 'US' ? ein(rng) : `${bn(rng)} RC0001`, place: place() },
    mgmt: { company: rng.pick(MGMT), contact: `${personName(rng).first} ${personName(rng).last}`, phone: phone(rng), place: place(), rent: rng.int(18, 140) * 100 },
    bank: { name: rng.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${rng.digits(8)}` : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) },
    advances: Array.from({ length: rng.int(0, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(40, 900) * 100, payment: rng.int(90, 900) })),
    rep: { name: rng.pick(REPS), phone: phone(rng), email: `deals${rng.int(1, 99)}@isodesk.com`, isoId: `ISO-${rng.digits(5)}` },
  };
}

/** The main / headquarters site. */
export const mainSite = (m: Merchant): Site => m.sites.find((s) => s.main)!;
