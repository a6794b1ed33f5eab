// The form's sections, printed through a Flow, each value with the truth paths it gives (applications.md's rules).
import type { Flow, V } from './flow.ts';
import { printedName, type Merchant, type Owner } from './model.ts';

export interface Words {
  legal: string; dba: string; entity: string; tax: string; start: string; industry: string; phone: string; email: string; web: string;
  street: string; city: string; state: string; zip: string; amount: string; payment: string; nPay: string; freq: string; use: string;
  first: string; last: string; full: string; role: string; own: string; ssn: string; dob: string; score: string;
}
export const US_WORDS: Words = {
  legal: 'Legal business name', dba: 'DBA (if different)', entity: 'Business type', tax: 'Federal Tax ID (EIN)', start: 'Business start date',
  industry: 'What does your business do?', phone: 'Business phone', email: 'Business email', web: 'Website', street: 'Street address',
  city: 'City', state: 'State', zip: 'ZIP', amount: 'How much do you need?', payment: 'Preferred payment', nPay: 'Number of payments',
  freq: 'Payment frequency', use: 'Use of funds', first: 'First name', last: 'Last name', full: 'Full legal name', role: 'Title',
  own: 'Ownership %', ssn: 'SSN', dob: 'Date of birth', score: 'Estimated credit score',
};
export const CA_WORDS: Partial<Words> = { dba: 'Operating name (O/A)', tax: 'Business Number (BN)', state: 'Province', zip: 'Postal code', ssn: 'SIN' };

const A = 'application.';
const ap = (i: number, f: string): string => `${A}applicants[${i}].${f}`;
const FREQ: Record<string, string> = { Daily: 'daily', Weekly: 'weekly', 'Bi-weekly': 'biweekly', Monthly: 'monthly' };
const countryName = (m: Merchant): string => (m.country === 'US' ? 'United States' : 'Canada');

export function funding(f: Flow, m: Merchant, w: Words, withTerms: boolean): void {
  f.field(w.amount, { key: 'requested_amount', text: m.amount?.text ?? null, fields: { [`${A}requested_amount`]: m.amount?.value ?? null }, placeholder: '$0' });
  f.field(w.use, { key: 'use_of_funds', text: m.useOfFunds });
  if (!withTerms) return;
  f.checks(w.freq, 'payment_frequency', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], m.freq, m.freq ? { [`${A}payment_frequency`]: FREQ[m.freq]! } : null, true);
  f.row([[w.payment, { key: 'requested_payment', text: m.payment?.text ?? null, fields: { [`${A}requested_payment`]: m.payment?.value ?? null } }, 1],
    [w.nPay, { key: 'number_of_payments', text: m.nPayments?.text ?? null, fields: { [`${A}number_of_payments`]: m.nPayments?.value ?? null } }, 1]]);
}

