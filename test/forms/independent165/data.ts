// The merchant behind one renewal / refinance form: business, owners, the real request, and the renewal figures
// around it (existing positions, payoff, net funding, the previous advance) that are all decoys. Only content
// randomness here (one Rng fork), so a seed gives the same merchant in every style.
import type { Rng } from '../../statements/generator/prng.ts';
import { NAMES, PLACES, INDUSTRY_TEXTS, ENTITY_TEXTS, FUNDERS, BANKS, type Country } from './pools.ts';

export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Owner {
  first: string; middle: string; last: string; cred: string; role: string; pct: number; score: number;
  tax: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: string; home: string; homeLine: string;
}
export interface Position { funder: string; id: string; original: number; balance: number; payment: number; freq: 'daily' | 'weekly'; start: string; payoff: boolean; remaining: number }
export interface Case {
  country: Country; legal: string; tradeName: string; entityId: string; entityText: string;
  industryId: string; industryText: string; taxDigits: string; bnProgram: string; taxType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN';
  start: string; street: string; city: string; state: string; stateName: string; zip: string; incState: string;
  phone: string; email: string; amount: number; payment: number; count: number; freq: Freq; use: string;
  owners: Owner[]; positions: Position[]; payoff: number; net: number;
  prev: { id: string; funded: number; payment: number; count: number; paidIn: string; maxOffer: number; fundedOn: string };
  bank: { name: string; routing: string; account: string }; landlord: { name: string; phone: string; rent: number };
  refs: { name: string; phone: string }[]; iso: { company: string; rep: string; phone: string; id: string };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const round2 = (v: number) => Math.round(v * 100) / 100;
const luhnDigit = (eight: string) => {
  for (let d = 0; d < 10; d++) {
    const s = eight + d;
    let sum = 0;
    for (let i = 0; i < 9; i++) { let v = Number(s[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
    if (sum % 10 === 0) return String(d);
  }
  throw new Error('unreachable');
};
export const luhn9 = (r: Rng, first: string) => { const e = first + r.digits(8 - first.length); return e + luhnDigit(e); };
const ssn = (r: Rng) => { let a = r.int(1, 899); if (a === 666) a = 667; return pad(a, 3) + pad(r.int(1, 99)) + pad(r.int(1, 9999), 4); };
const itin = (r: Rng) => '9' + r.digits(2) + String(r.int(70, 88)) + pad(r.int(1, 9999), 4);
const EIN_PREFIX = ['12', '20', '23', '27', '33', '38', '45', '46', '47', '52', '61', '74', '77', '81', '84', '86', '88', '91', '93', '98'];
const phone = (r: Rng) => `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`;

/** A value from `gen` that is not in `taken` (then taken). */
function fresh<T>(taken: Set<T>, gen: () => T): T {
  for (let i = 0; ; i++) { const v = gen(); if (!taken.has(v) || i > 50) { taken.add(v); return v; } }
}

function owner(r: Rng, country: Country, taken: Set<string>): Owner {
  let first: string, last: string;
  do { first = r.pick(NAMES.first); last = r.pick(NAMES.last); } while (taken.has(`${first} ${last}`));
  taken.add(`${first} ${last}`);
  const place = r.pick(PLACES[country]);
  const taxType = country === 'CA' ? 'SIN' : r.chance(0.12) ? 'ITIN' : 'SSN';
  return {
    first, last, middle: r.chance(0.35) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) : '', cred: r.chance(0.08) ? r.pick(['DC', 'DDS', 'CPA', 'MD']) : '',
    role: r.pick(country === 'CA' ? ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Partner', 'Vice-President']
      : ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Co-Owner']),
    pct: 0, score: r.int(548, 812), tax: taxType === 'SIN' ? luhn9(r, String(r.int(1, 7))) : taxType === 'ITIN' ? itin(r) : ssn(r), taxType,
    dob: iso(r.int(1952, 1998), r.int(1, 12), r.int(1, 28)), home: `${r.int(12, 9800)} ${r.pick(NAMES.streets)}`,
    homeLine: `${place[0]}, ${place[1]} ${postal(r, country, place[3])}`,
  };
}
const postal = (r: Rng, country: Country, pre: string) =>
  country === 'US' ? pre + r.digits(2) : `${pre} ${r.int(1, 9)}${r.pick('ABCEGHJKLMNPRSTVWXYZ'.split(''))}${r.int(0, 9)}`;

const SPLITS: Record<number, number[][]> = {
  2: [[50, 50], [51, 49], [60, 40], [70, 30], [75, 25], [80, 20], [55, 45], [65, 35], [50, 25]],
  3: [[34, 33, 33], [40, 30, 30], [50, 25, 25], [33.33, 33.33, 33.33], [60, 20, 20], [45, 35, 20]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [35, 25, 20, 20], [27.5, 27.5, 22.5, 22.5]],
};
function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 51, 75, 80, 90])];
  const out = r.chance(0.3) ? r.shuffle([...r.pick(SPLITS[n]!)]) : [...r.pick(SPLITS[n]!)];
  if (r.chance(0.15)) out[0] = out[0]! - 0.5 * r.int(1, 9);
  return out;
}

