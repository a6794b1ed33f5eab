// The fictional franchise / multi-location merchant behind one form of set 81: the operating company that applies,
// its parent (holding) company, its franchisor, its management company, its stores, its owners (people and one holding
// LLC), the request and the decoys a broker prints beside them. Every value is drawn from the seeded Rng.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Person {
  first: string; middle: string | null; last: string; title: string; pct: number; ssn: string; dob: string;
  home: Addr; score: number | null; cell: string;
}
export interface EntityOwner { name: string; pct: number; ein: string; state: string; signer: string }
export interface Store { no: string; dba: string; addr: Addr; tenure: 'Own' | 'Lease'; opened: string; sales: number }
export interface Franchisor { name: string; brand: string; addr: Addr; phone: string; agreementNo: string; agreementDate: string;
  initialFee: number; royaltyPct: number; adFundPct: number; termYears: number; transferFee: number }
export interface Parent { name: string; ein: string; state: string; entity: string; addr: Addr }
export interface Mgmt { name: string; contact: string; phone: string; feePct: number; monthlyFee: number; addr: Addr }
export interface Merchant {
  canada: boolean;
  legal: string; entityText: string; entityId: string; dba: string;
  taxId: string; taxDigits: string; taxType: 'EIN' | 'BN';
  start: string; addr: Addr; phone: string; email: string; website: string; bizText: string; employees: number;
  incState: string; franchisor: Franchisor; parent: Parent; mgmt: Mgmt; stores: Store[];
  people: Person[]; entityOwner: EntityOwner | null;
  amount: number; payment: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; landlord: string; landlordPhone: string; rent: number; bank: string; routing: string; account: string;
  isoRep: string; isoCompany: string; funders: { name: string; balance: number; payment: number }[];
}

const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Sofia', 'Kevin', 'Aisha', 'Tomasz', 'Linh', 'Rafael', 'Megan', 'Omar',
  'Hannah', 'Victor', 'Grace', 'Andre', 'Yolanda', 'Brett', 'Mei', 'Carlos', 'Nadia', 'Curtis', 'Elena', 'Samuel'];
const LAST = ['Delgado', 'Whitfield', 'Raman', "O'Neill", 'Van Dyke', 'Kowalski', 'Nguyen', 'Smith-Jones', 'De la Cruz',
  'Abernathy', 'Okafor', 'McAllister', 'St. Clair', 'Haddad', 'Lindqvist', 'Patel', 'Garza-Ruiz', 'Brennan', 'Yamada', 'Fontaine'];
const TITLES = ['Managing Member', 'President', 'CEO', 'Member', 'Vice President', 'Secretary/Treasurer', 'COO', 'Owner',
  'Director of Operations', 'Partner'];
const CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Orlando', 'FL', '328'], ['Plano', 'TX', '750'],
  ['Round Rock', 'TX', '786'], ['Marietta', 'GA', '300'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'],
  ['Mesa', 'AZ', '852'], ['Aurora', 'CO', '800'], ['Naperville', 'IL', '605'], ['Edison', 'NJ', '088'], ['Nashville', 'TN', '372'],
  ['Boise', 'ID', '837'], ['Richmond', 'VA', '232'], ['Kent', 'WA', '980'], ['Overland Park', 'KS', '662']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Laval', 'QC', 'H7N'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C']];
const STREETS = ['Main St', 'Commerce Pkwy', 'Oak Ave', 'Market St', 'Industrial Blvd', 'Lakeview Dr', 'Route 9', 'Park Plaza',
  'Harbor Rd', 'Centre St', 'Kingsway', 'Elm Ct', 'Sunset Blvd', 'Crossroads Way'];
// Brand, franchisor's word, type-of-business text as a broker prints it.
const BRANDS: [string, string, string][] = [['Bayou Bird Chicken', 'Bayou Bird Franchising', 'Quick service restaurant'],
  ['Crust & Co. Pizza', 'Crust & Co. Franchise Systems', 'Pizzeria - franchise'], ['IronPulse Fitness', 'IronPulse Brands', 'Fitness center (franchise)'],
  ['Glow Theory Salon', 'Glow Theory Franchising', 'Hair salon franchise'], ['LubeLine Express', 'LubeLine Franchise Corp.', 'Auto service / oil change'],
  ['Little Acorns Learning', 'Acorn Franchise Group', 'Child care center'], ['Wag & Wash', 'Wag & Wash Franchising', 'Pet grooming & boarding'],
  ['FreshPress Cleaners', 'FreshPress Franchise Co.', 'Dry cleaner'], ['BrightMinds Tutoring', 'BrightMinds Franchising', 'Tutoring center'],
  ['Daybreak Coffee House', 'Daybreak Brands', 'Coffee shop'], ['QuickStop Market', 'QuickStop Franchise Corp.', 'Convenience store'],
  ['SparkleCrew Cleaning', 'SparkleCrew Systems', 'Commercial cleaning services']];
