// The fictional merchant behind one form: business, request, owners and the people and numbers that are not the
// applicant's (decoys). Everything here is drawn from the seed; what a layout prints decides the truth (pen.ts).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  taxId: string; taxIdType: 'SSN' | 'ITIN'; taxMode: 'full' | 'masked' | 'blank'; dob: string; home: Address;
  credit: number | null; phone: string; email: string;
}
export interface Entity { id: string; text: string; box: string }
export interface Merchant {
  legal: string; dba: string | null; dbaPrinted: string; entity: Entity; industryText: string; industry: string;
  ein: string; einMode: 'full' | 'masked' | 'blank' | 'ssn'; start: string; years: number; incState: string;
  addr: Address; mailing: Address | null; phone: string; email: string; website: string | null; employees: number; rent: boolean;
  amount: number; payment: number | null; payments: number | null; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null;
  useOfFunds: string; monthlySales: number; annualRevenue: number; owners: Owner[];
  bank: { name: string; routing: string; account: string }; landlord: { name: string; phone: string; rent: number };
  funders: { name: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; id: string };
}

const FIRST = ['Maria', 'James', 'Dwayne', 'Priya', 'Luis', 'Anne-Marie', 'Tomasz', 'Keisha', 'Robert', 'Mary-Kate', 'Jean-Paul',
  'Deborah', 'Omar', 'Christopher', 'Yolanda', 'Hung', 'Patrick', 'Shanice', 'Gregory', 'Elena', 'Marcus', 'Ifeoma'];
const LAST = ['Okafor', 'Van der Berg', 'de la Cruz', "O'Malley", 'Smith-Haines', 'MacKenzie', 'DiMaggio', 'St. John', 'Nguyen',
  'Kowalski', 'Washington', "D'Angelo", 'Le Blanc', 'Abernathy', 'Ruiz-Ortega', 'Patel', 'Brennan', 'von Stade', 'Castillo', 'Hollis'];
const CRED = [', DDS', ', CPA', ', DC', ' Jr.', ', MD'];
const WORD = ['Summit', 'Harbor', 'Blue Ridge', 'Ironwood', 'Golden Gate', 'Maple Leaf', 'Red Rock', 'Lakeshore', 'Crossroads',
  'Evergreen', 'Tri-County', 'Silver Creek', 'Northside', 'Keystone', 'Prairie'];
export const INDUSTRIES: [string, string][] = [['Family restaurant', 'restaurant'], ['Italian restaurant & pizzeria', 'restaurant'],
  ['Veterinary clinic', 'veterinary'], ['Auto body shop', 'auto_repair'], ['HVAC contractor', 'specialty_trade_contractor'],
  ['Hair salon', 'personal_care'], ['Dental office', 'dental_practice'], ['Lawn care & landscaping', 'landscaping'],
  ['Commercial cleaning', 'cleaning_services'], ['Dump truck hauling', 'trucking_local'], ['Convenience store', 'convenience_store'],
  ['Day care center', 'childcare'], ['Plumbing contractor', 'specialty_trade_contractor'], ['Gym / fitness center', 'fitness'],
  ['Coffee shop', 'restaurant'], ['Florist', 'retail_general'], ['Liquor store', 'liquor_store'], ['Dry cleaner', 'dry_cleaning'],
  ['Medical office', 'medical_practice'], ['Used car dealer', 'auto_dealer_used'], ['Roofing contractor', 'specialty_trade_contractor']];
const NOUN: Record<string, string[]> = { restaurant: ['Grill', 'Kitchen', 'Bistro'], veterinary: ['Animal Clinic'], auto_repair: ['Collision'],
  specialty_trade_contractor: ['Mechanical', 'Services'], personal_care: ['Salon'], dental_practice: ['Dental'], landscaping: ['Landscapes'],
  cleaning_services: ['Janitorial'], trucking_local: ['Hauling'], convenience_store: ['Mart'], childcare: ['Learning Center'],
  fitness: ['Fitness'], retail_general: ['Flowers'], liquor_store: ['Wine & Spirits'], dry_cleaning: ['Cleaners'], medical_practice: ['Family Medicine'],
  auto_dealer_used: ['Motors'] };
