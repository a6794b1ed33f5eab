// Fictional merchants for the independent135 forms: what a person writes on the blanks (printed strings) beside the
// value applications.md's rules read from it (truth). A blank is printed '' and read null.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }

function refDir(): string {
  const candidates = [process.env.MCA_REFERENCE_DIR, join(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/reference'),
    '/work/shared/reference'];
  for (const c of candidates) if (c && existsSync(join(c, 'industries.json'))) return c;
  throw new Error('reference directory not found (set MCA_REFERENCE_DIR)');
}
let cache: { industries: RefItem[]; entities: RefItem[] } | null = null;
function ref(): { industries: RefItem[]; entities: RefItem[] } {
  if (!cache) {
    const d = refDir();
    cache = {
      industries: (JSON.parse(readFileSync(join(d, 'industries.json'), 'utf8')) as { items: RefItem[] }).items,
      entities: (JSON.parse(readFileSync(join(d, 'entity-types.json'), 'utf8')) as { items: RefItem[] }).items,
    };
  }
  return cache;
}

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const t = text.toLowerCase();
  for (const it of ref().industries) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

/** applications.md: the entity whose id, label or alias equals the text (case and punctuation ignored), by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const n = norm(text);
  const hits = ref().entities.filter((e) => [e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n));
  const mine = hits.filter((e) => !e.countries || e.countries.includes(country));
  if (country === 'CA' && mine.some((e) => e.id === 'ca_corporation')) return 'ca_corporation';
  if (country === 'US' && mine.some((e) => e.id === 'c_corporation')) return 'c_corporation';
  return mine[0]?.id ?? null;
}

const FIRST = ['Marisol', 'Derek', 'Anh', 'Tobias', 'Keisha', 'Rafael', 'Ingrid', 'Malik', 'Priya', 'Colm', 'Yesenia', 'Bogdan',
  'Latoya', 'Henrik', 'Soraya', 'Dwayne', 'Mei', 'Oluwaseun', 'Graciela', 'Teodor', 'Shanice', 'Arjun', 'Brigid', 'Emeka'];
const LAST = ['Okafor', 'Delacroix', 'Nguyen', 'Van Buren', 'Hollister', 'de la Vega', 'Kowalczyk', 'Abernathy-Cole', "O'Dwyer",
  'Castellanos', 'Fitzgerald', 'Lindqvist', 'Ramaswamy', 'St. Pierre', 'Mbeki', 'Tran-Howell', 'MacLeod', 'Baptiste', 'Szabo'];
const STEMS = ['Copperleaf', 'Bluewater', 'Granite Peak', 'Sunrise Valley', 'Red Oak', 'Lakeshore', 'Northgate', 'Silver Birch',
  'Three Rivers', 'Cedar Hollow', 'Brightside', 'Harbor Point', 'Old Mill', 'Prairie Wind', 'Ironbridge', 'Westfield'];
export const TRADES: readonly string[] = ['Full-service restaurant', 'Collision repair and body shop', 'HVAC installation & service',
  'Hair salon', 'Veterinary clinic', 'Commercial cleaning', 'Dental office', 'Landscaping and snow removal', 'Coffee shop',
  'Long haul trucking', 'Convenience store', 'Plumbing contractor', 'Daycare center', 'Gym / fitness center', 'Florist',
  'Machine shop', 'Pet grooming'];
const TRADE_WORD: Record<string, string> = { 'Full-service restaurant': 'Bistro', 'Collision repair and body shop': 'Auto Body',
  'HVAC installation & service': 'Heating & Air', 'Hair salon': 'Salon', 'Veterinary clinic': 'Animal Care', 'Commercial cleaning': 'Cleaning Co',
  'Dental office': 'Family Dental', 'Landscaping and snow removal': 'Grounds', 'Coffee shop': 'Coffee', 'Long haul trucking': 'Freight Lines',
  'Convenience store': 'Food Mart', 'Plumbing contractor': 'Plumbing', 'Daycare center': 'Kids Academy', 'Gym / fitness center': 'Fitness',
  Florist: 'Flowers', 'Machine shop': 'Machine Works', 'Pet grooming': 'Pet Spa' };
const STREETS = ['Maple Ave', 'Commerce Dr', 'Industrial Pkwy', 'King St W', 'Route 9', 'Elm St', 'Harbor Blvd', 'Main St', 'Lakeview Rd', 'Queen St E'];
export const US_PLACES: readonly (readonly [string, string])[] = [['Tulsa', 'OK'], ['Dayton', 'OH'], ['Boise', 'ID'], ['Savannah', 'GA'],
  ['Fresno', 'CA'], ['Allentown', 'PA'], ['Spokane', 'WA'], ['El Paso', 'TX'], ['Knoxville', 'TN'], ['Reno', 'NV'], ['Worcester', 'MA'],
  ['Albany', 'NY'], ['Tampa', 'FL'], ['Omaha', 'NE'], ['Provo', 'UT'], ['Newark', 'NJ']];
export const CA_PLACES: readonly (readonly [string, string, string])[] = [['Hamilton', 'ON', 'L'], ['Kelowna', 'BC', 'V'], ['Red Deer', 'AB', 'T'],
  ['Laval', 'QC', 'H'], ['Moncton', 'NB', 'E'], ['Regina', 'SK', 'S'], ['Brandon', 'MB', 'R'], ['Halifax', 'NS', 'B'], ['Ottawa', 'ON', 'K']];
const FUNDERS = ['Pinnacle Advance Group', 'Rapid Oak Funding', 'Meridian Merchant Capital', 'BlueLine Receivables', 'Summit Cash Flow LLC'];
const BANKS = ['First Horizon Community Bank', 'Citizens Harbor Bank', 'Desjardins', 'TD Canada Trust', 'Frontier Federal Credit Union'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export interface Dated { printed: string; iso: string }
/** A date in one of the ways a person writes it (the form's hint says MM/DD/YYYY, people do not always obey). */
export function date(rng: Rng, y0: number, y1: number, styleHint?: 'mdy' | 'iso'): Dated {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const k = styleHint ?? rng.pick(['mdy', 'mdy', 'short', 'long'] as const);
  const printed = k === 'iso' ? iso : k === 'mdy' ? `${pad(m)}/${pad(d)}/${y}` : k === 'short' ? `${m}/${d}/${String(y).slice(2)}` : `${MONTHS[m - 1]} ${d}, ${y}`;
  return { printed, iso };
}
export function money(rng: Rng, n: number, cad = false): string {
  const s = n.toLocaleString('en-US');
  return rng.pick([`$${s}`, `$${s}.00`, `${s}`, `$ ${s}`]) + (cad && rng.chance(0.5) ? ' CAD' : '');
}
export const ssnDigits = (rng: Rng): string => `${rng.int(1, 8)}${rng.digits(2)}${rng.int(10, 99)}${rng.digits(4)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number; taxPrinted: string; taxTruth: string | null;
  dob: Dated | null; score: number | null; home: string; phone: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dbaPrinted: string; dba: string | null; entityText: string; entity: string | null;
  tradeText: string; industry: string | null; taxPrinted: string; taxId: string | null; taxType: string | null;
  street: string; city: string; region: string; postal: string; phone: string; email: string; website: string;
  start: Dated | null; amount: number; amountPrinted: string; use: string; owners: Owner[]; soleProp: boolean;
  decoys: { parent: string; affiliates: string[]; previous: string; locations: string[]; guarantor: string; guarantorId: string;
    funder: string; funderBalance: string; landlord: string; landlordPhone: string; rent: string; cpa: string; cpaFirm: string;
    cpaPhone: string; bank: string; routing: string; account: string; iso: string };
}

const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
function personName(rng: Rng): { first: string; middle: string; last: string } {
  return { first: rng.pick(FIRST), middle: rng.chance(0.35) ? `${rng.pick('ABCDEJKLMRST'.split(''))}.` : '', last: rng.pick(LAST) };
}
export const fullName = (o: { first: string; middle: string; last: string }): string => [o.first, o.middle, o.last].filter(Boolean).join(' ');

/** One merchant. `entityChoices` are the printed entity texts this layout's owner may write. */
export function merchant(rng: Rng, country: 'US' | 'CA', entityChoices: readonly string[]): Merchant {
  const trade = rng.pick(TRADES);
  const stem = rng.pick(STEMS);
  const place = country === 'US' ? rng.pick(US_PLACES) : rng.pick(CA_PLACES);
  const [city, region] = place;
  const postal = country === 'US' ? rng.digits(5) : `${place[2]}${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTV'.split(''))} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${rng.int(0, 9)}`;
  const entityText = rng.pick(entityChoices);
  const entity = entityText ? entityOf(entityText, country) : null;
  const nOwners = rng.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    const n = personName(rng);
    const pct = i === nOwners - 1 ? left : rng.pick([50, 51, 60, 34, 40, 25]);
    left -= pct;
    const digits = country === 'US' ? (rng.chance(0.08) ? `9${rng.digits(2)}7${rng.digits(5)}` : ssnDigits(rng)) : `${rng.int(1, 7)}${rng.digits(8)}`;
    const mode = rng.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const);
    const fmt = country === 'US' ? fmtSsn(digits) : `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    const masked = country === 'US' ? `${rng.pick(['XXX-XX-', '***-**-'])}${digits.slice(5)}` : `XXX XXX ${digits.slice(6)}`;
    owners.push({ ...n, title: rng.pick(i === 0 ? ['Owner', 'President', 'CEO', 'Managing Member'] : ['Partner', 'Vice President', 'Member', 'Secretary']),
      pct, taxPrinted: mode === 'full' ? fmt : mode === 'masked' ? masked : '', taxTruth: mode === 'full' ? digits : null,
      dob: rng.chance(0.8) ? date(rng, 1958, 1994, country === 'CA' && rng.chance(0.5) ? 'iso' : 'mdy') : null, score: rng.chance(0.5) ? rng.int(540, 790) : null,
      home: `${rng.int(10, 9999)} ${rng.pick(STREETS)}, ${country === 'US' ? rng.pick(US_PLACES)[0] : rng.pick(CA_PLACES)[0]}`, phone: phone(rng),
      email: `${n.first.toLowerCase()}.${n.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` });
  }
  const soleProp = entity === 'sole_proprietorship';
  if (soleProp) { owners.length = 1; owners[0]!.pct = 100; owners[0]!.title = 'Owner'; }
  const base = `${stem} ${TRADE_WORD[trade] ?? 'Services'}`;
  const suffix: Record<string, string> = { llc: ' LLC', c_corporation: rng.pick([', Inc.', ' Corp.', ' Inc']), s_corporation: ', Inc.',
    general_partnership: ' Partners', pllc: ' PLLC', llp: ' LLP', ca_corporation: rng.pick([' Ltd.', ' Inc.', ' Corp.']), limited_partnership: ' LP' };
  const legal = soleProp ? fullName(owners[0]!) : `${base}${entity ? (suffix[entity] ?? ' LLC') : ''}`;
  const dbaMode = rng.weighted([['dba', 5], ['blank', 2], ['SAME', 1], ['N/A', 1]] as const);
  const dbaPrinted = dbaMode === 'dba' ? (soleProp ? base : `${stem} ${rng.pick(['Express', 'Studio', 'Depot', 'Co.', 'House'])}`) : dbaMode === 'blank' ? '' : dbaMode;
  let taxPrinted = '', taxId: string | null = null, taxType: string | null = null;
  const taxMode = rng.weighted([['full', 9], ['blank', 1]] as const);
  if (taxMode === 'full') {
    if (country === 'CA') {
      const bn = `${rng.int(7, 8)}${rng.digits(8)}`, acct = `RC${pad(rng.int(1, 3), 4)}`;
      taxPrinted = rng.pick([`${bn} ${acct}`, `${bn}${acct}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${acct}`]);
      taxId = `${bn}${acct}`; taxType = 'BN';
    } else if (soleProp && rng.chance(0.6)) {
      const d = ssnDigits(rng);
      taxPrinted = fmtSsn(d); taxId = d; taxType = 'SSN';
    } else {
      const d = `${rng.int(10, 99)}${rng.digits(7)}`;
      taxPrinted = `${d.slice(0, 2)}-${d.slice(2)}`; taxId = d; taxType = 'EIN';
    }
  }
  const tradeText = rng.chance(0.88) ? trade : '';
  const amount = rng.pick([15000, 25000, 30000, 40000, 50000, 75000, 100000, 125000, 150000, 250000]);
  const web = stem.toLowerCase().replace(/ /g, '');
  const st = rng.pick(STREETS);
  return {
    country, legal, dbaPrinted, dba: dbaMode === 'dba' && dbaPrinted !== legal ? dbaPrinted : null, entityText, entity,
    tradeText, industry: tradeText ? industryOf(tradeText) : null, taxPrinted, taxId, taxType,
    street: `${rng.int(100, 9800)} ${st}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, region, postal,
    phone: phone(rng), email: `info@${web}.${country === 'US' ? 'com' : 'ca'}`, website: rng.chance(0.6) ? `www.${web}.${country === 'US' ? 'com' : 'ca'}` : '',
    start: rng.chance(0.85) ? date(rng, 2004, 2022, country === 'CA' && rng.chance(0.6) ? 'iso' : undefined) : null, amount, amountPrinted: money(rng, amount, country === 'CA'),
    use: rng.pick(['Inventory', 'Equipment purchase', 'Payroll & expansion', 'Working capital', 'Second location build-out']), owners, soleProp,
    decoys: {
      parent: rng.chance(0.5) ? `${rng.pick(STEMS)} Holdings ${country === 'US' ? 'LLC' : 'Inc.'}` : '',
      affiliates: rng.chance(0.6) ? [`${rng.pick(STEMS)} ${rng.pick(['Catering', 'Logistics', 'Properties'])} ${country === 'US' ? 'LLC' : 'Ltd.'}`] : [],
      previous: rng.chance(0.5) ? `${rng.pick(STEMS)} ${TRADE_WORD[trade] ?? 'Services'} ${country === 'US' ? 'Corp.' : 'Ltd.'}` : '',
      locations: rng.chance(0.6) ? [`${rng.int(100, 9800)} ${rng.pick(STREETS)}, ${(country === 'US' ? rng.pick(US_PLACES) : rng.pick(CA_PLACES)).slice(0, 2).join(', ')}`] : [],
      guarantor: rng.chance(0.6) ? `${rng.pick(STEMS)} Group ${country === 'US' ? 'Inc.' : 'Ltd.'}` : '',
      guarantorId: country === 'US' ? `${rng.int(10, 99)}-${rng.digits(7)}` : `${rng.int(7, 8)}${rng.digits(8)} RC0001`,
      funder: rng.chance(0.6) ? rng.pick(FUNDERS) : '', funderBalance: money(rng, rng.int(5, 60) * 1000),
      landlord: `${rng.pick(STEMS)} Property Management`, landlordPhone: phone(rng), rent: money(rng, rng.int(18, 90) * 100),
      cpa: fullName(personName(rng)) + ', CPA', cpaFirm: `${rng.pick(LAST)} & Associates`, cpaPhone: phone(rng), bank: rng.pick(BANKS),
      routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(2)}-${rng.digits(5)}`, account: rng.digits(rng.int(8, 12)),
      iso: `${fullName(personName(rng))} (ISO #${rng.int(100, 999)})`,
    },
  };
}
