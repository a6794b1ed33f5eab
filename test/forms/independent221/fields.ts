// Truth paths each printed value gives, following applications.md.
import { iso, type Deal, type Owner } from './data.ts';

type F = Record<string, unknown>;
const A = 'application.';
const ap = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export const F = {
  legal: (d: Deal): F => ({ [A + 'legal_name']: d.legal }),
  /** A DBA that is blank, SAME, N/A or the legal name gives no trade name: it is printed as a decoy. */
  dba: (d: Deal): F => (d.dbaTruth ? { [A + 'trade_name']: d.dbaTruth } : {}),
  entity: (d: Deal): F => ({ [A + 'type_of_entity']: d.entity.id }),
  industry: (d: Deal): F => ({ [A + 'industry']: d.industryId }),
  tax: (d: Deal): F => ({ [A + 'business_tax_id']: d.taxIdDigits, [A + 'business_tax_id_type']: d.taxIdType, [A + 'business_tax_id_country']: 'US' }),
  state: (d: Deal): F => ({ [A + 'state_region']: d.addr.state, [A + 'country']: 'United States' }),
  start: (d: Deal): F => ({ [A + 'business_start_date']: iso(d.start) }),
  amount: (d: Deal): F => ({ [A + 'requested_amount']: d.amount }),
  payment: (d: Deal): F => ({ [A + 'requested_payment']: d.payment }),
  nPay: (d: Deal): F => ({ [A + 'number_of_payments']: d.nPayments }),
  freq: (d: Deal): F => ({ [A + 'payment_frequency']: d.freq }),
  name: (i: number, o: Owner): F => ({ [ap(i, 'first_name')]: o.first, [ap(i, 'last_name')]: o.last }),
  role: (i: number, o: Owner): F => ({ [ap(i, 'role')]: o.title }),
  pct: (i: number, o: Owner): F => (o.pct === null ? {} : { [ap(i, 'ownership')]: o.pct }),
  /** A masked SSN is printed but gives nothing (a decoy): tax_id, its type and country stay null. */
  ssn: (i: number, o: Owner): F => (o.masked ? {} : { [ap(i, 'tax_id')]: o.ssn.replace(/\D/g, ''),
    [ap(i, 'tax_id_type')]: o.ssn.startsWith('9') ? 'ITIN' : 'SSN', [ap(i, 'tax_id_country')]: 'US' }),
  dob: (i: number, o: Owner): F => (o.dob ? { [ap(i, 'date_of_birth')]: iso(o.dob) } : {}),
  fico: (i: number, o: Owner): F => (o.fico === null ? {} : { [ap(i, 'credit_score')]: o.fico }),
};
