// One applicant business of set 168 as printable values: each Val carries the text to print and the truth fields
// applications.md's rules read from it. Decoys (fields {}) are drawn from pools the applicant never uses.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Val } from './sheet.ts';
import * as F from './formats.ts';
import { CA_CITIES, CREDENTIALS, FIRST, INDUSTRIES, LAST, TITLES, US_CITIES, businessCore, postal, street } from './pools.ts';
import { makeDecoys, type Decoys } from './decoys.ts';

export type Country = 'US' | 'CA';
const A = 'application.';
const ap = (i: number, k: string): string => `${A}applicants[${i}].${k}`;
export const dec = (text: string): Val => ({ text, fields: {} });

export interface OwnerM { name: Val; title: Val; pct: Val; tax: Val | null; dob: Val | null; credit: Val | null; home: Val; full: string; taxDigits: string }
export interface Model {
  country: Country;
  legal: Val; dba: Val | null; entityId: string; entityFree: Val; industry: Val;
  taxId: Val; taxLabel: string; start: Val | null; years: string;
  street: string; city: string; zip: string; stateVal: Val; cityLine: Val; fullAddress: Val;
  phone: string; email: string; website: string;
  amount: Val; payment: Val; nPayments: Val; freq: string; freqLabel: string; freqVal: Val; useOfFunds: string;
  owners: OwnerM[]; ownerTaxLabel: string;
  decoys: Decoys;
}

const US_ENTITY: [string, string[], string][] = [['llc', ['LLC', 'L.L.C.', 'Limited Liability Company'], 'LLC'],
  ['c_corporation', ['Corporation', 'C-Corp', 'Inc.', 'Corp'], 'Inc.'], ['s_corporation', ['S Corp', 'S-Corp', 'S Corporation'], 'Inc.'],
  ['general_partnership', ['Partnership', 'General Partnership'], 'Partners'], ['limited_partnership', ['LP', 'Limited Partnership'], 'LP'],
  ['llp', ['LLP'], 'LLP'], ['pllc', ['PLLC', 'Professional LLC'], 'PLLC'], ['sole_proprietorship', ['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop'], '']];
const CA_ENTITY: [string, string[], string][] = [['ca_corporation', ['Corporation', 'Inc.', 'Ltd.', 'Corp.', 'Limited'], 'Inc.'],
  ['ca_ulc', ['ULC', 'Unlimited Liability Company'], 'ULC'], ['general_partnership', ['Partnership'], 'Partners'],
  ['sole_proprietorship', ['Sole Proprietorship', 'Sole Proprietor'], '']];
const FREQ: [string, string, number, number][] = [['daily', 'Daily', 60, 220], ['weekly', 'Weekly', 12, 52], ['biweekly', 'Bi-Weekly', 6, 26], ['monthly', 'Monthly', 3, 18]];
const SHARES = [[100], [50, 50], [60, 40], [51, 49], [75, 25], [40, 30, 30], [50, 25, 25], [34, 33, 33], [25, 25, 25, 25], [40, 20, 20, 20], [30, 25, 25, 20]];