const PLACES: [string, string, string][] = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'], ['Newark', 'NJ', '071'],
  ['Plano', 'TX', '750'], ['Marietta', 'GA', '300'], ['Yonkers', 'NY', '107'], ['Joliet', 'IL', '604'], ['Tacoma', 'WA', '984'],
  ['Raleigh', 'NC', '276'], ['Aurora', 'CO', '800'], ['Reno', 'NV', '895'], ['Allentown', 'PA', '181'], ['Fresno', 'CA', '937'],
  ['Knoxville', 'TN', '379'], ['Washington', 'DC', '200'], ['Worcester', 'MA', '016'], ['Baton Rouge', 'LA', '708']];
const STREETS = ['Main St', 'Oak Avenue', 'Industrial Pkwy', 'W. 5th Street', 'Route 9', 'Commerce Dr', 'Elm St, Suite 210', 'Market Street',
  'N. Broadway', 'Sycamore Ln'];
const EIN_PREFIX = [10, 12, 13, 20, 22, 27, 30, 33, 36, 41, 45, 46, 52, 56, 61, 65, 74, 81, 84, 87, 91, 93, 98];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
const FUNDERS = ['Rapid Capital Funding', 'Lendwell MCA', 'Forward Business Capital', 'Velocity Advance Group', 'Everest Fund LLC'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Bank of America', 'Truist'];
const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion / second location', 'Payroll', 'Renovation', 'Marketing'];

export function address(r: Rng): Address {
  const [city, state, zip] = r.pick(PLACES);
  return { street: `${r.int(12, 9850)} ${r.pick(STREETS)}`, city, state, zip: zip + r.digits(2) };
}
export const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
export const ssn = (r: Rng): string => `${String(r.pick([r.int(1, 665), r.int(667, 899)])).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
const itin = (r: Rng): string => `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
export const iso = (d: Date): string => d.toISOString().slice(0, 10);
export const digits = (s: string): string => s.replace(/\D/g, '');

function person(r: Rng, title: string, pct: number): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const isItin = r.chance(0.12);
  const dob = new Date(Date.UTC(r.int(1955, 1998), r.int(0, 11), r.int(1, 28)));
  return { first, middle: r.chance(0.5) ? String.fromCharCode(65 + r.int(0, 25)) : null, last, credential: r.chance(0.15) ? r.pick(CRED) : null,
    title, pct, taxId: isItin ? itin(r) : ssn(r), taxIdType: isItin ? 'ITIN' : 'SSN',
    taxMode: r.weighted([['full', 6], ['masked', 3], ['blank', 1]] as const), dob: iso(dob), home: address(r),
    credit: r.chance(0.5) ? r.int(520, 810) : null, phone: phone(r), email: `${first.toLowerCase().replace(/\W/g, '')}${r.int(1, 99)}@mail.example.com` };
}

const ENTITIES: [string, string, string, string][] = [ // id, free text, checkbox label, legal-name suffix
  ['llc', 'LLC', 'LLC', 'LLC'], ['llc', 'L.L.C.', 'LLC', 'L.L.C.'], ['c_corporation', 'Corporation', 'Corporation', 'Inc.'],
  ['c_corporation', 'Inc.', 'Corporation', 'Corp.'], ['s_corporation', 'S-Corp', 'S Corp', 'Inc.'], ['general_partnership', 'Partnership', 'Partnership', '& Sons'],
  ['sole_proprietorship', 'Sole Proprietor', 'Sole Proprietor', ''], ['pllc', 'PLLC', 'PLLC', 'PLLC'], ['limited_partnership', 'LP', 'LP', 'LP'],
  ['professional_corporation', 'P.C.', 'P.C.', 'P.C.']];

