// Fictional merchants for set 23 (faxed and photocopied credit applications): names, addresses, owners, the
// industry and entity texts as printed, and the rules of applications.md that turn a printed text into an id.
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

interface RefItem { id: string; label: string; aliases: string[] }
/** A slim copy of the shared reference tables (ids, labels, aliases, state and province codes). */
const REF = JSON.parse(readFileSync(new URL('./reference.json', import.meta.url), 'utf8')) as
  { industries: RefItem[]; entity_types: RefItem[]; states: string[]; provinces: string[] };
export const INDUSTRIES = REF.industries;
export const ENTITY_TYPES = REF.entity_types;
export const STATE_CODES = new Set(REF.states);
export const PROVINCE_CODES = new Set(REF.provinces);

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) for (const name of [it.label, ...it.aliases]) {
    const n = norm(name);
    if (n && t.includes(` ${n} `) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
  }
  return best?.id ?? null;
}

/** Printed business descriptions (typewriter style) for a few industries; the truth is industryOf(text). */
export const BUSINESS_TEXTS = ['Auto repair shop', 'Family restaurant', 'Pizzeria', 'Hair salon', 'Dental office', 'Veterinary clinic',
  'Plumbing contractor', 'Landscaping services', 'Laundromat', 'Trucking - local hauling', 'Convenience store', 'Pet grooming',
  'Daycare center', 'Machine shop', 'Liquor store', 'Commercial cleaning', 'Bakery (retail)', 'Chiropractor', 'Car wash',
  'Gym', 'Florist shop', 'Tire shop', 'HVAC contractor', 'Wholesale distributor'];

export interface Owner { first: string; middle: string; last: string; title: string; pct: number; ssn: string; dob: string;
  score: number | null; home: string; homeCity: string; homeState: string; homeZip: string; phone: string }
export interface Merchant {
  legal: string; dba: string | null; entityText: string; entityId: string; business: string; industry: string | null;
  ein: string; start: string; street: string; city: string; state: string; zip: string; phone: string; email: string;
  incState: string; amount: number; payment: number; payments: number; freq: string; use: string; sales: number;
  owners: Owner[]; employees: number; rent: boolean; canadian: boolean;
}

const FIRST = ['Maria', 'James', 'Darnell', 'Priya', 'Tomasz', 'Keiko', 'Luis', 'Evelyn', 'Rashid', 'Colleen', 'Hector', 'Wendell',
  'Agnes', 'Bao', 'Fatima', 'Gordon', 'Ines', 'Nikolai', 'Odessa', 'Raymond', 'Shirley', 'Tariq', 'Yolanda', 'Curtis'];
const LAST = ['Okafor', 'Brennan', 'Delacroix', 'Van der Berg', 'Pruitt', 'Haskins', 'Nakamura', 'Szymanski', 'Whitfield', 'Abernathy',
  'Castellano', 'Lindqvist', 'Mbeki', "O'Donnell", 'Reyes-Ortiz', 'Thibodeaux', 'Gallagher', 'Kowalczyk', 'Fairbanks', 'Ostrowski'];
const WORDS = ['Bayside', 'Keystone', 'Red Oak', 'Tri-County', 'Ironwood', 'Hollister', 'Granite', 'Meadowbrook', 'Pioneer', 'Lakeshore',
  'Old Mill', 'Crescent', 'Blue Ridge', 'Union Street', 'Harbor Light', 'Copperfield'];
