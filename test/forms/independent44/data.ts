// The fictional merchant behind one form: business, owners, the advance asked for, and the card-processing context
// (MID, processor, volumes, equipment, landlord, bank) that an ISO's combined application prints beside it.
import type { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; pct: number; ssn: string; masked: boolean;
  dob: string; fico: number | null; street: string; city: string; state: string; zip: string; phone: string; email: string;
}

export interface Biz { text: string; industry: string }
export interface Entity { id: string; suffix: string }

export interface Merchant {
  legal: string; dba: string | null; entity: Entity; biz: Biz; ein: string; einIsSsn: boolean; start: string;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string | null;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
  stateOfInc: string; employees: number; yearsAtLocation: number; rent: number;
  mid: string; processor: string; avgTicket: number; highTicket: number; monthlyVolume: number; annualSales: number;
  terminal: string; swiped: number; keyed: number; ecom: number; seasonal: string[];
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  rep: string; repId: string; funder: string | null; funderBalance: number;
}

const FIRST = ['Maria', 'James', 'Luis', 'Tuan', 'Aisha', 'Kevin', 'Sofia', 'Daniel', 'Priya', 'Marco', 'Jasmine', 'Robert', 'Elena', 'Omar',
  'Grace', 'Hector', 'Linh', 'Anthony', 'Yesenia', 'Derek', 'Fatima', 'Giovanni', 'Keisha', 'Sung-Min', 'Patrick', 'Rosa', 'Dmitri', 'Tamika'];
const LAST = ['Alvarez', 'Nguyen', 'Patel', 'Romano', 'Washington', 'Kim', 'Okafor', 'Castillo', 'Brennan', 'Haddad', 'Morales', 'Chen',
  'Delgado', 'Ferraro', 'Jackson', 'Tran', 'Kowalski', 'Reyes', 'Abernathy', 'Singh', 'Lopez-Rivera', 'De la Cruz', "O'Malley", 'Van Dyke',
  'Papadopoulos', 'Hernandez', 'Goldberg', 'Mbeki', 'Santangelo', 'Whitfield'];
const TITLES = ['Owner', 'President', 'Managing Member', 'CEO', 'Member', 'Owner/Operator', 'Partner', 'Vice President', 'Secretary', 'Co-Owner'];

const PLACES: [string, string, string][] = [['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Newark', 'NJ', '071'], ['Phoenix', 'AZ', '850'],
  ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Queens', 'NY', '113'], ['Fresno', 'CA', '937'],
  ['Denver', 'CO', '802'], ['Nashville', 'TN', '372'], ['Worcester', 'MA', '016'], ['Allentown', 'PA', '181'], ['Las Vegas', 'NV', '891'],
  ['Baton Rouge', 'LA', '708'], ['Aurora', 'IL', '605'], ['Richmond', 'VA', '232'], ['Tacoma', 'WA', '984'], ['Bridgeport', 'CT', '066'],
  ['Tulsa', 'OK', '741'], ['Omaha', 'NE', '681'], ['Kansas City', 'MO', '641'], ['Albuquerque', 'NM', '871'], ['Salt Lake City', 'UT', '841']];
const STREETS = ['Main St', 'Broadway', 'Commerce Blvd', 'Oak Ave', 'Market St', 'Industrial Pkwy', 'Lincoln Hwy', 'Elm St', 'Veterans Dr',
  'Palm Ave', 'Route 9', 'Center St', 'Bell Rd', 'Harbor Blvd', 'Maple Ave', 'Union Tpke'];

