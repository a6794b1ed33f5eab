// One fictional merchant per seed: the values every layout prints. Drawn from one Rng forked from the seed only (never
// from the style), so typed, handwritten and fillable forms of a seed carry the same truth.
import { Rng } from '../../statements/generator/prng.ts';
import { entityOf, industryOf } from './reference.ts';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  ssn: string; dob: string; score: number | null; home: string; city: string; state: string; zip: string; phone: string; email: string;
}

export interface Merchant {
  legal: string; dba: string | null; entityText: string; entity: string; industryText: string; industry: string | null;
  ein: string | null; start: string; street: string; city: string; state: string; zip: string; incState: string;
  phone: string; email: string; website: string | null; employees: number; rent: boolean; amount: number;
  payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Anh', 'Darnell', 'Priya', 'Robert', 'Lucia', 'Kevin', 'Fatima', 'Thomas', 'Grace', 'Hector',
  'Nicole', 'Samuel', 'Yesenia', 'Brian', 'Ngozi', 'Curtis', 'Elena', 'Marcus', 'Dana', 'Victor', 'Tamika', 'Joseph'];
const LAST = ['Alvarez', 'Whitfield', 'Nguyen', 'Okafor', 'Patel', 'Kowalski', 'Romero', 'Brennan', 'Haddad', 'McAllister',
  'Delgado', 'Fitzgerald', 'Osei-Bonsu', 'Van der Berg', 'De La Cruz', 'Lindqvist', "O'Connell", 'Washington', 'Hoang', 'Castillo-Reyes'];
const WORDS = ['Summit', 'Blue Ridge', 'Lakeside', 'Iron Horse', 'Golden Gate', 'Red Oak', 'Northstar', 'Prairie', 'Magnolia',
  'Coastal', 'Granite', 'Evergreen', 'Silver Creek', 'Heritage', 'Sunbelt', 'Keystone', 'Cardinal', 'Riverbend'];
/** Type-of-business texts as owners write them; the truth id comes from the reference (reference.ts). */
const TRADES: [string, string][] = [['Pizzeria', 'Pizza'], ['Italian restaurant', 'Trattoria'], ['Collision repair & body shop', 'Collision'],
  ['Hair salon', 'Salon'], ['Plumbing contractor', 'Plumbing'], ['HVAC services', 'Heating & Air'], ['Landscaping & lawn care', 'Lawn Care'],
  ['Trucking - local hauling', 'Hauling'], ['Dental office', 'Dental'], ['Veterinary clinic', 'Animal Clinic'], ['Daycare center', 'Kids Academy'],
  ['Commercial cleaning', 'Cleaning Co'], ['Convenience store', 'Mart'], ['Liquor store', 'Wine & Spirits'], ['Coffee shop', 'Coffee'],
  ['Gym', 'Fitness'], ['Roofing', 'Roofing'], ['General contractor', 'Builders'], ['Florist', 'Flowers'], ['Used car dealer', 'Motors'],
  ['Dry cleaner', 'Cleaners'], ['Physical therapy clinic', 'Physical Therapy'], ['Food truck', 'Street Eats'], ['Barbershop', 'Barber Co'],
  ['Electrical contractor', 'Electric'], ['Furniture store', 'Furniture'], ['Freight broker', 'Logistics'], ['IT services', 'Tech Solutions'],
  ['Printing services', 'Print & Copy'], ['Tire shop', 'Tire & Wheel'], ['Insurance agency', 'Insurance Group']];
const PLACES: [string, string, string][] = [['TX', 'Houston', '770'], ['FL', 'Orlando', '328'], ['NY', 'Brooklyn', '112'], ['CA', 'Fresno', '937'],
  ['GA', 'Marietta', '300'], ['NC', 'Charlotte', '282'], ['OH', 'Columbus', '432'], ['IL', 'Joliet', '604'], ['AZ', 'Mesa', '852'],
  ['NJ', 'Paterson', '075'], ['PA', 'Allentown', '181'], ['TN', 'Knoxville', '379'], ['CO', 'Aurora', '800'], ['MI', 'Lansing', '489'],
  ['WA', 'Tacoma', '984'], ['VA', 'Norfolk', '235'], ['MO', 'Springfield', '658'], ['LA', 'Baton Rouge', '708'], ['NV', 'Henderson', '890'],
  ['MD', 'Rockville', '208'], ['SC', 'Greenville', '296'], ['MA', 'Worcester', '016'], ['IN', 'Fort Wayne', '468'], ['OK', 'Tulsa', '741']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Blvd', 'Oak Ave', 'Market St', 'Highway 7', 'Lincoln Way', 'Peachtree Rd', 'Route 9', 'Elm St'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary'];