const STREETS = ['Route 9', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Commerce Dr', 'Kings Hwy', 'Water St', 'Bridge Rd', 'Depot St'];
const US_PLACES: [string, string, string][] = [['Scranton', 'PA', '185'], ['Toledo', 'OH', '436'], ['Macon', 'GA', '312'],
  ['Paterson', 'NJ', '075'], ['Tulsa', 'OK', '741'], ['Fresno', 'CA', '937'], ['Joliet', 'IL', '604'], ['Yonkers', 'NY', '107'],
  ['Lubbock', 'TX', '794'], ['Spokane', 'WA', '992'], ['Dayton', 'OH', '454'], ['Mobile', 'AL', '366'], ['Provo', 'UT', '846']];
const CA_PLACES: [string, string, string][] = [['Hamilton', 'ON', 'L8P'], ['Laval', 'QC', 'H7N'], ['Red Deer', 'AB', 'T4N'],
  ['Kelowna', 'BC', 'V1Y'], ['Moncton', 'NB', 'E1C'], ['Regina', 'SK', 'S4P'], ['Halifax', 'NS', 'B3H']];
const FIRMS = ['Enterprises', 'Group', 'Services', 'Associates', 'Brothers', 'Partners', 'Industries', 'Ventures'];
const TITLES = ['President', 'Owner', 'Managing Member', 'CEO', 'Partner', 'Vice President', 'Secretary', 'Member'];
export const USES = ['Inventory', 'Equipment repair', 'Payroll', 'Expansion', 'Working capital', 'New truck', 'Renovation'];
const US_ENTITIES: [string, string, string][] = [['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'],
  ['S Corp', 's_corporation', 'Inc.'], ['Partnership', 'general_partnership', '& Sons'], ['LLP', 'llp', 'LLP'],
  ['Sole Proprietor', 'sole_proprietorship', ''], ['PLLC', 'pllc', 'PLLC'], ['LP', 'limited_partnership', 'L.P.']];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  const sum = d.reduce((s, x, i) => { const v = i % 2 === 1 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
  return d.join('') + String((10 - (sum % 10)) % 10);
}
const ssn = (r: Rng): string => `${r.int(101, 665)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
const einPrefixes = [12, 13, 20, 22, 27, 33, 45, 46, 47, 52, 56, 58, 61, 65, 74, 81, 84, 88, 91, 93];
export const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;

export function merchant(r: Rng, canadian: boolean): Merchant {
  const place = r.pick(canadian ? CA_PLACES : US_PLACES);
  const business = r.pick(BUSINESS_TEXTS);
  const n = r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const ent = canadian ? r.pick([['Corporation', 'ca_corporation', 'Inc.'], ['Ltd.', 'ca_corporation', 'Ltd.'], ['ULC', 'ca_ulc', 'ULC']] as const)
    : r.pick(US_ENTITIES);
  const sole = ent[1] === 'sole_proprietorship';
  const count = sole ? 1 : n;
  const shares = count === 1 ? [100] : count === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : count === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const owners: Owner[] = shares.map((pct, i) => {
    const hp = r.pick(canadian ? CA_PLACES : US_PLACES);
    return { first: r.pick(FIRST), middle: r.chance(0.5) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '', last: r.pick(LAST),
      title: i === 0 ? (sole ? 'Owner' : r.pick(TITLES.slice(0, 4))) : r.pick(TITLES.slice(4)), pct,
      ssn: canadian ? luhn9(r, r.int(1, 7)) : (r.chance(0.1) ? `9${r.int(10, 99)}${r.pick([50, 62, 71, 84, 95])}${pad(r.int(1, 9999), 4)}` : ssn(r)),
      dob: iso(r.int(1952, 1996), r.int(1, 12), r.int(1, 28)), score: r.chance(0.4) ? r.int(540, 790) : null,
      home: `${r.int(10, 9999)} ${r.pick(['Birch Ln', 'Cedar Ct', 'Hillcrest Rd', 'Maple Dr', 'Sunset Blvd'])}`, homeCity: hp[0], homeState: hp[1],
      homeZip: canadian ? `${hp[2]} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : `${hp[2]}${pad(r.int(1, 99))}`, phone: phone(r) };
  });
  const word = r.pick(WORDS);
  const o0 = owners[0]!;
  const trade = `${word} ${business.replace(/ \(.*\)/, '').replace(/\b[a-z]/g, (c) => c.toUpperCase())}`;
  const legal = sole ? `${o0.first} ${o0.last}` : ent[2] === '& Sons' ? `${o0.last} & Sons` : `${word} ${r.pick(FIRMS)} ${ent[2]}`;
  const dba = sole ? trade : r.weighted([[null, 3], [trade, 5], [legal, 1]] as const);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 65000, 75000, 90000, 100000, 125000, 150000, 250000]);
  const payments = r.pick([60, 80, 100, 120, 140, 26, 52]);
  const freq = payments < 60 ? 'weekly' : 'daily';
  return {
    legal, dba: dba === legal ? null : dba, entityText: ent[0], entityId: ent[1], business, industry: industryOf(business),
    ein: sole ? o0.ssn : canadian ? luhn9(r, r.int(1, 8)) : `${r.pick(einPrefixes)}${r.digits(7)}`,
    start: iso(r.int(1994, 2022), r.int(1, 12), r.int(1, 28)), street: `${r.int(1, 9800)} ${r.pick(STREETS)}`, city: place[0], state: place[1],
    zip: canadian ? `${place[2]} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : `${place[2]}${pad(r.int(1, 99))}`,
    phone: phone(r), email: `${word.toLowerCase().replace(/[^a-z]/g, '')}${r.int(1, 99)}@${r.pick(['aol.com', 'gmail.com', 'yahoo.com', 'comcast.net'])}`,
    incState: canadian ? r.pick(['ON', 'BC', 'AB', 'QC'].filter((s) => s !== place[1])) : r.pick(['DE', 'NV', 'WY', 'FL'].filter((s) => s !== place[1])),
    amount, payment: Math.round((amount * 1.35) / payments * 100) / 100, payments, freq, use: r.pick(USES),
    sales: r.int(30, 400) * 1000, owners, employees: r.int(1, 45), rent: r.chance(0.7), canadian,
  };
}

export const money = (n: number, cents = false): string =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
export const fmtEin = (e: string): string => `${e.slice(0, 2)}-${e.slice(2)}`;
export const fmtSsn = (s: string): string => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const fmtSin = (s: string): string => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
export function usDate(isoDate: string, short = false): string {
  const [y, m, d] = isoDate.split('-');
  return `${m}/${d}/${short ? y!.slice(2) : y}`;
}
const MONTHS = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const name = MONTHS[m! - 1]!;
  return `${name[0]}${name.slice(1).toLowerCase()} ${d}, ${y}`;
}
/** An individual tax id's type from its digits (applications.md: ITIN when an SSN-shaped number starts with 9). */
export const personIdType = (digits: string, canadian: boolean): string => (canadian ? 'SIN' : digits.startsWith('9') ? 'ITIN' : 'SSN');
