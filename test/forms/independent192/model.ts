// One application's content, drawn from (layout, seed) only: the three styles of a seed render this same model, so
// they print the same values and share one truth. Each value carries the text as printed and the value
// applications.md's rules give for it; `truthOf` assembles the expected application, which index.ts checks against
// what the layout actually placed.
import { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeOwners, type Owner } from './owners.ts';
import {
  BUSINESS_TYPES, CA_BANKS, CA_CITIES, FUNDERS, NAME_WORDS, STREETS, US_BANKS, US_CITIES, USES, dashed, ein, fmtDate, iso, luhn9,
  money, phone, routing, type DateFormat,
} from './data.ts';
import { PROVINCES, STATES, entityId, industryId, regionName } from './reference.ts';

export type { Owner } from './owners.ts';
export interface Shown<T> { text: string; value: T }
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Caps {
  maxOwners: number;
  country: 'US' | 'CA' | 'either';
  /** How often the requested payment, number of payments and schedule are printed. */
  terms: number;
  dates: DateFormat[];
  /** Entity choices the layout offers (its pills, radios or dropdown list); `Other` has a line. */
  entityOptions: (country: 'US' | 'CA') => string[];
}

export interface Model {
  country: 'US' | 'CA';
  legal: string;
  /** The printed DBA / operating name ('' when left blank). */
  dba: Shown<string | null>;
  entity: { options: string[]; chosen: string; other: string | null; value: string };
  industry: Shown<string>;
  tax: { text: string; value: string; type: string; label: string; box: string | null };
  start: Shown<string> | null;
  yearsInBusiness: string;
  address: { street: string; suite: string; city: string; code: string; name: string; zip: string };
  phone: string; email: string; website: string | null;
  incorporated: string;
  amount: Shown<number>;
  payment: Shown<number> | null;
  count: Shown<number> | null;
  freq: Shown<Freq> | null;
  use: string;
  monthlySales: string;
  owners: Owner[];
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string; rent: string } | null;
  iso: { name: string; phone: string; email: string; company: string };
  funders: { name: string; balance: string; payment: string; freq: string }[];
  refs: { name: string; phone: string }[];
  appId: string;
  submitted: string;
  /** How a chosen option is marked in the handwritten style. */
  mark: 'tick' | 'x' | 'circle';
  markEmpty: 'dash' | 'blank';
}

const FREQS: readonly (readonly [Freq, string, [number, number]])[] = [
  ['daily', 'Daily', [60, 180]], ['weekly', 'Weekly', [16, 52]], ['biweekly', 'Bi-Weekly', [8, 26]], ['monthly', 'Monthly', [6, 18]]];
export const FREQ_LABELS = FREQS.map((f) => f[1]);

const LEGAL_SUFFIX: Record<string, string[]> = {
  llc: [' LLC', ', LLC', ' L.L.C.'], c_corporation: [', Inc.', ' Inc', ' Corp.', ' Corporation'], s_corporation: [', Inc.', ' Inc.'],
  general_partnership: [' Partners', ' & Associates'], llp: [' LLP'], limited_partnership: [', LP', ' L.P.'], pllc: [', PLLC'],
  nonprofit_corporation: [' Foundation', ' Community Inc.'], ca_corporation: [' Inc.', ' Ltd.', ' Corp.', ' Limited'], ca_ulc: [' ULC'],
  cooperative: [' Co-operative'], l3c: [' L3C'], trust: [' Trust'], joint_venture: [' JV'],
};

function pickDate(rng: Rng, y0: number, y1: number): string {
  return iso(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));
}

function entity(rng: Rng, caps: Caps, country: 'US' | 'CA', sole: boolean): Model['entity'] {
  const options = caps.entityOptions(country);
  const soleLabel = options.find((o) => /^sole/i.test(o));
  if (sole && soleLabel) return { options, chosen: soleLabel, other: null, value: entityId(soleLabel, country) };
  const pool = options.filter((o) => !/^sole|^non-?profit/i.test(o));
  const chosen = rng.chance(0.12) && options.includes('Other') ? 'Other' : rng.pick(pool.filter((o) => o !== 'Other'));
  if (chosen === 'Other') {
    const other = rng.pick(country === 'US' ? ['L3C', 'Professional LLC', 'Trust', 'Joint Venture', 'Series LLC'] : ['Trust', 'Joint Venture', 'LLP']);
    return { options, chosen, other, value: entityId(other, country) };
  }
  return { options, chosen, other: null, value: entityId(chosen, country) };
}

