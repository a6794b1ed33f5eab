// Set 88's fictional merchants: people, numbers and businesses drawn from a seed. Nothing here prints; the layouts
// choose what to print and record the truth as they print it.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Olga', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Wei', 'Fatima', 'Connor', 'Aaliyah',
  'Dmitri', 'Rosa', 'Samuel', 'Yuki', 'Andre', 'Brianna', 'Mohammed', 'Elena', 'Trevor', 'Nadia', 'Gustavo', 'Colleen', 'Jamal', 'Ingrid', 'Raj'];
const LAST = ['Gonzalez', 'Whitfield', 'Raman', 'Okafor', 'Kowalski', 'Nguyen', 'Brennan', 'Haddad', 'Lindqvist', 'Castillo', 'Abernathy',
  'Smith-Jones', "O'Neill", 'Van der Berg', 'De la Cruz', 'McAllister', 'Petrov', 'Tanaka', 'Ferreira', 'Osei-Bonsu', 'Delacroix', 'Iverson',
  'St. Clair', 'Mbeki', 'Rasmussen', 'Al-Amin', 'Kaur', 'Bianchi'];
const STREETS = ['Industrial Pkwy', 'Main St', 'Commerce Dr', 'Harbor Blvd', 'Elm Ave', 'Route 9', 'Cypress Ln', 'Market St', 'Depot Rd',
  'Lakeview Ter', 'Frontage Rd', 'Maple Ave', 'Kingsway', 'Oak Ridge Dr'];
export const US_CITIES: readonly (readonly [string, string, string])[] = [['Fresno', 'CA', '93722'], ['Joliet', 'IL', '60435'],
  ['Laredo', 'TX', '78041'], ['Macon', 'GA', '31201'], ['Tulsa', 'OK', '74107'], ['Columbus', 'OH', '43215'], ['Tacoma', 'WA', '98402'],
  ['Newark', 'NJ', '07102'], ['Mesa', 'AZ', '85201'], ['Orlando', 'FL', '32801'], ['Charlotte', 'NC', '28202'], ['Reno', 'NV', '89501'],
  ['Omaha', 'NE', '68102'], ['Albany', 'NY', '12207'], ['Boise', 'ID', '83702'], ['Knoxville', 'TN', '37902'], ['Provo', 'UT', '84601']];
export const CA_CITIES: readonly (readonly [string, string, string])[] = [['Mississauga', 'ON', 'L5B 3C2'], ['Surrey', 'BC', 'V3T 2W1'],
  ['Calgary', 'AB', 'T2P 1J9'], ['Laval', 'QC', 'H7S 1Z5'], ['Halifax', 'NS', 'B3J 2K9'], ['Winnipeg', 'MB', 'R3C 0V8']];
const OTHER_STATES = ['DE', 'NV', 'WY', 'TX', 'FL', 'NY'];
const EIN_PREFIX = ['10', '12', '20', '27', '33', '38', '45', '46', '52', '56', '61', '65', '74', '82', '84', '87', '91', '93', '95', '98'];

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  dob: string; score: number; home: Address; phone: string; email: string;
}
export interface Entity { printed: string; id: string }
export interface Business {
  country: Country; legal: string; dba: string | null; entity: Entity; taxId: string; taxType: 'EIN' | 'SSN' | 'BN';
  start: string; addr: Address; incState: string; phone: string; email: string; website: string; amount: number; payment: number;
  payments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; monthly: number; employees: number; owners: Owner[];
  /** The printed type of business and the industries-reference id it reads as. */
  industry: readonly [string, string];
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function luhnComplete(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return d8 + String((10 - (sum % 10)) % 10);
}

export const ein = (r: Rng) => `${r.pick(EIN_PREFIX)}-${r.digits(7)}`;
export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
export const itin = (r: Rng) => `9${r.digits(2)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}`;
export const sin = (r: Rng) => { const d = luhnComplete(String(r.int(1, 7)) + r.digits(7)); return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`; };
export const bn = (r: Rng) => luhnComplete(String(r.int(1, 8)) + r.digits(7));
export const digitsOf = (s: string) => s.replace(/\D/g, '');
export const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

/** An ISO date between two years. */
export function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as a form prints it. */
export function fmtDate(iso: string, how: 'mdy' | 'mdyy' | 'long' | 'dash' | 'short'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (how) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdyy': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    default: return `${pad(m)}-${pad(d)}-${y}`;
  }
}
export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

export function address(r: Rng, country: Country, state?: string): Address {
  const pool = (country === 'CA' ? CA_CITIES : US_CITIES).filter((c) => !state || c[1] === state);
  const [city, st, zip] = r.pick(pool.length ? pool : US_CITIES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.25) ? ` ${r.pick(['Suite', 'Unit', 'Ste.'])} ${r.int(1, 320)}` : ''}`, city, state: st, zip };
}
export const oneLine = (a: Address) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export function personName(r: Rng): { first: string; middle: string | null; last: string } {
  return { first: r.pick(FIRST), middle: r.chance(0.35) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) + '.' : null, last: r.pick(LAST) };
}
export const fullName = (o: { first: string; middle: string | null; last: string }) => [o.first, o.middle, o.last].filter(Boolean).join(' ');

