// The printed rows of a form of set 100 (label, value, field name, icon and one-word caption), shared by the layouts;
// each layout puts the labels somewhere unexpected.
import type { Merchant, Owner } from './model.ts';

export interface Row { key: string; label: string; value: string; word: string; icon: string; span?: number }
export interface Section { title: string; rows: Row[] }

const r = (key: string, label: string, value: string, word: string, icon: string, span?: number): Row => ({ key, label, value, word, icon, ...(span ? { span } : {}) });

export function businessRows(m: Merchant): Row[] {
  const ca = m.country === 'CA';
  return [
    r('legal_name', ca ? 'Legal Business Name' : 'Legal Business Name', m.legal, 'Legal', 'building', 2),
    r('dba', ca ? 'Operating Name (O/A)' : 'DBA / Trade Name', m.dbaText, ca ? 'O/A' : 'DBA', 'store', 2),
    r('entity', ca ? 'Type of Business Entity' : 'Entity Type', m.entityText, 'Entity', 'briefcase'),
    r('tax_id', m.taxLabel, m.taxIdText, ca ? 'BN' : 'TaxID', 'hash'),
    r('industry', 'Type of Business / Industry', m.industryText, 'Industry', 'tag'),
    r('start', 'Business Start Date', m.startText, 'Since', 'calendar'),
    r('street', 'Physical Address', m.street, 'Address', 'pin', 2),
    r('city', 'City', m.city, 'City', 'pin'),
    r('state', ca ? 'Province' : 'State', m.stateText, ca ? 'Prov.' : 'State', 'flag'),
    r('zip', ca ? 'Postal Code' : 'ZIP', m.zip, ca ? 'Postal' : 'ZIP', 'pin'),
    r('phone', 'Business Phone', m.phone, 'Phone', 'id'),
    r('email', 'Business E-mail', m.email, 'Email', 'id'),
    r('website', 'Website', m.website, 'Web', 'id'),
    r('inc_state', ca ? 'Jurisdiction of Incorporation' : 'State of Incorporation', m.stateOfInc, 'Inc.', 'flag'),
    r('employees', '# of Employees', m.employees, 'Staff', 'person'),
    r('own_rent', 'Own / Rent Premises', m.ownRent, 'Premises', 'building'),
    r('monthly', 'Avg. Monthly Sales', `$${m.monthlySales}`, 'Sales', 'money'),
  ];
}

export function fundingRows(m: Merchant): Row[] {
  const rows = [r('amount', 'Amount Requested', m.amountText, 'Request', 'money'), r('use', 'Use of Funds', m.use, 'Use', 'tag')];
  if (m.payment !== null) {
    rows.push(r('payment', 'Requested Payment', m.paymentText, 'Payment', 'money'), r('n_payments', 'Number of Payments', String(m.nPayments), 'Count', 'hash'),
      r('frequency', 'Payment Frequency', m.freqText, 'Every', 'repeat'));
  }
  return rows;
}

export function ownerRows(m: Merchant, o: Owner, i: number): Row[] {
  const ca = m.country === 'CA', p = `owner${i + 1}_`;
  return [
    r(p + 'name', 'Full Name', o.printedName, 'Name', 'person', 2),
    r(p + 'title', 'Title', o.role, 'Title', 'briefcase'),
    r(p + 'ownership', '% Ownership', `${o.ownershipText}%`, 'Owns', 'percent'),
    r(p + 'tax_id', ca ? 'SIN' : 'SSN', o.taxIdText, ca ? 'SIN' : 'SSN', 'id'),
    r(p + 'dob', 'Date of Birth', o.dobText, 'Born', 'cake'),
    r(p + 'credit', 'Est. Credit Score', o.credit === null ? '' : String(o.credit), 'FICO', 'gauge'),
    r(p + 'home', 'Home Address', o.home, 'Home', 'pin', 2),
    r(p + 'cell', 'Cell Phone', o.phone, 'Cell', 'id'),
    r(p + 'email', 'E-mail', o.email, 'Email', 'id'),
  ];
}

/** Everything printed that is not the application's: bank, landlord, references, broker, existing advances. */
export function decoySections(m: Merchant, broker: string): Section[] {
  const ca = m.country === 'CA';
  const bank: Row[] = [r('bank_name', 'Bank Name', m.bank.name, 'Bank', 'building'),
    ...(ca ? [r('bank_transit', 'Transit #', m.bank.transit!, 'Transit', 'hash'), r('bank_inst', 'Institution #', m.bank.routing, 'Inst.', 'hash')]
      : [r('bank_routing', 'Routing #', m.bank.routing, 'ABA', 'hash')]),
    r('bank_account', 'Account #', m.bank.account, 'Acct', 'hash')];
  const sections: Section[] = [
    { title: 'Banking', rows: bank },
    { title: 'Landlord', rows: [r('ll_name', 'Landlord / Mortgage Co.', m.landlord.name, 'Landlord', 'building', 2), r('ll_phone', 'Landlord Phone', m.landlord.phone, 'Phone', 'id'), r('ll_rent', 'Monthly Rent', `$${m.landlord.rent}`, 'Rent', 'money')] },
    { title: 'Trade References', rows: m.refs.flatMap((x, i) => [r(`ref${i + 1}_name`, `Reference ${i + 1}`, x.name, 'Ref', 'store'), r(`ref${i + 1}_phone`, 'Phone', x.phone, 'Phone', 'id')]) },
  ];
  if (m.funders.length) sections.push({ title: 'Existing Advances', rows: m.funders.flatMap((f, i) => [r(`funder${i + 1}`, 'Funder', f.name, 'Funder', 'building'),
    r(`funder${i + 1}_bal`, 'Balance', `$${f.balance}`, 'Owed', 'money'), r(`funder${i + 1}_pmt`, 'Payment', `$${f.payment}`, 'Pays', 'money')]) });
  sections.push({ title: 'ISO / Broker Use', rows: [r('iso_company', 'ISO', broker, 'ISO', 'briefcase'), r('iso_rep', 'Rep Name', m.iso.name, 'Rep', 'person'),
    r('iso_phone', 'Rep Phone', m.iso.phone, 'Phone', 'id'), r('iso_id', 'ISO ID', m.iso.id, 'ID', 'hash')] });
  return sections;
}

export function consent(m: Merchant, broker: string): string {
  return m.country === 'CA'
    ? `By signing, each undersigned principal certifies the information above is true and consents, under PIPEDA, to ${broker} and its funding partners collecting, using and disclosing personal information, including obtaining credit bureau reports, to evaluate this request.`
    : `Each undersigned authorizes ${broker} and its assigns to obtain consumer and business credit reports, verify the information provided, and share this application with funding partners. The merchant certifies that the statements made herein are true and complete.`;
}
