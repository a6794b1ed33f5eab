// The fictional merchant behind one form: every value twice, as printed and as applications.md reads it. Layouts pick
// which of these they print; the truth is then built only from what was placed (see pen.ts).
import type { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  /** The name as printed in one box ("Maria T. De La Cruz", "Okafor, James", "Lena Park, DC"). */
  printed: string;
  role: string;
  ownership: number; ownershipText: string;
  credit: number | null;
  ssnText: string; ssn: string | null; ssnType: 'SSN' | 'ITIN' | null;
  dobText: string | null; dob: string | null;
  home: string; homeCity: string; cell: string; email: string;
}

export interface Merchant {
  legal: string; dbaText: string; dba: string | null;
  entityLabel: string; entityId: string; entityCheckbox: string;
  industryText: string; industryId: string;
  taxText: string; tax: string; taxType: 'EIN' | 'SSN' | 'ITIN';
  stateCode: string; incState: string; street: string; city: string; zip: string;
  phone: string; email: string; website: string | null;
  startText: string; start: string; yearsInBusiness: number;
  amount: number; amountText: string;
  payment: number; paymentText: string; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  useOfFunds: string; monthlySales: string; annualRevenue: string; employees: string; ownRent: 'Own' | 'Rent';
  owners: Owner[];
  bank: { name: string; routing: string; account: string; officer: string };
  landlord: { name: string; phone: string; rent: string };
  refs: { name: string; contact: string; phone: string }[];
  advances: { funder: string; balance: string; payment: string }[];
  rep: { name: string; phone: string; email: string; code: string };
  signedText: string;
}

const FIRST = ['Maria', 'James', 'Lena', 'Darnell', 'Priya', 'Tomasz', 'Grace', 'Hector', 'Aisha', 'Connor', 'Mei', 'Rafael',
  'Beatriz', 'Samuel', 'Yolanda', 'Victor', 'Hannah', 'Kwame', 'Ingrid', 'Luis', 'Renee', 'Omar', 'Colleen', 'Dmitri'];
const LAST = ['De La Cruz', 'Okafor', 'Park', 'Whitfield', 'Raghunathan', 'Kowalski', "O'Brien", 'Van Dyke', 'Garcia-Lopez',
  'Lindqvist', 'Nakamura', 'Abernathy', 'St. Clair', 'Mbeki', 'Castellanos', 'Fitzgerald', 'Haddad', 'McAllister', 'Del Rio',
  'Santos-Rivera', 'Oyelaran', 'Petrakis', 'Brennan', 'Yilmaz'];
const STREETS = ['Commerce Blvd', 'Main St', 'Industrial Pkwy', 'Oak Ave', 'Harbor Dr', 'Route 9', 'Elm St', 'Riverside Rd', 'Market St'];
const PLACES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Newark', 'NJ', '071'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'],
  ['Charlotte', 'NC', '282'], ['Yonkers', 'NY', '107'], ['Garland', 'TX', '750'], ['Aurora', 'CO', '800'], ['Marietta', 'GA', '300'],
  ['Fresno', 'CA', '937'], ['Lowell', 'MA', '018'], ['Boise', 'ID', '837'], ['Tacoma', 'WA', '984'], ['Joliet', 'IL', '604']];
