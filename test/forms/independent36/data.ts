// One fictional multi-product applicant: the business, its request across products, its owners with their personal
// financial statements, a non-owner spouse or co-signer, collateral, bank and accountant. Everything a form prints
// comes from here; the truth is decided by what a layout chooses to print (sections.ts).
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export const PRODUCTS = ['mca', 'term', 'loc', 'equipment', 'sba'] as const;
export type Product = (typeof PRODUCTS)[number];

export interface Pfs { cash: number; realEstate: number; retirement: number; vehicles: number; mortgages: number; otherDebt: number; income: number }
export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; taxId: string; masked: boolean;
  dob: string; dobBlank: boolean; credit: number | null; street: string; city: string; st: string; zip: string; phone: string; email: string;
  credential: string | null; pfs: Pfs; properties: { address: string; value: number; loan: number }[];
}
export interface Equip { desc: string; vendor: string; price: number }
export interface Merchant {
  country: Country; legal: string; dba: string | null; dbaPrinted: string; entityText: string; entityId: string;
  industryText: string; industryId: string; taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; soleSsn: boolean;
  start: string; startBlank: boolean; stateOfInc: string; street: string; city: string; st: string; zip: string; phone: string; email: string;
  website: string | null; employees: number; monthlySales: number; annualRevenue: number; rent: boolean; landlord: string;
  products: Product[]; perProduct: Partial<Record<Product, number>>; amount: number; termMonths: number;
  payment: number; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  uses: [string, number][]; equipment: Equip[]; bank: { name: string; routing: string; account: string; balance: number };
  accountant: { name: string; firm: string; phone: string }; cosigner: { first: string; last: string; relation: string; income: number };
  owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Daniel', 'Priya', 'Kevin', 'Lucia', 'Robert', 'Angela', 'Tomasz', 'Keisha', 'Omar', 'Hannah', 'Victor',
  'Grace', 'Derek', 'Yolanda', 'Samuel', 'Natalie', 'Luis', 'Rachel', 'Malik', 'Erin', 'Hector', 'Joanne'];
const LAST = ['Alvarez', 'Brennan', 'Nguyen', 'Okafor', 'Patel', 'Schmidt', 'Delgado', 'Whitaker', 'Kowalski', 'Fontaine', 'Haddad', 'Lindqvist',
  'McAllister', 'Rivera-Soto', 'Takahashi', 'Van Dyke', "O'Connell", 'Abernathy', 'Castellanos', 'Dubois', 'Greenberg', 'Mbeki'];
const US_PLACES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Phoenix', 'AZ', '850'], ['Columbus', 'OH', '432'], ['Charlotte', 'NC', '282'],
  ['Aurora', 'CO', '800'], ['Yonkers', 'NY', '107'], ['Paterson', 'NJ', '075'], ['Garland', 'TX', '750'], ['Marietta', 'GA', '300'], ['Fresno', 'CA', '937'],
  ['Joliet', 'IL', '604'], ['Tacoma', 'WA', '984'], ['Knoxville', 'TN', '379'], ['Reno', 'NV', '895']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'], ['Laval', 'QC', 'H7N'],
  ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C']];
