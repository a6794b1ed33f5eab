// The fictional merchant behind one form of set 249: business, request, owners and the decoys around them, drawn from
// a seeded Rng. Nothing here knows how a form looks; the layouts decide what is printed and how.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';

const REF = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';
interface RefItem { id?: string; code?: string; label?: string; aliases?: string[] }
const ref = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REF, f), 'utf8')) as { items: RefItem[] }).items;
export const INDUSTRIES = ref('industries.json');
export const ENTITY_IDS = new Set(ref('entity-types.json').map((e) => e.id!));
export const STATE_CODES = new Set(ref('states.json').map((s) => s.code!));

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: string | null = null, len = 0;
  for (const it of INDUSTRIES) {
    for (const p of [it.label!, ...(it.aliases ?? [])]) {
      const q = p.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (p.length > len && new RegExp(`(^|[^a-z0-9])${q}($|[^a-z0-9])`).test(t)) { best = it.id!; len = p.length; }
    }
  }
  return best;
}

export interface Ymd { y: number; m: number; d: number }
export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; mi: string | null; last: string; cred: string | null; title: string; pct: number;
  /** Digits of the SSN or ITIN; how it is shown is `ssnShown`. */
  ssn: string; itin: boolean; ssnShown: 'full' | 'masked' | 'blank';
  dob: Ymd; fico: number | null; home: Address; cell: string; email: string;
}
export interface Entity { id: string; text: string }
export interface Merchant {
  legal: string; dba: string | null; entity: Entity; ein: string; einKind: 'EIN' | 'SSN' | 'ITIN'; einShown: 'full' | 'masked' | 'blank';
  what: string; start: Ymd; stateInc: string; addr: Address; phone: string; email: string; website: string | null;
  employees: number; own: 'Own' | 'Rent'; amount: number; payment: number; nPay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  use: string; monthly: number; owners: Owner[];
  landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
  rep: { name: string; phone: string; id: string };
}

const FIRST = ['Maria', 'Robert', 'Dwayne', 'Keisha', 'Tomasz', 'Priya', 'Luis', 'Anh', 'Gregory', 'Shannon', 'Oluwaseun', 'Marco',
  'Jennifer', 'Hector', 'Yolanda', 'Darnell', 'Mei', 'Brian', 'Fatima', 'Cody', 'Rosa', 'Samuel', 'Tiffany', 'Aleksandr', 'Denise'];
const LAST = ['Delgado', 'Kowalski', 'Washington', "O'Malley", 'Nguyen', 'Patel', 'Van der Berg', 'De La Cruz', 'Smith-Jones',
  "D'Angelo", 'Okafor', 'Baptiste', 'McAllister', 'Reyes-Ortiz', 'Goldberg', 'di Stefano', 'Chen', 'Harrington', 'St. Clair',
  'MacLeod', 'Abernathy-Cole', 'Lindqvist', 'Rahman', 'van Houten', 'Whitfield'];
const CREDS = ['CPA', 'DDS', 'DC', 'MD', 'Esq.', 'PE'];
const STREETS = ['Main St', 'Oak Avenue', 'Industrial Pkwy', 'W. Broad Street', 'Route 9', 'Commerce Dr', 'Elm St, Suite 210',
  'Harbor Blvd', 'N. 5th Ave', 'Lakeview Rd', 'Market Street, Unit B', 'Old Mill Rd', 'Peachtree Ind. Blvd', 'E. Colfax Ave'];
const CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Newark', 'NJ', '071'], ['Houston', 'TX', '770'],
  ['Columbus', 'OH', '432'], ['Yonkers', 'NY', '107'], ['Atlanta', 'GA', '303'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'],
  ['Charlotte', 'NC', '282'], ['Fresno', 'CA', '937'], ['Allentown', 'PA', '181'], ['Waukegan', 'IL', '600'], ['Tacoma', 'WA', '984'],
  ['Nashville', 'TN', '372'], ['Las Vegas', 'NV', '891'], ['Worcester', 'MA', '016'], ['Baton Rouge', 'LA', '708'], ['Dover', 'DE', '199']];
/** What the merchant writes under "Type of business" (each gives an industry by the longest-alias rule). */
const WHAT = ['Italian restaurant', 'Auto repair & tire shop', 'Hair salon', 'HVAC contractor', 'Dental office', 'Veterinary clinic',
  'Landscaping and snow removal', 'Convenience store', 'Commercial cleaning', 'Dump truck hauling', 'Coffee shop', 'Plumbing services',
  'Daycare center', 'Used car dealer', 'Pet grooming', 'Physical therapy clinic', 'Liquor store', 'Yoga studio', 'Dry cleaner',
  'Family pizzeria', 'Roofing contractor', 'Florist & gift shop', 'Web design', 'Catering', 'Moving company', 'Bakery cafe',
  'Nail salon', 'Freight broker', 'Home health care', 'Electrical contractor', 'Machine shop', 'Tutoring center'];