/** Type-of-business phrases and the industry id the longest-alias rule gives them (checked in the test). */
const INDUSTRIES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Auto repair & tire shop', 'auto_repair', 'Auto Care'],
  ['Plumbing and HVAC contractor', 'specialty_trade_contractor', 'Mechanical'], ['Hair salon', 'personal_care', 'Salon'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Commercial cleaning services', 'cleaning_services', 'Cleaning'],
  ['Landscaping & lawn care', 'landscaping', 'Landscapes'], ['Dental office', 'dental_practice', 'Dental'],
  ['Local trucking / hauling', 'trucking_local', 'Hauling'], ['Coffee shop', 'restaurant', 'Coffee'],
  ['Day spa', 'personal_care', 'Spa'], ['Fitness center', 'fitness', 'Fitness'], ['Machine shop', 'manufacturing', 'Machine Works'],
  ['Pet grooming', 'pet_services', 'Pet Spa'], ['Catering', 'food_truck_catering', 'Catering'], ['IT services', 'it_software', 'Tech'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Wholesale distributor', 'wholesale_distribution', 'Supply'],
  ['Moving company', 'trucking_local', 'Movers'], ['Grocery store', 'grocery', 'Market'], ['Liquor store', 'liquor_store', 'Spirits'],
  ['Physical therapy clinic', 'medical_practice', 'Rehab'], ['Bakery cafe', 'restaurant', 'Bakehouse'],
];
const WORDS = ['Summit', 'Bayside', 'Ironwood', 'Lakeshore', 'Redline', 'Cedar Point', 'Northgate', 'Blue Heron', 'Granite', 'Sunrise', 'Pioneer', 'Keystone'];
/** [printed entity suffix or label, entity id, checkbox label]. */
const ENTITIES: [string, string, string][] = [['LLC', 'llc', 'LLC'], ['Inc.', 'c_corporation', 'Corporation'], ['Corp.', 'c_corporation', 'Corporation'],
  ['LLC', 'llc', 'LLC'], ['S Corp', 's_corporation', 'S-Corp'], ['PLLC', 'pllc', 'Other'], ['LP', 'limited_partnership', 'Other']];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO'];
const FUNDERS = ['Ridgeline Capital', 'Fundwell Partners', 'Bluestone Advance', 'Parkway Merchant Funding', 'Oakmont Capital Group', 'Sterling Receivables'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank', 'KeyBank'];
const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion / second location', 'Payroll', 'Renovation', 'Marketing'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number, cents = false): string =>
  '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

function date(r: Rng, y0: number, y1: number): { y: number; m: number; d: number; iso: string } {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return { y, m, d, iso: `${y}-${pad(m)}-${pad(d)}` };
}
function printDate(r: Rng, x: { y: number; m: number; d: number }): string {
  return r.weighted([[`${pad(x.m)}/${pad(x.d)}/${x.y}`, 5], [`${x.m}/${x.d}/${String(x.y).slice(2)}`, 2], [`${MONTHS[x.m - 1]} ${x.d}, ${x.y}`, 2]] as const);
}

function owner(r: Rng, i: number, share: number, soleProp: boolean): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const middle = r.chance(0.3) ? r.pick('ABCDEFGHJKLMRST'.split('')) : null;
  const credential = i === 0 && r.chance(0.08) ? r.pick(['DC', 'CPA', 'DDS']) : null;
  const style = r.weighted([['plain', 6], ['lastfirst', 1]] as const);
  const base = `${first}${middle ? ` ${middle}.` : ''} ${last}`;
  const printed = style === 'lastfirst' && !credential ? `${last}, ${first}` : `${base}${credential ? `, ${credential}` : ''}`;
  const itin = r.chance(0.1);
  const area = itin ? `9${r.int(0, 9)}${r.int(0, 9)}` : pad(r.int(100, 665), 3);
  const grp = itin ? String(r.int(70, 88)) : pad(r.int(1, 99));
  const serial = pad(r.int(1, 9999), 4);
  const mask = !soleProp && r.chance(0.3);
  const ssnText = mask ? r.pick([`XXX-XX-${serial}`, `***-**-${serial}`]) : `${area}-${grp}-${serial}`;
  const dob = date(r, 1956, 1996);
  const hasDob = r.chance(0.85);
  const hasCredit = r.chance(0.6);
  const credit = hasCredit ? r.int(540, 810) : null;
  const [hc, hs, hz] = r.pick(PLACES);
  return {
    first, middle, last, credential, printed,
    role: soleProp ? 'Owner' : i === 0 ? r.pick(ROLES.slice(0, 5)) : r.pick(ROLES.slice(3)),
    ownership: share, ownershipText: r.chance(0.8) ? `${share}%` : String(share), credit,
    ssnText, ssn: mask ? null : `${area}${grp}${serial}`, ssnType: mask ? null : itin ? 'ITIN' : 'SSN',
    dobText: hasDob ? printDate(r, dob) : null, dob: hasDob ? dob.iso : null,
    home: `${r.int(12, 9800)} ${r.pick(['Willow Ln', 'Maple Ct', 'Birch Rd', 'Sunset Ave', 'Park Pl'])}`, homeCity: `${hc}, ${hs} ${hz}${r.digits(2)}`,
    cell: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`,
  };
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 80, 75])];
  if (n === 2) { const a = r.pick([50, 51, 60, 65, 70, 75]); return [a, r.chance(0.8) ? 100 - a : 100 - a - 5]; }
  const a = r.pick([40, 45, 50]), b = r.pick([25, 30]); return [a, b, 100 - a - b];
}

export function makeMerchant(r: Rng, maxOwners: number): Merchant {
  const soleProp = r.chance(0.15);
  const count = soleProp ? 1 : Math.min(maxOwners, r.weighted([[1, 4], [2, 4], [3, 2]] as const));
  const sh = shares(r, count);
  const owners = sh.map((s, i) => owner(r, i, s, soleProp));
  const [ind, indId, word] = r.pick(INDUSTRIES);
  const [city, st, zip3] = r.pick(PLACES);
  const head = r.pick(WORDS);
  let legal: string, entityLabel: string, entityId: string, entityCheckbox: string, dbaText: string, dba: string | null;
  let taxText: string, tax: string, taxType: 'EIN' | 'SSN' | 'ITIN';
  const ein = `${pad(r.int(10, 99))}${r.digits(7)}`;
  if (soleProp) {
    const o = owners[0]!;
    legal = `${o.first} ${o.last}`; entityLabel = 'Sole Proprietor'; entityId = 'sole_proprietorship'; entityCheckbox = 'Sole Proprietor';
    dbaText = `${head} ${word}`; dba = dbaText;
    if (r.chance(0.5) && o.ssn) { taxText = o.ssnText; tax = o.ssn; taxType = o.ssnType ?? 'SSN'; } else { taxText = `${ein.slice(0, 2)}-${ein.slice(2)}`; tax = ein; taxType = 'EIN'; }
  } else {
    const [suffix, id, box] = r.pick(ENTITIES);
    legal = `${head} ${word}${suffix === 'Inc.' || suffix === 'Corp.' ? ', ' : ' '}${suffix}`;
    entityLabel = suffix === 'Inc.' ? 'Corporation' : suffix === 'Corp.' ? 'Corp' : suffix; entityId = id; entityCheckbox = box;
    const d = r.weighted([['dba', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
    dbaText = d === 'dba' ? `${head} ${r.pick(['Express', 'Pros', 'Co.', word + ' & More', 'of ' + city])}` : d === 'blank' ? '' : d === 'legal' ? legal : d;
    dba = d === 'dba' ? dbaText : null;
    taxText = `${ein.slice(0, 2)}-${ein.slice(2)}`; tax = ein; taxType = 'EIN';
  }
  const start = date(r, 2004, 2022);
  const amount = r.pick([15, 20, 25, 30, 35, 40, 50, 60, 75, 80, 100, 125, 150, 200]) * 1000;
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = frequency === 'daily' ? r.pick([100, 120, 140, 160]) : frequency === 'weekly' ? r.pick([20, 26, 32, 40]) : frequency === 'biweekly' ? r.pick([12, 16, 20]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / payments * 100) / 100;
  const incState = r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : st;
  const advances = Array.from({ length: r.int(0, 2) }, () => ({ funder: r.pick(FUNDERS), balance: money(r.int(4, 60) * 1000), payment: money(r.int(150, 1200)) }));
  return {
    legal, dbaText, dba, entityLabel, entityId, entityCheckbox, industryText: ind, industryId: indId, taxText, tax, taxType,
    stateCode: st, incState, street: `${r.int(10, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city, zip: `${zip3}${r.digits(2)}`,
    phone: phone(r), email: `info@${head.toLowerCase().replace(/\s/g, '')}${word.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${head.toLowerCase().replace(/\s/g, '')}${word.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    startText: printDate(r, start), start: start.iso, yearsInBusiness: 2025 - start.y,
    amount, amountText: r.chance(0.7) ? money(amount) : money(amount, true),
    payment, paymentText: money(payment, true), payments, frequency,
    useOfFunds: r.pick(USES), monthlySales: money(r.int(25, 400) * 1000), annualRevenue: money(r.int(300, 4800) * 1000),
    employees: String(r.int(1, 60)), ownRent: r.chance(0.25) ? 'Own' : 'Rent', owners,
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)), officer: `${r.pick(FIRST)} ${r.pick(LAST)}` },
    landlord: { name: `${r.pick(WORDS)} Property Management`, phone: phone(r), rent: money(r.int(18, 120) * 100) },
    refs: Array.from({ length: 3 }, () => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply Co.', 'Wholesale', 'Distributors', 'Paper Goods'])}`, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) })),
    advances,
    rep: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: `deals${r.int(1, 99)}@isodesk.com`, code: `ISO-${r.alnum(5)}` },
    signedText: `${pad(r.int(1, 12))}/${pad(r.int(1, 28))}/2025`,
  };
}
