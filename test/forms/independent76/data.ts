// The fictional merchant behind one form of set 76: what the owner wrote, before a broker's template prints it.
// Everything is drawn from the seeded Rng; the truth values are decided here and printed by the layouts.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  ssn: string; ssnType: 'SSN' | 'ITIN'; masked: boolean; dob: Date | null; fico: number | null; home: Addr; cell: string;
}
export interface Advance { funder: string; orig: string; balance: string; pmt: string }
export interface Merchant {
  legal: string; dba: string; entityText: string; entityId: string; soleProp: boolean;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN'; start: Date; incState: string;
  addr: Addr; phone: string; fax: string; email: string; website: string; desc: string; industry: string;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  use: string; employees: number; monthlySales: string; owners: Owner[];
  landlord: { name: string; phone: string; rent: string }; refs: { name: string; contact: string; phone: string }[];
  bank: { name: string; routing: string; account: string }; advances: Advance[]; isoRep: { name: string; phone: string; email: string };
}

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha', 'Thomas', 'Nguyen',
  'Daniel', 'Rosa', 'Kevin', 'Tamika', 'Brian', 'Sofia', 'Anthony', 'Grace', 'Luis', 'Hannah', 'Derek', 'Priya', 'Walter', 'Yolanda'];
const LAST = ['Whitfield', 'Garcia', 'Okafor', 'Brennan', 'De la Cruz', 'Nakamura', 'Smith-Reyes', 'Kowalski', "O'Donnell",
  'Van Dyke', 'Patel', 'Thibodeaux', 'McAllister', 'Delgado', 'Ferreira', 'Holloway', 'St. Pierre', 'Lindqvist', 'Abernathy', 'Cho'];
const STREETS = ['Main St', 'Oak Ave', 'Route 9', 'Industrial Pkwy', 'Commerce Dr', 'Elm St', 'Highway 61', 'Market St', 'Lakeview Blvd',
  'Peachtree Rd', 'Broad St', 'Mill Rd', 'Center St', 'Airport Rd'];
export const PLACES: readonly (readonly [string, string, string, string])[] = [
  ['PA', 'Harrisburg', '171', '717'], ['PA', 'Allentown', '181', '610'], ['TX', 'Houston', '770', '713'], ['TX', 'Lubbock', '794', '806'],
  ['FL', 'Tampa', '336', '813'], ['FL', 'Ocala', '344', '352'], ['NH', 'Manchester', '031', '603'], ['OH', 'Columbus', '432', '614'],
  ['OH', 'Dayton', '454', '937'], ['AZ', 'Phoenix', '850', '602'], ['AZ', 'Tucson', '857', '520'], ['GA', 'Atlanta', '303', '404'],
  ['GA', 'Macon', '312', '478'], ['NJ', 'Newark', '071', '973'], ['NC', 'Raleigh', '276', '919'], ['TN', 'Memphis', '381', '901'],
  ['MI', 'Flint', '485', '810'], ['CO', 'Pueblo', '810', '719'], ['LA', 'Lafayette', '705', '337'], ['NY', 'Albany', '122', '518'],
  ['IL', 'Peoria', '616', '309'], ['MO', 'Joplin', '648', '417'], ['WA', 'Spokane', '992', '509'], ['VA', 'Norfolk', '235', '757']];
