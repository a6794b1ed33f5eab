// One seeded merchant of a given industry, with what each printed value gives the truth (applications.md's rules).
import type { Rng } from '../../statements/generator/prng.ts';
import { address, date, digits, ein, fullName, itin, luhn9, money, person, phone, printDate, spaced3, ssn,
  type Addr, type Country, type PrintedDate } from './data.ts';

export interface Entity { text: string; id: string; suffix: string }
export interface TaxId { text: string; digits: string | null; type: string | null; country: Country | null }
export interface Owner {
  first: string; last: string; printedName: string; title: string; pct: number; tax: TaxId; dob: PrintedDate | null;
  score: number | null; home: Addr; cell: string;
}
export interface Merchant {
  country: Country; legal: string; dba: { text: string; truth: string | null }; entity: Entity; industry: { text: string; id: string };
  tax: TaxId; taxLabel: string; addr: Addr; phone: string; email: string; web: string; start: PrintedDate | null; years: number;
  incRegion: string; requested: { text: string; n: number }; owners: Owner[]; employees: number;
  freq: string; nPayments: number; payment: { text: string; n: number };
}
export interface IndustrySpec {
  countries: Country[]; industries: readonly (readonly [string, string])[]; stems: readonly string[];
  us: readonly Entity[]; ca: readonly Entity[]; titles: readonly string[]; creds?: readonly string[];
}

export const US_ENTITIES: Entity[] = [{ text: 'Corporation', id: 'c_corporation', suffix: ', Inc.' }, { text: 'LLC', id: 'llc', suffix: ' LLC' },
  { text: 'S-Corp', id: 's_corporation', suffix: ' Inc.' }, { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '' },
  { text: 'Partnership', id: 'general_partnership', suffix: ' Partners' }];
export const CA_ENTITIES: Entity[] = [{ text: 'Corporation', id: 'ca_corporation', suffix: ' Ltd.' },
  { text: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: '' }, { text: 'Partnership', id: 'general_partnership', suffix: ' Partners' }];

function ownerTax(rng: Rng, country: Country, forceClear: boolean): TaxId {
  if (country === 'CA') {
    const sin = luhn9(rng, rng.pick([1, 2, 4, 5, 6, 7]));
    if (!forceClear && rng.chance(0.25)) return { text: `*** *** ${sin.slice(6)}`, digits: null, type: null, country: null };
    return { text: spaced3(sin, rng.pick([' ', '-'])), digits: sin, type: 'SIN', country: 'CA' };
  }
  const isItin = rng.chance(0.12);
  const t = isItin ? itin(rng) : ssn(rng);
  if (!forceClear && rng.chance(0.25)) return { text: `${rng.pick(['***-**-', 'XXX-XX-', 'xxx-xx-'])}${t.slice(7)}`, digits: null, type: null, country: null };
  return { text: t, digits: digits(t), type: isItin ? 'ITIN' : 'SSN', country: 'US' };
}

function split(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.chance(0.85) ? 100 : rng.pick([80, 90, 75])];
  const plans: Record<number, number[][]> = { 2: [[50, 50], [60, 40], [51, 49], [70, 30], [75, 25]], 3: [[40, 35, 25], [34, 33, 33], [50, 25, 25]],
    4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return rng.pick(plans[n]!);
}

function owners(rng: Rng, spec: IndustrySpec, country: Country, n: number, clearFirst: boolean): Owner[] {
  const pcts = split(rng, n);
  return pcts.map((pct, i) => {
    const p = person(rng);
    const cred = spec.creds && i === 0 && rng.chance(0.7) ? rng.pick(spec.creds) : null;
    const mid = p.middle ? ` ${p.middle}.` : '';
    const printedName = rng.pick([`${p.first}${mid} ${p.last}`, `${p.last}, ${p.first}${mid}`, `${p.first} ${p.last}`]) + (cred ? `, ${cred}` : '');
    const dob = rng.chance(0.8) ? printDate(rng, date(rng, 1955, 1999), country) : null;
    return { first: p.first, last: p.last, printedName, title: rng.pick(spec.titles), pct, tax: ownerTax(rng, country, clearFirst && i === 0), dob,
      score: rng.chance(0.5) ? rng.int(540, 810) : null, home: address(rng, country), cell: phone(rng) };
  });
}

