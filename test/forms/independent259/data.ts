// Set 259: the merchant, owners, funding request and decoys of one application, and the reference look-ups
// (entity type and industry ids by applications.md's rules, computed from /work/shared/reference).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';

export const REFERENCE_DIR = '/work/shared/reference';

interface EntityItem { id: string; label: string; countries: string[]; aliases?: string[] }
interface IndustryItem { id: string; label: string; aliases?: string[] }
interface RegionItem { code: string; name: string; type?: string; default_selectable?: boolean; aliases?: string[] }

function load<T>(file: string): T[] {
  return (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: T[] }).items;
}
export const ENTITY_TYPES = load<EntityItem>('entity-types.json');
export const INDUSTRIES = load<IndustryItem>('industries.json');
export const STATES = load<RegionItem>('states.json').filter((s) => s.type === 'state' && s.default_selectable !== false);
export const PROVINCES = load<RegionItem>('provinces.json');

const norm = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The entity-types id whose id, label or alias equals the printed text (case and punctuation ignored). */
export function entityId(text: string, country: 'US' | 'CA'): string {
  const n = norm(text);
  let c = ENTITY_TYPES.filter((i) => i.countries.includes(country) && [i.id, i.label, ...(i.aliases ?? [])].some((a) => norm(a) === n));
  if (c.length > 1) c = c.filter((i) => i.countries.length === 1);
  if (c.length !== 1) throw new Error(`entity type ${text} (${country}): ${c.length} matches`);
  return c[0]!.id;
}

