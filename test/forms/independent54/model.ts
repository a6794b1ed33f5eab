// The fictional merchant behind one form: every value a layout may print, as data. Layouts decide what is printed and
// how; the truth is only what they print (pen.ts).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; home: Addr; credit: number; cell: string; email: string;
}
export interface Funder { name: string; balance: number; payment: number; freq: string }
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entityText: string; entityId: string; soleProp: boolean;
  industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  addr: Addr; phone: string; email: string; website: string | null;
  start: string; stateOfInc: string; employees: number; own: 'Own' | 'Rent';
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; annualRevenue: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; email: string };
  funders: Funder[];
}

const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Sofia', 'Kevin', 'Aisha', 'Tomasz', 'Elena', 'Marcus', 'Hannah', 'Luis',
  'Grace', 'Omar', 'Brianna', 'Victor', 'Mei', 'Patrick', 'Yolanda', 'Dmitri', 'Keisha', 'Rafael', 'Colleen', 'Anil'];
const LAST = ['Gonzalez', 'Whitfield', 'Nakamura', 'Okafor', 'Brennan', 'De La Cruz', 'Van Dyke', "O'Donnell", 'Castillo-Reyes',
  'Lindqvist', 'Abernathy', 'Patel', 'Moreau', 'St. Clair', 'Kowalski', 'Delgado', 'Haddad', 'McAllister', 'Ferreira', 'Tran'];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Harbor Blvd', 'Elm St', 'Ridgeview Rd',
  'Lakeshore Dr', 'Mill Rd', 'Pioneer Way', 'Cedar Ln'];
