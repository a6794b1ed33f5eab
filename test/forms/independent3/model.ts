// A fictional merchant for the third independent form set: the business, its request, 1-4 owners and the people and
// numbers printed on a form that are not the application's (decoys). Every name here is invented.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; suffix: string | null;
  title: string; ownership: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  score: number | null; dob: string; home: Address;
}
export interface Address { street: string; city: string; region: string; zip: string }
export interface Funder { name: string; balance: number; payment: number; freq: Freq }

export interface Merchant {
  country: Country; legal: string; dba: string | null; entity: { text: string; id: string };
  industry: { text: string; id: string }; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null;
  address: Address; phone: string; email: string; start: string; amount: number; payment: number; payments: number;
  freq: Freq; owners: Owner[];
  landlord: string; rent: number; bank: { name: string; routing: string; account: string }; refs: string[];
  iso: string; funders: Funder[]; incState: string; employees: number; monthlySales: number;
}

const FIRST = ['Darnell', 'Priya', 'Tomasz', 'Keisha', 'Harold', 'Mei', 'Rafael', 'Bridget', 'Obinna', 'Svetlana', 'Curtis',
  'Lucia', 'Graham', 'Nadia', 'Wendell', 'Ingrid', 'Marcus', 'Yolanda', 'Emeka', 'Colleen'];
const LAST = ['Okafor', 'Brennan', 'Castellanos', 'Whitlock', 'Nakamura', 'Haddad', 'Lindqvist', 'Pemberton', 'Agarwal',
  'Fitzgerald', 'Moreau', 'Van Der Berg', 'Garcia-Lopez', "O'Rourke", 'De La Cruz', 'Stavros', 'Kowalczyk', 'Abernathy'];
const FR_FIRST = ['Mathieu', 'Geneviève', 'Étienne', 'Chantal', 'Benoît', 'Josée', 'Luc', 'Sylvie', 'Frédéric', 'Nathalie'];
const FR_LAST = ['Tremblay', 'Gagnon', 'Bouchard', 'Lévesque', 'Côté-Pelletier', 'Desrosiers', 'Beaulieu', 'Ouellet'];
const MIDDLE = ['Lee', 'Jordan', 'Ray', 'Morgan', 'Dale', 'Jean', 'Avery'];
const SUFFIX = ['Jr.', 'Sr.', 'III', 'II'];
/** Generational suffixes go with these first names only. */
const SUFFIX_FIRST = ['Darnell', 'Tomasz', 'Harold', 'Rafael', 'Curtis', 'Graham', 'Wendell', 'Marcus', 'Obinna', 'Emeka'];
const WORDS = ['Harbor', 'Summit', 'Copperleaf', 'Bluestone', 'Ironwood', 'Northgate', 'Maple Hollow', 'Redline', 'Crescent',
  'Tall Pines', 'Brightwater', 'Keel & Anchor', 'Sandhill', 'Granite Peak', 'Prairie Rose'];

/** Industry texts checked against the reference: the longest contained label or alias gives the id. */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Family restaurant', 'restaurant', 'Kitchen'], ['Hair salon & day spa', 'personal_care', 'Salon'],
  ['Plumbing and HVAC', 'specialty_trade_contractor', 'Mechanical'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Landscaping and lawn care', 'landscaping', 'Grounds'], ['Dental office', 'dental_practice', 'Dental'],
  ['Convenience store', 'convenience_store', 'Market'], ['Machine shop', 'manufacturing', 'Machine Works'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Auto body shop', 'auto_repair', 'Collision'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Pet grooming', 'pet_services', 'Paws'],
  ['Local trucking', 'trucking_local', 'Hauling'], ['Boutique clothing store', 'retail_general', 'Threads'],
];
export const FR_INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Restaurant familial', 'restaurant', 'Bistro'], ['Salon de coiffure', 'personal_care', 'Coiffure'],
  ['Garderie (daycare)', 'childcare', 'Petits Pas'], ['Dépanneur / convenience store', 'convenience_store', 'Dépanneur'],
];

export const US_STATES = ['TX', 'FL', 'NY', 'OH', 'GA', 'AZ', 'NC', 'IL', 'PA', 'CO', 'NJ', 'WA', 'TN', 'MI'];
const CITY: Record<string, string> = { TX: 'San Marcos', FL: 'Ocala', NY: 'Yonkers', OH: 'Dayton', GA: 'Macon', AZ: 'Mesa',
  NC: 'Greensboro', IL: 'Peoria', PA: 'Allentown', CO: 'Pueblo', NJ: 'Paterson', WA: 'Tacoma', TN: 'Knoxville', MI: 'Lansing',
  ON: 'Mississauga', QC: 'Laval', BC: 'Kelowna', AB: 'Red Deer' };
