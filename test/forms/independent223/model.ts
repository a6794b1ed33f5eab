// The fictional merchant behind one form of set 223: the business, its owners (1-3) and the crowd of people on the
// form who are NOT owners (officers at 0%, a spouse co-signer, a non-owner guarantor, a bookkeeper, an emergency
// contact, the ISO rep, the person completing the form, a reference, the landlord). Everything drawn from one Rng.
import { Rng } from '../../statements/generator/prng.ts';

export interface Person { first: string; middle: string | null; last: string; cred: string | null }
export interface Owner {
  person: Person;
  title: string;
  /** Null: a declared owner whose percentage was left blank. */
  pct: number | null;
  ssn: string; ssnShow: 'full' | 'masked' | 'blank';
  dob: Date | null;
  credit: number | null;
  home: Address;
  phone: string; email: string;
}
export interface Address { street: string; city: string; state: string; zip: string }
export interface Contact { role: string; person: Person; phone: string; email: string; extra: string }
export interface Model {
  legal: string; dba: string | null; dbaShown: string;
  entityId: string; entityText: string;
  industryText: string; industryId: string;
  ein: string; taxIsSsn: boolean;
  start: Date; startText: string; yearsOnly: boolean;
  incState: string; addr: Address; phone: string; email: string; website: string | null;
  amount: number; payment: number | null; nPayments: number | null; freq: string | null; use: string;
  monthlySales: number; employees: number; rentOrOwn: 'Rent' | 'Own'; rent: number;
  owners: Owner[];
  officers: { person: Person; title: string }[];
  spouse: Contact | null; guarantor: Contact | null; bookkeeper: Contact; emergency: Contact;
  iso: Contact; preparer: Contact; reference: Contact; landlord: Contact;
  bank: { name: string; routing: string; account: string };
  funders: { name: string; balance: number; payment: number }[];
  signDate: Date;
}

const FIRST = ['Maria', 'Darnell', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Grace', 'Viktor', 'Alana', 'Marcus', 'Ines',
  'Dwayne', 'Mei', 'Rafael', 'Colleen', 'Yusuf', 'Brianna', 'Teodoro', 'Shanice', 'Anders', 'Lucia', 'Kwame'];
const LAST = ['Alvarez', 'Whitfield', 'Okafor-Reyes', 'De La Cruz', 'Nguyen', 'Kowalski', 'van der Berg', 'Brennan', 'Castellano', 'Abernathy',
  "O'Donnell", 'Patel', 'Lindqvist', 'St. Clair', 'Mahmoud', 'Fairbanks', 'Del Rosario', 'Haddad', 'Sato-Miller', 'Jefferson'];
const CITIES: [string, string, string][] = [['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Mesa', 'AZ', '852'], ['Raleigh', 'NC', '276'],
  ['Boise', 'ID', '837'], ['Newark', 'NJ', '071'], ['Aurora', 'CO', '800'], ['Tacoma', 'WA', '984'], ['Joliet', 'IL', '604'], ['Macon', 'GA', '312'],
  ['Lubbock', 'TX', '794'], ['Albany', 'NY', '122'], ['Reno', 'NV', '895'], ['Erie', 'PA', '165'], ['Knoxville', 'TN', '379'], ['Fresno', 'CA', '937']];
const STREETS = ['Commerce Way', 'Maple Ave', 'Industrial Pkwy', 'Harbor Blvd', 'Oak Street', 'Route 9', 'Main St', 'Pine Ridge Rd', 'Lakeview Dr'];
/** Printed type of business -> industries.json id (longest word-bounded label/alias contained; checked in the test). */
export const INDUSTRIES: [string, string][] = [['Italian restaurant', 'restaurant'], ['Collision repair and body shop', 'auto_repair'],
  ['Plumbing and HVAC contractor', 'specialty_trade_contractor'], ['Hair salon', 'personal_care'], ['Veterinary clinic', 'veterinary'],
  ['Dental office', 'dental_practice'], ['Landscaping and lawn care', 'landscaping'], ['Local trucking', 'trucking_local'],
  ['Daycare center', 'childcare'], ['Commercial cleaning', 'cleaning_services'], ['Coffee shop', 'restaurant'], ['Florist', 'retail_general'],
  ['Fitness center', 'fitness'], ['Convenience store', 'convenience_store'], ['Physical therapy clinic', 'medical_practice'],
  ['Staffing agency', 'staffing_agency'], ['Dry cleaner', 'dry_cleaning'], ['Event venue', 'entertainment_venue']];
