// Fictional merchant data for set 267, with the printed text of every value and what applications.md reads from it.
import { readFileSync } from 'node:fs';
import { Rng } from '../../statements/generator/prng.ts';

const REF = '/work/shared/reference';
interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
function items(file: string): RefItem[] {
  return (JSON.parse(readFileSync(`${REF}/${file}`, 'utf8')) as { items: RefItem[] }).items;
}
export const ENTITY_IDS = new Set(items('entity-types.json').map((i) => i.id!));
export const INDUSTRY_IDS = new Set(items('industries.json').map((i) => i.id!));
export const STATE_CODES = new Set(items('states.json').map((i) => i.code!));
export const PROVINCE_CODES = new Set(items('provinces.json').map((i) => i.code!));

const INDUSTRIES = items('industries.json');
/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label!, ...(it.aliases ?? [])]) {
      const s = a.toLowerCase();
      const re = new RegExp(`(^|[^a-z0-9])${s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`);
      if (re.test(t) && (!best || s.length > best.len)) best = { id: it.id!, len: s.length };
    }
  }
  return best?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
export type Country = 'US' | 'CA';
export interface TaxRead { id: string | null; type: string | null; country: string | null }
export interface Owner {
  printedName: string;
  first: string;
  last: string;
  roleText: string; // '' = blank
  pctText: string;
  pct: number | null;
  taxText: string;
  tax: TaxRead;
  dobText: string;
  dobIso: string | null;
  scoreText: string;
  score: number | null;
  home: string;
  homePhone: string;
}
export interface Merchant {
  country: Country;
  legal: string;
  dbaText: string; // '' = blank
  dba: string | null;
  entityText: string; // free text as printed ('' = blank)
  entityId: string | null;
  entityBox: string | null; // label of the checkbox to tick on checkbox forms (null: Other, with entityText on its line)
  industryText: string;
  industryId: string | null;
  useOfFunds: string;
  taxText: string;
  taxBare: boolean; // a bare 9-digit number: its type comes from the label
  tax: TaxRead;
  startText: string;
  startIso: string | null;
  yearsText: string;
  street: string;
  city: string;
  region: string;
  postal: string;
  phone: string;
  email: string;
  website: string;
  stateOfInc: string;
  employees: string;
  monthlySales: string;
  annualRevenue: string;
  own: 'Own' | 'Rent';
  amountText: string;
  amount: number;
  paymentText: string;
  payment: number | null;
  nText: string;
  n: number | null;
  freqLabel: string; // as printed on a free-text line; '' = blank
  freq: string | null;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: string };
  refs: { name: string; phone: string }[];
  iso: { name: string; company: string; phone: string; id: string };
  advances: { funder: string; balance: string; payment: string }[];
}

const FIRST = ['James', 'Maria', 'Chinedu', 'Priya', 'Luis', 'Anne-Marie', 'Jean-Luc', 'Siobhan', 'Dmitri', 'Keisha', 'Tomasz', 'Harold',
  'Rosa', 'Wendell', 'Yusuf', 'Beatriz', 'Connor', 'Mei', 'Ravi', 'Dolores', 'Frank', 'Imani', 'Gustavo', 'Lorraine', 'Tariq', 'Agnes'];
const LAST = ['Alvarez', 'Okafor', 'Patel', "O'Brien", "D'Angelo", 'Smith-Jones', 'van der Berg', 'de la Cruz', 'McAllister', 'Nakamura',
  'Kowalski', 'Lefebvre', 'Whitfield', 'Abernathy', 'Castellanos-Ruiz', 'Van Buren', 'Mbeki', 'Ferreira', 'Lindqvist', 'Dubois',
  "O'Halloran", 'De Luca', 'Hargreaves', 'Pettigrew', 'Quintero', 'Szymanski'];
const CREDS = ['DC', 'CPA', 'DDS', 'MD', 'PE'];
const ADJ = ['Summit', 'Harbor', 'Copper', 'Bluegrass', 'Granite', 'Maple', 'Redwood', 'Silver Creek', 'Northgate', 'Lakeside', 'Ironwood',
  'Prairie', 'Old Mill', 'Cedar', 'Beacon', 'Tri-County', 'Five Points', 'Riverbend'];
