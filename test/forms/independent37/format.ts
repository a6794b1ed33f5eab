// How the printed values look (money, dates, names, tax IDs) and the truth read from what was printed.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Merchant, Owner } from './data.ts';
import type { Printed } from './paper.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const iso = (d: Date) => d.toISOString().slice(0, 10);
export type DateFmt = 'mdy' | 'mdyy' | 'long' | 'ymd' | 'dmy-ca';
export function fdate(d: Date, f: DateFmt): string {
  const m = d.getUTCMonth() + 1, day = d.getUTCDate(), y = d.getUTCFullYear(), p = (n: number) => String(n).padStart(2, '0');
  if (f === 'mdy') return `${p(m)}/${p(day)}/${y}`;
  if (f === 'mdyy') return `${m}/${day}/${String(y).slice(2)}`;
  if (f === 'long') return `${MONTHS[m - 1]} ${day}, ${y}`;
  if (f === 'dmy-ca') return `${y}-${p(m)}-${p(day)}`;
  return `${y}-${p(m)}-${p(day)}`;
}
export function money(v: number, cents = false, sign = true): string {
  const s = v.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
  return sign ? `$${s}` : s;
}
export function fullName(o: Owner, order: 'first' | 'last' = 'first'): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  return order === 'last' ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
}
export const namePaths = (i: number) => [`applicants[${i}].first_name`, `applicants[${i}].last_name`];
export const ap = (i: number, f: string) => [`applicants[${i}].${f}`];
export function ownerTax(o: Owner): string { return o.masked ? (o.taxType === 'SIN' ? `*** *** ${o.taxId.slice(-3)}` : `XXX-XX-${o.taxId.slice(-4)}`) : o.taxId; }
export const taxPaths = (o: Owner, i: number) => (o.masked ? [] : ap(i, 'tax_id'));
export function dob(o: Owner, i: number, f: DateFmt): [string, string[]] { return o.dobBlank ? ['', []] : [fdate(o.dob, f), ap(i, 'date_of_birth')]; }
export const FREQ_WORD = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' } as const;

/** The application as applications.md reads the printed form: every field whose path was printed, others null. */
export function truthFrom(m: Merchant, printed: Printed[]): TruthApplication {
  const seen = new Set(printed.flatMap((p) => p.paths));
  const t = emptyApplication();
  const full: Omit<TruthApplication, 'applicants'> = {
    trade_name: m.dba, legal_name: m.legal, type_of_entity: m.entityId, industry: m.industryId,
    business_tax_id: m.taxId.replace(/[\s-]/g, ''), business_tax_id_country: m.canada ? 'CA' : 'US', business_tax_id_type: m.taxType,
    state_region: m.state, country: m.canada ? 'Canada' : 'United States', requested_amount: m.amount, requested_payment: m.payment,
    number_of_payments: m.nPay, payment_frequency: m.freq, business_start_date: iso(m.start),
  };
  for (const k of Object.keys(full) as (keyof typeof full)[]) if (seen.has(k)) (t as unknown as Record<string, unknown>)[k] = full[k];
  if (seen.has('business_tax_id')) { t.business_tax_id_country = full.business_tax_id_country; t.business_tax_id_type = full.business_tax_id_type; }
  if (seen.has('state_region')) t.country = full.country;
  t.applicants = m.owners.map((o, i): TruthApplicant => {
    const has = (f: string) => seen.has(`applicants[${i}].${f}`);
    const tax = has('tax_id');
    return { first_name: has('first_name') ? o.first : null, last_name: has('last_name') ? o.last : null, role: has('role') ? o.title : null,
      ownership: has('ownership') ? o.pct : null, credit_score: has('credit_score') ? o.score : null, tax_id: tax ? o.taxId.replace(/\D/g, '') : null,
      tax_id_type: tax ? o.taxType : null, tax_id_country: tax ? (o.taxType === 'SIN' ? 'CA' : 'US') : null, date_of_birth: has('date_of_birth') ? iso(o.dob) : null };
  }).filter((a) => a.first_name !== null);
  return t;
}
