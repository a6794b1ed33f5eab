// The merchant behind one packet: the business, its owners, the request, and everyone else a packet names (bank,
// landlord, references, funders, the broker's rep). Drawn from the seed only, never from the style, so the three
// styles of a seed print the same values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Person, TaxId } from './formats.ts';
import { BANKS_CA, BANKS_US, CA_PLACES, FIRST_CA, FIRST_US, FUNDERS, LANDLORDS, LAST_CA, LAST_US, LINES, NUMBERED_SUFFIX,
  STREETS_CA, STREETS_US, SUPPLIERS, UNITS, US_PLACES, USES, type Line } from './pools.ts';
import { einOk, industryOf, itinOk, luhnDigit, routingOk, ssnOk } from './rules.ts';

export interface Address { street: string; unit: string; city: string; region: string; postal: string }
export interface Owner extends Person { title: string; ownership: number; id: TaxId; dob: string; home: Address; score: number }
export interface Position { funder: string; balance: number; payment: number; freq: string }
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Deal {
  country: 'US' | 'CA';
  legal: string;
  dba: string | null;
  entity: string;
  line: Line;
  taxId: TaxId;
  start: string;
  address: Address;
  /** State or province of incorporation: printed as a decoy, always another one than the address's. */
  incRegion: string;
  phone: string; email: string; website: string | null; employees: number;
  amount: number; payment: number; payments: number; frequency: Frequency; use: string;
  monthlySales: number; annualRevenue: number;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number } | null;
  refs: { name: string; phone: string; contact: string }[];
  positions: Position[];
  rep: Person;
  /** The submission date (the packet's date, ISO). */
  date: string;
}

const ENTITY_WEIGHTS = {
  US: [['llc', 38], ['c_corporation', 14], ['s_corporation', 12], ['sole_proprietorship', 10], ['general_partnership', 6],
    ['limited_partnership', 4], ['llp', 3], ['pllc', 7], ['professional_corporation', 6]],
  CA: [['ca_corporation', 65], ['sole_proprietorship', 22], ['general_partnership', 13]],
} as const;

export function ein(r: Rng): string {
  for (;;) { const d = r.digits(9); if (einOk(d) && d[0] !== '0') return d; }
}
export function ssn(r: Rng): string {
  for (;;) { const d = `${r.int(1, 899)}`.padStart(3, '0') + r.digits(6); if (ssnOk(d)) return d; }
}
export function itin(r: Rng): string {
  for (;;) { const d = `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}`; if (itinOk(d)) return d; }
}
/** Canadian 9-digit numbers (BN, SIN) carry a Luhn check digit; a SIN starts 1-7 for residents. */
export function luhn9(r: Rng, first: number): string {
  const body = `${first}${r.digits(7)}`;
  return body + luhnDigit(body);
}
export function routing(r: Rng): string {
  for (;;) { const d = `0${r.int(1, 3)}${r.digits(7)}`; if (routingOk(d)) return d; }
}

function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function person(r: Rng, ca: boolean, lasts: string[] = [], family = true): Person {
  // Family businesses share a last name now and then; otherwise owners are different people.
  const last = family && lasts.length && r.chance(0.2) ? lasts[0]! : r.pick((ca ? LAST_CA : LAST_US).filter((l) => !lasts.includes(l)));
  return { first: r.pick(ca ? FIRST_CA : FIRST_US), middle: r.chance(0.4) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last, credential: null };
}

function address(r: Rng, ca: boolean, region?: string): Address {
  const places = (ca ? CA_PLACES : US_PLACES).filter((p) => !region || p[0] === region);
  const [reg, city, zip] = r.pick(places.length ? places : ca ? CA_PLACES : US_PLACES);
  const postal = ca ? `${zip} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}` : `${zip}${r.digits(2)}`;
  return { street: `${r.int(12, 9850)} ${r.pick(ca ? STREETS_CA : STREETS_US)}`, unit: r.pick(UNITS), city, region: reg, postal };
}

