// Truth paths for each printed value of a Merchant, as applications.md reads it.
import type { Merchant, Owner } from './model.ts';

type F = Record<string, unknown>;
const A = 'application.';
const ap = (i: number, o: F): F => Object.fromEntries(Object.entries(o).map(([k, v]) => [`${A}applicants[${i}].${k}`, v]));

export const legal = (m: Merchant): F => ({ [A + 'legal_name']: m.legal });
/** The DBA line: 'SAME', 'N/A' or the legal name again are printed but read as null. */
export const dba = (m: Merchant): F => ({ [A + 'trade_name']: m.dba });
export const entityText = (m: Merchant): F => ({ [A + 'type_of_entity']: m.entityId });
export const industry = (m: Merchant): F => ({ [A + 'industry']: m.industryId });
export const tax = (m: Merchant): F => ({ [A + 'business_tax_id']: m.tax, [A + 'business_tax_id_type']: m.taxType, [A + 'business_tax_id_country']: 'US' });
export const cityState = (m: Merchant): F => ({ [A + 'state_region']: m.stateCode, [A + 'country']: 'United States' });
export const start = (m: Merchant): F => ({ [A + 'business_start_date']: m.start });
export const amount = (m: Merchant): F => ({ [A + 'requested_amount']: m.amount });
export const payment = (m: Merchant): F => ({ [A + 'requested_payment']: m.payment });
export const payments = (m: Merchant): F => ({ [A + 'number_of_payments']: m.payments });
export const frequency = (m: Merchant): F => ({ [A + 'payment_frequency']: m.frequency });

export const name = (i: number, o: Owner): F => ap(i, { first_name: o.first, last_name: o.last });
export const first = (i: number, o: Owner): F => ap(i, { first_name: o.first });
export const last = (i: number, o: Owner): F => ap(i, { last_name: o.last });
export const role = (i: number, o: Owner): F => ap(i, { role: o.role });
export const ownership = (i: number, o: Owner): F => ap(i, { ownership: o.ownership });
export const credit = (i: number, o: Owner): F => ap(i, { credit_score: o.credit });
/** A masked SSN gives no number: tax id, type and country all null (README). */
export const ssn = (i: number, o: Owner): F => ap(i, { tax_id: o.ssn, tax_id_type: o.ssnType, tax_id_country: o.ssn ? 'US' : null });
export const dob = (i: number, o: Owner): F => ap(i, { date_of_birth: o.dob });

export const FREQ_LABELS: [Merchant['frequency'], string][] = [['daily', 'Daily'], ['weekly', 'Weekly'], ['biweekly', 'Bi-Weekly'], ['monthly', 'Monthly']];
export const ENTITY_BOXES = ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation', 'S-Corp', 'Non-Profit'];
/** Checkbox label -> entity id (the checked label is what is read). */
export const ENTITY_BOX_IDS: Record<string, string> = { 'Sole Proprietor': 'sole_proprietorship', Partnership: 'general_partnership', LLC: 'llc',
  Corporation: 'c_corporation', 'S-Corp': 's_corporation', 'Non-Profit': 'nonprofit_corporation' };
export const entityBox = (label: string): F => ({ [A + 'type_of_entity']: ENTITY_BOX_IDS[label] });
