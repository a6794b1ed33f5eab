// The fictional merchant behind one form: every value drawn from the seed, with the truth each printed value gives.
// Layouts decide how (and whether) a value is printed; this file decides what it is.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Owner {
  first: string; middle: string; last: string; credential: string;
  title: string; pct: number; taxId: string; taxMasked: boolean; dob: string; credit: number | null; home: string;
}

export interface Merchant {
  country: Country;
  legal: string;
  /** What the DBA / operating-name line shows ('' for blank). */
  dbaPrinted: string;
  tradeName: string | null;
  entityText: string; entityId: string; entityBox: string;
  industryText: string; industryId: string;
  taxIdPrinted: string; taxIdDigits: string; taxIdType: string;
  street: string; city: string; state: string; zip: string; phone: string; email: string;
  startIso: string;
  requested: number; payment: number; nPayments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[];
  decoys: { landlord: string; landlordPhone: string; bank: string; routing: string; account: string; isoRep: string;
    reference: string; referencePhone: string; funder: string; funderBalance: string; incState: string };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomas', 'Linh', 'Robert', 'Priya', 'Derek', 'Fatima', 'Kevin', 'Sofia', 'Marcus',
  'Hannah', 'Luis', 'Grace', 'Omar', 'Chloe', 'Andre', 'Mei', 'Patrick', 'Nadia', 'Victor', 'Elena', 'Samuel'];
// Particles and hyphens on purpose: applications.md keeps them in last_name.
const LAST = ['Alvarez', 'Okafor', 'Nguyen', 'Brennan', 'De la Cruz', 'Van der Berg', 'Smith-Jones', "O'Connell", 'Castillo',
  'Whitfield', 'Kowalski', 'Haddad', 'St. Pierre', 'Morales-Reyes', 'Lindqvist', 'Park', 'Di Marco', 'Thibodeaux', 'MacLeod'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director', 'Secretary'];
const WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Maple', 'Ironwood', 'Cedar Point', 'Golden Gate', 'Riverbend', 'Prairie', 'Lakeshore',
  'Northgate', 'Red Oak', 'Silverline', 'Copper Creek', 'Evergreen', 'Granite', 'Sunrise', 'Westfield'];
