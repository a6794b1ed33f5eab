// The merchant behind one generated form: drawn from a seed, before any layout decides how to print it.
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference';
interface RefItem { id: string; label: string; aliases?: string[] }
export const ENTITY_IDS: Set<string> = new Set((JSON.parse(readFileSync(`${REF}/entity-types.json`, 'utf8')) as { items: RefItem[] }).items.map((i) => i.id));
export const INDUSTRIES: RefItem[] = (JSON.parse(readFileSync(`${REF}/industries.json`, 'utf8')) as { items: RefItem[] }).items;
export const STATE_CODES: Set<string> = new Set((JSON.parse(readFileSync(`${REF}/states.json`, 'utf8')) as { items: { code: string }[] }).items.map((i) => i.code));

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** applications.md's industry rule: the industry whose label or alias is the longest one contained, word-bounded. */
export function industryOf(text: string): string | null {
  const t = norm(text);
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const cand of [it.label, ...(it.aliases ?? [])]) {
      const c = norm(cand);
      if (!c) continue;
      if (new RegExp(`(^|[^a-z0-9])${esc(c)}($|[^a-z0-9])`).test(t) && (!best || c.length > best.len)) best = { id: it.id, len: c.length };
    }
  }
  return best?.id ?? null;
}

// Type-of-business texts (checked against industryOf in the test), with a noun for the business name.
export const BUSINESSES: { text: string; id: string; nouns: string[]; cred?: string[] }[] = [
  { text: 'Family restaurant', id: 'restaurant', nouns: ['Kitchen', 'Grill', 'Trattoria'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Co', 'Roasters', 'Espresso Bar'] },
  { text: 'Bakery cafe', id: 'restaurant', nouns: ['Bakehouse', 'Bread Co'] },
  { text: 'Hair salon', id: 'personal_care', nouns: ['Hair Studio', 'Salon'] },
  { text: 'Nail salon & day spa', id: 'personal_care', nouns: ['Nails', 'Spa'] },
  { text: 'Plumbing & HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Mechanical', 'Plumbing & Heating'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] },
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary Care'], cred: ['DVM'] },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Family Dental', 'Smiles'], cred: ['DDS', 'DMD'] },
  { text: 'Chiropractor', id: 'medical_practice', nouns: ['Chiropractic', 'Spine & Wellness'], cred: ['DC'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', nouns: ['Landscapes', 'Lawn & Garden'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Auto Sales', 'Motors'] },
  { text: 'Dump truck hauling', id: 'trucking_local', nouns: ['Hauling', 'Aggregates'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Food Mart', 'Quick Stop'] },
  { text: 'Auto body shop', id: 'auto_repair', nouns: ['Collision', 'Auto Body'] },
  { text: 'Tire shop', id: 'auto_repair', nouns: ['Tire & Wheel', 'Tire Pros'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Janitorial', 'Cleaning Services'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Florist', id: 'retail_general', nouns: ['Flowers', 'Floral Design'] },
  { text: 'Boutique clothing store', id: 'retail_general', nouns: ['Boutique', 'Apparel'] },
  { text: 'Freight broker', id: 'freight_logistics', nouns: ['Logistics', 'Freight Solutions'] },
  { text: 'Medical office', id: 'medical_practice', nouns: ['Medical Group', 'Family Medicine'], cred: ['MD', 'DO'] },
  { text: 'Law office', id: 'law_firm', nouns: ['Law Group', 'Legal'], cred: ['Esq.'] },
  { text: 'Insurance agency', id: 'insurance_agency', nouns: ['Insurance', 'Insurance Services'] },
  { text: 'IT services', id: 'it_software', nouns: ['Technologies', 'Tech Solutions'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Spa', 'Grooming'] },
  { text: 'General contractor', id: 'general_contractor', nouns: ['Builders', 'Construction'] },
  { text: 'Laundromat', id: 'dry_cleaning', nouns: ['Laundry', 'Wash & Fold'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machining', 'Precision Works'] },
  { text: 'Home care agency', id: 'home_health_care', nouns: ['Home Care', 'Caregivers'] },
  { text: 'Car wash', id: 'car_wash', nouns: ['Car Wash', 'Auto Spa'] },
  { text: 'Motel', id: 'hotel_motel', nouns: ['Inn', 'Motor Lodge'] },
  { text: 'Wholesale distributor', id: 'wholesale_distribution', nouns: ['Distributors', 'Supply'] },
];

const STEMS = ['Summit Ridge', 'Riverside', 'Blue Ridge', 'Lakeshore', 'Pioneer', 'Red Oak', 'Northgate', 'Silver Creek', 'Cedar Lane',
  'Empire', 'Coastal', 'Liberty', 'Magnolia', 'Ironwood', 'Sunset', 'Gulf Breeze', 'Prairie Wind', 'Tri-County', 'Granite State',
  'Old Mill', 'Bayview', 'Keystone', 'Evergreen', 'Desert Sun', 'Harborlight', 'Eastside', 'Three Rivers', 'Golden Gate', 'Maple Street'];

export const FIRST = ['Maria', 'James', 'Anh', 'Robert', 'Li', 'DeShawn', 'Mary-Kate', 'Jean-Luc', 'Patricia', 'Ahmed', 'Kevin', 'Siobhan',
  'Carlos', 'Tamika', 'Brian', 'Yolanda', 'Giovanni', 'Priya', 'Ethan', 'Rosa', 'Marcus', 'Ji-Woo', 'Dolores', 'Frank', 'Aaliyah',
  'Terrence', 'Hector', 'Svetlana', 'Wei', 'Colleen', 'Darnell', 'Ana Lucia', 'Rahul', 'Bridget'];
export const LAST = ['Smith', 'Johnson', 'Nguyen', 'Garcia-Lopez', "O'Brien", 'de la Cruz', 'Van Dyke', 'McAllister', "D'Angelo",
  'St. Clair', 'Kowalski', 'Patel', 'Washington', 'Abernathy-Cole', 'del Rio', 'Okafor', 'Bergstrom', 'Castillo', 'Di Marco',
  'Le Blanc', 'Rosenberg', 'Chen', 'Haddad', "O'Connor", 'von Stein', 'Fitzgerald', 'Morales-Vega', 'Thompson', 'Bianchi',
  'MacDonald', 'Van der Berg', 'Al-Sayed', 'Whitfield'];

const PLACES: [string, string[], string][] = [
  ['TX', ['Houston', 'San Antonio', 'Fort Worth', 'El Paso'], '77'], ['FL', ['Tampa', 'Orlando', 'Hialeah', 'Jacksonville'], '33'],
  ['NY', ['Brooklyn', 'Yonkers', 'Buffalo', 'Flushing'], '11'], ['CA', ['Fresno', 'Riverside', 'Long Beach', 'San Jose'], '92'],
  ['NJ', ['Newark', 'Paterson', 'Edison'], '07'], ['GA', ['Atlanta', 'Savannah', 'Marietta'], '30'], ['IL', ['Chicago', 'Joliet', 'Peoria'], '60'],
  ['OH', ['Columbus', 'Dayton', 'Akron'], '43'], ['PA', ['Allentown', 'Scranton', 'Philadelphia'], '18'], ['AZ', ['Mesa', 'Tucson', 'Phoenix'], '85'],
  ['NC', ['Charlotte', 'Raleigh', 'Durham'], '27'], ['MI', ['Detroit', 'Lansing', 'Flint'], '48'], ['CO', ['Aurora', 'Pueblo', 'Denver'], '80'],
  ['TN', ['Memphis', 'Knoxville', 'Nashville'], '37'], ['WA', ['Tacoma', 'Spokane', 'Everett'], '98'], ['LA', ['Baton Rouge', 'Metairie', 'Shreveport'], '70'],
  ['NV', ['Henderson', 'Reno', 'Las Vegas'], '89'], ['MA', ['Worcester', 'Lowell', 'Springfield'], '01'], ['MD', ['Baltimore', 'Silver Spring'], '21'],
  ['MO', ['St. Louis', 'Springfield', 'Kansas City'], '63'], ['AL', ['Mobile', 'Huntsville', 'Montgomery'], '36'], ['OK', ['Tulsa', 'Norman'], '74'],
  ['CT', ['Hartford', 'Bridgeport', 'Stamford'], '06'], ['UT', ['Provo', 'Ogden', 'Sandy'], '84'], ['OR', ['Salem', 'Eugene', 'Portland'], '97'],
];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'W 5th Ave', 'Elm Street', 'N Broadway', 'Route 9', 'Market St', 'Highway 61',
  'Oak Blvd', 'Lincoln Ave', 'Airport Rd', 'Centre St', 'E Colfax Ave', 'Veterans Memorial Hwy', 'Peachtree Ind. Blvd'];

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string; pct: number; ssn: string; ssnType: 'SSN' | 'ITIN';
  ssnMode: 'full' | 'masked' | 'blank'; dob: string; credit: number | null; home: Address; cell: string; email: string;
}
export interface Advance { funder: string; balance: number; payment: number; freq: string }
export interface Merchant {
  entity: string; entityText: string; legal: string; dba: string; dbaTruth: string | null;
  business: (typeof BUSINESSES)[number]; addr: Address; phone: string; email: string; website: string;
  tax: { printed: string; id: string | null; type: string | null };
  start: string; stateOfInc: string; employees: number; own: boolean;
  landlord: { name: string; phone: string; rent: number };
  amount: number; use: string; monthly: number;
  terms: { payment: number; n: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' } | null;
  bank: { name: string; routing: string; account: string };
  refs: { name: string; contact: string; phone: string }[];
  advances: Advance[];
  rep: { name: string; phone: string; email: string };
  owners: Owner[];
}

// Entity types the forms use, with the texts a merchant writes for them (each equal to an id, label or alias).
export const ENTITY_TEXTS: Record<string, string[]> = {
  sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'],
  general_partnership: ['Partnership', 'General Partnership', 'GP'],
  limited_partnership: ['LP', 'L.P.', 'Limited Partnership'],
  llp: ['LLP', 'Limited Liability Partnership'],
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company', 'Single-Member LLC', 'Multi-Member LLC'],
  pllc: ['PLLC', 'Professional LLC'],
  c_corporation: ['Corporation', 'C Corp', 'C-Corp', 'Inc.', 'Corp'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'],
  professional_corporation: ['P.C.', 'Professional Corporation', 'P.A.'],
  nonprofit_corporation: ['Non-Profit', 'Nonprofit', '501(c)(3)'],
  lllp: ['LLLP'],
  l3c: ['L3C'],
  benefit_corporation: ['Benefit Corporation', 'PBC'],
  cooperative: ['Cooperative', 'Co-op'],
};
const ENTITY_WEIGHTS: [string, number][] = [['llc', 30], ['c_corporation', 12], ['s_corporation', 14], ['sole_proprietorship', 12],
  ['general_partnership', 5], ['limited_partnership', 3], ['llp', 3], ['pllc', 5], ['professional_corporation', 4],
  ['nonprofit_corporation', 2], ['lllp', 1], ['l3c', 1], ['benefit_corporation', 2], ['cooperative', 2]];

const SUFFIX: Record<string, string[]> = {
  llc: [' LLC', ', LLC', ' L.L.C.'], pllc: [', PLLC'], c_corporation: [', Inc.', ' Inc', ' Corp.', ' Incorporated'],
  s_corporation: [', Inc.', ' Inc.', ' Corporation'], professional_corporation: [', P.C.', ', P.A.'], general_partnership: [' Partners', ' & Associates'],
  limited_partnership: [' Holdings, LP', ' Partners L.P.'], llp: [' LLP'], nonprofit_corporation: [' Foundation, Inc.', ' Community Center'],
  lllp: [' Partners LLLP'], l3c: [' L3C'], benefit_corporation: [', PBC'], cooperative: [' Cooperative', ' Co-op'],
};

const TITLES_SOLE = ['Owner', 'Sole Owner', 'Proprietor'];
const TITLES_LLC = ['Managing Member', 'Member', 'Owner', 'CEO', 'Manager'];
const TITLES_CORP = ['President', 'CEO', 'Vice President', 'Secretary', 'Treasurer', 'COO', 'Owner'];
const TITLES_PART = ['Partner', 'General Partner', 'Managing Partner'];

const FUNDERS = ['Rapid Advance Capital', 'Yellowstone Bridge Funding', 'Pearl Street Capital', 'Fundamental Cash LLC', 'Greenline Funding',
  'Forward Merchant Partners', 'Clearview Advance', 'Last Chance Capital', 'Mulberry Funding Group'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'First Horizon',
  'Fifth Third Bank', 'Huntington National Bank', 'Navy Federal CU', 'BBVA / PNC', 'Valley National Bank'];
const SUPPLIERS = ['Sysco', 'US Foods', 'Grainger', 'Ferguson Supply', 'HD Supply', 'Uline', 'Restaurant Depot', 'Fastenal', 'McLane Co.',
  'Patterson Dental', 'Henry Schein', 'ABC Supply Co.', 'Beacon Roofing Supply', 'Staples Business'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / 2nd location', 'Marketing', 'Renovation',
  'Pay off existing advance', 'Hire staff', 'Truck repairs', 'Seasonal inventory'];

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
export function randomDate(rng: Rng, y0: number, y1: number): string {
  return iso(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));
}
export function phone(rng: Rng): string {
  return `(${rng.int(2, 9)}${rng.digits(2)}) ${rng.int(2, 9)}${rng.digits(2)}-${rng.digits(4)}`;
}
function ein(rng: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = rng.int(10, 99);
  while (bad.has(p)) p = rng.int(10, 99);
  return `${p}${rng.digits(7)}`;
}
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${rng.digits(2)}${rng.pick([70, 71, 72, 78, 81, 85, 90, 92, 94, 99])}${rng.int(1000, 9999)}`;
  let a = rng.int(1, 899);
  while (a === 666) a = rng.int(1, 899);
  return `${String(a).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}${rng.int(1, 9999).toString().padStart(4, '0')}`;
}
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
function address(rng: Rng, state?: string): Address {
  const p = state ? (PLACES.find((x) => x[0] === state) ?? rng.pick(PLACES)) : rng.pick(PLACES);
  const street = `${rng.int(12, 9899)} ${rng.pick(STREETS)}${rng.chance(0.2) ? ` ${rng.pick(['Suite', 'Ste', 'Unit', '#'])} ${rng.int(1, 420)}` : ''}`;
  return { street, city: rng.pick(p[1]), state: p[0], zip: `${p[2]}${rng.digits(3)}` };
}
export function person(rng: Rng): { first: string; middle: string | null; last: string } {
  return { first: rng.pick(FIRST), middle: rng.chance(0.55) ? rng.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null, last: rng.pick(LAST) };
}
export const cityLine = (a: Address): string => `${a.city}, ${a.state} ${a.zip}`;

export function makeMerchant(rng: Rng, maxOwners: number): Merchant {
  const entity = rng.weighted(ENTITY_WEIGHTS);
  const business = rng.pick(BUSINESSES);
  const addr = address(rng);
  const stem = rng.pick(STEMS);
  const noun = rng.pick(business.nouns);
  const sole = entity === 'sole_proprietorship';
  const partnership = ['general_partnership', 'limited_partnership', 'llp', 'lllp'].includes(entity);
  let n: number = sole ? 1 : rng.weighted([[1, 40], [2, 35], [3, 17], [4, 8]] as const);
  if (partnership && n < 2) n = 2;
  n = Math.min(n, maxOwners);
  // Ownership: shares summing to 100 (or a little under: minority holders not listed).
  const shares: number[] = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]) :
    n === 3 ? rng.pick([[34, 33, 33], [50, 25, 25], [40, 40, 20], [33.33, 33.33, 33.34], [60, 20, 20]]) : rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  const titles = sole ? TITLES_SOLE : partnership ? TITLES_PART : entity.includes('corporation') ? TITLES_CORP : TITLES_LLC;
  const titlePool = rng.shuffle([...titles]);
  const owners: Owner[] = [];
  for (let i = 0; i < n; i++) {
    const p = person(rng);
    const itin = rng.chance(0.08);
    owners.push({ ...p, cred: business.cred && i === 0 && rng.chance(0.6) ? rng.pick(business.cred) : null,
      title: titlePool[i % titlePool.length]!, pct: shares[i]!, ssn: ssn(rng, itin), ssnType: itin ? 'ITIN' : 'SSN',
      ssnMode: rng.weighted([['full', 55], ['masked', 30], ['blank', 15]] as const), dob: randomDate(rng, 1954, 1998),
      credit: rng.chance(0.6) ? rng.int(520, 790) : null, home: address(rng, rng.chance(0.6) ? addr.state : undefined),
      cell: phone(rng), email: `${p.first.toLowerCase().replace(/[^a-z]/g, '')}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}` });
  }
  const o0 = owners[0]!;
  const ownerName = `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}`;
  const bizName = `${stem} ${noun}`;
  const legal = sole ? ownerName : `${bizName}${rng.pick(SUFFIX[entity] ?? [' LLC'])}`;
  // DBA: a trade name, blank, SAME/N/A, or the legal name again.
  let dba = '';
  let dbaTruth: string | null = null;
  if (sole) { dba = bizName; dbaTruth = bizName; } else {
    const k = rng.weighted([['name', 45], ['blank', 30], ['same', 15], ['legal', 10]] as const);
    if (k === 'name') { dba = rng.chance(0.5) ? bizName : `${stem.split(' ')[0]} ${rng.pick(business.nouns)}`; dbaTruth = dba; }
    else if (k === 'same') dba = rng.pick(['SAME', 'Same', 'N/A', 'n/a', 'Same as above']);
    else if (k === 'legal') dba = legal;
    if (dbaTruth === legal) dbaTruth = null;
  }
  // Business tax ID: an EIN (a sole proprietor may write the SSN), full, masked or blank.
  const taxMode = rng.weighted([['full', 70], ['masked', 15], ['blank', 15]] as const);
  let tax: Merchant['tax'];
  if (sole && rng.chance(0.5)) {
    const d = o0.ssn;
    const type = o0.ssnType;
    tax = taxMode === 'full' ? { printed: fmtSsn(d), id: d, type } : taxMode === 'masked' ? { printed: `XXX-XX-${d.slice(5)}`, id: null, type: 'SSN' } : { printed: '', id: null, type: null };
  } else {
    const d = ein(rng);
    tax = taxMode === 'full' ? { printed: fmtEin(d), id: d, type: 'EIN' } : taxMode === 'masked' ? { printed: `XX-XXX${d.slice(5)}`, id: null, type: 'EIN' } : { printed: '', id: null, type: null };
  }
  const amount = rng.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000, 42500, 33000]);
  const terms = rng.chance(0.6) ? (() => {
    const freq = rng.weighted([['daily', 45], ['weekly', 35], ['biweekly', 8], ['monthly', 12]] as const);
    const nn = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([16, 20, 26, 30, 36, 52]) : freq === 'biweekly' ? rng.pick([12, 13, 18, 26]) : rng.pick([6, 9, 12, 18]);
    const payment = Math.round((amount * rng.float(1.25, 1.45) / nn) * 100) / 100;
    return { payment, n: nn, freq };
  })() : null;
  const nAdv = rng.weighted([[0, 45], [1, 35], [2, 15], [3, 5]] as const);
  const advances: Advance[] = [];
  for (let i = 0; i < nAdv; i++) {
    const bal = rng.int(30, 900) * 100;
    advances.push({ funder: rng.pick(FUNDERS), balance: bal, payment: Math.round(bal / rng.int(40, 140) * 100) / 100, freq: rng.pick(['Daily', 'Weekly']) });
  }
  const rp = person(rng);
  const ll = person(rng);
  return {
    entity, entityText: rng.pick(ENTITY_TEXTS[entity]!), legal, dba, dbaTruth, business, addr, phone: phone(rng),
    email: `${rng.pick(['info', 'office', 'accounts', 'admin', o0.first.toLowerCase().replace(/[^a-z]/g, '')])}@${stem.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '').slice(0, 8)}.com`,
    website: rng.chance(0.6) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '').slice(0, 8)}.com` : '',
    tax, start: randomDate(rng, 1996, 2022), stateOfInc: rng.chance(0.45) ? rng.pick(['DE', 'NV', 'WY', 'FL', 'NY', 'TX']) : addr.state,
    employees: rng.int(1, 45), own: rng.chance(0.25),
    landlord: { name: rng.chance(0.5) ? `${ll.first} ${ll.last}` : `${rng.pick(STEMS)} Properties ${rng.pick(['LLC', 'Inc.', 'LP'])}`, phone: phone(rng), rent: rng.int(12, 120) * 100 },
    amount, use: rng.pick(USES), monthly: rng.int(18, 400) * 1000, terms,
    bank: { name: rng.pick(BANKS), routing: `0${rng.int(1, 9)}${rng.digits(7)}`, account: rng.digits(rng.int(9, 12)) },
    refs: [0, 1, 2].map(() => { const p = person(rng); return { name: rng.pick(SUPPLIERS), contact: `${p.first} ${p.last}`, phone: phone(rng) }; }),
    advances, rep: { name: `${rp.first} ${rp.last}`, phone: phone(rng), email: `${rp.first.toLowerCase().replace(/[^a-z]/g, '')}@` },
    owners,
  };
}

