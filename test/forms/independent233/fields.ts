// What each printed value of set 233 says, as truth paths (applications.md "How each field is read").
import type { Rng } from '../../statements/generator/prng.ts';
import type { FieldValue } from './pen.ts';
import { fmtDate, fmtMoney, iso, maskSsn, type Merchant, type Owner } from './model.ts';

type F = Record<string, FieldValue>;
export const A = (f: string): string => `application.${f}`;
export const P = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export interface Printed { text: string; fields: F }

export const legal = (m: Merchant): Printed => ({ text: m.legal, fields: { [A('legal_name')]: m.legal } });
export const dba = (m: Merchant): Printed => ({ text: m.dbaText, fields: { [A('trade_name')]: m.dbaTruth } });
export const entity = (m: Merchant): Printed => ({ text: m.entity.text, fields: { [A('type_of_entity')]: m.entity.id } });
export const industry = (m: Merchant): Printed => ({ text: m.industryText, fields: { [A('industry')]: m.industryId } });
export const state = (m: Merchant): Printed => ({ text: m.addr.state, fields: { [A('state_region')]: m.addr.state } });
export const cityStateZip = (m: Merchant): Printed => ({ text: `${m.addr.city}, ${m.addr.state} ${m.addr.zip}`, fields: { [A('state_region')]: m.addr.state } });

/** The business tax ID: an EIN printed bare only where its label names it (`einLabel`); an SSN or ITIN always dashed. */
export function taxId(r: Rng, m: Merchant, einLabel: boolean): Printed {
  const text = m.taxType === 'EIN' && einLabel && r.chance(0.3) ? m.taxDigits : m.taxId;
  return { text, fields: { [A('business_tax_id')]: m.taxDigits, [A('business_tax_id_type')]: m.taxType, [A('business_tax_id_country')]: 'US' } };
}
export const startDate = (r: Rng, m: Merchant): Printed => ({ text: fmtDate(r, m.start), fields: { [A('business_start_date')]: iso(m.start) } });
export const amount = (r: Rng, m: Merchant): Printed => ({ text: fmtMoney(r, m.amount), fields: { [A('requested_amount')]: m.amount } });
export const payment = (r: Rng, m: Merchant): Printed => ({ text: fmtMoney(r, m.payment), fields: { [A('requested_payment')]: m.payment } });
export const numPayments = (m: Merchant): Printed => ({ text: String(m.numPayments), fields: { [A('number_of_payments')]: m.numPayments } });

const cred = (o: Owner): string => (o.credential ? `, ${o.credential}` : '');
/** The owner's name: `First M. Last` (credential after a comma) or `Last, First M.`; the truth drops the initial and credential. */
export function ownerName(i: number, o: Owner, form: 'fml' | 'lf'): Printed {
  const mid = o.middle ? ` ${o.middle}` : '';
  const text = form === 'fml' ? `${o.first}${mid} ${o.last}${cred(o)}` : `${o.last}, ${o.first}${mid}`;
  return { text, fields: { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last } };
}
export const firstName = (i: number, o: Owner): Printed => ({ text: o.first, fields: { [P(i, 'first_name')]: o.first } });
export const lastName = (i: number, o: Owner): Printed => ({ text: o.last, fields: { [P(i, 'last_name')]: o.last } });
export const role = (i: number, o: Owner): Printed => ({ text: o.title, fields: { [P(i, 'role')]: o.title } });
export const share = (r: Rng, i: number, o: Owner, pctSign = true): Printed =>
  ({ text: pctSign && r.chance(0.8) ? `${o.pct}%` : r.chance(0.3) ? `${o.pct}.00` : String(o.pct), fields: { [P(i, 'ownership')]: o.pct } });
/** SSN / ITIN: a masked one gives no tax ID at all (digits, type and country null). */
export function ownerTax(r: Rng, i: number, o: Owner): Printed {
  if (o.masked) return { text: maskSsn(r, o.ssn), fields: { [P(i, 'tax_id')]: null, [P(i, 'tax_id_type')]: null, [P(i, 'tax_id_country')]: null } };
  return { text: o.ssn, fields: { [P(i, 'tax_id')]: o.ssn.replace(/\D/g, ''), [P(i, 'tax_id_type')]: o.ssnType, [P(i, 'tax_id_country')]: 'US' } };
}
export const dob = (r: Rng, i: number, o: Owner): Printed => ({ text: fmtDate(r, o.dob, false), fields: { [P(i, 'date_of_birth')]: iso(o.dob) } });
export const credit = (i: number, o: Owner): Printed => ({ text: o.credit === null ? '' : String(o.credit), fields: { [P(i, 'credit_score')]: o.credit } });
export const homeLine = (o: Owner): string => `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`;

export const AUTH = 'By signing below, each of the above-listed business and its owners (individually, an "Applicant") certifies that all ' +
  'information and documents submitted in connection with this application are true, accurate and complete. Applicant authorizes ' +
  'the recipient, its assigns, agents, banks and financial institutions to obtain consumer and business credit reports, to verify ' +
  'the information given, and to share this application with funding sources. A merchant cash advance is a purchase of future ' +
  'receivables and is not a loan. Applicant consents to receive calls and messages at the numbers provided.';