export const BIZ: Record<string, Biz[]> = {
  restaurant: [{ text: 'Restaurant', industry: 'restaurant' }, { text: 'Pizzeria / take-out', industry: 'restaurant' },
    { text: 'Mexican restaurant', industry: 'restaurant' }, { text: 'Coffee shop', industry: 'restaurant' },
    { text: 'Full service restaurant & bar', industry: 'restaurant' }, { text: 'Diner', industry: 'restaurant' },
    { text: 'Food truck', industry: 'food_truck_catering' }, { text: 'Catering', industry: 'food_truck_catering' },
    { text: 'Sports bar', industry: 'bar_nightclub' }, { text: 'Bakery cafe', industry: 'restaurant' }],
  retail: [{ text: 'Retail clothing boutique', industry: 'retail_general' }, { text: 'Hardware store', industry: 'retail_general' },
    { text: 'Convenience store', industry: 'convenience_store' }, { text: 'Liquor store', industry: 'liquor_store' },
    { text: 'Florist', industry: 'retail_general' }, { text: 'Furniture store', industry: 'retail_general' },
    { text: 'Pet store', industry: 'pet_services' }, { text: 'Jewelry store', industry: 'jewelry' }, { text: 'Deli & grocery', industry: 'grocery' },
    { text: 'Smoke shop', industry: 'vape_smoke_shop' }],
  salon: [{ text: 'Hair salon', industry: 'personal_care' }, { text: 'Nail salon', industry: 'personal_care' },
    { text: 'Barbershop', industry: 'personal_care' }, { text: 'Day spa', industry: 'personal_care' },
    { text: 'Beauty salon & lash studio', industry: 'personal_care' }, { text: 'Dog grooming', industry: 'pet_services' }],
  auto: [{ text: 'Auto repair (mechanic)', industry: 'auto_repair' }, { text: 'Collision repair / body shop', industry: 'auto_repair' },
    { text: 'Tire shop', industry: 'auto_repair' }, { text: 'Oil change & auto service', industry: 'auto_repair' },
    { text: 'Car wash', industry: 'car_wash' }, { text: 'Auto detailing', industry: 'car_wash' }, { text: 'Used car dealer', industry: 'auto_dealer_used' }],
};

const NAME_A = ['Golden', 'Blue Door', 'Sunrise', 'Main Street', 'Bella', 'Lucky', 'Eastside', 'Prime', 'Harbor', 'Twin Oaks', 'Corner',
  'Red Rock', 'Family', 'Elite', 'Urban', 'Capitol', 'Silver Star', 'La Familia', 'Westgate', 'Magnolia'];
const NAME_B: Record<string, string[]> = {
  restaurant: ['Grill', 'Kitchen', 'Taqueria', 'Pizza', 'Bistro', 'Cafe', 'Diner', 'Eats', 'Pho House', 'BBQ'],
  retail: ['Boutique', 'Supply', 'Market', 'Outfitters', 'Goods', 'Mart', 'Home & Garden', 'Treasures'],
  salon: ['Salon', 'Nails', 'Cuts', 'Beauty Bar', 'Spa', 'Barber Co.', 'Hair Studio', 'Lash Lounge'],
  auto: ['Auto Care', 'Motors', 'Tire & Lube', 'Collision', 'Automotive', 'Car Wash', 'Garage', 'Auto Clinic'],
};

export const ENTITIES: Entity[] = [{ id: 'llc', suffix: 'LLC' }, { id: 'llc', suffix: 'L.L.C.' }, { id: 'c_corporation', suffix: 'Inc.' },
  { id: 'c_corporation', suffix: 'Corp.' }, { id: 's_corporation', suffix: 'Inc.' }, { id: 'sole_proprietorship', suffix: '' },
  { id: 'general_partnership', suffix: '' }];

const PROCESSORS = ['First Data', 'TSYS', 'Worldpay', 'Elavon', 'Heartland', 'Global Payments', 'Square', 'Clover', 'Chase Paymentech', 'Paysafe', 'Toast'];
const TERMINALS = ['Clover Flex', 'Clover Station Duo', 'PAX A920', 'Dejavoo Z11', 'Ingenico Move/5000', 'Verifone V400m', 'Valor VL110', 'PAX S300 pin pad'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions', 'Truist', 'Citizens Bank', 'U.S. Bank', 'Fifth Third'];
const FUNDERS = ['Rapid Capital Group', 'Fundwell Advance', 'Pinnacle Funding', 'Yellowstone Capital', 'Everest Business Funding', 'Mantis Funding'];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function isoDate(r: Rng, y0: number, y1: number): string {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function ssn(r: Rng): string {
  if (r.chance(0.06)) return `9${r.digits(2)}-${r.pick(['70', '78', '83', '91'])}-${r.int(1000, 9999)}`;
  return `${r.int(101, 665)}-${r.int(10, 99)}-${r.int(1000, 9999)}`;
}

function phone(r: Rng, area?: string): string {
  return `(${area ?? r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
}

function owner(r: Rng, pct: number, title: string, bizState: string): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const [city, state, zip] = r.chance(0.8) ? (PLACES.find((p) => p[1] === bizState) ?? r.pick(PLACES)) : r.pick(PLACES);
  return { first, middle: r.chance(0.35) ? r.pick(['A', 'J', 'M', 'R', 'L', 'T']) : null, last, title, pct, ssn: ssn(r), masked: r.chance(0.3),
    dob: isoDate(r, 1956, 1998), fico: r.chance(0.6) ? r.int(540, 790) : null, street: `${r.int(12, 9800)} ${r.pick(STREETS)}`, city, state,
    zip: `${zip}${r.digits(2)}`, phone: phone(r), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@gmail.com` };
}

function owners(r: Rng, state: string, entity: Entity): Owner[] {
  if (entity.id === 'sole_proprietorship') return [owner(r, 100, r.pick(['Owner', 'Sole Owner', 'Owner/Operator']), state)];
  const n = entity.id === 'general_partnership' ? r.int(2, 3) : r.weighted([[1, 5], [2, 4], [3, 1.2], [4, 0.5]] as const);
  const split = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]) : n === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  return split.map((p, i) => owner(r, p, entity.id === 'general_partnership' ? 'Partner' : i === 0 ? r.pick(TITLES.slice(0, 6)) : r.pick(TITLES), state));
}

