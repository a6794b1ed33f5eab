// The merchant behind one generated form: what is printed (as a person writes it) beside what the truth takes from it.
// All values are invented; tax ids avoid the unissued EIN prefixes and the invalid SSN areas.
import type { Rng } from '../../statements/generator/prng.ts';

/** One value as printed and the truth it gives (null: the printed text gives nothing, e.g. a masked number). */
export interface Shown<T> { text: string; value: T | null }

export interface Owner {
  name: string; first: string; last: string; middle: string; credential: string;
  /** Name as printed on one line (`First M. Last, CPA` or `Last, First M.`). */
  printed: string;
  role: string;
  ownership: Shown<number>;
  ssn: Shown<string> & { type: string | null };
  dob: Shown<string>;
  credit: Shown<number>;
  home: string;
  homeState: string;
  phone: string;
}

export interface Merchant {
  legal: string; dba: Shown<string>;
  entity: { id: string; text: string; checkbox: string | null };
  industry: Shown<string>;
  ein: Shown<string> & { type: string | null };
  street: string; city: string; state: Shown<string>; zip: string;
  phone: string; email: string; website: string;
  incState: string;
  start: Shown<string>; years: string;
  amount: Shown<number>; use: string;
  terms: { payment: Shown<number>; count: Shown<number>; frequency: Shown<string> } | null;
  monthlySales: string; employees: string; rentOrOwn: 'Rent' | 'Own';
  landlord: string; landlordPhone: string; rent: string;
  bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[];
  advances: { funder: string; balance: string; payment: string }[];
  owners: Owner[];
  signed: string;
}

const STATES: [string, string][] = [['NY', 'New York'], ['NJ', 'New Jersey'], ['FL', 'Florida'], ['TX', 'Texas'], ['CA', 'California'],
  ['GA', 'Georgia'], ['IL', 'Illinois'], ['PA', 'Pennsylvania'], ['OH', 'Ohio'], ['NC', 'North Carolina'], ['AZ', 'Arizona'],
  ['CO', 'Colorado'], ['MI', 'Michigan'], ['TN', 'Tennessee'], ['WA', 'Washington'], ['MA', 'Massachusetts'], ['MD', 'Maryland'], ['NV', 'Nevada']];
