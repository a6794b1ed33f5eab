// A fictional merchant for set 21 (office-template applications): business, owners, request and the decoys around
// them (landlord, references, ISO rep, existing funders, bank), all drawn from one seed.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number;
  ssn: string; dob: string; credit: number; home: string; city: string; state: string; zip: string; phone: string;
}
export interface Funder { name: string; balance: number; payment: number }
export interface Merchant {
  legal: string; dba: string | null; entityText: string; entityId: string; entityBox: string;
  industryText: string; industryId: string; ein: string; soleSsnAsTaxId: boolean;
  start: string; street: string; city: string; state: string; stateName: string; zip: string; phone: string; email: string; website: string;
  incState: string; employees: number; rentOwn: 'Rent' | 'Own'; monthlyRent: number;
  amount: number; payment: number; payments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; annualRevenue: number; owners: Owner[];
  landlord: { name: string; phone: string; street: string };
  refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; company: string; phone: string; email: string; isoId: string };
  funders: Funder[];
  bank: { name: string; routing: string; account: string };
}

const FIRST = ['Maribel', 'Dwayne', 'Priya', 'Tomasz', 'Keisha', 'Orlando', 'Ingrid', 'Hector', 'Yolanda', 'Desmond', 'Anneliese', 'Farid',
  'Rosalind', 'Cedric', 'Leticia', 'Ambrose', 'Noor', 'Gideon', 'Marisol', 'Thaddeus', 'Soo-Jin', 'Evangeline', 'Rufus', 'Dagny'];
const LAST = ['Okonkwo', 'Vandermeer', 'Castellanos', 'Lindqvist', 'Abernathy', 'Pruitt', 'Nakashima', 'Del Rosario', 'Whitfield',
  'Brannigan', 'Szymanski', 'Ashby-Cole', 'McAllister', 'Oyelaran', 'Guerrero', 'Halvorsen', 'van der Berg', 'Trinh', 'Quintero', 'Fairbanks'];
const DFIRST = ['Beverly', 'Clifford', 'Doreen', 'Ernesto', 'Gwendolyn', 'Horace', 'Imelda', 'Lionel', 'Mildred', 'Rodney'];
const DLAST = ['Stroud', 'Kettering', 'Paxton', 'Dunleavy', 'Morrow', 'Ainsworth', 'Galloway', 'Penhale'];
const WORD1 = ['Bluewater', 'Copper Kettle', 'Granite Peak', 'Juniper', 'Red Maple', 'Silverline', 'Tall Pines', 'Harbor Light', 'Lone Oak',
  'Crescent', 'Ironwood', 'Sunflower', 'Brightwater', 'Old Mill', 'Northgate', 'Meadowbrook', 'Cobalt', 'Saffron'];