// [printed type of business, industries reference id] checked against the reference's longest-alias rule.
const INDUSTRIES: [string, string, string][] = [['Italian restaurant', 'restaurant', 'Trattoria'], ['Coffee shop', 'restaurant', 'Coffee'],
  ['Hair salon', 'personal_care', 'Salon'], ['Dental office', 'dental_practice', 'Dental'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Landscaping & lawn care', 'landscaping', 'Landscapes'], ['Daycare center', 'childcare', 'Kids Academy'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Convenience store', 'convenience_store', 'Market'], ['Fitness center', 'fitness', 'Fitness'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Janitorial services', 'cleaning_services', 'Janitorial'], ['Machine shop', 'manufacturing', 'Machine Works'], ['Moving company', 'trucking_local', 'Movers'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['HVAC installation and repair', 'specialty_trade_contractor', 'Heating & Air'],
  ['Catering', 'food_truck_catering', 'Catering'], ['Used car dealer', 'auto_dealer_used', 'Auto Sales'], ['Collision repair', 'auto_repair', 'Collision'],
  ['Home health care agency', 'home_health_care', 'Home Care'], ['Electrical contractor', 'specialty_trade_contractor', 'Electric'],
  ['Tutoring center', 'education_private', 'Learning Center'], ['Nail salon and spa', 'personal_care', 'Nails']];
const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Columbus', 'OH', '432'], ['Tampa', 'FL', '336'], ['Denver', 'CO', '802'],
  ['Raleigh', 'NC', '276'], ['Phoenix', 'AZ', '850'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Fresno', 'CA', '937'],
  ['Nashville', 'TN', '372'], ['Savannah', 'GA', '314'], ['Boise', 'ID', '837'], ['Tacoma', 'WA', '984'], ['Omaha', 'NE', '681']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Laval', 'QC', 'H7N'],
  ['Halifax', 'NS', 'B3J'], ['Winnipeg', 'MB', 'R3C'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Lakeview Rd', 'King St W', 'Railway Ave'];
const BANKS = ['First Meridian Bank', 'Coastal Federal Credit Union', 'Pinnacle Community Bank', 'Great Plains Savings'];
const FUNDERS = ['Rapid Bridge Capital', 'Apex Daily Funding', 'Liberty Lane Advance', 'Cobalt Merchant Funding'];

/** A 9-digit number with a Luhn check digit (Canadian BN and SIN). */
function luhn9(rng: Rng, first: number): string {
  const d = [first, ...rng.digits(7).split('').map(Number)];
  let sum = 0;
  for (let i = 0; i < 8; i++) { let v = d[i]!; if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } sum += v; }
  return d.join('') + String((10 - (sum % 10)) % 10);
}

function ssn(rng: Rng): string {
  const area = rng.pick([rng.int(1, 665), rng.int(667, 899)]);
  return `${String(area).padStart(3, '0')}-${String(rng.int(1, 99)).padStart(2, '0')}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function makeOwner(rng: Rng, country: Country, pct: number, title: string): Owner {
  const first = rng.pick(FIRST);
  const sin = luhn9(rng, rng.int(1, 7));
  return {
    first, middle: rng.chance(0.3) ? `${rng.pick('ABCDEJKLMRST'.split(''))}.` : '', last: rng.pick(LAST),
    credential: rng.chance(0.08) ? rng.pick(['DC', 'CPA', 'DDS']) : '', title, pct,
    taxId: country === 'US' ? ssn(rng) : `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`,
    taxMasked: rng.chance(0.25), dob: iso(rng.int(1956, 1996), rng.int(1, 12), rng.int(1, 28)),
    credit: rng.chance(0.4) ? rng.int(520, 800) : null,
    home: `${rng.int(12, 9800)} ${rng.pick(['Willow Ln', 'Birch Ct', 'Oakmont Dr', 'Pine St', 'Hillcrest Rd'])}`,
  };
}

/** Ownership split over n owners, whole percentages, summing to 100 (or less when a silent partner is not listed). */
function split(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 80, 75])];
  const cuts = n === 2 ? [rng.pick([50, 51, 60, 65, 70, 75])] : n === 3 ? [rng.pick([40, 50, 34]), rng.pick([30, 25, 33])] : [40, 20, 20];
  const out = [...cuts];
  out.push(100 - cuts.reduce((a, b) => a + b, 0));
  return out;
}

export function makeMerchant(rng: Rng, country: Country, maxOwners: number): Merchant {
  const [industryText, industryId, word] = rng.pick(INDUSTRIES);
  const [city, state, zip3] = rng.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const n = rng.weighted([[1, 5], [2, 4], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const pcts = split(rng, n);
  const owners = pcts.map((p, i) => makeOwner(rng, country, p, i === 0 ? rng.pick(TITLES.slice(0, 4)) : rng.pick(TITLES.slice(3))));
  const base = `${rng.pick(WORDS)} ${word}`;
  const ent = country === 'US'
    ? rng.weighted<[string, string, string, string]>([[['LLC', 'llc', 'LLC', ', LLC'], 5], [['Corporation', 'c_corporation', 'Corporation', ', Inc.'], 3],
      [['Inc.', 'c_corporation', 'Corporation', ' Inc.'], 1], [['S Corp', 's_corporation', 'S Corp', ', Inc.'], 2],
      [['Partnership', 'general_partnership', 'Partnership', ' Partners'], 1], [['PLLC', 'pllc', 'Other', ', PLLC'], 1],
      [['Sole Proprietor', 'sole_proprietorship', 'Sole Proprietor', ''], 2]])
    : rng.weighted<[string, string, string, string]>([[['Corporation', 'ca_corporation', 'Corporation', ' Ltd.'], 4], [['Inc.', 'ca_corporation', 'Corporation', ' Inc.'], 2],
      [['Sole Proprietorship', 'sole_proprietorship', 'Sole Proprietorship', ''], 2], [['Partnership', 'general_partnership', 'Partnership', ' Partners'], 1],
      [['ULC', 'ca_ulc', 'Other', ' ULC'], 1]]);
  const sole = ent[1] === 'sole_proprietorship';
  if (sole) { owners.length = 1; owners[0]!.pct = 100; owners[0]!.title = 'Owner'; owners[0]!.credential = ''; }
  const o0 = owners[0]!;
  // A sole proprietor's legal name is the owner's name; the trade name is then the business's.
  const legal = sole ? `${o0.first} ${o0.last}` : `${base}${ent[3]}`;
  const dbaChoice = sole ? 'name' : rng.weighted([['name', 4], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dbaName = sole ? base : `${rng.pick(WORDS)} ${word}`;
  const dbaPrinted = dbaChoice === 'name' ? dbaName : dbaChoice === 'blank' ? '' : dbaChoice === 'legal' ? legal : dbaChoice;
  let taxIdPrinted: string, taxIdDigits: string, taxIdType: string;
  if (country === 'US') {
    if (sole && rng.chance(0.6)) { taxIdPrinted = o0.taxId; taxIdType = 'SSN'; o0.taxMasked = false; } else {
      taxIdPrinted = `${rng.pick([12, 20, 27, 33, 45, 46, 47, 52, 54, 81, 84, 86, 88, 90, 92, 95, 98])}-${rng.digits(7)}`; taxIdType = 'EIN';
    }
    taxIdDigits = taxIdPrinted.replace(/\D/g, '');
  } else {
    const bn = luhn9(rng, rng.int(1, 8));
    taxIdPrinted = rng.pick([`${bn} RC0001`, `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} RC0001`, `${bn}RC0001`]);
    taxIdDigits = `${bn}RC0001`; taxIdType = 'BN';
  }
  const freq = rng.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const requested = rng.pick([15000, 20000, 25000, 35000, 40000, 50000, 65000, 75000, 100000, 125000, 150000]) + (rng.chance(0.2) ? 2500 : 0);
  const nPayments = freq === 'daily' ? rng.pick([100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([24, 30, 36, 52]) : freq === 'biweekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((requested * rng.float(1.25, 1.45) / nPayments) * 100) / 100;
  const now = 2025;
  const y = rng.int(now - 25, now - 1);
  const areaCode = country === 'US' ? rng.int(201, 989) : rng.pick([416, 403, 604, 514, 902, 204, 306, 506]);
  const zip = country === 'US' ? `${zip3}${rng.digits(2)}` : `${zip3} ${rng.int(1, 9)}${rng.pick('ABCEGHJKLMNPRSTVXY'.split(''))}${rng.int(1, 9)}`;
  return {
    country, legal, dbaPrinted, tradeName: dbaChoice === 'name' ? dbaName : null,
    entityText: ent[0], entityId: ent[1], entityBox: ent[2], industryText, industryId,
    taxIdPrinted, taxIdDigits, taxIdType,
    street: `${rng.int(10, 9999)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city, state, zip,
    phone: `(${areaCode}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `${o0.first.toLowerCase()}@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    startIso: iso(y, rng.int(1, 12), rng.int(1, 28)), requested, payment, nPayments, frequency: freq, owners,
    decoys: {
      landlord: `${rng.pick(WORDS)} Property Management`, landlordPhone: `(${areaCode}) ${rng.int(200, 989)}-${rng.digits(4)}`,
      bank: rng.pick(BANKS), routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`, account: rng.digits(rng.int(9, 12)),
      isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, reference: `${rng.pick(WORDS)} Supply Co.`,
      referencePhone: `(${areaCode}) ${rng.int(200, 989)}-${rng.digits(4)}`, funder: rng.pick(FUNDERS), funderBalance: `$${rng.int(4, 60)},${rng.digits(3)}`,
      incState: country === 'US' ? rng.pick(['DE', 'NV', 'WY', state]) : rng.pick(['Federal (CBCA)', state]),
    },
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A date printed the way the layout's owner would write it. */
export function fmtDate(isoDate: string, style: 'us' | 'us2' | 'long' | 'iso'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (style === 'us') return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  if (style === 'us2') return `${m}/${d}/${String(y).slice(2)}`;
  if (style === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  return isoDate;
}

export function money(v: number, cents = false): string {
  return `$${v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** The owner's name as printed: first, middle initial, last, credential. */
export function fullName(o: Owner): string {
  return `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${o.credential ? `, ${o.credential}` : ''}`;
}

export function maskedTax(o: Owner): string {
  if (!o.taxMasked) return o.taxId;
  // Masked as brokers mask: only the last digits survive, so applications.md gives tax_id null.
  return o.taxId.length === 11 && o.taxId[6] === '-' ? `XXX-XX-${o.taxId.slice(-4)}` : `***-***-${o.taxId.slice(-3)}`;
}
