// The truth of an independent9 form, written from what the layout printed (applications.md's rules).
import type { TruthApplication, TruthApplicant } from '../generator/truth.ts';
import { iso, type Merchant, type Owner } from './data.ts';

export interface Printed9 {
  trade: boolean; start: boolean; terms: boolean; amount: boolean; masked: boolean[]; scores: boolean; dobs: boolean;
  entity: string | null; industry: boolean; soleProp?: boolean;
}

const onlyDigits = (s: string): string => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

function applicant(o: Owner, m: Merchant, masked: boolean, p: Printed9): TruthApplicant {
  const type = m.country === 'CA' ? 'SIN' : 'SSN';
  return { first_name: o.first, last_name: o.last, role: o.title, ownership: o.pct, credit_score: p.scores ? o.score : null,
    // A masked number is not the owner's: nothing to type either.
    tax_id: masked ? null : onlyDigits(o.ssn), tax_id_type: masked ? null : type, tax_id_country: masked ? null : m.country,
    date_of_birth: p.dobs ? iso(o.dob) : null };
}

export function truthOf(m: Merchant, p: Printed9): TruthApplication {
  const ca = m.country === 'CA';
  const sole = p.soleProp === true;
  return {
    trade_name: p.trade ? m.dba : null, legal_name: m.legal, type_of_entity: p.entity, industry: p.industry ? m.industryId : null,
    business_tax_id: onlyDigits(sole ? m.owners[0]!.ssn : m.taxId), business_tax_id_country: m.country,
    business_tax_id_type: sole ? 'SSN' : ca ? 'BN' : 'EIN', state_region: m.region, country: ca ? 'Canada' : 'United States',
    requested_amount: p.amount ? m.amount : null, requested_payment: p.terms ? m.payment : null, number_of_payments: p.terms ? m.payments : null,
    payment_frequency: p.terms ? m.freq : null, business_start_date: p.start ? iso(m.start) : null,
    applicants: m.owners.map((o, i) => applicant(o, m, p.masked[i] ?? false, p)),
  };
}
