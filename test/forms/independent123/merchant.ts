// One fictional merchant for set 123: the business, its owners and the people and numbers around it that are not
// applicants (landlord, bank, accountant, referrer, funders of open advances, trade references, the ISO's rep).
// The layouts decide what of it they print; the truth is recorded from what they print (sheet.ts).
import type { Rng } from '../../statements/generator/prng.ts';
import * as F from './formats.ts';
import * as N from './names.ts';
import { TRADES, type Trade } from './industries.ts';

export type Country = 'US' | 'CA';
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Address { street: string; city: string; region: string; postal: string; area: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; home: Address; fico: number; email: string; cell: string;
}
export interface Person { name: string; phone: string }
export interface Advance { funder: string; balance: number; payment: number; freq: Frequency }
export interface Merchant {
  country: Country; legal: string; dba: string | null; entityId: string; entityText: string; trade: Trade;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null;
  address: Address; incorporation: string; phone: string; email: string; website: string | null; start: string;
  employees: number; rents: boolean; monthlySales: number; amount: number; use: string;
  payment: number; nPayments: number; frequency: Frequency; owners: Owner[];
  landlord: Person; bank: { name: string; routing: string; account: string }; accountant: Person; referrer: Person;
  advances: Advance[]; refs: Person[]; rep: { name: string };
}

