// JotForm and Cognito Forms submission PDFs: fields in rows and columns, labels above the boxes.
import { AUTH, Form, type Theme } from './blocks.ts';
import { bizTaxLabel, ownerTaxLabel, regionLabel, regionText, zipLabel, type Layout } from './common.ts';
import type { Model } from './model.ts';
import { H, W, type Sheet } from './sheet.ts';

const JOT: Theme = { accent: '#0a1551', qFont: 'Helvetica-Bold', qSize: 9, qColor: '#2c3345', numbered: 'none', answer: 'outline', aSize: 10,
  marker: 'square', typedMark: 'check', card: false, x: 48, w: 516, gap: 10 };

/** JotForm: a dark header band, bold labels over outlined boxes, grey sub-labels under them ("First Name",
 *  "Street Address"), the start date split into Month / Day / Year boxes, checkbox grids in columns. */
export const jotform: Layout = {
  name: 'jotform_grid', broker: 'Keystone Merchant Advisors', maxOwners: 3, typedFont: 'Helvetica',
  chrome: (m) => ({
    top: 76, bottom: 44,
    header: (s) => {
      s.doc.save().fillColor('#0a1551').rect(0, 0, W, 56).fill().restore();
      s.text('KEYSTONE', 48, 16, { font: 'Helvetica-Bold', size: 16, color: '#ffffff' });
      s.text('MERCHANT ADVISORS', 48, 34, { size: 8, color: '#ffb629' });
      s.text('Merchant Cash Advance Application', 300, 18, { font: 'Helvetica-Bold', size: 12, color: '#ffffff' });
      s.text(`Submission Date: ${m.decoy.submitted}`, 300, 36, { size: 8, color: '#c8ceed' });
      if (s.page === 1) s.decoys.push({ key: 'submitted', page: 1, box: s.box(300, 34, 240, 12), text: `Submission Date: ${m.decoy.submitted}`, via: 'text' });
    },
    footer: (s) => {
      s.text('Powered by Jotform', 48, H - 28, { size: 7, color: '#8a8f98' });
      s.text(`Page ${s.page}`, W - 90, H - 28, { size: 7, color: '#8a8f98' });
    },
  }),
  draw: (s, m) => drawJot(s, m),
};

function jotSection(f: Form, title: string): void {
  const s = f.s;
  s.ensure(80);
  s.y += 6;
  s.text(title, 48, s.y, { font: 'Helvetica-Bold', size: 15, color: '#0a1551' });
  s.doc.save().lineWidth(1).strokeColor('#e3e5f0').moveTo(48, s.y + 22).lineTo(564, s.y + 22).stroke().restore();
  s.y += 32;
}

