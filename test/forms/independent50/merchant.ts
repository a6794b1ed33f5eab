// One fictional merchant for a (layout, seed): the business, its owners and the people around it (landlord, ISO
// rep, bank, references, existing funders) who must never be read as the applicant. Formatting helpers too.
import { Rng } from '../../statements/generator/prng.ts';

export type Kind = 'llc' | 'corp' | 'scorp' | 'partnership' | 'soleprop' | 'llp' | 'nonprofit' | 'pc';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export type Ymd = [number, number, number];

export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  ssn: string; ssnKind: 'SSN' | 'ITIN' | 'SIN'; dob: Ymd; street: string; city: string; state: string; zip: string;
  score: number; phone: string; email: string;
}
export interface Person { name: string; phone: string; company: string; email: string }
export interface Merchant {
  country: 'US' | 'CA'; kind: Kind; legal: string; dba: string | null; industryText: string; industryId: string;
  taxId: string; taxKind: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string; start: Ymd; street: string; unit: string | null;
  city: string; state: string; zip: string; phone: string; email: string; website: string; employees: number;
  monthlySales: number; amount: number; payment: number; nPayments: number; freq: Freq; useOfFunds: string;
  owners: Owner[]; bank: { name: string; routing: string; account: string }; landlord: Person; iso: Person;
  refs: Person[]; advances: { funder: string; balance: number; payment: number }[]; incState: string; rent: number;
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Aaliyah', 'Marcus', 'Sofia', 'Kevin', 'Elena', 'Tyrone', 'Hannah', 'Luis',
  'Grace', 'Omar', 'Natalie', 'Victor', 'Keisha', 'Brandon', 'Mei', 'Andre', 'Olivia', 'Rafael', 'Tamara', 'Derek', 'Yusuf',
  'Carmen', 'Jason', 'Leah', 'Hector', 'Bianca', 'Samuel', 'Jasmine', 'Trevor', 'Ngozi', 'Colin', 'Fatima'];
const LAST = ['Lopez', 'Whitfield', 'Patel', 'Okafor', 'Nguyen', 'Brennan', 'Garcia-Ramos', "O'Connor", 'De la Cruz', 'Kowalski',
  'Haddad', 'Van Dyke', 'Thompson', 'Rosenberg', 'Castillo', 'Mbeki', 'Sullivan', 'Yamamoto', 'Delgado', 'St. Pierre',
  'Abernathy', 'Chen', 'Moreau', 'Fitzgerald', 'Ibrahim', 'Lindqvist', 'McAllister', 'Reyes', 'Tran', 'Baptiste'];
const PREFIX = ['Harbor', 'Maple', 'Blue Ridge', 'Summit', 'Lakeside', 'Copper Kettle', 'Ironwood', 'Sunset', 'Redwood', 'Pioneer',
  'Cedar Point', 'Silver Creek', 'Northgate', 'Bright Star', 'Golden Oak', 'Riverbend', 'Prairie', 'Keystone', 'Bayview', 'Highland'];
