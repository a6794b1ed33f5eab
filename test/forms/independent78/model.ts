// Set 78: the fictional merchant behind one narrative (fill-in-the-blank) application, and the reference matchers
// that turn printed entity/industry text into reference ids exactly as applications.md says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: RefItem[] }).items;
const ENTITIES = load('entity-types.json').filter((e) => e.countries?.includes('US'));
const INDUSTRIES = load('industries.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The entity-types id whose id, label or alias equals the printed text (US form: Inc/Corp are c_corporation). */
export function entityId(printed: string): string | null {
  const n = norm(printed);
  if (!n) return null;
  for (const e of ENTITIES) if ([e.id, e.label, ...e.aliases].some((a) => norm(a) === n)) return e.id;
  return null;
}

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(printed: string): string | null {
  let best: { id: string; len: number } | null = null;
  const low = printed.toLowerCase();
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const re = new RegExp(`(?<![a-z0-9])${a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`);
      if (re.test(low) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; ssn: string; itin: boolean;
  dob: string; fico: number | null; home: Address; phone: string; email: string;
}
export interface Merchant {
  legal: string; dba: string | null; entityWord: string; entityBox: string; stateInc: string; industryText: string;
  ein: string; addr: Address; phone: string; email: string; website: string | null; start: string;
  amount: number; payment: number; nPay: number; freq: 'Daily' | 'Weekly' | 'Bi-Weekly' | 'Monthly'; use: string;
  monthlySales: number; employees: number; rent: 'Own' | 'Rent'; rentAmt: number; landlord: string; landlordPhone: string;
  bank: string; routing: string; account: string; funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[]; isoRep: string; isoCompany: string; owners: Owner[];
}

const FIRST = ['Marisol', 'Derek', 'Anita', 'Terrence', 'Kwame', 'Lorraine', 'Hector', 'Priya', 'Gideon', 'Yolanda', 'Bartholomew',
  'Renee', 'Mateo', 'Colleen', 'Desmond', 'Fatima', 'Warren', 'Ingrid', 'Luis', 'Shanice', 'Tobias', 'Mei', 'Rashad', 'Cheryl'];
const LAST = ['Okafor', 'Delgado', 'Whitfield', 'Nguyen', 'Brennan-Hall', 'Castellanos', 'Fitzgerald', 'Kowalczyk', 'Abernathy',
  'De La Cruz', 'Van Dyke', 'Pemberton', 'Haddad', 'Lindqvist', 'Moreau', "O'Sullivan", 'Ramanathan', 'Szabo', 'Thibodeaux', 'Yilmaz'];
const CITIES: [string, string, string][] = [['Tulsa', 'OK', '741'], ['Spokane', 'WA', '992'], ['Dayton', 'OH', '454'],
  ['Savannah', 'GA', '314'], ['Boise', 'ID', '837'], ['Allentown', 'PA', '181'], ['Fresno', 'CA', '937'], ['Lubbock', 'TX', '794'],
  ['Worcester', 'MA', '016'], ['Knoxville', 'TN', '379'], ['Reno', 'NV', '895'], ['Mobile', 'AL', '366'], ['Paterson', 'NJ', '075'],
  ['Tucson', 'AZ', '857'], ['Des Moines', 'IA', '503'], ['Charleston', 'SC', '294'], ['Madison', 'WI', '537'], ['Albany', 'NY', '122']];
const STREETS = ['Commerce St', 'Old Mill Rd', 'Harbor View Dr', 'W 14th Ave', 'Industrial Pkwy', 'Maple Grove Ln', 'Route 9',
  'Kingsley Blvd', 'N Main St', 'Sycamore Ct', 'Riverside Ave', 'E Broadway'];
const WORDS = ['Summit', 'Bluebird', 'Ironwood', 'Keystone', 'Harvest', 'Meridian', 'Coastal', 'Granite', 'Pioneer', 'Juniper',
  'Lantern', 'Crescent', 'Redstone', 'Evergreen', 'Northstar', 'Copperline'];
const INDUSTRY: [string, string][] = [['Full-service Italian restaurant', 'Trattoria'], ['Mechanic and body shop', 'Auto Works'],
  ['Hair salon and barbershop', 'Salon'], ['Residential plumbing contractor', 'Plumbing'], ['Landscaping and lawn care', 'Landscapes'],
  ['General dentistry - dental office', 'Dental'], ['Local trucking / dump truck hauling', 'Hauling'], ['Veterinary clinic', 'Animal Care'],
  ['Convenience store with deli counter', 'Mart'], ['Commercial cleaning services', 'Cleaning Co'], ['HVAC installation and repair', 'Heating & Air'],
  ['Licensed daycare center', 'Kids Academy'], ['Fitness center / gym', 'Fitness'], ['Used car dealer', 'Motors'],
  ['Wholesale produce distributor', 'Produce'], ['Coffee shop and bakery cafe', 'Coffee House'], ['Machine shop (CNC fabrication)', 'Machining'],
  ['Florist', 'Flowers'], ['Home health care agency', 'Home Care'], ['Property management', 'Property Group']];
/** [printed entity word, checkbox label, legal-name suffix]; the word is what the narrative's blank holds. */
const ENTITY: [string, string, string][] = [['limited liability company', 'LLC', 'LLC'], ['LLC', 'LLC', 'L.L.C.'],
  ['corporation', 'Corporation', 'Inc.'], ['S Corporation', 'S-Corp', 'Corp.'], ['sole proprietorship', 'Sole Proprietor', ''],
  ['general partnership', 'Partnership', 'Partners'], ['professional corporation', 'Other', 'P.C.'], ['Limited Partnership', 'Other', 'LP']];
const TITLES = ['Owner', 'President', 'Managing Member', 'CEO', 'Member', 'Partner', 'Vice President', 'Secretary/Treasurer'];
const USES = ['inventory purchase', 'equipment repair', 'payroll and working capital', 'expansion of a second location',
  'marketing campaign', 'tax payment', 'purchase of a delivery van', 'renovations'];
const FUNDERS = ['Bluewave Advance', 'Pinnacle Receivables Co.', 'Stonegate Capital', 'Rapid Oak Funding', 'Lighthouse MCA'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Union Harbor Bank, N.A.', 'Granite State Savings'];

export const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const EIN_BAD = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

function ein(r: Rng): string {
  let p = r.int(1, 99);
  while (EIN_BAD.has(p)) p = r.int(1, 99);
  return `${String(p).padStart(2, '0')}-${r.digits(7)}`;
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${r.pick([70, 72, 75, 81, 88, 94])}-${String(r.int(1, 9999)).padStart(4, '0')}`;
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function address(r: Rng, state?: string): Address {
  const pool = state ? CITIES.filter((c) => c[1] !== state) : CITIES;
  const [city, st, z] = r.pick(pool.length ? pool : CITIES) as [string, string, string];
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.25) ? ` Suite ${r.int(100, 450)}` : ''}`, city, state: st, zip: `${z}${r.digits(2)}` };
}

function owner(r: Rng, title: string, pct: number, homeState: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  return { first, middle: r.chance(0.4) ? r.pick('ABCDEJKLMRST'.split('')) : null, last, title, pct, itin: r.chance(0.1),
    ssn: '', dob: iso(r.int(1954, 1996), r.int(1, 12), r.int(1, 28)), fico: r.chance(0.5) ? r.int(540, 790) : null,
    home: address(r, r.chance(0.7) ? undefined : homeState), phone: phone(r), email: `${first[0]!.toLowerCase()}${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@mail.com` };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  const out: number[] = [];
  let left = 100;
  for (let i = 0; i < n - 1; i++) { const v = Math.max(20, Math.min(left - 20 * (n - 1 - i), r.pick([25, 30, 35, 40, 50, 51, 60]))); out.push(v); left -= v; }
  out.push(left);
  return out;
}

export function makeMerchant(r: Rng, maxOwners = 4): Merchant {
  const [indText, indWord] = r.pick(INDUSTRY);
  const [entityWord, entityBox, suffix] = r.pick(ENTITY);
  const addr = address(r);
  const sole = entityWord === 'sole proprietorship';
  const n = sole ? 1 : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const pcts = shares(r, n);
  const owners = pcts.map((p, i) => owner(r, sole ? 'Owner' : i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(4)), p, addr.state));
  for (const o of owners) o.ssn = ssn(r, o.itin);
  const base = `${r.pick(WORDS)} ${indWord}`;
  const o0 = owners[0]!;
  const pre = r.pick(WORDS.filter((w) => !base.startsWith(w)));
  const legal = sole ? `${o0.first} ${o0.last}` : `${r.chance(0.5) ? pre + ' ' : ''}${base}${suffix === 'Inc.' ? ',' : ''} ${suffix}`;
  const dba = sole || r.chance(0.55) ? base : null;
  const nPay = r.pick([60, 90, 120, 140, 160, 180, 24, 36, 52]);
  const freq = nPay <= 52 ? r.pick(['Weekly', 'Bi-Weekly', 'Monthly'] as const) : 'Daily';
  const amount = r.int(10, 300) * 500;
  const y = r.int(1998, 2022);
  return {
    legal, dba, entityWord, entityBox, stateInc: r.pick(['Delaware', 'Nevada', 'Wyoming', 'New York', 'Florida', 'Texas']), industryText: indText,
    ein: sole && r.chance(0.6) ? o0.ssn : ein(r), addr, phone: phone(r), email: `office@${base.replace(/[^A-Za-z]/g, '').toLowerCase()}.com`,
    website: r.chance(0.5) ? `www.${base.replace(/[^A-Za-z]/g, '').toLowerCase()}.com` : null, start: iso(y, r.int(1, 12), r.int(1, 28)),
    amount, payment: Math.round((amount * r.float(1.25, 1.45)) / nPay * 100) / 100, nPay, freq, use: r.pick(USES),
    monthlySales: r.int(18, 400) * 1000, employees: r.int(1, 60), rent: r.chance(0.3) ? 'Own' : 'Rent', rentAmt: r.int(12, 90) * 100,
    landlord: `${r.pick(WORDS)} Realty ${r.pick(['LLC', 'Group', 'Partners'])}`, landlordPhone: phone(r), bank: r.pick(BANKS),
    routing: `0${r.digits(8)}`, account: r.digits(r.int(8, 11)),
    funders: Array.from({ length: r.int(0, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(20, 900) * 100, payment: r.int(80, 900) })),
    refs: Array.from({ length: 2 }, () => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Distributors', 'Wholesale', 'Paper Co.'])}`, phone: phone(r) })),
    isoRep: `${r.pick(FIRST)} ${r.pick(LAST)}`, isoCompany: `${r.pick(WORDS)} Funding Advisors`, owners,
  };
}