const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing', 'Renovation', 'Debt consolidation'];
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function ein(r: Rng): string {
  let p = pad(r.int(1, 99));
  while (EIN_BAD.has(p)) p = pad(r.int(1, 99));
  return p + r.digits(7);
}

export function ssn(r: Rng): string {
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return pad(a, 3) + pad(r.int(1, 99)) + pad(r.int(1, 9999), 4);
}

function money(r: Rng, lo: number, hi: number, step: number): number {
  return Math.round(r.float(lo, hi) / step) * step;
}

function owner(r: Rng, [state, city, zip]: [string, string, string], i: number, pct: number, sole: boolean): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const handle = `${first[0]}${last.replace(/[^A-Za-z]/g, '')}`.toLowerCase();
  return {
    first, last, middle: r.chance(0.3) ? r.pick('ABCDEJKLMRST'.split('')) : null, credential: i === 0 && r.chance(0.08) ? r.pick(['DC', 'CPA', 'DDS']) : null,
    title: sole ? 'Owner' : i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES.slice(3)), pct, ssn: ssn(r),
    dob: iso(r.int(1955, 1996), r.int(1, 12), r.int(1, 28)), score: r.chance(0.5) ? r.int(520, 790) : null,
    home: `${r.int(10, 9899)} ${r.pick(['Willow Ln', 'Cedar Ct', 'Park Pl', 'Maple Dr', 'Birch Rd', 'Sunset Blvd'])}`, city, state,
    zip: zip + r.digits(2), phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, email: `${handle}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
  };
}

export function makeMerchant(seed: number, maxOwners: number, layout: string): Merchant {
  const r = new Rng(`independent186:merchant:${layout}:${seed}`);
  const place = r.pick(PLACES);
  const [trade, tradeWord] = r.pick(TRADES);
  const word = r.pick(WORDS);
  const entityText = r.weighted<string>([['LLC', 5], ['Corporation', 3], ['S Corp', 1], ['Sole Proprietor', 1.2], ['Partnership', 0.7], ['LLP', 0.3], ['PLLC', 0.3]]);
  const sole = entityText === 'Sole Proprietor';
  const n = sole ? 1 : r.weighted<number>([[1, 4], [2, 4], [3, 2]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const pcts = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 30, 30], [50, 25, 25], [34, 33, 33]]);
  const owners = pcts.map((p, i) => owner(r, place, i, p, sole));
  const base = `${word} ${tradeWord}`;
  const first = owners[0]!;
  const legal = sole ? `${first.first} ${first.last}` : entityText === 'LLC' ? `${base}${r.pick([' LLC', ', LLC', ' L.L.C.'])}`
    : entityText === 'PLLC' ? `${base} PLLC` : entityText === 'LLP' ? `${base} LLP` : entityText === 'Partnership' ? `${base} Partners`
      : `${base}${r.pick([', Inc.', ' Inc', ' Corp.', ' Corporation'])}`;
  // Most businesses trade under a DBA; sole proprietors always do (their legal name is the owner's).
  const dba = sole || r.chance(0.55) ? `${word} ${tradeWord}${r.pick(['', ' & Co', ' Express', ''])}` : null;
  const amount = money(r, 15000, 250000, 2500);
  const frequency = r.weighted<Merchant['frequency']>([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 0.6]]);
  const payments = frequency === 'daily' ? r.pick([120, 140, 160, 180, 200]) : frequency === 'weekly' ? r.pick([26, 32, 40, 52])
    : frequency === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45) / payments) * 100) / 100;
  const y = r.int(1996, 2022);
  return {
    legal, dba, entityText, entity: entityOf(entityText, 'US')!, industryText: trade, industry: industryOf(trade),
    // A sole proprietor without an EIN writes the SSN (null here: the layout prints the owner's SSN as the tax ID).
    ein: sole && r.chance(0.6) ? null : ein(r), start: iso(y, r.int(1, 12), r.int(1, 28)),
    street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city: place[1], state: place[0],
    zip: place[2] + r.digits(2), incState: r.chance(0.25) ? r.pick(['DE', 'NV', 'WY']) : place[0],
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, email: `info@${word.toLowerCase().replace(/ /g, '')}${tradeWord.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${word.toLowerCase().replace(/ /g, '')}${tradeWord.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    employees: r.int(2, 45), rent: r.chance(0.75), amount, payment, payments, frequency, use: r.pick(USES),
    monthlySales: money(r, 30000, 400000, 100), owners,
  };
}
