// The merchant behind one form, as printed strings: every format choice and every blank is drawn here from the data
// stream, so the three styles of one (layout, seed) print exactly the same values.
import { Rng } from '../../statements/generator/prng.ts';
import { isoOf } from './rules.ts';

export interface Owner {
  name: string; first: string; last: string; title: string; pct: string; pctNum: number | null;
  ssn: string; fico: string; dob: string; home: string; cell: string;
}

export interface Model {
  legal: string; dba: string; entity: EntityPick; bizType: string; tax: string; taxBare: boolean;
  street: string; city: string; state: string; stateText: string; zip: string; phone: string; email: string; web: string;
  start: string; yrs: string; incState: string; employees: string; ownRent: 'Own' | 'Rent';
  amount: string; payment: string; nPay: string; freq: string; use: string; sales: string; revenue: string;
  owners: Owner[]; landlord: string; landlordPh: string; rent: string; bank: string; routing: string; account: string;
  refs: { name: string; phone: string }[]; rep: string; repPh: string; advances: { funder: string; bal: string; pmt: string }[];
  soleProp: boolean;
}

/** An entity choice: `key` picks the checkbox on forms with a group; `free` is the text written where it is free text. */
export interface EntityPick { key: 'corp' | 'llc' | 'scorp' | 'partnership' | 'sole' | 'nonprofit' | 'pllc' | 'lp'; free: string }

const FIRST = ['Maria', 'Jose', 'Anthony', 'Yolanda', 'Dmitri', 'Priya', 'Kevin', 'Shanice', 'Luis', 'Rachel', 'Mohammed', 'Tiffany',
  'Giovanni', 'Hye-Jin', 'Carlos', 'Brittany', 'Oluwaseun', 'Samuel', 'Esperanza', 'Vincent', 'Nadia', 'Terrence', 'Rajesh'];
const LAST = ['Gonzalez', 'Rosenberg', 'De La Cruz', "O'Neill", 'Nguyen', 'Castillo-Reyes', 'Van Buren', 'Abernathy-Whitfield', 'Okafor',
  'Patel', 'Russo', 'Kowalczyk', 'Washington', 'Del Valle', 'Ferreira', 'Kim', 'St. Germain', 'Thibodeaux', 'Achterberg', 'Haddad'];
const TITLES = ['Owner', 'CEO', 'President', 'Pres.', 'Managing Member', 'Member', 'VP', 'Partner', 'Mgr. Member', 'Owner/Operator', 'Secretary'];
const PREFIX = ['Sunrise', 'Coastal', 'Empire', 'Liberty', 'Bayside', 'Lone Star', 'Golden Gate', 'Palm Harbor', 'Hudson Valley', 'Ironbound',
  'Gulf Coast', 'Brighton', 'Magnolia', 'Pacific Crest', 'Alamo City', 'Boardwalk', 'Five Boroughs', 'Biscayne', 'Tri-County', 'Central Valley'];
