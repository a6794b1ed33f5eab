// The merchant behind one form, and the truth paths each printed value gives. Decisions drawn here use the model's
// Rng only, so every style of a (layout, seed) prints the same values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Value } from './draw.ts';
import { BANKS, CA_CITIES, CREDENTIALS, DBA_TAILS, ENTITY_BOXES, ENTITY_FREE, ENTITY_OTHER, FIRST, FUNDERS, INDUSTRIES, LAST, NAME_HEADS,
  NAME_TAILS, OTHER_FIRST, OTHER_LAST, ROLES, STREETS, US_CITIES, bn, ein, itin, phone, postal, randDate, sin, ssn, suffixFor, iso,
  type Country, type Ymd } from './data.ts';

export interface Owner {
  first: string; mi: string | null; last: string; role: string; pct: number; tax: string; taxType: 'SSN' | 'ITIN' | 'SIN';
  dob: Ymd; score: number; home: string;
}
export interface Merchant {
  country: Country; legal: string; dba: string; entityText: string; entityId: string; entityMode: 'box' | 'other' | 'free';
  industryText: string; industryId: string; taxId: string; taxType: 'EIN' | 'SSN' | 'BN'; street: string; city: string; state: string;
  zip: string; phone: string; start: Ymd; amount: number; payment: number; nPay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[]; incState: string; bank: string; routing: string; account: string;
}
export interface MerchantOpts { country: Country; owners: [number, number]; entity: 'box' | 'free'; upper?: boolean }

export const A = (k: string) => `application.${k}`;
export const O = (i: number, k: string) => `application.applicants[${i}].${k}`;
export const countryLabel = (c: Country) => (c === 'US' ? 'United States' : 'Canada');

function ownerOf(rng: Rng, c: Country, used: Set<string>, upper: boolean): Owner {
  let first = rng.pick(FIRST), last = rng.pick(LAST);
  while (used.has(last) || used.has(first)) { first = rng.pick(FIRST); last = rng.pick(LAST); }
  used.add(first); used.add(last);
  const taxType = c === 'CA' ? 'SIN' : rng.chance(0.12) ? 'ITIN' : 'SSN';
  const tax = taxType === 'SIN' ? sin(rng) : taxType === 'ITIN' ? itin(rng) : ssn(rng);
  const [city, st, zp] = rng.pick(c === 'US' ? US_CITIES : CA_CITIES);
  const up = (s: string) => (upper ? s.toUpperCase() : s);
  return { first: up(first), last: up(last), mi: rng.chance(0.4) ? rng.alnum(1, 'ABCDEFGHJKLMNPRSTW') : null, role: up(rng.pick(ROLES)),
    pct: 0, tax, taxType, dob: randDate(rng, 1956, 2000), score: rng.int(540, 815),
    home: `${rng.int(10, 9899)} ${rng.pick(STREETS)}, ${city}, ${st} ${postal(rng, zp, c)}` };
}

function split(rng: Rng, n: number): number[] {
  if (n === 1) return [rng.pick([100, 100, 100, 51, 75, 80, 90])];
  const cuts = n === 2 ? rng.pick([[50, 50], [51, 49], [60, 40], [75, 25], [70, 30], [55, 45]])
    : n === 3 ? rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25], [60, 20, 20]]) : rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 30, 20, 20]]);
  return cuts;
}

