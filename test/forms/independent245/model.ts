// The fictional merchant behind one form of set 245: every value in the form it would be printed, with the value
// applications.md reads from it. Layouts decide what they print; only printed values reach the truth (sheet.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import * as N from './names.ts';

export interface Person {
  first: string; middle: string | null; last: string; credential: string | null;
  role: string; pct: number; ssn: string; ssnType: 'SSN' | 'ITIN';
  /** How the SSN prints: full, masked (XXX-XX-1234) or blank. */
  ssnShow: 'full' | 'masked' | 'blank';
  dob: string; credit: number | null;
  home: { street: string; city: string; state: string; zip: string };
  cell: string; email: string;
}

export interface Merchant {
  legal: string; dba: string | null; entityId: string; entityWord: string;
  /** The checkbox this entity ticks on checkbox forms (null: "Other" with entityWord on its line). */
  entityBox: 'Corporation' | 'LLC' | 'Partnership' | 'Sole Prop' | 'Non-Profit' | 'S-Corp' | null;
  industryText: string; industryId: string;
  taxId: string | null; taxIdType: 'EIN' | 'SSN' | 'ITIN' | null;
  start: string; years: number; street: string; city: string; state: string; zip: string; stateInc: string;
  phone: string; email: string; website: string | null; employees: number; own: boolean;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  use: string; monthlySales: number; annualRevenue: number;
  owners: Person[];
  landlord: { name: string; phone: string; rent: number };
  bank: { name: string; routing: string; account: string };
  advances: { funder: string; balance: number; payment: number }[];
  refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; company: string; phone: string; id: string };
  processor: string; cardVolume: number;
  signedOn: string;
}

interface RefItem { id: string; label: string; aliases: string[] }
const refItems = (file: string): RefItem[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, file), 'utf8')) as { items: RefItem[] }).items;
const INDUSTRIES = refItems('industries.json');
export const ENTITY_IDS = new Set(refItems('entity-types.json').map((e) => e.id));
export const INDUSTRY_IDS = new Set(INDUSTRIES.map((e) => e.id));
export const STATE_CODES = new Set((JSON.parse(readFileSync(join(REFERENCE_DIR, 'states.json'), 'utf8')) as { items: { code: string }[] }).items.map((s) => s.code));

/** applications.md: the industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9&'()/+-]+/g, ' ')} `;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const esc = a.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${esc}($|[^a-z0-9])`).test(t) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

// ---- formats --------------------------------------------------------------------------------------------------
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number): string => String(n).padStart(2, '0');
export type DateFmt = 'mdy' | 'mdyShort' | 'long' | 'iso' | 'dash' | 'abbr';
export function fmtDate(iso: string, f: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (f) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdyShort': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbr': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
    case 'dash': return `${pad(m)}-${pad(d)}-${y}`;
  }
}
export type MoneyFmt = 'dollar' | 'cents' | 'plain' | 'spaced' | 'bare';
export function fmtMoney(n: number, f: MoneyFmt): string {
  const c = n.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(n) ? 0 : 2 });
  switch (f) {
    case 'dollar': return `$${c}`;
    case 'cents': return `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'plain': return c;
    case 'spaced': return `$ ${c}`;
    case 'bare': return String(n);
  }
}
export const fmtEin = (d: string): string => `${d.slice(0, 2)}-${d.slice(2)}`;
export const fmtSsn = (d: string): string => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
export const phone = (r: Rng): string => `(${r.pick(['305', '713', '404', '312', '602', '718', '615', '303', '216', '702'])}) ${r.int(201, 989)}-${r.digits(4)}`;

/** A printed person's name: "First M. Last[, DC]" or "Last, First M.". */
export function personName(p: Person, lastFirst = false): string {
  const mid = p.middle ? ` ${p.middle}` : '';
  if (lastFirst) return `${p.last}, ${p.first}${mid}`;
  return `${p.first}${mid} ${p.last}${p.credential ? `, ${p.credential}` : ''}`;
}
export function ssnPrinted(p: Person, star = false): string {
  if (p.ssnShow === 'blank') return '';
  if (p.ssnShow === 'masked') return `${star ? '***-**-' : 'XXX-XX-'}${p.ssn.slice(5)}`;
  return fmtSsn(p.ssn);
}

