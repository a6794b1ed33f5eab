// The merchant behind one generated form: drawn from the seed only, before any layout decides what it prints.
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; ownership: number; credit: number | null;
  taxId: string; taxIdType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: string; home: string; homeCity: string; cell: string; email: string;
}

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string | null; dbaPrint: string; // dbaPrint: what the DBA box shows (may be N/A, SAME, blank)
  entityKey: EntityKey; industryText: string; industryId: string;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; soleSsn: boolean;
  state: string; stateName: string; incState: string | null; street: string; city: string; zip: string;
  phone: string; email: string; website: string | null;
  started: string; // ISO
  employees: number; rent: 'Own' | 'Rent';
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: number; annualRevenue: number;
  owners: Owner[];
  // decoys
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string;
  rep: string; repPhone: string; refs: { name: string; phone: string }[];
  positions: { funder: string; balance: number; payment: number }[];
}

export type EntityKey = 'llc' | 'corp' | 'scorp' | 'sole' | 'partnership' | 'pllc' | 'nonprofit' | 'lp';

export const US_STATES: readonly (readonly [string, string, readonly string[]])[] = [
  ['FL', 'Florida', ['Tampa', 'Orlando', 'Jacksonville', 'Fort Lauderdale', 'Sarasota', 'Pensacola']],
  ['GA', 'Georgia', ['Atlanta', 'Savannah', 'Marietta', 'Augusta', 'Macon']],
  ['NC', 'North Carolina', ['Charlotte', 'Raleigh', 'Durham', 'Greensboro', 'Wilmington']],
  ['VA', 'Virginia', ['Richmond', 'Norfolk', 'Virginia Beach', 'Roanoke', 'Alexandria']],
  ['MD', 'Maryland', ['Baltimore', 'Towson', 'Frederick', 'Annapolis', 'Silver Spring']],
  ['PA', 'Pennsylvania', ['Philadelphia', 'Pittsburgh', 'Allentown', 'Harrisburg', 'Lancaster']],
];
export const CA_PROVINCES: readonly (readonly [string, string, readonly string[], string])[] = [
  ['NS', 'Nova Scotia', ['Halifax', 'Dartmouth', 'Truro', 'Sydney'], 'B'],
  ['NB', 'New Brunswick', ['Moncton', 'Saint John', 'Fredericton'], 'E'],
  ['PE', 'Prince Edward Island', ['Charlottetown', 'Summerside'], 'C'],
  ['NL', 'Newfoundland and Labrador', ["St. John's", 'Corner Brook', 'Gander'], 'A'],
];

const FIRST = ['James', 'Maria', 'Darnell', 'Ashley', 'Kevin', 'Tamika', 'Luis', 'Heather', 'Brandon', 'Priya', 'Marcus', 'Leah', 'Travis',
  'Yolanda', 'Omar', 'Kristen', 'Dwayne', 'Mei', 'Carlos', 'Bethany', 'Rashad', 'Nicole', 'Gregory', 'Fatima', 'Colin', 'Angela'];
const LAST = ['Whitfield', 'Okafor', 'Delgado', 'Pruitt', 'Nguyen', 'Castellanos', 'Hargrove', 'Brennan', 'Patel', 'Simmons', 'Lockhart',
  "O'Connell", 'Abernathy', 'Tran', 'Jefferson', 'Kowalski', 'Fairbanks', 'Hollis', 'McAllister', 'Ramirez'];
const LAST_SPECIAL = ['De La Cruz', 'Smith-Jones', 'Van Dyke', 'Garcia-Lopez', 'St. Pierre', 'Mac Donald', 'Da Silva'];
const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Co-Owner', 'Secretary', 'Treasurer'];

