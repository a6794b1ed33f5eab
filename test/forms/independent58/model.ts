// Set 58's merchants: a business a funder already funded (so its data sits in the funder's system), its owners, its
// current positions and the renewal it asks for. Values are generated here; how each is printed is the layouts' job.
import type { Rng } from '../../statements/generator/prng.ts';

export type Country = 'US' | 'CA';
export interface Addr { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number;
  taxId: string; taxIdType: 'SSN' | 'ITIN' | 'SIN'; dob: string; score: number | null; home: Addr; phone: string;
}
export interface Position { funder: string; original: number; balance: number; daily: number; payoff: number; funded: string }
export interface Merchant {
  country: Country; legal: string; dba: string | null; entityText: string; entityId: string; industryText: string; industryId: string;
  taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; start: string; addr: Addr; phone: string; email: string;
  owners: Owner[]; newOwner: Owner; positions: Position[]; previous: number; requested: number; payment: number;
  payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly'; account: string; use: string;
  bank: { name: string; routing: string; account: string }; newBank: { name: string; routing: string; account: string };
  iso: string; landlord: string;
}

const FIRST = ['Maria', 'James', 'Aaliyah', 'Darnell', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Hannah', 'Omar', 'Mei', 'Gabriel',
  'Svetlana', 'Dwayne', 'Fatima', 'Connor', 'Rosa', 'Jean-Luc', 'Nadia', 'Victor', 'Ingrid', 'Marcus', 'Yolanda', 'Raj'];
const LAST = ['Gonzalez', 'Whitfield', 'Okafor', 'Nguyen', 'Kowalski', 'Patel', 'Brennan', 'Alvarez-Soto', 'De La Cruz',
  'Tremblay', 'van der Berg', 'Haddad', 'Lindqvist', "O'Neill", 'Castillo', 'Fitzgerald', 'Bouchard', 'Moreau-Lavoie', 'Kim', 'Abernathy'];
const WORDS = ['Summit', 'Harbor', 'Cedar', 'Golden', 'Riverside', 'Northern', 'Lakeshore', 'Ironside', 'Bluewater', 'Prairie',
  'Granite', 'Willow', 'Redline', 'Pioneer', 'Evergreen', 'Crescent', 'Keystone', 'Sterling'];
// Printed type-of-business text and the industries reference id the longest-alias rule gives it.
export const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Hair salon', 'personal_care', 'Salon'], ['Plumbing contractor', 'specialty_trade_contractor', 'Plumbing'],
  ['Dental office', 'dental_practice', 'Dental'], ['Landscaping & lawn care', 'landscaping', 'Landscaping'],
  ['Pizzeria', 'restaurant', 'Pizza'], ['Convenience store', 'convenience_store', 'Market'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Gym / fitness center', 'fitness', 'Fitness'], ['Day care center', 'childcare', 'Kids Academy'], ['Bakery cafe', 'restaurant', 'Bakehouse'],
  ['Coin laundry', 'dry_cleaning', 'Laundry'], ['HVAC installation & repair', 'specialty_trade_contractor', 'Heating & Air'],
  ['Medical office', 'medical_practice', 'Family Medicine'], ['Janitorial services', 'cleaning_services', 'Cleaning'],
  ['Freight broker', 'freight_logistics', 'Logistics'], ['Liquor store', 'liquor_store', 'Wine & Spirits'],
  ['Used car dealer', 'auto_dealer_used', 'Motors'], ['Auto repair / mechanic', 'auto_repair', 'Auto Service'],
];
const US_CITIES: readonly (readonly [string, string, string])[] = [['Tampa', 'FL', '336'], ['Houston', 'TX', '770'], ['Columbus', 'OH', '432'],
  ['Newark', 'NJ', '071'], ['Phoenix', 'AZ', '850'], ['Atlanta', 'GA', '303'], ['Brooklyn', 'NY', '112'], ['Charlotte', 'NC', '282'],
  ['Denver', 'CO', '802'], ['Fresno', 'CA', '937'], ['Nashville', 'TN', '372'], ['Aurora', 'IL', '605']];
