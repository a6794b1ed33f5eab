// The merchant, its owners and the people around them, drawn once per (layout, seed): every style of a seed prints
// this same model, so the three styles share one truth. Printed strings are chosen here; the truth values are what
// applications.md's rules give for them.
import { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type F = Record<string, string | number | null>;

export interface Owner {
  first: string; mi: string; last: string; cred: string;
  /** The full name as printed in a one-line name box. */
  printed: string;
  role: string; own: number; ownText: string;
  taxText: string; taxLabel: string; masked: boolean; taxDigits: string | null; taxType: string | null;
  dob: string; dobText: string; score: number | null; scoreText: string;
  home: string; homeCity: string; spouse: string; spouseTax: string; bank: string; routing: string; account: string;
  cell: string; email: string;
}

export interface Model {
  country: Country;
  legal: string; dbaText: string; trade: string | null;
  entityText: string; entityId: string; entityBox: string; entityOther: string;
  industryText: string; industryId: string;
  taxText: string; taxLabel: string; taxDigits: string; taxType: string;
  street: string; city: string; stateText: string; stateCode: string; zip: string; phone: string; email: string; website: string;
  startText: string; startIso: string; incState: string;
  amountText: string; amount: number; paymentText: string; payment: number; nPayments: number; freqLabel: string; freq: string;
  useOfFunds: string; monthlySales: string; employees: string;
  owners: Owner[];
  landlord: string; landlordPhone: string; rent: string;
  refs: { name: string; phone: string }[];
  iso: { name: string; phone: string; email: string };
  advances: { funder: string; balance: string; payment: string }[];
  bizBank: { name: string; routing: string; account: string };
  cosigner: { name: string; tax: string; relation: string };
}

const FIRST = ['Ana', 'Marcus', 'Priya', 'Darnell', 'Elena', 'Tomasz', 'Keisha', 'Rafael', 'Hannah', 'Omar', 'Lucia', 'Grant',
  'Mei', 'Andre', 'Sofia', 'Julien', 'Nadia', 'Curtis', 'Yolanda', 'Wesley', 'Ingrid', 'Malik', 'Rosa', 'Dmitri'];
const LAST = ['Rivera', 'Okafor', 'Patel', 'Whitfield', 'Garcia-Lopez', 'van der Merwe', "O'Brien", 'De La Cruz', 'Nguyen',
  'McAllister', 'Kowalski', 'Tremblay', 'Abernathy', 'St. Clair', 'Haddad', 'Lindqvist', 'Washington', 'Castellanos',
  'Brennan-Hayes', 'Fontaine', 'Yamamoto', 'Dubois', 'Ferreira', 'Mbeki'];
const SPOUSE = ['Laura', 'Kevin', 'Amara', 'Jorge', 'Beth', 'Samuel', 'Ines', 'Victor', 'Claire', 'Tariq'];
const WORDS = ['Summit', 'Harbor', 'Cedar', 'Lakeshore', 'Ironwood', 'Bright', 'Northgate', 'Copper', 'Bluebird', 'Granite',
  'Riverbend', 'Maple', 'Crescent', 'Pioneer', 'Golden', 'Silverline', 'Prairie', 'Redstone'];
export const INDUSTRIES: readonly (readonly [string, string])[] = [
  ['Veterinary clinic', 'veterinary'], ['Collision repair & paint', 'auto_repair'], ['HVAC installation and service', 'specialty_trade_contractor'],
  ['Hair salon', 'personal_care'], ['Pizzeria', 'restaurant'], ['Lawn care and snow plowing', 'landscaping'], ['Dental office', 'dental_practice'],
  ['Commercial cleaning', 'cleaning_services'], ['Plumbing contractor', 'specialty_trade_contractor'], ['Coffee shop', 'restaurant'],
  ['Daycare center', 'childcare'], ['Used car dealer', 'auto_dealer_used'], ['Dump truck hauling', 'trucking_local'],
  ['Physical therapy clinic', 'medical_practice'], ['Bakery cafe', 'restaurant'], ['Boutique clothing store', 'retail_general'],
  ['Liquor store', 'liquor_store'], ['Machine shop', 'manufacturing'], ['Moving company', 'trucking_local'], ['Gym and fitness center', 'fitness'],
];
const NOUNS: Record<string, string> = { veterinary: 'Animal Hospital', auto_repair: 'Auto Body', specialty_trade_contractor: 'Mechanical',
  personal_care: 'Hair Studio', restaurant: 'Kitchen', landscaping: 'Grounds', dental_practice: 'Dental', cleaning_services: 'Cleaning',
  childcare: 'Kids Academy', auto_dealer_used: 'Motors', trucking_local: 'Hauling', medical_practice: 'Rehab', retail_general: 'Boutique',
  liquor_store: 'Spirits', manufacturing: 'Machining', fitness: 'Fitness' };
const US_STATES: readonly (readonly [string, string, string])[] = [['TX', 'Texas', 'Austin'], ['FL', 'Florida', 'Tampa'], ['NY', 'New York', 'Buffalo'],
  ['GA', 'Georgia', 'Marietta'], ['OH', 'Ohio', 'Columbus'], ['AZ', 'Arizona', 'Mesa'], ['NJ', 'New Jersey', 'Paterson'], ['IL', 'Illinois', 'Naperville'],
  ['NC', 'North Carolina', 'Raleigh'], ['CO', 'Colorado', 'Aurora'], ['PA', 'Pennsylvania', 'Allentown'], ['WA', 'Washington', 'Tacoma']];
const CA_PROV: readonly (readonly [string, string, string, string])[] = [['ON', 'Ontario', 'Mississauga', 'L5B'], ['BC', 'British Columbia', 'Surrey', 'V3T'],
  ['AB', 'Alberta', 'Red Deer', 'T4N'], ['QC', 'Quebec', 'Laval', 'H7N'], ['MB', 'Manitoba', 'Brandon', 'R7A'], ['NS', 'Nova Scotia', 'Dartmouth', 'B2Y']];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Lakeview Rd', 'Elm St', 'Highland Blvd', 'Front St', 'Mill Rd'];
const FUNDERS = ['Apex Merchant Funding', 'Velocity Advance Co', 'Pinecrest Capital', 'Rapid Receivables LLC', 'Torch Funding Group'];
const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'PNC Bank', 'TD Bank', 'Regions', 'RBC Royal Bank', 'Scotiabank', 'BMO'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const EIN_PREFIX = ['12', '20', '27', '30', '35', '45', '46', '47', '51', '54', '56', '58', '61', '65', '74', '81', '84', '86', '88', '91', '93', '95', '98'];
const SHARES = [[100], [60, 40], [50, 50], [51, 49], [50, 30, 20], [40, 35, 25], [34, 33, 33], [40, 25, 20, 15], [25, 25, 25, 25]];

const p2 = (n: number) => String(n).padStart(2, '0');
export const money = (n: number, cents = false) => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
function luhn9(rng: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
  let s = 0;
  d.forEach((v, i) => { const x = i % 2 ? v * 2 : v; s += x > 9 ? x - 9 : x; });
  return d.join('') + String((10 - (s % 10)) % 10);
}
function ssn(rng: Rng, itin = false): string {
  if (itin) return `9${rng.digits(2)}${rng.pick(['70', '72', '78', '81', '88', '92', '95'])}${p2(rng.int(10, 99))}${p2(rng.int(10, 99))}`;
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${p2(rng.int(1, 99))}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
const fmtSsn = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
const fmtSin = (d: string, sep: string) => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
function date(rng: Rng, y0: number, y1: number): [number, number, number] {
  return [rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28)];
}
const iso = ([y, m, d]: [number, number, number]) => `${y}-${p2(m)}-${p2(d)}`;
function fmtDate(rng: Rng, [y, m, d]: [number, number, number], short: boolean): string {
  const f = rng.int(0, short ? 3 : 2);
  if (f === 0) return `${p2(m)}/${p2(d)}/${y}`;
  if (f === 1) return `${m}/${d}/${y}`;
  if (f === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  return `${m}/${d}/${String(y).slice(2)}`;
}
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

function makeOwner(rng: Rng, country: Country, used: Set<string>, own: number, role: string, state: string): Owner {
  let first = rng.pick(FIRST), last = rng.pick(LAST);
  while (used.has(first) || used.has(last)) { first = rng.pick(FIRST); last = rng.pick(LAST); }
  used.add(first); used.add(last);
  const mi = rng.chance(0.4) ? `${rng.pick(['J', 'M', 'R', 'A', 'L', 'T'])}.` : '';
  const cred = rng.chance(0.15) ? rng.pick([', CPA', ', DC', ', DDS']) : '';
  const style = rng.int(0, 2);
  const printed = style === 2 ? `${last}, ${first}${mi ? ' ' + mi : ''}` : `${first}${mi ? ' ' + mi : ''} ${last}${cred}`;
  const masked = rng.chance(0.3);
  let taxText: string, taxDigits: string | null, taxType: string | null, taxLabel: string;
  if (country === 'CA') {
    const d = luhn9(rng, rng.int(1, 7)), sep = rng.pick([' ', '-']);
    taxLabel = 'SIN'; taxType = 'SIN'; taxDigits = d;
    taxText = masked ? `${rng.pick(['XXX', '***'])}${sep}${rng.pick(['XXX', '***'])}${sep}${d.slice(6)}` : fmtSin(d, sep);
  } else {
    const d = ssn(rng, rng.chance(0.12));
    taxLabel = d.startsWith('9') ? 'SSN / ITIN' : 'SSN'; taxType = d.startsWith('9') ? 'ITIN' : 'SSN'; taxDigits = d;
    taxText = masked ? `${rng.pick(['XXX-XX-', '***-**-'])}${d.slice(5)}` : fmtSsn(d);
  }
  if (masked) { taxDigits = null; taxType = null; }
  const dobParts = date(rng, 1955, 1996);
  const score = rng.chance(0.6) ? rng.int(560, 810) : null;
  const city = rng.pick(['Springfield', 'Fairview', 'Riverside', 'Greenville', 'Clinton', 'Madison', 'Oakdale']);
  const home = country === 'CA' ? `${rng.int(10, 9999)} ${rng.pick(STREETS)}, ${city}, ${state} ${rng.pick(['K', 'L', 'M', 'V', 'T'])}${rng.int(1, 9)}${rng.pick(['A', 'B', 'C'])} ${rng.int(1, 9)}${rng.pick(['X', 'Y', 'Z'])}${rng.int(1, 9)}`
    : `${rng.int(10, 9999)} ${rng.pick(STREETS)}, ${city}, ${state} ${rng.digits(5)}`;
  const sp = country === 'CA' ? fmtSin(luhn9(rng, rng.int(1, 7)), ' ') : fmtSsn(ssn(rng));
  return { first, mi, last, cred, printed, role, own, ownText: rng.pick([`${own}%`, `${own}`, `${own}.0 %`, `${own} %`]),
    taxText, taxLabel, masked, taxDigits, taxType, dob: iso(dobParts), dobText: fmtDate(rng, dobParts, false), score,
    scoreText: score === null ? '' : String(score), home, homeCity: city, spouse: `${rng.pick(SPOUSE)} ${last}`, spouseTax: sp,
    bank: rng.pick(BANKS), routing: country === 'CA' ? `0${rng.digits(2)}-${rng.digits(5)}` : `0${rng.digits(8)}`, account: rng.digits(rng.int(9, 12)),
    cell: phone(rng), email: `${first.toLowerCase()}.${last.replace(/[^A-Za-z]/g, '').toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
}

export function makeModel(layout: string, seed: number, country: Country, opts: { soleProp?: boolean; officer?: boolean } = {}): Model {
  const rng = new Rng(`independent172:${layout}:${seed}`);
  const [industryText, industryId] = rng.pick(INDUSTRIES) as readonly [string, string];
  const [stateCode, stateName, city, post] = country === 'CA' ? rng.pick(CA_PROV) : [...rng.pick(US_STATES), ''];
  const stateText = rng.chance(0.7) ? stateCode : stateName;
  const word = rng.pick(WORDS), word2 = rng.pick(WORDS.filter((w) => w !== word));
  const soleProp = !!opts.soleProp && rng.chance(0.3);
  let entityText: string, entityId: string, entityBox: string, entityOther = '', legal: string;
  const base = `${word} ${NOUNS[industryId] ?? 'Services'}`;
  if (country === 'CA') {
    const e = rng.pick([['Corporation', 'ca_corporation', 'Corporation', `${base} Inc.`], ['Inc.', 'ca_corporation', 'Corporation', `${base} Ltd.`],
      ['Partnership', 'general_partnership', 'Partnership', `${word} & ${word2} ${NOUNS[industryId] ?? 'Services'}`],
      ['Corporation', 'ca_corporation', 'Corporation', `${rng.int(1000000, 2999999)} ${stateName} Inc.`]] as const);
    [entityText, entityId, entityBox, legal] = e;
  } else {
    const e = rng.pick([['LLC', 'llc', 'LLC', `${base} LLC`], ['Limited Liability Company', 'llc', 'LLC', `${base}, LLC`],
      ['Corporation', 'c_corporation', 'Corporation', `${base}, Inc.`], ['C Corp', 'c_corporation', 'Corporation', `${base} Corp.`],
      ['S Corp', 's_corporation', 'S Corp', `${base}, Inc.`], ['Partnership', 'general_partnership', 'Partnership', `${word} & ${word2} Partners`],
      ['PLLC', 'pllc', 'Other', `${base}, PLLC`], ['LLP', 'llp', 'Other', `${word} ${word2} LLP`]] as const);
    [entityText, entityId, entityBox, legal] = e;
    if (entityBox === 'Other') entityOther = entityText;
  }
  // Owners: shares summing to 100, sometimes an officer with 0%.
  const shares = soleProp ? [100] : [...rng.pick(SHARES)];
  const withOfficer = !soleProp && opts.officer !== false && shares.length < 4 && rng.chance(0.4);
  const used = new Set<string>();
  const roles = entityId.includes('llc') ? ['Managing Member', 'Member', 'Member', 'Member'] : entityId.includes('partnership') || entityId === 'llp' ? ['Partner', 'Partner', 'Partner', 'Partner']
    : ['President', 'Vice President', 'Treasurer', 'Director'];
  if (soleProp) roles[0] = 'Owner';
  const owners = shares.map((s, i) => makeOwner(rng, country, used, s, i === 0 && rng.chance(0.3) ? rng.pick(['CEO', 'Owner']) : roles[i]!, rng.pick(country === 'CA' ? [stateCode, 'ON'] : [stateCode, stateCode, 'NJ', 'DE'])));
  if (withOfficer) owners.push(makeOwner(rng, country, used, 0, rng.pick(['Secretary', 'Officer', 'COO (officer)', 'Corporate Secretary']), stateCode));
  let taxText: string, taxDigits: string, taxType: string, taxLabel: string;
  if (country === 'CA') {
    const bn = luhn9(rng, rng.int(1, 8)), prog = `RC000${rng.int(1, 3)}`;
    taxDigits = bn + prog; taxType = 'BN'; taxLabel = 'Business Number (BN)';
    taxText = rng.chance(0.5) ? `${bn} ${prog}` : `${bn}${prog}`;
  } else if (soleProp) {
    const o = owners[0]!;
    o.masked = false; o.taxDigits = ssn(rng); o.taxType = 'SSN'; o.taxLabel = 'SSN'; o.taxText = fmtSsn(o.taxDigits);
    taxDigits = o.taxDigits; taxType = 'SSN'; taxLabel = 'Federal Tax ID (SSN if no EIN)'; taxText = o.taxText;
    legal = `${o.first}${o.mi ? ' ' + o.mi : ''} ${o.last}`; entityText = 'Sole Proprietor'; entityId = 'sole_proprietorship'; entityBox = 'Sole Proprietor'; entityOther = '';
  } else {
    taxDigits = rng.pick(EIN_PREFIX) + rng.digits(7); taxType = 'EIN'; taxLabel = 'Federal Tax ID (EIN)';
    taxText = rng.chance(0.25) ? taxDigits : `${taxDigits.slice(0, 2)}-${taxDigits.slice(2)}`;
  }
  const dbaRoll = rng.next();
  const dbaName = `${word} ${rng.pick(['Express', 'Pro', 'Plus', 'Co.', '& Sons', 'Studio', 'Works'])}`;
  const dbaText = soleProp ? dbaName : dbaRoll < 0.6 ? dbaName : dbaRoll < 0.75 ? 'SAME' : dbaRoll < 0.85 ? rng.pick(['N/A', 'n/a']) : '';
  const trade = dbaText === '' || /^(same|n\/a)$/i.test(dbaText) ? null : dbaText;
  const start = date(rng, 2004, 2022);
  const amount = rng.int(15, 250) * 1000;
  const freqIdx = rng.int(0, 3);
  const freq = ['daily', 'weekly', 'biweekly', 'monthly'][freqIdx]!, freqLabel = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'][freqIdx]!;
  const nPayments = [rng.int(100, 180), rng.int(24, 52), rng.int(12, 26), rng.int(6, 12)][freqIdx]!;
  const payment = Math.round((amount * rng.float(1.25, 1.45) * 100) / nPayments) / 100;
  const cur = country === 'CA' ? rng.pick(['', ' CAD']) : '';
  const amountText = rng.pick([`$${money(amount)}`, `$${money(amount, true)}`, `${money(amount)}`, `$ ${money(amount)}`]) + cur;
  const n2 = rng.int(0, 2);
  const used2 = new Set<string>(used);
  const cos = makeOwner(rng, country, used2, 0, 'Co-signer', stateCode);
  return { country, legal, dbaText, trade, entityText, entityId, entityBox, entityOther, industryText, industryId,
    taxText, taxLabel, taxDigits, taxType, street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 450)}` : ''}`,
    city, stateText, stateCode, zip: country === 'CA' ? `${post} ${rng.int(1, 9)}${rng.pick(['K', 'P', 'W'])}${rng.int(1, 9)}` : rng.digits(5),
    phone: phone(rng), email: `office@${word.toLowerCase()}${word2.toLowerCase()}.com`, website: `www.${word.toLowerCase()}${word2.toLowerCase()}.com`,
    startText: fmtDate(rng, start, true), startIso: iso(start), incState: country === 'CA' ? rng.pick(['Canada (CBCA)', ...CA_PROV.map((p) => p[1]).filter((n) => n !== stateName)])
      : rng.pick(['Delaware', 'Nevada', 'Wyoming', ...US_STATES.map((p) => p[1]).filter((n) => n !== stateName)]),
    amountText, amount, paymentText: `$${money(payment, true)}`, payment, nPayments, freqLabel, freq,
    useOfFunds: rng.pick(['Inventory', 'Equipment', 'Payroll and working capital', 'Expansion', 'Marketing']),
    monthlySales: `$${money(rng.int(30, 400) * 1000 + 350)}`, employees: String(rng.int(2, 60)), owners,
    landlord: `${rng.pick(WORDS)} Property Management`, landlordPhone: phone(rng), rent: `$${money(rng.int(18, 120) * 100 + 25)}`,
    refs: [0, 1].map(() => ({ name: `${rng.pick(WORDS)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Parts'])}`, phone: phone(rng) })),
    iso: { name: `${rng.pick(SPOUSE)} ${rng.pick(['Kline', 'Morrow', 'Pratt', 'Sosa'])}`, phone: phone(rng), email: `deals@${rng.pick(['fundbridge', 'capitalink', 'nexfund'])}.com` },
    advances: Array.from({ length: n2 }, () => ({ funder: rng.pick(FUNDERS), balance: `$${money(rng.int(4000, 90000) + 0.37, true)}`, payment: `$${money(rng.int(90, 2400) + 0.5, true)}` })),
    bizBank: { name: rng.pick(BANKS), routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)) },
    cosigner: { name: `${cos.first} ${cos.last}`, tax: cos.taxDigits ? (country === 'CA' ? fmtSin(cos.taxDigits, ' ') : fmtSsn(cos.taxDigits)) : cos.spouseTax, relation: rng.pick(['Spouse of guarantor', 'Parent', 'Business associate']) } };
}

/** The truth fields one printed owner value gives. */
export const ap = (i: number, k: string) => `application.applicants[${i}].${k}`;
export function nameFields(i: number, o: Owner): F { return { [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }; }
export function taxFields(i: number, o: Owner, country: Country): F {
  return { [ap(i, 'tax_id')]: o.taxDigits, [ap(i, 'tax_id_type')]: o.taxType, [ap(i, 'tax_id_country')]: o.masked ? null : country };
}
export function bizTaxFields(m: Model): F {
  return { 'application.business_tax_id': m.taxDigits, 'application.business_tax_id_type': m.taxType, 'application.business_tax_id_country': m.country };
}
export function stateFields(m: Model): F {
  return { 'application.state_region': m.stateCode, 'application.country': m.country === 'CA' ? 'Canada' : 'United States' };
}
