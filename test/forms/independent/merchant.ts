// The fictional merchant behind one independent form: the business, its request, its owners, and the decoys a real
// application prints beside them (landlord, bank, trade references, ISO rep, existing advances, state of incorporation).
import type { Rng } from '../../statements/generator/prng.ts';
import { isoDate, luhnComplete, makeOwners, type Owner } from './people.ts';
import { industryOf } from './rules.ts';

export type Country = 'US' | 'CA';
export type EntityKind = 'llc' | 'corp' | 'scorp' | 'ccorp' | 'sole' | 'partnership' | 'lp' | 'llp' | 'pllc';

export interface Address { street: string; city: string; region: string; postal: string }
export interface Position { funder: string; balance: number; payment: number; freq: 'Daily' | 'Weekly' }
export interface Merchant {
  country: Country;
  legal: string;
  /** The DBA as printed (may be `SAME`, `N/A`, blank or the legal name) and its truth. */
  dba: string;
  dbaTruth: string | null;
  entity: EntityKind;
  industryText: string;
  industryId: string;
  /** Business tax ID: digits (a BN with its program account), type, and whether it is the owner's SSN. */
  taxDigits: string;
  taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  address: Address;
  phone: string;
  email: string;
  website: string;
  start: string;
  employees: number;
  amount: number;
  payment: number;
  payments: number;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string;
  monthlySales: number;
  owners: Owner[];
  stateOfInc: string;
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; contact: string; phone: string }[];
  iso: { company: string; rep: string; phone: string; email: string; id: string };
  positions: Position[];
}

const US_CITIES: [string, string, string][] = [['Tulsa', 'OK', '741'], ['Boise', 'ID', '837'], ['Savannah', 'GA', '314'], ['Fresno', 'CA', '937'],
  ['Akron', 'OH', '443'], ['Lubbock', 'TX', '794'], ['Scranton', 'PA', '185'], ['Knoxville', 'TN', '379'], ['Spokane', 'WA', '992'],
  ['Newark', 'NJ', '071'], ['Yonkers', 'NY', '107'], ['Orlando', 'FL', '328'], ['Mesa', 'AZ', '852'], ['Des Moines', 'IA', '503'],
  ['Raleigh', 'NC', '276'], ['Aurora', 'CO', '800'], ['Worcester', 'MA', '016'], ['Baton Rouge', 'LA', '708'], ['Reno', 'NV', '895'],
  ['Grand Rapids', 'MI', '495']];
const CA_CITIES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Laval', 'QC', 'H7N'], ['Surrey', 'BC', 'V3T'], ['Red Deer', 'AB', 'T4N'],
  ['Brandon', 'MB', 'R7A'], ['Moncton', 'NB', 'E1C'], ['Saskatoon', 'SK', 'S7K'], ['Dartmouth', 'NS', 'B2Y'], ['Gatineau', 'QC', 'J8Y'],
  ['Kelowna', 'BC', 'V1Y'], ['Hamilton', 'ON', 'L8P']];
const STREETS = ['Maple', 'Commerce', 'Industrial', 'Kingsway', 'Riverside', 'Elm', 'Old Mill', 'Sycamore', 'Fairview', 'Dundas', 'Harvest', 'Lakeview'];
const SUFFIX = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Way', 'Pkwy'];
const PLACES = ['Copper Kettle', 'Blue Heron', 'Granite Peak', 'Westbrook', 'Three Rivers', 'Oak Hollow', 'Sunbelt', 'Prairie Wind', 'Lakeshore',
  'Iron Gate', 'Silver Birch', 'Red Rock', 'Golden Mile', 'Northgate', 'Cedar Lane', 'Bright Path', 'Harbor Light', 'True North'];
