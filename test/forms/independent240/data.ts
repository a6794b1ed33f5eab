// Pools and formatters of set 240 (franchises, multi-location merchants, parent companies, landlords). Every
// reference id here is checked against /work/shared/reference by independent240.test.ts.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Place { street: string; city: string; state: string; zip: string }

/** US cities by state code (USPS codes of states.json). */
export const US_CITIES: Record<string, [string, string][]> = {
  TX: [['Austin', '787'], ['Round Rock', '786'], ['Plano', '750']], FL: [['Tampa', '336'], ['Orlando', '328'], ['Sarasota', '342']],
  GA: [['Marietta', '300'], ['Savannah', '314']], OH: [['Columbus', '432'], ['Dayton', '454']], AZ: [['Tempe', '852'], ['Mesa', '852']],
  NC: [['Raleigh', '276'], ['Cary', '275']], CO: [['Aurora', '800'], ['Boulder', '803']], IL: [['Naperville', '605'], ['Peoria', '616']],
  NJ: [['Edison', '088'], ['Paramus', '076']], TN: [['Franklin', '370'], ['Knoxville', '379']], WA: [['Tacoma', '984'], ['Everett', '982']],
  MN: [['Bloomington', '554'], ['Rochester', '559']], VA: [['Richmond', '232'], ['Norfolk', '235']], NV: [['Henderson', '890'], ['Reno', '895']],
  MI: [['Troy', '480'], ['Lansing', '489']], PA: [['Allentown', '181'], ['Erie', '165']],
};
/** Canadian cities by province code (provinces.json), with the postal code's first letter. */
export const CA_CITIES: Record<string, [string, string][]> = {
  ON: [['Mississauga', 'L'], ['Ottawa', 'K'], ['Hamilton', 'L']], BC: [['Burnaby', 'V'], ['Kelowna', 'V']], AB: [['Calgary', 'T'], ['Edmonton', 'T']],
  MB: [['Winnipeg', 'R']], NS: [['Halifax', 'B']], SK: [['Saskatoon', 'S']], QC: [['Laval', 'H']],
};
const STREETS = ['Maple Ave', 'Commerce Dr', 'Main St', 'Harbor Blvd', 'Oak Ridge Rd', 'Industrial Pkwy', 'Elm St', 'Lakeview Dr',
  'Market St', 'Pine Hollow Ln', 'Riverside Way', 'Centennial Blvd', 'Cedar Crossing', 'Station Rd', 'Willow Bend'];

