// The merchant behind one generated application: values as a broker or merchant would write them, with the
// reading of each (applications.md) computed here, and the decoys printed beside them. Seeded (Rng), no Math.random.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export type Country = 'US' | 'CA';
interface RefItem { id: string; label: string; aliases?: string[] }
const industries = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: RefItem[] }).items;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim();
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: { id: string; len: number } | null = null;
  for (const it of industries) for (const a of [it.label, ...(it.aliases ?? [])]) {
    const n = norm(a);
    if (n && t.includes(` ${n} `) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
  }
  return best?.id ?? null;
}

/** Type-of-business texts and the words a business of that kind puts in its name. */
const TRADES: readonly (readonly [string, readonly string[]])[] = [
  ['Italian restaurant', ['Trattoria', 'Kitchen']], ['Coffee shop', ['Coffee Co', 'Roasters']], ['Hair salon', ['Salon', 'Studio']],
  ['Plumbing contractor', ['Plumbing', 'Pipeworks']], ['HVAC service and repair', ['Heating & Air', 'Climate Services']],
  ['Veterinary clinic', ['Animal Care', 'Vet Clinic']], ['Dental office', ['Dental', 'Family Dentistry']],
  ['Landscaping and lawn care', ['Landscapes', 'Lawn & Garden']], ['Commercial cleaning', ['Cleaning Services', 'Janitorial']],
  ['Dump truck hauling', ['Hauling', 'Trucking']], ['Convenience store', ['Food Mart', 'Quick Stop']],
  ['Daycare center', ['Learning Center', 'Kids Academy']], ['Boutique clothing store', ['Boutique', 'Apparel']],
  ['Roofing contractor', ['Roofing', 'Exteriors']], ['Used car dealer', ['Auto Sales', 'Motors']], ['Food truck', ['Street Eats', 'Grill']],
  ['Pet grooming', ['Pet Spa', 'Grooming']], ['Liquor store', ['Wine & Spirits', 'Liquors']], ['Fitness center', ['Fitness', 'Athletic Club']],
  ['Auto body shop / collision repair', ['Collision', 'Auto Body']], ['Medical office - family practice', ['Family Medicine', 'Health Partners']],
  ['Bakery cafe', ['Bakery', 'Bread Co']], ['Electrical contractor', ['Electric', 'Power Services']], ['Moving company', ['Movers', 'Moving & Storage']],
];
const NAME_WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Cedar', 'Lakeview', 'Ironwood', 'Golden Gate', 'Riverside', 'Northstar', 'Maple',
  'Oak Hill', 'Pioneer', 'Silver Creek', 'Keystone', 'Crescent', 'Red Rock', 'Evergreen', 'Granite', 'Bayside', 'Prairie'];
const FIRST = ['James', 'Maria', 'Robert', 'Linh', 'Michael', 'Aisha', 'David', 'Priya', 'Carlos', 'Jennifer', 'Tomasz', 'Grace', 'Ahmed',
  'Rebecca', 'Darnell', 'Sofia', 'Kevin', 'Mei', 'Patrick', 'Yolanda', 'Andre', 'Hannah', 'Luis', 'Fatima', 'Brian', 'Olga'];