function drawJot(s: Sheet, m: Model): void {
  const f = new Form(s, JOT);
  jotSection(f, 'Business Information');
  f.row([{ label: 'Legal Business Name *', key: 'legal_name', value: m.legal, span: 2 }, { label: 'DBA', key: 'trade_name', value: m.dbaText }]);
  f.choice('Entity Type *', 'type_of_entity', m.entityOptions, m.entityChoice, { cols: 4, other: m.entityOther });
  const taxCell = { label: bizTaxLabel(m), key: 'business_tax_id', value: m.taxText, span: 2 };
  if (m.start) {
    const [y, mo, d] = m.start.split('-');
    f.row([taxCell, { label: 'Business Start Date', key: 'business_start_date#month', value: mo!, sub: 'Month' },
      { label: '', key: 'business_start_date#day', value: d!, sub: 'Day' }, { label: '', key: 'business_start_date#year', value: y!, sub: 'Year' }]);
  } else f.row([taxCell, { label: 'Years in Business', key: 'years', value: m.yearsText, decoy: true, span: 2 }]);
  f.row([{ label: 'Business Address', key: 'street', value: m.street, sub: 'Street Address', decoy: true }]);
  f.row([{ label: '', key: 'city', value: m.city, sub: 'City', decoy: true }, { label: '', key: 'state_region', value: regionText(m), sub: m.country === 'CA' ? 'State / Province' : 'State' },
    { label: '', key: 'zip', value: m.zip, sub: m.country === 'CA' ? 'Postal / Zip Code' : zipLabel(m), decoy: true }], { labelAbove: false });
  f.row([{ label: 'Business Phone', key: 'business_phone', value: m.phone, sub: 'Area Code - Phone Number', decoy: true }, { label: 'E-mail', key: 'email', value: m.email, sub: 'example@example.com', decoy: true },
    { label: 'Website', key: 'website', value: m.website, decoy: true }]);
  f.row([{ label: 'Industry / Type of Business *', key: 'industry', value: m.industryText, span: 2 }, { label: `${regionLabel(m)} of Incorporation`, key: 'state_of_incorporation', value: m.decoy.stateOfInc, decoy: true }]);
  jotSection(f, 'Funding Request');
  f.row([{ label: 'Amount Requested *', key: 'requested_amount', value: m.amountText }, { label: 'Use of Funds', key: 'use', value: m.useOfFunds, decoy: true },
    { label: 'Avg. Monthly Sales', key: 'monthly_sales', value: m.monthlySales, decoy: true }]);
  if (m.paymentText || m.countText) f.row([{ label: 'Desired Payment', key: 'requested_payment', value: m.paymentText }, { label: '# of Payments', key: 'number_of_payments', value: m.countText }]);
  if (m.frequency) f.choice('Payment Frequency', 'payment_frequency', m.frequencyOptions, m.frequency, { cols: 4 });
  m.owners.forEach((o, i) => {
    jotSection(f, `Owner #${i + 1}`);
    f.row([{ label: 'Owner Name', key: `applicants[${i}].first_name`, value: o.first, sub: 'First Name' }, { label: '', key: `applicants[${i}].last_name`, value: o.last, sub: 'Last Name' },
      { label: 'Title', key: `applicants[${i}].role`, value: o.role }]);
    f.row([{ label: 'Ownership %', key: `applicants[${i}].ownership`, value: o.ownershipText }, { label: ownerTaxLabel(m), key: `applicants[${i}].tax_id`, value: o.taxText },
      { label: 'Date of Birth', key: `applicants[${i}].date_of_birth`, value: o.dobText }, { label: 'Credit Score', key: `applicants[${i}].credit_score`, value: o.creditText }]);
    f.row([{ label: 'Home Address', key: `home_address_${i}`, value: o.home, decoy: true, span: 2 }, { label: 'Cell Phone', key: `owner_phone_${i}`, value: o.phone, decoy: true }]);
  });
  jotSection(f, 'Existing Advances');
  const funders = m.decoy.funders.length ? m.decoy.funders : [{ name: 'N/A', balance: '', payment: '' }];
  funders.forEach((fu, i) => f.row([{ label: i ? '' : 'Funder', key: `funder_${i}`, value: fu.name, decoy: true }, { label: i ? '' : 'Balance', key: `funder_balance_${i}`, value: fu.balance || null, decoy: true },
    { label: i ? '' : 'Payment', key: `funder_payment_${i}`, value: fu.payment || null, decoy: true }], { labelAbove: i === 0 }));
  jotSection(f, 'Bank & References');
  f.row([{ label: 'Bank Name', key: 'bank_name', value: m.decoy.bank, decoy: true }, { label: 'Routing #', key: 'routing', value: m.decoy.routing, decoy: true },
    { label: 'Account #', key: 'account', value: m.decoy.account, decoy: true }]);
  f.row([{ label: 'Landlord / Mortgage Co.', key: 'landlord', value: m.decoy.landlord, decoy: true }, { label: 'Landlord Phone', key: 'landlord_phone', value: m.decoy.landlordPhone, decoy: true },
    { label: 'Monthly Rent', key: 'rent', value: m.decoy.rent, decoy: true }]);
  m.decoy.refs.forEach((r, i) => f.row([{ label: i ? '' : 'Trade References', key: `reference_${i}`, value: r.name, sub: 'Company', decoy: true }, { label: '', key: `reference_phone_${i}`, value: r.phone, sub: 'Phone', decoy: true }], { labelAbove: i === 0 }));
  f.row([{ label: 'ISO / Sales Rep', key: 'iso_rep', value: m.decoy.isoRep, decoy: true }, { label: 'Rep Phone', key: 'iso_phone', value: m.decoy.isoPhone, decoy: true }]);
  f.para(AUTH);
  f.row([{ label: 'Signature', key: 'signature', value: null }, { label: 'Date', key: 'signed_on', value: m.decoy.signedOn, decoy: true }]);
}

