// One merchant's application as printed on a set-190 form: every value with its printed text and what it reads as
// (truth paths), plus the people and numbers around it that are not the application's (decoys). Drawn from the
// (layout, seed) generator only, so the three styles of a seed print the same values.
import type { Rng } from '../../statements/generator/prng.ts';
import * as D from './data.ts';
import * as F from './formats.ts';
import type { Item } from './sheet.ts';

export interface Traits {
  maxOwners: number;
  /** The tax ID label names the EIN ("Federal Tax ID (EIN)"): a bare nine-digit number then reads as an EIN. */
  einLabel: boolean;
}

export interface Owner {
  /** The whole name as printed (`Last, First`, a middle initial, a credential ...). */
  name: Item;
  first: Item;
  last: Item;
  middle: string | null;
  signName: string;
  title: Item | null;
  pct: Item | null;
  ssn: Item | null;
  dob: Item | null;
  credit: Item | null;
  home: { street: string; city: string; state: string; zip: string; line: string };
  cell: string;
  email: string;
  /** The tax ID's digits, printed or not (a sole proprietor may write it as the business's). */
  taxDigits: string;
}

export interface Position { funder: string; balance: string; payment: string; funded: string }

export interface Model {
  legal: Item;
  dba: Item | null;
  entity: { id: string; text: Item; a: string; b: string; other: Item };
  industry: Item | null;
  product: string;
  taxId: Item | null;
  street: string; city: string; stateCode: string; stateName: string; zip: string;
  /** The state as its own cell. */
  state: Item;
  /** The address on one line, `street, city, ST zip`: read for the state. */
  addressLine: Item;
  phone: string; fax: string | null; email: string; website: string | null;
  start: Item | null;
  years: string;
  incState: string;
  amount: Item;
  payment: Item | null;
  count: Item | null;
  frequency: F.Frequency | null;
  frequencyText: Item | null;
  monthlySales: string; annualRevenue: string; useOfFunds: string; employees: string;
  ownRent: 'Own' | 'Rent'; landlord: string | null; landlordPhone: string | null; rent: string | null;
  bank: string; routing: string; account: string;
  positions: Position[];
  refs: { name: string; contact: string; phone: string }[];
  isoRep: string; isoEmail: string; isoId: string;
  appDate: string;
  owners: Owner[];
}

/** Money decoys never land on a requested amount (a multiple of 2,500): a reader taking one is then plainly wrong. */
const offRound = (v: number) => (v % 2500 === 0 ? v + 137 : v);
const A = (p: string) => `application.${p}`;
const P = (i: number, p: string) => `application.applicants[${i}].${p}`;

function ownerships(rng: Rng, n: number): number[] {
  const options: Record<number, number[][]> = { 1: [[100], [100], [100], [rng.int(51, 99)]], 2: [[50, 50], [60, 40], [51, 49], [75, 25], [80, 20]],
    3: [[34, 33, 33], [40, 30, 30], [50, 25, 25], [60, 20, 20]], 4: [[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20], [55, 15, 15, 15]] };
  return rng.pick(options[n]!);
}

function owner(rng: Rng, i: number, pct: number, f: { dob: F.DateFormat; pct: string; mask: string }, hard: boolean): Owner {
  const first = rng.pick(D.FIRST_NAMES);
  const last = hard ? rng.pick(D.HARD_LAST_NAMES) : rng.pick(D.LAST_NAMES);
  const middle = rng.chance(0.35) ? rng.pick('ABCDEGJKLMRST'.split('')) : null;
  const mi = middle ? ` ${middle}.` : '';
  const style = rng.weighted([['first_last', 5], ['last_first', 2], ['credential', 1]] as const);
  const printed = style === 'last_first' ? `${last}, ${first}${mi}` : style === 'credential' ? `${first}${mi} ${last}, ${rng.pick(D.CREDENTIALS)}` : `${first}${mi} ${last}`;
  const nameFields = { [P(i, 'first_name')]: first, [P(i, 'last_name')]: last };
  const tax = rng.chance(0.1) ? F.itin(rng) : F.ssn(rng);
  const type = tax.startsWith('9') ? 'ITIN' : 'SSN';
  const shown = rng.weighted([['full', 6], ['masked', 2.5], ['blank', 1.5]] as const);
  let ssn: Item | null = null;
  if (shown === 'full') {
    const bare = type === 'SSN' && rng.chance(0.12);
    ssn = { text: bare ? tax : F.dashedSsn(tax), fields: { [P(i, 'tax_id')]: tax, [P(i, 'tax_id_type')]: type, [P(i, 'tax_id_country')]: 'US' } };
  } else if (shown === 'masked') {
    // A masked number reads as no tax ID at all (README): the type alone is not an applicant's tax ID.
    ssn = { text: `${f.mask}-${f.mask.slice(0, 2)}-${tax.slice(5)}`, fields: {} };
  }
  const dobIso = F.randomDate(rng, 1956, 2000);
  const place = rng.pick(D.PLACES);
  const street = `${rng.int(12, 9870)} ${rng.pick(D.STREETS)}`;
  const zip = `${place[3]}${String(rng.int(1, 99)).padStart(2, '0')}`;
  const credit = rng.chance(0.4) ? rng.int(560, 810) : null;
  const pctShown = rng.chance(0.93);
  return {
    name: { text: printed, fields: nameFields },
    first: { text: first, fields: { [P(i, 'first_name')]: first } },
    last: { text: last, fields: { [P(i, 'last_name')]: last } },
    middle, signName: `${first}${mi} ${last}`,
    title: rng.chance(0.9) ? { text: i === 0 ? rng.pick(D.TITLES.slice(0, 5)) : rng.pick(D.TITLES), fields: {} } : null,
    pct: pctShown ? { text: `${pct}${f.pct}`, fields: { [P(i, 'ownership')]: pct } } : null,
    ssn,
    dob: rng.chance(0.78) ? { text: F.formatDate(dobIso, f.dob), fields: { [P(i, 'date_of_birth')]: dobIso } } : null,
    credit: credit === null ? null : { text: String(credit), fields: { [P(i, 'credit_score')]: credit } },
    home: { street, city: place[0], state: place[1], zip, line: `${street}, ${place[0]}, ${place[1]} ${zip}` },
    taxDigits: tax, cell: F.phone(rng), email: `${first.toLowerCase()}.${last.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(D.EMAIL_DOMAINS)}`,
  };
}