/** Printed type of business and the nouns a business of that kind is named with. */
const TRADES: [string, string[]][] = [['Pizzeria', ['Pizza Co', 'Pizzeria']], ['Family diner', ['Diner', 'Grill']], ['Coffee shop & bakery', ['Coffee House', 'Roasters']],
  ['Auto repair shop', ['Auto Care', 'Garage']], ['Hair salon', ['Salon', 'Hair Studio']], ['Plumbing contractor', ['Plumbing', 'Pipe Works']],
  ['HVAC installation & service', ['Heating & Air', 'Climate Control']], ['Dental office', ['Dental Group', 'Family Dentistry']],
  ['Veterinary clinic', ['Animal Clinic', 'Veterinary Hospital']], ['Landscaping and lawn care', ['Landscaping', 'Lawn & Garden']],
  ['Trucking - long haul', ['Transport', 'Freight Lines']], ['Convenience store', ['Market', 'Quick Stop']], ['Liquor store', ['Wine & Spirits', 'Liquors']],
  ['Daycare center', ['Kids Academy', 'Learning Center']], ['Gym / fitness center', ['Fitness', 'Athletic Club']], ['Dry cleaner', ['Cleaners', 'Laundry']],
  ['Used auto sales', ['Motors', 'Auto Sales']], ['Medical clinic', ['Medical Group', 'Health Center']], ['Commercial cleaning', ['Janitorial', 'Cleaning Services']],
  ['Electrical contractor', ['Electric', 'Electrical Services']], ['Construction company', ['Builders', 'Construction']],
  ['Boutique clothing store', ['Boutique', 'Apparel']], ['Nail salon & spa', ['Nails & Spa', 'Nail Bar']], ['Food truck', ['Street Eats', 'Tacos']],
  ['Bar & grill', ['Tap House', 'Pub']], ['Pet grooming', ['Pet Spa', 'Grooming']], ['Insurance agency', ['Insurance Group', 'Insurance Agency']],
  ['Staffing agency', ['Staffing', 'Workforce Solutions']], ['Moving company', ['Movers', 'Moving & Storage']], ['Tire shop', ['Tire & Wheel', 'Tire Center']]];
const FUNDERS = ['Bluewater Capital', 'Northstar Funding', 'Keystone Advance', 'Pinnacle Merchant Funding', 'Rapid Bridge Capital',
  'Elevate Business Funding', 'Crestline Capital Group', 'Fairway Advance LLC'];
const BANKS_US = ['First Heritage Bank', 'Commerce Federal Credit Union', 'Citizens Valley Bank', 'Great Plains National Bank', 'Harborview Savings Bank'];
const BANKS_CA = ['Banque Laurentienne du Nord', 'Prairie Trust Credit Union', 'Maritime Savings Bank', 'Caisse populaire Saint-Laurent'];
const DECOY_PEOPLE = ['Gordon Pryce', 'Leanne Whitcomb', 'Arturo Benavides', 'Holly Strand', 'Vikram Sethi', 'Danielle Marchetti', 'Royce Tillman',
  'Corinne Abadie', 'Felix Oduya', 'Wanda Kessler'];
const ISO_SHOPS = ['Apex Merchant Partners', 'Lighthouse Funding Advisors', 'Summit Business Capital ISO', 'BridgePoint Brokerage', 'Cornerstone Capital Referrals'];
const US_INC = ['DE', 'NV', 'WY', 'FL', 'NY', 'TX', 'OH'];
const CA_INC = ['Federal (CBCA)', 'ON', 'BC', 'AB', 'QC'];

/** Decoy money never a multiple of $5,000, so it never equals a requested amount. */
const offRound = (n: number) => (n % 5000 === 0 ? n + 100 : n);

