// One fictional merchant and its owners, drawn from a seeded Rng, with the formatting helpers the layouts print with.
// Nothing here decides the truth: a layout's printed values do (sheet.ts records them).
import type { Rng } from '../../statements/generator/prng.ts';
import { CA_PLACES, INDUSTRIES, US_PLACES } from './ids.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number; ssn: string;
  ssnMode: 'full' | 'masked' | 'blank'; dob: string; score: number | null; home: Addr; phone: string; email: string;
}
export interface Merchant {
  country: 'US' | 'CA'; legal: string; dba: string | null; entity: string; industry: readonly [string, string];
  ein: string; start: string; addr: Addr; phone: string; email: string; web: string; incState: string; employees: number;
  requested: number; payment: number; npay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; useOfFunds: string;
  monthlySales: number; owners: Owner[]; landlord: string; landlordPhone: string; rent: number; bank: string; routing: string;
  account: string; refs: [string, string][]; iso: { rep: string; company: string; email: string; phone: string };
  advances: { funder: string; balance: number; payment: number }[]; signDate: string; processor: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Daniel', 'Keisha', 'Luis', 'Mei', 'Robert', 'Fatima', 'Kevin', 'Olga', 'Andre',
  'Sofia', 'Hassan', 'Grace', 'Marcus', 'Elena', 'Trevor', 'Nadia', 'Victor', 'Chantal', 'Dmitri'];
const LAST = ['Lopez', 'Okafor', 'Nguyen', 'Kowalski', 'Patel', 'Brennan', 'Whitfield', 'Delgado', 'Chen', 'Haddad', 'Moreau', 'Sullivan',
  'Smith-Jones', 'De la Cruz', 'Van Dyke', "O'Neill", 'Abernathy', 'Rosario', 'Lindqvist', 'Tremblay', 'Ibrahim', 'McAllister'];
const WORD1 = ['Summit', 'Blue Harbor', 'Iron Creek', 'Golden Maple', 'Redwood', 'Lakeview', 'Northgate', 'Silver Pine', 'Brightside',
  'Copper Hill', 'Eastbrook', 'Falcon Ridge', 'Granite', 'Harvest Moon', 'Juniper', 'Keystone Way'];
const WORD2 = ['Group', 'Services', 'Enterprises', 'Holdings', 'Partners', 'Solutions', 'Works', 'Company'];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Blvd', 'Market St', 'Elm St', 'Route 9', 'Broadway', 'Pine Rd',
  'Lakeshore Blvd', 'Dundas St W', 'Rue Principale'];