// [printed type of business, industries.json id by the longest-alias rule]
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Family restaurant', 'restaurant', 'Grill'], ['Mexican restaurant', 'restaurant', 'Cantina'], ['Coffee shop', 'restaurant', 'Coffee Co'],
  ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'], ['Roofing', 'specialty_trade_contractor', 'Roofing'],
  ['Plumbing services', 'specialty_trade_contractor', 'Plumbing'], ['Auto service & repair', 'auto_repair', 'Auto Care'],
  ['Collision repair', 'auto_repair', 'Collision'], ['Hair salon', 'personal_care', 'Salon'], ['Barbershop', 'personal_care', 'Cuts'],
  ['Dental office', 'dental_practice', 'Dental'], ['Veterinary clinic', 'veterinary', 'Animal Hospital'],
  ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Landscaping & lawn care', 'landscaping', 'Lawn & Landscape'],
  ['Trucking - local hauling', 'trucking_local', 'Hauling'], ['General contractor', 'general_contractor', 'Builders'],
  ['Daycare', 'childcare', 'Kids Academy'], ['Florist', 'retail_general', 'Flowers'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Fitness center', 'fitness', 'Fitness'], ['Catering', 'food_truck_catering', 'Catering'],
  ['Convenience store', 'convenience_store', 'Mart'], ['Home health care', 'home_health_care', 'Home Care'],
  ['Staffing agency', 'staffing_agency', 'Staffing'], ['Liquor store', 'liquor_store', 'Spirits'],
];
const NAME_WORDS = ['Coastal', 'Magnolia', 'Piedmont', 'Tidewater', 'Harbor', 'Blue Ridge', 'Live Oak', 'Chesapeake', 'Keystone', 'Palmetto',
  'Cypress', 'Laurel', 'Summit', 'Riverbend', 'Seaside', 'Ironwood', 'Old Dominion', 'Bayside'];
const CA_WORDS = ['Fundy', 'Bluenose', 'Cabot', 'Tidal', 'Lighthouse', 'Maritime', 'Evangeline', 'Northumberland', 'Atlantic', 'Kings County'];
const STREETS = ['Main St', 'Peachtree Rd', 'Oak Ave', 'Market St', 'Commerce Blvd', 'Industrial Pkwy', 'Harbor Dr', 'Church St', 'Pine Ln'];
const FUNDERS = ['Rapid Stream Capital', 'Ocean Crest Funding', 'Yellowstone Advance Group', 'Pinnacle Merchant Funding', 'Brightline Capital'];
const BANKS_US = ['Truist Bank', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'TD Bank', 'Regions Bank', 'M&T Bank', 'Fulton Bank'];
const BANKS_CA = ['RBC Royal Bank', 'Scotiabank', 'TD Canada Trust', 'BMO', 'CIBC'];
const DECOY_FIRST = ['Harold', 'Gwen', 'Stuart', 'Roxanne', 'Felix', 'Irene', 'Wendell', 'Opal'];
const DECOY_LAST = ['Pemberton', 'Quincy', 'Ashworth', 'Vickers', 'Thornbury', 'Galloway', 'Ellsworth'];
const CREDENTIALS: Record<string, string> = { dental_practice: 'DDS', veterinary: 'DVM', medical_practice: 'DC' };

const EIN_PREFIX = ['20', '26', '27', '30', '33', '35', '45', '46', '47', '51', '52', '54', '56', '58', '59', '61', '65', '81', '82', '83', '84', '85', '86', '87', '88', '90', '92', '93', '98', '99'];

