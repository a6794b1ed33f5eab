// The merchant behind one form: what the owner would write if every box were filled. The layouts decide what is
// printed and how; the truth is built only from what they print (sheet.ts).
import type { Rng } from '../../statements/generator/prng.ts';
import { luhn9, type Freq, type Ymd } from './formats.ts';

export interface Entity { text: string; id: string; suffix: string | null }
export interface Owner {
  first: string; mi: string | null; last: string; credential: string | null; role: string; ownership: number;
  credit: number | null; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: Ymd; home: string;
}
export interface Merchant {
  country: 'US' | 'CA'; state: string; city: string; street: string; zip: string; phone: string; email: string;
  legal: string; dba: string | null; entity: Entity; industryText: string; industry: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; start: Ymd; incState: string;
  amount: number; payment: number; payments: number; freq: Freq; monthlySales: number; useOfFunds: string;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; id: string };
  funders: { name: string; balance: number; payment: number }[];
  bank: { name: string; routing: string; account: string };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Darnell', 'Mei', 'Luis', 'Olga', 'Kwame', 'Siobhan', 'Hector',
  'Nadia', 'Samuel', 'Yuki', 'Farah', 'Brandon', 'Ingrid', 'Rafael', 'Chloe', 'Dmitri', 'Imani', 'Kenji', 'Lucia', 'Omar', 'Tanya'];
const LAST = ['Delgado', 'Whitfield', "O'Neill", 'Nguyen', 'Garcia-Lopez', 'Van der Berg', 'Okafor', 'Kowalski', 'Patel',
  'Haddad', 'McAllister', 'Reyes', 'Lindqvist', 'St. Pierre', 'Abernathy', 'Castellano', 'Fitzgerald', 'Yamamoto',
  'Brennan-Shaw', 'Mensah', 'Dubois', 'Tran', 'Goldberg', 'De la Cruz', 'Novak', 'Esposito'];
const WORDS = ['Harbor', 'Summit', 'Blue Heron', 'Copper Kettle', 'Redwood', 'Lakeside', 'Ironclad', 'Golden Gate', 'Prairie',
  'Northstar', 'Maple Leaf', 'Silver Birch', 'Keystone', 'Cedar Point', 'Granite', 'Sunrise', 'Old Mill', 'Riverbend', 'Oakmont', 'Bluewater'];
