// Fictional merchants, owners and the decoys around them, drawn from a seeded Rng. Nothing here is a real person or
// company; tax IDs follow the issuing rules (EIN prefixes, SSN areas, Luhn for BN/SIN) so a validator accepts them.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

/** A "type of business" text as printed and the industry id the longest-alias rule gives for it. */
export const INDUSTRY_TEXTS: readonly (readonly [string, string])[] = [
  ['Full-service restaurant', 'restaurant'], ['Coffee shop', 'restaurant'], ['Bakery cafe', 'restaurant'],
  ['Hair salon and day spa', 'personal_care'], ['Plumbing & HVAC contractor', 'specialty_trade_contractor'],
  ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['Landscaping and lawn care', 'landscaping'],
  ['Convenience store', 'convenience_store'], ['Commercial cleaning services', 'cleaning_services'],
  ['Used car dealer', 'auto_dealer_used'], ['Local trucking and hauling', 'trucking_local'], ['Daycare center', 'childcare'],
  ['Gym / fitness center', 'fitness'], ['Online store selling home goods', 'ecommerce'], ['Pet grooming salon', 'pet_services'],
  ['Physical therapy clinic', 'medical_practice'], ['Laundromat', 'dry_cleaning'], ['Liquor store', 'liquor_store'],
  ['Auto body shop', 'auto_repair'], ['Accounting and bookkeeping', 'professional_services'],
  ['General contractor - residential remodeling', 'general_contractor'], ['Freight broker', 'freight_logistics'],
  ['Florist', 'retail_general'], ['Roofing contractor', 'specialty_trade_contractor'], ['Martial arts studio', 'fitness'],
];

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tomas', 'Keisha', 'Robert', 'Linh', 'Samuel',
  'Grace', 'Omar', 'Hannah', 'Victor', 'Nadia', 'Curtis', 'Rosa', 'Derek', 'Ingrid', 'Faisal', 'Colleen', 'Andre'];
const LAST = ['Alvarez', 'Okafor', 'Whitfield', 'Nguyen', 'Castellano', 'Brennan', 'Haddad', 'Lindqvist', 'Moreau', 'Patel',
  'Kowalski', 'Oyelaran', 'Garcia-Lopez', 'De La Cruz', 'van der Berg', 'McAllister', "O'Donnell", 'Szabo', 'Tremblay',
  'Fitzgerald', 'Achebe', 'Romano', 'Barrett-Hughes', 'Delacroix'];
const WORDS = ['Summit', 'Harbor', 'Copper', 'Bluebird', 'Ironwood', 'Maple', 'Granite', 'Lakeside', 'Sunrise', 'Pioneer',
  'Cedar', 'Northstar', 'Riverbend', 'Golden', 'Silverline', 'Oakmont', 'Prairie', 'Beacon', 'Keystone', 'Willow'];
const NOUNS = ['Group', 'Holdings', 'Enterprises', 'Partners', 'Ventures', 'Services', 'Works', 'Trading', 'Company'];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Elm Street', 'Industrial Pkwy', 'Market St', 'Lakeview Blvd',
  'Route 9', 'Pine Ridge Rd', 'Highland Ave', 'Center St', 'Harbor Way'];
export const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'], ['Raleigh', 'NC', '276'], ['Newark', 'NJ', '071'],
  ['Austin', 'TX', '787'], ['Yonkers', 'NY', '107'], ['Aurora', 'CO', '800'], ['Tacoma', 'WA', '984'], ['Macon', 'GA', '312'],
  ['Fresno', 'CA', '937'], ['Joliet', 'IL', '604'], ['Reno', 'NV', '895'], ['Lowell', 'MA', '018'], ['Knoxville', 'TN', '379'],
];
export const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['Mississauga', 'ON', 'L'], ['Ottawa', 'ON', 'K'], ['Burnaby', 'BC', 'V'], ['Calgary', 'AB', 'T'], ['Laval', 'QC', 'H'],
  ['Winnipeg', 'MB', 'R'], ['Halifax', 'NS', 'B'], ['Saskatoon', 'SK', 'S'],
];
const BANKS_US = ['Chase Bank', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'Desjardins'];
const FUNDERS = ['Rapid Ridge Funding', 'Blue Alder Capital', 'Cobalt Merchant Group', 'Everpine Advance', 'Kestrel Capital'];

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number; credit: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; street: string; city: string; region: string; zip: string;
  email: string; cell: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; entity: string; entityText: string; industryText: string; industry: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; street: string; city: string; region: string; zip: string; phone: string;
  email: string; web: string; start: string; incState: string; amount: number; payment: number; nPayments: number;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; owners: Owner[]; monthlySales: number;
  bank: string; routing: string; account: string; landlord: string; landlordPhone: string; rent: number;
  iso: string; isoPhone: string; funder: string; funderBalance: number; funderPayment: number; refs: string[];
}

