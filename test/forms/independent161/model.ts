// The merchant behind one form: business, owners and the people and numbers around it (decoys). Only the Rng of
// prng.ts draws; a fork per part keeps one part's draws from shifting another's.
import type { Rng } from '../../statements/generator/prng.ts';
import * as N from './names.ts';

export type Country = 'US' | 'CA';
export interface Ymd { y: number; m: number; d: number }
export interface Person { first: string; middle: string | null; last: string; cred: string | null }
export interface Owner extends Person { role: string; ownership: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; dob: Ymd;
  credit: number; home: string }
export interface Entity { id: string; printed: string; boxed: string | null }
export interface Merchant {
  country: Country; legal: string; dba: string; entity: Entity; trade: N.Trade;
  tax: { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string | null };
  start: Ymd; street: string; city: N.City; postal: string; phone: string; email: string; website: string;
  requested: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[]; monthlySales: number; incState: string; landlord: Person; landlordPhone: string; rent: number;
  bank: string; routing: string; account: string; refs: { name: string; phone: string }[];
  iso: Person; advances: { funder: string; balance: number; payment: number }[]; signed: Ymd;
}

export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let v = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { v *= 2; if (v > 9) v -= 9; }
    sum += v;
  }
  return String((10 - (sum % 10)) % 10);
}
const EIN_PREFIX = ['12', '13', '20', '22', '26', '27', '31', '35', '38', '41', '45', '46', '54', '56', '61', '65', '72', '75', '81', '84', '88', '91', '93', '98'];
const ssn = (r: Rng) => `${r.pick([r.int(1, 665), r.int(667, 899)]).toString().padStart(3, '0')}${String(r.int(1, 99)).padStart(2, '0')}${String(r.int(1, 9999)).padStart(4, '0')}`;
const itin = (r: Rng) => `9${r.digits(2)}${r.int(70, 88)}${String(r.int(1, 9999)).padStart(4, '0')}`;
const luhn9 = (r: Rng, first: string) => { const b = first + r.digits(7); return b + luhnDigit(b); };
function aba(r: Rng): string {
  const b = `${r.pick(['0', '1', '2'])}${r.int(1, 9)}${r.digits(6)}`;
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = [...b].reduce((t, c, i) => t + Number(c) * w[i]!, 0);
  return b + String((10 - (s % 10)) % 10);
}
const phone = (r: Rng, ca: boolean) => `(${ca ? r.pick(['416', '604', '403', '514', '204', '902']) : r.int(201, 989)}) ${r.int(201, 989)}-${r.digits(4)}`;
const ymd = (r: Rng, y0: number, y1: number): Ymd => ({ y: r.int(y0, y1), m: r.int(1, 12), d: r.int(1, 28) });

export function person(r: Rng, avoid: string[] = []): Person {
  for (;;) {
    const kind = r.weighted([['plain', 5], ['particle', 2], ['hyphen', 2], ['apos', 2]] as const);
    const last = r.pick(kind === 'plain' ? N.LAST : kind === 'particle' ? N.PARTICLE_LAST : kind === 'hyphen' ? N.HYPHEN_LAST : N.APOS_LAST);
    const p = { first: r.pick(N.FIRST), middle: r.chance(0.35) ? r.pick([...N.MIDDLE]) : null, last, cred: r.chance(0.12) ? r.pick(N.CREDENTIALS) : null };
    if (!avoid.includes(p.first) && !avoid.includes(p.last)) return p;
  }
}

