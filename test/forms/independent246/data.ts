// The fictional merchant behind one generated application: every value both as printed and as applications.md reads it.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface TaxTruth { id: string; type: string; country: Country }
export interface Addr { street: string; city: string; st: string; zip: string }

export interface Owner {
  first: string; last: string; printed: string; lastFirst: string; role: string;
  pct: number; pctPrinted: string; taxPrinted: string; tax: TaxTruth | null;
  dob: string; dobPrinted: string; credit: number | null; home: Addr; email: string; phone: string;
}

export interface Deal {
  country: Country; legal: string; dbaPrinted: string; trade: string | null;
  entityId: string; entityPrinted: string; industryText: string; industryId: string;
  taxPrinted: string; tax: TaxTruth | null; start: string; startPrinted: string; years: number;
  addr: Addr; phone: string; email: string; website: string;
  amount: number; amountPrinted: string; payment: number | null; paymentPrinted: string; nPayments: number | null;
  freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' | null; useOfFunds: string; monthlySales: string;
  stateOfInc: string; owners: Owner[];
  landlord: { name: string; phone: string; rent: string }; bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[]; advances: { funder: string; balance: string; payment: string }[];
  iso: { name: string; company: string; email: string; phone: string };
}

const FIRST = ['Maria', 'James', 'Aisha', 'Dmitri', 'Lauren', 'Tomas', 'Priya', 'Kwame', 'Siobhan', 'Hector', 'Mei', 'Jean-Luc', 'Anne-Marie', 'Rafael', 'Olga', 'Darnell', 'Fatima', 'Connor', 'Yuki', 'Beatriz'];
const LAST = ['Delgado', 'Okafor', "O'Neill", 'Alvarez-Kim', 'van der Berg', 'De La Cruz', 'McAllister', "D'Amico", 'Nguyen', 'Whitfield', 'St. Pierre', 'Papadopoulos', 'Ross-Whitaker', 'da Silva', 'Kowalczyk', 'Le Blanc', 'Brennan', 'Haddad', 'von Stein', 'Castellanos'];
const ROLES = ['CEO', 'President', 'Managing Member', 'Member', 'Owner', 'Partner', 'VP Operations', 'Secretary/Treasurer', 'COO'];
const CREDENTIALS = [', DC', ', CPA', ', DDS', ', MD'];

export const INDUSTRIES: [string, string][] = [
  ['Full-service restaurant', 'restaurant'], ['Hair salon & day spa', 'personal_care'], ['Collision repair & paint', 'auto_repair'],
  ['Plumbing and HVAC contractor', 'specialty_trade_contractor'], ['Veterinary clinic', 'veterinary'], ['Dental office', 'dental_practice'],
  ['Landscaping / lawn care', 'landscaping'], ['Dump truck hauling', 'trucking_local'], ['Commercial cleaning services', 'cleaning_services'],
  ['Used car dealer', 'auto_dealer_used'], ['Pizzeria', 'restaurant'], ['Daycare center', 'childcare'], ['Convenience store', 'convenience_store'],
  ['Boutique clothing store', 'retail_general'], ['Gym / fitness center', 'fitness'], ['Coin laundry', 'dry_cleaning'], ['Machine shop', 'manufacturing'],
  ['Liquor store', 'liquor_store'], ['IT services', 'it_software'], ['Chiropractor', 'medical_practice'], ['Food truck', 'food_truck_catering'],
];
const WORDS: Record<string, string> = { restaurant: 'Kitchen', personal_care: 'Salon', auto_repair: 'Auto Body', specialty_trade_contractor: 'Mechanical',
  veterinary: 'Animal Care', dental_practice: 'Dental', landscaping: 'Landscapes', trucking_local: 'Hauling', cleaning_services: 'Cleaning', auto_dealer_used: 'Motors',
  childcare: 'Kids', convenience_store: 'Mart', retail_general: 'Apparel', fitness: 'Fitness', dry_cleaning: 'Laundry', manufacturing: 'Machining',
  liquor_store: 'Spirits', it_software: 'Tech', medical_practice: 'Wellness', food_truck_catering: 'Eats' };
