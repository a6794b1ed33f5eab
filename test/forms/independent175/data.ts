// The deal one seed describes: the merchant as the ISO filled it in, plus the ISO's own details and everything else a
// funder's submission sheet prints (landlord, bank, references, prior funding). Only the values the layout prints as
// the application's become truth (index.ts builds it from what the pen placed).
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; last: string; printed: string; lastFirst: string; role: string; pct: number;
  taxText: string; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: string;
  dobText: string; dob: string; fico: number; home: string;
}
export interface Position { funder: string; funded: string; original: string; balance: string; payment: string; freq: string }
export interface Deal {
  country: Country;
  legal: string; dba: string; dbaIsReal: boolean;
  entityText: string; entityId: string; entityBox: string;
  industryText: string; industryId: string;
  taxText: string; taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN';
  startText: string; start: string; years: number;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  incState: string;
  amount: number; amountText: string; payment: number; paymentText: string; nPayments: number; freq: Freq;
  factor: string; termMonths: number; commission: string; useOfFunds: string; monthlySales: string;
  owners: Owner[];
  iso: { name: string; id: string; taxId: string; rep: string; phone: string; email: string };
  landlord: { name: string; phone: string; rent: string };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; phone: string }[];
  positions: Position[];
  signed: string;
}

const FIRST = ['Maria', 'James', 'Priya', 'Daniel', 'Keisha', 'Tomasz', 'Elena', 'Marcus', 'Aiko', 'Robert', 'Fatima', 'Luis',
  'Grace', 'Hector', 'Nadia', 'Owen', 'Sofia', 'Dmitri', 'Carmen', 'Wesley'];
const LAST = ['Alvarez', 'Whitfield', 'Nguyen', 'Okafor', 'Smith-Jones', 'De la Cruz', "O'Neil", 'Van der Berg', 'Kowalski',
  'Patel', 'Brennan', 'Haddad', 'McAllister', 'St. Clair', 'Lindqvist', 'Moreau', 'Abernathy', 'Tran-Pham'];
const ROLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Director'];
const INDUSTRIES: [string, string, string][] = [
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Hair salon and day spa', 'personal_care', 'Salon'],
  ['HVAC installation & repair', 'specialty_trade_contractor', 'Air'], ['Pizzeria / restaurant', 'restaurant', 'Pizza'],
  ['Commercial cleaning services', 'cleaning_services', 'Cleaning'], ['Landscaping and lawn care', 'landscaping', 'Lawn'],
  ['Dental office', 'dental_practice', 'Dental'], ['Trucking - local hauling', 'trucking_local', 'Hauling'],
  ['Convenience store', 'convenience_store', 'Market'], ['Used car dealer', 'auto_dealer_used', 'Motors'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Catering company', 'food_truck_catering', 'Catering'], ['Collision repair & body shop', 'auto_repair', 'Collision'],
  ['Wholesale distributor', 'wholesale_distribution', 'Supply'], ['Machine shop', 'manufacturing', 'Machining'],
];
const WORDS = ['Summit Ridge', 'Blue Heron', 'Copper Creek', 'Northstar', 'Maple Leaf', 'Harbor View', 'Granite', 'Red Oak',
  'Silver Lake', 'Prairie Wind', 'Ironwood', 'Lakeshore', 'Cedar Point', 'Golden Gate', 'Riverbend', 'Highland'];
const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
  ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'], ['Charlotte', 'NC', '282'], ['Newark', 'NJ', '071'], ['Spokane', 'WA', '992'],
  ['Nashville', 'TN', '372'], ['Reno', 'NV', '895'], ['Albany', 'NY', '122'], ['Boise', 'ID', '837']];
const CA_PLACES: [string, string, string][] = [['Calgary', 'AB', 'T2P'], ['Halifax', 'NS', 'B3H'], ['Winnipeg', 'MB', 'R3C'],
  ['Mississauga', 'ON', 'L5B'], ['Kelowna', 'BC', 'V1Y'], ['Regina', 'SK', 'S4P'], ['Moncton', 'NB', 'E1C'], ['Laval', 'QC', 'H7N']];