const CA_CITIES: readonly (readonly [string, string, string])[] = [['Mississauga', 'ON', 'L5B'], ['Calgary', 'AB', 'T2P'], ['Surrey', 'BC', 'V3T'],
  ['Laval', 'QC', 'H7N'], ['Winnipeg', 'MB', 'R3C'], ['Halifax', 'NS', 'B3H'], ['Saskatoon', 'SK', 'S7K'], ['Moncton', 'NB', 'E1C']];
const STREETS = ['Main St', 'Commerce Blvd', 'Industrial Pkwy', 'King St W', 'Elm Ave', 'Route 9', 'Harbour Rd', 'Mill Creek Dr', 'Queen St E'];
export const FUNDERS = ['Bayside Capital Group', 'Lighthouse Funding LLC', 'Pinnacle Receivables', 'Rapid Working Capital', 'Oakmont Advance Co.',
  'Clearwater Merchant Services', 'Fundstream Partners', 'Meridian Bridge Capital', 'Trident Business Funding'];
const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];
const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins'];
const USES = ['Inventory', 'Payroll', 'Equipment repair', 'Expansion / second location', 'Marketing', 'Working capital', 'Renovations', 'Tax payment'];

const round = (n: number, to: number) => Math.round(n / to) * to;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function fresh<T>(make: () => T, ok: (v: T) => boolean): T {
  for (let i = 0; i < 50; i++) { const v = make(); if (ok(v)) return v; }
  throw new Error('no distinct value');
}
function ein(rng: Rng): string {
  const ok = [10, 11, 12, 13, 20, 22, 26, 27, 30, 33, 35, 38, 45, 46, 47, 54, 56, 58, 61, 65, 74, 81, 82, 84, 86, 88, 90, 93, 98];
  return String(rng.pick(ok)) + rng.digits(7);
}
function ssn(rng: Rng, itin = false): string {
  if (itin) return `9${rng.digits(2)}${rng.pick([70, 71, 72, 78, 80, 83, 88, 90, 94])}${pad(rng.int(1, 9999), 4)}`;
  return `${pad(rng.int(101, 665), 3)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
}
function nineDigitsCa(rng: Rng): string { return String(rng.int(1, 7)) + rng.digits(8); }

export function addr(rng: Rng, country: Country): Addr {
  const [city, region, p] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const postal = country === 'US' ? `${p}${rng.digits(2)}` : `${p} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(1, 9)}`;
  return { street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}`, city, region, postal };
}
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`;

function owner(rng: Rng, country: Country, pct: number, title: string, medical: boolean): Owner {
  const y = rng.int(1958, 1995);
  const taxId = country === 'CA' ? nineDigitsCa(rng) : ssn(rng, rng.chance(0.1));
  return { first: rng.pick(FIRST), middle: rng.chance(0.3) ? rng.alnum(1, 'ABCDEJKLMRST') : null, last: rng.pick(LAST),
    cred: medical && rng.chance(0.5) ? rng.pick(['DDS', 'MD', 'DVM']) : null, title, pct,
    taxId, taxIdType: country === 'CA' ? 'SIN' : taxId.startsWith('9') ? 'ITIN' : 'SSN',
    dob: iso(y, rng.int(1, 12), rng.int(1, 28)), score: rng.chance(0.5) ? rng.int(540, 790) : null, home: addr(rng, country), phone: phone(rng) };
}

export function merchant(rng: Rng, country: Country): Merchant {
  const [industryText, industryId, word] = rng.pick(INDUSTRIES);
  const medical = /dental|medical|veterinary/.test(industryId);
  const ents: readonly (readonly [string, string, number])[] = country === 'US'
    ? [['LLC', 'llc', 4], ['Corporation', 'c_corporation', 2], ['S Corp', 's_corporation', 1], ['Sole Proprietor', 'sole_proprietorship', 2], ['Partnership', 'general_partnership', 1], ['PLLC', 'pllc', medical ? 2 : 0]]
    : [['Corporation', 'ca_corporation', 4], ['Sole Proprietorship', 'sole_proprietorship', 2], ['Partnership', 'general_partnership', 1]];
  const e = rng.weighted(ents.map((x) => [x, x[2]] as const));
  const n = e[1] === 'sole_proprietorship' ? 1 : rng.weighted([[1, 4], [2, 3], [3, 1]] as const);
  const pcts = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const titles = e[1] === 'llc' || e[1] === 'pllc' ? ['Managing Member', 'Member', 'Member'] : e[1] === 'general_partnership' ? ['Partner', 'Partner', 'Partner']
    : e[1] === 'sole_proprietorship' ? ['Owner'] : [rng.pick(['President', 'CEO', 'Owner']), rng.pick(['Vice President', 'Secretary', 'Director']), 'Director'];
  const owners = pcts.map((p, i) => owner(rng, country, p, titles[i]!, medical));
  const base = `${rng.pick(WORDS)} ${word}`;
  let legal: string, dba: string | null;
  if (e[1] === 'sole_proprietorship') { legal = `${owners[0]!.first} ${owners[0]!.last}`; dba = base; }
  else {
    const suffix = e[1] === 'llc' ? rng.pick([' LLC', ', LLC', ' L.L.C.']) : e[1] === 'pllc' ? ' PLLC' : e[1] === 'general_partnership' ? ' Partners'
      : country === 'CA' ? rng.pick([' Ltd.', ' Inc.', ' Corp.']) : rng.pick([', Inc.', ' Inc.', ' Corp.', ' Holdings, Inc.']);
    legal = country === 'CA' && e[1] === 'ca_corporation' && rng.chance(0.35) ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'Canada'])} Inc.` : base + suffix;
    dba = legal.startsWith(base) && rng.chance(0.45) ? null : legal.startsWith(base) ? `${rng.pick(WORDS)} ${word}` : base;
  }
  const soleNoEin = e[1] === 'sole_proprietorship' && country === 'US' && rng.chance(0.5);
  const taxId = country === 'CA' ? `${nineDigitsCa(rng)}RC${pad(rng.int(1, 3), 4)}` : soleNoEin ? owners[0]!.taxId : ein(rng);
  const taxIdType = country === 'CA' ? 'BN' : soleNoEin ? (owners[0]!.taxIdType as 'SSN' | 'ITIN') : 'EIN';
  const previous = round(rng.int(15000, 150000), 2500);
  let requested = round(previous * rng.float(1.1, 1.8), 2500);
  if (requested === previous) requested += 5000;
  const frequency = rng.weighted([['daily', 5], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = frequency === 'daily' ? rng.pick([120, 140, 160, 180]) : frequency === 'weekly' ? rng.pick([26, 36, 48, 52]) : frequency === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((requested * rng.float(1.25, 1.45)) / payments * 100) / 100;
  const positions: Position[] = [];
  for (let i = 0, k = rng.int(1, 3); i < k; i++) {
    const original = i === 0 ? previous : round(rng.int(10000, 120000), 1000);
    const balance = Math.round(original * rng.float(0.2, 0.9) * 100) / 100;
    positions.push({ funder: FUNDERS[(rng.int(0, 8) + i * 3) % FUNDERS.length]!, original, balance, daily: Math.round(balance / rng.int(40, 120) * 100) / 100,
      payoff: Math.round(balance * rng.float(0.9, 0.98) * 100) / 100, funded: iso(2025, rng.int(1, 10), rng.int(1, 28)) });
  }
  const banks = country === 'US' ? BANKS_US : BANKS_CA;
  const bank = () => ({ name: rng.pick(banks), routing: country === 'US' ? `0${rng.digits(8)}` : `${rng.digits(5)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) });
  return {
    country, legal, dba, entityText: e[0], entityId: e[1], industryText, industryId, taxId, taxIdType,
    start: iso(rng.int(2004, 2022), rng.int(1, 12), rng.int(1, 28)), addr: addr(rng, country), phone: phone(rng),
    email: `${word.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    owners, newOwner: fresh(() => owner(rng, country, 100, titles[0]!, medical), (o) => owners.every((x) => x.last !== o.last && x.first !== o.first)), positions, previous, requested, payment, payments, frequency,
    account: `${rng.alnum(2, 'ABCDEFGHKMNPRT')}-${rng.digits(6)}`, use: rng.pick(USES), bank: bank(), newBank: bank(),
    iso: fresh(() => `${rng.pick(FIRST)} ${rng.pick(LAST)}`, (s) => owners.every((x) => !s.includes(x.first) && !s.includes(x.last))), landlord: `${rng.pick(WORDS)} Property Management`,
  };
}