function taxId(rng: Rng, country: 'US' | 'CA', sole: Owner | null): Model['tax'] {
  if (country === 'US') {
    if (sole) {
      const digits = sole.taxDigits;
      const type = digits.startsWith('9') ? 'ITIN' : 'SSN';
      return { text: dashed(digits, [3, 2, 4]), value: digits, type, label: rng.pick(['Tax ID (EIN or SSN)', 'Business Tax ID', 'Federal Tax ID']), box: null };
    }
    const d = ein(rng);
    // A bare nine digits is typed only under a label that names the EIN (applications.md).
    if (rng.chance(0.3)) return { text: d, value: d, type: 'EIN', label: rng.pick(['Federal Tax ID (EIN)', 'EIN']), box: null };
    return { text: dashed(d, [2, 7]), value: d, type: 'EIN', label: rng.pick(['Federal Tax ID', 'Tax ID', 'EIN / Tax ID']), box: null };
  }
  if (sole) return { text: dashed(sole.taxDigits, [3, 3, 3], ' '), value: sole.taxDigits, type: 'SIN', label: 'Business Number / SIN', box: 'SIN' };
  const bn = luhn9(rng, rng.int(7, 8));
  const r = rng.next();
  if (r < 0.45) {
    const prog = rng.pick(['RC', 'RT', 'RP']) + '0001';
    return { text: `${bn} ${prog}`, value: bn + prog, type: 'BN', label: 'Business Number (BN)', box: null };
  }
  const text = r < 0.75 ? bn : dashed(bn, [3, 3, 3], ' ');
  return { text, value: bn, type: 'BN', label: 'Business Number / SIN', box: 'BN' };
}

function terms(rng: Rng, caps: Caps, amount: number): Pick<Model, 'payment' | 'count' | 'freq'> {
  if (!rng.chance(caps.terms)) return { payment: null, count: null, freq: rng.chance(0.3) ? freqShown(rng) : null };
  const f = freqShown(rng);
  const [lo, hi] = FREQS.find((x) => x[0] === f.value)![2];
  const n = rng.int(lo, hi);
  const pay = Math.round((amount * rng.float(1.25, 1.45) / n) * 100) / 100;
  const cents = rng.chance(0.6);
  const p = cents ? pay : Math.round(pay);
  return { payment: { text: '$' + money(p, cents), value: p }, count: { text: String(n), value: n }, freq: f };
}

function freqShown(rng: Rng): Shown<Freq> {
  const f = rng.pick(FREQS);
  return { text: f[1], value: f[0] };
}