const ENTITIES_US: [string, string, string][] = [['LLC', 'llc', ', LLC'], ['Corporation', 'c_corporation', ', Inc.'],
  ['S-Corp', 's_corporation', ', Inc.'], ['LP', 'limited_partnership', ', LP'], ['LLC', 'llc', ' LLC'], ['Corporation', 'c_corporation', ' Corp.']];
const ENTITIES_CA: [string, string, string][] = [['Corporation', 'ca_corporation', ' Inc.'], ['Ltd.', 'ca_corporation', ' Ltd.'],
  ['Inc.', 'ca_corporation', ' Inc.']];
const FUNDERS = ['Meridian Advance Co.', 'Bluewater Capital Funding', 'Quarry Street Capital', 'Lakeshore Merchant Funding', 'Pinecrest Business Capital'];
const BANKS = ['First Harbor Bank', 'Summit National Bank', 'Prairie Trust Bank', 'Cascade Federal Savings', 'Gulf Coast Community Bank'];
const USES = ['Remodel of store #2', 'Open a new location', 'Equipment and inventory', 'Working capital', 'Franchise transfer fee and build-out',
  'Payroll during expansion', 'Renovation required by franchisor'];

export const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

function addr(rng: Rng, canada: boolean, fixed?: [string, string, string]): Addr {
  const c = fixed ?? rng.pick(canada ? CA_CITIES : CITIES);
  const zip = canada ? `${c[2]} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}` : `${c[2]}${rng.digits(2)}`;
  return { street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: c[0], state: c[1], zip };
}

export function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

function ein(rng: Rng): string {
  const prefixes = ['12', '20', '27', '33', '45', '46', '47', '52', '58', '61', '74', '81', '84', '88', '91', '93'];
  return `${rng.pick(prefixes)}-${rng.digits(7).replace(/^0/, '4')}`;
}

function ssn(rng: Rng): string {
  return `${rng.int(101, 665)}-${pad(rng.int(10, 99))}-${rng.int(1000, 9999)}`;
}

/** Nine digits with a Luhn check digit (a Canadian BN or SIN). */
function luhn9(rng: Rng, first: number): string {
  const d = [first, ...rng.digits(7).split('').map(Number)];
  let sum = 0;
  d.forEach((v, i) => { const x = i % 2 === 1 ? v * 2 : v; sum += x > 9 ? x - 9 : x; });
  return `${d.join('')}${(10 - (sum % 10)) % 10}`;
}

