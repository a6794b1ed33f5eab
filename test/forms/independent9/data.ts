// Fictional merchants for the independent9 forms: every value a form may print, with its truth by applications.md
// (reference ids copied here so the test never reads /work/shared).
import { Rng } from '../../statements/generator/prng.ts';

export interface Owner {
  first: string; middle: string; last: string; title: string; pct: number; ssn: string; dob: Date;
  home: string; score: number; prefix: string; credential: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string; entityId: string; entityText: string; industryId: string; industryText: string;
  taxId: string; street: string; city: string; region: string; zip: string; phone: string; email: string; start: Date;
  amount: number; payment: number; payments: number; freq: string; owners: Owner[]; incState: string;
  landlord: string; landlordPhone: string; bank: string; routing: string; account: string; isoRep: string;
  references: string[]; funders: { name: string; balance: number }[];
}

const FIRST = ['Marisol', 'Dwayne', 'Keiko', 'Anders', 'Priya', 'Tobias', 'Lucinda', 'Ezekiel', 'Nadia', 'Cornelius', 'Yolanda', 'Rafael', 'Bettina', 'Okonkwo', 'Sienna', 'Gustavo'];
const LAST = ['Vandermeer', 'Okafor', 'de la Cruz', 'Whitcombe', 'Tran-Nguyen', 'Halvorsen', 'Castellanos', "O'Rourke", 'Van Buren', 'Pellegrino', 'Abernathy', 'Szymanski', 'Lindqvist', 'Mbeki', 'Fairbanks', 'St. Clair'];
// The first owner's title, then the others'.
const TITLES = [['President', 'Owner', 'Managing Member', 'CEO'], ['Vice President', 'Partner', 'Secretary', 'Member', 'COO']];
const WORDS = ['Copperleaf', 'Bluewater', 'Granite Peak', 'Foxglove', 'Northgate', 'Silver Birch', 'Ember & Oak', 'Tidewater', 'Juniper Hill', 'Kestrel'];
// [industry id, free text printed as type of business]
export const INDUSTRIES: [string, string][] = [
  ['restaurant', 'Restaurant'], ['auto_repair', 'Auto repair / body shop'], ['personal_care', 'Hair salon'], ['specialty_trade_contractor', 'Plumbing'],
  ['landscaping', 'Lawn care & landscaping'], ['grocery', 'Grocery'], ['fitness', 'Yoga studio'], ['veterinary', 'Veterinary clinic'],
  ['trucking_local', 'Moving company'], ['dental_practice', 'Dental office'], ['cleaning_services', 'Commercial cleaning'],
];
const NOUN: Record<string, string> = { restaurant: 'Kitchen', auto_repair: 'Auto Works', personal_care: 'Salon', specialty_trade_contractor: 'Plumbing',
  landscaping: 'Landscapes', grocery: 'Market', fitness: 'Yoga', veterinary: 'Animal Clinic', trucking_local: 'Movers', dental_practice: 'Dental',
  cleaning_services: 'Cleaning', medical_practice: 'Family Medicine' };
const US: [string, string, string][] = [['TX', 'Austin', '787'], ['OH', 'Dayton', '454'], ['GA', 'Macon', '312'], ['AZ', 'Mesa', '852'], ['NJ', 'Trenton', '086'], ['FL', 'Ocala', '344'], ['OR', 'Salem', '973']];
const CA: [string, string, string][] = [['ON', 'Hamilton', 'L8P'], ['QC', 'Laval', 'H7N'], ['BC', 'Kelowna', 'V1Y'], ['AB', 'Red Deer', 'T4N'], ['MB', 'Brandon', 'R7A']];
const STREETS = ['Maple Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm St', 'Harbor Rd', 'Station Blvd', 'Mill Ln'];
const FUNDERS = ['Brightpath Capital', 'Quarry Funding', 'Lumen Advance', 'Sable Merchant Group'];
const BANKS = ['First Cascade Bank', 'Prairie Trust', 'Keystone Federal', 'Caisse Riviere'];

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const digits = (r: Rng, n: number): string => Array.from({ length: n }, () => r.int(0, 9)).join('');

export function ssn(r: Rng): string {
  let a = r.int(101, 899);
  if (a === 666) a = 667;
  return `${a}-${pad(r.int(10, 99), 2)}-${pad(r.int(1001, 9999), 4)}`;
}

function owner(r: Rng, country: string, used: Set<string>, first0: boolean): Owner {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(first) || used.has(last)) { first = r.pick(FIRST); last = r.pick(LAST); }
  used.add(first); used.add(last);
  const sin = `${r.int(1, 7)}${digits(r, 2)}-${digits(r, 3)}-${digits(r, 3)}`;
  return { first, last, middle: r.chance(0.5) ? `${String.fromCharCode(65 + r.int(0, 25))}.` : '', title: r.pick(TITLES[first0 ? 0 : 1]!), pct: 0,
    ssn: country === 'CA' ? sin : ssn(r), dob: new Date(Date.UTC(r.int(1958, 1994), r.int(0, 11), r.int(1, 28))),
    home: `${r.int(10, 9899)} ${r.pick(['Birchwood Ct', 'Lakeview Ter', 'Orchard Way', 'Pine Hollow Rd'])}`, score: r.int(560, 790), prefix: '', credential: '' };
}

