// Truth paths for each printed value of a Merchant: what applications.md's rules read from it.
import type { Merchant } from './data.ts';
import type { FieldValue } from './sheet.ts';

type F = Record<string, FieldValue>;
const A = 'application.';
const countryLabel = (m: Merchant) => (m.country === 'US' ? 'United States' : 'Canada');

export const fLegal = (m: Merchant): F => ({ [A + 'legal_name']: m.legal });
export const fDba = (m: Merchant): F => ({ [A + 'trade_name']: m.dba });
export const fEntity = (m: Merchant): F => ({ [A + 'type_of_entity']: m.entity.id });
export const fIndustry = (m: Merchant): F => ({ [A + 'industry']: m.industry.value });
export const fTax = (m: Merchant): F => ({ [A + 'business_tax_id']: m.tax.digits, [A + 'business_tax_id_type']: m.tax.type, [A + 'business_tax_id_country']: m.country });
export const fState = (m: Merchant): F => ({ [A + 'state_region']: m.state.value, [A + 'country']: countryLabel(m) });
export const fAmount = (m: Merchant): F => ({ [A + 'requested_amount']: m.amount.value });
export const fPayment = (m: Merchant): F => ({ [A + 'requested_payment']: m.payment.value });
export const fNpay = (m: Merchant): F => ({ [A + 'number_of_payments']: m.npay.value });
export const fFreq = (m: Merchant): F => ({ [A + 'payment_frequency']: m.freq.value });
export const fStart = (m: Merchant): F => ({ [A + 'business_start_date']: m.start!.value });

const O = (i: number) => `${A}applicants[${i}].`;
// An owner the form does not have gives nothing (the layouts call these for both owner columns).
export const fName = (m: Merchant, i: number): F => (m.owners[i] ? { [O(i) + 'first_name']: m.owners[i].first, [O(i) + 'last_name']: m.owners[i].last } : {});
export const fRole = (m: Merchant, i: number): F => (m.owners[i] ? { [O(i) + 'role']: m.owners[i].role } : {});
export const fPct = (m: Merchant, i: number): F => (m.owners[i] ? { [O(i) + 'ownership']: m.owners[i].pct.value } : {});
export const fScore = (m: Merchant, i: number): F => (m.owners[i]?.score ? { [O(i) + 'credit_score']: m.owners[i].score.value } : {});
export const fDob = (m: Merchant, i: number): F => (m.owners[i]?.dob ? { [O(i) + 'date_of_birth']: m.owners[i].dob.value } : {});
/** A masked number gives nothing: an empty map makes it a decoy. */
export const fOwnerTax = (m: Merchant, i: number): F => {
  const t = m.owners[i]?.tax;
  return t?.digits ? { [O(i) + 'tax_id']: t.digits, [O(i) + 'tax_id_type']: t.type, [O(i) + 'tax_id_country']: m.country } : {};
};
