// The values every plain form prints, as entries (label, printed text, field name, truth paths), so each layout
// places them its own way. Truth paths: `legal_name`, `applicants.0.first_name` ...
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './model.ts';

export interface Entry { label: string; text: string; name: string; truth?: Record<string, unknown>; decoy?: boolean }

const FREQ: Record<string, string[]> = { daily: ['Daily', 'DAILY'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly'], monthly: ['Monthly', 'MONTHLY'] };
export const freqLabel = (f: string, r: Rng) => r.pick(FREQ[f]!);

export function business(m: Merchant, r: Rng): Entry[] {
  const country = m.ca ? 'Canada' : 'United States';
  return [
    { label: 'Legal Name', text: m.legal, name: 'legal_name', truth: { legal_name: m.legal } },
    { label: m.ca ? 'Operating Name (O/A)' : 'DBA', text: m.dba, name: 'dba', truth: { trade_name: m.dbaTruth } },
    { label: m.ca ? 'Business Number (BN)' : m.taxType === 'SSN' ? 'Tax ID (SSN if no EIN)' : 'Federal Tax ID (EIN)', text: m.tax, name: 'tax_id',
      truth: { business_tax_id: m.taxTruth, business_tax_id_type: m.taxType, business_tax_id_country: m.ca ? 'CA' : 'US' } },
    { label: 'Date Business Started', text: m.start, name: 'start_date', truth: { business_start_date: m.startIso } },
    { label: m.ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', text: m.stateOfInc, name: 'inc_state', decoy: true },
    { label: 'Type of Business', text: m.industryText, name: 'industry', truth: { industry: m.industryId } },
    { label: 'Street Address', text: m.street, name: 'street' },
    { label: m.ca ? 'City, Province, Postal Code' : 'City, State, ZIP', text: `${m.city}, ${m.state} ${m.zip}`, name: 'city_state_zip', truth: { state_region: m.state, country } },
    { label: 'Business Phone', text: m.phone, name: 'phone' },
    { label: 'E-mail', text: m.email, name: 'email' },
    ...(r.chance(0.5) ? [{ label: 'Landlord / Mortgage Holder', text: m.landlord, name: 'landlord', decoy: true }, { label: 'Landlord Phone', text: m.landlordPhone, name: 'landlord_phone', decoy: true }] : []),
  ];
}

export const entityEntry = (m: Merchant): Entry => ({ label: 'Entity Type', text: m.entityText, name: 'entity', truth: { type_of_entity: m.entityId } });

export function funding(m: Merchant, r: Rng): Entry[] {
  return [
    { label: 'Amount Requested', text: m.amount, name: 'amount', truth: { requested_amount: m.amountN } },
    { label: 'Use of Funds', text: r.pick(['Inventory', 'Equipment', 'Payroll', 'Expansion', 'Working capital']), name: 'use' },
    { label: 'Requested Payment', text: m.payment, name: 'payment', truth: { requested_payment: m.paymentN } },
    { label: 'Number of Payments', text: m.nPay, name: 'n_payments', truth: { number_of_payments: m.nPayN } },
  ];
}
export const freqEntry = (m: Merchant, r: Rng): Entry =>
  ({ label: 'Payment Frequency', text: m.freq ? freqLabel(m.freq, r) : '', name: 'frequency', truth: { payment_frequency: m.freqTruth } });

export function owner(m: Merchant, i: number): Entry[] {
  const o = m.owners[i]!, p = `applicants.${i}.`, n = `owner${i + 1}_`;
  return [
    { label: 'Name', text: o.name, name: n + 'name', truth: { [p + 'first_name']: o.first, [p + 'last_name']: o.last } },
    { label: 'Title', text: o.title, name: n + 'title', truth: { [p + 'role']: o.title } },
    { label: 'Ownership', text: `${o.pct}%`, name: n + 'pct', truth: { [p + 'ownership']: o.pct } },
    { label: o.idType, text: o.ssn, name: n + 'ssn', truth: o.ssnTruth ? { [p + 'tax_id']: o.ssnTruth, [p + 'tax_id_type']: o.idType, [p + 'tax_id_country']: m.ca ? 'CA' : 'US' } : {} },
    { label: 'Date of Birth', text: o.dob, name: n + 'dob', truth: { [p + 'date_of_birth']: o.dobIso } },
    { label: 'Credit Score', text: o.credit, name: n + 'credit', truth: { [p + 'credit_score']: o.creditTruth } },
    { label: 'Home Address', text: o.home, name: n + 'home', decoy: true },
  ];
}

export function others(m: Merchant): Entry[] {
  return [
    { label: 'Bank Name', text: m.bank, name: 'bank', decoy: true },
    { label: m.ca ? 'Transit / Institution' : 'Routing Number', text: m.routing, name: 'routing', decoy: true },
    { label: 'Account Number', text: m.account, name: 'account', decoy: true },
    { label: 'Trade Reference 1', text: `${m.refs[0]![0]}  ${m.refs[0]![1]}`, name: 'ref1', decoy: true },
    { label: 'Trade Reference 2', text: `${m.refs[1]![0]}  ${m.refs[1]![1]}`, name: 'ref2', decoy: true },
  ];
}

/** A checked entity box reads as its label's id, whatever the merchant wrote elsewhere (an S corp ticks Corporation). */
export function boxId(label: string, ca: boolean): string {
  const ids: Record<string, string> = { Corporation: ca ? 'ca_corporation' : 'c_corporation', LLC: 'llc', LLP: 'llp', Partnership: 'general_partnership',
    'Sole Proprietor': 'sole_proprietorship', 'Co-operative': 'cooperative' };
  return ids[label]!;
}
