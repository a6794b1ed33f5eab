// Names, places and numbers for the synthetic applicants: all fictional, all valid in form (SSN areas, EIN prefixes,
// Luhn check digits on SIN and BN, ABA checksums), so a reader that validates tax IDs still accepts the truth.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Person { first: string; middle: string | null; last: string; cred: string | null }
export interface Address { street: string; city: string; region: string; regionName: string; postal: string }

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tyrone', 'Grace', 'Victor', 'Noor', 'Caleb',
  'Rosa', 'Derek', 'Mei', 'Antonio', 'Brianna', 'Samuel', 'Fatima', 'Kevin', 'Lucia', 'Omar', 'Hannah', 'Raj', 'Tanya', 'Wesley'];
const FIRST_CA = ['Jean-Luc', 'Sophie', 'Mathieu', 'Chantal', 'Liam', 'Amélie', 'Gurpreet', 'Nathalie', 'Connor', 'Isabelle',
  'Harjit', 'Marc-André', 'Olivia', 'Étienne', 'Kiran', 'Rachel'];
const LAST = ['Thompson', 'Nguyen', 'Okafor', 'Patel', 'Reyes', 'Kowalski', 'Brennan', 'Haddad', 'Castillo', 'Fischer', 'Chen',
  'Washington', 'Morales', 'Lindqvist', 'Abernathy', 'Kim', 'Delgado', 'Whitaker', 'Osei', 'Romano'];
// The hard ones: hyphens, particles, apostrophes, capitals inside (applications.md keeps them all in last_name).
const LAST_HARD = ['de la Cruz', 'Van Buren', "O'Connell", 'McAllister', 'Reyes-Whitfield', 'St. Clair', 'Da Silva', 'Al-Amin',
  'van der Berg', 'MacPherson', 'Lopez-Ortega', 'Di Marco'];
const LAST_CA = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Singh', 'MacDonald', 'Leblanc', 'Wong', 'Fraser', 'Dhillon',
  "O'Brien", 'Pelletier', 'Bergeron-Lavoie', 'St-Pierre', 'Campbell'];
const CRED = ['DDS', 'CPA', 'DC', 'MD', 'DVM'];

export function person(rng: Rng, country: 'US' | 'CA'): Person {
  const first = rng.pick(country === 'CA' ? FIRST_CA : FIRST);
  const last = country === 'CA' ? rng.pick(LAST_CA) : rng.chance(0.35) ? rng.pick(LAST_HARD) : rng.pick(LAST);
  const middle = rng.chance(0.4) ? rng.pick('ABCDEJKLMRST'.split('')) : null;
  return { first, middle, last, cred: country === 'US' && rng.chance(0.12) ? rng.pick(CRED) : null };
}

/** A name as a person writes it: `First M. Last, DDS`, or `Last, First M.` (then without credentials). */
export function nameText(p: Person, form: 'full' | 'last_first' | 'plain'): string {
  const mi = p.middle ? ` ${p.middle}.` : '';
  if (form === 'last_first') return `${p.last}, ${p.first}${mi}`;
  if (form === 'plain') return `${p.first} ${p.last}`;
  return `${p.first}${mi} ${p.last}${p.cred ? `, ${p.cred}` : ''}`;
}

const US_PLACES: [string, string, string, string][] = [
  ['Tulsa', 'OK', 'Oklahoma', '741'], ['Columbus', 'OH', 'Ohio', '432'], ['Mesa', 'AZ', 'Arizona', '852'],
  ['Raleigh', 'NC', 'North Carolina', '276'], ['Tampa', 'FL', 'Florida', '336'], ['Newark', 'NJ', 'New Jersey', '071'],
  ['Aurora', 'CO', 'Colorado', '800'], ['Fresno', 'CA', 'California', '937'], ['Boise', 'ID', 'Idaho', '837'],
  ['Knoxville', 'TN', 'Tennessee', '379'], ['Yonkers', 'NY', 'New York', '107'], ['Plano', 'TX', 'Texas', '750'],
  ['Worcester', 'MA', 'Massachusetts', '016'], ['Savannah', 'GA', 'Georgia', '314'], ['Spokane', 'WA', 'Washington', '992'],
  ['Allentown', 'PA', 'Pennsylvania', '181'], ['Reno', 'NV', 'Nevada', '895'], ['Madison', 'WI', 'Wisconsin', '537'],
  ['Baton Rouge', 'LA', 'Louisiana', '708'], ['Omaha', 'NE', 'Nebraska', '681'], ['Richmond', 'VA', 'Virginia', '232'],
  ['Joliet', 'IL', 'Illinois', '604'], ['Lansing', 'MI', 'Michigan', '489'], ['Hartford', 'CT', 'Connecticut', '061']];
const CA_PLACES: [string, string, string, string][] = [
  ['Mississauga', 'ON', 'Ontario', 'L5B'], ['Hamilton', 'ON', 'Ontario', 'L8P'], ['Ottawa', 'ON', 'Ontario', 'K1P'],
  ['Laval', 'QC', 'Quebec', 'H7N'], ['Québec', 'QC', 'Quebec', 'G1R'], ['Calgary', 'AB', 'Alberta', 'T2P'],
  ['Edmonton', 'AB', 'Alberta', 'T5J'], ['Surrey', 'BC', 'British Columbia', 'V3T'], ['Kelowna', 'BC', 'British Columbia', 'V1Y'],
  ['Winnipeg', 'MB', 'Manitoba', 'R3C'], ['Saskatoon', 'SK', 'Saskatchewan', 'S7K'], ['Halifax', 'NS', 'Nova Scotia', 'B3J'],
  ['Moncton', 'NB', 'New Brunswick', 'E1C'], ["St. John's", 'NL', 'Newfoundland and Labrador', 'A1C']];