function phone(rng: Rng): string {
  return `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}

function address(rng: Rng, country: Country, region?: string): Address {
  const pool = (country === 'US' ? US_CITIES : CA_CITIES).filter((c) => !region || c[1] !== region);
  const [city, reg, pre] = rng.pick(pool);
  const street = `${rng.int(12, 9870)} ${rng.pick(STREETS)} ${rng.pick(SUFFIX)}${rng.chance(0.3) ? `, Suite ${rng.int(1, 9)}0${rng.int(0, 9)}` : ''}`;
  const L = 'ABCEGHJKLMNPRSTVXY';
  const postal = country === 'US' ? `${pre}${rng.digits(2)}` : `${pre} ${rng.int(1, 9)}${L[rng.int(0, L.length - 1)]}${rng.int(0, 9)}`;
  return { street, city, region: reg, postal };
}

function ein(rng: Rng): string {
  const prefixes = [10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 44, 45, 46, 47,
    48, 51, 52, 53, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 67, 68, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92];
  return `${rng.pick(prefixes)}${rng.digits(7)}`;
}

function routing(rng: Rng): string {
  const d = `0${rng.int(1, 9)}${rng.digits(6)}`.split('').map(Number);
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (s % 10)) % 10);
}

function legalName(rng: Rng, kind: EntityKind, country: Country, base: string, owner: Owner): string {
  if (kind === 'sole') return `${owner.first} ${owner.last}`;
  if (country === 'CA') return rng.chance(0.2) ? `${rng.int(1000000, 2999999)} ${({ ON: 'Ontario', QC: 'Québec', BC: 'B.C.', AB: 'Alberta' } as Record<string, string>)[rng.pick(['ON', 'QC', 'BC', 'AB'])]} ${rng.pick(['Inc.', 'Ltd.'])}`
    : `${base}${kind === 'partnership' ? ' Partners' : rng.pick([' Inc.', ' Ltd.', ' Corp.', ' Ltée'])}`;
  const suffixes: Record<EntityKind, string[]> = { llc: [' LLC', ', LLC', ' L.L.C.'], corp: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ', Incorporated'],
    scorp: [', Inc.', ' Inc.'], ccorp: [' Corp.', ', Inc.'], sole: [''], partnership: [' Partners', ' & Associates'], lp: [', LP', ' L.P.'],
    llp: [' LLP'], pllc: [', PLLC'] };
  return base + rng.pick(suffixes[kind]);
}

function entityKind(rng: Rng, country: Country): EntityKind {
  if (country === 'CA') return rng.weighted([['corp', 7], ['sole', 2], ['partnership', 1]] as const);
  return rng.weighted([['llc', 8], ['corp', 4], ['scorp', 2], ['ccorp', 1], ['sole', 2], ['partnership', 1], ['lp', 1], ['llp', 1], ['pllc', 1]] as const);
}

function request(rng: Rng): Pick<Merchant, 'amount' | 'payment' | 'payments' | 'freq'> {
  const amount = rng.int(2, 90) * 5000;
  const freq = rng.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([16, 20, 26, 30, 36, 40, 52])
    : freq === 'biweekly' ? rng.pick([8, 12, 13, 18, 26]) : rng.pick([6, 9, 12, 18]);
  return { amount, freq, payments, payment: Math.round((amount * rng.float(1.2, 1.45) * 100) / payments) / 100 };
}

export function makeMerchant(rng: Rng, country: Country, maxOwners = 4): Merchant {
  const address0 = address(rng, country);
  const nOwners = Math.min(maxOwners, rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const));
  const owners = makeOwners(rng.fork('owners'), country, nOwners, () => address(rng, country), () => phone(rng));
  const kind = entityKind(rng, country);
  const [trade, nouns] = rng.pick(TRADES);
  const base = `${rng.pick(PLACES)} ${rng.pick(nouns)}`;
  const legal = legalName(rng, kind, country, base, owners[0]!);
  const realDba = kind === 'sole' ? base : `${rng.pick(PLACES.filter((p) => !base.startsWith(p)))} ${rng.pick(nouns)}`;
  const dba = kind === 'sole' ? realDba : rng.weighted([[realDba, 45], ['SAME', 15], ['N/A', 10], ['', 15], [legal, 10]] as const);
  const usesSsn = country === 'US' && kind === 'sole' && rng.chance(0.6);
  const taxDigits = country === 'CA' ? `${luhnComplete(`${rng.int(1, 8)}${rng.digits(7)}`)}${rng.pick(['RT', 'RC'])}0001` : usesSsn ? owners[0]!.idDigits : ein(rng);
  const taxType = country === 'CA' ? 'BN' : usesSsn ? (owners[0]!.idType as 'SSN' | 'ITIN') : 'EIN';
  const industryId = industryOf(trade);
  if (!industryId) throw new Error(`no industry for ${trade}`);
  const nPos = rng.weighted([[0, 3], [1, 4], [2, 3], [3, 1]] as const);
  const slug = base.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    country, legal, dba, dbaTruth: ['SAME', 'N/A', '', legal].includes(dba) ? null : dba, entity: kind, industryText: trade, industryId,
    taxDigits, taxType, address: address0, phone: phone(rng), email: `info@${slug}.${country === 'CA' ? 'ca' : 'com'}`, website: `www.${slug}.${country === 'CA' ? 'ca' : 'com'}`,
    start: isoDate(rng.int(1998, 2023), rng.int(1, 12), rng.int(1, 28)), employees: rng.int(2, 60), ...request(rng),
    useOfFunds: rng.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Renovation']),
    monthlySales: offRound(rng.int(250, 4000) * 100), owners,
    stateOfInc: rng.pick((country === 'US' ? US_INC : CA_INC).filter((s) => s !== address0.region)),
    landlord: { name: rng.chance(0.5) ? rng.pick(DECOY_PEOPLE) : `${rng.pick(PLACES)} Properties LLC`, phone: phone(rng), rent: offRound(rng.int(15, 120) * 100) },
    bank: { name: rng.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? routing(rng) : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) },
    refs: [0, 1, 2].map(() => ({ name: `${rng.pick(PLACES)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Equipment'])}`, contact: rng.pick(DECOY_PEOPLE), phone: phone(rng) })),
    iso: { company: rng.pick(ISO_SHOPS), rep: rng.pick(DECOY_PEOPLE), phone: phone(rng), email: `deals@${rng.pick(['apexmp', 'lhfa', 'bpbrokers'])}.com`, id: `ISO-${rng.digits(5)}` },
    positions: Array.from({ length: nPos }, () => ({ funder: rng.pick(FUNDERS), balance: offRound(rng.int(30, 900) * 100), payment: rng.int(80, 2400) + rng.int(0, 99) / 100,
      freq: rng.chance(0.6) ? 'Daily' as const : 'Weekly' as const })),
  };
}
