// How a merchant's values are printed (money, dates, names, tax IDs) and the truth each printing gives.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';

export type Paths = Record<string, unknown>;
export interface Val { t: string | null; p: Paths }

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, r: Rng, cents = r.chance(0.3)): string {
  const s = cents ? n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : Math.round(n).toLocaleString('en-US');
  return r.chance(0.8) ? `$${s}` : s;
}

export function date(iso: string, r: Rng, kind = r.int(0, 3)): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (kind === 0) return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  if (kind === 1) return `${m}/${d}/${String(y).slice(2)}`;
  if (kind === 2) return `${MONTH_NAMES[m - 1]} ${d}, ${y}`;
  return `${m}/${d}/${y}`;
}

export function taxType(t: string): string {
  if (/^\d\d-\d{7}$/.test(t)) return 'EIN';
  return t.startsWith('9') ? 'ITIN' : 'SSN';
}

export function legal(m: Merchant): Val {
  return { t: m.legal, p: { legal_name: m.legal } };
}

/** The DBA line: a different name, or SAME / N/A / blank (no trade name). */
export function dba(m: Merchant, r: Rng): Val {
  if (m.dba) return { t: m.dba, p: { trade_name: m.dba } };
  return { t: r.pick(['SAME', 'Same', 'N/A', null, null]), p: {} };
}

export function ein(m: Merchant): Val {
  return { t: m.ein, p: { business_tax_id: m.ein.replace(/\D/g, ''), business_tax_id_type: taxType(m.ein), business_tax_id_country: 'US' } };
}

export function start(m: Merchant, r: Rng): Val {
  return { t: date(m.start, r), p: { business_start_date: m.start } };
}

export function biz(m: Merchant): Val {
  return { t: m.biz.text, p: { industry: m.biz.industry } };
}

export function state(m: Merchant): Val {
  return { t: m.state, p: { state_region: m.state, country: 'United States' } };
}

export function cityStateZip(m: Merchant): Val {
  return { t: `${m.city}, ${m.state} ${m.zip}`, p: { state_region: m.state, country: 'United States' } };
}

export function amount(m: Merchant, r: Rng): Val {
  return { t: money(m.amount, r), p: { requested_amount: m.amount } };
}

export function payment(m: Merchant, r: Rng): Val {
  return { t: money(m.payment, r, true), p: { requested_payment: m.payment } };
}

export function nPayments(m: Merchant): Val {
  return { t: String(m.nPayments), p: { number_of_payments: m.nPayments } };
}

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

const a = (i: number, k: string): string => `applicants.${i}.${k}`;

export function fullName(o: Owner, i: number, r: Rng, lastFirst = false): Val {
  const t = lastFirst ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : `${o.first} ${o.middle && r.chance(0.7) ? `${o.middle}. ` : ''}${o.last}`;
  return { t, p: { [a(i, 'first_name')]: o.first, [a(i, 'last_name')]: o.last } };
}

export function first(o: Owner, i: number): Val {
  return { t: o.first, p: { [a(i, 'first_name')]: o.first } };
}

export function last(o: Owner, i: number): Val {
  return { t: o.last, p: { [a(i, 'last_name')]: o.last } };
}

export function title(o: Owner, i: number): Val {
  return { t: o.title, p: { [a(i, 'role')]: o.title } };
}

export function pct(o: Owner, i: number, r: Rng): Val {
  return { t: r.chance(0.6) ? `${o.pct}%` : String(o.pct), p: { [a(i, 'ownership')]: o.pct } };
}

export function ssn(o: Owner, i: number, r: Rng): Val {
  if (o.masked) return { t: `${r.pick(['***-**-', 'XXX-XX-', 'xxx-xx-'])}${o.ssn.slice(-4)}`, p: {} };
  return { t: o.ssn, p: { [a(i, 'tax_id')]: o.ssn.replace(/\D/g, ''), [a(i, 'tax_id_type')]: taxType(o.ssn), [a(i, 'tax_id_country')]: 'US' } };
}

export function dob(o: Owner, i: number, r: Rng): Val {
  return { t: date(o.dob, r, r.pick([0, 0, 3, 1])), p: { [a(i, 'date_of_birth')]: o.dob } };
}

export function fico(o: Owner, i: number): Val {
  return o.fico === null ? { t: null, p: {} } : { t: String(o.fico), p: { [a(i, 'credit_score')]: o.fico } };
}

export function home(o: Owner): string {
  return `${o.street}, ${o.city}, ${o.state} ${o.zip}`;
}

const ENTITY_TEXT: Record<string, string> = { s_corporation: 'S-Corp', general_partnership: 'Partnership', llc: 'LLC', c_corporation: 'Corporation',
  sole_proprietorship: 'Sole Prop' };

/** Entity checkbox options of a form: the checked one and the truth it gives ("Other" with the text written). */
export function entityChoice(m: Merchant, options: [string, string][]): { checked: string; other: string | null; id: string } {
  const hit = options.find(([, id]) => id === m.entity.id);
  if (hit) return { checked: hit[0], other: null, id: hit[1] };
  const other = options.find(([, id]) => id === 'other');
  if (other) {
    const text = ENTITY_TEXT[m.entity.id] ?? 'LLC';
    return { checked: other[0], other: text, id: m.entity.id };
  }
  const corp = options.find(([, id]) => id === 'c_corporation')!;
  return { checked: corp[0], other: null, id: corp[1] };
}
