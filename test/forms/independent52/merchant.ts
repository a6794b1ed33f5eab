// One fictional merchant per (layout, seed): the business, its owners and the people and numbers around it that are
// not the application's (landlord, bank, references, ISO rep). Every layout draws from this; what it prints decides
// the truth (see pen.ts).
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number;
  ssn: string; dob: string; credit: number; street: string; city: string; state: string; zip: string;
  phone: string; email: string;
}
export interface Entity { id: string; word: string }
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entity: Entity;
  industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN';
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string | null;
  start: string; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
  incState: string; rentOwn: 'Rent' | 'Own'; employees: number; monthlySales: number;
  landlord: { name: string; phone: string }; bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[]; spouse: string; isoRep: string; useOfFunds: string[];
  priorFunder: { name: string; balance: number } | null;
}

const FIRST = ['Maria', 'James', 'Denise', 'Rafael', 'Tamika', 'Gregory', 'Hyun-woo', 'Luis', 'Priya', 'Connor', 'Ebony', 'Dmitri',
  'Angela', 'Marcus', 'Rosa', 'Keith', 'Yolanda', 'Tuan', 'Shannon', 'Victor', 'Brenda', 'Omar', 'Lorraine', 'Wesley'];
const LAST = ['Alvarez', 'Whitfield', "O'Connell", 'Nguyen', 'De La Cruz', 'Okafor', 'Kowalski', 'Van Horn', 'Patel-Shah', 'Brennan',
  'Castillo', 'McAllister', 'Osei', 'Lindqvist', 'Del Rio', 'Haddad', 'Fairbanks', 'St. Clair', 'Moreno', 'Thibodeaux'];
const CITY_US: [string, string, string][] = [['Toledo', 'OH', '436'], ['Tucson', 'AZ', '857'], ['Macon', 'GA', '312'], ['Reno', 'NV', '895'],
  ['Camden', 'NJ', '081'], ['Spokane', 'WA', '992'], ['Amarillo', 'TX', '791'], ['Lansing', 'MI', '489'], ['Hialeah', 'FL', '330'],
  ['Stockton', 'CA', '952'], ['Yonkers', 'NY', '107'], ['Allentown', 'PA', '181'], ['Joliet', 'IL', '604'], ['Durham', 'NC', '277']];
const CITY_CA: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Hamilton', 'ON', 'L8P'], ['Surrey', 'BC', 'V3T'],
  ['Calgary', 'AB', 'T2E'], ['Laval', 'QC', 'H7N'], ['Halifax', 'NS', 'B3H'], ['Regina', 'SK', 'S4P'], ['Winnipeg', 'MB', 'R3C'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Elm Ave', 'Commerce Dr', 'Industrial Pkwy', 'Oak Street', 'Route 9', 'Lakeview Blvd', 'Market St', 'Pine Rd', 'Center Ave'];
const NAME_A = ['Blue Heron', 'Summit', 'Iron Gate', 'Golden Crust', 'Riverside', 'Tri-County', 'Crescent', 'Northside', 'Cardinal', 'Evergreen',
  'Bright Star', 'Silver Line', 'Maple Leaf', 'Red Barn', 'Cornerstone', 'Harbor Point'];
// printed type of business -> industries reference id by the longest word-bounded label or alias (checked by the test)
const INDUSTRY: [string, string, string][] = [
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Hair salon', 'personal_care', 'Salon'],
  ['Family restaurant', 'restaurant', 'Kitchen'], ['Dental office', 'dental_practice', 'Dental'], ['Dog grooming', 'pet_services', 'Pet Spa'],
  ['Lawn care & landscaping', 'landscaping', 'Landscaping'], ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Laundromat', 'dry_cleaning', 'Laundry'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Auto body shop', 'auto_repair', 'Collision'], ['Commercial cleaning', 'cleaning_services', 'Cleaning'],
  ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'], ['Yoga studio', 'fitness', 'Yoga'], ['Bakery cafe', 'restaurant', 'Bakery'],
  ['Florist', 'retail_general', 'Flowers'], ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Daycare', 'childcare', 'Kids Academy'], ['Roofing', 'specialty_trade_contractor', 'Roofing']];
const BANKS = ['Chase', 'Wells Fargo', 'PNC Bank', 'TD Bank', 'Regions', 'Fifth Third', 'Citizens Bank', 'KeyBank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const FUNDERS = ['Rapid Lane Funding', 'BlueVine Capital Partners', 'Fundwell Direct', 'Cobalt Advance LLC'];
const TITLES_BY_ENTITY: Record<string, string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], c_corporation: ['President', 'CEO', 'Owner', 'Vice President'],
  s_corporation: ['President', 'Owner', 'Secretary'], sole_proprietorship: ['Owner', 'Sole Owner', 'Proprietor'],
  general_partnership: ['Partner', 'General Partner', 'Managing Partner'], llp: ['Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Partner'], pllc: ['Managing Member', 'Member'], ca_corporation: ['President', 'Director', 'Owner'],
};

