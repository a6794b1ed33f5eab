// One seeded deal: the business, its owners, the request, and the people and numbers around it that are not the
// application's (bank, landlord, references, existing advances, the ISO's rep). Layouts print it; the truth is what
// they printed of it.
import type { Rng } from '../../statements/generator/prng.ts';
import { CA_BANKS, CA_CITIES, FIRST, FUNDERS, LANDLORDS, LAST, MIDDLE, PLACES, REFERENCE_VENDORS, STREETS, TRADES, US_BANKS, US_CITIES, USES,
  type Trade } from './data.ts';
import { ein, industryOf, itin, luhn9, ssn, stateName } from './rules.ts';

export interface Addr { street: string; unit: string | null; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null; title: string; pct: number;
  tax: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: string; score: number | null; home: Addr; cell: string; email: string;
}
export interface Advance { funder: string; balance: number; payment: number; freq: string }
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Deal {
  country: 'US' | 'CA';
  legal: string; dba: string | null; entity: string; trade: Trade; industry: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN'; stateOfInc: string;
  addr: Addr; phone: string; email: string; website: string | null;
  start: string; signed: string; employees: number; own: 'Own' | 'Lease'; landlord: { name: string; phone: string; rent: number } | null;
  amount: number; payment: number; nPayments: number; freq: Freq; use: string;
  monthlySales: number; annualRevenue: number;
  bank: { name: string; routing: string; account: string }; advances: Advance[]; refs: { name: string; phone: string }[];
  owners: Owner[]; rep: { first: string; last: string; phone: string; mailbox: string }; isoEin: string;
}

export interface DealOptions { country: 'US' | 'CA'; maxOwners: number }

const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function phone(r: Rng, area: string): string {
  let ex = r.int(201, 989);
  if (ex % 100 === 11) ex += 1;
  return `(${area}) ${ex}-${r.digits(4)}`;
}

function address(r: Rng, country: 'US' | 'CA', city?: [string, string, string, string]): Addr {
  const c = city ?? r.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = country === 'US' ? c[2] + String(r.int(1, 99)).padStart(2, '0') : `${c[2]} ${r.int(1, 9)}${r.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${r.int(0, 9)}`;
  const unit = r.chance(0.35) ? r.pick(['Suite ', 'Unit ', 'Ste ', '#']) + String(r.int(1, 40) * (r.chance(0.5) ? 100 : 1)) : null;
  return { street: `${r.int(12, 9850)} ${r.pick(STREETS)}`, unit, city: c[0], state: c[1], zip };
}

function routing(r: Rng): string {
  const d = [r.pick([0, 1, 2, 3]), ...Array.from({ length: 7 }, () => r.int(0, 9))];
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return d.join('') + String((10 - (s % 10)) % 10);
}

/** Titles by entity: the first owner's from the lead list, the others' from the rest (in a shuffled order). */
const TITLES: Record<string, [string[], string[]]> = {
  llc: [['Managing Member', 'Owner', 'CEO', 'Owner/Member'], ['Member', 'Member', 'Co-Owner', 'Manager']],
  pllc: [['Managing Member', 'Owner'], ['Member', 'Member']],
  c_corporation: [['President', 'CEO', 'President/CEO'], ['Vice President', 'Secretary', 'Treasurer', 'COO']],
  s_corporation: [['President', 'CEO', 'Owner'], ['Vice President', 'Secretary', 'Treasurer']],
  professional_corporation: [['President', 'Owner'], ['Vice President', 'Director']],
  ca_corporation: [['President', 'Director', 'CEO'], ['Secretary-Treasurer', 'Director', 'Vice-President']],
  sole_proprietorship: [['Owner', 'Sole Proprietor', 'Owner/Operator'], ['Owner']],
  general_partnership: [['Managing Partner', 'General Partner', 'Partner'], ['Partner', 'Partner']],
  limited_partnership: [['General Partner'], ['Limited Partner', 'Limited Partner']], llp: [['Managing Partner', 'Partner'], ['Partner', 'Partner']],
};

const SPLITS: number[][][] = [[[100], [100], [100], [80], [51]], [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30], [50, 25]],
  [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];

