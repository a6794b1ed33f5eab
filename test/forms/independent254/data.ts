// Fictional one-person businesses (sole proprietors, single-member LLCs, gig workers) and how their values print.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';

const REF_DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface RefItem { id: string; label: string; aliases?: string[]; code?: string; name?: string; country?: string }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REF_DIR, f), 'utf8')) as { items: RefItem[] }).items;
export const INDUSTRIES = load('industries.json');
export const ENTITY_TYPES = load('entity-types.json');
export const STATES = load('states.json');
export const PROVINCES = load('provinces.json');

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { len: number; id: string } | null = null;
  for (const it of INDUSTRIES) {
    for (const s of [it.label, ...(it.aliases ?? [])]) {
      if (new RegExp(`(?<![A-Za-z0-9])${esc(s)}(?![A-Za-z0-9])`, 'i').test(text) && (!best || s.length > best.len)) best = { len: s.length, id: it.id };
    }
  }
  return best?.id ?? null;
}

/** What the owner writes on "Type of business": gig, home-based and mobile trades. */
export const US_TRADES: { text: string; trade: string[] }[] = [
  { text: 'Rideshare driver (Uber / Lyft)', trade: ['Rides', 'Transport', 'Car Service'] },
  { text: 'Courier / delivery service - DoorDash, Instacart', trade: ['Courier', 'Delivery', 'Express'] },
  { text: 'Last mile delivery (Amazon Flex)', trade: ['Logistics', 'Delivery'] },
  { text: 'Mobile auto detailing', trade: ['Mobile Detailing', 'Auto Spa', 'Shine'] },
  { text: 'Mobile dog grooming van', trade: ['Pet Grooming', 'Paws', 'Grooming'] },
  { text: 'House cleaning / maid service', trade: ['Cleaning', 'Maids', 'Sparkle Clean'] },
  { text: 'Lawn care & snow removal', trade: ['Lawn Care', 'Yard Works', 'Green Cuts'] },
  { text: 'Freelance web design', trade: ['Web Studio', 'Digital', 'Creative'] },
  { text: 'Independent electrician', trade: ['Electric', 'Wiring'] },
  { text: 'Residential painter', trade: ['Painting', 'Coatings'] },
  { text: 'Food truck (tacos & burritos)', trade: ['Taqueria', 'Street Eats'] },
  { text: 'In-home daycare', trade: ['Little Learners', 'Kids Care'] },
  { text: 'Freelance bookkeeping', trade: ['Bookkeeping', 'Books & Tax'] },
  { text: 'Etsy / Shopify store - handmade candles', trade: ['Candle Co', 'Wick & Wax'] },
  { text: 'Black car / limo service', trade: ['Black Car', 'Executive Rides'] },
  { text: 'Owner-operator, box truck hauling', trade: ['Hauling', 'Freight'] },
  { text: 'Lash artist - home studio', trade: ['Lash Studio', 'Beauty Bar'] },
  { text: 'Mobile barber', trade: ['Cuts', 'Fades'] },
  { text: 'Plumbing repair', trade: ['Plumbing', 'Drain Pros'] },
  { text: 'In-home tutoring', trade: ['Tutoring', 'Learning'] },
];

export const FIRST = ['Maria', 'James', 'Aaliyah', 'Dmitri', 'Keisha', 'Luis', 'Priya', 'Tomasz', 'Grace', 'Andre', 'Nguyen', 'Fatima', 'Carlos',
  'Shonda', 'Ravi', 'Jean-Luc', 'Emily', 'Marcus', 'Ana', 'DeShawn', 'Olga', 'Kwame', 'Rosa', 'Brett'];
export const LAST = ["O'Brien", 'Garcia-Lopez', 'van der Berg', 'De La Cruz', 'McAllister', "D'Angelo", 'Okafor', 'Nguyen', 'Kowalski', 'Washington',
  'St. Pierre', 'Ramirez', 'Patel', 'Smith-Jones', 'da Silva', 'Le Blanc', 'Haddad', 'Johnson', 'von Essen', "O'Neil", 'Tremblay', 'Baptiste'];

