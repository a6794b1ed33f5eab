// The merchant behind one form: every value as printed and as the truth reads it (applications.md), plus the decoys
// a funder's form carries. Pure data and formatting; the layouts decide where (and whether) each value is printed.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';

export interface Printed<T> { text: string; value: T | null }

export interface Owner {
  first: string; middle: string; last: string; cred: string;
  /** The name as written in a single "Name" box. */
  full: string;
  /** For split boxes: "First (M.)" and "Last". */
  firstBox: string; lastBox: string;
  role: string;
  ownership: Printed<number>;
  taxId: Printed<string>; taxType: string | null; taxCountry: string | null;
  dob: Printed<string>;
  credit: Printed<number>;
  home: string; homePhone: string; email: string;
}

export interface Model {
  country: Country;
  legalName: string;
  dba: Printed<string>;
  entity: { id: string; text: string };
  industry: Printed<string>;
  taxId: Printed<string>; taxType: string | null; taxCountry: string | null;
  taxIsSsn: boolean;
  start: Printed<string>; yearsText: string;
  street: string; city: string; region: string; regionText: string; zip: string;
  phone: string; email: string; website: string;
  amount: Printed<number>; useOfFunds: string;
  payment: { amount: Printed<number>; count: Printed<number>; freq: string } | null;
  owners: Owner[];
  incState: string;
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: string };
  iso: { name: string; company: string; phone: string };
  references: { name: string; phone: string }[];
  positions: { funder: string; balance: string; payment: string }[];
  monthlySales: string; annualRevenue: string;
  office: { approved: string; factor: string; holdback: string; payment: string; initials: string };
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Robert', 'Aisha', 'Thomas', 'Mei', 'Carlos', 'Sean', 'Fatima', 'Gregory',
  'Anh', 'Olivia', 'Marcus', 'Elena', 'DeShawn', 'Hannah', 'Rajesh', 'Mary-Kate', 'Jean-Luc', 'Bridget', 'Tomasz'];
const LAST = ['Ortega', 'Nguyen', 'Garcia-Lopez', 'de la Cruz', 'Van der Berg', "O'Neill", "D'Angelo", 'McAllister', 'Smith-Jones',
  'Okafor', 'Kowalski', 'Patel', 'Bianchi', 'du Pont', 'Al-Hassan', 'MacDonald', 'Rivera', 'Johnson', 'Lindqvist', 'van Dyke', 'Da Silva'];
const CREDS = [', CPA', ', DDS', ', MD', ', DC', ', Esq.', ', PhD', ', RN'];
const ROLES_SOLE = ['Owner', 'Sole Owner', 'Proprietor'];
const ROLES = ['President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Co-Owner', 'Owner', 'Secretary', 'COO'];