function owners(r: Rng, d: Pick<Deal, 'country' | 'entity' | 'trade' | 'signed' | 'addr' | 'phone'>, n: number): Owner[] {
  const split = r.pick(SPLITS[n - 1]!);
  const firsts = r.shuffle([...FIRST]), lasts = r.shuffle([...LAST]);
  const masked = r.chance(0.25);
  const [lead, rest] = TITLES[d.entity] ?? [['Owner'], ['Owner']];
  const titles = [r.pick(lead), ...r.shuffle([...rest])];
  return split.map((pct, i) => {
    const taxType = d.country === 'CA' ? 'SIN' : r.chance(0.08) ? 'ITIN' : 'SSN';
    const tax = taxType === 'SIN' ? luhn9(r, r.int(1, 7)) : taxType === 'ITIN' ? itin(r) : ssn(r);
    const y = Number(d.signed.slice(0, 4)) - r.int(26, 68);
    const home = r.chance(0.7) ? address(r, d.country, [d.addr.city, d.addr.state, d.addr.zip.slice(0, 3), '']) : address(r, d.country);
    const area = d.phone.slice(1, 4);
    const first = firsts[i]!, last = lasts[i]!;
    return {
      first, middle: r.chance(0.4) ? r.pick(MIDDLE) : null, last, credential: i === 0 && d.trade.credential && r.chance(0.6) ? d.trade.credential : null,
      title: titles[i] ?? titles[titles.length - 1]!, pct, tax, taxType, masked, dob: iso(y, r.int(1, 12), r.int(1, 28)),
      score: r.chance(0.6) ? r.int(540, 805) : null, home, cell: phone(r, area),
      email: `${first[0]!.toLowerCase()}${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
    } satisfies Owner;
  });
}

function pickEntity(r: Rng, country: 'US' | 'CA', trade: Trade, n: number): string {
  if (country === 'CA') return r.weighted([['ca_corporation', 7], ['sole_proprietorship', 2], ['general_partnership', n > 1 ? 1 : 0]]);
  return r.weighted<string>([['llc', 34], ['c_corporation', 14], ['s_corporation', 14], ['sole_proprietorship', n === 1 ? 12 : 0],
    ['general_partnership', n > 1 ? 5 : 0], ['limited_partnership', n > 1 ? 2 : 0], ['llp', n > 1 ? 2 : 0],
    ['pllc', trade.pro ? 10 : 0], ['professional_corporation', trade.pro ? 8 : 0]]);
}

const SUFFIX: Record<string, string[]> = {
  llc: ['LLC', 'LLC', ', LLC', 'L.L.C.'], pllc: ['PLLC', ', PLLC'], c_corporation: [', Inc.', ' Inc.', ' Corp.', ' Corporation', ', Inc'],
  s_corporation: [', Inc.', ' Inc.', ' Corp.'], professional_corporation: [', P.C.', ' PC'], ca_corporation: [' Inc.', ' Ltd.', ' Limited', ' Corp.'],
  limited_partnership: [', L.P.', ' LP'], llp: [' LLP', ', LLP'], general_partnership: [' Partners', ' Partnership', ' & Co.'],
};

function names(r: Rng, d: Pick<Deal, 'country' | 'entity' | 'trade' | 'addr'>, o: Owner[]): { legal: string; dba: string | null } {
  const trade = `${r.pick(PLACES)} ${r.pick(d.trade.nouns)}`;
  if (d.entity === 'sole_proprietorship') return { legal: `${o[0]!.first} ${o[0]!.last}`, dba: trade };
  const suffix = r.pick(SUFFIX[d.entity]!);
  const join = (stem: string): string => (suffix.startsWith(',') || suffix.startsWith(' ') ? stem + suffix : `${stem} ${suffix}`);
  if (d.entity === 'general_partnership' || d.entity === 'limited_partnership' || d.entity === 'llp') {
    return { legal: join(`${o[0]!.last} & ${o[1]!.last}`), dba: trade };
  }
  if (d.country === 'CA' && r.chance(0.3)) return { legal: `${r.int(1000000, 2999999)} ${r.pick([stateName(d.addr.state), 'Canada'])} Inc.`, dba: trade };
  if (r.chance(0.45)) return { legal: join(trade), dba: r.chance(0.2) ? `${r.pick(PLACES)} ${r.pick(d.trade.nouns)}` : null };
  const holding = r.pick([`${o[0]!.last} Enterprises`, `${trade.split(' ')[0]} Holdings`, `${o[0]!.first[0]}${o[0]!.last[0]} Group`,
    `${trade.split(' ')[0]} Ventures`, `${o[0]!.last} Family Businesses`]);
  return { legal: join(holding), dba: trade };
}

function money(r: Rng): Pick<Deal, 'amount' | 'payment' | 'nPayments' | 'freq' | 'monthlySales' | 'annualRevenue'> {
  const amount = r.pick([2500, 5000]) * r.int(4, 80);
  const freq = r.weighted<Freq>([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
  const nPayments = freq === 'daily' ? r.int(12, 36) * 5 : freq === 'weekly' ? r.int(12, 52) : freq === 'biweekly' ? r.int(6, 26) : r.int(6, 18);
  const payment = Math.round((amount * r.float(1.22, 1.49) * 100) / nPayments) / 100;
  const monthlySales = Math.round(amount / r.float(0.6, 1.6) / 100) * 100 + 50;
  return { amount, payment, nPayments, freq, monthlySales, annualRevenue: Math.round((monthlySales * r.float(10.5, 13)) / 1000) * 1000 + 500 };
}

export function makeDeal(r: Rng, o: DealOptions): Deal {
  const country = o.country;
  const trade = r.pick(TRADES);
  const n = Math.min(o.maxOwners, r.weighted([[1, 45], [2, 35], [3, 12], [4, 8]]));
  const entity = pickEntity(r, country, trade, n);
  const signed = iso(r.int(2024, 2025), r.int(1, 12), r.int(1, 28));
  const addr = address(r, country);
  const area = (country === 'US' ? US_CITIES : CA_CITIES).find((c) => c[0] === addr.city)![3];
  const ph = phone(r, area);
  const base = { country, entity, trade, signed, addr, phone: ph };
  const own = owners(r, base, n);
  const { legal, dba } = names(r, base, own);
  const soleTax = entity === 'sole_proprietorship' && country === 'US' && r.chance(0.5);
  const taxId = country === 'CA' ? luhn9(r, r.int(1, 8)) + r.pick(['RC', 'RT']) + '0001' : soleTax ? own[0]!.tax : ein(r);
  if (soleTax) own[0]!.masked = false;
  const taxType = country === 'CA' ? 'BN' : soleTax ? own[0]!.taxType as 'SSN' | 'ITIN' : 'EIN';
  const y = Number(signed.slice(0, 4)) - r.int(1, 24);
  const start = iso(y, r.int(1, 12), r.int(1, 28));
  const incOther = country === 'US' ? r.pick(['DE', 'DE', 'NV', 'WY']) : r.pick(['Federal (CBCA)', 'ON', 'BC']);
  const stateOfInc = entity === 'sole_proprietorship' ? addr.state : r.chance(0.3) && incOther !== addr.state ? incOther : addr.state;
  const site = legal.replace(/,?\s(LLC|Inc\.?|Corp\.?|L\.L\.C\.|PLLC|Ltd\.|Limited|Corporation|P\.C\.|PC|LP|L\.P\.|LLP)$/, '');
  const domain = (dba ?? site).split(/\s+/).slice(0, 2).join('').toLowerCase().replace(/[^a-z0-9]/g, '');
  const own2 = r.chance(0.25) ? 'Own' : 'Lease';
  return {
    country, legal, dba, entity, trade, industry: industryOf(trade.text)!, taxId, taxType, stateOfInc, addr, phone: ph,
    email: r.chance(0.5) ? `info@${domain}.com` : own[0]!.email, website: r.chance(0.6) ? `www.${domain}.com` : null,
    start, signed, employees: r.int(1, 45), own: own2,
    landlord: own2 === 'Lease' ? { name: r.pick(LANDLORDS), phone: phone(r, area), rent: r.int(48, 560) * 25 + (r.chance(0.5) ? 0 : 15) } : null,
    ...money(r), use: r.pick(USES),
    bank: country === 'US' ? { name: r.pick(US_BANKS), routing: routing(r), account: r.digits(r.int(9, 12)) }
      : { name: r.pick(CA_BANKS), routing: `${r.digits(5)}-${r.pick(['003', '004', '002', '001', '010', '815'])}`, account: r.digits(7) },
    advances: Array.from({ length: r.weighted([[0, 5], [1, 3], [2, 2]]) }, () => ({ funder: r.pick(FUNDERS), balance: r.int(30, 900) * 100 + 37,
      payment: r.int(80, 2400) + 0.5, freq: r.pick(['Daily', 'Weekly']) })),
    refs: [0, 1].map(() => ({ name: r.pick(REFERENCE_VENDORS), phone: phone(r, area) })),
    owners: own, rep: repOf(r, own, country), isoEin: ein(r),
  };
}

function repOf(r: Rng, own: Owner[], country: 'US' | 'CA'): Deal['rep'] {
  const lasts = LAST.filter((l) => !own.some((o) => o.last === l));
  const firsts = FIRST.filter((f) => !own.some((o) => o.first === f));
  const first = r.pick(firsts), last = r.pick(lasts);
  return { first, last, phone: phone(r, r.pick(country === 'US' ? ['212', '646', '516', '954', '305', '732'] : ['416', '647', '905', '604'])), mailbox: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}` };
}

/** A layout offering fewer schedules: the deal's frequency moved to one it offers, its payment and count redrawn. */
export function limitFreq(d: Deal, allowed: Freq[], r: Rng): void {
  if (allowed.includes(d.freq)) return;
  d.freq = r.pick(allowed);
  d.nPayments = d.freq === 'daily' ? r.int(12, 36) * 5 : d.freq === 'weekly' ? r.int(12, 52) : d.freq === 'biweekly' ? r.int(6, 26) : r.int(6, 18);
  d.payment = Math.round((d.amount * r.float(1.22, 1.49) * 100) / d.nPayments) / 100;
}
