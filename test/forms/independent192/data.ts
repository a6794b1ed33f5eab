// Word pools and valid-looking numbers for the generated applications. Numbers follow the reference README's rules
// (EIN prefixes that are issued, SSN areas, ITIN groups, Luhn for BN and SIN, the ABA checksum for routing numbers)
// so a reader that validates them does not reject the truth.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Keisha', 'Daniel', 'Priya', 'Luis', 'Hannah', 'Omar', 'Grace', 'Dmitri',
  'Rosa', 'Kwame', 'Emily', 'Thanh', 'Marcus', 'Ingrid', 'Sofia', 'Rahul', 'Colleen', 'Andre', 'Yuki', 'Brandon', 'Fatima', 'Devon',
  'Lucia', 'Patrick', 'Mei', 'Jerome', 'Camille', 'Hector'];
export const FIRST_CA = ['Marie-Claude', 'Étienne', 'Geneviève', 'Liam', 'Chloé', 'Harpreet', 'Mathieu', 'Olivia', 'Jean-François',
  'Nadia', 'Connor', 'Amélie', 'Raj', 'Siobhan', 'Wei', 'Gabriel'];
/** Plain surnames, and the hard ones: hyphens, particles, apostrophes, Mc/Mac, a space. */
export const LAST = ['Gonzalez', 'Whitaker', 'Okafor', 'Nguyen', 'Kowalski', 'Patel', 'Brennan', 'Haddad', 'Lindqvist', 'Morales',
  'Achebe', 'Feldman', 'Castillo', 'Yamamoto', 'Ferreira', 'Sullivan', 'Petrov', 'Reyes', 'Abernathy', 'Kim'];
export const LAST_HARD = ['Gonzalez-Ruiz', 'de la Cruz', "O'Neill", 'Van der Berg', 'McAllister', 'St. Pierre', 'Al-Amin', 'Del Toro',
  'Smith-Okafor', 'da Silva', 'Le Blanc', 'MacDonald'];
export const LAST_CA = ['Tremblay', 'Gagnon', 'Roy', 'Bouchard', 'Singh', 'MacLeod', 'Côté', 'Fraser', 'Leblanc', 'Wong', 'Pelletier',
  'Bergeron', 'Chen', 'Gill', 'Lévesque-Roy', "D'Amours"];
export const CREDENTIALS = [', DC', ', DDS', ', CPA', ', MD', ', DVM', ', PE'];

export const NAME_WORDS = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Ironwood', 'Lakeshore', 'Northgate', 'Brightside', 'Red Maple',
  'Granite Peak', 'Silver Oak', 'Harbor Point', 'Golden Mile', 'Cedar Lane', 'Riverbend', 'Stonebridge', 'Parkview', 'Sunrise',
  'Eastside', 'Twin Pines', 'Westbrook', 'Lucky Star', 'Evergreen', 'Bayfront', 'High Desert'];

/** [type of business as printed, a word for the company name]. Each text is checked against the industry rule. */
export const BUSINESS_TYPES: readonly (readonly [string, string])[] = [
  ['Pizza restaurant', 'Pizzeria'], ['Family dental office', 'Dental'], ['Veterinary clinic', 'Animal Care'], ['Auto repair and tire shop', 'Auto Works'],
  ['Hair salon', 'Salon'], ['HVAC contractor', 'Heating & Air'], ['Electrical contractor', 'Electric'], ['Coffee shop & bakery', 'Coffee Co'],
  ['Convenience store', 'Market'], ['Daycare center', 'Kids Academy'], ['Landscaping & lawn care', 'Landscapes'], ['Used car dealer', 'Motors'],
  ['Long haul trucking', 'Freight Lines'], ['Dry cleaner', 'Cleaners'], ['Yoga studio', 'Yoga'], ['Mobile pet grooming', 'Pet Spa'],
  ['Chiropractor', 'Chiropractic'], ['Commercial cleaning', 'Janitorial'], ['Food truck', 'Street Eats'], ['Plumbing & drain services', 'Plumbing'],
  ['Liquor store', 'Wine & Spirits'], ['Web design agency', 'Digital'], ['Home health care agency', 'Home Care'], ['Roofing contractor', 'Roofing'],
  ['Boutique clothing store', 'Boutique'], ['Nail salon & spa', 'Nails'], ['Moving company', 'Movers'], ['Bar and grill', 'Tavern'],
  ['Physical therapy clinic', 'Physio'], ['Florist', 'Flowers'], ['Gym / fitness center', 'Fitness'], ['Property management', 'Property Group'],
];

export const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing',
  'Renovation', 'Pay off existing advance', 'Hire staff', 'Truck repairs', 'Tax payment'];

