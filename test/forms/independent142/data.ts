// One merchant per (layout, seed): the values a form may print, each with how applications.md reads it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import * as N from './names.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
/** An entity option as a form prints it, and the entity-types id it reads as. */
export interface EntityOpt { label: string; id: string; suffixes: readonly string[]; soleProp?: boolean }

export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  role: string; pct: number; score: number; dob: string;
  tax: string; taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: string;
  home: string; homeRegion: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string; tradeTruth: string | null; entity: EntityOpt;
  industryText: string; industryId: string | null;
  tax: string; taxDigits: string; taxType: string;
  street: string; city: string; region: string; zip: string; incorp: string;
  phone: string; email: string; website: string;
  start: string; years: number;
  amount: number; use: string; freq: Freq; payments: number; payment: number;
  owners: Owner[];
  decoy: { landlord: string; landlordPhone: string; rent: string; bank: string; routing: string; account: string; transit: string;
    institution: string; refs: { name: string; contact: string; phone: string }[]; isoRep: string; isoId: string; isoPhone: string;
    advances: { funder: string; balance: string; payment: string }[] };
}

interface IndustryItem { id: string; label: string; aliases: string[] }
const INDUSTRIES = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: IndustryItem[] }).items;
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** applications.md: the id whose label or alias is the longest one contained in the text, word-bounded. */
export function industryOf(text: string): string | null {
  const t = norm(text);
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...it.aliases]) {
      const n = norm(a);
      if (new RegExp(`(^|[^a-z0-9])${esc(n)}($|[^a-z0-9])`).test(t) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
    }
  }
  return best?.id ?? null;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}
