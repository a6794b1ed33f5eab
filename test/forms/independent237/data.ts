// The merchant behind one form of set 237: business, funding request, owners and the decoys a broker form carries.
// Printed strings and their truth values are chosen together, so the truth is exactly what the page says.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, type DateStyle } from './fmt.ts';

export interface State { code: string; name: string; cities: [string, string][] }
export const STATES: State[] = [
  { code: 'NY', name: 'New York', cities: [['Brooklyn', '112'], ['Yonkers', '107'], ['Albany', '122']] },
  { code: 'NJ', name: 'New Jersey', cities: [['Newark', '071'], ['Paterson', '075'], ['Trenton', '086']] },
  { code: 'FL', name: 'Florida', cities: [['Tampa', '336'], ['Orlando', '328'], ['Hialeah', '330']] },
  { code: 'TX', name: 'Texas', cities: [['Houston', '770'], ['El Paso', '799'], ['Plano', '750']] },
  { code: 'CA', name: 'California', cities: [['Fresno', '937'], ['Oakland', '946'], ['Riverside', '925']] },
  { code: 'GA', name: 'Georgia', cities: [['Marietta', '300'], ['Savannah', '314']] },
  { code: 'IL', name: 'Illinois', cities: [['Naperville', '605'], ['Joliet', '604'], ['Chicago', '606']] },
  { code: 'PA', name: 'Pennsylvania', cities: [['Allentown', '181'], ['Erie', '165']] },
  { code: 'OH', name: 'Ohio', cities: [['Dayton', '454'], ['Akron', '443']] },
  { code: 'AZ', name: 'Arizona', cities: [['Mesa', '852'], ['Tucson', '857']] },
  { code: 'NC', name: 'North Carolina', cities: [['Durham', '277'], ['Raleigh', '276']] },
  { code: 'CO', name: 'Colorado', cities: [['Aurora', '800'], ['Pueblo', '810']] },
  { code: 'WA', name: 'Washington', cities: [['Tacoma', '984'], ['Spokane', '992']] },
  { code: 'TN', name: 'Tennessee', cities: [['Memphis', '381'], ['Knoxville', '379']] },
  { code: 'NV', name: 'Nevada', cities: [['Henderson', '890'], ['Reno', '895']] },
  { code: 'MD', name: 'Maryland', cities: [['Towson', '212'], ['Rockville', '208']] },
];

/** Type-of-business text as printed, with the industries id the longest word-bounded alias gives (checked by the test). */
export const INDUSTRIES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Hair salon', 'personal_care', 'Salon'],
  ['Collision repair / body shop', 'auto_repair', 'Collision'], ['Plumbing & HVAC', 'specialty_trade_contractor', 'Mechanical'],
  ['Family dentist', 'dental_practice', 'Dental'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Pizzeria', 'restaurant', 'Pizza'], ['Landscaping and lawn care', 'landscaping', 'Landscapes'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Services'], ['Coffee shop', 'restaurant', 'Coffee Roasters'],
  ['Daycare center', 'childcare', 'Learning Center'], ['Used car dealer', 'auto_dealer_used', 'Auto Sales'],
  ['Dump truck hauling', 'trucking_local', 'Hauling'], ['Convenience store', 'convenience_store', 'Food Mart'],
  ['Fitness center', 'fitness', 'Fitness'], ['Florist', 'retail_general', 'Flowers'], ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Roofing contractor', 'specialty_trade_contractor', 'Roofing'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Nail salon', 'personal_care', 'Nails & Spa'], ['Freight broker', 'freight_logistics', 'Logistics'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Insurance agency', 'insurance_agency', 'Insurance Group'],
  ['General contractor', 'general_contractor', 'Builders'], ['Machine shop', 'manufacturing', 'Precision Machining'],
];

const STEMS = ['Summit Ridge', 'Blue Heron', 'Oak & Anchor', 'Pinecrest', 'Riverside', 'Ironwood', 'Maple Street', 'Lakeshore',
  'Crescent Bay', 'Northgate', 'Silver Birch', 'Red Clay', 'Harbor Point', 'Golden Mesa', 'Three Rivers', 'Cedar Hollow'];
const FIRST = ['Maria', 'James', 'Priya', 'Darnell', 'Kevin', 'Yolanda', 'Luis', 'Sarah', 'Tomasz', 'Aisha', 'Robert', 'Mei',
  'Giovanni', 'Keisha', 'Anthony', 'Olga', 'Hector', 'Rachel', 'Dmitri', 'Fatima', 'Brian', 'Lucia', 'Samuel', 'Ngozi'];