/** Shares that sum to 100 in printed order, the first the largest. */
function shares(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) { const a = r.pick([50, 51, 60, 75, 80]); return [a, 100 - a]; }
  const a = r.pick([40, 50, 34]); const b = r.pick([25, 30, 33]); return [a, b, 100 - a - b];
}

function legalName(r: Rng, base: string, suffix: string): string {
  const mid = r.pick(['', ' Group', ' Holdings', ' & Co']);
  return `${base}${mid}${r.chance(0.5) ? ',' : ''} ${suffix}`;
}

/** The printed option of a payment frequency. */
export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

export function merchant(r: Rng, country: 'US' | 'CA', owners: number, industry?: [string, string]): Merchant {
  const [region, city, zip] = country === 'US' ? r.pick(US) : r.pick(CA);
  const [industryId, industryText] = industry ?? r.pick(INDUSTRIES);
  const used = new Set<string>();
  const os = Array.from({ length: owners }, (_, i) => owner(r, country, used, i === 0));
  shares(r, owners).forEach((p, i) => { os[i]!.pct = p; });
  const word = r.pick(WORDS);
  const legalSuffix = country === 'US' ? r.pick([['LLC', 'llc', 'LLC'], ['Inc.', 'c_corporation', 'Corporation'], ['Corp.', 'c_corporation', 'Corp']]) : [r.pick(['Inc.', 'Ltd.']), 'ca_corporation', 'Corporation'];
  const amount = r.pick([25000, 40000, 65000, 85000, 120000, 150000, 37500]);
  const freq = r.pick(['daily', 'daily', 'weekly', 'weekly', 'biweekly', 'monthly']);
  const payments = freq === 'monthly' ? r.pick([6, 9, 12]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([60, 100, 120, 140]);
  const payment = Math.round((amount * 1.35 * 100) / payments) / 100;
  return {
    country, legal: legalName(r, `${word} ${NOUN[industryId] ?? 'Services'}`, legalSuffix[0]!), dba: `${word} ${NOUN[industryId] ?? 'Services'}`,
    entityId: legalSuffix[1]!, entityText: legalSuffix[2]!, industryId, industryText,
    taxId: country === 'US' ? `${r.int(10, 88)}-${digits(r, 7)}` : `${r.int(1, 8)}${digits(r, 8)} RC0001`,
    street: `${r.int(100, 9999)} ${r.pick(STREETS)}`, city, region, zip: country === 'US' ? `${zip}${digits(r, 2)}` : `${zip} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${r.int(1, 9)}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${digits(r, 4)}`, email: `office@${word.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    start: new Date(Date.UTC(r.int(2004, 2022), r.int(0, 11), r.int(1, 28))), amount, payment, payments, freq,
    owners: os, incState: r.pick(['DE', 'NV', 'WY'].filter((s) => s !== region)),
    landlord: `${r.pick(['Harlow', 'Brennan', 'Quincy'])} Property Mgmt`, landlordPhone: `(${r.int(201, 989)}) 555-${digits(r, 4)}`,
    bank: r.pick(BANKS), routing: `0${digits(r, 8)}`, account: digits(r, 10), isoRep: `${r.pick(['Gil', 'Renata', 'Bo'])} ${r.pick(['Marchetti', 'Kowal', 'Dunleavy'])}`,
    references: [`${r.pick(['Apex', 'Delta', 'Summit'])} Supply Co.`, `${r.pick(['Rivera', 'Keller', 'Moss'])} Wholesale`],
    funders: r.chance(0.6) ? [{ name: r.pick(FUNDERS), balance: r.int(40, 400) * 100 }] : [],
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function fmtDate(d: Date, f: 'mdy' | 'mdyy' | 'long' | 'iso' | 'dmy'): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, day = d.getUTCDate();
  if (f === 'mdy') return `${pad(m, 2)}/${pad(day, 2)}/${y}`;
  if (f === 'mdyy') return `${m}/${day}/${pad(y % 100, 2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (f === 'dmy') return `${pad(day, 2)}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
  return `${y}-${pad(m, 2)}-${pad(day, 2)}`;
}
export const iso = (d: Date): string => fmtDate(d, 'iso');
export const money = (n: number, cents = false): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
export const mask = (s: string): string => `XXX-XX-${s.slice(-4)}`;
export const fullName = (o: Owner): string => `${o.prefix}${o.first} ${o.middle ? o.middle + ' ' : ''}${o.last}${o.credential}`;
