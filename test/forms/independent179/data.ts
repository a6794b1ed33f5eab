// The merchant behind one generated spreadsheet application: drawn from the seed only, never from the style, so the
// typed, handwritten and fillable prints of one seed share one truth. Values are kept as printed text plus the value
// applications.md's rules give for it.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string; pct: number; score: number | null;
  taxText: string; taxDigits: string | null; taxType: string | null; taxCountry: string | null;
  dob: string; home: string; phone: string; email: string;
}

export interface Biz {
  country: Country;
  legal: string; dbaText: string; trade: string | null;
  entityText: string; entityId: string; entityBox: string; // entityBox: the checkbox option a checkbox row would tick
  industryText: string; industryId: string;
  taxText: string; taxDigits: string; taxType: string;
  street: string; city: string; region: string; postal: string;
  start: string; requested: number; payment: number | null; nPayments: number | null; freq: string | null;
  use: string; monthlySales: number; annual: number; phone: string; email: string; website: string;
  employees: number; ownRent: 'Own' | 'Rent'; incState: string;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  iso: { name: string; phone: string; email: string };
  refs: { name: string; phone: string }[];
  positions: { funder: string; balance: number; payment: number }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Daniel', 'Fatima', 'Kevin', 'Grace', 'Omar',
  'Sofia', 'Marcus', 'Elena', 'Tyrone', 'Hannah', 'Diego', 'Mei', 'Patrick'];
const LAST = ['Alvarez', 'Okafor', 'Nguyen', 'Brennan', 'Kowalski', 'Lopez-Grant', 'De La Cruz', 'van der Berg', 'Patel',
  "O'Neill", 'Whitfield', 'Haddad', 'St. Clair', 'McAllister', 'Rosario', 'Fitzgerald', 'Yamamoto', 'Del Rio'];
