// The merchant behind one application of set 72: a New York / New Jersey / Connecticut / Pennsylvania / Massachusetts
// business, its owners, its request, and the decoys (funder's box, processing, bank, landlord) its forms print.
import { Rng } from '../../statements/generator/prng.ts';

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  /** Printed SSN/ITIN text ('' blank, masked or full). */
  ssnText: string; ssnDigits: string | null; ssnType: 'SSN' | 'ITIN' | null;
  dob: Date | null; score: number | null; home: Address; cell: string; email: string;
}
export interface Merchant {
  legal: string; dba: string; entityId: string; entityText: string; soleProp: boolean;
  taxText: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN';
  industryText: string; start: Date; years: number; stateInc: string; addr: Address; phone: string; email: string;
  website: string; ownRent: 'Own' | 'Rent'; employees: number;
  requested: number; use: string; payment: number; nPayments: number; freq: 'daily' | 'weekly';
  owners: Owner[]; signed: Date;
  d: Decoys;
}
export interface Decoys {
  approved: number; factor: string; dealId: string; buyRate: string; underwriter: string;
  processor: string; cardVolume: number; monthlySales: number; annualRevenue: number; mid: string;
  bank: string; routing: string; account: string; landlord: string; landlordPhone: string; rent: number; mortgageCo: string;
  isoRep: string; funders: { name: string; balance: number; payment: number }[];
}

