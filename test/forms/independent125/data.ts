// One fictional merchant, its owners and the decoys around it, drawn from a seed. What the form prints (and so the
// truth) is decided by each layout from this; nothing here is a truth value by itself.
import type { Rng } from '../../statements/generator/prng.ts';
import { day, ein, itin, luhn9, phone, routing, ssn, type Day } from './numbers.ts';
import * as W from './words.ts';

export type Lang = 'es' | 'fr';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Address { street: string; city: string; region: string; postal: string }

export interface Owner {
  first: string; last: string; initial: string | null; female: boolean;
  pct: number; role: string; taxId: string; taxKind: 'SSN' | 'ITIN' | 'SIN'; dob: Day; credit: number;
  home: Address; phone: string;
}

export interface Merchant {
  lang: Lang; country: 'US' | 'CA';
  entityId: string; legal: string; dba: string; trade: string;
  taxId: string; taxKind: 'EIN' | 'SSN' | 'ITIN' | 'BN'; program: string; neq: string;
  start: Day; employees: number; address: Address; incorporation: string;
  phone: string; email: string; website: string;
  amount: number; use: string; monthlySales: number;
  payment: number; payments: number; freq: Freq;
  owners: Owner[];
  bank: { name: string; routing: string; account: string; institution: string; transit: string };
  landlord: { name: string; phone: string; rent: number } | null;
  advances: { funder: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  iso: string;
}

const SHARES: Record<number, number[][]> = {
  1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]], 3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]],
  4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]],
};

function address(rng: Rng, lang: Lang, c: W.City): Address {
  const n = lang === 'es' ? String(rng.int(100, 9899)) : `${rng.int(12, 4890)},`;
  const suite = lang === 'es' && rng.chance(0.25) ? ` Suite ${rng.int(1, 30) * 100 + rng.int(1, 9)}` : '';
  const street = `${n} ${rng.pick(lang === 'es' ? W.ES_STREETS : W.FR_STREETS)}${suite}`;
  return { street, city: c.city, region: c.region, postal: rng.pick(c.postal) };
}

function person(rng: Rng, lang: Lang, compound: boolean): { first: string; last: string; initial: string | null; female: boolean } {
  if (lang === 'fr') {
    const gv = rng.pick(W.FR_GIVEN);
    const last = rng.chance(0.08) ? rng.pick(W.FR_PARTICLES) : rng.chance(0.12) ? `${rng.pick(W.FR_SURNAMES)}-${rng.pick(W.FR_SURNAMES)}` : rng.pick(W.FR_SURNAMES);
    return { first: gv.name, last, initial: null, female: gv.female };
  }
  const gv = compound && rng.chance(0.3) ? rng.pick(W.ES_COMPOUND) : rng.pick(W.ES_GIVEN);
  const last = rng.chance(0.1) ? rng.pick(W.ES_PARTICLES) : rng.chance(0.12) ? `${rng.pick(W.ES_SURNAMES)}-${rng.pick(W.ES_SURNAMES)}`
    : compound && rng.chance(0.35) ? `${rng.pick(W.ES_SURNAMES)} ${rng.pick(W.ES_SURNAMES)}` : rng.pick(W.ES_SURNAMES);
  const initial = !compound && rng.chance(0.2) ? `${rng.pick([...'ABCDEFGJLMRS'])}.` : null;
  return { first: gv.name, last, initial, female: gv.female };
}

export interface MerchantOptions {
  lang: Lang; entityId: string; cities: W.City[]; awayCities: W.City[];
  /** Given names and surnames printed in separate boxes: compound given names and double surnames allowed. */
  separateNames: boolean;
  /** A US sole proprietor may give an SSN or an ITIN as the business's tax id. */
  personalTaxId: boolean;
}

