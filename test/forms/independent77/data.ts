// The merchant of one generated application (set 77): its business, funding request and owners, each value as it
// will be printed (`text`) with the truth paths it gives (`sets`). A blank, masked or "SAME" value gives nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REFERENCE_DIR } from '../reference-dir.ts';
import type { Rng } from '../../statements/generator/prng.ts';

/** One printed value: its text ('' = blank) and the truth paths it gives (relative to `application.`). */
export interface F { text: string; sets: Record<string, unknown> }
export const f = (text: string, sets: Record<string, unknown> = {}): F => ({ text, sets });

export const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha', 'Kevin', 'Mei',
  'Anthony', 'Rosa', 'Brian', 'Tamika', 'Daniel', 'Priya', 'Gregory', 'Elena', 'Marcus', 'Nicole', 'Samuel', 'Yolanda', 'Trevor', 'Hannah'];
export const LAST = ['Castillo', 'Whitfield', 'Nguyen', 'Okafor', 'Brennan', 'Delgado', 'Harrington', 'Kowalski', 'Ramirez', 'Sutherland',
  'Smith-Jones', 'De la Cruz', "O'Brien", 'Van der Berg', 'McAllister', 'Patel', 'Lindqvist', 'Abernathy', 'Fontaine', 'Greer', 'Hollis',
  'Iverson', 'Jaramillo', 'Kimura', 'Lozano-Reyes', 'Mbeki', 'Novak', 'Pruitt', 'Quintero', 'St. Clair'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO', 'CFO'];
export const CITIES: [string, string, string][] = [['Tulsa', 'OK', '741'], ['Fresno', 'CA', '937'], ['Akron', 'OH', '443'],
  ['Savannah', 'GA', '314'], ['Spokane', 'WA', '992'], ['Lubbock', 'TX', '794'], ['Albany', 'NY', '122'], ['Boise', 'ID', '837'],
  ['Knoxville', 'TN', '379'], ['Reno', 'NV', '895'], ['Trenton', 'NJ', '086'], ['Omaha', 'NE', '681'], ['Raleigh', 'NC', '276'],
  ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'], ['Madison', 'WI', '537'], ['Scranton', 'PA', '185'], ['Wichita', 'KS', '672']];
const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm St', 'Route 9', 'Harbor Blvd', 'Mill Rd', 'Center St', 'Lakeview Dr'];
export const KINDS: [string, string[]][] = [['Italian restaurant', ['Trattoria', 'Kitchen']], ['Pizzeria', ['Pizza Co', 'Slice House']],
  ['Coffee shop & bakery', ['Roasters', 'Bean House']], ['Auto repair - mechanic', ['Auto Care', 'Motor Works']],
  ['Collision repair / body shop', ['Collision', 'Body Works']], ['Hair salon', ['Salon', 'Hair Studio']], ['Barbershop', ['Barbers', 'Cuts']],
  ['Plumbing contractor', ['Plumbing', 'Pipe Works']], ['HVAC installation & repair', ['Heating & Air', 'Comfort Systems']],
  ['Landscaping & lawn care', ['Lawn & Garden', 'Landscapes']], ['Dental office', ['Dental', 'Family Dentistry']],
  ['Veterinary clinic', ['Animal Clinic', 'Vet Care']], ['Dump truck hauling', ['Hauling', 'Trucking']], ['Convenience store', ['Quick Mart', 'Food Mart']],
  ['Liquor store', ['Wine & Spirits', 'Liquors']], ['Gym / fitness center', ['Fitness', 'Athletic Club']], ['Daycare center', ['Kids Academy', 'Little Learners']],
  ['Commercial cleaning', ['Cleaning Services', 'Janitorial']], ['Clothing boutique', ['Boutique', 'Apparel']], ['Furniture store', ['Furniture', 'Home Furnishings']],
  ['Medical office', ['Medical Group', 'Health Partners']], ['General contractor', ['Builders', 'Construction']], ['Laundromat', ['Laundry', 'Wash & Fold']],
  ['Catering', ['Catering', 'Events Kitchen']], ['Used car dealer', ['Auto Sales', 'Motors']], ['Pet grooming', ['Pet Spa', 'Grooming']],
  ['Staffing agency', ['Staffing', 'Workforce']], ['Roofing contractor', ['Roofing', 'Roof Systems']], ['Tire shop', ['Tire & Wheel', 'Tires']],
  ['Electrical contractor', ['Electric', 'Electrical Services']], ['Home health care agency', ['Home Care', 'Caregivers']]];
const PLACES = ['Lakeside', 'Ridgeway', 'Golden Valley', 'Pine Hollow', 'Red Oak', 'Bayside', 'Copper Creek', 'Northstar', 'Silver Lake',
  'Westbrook', 'Iron Bridge', 'Maple Grove', 'Crescent', 'Blue Heron', 'Stonegate', 'Summerfield'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface IndustryItem { id: string; label: string; aliases: string[] }
const INDUSTRIES = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryItem[] }).items;

/** applications.md: the industry whose label or alias is the longest one contained (word-bounded) in the text. */
export function industryOf(text: string): { id: string | null; tie: boolean } {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`(?<![a-z0-9])${esc}(?![a-z0-9])`).test(t)) continue;
      if (!best || a.length > best.len) { best = { id: it.id, len: a.length }; tie = false; } else if (a.length === best.len && it.id !== best.id) tie = true;
    }
  }
  return { id: best?.id ?? null, tie };
}

