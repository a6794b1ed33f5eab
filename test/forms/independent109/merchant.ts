// The seeded merchant behind one document of set 109: business, request and one to four owners, with the
// printed forms each layout may choose from. Nothing here knows the reader.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; score: number | null;
  taxId: string; dob: { y: number; m: number; d: number }; home: string; email: string; phone: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; entityId: string; entityText: string;
  industryText: string; industryId: string; taxId: string; bnProgram: string | null; region: string; regionName: string;
  city: string; street: string; postal: string; phone: string; email: string; website: string | null;
  incState: string; amount: number; payment: number; numPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  start: { y: number; m: number; d: number }; useOfFunds: string; monthlySales: number; employees: number;
  owners: Owner[]; soleProp: boolean;
}

const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Sofia', 'Kevin', 'Aaliyah', 'Tomasz', 'Mei', 'Rafael', 'Hannah', 'Omar',
  'Jacqueline', 'Luc', 'Nadia', 'Brendan', 'Gurpreet', 'Elena', 'Marcus', 'Yvonne', 'Chidi', 'Rosalind', 'Theo', 'Ingrid'];
const LAST = ['Alvarez', 'Okafor', 'Whitfield', 'Nguyen', 'Kowalski', 'Brennan', 'Delacroix', 'Haddad', 'Sandoval', 'Fitzgerald',
  'Tremblay', 'Ramirez-Ortiz', 'de la Cruz', 'Van Buren', 'Lindqvist', 'Mahoney', 'Sato', 'Gagnon', 'Osei', 'McAllister', 'Bouchard'];
const WORDS = ['Summit', 'Harbor', 'Copper', 'Lakeside', 'Ironwood', 'Bluebird', 'Granite', 'Cedar', 'Northgate', 'Silverline',
  'Redstone', 'Meadow', 'Pioneer', 'Brightwater', 'Oakmont', 'Falcon', 'Juniper', 'Keystone', 'Riverbend', 'Westfield'];
/** Free-text industries and the reference id the longest-alias rule gives them. */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Auto Repair', 'Collision repair & paint', 'auto_repair'], ['Restaurant', 'Family restaurant', 'restaurant'],
  ['Plumbing', 'Plumbing & HVAC contractor', 'specialty_trade_contractor'], ['Trucking', 'Long haul trucking', 'trucking_long_haul'],
  ['Dental', 'Dental office', 'dental_practice'], ['Salon', 'Hair salon', 'personal_care'], ['Landscaping', 'Landscaping and lawn care', 'landscaping'],
  ['Builders', 'General contractor', 'general_contractor'], ['Veterinary', 'Veterinary clinic', 'veterinary'], ['Fitness', 'Yoga studio', 'fitness'],
  ['Logistics', 'Freight broker', 'freight_logistics'], ['Daycare', 'Child care center', 'childcare'], ['Cleaning', 'Commercial cleaning', 'cleaning_services'],
  ['Market', 'Convenience store', 'convenience_store'], ['Pharmacy', 'Pharmacy / drug store', 'pharmacy'], ['Tech', 'IT services', 'it_software'],
];
const US_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['NY', 'New York', 'Brooklyn', '112'], ['NJ', 'New Jersey', 'Paterson', '075'], ['FL', 'Florida', 'Tampa', '336'], ['TX', 'Texas', 'San Antonio', '782'],
  ['CA', 'California', 'Fresno', '937'], ['GA', 'Georgia', 'Marietta', '300'], ['IL', 'Illinois', 'Joliet', '604'], ['OH', 'Ohio', 'Dayton', '454'],
  ['AZ', 'Arizona', 'Mesa', '852'], ['PA', 'Pennsylvania', 'Allentown', '181'], ['NC', 'North Carolina', 'Raleigh', '276'], ['CO', 'Colorado', 'Aurora', '800'],
];
const CA_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['ON', 'Ontario', 'Mississauga', 'L5B'], ['AB', 'Alberta', 'Red Deer', 'T4N'], ['BC', 'British Columbia', 'Surrey', 'V3T'], ['QC', 'Quebec', 'Laval', 'H7N'],
  ['MB', 'Manitoba', 'Brandon', 'R7A'], ['NS', 'Nova Scotia', 'Dartmouth', 'B2Y'], ['SK', 'Saskatchewan', 'Regina', 'S4P'],
];
const US_ENTITIES: readonly (readonly [string, string, string])[] = [
  ['llc', 'LLC', ', LLC'], ['c_corporation', 'Corporation', ', Inc.'], ['s_corporation', 'S-Corp', ' Corp.'], ['general_partnership', 'Partnership', ' Partners'],
  ['sole_proprietorship', 'Sole Proprietor', ''], ['llc', 'LLC', ' LLC'],
];
const CA_ENTITIES: readonly (readonly [string, string, string])[] = [
  ['ca_corporation', 'Corporation', ' Inc.'], ['ca_corporation', 'Corporation', ' Ltd.'], ['general_partnership', 'Partnership', ' & Associates'],
  ['sole_proprietorship', 'Sole Proprietorship', ''], ['ca_corporation', 'Corporation', ' Limited'],
];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director', 'COO'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing', 'Renovation', 'Debt consolidation'];

function splitPct(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return rng.pick(opts[n]!);
}

