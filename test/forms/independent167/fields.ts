// Truth paths for what a set-167 layout prints: each helper gives the fields one printed value reads as.
import type { Fields } from './pen.ts';
import type { Model, Owner } from './model.ts';

export const A = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export const F = {
  legal: (m: Model): Fields => ({ 'application.legal_name': m.legal }),
  dba: (m: Model): Fields => ({ 'application.trade_name': m.dba!.value }),
  entity: (m: Model): Fields => ({ 'application.type_of_entity': m.entity.id }),
  industry: (m: Model): Fields => ({ 'application.industry': m.industry.id }),
  tax: (m: Model): Fields => ({ 'application.business_tax_id': m.tax.digits, 'application.business_tax_id_type': m.tax.type,
    'application.business_tax_id_country': m.tax.country }),
  /** The business address's state or province (the line or cell that shows it), and the country it implies. */
  state: (m: Model): Fields => ({ 'application.state_region': m.state, 'application.country': m.countryLabel }),
  region: (m: Model): Fields => ({ 'application.state_region': m.state }),
  country: (m: Model): Fields => ({ 'application.country': m.countryLabel }),
  amount: (m: Model): Fields => ({ 'application.requested_amount': m.amount.value }),
  payment: (m: Model): Fields => ({ 'application.requested_payment': m.payment.value }),
  count: (m: Model): Fields => ({ 'application.number_of_payments': m.payment.count }),
  freq: (m: Model): Fields => ({ 'application.payment_frequency': m.payment.freq }),
  start: (m: Model): Fields => ({ 'application.business_start_date': m.start.iso }),
  name: (o: Owner, i: number): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number): Fields => ({ [A(i, 'role')]: o.role }),
  own: (o: Owner, i: number): Fields => ({ [A(i, 'ownership')]: o.ownership }),
  credit: (o: Owner, i: number): Fields => ({ [A(i, 'credit_score')]: o.credit }),
  dob: (o: Owner, i: number): Fields => ({ [A(i, 'date_of_birth')]: o.dob }),
  otax: (o: Owner, i: number): Fields => ({ [A(i, 'tax_id')]: o.tax.digits, [A(i, 'tax_id_type')]: o.tax.type, [A(i, 'tax_id_country')]: o.tax.country }),
};

/** The payment frequency as a checkbox label. */
export const FREQ_BOXES: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
