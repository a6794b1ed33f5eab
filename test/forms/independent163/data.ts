// Pools and number makers for set 163. Every (printed text -> reference id) pair here is hand-labelled; the test checks
// each label against the reference files with applications.md's matching rules (read.ts), not with this file.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export const US_CITIES: readonly [string, string, string][] = [
  ['Tampa', 'FL', '336'], ['Houston', 'TX', '770'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'], ['Raleigh', 'NC', '276'],
  ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'], ['Yonkers', 'NY', '107'], ['Fresno', 'CA', '937'], ['Boise', 'ID', '837'],
  ['Tulsa', 'OK', '741'], ['Omaha', 'NE', '681'], ['Savannah', 'GA', '314'], ['Spokane', 'WA', '992'], ['Providence', 'RI', '029'],
  ['Wilmington', 'DE', '198'], ['Las Vegas', 'NV', '891'], ['Baton Rouge', 'LA', '708'], ['Albuquerque', 'NM', '871'],
  ['Hartford', 'CT', '061'], ['Birmingham', 'AL', '352'], ['Portland', 'ME', '041'], ['San Juan', 'PR', '009'], ['Detroit', 'MI', '482'],
];
export const US_STATE_NAMES: Record<string, string> = { FL: 'Florida', TX: 'Texas', AZ: 'Arizona', OH: 'Ohio', NC: 'North Carolina',
  CO: 'Colorado', NJ: 'New Jersey', NY: 'New York', CA: 'California', ID: 'Idaho', OK: 'Oklahoma', NE: 'Nebraska', GA: 'Georgia',
  WA: 'Washington', RI: 'Rhode Island', DE: 'Delaware', NV: 'Nevada', LA: 'Louisiana', NM: 'New Mexico', CT: 'Connecticut',
  AL: 'Alabama', ME: 'Maine', PR: 'Puerto Rico', MI: 'Michigan', WY: 'Wyoming' };