function owner(rng: Rng, i: number, country: Country, share: number, used: Set<string>): OwnerM {
  let first = rng.pick(FIRST), last = rng.pick(LAST);
  while (used.has(first) || used.has(last)) { first = rng.pick(FIRST); last = rng.pick(LAST); }
  used.add(first); used.add(last);
  const mid = rng.chance(0.3) ? ` ${rng.pick([...'ABCDEJKLMRSTW'])}.` : '';
  const form = rng.weighted([['plain', 5], ['last', 3], ['cred', 1]] as const);
  const text = form === 'last' ? `${last}, ${first}${mid}` : form === 'cred' ? `${first}${mid} ${last}, ${rng.pick(CREDENTIALS)}` : `${first}${mid} ${last}`;
  const itin = country === 'US' && rng.chance(0.1);
  const digits = country === 'CA' ? F.sin(rng) : itin ? F.itin(rng) : F.ssn(rng);
  const type = country === 'CA' ? 'SIN' : itin ? 'ITIN' : 'SSN';
  let tax: Val | null = null;
  const r = rng.next();
  if (r < 0.22) tax = { text: F.masked(rng, digits, country === 'CA' ? 'sin' : 'ssn'), fields: { [ap(i, 'tax_id')]: null, [ap(i, 'tax_id_type')]: null, [ap(i, 'tax_id_country')]: null } };
  else if (r < 0.93) {
    const text = country === 'CA' ? F.fmt9ca(digits, rng.pick([' ', '-'] as const)) : F.fmtSsn(digits);
    tax = { text, fields: { [ap(i, 'tax_id')]: digits, [ap(i, 'tax_id_type')]: type, [ap(i, 'tax_id_country')]: country } };
  }
  const birth = F.randomDate(rng, 1952, 1999);
  const credit = rng.chance(0.7) ? rng.int(540, 815) : null;
  const [city, st, zp] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  let title = i === 0 && share >= 50 ? rng.pick(['Owner', 'President', 'CEO', 'Managing Member']) : rng.pick(TITLES);
  while (used.has(`title:${title}`)) title = rng.pick(TITLES);
  used.add(`title:${title}`);
  return {
    name: { text, fields: { [ap(i, 'first_name')]: first, [ap(i, 'last_name')]: last } },
    title: { text: title, fields: {} },
    pct: { text: F.fmtPct(rng, share), fields: { [ap(i, 'ownership')]: share } },
    tax, taxDigits: digits, full: `${first} ${last}`,
    dob: rng.chance(0.9) ? { text: F.fmtDate(rng, birth, country), fields: { [ap(i, 'date_of_birth')]: F.iso(birth) } } : null,
    credit: credit === null ? null : { text: String(credit), fields: { [ap(i, 'credit_score')]: credit } },
    home: dec(`${street(rng)}, ${city}, ${st} ${postal(rng, country, zp)}`),
  };
}

