// Seeded values shared by the four layouts: people, places, tax ids, dates, money, and how each is printed.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['James', 'Maria', 'Robert', 'Aisha', 'Luis', 'Priya', 'Daniel', 'Keisha', 'Tomasz', 'Mei', 'Andre', 'Fatima', 'Kevin',
  'Rosa', 'Brian', 'Nadia', 'Carlos', 'Hannah', 'Dmitri', 'Yolanda', 'Samuel', 'Grace', 'Vikram', 'Leticia', 'Owen', 'Ngozi', 'Terrence',
  'Svetlana', 'Marcus', 'Ingrid', 'Hector', 'Chloe', 'Raymond', 'Anita', 'Jamal', 'Colleen', 'Tuan', 'Beatriz', 'Elijah', 'Shauna'];
export const LAST = ['Gonzalez', 'Okafor', 'Nguyen', 'Kowalski', 'Patel', 'Whitfield', 'Ramirez', 'Haddad', 'Lindqvist', 'Brennan',
  'De la Cruz', 'Van Dyke', "O'Connell", 'Garcia-Lopez', 'McAllister', 'Abernathy', 'Rao', 'Delgado', 'St. Pierre', 'Mbeki', 'Castellano',
  'Yamamoto', 'Dubois', 'Thornton', 'Smith-Hayes', 'Al-Amin', 'Fitzgerald', 'Moreau', 'Jablonski', 'Oyelaran', 'Ferreira', 'Holloway'];
/** Contacts of decoys (landlords, references, reps): never an owner's name. */
const CONTACT_FIRST = ['Gail', 'Morris', 'Trish', 'Lyle', 'Bev', 'Arnie', 'Dottie', 'Wendell', 'Roz', 'Clint', 'Marla', 'Fritz'];
const CONTACT_LAST = ['Pruitt', 'Oberholt', 'Vance', 'Kimura', 'Sandoval', 'Rasmussen', 'Tully', 'Weatherby', 'Quist', 'Bramlett'];

export interface Place { state: string; stateName: string; cities: readonly string[]; zip: string; area: string; country: 'US' | 'CA' }
export const US_PLACES: readonly Place[] = [
  { state: 'TX', stateName: 'Texas', cities: ['Houston', 'San Antonio', 'Lubbock', 'Fort Worth'], zip: '77', area: '713', country: 'US' },
  { state: 'FL', stateName: 'Florida', cities: ['Tampa', 'Orlando', 'Ocala', 'Pensacola'], zip: '33', area: '813', country: 'US' },
  { state: 'GA', stateName: 'Georgia', cities: ['Atlanta', 'Savannah', 'Macon'], zip: '30', area: '404', country: 'US' },
  { state: 'OH', stateName: 'Ohio', cities: ['Columbus', 'Dayton', 'Toledo'], zip: '43', area: '614', country: 'US' },
  { state: 'IL', stateName: 'Illinois', cities: ['Joliet', 'Naperville', 'Peoria'], zip: '60', area: '815', country: 'US' },
  { state: 'NJ', stateName: 'New Jersey', cities: ['Newark', 'Edison', 'Paterson'], zip: '07', area: '973', country: 'US' },
  { state: 'PA', stateName: 'Pennsylvania', cities: ['Allentown', 'Erie', 'Scranton'], zip: '18', area: '610', country: 'US' },
  { state: 'AZ', stateName: 'Arizona', cities: ['Phoenix', 'Mesa', 'Tucson'], zip: '85', area: '602', country: 'US' },
  { state: 'NC', stateName: 'North Carolina', cities: ['Charlotte', 'Raleigh', 'Greensboro'], zip: '28', area: '704', country: 'US' },
  { state: 'TN', stateName: 'Tennessee', cities: ['Memphis', 'Knoxville', 'Nashville'], zip: '37', area: '615', country: 'US' },
  { state: 'CO', stateName: 'Colorado', cities: ['Denver', 'Aurora', 'Pueblo'], zip: '80', area: '303', country: 'US' },
  { state: 'CA', stateName: 'California', cities: ['Fresno', 'Riverside', 'Stockton', 'San Diego'], zip: '92', area: '559', country: 'US' },
  { state: 'NY', stateName: 'New York', cities: ['Buffalo', 'Yonkers', 'Albany'], zip: '14', area: '716', country: 'US' },
  { state: 'MI', stateName: 'Michigan', cities: ['Detroit', 'Lansing', 'Flint'], zip: '48', area: '313', country: 'US' },
  { state: 'WA', stateName: 'Washington', cities: ['Tacoma', 'Spokane', 'Kent'], zip: '98', area: '253', country: 'US' },
  { state: 'IN', stateName: 'Indiana', cities: ['Gary', 'Fort Wayne', 'Evansville'], zip: '46', area: '317', country: 'US' },
];
export const CA_PLACES: readonly Place[] = [
  { state: 'ON', stateName: 'Ontario', cities: ['Mississauga', 'Brampton', 'Windsor', 'Cambridge'], zip: 'L', area: '905', country: 'CA' },
  { state: 'QC', stateName: 'Quebec', cities: ['Laval', 'Drummondville', 'Longueuil'], zip: 'H', area: '450', country: 'CA' },
  { state: 'AB', stateName: 'Alberta', cities: ['Calgary', 'Edmonton', 'Red Deer'], zip: 'T', area: '403', country: 'CA' },
  { state: 'MB', stateName: 'Manitoba', cities: ['Winnipeg', 'Brandon'], zip: 'R', area: '204', country: 'CA' },
  { state: 'BC', stateName: 'British Columbia', cities: ['Surrey', 'Abbotsford', 'Kamloops'], zip: 'V', area: '604', country: 'CA' },
];
/** States a US entity is often formed in while it operates elsewhere. */
export const INC_STATES = ['Delaware', 'Nevada', 'Wyoming', 'DE', 'NV', 'WY'];