const NOUN = ['Ridge', 'Valley', 'Crossing', 'Point', 'Hollow', 'Station', 'Square', 'Bend', 'Landing', 'Heights'];
const US_PLACES: [string, string, string][] = [['Dayton', 'OH', '454'], ['Macon', 'GA', '312'], ['Tulsa', 'OK', '741'], ['Fresno', 'CA', '937'],
  ['Spokane', 'WA', '992'], ['Scranton', 'PA', '185'], ['Mobile', 'AL', '366'], ['Boise', 'ID', '837'], ['Wichita', 'KS', '672'],
  ['Paterson', 'NJ', '075'], ['Lowell', 'MA', '018'], ['El Paso', 'TX', '799'], ['Tampa', 'FL', '336'], ['Joliet', 'IL', '604'],
  ['Reno', 'NV', '895'], ['Provo', 'UT', '846'], ['Toledo', 'OH', '436'], ['Yonkers', 'NY', '107'], ['Asheville', 'NC', '288']];
const CA_PLACES: [string, string, string][] = [['Hamilton', 'ON', 'L8P'], ['Red Deer', 'AB', 'T4N'], ['Kelowna', 'BC', 'V1Y'],
  ['Moncton', 'NB', 'E1C'], ['Regina', 'SK', 'S4P'], ['Brandon', 'MB', 'R7A'], ['Halifax', 'NS', 'B3J'], ['Sherbrooke', 'QC', 'J1H'],
  ['Sudbury', 'ON', 'P3E'], ['Saskatoon', 'SK', 'S7K']];
const STREETS = ['Oak St', 'Main Street', 'Commerce Dr', 'W 4th Ave', 'Industrial Pkwy', 'Elm Rd', 'Route 9', 'Market St', 'Harbor Blvd',
  'Kings Hwy', 'Queen St E', 'Railroad Ave'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** [printed type of business, the id industryOf gives it] */
export const INDUSTRY_TEXTS: [string, string, string][] = [
  ['Full-service restaurant', 'restaurant', 'Kitchen'], ['Italian restaurant & bar', 'restaurant', 'Trattoria'], ['Hair salon', 'personal_care', 'Salon'],
  ['Collision repair & paint', 'auto_repair', 'Auto Body'], ['Plumbing & HVAC contractor', 'specialty_trade_contractor', 'Mechanical'],
  ['Dental office', 'dental_practice', 'Dental Group'], ['Veterinary clinic', 'veterinary', 'Animal Clinic'], ['Laundromat', 'dry_cleaning', 'Laundry'],
  ['Landscaping & lawn care', 'landscaping', 'Lawn & Garden'], ['Trucking - dump truck hauling', 'trucking_local', 'Hauling'],
  ['Convenience store', 'convenience_store', 'Food Mart'], ['Day spa', 'personal_care', 'Spa'], ['Daycare center', 'childcare', 'Learning Center'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Coffee shop', 'restaurant', 'Coffee Co'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Florist', 'retail_general', 'Flowers'], ['Machine shop', 'manufacturing', 'Machine Works'], ['Home health care agency', 'home_health_care', 'Home Care'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Catering', 'food_truck_catering', 'Catering'], ['Bakery cafe', 'restaurant', 'Bakehouse'],
  ['Moving company', 'trucking_local', 'Movers'], ['Chiropractor', 'medical_practice', 'Chiropractic'], ['IT services', 'it_software', 'Tech Solutions']];
const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Payroll', 'Expansion / second location', 'Renovation', 'Marketing', 'Debt consolidation'];
const FUNDERS = ['Blue Vault Funding', 'Clearline Capital', 'Pinnacle Advance LLC', 'Meridian Merchant Group', 'Fastlane Funding', 'Oakmont Capital Partners'];
const BANKS = ['First Prairie Bank', 'Citizens Mutual Savings', 'Keystone Federal Credit Union', 'Harborview Bank, N.A.', 'Great Lakes Trust'];
const CA_BANKS = ['Caisse Populaire du Nord', 'Maritime Trust Company', 'Prairie Credit Union', 'Northern Chartered Bank'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const money = (n: number, cents = false) => n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

function luhn9(rng: Rng, first: number): string {
  for (;;) {
    const d = [first, ...Array.from({ length: 7 }, () => rng.int(0, 9))];
    let sum = 0;
    d.forEach((v, i) => { let x = i % 2 === 1 ? v * 2 : v; if (x > 9) x -= 9; sum += x; });
    const check = (10 - (sum % 10)) % 10;
    return d.join('') + String(check);
  }
}
function ein(rng: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = rng.int(1, 99);
  while (bad.has(p)) p = rng.int(1, 99);
  return pad(p, 2) + rng.digits(7).replace(/^0/, '4');
}
function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  while (area === 666) area = rng.int(1, 899);
  return pad(area, 3) + pad(rng.int(1, 99), 2) + pad(rng.int(1, 9999), 4);
}
function itin(rng: Rng): string {
  return '9' + pad(rng.int(0, 99), 2) + String(rng.int(70, 88)) + pad(rng.int(1, 9999), 4);
}
const fmtSsn = (s: string) => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`;

function dateText(rng: Rng, y: number, m: number, d: number, ca: boolean, allowShort: boolean): string {
  const f = rng.int(0, ca ? 1 : allowShort && y >= 2000 ? 3 : 2);
  if (ca) return f === 0 ? `${y}-${pad(m, 2)}-${pad(d, 2)}` : `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 0) return `${pad(m, 2)}/${pad(d, 2)}/${y}`;
  if (f === 1) return `${m}/${d}/${y}`;
  if (f === 2) return `${MONTHS[m - 1]} ${d}, ${y}`;
  return `${pad(m, 2)}/${pad(d, 2)}/${String(y).slice(2)}`;
}