const STREETS = ['Oak St', 'Commerce Dr', 'W Main St', 'Industrial Pkwy', 'Maple Ave', 'Route 9', 'E 14th St', 'Lakeview Blvd',
  'Harbor Rd', 'Elm Ct', 'Market Sq', 'N Broadway', 'Sunset Ave', 'Pine Ridge Rd', 'Canal St'];
const STREETS_CA = ['rue Principale', 'King St W', 'Queen St E', 'boul. Saint-Laurent', 'Jasper Ave', '17 Ave SW', 'Portage Ave',
  'Spring Garden Rd', 'Main St', 'Kingsway', 'Barrington St'];

export function address(rng: Rng, country: 'US' | 'CA', notRegion?: string): Address {
  const places = (country === 'CA' ? CA_PLACES : US_PLACES).filter((p) => p[1] !== notRegion);
  const [city, region, regionName, pre] = rng.pick(places);
  const num = rng.int(12, 9870);
  const unit = rng.chance(0.25) ? (country === 'CA' ? `Unit ${rng.int(1, 40)}, ` : '') : '';
  const suite = rng.chance(0.25) && country === 'US' ? `, Suite ${rng.int(100, 450)}` : '';
  const street = `${unit}${num} ${rng.pick(country === 'CA' ? STREETS_CA : STREETS)}${suite}`;
  const postal = country === 'CA' ? `${pre} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${rng.int(0, 9)}`
    : `${pre}${rng.digits(2)}`;
  return { street, city, region, regionName, postal };
}

export function phone(rng: Rng, country: 'US' | 'CA'): string {
  const form = rng.int(0, 2);
  const a = rng.pick(country === 'CA' ? ['416', '905', '647', '514', '450', '403', '780', '604', '778', '204', '306', '902', '506', '613']
    : ['405', '614', '480', '919', '813', '973', '720', '559', '208', '865', '914', '972', '212', '312']);
  const b = String(rng.int(201, 989)), c = rng.digits(4);
  return form === 0 ? `(${a}) ${b}-${c}` : form === 1 ? `${a}-${b}-${c}` : `${a}.${b}.${c}`;
}

const EIN_PREFIXES = ['10', '12', '13', '20', '22', '26', '27', '30', '33', '35', '41', '45', '46', '47', '52', '56', '58', '61',
  '65', '71', '75', '81', '84', '86', '88', '91', '93', '95', '98', '99'];
export function ein(rng: Rng): string { return rng.pick(EIN_PREFIXES) + rng.digits(7); }

export function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
export function itin(rng: Rng): string { return `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`; }
export const dashSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const dashEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;

/** Nine digits whose last is the Luhn check digit (SIN and BN). */
export function luhn9(rng: Rng, firstDigits: string): string {
  const body = rng.pick(firstDigits.split('')) + rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function routing(rng: Rng): string {
  const body = rng.pick(['0', '1', '2', '3']) + rng.digits(7);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((acc, k, i) => acc + k * Number(body[i]), 0);
  return body + String((10 - (s % 10)) % 10);
}

// Dates, as the calendar gives them: ISO inside, printed in the layout's format.
export interface Ymd { y: number; m: number; d: number }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function ymd(rng: Rng, y0: number, y1: number): Ymd { return { y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) }; }
export const iso = (t: Ymd): string => `${t.y}-${String(t.m).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
export type DateForm = 'mdy' | 'mdy_short' | 'm_d_yy' | 'long' | 'abbr' | 'iso' | 'd_month_y';
export function dateText(t: Ymd, form: DateForm): string {
  const mm = String(t.m).padStart(2, '0'), dd = String(t.d).padStart(2, '0'), yy = String(t.y % 100).padStart(2, '0');
  switch (form) {
    case 'mdy': return `${mm}/${dd}/${t.y}`;
    case 'mdy_short': return `${mm}/${dd}/${yy}`;
    case 'm_d_yy': return `${t.m}/${t.d}/${yy}`;
    case 'long': return `${MONTHS[t.m - 1]} ${t.d}, ${t.y}`;
    case 'abbr': return `${MONTHS[t.m - 1]!.slice(0, 3)} ${t.d}, ${t.y}`;
    case 'iso': return iso(t);
    case 'd_month_y': return `${t.d} ${MONTHS[t.m - 1]} ${t.y}`;
  }
}

/** Money as people type it; `ca` forms add spaces, `CAD` and trailing dollar signs. */
export type MoneyForm = 'dollar' | 'dollar_cents' | 'plain' | 'bare' | 'ca_space' | 'ca_cad' | 'ca_trailing';
export function moneyText(n: number, form: MoneyForm): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  const grouped = (sep: string, dec: string, withCents: boolean) => {
    const [i, f] = n.toFixed(2).split('.');
    const g = i!.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    return withCents ? `${g}${dec}${f}` : g;
  };
  switch (form) {
    case 'dollar': return `$${grouped(',', '.', cents)}`;
    case 'dollar_cents': return `$${grouped(',', '.', true)}`;
    case 'plain': return grouped(',', '.', cents);
    case 'bare': return cents ? n.toFixed(2) : String(n);
    case 'ca_space': return `$ ${grouped(' ', '.', cents)}`;
    case 'ca_cad': return `CAD ${grouped(',', '.', cents)}`;
    case 'ca_trailing': return `${grouped(' ', '.', cents)} $`;
  }
}