/** Type of business as the merchant writes it, and the words used in its name. */
export const BUSINESSES: [string, string][] = [
  ['Pizzeria', 'Pizza Kitchen'], ['Hair Salon', 'Hair Studio'], ['Nail Salon', 'Nails & Spa'], ['HVAC Contractor', 'Air & Heat'],
  ['Plumbing', 'Plumbing Services'], ['Dental Office', 'Family Dental'], ['Used Car Dealer', 'Auto Sales'], ['Moving Company', 'Movers'],
  ['Landscaping & Lawn Care', 'Landscape Group'], ['Convenience Store', 'Food Mart'], ['Day Care Center', 'Little Learners'],
  ['Gym / Fitness Center', 'Fitness'], ['Liquor Store', 'Wine & Spirits'], ['Dry Cleaner', 'Cleaners'], ['Medical Office', 'Medical Associates'],
  ['Construction Company', 'Builders'], ['Roofing Contractor', 'Roofing'], ['Veterinary Clinic', 'Animal Care'], ['Coffee Shop', 'Coffee Roasters'],
  ['Auto Body Shop', 'Collision Center'], ['Freight Broker', 'Logistics'], ['Home Health Care', 'Home Care Services'],
  ['Staffing Agency', 'Staffing Solutions'], ['Deli & Grocery', 'Deli Grocery'], ['Tire Shop', 'Tire & Wheel'], ['Car Wash', 'Auto Spa'],
  ['Insurance Agency', 'Insurance Group'], ['Bakery Cafe', 'Bakery'], ['Electrical Contractor', 'Electric'], ['Pet Grooming', 'Pet Spa'],
];
export const PLACES: Record<string, [string, string][]> = {
  FL: [['Miami', '33125'], ['Hialeah', '33012'], ['Orlando', '32801'], ['Tampa', '33602'], ['Fort Lauderdale', '33301']],
  NY: [['Brooklyn', '11201'], ['Bronx', '10451'], ['Corona', '11368'], ['Yonkers', '10701'], ['Buffalo', '14202']],
  NJ: [['Newark', '07102'], ['Paterson', '07501'], ['Elizabeth', '07201'], ['Jersey City', '07302']],
  TX: [['Houston', '77002'], ['Dallas', '75201'], ['San Antonio', '78205'], ['El Paso', '79901']],
  CA: [['Los Angeles', '90012'], ['San Diego', '92101'], ['Fresno', '93721'], ['Oakland', '94612']],
  GA: [['Atlanta', '30303']], PA: [['Philadelphia', '19107']], IL: [['Chicago', '60607']], AZ: [['Phoenix', '85004']],
};
export const STATE_NAMES: Record<string, string> = { FL: 'Florida', NY: 'New York', NJ: 'New Jersey', TX: 'Texas', CA: 'California',
  GA: 'Georgia', PA: 'Pennsylvania', IL: 'Illinois', AZ: 'Arizona' };
const STREETS = ['NW 7th St', 'Flatbush Ave', 'Ferry St', 'Westheimer Rd', 'S Broadway', 'Main St', 'Route 46', 'Coral Way', 'Jamaica Ave',
  'Bergenline Ave', 'Bellaire Blvd', 'E Olympic Blvd', 'Ocean Pkwy', 'Commerce St', 'Industrial Blvd'];
const FUNDERS = ['Yellowstone Cap', 'Fox Funding', 'Kapitus', 'Rapid Finance', 'Pearl Capital', 'Mulligan Funding', 'Everest Business'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'Regions', 'Valley National Bank', 'Frost Bank', 'BankUnited'];

const ENTITIES: [EntityPick, number][] = [
  [{ key: 'llc', free: 'LLC' }, 5], [{ key: 'llc', free: 'L.L.C.' }, 1], [{ key: 'corp', free: 'Corporation' }, 2], [{ key: 'corp', free: 'Inc.' }, 1],
  [{ key: 'corp', free: 'Corp' }, 1], [{ key: 'scorp', free: 'S Corp' }, 2], [{ key: 'partnership', free: 'Partnership' }, 1],
  [{ key: 'sole', free: 'Sole Proprietor' }, 2], [{ key: 'nonprofit', free: 'Non-Profit' }, 0.4], [{ key: 'pllc', free: 'PLLC' }, 0.6],
  [{ key: 'lp', free: 'LP' }, 0.4],
];
const SUFFIX: Record<EntityPick['key'], string[]> = { llc: ['LLC', 'L.L.C.', 'LLC'], corp: ['Inc.', 'Corp.', 'Inc', 'Corporation'],
  scorp: ['Inc.', 'Corp.'], partnership: ['Partners', '& Associates'], sole: [''], nonprofit: ['Inc.', 'Foundation Inc.'], pllc: ['PLLC'], lp: ['LP', 'L.P.'] };

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function dateText(r: Rng, y: number, m: number, d: number, allowShort: boolean): string {
  const f = r.int(0, allowShort && y >= 2000 ? 5 : 4);
  if (f === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 1) return `${m}/${d}/${y}`;
  if (f === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 3) return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  if (f === 4) return `${pad(m)}-${pad(d)}-${y}`;
  return `${pad(m)}/${pad(d)}/${String(y).slice(2)}`;
}