/** Printed type-of-business text -> the industries reference id it gives (checked against the reference in the test). */
export const BUSINESSES: readonly (readonly [string, string, string])[] = [
  ['Pizza Restaurant', 'restaurant', 'Pizza'], ['Auto Repair & Body Shop', 'auto_repair', 'Auto Body'], ['Hair Salon', 'personal_care', 'Hair Studio'],
  ['Barbershop', 'personal_care', 'Cuts'], ['HVAC Contractor', 'specialty_trade_contractor', 'Heating & Air'],
  ['Plumbing & Heating', 'specialty_trade_contractor', 'Plumbing'], ['Roofing Contractor', 'specialty_trade_contractor', 'Roofing'],
  ['Landscaping / Lawn Care', 'landscaping', 'Lawn & Garden'], ['Dental Office', 'dental_practice', 'Family Dental'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Veterinary Clinic', 'veterinary', 'Animal Care'], ['Daycare Center', 'childcare', 'Kids Academy'],
  ['Convenience Store', 'convenience_store', 'Quick Mart'], ['Liquor Store', 'liquor_store', 'Spirits'], ['Coffee Shop', 'restaurant', 'Roasters'],
  ['Food Truck', 'food_truck_catering', 'Street Eats'], ['Trucking (Local Hauling)', 'trucking_local', 'Hauling'], ['Dry Cleaner', 'dry_cleaning', 'Cleaners'],
  ['Laundromat', 'dry_cleaning', 'Wash & Fold'], ['Gym / Fitness Center', 'fitness', 'Fitness'], ['Florist', 'retail_general', 'Flowers'],
  ['Furniture Store', 'retail_general', 'Furniture'], ['Commercial Cleaning', 'cleaning_services', 'Janitorial'], ['Used Car Dealer', 'auto_dealer_used', 'Motors'],
  ['Machine Shop', 'manufacturing', 'Machining'], ['Home Health Care', 'home_health_care', 'Home Care'], ['Nail Salon', 'personal_care', 'Nails'],
  ['Tire Shop', 'auto_repair', 'Tire & Wheel'], ['Electrical Contractor', 'specialty_trade_contractor', 'Electric'],
  ['Mexican Restaurant', 'restaurant', 'Cocina'], ['Pet Grooming', 'pet_services', 'Pet Spa'], ['Auto Detailing', 'car_wash', 'Detail'],
  ['Deli & Grocery', 'grocery', 'Deli'], ['Insurance Agency', 'insurance_agency', 'Insurance Group'], ['Catering', 'food_truck_catering', 'Catering Co']];
const WORDS = ['Summit', 'Riverbend', 'Blue Heron', 'Keystone', 'Cedar Point', 'Golden Gate', 'Ironwood', 'Magnolia', 'Red Rock', 'Harbor',
  'Liberty', 'Pine Ridge', 'Sunrise', 'Twin Oaks', 'Crossroads', 'Northstar', 'Bayou', 'Copper Creek', 'Evergreen', 'Prairie'];
/** Written entity text -> [id, legal-name suffix]. */
export const ENTITIES: readonly (readonly [string, string, string])[] = [
  ['L.L.C.', 'llc', ', L.L.C.'], ['LLC', 'llc', ' LLC'], ['Inc.', 'c_corporation', ', Inc.'], ['Corp.', 'c_corporation', ' Corp.'],
  ['Corporation', 'c_corporation', ' Corporation'], ['S Corp', 's_corporation', ', Inc.'], ['S-Corp', 's_corporation', ' Inc.'],
  ['Sole Prop.', 'sole_proprietorship', ''], ['Sole Proprietor', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners'],
  ['LLP', 'llp', ' LLP'], ['PLLC', 'pllc', ' PLLC'], ['P.C.', 'professional_corporation', ', P.C.'], ['L.P.', 'limited_partnership', ', L.P.']];
const TITLES = ['Owner', 'President', 'Pres.', 'CEO', 'Managing Member', 'Member', 'Partner', 'VP', 'Sec/Treas', 'Mgr. Member', 'Principal'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Kapitus Direct', 'Fox Run Capital', 'Pearl Street Funding', 'Everest Biz Cash',
  'Blue Line Advance', 'Mantis Funding Group'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'Regions', 'TD Bank', 'Huntington', 'Fifth Third', 'Truist', 'Citizens Bank'];
const USES = ['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working Capital', 'Renovations', 'Marketing', 'Taxes', 'Truck repair'];
const EIN_PREFIXES = [10, 12, 13, 14, 16, 20, 22, 23, 26, 27, 30, 33, 35, 38, 41, 45, 46, 47, 52, 54, 56, 61, 65, 71, 74, 76, 81, 82, 84, 86, 88, 91, 93, 95, 98];

export const money = (n: number, cents = true): string => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export const iso = (d: Date): string => d.toISOString().slice(0, 10);
const p2 = (n: number): string => String(n).padStart(2, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'short-m' | 'dash';
export function fmtDate(d: Date, f: DateFmt): string {
  const m = d.getUTCMonth() + 1, day = d.getUTCDate(), y = d.getUTCFullYear();
  if (f === 'mdy') return `${p2(m)}/${p2(day)}/${y}`;
  if (f === 'mdyy') return `${p2(m)}/${p2(day)}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (f === 'dash') return `${p2(m)}-${p2(day)}-${y}`;
  return `${m}/${day}/${y}`;
}
export const fmtTax = (digits: string, type: string): string =>
  type === 'EIN' ? `${digits.slice(0, 2)}-${digits.slice(2)}` : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick(['7', '8'])}${r.int(0, 8)}${String(r.int(1, 9999)).padStart(4, '0')}`;
  let area = r.int(1, 665);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${p2(r.int(1, 99))}${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function routing(r: Rng): string {
  const d = r.digits(8).split('').map(Number);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = d.reduce((a, x, i) => a + x * w[i]!, 0);
  return d.join('') + String((10 - (s % 10)) % 10);
}
const phone = (r: Rng, area: string): string => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;
const utc = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m, d));

function place(r: Rng, state?: string): Addr & { area: string } {
  const opts = state ? PLACES.filter((p) => p[0] === state) : PLACES;
  const [st, city, zip3, area] = r.pick(opts.length ? opts : PLACES);
  return { street: `${r.int(12, 9890)} ${r.pick(STREETS)}`, city, state: st, zip: `${zip3}${r.digits(2)}`, area };
}
const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]] };

