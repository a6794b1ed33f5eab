// One merchant of set 131 as PRINTED on the form (strings, '' = left blank), with the truth applications.md's rules give
// from those strings and the decoys printed beside them. Everything from the seed's Rng: same seed, same merchant.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import * as P from './pools.ts';
import { blankOr, caPostal, ein, itin, luhnNine, money, sin, ssn, phone, printDate } from './values.ts';

/** An entity choice as a layout offers it: printed label (or code) and the entity-types reference id. */
export type EntityOption = readonly [label: string, id: string];
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  name: string; first: string; last: string; title: string; own: string; ownNum: number | null;
  tax: string; dob: string; fico: string; home: string; cell: string; email: string;
  truth: TruthApplicant;
}

export interface Merchant {
  country: 'US' | 'CA';
  legal: string; dba: string; entity: EntityOption; industry: string; tax: string;
  street: string; city: string; state: string; zip: string; stateOfInc: string;
  phone: string; email: string; web: string; start: string; yrs: string; employees: string; ownRent: string;
  amount: string; pmt: string; nPmts: string; freq: Freq | null; use: string; avgSales: string; annualRev: string;
  landlord: { name: string; phone: string; rent: string };
  bank: { name: string; rtg: string; acct: string };
  prior: { funder: string; bal: string; pmt: string }[];
  refs: { name: string; phone: string }[];
  iso: { name: string; phone: string; id: string };
  owners: Owner[];
  truth: TruthApplication;
}

export interface MerchantSpec {
  /** Entity options the layout prints, per country; a layout without Canadian variants gives none for CA. */
  entities: { US: readonly EntityOption[]; CA?: readonly EntityOption[] };
  /** Chance of a Canadian merchant (0 when the layout has no Canadian variant). */
  canada: number;
}

function companyName(r: Rng, entityId: string, country: 'US' | 'CA', noun: string, owners: { first: string; last: string }[]): string {
  const w = r.pick(P.NAME_WORDS);
  switch (entityId) {
    case 'llc': return r.pick([`${w} ${noun} LLC`, `${w} ${noun}, LLC`, `${w} ${noun} L.L.C.`]);
    case 'pllc': return `${w} ${noun} PLLC`;
    case 'limited_partnership': return r.pick([`${w} ${noun} LP`, `${w} ${noun}, L.P.`]);
    case 'llp': return `${w} ${noun} LLP`;
    case 'general_partnership': return owners.length > 1 ? `${owners[0]!.last} & ${owners[1]!.last} ${noun}` : `${w} ${noun} Partners`;
    case 'ca_ulc': return `${w} ${noun} ULC`;
    case 'sole_proprietorship': return `${owners[0]!.first} ${owners[0]!.last}`;
    default:
      if (country === 'CA' && r.chance(0.25)) return `${r.int(1000000, 2999999)} ${r.pick(['Ontario', 'Alberta', 'B.C.', 'Canada'])} Inc.`;
      return r.pick(country === 'CA' ? [`${w} ${noun} Inc.`, `${w} ${noun} Ltd.`, `${w} ${noun} Corp.`]
        : [`${w} ${noun}, Inc.`, `${w} ${noun} Inc`, `${w} ${noun} Corp.`, `${w} ${noun} Corporation`]);
  }
}

function shares(r: Rng, n: number): number[] {
  if (n === 1) return [r.pick([100, 100, 100, 51])];
  if (n === 2) return r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]);
  if (n === 3) return r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [33.34, 33.33, 33.33]]);
  return r.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
}

function titleFor(r: Rng, entityId: string, i: number): string {
  if (entityId === 'sole_proprietorship') return r.pick(['Owner', 'Owner', 'Sole Owner', 'Proprietor']);
  if (entityId.includes('partnership') || entityId === 'llp') return r.pick(['Partner', 'General Partner', 'Partner']);
  if (entityId.includes('llc')) return i === 0 ? r.pick(['Managing Member', 'Owner', 'CEO', 'Mgr. Member']) : r.pick(['Member', 'Member', 'COO']);
  return i === 0 ? r.pick(['President', 'CEO', 'Pres.', 'Owner']) : r.pick(['VP', 'Secretary', 'Treasurer', 'Director', 'COO']);
}

