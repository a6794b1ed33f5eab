// The borrower behind one set-80 form: business, loan request, owners (principals), and the decoys a bank-style or
// CDFI credit application carries (guarantor who owns nothing, PFS dollar amounts, debt schedule, bank, landlord).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';
import * as D from './data.ts';

export interface Owner {
  first: string; middle: string; last: string; cred: string; title: string; pct: number; fico: number | null;
  taxId: string; taxIdType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean; dob: Date; home: string; phone: string;
}
export interface Debt { creditor: string; original: number; balance: number; payment: number; kind: string }
export interface Model {
  ca: boolean; legal: string; dba: string | null; dbaPrint: string; entityId: string; sole: boolean;
  industryText: string; industryId: string; taxId: string; taxIdType: 'EIN' | 'SSN' | 'BN'; taxMasked: boolean;
  street: string; city: string; state: string; zip: string; phone: string; email: string; website: string;
  start: Date; employees: number; ownsPremises: boolean;
  amount: number; termMonths: number; purpose: string; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  collateral: string; collateralValue: number; projectCost: number; equity: number; rate: string;
  owners: Owner[]; guarantor: { name: string; relation: string; income: number };
  debts: Debt[]; advances: Debt[]; bank: string; routing: string; account: string;
  landlord: string; landlordPhone: string; rent: number; refs: [string, string][]; iso: string; isoCode: string;
  monthlySales: number; annualRevenue: number; affiliate: string;
  pfs: Record<string, number>;
}

const luhnDigit = (body: string): string => {
  let s = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    s += d;
  }
  return String((10 - (s % 10)) % 10);
};
const EIN_PREFIXES = ['10', '11', '13', '16', '20', '22', '26', '27', '30', '33', '35', '38', '41', '45', '46', '52', '56', '61', '74', '81', '84', '87', '91', '94'];

export function ssn(r: Rng): string {
  let area = r.int(1, 899);
  if (area === 666) area = 667;
  return `${String(area).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
const itin = (r: Rng): string => `9${r.digits(2)}-${r.pick(['70', '73', '78', '81', '90', '94'])}-${String(r.int(1, 9999)).padStart(4, '0')}`;
const sin = (r: Rng): string => { const b = `${r.int(1, 7)}${r.digits(7)}`; const s = b + luhnDigit(b); return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`; };
const bn = (r: Rng): string => { const b = `${r.int(1, 8)}${r.digits(7)}`; return `${b}${luhnDigit(b)} RC0001`; };
const round = (v: number, to: number): number => Math.round(v / to) * to;

const TITLE_BY: Record<string, [string[], string[]]> = {
  corp: [['President', 'CEO', 'President & CEO'], ['Vice President', 'Secretary/Treasurer', 'COO', 'Director']],
  llc: [['Managing Member', 'Member', 'Owner', 'CEO'], ['Member', 'Managing Member', 'COO']],
  partnership: [['General Partner', 'Managing Partner'], ['Partner', 'Limited Partner', 'General Partner']],
  sole: [['Owner', 'Sole Owner', 'Proprietor'], ['Owner']],
};
const titleKind = (id: string): string => id.includes('corporation') ? 'corp' : id.includes('llc') ? 'llc' : id === 'sole_proprietorship' ? 'sole' : 'partnership';

