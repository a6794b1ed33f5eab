// The fictional merchant behind one form: every value drawn from the seed, and the truth each printed value gives
// (applications.md's rules, computed from the reference lists so the ids follow the rules rather than a hand table).
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference/';
interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(REF + f, 'utf8')) as { items: RefItem[] }).items;
export const ENTITIES = load('entity-types.json');
export const INDUSTRIES = load('industries.json');
export const STATES = (JSON.parse(readFileSync(REF + 'states.json', 'utf8')) as { items: { code: string; name: string; default_selectable: boolean; type: string }[] })
  .items.filter((s) => s.default_selectable && s.type === 'state');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The entity-types id whose id, label or alias equals the text (case and punctuation ignored); Inc/Corp -> c_corporation. */
export function entityOf(text: string): string | null {
  const t = norm(text);
  if (['inc', 'incorporated', 'corp', 'corporation', 'ltd'].includes(t)) return 'c_corporation';
  for (const e of ENTITIES) {
    if (e.countries && !e.countries.includes('US')) continue;
    if ([e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === t)) return e.id;
  }
  return null;
}

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const low = text.toLowerCase();
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(low) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha', 'Thomas', 'Nguyen', 'Kevin',
  'Rosa', 'Daniel', 'Sandra', 'Anthony', 'Priya', 'Marcus', 'Elena', 'Terrence', 'Grace', 'Luis', 'Denise', 'Samuel', 'Yolanda'];
const LAST = ['Gonzalez', 'Whitfield', 'Van der Berg', 'Smith-Jones', "O'Neil", 'De La Cruz', 'McAllister', 'Patel', 'Okafor', 'Brennan',
  'Kowalski', 'Tran', 'Harrington', 'Delgado', 'Abernathy', 'Castellano', 'Lindqvist', 'Washington', 'Ferreira-Lopez', 'St. Clair'];
const NAME_WORDS = ['Summit', 'Harbor', 'Red Oak', 'Golden Gate', 'Blue Ridge', 'Prairie', 'Coastal', 'Liberty', 'Silver Creek', 'Evergreen',
  'Northstar', 'Copper Hill', 'Lakeside', 'Magnolia', 'Iron Horse', 'Sunrise', 'Granite State', 'Pioneer'];