/** Printed kind of business and the industries-reference id its longest word-bounded alias gives. */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Coffee Co'], ['Pizzeria', 'restaurant', 'Pizza'],
  ['Auto repair & tire shop', 'auto_repair', 'Auto Care'], ['Hair salon', 'personal_care', 'Salon'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['HVAC services', 'specialty_trade_contractor', 'Heating & Air'],
  ['Dental office', 'dental_practice', 'Family Dental'], ['Landscaping and lawn care', 'landscaping', 'Lawn & Garden'],
  ['Veterinary clinic', 'veterinary', 'Animal Clinic'], ['Convenience store', 'convenience_store', 'Market'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Commercial cleaning', 'cleaning_services', 'Cleaning'],
  ['Florist', 'retail_general', 'Flowers'], ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Liquor store', 'liquor_store', 'Wine & Spirits'], ['Marketing agency', 'professional_services', 'Media'],
  ['Car wash', 'car_wash', 'Car Wash'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Moving company', 'trucking_local', 'Movers'],
  ['Electrical contractor', 'specialty_trade_contractor', 'Electric'], ['Food truck', 'food_truck_catering', 'Eats'],
  ['Yoga studio', 'fitness', 'Yoga'], ['Daycare', 'childcare', 'Little Learners'], ['Physical therapy', 'medical_practice', 'Rehab'],
];
const US: readonly (readonly [string, string, string])[] = [['NY', 'Brooklyn', '112'], ['NJ', 'Newark', '071'], ['TX', 'Houston', '770'],
  ['FL', 'Tampa', '336'], ['CA', 'Fresno', '937'], ['IL', 'Naperville', '605'], ['GA', 'Savannah', '314'], ['AZ', 'Mesa', '852'],
  ['OH', 'Dayton', '454'], ['PA', 'Allentown', '181'], ['WA', 'Tacoma', '984'], ['OR', 'Eugene', '974'], ['CO', 'Aurora', '800'],
  ['NC', 'Raleigh', '276'], ['MI', 'Lansing', '489'], ['TN', 'Memphis', '381'], ['MA', 'Worcester', '016'], ['NV', 'Reno', '895']];
const CA: readonly (readonly [string, string, string])[] = [['ON', 'Mississauga', 'L5B'], ['BC', 'Surrey', 'V3T'],
  ['AB', 'Calgary', 'T2P'], ['QC', 'Laval', 'H7N'], ['MB', 'Winnipeg', 'R3C'], ['NS', 'Halifax', 'B3H'], ['SK', 'Regina', 'S4P']];
const PROV: Record<string, string> = { ON: 'Ontario', BC: 'B.C.', AB: 'Alberta', QC: 'Québec', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'VP Operations', 'Co-Owner', 'Director'];
const FUNDERS = ['Rapid Ridge Capital', 'Fundwell Partners', 'Lighthouse Advance', 'Pinnacle Receivables', 'Crestline Funding'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins'];

export const usEntities: readonly Entity[] = [
  { text: 'L.L.C.', id: 'llc', suffix: 'L.L.C.' }, { text: 'LLC', id: 'llc', suffix: 'LLC' }, { text: 'Inc.', id: 'c_corporation', suffix: 'Inc.' },
  { text: 'Corp.', id: 'c_corporation', suffix: 'Corp.' }, { text: 'S Corp', id: 's_corporation', suffix: 'Inc.' },
  { text: 'Sole Prop.', id: 'sole_proprietorship', suffix: null }, { text: 'P.C.', id: 'professional_corporation', suffix: 'P.C.' },
  { text: 'Ltd.', id: 'c_corporation', suffix: 'Ltd.' }, { text: 'PLLC', id: 'pllc', suffix: 'PLLC' },
  { text: 'L.P.', id: 'limited_partnership', suffix: 'L.P.' }, { text: 'Partnership', id: 'general_partnership', suffix: null },
];
export const caEntities: readonly Entity[] = [
  { text: 'Inc.', id: 'ca_corporation', suffix: 'Inc.' }, { text: 'Ltd.', id: 'ca_corporation', suffix: 'Ltd.' },
  { text: 'Corp.', id: 'ca_corporation', suffix: 'Corp.' }, { text: 'Sole Prop.', id: 'sole_proprietorship', suffix: null },
  { text: 'Partnership', id: 'general_partnership', suffix: null },
];

const phone = (rng: Rng, area: string): string => `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const ymd = (rng: Rng, y0: number, y1: number): Ymd => ({ y: rng.int(y0, y1), m: rng.int(1, 12), d: rng.int(1, 28) });

function shares(rng: Rng, n: number): number[] {
  const opts: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[50, 25, 25], [40, 30, 30], [34, 33, 33]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20]] };
  return rng.pick(opts[n]!);
}

function owner(rng: Rng, m: { country: 'US' | 'CA'; role: string; share: number; city: string; state: string }): Owner {
  const ca = m.country === 'CA';
  const itin = !ca && rng.chance(0.08);
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  const taxId = ca ? luhn9(rng, String(rng.pick([1, 2, 4, 5, 6, 7]))) : itin ? `9${rng.digits(2)}${rng.int(70, 88)}${rng.int(1000, 9999)}`
    : `${String(area).padStart(3, '0')}${rng.int(10, 99)}${rng.int(1000, 9999)}`;
  return { first: rng.pick(FIRST), mi: rng.chance(0.6) ? rng.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null, last: rng.pick(LAST),
    credential: !ca && rng.chance(0.08) ? rng.pick(['DC', 'CPA', 'DDS']) : null, role: m.role, ownership: m.share,
    credit: rng.chance(0.45) ? rng.int(560, 790) : null, taxId, taxType: ca ? 'SIN' : itin ? 'ITIN' : 'SSN', dob: ymd(rng, 1958, 1996),
    home: `${rng.int(10, 9899)} ${rng.pick(['Elm', 'Birch', 'Willow', 'Park', 'Hillside', 'Chestnut'])} ${rng.pick(['St', 'Ave', 'Ct', 'Dr'])}, ${m.city}, ${m.state}` };
}

export function makeMerchant(rng: Rng, opts: { canadaShare: number }): Merchant {
  const country: 'US' | 'CA' = rng.chance(opts.canadaShare) ? 'CA' : 'US';
  const [state, city, zip0] = rng.pick(country === 'CA' ? CA : US);
  const zip = country === 'CA' ? `${zip0} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${rng.int(1, 9)}` : `${zip0}${rng.digits(2)}`;
  const area = country === 'CA' ? rng.pick(['905', '604', '403', '450', '204', '902', '306']) : String(rng.int(201, 989));
  const entity = rng.pick(country === 'CA' ? caEntities : usEntities);
  const [industryText, industry, noun] = rng.pick(INDUSTRIES);
  const n = entity.id === 'sole_proprietorship' ? 1 : entity.id === 'general_partnership' ? rng.int(2, 3) : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const split = shares(rng, n);
  const roles = rng.shuffle([...ROLES]);
  const owners = split.map((share, i) => owner(rng, { country, role: n === 1 ? rng.pick(['Owner', 'President', 'Sole Owner', 'CEO']) : roles[i]!, share, city, state }));
  const brand = `${rng.pick(WORDS)} ${noun}`;
  const lead = owners[0]!;
  const numbered = country === 'CA' && entity.id === 'ca_corporation' && rng.chance(0.25);
  const legal = numbered ? `${rng.int(1000000, 2999999)} ${PROV[state]} ${entity.suffix}` : entity.suffix === null ? (entity.id === 'sole_proprietorship' ? `${lead.first} ${lead.mi ? lead.mi + '. ' : ''}${lead.last}` : `${brand} Partners`)
    : `${rng.chance(0.5) ? brand : `${rng.pick(WORDS)} ${rng.pick(['Holdings', 'Group', 'Enterprises', 'Ventures'])}`}${entity.suffix.startsWith('L') || entity.suffix.startsWith('P') ? ', ' : ' '}${entity.suffix}`;
  const dba = entity.id === 'sole_proprietorship' || rng.chance(0.55) ? (legal.startsWith(brand) ? null : brand) : null;
  const soleSsn = entity.id === 'sole_proprietorship' && country === 'US' && rng.chance(0.6);
  const taxId = country === 'CA' ? `${luhn9(rng, String(rng.int(7, 8)))}RC000${rng.int(1, 2)}`
    : soleSsn ? lead.taxId : `${rng.pick(['12', '20', '27', '33', '45', '46', '47', '81', '82', '83', '84', '85', '86', '87', '88', '90', '92', '93'])}${rng.digits(7)}`;
  const amount = rng.weighted([[rng.int(2, 60) * 5000, 5], [rng.int(15, 250) * 1000, 3], [rng.int(100, 990) * 500, 1]] as const);
  const freq = rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([12, 13, 24, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.25, 1.45) / payments) * 100) / 100;
  const ref = (): { name: string; phone: string } => ({ name: `${rng.pick(WORDS)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Equipment'])}`, phone: phone(rng, area) });
  return {
    country, state, city, zip, phone: phone(rng, area), legal, dba, entity, industryText, industry, owners,
    street: `${rng.int(12, 9800)} ${rng.pick(['Main', 'Commerce', 'Industrial', 'Market', 'Queen', 'Lakeshore', 'Harbor', 'Broadway'])} ${rng.pick(['St', 'Ave', 'Blvd', 'Rd', 'Way'])}${rng.chance(0.4) ? `, Unit ${rng.int(1, 40)}` : ''}`,
    email: `${lead.first.toLowerCase()}@${brand.toLowerCase().replace(/[^a-z]+/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    taxId, taxType: country === 'CA' ? 'BN' : soleSsn ? (lead.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN',
    start: ymd(rng, 1998, 2023), incState: rng.pick(country === 'CA' ? ['Canada (CBCA)', 'ON', 'BC'] : ['DE', 'NV', 'WY', 'DE']),
    amount, payment, payments, freq, monthlySales: rng.int(30, 600) * 500,
    useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Renovation', 'Marketing']),
    landlord: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)} Properties`, phone: phone(rng, area), rent: rng.int(18, 140) * 100 },
    refs: [ref(), ref()],
    iso: { company: '', rep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng, String(rng.int(201, 989))), id: `ISO-${rng.digits(5)}` },
    funders: rng.chance(0.55) ? Array.from({ length: rng.int(1, 2) }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(8, 90) * 500, payment: rng.int(90, 900) })) : [],
    bank: { name: rng.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.int(1, 3)}${rng.digits(7)}`, account: rng.digits(rng.int(8, 12)) },
  };
}