/** 1-4 owners whose shares add to at most 100. */
export function owners(r: Rng, country: Country, n: number, titles: readonly string[]): Owner[] {
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : n === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const used = new Set<string>();
  const out: Owner[] = [];
  for (let i = 0; i < n; i++) {
    let nm = personName(r);
    while (used.has(nm.last)) nm = personName(r);
    used.add(nm.last);
    const taxType = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    out.push({ ...nm, title: i === 0 ? titles[0]! : r.pick(titles.slice(1).length ? titles.slice(1) : titles), pct: shares[i]!,
      taxId: taxType === 'SIN' ? sin(r) : taxType === 'ITIN' ? itin(r) : ssn(r), taxType, dob: isoDate(r, 1956, 1996), score: r.int(540, 805),
      home: address(r, country), phone: phone(r), email: `${nm.first.toLowerCase()}.${nm.last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` });
  }
  return out;
}

const FREQ: readonly (readonly ['daily' | 'weekly' | 'biweekly' | 'monthly', number])[] = [['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]];

/** A business of a vertical: `names` are trade-name stems (or stems by printed industry), `entities` the printed entity texts with their ids. */
export function business(r: Rng, country: Country, names: readonly string[] | Readonly<Record<string, readonly string[]>>, entities: readonly Entity[], titles: readonly string[],
  industries: readonly (readonly [string, string])[], soleProp = 0.12): Business {
  const industry = r.pick(industries);
  const sole = r.chance(soleProp);
  const entity = sole ? (country === 'CA' ? { printed: 'Sole Proprietorship', id: 'sole_proprietorship' } : r.pick([{ printed: 'Sole Proprietor', id: 'sole_proprietorship' },
    { printed: 'Sole Proprietorship', id: 'sole_proprietorship' }])) : r.pick(entities);
  const n = sole ? 1 : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const os = owners(r, country, n, titles);
  const stem = r.pick(Array.isArray(names) ? names : (names as Record<string, readonly string[]>)[industry[0]] ?? Object.values(names).flat());
  const suffix = suffixFor(entity.id, r);
  const legal = sole ? fullName({ ...os[0]!, middle: null }) : `${stem}${suffix}`;
  const dba = sole ? stem : r.chance(0.5) ? r.pick([`${stem.split(' ')[0]} ${r.pick(['Express', 'Group', 'Co', 'Works', 'Studio', 'Pros'])}`, stem.replace(/ .*$/, '') + ' ' + r.pick(['Central', 'Plus', 'North', 'One'])]) : null;
  const addr = address(r, country);
  const freq = r.weighted(FREQ);
  const amount = r.int(10, 250) * 1000;
  const payments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([24, 36, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / payments * 100) / 100;
  const host = stem.toLowerCase().replace(/[^a-z]/g, '');
  return { country, legal, dba, entity, taxId: country === 'CA' ? bn(r) : sole ? os[0]!.taxId : ein(r), taxType: country === 'CA' ? 'BN' : sole ? 'SSN' : 'EIN',
    start: isoDate(r, 2003, 2023), addr, incState: r.chance(0.4) ? r.pick(OTHER_STATES) : addr.state, phone: phone(r), email: `office@${host}.com`,
    website: `www.${host}.com`, amount, payment, payments, freq, use: r.pick(['Working capital', 'Equipment purchase', 'Payroll', 'Inventory', 'Expansion', 'Debt consolidation']),
    monthly: r.int(18, 420) * 1000, employees: r.int(1, 60), owners: os, industry };
}

function suffixFor(id: string, r: Rng): string {
  switch (id) {
    case 'llc': return r.pick([' LLC', ', LLC', ' L.L.C.']);
    case 'pllc': return r.pick([' PLLC', ', PLLC']);
    case 'professional_corporation': return r.pick([', P.C.', ' PC', ', P.A.']);
    case 'c_corporation': case 's_corporation': return r.pick([', Inc.', ' Inc', ' Corp.', ' Corporation']);
    case 'ca_corporation': return r.pick([' Inc.', ' Ltd.', ' Corp.']);
    case 'general_partnership': return r.pick([' Partners', ' & Associates']);
    case 'limited_partnership': return ' LP';
    default: return '';
  }
}

/** Name forms as the layouts print them: the applicant's first and last name as applications.md reads them. */
export function printedName(o: Owner, how: 'full' | 'lastfirst' | 'plain', cred?: string): string {
  const base = how === 'lastfirst' ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : how === 'plain' ? `${o.first} ${o.last}` : fullName(o);
  return cred ? `${base}, ${cred}` : base;
}

/** SSN/SIN/ITIN as printed, or masked. */
export function printedTaxId(o: Owner, masked: boolean): string {
  return masked ? (o.taxType === 'SIN' ? `XXX-XXX-${o.taxId.slice(-3)}` : `XXX-XX-${o.taxId.slice(-4)}`) : o.taxId;
}
