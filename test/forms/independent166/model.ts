// The merchant behind one form of set 166: who they are, what they ask for, and the people and numbers around them
// that are not the application's (landlord, references, ISO rep, existing funders, bank). Layouts decide how it is
// printed; the truth is built from what they print (index.ts).
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import { ein, itin, luhn9, randomDate, routing, ssn, type Ymd } from './fmt.ts';

export type LastKind = 'single' | 'double' | 'hyphen' | 'particle' | 'apostrophe';
export interface Owner {
  first: string; mi: string | null; last: string; lastKind: LastKind; cred: string | null;
  pct: number; taxKind: 'SSN' | 'ITIN' | 'SIN'; taxDigits: string; dob: Ymd; score: number;
  home: { street: string; city: D.City; zip: string };
}
export interface Advance { funder: string; balance: number; payment: number }
export interface Merchant {
  country: 'US' | 'CA';
  entityId: string; legal: string; base: string; dbaName: string; industry: D.IndustryText;
  taxKind: 'EIN' | 'SSN' | 'ITIN' | 'BN'; taxDigits: string; bnProgram: string;
  start: Ymd; years: number; city: D.City; street: string; zip: string; phone: string; email: string;
  incorpState: string;
  amount: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; npay: number; payment: number;
  owners: Owner[];
  landlord: { name: string; phone: string; rent: number };
  refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; phone: string; email: string };
  advances: Advance[];
  bank: { name: string; routing: string; account: string };
  monthlySales: number; signed: Ymd;
}
export interface MerchantOpts { canada?: number; doubleSurnames: boolean }

const US_ENTITIES: readonly (readonly [string, number])[] = [['llc', 34], ['c_corporation', 18], ['s_corporation', 9],
  ['sole_proprietorship', 15], ['general_partnership', 7], ['limited_partnership', 5], ['pllc', 6], ['professional_corporation', 4],
  ['llp', 2]];
const CA_ENTITIES: readonly (readonly [string, number])[] = [['ca_corporation', 60], ['sole_proprietorship', 25], ['general_partnership', 15]];

function zip(rng: Rng, c: D.City): string {
  if (/^[A-Z]\d[A-Z]$/.test(c.zip)) return `${c.zip} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVWXYZ')}${rng.int(1, 9)}`;
  return `${c.zip}${rng.digits(2)}`;
}

function owner(rng: Rng, country: 'US' | 'CA', o: MerchantOpts, usedLast: Set<string>): Owner {
  const hispanic = rng.chance(0.82);
  const first = hispanic ? rng.pick(D.FIRST_NAMES) : rng.pick(D.OTHER_FIRST);
  const kinds: [LastKind, number][] = [['single', 45], ['hyphen', 14], ['particle', 16], ['apostrophe', hispanic ? 3 : 25]];
  if (o.doubleSurnames) kinds.push(['double', 18]);
  let lastKind: LastKind, last: string;
  do {
    lastKind = rng.weighted(kinds);
    const s1 = rng.pick(D.SURNAMES);
    let s2 = rng.pick(D.SURNAMES);
    while (s2 === s1) s2 = rng.pick(D.SURNAMES);
    last = lastKind === 'single' ? s1 : lastKind === 'double' ? `${s1} ${s2}` : lastKind === 'hyphen' ? `${s1}-${s2}`
      : lastKind === 'particle' ? rng.pick(D.PARTICLE_SURNAMES) : rng.pick(D.APOSTROPHE_SURNAMES);
  } while (usedLast.has(last));
  usedLast.add(last);
  const taxKind = country === 'CA' ? 'SIN' : rng.chance(0.45) ? 'ITIN' : 'SSN';
  const taxDigits = taxKind === 'SIN' ? luhn9(rng, [1, 2, 3, 4, 5, 6, 7]) : taxKind === 'ITIN' ? itin(rng) : ssn(rng);
  const homeCity = rng.pick(country === 'CA' ? D.CA_CITIES : D.US_CITIES);
  return {
    first, mi: rng.chance(0.3) ? `${rng.alnum(1, 'ABCDEFGHIJLMNPRSTV')}.` : null, last, lastKind,
    cred: rng.chance(0.07) ? rng.pick(D.CREDENTIALS) : null, pct: 0, taxKind, taxDigits,
    dob: randomDate(rng, 1955, 2001), score: rng.int(520, 805),
    home: { street: `${rng.int(100, 9899)} ${rng.pick(country === 'CA' ? D.CA_STREETS : D.STREETS)}`, city: homeCity, zip: zip(rng, homeCity) },
  };
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.8) ? 100 : rng.int(51, 99)];
  if (n === 3 && rng.chance(0.3)) return [33.34, 33.33, 33.33];
  const total = rng.chance(0.8) ? 100 : 90;
  const p = Array<number>(n).fill(20);
  for (let rem = total - 20 * n; rem > 0; rem -= 5) p[rng.int(0, n - 1)]! += 5;
  return p.sort((a, b) => b - a);
}