const STREETS = ['Commerce Dr', 'Old Mill Rd', 'Main St', 'Industrial Pkwy', 'Cedar Ave', 'Lakeview Blvd', 'Route 9'];
const FR_STREETS = ['boul. des Laurentides', 'rue Principale', 'ch. du Lac', 'av. des Pins'];
const BANKS = ['First Prairie Bank', 'Coastline Federal Credit Union', 'Heritage Trust Bank', 'Caisse Populaire du Nord'];
const FUNDERS = ['Brightline Capital', 'Vantage Funding Group', 'Pinnacle Receivables', 'Arrowhead Advance', 'Crestview Merchant Funding'];
const LANDLORDS = ['Oakridge Property Holdings', 'Gilman Realty Trust', 'Stonebridge Commercial LLC', 'Immeubles Lacasse inc.'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');

function luhnDigit(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}
export function sin(rng: Rng): string { const b = String(rng.int(1, 7)) + pad(rng.int(0, 9999999), 7); return b + luhnDigit(b); }
export function bn(rng: Rng): string { const b = String(rng.int(7, 8)) + pad(rng.int(0, 9999999), 7); return b + luhnDigit(b); }
export function ssn(rng: Rng): string { return pad(rng.int(101, 665), 3) + pad(rng.int(10, 99), 2) + pad(rng.int(1001, 9999), 4); }
export function itin(rng: Rng): string { return String(rng.int(900, 999)) + String(rng.int(70, 88)) + pad(rng.int(1001, 9999), 4); }
export function ein(rng: Rng): string { return String(rng.pick([20, 27, 33, 45, 46, 52, 61, 81, 84, 87])) + pad(rng.int(1000000, 9999999), 7); }

export function isoDate(y: number, m: number, d: number): string { return `${y}-${pad(m, 2)}-${pad(d, 2)}`; }

function address(rng: Rng, region: string, fr: boolean): Address {
  const street = `${rng.int(12, 9800)} ${rng.pick(fr ? FR_STREETS : STREETS)}`;
  const zip = region.length === 2 && !['ON', 'QC', 'BC', 'AB'].includes(region) ? pad(rng.int(10000, 99999), 5)
    : `${rng.pick(['H7N', 'J4B', 'L5M', 'V1Y', 'T4N'])} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R'])}${rng.int(1, 9)}`;
  return { street, city: CITY[region] ?? 'Springfield', region, zip };
}

export interface MerchantOptions { country?: Country; french?: boolean; soleProp?: boolean; owners?: [number, number]; suffix?: boolean }

function owner(rng: Rng, o: MerchantOptions, region: string, share: number, head: boolean): Owner {
  const fr = o.french === true;
  const ca = o.country === 'CA';
  const taxType = ca ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
  const suffix = o.suffix || (!fr && rng.chance(0.12)) ? rng.pick(SUFFIX) : null;
  const titles = fr ? (head ? ['Président', 'Présidente', 'Propriétaire'] : ['Associé', 'Associée', 'Secrétaire'])
    : head ? ['Owner', 'President', 'CEO', 'Managing Member', 'Pres./CEO'] : ['Member', 'Partner', 'VP Operations', 'Secretary', 'Co-Owner'];
  return {
    first: rng.pick(fr ? FR_FIRST : suffix ? SUFFIX_FIRST : FIRST), middle: rng.chance(0.3) ? rng.pick(MIDDLE) : null, last: rng.pick(fr ? FR_LAST : LAST),
    suffix, title: rng.pick(titles),
    ownership: share, taxId: taxType === 'SIN' ? sin(rng) : taxType === 'ITIN' ? itin(rng) : ssn(rng), taxType,
    score: rng.chance(0.6) ? rng.int(540, 800) : null, dob: isoDate(rng.int(1956, 1996), rng.int(1, 12), rng.int(1, 28)),
    home: address(rng, region, fr),
  };
}

function shares(rng: Rng, n: number): number[] {
  const opts: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20]] };
  return rng.pick(opts[n]!);
}

