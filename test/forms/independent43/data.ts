// The fictional merchant behind one printout: every value both as printed and as applications.md reads it.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number; score: number | null;
  ssn: string; ssnType: 'SSN' | 'ITIN' | 'SIN'; dob: string; home: string; city: string; state: string; zip: string;
  email: string; phone: string;
}

export interface Merchant {
  ca: boolean;
  legal: string; dba: string | null; entityText: string; entityId: string; entityOption: string;
  industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'BN';
  street: string; city: string; state: string; zip: string; incState: string;
  phone: string; email: string; website: string | null;
  start: string; amount: number; payment: number; payments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  use: string; monthly: number; owners: Owner[];
  bank: string; routing: string; account: string; landlord: string; landlordPhone: string;
  rep: string; repEmail: string; ip: string; leadSource: string; funders: { name: string; balance: number; payment: number }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Derek', 'Priya', 'Tomas', 'Keisha', 'Gregory', 'Linh', 'Rafael', 'Shannon', 'Omar',
  'Brittany', 'Victor', 'Mei', 'Curtis', 'Fatima', 'Wesley', 'Natalia', 'Dwayne', 'Colleen', 'Hector', 'Ingrid', 'Jamal'];
const LAST = ['Alvarez', 'Whitfield', 'Okafor', 'Brennan', 'Patel', 'Nguyen', 'Delgado', 'Kowalski', 'Harrington', 'McAllister',
  'Abernathy', 'Castillo', 'Lindqvist', 'Osei', 'Van der Berg', 'Rivera-Santos', 'Thibodeaux', "O'Connell", 'Yamamoto', 'Fitzgerald'];
const NAME_A = ['Summit', 'Blue Heron', 'Red Oak', 'Harbor Point', 'Copper Canyon', 'Evergreen', 'Northgate', 'Lakeside', 'Ironwood',
  'Golden Mile', 'Silver Creek', 'Magnolia', 'Prairie Wind', 'Cedar Ridge', 'Bayview', 'Old Town', 'Crossroads', 'Keystone'];
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Restaurant', 'restaurant', 'Kitchen'], ['Pizzeria', 'restaurant', 'Pizza'], ['Hair salon', 'personal_care', 'Salon'],
  ['Barbershop', 'personal_care', 'Cuts'], ['Plumbing', 'specialty_trade_contractor', 'Plumbing'],
  ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'], ['Long haul trucking', 'trucking_long_haul', 'Freight Lines'],
  ['Lawn care', 'landscaping', 'Lawn & Garden'], ['Dental office', 'dental_practice', 'Family Dental'],
  ['Collision repair', 'auto_repair', 'Auto Body'], ['Daycare', 'childcare', 'Little Learners'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Co'], ['Convenience store', 'convenience_store', 'Mart'],
  ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Fitness center', 'fitness', 'Fitness'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['General contractor', 'general_contractor', 'Builders'], ['Veterinary clinic', 'veterinary', 'Animal Clinic'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Food truck', 'food_truck_catering', 'Street Eats'], ['Catering', 'food_truck_catering', 'Catering'],
  ['Staffing agency', 'staffing_agency', 'Staffing'], ['Insurance agency', 'insurance_agency', 'Insurance Group'],
  ['Auto detailing', 'car_wash', 'Detailing'], ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Medical office', 'medical_practice', 'Medical Group'],
  ['E-commerce', 'ecommerce', 'Goods'], ['Pet grooming', 'pet_services', 'Pet Spa'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
  ['Freight broker', 'freight_logistics', 'Logistics'], ['Nail salon', 'personal_care', 'Nails'], ['Mexican restaurant', 'restaurant', 'Cantina'],
  ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'], ['Moving company', 'trucking_local', 'Movers'], ['Tire shop', 'auto_repair', 'Tire'],
  ['Yoga studio', 'fitness', 'Yoga'], ['Laundromat', 'dry_cleaning', 'Laundry'], ['Urgent care clinic', 'medical_practice', 'Urgent Care'],
  ['Bookkeeping', 'professional_services', 'Bookkeeping'], ['Machine shop', 'manufacturing', 'Machine Works'], ['Florist', 'retail_general', 'Florals'],
];
/** [printed entity text, reference id, suffix on the legal name, option of a checkbox row]. */
const US_ENTITIES: readonly (readonly [string, string, string, string])[] = [
  ['LLC', 'llc', ' LLC', 'LLC'], ['Limited Liability Company', 'llc', ', LLC', 'LLC'], ['Corporation', 'c_corporation', ', Inc.', 'Corporation'],
  ['C-Corp', 'c_corporation', ' Corp.', 'Corporation'], ['S-Corp', 's_corporation', ', Inc.', 'S-Corp'], ['S Corporation', 's_corporation', ' Inc', 'S-Corp'],
  ['Sole Proprietor', 'sole_proprietorship', '', 'Sole Proprietor'], ['Partnership', 'general_partnership', ' Partners', 'Partnership'],
  ['LLP', 'llp', ' LLP', 'LLP'], ['L.L.C.', 'llc', ' L.L.C.', 'LLC'],
];
const CA_ENTITIES: readonly (readonly [string, string, string, string])[] = [
  ['Corporation', 'ca_corporation', ' Inc.', 'Corporation'], ['Ltd.', 'ca_corporation', ' Ltd.', 'Corporation'],
  ['Sole Proprietorship', 'sole_proprietorship', '', 'Sole Proprietorship'], ['Partnership', 'general_partnership', ' Partners', 'Partnership'],
];
export const US_OPTIONS = ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'LLP', 'Sole Proprietor'];
export const CA_OPTIONS = ['Corporation', 'Partnership', 'Sole Proprietorship'];

