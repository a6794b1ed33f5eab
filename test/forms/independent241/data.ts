// Seeded applicant data for set 241: a business, its request, 1-3 owners and the decoy people and numbers printed
// around them. Everything here is what a broker's form would carry; the layouts decide what prints and how.
import { Rng } from '../../statements/generator/prng.ts';

/** Printed business descriptions and the industries id applications.md's longest-alias rule gives each (checked in the test). */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Full-service restaurant', 'restaurant'], ['Pizzeria', 'restaurant'], ['Veterinary clinic', 'veterinary'],
  ['Hair salon and spa', 'personal_care'], ['Collision repair and body shop', 'auto_repair'], ['Dental office', 'dental_practice'],
  ['HVAC contractor', 'specialty_trade_contractor'], ['Landscaping and lawn care', 'landscaping'], ['Coffee shop', 'restaurant'],
  ['Nail salon', 'personal_care'], ['Daycare center', 'childcare'], ['Commercial cleaning services', 'cleaning_services'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Boutique clothing store', 'retail_general'], ['Gym / fitness center', 'fitness'],
  ['Medical office', 'medical_practice'], ['Used car dealer', 'auto_dealer_used'], ['Convenience store', 'convenience_store'],
  ['Liquor store', 'liquor_store'], ['Machine shop', 'manufacturing'], ['Freight broker', 'freight_logistics'], ['Bakery cafe', 'restaurant'],
  ['IT services and web design', 'it_software'], ['Bookkeeping and tax prep', 'professional_services'],
  ['Wholesale distributor', 'wholesale_distribution'], ['Dog grooming salon', 'pet_services'], ['Food truck', 'food_truck_catering'],
  ['Tire shop', 'auto_repair'], ['Moving company', 'trucking_local'], ['Urgent care clinic', 'medical_practice'], ['Yoga studio', 'fitness'],
  ['Event venue', 'entertainment_venue'], ['Jewelry store', 'jewelry'], ['Laundromat', 'dry_cleaning'], ['Home health agency', 'home_health_care'],
  ['Tutoring center', 'education_private'],
];

/** US states used for addresses: code, name. */
export const STATES: readonly (readonly [string, string])[] = [
  ['NY', 'New York'], ['NJ', 'New Jersey'], ['FL', 'Florida'], ['TX', 'Texas'], ['CA', 'California'], ['GA', 'Georgia'], ['IL', 'Illinois'],
  ['OH', 'Ohio'], ['PA', 'Pennsylvania'], ['NC', 'North Carolina'], ['AZ', 'Arizona'], ['CO', 'Colorado'], ['WA', 'Washington'],
  ['MI', 'Michigan'], ['TN', 'Tennessee'], ['MA', 'Massachusetts'], ['NV', 'Nevada'], ['MD', 'Maryland'], ['MO', 'Missouri'], ['DE', 'Delaware'],
];
const CITIES: Record<string, string[]> = {
  NY: ['Brooklyn', 'Yonkers', 'Albany'], NJ: ['Newark', 'Paterson', 'Edison'], FL: ['Tampa', 'Orlando', 'Hialeah'], TX: ['Houston', 'El Paso', 'Plano'],
  CA: ['Fresno', 'San Diego', 'Oakland'], GA: ['Atlanta', 'Macon'], IL: ['Chicago', 'Joliet'], OH: ['Columbus', 'Akron'], PA: ['Allentown', 'Erie'],
  NC: ['Raleigh', 'Durham'], AZ: ['Mesa', 'Tucson'], CO: ['Aurora', 'Denver'], WA: ['Spokane', 'Tacoma'], MI: ['Flint', 'Lansing'],
  TN: ['Memphis', 'Knoxville'], MA: ['Worcester', 'Lowell'], NV: ['Henderson', 'Reno'], MD: ['Towson', 'Rockville'], MO: ['St. Louis', 'Joplin'],
  DE: ['Dover', 'Newark'],
};

const FIRST = ['Maria', 'James', 'Aisha', 'Roberto', 'Linh', 'Daniel', 'Priya', 'Kevin', 'Fatima', 'Tomasz', 'Grace', 'Dwayne', 'Yolanda', 'Hector',
  'Mei', 'Samuel', 'Keisha', 'Oleksandr', 'Rosa', 'Brandon', 'Nadia', 'Curtis', 'Elena', 'Marcus', 'Jasmine', 'Anil', 'Brigid', 'Tyrone'];
const LAST = ['Gomez', 'Whitfield', 'Okafor', 'Nguyen', 'Patel', 'Kowalski', 'Brennan', 'Jackson', 'Rahman', 'Castillo', 'Lindqvist', 'Moreau',
  'Washington', 'Fitzgerald', 'Abernathy', 'Sato', 'Delgado', 'Horvath', 'Mbeki', 'Romano'];