export interface Owner {
  first: string; middle: string; last: string; idx: number; title: F; pct: F; ssn: F; dob: F; score: F;
  home: string; cityLine: string; cell: string; email: string;
}
export interface Merchant {
  legal: F; dba: F; entityId: string; entityText: string; ein: F; einLabel: string; start: F; years: string; stateInc: string;
  street: string; city: string; state: F; zip: string; phone: string; email: string; web: string; bizType: F; employees: string;
  amount: F; payment: F; nPay: F; freq: string; freqF: F; use: string; monthly: string; annual: string; owners: Owner[];
  sole: boolean;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (r: Rng, v: number, cents = false): string => {
  const s = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
  return r.pick(['$', '$', '$ ', '']) + s;
};
export const phone = (r: Rng, area?: string): string => {
  const a = area ?? String(r.int(201, 989));
  return r.pick([`(${a}) ${r.int(200, 989)}-${r.digits(4)}`, `${a}-${r.int(200, 989)}-${r.digits(4)}`, `${a}.${r.int(200, 989)}.${r.digits(4)}`]);
};
const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(r: Rng): string {
  let p = r.int(1, 99);
  while (BAD_EIN.has(p)) p = r.int(1, 99);
  return `${pad(p)}-${r.int(1000000, 9999999)}`;
}
export function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.digits(2)}-${r.pick([7, 8])}${r.int(0, 8)}-${r.int(1000, 9999)}`;
  let a = r.int(1, 899);
  while (a === 666) a = r.int(1, 899);
  return `${pad(a, 3)}-${pad(r.int(1, 99))}-${r.int(1000, 9999)}`;
}
/** A date printed in one of the formats forms use, with its ISO value. */
export function dateText(r: Rng, y: number, m: number, d: number, style?: number): { text: string; iso: string } {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const s = style ?? r.int(0, 3);
  const text = s === 0 ? `${pad(m)}/${pad(d)}/${y}` : s === 1 && y >= 2000 ? `${m}/${d}/${String(y).slice(2)}`
    : s === 2 ? `${MONTHS[m - 1]} ${d}, ${y}` : `${m}/${d}/${y}`;
  return { text, iso };
}
export const randomDate = (r: Rng, y0: number, y1: number, style?: number) => dateText(r, r.int(y0, y1), r.int(1, 12), r.int(1, 28), style);
export const personName = (r: Rng): [string, string] => [r.pick(FIRST), r.pick(LAST)];

const ENTITY_TEXT: Record<string, string[]> = { llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'Inc.', 'C-Corp'],
  s_corporation: ['S Corp', 'S Corporation'], sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship'],
  general_partnership: ['Partnership', 'General Partnership'], pllc: ['PLLC'], llp: ['LLP'] };

function splitPct(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  if (n === 3) return r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
  return r.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

function makeOwner(r: Rng, i: number, pct: number, n: number, sole: boolean): Owner {
  const [first, last] = personName(r);
  const p = `applicants[${i}].`;
  const middle = r.chance(0.3) ? `${r.pick('ABCDEFGHJKLMRSTW'.split(''))}.` : '';
  const title = sole ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : n === 1 ? r.pick(['Owner', 'President', 'CEO', 'Managing Member']) : r.pick(TITLES);
  const itin = r.chance(0.08);
  const num = ssn(r, itin);
  const roll = sole ? 0 : r.next();
  const ssnF = roll < 0.6 ? f(num, { [`${p}tax_id`]: num.replace(/\D/g, ''), [`${p}tax_id_type`]: itin ? 'ITIN' : 'SSN', [`${p}tax_id_country`]: 'US' })
    : roll < 0.85 ? f(r.pick([`XXX-XX-${num.slice(-4)}`, `***-**-${num.slice(-4)}`])) : f('');
  const dob = randomDate(r, 1958, 1996, r.pick([0, 3, 2]));
  const dr = r.next();
  const dobF = dr < 0.7 ? f(dob.text, { [`${p}date_of_birth`]: dob.iso }) : dr < 0.8 ? f(`XX/XX/${dob.iso.slice(0, 4)}`) : f('');
  const sc = r.int(540, 790);
  const [city, st, z] = r.pick(CITIES);
  return { first, middle, last, idx: i, title: f(title, { [`${p}role`]: title }), pct: f(r.pick([`${pct}%`, `${pct}`, `${pct} %`]), { [`${p}ownership`]: pct }),
    ssn: ssnF, dob: dobF, score: r.chance(0.5) ? f(String(sc), { [`${p}credit_score`]: sc }) : f(''),
    home: `${r.int(10, 9899)} ${r.pick(STREETS)}`, cityLine: `${city}, ${st} ${z}${r.digits(2)}`, cell: phone(r), email: `${first[0]!.toLowerCase()}${last.replace(/\W/g, '').toLowerCase()}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
}