function businessTax(rng: Rng, country: Country, entity: Entity, first: Owner): { tax: TaxId; label: string } {
  if (country === 'CA') {
    const bn = luhn9(rng, rng.pick([1, 7, 8, 8]));
    if (rng.chance(0.5)) return { tax: { text: `${bn} RC0001`, digits: `${bn}RC0001`, type: 'BN', country: 'CA' }, label: 'Business Number (BN)' };
    return { tax: { text: spaced3(bn, ' '), digits: bn, type: 'BN', country: 'CA' }, label: 'Business Number (BN)' };
  }
  if (entity.id === 'sole_proprietorship' && first.tax.digits && rng.chance(0.6)) return { tax: { ...first.tax }, label: 'Federal Tax ID (EIN or SSN)' };
  const e = ein(rng);
  if (rng.chance(0.25)) return { tax: { text: digits(e), digits: digits(e), type: 'EIN', country: 'US' }, label: 'Federal Tax ID (EIN)' };
  return { tax: { text: e, digits: digits(e), type: 'EIN', country: 'US' }, label: rng.pick(['Federal Tax ID', 'EIN', 'Tax ID #']) };
}

function schedule(rng: Rng, amount: number, country: Country): Pick<Merchant, 'freq' | 'nPayments' | 'payment'> {
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly']);
  const nPayments = freq === 'daily' ? rng.pick([120, 140, 160, 180, 220]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52])
    : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12, 18]);
  const n = Math.round((amount * rng.pick([1.25, 1.3, 1.35, 1.42]) / nPayments) * 100) / 100;
  return { freq, nPayments, payment: { text: money(rng, n, country), n } };
}

export function merchant(rng: Rng, spec: IndustrySpec): Merchant {
  const country = rng.pick(spec.countries);
  const entity = rng.pick(country === 'US' ? spec.us : spec.ca);
  const sole = entity.id === 'sole_proprietorship';
  const os = owners(rng, spec, country, sole ? 1 : entity.id.endsWith('partnership') ? rng.int(2, 3) : rng.weighted([[1, 3], [2, 4], [3, 2], [4, 1]]), sole);
  if (sole) os[0]!.pct = 100;
  const stem = rng.pick(spec.stems).replace('{L}', os[0]!.last);
  const numbered = country === 'CA' && entity.id === 'ca_corporation' && rng.chance(0.3);
  const legal = sole ? fullName(os[0]!) : numbered ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.'])} Inc.` : `${stem}${entity.suffix}`;
  const dbaText = sole || numbered ? stem : rng.weighted([[stem, 3], ['SAME', 1], ['N/A', 1], ['', 1], [`${stem} ${rng.pick(['West', 'Downtown', '& Co'])}`, 2]]);
  const dbaTruth = ['', 'SAME', 'N/A'].includes(dbaText) || dbaText === legal ? null : dbaText;
  const { tax, label } = businessTax(rng, country, entity, os[0]!);
  const addr = address(rng, country);
  const founded = date(rng, 1998, 2023);
  const start = rng.chance(0.75) ? printDate(rng, founded, country) : null;
  const amount = rng.int(20, 900) * 500;
  const web = `www.${stem.toLowerCase().replace(/[^a-z]+/g, '')}.${country === 'CA' ? 'ca' : 'com'}`;
  return { country, legal, dba: { text: dbaText, truth: dbaTruth }, entity, industry: (() => { const [t, id] = rng.pick(spec.industries); return { text: t, id }; })(),
    tax, taxLabel: label, addr, phone: phone(rng), email: `office@${web.slice(4)}`, web, start, years: 2026 - founded.y,
    incRegion: country === 'US' ? rng.pick(['DE', 'NV', 'WY', addr.region]) : rng.pick(['ON', 'BC', addr.region]),
    requested: { text: money(rng, amount, country), n: amount }, owners: os, employees: rng.int(2, 60), ...schedule(rng, amount, country) };
}
