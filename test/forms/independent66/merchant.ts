// One Canadian merchant of set 66 (drawn from the seed): the business, its owners and the people and numbers around it
// that are not the applicant's (bank, landlord, accountant, references, existing funders).
import type { Rng } from '../../statements/generator/prng.ts';
import {
  ACCOUNTING_FIRMS, BANKS, FIRST, FUNDERS, INDUSTRIES, INITIALS, LAST, PROVINCES, STEMS, STREETS, luhnNine, phone, postal, randomDate,
  type IndustryPick, type Prov, type Ymd,
} from './data.ts';

export interface Address { street: string; city: string; prov: Prov; postal: string }
export interface Owner {
  first: string; last: string; middle: string | null; role: string; pct: number;
  sin: string; sinMode: 'full' | 'masked' | 'blank'; dob: Ymd | null; score: number | null;
  home: Address; cell: string; email: string;
}
export interface Person { name: string; phone: string }
export interface Funder { name: string; balance: number; payment: number }

export interface Merchant {
  legal: string; trade: string | null; entity: string; entityPrint: string; industry: IndustryPick;
  bn: string; program: string | null; bnStyle: number; bnBlank: boolean;
  address: Address; phone: string; email: string; website: string | null;
  amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  start: Ymd; years: number; employees: number; monthlySales: number; useOfFunds: string;
  corpNo: string; incorp: string; owners: Owner[];
  bank: { name: string; inst: string; transit: string; account: string };
  landlord: Person & { rent: number }; accountant: Person & { firm: string }; emergency: Person; refs: Person[]; funders: Funder[];
}

const ENTITY_PRINTS: Record<string, readonly string[]> = {
  ca_corporation: ['Corporation', 'Corporation', 'Inc.', 'Ltd.', 'Incorporated', 'Limited'],
  sole_proprietorship: ['Sole Proprietorship', 'Sole Proprietor', 'Sole Prop'],
  general_partnership: ['Partnership', 'General Partnership'],
  limited_partnership: ['Limited Partnership', 'LP'],
  ca_ulc: ['ULC', 'Unlimited Liability Corporation'],
  cooperative: ['Co-operative', 'Cooperative'],
};
export const ENTITY_PRINT_OPTIONS = ENTITY_PRINTS;

function pickEntity(rng: Rng, prov: string): string {
  const e = rng.weighted([['ca_corporation', 55], ['sole_proprietorship', 18], ['general_partnership', 12], ['limited_partnership', 4],
    ['ca_ulc', 5], ['cooperative', 6]] as const);
  return e === 'ca_ulc' && !['AB', 'BC', 'NS'].includes(prov) ? 'ca_corporation' : e;
}

export function address(rng: Rng, prov: Prov): Address {
  const [city, pre] = rng.pick(prov.cities);
  const unit = rng.chance(0.3) ? `Unit ${rng.int(2, 40)}, ` : '';
  return { street: `${unit}${rng.int(10, 9800)} ${rng.pick(STREETS[prov.code]!)}`, city, prov, postal: postal(rng, pre) };
}

function uniqueName(rng: Rng, used: Set<string>): [string, string] {
  for (;;) {
    const f = rng.pick(FIRST), l = rng.pick(LAST);
    if (!used.has(f) && !used.has(l)) { used.add(f); used.add(l); return [f, l]; }
  }
}