export function usPlace(rng: Rng, state?: string): Place {
  const st = state ?? rng.pick(Object.keys(US_CITIES));
  const [city, z] = rng.pick(US_CITIES[st]!);
  const unit = rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : '';
  return { street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}${unit}`, city, state: st, zip: `${z}${rng.digits(2)}` };
}
export function caPlace(rng: Rng, prov?: string): Place {
  const pr = prov ?? rng.pick(Object.keys(CA_CITIES));
  const [city, l] = rng.pick(CA_CITIES[pr]!);
  const L = () => rng.alnum(1, 'ABCEGHJKLMNPRSTVXY');
  return { street: `${rng.int(12, 4800)} ${rng.pick(STREETS)}`, city, state: pr, zip: `${l}${rng.int(1, 9)}${L()} ${rng.int(1, 9)}${L()}${rng.int(1, 9)}` };
}
export const oneLine = (p: Place): string => `${p.street}, ${p.city}, ${p.state} ${p.zip}`;

/** A franchise brand: the franchisor's legal name and the business-type text the franchisee writes, with the
 *  industries.json id the longest word-bounded label/alias match gives. */
export interface Brand { brand: string; franchisor: string; kinds: [string, string][] }
export const BRANDS: Brand[] = [
  { brand: 'Crust Republic Pizza', franchisor: 'Crust Republic Franchising, LLC', kinds: [['Pizzeria', 'restaurant'], ['Franchise pizzeria (dine-in & delivery)', 'restaurant']] },
  { brand: 'Daily Grind Coffee', franchisor: 'Daily Grind Brands, Inc.', kinds: [['Coffee shop', 'restaurant'], ['Franchised coffee shop', 'restaurant']] },
  { brand: 'IronPeak Fitness', franchisor: 'IronPeak Franchise Systems LLC', kinds: [['Fitness center', 'fitness'], ['Gym (franchise)', 'fitness']] },
  { brand: 'Shear Genius Salon', franchisor: 'Shear Genius International, Inc.', kinds: [['Hair salon', 'personal_care'], ['Franchise hair salon', 'personal_care']] },
  { brand: 'BrightPath Learning', franchisor: 'BrightPath Education Franchising Corp.', kinds: [['Tutoring center', 'education_private'], ['K-12 tutoring', 'education_private']] },
  { brand: 'SparkleWave Car Wash', franchisor: 'SparkleWave Holdings, LLC', kinds: [['Car wash', 'car_wash'], ['Express car wash', 'car_wash']] },
  { brand: 'Pawsitive Grooming', franchisor: 'Pawsitive Pet Brands, Inc.', kinds: [['Pet grooming', 'pet_services'], ['Dog grooming & boarding', 'pet_services']] },
  { brand: 'SmileCrest Dental', franchisor: 'SmileCrest Dental Franchising, Inc.', kinds: [['Dental office', 'dental_practice'], ['General dentist', 'dental_practice']] },
  { brand: 'TreadRight Tire & Auto', franchisor: 'TreadRight Franchise Group, LLC', kinds: [['Tire shop', 'auto_repair'], ['Tire shop and oil change', 'auto_repair']] },
  { brand: 'FreshFold Cleaners', franchisor: 'FreshFold Franchising Co.', kinds: [['Dry cleaner', 'dry_cleaning'], ['Dry cleaner / laundromat', 'dry_cleaning']] },
  { brand: 'Little Sprouts Daycare', franchisor: 'Little Sprouts Early Learning, Inc.', kinds: [['Daycare', 'childcare'], ['Licensed daycare center', 'childcare']] },
  { brand: 'CareFirst Urgent Care', franchisor: 'CareFirst Franchise Partners, LLC', kinds: [['Urgent care clinic', 'medical_practice'], ['Walk-in urgent care', 'medical_practice']] },
  { brand: 'Cozy Rest Inn', franchisor: 'Cozy Rest Hospitality Franchising, LLC', kinds: [['Hotel', 'hotel_motel'], ['Limited-service hotel', 'hotel_motel']] },
];

/** Entity types as forms print them: [printed text, US id, CA id, legal-name suffix]. */
export const ENTITIES: [string, string, string, string][] = [
  ['Corporation', 'c_corporation', 'ca_corporation', 'Inc.'], ['LLC', 'llc', 'llc', 'LLC'], ['Partnership', 'general_partnership', 'general_partnership', ''],
  ['Sole Proprietor', 'sole_proprietorship', 'sole_proprietorship', ''], ['S Corp', 's_corporation', 's_corporation', 'Inc.'],
  ['LLP', 'llp', 'llp', 'LLP'], ['Non-Profit', 'nonprofit_corporation', 'nonprofit_corporation', ''],
];
/** Free-text entity spellings (applications.md: id, label or alias, case and punctuation ignored). */
export const ENTITY_FREE: Record<string, string[]> = {
  c_corporation: ['Corporation', 'Corp.', 'C-Corp', 'Inc.'], llc: ['LLC', 'L.L.C.', 'Limited Liability Company'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'], general_partnership: ['General Partnership', 'Partnership'],
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], pllc: ['PLLC', 'Professional LLC'],
  ca_corporation: ['Corporation', 'Incorporated', 'Corp.'],
};

const FIRST = ['Marcus', 'Elena', 'Priya', 'Darnell', 'Sofia', 'Kenji', 'Aisha', 'Tomasz', 'Lucia', 'Oluwaseun', 'Grace', 'Rafael', 'Nadia',
  'Connor', 'Mei', 'Andre', 'Fatima', 'Gideon', 'Hannah', 'Victor', 'Ingrid', 'Samir', 'Brianna', 'Mateo'];
const LAST = ['Okafor', 'Delgado', 'Whitfield', 'Nakamura', 'Brennan', 'Castellano', 'Haddad', 'Lindqvist', 'Murphy', 'Abernathy', 'Ferreira',
  'Kowalski', 'Osei', 'Thibodeaux', 'Rahman', 'Sorensen', 'Vu', 'Ellison'];
const PARTICLE = ['van der Berg', 'De La Cruz', 'da Silva', 'St. Clair', "O'Neill", 'MacArthur', 'von Stein', 'Le Blanc'];
export const CREDENTIALS = ['DDS', 'MD', 'CPA', 'DVM', 'PhD'];

export function personName(rng: Rng): { first: string; middle: string; last: string } {
  const first = rng.pick(FIRST);
  const r = rng.next();
  const last = r < 0.2 ? `${rng.pick(LAST)}-${rng.pick(LAST)}` : r < 0.4 ? rng.pick(PARTICLE) : rng.pick(LAST);
  const middle = rng.chance(0.45) ? `${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : '';
  return { first, middle, last };
}

// Tax identifiers: valid shapes per /work/shared/reference/README.md.
const EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 44,
  45, 46, 47, 48, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
export const ein = (rng: Rng): string => `${rng.pick(EIN_PREFIX)}-${rng.int(1000000, 9999999)}`;
export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
export const itin = (rng: Rng): string => `9${rng.digits(2)}-${rng.int(70, 88)}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
function luhn9(rng: Rng, firstDigits: string): string {
  const body = firstDigits + rng.digits(8 - firstDigits.length);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
export const sin = (rng: Rng): string => luhn9(rng, String(rng.int(1, 7)));
export const bn = (rng: Rng): string => luhn9(rng, String(rng.int(1, 8)));
export const digitsOf = (s: string): string => s.replace(/\D/g, '');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export function randomDate(rng: Rng, y0: number, y1: number): string { return iso(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28)); }
/** A date as forms print it; `short` allows two-digit years (only for years 2000 on). */
export function fmtDate(isoDate: string, fmt: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  switch (fmt % 6) {
    case 0: return `${p(m)}/${p(d)}/${y}`;
    case 1: return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 2: return `${m}/${d}/${y}`;
    case 3: return y >= 2000 ? `${p(m)}/${p(d)}/${String(y).slice(2)}` : `${p(m)}-${p(d)}-${y}`;
    case 4: return `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`;
    default: return isoDate;
  }
}
export function fmtMoney(n: number, fmt: number, country: 'US' | 'CA' = 'US'): string {
  const c = n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  switch (fmt % 5) {
    case 0: return `$${c}`;
    case 1: return `$${c}.00`;
    case 2: return country === 'CA' ? `${c} CAD` : `$ ${c}`;
    case 3: return country === 'CA' ? `CAD $${c}` : c;
    default: return `${n}.00`;
  }
}
export const FUNDERS = ['Pinnacle Advance Group', 'Redline Capital Funding', 'Bluestem Business Capital', 'Cobalt Merchant Funding', 'Northgate Receivables'];
export const BANKS = ['First Horizon Bank', 'Regions Bank', 'Truist', 'Huntington National Bank', 'KeyBank', 'Chase', 'Wells Fargo'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC'];
export const MGMT = ['Crestline Property Management', 'Atlas Commercial Realty Group', 'Beacon Retail Properties LLC', 'Stonegate Asset Management', 'Harrow & Finch Property Services'];
export const HOLDCO_WORDS = ['Granite', 'Sterling', 'Bayshore', 'Summit Peak', 'Ironwood', 'Redwood', 'Lakeshore', 'Evergreen'];
export const REPS = ['Jordan Pike', 'Alexis Moreau', 'Trevor Banks', 'Danielle Ruiz', 'Kyle Simmons', 'Monique Hart'];
