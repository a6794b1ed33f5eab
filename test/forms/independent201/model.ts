// The fictional deal behind one form: a US business, its owners, an officer who owns nothing, the people and numbers
// around it that are not applicants (landlord, accountant, bank, references, existing funders). Drawn from the seed
// only, never from the style, so the three styles print the same deal.
import type { Rng } from '../../statements/generator/prng.ts';
import { STATES, entityId, industryId } from './ref.ts';

export interface Person {
  first: string; middle: string; last: string; credential: string;
  title: string; ownership: number; ssn: string; masked: boolean; dob: string; fico: number;
  home: string; homeCity: string; homeState: string; homeZip: string; phone: string;
}

export interface Deal {
  legal: string; dba: string | null; dbaPrinted: string; entityPrinted: string; entityCheckbox: string;
  soleProp: boolean; taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN';
  industryText: string; start: string; stateOfInc: string;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; annualRevenue: number; employees: number;
  owners: Person[]; officer: Person;
  landlord: string; landlordPhone: string; rent: number; accountant: string; accountantPhone: string;
  bankruptcyDate: string; bankName: string; routing: string; account: string;
  references: { name: string; phone: string }[]; funders: { name: string; balance: number; payment: number }[];
  isoRep: string; isoPhone: string; funderEin: string; signDate: string;
}

const FIRST = ['Marisol', 'Darnell', 'Keiko', 'Tobias', 'Renata', 'Olusegun', 'Priya', 'Grant', 'Whitney', 'Anton', 'Luz',
  'Hollis', 'Mei-Ling', 'Jean-Paul', 'Bettina', 'Ravi', 'Colleen', 'Esteban', 'Yolanda', 'Dmitri', 'Shauna', 'Tariq'];
const LAST = ['Okafor', 'Lindqvist', 'De La Cruz', "O'Halloran", 'Van Der Berg', 'Nakamura-Hill', 'Pellegrino', 'Whitfield',
  'Abernathy', 'Castellanos', 'St. Clair', 'Moreau', 'Szymanski', 'Bautista', 'McAllister', 'Delacroix-Reyes', 'Ferreira'];
const CREDENTIALS = ['', '', '', '', ', DC', ', CPA', ', DDS'];
const WORDS = ['Summit', 'Red Cedar', 'Blue Heron', 'Granite State', 'Lakeshore', 'Prairie Wind', 'Copper Kettle', 'Harbor Light',
  'Northgate', 'Silver Maple', 'Tri-County', 'Old Mill', 'Keystone', 'Sunbelt', 'Magnolia'];
// Printed "type of business" text -> the industry id applications.md's longest-alias rule gives (checked in the tests).
export const BUSINESS_TYPES: [string, string, string][] = [
  ['Veterinary clinic', 'veterinary', 'Animal Hospital'], ['Full service restaurant', 'restaurant', 'Grill'],
  ['Auto repair and body shop', 'auto_repair', 'Auto Body'], ['Hair salon & day spa', 'personal_care', 'Salon'],
  ['Commercial cleaning / janitorial', 'cleaning_services', 'Cleaning Co'], ['Plumbing and HVAC contractor', 'specialty_trade_contractor', 'Mechanical'],
  ['Dental office', 'dental_practice', 'Dental'], ['Landscaping & lawn care', 'landscaping', 'Landscapes'],
  ['Local trucking - dump truck hauling', 'trucking_local', 'Hauling'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Daycare center', 'childcare', 'Kids Academy'], ['Chiropractor', 'medical_practice', 'Chiropractic'],
  ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Gym / fitness center', 'fitness', 'Fitness'],
  ['Home health care agency', 'home_health_care', 'Home Care'], ['General contractor - remodeler', 'general_contractor', 'Builders'],
];
// Entity: [printed free text, checkbox label, legal-name suffix]; the id comes from ref.ts's rule on the printed text.
const ENTITY_CHOICES: [string, string, string][] = [
  ['LLC', 'LLC', 'LLC'], ['Limited Liability Company', 'LLC', 'L.L.C.'], ['Corporation', 'Corporation', 'Inc.'],
  ['S-Corp', 'S Corp', 'Inc.'], ['C Corp', 'Corporation', 'Corp.'], ['Partnership', 'Partnership', '& Partners'],
  ['LLP', 'LLP', 'LLP'], ['PLLC', 'PLLC', 'PLLC'], ['Sole Proprietor', 'Sole Proprietor', ''],
];
const STREETS = ['Commerce Pkwy', 'W. Main St', 'Industrial Blvd', 'Route 9', 'Elm Ave', 'Harbor Dr', 'N. 5th St', 'Sycamore Ln'];
const CITIES = ['Springfield', 'Fairview', 'Riverton', 'Georgetown', 'Clinton', 'Madison', 'Ashland', 'Oakdale', 'Franklin'];
const FUNDERS = ['Rapid Fund Source', 'Lendistry Bridge', 'Pinnacle Advance', 'QuickStone Capital', 'Velocity MCA', 'Everest Business Funding'];
const BANKS = ['First Citizens Bank', 'Regions Bank', 'TD Bank', 'Fifth Third Bank', 'Bank of the Ozarks', 'Truist'];
const EIN_PREFIXES = [10, 11, 12, 13, 14, 20, 22, 26, 27, 30, 33, 35, 38, 45, 46, 47, 51, 54, 56, 61, 65, 74, 81, 83, 86, 88, 91, 93, 99];

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number): string => `${y}-${pad(m, 2)}-${pad(d, 2)}`;

