// One fictional small merchant (independent90): who owns it, what it is called, which number it files under, what
// it asks for, and the people and numbers around it that a form prints but that are never application values.
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, FIRST, FUNDERS, LAST, MIDDLE, PLACES, REP_FIRST, REP_LAST, STREETS, SUPPLIERS, TRADES, type Place } from './data.ts';
import { ein, itin, phone, routing, ssn, ymd, type TaxNum, type Ymd } from './ids.ts';

export type Kind = 'sole' | 'partnership' | 'smllc' | 'corp';
export interface Address { street: string; city: string; state: string; zip: string }
export interface Owner {
  first: string; middle: string | null; last: string; pct: number; tax: TaxNum; dob: Ymd; score: number | null;
  home: Address; homeSameAsBusiness: boolean; cell: string; email: string;
}
export interface Advance { funder: string; balance: number; payment: number }
export interface Merchant {
  kind: Kind; trade: string; industryText: string; legal: string; dba: string | null;
  /** The business's own number: null when it has none of its own (a sole proprietor filing under the SSN/ITIN). */
  ein: TaxNum | null;
  address: Address; phone: string; email: string; start: Ymd; employees: number;
  owners: Owner[];
  amount: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; count: number; payment: number;
  monthlySales: number; useOfFunds: string;
  bank: { name: string; routing: string; account: string };
  rep: { name: string; phone: string; email: string };
  landlord: { name: string; phone: string; rent: number } | null;
  advances: Advance[];
  refs: { name: string; phone: string }[];
}

export interface Profile { kinds: readonly (readonly [Kind, number])[]; trades: readonly string[] }

const USES = ['Equipment repair', 'New mower and trailer', 'Inventory', 'Truck repairs', 'Second chair / expansion', 'Working capital',
  'Catch up on bills', 'Insurance down payment', 'Supplies', 'New tires', 'Marketing'];

function address(rng: Rng, place?: Place): Address {
  const p = place ?? rng.pick(PLACES);
  return { street: `${rng.int(12, 9899)} ${rng.pick(STREETS)}`, city: p.city, state: p.state, zip: p.zip };
}

function person(rng: Rng, last?: string): Pick<Owner, 'first' | 'middle' | 'last'> {
  return { first: rng.pick(FIRST), middle: rng.chance(0.35) ? rng.pick(MIDDLE) : null, last: last ?? rng.pick(LAST) };
}

const fill = (pattern: string, o: { first: string; last: string }) => pattern.replace('{F}', o.first).replace('{L}', o.last);

function splits(n: number, rng: Rng): number[] {
  if (n === 1) return [100];
  if (n === 2) return rng.pick([[50, 50], [60, 40], [51, 49], [70, 30], [50, 50]]);
  return rng.pick([[40, 30, 30], [50, 25, 25], [34, 33, 33]]);
}

function legalName(kind: Kind, owners: Owner[], dbaPattern: string, rng: Rng): { legal: string; dba: string | null } {
  const o = owners[0]!;
  const dbaPick = () => fill(dbaPattern, o);
  const full = (x: Owner) => (x.middle && rng.chance(0.6) ? `${x.first} ${x.middle} ${x.last}` : `${x.first} ${x.last}`);
  if (kind === 'sole') return { legal: full(o), dba: rng.chance(0.8) ? dbaPick() : null };
  if (kind === 'partnership') {
    const p = owners[1]!;
    const legal = p.last === o.last ? rng.pick([`${o.first} & ${p.first} ${o.last}`, `${o.first} and ${p.first} ${o.last}`])
      : rng.pick([`${o.last} & ${p.last}`, `${full(o)} and ${full(p)}`, `${o.last} & ${p.last} Partners`]);
    return { legal, dba: dbaPick() };
  }
  const base = dbaPick();
  if (kind === 'smllc') {
    const legal = rng.chance(0.5) ? `${base}${rng.pick([' LLC', ', LLC', ' L.L.C.'])}` : `${o.last} ${rng.pick(['Enterprises', 'Services', 'Group'])} LLC`;
    return { legal, dba: legal.startsWith(base) ? null : base };
  }
  const legal = rng.chance(0.5) ? `${base}${rng.pick([', Inc.', ' Inc', ' Corp.', ', Inc'])}` : `${o.first} ${o.last} ${rng.pick(['Holdings', 'Enterprises'])}, Inc.`;
  return { legal, dba: legal.startsWith(base) ? null : base };
}