export function money(r: Rng, n: number): string {
  const c = n.toLocaleString('en-US');
  return r.pick([`$${c}`, `$${c}.00`, c, `$ ${c}`, `${n}`]);
}

export const phone = (r: Rng, area: string): string => {
  const a = r.int(200, 989), b = r.int(1000, 9999);
  return r.pick([`(${area}) ${a}-${b}`, `${area}-${a}-${b}`, `${area}.${a}.${b}`]);
};

function ssn(r: Rng): string {
  const itin = r.chance(0.08);
  const area = itin ? r.int(900, 999) : r.pick([r.int(1, 665), r.int(667, 899)]);
  const group = itin ? r.pick([r.int(70, 88), r.int(50, 65)]) : r.int(1, 99);
  return `${pad(area, 3)}-${pad(group)}-${pad(r.int(1, 9999), 4)}`;
}

function ein(r: Rng): string {
  const pre = r.pick([11, 13, 20, 22, 26, 27, 30, 33, 36, 45, 46, 47, 54, 59, 61, 65, 71, 75, 81, 84, 86, 88, 90, 93, 95, 98]);
  return `${pre}-${pad(r.int(100000, 9999999), 7)}`;
}

function owner(r: Rng, used: Set<string>, area: string, homeState: string): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(last)) last = r.pick(LAST);
  used.add(last);
  const mi = r.chance(0.3) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  if (r.chance(0.1)) first = r.pick(['Christopher', 'Alexandria', 'Maximilian', 'Guadalupe']);
  const cred = r.chance(0.08) ? r.pick([', CPA', ', DDS', ', DC']) : '';
  const lf = r.chance(0.2);
  const name = lf ? `${last}, ${first}${mi}${cred}` : `${first}${mi} ${last}${cred}`;
  const y = r.int(1956, 1996), m = r.int(1, 12), d = r.int(1, 28);
  const s = ssn(r);
  const ssnText = r.weighted<string>([[s, 5], [s.replace(/-/g, ''), 1.5], [`XXX-XX-${s.slice(7)}`, 1.5], [`***-**-${s.slice(7)}`, 1], ['', 1]]);
  const [city, zip] = r.pick(PLACES[homeState]!);
  return { name, first, last, title: r.chance(0.85) ? r.pick(TITLES) : '', pct: '', pctNum: null, ssn: ssnText,
    fico: r.chance(0.45) ? String(r.int(520, 790)) : '', dob: r.chance(0.85) ? dateText(r, y, m, d, false) : '',
    home: `${r.int(10, 9899)} ${r.pick(['Oak', 'Maple', 'Palm', 'Willow', 'Cedar', 'Elm'])} ${r.pick(['Dr', 'Ln', 'Ct', 'Ave'])}, ${city}, ${homeState} ${zip}`,
    cell: phone(r, area) };
}

const AREA: Record<string, string> = { FL: '305', NY: '718', NJ: '973', TX: '713', CA: '213', GA: '404', PA: '215', IL: '312', AZ: '602' };