const FUNDERS = ['Velocity Capital Group', 'Forward Line Funding', 'Crestmark Advance', 'Bluewave Funding', 'Tidal Capital', 'Arbor Merchant Funding'];
const BANKS = ['Chase', 'Bank of America', 'TD Bank', 'Wells Fargo', 'PNC Bank', 'Regions Bank', 'Citizens Bank'];
const CA_BANKS = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO', 'Desjardins'];
const PROCESSORS = ['Square', 'Clover', 'Stripe', 'Heartland', 'Worldpay', 'Moneris'];
const USES = ['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Renovation', 'Marketing', 'Expansion'];
const TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Partner', 'Vice President', 'Member', 'Secretary'];
const CREDS = [', DC', ', CPA', ', MD', ', DDS'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateFmt = 'mdy' | 'mdy2' | 'm/d/y' | 'long' | 'short' | 'iso' | 'mdy-dash';
/** A date in one of several printed forms (never day-first, never a two-digit year for a birth date). */
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdy2': return `${pad(m)}/${pad(d)}/${pad(y % 100)}`;
    case 'm/d/y': return `${m}/${d}/${y}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
    case 'mdy-dash': return `${pad(m)}-${pad(d)}-${y}`;
  }
}

const group = (n: number, sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
export type MoneyFmt = '$' | '$.00' | 'USD' | 'USD-after' | '$ space' | 'plain' | 'CAD' | 'CAD-after';
/** Money as printed: `$45,000`, `$45,000.00`, `USD 45,000`, `45,000.00 USD`, `$ 45 000`, `45000.00`, `CAD 45,000`. */
export function fmtMoney(v: number, f: MoneyFmt): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const whole = Math.floor(v);
  const dec = cents ? `.${pad(Math.round(v * 100) % 100)}` : '';
  switch (f) {
    case '$': return `$${group(whole, ',')}${dec}`;
    case '$.00': return `$${group(whole, ',')}.${pad(Math.round(v * 100) % 100)}`;
    case 'USD': return `USD ${group(whole, ',')}${dec}`;
    case 'USD-after': return `${group(whole, ',')}.${pad(Math.round(v * 100) % 100)} USD`;
    case '$ space': return `$ ${group(whole, ' ')}${dec}`;
    case 'plain': return `${whole}.${pad(Math.round(v * 100) % 100)}`;
    case 'CAD': return `CAD ${group(whole, ',')}${dec}`;
    case 'CAD-after': return `$${group(whole, ' ')}${dec} CAD`;
  }
}

export const fmtEin = (e: string) => `${e.slice(0, 2)}-${e.slice(2)}`;
export const fmtSsn = (s: string) => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const maskSsn = (s: string, r: Rng) => r.pick([`XXX-XX-${s.slice(5)}`, `***-**-${s.slice(5)}`, `xxx-xx-${s.slice(5)}`]);
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.int(70, 88)}${r.digits(4)}`;
  return `${r.int(101, 665)}${r.int(10, 99)}${r.int(1000, 9999)}`;
}

function addr(r: Rng, country: 'US' | 'CA', state?: string): Addr {
  if (country === 'CA') {
    const st = state ?? r.pick(Object.keys(CA_PLACES));
    const [city, l] = CA_PLACES[st]!;
    return { street: `${r.int(10, 9800)} ${r.pick(STREETS)}`, city, state: st, zip: `${l}${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])} ${r.int(1, 9)}${r.pick(['B', 'J', 'T'])}${r.int(1, 9)}` };
  }
  const st = state ?? r.pick(Object.keys(US_PLACES));
  const [c1, c2, z] = US_PLACES[st]!;
  return { street: `${r.int(10, 9800)} ${r.pick(STREETS.slice(0, 10))}`, city: r.pick([c1, c2]), state: st, zip: `${z}${r.digits(2)}` };
}

export const fullAddr = (a: Addr) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;

export interface MerchantOptions { country: 'US' | 'CA'; owners: number; entities: readonly string[]; soleProp?: boolean; itin?: boolean }

