// The printed values of a merchant, each with the truth paths it gives (empty: a decoy).
import { v, type V } from './kit.ts';
import { money, type Merchant, type Owner } from './model.ts';

const A = 'application.';
export function bizValues(m: Merchant) {
  return {
    legal: v(m.legal, 'legal', { [A + 'legal_name']: m.legal }),
    dba: m.dbaText ? v(m.dbaText, 'dba', m.dba ? { [A + 'trade_name']: m.dba } : {}) : null,
    tax: v(m.taxText, 'tax_id', { [A + 'business_tax_id']: m.taxId, [A + 'business_tax_id_type']: m.taxType, [A + 'business_tax_id_country']: 'US' }),
    street: v(m.street, 'address'),
    city: v(m.city, 'city'),
    state: v(m.state, 'state', { [A + 'state_region']: m.state, [A + 'country']: 'United States' }),
    cityStateZip: v(`${m.city}, ${m.state} ${m.zip}`, 'city_state_zip', { [A + 'state_region']: m.state, [A + 'country']: 'United States' }),
    zip: v(m.zip, 'zip'),
    phone: v(m.phone, 'business_phone'),
    email: v(m.email, 'business_email'),
    website: m.website ? v(m.website, 'website') : null,
    start: m.startText ? v(m.startText, 'start_date', { [A + 'business_start_date']: m.start! }) : null,
    years: v(String(m.years), 'years_in_business'),
    industry: v(m.industryText, 'industry', { [A + 'industry']: m.industry }),
    entityFree: v(m.entity.free, 'entity', { [A + 'type_of_entity']: m.entity.id }),
    entityMark: v(m.entity.box, 'entity', { [A + 'type_of_entity']: m.entity.id }),
    stateOfInc: v(m.stateOfInc, 'state_of_incorporation'),
    amount: v(money(m.amount), 'requested_amount', { [A + 'requested_amount']: m.amount }),
    payment: v(money(m.payment, true), 'requested_payment', { [A + 'requested_payment']: m.payment }),
    nPayments: v(String(m.nPayments), 'number_of_payments', { [A + 'number_of_payments']: m.nPayments }),
    freq: v(m.freq, 'payment_frequency', { [A + 'payment_frequency']: m.freq }),
    use: v(m.use, 'use_of_funds'),
    sales: v(money(m.monthlySales), 'avg_monthly_sales'),
    employees: v(String(m.employees), 'employees'),
    landlord: m.rent ? v(m.landlord, 'landlord') : null,
    landlordPhone: m.rent ? v(m.landlordPhone, 'landlord_phone') : null,
    rent: m.rent ? v(money(m.rentAmt), 'monthly_rent') : null,
    bank: v(m.bank, 'bank_name'),
    routing: v(m.routing, 'routing_number'),
    account: v(m.account, 'account_number'),
  };
}

export function ownerValues(o: Owner, i: number) {
  const P = `${A}applicants[${i}].`;
  return {
    name: v(o.printed, 'owner.name', { [P + 'first_name']: o.first, [P + 'last_name']: o.last }),
    title: v(o.title, 'owner.title', { [P + 'role']: o.title }),
    pct: v(o.pctText, 'owner.ownership', { [P + 'ownership']: o.pct }),
    ssn: v(o.ssnText, o.ssn ? 'owner.ssn' : 'owner.ssn_masked', o.ssn ? { [P + 'tax_id']: o.ssn, [P + 'tax_id_type']: o.ssnType!, [P + 'tax_id_country']: 'US' } : {}),
    dob: o.dobText ? v(o.dobText, 'owner.dob', { [P + 'date_of_birth']: o.dob! }) : null,
    score: o.score !== null ? v(String(o.score), 'owner.credit_score', { [P + 'credit_score']: o.score }) : null,
    home: v(o.home, 'owner.home_address'),
    cell: v(o.cell, 'owner.cell'),
    email: v(o.email, 'owner.email'),
  };
}

export const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export const decoy = (text: string, key: string): V => v(text, key);