const STREETS = ['Commerce Dr', 'Industrial Pkwy', 'Main St', 'Maple Ave', 'Route 9', 'Harbor Blvd', 'Elm St', 'Lakeview Rd', 'Tech Center Way', 'Old Mill Rd'];
// [type of business as written, industries reference id by the longest contained label or alias]
const INDUSTRIES: [string, string][] = [['Italian restaurant', 'restaurant'], ['HVAC contractor', 'specialty_trade_contractor'],
  ['Auto shop / mechanic', 'auto_repair'], ['Dental practice', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['Lawn care', 'landscaping'],
  ['Local trucking', 'trucking_local'], ['Machine shop', 'manufacturing'], ['Hair salon', 'personal_care'], ['Daycare', 'childcare'],
  ['Commercial cleaning', 'cleaning_services'], ['Gym', 'fitness'], ['Food truck', 'food_truck_catering'], ['Wholesale distribution', 'wholesale_distribution']];
const NAME_PARTS = ['Summit', 'Bayside', 'Ironwood', 'Keystone', 'Redline', 'Blue Heron', 'Granite State', 'Cedar Hollow', 'Northgate', 'Tri-County', 'Lakeshore', 'Copperfield'];
const NOUN: Record<string, string> = { restaurant: 'Trattoria', specialty_trade_contractor: 'Mechanical', auto_repair: 'Auto Works', dental_practice: 'Dental Group',
  veterinary: 'Animal Clinic', landscaping: 'Landscapes', trucking_local: 'Hauling', manufacturing: 'Precision Machining', personal_care: 'Salon Studio',
  childcare: 'Early Learning', cleaning_services: 'Building Services', fitness: 'Fitness', food_truck_catering: 'Street Eats', wholesale_distribution: 'Supply' };
const US_ENTITIES: [string, string, string][] = [['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['S-Corp', 's_corporation', 'Inc.'],
  ['Limited Liability Company', 'llc', 'L.L.C.'], ['Partnership', 'general_partnership', '& Partners'], ['Sole Proprietor', 'sole_proprietorship', '']];
const CA_ENTITIES: [string, string, string][] = [['Corporation', 'ca_corporation', 'Inc.'], ['Ltd.', 'ca_corporation', 'Ltd.'],
  ['Partnership', 'general_partnership', '& Partners'], ['Sole Proprietorship', 'sole_proprietorship', '']];
const TITLES: Record<string, string[][]> = { llc: [['Managing Member', 'Member', 'CEO'], ['Member', 'Managing Member']],
  general_partnership: [['Managing Partner', 'General Partner'], ['Partner']], sole_proprietorship: [['Owner', 'Sole Proprietor'], ['Owner']] };
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Fifth Third Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const VENDORS = ['Caterpillar Financial Dealer', 'Hobart Service', 'Snap-on Industrial', 'Haas Automation', 'Bobcat of Metro', 'Trane Supply', 'Ford Commercial Fleet',
  'Rational USA', 'Dentsply Sirona', 'Kubota Center'];
const EQUIP = ['Skid steer loader', 'Combi oven', 'Vehicle lift (2-post)', 'CNC lathe', 'Box truck 26 ft', 'Rooftop HVAC unit', 'Dental chair package',
  'Commercial mower', 'Walk-in cooler', 'Laser engraver'];
const USES = ['Inventory', 'Payroll', 'Equipment purchase', 'Marketing', 'Renovation / build-out', 'Working capital', 'Debt refinance', 'Hiring',
  'Second location', 'Taxes'];

export function luhnComplete(d8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(d8[i]) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return d8 + String((10 - (sum % 10)) % 10);
}

const EIN_PREFIX = [20, 22, 26, 27, 30, 33, 35, 41, 45, 46, 47, 52, 56, 61, 65, 72, 74, 81, 82, 84, 86, 88, 91, 93];
const round = (n: number, to: number): number => Math.round(n / to) * to;
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
/** A personal figure never equal to a requested amount (those are multiples of 2,500). */
const odd = (n: number): number => (n % 2500 === 0 ? n + 110 : n);

function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
}

function ownerTaxId(rng: Rng, country: Country): string {
  if (country === 'CA') return luhnComplete(String(rng.int(1, 7)) + rng.digits(7));
  if (rng.chance(0.08)) return `9${rng.digits(2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}`; // an ITIN
  return pad(rng.int(101, 665), 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4);
}

/** The type of an owner's number as its format tells it. */
export function personalIdType(digits: string, country: Country): 'SIN' | 'SSN' | 'ITIN' {
  return country === 'CA' ? 'SIN' : digits.startsWith('9') ? 'ITIN' : 'SSN';
}

function makeOwner(rng: Rng, m: { country: Country; st: string; zipP: string; city: string }, pct: number, title: string, used: Set<string>): Owner {
  let first = rng.pick(FIRST);
  while (used.has(first)) first = rng.pick(FIRST);
  used.add(first);
  const last = rng.pick(LAST);
  const realEstate = rng.chance(0.7) ? odd(round(rng.int(180000, 900000), 100)) : 0;
  const properties = realEstate ? [{ address: `${rng.int(10, 9999)} ${rng.pick(STREETS)}, ${m.city}`, value: realEstate, loan: odd(round(realEstate * rng.float(0.2, 0.8), 10)) }] : [];
  const pfs: Pfs = { cash: odd(round(rng.int(8000, 240000), 10)), realEstate, retirement: odd(round(rng.int(2000, 400000), 100)), vehicles: odd(round(rng.int(5000, 80000), 50)),
    mortgages: properties[0]?.loan ?? 0, otherDebt: odd(round(rng.int(1000, 60000), 10)), income: odd(round(rng.int(60000, 320000), 100)) };
  const postal = m.country === 'CA' ? `${m.zipP} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R', 'W'])}${rng.int(1, 9)}` : m.zipP + pad(rng.int(1, 99), 2);
  return { first, middle: rng.chance(0.3) ? rng.pick(['J.', 'A.', 'M.', 'R.']) : null, last, title, pct, taxId: ownerTaxId(rng, m.country),
    credential: null, masked: rng.chance(0.3), dob: isoDate(rng, 1958, 1994), dobBlank: rng.chance(0.15), credit: rng.chance(0.6) ? rng.int(560, 810) : null,
    street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}`, city: m.city, st: m.st, zip: postal, phone: phone(rng),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`, pfs, properties };
}

export function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
}

function ownership(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]);
  return rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
}

function request(rng: Rng): Pick<Merchant, 'products' | 'perProduct' | 'amount' | 'termMonths' | 'payment' | 'nPayments' | 'frequency'> {
  const products = PRODUCTS.filter((_, i) => i === 0 ? rng.chance(0.7) : rng.chance(0.35));
  if (!products.length) products.push(rng.pick(PRODUCTS));
  const perProduct: Partial<Record<Product, number>> = {};
  for (const p of products) perProduct[p] = round(rng.int(15, p === 'sba' ? 350 : 150) * 1000, 2500);
  const amount = products.reduce((s, p) => s + (perProduct[p] ?? 0), 0);
  const frequency = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const termMonths = rng.pick([6, 9, 12, 18, 24, 36]);
  const per = { daily: 21, weekly: 4.33, biweekly: 2.17, monthly: 1 }[frequency];
  const nPayments = Math.round(termMonths * per);
  const payment = Math.round((amount * 1.32) / nPayments);
  return { products, perProduct, amount, termMonths, payment, nPayments, frequency };
}