const US_PLACES = [['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Mesa', 'AZ', '852'], ['Raleigh', 'NC', '276'], ['Aurora', 'CO', '800'],
  ['Newark', 'NJ', '071'], ['Plano', 'TX', '750'], ['Tacoma', 'WA', '984'], ['Reno', 'NV', '895'], ['Albany', 'NY', '122'],
  ['Macon', 'GA', '312'], ['Joliet', 'IL', '604'], ['Fresno', 'CA', '937'], ['Provo', 'UT', '846'], ['Knoxville', 'TN', '379']] as const;
const CA_PLACES = [['Mississauga', 'ON', 'L5B'], ['Surrey', 'BC', 'V3T'], ['Calgary', 'AB', 'T2P'], ['Laval', 'QC', 'H7N'],
  ['Halifax', 'NS', 'B3H'], ['Saskatoon', 'SK', 'S7K'], ['Winnipeg', 'MB', 'R3C']] as const;
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm Street', 'Route 9', 'Sunset Blvd', 'King St W', 'Harbour Rd'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'PNC Bank', 'TD Bank', 'Regions', 'Truist', 'RBC Royal Bank', 'BMO', 'Scotiabank'];
const FUNDERS = ['Rapid Advance Co', 'Forward Line Funding', 'Pearl Street Capital', 'Cobalt Merchant Funding', 'Greenbox Advance', 'Lighthouse Funding'];
const SOURCES = ['Web form', 'Google Ads', 'Referral', 'Facebook', 'Direct mail', 'ISO partner', 'Cold call', 'Organic search'];

function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
}
function ein(r: Rng): string {
  const pre = r.pick(['20', '26', '27', '30', '33', '45', '46', '47', '52', '61', '81', '82', '83', '84', '85', '86', '87', '88', '90', '92']);
  return `${pre}-${r.digits(7)}`;
}
export function ssn(r: Rng): string {
  const area = r.int(1, 665);
  return `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function itin(r: Rng): string { return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`; }
