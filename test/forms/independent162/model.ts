// The merchant behind one form of set 162: what the applicant would declare, before any layout decides what is printed
// and how. Tax numbers are valid for their kind (EIN prefixes, SSN areas, ITIN groups, Luhn for BN and SIN).
import type { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';

export type Ymd = [number, number, number];
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Address { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; role: string; ownership: number;
  taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: Ymd; credit: number; home: Address;
}
export interface Merchant {
  country: 'US' | 'CA'; entity: string; legal: string; dba: string | null; industry: P.IndustryPick; industryText: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null; address: Address; phone: string; email: string;
  start: Ymd; amount: number; payment: number; count: number; frequency: Frequency; owners: Owner[];
  // Decoys: parties and numbers that are not the application's.
  incState: string; neq: string; qst: string; landlord: string; landlordPhone: string; rep: string; vendor: string;
  equipmentCost: number; monthlySales: number; payroll: number; employees: number;
  bank: { name: string; routing: string; account: string; transit: string; institution: string };
  advances: { funder: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[];
}
export interface ModelOptions { country: 'US' | 'CA'; entities: string[]; regions?: string[]; french?: boolean }

const EIN_PREFIXES = ['01', '02', '03', '04', '05', '06', '10', '11', '12', '13', '14', '15', '16', '20', '21', '22', '23',
  '24', '25', '26', '27', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '41', '42', '43', '45', '46', '47',
  '48', '51', '52', '53', '54', '55', '56', '57', '58', '59', '61', '62', '63', '64', '65', '66', '67', '68', '71', '72',
  '73', '74', '75', '76', '77', '80', '81', '82', '83', '84', '85', '86', '87', '88', '90', '91', '92', '93', '94', '95', '98', '99'];
const ITIN_GROUPS = [50, 55, 62, 65, 70, 73, 78, 82, 85, 88, 90, 92, 94, 97, 99];

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
const pad = (n: number, w: number) => String(n).padStart(w, '0');
export const ein = (r: Rng) => r.pick(EIN_PREFIXES) + r.digits(7);
export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return pad(area, 3) + pad(r.int(1, 99), 2) + pad(r.int(1, 9999), 4);
}
export const itin = (r: Rng) => '9' + r.digits(2) + pad(r.pick(ITIN_GROUPS), 2) + pad(r.int(1, 9999), 4);
/** A Canadian 9-digit number (BN or SIN) with its Luhn check digit. */
export function luhn9(r: Rng, first: string): string { const body = first + r.digits(7); return body + luhnDigit(body); }

function pickEmployees(r: Rng, avoid: number[]): number { let n: number; do n = r.int(2, 85); while (avoid.includes(n)); return n; }
function ymd(r: Rng, y0: number, y1: number): Ymd { return [r.int(y0, y1), r.int(1, 12), r.int(1, 28)]; }
function address(r: Rng, country: 'US' | 'CA', french: boolean, regions?: string[]): Address {
  const places = (country === 'US' ? P.US_PLACES : P.CA_PLACES).filter(([, reg]) => !regions || regions.includes(reg));
  const [city, region, pre] = r.pick(places);
  const street = `${r.int(12, 9890)} ${r.pick(french && region === 'QC' ? P.STREETS_QC : P.STREETS)}`;
  const L = 'ABCEGHJKLMNPRSTVXY';
  const postal = country === 'US' ? pre + r.digits(2)
    : `${pre}${r.int(0, 9)}${r.pick([...L])} ${r.int(0, 9)}${r.pick([...L])}${r.int(0, 9)}`;
  return { street, city, region, postal };
}
const ascii = (t: string) => t.normalize('NFD').toLowerCase().replace(/[^a-z]/g, '');
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;
const round = (n: number, step: number) => Math.round(n / step) * step;

function ownerShares(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 75, 80, 90])];
  const splits: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25], [55, 45]],
    3: [[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20], [33.5, 33.5, 33]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 25, 25, 20]] };
  return r.pick(splits[n]!);
}

