// Names, places and identifiers for the generated merchants (fictional; tax ids pass the published format checks).
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['James', 'Maria', 'Darnell', 'Priya', 'Kevin', 'Sofia', 'Tomasz', 'Aaliyah', 'Connor', 'Mei', 'Luis', 'Hannah',
  'Ravi', 'Brianna', 'Samuel', 'Ingrid', 'Marcus', 'Yolanda', 'Olivier', 'Chloe', 'Dmitri', 'Fatima', 'Grant', 'Rosa'];
export const LAST = ['Whitaker', 'Gonzalez', 'Okafor', 'Patel', 'Brennan', 'Nguyen', 'Kowalski', 'Jefferson', 'Lindqvist', 'Moreau',
  'Haddad', 'Sullivan', 'Castillo', 'Friedman', 'Ramirez', 'Holloway', 'Tanaka', 'Abernathy'];
/** Surnames that keep hyphens and particles (applications.md: `last_name` with hyphens and particles). */
export const LAST_HARD = ['Garcia-Lopez', 'de la Cruz', 'Van der Berg', "O'Donnell", 'St. Clair', 'Smith-Oyelaran', 'da Silva', 'Tremblay-Roy'];
const CA_FIRST = ['Marie-Eve', 'Jean-Philippe', 'Genevieve', 'Mathieu', 'Isabelle', 'Francois', 'Amrit', 'Wei', 'Connor', 'Sophie'];
const CA_LAST = ['Tremblay', 'Gagnon', 'Bouchard', 'Cote', 'Leblanc', 'MacDonald', 'Singh', 'Chen', 'Fraser', 'Pelletier'];
const CREDENTIALS = [', DC', ', CPA', ', DDS', ', DVM'];
export const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Co-Owner', 'Director'];

export interface Person { first: string; middle: string | null; last: string; credential: string | null }

export function person(rng: Rng, country: 'US' | 'CA'): Person {
  const first = rng.pick(country === 'CA' ? CA_FIRST : FIRST);
  const last = country === 'CA' ? rng.pick(CA_LAST) : rng.chance(0.3) ? rng.pick(LAST_HARD) : rng.pick(LAST);
  const middle = rng.chance(0.35) ? rng.pick(['A', 'J', 'R', 'M', 'L', 'T']) : null;
  // Credentials after the name (`, DC`) are dropped from last_name (applications.md).
  const credential = rng.chance(0.12) ? rng.pick(CREDENTIALS) : null;
  return { first, middle, last, credential };
}

export function fullName(p: Person, withMiddle = true): string {
  return `${p.first}${withMiddle && p.middle ? ` ${p.middle}.` : ''} ${p.last}${p.credential ?? ''}`;
}

const STREETS = ['Main St', 'Oak Avenue', 'Commerce Blvd', 'Industrial Pkwy', 'Market Street', 'Elm St', 'Harbor Drive', 'Route 9',
  'Cedar Lane', 'Riverside Rd', 'Sunset Blvd', 'Lakeview Ave'];
export const US_CITIES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
  ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'], ['Denver', 'CO', '802'], ['Raleigh', 'NC', '276'], ['Spokane', 'WA', '992'],
  ['Savannah', 'GA', '314'], ['Albany', 'NY', '122'], ['Fresno', 'CA', '937'], ['Boise', 'ID', '837'], ['Reno', 'NV', '895'],
  ['Madison', 'WI', '537'], ['Tulsa', 'OK', '741'], ['Baton Rouge', 'LA', '708']];
export const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Montreal', 'QC', 'H2X'],
  ['Laval', 'QC', 'H7N'], ['Calgary', 'AB', 'T2P'], ['Edmonton', 'AB', 'T5J'], ['Vancouver', 'BC', 'V6B'], ['Halifax', 'NS', 'B3H'],
  ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C'], ['Ottawa', 'ON', 'K1P']];

export interface Address { street: string; city: string; region: string; postal: string }

export function address(rng: Rng, country: 'US' | 'CA', avoidRegion?: string): Address {
  const pool = (country === 'US' ? US_CITIES : CA_CITIES).filter((c) => c[1] !== avoidRegion);
  const [city, region, pre] = rng.pick(pool);
  const street = `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` ${rng.pick(['Suite', 'Unit', '#'])} ${rng.int(2, 450)}` : ''}`;
  const postal = country === 'US' ? `${pre}${rng.digits(2)}` : `${pre} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(0, 9)}`;
  return { street, city, region, postal };
}

export function oneLine(a: Address): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postal}`;
}

export function phone(rng: Rng): string {
  const area = rng.pick(['512', '813', '614', '602', '973', '303', '919', '509', '416', '514', '403', '604', '702', '918']);
  return rng.pick([`(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${area}-${rng.int(200, 989)}-${rng.digits(4)}`, `${area}.${rng.int(200, 989)}.${rng.digits(4)}`]);
}

const EIN_PREFIXES = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 45, 46, 47,
  51, 52, 54, 56, 58, 59, 61, 65, 71, 72, 74, 76, 81, 82, 84, 86, 88, 90, 91, 92, 93, 94, 95, 98, 99];

/** Digits of an EIN (9). */
export function ein(rng: Rng): string {
  return `${rng.pick(EIN_PREFIXES)}${rng.digits(7)}`;
}

/** Digits of an SSN (9) or an ITIN (starts with 9, group 70-88). */
export function ssn(rng: Rng, itin = false): string {
  if (itin) return `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

/** 9 digits passing the Luhn check (Canadian BN and SIN); `first` fixes the leading digit. */
export function luhn9(rng: Rng, first: number): string {
  const body = `${first}${rng.digits(7)}`;
  for (let d = 0; d <= 9; d++) {
    const s = body + d;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let v = Number(s[i]);
      if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
      sum += v;
    }
    if (sum % 10 === 0) return s;
  }
  throw new Error('unreachable');
}

export function fmtEin(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }
export function fmtSsn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function fmtSin(d: string, sep: string): string { return `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`; }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A random date as [ISO, printed] in one of the forms applications.md lists. */
export function date(rng: Rng, fromYear: number, toYear: number): [string, string] {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12), d = rng.int(1, 28);
  const iso = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  const printed = rng.pick([`${mm}/${dd}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, iso, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`]);
  return [iso, printed];
}

export function money(n: number, rng: Rng, prefix = '$'): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  const body = n.toLocaleString('en-US', { minimumFractionDigits: cents || rng.chance(0.4) ? 2 : 0, maximumFractionDigits: 2 });
  return prefix === 'CAD' ? rng.pick([`CAD ${body}`, `$${body} CAD`, `$ ${body}`]) : `${prefix}${body}`;
}