/** Luhn check digit completing 8 digits (Canadian BN and SIN). */
export function luhn9(eight: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) { let d = Number(eight[i]); if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; } sum += d; }
  return eight + String((10 - (sum % 10)) % 10);
}
export function ssn(r: Rng): string {
  let area = r.int(1, 899); if (area === 666) area = 667;
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}
export function ein(r: Rng): string {
  const prefixes = ['11', '13', '20', '22', '26', '27', '30', '33', '35', '38', '45', '46', '47', '52', '55', '61', '81', '82', '84', '88', '90', '93'];
  return r.pick(prefixes) + r.digits(7);
}
const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const phone = (r: Rng, area: string) => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;

export function makeMerchant(seed: number, layout: string, o: { country?: 'US' | 'CA'; owners?: [number, number]; entities: Entity[] }): Merchant {
  const r = new Rng(`independent52:${layout}:${seed}`);
  const country = o.country ?? 'US';
  const entity = r.pick(o.entities);
  const [ind, indId, word] = r.pick(INDUSTRY);
  const [city, state, zipHead] = r.pick(country === 'US' ? CITY_US : CITY_CA);
  const partners = /partnership|llp/.test(entity.id);
  const nOwners = entity.id === 'sole_proprietorship' ? 1 : r.int(Math.max(partners ? 2 : 1, o.owners?.[0] ?? 1), o.owners?.[1] ?? 2);
  const area = country === 'US' ? String(r.int(201, 989)) : r.pick(['416', '905', '604', '403', '514', '902', '306', '204', '506']);
  const owners: Owner[] = [];
  const usedFirst = new Set<string>();
  for (let i = 0; i < nOwners; i++) {
    let first = r.pick(FIRST); while (usedFirst.has(first)) first = r.pick(FIRST);
    usedFirst.add(first);
    const last = i > 0 && r.chance(0.3) ? owners[0]!.last : r.pick(LAST);
    const pct = nOwners === 1 ? 100 : i === 0 ? r.pick([50, 51, 60, 65, 75]) : 0;
    const [hc, hs, hz] = r.pick(country === 'US' ? CITY_US : CITY_CA).map(String) as [string, string, string];
    const sin = luhn9(String(r.int(1, 7)) + r.digits(7));
    owners.push({ first, middle: r.chance(0.35) ? r.pick('ABCDEJKLMRST'.split('')) : null, last,
      title: r.pick(TITLES_BY_ENTITY[entity.id] ?? ['Owner']), pct, ssn: country === 'US' ? ssn(r) : sin,
      dob: iso(r.int(1956, 1994), r.int(1, 12), r.int(1, 28)), credit: r.int(540, 790),
      street: `${r.int(10, 9899)} ${r.pick(STREETS)}`, city: hc, state: hs,
      zip: country === 'US' ? hz + r.digits(2) : `${hz} ${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${r.int(1, 9)}`,
      phone: phone(r, area), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` });
  }
  if (nOwners > 1) { let left = 100 - owners[0]!.pct; for (let i = 1; i < nOwners; i++) { const p = i === nOwners - 1 ? left : Math.floor(left / 2 / 5) * 5 || 5; owners[i]!.pct = p; left -= p; } }
  const a = r.pick(NAME_A);
  const o0 = owners[0]!;
  let legal: string; let dba: string | null = `${a} ${word}`;
  if (entity.id === 'llc') legal = `${a} ${word}${r.pick([' LLC', ', LLC', ' L.L.C.'])}`;
  else if (entity.id === 'c_corporation' || entity.id === 's_corporation') legal = `${a} ${word}${r.pick([', Inc.', ' Inc', ' Corp.', ' Corporation'])}`;
  else if (entity.id === 'ca_corporation') legal = r.chance(0.4) ? `${r.int(1000000, 2999999)} ${state === 'ON' ? 'Ontario' : state === 'BC' ? 'B.C.' : 'Canada'} Inc.` : `${a} ${word} ${r.pick(['Ltd.', 'Inc.', 'Limited'])}`;
  else if (entity.id === 'sole_proprietorship') legal = `${o0.first} ${o0.middle ? o0.middle + '. ' : ''}${o0.last}`;
  else if (entity.id === 'limited_partnership') legal = `${a} ${word} Partners, LP`;
  else if (entity.id === 'llp') legal = `${a} ${word} LLP`;
  else if (entity.id === 'pllc') legal = `${a} ${word}, PLLC`;
  else legal = `${a} ${word} Partners`;
  if (entity.id !== 'sole_proprietorship' && r.chance(0.4)) dba = null;
  const taxType = country === 'CA' ? 'BN' : entity.id === 'sole_proprietorship' && r.chance(0.6) ? 'SSN' : 'EIN';
  const taxId = taxType === 'BN' ? luhn9(String(r.int(7, 8)) + r.digits(7)) + 'RC0001' : taxType === 'SSN' ? o0.ssn : ein(r);
  const amount = r.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round(amount * 1.35 / nPayments);
  const domain = `${a}${word}`.toLowerCase().replace(/[^a-z]/g, '');
  const refPeople = [r.pick(FIRST) + ' ' + r.pick(LAST), r.pick(FIRST) + ' ' + r.pick(LAST)];
  return {
    country, legal, dba, entity, industryText: ind, industryId: indId, taxId, taxType,
    street: `${r.int(100, 9899)} ${r.pick(STREETS)}${r.chance(0.4) ? ` ${r.pick(['Suite', 'Unit', '#'])} ${r.int(1, 240)}` : ''}`, city, state,
    zip: country === 'US' ? zipHead + r.digits(2) : `${zipHead} ${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${r.int(1, 9)}`,
    phone: phone(r, area), email: `office@${domain}.com`, website: r.chance(0.5) ? `www.${domain}.com` : null,
    start: iso(r.int(2003, 2021), r.int(1, 12), r.int(1, 28)), amount, payment, nPayments, freq, owners,
    incState: country === 'US' ? r.pick(['DE', 'WY', 'NV', state]) : r.pick(['ON', 'BC', state]), rentOwn: r.chance(0.7) ? 'Rent' : 'Own',
    employees: r.int(2, 45), monthlySales: r.int(18, 160) * 1000,
    landlord: { name: `${r.pick(LAST)} Property Management`, phone: phone(r, area) },
    bank: { name: r.pick(country === 'US' ? BANKS : BANKS_CA), routing: country === 'US' ? r.pick(['0210', '0260', '0430', '0713']) + r.digits(5) : '0' + r.digits(3) + '-' + r.digits(5), account: r.digits(r.int(9, 12)) },
    refs: [{ name: `${refPeople[0]}`, phone: phone(r, area) }, { name: `${r.pick(NAME_A)} Supply Co.`, phone: phone(r, area) }],
    spouse: `${r.pick(FIRST)} ${o0.last}`, isoRep: `${r.pick(FIRST)} ${r.pick(LAST)}`,
    useOfFunds: r.shuffle(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Marketing', 'Working capital', 'Debt consolidation']).slice(0, r.int(1, 3)),
    priorFunder: r.chance(0.4) ? { name: r.pick(FUNDERS), balance: r.int(4, 40) * 1000 } : null,
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date as printed: 'mdy' 03/15/2012, 'mdy2' 3/15/12, 'long' March 15, 2012, 'dmy' 15/03/2012 (Canadian), 'ymd' 2012-03-15. */
export function fmtDate(isoDate: string, f: 'mdy' | 'mdy2' | 'long' | 'dmy' | 'ymd'): string {
  const [y, m, d] = isoDate.split('-');
  if (f === 'mdy') return `${m}/${d}/${y}`;
  if (f === 'mdy2') return `${Number(m)}/${Number(d)}/${y!.slice(2)}`;
  if (f === 'long') return `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`;
  if (f === 'dmy') return `${d}/${m}/${y}`;
  return isoDate;
}
export function fmtMoney(n: number, f: 'dollar' | 'cents' | 'plain' | 'plaincents'): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: f.endsWith('cents') ? 2 : 0, maximumFractionDigits: 2 });
  return f === 'dollar' || f === 'cents' ? `$${s}` : s;
}
export const fmtEin = (d: string) => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const fmtSin = (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
export const fullName = (o: Owner) => `${o.first} ${o.middle ? o.middle + '. ' : ''}${o.last}`;