export function makeMerchant(rng: Rng, o: MerchantOpts): Merchant {
  const c = o.country, up = (s: string) => (o.upper ? s.toUpperCase() : s);
  const used = new Set<string>();
  const owners = Array.from({ length: rng.int(o.owners[0], o.owners[1]) }, () => ownerOf(rng, c, used, !!o.upper));
  split(rng, owners.length).forEach((p, i) => { owners[i]!.pct = p; });
  let entityText: string, entityId: string, entityMode: Merchant['entityMode'];
  if (o.entity === 'free') { [entityText, entityId] = rng.pick(ENTITY_FREE[c]); entityMode = 'free'; }
  else if (rng.chance(0.25)) { [entityText, entityId] = rng.pick(ENTITY_OTHER[c]); entityMode = 'other'; }
  else {
    const boxes = ENTITY_BOXES[c].filter(([, id]) => id !== 'nonprofit_corporation' && (owners.length === 1 || id !== 'sole_proprietorship'));
    [entityText, entityId] = rng.pick(boxes); entityMode = 'box';
  }
  if (owners.length > 1 && entityId === 'sole_proprietorship') { entityText = c === 'US' ? 'LLC' : 'Corporation'; entityId = c === 'US' ? 'llc' : 'ca_corporation'; entityMode = 'box'; }
  const [industryText, industryId] = rng.pick(INDUSTRIES);
  const head = rng.pick(NAME_HEADS);
  const sole = entityId === 'sole_proprietorship';
  const legal = up(sole ? `${owners[0]!.first} ${owners[0]!.last}` : `${head} ${rng.pick(NAME_TAILS)} ${suffixFor(entityId, rng)}`);
  let dba = up(`${head} ${rng.pick(DBA_TAILS)}`);
  if (sole) dba = up(`${head} ${industryText.split(' ')[0]}`);
  let taxType: Merchant['taxType'] = c === 'CA' ? 'BN' : 'EIN';
  let taxId = c === 'CA' ? bn(rng) : ein(rng);
  if (sole && c === 'US' && owners[0]!.taxType === 'SSN' && rng.chance(0.5)) { taxType = 'SSN'; taxId = owners[0]!.tax; }
  const [city, state, zp] = rng.pick(c === 'US' ? US_CITIES : CA_CITIES);
  const amount = rng.int(8, 200) * rng.pick([500, 1000]);
  const freq = rng.pick(['daily', 'daily', 'weekly', 'weekly', 'biweekly', 'monthly'] as const);
  const nPay = { daily: rng.pick([60, 80, 100, 120, 140]), weekly: rng.pick([16, 20, 26, 32, 40]), biweekly: rng.int(8, 20), monthly: rng.int(6, 12) }[freq];
  const payment = Math.round((amount * rng.float(1.22, 1.45) * 100) / nPay) / 100;
  const incPool = c === 'US' ? ['DE', 'NV', 'WY', 'FL', 'TX'] : ['ON', 'BC', 'AB', 'NS'];
  return { country: c, legal, dba, entityText: up(entityText), entityId, entityMode, industryText: up(industryText), industryId, taxId, taxType,
    street: `${rng.int(12, 9850)} ${rng.pick(STREETS)}`, city, state, zip: postal(rng, zp, c), phone: phone(rng),
    start: randDate(rng, 1994, 2023), amount, payment, nPay, freq, owners, incState: rng.pick(incPool.filter((s) => s !== state)),
    bank: rng.pick(BANKS[c]), routing: c === 'US' ? '0' + rng.digits(8) : `0${rng.digits(4)}-${rng.digits(3)}`, account: rng.digits(rng.int(8, 12)) };
}

// ---- truth paths of printed values -------------------------------------------------------------------------------
export const fLegal = (m: Merchant) => ({ [A('legal_name')]: m.legal });
export const fDba = (m: Merchant) => ({ [A('trade_name')]: m.dba });
export const fEntity = (m: Merchant) => ({ [A('type_of_entity')]: m.entityId });
export const fIndustry = (m: Merchant) => ({ [A('industry')]: m.industryId });
export const fTax = (m: Merchant) => ({ [A('business_tax_id')]: m.taxId, [A('business_tax_id_type')]: m.taxType, [A('business_tax_id_country')]: m.country });
export const fState = (m: Merchant) => ({ [A('state_region')]: m.state, [A('country')]: countryLabel(m.country) });
export const fAmount = (m: Merchant) => ({ [A('requested_amount')]: m.amount });
export const fPayment = (m: Merchant) => ({ [A('requested_payment')]: m.payment });
export const fNPay = (m: Merchant) => ({ [A('number_of_payments')]: m.nPay });
export const fFreq = (m: Merchant) => ({ [A('payment_frequency')]: m.freq });
export const fStart = (m: Merchant) => ({ [A('business_start_date')]: iso(m.start) });
export const fName = (i: number, o: Owner) => ({ [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last });
export const fFirst = (i: number, o: Owner) => ({ [O(i, 'first_name')]: o.first });
export const fLast = (i: number, o: Owner) => ({ [O(i, 'last_name')]: o.last });
export const fRole = (i: number, o: Owner) => ({ [O(i, 'role')]: o.role });
export const fPct = (i: number, o: Owner) => ({ [O(i, 'ownership')]: o.pct });
export const fScore = (i: number, o: Owner) => ({ [O(i, 'credit_score')]: o.score });
export const fDob = (i: number, o: Owner) => ({ [O(i, 'date_of_birth')]: iso(o.dob) });
export const fOwnerTax = (i: number, o: Owner) => ({ [O(i, 'tax_id')]: o.tax, [O(i, 'tax_id_type')]: o.taxType, [O(i, 'tax_id_country')]: o.taxType === 'SIN' ? 'CA' : 'US' });
/** The same paths, read as null (a filler: N/A, SAME, a masked number). */
export const nulls = (f: Record<string, Value>) => Object.fromEntries(Object.keys(f).map((k) => [k, null]));

/** A one-line owner name as a hand or a broker writes it. */
export function nameText(o: Owner, rng: Rng, cred = true): string {
  const mi = o.mi ? ` ${o.mi}.` : '';
  return rng.weighted<string>([[`${o.first}${mi} ${o.last}`, 4], [`${o.last}, ${o.first}${mi}`, 2], ...(cred ? [[`${o.first} ${o.last}, ${rng.pick(CREDENTIALS)}`, 1] as [string, number]] : [])]);
}
export const otherName = (rng: Rng) => `${rng.pick(OTHER_FIRST)} ${rng.pick(OTHER_LAST)}`;
export const funder = (rng: Rng) => rng.pick(FUNDERS);
/** A decoy amount that is never one of the real amounts. */
export function decoyMoney(m: Merchant, v: number): number {
  while (v === m.amount || v === m.payment) v += 7;
  return v;
}