export function makeMerchant(rng: Rng, o: MerchantOptions = {}): Merchant {
  const ca = o.country === 'CA';
  const fr = o.french === true;
  const region = ca ? (fr ? 'QC' : rng.pick(['ON', 'BC', 'AB'])) : rng.pick(US_STATES);
  const [industryText, industryId, word] = rng.pick(fr ? FR_INDUSTRIES : INDUSTRIES);
  const n = o.soleProp ? 1 : rng.int(o.owners?.[0] ?? 1, o.owners?.[1] ?? 3);
  const owners = shares(rng, n).map((s, i) => owner(rng, o, region, s, i === 0));
  const base = `${rng.pick(WORDS)} ${word}`;
  const entity = o.soleProp ? { text: 'Sole Proprietor', id: 'sole_proprietorship' }
    : ca ? rng.pick(fr ? [{ text: 'Société par actions', id: 'ca_corporation' }, { text: 'Société en nom collectif', id: 'general_partnership' }]
      : [{ text: 'Corporation', id: 'ca_corporation' }, { text: 'Ltd.', id: 'ca_corporation' }, { text: 'Partnership', id: 'general_partnership' }])
    : rng.pick([{ text: 'LLC', id: 'llc' }, { text: 'Corporation', id: 'c_corporation' }, { text: 'S Corp', id: 's_corporation' },
      { text: 'Limited Liability Company', id: 'llc' }, { text: 'Partnership', id: 'general_partnership' }, { text: 'PLLC', id: 'pllc' }]);
  const suffixes: Record<string, string> = { llc: ' LLC', c_corporation: ', Inc.', s_corporation: ' Inc.', general_partnership: ' Partners',
    pllc: ' PLLC', ca_corporation: fr ? ' inc.' : ' Ltd.', sole_proprietorship: '' };
  if (fr) suffixes.general_partnership = ' S.E.N.C.';
  const head = owners[0]!;
  const legal = o.soleProp ? `${head.first} ${head.last}${head.suffix ? ' ' + head.suffix : ''}` : base + (suffixes[entity.id] ?? '');
  const amount = rng.pick([15000, 25000, 30000, 40000, 50000, 60000, 75000, 90000, 100000, 125000, 150000]);
  const freq: Freq = rng.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = freq === 'daily' ? rng.pick([120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([24, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.25, 1.45) / payments) * 100) / 100;
  return {
    country: ca ? 'CA' : 'US', legal, dba: o.soleProp || rng.chance(0.65) ? `${rng.pick(WORDS)} ${word}` : null, entity,
    industry: { text: industryText, id: industryId }, taxId: o.soleProp ? head.taxId : ca ? bn(rng) : ein(rng),
    taxType: o.soleProp ? head.taxType as 'SSN' | 'ITIN' : ca ? 'BN' : 'EIN', program: ca ? rng.pick(['RC0001', 'RT0001', 'RC0002']) : null,
    address: address(rng, region, fr), phone: `(${ca ? rng.pick([514, 450, 819, 905, 250, 403]) : rng.int(201, 989)}) ${rng.int(200, 999)}-${pad(rng.int(0, 9999), 4)}`,
    email: `office@${base.toLowerCase().replace(/[^a-z]+/g, '')}.com`,
    start: isoDate(rng.int(2003, 2022), rng.int(1, 12), rng.int(1, 28)), amount, payment, payments, freq, owners,
    landlord: rng.pick(LANDLORDS), rent: rng.int(18, 95) * 100,
    bank: { name: rng.pick(BANKS), routing: ca ? `0${rng.int(1000, 9999)}-${rng.int(100, 999)}` : `0${rng.int(11000000, 99999999)}`, account: pad(rng.int(1000000, 999999999), 10) },
    refs: [`${rng.pick(['Sysco', 'Grainger', 'Uline', 'Fastenal', 'Ferguson'])} Supply - acct ${rng.int(10000, 99999)}`, `${rng.pick(FIRST)} ${rng.pick(LAST)} (supplier)`],
    iso: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, funders: rng.chance(0.6) ? [{ name: rng.pick(FUNDERS), balance: rng.int(40, 400) * 100, payment: rng.int(90, 900), freq: rng.pick(['daily', 'weekly'] as const) }] : [],
    incState: ca ? (region === 'QC' ? 'ON' : 'QC') : rng.pick(['DE', 'NV', 'WY'].filter((s) => s !== region)),
    employees: rng.int(2, 60), monthlySales: rng.int(30, 400) * 1000,
  };
}

// ---- printed forms of values ----
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export function money(n: number, style: 'dollar' | 'plain' | 'fr' = 'dollar'): string {
  const cents = Number.isInteger(n) ? 0 : 2;
  if (style === 'fr') return n.toLocaleString('fr-CA', { minimumFractionDigits: cents, maximumFractionDigits: 2 }).replace(/\s/g, ' ') + ' $';
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: 2 });
  return style === 'dollar' ? `$${s}` : s.replace(/,/g, '');
}
export function usDate(iso: string, form: 'mdy' | 'mdyy' | 'long' | 'fr' | 'iso'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (form === 'mdy') return `${pad(m, 2)}/${pad(d, 2)}/${y}`;
  if (form === 'mdyy') return `${m}/${d}/${pad(y % 100, 2)}`;
  if (form === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (form === 'fr') return `${d} ${MOIS[m - 1]} ${y}`;
  return iso;
}
export function einText(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }
export function ssnText(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function sinText(d: string, sep = ' '): string { return `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`; }
export function fullName(o: Owner, form: 'plain' | 'middle' | 'initial' | 'lastfirst'): string {
  const suf = o.suffix ? ` ${o.suffix}` : '';
  if (form === 'lastfirst') return `${o.last}${suf}, ${o.first}`;
  const mid = o.middle && form === 'middle' ? ` ${o.middle}` : o.middle && form === 'initial' ? ` ${o.middle[0]}.` : '';
  return `${o.first}${mid} ${o.last}${suf}`;
}
export const FREQ_EN: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const FREQ_FR: Record<Freq, string> = { daily: 'Quotidien', weekly: 'Hebdomadaire', biweekly: 'Aux deux semaines', monthly: 'Mensuel' };
