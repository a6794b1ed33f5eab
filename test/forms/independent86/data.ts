// Set 86: the fictional merchant behind one form, drawn from the seed. Nothing here is truth yet: the truth is what a
// layout prints (sheet.ts records it as the value is drawn).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number | null;
  street: string; city: string; region: string; postal: string; phone: string; email: string;
}

export interface Deal {
  country: 'US' | 'CA';
  legal: string; dba: string | null;
  entityText: string; entityId: string;
  industryText: string;
  taxId: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  start: string; stateOfInc: string;
  street: string; city: string; region: string; postal: string; phone: string; email: string; website: string;
  employees: number; ownRent: 'Own' | 'Rent'; landlord: string; landlordPhone: string; rent: number;
  amount: number; payment: number; nPayments: number; freq: 'Daily' | 'Weekly' | 'Bi-Weekly' | 'Monthly'; use: string;
  monthlySales: number; annualRevenue: number;
  bank: string; routing: string; account: string;
  existing: { funder: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  isoRep: string; isoPhone: string;
  owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Derek', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Grace', 'Victor', 'Mei', 'Samuel',
  'Elena', 'Marcus', 'Nadia', 'Caleb', 'Rosa', 'Andre', 'Yuki', 'Brandon', 'Fatima', 'Trevor', 'Ingrid', 'Dmitri', 'Carmen', 'Wesley'];
const LAST = ['Okafor', 'Lindqvist', 'Garcia-Reyes', 'de la Cruz', 'Van Dyke', "O'Neill", 'Nakamura', 'Patel', 'Brennan', 'Moreau',
  'Castellanos', 'Whitfield', 'Abernathy', 'Kowalski', 'Haddad', 'St. Clair', 'Nguyen', 'Romero-Diaz', 'McAllister', 'Osei', 'Delgado',
  'Fitzgerald', 'Al-Amin', 'Yilmaz', 'Thornton', 'di Stefano', 'Lebeau', 'Ashworth'];
const WORD_A = ['Blue Heron', 'Copperline', 'Summit Ridge', 'Harborview', 'Red Maple', 'Ironwood', 'Silver Creek', 'Brightpath', 'Oak Hollow',
  'Northstar', 'Cedar Point', 'Golden Mesa', 'Riverbend', 'Stonegate', 'Lakeshore', 'Prairie Wind', 'Foxglove', 'Granite Peak'];

export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  // printed type of business, the industry id applications.md's rule gives, a word for the business name
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Coffee House'], ['Auto repair & body shop', 'auto_repair', 'Auto Works'],
  ['Hair salon', 'personal_care', 'Salon'], ['Dental office', 'dental_practice', 'Dental Group'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['HVAC installation and repair', 'specialty_trade_contractor', 'Heating & Air'], ['Landscaping and lawn care', 'landscaping', 'Landscapes'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Commercial cleaning services', 'cleaning_services', 'Cleaning Co'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Gym / fitness center', 'fitness', 'Fitness'], ['Daycare center', 'childcare', 'Kids Academy'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Florist', 'retail_general', 'Flowers'], ['Machine shop', 'manufacturing', 'Machining'],
  ['Wholesale distributor', 'wholesale_distribution', 'Supply'], ['Pet grooming salon', 'pet_services', 'Pet Spa'], ['IT services', 'it_software', 'Tech Solutions'],
  ['Physical therapy clinic', 'medical_practice', 'Physical Therapy'], ['Hotel', 'hotel_motel', 'Inn & Suites'], ['Laundromat', 'dry_cleaning', 'Laundry'],
  ['Bakery cafe', 'restaurant', 'Bakehouse'], ['Catering', 'food_truck_catering', 'Catering'], ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'],
  ['Auto detailing', 'car_wash', 'Detailing'], ['Marketing agency', 'professional_services', 'Marketing'], ['Liquor store', 'liquor_store', 'Spirits'],
  ['Tire shop', 'auto_repair', 'Tire & Wheel'],
];

const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['TX', 'Austin', '787'], ['TX', 'Houston', '770'], ['FL', 'Tampa', '336'], ['FL', 'Orlando', '328'], ['NY', 'Buffalo', '142'], ['NJ', 'Newark', '071'],
  ['CA', 'Fresno', '937'], ['CA', 'San Diego', '921'], ['GA', 'Savannah', '314'], ['IL', 'Peoria', '616'], ['OH', 'Dayton', '454'], ['AZ', 'Mesa', '852'],
  ['CO', 'Pueblo', '810'], ['NC', 'Raleigh', '276'], ['PA', 'Allentown', '181'], ['WA', 'Spokane', '992'], ['TN', 'Knoxville', '379'], ['MI', 'Lansing', '489'],
  ['NV', 'Reno', '895'], ['MA', 'Worcester', '016'],
];
const CA_PLACES: readonly (readonly [string, string, string])[] = [
  ['ON', 'Hamilton', 'L8P'], ['ON', 'Ottawa', 'K1P'], ['BC', 'Kelowna', 'V1Y'], ['AB', 'Red Deer', 'T4N'], ['QC', 'Laval', 'H7N'], ['MB', 'Winnipeg', 'R3C'],
  ['NS', 'Halifax', 'B3H'], ['SK', 'Regina', 'S4P'],
];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Lakeview Blvd', 'Market St', 'Oak St', 'Route 9', 'Harbor Rd', 'Pine Ridge Way'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'COO', 'Vice President', 'Secretary', 'General Manager'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];
const BANKS = ['First Prairie Bank', 'Keystone Federal', 'Harbor Trust Bank', 'Pinecrest Credit Union', 'Union Ledger Bank'];
const FUNDERS = ['Rapid Arc Funding', 'Bluewater Advance', 'Crestline Capital', 'Everpeak Funding', 'Mainline MCA'];
const EIN_PREFIX = [12, 20, 27, 33, 45, 46, 47, 51, 52, 54, 56, 58, 61, 65, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];

interface EntityChoice { text: string; id: string; suffix: string[] }
const US_ENTITIES: readonly EntityChoice[] = [
  { text: 'LLC', id: 'llc', suffix: [' LLC', ', LLC'] }, { text: 'L.L.C.', id: 'llc', suffix: [', L.L.C.'] },
  { text: 'Limited Liability Company', id: 'llc', suffix: [' LLC'] }, { text: 'Corporation', id: 'c_corporation', suffix: [', Inc.', ' Corp.'] },
  { text: 'Inc.', id: 'c_corporation', suffix: [', Inc.', ' Inc'] }, { text: 'C Corp', id: 'c_corporation', suffix: [' Corporation', ', Inc.'] },
  { text: 'S Corp', id: 's_corporation', suffix: [', Inc.'] }, { text: 'S-Corp', id: 's_corporation', suffix: [' Inc.'] },
  { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: [] }, { text: 'Partnership', id: 'general_partnership', suffix: [' Partners'] },
  { text: 'LP', id: 'limited_partnership', suffix: [', LP', ' L.P.'] }, { text: 'LLP', id: 'llp', suffix: [' LLP'] },
  { text: 'PLLC', id: 'pllc', suffix: [', PLLC'] }, { text: 'Professional Corporation', id: 'professional_corporation', suffix: [', P.C.'] },
];
const CA_ENTITIES: readonly EntityChoice[] = [
  { text: 'Corporation', id: 'ca_corporation', suffix: [' Inc.', ' Ltd.', ' Corp.'] }, { text: 'Ltd.', id: 'ca_corporation', suffix: [' Ltd.'] },
  { text: 'Inc.', id: 'ca_corporation', suffix: [' Inc.'] }, { text: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: [] },
  { text: 'Partnership', id: 'general_partnership', suffix: [' Partners'] }, { text: 'ULC', id: 'ca_ulc', suffix: [' ULC'] },
];

function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]! * (i % 2 === 1 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
  return d.join('') + String((10 - (sum % 10)) % 10);
}
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
export function ssn(rng: Rng): string {
  let area = rng.int(1, 665);
  if (area === 0) area = 101;
  return `${pad(area, 3)}-${pad(rng.int(1, 99), 2)}-${pad(rng.int(1, 9999), 4)}`;
}
export const itin = (rng: Rng): string => `9${rng.digits(2)}-${rng.int(70, 88)}-${pad(rng.int(1, 9999), 4)}`;
export const ein = (rng: Rng): string => `${rng.pick(EIN_PREFIX)}-${rng.digits(7)}`;
const isoDate = (y: number, m: number, d: number): string => `${y}-${pad(m, 2)}-${pad(d, 2)}`;
const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}`;
const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

function owner(rng: Rng, country: 'US' | 'CA', places: readonly (readonly [string, string, string])[], title: string, pct: number): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const [region, city, pre] = rng.pick(places);
  const taxType = country === 'CA' ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
  const taxId = taxType === 'SIN' ? luhn9(rng, rng.int(1, 7)).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1-$2-$3') : taxType === 'ITIN' ? itin(rng) : ssn(rng);
  return {
    first, middle: rng.chance(0.3) ? `${rng.pick('ABCDEHJKLMRST'.split(''))}.` : null, last, cred: rng.chance(0.1) ? rng.pick(['CPA', 'DDS', 'MBA']) : null,
    title, pct, taxId, taxType, dob: isoDate(rng.int(1955, 1998), rng.int(1, 12), rng.int(1, 28)), credit: rng.chance(0.6) ? rng.int(540, 810) : null,
    street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`, city, region,
    postal: country === 'CA' ? `${pre} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${rng.int(1, 9)}` : `${pre}${rng.digits(2)}`,
    phone: phone(rng), email: `${slug(first)}.${slug(last)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
  };
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const pool = [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]];
  if (n === 2) return rng.pick(pool);
  if (n === 3) return rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]]);
  return rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

export function makeDeal(seed: number, layout: string, country: 'US' | 'CA', maxOwners = 4): Deal {
  const rng = new Rng(`i86:${layout}:${seed}`);
  const places = country === 'CA' ? CA_PLACES : US_PLACES;
  const list = country === 'CA' ? CA_ENTITIES : US_ENTITIES;
  // LLCs and corporations are most of the real mix
  const ent = rng.weighted(list.map((e) => [e, country === 'US' && /llc|corporation/.test(e.id) && !e.id.startsWith('prof') ? 4 : 1] as const));
  const sole = ent.id === 'sole_proprietorship';
  const partners = /partnership|llp/.test(ent.id);
  const n = sole ? 1 : Math.min(maxOwners, rng.weighted([[1, partners ? 0 : 3], [2, 4], [3, 2], [4, 1]] as const));
  const pcts = shares(rng, n);
  const pool = partners ? ['Partner', 'Managing Partner', 'General Partner', 'Partner', 'Partner']
    : /llc/.test(ent.id) ? ['Managing Member', 'Member', 'Owner', 'Member', 'Member'] : TITLES.filter((t) => !/Member|Partner/.test(t));
  const titles = sole ? ['Owner'] : (pool.length === 5 ? [pool[0]!, ...rng.shuffle(pool.slice(1))] : rng.shuffle([...pool])).slice(0, n);
  const owners = pcts.map((p, i) => owner(rng.fork(`o${i}`), country, places, titles[i]!, p));
  const [indText, , word] = rng.pick(INDUSTRIES);
  const [region, city, pre] = rng.pick(places);
  const core = country === 'CA' && rng.chance(0.25) && !sole ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.'])}` : `${rng.pick(WORD_A)} ${word}`;
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : core + rng.pick(ent.suffix);
  const dba = sole ? `${rng.pick(WORD_A)} ${word}` : rng.chance(0.55) ? `${rng.pick(WORD_A)} ${word}` : null;
  let taxId: string, taxType: Deal['taxType'];
  if (country === 'CA') { taxId = `${luhn9(rng, rng.int(7, 8))} ${rng.pick(['RC', 'RT'])}0001`; taxType = 'BN'; }
  else if (sole && o0.taxType === 'SSN' && rng.chance(0.5)) { taxId = o0.taxId; taxType = 'SSN'; }
  else { taxId = ein(rng); taxType = 'EIN'; }
  const amount = rng.pick([25, 35, 40, 50, 60, 75, 80, 100, 120, 150, 175, 200, 250, 300]) * 1000;
  const freq = rng.pick(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] as const);
  const nPayments = freq === 'Daily' ? rng.pick([60, 90, 120, 140, 160]) : freq === 'Weekly' ? rng.pick([16, 26, 32, 40, 52]) : freq === 'Bi-Weekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.25, 1.45) / nPayments) * 100) / 100;
  const monthlySales = rng.int(30, 400) * 1000 + rng.int(0, 999);
  const nx = rng.weighted([[0, 4], [1, 3], [2, 1]] as const);
  return {
    country, legal, dba, entityText: ent.text, entityId: ent.id, industryText: indText,
    taxId, taxDigits: taxId.replace(/[^0-9A-Z]/g, ''), taxType,
    start: isoDate(rng.int(1998, 2022), rng.int(1, 12), rng.int(1, 28)), stateOfInc: rng.chance(0.3) ? (country === 'CA' ? 'Canada (CBCA)' : 'DE') : region,
    street: `${rng.int(100, 98000)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, region,
    postal: country === 'CA' ? `${pre} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${rng.int(1, 9)}` : `${pre}${rng.digits(2)}`,
    phone: phone(rng), email: `info@${slug(dba ?? core)}.com`, website: rng.chance(0.6) ? `www.${slug(dba ?? core)}.com` : '',
    employees: rng.int(2, 85), ownRent: rng.chance(0.7) ? 'Rent' : 'Own', landlord: `${rng.pick(LAST)} Properties ${rng.pick(['LLC', 'Inc.'])}`,
    landlordPhone: phone(rng), rent: rng.int(15, 120) * 100,
    amount, payment, nPayments, freq, use: rng.pick(USES), monthlySales, annualRevenue: monthlySales * 12 + rng.int(-20000, 20000),
    bank: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)),
    existing: Array.from({ length: nx }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(8, 90) * 1000, payment: rng.int(150, 1500) })),
    refs: [0, 1].map(() => ({ name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng) })),
    isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, isoPhone: phone(rng), owners,
  };
}

// ---- applications.md's industry rule: the longest label or alias contained in the printed text, word-bounded ----
interface IndustryRef { id: string; label: string; aliases: string[] }
let industryRef: IndustryRef[] | null = null;
export function industryOf(text: string): string | null {
  industryRef ??= (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryRef[] }).items;
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9&/'+-]+/g, ' ')} `;
  let best: { id: string; len: number } | null = null;
  for (const it of industryRef) {
    for (const a of [it.label, ...it.aliases]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}
