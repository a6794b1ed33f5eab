// What a set-139 form can print, as entries a layout places where its design wants them: each with its label, the
// printed text, the truth keys it gives (none for a value that is not the application's) and, for decoys, what it is.
import type { Merchant } from './model.ts';
import type { Painter, ValueOpts } from './paint.ts';

export interface Entry { id: string; label: string; text: string | null; keys: string[]; decoy?: string }

const TAX_KEYS = ['business_tax_id', 'business_tax_id_type', 'business_tax_id_country'];
export const ak = (i: number, f: string): string => `applicants[${i}].${f}`;

export function place(p: Painter, e: Entry, x: number, y: number, w: number, o: ValueOpts = {}): void {
  if (e.decoy) p.decoy(e.decoy, e.text, x, y, w, o);
  else p.value(e.keys, e.text, x, y, w, o);
}

export function businessEntries(m: Merchant): Record<string, Entry> {
  const ca = m.canada;
  const dbaDecoy = m.dba === null && m.dbaText !== null && m.dbaText !== m.legal ? 'trade_name_placeholder' : undefined;
  const list: Entry[] = [
    { id: 'legal', label: ca ? 'Legal Business Name' : 'Legal / Corporate Name', text: m.legal, keys: ['legal_name'] },
    { id: 'dba', label: ca ? 'Operating Name (O/A)' : 'DBA', text: m.dbaText, keys: m.dba ? ['trade_name'] : [], ...(dbaDecoy ? { decoy: dbaDecoy } : {}) },
    { id: 'industry', label: 'Type of Business', text: m.industryText, keys: ['industry'] },
    { id: 'tax', label: ca ? 'Business Number (BN)' : 'Federal Tax ID (EIN)', text: m.taxText, keys: m.tax ? TAX_KEYS : [],
      ...(m.tax === null && m.taxText ? { decoy: 'masked_tax_id' } : {}) },
    { id: 'street', label: 'Business Address', text: m.street, keys: [] },
    { id: 'city', label: 'City', text: m.city, keys: [] },
    { id: 'state', label: ca ? 'Province' : 'State', text: m.state, keys: ['state_region', 'country'] },
    { id: 'zip', label: ca ? 'Postal Code' : 'Zip', text: m.zip, keys: [] },
    { id: 'start', label: 'Business Start Date', text: m.startText, keys: ['business_start_date'] },
    { id: 'years', label: 'Years in Business', text: m.yearsText, keys: [] },
    { id: 'phone', label: 'Business Phone', text: m.phone, keys: [] },
    { id: 'email', label: 'E-mail', text: m.email, keys: [] },
    { id: 'website', label: 'Website', text: m.website, keys: [] },
    { id: 'inc', label: ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', text: m.stateOfInc, keys: [], decoy: 'state_of_incorporation' },
    { id: 'amount', label: 'Amount Requested', text: m.amountText, keys: ['requested_amount'] },
    { id: 'payment', label: 'Requested Payment', text: m.paymentText, keys: ['requested_payment'] },
    { id: 'number', label: 'Number of Payments', text: m.numberText, keys: ['number_of_payments'] },
    { id: 'sales', label: 'Avg. Monthly Sales', text: m.monthlySales, keys: [], decoy: 'monthly_sales' },
    { id: 'revenue', label: 'Annual Revenue', text: m.annualRevenue, keys: [], decoy: 'annual_revenue' },
  ];
  return Object.fromEntries(list.map((e) => [e.id, e]));
}

export function ownerEntries(m: Merchant, i: number): Record<string, Entry> {
  const o = m.owners[i]!;
  const ca = m.canada;
  const list: Entry[] = [
    { id: 'name', label: 'Full Name', text: o.nameText, keys: [ak(i, 'first_name'), ak(i, 'last_name')] },
    { id: 'role', label: 'Title', text: o.roleText, keys: [ak(i, 'role')] },
    { id: 'own', label: 'Ownership %', text: o.ownershipText, keys: [ak(i, 'ownership')] },
    { id: 'tax', label: ca ? 'SIN' : 'SSN', text: o.taxText, keys: o.tax ? [ak(i, 'tax_id'), ak(i, 'tax_id_type'), ak(i, 'tax_id_country')] : [],
      ...(o.tax === null && o.taxText ? { decoy: 'masked_owner_tax_id' } : {}) },
    { id: 'dob', label: 'Date of Birth', text: o.dobText, keys: [ak(i, 'date_of_birth')] },
    { id: 'credit', label: 'Credit Score', text: o.creditText, keys: [ak(i, 'credit_score')] },
    { id: 'home', label: 'Home Address', text: o.home, keys: [], decoy: 'owner_home_address' },
  ];
  return Object.fromEntries(list.map((e) => [e.id, e]));
}

export function decoyEntries(m: Merchant): Entry[] {
  const d = (id: string, label: string, text: string | null): Entry => ({ id, label, text, keys: [], decoy: id });
  const out: Entry[] = [
    d('landlord', 'Landlord / Mortgage Holder', m.landlord), d('landlord_phone', 'Landlord Phone', m.landlordPhone),
    d('rent', 'Monthly Rent / Mortgage', m.rent),
    d('bank', 'Bank Name', m.bank), d('routing', m.canada ? 'Transit / Institution' : 'Routing #', m.routing), d('account', 'Account #', m.account),
    d('ref1', 'Trade Reference 1', m.refs[0]!.name), d('ref1_phone', 'Reference 1 Phone', m.refs[0]!.phone),
    d('ref2', 'Trade Reference 2', m.refs[1]!.name), d('ref2_phone', 'Reference 2 Phone', m.refs[1]!.phone),
    d('iso', 'ISO / Sales Rep', m.isoRep),
  ];
  m.funders.forEach((f, i) => out.push(d(`funder${i}`, `Existing Advance ${i + 1}: Funder`, f.name), d(`funder${i}_balance`, 'Balance', f.balance),
    d(`funder${i}_payment`, 'Payment', f.payment)));
  return out;
}