const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Lakewood', 'Oak Park', 'Milford', 'Greenville', 'Clayton', 'Ashland', 'Hudson', 'Marion', 'Dover'];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Market Street', 'Harbor Blvd', 'Old Mill Rd', 'W 34th St', 'Pine Ridge Ct'];
const WORDS = ['Summit', 'Blue Ridge', 'Harbor Point', 'Golden Oak', 'Northstar', 'Red Maple', 'Silver Creek', 'Ironwood', 'Bright Path', 'Cedar Hill', 'Lakeshore', 'Kingsway', 'Granite', 'Sunrise'];
/** [printed type of business, industries id, noun used in the name]: each checked against industries.json by the test. */
export const INDUSTRIES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Coffee Co'], ['Hair salon', 'personal_care', 'Salon'],
  ['Barbershop', 'personal_care', 'Cuts'], ['Plumbing & HVAC', 'specialty_trade_contractor', 'Mechanical'], ['Dental office', 'dental_practice', 'Dental'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Landscaping and lawn care', 'landscaping', 'Landscapes'], ['Commercial cleaning', 'cleaning_services', 'Cleaning'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Moving company', 'trucking_local', 'Movers'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Gym / fitness center', 'fitness', 'Fitness'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Catering', 'food_truck_catering', 'Catering'], ['IT services', 'it_software', 'Tech Solutions'],
  ['Medical office', 'medical_practice', 'Medical Group'], ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Home health care', 'home_health_care', 'Home Care'],
  ['Tire shop', 'auto_repair', 'Tire & Auto'], ['Car wash', 'car_wash', 'Car Wash'], ['Bookkeeping services', 'professional_services', 'Bookkeeping'],
  ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'], ['General contractor', 'general_contractor', 'Builders'], ['Florist', 'retail_general', 'Flowers'],
];
/** [entity id, ways people write it, legal-name suffixes, checkbox label on a checkbox form or null for "Other"]. */
export const ENTITIES: [string, string[], string[], string | null][] = [
  ['llc', ['LLC', 'L.L.C.', 'Limited Liability Company', 'llc'], [', LLC', ' LLC', ' L.L.C.'], 'LLC'],
  ['c_corporation', ['Corporation', 'Corp', 'Inc.', 'C Corp', 'C-Corp', 'Incorporated'], [', Inc.', ' Inc', ' Corp.', ' Corporation'], 'Corporation'],
  ['s_corporation', ['S Corp', 'S-Corp', 'S Corporation', 'Subchapter S'], [', Inc.', ' Inc.'], null],
  ['sole_proprietorship', ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship', 'Individual'], [''], 'Sole Proprietor'],
  ['general_partnership', ['Partnership', 'General Partnership', 'GP'], [' Partners', ' & Associates'], 'Partnership'],
  ['limited_partnership', ['LP', 'L.P.', 'Limited Partnership'], [', LP', ' L.P.'], 'LP'],
  ['llp', ['LLP', 'L.L.P.'], [' LLP'], 'LLP'],
  ['pllc', ['PLLC', 'Professional LLC', 'P.L.L.C.'], [', PLLC'], null],
  ['professional_corporation', ['P.C.', 'Professional Corporation', 'PA'], [', P.C.', ', P.A.'], null],
  ['nonprofit_corporation', ['Non-Profit', 'Nonprofit', '501(c)(3)'], [' Foundation, Inc.', ' Community Center'], 'Non-Profit'],
  ['cooperative', ['Co-op', 'Cooperative'], [' Cooperative'], null],
];
const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Mei', 'Carlos', 'Olga', 'Daniel', 'Priya', 'Kevin', 'Fatima', 'Thomas', 'Grace', 'Luis', 'Hannah', 'Andre',
  'Mary-Kate', 'Jean-Paul', 'Sean', 'Ngozi'];
const LAST = ['Alvarez', 'Thompson', 'Nguyen', 'Okafor', 'Kowalski', 'Patel', 'Brennan', 'Fischer', 'Haddad', 'Romano', 'Lindqvist', 'Washington',
  'Garcia-Lopez', 'Smith-Jones', 'de la Cruz', 'Van Der Berg', "O'Brien", "D'Angelo", 'McAllister', 'St. Clair', 'von Hagen', 'Da Silva'];
const CREDENTIALS = [', CPA', ', DDS', ', MD', ', DVM', ', Esq.', ', PE', ', RN'];
const ROLES_MULTI = ['CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'CFO', 'Co-Owner', 'Owner', 'Secretary/Treasurer', 'COO'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Pearl Street Capital', 'Mulligan Merchant Funding', 'Forward Line Partners', 'Everest Business Capital'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions', 'Citizens Bank', 'Truist', 'KeyBank', 'First Citizens'];
const EIN_PREFIXES = ['10', '11', '13', '20', '22', '26', '27', '30', '33', '36', '38', '41', '45', '46', '47', '52', '54', '56', '61', '65', '71', '74', '81', '84', '86', '88', '90', '91', '94', '98'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const phone = (r: Rng): string => r.pick(['(', '']) === '(' ? `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}` : `${r.int(201, 989)}-${r.int(200, 989)}-${r.digits(4)}`;

/** A date written as people write it; the truth is ISO. */
export function writtenDate(r: Rng, y: number, m: number, d: number): Shown<string> {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const yy = pad(y % 100);
  const text = r.pick([`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${m}/${d}/${yy}`, `${MONTHS[m - 1]} ${d}, ${y}`,
    `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`, iso]);
  return { text, value: iso };
}

function amountText(r: Rng, n: number): string {
  const forms = [`$${money(n)}`, `$${money(n, true)}`, money(n), `${n}`, `$ ${money(n)}`, `$${n}`];
  if (n % 1000 === 0) forms.push(`$${n / 1000}k`, `${n / 1000}K`);
  return r.pick(forms);
}

function ssnFor(r: Rng): { digits: string; type: string } {
  if (r.chance(0.12)) return { digits: `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}`, type: 'ITIN' };
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return { digits: `${pad(area, 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`, type: 'SSN' };
}

/** An owner's SSN: full (dashed or bare under an SSN label), masked or blank. */
function ownerTaxId(r: Rng): Shown<string> & { type: string | null } {
  const { digits, type } = ssnFor(r);
  const dashed = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  const k = r.weighted([['full', 5], ['bare', 1], ['masked', 3], ['blank', 1]] as const);
  if (k === 'full') return { text: dashed, value: digits, type };
  if (k === 'bare') return { text: digits, value: digits, type };
  if (k === 'masked') return { text: r.pick([`XXX-XX-${digits.slice(5)}`, `***-**-${digits.slice(5)}`, `xxx-xx-${digits.slice(5)}`]), value: null, type: null };
  return { text: '', value: null, type: null };
}

function ownershipShares(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 80, 90])];
  const presets: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(presets[n]!);
}

