// The merchant behind one generated online application: every value drawn from the seed (fictional people, firms and
// numbers). Layouts decide which of these they print, and how; the truth follows what they print (engine.ts).
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Region { code: string; name: string; city: string; area: string; post: string }
export interface Entity { id: string; labels: string[]; suffixes: string[]; titles: string[] }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; ownership: number;
  score: number | null; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; home: string; homeCity: string; email: string; phone: string;
}
export interface Merchant {
  country: Country; region: Region; entity: Entity; entityLabel: string; soleProp: boolean;
  legal: string; dba: string | null; industryText: string; industryId: string | null;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; taxPrinted: string;
  start: string; street: string; city: string; post: string; phone: string; email: string; website: string | null;
  employees: number; rent: boolean; monthlySales: number; annual: number; amount: number;
  payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  incState: Region | null; owners: Owner[];
  bank: string; routing: string; account: string; landlord: string; landlordPhone: string; rentAmount: number;
  refs: { name: string; phone: string }[]; iso: string; funders: { name: string; balance: number; payment: number }[];
}

export const US_STATES: Region[] = [
  { code: 'TX', name: 'Texas', city: 'Austin', area: '512', post: '787' }, { code: 'FL', name: 'Florida', city: 'Tampa', area: '813', post: '336' },
  { code: 'NY', name: 'New York', city: 'Buffalo', area: '716', post: '142' }, { code: 'CA', name: 'California', city: 'Fresno', area: '559', post: '937' },
  { code: 'GA', name: 'Georgia', city: 'Savannah', area: '912', post: '314' }, { code: 'OH', name: 'Ohio', city: 'Dayton', area: '937', post: '454' },
  { code: 'AZ', name: 'Arizona', city: 'Mesa', area: '480', post: '852' }, { code: 'NJ', name: 'New Jersey', city: 'Paterson', area: '973', post: '075' },
  { code: 'IL', name: 'Illinois', city: 'Peoria', area: '309', post: '616' }, { code: 'CO', name: 'Colorado', city: 'Pueblo', area: '719', post: '810' },
  { code: 'WA', name: 'Washington', city: 'Spokane', area: '509', post: '992' }, { code: 'NC', name: 'North Carolina', city: 'Durham', area: '919', post: '277' },
  { code: 'PA', name: 'Pennsylvania', city: 'Erie', area: '814', post: '165' }, { code: 'TN', name: 'Tennessee', city: 'Knoxville', area: '865', post: '379' },
];
export const INC_STATES: Region[] = [
  { code: 'DE', name: 'Delaware', city: 'Dover', area: '302', post: '199' }, { code: 'NV', name: 'Nevada', city: 'Reno', area: '775', post: '895' },
  { code: 'WY', name: 'Wyoming', city: 'Casper', area: '307', post: '826' },
];
export const CA_PROVINCES: Region[] = [
  { code: 'ON', name: 'Ontario', city: 'Hamilton', area: '905', post: 'L8P' }, { code: 'BC', name: 'British Columbia', city: 'Kelowna', area: '250', post: 'V1Y' },
  { code: 'AB', name: 'Alberta', city: 'Red Deer', area: '403', post: 'T4N' }, { code: 'QC', name: 'Quebec', city: 'Gatineau', area: '819', post: 'J8X' },
  { code: 'MB', name: 'Manitoba', city: 'Brandon', area: '204', post: 'R7A' }, { code: 'NS', name: 'Nova Scotia', city: 'Halifax', area: '902', post: 'B3H' },
  { code: 'SK', name: 'Saskatchewan', city: 'Regina', area: '306', post: 'S4P' },
];