function sin(r: Rng): string { const d = `${r.int(1, 7)}${r.digits(7)}`; const n = d + luhnDigit(d); return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`; }
function bn(r: Rng): string { const d = `${r.int(1, 8)}${r.digits(7)}`; return `${d}${luhnDigit(d)} RC0001`; }
function iso(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }
function zip(r: Rng, ca: boolean, pre: string): string {
  return ca ? `${pre} ${r.int(1, 9)}${r.pick(['A', 'C', 'E', 'H', 'K', 'M', 'R', 'T'])}${r.int(1, 9)}` : `${pre}${r.digits(2)}`;
}

function owner(r: Rng, ca: boolean, pct: number, i: number): Owner {
  const place = ca ? r.pick(CA_PLACES) : r.pick(US_PLACES);
  const first = r.pick(FIRST); const last = r.pick(LAST);
  const title = i === 0 ? r.pick(['Owner', 'CEO', 'President', 'Managing Member', 'Owner/Operator']) : r.pick(['Partner', 'Vice President', 'Member', 'COO', 'Secretary']);
  const t: Owner['ssnType'] = ca ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
  return { first, middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'L', 'T']) : '', last, title, pct,
    score: r.chance(0.6) ? r.int(560, 790) : null, ssn: t === 'SIN' ? sin(r) : t === 'ITIN' ? itin(r) : ssn(r), ssnType: t,
    dob: iso(r.int(1955, 1996), r.int(1, 12), r.int(1, 28)), home: `${r.int(10, 9899)} ${r.pick(STREETS)}`, city: place[0], state: place[1],
    zip: zip(r, ca, place[2]), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    phone: phone(r) };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 75, 80])];
  const first = r.pick([50, 51, 60, 70, 75]);
  const rest = 100 - first;
  if (n === 2) return [first, rest];
  const each = Math.floor(rest / (n - 1));
  return [first, ...Array.from({ length: n - 1 }, (_, k) => (k === 0 ? rest - each * (n - 2) : each))];
}

export function makeMerchant(r: Rng, o: { ca: boolean; maxOwners: number }): Merchant {
  const ca = o.ca;
  const ent = r.pick(ca ? CA_ENTITIES : US_ENTITIES);
  const ind = r.pick(INDUSTRIES);
  const sole = ent[1] === 'sole_proprietorship';
  const firm = ['general_partnership', 'llp'].includes(ent[1]) && o.maxOwners > 1;
  const n = sole ? 1 : firm ? r.int(2, Math.min(3, o.maxOwners)) : r.weighted([[1, 5], [2, 4], [3, 1.5], [4, 0.8]].filter(([k]) => (k as number) <= o.maxOwners) as [number, number][]);
  const pcts = shares(r, n);
  const owners = pcts.map((p, i) => owner(r, ca, p, i));
  if (sole) owners[0] = { ...owners[0]!, title: r.pick(['Owner', 'Sole Owner', 'Proprietor']), pct: 100 };
  const base = `${r.pick(NAME_A)} ${ind[2]}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${base}${ent[2]}`;
  const dba = sole ? base : r.weighted([[base, 2], [`${r.pick(NAME_A)} ${ind[2]}`, 2], [null, 3]] as const);
  const place = ca ? r.pick(CA_PLACES) : r.pick(US_PLACES);
  const taxType: Merchant['taxType'] = ca ? 'BN' : sole && r.chance(0.5) ? 'SSN' : 'EIN';
  const amount = r.pick([15000, 25000, 30000, 40000, 50000, 60000, 75000, 100000, 125000, 150000, 200000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  return { ca, legal, dba, entityText: ent[0], entityId: ent[1], entityOption: ent[3], industryText: ind[0], industryId: ind[1],
    taxId: ca ? bn(r) : taxType === 'SSN' ? ssn(r) : ein(r), taxType, street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`,
    city: place[0], state: place[1], zip: zip(r, ca, place[2]), incState: r.pick(ca ? ['ON', 'BC', 'AB'] : ['DE', 'NV', 'WY', place[1]]),
    phone: phone(r), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    start: iso(r.int(2003, 2023), r.int(1, 12), r.int(1, 28)), amount, payment: Math.round((amount * 1.35) / payments), payments, freq,
    use: r.pick(USES), monthly: r.int(18, 400) * 1000, owners,
    bank: ca ? r.pick(BANKS.slice(7)) : r.pick(BANKS.slice(0, 7)), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)), landlord: `${r.pick(NAME_A)} Properties LLC`, landlordPhone: phone(r),
    rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, repEmail: `rep${r.int(10, 99)}@fundingdesk.com`, ip: `${r.int(23, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
    leadSource: r.pick(SOURCES), funders: r.chance(0.5) ? Array.from({ length: r.int(1, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(5, 60) * 1000, payment: r.int(150, 900) })) : [] };
}
