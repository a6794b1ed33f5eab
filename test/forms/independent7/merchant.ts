// One fictional merchant with its owners and the papers' decoys (landlord, bank, references, ISO rep, funders).
// Everything is drawn from the seeded Rng, so a (layout, seed) pair always gives the same merchant.
import { Rng } from '../../statements/generator/prng.ts';

export interface Place { street: string; city: string; region: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; suffix: string; title: string; pct: number;
  ssn: string; dob: string; home: Place; score: number;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string; industryText: string; industryId: string;
  ein: string; bn: string; gst: string; start: string; years: number;
  addr: Place; phone: string; email: string; website: string; employees: number;
  amount: number; payment: number; payments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
  landlord: string; landlordPhone: string; rent: number;
  bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[];
  iso: string; isoPhone: string; rep: string;
  funders: { name: string; balance: number; payment: number }[];
  incState: string; monthlySales: number;
}

const FIRST = ['Maria', 'Darnell', 'Priya', 'Tomasz', 'Keiko', 'Lucia', 'Owen', 'Farah', 'Renee', 'Jamal', 'Ingrid', 'Hector',
  'Selena', 'Marcus', 'Yvette', 'Bogdan', 'Aaliyah', 'Curtis', 'Mei', 'Rafael', 'Dolores', 'Anton', 'Brigitte', 'Kwame'];
const LAST = ['Gonzalez', 'Whitfield', 'Raman', 'Kowalczyk', 'Tanaka', 'De la Cruz', 'van der Berg', "O'Neil-Hart", 'Okafor',
  'Lindqvist', 'Castellanos', 'MacAulay', 'Dubois', 'Abernathy', 'Nguyen', 'Haddad', 'St. Pierre', 'Del Rio', 'Petrenko', 'Ashworth'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Partner', 'Vice President', 'Secretary', 'Member', 'Director'];
// Printed type of business and its industries id (checked by the test against the reference's longest-alias rule).
// The third item is the word a business of that kind puts in its names.
export const INDUSTRIES: readonly [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Hair salon', 'personal_care', 'Salon'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Auto body shop', 'auto_repair', 'Collision'], ['Dental office', 'dental_practice', 'Dental'], ['Veterinary clinic', 'veterinary', 'Animal Hospital'],
  ['Lawn care and landscaping', 'landscaping', 'Lawn Care'], ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Coin laundry', 'dry_cleaning', 'Laundromat'], ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Yoga studio', 'fitness', 'Yoga'],
  ['Food truck', 'food_truck_catering', 'Street Eats'], ['Convenience store', 'convenience_store', 'Mart'], ['Pet grooming', 'pet_services', 'Grooming'],
  ['Furniture store', 'retail_general', 'Furniture'], ['Trucking - dump truck hauling', 'trucking_local', 'Hauling'], ['Home health care', 'home_health_care', 'Home Care'],
];
const NAME_A = ['Summit', 'Harbor', 'Redwood', 'Blue Heron', 'Copperline', 'Northgate', 'Juniper', 'Silver Creek', 'Granite',
  'Magnolia', 'Prairie Wind', 'Lakeshore', 'Ironwood', 'Cedar Point', 'Bright Path', 'Oak & Ember'];
const NAME_B = ['Holdings', 'Group', 'Enterprises', 'Ventures', 'Services', 'Partners', 'Company', 'Works'];
const US: [string, string, string][] = [['Tampa', 'FL', '33'], ['Columbus', 'OH', '43'], ['Mesa', 'AZ', '85'], ['Tulsa', 'OK', '74'],
  ['Raleigh', 'NC', '27'], ['Reno', 'NV', '89'], ['Spokane', 'WA', '99'], ['Paterson', 'NJ', '07'], ['Macon', 'GA', '31'],
  ['Fresno', 'CA', '93'], ['Plano', 'TX', '75'], ['Dayton', 'OH', '45'], ['Albany', 'NY', '12'], ['Provo', 'UT', '84']];