function person(rng: Rng, canada: boolean, used: Set<string>): Person {
  let last = rng.pick(LAST);
  while (used.has(last)) last = rng.pick(LAST);
  used.add(last);
  const phone = `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
  let title = rng.pick(TITLES);
  while (used.has(title)) title = rng.pick(TITLES);
  used.add(title);
  return { first: rng.pick(FIRST), middle: rng.chance(0.35) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last, title, pct: 0,
    ssn: canada ? luhn9(rng, rng.int(1, 7)).replace(/^(\d{3})(\d{3})/, '$1-$2-') : ssn(rng), dob: isoDate(rng, 1958, 1992), home: addr(rng, canada),
    score: rng.chance(0.6) ? rng.int(560, 810) : null, cell: phone };
}

function shares(rng: Rng, n: number, total: number): number[] {
  const out = Array.from({ length: n }, () => 5 * Math.floor(total / n / 5));
  for (let left = total - out.reduce((a, b) => a + b, 0); left > 0; left -= 5) out[rng.int(0, n - 1)]! += 5;
  return out;
}

export function makeMerchant(rng: Rng, canada = false): Merchant {
  const [brand, fword, bizText] = rng.pick(BRANDS);
  const home = rng.pick(canada ? CA_CITIES : CITIES);
  const used = new Set<string>();
  const people = Array.from({ length: rng.int(1, 3) }, () => person(rng, canada, used));
  const surname = people[0]!.last.replace(/[^A-Za-z]/g, '');
  const [entityText, entityId, suffix] = rng.pick(canada ? ENTITIES_CA : ENTITIES_US);
  const stem = rng.pick([`${home[0]} ${brand.split(' ')[0]!.replace(/[^A-Za-z]/g, '')} Ventures`, `${surname} Family Enterprises`,
    `${home[0]} Franchise Group`, `${surname} Operating Partners`,
    `${brand.split(' ')[0]!.replace(/[^A-Za-z]/g, '')} ${home[1]} Operations`]);
  const entityOwner = rng.chance(0.85) ? { name: `${surname} ${rng.pick(['Family Holdings', 'Capital Holdings', 'Investments', 'Holdco'])}, LLC`,
    pct: 5 * rng.int(4, 10), ein: ein(rng), state: rng.pick(['DE', 'NV', 'WY', home[1]]), signer: `${people[0]!.first} ${people[0]!.last}` } : null;
  const pcts = shares(rng, people.length, 100 - (entityOwner?.pct ?? 0));
  people.forEach((p, i) => { p.pct = pcts[i]!; });
  const nStores = rng.int(2, 4);
  const bizAddr = addr(rng, canada, home);
  const stores: Store[] = Array.from({ length: nStores }, (_, i) => ({ no: `${rng.pick(['#', 'No. ', ''])}${rng.int(100, 2999)}`,
    dba: `${brand} ${rng.pick(['- ', ''])}${i === 0 ? home[0] : rng.pick(['Westgate', 'Downtown', 'Airport', 'North Hills', 'Lakeside', 'Town Center'])}`,
    addr: i === 0 && rng.chance(0.5) ? bizAddr : addr(rng, canada, rng.chance(0.5) ? home : undefined), tenure: rng.chance(0.8) ? 'Lease' : 'Own',
    opened: isoDate(rng, 2012, 2023), sales: 1000 * rng.int(35, 180) }));
  const taxDigits = canada ? luhn9(rng, rng.int(1, 9)) : '';
  const amount = 5000 * rng.int(5, 80);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const count = freq === 'daily' ? 20 * rng.int(6, 12) : freq === 'weekly' ? 4 * rng.int(6, 13) : freq === 'biweekly' ? 2 * rng.int(6, 13) : rng.int(6, 18);
  const payment = Math.round((amount * rng.float(1.2, 1.45) / count) * 100) / 100;
  const fc = addr(rng, canada);
  return {
    canada, legal: `${stem}${suffix}`, entityText, entityId, dba: brand, taxId: canada ? `${taxDigits} RT0001` : ein(rng),
    taxDigits: canada ? `${taxDigits}RT0001` : '', taxType: canada ? 'BN' : 'EIN', start: isoDate(rng, 2006, 2021), addr: bizAddr,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `accounting@${surname.toLowerCase()}${rng.pick(['group', 'ops', 'brands'])}.com`,
    website: `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}${home[0].toLowerCase().replace(/[^a-z]/g, '')}.com`, bizText, employees: rng.int(12, 140),
    incState: canada ? rng.pick(['ON', 'Federal (CBCA)', 'BC']) : rng.pick(['DE', 'NV', home[1], home[1]]),
    franchisor: { name: `${fword}${fword.endsWith('.') ? '' : rng.pick([', LLC', ', Inc.'])}`, brand, addr: fc, phone: `(800) ${rng.int(200, 989)}-${rng.digits(4)}`,
      agreementNo: `FA-${rng.int(2012, 2023)}-${rng.digits(4)}`, agreementDate: isoDate(rng, 2010, 2022), initialFee: 5000 * rng.int(5, 12),
      royaltyPct: rng.pick([4, 5, 5.5, 6, 7, 8]), adFundPct: rng.pick([1, 2, 2.5, 3, 4]), termYears: rng.pick([10, 15, 20]), transferFee: 2500 * rng.int(2, 8) },
    parent: { name: `${surname} ${rng.pick(['Brands Holding Corp.', 'Group Holdings, LLC', 'Enterprises Holdco, Inc.'])}`, ein: ein(rng),
      state: rng.pick(['DE', 'NV', 'WY']), entity: rng.pick(['LLC', 'Corporation']), addr: addr(rng, canada) },
    mgmt: { name: `${rng.pick(['Apex', 'Keystone', 'Northstar', 'Cornerstone', 'Trident'])} Restaurant & Retail Management${rng.pick([', LLC', ' Inc.'])}`,
      contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`,
      feePct: rng.pick([3, 4, 5]), monthlyFee: 250 * rng.int(6, 20), addr: addr(rng, canada) },
    stores, people, entityOwner, amount, payment, count, freq, use: rng.pick(USES), monthlySales: stores.reduce((s, x) => s + x.sales, 0),
    landlord: `${rng.pick(['Crossgate', 'Brixton', 'Regency', 'Westfield'])} Retail Properties`, landlordPhone: `(${rng.int(201, 989)}) 555-${rng.digits(4)}`,
    rent: 250 * rng.int(12, 60), bank: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)),
    isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, isoCompany: '',
    funders: rng.chance(0.6) ? Array.from({ length: rng.int(1, 2) }, () => ({ name: rng.pick(FUNDERS), balance: 500 * rng.int(10, 120), payment: 5 * rng.int(40, 400) })) : [],
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** An ISO date printed in one of the forms brokers use. */
export function fmtDate(iso: string, style: 'us' | 'short' | 'long' | 'iso' | 'dash'): string {
  const [y, m, d] = iso.split('-');
  if (style === 'us') return `${m}/${d}/${y}`;
  if (style === 'short') return `${m}/${d}/${y!.slice(2)}`;
  if (style === 'dash') return `${m}-${d}-${y}`;
  if (style === 'long') return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  return iso;
}
