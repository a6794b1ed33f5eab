// One fictional merchant per (layout, seed): the business, its request and its owners as the applicant means them,
// plus the people and numbers around it that are not the application's (bank, landlord, references, funders).
// What a form prints of it, and how, is the layout's choice; the truth is read back from what was printed.
import type { Rng } from '../../statements/generator/prng.ts';
import { PROVINCES, STATES } from './rules.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Person { first: string; middle: string; last: string; credential: string }
export interface Owner extends Person {
  title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number | null;
  home: string; homeCity: string; phone: string; email: string;
}
export interface Merchant {
  country: Country; entity: string; legal: string; dba: string | null; industryText: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN'; program: string; start: string;
  region: string; incRegion: string; street: string; city: string; zip: string; phone: string; email: string; web: string;
  amount: number; payment: number; payments: number; freq: Freq; use: string; monthly: number; employees: number;
  owners: Owner[]; bank: { name: string; routing: string; account: string }; landlord: string; rent: number;
  refs: { name: string; phone: string }[]; rep: string; advances: { funder: string; balance: number; pay: number }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tyrone', 'Sofia', 'Kevin', 'Grace', 'Luis',
  'Hannah', 'Omar', 'Rebecca', 'Jamal', 'Mei', 'Carlos', 'Danielle', 'Nikolai', 'Fatima', 'Brandon', 'Yolanda', 'Trevor', 'Chantal'];
const LAST = ['Thompson', 'de la Cruz', "O'Connor", 'Nguyen', 'Ramírez', 'Smith-Jones', 'Van der Berg', 'Patel', 'Okafor',
  'Kowalski', 'Brennan', 'Castillo', 'Whitaker', 'Haddad', 'McAllister', 'Delgado', 'St. Pierre', 'Liang', 'Abernathy', 'Fontaine'];