export function makeModel(rng: Rng, t: Traits): Model {
  const kind = rng.weighted(F.ENTITIES.map((e) => [e, e.weight] as const));
  const sole = kind.id === 'sole_proprietorship';
  // A sole proprietor is one owner with all of it; a partnership has two partners at least.
  const least = ['general_partnership', 'limited_partnership', 'llp'].includes(kind.id) ? 2 : 1;
  const n = sole ? 1 : rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1.5]].filter(([k]) => k! <= t.maxOwners && k! >= least) as [number, number][]);
  const pcts = sole ? [100] : ownerships(rng, n);
  const f = { dob: rng.pick(F.BIRTH_DATE_FORMATS), pct: rng.pick(['%', '%', '', ' %']), mask: rng.pick(['XXX', '***', 'xxx']) };
  const owners = pcts.map((p, i) => owner(rng, i, p, f, rng.chance(0.25)));
  if (sole && owners[0]!.title) owners[0]!.title.text = rng.pick(['Owner', 'Sole Owner', 'Proprietor', 'Owner/Operator']);
  for (const o of owners) if (o.title) o.title.fields = { [P(owners.indexOf(o), 'role')]: o.title.text };
  const stem = rng.pick(D.BUSINESS_STEMS);
  const legalText = sole ? owners[0]!.signName : `${stem}${rng.chance(0.6) ? ` ${rng.pick(D.BUSINESS_WORDS)}` : ''}${rng.pick(kind.suffixes)}`;
  const dbaText = `${rng.chance(0.5) ? stem : rng.pick(D.BUSINESS_STEMS)} ${rng.pick(D.DBA_WORDS)}`;
  const dbaMode = sole ? 'real' : rng.weighted([['real', 55], ['same', 12], ['legal', 8], ['blank', 25]] as const);
  const dba: Item | null = dbaMode === 'real' ? { text: dbaText, fields: { [A('trade_name')]: dbaText } }
    : dbaMode === 'same' ? { text: rng.pick(['SAME', 'Same', 'N/A', 'n/a']), fields: {} } : dbaMode === 'legal' ? { text: legalText, fields: {} } : null;
  const entityText = rng.pick(kind.texts);
  const [industryText, industryId] = rng.pick(D.INDUSTRY_TEXTS);
  const place = rng.pick(D.PLACES);
  const street = `${rng.int(100, 19999)} ${rng.pick(D.STREETS)}${rng.chance(0.4) ? ` ${rng.pick(D.UNITS)}` : ''}`;
  const zip = `${place[3]}${String(rng.int(1, 99)).padStart(2, '0')}`;
  const stateFields = { [A('state_region')]: place[1], [A('country')]: 'United States' };
  // The tax ID: an EIN, or a sole proprietor's own SSN / ITIN (then the legal name is the owner's).
  let taxId: Item | null = null;
  const useSsn = sole && rng.chance(0.45);
  if (useSsn) {
    const d = owners[0]!.taxDigits;
    taxId = { text: F.dashedSsn(d), fields: { [A('business_tax_id')]: d, [A('business_tax_id_type')]: d.startsWith('9') ? 'ITIN' : 'SSN', [A('business_tax_id_country')]: 'US' } };
  } else if (rng.chance(0.93)) {
    const d = F.ein(rng);
    taxId = { text: t.einLabel && rng.chance(0.3) ? d : F.dashedEin(d), fields: { [A('business_tax_id')]: d, [A('business_tax_id_type')]: 'EIN', [A('business_tax_id_country')]: 'US' } };
  }
  const startIso = F.randomDate(rng, 1998, 2023);
  const years = String(2025 - Number(startIso.slice(0, 4)));
  const amount = rng.int(2, 70) * 5000 + (rng.chance(0.2) ? 2500 : 0);
  const money = rng.pick(F.MONEY_FORMATS);
  const terms = rng.chance(0.65);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const [lo, hi] = F.PAYMENT_COUNTS[freq];
  const count = rng.int(lo, hi);
  const pay = Math.round((amount * rng.float(1.22, 1.48) * 100) / count) / 100;
  const ownRent = rng.chance(0.75) ? 'Rent' : 'Own';
  const sales = offRound(Math.round(amount / rng.float(0.6, 1.4) / 100) * 100 + 1300);
  // People around the application never share an owner's last name: a reader taking one is then plainly wrong.
  const others = D.LAST_NAMES.filter((l) => !owners.some((o) => o.last.text === l));
  const isoFirst = rng.pick(D.FIRST_NAMES), isoLast = rng.pick(others);
  return {
    legal: { text: legalText, fields: { [A('legal_name')]: legalText } },
    dba,
    entity: { id: kind.id, text: { text: entityText, fields: { [A('type_of_entity')]: kind.id } }, a: kind.a, b: kind.b,
      other: { text: kind.other, fields: { [A('type_of_entity')]: kind.id } } },
    industry: rng.chance(0.94) ? { text: industryText, fields: { [A('industry')]: industryId } } : null,
    product: rng.pick(['Food & beverage', 'Repairs', 'Services', 'Retail goods', 'Installations', 'Patient care', 'Parts & labor']),
    taxId,
    street, city: place[0], stateCode: place[1], stateName: place[2], zip,
    state: { text: place[1], fields: stateFields },
    addressLine: { text: `${street}, ${place[0]}, ${place[1]} ${zip}`, fields: stateFields },
    phone: F.phone(rng), fax: rng.chance(0.3) ? F.phone(rng) : null,
    email: `${rng.pick(['info', 'office', 'admin', owners[0]!.first.text.toLowerCase()])}@${stem.toLowerCase().replace(/[^a-z]/g, '')}${rng.pick(['.com', 'llc.com', 'co.com'])}`,
    website: rng.chance(0.5) ? `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    start: rng.chance(0.82) ? { text: F.formatDate(startIso, rng.pick(F.START_DATE_FORMATS)), fields: { [A('business_start_date')]: startIso } } : null,
    years,
    incState: rng.pick(D.INCORPORATION_STATES.filter((s) => s !== place[1])),
    amount: { text: F.formatMoney(amount, money), fields: { [A('requested_amount')]: amount } },
    payment: terms ? { text: F.formatMoney(pay, money === 'bare' ? 'bare' : 'dollar_cents'), fields: { [A('requested_payment')]: pay } } : null,
    count: terms && rng.chance(0.9) ? { text: String(count), fields: { [A('number_of_payments')]: count } } : null,
    frequency: terms ? freq : null,
    frequencyText: terms ? { text: rng.pick(F.FREQUENCY_TEXTS[freq]), fields: { [A('payment_frequency')]: freq } } : null,
    monthlySales: F.formatMoney(sales, money), annualRevenue: F.formatMoney(offRound(sales * 12 + rng.int(1, 9) * 1000), money),
    useOfFunds: rng.pick(D.USES_OF_FUNDS), employees: String(rng.int(2, 45)),
    ownRent, landlord: ownRent === 'Rent' ? rng.pick(D.LANDLORDS) : null, landlordPhone: ownRent === 'Rent' ? F.phone(rng) : null,
    rent: ownRent === 'Rent' ? F.formatMoney(rng.int(12, 95) * 100, 'dollar') : null,
    bank: rng.pick(D.BANKS), routing: F.routing(rng), account: rng.digits(rng.int(9, 12)).replace(/^0/, '4'),
    positions: rng.shuffle([...D.FUNDERS]).slice(0, rng.weighted([[0, 3], [1, 3], [2, 2], [3, 1]] as const)).map((funder) => ({
      funder, balance: F.formatMoney(offRound(rng.int(4000, 90000)), 'dollar'),
      payment: F.formatMoney(rng.int(150, 2400), 'dollar') + rng.pick(['/day', '/wk', ' daily', ' weekly']),
      funded: F.formatDate(F.randomDate(rng, 2024, 2025), 'mdy4') })),
    refs: rng.shuffle([...D.SUPPLIERS]).slice(0, rng.int(1, 3)).map((name) => ({ name, contact: `${rng.pick(D.FIRST_NAMES)} ${rng.pick(others)}`, phone: F.phone(rng) })),
    isoRep: `${isoFirst} ${isoLast}`, isoEmail: `${isoFirst[0]!.toLowerCase()}${isoLast.toLowerCase()}@`, isoId: `ISO-${rng.int(1000, 9999)}`,
    appDate: F.formatDate(F.randomDate(rng, 2025, 2025), 'mdy4'),
    owners,
  };
}
