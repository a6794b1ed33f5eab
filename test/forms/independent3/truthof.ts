// The truth of a form from the merchant and what its layout chose to print, by applications.md's rules.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Merchant, Owner } from './model.ts';

export interface BusinessPrinted {
  dba?: boolean; entity?: boolean; industry?: boolean; taxId?: boolean; program?: boolean; start?: boolean; region?: boolean;
  amount?: boolean; payment?: boolean; payments?: boolean; freq?: boolean;
}

/** Business fields: each one printed unless the layout says false. A DBA equal to the legal name is null. */
export function businessTruth(m: Merchant, p: BusinessPrinted = {}): TruthApplication {
  const t = emptyApplication();
  const on = (k: keyof BusinessPrinted) => p[k] !== false;
  t.legal_name = m.legal;
  t.trade_name = on('dba') && m.dba && m.dba !== m.legal ? m.dba : null;
  t.type_of_entity = on('entity') ? m.entity.id : null;
  t.industry = on('industry') ? m.industry.id : null;
  if (on('taxId')) {
    t.business_tax_id = m.taxId + (m.taxType === 'BN' && on('program') && m.program ? m.program : '');
    t.business_tax_id_type = m.taxType;
    t.business_tax_id_country = m.country;
  }
  t.state_region = on('region') ? m.address.region : null;
  t.country = m.country === 'US' ? 'United States' : 'Canada';
  t.requested_amount = on('amount') ? m.amount : null;
  t.requested_payment = on('payment') ? m.payment : null;
  t.number_of_payments = on('payments') ? m.payments : null;
  t.payment_frequency = on('freq') ? m.freq : null;
  t.business_start_date = on('start') ? m.start : null;
  return t;
}

export interface OwnerPrinted { ownership?: number | null; score?: boolean; taxId?: 'full' | 'masked' | 'absent'; dob?: boolean; role?: boolean }

/** One applicant: last name keeps particles and hyphens, drops a generational suffix (Jr., III) like a credential. */
export function applicantTruth(o: Owner, country: 'US' | 'CA', p: OwnerPrinted = {}): TruthApplicant {
  const tax = p.taxId ?? 'full';
  return {
    first_name: o.first, last_name: o.last, role: p.role === false ? null : o.title,
    ownership: p.ownership === undefined ? o.ownership : p.ownership,
    credit_score: p.score === false ? null : o.score,
    tax_id: tax === 'full' ? o.taxId : null,
    tax_id_type: tax === 'full' ? o.taxType : null,
    tax_id_country: tax === 'full' ? country : null,
    date_of_birth: p.dob === false ? null : o.dob,
  };
}