export function makeMerchant(rng: Rng, country: Country, maxOwners = 4): Merchant {
  const [region, regionName, city, zip] = rng.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const ent = rng.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const soleProp = ent[0] === 'sole_proprietorship';
  const n = soleProp ? 1 : Math.min(maxOwners, rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1.5]] as const));
  const pcts = splitPct(rng, n);
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let first = rng.pick(FIRST); while (used.has(first)) first = rng.pick(FIRST); used.add(first);
    const last = rng.pick(LAST);
    const ssn = country === 'US' ? `${rng.chance(0.08) ? '9' : rng.pick(['1', '2', '3', '4', '5', '6'])}${rng.digits(2)}${rng.int(10, 99)}${rng.int(1000, 9999)}` : `${rng.pick(['1', '2', '4', '5', '6', '7'])}${rng.digits(8)}`;
    return { first, middle: rng.chance(0.4) ? rng.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last,
      title: soleProp ? 'Owner' : i === 0 ? rng.pick(TITLES.slice(0, 4)) : rng.pick(TITLES.slice(3)), pct,
      score: rng.chance(0.6) ? rng.int(560, 790) : null, taxId: ssn, dob: { y: rng.int(1958, 1996), m: rng.int(1, 12), d: rng.int(1, 28) },
      home: `${rng.int(12, 9800)} ${rng.pick(['Maple', 'Elm', 'Birch', 'Lakeview', 'Hillcrest', 'Pinecrest'])} ${rng.pick(['Dr', 'Ct', 'Ave', 'Ln'])}`,
      email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
      phone: phone(rng) };
  });
  const [word, ind, indId] = rng.pick(INDUSTRIES);
  const base = `${rng.pick(WORDS)} ${word}`;
  const o0 = owners[0]!;
  const legal = soleProp ? `${o0.first} ${o0.last}` : `${base}${ent[2]}`;
  const dba = soleProp ? `${base}` : rng.chance(0.5) ? `${rng.pick(WORDS)} ${word}` : null;
  const amount = rng.pick([15000, 25000, 35000, 50000, 75000, 100000, 125000, 150000, 200000, 250000]) + (rng.chance(0.2) ? 500 : 0);
  const frequency = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const numPayments = frequency === 'daily' ? rng.pick([100, 120, 140, 160]) : frequency === 'weekly' ? rng.pick([26, 32, 40, 52]) : frequency === 'biweekly' ? rng.pick([13, 18, 24]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / numPayments) * 100) / 100;
  return {
    country, legal, dba, entityId: ent[0], entityText: ent[1], industryText: ind, industryId: indId, soleProp,
    taxId: country === 'US' ? (soleProp && rng.chance(0.6) ? o0.taxId : `${rng.int(10, 98)}${rng.digits(7)}`) : `${rng.pick(['7', '8'])}${rng.digits(8)}`,
    bnProgram: country === 'CA' && rng.chance(0.7) ? `RC${rng.pick(['0001', '0001', '0002'])}` : null,
    region, regionName, city, street: `${rng.int(10, 9999)} ${rng.pick(['Commerce', 'Industrial', 'Main', 'King', 'Queen', 'Market', 'Airport'])} ${rng.pick(['St', 'Blvd', 'Rd', 'Pkwy', 'Way'])}${rng.chance(0.4) ? ` Unit ${rng.int(1, 40)}` : ''}`,
    postal: country === 'US' ? `${zip}${rng.digits(2)}` : `${zip} ${rng.int(1, 9)}${rng.pick(['A', 'C', 'K', 'P', 'W'])}${rng.int(1, 9)}`,
    phone: phone(rng), email: `${rng.pick(['info', 'office', 'accounts', 'admin'])}@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    website: rng.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}` : null,
    incState: rng.chance(0.3) ? (country === 'US' ? rng.pick(['DE', 'WY', 'NV']) : 'Federal (CBCA)') : region,
    amount, payment, numPayments, frequency, start: { y: rng.int(2004, 2023), m: rng.int(1, 12), d: rng.int(1, 28) },
    useOfFunds: rng.pick(USES), monthlySales: rng.int(18, 260) * 1000, employees: rng.int(1, 45), owners,
  };
}

export function phone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`; }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
type D = { y: number; m: number; d: number };
const p2 = (n: number): string => String(n).padStart(2, '0');
export const iso = (d: D): string => `${d.y}-${p2(d.m)}-${p2(d.d)}`;
export const fmtDate = (d: D, f: 'mdy' | 'mdy2' | 'long' | 'iso' | 'dmy'): string =>
  f === 'mdy' ? `${p2(d.m)}/${p2(d.d)}/${d.y}` : f === 'mdy2' ? `${d.m}/${d.d}/${String(d.y).slice(2)}` : f === 'long' ? `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`
    : f === 'iso' ? iso(d) : `${p2(d.d)}/${p2(d.m)}/${d.y}`;
export const money = (n: number, cents = false): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
export const ein = (t: string): string => `${t.slice(0, 2)}-${t.slice(2)}`;
export const ssn = (t: string): string => `${t.slice(0, 3)}-${t.slice(3, 5)}-${t.slice(5)}`;
export const sin = (t: string): string => `${t.slice(0, 3)} ${t.slice(3, 6)} ${t.slice(6)}`;
export const ssnType = (t: string): string => (t.startsWith('9') ? 'ITIN' : 'SSN');