const US_ENTITIES: Entity[] = [
  { id: 'llc', labels: ['Limited Liability Company (LLC)', 'LLC', 'Limited Liability Company'], suffixes: [', LLC', ' LLC', ', L.L.C.'], titles: ['Managing Member', 'Member', 'Owner'] },
  { id: 'c_corporation', labels: ['Corporation', 'C Corporation', 'C-Corp'], suffixes: [', Inc.', ' Corp.', ' Corporation', ', Inc'], titles: ['President', 'CEO', 'Vice President', 'Secretary'] },
  { id: 's_corporation', labels: ['S Corporation', 'S-Corp', 'S Corp'], suffixes: [', Inc.', ' Inc.', ' Corp.'], titles: ['President', 'CEO', 'Treasurer'] },
  { id: 'general_partnership', labels: ['Partnership'], suffixes: [' Partners', ' & Associates'], titles: ['General Partner', 'Partner'] },
  { id: 'sole_proprietorship', labels: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [''], titles: ['Owner', 'Sole Proprietor'] },
];
const CA_ENTITIES: Entity[] = [
  { id: 'ca_corporation', labels: ['Corporation', 'Incorporated (Inc.)', 'Corporation (Ltd. / Inc.)'], suffixes: [' Ltd.', ' Inc.', ' Corp.', ' Limited'], titles: ['President', 'Director', 'CEO', 'Secretary-Treasurer'] },
  { id: 'general_partnership', labels: ['Partnership'], suffixes: [' Partners', ' & Associates'], titles: ['Partner', 'General Partner'] },
  { id: 'sole_proprietorship', labels: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [''], titles: ['Owner', 'Proprietor'] },
];
// The industries reference id each printed text gives by applications.md's rule (the longest label or alias of
// ../shared/reference/industries.json contained in the text, word-bounded; a label's parts at its '/'): null where
// none is ("Trucking", "Construction", "Veterinary hospital"). Set by the lead, who holds the reference.
const INDUSTRY_OF: Record<string, string | null> = {
  'Full-service restaurant': 'restaurant', Restaurant: 'restaurant', 'Restaurant / Bar': 'restaurant', 'Veterinary clinic': 'veterinary',
  'Veterinary hospital': null, 'Medical practice': 'medical_practice', 'Family medical practice': 'medical_practice', 'Auto repair': 'auto_repair',
  'Auto repair shop': 'auto_repair', Trucking: null, 'Trucking / freight hauling': 'trucking_local', Construction: null,
  'General construction contractor': null, Retail: 'retail_general', 'Retail store': 'retail_general',
};
const industryOf = (text: string) => ({ industryText: text, industryId: INDUSTRY_OF[text] ?? null });
// [printed text, the kind of business (its owners' credentials), name words]
const INDUSTRIES: [string[], string, string[]][] = [
  [['Full-service restaurant', 'Restaurant', 'Restaurant / Bar'], 'restaurant', ['Grill', 'Kitchen', 'Bistro', 'Taqueria']],
  [['Veterinary clinic', 'Veterinary hospital'], 'veterinary', ['Animal Hospital', 'Pet Clinic', 'Veterinary Care']],
  [['Medical practice', 'Family medical practice'], 'medical_practice', ['Family Medicine', 'Health Partners', 'Medical Group']],
  [['Auto repair', 'Auto repair shop'], 'auto_repair', ['Auto Works', 'Collision & Repair', 'Garage']],
  [['Trucking', 'Trucking / freight hauling'], 'trucking', ['Freight', 'Transport', 'Logistics']],
  [['Construction', 'General construction contractor'], 'construction', ['Builders', 'Contracting', 'Construction']],
  [['Retail', 'Retail store'], 'retail', ['Outfitters', 'Mercantile', 'Goods']],
];
const PLACES = ['Summit Ridge', 'Blue Heron', 'Copper Creek', 'Lakeshore', 'Ironwood', 'Silver Maple', 'Red Cedar', 'Northgate', 'Prairie Wind',
  'Harbor Light', 'Golden Oak', 'Stonebridge', 'Twin Pines', 'Riverbend', 'Old Mill', 'Juniper', 'Granite Peak', 'Bayside'];
const FIRSTS = ['Maria', 'James', 'Anh', 'Olusegun', 'Theresa', 'Rafael', 'Priya', 'Dmitri', 'Keisha', 'Connor', 'Lucia', 'Wei', 'Fatima',
  'Jean-Luc', 'Marisol', 'Tobias', 'Nkechi', 'Hannah', 'Giovanni', 'Aaliyah', 'Mateo', 'Ingrid', 'Sanjay', 'Colette'];
