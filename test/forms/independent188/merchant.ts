// The fictional merchant behind one form: every value drawn from the seed only (never from the style), so the
// typed, handwritten and fillable renderings of one seed share one truth.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Address { street: string; city: string; state: string; zip: string }

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string; pct: number; score: number | null;
  /** Tax ID as printed in full, its digits and type. */
  taxPrinted: string; taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  masked: string | null; dob: string; home: Address; phone: string; email: string;
}

export interface Merchant {
  country: Country;
  legal: string; dba: string | null;
  entityId: string; entityText: string;
  industryText: string; industryId: string;
  taxPrinted: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN';
  addr: Address; phone: string; email: string; website: string | null;
  stateOfInc: string; startDate: string; employees: number;
  reqAmt: number; payment: number; nPayments: number; freq: Freq;
  monthlySales: number; annualRev: number; useOfFunds: string;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[];
  iso: { name: string; phone: string; email: string };
  funders: { name: string; balance: number; payment: number }[];
}

const FIRST = ['James', 'Maria', 'Robert', 'Linh', 'Devon', 'Aisha', 'Carlos', 'Priya', 'Thomas', 'Keisha', 'Miguel', 'Hannah', 'Omar',
  'Grace', 'Tyrone', 'Elena', 'Samuel', 'Mei', 'Patrick', 'Rosa', 'Dmitri', 'Fatima', 'Brandon', 'Chloe', 'Andre', 'Natalie'];
const LAST = ['Whitaker', 'Garcia-Lopez', 'Nguyen', "O'Connell", 'de la Cruz', 'Okafor', 'Van Dyke', 'McAllister', 'Patel', 'Brennan',
  'Kowalski', 'St. Pierre', 'Haddad', 'Morales', 'Fitzgerald', 'Tanaka', 'Abernathy', 'Rossi', 'Delgado-Reyes', 'Lindqvist'];
const WORDS = ['Summit', 'Harbor', 'Red Oak', 'Bluegrass', 'Ironwood', 'Lakeside', 'Pioneer', 'Granite', 'Silver Creek', 'Maple Leaf',
  'Coastal', 'Prairie', 'Northgate', 'Sunrise', 'Keystone', 'Evergreen', 'Copper Hill', 'Riverbend', 'Cardinal', 'Tri-County'];
