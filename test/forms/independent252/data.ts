// A fictional merchant for set 252: business, owners, funding request and the people and numbers around it that are
// not the application's (landlord, bank, references, ISO rep, existing funders). Reference ids are read from the
// shared reference tables.
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

const REF = new URL('../../../../shared/reference/', import.meta.url);
interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
export function refItems(file: string): RefItem[] { return (JSON.parse(readFileSync(new URL(file, REF), 'utf8')) as { items: RefItem[] }).items; }

const INDUSTRIES = refItems('industries.json');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: [string, number] | null = null;
  for (const it of INDUSTRIES) {
    for (const c of [it.label ?? '', ...(it.aliases ?? [])]) {
      const a = c.toLowerCase();
      if (!a) continue;
      const i = t.indexOf(a);
      if (i < 0) continue;
      const okL = i === 0 || !/[a-z0-9]/.test(t[i - 1]!), okR = i + a.length === t.length || !/[a-z0-9]/.test(t[i + a.length]!);
      if (okL && okR && (!best || a.length > best[1])) best = [it.id!, a.length];
    }
  }
  return best?.[0] ?? null;
}

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner { first: string; mi: string | null; last: string; role: string; pct: number; tin: string; tinType: 'SSN' | 'ITIN' | 'SIN';
  masked: boolean; blankTin: boolean; dob: string; credit: number | null; home: Address; phone: string; email: string }
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string | null; entity: string; industryText: string; industry: string;
  taxId: string | null; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null; start: string; addr: Address; phone: string;
  email: string; website: string | null; amount: number; payment: number; nPay: number; freq: Freq; use: string; owners: Owner[];
  incState: string; employees: number; monthlySales: number; rent: number;
  landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string; transit?: string; institution?: string };
  refs: { name: string; phone: string }[]; iso: { name: string; company: string; phone: string }; funders: { name: string; balance: number; payment: number }[];
}

const FIRST = ['James', 'Maria', 'Robert', 'Linh', 'DeShawn', 'Priya', 'Michael', 'Ana', 'Tomasz', 'Keisha', 'Daniel', 'Mary-Kate', 'Jean-Luc',
  'Fatima', 'Carlos', 'Yuki', 'Brendan', 'Olga', 'Samuel', 'Rosa', 'Amir', 'Grace', 'Luis', 'Hannah', 'Victor', 'Nkechi'];
const LAST = ['Okafor', "O'Brien", 'Smith-Jones', 'de la Cruz', 'Van der Berg', 'McAllister', "D'Angelo", 'Nguyen', 'Kowalski', 'Patel',
  'Hernandez', 'St. Clair', 'MacLeod', 'Fitzgerald', 'Abernathy-Lowe', 'da Silva', 'Le', 'Goldberg', 'Tremblay', 'Bouchard', 'Ramirez',
  'Washington', 'Lindqvist', 'Haddad', 'del Rio'];
const ROLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'Treasurer', 'COO'];
const WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Ironwood', 'Cedar Point', 'Keystone', 'Lakeshore', 'Northgate', 'Pioneer', 'Red Maple',
  'Silver Creek', 'Tri-County', 'Golden Gate', 'Eastside', 'Prairie Wind', 'Copper Hill', 'Riverbend', 'Bayview'];
const INDUSTRY_TEXT = ['Auto repair & body shop', 'Hair salon', 'Family restaurant', 'Plumbing contractor', 'Landscaping / lawn care',
  'Dental office', 'Veterinary clinic', 'Local trucking - dump truck hauling', 'Convenience store', 'Bakery & cafe', 'HVAC service & install',
  'Daycare center', 'Janitorial services', 'Pet grooming', 'Used car dealer', 'Gym', 'Dry cleaner', 'IT services', 'Furniture store',
  'Liquor store', 'Chiropractor', 'Food truck', 'Roofing contractor', 'General contractor', 'Nail salon', 'Pizzeria'];