const STREETS = ['Industrial Pkwy', 'Commerce Dr', 'Main St', 'Oak Ridge Rd', 'Market St', 'Elm Ave', 'Lakeview Blvd', 'Route 9',
  'Harbor Way', 'Depot St', 'Cedar Ln', 'Frontage Rd', 'Peachtree Ct', 'Kingsway', 'Mill Creek Dr', 'Willow Bend'];

export interface Address { street: string; city: string; state: string; zip: string; place: Place }

export function address(rng: Rng, place: Place, unit = false): Address {
  const street = `${rng.int(12, 9890)} ${rng.pick(STREETS)}${unit && rng.chance(0.4) ? `, ${rng.pick(['Suite', 'Unit', 'Ste'])} ${rng.int(1, 420)}` : ''}`;
  const zip = place.country === 'US' ? `${place.zip}${rng.digits(3)}`
    : `${place.zip}${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(0, 9)}`;
  return { street, city: rng.pick(place.cities), state: place.state, zip, place };
}

export function phone(rng: Rng, area: string, style = 0): string {
  const a = rng.int(201, 989), b = rng.digits(4);
  return style === 0 ? `(${area}) ${a}-${b}` : style === 1 ? `${area}-${a}-${b}` : `${area}.${a}.${b}`;
}

export function contact(rng: Rng): string { return `${rng.pick(CONTACT_FIRST)} ${rng.pick(CONTACT_LAST)}`; }

