// The truth paths each printed value gives, from the model (the layouts pass these to the canvas with the value).
// A value that gives nothing (a masked SSN, a decoy) gets null: the canvas then lists it as a decoy.
import type { Fields } from './canvas.ts';
import type { Model, Owner } from './model.ts';

const country = (m: Model) => (m.country === 'US' ? 'United States' : 'Canada');
const A = (i: number, k: string) => `applicants[${i}].${k}`;

export const F = {
  legal: (m: Model): Fields => ({ legal_name: m.legal }),
  /** A printed DBA gives the trade name; SAME, N/A or the legal name again give null (still the field's answer). */
  dba: (m: Model): Fields => ({ trade_name: m.dba.value }),
  entity: (m: Model): Fields => ({ type_of_entity: m.entity.value }),
  industry: (m: Model): Fields => ({ industry: m.industry.value }),
  /** The tax ID value; its type too unless a checked BN / SIN box gives it (then `taxBox`). */
  tax: (m: Model): Fields => ({ business_tax_id: m.tax.value, business_tax_id_country: m.country,
    ...(m.tax.box ? {} : { business_tax_id_type: m.tax.type }) }),
  taxBox: (m: Model): Fields => ({ business_tax_id_type: m.tax.type }),
  /** The business address's state or province, and the country it implies. */
  state: (m: Model): Fields => ({ state_region: m.address.code, country: country(m) }),
  amount: (m: Model): Fields => ({ requested_amount: m.amount.value }),
  payment: (m: Model): Fields => ({ requested_payment: m.payment?.value ?? null }),
  count: (m: Model): Fields => ({ number_of_payments: m.count?.value ?? null }),
  freq: (m: Model): Fields => ({ payment_frequency: m.freq?.value ?? null }),
  start: (m: Model): Fields => ({ business_start_date: m.start?.value ?? null }),
  fullName: (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }),
  first: (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first }),
  last: (i: number, o: Owner): Fields => ({ [A(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): Fields => ({ [A(i, 'role')]: o.role.value }),
  pct: (i: number, o: Owner): Fields => ({ [A(i, 'ownership')]: o.ownership?.value ?? null }),
  score: (i: number, o: Owner): Fields => ({ [A(i, 'credit_score')]: o.score?.value ?? null }),
  ssn: (i: number, o: Owner, m: Model): Fields | null => (o.tax.value
    ? { [A(i, 'tax_id')]: o.tax.value, [A(i, 'tax_id_type')]: o.tax.type, [A(i, 'tax_id_country')]: m.country } : null),
  dob: (i: number, o: Owner): Fields | null => (o.dob?.value ? { [A(i, 'date_of_birth')]: o.dob.value } : null),
};

/** Prints an owner's name the model's way: one field, or first and last fields. */
export function ownerName(i: number, o: Owner, one: (label: string, text: string, f: Fields) => void,
  two: (firstText: string, lastText: string, ff: Fields, lf: Fields) => void): void {
  if (o.name.style === 'split') two(o.name.firstText, o.name.lastText, F.first(i, o), F.last(i, o));
  else one(o.name.style === 'last_first' ? 'Name (Last, First)' : 'Full legal name', o.name.full, F.fullName(i, o));
}