export function makeModel(r: Rng, brokerState: string): Model {
  const state = r.weighted<string>([[brokerState, 5], ['FL', 1], ['NY', 1], ['NJ', 1], ['TX', 1], ['CA', 1], ['GA', 0.4], ['PA', 0.4], ['IL', 0.3], ['AZ', 0.3]]);
  const [city, zip] = r.pick(PLACES[state]!);
  const area = AREA[state]!;
  const entity = r.weighted(ENTITIES);
  const [bizType, word] = r.pick(BUSINESSES);
  const base = `${r.pick(PREFIX)} ${word}${r.chance(0.25) ? r.pick([' & Sons', ' Group', ' Enterprises', ' of America', ' Holdings']) : ''}`;
  const n = entity.key === 'sole' ? 1 : r.weighted([[1, 4], [2, 4], [3, 1.5]]);
  const used = new Set<string>();
  const owners = Array.from({ length: n }, () => owner(r, used, area, r.chance(0.8) ? state : r.pick(['NY', 'NJ', 'FL', 'PA'])));
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : r.pick([[34, 33, 33], [40, 30, 30], [50, 25, 25]]);
  owners.forEach((o, i) => { if (r.chance(0.9)) { o.pctNum = shares[i]!; o.pct = r.pick([`${shares[i]}%`, `${shares[i]}`, `${shares[i]} %`]); } });
  const sole = entity.key === 'sole';
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${base} ${r.pick(SUFFIX[entity.key])}`.trim();
  const dba = sole ? base : r.weighted<string>([[base, 3], ['', 2], ['SAME', 1], ['N/A', 0.6], [legal, 0.6], [`${r.pick(PREFIX)} ${word}`, 1.5]]);
  const tax = sole && r.chance(0.6) ? ssn(r).replace(/^9/, '5') : ein(r);
  const y = r.int(1999, 2023), m = r.int(1, 12), d = r.int(1, 28);
  const yrsOnly = r.chance(0.15);
  const amt = r.int(2, 100) * 5000;
  const freq = r.weighted<string>([['Daily', 4], ['Weekly', 3], ['Bi-Weekly', 1], ['Monthly', 0.7]]);
  const nPay = freq === 'Daily' ? r.int(12, 36) * 5 : freq === 'Weekly' ? r.int(12, 52) : freq === 'Bi-Weekly' ? r.int(6, 26) : r.int(6, 18);
  const pay = Math.round((amt * 1.38 / nPay) * 100) / 100;
  const sales = Math.round(amt * r.float(0.8, 2.5) / 100) * 100;
  const advances = Array.from({ length: r.weighted([[0, 3], [1, 2], [2, 1]]) }, () =>
    ({ funder: r.pick(FUNDERS), bal: money(r, r.int(5, 90) * 1000), pmt: money(r, r.int(150, 2400)) }));
  return {
    legal, dba, entity: r.chance(0.92) ? entity : { key: entity.key, free: '' }, bizType: r.chance(0.92) ? bizType : '',
    tax: r.chance(0.95) ? tax : '', taxBare: r.chance(0.25),
    street: `${r.int(12, 12999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, ${r.pick(['Suite', 'Ste', 'Unit', '#'])} ${r.int(1, 420)}` : ''}`,
    city, state, stateText: r.chance(0.15) ? STATE_NAMES[state]! : state, zip, phone: phone(r, area),
    email: r.chance(0.8) ? `${r.pick(['info', 'office', 'owner', owners[0]!.first.toLowerCase().replace(/\W/g, '')])}@${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 18)}.com` : '',
    web: r.chance(0.4) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 18)}.com` : '',
    start: yrsOnly || r.chance(0.05) ? '' : dateText(r, y, m, d, true), yrs: String(2025 - y),
    incState: r.chance(0.7) ? r.pick(['DE', 'NV', 'WY', state]) : '', employees: String(r.int(1, 45)), ownRent: r.chance(0.25) ? 'Own' : 'Rent',
    amount: r.chance(0.9) ? money(r, amt) : '', payment: r.chance(0.7) ? money(r, pay).replace(/\.00$/, r.chance(0.5) ? '.00' : '') : '',
    nPay: r.chance(0.75) ? String(nPay) : '', freq: r.chance(0.85) ? freq : '',
    use: r.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Marketing', 'Renovations', 'Debt consolidation']),
    sales: money(r, sales), revenue: money(r, sales * 12), owners,
    landlord: r.pick(['Greenberg Realty LLC', 'Sunshine Property Mgmt', 'Kessler Holdings', 'Rivera Properties Inc.', 'J. Abramowitz']),
    landlordPh: phone(r, area), rent: money(r, r.int(18, 120) * 100), bank: r.pick(BANKS),
    routing: r.pick(['021000021', '026009593', '121000248', '031201360', '062005690', '111000614', '067014822']),
    account: String(r.int(100000, 999999)) + String(r.int(1000, 9999)),
    refs: [0, 1].map(() => ({ name: r.pick(['Sysco', 'US Foods', 'Restaurant Depot', 'Ferguson Supply', 'Grainger', 'Home Depot Pro', 'Uline']), phone: phone(r, area) })),
    rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, repPh: phone(r, area), advances, soleProp: sole,
  };
}

/** ISO date of a printed date, or null for a blank. */
export const iso = (t: string): string | null => (t ? isoOf(t) : null);
