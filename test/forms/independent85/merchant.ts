// One fictional merchant and its owners, drawn from the seed: the facts a layout prints (each layout chooses how).
import type { Rng } from '../../statements/generator/prng.ts';
import {
  CA_INDUSTRIES, CA_STEMS, EN_FIRST, EN_LAST, ES_FIRST, ES_LAST, FR_FIRST, FR_LAST, US_INDUSTRIES, US_STEMS, caPlace, ein, industryOf, itin,
  luhn9, randDate, ssn, usPlace, type Place, type Ymd,
} from './data.ts';

export type Country = 'US' | 'CA';
export interface Entity { id: string; en: string; other: string }
export interface Owner {
  first: string; middle: string | null; last: string; origin: 'es' | 'en' | 'fr';
  title: string; pct: number; credit: number | null; dob: Ymd; home: Place; phone: string; email: string;
  /** The owner's tax id in its canonical printed form, its digits, type and whether the form masks it. */
  tax: { printed: string; digits: string; type: 'SSN' | 'ITIN' | 'SIN'; masked: string | null };
}
export interface Merchant {
  country: Country;
  legal: string; dba: string | null;
  entity: Entity;
  industry: { en: string; other: string };
  tax: { printed: string; digits: string; type: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN'; bare: string };
  place: Place; start: Ymd; phone: string; email: string; website: string | null; employees: number;
  amount: number; payment: number; n: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  monthlySales: number; annualRevenue: number; useOfFunds: [string, string];
  owners: Owner[];
  decoy: { landlord: string; landlordPhone: string; bank: string; routing: string; account: string; iso: string; incState: string;
    funders: { name: string; balance: number; payment: number }[]; refs: { name: string; phone: string }[] };
}

const US_ENTITIES: readonly Entity[] = [
  { id: 'llc', en: 'LLC', other: 'Sociedad de Responsabilidad Limitada' }, { id: 'c_corporation', en: 'Corporation', other: 'Corporación' },
  { id: 's_corporation', en: 'S Corp', other: 'Corporación S' }, { id: 'sole_proprietorship', en: 'Sole Proprietor', other: 'Propietario Único' },
  { id: 'general_partnership', en: 'Partnership', other: 'Sociedad Colectiva' }, { id: 'limited_partnership', en: 'LP', other: 'Sociedad en Comandita' },
];
const CA_ENTITIES: readonly Entity[] = [
  { id: 'ca_corporation', en: 'Corporation', other: 'Société par actions' },
  { id: 'sole_proprietorship', en: 'Sole Proprietorship', other: 'Entreprise individuelle' },
  { id: 'general_partnership', en: 'Partnership', other: 'Société en nom collectif' },
  { id: 'limited_partnership', en: 'Limited Partnership', other: 'Société en commandite' },
];
const US_TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Dueño', 'Presidente', 'Socio', 'Gerente General', 'Member'];
const CA_TITLES = ['Président', 'Owner', 'Propriétaire', 'Director', 'Administrateur', 'Présidente', 'Associé', 'Partner', 'CEO'];
const FUNDERS = ['Rapid Ridge Capital', 'Blue Harbor Funding', 'Clearline Advance', 'Fondation Avance Rapide', 'Summit Bay Merchant Funding'];
const US_BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'BBVA', 'Banco Popular', 'Frost Bank', 'International Bank of Commerce'];
const CA_BANKS = ['Desjardins', 'Banque Nationale', 'RBC Royal Bank', 'TD Canada Trust', 'BMO', 'Scotiabank'];

function person(r: Rng, origin: 'es' | 'en' | 'fr'): { first: string; middle: string | null; last: string } {
  if (origin === 'es') {
    const a = r.pick(ES_LAST);
    let b = r.pick(ES_LAST);
    while (b === a) b = r.pick(ES_LAST);
    const last = r.chance(0.8) ? (r.chance(0.2) && !a.includes(' ') && !b.includes(' ') ? `${a}-${b}` : `${a} ${b}`) : a;
    return { first: r.pick(ES_FIRST), middle: null, last };
  }
  if (origin === 'fr') return { first: r.pick(FR_FIRST), middle: null, last: r.pick(FR_LAST) };
  return { first: r.pick(EN_FIRST), middle: r.chance(0.35) ? r.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, last: r.pick(EN_LAST) };
}
export const fullName = (o: { first: string; middle: string | null; last: string }): string =>
  `${o.first}${o.middle ? ` ${o.middle}.` : ''} ${o.last}`;

