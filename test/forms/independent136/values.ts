// Fictional merchants, owners and advances for the renewal / refinance / consolidation forms (independent136).
// Everything here is drawn from a seeded Rng; the printed strings and the values they read as are kept together.
import type { Rng } from '../../statements/generator/prng.ts';

const FIRST = ['Maria', 'Darnell', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Grace', 'Viktor', 'Mei', 'Samuel',
  'Aaliyah', 'Connor', 'Rosa', 'Dmitri', 'Fatima', 'Jerome', 'Ingrid', 'Kwame'] as const;
const LAST = ['Okafor', 'Delgado', 'Whitfield', 'Nguyen', 'Kowalski', 'Brennan', 'St. Clair', 'Haddad', 'Lindqvist', 'Osei',
  'Ramirez-Soto', 'van der Berg', 'MacAllister', 'Castellano', 'Petrov', 'Abernathy', 'Tremblay', 'Gagnon', 'Fitzgerald', 'Yamada'] as const;
const WORDS = ['Harbor', 'Summit', 'Cedar', 'Ironwood', 'Bluewater', 'Maple', 'Granite', 'Lakeside', 'Keystone', 'Redline',
  'Silver Oak', 'Northgate', 'Prairie', 'Beacon', 'Copperfield', 'Riverbend'] as const;

/** Printed type of business -> industries reference id (longest word-bounded label/alias contained). */
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Pizzeria', 'restaurant', 'Pizza'], ['Coffee shop', 'restaurant', 'Coffee'], ['Hair salon', 'personal_care', 'Salon'],
  ['Family dental office', 'dental_practice', 'Dental'], ['HVAC contractor', 'specialty_trade_contractor', 'Heating & Air'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['Collision repair', 'auto_repair', 'Collision'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Fitness center', 'fitness', 'Fitness'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'],
  ['Landscaping & snow removal', 'landscaping', 'Grounds'], ['Used car dealer', 'auto_dealer_used', 'Auto Sales'],
  ['Daycare', 'childcare', 'Kids Academy'], ['Machine shop', 'manufacturing', 'Machining'], ['Florist', 'retail_general', 'Flowers'],
  ['Moving company', 'trucking_local', 'Movers'], ['Liquor store', 'liquor_store', 'Spirits'],
];

export const US_STATES: readonly (readonly [string, string, string])[] = [
  ['NY', 'Brooklyn', '112'], ['NJ', 'Newark', '071'], ['FL', 'Tampa', '336'], ['TX', 'Houston', '770'], ['GA', 'Atlanta', '303'],
  ['CA', 'Fresno', '937'], ['IL', 'Joliet', '604'], ['OH', 'Dayton', '454'], ['PA', 'Allentown', '181'], ['AZ', 'Mesa', '852'],
  ['NC', 'Raleigh', '276'], ['CO', 'Aurora', '800'], ['MI', 'Lansing', '489'], ['TN', 'Memphis', '381'], ['WA', 'Tacoma', '984'],
];
export const CA_PROVINCES: readonly (readonly [string, string, string])[] = [
  ['ON', 'Mississauga', 'L5B'], ['ON', 'Hamilton', 'L8P'], ['BC', 'Surrey', 'V3T'], ['AB', 'Calgary', 'T2P'], ['QC', 'Laval', 'H7N'],
  ['MB', 'Winnipeg', 'R3C'], ['NS', 'Halifax', 'B3H'], ['SK', 'Regina', 'S4P'], ['NB', 'Moncton', 'E1C'],
];
export const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Pearl Merchant Capital', 'Fox Business Funding',
  'Clearview Receivables', 'Mantis Funding Group', 'Everest Business Capital', 'Lendini Advance', 'Bitty Capital', 'Fundfi Partners'] as const;
export const CA_FUNDERS = ['Maple Leaf Merchant Capital', 'Lakehead Advance Corp.', 'Prairie Cash Flow Ltd.', 'Borealis Funding Inc.'] as const;

export interface Owner {
  first: string; middle: string; last: string; role: string; ownership: number; credit: number | null;
  taxDigits: string; taxPrinted: string; masked: boolean; blankTax: boolean; dob: string | null; dobPrinted: string; home: string;
  phone: string; email: string;
}

export interface Advance { funder: string; funded: string; original: number; balance: number; payment: number; freq: string; payoff: number }

