// The merchant behind one set-164 form: what is printed and the value applications.md reads from each printed text.
// Drawn from the seed only (never from the style), so the three styles of a seed carry the same truth.
import type { Rng } from '../../statements/generator/prng.ts';
import * as P from './pools.ts';
import { dashEin, dashSsn, date, ein, itin, luhn9, money, moneyText, phone, routing, spaceSin, ssn, type Printed } from './formats.ts';

export type Country = 'US' | 'CA';
export interface TaxPrinted { text: string; digits: string | null; type: string | null; country: Country | null }
export interface Owner {
  first: string; middle: string | null; last: string; credential: string | null;
  role: string; own: Printed<number>; tax: TaxPrinted; dob: Printed<string>; credit: Printed<number> | null;
  home: string; homePhone: string; cell: string;
}
export interface Model {
  country: Country; legal: string; dba: { text: string; value: string | null } | null;
  entity: { id: string; text: string }; industry: { id: string; text: string }; tax: TaxPrinted;
  start: Printed<string>; years: number; street: string; city: string; state: { code: string; name: string }; zip: string;
  phone: string; email: string; website: string; incState: string; employees: number;
  requested: Printed<number>; payment: Printed<number>; numPayments: number; frequency: { value: string; text: string };
  use: string; monthlySales: string; annualRevenue: string; owners: Owner[];
  landlord: { name: string; phone: string; rent: string }; refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; id: string; phone: string }; bank: { name: string; routing: string; account: string };
  positions: { funder: string; balance: string; payment: string }[];
}
export interface ModelOptions { canada: number; einInLabel: boolean }

type EntityChoice = readonly [id: string, texts: readonly string[], weight: number];
const US_ENTITIES: EntityChoice[] = [
  ['llc', ['LLC', 'L.L.C.', 'Limited Liability Company', 'Single-Member LLC'], 30], ['c_corporation', ['Corporation', 'Inc.', 'C-Corp', 'Corp'], 18],
  ['s_corporation', ['S-Corp', 'S Corp', 'S Corporation'], 15], ['sole_proprietorship', ['Sole Proprietor', 'Sole Prop', 'Sole Proprietorship'], 11],
  ['general_partnership', ['Partnership', 'General Partnership'], 8], ['pllc', ['PLLC'], 4], ['llp', ['LLP'], 3],
  ['limited_partnership', ['LP', 'Limited Partnership'], 3], ['professional_corporation', ['Professional Corporation', 'P.C.'], 3],
];
const CA_ENTITIES: EntityChoice[] = [
  ['ca_corporation', ['Corporation', 'Inc.', 'Ltd.', 'Limited', 'Incorporated'], 60], ['sole_proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], 20],
  ['general_partnership', ['Partnership'], 12], ['cooperative', ['Co-operative'], 8],
];
const PROFESSIONAL = ['medical_practice', 'dental_practice', 'veterinary', 'professional_services'];

function person(rng: Rng, avoid: Set<string>): { first: string; last: string } {
  for (;;) {
    const first = rng.pick(P.FIRST_NAMES), last = rng.pick(P.LAST_NAMES);
    if (!avoid.has(last) && !avoid.has(first)) { avoid.add(last); avoid.add(first); return { first, last }; }
  }
}

function splits(rng: Rng, n: number): number[] {
  const options: Record<number, number[][]> = { 1: [[100]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]],
    3: [[40, 35, 25], [34, 33, 33], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]] };
  return rng.pick(options[n]!);
}

function ownerTax(rng: Rng, c: Country): TaxPrinted {
  if (c === 'CA') {
    const d = luhn9(rng, String(rng.int(1, 7)));
    if (rng.chance(0.15)) return { text: `*** *** ${d.slice(6)}`, digits: null, type: null, country: null };
    return { text: rng.pick([spaceSin(d), spaceSin(d, '-'), d]), digits: d, type: 'SIN', country: 'CA' };
  }
  const r = rng.next();
  if (r < 0.1) { const d = itin(rng); return { text: dashSsn(d), digits: d, type: 'ITIN', country: 'US' }; }
  const d = ssn(rng);
  if (r < 0.25) return { text: rng.pick(['XXX-XX-', '***-**-', 'xxx-xx-']) + d.slice(5), digits: null, type: null, country: null };
  return { text: r < 0.35 ? d : dashSsn(d), digits: d, type: 'SSN', country: 'US' };
}

const ROLES_ONE = ['Owner', 'CEO', 'President', 'Managing Member', 'Owner/Operator'];
const ROLES_MANY = ['President', 'Vice President', 'Partner', 'Member', 'Managing Member', 'CFO', 'Co-Owner', 'Secretary', 'COO'];

