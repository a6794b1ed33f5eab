// The merchant behind one form: drawn from the data stream of (layout, seed) only, so the three styles of one seed
// describe the same business and owners. Nothing here knows how a form prints it (values.ts does).
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; credit: number | null; home: Address; cell: string; email: string;
}
export interface Merchant {
  country: Country; entity: string; legalBase: string; legal: string; dba: string | null; industryText: string; industryId: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; bnProgram: string | null; address: Address; incRegion: string;
  start: string; phone: string; email: string; website: string | null; employees: number; rent: boolean; requested: number;
  payment: number; numPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string; monthlySales: number;
  owners: Owner[]; landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  iso: { name: string; company: string; phone: string; id: string };
  advances: { funder: string; balance: number; payment: number }[]; references: { name: string; phone: string }[];
}

const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Nguyen', 'Kateryna', 'Luis', 'Priya', 'Daniel', 'Fatima', 'Thomas', 'Mei', 'Oluwaseun',
  'Christopher', 'Gabriela', 'Samuel', 'Hannah', 'Rajesh', 'Colleen', 'Dmitri', 'Yolanda', 'Marcus', 'Siobhan', 'Jean-Pierre', 'Anneliese'];
const LAST = ['Delgado', 'Whitaker', 'Okafor', 'Brennan', 'Tran', 'Kowalczyk', 'Van der Berg', 'Smith-Jones', "O'Neill", 'De La Cruz',
  'Abernathy-Lindqvist', 'Patel', 'MacDougall', 'Haddad', 'St. Clair', 'Fitzgerald', 'Nakamura', 'Bouchard', 'Oyelaran', 'Rosenthal'];
const WORDS = ['Summit', 'Harbor', 'Blue Heron', 'Granite', 'Copper Kettle', 'Lakeside', 'Ironwood', 'Golden Gate', 'Prairie Wind',
  'Northstar', 'Red Maple', 'Silverline', 'Old Mill', 'Cedar Point', 'Bright Path', 'Twin Rivers', 'Highland', 'Magnolia'];