const STREETS = ['Commerce Dr', 'Main St', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Railway Rd', 'King St W', 'Lakeview Blvd'];
const FUNDERS = ['Rapid Ridge Funding', 'Cobalt Advance', 'Pinecrest Capital', 'Ledgerline MCA', 'Fairway Business Capital',
  'Orchard Street Funding', 'Tidewater Advance Co.', 'Brightpath Receivables'];
const ISOS = ['Crescent Bay Capital Advisors', 'Ironbridge Merchant Services', 'Lakefront Funding Group', 'Meridian Biz Solutions',
  'TruePoint Commercial Brokers', 'Westgate Capital Partners'];
const BANKS = ['First Horizon Community Bank', 'Chase', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'RBC Royal Bank',
  'Scotiabank', 'BMO Bank of Montreal'];
const USES = ['Working capital', 'Inventory purchase', 'Equipment', 'Payroll', 'Expansion / second location', 'Marketing'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const money = (n: number, cents = false) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
export function luhn9(r: Rng, first: number): string {
  const d = [first, ...Array.from({ length: 7 }, () => r.int(0, 9))];
  for (let c = 0; c < 10; c++) {
    const all = [...d, c];
    const sum = all.reduce((s, v, i) => s + (i % 2 === 1 ? ((v * 2) % 10) + Math.floor((v * 2) / 10) : v), 0);
    if (sum % 10 === 0) return all.join('');
  }
  throw new Error('luhn');
}
function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
function date(r: Rng, y0: number, y1: number): { y: number; m: number; d: number; iso: string } {
  const y = r.int(y0, y1), m = r.int(1, 12), d = r.int(1, 28);
  return { y, m, d, iso: `${y}-${pad(m)}-${pad(d)}` };
}
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

function owner(r: Rng, country: Country, role: string, pct: number, place: [string, string, string], masked: boolean): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const mi = r.chance(0.4) ? ` ${String.fromCharCode(65 + r.int(0, 25))}.` : '';
  const cred = r.chance(0.12) ? r.pick([', CPA', ', DDS', ', MBA']) : '';
  let taxText: string, taxType: Owner['taxType'];
  if (country === 'CA') { const s = luhn9(r, r.int(1, 7)); taxText = `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`; taxType = 'SIN'; }
  else if (r.chance(0.12)) { taxText = `9${r.digits(2)}-${r.int(70, 88)}-${pad(r.int(1, 9999), 4)}`; taxType = 'ITIN'; }
  else { taxText = ssn(r); taxType = 'SSN'; }
  const last4 = taxText.replace(/\D/g, '').slice(-4);
  const b = date(r, 1956, 1996);
  return { first, last, printed: `${first}${mi} ${last}${cred}`, lastFirst: `${last}, ${first}${mi}`, role, pct,
    taxText, taxId: taxText.replace(/\D/g, ''), taxType, masked: masked ? (country === 'CA' ? `***-***-${last4.slice(1)}` : r.pick(['XXX-XX-', '***-**-']) + last4) : '',
    dobText: `${pad(b.m)}/${pad(b.d)}/${b.y}`, dob: b.iso, fico: r.int(548, 812),
    home: `${r.int(10, 9899)} ${r.pick(['Oak', 'Birch', 'Willow', 'Juniper', 'Hawthorn'])} ${r.pick(['Ln', 'Ct', 'Way'])}, ${place[0]}, ${place[1]} ${country === 'CA' ? `${place[2]} ${r.int(1, 9)}A${r.int(1, 9)}` : place[2] + r.digits(2)}` };
}

export function makeDeal(r: Rng, country: Country, opts: { soleProp?: boolean; maskChance?: number; maxOwners?: number } = {}): Deal {
  const [industryText, industryId, noun] = r.pick(INDUSTRIES);
  const places = country === 'US' ? US_PLACES : CA_PLACES;
  const place = r.pick(places);
  const incPlace = r.pick(places.filter((p) => p[1] !== place[1]));
  const base = `${r.pick(WORDS)} ${noun}`;
  const sole = !!opts.soleProp;
  const nOwners = sole ? 1 : r.int(1, opts.maxOwners ?? 2);
  const pcts = nOwners === 1 ? [r.pick([100, 100, 75, 51])] : nOwners === 2 ? r.pick([[60, 40], [50, 50], [51, 49], [70, 30]]) : [40, 35, 25];
  const roles = r.shuffle([...ROLES]);
  const owners = pcts.map((p, i) => owner(r, country, sole ? 'Owner' : roles[i]!, sole ? 100 : p, r.chance(0.3) ? place : r.pick(places), r.chance(opts.maskChance ?? 0.35)));
  let legal: string, entityText: string, entityId: string, entityBox: string;
  if (sole) { legal = `${owners[0]!.first} ${owners[0]!.last}`; entityText = 'Sole Proprietor'; entityId = 'sole_proprietorship'; entityBox = 'Sole Proprietor'; }
  else if (country === 'US') {
    const e = r.pick([['LLC', 'LLC', 'llc', 'LLC'], ['Inc.', 'Corporation', 'c_corporation', 'Corporation'], ['Corp.', 'Corp', 'c_corporation', 'Corporation'],
      ['LLC', 'Limited Liability Company', 'llc', 'LLC'], ['Inc.', 'S Corp', 's_corporation', 'Other'], ['PLLC', 'PLLC', 'pllc', 'Other'],
      ['LLP', 'LLP', 'llp', 'LLP'], ['& Partners', 'Partnership', 'general_partnership', 'Partnership']] as const);
    legal = e[0] === '& Partners' ? `${base} & Partners` : `${base}${e[0] === 'Inc.' ? ', Inc.' : ' ' + e[0]}`;
    [entityText, entityId, entityBox] = [e[1], e[2], e[3]];
  } else {
    const e = r.pick([['Ltd.', 'Corporation', 'ca_corporation', 'Corporation'], ['Inc.', 'Incorporated', 'ca_corporation', 'Corporation'],
      ['ULC', 'ULC', 'ca_ulc', 'Other'], ['& Partners', 'Partnership', 'general_partnership', 'Partnership']] as const);
    legal = e[0] === '& Partners' ? `${base} & Partners` : `${base} ${e[0]}`;
    [entityText, entityId, entityBox] = [e[1], e[2], e[3]];
  }
  const dbaKind = r.weighted([['name', 6], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba = dbaKind === 'name' ? `${r.pick(WORDS)} ${noun}${r.chance(0.5) ? ' Co.' : ''}` : dbaKind === 'legal' ? legal : dbaKind;
  let taxText: string, taxId: string, taxType: Deal['taxType'];
  if (country === 'CA') { taxId = luhn9(r, r.int(1, 8)) + 'RC0001'; taxText = r.pick([`${taxId.slice(0, 9)} RC0001`, taxId, `${taxId.slice(0, 9)} RC 0001`]); taxType = 'BN'; }
  else if (sole) { taxText = owners[0]!.taxText; taxId = owners[0]!.taxId; taxType = owners[0]!.taxType as 'SSN' | 'ITIN'; }
  else { let p = r.int(10, 99); while (BAD_EIN.has(p)) p++; taxText = `${p}-${r.digits(7)}`; taxId = taxText.replace('-', ''); taxType = 'EIN'; }
  const s = date(r, 2003, 2022);
  const startText = r.pick([`${pad(s.m)}/${pad(s.d)}/${s.y}`, `${s.m}/${s.d}/${String(s.y).slice(2)}`, `${MONTHS[s.m - 1]} ${s.d}, ${s.y}`]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const amount = r.int(3, 70) * 5000;
  const nPayments = freq === 'daily' ? r.pick([80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([10, 13, 20, 26]) : r.pick([6, 9, 12, 18]);
  const factorN = r.int(125, 149) / 100;
  const payment = Math.round((amount * factorN * 100) / nPayments) / 100;
  const termMonths = Math.max(3, Math.round(freq === 'daily' ? nPayments / 21 : freq === 'weekly' ? nPayments / 4.33 : freq === 'biweekly' ? nPayments / 2.17 : nPayments));
  const nPos = r.int(0, 3);
  const positions: Position[] = Array.from({ length: nPos }, () => {
    const f = date(r, 2025, 2026), orig = r.int(10, 150) * 1000 + r.pick([0, 500]);
    return { funder: r.pick(FUNDERS), funded: `${pad(f.m)}/${pad(f.d)}/${String(f.y).slice(2)}`, original: money(orig),
      balance: money(Math.round(orig * r.float(0.15, 0.9) * 100) / 100, true), payment: money(r.int(9000, 250000) / 100, true), freq: r.pick(['D', 'W', 'BW']) };
  });
  const cur = country === 'CA';
  const iso = r.pick(ISOS);
  const taken = new Set([legal, dba, ...owners.flatMap((o) => [o.printed, o.lastFirst, `${o.first} ${o.last}`])]);
  const fresh = (make: () => string) => { let v = make(); while (taken.has(v)) v = make(); taken.add(v); return v; };
  const rep = fresh(() => `${r.pick(FIRST)} ${r.pick(LAST)}`);
  const refNames = [0, 1].map(() => fresh(() => `${r.pick(WORDS)} ${r.pick(['Supply', 'Foods', 'Equipment', 'Wholesale'])}`));
  let ip = r.int(10, 99); while (BAD_EIN.has(ip)) ip++;
  return {
    country, legal, dba, dbaIsReal: dbaKind === 'name', entityText, entityId, entityBox, industryText, industryId, taxText, taxId, taxType,
    startText, start: s.iso, years: 2026 - s.y, street: `${r.int(100, 9999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`,
    city: place[0], state: place[1], zip: cur ? `${place[2]} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}` : place[2] + r.digits(2),
    phone: phone(r), email: `${r.pick(['office', 'info', 'accounts', 'owner'])}@${base.toLowerCase().replace(/[^a-z]/g, '')}.${cur ? 'ca' : 'com'}`,
    website: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${cur ? 'ca' : 'com'}`, incState: incPlace[1],
    amount, amountText: r.pick([money(amount), money(amount, true), `$ ${amount.toLocaleString('en-US')}`]).replace('$', cur && r.chance(0.5) ? 'CAD $' : '$'),
    payment, paymentText: money(payment, true), nPayments, freq, factor: factorN.toFixed(2), termMonths,
    commission: r.pick(['8 pts', '10 pts', '12 points', '6%', '9%']), useOfFunds: r.pick(USES), monthlySales: money(r.int(30, 400) * 1000),
    owners,
    iso: { name: iso, id: `ISO-${r.int(1000, 9899)}`, taxId: `${ip}-${r.digits(7)}`, rep, phone: phone(r),
      email: `deals@${iso.toLowerCase().split(' ')[0]}.com` },
    landlord: { name: `${r.pick(WORDS)} Properties LLC`, phone: phone(r), rent: money(r.int(18, 120) * 100) },
    bank: { name: r.pick(BANKS.filter((b) => cur === /RBC|Scotia|BMO|TD/.test(b))), routing: cur ? `${r.digits(5)}-${r.digits(3)}` : `0${r.int(1, 9)}${r.digits(7)}`, account: r.digits(r.int(8, 12)) },
    refs: refNames.map((name) => ({ name, phone: phone(r) })),
    positions, signed: `${pad(r.int(1, 2))}/${pad(r.int(1, 28))}/2026`,
  };
}

/** The printed frequency word for a truth frequency. */
export const FREQ_LABEL: Record<Freq, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const countryName = (c: Country) => (c === 'US' ? 'United States' : 'Canada');
