// How values print on set 241's forms (money, dates, names, tax IDs), and what each printed form reads as under
// applications.md. The truth of a value is always derived from the text actually printed.
import type { Rng } from '../../statements/generator/prng.ts';
import { pad, type Owner, type Person } from './data.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type MoneyStyle = 'dollar' | 'cents' | 'plain' | 'spaced';
export function money(n: number, s: MoneyStyle): string {
  const whole = Number.isInteger(n);
  const grouped = n.toLocaleString('en-US', { minimumFractionDigits: whole && s !== 'cents' ? 0 : 2, maximumFractionDigits: 2 });
  if (s === 'plain') return whole ? String(n) : n.toFixed(2);
  if (s === 'spaced') return `$ ${grouped}`;
  return `$${grouped}`;
}
export const pickMoney = (r: Rng): MoneyStyle => r.pick(['dollar', 'cents', 'plain', 'spaced'] as const);

export type DateStyle = 'mdy' | 'mdyy' | 'long' | 'short' | 'iso';
export function date(iso: string, s: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (s) {
    case 'mdy': return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdyy': return `${m}/${d}/${String(y).slice(2)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'short': return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'iso': return iso;
  }
}
export const pickDate = (r: Rng): DateStyle => r.pick(['mdy', 'mdyy', 'long', 'short', 'mdy', 'iso'] as const);

/** A person's name as printed; `lastFirst` prints `Last, First M.`. */
export function nameText(p: Person, lastFirst: boolean): string {
  const mid = p.middle ? ` ${p.middle}.` : '';
  if (lastFirst) return `${p.last}, ${p.first}${mid}`;
  return `${p.first}${mid} ${p.last}${p.cred ? `, ${p.cred}` : ''}`;
}

/** An owner's SSN as printed: the full number, or masked to its last four. */
export function ssnText(o: Owner, r: Rng): string {
  if (!o.masked) return o.ssn;
  return r.pick([`XXX-XX-${o.ssn.slice(-4)}`, `***-**-${o.ssn.slice(-4)}`, `xxx-xx-${o.ssn.slice(-4)}`]);
}

export interface TaxTruth { tax_id: string | null; tax_id_type: string | null; tax_id_country: string | null }
/** The applicant tax ID fields of a printed SSN / ITIN (masked: all null). */
export function personTax(printed: string): TaxTruth {
  if (/[x*]/i.test(printed)) return { tax_id: null, tax_id_type: null, tax_id_country: null };
  const digits = printed.replace(/\D/g, '');
  return { tax_id: digits, tax_id_type: digits.startsWith('9') ? 'ITIN' : 'SSN', tax_id_country: 'US' };
}

/** The business tax ID fields of a printed EIN (`NN-NNNNNNN`, or bare under an EIN label) or a sole proprietor's SSN. */
export function businessTax(printed: string, kind: 'EIN' | 'SSN'): Record<string, string> {
  const digits = printed.replace(/\D/g, '');
  const type = kind === 'EIN' ? 'EIN' : digits.startsWith('9') ? 'ITIN' : 'SSN';
  return { 'application.business_tax_id': digits, 'application.business_tax_id_type': type, 'application.business_tax_id_country': 'US' };
}

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** Fields of an applicant's printed name. */
export function nameFields(i: number, p: Person): Record<string, string> {
  return { [`application.applicants[${i}].first_name`]: p.first, [`application.applicants[${i}].last_name`]: p.last };
}
export const ap = (i: number, f: string): string => `application.applicants[${i}].${f}`;
export const pct = (n: number, r: Rng): string => r.pick([`${n}%`, `${n}`, `${n} %`, `${n}.0%`]);