export function luhnComplete(body: string): string {
  for (let d = 0; d <= 9; d++) {
    const s = body + d;
    let sum = 0;
    for (let i = 0; i < s.length; i++) { let v = Number(s[s.length - 1 - i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
    if (sum % 10 === 0) return s;
  }
  return body + '0';
}
function ssn(r: Rng): string { return `${String(r.int(1, 665)).padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`; }
function itin(r: Rng): string { return `9${r.digits(2)}${r.int(70, 88)}${String(r.int(1, 9999)).padStart(4, '0')}`; }
function isoDate(y: number, m: number, d: number): string { return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`; }
function phone(r: Rng, area: string): string { return `(${area}) ${r.int(200, 989)}-${r.digits(4)}`; }

export function makeMerchant(seed: number, country: 'US' | 'CA', homeState: string | null, layout = ""): Merchant {
  const r = new Rng(`ind107:${layout}:${country}:${seed}`);
  const [ind, indId, word] = r.pick(INDUSTRIES);
  let state: string, stateName: string, city: string, zip: string, area: string;
  if (country === 'US') {
    const st = homeState && r.chance(0.6) ? US_STATES.find((s) => s[0] === homeState)! : r.pick(US_STATES);
    [state, stateName] = [st[0], st[1]]; city = r.pick(st[2]);
    zip = { FL: '33', GA: '30', NC: '27', VA: '23', MD: '21', PA: '19' }[state] + r.digits(3);
    area = { FL: '813', GA: '404', NC: '704', VA: '804', MD: '410', PA: '215' }[state]!;
  } else {
    const pv = r.pick(CA_PROVINCES);
    [state, stateName] = [pv[0], pv[1]]; city = r.pick(pv[2]);
    zip = `${pv[3]}${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVXY')} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}`;
    area = { NS: '902', NB: '506', PE: '902', NL: '709' }[state]!;
  }
  const entityKey: EntityKey = country === 'CA'
    ? r.weighted<EntityKey>([['corp', 6], ['sole', 2], ['partnership', 1]])
    : r.weighted<EntityKey>([['llc', 8], ['corp', 3], ['scorp', 3], ['sole', 2], ['partnership', 1], ['pllc', indId === 'dental_practice' || indId === 'medical_practice' ? 3 : 0.3], ['nonprofit', 0.3], ['lp', 0.4]]);
  const nOwners = entityKey === 'sole' ? 1 : r.weighted([[1, 5], [2, 4], [3, 2], [4, 1]] as const);
  const shares = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : nOwners === 3 ? r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const owners: Owner[] = [];
  const usedLast = new Set<string>();
  for (let i = 0; i < nOwners; i++) {
    let last = r.chance(0.25) ? r.pick(LAST_SPECIAL) : r.pick(LAST);
    while (usedLast.has(last) && i > 0 && r.chance(0.8)) last = r.pick(LAST);
    usedLast.add(last);
    const first = r.pick(FIRST);
    const taxIdType = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    const taxId = country === 'CA' ? luhnComplete(`${r.pick(['1', '1', '2'])}${r.digits(7)}`) : taxIdType === 'ITIN' ? itin(r) : ssn(r);
    owners.push({
      first, middle: r.chance(0.35) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last,
      credential: i === 0 && CREDENTIALS[indId] && r.chance(0.5) ? CREDENTIALS[indId]! : null,
      title: entityKey === 'sole' ? 'Owner' : entityKey === 'llc' && r.chance(0.5) ? r.pick(['Managing Member', 'Member'])
        : nOwners === 1 ? r.pick(['Owner', 'President', 'CEO', 'Owner/President']) : r.pick(TITLES),
      ownership: shares[i]!, credit: r.chance(0.6) ? r.int(560, 790) : null,
      taxId, taxIdType, masked: r.chance(0.3),
      dob: isoDate(r.int(1958, 1996), r.int(1, 12), r.int(1, 28)),
      home: `${r.int(100, 9899)} ${r.pick(['Willow Way', 'Cedar Ct', 'Brookside Dr', 'Hillcrest Rd', 'Maple Ter'])}`, homeCity: city,
      cell: phone(r, area), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
    });
  }
  const base = `${r.pick(country === 'CA' ? CA_WORDS : NAME_WORDS)} ${word}`;
  const soleSsn = entityKey === 'sole' && country === 'US' && r.chance(0.6);
  const o0 = owners[0]!;
  const suffix: Record<EntityKey, string[]> = country === 'CA'
    ? { corp: ['Inc.', 'Ltd.', 'Limited', 'Incorporated'], sole: [''], partnership: [''], llc: [''], scorp: [''], pllc: [''], nonprofit: [''], lp: [''] }
    : { llc: ['LLC', 'L.L.C.', 'LLC'], corp: ['Inc.', 'Inc', 'Corp.', 'Corporation'], scorp: ['Inc.', 'Inc', 'Corp.'], sole: [''], partnership: ['& Associates', 'Partners'],
      pllc: ['PLLC'], nonprofit: ['Foundation, Inc.'], lp: ['LP'] };
  const sfx = r.pick(suffix[entityKey]);
  const comma = (sfx === 'Inc.' || sfx === 'Inc' || sfx === 'Foundation, Inc.') ? r.pick([', ', ' ']) : sfx === 'LLC' ? r.pick([' ', ' ', ', ']) : ' ';
  const legal = entityKey === 'sole' ? (soleSsn || r.chance(0.5) ? `${o0.first} ${o0.last}` : base) : `${base}${sfx ? (sfx === 'Foundation, Inc.' ? ' ' : comma) + sfx : ''}`;
  const dbaRoll = r.next();
  let dba: string | null = null; let dbaPrint = '';
  if (legal === `${o0.first} ${o0.last}`) { dba = base; dbaPrint = base; }
  else if (dbaRoll < 0.4) { dba = `${r.pick(country === 'CA' ? CA_WORDS : NAME_WORDS)} ${word}`; if (dba === base) dba = `The ${base}`; dbaPrint = dba; }
  else if (dbaRoll < 0.55) dbaPrint = r.pick(['N/A', 'SAME', 'Same']);
  else if (dbaRoll < 0.62) dbaPrint = legal; // the owner repeats the legal name: no trade name
  const amount = r.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000]) + (r.chance(0.15) ? 2500 : 0);
  const frequency = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 0.5]] as const);
  const payments = frequency === 'daily' ? r.pick([100, 120, 140, 160, 180]) : frequency === 'weekly' ? r.pick([26, 32, 40, 52]) : frequency === 'biweekly' ? r.pick([13, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45) / payments) * 100) / 100;
  const monthlySales = r.int(25, 400) * 1000;
  const taxId = soleSsn ? o0.taxId : country === 'CA' ? luhnComplete(r.digits(8)) : r.pick(EIN_PREFIX) + r.digits(7);
  if (soleSsn) o0.masked = false;
  const dn = `${r.pick(DECOY_FIRST)} ${r.pick(DECOY_LAST)}`;
  return {
    country, legal, dba, dbaPrint, entityKey, industryText: ind, industryId: indId,
    taxId, taxIdType: soleSsn ? o0.taxIdType as 'SSN' | 'ITIN' : country === 'CA' ? 'BN' : 'EIN', soleSsn,
    state, stateName, incState: country === 'US' && r.chance(0.2) ? r.pick(['DE', 'DE', 'NV', 'WY']) : null,
    street: `${r.int(10, 9899)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city, zip,
    phone: phone(r, area), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    website: r.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : null,
    started: isoDate(r.int(2004, 2023), r.int(1, 12), r.int(1, 28)), employees: r.int(2, 45), rent: r.chance(0.75) ? 'Rent' : 'Own',
    amount, payment, payments, frequency,
    useOfFunds: r.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Working capital', 'Expansion / second location', 'Marketing', 'Renovation']),
    monthlySales, annualRevenue: monthlySales * 12 + r.int(-20, 20) * 1000, owners,
    landlord: `${r.pick(['Harbor Point', 'Crescent', 'Brightwater', 'Stonegate'])} Properties LLC`, landlordPhone: phone(r, area),
    bank: r.pick(country === 'CA' ? BANKS_CA : BANKS_US),
    routing: country === 'CA' ? `${r.digits(5)}-${r.pick(['002', '003', '004', '001', '010'])}` : `0${r.int(51, 67)}${r.digits(6)}`,
    account: r.digits(r.int(9, 12)), rep: dn, repPhone: phone(r, area),
    refs: [0, 1].map(() => ({ name: `${r.pick(['Sysco', 'Grainger', 'Ferguson', 'Uline', 'Home Depot Pro', 'Carolina Supply Co.'])}`, phone: phone(r, area) })),
    positions: r.chance(0.45) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(8, 60) * 1000, payment: r.int(150, 900) })) : [],
  };
}