export const BUSINESS_TYPES: [string, string][] = [
  ['Italian restaurant', 'Trattoria'], ['Auto body shop', 'Auto Care'], ['Hair salon', 'Salon'], ['Plumbing contractor', 'Plumbing'],
  ['HVAC installation & repair', 'Heating & Air'], ['Landscaping & lawn care', 'Landscapes'], ['Dental office', 'Family Dental'],
  ['Veterinary clinic', 'Animal Hospital'], ['Convenience store', 'Quick Mart'], ['Liquor store', 'Wine & Spirits'],
  ['Daycare', 'Kids Academy'], ['Janitorial services', 'Cleaning Co'], ['Gym', 'Fitness'], ['Coffee shop', 'Coffee House'],
  ['Pet grooming', 'Pet Spa'], ['Wholesale distributor', 'Supply'], ['Food truck', 'Street Eats'], ['Machine shop', 'Machining'],
  ['Roofing contractor', 'Roofing'], ['Dry cleaner', 'Cleaners'], ['Car wash', 'Car Wash'], ['Nail salon', 'Nails'],
  ['Trucking - local hauling', 'Hauling'], ['Medical office', 'Medical Group'], ['Retail boutique', 'Boutique'], ['Grocery', 'Market'],
];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Market St', 'Route 9', 'Washington Ave', 'Lake Rd', 'Pine Ct'];
const CITIES = ['Springfield', 'Riverside', 'Fairview', 'Georgetown', 'Madison', 'Clinton', 'Franklin', 'Ashland', 'Greenville', 'Salem'];
const FUNDERS = ['Rapid Capital Funding', 'Lendini', 'Kalamata Capital', 'Fora Financial', 'Yellowstone Capital', 'Mantis Funding', 'Forward Financing'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'KeyBank'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Renovation', 'Marketing', 'Debt consolidation'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  ssn: string; masked: boolean; dob: string; credit: number | null; home: Address; phone: string; email: string;
}
export interface Deal {
  legal: string; dbaText: string; trade: string | null; entityId: string; entityText: string; checkboxLabel: string; industryText: string;
  industryId: string | null; ein: string; einType: 'EIN' | 'SSN' | 'ITIN'; start: string; years: number; addr: Address; phone: string;
  email: string; website: string; stateOfInc: string; amount: number; use: string; payment: number; count: number;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; monthlySales: number; annual: number; rent: boolean; employees: number;
  landlord: { name: string; phone: string; rent: number }; bank: { name: string; routing: string; account: string };
  refs: { name: string; contact: string; phone: string }[]; advances: { funder: string; balance: number; payment: number }[];
  rep: { name: string; phone: string; email: string }; owners: Owner[]; signDate: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');
export const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const isoDate = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;
export const address = (r: Rng, state?: string): Address => ({ street: `${r.int(12, 9800)} ${r.pick(STREETS)}`, city: r.pick(CITIES),
  state: state ?? r.pick(STATES).code, zip: r.digits(5) });
export const addrLine = (a: Address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

/** Entity as a checkbox label (or Other + text) and as the free text a typed form carries, for one legal form. */
const ENTITY_CHOICES: { box: string; texts: string[]; suffix: string[] }[] = [
  { box: 'LLC', texts: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffix: [', LLC', ' LLC', ', L.L.C.'] },
  { box: 'Corporation', texts: ['Corporation', 'Corp.', 'Inc.', 'C-Corp'], suffix: [', Inc.', ' Inc', ' Corp.', ' Corporation'] },
  { box: 'Other', texts: ['S Corp', 'S-Corp'], suffix: [', Inc.', ' Inc.'] },
  { box: 'Partnership', texts: ['Partnership', 'General Partnership'], suffix: [' Partners', ' & Associates'] },
  { box: 'LLP', texts: ['LLP'], suffix: [' LLP'] },
  { box: 'Sole Proprietor', texts: ['Sole Proprietor', 'Sole Prop'], suffix: [''] },
  { box: 'Other', texts: ['PLLC'], suffix: [', PLLC'] },
];

function makeOwner(r: Rng, pct: number, title: string, state: string): Owner {
  const ssnFirst = r.chance(0.12) ? r.int(900, 999) : r.int(100, 665);
  const ssn = `${ssnFirst}${ssnFirst >= 900 ? r.int(70, 88) : pad(r.int(1, 99))}${r.digits(4)}`;
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  return { first, middle: r.chance(0.4) ? r.pick('ABCDEJKLMRST'.split('')) : null, last, credential: r.chance(0.08) ? r.pick(['DC', 'CPA', 'DDS']) : null,
    title, pct, ssn, masked: r.chance(0.25), dob: isoDate(r.int(1955, 1998), r.int(1, 12), r.int(1, 28)), credit: r.chance(0.55) ? r.int(520, 810) : null,
    home: address(r, r.chance(0.8) ? state : undefined), phone: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@gmail.com` };
}

export function makeDeal(r: Rng, maxOwners: number): Deal {
  const [industryText, word] = r.pick(BUSINESS_TYPES);
  const ent = r.weighted(ENTITY_CHOICES.map((e, i) => [e, [40, 25, 8, 6, 3, 10, 4][i]!] as const));
  const entityText = r.pick(ent.texts);
  const addr = address(r);
  const nOwners = ent.box === 'Sole Proprietor' ? 1 : Math.min(maxOwners, r.weighted([[1, 5], [2, 4], [3, 2]] as const));
  const pcts = nOwners === 1 ? [r.pick([100, 100, 100, 80, 51])] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const titles = ent.box === 'LLC' || ent.box === 'Other' ? ['Managing Member', 'Member', 'Owner'] : ent.box === 'Partnership' || ent.box === 'LLP'
    ? ['Partner', 'Managing Partner', 'General Partner'] : ent.box === 'Sole Proprietor' ? ['Owner', 'Proprietor'] : ['President', 'CEO', 'Vice President', 'Secretary'];
  const owners = pcts.map((p, i) => makeOwner(r, p, i === 0 ? titles[0]! : r.pick(titles.slice(1)), addr.state));
  const base = `${r.pick(NAME_WORDS)} ${word}`;
  const o1 = owners[0]!;
  const legal = ent.box === 'Sole Proprietor' ? `${o1.first} ${o1.last}` : base + r.pick(ent.suffix);
  const dbaRoll = r.next();
  const dbaText = ent.box === 'Sole Proprietor' ? base : dbaRoll < 0.35 ? `${r.pick(NAME_WORDS)} ${word}` : dbaRoll < 0.5 ? 'SAME' : dbaRoll < 0.6 ? 'N/A' : dbaRoll < 0.7 ? legal : '';
  const trade = ['', 'SAME', 'N/A', legal].includes(dbaText) ? null : dbaText;
  const soleSsn = ent.box === 'Sole Proprietor' && r.chance(0.6);
  const ein = soleSsn ? o1.ssn : `${r.int(10, 98)}${r.digits(7)}`;
  if (soleSsn) o1.masked = false;
  const y = r.int(1998, 2023);
  const amount = r.pick([25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 200000, 250000, 40000 + r.int(0, 40) * 500]);
  const count = r.pick([120, 140, 160, 200, 26, 52, 24, 12]);
  const freq = count >= 120 ? 'daily' : count === 24 ? 'biweekly' : count === 12 ? 'monthly' : 'weekly';
  const monthlySales = r.int(30, 400) * 1000 + r.int(0, 999);
  const fname = r.pick(FIRST);
  return {
    legal, dbaText, trade, entityId: entityOf(entityText)!, entityText, checkboxLabel: ent.box === 'Other' ? `Other:${entityText}` : ent.box,
    industryText, industryId: industryOf(industryText), ein, einType: soleSsn ? (ein.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN',
    start: isoDate(y, r.int(1, 12), r.int(1, 28)), years: 2025 - y, addr, phone: phone(r), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : '', stateOfInc: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : addr.state,
    amount, use: r.pick(USES), payment: Math.round((amount * 1.35) / count), count, freq, monthlySales, annual: monthlySales * 12 + r.int(0, 50000),
    rent: r.chance(0.7), employees: r.int(1, 60),
    landlord: { name: `${r.pick(NAME_WORDS)} Properties LLC`, phone: phone(r), rent: r.int(15, 120) * 100 },
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    refs: [0, 1, 2].map(() => ({ name: `${r.pick(NAME_WORDS)} ${r.pick(['Supply', 'Foods', 'Wholesale', 'Distributors', 'Equipment'])}`,
      contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    advances: r.chance(0.55) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(8, 90) * 1000, payment: r.int(150, 1500) })) : [],
    rep: { name: `${fname} ${r.pick(LAST)}`, phone: phone(r), email: `${fname.toLowerCase()}@isodeals.com` }, owners,
    signDate: `${pad(r.int(1, 12))}/${pad(r.int(1, 28))}/2025`,
  };
}

export const money = (r: Rng, n: number): string => r.pick([`$${n.toLocaleString('en-US')}`, `$${n.toLocaleString('en-US')}.00`, `${n}`, `$ ${n.toLocaleString('en-US')}`]);
export const usDate = (iso: string, style: 'long' | 'short' | 'slash'): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (style === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (style === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  return `${pad(m)}/${pad(d)}/${y}`;
};
export const fmtSsn = (s: string, masked: boolean): string => masked ? `XXX-XX-${s.slice(5)}` : `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const fmtEin = (s: string): string => `${s.slice(0, 2)}-${s.slice(2)}`;
