// The fictional merchant behind one packet: business, request, owners and the decoys (landlord, bank, existing
// advances, references, state of incorporation), all drawn from a seeded Rng. Nothing here is printed yet: the
// layouts decide how each value is printed, and the truth is recorded as it is drawn.
import type { Rng } from '../../statements/generator/prng.ts';
import { entityId, industryId } from './ref.ts';

export interface Address { street: string; city: string; st: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; role: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; credit: number | null; home: Address; phone: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; dbaFiller: string; entityText: string; entityId: string;
  industryText: string; industryId: string | null;
  taxPrinted: string; taxValue: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string; years: number; addr: Address; phone: string; email: string; website: string;
  amount: number; payment: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; employees: number; own: 'Own' | 'Rent'; landlord: string; landlordPhone: string; rent: number;
  bank: string; routing: string; account: string; stateOfInc: string;
  existing: { funder: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
  owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Priya', 'Daniel', 'Lucia', 'Marcus', 'Hannah', 'Tomas', 'Grace', 'Kevin', 'Yolanda', 'Derek',
  'Mei', 'Samuel', 'Fatima', 'Victor', 'Rachel', 'Andre', 'Colleen', 'Hector', 'Naomi', 'Brian', 'Imani', 'Gregory', 'Sofia', 'Trevor', 'Leah', 'Omar'];
const LAST = ['Delgado', 'Whitfield', 'Okafor', 'Nguyen-Tran', 'de la Cruz', "O'Brien", 'Van Buren', 'McAllister', 'Kowalski', 'Haddad', 'Brennan',
  'Castellanos', 'Lindqvist', 'Petrov', 'Abernathy', 'Santos-Reyes', 'Yamamoto', 'Fairbanks', 'Duchesne', 'Mbeki', 'Gallagher', 'Ortiz', 'Hollister',
  'Ramaswamy', 'Thibodeaux', 'Kessler', 'Ferreira', 'Donnelly', 'Achebe', 'Rosenthal'];
const STEMS = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Northgate', 'Silver Pine', 'Lakeshore', 'Redwood', 'Brightwater', 'Ironwood',
  'Golden Oak', 'Harbor View', 'Prairie Wind', 'Stonebridge', 'Cedar Point', 'Westfield', 'Maple Lane', 'Granite Peak', 'Sunrise'];