const SPECIAL_LAST = ['Garcia-Lopez', 'De La Cruz', 'van der Berg', "O'Neill", 'McAllister', 'Smith-Jones', 'Di Santo', 'St. Clair', 'bin Hassan', 'Le Blanc'];
const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'DVM'];
const WORDS = ['Summit', 'Harbor', 'Cedar', 'Blue Heron', 'Iron Gate', 'Golden Fork', 'Riverside', 'Maple Leaf', 'Keystone', 'Pioneer', 'Sunset',
  'Lakeshore', 'Granite', 'Silver Birch', 'Northgate', 'Magnolia', 'Red Rock', 'Tri-County', 'Evergreen', 'Crescent'];
const TAILS = ['Group', 'Services', 'Enterprises', 'Holdings', 'Ventures', 'Partners', 'Solutions', 'Company'];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Market St', 'Elm Street', 'Route 9', 'Sunrise Hwy', 'Broad St', 'Pine Rd'];
export const FUNDERS = ['Rapid Advance Co.', 'Velocity Capital', 'Forward Funding LLC', 'Pinnacle MCA', 'Everest Business Funding', 'Liberty Daily Capital',
  'Greenbox Advance', 'Cobalt Funding Group'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Citizens Bank', 'Truist'];
const USES = ['Working capital', 'Inventory purchase', 'Equipment', 'Payroll', 'Expansion / second location', 'Marketing', 'Renovation',
  'Consolidate existing advances', 'Hire staff'];

export type EntityKind = 'llc' | 'corp' | 's_corp' | 'partnership' | 'llp' | 'sole' | 'pllc' | 'nonprofit';
export const ENTITY_ID: Record<EntityKind, string> = { llc: 'llc', corp: 'c_corporation', s_corp: 's_corporation', partnership: 'general_partnership',
  llp: 'llp', sole: 'sole_proprietorship', pllc: 'pllc', nonprofit: 'nonprofit_corporation' };

export interface Person { first: string; middle: string | null; last: string; cred: string | null }
export interface Address { street: string; city: string; state: string; stateName: string; zip: string }
export interface Owner {
  person: Person; title: string; ownership: number; ssn: string; masked: boolean; dob: string; credit: number | null; home: Address;
  email: string; cell: string;
}
export interface Business {
  legal: string; dba: string | null; entity: EntityKind; industryText: string; industryId: string; ein: string | null; start: string;
  address: Address; incState: string; phone: string; email: string; website: string | null; employees: number; own: boolean;
  landlord: string; landlordPhone: string; monthlySales: number; annualRevenue: number;
}
export interface Request { amount: number; use: string; payment: number; count: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly' }
export interface Position { funder: string; balance: number; payment: number }
export interface AppData {
  business: Business; request: Request; owners: Owner[]; bank: { name: string; routing: string; account: string };
  positions: Position[]; rep: { name: string; phone: string; email: string }; references: { name: string; phone: string }[]; signed: string;
}

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 999)}-${pad(r.int(0, 9999), 4)}`; }
function isoDate(y: number, m: number, d: number): string { return `${y}-${pad(m)}-${pad(d)}`; }

export function person(r: Rng): Person {
  const special = r.chance(0.3);
  return { first: r.pick(FIRST), middle: r.chance(0.45) ? String.fromCharCode(65 + r.int(0, 25)) : null,
    last: special ? r.pick(SPECIAL_LAST) : r.pick(LAST), cred: r.chance(0.1) ? r.pick(CREDENTIALS) : null };
}
export const personName = (p: Person): string => `${p.first} ${p.last}`;

function address(r: Rng, state?: readonly [string, string]): Address {
  const st = state ?? r.pick(STATES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city: r.pick(CITIES[st[0]]!),
    state: st[0], stateName: st[1], zip: pad(r.int(1001, 99950), 5) };
}

/** A valid-looking ABA routing number (checksum 3-7-1). */
function routing(r: Rng): string {
  for (;;) {
    const d = [r.int(0, 3), ...Array.from({ length: 7 }, () => r.int(0, 9))];
    const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
    const c = (10 - (s % 10)) % 10;
    const out = [...d, c].join('');
    if (out !== '000000000') return out;
  }
}

const EIN_PREFIXES = [10, 11, 12, 13, 20, 22, 26, 27, 30, 33, 35, 38, 45, 46, 47, 52, 54, 56, 58, 61, 65, 74, 81, 82, 84, 86, 88, 91, 93, 98];
function ein(r: Rng): string { return `${r.pick(EIN_PREFIXES)}-${pad(r.int(1000000, 9999999), 7)}`; }
function ssn(r: Rng, itin = false): string {
  if (itin) return `9${pad(r.int(0, 99))}-${r.pick([50, 63, 71, 84, 92, 97])}-${pad(r.int(1, 9999), 4)}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}