interface Person { first: string; middle: string | null; last: string; cred: string | null }
function person(rng: Rng, used: Set<string>): Person {
  let last = rng.pick(LAST);
  while (used.has(last)) last = rng.pick(LAST);
  used.add(last);
  return { first: rng.pick(FIRST), middle: rng.chance(0.4) ? String.fromCharCode(65 + rng.int(0, 25)) : null, last, cred: rng.chance(0.12) ? rng.pick(CREDS) : null };
}
function nameText(rng: Rng, p: Person, lastFirst: boolean): string {
  const mid = p.middle ? ` ${p.middle}.` : '';
  const cred = p.cred ? `, ${p.cred}` : '';
  if (lastFirst) return `${p.last}, ${p.first}${mid}`;
  return `${p.first}${mid} ${p.last}${cred}`;
}

export interface GenOptions { country: Country; maxOwners: number; einLabel: boolean; lastFirst: 'always' | 'sometimes' | 'never' }

export function makeMerchant(rng: Rng, o: GenOptions): Merchant {
  const ca = o.country === 'CA';
  const used = new Set<string>();
  const [ind, indId, indWord] = rng.pick(INDUSTRY_TEXTS);
  const base = `${rng.pick(ADJ)} ${rng.chance(0.4) ? rng.pick(NOUN) + ' ' : ''}${indWord}`;

  // entity type and legal name
  let entityText = '', entityId: string | null = null, legal = base, entityBox: string | null = null;
  const kind = ca
    ? rng.weighted<string>([['ca_corporation', 6], ['sole_proprietorship', 2], ['general_partnership', 1], ['ca_ulc', 1]])
    : rng.weighted<string>([['llc', 6], ['c_corporation', 3], ['s_corporation', 2], ['sole_proprietorship', 2], ['general_partnership', 1],
      ['limited_partnership', 1], ['pllc', 1], ['llp', 0.5], ['professional_corporation', 0.5]]);
  const prov = ca ? rng.pick(CA_PLACES) : rng.pick(US_PLACES);
  const nOwners = kind === 'sole_proprietorship' ? 1 : rng.weighted<number>([[1, 4], [2, 4], [3, 2], [4, 1.5]].filter(([n]) => n! <= o.maxOwners) as [number, number][]);
  const people = Array.from({ length: nOwners }, () => person(rng, used));
  const soleName = `${people[0]!.first}${people[0]!.middle ? ` ${people[0]!.middle}.` : ''} ${people[0]!.last}`;
  switch (kind) {
    case 'llc': entityText = rng.pick(['LLC', 'L.L.C.', 'Limited Liability Company', 'llc']); legal += rng.pick([' LLC', ', LLC', ' L.L.C.']); entityBox = 'LLC'; break;
    case 'c_corporation': entityText = rng.pick(['Corporation', 'Inc.', 'C-Corp', 'Corp']); legal += rng.pick([', Inc.', ' Inc.', ' Corp.', ' Incorporated']); entityBox = 'Corporation'; break;
    case 's_corporation': entityText = rng.pick(['S Corp', 'S-Corp', 'S Corporation']); legal += rng.pick([', Inc.', ' Inc.', ' Corp.']); entityBox = 'S Corp'; break;
    case 'sole_proprietorship': entityText = rng.pick(ca ? ['Sole Proprietorship', 'Sole Proprietor'] : ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']); legal = soleName; entityBox = ca ? 'Sole Proprietorship' : 'Sole Proprietor'; break;
    case 'general_partnership': entityText = rng.pick(['Partnership', 'General Partnership']); legal += rng.pick([' Partners', ' & Associates', ' Company']); entityBox = 'Partnership'; break;
    case 'limited_partnership': entityText = rng.pick(['LP', 'Limited Partnership']); legal += rng.pick([', LP', ' L.P.']); break;
    case 'pllc': entityText = rng.pick(['PLLC', 'Professional LLC']); legal += ', PLLC'; break;
    case 'llp': entityText = 'LLP'; legal += ' LLP'; break;
    case 'professional_corporation': entityText = rng.pick(['P.C.', 'Professional Corporation']); legal += ', P.C.'; break;
    case 'ca_corporation':
      entityText = rng.pick(['Corporation', 'Ltd.', 'Inc.', 'Incorporated']); entityBox = 'Corporation';
      legal = rng.chance(0.3) ? `${rng.int(1000000, 2999999)} ${({ ON: 'Ontario', AB: 'Alberta', BC: 'B.C.', NB: 'New Brunswick', SK: 'Saskatchewan', MB: 'Manitoba', NS: 'Nova Scotia', QC: 'Quebec' } as Record<string, string>)[prov[1]] ?? 'Canada'} ${rng.pick(['Inc.', 'Ltd.'])}` : legal + rng.pick([' Ltd.', ' Inc.', ' Corp.', ' Limited']);
      break;
    case 'ca_ulc': entityText = rng.pick(['ULC', 'Unlimited Liability Company']); legal += ' ULC'; break;
  }
  if (rng.chance(0.06)) { entityText = ''; entityBox = null; } else entityId = kind;
  if (entityText && !entityBox) entityBox = null;

  // DBA
  const dbaShape = rng.weighted<string>([['name', 5], ['blank', 2], ['same', 1], ['na', 1], ['legal', 1]]);
  const dbaName = `${rng.pick(ADJ)} ${indWord}`;
  const dbaText = dbaShape === 'name' ? (dbaName === legal ? dbaName + ' II' : dbaName) : dbaShape === 'same' ? rng.pick(['SAME', 'Same']) : dbaShape === 'na' ? 'N/A' : dbaShape === 'legal' ? legal : '';
  const dba = dbaShape === 'name' ? dbaText : null;

  // business tax id
  let taxText = '', taxBare = false, tax: TaxRead = { id: null, type: null, country: null };
  const tShape = rng.weighted<string>([['full', 7], ['bare', o.einLabel || ca ? 2 : 0], ['blank', 1]]);
  if (ca) {
    const bn = luhn9(rng, rng.int(1, 8));
    const prog = rng.pick(['RC', 'RT', 'RP']) + '000' + rng.int(1, 3);
    if (tShape === 'full') {
      taxText = rng.pick([`${bn} ${prog}`, `${bn.slice(0, 5)} ${bn.slice(5)} ${prog.slice(0, 2)} ${prog.slice(2)}`, bn + prog, `${bn}-${prog}`]);
      tax = { id: bn + prog, type: 'BN', country: 'CA' };
    } else if (tShape === 'bare') { taxText = bn; taxBare = true; tax = { id: bn, type: 'BN', country: 'CA' }; }
  } else if (kind === 'sole_proprietorship' && tShape !== 'blank' && rng.chance(0.6)) {
    const it = rng.chance(0.2);
    const s = it ? itin(rng) : ssn(rng);
    taxText = fmtSsn(s); tax = { id: s, type: it ? 'ITIN' : 'SSN', country: 'US' };
  } else if (tShape === 'full') {
    const e = ein(rng); taxText = `${e.slice(0, 2)}-${e.slice(2)}`; tax = { id: e, type: 'EIN', country: 'US' };
  } else if (tShape === 'bare') {
    const e = ein(rng); taxText = e; taxBare = true; tax = { id: e, type: 'EIN', country: 'US' };
  }

  // dates
  const sy = rng.int(1996, 2022), sm = rng.int(1, 12), sd = rng.int(1, 28);
  const startShown = rng.chance(0.9);
  const startText = startShown ? dateText(rng, sy, sm, sd, ca, true) : '';
  const startIso = startShown ? `${sy}-${pad(sm, 2)}-${pad(sd, 2)}` : null;

  // funding
  const amount = rng.int(10, 400) * 1000 + (rng.chance(0.3) ? 500 : 0);
  const amountText = rng.pick([`$${money(amount)}`, `$${money(amount, true)}`, String(amount), `$ ${money(amount)}`, ...(ca ? [`${money(amount)} CAD`, `CAD $${money(amount)}`] : [])]);
  const freq = rng.weighted<string>([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
  const n = freq === 'daily' ? rng.pick([60, 80, 100, 120, 140, 160, 180, 220, 252]) : freq === 'weekly' ? rng.pick([12, 16, 20, 26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([6, 10, 13, 20, 26]) : rng.pick([3, 6, 9, 12, 18]);
  const payment = Math.round((amount * rng.float(1.2, 1.45) / n) * 100) / 100;
  const termsShown = rng.chance(0.75);
  const freqLabel = termsShown ? ({ daily: rng.pick(['Daily', 'DAILY', 'daily']), weekly: rng.pick(['Weekly', 'WEEKLY']), biweekly: rng.pick(['Bi-Weekly', 'Biweekly', 'Bi-weekly']), monthly: rng.pick(['Monthly', 'MONTHLY']) } as Record<string, string>)[freq]! : '';

  // owners
  const shares: number[] = nOwners === 1 ? [kind === 'sole_proprietorship' ? 100 : rng.pick([100, 100, 100, 51, 80])] : nOwners === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]])
    : nOwners === 3 ? rng.pick([[40, 30, 30], [34, 33, 33], [33.3, 33.3, 33.4], [50, 25, 25]]) : rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  const roles = ca ? ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Partner', 'Vice-President'] : ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Owner/Operator', 'Secretary'];
  const owners: Owner[] = people.map((p, i) => {
    const lf = o.lastFirst === 'always' || (o.lastFirst === 'sometimes' && rng.chance(0.25));
    const pctShown = rng.chance(0.92);
    const pct = shares[i]!;
    const pctText = pctShown ? rng.pick([`${pct}%`, `${pct}`, `${pct} %`]) : '';
    let taxText = '', tax: TaxRead = { id: null, type: null, country: null };
    const ts = rng.weighted<string>([['full', 5], ['masked', 3], ['itin', ca ? 0 : 0.7], ['blank', 1.5]]);
    if (ca) {
      const sin = luhn9(rng, rng.int(1, 7));
      if (ts === 'full' || ts === 'itin') { taxText = rng.pick([`${sin.slice(0, 3)} ${sin.slice(3, 6)} ${sin.slice(6)}`, `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`]); tax = { id: sin, type: 'SIN', country: 'CA' }; }
      else if (ts === 'masked') { taxText = rng.pick([`*** *** ${sin.slice(6)}`, `XXX-XXX-${sin.slice(6)}`]); tax = { id: null, type: 'SIN', country: 'CA' }; }
    } else if (ts === 'full') { const s = ssn(rng); taxText = fmtSsn(s); tax = { id: s, type: 'SSN', country: 'US' }; }
    else if (ts === 'itin') { const s = itin(rng); taxText = fmtSsn(s); tax = { id: s, type: 'ITIN', country: 'US' }; }
    else if (ts === 'masked') { const s = ssn(rng); taxText = rng.pick([`XXX-XX-${s.slice(5)}`, `***-**-${s.slice(5)}`, `xxx-xx-${s.slice(5)}`]); tax = { id: null, type: 'SSN', country: 'US' }; }
    const by = rng.int(1952, 1996), bm = rng.int(1, 12), bd = rng.int(1, 28);
    const dobShown = rng.chance(0.85);
    const score = rng.chance(0.6) ? rng.int(540, 810) : null;
    const place = ca ? rng.pick(CA_PLACES) : rng.pick(US_PLACES);
    return {
      printedName: nameText(rng, p, lf), first: p.first, last: p.last,
      roleText: rng.chance(0.9) ? (nOwners === 1 && kind === 'sole_proprietorship' ? 'Owner' : rng.pick(roles)) : '',
      pctText, pct: pctShown ? pct : null, taxText, tax,
      dobText: dobShown ? dateText(rng, by, bm, bd, ca, false) : '', dobIso: dobShown ? `${by}-${pad(bm, 2)}-${pad(bd, 2)}` : null,
      scoreText: score === null ? '' : String(score), score,
      home: `${rng.int(10, 9899)} ${rng.pick(STREETS)}, ${place[0]}, ${place[1]} ${ca ? `${place[2]} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}` : place[2] + pad(rng.int(1, 99), 2)}`,
      homePhone: phone(rng),
    };
  });

  let inc = ca ? rng.pick(['ON', 'BC', 'AB', 'Federal (CBCA)']) : rng.pick(['DE', 'NV', 'WY', prov[1]]);
  if (inc === prov[1]) inc = ca ? 'Federal (CBCA)' : 'DE';
  const webBase = (dba ?? base).toLowerCase().replace(/[^a-z]+/g, '');
  const nAdv = rng.weighted<number>([[0, 3], [1, 3], [2, 2]]);
  return {
    country: o.country, legal, dbaText, dba, entityText, entityId, entityBox, industryText: ind, industryId: indId,
    useOfFunds: rng.pick(USES), taxText, taxBare, tax, startText, startIso, yearsText: String(2025 - sy),
    street: `${rng.int(10, 9899)} ${rng.pick(STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: prov[0], region: prov[1],
    postal: ca ? `${prov[2]} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}` : prov[2] + pad(rng.int(1, 99), 2),
    phone: phone(rng), email: `office@${webBase.slice(0, 18)}.${ca ? 'ca' : 'com'}`, website: rng.chance(0.6) ? `www.${webBase.slice(0, 18)}.${ca ? 'ca' : 'com'}` : '',
    stateOfInc: inc, employees: String(rng.int(2, 60)), monthlySales: `$${money(rng.int(25, 400) * 1000)}`, annualRevenue: `$${money(rng.int(300, 4800) * 1000)}`,
    own: rng.chance(0.25) ? 'Own' : 'Rent', amountText, amount,
    paymentText: termsShown ? rng.pick([`$${money(payment, true)}`, money(payment, true)]) : '', payment: termsShown ? payment : null,
    nText: termsShown ? String(n) : '', n: termsShown ? n : null, freqLabel, freq: termsShown ? freq : null, owners,
    bank: { name: rng.pick(ca ? CA_BANKS : BANKS), routing: ca ? `0${rng.digits(4)}-${rng.digits(3)}` : `0${rng.int(11, 99)}${rng.digits(6)}`, account: rng.digits(rng.int(8, 12)) },
    landlord: { name: rng.chance(0.5) ? `${rng.pick(ADJ)} Property Management` : `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng), rent: `$${money(rng.int(12, 90) * 100)}` },
    refs: [0, 1].map(() => ({ name: `${rng.pick(ADJ)} ${rng.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Parts'])} ${rng.pick(['Co.', 'Inc.', 'LLC'])}`, phone: phone(rng) })),
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, company: rng.pick(['Main Line Funding Brokers', 'Capitol Merchant Advisors', 'Northstar ISO Group']), phone: phone(rng), id: `ISO-${rng.digits(5)}` },
    advances: Array.from({ length: nAdv }, () => ({ funder: rng.pick(FUNDERS), balance: `$${money(rng.int(5, 90) * 1000)}`, payment: `$${money(rng.int(150, 1900))}` })),
  };
}