function owners(rng: Rng, entity: string, max: number, prov: Prov, used: Set<string>): Owner[] {
  const n = entity === 'sole_proprietorship' ? 1 : entity === 'general_partnership' ? rng.int(2, Math.max(2, max)) : rng.int(1, max);
  const full = entity === 'sole_proprietorship' || rng.chance(0.8);
  const shares = n === 1 ? [full ? 100 : rng.pick([51, 75, 80])] : split(rng, n, full ? 100 : rng.int(80, 95));
  const roles = entity === 'sole_proprietorship' ? ['Owner', 'Proprietor', 'Sole Proprietor'] : entity.includes('partnership')
    ? ['Partner', 'Managing Partner', 'General Partner'] : entity === 'cooperative' ? ['President', 'General Manager', 'Director']
    : ['President', 'CEO', 'Director', 'Secretary-Treasurer', 'Vice-President', 'Owner', 'Co-Owner'];
  return shares.map((pct, i) => {
    const [first, last] = uniqueName(rng, used);
    const home = rng.chance(0.85) ? address(rng, prov) : address(rng, PROVINCES[rng.pick(Object.keys(PROVINCES))]!);
    return { first, last, middle: rng.chance(0.25) ? `${rng.pick(INITIALS.split(''))}.` : null,
      role: i === 0 ? rng.pick(roles) : rng.pick(roles.slice(1).concat(roles[0]!)), pct,
      sin: luhnNine(rng, '1234567'), sinMode: rng.weighted([['full', 5], ['masked', 3], ['blank', 2]] as const),
      dob: rng.chance(0.85) ? randomDate(rng, 1952, 1998) : null, score: rng.chance(0.4) ? rng.int(560, 860) : null,
      home, cell: phone(rng, home.prov.area, rng.int(0, 2)), email: `${first.toLowerCase().replace(/[^a-z]/g, '')}@mail.ca` };
  });
}

function split(rng: Rng, n: number, total: number): number[] {
  const out: number[] = [];
  let left = total;
  for (let i = 0; i < n - 1; i++) {
    const v = Math.max(5, Math.round((left / (n - i)) * rng.float(0.7, 1.3) / 5) * 5);
    out.push(v); left -= v;
  }
  out.push(left);
  return out.sort((a, b) => b - a);
}

function names(rng: Rng, entity: string, prov: Prov, ind: IndustryPick, os: Owner[], corpNo: string): { legal: string; trade: string | null } {
  const stem = rng.pick(STEMS), noun = rng.pick(ind.nouns);
  const biz = `${stem} ${noun}`;
  const fullName = (o: Owner) => `${o.first} ${o.last}`;
  switch (entity) {
    case 'sole_proprietorship': return { legal: fullName(os[0]!), trade: biz };
    case 'general_partnership': {
      const legal = `${os[0]!.last} & ${os[1]!.last}${prov.code === 'QC' ? ' S.E.N.C.' : rng.chance(0.5) ? ' Partnership' : ''}`;
      return { legal, trade: biz };
    }
    case 'limited_partnership': return { legal: `${biz} ${rng.pick(['LP', 'Limited Partnership'])}`, trade: rng.chance(0.5) ? `${rng.pick(STEMS)} ${noun}` : null };
    case 'ca_ulc': return { legal: `${biz} ULC`, trade: rng.chance(0.4) ? `${stem} ${rng.pick(ind.nouns)} Group` : null };
    case 'cooperative': return { legal: `${biz} Co-operative`, trade: rng.chance(0.5) ? `${biz} Co-op Store` : null };
  }
  if (rng.chance(0.3)) {
    const num = prov.code === 'QC' ? `9${rng.digits(3)}-${rng.digits(4)}` : prov.code === 'AB' ? `2${corpNo.slice(-6)}` : corpNo.replace(/^BC/, '');
    return { legal: `${num} ${prov.numbered}`, trade: biz };
  }
  const suffix = prov.code === 'QC' ? rng.pick(['inc.', 'Inc.', 'ltée']) : rng.pick(['Inc.', 'Ltd.', 'Corp.', 'Limited', 'Incorporated']);
  return { legal: `${biz} ${suffix}`, trade: rng.chance(0.45) ? `${rng.pick(STEMS)} ${noun}` : null };
}

function corpNumber(rng: Rng, prov: Prov): string {
  switch (prov.code) {
    case 'BC': return `BC${rng.int(1, 1)}${rng.digits(6)}`;
    case 'AB': return `20${rng.digits(8)}`;
    case 'QC': return `11${rng.digits(8)}`;
    case 'NS': return `3${rng.digits(6)}`;
    case 'SK': return `10${rng.digits(7)}`;
    default: return `${rng.int(1, 2)}${rng.digits(6)}`;
  }
}

function people(rng: Rng, used: Set<string>, area: string, n: number): Person[] {
  return Array.from({ length: n }, () => { const [f, l] = uniqueName(rng, used); return { name: `${f} ${l}`, phone: phone(rng, area, rng.int(0, 2)) }; });
}

