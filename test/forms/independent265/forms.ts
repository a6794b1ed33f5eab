// The five layouts: each an invented ISO/funder with its own look and wording.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, type LayoutDef, amountF, checks, dbaF, einF, nameF, oneF, row, signatures, ssnF, stateF, table } from './layouts.ts';
import type { Merchant, Owner } from './model.ts';
import type { Sheet } from './sheet.ts';

const ENTITY_BOXES = ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'];

function entityChecks(s: Sheet, m: Merchant, label: string): void {
  checks(s, label, ENTITY_BOXES.map((b) => ({ label: b, on: m.entity.box === b, fields: { type_of_entity: m.entity.id } })), 'entity',
    { text: m.entity.other, fields: { type_of_entity: m.entity.id } });
}
function freqChecks(s: Sheet, m: Merchant, label: string): void {
  const ids: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  checks(s, label, ids.map(([l, id]) => ({ label: l, on: m.frequency.id === id, fields: { payment_frequency: id } })), 'frequency');
}
const pay = (m: Merchant) => (m.payment.text ? { requested_payment: m.payment.value } : null);
const nPay = (m: Merchant) => (m.numPayments.text ? { number_of_payments: m.numPayments.value } : null);
const start = (m: Merchant) => (m.start.text ? { business_start_date: m.start.value } : null);
const credit = (i: number, o: Owner) => (o.credit.text ? oneF(i, 'credit_score', o.credit.value) : null);
const dob = (i: number, o: Owner) => (o.dob.text ? oneF(i, 'date_of_birth', o.dob.value) : null);
const signDate = (rng: Rng) => `${rng.int(1, 12)}/${rng.int(1, 28)}/2024`;
const industryF = (m: Merchant) => ({ industry: m.industry.id });

function advancesTable(s: Sheet, m: Merchant, heads: [string, string, string]): void {
  table(s, [[heads[0], 3], [heads[1], 2], [heads[2], 2]], m.advances.map((a) => [
    { text: a.funder, fields: null, key: 'advance_funder' }, { text: a.balance, fields: null, key: 'advance_balance' },
    { text: a.payment, fields: null, key: 'advance_payment' }]), 2);
}

