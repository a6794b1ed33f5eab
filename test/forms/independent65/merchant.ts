// One merchant and its owners, drawn from a seed: what the applicant would write, in several printed forms, plus the
// decoy people and numbers a broker's form carries (landlord, references, bank, existing funders).
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, BUSINESSES, DECOY_FIRST, DECOY_LAST, ENTITIES, FIRST, FUNDERS, ITIN_GROUPS, LAST, MIDDLE, MONTHS, PLACES, STREETS, TITLES,
  VALID_EIN_PREFIX, VENDORS, type Entity, type Place } from './tables.ts';

export interface Address { street: string; place: Place }
export interface Owner {
  first: string; middle: string | null; last: string; title: string | null; pct: number | null;
  /** 9 digits; kind from the number (ITIN when it starts with 9). */
  ssn: string; ssnKind: 'SSN' | 'ITIN'; ssnShow: 'full' | 'masked' | 'blank';
  dob: string | null; credit: number | null; home: Address; cell: string; email: string;
}
export interface Merchant {
  legal: string; dba: string | null; dbaPrint: string; entity: Entity; entityWord: string;
  kind: string; industry: string; use: string;
  /** What the tax-ID line shows, and what it gives. */
  taxPrint: string; taxDigits: string | null; taxType: 'EIN' | 'SSN' | 'ITIN' | null; taxBare: boolean;
  start: string | null; years: number; addr: Address; incState: string; phone: string; email: string; website: string | null;
  amount: number; monthlySales: number; annualRevenue: number; employees: number; rentOrOwn: 'Rent' | 'Own'; rent: number;
  owners: Owner[];
  landlord: { name: string; phone: string }; rep: { name: string; phone: string; email: string };
  bank: { name: string; routing: string; account: string };
  refs: { name: string; contact: string; phone: string }[];
  funders: { name: string; balance: number; payment: number }[];
  emergency: { name: string; phone: string };
}

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });

/** A printed amount in one of the ways applicants write money. */
export function printAmount(rng: Rng, n: number): string {
  const whole = Number.isInteger(n);
  const cents = whole ? '.00' : '';
  return rng.pick([`$${money(n)}`, `${money(n)}${cents}`, `$${n}`, `$ ${money(n)}${cents}`, `$${money(n)}${cents}`]);
}

/** A printed date (ISO in) in one of the usual US ways; two-digit years only for this century's dates. */
export function printDate(rng: Rng, iso: string, allowShortYear = true): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const forms = [`${pad(m)}/${pad(d)}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${pad(m)}-${pad(d)}-${y}`, iso,
    `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`];
  if (allowShortYear && y >= 2000) forms.push(`${pad(m)}/${pad(d)}/${String(y).slice(2)}`);
  return rng.pick(forms);
}

export function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
}

export function phone(rng: Rng): string {
  const a = rng.pick(['312', '614', '313', '612', '314', '414', '316', '847', '216', '616', '651', '816', '608', '913']);
  return rng.pick([`(${a}) ${rng.int(201, 989)}-${rng.digits(4)}`, `${a}-${rng.int(201, 989)}-${rng.digits(4)}`, `${a}.${rng.int(201, 989)}.${rng.digits(4)}`]);
}

export function ein(rng: Rng): string {
  return `${rng.pick(VALID_EIN_PREFIX)}${rng.int(1000000, 9999999)}`;
}

export function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${rng.digits(2)}${rng.pick(ITIN_GROUPS)}${pad(rng.int(1, 9999), 4)}`;
  let area = rng.int(1, 899);
  if (area === 666) area = 667;
  return `${pad(area, 3)}${pad(rng.int(1, 99))}${pad(rng.int(1, 9999), 4)}`;
}

export const dashSsn = (s: string): string => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
export const dashEin = (s: string): string => `${s.slice(0, 2)}-${s.slice(2)}`;
export const maskSsn = (rng: Rng, s: string): string => rng.pick([`XXX-XX-${s.slice(5)}`, `***-**-${s.slice(5)}`, `xxx-xx-${s.slice(5)}`]);

function address(rng: Rng, place?: Place): Address {
  return { street: `${rng.int(12, 9800)} ${rng.pick(STREETS)}${rng.chance(0.2) ? ` Suite ${rng.int(100, 450)}` : ''}`, place: place ?? rng.pick(PLACES) };
}

const SHARES: readonly (readonly number[])[][] = [[[100], [100], [100], [51], [80]], [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]],
  [[40, 30, 30], [50, 25, 25], [34, 33, 33], [60, 20, 20]], [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]];

function owners(rng: Rng, max: number, entity: Entity): Owner[] {
  const n = entity.key === 'sole' ? 1 : entity.key === 'partnership' ? rng.int(2, Math.max(2, max)) : rng.int(1, max);
  const lasts = rng.shuffle([...LAST]);
  const firsts = rng.shuffle([...FIRST]);
  const shares = entity.key === 'sole' ? [100] : rng.pick(SHARES[n - 1]!).slice();
  if (n > 1 && rng.chance(0.2)) shares[n - 1] = shares[n - 1]! - 5;
  return Array.from({ length: n }, (_, i): Owner => {
    const pct = shares[i]!;
    const itin = rng.chance(0.12);
    const title = entity.key === 'sole' ? rng.pick(['Owner', 'Sole Owner', 'Owner/Operator', null])
      : entity.key === 'partnership' ? 'Partner' : rng.chance(0.1) ? null : rng.pick(TITLES[entity.key === 'llc' || entity.key === 'pllc' ? 'llc' : 'corp'][i === 0 ? 0 : 1]);
    const first = firsts[i]!, last = lasts[i]!;
    return { first, middle: rng.chance(0.3) ? rng.pick(MIDDLE) : null, last, title, pct: rng.chance(0.93) ? pct : null,
      ssn: ssn(rng, itin), ssnKind: itin ? 'ITIN' : 'SSN', ssnShow: rng.weighted([['full', 6], ['masked', 2], ['blank', 1]] as const),
      dob: rng.chance(0.9) ? isoDate(rng, 1955, 1992) : null, credit: rng.chance(0.35) ? rng.int(560, 790) : null,
      home: address(rng), cell: phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` };
  });
}