// [printed type of business, industries id (longest alias contained, word-bounded), nouns for the trade name]
const TRADES: [string, string, string[]][] = [
  ['Full-service restaurant', 'restaurant', ['Grill', 'Kitchen', 'Bistro']],
  ['Auto repair & tire shop', 'auto_repair', ['Auto Care', 'Motorworks']],
  ['Hair salon & day spa', 'personal_care', ['Salon', 'Beauty Studio']],
  ['HVAC installation and service', 'specialty_trade_contractor', ['Heating & Air', 'Comfort Systems']],
  ['Dental office', 'dental_practice', ['Family Dental', 'Smiles']],
  ['Veterinary clinic', 'veterinary', ['Animal Clinic', 'Pet Hospital']],
  ['Commercial cleaning', 'cleaning_services', ['Cleaning Co', 'Janitorial']],
  ['Landscaping & snow removal', 'landscaping', ['Lawn & Landscape', 'Grounds']],
  ['Coffee shop', 'restaurant', ['Coffee Roasters', 'Cafe']],
  ['Local trucking & hauling', 'trucking_local', ['Hauling', 'Transport']],
  ['Plumbing contractor', 'specialty_trade_contractor', ['Plumbing', 'Pipe & Drain']],
  ['Gym / fitness center', 'fitness', ['Fitness', 'Athletic Club']],
  ['Pet grooming & boarding', 'pet_services', ['Pet Spa', 'Paws']],
  ['Convenience store', 'convenience_store', ['Mini Mart', 'Market']],
  ['Daycare center', 'childcare', ['Kids Academy', 'Little Learners']],
  ['Machine shop', 'manufacturing', ['Machining', 'Precision']],
  ['Florist', 'retail_general', ['Flowers', 'Blooms']],
  ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine & Wellness']],
  ['IT services / managed services', 'it_software', ['Tech Solutions', 'Networks']],
  ['Used car dealer', 'auto_dealer_used', ['Auto Sales', 'Motors']],
  ['Pizzeria', 'restaurant', ['Pizza', 'Slice House']],
  ['Roofing contractor', 'specialty_trade_contractor', ['Roofing', 'Exteriors']],
];
const US_CITIES: [string, string, string][] = [['Houston', 'TX', '770'], ['Dallas', 'TX', '752'], ['Phoenix', 'AZ', '850'],
  ['Atlanta', 'GA', '303'], ['Miami', 'FL', '331'], ['Tampa', 'FL', '336'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'],
  ['Denver', 'CO', '802'], ['Nashville', 'TN', '372'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Chicago', 'IL', '606'],
  ['Las Vegas', 'NV', '891'], ['Sacramento', 'CA', '958'], ['San Diego', 'CA', '921'], ['Seattle', 'WA', '981'],
  ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Salt Lake City', 'UT', '841'], ['Kansas City', 'MO', '641'],
  ['Indianapolis', 'IN', '462'], ['Pittsburgh', 'PA', '152'], ['Boise', 'ID', '837'], ['Tulsa', 'OK', '741']];
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Ottawa', 'ON', 'K'],
  ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'], ['Vancouver', 'BC', 'V'], ['Surrey', 'BC', 'V'], ['Winnipeg', 'MB', 'R'],
  ['Halifax', 'NS', 'B'], ['Saskatoon', 'SK', 'S'], ['Moncton', 'NB', 'E']];
export const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba',
  NS: 'Nova Scotia', SK: 'Saskatchewan', NB: 'New Brunswick' };
const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm St', 'Market St', 'Lakeshore Blvd', 'Park Ave',
  'Washington Blvd', 'Highway 7', 'Cedar Ln', 'Riverside Dr', 'Queen St W', 'Centre St', 'Airport Rd', 'Sunset Blvd'];
