// Word lists and printed-format helpers: names, business words, industries as merchants write them, and the date and
// money formats seen on form-builder exports (each builder prints what the applicant typed, so formats vary).
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'James', 'Aisha', 'Kevin', 'Rosa', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tyrone', 'Mei', 'Carlos',
  'Hannah', 'Omar', 'Brittany', 'Luis', 'Fatima', 'Gregory', 'Nadia', 'Samuel', 'Yolanda', 'Derek', 'Sofia', 'Andre', 'Olivia', 'Raj'];
export const LAST = ['Alvarez', 'Okafor', 'Nguyen', 'Whitfield', 'Smith-Jones', 'De La Cruz', 'Van Buren', 'Patel', "O'Connor",
  'Kowalski', 'Haddad', 'Brennan', 'Castillo', 'Lindqvist', 'McAllister', 'Tremblay', 'St. Pierre', 'Goldberg', 'Mendoza-Ruiz',
  'Baptiste', 'Yamamoto', 'Ferreira', 'Oyelaran', 'Dubois'];
const ADJ = ['Summit', 'Blue Heron', 'Golden Gate', 'Ironwood', 'Lakeside', 'Red Maple', 'Silverline', 'Northstar', 'Cedar Creek',
  'Harbor View', 'Prairie', 'Canyon', 'Evergreen', 'Bright Path', 'Old Mill'];

/** [how the merchant describes the business, a noun for its name]; the industry id comes from reference.ts. */
export const INDUSTRY_TEXT: [string, string][] = [
  ['Italian restaurant', 'Trattoria'], ['Auto repair / body shop', 'Auto Works'], ['Residential plumbing', 'Plumbing'],
  ['Hair salon & spa', 'Salon'], ['Veterinary clinic', 'Animal Care'], ['Commercial cleaning', 'Cleaning Co'],
  ['Food truck / catering', 'Eats'], ['Dump truck hauling', 'Hauling'], ['Dental office', 'Dental'], ['Shopify store (home goods)', 'Goods'],
  ['Landscaping and lawn care', 'Landscapes'], ['Convenience store', 'Mart'], ['General contractor - remodels', 'Builders'],
  ['Daycare center', 'Kids Academy'], ['Yoga studio', 'Yoga'], ['Coffee shop', 'Coffee Roasters'], ['Dog grooming', 'Pet Spa'],
  ['Laundromat', 'Laundry'], ['HVAC install and service', 'Heating & Air'], ['Medical office (family practice)', 'Family Health'],
  ['Florist', 'Flowers'], ['Bakery cafe', 'Bakehouse'], ['Trucking company (OTR, 6 trucks)', 'Freight'], ['IT services / managed services', 'Tech'],
];

export const business = (rng: Rng, noun: string): string => `${rng.pick(ADJ)} ${noun}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** A random ISO date between two years (day capped at 28 so every month is valid). */
export function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

export type DateFormat = 'mdy' | 'mdy_short' | 'long' | 'iso' | 'abbr';
/** A date as typed into a form: 03/07/2014, 3/7/14, March 7, 2014, 2014-03-07, Mar 7 2014. */
export function printDate(iso: string, f: DateFormat): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy_short': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d} ${y}`;
  }
}

/** Money as typed: $75,000 / 75000 / $75,000.00 / 75,000 CAD. */
export function printMoney(rng: Rng, v: number, country: 'US' | 'CA'): string {
  const comma = v.toLocaleString('en-US');
  return rng.weighted<string>([[`$${comma}`, 4], [String(v), 2], [`$${comma}.00`, 2], [country === 'CA' ? `${comma} CAD` : `$ ${comma}`, 1]]);
}

export function luhnComplete(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(eight[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return eight + String((10 - (sum % 10)) % 10);
}

/** A valid-looking SSN: area 001-665 or 667-899, group 01-99, serial 0001-9999. */
export function ssn(rng: Rng): string {
  let area = rng.int(1, 898);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${pad(rng.int(1, 99))}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** An EIN with an issued prefix. */
export function ein(rng: Rng): string {
  const prefix = rng.pick(['12', '20', '26', '27', '33', '38', '45', '46', '47', '52', '56', '61', '65', '74', '81', '84', '86', '88', '93', '95', '98']);
  return prefix + rng.digits(7);
}
