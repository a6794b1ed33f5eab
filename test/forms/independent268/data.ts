// The fictional applicant behind one form of set 268: the business, its owners, the product asked for, and the
// printed decoys. Every printed string is decided here, and with it the truth applications.md gives that string.
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

export const REFERENCE_DIR = '/work/shared/reference';

interface RefItem { id: string; label: string; aliases: string[]; countries?: string[] }
function loadItems(file: string): RefItem[] {
  return (JSON.parse(readFileSync(`${REFERENCE_DIR}/${file}`, 'utf8')) as { items: RefItem[] }).items;
}
export const INDUSTRIES = loadItems('industries.json');
export const ENTITY_TYPES = loadItems('entity-types.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const hay = ` ${norm(text)} `;
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const cand of [it.label, ...it.aliases]) {
      const n = norm(cand);
      if (!n) continue;
      if (hay.includes(` ${n} `) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
    }
  }
  return best ? best.id : null;
}

/** applications.md: the entity type whose id, label or alias equals the text; Inc/Corp/Ltd/Corporation by country. */
export function entityOf(text: string, country: 'US' | 'CA'): string | null {
  const n = norm(text);
  if (['inc', 'corp', 'ltd', 'corporation', 'incorporated', 'limited'].includes(n)) return country === 'CA' ? 'ca_corporation' : 'c_corporation';
  for (const it of ENTITY_TYPES) {
    if (it.countries && !it.countries.includes(country)) continue;
    if ([it.id, it.label, ...it.aliases].some((c) => norm(c) === n)) return it.id;
  }
  return null;
}

export type Product = 'mca' | 'term' | 'loc' | 'equipment' | 'sba';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  printedName: string;
  first: string;
  last: string;
  role: string;
  ownership: number;
  ownershipPrinted: string;
  taxPrinted: string | null;
  taxTruth: string | null;
  taxType: string | null;
  taxCountry: string | null;
  /** The owner's number whether or not the form shows it (a sole proprietor's business tax ID reuses it). */
  taxRaw: string;
  dobPrinted: string | null;
  dobIso: string | null;
  creditPrinted: string | null;
  credit: number | null;
  home: string;
  phone: string;
  email: string;
}

export interface Person { name: string; phone: string; extra: string }

export interface Case {
  country: 'US' | 'CA';
  legalName: string;
  dbaPrinted: string | null;
  tradeTruth: string | null;
  entityId: string;
  /** Free-text spelling of the entity type. */
  entityText: string;
  industryText: string;
  industryId: string;
  taxPrinted: string | null;
  taxTruth: string | null;
  taxType: string | null;
  taxCountry: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  incState: string;
  phone: string;
  email: string;
  website: string | null;
  startPrinted: string | null;
  startIso: string | null;
  yearsPrinted: string;
  employees: string;
  product: Product;
  amount: number;
  amountPrinted: string;
  payment: number | null;
  paymentPrinted: string | null;
  numPayments: number | null;
  freq: Freq | null;
  useOfFunds: string;
  useText: string;
  annualRevenue: string;
  monthlySales: string;
  avgBalance: string;
  equipment: { description: string; vendor: string; cost: string; down: string } | null;
  existing: { lender: string; kind: string; limit: string; balance: string; payment: string }[];
  realEstate: { address: string; value: string; mortgage: string; lender: string } | null;
  ownsPremises: boolean;
  landlord: Person;
  references: Person[];
  iso: Person;
  bank: { name: string; routing: string; account: string };
  owners: Owner[];
  /** A guarantor or co-applicant who is not an owner: never an applicant. */
  guarantor: Person & { taxPrinted: string } | null;
  signDate: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Priya', 'Daniel', 'Keisha', 'Tomasz', 'Elena', 'Marcus', 'Hannah', 'Luis',
  'Grace', 'Omar', 'Yuki', 'Brendan', 'Sofia', 'Andre', 'Mei', 'Victor', 'Jean-Luc', 'Mary-Kate', 'Dmitri', 'Fatima', 'Colin', 'Rosa'];