/** Free-text entity as printed -> id, and the legal-name suffix that goes with it. */
const ENTITIES: [string, string, string][] = [['LLC', 'llc', ', LLC'], ['L.L.C.', 'llc', ' L.L.C.'], ['Corporation', 'c_corporation', ', Inc.'],
  ['Inc.', 'c_corporation', ' Inc.'], ['S Corp', 's_corporation', ' Corp.'], ['Partnership', 'general_partnership', ' Partners'],
  ['PLLC', 'pllc', ' PLLC'], ['Sole Proprietor', 'sole_proprietorship', '']];
const WORDS = ['Summit', 'Blue Heron', 'Ironwood', 'Golden Gate', 'Red Maple', 'Keystone', 'Silver Creek', 'Northstar', 'Cedar Point', 'Lakeshore'];
const NOUNS = ['Group', 'Holdings', 'Enterprises', 'Services', 'Company', 'Ventures'];
const TITLES = ['CEO', 'President', 'Managing Member', 'Owner', 'Member', 'Partner', 'COO', 'Vice President'];
const OFFICER_TITLES = ['Secretary', 'Treasurer', 'General Manager', 'Controller', 'Operations Manager', 'Corporate Secretary'];
const FUNDERS = ['Rapid Lane Capital', 'Everpoint Funding', 'Granite Advance LLC', 'Fairway Business Capital', 'Crescent Merchant Funding'];
const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Union Ridge Bank, N.A.', 'Harbor Trust Bank'];

export function person(r: Rng, cred = false): Person {
  return { first: r.pick(FIRST), middle: r.chance(0.4) ? `${r.alnum(1, 'ABCDEFGHJKLMNPRSTW')}.` : null, last: r.pick(LAST),
    cred: cred && r.chance(0.25) ? r.pick(['CPA', 'MBA', 'DC', 'Jr.']) : null };
}
/** A person's name as printed, First M. Last or Last, First M. */
export function nameText(p: Person, lastFirst = false): string {
  const mid = p.middle ? ` ${p.middle}` : '';
  const cred = p.cred ? `, ${p.cred}` : '';
  return lastFirst ? `${p.last}, ${p.first}${mid}` : `${p.first}${mid} ${p.last}${cred}`;
}
function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }
function address(r: Rng, state?: string): Address {
  const c = state ? (CITIES.find((x) => x[1] === state) ?? r.pick(CITIES)) : r.pick(CITIES);
  return { street: `${r.int(12, 9890)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city: c[0], state: c[1], zip: `${c[2]}${r.digits(2)}` };
}
function contact(r: Rng, role: string, extra = ''): Contact {
  const p = person(r, true);
  return { role, person: p, phone: phone(r), email: `${p.first.toLowerCase()}.${r.alnum(4, 'abcdefghkmnp')}@mailbox.test`, extra };
}
function ssn(r: Rng, itin: boolean): string { return itin ? `9${r.digits(2)}-${r.int(70, 88)}-${r.digits(4)}` : `${r.int(100, 665)}-${r.digits(2).replace('00', '41')}-${r.int(1000, 9999)}`; }

export function usDate(d: Date, r: Rng | null, kind?: number): string {
  const m = d.getUTCMonth() + 1, day = d.getUTCDate(), y = d.getUTCFullYear();
  const k = kind ?? (r ? r.int(0, 3) : 0);
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  if (k === 1) return `${m}/${day}/${String(y).slice(2)}`;
  if (k === 2) return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (k === 3) return `${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}-${y}`;
  return `${String(m).padStart(2, '0')}/${String(day).padStart(2, '0')}/${y}`;
}
export const iso = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);
export const money = (n: number, cents = false): string =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 })}`;
function day(r: Rng, y0: number, y1: number): Date { return new Date(Date.UTC(r.int(y0, y1), r.int(0, 11), r.int(1, 28))); }

function split(r: Rng, n: number): (number | null)[] {
  if (n === 1) return [r.pick([100, 100, 100, 80, 51])];
  if (n === 2) { const a = r.pick([50, 60, 51, 70, 75]); return [a, r.chance(0.2) ? 100 - a - 10 : 100 - a]; }
  return r.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33], [60, 20, 20]]);
}