const CA_LAST = ['Tremblay', 'Gagnon', 'Côté', 'MacDonald', 'Singh', 'Bouchard', 'Leblanc', 'Campbell', 'Pelletier', 'Dhillon'];
const CREDENTIALS = ['DC', 'CPA', 'DDS', 'MD'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Vice President', 'Partner', 'Director', 'Secretary', 'COO'];

/** Type of business as merchants write it, with words for a name. */
const BUSINESS: [string, string[]][] = [
  ['Italian restaurant', ['Trattoria', 'Kitchen']], ['Coffee shop & bakery', ['Roasters', 'Beanery']], ['Hair salon', ['Salon', 'Studio']],
  ['Barbershop', ['Cuts', 'Barber Co']], ['HVAC contractor', ['Air', 'Climate']], ['Residential roofing', ['Roofing', 'Exteriors']],
  ['Plumbing services', ['Plumbing', 'Pipe Works']], ['General contractor - remodeling', ['Builders', 'Construction']],
  ['Auto body shop', ['Collision', 'Auto Body']], ['Used car dealer', ['Motors', 'Auto Sales']], ['Dump truck hauling', ['Hauling', 'Aggregates']],
  ['Dental office', ['Dental', 'Smiles']], ['Chiropractor', ['Chiropractic', 'Spine Center']], ['Veterinary clinic', ['Animal Care', 'Vet']],
  ['Landscaping & snow removal', ['Landscapes', 'Grounds']], ['Commercial cleaning', ['Cleaning', 'Janitorial']],
  ['Daycare center', ['Little Learners', 'Kids Club']], ['Gym / fitness center', ['Fitness', 'Athletics']], ['Convenience store', ['Mart', 'Quick Stop']],
  ['Liquor store', ['Wine & Spirits', 'Liquors']], ['Florist', ['Flowers', 'Blooms']], ['Pet grooming', ['Pet Spa', 'Grooming']],
  ['IT services', ['Tech', 'Systems']], ['Marketing agency', ['Media', 'Creative']], ['Food truck', ['Street Eats', 'Tacos']],
  ['Event venue', ['Hall', 'Events']], ['Home health care', ['Home Care', 'Caregivers']], ['Custom sign printing', ['Signs', 'Graphics']],
  ['Laundromat', ['Laundry', 'Wash']], ['Tire shop', ['Tire', 'Wheel']], ['Moving company', ['Movers', 'Relocation']],
  ['Staffing agency', ['Staffing', 'Workforce']], ['Pizzeria', ['Pizza', 'Pie Co']], ['Bar & grill', ['Tap House', 'Grill']],
  ['Long haul trucking', ['Freight', 'Transport']], ['Electrician', ['Electric', 'Power']], ['Physical therapy clinic', ['Rehab', 'Therapy']],
  ['Grocery & deli', ['Market', 'Deli']], ['E-commerce (Shopify store)', ['Goods', 'Supply']], ['Nail salon', ['Nails', 'Nail Bar']],
  ['Machine shop', ['Machining', 'Tool & Die']], ['Bakery', ['Bakehouse', 'Bread Co']], ['Auto repair', ['Auto Care', 'Garage']],
];
const PLACES = ['Summit', 'Riverbend', 'Lakeshore', 'Granite', 'Cedar Hill', 'Harbor', 'Prairie', 'Blue Ridge', 'Maple', 'Ironwood',
  'Northgate', 'Silverline', 'Redstone', 'Oak Park', 'Westfield', 'Pinecrest', 'Bayview', 'Sunset', 'Copper Creek', 'Liberty'];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Oak Blvd', 'Route 9', 'Lincoln Way', 'King St W', 'Queen St E'];
const US_CITIES: [string, string][] = [['Austin', 'TX'], ['Tampa', 'FL'], ['Columbus', 'OH'], ['Paterson', 'NJ'], ['Phoenix', 'AZ'],
  ['Charlotte', 'NC'], ['Yonkers', 'NY'], ['Aurora', 'CO'], ['Marietta', 'GA'], ['Fresno', 'CA'], ['Joliet', 'IL'], ['Tacoma', 'WA'],
  ['Knoxville', 'TN'], ['Reno', 'NV'], ['Worcester', 'MA'], ['Allentown', 'PA'], ['Baton Rouge', 'LA'], ['Tulsa', 'OK']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Laval', 'QC', 'H7N'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C'],
  ['Hamilton', 'ON', 'L8P'], ['Edmonton', 'AB', 'T5J'], ['Kelowna', 'BC', 'V1Y']];