const LAST = ['Patel', 'Johnson', 'Nguyen', 'Kowalski', 'Okafor', 'Brennan', 'Castillo', 'Lindqvist', 'Haddad', 'Moreau', 'Whitaker',
  'Sato', 'Ferreira', 'Gallagher', 'Abernathy', 'Rasmussen'];
const LAST_ODD = ['Garcia-Lopez', 'de la Cruz', 'Van Dyke', "O'Brien", "D'Amico", 'McAllister-Grant', 'van der Berg', 'St. Clair', 'Del Rosario',
  'Smith-Okoye', "O'Connell", 'da Silva', 'Le Blanc'];
const SUFFIX = ['Jr.', 'Sr.', 'III', 'II'];
const CREDENTIAL = ['CPA', 'DDS', 'MD', 'PE', 'DVM', 'Esq.'];
const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

const BASE = ['Summit Ridge', 'Blue Heron', 'Ironwood', 'Cedar Point', 'Harbor Light', 'Copperline', 'Redstone', 'Northgate',
  'Silver Maple', 'Granite Peak', 'Bayside', 'Lakeshore', 'Tri-County', 'Golden Spoke', 'Prairie Wind', 'Oak & Anchor', 'Riverbend',
  'Keystone Valley', 'Pioneer Square', 'Crescent Moon'];

