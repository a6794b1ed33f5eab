// Fictional merchants for set 247: names, tax IDs, addresses, decoys, and the printed formats of dates and money.
// Every value here is invented; the truth of each is what applications.md's rules give for the printed text.
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[] }
const refItems = (f: string): RefItem[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: RefItem[] }).items;
export const INDUSTRIES = refItems('industries.json');
export const ENTITY_IDS = new Set(refItems('entity-types.json').map((e) => e.id!));
export const STATE_CODES = new Set(refItems('states.json').map((s) => s.code!));
export const PROVINCE_CODES = new Set(refItems('provinces.json').map((s) => s.code!));

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9&/+-]+/g, ' ')} `;
  let best: string | null = null, len = 0;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const n = a.toLowerCase().replace(/[^a-z0-9&/+-]+/g, ' ').trim();
      if (n.length > len && t.includes(` ${n} `)) { best = it.id!; len = n.length; }
    }
  }
  return best;
}

export interface Address { street: string; city: string; region: string; postal: string }
export interface TaxId { printed: string; digits: string | null; type: string | null; country: Country | null }
export interface Owner {
  first: string; middle: string; last: string; credential: string; role: string; pct: number;
  tax: TaxId; dob: string; credit: number | null; home: Address; phone: string; email: string;
}
export interface Entity { id: string; printed: string; box: string; suffix: string }
export interface Deal {
  country: Country; legal: string; dba: string | null; entity: Entity; industryText: string; industry: string | null;
  tax: TaxId; start: string; address: Address; incRegion: string; phone: string; email: string; website: string;
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  owners: Owner[]; monthlySales: number; employees: number;
  bank: { name: string; routing: string; account: string }; landlord: { name: string; phone: string; rent: number };
  refs: { name: string; contact: string; phone: string }[]; funders: { name: string; balance: number; payment: number }[];
  rep: { name: string; id: string; phone: string };
}

const FIRST = ['Maria', 'James', 'Priya', 'Dmitri', 'Aisha', 'Connor', 'Lucia', 'Tomasz', 'Keisha', 'Rafael', 'Mei-Ling', 'Jean-Luc',
  'Siobhan', 'Oluwaseun', 'Hannah', 'Marcus', 'Ngozi', 'Diego', 'Yusuf', 'Bridget', 'Anne-Marie', 'Kwame', 'Esther', 'Teodoro'];
const LAST = ["O'Brien", 'Santos-Whitfield', 'van der Berg', 'de la Cruz', 'McAllister', "D'Angelo", 'Nguyen', 'Kowalski', 'Okafor',
  'St. Clair', 'Al-Hassan', 'Lindqvist', 'MacLeod', 'Delacroix-Hayes', 'Van Buren', 'Abernathy', 'Ruiz', 'Petrov', 'Fitzgerald',
  'Le Blanc', "O'Shaughnessy", 'da Silva', 'Baptiste-Moreau', 'Whitcombe'];
const PLACE = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Ironwood', 'Lakeshore', 'Granite Peak', 'Red Maple', 'Silverline',
  'Harbor Point', 'Golden Spoke', 'Prairie Wind', 'Tidewater', 'North Star', 'Oak & Anchor', 'Pinecrest', 'Cedar Hollow', 'Brightwater'];
/** [type of business as written, noun for the name]: the industry is computed from the text by the reference rule. */
const TRADES: [string, string][] = [
  ['Full service restaurant', 'Bistro'], ['Auto body - collision repair', 'Auto Works'], ['HVAC install & service', 'Mechanical'],
  ['Hair salon and barbershop', 'Salon'], ['Local trucking - dump truck hauling', 'Hauling'], ['Dental office', 'Dental'],
  ['Landscaping & snow removal', 'Landscapes'], ['Veterinary clinic', 'Animal Care'], ['Convenience store', 'Market'],
  ['Commercial cleaning', 'Cleaning Co'], ['General contractor - remodeling', 'Builders'], ['Daycare center', 'Kids Academy'],
  ['Plumbing contractor', 'Plumbing'], ['Coffee shop / cafe', 'Coffee Roasters'], ['Fitness center', 'Fitness'],
  ['Wholesale distributor of paper goods', 'Supply'], ['Medical office (family practice)', 'Family Health'], ['Car wash & detailing', 'Auto Spa'],
];
const US_CITIES: [string, string, string][] = [['Columbus', 'OH', '43215'], ['Tampa', 'FL', '33602'], ['Plano', 'TX', '75074'],
  ['Paterson', 'NJ', '07501'], ['Scranton', 'PA', '18503'], ['Boise', 'ID', '83702'], ['Tucson', 'AZ', '85701'], ['Raleigh', 'NC', '27601'],
  ['Yonkers', 'NY', '10701'], ['Fresno', 'CA', '93721'], ['Aurora', 'CO', '80012'], ['Savannah', 'GA', '31401'], ['Louisville', 'KY', '40202']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B 2C9'], ['Surrey', 'BC', 'V3T 4H8'], ['Calgary', 'AB', 'T2P 1J9'],
  ['Laval', 'QC', 'H7N 5H4'], ['Halifax', 'NS', 'B3J 2K9'], ['Saskatoon', 'SK', 'S7K 1J5'], ['Winnipeg', 'MB', 'R3C 0V8'], ['Moncton', 'NB', 'E1C 4M3']];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Harbour Rd', 'Kingsway', 'Market Sq', 'Depot St', 'Centre St'];
const BANKS_US = ['First Prairie Bank', 'Keystone Community Bank', 'Harbor Federal Savings', 'Red River Credit Union', 'Granite Trust Bank'];
const BANKS_CA = ['Northshore Credit Union', 'Laurentian Caisse Populaire', 'Prairie Provincial Bank', 'Coastline Savings'];
const FUNDERS = ['Rapid Ledger Funding', 'Bluewave Capital', 'Ironclad Advance LLC', 'Meridian Receivables', 'Fastlane Business Funding', 'Crown Point Capital'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Renovation', 'Marketing', 'Debt consolidation'];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'CFO', 'Secretary', 'Director', 'COO'];

const EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 26, 27, 30, 31, 33, 35, 36, 38, 41, 45, 46, 47, 52, 54, 56, 61, 65, 81, 84, 86, 88, 91, 93, 98];
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
function luhn9(rng: Rng, firsts: number[]): string {
  for (;;) {
    const d = [rng.pick(firsts), ...Array.from({ length: 7 }, () => rng.int(0, 9))];
    for (let c = 0; c <= 9; c++) {
      const all = [...d, c];
      const sum = all.reduce((s, x, i) => { const v = i % 2 === 1 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
      if (sum % 10 === 0) return all.join('');
    }
  }
}
export function ein(rng: Rng): TaxId {
  const d = `${rng.pick(EIN_PREFIX)}${pad(rng.int(1, 9999999), 7)}`;
  return { printed: `${d.slice(0, 2)}-${d.slice(2)}`, digits: d, type: 'EIN', country: 'US' };
}
export function ssn(rng: Rng, itin = false): TaxId {
  const area = itin ? 900 + rng.int(0, 99) : rng.pick([rng.int(1, 665), rng.int(667, 899)]);
  const group = itin ? rng.int(70, 88) : rng.int(1, 99);
  const d = `${pad(area, 3)}${pad(group, 2)}${pad(rng.int(1, 9999), 4)}`;
  return { printed: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d, type: itin ? 'ITIN' : 'SSN', country: 'US' };
}
export function sin(rng: Rng): TaxId {
  const d = luhn9(rng, [1, 2, 3, 4, 5, 6, 7]);
  return { printed: rng.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, digits: d, type: 'SIN', country: 'CA' };
}
export function bn(rng: Rng): TaxId {
  const d = luhn9(rng, [1, 7, 8]);
  const prog = `${rng.pick(['RC', 'RT'])}000${rng.int(1, 2)}`;
  return { printed: rng.chance(0.6) ? `${d} ${prog}` : `${d}${prog}`, digits: `${d}${prog}`, type: 'BN', country: 'CA' };
}
/** A masked number: printed, but every truth value null (applications.md). */
export const masked = (t: TaxId, rng: Rng): TaxId => ({
  printed: t.type === 'EIN' ? `XX-XXX${t.digits!.slice(-4)}` : t.country === 'CA' ? `*** *** ${t.digits!.slice(6, 9)}` : `${rng.pick(['XXX-XX-', '***-**-'])}${t.digits!.slice(-4)}`,
  digits: null, type: null, country: null });
export const blankTax = (): TaxId => ({ printed: '', digits: null, type: null, country: null });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** An ISO date printed in one of the formats real forms use. */
export function fmtDate(iso: string, rng: Rng): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return rng.pick([
    () => `${pad(m, 2)}/${pad(d, 2)}/${y}`, () => `${m}/${d}/${String(y).slice(2)}`, () => `${MONTHS[m - 1]} ${d}, ${y}`,
    () => `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`, () => `${m}/${d}/${y}`, () => iso,
  ])();
}
export function fmtMoney(n: number, rng: Rng, country: Country): string {
  const c = n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  const c2 = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const opts = [`$${c}`, `$${c2}`, `${c}`, `$ ${c}`, n.toFixed(2)];
  return rng.pick(country === 'CA' ? [...opts, `CAD ${c}`, `$${c} CAD`] : opts);
}
const isoDate = (rng: Rng, y0: number, y1: number): string => `${rng.int(y0, y1)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
const phone = (rng: Rng): string => rng.pick([
  (a: string, b: string, c: string) => `(${a}) ${b}-${c}`, (a: string, b: string, c: string) => `${a}-${b}-${c}`, (a: string, b: string, c: string) => `${a}.${b}.${c}`,
])(String(rng.int(201, 989)), String(rng.int(200, 989)), pad(rng.int(0, 9999), 4));
const address = (rng: Rng, country: Country): Address => {
  const [city, region, postal] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  return { street: `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Unit ${rng.int(1, 40)}` : ''}`, city, region, postal };
};
export const oneLine = (a: Address): string => `${a.street}, ${a.city}, ${a.region} ${a.postal}`;
export const personName = (rng: Rng): string => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
const simpleSlug = (s: string): string => s.toLowerCase().replace(/[^a-z]+/g, '');

function owner(rng: Rng, country: Country, role: string, pct: number): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  let tax = country === 'US' ? ssn(rng, rng.chance(0.12)) : sin(rng);
  const r = rng.next();
  if (r < 0.25) tax = masked(tax, rng); else if (r < 0.35) tax = blankTax();
  return { first, middle: rng.chance(0.55) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : '', last,
    credential: rng.chance(0.12) ? rng.pick([', DC', ', CPA', ', MD', ', DDS']) : '', role, pct, tax,
    dob: isoDate(rng, 1956, 1994), credit: rng.chance(0.5) ? rng.int(520, 810) : null, home: address(rng, country), phone: phone(rng),
    email: `${simpleSlug(first)}.${simpleSlug(last)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
}

const US_ENTITIES: Entity[] = [
  { id: 'llc', printed: 'LLC', box: 'LLC', suffix: 'LLC' }, { id: 'c_corporation', printed: 'Corporation', box: 'Corporation', suffix: 'Inc.' },
  { id: 's_corporation', printed: 'S Corp', box: 'S Corp', suffix: 'Inc.' }, { id: 'general_partnership', printed: 'Partnership', box: 'Partnership', suffix: 'Partners' },
  { id: 'sole_proprietorship', printed: 'Sole Proprietor', box: 'Sole Prop', suffix: '' }, { id: 'pllc', printed: 'PLLC', box: 'LLC', suffix: 'PLLC' },
  { id: 'limited_partnership', printed: 'LP', box: 'LP', suffix: 'LP' },
];
const CA_ENTITIES: Entity[] = [
  { id: 'ca_corporation', printed: 'Corporation', box: 'Corporation', suffix: 'Ltd.' }, { id: 'ca_corporation', printed: 'Inc.', box: 'Corporation', suffix: 'Inc.' },
  { id: 'sole_proprietorship', printed: 'Sole Proprietorship', box: 'Sole Proprietor', suffix: '' },
  { id: 'general_partnership', printed: 'Partnership', box: 'Partnership', suffix: '' }, { id: 'ca_ulc', printed: 'ULC', box: 'Other', suffix: 'ULC' },
];

export function makeDeal(rng: Rng, country: Country): Deal {
  const entity = rng.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const sole = entity.id === 'sole_proprietorship';
  const partners = ['general_partnership', 'limited_partnership'].includes(entity.id);
  const n = sole ? 1 : partners ? rng.pick([2, 2, 3]) : rng.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const splits = n === 1 ? [sole ? 100 : rng.pick([100, 100, 80, 75])] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : rng.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33]]);
  const owners = splits.map((p, i) => owner(rng, country, sole ? rng.pick(['Owner', 'Sole Proprietor', 'Proprietor']) : i === 0 ? rng.pick(ROLES.slice(0, 5)) : rng.pick(ROLES.slice(4)), p));
  const [trade, noun] = rng.pick(TRADES);
  const place = rng.pick(PLACE);
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first}${o0.middle ? ` ${o0.middle}` : ''} ${o0.last}` : `${place} ${noun}${entity.suffix ? `${entity.suffix === 'Inc.' && rng.chance(0.5) ? ',' : ''} ${entity.suffix}` : ''}`;
  const dba = sole ? `${place} ${noun}` : rng.pick([null, null, `${rng.pick(PLACE)} ${noun}`, 'SAME', 'N/A', legal]);
  const address0 = address(rng, country);
  let tax = country === 'US' ? (sole && rng.chance(0.5) ? (o0.tax.digits ? o0.tax : ssn(rng)) : ein(rng)) : bn(rng);
  const tr = rng.next();
  if (tr < 0.12) tax = masked(tax.digits ? tax : ein(rng), rng); else if (tr < 0.2) tax = blankTax();
  const amount = rng.pick([15000, 25000, 35000, 50000, 75000, 100000, 125000, 150000, 250000]) + (rng.chance(0.2) ? 500 : 0);
  const payments = rng.pick([60, 80, 100, 120, 140, 26, 52]);
  const frequency = payments < 60 ? 'weekly' : rng.pick(['daily', 'daily', 'weekly'] as const);
  const payment = Math.round((amount * 1.35) / payments * 100) / 100;
  const regions = country === 'US' ? ['DE', 'NV', 'WY', address0.region] : ['ON', 'BC', 'AB', address0.region];
  return {
    country, legal, dba, entity, industryText: trade, industry: industryOf(trade), tax, start: isoDate(rng, 1996, 2023), address: address0,
    incRegion: rng.pick(regions), phone: phone(rng), email: `${rng.pick(['info', 'office', 'accounts', simpleSlug(o0.first)])}@${simpleSlug(place + noun)}.${country === 'US' ? 'com' : 'ca'}`,
    website: rng.chance(0.6) ? `www.${simpleSlug(place + noun)}.${country === 'US' ? 'com' : 'ca'}` : '', amount, payment, payments, frequency,
    use: rng.pick(USES), owners, monthlySales: rng.int(25, 400) * 1000, employees: rng.int(2, 60),
    bank: { name: rng.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) },
    landlord: { name: rng.chance(0.5) ? personName(rng) : `${rng.pick(PLACE)} Properties LLC`, phone: phone(rng), rent: rng.int(12, 90) * 100 },
    refs: [0, 1, 2].map(() => ({ name: `${rng.pick(PLACE)} ${rng.pick(['Supply', 'Foods', 'Distributors', 'Parts Co.', 'Wholesale'])}`, contact: personName(rng), phone: phone(rng) })),
    funders: rng.chance(0.6) ? [...Array(rng.int(1, 3))].map(() => ({ name: rng.pick(FUNDERS), balance: rng.int(5, 90) * 1000, payment: rng.int(150, 2500) })) : [],
    rep: { name: personName(rng), id: `R-${rng.digits(4)}`, phone: phone(rng) },
  };
}
