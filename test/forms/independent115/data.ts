// The merchant behind one packet, generated from the seed: what the application prints, what the truth is, and the
// decoys a packet carries (bank, landlord, references, existing funders, the broker's own numbers).
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Printed { text: string; iso: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  title: string; pct: number; taxPrinted: string; taxDigits: string | null; taxType: string | null;
  dob: Printed | null; credit: number | null; home: string; phone: string; email: string;
}
export interface Merchant {
  country: Country; legal: string; dbaPrinted: string; dba: string | null;
  entityPrinted: string; entityId: string; entityBox: string; industryPrinted: string; industryId: string | null;
  taxPrinted: string; taxDigits: string; taxType: string;
  street: string; city: string; state: string; zip: string; stateOfInc: string;
  phone: string; email: string; website: string; start: Printed | null; employees: number; ownRent: 'Own' | 'Rent';
  requested: number | null; payment: number | null; payments: number | null; frequency: string | null; useOfFunds: string;
  monthlySales: number; annualRevenue: number; landlord: string; landlordPhone: string; rent: number;
  bank: string; routing: string; account: string; refs: { name: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[]; owners: Owner[];
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Tomas', 'Olivia', 'Hiroshi', 'Fatima', 'Brendan', 'Lucia', 'Marcus',
  'Ngozi', 'Ethan', 'Sofia', 'Dmitri', 'Grace', 'Rafael', 'Aisha', 'Connor', 'Mei', 'Andre', 'Hannah', 'Kwame'];
const LAST = ['Alvarez', 'Whitfield', 'Okafor', 'van der Berg', "O'Donnell", 'de la Cruz', 'Kowalski-Hart', 'McAllister', 'Nguyen',
  'Patel', 'St. Pierre', 'da Silva', 'Brennan', 'Lindqvist', 'Haddad', 'Fontaine-Leclerc', 'Yamamoto', 'Abernathy', 'Van Dyke', 'Osei'];
const BIZ_A = ['Summit', 'Copper Creek', 'Bluewater', 'Ironwood', 'Golden Oak', 'Redline', 'Northgate', 'Harbor Light', 'Prairie Sky', 'Stonebridge',
  'Cedar Hollow', 'Silver Birch', 'Lakeshore', 'Eastside', 'Maple Leaf', 'Highland'];
// Printed industry text -> the id applications.md's rule gives (longest label/alias contained, word-bounded; null when none).
const INDUSTRIES: readonly [string, string | null, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Coffee Co.'], ['Hair salon', 'personal_care', 'Salon'],
  ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'], ['Dental office', 'dental_practice', 'Dental Group'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Lawn care and tree service', 'landscaping', 'Lawn & Tree'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning Services'], ['Trucking', null, 'Transport'], ['Construction', null, 'Builders'],
  ['Pizzeria', 'restaurant', 'Pizza'], ['Fitness center', 'fitness', 'Fitness'], ['Florist', 'retail_general', 'Flowers'],
  ['Plumbing', 'specialty_trade_contractor', 'Plumbing'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Daycare', 'childcare', 'Kids Academy'],
  ['Physical therapy clinic', 'medical_practice', 'Physical Therapy'], ['Web design', 'it_software', 'Digital'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Convenience store', 'convenience_store', 'Market'], ['Moving company', 'trucking_local', 'Movers'],
  ['Grocery store', 'grocery', 'Foods'], ['Collision repair', 'auto_repair', 'Auto Body'], ['Hotel', 'hotel_motel', 'Inn'],
];
const US_STATES: readonly [string, string, string][] = [['NY', 'Brooklyn', '112'], ['NJ', 'Newark', '071'], ['FL', 'Tampa', '336'], ['TX', 'Austin', '787'],
  ['CA', 'Fresno', '937'], ['IL', 'Naperville', '605'], ['GA', 'Savannah', '314'], ['OH', 'Dayton', '454'], ['AZ', 'Mesa', '852'],
  ['PA', 'Allentown', '181'], ['NC', 'Raleigh', '276'], ['CO', 'Boulder', '803'], ['WA', 'Tacoma', '984'], ['MI', 'Lansing', '489']];
const CA_PROVS: readonly [string, string, string][] = [['ON', 'Mississauga', 'L5B'], ['BC', 'Kelowna', 'V1Y'], ['AB', 'Red Deer', 'T4N'],
  ['QC', 'Laval', 'H7T'], ['MB', 'Brandon', 'R7A'], ['NS', 'Dartmouth', 'B2Y'], ['SK', 'Regina', 'S4P'], ['NB', 'Moncton', 'E1C']];
const STREETS = ['Main St', 'Commerce Blvd', 'Elm Avenue', 'Industrial Pkwy', 'Market Street', 'Riverside Dr', 'King St W', 'Oak Ridge Rd'];
const TITLES_CORP = ['President', 'CEO', 'Vice President', 'Secretary', 'COO'];
const TITLES_LLC = ['Managing Member', 'Member', 'Owner', 'Manager'];
const FUNDERS = ['Pinecrest Capital', 'Rapid Ridge Funding', 'Meridian Advance', 'Bluefin Merchant Capital', 'Kestrel Funding Group'];
const BANKS_US = ['First Harbor Bank', 'Union Valley Credit Union', 'Cornerstone National Bank', 'Pacific Crest Bank'];
const BANKS_CA = ['Banque Laurentienne du Nord', 'Prairie Trust Bank', 'Lakehead Credit Union', 'Northern Shield Bank'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

export function date(rng: Rng, y0: number, y1: number, shortYear: boolean): Printed {
  const y = rng.int(y0, y1), m = rng.int(1, 12), d = rng.int(1, 28);
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const f = rng.int(0, shortYear ? 2 : 1);
  const text = f === 0 ? `${pad(m)}/${pad(d)}/${y}` : f === 1 ? `${MONTHS[m - 1]} ${d}, ${y}` : `${m}/${d}/${String(y).slice(2)}`;
  return { text, iso };
}

function ssn(rng: Rng): string { return `${rng.int(100, 665)}-${rng.digits(2).replace('00', '41')}-${rng.int(1001, 9999)}`; }

function owner(rng: Rng, country: Country, title: string, pct: number, state: string, city: string): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const middle = rng.chance(0.35) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null;
  const masked = rng.chance(0.3);
  let taxPrinted: string, taxDigits: string | null, taxType: string | null;
  if (country === 'CA') {
    const d = `${rng.int(1, 7)}${rng.digits(8)}`;
    taxPrinted = masked ? `*** *** ${d.slice(6)}` : rng.chance(0.5) ? `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}` : `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
    [taxDigits, taxType] = masked ? [null, null] : [d, 'SIN'];
  } else if (!masked && rng.chance(0.12)) {
    taxPrinted = `9${rng.digits(2)}-${rng.int(70, 88)}-${rng.int(1000, 9999)}`;
    [taxDigits, taxType] = [taxPrinted.replace(/\D/g, ''), 'ITIN'];
  } else {
    const s = ssn(rng);
    taxPrinted = masked ? `XXX-XX-${s.slice(-4)}` : s;
    [taxDigits, taxType] = masked ? [null, null] : [s.replace(/\D/g, ''), 'SSN'];
  }
  const home = `${rng.int(10, 9899)} ${rng.pick(['Willow Ln', 'Birch Ct', 'Sunset Ave', 'Hillcrest Rd', 'Lakeview Dr'])}, ${city}, ${state}`;
  const user = `${first[0]!.toLowerCase()}${last.replace(/[^A-Za-z]/g, '').toLowerCase()}`;
  return { first, middle, last, credential: rng.chance(0.08) ? rng.pick(['DC', 'CPA', 'DDS']) : null, title, pct,
    taxPrinted, taxDigits, taxType, dob: rng.chance(0.8) ? date(rng, 1958, 1996, false) : null,
    credit: rng.chance(0.45) ? rng.int(540, 790) : null, home, phone: phone(rng), email: `${user}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
}

export function phone(rng: Rng): string {
  const a = rng.int(201, 989), n = `${rng.int(200, 999)}-${rng.int(1000, 9999)}`;
  return rng.chance(0.5) ? `(${a}) ${n}` : `${a}-${n}`;
}

/** The owner's name as a form prints it in one box: 'First M. Last', 'Last, First', ', DC' kept. */
export function ownerName(o: Owner, style: number): string {
  const cred = o.credential ? `, ${o.credential}` : '';
  if (style === 1 && !o.credential) return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}`;
  return `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}${cred}`;
}

export function merchant(rng: Rng, country: Country, opts: { payments: boolean }): Merchant {
  const [state, city, zip0] = rng.pick(country === 'US' ? US_STATES : CA_PROVS);
  const zip = country === 'US' ? `${zip0}${rng.digits(2)}` : `${zip0} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}`;
  const [industryPrinted, industryId, word] = rng.pick(INDUSTRIES);
  const kinds: readonly (readonly [string, string, string])[] = country === 'US'
    ? [['LLC', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['S Corp', 's_corporation', 'Inc.'], ['Sole Proprietor', 'sole_proprietorship', ''],
       ['Partnership', 'general_partnership', ''], ['PLLC', 'pllc', 'PLLC'], ['LLP', 'llp', 'LLP']] as const
    : [['Corporation', 'ca_corporation', 'Ltd.'], ['Corporation', 'ca_corporation', 'Inc.'], ['Sole Proprietorship', 'sole_proprietorship', ''],
       ['Partnership', 'general_partnership', ''], ['ULC', 'ca_ulc', 'ULC']] as const;
  const [entityPrinted, entityId, suffix] = rng.pick(kinds);
  const sole = entityId === 'sole_proprietorship';
  const n = sole ? 1 : entityId === 'general_partnership' || entityId === 'llp' ? rng.int(2, 3) : rng.weighted([[1, 4], [2, 3], [3, 2], [4, 1]] as const);
  const pcts = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]) : [40, 20, 20, 20];
  const titles = entityId === 'llc' || entityId === 'pllc' ? TITLES_LLC : entityId === 'general_partnership' || entityId === 'llp' ? ['Partner', 'Managing Partner'] : TITLES_CORP;
  const owners = pcts.map((p, i) => owner(rng, country, sole ? rng.pick(['Owner', 'Sole Owner', 'Proprietor']) : i === 0 ? titles[0]! : rng.pick(titles), p, state, city));
  const brand = `${rng.pick(BIZ_A)} ${word}`;
  const numbered = country === 'CA' && entityId === 'ca_corporation' && rng.chance(0.3);
  const legal = sole ? ownerName(owners[0]!, 0).replace(/, \w+$/, '')
    : numbered ? `${rng.int(1000000, 2999999)} ${({ ON: 'Ontario', BC: 'B.C.', AB: 'Alberta', QC: 'Quebec' } as Record<string, string>)[state] ?? 'Canada'} ${suffix}`
    : suffix ? `${brand}${suffix === 'Inc.' && rng.chance(0.5) ? ',' : ''} ${suffix}` : `${brand} ${entityId === 'general_partnership' ? 'Partners' : 'Group'}`;
  const dbaRoll = rng.int(0, 5);
  const dbaText = sole || numbered || dbaRoll < 2 ? `${rng.pick(BIZ_A)} ${word}` : '';
  const dbaPrinted = dbaText || (dbaRoll === 2 ? 'SAME' : dbaRoll === 3 ? 'N/A' : '');
  let taxPrinted: string, taxDigits: string, taxType: string;
  if (country === 'CA') {
    const bn = `${rng.int(1, 8)}${rng.digits(8)}`, acct = `RC000${rng.int(1, 3)}`;
    taxPrinted = rng.chance(0.5) ? `${bn} ${acct}` : `${bn}${acct}`;
    [taxDigits, taxType] = [`${bn}${acct}`, 'BN'];
  } else if (sole && rng.chance(0.5)) {
    taxPrinted = ssn(rng); [taxDigits, taxType] = [taxPrinted.replace(/\D/g, ''), 'SSN'];
  } else {
    taxPrinted = `${rng.int(10, 88)}-${rng.digits(7)}`; [taxDigits, taxType] = [taxPrinted.replace(/\D/g, ''), 'EIN'];
  }
  const others = (country === 'US' ? US_STATES : CA_PROVS).filter((s) => s[0] !== state);
  const stateOfInc = country === 'US' && rng.chance(0.5) ? 'DE' : rng.pick(others)[0];
  const requested = rng.chance(0.9) ? rng.int(10, 300) * 500 : null;
  const frequency = opts.payments && rng.chance(0.8) ? rng.pick(['daily', 'weekly', 'biweekly', 'monthly']) : null;
  const payments = frequency ? (frequency === 'daily' ? rng.pick([60, 90, 120, 140]) : frequency === 'weekly' ? rng.pick([16, 24, 32, 52]) : rng.int(6, 18)) : null;
  const payment = frequency && requested ? Math.round((requested * 1.35) / payments! * 100) / 100 : null;
  const domain = `${brand.replace(/[^A-Za-z]/g, '').toLowerCase()}.${country === 'CA' ? 'ca' : 'com'}`;
  const nFunders = rng.int(0, 2);
  return {
    country, legal, dbaPrinted, dba: dbaText && dbaText !== legal ? dbaText : null, entityPrinted, entityId,
    entityBox: entityPrinted, industryPrinted, industryId, taxPrinted, taxDigits, taxType,
    street: `${rng.int(12, 9850)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`, city, state, zip, stateOfInc,
    phone: phone(rng), email: `info@${domain}`, website: `www.${domain}`, start: rng.chance(0.85) ? date(rng, 2004, 2022, true) : null,
    employees: rng.int(1, 60), ownRent: rng.chance(0.7) ? 'Rent' : 'Own', requested, payment, payments, frequency,
    useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation']),
    monthlySales: rng.int(20, 400) * 1000 + rng.int(0, 999), annualRevenue: rng.int(300, 4800) * 1000,
    landlord: `${rng.pick(LAST)} Property Management`, landlordPhone: phone(rng), rent: rng.int(18, 120) * 100,
    bank: rng.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`,
    account: rng.digits(rng.int(9, 12)),
    refs: [0, 1].map(() => ({ name: `${rng.pick(BIZ_A)} ${rng.pick(['Supply', 'Wholesale', 'Distributors'])}`, phone: phone(rng) })),
    funders: Array.from({ length: nFunders }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(8, 90) * 1000, payment: rng.int(150, 1500) })),
    owners,
  };
}