export function makeMerchant(rng: Rng, profile: Profile): Merchant {
  const kind = rng.weighted(profile.kinds);
  const trade = rng.pick(profile.trades);
  const place = rng.pick(PLACES);
  const biz = address(rng, place);
  const n = kind === 'sole' || kind === 'smllc' ? 1 : kind === 'partnership' ? 2 : rng.weighted([[1, 3], [2, 2], [3, 1]] as const);
  const pcts = splits(n, rng);
  const spouse = kind === 'partnership' && rng.chance(0.5);
  const owners: Owner[] = [];
  for (let i = 0; i < n; i++) {
    const nm = person(rng, spouse && i === 1 ? owners[0]!.last : undefined);
    const homeSame = i === 0 && rng.chance(0.45);
    const otherState = rng.chance(0.3);
    owners.push({ ...nm, pct: pcts[i]!, tax: kind === 'sole' && rng.chance(0.35) ? itin(rng) : ssn(rng), dob: ymd(rng, 1958, 2001),
      score: rng.chance(0.6) ? rng.int(520, 790) : null,
      home: homeSame ? biz : spouse && i === 1 ? owners[0]!.home : address(rng, otherState ? undefined : place),
      homeSameAsBusiness: homeSame || (spouse && i === 1 && owners[0]!.homeSameAsBusiness), cell: phone(rng),
      email: `${nm.first.toLowerCase()}.${nm.last.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}` });
  }
  const tr = TRADES[trade]!;
  const k = rng.int(0, tr.texts.length - 1);
  // A home-based trade's name follows what it does (a daycare is not "Bookkeeping"); the others mix freely.
  const names = legalName(kind, owners, trade === 'home' ? tr.dba[k]! : rng.pick(tr.dba), rng);
  const hasEin = kind === 'sole' ? rng.chance(0.3) : kind === 'smllc' ? rng.chance(0.75) : true;
  const amount = rng.pick([5000, 7500, 10000, 12000, 15000, 18000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000]);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const count = freq === 'daily' ? rng.pick([60, 90, 120, 140, 160]) : freq === 'weekly' ? rng.pick([16, 20, 26, 32, 40, 52])
    : freq === 'biweekly' ? rng.pick([12, 13, 18, 26]) : rng.pick([6, 9, 12]);
  const factor = rng.pick([1.25, 1.29, 1.35, 1.39, 1.42, 1.45]);
  const payment = Math.round((amount * factor * 100) / count) / 100;
  const rep = `${rng.pick(REP_FIRST)} ${rng.pick(REP_LAST)}`;
  return {
    kind, trade, industryText: tr.texts[k]!, legal: names.legal, dba: names.dba, ein: hasEin ? ein(rng) : null,
    address: biz, phone: phone(rng), email: `${(names.dba ?? names.legal).toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}@gmail.com`,
    start: ymd(rng, 2008, 2023), employees: rng.weighted([[0, 3], [1, 3], [2, 2], [4, 1]] as const), owners,
    amount, freq, count, payment, monthlySales: rng.int(12, 90) * 1000 + rng.int(0, 9) * 100, useOfFunds: rng.pick(USES),
    bank: { name: rng.pick(BANKS), routing: routing(rng), account: rng.digits(rng.int(9, 12)) },
    rep: { name: rep, phone: phone(rng), email: `${rep.split(' ')[0]!.toLowerCase()}@fundingdesk.example` },
    landlord: rng.chance(0.5) ? { name: `${rng.pick(FIRST)} ${rng.pick(LAST)} Properties`, phone: phone(rng), rent: rng.int(8, 40) * 100 } : null,
    advances: rng.chance(0.5) ? Array.from({ length: rng.int(1, 2) }, () => ({ funder: rng.pick(FUNDERS), balance: rng.int(20, 300) * 100,
      payment: rng.int(40, 600) })) : [],
    refs: Array.from({ length: 2 }, () => ({ name: rng.pick(SUPPLIERS), phone: phone(rng) })),
  };
}

/** The number the business files under: its EIN, or for a one-owner business without one, the owner's SSN/ITIN. */
export function businessTax(m: Merchant): TaxNum | null {
  if (m.ein) return m.ein;
  return m.kind === 'sole' || m.kind === 'smllc' ? m.owners[0]!.tax : null;
}