/** Printed type-of-business texts and the industry each gives (longest alias contained, word-bounded). */
export const INDUSTRIES: [string, string, string][] = [
  ['Full service restaurant', 'restaurant', 'Grill'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Auto shop & collision repair', 'auto_repair', 'Auto Works'], ['Hair salon and day spa', 'personal_care', 'Salon'],
  ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'], ['Dental office', 'dental_practice', 'Dental Group'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Landscaping / lawn care', 'landscaping', 'Landscapes'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Co'], ['Food truck', 'food_truck_catering', 'Eats'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'],
  ['Machine shop', 'manufacturing', 'Machining'], ['Daycare', 'childcare', 'Kids Academy'], ['Independent drugstore', 'pharmacy', 'Pharmacy'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Moving company', 'trucking_local', 'Movers'], ['Florist', 'retail_general', 'Florals'],
];
const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Fresno', 'CA', '937'],
  ['Paterson', 'NJ', '075'], ['Yonkers', 'NY', '107'], ['Boise', 'ID', '837'], ['Savannah', 'GA', '314'], ['Tacoma', 'WA', '984'],
  ['Joliet', 'IL', '604'], ['Mesa', 'AZ', '852'], ['Aurora', 'CO', '800'], ['Worcester', 'MA', '016'], ['San Juan', 'PR', '009']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Surrey', 'BC', 'V3T'], ['Laval', 'QC', 'H7N'], ['Calgary', 'AB', 'T2P'],
  ['Halifax', 'NS', 'B3H'], ['Saskatoon', 'SK', 'S7K'], ['Winnipeg', 'MB', 'R3C'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Avenue', 'Route 9', 'King Street West', 'Harbour Rd', 'Oak Ridge Dr'];
const FUNDERS = ['Rapid Lane Capital', 'Bluewater Advance', 'Fundworks Direct', 'Everpeak Funding', 'QuickBridge MCA'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'Regions Bank', 'PNC Bank', 'RBC Royal Bank', 'BMO', 'Desjardins'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO'];

/** Luhn check digit over 8 digits (Canadian BN and SIN). */
function luhn9(rng: Rng, first: string): string {
  const body = first + rng.digits(7);
  let sum = 0;
  for (let i = 0; i < 8; i++) { let d = Number(body[i]) * (i % 2 ? 2 : 1); if (d > 9) d -= 9; sum += d; }
  return body + String((10 - (sum % 10)) % 10);
}
const EIN_PREFIX = ['12', '20', '26', '27', '33', '36', '45', '46', '47', '52', '54', '61', '81', '82', '84', '86', '88', '90', '93', '98'];
function ssn(rng: Rng): string {
  const area = rng.pick([rng.int(1, 665), rng.int(667, 899)]);
  return String(area).padStart(3, '0') + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
function itin(rng: Rng): string { return `9${rng.digits(2)}${rng.int(70, 88)}${String(rng.int(1, 9999)).padStart(4, '0')}`; }
function isoDate(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
function phone(rng: Rng): string { return `${rng.int(201, 989)}${rng.int(200, 989)}${rng.digits(4)}`; }

function address(rng: Rng, country: Country, place?: [string, string, string]): Address {
  const [city, region, pre] = place ?? rng.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const postal = country === 'US' ? pre + rng.digits(2)
    : `${pre} ${rng.digits(1)}${rng.pick(['A', 'C', 'E', 'G', 'H', 'J', 'K', 'M', 'N', 'P', 'R', 'T'])}${rng.digits(1)}`;
  return { street: `${rng.int(12, 9870)} ${rng.pick(STREETS)}${rng.chance(0.25) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, region, postal };
}

function owner(rng: Rng, country: Country, pct: number, title: string, industryId: string): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const credential = industryId === 'dental_practice' ? rng.pick(['DDS', null]) : industryId === 'medical_practice' ? rng.pick(['DC', null]) : null;
  const taxType = country === 'CA' ? 'SIN' : rng.chance(0.1) ? 'ITIN' : 'SSN';
  const taxId = taxType === 'SIN' ? luhn9(rng, String(rng.int(1, 7))) : taxType === 'ITIN' ? itin(rng) : ssn(rng);
  return { first, middle: rng.chance(0.4) ? rng.pick(['A', 'J', 'M', 'R', 'T', 'L']) : null, last, credential, title, pct, taxId, taxType,
    dob: isoDate(rng.int(1955, 1998), rng.int(1, 12), rng.int(1, 28)), credit: rng.chance(0.45) ? rng.int(520, 805) : null,
    home: address(rng, country), cell: phone(rng), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@mail.com` };
}

const US_ENTITIES: [string, number][] = [['llc', 5], ['c_corporation', 4], ['s_corporation', 2], ['sole_proprietorship', 2],
  ['general_partnership', 1], ['llp', 1], ['pllc', 1], ['limited_partnership', 1]];
const CA_ENTITIES: [string, number][] = [['ca_corporation', 6], ['sole_proprietorship', 2], ['general_partnership', 1], ['ca_ulc', 1]];

function legalName(rng: Rng, entity: string, base: string, o: Owner): string {
  switch (entity) {
    case 'llc': return `${base} ${rng.pick(['LLC', 'L.L.C.', 'Holdings LLC'])}`.replace(/ L\.L\.C\.$/, ', L.L.C.');
    case 'c_corporation': case 's_corporation': return `${base}${rng.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation', ' Incorporated'])}`;
    case 'sole_proprietorship': return `${o.first} ${o.last}`;
    case 'general_partnership': return `${base} Partners`;
    case 'llp': return `${base} LLP`;
    case 'pllc': return `${base}, PLLC`;
    case 'limited_partnership': return `${base} Associates, L.P.`;
    case 'ca_ulc': return `${base} ULC`;
    default: return rng.chance(0.25) ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'B.C.', 'Alberta', 'Canada'])} Inc.`
      : `${base}${rng.pick([' Ltd.', ' Inc.', ' Limited', ' Corp.'])}`;
  }
}

export function makeMerchant(seedKey: string, country: Country, ownerCount: number): Merchant {
  const rng = new Rng(`merchant:${seedKey}`);
  const [industryText, industryId, noun] = rng.pick(INDUSTRIES);
  const entity = rng.weighted(country === 'US' ? US_ENTITIES : CA_ENTITIES);
  const n = entity === 'sole_proprietorship' ? 1 : ownerCount;
  const pcts = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]);
  const titles = rng.shuffle([...TITLES]);
  const owners = pcts.map((p, i) => owner(rng, country, p, n === 1 ? rng.pick(['Owner', 'President', 'Sole Owner', 'CEO']) : titles[i]!, industryId));
  const baseWord = rng.pick(WORDS);
  const legalBase = `${baseWord} ${noun}`;
  const legal = legalName(rng, entity, legalBase, owners[0]!);
  const dbaPick = entity === 'sole_proprietorship' ? 'other' : rng.weighted([['other', 4], ['none', 3], ['base', 2]] as const);
  const dba = dbaPick === 'none' ? null : dbaPick === 'base' ? legalBase : `${rng.pick(WORDS)} ${noun}${rng.chance(0.3) ? ` of ${rng.pick(['Tampa', 'the Valley', 'Midtown', 'Riverside'])}` : ''}`;
  const soleSsn = entity === 'sole_proprietorship' && country === 'US' && rng.chance(0.5);
  const taxType: Merchant['taxType'] = country === 'CA' ? 'BN' : soleSsn ? owners[0]!.taxType as 'SSN' | 'ITIN' : 'EIN';
  const taxId = taxType === 'BN' ? luhn9(rng, String(rng.int(1, 8))) : soleSsn ? owners[0]!.taxId : rng.pick(EIN_PREFIX) + rng.digits(7);
  const addr = address(rng, country);
  const requested = rng.pick([15000, 25000, 35000, 50000, 60000, 75000, 100000, 125000, 150000, 250000, 18500, 42750]);
  const frequency = rng.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const numPayments = frequency === 'daily' ? rng.pick([120, 140, 160, 180]) : frequency === 'weekly' ? rng.pick([26, 32, 40, 52])
    : frequency === 'biweekly' ? rng.pick([13, 20, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((requested * rng.float(1.25, 1.45) / numPayments) * 100) / 100;
  const startY = rng.int(1998, 2023);
  const fundCount = rng.weighted([[0, 3], [1, 2], [2, 1]] as const);
  return {
    country, entity, legalBase, legal, dba, industryText, industryId, taxId, taxType, bnProgram: taxType === 'BN' ? `RC${rng.pick(['0001', '0001', '0002'])}` : null,
    address: addr, incRegion: rng.chance(0.3) ? rng.pick(country === 'US' ? ['DE', 'NV', 'WY'] : ['ON', 'BC', 'CD']) : addr.region,
    start: isoDate(startY, rng.int(1, 12), rng.int(1, 28)), phone: phone(rng),
    email: `${rng.pick(['info', 'office', 'accounts', 'owner'])}@${baseWord.toLowerCase().replace(/\s+/g, '')}${noun.toLowerCase().replace(/\s+/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: rng.chance(0.5) ? `www.${baseWord.toLowerCase().replace(/\s+/g, '')}${noun.toLowerCase().split(' ')[0]}.${country === 'CA' ? 'ca' : 'com'}` : null,
    employees: rng.int(1, 60), rent: rng.chance(0.75), requested, payment, numPayments, frequency,
    use: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Renovation']),
    monthlySales: rng.int(18, 260) * 1000 + rng.int(0, 999), owners,
    landlord: `${rng.pick(WORDS)} Property Management`, landlordPhone: phone(rng), bank: rng.pick(BANKS),
    routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(2)}${rng.digits(5)}`, account: rng.digits(rng.int(9, 12)),
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, company: rng.pick(['Apex Merchant Partners', 'Tri-County ISO Group', 'Northbridge Brokerage']), phone: phone(rng), id: `ISO-${rng.alnum(5)}` },
    advances: Array.from({ length: fundCount }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(4, 60) * 1000, payment: rng.int(90, 900) })),
    references: Array.from({ length: 2 }, () => ({ name: `${rng.pick(WORDS)} ${rng.pick(['Supply', 'Foods', 'Paper Co.', 'Equipment'])}`, phone: phone(rng) })),
  };
}
