// A fictional merchant for the unusual-geometry forms: every value as printed plus its truth reading (applications.md).
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; taxText: string; taxDigits: string;
  masked: boolean; dob: string; score: number | null; home: string; phone: string; email: string;
}
export interface Person { name: string; phone: string }
export interface Merchant {
  ca: boolean; legal: string; dba: string | null; entityText: string; entityId: string; industryText: string; industryId: string;
  taxText: string; taxDigits: string; taxType: string; street: string; city: string; state: string; zip: string; phone: string;
  email: string; web: string; start: string | null; amount: number; payment: number | null; nPay: number | null;
  freq: string | null; owners: Owner[]; bank: { name: string; routing: string; account: string; transit?: string };
  landlord: Person & { rent: number }; refs: Person[]; iso: { company: string; rep: string; phone: string; id: string };
  funders: { name: string; balance: number; payment: number }[]; stateInc: string; employees: number; sales: number; use: string;
  cosigner: string;
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Tomas', 'Linh', 'Robert', 'Aisha', 'Gregory', 'Sofia', 'Marcus',
  'Hannah', 'Victor', 'Renee', 'Omar', 'Claire', 'Dmitri', 'Yolanda', 'Brandon', 'Ines', 'Curtis', 'Mei', 'Patrick'];
const LAST = ['Alvarez', 'Okafor', 'Brennan', 'Nguyen', 'Castellano', 'Whitfield', 'Patel', 'Kowalski', 'Delgado', 'Harrington',
  'Fitzgerald', 'Oyelaran', 'Lindqvist', 'Moreau', 'Ramirez-Soto', 'Van Buren', 'Tran', 'Abernathy', 'Sokolov', 'McAllister'];
const WORDS = ['Summit', 'Harbor', 'Cedar', 'Blue Ridge', 'Ironwood', 'Lakeside', 'Granite', 'Riverbend', 'Northstar', 'Oak Hollow',
  'Sunset', 'Pioneer', 'Golden Gate', 'Copperline', 'Silver Creek', 'Brookfield', 'Redstone', 'Westgate'];
export const INDUSTRIES: [string, string][] = [['Pizzeria', 'restaurant'], ['Hair salon', 'personal_care'],
  ['Plumbing contractor', 'specialty_trade_contractor'], ['Dental office', 'dental_practice'], ['Bakery cafe', 'restaurant'],
  ['Daycare center', 'childcare'], ['Car wash', 'car_wash'], ['HVAC services', 'specialty_trade_contractor'], ['Nail salon', 'personal_care'],
  ['Veterinary clinic', 'veterinary'], ['Dry cleaner', 'dry_cleaning'], ['Dump truck hauling', 'trucking_local'], ['Liquor store', 'liquor_store'],
  ['Convenience store', 'convenience_store'], ['Fitness center', 'fitness'], ['Roofing contractor', 'specialty_trade_contractor'],
  ['Medical office', 'medical_practice'], ['Tire shop', 'auto_repair'], ['Catering', 'food_truck_catering'], ['Moving company', 'trucking_local'],
  ['Furniture store', 'retail_general'], ['Machine shop', 'manufacturing'], ['Pet grooming', 'pet_services'], ['Motel', 'hotel_motel']];
const US_STATES: [string, string[], string][] = [['NY', ['Brooklyn', 'Albany', 'Yonkers'], '11'], ['NJ', ['Newark', 'Paterson', 'Edison'], '07'],
  ['FL', ['Tampa', 'Orlando', 'Hialeah'], '33'], ['TX', ['Houston', 'El Paso', 'Plano'], '77'], ['CA', ['Fresno', 'Oakland', 'Riverside'], '93'],
  ['GA', ['Marietta', 'Savannah'], '30'], ['OH', ['Dayton', 'Toledo'], '45'], ['IL', ['Joliet', 'Naperville'], '60'], ['AZ', ['Mesa', 'Tempe'], '85'],
  ['PA', ['Allentown', 'Erie'], '18'], ['NC', ['Durham', 'Raleigh'], '27'], ['CO', ['Aurora', 'Pueblo'], '80']];
