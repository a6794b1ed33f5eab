// One fictional merchant per (country, seed): the business, its owners, its request and the people around it who are
// not applicants (landlord, references, bank, existing funders, ISO rep). Printing formats are chosen in fmt.ts.
import { Rng } from '../../statements/generator/prng.ts';
import { entityId, industryId } from './ref.ts';

export type Country = 'US' | 'CA';
export interface Address { street: string; city: string; st: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; score: number | null; home: Address; phone: string; email: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string | null; entityText: string; entityId: string; soleProp: boolean;
  industryText: string; industryId: string; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; programAccount: string | null;
  start: string; stateOfInc: string; addr: Address; phone: string; email: string; website: string; employees: number;
  monthlySales: number; amount: number; payment: number; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; owners: Owner[]; rent: boolean; landlord: { name: string; phone: string; rent: number };
  refs: { name: string; contact: string; phone: string }[]; bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number; freq: string }[]; isoRep: { name: string; phone: string; email: string };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Daniel', 'Keisha', 'Tomasz', 'Elena', 'Marcus',
  'Yusuf', 'Rachel', 'Andre', 'Sofia', 'Kevin', 'Nadia', 'Brian', 'Mei', 'Hector', 'Olga', 'Darnell', 'Fatima'];
const LAST = ['Lopez', 'Whitfield', 'Okafor', 'Nguyen', 'De La Cruz', 'Patel', 'Kowalski', 'Garcia-Ramos', "O'Brien", 'van der Berg',
  'Haddad', 'Brennan', 'St. Clair', 'Mendoza', 'Abernathy', 'Castellano', 'Di Marco', 'Lindqvist', 'MacKenzie', 'Washington'];
const STREETS = ['Commerce Blvd', 'Main St', 'Industrial Pkwy', 'Oak Ave', 'Harbor Dr', 'Elm St', 'Route 9', 'Lakeshore Rd', 'Market St', 'Pine Ridge Way'];
const US_CITIES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'],
  ['Newark', 'NJ', '071'], ['Charlotte', 'NC', '282'], ['Denver', 'CO', '802'], ['Brooklyn', 'NY', '112'], ['Atlanta', 'GA', '303'],
  ['Nashville', 'TN', '372'], ['Sacramento', 'CA', '958'], ['Chicago', 'IL', '606'], ['Kansas City', 'MO', '641'], ['Richmond', 'VA', '232']];
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Vancouver', 'BC', 'V6B'],
  ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'], ['Ottawa', 'ON', 'K1P'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
/** Printed type of business, the id it must read as, a word for the company name, and an owner's credential. */
const BUSINESSES: [string, string, string, string | null][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria', null], ['Veterinary clinic', 'veterinary', 'Animal Care', 'DVM'],
  ['Plumbing & HVAC contractor', 'specialty_trade_contractor', 'Mechanical', null], ['Hair salon', 'personal_care', 'Salon', null],
  ['Auto repair & tire shop', 'auto_repair', 'Auto Works', null], ['Local dump truck hauling', 'trucking_local', 'Hauling', null],
  ['Dental office', 'dental_practice', 'Family Dental', 'DDS'], ['Landscaping / lawn care', 'landscaping', 'Landscapes', null],
  ['Coffee shop', 'restaurant', 'Coffee Roasters', null], ['Commercial cleaning', 'cleaning_services', 'Cleaning Solutions', null],
  ['Daycare center', 'childcare', 'Kids Academy', null], ['Used car dealer', 'auto_dealer_used', 'Motors', null],
  ['Convenience store', 'convenience_store', 'Market & Deli', null], ['Gym / fitness center', 'fitness', 'Fitness', null],
  ['Chiropractor', 'medical_practice', 'Chiropractic', 'DC'], ['Web design & IT services', 'it_software', 'Digital', null],
  ['General contractor - remodeling', 'general_contractor', 'Builders', null], ['Dry cleaner', 'dry_cleaning', 'Cleaners', null]];
const PLACE = ['Summit Ridge', 'Bayview', 'Golden Oak', 'Northgate', 'Riverbend', 'Blue Heron', 'Crescent', 'Ironwood', 'Maple Leaf', 'Lakeside', 'Cedar Point', 'Red Rock'];
const US_ENTITIES: [string, string][] = [['LLC', 'LLC'], ['Corporation', 'Inc.'], ['S-Corp', 'Inc.'], ['Partnership', '& Partners'], ['LLP', 'LLP'],
  ['Sole Proprietor', '']];