export function makeMerchant(r: Rng, o: MerchantOptions): Merchant {
  const country = o.country;
  const lastNames = r.shuffle([...LAST]);
  const firsts = r.shuffle([...FIRST]);
  const state = r.pick(country === 'US' ? Object.keys(US_PLACES) : Object.keys(CA_PLACES));
  const n = o.soleProp ? 1 : o.owners;
  const pcts = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners: Owner[] = pcts.map((pct, i) => {
    const first = firsts[i]!, last = lastNames[i]!;
    const y = r.int(1958, 1994), m = r.int(1, 12), d = r.int(1, 28);
    // A US sole proprietor's SSN / ITIN is the business's tax ID, printed in full: masking it in the owner's block would
    // leave the owner's tax ID both printed and masked on one page.
    const soleUs = !!o.soleProp && country === 'US' && i === 0;
    return { first, middle: r.chance(0.3) ? r.pick(['A.', 'J.', 'M.', 'R.', 'T.']) : null, last, cred: r.chance(0.12) ? r.pick(CREDS) : null,
      title: o.soleProp ? 'Owner' : i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES), pct, ssn: ssn(r, !!o.itin && i === 0),
      ssnMode: soleUs ? 'full' : r.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const), dob: isoDate(y, m, d), score: r.chance(0.6) ? r.int(560, 810) : null,
      home: addr(r, country), phone: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` };
  });
  const base = `${r.pick(WORD1)} ${r.pick(WORD2)}`;
  const entity = o.soleProp ? 'sole_proprietorship' : r.pick(o.entities);
  const suffix: Record<string, string> = { llc: r.pick([' LLC', ', LLC', ' L.L.C.']), c_corporation: r.pick([', Inc.', ' Inc', ' Corp.', ' Corporation']),
    s_corporation: r.pick([', Inc.', ' Inc.']), general_partnership: ' Partners', limited_partnership: ', LP', llp: ' LLP', pllc: ', PLLC',
    professional_corporation: ', P.C.', nonprofit_corporation: ' Foundation', ca_corporation: r.pick([' Ltd.', ' Inc.', ' Limited', ' Ltée']), ca_ulc: ' ULC' };
  const legal = o.soleProp ? `${owners[0]!.first} ${owners[0]!.last}` : `${base}${suffix[entity] ?? ''}`;
  const dba = o.soleProp ? `${r.pick(WORD1)} ${r.pick(['Cafe', 'Auto', 'Salon', 'Cleaning', 'Design'])}` : r.chance(0.55) ? `${r.pick(WORD1)} ${r.pick(['Pizza', 'Motors', 'Fitness', 'Dental', 'Supply', 'Landscaping'])}` : null;
  const stY = r.int(2004, 2022);
  const incStates = (country === 'US' ? ['DE', 'NV', 'NY', 'FL', 'TX'] : ['ON', 'BC', 'QC']).filter((s) => s !== state);
  const requested = r.pick([15000, 25000, 30000, 37500, 45000, 50000, 60000, 75000, 100000, 125000, 150000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const npay = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 16, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round(((requested * r.float(1.25, 1.45)) / npay) * 100) / 100;
  const isoP = owners.length > 1 ? firsts[5]! : firsts[4]!;
  return {
    country, legal, dba, entity, industry: r.pick(INDUSTRIES), ein: `${r.int(10, 98)}${r.digits(7)}`, start: isoDate(stY, r.int(1, 12), r.int(1, 28)),
    addr: addr(r, country, state), phone: phone(r), email: `office@${base.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    web: `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`, incState: r.pick(incStates), employees: r.int(2, 45),
    requested, payment, npay, freq, useOfFunds: r.pick(USES), monthlySales: r.int(28, 260) * 1000 + r.int(0, 999), owners,
    landlord: r.pick([`${lastNames[8]} Properties LLC`, `${firsts[10]} ${lastNames[9]}`, 'Parkview Realty Management']), landlordPhone: phone(r),
    rent: r.int(12, 90) * 100, bank: r.pick(country === 'US' ? BANKS : CA_BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(8, 12)),
    refs: [[`${r.pick(WORD1)} Supply Co.`, phone(r)], [`${lastNames[10]} Wholesale`, phone(r)]],
    iso: { rep: `${isoP} ${lastNames[12]}`, company: r.pick(['Apex Funding Advisors', 'Main Street Capital Brokers', 'Clearpath ISO']),
      email: `${isoP.toLowerCase()}@submissions.example.com`, phone: phone(r) },
    advances: r.chance(0.6) ? Array.from({ length: r.int(1, 2) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(8, 90) * 1000 + r.int(1, 9) * 100, payment: r.int(150, 900) + 0.5 })) : [],
    signDate: isoDate(2026, r.int(1, 10), r.int(1, 28)), processor: r.pick(PROCESSORS),
  };
}

/** An owner's name as printed: `First M. Last, DC` or `Last, First`. */
export function ownerName(o: Owner, f: 'natural' | 'lastFirst'): string {
  if (f === 'lastFirst') return `${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`;
  return `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${o.cred ?? ''}`;
}