/** [printed type of business, industries.json id]: the id is the longest label/alias contained in the text. */
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Pizzeria', 'restaurant'], ['Hair Salon', 'personal_care'], ['Plumbing Contractor', 'specialty_trade_contractor'],
  ['Dental Office', 'dental_practice'], ['Veterinary Clinic', 'veterinary'], ['Landscaping / Lawn Care', 'landscaping'],
  ['Coin Laundry', 'dry_cleaning'], ['Yoga Studio', 'fitness'], ['Local Trucking', 'trucking_local'], ['Daycare', 'childcare'],
  ['Florist', 'retail_general'], ['Convenience Store', 'convenience_store'], ['Auto Body Shop', 'auto_repair'], ['Car Wash', 'car_wash'],
  ['Bakery Cafe', 'restaurant'], ['Janitorial Services', 'cleaning_services'], ['Home Health Agency', 'home_health_care'],
  ['Machine Shop', 'manufacturing'], ['Insurance Agency', 'insurance_agency'], ['Catering', 'food_truck_catering'],
  ['Web Design', 'it_software'], ['Pet Grooming', 'pet_services'], ['HVAC Contractor', 'specialty_trade_contractor'], ['Tire Shop', 'auto_repair'],
];
const NOUN: Record<string, string[]> = {
  restaurant: ['Pizza Co', 'Kitchen', 'Bistro'], personal_care: ['Hair Studio', 'Salon'], specialty_trade_contractor: ['Mechanical', 'Plumbing & Heating'],
  dental_practice: ['Family Dentistry', 'Dental Group'], veterinary: ['Animal Hospital', 'Vet Care'], landscaping: ['Landscapes', 'Grounds'],
  dry_cleaning: ['Laundromat', 'Wash House'], fitness: ['Yoga', 'Movement Studio'], trucking_local: ['Hauling', 'Freight Lines'],
  childcare: ['Little Learners', 'Kids Academy'], retail_general: ['Flowers', 'Blooms'], convenience_store: ['Food Mart', 'Quick Stop'],
  auto_repair: ['Collision', 'Auto Works', 'Tire & Wheel'], car_wash: ['Auto Spa', 'Car Wash'], cleaning_services: ['Cleaning Co', 'Building Services'],
  home_health_care: ['Home Care', 'Caregivers'], manufacturing: ['Precision', 'Fabrication'], insurance_agency: ['Insurance Group', 'Insurance Agency'],
  food_truck_catering: ['Catering', 'Events Kitchen'], it_software: ['Digital', 'Web Works'], pet_services: ['Pet Spa', 'Grooming'],
};
/** [printed entity text, entity-types id, the checkbox it ticks]. */
const ENTITIES: readonly (readonly [string, string, string, string])[] = [
  ['LLC', 'llc', 'LLC', ', LLC'], ['Limited Liability Company', 'llc', 'LLC', ' LLC'], ['Corporation', 'c_corporation', 'Corporation', ', Inc.'],
  ['Inc.', 'c_corporation', 'Corporation', ' Inc.'], ['S Corp', 's_corporation', 'S-Corp', ', Inc.'], ['Partnership', 'general_partnership', 'Partnership', ' Partners'],
  ['Sole Proprietor', 'sole_proprietorship', 'Sole Proprietor', ''], ['PLLC', 'pllc', 'LLC', ', PLLC'], ['LLP', 'llp', 'Partnership', ' LLP'],
];
const STATES: readonly (readonly [string, string, string[], string])[] = [
  ['TX', 'Texas', ['Austin', 'Lubbock', 'Waco'], '7'], ['OH', 'Ohio', ['Dayton', 'Toledo', 'Akron'], '4'], ['GA', 'Georgia', ['Macon', 'Savannah'], '3'],
  ['AZ', 'Arizona', ['Tempe', 'Mesa', 'Flagstaff'], '8'], ['NJ', 'New Jersey', ['Trenton', 'Hoboken'], '0'], ['WA', 'Washington', ['Spokane', 'Tacoma'], '9'],
  ['NC', 'North Carolina', ['Durham', 'Asheville'], '2'], ['MN', 'Minnesota', ['Duluth', 'Rochester'], '5'], ['CO', 'Colorado', ['Boulder', 'Pueblo'], '8'],
  ['FL', 'Florida', ['Tampa', 'Ocala', 'Naples'], '3'], ['IL', 'Illinois', ['Peoria', 'Joliet'], '6'], ['OR', 'Oregon', ['Eugene', 'Salem'], '9'],
];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Harbor Blvd', 'Ridge Rd', 'Station Way', 'Lakeview Ter'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Partner', 'Member', 'Vice President', 'Secretary'];
const USES = ['Inventory', 'Equipment purchase', 'Working capital', 'Expansion / second location', 'Payroll and marketing', 'Renovations'];
const FUNDERS = ['Tidewater Advance', 'Kestrel Funding Group', 'Pinecrest Capital', 'Overbrook Merchant Finance', 'Lighthouse Revenue Partners'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Union Mercantile Bank', 'Keystone Community Bank'];
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function ein(r: Rng): string {
  let p: string;
  do p = r.digits(2); while (EIN_BAD.has(p) || p[0] === '9');
  return `${p}-${r.digits(7)}`;
}
export function ssn(r: Rng): string {
  const area = String(r.int(101, 665)).padStart(3, '0');
  return `${area}-${String(r.int(10, 99))}-${String(r.int(1001, 9899))}`;
}
const phone = (r: Rng, area: string): string => `(${area}) ${r.int(201, 989)}-${r.digits(4)}`;
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function split100(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) return r.pick([[50, 50], [60, 40], [75, 25], [51, 49], [80, 20]]);
  if (n === 3) return r.pick([[40, 30, 30], [50, 25, 25], [34, 33, 33], [60, 20, 20]]);
  return r.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

export function makeMerchant(seed: number, layout: string): Merchant {
  const r = new Rng(`ind21:${layout}:${seed}`);
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const [entityText, entityId, entityBox, suffix] = r.pick(ENTITIES);
  const [state, stateName, cities, z] = r.pick(STATES);
  const area = String(r.int(210, 989));
  const nOwners = entityId === 'sole_proprietorship' ? 1 : r.weighted([[1, 3], [2, 4], [3, 2], [4, 1]] as const);
  const pcts = split100(r, nOwners);
  const owners: Owner[] = pcts.map((pct, i) => {
    const st = r.pick(STATES);
    const by = r.int(1955, 1996);
    return { first: r.pick(FIRST), middle: r.chance(0.3) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : null, last: r.pick(LAST),
      title: entityId === 'sole_proprietorship' ? 'Owner' : i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES.slice(3)),
      pct, ssn: ssn(r), dob: iso(by, r.int(1, 12), r.int(1, 28)), credit: r.int(540, 810), home: `${r.int(12, 9890)} ${r.pick(STREETS)}`,
      city: r.pick(st[2]), state: st[0], zip: `${st[3]}${r.digits(4)}`, phone: phone(r, String(r.int(210, 989))) };
  });
  const o0 = owners[0]!;
  const w = r.pick(WORD1);
  const noun = r.pick(NOUN[industryId] ?? ['Enterprises']);
  const sole = entityId === 'sole_proprietorship';
  const legal = sole ? `${o0.first} ${o0.last}` : `${w} ${noun}${suffix}`;
  const dba = sole ? `${w} ${noun}` : r.chance(0.55) ? `${r.pick(WORD1.filter((x) => x !== w))} ${noun}` : null;
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]) + (r.chance(0.2) ? 500 : 0);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const payments = freq === 'daily' ? r.pick([100, 120, 140, 160]) : freq === 'weekly' ? r.pick([26, 30, 40, 52]) : freq === 'biweekly' ? r.pick([12, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / payments) * 100) / 100;
  const sy = r.int(1998, 2022);
  const monthly = Math.round(amount * r.float(0.6, 2.2) / 100) * 100;
  const nF = r.int(1, 3);
  return {
    legal, dba, entityText, entityId, entityBox, industryText, industryId, ein: ein(r), soleSsnAsTaxId: sole && r.chance(0.5),
    start: iso(sy, r.int(1, 12), r.int(1, 28)), street: `${r.int(100, 24999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`,
    city: r.pick(cities), state, stateName, zip: `${z}${r.digits(4)}`, phone: phone(r, area),
    email: `${(dba ?? legal).toLowerCase().replace(/[^a-z]+/g, '').slice(0, 14)}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    website: r.chance(0.6) ? `www.${w.toLowerCase().replace(/\s+/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.com` : 'N/A',
    incState: r.pick(STATES.filter((x) => x[0] !== state))[0], employees: r.int(2, 48), rentOwn: r.chance(0.75) ? 'Rent' : 'Own', monthlyRent: r.int(18, 95) * 100,
    amount, payment, payments, freq, use: r.pick(USES), monthlySales: monthly, annualRevenue: monthly * 12 + r.int(0, 9) * 1000, owners,
    landlord: { name: `${r.pick(DFIRST)} ${r.pick(DLAST)}`, phone: phone(r, area), street: `${r.int(100, 9999)} ${r.pick(STREETS)}` },
    refs: [0, 1, 2].map(() => ({ name: `${r.pick(['Acme', 'Tri-County', 'Summit', 'Keystone', 'Delta'])} ${r.pick(['Supply', 'Wholesale', 'Distributors'])}`, contact: `${r.pick(DFIRST)} ${r.pick(DLAST)}`, phone: phone(r, String(r.int(210, 989))) })),
    iso: { name: `${r.pick(DFIRST)} ${r.pick(DLAST)}`, company: r.pick(['Beacon Street Funding', 'Main Line Capital Advisors', 'Keel & Compass Brokerage']),
      phone: phone(r, '888'), email: `deals${r.int(1, 99)}@brokerdesk.net`, isoId: `ISO-${r.digits(5)}` },
    funders: r.shuffle([...FUNDERS]).slice(0, nF).map((name) => ({ name, balance: r.int(400, 9000) * 10 + 5, payment: r.int(80, 1900) })),
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
  };
}

// Formats as printed.
export const money = (n: number, cents = false): string =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function date(isoDate: string, f: 'mdy' | 'mdyy' | 'long' | 'dash'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  if (f === 'mdy') return `${mm}/${dd}/${y}`;
  if (f === 'mdyy') return `${m}/${d}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  return `${mm}-${dd}-${y}`;
}
export const fullName = (o: Owner): string => `${o.first} ${o.middle ? `${o.middle} ` : ''}${o.last}`;
export const masked = (s: string): string => `XXX-XX-${s.slice(-4)}`;
export const FREQ_LABEL: Record<Merchant['freq'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
