// The truth of an independent68 form: the merchant's values that its layout prints, as applications.md reads them.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import type { Caps } from './layout.ts';
import type { Merchant } from './merchant.ts';

export function truthOf(m: Merchant, caps: Caps): TruthApplication {
  const t = emptyApplication();
  t.legal_name = m.legal;
  t.trade_name = m.dba;
  t.type_of_entity = m.entityId;
  t.industry = m.industryId;
  t.business_tax_id = m.taxId;
  t.business_tax_id_type = m.taxType;
  t.business_tax_id_country = m.taxId ? 'US' : null;
  t.state_region = m.state;
  t.country = 'United States';
  t.requested_amount = m.requested;
  t.requested_payment = caps.payment ? m.payment : null;
  t.number_of_payments = caps.numPayments ? m.numPayments : null;
  t.payment_frequency = m.frequency;
  t.business_start_date = m.start;
  t.applicants = m.owners.map((o) => ({ first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: caps.credit ? o.credit : null,
    tax_id: o.taxId, tax_id_type: o.taxType, tax_id_country: o.taxId ? 'US' : null, date_of_birth: o.dob }));
  return t;
}