function makeOwner(r: Rng, share: number, sole: boolean): Owner {
  const first = r.pick(FIRST); const last = r.pick(LAST);
  const middle = r.chance(0.5) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) : '';
  const credential = r.chance(0.15) ? r.pick(CREDENTIALS) : '';
  const mid = middle ? ` ${middle}.` : '';
  const name = `${first}${mid} ${last}${credential}`;
  const printed = r.chance(0.25) ? `${last}, ${first}${mid}` : name;
  const ownership: Shown<number> = r.chance(0.08) ? { text: '', value: null }
    : { text: r.pick([`${share}%`, `${share}`, `${share}.0%`, `${share} %`, `${share}.00%`]), value: share };
  const y = r.int(1955, 1999);
  const dob = writtenDate(r, y, r.int(1, 12), r.int(1, 28));
  const score = r.int(520, 790);
  const st = r.pick(STATES);
  return { name, first, last, middle, credential, printed, role: sole ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : r.pick(ROLES_MULTI), ownership,
    ssn: ownerTaxId(r), dob, credit: r.chance(0.6) ? { text: String(score), value: score } : { text: '', value: null },
    home: `${r.int(10, 9899)} ${r.pick(STREETS)}, ${r.pick(CITIES)}, ${st[0]} ${r.digits(5)}`, homeState: st[0], phone: phone(r) };
}