export function makeMerchant(rng: Rng, country: Country): Merchant {
  const [city, st, zipP] = rng.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const [entityText, entityId, suffix] = rng.pick(country === 'CA' ? CA_ENTITIES : US_ENTITIES);
  const n = entityId === 'sole_proprietorship' ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const pcts = ownership(rng, n);
  const used = new Set<string>();
  const place = { country, st, zipP, city };
  const titles = TITLES[entityId] ?? [['President', 'CEO'], ['Vice President', 'Secretary/Treasurer', 'Director']];
  const owners = pcts.map((p, i) => makeOwner(rng, place, p, rng.pick(titles[i === 0 ? 0 : 1]!), used));
  const cred = ({ dental_practice: 'DDS', veterinary: 'DVM' } as Record<string, string>)[industryId];
  if (cred) owners[0]!.credential = cred;
  const base = `${rng.pick(NAME_PARTS)} ${NOUN[industryId] ?? 'Services'}`;
  const sole = entityId === 'sole_proprietorship';
  const hasDba = sole || rng.chance(0.55);
  // With a DBA, the legal name is usually the founder's (or initials'): never just the DBA plus a suffix.
  const root = hasDba ? rng.pick([`${owners[0]!.last} ${NOUN[industryId] ?? 'Services'}`, `${owners[0]!.first[0]}${owners[0]!.last[0]} Ventures`, `${owners[0]!.last} Holdings`]) : base;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : suffix.startsWith('&') ? `${owners[0]!.last} ${suffix}` : `${root}${suffix.startsWith('L') ? ' ' : ', '}${suffix}`.replace(', LLC', ' LLC');
  const dba = hasDba ? base : null;
  const dbaPrinted = dba ?? rng.pick(['', 'SAME', 'N/A']);
  const soleSsn = sole && country === 'US' && rng.chance(0.6);
  const taxId = country === 'CA' ? luhnComplete(String(rng.int(7, 8)) + rng.digits(7)) : soleSsn ? owners[0]!.taxId : pad(rng.pick(EIN_PREFIX), 2) + rng.digits(7);
  const monthlySales = round(rng.int(25, 260) * 1000, 100);
  return {
    country, legal, dba, dbaPrinted, entityText, entityId, industryText, industryId, taxId, taxIdType: country === 'CA' ? 'BN' : soleSsn ? personalIdType(taxId, 'US') as 'SSN' | 'ITIN' : 'EIN', soleSsn,
    start: isoDate(rng, 2004, 2022), startBlank: rng.chance(0.1), stateOfInc: rng.chance(0.2) && country === 'US' ? 'DE' : st,
    street: `${rng.int(100, 9800)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, st,
    zip: country === 'CA' ? `${zipP} ${rng.int(1, 9)}${rng.pick(['B', 'J', 'T', 'X'])}${rng.int(1, 9)}` : zipP + pad(rng.int(1, 99), 2),
    phone: phone(rng), email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    employees: rng.int(2, 45), monthlySales, annualRevenue: round(monthlySales * rng.float(11, 13), 1000), rent: rng.chance(0.7),
    landlord: `${rng.pick(NAME_PARTS)} Property Holdings`, ...request(rng),
    uses: rng.shuffle([...USES]).slice(0, rng.int(2, 4)).map((u) => [u, 0] as [string, number]),
    equipment: Array.from({ length: rng.int(1, 3) }, () => ({ desc: rng.pick(EQUIP), vendor: rng.pick(VENDORS), price: round(rng.int(8, 140) * 1000, 250) + 495 })),
    bank: { name: rng.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: country === 'CA' ? `0${rng.digits(2)}-${rng.digits(5)}` : `0${rng.digits(8)}`,
      account: rng.digits(rng.int(9, 12)), balance: round(rng.int(4, 90) * 1000, 10) + rng.int(1, 99) },
    accountant: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}, CPA`, firm: `${rng.pick(LAST)} & ${rng.pick(LAST)} ${country === 'CA' ? 'CPA LLP' : 'CPAs'}`, phone: phone(rng) },
    cosigner: { first: rng.pick(FIRST.filter((f) => !used.has(f))), last: owners[0]!.last, relation: rng.pick(['Spouse', 'Spouse', 'Co-signer (parent)', 'Guarantor']),
      income: odd(round(rng.int(35000, 180000), 100)) },
    owners,
  };
}

/** Use-of-funds amounts that add up to the request (a broker's table does). */
export function splitUses(rng: Rng, m: Merchant): void {
  let left = m.amount;
  m.uses.forEach((u, i) => {
    const v = i === m.uses.length - 1 ? left : round(left * rng.float(0.25, 0.6), 500);
    u[1] = v;
    left -= v;
  });
}