function round(r: Rng, lo: number, hi: number, step: number): number {
  return Math.round(r.int(lo, hi) / step) * step;
}

export function merchant(r: Rng, kind: keyof typeof BIZ): Merchant {
  const [city, state, zip] = r.pick(PLACES);
  const entity = r.pick(ENTITIES);
  const biz = r.pick(BIZ[kind]!);
  const os = owners(r, state, entity);
  const o0 = os[0]!;
  const base = `${r.pick(NAME_A)} ${r.pick(NAME_B[kind]!)}`;
  const legal = entity.id === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : entity.suffix ? `${base}${entity.suffix === 'Inc.' && r.chance(0.5) ? ',' : ''} ${entity.suffix}`
    : `${o0.last} & ${os[1]?.last ?? 'Sons'}`;
  const dba = entity.id === 'sole_proprietorship' || entity.id === 'general_partnership' ? base : r.chance(0.55) ? base : r.chance(0.5) ? `${r.pick(NAME_A)} ${r.pick(NAME_B[kind]!)}` : null;
  const einIsSsn = entity.id === 'sole_proprietorship' && r.chance(0.4);
  const monthlyVolume = round(r, 18000, 140000, 100);
  const amount = round(r, 10000, 150000, 2500);
  const freq = r.weighted([['daily', 5], ['weekly', 3], ['biweekly', 0.5], ['monthly', 0.3]] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180, 200, 220]) : freq === 'weekly' ? r.pick([24, 26, 32, 36, 40, 52]) : r.pick([12, 18, 24]);
  const payment = Math.round((amount * r.float(1.22, 1.45)) / nPayments * 100) / 100;
  const seasonal = r.chance(0.5) ? [] : r.shuffle([...MONTHS]).slice(0, r.int(2, 4)).sort((a, b) => MONTHS.indexOf(a) - MONTHS.indexOf(b));
  const swiped = r.pick([70, 80, 85, 90, 95]), keyed = r.pick([5, 10]);
  return {
    legal, dba: dba === legal ? null : dba, entity, biz, ein: einIsSsn ? o0.ssn : `${r.int(10, 98)}-${r.digits(7)}`, einIsSsn,
    start: isoDate(r, 2004, 2023), street: `${r.int(10, 9900)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(1, 240)}` : ''}`, city, state,
    zip: `${zip}${r.digits(2)}`, phone: phone(r), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.com` : null, amount, payment, nPayments, freq, owners: os,
    stateOfInc: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : state, employees: r.int(2, 40), yearsAtLocation: r.int(1, 15), rent: round(r, 1800, 14000, 50),
    mid: r.chance(0.5) ? `5${r.digits(14)}` : `${r.digits(12)}`, processor: r.pick(PROCESSORS), avgTicket: r.int(18, 240), highTicket: r.int(300, 2500),
    monthlyVolume, annualSales: Math.round(monthlyVolume * r.float(14, 19) / 1000) * 1000, terminal: r.pick(TERMINALS), swiped, keyed, ecom: 100 - swiped - keyed,
    seasonal, landlord: `${r.pick(LAST)} Properties ${r.pick(['LLC', 'Inc.', 'Trust'])}`, landlordPhone: phone(r), bank: r.pick(BANKS),
    routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)), rep: `${r.pick(FIRST)} ${r.pick(LAST)}`, repId: `${r.alnum(3)}-${r.digits(4)}`,
    funder: r.chance(0.35) ? r.pick(FUNDERS) : null, funderBalance: round(r, 4000, 60000, 50),
  };
}