const CITIES: Record<string, { cities: string[]; zip: [number, number]; area: string[] }> = {
  NY: { cities: ['Brooklyn', 'Queens', 'Bronx', 'Yonkers', 'Hempstead', 'White Plains', 'Albany', 'Buffalo', 'Staten Island', 'New Rochelle'], zip: [10001, 14925], area: ['212', '718', '516', '631', '914', '347', '518', '716'] },
  NJ: { cities: ['Newark', 'Jersey City', 'Paterson', 'Hoboken', 'Edison', 'Trenton', 'Hackensack', 'Cherry Hill', 'Toms River'], zip: [7001, 8989], area: ['201', '973', '732', '908', '609', '856'] },
  CT: { cities: ['Stamford', 'Bridgeport', 'New Haven', 'Hartford', 'Norwalk', 'Danbury', 'Waterbury'], zip: [6001, 6928], area: ['203', '860', '475'] },
  PA: { cities: ['Philadelphia', 'Pittsburgh', 'Allentown', 'Scranton', 'Bensalem', 'Lancaster', 'Erie', 'King of Prussia'], zip: [15001, 19640], area: ['215', '267', '610', '412', '717', '484'] },
  MA: { cities: ['Boston', 'Worcester', 'Springfield', 'Quincy', 'Lowell', 'Brockton', 'Somerville', 'Framingham'], zip: [1001, 2791], area: ['617', '508', '781', '978', '413'] },
};
export const THEME_STATES = Object.keys(CITIES);
const STREETS = ['Main St', 'Broadway', 'Atlantic Ave', 'Market St', 'Elm St', 'Washington Blvd', 'Route 9', 'Park Ave', 'Church St', 'Central Ave', 'Boylston St', 'Chestnut St', 'Bergen Blvd', 'Post Rd', 'Liberty Ave', 'Grand St'];
const FIRST = ['Anthony', 'Maria', 'Joseph', 'Rosa', 'Daniel', 'Priya', 'Michael', 'Yan', 'Kevin', 'Sofia', 'Luis', 'Rachel', 'Dmitri', 'Aisha', 'Patrick', 'Mei', 'Samuel', 'Gabriela', 'Vincent', 'Naomi', 'Tariq', 'Colleen'];
const LAST = ['Esposito', 'Rodriguez-Perez', 'Kowalski', 'De Luca', "O'Brien", 'Nguyen', 'Patel', 'Goldberg', 'Van der Berg', 'Chen', 'Murphy', 'Santiago', 'Williams-Grant', 'Russo', 'Okafor', 'Di Stefano', 'McCarthy', 'Levy', 'Park', 'Castellano'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Vice President', 'Partner', 'COO', 'Secretary', 'Treasurer'];
const CREDS = [', CPA', ', DDS', ', DC', ', MD'];
const WORDS = ['Hudson', 'Bergen', 'Liberty', 'Harbor', 'Summit', 'Keystone', 'Pioneer', 'Granite', 'Brightside', 'Crescent', 'Northgate', 'Riverview', 'Colonial', 'Maple', 'Ironbound', 'Seaport', 'Brookline'];

/** Type-of-business texts; the truth's industry is read from each by rules.ts (a few match nothing). */
export const INDUSTRY_TEXTS = ['Italian restaurant', 'Pizzeria', 'Coffee shop', 'Hair salon', 'Barbershop', 'Nail salon & spa',
  'Auto body shop', 'Collision repair', 'Plumbing contractor', 'HVAC installation & service', 'Electrical contractor', 'Roofing',
  'Lawn care & landscaping', 'Dental office', 'Chiropractor', 'Veterinary clinic', 'Liquor store', 'Convenience store', 'Deli & grocery',
  'Moving company', 'Dry cleaner', 'Laundromat', 'Yoga studio', 'Daycare', 'Janitorial services', 'Machine shop', 'Catering',
  'Florist', 'Clothing boutique', 'Jewelry store', 'Car wash', 'Hotel', 'CPA firm', 'Marketing agency', 'Home health care',
  'Used car dealer', 'Tire shop', 'Pet grooming', 'Physical therapy', 'Sports bar', 'Wholesale distributor', 'IT services',
  'General contractor', 'Flooring installation', 'Tutoring center', 'Funeral home', 'Smoke shop', 'Food truck', 'Bakery',
  'Event rentals'];

interface EntityKind { id: string; texts: string[]; suffix: string[] }
const ENTITIES: [EntityKind, number][] = [
  [{ id: 'llc', texts: ['LLC', 'L.L.C.', 'Limited Liability Company'], suffix: [' LLC', ', LLC', ' L.L.C.'] }, 9],
  [{ id: 'c_corporation', texts: ['Corporation', 'Corp.', 'Inc.', 'C-Corp'], suffix: [' Inc.', ', Inc.', ' Corp.', ' Corporation'] }, 5],
  [{ id: 's_corporation', texts: ['S-Corp', 'S Corporation', 'S Corp'], suffix: [' Inc.', ', Inc.', ' Corp.'] }, 4],
  [{ id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship'], suffix: [''] }, 2],
  [{ id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffix: [' Partners', ' & Co. Partners'] }, 1],
  [{ id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], suffix: [' LP', ', L.P.'] }, 1],
  [{ id: 'pllc', texts: ['PLLC', 'Professional LLC'], suffix: [' PLLC'] }, 1],
  [{ id: 'professional_corporation', texts: ['P.C.', 'Professional Corporation'], suffix: [', P.C.'] }, 1],
];

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
export function phone(rng: Rng, state: string): string {
  return `(${rng.pick(CITIES[state]!.area)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`;
}
function address(rng: Rng, state: string): Address {
  const c = CITIES[state]!;
  return { street: `${rng.int(2, 2980)} ${rng.pick(STREETS)}${rng.chance(0.25) ? `, Suite ${rng.int(1, 12) * 100 + rng.int(0, 9)}` : ''}`,
    city: rng.pick(c.cities), state, zip: pad(rng.int(c.zip[0], c.zip[1]), 5) };
}
export const addrLine = (a: Address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 9999), 4)}`;
}
function itin(rng: Rng): string { return `9${rng.digits(2)}-${rng.int(70, 88)}-${pad(rng.int(1, 9999), 4)}`; }
function ein(rng: Rng): string {
  const pre = rng.pick([11, 13, 14, 16, 20, 22, 26, 27, 30, 35, 41, 45, 46, 47, 52, 56, 61, 65, 71, 74, 81, 84, 87, 90, 93, 98]);
  return `${pre}-${rng.digits(7)}`;
}
function date(rng: Rng, y0: number, y1: number): Date { return new Date(Date.UTC(rng.int(y0, y1), rng.int(0, 11), rng.int(1, 28))); }
export const iso = (d: Date): string => d.toISOString().slice(0, 10);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function fmtDate(d: Date, f: 'us' | 'us2' | 'long' | 'dash'): string {
  const m = d.getUTCMonth() + 1, day = d.getUTCDate(), y = d.getUTCFullYear();
  if (f === 'long') return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (f === 'us2') return `${pad(m, 2)}/${pad(day, 2)}/${pad(y % 100, 2)}`;
  if (f === 'dash') return `${pad(m, 2)}-${pad(day, 2)}-${y}`;
  return `${pad(m, 2)}/${pad(day, 2)}/${y}`;
}
export const money = (n: number, cents = false): string =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;

function owner(rng: Rng, state: string, pct: number, industry: string): Owner {
  const kind = rng.weighted([['full', 5], ['masked', 4], ['blank', 1], ['itin', 1]] as const);
  const num = kind === 'itin' ? itin(rng) : ssn(rng);
  const ssnText = kind === 'blank' ? '' : kind === 'masked' ? `${rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${num.slice(-4)}` : num;
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const pro = /Dental|Chiropractor|Physical|CPA/.test(industry);
  return { first, middle: rng.chance(0.35) ? `${rng.pick('ABCDEFGHJKLMRST'.split(''))}.` : null, last,
    cred: pro && rng.chance(0.5) ? rng.pick(CREDS) : null, title: rng.pick(TITLES), pct,
    ssnText, ssnDigits: kind === 'full' || kind === 'itin' ? num.replace(/-/g, '') : null,
    ssnType: kind === 'blank' ? null : kind === 'itin' ? 'ITIN' : 'SSN',
    dob: rng.chance(0.85) ? date(rng, 1956, 1997) : null, score: rng.chance(0.55) ? rng.int(540, 810) : null,
    home: address(rng, rng.chance(0.8) ? state : rng.pick(THEME_STATES)), cell: phone(rng, state),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'aol.com'])}` };
}