const NAMES = ['Summit Ridge', 'Bluewater', 'Copper Kettle', 'Northgate', 'Iron Horse', 'Silver Maple', 'Harbor Light', 'Red Cedar', 'Prairie Wind', 'Golden Gate', 'Stonebridge', 'Lakeshore', 'Magnolia', 'Granite Peak'];
const NOUNS = ['Holdings', 'Group', 'Enterprises', 'Services', 'Partners', 'Ventures', 'Brands'];
const US_PLACES: Addr[] = [
  { street: '', city: 'Houston', st: 'TX', zip: '77002' }, { street: '', city: 'Tampa', st: 'FL', zip: '33602' }, { street: '', city: 'Brooklyn', st: 'NY', zip: '11201' },
  { street: '', city: 'Newark', st: 'NJ', zip: '07102' }, { street: '', city: 'Phoenix', st: 'AZ', zip: '85004' }, { street: '', city: 'Columbus', st: 'OH', zip: '43215' },
  { street: '', city: 'Atlanta', st: 'GA', zip: '30303' }, { street: '', city: 'Denver', st: 'CO', zip: '80202' }, { street: '', city: 'Charlotte', st: 'NC', zip: '28202' },
  { street: '', city: 'Fresno', st: 'CA', zip: '93721' }, { street: '', city: 'Baton Rouge', st: 'LA', zip: '70801' }, { street: '', city: 'Spokane', st: 'WA', zip: '99201' },
];
const CA_PLACES: Addr[] = [
  { street: '', city: 'Mississauga', st: 'ON', zip: 'L5B 3C2' }, { street: '', city: 'Calgary', st: 'AB', zip: 'T2P 1J9' }, { street: '', city: 'Surrey', st: 'BC', zip: 'V3T 2W1' },
  { street: '', city: 'Laval', st: 'QC', zip: 'H7N 5H9' }, { street: '', city: 'Halifax', st: 'NS', zip: 'B3J 3K5' }, { street: '', city: 'Winnipeg', st: 'MB', zip: 'R3C 4T3' },
];
const STREETS = ['Main St', 'Commerce Blvd', 'Elm Avenue', 'Industrial Pkwy', 'Oak Street', 'Harbor Rd', 'Market St', 'King St W', 'Rue Principale'];
const FUNDERS = ['Rapid Lane Funding', 'Pinecrest Capital', 'BlueVine Advance Co.', 'Meridian MCA', 'Fast Track Receivables'];
const BANKS = ['Chase', 'Wells Fargo', 'TD Bank', 'Bank of America', 'PNC Bank', 'Regions Bank', 'RBC Royal Bank', 'Scotiabank'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  for (let c = 0; c <= 9; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, x, i) => { const v = i % 2 === 1 ? x * 2 : x; return s + (v > 9 ? v - 9 : v); }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  return d.join('') + '0';
}

/** A date printed in one of the formats real forms use; two-digit years only when `short` is allowed. */
export function fmtDate(r: Rng, iso: string, short: boolean): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const f = r.int(0, short ? 4 : 3);
  if (f === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (f === 1) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (f === 2) return `${m}/${d}/${y}`;
  if (f === 3) return `${pad(m)}-${pad(d)}-${y}`;
  return `${m}/${d}/${String(y).slice(2)}`;
}

export function fmtMoney(r: Rng, n: number, country: Country): string {
  const c = n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });
  const f = r.int(0, country === 'CA' ? 5 : 4);
  if (f === 0) return `$${c}`;
  if (f === 1) return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (f === 2) return `$ ${c}`;
  if (f === 3) return String(n);
  if (f === 4) return c;
  return `${c} CAD`;
}

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}