const LASTS = ['Alvarez', 'Kowalski', 'Nguyen', 'Okafor', 'Brennan', 'Garcia-Lopez', 'van der Berg', 'De La Cruz', "O'Neill", 'McAllister',
  'Haddad', 'Lindqvist', 'Patel', 'St. Pierre', 'Whitfield', 'Rossi', 'Nakamura', 'Smith-Jones', 'del Toro', 'Abernathy', 'Tremblay', 'Osei'];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm Street', 'Market Blvd', 'Lakeview Rd', 'Depot St', 'Cedar Ln'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Keystone Community Bank', 'Union Harbor Bank'];
const CA_BANKS = ['Northern Trust Credit Union', 'Laurentian Savings', 'Prairie Caisse Populaire'];
const FUNDERS = ['Rapid Capital Funding', 'Bluevine Advance Co', 'Yellowstone Merchant Capital', 'Pearl Street Funding', 'Fox Business Funding'];
const USES = ['Working capital', 'Inventory purchase', 'Equipment', 'Expansion', 'Payroll', 'Renovation'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const isoDate = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

function makeOwner(r: Rng, country: Country, title: string, ownership: number, region: Region, cred: boolean): Owner {
  const first = r.pick(FIRSTS), last = r.pick(LASTS);
  const taxType: Owner['taxType'] = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
  const taxId = taxType === 'ITIN' ? `9${r.digits(2)}7${r.digits(5)}` : `${r.int(1, 7)}${r.digits(8)}`;
  return {
    first, middle: r.chance(0.35) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null, last, cred: cred && r.chance(0.5) ? r.pick(['DVM', 'MD', 'DO']) : null,
    title, ownership, score: r.chance(0.6) ? r.int(560, 815) : null, taxId, taxType,
    dob: isoDate(r.int(1955, 1996), r.int(1, 12), r.int(1, 28)), home: `${r.int(11, 9899)} ${r.pick(STREETS)}`, homeCity: region.city,
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    phone: `${region.area}555${pad(r.int(100, 199), 4)}`,
  };
}

export function makeMerchant(seed: number, layout: string, country: Country): Merchant {
  const r = new Rng(`independent113:${layout}:${seed}`);
  const region = r.pick(country === 'US' ? US_STATES : CA_PROVINCES);
  const entity = r.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const soleProp = entity.id === 'sole_proprietorship';
  const [texts, kind, words] = r.pick(INDUSTRIES);
  const n = soleProp ? 1 : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? r.pick([[40, 30, 30], [50, 25, 25], [34, 33, 33]]) : [25, 25, 25, 25];
  const owners = shares.map((s, i) => makeOwner(r, country, i === 0 ? r.pick(entity.titles) : r.pick(entity.titles.slice(1).concat(entity.titles[0]!)), s, region,
    kind === 'veterinary' || kind === 'medical_practice'));
  const base = `${r.pick(PLACES)} ${r.pick(words)}`;
  const legal = soleProp ? `${owners[0]!.first} ${owners[0]!.last}` : base + r.pick(entity.suffixes);
  const dbaRoll = r.next();
  const dba = soleProp ? `${r.pick(PLACES)} ${r.pick(words)}` : dbaRoll < 0.45 ? `${r.pick(PLACES)} ${r.pick(words)}` : dbaRoll < 0.6 ? legal : null;
  let taxId: string, taxType: Merchant['taxType'], taxPrinted: string;
  if (country === 'CA') {
    taxId = `${r.int(1, 8)}${r.digits(8)}RC0001`; taxType = 'BN';
    taxPrinted = r.chance(0.5) ? `${taxId.slice(0, 9)} RC0001` : r.chance(0.5) ? taxId : `${taxId.slice(0, 9)} RC 0001`;
  } else if (soleProp && r.chance(0.5)) {
    taxId = owners[0]!.taxId; taxType = owners[0]!.taxType === 'ITIN' ? 'ITIN' : 'SSN';
    taxPrinted = `${taxId.slice(0, 3)}-${taxId.slice(3, 5)}-${taxId.slice(5)}`;
  } else {
    taxId = `${r.int(10, 88)}${r.digits(7)}`; taxType = 'EIN';
    taxPrinted = r.chance(0.6) ? `${taxId.slice(0, 2)}-${taxId.slice(2)}` : taxId;
  }
  const amount = r.int(10, 300) * (r.chance(0.5) ? 1000 : 500);
  const frequency = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const payments = frequency === 'daily' ? r.pick([120, 140, 160, 180]) : frequency === 'weekly' ? r.pick([26, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.pick([1.25, 1.3, 1.38, 1.45]) / payments) * 100) / 100;
  const incState = country === 'US' && !soleProp && r.chance(0.5) ? r.pick(INC_STATES) : null;
  const monthlySales = r.int(25, 400) * 1000 + r.int(1, 9) * 111;
  const post = country === 'US' ? `${region.post}${pad(r.int(1, 99))}` : `${region.post} ${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${r.int(1, 9)}`;
  const slug = base.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    country, region, entity, entityLabel: r.pick(entity.labels), soleProp, legal, dba, ...industryOf(r.pick(texts)),
    taxId, taxType, taxPrinted, start: isoDate(r.int(1998, 2023), r.int(1, 12), r.int(1, 28)),
    street: `${r.int(100, 98999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(1, 450)}` : ''}`, city: region.city, post,
    phone: `${region.area}555${pad(r.int(200, 299), 4)}`, email: `${r.pick(['info', 'office', 'accounts', 'hello'])}@${slug}.com`,
    website: r.chance(0.6) ? `www.${slug}.com` : null, employees: r.int(2, 85), rent: r.chance(0.7), monthlySales, annual: monthlySales * 12 + r.int(1, 9) * 1000,
    amount, payment, payments, frequency, use: r.pick(USES), incState, owners,
    bank: r.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${r.digits(8)}` : `0${r.digits(4)}-${r.digits(3)}`,
    account: r.digits(r.int(8, 12)), landlord: `${r.pick(PLACES)} Property Management`, landlordPhone: `${region.area}555${pad(r.int(300, 399), 4)}`,
    rentAmount: r.int(12, 95) * 100 + 50,
    refs: [0, 1].map(() => ({ name: `${r.pick(PLACES)} ${r.pick(['Supply Co', 'Wholesale', 'Distributors'])}`, phone: `${region.area}555${pad(r.int(400, 499), 4)}` })),
    iso: `${r.pick(FIRSTS)} ${r.pick(LASTS)}`,
    funders: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(3, 60) * 1000 + 777, payment: r.int(90, 900) + 0.5 })) : [],
  };
}

