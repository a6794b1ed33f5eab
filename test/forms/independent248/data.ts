// Fictional merchants for set 248: every value carries both its printed text and the value applications.md reads
// from that text. Nothing here knows how the product reads a form.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Person {
  printed: string; // as written on the form ("Maria T. Delgado-Ruiz", "O'Neil, Sean P.")
  lastFirst: string; // "Delgado-Ruiz, Maria T."
  first: string;
  last: string;
}

export interface Owner extends Person {
  title: string;
  pctPrinted: string;
  pct: number;
  taxPrinted: string; // '' when blank
  taxId: string | null;
  taxType: string | null;
  dobPrinted: string;
  dob: string | null;
  home: Address;
  scorePrinted: string;
  score: number | null;
}

export interface Address { street: string; city: string; state: string; zip: string; oneLine: string }

export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Pizzeria & Italian Restaurant', 'restaurant'], ['Auto Repair / Body Shop', 'auto_repair'], ['Hair Salon', 'personal_care'],
  ['Plumbing & HVAC contractor', 'specialty_trade_contractor'], ['Dental office', 'dental_practice'],
  ['Trucking - dump truck hauling', 'trucking_local'], ['Landscaping and snow removal', 'landscaping'],
  ['Commercial cleaning', 'cleaning_services'], ['Coffee shop', 'restaurant'], ['Convenience store', 'convenience_store'],
  ['Daycare', 'childcare'], ['Veterinary clinic', 'veterinary'], ['Used car dealer', 'auto_dealer_used'], ['Gym', 'fitness'],
  ['Liquor store', 'liquor_store'], ['Machine shop', 'manufacturing'], ['Staffing agency', 'staffing_agency'],
  ['Tire shop', 'auto_repair'], ['Catering', 'food_truck_catering'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Physical therapy clinic', 'medical_practice'], ['Nail salon', 'personal_care'], ['Laundromat', 'dry_cleaning'],
  ['Moving company', 'trucking_local'], ['Pet grooming', 'pet_services'], ['Florist shop', 'retail_general'], ['IT services', 'it_software'],
];

const FIRST = ['Maria', 'James', 'Anne-Marie', 'Darnell', 'Priya', 'Kevin', 'Lucia', 'Tomasz', 'Yolanda', 'Brendan', 'Mei', 'Omar',
  'Jean-Luc', 'Keisha', 'Rafael', 'Siobhan', 'Dmitri', 'Carmen', 'Hyun', 'Patrick', 'Fatima', 'Gordon', 'Ngozi', 'Marisol'];
const LAST = ['Delgado-Ruiz', "O'Connell", 'van der Berg', 'De Luca', 'McAllister', 'Nguyen', 'Okafor', 'Kowalski', 'St. Pierre',
  "D'Amato", 'Abernathy', 'Villanueva', 'Haddad', 'Lindqvist', 'Park', 'Whitfield-Jones', 'da Silva', 'MacDonald', 'Baptiste',
  'Fitzgerald', 'Ramirez', 'Osei', 'Brennan', 'Castellanos'];
const CREDENTIALS = [', DC', ', CPA', ', DDS', ', RN'];

