// How each printed value becomes truth (applications.md "How each field is read"), shared by the layouts.
import type { FieldValue } from './sheet.ts';
import { iso, type Merchant, type Owner } from './model.ts';

export const A = (k: string): string => `application.${k}`;
export const P = (i: number, k: string): string => `application.applicants[${i}].${k}`;
const digits = (s: string): string => s.replace(/\D/g, '');

/** SAME / N/A / the legal name again give no trade name. */
export function tradeName(m: Merchant): Record<string, FieldValue> {
  return { [A('trade_name')]: m.dba && m.dba !== m.legal ? m.dba : null };
}

/** The business tax ID as printed: EIN with or without its dash (bare only where the label names EIN), or an SSN. */
export function taxText(m: Merchant, bareEin: boolean): string {
  return m.taxIdType === 'EIN' && bareEin ? digits(m.taxId) : m.taxId;
}

export function taxFields(m: Merchant): Record<string, FieldValue> {
  return { [A('business_tax_id')]: digits(m.taxId), [A('business_tax_id_type')]: m.taxIdType, [A('business_tax_id_country')]: 'US' };
}

/** Masked SSNs show the last four only: no tax ID, type or country is read from them. */
export function ssnText(o: Owner, maskStyle: number): string {
  if (!o.masked) return o.ssn;
  const last4 = o.ssn.slice(-4);
  return [`XXX-XX-${last4}`, `***-**-${last4}`, `xxx-xx-${last4}`][maskStyle % 3]!;
}

export function ssnFields(i: number, o: Owner): Record<string, FieldValue> {
  return o.masked ? { [P(i, 'tax_id')]: null, [P(i, 'tax_id_type')]: null, [P(i, 'tax_id_country')]: null }
    : { [P(i, 'tax_id')]: digits(o.ssn), [P(i, 'tax_id_type')]: o.ssnType, [P(i, 'tax_id_country')]: 'US' };
}

/** First name without the middle initial, last name with hyphens and particles, credentials dropped. */
export const nameFields = (i: number, o: Owner): Record<string, FieldValue> => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });

export const pctText = (o: Owner, withSign: boolean): string => (withSign ? `${o.pct}%` : String(o.pct));

export const dobField = (i: number, o: Owner): Record<string, FieldValue> => ({ [P(i, 'date_of_birth')]: iso(o.dob) });

export const FREQ: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-Weekly': 'biweekly', Monthly: 'monthly' };

export const addressLine = (a: { street: string; city: string; state: string; zip: string }): string =>
  `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
