// One fictional merchant and its request, drawn from the seed and the layout only (never the style), so the three
// styles of a seed print the same deal. Decoy people and numbers are drawn here too, so they never collide with values.
import { Rng } from '../../statements/generator/prng.ts';
import { STATES, type StateItem } from './rules.ts';

export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number; credit: number;
  taxId: string; masked: boolean; dob: string; home: Address; cell: string; email: string;
}
export interface Address { street: string; city: string; state: StateItem; zip: string }
export interface Funder { name: string; balance: number; payment: number }

export interface Deal {
  legal: string; dba: string; entity: string; industryText: string; taxId: string; soleSsn: boolean;
  address: Address; phone: string; email: string; website: string; start: string; employees: number;
  incState: StateItem; amount: number; payment: number; count: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; owners: Owner[];
  landlord: string; landlordPhone: string; rent: number; bank: string; routing: string; account: string;
  funders: Funder[]; isoRep: string; submissionId: string; ip: string; printedAt: Date; signedAt: Date;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomas', 'Priya', 'Derek', 'Lauren', 'Kwame', 'Sofia', 'Brandon', 'Mei', 'Hector',
  'Rachel', 'Dmitri', 'Nadia', 'Curtis', 'Yolanda', 'Ethan', 'Fatima', 'Gregory', 'Lucia', 'Owen', 'Tanya', 'Marcus'];
const LAST = ['Delgado', 'Whitfield', 'Okafor', 'Nguyen', 'Patel', "O'Connell", 'Van der Berg', 'Castillo', 'Hughes', 'Lindqvist',
  'Abernathy', 'Moreno-Vega', 'Kowalski', 'Brennan', 'Takahashi', 'Ferreira', 'St. Clair', 'Mbeki', 'Rosen', 'Dupree'];
const WORDS = ['Summit', 'Bluebird', 'Harbor', 'Ironwood', 'Maple Leaf', 'Northgate', 'Copper Creek', 'Silverline', 'Redstone',
  'Lakeshore', 'Golden Gate', 'Prairie', 'Crescent', 'Evergreen', 'Tri-County', 'Riverbend', 'Oak Hollow', 'Sunset'];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Market St', 'Oak Blvd', 'Center Rd', 'Park Ave'];
