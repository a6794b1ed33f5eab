// One application's facts, drawn from a seed: the business, the owners, the request and the decoys every real form
// carries. Layouts decide how each is printed; the truth follows from what they print.
import type { Rng } from '../../statements/generator/prng.ts';
import { pickBusiness, type BizTemplate } from './business.ts';
import { DEFAULT_KINDS, makeName, type NameOptions, type PersonName } from './names.ts';
import { fmtEin, fmtSsn, luhnComplete } from './rules.ts';

export type Country = 'US' | 'CA';
export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  name: PersonName;
  title: string;
  ownership: number;
  /** Digits of the SSN, ITIN or SIN. */
  taxId: string;
  taxType: 'SSN' | 'ITIN' | 'SIN';
  masked: boolean;
  dob: string | null;
  /** The self-reported score when printed as a number; `creditRange` when printed as a band (not a number). */
  credit: number | null;
  creditRange: string | null;
  home: Address;
  phone: string;
}
export interface Business {
  tpl: BizTemplate;
  legal: string;
  /** The DBA as printed: an operating name, `SAME`, `N/A`, the legal name again, or blank. */
  dba: string;
  entityText: string;
  industryText: string;
  /** Digits (+ program account for a BN). */
  taxId: string;
  taxIdPrinted: string;
  taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  address: Address;
  incState: string;
  start: string | null;
  phone: string;
  email: string;
}
export interface Request { amount: number; payment: number | null; count: number | null; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null; use: string }
export interface Decoys {
  iso: { name: PersonName; company: string; phone: string };
  landlord: { name: PersonName; phone: string; rent: number };
  refs: { name: PersonName; company: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[];
  bank: { name: string; routing: string; account: string };
}
export interface Model { country: Country; business: Business; owners: Owner[]; request: Request; decoys: Decoys }

export interface ModelOptions {
  country: Country;
  maxOwners: number;
  names?: Partial<NameOptions>;
  allowSoleProp?: boolean;
}

const US_PLACES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Houston', 'TX', '770'], ['Newark', 'NJ', '071'], ['Queens', 'NY', '114'],
  ['Atlanta', 'GA', '303'], ['Phoenix', 'AZ', '850'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Fresno', 'CA', '937'],
  ['Aurora', 'CO', '800'], ['Worcester', 'MA', '016'], ['Scranton', 'PA', '185'], ['Boise', 'ID', '837'], ['Honolulu', 'HI', '968'],
  ['San Juan', 'PR', '009'], ['Anchorage', 'AK', '995']];
const CA_PLACES: [string, string, string][] = [['Markham', 'ON', 'L3R'], ['Brampton', 'ON', 'L6T'], ['Laval', 'QC', 'H7N'], ['Surrey', 'BC', 'V3T'],
  ['Calgary', 'AB', 'T2E'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'], ['Regina', 'SK', 'S4P']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Market St', 'Elm Street', 'Route 9', 'King St W', 'Rue Principale',
  'Sunset Dr', 'Harbor Way', 'Pine Rd'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Co-Owner', 'Partner', 'Owner/Operator', 'VP Operations',
  'President & CEO', 'Secretary/Treasurer', 'General Manager'];
const FUNDERS = ['Rapid Bridge Funding', 'Kalamata Capital', 'Forward Line Advance', 'Velocity Merchant Group', 'Blue Tide Funding LLC',
  'Greenbox Advance', 'Sunrise Capital Partners'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const REF_COS = ['Sysco', 'US Foods', 'Home Depot Pro', 'Grainger', 'Ferguson Supply', 'Uline', 'Restaurant Depot', 'Sherwin-Williams'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Renovation', 'Marketing'];
const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

function iso(y: number, m: number, d: number) { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
const date = (rng: Rng, y0: number, y1: number) => iso(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));

export function ein(rng: Rng): string {
  let p = 0;
  while (EIN_BAD.has(p)) p = rng.int(1, 99);
  return String(p).padStart(2, '0') + rng.digits(7);
}
export function ssn(rng: Rng): string {
  let area = 666;
  while (area === 666) area = rng.int(1, 899);
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
export const itin = (rng: Rng) => `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
export const sin = (rng: Rng) => luhnComplete(String(rng.int(1, 7)) + rng.digits(7));

function address(rng: Rng, country: Country): Address {
  const [city, state, z] = rng.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const zip = country === 'US' ? z + rng.digits(2) : `${z} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${rng.int(1, 9)}`;
  return { street: `${rng.int(12, 9870)} ${rng.pick(STREETS)}`, city, state, zip };
}
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

function owner(rng: Rng, o: ModelOptions, share: number): Owner {
  const kinds = o.names?.kinds ?? DEFAULT_KINDS;
  const name = makeName(rng, { ...o.names, kinds });
  const taxType = o.country === 'CA' ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
  const credit = rng.chance(0.55) ? rng.int(540, 810) : null;
  return { name, title: rng.pick(TITLES), ownership: share, taxId: taxType === 'SIN' ? sin(rng) : taxType === 'ITIN' ? itin(rng) : ssn(rng), taxType,
    masked: rng.chance(0.3), dob: rng.chance(0.9) ? date(rng, 1952, 1998) : null, credit,
    creditRange: credit === null && rng.chance(0.3) ? rng.pick(['650-699', '700+', '600-649', 'Excellent']) : null,
    home: address(rng, o.country), phone: phone(rng) };
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 51, 80])];
  if (n === 2) return rng.pick([[50, 50], [51, 49], [60, 40], [75, 25], [66.67, 33.33], [70, 30]]);
  return rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [33.4, 33.3, 33.3], [60, 20, 20]]);
}

export function makeModel(rng: Rng, o: ModelOptions): Model {
  const n = rng.weighted([[1, 4], [2, 4], [3, 2]].filter(([k]) => k! <= o.maxOwners) as [number, number][]);
  const owners = shares(rng, n).map((s) => owner(rng.fork('owner'), o, s));
  const first = owners[0]!;
  const tpl = pickBusiness(rng, first.name, o.country, o.allowSoleProp ?? true);
  if (tpl.soleProp) { owners.splice(1); first.ownership = 100; first.title = rng.pick(['Owner', 'Sole Proprietor', 'Owner/Operator']); }
  const legal = tpl.legal;
  const dba = rng.weighted<string>([[rng.pick(tpl.dbas), 6], ['SAME', 1], ['N/A', 1], ['', 1], [legal.toUpperCase(), 0.7]]);
  let taxIdType: Business['taxIdType'] = o.country === 'CA' ? 'BN' : 'EIN';
  let taxId = o.country === 'CA' ? `${luhnComplete(String(rng.int(10000000, 99999999)))}RC0001` : ein(rng);
  if (tpl.soleProp && o.country === 'US' && rng.chance(0.7)) { taxId = first.taxId; taxIdType = first.taxType === 'ITIN' ? 'ITIN' : 'SSN'; first.masked = false; }
  const taxIdPrinted = taxIdType === 'EIN' ? fmtEin(taxId) : taxIdType === 'BN' ? `${taxId.slice(0, 9)} ${taxId.slice(9)}` : fmtSsn(taxId);
  const addr = address(rng, o.country);
  const amount = rng.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 250000, 42500, 80000]);
  const freq = rng.chance(0.6) ? rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const) : null;
  const count = freq ? rng.pick(freq === 'daily' ? [120, 160, 180, 200] : freq === 'weekly' ? [24, 36, 52] : freq === 'biweekly' ? [12, 18, 26] : [6, 9, 12]) : null;
  const payment = count ? Math.round((amount * 1.35 / count) * 100) / 100 : null;
  const isoName = makeName(rng, { kinds: DEFAULT_KINDS });
  return {
    country: o.country, owners,
    business: { tpl, legal, dba, entityText: rng.pick(tpl.entityTexts), industryText: rng.pick(tpl.industryTexts), taxId, taxIdPrinted, taxIdType,
      address: addr, incState: rng.chance(0.5) ? rng.pick(o.country === 'US' ? ['DE', 'NV', 'WY', addr.state] : ['ON', 'Federal (CBCA)', addr.state]) : addr.state,
      start: rng.chance(0.9) ? date(rng, 1996, 2023) : null, phone: phone(rng),
      email: `info@${legal.toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, 14)}.com` },
    request: { amount, payment: rng.chance(0.8) ? payment : null, count, freq, use: rng.pick(USES) },
    decoys: {
      iso: { name: isoName, company: rng.pick(['Pinnacle ISO Group', 'Main Street Brokers', 'Crown Funding Advisors', 'Liberty Lane ISO']), phone: phone(rng) },
      landlord: { name: makeName(rng, { kinds: DEFAULT_KINDS, suffix: 0.3 }), phone: phone(rng), rent: rng.int(18, 95) * 100 },
      refs: [0, 1].map(() => ({ name: makeName(rng, { kinds: DEFAULT_KINDS }), company: rng.pick(REF_COS), phone: phone(rng) })),
      funders: rng.chance(0.5) ? [{ name: rng.pick(FUNDERS), balance: rng.int(40, 900) * 100, payment: rng.int(90, 990) }] : [],
      bank: { name: rng.pick(o.country === 'US' ? BANKS : CA_BANKS), routing: o.country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`,
        account: rng.digits(rng.int(8, 12)) },
    },
  };
}