export const LAYOUTS: Record<string, LayoutDef> = {
  harborline_capital: {
    title: 'Harborline Capital Partners - Merchant Cash Advance Application', maxOwners: 4,
    look: { cell: 'boxes', section: 'bar', accent: '#1f3a5f', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold', typedFont: 'Courier' },
    draw(s, m, rng) {
      s.label('HARBORLINE CAPITAL PARTNERS', 36, 30, 15, true, '#1f3a5f');
      s.label('Merchant Cash Advance Application  |  submissions@harborline-cap.example  |  (888) 555-0142', 36, 48, 7.5);
      s.y = 64;
      s.section('Business Information');
      row(s, [{ label: 'Business Legal Name', text: m.legal, fields: { legal_name: m.legal }, key: 'legal', w: 3 },
        { label: 'DBA', text: m.dba.text, fields: dbaF(m), key: 'dba', w: 2 }]);
      row(s, [{ label: 'Physical Address (no P.O. Box)', text: m.street, fields: null, key: 'street', w: 3 },
        { label: 'City', text: m.place.city, fields: null, key: 'city', w: 1.4 }, { label: 'State', text: m.place.state, fields: stateF(m), key: 'state', w: 0.6 },
        { label: 'Zip', text: m.place.zip, fields: null, key: 'zip', w: 0.8 }]);
      row(s, [{ label: 'Federal Tax ID', text: m.ein.text, fields: einF(m), key: 'ein', w: 1.3 },
        { label: 'Business Start Date', text: m.start.text, fields: start(m), key: 'start', w: 1.3 },
        { label: 'State of Incorporation', text: m.incState, fields: null, key: 'inc_state', w: 1 },
        { label: 'Business Phone', text: m.phone, fields: null, key: 'phone', w: 1.4 }]);
      row(s, [{ label: 'Type of Business / Industry', text: m.industry.text, fields: industryF(m), key: 'industry', w: 2 },
        { label: 'Website', text: m.website, fields: null, key: 'web', w: 1.6 }, { label: '# Employees', text: m.employees, fields: null, key: 'emp', w: 0.8 }]);
      s.y += 4;
      entityChecks(s, m, 'Entity Type:');
      s.section('Funding Request');
      row(s, [{ label: 'Amount Requested', text: m.amount.text, fields: amountF(m), key: 'amount', w: 1.2 },
        { label: 'Use of Funds', text: m.use, fields: null, key: 'use', w: 1.6 },
        { label: 'Requested Payment', text: m.payment.text, fields: pay(m), key: 'payment', w: 1.1 },
        { label: 'No. of Payments', text: m.numPayments.text, fields: nPay(m), key: 'npay', w: 0.8 }]);
      s.y += 4;
      freqChecks(s, m, 'Payment Schedule:');
      s.section('Current Advances / Loans');
      advancesTable(s, m, ['Funder / Lender', 'Current Balance', 'Payment']);
      s.section('Landlord / Mortgage Holder');
      row(s, [{ label: 'Landlord Name', text: m.landlord.name, fields: null, key: 'landlord', w: 2 },
        { label: 'Landlord Phone', text: m.landlord.phone, fields: null, key: 'landlord_phone', w: 1.2 },
        { label: 'Monthly Rent', text: m.landlord.rent, fields: null, key: 'rent', w: 1 }]);
      s.newPage();
      m.owners.forEach((o, i) => {
        s.section(`Owner / Guarantor #${i + 1}`);
        row(s, [{ label: 'Full Name', text: o.name, fields: nameF(i, o), key: 'owner_name', w: 2.2 },
          { label: 'Title', text: o.title, fields: oneF(i, 'role', o.title), key: 'title', w: 1.2 },
          { label: 'Ownership %', text: o.pct.text, fields: oneF(i, 'ownership', o.pct.value), key: 'pct', w: 0.8 }]);
        row(s, [{ label: 'Social Security #', text: o.ssn.text, fields: ssnF(i, o), key: 'ssn', w: 1.3 },
          { label: 'Date of Birth', text: o.dob.text, fields: dob(i, o), key: 'dob', w: 1.2 },
          { label: 'Credit Score (est.)', text: o.credit.text, fields: credit(i, o), key: 'fico', w: 0.9 },
          { label: 'Cell Phone', text: o.cell, fields: null, key: 'cell', w: 1.3 }]);
        row(s, [{ label: 'Home Address', text: o.home, fields: null, key: 'home', w: 2 },
          { label: 'City, State, Zip', text: o.homeCity, fields: null, key: 'home_city', w: 2 }]);
      });
      s.section('Bank Information');
      row(s, [{ label: 'Bank Name', text: m.bank.name, fields: null, key: 'bank', w: 1.5 },
        { label: 'Routing #', text: m.bank.routing, fields: null, key: 'routing', w: 1.2 },
        { label: 'Account #', text: m.bank.account, fields: null, key: 'account', w: 1.3 }]);
      s.section('Authorization');
      s.para(AUTH, 36, 540);
      signatures(s, m, rng, signDate(rng));
      s.label(`ISO Rep: ${'_'.repeat(4)}`, 36, 760, 6.5);
      s.value('iso_rep', m.rep.name, 70, 752, 150, 14, null, 8);
    },
  },

  keystone_funding_group: {
    title: 'Keystone Funding Group - Business Funding Application', maxOwners: 2,
    look: { cell: 'underline', section: 'rule', accent: '#1e5631', labelFont: 'Times-Roman', boldFont: 'Times-Bold', typedFont: 'Helvetica' },
    draw(s, m, rng) {
      s.label('Keystone Funding Group', 36, 28, 17, true, '#1e5631');
      s.label('BUSINESS FUNDING APPLICATION', 400, 34, 10, true);
      s.y = 56;
      s.section('The Business');
      row(s, [{ label: 'Legal Business Name:', text: m.legal, fields: { legal_name: m.legal }, key: 'legal', w: 1 }]);
      row(s, [{ label: 'Doing Business As:', text: m.dba.text, fields: dbaF(m), key: 'dba', w: 1.2 },
        { label: 'Type of Entity:', text: m.entity.text, fields: { type_of_entity: m.entity.id }, key: 'entity', w: 0.8 }]);
      const years = rng.chance(0.35);
      row(s, [{ label: m.ein.bare ? 'Federal Tax ID (EIN):' : 'Tax ID #:', text: m.ein.text, fields: einF(m), key: 'ein', w: 1 },
        years ? { label: 'Years in Business:', text: m.years, fields: null, key: 'years', w: 0.8 }
          : { label: 'Date Business Started:', text: m.start.text, fields: start(m), key: 'start', w: 1 }]);
      row(s, [{ label: 'Street Address:', text: m.street, fields: null, key: 'street', w: 1.5 },
        { label: 'City:', text: m.place.city, fields: null, key: 'city', w: 0.8 }]);
      row(s, [{ label: 'State:', text: m.place.state, fields: stateF(m), key: 'state', w: 0.5 }, { label: 'Zip:', text: m.place.zip, fields: null, key: 'zip', w: 0.6 },
        { label: 'Phone:', text: m.phone, fields: null, key: 'phone', w: 1 }, { label: 'Email:', text: m.email, fields: null, key: 'email', w: 1.3 }]);
      row(s, [{ label: 'What does the business do?', text: m.industry.text, fields: industryF(m), key: 'industry', w: 1.5 },
        { label: 'Own or Rent:', text: m.own, fields: null, key: 'own', w: 0.6 }]);
      row(s, [{ label: 'Avg. Monthly Sales:', text: m.monthlySales, fields: null, key: 'sales', w: 1 },
        { label: 'Amount of Funding Needed:', text: m.amount.text, fields: amountF(m), key: 'amount', w: 1.2 }]);
      row(s, [{ label: 'Purpose of Funds:', text: m.use, fields: null, key: 'use', w: 1 },
        { label: 'Outstanding Advances (funder & balance):', text: m.advances.map((a) => `${a.funder} ${a.balance}`).join('; '), fields: null, key: 'advances', w: 2 }]);
      m.owners.forEach((o, i) => {
        s.section(i === 0 ? 'Principal Owner' : 'Second Owner');
        row(s, [{ label: 'Name:', text: o.name, fields: nameF(i, o), key: 'owner_name', w: 1.4 },
          { label: 'Title:', text: o.title, fields: oneF(i, 'role', o.title), key: 'title', w: 0.9 },
          { label: '% Owned:', text: o.pct.text, fields: oneF(i, 'ownership', o.pct.value), key: 'pct', w: 0.5 }]);
        row(s, [{ label: 'SSN:', text: o.ssn.text, fields: ssnF(i, o), key: 'ssn', w: 1 },
          { label: 'Date of Birth:', text: o.dob.text, fields: dob(i, o), key: 'dob', w: 1 },
          { label: 'Mobile:', text: o.cell, fields: null, key: 'cell', w: 1 }]);
        row(s, [{ label: 'Home Address:', text: `${o.home}, ${o.homeCity}`, fields: null, key: 'home', w: 1 }]);
      });
      s.section('Trade References');
      m.references.forEach((r, i) => row(s, [{ label: `Reference ${i + 1}:`, text: r.name, fields: null, key: 'ref', w: 1.4 },
        { label: 'Phone:', text: r.phone, fields: null, key: 'ref_phone', w: 1 }]));
      s.y += 4;
      s.para(AUTH, 36, 540);
      signatures(s, m, rng, signDate(rng));
      s.label('Referred by (ISO):', 36, s.y, 7);
      s.value('iso_rep', `${m.rep.name} ${m.rep.phone}`, 100, s.y - 5, 220, 14, null, 8);
    },
  },

  bluepeak_advance: {
    title: 'BluePeak Advance - Application for Business Capital', maxOwners: 4,
    look: { cell: 'grid', section: 'tab', accent: '#0b6e74', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold', typedFont: 'Helvetica' },
    draw(s, m, rng) {
      s.label('BluePeak', 36, 26, 20, true, '#0b6e74');
      s.label('ADVANCE', 125, 33, 10, true, '#555');
      s.doc.rect(380, 22, 196, 34).lineWidth(0.6).strokeColor('#0b6e74').stroke();
      s.label('Submitted by (ISO Agent):', 384, 25, 6.5, true);
      s.value('iso_rep', m.rep.name, 384, 32, 120, 12, null, 8);
      s.value('iso_email', m.rep.email, 384, 43, 188, 12, null, 7.5);
      s.y = 66;
      s.section('1. Company');
      row(s, [{ label: 'Company Legal Name', text: m.legal, fields: { legal_name: m.legal }, key: 'legal', w: 1.5 },
        { label: 'D/B/A', text: m.dba.text, fields: dbaF(m), key: 'dba', w: 1 }]);
      row(s, [{ label: 'Entity', text: m.entity.text, fields: { type_of_entity: m.entity.id }, key: 'entity', w: 0.8 },
        { label: 'EIN', text: m.ein.text, fields: einF(m), key: 'ein', w: 0.8 }, { label: 'Inception Date', text: m.start.text, fields: start(m), key: 'start', w: 1 }]);
      row(s, [{ label: 'Address', text: `${m.street}, ${m.place.city}`, fields: null, key: 'street', w: 1.6 },
        { label: 'State', text: m.place.state, fields: stateF(m), key: 'state', w: 0.45 }, { label: 'Zip', text: m.place.zip, fields: null, key: 'zip', w: 0.5 }]);
      row(s, [{ label: 'Industry', text: m.industry.text, fields: industryF(m), key: 'industry', w: 1.2 },
        { label: 'Phone', text: m.phone, fields: null, key: 'phone', w: 0.9 }, { label: 'Incorporated in', text: m.incState, fields: null, key: 'inc_state', w: 0.6 }]);
      s.y += 6;
      s.section('2. Capital Requested');
      row(s, [{ label: 'Amount', text: m.amount.text, fields: amountF(m), key: 'amount', w: 1 },
        { label: 'Est. Payment', text: m.payment.text, fields: pay(m), key: 'payment', w: 1 }]);
      row(s, [{ label: '# of Payments', text: m.numPayments.text, fields: nPay(m), key: 'npay', w: 1 },
        { label: 'Frequency', text: m.frequency.label, fields: m.frequency.id ? { payment_frequency: m.frequency.id } : null, key: 'freq', w: 1 }]);
      row(s, [{ label: 'Use of Proceeds', text: m.use, fields: null, key: 'use', w: 1 }, { label: 'Monthly Gross Sales', text: m.monthlySales, fields: null, key: 'sales', w: 1 }]);
      s.y += 6;
      s.section('3. Owners (list all owners of 20% or more)');
      table(s, [['Owner Name', 3], ['Title', 1.6], ['Own %', 0.8], ['SSN / ITIN', 1.5], ['DOB', 1.3], ['FICO', 0.7]], m.owners.map((o, i) => [
        { text: o.name, fields: nameF(i, o), key: 'owner_name' }, { text: o.title, fields: oneF(i, 'role', o.title), key: 'title' },
        { text: o.pct.text, fields: oneF(i, 'ownership', o.pct.value), key: 'pct' }, { text: o.ssn.text, fields: ssnF(i, o), key: 'ssn' },
        { text: o.dob.text, fields: dob(i, o), key: 'dob' }, { text: o.credit.text, fields: credit(i, o), key: 'fico' }]), 4);
      s.section('4. Existing Positions');
      advancesTable(s, m, ['Funding Company', 'Balance Owed', 'Daily / Weekly Payment']);
      s.section('5. Operating Account');
      row(s, [{ label: 'Bank', text: m.bank.name, fields: null, key: 'bank', w: 1 }, { label: 'ABA Routing', text: m.bank.routing, fields: null, key: 'routing', w: 1 },
        { label: 'Account', text: m.bank.account, fields: null, key: 'account', w: 1 }]);
      s.y += 6;
      s.para(AUTH, 36, 540);
      signatures(s, m, rng, signDate(rng));
    },
  },

  redwood_merchant_services: {
    title: 'Redwood Merchant Services - MCA Application', maxOwners: 3,
    look: { cell: 'boxes', section: 'caps', accent: '#7a1f1f', labelFont: 'Times-Roman', boldFont: 'Times-Bold', typedFont: 'Times-Roman' },
    draw(s, m, rng) {
      s.doc.rect(36, 24, 540, 30).fill('#7a1f1f');
      s.label('REDWOOD MERCHANT SERVICES', 46, 30, 14, true, '#fff');
      s.label('Merchant Cash Advance Application', 400, 34, 9, false, '#fff');
      s.y = 64;
      s.section('Section A - Merchant');
      row(s, [{ label: 'Merchant Legal Name (as on tax return)', text: m.legal, fields: { legal_name: m.legal }, key: 'legal', w: 1 }]);
      row(s, [{ label: 'Trade Name / DBA', text: m.dba.text, fields: dbaF(m), key: 'dba', w: 1.4 },
        { label: 'Tax ID (EIN or SSN)', text: m.ein.text, fields: einF(m), key: 'ein', w: 1 },
        { label: 'Date Established', text: m.start.text, fields: start(m), key: 'start', w: 0.9 }]);
      row(s, [{ label: 'Business Address', text: m.street, fields: null, key: 'street', w: 1.8 }, { label: 'City', text: m.place.city, fields: null, key: 'city', w: 1 },
        { label: 'St', text: m.place.state, fields: stateF(m), key: 'state', w: 0.4 }, { label: 'Zip', text: m.place.zip, fields: null, key: 'zip', w: 0.6 }]);
      row(s, [{ label: 'Nature of Business', text: m.industry.text, fields: industryF(m), key: 'industry', w: 1.6 },
        { label: 'Business Email', text: m.email, fields: null, key: 'email', w: 1.4 }, { label: 'Own / Rent', text: m.own, fields: null, key: 'own', w: 0.6 }]);
      s.y += 4;
      entityChecks(s, m, 'Legal Structure:');
      s.section('Section B - Advance Requested');
      row(s, [{ label: 'Advance Amount Requested', text: m.amount.text, fields: amountF(m), key: 'amount', w: 1 },
        { label: 'Purpose', text: m.use, fields: null, key: 'use', w: 1.2 }, { label: 'Monthly Card + Cash Sales', text: m.monthlySales, fields: null, key: 'sales', w: 1 }]);
      s.section('Section C - Existing Merchant Cash Advances');
      advancesTable(s, m, ['Funder', 'Approx. Balance', 'Remittance']);
      s.section('Section D - Landlord');
      row(s, [{ label: 'Landlord / Property Manager', text: m.landlord.name, fields: null, key: 'landlord', w: 1.6 },
        { label: 'Phone', text: m.landlord.phone, fields: null, key: 'landlord_phone', w: 1 }, { label: 'Rent / Month', text: m.landlord.rent, fields: null, key: 'rent', w: 0.7 }]);
      row(s, [{ label: 'Business Accountant', text: m.accountant, fields: null, key: 'accountant', w: 1 }]);
      if (m.owners.length > 1) s.newPage();
      m.owners.forEach((o, i) => {
        s.section(`Section E${i + 1} - Owner`);
        row(s, [{ label: 'Owner Name (Last, First)', text: o.lastFirst, fields: nameF(i, o), key: 'owner_name', w: 1.6 },
          { label: 'Position', text: o.title, fields: oneF(i, 'role', o.title), key: 'title', w: 1 },
          { label: '% of Ownership', text: o.pct.text, fields: oneF(i, 'ownership', o.pct.value), key: 'pct', w: 0.6 }]);
        row(s, [{ label: 'SSN', text: o.ssn.text, fields: ssnF(i, o), key: 'ssn', w: 1 }, { label: 'D.O.B.', text: o.dob.text, fields: dob(i, o), key: 'dob', w: 0.9 },
          { label: 'Home Address', text: `${o.home}, ${o.homeCity}`, fields: null, key: 'home', w: 2.2 }]);
      });
      s.section('Section F - Certification');
      s.para(AUTH, 36, 540);
      signatures(s, m, rng, signDate(rng));
    },
  },

  summit_lane_iso: {
    title: 'Summit Lane Funding - Working Capital Application', maxOwners: 4,
    look: { cell: 'leaders', section: 'bar', accent: '#5b5b5b', labelFont: 'Helvetica', boldFont: 'Helvetica-Bold', typedFont: 'Courier' },
    draw(s, m, rng) {
      s.label('Summit Lane Funding', 36, 26, 16, true, '#333');
      s.label('Working Capital Application  -  Fast decisions, funding in 24-48 hrs', 36, 45, 7.5, false, '#555');
      s.y = 62;
      s.section('Merchant Information');
      row(s, [{ label: 'Corporate / Legal Name', text: m.legal, fields: { legal_name: m.legal }, key: 'legal', w: 1.3 },
        { label: 'DBA Name', text: m.dba.text, fields: dbaF(m), key: 'dba', w: 1 }]);
      row(s, [{ label: 'Address', text: m.street, fields: null, key: 'street', w: 1.2 }, { label: 'City', text: m.place.city, fields: null, key: 'city', w: 0.8 },
        { label: 'State', text: m.place.state, fields: stateF(m), key: 'state', w: 0.45 }, { label: 'Zip', text: m.place.zip, fields: null, key: 'zip', w: 0.5 }]);
      row(s, [{ label: 'Fed Tax ID', text: m.ein.text, fields: einF(m), key: 'ein', w: 1 }, { label: 'Start Date', text: m.start.text, fields: start(m), key: 'start', w: 1 },
        { label: 'Phone', text: m.phone, fields: null, key: 'phone', w: 1 }]);
      row(s, [{ label: 'Business Type', text: m.industry.text, fields: industryF(m), key: 'industry', w: 1.3 },
        { label: 'Bank', text: `${m.bank.name} / ABA ${m.bank.routing}`, fields: null, key: 'bank', w: 1.3 }]);
      s.y += 3;
      entityChecks(s, m, 'Business is a:');
      s.section('Funding');
      row(s, [{ label: 'Funding Amount Requested', text: m.amount.text, fields: amountF(m), key: 'amount', w: 1.2 },
        { label: 'Payback Installment', text: m.payment.text, fields: pay(m), key: 'payment', w: 1 }, { label: 'Term (# pmts)', text: m.numPayments.text, fields: nPay(m), key: 'npay', w: 0.7 }]);
      s.y += 3;
      freqChecks(s, m, 'Remit:');
      row(s, [{ label: 'Existing Funders', text: m.advances.map((a) => a.funder).join(', ') || 'None', fields: null, key: 'advances', w: 1 }]);
      const colW = 270;
      for (let i = 0; i < m.owners.length; i += 2) {
        s.section(m.owners.length > 2 ? `Principals / Guarantors ${i + 1}-${Math.min(i + 2, m.owners.length)}` : 'Principal / Guarantor');
        const top = s.y;
        for (let j = 0; j < 2 && i + j < m.owners.length; j++) {
          const o = m.owners[i + j]!, k = i + j, x = 36 + j * colW;
          const items: [string, string, ReturnType<typeof oneF> | null, string][] = [
            ['Name', o.name, nameF(k, o), 'owner_name'], ['Title', o.title, oneF(k, 'role', o.title), 'title'],
            ['Ownership', o.pct.text, oneF(k, 'ownership', o.pct.value), 'pct'], ['SSN', o.ssn.text, ssnF(k, o), 'ssn'],
            ['Birth Date', o.dob.text, dob(k, o), 'dob'], ['Credit Score', o.credit.text, credit(k, o), 'fico'], ['Home Phone', o.cell, null, 'cell']];
          items.forEach(([lab, text, f, key], r) => {
            const y = top + r * 19;
            s.label(`${lab}:`, x, y + 8, 7.5);
            s.doc.moveTo(x + 55, y + 17).lineTo(x + colW - 14, y + 17).lineWidth(0.7).dash(1, { space: 2 }).strokeColor('#444').stroke().undash();
            s.value(key, text, x + 55, y + 2, colW - 70, 15, text ? f : null);
          });
        }
        s.y = top + 7 * 19 + 6;
      }
      s.section('Agreement');
      s.para(AUTH, 36, 540);
      signatures(s, m, rng, signDate(rng));
    },
  },
};
