// The fictional merchant behind one e-signed application: business, owners, request, and the decoys around them.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Addr { street: string; city: string; region: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: string; dob: string; credit: number | null;
  email: string; phone: string; home: Addr;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; entityText: string; entityId: string;
  industryText: string; industryId: string; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; start: string;
  addr: Addr; incState: string; phone: string; email: string; website: string | null;
  amount: number; payment: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; employees: number; owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; contact: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[];
  rep: { name: string; email: string; company: string; phone: string };
}

const FIRST = ['Maria', 'James', 'Deshawn', 'Priya', 'Luis', 'Kimberly', 'Robert', 'Thi', 'Ahmed', 'Jennifer', 'Carlos', 'Nicole',
  'Anthony', 'Mei', 'Olumide', 'Rachel', 'Victor', 'Svetlana', 'Marcus', 'Hannah', 'Tomás', 'Grace', 'Kwame', 'Elena'];
const LAST = ['Lopez', 'Whitfield', "O'Brien", 'Nguyen', 'Patel', 'Van der Berg', 'Okafor', 'Rivera-Santos', 'Kowalski', 'De La Cruz',
  'McAllister', 'Goldberg', 'Haddad', 'Brennan', 'St. Clair', 'Yamamoto', 'Castillo', 'Fitzgerald', 'Abernathy', 'Morales'];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm St', 'Harbor Blvd', 'Ridge Rd', 'Center St'];
const US_CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'], ['Newark', 'NJ', '071'],
  ['Houston', 'TX', '770'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Atlanta', 'GA', '303'], ['Brooklyn', 'NY', '112'],
  ['Fresno', 'CA', '937'], ['Nashville', 'TN', '372'], ['Reno', 'NV', '895'], ['Allentown', 'PA', '181'], ['Tacoma', 'WA', '984']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Laval', 'QC', 'H7N'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'], ['Saskatoon', 'SK', 'S7K']];
/** Printed business type and the industries reference id its longest word-bounded label/alias gives. */
const INDUSTRIES: [string, string, string][] = [['Hair salon', 'personal_care', 'Salon'], ['Full-service restaurant', 'restaurant', 'Grill'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Dental office', 'dental_practice', 'Dental'],
  ['Landscaping & lawn care', 'landscaping', 'Landscapes'], ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Daycare center', 'childcare', 'Learning Center'], ['Fitness center', 'fitness', 'Fitness'], ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Convenience store', 'convenience_store', 'Food Mart'], ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Catering', 'food_truck_catering', 'Catering'], ['Auto body shop', 'auto_repair', 'Collision'],
  ['Home health care', 'home_health_care', 'Home Care'], ['Machine shop', 'manufacturing', 'Machining'], ['Staffing agency', 'staffing_agency', 'Staffing'],
  ['Nail salon', 'personal_care', 'Nails'], ['Car wash', 'car_wash', 'Car Wash'], ['Medical office', 'medical_practice', 'Family Medicine']];
const WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Evergreen', 'Golden State', 'Lakeside', 'Pioneer', 'Cornerstone', 'Riverbend', 'Sunrise',
  'Northgate', 'Liberty', 'Cypress', 'Red Oak', 'Silverline', 'Magnolia', 'Prairie', 'Keystone'];
const US_ENTITIES: [string, string, string][] = [['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['S Corp', 's_corporation', 'Inc.'],
  ['Sole Proprietor', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ''], ['LLP', 'llp', 'LLP'], ['PLLC', 'pllc', 'PLLC'],
  ['Limited Liability Company', 'llc', 'L.L.C.'], ['C Corp', 'c_corporation', 'Corp.']];
const CA_ENTITIES: [string, string, string][] = [['Corporation', 'ca_corporation', 'Inc.'], ['Sole Proprietorship', 'sole_proprietorship', ''],
  ['Partnership', 'general_partnership', ''], ['Ltd.', 'ca_corporation', 'Ltd.'], ['Incorporated', 'ca_corporation', 'Inc.']];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'U.S. Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Ledger Capital', 'Forward Line Funding', 'Pinnacle Advance Co.', 'Greenbox Merchant Capital', 'Velocity MCA Partners'];
const REF_CO = ['Sysco', 'Uline', 'Grainger', 'Home Depot Pro', 'Ferguson Supply', 'Staples Business', 'Cintas', 'US Foods'];