// ---- formats a website produces ----
export const money = (v: number, style: 'dollar' | 'plain' | 'cad' | 'bare'): string => {
  const s = v.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(v) ? 0 : 2, maximumFractionDigits: 2 });
  return style === 'dollar' ? `$${s}` : style === 'cad' ? `CAD ${s}` : style === 'bare' ? String(Number.isInteger(v) ? v : v.toFixed(2)) : s;
};
export const phone = (d: string, style: number): string =>
  [`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`, `+1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`][style % 4]!;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const date = (iso: string, style: 'us' | 'iso' | 'long' | 'short'): string => {
  const [y, m, d] = iso.split('-');
  return style === 'iso' ? iso : style === 'us' ? `${m}/${d}/${y}` : style === 'short' ? `${m}/${d}/${y!.slice(2)}` : `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
};
export const ssn = (o: Owner): string => o.taxType === 'SIN' ? `${o.taxId.slice(0, 3)} ${o.taxId.slice(3, 6)} ${o.taxId.slice(6)}` : `${o.taxId.slice(0, 3)}-${o.taxId.slice(3, 5)}-${o.taxId.slice(5)}`;
export const maskedSsn = (o: Owner): string => o.taxType === 'SIN' ? `••• ••• ${o.taxId.slice(6)}` : `•••-••-${o.taxId.slice(5)}`;
export const FREQ_LABEL: Record<Merchant['frequency'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const fullName = (o: Owner): string => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