export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string | null; dbaPrinted: string; industryText: string; industry: string;
  region: string; city: string; street: string; zip: string; phone: string; email: string; website: string;
  start: string; startPrinted: string; stateOfInc: string; employees: number; monthlySales: number;
  owners: Owner[]; advances: Advance[]; routing: string; account: string; bankName: string;
  landlord: string; landlordPhone: string; rent: number; isoRep: string; reference: string; referencePhone: string;
}

export function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export function ein(rng: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = rng.int(10, 99);
  while (bad.has(p)) p = rng.int(10, 99);
  return `${p}${rng.int(1000000, 9999999)}`;
}
export function ssn(rng: Rng): string {
  let a = rng.int(101, 899);
  if (a === 666) a = 667;
  return `${a}${String(rng.int(10, 99))}${String(rng.int(1001, 9999))}`;
}
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number): string => String(n).padStart(2, '0');

/** A date as ISO and as printed in one of the forms' styles. */
export function date(rng: Rng, fromYear: number, toYear: number, style: 'us' | 'us2' | 'long' | 'iso' | 'any'): [string, string] {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12), d = rng.int(1, 28);
  const iso = `${y}-${p2(m)}-${p2(d)}`;
  const s = style === 'any' ? rng.pick(['us', 'us2', 'long'] as const) : style;
  const printed = s === 'us' ? `${p2(m)}/${p2(d)}/${y}` : s === 'us2' ? `${m}/${d}/${String(y).slice(2)}`
    : s === 'long' ? `${MONTHS[m - 1]} ${d}, ${y}` : iso;
  return [iso, printed];
}

/** Money as a broker or merchant writes it; the number it reads as is the argument. */
export function money(rng: Rng, v: number, cad = false): string {
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const cents = v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (cad) return rng.pick([`CAD ${cents}`, `$${grouped} CAD`, `$${cents}`]);
  return rng.pick([`$${cents}`, `$${grouped}`, `$ ${grouped}`, `${cents}`]);
}
export const plainMoney = (v: number): string => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const round = (v: number, step: number): number => Math.round(v / step) * step;