const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'First Lakeshore Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'];
const FUNDERS = ['Rapid Ridge Funding', 'Clearpath Capital', 'Velocity Merchant Group', 'Harborline Advance', 'Stackwell Funding', 'Pinnacle Pay Capital'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation', 'Truck repairs', 'Hiring staff'];

const luhnDigit = (d: string): number => {
  let s = 0;
  for (let i = 0; i < d.length; i++) { let v = Number(d[i]) * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return (10 - (s % 10)) % 10;
};
/** A 9-digit Canadian number (BN or SIN) with a Luhn check digit. */
export function luhn9(rng: Rng, first: string): string { const b = first + rng.digits(7); return b + luhnDigit(b); }

export function ein(rng: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = rng.int(1, 99);
  while (bad.has(p)) p = rng.int(1, 99);
  return String(p).padStart(2, '0') + rng.digits(7);
}
export function ssn(rng: Rng): string {
  let a = rng.int(1, 899);
  while (a === 666) a = rng.int(1, 899);
  return String(a).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
export function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.pick([50, 57, 63, 70, 78, 84, 88, 90, 92, 94, 99])}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const randomDate = (rng: Rng, y0: number, y1: number): string => iso(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));
const phone = (rng: Rng, area: string): string => `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;

function person(rng: Rng, country: Country): Person {
  const last = country === 'CA' && rng.chance(0.6) ? rng.pick(CA_LAST) : rng.pick(LAST);
  return { first: rng.pick(FIRST), middle: rng.chance(0.35) ? rng.pick('ABCDEJKLMRST'.split('')) : '', last,
    credential: rng.chance(0.08) ? rng.pick(CREDENTIALS) : '' };
}

const SPLITS: Record<number, number[][]> = { 1: [[100], [100], [51]], 2: [[50, 50], [60, 40], [75, 25], [51, 49], [70, 30]],
  3: [[40, 35, 25], [34, 33, 33], [50, 25, 25], [33.33, 33.33, 33.34]], 4: [[25, 25, 25, 25], [30, 25, 25, 20], [40, 20, 20, 20]] };

const US_ENTITIES: [string, number][] = [['llc', 40], ['c_corporation', 15], ['s_corporation', 12], ['sole_proprietorship', 14],
  ['general_partnership', 5], ['limited_partnership', 4], ['pllc', 5], ['professional_corporation', 5]];
const CA_ENTITIES: [string, number][] = [['ca_corporation', 60], ['sole_proprietorship', 20], ['general_partnership', 10], ['ca_ulc', 5], ['cooperative', 5]];
const SUFFIX: Record<string, string[]> = { llc: [', LLC', ' LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Corporation', ' Inc'],
  s_corporation: [', Inc.', ' Inc.', ' Corp.'], general_partnership: [' Partners', ' & Associates'], limited_partnership: [', LP', ' L.P.'],
  pllc: [', PLLC'], professional_corporation: [', P.C.', ' PC'], ca_corporation: [' Ltd.', ' Inc.', ' Limited', ' Corp.'],
  ca_ulc: [' ULC'], cooperative: [' Co-operative'] };

export function makeMerchant(rng: Rng, country: Country): Merchant {
  const entity = rng.weighted(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const [industryText, words] = rng.pick(BUSINESS);
  const place = rng.pick(PLACES);
  const nOwners = entity === 'sole_proprietorship' ? 1 : rng.weighted([[1, 30], [2, 40], [3, 18], [4, 12]] as const);
  const split = rng.pick(SPLITS[nOwners]!);
  let region: string, city: string, zip: string, area: string;
  if (country === 'US') { [city, region] = rng.pick(US_CITIES); zip = String(rng.int(10000, 99899)); area = String(rng.int(201, 989)); }
  else {
    const c = rng.pick(CA_CITIES); [city, region] = c;
    zip = `${c[2]} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${rng.int(0, 9)}`; area = rng.pick(['416', '905', '403', '604', '514', '902', '204']);
  }
  const owners: Owner[] = split.map((pct, i) => {
    const p = person(rng, country);
    const us = country === 'US';
    return { ...p, pct, title: entity === 'sole_proprietorship' ? 'Owner' : i === 0 ? rng.pick(TITLES.slice(0, 4)) : rng.pick(TITLES.slice(4)),
      taxId: us ? (rng.chance(0.1) ? itin(rng) : ssn(rng)) : luhn9(rng, String(rng.pick([1, 2, 3, 4, 5, 6, 7, 9]))),
      taxType: us ? 'SSN' : 'SIN', dob: randomDate(rng, 1956, 1998), credit: rng.chance(0.6) ? rng.int(560, 810) : null,
      home: `${rng.int(12, 9800)} ${rng.pick(['Birch', 'Willow', 'Hillcrest', 'Sycamore', 'Kingsway', 'Ridge'])} ${rng.pick(['Ln', 'Rd', 'Ct', 'Cres', 'Dr'])}`,
      homeCity: country === 'US' ? `${city}, ${region} ${rng.int(10000, 99899)}`
        : `${city}, ${region} ${zip.slice(0, 3)} ${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'G', 'H'])}${rng.int(0, 9)}`,
      phone: phone(rng, area), email: `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
  });
  for (const o of owners) if (o.taxId.startsWith('9') && country === 'US') o.taxType = 'ITIN';
  const o0 = owners[0]!;
  const sole = entity === 'sole_proprietorship';
  const base = `${place} ${rng.pick(words)}`;
  const legal = sole ? `${o0.first} ${o0.last}`
    : entity === 'ca_corporation' && rng.chance(0.3) ? `${rng.int(1000000, 2999999)} ${PROVINCES.find((p) => p.code === region)!.name} Inc.`
      : entity === 'general_partnership' ? `${o0.last} & ${owners[1]?.last ?? 'Sons'}${rng.pick(SUFFIX[entity]!)}` : base + rng.pick(SUFFIX[entity]!);
  const dba = sole || legal.startsWith('1') || legal.startsWith('2') ? base : rng.chance(0.45) ? `${place} ${rng.pick(words)}` : null;
  let taxId: string, taxType: Merchant['taxType'];
  if (country === 'US') {
    if (sole && rng.chance(0.7)) { taxId = o0.taxId; taxType = o0.taxType as 'SSN' | 'ITIN'; } else { taxId = ein(rng); taxType = 'EIN'; }
  } else if (sole && rng.chance(0.5)) { taxId = o0.taxId; taxType = 'SIN'; } else { taxId = luhn9(rng, String(rng.int(7, 8))); taxType = 'BN'; }
  const others = (country === 'US' ? STATES.filter((s) => s.code !== region && s.code.length === 2 && !['AS', 'GU', 'MP', 'PR', 'VI', 'UM', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP', 'DC'].includes(s.code)) : PROVINCES.filter((p) => p.code !== region));
  const incRegion = country === 'US' && rng.chance(0.6) ? (region === 'DE' ? 'NV' : 'DE') : rng.pick(others).code;
  const freq = rng.weighted<Freq>([['daily', 45], ['weekly', 35], ['biweekly', 10], ['monthly', 10]]);
  const amount = rng.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000]) + (rng.chance(0.2) ? 2500 : 0);
  const payments = freq === 'daily' ? rng.pick([80, 100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([20, 26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.pick([1.25, 1.3, 1.35, 1.42, 1.49]) / payments) * 100) / 100;
  const slug = base.toLowerCase().replace(/[^a-z]/g, '');
  const nAdv = rng.weighted([[0, 45], [1, 35], [2, 15], [3, 5]] as const);
  const advances = rng.shuffle([...FUNDERS]).slice(0, nAdv).map((funder) => ({ funder, balance: rng.int(40, 900) * 100, pay: rng.int(90, 2400) }));
  const lp = person(rng, country);
  const taken = new Set([legal, dba, ...owners.map((o) => `${o.first} ${o.last}`)]);
  const clear = (s: string): string => (taken.has(s) ? `${s} Co.` : s);
  return { country, entity, legal, dba, industryText, taxId, taxType, program: rng.pick(['RC0001', 'RC0001', 'RT0001', 'RP0001']),
    start: randomDate(rng, 2003, 2024), region, incRegion, street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`,
    city, zip, phone: phone(rng, area), email: `${rng.pick(['info', 'office', 'accounts', o0.first.toLowerCase()])}@${slug}.${country === 'US' ? 'com' : 'ca'}`,
    web: rng.chance(0.6) ? `www.${slug}.${country === 'US' ? 'com' : 'ca'}` : '', amount, payment, payments, freq, use: rng.pick(USES),
    monthly: rng.int(18, 400) * 1000, employees: rng.int(1, 45), owners,
    bank: { name: rng.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? `0${rng.digits(8)}` : rng.digits(5), account: rng.digits(rng.int(7, 12)) },
    landlord: rng.chance(0.5) ? clear(`${lp.first} ${lp.last}`) : `${rng.pick(PLACES)} ${rng.pick(['Properties', 'Realty Group', 'Holdings', 'Property Mgmt'])}`,
    rent: rng.int(12, 140) * 100, refs: [0, 1].map(() => ({ name: clear(`${rng.pick(PLACES)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Equipment'])}`), phone: phone(rng, area) })),
    rep: clear(`${rng.pick(FIRST)} ${rng.pick(['Whitfield', 'Marino', 'Sato', 'Greene', 'Kaplan', 'Dubois'])}`), advances };
}

export const fullName = (p: Person, middle = true): string =>
  `${p.first}${middle && p.middle ? ` ${p.middle}.` : ''} ${p.last}${p.credential ? `, ${p.credential}` : ''}`;