const CA_PROV: [string, string[], string][] = [['ON', ['Mississauga', 'Hamilton', 'London'], 'L'], ['BC', ['Surrey', 'Burnaby'], 'V'],
  ['AB', ['Calgary', 'Red Deer'], 'T'], ['QC', ['Laval', 'Gatineau'], 'J'], ['MB', ['Winnipeg', 'Brandon'], 'R'], ['NS', ['Halifax', 'Truro'], 'B']];
const US_ENTITY: [string, string, string][] = [['LLC', 'llc', ', LLC'], ['Corporation', 'c_corporation', ', Inc.'], ['S-Corp', 's_corporation', ' Inc'],
  ['Partnership', 'general_partnership', ' Partners'], ['Sole Proprietor', 'sole_proprietorship', ''], ['LLP', 'llp', ' LLP']];
const STREETS = ['Main St', 'Route 9', 'Commerce Blvd', 'Elm Ave', 'Industrial Pkwy', 'Market St', 'Church Rd', 'Lake Shore Dr', 'Hwy 20'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'Director'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'KeyBank', 'Citizens Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Capital', 'Forward Financing', 'Fox Business Funding', 'Kapitus', 'Pearl Capital'];
const ISOS = ['Meridian Funding Partners', 'Capstone Merchant Services', 'Atlas Business Funding', 'BrightPath Capital Advisors'];

export const fmtMoney = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO date printed in one of the forms real paper uses. */
export function printDate(iso: string, how: 'us' | 'short' | 'long' | 'iso' | 'dmy'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (how === 'us') return `${pad(m)}/${pad(d)}/${y}`;
  if (how === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  if (how === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (how === 'dmy') return `${pad(d)}/${pad(m)}/${y}`;
  return iso;
}
const isoOf = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const ein = (r: Rng): string => `${r.pick(['27', '45', '47', '81', '83', '86', '88', '20', '36', '52'])}-${r.int(1000000, 9999999)}`;
const ssn = (r: Rng): string => `${r.int(100, 665)}-${r.int(10, 99)}-${r.int(1000, 9999)}`;
const sin = (r: Rng): string => `${r.int(100, 799)} ${r.int(100, 999)} ${r.int(100, 999)}`;

function owner(r: Rng, ca: boolean, pct: number, title: string, used: Set<string>): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(FIRST); last = r.pick(LAST); }
  used.add(first); used.add(last);
  const masked = r.chance(0.25);
  const tax = ca ? sin(r) : (r.chance(0.08) ? `9${r.int(10, 99)}-${r.pick([70, 78, 88])}-${r.digits(4)}` : ssn(r));
  const shown = masked ? (ca ? `*** *** ${tax.slice(-3)}` : `XXX-XX-${tax.slice(-4)}`) : tax;
  return { first, middle: r.chance(0.3) ? r.pick(['A.', 'J.', 'M.', 'R.']) : null, last, title, pct, taxText: shown,
    taxDigits: masked ? '' : tax.replace(/\D/g, ''), masked, dob: isoOf(r.int(1958, 1994), r.int(1, 12), r.int(1, 28)),
    score: r.chance(0.55) ? r.int(540, 790) : null, home: `${r.int(10, 9899)} ${r.pick(['Oak', 'Maple', 'Birch', 'Willow', 'Hillcrest'])} ${r.pick(['Ln', 'Ct', 'Dr', 'Way'])}`,
    phone: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
}

function splits(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 30, 30], [50, 25, 25], [34, 33, 33]], 4: [[25, 25, 25, 25], [40, 20, 20, 20]] };
  return r.pick(opts[n]!);
}

