// The merchant behind one form of set 243: business, owners, request and every other party the long "universal"
// financing application prints (lenders, references, landlord, vendor, personal assets). Seeded: Rng only.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string; pct: number; taxId: string; taxMasked: boolean; taxType: 'SSN' | 'ITIN' | 'SIN';
  dob: Date; credit: number | null; home: Address;
}
export interface Address { street: string; city: string; region: string; zip: string }
export interface Debt { lender: string; original: number; balance: number; payment: number; kind: string }

export interface Merchant {
  country: Country;
  legal: string; dba: string | null; dbaPrinted: string | null;
  /** The entity as a checkbox label (or "Other: ..." text) and its reference id. */
  entityLabel: string; entityId: string; entityIsOther: boolean;
  industryText: string; industryId: string;
  taxId: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: Date; address: Address; incState: string; phone: string; email: string; website: string | null;
  employees: number; rentOwn: 'Rent' | 'Own';
  amount: number; payment: number; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
  debts: Debt[]; landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string; balance: number };
  tradeRefs: { name: string; contact: string; phone: string }[];
  equipment: { item: string; vendor: string; price: number };
  collateral: { item: string; value: number };
  pfs: { cash: number; realEstate: number; retirement: number; mortgage: number; cards: number };
  iso: { name: string; phone: string; email: string };
  proceeds: [string, number][];
  bankruptcy: boolean; signDate: Date;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Linh', 'Robert', 'Priya', 'Diego', 'Sarah', 'Kwame', 'Elena', 'Marcus', 'Yuki',
  'Fatima', 'Connor', 'Ana', 'Jean-Luc', 'Mei', 'Olusegun', 'Rachel', 'Hector', 'Ingrid', 'Dmitri', 'Nadia'];
const LAST = ['Gonzalez', 'Whitfield', "O'Brien", 'Nguyen', 'Kowalski', 'Patel', 'Okafor', 'Harrington', 'Lindqvist', 'Alvarez',
  'Smith-Barnes', 'Chen', 'MacLeod', 'Ramirez-Ortiz', 'Fitzgerald', 'Tremblay', 'Haddad', 'Brennan', 'Kim', 'Abernathy'];
const PARTICLE = ['de la Cruz', 'van der Berg', 'De Luca', 'dos Santos', 'Van Buren', 'St. Pierre', 'von Hagen', 'Le Blanc'];
const TITLES: Record<string, [string[], string[]]> = {
  llc: [['Managing Member', 'Owner', 'CEO'], ['Member', 'Managing Member', 'COO']], pllc: [['Managing Member', 'Owner'], ['Member']],
  corp: [['President', 'CEO', 'Owner'], ['Vice President', 'Secretary', 'Treasurer', 'COO', 'Director']],
  partner: [['General Partner', 'Managing Partner', 'Partner'], ['Partner', 'Limited Partner']],
};
function title(r: Rng, entityId: string, i: number): string {
  const t = TITLES[entityId === 'llc' || entityId === 'pllc' ? entityId : /partnership/.test(entityId) ? 'partner' : 'corp']!;
  return r.pick(i === 0 ? t[0] : t[1]);
}