const US_ENTITIES: [Entity, number][] = [
  [{ id: 'llc', printed: 'LLC', boxed: 'LLC' }, 6], [{ id: 'c_corporation', printed: 'Corporation', boxed: 'Corporation' }, 3],
  [{ id: 's_corporation', printed: 'S Corp', boxed: null }, 2], [{ id: 'general_partnership', printed: 'Partnership', boxed: 'Partnership' }, 1],
  [{ id: 'limited_partnership', printed: 'LP', boxed: 'LP' }, 1], [{ id: 'llp', printed: 'LLP', boxed: 'LLP' }, 1],
  [{ id: 'sole_proprietorship', printed: 'Sole Proprietor', boxed: 'Sole Proprietor' }, 3], [{ id: 'pllc', printed: 'PLLC', boxed: null }, 1],
  [{ id: 'nonprofit_corporation', printed: 'Non-Profit', boxed: 'Non-Profit' }, 0.5],
];
const CA_ENTITIES: [Entity, number][] = [
  [{ id: 'ca_corporation', printed: 'Corporation', boxed: 'Corporation' }, 6], [{ id: 'sole_proprietorship', printed: 'Sole Proprietorship', boxed: 'Sole Proprietor' }, 2],
  [{ id: 'general_partnership', printed: 'Partnership', boxed: 'Partnership' }, 1], [{ id: 'ca_ulc', printed: 'ULC', boxed: null }, 1],
  [{ id: 'cooperative', printed: 'Co-operative', boxed: null }, 0.5],
];
const ROLES: Record<string, string[]> = { llc: ['Managing Member', 'Member', 'Owner', 'CEO'], pllc: ['Managing Member', 'Member'],
  sole_proprietorship: ['Owner', 'Sole Proprietor'], general_partnership: ['Partner', 'Managing Partner'], limited_partnership: ['General Partner', 'Partner'],
  llp: ['Partner', 'Managing Partner'], nonprofit_corporation: ['Executive Director', 'Board Chair'], cooperative: ['President', 'Director'] };
const CORP_ROLES = ['President', 'CEO', 'Vice President', 'Secretary', 'Director', 'COO'];

function splitOwnership(r: Rng, n: number): number[] {
  if (n === 1) return [r.chance(0.85) ? 100 : r.pick([51, 80, 75])];
  if (n === 3 && r.chance(0.3)) return [33.34, 33.33, 33.33];
  const total = r.chance(0.8) ? 100 : r.int(Math.max(80, 20 * n), 95);
  const w = Array.from({ length: n }, () => r.float(0.1, 1));
  const sum = w.reduce((a, b) => a + b, 0), spare = total - 20 * n;
  const out = w.map((x) => 20 + Math.floor((spare * x) / sum));
  out[0]! += total - out.reduce((a, b) => a + b, 0);
  return out.sort((a, b) => b - a);
}