const COGNITO: Theme = { accent: '#2a7f8e', qFont: 'Helvetica-Bold', qSize: 8.5, qColor: '#4a4a4a', numbered: 'none', answer: 'grey', aSize: 10,
  marker: 'square', typedMark: 'x', card: false, x: 54, w: 504, gap: 9 };

/** Cognito Forms entry PDF: coloured section bars, small bold labels over grey value boxes, a repeating Owners
 *  section ("Owner 2 of 3"), the business tax ID and state in a three-column row, checkbox lists marked with an X. */
export const cognito: Layout = {
  name: 'cognito_sections', broker: 'Harborline Business Capital', maxOwners: 4, typedFont: 'Helvetica',
  chrome: (m) => ({
    top: 74, bottom: 44,
    header: (s) => {
      s.text('Harborline Business Capital', 54, 26, { font: 'Helvetica-Bold', size: 14, color: '#2a7f8e' });
      s.text('Business Capital Application', 54, 44, { size: 9, color: '#666666' });
      s.text(`Entry #${m.decoy.responseId}`, 440, 28, { size: 9, color: '#666666' });
      if (s.page === 1) s.decoys.push({ key: 'entry', page: 1, box: s.box(440, 26, 110, 12), text: `Entry #${m.decoy.responseId}`, via: 'text' });
      s.doc.save().lineWidth(2).strokeColor('#2a7f8e').moveTo(54, 62).lineTo(558, 62).stroke().restore();
    },
    footer: (s) => s.text(`Page ${s.page}  \u2022  Submitted ${m.decoy.submitted}`, 54, H - 28, { size: 7, color: '#8a8f98' }),
  }),
  draw: (s, m) => drawCognito(s, m),
};