const STEMS = ['Summit Ridge', 'Blue Heron', 'Copperline', 'Harbor Point', 'Oak & Iron', 'Northgate', 'Silver Maple',
  'Redwood Lane', 'Brightwater', 'Keystone', 'Granite Peak', 'Lakeshore', 'Cedar Hollow', 'Ironbridge'];
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  // [printed type of business, what the rule gives, a word for the name]
  ['Full-service auto repair & tire shop', 'auto_repair', 'Auto Care'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Hair salon and barbershop', 'personal_care', 'Styles'], ['Commercial cleaning / janitorial', 'cleaning_services', 'Cleaning'],
  ['HVAC and plumbing contractor', 'specialty_trade_contractor', 'Mechanical'], ['Pizzeria', 'restaurant', 'Pizza'],
  ['Dental office', 'dental_practice', 'Dental'], ['Pet grooming salon', 'pet_services', 'Pet Spa'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Local trucking - dump truck hauling', 'trucking_local', 'Hauling'],
  ['Specialty grocery & deli', 'grocery', 'Market'], ['Coffee shop', 'restaurant', 'Coffee'],
  ['Liquor store', 'liquor_store', 'Spirits'], ['IT services and web design', 'it_software', 'Tech'],
  ['Landscaping & lawn care', 'landscaping', 'Landscapes'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
  ['Daycare center', 'childcare', 'Kids'], ['Food truck', 'food_truck_catering', 'Eats'],
];
const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Plano', 'TX', '750'], ['Tampa', 'FL', '336'],
  ['Orlando', 'FL', '328'], ['Columbus', 'OH', '432'], ['Denver', 'CO', '802'], ['Phoenix', 'AZ', '850'],
  ['Charlotte', 'NC', '282'], ['Newark', 'NJ', '071'], ['Yonkers', 'NY', '107'], ['Atlanta', 'GA', '303'],
  ['Nashville', 'TN', '372'], ['Fresno', 'CA', '937'], ['Tacoma', 'WA', '984']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Ottawa', 'ON', 'K1P'], ['Calgary', 'AB', 'T2P'],
  ['Edmonton', 'AB', 'T5J'], ['Surrey', 'BC', 'V3T'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'], ['Laval', 'QC', 'H7T']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm St', 'Harbor Blvd', 'Maple Rd', 'Lakeview Dr', 'King St W'];
const FUNDERS = ['Rapid Capital Funding', 'Fundbridge LLC', 'Pinnacle Advance Co', 'Velocity Merchant Capital', 'Everstone Funding'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42,
  43, 45, 46, 47, 48, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 80,
  81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export function money(n: number, cents = true): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A date in one of the spreadsheet's number formats. */
export function fmtDate(iso: string, f: 'iso' | 'mdy' | 'mdy0' | 'long'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (f === 'iso') return iso;
  if (f === 'mdy') return `${m}/${d}/${y}`;
  if (f === 'mdy0') return `${pad(m)}/${pad(d)}/${y}`;
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}
export function luhn9(first8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(first8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return first8 + String((10 - (s % 10)) % 10);
}
function isoDate(r: Rng, y0: number, y1: number): string { return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`; }
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }
function ssn(r: Rng): string { return `${pad(r.pick([r.int(1, 665), r.int(667, 899)]), 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`; }
function slug(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]+/g, ''); }

const US_ENTITIES: [string, string, string][] = [['LLC', 'llc', 'LLC'], ['Limited Liability Company', 'llc', 'LLC'],
  ['Corporation', 'c_corporation', 'Corporation'], ['Inc.', 'c_corporation', 'Corporation'], ['S Corp', 's_corporation', 'S Corp'],
  ['Partnership', 'general_partnership', 'Partnership'], ['LLP', 'llp', 'Other'], ['PLLC', 'pllc', 'Other']];
const CA_ENTITIES: [string, string, string][] = [['Corporation', 'ca_corporation', 'Corporation'], ['Ltd.', 'ca_corporation', 'Corporation'],
  ['Inc.', 'ca_corporation', 'Corporation'], ['Partnership', 'general_partnership', 'Partnership'], ['ULC', 'ca_ulc', 'Other']];
const SUFFIX: Record<string, string> = { llc: 'LLC', c_corporation: 'Inc.', s_corporation: 'Inc.', general_partnership: 'Partners',
  llp: 'LLP', pllc: 'PLLC', ca_corporation: 'Ltd.', ca_ulc: 'ULC', sole_proprietorship: '' };

export function makeBiz(seed: number, layout: string, country: Country): Biz {
  const r = new Rng(`independent179:${layout}:${seed}`);
  const [industryText, industryId, word] = r.pick(INDUSTRIES);
  const [city, region, zip3] = r.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const nOwners = r.weighted([[1, 4], [2, 4], [3, 1]] as const);
  const owners: Owner[] = [];
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : [40, 35, 25];
  const titles = ['CEO', 'President', 'Managing Member', 'Owner', 'Director', 'Vice President', 'Partner', 'Secretary'];
  const used = new Set<string>();
  for (let i = 0; i < nOwners; i++) {
    let first = r.pick(FIRST); while (used.has(first)) first = r.pick(FIRST); used.add(first);
    const last = r.pick(LAST);
    const masked = r.chance(0.3);
    let taxText: string, digits: string, type: string;
    if (country === 'CA') {
      digits = luhn9(String(r.int(1, 7)) + r.digits(7)); type = 'SIN';
      taxText = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
      if (masked) taxText = `*** *** ${digits.slice(6)}`;
    } else {
      const itin = r.chance(0.12);
      taxText = itin ? `9${r.digits(2)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}` : ssn(r);
      digits = taxText.replace(/\D/g, ''); type = itin ? 'ITIN' : 'SSN';
      if (masked) taxText = `XXX-XX-${digits.slice(5)}`;
    }
    const [hc, hs, hz] = r.pick(country === 'US' ? US_PLACES : CA_PLACES);
    const hzip = country === 'US' ? hz + r.digits(2) : `${hz} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])}${r.int(1, 9)}`;
    owners.push({ first, middle: r.chance(0.35) ? r.pick(['A.', 'J.', 'M', 'R.', 'T.']) : null, last,
      cred: r.chance(0.12) ? r.pick(['DC', 'CPA', 'MD']) : null,
      title: i === 0 ? r.pick(titles.slice(0, 5)) : r.pick(titles.slice(3)), pct: pcts[i]!,
      score: r.chance(0.7) ? r.int(560, 810) : null, taxText, taxDigits: masked ? null : digits,
      taxType: masked ? null : type, taxCountry: masked ? null : country, dob: isoDate(r, 1958, 1998),
      home: `${r.int(10, 9899)} ${r.pick(STREETS)}, ${hc}, ${hs} ${hzip}`, phone: phone(r),
      email: `${first.toLowerCase()}@${slug(word)}mail.com` });
  }
  const soleProp = country === 'US' && nOwners === 1 && r.chance(0.15);
  let [entityText, entityId, entityBox] = r.pick(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const stem = `${r.pick(STEMS)} ${word}`;
  let legal = `${stem}${SUFFIX[entityId] ? (entityId === 'llc' || entityId === 'general_partnership' ? ' ' : ', ') + SUFFIX[entityId] : ''}`;
  let taxText: string, taxDigits: string, taxType: string;
  const o0 = owners[0]!;
  if (soleProp) {
    [entityText, entityId, entityBox] = ['Sole Proprietor', 'sole_proprietorship', 'Sole Proprietor'];
    legal = `${o0.first} ${o0.last}`; o0.cred = null; o0.middle = null;
    taxText = ssn(r); taxDigits = taxText.replace(/\D/g, ''); taxType = 'SSN';
    if (o0.taxDigits) Object.assign(o0, { taxText, taxDigits, taxType: 'SSN', taxCountry: 'US' });
    else o0.taxText = `XXX-XX-${taxDigits.slice(5)}`;
  } else if (country === 'US') {
    taxText = `${r.pick(EIN_PREFIX)}-${r.digits(7)}`; taxDigits = taxText.replace(/\D/g, ''); taxType = 'EIN';
  } else {
    const bn = luhn9(String(r.int(1, 9)) + r.digits(7));
    taxText = `${bn} RC0001`; taxDigits = `${bn}RC0001`; taxType = 'BN';
  }
  const dbaKind = r.weighted([['name', 5], ['SAME', 1], ['N/A', 1], ['', 1], ['legal', 1]] as const);
  const dbaName = `${r.pick(STEMS)} ${word}`;
  const dbaText = dbaKind === 'name' ? dbaName : dbaKind === 'legal' ? legal : dbaKind;
  const requested = r.int(10, 300) * 1000 + (r.chance(0.2) ? 500 : 0);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const n = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 36, 52]) : freq === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((requested * 1.35 / n) * 100) / 100;
  const states = country === 'US' ? ['DE', 'NV', 'WY', 'NY', 'FL'] : ['ON', 'BC', 'AB', 'NS'];
  let incState = r.pick(states); while (incState === region) incState = r.pick(states);
  const monthlySales = r.int(25, 400) * 1000 + r.int(0, 999);
  const nPos = r.int(0, 2);
  const positions = Array.from({ length: nPos }, () => ({ funder: r.pick(FUNDERS), balance: r.int(5, 90) * 1000 + 250, payment: r.int(150, 2500) + 0.5 }));
  return {
    country, legal, dbaText, trade: dbaKind === 'name' && dbaName !== legal ? dbaName : null, entityText, entityId, entityBox,
    industryText, industryId, taxText, taxDigits, taxType, street: `${r.int(100, 9800)} ${r.pick(STREETS)}`, city, region,
    postal: country === 'US' ? zip3 + r.digits(2) : `${zip3} ${r.int(1, 9)}${r.pick(['B', 'H', 'N', 'X'])}${r.int(1, 9)}`,
    start: isoDate(r, 1998, 2022), requested, payment, nPayments: n, freq, use: r.pick(['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Working capital']),
    monthlySales, annual: monthlySales * 12 + r.int(0, 50000), phone: phone(r), email: `office@${slug(stem)}.com`,
    website: `www.${slug(stem)}.com`, employees: r.int(2, 60), ownRent: r.chance(0.7) ? 'Rent' : 'Own', incState, owners,
    landlord: { name: `${r.pick(STEMS)} Properties LLC`, phone: phone(r), rent: r.int(15, 90) * 100 },
    bank: { name: r.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? `0${r.digits(8)}` : `${r.digits(5)}-${r.digits(3)}`, account: r.digits(r.int(8, 12)) },
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: `rep${r.int(10, 99)}@isodesk.com` },
    refs: [0, 1].map(() => ({ name: `${r.pick(STEMS)} Supply Co`, phone: phone(r) })), positions,
  };
}

/** An owner's name as the layout prints it. */
export function ownerName(o: Owner, style: 'first' | 'lastFirst'): string {
  if (style === 'lastFirst') return `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`;
  return `${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${o.cred ? ', ' + o.cred : ''}`;
}
export const FREQ_TEXT: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const COUNTRY_LABEL: Record<Country, string> = { US: 'United States', CA: 'Canada' };