export function makeMerchant(r: Rng, o: ModelOptions): Merchant {
  const { country } = o, french = !!o.french;
  const entity = r.pick(o.entities);
  const ind = r.pick(P.INDUSTRIES);
  const industryText = french && r.chance(0.7) ? r.pick(ind.fr) : r.pick(ind.en);
  const nOwners = entity === 'sole_proprietorship' ? 1 : r.weighted([[1, 30], [2, 36], [3, 20], [4, 14]] as const);
  const shares = ownerShares(r, entity.includes('partnership') && nOwners === 1 ? 2 : nOwners);
  const used = new Set<string>(), usedRoles = new Set<string>();
  const owners: Owner[] = shares.map((ownership, i) => {
    let first: string, last: string;
    do {
      first = french && r.chance(0.7) ? r.pick(P.FIRST_QC) : r.pick(P.FIRST);
      last = french && r.chance(0.7) ? r.pick(P.LAST_QC) : r.pick(P.LAST);
    } while (used.has(last) || used.has(first));
    used.add(last); used.add(first);
    const taxType = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
    const taxId = taxType === 'SIN' ? luhn9(r, String(r.pick([1, 2, 3, 4, 5, 6, 7, 9]))) : taxType === 'ITIN' ? itin(r) : ssn(r);
    const roles = country === 'US' ? P.ROLES_US : french ? P.ROLES_QC : P.ROLES_ON;
    const free = roles.filter((x) => !usedRoles.has(x));
    const role = entity === 'sole_proprietorship' ? (french ? 'Propriétaire' : 'Owner') : i === 0 ? roles[r.int(0, 2)]! : r.pick(free.length ? free : roles);
    usedRoles.add(role);
    return { first, last, middle: r.chance(0.3) ? r.pick([...'ABCDEFGHJKLMNPRSTW']) : null,
      credential: country === 'US' && r.chance(0.12) ? r.pick(P.CREDENTIALS) : null, role, ownership, taxId, taxType,
      dob: ymd(r, 1952, 1997), credit: r.int(540, 815), home: address(r, country, french, r.chance(0.8) ? o.regions : undefined) };
  });
  const stem = french && r.chance(0.75) ? `${r.pick(ind.frNouns)} ${r.pick(P.PLACE_WORDS_QC)}` : `${r.pick(P.PLACE_WORDS)} ${r.pick(ind.nouns)}`;
  const main = address(r, country, french, o.regions);
  const { legal, dba } = names(r, entity, stem, owners[0]!, country, main.region);
  const taxType: Merchant['taxType'] = country === 'CA' ? 'BN'
    : entity === 'sole_proprietorship' && r.chance(0.5) ? (owners[0]!.taxType === 'ITIN' ? 'ITIN' : 'SSN') : 'EIN';
  const taxId = taxType === 'BN' ? luhn9(r, String(r.int(7, 8))) : taxType === 'EIN' ? ein(r) : owners[0]!.taxId;
  const program = country === 'CA' ? (entity.includes('corporation') ? 'RC0001' : r.pick(['RT0001', 'RC0001', 'RP0001'])) : null;
  const frequency = r.weighted([['daily', 40], ['weekly', 30], ['biweekly', 12], ['monthly', 18]] as const);
  const amount = round(r.float(6000, 420000), r.pick([500, 1000, 2500]));
  const count = r.pick({ daily: [100, 120, 140, 160, 180, 220], weekly: [20, 26, 30, 36, 40, 52], biweekly: [12, 13, 18, 24, 26],
    monthly: [6, 9, 12, 18, 24] }[frequency]);
  const payment = Math.round((amount * r.float(1.22, 1.48) / count) * 100) / 100;
  const money = (lo: number, hi: number) => { let v: number; do v = round(r.float(lo, hi), 50); while (v === amount || v === payment); return v; };
  const states = ['DE', 'NV', 'WY', 'NY', 'FL', 'TX'].filter((s) => s !== main.region);
  let routing = '';
  do { routing = pad(r.int(1, 32), 2) + r.digits(6); routing += String((10 - ((3 * +routing[0]! + 7 * +routing[1]! + +routing[2]! +
    3 * +routing[3]! + 7 * +routing[4]! + +routing[5]! + 3 * +routing[6]! + 7 * +routing[7]!) % 10)) % 10); }
  while (routing === taxId || owners.some((w) => w.taxId === routing));
  return { country, entity, legal, dba, industry: ind, industryText, taxId, taxType, program, address: main, phone: phone(r),
    email: `${ascii(owners[0]!.first)}@${ascii(stem)}.${country === 'US' ? 'com' : 'ca'}`,
    start: ymd(r, 1999, 2023), amount, payment, count, frequency, owners,
    incState: r.pick(states), neq: r.pick(['114', '116', '117', '118', '224', '334']) + r.digits(7), qst: '1' + r.digits(9) + 'TQ0001',
    landlord: r.pick(P.LANDLORDS), landlordPhone: phone(r), rep: r.pick(P.REPS), vendor: r.pick(P.VENDORS),
    equipmentCost: money(8000, 250000), monthlySales: money(18000, 400000), payroll: money(6000, 90000), employees: pickEmployees(r, [count, ...owners.map((w) => w.ownership)]),
    bank: { name: r.pick(country === 'US' ? P.BANKS_US : P.BANKS_CA), routing, account: r.digits(r.int(10, 12)),
      transit: r.digits(5), institution: r.pick(['001', '002', '003', '004', '006', '010', '815', '837']) },
    advances: r.shuffle([...P.FUNDERS]).slice(0, r.int(0, 3)).map((funder) => ({ funder, balance: money(4000, 90000), payment: money(90, 2400) })),
    refs: [0, 1].map(() => ({ name: `${r.pick(P.PLACE_WORDS)} ${r.pick(['Paper Co.', 'Packaging', 'Equipment Rentals', 'Wholesale Foods'])}`, phone: phone(r) })) };
}

function names(r: Rng, entity: string, stem: string, o: Owner, country: string, region: string): { legal: string; dba: string | null } {
  const person = `${o.first} ${o.last}`;
  const numbered = `${r.int(1000, 9999)}-${r.int(1000, 9999)} Québec inc.`;
  const pick = (xs: string[]) => r.pick(xs);
  switch (entity) {
    case 'sole_proprietorship': return { legal: person, dba: stem };
    case 'llc': return { legal: pick([`${stem} LLC`, `${stem}, LLC`, `${stem} L.L.C.`]), dba: r.chance(0.4) ? stem : null };
    case 'c_corporation': case 's_corporation': return { legal: pick([`${stem}, Inc.`, `${stem} Corp.`, `${stem} Incorporated`]), dba: r.chance(0.35) ? stem : null };
    case 'pllc': return { legal: `${stem}, PLLC`, dba: null };
    case 'general_partnership': return { legal: pick([`${stem} Partners`, `${stem} S.E.N.C.`].slice(0, country === 'CA' && region === 'QC' ? 2 : 1)), dba: null };
    case 'limited_partnership': return { legal: `${stem} ${country === 'CA' && region === 'QC' ? 'S.E.C.' : 'LP'}`, dba: null };
    case 'ca_professional_corporation': return { legal: `${o.first} ${o.last} Professional Corporation`, dba: stem };
    case 'ca_corporation': {
      if (r.chance(0.25)) return { legal: region === 'QC' ? numbered : `${r.int(1000000, 2999999)} ${region === 'ON' ? 'Ontario' : 'Canada'} Inc.`, dba: stem };
      return { legal: pick([`${stem} inc.`, `${stem} Ltd.`, `${stem} Limited`, `${stem} Inc.`, `${stem} ltée`]), dba: r.chance(0.3) ? stem : null };
    }
    default: return { legal: `${stem} ${pick(['Co-operative', 'Group'])}`, dba: null };
  }
}