function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
}
export function ein(r: Rng): string {
  const bad = [0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97];
  let p = r.int(10, 98);
  while (bad.includes(p)) p = r.int(10, 98);
  return `${p}-${r.digits(7)}`;
}
export function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.digits(2)}-${r.pick(['70', '71', '78', '83', '90', '94'])}-${r.int(1000, 9999)}`;
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
export function luhn9(r: Rng, lead: string): string {
  const d8 = lead + r.digits(8 - lead.length);
  return d8 + luhnDigit(d8);
}
function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
function addr(r: Rng, ca: boolean, city?: [string, string, string]): Addr {
  const c = city ?? r.pick(ca ? CA_CITIES : US_CITIES);
  const zip = ca ? `${c[2]} ${r.int(1, 9)}${r.pick(['A', 'B', 'E', 'K', 'R', 'W'])}${r.int(1, 9)}` : `${c[2]}${r.digits(2)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? ` ${r.pick(['Suite', 'Unit', '#'])} ${r.int(1, 420)}` : ''}`, city: c[0], region: c[1], zip };
}
function owner(r: Rng, ca: boolean, title: string, pct: number, used: Set<string>): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(first)) first = r.pick(FIRST);
  used.add(first);
  if (r.chance(0.1)) last = r.pick(LAST);
  const itin = !ca && r.chance(0.1);
  const taxId = ca ? `${luhn9(r, String(r.int(1, 7)))}` : ssn(r, itin);
  const sinFmt = `${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`;
  const printed = ca ? sinFmt : taxId;
  return { first, middle: r.chance(0.3) ? `${r.pick(['A', 'J', 'M', 'R', 'L'])}.` : null, last, cred: r.chance(0.06) ? 'DC' : null, title, pct,
    taxId: printed, taxType: ca ? 'SIN' : itin ? 'ITIN' : 'SSN', masked: ca ? `***-***-${taxId.slice(6)}` : `***-**-${taxId.slice(-4)}`,
    dob: isoDate(r.int(1952, 1998), r.int(1, 12), r.int(1, 28)), credit: r.chance(0.5) ? r.int(520, 790) : null,
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
    phone: phone(r, ca), home: addr(r, ca) };
}
export function phone(r: Rng, ca = false): string {
  return `(${ca ? r.pick([416, 905, 403, 604, 514, 204, 902, 306, 647, 780]) : r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
}
function owners(r: Rng, ca: boolean, entityId: string, max: number): Owner[] {
  const n = entityId === 'sole_proprietorship' ? 1 : Math.min(max, r.weighted([[1, 5], [2, 4], [3, 2], [4, 1]] as const));
  const splits: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20]] };
  const pcts = r.pick(splits[n]!);
  const used = new Set<string>();
  return pcts.map((p, i) => owner(r, ca, i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3)), p, used));
}

export function merchant(r: Rng, country: Country, maxOwners = 4): Merchant {
  const ca = country === 'CA';
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const [entityText, entityId, suffix] = r.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const own = owners(r, ca, entityId, maxOwners);
  const base = `${r.pick(WORDS)} ${noun}`;
  const o0 = own[0]!;
  const legal = entityId === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : suffix ? `${base}${suffix.startsWith('Inc') || suffix.startsWith('Ltd') ? ',' : ''} ${suffix}` : `${o0.last} & ${own[1]?.last ?? r.pick(LAST)} ${noun}`;
  const dba = entityId === 'sole_proprietorship' ? base : r.weighted([[null, 2], ['SAME', 1], ['N/A', 1], [`${r.pick(WORDS)} ${noun}`, 3], [base, 1]] as const);
  const city = r.pick(ca ? CA_CITIES : US_CITIES);
  const a = addr(r, ca, city);
  const soleSsn = !ca && entityId === 'sole_proprietorship' && r.chance(0.5);
  const taxId = ca ? `${luhn9(r, String(r.int(1, 8)))}RC0001` : soleSsn ? o0.taxId : ein(r);
  const amount = r.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const count = freq === 'daily' ? r.pick([60, 80, 100, 120, 140]) : freq === 'weekly' ? r.pick([16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([8, 12, 13, 18]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / count * 100) / 100;
  const startY = r.int(1996, 2023);
  const domain = `${base.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? r.pick(['ca', 'com']) : r.pick(['com', 'net', 'biz'])}`;
  const repFirst = r.pick(FIRST.filter((f) => own.every((o) => o.first !== f)));
  const repLast = r.pick(LAST.filter((l) => own.every((o) => o.last !== l)));
  return {
    country, legal, dba, entityText, entityId, industryText, industryId,
    taxId, taxType: ca ? 'BN' : soleSsn ? (o0.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN', start: isoDate(startY, r.int(1, 12), r.int(1, 28)),
    addr: a, incState: r.chance(0.25) ? (ca ? 'Federal (CBCA)' : r.pick(['DE', 'NV', 'WY'])) : a.region, phone: phone(r, ca),
    email: r.chance(0.5) ? `info@${domain}` : o0.email, website: r.chance(0.6) ? `www.${domain}` : null,
    amount, payment, count, freq, use: r.pick(['Inventory', 'Working capital', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation']),
    monthlySales: r.int(18, 240) * 1000 + r.int(0, 9) * 100, employees: r.int(1, 45), owners: own,
    landlord: { name: `${r.pick(WORDS)} Property Management`, phone: phone(r, ca), rent: r.int(12, 95) * 100 },
    bank: { name: r.pick(ca ? CA_BANKS : BANKS), routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    refs: [0, 1].map(() => ({ name: r.pick(REF_CO), contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    funders: r.chance(0.45) ? [{ name: r.pick(FUNDERS), balance: r.int(40, 600) * 100, payment: r.int(80, 900) }] : [],
    rep: { name: `${repFirst} ${repLast}`, email: `${repFirst.toLowerCase().replace(/[^a-z]/g, '')}@`, company: '', phone: phone(r, ca) },
  };
}