function makeOwner(r: Rng, country: 'US' | 'CA', entityId: string, i: number, share: number, usedLast: Set<string>, state: string): Owner {
  const first = r.pick(P.FIRST);
  let last = r.pick(P.LAST);
  while (usedLast.has(last)) last = r.pick(P.LAST);
  usedLast.add(last);
  const style = r.weighted([['plain', 60], ['middle', 18], ['swapped', 12], ['cred', 10]] as const);
  const mi = String.fromCharCode(65 + r.int(0, 25));
  const name = style === 'middle' ? `${first} ${mi}. ${last}` : style === 'swapped' ? `${last}, ${first}`
    : style === 'cred' ? `${first} ${last}, ${r.pick(P.CREDENTIALS)}` : `${first} ${last}`;
  const title = r.chance(0.88) ? titleFor(r, entityId, i) : '';
  const ownPrinted = r.chance(i === 0 ? 0.95 : 0.85);
  const own = ownPrinted ? r.pick([`${share}`, `${share}%`, `${share} %`]) : '';
  // Tax id of the owner: full, masked or blank.
  const kind = r.weighted([['full', 58], ['masked', 28], ['blank', 14]] as const);
  let tax = '', taxDigits: string | null = null, taxType: string | null = null;
  if (country === 'CA') {
    const n = sin(r);
    if (kind === 'full') { tax = r.pick([`${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`]); taxDigits = n; taxType = 'SIN'; }
    else if (kind === 'masked') tax = `*** *** ${n.slice(6)}`;
  } else {
    const isItin = r.chance(0.1);
    const n = isItin ? itin(r) : ssn(r);
    if (kind === 'full') { tax = `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`; taxDigits = n; taxType = isItin ? 'ITIN' : 'SSN'; }
    else if (kind === 'masked') tax = `${r.pick(['XXX-XX-', '***-**-', 'xxx-xx-'])}${n.slice(5)}`;
  }
  const y = r.int(1956, 1999), m = r.int(1, 12), d = r.int(1, 28);
  const dobKind = r.weighted([['full', 70], ['masked', 10], ['blank', 20]] as const);
  const dob = dobKind === 'full' ? printDate(r, y, m, d, country, false) : dobKind === 'masked' ? `**/**/${y}` : '';
  const fico = r.chance(0.6) ? String(r.int(520, 805)) : '';
  const place = country === 'CA' ? r.pick(P.CA_PLACES.filter((p) => p[1] === state)) : r.pick(P.US_PLACES);
  const zip = country === 'CA' ? caPostal(r, place[2]) : `${place[2]}${r.digits(2)}`;
  const home = `${r.int(10, 9899)} ${r.pick(P.STREET_NAMES)}, ${place[0]}, ${place[1]} ${zip}`;
  const truth: TruthApplicant = {
    first_name: first, last_name: last, role: title || null, ownership: ownPrinted ? share : null,
    credit_score: fico ? Number(fico) : null, tax_id: taxDigits, tax_id_type: taxType, tax_id_country: taxDigits ? country : null,
    date_of_birth: dobKind === 'full' ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null,
  };
  return { name, first, last, title, own, ownNum: ownPrinted ? share : null, tax, dob, fico, home, cell: phone(r),
    email: `${first[0]!.toLowerCase()}${last.toLowerCase().replace(/[^a-z]/g, '')}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com'])}`, truth };
}