// ---- generation -----------------------------------------------------------------------------------------------
function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${pad(r.int(1, 12))}-${pad(r.int(1, 28))}`;
}
function ein(r: Rng): string {
  const ok = [10, 11, 12, 13, 14, 16, 20, 22, 23, 26, 27, 30, 33, 35, 38, 41, 45, 46, 47, 52, 56, 58, 61, 65, 74, 81, 83, 84, 87, 88, 91, 93, 95, 98];
  return `${pad(r.pick(ok))}${r.digits(7)}`;
}
function ssn(r: Rng, itin: boolean): string {
  if (itin) return `9${r.digits(2)}${r.pick(['70', '72', '78', '81', '85', '90', '94'])}${r.int(1000, 9999)}`;
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}${pad(r.int(1, 99))}${r.int(1, 9999).toString().padStart(4, '0')}`;
}
function addr(r: Rng): { street: string; city: string; state: string; zip: string } {
  const [city, state, z] = r.pick(N.CITIES);
  const suite = r.chance(0.3) ? ` ${r.pick(N.SUITES)}` : '';
  return { street: `${r.int(12, 9870)} ${r.pick(N.STREETS)}${suite}`, city, state, zip: `${z}${r.digits(2)}` };
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[34, 33, 33], [50, 25, 25], [40, 35, 25], [60, 20, 20]] };