export const luhnOk = (d: string): boolean => {
  let s = 0;
  for (let i = 0; i < d.length; i++) { let v = Number(d[d.length - 1 - i]); if (i % 2) { v *= 2; if (v > 9) v -= 9; } s += v; }
  return s % 10 === 0;
};
function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  for (let c = 0; c < 10; c++) if (luhnOk(body + c)) return body + c;
  return body + '0';
}
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function ein(rng: Rng): string { let p: string; do p = rng.digits(2); while (EIN_BAD.has(p)); return p + rng.digits(7); }
export function ssn(rng: Rng): string {
  let a: number; do a = rng.int(1, 899); while (a === 666);
  return String(a).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
function itin(rng: Rng): string { return '9' + rng.digits(2) + String(rng.pick([52, 61, 73, 84, 91, 95])) + String(rng.int(1, 9999)).padStart(4, '0'); }
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export const phone = (rng: Rng): string => `(${rng.int(2, 9)}${rng.digits(2)}) ${rng.int(2, 9)}${rng.digits(2)}-${rng.digits(4)}`;
function postal(rng: Rng, letter: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${letter}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}

function owner(rng: Rng, c: Country, place: readonly [string, string, string], title: string, pct: number): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const taxType = c === 'CA' ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
  const taxId = taxType === 'SIN' ? luhn9(rng, String(rng.int(1, 7))) : taxType === 'ITIN' ? itin(rng) : ssn(rng);
  return { first, middle: rng.chance(0.3) ? rng.pick([...'ABCDEJKLMRST']) + '.' : null, last, cred: null, title, pct,
    credit: rng.int(540, 810), taxId, taxType, dob: iso(rng.int(1958, 1996), rng.int(1, 12), rng.int(1, 28)),
    street: `${rng.int(12, 9850)} ${rng.pick(STREETS)}`, city: place[0], region: place[1],
    zip: c === 'CA' ? postal(rng, place[2]) : place[2] + rng.digits(2), email: `${first.toLowerCase()}.${rng.digits(2)}@mailbox.example`,
    cell: phone(rng) };
}

const US_ENTITIES: readonly (readonly [string, string, string])[] = [
  ['llc', 'Limited Liability Company', 'LLC'], ['llc', 'LLC', ' LLC'], ['c_corporation', 'Corporation', ', Inc.'],
  ['s_corporation', 'S Corporation', ' Inc.'], ['c_corporation', 'Corporation', ' Corp.'], ['general_partnership', 'Partnership', ' Partners'],
  ['sole_proprietorship', 'Sole Proprietorship', ''], ['pllc', 'PLLC', ' PLLC'], ['limited_partnership', 'Limited Partnership', ', L.P.'],
];
const CA_ENTITIES: readonly (readonly [string, string, string])[] = [
  ['ca_corporation', 'Corporation', ' Inc.'], ['ca_corporation', 'Corporation', ' Ltd.'], ['sole_proprietorship', 'Sole Proprietorship', ''],
  ['general_partnership', 'Partnership', ''], ['ca_corporation', 'Limited', ' Limited'],
];
const TITLES_ONE = ['Owner', 'President', 'CEO', 'Managing Member', 'Founder & CEO'];
const TITLES_MORE = ['Partner', 'Vice President', 'COO', 'Member', 'Director', 'Secretary'];

