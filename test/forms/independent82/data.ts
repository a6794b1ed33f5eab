// Set 82: the fictional merchant behind one form (business, owners, request, decoys), drawn from a seeded Rng. The
// truth is not built here: the layouts record what they print (sheet.ts), so a value left blank or masked stays null.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export interface Place { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string; last: string; credential: string; title: string; pct: number; credit: number;
  /** Formatted as printed in full (SSN `123-45-6789`, ITIN, SIN `123 456 789`). */
  taxId: string; taxKind: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; showDob: boolean; showCredit: boolean;
  home: Place; phone: string; email: string;
}
export interface Entity { label: string; id: string }
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; dbaPrinted: string; entity: Entity; industryText: string; industry: string | null;
  taxId: string; taxKind: 'EIN' | 'SSN' | 'ITIN' | 'BN'; taxMasked: boolean; start: string; startShown: boolean;
  addr: Place; stateInc: string; phone: string; email: string; web: string; employees: number; rent: boolean;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; annual: number; owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[]; iso: { name: string; company: string; phone: string; id: string };
  funders: { name: string; balance: number; payment: number }[];
}

const FIRST = ['Avery', 'Marisol', 'Theo', 'Priya', 'Desmond', 'Keiko', 'Rafael', 'Ingrid', 'Malik', 'Colette', 'Jonah', 'Yesenia',
  'Oskar', 'Tamsin', 'Dwayne', 'Lucia', 'Bao', 'Harriet', 'Emeka', 'Sloane', 'Gideon', 'Noor', 'Wendell', 'Ximena'];
const LAST = ['Okafor', 'Lindqvist', 'Castellano', 'Whitfield', 'Nakamura', 'Brennan', 'Delacroix', 'Haddad', 'Pruitt', 'Van der Berg',
  'Smith-Ogunleye', "O'Rourke", 'De La Cruz', 'Abernathy', 'Kowalczyk', 'Fairweather', 'Tran', 'Mbeki', 'Sorensen', 'MacAllister'];
const WORDS = ['Harbor', 'Juniper', 'Cobalt', 'Silverline', 'Foxglove', 'Granite', 'Bluebird', 'Tidewater', 'Copperleaf', 'Northgate',
  'Ember', 'Keystone', 'Saffron', 'Meridian', 'Larkspur', 'Redwood', 'Brightwater', 'Ironbridge', 'Sable', 'Willowmere'];
/** Free-text "type of business" lines; the industry id is computed from the text by the spec's longest-alias rule. */
const BUSINESS = ['Full-service restaurant', 'Auto repair & body shop', 'Hair salon and spa', 'Plumbing contractor', 'Veterinary clinic',
  'Dental office', 'Landscaping and lawn care', 'Convenience store', 'Trucking company - local hauling', 'Commercial cleaning',
  'Boutique clothing store', 'Coffee shop', 'Dry cleaner', 'Fitness center', 'HVAC installation & repair', 'Daycare center',
  'Catering company', 'Used car dealer', 'Home health care agency', 'Marketing agency', 'Pet grooming salon', 'Roofing contractor',
  'Liquor store', 'Physical therapy clinic', 'Furniture store', 'Bakery cafe', 'Machine shop', 'Food truck', 'Tire shop'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion', 'Renovation', 'Marketing', 'Debt consolidation'];
const FUNDERS = ['Brightpath Funding', 'Crestline Capital', 'Ondeck Bridge', 'Pinnacle Advance', 'Rapid Merchant Co.', 'Yellowstone Funding'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions', 'Truist', 'US Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const STREETS = ['Main St', 'Commerce Blvd', 'Elm Ave', 'Industrial Pkwy', 'Market St', 'Oak Ridge Rd', 'Harbor Dr', 'Lakeview Ave'];
const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
  ['Denver', 'CO', '802'], ['Raleigh', 'NC', '276'], ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'], ['Atlanta', 'GA', '303'],
  ['Nashville', 'TN', '372'], ['Portland', 'OR', '972'], ['Albany', 'NY', '122'], ['Reno', 'NV', '895'], ['Boise', 'ID', '837']];
const CA_PLACES: [string, string, string][] = [['Toronto', 'ON', 'M5V'], ['Calgary', 'AB', 'T2P'], ['Vancouver', 'BC', 'V6B'],
  ['Halifax', 'NS', 'B3J'], ['Winnipeg', 'MB', 'R3C'], ['Ottawa', 'ON', 'K1P'], ['Saskatoon', 'SK', 'S7K']];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'Member', 'Co-Owner', 'Vice President', 'Director'];