const SPLITS: Record<number, number[][]> = { 1: [[100], [100], [51]], 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]] };
const PROCESSORS = ['Fiserv / First Data', 'Worldpay', 'Heartland', 'Square', 'Clover', 'Toast', 'Elavon', 'Global Payments', 'Stripe'];
const BANKS = ['TD Bank', 'Chase', 'Santander', 'M&T Bank', 'Valley National Bank', 'Webster Bank', 'Citizens Bank', 'PNC Bank', 'Bank of America', 'Eastern Bank'];
const FUNDERS = ['Pearl Street Capital', 'Bridgewater Advance', 'Tri-State Merchant Funding', 'Lexington Receivables', 'Canal Street Funding', 'Atlantic Bay Capital'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Renovation', 'Marketing', 'Debt consolidation', 'Second location'];

export function makeMerchant(rng: Rng): Merchant {
  const state = rng.weighted([['NY', 4], ['NJ', 3], ['PA', 2], ['CT', 1], ['MA', 2]] as const);
  const ek = rng.weighted(ENTITIES);
  const industryText = rng.pick(INDUSTRY_TEXTS);
  const nOwners = ek.id === 'sole_proprietorship' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const split = rng.pick(SPLITS[nOwners]!);
  const owners = split.map((p) => owner(rng, state, p, industryText));
  if (ek.id === 'sole_proprietorship') { owners[0]!.title = rng.pick(['Owner', 'Sole Owner', 'Proprietor']); owners[0]!.pct = 100; owners[0]!.cred = null; }
  const base = `${rng.pick(WORDS)} ${industryText.split(' ')[0]!.replace(/&/g, '')}`.trim();
  const soleProp = ek.id === 'sole_proprietorship';
  const legal = soleProp ? `${owners[0]!.first} ${owners[0]!.last}` : `${rng.pick(WORDS)} ${rng.pick(['Holdings', 'Group', 'Enterprises', 'Services', 'Ventures'])}${rng.pick(ek.suffix)}`;
  const dbaKind = soleProp ? 'name' : rng.weighted([['name', 6], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba = dbaKind === 'name' ? `${base}${rng.pick(['', ' Express', ' Co.', ' Plus', ' House', ' & More'])}` : dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : dbaKind;
  const useSsn = soleProp && rng.chance(0.6) && owners[0]!.ssnDigits !== null;
  const taxText = useSsn ? owners[0]!.ssnText : ein(rng);
  const taxType = useSsn ? owners[0]!.ssnType! : 'EIN';
  const start = date(rng, 1998, 2022);
  const signed = new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28)));
  const requested = rng.int(4, 100) * 5000;
  const freq = rng.chance(0.65) ? 'daily' : 'weekly';
  const nPayments = freq === 'daily' ? rng.pick([80, 100, 120, 140, 160, 180]) : rng.pick([16, 20, 26, 32, 40, 52]);
  const factor = rng.pick([1.22, 1.29, 1.32, 1.35, 1.39, 1.42, 1.45, 1.49]);
  const payment = Math.round((requested * factor / nPayments) * 100) / 100;
  const approved = requested - rng.int(1, 8) * 2500;
  const others = THEME_STATES.filter((s) => s !== state).concat(['DE', 'FL']);
  const monthlySales = rng.int(30, 600) * 1000 + rng.int(0, 999);
  return {
    legal, dba, entityId: ek.id, entityText: rng.pick(ek.texts), soleProp, taxText, taxDigits: taxText.replace(/\D/g, ''), taxType,
    industryText, start, years: 2025 - start.getUTCFullYear(), stateInc: soleProp ? '' : rng.pick(others), addr: address(rng, state),
    phone: phone(rng, state), email: `${rng.pick(['info', 'office', 'billing', 'contact'])}@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: rng.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : '', ownRent: rng.chance(0.7) ? 'Rent' : 'Own',
    employees: rng.int(1, 45), requested, use: rng.pick(USES), payment, nPayments, freq, owners, signed,
    d: { approved: approved > 0 ? approved : requested + 7500, factor: factor.toFixed(2), dealId: `${rng.alnum(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-${rng.digits(6)}`,
      buyRate: (factor - rng.pick([0.08, 0.1, 0.12])).toFixed(2), underwriter: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      processor: rng.pick(PROCESSORS), cardVolume: Math.round(monthlySales * rng.float(0.3, 0.8)), monthlySales,
      annualRevenue: monthlySales * 12 + rng.int(1, 9) * 1000, mid: rng.digits(15), bank: rng.pick(BANKS),
      routing: `0${rng.int(1, 3)}${rng.digits(7)}`, account: rng.digits(rng.int(9, 12)), landlord: `${rng.pick(WORDS)} Realty ${rng.pick(['LLC', 'Associates', 'Management Corp.'])}`,
      landlordPhone: phone(rng, state), rent: rng.int(15, 120) * 100, mortgageCo: rng.pick(['Wells Fargo Home Mortgage', 'Rocket Mortgage', 'Provident Bank', 'Columbia Bank']),
      isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      funders: rng.chance(0.5) ? [] : rng.shuffle([...FUNDERS]).slice(0, rng.int(1, 2)).map((name) => ({ name, balance: rng.int(5, 90) * 1000, payment: rng.int(150, 1400) })) },
  };
}
