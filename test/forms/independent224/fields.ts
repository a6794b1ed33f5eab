// Which truth paths each printed value gives. A printed value that reads as nothing (SAME, a masked SSN, a month-only
// date, a range) still gives its path, with null, so the placed list says what a reader should make of it.
import type { Merchant, Owner } from './values.ts';

type F = Record<string, unknown>;
const A = 'application.';
const P = (i: number, k: string): string => `${A}applicants[${i}].${k}`;

export const F = {
  legal: (m: Merchant): F => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant): F => ({ [`${A}trade_name`]: m.dba.value }),
  entity: (m: Merchant): F => ({ [`${A}type_of_entity`]: m.entity.value }),
  industry: (m: Merchant): F => ({ [`${A}industry`]: m.industry.value }),
  ein: (m: Merchant): F => ({ [`${A}business_tax_id`]: m.ein.value, [`${A}business_tax_id_type`]: m.einType,
    [`${A}business_tax_id_country`]: m.ein.value ? 'US' : null }),
  state: (m: Merchant): F => ({ [`${A}state_region`]: m.state.value }),
  start: (m: Merchant): F => ({ [`${A}business_start_date`]: m.start.value }),
  amount: (m: Merchant): F => ({ [`${A}requested_amount`]: m.amount.value }),
  payment: (m: Merchant): F => ({ [`${A}requested_payment`]: m.payment.value }),
  nPayments: (m: Merchant): F => ({ [`${A}number_of_payments`]: m.nPayments.value }),
  freq: (m: Merchant): F => ({ [`${A}payment_frequency`]: m.freq.value }),
  name: (o: Owner, i: number): F => ({ [P(i, 'first_name')]: o.first, [P(i, 'last_name')]: o.last }),
  role: (o: Owner, i: number): F => ({ [P(i, 'role')]: o.role }),
  own: (o: Owner, i: number): F => ({ [P(i, 'ownership')]: o.own.value }),
  ssn: (o: Owner, i: number): F => ({ [P(i, 'tax_id')]: o.ssn.value, [P(i, 'tax_id_type')]: o.ssnType,
    [P(i, 'tax_id_country')]: o.ssn.value ? 'US' : null }),
  dob: (o: Owner, i: number): F => ({ [P(i, 'date_of_birth')]: o.dob.value }),
  score: (o: Owner, i: number): F => ({ [P(i, 'credit_score')]: o.score.value }),
};