const FUNDERS = ['Rapid Advance Group', 'Greenline Capital', 'Fundwell MCA', 'BlueVine Partners', 'Everest Merchant Funding', 'Yellowstone Advance'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Chase Business'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'CIBC', 'Desjardins'];
const BAD_EIN = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function luhn9(r: Rng, first: number): string {
  for (;;) {
    const d = String(first) + r.digits(7);
    for (let c = 0; c <= 9; c++) {
      const s = d + c;
      let sum = 0;
      for (let i = 0; i < 9; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
      if (sum % 10 === 0) return s;
    }
  }
}
export function ein(r: Rng): string { for (;;) { const p = r.digits(2); if (!BAD_EIN.has(p)) return p + r.digits(7); } }
export function ssn(r: Rng): string {
  const area = r.pick([r.int(1, 665), r.int(667, 899)]);
  return String(area).padStart(3, '0') + String(r.int(1, 99)).padStart(2, '0') + String(r.int(1, 9999)).padStart(4, '0');
}
function itin(r: Rng): string { return '9' + r.digits(2) + String(r.pick([r.int(70, 88), r.int(50, 65)])) + String(r.int(1, 9999)).padStart(4, '0'); }
function ymd(r: Rng, y0: number, y1: number): Ymd { return [r.int(y0, y1), r.int(1, 12), r.int(1, 28)]; }
function phone(r: Rng, country: 'US' | 'CA'): string {
  const area = r.pick(country === 'CA' ? ['416', '647', '403', '604', '204', '902', '613'] : ['214', '312', '404', '602', '305', '704', '614', '720', '615', '973', '718']);
  return `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;
}
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
function postal(r: Rng, first: string): string { const L = 'ABCEGHJKLMNPRSTVXY'; return `${first}${r.int(1, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L])}${r.int(0, 9)}`; }

export function person(r: Rng, avoid: Set<string>, country: 'US' | 'CA'): Person {
  for (;;) {
    const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    if (avoid.has(name)) continue;
    avoid.add(name);
    return { name, phone: phone(r, country), company: `${r.pick(PREFIX)} ${r.pick(['Realty', 'Supply Co.', 'Properties', 'Distributors', 'Capital Advisors'])}`, email: `${slug(name.split(' ')[0]!)}@${slug(r.pick(PREFIX))}.com` };
  }
}

const TITLES: Record<Kind, string[]> = { llc: ['Managing Member', 'Member', 'Owner', 'Manager'], corp: ['President', 'CEO', 'Vice President', 'Secretary'],
  scorp: ['President', 'CEO', 'Treasurer', 'COO'], partnership: ['General Partner', 'Partner'], soleprop: ['Owner', 'Sole Proprietor'],
  llp: ['Managing Partner', 'Partner'], nonprofit: ['Executive Director', 'Board Chair'], pc: ['President', 'Owner'] };

export function makeMerchant(r: Rng, country: 'US' | 'CA', kinds: Kind[]): Merchant {
  const kind = r.pick(kinds);
  const pool = kind === 'pc' ? TRADES.filter((t) => ['dental_practice', 'medical_practice', 'veterinary'].includes(t[1])) : kind === 'nonprofit' ? TRADES.filter((t) => ['childcare', 'fitness'].includes(t[1])) : TRADES;
  const [industryText, industryId, nouns] = r.pick(pool);
  const prefix = r.pick(PREFIX), noun = r.pick(nouns);
  const [city, state, zp] = r.pick(country === 'CA' ? CA_CITIES : US_CITIES);
  const n = kind === 'soleprop' ? 1 : r.weighted([[1, 40], [2, 35], [3, 15], [4, 10]] as const);
  const splits: Record<number, number[][]> = { 1: [[100], [100], [51]], 2: [[50, 50], [60, 40], [75, 25], [51, 49]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  const pcts = kind === 'soleprop' ? [100] : r.pick(splits[n]!);
  const taken = new Set<string>();
  let owners0Last = '';
  const owners: Owner[] = pcts.map((pct, i) => {
    let first: string, last: string;
    do { first = r.pick(FIRST); last = i === 1 && r.chance(0.3) ? owners0Last : r.pick(LAST); } while (taken.has(`${first} ${last}`));
    if (i === 0) owners0Last = last;
    taken.add(`${first} ${last}`);
    const [oc, os, oz] = r.chance(0.7) ? [city, state, zp] : r.pick(country === 'CA' ? CA_CITIES : US_CITIES);
    const ssnKind = country === 'CA' ? 'SIN' as const : r.chance(0.1) ? 'ITIN' as const : 'SSN' as const;
    return { first, middle: r.chance(0.35) ? r.pick(['A.', 'J.', 'M.', 'R.', 'T.', 'L.']) : null, last,
      credential: kind === 'pc' && i === 0 ? r.pick(['DDS', 'MD', 'DC']) : null, title: i === 0 ? r.pick(TITLES[kind]) : r.pick(TITLES[kind].slice(1).concat(TITLES[kind][0]!)),
      pct, ssn: ssnKind === 'SIN' ? luhn9(r, r.int(1, 7)) : ssnKind === 'ITIN' ? itin(r) : ssn(r), ssnKind, dob: ymd(r, 1956, 1994),
      street: `${r.int(10, 9899)} ${r.pick(STREETS)}`, city: oc, state: os, zip: country === 'CA' ? postal(r, oz) : oz + r.digits(2),
      score: r.int(560, 805), phone: phone(r, country), email: `${slug(first)}.${slug(last)}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}` };
  });
  const o0 = owners[0]!;
  const caSuffix = r.pick(['Ltd.', 'Inc.', 'Limited', 'Corp.']);
  let legal: string;
  if (kind === 'soleprop') legal = `${o0.first} ${o0.last}`;
  else if (country === 'CA') legal = r.chance(0.35) ? `${r.int(1000000, 2799999)} ${{ ON: 'Ontario', AB: 'Alberta', BC: 'B.C.' }[state as 'ON'] ?? 'Canada'} ${caSuffix}` : kind === 'partnership' ? `${prefix} ${noun} Partners` : `${prefix} ${r.pick(['Holdings', 'Enterprises', noun])} ${caSuffix}`;
  else {
    const base = `${prefix} ${r.pick(['Holdings', 'Enterprises', 'Group', noun, noun])}`;
    legal = { llc: `${base} ${r.pick(['LLC', 'LLC', 'L.L.C.'])}`, corp: `${base}, ${r.pick(['Inc.', 'Inc.', 'Corp.'])}`, scorp: `${base}, Inc.`, partnership: `${prefix} ${noun} Partners`,
      llp: `${base} LLP`, nonprofit: `${prefix} Community ${noun}, Inc.`, pc: `${prefix} ${noun}, P.C.`, soleprop: '' }[kind];
  }
  const dba = kind === 'soleprop' ? `${o0.last.replace(/^(De la|Van|St\.) /, '')} ${noun}` : r.chance(0.55) ? `${r.chance(0.7) ? prefix : r.pick(PREFIX)} ${noun}` : null;
  const taxKind = country === 'CA' ? 'BN' as const : kind === 'soleprop' && r.chance(0.7) ? (o0.ssnKind === 'ITIN' ? 'ITIN' as const : 'SSN' as const) : 'EIN' as const;
  const taxId = taxKind === 'BN' ? luhn9(r, r.int(7, 8)) : taxKind === 'EIN' ? ein(r) : o0.ssn;
  const freq = r.weighted([['daily', 45], ['weekly', 35], ['biweekly', 8], ['monthly', 12]] as const);
  const amount = r.int(4, 60) * 2500;
  const nPayments = { daily: r.pick([100, 120, 140, 160]), weekly: r.pick([24, 30, 36, 52]), biweekly: r.pick([12, 18, 26]), monthly: r.pick([6, 9, 12]) }[freq];
  const payment = Math.round(amount * r.float(1.22, 1.45) / nPayments * 100) / 100;
  const avoid = new Set(owners.map((o) => `${o.first} ${o.last}`));
  const website = `www.${slug((dba ?? legal).replace(/,?\s*(LLC|L\.L\.C\.|Inc\.|Corp\.|Ltd\.|Limited|LLP|P\.C\.)$/, '')).slice(0, 20)}.${country === 'CA' ? 'ca' : 'com'}`;
  const incState = country === 'CA' ? r.pick(['ON', 'AB', 'BC', 'CANADA']) : r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : state;
  return { country, kind, legal, dba, industryText, industryId, taxId, taxKind, program: `RC000${r.int(1, 2)}`, start: ymd(r, 1999, 2022),
    street: `${r.int(100, 12999)} ${r.pick(STREETS)}`, unit: r.chance(0.4) ? r.pick(['Suite 200', 'Unit 4', 'Ste 110', '#12']) : null, city, state,
    zip: country === 'CA' ? postal(r, zp) : zp + r.digits(2), phone: phone(r, country), email: `${r.pick(['info', 'office', 'admin', 'contact'])}@${website.slice(4)}`,
    website, employees: r.int(2, 48), monthlySales: r.int(18, 420) * 1000 + r.int(0, 9) * 100, amount, payment, nPayments, freq,
    useOfFunds: r.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Expansion / second location', 'Payroll', 'Marketing', 'Renovation']),
    owners, bank: { name: r.pick(country === 'CA' ? BANKS_CA : BANKS_US), routing: country === 'CA' ? `${r.digits(5)}-${r.pick(['003', '004', '002', '001', '010'])}` : r.pick(['0', '1', '2']) + r.digits(8), account: r.digits(r.int(8, 12)) },
    landlord: person(r, avoid, country), iso: person(r, avoid, country), refs: [person(r, avoid, country), person(r, avoid, country)],
    advances: r.chance(0.5) ? [{ funder: r.pick(FUNDERS), balance: r.int(8, 60) * 1000, payment: r.int(150, 900) }] : [], incState, rent: r.int(18, 120) * 100 };
}
// ---- formatting
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdyShort' | 'long' | 'iso' | 'dMonY' | 'monDY' | 'mdyDash';
export function fmtDate([y, m, d]: Ymd, f: DateFmt): string {
  const p = (n: number) => String(n).padStart(2, '0');
  switch (f) {
    case 'mdy': return `${p(m)}/${p(d)}/${y}`;
    case 'mdyShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'mdyDash': return `${p(m)}-${p(d)}-${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'monDY': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'dMonY': return `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
    case 'iso': return `${y}-${p(m)}-${p(d)}`;
  }
}
export const iso = (d: Ymd) => fmtDate(d, 'iso');
export function money(n: number, o: { dollar?: boolean; cents?: boolean; suffix?: string } = {}): string {
  const s = n.toLocaleString('en-US', { minimumFractionDigits: o.cents ? 2 : 0, maximumFractionDigits: o.cents ? 2 : 0 });
  return `${o.dollar === false ? '' : '$'}${s}${o.suffix ?? ''}`;
}
export function fmtTax(digits: string, kind: 'EIN' | 'SSN' | 'ITIN' | 'SIN' | 'BN', program = ''): string {
  if (kind === 'EIN') return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  if (kind === 'SIN') return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (kind === 'BN') return `${digits} ${program}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
export const masked = (digits: string, mask = 'XXX-XX-') => `${mask}${digits.slice(5)}`;
export const FREQ_WORD: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