export function makeMerchant(root: Rng, country: Country): Merchant {
  const r = root.fork('business'), ro = root.fork('owners'), rd = root.fork('decoys');
  const ca = country === 'CA';
  const entity = r.weighted(ca ? CA_ENTITIES : US_ENTITIES);
  const trade = r.pick(N.TRADES);
  const city = r.pick(ca ? N.CA_CITIES : N.US_CITIES);
  const n = entity.id === 'sole_proprietorship' ? 1 : r.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);
  const shares = splitOwnership(ro, n);
  const owners: Owner[] = [];
  for (let i = 0; i < n; i++) {
    const p = person(ro, owners.flatMap((o) => [o.first, o.last]));
    const taxType = ca ? 'SIN' : ro.chance(0.1) ? 'ITIN' : 'SSN';
    owners.push({ ...p, role: ro.pick(ROLES[entity.id] ?? CORP_ROLES), ownership: shares[i]!, taxType,
      taxId: ca ? luhn9(ro, String(ro.int(1, 7))) : taxType === 'ITIN' ? itin(ro) : ssn(ro), dob: ymd(ro, 1956, 1998),
      credit: ro.int(540, 815), home: '' });
  }
  const place = r.pick(N.PLACE), word = r.pick(trade.words);
  const base = `${place} ${word}`;
  const o0 = owners[0]!;
  let legal: string;
  if (entity.id === 'sole_proprietorship') legal = `${o0.first} ${o0.last}`;
  else if (ca && entity.id === 'ca_corporation' && r.chance(0.35)) legal = `${r.int(1000000, 2999999)} ${city.name} ${r.pick(['Inc.', 'Ltd.'])}`;
  else {
    const suffix: Record<string, string[]> = { llc: [', LLC', ' LLC', ', L.L.C.'], c_corporation: [', Inc.', ' Inc.', ' Corp.', ' Corporation'],
      s_corporation: [', Inc.', ' Inc.'], general_partnership: [' Partners', ' & Associates'], limited_partnership: [', L.P.', ' LP'],
      llp: [' LLP'], pllc: [', PLLC'], nonprofit_corporation: [' Foundation', ' Community Services'],
      ca_corporation: [' Inc.', ' Ltd.', ' Corp.', ' Limited'], ca_ulc: [' ULC'], cooperative: [' Co-operative'] };
    legal = base + r.pick(suffix[entity.id] ?? ['']);
  }
  const dba = entity.id === 'sole_proprietorship' || r.chance(0.5) ? `${r.chance(0.5) ? place : r.pick(N.PLACE)} ${r.pick(trade.words)}` : '';
  const tax = ca ? { digits: luhn9(r, String(r.int(7, 8))), type: 'BN' as const, program: r.pick(['RC0001', 'RT0001', 'RC0002']) }
    : entity.id === 'sole_proprietorship' && r.chance(0.6) ? { digits: o0.taxId, type: o0.taxType as 'SSN' | 'ITIN', program: null }
      : { digits: r.pick(EIN_PREFIX) + r.digits(7), type: 'EIN' as const, program: null };
  const requested = r.int(10, 300) * 1000 + (r.chance(0.2) ? 500 : 0);
  const freq = r.weighted([['daily', 4], ['weekly', 3], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([13, 18, 26]) : r.pick([6, 9, 12, 18]);
  const payment = Math.round((requested * r.float(1.25, 1.45) / nPayments) * 100) / 100;
  const cities = ca ? N.CA_CITIES : N.US_CITIES;
  for (const o of owners) {
    const hc = rd.chance(0.6) ? city : rd.pick(cities);
    o.home = `${rd.int(10, 9999)} ${rd.pick(N.STREETS)}, ${hc.city}, ${hc.state} ${postal(rd, hc, ca)}`;
  }
  const others = (ca ? N.CA_CITIES : N.US_CITIES).map((c) => c.state).filter((s) => s !== city.state);
  const avoid = owners.flatMap((o) => [o.first, o.last]);
  const landlord = person(rd, avoid), iso = person(rd, [...avoid, landlord.last]);
  let monthlySales = rd.int(18, 400) * 1000 + rd.int(0, 999);
  if (monthlySales === requested) monthlySales += 137;
  const advances = Array.from({ length: rd.weighted([[0, 3], [1, 3], [2, 2]] as const) }, () => ({ funder: rd.pick(N.FUNDERS),
    balance: rd.int(4, 90) * 1000 + rd.int(1, 999), payment: rd.int(150, 1900) + rd.int(0, 99) / 100 }));
  return {
    country, legal, dba, entity, trade, tax, start: ymd(r, 2003, 2023), street: `${r.int(10, 9999)} ${r.pick(N.STREETS)}`, city,
    postal: postal(r, city, ca), phone: phone(r, ca), email: `${o0.first.toLowerCase().replace(/[^a-z]/g, '')}@${place.toLowerCase().replace(/ /g, '')}.${ca ? 'ca' : 'com'}`,
    website: `www.${place.toLowerCase().replace(/ /g, '')}${word.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
    requested, payment, nPayments, freq, owners, monthlySales, incState: ca ? rd.pick(['Federal (CBCA)', ...others]) : rd.pick(['DE', 'NV', 'WY', ...others]),
    landlord, landlordPhone: phone(rd, ca), rent: rd.int(12, 95) * 100, bank: rd.pick(ca ? N.BANKS_CA : N.BANKS_US),
    routing: ca ? `${rd.digits(5)}-${rd.pick(['001', '002', '003', '004', '006', '010', '815'])}` : aba(rd), account: rd.digits(rd.int(8, 12)),
    refs: [0, 1].map(() => ({ name: rd.pick(N.REF_COMPANIES), phone: phone(rd, ca) })).filter((x, i, a) => a.findIndex((y) => y.name === x.name) === i),
    iso, advances, signed: { y: 2026, m: rd.int(1, 6), d: rd.int(1, 28) },
  };
}

function postal(r: Rng, c: N.City, ca: boolean): string {
  return ca ? `${c.zip} ${r.int(1, 9)}${r.pick([...'ABCEGHJKLMNPRSTVWXYZ'])}${r.int(1, 9)}` : c.zip + r.digits(2);
}