const LAST = ['Smith', 'Nguyen', 'Garcia-Lopez', 'de la Cruz', "O'Brien", 'Kowalski', 'Patel', 'Van Buren', 'McAllister', 'Okafor',
  'Haddad', 'Johnson', 'Rossi', 'Kim', 'Baptiste', 'Schneider', 'Whitfield', 'Alvarez', 'Chen', 'Abernathy', 'Duval', 'Morales'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO', 'Director'];

const US_PLACES: readonly (readonly [string, string, string, string])[] = [['TX', 'Texas', 'Austin', '787'], ['FL', 'Florida', 'Tampa', '336'],
  ['NY', 'New York', 'Brooklyn', '112'], ['CA', 'California', 'Fresno', '937'], ['GA', 'Georgia', 'Atlanta', '303'], ['NJ', 'New Jersey', 'Newark', '071'],
  ['IL', 'Illinois', 'Chicago', '606'], ['OH', 'Ohio', 'Columbus', '432'], ['AZ', 'Arizona', 'Phoenix', '850'], ['NC', 'North Carolina', 'Charlotte', '282'],
  ['CO', 'Colorado', 'Denver', '802'], ['PA', 'Pennsylvania', 'Philadelphia', '191'], ['NV', 'Nevada', 'Las Vegas', '891'], ['MI', 'Michigan', 'Detroit', '482']];
const CA_PLACES: readonly (readonly [string, string, string, string])[] = [['ON', 'Ontario', 'Toronto', 'M5V'], ['BC', 'British Columbia', 'Vancouver', 'V6B'],
  ['AB', 'Alberta', 'Calgary', 'T2P'], ['MB', 'Manitoba', 'Winnipeg', 'R3C'], ['NS', 'Nova Scotia', 'Halifax', 'B3H'], ['SK', 'Saskatchewan', 'Regina', 'S4P']];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm Street', 'Westgate Blvd', 'King St W', 'Lakeshore Rd', '5th Ave'];

/** [printed, reference id, legal-name suffix ('' = the owner's own name)] */
const US_ENTITIES: readonly (readonly [string, string, string])[] = [['LLC', 'llc', ' LLC'], ['Limited Liability Company', 'llc', ', LLC'],
  ['Corporation', 'c_corporation', ', Inc.'], ['Inc.', 'c_corporation', ' Inc.'], ['S Corp', 's_corporation', ', Inc.'], ['C-Corp', 'c_corporation', ' Corp.'],
  ['Sole Proprietor', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners'], ['LLP', 'llp', ' LLP'], ['PLLC', 'pllc', ' PLLC']];
const CA_ENTITIES: readonly (readonly [string, string, string])[] = [['Corporation', 'ca_corporation', ' Inc.'], ['Ltd.', 'ca_corporation', ' Ltd.'],
  ['Incorporated', 'ca_corporation', ' Inc.'], ['Sole Proprietorship', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners']];

export interface TaxId { printed: string; digits: string | null; type: string | null; country: Country | null }
export interface Owner {
  first: string; last: string; middle: string; suffix: string; title: string; pct: number; credit: number | null;
  tax: TaxId; dobIso: string; home: string; cell: string; email: string;
}
export interface Merchant {
  country: Country; legal: string; dbaPrinted: string; dba: string | null; entityPrinted: string; entityId: string; trade: string;
  industry: string | null; tax: TaxId; stateOfInc: string; street: string; city: string; state: string; stateName: string; zip: string;
  startIso: string; years: number; phone: string; email: string; website: string; amount: number; payment: number; payments: number;
  frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; monthlySales: number; owners: Owner[];
  landlord: string; rent: number; bank: string; routing: string; account: string; isoRep: string; positions: { funder: string; balance: number; payment: number }[];
  references: string[];
}

const luhn = (body: string) => { let s = 0; for (let i = 0; i < body.length; i++) { let d = Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 2 : 1); if (d > 9) d -= 9; s += d; } return String((10 - (s % 10)) % 10); };
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
export function ein(r: Rng): string { let p: string; do p = r.digits(2); while (BAD_EIN.has(p)); return `${p}-${r.digits(7)}`; }
export function ssn(r: Rng): string { let a: number; do a = r.int(1, 899); while (a === 666); return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`; }
function itin(r: Rng): string { return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`; }
export function luhn9(r: Rng, first: number): string { const b = `${first}${r.digits(7)}`; return b + luhn(b); }
/** All digits but the last group's (SSN: last 4; SIN `NNN NNN NNN`: last 3) replaced. */
const mask = (s: string, r: Rng) => s.replace(/ /.test(s) ? /\d(?=.*\d{3}$)/g : /\d(?=.*\d{4}$)/g, r.chance(0.5) ? 'X' : '*');

function personTax(r: Rng, c: Country): TaxId {
  const masked = r.chance(0.35);
  if (c === 'CA') { const d = luhn9(r, r.int(1, 7)); const p = `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
    return masked ? { printed: mask(p, r), digits: null, type: null, country: null } : { printed: p, digits: d, type: 'SIN', country: 'CA' }; }
  const isItin = r.chance(0.12), p = isItin ? itin(r) : ssn(r);
  return masked ? { printed: mask(p, r), digits: null, type: null, country: null } : { printed: p, digits: p.replace(/\D/g, ''), type: isItin ? 'ITIN' : 'SSN', country: 'US' };
}

export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** One of the ways people write a date. */
export function dateText(isoDate: string, r: Rng, canada = false): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const f = canada ? r.int(1, 2) : r.int(0, 3);
  if (f === 0) return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  if (f === 1) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 2) return isoDate;
  return `${m}/${d}/${String(y).slice(2)}`;
}
export function personName(o: Owner, r: Rng, form: 'plain' | 'lastFirst' | 'any'): string {
  const f = form === 'any' ? r.pick(['plain', 'plain', 'lastFirst'] as const) : form;
  const mid = o.middle ? ` ${o.middle}.` : '';
  return f === 'lastFirst' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.suffix}`;
}

export function makeMerchant(r: Rng, country: Country): Merchant {
  const place = r.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const [tradeText, nouns] = r.pick(TRADES);
  const n = r.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const used = new Set<string>();
  const owners: Owner[] = [];
  const shares = n === 1 ? [r.pick([100, 100, 51, 80])] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  for (let i = 0; i < n; i++) {
    let last: string; do last = r.pick(LAST); while (used.has(last)); used.add(last);
    const y = r.int(1958, 1996), m = r.int(1, 12), d = r.int(1, 28);
    owners.push({ first: r.pick(FIRST), last, middle: r.chance(0.3) ? r.alnum(1, 'ABCDEFGHJKLMRST') : '', suffix: r.chance(0.06) ? ', CPA' : '',
      title: i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES.slice(3)), pct: shares[i] ?? 0, credit: r.chance(0.6) ? r.int(540, 790) : null,
      tax: personTax(r, country), dobIso: iso(y, m, d), home: `${r.int(10, 9899)} ${r.pick(STREETS)}, ${place[2]}`, cell: phone(r), email: '' });
  }
  const ents = country === 'US' ? US_ENTITIES : CA_ENTITIES;
  let [entityPrinted, entityId, suffix] = r.pick(ents);
  if ((entityId === 'sole_proprietorship' && n > 1) || (/partnership|llp/.test(entityId) && n === 1) || (entityId === 'pllc' && !/Dental|Medical|Veterinary/.test(tradeText))) [entityPrinted, entityId, suffix] = ents[0]!;
  const corp = /corporation/.test(entityId), llc = /llc/.test(entityId);
  if (corp || llc) owners.forEach((o, i) => { o.title = corp ? r.pick(i === 0 ? ['President', 'CEO', 'Owner'] : ['Vice President', 'Secretary', 'Treasurer', 'Director'])
    : r.pick(i === 0 ? ['Managing Member', 'Owner', 'CEO'] : ['Member', 'Managing Member', 'COO']); });
  if (entityId === 'sole_proprietorship') owners[0]!.title = r.pick(['Owner', 'Sole Owner', 'Proprietor']);
  if (entityId === 'general_partnership' || entityId === 'llp') owners.forEach((o, i) => { o.title = i === 0 ? 'Managing Partner' : 'Partner'; });
  const base = `${r.pick(NAME_WORDS)} ${r.pick(nouns)}`;
  const o0 = owners[0]!;
  const legal = suffix === '' ? `${o0.first} ${o0.last}` : entityId === 'ca_corporation' && r.chance(0.25) ? `${r.digits(7)} ${place[1]} Inc.` : base + suffix;
  const dbaKind = r.int(0, 9);
  const dbaPrinted = suffix === '' || legal.match(/^\d/) ? base : dbaKind < 5 ? base : dbaKind < 7 ? '' : dbaKind < 8 ? 'SAME' : dbaKind < 9 ? 'N/A' : legal;
  const dba = dbaPrinted === '' || dbaPrinted === 'SAME' || dbaPrinted === 'N/A' || dbaPrinted === legal ? null : dbaPrinted;
  for (const o of owners) o.email = `${o.first[0]!.toLowerCase()}${o.last.toLowerCase().replace(/[^a-z]/g, '')}@${norm(base).replace(/ /g, '')}.com`;
  let tax: TaxId;
  const taxMasked = r.chance(0.2);
  if (country === 'CA') { const bn = luhn9(r, r.int(1, 8)), prog = r.chance(0.6) ? ` ${r.pick(['RC', 'RT'])}0001` : '';
    tax = { printed: bn + prog, digits: bn + prog.trim(), type: 'BN', country: 'CA' }; }
  else if (entityId === 'sole_proprietorship' && r.chance(0.5)) { const s = ssn(r); tax = { printed: s, digits: s.replace(/-/g, ''), type: 'SSN', country: 'US' }; }
  else { const e = ein(r); tax = { printed: e, digits: e.replace('-', ''), type: 'EIN', country: 'US' }; }
  if (taxMasked) tax = { printed: tax.printed.replace(/\d(?=.*\d{4})/g, 'X'), digits: null, type: null, country: null };
  const sy = r.int(2004, 2023);
  const amount = r.pick([15, 20, 25, 35, 40, 50, 60, 75, 85, 100, 120, 150, 200, 250]) * 1000 + (r.chance(0.2) ? 500 : 0);
  const frequency = r.weighted([['daily', 5], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = frequency === 'daily' ? r.pick([60, 90, 120, 140, 160]) : frequency === 'weekly' ? r.pick([16, 24, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([8, 12, 18, 26]) : r.pick([6, 9, 12]);
  const other = place[0] === 'DE' ? 'NV' : country === 'CA' ? r.pick(['ON', 'BC', 'Federal (CBCA)']) : r.pick(['DE', 'NV', 'WY', place[0]]);
  return { country, legal, dbaPrinted, dba, entityPrinted, entityId, trade: tradeText, industry: industryOf(tradeText), tax, stateOfInc: other,
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city: place[2], state: place[0], stateName: place[1],
    zip: country === 'US' ? place[3] + r.digits(2) : `${place[3]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${r.int(1, 9)}`,
    startIso: iso(sy, r.int(1, 12), r.int(1, 28)), years: 2026 - sy, phone: phone(r), email: `info@${norm(base).replace(/ /g, '')}.com`,
    website: r.chance(0.6) ? `www.${norm(base).replace(/ /g, '')}.com` : '', amount, payment: Math.round((amount * r.pick([1.29, 1.35, 1.42, 1.49])) / payments * 100) / 100,
    payments, frequency, use: r.pick(['Inventory', 'Equipment purchase', 'Payroll and working capital', 'Expansion / second location', 'Marketing', 'Tax payment']),
    monthlySales: r.int(18, 240) * 1000 + r.int(0, 999), owners, landlord: `${r.pick(NAME_WORDS)} Property Management ${r.pick(['LLC', 'Inc.'])}`,
    rent: r.int(18, 95) * 100, bank: r.pick(['Chase Bank', 'Wells Fargo', 'TD Bank', 'Bank of America', 'PNC Bank', 'RBC Royal Bank', 'Truist']),
    routing: r.pick(['021000021', '121000248', '031101266', '044000037', '063100277']), account: r.digits(r.int(9, 12)),
    isoRep: `${r.pick(FIRST)} ${r.pick(LAST.filter((l) => !used.has(l)))}`,
    positions: Array.from({ length: r.int(0, 2) }, () => ({ funder: r.pick(['Rapid Ridge Funding', 'Cedar Point Capital', 'Monarch Advance', 'Fundwell Partners', 'Bluestone MCA']),
      balance: r.int(8, 90) * 1000, payment: r.int(150, 1400) })),
    references: [`${r.pick(NAME_WORDS)} Supply Co.`, `${r.pick(NAME_WORDS)} Distributors Inc.`] };
}
export function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }
