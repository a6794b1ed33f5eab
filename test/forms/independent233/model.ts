// The merchant behind one form of set 233: a seeded US small business, its request, its owners, and the people and
// numbers around it that are not the application (bank, landlord, references, existing funders, the ISO's rep).
import type { Rng } from '../../statements/generator/prng.ts';
import { FIRST, LAST, MIDDLE, CREDENTIALS, STREETS, CITIES, BIZ_WORDS, FUNDERS, BANKS, TITLES } from './names.ts';

export interface Entity { text: string; id: string; suffix: string }
export const ENTITIES: Entity[] = [
  { text: 'LLC', id: 'llc', suffix: 'LLC' },
  { text: 'Limited Liability Company', id: 'llc', suffix: 'L.L.C.' },
  { text: 'Corporation', id: 'c_corporation', suffix: 'Inc.' },
  { text: 'Corp', id: 'c_corporation', suffix: 'Corp.' },
  { text: 'S Corp', id: 's_corporation', suffix: 'Inc.' },
  { text: 'Partnership', id: 'general_partnership', suffix: '& Partners' },
  { text: 'LLP', id: 'llp', suffix: 'LLP' },
  { text: 'LP', id: 'limited_partnership', suffix: 'LP' },
  { text: 'PLLC', id: 'pllc', suffix: 'PLLC' },
  { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '' },
  { text: 'Non-Profit', id: 'nonprofit_corporation', suffix: 'Inc.' },
];

/** Printed "type of business" texts and the industry each gives (the longest word-bounded label or alias in it). */
export const INDUSTRIES: [string, string][] = [
  ['Italian restaurant', 'restaurant'], ['Coffee shop', 'restaurant'], ['Hair salon', 'personal_care'], ['Nail salon', 'personal_care'],
  ['Auto body shop', 'auto_repair'], ['Tire shop & alignment', 'auto_repair'], ['Plumbing contractor', 'specialty_trade_contractor'],
  ['HVAC installation and repair', 'specialty_trade_contractor'], ['Electrical contractor', 'specialty_trade_contractor'],
  ['Dental office', 'dental_practice'], ['Veterinary clinic', 'veterinary'], ['Lawn care and tree service', 'landscaping'],
  ['Commercial cleaning', 'cleaning_services'], ['Day spa', 'personal_care'], ['Dump truck hauling', 'trucking_local'],
  ['Convenience store', 'convenience_store'], ['Fitness center', 'fitness'], ['Florist', 'retail_general'], ['Machine shop', 'manufacturing'],
  ['Daycare', 'childcare'], ['Liquor store', 'liquor_store'], ['Moving company', 'trucking_local'], ['Pet grooming', 'pet_services'],
  ['IT services', 'it_software'], ['Chiropractor', 'medical_practice'], ['Used car dealer', 'auto_dealer_used'], ['Roofing', 'specialty_trade_contractor'],
  ['Food truck', 'food_truck_catering'], ['Laundromat', 'dry_cleaning'], ['Jewelry store', 'jewelry'], ['Law office', 'law_firm'],
];

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  ssn: string; ssnType: 'SSN' | 'ITIN'; masked: boolean; dob: Ymd; credit: number | null; home: Addr; cell: string; email: string;
}
export type Ymd = [number, number, number];
export interface Funder { name: string; balance: number; payment: number; freq: string }

export interface Merchant {
  entity: Entity; legal: string; dbaText: string; dbaTruth: string | null;
  industryText: string; industryId: string;
  taxId: string; taxDigits: string; taxType: 'EIN' | 'SSN' | 'ITIN';
  start: Ymd; addr: Addr; stateOfInc: string; phone: string; email: string; website: string; employees: number; ownRent: 'Own' | 'Rent';
  landlord: string; landlordPhone: string; rent: number;
  amount: number; payment: number; numPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; use: string;
  monthlySales: number; annual: number;
  bank: { name: string; routing: string; account: string };
  funders: Funder[]; refs: { name: string; phone: string }[];
  owners: Owner[];
}