export function makeMerchant(rng: Rng, o: MerchantOpts): Merchant {
  const country = rng.chance(o.canada ?? 0) ? 'CA' : 'US';
  const entityId = rng.weighted(country === 'CA' ? CA_ENTITIES : US_ENTITIES);
  const industry = rng.pick(D.INDUSTRIES);
  const city = rng.pick(country === 'CA' ? D.CA_CITIES : D.US_CITIES);
  const sole = entityId === 'sole_proprietorship';
  const partners = ['general_partnership', 'limited_partnership', 'llp'].includes(entityId);
  const n = sole ? 1 : Math.max(partners ? 2 : 1, rng.weighted([[1, 35], [2, 35], [3, 18], [4, 12]] as const));
  const used = new Set<string>();
  const owners = Array.from({ length: n }, () => owner(rng, country, o, used));
  shares(rng, n).forEach((p, i) => { owners[i]!.pct = p; });
  const word = rng.pick(D.NAME_WORDS);
  const base = `${rng.pick(industry.stems)} ${word}`;
  const o0 = owners[0]!;
  const suffixes: Record<string, readonly string[]> = {
    llc: [', LLC', ' LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Inc'], s_corporation: [' Inc.', ', Inc.'],
    general_partnership: [' & Asociados', ' Partners'], limited_partnership: [', LP', ' L.P.'], pllc: [', PLLC'],
    professional_corporation: [', P.C.'], llp: [' LLP'], ca_corporation: [' Inc.', ' Ltd.', ' Corp.', ' Ltée'],
  };
  const legal = sole ? `${o0.first} ${o0.last}` : `${base}${rng.pick(suffixes[entityId] ?? [''])}`;
  let taxKind: Merchant['taxKind'] = country === 'CA' ? 'BN' : 'EIN';
  let taxDigits = country === 'CA' ? luhn9(rng, [1, 7, 8]) : ein(rng);
  if (sole && country === 'US' && rng.chance(0.5)) { taxKind = o0.taxKind === 'ITIN' ? 'ITIN' : 'SSN'; taxDigits = o0.taxDigits; }
  const start = randomDate(rng, 1998, 2023);
  const freq = rng.weighted([['daily', 45], ['weekly', 40], ['biweekly', 8], ['monthly', 7]] as const);
  const npay = { daily: rng.int(60, 200), weekly: rng.int(16, 52), biweekly: rng.int(8, 26), monthly: rng.int(4, 18) }[freq];
  const amount = rng.chance(0.7) ? rng.int(10, 150) * 1000 : rng.int(20, 300) * 500;
  const payment = Math.round((amount * rng.float(1.22, 1.48) / npay) * 100) / 100;
  const slug = base.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
  const area = city.area;
  const advances = Array.from({ length: rng.weighted([[0, 40], [1, 40], [2, 20]] as const) }, () => {
    let balance = rng.int(30, 900) * 100;
    if (balance === amount) balance += 700;
    let p = Math.round(rng.float(80, 1900) * 100) / 100;
    if (p === payment) p += 3.5;
    return { funder: rng.pick(D.FUNDERS), balance, payment: p };
  });
  let monthlySales = rng.int(18, 400) * 1000 + rng.int(0, 9) * 100;
  if (monthlySales === amount) monthlySales += 1300;
  const incorpPool = D.INCORP_STATES.filter((s) => s !== city.state);
  return {
    country, entityId, legal, base, dbaName: base, industry, taxKind, taxDigits,
    bnProgram: `${rng.pick(['RC', 'RT'])}000${rng.int(1, 2)}`, start, years: 2025 - start.y, city,
    street: `${rng.int(100, 9899)} ${rng.pick(country === 'CA' ? D.CA_STREETS : D.STREETS)}${rng.chance(0.3) ? ` Suite ${rng.int(100, 420)}` : ''}`,
    zip: zip(rng, city), phone: `(${area}) ${rng.int(201, 989)}-${rng.digits(4)}`, email: `${rng.pick(['info', 'ventas', 'admin', 'contacto'])}@${slug}.com`,
    incorpState: country === 'CA' ? (city.state === 'ON' ? 'Canada (CBCA)' : 'ON') : rng.pick(incorpPool),
    amount, freq, npay, payment, owners,
    landlord: { name: rng.pick(D.LANDLORDS), phone: `(${area}) ${rng.int(201, 989)}-${rng.digits(4)}`, rent: rng.int(12, 95) * 100 },
    refs: Array.from({ length: rng.int(2, 3) }, () => ({ name: rng.pick(D.REFERENCE_BUSINESSES), contact: rng.pick(D.ISO_REPS).split(' ')[0]!,
      phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}` })),
    iso: { name: rng.pick(D.ISO_REPS), phone: `(${rng.int(201, 989)}) ${rng.int(201, 989)}-${rng.digits(4)}`, email: `rep${rng.int(10, 99)}@broker.example` },
    advances,
    bank: { name: rng.pick(country === 'CA' ? D.CA_BANKS : D.BANKS), routing: country === 'CA' ? `0${rng.digits(2)}-${rng.digits(5)}` : routing(rng),
      account: rng.digits(rng.int(8, 12)) },
    monthlySales, signed: randomDate(rng, 2025, 2025),
  };
}
