// What each printed value gives (the truth paths of applications.md), shared by the four layouts, and the blocks
// every broker prints alike (authorisation, signatures).
import type { ValueSpec, Pen } from './pen.ts';
import type { Model, Owner } from './types.ts';

const A = 'application.';
const countryLabel = (m: Model): string => (m.country === 'CA' ? 'Canada' : 'United States');

export const V = {
  legal: (m: Model, label: string): ValueSpec => ({ key: 'legal_name', label, text: m.legal, fields: { [`${A}legal_name`]: m.legal } }),
  dba: (m: Model, label: string): ValueSpec => ({ key: 'dba', label, text: m.dbaText, fields: { [`${A}trade_name`]: m.dba } }),
  entity: (m: Model, label: string): ValueSpec => ({ key: 'entity_type', label, text: m.entityText, fields: { [`${A}type_of_entity`]: m.entityId } }),
  industry: (m: Model, label: string): ValueSpec => ({ key: 'industry', label, text: m.industryText, fields: { [`${A}industry`]: m.industryId } }),
  tax: (m: Model, label: string): ValueSpec => ({ key: 'tax_id', label, text: m.taxText, fields: {
    [`${A}business_tax_id`]: m.taxDigits, [`${A}business_tax_id_type`]: m.taxType, [`${A}business_tax_id_country`]: m.taxCountry } }),
  start: (m: Model, label: string): ValueSpec => ({ key: 'start_date', label, text: m.startText, fields: { [`${A}business_start_date`]: m.startIso } }),
  /** Years in business: printed context, no date can be read from it. */
  years: (m: Model, label: string): ValueSpec => ({ key: 'years_in_business', label, text: m.yearsText ?? '' }),
  state: (m: Model, label: string): ValueSpec => ({ key: 'state', label, text: m.stateText, fields: { [`${A}state_region`]: m.stateCode, [`${A}country`]: countryLabel(m) } }),
  addressLine: (m: Model, label: string): ValueSpec => ({ key: 'address', label, text: m.addressLine, fields: { [`${A}state_region`]: m.stateCode, [`${A}country`]: countryLabel(m) } }),
  country: (m: Model, label: string): ValueSpec => ({ key: 'country', label, text: countryLabel(m), fields: { [`${A}country`]: countryLabel(m) } }),
  amount: (m: Model, label: string): ValueSpec => ({ key: 'amount', label, text: m.amountText, fields: { [`${A}requested_amount`]: m.amount } }),
  payment: (m: Model, label: string): ValueSpec => ({ key: 'payment', label, text: m.paymentText, fields: { [`${A}requested_payment`]: m.payment } }),
  count: (m: Model, label: string): ValueSpec => ({ key: 'num_payments', label, text: m.countText, fields: { [`${A}number_of_payments`]: m.count } }),
  freq: (m: Model, label: string): ValueSpec => ({ key: 'frequency', label, text: m.freqText, fields: { [`${A}payment_frequency`]: m.freq } }),
};

const P = (i: number, f: string): string => `${A}applicants[${i}].${f}`;
export function pctText(m: Model, o: Owner): string {
  return [`${o.pct}%`, `${o.pct}`, `${o.pct}.0%`][m.seed % 3]!;
}

export const O = {
  name: (o: Owner, i: number, label: string): ValueSpec => ({ key: `owner${i + 1}_name`, label, text: o.nameText, fields: { [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last } }),
  title: (o: Owner, i: number, label: string): ValueSpec => ({ key: `owner${i + 1}_title`, label, text: o.title, fields: { [P(i, 'role')]: o.title } }),
  pct: (m: Model, o: Owner, i: number, label: string): ValueSpec => ({ key: `owner${i + 1}_pct`, label, text: pctText(m, o), fields: { [P(i, 'ownership')]: o.pct } }),
  tax: (o: Owner, i: number, label: string): ValueSpec => ({ key: `owner${i + 1}_tax_id`, label, text: o.taxText, fields: {
    [P(i, 'tax_id')]: o.taxDigits, [P(i, 'tax_id_type')]: o.taxType, [P(i, 'tax_id_country')]: o.taxCountry } }),
  dob: (o: Owner, i: number, label: string): ValueSpec => ({ key: `owner${i + 1}_dob`, label, text: o.dobText, fields: { [P(i, 'date_of_birth')]: o.dobIso } }),
  score: (o: Owner, i: number, label: string): ValueSpec => ({ key: `owner${i + 1}_score`, label, text: o.score === null ? '' : String(o.score), fields: { [P(i, 'credit_score')]: o.score } }),
  home: (o: Owner, i: number, label: string): ValueSpec => ({ key: `owner${i + 1}_home`, label, text: o.home }),
};

/** A decoy: printed, not the application's. */
export const D = (key: string, label: string, text: string): ValueSpec => ({ key, label, text });

export const AUTH_US = 'By signing below, each of the above-named business and its principals (individually and collectively, "Merchant") '
  + 'certifies that all information provided in this application is true and complete, and authorizes the recipient, its '
  + 'assigns, agents and funding partners to obtain consumer and business credit reports, bank and trade references, and '
  + 'any other information necessary to evaluate this request. A photocopy or electronic copy of this authorization is as valid as the original.';

export const AUTH_CA = 'PIPEDA CONSENT: The undersigned consent to the collection, use and disclosure of their personal information, '
  + 'including credit bureau reports from Equifax Canada and TransUnion Canada, by the recipient and its funding partners for the '
  + 'purpose of assessing this application, in accordance with the Personal Information Protection and Electronic Documents Act. '
  + 'The undersigned certify that the information above is true and complete.';

/** Signature lines for each owner: squiggle, printed name, title, date (context, not fields). */
export function signatures(pen: Pen, m: Model, x: number, y: number, w: number, perRow = 2): number {
  const cw = (w - (perRow - 1) * 16) / perRow;
  m.owners.forEach((o, i) => {
    const cx = x + (i % perRow) * (cw + 16), cy = y + Math.floor(i / perRow) * 58;
    pen.signature(cx, cy + 16, cw * 0.6);
    pen.line(cx, cy + 18, cx + cw, cy + 18);
    pen.text(i === 0 ? 'Signature (Owner / Officer)' : `Signature (Owner ${i + 1})`, cx, cy + 20, { size: 6 });
    pen.context(`sign${i + 1}_date`, m.signDate, cx + cw - 60, cy + 2, 60, 14);
    pen.context(`sign${i + 1}_name`, `${o.first} ${o.last}`, cx, cy + 30, cw * 0.65, 14);
    pen.line(cx, cy + 44, cx + cw, cy + 44, 0.4);
    pen.text('Print Name', cx, cy + 46, { size: 6 });
    pen.text('Date', cx + cw - 60, cy + 20, { size: 6 });
  });
  return y + Math.ceil(m.owners.length / perRow) * 58;
}