/** Name cells of an owner: full ("First M. Last" or "Last, First"), or first and last apart. */
export function ownerName(o: Owner, form: 'full' | 'lastFirst' | 'first' | 'last'): F {
  const p = `applicants[${o.idx}].`;
  if (form === 'first') return f(o.first, { [`${p}first_name`]: o.first });
  if (form === 'last') return f(o.last, { [`${p}last_name`]: o.last });
  const text = form === 'lastFirst' ? `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}` : `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}`;
  return f(text, { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last });
}

export function makeMerchant(r: Rng, maxOwners: number, opts: { freqs: boolean }): Merchant {
  const [kind, nouns] = r.pick(KINDS);
  const entityId = r.weighted([['llc', 5], ['c_corporation', 3], ['s_corporation', 2], ['sole_proprietorship', 1.2], ['general_partnership', 0.7],
    ['pllc', kind.startsWith('Dental') || kind.startsWith('Medical') || kind.startsWith('Veterinary') ? 3 : 0], ['llp', 0.2]] as const);
  const sole = entityId === 'sole_proprietorship';
  const n = sole ? 1 : Math.min(maxOwners, r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const));
  const pcts = splitPct(r, n);
  const owners = pcts.map((p, i) => makeOwner(r, i, p, n, sole));
  const base = `${r.chance(0.6) ? r.pick(PLACES) : owners[0]!.last.replace(/^(De la|Van der|St\.) /, '')} ${r.pick(nouns)}`;
  const suffix: Record<string, string[]> = { llc: [' LLC', ', LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Inc', ' Corp.', ' Corporation'],
    s_corporation: [', Inc.', ' Inc.', ' Corp'], general_partnership: [' Partners', ' & Associates'], pllc: [', PLLC', ' PLLC'], llp: [' LLP'], sole_proprietorship: [''] };
  const o0 = owners[0]!;
  const legalText = sole ? `${o0.first} ${o0.last}` : base + r.pick(suffix[entityId]!);
  const dr = r.next();
  const dbaText = sole || dr < 0.55 ? (sole ? base : `${r.pick(PLACES)} ${r.pick(nouns)}`) : dr < 0.7 ? 'SAME' : dr < 0.8 ? 'N/A' : dr < 0.9 ? '' : legalText;
  const dbaReal = !['SAME', 'N/A', '', legalText].includes(dbaText);
  const einNum = sole && r.chance(0.5) ? o0.ssn.text : ein(r);
  const isSsn = einNum.length === 11;
  const idType = !isSsn ? 'EIN' : einNum.startsWith('9') ? 'ITIN' : 'SSN';
  const masked = !isSsn && r.chance(0.1);
  const einF = masked ? f(`XX-XXX${einNum.slice(-4)}`)
    : f(einNum, { business_tax_id: einNum.replace(/\D/g, ''), business_tax_id_type: idType, business_tax_id_country: 'US', country: 'United States' });
  const start = randomDate(r, 1996, 2022);
  const startF = r.chance(0.9) ? f(start.text, { business_start_date: start.iso }) : f('');
  const [city, st, z] = r.pick(CITIES);
  const amount = r.int(3, 60) * 5000;
  const freq = r.pick(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']);
  const nPay = { Daily: r.pick([60, 90, 120, 160]), Weekly: r.pick([16, 26, 36, 52]), 'Bi-Weekly': r.pick([12, 18, 26]), Monthly: r.pick([6, 9, 12]) }[freq]!;
  const pay = Math.round((amount * 1.38) / nPay * 100) / 100;
  const showPay = opts.freqs && r.chance(0.7);
  const freqKey = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' }[freq]!;
  const monthly = r.int(25, 400) * 1000;
  const domain = base.toLowerCase().replace(/[^a-z]/g, '');
  return {
    legal: f(legalText, { legal_name: legalText }), dba: f(dbaText, dbaReal ? { trade_name: dbaText } : {}), entityId, sole,
    entityText: r.pick(ENTITY_TEXT[entityId]!), ein: einF, einLabel: idType, start: startF, years: String(2025 - Number(start.iso.slice(0, 4))),
    stateInc: r.chance(0.4) ? r.pick(['DE', 'NV', 'WY', 'Delaware', 'Nevada']) : st, street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`,
    city, state: f(st, { state_region: st, country: 'United States' }), zip: `${z}${r.digits(2)}`, phone: phone(r), email: `info@${domain}.com`,
    web: r.chance(0.6) ? `www.${domain}.com` : '', bizType: f(kind, { industry: industryOf(kind).id }), employees: String(r.int(2, 45)),
    amount: f(money(r, amount, r.chance(0.3)), { requested_amount: amount }),
    payment: showPay ? f(money(r, pay, true), { requested_payment: pay }) : f(''), nPay: showPay ? f(String(nPay), { number_of_payments: nPay }) : f(''),
    freq: showPay ? freq : '', freqF: showPay ? f(freq, { payment_frequency: freqKey }) : f(''),
    use: r.pick(['Working capital', 'Equipment purchase', 'Inventory', 'Expansion / second location', 'Payroll', 'Marketing', 'Debt consolidation']),
    monthly: money(r, monthly), annual: money(r, monthly * 12), owners,
  };
}

/** Entity options of a checkbox row and the merchant's checked option (the "Other" line's text when none fits). */
export function entityChoice(m: Merchant, options: [string, string][]): { label: string | null; other: string } {
  const hit = options.find(([, id]) => id === m.entityId);
  if (hit) return { label: hit[0], other: '' };
  return { label: null, other: m.entityText };
}