function entity(f: Flow, m: Merchant, w: Words, asChecks: boolean): void {
  const e = m.entity, fields = e?.value ? { [`${A}type_of_entity`]: e.value } : null;
  if (!asChecks) {
    f.field(w.entity, { key: 'type_of_entity', text: e?.text.replace(/^Other: /, '') ?? null, fields: fields ?? {}, placeholder: 'Select...' });
    return;
  }
  const opts = m.country === 'US' ? ['LLC', 'Corporation', 'S Corp', 'C Corp', 'Partnership', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other']
    : ['Corporation', 'Partnership', 'Sole Proprietorship', 'Other'];
  const other = e?.text.startsWith('Other: ') ? e.text.slice(7) : null;
  f.checks(w.entity, 'type_of_entity', opts, other ? 'Other' : e?.text ?? null, other ? {} : fields);
  if (other) f.field('If other, specify', { key: 'type_of_entity', text: other, fields: fields ?? {} });
}

export function business(f: Flow, m: Merchant, w: Words, o: { entityChecks: boolean; extras: boolean }): void {
  f.field(w.legal, { key: 'legal_name', text: m.legal, fields: { [`${A}legal_name`]: m.legal } });
  f.field(w.dba, { key: m.dbaTruth ? 'trade_name' : 'dba_not_a_name', text: m.dba, fields: m.dbaTruth ? { [`${A}trade_name`]: m.dbaTruth } : {} });
  entity(f, m, w, o.entityChecks);
  const t = m.tax;
  const taxV: V = { key: 'business_tax_id', text: t?.text ?? null, placeholder: m.country === 'US' ? 'XX-XXXXXXX' : '123456789 RC0001',
    fields: t ? { [`${A}business_tax_id`]: t.digits, [`${A}business_tax_id_type`]: t.type, [`${A}business_tax_id_country`]: m.country } : {} };
  const label = m.country === 'CA' ? w.tax : t?.type === 'SSN' ? 'Tax ID (EIN or SSN)' : t?.label ?? w.tax;
  const startV: V = { key: 'business_start_date', text: m.start?.text ?? null, fields: { [`${A}business_start_date`]: m.start?.value ?? null }, placeholder: 'mm/dd/yyyy' };
  f.row([[label, taxV, 1.1], [w.start, startV, 1]]);
  f.field(w.industry, { key: m.industry.value ? 'industry' : 'industry_unrecognized', text: m.industry.text, fields: m.industry.value ? { [`${A}industry`]: m.industry.value } : {} });
  if (!m.start) f.field('Years in business', { key: 'years_in_business', text: m.years });
  f.row([[w.phone, { key: 'business_phone', text: m.phone }, 1], [w.email, { key: 'business_email', text: m.email }, 1.3]]);
  if (!o.extras) return;
  f.field(w.web, { key: 'website', text: m.website, placeholder: 'https://' });
  f.row([['State of incorporation', { key: 'state_of_incorporation', text: m.stateOfInc }, 1], ['# Employees', { key: 'employees', text: m.employees }, 0.7]]);
  f.field('Average monthly sales', { key: 'monthly_sales', text: m.monthlySales });
}

export function address(f: Flow, m: Merchant, w: Words, o: { landlord: boolean; country: boolean }): void {
  f.field(w.street, { key: 'business_street', text: m.suite ? `${m.street}, ${m.suite}` : m.street });
  const st: V = { key: 'state_region', text: m.regionText, fields: { [`${A}state_region`]: m.region, [`${A}country`]: countryName(m) } };
  f.row([[w.city, { key: 'business_city', text: m.city }, 1.3], [w.state, st, 1], [w.zip, { key: 'business_postal', text: m.postal }, 0.8]]);
  if (o.country) f.field('Country', { key: 'country', text: countryName(m), fields: { [`${A}country`]: countryName(m) } });
  if (!o.landlord) return;
  f.checks('Do you own or rent this location?', 'own_rent', ['Own', 'Rent'], m.ownRent, null, true);
  if (m.ownRent === 'Rent') {
    f.row([['Landlord / property manager', { key: 'landlord', text: m.landlord }, 1.4], ['Landlord phone', { key: 'landlord_phone', text: m.landlordPhone }, 1]]);
    f.field('Monthly rent', { key: 'monthly_rent', text: m.rent });
  }
}

export function ownerBlock(f: Flow, m: Merchant, w: Words, i: number, o: Owner, homeAddress: boolean): void {
  const n = o.name;
  if (o.nameMode === 'split') {
    f.row([[w.first, { key: 'first_name', text: n.first, fields: { [ap(i, 'first_name')]: n.first } }, 1],
      ['M.I.', { key: 'middle_initial', text: n.middle }, 0.3],
      [w.last, { key: 'last_name', text: n.last, fields: { [ap(i, 'last_name')]: n.last } }, 1.2]]);
  } else {
    const label = o.nameMode === 'lastfirst' ? `${w.full} (Last, First)` : w.full;
    f.field(label, { key: 'owner_name', text: printedName(o), fields: { [ap(i, 'first_name')]: n.first, [ap(i, 'last_name')]: n.last } });
  }
  f.row([[w.role, { key: 'role', text: o.role, fields: { [ap(i, 'role')]: o.role } }, 1.3],
    [w.own, { key: 'ownership', text: o.own?.text ?? null, fields: { [ap(i, 'ownership')]: o.own?.value ?? null } }, 0.8]]);
  const taxV: V = o.tax?.digits ? { key: 'owner_tax_id', text: o.tax.text, fields: { [ap(i, 'tax_id')]: o.tax.digits, [ap(i, 'tax_id_type')]: o.tax.type,
    [ap(i, 'tax_id_country')]: m.country } } : { key: 'owner_tax_id_masked', text: o.tax?.text ?? null };
  f.row([[o.tax?.type === 'ITIN' ? 'SSN / ITIN' : w.ssn, taxV, 1],
    [w.dob, { key: 'date_of_birth', text: o.dob?.text ?? null, fields: { [ap(i, 'date_of_birth')]: o.dob?.value ?? null }, placeholder: 'mm/dd/yyyy' }, 1]]);
  f.row([[w.score, { key: 'credit_score', text: o.score?.text ?? null, fields: { [ap(i, 'credit_score')]: o.score?.value ?? null } }, 1],
    ['Mobile', { key: 'owner_phone', text: o.phone }, 1]]);
  if (!homeAddress) return;
  f.field('Home address', { key: 'home_address', text: `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` });
}

export function bank(f: Flow, m: Merchant, o: { advances: boolean; rep: boolean; refs: boolean }): void {
  f.field('Business bank', { key: 'bank_name', text: m.bank });
  f.row([[m.country === 'US' ? 'Routing #' : 'Transit / Institution', { key: 'routing_number', text: m.routing }, 1], ['Account #', { key: 'account_number', text: m.account }, 1.2]]);
  if (o.advances) {
    f.checks('Do you have any open advances or loans?', 'has_advances', ['Yes', 'No'], m.advances.length ? 'Yes' : 'No', null, true);
    if (m.advances.length) f.table(['Funder', 'Balance', 'Payment'], m.advances.map((a) => [{ key: 'existing_funder', text: a.funder },
      { key: 'existing_balance', text: a.balance }, { key: 'existing_payment', text: a.payment }]), 1);
  }
  if (o.refs) f.table(['Trade reference', 'Phone'], m.refs.map((r) => [{ key: 'reference_name', text: r.name }, { key: 'reference_phone', text: r.phone }]));
  if (o.rep) f.row([['Referred by (ISO rep)', { key: 'iso_rep', text: m.rep.name }, 1.2], ['Rep code', { key: 'iso_code', text: m.rep.code }, 0.8]]);
}

export function consent(f: Flow, m: Merchant, broker: string, stampTime: string): void {
  const ca = m.country === 'CA';
  f.para(`By tapping "Submit" each owner below certifies that the information in this application is true and complete and authorizes ${broker}, its `
    + 'funding partners and their assigns to obtain consumer and business credit reports, verify bank statements and contact references. '
    + (ca ? 'Your personal information is collected, used and disclosed in accordance with PIPEDA and our Privacy Policy. ' : '')
    + 'This is not a loan application; any funding is a purchase of future receivables.');
  m.owners.forEach((o, i) => f.sign(`Signature of owner ${i + 1}`, `${o.name.first} ${o.name.last}`, `Signed electronically ${stampTime} - IP ${m.ip}`));
}