function request(r: Rng, m: Merchant, freqs: readonly Freq[]): void {
  const amt = r.int(3, 100) * 5000;
  if (r.chance(0.85)) m.amount = r.pick([money(amt, false, true), money(amt, false, false), money(amt, true, true)]);
  const freq = r.pick(freqs);
  const n = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([26, 32, 40, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const pmt = Math.round((amt * r.float(1.25, 1.45) / n) * 100) / 100;
  if (r.chance(0.6)) m.freq = freq;
  if (r.chance(0.55)) m.nPmts = String(n);
  if (r.chance(0.5)) m.pmt = money(pmt, true, true);
  m.truth.requested_amount = m.amount ? amt : null;
  m.truth.requested_payment = m.pmt ? pmt : null;
  m.truth.number_of_payments = m.nPmts ? n : null;
  m.truth.payment_frequency = m.freq;
}

export function makeMerchant(r: Rng, spec: MerchantSpec, freqs: readonly Freq[]): Merchant {
  const country: 'US' | 'CA' = spec.entities.CA && r.chance(spec.canada) ? 'CA' : 'US';
  const entity = r.pick(country === 'CA' ? spec.entities.CA! : spec.entities.US);
  const [indText, indId, noun] = r.pick(P.INDUSTRIES);
  const place = r.pick(country === 'CA' ? P.CA_PLACES : P.US_PLACES);
  const sole = entity[1] === 'sole_proprietorship';
  const nOwners = sole ? 1 : r.weighted([[1, 35], [2, 35], [3, 20], [4, 10]] as const);
  const used = new Set<string>();
  const sh = shares(r, nOwners);
  const owners = sh.map((s, i) => makeOwner(r, country, entity[1], i, s, used, place[1]));
  const legal = companyName(r, entity[1], country, noun, owners);
  const dbaKind = r.weighted([['own', 50], ['blank', 15], ['SAME', 10], ['N/A', 8], ['equal', 7]] as const);
  const dba = legal.match(/^\d/) || sole ? `${r.pick(P.NAME_WORDS)} ${noun}` : dbaKind === 'own' ? `${r.pick(P.NAME_WORDS)} ${noun}`
    : dbaKind === 'equal' ? legal : dbaKind === 'blank' ? '' : dbaKind;
  // Business tax id.
  let tax = '', taxDigits: string | null = null, taxType: string | null = null;
  const tk = r.weighted([['full', 84], ['masked', 8], ['blank', 8]] as const);
  if (country === 'CA') {
    const bn = luhnNine(r, String(r.int(7, 8)));
    const prog = `RC000${r.int(1, 3)}`;
    if (tk === 'full') { tax = r.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog}`]); taxDigits = bn + prog; taxType = 'BN'; }
    else if (tk === 'masked') tax = `*****${bn.slice(5)} ${prog}`;
  } else if (sole && owners[0]!.truth.tax_id && r.chance(0.6)) {
    tax = owners[0]!.tax; taxDigits = owners[0]!.truth.tax_id; taxType = owners[0]!.truth.tax_id_type;
  } else {
    const e = ein(r);
    if (tk === 'full') { tax = `${e.slice(0, 2)}-${e.slice(2)}`; taxDigits = e; taxType = 'EIN'; }
    else if (tk === 'masked') tax = `XX-XXX${e.slice(5)}`;
  }
  const sy = r.int(1994, 2024), sm = r.int(1, 12), sd = r.int(1, 28);
  const start = r.chance(0.75) ? printDate(r, sy, sm, sd, country, true) : '';
  const zip = country === 'CA' ? caPostal(r, place[2]) : `${place[2]}${r.digits(2)}`;
  const incPool = country === 'CA' ? ['ON', 'BC', 'AB', 'QC', 'CBCA (Fed.)'] : P.INC_STATES;
  const m: Merchant = {
    country, legal, dba, entity, industry: r.chance(0.9) ? indText : '', tax,
    street: `${r.int(12, 9800)} ${r.pick(P.STREET_NAMES)}${r.chance(0.3) ? ` ${r.pick(['Ste', 'Unit', '#'])} ${r.int(1, 420)}` : ''}`,
    city: place[0], state: place[1], zip, stateOfInc: entity[1] === 'sole_proprietorship' ? '' : r.chance(0.7) ? r.pick(incPool) : place[1],
    phone: phone(r), email: `info@${noun.toLowerCase().replace(/[^a-z]/g, '')}${r.int(1, 99)}.com`, web: r.chance(0.6) ? `www.${noun.toLowerCase().replace(/[^a-z]/g, '')}${r.int(1, 99)}.com` : '',
    start, yrs: r.chance(0.8) ? String(2026 - sy) : '', employees: String(r.int(1, 60)), ownRent: r.pick(['Own', 'Rent', 'Rent', 'Lease']),
    amount: '', pmt: '', nPmts: '', freq: null, use: r.pick(P.USES),
    avgSales: money(r.int(15, 400) * 1000, true, true), annualRev: money(r.int(2, 45) * 100000, true, false),
    landlord: { name: r.pick(P.LANDLORDS), phone: phone(r), rent: money(r.int(15, 120) * 100, true, false) },
    bank: { name: r.pick(country === 'CA' ? P.BANKS_CA : P.BANKS_US), rtg: country === 'CA' ? `0${r.digits(4)}-${r.digits(3)}` : `0${r.digits(8)}`, acct: r.digits(r.int(8, 12)) },
    prior: Array.from({ length: r.weighted([[0, 35], [1, 40], [2, 25]] as const) }, () => ({
      funder: r.pick(P.FUNDERS), bal: money(r.int(4, 90) * 1000 + r.int(0, 99) * 10, true, false), pmt: money(r.int(90, 1900) + r.int(0, 99) / 100, true, true) })),
    refs: [0, 1].map(() => ({ name: r.pick(P.REF_NAMES), phone: phone(r) })),
    iso: { name: `${r.pick(P.FIRST)} ${r.pick(P.LAST)}`, phone: phone(r), id: `ISO-${r.digits(4)}` },
    owners,
    truth: {
      trade_name: blankOr(dba, legal), legal_name: legal, type_of_entity: entity[1], industry: null,
      business_tax_id: taxDigits, business_tax_id_country: taxDigits ? country : null, business_tax_id_type: taxType,
      state_region: place[1], country: country === 'CA' ? 'Canada' : 'United States',
      requested_amount: null, requested_payment: null, number_of_payments: null, payment_frequency: null,
      business_start_date: start ? `${sy}-${String(sm).padStart(2, '0')}-${String(sd).padStart(2, '0')}` : null,
      applicants: owners.map((o) => o.truth),
    },
  };
  m.truth.industry = m.industry ? indId : null;
  request(r, m, freqs);
  return m;
}