const US_CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'],
  ['Raleigh', 'NC', '276'], ['Tacoma', 'WA', '984'], ['Plano', 'TX', '750'], ['Paterson', 'NJ', '075'], ['Aurora', 'CO', '800'],
  ['Yonkers', 'NY', '107'], ['Savannah', 'GA', '314'], ['Joliet', 'IL', '604'], ['Fresno', 'CA', '937'], ['Knoxville', 'TN', '379']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'],
  ['Laval', 'QC', 'H7N'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3J'], ['Saskatoon', 'SK', 'S7K'], ['Hamilton', 'ON', 'L8P']];
/** Business descriptions whose longest word-bounded industry label/alias gives the id (checked by the test). */
export const INDUSTRIES: [string, string, string][] = [
  ['Family restaurant', 'restaurant', 'Grill'], ['Hair salon', 'personal_care', 'Salon'], ['Auto repair & tire shop', 'auto_repair', 'Auto Care'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Dental office', 'dental_practice', 'Dental'],
  ['Landscaping and lawn care', 'landscaping', 'Lawn & Garden'], ['Trucking - owner operator', 'trucking_long_haul', 'Freight'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Dog grooming and boarding', 'pet_services', 'Pet Spa'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Catering', 'food_truck_catering', 'Catering'],
  ['Home health care agency', 'home_health_care', 'Home Care'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'],
  ['Coin laundromat', 'dry_cleaning', 'Laundry'], ['Machine shop', 'manufacturing', 'Machining'], ['Florist', 'retail_general', 'Flowers']];
const NAME_WORDS = ['Summit', 'Bayside', 'Redwood', 'Keystone', 'Silver Oak', 'Northgate', 'Blue Heron', 'Ironbridge', 'Sunrise',
  'Granite State', 'Coastal', 'Prairie Wind', 'Lakeview', 'Copper Creek', 'Evergreen', 'Hillcrest', 'Golden Mile', 'Riverside'];
const BANKS = ['First Harvest Bank', 'Citizens Prairie Bank', 'Meridian Federal Credit Union', 'Tri-County Savings Bank', 'Lakeland National Bank'];
const CA_BANKS = ['Northern Shore Credit Union', 'Laurentian Trust', 'Prairie Commonwealth Bank'];
const FUNDERS = ['Velocity Ridge Capital', 'Oakmont Receivables', 'Swiftline Funding', 'Bluestem Advance LLC', 'Crescent Merchant Capital'];
const ISO_COS = ['Beacon Point Referrals', 'Trident Merchant Advisors', 'Northstar ISO Group'];

export function money(n: number, cents = false): string {
  return '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}
const p2 = (n: number) => String(n).padStart(2, '0');
function isoDate(r: Rng, y0: number, y1: number): string { return `${r.int(y0, y1)}-${p2(r.int(1, 12))}-${p2(r.int(1, 28))}`; }
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as printed: 0 MM/DD/YYYY, 1 M/D/YY, 2 Month D, YYYY, 3 YYYY-MM-DD. */
export function fmtDate(iso: string, f: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 1) return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 3) return iso;
  return `${p2(m)}/${p2(d)}/${y}`;
}
function luhn9(r: Rng, first: string): string {
  const base = first + r.digits(7);
  for (let c = 0; c <= 9; c++) {
    const s = base + c;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let v = Number(s[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
    if (sum % 10 === 0) return s;
  }
  return base + '0';
}
function ssn(r: Rng): string {
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return `${String(a).padStart(3, '0')}-${p2(r.int(1, 99))}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function ein(r: Rng): string {
  const ok = [10, 11, 12, 13, 14, 15, 16, 20, 22, 23, 26, 27, 30, 31, 33, 35, 36, 38, 41, 45, 46, 47, 51, 54, 56, 58, 61, 65, 68, 74, 81, 82, 83, 84, 86, 87, 88, 91, 92, 93, 94, 95, 98, 99];
  return `${r.pick(ok)}-${r.digits(7)}`;
}
const phone = (r: Rng, area: string) => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;

function addr(r: Rng, ca: boolean, city?: [string, string, string]): Addr {
  const [c, st, z] = city ?? r.pick(ca ? CA_CITIES : US_CITIES);
  const zip = ca ? `${z} ${r.int(1, 9)}${r.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R'])}${r.int(1, 9)}` : z + r.digits(2);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}`, city: c, state: st, zip };
}

function person(r: Rng): [string, string | null, string] {
  return [r.pick(FIRST), r.chance(0.35) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) + '.' : null, r.pick(LAST)];
}

export function makeMerchant(r: Rng, country: 'US' | 'CA', opts: { maxOwners?: number; soleProp?: number } = {}): Merchant {
  const ca = country === 'CA';
  const city = r.pick(ca ? CA_CITIES : US_CITIES);
  const [indText, indId, indWord] = r.pick(INDUSTRIES);
  const word = r.pick(NAME_WORDS);
  const sole = r.chance(opts.soleProp ?? 0.2);
  const nOwners = sole ? 1 : Math.min(opts.maxOwners ?? 3, r.weighted([[1, 4], [2, 4], [3, 2]] as const));
  const used = new Set<string>();
  const owners: Owner[] = [];
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  for (let i = 0; i < nOwners; i++) {
    const [f, m, l0] = person(r);
    let l = l0;
    while (used.has(l)) l = r.pick(LAST);
    used.add(l);
    const itin = !ca && r.chance(0.1);
    const taxId = ca ? luhn9(r, String(r.int(1, 7))).replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3')
      : itin ? `9${r.digits(2)}-${r.int(70, 88)}-${r.digits(4)}` : ssn(r);
    owners.push({ first: f, middle: m, last: l, credential: indId === 'dental_practice' && i === 0 && r.chance(0.5) ? 'DDS' : null,
      title: i === 0 ? r.pick(sole ? ['Owner', 'Proprietor'] : ['CEO', 'President', 'Managing Member', 'Owner', 'Director']) : r.pick(['Partner', 'VP', 'Member', 'Secretary', 'COO']),
      pct: pcts[i]!, taxId, taxType: ca ? 'SIN' : itin ? 'ITIN' : 'SSN', dob: isoDate(r, 1958, 1994),
      home: addr(r, ca), credit: r.int(540, 790), cell: phone(r, ca ? '416' : '555'), email: `${f.toLowerCase()}.${l.toLowerCase().replace(/[^a-z]/g, '')}@mailbox.example` });
  }
  const o0 = owners[0]!;
  let legal: string, entityText: string, entityId: string;
  const base = `${word} ${indWord}`;
  if (sole) {
    legal = `${o0.first} ${o0.last}`;
    [entityText, entityId] = r.pick([['Sole Proprietor', 'sole_proprietorship'], ['Sole Proprietorship', 'sole_proprietorship'], ['Sole Prop', 'sole_proprietorship']]);
  } else if (ca) {
    const k = r.int(0, 2);
    if (k === 0) { legal = `${base} Ltd.`; entityText = 'Corporation'; entityId = 'ca_corporation'; }
    else if (k === 1) { legal = `${r.int(1000000, 2999999)} ${city[1] === 'ON' ? 'Ontario' : 'Canada'} Inc.`; entityText = r.pick(['Corporation', 'Incorporated']); entityId = 'ca_corporation'; }
    else { legal = `${base} Partners`; entityText = 'Partnership'; entityId = 'general_partnership'; }
  } else {
    const k = r.pick(['llc', 'llc2', 'scorp', 'ccorp', 'gp', 'lp']);
    if (k === 'llc') { legal = `${base}, LLC`; entityText = 'Limited Liability Company'; entityId = 'llc'; }
    else if (k === 'llc2') { legal = `${base} LLC`; entityText = 'LLC'; entityId = 'llc'; }
    else if (k === 'scorp') { legal = `${base}, Inc.`; entityText = r.pick(['S Corporation', 'S-Corp']); entityId = 's_corporation'; }
    else if (k === 'ccorp') { legal = `${base} Corp.`; entityText = r.pick(['Corporation', 'C Corp']); entityId = 'c_corporation'; }
    else if (k === 'gp') { legal = `${base} Partners`; entityText = 'General Partnership'; entityId = 'general_partnership'; }
    else { legal = `${base} Holdings, L.P.`; entityText = 'Limited Partnership'; entityId = 'limited_partnership'; }
  }
  if (entityId !== 'llc') for (const o of owners) if (o.title === 'Managing Member' || o.title === 'Member') o.title = o.title === 'Member' ? 'Partner' : 'President';
  const dba = sole || r.chance(0.55) ? `${r.pick(NAME_WORDS.filter((w) => w !== word))} ${indWord}` : null;
  const area = ca ? '905' : r.pick(['813', '614', '480', '919', '253', '972']);
  const stateOfInc = ca ? (city[1] === 'ON' ? 'BC' : 'ON') : city[1] === 'DE' ? 'NV' : r.pick(['DE', 'NV', 'WY']);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000]) + (r.chance(0.2) ? 2500 : 0);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([100, 120, 140, 160]) : freq === 'weekly' ? r.pick([20, 26, 32, 40]) : freq === 'biweekly' ? r.pick([12, 16, 20]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPayments * 100) / 100;
  const monthlySales = Math.round(amount * r.float(0.6, 1.6) / 100) * 100 + 350;
  const funders: Funder[] = [];
  for (let i = 0, n = r.int(0, 2); i < n; i++) funders.push({ name: FUNDERS[(r.int(0, 4) + i) % 5]!, balance: r.int(40, 400) * 100 + 75, payment: r.int(150, 900) + 0.5, freq: r.pick(['Daily', 'Weekly']) });
  return {
    country, legal, dba, entityText, entityId, soleProp: sole, industryText: indText, industryId: indId,
    taxId: ca ? `${luhn9(r, String(r.int(7, 8)))} RC0001` : sole ? o0.taxId : ein(r), taxType: ca ? 'BN' : sole ? (o0.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN',
    addr: addr(r, ca, city), phone: phone(r, area), email: `info@${word.toLowerCase().replace(/\s/g, '')}${indWord.toLowerCase().replace(/[^a-z]/g, '')}.example`,
    website: r.chance(0.5) ? `www.${word.toLowerCase().replace(/\s/g, '')}.example` : null,
    start: isoDate(r, 2004, 2022), stateOfInc, employees: r.int(2, 45), own: r.chance(0.25) ? 'Own' : 'Rent',
    amount, payment, nPayments, freq, use: r.pick(['Working capital', 'Inventory purchase', 'Equipment and repairs', 'Payroll and expansion', 'Marketing and hiring']),
    monthlySales, annualRevenue: monthlySales * 12 + r.int(1, 9) * 1000,
    owners,
    landlord: { name: `${r.pick(['Parkway', 'Sterling', 'Cornerstone', 'Westfield'])} Property Management`, phone: phone(r, area), rent: r.int(12, 90) * 100 + 50 },
    bank: { name: r.pick(ca ? CA_BANKS : BANKS), routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.int(11, 99)}${r.digits(6)}`, account: r.digits(r.int(9, 12)) },
    refs: [0, 1].map(() => ({ name: `${r.pick(['Allied', 'Premier', 'Metro', 'Heartland'])} ${r.pick(['Supply Co.', 'Distributors', 'Wholesale Inc.'])}`, phone: phone(r, area) })),
    iso: { company: r.pick(ISO_COS), rep: `${r.pick(['Jordan', 'Taylor', 'Morgan', 'Casey'])} ${r.pick(['Hale', 'Brooks', 'Sutton', 'Reeves'])}`, phone: phone(r, '800'), email: 'submissions@iso.example' },
    funders,
  };
}