export const CA_CITIES: readonly [string, string, string][] = [
  ['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Vancouver', 'BC', 'V6B'],
  ['Surrey', 'BC', 'V3T'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Regina', 'SK', 'S4P'], ['Moncton', 'NB', 'E1C'],
  ["St. John's", 'NL', 'A1C'], ['Charlottetown', 'PE', 'C1A'], ['Laval', 'QC', 'H7N'], ['Whitehorse', 'YT', 'Y1A'], ['Yellowknife', 'NT', 'X1A'],
];
export const STREETS = ['Harbor Blvd', 'Maple Ave', 'Industrial Pkwy', 'Main St', 'Commerce Dr', 'Elm Street', 'Route 9', 'Lakeview Rd',
  'King St W', 'Oak Ridge Ct', 'Market Sq', 'Pioneer Way', 'Bay Street', 'Station Rd', 'Mill Lane'];

/** [type-of-business text, industries id]. */
export const INDUSTRIES: readonly [string, string][] = [
  ['Full service restaurant', 'restaurant'], ['Family diner', 'restaurant'], ['Coffee shop', 'restaurant'], ['Auto body shop', 'auto_repair'],
  ['Collision repair', 'auto_repair'], ['Tire shop and alignment', 'auto_repair'], ['Hair salon', 'personal_care'], ['Barbershop', 'personal_care'],
  ['Veterinary clinic', 'veterinary'], ['Animal hospital', 'veterinary'], ['Dental office', 'dental_practice'],
  ['Chiropractor', 'medical_practice'], ['Physical therapy clinic', 'medical_practice'], ['Plumbing contractor', 'specialty_trade_contractor'],
  ['HVAC install and repair', 'specialty_trade_contractor'], ['Roofing', 'specialty_trade_contractor'], ['Lawn care', 'landscaping'],
  ['Moving company', 'trucking_local'], ['Convenience store', 'convenience_store'], ['Liquor store', 'liquor_store'],
  ['Grocery store', 'grocery'], ['Daycare center', 'childcare'], ['Commercial cleaning', 'cleaning_services'], ['Yoga studio', 'fitness'],
  ['Used car dealer', 'auto_dealer_used'], ['Food truck', 'food_truck_catering'], ['Dry cleaner', 'dry_cleaning'], ['Pet grooming', 'pet_services'],
  ['Florist', 'retail_general'], ['Clothing store', 'retail_general'], ['General contractor', 'general_contractor'],
  ['Machine shop', 'manufacturing'], ['Wholesale distributor', 'wholesale_distribution'], ['Web design', 'it_software'],
  ['Insurance agency', 'insurance_agency'], ['Car wash', 'car_wash'], ['Motel', 'hotel_motel'], ['Bookkeeping and tax prep', 'professional_services'],
];

/** Checkbox rows of entity types by country: [printed label, id]. */
export const ENTITY_BOXES: Record<Country, readonly [string, string][]> = {
  US: [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['LP', 'limited_partnership'],
    ['LLP', 'llp'], ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']],
  CA: [['Corporation', 'ca_corporation'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship'],
    ['Non-Profit', 'nonprofit_corporation']],
};
/** Written on the "Other:" line or in a free-text entity blank. */
export const ENTITY_OTHER: Record<Country, readonly [string, string][]> = {
  US: [['S Corp', 's_corporation'], ['PLLC', 'pllc'], ['Co-op', 'cooperative'], ['LLLP', 'lllp'], ['Business Trust', 'trust'],
    ['Professional Association', 'professional_corporation']],
  CA: [['ULC', 'ca_ulc'], ['Co-operative', 'cooperative'], ['Limited Partnership', 'limited_partnership']],
};
export const ENTITY_FREE: Record<Country, readonly [string, string][]> = {
  US: [['Inc.', 'c_corporation'], ['L.L.C.', 'llc'], ['Corp', 'c_corporation'], ['Sole Prop', 'sole_proprietorship'], ['S-Corp', 's_corporation'],
    ['Limited Liability Company', 'llc'], ['General Partnership', 'general_partnership']],
  CA: [['Ltd.', 'ca_corporation'], ['Inc.', 'ca_corporation'], ['Corporation', 'ca_corporation'], ['Sole Prop', 'sole_proprietorship'],
    ['ULC', 'ca_ulc'], ['Partnership', 'general_partnership']],
};
/** Legal-name suffix by entity id. */
export function suffixFor(id: string, rng: Rng): string {
  const m: Record<string, string[]> = { c_corporation: ['Inc.', 'Corp.', 'Incorporated'], llc: ['LLC', 'L.L.C.'], ca_corporation: ['Ltd.', 'Inc.', 'Corp.'],
    general_partnership: ['& Partners', 'Partnership'], limited_partnership: ['LP'], llp: ['LLP'], pllc: ['PLLC'], s_corporation: ['Inc.'],
    nonprofit_corporation: ['Foundation', 'Inc.'], cooperative: ['Co-op'], lllp: ['LLLP'], trust: ['Trust'], ca_ulc: ['ULC'],
    professional_corporation: ['P.A.'] };
  return rng.pick(m[id] ?? ['Inc.']);
}

export const NAME_HEADS = ['Summit Ridge', 'Blue Heron', 'Copperline', 'Lakeshore', 'Golden Spoon', 'Ironwood', 'Red Canyon', 'Silver Pine',
  'Northgate', 'Harborview', 'Prairie Rose', 'Old Mill', 'Brightwater', 'Cedar Hollow', "Rosa's", "O'Malley's", 'Twin Oaks', 'Crescent Moon',
  'Tres Hermanos', 'Little Saigon', 'Sunrise', 'Keystone', 'Fairweather', 'Pine & Anchor'];
export const NAME_TAILS = ['Holdings', 'Enterprises', 'Group', 'Services', 'Company', 'Ventures', 'Works', 'Trading'];
export const DBA_TAILS = ['Express', 'Plus', 'on Main', 'Kitchen', 'Shop', 'Studio', 'Center', 'Depot', 'Corner', 'Place'];

export const FIRST = ['Maria', 'José', 'Jean-Luc', 'Siobhan', 'Kwame', 'Mei', 'Rafael', 'Aisha', 'Dmitri', 'Priya', 'Tomás', 'Hannah',
  'Giovanni', 'Olufemi', 'Ingrid', 'Mateo', 'Chloé', 'Darnell', 'Fatima', 'Liam', 'Yuki', 'Marc-André', 'Zoë', 'Björn', 'Renée'];
export const LAST = ['de la Cruz', 'van der Merwe', "O'Brien", "D'Angelo", 'García-López', 'McAllister', 'St. Pierre', 'von Hoffmann',
  'da Silva', 'MacDonald', 'Nguyen', 'Okafor', 'Al-Rashid', 'Smith-Jones', 'Le Blanc', 'dos Santos', 'Kowalski', 'Van Buren', 'DiMaggio',
  'Ben-David', 'Abernathy-Cole', 'Delacroix', "N'Diaye", 'Ó Súilleabháin', 'Papadopoulos'];
/** Names for people who are not applicants (references, landlords, reps): a pool disjoint from the owners'. */
export const OTHER_FIRST = ['Gary', 'Linda', 'Trevor', 'Monique', 'Heather', 'Victor', 'Denise', 'Curtis', 'Wendy', 'Raymond'];
export const OTHER_LAST = ['Pruitt', 'Castellano', 'Hargrove', 'Whitfield', 'Benoit', 'Lindqvist', 'Marchetti', 'Holloway', 'Sutton', 'Ferreira'];
export const ROLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director', 'Secretary'];
export const CREDENTIALS = ['DC', 'CPA', 'DDS', 'MD', 'DVM'];
export const FUNDERS = ['Bluestone Advance', 'Pinnacle Receivables', 'Fastlane Capital', 'Meridian Merchant Funding', 'Crown Bay Capital',
  'Redwood Funding Co', 'Apex Daily Capital'];
export const BANKS = { US: ['Chase', 'Wells Fargo', 'TD Bank', 'Regions', 'PNC', 'Truist', 'Bank of America'],
  CA: ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'] };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export interface Ymd { y: number; m: number; d: number }
export const iso = (t: Ymd) => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
export function randDate(rng: Rng, y0: number, y1: number): Ymd {
  return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) };
}
/** A date as a hand or a broker writes it; never day-first with numbers (ambiguous). */
export function fmtDate(t: Ymd, rng: Rng, country: Country): string {
  const p2 = (n: number) => String(n).padStart(2, '0');
  const opts = [`${p2(t.m)}/${p2(t.d)}/${t.y}`, `${t.m}/${t.d}/${t.y}`, `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`, `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d} ${t.y}`];
  if (t.y >= 2000) opts.push(`${t.m}/${t.d}/${String(t.y).slice(2)}`);
  if (country === 'CA') opts.push(iso(t), `${t.d} ${MONTHS[t.m - 1]} ${t.y}`);
  return rng.pick(opts);
}
export function fmtMoney(n: number, rng: Rng, country: Country): string {
  const whole = Number.isInteger(n);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  const opts = [`$${s}`, `$ ${s}`, whole ? `$${s}.00` : `$${s}`, String(n)];
  if (country === 'CA') opts.push(`CAD ${s}`, `$${s} CAD`);
  return rng.pick(opts);
}

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
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
  return '9' + rng.digits(2) + String(rng.int(70, 88)) + String(rng.int(1, 9999)).padStart(4, '0');
}
export function sin(rng: Rng): string {
  const body = String(rng.pick([1, 2, 3, 4, 5, 6, 7])) + rng.digits(7);
  return body + luhnDigit(body);
}
export function bn(rng: Rng): string {
  const body = String(rng.int(1, 9)) + rng.digits(7);
  return body + luhnDigit(body) + rng.pick(['RT', 'RC', 'RP']) + '000' + rng.int(1, 3);
}
export const dash = (d: string, g: number[]) => { const o: string[] = []; let i = 0; for (const n of g) { o.push(d.slice(i, i + n)); i += n; } return o.join('-'); };
export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}
export function postal(rng: Rng, prefix: string, country: Country): string {
  return country === 'US' ? prefix + rng.digits(2) : `${prefix} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
}