interface Industry { id: string; label: string; aliases?: string[] }
const INDUSTRIES: Industry[] = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: Industry[] }).items;

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: [string, number] | null = null;
  const t = text.toLowerCase();
  for (const it of INDUSTRIES) {
    for (const cand of [it.label, ...(it.aliases ?? [])]) {
      const c = cand.toLowerCase();
      const esc = c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || c.length > best[1])) best = [it.id, c.length];
    }
  }
  return best ? best[0] : null;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function luhnDigit(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}
function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(10, 99);
  while (bad.has(p)) p = r.int(10, 99);
  return `${pad(p)}-${r.int(1000000, 9999999)}`;
}
function ssn(r: Rng): string {
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
const itin = (r: Rng): string => `9${r.digits(2)}-${r.pick(['70', '75', '81', '88', '94'])}-${pad(r.int(1, 9999), 4)}`;
function sin(r: Rng): string {
  const d8 = String(r.int(1, 7)) + r.digits(7);
  const d = d8 + luhnDigit(d8);
  return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
}
const bn = (r: Rng): string => { const d8 = String(r.int(1, 8)) + r.digits(7); return `${d8}${luhnDigit(d8)} RC0001`; };
export const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;

function place(r: Rng, country: 'US' | 'CA', avoid?: string): Place {
  const list = country === 'US' ? US_PLACES : CA_PLACES;
  let p = r.pick(list);
  while (avoid && p[1] === avoid) p = r.pick(list);
  const zip = country === 'US' ? `${p[2]}${r.digits(2)}` : `${p[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9800)} ${r.pick(STREETS)}`, city: p[0], state: p[1], zip };
}
function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

function owners(r: Rng, country: 'US' | 'CA', n: number, home: string): Owner[] {
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const used = new Set<string>();
  return shares.map((pct, i) => {
    let first = r.pick(FIRST);
    while (used.has(first)) first = r.pick(FIRST);
    used.add(first);
    const kind = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    const title = n === 1 ? r.pick(['Owner', 'CEO', 'President', 'Managing Member', 'Sole Owner']) : i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES.slice(4));
    return {
      first, middle: r.chance(0.35) ? r.pick(['J', 'A', 'M', 'R', 'L', 'T']) : '', last: r.pick(LAST), credential: r.chance(0.08) ? r.pick(['DC', 'CPA', 'DDS']) : '',
      title, pct, credit: r.int(540, 810), taxId: kind === 'SIN' ? sin(r) : kind === 'ITIN' ? itin(r) : ssn(r), taxKind: kind,
      masked: r.chance(0.35), dob: isoDate(r, 1956, 1998), showDob: r.chance(0.85), showCredit: r.chance(0.6),
      home: place(r, country, r.chance(0.6) ? undefined : home), phone: phone(r), email: `${first.toLowerCase()}@example.com`,
    };
  });
}

const US_ENTITIES: Entity[] = [{ label: 'LLC', id: 'llc' }, { label: 'Corp', id: 'c_corporation' }, { label: 'S-Corp', id: 's_corporation' },
  { label: 'Partnership', id: 'general_partnership' }, { label: 'Sole Prop', id: 'sole_proprietorship' }, { label: 'Non-Profit', id: 'nonprofit_corporation' }];
const CA_ENTITIES: Entity[] = [{ label: 'Corporation', id: 'ca_corporation' }, { label: 'Sole Proprietorship', id: 'sole_proprietorship' },
  { label: 'Partnership', id: 'general_partnership' }, { label: 'Co-operative', id: 'cooperative' }];
export const entityOptions = (country: 'US' | 'CA'): Entity[] => (country === 'US' ? US_ENTITIES : CA_ENTITIES);

function legalName(r: Rng, e: Entity, base: string, o: Owner): string {
  switch (e.id) {
    case 'llc': return `${base}, LLC`;
    case 'c_corporation': return r.pick([`${base}, Inc.`, `${base} Corp.`, `${base} Corporation`]);
    case 's_corporation': return `${base}, Inc.`;
    case 'general_partnership': return `${base} Partners`;
    case 'nonprofit_corporation': return `${base} Community Foundation`;
    case 'sole_proprietorship': return `${o.first} ${o.last}`;
    case 'ca_corporation': return r.chance(0.25) ? `${r.int(1000000, 2999999)} Ontario Inc.` : r.pick([`${base} Ltd.`, `${base} Inc.`]);
    case 'cooperative': return `${base} Co-operative`;
    default: return base;
  }
}