function drawCognito(s: Sheet, m: Model): void {
  const f = new Form(s, COGNITO);
  f.section('Business', undefined, { bar: true });
  f.row([{ label: 'Legal Name', key: 'legal_name', value: m.legal, span: 2 }, { label: m.country === 'CA' ? 'Operating Name (O/A)' : 'DBA', key: 'trade_name', value: m.dbaText }]);
  f.choice('Entity Type', 'type_of_entity', m.entityOptions, m.entityChoice, { cols: 3, other: m.entityOther });
  f.row([{ label: bizTaxLabel(m), key: 'business_tax_id', value: m.taxText }, m.startText ? { label: 'Date Business Started', key: 'business_start_date', value: m.startText }
    : { label: 'Years in Business', key: 'years', value: m.yearsText, decoy: true }, { label: `${regionLabel(m)} of Incorporation`, key: 'state_of_incorporation', value: m.decoy.stateOfInc, decoy: true }]);
  f.row([{ label: 'Nature of Business', key: 'industry', value: m.industryText, span: 2 }, { label: 'Website', key: 'website', value: m.website, decoy: true }]);
  f.section('Business Location', undefined, { bar: true });
  f.row([{ label: 'Address Line 1', key: 'street', value: m.street, decoy: true, span: 3 }]);
  f.row([{ label: 'City', key: 'city', value: m.city, decoy: true }, { label: regionLabel(m), key: 'state_region', value: regionText(m) }, { label: zipLabel(m), key: 'zip', value: m.zip, decoy: true }]);
  f.row([{ label: 'Landlord / Mortgage Holder', key: 'landlord', value: m.decoy.landlord, decoy: true, span: 2 }, { label: 'Monthly Rent / Mortgage', key: 'rent', value: m.decoy.rent, decoy: true }]);
  f.section('Funding', undefined, { bar: true });
  f.row([{ label: 'Requested Amount', key: 'requested_amount', value: m.amountText }, { label: 'Payment Amount', key: 'requested_payment', value: m.paymentText },
    { label: 'Number of Payments', key: 'number_of_payments', value: m.countText }]);
  f.choice('Payment Frequency', 'payment_frequency', m.frequencyOptions, m.frequency, { cols: 4 });
  f.row([{ label: 'Use of Funds', key: 'use', value: m.useOfFunds, decoy: true, span: 2 }, { label: 'Average Monthly Revenue', key: 'monthly_sales', value: m.monthlySales, decoy: true }]);
  f.section('Owners', `${m.owners.length} owner${m.owners.length > 1 ? 's' : ''} listed. All owners of 20% or more must be listed.`, { bar: true });
  m.owners.forEach((o, i) => {
    s.ensure(150);
    s.y += s.text(`Owner ${i + 1} of ${m.owners.length}`, 54, s.y, { font: 'Helvetica-Bold', size: 11, color: '#2a7f8e' }) + 4;
    f.row([{ label: 'Name', key: `applicants[${i}].name`, value: o.full, span: 2 }, { label: 'Title', key: `applicants[${i}].role`, value: o.role }]);
    f.row([{ label: 'Percent Ownership', key: `applicants[${i}].ownership`, value: o.ownershipText }, { label: ownerTaxLabel(m), key: `applicants[${i}].tax_id`, value: o.taxText },
      { label: 'Date of Birth', key: `applicants[${i}].date_of_birth`, value: o.dobText }]);
    f.row([{ label: 'Credit Score (self-reported)', key: `applicants[${i}].credit_score`, value: o.creditText }, { label: 'Home Address', key: `home_address_${i}`, value: o.home, decoy: true, span: 2 }]);
  });
  f.section('Existing Financing', undefined, { bar: true });
  m.decoy.funders.forEach((fu, i) => f.row([{ label: 'Funder', key: `funder_${i}`, value: fu.name, decoy: true }, { label: 'Balance', key: `funder_balance_${i}`, value: fu.balance, decoy: true },
    { label: 'Payment', key: `funder_payment_${i}`, value: fu.payment, decoy: true }]));
  if (!m.decoy.funders.length) f.choice('Do you have any open advances or loans?', '', ['Yes', 'No'], 'No', { cols: 2 });
  f.section('Banking & Referral', undefined, { bar: true });
  f.row([{ label: 'Bank', key: 'bank_name', value: m.decoy.bank, decoy: true }, { label: m.country === 'CA' ? 'Transit / Institution #' : 'Routing Number', key: 'routing', value: m.decoy.routing, decoy: true },
    { label: 'Account Number', key: 'account', value: m.decoy.account, decoy: true }]);
  f.row([{ label: 'Referred By (ISO)', key: 'iso_rep', value: m.decoy.isoRep, decoy: true }, { label: 'Trade Reference', key: 'reference', value: `${m.decoy.refs[0]!.name} ${m.decoy.refs[0]!.phone}`, decoy: true }]);
  f.para(m.country === 'CA' ? `${AUTH} Personal information is collected under PIPEDA.` : AUTH);
  f.row([{ label: 'Signed By', key: 'signer', value: null }, { label: 'Date Signed', key: 'signed_on', value: m.decoy.signedOn, decoy: true }]);
}