function legalName(r: Rng, kind: EntityKind, base: string, owner: Person): string {
  switch (kind) {
    case 'llc': return r.pick([`${base} LLC`, `${base}, LLC`, `${base} L.L.C.`]);
    case 'corp': return r.pick([`${base}, Inc.`, `${base} Corp.`, `${base} Inc`, `${base} Corporation`]);
    case 's_corp': return r.pick([`${base}, Inc.`, `${base} Inc.`]);
    case 'partnership': return base.endsWith('Partners') ? base : `${base} Partners`;
    case 'llp': return `${base} LLP`;
    case 'pllc': return `${base}, PLLC`;
    case 'nonprofit': return `${base} Foundation, Inc.`;
    case 'sole': return `${owner.first} ${owner.middle ? `${owner.middle}. ` : ''}${owner.last}`;
  }
}

export function makeData(r: Rng): AppData {
  const entity = r.weighted<EntityKind>([['llc', 34], ['corp', 20], ['s_corp', 10], ['partnership', 6], ['llp', 4], ['sole', 16], ['pllc', 5], ['nonprofit', 2]]);
  const nOwners = entity === 'sole' ? 1 : r.weighted([[1, 40], [2, 40], [3, 20]] as const);
  const owners: Owner[] = [];
  const shares = nOwners === 1 ? [r.chance(0.85) ? 100 : r.pick([75, 80, 90])]
    : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
  const bizState = r.pick(STATES);
  for (let i = 0; i < nOwners; i++) {
    const p = person(r);
    const title = entity === 'sole' ? r.pick(['Owner', 'Sole Proprietor', 'Owner/Operator'])
      : i === 0 ? r.pick(entity === 'llc' || entity === 'pllc' ? ['Managing Member', 'Member', 'Owner', 'CEO'] : ['President', 'CEO', 'Owner', 'Partner'])
        : r.pick(['Vice President', 'Secretary', 'Member', 'COO', 'Partner', 'Treasurer']);
    const y = r.int(1958, 1996);
    owners.push({ person: p, title, ownership: shares[i]!, ssn: ssn(r, r.chance(0.08)), masked: r.chance(0.3),
      dob: isoDate(y, r.int(1, 12), r.int(1, 28)), credit: r.chance(0.7) ? r.int(540, 790) : null,
      home: address(r, r.chance(0.7) ? bizState : undefined), email: `${p.first.toLowerCase()}${r.int(1, 99)}@mail.example`, cell: phone(r) });
  }
  const base = `${r.pick(WORDS)} ${r.pick(TAILS)}`;
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const legal = legalName(r, entity, base, owners[0]!.person);
  const dbaChoice = r.weighted([['name', 55], ['none', 20], ['same', 10], ['legal', 8], ['na', 7]] as const);
  const dbaName = `${r.pick(WORDS)} ${industryText.split(' ')[0]}`;
  const dba = dbaChoice === 'name' ? dbaName : dbaChoice === 'same' ? 'SAME' : dbaChoice === 'legal' ? legal : dbaChoice === 'na' ? 'N/A' : null;
  const sy = r.int(1999, 2022);
  const monthly = r.int(18, 260) * 1000 + r.int(0, 999);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 100000, 125000, 150000, 200000, 250000]);
  const frequency = r.weighted([['daily', 45], ['weekly', 35], ['biweekly', 8], ['monthly', 12]] as const);
  const count = frequency === 'daily' ? r.pick([120, 140, 160, 180]) : frequency === 'weekly' ? r.pick([24, 32, 40, 52])
    : frequency === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45) / count) * 100) / 100;
  const positions: Position[] = Array.from({ length: r.int(0, 3) }, () =>
    ({ funder: r.pick(FUNDERS), balance: r.int(30, 900) * 100, payment: r.int(90, 2400) + (r.chance(0.5) ? 0 : 0.5) }));
  const repP = person(r);
  return {
    business: { legal, dba, entity, industryText, industryId, ein: entity === 'sole' && r.chance(0.6) ? null : ein(r),
      start: isoDate(sy, r.int(1, 12), r.int(1, 28)), address: address(r, bizState),
      incState: r.chance(0.35) ? r.pick(['DE', 'NV', 'WY']) : bizState[0], phone: phone(r),
      email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.example`, website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.example` : null,
      employees: r.int(1, 60), own: r.chance(0.25), landlord: `${r.pick(WORDS)} Properties ${r.pick(['LLC', 'Inc.', 'Mgmt'])}`, landlordPhone: phone(r),
      monthlySales: monthly, annualRevenue: monthly * 12 + r.int(-20000, 20000) },
    request: { amount, use: r.pick(USES), payment, count, frequency },
    owners,
    bank: { name: r.pick(BANKS), routing: routing(r), account: String(r.int(10000000, 99999999)) + String(r.int(10, 9999)) },
    positions,
    rep: { name: personName(repP), phone: phone(r), email: `${repP.first.toLowerCase()}@broker.example` },
    references: [{ name: `${r.pick(WORDS)} Supply Co.`, phone: phone(r) }, { name: `${r.pick(WORDS)} Wholesale`, phone: phone(r) }],
    signed: isoDate(2025, r.int(1, 12), r.int(1, 28)),
  };
}
