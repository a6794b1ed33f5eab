// One fictional US merchant (with its owners and the people around it) drawn from a seeded Rng: the raw values a
// layout prints, and the printed spellings of them. Nothing here knows about pages.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number; fico: number | null;
  taxId: string; taxType: 'SSN' | 'ITIN'; dob: string; home: string;
}
export interface Entity { text: string; id: string; suffix: string }
export interface Merchant {
  legal: string; dba: string | null; entity: Entity; industryText: string; industryId: string;
  taxDigits: string; taxType: 'EIN' | 'SSN'; street: string; city: string; state: string; zip: string; incState: string;
  phone: string; email: string; website: string; start: string; amount: number; payment: number; nPayments: number;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; monthlySales: number; employees: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; contact: string; phone: string }[];
  mca: { funder: string; balance: number; payment: number }[];
  iso: { name: string; phone: string; email: string; id: string };
}

const FIRST = ['Marcus', 'Angela', 'Tyrell', 'Denise', 'Ravi', 'Colleen', 'Hector', 'Priya', 'Walter', 'Yolanda', 'Dmitri', 'Shauna',
  'Luis', 'Bethany', 'Omar', 'Gretchen', 'Curtis', 'Mei', 'Francisco', 'Tamika', 'Jerome', 'Natalia', 'Brendan', 'Ingrid'];
const LAST = ['Whitfield', 'Okafor', 'De La Cruz', "O'Brien", 'Nguyen', 'Garcia-Lopez', 'Van Dyke', 'McAllister', 'Castellano',
  'Brennan', 'Abernathy', 'St. Clair', 'Kowalski', 'Delgado', 'Haddad', 'Lindqvist', 'Pham', 'Rutherford', 'Sandoval', 'Yoder'];
const WORDS = ['Summit', 'Bayside', 'Ironwood', 'Blue Heron', 'Copper Creek', 'Lakeshore', 'Northgate', 'Silver Maple', 'Redstone',
  'Cedar Hollow', 'Prairie Wind', 'Harbor Point', 'Golden Mesa', 'Stonebridge', 'Twin Oaks', 'Riverbend'];