/** The industries id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryId(text: string): string | null {
  const t = ` ${norm(text)} `;
  let best: string | null = null, len = 0;
  for (const i of INDUSTRIES) for (const a of [i.label, ...(i.aliases ?? [])]) {
    const na = norm(a);
    if (na && t.includes(` ${na} `) && na.length > len) { best = i.id; len = na.length; }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
export interface Owner {
  first: string; mi: string | null; last: string; cred: string | null;
  title: string; pct: number; credit: number;
  taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; taxShow: 'full' | 'masked' | 'blank';
  dob: [number, number, number];
  home: { street: string; city: string; region: string; zip: string };
  phone: string; email: string;
}

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; dbaShow: 'name' | 'same' | 'na' | 'blank' | 'legal';
  entityText: string; entityId: string;
  industryText: string; industryId: string;
  taxDigits: string; taxShow: 'full' | 'bare' | 'masked' | 'blank'; taxType: 'EIN' | 'SSN' | 'BN'; bnProgram: string;
  start: [number, number, number]; startShow: 'date' | 'years';
  street: string; city: string; region: string; regionName: string; zip: string;
  incState: string; phone: string; email: string; website: string; employees: number; own: 'Own' | 'Rent' | 'Lease';
  amount: number; use: string; payment: number; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; terms: boolean;
  monthlySales: number; owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  rep: { name: string; email: string; phone: string; isoId: string };
  refs: { name: string; phone: string }[];
  advances: { funder: string; balance: number; payment: number }[];
  appId: string; printDate: [number, number, number]; printTime: string;
}

const FIRST = ['James', 'Maria', 'Robert', 'Aisha', 'Daniel', 'Mary-Kate', 'Luis', 'Priya', 'Kevin', 'Jean-Luc', 'Tamika', 'Sean', 'Hannah',
  'Olumide', 'Grace', 'Marco', 'Nguyen', 'Rebecca', 'Tomás', 'Keisha', 'Ahmed', 'Brittany', 'Dmitri', 'Sofia', 'Anne-Marie', 'Wei', 'Carlos', 'Deborah'];
const LAST = ['Smith', "O'Neill", 'Van der Berg', 'de la Cruz', 'Smith-Alvarez', 'Okafor', "D'Amato", 'McAllister', 'Nakamura', 'St. Pierre',
  'Bélanger', 'Kowalski', 'Reyes', 'von Hagen', 'Fitzgerald', 'Al-Masri', 'Thompson', 'Da Silva', 'MacDonald', 'Patel', 'Goldberg', 'Le Blanc',
  'Washington', 'Haddad-Brown', "O'Connor", 'Ferreira', 'Yilmaz', 'Chen'];
const CRED = ['DC', 'CPA', 'DDS', 'MD', 'Jr.'];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Maple Dr', 'Route 9', 'Harbor Rd', 'Elm St', 'Center St', 'Lakeview Dr', 'Mill Rd'];
const CITIES_US: Record<string, string[]> = { TX: ['Austin', 'Houston', 'El Paso'], FL: ['Tampa', 'Orlando', 'Miami'], NY: ['Buffalo', 'Yonkers', 'Albany'],
  CA: ['Fresno', 'Oakland', 'San Diego'], NJ: ['Newark', 'Paterson'], GA: ['Atlanta', 'Macon'], OH: ['Dayton', 'Toledo'], IL: ['Joliet', 'Peoria'],
  AZ: ['Mesa', 'Tucson'], NC: ['Raleigh', 'Durham'], PA: ['Erie', 'Scranton'], CO: ['Aurora', 'Pueblo'], WA: ['Tacoma', 'Spokane'], MI: ['Flint', 'Lansing'],
  TN: ['Memphis', 'Knoxville'], MA: ['Worcester', 'Lowell'], NV: ['Reno', 'Henderson'], UT: ['Ogden', 'Provo'], MO: ['Springfield', 'Columbia'], VA: ['Norfolk', 'Roanoke'] };
const CITIES_CA: Record<string, string[]> = { ON: ['Mississauga', 'Hamilton', 'Ottawa'], BC: ['Surrey', 'Kelowna'], AB: ['Calgary', 'Red Deer'], QC: ['Laval', 'Gatineau'],
  MB: ['Winnipeg', 'Brandon'], NS: ['Halifax', 'Truro'], SK: ['Regina', 'Saskatoon'], NB: ['Moncton', 'Fredericton'] };
const POSTAL_FIRST: Record<string, string> = { ON: 'M', BC: 'V', AB: 'T', QC: 'H', MB: 'R', NS: 'B', SK: 'S', NB: 'E' };

const INDUSTRY_TEXTS: [string, string[]][] = [
  ['Pizzeria', ['Tony\'s Brick Oven', 'Slice Republic', 'Napoli Corner']], ['Coffee shop', ['Daily Grind', 'Bean & Barrel', 'Copper Kettle']],
  ['Plumbing contractor', ['Flowright Plumbing', 'Pipeline Pros']], ['HVAC service & repair', ['Polar Air Mechanical', 'Comfort Zone Heating']],
  ['Hair salon', ['Studio Shear', 'Mane Street Salon']], ['Dental office', ['Bright Smile Dental', 'Lakeside Family Dentistry']],
  ['Veterinary clinic', ['Paws & Claws Animal Care', 'Riverbend Veterinary']], ['Auto shop', ['Precision Auto Works', 'Eastside Motors Service']],
  ['Landscaping and snow removal', ['Green Acres Grounds', 'Evergreen Property Care']], ['Convenience store', ['Quick Stop Market', 'Corner Express']],
  ['Gym / fitness center', ['Iron Temple Fitness', 'Peak Performance Gym']], ['E-commerce (Shopify store)', ['Urban Thread Supply', 'Northwind Goods']],
  ['Daycare', ['Little Sprouts Learning', 'Sunshine Kids Academy']], ['Commercial cleaning', ['Spotless Janitorial', 'ProShine Facility Services']],
  ['Florist', ['Petal & Stem', 'Bloom Room']], ['Food truck', ['Rolling Taco Co', 'Smokestack BBQ']], ['Nail salon', ['Polished Nail Bar', 'Luxe Nails']],
  ['Dry cleaner', ['Press Perfect Cleaners', 'Fresh Fold']], ['Wholesale distributor of paper goods', ['Allied Paper Supply', 'Metro Packaging']],
  ['Machine shop', ['Tri-County Machining', 'Apex Precision Fab']], ['Roofing contractor', ['Summit Ridge Roofing', 'Top Notch Roofing']],
  ['General contractor', ['Summit Ridge Builders', 'Keystone Construction']], ['Chiropractor', ['Align Spine Center', 'Back in Motion Chiropractic']],
  ['Pet grooming', ['Wag & Wash', 'Fluffy Tails Grooming']], ['Liquor store', ['Cork & Bottle', 'Main Street Spirits']],
  ['Trucking - local hauling', ['Lone Pine Hauling', 'Big Rig Logistics']], ['Medical office', ['Family First Medical', 'Northside Health Partners']],
  ['Software consulting', ['Bitwise Solutions', 'Cloudpath Technologies']], ['Hotel', ['Harbor View Inn', 'Gateway Lodge']],
  ['Bar and grill', ['The Tap House', 'Rusty Anchor Pub']], ['Moving company', ['Easy Move Movers', 'Two Guys Moving']],
];

interface EntityChoice { text: string; suffixes: string[]; sole?: boolean }
const ENTITIES_US: EntityChoice[] = [
  { text: 'LLC', suffixes: [' LLC', ', LLC', ' L.L.C.'] }, { text: 'Corporation', suffixes: [', Inc.', ' Inc', ' Corp.', ' Corporation'] },
  { text: 'S Corp', suffixes: [', Inc.', ' Inc.'] }, { text: 'C Corp', suffixes: [' Corp.', ', Inc.'] },
  { text: 'Sole Proprietor', suffixes: [''], sole: true }, { text: 'Partnership', suffixes: [' Partners', ' & Associates'] },
  { text: 'LLP', suffixes: [' LLP'] }, { text: 'LP', suffixes: [', L.P.', ' LP'] }, { text: 'PLLC', suffixes: [', PLLC'] },
  { text: 'Non-Profit', suffixes: [' Foundation, Inc.', ' Community Center'] }, { text: 'Professional Corporation', suffixes: [', P.C.'] },
  { text: 'Cooperative', suffixes: [' Co-op'] }, { text: 'Trust', suffixes: [' Business Trust'] }, { text: 'Joint Venture', suffixes: [' JV'] },
  { text: 'Public Benefit Corporation', suffixes: [', PBC'] }, { text: 'LLLP', suffixes: [' LLLP'] }, { text: 'L3C', suffixes: [' L3C'] },
];
const ENTITIES_CA: EntityChoice[] = [
  { text: 'Corporation', suffixes: [' Inc.', ' Ltd.', ' Corp.', ' Limited'] }, { text: 'Incorporated', suffixes: [' Inc.'] },
  { text: 'Sole Proprietorship', suffixes: [''], sole: true }, { text: 'Partnership', suffixes: [' Partners'] },
  { text: 'Limited Partnership', suffixes: [' LP'] }, { text: 'ULC', suffixes: [' ULC'] }, { text: 'Professional Corporation', suffixes: [' Professional Corporation'] },
  { text: 'Co-operative', suffixes: [' Co-operative'] }, { text: 'Non-Profit', suffixes: [' Society'] },
];
export const ENTITY_OPTIONS_US = ['LLC', 'Corporation', 'S Corp', 'C Corp', 'Sole Proprietor', 'Partnership', 'LLP', 'LP', 'PLLC', 'Non-Profit'];
export const ENTITY_OPTIONS_CA = ['Corporation', 'Sole Proprietorship', 'Partnership', 'Limited Partnership', 'ULC', 'Professional Corporation', 'Co-operative', 'Non-Profit'];

const TITLES_ONE = ['Owner', 'President', 'CEO', 'Managing Member', 'Sole Owner', 'Principal'];
const TITLES_MANY = ['Co-Owner', 'Partner', 'Vice President', 'Member', 'COO', 'Secretary', 'Director', 'Managing Partner'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Pearl Merchant Group', 'Fox Business Funding', 'Cobalt Capital', 'Everest Advance Co.', 'Bluevine Flex'];
const BANKS_US = ['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];

function luhnCheck(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function ein(rng: Rng): string { let p: string; do p = rng.digits(2); while (BAD_EIN.has(p)); return p + rng.digits(7); }
function ssn(rng: Rng): string {
  let a: number; do a = rng.int(1, 899); while (a === 666);
  return String(a).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
function itin(rng: Rng): string { return '9' + rng.digits(2) + String(rng.pick([50, 55, 62, 70, 75, 81, 88, 90, 94, 99])) + String(rng.int(1, 9999)).padStart(4, '0'); }
function sin(rng: Rng): string { const d = String(rng.int(1, 7)) + rng.digits(7); return d + luhnCheck(d); }
function phone(rng: Rng, ca: boolean): string {
  const area = ca ? rng.pick(['416', '604', '403', '514', '204', '902', '647', '905']) : String(rng.int(201, 989));
  return `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}

function ownerName(rng: Rng, used: Set<string>): { first: string; last: string } {
  for (;;) {
    const first = rng.pick(FIRST), last = rng.pick(LAST);
    if (!used.has(last)) { used.add(last); return { first, last }; }
  }
}

export function makeMerchant(rng: Rng, country: 'US' | 'CA', maxOwners: number): Merchant {
  const ca = country === 'CA';
  const ent = rng.pick(ca ? ENTITIES_CA : ENTITIES_US);
  const entityText = ent.text;
  const eId = entityId(entityText, country);
  let ind: [string, string[]];
  let indId: string | null;
  do { ind = rng.pick(INDUSTRY_TEXTS); indId = industryId(ind[0]); } while (!indId);
  const regionItem = ca ? rng.pick(PROVINCES.filter((p) => CITIES_CA[p.code])) : rng.pick(STATES.filter((s) => CITIES_US[s.code]));
  const region = regionItem.code;
  const city = rng.pick((ca ? CITIES_CA : CITIES_US)[region]!);
  const zip = ca ? `${POSTAL_FIRST[region]}${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R'])} ${rng.int(1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'T', 'V', 'W', 'X'])}${rng.int(0, 9)}` : rng.digits(5).replace(/^0/, '3');
  const nOwners = ent.sole ? 1 : rng.weighted([[1, 3], [2, 4], [3, 2], [4, maxOwners >= 4 ? 1.5 : 0]] as const);
  const used = new Set<string>();
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : nOwners === 3 ? rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : rng.pick([[25, 25, 25, 25], [40, 20, 20, 20]]);
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const n = ownerName(rng, used);
    const ostate = ca ? region : rng.chance(0.8) ? region : rng.pick(Object.keys(CITIES_US));
    const taxType: Owner['taxType'] = ca ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
    owners.push({
      first: n.first, last: n.last, mi: rng.chance(0.55) ? rng.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null, cred: rng.chance(0.1) ? rng.pick(CRED) : null,
      title: nOwners === 1 ? rng.pick(TITLES_ONE) : i === 0 ? rng.pick(['President', 'CEO', 'Managing Member', 'Managing Partner', 'Owner']) : rng.pick(TITLES_MANY),
      pct: pcts[i]!, credit: rng.int(540, 810),
      taxDigits: taxType === 'SIN' ? sin(rng) : taxType === 'ITIN' ? itin(rng) : ssn(rng),
      taxType, taxShow: rng.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const),
      dob: [rng.int(1952, 1996), rng.int(1, 12), rng.int(1, 28)],
      home: { street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`, city: rng.pick((ca ? CITIES_CA : CITIES_US)[ostate]!), region: ostate, zip: ca ? zip.slice(0, 3) + ' ' + rng.int(1, 9) + 'K' + rng.int(0, 9) : rng.digits(5).replace(/^0/, '4') },
      phone: phone(rng, ca), email: `${n.first.toLowerCase().replace(/[^a-z]/g, '')}.${n.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}`,
    });
  }
  const o0 = owners[0]!;
  const stem = rng.pick(ind[1]);
  const legal = ent.sole ? `${o0.first} ${o0.last}` : stem + rng.pick(ent.suffixes);
  const dbaShow: Merchant['dbaShow'] = ent.sole ? rng.pick(['name', 'name', 'name', 'blank'] as const) : rng.weighted([['name', 4], ['same', 1], ['na', 1], ['blank', 2], ['legal', 1]] as const);
  const dba = ent.sole ? stem : rng.pick([stem.replace(/^The /, ''), `${stem} ${rng.pick(['of ' + city, 'Express', '& Co', '2'])}`]);
  let taxType: Merchant['taxType'] = ca ? 'BN' : 'EIN';
  let taxDigits = ca ? (() => { const d = String(rng.int(1, 8)) + rng.digits(7); return d + luhnCheck(d); })() : ein(rng);
  if (ent.sole && !ca && rng.chance(0.5)) { taxType = 'SSN'; taxDigits = o0.taxType === 'SSN' ? o0.taxDigits : ssn(rng); }
  const amount = rng.pick([15000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000, 32500, 47500]);
  const nPayments = rng.pick([60, 80, 100, 120, 140, 160, 26, 52, 12, 24]);
  const frequency: Merchant['frequency'] = nPayments <= 24 ? rng.pick(['monthly', 'biweekly'] as const) : nPayments <= 52 ? 'weekly' : 'daily';
  const payment = Math.round((amount * rng.float(1.25, 1.45) / nPayments) * 100) / 100;
  const startY = rng.int(1998, 2022);
  const incState = ca ? rng.pick(['Federal (CBCA)', 'ON', 'BC', 'AB']) : rng.chance(0.4) ? 'DE' : rng.chance(0.5) ? region : rng.pick(['NV', 'WY', 'DE']);
  const nAdv = rng.weighted([[0, 3], [1, 3], [2, 2]] as const);
  return {
    country, legal, dba, dbaShow, entityText, entityId: eId, industryText: ind[0], industryId: indId,
    taxDigits, taxShow: ca ? rng.weighted([['full', 6], ['bare', 2], ['blank', 1]] as const) : rng.weighted([['full', 5], ['bare', 2], ['masked', 2], ['blank', 1]] as const),
    taxType, bnProgram: rng.pick(['RC0001', 'RT0001', 'RC0002', 'RP0001']),
    start: [startY, rng.int(1, 12), rng.int(1, 28)], startShow: rng.chance(0.8) ? 'date' : 'years',
    street: `${rng.int(100, 24999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Unit', 'Ste'])} ${rng.int(1, 400)}` : ''}`,
    city, region, regionName: regionItem.name, zip, incState,
    phone: phone(rng, ca), email: `${rng.pick(['info', 'office', 'billing', 'contact'])}@${stem.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    website: `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`, employees: rng.int(1, 45), own: rng.pick(['Own', 'Rent', 'Lease'] as const),
    amount, use: rng.pick(USES), payment, nPayments, frequency, terms: rng.chance(0.55), monthlySales: rng.int(18, 260) * 1000 + rng.int(0, 999),
    owners,
    bank: { name: rng.pick(ca ? BANKS_CA : BANKS_US), routing: ca ? `${rng.digits(5)}-${rng.pick(['003', '004', '002', '001', '815'])}` : `0${rng.int(1, 9)}${rng.digits(7)}`, account: rng.digits(rng.int(8, 12)) },
    landlord: { name: rng.pick(['Westfield Property Mgmt', 'J. Halvorsen Realty', 'Brookstone Holdings LLC', 'Crescent Plaza Associates', 'M. Ferraro (owner)']), phone: phone(rng, ca), rent: rng.int(18, 120) * 100 },
    rep: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, email: `${rng.pick(['jmartin', 'sales', 'deals', 'akhan', 'rfiore'])}@${rng.pick(['fundingpartners', 'capitaliso', 'merchantdesk'])}.com`, phone: phone(rng, ca), isoId: `ISO-${rng.digits(5)}` },
    refs: [0, 1].map(() => ({ name: rng.pick(['Sysco', 'US Foods', 'Grainger', 'Uline', 'Home Depot Pro', 'Ferguson Supply', 'Staples Business', 'Gordon Food Service']), phone: phone(rng, ca) })),
    advances: Array.from({ length: nAdv }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(40, 900) * 100, payment: rng.int(80, 1600) })),
    appId: `${rng.alnum(3)}-${rng.digits(6)}`, printDate: [2025, rng.int(1, 12), rng.int(1, 28)], printTime: `${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
  };
}

// ---- printed formats ------------------------------------------------------------------------------------------
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy2' | 'iso' | 'long' | 'short' | 'mdyDash';
export function fmtDate([y, m, d]: [number, number, number], f: DateFmt): string {
  const p = (n: number) => String(n).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${p(m)}/${p(d)}/${y}`;
    case 'mdy2': return `${m}/${d}/${String(y).slice(2)}`;
    case 'iso': return `${y}-${p(m)}-${p(d)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'mdyDash': return `${p(m)}-${p(d)}-${y}`;
  }
}
export function isoDate([y, m, d]: [number, number, number]): string { return fmtDate([y, m, d], 'iso'); }

export type MoneyFmt = 'dollars' | 'cents' | 'plain' | 'commas' | 'spaced' | 'code' | 'frSuffix';
export function fmtMoney(n: number, f: MoneyFmt, ca = false): string {
  const c = (x: number, dec: boolean) => x.toLocaleString('en-US', { minimumFractionDigits: dec ? 2 : 0, maximumFractionDigits: dec ? 2 : 0 });
  const dec = !Number.isInteger(n);
  switch (f) {
    case 'dollars': return `$${c(n, dec)}`;
    case 'cents': return `$${c(n, true)}`;
    case 'plain': return dec ? n.toFixed(2) : String(n);
    case 'commas': return c(n, true);
    case 'spaced': return `$ ${c(n, dec)}`;
    case 'code': return ca ? `$${c(n, dec)} CAD` : `USD ${c(n, dec)}`;
    case 'frSuffix': return `${c(n, dec).replace(/,/g, ' ')} $`;
  }
}

export function maskSsn(d: string, rng: Rng): string {
  return rng.pick([`***-**-${d.slice(5)}`, `XXX-XX-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`]);
}
export function fmtSsn(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }
export function fmtSin(d: string, rng: Rng): string { return rng.chance(0.6) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`; }