const TITLES: Record<string, string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO', 'President'], pllc: ['Managing Member', 'Member', 'Owner'],
  c_corporation: ['President', 'CEO', 'Secretary', 'Vice President', 'Director', 'Treasurer'],
  s_corporation: ['President', 'CEO', 'Secretary', 'VP', 'Owner'], professional_corporation: ['President', 'Owner', 'Director'],
  sole_proprietorship: ['Owner', 'Sole Owner', 'Proprietor'],
  general_partnership: ['Partner', 'General Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Partner'],
  llp: ['Partner', 'Managing Partner'], ca_corporation: ['President', 'Director', 'Owner', 'Secretary', 'Vice-présidente'],
};

const SPLITS: Record<number, number[][]> = {
  1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]],
};

function owners(r: Rng, d: { country: 'US' | 'CA'; entity: string; line: Line; date: string }, n: number): Owner[] {
  const ca = d.country === 'CA';
  const split = r.pick(SPLITS[n]!);
  const out: Owner[] = [];
  const titles = r.shuffle([...TITLES[d.entity]!]);
  for (let i = 0; i < n; i++) {
    const p = person(r, ca, out.map((o) => o.last));
    if (d.line.credential && r.chance(0.45)) p.credential = d.line.credential;
    const year = Number(d.date.slice(0, 4)) - r.int(26, 68);
    const id: TaxId = ca ? { digits: luhn9(r, r.int(1, 7)), type: 'SIN', country: 'CA' }
      : r.chance(0.1) ? { digits: itin(r), type: 'ITIN', country: 'US' } : { digits: ssn(r), type: 'SSN', country: 'US' };
    out.push({ ...p, title: titles[i % titles.length]!, ownership: split[i]!, id, dob: isoDate(year, r.int(1, 12), r.int(1, 28)),
      home: address(r, ca), score: r.int(540, 812) });
  }
  return out;
}

function names(r: Rng, d: Pick<Deal, 'country' | 'entity' | 'address'>, line: Line, first: Owner): { legal: string; dba: string | null } {
  const trade = r.pick(line.names);
  const numbered = d.country === 'CA' && d.entity === 'ca_corporation' && r.chance(0.5);
  if (d.entity === 'sole_proprietorship') return { legal: `${first.first}${first.middle && r.chance(0.5) ? ` ${first.middle}.` : ''} ${first.last}`, dba: trade };
  if (numbered) return { legal: `${r.int(1000000, 2799999)} ${NUMBERED_SUFFIX[d.address.region]}`, dba: trade };
  const holding = r.chance(0.45);
  const base = holding ? `${first.last} ${r.pick(['Enterprises', 'Holdings', 'Group', 'Ventures', '& Sons'])}` : trade;
  const suffix: Record<string, string[]> = {
    llc: [' LLC', ', LLC', ', L.L.C.'], pllc: [', PLLC', ' PLLC'], c_corporation: [', Inc.', ' Inc', ' Corp.', ' Corporation'],
    s_corporation: [', Inc.', ' Inc.'], professional_corporation: [', P.C.', ' PC'], general_partnership: [' Partners', ' & Co.'],
    limited_partnership: [', LP', ' L.P.'], llp: [' LLP'], ca_corporation: [' Ltd.', ' Inc.', ' Limited'],
  };
  return { legal: base + r.pick(suffix[d.entity] ?? ['']), dba: holding || r.chance(0.3) ? trade : null };
}

function money(r: Rng, lo: number, hi: number, cents = true): number {
  return cents ? r.cents(lo, hi) / 100 : Math.round(r.cents(lo, hi) / 100);
}

const PAYMENTS: Record<Frequency, number[]> = { daily: [60, 80, 100, 120, 140, 160, 180], weekly: [16, 20, 26, 30, 36, 40, 52],
  biweekly: [8, 10, 13, 18, 26], monthly: [6, 9, 12, 18] };