const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Georgetown', 'Clinton', 'Madison', 'Franklin', 'Ashland', 'Milton', 'Salem'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director', 'Co-Owner'];
const FUNDERS = ['Rapid Capital Funding', 'Fundwise Advance', 'Velocity MCA', 'Greenline Capital', 'Pearl Merchant Funding', 'Kapitus-Style Partners'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Citizens Bank', 'Truist'];
const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Marketing', 'Debt consolidation'];

/** Industry descriptions as merchants write them; the rule (rules.ts industryId) decides the id, the test pins each. */
export const INDUSTRY_TEXTS: [string, string][] = [
  ['Full-service Italian restaurant', 'restaurant'], ['General auto repair - mechanic shop', 'auto_repair'],
  ['Hair salon and day spa', 'personal_care'], ['Residential plumbing contractor', 'specialty_trade_contractor'],
  ['Commercial cleaning / janitorial services', 'cleaning_services'], ['Dental office (general dentistry)', 'dental_practice'],
  ['Landscaping and lawn care', 'landscaping'], ['Coffee shop & bakery', 'restaurant'], ['Convenience store with deli', 'convenience_store'],
  ['Trucking - dump truck hauling', 'trucking_local'], ['Gym / fitness center', 'fitness'], ['Chiropractor office', 'medical_practice'],
  ['Home health care agency', 'home_health_care'], ['Web design & IT services', 'it_software'], ['Florist and gift shop', 'retail_general'],
  ['Pet grooming salon', 'pet_services'], ['Laundromat', 'dry_cleaning'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Used car dealer', 'auto_dealer_used'], ['Independent insurance agency', 'insurance_agency'], ['Sports bar & grill', 'bar_nightclub'],
  ['Food truck (tacos)', 'food_truck_catering'], ['Wholesale distributor of restaurant supplies', 'wholesale_distribution'],
  ['Physical therapy clinic', 'medical_practice'], ['Veterinary clinic', 'veterinary'], ['Motel and extended stay', 'hotel_motel'],
];

/** Entity ids a deal may have, with the legal-name suffixes that go with each (weights: LLCs dominate MCA files). */
const ENTITIES: [string, string[], number][] = [
  ['llc', ['LLC', 'L.L.C.'], 8], ['c_corporation', ['Inc.', 'Corp.', 'Corporation'], 4], ['s_corporation', ['Inc.'], 3],
  ['sole_proprietorship', [''], 3], ['general_partnership', ['& Partners'], 1], ['limited_partnership', ['LP'], 1], ['llp', ['LLP'], 1],
  ['pllc', ['PLLC'], 1], ['nonprofit_corporation', ['Foundation, Inc.'], 1], ['professional_corporation', ['P.C.'], 1],
  ['l3c', ['L3C'], 1], ['cooperative', ['Cooperative'], 1],
];

const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
const ITIN_GROUPS = [...range(50, 65), ...range(70, 88), 90, 91, 92, ...range(94, 99)];
function range(a: number, b: number): number[] { return Array.from({ length: b - a + 1 }, (_, i) => a + i); }
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function ein(r: Rng): string {
  let p = r.int(1, 99);
  while (BAD_EIN.has(p)) p = r.int(1, 99);
  return `${pad(p, 2)}-${r.int(1000000, 9999999)}`;
}
export function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}-${pad(r.pick(ITIN_GROUPS), 2)}-${pad(r.int(1, 9999), 4)}`;
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(r.int(1, 99), 2)}-${pad(r.int(1, 9999), 4)}`;
}
const isoDate = (y: number, m: number, d: number): string => `${y}-${pad(m, 2)}-${pad(d, 2)}`;
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 999)}-${pad(r.int(0, 9999), 4)}`;
function address(r: Rng, state: StateItem): Address {
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city: r.pick(CITIES), state, zip: pad(r.int(1001, 99950), 5) };
}

export function makeDeal(r: Rng, maxOwners: number): Deal {
  const state = r.pick(STATES);
  const ownerCount = Math.min(maxOwners, r.weighted([[1, 55], [2, 35], [3, 10]] as const));
  const pcts = ownerCount === 1 ? [r.pick([100, 100, 100, 90, 85])] : ownerCount === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners: Owner[] = pcts.map((pct, i) => {
    const itin = r.chance(0.08);
    const first = r.pick(FIRST), last = r.pick(LAST);
    return { first, last, middle: r.chance(0.4) ? String.fromCharCode(65 + r.int(0, 25)) : '', title: i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES.slice(3)),
      pct, credit: r.int(540, 810), taxId: ssn(r, itin), masked: r.chance(0.25), dob: isoDate(r.int(1956, 1994), r.int(1, 12), r.int(1, 28)),
      home: address(r, r.chance(0.7) ? state : r.pick(STATES)), cell: phone(r), email: `${first[0]!.toLowerCase()}${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@gmail.com` };
  });
  const [entity, suffixes] = r.weighted(ENTITIES.map(([id, s, w]) => [[id, s] as const, w] as const));
  const base = `${r.pick(WORDS)} ${r.pick(['Kitchen', 'Services', 'Group', 'Enterprises', 'Holdings', 'Works', 'Solutions', 'Trading'])}`;
  const o0 = owners[0]!;
  // A sole proprietor without an EIN writes the SSN as the business's tax ID; the legal name is then the owner's name.
  const soleSsn = entity === 'sole_proprietorship' && r.chance(0.4);
  const legal = entity === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : `${base} ${r.pick(suffixes)}`;
  const dba = entity === 'sole_proprietorship' ? base : r.weighted([[`${r.pick(WORDS)} ${r.pick(['Cafe', 'Auto', 'Studio', 'Express', 'Market'])}`, 5], ['SAME', 1], ['N/A', 1], ['', 2], [legal, 1]] as const);
  const [industryText] = r.pick(INDUSTRY_TEXTS);
  const amount = r.pick([15000, 25000, 30000, 40000, 50000, 75000, 100000, 125000, 150000, 250000]);
  const frequency = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const count = { daily: r.pick([120, 140, 160, 180]), weekly: r.pick([24, 30, 36, 52]), biweekly: r.pick([12, 18, 26]), monthly: r.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * 1.35 / count) * 100) / 100;
  const sy = r.int(2004, 2023);
  return {
    legal, dba, entity, industryText, taxId: soleSsn ? o0.taxId : ein(r), soleSsn, address: address(r, state), phone: phone(r),
    email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    start: isoDate(sy, r.int(1, 12), r.int(1, 28)), employees: r.int(1, 45), incState: r.chance(0.35) ? STATES.find((s) => s.code === 'DE')! : r.pick(STATES),
    amount, payment, count, frequency, useOfFunds: r.pick(USES), monthlySales: r.int(18, 240) * 1000, owners,
    landlord: `${r.pick(WORDS)} Property Management`, landlordPhone: phone(r), rent: r.int(12, 95) * 100, bank: r.pick(BANKS),
    routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)),
    funders: r.chance(0.55) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(40, 900) * 100, payment: r.int(90, 1900) })) : [],
    isoRep: `${r.pick(FIRST)} ${r.pick(LAST)}`, submissionId: String(r.int(100000, 999999)), ip: `${r.int(24, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
    printedAt: new Date(Date.UTC(2025, r.int(0, 11), r.int(1, 28), r.int(8, 19), r.int(0, 59))), signedAt: new Date(Date.UTC(2025, r.int(0, 11), r.int(1, 28))),
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** An ISO date printed in one of the web forms' date formats. */
export function fmtDate(iso: string, f: 'mdy' | 'mdy2' | 'long' | 'iso' | 'dmy-dash'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'mdy') return `${pad(m, 2)}/${pad(d, 2)}/${y}`;
  if (f === 'mdy2') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 'iso') return iso;
  return `${pad(m, 2)}-${pad(d, 2)}-${y}`;
}
/** Money in a web form's style: `$25,000.00`, `25000`, `$ 25,000`. */
export function fmtMoney(n: number, f: 'cents' | 'plain' | 'dollar' | 'spaced'): string {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (f === 'cents') return `$${c}`;
  if (f === 'plain') return Number.isInteger(n) ? String(n) : n.toFixed(2);
  if (f === 'spaced') return `$ ${c}`;
  return `$${Math.round(n).toLocaleString('en-US')}`;
}
