// One seeded Canadian deal: the business, its owners, the request and the people and numbers around it that a
// reader must not take (ISO rep, landlord, bank, existing funders, GST/HST and incorporation numbers, homes).
import type { Rng } from '../../statements/generator/prng.ts';
import { BANKS, bn9, luhn9, neq, phone, postal, qst, randomYmd, sinFor, ssn, type Ymd } from './ids.ts';
import { industriesFor, type IndustryText } from './industry.ts';
import { corpName, ENTITY_ID, FUNDERS, ISO_COMPANIES, LANDLORDS, numberedName, partnershipName, tradeName, type EntityKind } from './naming.ts';
import { CITIES, FIRST_EN, FIRST_FR, LAST_EN, LAST_FR, STREETS_EN, STREETS_FR, UNITS_EN, UNITS_FR } from './people.ts';

export interface Address { street: string; unit: string | null; city: string; prov: string; postal: string }
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; middle: string | null; last: string; title: string; titleFr: string; pct: number;
  sin: string; sinShown: 'full' | 'masked' | 'blank'; ssn: string | null; dob: Ymd; credit: number | null;
  home: Address; cell: string; email: string; licence: string;
}

export interface Deal {
  fr: boolean; prov: string; address: Address; phone: string; email: string; website: string | null;
  kind: EntityKind; entityId: string; legal: string; operating: string | null;
  bn: string | null; program: 'RC0001' | 'RT0001'; jurisdiction: string | null; incNumber: string | null; neq: string | null; qst: string | null;
  industry: IndustryText; start: Ymd; employees: number; rent: boolean;
  amount: number; payment: number; nPayments: number; freq: Freq; use: { en: string; fr: string };
  monthlySales: number; owners: Owner[]; signed: Ymd;
  bank: { name: string; fr: string; inst: string; transit: string; account: string };
  landlord: { name: string; phone: string; rent: number } | null;
  iso: { company: string; rep: string; phone: string; email: string; bn: string };
  advances: { funder: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
}

export interface Profile {
  provinces: readonly (readonly [string, number])[];
  /** Share of French-named businesses outside Quebec (Quebec ones are French at 85%). */
  french: number;
  /** Chance an owner is a US person writing an SSN (layouts whose label reads "SIN / SSN"). */
  ssn: number;
  entities: readonly (readonly [EntityKind, number])[];
}

const TITLES: Record<string, [string, string][]> = {
  corp: [['President', 'Président'], ['CEO', 'Directeur général'], ['Director', 'Administrateur'], ['Vice-President', 'Vice-président'],
    ['Secretary-Treasurer', 'Secrétaire-trésorier'], ['Owner', 'Propriétaire'], ['President & CEO', 'Président et chef de la direction']],
  sole: [['Owner', 'Propriétaire'], ['Sole Proprietor', 'Propriétaire unique'], ['Proprietor', 'Propriétaire']],
  gp: [['Partner', 'Associé'], ['Managing Partner', 'Associé directeur']],
  lp: [['General Partner', 'Commandité'], ['Managing Partner', 'Associé directeur']],
};
const SPLITS: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25], [67, 33]],
  3: [[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
const USES: { en: string; fr: string }[] = [{ en: 'Inventory', fr: 'Inventaire' }, { en: 'Equipment purchase', fr: "Achat d'équipement" },
  { en: 'Renovations', fr: 'Rénovations' }, { en: 'Working capital', fr: 'Fonds de roulement' }, { en: 'Payroll / seasonal staff', fr: 'Salaires' },
  { en: 'Marketing', fr: 'Marketing' }, { en: 'Expansion - second location', fr: 'Expansion - deuxième succursale' }];

/** An address in `prov`, written the Quebec way (`1234, rue Saint-Denis, bureau 200`) in Quebec. */
export function address(rng: Rng, prov: string): Address {
  const city = rng.pick(CITIES[prov] ?? CITIES.ON!);
  const fr = prov === 'QC';
  const street = `${rng.int(12, 9980)} ${rng.pick(fr ? STREETS_FR : STREETS_EN)}`;
  return { street: fr ? street.replace(/^(\d+) /, '$1, ') : street, unit: rng.chance(0.4) ? rng.pick(fr ? UNITS_FR : UNITS_EN) : null,
    city: city.name, prov, postal: postal(rng, rng.pick(city.fsa)) };
}

function owner(rng: Rng, prov: string, fr: boolean, title: [string, string], pct: number, usPerson: boolean): Owner {
  const first = rng.pick(fr ? FIRST_FR : FIRST_EN), last = rng.pick(fr ? LAST_FR : LAST_EN);
  const homeProv = rng.chance(0.12) ? rng.pick(prov === 'QC' ? ['ON'] : prov === 'ON' ? ['QC'] : ['ON', 'BC', 'AB']) : prov;
  const ascii = (s: string): string => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  return {
    first, last, middle: rng.chance(0.3) ? rng.pick([...'ABCDEGJKLMPRST']) : null, title: title[0], titleFr: title[1], pct,
    sin: sinFor(rng, homeProv), sinShown: rng.weighted([['full', 0.6], ['masked', 0.28], ['blank', 0.12]] as const), ssn: usPerson ? ssn(rng) : null,
    dob: randomYmd(rng, 1952, 1998), credit: rng.chance(0.65) ? rng.int(52, 84) * 10 + rng.int(0, 9) : null, home: address(rng, homeProv),
    cell: phone(rng, homeProv), email: `${ascii(first)}.${ascii(last)}@${rng.pick(['gmail.com', 'outlook.com', 'videotron.ca', 'shaw.ca', 'bell.net'])}`,
    licence: `${last[0]!.toUpperCase()}${rng.digits(4)}-${rng.digits(5)}-${rng.digits(5)}`,
  };
}

function owners(rng: Rng, kind: EntityKind, prov: string, fr: boolean, ssnChance: number): Owner[] {
  const n = kind === 'sole' ? 1 : kind === 'gp' || kind === 'lp' ? rng.int(2, 3) : rng.weighted([[1, 0.45], [2, 0.35], [3, 0.13], [4, 0.07]] as const);
  const split = rng.pick(SPLITS[n]!);
  const titles = TITLES[kind === 'numbered' || kind === 'ulc' ? 'corp' : kind]!;
  return split.map((pct, i) => owner(rng, prov, fr, i === 0 ? titles[0]! : rng.pick(titles.slice(1)), pct, rng.chance(ssnChance)));
}

function names(rng: Rng, d: { kind: EntityKind; prov: string; fr: boolean; industry: IndustryText; start: Ymd; owners: Owner[] }): [string, string | null, string | null] {
  const o = d.owners[0]!, id = d.industry.id;
  const jurisdiction = d.kind === 'sole' || d.kind === 'gp' || d.kind === 'lp' ? null
    : rng.weighted([[d.prov, 0.7], ['CA', 0.22], [d.prov === 'ON' ? 'QC' : 'ON', 0.08]] as const);
  if (d.kind === 'numbered') return [numberedName(rng, jurisdiction!, d.start.y), tradeName(rng, id, d.fr, o.last), jurisdiction];
  if (d.kind === 'sole') return [`${o.first} ${o.last}`, tradeName(rng, id, d.fr, o.last), null];
  if (d.kind === 'gp' || d.kind === 'lp') {
    return [partnershipName(rng, d.kind, d.fr, d.owners.map((x) => x.last), id), rng.chance(0.6) ? tradeName(rng, id, d.fr, o.last) : null, null];
  }
  const legal = d.kind === 'ulc' ? `${tradeName(rng, id, false, o.last).replace(/'s /, ' ')} ULC` : corpName(rng, id, d.prov, d.fr, o.last);
  return [legal, rng.chance(0.5) ? tradeName(rng, id, d.fr, o.last) : null, jurisdiction];
}

function incNumber(rng: Rng, j: string | null): string | null {
  if (!j) return null;
  const f: Record<string, () => string> = { ON: () => rng.digits(1) === '0' ? `100${rng.digits(7)}` : String(rng.int(1000000, 2899999)),
    BC: () => `BC${rng.int(1000000, 1399999)}`, AB: () => `20${rng.digits(8)}`, CA: () => `${rng.int(100000, 1599999)}-${rng.digits(1)}` };
  return (f[j] ?? (() => String(rng.int(300000, 3399999))))();
}

function request(rng: Rng): Pick<Deal, 'amount' | 'payment' | 'nPayments' | 'freq' | 'monthlySales'> {
  const amount = rng.pick([2500, 1000, 5000]) * rng.int(4, 50);
  const freq = rng.weighted([['daily', 0.35], ['weekly', 0.4], ['biweekly', 0.1], ['monthly', 0.15]] as const);
  const nPayments = rng.pick({ daily: [60, 80, 100, 120, 140, 160], weekly: [16, 20, 26, 32, 40, 52], biweekly: [8, 12, 13, 18, 26], monthly: [6, 9, 12, 18] }[freq]);
  const payment = Math.round((amount * rng.float(1.22, 1.46) / nPayments) * 100) / 100;
  return { amount, payment, nPayments, freq, monthlySales: Math.round(amount * rng.float(0.7, 2.6) / 100) * 100 + rng.int(1, 99) };
}

export function makeDeal(rng: Rng, p: Profile): Deal {
  const prov = rng.weighted(p.provinces);
  const fr = rng.chance(prov === 'QC' ? 0.85 : p.french);
  const kind = rng.weighted(p.entities.filter(([k]) => k !== 'ulc' || ['AB', 'BC', 'NS'].includes(prov)));
  const industry = rng.pick(industriesFor(prov));
  const signed = randomYmd(rng, 2025, 2025, 9);
  const start = randomYmd(rng, 1991, 2024, 2);
  const os = owners(rng, kind, prov, fr, p.ssn);
  const [legal, operating, jurisdiction] = names(rng, { kind, prov, fr, industry, start, owners: os });
  const hasBn = kind !== 'sole' || rng.chance(0.65);
  // A sole proprietor without a BN writes the SIN as the business's number: printed in full, and no SSN.
  if (!hasBn) Object.assign(os[0]!, { sinShown: 'full', ssn: null });
  const addr = address(rng, prov);
  const host = (operating ?? legal).replace(/\b(Inc|Ltd|Corp|Limited|Incorporated|Corporation|ltée|inc|ULC|LP|S\.E\.N?\.?C)\.?$/u, '')
    .normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toLowerCase().slice(0, 22);
  const req = request(rng);
  const bank = rng.pick(prov === 'QC' ? [...BANKS.slice(0, 7), BANKS[6]!] : BANKS);
  return {
    fr, prov, address: addr, phone: phone(rng, prov), email: `info@${host}.ca`, website: rng.chance(0.6) ? `www.${host}.ca` : null,
    kind, entityId: ENTITY_ID[kind], legal, operating, bn: hasBn ? bn9(rng) : null, program: kind === 'corp' || kind === 'numbered' || kind === 'ulc' ? 'RC0001' : 'RT0001',
    jurisdiction, incNumber: prov === 'QC' ? null : incNumber(rng, jurisdiction), neq: prov === 'QC' ? neq(rng, jurisdiction !== null) : null,
    qst: prov === 'QC' && hasBn ? qst(rng) : null, industry, start, employees: rng.int(1, 38), rent: rng.chance(0.8), ...req,
    use: rng.pick(USES), owners: os, signed,
    bank: { name: bank.name, fr: bank.fr, inst: bank.inst, transit: rng.digits(5), account: rng.digits(bank.acct) },
    landlord: rng.chance(0.8) ? { name: rng.pick(LANDLORDS), phone: phone(rng, prov), rent: rng.int(18, 140) * 100 } : null,
    iso: { company: rng.pick(ISO_COMPANIES), rep: `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN)}`, phone: phone(rng, rng.pick(['ON', 'QC', 'BC'])),
      email: `deals@${rng.pick(['loonielane', 'glfa', 'wcmb', 'courtagepme'])}.ca`, bn: luhn9(rng, 8) },
    advances: Array.from({ length: rng.weighted([[0, 0.45], [1, 0.35], [2, 0.2]] as const) }, () => ({
      funder: rng.pick(FUNDERS), balance: rng.int(30, 900) * 100 + 37, payment: rng.int(80, 2400) + 0.5 })),
    refs: Array.from({ length: 2 }, () => ({ name: `${rng.pick(['Sysco Canada', 'Gordon Food Service', 'Uline Canada', 'Home Depot Pro', 'Bureau en Gros', 'Grand & Toy', 'Wajax', 'Lordco Parts'])}`, phone: phone(rng, prov) })),
  };
}
