// One fictional Canadian merchant (the facts behind a form): a layout decides what of it is printed and how.
import { Rng } from '../../statements/generator/prng.ts';
import { AREA, BANKS, FIRST, FUNDERS, INDUSTRIES, LAST, PROVINCES, STEMS, isoDate, luhn9, phone, postal, prov, street, type Province } from './data.ts';

export type EntityKind = 'corp' | 'sole' | 'gp' | 'lp' | 'coop';
export const ENTITY_ID: Record<EntityKind, string> = { corp: 'ca_corporation', sole: 'sole_proprietorship', gp: 'general_partnership',
  lp: 'limited_partnership', coop: 'cooperative' };
/** Printed entity words (each an alias or label of ENTITY_ID's reference item). */
export const ENTITY_WORDS: Record<EntityKind, { en: string[]; fr: string[] }> = {
  corp: { en: ['Corporation', 'Incorporated', 'Corp.', 'Ltd.', 'Inc.'], fr: ['Société par actions', 'Compagnie', 'Incorporée'] },
  sole: { en: ['Sole Proprietorship', 'Sole Proprietor', 'Self-employed'], fr: ['Entreprise individuelle', 'Travailleur autonome'] },
  gp: { en: ['Partnership', 'General Partnership'], fr: ['Société en nom collectif', 'S.E.N.C.'] },
  lp: { en: ['Limited Partnership'], fr: ['Société en commandite', 'S.E.C.'] },
  coop: { en: ['Co-operative', 'Cooperative'], fr: ['Coopérative'] },
};

export interface Owner {
  first: string; middle: string | null; last: string; title: { en: string; fr: string }; pct: number; sin: string;
  sinMode: 'full' | 'masked' | 'blank'; dob: string; score: number | null; street: string; city: string; prov: Province; postal: string; phone: string;
}

export interface Merchant {
  prov: Province; city: string; street: string; postal: string; phone: string; email: string; website: string | null;
  kind: EntityKind; legal: string; trade: string | null; fr: boolean; industry: (typeof INDUSTRIES)[number];
  bn9: string | null; program: 'RC0001' | 'RT0001' | null; neq: string; incorp: string;
  start: string; amount: number; payment: number; nPay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  sales: number; employees: number; owners: Owner[];
  bank: { name: string; inst: string; transit: string; account: string };
  landlord: { name: string; phone: string; rent: number }; refs: { name: string; phone: string }[];
  broker: { name: string; id: string; phone: string }; advances: { funder: string; balance: number; payment: number }[];
}

const TITLES: Record<EntityKind, { en: string; fr: string }[]> = {
  corp: [{ en: 'President', fr: 'Président' }, { en: 'Secretary-Treasurer', fr: 'Secrétaire-trésorier' }, { en: 'Vice-President', fr: 'Vice-présidente' }, { en: 'Director', fr: 'Administrateur' }],
  sole: [{ en: 'Owner', fr: 'Propriétaire' }],
  gp: [{ en: 'Partner', fr: 'Associé' }, { en: 'Managing Partner', fr: 'Associée directrice' }],
  lp: [{ en: 'General Partner', fr: 'Commandité' }, { en: 'Limited Partner', fr: 'Commanditaire' }],
  coop: [{ en: 'President', fr: 'Président' }, { en: 'Treasurer', fr: 'Trésorière' }],
};

function split(n: number, r: Rng): number[] {
  if (n === 1) return [100];
  if (n === 2) return r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  return r.pick([[40, 35, 25], [50, 25, 25], [34, 33, 33], [60, 20, 20]]);
}

function owner(r: Rng, kind: EntityKind, i: number, home: Province, used: Set<string>): Omit<Owner, 'pct'> {
  let first = r.pick(FIRST), last = r.pick(LAST);
  while (used.has(last)) last = r.pick(LAST);
  used.add(last);
  if (kind === 'gp' && i === 1 && r.chance(0.3)) first = r.pick(FIRST);
  const p = r.chance(0.85) ? home : r.pick(PROVINCES);
  const titles = TITLES[kind];
  return { first, middle: r.chance(0.25) ? `${r.pick([...'ABCDGJLMPRST'])}.` : null, last, title: titles[Math.min(i, titles.length - 1)]!,
    sin: luhn9(r, r.chance(0.1) ? '9' : p.sin), sinMode: r.weighted([['full', 5], ['masked', 3], ['blank', 2]] as const),
    dob: isoDate(r, 1955, 1998), score: r.chance(0.6) ? r.int(540, 820) : null, street: street(r, p.code === 'QC'), city: r.pick(p.cities),
    prov: p, postal: postal(r, p), phone: phone(r, r.pick(AREA[p.code]!)) };
}

