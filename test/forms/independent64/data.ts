// The merchants of set 64: a business, its owners and what it asks for, with the printed forms of each value and the
// truth each printed form gives. Decoy generators (routing numbers, IPs, funders) are here too.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Owner {
  first: string; middle: string | null; last: string; suffix: string | null; title: string; pct: number; credit: number | null;
  taxPrinted: string; taxDigits: string | null; taxType: string | null; dobPrinted: string; dobIso: string | null; home: string;
}
export interface Merchant {
  country: Country; legal: string; dbaPrinted: string; dba: string | null; entityPrinted: string; entity: string;
  industryPrinted: string; industry: string; taxPrinted: string; taxDigits: string; taxType: string;
  state: string; street: string; city: string; zip: string; phone: string; email: string; website: string;
  startPrinted: string | null; startIso: string | null; years: number;
  amount: number; amountPrinted: string; use: string; payment: number | null; paymentPrinted: string | null; nPayments: number | null;
  frequency: string | null; owners: Owner[]; incState: string;
}

const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Luis', 'Hannah', 'Kwame', 'Sofia', 'Trevor', 'Mei', 'Omar', 'Claire', 'Dmitri', 'Rosa', 'Jean-Luc', 'Nadia', 'Garrett'];
const LAST = ['Gomez', 'Okafor', 'Whitfield', 'Nguyen', 'Patel', 'Van der Berg', 'Ramirez-Soto', 'MacLeod', 'Tremblay', 'Haddad', 'Kowalski', 'Brennan', "O'Neill", 'Lindqvist', 'Castellano', 'Fairbanks'];
const WORDS = ['Summit', 'Harbor', 'Cedar', 'Bluebird', 'Ironwood', 'Maple', 'Golden Gate', 'Northstar', 'Riverbend', 'Pioneer', 'Copper', 'Lakeshore', 'Silverline', 'Keystone', 'Juniper'];
/** Printed type of business -> industries id (applications.md's longest word-bounded label or alias). */
export const INDUSTRIES: [string, string, string][] = [
  ['Full-service restaurant', 'restaurant', 'Kitchen'], ['Hair salon', 'personal_care', 'Salon'], ['Plumbing and HVAC', 'specialty_trade_contractor', 'Mechanical'],
  ['Dental office', 'dental_practice', 'Dental'], ['Coffee shop', 'restaurant', 'Coffee'], ['Convenience store', 'convenience_store', 'Market'],
  ['Veterinary clinic', 'veterinary', 'Animal Care'], ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Pet grooming', 'pet_services', 'Pet Spa'],
  ['Daycare', 'childcare', 'Kids Academy'], ['Auto body shop', 'auto_repair', 'Auto Body'], ['Landscaper', 'landscaping', 'Lawn & Garden'],
  ['Food truck', 'food_truck_catering', 'Eats'], ['Fitness center', 'fitness', 'Fitness'],
];
const US_ENT: [string, string, string][] = [ // printed entity, id, legal suffix
  ['LLC', 'llc', ' LLC'], ['Limited Liability Company', 'llc', ', LLC'], ['Corporation', 'c_corporation', ', Inc.'], ['Inc.', 'c_corporation', ' Inc.'],
  ['S Corp', 's_corporation', ' Corp.'], ['Sole Proprietor', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners'], ['PLLC', 'pllc', ' PLLC'],
];
const CA_ENT: [string, string, string][] = [
  ['Corporation', 'ca_corporation', ' Inc.'], ['Ltd.', 'ca_corporation', ' Ltd.'], ['Sole Proprietorship', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' & Co.'],
];
const US_PLACES: [string, string, string][] = [['Austin', 'TX', '787'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'], ['Fresno', 'CA', '937'], ['Newark', 'NJ', '071'],
  ['Denver', 'CO', '802'], ['Charlotte', 'NC', '282'], ['Spokane', 'WA', '992'], ['Albany', 'NY', '122'], ['Mesa', 'AZ', '852']];
const CA_PLACES: [string, string, string][] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'], ['Halifax', 'NS', 'B3H'], ['Laval', 'QC', 'H7N'], ['Winnipeg', 'MB', 'R3C']];
const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'King St W', 'Industrial Pkwy', 'Harbour Rd', 'Elm St', 'Market Blvd'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export function luhn(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return d8 + String((10 - (s % 10)) % 10);
}
export function ein(r: Rng): string { return `${r.pick(['12', '20', '27', '33', '45', '46', '47', '54', '61', '65', '81', '84', '88', '91'])}-${r.digits(7)}`; }
export function ssn(r: Rng, itin = false): string {
  if (itin) return `9${r.int(10, 99)}-${r.pick(['70', '78', '83', '90', '94'])}-${pad(r.int(1, 9999), 4)}`;
  let a = r.int(1, 665);
  if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(r.int(1, 99))}-${pad(r.int(1, 9999), 4)}`;
}
export function sin(r: Rng): string { const d = luhn(String(r.int(1, 7)) + r.digits(7)); return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`; }
export function money(n: number, r: Rng, ca = false): string {
  const c = n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return r.pick(ca ? [`$${c}`, `CAD ${c}`, `$${c}.00 CAD`] : [`$${c}`, `$${c}.00`, `${c}`, `$ ${c}`]);
}
export function date(y: number, m: number, d: number, r: Rng, ca = false): string {
  return r.pick(ca ? [`${y}-${pad(m)}-${pad(d)}`, `${MONTHS[m - 1]} ${d}, ${y}`]
    : [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${m}-${d}-${y}`]);
}
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
export const routing = (r: Rng) => `0${r.int(11, 99)}${r.digits(6)}`;
export const ip = (r: Rng) => `${r.int(23, 209)}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
export const person = (r: Rng) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
export const FUNDERS = ['Crestmark Advance', 'Bluewave Funding', 'Pinnacle Revenue Partners', 'Lionsgate Capital MCA', 'Everpeak Business Cash'];

function owner(r: Rng, m: { country: Country; state: string }, i: number, pct: number): Owner {
  const first = r.pick(FIRST), last = r.pick(LAST);
  const y = r.int(1958, 1996), mo = r.int(1, 12), d = r.int(1, 28);
  const maskDob = r.chance(0.15), maskTax = r.chance(0.3), ca = m.country === 'CA';
  const itin = !ca && r.chance(0.1);
  const tax = ca ? sin(r) : ssn(r, itin);
  const last4 = tax.replace(/\D/g, '').slice(-4);
  return {
    first, last, middle: r.chance(0.3) ? r.pick(['A.', 'J.', 'R.', 'M.']) : null, suffix: r.chance(0.08) ? r.pick([', DC', ', CPA']) : null,
    title: i === 0 ? r.pick(['Owner', 'CEO', 'President', 'Managing Member', 'Director']) : r.pick(['Partner', 'VP', 'Co-Owner', 'Secretary']),
    pct, credit: r.chance(0.4) ? r.int(560, 810) : null,
    taxPrinted: maskTax ? r.pick([`XXX-XX-${last4}`, `***-**-${last4}`, `*** *** ${last4.slice(1)}`]) : tax,
    taxDigits: maskTax ? null : tax.replace(/\D/g, ''), taxType: maskTax ? null : ca ? 'SIN' : itin ? 'ITIN' : 'SSN',
    dobPrinted: maskDob ? `**/**/${y}` : date(y, mo, d, r, ca), dobIso: maskDob ? null : iso(y, mo, d),
    home: ca ? `${r.int(10, 990)} ${r.pick(STREETS)}, ${r.pick(CA_PLACES)[0]}, ${r.pick(CA_PLACES)[1]}` : `${r.int(100, 9900)} ${r.pick(STREETS)}, ${r.pick(US_PLACES)[0]}, ${r.pick(US_PLACES)[1]}`,
  };
}

export function merchant(r: Rng, country: Country): Merchant {
  const ca = country === 'CA';
  const [city, state, zip3] = r.pick(ca ? CA_PLACES : US_PLACES);
  const [indText, ind, indWord] = r.pick(INDUSTRIES);
  const [entText, ent, suffix] = r.pick(ca ? CA_ENT : US_ENT);
  const n = ent === 'sole_proprietorship' ? 1 : r.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const pcts = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25]]) : r.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const owners: Owner[] = [];
  for (const [i, p] of pcts.entries()) {
    let o = owner(r, { country, state }, i, p);
    while (owners.some((x) => x.first === o.first || x.last === o.last)) o = owner(r, { country, state }, i, p);
    if (ent === 'sole_proprietorship') o.title = 'Owner';
    owners.push(o);
  }
  const word = r.pick(WORDS);
  const base = `${word} ${indWord}`;
  const legal = ent === 'sole_proprietorship' ? `${owners[0]!.first} ${owners[0]!.last}` : ent === 'ca_corporation' && r.chance(0.3) ? `${r.int(1000000, 2999999)} ${r.pick(['Ontario', 'Alberta', 'B.C.'])}${suffix}` : `${base}${suffix}`;
  const dbaPrinted = ent === 'sole_proprietorship' || legal.match(/^\d/) ? base : r.pick([`${word} ${r.pick(['Express', 'Co', 'Studio', 'Group'])}`, 'SAME', 'N/A', '', legal]);
  const dba = ['SAME', 'N/A', '', legal].includes(dbaPrinted) ? null : dbaPrinted;
  const soleSsn = !ca && ent === 'sole_proprietorship' && r.chance(0.5);
  let taxPrinted: string, taxDigits: string, taxType: string;
  if (ca) { const bn = luhn(String(r.int(7, 8)) + r.digits(7)); const prog = r.pick(['RC0001', 'RT0001']); taxPrinted = r.pick([`${bn} ${prog}`, `${bn}${prog}`]); taxDigits = bn + prog; taxType = 'BN'; }
  else if (soleSsn) { taxPrinted = owners[0]!.taxDigits ? ssn(r) : ssn(r); taxDigits = taxPrinted.replace(/\D/g, ''); taxType = taxPrinted.startsWith('9') ? 'ITIN' : 'SSN'; }
  else { taxPrinted = ein(r); taxDigits = taxPrinted.replace(/\D/g, ''); taxType = 'EIN'; }
  const y = r.int(2003, 2022), mo = r.int(1, 12), d = r.int(1, 28);
  const yearsOnly = r.chance(0.15);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 65000, 75000, 90000, 120000, 150000]);
  const hasTerms = r.chance(0.5);
  const nPayments = hasTerms ? r.pick([60, 90, 120, 130, 26, 52, 12]) : null;
  const frequency = nPayments == null ? null : nPayments >= 60 ? r.pick(['daily', 'weekly']) : nPayments === 12 ? 'monthly' : r.pick(['weekly', 'biweekly']);
  const payment = nPayments == null ? null : Math.round((amount * 1.35) / nPayments * 100) / 100;
  const slug = (dba ?? legal).toLowerCase().replace(/[^a-z]+/g, '');
  return {
    country, legal, dbaPrinted, dba, entityPrinted: entText, entity: ent, industryPrinted: indText, industry: ind,
    taxPrinted, taxDigits, taxType, state, city, zip: ca ? `${zip3} ${r.int(1, 9)}${r.pick(['A', 'K', 'R'])}${r.int(1, 9)}` : `${zip3}${pad(r.int(1, 99))}`,
    street: `${r.int(10, 9800)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Unit ${r.int(1, 40)}` : ''}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`, email: `${owners[0]!.first.toLowerCase().replace(/\W/g, '')}@${slug.slice(0, 14)}.${ca ? 'ca' : 'com'}`,
    website: r.chance(0.6) ? `www.${slug.slice(0, 14)}.${ca ? 'ca' : 'com'}` : '',
    startPrinted: yearsOnly ? null : date(y, mo, d, r, ca), startIso: yearsOnly ? null : iso(y, mo, d), years: 2026 - y,
    amount, amountPrinted: money(amount, r, ca), use: r.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion / second location', 'Working capital', 'Renovation']),
    payment, paymentPrinted: payment == null ? null : money(payment, r, ca), nPayments, frequency, owners,
    incState: ca ? r.pick(['Federal (CBCA)', 'ON', 'BC']) : r.pick(['DE', 'NV', 'WY'].filter((x) => x !== state)),
  };
}

/** Owner's printed name and the name fields it gives (`Last, First` swapped, middle initial and credentials dropped). */
export function ownerName(o: Owner, r: Rng): string {
  const full = `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}${o.suffix ?? ''}`;
  return r.chance(0.2) ? `${o.last}, ${o.first}` : full;
}