export function makeModel(rng: Rng, country: Country): Model {
  const used = new Set<string>();
  const [entityId, frees, suffix] = rng.pick(country === 'US' ? US_ENTITY : CA_ENTITY);
  const sole = entityId === 'sole_proprietorship';
  const partners = /partnership|llp/.test(entityId);
  const shares = sole ? [100] : rng.pick(SHARES.filter((s) => !partners || s.length > 1));
  const owners = shares.map((s, i) => owner(rng.fork(`owner${i}`), i, country, s, used));
  for (const [i, o] of owners.entries()) o.title.fields = { [ap(i, 'role')]: o.title.text };
  const [indText, indId, word] = rng.pick(INDUSTRIES);
  const core = businessCore(rng);
  const numbered = country === 'CA' && entityId === 'ca_corporation' && rng.chance(0.25);
  const legalText = sole ? owners[0]!.full
    : numbered ? `${rng.int(1000000, 2999999)} ${rng.pick(['Ontario', 'Alberta', 'B.C.', 'Canada'])} ${rng.pick(['Inc.', 'Ltd.'])}`
      : `${core} ${word}${suffix === 'Partners' ? ' Partners' : suffix === 'Inc.' ? rng.pick([', Inc.', ' Inc.', ' Corp.', ' Corporation']) : suffix === 'LLC' ? rng.pick([' LLC', ', LLC', ' L.L.C.']) : ` ${suffix}`}`;
  const legal: Val = { text: legalText, fields: { [`${A}legal_name`]: legalText } };
  const dbaReal = sole || numbered ? `${core} ${word}` : rng.pick([`${core} ${word}`, `The ${word}`, `${core.split(' ')[0]} ${word}`]);
  const r = rng.next();
  const dba: Val | null = sole || numbered || r < 0.5 ? { text: dbaReal, fields: { [`${A}trade_name`]: dbaReal } }
    : r < 0.65 ? { text: rng.pick(['SAME', 'Same', 'N/A', 'n/a']), fields: { [`${A}trade_name`]: null } }
      : r < 0.75 ? { text: legalText, fields: { [`${A}trade_name`]: null } } : null;
  const entityFree: Val = { text: rng.pick(frees), fields: { [`${A}type_of_entity`]: entityId } };
  const industry: Val = { text: indText, fields: { [`${A}industry`]: indId } };
  // The business tax ID: EIN (a sole proprietor may write the SSN), or a Canadian BN with or without its program account.
  let taxId: Val, taxLabel: string;
  const tf = (d: string | null, t: string | null, c: string | null) => ({ [`${A}business_tax_id`]: d, [`${A}business_tax_id_type`]: t, [`${A}business_tax_id_country`]: c });
  if (country === 'US') {
    const useSsn = sole && rng.chance(0.5) && owners[0]!.tax;
    const d = useSsn ? owners[0]!.taxDigits : F.ein(rng);
    const bare = !useSsn && rng.chance(0.2);
    taxLabel = useSsn ? 'Federal Tax ID (EIN or SSN)' : bare ? 'Federal Tax ID (EIN)' : rng.pick(['Federal Tax ID', 'Tax ID / EIN', 'EIN']);
    const t = useSsn ? (d.startsWith('9') ? 'ITIN' : 'SSN') : 'EIN';
    taxId = rng.chance(0.08) && !useSsn ? { text: F.masked(rng, d, 'ein'), fields: tf(null, null, null) }
      : { text: useSsn ? F.fmtSsn(d) : bare ? d : F.fmtEin(d), fields: tf(d, t, 'US') };
  } else {
    const d = F.bn(rng);
    const prog = rng.chance(0.65) ? `${rng.pick(['RC', 'RT', 'RP'])}${rng.pick(['0001', '0001', '0002'])}` : '';
    taxLabel = prog ? rng.pick(['Business Number', 'CRA Business Number', 'BN / Program Account']) : 'Business Number (BN)';
    const text = prog ? rng.pick([`${d} ${prog}`, `${d}${prog}`, `${d} ${prog.slice(0, 2)} ${prog.slice(2)}`]) : rng.pick([d, F.fmt9ca(d, ' ')]);
    taxId = { text, fields: tf(d + prog, 'BN', 'CA') };
  }
  const startD = F.randomDate(rng, 1998, 2023);
  const years = String(2025 - startD.y);
  const start: Val | null = rng.chance(0.88) ? { text: F.fmtDate(rng, startD, country), fields: { [`${A}business_start_date`]: F.iso(startD) } } : null;
  const [city, st, zp] = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const zip = postal(rng, country, zp);
  const label = country === 'US' ? 'United States' : 'Canada';
  const sf = { [`${A}state_region`]: st, [`${A}country`]: label };
  const streetText = street(rng);
  const amountN = rng.int(3, 80) * 5000;
  const [freq, freqLabel, lo, hi] = rng.pick(FREQ);
  const n = rng.int(lo, hi);
  const pay = Math.round((amountN * rng.float(1.22, 1.48) / n) * 100) / 100;
  const slug = core.toLowerCase().replace(/[^a-z]/g, '');
  return {
    country, legal, dba, entityId, entityFree, industry, taxId, taxLabel, start, years,
    street: streetText, city, zip, stateVal: { text: st, fields: sf },
    cityLine: { text: `${city}, ${st} ${zip}`, fields: sf }, fullAddress: { text: `${streetText}, ${city}, ${st} ${zip}`, fields: sf },
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${rng.digits(4)}`, email: `${rng.pick(['info', 'office', 'accounts'])}@${slug}.${country === 'CA' ? 'ca' : 'com'}`,
    website: `www.${slug}${rng.pick(['', 'co', 'shop'])}.${country === 'CA' ? 'ca' : 'com'}`,
    amount: { text: F.fmtMoney(rng, amountN, country), fields: { [`${A}requested_amount`]: amountN } },
    payment: { text: F.fmtMoney(rng, pay, country), fields: { [`${A}requested_payment`]: pay } },
    nPayments: { text: String(n), fields: { [`${A}number_of_payments`]: n } },
    freq, freqLabel, freqVal: { text: rng.pick([freqLabel, freqLabel.toUpperCase()]), fields: { [`${A}payment_frequency`]: freq } }, useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Renovation']),
    owners, ownerTaxLabel: country === 'CA' ? 'SIN' : rng.pick(['SSN', 'SSN / ITIN', 'Social Security #']),
    decoys: makeDecoys(rng.fork('decoys'), country, { st, amount: amountN, pay, legal: legalText, owners: owners.map((o) => o.full), taxIds: [taxId.text.replace(/\D/g, ''), ...owners.map((o) => o.taxDigits)] }),
  };
}