/** A merchant in one of `provinces` (codes); `fr` gives French names and a Quebec-style business. */
export function merchant(r: Rng, provinces: readonly string[], fr: boolean): Merchant {
  const p = prov(r.pick(provinces));
  const kind = r.weighted([['corp', 6], ['sole', 2], ['gp', 1.2], ['lp', 0.5], ['coop', 0.4]] as const);
  const nOwners = kind === 'sole' ? 1 : kind === 'gp' ? 2 : kind === 'corp' ? r.weighted([[1, 3], [2, 3], [3, 1]] as const) : r.int(1, 2);
  const used = new Set<string>();
  const pcts = split(nOwners, r);
  const owners: Owner[] = pcts.map((pct, i) => ({ ...owner(r, kind, i, p, used), pct }));
  const industry = r.pick(INDUSTRIES);
  const stem = r.pick(STEMS), noun = fr ? industry.nom : industry.noun;
  const o0 = owners[0]!;
  let legal: string, trade: string | null = fr ? `${noun} ${stem}` : `${stem} ${noun}`;
  if (kind === 'corp') {
    const numbered = r.chance(0.35);
    const suffix = fr ? r.pick(['inc.', 'ltée', 'Inc.']) : r.pick(['Inc.', 'Ltd.', 'Corp.', 'Limited', 'Incorporated']);
    legal = numbered ? (p.code === 'QC' ? `9${r.digits(3)}-${r.digits(4)} Québec inc.` : `${r.int(1, 9)}${r.digits(6)} ${r.pick([p.en, 'Canada'])} ${r.pick(['Inc.', 'Ltd.'])}`)
      : `${trade} ${suffix}`;
    if (!numbered && r.chance(0.5)) trade = null;
  } else if (kind === 'sole') {
    legal = `${o0.first} ${o0.last}`;
  } else if (kind === 'gp') {
    legal = fr ? `${noun} ${o0.last} et ${owners[1]!.last} S.E.N.C.` : `${o0.last} & ${owners[1]!.last} ${noun}`;
  } else if (kind === 'lp') {
    legal = fr ? `${noun} ${stem} S.E.C.` : `${stem} ${noun} LP`;
    trade = r.chance(0.5) ? null : trade;
  } else {
    legal = fr ? `Coopérative ${stem}` : `${stem} ${noun} Co-operative`;
    trade = null;
  }
  const freq = r.weighted([['daily', 3], ['weekly', 4], ['biweekly', 1.5], ['monthly', 1]] as const);
  const nPay = { daily: r.pick([120, 140, 160, 180, 200, 240]), weekly: r.pick([26, 32, 40, 48, 52]), biweekly: r.pick([13, 18, 24, 26]), monthly: r.pick([6, 9, 12]) }[freq];
  const amount = r.int(20, 700) * 500;
  const payment = Math.round((amount * r.float(1.22, 1.45) * 100) / nPay) / 100;
  const bank = r.pick(p.code === 'QC' && r.chance(0.5) ? BANKS.slice(5) : BANKS);
  const city = r.pick(p.cities);
  const slug = legal.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '').slice(0, 12);
  return {
    prov: p, city, street: street(r, fr || p.code === 'QC'), postal: postal(r, p), phone: phone(r, r.pick(AREA[p.code]!)),
    email: `${r.pick(['info', 'admin', 'compta', 'office'])}@${slug}.ca`, website: r.chance(0.5) ? `www.${slug}.ca` : null,
    kind, legal, trade, fr, industry, bn9: r.chance(0.92) ? luhn9(r, String(r.int(1, 8))) : null,
    program: r.weighted([['RC0001', 5], ['RT0001', 3], [null, 2]] as const), neq: `11${r.digits(8)}`,
    incorp: r.pick(['federal', p.code, p.code, 'ON']), start: isoDate(r, 1996, 2023), amount, payment, nPay, freq,
    sales: r.int(18000, 420000) + 7, employees: r.int(1, 45), owners,
    bank: { name: bank.en, inst: bank.inst, transit: r.digits(5), account: r.digits(7) },
    landlord: { name: `${r.pick(['Gestion', 'Immeubles', 'Holdings', 'Properties'])} ${r.pick(['Laurier', 'Brookfield', 'Bellevue', 'Westmount', 'Stanley'])} ${r.pick(['Ltd.', 'inc.'])}`,
      phone: phone(r, r.pick(AREA[p.code]!)), rent: r.int(24, 180) * 50 + 25 },
    refs: [0, 1].map(() => ({ name: `${r.pick(['Sysco', 'Uline Canada', 'Gordon Food Service', 'Distributions Lavallée', 'Prairie Supply Co.', 'Atlantic Wholesale'])}`, phone: phone(r, r.pick(['800', '888', '877'])) })),
    broker: { name: `${r.pick(FIRST)} ${r.pick(['Kowalski', 'Ferreira', 'Dubois', 'Lindqvist', 'Okafor'])}`, id: `ISO-${r.digits(4)}`, phone: phone(r, r.pick(['416', '514', '604', '403'])) },
    advances: r.chance(0.5) ? [] : [0, ...(r.chance(0.3) ? [1] : [])].map(() => ({ funder: r.pick(FUNDERS), balance: r.int(30, 900) * 100 + 13, payment: r.int(50, 900) + 0.45 })),
  };
}