/** A merchant for one form. `opts.entities` narrows the entity choices (a layout with checkboxes for some types only). */
export function merchant(rng: Rng, c: Country, opts: { maxOwners?: number; soleProp?: boolean } = {}): Merchant {
  const places = c === 'CA' ? CA_PLACES : US_PLACES;
  const place = rng.pick(places);
  let ents = c === 'CA' ? CA_ENTITIES : US_ENTITIES;
  if (opts.soleProp === false) ents = ents.filter((e) => e[0] !== 'sole_proprietorship');
  const [entity, entityText, suffix] = rng.pick(ents);
  const sole = entity === 'sole_proprietorship';
  const nOwners = sole ? 1 : rng.int(1, Math.min(3, opts.maxOwners ?? 3));
  const split = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[60, 40], [50, 50], [75, 25], [51, 49]]) : rng.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33]]);
  const owners = split.map((p, i) => owner(rng, c, rng.chance(0.7) ? place : rng.pick(places), i === 0 ? rng.pick(TITLES_ONE) : rng.pick(TITLES_MORE), p));
  const memberOk = entity === 'llc' || entity === 'pllc';
  for (const o of owners) if (!memberOk && /Member/.test(o.title)) o.title = o === owners[0] ? 'Owner' : 'Partner';
  if (sole) owners[0]!.title = rng.pick(['Owner', 'Sole Proprietor', 'Owner/Operator']);
  for (let i = 1; i < owners.length; i++) while (owners.slice(0, i).some((o) => o.last === owners[i]!.last)) owners[i]!.last = rng.pick(LAST);
  const [industryText, industry] = rng.pick(INDUSTRY_TEXTS);
  const o0 = owners[0]!;
  const w1 = rng.pick(WORDS), base = `${w1} ${rng.pick(WORDS.filter((w) => w !== w1))}`;
  let legal = sole ? `${o0.first}${o0.middle ? ' ' + o0.middle : ''} ${o0.last}` : `${base} ${rng.pick(suffix === ' Partners' ? NOUNS.slice(0, 3) : NOUNS)}${suffix}`;
  if (entity === 'general_partnership' && c === 'CA') legal = `${o0.last} & ${owners[1]?.last ?? rng.pick(LAST)} ${rng.pick(NOUNS)}`;
  const dbaWord = industryText.split(/[ /]/)[0]!.replace(/-.*/, '');
  const dba = sole || rng.chance(0.65) ? `${rng.pick(WORDS)} ${dbaWord}${rng.chance(0.5) ? ' Co' : ''}`.trim() : null;
  const sy = rng.int(2004, 2021);
  const amount = rng.int(10, 250) * 1000 + (rng.chance(0.25) ? 500 : 0);
  const nPayments = rng.pick([60, 80, 100, 120, 140, 26, 40, 52]);
  const freq = nPayments < 60 ? 'weekly' : rng.chance(0.85) ? 'daily' : 'biweekly';
  const payment = Math.round((amount * 1.38 * 100) / nPayments) / 100;
  const taxType = sole && c === 'US' ? o0.taxType as 'SSN' | 'ITIN' : c === 'CA' ? 'BN' : 'EIN';
  const taxId = taxType === 'SSN' || taxType === 'ITIN' ? o0.taxId : taxType === 'BN' ? luhn9(rng, String(rng.int(7, 8))) + 'RC0001' : ein(rng);
  let isoRep = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  while (owners.some((o) => isoRep.endsWith(` ${o.last}`))) isoRep = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const regionPool = c === 'CA' ? ['ON', 'BC', 'AB', 'QC'] : ['DE', 'NV', 'WY', 'NY', 'FL', 'TX'];
  return {
    country: c, legal, dba, entity, entityText, industryText, industry, taxId, taxType,
    street: `${rng.int(100, 24999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` ${rng.pick(['Suite', 'Unit', 'Ste'])} ${rng.int(2, 410)}` : ''}`,
    city: place[0], region: place[1], zip: c === 'CA' ? postal(rng, place[2]) : place[2] + rng.digits(2), phone: phone(rng),
    email: `info@${base.toLowerCase().replace(/ /g, '')}.example`, web: `www.${base.toLowerCase().replace(/ /g, '')}.example`,
    start: iso(sy, rng.int(1, 12), rng.int(1, 28)), incState: rng.pick(regionPool.filter((r) => r !== place[1])),
    amount, payment, nPayments, freq, use: rng.pick(['Working capital', 'Inventory purchase', 'Equipment', 'Payroll', 'Expansion / second location', 'Marketing']),
    owners, monthlySales: rng.int(18, 420) * 1000 + rng.int(1, 499), bank: rng.pick(c === 'CA' ? BANKS_CA : BANKS_US),
    routing: c === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : '0' + rng.int(11, 99) + rng.digits(6), account: rng.digits(rng.int(8, 12)),
    landlord: `${rng.pick(WORDS)} Property Management`, landlordPhone: phone(rng), rent: rng.int(18, 95) * 100 + 0.5,
    iso: isoRep, isoPhone: phone(rng), funder: rng.pick(FUNDERS),
    funderBalance: rng.int(3000, 60000) + 0.37, funderPayment: rng.int(90, 900) + 0.15,
    refs: [`${rng.pick(WORDS)} Supply Co.`, `${rng.pick(WORDS)} Wholesale`],
  };
}

// ---- formatting ----
export const money = (n: number, cents = true): string => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function longDate(isoDate: string): string { const [y, m, d] = isoDate.split('-').map(Number); return `${MONTHS[m! - 1]} ${d}, ${y}`; }
export function usDate(isoDate: string): string { const [y, m, d] = isoDate.split('-'); return `${m}/${d}/${y}`; }
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string): string => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
export const fmtBn = (d: string): string => `${d.slice(0, 9)} ${d.slice(9)}`;
export const maskSsn = (d: string): string => `***-**-${d.slice(5)}`;
export const fullName = (o: Owner): string => `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${o.cred ? ', ' + o.cred : ''}`;
export const FREQ_TEXT = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;