export function makeDeal(r: Rng, country: 'US' | 'CA', maxOwners: number): Deal {
  const ca = country === 'CA';
  const date = isoDate(2025, r.int(1, 12), r.int(1, 28));
  const entity = r.weighted(ENTITY_WEIGHTS[country]);
  const line = r.pick(LINES);
  if (industryOf(line.text) !== line.id) throw new Error(`industry text ${line.text} reads ${industryOf(line.text)}`);
  const addr = address(r, ca);
  const partners = entity.endsWith('partnership') || entity === 'llp';
  const n = Math.min(maxOwners, partners ? Math.max(2, r.int(2, 3)) : entity === 'sole_proprietorship' ? 1
    : r.weighted([[1, 45], [2, 35], [3, 13], [4, 7]]));
  const own = owners(r, { country, entity, line, date }, n);
  const { legal, dba } = names(r, { country, entity, address: addr }, line, own[0]!);
  const soleSsn = entity === 'sole_proprietorship' && !ca && r.chance(0.6);
  const taxId: TaxId = ca ? { digits: luhn9(r, r.int(7, 8)), type: 'BN', country: 'CA', program: r.pick(['RC0001', 'RT0001']) }
    : soleSsn ? { ...own[0]!.id } : { digits: ein(r), type: 'EIN', country: 'US' };
  const frequency = r.weighted([['daily', 35], ['weekly', 45], ['biweekly', 10], ['monthly', 10]] as const);
  const amount = r.int(6, 160) * 2500;
  const payments = r.pick(PAYMENTS[frequency]);
  const payment = Math.round((amount * r.float(1.22, 1.48) / payments) * 100) / 100;
  const regions = (ca ? ['ON', 'BC', 'AB', 'QC'] : ['DE', 'NV', 'WY', 'NY', 'FL']).filter((s) => s !== addr.region);
  const slug = (dba ?? legal).toLowerCase().replace(/[^a-z]+/g, '');
  const areaOf = () => ca ? r.pick(['416', '514', '604', '403', '905', '613']) : String(r.int(201, 989));
  const phone = (a = areaOf()) => `(${a}) 555-0${r.int(100, 199)}`;
  return {
    country, legal, dba, entity, line, taxId,
    // Opened once the first owner was an adult, and at least a year before the packet.
    start: isoDate(r.int(Math.max(1996, Number(own[0]!.dob.slice(0, 4)) + 20), 2023), r.int(1, 12), r.int(1, 28)), address: addr, incRegion: r.pick(regions),
    phone: phone(), email: `${own[0]!.first.toLowerCase().replace(/[^a-z]/g, '')}@${slug.slice(0, 14)}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${slug.slice(0, 16)}.${ca ? 'ca' : 'com'}` : null, employees: r.int(2, 48),
    amount, payment, payments, frequency, use: r.pick(USES),
    monthlySales: money(r, 28000, 420000, false), annualRevenue: money(r, 400000, 4800000, false),
    owners: own,
    bank: { name: r.pick(ca ? BANKS_CA : BANKS_US), routing: ca ? `${r.digits(5)}-${r.pick(['001', '002', '003', '004', '815'])}` : routing(r),
      account: r.digits(r.int(8, 12)) },
    landlord: r.chance(0.7) ? { name: r.pick(LANDLORDS), phone: phone(), rent: r.int(18, 140) * 100 } : null,
    refs: r.shuffle([...SUPPLIERS]).slice(0, 2).map((name) => ({ name, phone: phone(), contact: r.pick((ca ? FIRST_CA : FIRST_US).filter((f) => !own.some((o) => o.first === f))) })),
    positions: Array.from({ length: r.weighted([[0, 40], [1, 35], [2, 18], [3, 7]]) }, () => ({
      funder: r.pick(FUNDERS), balance: money(r, 2500, 95000), payment: money(r, 150, 2400), freq: r.pick(['Daily', 'Weekly']) })),
    rep: person(r, ca, own.map((o) => o.last), false),
    date,
  };
}
