// Word pools and number makers for the independent174 dense-grid forms. Everything random comes from the Rng passed in.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Darnell', 'Keiko', 'Luis', 'Helen', 'Omar', 'Grace', 'Victor',
  'Nadia', 'Samuel', 'Ines', 'Winston', 'Yolanda', 'Bernard', 'Chloe', 'Rafael', 'Olga', 'Desmond', 'Farah', 'Gideon'];
/** Last names with hyphens, particles and apostrophes kept whole (applications.md: hyphens and particles stay). */
export const LAST = ['Gonzalez', 'Whitfield', 'Okafor', 'Nowak', 'Raghunathan', 'De La Cruz', 'van der Berg', "O'Donnell", 'Smith-Jones',
  'Nguyen-Tran', 'Abernathy', 'Delacroix', 'St. Pierre', 'Haddad', 'MacLeod', 'Kowalczyk', 'di Stefano', 'Fairbanks', 'Lindqvist', 'Osei'];
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';
export const CREDENTIALS = ['DC', 'CPA', 'DDS', 'MD', 'DVM', 'PE'];
export const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Vice President', 'Partner', 'Secretary', 'COO', 'Member', 'Treasurer'];

/** Free-text business descriptions and the industries reference id each one gives by the longest contained alias. */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Full-service restaurant', 'restaurant'], ['Veterinary clinic', 'veterinary'], ['Collision repair & body shop', 'auto_repair'],
  ['Hair salon and barbershop', 'personal_care'], ['HVAC contractor', 'specialty_trade_contractor'], ['Commercial cleaning', 'cleaning_services'],
  ['Dental office', 'dental_practice'], ['Landscaping & lawn care', 'landscaping'], ['Trucking - local hauling', 'trucking_local'],
  ['Day spa & nail salon', 'personal_care'], ['Physical therapy clinic', 'medical_practice'], ['Coffee shop', 'restaurant'],
  ['Wholesale distributor', 'wholesale_distribution'], ['Daycare center', 'childcare'], ['Machine shop', 'manufacturing'],
  ['Pet grooming', 'pet_services'], ['Roofing contractor', 'specialty_trade_contractor'], ['Dry cleaner', 'dry_cleaning'],
  ['Home health agency', 'home_health_care'], ['Gym / fitness center', 'fitness'], ['Florist', 'retail_general'], ['Bakery cafe', 'restaurant'],
];
export const NAME_HEAD = ['Summit Ridge', 'Blue Heron', 'Copperline', 'Northgate', 'Maple Hollow', 'Granite Bay', 'Silver Creek', 'Lakeshore',
  'Red Oak', 'Harbor View', 'Prairie Wind', 'Stonebridge', 'Cedar Point', 'Ironwood', 'Juniper', 'Westfield'];
export const NAME_TAIL = ['Services', 'Group', 'Enterprises', 'Holdings', 'Partners', 'Works', 'Company', 'Solutions'];