export function merchant(r: Rng, country: 'US' | 'CA'): Merchant {
  const entity = r.weighted(entityOptions(country).map((e, i) => [e, i === 0 ? 4 : i === 1 ? 3 : 1] as const));
  const n = entity.id === 'sole_proprietorship' ? 1 : r.weighted([[1, entity.id === 'general_partnership' ? 0 : 3], [2, 4], [3, 2], [4, 1]] as const);
  const addr = place(r, country);
  const os = owners(r, country, n, addr.state);
  const base = `${r.pick(WORDS)} ${r.pick(['Kitchen', 'Works', 'Group', 'Supply', 'Services', 'Studio', 'Holdings', 'Trading'])}`;
  const legal = legalName(r, entity, base, os[0]!);
  const dbaKind = r.weighted([['name', 5], ['blank', 2], ['SAME', 1], ['N/A', 1]] as const);
  const dbaName = entity.id === 'sole_proprietorship' || dbaKind === 'name' ? `${r.pick(WORDS)} ${r.pick(['Cafe', 'Auto', 'Salon', 'Co.', 'Market', 'Pros'])}` : null;
  const industryText = r.pick(BUSINESS);
  const soleSsn = country === 'US' && entity.id === 'sole_proprietorship' && r.chance(0.6);
  const taxKind = country === 'CA' ? 'BN' : soleSsn ? os[0]!.taxKind as 'SSN' | 'ITIN' : 'EIN';
  const amount = r.pick([15000, 25000, 35000, 50000, 75000, 100000, 125000, 150000, 250000]) + (r.chance(0.3) ? r.int(1, 9) * 500 : 0);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45) / nPayments) * 100) / 100;
  const monthlySales = r.int(30, 400) * 1000;
  const bankList = country === 'US' ? BANKS : CA_BANKS;
  return {
    country, legal, dba: dbaName, dbaPrinted: dbaName ?? (dbaKind === 'blank' ? '' : dbaKind), entity, industryText, industry: industryOf(industryText),
    taxId: taxKind === 'BN' ? bn(r) : soleSsn ? os[0]!.taxId : ein(r), taxKind, taxMasked: r.chance(0.15),
    start: isoDate(r, 2004, 2022), startShown: r.chance(0.85), addr, stateInc: r.chance(0.4) ? r.pick(['DE', 'NV', 'WY']) : addr.state,
    phone: phone(r), email: `info@${base.split(' ')[0]!.toLowerCase()}.com`, web: `www.${base.split(' ')[0]!.toLowerCase()}.com`,
    employees: r.int(2, 60), rent: r.chance(0.7), amount, payment, nPayments, freq, use: r.pick(USES), monthlySales, annual: monthlySales * 12,
    owners: os,
    bank: { name: r.pick(bankList), routing: country === 'US' ? `0${r.digits(8)}` : `0${r.digits(4)}-${r.digits(3)}`, account: r.digits(r.int(9, 12)) },
    landlord: { name: `${r.pick(WORDS)} Properties ${r.pick(['LLC', 'LP', 'Inc.'])}`, phone: phone(r), rent: r.int(18, 95) * 100 },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Distributors', 'Supply Co.', 'Wholesale'])}`, phone: phone(r) })),
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, company: `${r.pick(WORDS)} Advisors`, phone: phone(r), id: `ISO-${r.digits(5)}` },
    funders: r.chance(0.55) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(5, 80) * 1000, payment: r.int(150, 1900) })) : [],
  };
}

/** A date as printed, in one of the forms applications.md lists. */
export function fmtDate(iso: string, kind: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  switch (kind % 4) {
    case 0: return `${pad(m)}/${pad(d)}/${y}`;
    case 1: return `${m}/${d}/${String(y).slice(2)}`;
    case 2: return `${months[m - 1]} ${d}, ${y}`;
    default: return `${y}-${pad(m)}-${pad(d)}`;
  }
}
/** `XX-XXX6789`, `XXX-XX-6789`, `XXX XXX 789`, `XXXXX1415 RC0001`: the last digits kept, the rest X. */
export function maskTax(t: string): string {
  const [num, prog] = t.split(' RC');
  const keep = / /.test(num!) ? 3 : 4;
  let seen = 0;
  const out = [...num!].reverse().map((c) => (/\d/.test(c) ? (++seen > keep ? 'X' : c) : c)).reverse().join('');
  return prog ? `${out} RC${prog}` : out;
}
export const digitsOf = (t: string): string => t.replace(/[\s-]/g, '');