const US_ENTITIES: [string, string[], string[], number][] = [
  ['llc', ['LLC', 'LLC', 'Limited Liability Company', 'L.L.C.'], [' LLC', ', LLC', ' L.L.C.'], 40],
  ['c_corporation', ['Corporation', 'C-Corp', 'Corp', 'Inc.'], [' Inc.', ', Inc.', ' Corp.', ' Corporation'], 18],
  ['s_corporation', ['S Corp', 'S-Corp', 'S Corporation'], [' Inc.', ', Inc.', ' Corp.'], 14],
  ['sole_proprietorship', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], [''], 12],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', '', ' Group'], 6],
  ['pllc', ['PLLC'], [' PLLC'], 4], ['llp', ['LLP'], [' LLP'], 3], ['limited_partnership', ['LP', 'Limited Partnership'], [' LP', ', L.P.'], 3],
];
const CA_ENTITIES: [string, string[], string[], number][] = [
  ['ca_corporation', ['Corporation', 'Inc.', 'Ltd.', 'Incorporated', 'Corp.'], [' Inc.', ' Ltd.', ' Limited', ' Corp.'], 72],
  ['sole_proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], [''], 15],
  ['general_partnership', ['Partnership'], [' Partners', '', ' Group'], 8], ['ca_ulc', ['ULC'], [' ULC'], 5],
];
/** Titles by kind of entity: the first owner's from the first four. */
const TITLES: Record<string, string[]> = {
  llc: ['Managing Member', 'Owner', 'CEO', 'Member', 'Member', 'Co-Owner', 'Operations Manager'],
  corp: ['President', 'CEO', 'Owner', 'President/CEO', 'Vice President', 'Secretary/Treasurer', 'COO', 'Director'],
  partnership: ['Managing Partner', 'General Partner', 'Partner', 'Partner', 'Partner'],
  ca: ['President', 'Owner', 'Director', 'CEO', 'Secretary', 'Vice-President', 'Director'],
};
function titlesFor(entityId: string, country: Country): string[] {
  if (/partnership|llp/.test(entityId)) return TITLES.partnership!;
  if (country === 'CA') return TITLES.ca!;
  return /llc/.test(entityId) ? TITLES.llc! : TITLES.corp!;
}
const SHARES: number[][] = [[100], [50, 50], [60, 40], [51, 49], [75, 25], [40, 35, 25], [34, 33, 33], [50, 25, 25], [25, 25, 25, 25],
  [40, 20, 20, 20], [30, 30, 20, 20]];

function isoDate(y: number, r: Rng): string {
  return `${y}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}

function place(country: Country, r: Rng, near?: string): Address {
  const pool = country === 'US' ? N.US_CITIES : N.CA_CITIES;
  const nb = near ? (country === 'US' ? N.NEIGHBOURS : N.CA_NEIGHBOURS)[near] : undefined;
  const c = nb ? r.pick(nb) : r.pick(pool);
  const street = `${r.int(12, 9870)} ${r.pick(country === 'US' ? N.STREETS : c.region === 'QC' ? N.QC_STREETS : N.CA_STREETS)}${r.chance(0.2) ? `, ${r.pick(['Suite', 'Unit'])} ${r.int(1, 40) * 10 + r.int(0, 4)}` : ''}`;
  return { street, city: c.city, region: c.region, postal: c.postal, area: c.area };
}

const phone = (area: string, r: Rng): string => F.formatPhone(area, `555${String(r.int(100, 199)).padStart(4, '0')}`, r);

function owner(country: Country, r: Rng, pct: number, home: Address, title: string, taken: Set<string>): Owner {
  const fresh = (pool: string[]): string => { let v = r.pick(pool); for (let k = 0; k < 8 && taken.has(v); k++) v = r.pick(pool); taken.add(v); return v; };
  const first = fresh(country === 'US' ? N.FIRST_NAMES : N.CA_FIRST_NAMES);
  const last = fresh(country === 'US' ? N.LAST_NAMES : N.CA_LAST_NAMES);
  const taxType = country === 'CA' ? 'SIN' : r.chance(0.1) ? 'ITIN' : 'SSN';
  const taxId = taxType === 'SIN' ? F.sin(r) : taxType === 'ITIN' ? F.itin(r) : F.ssn(r);
  return { first, middle: r.chance(0.3) ? r.pick(N.MIDDLE_INITIALS) : null, last, cred: null, title, pct, taxId, taxType,
    dob: isoDate(r.int(1952, 1998), r), home, fico: r.int(540, 790),
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
    cell: phone(home.area, r) };
}

export function makeMerchant(country: Country, rng: Rng): Merchant {
  const r = rng.fork('merchant');
  const trade = r.pick(TRADES);
  const [entityId, texts, suffixes] = r.weighted((country === 'US' ? US_ENTITIES : CA_ENTITIES).map((e) => [e, e[3]] as const));
  const address = place(country, r);
  const ulcOk = ['AB', 'BC', 'NS'].includes(address.region);
  const eId = entityId === 'ca_ulc' && !ulcOk ? 'ca_corporation' : entityId;
  const sole = eId === 'sole_proprietorship';
  const shares = sole ? [100] : r.pick(SHARES.filter((s) => eId !== 'general_partnership' || s.length > 1));
  const titles = titlesFor(eId, country);
  const home = (): Address => r.weighted([['same', 55], ['near', 30], ['far', 15]] as const) === 'same'
    ? { ...place(country, r), city: address.city, region: address.region, postal: address.postal, area: address.area }
    : r.chance(0.67) ? place(country, r, address.region) : place(country, r);
  const taken = new Set<string>();
  const owners = shares.map((p, i) => owner(country, r, p, home(),
    sole ? r.pick(['Owner', 'Sole Proprietor', 'Proprietor']) : i === 0 ? r.pick(titles.slice(0, 4)) : r.pick(titles), taken));
  if (trade.id === 'dental_practice' || trade.id === 'veterinary') owners[0]!.cred = trade.id === 'veterinary' ? 'DVM' : 'DDS';
  const stem = r.pick(N.STEMS);
  const o0 = owners[0]!;
  let legal: string;
  if (sole) legal = `${o0.first} ${o0.last}`;
  else if (country === 'CA' && eId === 'ca_corporation' && r.chance(0.4)) {
    legal = address.region === 'QC' ? `${r.int(9000, 9499)}-${r.int(1000, 9999)} Québec inc.` : `${r.int(1000000, 2899999)} ${address.region === 'ON' ? 'Ontario' : address.region === 'AB' ? 'Alberta' : 'Canada'} Inc.`;
  } else if (eId === 'general_partnership' || eId === 'llp') legal = `${o0.last} & ${owners[1]?.last ?? r.pick(N.LAST_NAMES)}${r.pick(suffixes)}`;
  else legal = `${stem} ${trade.legal}${r.pick(suffixes)}`;
  const dbaName = `${r.chance(0.5) ? `${o0.first.split('-')[0]}'s` : r.pick(N.STEMS)} ${r.pick(trade.dba)}`;
  const dba = sole || legal.match(/^\d/) ? dbaName : r.chance(0.6) ? dbaName : null;
  const soleSsn = sole && country === 'US' && r.chance(0.6);
  const taxType = country === 'CA' ? 'BN' : soleSsn ? (o0.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const startYear = r.int(2004, 2024);
  const amount = r.chance(0.75) ? r.int(2, 50) * 5000 : r.int(20, 400) * 500;
  const frequency = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const) as Frequency;
  const nPayments = frequency === 'daily' ? r.pick([60, 80, 100, 120, 140]) : frequency === 'weekly' ? r.pick([16, 20, 24, 30, 36, 52]) : frequency === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const incorporation = sole ? 'N/A' : country === 'US'
    ? (r.chance(0.55) ? r.pick(['Delaware', 'Wyoming', 'Nevada', 'Florida', 'New York']) : r.pick(N.US_CITIES).region)
    : r.pick(['Federal (CBCA)', 'Canada (federal)', 'Ontario', 'Quebec', 'British Columbia', 'Alberta']);
  const web = (dba && r.chance(0.7) ? dba : stem).toLowerCase().replace(/[^a-z]/g, '');
  return {
    country, legal, dba, entityId: eId, entityText: eId === entityId ? r.pick(texts) : 'Corporation', trade,
    taxId: soleSsn ? o0.taxId : country === 'CA' ? F.bn(r) : F.ein(r), taxType, program: country === 'CA' ? r.pick(['RC0001', 'RC0001', 'RT0001', 'RC0002']) : null,
    address, incorporation, phone: phone(address.area, r), email: `${r.pick(['info', 'office', 'admin', 'accounts'])}@${web}${r.pick(['.com', '.net', country === 'CA' ? '.ca' : '.co'])}`,
    website: r.chance(0.6) ? `www.${web}${country === 'CA' ? '.ca' : '.com'}` : null, start: isoDate(startYear, r),
    employees: r.int(1, 45), rents: r.chance(0.75), monthlySales: Math.round(r.int(trade.sales[0], trade.sales[1]) / 100) * 100,
    amount, use: r.pick(N.USES), payment: Math.round((amount * r.float(1.25, 1.45) / nPayments) * 100) / 100, nPayments, frequency, owners,
    landlord: { name: `${r.pick(N.STEMS)} ${r.pick(['Properties LLC', 'Realty Group', 'Property Management', 'Holdings Inc.'])}`, phone: phone(address.area, r) },
    bank: { name: r.pick(country === 'US' ? N.US_BANKS : N.CA_BANKS), routing: country === 'US' ? F.routingNumber(r) : `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '010', '815'])}`, account: r.digits(r.int(7, 12)) },
    accountant: { name: r.pick(N.ACCOUNTANT_FIRMS), phone: phone(address.area, r) },
    referrer: { name: `${r.pick(N.FIRST_NAMES)} ${r.pick(N.LAST_NAMES)}`, phone: phone(address.area, r) },
    advances: r.shuffle([...N.FUNDERS]).slice(0, r.weighted([[0, 5], [1, 4], [2, 2]] as const)).map((funder) => ({ funder,
      balance: r.int(30, 900) * 100, payment: r.int(80, 1500), freq: r.pick(['daily', 'weekly'] as const) })),
    refs: r.shuffle([...N.SUPPLIERS]).slice(0, 2).map((name) => ({ name, phone: phone(r.pick(country === 'US' ? ['800', '888', '312', '214'] : ['800', '905', '416']), r) })),
    rep: { name: r.pick(N.ISO_PEOPLE) },
  };
}

/** The owner's name as printed: "First M. Last", "Last, First" or with a credential. */
export function ownerName(o: Owner, r: Rng, allowSwap: boolean): string {
  const cred = o.cred ? `, ${o.cred}` : '';
  if (allowSwap && r.chance(0.2)) return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
  return `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${cred}`;
}