function taxLine(rng: Rng, m: Merchant): void {
  const o = m.owners[0]!;
  const mode = rng.weighted([['ein', 8], ['masked', 1], ['blank', 1]] as const);
  m.taxBare = false;
  if (m.entity.key === 'sole' && rng.chance(0.6)) {
    m.taxDigits = o.ssn; m.taxType = o.ssnKind; m.taxPrint = dashSsn(o.ssn);
    if (o.ssnShow === 'masked') o.ssnShow = 'full';
    return;
  }
  if (mode === 'blank') { m.taxDigits = null; m.taxType = null; m.taxPrint = ''; return; }
  const e = ein(rng);
  if (mode === 'masked') { m.taxDigits = null; m.taxType = null; m.taxPrint = `XX-XXX${e.slice(5)}`; return; }
  m.taxDigits = e; m.taxType = 'EIN'; m.taxBare = rng.chance(0.3); m.taxPrint = m.taxBare ? e : dashEin(e);
}

function legalName(rng: Rng, biz: string, entity: Entity, own: Owner[]): string {
  if (entity.key === 'sole') return `${own[0]!.first} ${own[0]!.last}`;
  if (entity.key === 'partnership') return own.length > 1 ? `${own[0]!.last} & ${own[1]!.last}` : `${biz} Partners`;
  return `${biz}${rng.chance(0.6) ? ',' : ''} ${rng.pick(entity.suffix)}`;
}

function decoys(rng: Rng, m: Merchant): void {
  const person = (): string => `${rng.pick(DECOY_FIRST)} ${rng.pick(DECOY_LAST)}`;
  m.landlord = { name: `${rng.pick(DECOY_LAST)} ${rng.pick(['Properties', 'Realty Group', 'Holdings'])}`, phone: phone(rng) };
  m.rep = { name: person(), phone: phone(rng), email: `${rng.pick(['deals', 'submissions', 'apps'])}@${rng.pick(['fundco', 'isodesk', 'capgroup'])}.com` };
  m.bank = { name: rng.pick(BANKS), routing: `0${rng.int(71, 91)}${rng.digits(6)}`, account: rng.digits(rng.int(8, 12)) };
  m.refs = rng.shuffle([...VENDORS]).slice(0, 3).map((name) => ({ name, contact: person(), phone: phone(rng) }));
  const nf = rng.int(0, 2);
  m.funders = rng.shuffle([...FUNDERS]).slice(0, nf).map((name) => ({ name, balance: rng.int(40, 900) * 50 + 13, payment: rng.int(90, 1400) + 0.5 }));
  m.emergency = { name: person(), phone: phone(rng) };
}

/** A merchant for a form taking up to `maxOwners` owners. */
export function makeMerchant(rng: Rng, maxOwners: number): Merchant {
  const b = rng.pick(BUSINESSES);
  const entity = rng.weighted(ENTITIES.map((e) => [e, ({ llc: 5, corp: 3, scorp: 2, sole: 2, partnership: 1, pllc: 1 })[e.key]] as const));
  const own = owners(rng, maxOwners, entity);
  const legal = legalName(rng, b.name, entity, own);
  const dbaMode = entity.key === 'sole' || entity.key === 'partnership' ? 'name' : rng.weighted([['name', 5], ['blank', 2], ['same', 1], ['na', 1]] as const);
  const dba = dbaMode === 'name' ? (entity.key === 'sole' || entity.key === 'partnership' ? b.name : `${b.name}${rng.chance(0.5) ? ' of ' + rng.pick(PLACES).city : ''}`) : null;
  const place = rng.pick(PLACES);
  const start = rng.chance(0.92) ? isoDate(rng, 1996, 2022) : null;
  const amount = rng.pick([rng.int(2, 30) * 5000, rng.int(10, 250) * 500]);
  const monthly = rng.int(30, 400) * 1000 + rng.int(1, 9) * 111;
  const m = {
    legal, dba, dbaPrint: dba ?? { blank: '', same: 'SAME', na: 'N/A', name: '' }[dbaMode], entity, entityWord: rng.pick(entity.words),
    kind: rng.pick(b.kind), industry: b.industry, use: rng.pick(b.use), start, years: start ? 2025 - Number(start.slice(0, 4)) : rng.int(2, 20),
    addr: address(rng, place), incState: rng.pick(['DE', 'NV', 'WY', 'DE', rng.pick(PLACES).state].filter((x) => x !== place.state)), phone: phone(rng),
    email: `${rng.pick(['office', 'info', 'billing', 'admin'])}@${b.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.com`,
    website: rng.chance(0.5) ? `www.${b.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.com` : null,
    amount, monthlySales: monthly, annualRevenue: monthly * 12 + rng.int(1, 99) * 7, employees: rng.int(1, 60),
    rentOrOwn: rng.chance(0.75) ? 'Rent' : 'Own', rent: rng.int(12, 90) * 100 + 50, owners: own,
  } as Merchant;
  taxLine(rng, m);
  decoys(rng, m);
  return m;
}

export const ownerName = (o: Owner): string => `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;