const NOUNS = ['Summit', 'Blue Ridge', 'Harbor Point', 'Golden Gate', 'Tri-County', 'Northside', 'Liberty', 'Cypress', 'Red Oak',
  'Eastgate', 'Silver Lake', 'Pioneer', 'Keystone', 'Coastal', 'Granite State', "Bella's", "Mike's", 'Sunrise', 'All-Pro', 'Midway'];
const FUNDERS = ['Rapid Advance Group', 'Fundworks Capital', 'Yellowstone Funding', 'Pearl Merchant Capital', 'Greenline Funding LLC',
  'Everest Business Capital', 'Mantis Funding', 'Lendstream'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank', 'KeyBank'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion - second location', 'Renovation',
  'Marketing', 'Debt consolidation', 'New truck', 'Taxes'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'Co-Owner', 'COO'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;
const ymd = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });
export const iso = (d: Ymd): string => `${d.y}-${pad(d.m)}-${pad(d.d)}`;

function address(r: Rng, city?: [string, string, string]): Address {
  const c = city ?? r.pick(CITIES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, city: c[0], state: c[1], zip: `${c[2]}${pad(r.int(1, 99))}` };
}

function ssnDigits(r: Rng, itin: boolean): string {
  if (itin) return `9${pad(r.int(0, 99))}${r.int(70, 88)}${pad(r.int(1, 9999), 4)}`;
  let area = r.int(1, 665);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;
}

const EIN_PREFIX = [10, 11, 20, 22, 26, 27, 30, 33, 35, 38, 41, 45, 46, 47, 52, 54, 56, 58, 61, 65, 71, 74, 81, 82, 84, 85, 86, 88, 90, 92];

function owner(r: Rng, title: string, pct: number, bizCity: [string, string, string]): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST), itin = r.chance(0.1);
  const home = address(r, r.chance(0.7) ? bizCity : undefined);
  return {
    first, last, mi: r.chance(0.55) ? String.fromCharCode(65 + r.int(0, 25)) : null, cred: r.chance(0.12) ? r.pick(CREDS) : null,
    title, pct, ssn: ssnDigits(r, itin), itin, ssnShown: r.weighted([['full', 6], ['masked', 3], ['blank', 1]] as const),
    dob: ymd(r, 1955, 1992), fico: r.chance(0.5) ? r.int(520, 790) : null, home, cell: phone(r),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
  };
}

function split(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 75, 80])];
  if (n === 2) return r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  return r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [33.33, 33.33, 33.34], [60, 20, 20]]);
}