export function makeModel(rng: Rng, o: ModelOptions): Model {
  const country: Country = rng.chance(o.canada) ? 'CA' : 'US';
  const used = new Set<string>();
  const ent = rng.weighted((country === 'US' ? US_ENTITIES : CA_ENTITIES).map((e) => [e, e[2]] as const));
  const entity = { id: ent[0], text: rng.pick(ent[1]) };
  const professional = ['pllc', 'llp', 'professional_corporation'].includes(entity.id);
  const indId = rng.pick(professional ? PROFESSIONAL : Object.keys(P.INDUSTRY_TEXT));
  const ind = P.INDUSTRY_TEXT[indId]!;
  const industry = { id: indId, text: rng.pick(ind.phrases) };
  const sole = entity.id === 'sole_proprietorship';
  const n = sole ? 1 : rng.weighted([[1, 40], [2, 38], [3, 14], [4, 8]] as const);
  const own = splits(rng, n);
  const place = rng.pick(country === 'US' ? P.US_PLACES : P.CA_PLACES);
  const zipOf = (pl: readonly string[]): string => country === 'US' ? pl[3] + rng.digits(2) : `${pl[3]} ${rng.int(1, 9)}${rng.pick([...'ABCEGHJKLMNPRSTVXY'])}${rng.int(1, 9)}`;
  let firstLast = '';
  const roles = rng.shuffle([...ROLES_MANY]);
  const owners: Owner[] = own.map((pct, i) => {
    const p = person(rng, used);
    if (i > 0 && rng.chance(0.15)) p.last = firstLast;
    if (i === 0) firstLast = p.last;
    const hp = rng.pick(country === 'US' ? P.US_PLACES : P.CA_PLACES);
    const ownText = rng.pick([`${pct}%`, `${pct}`, `${pct} %`, `${pct}.0%`]);
    return { first: p.first, middle: rng.chance(0.35) ? rng.pick([...'ABCDEFGHJKLMNPRSTW']) : null, last: p.last,
      credential: PROFESSIONAL.includes(indId) && rng.chance(0.4) ? rng.pick(P.CREDENTIALS) : null,
      role: sole ? rng.pick(['Owner', 'Proprietor']) : n === 1 ? rng.pick(ROLES_ONE) : roles[i]!, own: { value: pct, text: ownText },
      tax: ownerTax(rng, country), dob: date(rng, 1952, 2000, country),
      credit: rng.chance(0.75) ? (() => { const v = rng.int(560, 815); return { value: v, text: String(v) }; })() : null,
      home: `${rng.int(10, 9899)} ${rng.pick(P.STREETS)}, ${hp[0]}, ${hp[1]} ${zipOf(hp)}`, homePhone: phone(rng), cell: phone(rng) };
  });
  const stem = rng.pick(P.STEMS), noun = rng.pick(ind.nouns);
  const lead = owners[0]!;
  let legal: string;
  if (sole) legal = `${lead.first} ${lead.middle ? lead.middle + '. ' : ''}${lead.last}`;
  else if (entity.id === 'general_partnership') legal = rng.chance(0.5) && owners[1] ? `${lead.last} & ${owners[1].last} ${noun}` : `${stem} ${noun} Partners`;
  else {
    const suffix: Record<string, string[]> = { llc: [', LLC', ' LLC', ', L.L.C.'], c_corporation: [', Inc.', ' Inc.', ' Corp.'], s_corporation: [', Inc.', ' Inc'],
      pllc: [' PLLC'], llp: [' LLP'], limited_partnership: [' LP', ', L.P.'], professional_corporation: [', P.C.', ' PC'],
      ca_corporation: [' Inc.', ' Ltd.', ' Limited', ' Corp.'], cooperative: [' Co-operative'] };
    legal = country === 'CA' && entity.id === 'ca_corporation' && rng.chance(0.3) ? `${rng.digits(7).replace(/^0/, '1')} ${place[2]} Inc.`
      : `${stem} ${noun}${rng.pick(suffix[entity.id]!)}`;
  }
  const dbaName = `${rng.pick(P.STEMS.filter((s) => s !== stem))} ${rng.pick(ind.nouns)}`;
  const dr = sole ? 'name' : rng.weighted([['name', 55], ['blank', 15], ['SAME', 10], ['N/A', 8], ['equal', 7], ['Same as above', 5]] as const);
  const dba = dr === 'blank' ? null : dr === 'name' ? { text: dbaName, value: dbaName } : { text: dr === 'equal' ? legal : dr, value: null };
  let tax: TaxPrinted;
  if (sole && country === 'US' && rng.chance(0.7)) tax = { ...lead.tax, text: lead.tax.digits ? dashSsn(lead.tax.digits) : lead.tax.text };
  else if (country === 'US') {
    const d = ein(rng), r = rng.next();
    tax = r < 0.1 ? { text: rng.pick(['XX-XXX', '**-***']) + d.slice(5), digits: null, type: null, country: null }
      : { text: r < 0.25 && o.einInLabel ? d : dashEin(d), digits: d, type: 'EIN', country: 'US' };
  } else {
    const d = luhn9(rng, String(rng.int(7, 8))), prog = entity.id === 'ca_corporation' ? 'RC0001' : rng.pick(['RT0001', 'RC0001']);
    const r = rng.next();
    tax = r < 0.2 ? { text: d, digits: d, type: 'BN', country: 'CA' }
      : { text: rng.pick([`${d} ${prog}`, `${d}${prog}`, `${d} ${prog.slice(0, 2)} ${prog.slice(2)}`]), digits: d + prog, type: 'BN', country: 'CA' };
  }
  const start = date(rng, 1998, 2023, country);
  const requested = money(rng, 15000, 350000, 2500, country);
  const frequency = rng.weighted([['daily', 45], ['weekly', 40], ['biweekly', 8], ['monthly', 7]] as const);
  const numPayments = { daily: rng.int(6, 13) * 20, weekly: rng.int(5, 15) * 4, biweekly: rng.int(7, 20), monthly: rng.int(6, 18) }[frequency];
  const pay = Math.round(requested.value * rng.float(1.22, 1.49) / numPayments * 100) / 100;
  const freqText = { daily: ['Daily', 'DAILY', 'daily'], weekly: ['Weekly', 'WEEKLY', 'weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Bi-weekly'], monthly: ['Monthly', 'MONTHLY'] }[frequency];
  const sales = (requested.value * rng.float(0.35, 1.6)) | 0;
  const other = (): string => `${person(rng, used).first} ${person(rng, used).last}`;
  const positions = Array.from({ length: rng.weighted([[0, 40], [1, 35], [2, 18], [3, 7]] as const) }, () => {
    const bal = money(rng, 4000, 120000, 250, country);
    return { funder: rng.pick(P.FUNDERS), balance: bal.value === requested.value ? moneyText(rng, bal.value + 1250, country) : bal.text,
      payment: moneyText(rng, Math.round(bal.value / rng.int(40, 120) * 100) / 100, country, true) };
  });
  let rt = routing(rng);
  if (tax.digits === rt) rt = routing(rng);
  return { country, legal, dba, entity, industry, tax, start, years: 2025 - Number(start.value.slice(0, 4)), street: `${rng.int(12, 9999)} ${rng.pick(P.STREETS)}`,
    city: place[0], state: { code: place[1], name: place[2] }, zip: zipOf(place), phone: phone(rng),
    email: `${rng.pick(['info', 'office', 'accounts', lead.first.toLowerCase().replace(/[^a-z]/g, '')])}@${stem.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    website: `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.${country === 'US' ? 'com' : 'ca'}`,
    incState: country === 'US' ? ((s) => (rng.chance(0.5) ? s[0] : s[1]))(rng.pick(P.INCORPORATION_STATES.filter((s) => s[0] !== place[1])))
      : rng.pick(['Federal (CBCA)', 'Federal', 'CBCA']),
    employees: rng.int(2, 60), requested, payment: { value: pay, text: moneyText(rng, pay, country, true) }, numPayments,
    frequency: { value: frequency, text: rng.pick(freqText) }, use: rng.pick(P.USES),
    monthlySales: moneyText(rng, sales === requested.value ? sales + 1250 : sales, country), annualRevenue: moneyText(rng, sales * 12 + 1000, country),
    owners, landlord: { name: rng.chance(0.5) ? other() : `${rng.pick(P.STEMS.filter((s) => s !== stem))} Properties`, phone: phone(rng),
      rent: moneyText(rng, rng.int(12, 95) * 100, country) },
    refs: [0, 1, 2].map(() => ({ name: rng.pick(P.REF_COMPANIES), contact: other(), phone: phone(rng) })),
    iso: { name: other(), id: `ISO-${rng.digits(5)}`, phone: phone(rng) },
    bank: { name: rng.pick(country === 'US' ? P.BANKS_US : P.BANKS_CA), routing: country === 'US' ? rt : `${rng.digits(5)}-00${rng.int(1, 9)}`,
      account: rng.digits(rng.int(8, 12)) }, positions };
}