const CA_ENTITIES: [string, string][] = [['Corporation', 'Inc.'], ['Corporation', 'Ltd.'], ['Partnership', '& Associates'], ['Sole Proprietorship', '']];
const FUNDERS = ['Rapid Lane Funding', 'Bluestone Advance', 'Cornerstone Capital Co.', 'Velocity Receivables', 'Parkview MCA', 'Meridian Merchant Funding'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC'];
const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Expansion / second location', 'Payroll & marketing', 'Renovation', 'Debt consolidation'];

function luhnDigit(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return String((10 - (sum % 10)) % 10);
}
export function ein(r: Rng): string {
  const prefixes = ['12', '20', '26', '33', '45', '46', '52', '58', '61', '74', '81', '84', '86', '88', '93', '95', '98'];
  return r.pick(prefixes) + r.digits(7);
}
function ssn(r: Rng): string { return String(r.int(101, 665)).padStart(3, '0') + String(r.int(10, 99)) + String(r.int(1001, 9899)); }
function itin(r: Rng): string { return '9' + r.digits(2) + String(r.pick([70, 71, 75, 80, 88, 90, 94])) + String(r.int(1001, 9899)); }
function luhn9(r: Rng, first: string): string { const d8 = first + r.digits(7); return d8 + luhnDigit(d8); }
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }
function isoDate(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
function address(r: Rng, country: Country, city?: [string, string, string]): Address {
  const c = city ?? r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? c[2] + r.digits(2) : `${c[2]} ${r.int(1, 9)}${r.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K'])}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city: c[0], st: c[1], zip };
}
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function makeMerchant(key: string, seed: number, country: Country, maxOwners: number): Merchant {
  const r = new Rng(`independent129:merchant:${key}:${country}:${seed}`);
  const [industryText, industryIntended, word, cred] = r.pick(BUSINESSES);
  const [entityText, suffix] = r.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const soleProp = entityText.startsWith('Sole');
  const nOwners = soleProp ? 1 : entityText === 'Partnership' || entityText === 'LLP' ? r.int(2, Math.max(2, maxOwners)) : r.int(1, maxOwners);
  const used = new Set<string>();
  const owners: Owner[] = [];
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : nOwners === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  for (let i = 0; i < nOwners; i++) {
    let first = r.pick(FIRST), last = r.pick(LAST);
    while (used.has(first) || used.has(last)) { first = r.pick(FIRST); last = r.pick(LAST); }
    used.add(first); used.add(last);
    const taxType = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    const taxId = taxType === 'SIN' ? luhn9(r, String(r.int(1, 7))) : taxType === 'ITIN' ? itin(r) : ssn(r);
    const home = address(r, country, r.chance(0.3) ? undefined : undefined);
    owners.push({ first, last, middle: r.chance(0.4) ? r.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, cred: cred && i === 0 && r.chance(0.6) ? cred : null,
      title: soleProp ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : r.pick(i === 0 ? ['CEO', 'President', 'Managing Member', 'Owner', 'Managing Partner'] : ['Partner', 'Member', 'VP', 'COO', 'Secretary', 'Co-Owner']),
      pct: pcts[i]!, taxId, taxType, dob: isoDate(r.int(1955, 1995), r.int(1, 12), r.int(1, 28)), score: r.chance(0.6) ? r.int(540, 790) : null,
      home, phone: phone(r), email: `${slug(first)}.${slug(last)}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` });
  }
  const o0 = owners[0]!;
  const base = `${r.pick(PLACE)} ${word}`;
  const legal = soleProp ? `${o0.first} ${o0.last}` : `${base}${suffix.startsWith('&') ? ' ' : ', '}${suffix}`.replace(', LLC', r.chance(0.5) ? ' LLC' : ', LLC');
  const dba = soleProp ? base : r.chance(0.7) ? `${r.pick(PLACE)} ${word}` : null;
  const addr = address(r, country);
  const taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : soleProp && r.chance(0.6) ? (o0.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const taxId = taxType === 'BN' ? luhn9(r, String(r.int(7, 8))) : taxType === 'EIN' ? ein(r) : o0.taxId;
  const usIncStates = ['DE', 'NV', 'WY', addr.st];
  const amount = r.pick([25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000]);
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = frequency === 'daily' ? r.pick([120, 140, 160, 180]) : frequency === 'weekly' ? r.pick([26, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPayments * 100) / 100;
  const id = entityId(entityText, country);
  const ind = industryId(industryText);
  if (ind !== industryIntended) throw new Error(`industry "${industryText}" reads ${ind}, meant ${industryIntended}`);
  return {
    country, legal, dba, entityText, entityId: id, soleProp, industryText, industryId: ind, taxId, taxType,
    programAccount: taxType === 'BN' ? `RC${r.pick(['0001', '0001', '0002'])}` : null,
    start: isoDate(r.int(2004, 2022), r.int(1, 12), r.int(1, 28)), stateOfInc: country === 'US' ? r.pick(usIncStates) : r.pick(['Federal (CBCA)', 'Ontario', 'Alberta', 'British Columbia']),
    addr, phone: phone(r), email: `${r.pick(['info', 'office', 'accounts', slug(o0.first)])}@${slug(base)}.${country === 'US' ? 'com' : 'ca'}`,
    website: r.chance(0.6) ? `www.${slug(base)}.${country === 'US' ? 'com' : 'ca'}` : '', employees: r.int(2, 45),
    monthlySales: r.int(18, 240) * 1000 + r.int(0, 9) * 100, amount, payment, nPayments, frequency, useOfFunds: r.pick(USES), owners,
    rent: r.chance(0.75), landlord: { name: `${r.pick(PLACE)} Properties ${r.pick(['LLC', 'Inc.', 'Management'])}`, phone: phone(r), rent: r.int(18, 95) * 100 },
    refs: [0, 1, 2].map(() => ({ name: `${r.pick(PLACE)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Equipment'])}`, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    bank: { name: r.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? r.pick(['0', '1', '2']) + r.digits(8) : `${r.digits(5)}-${r.digits(3)}`, account: r.digits(r.int(8, 12)) },
    funders: Array.from({ length: r.int(0, 3) }, () => ({ name: r.pick(FUNDERS), balance: r.int(40, 900) * 100, payment: r.int(150, 2400), freq: r.pick(['Daily', 'Weekly']) })),
    isoRep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: `${r.pick(['deals', 'submissions', 'rep'])}@${r.pick(['fundbridge', 'capitalrow', 'isodesk'])}.com` },
  };
}