export const US_CITIES: readonly (readonly [string, string, string])[] = [
  ['Austin', 'TX', '787'], ['Houston', 'TX', '770'], ['Miami', 'FL', '331'], ['Orlando', 'FL', '328'], ['Atlanta', 'GA', '303'],
  ['Charlotte', 'NC', '282'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Columbus', 'OH', '432'], ['Newark', 'NJ', '071'],
  ['Brooklyn', 'NY', '112'], ['Yonkers', 'NY', '107'], ['Chicago', 'IL', '606'], ['Nashville', 'TN', '372'], ['Las Vegas', 'NV', '891'],
  ['Sacramento', 'CA', '958'], ['Fresno', 'CA', '937'], ['Seattle', 'WA', '981'], ['Boise', 'ID', '837'], ['Detroit', 'MI', '482'],
  ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Tulsa', 'OK', '741'], ['Salt Lake City', 'UT', '841'], ['Omaha', 'NE', '681'],
  ['Providence', 'RI', '029'], ['Birmingham', 'AL', '352'], ['Portland', 'OR', '972'], ['Washington', 'DC', '200'],
];
export const CA_CITIES: readonly (readonly [string, string, string])[] = [
  ['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Ottawa', 'ON', 'K1P'], ['Hamilton', 'ON', 'L8P'], ['Montréal', 'QC', 'H2X'],
  ['Laval', 'QC', 'H7N'], ['Québec', 'QC', 'G1R'], ['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Vancouver', 'BC', 'V6B'],
  ['Surrey', 'BC', 'V3T'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C'],
  ["St. John's", 'NL', 'A1C'], ['Charlottetown', 'PE', 'C1A'],
];
export const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Maple Ave', 'Broadway', 'Elm St', 'Market St',
  'Lakeview Blvd', 'Highland Rd', 'Sunset Blvd', 'Route 9', 'Pine St', 'Washington Ave', 'Airport Rd', 'King St W', 'Queen St E'];

export const FUNDERS = ['Rapid Lane Funding', 'Harborline Capital', 'Crestview Advance', 'Bluewater Merchant Funding', 'Pinnacle Bridge Capital',
  'Keystone Revenue Partners', 'Fastlane Business Cash', 'Meridian Receivables', 'Everest Working Capital', 'Cobalt Advance Group'];
export const US_BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'PNC Bank', 'TD Bank', 'Truist', 'Regions Bank', 'Citizens Bank',
  'Capital One', 'Fifth Third Bank', 'Navy Federal Credit Union'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins', 'National Bank'];
export const ROLES = ['CEO', 'Owner', 'President', 'Managing Member', 'Member', 'Co-Owner', 'Partner', 'Vice President', 'Director',
  'Secretary/Treasurer', 'COO', 'General Manager'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');

export function iso(y: number, m: number, d: number): string {
  return `${y}-${pad(m, 2)}-${pad(d, 2)}`;
}

export type DateFormat = 'mdy' | 'mdy2' | 'long' | 'short' | 'iso' | 'dmy_long';

/** A date as printed: 03/14/2016, 03/14/16, March 14, 2016, Mar 14, 2016, 2016-03-14, 14 March 2016. */
export function fmtDate(isoDate: string, f: DateFormat): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const mon = MONTHS[m - 1]!;
  switch (f) {
    case 'mdy': return `${pad(m, 2)}/${pad(d, 2)}/${y}`;
    case 'mdy2': return `${pad(m, 2)}/${pad(d, 2)}/${pad(y % 100, 2)}`;
    case 'long': return `${mon} ${d}, ${y}`;
    case 'short': return `${mon.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return isoDate;
    case 'dmy_long': return `${d} ${mon} ${y}`;
  }
}

export function money(n: number, cents: boolean): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43,
  44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 80, 81,
  82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];

/** An EIN as nine digits (format NN-NNNNNNN when printed with its dash). */
export function ein(rng: Rng): string {
  return pad(rng.pick(EIN_PREFIXES), 2) + rng.digits(7);
}

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4);
}

export function itin(rng: Rng): string {
  const groups = [50, 51, 52, 55, 58, 60, 62, 65, 70, 72, 75, 78, 80, 83, 86, 88, 90, 91, 92, 94, 95, 97, 99];
  return '9' + pad(rng.int(0, 99), 2) + pad(rng.pick(groups), 2) + pad(rng.int(1, 9999), 4);
}

/** Nine digits whose last is the Luhn check digit (a Canadian BN or SIN). */
export function luhn9(rng: Rng, first: number): string {
  const body = String(first) + rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** An ABA routing number: 3*(d1+d4+d7) + 7*(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function routing(rng: Rng): string {
  const body = pad(rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 21, 22, 23, 26, 31]), 2) + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...body].reduce((a, c, i) => a + Number(c) * w[i]!, 0);
  return body + String((10 - (s % 10)) % 10);
}

const CA_AREAS = [416, 647, 437, 905, 289, 514, 438, 450, 604, 778, 403, 587, 780, 613, 204, 902, 306, 506, 709, 418, 519];

export function phone(rng: Rng, country: 'US' | 'CA' = 'US'): string {
  return `(${country === 'CA' ? rng.pick(CA_AREAS) : rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}

export function dashed(digits: string, groups: number[], sep = '-'): string {
  const out: string[] = [];
  let i = 0;
  for (const g of groups) { out.push(digits.slice(i, i + g)); i += g; }
  return out.join(sep);
}