const NOUN: Record<string, string[]> = { default: ['Group', 'Enterprises', 'Holdings', 'Services', 'Works', 'Partners'] };
const US_PLACES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'], ['Plano', 'TX', '750'],
  ['Newark', 'NJ', '071'], ['Yonkers', 'NY', '107'], ['Aurora', 'CO', '800'], ['Raleigh', 'NC', '276'], ['Tacoma', 'WA', '984'],
  ['Fresno', 'CA', '937'], ['Savannah', 'GA', '314'], ['Provo', 'UT', '846'], ['Lowell', 'MA', '018'], ['Boise', 'ID', '837'],
  ['Omaha', 'NE', '681'], ['Knoxville', 'TN', '379'], ['Dover', 'DE', '199'], ['Erie', 'PA', '165'], ['Reno', 'NV', '895']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Laval', 'QC', 'H7N'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'],
  ['Halifax', 'NS', 'B3H'], ['Regina', 'SK', 'S4P'], ['Winnipeg', 'MB', 'R3C'], ['Moncton', 'NB', 'E1C'], ['Kelowna', 'BC', 'V1Y']];
const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'Route 9', 'Maple Blvd', 'N. Broad St'];
const CA_STREETS = ['King St W', 'Harbour Rd', 'Rue Principale', 'Boul. St-Laurent', '17 Ave SW', 'Yonge St'];
const FUNDERS = ['Rapid Capital Funding', 'Pearl Advance Co.', 'Everest Business Funding', 'Kapitus', 'Fox Capital', 'Yellowstone Advance', 'Mulligan Funding'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions', 'Truist', 'Citizens Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / 2nd location', 'Marketing', 'Renovation'];
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

function luhnComplete(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } s += v; }
  return d8 + String((10 - (s % 10)) % 10);
}
export const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const phone = (r: Rng): string => `${r.int(201, 989)}${r.int(200, 989)}${r.digits(4)}`;
const randDate = (r: Rng, y0: number, y1: number): string => iso(r.int(y0, y1), r.int(1, 12), r.int(1, 28));

export function ssn(r: Rng): string {
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return String(a).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}

function address(r: Rng, country: 'US' | 'CA', place?: [string, string, string]): Address {
  const [city, state, z] = place ?? r.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const zip = country === 'US' ? z + r.digits(2) : `${z}${r.int(1, 9)}${r.pick([...'ABCEGHJKLMNPRSTVWXYZ'])}${r.int(0, 9)}`;
  return { street: `${r.int(12, 9800)} ${r.pick(country === 'US' ? STREETS : CA_STREETS)}${r.chance(0.25) ? ` Unit ${r.int(1, 40)}` : ''}`, city, state, zip };
}

const SUFFIX: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['Inc.', 'Corp.', 'Corporation', 'Incorporated'], s_corporation: ['Inc.', 'Inc'],
  general_partnership: ['Partners', '& Associates'], limited_partnership: ['LP', 'L.P.'], pllc: ['PLLC'], professional_corporation: ['P.C.'],
  ca_corporation: ['Ltd.', 'Inc.', 'Limited', 'Corp.'], ca_ulc: ['ULC'], cooperative: ['Co-operative'] };