/** The merchant for one form. `maxOwners` is what the layout has room for. */
export function makeMerchant(rng: Rng, maxOwners: number): Merchant {
  const r = rng.fork('merchant');
  const [entityId, entityTexts, suffixes, checkbox] = r.pick(ENTITIES);
  const [indText, indId, noun] = r.pick(INDUSTRIES);
  const sole = entityId === 'sole_proprietorship';
  const n = sole ? 1 : r.int(1, maxOwners);
  const shares = ownershipShares(r, n);
  const owners = shares.map((s) => makeOwner(r.fork('owner'), s, sole));
  const base = `${r.pick(WORDS)} ${noun}`;
  const legal = sole ? `${owners[0]!.first}${owners[0]!.middle ? ` ${owners[0]!.middle}.` : ''} ${owners[0]!.last}` : `${base}${r.pick(suffixes)}`;
  const dbaKind = r.weighted([['name', sole ? 6 : 3], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba: Shown<string> = dbaKind === 'name' ? { text: sole ? base : `${r.pick(WORDS)} ${noun}`, value: null }
    : { text: dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : r.pick(dbaKind === 'SAME' ? ['SAME', 'Same', 'same as above'] : ['N/A', 'n/a', 'NA']), value: null };
  if (dbaKind === 'name') dba.value = dba.text === legal ? null : dba.text;
  const st = r.pick(STATES);
  const stateText = r.chance(0.2) ? st[1] : st[0];
  let ein: Merchant['ein'];
  const einDigits = `${r.pick(EIN_PREFIXES)}${r.digits(7)}`;
  const k = r.weighted([['full', 5], ['bare', 1], ['masked', 2], ['blank', 1], ['ssn', sole ? 4 : 0]] as const);
  if (k === 'full') ein = { text: `${einDigits.slice(0, 2)}-${einDigits.slice(2)}`, value: einDigits, type: 'EIN' };
  else if (k === 'bare') ein = { text: einDigits, value: einDigits, type: 'EIN' };
  else if (k === 'masked') ein = { text: r.pick([`XX-XXX${einDigits.slice(5)}`, `**-***${einDigits.slice(5)}`]), value: null, type: null };
  else if (k === 'ssn') {
    // A sole proprietor without an EIN writes the owner's own SSN (or ITIN).
    const own = owners[0]!.ssn;
    const s = own.value && own.type ? { digits: own.value, type: own.type } : ssnFor(r);
    ein = { text: `${s.digits.slice(0, 3)}-${s.digits.slice(3, 5)}-${s.digits.slice(5)}`, value: s.digits, type: s.type };
  } else ein = { text: '', value: null, type: null };
  const sy = r.int(1998, 2023);
  const startDate = writtenDate(r, sy, r.int(1, 12), r.int(1, 28));
  const start = r.chance(0.85) ? startDate : { text: '', value: null };
  const amt = r.pick([10000, 15000, 25000, 35000, 40000, 50000, 60000, 75000, 100000, 125000, 150000, 200000, 250000, 300000]) + (r.chance(0.15) ? r.int(1, 9) * 500 : 0);
  let terms: Merchant['terms'] = null;
  if (r.chance(0.6)) {
    const freq = r.pick([['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly'], ['daily', 'daily'], ['weekly', 'weekly']] as const);
    const count = freq[1] === 'daily' ? r.pick([60, 90, 120, 126, 160, 180]) : freq[1] === 'weekly' ? r.pick([16, 24, 26, 36, 52]) : freq[1] === 'biweekly' ? r.pick([12, 13, 26]) : r.pick([6, 9, 12]);
    const pay = Math.round((amt * 1.35 / count) * 100) / 100;
    terms = { payment: { text: r.pick([`$${money(pay, true)}`, money(pay, true), `$${pay.toFixed(2)}`]), value: pay }, count: { text: String(count), value: count },
      frequency: { text: freq[0], value: freq[1] } };
  }
  const incState = r.chance(0.5) ? r.pick(STATES)[0] : r.pick(['Delaware', 'Wyoming', 'Nevada', 'DE']);
  return {
    legal, dba, entity: { id: entityId, text: r.pick(entityTexts), checkbox },
    industry: r.chance(0.9) ? { text: indText, value: indId } : { text: '', value: null },
    ein, street: `${r.int(10, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city: r.pick(CITIES), state: { text: stateText, value: st[0] },
    zip: r.digits(5).replace(/^0/, '1'), phone: phone(r), email: `${owners[0]!.first.toLowerCase().replace(/[^a-z]/g, '')}@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : '',
    incState, start, years: String(2025 - sy), amount: { text: amountText(r, amt), value: amt },
    use: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation']),
    terms, monthlySales: `$${money(r.int(18, 400) * 1000)}`, employees: String(r.int(1, 45)), rentOrOwn: r.chance(0.75) ? 'Rent' : 'Own',
    landlord: `${r.pick(WORDS)} Properties LLC`, landlordPhone: phone(r), rent: `$${money(r.int(12, 120) * 100)}`,
    bank: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)),
    refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Equipment'])}`, phone: phone(r) })),
    advances: r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: `$${money(r.int(5, 90) * 1000)}`, payment: `$${money(r.int(150, 2400))}` })) : [],
    owners, signed: `${r.int(1, 12)}/${r.int(1, 28)}/2025`,
  };
}