function person(r: Rng, role: string, pct: number, usedLast: Set<string>): Person {
  let last = r.chance(0.45) ? r.pick(N.LAST_HARD) : r.pick(N.LAST_PLAIN);
  while (usedLast.has(last)) last = r.pick(N.LAST_PLAIN);
  usedLast.add(last);
  const itin = r.chance(0.1);
  const h = addr(r);
  let first = r.pick(N.FIRST);
  while (usedLast.has(first)) first = r.pick(N.FIRST);
  usedLast.add(first);
  return {
    first, middle: r.chance(0.55) ? `${r.pick([...N.MIDDLE])}.` : null, last, credential: null, role, pct,
    ssn: ssn(r, itin), ssnType: itin ? 'ITIN' : 'SSN', ssnShow: r.weighted([['full', 6], ['masked', 2], ['blank', 1]] as const),
    dob: isoDate(r, 1958, 1996), credit: r.chance(0.6) ? r.int(540, 805) : null, home: h, cell: phone(r),
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`,
  };
}

const ENTITIES: [Merchant['entityBox'], string, string, string, number][] = [
  // box, printed word, id, legal-name suffix, weight
  ['LLC', 'LLC', 'llc', 'LLC', 6], ['Corporation', 'Corporation', 'c_corporation', 'Inc.', 3], ['S-Corp', 'S Corp', 's_corporation', 'Inc.', 2],
  ['Partnership', 'Partnership', 'general_partnership', '& Partners', 1], ['Sole Prop', 'Sole Proprietor', 'sole_proprietorship', '', 3],
  [null, 'PLLC', 'pllc', 'PLLC', 1], [null, 'LP', 'limited_partnership', 'L.P.', 1], ['Non-Profit', 'Non-Profit', 'nonprofit_corporation', 'Foundation', 0.4],
];

export function makeMerchant(r: Rng): Merchant {
  const ent = r.weighted(ENTITIES.map((e) => [e, e[4]] as const));
  const [box, word, entityId, suffix] = ent;
  const sole = entityId === 'sole_proprietorship';
  const nOwners = sole ? 1 : r.weighted([[1, 3], [2, 5], [3, 2]] as const);
  const split = r.pick(SPLITS[nOwners]!);
  const used = new Set<string>();
  const owners = split.map((pct, i) => person(r, sole ? r.pick(N.ROLES_SOLE) : i === 0 ? r.pick(['CEO', 'President', 'Managing Member', 'Owner']) : r.pick(N.ROLES_MULTI), pct, used));
  const [phrase, industryId] = r.pick(N.INDUSTRY_PHRASES);
  if (/dental|chiro|veterinary/i.test(phrase) && r.chance(0.6)) owners[0]!.credential = /dental/i.test(phrase) ? 'DDS' : /vet/i.test(phrase) ? 'DVM' : 'DC';
  const core = `${r.pick(N.BIZ_WORDS_A)} ${phrase.split(/[ /&-]+/)[0]!.replace(/^\w/, (c) => c.toUpperCase())}`;
  const o0 = owners[0]!;
  let legal: string; let dba: string | null;
  if (sole) {
    legal = `${o0.first}${o0.middle ? ` ${o0.middle}` : ''} ${o0.last}`;
    dba = `${core} ${r.pick(N.DBA_WORDS)}`;
  } else {
    legal = suffix.startsWith('&') ? `${o0.last} ${suffix}` : `${core} ${r.pick(N.BIZ_WORDS_B)}${suffix === 'Inc.' || suffix === 'L.P.' ? ',' : ''} ${suffix}`;
    dba = r.chance(0.6) ? `${core} ${r.pick(N.DBA_WORDS)}` : null;
  }
  let taxId: string | null = ein(r); let taxIdType: Merchant['taxIdType'] = 'EIN';
  if (sole && r.chance(0.6)) { taxId = o0.ssn; taxIdType = o0.ssnType; o0.ssnShow = 'full'; }
  if (r.chance(0.08)) { taxId = null; taxIdType = null; }
  const a = addr(r);
  const start = isoDate(r, 2004, 2023);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000, 200000, 250000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? r.pick([20, 26, 30, 36, 40, 52]) : freq === 'biweekly' ? r.pick([12, 13, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * r.float(1.25, 1.45)) / nPayments * 100) / 100;
  const monthlySales = Math.round(amount / r.float(0.6, 1.4) / 100) * 100;
  return {
    legal, dba, entityId, entityWord: word, entityBox: box, industryText: phrase, industryId,
    taxId, taxIdType, start, years: 2025 - Number(start.slice(0, 4)), ...a, stateInc: r.chance(0.5) ? a.state : r.pick(N.INC_STATES),
    phone: phone(r), email: `${r.pick(['info', 'office', 'billing', 'admin'])}@${core.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: r.chance(0.6) ? `www.${core.toLowerCase().replace(/[^a-z]/g, '')}.com` : null, employees: r.int(2, 48), own: r.chance(0.2),
    amount, payment, nPayments, freq, use: r.pick(N.USES), monthlySales, annualRevenue: monthlySales * 12 + r.int(-9, 9) * 1000,
    owners,
    landlord: { name: r.pick(N.LANDLORDS), phone: phone(r), rent: r.int(18, 95) * 100 },
    bank: { name: r.pick(N.BANKS), routing: `0${r.int(1, 9)}${r.digits(7)}`, account: r.digits(r.int(9, 12)) },
    advances: Array.from({ length: r.weighted([[0, 3], [1, 3], [2, 2]] as const) }, () => ({ funder: r.pick(N.FUNDERS), balance: r.int(30, 900) * 100, payment: r.int(90, 1400) })),
    refs: Array.from({ length: 3 }, () => ({ name: r.pick(N.REF_COMPANIES), contact: `${r.pick(N.FIRST)} ${r.pick(N.LAST_PLAIN)}`, phone: phone(r) })),
    iso: { name: `${r.pick(N.FIRST)} ${r.pick(N.LAST_PLAIN)}`, company: '', phone: phone(r), id: `ISO-${r.digits(4)}` },
    processor: r.pick(N.PROCESSORS), cardVolume: Math.round(monthlySales * r.float(0.3, 0.8) / 100) * 100,
    signedOn: `2025-${pad(r.int(1, 9))}-${pad(r.int(1, 28))}`,
  };
}