const LAST = ['Delgado', 'Whitfield', 'Patel', 'Okafor', 'Nguyen', 'Brennan', 'Kowalski', 'Haddad', 'Smith-Jones', "O'Neill",
  'McAllister', 'van der Berg', 'De La Cruz', 'Garcia-Lopez', 'Thompson', 'Rossi', 'di Marco', 'Abernathy', 'Le', 'St. Pierre'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
const FUNDERS = ['Rapid Capital Funding', 'Lendbridge MCA', 'Yellowstone Advance', 'Forward Line Capital', 'Clearview Funding', 'Pearl Street Capital'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
const STREETS = ['Main St', 'Market Street', 'Industrial Pkwy', 'Elm Ave', 'Commerce Dr', 'Broadway', 'Route 9', 'Oak Blvd', 'W 5th St'];

export interface Entity { id: string; free: string; suffix: string[] }
const ENTITIES: Entity[] = [
  { id: 'llc', free: 'LLC', suffix: [', LLC', ' LLC'] }, { id: 'llc', free: 'Limited Liability Company', suffix: [', LLC', ' L.L.C.'] },
  { id: 'c_corporation', free: 'Corporation', suffix: [', Inc.', ' Corp.', ' Corporation'] }, { id: 'c_corporation', free: 'Inc.', suffix: [', Inc.', ' Inc'] },
  { id: 's_corporation', free: 'S Corp', suffix: [', Inc.', ' Inc.'] }, { id: 'general_partnership', free: 'General Partnership', suffix: [' Partners', ' & Co.'] },
  { id: 'pllc', free: 'PLLC', suffix: [', PLLC'] }, { id: 'llp', free: 'LLP', suffix: [', LLP'] },
  { id: 'sole_proprietorship', free: 'Sole Proprietor', suffix: [''] }, { id: 'sole_proprietorship', free: 'Sole Proprietorship', suffix: [''] },
];

export interface Owner {
  first: string; middle: string | null; last: string; display: string; title: string; titlePrinted: boolean;
  pct: number; pctText: string; ssnText: string; ssnDigits: string | null; ssnType: string | null;
  dob: string; dobText: string; fico: number | null; home: string; homeState: string; phone: string; email: string;
}

export interface Model {
  legal: string; dba: string; dbaTruth: string | null; entity: Entity; entityText: string;
  industryText: string; industry: string; taxText: string; taxDigits: string; taxType: string;
  street: string; city: string; state: State; stateText: string; zip: string; phone: string; email: string; website: string;
  start: string; startText: string; incState: string; ownRent: 'Own' | 'Rent'; employees: string; rent: string;
  amount: number; amountText: string; payment: number | null; paymentText: string; count: number | null; freq: string | null;
  use: string; monthly: string; annual: string; owners: Owner[]; dateStyle: DateStyle;
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  positions: { funder: string; balance: string; payment: string }[]; rep: string; repPhone: string; repEmail: string;
  refs: { name: string; phone: string }[]; signDate: string;
}

function phone(rng: Rng): string { return `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`; }
function ssn(rng: Rng): string { let a = rng.int(1, 899); if (a === 666) a = 667; return `${String(a).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`; }
function itin(rng: Rng): string { return `9${rng.digits(2)}-${rng.int(70, 88)}-${String(rng.int(1, 9999)).padStart(4, '0')}`; }
function ein(rng: Rng): string { return `${rng.pick(['12', '20', '26', '27', '30', '33', '45', '46', '47', '54', '58', '61', '81', '83', '84', '88', '90', '92'])}-${rng.digits(7)}`; }
function iso(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }

function owner(rng: Rng, ds: DateStyle, sole: boolean, pct: number, i: number, lastFirst: boolean): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const middle = rng.chance(0.45) ? rng.pick('ABCDEJKLMRST'.split('')) : null;
  const cred = !lastFirst && rng.chance(0.12) ? rng.pick([', CPA', ', DC', ', MBA']) : '';
  const display = lastFirst ? `${last}, ${first}${middle ? ` ${middle}.` : ''}` : `${first}${middle ? ` ${middle}.` : ''} ${last}${cred}`;
  const title = sole ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? rng.pick(TITLES.slice(0, 4)) : rng.pick(TITLES.slice(4));
  const masked = rng.chance(0.3), blank = !masked && rng.chance(0.08), isItin = !masked && !blank && rng.chance(0.12);
  const raw = isItin ? itin(rng) : ssn(rng);
  const ssnText = blank ? '' : masked ? rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + raw.slice(-4) : raw;
  const y = rng.int(1958, 1996), m = rng.int(1, 12), d = rng.int(1, 28);
  const hs = rng.pick(STATES), [city, zp] = rng.pick(hs.cities);
  const pctText = rng.pick([`${pct}%`, `${pct}`, `${pct}.0%`]);
  return { first, middle, last, display, title, titlePrinted: rng.chance(0.9), pct, pctText, ssnText,
    ssnDigits: masked || blank ? null : raw.replace(/\D/g, ''), ssnType: masked || blank ? null : isItin ? 'ITIN' : 'SSN',
    dob: iso(y, m, d), dobText: fmtDate(y, m, d, ds, false), fico: rng.chance(0.55) ? rng.int(540, 790) : null,
    home: `${rng.int(10, 9899)} ${rng.pick(['Willow Ln', 'Hillcrest Rd', 'Birch Ct', 'Sunset Ave', 'Park Pl'])}, ${city}, ${hs.code} ${zp}${rng.digits(2)}`,
    homeState: hs.code, phone: phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
}

function splitPct(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([100, 90, 80])];
  if (n === 2) return rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  return rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20], [45, 35, 20]]);
}

