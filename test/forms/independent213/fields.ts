// What each printed value gives, by applications.md's rules: the truth paths and values of one placement.
import type { FieldValue } from './sheet.ts';
import type { EntityPick, Model, Owner } from './model.ts';
import { entityOf, industryOf, isoOf, moneyOf, taxIdOf } from './rules.ts';

type F = Record<string, FieldValue>;
const A = 'application.';

export const legalF = (m: Model): F => ({ [`${A}legal_name`]: m.legal });
export const dbaF = (m: Model): F => {
  const blank = ['', 'SAME', 'N/A'].includes(m.dba.trim().toUpperCase()) || m.dba === m.legal;
  return { [`${A}trade_name`]: blank ? null : m.dba };
};
export const entityF = (text: string): F => ({ [`${A}type_of_entity`]: entityOf(text, 'US') });
export const industryF = (text: string): F => ({ [`${A}industry`]: industryOf(text) });
export function taxF(text: string, bare: 'EIN' | 'SSN'): F {
  const t = taxIdOf(text, bare);
  return { [`${A}business_tax_id`]: t.digits, [`${A}business_tax_id_type`]: t.type, [`${A}business_tax_id_country`]: 'US' };
}
/** The printed business tax id: EIN format, or bare digits where the label names the EIN. */
export const taxText = (m: Model, labelNamesEin: boolean): string =>
  (m.taxBare && labelNamesEin && /^\d{2}-/.test(m.tax) ? m.tax.replace(/-/g, '') : m.tax);
export const stateF = (m: Model): F => ({ [`${A}state_region`]: m.state, [`${A}country`]: 'United States' });
export const startF = (text: string): F => ({ [`${A}business_start_date`]: isoOf(text) });
export const amountF = (text: string): F => ({ [`${A}requested_amount`]: moneyOf(text) });
export const paymentF = (text: string): F => ({ [`${A}requested_payment`]: moneyOf(text) });
export const nPayF = (text: string): F => ({ [`${A}number_of_payments`]: Number(text) });
export const freqF = (text: string): F => ({ [`${A}payment_frequency`]: text.toLowerCase().replace(/[^a-z]/g, '') });

const P = (i: number, k: string): string => `${A}applicants[${i}].${k}`;
export const nameF = (i: number, o: Owner): F => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last });
export const titleF = (i: number, o: Owner): F => ({ [P(i, 'role')]: o.title });
export const pctF = (i: number, o: Owner): F => ({ [P(i, 'ownership')]: o.pctNum });
export const ficoF = (i: number, o: Owner): F => ({ [P(i, 'credit_score')]: Number(o.fico) });
export const dobF = (i: number, o: Owner): F => ({ [P(i, 'date_of_birth')]: isoOf(o.dob) });
export function ssnF(i: number, o: Owner): F {
  if (/[X*]/.test(o.ssn)) return { [P(i, 'tax_id')]: null, [P(i, 'tax_id_type')]: null, [P(i, 'tax_id_country')]: null };
  const t = taxIdOf(o.ssn, 'SSN');
  return { [P(i, 'tax_id')]: t.digits, [P(i, 'tax_id_type')]: t.type, [P(i, 'tax_id_country')]: 'US' };
}

/** Which box of a layout's entity group to check: the pick's own box, or "Other" with its free text on the line. */
export function entityBox(e: EntityPick, group: Partial<Record<EntityPick['key'], string>>): { label: string | null; other: string } {
  if (!e.free) return { label: null, other: '' };
  const own = group[e.key];
  return own ? { label: own, other: '' } : { label: null, other: e.free };
}

export const addr1 = (m: Model): string => `${m.street}, ${m.city}, ${m.stateText} ${m.zip}`;
