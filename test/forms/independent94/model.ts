// One fictional deal for set 94: the business, its owners, the request and the decoys a form carries. The layouts
// decide what of it they print and how; the truth is built from what they print (sheet.ts), never from this model.
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, CA_BANKS, CA_CITIES, CA_ENTITIES, CA_TITLES, FIRST, FUNDERS, INDUSTRIES, LAST, MIDDLE, PLACE_WORDS, REF_COMPANIES,
  STREETS, US_CITIES, US_ENTITIES, US_TITLES, USES, type City, type EntityId, type IndustryText } from './data.ts';

export type Country = 'US' | 'CA';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export interface Addr { street: string; city: string; region: string; postal: string }
export interface Owner {
  first: string; middle: string | null; last: string; cred: string | null;
  title: string; pct: number | null;
  taxDigits: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: string; credit: number | null; home: Addr; phone: string; email: string;
}
export interface Biz {
  country: Country; legal: string; dba: string | null; entity: { id: EntityId; text: string } | null; industry: IndustryText;
  tax: { digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN'; printed: string }; addr: Addr; phone: string; email: string;
  website: string | null; start: string; incRegion: string; employees: number; own: boolean;
}
export interface Req { amount: number; payment: number; count: number; freq: Freq; use: string }
export interface Decoys {
  iso: { name: string; company: string; phone: string; email: string };
  landlord: { name: string; phone: string; rent: number };
  refs: { company: string; contact: string; phone: string }[];
  funders: { name: string; balance: number; payment: number; freq: Freq }[];
  bank: { name: string; routing: string; account: string; transit?: string };
  monthlySales: number; annual: number;
}
export interface Deal { biz: Biz; owners: Owner[]; req: Req; decoys: Decoys }

const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
const ITIN_GROUPS = [50, 55, 62, 65, 70, 73, 78, 81, 88, 90, 92, 94, 97];

function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}
export const luhn9 = (rng: Rng, first: string): string => { const b = first + rng.digits(7); return b + luhnDigit(b); };
export function ein(rng: Rng): string { let p: string; do p = rng.digits(2); while (EIN_BAD.has(p)); return p + rng.digits(7); }
export function ssn(rng: Rng): string {
  const area = String(rng.pick([rng.int(1, 665), rng.int(667, 899)])).padStart(3, '0');
  return area + String(rng.int(1, 99)).padStart(2, '0') + String(rng.int(1, 9999)).padStart(4, '0');
}
export const itin = (rng: Rng): string => `9${rng.digits(2)}${rng.pick(ITIN_GROUPS)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
function routing(rng: Rng): string {
  const b = String(rng.int(1, 32)).padStart(2, '0') + rng.digits(6);
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const s = w.reduce((a, k, i) => a + k * Number(b[i]), 0);
  return b + String((10 - (s % 10)) % 10);
}
const phone = (rng: Rng) => `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`;
const isoDate = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export const randDate = (rng: Rng, y0: number, y1: number) => isoDate(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));

function addr(rng: Rng, c: City, country: Country): Addr {
  const postal = country === 'US' ? c.zip + rng.digits(2) : `${c.zip} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}`;
  return { street: `${rng.int(12, 9890)} ${rng.pick(STREETS)}${rng.chance(0.25) ? `, Suite ${rng.int(100, 450)}` : ''}`, city: c.city, region: c.region, postal };
}

export function person(rng: Rng): { first: string; middle: string | null; last: string } {
  return { first: rng.pick(FIRST), middle: rng.chance(0.35) ? rng.pick(MIDDLE) : null, last: rng.pick(LAST) };
}

const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]] };

export interface DealOpts { country: Country; maxOwners: number; soleChance?: number }

export function makeDeal(rng: Rng, o: DealOpts): Deal {
  const ca = o.country === 'CA';
  const city = rng.pick(ca ? CA_CITIES : US_CITIES);
  const industry = rng.pick(INDUSTRIES);
  const sole = rng.chance(o.soleChance ?? (ca ? 0.08 : 0.12));
  const entTable = ca ? CA_ENTITIES : US_ENTITIES;
  const ent = sole ? entTable.find((e) => e.id === 'sole_proprietorship')!
    : rng.weighted(entTable.filter((e) => e.id !== 'sole_proprietorship').map((e) => [e, e.w] as const));
  const nOwners = sole ? 1 : rng.weighted(([[1, 4], [2, 4], [3, 2]] as [number, number][]).filter(([n]) => n <= o.maxOwners));
  const split = rng.pick(SPLITS[nOwners]!);
  const owners: Owner[] = [];
  for (let i = 0; i < nOwners; i++) {
    const p = person(rng);
    const home = addr(rng, rng.chance(0.7) ? city : rng.pick(ca ? CA_CITIES : US_CITIES), o.country);
    const taxType = ca ? 'SIN' : rng.chance(0.08) ? 'ITIN' : 'SSN';
    owners.push({ ...p, cred: industry.cred && i === 0 && rng.chance(0.5) ? industry.cred : null,
      title: sole ? rng.pick(['Owner', 'Sole Proprietor', 'Proprietor']) : rng.pick(ca ? CA_TITLES : (ent.id === 'llc' ? ['Managing Member', 'Member', 'Owner', 'CEO'] : US_TITLES)),
      pct: nOwners > 1 && rng.chance(0.08) ? null : split[i]!, taxDigits: taxType === 'SIN' ? luhn9(rng, String(rng.pick([1, 2, 4, 5, 6, 7]))) : taxType === 'ITIN' ? itin(rng) : ssn(rng),
      taxType, masked: rng.chance(0.3), dob: randDate(rng, 1952, 1996), credit: rng.chance(0.6) ? rng.int(540, 815) : null,
      home, phone: phone(rng), email: `${p.first.toLowerCase()}.${p.last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}` });
  }
  const base = `${rng.pick(PLACE_WORDS)} ${rng.pick(industry.nouns)}`;
  const o0 = owners[0]!;
  let legal: string;
  let dba: string | null;
  if (sole) { legal = `${o0.first} ${o0.last}`; dba = base; }
  else {
    const suf = rng.pick(ent.suffix);
    const numbered = ca && ent.id === 'ca_corporation' && rng.chance(0.3);
    legal = numbered ? `${rng.int(1000000, 2999999)} ${({ ON: 'Ontario', BC: 'B.C.', AB: 'Alberta' } as Record<string, string>)[city.region] ?? 'Canada'} ${suf}`
      : suf.startsWith(',') ? `${base}${suf}` : `${base} ${suf}`;
    dba = numbered ? base : rng.chance(0.5) ? `${rng.pick(PLACE_WORDS)} ${rng.pick(industry.nouns)}` : null;
  }
  let tax: Biz['tax'];
  if (ca) {
    const bn = luhn9(rng, String(rng.int(7, 8)));
    const prog = `${rng.pick(['RC', 'RT'])}000${rng.int(1, 2)}`;
    tax = { digits: bn + prog, type: 'BN', printed: `${bn} ${prog}` };
  } else if (sole) {
    const d = o0.taxDigits;
    tax = { digits: d, type: o0.taxType === 'ITIN' ? 'ITIN' : 'SSN', printed: `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` };
  } else {
    const d = ein(rng);
    tax = { digits: d, type: 'EIN', printed: `${d.slice(0, 2)}-${d.slice(2)}` };
  }
  const start = randDate(rng, 1996, 2023);
  const incRegion = ca ? rng.pick(['ON', 'BC', 'AB', 'QC'].filter((r) => r !== city.region)) : rng.pick(['DE', 'NV', 'WY'].filter((r) => r !== city.region));
  const freq: Freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]]);
  const amount = rng.int(3, 90) * 5000;
  const count = freq === 'daily' ? rng.pick([60, 90, 120, 140, 180]) : freq === 'weekly' ? rng.pick([16, 24, 30, 40, 52]) : freq === 'biweekly' ? rng.pick([8, 12, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const payment = Math.round((amount * rng.float(1.22, 1.45) / count) * 100) / 100;
  const monthly = Math.round(amount * rng.float(0.6, 2.2) / 100) * 100;
  const bankCity = ca ? { transit: `${rng.digits(5)}-${rng.digits(3)}` } : {};
  const decoys: Decoys = {
    iso: { name: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, company: `${rng.pick(PLACE_WORDS)} ${rng.pick(['ISO', 'Funding Partners', 'Capital Advisors'])}`,
      phone: phone(rng), email: `deals@${rng.pick(['isodesk', 'fundrep', 'brokerhub'])}.com` },
    landlord: { name: `${rng.pick(PLACE_WORDS)} Property Management`, phone: phone(rng), rent: rng.int(12, 90) * 100 },
    refs: [0, 1].map(() => ({ company: rng.pick(REF_COMPANIES), contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`, phone: phone(rng) })),
    funders: rng.chance(0.55) ? Array.from({ length: rng.int(1, 2) }, () => ({ name: rng.pick(FUNDERS), balance: rng.int(20, 900) * 100,
      payment: rng.int(90, 1800), freq: rng.pick(['daily', 'weekly'] as const) })) : [],
    bank: { name: rng.pick(ca ? CA_BANKS : BANKS), routing: ca ? `0${rng.digits(3)}` : routing(rng), account: rng.digits(rng.int(8, 12)), ...bankCity },
    monthlySales: monthly, annual: monthly * 12 + rng.int(-50, 50) * 100,
  };
  return {
    biz: { country: o.country, legal, dba, entity: { id: ent.id, text: rng.pick(ent.texts) }, industry, tax, addr: addr(rng, city, o.country),
      phone: phone(rng), email: `info@${base.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}`,
      website: rng.chance(0.5) ? `www.${base.toLowerCase().replace(/[^a-z]/g, '')}.${ca ? 'ca' : 'com'}` : null,
      start, incRegion, employees: rng.int(1, 45), own: rng.chance(0.25) },
    owners, req: { amount, payment, count, freq, use: rng.pick(USES) }, decoys,
  };
}