// ---- printing helpers: one value, several ways of writing it --------------------------------------------------
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function fmtDate(isoDate: string, rng: Rng, allowShortYear = true): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const opts = ['mdy', 'mdy0', 'long', 'abbr', 'iso', 'dash'];
  if (allowShortYear) opts.push('short');
  switch (rng.pick(opts)) {
    case 'mdy': return `${m}/${d}/${y}`;
    case 'mdy0': return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return isoDate;
    case 'dash': return `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}-${y}`;
    default: return `${m}/${d}/${String(y).slice(2)}`;
  }
}
const commas = (n: number): string => Math.trunc(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export function fmtMoney(n: number, rng: Rng, allowK = false): string {
  const cents = Math.round((n % 1) * 100);
  const whole = commas(n);
  const dec = `${whole}.${String(cents).padStart(2, '0')}`;
  const opts: string[] = cents ? [`$${dec}`, dec, `$ ${dec}`, `${dec} USD`] : [`$${whole}`, `$${whole}.00`, whole, `${Math.trunc(n)}`, `$ ${whole}`, `${whole}.00 USD`];
  if (allowK && !cents && n % 1000 === 0) opts.push(`$${n / 1000}K`, `${n / 1000}k`);
  return rng.pick(opts);
}
export const plainMoney = (n: number): string => `$${commas(n)}${n % 1 ? `.${String(Math.round((n % 1) * 100)).padStart(2, '0')}` : ''}`;
export function fmtPct(p: number, rng: Rng): string {
  return rng.pick([`${p}%`, `${p}`, `${p} %`]);
}
export function fmtFreq(f: string, rng: Rng): string {
  return f === 'biweekly' ? rng.pick(['Bi-Weekly', 'Biweekly', 'bi-weekly']) : rng.chance(0.7) ? f[0]!.toUpperCase() + f.slice(1) : f;
}
export function ownerTaxText(o: Owner, rng: Rng): string {
  if (o.ssnMode === 'blank') return '';
  if (o.ssnMode === 'masked') return rng.pick([`XXX-XX-${o.ssn.slice(5)}`, `***-**-${o.ssn.slice(5)}`, `xxx-xx-${o.ssn.slice(5)}`]);
  return rng.chance(0.85) ? fmtSsn(o.ssn) : o.ssn;
}
/** The name as printed: First M. Last (credential), or Last, First M. */
export function nameText(o: Owner, lastFirst: boolean, rng: Rng): string {
  const mid = o.middle ? ` ${o.middle}${rng.chance(0.8) ? '.' : ''}` : '';
  if (lastFirst) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.cred ? `, ${o.cred}` : ''}`;
}