/** Printed type of business -> the industries reference id (the longest word-bounded label/alias it contains). */
export const INDUSTRIES: [string, string, string][] = [
  // [printed text, id, trade word used in names]
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Auto repair & body shop', 'auto_repair', 'Auto Works'],
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['HVAC contractor', 'specialty_trade_contractor', 'Air Systems'],
  ['Dental office', 'dental_practice', 'Dental Group'], ['Hair salon', 'personal_care', 'Salon Studio'],
  ['Landscaping and lawn care', 'landscaping', 'Landscapes'], ['Convenience store', 'convenience_store', 'Quick Mart'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Co'], ['Plumbing', 'specialty_trade_contractor', 'Plumbing'],
  ['Trucking - local hauling', 'trucking_local', 'Hauling'], ['Fitness center', 'fitness', 'Fitness'],
  ['Catering', 'food_truck_catering', 'Catering'], ['Machine shop', 'manufacturing', 'Precision'],
  ['Property management', 'property_management', 'Property Services'], ['Day care', 'childcare', 'Little Learners'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['Coffee shop', 'restaurant', 'Coffee House'], ['Car wash', 'car_wash', 'Car Wash'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
];

const STREETS = ['Main St', 'Oak Avenue', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Harbor Rd', 'Lakeview Dr', 'Market Street',
  'Pine Ridge Rd', 'Route 9', 'Wellington Ave', 'King Street W', 'Granville St', 'Rue Saint-Denis'];
const US = [['TX', 'Austin', '787'], ['FL', 'Tampa', '336'], ['NY', 'Buffalo', '142'], ['CA', 'Fresno', '937'], ['GA', 'Marietta', '300'],
  ['OH', 'Dayton', '454'], ['NJ', 'Paterson', '075'], ['AZ', 'Mesa', '852'], ['IL', 'Naperville', '605'], ['NC', 'Raleigh', '276'],
  ['CO', 'Aurora', '800'], ['PA', 'Allentown', '181'], ['WA', 'Tacoma', '984'], ['MI', 'Lansing', '489']] as const;
const CA = [['ON', 'Mississauga', 'L5B'], ['BC', 'Surrey', 'V3T'], ['AB', 'Calgary', 'T2P'], ['QC', 'Laval', 'H7N'], ['MB', 'Winnipeg', 'R3C'],
  ['NS', 'Halifax', 'B3H'], ['SK', 'Regina', 'S4P']] as const;
const LENDERS = ['Pinnacle Merchant Funding', 'Rapid Advance Capital', 'Bluestone Business Credit', 'Wells Fargo Equipment Finance',
  'Northstar Bank', 'Ironwood Funding LLC', 'Kapstone MCA', 'Everline Capital', 'BDC', 'Ascend Leasing'];
const BANKS_US = ['Chase Bank', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Fifth Third Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];

function luhnDigit(d: string): number {
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 0) { n *= 2; if (n > 9) n -= 9; }
    sum += n;
  }
  return (10 - (sum % 10)) % 10;
}
function luhn9(r: Rng, first: string): string { const b = first + r.digits(7); return b + luhnDigit(b); }
function ssn(r: Rng): string { return `${r.int(101, 665)}-${r.int(10, 99)}-${r.int(1000, 9999)}`; }
function itin(r: Rng): string { return `9${r.int(10, 99)}-${r.pick([70, 72, 75, 81, 88, 90, 94])}-${r.int(1000, 9999)}`; }
function ein(r: Rng): string { return `${r.pick(['12', '20', '27', '33', '45', '46', '52', '61', '81', '84', '87', '93'])}-${r.int(1000000, 9999999)}`; }
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.int(1000, 9999)}`; }
function money(r: Rng, lo: number, hi: number, step: number): number { return Math.round(r.int(lo, hi) / step) * step; }

function address(r: Rng, country: Country, region?: string): Address {
  const list: readonly (readonly [string, string, string])[] = country === 'US' ? US : CA;
  const row = region ? (list.find((x) => x[0] === region) ?? r.pick(list)) : r.pick(list);
  const zip = country === 'US' ? `${row[2]}${r.int(10, 99)}` : `${row[2]} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])}${r.int(1, 9)}`;
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city: row[1], region: row[0], zip };
}

function owner(r: Rng, country: Country, title: string, pct: number): Owner {
  const last = r.chance(0.25) ? r.pick(PARTICLE) : r.pick(LAST);
  const taxType = country === 'CA' ? 'SIN' : r.chance(0.15) ? 'ITIN' : 'SSN';
  const taxId = country === 'CA' ? luhn9(r, String(r.int(1, 7))).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : taxType === 'ITIN' ? itin(r) : ssn(r);
  return {
    first: r.pick(FIRST), middle: r.chance(0.45) ? r.pick('ABCDEFGHJKLMRSTW'.split('')) : null, last, cred: null, title, pct,
    taxId, taxMasked: r.chance(0.3), taxType, dob: new Date(Date.UTC(r.int(1955, 1994), r.int(0, 11), r.int(1, 28))),
    credit: r.chance(0.5) ? r.int(540, 805) : null, home: address(r, country),
  };
}

function entity(r: Rng, country: Country, nOwners: number): [string, string, boolean, string] {
  // [label as checked/printed, id, is "Other:", legal name suffix]
  if (nOwners === 1 && r.chance(0.3)) return ['Sole Proprietor', 'sole_proprietorship', false, ''];
  const multi = nOwners > 1;
  if (country === 'CA') return r.pick([['Corporation', 'ca_corporation', false, ', Ltd.'], ['Corporation', 'ca_corporation', false, ' Inc.'],
    ...(multi ? [['Partnership', 'general_partnership', false, ' Partners'] as const] : []), ['ULC', 'ca_ulc', true, ' ULC']] as const).slice() as [string, string, boolean, string];
  return r.pick([['LLC', 'llc', false, ', LLC'], ['LLC', 'llc', false, ' LLC'], ['Corporation', 'c_corporation', false, ', Inc.'],
    ['S Corp', 's_corporation', false, ' Inc.'], ['PLLC', 'pllc', true, ', PLLC'],
    ...(multi ? [['Partnership', 'general_partnership', false, ' Partners'] as const, ['LP', 'limited_partnership', false, ', L.P.'] as const] : [])] as const).slice() as [string, string, boolean, string];
}

export function makeMerchant(r: Rng, country: Country, maxOwners = 3): Merchant {
  const ind = r.pick(INDUSTRIES);
  const nOwners = r.int(1, maxOwners);
  const [entityLabel, entityId, entityIsOther, suffix] = entity(r, country, nOwners);
  const sole = entityId === 'sole_proprietorship';
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners = pcts.map((p, i) => owner(r, country, sole ? r.pick(['Owner', 'Sole Owner', 'Proprietor']) : title(r, entityId, i), p));
  if (ind[1] === 'medical_practice' || ind[1] === 'dental_practice' || ind[1] === 'veterinary') owners[0]!.cred = r.pick(['DC', 'DDS', 'DVM', 'MD']);
  const o0 = owners[0]!;
  const place = r.pick([r.pick(LAST).replace(/'/g, ''), r.pick(['Summit', 'Riverside', 'Golden Gate', 'Blue Ridge', 'Northgate', 'Evergreen', 'Lakeshore', 'Maple Leaf', 'Prairie']), 'Tri-County']);
  const trade = `${place} ${ind[2]}`;
  const legal = sole ? `${o0.first} ${o0.middle ? `${o0.middle}. ` : ''}${o0.last}` : `${trade}${suffix}`;
  const dbaRoll = r.next();
  const dba = sole ? trade : dbaRoll < 0.45 ? `${r.pick(['The', place, 'Main Street', 'Elite'])} ${ind[2]}`.replace(`${place} ${place}`, place) : null;
  const dbaPrinted = dba ?? r.pick([null, 'SAME', 'N/A', legal]);
  const address0 = address(r, country, entityId === 'ca_ulc' ? r.pick(['AB', 'BC', 'NS']) : undefined);
  const otherRegions = (country === 'US' ? US : CA).map((x) => x[0]).filter((x) => x !== address0.region);
  let taxId: string; let taxType: Merchant['taxType'];
  if (country === 'CA') { taxId = `${luhn9(r, String(r.int(7, 8))).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1$2$3')} RC0001`; taxType = 'BN'; }
  else if (sole && r.chance(0.5)) { taxId = o0.taxType === 'ITIN' ? itin(r) : ssn(r); taxType = taxId.startsWith('9') ? 'ITIN' : 'SSN'; o0.taxId = taxId; o0.taxType = taxType; }
  else { taxId = ein(r); taxType = 'EIN'; }
  const amount = money(r, 15000, 250000, 2500);
  const nPayments = r.pick([60, 90, 120, 26, 52, 12, 180]);
  const frequency = nPayments >= 60 ? 'daily' : nPayments === 26 ? r.pick(['weekly', 'biweekly'] as const) : nPayments === 52 ? 'weekly' : 'monthly';
  const signDate = new Date(Date.UTC(2025, r.int(0, 10), r.int(1, 28)));
  return {
    country, legal, dba, dbaPrinted, entityLabel, entityId, entityIsOther, industryText: ind[0], industryId: ind[1],
    taxId, taxDigits: taxId.replace(/[^0-9A-Z]/g, ''), taxType,
    start: new Date(Date.UTC(r.int(1996, 2022), r.int(0, 11), r.int(1, 28))), address: address0, incState: r.chance(0.6) ? r.pick(otherRegions) : address0.region,
    phone: phone(r), email: `${o0.first.toLowerCase().replace(/[^a-z]/g, '')}@${trade.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${trade.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    employees: r.int(2, 45), rentOwn: r.chance(0.75) ? 'Rent' : 'Own',
    amount, payment: Math.round((amount * r.float(1.25, 1.45)) / nPayments), nPayments, frequency, owners,
    debts: Array.from({ length: r.int(1, 3) }, () => {
      const original = money(r, 10000, 300000, 500);
      return { lender: r.pick(LENDERS), original, balance: Math.round(original * r.float(0.1, 0.9)), payment: money(r, 150, 6000, 5), kind: r.pick(['Term loan', 'MCA', 'Equipment', 'LOC', 'SBA 7(a)']) };
    }),
    landlord: { name: `${r.pick(['Crestview', 'Oakmont', 'Parkside', 'Granite'])} ${r.pick(['Properties', 'Realty Group', 'Holdings LLC'])}`, phone: phone(r), rent: money(r, 1800, 14000, 50) },
    bank: { name: r.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: country === 'CA' ? `${r.digits(5)}-${r.digits(3)}` : `0${r.digits(8)}`, account: r.digits(r.int(8, 12)), balance: money(r, 3000, 90000, 1) },
    tradeRefs: Array.from({ length: 2 }, () => ({ name: `${r.pick(['Sysco', 'Grainger', 'Uline', 'Fastenal', 'Ferguson', 'HD Supply', 'Staples Business'])}`, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    equipment: { item: r.pick(['2019 Ford Transit 250', 'CNC lathe', 'Walk-in cooler', 'Hydraulic lift (2)', 'POS system + terminals', 'Commercial oven']), vendor: r.pick(['Midwest Equipment Sales', 'Allied Machinery', 'ProKitchen Supply', 'Fleet Source Inc.']), price: money(r, 4000, 95000, 50) },
    collateral: { item: r.pick(['Inventory and receivables', 'Equipment (see schedule)', 'Vehicle: 2021 Ram 3500', 'Blanket UCC lien']), value: money(r, 10000, 200000, 500) },
    pfs: { cash: money(r, 2000, 80000, 1), realEstate: money(r, 0, 900000, 1000), retirement: money(r, 0, 250000, 1), mortgage: money(r, 0, 500000, 1000), cards: money(r, 0, 30000, 1) },
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: `${r.pick(['deals', 'submissions', 'rep', 'apps'])}@${r.pick(['fundbridge', 'capitalconnect', 'isoone'])}.com` },
    proceeds: r.shuffle([['Working capital', money(r, 5000, 60000, 1000)], ['Inventory', money(r, 2000, 30000, 1000)], ['Equipment', money(r, 3000, 40000, 1000)],
      ['Payroll', money(r, 2000, 20000, 1000)], ['Marketing', money(r, 1000, 10000, 500)]] as [string, number][]).slice(0, r.int(2, 4)),
    bankruptcy: r.chance(0.15), signDate,
  };
}