export function makeMerchant(seed: number, layout: string, ca = false): Merchant {
  const r = new Rng(`i40:${layout}:${seed}`);
  const [state, cities, zipp] = r.pick(ca ? CA_PROV : US_STATES);
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const n = r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const used = new Set<string>();
  const owners = splits(r, n).map((p, i) => owner(r, ca, p, i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3)), used));
  const title = industryText.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const base = `${r.pick(WORDS)} ${r.chance(0.5) ? title : industryText.split(' ')[0]}`;
  let entity = ca ? r.pick([['Inc.', 'ca_corporation', ' Inc.'], ['Ltd.', 'ca_corporation', ' Ltd.'], ['Corporation', 'ca_corporation', ' Corp.']] as [string, string, string][]) : r.pick(US_ENTITY);
  const o0 = owners[0]!;
  const soleProp = entity[1] === 'sole_proprietorship';
  if (soleProp && n > 1) entity = US_ENTITY[0]!;
  const legal = entity[1] === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : `${base}${entity[2]}`;
  const dba = entity[1] === 'sole_proprietorship' ? `${base} ${r.pick(['Shop', 'Services', 'Co'])}` : (r.chance(0.65) ? `${r.pick(WORDS)} ${title}` : null);
  const taxText = ca ? `${r.int(100000000, 899999999)} RC0001` : (entity[1] === 'sole_proprietorship' && r.chance(0.5) && !o0.masked ? o0.taxText : ein(r));
  const taxType = ca ? 'BN' : /^\d{3}-/.test(taxText) ? (taxText.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN';
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 100000, 125000, 150000]);
  const freq = r.chance(0.55) ? r.pick(['daily', 'weekly', 'biweekly', 'monthly']) : null;
  const nPay = freq ? ({ daily: r.pick([120, 140, 160]), weekly: r.pick([26, 36, 52]), biweekly: r.pick([13, 18, 26]), monthly: r.pick([6, 9, 12]) } as Record<string, number>)[freq]! : null;
  const payment = freq && nPay ? Math.round((amount * 1.35) / nPay) : null;
  const y = r.int(2004, 2022);
  // A decoy money figure never equals the request or its payment (a reader would have no way to tell them apart).
  const apart = (v: number): number => (v === amount || v === payment ? apart(v + 100) : v);
  return { ca, legal, dba, entityText: entity[0], entityId: entity[1], industryText, industryId, taxText, taxDigits: taxText.replace(/[\s-]/g, ''),
    taxType, street: `${r.int(12, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Unit ${r.int(1, 40)}` : ''}`, city: r.pick(cities), state,
    zip: ca ? `${zipp}${r.int(1, 9)}${r.pick(['A', 'B', 'K', 'R'])} ${r.int(1, 9)}${r.pick(['C', 'H', 'W'])}${r.int(1, 9)}` : `${zipp}${r.digits(3)}`,
    phone: phone(r), email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, web: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    start: r.chance(0.85) ? isoOf(y, r.int(1, 12), r.int(1, 28)) : null, amount, payment, nPay, freq, owners,
    bank: ca ? { name: r.pick(CA_BANKS), routing: `${r.digits(3)}`, transit: r.digits(5), account: r.digits(7) } : { name: r.pick(BANKS), routing: `0${r.int(11000000, 99999999)}`, account: r.digits(r.int(9, 12)) },
    landlord: { name: `${r.pick(WORDS)} Property Management`, phone: phone(r), rent: apart(r.int(18, 95) * 100) },
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply Co.', 'Wholesale', 'Distributors', 'Foods Inc.'])}`, phone: phone(r) })),
    iso: { company: r.pick(ISOS), rep: `${r.pick(FIRST)} ${r.pick(['Greene', 'Holloway', 'Baptiste', 'Shapiro'])}`, phone: phone(r), id: `ISO-${r.digits(5)}` },
    funders: r.chance(0.5) ? [{ name: r.pick(FUNDERS), balance: apart(r.int(40, 400) * 100), payment: apart(r.int(15, 90) * 10) }] : [],
    stateInc: ca ? r.pick(['Ontario', 'Federal (CBCA)', 'British Columbia']) : r.pick(['DE', 'NV', 'WY', state]), employees: r.int(2, 45),
    sales: apart(r.int(25, 240) * 1000), use: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Renovation']),
    cosigner: `${r.pick(['Teresa', 'Walter', 'Joan'])} ${r.pick(['Pryor', 'Stanton', 'Keller'])}` };
}