function owners(r: Rng, ca: boolean, n: number, entityId: string): Owner[] {
  const titles = TITLE_BY[titleKind(entityId)]!;
  const shares = n === 1 ? [100] : n === 2 ? r.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : r.pick([[25, 25, 25, 25], [40, 20, 20, 20]]);
  const used = new Set<string>();
  return shares.map((pct, i) => {
    let first = r.pick(D.FIRST);
    while (used.has(first)) first = r.pick(D.FIRST);
    used.add(first);
    const taxIdType = ca ? 'SIN' as const : r.chance(0.12) ? 'ITIN' as const : 'SSN' as const;
    const c = r.pick(ca ? D.CITIES_CA : D.CITIES_US);
    const post = ca ? ` ${r.int(1, 9)}${r.pick(['B', 'H', 'N', 'T'])}${r.int(1, 9)}` : r.digits(2);
    return {
      first, middle: r.chance(0.5) ? r.pick(D.MIDDLE) : '', last: r.pick(D.LAST), cred: r.chance(0.12) ? r.pick(D.CREDENTIALS.slice(0, 5)) : '',
      title: r.pick(titles[i === 0 ? 0 : 1]!), pct,
      fico: r.chance(0.6) ? r.int(560, 790) : null, taxId: ca ? sin(r) : taxIdType === 'ITIN' ? itin(r) : ssn(r), taxIdType,
      masked: r.chance(0.35), dob: new Date(Date.UTC(r.int(1956, 1994), r.int(0, 11), r.int(1, 28))),
      home: `${r.int(10, 9899)} ${r.pick(D.STREETS)}, ${c[0]}, ${c[1]} ${c[2]}${post}`, phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`,
    };
  });
}

function entity(r: Rng, ca: boolean, word: string, biz: string): { legal: string; entityId: string } {
  if (ca) {
    const e = r.pick([['Inc.', 'ca_corporation'], ['Ltd.', 'ca_corporation'], ['', 'sole_proprietorship'], ['Partnership', 'general_partnership']] as const);
    return { legal: e[0] ? `${word} ${biz} ${e[0]}`.replace(' Partnership', ' & Co.') : '', entityId: e[1] };
  }
  const e = r.weighted([[['LLC', 'llc'], 5], [['Inc.', 'c_corporation'], 2], [['Inc.', 's_corporation'], 2], [['Corp.', 'c_corporation'], 1],
    [['LP', 'limited_partnership'], 1], [['& Sons', 'general_partnership'], 1], [['PLLC', 'pllc'], 1], [['', 'sole_proprietorship'], 1.5]] as const);
  return { legal: e[0] ? `${word} ${biz}${e[0].startsWith('&') ? ' ' : ', '}${e[0]}`.replace(', LLC', r.chance(0.5) ? ' LLC' : ', LLC') : '', entityId: e[1] };
}

export function makeModel(seed: number, layout: string, ca: boolean): Model {
  const r = new Rng(`i80:${layout}:${seed}`);
  const [industryText, industryId, biz] = r.pick(D.INDUSTRIES);
  const word = r.pick(D.WORDS);
  const ent = entity(r, ca, word, biz);
  const partners = titleKind(ent.entityId) === 'partnership';
  const own = owners(r.fork('owners'), ca, r.weighted([[1, partners ? 0 : 3], [2, 4], [3, 2], [4, 1]]), ent.entityId);
  const sole = ent.entityId === 'sole_proprietorship';
  if (sole) own.splice(1);
  if (sole) own[0]!.pct = 100;
  const o0 = own[0]!;
  const legal = sole ? `${o0.first} ${o0.middle ? o0.middle + ' ' : ''}${o0.last}` : ent.legal;
  const dbaName = `${word} ${biz}`;
  const dbaMode = sole ? 'name' : r.weighted([['name', 5], ['blank', 2], ['same', 1], ['na', 1]] as const);
  const dba = dbaMode === 'name' ? (sole ? dbaName : r.chance(0.5) ? dbaName : `${r.pick(D.WORDS)} ${biz}`) : null;
  const dbaPrint = dba ?? (dbaMode === 'same' ? 'SAME' : dbaMode === 'na' ? 'N/A' : '');
  const [city, state, zip3] = r.pick(ca ? D.CITIES_CA : D.CITIES_US);
  const useSsn = !ca && sole && o0.taxIdType === 'SSN' && r.chance(0.5);
  const taxId = ca ? bn(r) : useSsn ? o0.taxId : `${r.pick(EIN_PREFIXES)}-${r.digits(7)}`;
  const amount = r.pick([round(r.int(15000, 250000), 500), round(r.int(5000, 50000), 100), r.int(25, 150) * 1000]);
  const termMonths = r.pick([6, 9, 12, 18, 24, 36, 60]);
  const freq = r.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 160, 180, 220]) : freq === 'weekly' ? r.pick([26, 40, 52, 78]) : freq === 'biweekly' ? r.pick([13, 26, 39]) : r.pick([12, 18, 24]);
  const totalRepay = amount * r.float(1.18, 1.45);
  const sales = round(r.int(22000, 420000), 100);
  const g = r.pick(D.FIRST);
  const pick3 = (): [string, string][] => [0, 1].map(() => [`${r.pick(D.WORDS)} Supply Co.`, `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`]);
  const pfs = {
    cash: round(r.int(2000, 90000), 10), savings: round(r.int(1000, 120000), 10), retirement: round(r.int(0, 400000), 100),
    realEstate: round(r.int(90000, 850000), 1000), autos: round(r.int(4000, 60000), 100), otherAssets: round(r.int(0, 40000), 100),
    mortgage: round(r.int(40000, 600000), 100), autoLoans: round(r.int(0, 35000), 10), cards: round(r.int(0, 25000), 10),
    otherLiab: round(r.int(0, 20000), 10), salary: round(r.int(30000, 240000), 100), otherIncome: round(r.int(0, 30000), 100),
    contingent: round(r.int(0, 150000), 1000),
  };
  const debts: Debt[] = Array.from({ length: r.int(1, 3) }, () => {
    const original = round(r.int(8000, 300000), 500);
    return { creditor: r.pick(D.CREDITORS), original, balance: round(original * r.float(0.1, 0.9), 1), payment: round(original / r.int(24, 84), 1), kind: r.pick(['Term loan', 'Equipment', 'Line of credit', 'Vehicle']) };
  });
  const advances: Debt[] = Array.from({ length: r.pick([0, 1, 1, 2]) }, () => {
    const original = round(r.int(10000, 90000), 500);
    return { creditor: r.pick(D.FUNDERS), original, balance: round(original * r.float(0.2, 0.8), 1), payment: round(original / r.int(90, 160), 1), kind: r.pick(['daily', 'weekly']) };
  });
  return {
    ca, legal, dba, dbaPrint, entityId: ent.entityId, sole, industryText, industryId, taxId, taxIdType: ca ? 'BN' : useSsn ? 'SSN' : 'EIN',
    taxMasked: r.chance(0.15) || (useSsn && o0.masked), street: `${r.int(100, 9899)} ${r.pick(D.STREETS)}${r.chance(0.3) ? `, Suite ${r.int(100, 450)}` : ''}`, city, state,
    zip: ca ? `${zip3} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'W'])}${r.int(1, 9)}` : `${zip3}${r.digits(2)}`,
    phone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`, email: `${o0.first.toLowerCase()}@${word.toLowerCase().replace(/ /g, '')}${biz.toLowerCase().replace(/ /g, '')}.com`,
    website: `www.${word.toLowerCase().replace(/ /g, '')}${biz.toLowerCase().replace(/ /g, '')}.${ca ? 'ca' : 'com'}`,
    start: new Date(Date.UTC(r.int(1998, 2022), r.int(0, 11), r.int(1, 28))), employees: r.int(1, 45), ownsPremises: r.chance(0.2),
    amount, termMonths, purpose: r.pick(D.PURPOSES), payment: Math.round((totalRepay / nPayments) * 100) / 100, nPayments, freq,
    collateral: r.pick(D.COLLATERAL), collateralValue: round(amount * r.float(0.4, 1.6), 100), projectCost: round(amount * r.float(1.1, 1.6), 100),
    equity: round(amount * r.float(0.1, 0.3), 100), rate: `${r.int(7, 14)}.${r.int(0, 9)}5%`, owners: own,
    guarantor: { name: `${g} ${own[0]!.last}`, relation: 'Spouse', income: round(r.int(20000, 140000), 100) },
    debts, advances, bank: r.pick(ca ? D.BANKS_CA : D.BANKS), routing: ca ? `0${r.digits(2)}-${r.digits(5)}` : `0${r.int(1, 9)}${r.digits(7)}`, account: r.digits(r.int(8, 12)),
    landlord: `${r.pick(D.WORDS)} Property Management`, landlordPhone: `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.digits(4)}`,
    rent: round(r.int(1200, 14000), 50), refs: pick3(), iso: `${r.pick(D.FIRST)} ${r.pick(D.LAST)}`, isoCode: `ISO-${r.digits(4)}`,
    monthlySales: sales, annualRevenue: round(sales * r.float(10.5, 13), 1000), affiliate: `${r.pick(D.WORDS)} Holdings, LLC`, pfs,
  };
}

// ---- the industries rule: the longest label or alias contained in the printed text, word-bounded ----
interface Ind { id: string; label: string; aliases: string[] }
const INDS: Ind[] = (JSON.parse(readFileSync(join(REFERENCE_DIR, 'industries.json'), 'utf8')) as { items: Ind[] }).items;
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function industryOf(text: string): string | null {
  let best: { id: string; n: number } | null = null;
  for (const it of INDS) {
    for (const a of [it.label, ...it.aliases]) {
      if (new RegExp(`(^|[^A-Za-z0-9])${esc(a)}($|[^A-Za-z0-9])`, 'i').test(text) && (!best || a.length > best.n)) best = { id: it.id, n: a.length };
    }
  }
  return best?.id ?? null;
}