// [printed type of business, industries reference id by the longest-alias rule]
export const INDUSTRIES: [string, string, string][] = [
  ['Family restaurant', 'restaurant', 'Grill'], ['Auto repair / body shop', 'auto_repair', 'Auto Works'],
  ['HVAC installation & service', 'specialty_trade_contractor', 'Heating & Air'], ['Hair salon', 'personal_care', 'Salon'],
  ['Dental office', 'dental_practice', 'Dental'], ['Dump truck hauling', 'trucking_local', 'Hauling'],
  ['Lawn care and snow removal', 'landscaping', 'Lawn Care'], ['Convenience store', 'convenience_store', 'Market'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Veterinary clinic', 'veterinary', 'Animal Hospital'],
  ['Bakery cafe', 'restaurant', 'Bakehouse'], ['Coin laundry', 'dry_cleaning', 'Laundry'],
  ['Boutique clothing store', 'retail_general', 'Boutique'], ['IT services & web design', 'it_software', 'Tech'],
  ['Nail salon', 'personal_care', 'Nails'], ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['Food truck', 'food_truck_catering', 'Eats'], ['Chiropractor office', 'medical_practice', 'Chiropractic'],
];
// [printed entity, entity-types id, legal-name suffix]
export const ENTITIES: [string, string, string][] = [
  ['LLC', 'llc', ', LLC'], ['L.L.C.', 'llc', ' L.L.C.'], ['Corporation', 'c_corporation', ' Corporation'], ['Inc.', 'c_corporation', ', Inc.'],
  ['S-Corp', 's_corporation', ', Inc.'], ['C Corp', 'c_corporation', ' Corp.'], ['Partnership', 'general_partnership', ' Partners'],
  ['LLP', 'llp', ' LLP'], ['PLLC', 'pllc', ', PLLC'], ['Sole Proprietor', 'sole_proprietorship', ''], ['LP', 'limited_partnership', ', LP'],
];
const PLACES: [string, string, string][] = [['Dallas', 'TX', '752'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'],
  ['Raleigh', 'NC', '276'], ['Yonkers', 'NY', '107'], ['Paterson', 'NJ', '075'], ['Aurora', 'CO', '800'], ['Fresno', 'CA', '937'],
  ['Marietta', 'GA', '300'], ['Joliet', 'IL', '604'], ['Tacoma', 'WA', '984'], ['Knoxville', 'TN', '379'], ['Allentown', 'PA', '181']];
const INC_STATES = ['DE', 'NV', 'WY', 'FL', 'TX', 'NY'];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Route 9', 'Elm St', 'Harbor Blvd', 'Pine Ridge Rd'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'KeyBank'];
const FUNDERS = ['Rapid Lane Capital', 'Bluestone Advance', 'Crestmark Funding Co', 'Velocity Merchant Cash', 'Northpoint Receivables', 'Fox Hollow Funding'];
const TITLES: Record<string, string[]> = { llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'],
  c_corporation: ['President', 'CEO', 'Vice President', 'Secretary', 'Owner/Operator'], s_corporation: ['President', 'CEO', 'Vice President', 'Treasurer'],
  general_partnership: ['Partner', 'General Partner'], llp: ['Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Limited Partner'] };
const USES = ['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Expansion', 'Marketing', 'Renovation', 'Debt consolidation'];
const EIN_PREFIXES = ['20', '26', '27', '30', '32', '35', '45', '46', '47', '52', '54', '56', '61', '82', '84', '87', '88', '90', '91', '92', '95'];
export const OWNERSHIP_SPLITS: number[][] = [[100], [100], [51, 49], [60, 40], [75, 25], [50, 50], [80], [67, 33], [100]];

const phone = (r: Rng, area: string): string => `(${area}) ${r.int(201, 989)}-${r.digits(4)}`;

export function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.pick(['70', '72', '78', '81', '84', '90', '94'])}-${r.int(1000, 9999)}`;
  return `${r.int(101, 665)}-${String(r.int(10, 99))}-${r.int(1000, 9999)}`;
}

export function makeMerchant(r: Rng): Merchant {
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const ent = r.pick(ENTITIES);
  const [city, state, zip3] = r.pick(PLACES);
  const area = String(r.int(201, 989));
  const split = r.pick(OWNERSHIP_SPLITS);
  const sole = ent[1] === 'sole_proprietorship';
  const pcts = sole ? [100] : split;
  const lasts = r.shuffle([...LAST]);
  const owners: Owner[] = pcts.map((pct, i) => ({
    first: r.pick(FIRST), middle: r.chance(0.4) ? r.pick(['A', 'J', 'R', 'L', 'M', 'T']) : '', last: lasts[i]!,
    cred: r.chance(0.12) ? r.pick(['DC', 'CPA', 'DDS', 'MBA']) : '',
    title: sole ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : r.pick(TITLES[ent[1]] ?? ['Owner']), pct, fico: r.chance(0.75) ? r.int(560, 805) : null,
    taxId: '', taxType: 'SSN', dob: isoDate(r.int(1956, 1994), r.int(1, 12), r.int(1, 28)),
    home: `${r.int(10, 9899)} ${r.pick(['Willow Ln', 'Birch Ct', 'Maple Dr', 'Sunset Blvd', 'Lakeview Ter'])}, ${city}, ${state} ${zip3}${r.digits(2)}`,
  }));
  for (const o of owners) { const itin = r.chance(0.12); o.taxId = ssn(r, itin); o.taxType = itin ? 'ITIN' : 'SSN'; }
  const base = `${r.pick(WORDS)} ${noun}`;
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.middle ? `${o0.middle}. ` : ''}${o0.last}` : `${base}${ent[2]}`;
  const dba = sole ? base : r.chance(0.55) ? `${r.pick(WORDS)} ${noun}` : null;
  const useSsn = sole && o0.taxType === 'SSN' && r.chance(0.6);
  const taxDigits = useSsn ? o0.taxId.replace(/\D/g, '') : `${r.pick(EIN_PREFIXES)}${r.digits(7)}`;
  const amount = r.int(3, 50) * 5000;
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([60, 80, 100, 120, 140]) : freq === 'weekly' ? r.pick([16, 24, 30, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.22, 1.49) * 100) / nPayments) / 100;
  const sy = r.int(1998, 2022);
  const host = base.toLowerCase().replace(/[^a-z]+/g, '');
  const incState = r.pick(INC_STATES.filter((s) => s !== state));
  // People around the business never share an owner's surname, and the head count never looks like a printed value.
  const other = (): string => r.pick(lasts.slice(3));
  const taken = new Set([nPayments, ...owners.map((o) => o.pct)]);
  let employees = r.int(2, 19);
  while (taken.has(employees)) employees++;
  const lname = (): string => `${r.pick(WORDS)} ${r.pick(['Supply Co', 'Distributors', 'Wholesale Inc', 'Services LLC', 'Parts & Equipment'])}`;
  return {
    legal, dba, entity: { text: ent[0], id: ent[1], suffix: ent[2] }, industryText, industryId,
    taxDigits, taxType: useSsn ? 'SSN' : 'EIN',
    street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city, state, zip: `${zip3}${r.digits(2)}`,
    incState, phone: phone(r, area), email: `${r.pick(['info', 'office', 'admin', o0.first.toLowerCase()])}@${host}.com`, website: `www.${host}.com`,
    start: isoDate(sy, r.int(1, 12), r.int(1, 28)), amount, payment, nPayments, freq, use: r.pick(USES),
    monthlySales: r.int(18, 260) * 1000 + r.int(1, 19) * 50 - r.int(1, 49), employees, owners,
    landlord: { name: r.chance(0.5) ? `${r.pick(WORDS)} Properties LLC` : `${r.pick(FIRST)} ${other()}`, phone: phone(r, area), rent: r.int(12, 95) * 100 },
    bank: { name: r.pick(BANKS), routing: `0${r.int(1, 3)}${r.digits(7)}`, account: r.digits(r.int(9, 12)) },
    refs: [0, 1].map(() => ({ name: lname(), contact: `${r.pick(FIRST)} ${other()}`, phone: phone(r, String(r.int(201, 989))) })),
    mca: r.chance(0.6) ? r.shuffle([...FUNDERS]).slice(0, r.int(1, 2)).map((funder) => ({ funder, balance: r.cents(4000, 60000) / 100, payment: r.cents(90, 900) / 100 })) : [],
    iso: { name: `${r.pick(FIRST)} ${other()}`, phone: phone(r, String(r.int(201, 989))), email: '', id: `ISO-${r.digits(4)}` },
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date as a form prints it: 'mdy' 03/14/2016, 'mdyy' 3/14/16, 'long' March 14, 2016, 'dash' 03-14-2016. */
export function printDate(iso: string, f: 'mdy' | 'mdyy' | 'long' | 'dash'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 'mdyy') return `${m}/${d}/${String(y % 100).padStart(2, '0')}`;
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  return f === 'dash' ? `${mm}-${dd}-${y}` : `${mm}/${dd}/${y}`;
}

/** Money as a form prints it. */
export function money(v: number, f: 'dollars' | 'cents' | 'plain' | 'spaced' = 'dollars'): string {
  const whole = Number.isInteger(v) && f !== 'cents';
  const s = v.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
  if (f === 'plain') return whole ? String(v) : v.toFixed(2);
  return f === 'spaced' ? `$ ${s}` : `$${s}`;
}

/** An owner's name in one of the printed forms, and the fields it gives. */
export function ownerName(o: Owner, f: 'first_last' | 'last_first'): string {
  if (f === 'last_first') return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  return `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}

export function maskedSsn(o: Owner, r: Rng): string {
  return r.pick([`XXX-XX-${o.taxId.slice(-4)}`, `***-**-${o.taxId.slice(-4)}`, `xxx-xx-${o.taxId.slice(-4)}`]);
}