export function makeModel(r: Rng, maxOwners: number): Model {
  const [entityText, entityId, suffix] = r.pick(ENTITIES);
  const sole = entityId === 'sole_proprietorship';
  const nOwners = sole ? 1 : Math.min(maxOwners, r.weighted([[1, 3], [2, 4], [3, 3]] as const));
  const pcts = split(r, nOwners);
  // An owner-block layout may leave an owner's percentage blank: still a declared owner (README).
  if (nOwners > 1 && r.chance(0.15)) pcts[nOwners - 1] = null;
  const addr = address(r);
  const owners: Owner[] = pcts.map((pct, i) => {
    const p = person(r, true);
    const show = r.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const);
    return { person: p, title: sole ? 'Owner' : i === 0 ? r.pick(TITLES.slice(0, 4)) : r.pick(TITLES), pct,
      ssn: ssn(r, r.chance(0.1)), ssnShow: show, dob: r.chance(0.85) ? day(r, 1955, 1996) : null,
      credit: r.chance(0.55) ? r.int(540, 805) : null, home: address(r, r.chance(0.7) ? addr.state : undefined),
      phone: phone(r), email: `${p.first.toLowerCase()}@${p.last.toLowerCase().replace(/[^a-z]/g, '')}.test` };
  });
  const o0 = owners[0]!;
  const base = `${r.pick(WORDS)} ${r.pick(NOUNS)}`;
  const legal = sole ? `${o0.person.first} ${o0.person.last}` : `${base}${suffix}`;
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const dbaKind = r.weighted([['name', 6], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dbaName = `${base.split(' ')[0]} ${industryText.split(' ').slice(-1)[0]!.replace(/^\w/, (c) => c.toUpperCase())}`;
  const dbaShown = dbaKind === 'name' ? dbaName : dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : dbaKind;
  const start = day(r, 2004, 2023);
  const amount = r.int(3, 60) * 5000;
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPay = freq === 'daily' ? r.pick([120, 140, 160]) : freq === 'weekly' ? r.pick([26, 32, 40]) : freq === 'biweekly' ? 13 : 6;
  const withPay = r.chance(0.6);
  const taxIsSsn = sole && r.chance(0.5);
  const officers = Array.from({ length: r.int(1, 2) }, () => ({ person: person(r), title: r.pick(OFFICER_TITLES) }));
  const spouseOf = nameText(o0.person);
  return {
    legal, dba: dbaKind === 'name' ? dbaName : null, dbaShown, entityId, entityText,
    industryText, industryId, ein: taxIsSsn && o0.ssnShow === 'full' ? o0.ssn : `${r.int(10, 88)}-${r.digits(7)}`, taxIsSsn: taxIsSsn && o0.ssnShow === 'full',
    start, startText: usDate(start, r), yearsOnly: r.chance(0.12),
    incState: r.pick(['DE', 'NV', 'WY', addr.state]), addr, phone: phone(r), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.test`,
    website: r.chance(0.6) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.test` : null,
    amount, payment: withPay ? Math.round((amount * 1.35) / nPay) : null, nPayments: withPay ? nPay : null, freq: withPay ? freq : null,
    use: r.pick(['Inventory', 'Payroll', 'Equipment purchase', 'Expansion', 'Working capital', 'Marketing']),
    monthlySales: r.int(25, 400) * 1000, employees: r.int(2, 60), rentOrOwn: r.chance(0.8) ? 'Rent' : 'Own', rent: r.int(18, 120) * 100,
    owners, officers,
    spouse: r.chance(0.7) ? contact(r, 'Spouse / Co-Signer', `Spouse of ${spouseOf}`) : null,
    guarantor: r.chance(0.6) ? contact(r, 'Personal Guarantor (non-owner)', r.pick(['Father of owner', 'Silent investor', 'Former partner'])) : null,
    bookkeeper: contact(r, r.pick(['Bookkeeper', 'Accountant (CPA)', 'Outside Accountant']), r.pick(['Ledgerline Bookkeeping', 'Marsh & Tate CPAs', 'Self-employed'])),
    emergency: contact(r, 'Emergency Contact', r.pick(['Sister', 'Brother', 'Neighbor', 'Friend', 'Mother'])),
    iso: contact(r, 'ISO Representative', `ISO #${r.digits(5)}`), preparer: contact(r, 'Person Completing This Form', r.pick(['Office Manager', 'Assistant', 'Broker staff'])),
    reference: contact(r, 'Business Reference', r.pick(['Supplier', 'Customer', 'Vendor'])),
    landlord: contact(r, 'Landlord', r.pick(['Brightwater Properties', 'Elm Street Realty', 'Private owner'])),
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    funders: Array.from({ length: r.int(0, 2) }, () => ({ name: r.pick(FUNDERS), balance: r.int(4, 60) * 1000, payment: r.int(80, 900) })),
    signDate: day(r, 2025, 2025),
  };
}