// ---- tax ids -------------------------------------------------------------------------------------------------------
const EIN_PREFIXES = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38,
  39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75,
  76, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export interface TaxId { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN'; country: 'US' | 'CA' }
export const ein = (rng: Rng): TaxId => ({ digits: pad(rng.pick(EIN_PREFIXES), 2) + rng.digits(7), type: 'EIN', country: 'US' });
export function ssn(rng: Rng): TaxId {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return { digits: pad(area, 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4), type: 'SSN', country: 'US' };
}
export function itin(rng: Rng): TaxId {
  const group = rng.pick([50, 55, 61, 65, 70, 72, 78, 83, 88, 90, 92, 94, 97, 99]);
  return { digits: `9${rng.digits(2)}${group}${pad(rng.int(1, 9999), 4)}`, type: 'ITIN', country: 'US' };
}
function luhn9(rng: Rng, first: number): string {
  const body = `${first}${rng.digits(7)}`;
  for (let c = 0; c < 10; c++) {
    const s = body + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let d = Number(s[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; sum += d; }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}
export const sin = (rng: Rng): TaxId => ({ digits: luhn9(rng, rng.int(1, 7)), type: 'SIN', country: 'CA' });
export const bn = (rng: Rng): TaxId => ({ digits: `${luhn9(rng, rng.int(7, 8))}RC0001`, type: 'BN', country: 'CA' });

/** A tax id as printed: EIN `NN-NNNNNNN`, SSN/ITIN `NNN-NN-NNNN`, SIN `NNN NNN NNN`, BN `NNNNNNNNN RC0001`; bare = digits only. */
export function taxText(t: TaxId, bare = false): string {
  const d = t.digits;
  if (bare) return d;
  if (t.type === 'EIN') return `${d.slice(0, 2)}-${d.slice(2)}`;
  if (t.type === 'SIN') return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
  if (t.type === 'BN') return `${d.slice(0, 9)} ${d.slice(9)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
export function masked(t: TaxId, rng: Rng): string {
  const last = t.digits.slice(-4);
  return t.type === 'SIN' ? `*** *** ${t.digits.slice(6)}` : rng.pick([`XXX-XX-${last}`, `***-**-${last}`, `xxx-xx-${last}`]);
}
/** Truth fields of a printed tax id (null when masked or blank). */
export function taxFields(prefix: string, t: TaxId | null, business: boolean): Record<string, string | null> {
  const [id, type, country] = business ? ['business_tax_id', 'business_tax_id_type', 'business_tax_id_country'] : ['tax_id', 'tax_id_type', 'tax_id_country'];
  return { [`${prefix}${id}`]: t?.digits ?? null, [`${prefix}${type}`]: t?.type ?? null, [`${prefix}${country}`]: t?.country ?? null };
}

// ---- dates and money -----------------------------------------------------------------------------------------------
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
}
export type DateStyle = 'mdy' | 'mdy2' | 'long' | 'iso' | 'dash' | 'short';
/** A date as printed. `mdy2` (two-digit year) prints a date before 2000 with its four digits. */
export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (style) {
    case 'mdy': return `${pad(m, 2)}/${pad(d, 2)}/${y}`;
    case 'mdy2': return y < 2000 ? `${pad(m, 2)}/${pad(d, 2)}/${y}` : `${m}/${d}/${pad(y % 100, 2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dash': return `${pad(m, 2)}-${pad(d, 2)}-${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  }
}

/** Money as printed: 0 `$85,000`, 1 `85,000.00`, 2 `$85000`, 3 `$ 85,000.00`. */
export function moneyText(n: number, style: number, cad = false): string {
  const cents = !Number.isInteger(n) || style === 1 || style === 3;
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const plain = cents ? n.toFixed(2) : String(n);
  const s = style === 0 ? `$${grouped}` : style === 1 ? grouped : style === 2 ? `$${plain}` : `$ ${grouped}`;
  return cad ? `${s} CAD` : s;
}
export const roundTo = (n: number, step: number): number => Math.round(n / step) * step;

// ---- people --------------------------------------------------------------------------------------------------------
export interface Person { first: string; middle: string | null; last: string }
export function people(rng: Rng, n: number): Person[] {
  const firsts = rng.shuffle([...FIRST]).slice(0, n), lasts = rng.shuffle([...LAST]).slice(0, n);
  return firsts.map((first, i) => ({ first, middle: rng.chance(0.4) ? `${rng.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : null, last: lasts[i]! }));
}
export type NameStyle = 'fl' | 'lf';
/** The name as printed (`First M. Last` or `Last, First M.`, then `, CRED`) and its truth fields. */
export function nameText(p: Person, style: NameStyle, cred: string | null = null, dr = false): string {
  const given = p.middle ? `${p.first} ${p.middle}` : p.first;
  const core = style === 'lf' ? `${p.last}, ${given}` : `${dr ? 'Dr. ' : ''}${given} ${p.last}`;
  return cred ? `${core}, ${cred}` : core;
}
export function nameFields(i: number, p: Person): Record<string, string> {
  return { [`applicants[${i}].first_name`]: p.first, [`applicants[${i}].last_name`]: p.last };
}

/** Ownership shares for n owners (whole numbers, sometimes one with a fraction), summing to 100 or a little less. */
export function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([80, 90, 75])];
  if (n === 2) { const a = rng.pick([50, 51, 60, 65, 70, 75]); return [a, 100 - a]; }
  if (n === 3) return rng.pick([[34, 33, 33], [40, 30, 30], [50, 25, 25], [33.34, 33.33, 33.33], [60, 20, 20]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}
export function pctText(n: number, rng: Rng): string { return rng.pick([`${n}%`, `${n}%`, `${n} %`, `${n}`]); }

export function ownerCount(rng: Rng): number { return rng.weighted([[1, 40], [2, 33], [3, 15], [4, 12]]); }

export const FREQ_TEXT: Record<string, readonly string[]> = {
  daily: ['Daily', 'daily', 'Daily (M-F)', 'Every business day'], weekly: ['Weekly', 'weekly', 'Once a week'],
  biweekly: ['Bi-weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly', 'monthly'],
};

export function emailOf(rng: Rng, first: string, domain: string): string {
  return `${rng.pick([first.toLowerCase(), 'info', 'office', 'dispatch', 'accounts'])}@${domain}`;
}
export function domainOf(name: string, tld = 'com'): string {
  return `${name.toLowerCase().replace(/[^a-z0-9 ]/g, '').split(' ').filter((w) => w && !['llc', 'inc', 'pc', 'pllc', 'the', 'corp'].includes(w)).slice(0, 2).join('')}.${tld}`;
}