// [type of business as printed, name word, credential]
const TRADES: [string, string, string | null][] = [
  ['Family restaurant', 'Grill', null], ['Italian restaurant & catering', 'Trattoria', null], ['Coffee shop and bakery', 'Coffee Co', null],
  ['Auto repair and tire shop', 'Auto Care', null], ['Hair salon', 'Salon', null], ['HVAC installation and service', 'Heating & Air', null],
  ['Plumbing contractor', 'Plumbing', null], ['Dental office', 'Family Dental', ', DDS'], ['Chiropractor', 'Chiropractic', ', DC'],
  ['Veterinary clinic', 'Animal Clinic', ', DVM'], ['Landscaping and lawn care', 'Landscapes', null], ['Commercial cleaning services', 'Cleaning', null],
  ['Local trucking and hauling', 'Transport', null], ['Convenience store', 'Market', null], ['Liquor store', 'Spirits', null],
  ['Gym and fitness center', 'Fitness', null], ['Daycare center', 'Kids Academy', null], ['Dry cleaner', 'Cleaners', null],
  ['General contractor', 'Builders', null], ['IT services and web design', 'Tech Solutions', null], ['Wholesale food distributor', 'Foods', null],
  ['Boutique clothing store', 'Boutique', null], ['Pet grooming', 'Pet Spa', null], ['Used car dealer', 'Motors', null],
  ['Insurance agency', 'Insurance Group', null], ['Accounting and bookkeeping', 'Accounting', null], ['Roofing contractor', 'Roofing', null],
  ['Electrical contractor', 'Electric', null], ['Physical therapy clinic', 'Physical Therapy', ', PT'], ['Machine shop', 'Machine Works', null],
  ['Nail salon', 'Nails', null], ['Moving company', 'Movers', null], ['Tutoring center', 'Learning Center', null], ['Florist', 'Flowers', null],
];
const US_CITIES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'],
  ['Raleigh', 'NC', '276'], ['Denver', 'CO', '802'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Atlanta', 'GA', '303'], ['Boise', 'ID', '837'],
  ['Nashville', 'TN', '372'], ['Sacramento', 'CA', '958'], ['Spokane', 'WA', '992'], ['Omaha', 'NE', '681'], ['Richmond', 'VA', '232'],
  ['Chicago', 'IL', '606'], ['Las Vegas', 'NV', '891'], ['Louisville', 'KY', '402'], ['Portland', 'OR', '972'], ['Providence', 'RI', '029']];
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M5V'], ['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'],
  ['Vancouver', 'BC', 'V6B'], ['Halifax', 'NS', 'B3J'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Ottawa', 'ON', 'K1P']];
const STREETS = ['Main St', 'Oak Ave', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Market Street', 'Lakeview Dr', 'Route 9', 'King St W', 'Park Ave'];
const FUNDERS = ['Rapid Ridge Funding', 'Greenlight Advance Co', 'Keystone Merchant Capital', 'Pinnacle Receivables', 'Orbit Business Funding'];
const BANKS = ['First Prairie Bank', 'Coastal Community Bank', 'Heritage Federal Credit Union', 'Union Square Bank', 'Northern Trust Savings'];
const USES = ['Working capital', 'Inventory purchase', 'Equipment', 'Payroll and expansion', 'Renovation', 'Marketing', 'Debt consolidation'];

const US_KINDS: [string[], string[], number][] = [
  [['LLC', 'Limited Liability Company', 'L.L.C.'], [' LLC', ', LLC', ' L.L.C.'], 5],
  [['Corporation', 'Inc.', 'C-Corp', 'Corp'], [', Inc.', ' Inc.', ' Corp.', ' Corporation', ' Incorporated'], 3],
  [['S Corp', 'S-Corp', 'S Corporation'], [', Inc.', ' Inc.'], 2],
  [['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], [], 2],
  [['Partnership', 'General Partnership'], [' Partners', ' & Associates'], 1],
  [['LP', 'Limited Partnership'], [', LP', ' L.P.'], 1],
  [['LLP'], [' LLP'], 1],
  [['PLLC', 'Professional LLC'], [', PLLC', ' PLLC'], 1],
];
const CA_KINDS: [string[], string[], number][] = [
  [['Corporation', 'Incorporated', 'Corp.', 'Limited'], [' Inc.', ' Ltd.', ' Corp.', ' Limited'], 6],
  [['Sole Proprietorship', 'Sole Proprietor'], [], 2],
  [['Partnership', 'General Partnership'], [' Partners'], 1],
  [['ULC', 'Unlimited Liability Corporation'], [' ULC'], 1],
];
const ROLES: Record<string, string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'], c_corporation: ['President', 'CEO', 'Vice President', 'Secretary', 'COO'],
  s_corporation: ['President', 'CEO', 'Treasurer', 'Vice President'], ca_corporation: ['President', 'Director', 'CEO', 'Secretary-Treasurer'],
  sole_proprietorship: ['Owner', 'Sole Proprietor'], general_partnership: ['Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Limited Partner'],
  llp: ['Partner', 'Managing Partner'], ca_ulc: ['President', 'Director'],
};

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m, 2)}-${pad(d, 2)}`;
function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  const sum = d.reduce((s, x, i) => s + (i % 2 === 1 ? (x * 2 > 9 ? x * 2 - 9 : x * 2) : x), 0);
  return d.join('') + String((10 - (sum % 10)) % 10);
}
function ssn(rng: Rng): [string, 'SSN' | 'ITIN'] {
  if (rng.chance(0.1)) return [`9${rng.digits(2)}${rng.pick([70, 72, 75, 81, 88, 90, 94])}${pad(rng.int(1, 9999), 4)}`, 'ITIN'];
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return [`${pad(area, 3)}${pad(rng.int(1, 99), 2)}${pad(rng.int(1, 9999), 4)}`, 'SSN'];
}
function ein(rng: Rng): string {
  const bad = [0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97];
  let p = rng.int(10, 99);
  while (bad.includes(p)) p = rng.int(10, 99);
  return `${pad(p, 2)}${rng.digits(7)}`;
}
function split(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const parts = Array.from({ length: n }, () => 20);
  for (let left = 100 - 20 * n; left > 0; left -= 5) parts[rng.int(0, n - 1)]! += 5;
  return parts.sort((a, b) => b - a);
}
function address(rng: Rng, country: 'US' | 'CA'): Address {
  const [city, st, z] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? `${z}${rng.digits(2)}` : `${z} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(1, 9)}`;
  return { street: `${rng.int(12, 9850)} ${rng.pick(STREETS)}`, city, st, zip };
}
const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

export function makeMerchant(rng: Rng, country: 'US' | 'CA'): Merchant {
  const [texts, suffixes] = rng.weighted((country === 'US' ? US_KINDS : CA_KINDS).map((k) => [k, k[2]] as const));
  const entityText = rng.pick(texts);
  const eid = entityId(entityText, country);
  const [industryText, word, cred] = rng.pick(TRADES);
  const stem = rng.pick(STEMS);
  const n = eid === 'sole_proprietorship' ? 1 : rng.weighted([[1, 30], [2, 35], [3, 20], [4, 15]] as const);
  const pcts = split(rng, n);
  const owners: Owner[] = pcts.map((pct, i) => {
    const [id, type] = country === 'US' ? ssn(rng) : [luhn9(rng, rng.int(1, 7)), 'SIN' as const];
    return {
      first: rng.pick(FIRST), middle: rng.chance(0.45) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last: rng.pick(LAST),
      cred: cred && i === 0 && rng.chance(0.6) ? cred : null, role: rng.pick(ROLES[eid] ?? ['Owner']), pct,
      taxId: id, taxType: type, masked: rng.chance(0.3), dob: iso(rng.int(1956, 1998), rng.int(1, 12), rng.int(1, 28)),
      credit: rng.chance(0.7) ? rng.int(560, 810) : null, home: address(rng, country), phone: phone(rng), email: '',
    };
  });
  for (const o of owners) o.email = `${o.first[0]!.toLowerCase()}${o.last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`;
  const o1 = owners[0]!;
  const addr = address(rng, country);
  let legal: string, dba: string | null, taxPrinted: string, taxValue: string, taxType: Merchant['taxType'];
  if (eid === 'sole_proprietorship') {
    legal = `${o1.first} ${o1.middle ? `${o1.middle}. ` : ''}${o1.last}`;
    dba = `${stem} ${word}`;
  } else if (country === 'CA' && rng.chance(0.25)) {
    legal = `${rng.int(1000000, 2999999)} ${addr.st === 'ON' ? 'Ontario' : addr.st === 'AB' ? 'Alberta' : 'Canada'}${rng.pick(suffixes)}`;
    dba = `${stem} ${word}`;
  } else {
    legal = `${stem} ${word}${rng.pick(suffixes)}`;
    dba = rng.chance(0.45) ? `${rng.pick(STEMS)} ${word}` : null;
  }
  if (country === 'CA') {
    const bn = luhn9(rng, rng.int(1, 8));
    taxValue = `${bn}RC0001`; taxType = 'BN';
    taxPrinted = rng.pick([`${bn} RC0001`, `${bn.slice(0, 5)} ${bn.slice(5)} RC 0001`, `${bn}-RC-0001`]);
  } else if (eid === 'sole_proprietorship' && rng.chance(0.5)) {
    o1.masked = false;
    taxValue = o1.taxId; taxType = o1.taxType as 'SSN' | 'ITIN';
    taxPrinted = `${taxValue.slice(0, 3)}-${taxValue.slice(3, 5)}-${taxValue.slice(5)}`;
  } else {
    taxValue = ein(rng); taxType = 'EIN';
    taxPrinted = `${taxValue.slice(0, 2)}-${taxValue.slice(2)}`;
  }
  const years = rng.int(1, 24);
  const amount = rng.pick([500, 1000, 2500, 5000]) * rng.int(4, 60);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const count = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([16, 20, 26, 32, 40, 52])
    : freq === 'biweekly' ? rng.pick([8, 12, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const slug = (dba ?? legal).replace(/[^A-Za-z]/g, '').toLowerCase().slice(0, 18);
  return {
    country, legal, dba, dbaFiller: rng.pick(['', 'SAME', 'N/A']), entityText, entityId: eid, industryText, industryId: industryId(industryText),
    taxPrinted, taxValue, taxType, start: iso(2025 - years, rng.int(1, 12), rng.int(1, 28)), years, addr, phone: phone(rng),
    email: `info@${slug}.com`, website: `www.${slug}.com`, amount, payment: Math.round((amount * rng.float(1.22, 1.49) * 100) / count) / 100, count, freq,
    use: rng.pick(USES), monthlySales: rng.int(18, 400) * 1000 + rng.int(0, 999), employees: rng.int(1, 45), own: rng.chance(0.3) ? 'Own' : 'Rent',
    landlord: `${rng.pick(STEMS)} Properties ${rng.pick(['LLC', 'Inc.', 'Trust'])}`, landlordPhone: phone(rng), rent: rng.int(12, 90) * 100,
    bank: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)),
    stateOfInc: country === 'CA' ? rng.pick(['ON', 'BC', 'AB', addr.st]) : rng.pick(['DE', 'NV', 'WY', addr.st, addr.st]),
    existing: Array.from({ length: rng.int(0, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(5, 90) * 1000, payment: rng.int(150, 1900) })),
    refs: Array.from({ length: 2 }, () => ({ name: `${rng.pick(STEMS)} ${rng.pick(['Supply', 'Wholesale', 'Distributors'])}`, phone: phone(rng) })),
    owners,
  };
}