export function buildModel(layout: string, seed: number, caps: Caps): Model {
  const rng = new Rng(`independent192:${layout}:${seed}`);
  const country: 'US' | 'CA' = caps.country === 'either' ? (rng.chance(0.4) ? 'CA' : 'US') : caps.country;
  const [typeText, bizWord] = rng.pick(BUSINESS_TYPES);
  const nOwners = rng.int(1, caps.maxOwners);
  const soleProp = nOwners === 1 && rng.chance(0.2);
  const owners = makeOwners(rng.fork('owners'), country, nOwners, caps.dates, soleProp);
  const sole = soleProp ? owners[0]! : null;
  const ent = entity(rng, caps, country, soleProp);
  const brand = `${rng.pick(NAME_WORDS)} ${bizWord}`;
  const numbered = country === 'CA' && ent.value === 'ca_corporation' && rng.chance(0.3);
  const city = rng.pick(country === 'US' ? US_CITIES : CA_CITIES);
  const legal = sole ? `${sole.first} ${sole.last}`
    : numbered ? `${rng.int(1000000, 2999999)} ${regionName(city[1], 'CA')} Inc.` : brand + rng.pick(LEGAL_SUFFIX[ent.value] ?? [' LLC']);
  const dba = dbaOf(rng, legal, brand, sole !== null || numbered);
  const amountValue = rng.int(10, 400) * (rng.chance(0.5) ? 1000 : 500);
  const cad = country === 'CA' && rng.chance(0.5);
  const amountText = cad ? rng.pick([`CAD ${money(amountValue, false)}`, `$${money(amountValue, false)} CAD`]) : `$${money(amountValue, rng.chance(0.3))}`;
  const startIso = pickDate(rng, 2003, 2023);
  const regions = country === 'US' ? STATES : PROVINCES;
  const incorporated = rng.pick(regions.filter((r) => r.code !== city[1])).name;
  const funders = rng.shuffle([...FUNDERS]).slice(0, rng.int(0, 2)).map((name) => ({
    name, balance: '$' + money(rng.int(8, 90) * 1000 + 250, true), payment: '$' + money(rng.int(150, 2400) + 0.5, true), freq: rng.pick(['Daily', 'Weekly']) }));
  return {
    country, legal, dba, entity: ent, industry: { text: typeText, value: industryId(typeText) },
    tax: taxId(rng, country, sole),
    start: rng.chance(0.85) ? { text: fmtDate(startIso, rng.pick(caps.dates)), value: startIso } : null,
    yearsInBusiness: `${2025 - Number(startIso.slice(0, 4))} yrs`,
    address: { street: `${rng.int(12, 9890)} ${rng.pick(STREETS)}`, suite: rng.chance(0.4) ? `Suite ${rng.int(100, 450)}` : '',
      city: city[0], code: city[1], name: regionName(city[1], country), zip: postal(rng, country, city[2]) },
    phone: phone(rng, country), email: `${rng.pick(['info', 'office', 'accounts', 'hello'])}@${brand.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    website: rng.chance(0.6) ? `www.${brand.toLowerCase().replace(/[^a-z]/g, '')}.com` : null,
    incorporated, amount: { text: amountText, value: amountValue }, ...terms(rng, caps, amountValue),
    use: rng.pick(USES), monthlySales: '$' + money(Math.round(amountValue * rng.float(0.6, 2.2) / 100) * 100, false),
    owners,
    bank: { name: rng.pick(country === 'US' ? US_BANKS : CA_BANKS), routing: country === 'US' ? routing(rng) : `${rng.digits(5)}-${rng.pick(['001', '002', '003', '004', '006', '010', '815'])}`,
      account: rng.digits(rng.int(7, 12)) },
    landlord: rng.chance(0.7) ? { name: rng.pick(['Parkside Realty Group', 'M & R Properties', 'Westfield Holdings', 'Lakeside Commercial LLC', 'Crown Property Mgmt']),
      phone: phone(rng, country), rent: '$' + money(rng.int(18, 120) * 100, false) } : null,
    iso: { name: rng.pick(['Jordan Blake', 'Alexis Romero', 'Tyler Brooks', 'Nina Castellano', 'Sam Whitfield']), phone: phone(rng, country),
      email: `${rng.pick(['jblake', 'aromero', 'tbrooks', 'nina', 'sam.w'])}@${rng.pick(['fundingdesk', 'isoadvisors', 'capbridge'])}.com`,
      company: rng.pick(['CapBridge Advisors', 'Funding Desk ISO', 'Northline Partners']) },
    funders, refs: [0, 1].map(() => ({ name: rng.pick(['Sysco', 'Uline', 'Grainger', 'Home Depot Pro', 'Ferguson Supply', 'US Foods', 'Fastenal']), phone: phone(rng, country) })),
    appId: `APP-${rng.int(2024, 2025)}-${rng.digits(5)}`,
    submitted: `${fmtDate(pickDate(rng, 2025, 2025), 'mdy')} ${rng.int(1, 12)}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.pick(['AM', 'PM'])}`,
    mark: rng.pick(['tick', 'x', 'circle'] as const), markEmpty: rng.pick(['dash', 'blank'] as const),
  };
}

function dbaOf(rng: Rng, legal: string, brand: string, needs: boolean): Shown<string | null> {
  if (needs) return { text: brand, value: brand };
  const r = rng.next();
  if (r < 0.45) {
    const other = rng.chance(0.5) ? brand : `${rng.pick(NAME_WORDS)} ${brand.split(' ').at(-1)}`;
    return { text: other, value: other === legal ? null : other };
  }
  if (r < 0.6) return { text: 'SAME', value: null };
  if (r < 0.7) return { text: 'N/A', value: null };
  if (r < 0.8) return { text: legal, value: null };
  return { text: '', value: null };
}

function postal(rng: Rng, country: 'US' | 'CA', prefix: string): string {
  if (country === 'US') return prefix + rng.digits(2);
  return `${prefix} ${rng.int(1, 9)}${rng.alnum(1, 'ABCEGHJKLMNPRSTVXY')}${rng.int(1, 9)}`;
}

/** The application applications.md's rules read from this model's printed form. */
export function truthOf(m: Model): TruthApplication {
  const applicants: TruthApplicant[] = m.owners.map((o) => ({
    first_name: o.first, last_name: o.last, role: o.role.value, ownership: o.ownership?.value ?? null, credit_score: o.score?.value ?? null,
    tax_id: o.tax.value, tax_id_type: o.tax.value ? o.tax.type : null, tax_id_country: o.tax.value ? m.country : null, date_of_birth: o.dob?.value ?? null,
  }));
  return {
    trade_name: m.dba.value, legal_name: m.legal, type_of_entity: m.entity.value, industry: m.industry.value,
    business_tax_id: m.tax.value, business_tax_id_country: m.country, business_tax_id_type: m.tax.type,
    state_region: m.address.code, country: m.country === 'US' ? 'United States' : 'Canada',
    requested_amount: m.amount.value, requested_payment: m.payment?.value ?? null, number_of_payments: m.count?.value ?? null,
    payment_frequency: m.freq?.value ?? null, business_start_date: m.start?.value ?? null, applicants,
  };
}