export function makeMerchant(rng: Rng, o: MerchantOptions): Merchant {
  const { lang, entityId } = o;
  const country = lang === 'es' ? 'US' : 'CA';
  const home = rng.pick(o.cities);
  const [industryText, trades] = rng.pick(lang === 'es' ? W.ES_TRADES : W.FR_TRADES);
  const trade = rng.pick(trades);
  const sole = entityId === 'sole_proprietorship';
  const n = sole ? 1 : entityId === 'general_partnership' || entityId === 'limited_partnership' ? rng.int(2, 3)
    : rng.weighted([[1, 35], [2, 35], [3, 18], [4, 12]] as const);
  const shares = rng.pick(SHARES[n]!);
  const usedLast = new Set<string>();
  const owners: Owner[] = shares.map((pct, i) => {
    let p = person(rng, lang, o.separateNames);
    while (usedLast.has(p.last) && i > 0 && rng.chance(0.7)) p = person(rng, lang, o.separateNames);
    usedLast.add(p.last);
    const away = rng.chance(0.25);
    const c = away ? rng.pick(o.awayCities) : home;
    const roles = W.rolesFor(lang, entityId)[i === 0 ? 0 : 1];
    const role = sole ? (lang === 'es' ? rng.pick(p.female ? ['Propietaria', 'Dueña'] : ['Propietario', 'Dueño']) : 'Propriétaire')
      : rng.pick(roles)[p.female ? 1 : 0];
    const us = country === 'US';
    const kind = !us ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
    const taxId = kind === 'SIN' ? luhn9(rng, rng.pick([1, 2, 2, 2, 4, 5])) : kind === 'ITIN' ? itin(rng) : ssn(rng);
    return { ...p, pct, role, taxId, taxKind: kind, dob: day(rng, 1956, 2000), credit: rng.int(540, 805), home: address(rng, lang, c),
      phone: phone(rng, c.phone, lang === 'fr') };
  });
  const first = owners[0]!;
  let taxKind: Merchant['taxKind'] = country === 'CA' ? 'BN' : 'EIN';
  let taxId = country === 'CA' ? luhn9(rng, rng.pick([7, 8])) : ein(rng);
  if (sole && o.personalTaxId && rng.chance(0.55)) { taxKind = first.taxKind === 'ITIN' ? 'ITIN' : 'SSN'; taxId = first.taxId; }
  const legal = legalName(rng, lang, entityId, trade, owners, home.region);
  const amount = rng.chance(0.85) ? rng.int(3, 70) * 5000 : rng.int(60, 900) * 250;
  const freq = rng.weighted<Freq>([['daily', 45], ['weekly', 35], ['biweekly', 10], ['monthly', 10]]);
  const payments = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52])
    : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const slug = trade.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase().slice(0, 18);
  const ownRent = rng.chance(0.75);
  const funders = lang === 'es' ? W.ES_FUNDERS : W.FR_FUNDERS;
  return {
    lang, country, entityId, legal, dba: trade, trade: industryText,
    taxId, taxKind, program: entityId === 'ca_corporation' || entityId === 'cooperative' ? 'RC0001' : 'RT0001',
    neq: `11${rng.int(4, 7)}${rng.digits(7)}`,
    start: day(rng, 2004, 2024), employees: rng.int(1, 28), address: address(rng, lang, home),
    incorporation: country === 'US' ? rng.pick([home.region, home.region, 'DE', 'WY', 'NV']) : rng.pick(['QC', 'QC', 'federal', 'ON']),
    phone: phone(rng, home.phone, lang === 'fr'), email: `${rng.pick(lang === 'es' ? ['info', 'contacto', 'admin', 'ventas'] : ['info', 'admin', 'ventes', 'bonjour'])}@${slug}.${lang === 'es' ? 'com' : 'ca'}`, website: `www.${slug}.${lang === 'es' ? 'com' : 'ca'}`,
    amount, use: rng.pick(lang === 'es' ? W.ES_USES : W.FR_USES), monthlySales: rng.int(25, 180) * 1000 + rng.int(0, 999),
    payment: Math.round((amount * rng.float(1.25, 1.45) / payments) * 100) / 100, payments, freq,
    owners,
    bank: { name: rng.pick(lang === 'es' ? W.ES_BANKS : W.FR_BANKS), routing: routing(rng), account: rng.digits(rng.int(9, 12)),
      institution: rng.pick(['815', '829', '612', '837']), transit: rng.digits(5) },
    landlord: ownRent ? { name: rng.pick(lang === 'es' ? W.ES_LANDLORDS : W.FR_LANDLORDS), phone: phone(rng, home.phone, lang === 'fr'), rent: rng.int(18, 95) * 100 } : null,
    advances: Array.from({ length: rng.weighted([[0, 45], [1, 35], [2, 20]] as const) }, (_, i) => ({ funder: funders[(i + rng.int(0, 9)) % funders.length]!,
      balance: rng.int(40, 900) * 100, payment: rng.int(90, 1200) + rng.int(0, 99) / 100 })),
    refs: rng.shuffle([...(lang === 'es' ? W.ES_SUPPLIERS : W.FR_SUPPLIERS)]).slice(0, 2).map((name) => ({ name, phone: phone(rng, home.phone, lang === 'fr') })),
    iso: `${person(rng, lang, false).first} ${person(rng, lang, false).last}`,
  };
}

function legalName(rng: Rng, lang: Lang, id: string, trade: string, owners: Owner[], region: string): string {
  const a = owners[0]!, b = owners[1] ?? owners[0]!;
  const bare = (s: string): string => (/^(de |del |De |D')/.test(s) ? s : s.split(' ')[0]!);
  if (lang === 'es') {
    if (id === 'sole_proprietorship') return `${a.first} ${a.last}`;
    if (id === 'general_partnership') return rng.pick([`Hermanos ${bare(a.last)}`, `${bare(a.last)} y ${bare(b.last)}`, `${bare(a.last)} & ${bare(b.last)} Asociados`]);
    const root = rng.pick([trade, trade, `Grupo ${bare(a.last)}`, `Inversiones ${bare(a.last)}`, `${bare(a.last)} Enterprises`]);
    const suffix: Record<string, string[]> = { llc: [' LLC', ', LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Corp.', ' Inc'], s_corporation: [', Inc.', ' Corp.'],
      pllc: [' PLLC'], limited_partnership: [' LP'], llp: [' LLP'] };
    return root + rng.pick(suffix[id] ?? [' LLC']);
  }
  if (id === 'sole_proprietorship') return `${a.first} ${a.last}`;
  if (id === 'general_partnership') return `${bare(a.last)} et ${bare(b.last)}, S.E.N.C.`;
  if (id === 'limited_partnership') return `${trade}, S.E.C.`;
  if (id === 'llp') return `${bare(a.last)} ${bare(b.last)}, S.E.N.C.R.L.`;
  if (id === 'cooperative') return `Coopérative de solidarité ${trade}`;
  if (rng.chance(0.35)) return region === 'QC' ? `${rng.digits(4)}-${rng.digits(4)} Québec inc.` : `${rng.int(1000000, 2999999)} ${region === 'ON' ? 'Ontario' : 'N.B.'} Inc.`;
  return rng.pick([`${trade} inc.`, `Les Entreprises ${bare(a.last)} inc.`, `${trade} ltée`, `Groupe ${bare(a.last)} inc.`]);
}