export function merchant(r: Rng): Merchant {
  const [industryText, industry] = r.pick(INDUSTRIES);
  const [entityId, entityText, box, suffix] = r.pick(ENTITIES);
  const n = entityId === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const pcts = n === 1 ? [entityId === 'sole_proprietorship' || r.chance(0.7) ? 100 : r.int(51, 95)] : n === 2 ? [r.pick([50, 60, 51, 75, 80]), 0] : [r.pick([40, 50, 34]), r.pick([30, 25, 33]), 0];
  if (n > 1) pcts[n - 1] = (n === 2 ? 100 : r.pick([100, 95])) - pcts.slice(0, -1).reduce((a, b) => a + b, 0);
  const titles = r.shuffle([...TITLES]);
  const owners = pcts.map((p, i) => person(r, entityId === 'sole_proprietorship' ? 'Owner' : titles[i]!, p));
  const word = r.pick(WORD), noun = r.pick(NOUN[industry] ?? ['Group']);
  const o0 = owners[0]!;
  const legal = entityId === 'sole_proprietorship' ? `${o0.first} ${o0.middle ? o0.middle + '. ' : ''}${o0.last}`
    : suffix === '& Sons' ? `${o0.last} & Sons` : `${word} ${noun}${suffix.startsWith('Inc') || suffix.startsWith('Corp') ? ',' : ''} ${suffix}`;
  const dbaKind = r.weighted([['name', 6], ['blank', 2], ['SAME', 1], ['N/A', 1]] as const);
  const dba = dbaKind === 'name' || entityId === 'sole_proprietorship' ? `${word} ${noun}` : null;
  const start = new Date(Date.UTC(r.int(1996, 2023), r.int(0, 11), r.int(1, 28)));
  const amount = r.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 250000]) + (r.chance(0.2) ? 2500 : 0);
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1], [null, 2]] as const);
  const payments = frequency === null ? null : { daily: r.pick([100, 120, 140, 160]), weekly: r.pick([20, 26, 30, 40]), biweekly: r.pick([12, 13, 20]), monthly: r.pick([6, 9, 12]) }[frequency];
  const payment = payments === null ? null : Math.round((amount * r.float(1.25, 1.45)) / payments);
  const addr = address(r);
  return { legal, dba, dbaPrinted: dba ?? (dbaKind === 'blank' ? '' : dbaKind), entity: { id: entityId, text: entityText, box }, industryText, industry,
    ein: `${r.pick(EIN_PREFIX)}-${r.digits(7)}`,
    einMode: entityId === 'sole_proprietorship' && r.chance(0.5) ? 'ssn' : r.weighted([['full', 7], ['masked', 2], ['blank', 1]] as const),
    start: iso(start), years: 2025 - start.getUTCFullYear(), incState: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : addr.state, addr,
    mailing: r.chance(0.35) ? address(r) : null, phone: phone(r), email: `info@${word.toLowerCase().replace(/\W/g, '')}${noun.toLowerCase().replace(/\W/g, '')}.com`,
    website: r.chance(0.6) ? `www.${word.toLowerCase().replace(/\W/g, '')}${noun.toLowerCase().split(' ')[0]}.com` : null,
    employees: r.int(2, 60), rent: r.chance(0.7), amount, payment, payments, frequency, useOfFunds: r.pick(USES),
    monthlySales: r.int(18, 240) * 1000 + r.int(0, 999), annualRevenue: r.int(250, 2800) * 1000, owners,
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    landlord: { name: `${r.pick(WORD)} Property Mgmt`, phone: phone(r), rent: r.int(18, 95) * 100 },
    funders: r.chance(0.55) ? r.shuffle([...FUNDERS]).slice(0, r.int(1, 2)).map((name) => ({ name, balance: r.int(8, 90) * 1000, payment: r.int(150, 2200) })) : [],
    refs: [0, 1].map(() => ({ name: `${r.pick(WORD)} Supply Co.`, phone: phone(r) })),
    iso: { company: '', rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), id: `ISO-${r.alnum(5)}` } };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** An ISO date printed one of the ways people write dates. */
export function fmtDate(r: Rng, isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const p = (n: number): string => String(n).padStart(2, '0');
  return r.pick([`${p(m)}/${p(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${p(m)}-${p(d)}-${y}`, `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`]);
}
/** Money printed as brokers' forms print it; always parses back to `n`. */
export function fmtMoney(r: Rng, n: number): string {
  const c = n.toLocaleString('en-US');
  return r.pick([`$${c}`, `$${c}.00`, `${c}`, `$ ${c}`, `${n}`]);
}
export function fmtName(r: Rng, o: Owner, allowComma = true): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (allowComma && r.chance(0.25)) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}${o.credential ?? ''}`;
}
export function maskedTax(o: Owner): string { return `XXX-XX-${o.taxId.slice(-4)}`; }
export const cityLine = (a: Address): string => `${a.city}, ${a.state} ${a.zip}`;