function owner(r: Rng, pct: number, state: string, title: string, industry: string): Owner {
  const home = place(r, r.chance(0.75) ? state : undefined);
  const credOk = ['dental_practice', 'medical_practice', 'veterinary'].includes(industry) && r.chance(0.5);
  return { first: r.pick(FIRST), middle: r.chance(0.35) ? r.pick('ABCDEFGHJKLMRSTW'.split('')) : null, last: r.pick(LAST),
    cred: credOk ? r.pick(industry === 'dental_practice' ? ['DDS', 'DMD'] : industry === 'veterinary' ? ['DVM'] : ['DC', 'MD']) : null,
    title, pct, ssn: '', ssnType: 'SSN', masked: r.chance(0.25),
    dob: r.chance(0.9) ? utc(r.int(1952, 1996), r.int(0, 11), r.int(1, 28)) : null, fico: r.chance(0.8) ? r.int(520, 790) : null,
    home, cell: phone(r, home.area) };
}

/** One merchant; `entities` limits the written entity texts (a layout whose template fits only some). */
export function makeMerchant(r: Rng, state: string): Merchant {
  const [desc, industry, word] = r.pick(BUSINESSES);
  let ent = r.pick(ENTITIES);
  const prof = ['dental_practice', 'medical_practice', 'veterinary', 'insurance_agency'].includes(industry);
  if ((ent[1] === 'pllc' || ent[1] === 'professional_corporation') && !prof) ent = ENTITIES[0]!;
  const soleProp = ent[1] === 'sole_proprietorship';
  const a = place(r, state);
  const n = soleProp ? 1 : r.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const split = r.pick(SPLITS[n]!);
  const owners = split.map((pct, i) => {
    const title = soleProp ? 'Owner' : ent[1] === 'general_partnership' ? 'Partner' : i === 0 ? r.pick(TITLES) : r.pick(['Member', 'VP', 'Partner', 'Sec/Treas', 'Owner']);
    const o = owner(r, pct, a.state, title, industry);
    o.ssnType = r.chance(0.06) ? 'ITIN' : 'SSN';
    o.ssn = ssn(r, o.ssnType === 'ITIN');
    return o;
  });
  const o1 = owners[0]!;
  const taken = new Set(owners.map((o) => `${o.first} ${o.last}`));
  const person = (): string => {
    let n = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    while (taken.has(n)) n = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    return n;
  };
  const base = `${r.pick(WORDS)} ${word}`;
  const legal = soleProp ? `${o1.first} ${o1.last}` : `${base}${ent[2]}`;
  const useSsn = soleProp && r.chance(0.5);
  const dba = soleProp ? base : r.weighted([[base, 4], ['', 3], ['SAME', 1], ['N/A', 1], [`${r.pick(WORDS)} ${word}`, 2]] as const);
  const amount = r.int(3, 50) * 5000;
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180, 200]) : freq === 'weekly' ? r.pick([24, 30, 36, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45) / nPayments) * 100) / 100;
  const einDigits = `${r.pick(EIN_PREFIXES)}${r.digits(7)}`;
  const other = r.pick(['DE', 'NV', 'WY', 'DE', a.state, a.state]);
  const lStreet = place(r, a.state);
  const advances = Array.from({ length: r.int(0, 2) }, () => {
    let orig = r.int(4, 30) * 2500;
    if (orig === amount) orig += 2500;
    return { funder: r.pick(FUNDERS), orig: money(orig, false), balance: money(r.int(800, orig * 0.9) + r.int(1, 99) / 100), pmt: money(r.int(90, 900) + 0.5) };
  });
  return {
    legal, dba, entityText: ent[0], entityId: ent[1], soleProp,
    taxId: useSsn ? o1.ssn : einDigits, taxIdType: useSsn ? o1.ssnType : 'EIN',
    start: utc(r.int(2003, 2022), r.int(0, 11), r.int(1, 28)), incState: other, addr: a, phone: phone(r, a.area), fax: phone(r, a.area),
    email: `${base.toLowerCase().replace(/[^a-z]+/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'aol.com', 'outlook.com'])}`,
    website: r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]+/g, '')}.com` : '', desc, industry,
    amount, payment, nPayments, freq, use: r.pick(USES), employees: r.int(1, 40), monthlySales: money(r.int(18, 260) * 1000, false), owners,
    landlord: { name: r.chance(0.5) ? `${r.pick(WORDS)} Properties LLC` : person(), phone: phone(r, a.area), rent: money(r.int(9, 90) * 100 + 50) },
    refs: [0, 1, 2].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Distributors', 'Wholesale', 'Foods', 'Parts Co.'])}`, contact: person(), phone: phone(r, lStreet.area) })),
    bank: { name: r.pick(BANKS), routing: routing(r), account: r.digits(r.int(9, 12)) }, advances,
    isoRep: { name: person(), phone: phone(r, r.pick(['212', '516', '305', '954'])), email: '' },
  };
}

/** The owner's name as a layout prints it. */
export function ownerName(o: Owner, lastFirst: boolean): string {
  const first = o.middle ? `${o.first} ${o.middle}.` : o.first;
  const n = lastFirst ? `${o.last}, ${first}` : `${first} ${o.last}`;
  return o.cred && !lastFirst ? `${n}, ${o.cred}` : n;
}
export const maskSsn = (s: string, r: Rng): string => `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${s.slice(5)}`;