/** Type of business as printed, with the industry id its longest word-bounded alias gives, and a noun for names. */
const INDUSTRIES: [string, string, string][] = [
  ['Italian restaurant', 'restaurant', 'Trattoria'], ['Auto repair & body shop', 'auto_repair', 'Auto Works'],
  ['Plumbing and HVAC', 'specialty_trade_contractor', 'Mechanical'], ['Hair salon', 'personal_care', 'Salon'],
  ['Dental office', 'dental_practice', 'Dental Care'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Long haul trucking', 'trucking_long_haul', 'Freight Lines'], ['Landscaping and lawn care', 'landscaping', 'Grounds'],
  ['Coffee shop', 'restaurant', 'Coffee Co'], ['Daycare center', 'childcare', 'Learning Center'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Commercial cleaning', 'cleaning_services', 'Cleaning Services'],
  ['Wholesale distributor - produce', 'wholesale_distribution', 'Produce'], ['General contractor', 'general_contractor', 'Builders'],
  ['Convenience store', 'convenience_store', 'Food Mart'], ['Law office', 'law_firm', 'Legal Group'],
  ['Machine shop', 'manufacturing', 'Machining'], ['Pet grooming', 'pet_services', 'Pet Spa'], ['Florist', 'retail_general', 'Flowers'],
  ['Physical therapy clinic', 'medical_practice', 'Rehab'], ['Moving company', 'trucking_local', 'Moving'],
  ['Staffing agency', 'staffing_agency', 'Staffing'], ['Laundromat', 'dry_cleaning', 'Laundry'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
];
const PLACES = ['Summit Ridge', 'Blue Heron', 'Cedar Point', 'Ironwood', 'Lakeshore', 'Red Maple', 'Silver Creek', 'Northgate', 'Harbor View',
  'Prairie Rose', 'Granite Falls', 'Willow Bend', 'Eastside', 'Golden Gate', 'Old Mill', 'Three Rivers'];

const US_CITIES: [string, string, string, string][] = [['TX', 'Texas', 'Austin', '787'], ['FL', 'Florida', 'Tampa', '336'],
  ['NY', 'New York', 'Buffalo', '142'], ['CA', 'California', 'Fresno', '937'], ['GA', 'Georgia', 'Savannah', '314'],
  ['OH', 'Ohio', 'Dayton', '454'], ['NJ', 'New Jersey', 'Newark', '071'], ['IL', 'Illinois', 'Peoria', '616'], ['AZ', 'Arizona', 'Mesa', '852'],
  ['NC', 'North Carolina', 'Durham', '277'], ['CO', 'Colorado', 'Pueblo', '810'], ['PA', 'Pennsylvania', 'Erie', '165'],
  ['WA', 'Washington', 'Tacoma', '984'], ['MI', 'Michigan', 'Lansing', '489'], ['TN', 'Tennessee', 'Memphis', '381']];
const CA_CITIES: [string, string, string, string][] = [['ON', 'Ontario', 'Mississauga', 'L5B'], ['BC', 'British Columbia', 'Surrey', 'V3T'],
  ['AB', 'Alberta', 'Calgary', 'T2P'], ['QC', 'Quebec', 'Laval', 'H7N'], ['MB', 'Manitoba', 'Winnipeg', 'R3C'], ['NS', 'Nova Scotia', 'Halifax', 'B3H']];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Oak Ave', 'Elm Street', 'Market Blvd', 'Route 9', 'King St W', 'Queen St E', 'Lakeview Rd'];
const FUNDERS = ['Tallgrass Advance', 'Keystone Receivables', 'Lumen Capital Funding', 'Pinecrest Merchant Capital', 'Harborline Funding', 'Rapid Oak Capital'];
const BANKS_US = ['Chase', 'Wells Fargo', 'Regions Bank', 'TD Bank', 'PNC Bank', 'First Horizon', 'Truist', 'Bank of America'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];

/** US entity ids and how people write them; CA the same for Canadian forms. */
const ENTITY_US: [string, string[], string[]][] = [
  ['llc', ['LLC', 'L.L.C.', 'Limited Liability Company', 'llc'], [', LLC', ' LLC', ', L.L.C.']],
  ['c_corporation', ['Corporation', 'Inc.', 'Corp.', 'C Corp', 'C-Corp'], [', Inc.', ' Inc.', ' Corp.', ' Corporation']],
  ['s_corporation', ['S Corp', 'S-Corp', 'S Corporation'], [', Inc.', ' Inc']],
  ['sole_proprietorship', ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], ['']],
  ['general_partnership', ['Partnership', 'General Partnership'], [' Partners', ' & Associates']],
  ['limited_partnership', ['LP', 'L.P.'], [', L.P.', ' LP']],
  ['llp', ['LLP', 'L.L.P.'], [' LLP']],
  ['pllc', ['PLLC', 'Professional LLC'], [', PLLC']],
  ['professional_corporation', ['P.A.', 'Professional Association'], [', P.A.']],
  ['nonprofit_corporation', ['Non-Profit', 'Nonprofit', '501(c)(3)'], [' Foundation, Inc.', ' Association']],
];
const ENTITY_CA: [string, string[], string[]][] = [
  ['ca_corporation', ['Corporation', 'Inc.', 'Ltd.', 'Incorporated', 'Limited'], [' Inc.', ' Ltd.', ' Limited', ' Corp.']],
  ['sole_proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], ['']],
  ['general_partnership', ['Partnership'], [' Partners']],
  ['ca_ulc', ['ULC', 'Unlimited Liability Corporation'], [' ULC']],
  ['ca_professional_corporation', ['Professional Corporation'], [' Professional Corporation']],
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** A date written the ways people write it; Canadian forms only unambiguous ways (no 03/04/2015). */
export function writeDate(rng: Rng, y: number, m: number, d: number, country: Country): Printed<string> {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const us = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${pad(m)}/${pad(d)}/${String(y).slice(2)}`, `${pad(m)}-${pad(d)}-${y}`];
  const any = [`${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`, iso, `${d} ${MONTHS[m - 1]} ${y}`];
  return { text: rng.pick(country === 'US' ? [...us, ...us, ...any] : any), value: iso };
}

export function money(rng: Rng, v: number, country: Country): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const two = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const bare = cents ? v.toFixed(2) : String(v);
  const us = [`$${grouped}`, `$${two}`, grouped, `$ ${grouped}`, bare, `$${bare}`];
  return rng.pick(country === 'US' ? us : [...us, `CAD ${grouped}`, `$${grouped} CAD`, `${two} CAD`]);
}

function luhnDigit(body: string): string {
  let s = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    s += d;
  }
  return String((10 - (s % 10)) % 10);
}

function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${rng.digits(2)}${rng.int(70, 88)}${pad(rng.int(1, 9999), 4)}`;
  let area = rng.int(1, 665);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
}

/** A personal tax number printed full (in one of several ways), masked, or left blank. */
function personalId(rng: Rng, country: Country): { id: Printed<string>; type: string | null; country: string | null } {
  const r = rng.next();
  const digits = country === 'US' ? ssn(rng, rng.chance(0.12)) : ((b: string): string => b + luhnDigit(b))(`${rng.int(1, 7)}${rng.digits(7)}`);
  if (r < 0.15) return { id: { text: '', value: null }, type: null, country: null };
  const a = digits.slice(0, 3), b = digits.slice(3, 5), c = digits.slice(5);
  if (r < 0.45) {
    const masked = country === 'US' ? rng.pick([`XXX-XX-${c}`, `***-**-${c}`, `xxx-xx-${c}`]) : rng.pick([`XXX XXX ${digits.slice(6)}`, `***-***-${digits.slice(6)}`]);
    return { id: { text: masked, value: null }, type: null, country: null };
  }
  const text = country === 'US' ? rng.pick([`${a}-${b}-${c}`, `${a} ${b} ${c}`, digits])
    : rng.pick([`${a} ${digits.slice(3, 6)} ${digits.slice(6)}`, `${a}-${digits.slice(3, 6)}-${digits.slice(6)}`, digits]);
  const type = country === 'CA' ? 'SIN' : digits.startsWith('9') ? 'ITIN' : 'SSN';
  return { id: { text, value: digits }, type, country };
}

const EIN_PREFIX = ['12', '20', '26', '27', '33', '45', '46', '47', '52', '58', '61', '74', '81', '82', '84', '86', '87', '88', '90', '91', '93', '98'];

function person(rng: Rng, country: Country, role: string, share: number | null, hasCred: boolean): Owner {
  const first = rng.pick(FIRST), last = rng.pick(LAST);
  const middle = rng.chance(0.55) ? `${String.fromCharCode(65 + rng.int(0, 25))}${rng.chance(0.7) ? '.' : ''}` : '';
  const cred = hasCred ? rng.pick(CREDS) : '';
  const fm = middle ? `${first} ${middle}` : first;
  const full = rng.chance(0.25) && !cred ? `${last}, ${fm}` : `${fm} ${last}${cred}`;
  const pct = share === null ? { text: '', value: null } : {
    text: rng.pick([`${share}%`, `${share}`, `${share} %`, `${share}.00%`, `${share} pct`]), value: share };
  const t = personalId(rng, country);
  const by = rng.int(1955, 1998), bm = rng.int(1, 12), bd = rng.int(1, 28);
  const dob = rng.chance(0.85) ? writeDate(rng, by, bm, bd, country) : { text: '', value: null };
  const score = rng.int(540, 790);
  const credit = rng.chance(0.6) ? { text: String(score), value: score } : { text: '', value: null };
  const [st, , city, zip] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const home = `${rng.int(10, 9899)} ${rng.pick(STREETS)}, ${city}, ${st} ${country === 'US' ? zip + rng.digits(2) : `${zip} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}`}`;
  return { first, middle, last, cred, full, firstBox: fm, lastBox: last, role, ownership: pct, taxId: t.id, taxType: t.type,
    taxCountry: t.country, dob, credit, home, homePhone: phone(rng), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}@example.com` };
}

function phone(rng: Rng): string {
  const a = rng.int(201, 989), b = rng.int(200, 999), c = rng.digits(4);
  return rng.pick([`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`]);
}

const SHARES: number[][][] = [[[100]], [[50, 50], [60, 40], [51, 49], [75, 25]], [[40, 30, 30], [34, 33, 33], [50, 25, 25]],
  [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];

export function buildModel(rng: Rng, country: Country, maxOwners: number): Model {
  const [entityId, entityTexts, suffixes] = rng.pick(country === 'US' ? ENTITY_US : ENTITY_CA);
  const [indText, indId, noun] = rng.pick(INDUSTRIES);
  const place = rng.pick(PLACES);
  const nOwners = entityId === 'sole_proprietorship' ? 1 : rng.weighted<number>([[1, 3], [2, 4], [3, 2], [4, 1]].filter(([n]) => n! <= maxOwners) as [number, number][]);
  const shares = rng.pick(SHARES[nOwners - 1]!);
  const blankShares = rng.chance(0.08);
  const owners = shares.map((s, i) => person(rng.fork(`owner${i}`), country,
    entityId === 'sole_proprietorship' ? rng.pick(ROLES_SOLE) : rng.pick(ROLES), blankShares ? null : s, rng.chance(0.12)));
  if (rng.chance(0.08)) owners[owners.length - 1]!.role = '';
  const taxIsSsn = country === 'US' && entityId === 'sole_proprietorship' && rng.chance(0.5);
  const o0 = owners[0]!;
  const legalName = taxIsSsn ? `${o0.first}${o0.middle ? ' ' + o0.middle : ''} ${o0.last}` : `${place} ${noun}${rng.pick(suffixes)}`;
  const dbaName = `${rng.pick(PLACES.filter((p) => p !== place))} ${noun}`;
  const dr = rng.next();
  const dba: Printed<string> = dr < 0.45 || taxIsSsn ? { text: dbaName, value: dbaName } : dr < 0.6 ? { text: '', value: null }
    : dr < 0.72 ? { text: rng.pick(['SAME', 'Same']), value: null } : dr < 0.84 ? { text: rng.pick(['N/A', 'n/a']), value: null }
      : { text: legalName, value: null };
  let tax: Printed<string>, taxType: string | null = null, taxCountry: string | null = null;
  const tr = rng.next();
  if (taxIsSsn) {
    const d = ssn(rng, false);
    tax = { text: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`, value: d }; taxType = 'SSN'; taxCountry = 'US';
  } else if (country === 'US') {
    const d = rng.pick(EIN_PREFIX) + rng.digits(7);
    if (tr < 0.12) tax = { text: '', value: null };
    else if (tr < 0.3) tax = { text: rng.pick([`XX-XXX${d.slice(5)}`, `**-***${d.slice(5)}`]), value: null };
    else { tax = { text: rng.chance(0.75) ? `${d.slice(0, 2)}-${d.slice(2)}` : d, value: d }; taxType = 'EIN'; taxCountry = 'US'; }
  } else {
    const b = `${rng.int(1, 8)}${rng.digits(7)}`, d = b + luhnDigit(b), prog = `RC${pad(rng.int(1, 3), 4)}`;
    if (tr < 0.12) tax = { text: '', value: null };
    else if (tr < 0.27) tax = { text: `XXXXX${d.slice(5)} ${prog}`, value: null };
    else if (tr < 0.4) { tax = { text: d, value: d }; taxType = 'BN'; taxCountry = 'CA'; }
    else {
      tax = { text: rng.pick([`${d} ${prog}`, `${d}${prog}`, `${d} ${prog.slice(0, 2)} ${prog.slice(2)}`, `${d.slice(0, 5)} ${d.slice(5)} ${prog}`]), value: d + prog };
      taxType = 'BN'; taxCountry = 'CA';
    }
  }
  const sy = rng.int(1998, 2022), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const start = rng.chance(0.9) ? writeDate(rng, sy, sm, sd, country) : { text: '', value: null };
  const [regionCode, regionName, city, zip3] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? zip3 + rng.digits(2) : `${zip3} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}`;
  const amt = rng.int(15, 400) * (rng.chance(0.5) ? 1000 : 500);
  const amount = rng.chance(0.93) ? { text: money(rng, amt, country), value: amt } : { text: '', value: null };
  let payment: Model['payment'] = null;
  if (rng.chance(0.6)) {
    const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly']);
    const n = freq === 'daily' ? rng.int(6, 36) * 5 : freq === 'weekly' ? rng.int(16, 52) : freq === 'biweekly' ? rng.int(8, 26) : rng.int(6, 18);
    const pay = Math.round((amt * rng.float(1.22, 1.45) / n) * 100) / 100;
    payment = { amount: { text: money(rng, pay, country), value: pay }, count: { text: String(n), value: n }, freq };
  }
  const sales = rng.int(30, 400) * 1000;
  const positions = Array.from({ length: rng.int(0, 3) }, () => ({ funder: rng.pick(FUNDERS), balance: money(rng, rng.int(5, 90) * 1000, country),
    payment: money(rng, rng.int(150, 2400), country) }));
  return {
    country, legalName, dba, entity: { id: entityId, text: rng.pick(entityTexts) },
    industry: rng.chance(0.92) ? { text: indText, value: indId } : { text: '', value: null },
    taxId: tax, taxType, taxCountry, taxIsSsn, start, yearsText: `${2025 - sy} yrs`,
    street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city,
    region: regionCode, regionText: rng.chance(0.75) ? regionCode : regionName, zip,
    phone: phone(rng), email: `info@${place.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${place.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    amount, useOfFunds: rng.pick(['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Renovation']),
    payment, owners,
    incState: country === 'US' ? rng.pick(['DE', 'NV', 'WY', regionCode]) : rng.pick(['Federal (CBCA)', 'ON', 'BC']),
    bank: { name: rng.pick(country === 'US' ? BANKS_US : BANKS_CA), routing: country === 'US' ? `0${rng.digits(8)}` : `0${rng.digits(4)}-${rng.digits(3)}`,
      account: rng.digits(rng.int(8, 12)) },
    landlord: { name: `${rng.pick(PLACES)} Properties LLC`, phone: phone(rng), rent: money(rng, rng.int(12, 90) * 100, country) },
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, company: rng.pick(['Direct', 'Website', 'Referral Partner 114', 'Clearpath ISO']), phone: phone(rng) },
    references: [0, 1].map(() => ({ name: `${rng.pick(PLACES)} ${rng.pick(['Supply', 'Wholesale', 'Foods', 'Distributors'])}`, phone: phone(rng) })),
    positions, monthlySales: money(rng, sales, country), annualRevenue: money(rng, sales * 12, country),
    office: { approved: money(rng, Math.round(amt * 0.8 / 1000) * 1000, country), factor: `${rng.float(1.2, 1.49).toFixed(2)}`,
      holdback: `${rng.int(8, 18)}%`, payment: money(rng, rng.int(150, 2500), country), initials: rng.alnum(2, 'ABCDEFGHJKLMNPRSTW') },
  };
}