export function makeMerchant(r: Rng, country: 'US' | 'CA'): Merchant {
  const entity = country === 'US'
    ? r.weighted<string>([['llc', 5], ['c_corporation', 3], ['s_corporation', 2], ['sole_proprietorship', 2], ['general_partnership', 1], ['limited_partnership', 1], ['pllc', 1], ['professional_corporation', 1]])
    : r.weighted<string>([['ca_corporation', 6], ['sole_proprietorship', 2], ['general_partnership', 1], ['ca_ulc', 1], ['cooperative', 1]]);
  const sole = entity === 'sole_proprietorship';
  const n = sole ? 1 : r.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const pcts = n === 1 ? [100] : n === 2 ? r.pick([[60, 40], [51, 49], [50, 50], [75, 25]]) : r.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33]]);
  const addr = address(r, country);
  const used = new Set<string>();
  const owners: Owner[] = pcts.map((pct, i) => {
    let last = r.pick(LAST);
    while (used.has(last)) last = r.pick(LAST);
    used.add(last);
    const itin = country === 'US' && r.chance(0.12);
    const tin = country === 'CA' ? luhnComplete(String(r.int(1, 7)) + r.digits(7)) : itin ? `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}` : ssn(r);
    return { first: r.pick(FIRST), mi: r.chance(0.6) ? r.pick([...'ABCDEFGHJKLMPRSTW']) : null, last, pct,
      role: sole ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? r.pick(ROLES.slice(1, 4)) : r.pick(ROLES.slice(3)),
      tin, tinType: country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: r.chance(0.25), blankTin: r.chance(0.1),
      dob: randDate(r, 1955, 1996), credit: r.chance(0.45) ? r.int(540, 810) : null,
      home: address(r, country, r.chance(0.3) ? r.pick(country === 'US' ? US_PLACES : CA_PLACES) : undefined), phone: phone(r),
      email: `${last.replace(/[^A-Za-z]/g, '').toLowerCase()}${r.int(1, 99)}@mail.example` };
  });
  const o0 = owners[0]!;
  const word = r.pick(WORDS);
  const suffix = r.pick(SUFFIX[entity] ?? ['']);
  const legal = sole ? `${o0.first}${o0.mi ? ` ${o0.mi}.` : ''} ${o0.last}` : `${word} ${r.pick(NOUN.default!)}${suffix.startsWith('Inc') && r.chance(0.6) ? ',' : ''} ${suffix}`;
  const industryText = r.pick(INDUSTRY_TEXT);
  const industry = industryOf(industryText);
  if (!industry) throw new Error(`no industry for ${industryText}`);
  const dba = sole || r.chance(0.6) ? `${r.pick(WORDS)} ${industryText.split(/[ &/-]+/)[0]}` : null;
  let taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : 'EIN';
  let taxId: string | null;
  if (country === 'CA') taxId = luhnComplete(String(r.int(1, 8)) + r.digits(7));
  else if (sole && r.chance(0.5)) { taxId = o0.tin; taxType = o0.tinType === 'ITIN' ? 'ITIN' : 'SSN'; }
  else { let p = r.digits(2); while (EIN_BAD.has(p)) p = r.digits(2); taxId = p + r.digits(7); }
  if (r.chance(0.1)) taxId = null;
  const freq = r.pick<Freq>(['daily', 'weekly', 'weekly', 'biweekly', 'monthly']);
  const nPay = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 16, 20, 26]) : r.pick([6, 9, 12, 18]);
  const amount = r.int(10, 300) * 1000 + (r.chance(0.3) ? 500 : 0);
  return {
    country, legal, dba, entity, industryText, industry, taxId, taxType, program: country === 'CA' ? r.pick(['RC0001', 'RT0001', 'RP0001']) : null,
    start: randDate(r, 2000, 2023), addr, phone: phone(r), email: `info@${word.replace(/[^A-Za-z]/g, '').toLowerCase()}.example`,
    website: r.chance(0.5) ? `www.${word.replace(/[^A-Za-z]/g, '').toLowerCase()}${r.int(1, 9)}.example` : null,
    amount, payment: Math.round((amount * r.float(1.25, 1.45) / nPay) * 100) / 100, nPay, freq, use: r.pick(USES), owners,
    incState: r.chance(0.4) ? (country === 'US' ? r.pick(['DE', 'NV', 'WY']) : 'Federal (CBCA)') : addr.state,
    employees: r.int(1, 60), monthlySales: r.int(18, 400) * 1000, rent: r.int(12, 90) * 100,
    landlord: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) },
    bank: country === 'US' ? { name: r.pick(BANKS), routing: `0${r.int(11, 72)}${r.digits(6)}`, account: r.digits(r.int(9, 12)) }
      : { name: r.pick(CA_BANKS), routing: '', account: r.digits(7), transit: r.digits(5), institution: r.pick(['001', '002', '003', '004', '815']) },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods'])}`, phone: phone(r) })),
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, company: r.pick(['Apex ISO Partners', 'Brightline Referrals', 'Crestview Brokerage']), phone: phone(r) },
    funders: r.chance(0.6) ? [{ name: r.pick(FUNDERS), balance: r.int(5, 80) * 1000, payment: r.int(150, 1500) }] : [],
  };
}

// ---- formatting ----
export const fmtPhone = (p: string): string => `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;
export function money(r: Rng, v: number, ca = false): string {
  const whole = Math.floor(v), cents = Math.round((v - whole) * 100);
  const c = whole.toLocaleString('en-US');
  const withCents = cents ? `${c}.${String(cents).padStart(2, '0')}` : r.chance(0.5) ? `${c}.00` : c;
  return ca ? r.pick([`$${withCents} CAD`, `CAD ${withCents}`, `$${withCents}`]) : r.pick([`$${withCents}`, `$ ${withCents}`, withCents, `$${whole}`].filter((s) => cents === 0 || s !== `$${whole}`));
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const longDate = (d: string): string => `${MONTHS[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8))}, ${d.slice(0, 4)}`;
export const upper = (s: string): string => s.toUpperCase();
