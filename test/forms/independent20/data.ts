// Seeded fictional merchants for set 20 (industry-specific applications): people, places, tax numbers, dates, money.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Addr { street: string; city: string; region: string; postal: string; country: Country }
export interface PrintedDate { text: string; iso: string }

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tomas', 'Grace', 'Kwame', 'Sofia', 'Liam', 'Nadia',
  'Victor', 'Hannah', 'Rafael', 'Mei', 'Connor', 'Fatima', 'Dmitri', 'Yolanda', 'Andre', 'Chloe', 'Samuel'];
const LAST = ['Okafor', 'Garcia-Lopez', 'Nguyen', 'Whitfield', 'van der Berg', 'Patel', 'O\'Brien', 'Kowalski', 'Delgado', 'Haddad',
  'McAllister', 'Brennan-Shaw', 'Tremblay', 'da Silva', 'Fitzgerald', 'Yamamoto', 'Osei', 'Lindqvist', 'Moreau', 'Castellanos'];
const INITIALS = 'ABCDEFGHJKLMNPRSTW';
const STREETS = ['Main St', 'Oak Avenue', 'Commerce Dr', 'Industrial Pkwy', 'Maple Rd', 'Harbor Blvd', 'Elm Street', 'Cedar Lane',
  'Lakeshore Rd', 'Pioneer Way', 'Station St', 'Kingsway'];
const US_CITIES: readonly [string, string, string][] = [['TX', 'Austin', '787'], ['TX', 'Houston', '770'], ['FL', 'Tampa', '336'],
  ['NY', 'Buffalo', '142'], ['CA', 'Fresno', '937'], ['GA', 'Savannah', '314'], ['OH', 'Columbus', '432'], ['NJ', 'Newark', '071'],
  ['AZ', 'Mesa', '852'], ['IL', 'Peoria', '616'], ['NC', 'Durham', '277'], ['CO', 'Aurora', '800'], ['WA', 'Spokane', '992'],
  ['PA', 'Erie', '165'], ['MI', 'Lansing', '489'], ['TN', 'Memphis', '381'], ['NV', 'Reno', '895']];
const CA_CITIES: readonly [string, string, string][] = [['ON', 'Mississauga', 'L5B'], ['ON', 'Ottawa', 'K1P'], ['BC', 'Surrey', 'V3T'],
  ['AB', 'Calgary', 'T2P'], ['QC', 'Laval', 'H7N'], ['MB', 'Winnipeg', 'R3C'], ['NS', 'Halifax', 'B3J'], ['SK', 'Regina', 'S4P']];
export const REGION_NAME: Record<string, string> = { TX: 'Texas', FL: 'Florida', NY: 'New York', CA: 'California', GA: 'Georgia',
  OH: 'Ohio', NJ: 'New Jersey', AZ: 'Arizona', IL: 'Illinois', NC: 'North Carolina', CO: 'Colorado', WA: 'Washington', PA: 'Pennsylvania',
  MI: 'Michigan', TN: 'Tennessee', NV: 'Nevada', DE: 'Delaware', WY: 'Wyoming', ON: 'Ontario', BC: 'British Columbia', AB: 'Alberta',
  QC: 'Quebec', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function person(rng: Rng): { first: string; middle: string | null; last: string } {
  return { first: rng.pick(FIRST), middle: rng.chance(0.4) ? rng.pick([...INITIALS]) : null, last: rng.pick(LAST) };
}
export const fullName = (p: { first: string; last: string }): string => `${p.first} ${p.last}`;

export function address(rng: Rng, country: Country): Addr {
  const street = `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Unit', 'Ste.'])} ${rng.int(2, 410)}` : ''}`;
  if (country === 'US') {
    const [region, city, zip] = rng.pick(US_CITIES);
    return { street, city, region, postal: `${zip}${pad(rng.int(1, 99), 2)}`, country };
  }
  const [region, city, fsa] = rng.pick(CA_CITIES);
  const L = 'ABCEGHJKLMNPRSTVXY';
  return { street, city, region, postal: `${fsa} ${rng.int(1, 9)}${rng.pick([...L])}${rng.int(0, 9)}`, country };
}
export const cityLine = (a: Addr): string => `${a.city}, ${a.region} ${a.postal}`;
export const oneLine = (a: Addr): string => `${a.street}, ${cityLine(a)}`;

export function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(200, 989), c = rng.int(0, 9999);
  return rng.pick([`(${a}) ${b}-${pad(c, 4)}`, `${a}-${b}-${pad(c, 4)}`, `${a}.${b}.${pad(c, 4)}`]);
}

const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(rng: Rng): string {
  let p = rng.int(1, 99);
  while (BAD_EIN.has(p)) p = rng.int(1, 99);
  return `${pad(p, 2)}-${pad(rng.int(1, 9999999), 7)}`;
}
export function ssn(rng: Rng): string {
  let area = rng.int(1, 665);
  if (area === 666) area = 665;
  return `${pad(area, 3)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 9999), 4)}`;
}
export function itin(rng: Rng): string {
  return `9${pad(rng.int(0, 99), 2)}-${rng.int(70, 88)}-${pad(rng.int(1, 9999), 4)}`;
}
/** Nine digits whose last is the Luhn check digit (Canadian BN and SIN). */
export function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = d[i]!;
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return [...d, (10 - (sum % 10)) % 10].join('');
}
export const digits = (s: string): string => s.replace(/\D/g, '');
export const spaced3 = (d9: string, sep: string): string => `${d9.slice(0, 3)}${sep}${d9.slice(3, 6)}${sep}${d9.slice(6)}`;

export function date(rng: Rng, fromYear: number, toYear: number): { y: number; m: number; d: number; iso: string } {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12), d = rng.int(1, 28);
  return { y, m, d, iso: `${y}-${pad(m, 2)}-${pad(d, 2)}` };
}
/** A date as people print it; day-first forms are avoided for Canada (ambiguous), ISO or month names used instead. */
export function printDate(rng: Rng, x: { y: number; m: number; d: number; iso: string }, country: Country): PrintedDate {
  const us = [`${pad(x.m, 2)}/${pad(x.d, 2)}/${x.y}`, `${x.m}/${x.d}/${String(x.y).slice(2)}`, `${MONTHS[x.m - 1]} ${x.d}, ${x.y}`];
  const ca = [x.iso, `${MONTHS[x.m - 1]} ${x.d}, ${x.y}`, `${MONTHS[x.m - 1]!.slice(0, 3)} ${x.d}, ${x.y}`];
  return { text: rng.pick(country === 'US' ? us : ca), iso: x.iso };
}

export function money(rng: Rng, n: number, country: Country): string {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) && rng.chance(0.6) ? 0 : 2, maximumFractionDigits: 2 });
  if (country === 'CA' && rng.chance(0.4)) return `CAD ${c}`;
  return rng.pick([`$${c}`, `$ ${c}`, c]);
}

/** Ten digits that look like a tax ID but are a licence, NPI, DOT or account number. */
export const tenDigits = (rng: Rng): string => `${rng.int(1, 9)}${pad(rng.int(0, 999999999), 9)}`;
export const nDigits = (rng: Rng, n: number): string => `${rng.int(1, 9)}${Array.from({ length: n - 1 }, () => rng.int(0, 9)).join('')}`;
export const letters = (rng: Rng, n: number): string => Array.from({ length: n }, () => rng.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ'])).join('');