function date(rng: Rng, y0: number, y1: number): string {
  return iso(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));
}
const phone = (rng: Rng): string => `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${pad(rng.int(0, 9999), 4)}`;
function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${pad(rng.int(0, 99), 2)}${rng.pick([70, 72, 78, 81, 84, 90, 94, 97])}${pad(rng.int(1, 9999), 4)}`;
  return `${pad(rng.pick([rng.int(1, 665), rng.int(667, 899)]), 3)}${pad(rng.int(1, 99), 2)}${pad(rng.int(1, 9999), 4)}`;
}
const ein = (rng: Rng): string => `${rng.pick(EIN_PREFIXES)}${pad(rng.int(0, 9999999), 7)}`;

function person(rng: Rng, title: string, ownership: number, usedLast: Set<string>): Person {
  let last = rng.pick(LAST);
  while (usedLast.has(last)) last = rng.pick(LAST);
  usedLast.add(last);
  return {
    first: rng.pick(FIRST), middle: rng.chance(0.5) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : '', last,
    credential: rng.pick(CREDENTIALS), title, ownership, ssn: ssn(rng, rng.chance(0.12)), masked: rng.chance(0.12),
    dob: date(rng, 1956, 1994), fico: rng.int(540, 790), home: `${rng.int(10, 9899)} ${rng.pick(STREETS)}`,
    homeCity: rng.pick(CITIES), homeState: rng.pick(STATES).code, homeZip: pad(rng.int(1001, 99950), 5), phone: phone(rng),
  };
}

export function makeDeal(rng: Rng): Deal {
  const [entityPrinted, entityCheckbox, suffix] = rng.pick(ENTITY_CHOICES);
  const soleProp = entityCheckbox === 'Sole Proprietor';
  const [industryText, , noun] = rng.pick(BUSINESS_TYPES);
  const used = new Set<string>();
  // Two owners half the time; the second always goes to the continuation page (the set's theme).
  const two = !soleProp && rng.chance(0.5);
  const share1 = soleProp ? 100 : two ? rng.pick([51, 55, 60, 65, 70, 75]) : rng.pick([100, 100, 90, 85]);
  const owners = [person(rng, soleProp ? 'Owner' : rng.pick(['President', 'CEO', 'Managing Member', 'Owner', 'Member']), share1, used)];
  if (two) owners.push(person(rng, rng.pick(['Vice President', 'Secretary', 'Member', 'Partner', 'COO']), 100 - share1 - rng.pick([0, 0, 5]), used));
  const officer = person(rng, rng.pick(['Treasurer', 'Controller', 'Corporate Secretary', 'General Manager']), 0, used);
  const o = owners[0]!;
  const name = `${rng.pick(WORDS)} ${noun}`;
  const legal = soleProp ? `${o.first} ${o.last}` : `${name}${suffix.startsWith('&') ? ' ' : ', '}${suffix}`.replace(', LLC', rng.chance(0.5) ? ' LLC' : ', LLC');
  const dbaKind = rng.int(0, 5);
  const dba = soleProp || dbaKind <= 2 ? `${rng.pick(WORDS)} ${noun}` : null;
  const dbaPrinted = dba ?? rng.pick(['SAME', 'N/A', '', legal]);
  const st = rng.pick(STATES);
  const amount = rng.pick([15000, 25000, 35000, 50000, 75000, 100000, 125000, 150000, 200000]);
  const frequency = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const payments = { daily: rng.pick([120, 140, 160, 180]), weekly: rng.pick([26, 32, 40, 52]), biweekly: rng.pick([13, 18, 24]), monthly: rng.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * 1.35 / payments) * 100) / 100;
  const sales = rng.int(40, 400) * 1000;
  const acct = rng.pick(['Hollister & Grange CPAs', 'Dana Whitcombe, CPA', 'Brightline Tax Services', 'Arturo Villanueva, EA']);
  return {
    legal, dba, dbaPrinted, entityPrinted, entityCheckbox, soleProp,
    taxId: soleProp ? o.ssn : ein(rng), taxIdType: soleProp ? (o.ssn.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN',
    industryText, start: date(rng, 2003, 2022), stateOfInc: rng.chance(0.4) ? rng.pick(['DE', 'NV', 'WY']) : st.code,
    street: `${rng.int(100, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`,
    city: rng.pick(CITIES), state: st.code, zip: pad(rng.int(1001, 99950), 5), phone: phone(rng),
    email: `${o.first.toLowerCase().replace(/[^a-z]/g, '')}@${name.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: `www.${name.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    amount, payment, payments, frequency, useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital']),
    monthlySales: sales, annualRevenue: sales * 12, employees: rng.int(2, 60), owners, officer,
    landlord: `${rng.pick(['Parkway', 'Brookfield', 'Ridgeline', 'Cornerstone'])} Property Mgmt`, landlordPhone: phone(rng), rent: rng.int(12, 90) * 100,
    accountant: acct, accountantPhone: phone(rng), bankruptcyDate: date(rng, 2008, 2017),
    bankName: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)),
    references: [0, 1].map(() => ({ name: `${rng.pick(WORDS)} Supply Co.`, phone: phone(rng) })),
    funders: rng.chance(0.6) ? [{ name: rng.pick(FUNDERS), balance: rng.int(5, 60) * 1000, payment: rng.int(150, 900) }] : [],
    isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, isoPhone: phone(rng), funderEin: ein(rng), signDate: date(rng, 2025, 2025),
  };
}

/** Reference ids the printed texts give, by applications.md's rules. */
export const entityOf = (printed: string): string | null => entityId(printed);
export const industryOf = (printed: string): string | null => industryId(printed);