interface IndustryChoice { text: string; id: string; words: string[] }
const INDUSTRY_CHOICES: IndustryChoice[] = [
  { text: 'Veterinary clinic', id: 'veterinary', words: ['Animal Care', 'Pet Hospital'] },
  { text: 'Family dental office', id: 'dental_practice', words: ['Dental', 'Smiles'] },
  { text: 'Pizzeria', id: 'restaurant', words: ['Pizza Co', 'Slice House'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', words: ['Cleaning Services', 'Janitorial'] },
  { text: 'HVAC installation and repair', id: 'specialty_trade_contractor', words: ['Heating & Air', 'Climate Systems'] },
  { text: 'Plumbing contractor', id: 'specialty_trade_contractor', words: ['Plumbing', 'Pipe Works'] },
  { text: 'General contractor - residential remodeling', id: 'general_contractor', words: ['Builders', 'Construction'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', words: ['Landscapes', 'Lawn & Garden'] },
  { text: 'Hair salon', id: 'personal_care', words: ['Salon', 'Hair Studio'] },
  { text: 'Coffee shop', id: 'restaurant', words: ['Coffee Roasters', 'Espresso Bar'] },
  { text: 'Local trucking / dump truck hauling', id: 'trucking_local', words: ['Hauling', 'Trucking'] },
  { text: 'Machine shop', id: 'manufacturing', words: ['Machining', 'Precision Works'] },
  { text: 'Daycare center', id: 'childcare', words: ['Little Learners', 'Kids Academy'] },
  { text: 'Fitness center', id: 'fitness', words: ['Fitness', 'Athletic Club'] },
  { text: 'Freight broker', id: 'freight_logistics', words: ['Logistics', 'Freight'] },
  { text: 'Laundromat', id: 'dry_cleaning', words: ['Laundry', 'Wash & Fold'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', words: ['Motors', 'Auto Sales'] },
  { text: 'Convenience store', id: 'convenience_store', words: ['Market', 'Quick Stop'] },
  { text: 'Home health care agency', id: 'home_health_care', words: ['Home Care', 'Caregivers'] },
  { text: 'Physical therapy clinic', id: 'medical_practice', words: ['Physical Therapy', 'Rehab'] },
  { text: 'Auto body shop', id: 'auto_repair', words: ['Collision', 'Auto Body'] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', words: ['Electric', 'Power Solutions'] },
  { text: 'IT services / managed services', id: 'it_software', words: ['Tech Solutions', 'Networks'] },
  { text: 'Florist', id: 'retail_general', words: ['Flowers', 'Florals'] },
];

const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Denver', 'CO', '802'],
  ['Phoenix', 'AZ', '850'], ['Raleigh', 'NC', '276'], ['Newark', 'NJ', '071'], ['Albany', 'NY', '122'], ['Nashville', 'TN', '372'],
  ['Boise', 'ID', '837'], ['Reno', 'NV', '895'], ['Portland', 'OR', '972'], ['Savannah', 'GA', '314'], ['Omaha', 'NE', '681'],
  ['Fresno', 'CA', '937'], ['Worcester', 'MA', '016'], ['Wilmington', 'DE', '198'], ['Madison', 'WI', '537']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Laval', 'QC', 'H7N'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Route 9', 'Elm St', 'Harbor Blvd', 'Lakeview Rd',
  'Centennial Way', 'King St W', 'Pine Ridge Rd'];
const LENDERS = ['Rapid Ridge Funding', 'Pinnacle Advance Group', 'OnPoint Capital', 'First Meridian Bank', 'Evergreen Business Credit',
  'Velocity MCA LLC', 'Cornerstone Equipment Finance', 'BlueVine', 'Kapitus', 'Fundbox'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Citizens Bank', 'KeyBank', 'Truist'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function money(rng: Rng, n: number, country: 'US' | 'CA'): string {
  const withCommas = n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });
  const cents = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (country === 'CA') return rng.pick([`$${withCommas}`, `CAD ${withCommas}`, `$${cents} CAD`, `$ ${withCommas}`]);
  return rng.pick([`$${withCommas}`, `$${cents}`, withCommas, `$ ${withCommas}`, `${Math.round(n)}`]);
}

export function date(rng: Rng, y: number, m: number, d: number, allowShortYear: boolean, country: 'US' | 'CA'): { printed: string; iso: string } {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const forms = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`];
  if (allowShortYear && y >= 2000) forms.push(`${pad(m)}/${pad(d)}/${String(y).slice(2)}`);
  if (country === 'CA') forms.push(iso, iso);
  return { printed: rng.pick(forms), iso };
}

function randDate(rng: Rng, y0: number, y1: number): [number, number, number] {
  return [rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28)];
}

const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function ein(rng: Rng): string {
  let p: string;
  do p = rng.digits(2); while (EIN_BAD.has(p) || p.startsWith('9'));
  return p + rng.digits(7);
}
function ssn(rng: Rng): string {
  let a: number;
  do a = rng.int(1, 899); while (a === 666);
  return `${pad(a, 3)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
}
function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}`;
}
function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(body[i]) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
const fmtSsn = (s: string, sep: string): string => `${s.slice(0, 3)}${sep}${s.slice(3, 5)}${sep}${s.slice(5)}`;

interface EntityChoice { id: string; texts: string[]; suffixes: string[] }
const US_ENTITIES: EntityChoice[] = [
  { id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffixes: [' LLC', ', LLC', ' L.L.C.'] },
  { id: 'c_corporation', texts: ['Corporation', 'C Corp', 'Inc.', 'Corp'], suffixes: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ' Incorporated'] },
  { id: 's_corporation', texts: ['S Corp', 'S-Corp', 'S Corporation'], suffixes: [', Inc.', ' Inc.', ' Corp.'] },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners', ' Partnership'] },
  { id: 'limited_partnership', texts: ['LP', 'L.P.', 'Limited Partnership'], suffixes: [' LP', ', L.P.'] },
  { id: 'llp', texts: ['LLP', 'L.L.P.'], suffixes: [' LLP'] },
  { id: 'pllc', texts: ['PLLC', 'P.L.L.C.'], suffixes: [' PLLC'] },
  { id: 'professional_corporation', texts: ['Professional Corporation', 'P.C.'], suffixes: [', P.C.', ' PC'] },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], suffixes: [] },
];
const CA_ENTITIES: EntityChoice[] = [
  { id: 'ca_corporation', texts: ['Corporation', 'Inc.', 'Ltd.', 'Incorporated'], suffixes: [' Inc.', ' Ltd.', ' Limited', ' Corp.'] },
  { id: 'sole_proprietorship', texts: ['Sole Proprietorship', 'Sole Proprietor'], suffixes: [] },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffixes: [' Partners'] },
  { id: 'ca_ulc', texts: ['ULC', 'Unlimited Liability Company'], suffixes: [' ULC'] },
];

const US_ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'CFO', 'Secretary', 'COO'];
const CA_ROLES = ['President', 'Director', 'Owner', 'Partner', 'Secretary-Treasurer', 'CEO'];

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return rng.pick([[50, 50], [51, 49], [60, 40], [75, 25], [70, 30], [65, 35], [80, 20]]);
  if (n === 3) return rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20], [45, 30, 25], [33.34, 33.33, 33.33]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 25, 25, 20]]);
}

interface NameShape { printed: string; first: string; last: string }
export function personName(rng: Rng, lastFirst: boolean): NameShape {
  const first = rng.pick(FIRST);
  const last = rng.chance(0.4) ? rng.pick(LAST_ODD) : rng.pick(LAST);
  const mid = rng.chance(0.35) ? `${rng.pick([...MIDDLE])}.` : '';
  const tail = rng.weighted([['', 6], ['suffix', 1.5], ['cred', 1.5]] as const);
  const suffix = tail === 'suffix' ? rng.pick(SUFFIX) : '';
  const cred = tail === 'cred' ? rng.pick(CREDENTIAL) : '';
  let printed: string;
  if (lastFirst) printed = `${last}${suffix ? ` ${suffix}` : ''}, ${first}${mid ? ` ${mid}` : ''}`;
  else printed = `${first}${mid ? ` ${mid}` : ''} ${last}${suffix ? (rng.chance(0.5) ? `, ${suffix}` : ` ${suffix}`) : ''}${cred ? `, ${cred}` : ''}`;
  return { printed, first, last };
}

export interface CaseOptions {
  country: 'US' | 'CA';
  maxOwners: number;
  lastFirst: number;
  products: Product[];
  /** Whether the layout can print an MCA payment schedule. */
  paymentFields: boolean;
  creditScore: boolean;
  /** The business tax-ID label names the EIN, so a bare 9-digit number is an EIN. */
  einLabel: boolean;
  /** How likely a non-owner guarantor appears. */
  guarantor: number;
}

export function makeCase(rng: Rng, o: CaseOptions): Case {
  const ca = o.country === 'CA';
  const ent = rng.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const entityText = rng.pick(ent.texts);
  const entityId = entityOf(entityText, o.country);
  if (entityId !== ent.id) throw new Error(`entity text ${entityText} reads as ${entityId}, not ${ent.id}`);
  const sole = ent.id === 'sole_proprietorship';
  const ind = rng.pick(INDUSTRY_CHOICES);
  const indId = industryOf(ind.text);
  if (indId !== ind.id) throw new Error(`industry text ${ind.text} reads as ${indId}, not ${ind.id}`);
  const nOwners = sole ? 1 : rng.int(ent.id === 'general_partnership' || ent.id === 'limited_partnership' || ent.id === 'llp' ? 2 : 1, o.maxOwners);
  const sh = shares(rng, nOwners);
  const [city, state, zipPre] = rng.pick(ca ? CA_PLACES : US_PLACES);
  const places = ca ? CA_PLACES : US_PLACES;

  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const nm = personName(rng, rng.chance(o.lastFirst));
    let taxPrinted: string | null = null, taxTruth: string | null = null, taxType: string | null = null, taxCountry: string | null = null;
    let taxRaw: string;
    const shape = rng.weighted([['full', 5], ['masked', 3], ['blank', 1.5]] as const);
    if (ca) {
      const sin = luhn9(rng, rng.pick(['1', '2', '4', '5', '6', '7']));
      taxRaw = sin;
      if (shape !== 'blank') {
        taxType = 'SIN'; taxCountry = 'CA';
        if (shape === 'full') { taxPrinted = rng.pick([`${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`, `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`, sin]); taxTruth = sin; }
        else taxPrinted = rng.pick([`XXX XXX ${sin.slice(6)}`, `***-***-${sin.slice(6)}`]);
      }
    } else {
      const isItin = rng.chance(0.12);
      const num = isItin ? itin(rng) : ssn(rng);
      taxRaw = num;
      if (shape !== 'blank') {
        taxType = isItin ? 'ITIN' : 'SSN'; taxCountry = 'US';
        if (shape === 'full') { taxPrinted = rng.pick([fmtSsn(num, '-'), fmtSsn(num, '-'), fmtSsn(num, ' ')]); taxTruth = num; }
        else { taxPrinted = rng.pick([`XXX-XX-${num.slice(5)}`, `***-**-${num.slice(5)}`, `xxx-xx-${num.slice(5)}`]); taxType = 'SSN'; }
      }
    }
    const dobShape = rng.chance(0.8);
    const dob = dobShape ? date(rng, ...randDate(rng, 1952, 1998), false, o.country) : null;
    const credit = o.creditScore && rng.chance(0.7) ? rng.int(540, 815) : null;
    const share = sh[i]!;
    const [hc, hs, hz] = rng.pick(places);
    owners.push({
      printedName: nm.printed, first: nm.first, last: nm.last,
      role: sole ? rng.pick(['Owner', 'Sole Proprietor', 'Owner/Operator']) : rng.pick(ca ? CA_ROLES : US_ROLES),
      ownership: share, ownershipPrinted: rng.pick([`${share}%`, `${share}`, `${share} %`]),
      taxPrinted, taxTruth, taxType, taxCountry, taxRaw,
      dobPrinted: dob ? dob.printed : null, dobIso: dob ? dob.iso : null,
      creditPrinted: credit === null ? null : String(credit), credit,
      home: `${rng.int(10, 9999)} ${rng.pick(['Birch Ln', 'Willow Ct', 'Maple Dr', 'Sunset Blvd', 'Hillcrest Rd', 'Forest Ave'])}, ${hc}, ${hs} ${ca ? `${hz} ${rng.int(1, 9)}${rng.pick([...'ABCEGHJ'])}${rng.int(1, 9)}` : hz + rng.digits(2)}`,
      phone: phone(rng), email: `${nm.first.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    });
  }

  const baseWord = rng.pick(BASE);
  const indWord = rng.pick(ind.words);
  let legalName: string;
  if (sole) legalName = `${owners[0]!.first} ${owners[0]!.last}`;
  else if (ca && ent.id === 'ca_corporation' && rng.chance(0.3)) legalName = `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.', 'Canada'])} Inc.`;
  else legalName = `${baseWord} ${indWord}${rng.pick(ent.suffixes)}`;

  // DBA: a real trade name, or blank / SAME / N/A / the legal name repeated (all null).
  const dbaShape = rng.weighted([['name', sole || legalName.match(/^\d/) ? 8 : 5], ['blank', 2], ['same', 1], ['na', 1], ['legal', 0.7]] as const);
  let dbaPrinted: string | null = null, tradeTruth: string | null = null;
  if (dbaShape === 'name') {
    dbaPrinted = rng.pick([`${baseWord} ${indWord}`, `The ${indWord} at ${city}`, `${baseWord.split(' ')[0]} ${indWord}`, `${city} ${indWord}`]);
    if (dbaPrinted === legalName) dbaPrinted = `${dbaPrinted} of ${city}`;
    tradeTruth = dbaPrinted;
  } else if (dbaShape === 'same') dbaPrinted = rng.pick(['SAME', 'Same']);
  else if (dbaShape === 'na') dbaPrinted = rng.pick(['N/A', 'n/a']);
  else if (dbaShape === 'legal') dbaPrinted = legalName;

  // Business tax id.
  let taxPrinted: string | null = null, taxTruth: string | null = null, taxType: string | null = null, taxCountry: string | null = null;
  const taxShape = rng.weighted([['full', 8], ['blank', 1]] as const);
  if (taxShape === 'full') {
    if (ca) {
      const bn = luhn9(rng, rng.pick(['7', '8']));
      const prog = rng.pick(['RC', 'RT']) + '0001';
      taxPrinted = rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog}`, `${bn}-${prog}`, `${bn} ${prog.toLowerCase()}`]);
      taxTruth = bn + prog; taxType = 'BN'; taxCountry = 'CA';
    } else if (sole && rng.chance(0.6)) {
      const own = owners[0]!;
      const num = own.taxRaw;
      taxPrinted = fmtSsn(num, '-'); taxTruth = num; taxType = num.startsWith('9') ? 'ITIN' : 'SSN'; taxCountry = 'US';
    } else {
      const e = ein(rng);
      taxPrinted = o.einLabel && rng.chance(0.5) ? e : `${e.slice(0, 2)}-${e.slice(2)}`;
      taxTruth = e; taxType = 'EIN'; taxCountry = 'US';
    }
  }

  const startYear = rng.int(1996, 2023);
  const start = date(rng, startYear, rng.int(1, 12), rng.int(1, 28), true, o.country);
  const startShown = rng.chance(0.85);

  const product = rng.pick(o.products);
  const ranges: Record<Product, [number, number, number]> = { mca: [10000, 400000, 500], term: [25000, 750000, 1000], loc: [10000, 250000, 5000],
    equipment: [15000, 350000, 50], sba: [50000, 1500000, 5000] };
  const [lo, hi, step] = ranges[product];
  let amount = Math.round(Math.exp(rng.float(Math.log(lo), Math.log(hi))) / step) * step;
  let equipment: Case['equipment'] = null;
  if (product === 'equipment') {
    const cost = amount + Math.round(rng.float(0.1, 0.3) * amount / 50) * 50;
    const down = cost - amount;
    equipment = { description: rng.pick(['2019 Kenworth T680 tractor', 'CNC vertical mill (Haas VF-2)', 'Commercial pizza ovens (2)', 'Walk-in cooler and freezer',
      'Bobcat S650 skid steer', 'Dental imaging system', 'Industrial washers/dryers (8)']), vendor: rng.pick(['Midwest Equipment Sales', 'Coastal Machinery Inc.',
      'Prime Restaurant Supply', 'Heartland Truck Center']), cost: money(rng, cost, o.country), down: money(rng, down, o.country) };
  }
  let payment: number | null = null, numPayments: number | null = null, freq: Freq | null = null, paymentPrinted: string | null = null;
  if (product === 'mca' && o.paymentFields && rng.chance(0.7)) {
    freq = rng.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
    numPayments = freq === 'daily' ? rng.pick([60, 90, 120, 140, 160, 180, 200, 240]) : freq === 'weekly' ? rng.pick([16, 20, 26, 32, 40, 52])
      : freq === 'biweekly' ? rng.pick([8, 12, 13, 18, 26]) : rng.pick([6, 9, 12, 18]);
    payment = Math.round((amount * rng.float(1.2, 1.45)) / numPayments * 100) / 100;
    paymentPrinted = money(rng, payment, o.country);
  }
  if (amount <= 0) amount = lo;

  const uses = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Debt refinance', 'Marketing', 'Real estate'];
  const useOfFunds = product === 'equipment' ? 'Equipment purchase' : rng.pick(uses);
  const revenue = rng.int(300, 9000) * 1000;
  const nExisting = rng.int(0, 3);
  const existing: Case['existing'] = [];
  for (let i = 0; i < nExisting; i++) {
    const kind = rng.pick(['MCA', 'Term loan', 'Line of credit', 'Equipment lease', 'SBA loan']);
    const limit = rng.int(20, 300) * 1000;
    existing.push({ lender: rng.pick(LENDERS), kind, limit: money(rng, limit, o.country), balance: money(rng, Math.round(limit * rng.float(0.1, 0.9)), o.country),
      payment: money(rng, rng.int(150, 6000), o.country) });
  }
  const ownsPremises = rng.chance(0.35);
  const realEstate = ownsPremises || rng.chance(0.3) ? { address: `${rng.int(100, 9999)} ${rng.pick(STREETS)}, ${city}, ${state}`,
    value: money(rng, rng.int(150, 2500) * 1000, o.country), mortgage: money(rng, rng.int(20, 900) * 1000, o.country), lender: rng.pick(BANKS) } : null;
  const incState = ca ? rng.pick(['Federal (CBCA)', state, 'ON', 'BC']) : rng.pick(['DE', 'NV', 'WY', state, state]);
  const g = rng.chance(o.guarantor) ? personName(rng, false) : null;
  const sign = date(rng, 2025, rng.int(1, 12), rng.int(1, 28), false, o.country);
  return {
    country: o.country, legalName, dbaPrinted, tradeTruth, entityId: ent.id, entityText, industryText: ind.text, industryId: ind.id,
    taxPrinted, taxTruth, taxType, taxCountry,
    street: `${rng.int(1, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, state,
    zip: ca ? `${zipPre} ${rng.int(1, 9)}${rng.pick([...'ABCEGHJKLMNPRSTVXY'])}${rng.int(1, 9)}` : zipPre + rng.digits(2), incState,
    phone: phone(rng), email: `info@${baseWord.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    website: rng.chance(0.6) ? `www.${baseWord.toLowerCase().replace(/[^a-z]/g, '')}${ca ? '.ca' : '.com'}` : null,
    startPrinted: startShown ? start.printed : null, startIso: startShown ? start.iso : null, yearsPrinted: String(2025 - startYear),
    employees: String(rng.int(1, 85)), product, amount, amountPrinted: money(rng, amount, o.country),
    payment, paymentPrinted, numPayments, freq, useOfFunds,
    useText: rng.pick(['Purchase inventory ahead of the busy season', 'Hire two technicians and cover payroll', 'Pay off a higher-cost advance',
      'Open a second location', 'Replace aging equipment', 'Marketing campaign and website', 'Bridge slow receivables']),
    annualRevenue: money(rng, revenue, o.country), monthlySales: money(rng, Math.round(revenue / 12 / 100) * 100, o.country),
    avgBalance: money(rng, rng.int(3, 150) * 1000 + rng.int(0, 999), o.country), equipment, existing, realEstate, ownsPremises,
    landlord: { name: rng.pick(['Westfield Property Group', 'Harold Kim', 'Brookline Realty LLC', 'Patricia Osei', 'Lakeside Commons LP']), phone: phone(rng),
      extra: money(rng, rng.int(12, 150) * 100, o.country) },
    references: [0, 1].map(() => ({ name: rng.pick(['Sysco', 'Grainger', 'Uline', 'Fastenal', 'Ferguson Supply', 'Home Depot Pro', 'US Foods', 'Staples Business']),
      phone: phone(rng), extra: personName(rng, false).printed })),
    iso: { name: personName(rng, false).printed, phone: phone(rng), extra: rng.pick(['Atlas Funding Partners', 'Crestview ISO', 'Main Street Brokerage']) },
    bank: { name: rng.pick(ca ? CA_BANKS : BANKS), routing: ca ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)) },
    owners,
    guarantor: g ? { name: g.printed, phone: phone(rng), extra: rng.pick(['Spouse', 'Parent', 'Investor', 'Non-owner guarantor', 'Brother']),
      taxPrinted: ca ? `${rng.digits(3)} ${rng.digits(3)} ${rng.digits(3)}` : fmtSsn(ssn(rng), '-') } : null,
    signDate: sign.printed,
  };
}

function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(200, 989), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}