export function makeCase(r: Rng, country: Country, broker: string, opts: { soleProp?: number } = {}): Case {
  const place = r.pick(PLACES[country]);
  let inc = r.pick(PLACES[country]);
  while (inc[1] === place[1]) inc = r.pick(PLACES[country]);
  const soleP = r.chance(opts.soleProp ?? 0.12);
  const ent = r.pick(ENTITY_TEXTS[country].filter((e) => (e[0] === 'sole_proprietorship') === soleP));
  const ind = r.pick(INDUSTRY_TEXTS);
  const people = new Set<string>();
  const n = ent[0] === 'sole_proprietorship' ? 1 : r.weighted([[1, 4], [2, 3.5], [3, 1.5], [4, 1]] as const);
  const owners = Array.from({ length: n }, () => owner(r, country, people));
  shares(r, n).forEach((p, i) => { owners[i]!.pct = p; });
  if (ent[0] === 'sole_proprietorship') owners[0]!.pct = 100;
  const words = r.shuffle([...NAMES.brand]);
  const noun = r.pick(ind[2]);
  const suffix = r.pick(ent[2]);
  const sole = ent[0] === 'sole_proprietorship';
  const legal = sole ? `${owners[0]!.first} ${owners[0]!.last}`
    : suffix === '#' ? `${r.int(1000000, 2999999)} ${place[2]} ${r.pick(['Inc.', 'Ltd.'])}` : `${words[0]} ${noun}${suffix}`;
  const dba = `${words[1]} ${noun}`;
  const tradeName = sole || r.chance(0.55) ? dba : r.pick(['', 'SAME', 'N/A', 'Same', legal]);
  const taxType = sole && country === 'US' ? owners[0]!.taxType : sole ? r.pick(['SIN', 'BN'] as const) : country === 'US' ? 'EIN' : 'BN';
  const taxDigits = taxType === 'EIN' ? r.pick(EIN_PREFIX) + r.digits(7) : taxType === 'BN' ? luhn9(r, String(r.int(7, 8)))
    : sole ? owners[0]!.tax : '';
  // The request: a renewal pays off the funder's own position (and maybe others) and nets the rest.
  const money = new Set<number>(), ints = new Set<number>();
  const nPos = r.int(2, 6);
  const positions: Position[] = [];
  for (let i = 0; i < nPos; i++) {
    const original = fresh(money, () => r.int(6, 60) * 2500);
    const factor = r.pick([1.29, 1.35, 1.39, 1.42, 1.45, 1.49]);
    const daily = r.chance(0.6);
    const term = daily ? r.int(90, 180) : r.int(20, 48);
    const payment = fresh(money, () => round2(Math.floor((original * factor) / term) + r.int(1, 99) / 100));
    const balance = fresh(money, () => round2(original * factor * r.float(0.15, 0.8)));
    const [y, m] = r.chance(0.5) ? [2025, r.int(1, 6)] : [2024, r.int(3, 12)];
    positions.push({ funder: i === 0 ? broker : fresh(new Set([broker]), () => r.pick(FUNDERS)), id: `${r.alnum(3)}-${r.digits(5)}`, original, balance, payment,
      freq: daily ? 'daily' : 'weekly', start: iso(y, m, r.int(1, 28)), payoff: i === 0 || r.chance(0.35), remaining: Math.ceil(balance / payment) });
  }
  const payoff = round2(positions.filter((p) => p.payoff).reduce((s, p) => s + p.balance, 0));
  const amount = fresh(money, () => Math.ceil((payoff + r.int(8, 70) * 1000) / 2500) * 2500);
  const net = fresh(money, () => round2(amount - payoff));
  const freq = r.weighted([['daily', 5], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const count = freq === 'daily' ? r.int(8, 40) * 5 : freq === 'weekly' ? r.int(16, 60) : freq === 'biweekly' ? r.int(8, 30) : r.int(6, 18);
  for (const o of owners) { ints.add(o.pct); ints.add(o.score); }
  ints.add(count);
  const payment = fresh(money, () => round2((amount * r.pick([1.28, 1.32, 1.36, 1.4, 1.45])) / count));
  for (const p of positions) while (ints.has(p.remaining)) p.remaining += 1;
  const paid = fresh(new Set<number>(), () => r.int(40, 95) * 10 + r.pick([1, 2, 3, 4, 6, 7, 8, 9]));
  const prevCount = fresh(ints, () => r.pick([80, 100, 120, 140, 160, 24, 32, 40, 52]));
  const start = iso(r.int(2003, 2022), r.int(1, 12), r.int(1, 28));
  const decoyPeople = new Set<string>(people);
  const person = () => { const o = owner(r, country, decoyPeople); return `${o.first} ${o.last}`; };
  const bank = r.pick(BANKS[country]);
  return {
    country, legal, tradeName, entityId: ent[0], entityText: ent[1], industryId: ind[1], industryText: ind[0], taxDigits, taxType,
    bnProgram: r.pick(['RC0001', 'RT0001', 'RC0002', 'RP0001']),
    start, street: `${r.int(10, 9899)} ${r.pick(NAMES.streets)}`, city: place[0], state: place[1], stateName: place[2],
    zip: postal(r, country, place[3]), incState: r.chance(0.5) ? inc[2] : inc[1], phone: phone(r),
    email: `${r.pick(['info', 'office', 'accounts', 'owner'])}@${words[0]!.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'CA' ? 'ca' : 'com'}`,
    amount, payment, count, freq, use: r.pick(['Inventory', 'Payroll', 'Equipment purchase', 'Working capital', 'Expansion / second location', 'Marketing', 'Renovation']),
    owners, positions, payoff, net,
    prev: { id: positions[0]!.id, funded: positions[0]!.original, payment: positions[0]!.payment, count: prevCount, paidIn: `${(paid / 10).toFixed(1)}%`,
      maxOffer: fresh(money, () => amount + r.int(-2, 8) * 2500), fundedOn: positions[0]!.start },
    bank: { name: bank, routing: country === 'US' ? r.pick(['0', '1', '2']) + r.digits(8) : `${pad(r.int(1, 16), 3)}-${r.digits(5)}`, account: r.digits(r.int(8, 12)) },
    landlord: { name: person(), phone: phone(r), rent: fresh(money, () => r.int(18, 120) * 100) },
    refs: [0, 1].map(() => ({ name: `${r.pick(NAMES.brand)} ${r.pick(['Supply', 'Wholesale', 'Distributors', 'Foods', 'Materials'])}`, phone: phone(r) })),
    iso: { company: `${r.pick(NAMES.brand)} Business Capital`, rep: person(), phone: phone(r), id: `ISO-${r.digits(4)}` },
  };
}

/** Money as printed: `$125,000.00`, `$125,000`, `125000`, optionally with `CAD`. */
export function money(v: number, r: Rng, cad = false): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const k = r.int(0, 3);
  const body = v.toLocaleString('en-US', { minimumFractionDigits: cents || k === 0 ? 2 : 0, maximumFractionDigits: 2 });
  const s = k === 3 ? body.replace(/,/g, '') : k === 2 ? `$ ${body}` : `$${body}`;
  return cad && r.chance(0.5) ? `${s} CAD` : s;
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** An ISO date as printed: `03/09/2014`, `3/9/14`, `March 9, 2014`, `2014-03-09`, `Mar 9, 2014`. */
export function date(isoDate: string, r: Rng, country: Country = 'US'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const k = country === 'CA' ? r.pick([3, 3, 2, 4]) : r.int(0, 4);
  if (k === 0) return `${pad(m)}/${pad(d)}/${y}`;
  if (k === 1 && y >= 2000) return `${m}/${d}/${String(y).slice(2)}`;
  if (k === 2 || k === 1) return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (k === 3) return isoDate;
  return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}
export const FREQ_TEXT: Record<Freq, string[]> = { daily: ['Daily', 'Daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Biweekly'], monthly: ['Monthly'] };