/** Printed industry text and the industries reference id applications.md's longest-alias rule gives it. */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Dental office', 'dental_practice', 'Dental'], ['Collision repair / body shop', 'auto_repair', 'Auto Body'],
  ['Pizzeria', 'restaurant', 'Pizza'], ['Full-service restaurant', 'restaurant', 'Kitchen'], ['Hair salon', 'personal_care', 'Salon'],
  ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'], ['Plumbing services', 'specialty_trade_contractor', 'Plumbing'],
  ['Landscaping & lawn care', 'landscaping', 'Landscapes'], ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Convenience store', 'convenience_store', 'Market'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Used car dealer', 'auto_dealer_used', 'Motors'], ['General contractor', 'general_contractor', 'Builders'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Software development', 'it_software', 'Software'], ['Freight broker', 'freight_logistics', 'Logistics'],
  ['Liquor store', 'liquor_store', 'Spirits'], ['Boutique clothing store', 'retail_general', 'Boutique'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Food truck', 'food_truck_catering', 'Eats'], ['Tire shop', 'auto_repair', 'Tire'], ['Roofing', 'specialty_trade_contractor', 'Roofing'],
  ['Bookkeeping', 'professional_services', 'Ledger Services'], ['Moving company', 'trucking_local', 'Movers'], ['Physical therapy', 'medical_practice', 'Rehab'],
  ['Auto detailing', 'car_wash', 'Detail'], ['Grocery store', 'grocery', 'Foods'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
];
const US_STATES = 'AL AZ AR CA CO CT DE FL GA IL IN IA KS KY LA MD MA MI MN MS MO NE NV NJ NM NY NC OH OK OR PA SC TN TX UT VA WA WI'.split(' ');
const US_CITIES = ['Springfield', 'Fairview', 'Greenville', 'Madison', 'Clinton', 'Franklin', 'Georgetown', 'Salem', 'Riverside', 'Oakdale'];
const CA_PROV: Record<string, [string, string[]]> = { ON: ['KLMNP', ['Mississauga', 'Hamilton', 'Barrie']], QC: ['GHJ', ['Laval', 'Gatineau']],
  BC: ['V', ['Surrey', 'Kelowna']], AB: ['T', ['Red Deer', 'Calgary']], MB: ['R', ['Brandon']], NS: ['B', ['Dartmouth']], SK: ['S', ['Regina']] };
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Oak Ave', 'Market St', 'Route 9', 'Elm Blvd', 'Harbor Rd', 'King St W'];
const BANKS = ['First Federal Savings', 'Heartland Community Bank', 'Pacific Trust Bank', 'Great Plains Credit Union'];
const CA_BANKS = ['Northern Chartered Bank', 'Caisse Populaire Riviere', 'Prairie Savings & Trust'];
const FUNDERS = ['Apex Merchant Funding', 'Bluewave Capital', 'Rapid Advance Partners', 'Lighthouse Funding Group', 'Cornerstone MCA'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Marketing', 'Renovation'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'VP Operations', 'Secretary', 'COO'];
const EIN_PREFIX = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 45, 46, 47,
  51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];

/** Luhn check digit for the first 8 digits of a BN or SIN. */
export function luhnDigit(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
function isoDate(y: number, m: number, d: number): string { return `${y}-${pad(m, 2)}-${pad(d, 2)}`; }

function address(rng: Rng, country: Country, state?: string): Address {
  const street = `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.25) ? ` Suite ${rng.int(100, 450)}` : ''}`;
  if (country === 'US') {
    return { street, city: rng.pick(US_CITIES), state: state ?? rng.pick(US_STATES), zip: rng.digits(5) };
  }
  const prov = state ?? rng.pick(Object.keys(CA_PROV));
  const [letters, cities] = CA_PROV[prov]!;
  const L = 'ABCEGHJKLMNPRSTVXY';
  const zip = `${rng.pick([...letters])}${rng.int(1, 9)}${rng.pick([...L])} ${rng.int(1, 9)}${rng.pick([...L])}${rng.int(1, 9)}`;
  return { street, city: rng.pick(cities), state: prov, zip };
}

function phone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`; }

function ssn(rng: Rng): { printed: string; digits: string; type: 'SSN' | 'ITIN' } {
  if (rng.chance(0.06)) {
    const d = `9${rng.digits(2)}${rng.int(70, 88)}${rng.digits(4)}`;
    return { printed: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d, type: 'ITIN' };
  }
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  const d = `${pad(area, 3)}${pad(rng.int(1, 99), 2)}${pad(rng.int(1, 9999), 4)}`;
  return { printed: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, digits: d, type: 'SSN' };
}

function sin(rng: Rng): { printed: string; digits: string } {
  const d8 = `${rng.int(1, 7)}${rng.digits(7)}`;
  const d = d8 + luhnDigit(d8);
  const sep = rng.pick([' ', '-']);
  return { printed: `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`, digits: d };
}

/** Ownership splits that never pass 100 and keep every owner at 20% or more. */
const SPLITS: Record<number, number[][]> = { 1: [[100], [100], [80], [51]], 2: [[50, 50], [60, 40], [51, 49], [75, 25]],
  3: [[40, 30, 30], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20]] };

function owner(rng: Rng, country: Country, pct: number, title: string): Owner {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const tax = country === 'US' ? ssn(rng) : { ...sin(rng), type: 'SIN' as const };
  const last4 = tax.digits.slice(-4);
  const masked = rng.chance(0.3) ? rng.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `xxx-xx-${last4}`]) : null;
  return {
    first, last, middle: rng.chance(0.35) ? rng.pick([...'ABCDEJKLMRST']) : null, cred: rng.chance(0.06) ? rng.pick(['DC', 'CPA', 'DDS']) : null,
    title, pct, score: rng.chance(0.6) ? rng.int(540, 810) : null,
    taxPrinted: tax.printed, taxDigits: tax.digits, taxType: tax.type,
    masked: country === 'CA' && masked ? `XXX XXX ${tax.digits.slice(6)}` : masked,
    dob: isoDate(rng.int(1955, 1998), rng.int(1, 12), rng.int(1, 28)), home: address(rng, country), phone: phone(rng),
    email: `${first[0]!.toLowerCase()}${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
  };
}

const US_ENTITIES: readonly (readonly [string, string[], string[], number])[] = [
  ['llc', ['LLC', 'Limited Liability Company', 'L.L.C.'], [', LLC', ' LLC'], 5], ['c_corporation', ['Corporation', 'C-Corp', 'Corp', 'Inc'], [', Inc.', ' Corp.', ' Inc'], 3],
  ['s_corporation', ['S-Corp', 'S Corporation'], [', Inc.', ' Inc.'], 2], ['sole_proprietorship', ['Sole Prop', 'Sole Proprietorship', 'Sole Proprietor'], [''], 2],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', ' & Associates'], 1], ['limited_partnership', ['LP', 'Limited Partnership'], [', LP'], 1],
  ['llp', ['LLP'], [', LLP'], 0.5], ['pllc', ['PLLC'], [', PLLC'], 0.5],
];
const CA_ENTITIES: readonly (readonly [string, string[], string[], number])[] = [
  ['ca_corporation', ['Corporation', 'Ltd', 'Inc'], [' Inc.', ' Ltd.', ' Corp.'], 5], ['sole_proprietorship', ['Sole Proprietorship', 'Sole Prop'], [''], 2],
  ['general_partnership', ['Partnership'], [' Partners'], 1], ['ca_ulc', ['ULC'], [' ULC'], 0.5],
];

export function makeMerchant(rng: Rng, country: Country, maxOwners: number): Merchant {
  const table = country === 'US' ? US_ENTITIES : CA_ENTITIES;
  const [entityId, texts, suffixes] = rng.weighted(table.map((e) => [e, e[3]] as const));
  const [industryText, industryId, word] = rng.pick(INDUSTRIES);
  const sole = entityId === 'sole_proprietorship';
  const nOwners = sole ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]].filter(([n]) => n! <= maxOwners) as [number, number][]);
  const split = rng.pick(SPLITS[nOwners]!);
  const titles = rng.shuffle([...TITLES]);
  const owners = split.map((p, i) => owner(rng, country, p, sole ? 'Owner' : titles[i]!));
  const brand = `${rng.pick(WORDS)} ${word}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${brand}${rng.pick(suffixes)}`;
  // A sole proprietor trades under a name; others only sometimes print a DBA.
  const dba = sole || rng.chance(0.45) ? (sole ? brand : `${rng.pick(WORDS)} ${word}`) : null;
  const addr = address(rng, country);
  let taxPrinted: string, taxDigits: string, taxType: Merchant['taxType'];
  if (country === 'CA') {
    const d8 = rng.digits(8).replace(/^0/, '7');
    const bn = d8 + luhnDigit(d8);
    taxDigits = `${bn}RC0001`;
    taxPrinted = rng.chance(0.5) ? `${bn} RC0001` : `${bn}RC0001`;
    taxType = 'BN';
    // A Canadian sole proprietor without a BN writes the SIN.
    if (sole && !owners[0]!.masked && rng.chance(0.4)) { taxPrinted = owners[0]!.taxPrinted; taxDigits = owners[0]!.taxDigits; taxType = 'SIN'; }
  } else if (sole && !owners[0]!.masked && rng.chance(0.6)) {
    taxPrinted = owners[0]!.taxPrinted; taxDigits = owners[0]!.taxDigits; taxType = owners[0]!.taxType as 'SSN' | 'ITIN';
  } else {
    const d = `${rng.pick(EIN_PREFIX)}${rng.digits(7)}`;
    taxPrinted = `${d.slice(0, 2)}-${d.slice(2)}`; taxDigits = d; taxType = 'EIN';
  }
  const reqAmt = rng.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const freq = rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as [Freq, number][]);
  const per = { daily: 21, weekly: 4.33, biweekly: 2.17, monthly: 1 }[freq];
  const months = rng.pick([4, 6, 8, 9, 12]);
  const nPayments = Math.round(per * months);
  const payment = Math.round((reqAmt * rng.float(1.25, 1.45) / nPayments) * 100) / 100;
  const monthlySales = Math.round(reqAmt * rng.float(0.6, 1.6) / 100) * 100;
  const [sy, sm] = [rng.int(1996, 2022), rng.int(1, 12)];
  const web = rng.chance(0.5) ? `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}` : null;
  return {
    country, legal, dba, entityId, entityText: rng.pick(texts), industryText, industryId,
    taxPrinted, taxDigits, taxType, addr, phone: phone(rng), email: `info@${brand.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: web,
    stateOfInc: rng.chance(0.7) ? addr.state : (country === 'US' ? rng.pick(['DE', 'NV', 'WY']) : 'Federal (CBCA)'),
    startDate: isoDate(sy, sm, rng.int(1, 28)), employees: rng.int(2, 60),
    reqAmt, payment, nPayments, freq, monthlySales, annualRev: monthlySales * 12 + rng.int(-20, 20) * 1000, useOfFunds: rng.pick(USES), owners,
    bank: { name: rng.pick(country === 'US' ? BANKS : CA_BANKS), routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`,
      account: rng.digits(rng.int(9, 12)) },
    landlord: { name: `${rng.pick(WORDS)} Properties LLC`, phone: phone(rng), rent: rng.int(18, 120) * 100 },
    refs: [0, 1].map(() => ({ name: `${rng.pick(WORDS)} ${rng.pick(['Supply Co.', 'Wholesale', 'Distributors'])}`, phone: phone(rng) })),
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng), email: `rep${rng.int(10, 99)}@brokerdesk.com` },
    funders: rng.chance(0.5) ? [] : Array.from({ length: rng.int(1, 2) }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(40, 600) * 100,
      payment: rng.int(80, 900) })),
  };
}