function splitPct(r: Rng, n: number): number[] {
  if (n === 1) return [100];
  const opts: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]],
    3: [[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return r.pick(opts[n]!);
}

function roundTo(v: number, step: number): number { return Math.round(v / step) * step; }

export function makeMerchant(r: Rng, country: Country): Merchant {
  const us = country === 'US';
  const entity = r.pick(us ? US_ENTITIES : CA_ENTITIES);
  const ind = r.pick(us ? US_INDUSTRIES : CA_INDUSTRIES);
  const place = us ? usPlace(r) : caPlace(r, r.chance(0.5) ? 'QC' : undefined);
  const sole = entity.id === 'sole_proprietorship';
  const partners = entity.id === 'general_partnership' || entity.id === 'limited_partnership';
  const nOwners = sole ? 1 : r.weighted([[1, partners ? 0 : 40], [2, 32], [3, 16], [4, 12]] as const);
  const pcts = splitPct(r, nOwners);
  const owners: Owner[] = pcts.map((pct) => {
    const origin = us ? r.weighted([['es', 70], ['en', 30]] as const) : r.weighted([['fr', 60], ['en', 25], ['es', 15]] as const);
    const p = person(r, origin);
    const tax = ((): Owner['tax'] => {
      if (us) {
        const isItin = origin === 'es' && r.chance(0.25);
        const printed = isItin ? itin(r) : ssn(r);
        return { printed, digits: printed.replace(/\D/g, ''), type: isItin ? 'ITIN' : 'SSN', masked: r.chance(0.25) ? `XXX-XX-${printed.slice(-4)}` : null };
      }
      const d = luhn9(r, [1, 2, 3, 4, 5, 6, 7]);
      return { printed: `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, digits: d, type: 'SIN', masked: r.chance(0.25) ? `XXX XXX ${d.slice(6)}` : null };
    })();
    const title = sole ? (us ? r.pick(['Owner', 'Dueño', 'Propietario']) : r.pick(['Owner', 'Propriétaire', 'Travailleur autonome']))
      : r.pick(us ? US_TITLES : CA_TITLES);
    const home = us ? usPlace(r, place.region) : caPlace(r, place.region);
    const email = `${p.first.split(/[ -]/)[0]!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}${r.int(1, 99)}@${r.pick(['gmail.com', 'outlook.com', 'yahoo.com', 'videotron.ca'])}`;
    return { ...p, origin, title, pct, credit: r.chance(0.7) ? r.int(560, 805) : null, dob: randDate(r, 1955, 1998), home,
      phone: phone(r, us), email, tax };
  });
  const o0 = owners[0]!;
  const stem = r.pick(us ? US_STEMS : CA_STEMS);
  let legal: string;
  if (sole) legal = fullName(o0);
  else if (entity.id === 'llc') legal = `${stem} ${ind[2]} LLC`;
  else if (entity.id === 'c_corporation' || entity.id === 's_corporation') legal = `${stem} ${ind[2]}${r.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation'])}`;
  else if (entity.id === 'general_partnership') legal = us ? `${stem} ${ind[2]} Partners` : `${stem} ${ind[2]} S.E.N.C.`;
  else if (entity.id === 'limited_partnership') legal = us ? `${stem} ${ind[2]}, L.P.` : `${stem} ${ind[2]} S.E.C.`;
  else legal = r.chance(0.35)
    ? (place.region === 'QC' ? `${r.int(9000, 9499)}-${r.digits(4)} Québec inc.` : `${r.int(1000000, 2999999)} ${place.regionName === 'Québec' ? 'Québec' : place.regionName} Inc.`)
    : `${stem} ${ind[2]}${r.pick([' Inc.', ' Ltée', ' inc.', ' Ltd.', ' Limitée'])}`;
  const dba = sole || /^\d/.test(legal) || r.chance(0.45) ? `${r.pick(us ? US_STEMS : CA_STEMS)} ${ind[2]}` : null;

  let tax: Merchant['tax'];
  if (us) {
    if (sole && r.chance(0.6)) tax = { printed: o0.tax.printed, digits: o0.tax.digits, type: o0.tax.type === 'ITIN' ? 'ITIN' : 'SSN', bare: o0.tax.digits };
    else { const e = ein(r); tax = { printed: e, digits: e.replace('-', ''), type: 'EIN', bare: e.replace('-', '') }; }
  } else if (sole && r.chance(0.4)) {
    tax = { printed: o0.tax.printed, digits: o0.tax.digits, type: 'SIN', bare: o0.tax.digits };
  } else {
    const bn = luhn9(r, [7, 8, 1]);
    const prog = `${r.pick(['RC', 'RT'])}000${r.int(1, 2)}`;
    tax = { printed: `${bn} ${prog}`, digits: `${bn}${prog}`, type: 'BN', bare: bn };
  }

  const amount = roundTo(r.int(10000, 250000), r.pick([500, 1000, 5000]));
  const freq = r.weighted([['daily', 40], ['weekly', 35], ['biweekly', 10], ['monthly', 15]] as const);
  const n = freq === 'daily' ? r.pick([60, 80, 100, 120, 140, 160]) : freq === 'weekly' ? r.pick([16, 20, 26, 30, 40, 52])
    : freq === 'biweekly' ? r.pick([8, 10, 13, 18, 26]) : r.pick([6, 9, 12, 18]);
  const payment = Math.round((amount * r.float(1.22, 1.45) / n) * 100) / 100;
  const monthlySales = roundTo(r.int(18000, 400000), 100);
  const incOther = us ? usPlace(r).region : caPlace(r).region;
  return {
    country, legal, dba, entity, industry: { en: ind[0], other: ind[1] }, tax, place, start: randDate(r, 1999, 2023),
    phone: phone(r, us), email: `info@${(dba ?? legal).toLowerCase().normalize('NFD').replace(/[^a-z]/g, '').slice(0, 16)}.${us ? 'com' : 'ca'}`,
    website: r.chance(0.5) ? `www.${(dba ?? legal).toLowerCase().normalize('NFD').replace(/[^a-z]/g, '').slice(0, 14)}.${us ? 'com' : 'ca'}` : null,
    employees: r.int(1, 45), amount, payment, n, freq, monthlySales, annualRevenue: roundTo(monthlySales * r.float(10, 13), 1000),
    useOfFunds: r.pick([['Inventory', 'Inventario'], ['Equipment', 'Equipo'], ['Payroll', 'Nómina'], ['Expansion', 'Expansión'],
      ['Working capital', 'Capital de trabajo']] as const) as unknown as [string, string],
    owners,
    decoy: {
      landlord: `${r.pick(us ? US_STEMS : CA_STEMS)} Properties`, landlordPhone: phone(r, us), bank: r.pick(us ? US_BANKS : CA_BANKS),
      routing: us ? `${r.pick(['1', '0', '2'])}${r.digits(8)}` : `${r.digits(5)}-${r.digits(3)}`, account: r.digits(r.int(7, 12)),
      iso: fullName(person(r, r.pick(['en', 'es', 'fr'] as const))), incState: r.chance(0.3) ? incOther : place.region,
      funders: Array.from({ length: r.weighted([[0, 50], [1, 35], [2, 15]] as const) }, () => ({ name: r.pick(FUNDERS),
        balance: roundTo(r.int(5000, 90000), 50), payment: roundTo(r.int(150, 2500), 5) })),
      refs: [0, 1].map(() => ({ name: `${r.pick(us ? US_STEMS : CA_STEMS)} Supply`, phone: phone(r, us) })),
    },
  };
}

function phone(r: Rng, us: boolean): string {
  const area = us ? r.pick(['713', '915', '956', '714', '559', '305', '407', '520', '505', '708', '973', '702', '303', '718'])
    : r.pick(['514', '450', '819', '418', '613', '416', '506', '204', '403', '604']);
  return `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;
}

/** The industry reference id a printed line gives, checked: a layout only prints lines the rule resolves. */
export function industryId(text: string): string {
  const id = industryOf(text);
  if (!id) throw new Error(`industry text resolves to nothing: ${text}`);
  return id;
}