export function makeModel(rng: Rng, o: { lastFirst?: boolean } = {}): Model {
  const ds = rng.pick<DateStyle>(['mdy', 'mdy2', 'long', 'iso', 'dash']);
  const entity = rng.pick(ENTITIES), sole = entity.id === 'sole_proprietorship';
  const n = sole ? 1 : rng.weighted<number>([[1, 3], [2, 4], [3, 2]]);
  const pcts = sole ? [100] : splitPct(rng, n);
  const owners = pcts.map((p, i) => owner(rng, ds, sole, p, i, !!o.lastFirst));
  const [industryText, industry, noun] = rng.pick(INDUSTRIES);
  const stem = rng.pick(STEMS);
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first}${o0.middle ? ` ${o0.middle}.` : ''} ${o0.last}` : `${stem} ${noun}${rng.pick(entity.suffix)}`;
  const dbaRoll = rng.next();
  const dbaName = sole ? `${stem} ${noun}` : `${rng.pick(STEMS)} ${noun}`;
  const dba = sole || dbaRoll < 0.5 ? dbaName : dbaRoll < 0.65 ? rng.pick(['SAME', 'N/A', 'Same']) : dbaRoll < 0.75 ? legal : '';
  const dbaTruth = dba === dbaName ? dbaName : null;
  const state = rng.pick(STATES), [city, zp] = rng.pick(state.cities);
  const taxSsn = sole && rng.chance(0.6);
  const taxRaw = taxSsn ? (o0.ssnDigits && o0.ssnType === 'SSN' ? o0.ssnText : ssn(rng)) : ein(rng);
  const bare = !taxSsn && rng.chance(0.25);
  const sy = rng.int(2003, 2022), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const amount = rng.pick([25000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000]);
  const freq = rng.weighted<string | null>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1], [null, 2]]);
  const count = freq === null ? null : freq === 'daily' ? rng.pick([100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 20, 26]) : rng.pick([6, 9, 12]);
  const payment = count === null ? null : Math.round((amount * rng.float(1.28, 1.45) / count) * 100) / 100;
  const incState = rng.chance(0.5) ? rng.pick(['DE', 'NV', 'WY']) : rng.pick(STATES.filter((s) => s.code !== state.code)).code;
  const monthlyN = Math.round(amount * rng.float(0.5, 1.4) / 100) * 100;
  return {
    legal, dba, dbaTruth, entity, entityText: entity.free, industryText, industry,
    taxText: bare ? taxRaw.replace(/-/g, '') : taxRaw, taxDigits: taxRaw.replace(/\D/g, ''), taxType: taxSsn ? 'SSN' : 'EIN',
    street: `${rng.int(12, 9850)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, state,
    stateText: rng.chance(0.8) ? state.code : state.name, zip: `${zp}${rng.digits(2)}`, phone: phone(rng),
    email: `info@${stem.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '').slice(0, 6)}.com`,
    website: rng.chance(0.6) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.com` : '',
    start: iso(sy, sm, sd), startText: fmtDate(sy, sm, sd, ds, true), incState, ownRent: rng.chance(0.7) ? 'Rent' : 'Own',
    employees: String(rng.int(2, 45)), rent: fmtMoney(rng.int(18, 90) * 100, rng),
    amount, amountText: fmtMoney(amount, rng), payment, paymentText: payment === null ? '' : fmtMoney(payment, rng, true), count, freq,
    use: rng.pick(['Inventory', 'Payroll and inventory', 'Equipment purchase', 'Expansion / second location', 'Working capital', 'Marketing and renovations']),
    monthly: fmtMoney(monthlyN, rng), annual: fmtMoney(monthlyN * 12, rng), owners, dateStyle: ds,
    landlord: `${rng.pick(STEMS)} Properties ${rng.pick(['LLC', 'Inc.', 'Mgmt'])}`, landlordPhone: phone(rng),
    bank: rng.pick(BANKS), routing: `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)),
    positions: Array.from({ length: rng.int(0, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: fmtMoney(rng.int(40, 600) * 100, rng), payment: fmtMoney(rng.int(150, 1800), rng) })),
    rep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, repPhone: phone(rng), repEmail: `submissions@${rng.pick(['iso', 'deals', 'funding'])}desk.com`,
    refs: Array.from({ length: 2 }, () => ({ name: `${rng.pick(STEMS)} ${rng.pick(['Supply', 'Wholesale', 'Distributors'])}`, phone: phone(rng) })),
    signDate: fmtDate(2024, rng.int(1, 4), rng.int(1, 28), ds, false),
  };
}