/** Context numbers (employees, sales, rent, balances, account) moved off any truth value so no decoy equals one. */
function separate(m: Merchant): Merchant {
  const taken = new Set<string>([m.amount, m.payment, m.nPayments, ...m.owners.flatMap((o) => [o.pct, o.score ?? -1])].map(String));
  const off = (n: number, step: number) => { while (taken.has(String(n))) n += step; taken.add(String(n)); return n; };
  m.employees = off(m.employees, 1); m.years = off(m.years, 1); m.monthlySales = off(m.monthlySales, 1000);
  m.landlord.rent = off(m.landlord.rent, 100);
  for (const f of m.funders) { f.balance = off(f.balance, 100); f.payment = off(f.payment, 1); }
  const ids = new Set([m.bn, ...m.owners.map((o) => o.sin)]);
  if (ids.has(m.bank.account)) m.bank.account += '0';
  return m;
}

export function makeMerchant(rng: Rng, home: readonly string[], maxOwners: number): Merchant {
  const prov = PROVINCES[rng.chance(0.6) ? rng.pick(home) : rng.pick(Object.keys(PROVINCES))]!;
  const entity = pickEntity(rng, prov.code), industry = rng.pick(INDUSTRIES), used = new Set<string>();
  const os = owners(rng, entity, maxOwners, prov, used), corpNo = corpNumber(rng, prov);
  let bn = luhnNine(rng, '12345678');
  while (corpNo.includes(bn) || bn === corpNo) bn = luhnNine(rng, '12345678');
  const amount = rng.int(8, 250) * rng.pick([500, 1000]), nPayments = rng.pick([60, 80, 100, 120, 140, 26, 39, 52, 12]);
  const freq = nPayments >= 60 ? 'daily' : nPayments === 12 ? 'monthly' : rng.pick(['weekly', 'biweekly'] as const);
  const start = randomDate(rng, 1996, 2022), [bankName, inst] = rng.pick(BANKS);
  const ppl = people(rng, used, prov.area, 6);
  return separate({
    ...names(rng, entity, prov, industry, os, corpNo), entity, entityPrint: rng.pick(ENTITY_PRINTS[entity]!), industry,
    bn, program: entity === 'ca_corporation' || entity === 'ca_ulc' ? rng.pick([null, 'RC0001', 'RC0001']) : rng.pick([null, 'RT0001']),
    bnStyle: rng.int(0, 3), bnBlank: entity === 'sole_proprietorship' ? rng.chance(0.35) : rng.chance(0.08),
    address: address(rng, prov), phone: phone(rng, prov.area, rng.int(0, 2)), email: `info@${industry.nouns[0]!.toLowerCase().replace(/[^a-z]/g, '')}.ca`,
    website: rng.chance(0.5) ? `www.${industry.nouns[0]!.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 99)}.ca` : null,
    amount, nPayments, freq, payment: Math.round((amount * rng.pick([1.25, 1.3, 1.35, 1.42]) / nPayments) * 100) / 100,
    start, years: 2025 - start.y, employees: rng.int(1, 45), monthlySales: rng.int(15, 400) * 1000,
    useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Renovations', 'Payroll / working capital', 'Expansion', 'Marketing']),
    corpNo, incorp: rng.chance(0.3) ? 'Federal (CBCA)' : rng.chance(0.2) ? PROVINCES[rng.pick(Object.keys(PROVINCES))]!.name : prov.name,
    owners: os,
    bank: { name: bankName, inst, transit: rng.digits(5), account: rng.digits(rng.int(7, 12)) },
    landlord: { ...ppl[0]!, rent: rng.int(12, 140) * 100 },
    accountant: { ...ppl[1]!, firm: rng.pick(ACCOUNTING_FIRMS) }, emergency: ppl[2]!, refs: ppl.slice(3),
    funders: rng.chance(0.5) ? [] : Array.from({ length: rng.int(1, 2) }, (_, i) => ({ name: FUNDERS[(i + rng.int(0, 4)) % FUNDERS.length]!,
      balance: rng.int(20, 900) * 100, payment: rng.int(50, 900) })),
  });
}