function owner(rng: Rng, country: 'US' | 'CA', ownership: number, role: string, last?: string): Owner {
  const first = rng.pick(FIRST), lastName = last ?? rng.pick(LAST);
  const middle = rng.chance(0.4) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
  const masked = rng.chance(0.35), blankTax = !masked && rng.chance(0.12);
  const taxDigits = country === 'US' ? ssn(rng) : luhnComplete(`${rng.int(1, 7)}${rng.digits(7)}`);
  const shown = country === 'US' ? fmtSsn(taxDigits) : `${taxDigits.slice(0, 3)} ${taxDigits.slice(3, 6)} ${taxDigits.slice(6)}`;
  const taxPrinted = blankTax ? '' : masked ? (country === 'US' ? `XXX-XX-${taxDigits.slice(5)}` : `*** *** ${taxDigits.slice(6)}`) : shown;
  const hasDob = rng.chance(0.8);
  const [dobIso, dobPrinted] = date(rng, 1958, 1994, country === 'CA' ? rng.pick(['iso', 'long'] as const) : 'any');
  const [, city] = country === 'US' ? rng.pick(US_STATES) : rng.pick(CA_PROVINCES);
  return { first, middle, last: lastName, role, ownership, credit: rng.chance(0.5) ? rng.int(540, 790) : null, taxDigits, taxPrinted,
    masked, blankTax, dob: hasDob ? dobIso : null, dobPrinted: hasDob ? dobPrinted : '', home: `${rng.int(12, 9800)} ${rng.pick(WORDS)} ${rng.pick(['Ln', 'Ct', 'Dr', 'Ave'])}, ${city}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `${first.toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
}

export function merchant(rng: Rng, country: 'US' | 'CA', nAdvances: number, opts: { soleProp?: boolean } = {}): Merchant {
  const [industryText, industry, noun] = rng.pick(INDUSTRIES);
  const [region, city, zipPrefix] = country === 'US' ? rng.pick(US_STATES) : rng.pick(CA_PROVINCES);
  const word = rng.pick(WORDS);
  const roles = country === 'US' ? ['Owner', 'CEO', 'President', 'Managing Member', 'Member'] : ['President', 'Director', 'Owner', 'Secretary'];
  const two = !opts.soleProp && rng.chance(0.45);
  const share = two ? rng.pick([51, 60, 50, 75]) : 100;
  const owners = [owner(rng, country, share, opts.soleProp ? 'Owner' : rng.pick(roles))];
  if (two) owners.push(owner(rng, country, 100 - share, rng.pick(['Partner', 'Vice President', 'Member', 'Director', 'COO'])));
  const o = owners[0]!;
  const suffix = country === 'US' ? rng.pick([', LLC', ' LLC', ', Inc.', ' Corp.', ' Inc']) : rng.pick([' Inc.', ' Ltd.', ' Corp.', ' Limited']);
  const legal = opts.soleProp ? `${o.first} ${o.last}` : rng.chance(0.15) && country === 'CA'
    ? `${rng.int(1000000, 2999999)} ${region === 'QC' ? 'Québec' : region === 'ON' ? 'Ontario' : 'Canada'} Inc.` : `${word} ${noun}${suffix}`;
  const dbaKind = opts.soleProp ? 'name' : rng.weighted([['name', 5], ['same', 1], ['blank', 1], ['na', 1]] as const);
  const dbaName = `${rng.pick(WORDS)} ${noun}${rng.chance(0.3) ? ' & Co' : ''}`;
  const dbaPrinted = dbaKind === 'name' ? dbaName : dbaKind === 'same' ? 'SAME' : dbaKind === 'na' ? 'N/A' : '';
  const [start, startPrinted] = date(rng, 2005, 2021, country === 'CA' ? rng.pick(['iso', 'long'] as const) : 'any');
  const advances: Advance[] = [];
  const pool = country === 'US' ? FUNDERS : CA_FUNDERS;
  const funders = rng.shuffle([...pool]);
  for (let i = 0; i < nAdvances; i++) {
    const original = round(rng.int(15000, 150000), 2500);
    const balance = round(original * rng.float(0.25, 0.8) * 1.35, 1) + rng.int(0, 99) / 100;
    const freq = rng.pick(['Daily', 'Weekly']);
    const payment = round(original * 1.35 / (freq === 'Daily' ? rng.pick([120, 140, 160]) : rng.pick([26, 32, 40])), 1) + rng.pick([0, 0.5, 0.75]);
    advances.push({ funder: funders[i % funders.length]!, funded: date(rng, 2023, 2024, country === 'CA' ? 'iso' : 'us')[1], original, balance, payment, freq,
      payoff: Math.round(balance * rng.float(0.9, 0.97) * 100) / 100 });
  }
  return { country, legal, dba: dbaKind === 'name' ? dbaName : null, dbaPrinted, industryText, industry, region, city,
    street: `${rng.int(10, 9999)} ${rng.pick(WORDS)} ${rng.pick(['Street', 'Blvd', 'Avenue', 'Road', 'Pkwy'])}${rng.chance(0.3) ? ` Unit ${rng.int(1, 40)}` : ''}`,
    zip: country === 'US' ? `${zipPrefix}${rng.digits(2)}` : `${zipPrefix} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.int(1, 9)}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `office@${word.toLowerCase().replace(/ /g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: rng.chance(0.6) ? `www.${word.toLowerCase().replace(/ /g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}` : '',
    start, startPrinted, stateOfInc: country === 'US' ? rng.pick(['DE', 'NV', 'WY', region]) : rng.pick(['Federal (CBCA)', region]),
    employees: rng.int(2, 45), monthlySales: round(rng.int(40000, 400000), 500), owners, advances,
    routing: country === 'US' ? `0${rng.digits(8)}` : `${rng.digits(5)}-${rng.pick(['001', '002', '003', '004', '006', '010'])}`,
    account: rng.digits(rng.int(8, 12)), bankName: country === 'US' ? rng.pick(['Chase', 'TD Bank', 'Wells Fargo', 'PNC Bank', 'Truist']) : rng.pick(['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO']),
    landlord: `${rng.pick(WORDS)} Property Management`, landlordPhone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`,
    rent: round(rng.int(1800, 14000), 50), isoRep: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, reference: `${rng.pick(WORDS)} Supply Co.`,
    referencePhone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}` };
}

/** A new request: amount, payment, number of payments, frequency (consistent with a factor rate). */
export function request(rng: Rng, m: Merchant): { amount: number; payment: number; n: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' } {
  const payoff = m.advances.reduce((s, a) => s + a.payoff, 0);
  const amount = round(Math.max(payoff * rng.float(1.3, 2.2), rng.int(25000, 90000)), 5000);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const n = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round(amount * rng.float(1.25, 1.45) / n * 100) / 100;
  return { amount, payment, n, freq };
}