export function merchant(r: Rng): Merchant {
  const city = r.pick(CITIES);
  const kind = r.weighted([['llc', 5], ['c_corporation', 3], ['s_corporation', 1], ['sole_proprietorship', 2], ['general_partnership', 1],
    ['pllc', 1], ['professional_corporation', 1], ['llp', 1]] as const);
  const nOwners = kind === 'sole_proprietorship' ? 1 : kind === 'general_partnership' || kind === 'llp' ? r.int(2, 3) : r.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const pcts = kind === 'sole_proprietorship' ? [100] : split(r, nOwners);
  const titles = kind === 'sole_proprietorship' ? [r.pick(['Owner', 'Sole Proprietor', 'Owner/Operator'])]
    : kind === 'general_partnership' || kind === 'llp' ? pcts.map(() => 'Partner')
    : r.shuffle([...TITLES]).slice(0, nOwners);
  const owners = pcts.map((p, i) => owner(r, titles[i]!, p, city));
  const what = r.pick(WHAT), noun = r.pick(NOUNS), word = what.split(' ').slice(-1)[0]!.replace(/^./, (c) => c.toUpperCase());
  const o0 = owners[0]!;
  const texts: Record<string, string[]> = {
    llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], c_corporation: ['Corporation', 'C-Corp', 'Inc.'], s_corporation: ['S-Corp', 'S Corporation'],
    sole_proprietorship: ['Sole Proprietor', 'Sole Prop'], general_partnership: ['Partnership', 'General Partnership'],
    pllc: ['PLLC'], professional_corporation: ['Professional Corporation', 'P.C.'], llp: ['LLP'],
  };
  const suffix: Record<string, string[]> = { llc: [' LLC', ' L.L.C.', ', LLC'], c_corporation: [', Inc.', ' Inc', ' Corp.', ', Inc'],
    s_corporation: [', Inc.', ' Inc.'], general_partnership: [' Partners', ' & Associates'], pllc: [', PLLC', ' PLLC'],
    professional_corporation: [', P.C.', ' PC'], llp: [' LLP', ', LLP'], sole_proprietorship: [''] };
  const sfx = r.pick(suffix[kind]!);
  const legal = kind === 'sole_proprietorship' ? `${o0.first}${o0.mi ? ` ${o0.mi}.` : ''} ${o0.last}`
    : `${noun} ${word}${sfx}`;
  const dba = kind === 'sole_proprietorship' || r.chance(0.45) ? `${r.pick(NOUNS)} ${word}` : null;
  const einKind = kind === 'sole_proprietorship' && r.chance(0.5) ? (o0.itin ? 'ITIN' : 'SSN') : 'EIN';
  const ein = einKind === 'EIN' ? `${r.pick(EIN_PREFIX)}${pad(r.int(1, 9999999), 7)}` : o0.ssn;
  const amount = r.int(3, 100) * 5000, nPay = r.pick([120, 140, 160, 180, 200, 24, 32, 40, 52, 12]);
  const freq = nPay >= 100 ? 'daily' : nPay >= 24 && nPay <= 52 ? r.pick(['weekly', 'biweekly'] as const) : 'monthly';
  const stateInc = r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : city[1];
  return {
    legal, dba, entity: { id: kind, text: r.pick(texts[kind]!) }, ein, einKind, einShown: r.weighted([['full', 8], ['masked', 1], ['blank', 1]] as const),
    what, start: ymd(r, 1996, 2023), stateInc, addr: address(r, city), phone: phone(r),
    email: `${r.pick(['info', 'office', 'admin', o0.first.toLowerCase()])}@${noun.toLowerCase().replace(/[^a-z]/g, '')}${word.toLowerCase()}.com`,
    website: r.chance(0.5) ? `www.${noun.toLowerCase().replace(/[^a-z]/g, '')}${word.toLowerCase()}.com` : null,
    employees: r.int(1, 45), own: r.chance(0.25) ? 'Own' : 'Rent', amount, nPay, freq,
    payment: Math.round((amount * r.pick([1.25, 1.3, 1.35, 1.4, 1.49])) / nPay * 100) / 100,
    use: r.pick(USES), monthly: r.int(12, 400) * 1000, owners,
    landlord: { name: `${r.pick(FIRST)} ${r.pick(LAST)} Properties`, phone: phone(r) },
    bank: { name: r.pick(BANKS), routing: `0${r.int(11, 99)}${pad(r.int(0, 999999), 6)}`, account: String(r.int(10000000, 999999999)) },
    funders: r.shuffle([...FUNDERS]).slice(0, r.int(0, 2)).map((name) => ({ name, balance: r.int(4, 60) * 1000, payment: r.int(100, 900) })),
    refs: [0, 1].map(() => ({ name: `${r.pick(NOUNS)} ${r.pick(['Supply Co.', 'Distributors', 'Wholesale Inc.', 'Foods'])}`, phone: phone(r) })),
    rep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), id: `ISO-${r.int(1000, 9999)}` },
  };
}

// ---- printing helpers -------------------------------------------------------------------------------------------
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'short' | 'iso' | 'dash';
export function fmtDate(d: Ymd, f: DateFmt): string {
  switch (f) {
    case 'mdy': return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
    case 'mdyy': return `${d.m}/${d.d}/${pad(d.y % 100)}`;
    case 'long': return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 'short': return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
    case 'iso': return iso(d);
    case 'dash': return `${pad(d.m)}-${pad(d.d)}-${d.y}`;
  }
}
export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'spaced' | 'usd';
export function fmtMoney(n: number, f: MoneyFmt): string {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const w = Number.isInteger(n) ? n.toLocaleString('en-US') : c;
  switch (f) {
    case 'dollar': return `$${w}`;
    case 'cents': return `$${c}`;
    case 'plain': return w;
    case 'spaced': return `$ ${c}`;
    case 'usd': return `USD ${c}`;
  }
}
export const fmtEin = (s: string): string => `${s.slice(0, 2)}-${s.slice(2)}`;
export const fmtSsn = (s: string): string => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const maskSsn = (s: string, r: Rng): string => r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])! + s.slice(5);