const EIN_PREFIX = ['10', '11', '12', '13', '14', '15', '16', '20', '22', '23', '26', '27', '30', '33', '35', '38', '41', '45', '46', '47', '51', '54', '56', '59', '61', '65', '81', '82', '84', '86', '88', '90', '91', '92', '93', '98', '99'];
const USE = ['Working capital', 'Inventory purchase', 'Equipment', 'Expansion / second location', 'Payroll', 'Renovation', 'Marketing', 'Truck repairs', 'Debt consolidation'];

export function phone(r: Rng): string { return `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`; }
function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 665;
  return `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function itin(r: Rng): string { return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`; }
export function addr(r: Rng, state?: string): Addr {
  const c = r.pick(CITIES.filter((x) => !state || x[1] === state).length ? CITIES.filter((x) => !state || x[1] === state) : CITIES);
  return { street: `${r.int(12, 9899)} ${r.pick(STREETS)}${r.chance(0.25) ? `, Suite ${r.int(100, 420)}` : ''}`, city: c[0], state: c[1], zip: c[2] + r.digits(2) };
}
function slug(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]+/g, ''); }

function owners(r: Rng, n: number, bizState: string): Owner[] {
  const shares = n === 1 ? [r.pick([100, 100, 100, 80, 75])] : n === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]]) : r.pick([[34, 33, 33], [40, 35, 25], [50, 25, 25], [60, 20, 20]]);
  const out: Owner[] = [];
  for (let i = 0; i < n; i++) {
    const first = r.pick(FIRST), last = r.pick(LAST);
    const isItin = r.chance(0.1);
    out.push({ first, last, middle: r.chance(0.45) ? r.pick(MIDDLE) : null, credential: r.chance(0.1) ? r.pick(CREDENTIALS) : null,
      title: i === 0 ? r.pick(TITLES.slice(0, 5)) : r.pick(TITLES), pct: shares[i]!, ssn: isItin ? itin(r) : ssn(r), ssnType: isItin ? 'ITIN' : 'SSN',
      masked: r.chance(0.3), dob: [r.int(1954, 1996), r.int(1, 12), r.int(1, 28)], credit: r.chance(0.5) ? r.int(540, 815) : null,
      home: addr(r, r.chance(0.7) ? bizState : undefined), cell: phone(r), email: `${slug(first)}.${slug(last)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` });
  }
  return out;
}

export function merchant(r: Rng, entityPool: Entity[] = ENTITIES): Merchant {
  const entity = r.pick(entityPool);
  const addrB = addr(r);
  const sole = entity.id === 'sole_proprietorship';
  const os = owners(r, sole ? 1 : r.weighted([[1, 3], [2, 4], [3, 2]]), addrB.state);
  if (sole) { os[0]!.pct = 100; os[0]!.title = 'Owner'; }
  const [industryText, industryId] = r.pick(INDUSTRIES);
  const w1 = r.pick(BIZ_WORDS), w2 = r.pick(BIZ_WORDS.filter((x) => x !== w1));
  const trade = `${w1} ${w2} ${industryText.split(' ').slice(-1)[0]!.replace(/^\w/, (c) => c.toUpperCase())}`;
  const o0 = os[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${w1} ${w2} ${r.pick(['Group', 'Holdings', 'Enterprises', 'Services', 'Ventures'])}${entity.suffix.startsWith('&') ? ' ' : ', '}${entity.suffix}`.replace(', LLC', r.chance(0.5) ? ' LLC' : ', LLC');
  const dbaMode = r.weighted([['trade', 5], ['blank', 2], ['same', 1], ['na', 1]] as const);
  const dbaText = sole && dbaMode !== 'trade' ? trade : dbaMode === 'trade' ? trade : dbaMode === 'same' ? r.pick(['SAME', 'Same']) : dbaMode === 'na' ? 'N/A' : '';
  let taxId: string, taxType: Merchant['taxType'];
  if (sole && r.chance(0.5)) { taxId = o0.ssn; taxType = o0.ssnType; o0.masked = r.chance(0.3); } else { taxId = `${r.pick(EIN_PREFIX)}-${r.digits(7)}`; taxType = 'EIN'; }
  const amount = r.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 200000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const numPayments = freq === 'daily' ? r.pick([80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([20, 26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 16, 20, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / numPayments * 100) / 100;
  const monthlySales = r.int(25, 400) * 1000 + r.int(0, 9) * 100;
  const nFunders = r.weighted([[0, 2], [1, 3], [2, 2]]);
  const funders = r.shuffle([...FUNDERS]).slice(0, nFunders).map((name) => ({ name, balance: r.int(40, 900) * 100, payment: r.int(90, 1900) + r.pick([0, 0.5, 0.25]), freq: r.pick(['Daily', 'Weekly']) }));
  return {
    entity, legal, dbaText, dbaTruth: dbaText === '' || /^(same|n\/a)$/i.test(dbaText) || dbaText === legal ? null : dbaText,
    industryText, industryId, taxId, taxDigits: taxId.replace(/\D/g, ''), taxType,
    start: [r.int(1999, 2023), r.int(1, 12), r.int(1, 28)], addr: addrB,
    stateOfInc: r.chance(0.35) ? r.pick(['DE', 'NV', 'WY']) : addrB.state, phone: phone(r),
    email: `${r.pick(['info', 'office', 'admin', slug(o0.first)])}@${slug(w1 + w2)}.com`, website: `www.${slug(w1 + w2)}.com`,
    employees: r.int(1, 60), ownRent: r.chance(0.3) ? 'Own' : 'Rent', landlord: `${r.pick(LAST)} ${r.pick(['Properties', 'Realty Trust', 'Property Mgmt', 'Commercial LLC'])}`,
    landlordPhone: phone(r), rent: r.int(12, 150) * 100, amount, payment, numPayments, freq, use: r.pick(USE), monthlySales, annual: monthlySales * 12,
    bank: { name: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) }, funders,
    refs: [0, 1].map(() => ({ name: `${r.pick(BIZ_WORDS)} ${r.pick(['Supply Co.', 'Distributors', 'Wholesale Inc.', 'Foods LLC'])}`, phone: phone(r) })),
    owners: os,
  };
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function iso(d: Ymd): string { return `${d[0]}-${String(d[1]).padStart(2, '0')}-${String(d[2]).padStart(2, '0')}`; }
/** A date as a US form prints it; two-digit years only after 2004 (never ambiguous). */
export function fmtDate(r: Rng, d: Ymd, allowShort = true): string {
  const [y, m, dd] = d, p = (n: number) => String(n).padStart(2, '0');
  const opts = ['mdy', 'mdy', 'md-y', 'long', 'iso', 'short-m'];
  if (allowShort && y >= 2005) opts.push('yy');
  const f = r.pick(opts);
  if (f === 'mdy') return `${p(m)}/${p(dd)}/${y}`;
  if (f === 'md-y') return `${p(m)}-${p(dd)}-${y}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${dd}, ${y}`;
  if (f === 'iso') return iso(d);
  if (f === 'short-m') return `${m}/${dd}/${y}`;
  return `${p(m)}/${p(dd)}/${String(y).slice(2)}`;
}
export function fmtMoney(r: Rng, n: number): string {
  const cents = !Number.isInteger(n);
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const f = r.pick(['$g', '$g.00', 'g', '$ g', 'plain']);
  if (f === 'plain') return cents ? n.toFixed(2) : String(n);
  if (f === '$g.00') return `$${cents ? grouped : grouped + '.00'}`;
  return f.replace('g', grouped);
}
export const FREQ_LABEL: Record<Merchant['freq'], string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export function maskSsn(r: Rng, s: string): string { return r.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + s.slice(-4); }
