// How values are printed, and the truth fields (applications.md) each printed text gives.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Case, Day, Owner, Person, TaxId } from './data.ts';
import { iso } from './data.ts';
import type { Placed } from './draw.ts';

export type Fields = Record<string, unknown>;
export const A = (k: string): string => `application.${k}`;
export const P = (i: number, k: string): string => `application.applicants[${i}].${k}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** Money: 0 `$75,000`, 1 `$75,000.00`, 2 `75,000`, 3 `75000`, 4 `$ 75,000`. Cents are always shown when there are any. */
export function money(n: number, style: number): string {
  const cents = style === 1 || !Number.isInteger(n);
  const body = style === 3 ? n.toFixed(cents ? 2 : 0)
    : n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
  return style === 0 || style === 1 ? `$${body}` : style === 4 ? `$ ${body}` : body;
}

/** Dates: 0 `03/14/2012`, 1 `3/14/12`, 2 `March 14, 2012`, 3 `2012-03-14`, 4 `Mar 14, 2012`, 5 `03-14-2012`. */
export function date(d: Day, style: number): string {
  switch (style) {
    case 1: return `${d.m}/${d.d}/${pad(d.y % 100)}`;
    case 2: return `${MONTHS[d.m - 1]} ${d.d}, ${d.y}`;
    case 3: return iso(d);
    case 4: return `${MONTHS[d.m - 1]!.slice(0, 3)} ${d.d}, ${d.y}`;
    case 5: return `${pad(d.m)}-${pad(d.d)}-${d.y}`;
    default: return `${pad(d.m)}/${pad(d.d)}/${d.y}`;
  }
}
/** A birth date never takes the two-digit year (1/5/65 could be 2065). */
export const dobStyle = (style: number): number => (style === 1 ? 0 : style);

/** `fl`: `Maria T. Alvarez, DDS`; `lf`: `Alvarez, Maria T.` (credentials only in the first form). */
export function nameText(p: Person, style: 'fl' | 'lf'): string {
  const mid = p.middle ? ` ${p.middle}.` : '';
  return style === 'lf' ? `${p.last}, ${p.first}${mid}` : `${p.first}${mid} ${p.last}${p.cred ? `, ${p.cred}` : ''}`;
}
export const nameFields = (i: number, p: Person): Fields => ({ [P(i, 'first_name')]: p.first, [P(i, 'last_name')]: p.last });

const MASKS = ['XXX-XX-', '***-**-', 'xxx-xx-'];
/** A tax id as printed: dashed, or bare digits when the label names the type (`bareOk`); masked keeps the last four. */
export function taxText(t: TaxId, bareOk: boolean, maskStyle = 0): string {
  if (!t.digits) return '';
  const d = t.digits;
  if (t.masked) return MASKS[maskStyle % MASKS.length] + d.slice(5);
  if (t.type === 'EIN') return bareOk ? d : `${d.slice(0, 2)}-${d.slice(2)}`;
  return bareOk && t.type === 'SSN' ? d : `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
/** The business tax id as printed: bare digits only for an EIN under a label that names the EIN. */
export const tinText = (c: Case, labelNamesEin: boolean): string => taxText(c.tin, labelNamesEin && c.tinBare && c.tin.type === 'EIN');
export function tinFields(t: TaxId): Fields {
  if (!t.digits || t.masked) return {};
  return { [A('business_tax_id')]: t.digits, [A('business_tax_id_type')]: t.type, [A('business_tax_id_country')]: 'US' };
}
export function ssnFields(i: number, t: TaxId): Fields {
  if (!t.digits || t.masked) return {};
  return { [P(i, 'tax_id')]: t.digits, [P(i, 'tax_id_type')]: t.type, [P(i, 'tax_id_country')]: 'US' };
}

/** Ownership: 0 `60%`, 1 `60`, 2 `60.00%`. */
export function pct(n: number | null, style: number): string {
  if (n === null) return '';
  const body = style === 2 ? n.toFixed(2) : String(n);
  return style === 1 ? body : `${body}%`;
}

export const FREQ_TEXT: Record<string, string[]> = { daily: ['Daily', 'DAILY'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'Bi-weekly'], monthly: ['Monthly'] };

/** The business's state as printed in an address line, with the fields it gives. */
export const stateFields = (c: Case): Fields => ({ [A('state_region')]: c.addr.state, [A('country')]: 'United States' });

export interface Styles { money: number; date: number; pct: number; mask: number; name: 'fl' | 'lf'; freq: number }

export function pickStyles(r: { int(a: number, b: number): number; chance(p: number): boolean }): Styles {
  return { money: r.int(0, 4), date: r.int(0, 5), pct: r.int(0, 2), mask: r.int(0, 2), name: r.chance(0.6) ? 'fl' : 'lf', freq: r.int(0, 2) };
}

/** The owner's values printed in an owner block, one entry per printed value: [key, text, fields]. */
export function ownerValues(i: number, o: Owner, s: Styles, ssnBare: boolean): Record<string, [string, Fields]> {
  return {
    name: [nameText(o.p, s.name), nameFields(i, o.p)],
    role: [o.role ?? '', o.role ? { [P(i, 'role')]: o.role } : {}],
    own: [pct(o.own, s.pct), o.own === null ? {} : { [P(i, 'ownership')]: o.own }],
    ssn: [taxText(o.ssn, ssnBare, s.mask), ssnFields(i, o.ssn)],
    dob: [o.dob ? date(o.dob, dobStyle(s.date)) : '', o.dob ? { [P(i, 'date_of_birth')]: iso(o.dob) } : {}],
    fico: [o.fico === null ? '' : String(o.fico), o.fico === null ? {} : { [P(i, 'credit_score')]: o.fico }],
  };
}

/** The funding request's values: [text, fields] for amount, payment, count and frequency (free text). */
export function fundingValues(c: Case, s: Styles): Record<string, [string, Fields]> {
  return {
    amount: [money(c.amount, s.money), { [A('requested_amount')]: c.amount }],
    payment: [c.payment === null ? '' : money(c.payment, s.money), c.payment === null ? {} : { [A('requested_payment')]: c.payment }],
    npay: [c.npay === null ? '' : String(c.npay), c.npay === null ? {} : { [A('number_of_payments')]: c.npay }],
    freq: [c.freq ? FREQ_TEXT[c.freq]![s.freq % FREQ_TEXT[c.freq]!.length]! : '', c.freq ? { [A('payment_frequency')]: c.freq } : {}],
  };
}

export const dbaFields = (c: Case): Fields => (c.dba ? { [A('trade_name')]: c.dba } : {});
export const startFields = (c: Case): Fields => (c.start ? { [A('business_start_date')]: iso(c.start) } : {});

/** The truth: every path the placed values give, null elsewhere; one applicant per printed owner. */
export function buildTruth(placed: Placed[], owners: number): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (let i = 0; i < owners; i++) {
    app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
      tax_id_type: null, tax_id_country: null, date_of_birth: null });
  }
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) (app.applicants[Number(m[1])] as unknown as Record<string, unknown>)[m[2]!] = v;
      else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}
export type { TruthApplicant };