export interface Place { city: string; code: string; name: string; zip: () => string }
const zip5 = (lo: number, hi: number) => (r: Rng) => String(r.int(lo, hi)).padStart(5, '0');
export function usPlaces(r: Rng): Place[] {
  const z = (lo: number, hi: number) => () => zip5(lo, hi)(r);
  return [
    { city: 'Austin', code: 'TX', name: 'Texas', zip: z(78701, 78759) }, { city: 'Columbus', code: 'OH', name: 'Ohio', zip: z(43201, 43235) },
    { city: 'Tampa', code: 'FL', name: 'Florida', zip: z(33602, 33647) }, { city: 'Denver', code: 'CO', name: 'Colorado', zip: z(80202, 80249) },
    { city: 'Raleigh', code: 'NC', name: 'North Carolina', zip: z(27601, 27617) }, { city: 'Phoenix', code: 'AZ', name: 'Arizona', zip: z(85003, 85054) },
    { city: 'Newark', code: 'NJ', name: 'New Jersey', zip: z(7102, 7114) }, { city: 'Boise', code: 'ID', name: 'Idaho', zip: z(83702, 83716) },
    { city: 'Sacramento', code: 'CA', name: 'California', zip: z(95811, 95838) }, { city: 'Savannah', code: 'GA', name: 'Georgia', zip: z(31401, 31419) },
    { city: 'Portland', code: 'OR', name: 'Oregon', zip: z(97201, 97236) }, { city: 'Nashville', code: 'TN', name: 'Tennessee', zip: z(37201, 37221) },
  ];
}
export function caPlaces(r: Rng): Place[] {
  const pc = (first: string) => () => `${first}${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}`;
  return [
    { city: 'Calgary', code: 'AB', name: 'Alberta', zip: pc('T') }, { city: 'Mississauga', code: 'ON', name: 'Ontario', zip: pc('L') },
    { city: 'Burnaby', code: 'BC', name: 'British Columbia', zip: pc('V') }, { city: 'Halifax', code: 'NS', name: 'Nova Scotia', zip: pc('B') },
    { city: 'Saskatoon', code: 'SK', name: 'Saskatchewan', zip: pc('S') }, { city: 'Winnipeg', code: 'MB', name: 'Manitoba', zip: pc('R') },
    { city: 'Laval', code: 'QC', name: 'Quebec', zip: pc('H') }, { city: 'Moncton', code: 'NB', name: 'New Brunswick', zip: pc('E') },
  ];
}
export const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Harbor Blvd', 'Station Rd', 'Market St', 'Riverside Way',
  'Pine St', 'Centre St', 'Kingsway', 'Lakeview Rd', 'Mill Rd', 'Union Ave'];
export const FUNDERS = ['Belmont Capital', 'Rapid Line Funding', 'Torchlight Advance', 'Crestview Merchant Fund', 'Bluewater Funding',
  'Ardent Capital Group', 'Sparrow Business Finance', 'Foxtail Funding'];
export const BANKS_US = ['First Prairie Bank', 'Cornerstone Community Bank', 'Atlantic Savings Bank', 'Keystone Federal Credit Union', 'Red River Bank'];
export const BANKS_CA = ['Caisse Populaire du Lac', 'Northern Trust Credit Union', 'Maritime Savings', 'Prairie Centre Credit Union'];
export const LANDLORDS = ['Oakmont Properties LLC', 'R. Castellano Realty', 'Bayfront Holdings', 'Dunmore Property Mgmt', 'Willow Lane Estates'];
export const USES = ['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital', 'Renovation', 'Marketing', 'Debt consolidation'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
export function randomDate(r: Rng, y0: number, y1: number): [number, number, number] {
  return [r.int(y0, y1), r.int(1, 12), r.int(1, 28)];
}
export function money(cents: number, opts: { dollar?: boolean; decimals?: boolean; prefix?: string } = {}): string {
  const whole = Math.floor(cents / 100);
  const s = whole.toLocaleString('en-US') + (opts.decimals ? '.' + pad(cents % 100) : '');
  return (opts.prefix ?? (opts.dollar === false ? '' : '$')) + s;
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
export const luhn9 = (r: Rng, first: string): string => { const b = first + r.digits(7); return b + luhnDigit(b); };
const EIN_PREFIX = [12, 20, 27, 33, 36, 38, 45, 46, 47, 52, 56, 61, 65, 74, 81, 84, 86, 88, 91, 93, 94, 95, 98];
export const ein = (r: Rng) => `${r.pick(EIN_PREFIX)}${r.digits(7)}`;
export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}
export const itin = (r: Rng) => `9${r.digits(2)}${r.int(70, 88)}${pad(r.int(1, 9999), 4)}`;
export const fmtSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSin = (d: string, sep = ' ') => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
export function routing(r: Rng): string {
  const b = pad(r.int(1, 12), 2) + r.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((a, k, i) => a + k * Number(b[i]), 0);
  return b + String((10 - (s % 10)) % 10);
}
export const phone = (r: Rng) => `(${r.int(201, 989)}) 555-${pad(r.int(100, 9999), 4)}`;
