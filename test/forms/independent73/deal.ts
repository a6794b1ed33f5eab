// One merchant's renewal / refinance deal: the values a form prints, drawn from a seed. What the form prints and
// which of it is truth is the layouts' business (layouts*.ts); this file only makes consistent people and numbers.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITIES, FIRST, FUNDERS, INDUSTRIES, LAST, PLACES, S_CORP, STREETS, USES, WORDS, type Entity, type Place } from './pools.ts';

export interface Addr { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null; title: string; pct: number; oldPct: number | null;
  ssn: string; ssnType: 'SSN' | 'ITIN'; masked: boolean; blankSsn: boolean; dob: Date; fico: number | null; home: Addr;
  cell: string; email: string; removed: boolean;
}
export interface Position { funder: string; original: number; balance: number; daily: number; funded: Date }
export interface Deal {
  legal: string; dba: string; dbaOld: string | null; entity: Entity; entityOld: Entity | null; taxId: string; taxIdType: 'EIN' | 'SSN' | 'ITIN';
  taxMasked: boolean; start: Date; stateInc: string; addr: Addr; addrOld: Addr | null; phone: string; phoneOld: string | null;
  email: string; website: string; employees: number; rent: boolean; landlord: string; landlordPhone: string; monthlyRent: number;
  industryText: string; industryId: string; amount: number; use: string; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  positions: Position[]; prev: { funder: string; dealNo: string; funded: Date; amount: number; factor: string; payback: number; balance: number; payment: number; paidPct: number };
  payoff: { funder: string; contact: string; phone: string; email: string; goodThrough: Date; estimate: number };
  bank: { name: string; routing: string; account: string }; iso: { name: string; phone: string }; refs: { name: string; phone: string }[];
  owners: Owner[]; formDate: Date;
}

const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));
export const randDate = (r: Rng, y0: number, y1: number): Date => day(r.int(y0, y1), r.int(1, 12), r.int(1, 28));
const phone = (r: Rng): string => `(${r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
const cents = (n: number): number => Math.round(n * 100) / 100;

function addr(r: Rng, p?: Place): Addr {
  const pl = p ?? r.pick(PLACES);
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city: pl[0], state: pl[1], zip: `${pl[2]}${r.digits(2)}` };
}

function ein(r: Rng): string {
  const bad = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
  let p = r.int(1, 99);
  while (bad.has(p)) p = r.int(1, 99);
  return `${String(p).padStart(2, '0')}-${r.int(1000000, 9999999)}`;
}

function ssn(r: Rng): { ssn: string; type: 'SSN' | 'ITIN' } {
  if (r.chance(0.08)) return { ssn: `9${r.digits(2)}-${r.int(70, 88)}-${r.int(1000, 9999)}`, type: 'ITIN' };
  let a = r.int(1, 899);
  if (a === 666) a = 667;
  return { ssn: `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`, type: 'SSN' };
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30], [80, 20]], 3: [[40, 30, 30], [50, 25, 25], [60, 20, 20], [45, 35, 20]] };
const TITLES: Record<string, string[]> = {
  llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'], c_corporation: ['President', 'CEO', 'Vice President', 'Secretary', 'Owner'],
  s_corporation: ['President', 'CEO', 'Treasurer'], sole_proprietorship: ['Owner'], general_partnership: ['General Partner', 'Partner'],
  llp: ['Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Limited Partner'],
};

function owner(r: Rng, title: string, pct: number, cred: boolean): Owner {
  const s = ssn(r);
  const first = r.pick(FIRST), last = r.pick(LAST);
  return { first, middle: r.chance(0.3) ? r.pick('ABCDEFGHJKLMNPRSTW'.split('')) : null, last, cred: cred && r.chance(0.5) ? r.pick([', DDS', ', DC', ', MD']) : null,
    title, pct, oldPct: null, ssn: s.ssn, ssnType: s.type, masked: r.chance(0.3), blankSsn: r.chance(0.05), dob: randDate(r, 1956, 1996),
    fico: r.chance(0.7) ? r.int(540, 790) : null, home: addr(r), cell: phone(r), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`, removed: false };
}