export interface Place { street: string; city: string; state: string; zip: string }
const US_PLACES: [string, string, string][] = [['Houston', 'TX', '770'], ['Phoenix', 'AZ', '850'], ['Atlanta', 'GA', '303'], ['Orlando', 'FL', '328'],
  ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'], ['Fresno', 'CA', '937'],
  ['Las Vegas', 'NV', '891'], ['Tacoma', 'WA', '984'], ['Memphis', 'TN', '381'], ['Baltimore', 'MD', '212'], ['Yonkers', 'NY', '107']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'], ['Laval', 'QC', 'H7N'],
  ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Maple Ave', 'Oak Street', 'Ridgeview Dr', 'Sunset Blvd', 'Elm Ct', 'Harbor Rd', 'Pine Hollow Ln', 'Cedar Way', 'King St W', 'Lakeshore Rd'];

export function place(rng: Rng, country: 'US' | 'CA'): Place {
  const [city, state, z] = rng.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const street = `${rng.int(12, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Apt ${rng.int(1, 40)}${rng.pick(['', 'B'])}` : ''}`;
  const L = 'ABCEGHJKLMNPRSTVXY';
  const zip = country === 'US' ? `${z}${rng.int(10, 99)}` : `${z} ${rng.int(1, 9)}${L[rng.int(0, L.length - 1)]}${rng.int(1, 9)}`;
  return { street, city, state, zip };
}
export const oneLine = (p: Place): string => `${p.street}, ${p.city}, ${p.state} ${p.zip}`;

export interface Person { first: string; middle: string; last: string }
export function person(rng: Rng): Person {
  const m = rng.chance(0.6) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
  return { first: rng.pick(FIRST), middle: m, last: rng.pick(LAST) };
}
export const fullName = (p: Person): string => [p.first, p.middle, p.last].filter(Boolean).join(' ');
export const lastFirst = (p: Person): string => `${p.last}, ${[p.first, p.middle].filter(Boolean).join(' ')}`;

const luhnDigit = (d: string): number => {
  let s = 0;
  for (let i = 0; i < d.length; i++) { let v = Number(d[d.length - 1 - i]); if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; } s += v; }
  return (10 - (s % 10)) % 10;
};
const nDigits = (rng: Rng, n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
export function ssn(rng: Rng): string {
  let a = rng.int(1, 665); if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
export const itin = (rng: Rng): string => `9${nDigits(rng, 2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
export const ein = (rng: Rng): string => `${rng.pick(['20', '27', '33', '45', '46', '52', '61', '81', '84', '88', '92', '93'])}${nDigits(rng, 7)}`;
export function luhn9(rng: Rng, first: string): string { const b = first + nDigits(rng, 7); return b + String(luhnDigit(b)); }
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSin = (d: string, sep: string): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
export const maskSsn = (rng: Rng, d: string): string => `${rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${d.slice(5)}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}
/** A date as an owner writes it: 03/14/2019, 3/14/19, March 14, 2019, 2019-03-14, 03-14-2019. */
export function fmtDate(rng: Rng, iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p2 = (n: number): string => String(n).padStart(2, '0');
  return rng.pick([`${p2(m)}/${p2(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, iso, `${p2(m)}-${p2(d)}-${y}`]);
}
export function fmtMoney(rng: Rng, n: number, country: 'US' | 'CA'): string {
  const c = n.toLocaleString('en-US');
  const f = rng.pick([`$${c}`, `$ ${c}`, `$${c}.00`, c, `${c}.00`]);
  return country === 'CA' && rng.chance(0.5) ? rng.pick([`${f} CAD`, `CAD ${c}`]) : f;
}
export const money = (rng: Rng, lo: number, hi: number, step: number): number => rng.int(lo / step, hi / step) * step;
export const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
export const email = (p: Person, rng: Rng): string =>
  `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`;
export const FUNDERS = ['Rapid Ridge Capital', 'BlueLine Funding', 'Harbor Advance LLC', 'Pinnacle Merchant Funding', 'Velocity Capital Group', 'Crestmark Advance'];
export const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Navy Federal CU', 'Chime', 'Regions Bank'];
export const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
