// Which truth paths each printed value gives (applications.md's rules applied to the printed string).
import type { Merchant, Owner } from './data.ts';

type F = Record<string, unknown>;
const A = 'application.';
export const countryLabel = (m: Merchant) => (m.country === 'CA' ? 'Canada' : 'United States');

export const fx = {
  legal: (m: Merchant): F => ({ [`${A}legal_name`]: m.legal }),
  dba: (m: Merchant): F => ({ [`${A}trade_name`]: m.dba }),
  entity: (m: Merchant): F => ({ [`${A}type_of_entity`]: m.entityId }),
  industry: (m: Merchant): F => ({ [`${A}industry`]: m.industryId }),
  tax: (m: Merchant): F => (m.tax?.digits ? { [`${A}business_tax_id`]: m.tax.digits, [`${A}business_tax_id_type`]: m.tax.type,
    [`${A}business_tax_id_country`]: m.tax.country } : {}),
  start: (m: Merchant): F => (m.start ? { [`${A}business_start_date`]: m.start.iso } : {}),
  region: (m: Merchant): F => ({ [`${A}state_region`]: m.region, [`${A}country`]: countryLabel(m) }),
  amount: (m: Merchant): F => ({ [`${A}requested_amount`]: m.amount.value }),
  payment: (m: Merchant): F => (m.payment ? { [`${A}requested_payment`]: m.payment.value } : {}),
  count: (m: Merchant): F => (m.numPayments ? { [`${A}number_of_payments`]: m.numPayments } : {}),
  freq: (m: Merchant): F => (m.frequency ? { [`${A}payment_frequency`]: m.frequency } : {}),
};

const O = (i: number, k: string) => `${A}applicants[${i}].${k}`;
export const ox = {
  name: (o: Owner, i: number): F => ({ [O(i, 'first_name')]: o.first, [O(i, 'last_name')]: o.last }),
  title: (o: Owner, i: number): F => ({ [O(i, 'role')]: o.title }),
  own: (o: Owner, i: number): F => ({ [O(i, 'ownership')]: o.ownership }),
  tax: (o: Owner, i: number): F => (o.tax?.digits ? { [O(i, 'tax_id')]: o.tax.digits, [O(i, 'tax_id_type')]: o.tax.type, [O(i, 'tax_id_country')]: o.tax.country } : {}),
  dob: (o: Owner, i: number): F => (o.dob ? { [O(i, 'date_of_birth')]: o.dob.iso } : {}),
  credit: (o: Owner, i: number): F => (o.credit ? { [O(i, 'credit_score')]: o.credit } : {}),
};

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };
export const AUTH = 'By signing below, each of the above-listed business and business owner(s) (individually and collectively, "Applicant") '
  + 'certifies that all information and documents submitted are true, accurate and complete, and authorizes the recipient, its agents, '
  + 'assigns and funding partners to obtain consumer and business credit reports, bank statements, tax returns and any other '
  + 'information deemed necessary, now or at any time in the future, in connection with this application and any resulting transaction.';
export const PIPEDA = 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), the undersigned consent '
  + 'to the collection, use and disclosure of their personal information, including credit bureau reports, by the recipient and its '
  + 'funding partners for the purpose of evaluating this application and administering any resulting agreement.';