/** Print an ISO date as a form filler would. */
export function fmtDate(iso: string, how: 'us' | 'us2' | 'long' | 'iso' | 'dmy'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (how === 'us') return `${pad(m)}/${pad(d)}/${y}`;
  if (how === 'us2') return `${pad(m)}/${pad(d)}/${pad(y % 100)}`;
  if (how === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (how === 'dmy') return `${pad(d)}/${pad(m)}/${y}`;
  return iso;
}
export function money(n: number, rng: Rng, cad = false): string {
  const cents = !Number.isInteger(n) || rng.chance(0.25);
  const s = n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 });
  const plain = rng.chance(0.15) ? s.replace(/,/g, '') : s;
  return cad && rng.chance(0.5) ? `$${plain} CAD` : rng.chance(0.85) ? `$${plain}` : plain;
}

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
const BAD_EIN = new Set([0, 7, 8, 9, 17, 18, 19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97]);
export function ein(rng: Rng): string {
  let p = rng.int(10, 99);
  while (BAD_EIN.has(p)) p = rng.int(10, 99);
  return `${p}-${rng.digits(7).replace(/^0/, '4')}`;
}
export function ssn(rng: Rng): string {
  let a = rng.int(1, 899);
  if (a === 666) a = 667;
  return `${pad(a, 3)}-${pad(rng.int(1, 99))}-${pad(rng.int(1, 9999), 4)}`;
}
export const itin = (rng: Rng) => `9${rng.digits(2)}-${rng.int(70, 88)}-${pad(rng.int(1, 9999), 4)}`;
/** A 9-digit Luhn-valid number (BN or SIN); SIN first digit 1-7. */
export function luhn9(rng: Rng): string {
  const body = String(rng.int(1, 7)) + rng.digits(7);
  return body + luhnDigit(body);
}
export const phone = (rng: Rng, ca = false) =>
  `(${ca ? rng.pick(['416', '604', '403', '514', '902']) : rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;

export function makeMerchant(rng: Rng, country: Country, entities: readonly EntityOpt[], owners0: number): Merchant {
  const ca = country === 'CA';
  const entity = rng.pick(entities);
  const nOwners = entity.soleProp ? 1 : owners0; // a sole proprietor is one person
  const place = rng.pick(ca ? N.CA_PLACES : N.US_PLACES);
  const firsts = rng.shuffle([...N.FIRST]);
  const lasts = rng.shuffle([...N.LAST]);
  const owners: Owner[] = [];
  let left = 100;
  for (let i = 0; i < nOwners; i++) {
    const pct = i === nOwners - 1 ? left : Math.max(10, Math.min(left - 10 * (nOwners - 1 - i), rng.pick([20, 25, 30, 33, 40, 50, 51, 60])));
    left -= pct;
    const taxType = ca ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
    const tax = ca ? luhn9(rng).replace(/^(\d{3})(\d{3})(\d{3})$/, '$1-$2-$3') : taxType === 'ITIN' ? itin(rng) : ssn(rng);
    const homePlace = rng.pick(ca ? N.CA_PLACES : N.US_PLACES);
    owners.push({ first: firsts[i]!, middle: rng.chance(0.35) ? rng.pick(['A', 'J', 'M', 'R', 'L', 'T']) : null, last: lasts[i]!,
      cred: rng.chance(0.1) ? rng.pick(N.CREDENTIALS) : null, role: i === 0 ? rng.pick(['Owner', 'CEO', 'President', 'Managing Member']) : rng.pick(N.ROLES),
      pct, score: rng.int(540, 810), dob: isoDate(rng, 1955, 1999), tax, taxDigits: tax.replace(/\D/g, ''), taxType,
      masked: ca ? `***-***-${tax.slice(-3)}` : `XXX-XX-${tax.slice(-4)}`,
      home: `${rng.int(10, 9899)} ${rng.pick(N.STREETS)}, ${homePlace.city}, ${homePlace.region} ${ca ? `${homePlace.zip} ${rng.int(1, 9)}${rng.pick(['A', 'K', 'R'])}${rng.int(1, 9)}` : homePlace.zip + rng.digits(2)}`,
      homeRegion: homePlace.region });
  }
  const o0 = owners[0]!;
  const base = `${rng.pick(N.WORDS_A)} ${rng.pick(N.WORDS_B)}`;
  const legal = entity.soleProp ? `${o0.first} ${o0.last}` : entity.suffixes.length ? `${base} ${rng.pick(entity.suffixes)}`.replace(' ,', ',') : base;
  const dbaName = `${rng.pick(N.WORDS_A)} ${rng.pick(N.DBA_WORDS)}`;
  const dbaKind = rng.weighted([['name', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dba = dbaKind === 'name' || entity.soleProp ? dbaName : dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legal : dbaKind;
  const industryText = rng.pick(N.BUSINESS_TYPES);
  let tax: string, taxType: string;
  if (ca) { tax = `${luhn9(rng)} ${rng.pick(['RC0001', 'RT0001', 'RP0001'])}`; taxType = 'BN'; }
  else if (entity.soleProp && rng.chance(0.6)) { tax = o0.tax; taxType = o0.taxType; }
  else { tax = ein(rng); taxType = 'EIN'; }
  const amount = rng.pick([15000, 20000, 25000, 35000, 40000, 50000, 65000, 75000, 100000, 125000, 150000, 250000]) + (rng.chance(0.2) ? 2500 : 0);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const payments = freq === 'daily' ? rng.pick([120, 140, 160, 180, 220]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const payment = Math.round((amount * rng.pick([1.25, 1.3, 1.35, 1.4, 1.45])) / payments * 100) / 100;
  const slug = base.toLowerCase().replace(/[^a-z]+/g, '');
  const start = isoDate(rng, 1998, 2023);
  const bankRng = rng.fork('decoys');
  return {
    country, legal, dba, tradeTruth: dba === '' || dba === 'SAME' || dba === 'N/A' || dba === legal ? null : dba, entity,
    industryText, industryId: industryOf(industryText), tax, taxDigits: tax.replace(/[^0-9A-Z]/g, ''), taxType,
    street: `${rng.int(100, 9899)} ${rng.pick(N.STREETS)}${rng.chance(0.3) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: place.city,
    region: place.region, zip: ca ? `${place.zip} ${rng.int(1, 9)}${rng.pick(['B', 'H', 'N'])}${rng.int(1, 9)}` : place.zip + rng.digits(2),
    incorp: rng.pick((ca ? N.CA_INCORP : N.US_INCORP).filter((r) => r !== place.region)), phone: phone(rng, ca), email: `${o0.first.toLowerCase()}@${slug}.${ca ? 'ca' : 'com'}`,
    website: `www.${slug}.${ca ? 'ca' : 'com'}`, start, years: 2026 - Number(start.slice(0, 4)),
    amount, use: rng.pick(N.USES), freq, payments, payment, owners,
    decoy: { landlord: bankRng.pick(N.LANDLORDS), landlordPhone: phone(bankRng, ca), rent: `$${bankRng.int(18, 95) * 100}`,
      bank: bankRng.pick(ca ? N.BANKS_CA : N.BANKS_US), routing: `0${bankRng.digits(8)}`, account: bankRng.digits(bankRng.int(9, 12)),
      transit: bankRng.digits(5), institution: bankRng.pick(['001', '002', '003', '004', '010', '815']),
      refs: bankRng.shuffle([...N.REF_BUSINESSES]).slice(0, 3).map((name, i) => ({ name, contact: N.OTHER_PEOPLE[(i + 4) % 10]!, phone: phone(bankRng, ca) })),
      isoRep: bankRng.pick(N.OTHER_PEOPLE.slice(0, 4)), isoId: `ISO-${bankRng.digits(5)}`, isoPhone: phone(bankRng, ca),
      advances: Array.from({ length: bankRng.int(0, 2) }, () => ({ funder: bankRng.pick(N.FUNDERS), balance: `$${(bankRng.int(4, 90) * 1000).toLocaleString('en-US')}`,
        payment: `$${bankRng.int(150, 1900)}/${bankRng.pick(['day', 'wk'])}` })) },
  };
}

/** The owner's name as printed, in one of the ways forms carry it. */
export function ownerName(o: Owner, how: 'full' | 'lastFirst'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return how === 'lastFirst' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.cred ?? ''}`;
}