/** `removal`: the layout can show an owner who is no longer one. */
export function makeDeal(r: Rng, removal: boolean): Deal {
  const ind = r.pick(INDUSTRIES);
  let entity = r.pick(ENTITIES.filter((e) => !e.pro || ind[2]));
  const sole = entity.id === 'sole_proprietorship';
  const core = `${r.pick(WORDS)} ${ind[3]}`;
  const place = r.pick(PLACES);
  const n = sole ? 1 : r.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const split = r.pick(SPLITS[n]!);
  const titles = r.shuffle([...(TITLES[entity.id] ?? ['Owner'])]);
  const owners = split.map((p, i) => owner(r, titles[i % titles.length]!, p, ind[2]));
  if (removal && !sole && owners[0]!.pct >= 25 && r.chance(0.5)) {
    const rp = r.pick([10, 15, 20, 25, 30].filter((x) => x <= owners[0]!.pct - 10));
    const used = new Set(owners.map((o) => o.title));
    const gone = owner(r, r.pick(['Silent Partner', 'Investor', 'Co-Owner', 'Member', 'Partner', 'Vice President'].filter((t) => !used.has(t))), rp, false);
    gone.removed = true;
    owners[0]!.oldPct = owners[0]!.pct - rp;
    owners.splice(r.int(1, owners.length), 0, gone);
  } else if (n > 1 && r.chance(0.3)) {
    owners[0]!.oldPct = owners[0]!.pct - 10;
    owners[1]!.oldPct = owners[1]!.pct + 10;
  }
  const o0 = owners[0]!;
  const legal = sole ? `${o0.first} ${o0.last}` : `${core}${entity.suffix}`;
  const dbaName = `${r.pick(WORDS.filter((w) => !core.startsWith(w)))} ${ind[3]}`;
  const dbaRoll = r.next();
  const dba = sole ? `${core}` : dbaRoll < 0.15 ? '' : dbaRoll < 0.25 ? 'SAME' : dbaRoll < 0.3 ? 'N/A' : dbaName;
  const dbaOld = dba && dba !== 'SAME' && dba !== 'N/A' && r.chance(0.35) ? `${r.pick(WORDS.filter((w) => !dba.includes(w)))} ${r.pick(['Express', 'Depot', 'Hub', 'Place', 'Co'])}` : null;
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = { daily: r.pick([60, 80, 100, 120, 140, 160]), weekly: r.pick([16, 20, 26, 32, 40, 52]), biweekly: r.pick([8, 10, 13, 18, 26]), monthly: r.pick([6, 9, 12]) }[freq];
  const funders = r.shuffle([...FUNDERS]);
  const positions: Position[] = Array.from({ length: r.int(1, 3) }, (_, i) => {
    const k = r.int(8, 90), original = (k % 5 === 0 ? k + 1 : k) * 1000;
    return { funder: funders[i]!, original, balance: cents(original * r.float(0.15, 0.9) * 1.35), daily: cents(original * r.float(0.005, 0.012)), funded: randDate(r, 2024, 2025) };
  });
  const owed = positions.reduce((s, p) => s + p.balance, 0);
  const amount = Math.ceil((owed + r.int(10, 120) * 1000) / 5000) * 5000;
  const prevAmt = positions[0]!.original, factor = r.pick(['1.29', '1.35', '1.38', '1.42', '1.45']);
  let entityOld: Entity | null = null;
  if (entity.id === 'c_corporation' && r.chance(0.3)) { entityOld = entity; entity = S_CORP; }
  return {
    legal, dba, dbaOld, entity, entityOld, taxId: sole ? o0.ssn : ein(r), taxIdType: sole ? o0.ssnType : 'EIN',
    taxMasked: r.chance(0.1), start: randDate(r, 2004, 2021), stateInc: r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : place[1], addr: addr(r, place),
    addrOld: r.chance(0.3) ? addr(r, r.chance(0.5) ? place : undefined) : null, phone: phone(r), phoneOld: r.chance(0.3) ? phone(r) : null,
    email: `${r.pick(['info', 'office', 'billing', 'admin'])}@${core.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`, website: `www.${core.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.com`,
    employees: r.int(2, 60), rent: r.chance(0.75), landlord: `${r.pick(WORDS)} Property Holdings LLC`, landlordPhone: phone(r), monthlyRent: r.int(18, 140) * 100,
    industryText: ind[0], industryId: ind[1], amount, use: r.pick(USES), payment: cents((amount * 1.38) / nPayments), nPayments, freq, positions,
    prev: { funder: positions[0]!.funder, dealNo: `${r.alnum(2)}-${r.digits(6)}`, funded: positions[0]!.funded, amount: prevAmt, factor, payback: cents(prevAmt * Number(factor)),
      balance: positions[0]!.balance, payment: positions[0]!.daily, paidPct: r.int(35, 85) },
    payoff: { funder: positions[positions.length - 1]!.funder, contact: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r), email: `payoffs@${r.pick(['ironclad', 'bluestone', 'cedarpt', 'northgate'])}funding.com`,
      goodThrough: day(2026, r.int(1, 2), r.int(5, 27)), estimate: cents(owed) },
    bank: { name: r.pick(['Chase', 'Wells Fargo', 'Bank of America', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist']), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)) },
    iso: { name: `${r.pick(FIRST)} ${r.pick(LAST)}`, phone: phone(r) }, refs: [0, 1].map(() => ({ name: `${r.pick(WORDS)} ${r.pick(['Supply Co.', 'Wholesale Inc.', 'Distributors LLC'])}`, phone: phone(r) })),
    owners, formDate: day(2026, 1, r.int(2, 28)),
  };
}

// ---- formatting ----
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export type DateFmt = 'mdy' | 'mdy2' | 'long' | 'iso';
export function fmtDate(d: Date, f: DateFmt): string {
  const y = d.getUTCFullYear(), m = d.getUTCMonth() + 1, dd = d.getUTCDate(), p = (n: number): string => String(n).padStart(2, '0');
  if (f === 'mdy') return `${p(m)}/${p(dd)}/${y}`;
  if (f === 'mdy2') return `${p(m)}/${p(dd)}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${dd}, ${y}`;
  return `${y}-${p(m)}-${p(dd)}`;
}
export const iso = (d: Date): string => fmtDate(d, 'iso');
export function money(n: number, f: 'full' | 'whole' | 'bare' = 'full'): string {
  if (f === 'bare') return String(Math.round(n));
  const s = n.toLocaleString('en-US', { minimumFractionDigits: f === 'full' ? 2 : 0, maximumFractionDigits: f === 'full' ? 2 : 0 });
  return `$${s}`;
}
export const maskSsn = (s: string, r: Rng): string => (r.chance(0.5) ? `XXX-XX-${s.slice(-4)}` : `***-**-${s.slice(-4)}`);
export const cityLine = (a: Addr): string => `${a.city}, ${a.state} ${a.zip}`;