const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Trenton', 'NJ', '086'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'], ['Dallas', 'TX', '752'],
  ['Yonkers', 'NY', '107'], ['Aurora', 'CO', '800'], ['Raleigh', 'NC', '276'], ['Tacoma', 'WA', '984'], ['Macon', 'GA', '312'],
  ['Allentown', 'PA', '181'], ['Joliet', 'IL', '604'], ['Lowell', 'MA', '018'], ['Fresno', 'CA', '937'], ['Reno', 'NV', '895'],
];
const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Mississauga', 'ON', 'L5B'], ['Laval', 'QC', 'H7N'], ['Surrey', 'BC', 'V3T'], ['Red Deer', 'AB', 'T4N'], ['Saskatoon', 'SK', 'S7K'],
  ['Moncton', 'NB', 'E1C'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Kelowna', 'BC', 'V1Y'], ['Hamilton', 'ON', 'L8P'],
];
const STREETS = ['Main St', 'Industrial Pkwy', 'Route 9', 'Commerce Dr', 'Elm Ave', 'Harbor Rd', 'King St W', 'Maple Ave', 'Bay St',
  'Oakridge Blvd', 'Lakeshore Rd', 'Division St'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function person(r: Rng, credentials = true): Person {
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  const mi = r.chance(0.55) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const cred = credentials && r.chance(0.08) ? r.pick(CREDENTIALS) : '';
  return { printed: `${first}${mi} ${last}${cred}`, lastFirst: `${last}, ${first}${mi}`, first, last };
}

export function address(r: Rng, country: Country, state?: string): Address {
  const places = (country === 'US' ? US_PLACES : CA_PLACES).filter((p) => !state || p[1] !== state);
  const [city, st, z] = r.pick(places);
  const unit = r.chance(0.3) ? `, ${r.pick(['Suite', 'Unit', '#'])} ${r.int(2, 410)}` : '';
  const street = `${r.int(12, 9870)} ${r.pick(STREETS)}${unit}`;
  const zip = country === 'US' ? `${z}${r.digits(2)}` : `${z} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(1, 9)}`;
  return { street, city, state: st, zip, oneLine: `${street}, ${city}, ${st} ${zip}` };
}

/** ISO date plus one of the printed forms (US forms: month first; Canadian forms: ISO or spelled month). */
export function date(r: Rng, y0: number, y1: number, country: Country): { iso: string; printed: string } {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const us = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${m}/${d}/${y}`];
  const ca = [iso, `${MONTHS[m - 1]} ${d}, ${y}`, `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`];
  return { iso, printed: r.pick(country === 'US' ? us : ca) };
}

export function money(r: Rng, v: number, country: Country): string {
  const c = v.toLocaleString('en-US');
  if (country === 'CA') return r.pick([`$${c}`, `CAD ${c}.00`, `$${c.replace(/,/g, ' ')}`, `${c} CAD`]);
  return r.pick([`$${c}`, `$${c}.00`, `${c}`, `$ ${c}`, `$${v}`]);
}

function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let x = Number(d8[i]) * (i % 2 ? 2 : 1); if (x > 9) x -= 9; s += x; }
  return String((10 - (s % 10)) % 10);
}
export const luhn9 = (r: Rng, lead: string): string => { const d8 = lead + r.digits(8 - lead.length); return d8 + luhnDigit(d8); };

export function ein(r: Rng): string {
  const pre = r.pick(['20', '26', '27', '33', '35', '45', '46', '47', '54', '56', '61', '81', '82', '84', '87', '88', '90', '92', '93']);
  return `${pre}-${r.int(1000000, 9999999)}`;
}
export function ssn(r: Rng): string {
  return `${r.int(101, 665)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
export function itin(r: Rng): string {
  return `9${r.digits(2)}-${r.pick(['70', '71', '78', '83', '88', '90', '94'])}-${pad(r.int(1, 9999), 4)}`;
}

/** One owner's personal tax id: full, masked, or blank. */
export function ownerTax(r: Rng, country: Country): { printed: string; id: string | null; type: string | null } {
  const k = r.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const);
  if (k === 'blank') return { printed: '', id: null, type: null };
  if (country === 'CA') {
    const sin = luhn9(r, r.pick(['1', '2', '4', '5', '6', '7']));
    const sp = `${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`;
    if (k === 'masked') return { printed: `XXX XXX ${sin.slice(6)}`, id: null, type: null };
    return { printed: r.chance(0.5) ? sp : sp.replace(/ /g, '-'), id: sin, type: 'SIN' };
  }
  const isItin = r.chance(0.12);
  const v = isItin ? itin(r) : ssn(r);
  if (k === 'masked') return { printed: r.pick([`XXX-XX-${v.slice(7)}`, `***-**-${v.slice(7)}`]), id: null, type: null };
  return { printed: v, id: v.replace(/-/g, ''), type: isItin ? 'ITIN' : 'SSN' };
}

const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'VP Operations', 'Secretary', 'Co-Owner', 'Director'];

/** Ownership splits that are plausible for 1-3 owners. */
function splits(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return r.pick([[50, 50], [60, 40], [75, 25], [51, 49], [80, 20]]);
  return r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [33.4, 33.3, 33.3], [60, 20, 20]]);
}

export function owners(r: Rng, n: number, country: Country, sole: boolean, bizState: string): Owner[] {
  const pcts = splits(r, n);
  const used = new Set<string>();
  const out: Owner[] = [];
  for (let i = 0; i < n; i++) {
    let p = person(r);
    while (used.has(p.last)) p = person(r);
    used.add(p.last);
    const tax = ownerTax(r, country);
    const dob = r.chance(0.85) ? date(r, 1956, 1994, country) : { iso: null, printed: '' };
    const pct = pcts[i]!;
    const score = r.chance(0.6) ? r.int(540, 815) : null;
    const home = address(r, country, r.chance(0.5) ? bizState : undefined);
    out.push({ ...p, title: sole ? r.pick(['Owner', 'Sole Proprietor', 'Owner/Operator']) : r.pick(TITLES),
      pctPrinted: r.pick([`${pct}%`, `${pct}`, `${pct} %`]), pct, taxPrinted: tax.printed, taxId: tax.id, taxType: tax.type,
      dobPrinted: dob.printed, dob: dob.iso, home, scorePrinted: score === null ? '' : String(score), score });
  }
  return out;
}