const CA: [string, string, string][] = [['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Red Deer', 'AB', 'T4N'],
  ['Mississauga', 'ON', 'L5B'], ['Halifax', 'NS', 'B3H'], ['Surrey', 'BC', 'V3T'], ['Saskatoon', 'SK', 'S7K']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Riverside Blvd', 'Pine Rd', 'Centre St N'];
const BANKS = ['First Meridian Bank', 'Coastal Federal Credit Union', 'Pinnacle Trust Bank', 'Heartland Savings', 'Northern Prairie Bank'];
const FUNDERS = ['Velocity Capital Funding', 'BrightRiver Advance', 'Keystone Merchant Capital', 'Atlas Receivables LLC', 'Quickline Funding'];
const ISOS = ['Crestview Funding Partners', 'Lanternfield Capital', 'Maplewood Business Finance', 'Tidewater Commercial Funding'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

function place(rng: Rng, country: 'US' | 'CA', home = false, only?: string): Place {
  const [city, region, z] = rng.pick((country === 'US' ? US : CA).filter((c) => !only || c[1] === only));
  const zip = country === 'US' ? `${z}${rng.digits(3)}` : `${z} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}`;
  const street = `${rng.int(12, 9890)} ${home ? rng.pick(['Willow Ln', 'Birch Ct', 'Maple Dr', 'Aspen Way']) : rng.pick(STREETS)}`;
  return { street, city, region, zip };
}

function owner(rng: Rng, country: 'US' | 'CA', pct: number): Owner {
  // An SSN never starts with 9 (that is an ITIN) nor 000/666.
  // A SIN passes the Luhn check; its first digit is not 0, 8 or 9 for an ordinary resident.
  const ssn = country === 'CA' ? luhn(rng, String(rng.int(1, 7))) : `${rng.int(101, 665)}${rng.int(10, 99)}${rng.int(1001, 9998)}`;
  return { first: rng.pick(FIRST), middle: rng.chance(0.5) ? String.fromCharCode(65 + rng.int(0, 25)) : '', last: rng.pick(LAST),
    suffix: rng.chance(0.2) ? rng.pick([' Jr.', ' III', ' Sr.', ', DC', ', CPA', ' MD']) : '', title: rng.pick(TITLES), pct,
    ssn, dob: isoDate(rng, 1955, 1995), home: place(rng, country, true), score: rng.int(540, 810) };
}

function split(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) { const a = rng.pick([50, 51, 60, 70, 75, 80]); return [a, 100 - a]; }
  const a = rng.pick([40, 50, 34]); const b = rng.pick([30, 25, 33]); return [a, b, 100 - a - b];
}

export function makeMerchant(rng: Rng, country: 'US' | 'CA', nOwners: number, region?: string): Merchant {
  const addr = place(rng, country, false, region);
  const owners = split(rng, nOwners).map((p) => owner(rng, country, p));
  const [industryText, industryId, word] = rng.pick(INDUSTRIES);
  const core = `${rng.pick(NAME_A)} ${word}`;
  const amount = rng.pick([15000, 25000, 35000, 40000, 50000, 75000, 100000, 125000, 150000, 200000]) + rng.pick([0, 0, 2500, 5000]);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const payments = { daily: rng.pick([120, 140, 160, 180]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 20, 26]), monthly: rng.pick([6, 9, 12]) }[freq];
  const payment = Math.round((amount * rng.float(1.25, 1.45)) / payments * 100) / 100;
  const start = isoDate(rng, 2004, 2022);
  let incState = rng.pick(country === 'US' ? ['DE', 'NV', 'WY', 'TX'] : ['BC', 'ON', 'AB']);
  if (incState === addr.region) incState = country === 'US' ? 'DE' : (addr.region === 'ON' ? 'BC' : 'ON');
  return {
    country, legal: `${core} ${rng.pick(NAME_B)}`, dba: `${rng.pick(NAME_A.filter((n) => !core.startsWith(n)))} ${word}`, industryText, industryId,
    ein: `${rng.pick(EIN_PREFIX)}${rng.digits(7)}`, bn: luhn(rng, rng.pick(['7', '8'])), gst: '', start,
    years: 2026 - Number(start.slice(0, 4)), addr, phone: phone(rng), email: `info@${core.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: `www.${core.toLowerCase().replace(/[^a-z]/g, '')}.com`, employees: rng.int(2, 45),
    amount, payment, payments, freq, owners,
    landlord: `${rng.pick(['Westbrook', 'Fairmont', 'Kessler', 'Allard'])} Property Management`, landlordPhone: phone(rng), rent: rng.int(18, 95) * 100,
    bank: rng.pick(BANKS), routing: `${rng.pick(['0', '1', '2'])}${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)),
    refs: [0, 1].map(() => ({ name: `${rng.pick(NAME_A)} Supply Co.`, phone: phone(rng) })),
    iso: rng.pick(ISOS), isoPhone: phone(rng), rep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    funders: [0, 1].map(() => ({ name: rng.pick(FUNDERS), balance: rng.int(40, 600) * 100, payment: rng.int(90, 900) })),
    incState, monthlySales: rng.int(30, 250) * 1000,
  };
}

export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}

// IRS campus prefixes that are issued (a reader may check them).
const EIN_PREFIX = ['12', '20', '27', '33', '45', '46', '47', '54', '56', '61', '74', '81', '82', '83', '84', '86', '88', '91', '93', '98'];

/** Nine digits starting with `first` whose Luhn sum is a multiple of 10 (SINs and the BN's root pass this check). */
export function luhn(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  for (let c = 0; c <= 9; c++) {
    const d = (body + c).split('').map(Number);
    const sum = d.reduce((s, v, i) => s + (i % 2 === 1 ? (v * 2 > 9 ? v * 2 - 9 : v * 2) : v), 0);
    if (sum % 10 === 0) return body + c;
  }
  throw new Error('unreachable');
}