function ssn(r: Rng): { printed: string; tax: TaxTruth } {
  if (r.chance(0.12)) {
    const g = r.pick([70, 71, 75, 78, 81, 88, 90, 92]);
    const s = `9${r.digits(2)}-${g}-${pad(r.int(1, 9999), 4)}`;
    return { printed: s, tax: { id: s.replace(/\D/g, ''), type: 'ITIN', country: 'US' } };
  }
  let a = r.int(1, 665); if (a === 666) a = 667;
  const s = `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
  return { printed: s, tax: { id: s.replace(/\D/g, ''), type: 'SSN', country: 'US' } };
}

function owner(r: Rng, country: Country, used: Set<string>, pct: number, role: string): Owner {
  const first = r.pick(FIRST);
  let last = r.pick(LAST);
  while (used.has(last)) last = r.pick(LAST);
  used.add(last);
  const mi = r.chance(0.55) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const cred = r.chance(0.1) ? r.pick(CREDENTIALS) : '';
  const printed = `${first}${mi} ${last}${cred}`;
  const lastFirst = `${last}, ${first}${mi}`;
  let taxPrinted = '', tax: TaxTruth | null = null;
  const k = r.next();
  if (country === 'CA') {
    if (k < 0.6) { const s = luhn9(r, r.int(1, 7)); taxPrinted = r.chance(0.5) ? `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}` : `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; tax = { id: s, type: 'SIN', country: 'CA' }; }
    else if (k < 0.85) taxPrinted = `XXX-XXX-${r.digits(3)}`;
  } else if (k < 0.62) ({ printed: taxPrinted, tax } = ssn(r));
  else if (k < 0.88) taxPrinted = r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + pad(r.int(1, 9999), 4);
  const dob = isoDate(r, 1958, 1996);
  const places = country === 'CA' ? CA_PLACES : US_PLACES;
  const hp = r.pick(places);
  return {
    first, last, printed, lastFirst, role, pct, pctPrinted: r.chance(0.7) ? `${pct}%` : String(pct), taxPrinted, tax,
    dob, dobPrinted: fmtDate(r, dob, false), credit: r.chance(0.45) ? r.int(560, 805) : null,
    home: { street: `${r.int(10, 9899)} ${r.pick(STREETS)}`, city: hp.city, st: hp.st, zip: hp.zip },
    email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`,
  };
}

const SPLITS: number[][] = [[100], [100], [60, 40], [50, 50], [75, 25], [40, 35, 25], [34, 33, 33], [50, 30, 20]];

export function makeDeal(r: Rng, opts: { canada?: number; allowSole?: boolean } = {}): Deal {
  const country: Country = r.chance(opts.canada ?? 0) ? 'CA' : 'US';
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const base = `${r.pick(NAMES)} ${WORDS[industryId] ?? 'Trade'}`;
  const entities: [string, string, string][] = country === 'US'
    ? [['LLC', 'llc', 'LLC'], ['Limited Liability Company', 'llc', 'LLC'], ['Corporation', 'c_corporation', 'Inc.'], ['Inc.', 'c_corporation', 'Corp.'],
      ['S Corp', 's_corporation', 'Inc.'], ['Partnership', 'general_partnership', ''], ['PLLC', 'pllc', 'PLLC'], ['LP', 'limited_partnership', 'LP']]
    : [['Corporation', 'ca_corporation', 'Inc.'], ['Ltd.', 'ca_corporation', 'Ltd.'], ['Partnership', 'general_partnership', ''], ['ULC', 'ca_ulc', 'ULC']];
  const sole = (opts.allowSole ?? true) && r.chance(0.2);
  const [entityPrinted, entityId, suffix] = sole ? [r.pick(['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']), 'sole_proprietorship', ''] : r.pick(entities);
  const split = sole ? [100] : r.pick(SPLITS);
  const used = new Set<string>();
  const owners = split.map((p, i) => owner(r, country, used, p, sole ? 'Owner' : i === 0 ? r.pick(['CEO', 'President', 'Managing Member', 'Owner']) : r.pick(ROLES)));
  const name = `${base} ${r.pick(NOUNS)}`;
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}` : suffix === '' ? `${name}` : `${name}${suffix === 'Inc.' && r.chance(0.5) ? ',' : ''} ${suffix}`;
  const dbaChoice = r.next();
  const dbaPrinted = sole ? `${base} ${r.pick(['Co', 'Shop', 'Studio', 'Works'])}` : dbaChoice < 0.4 ? `${base}` : dbaChoice < 0.55 ? r.pick(['SAME', 'N/A', 'Same as above']) : dbaChoice < 0.65 ? legal : '';
  const trade = ['', 'SAME', 'N/A', 'Same as above', legal].includes(dbaPrinted) ? null : dbaPrinted;
  let taxPrinted: string, tax: TaxTruth | null;
  if (country === 'CA') {
    const bn = luhn9(r, r.int(7, 8)); const prog = r.pick(['RC0001', 'RT0001']);
    taxPrinted = r.chance(0.5) ? `${bn} ${prog}` : `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)} ${prog}`;
    tax = { id: bn + prog, type: 'BN', country: 'CA' };
  } else if (sole && owners[0]!.tax && r.chance(0.5)) {
    taxPrinted = owners[0]!.taxPrinted; tax = owners[0]!.tax;
  } else {
    const e = `${r.pick([12, 20, 27, 33, 45, 46, 47, 52, 61, 81, 82, 84, 86, 88, 90, 94, 98])}-${r.digits(7)}`;
    taxPrinted = e; tax = { id: e.replace('-', ''), type: 'EIN', country: 'US' };
    if (r.chance(0.08)) { taxPrinted = ''; tax = null; }
  }
  const start = isoDate(r, 2004, 2022);
  const place = r.pick(country === 'CA' ? CA_PLACES : US_PLACES);
  const amount = r.pick([25000, 35000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 250000]);
  const nPayments = r.chance(0.6) ? r.pick([60, 80, 100, 120, 140, 26, 52]) : null;
  const freq = nPayments === null ? null : nPayments < 60 ? 'weekly' : r.pick(['daily', 'daily', 'weekly', 'biweekly'] as const);
  const payment = nPayments === null ? null : Math.round((amount * 1.35) / nPayments * 100) / 100;
  const slug = base.toLowerCase().replace(/[^a-z]/g, '');
  const stateOfInc = country === 'CA' ? r.pick(['Federal (CBCA)', place.st, 'ON']) : r.pick(['DE', 'NV', 'WY', place.st]);
  const pickRef = (): { name: string; phone: string } => ({ name: `${r.pick(NAMES)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Parts'])}`, phone: `(${r.int(201, 989)}) 555-${pad(r.int(0, 9999), 4)}` });
  return {
    country, legal, dbaPrinted, trade, entityId, entityPrinted, industryText, industryId, taxPrinted, tax,
    start, startPrinted: fmtDate(r, start, true), years: 2025 - Number(start.slice(0, 4)),
    addr: { street: `${r.int(100, 12999)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 420)}` : ''}`, city: place.city, st: place.st, zip: place.zip },
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`, email: `info@${slug}.com`, website: r.chance(0.6) ? `www.${slug}.com` : '',
    amount, amountPrinted: fmtMoney(r, amount, country), payment, paymentPrinted: payment === null ? '' : fmtMoney(r, payment, country), nPayments, freq,
    useOfFunds: r.pick(['Inventory', 'Payroll and working capital', 'Equipment purchase', 'Expansion / second location', 'Marketing', 'Debt consolidation']),
    monthlySales: fmtMoney(r, r.int(30, 400) * 1000, country), stateOfInc, owners,
    landlord: { name: `${r.pick(NAMES)} Properties ${r.pick(['LLC', 'Inc.', 'LP'])}`, phone: `(${r.int(201, 989)}) 555-${pad(r.int(0, 9999), 4)}`, rent: fmtMoney(r, r.int(18, 95) * 100, country) },
    bank: { name: r.pick(BANKS), routing: country === 'CA' ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    refs: [pickRef(), pickRef()],
    advances: r.chance(0.55) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: fmtMoney(r, r.int(8, 90) * 1000, country), payment: fmtMoney(r, r.int(150, 1400), country) })) : [],
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, company: '', email: '', phone: `(${r.int(201, 989)}) 555-${pad(r.int(0, 9999), 4)}` },
  };
}
