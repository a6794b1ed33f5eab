// independent68 layouts 5-7: Old Dominion Business Funding (VA), Tar Heel Capital Group (NC), Garden State Advance Brokers (NJ).
import { bankCells, cityLine, ENTITY_A, entityOpts, freqOpts, funderRows, industryOpts, yesNo } from './common.ts';
import { ownersBlock, signatures, type Layout, type OwnersWords } from './layout.ts';

const TERMS = 'Applicant certifies that the statements made herein are true and correct, that the business is not in bankruptcy, and authorizes '
  + 'the ISO and its funding sources to verify all information, contact references and obtain credit and background reports on the business and '
  + 'each owner. Applicant consents to receive calls and text messages at the numbers provided.';

const OD_OWNERS: OwnersWords = { title: 'OWNER/OFFICER INFORMATION', heading: (k) => `OWNER ${k + 1} OF 2`, signer: 'Owner/Officer',
  relabel: { 'Full Name': 'Name (Last, First)', 'Ownership %': 'Own %', 'Est. Credit Score': 'FICO', 'Home Address': 'Home Addr.' },
  questions: [['U.S. CITIZEN?', 'citizen'], ['EVER FILED BANKRUPTCY?', 'bk']] };

export const OLD_DOMINION: Layout = {
  name: 'old_dominion_va', broker: 'Old Dominion Business Funding', typedFont: 'Courier', marks: ['letter', 'x', 'glyph'], grid: [0, 1, 2, 4, 6, 7, 8, 11], variant: 0,
  caps: { maxOwners: 2, lastFirst: true, payment: true, numPayments: true, credit: true }, states: [['VA', 6], ['MD', 1], ['NC', 1]],
  look: { font: 'Courier', bold: 'Courier-Bold', label: 8, value: 10, place: 'left', rule: 'dotted', section: 'caps', accent: '#000000', boxSide: 'before', box: 8, margin: 36, rowH: 18 },
  page1(sh, m) {
    sh.labelText('OLD DOMINION BUSINESS FUNDING', sh.left, sh.y, { bold: true, size: 15 });
    sh.labelText('919 E. Main St., Richmond, VA 23219 / 804-555-0138 / deals@olddominionbf.com', sh.left, sh.y + 17, { size: 7.5 });
    sh.gap(30);
    sh.fields([{ label: 'REFERRED BY:', text: 'Tanya Greer, ODBF', w: 1.4, name: 'referred_by' }, { label: 'ISO ID:', text: 'OD-4471', w: 1, name: 'iso_id' }]);
    sh.section('MERCHANT INFORMATION');
    sh.fields([{ label: 'LEGAL NAME:', text: m.legal, w: 1, name: 'legal_name' }]);
    sh.fields([{ label: 'DBA:', text: m.dbaText, w: 1.3, name: 'dba' }, { label: 'FED TAX ID (EIN):', text: m.taxText, w: 1, name: 'ein' }]);
    sh.fields([{ label: 'ADDRESS:', text: m.street, w: 1.2, name: 'street' }, { label: 'CITY/ST/ZIP:', text: cityLine(m), w: 1.1, name: 'city' }]);
    sh.fields([{ label: 'PHONE:', text: m.phone, w: 1, name: 'phone' }, { label: 'START DATE:', text: m.startText, w: 1, name: 'start' }, { label: 'INC. STATE:', text: m.incState, w: 0.7, name: 'inc_state' }]);
    sh.options('ENTITY:', entityOpts(m, { llc: 'LLC', corp: 'Corporation', scorp: 'S Corp', partnership: 'Partnership', soleprop: 'Sole Proprietor', nonprofit: 'Non-Profit', other: 'Other' }));
    sh.options('INDUSTRY:', industryOpts(m, this.grid, this.variant, 'Other'));
    sh.options('PROPERTY:', [{ text: 'Own', on: !m.rent, name: 'own' }, { text: 'Rent', on: m.rent, name: 'rent' }]);
    sh.fields([{ label: 'LANDLORD:', text: m.landlord, w: 1.5, name: 'landlord' }, { label: 'RENT:', text: m.rentText, w: 0.7, name: 'rent_amt' }]);
    sh.options('HOME-BASED?', yesNo(m.homeBased, 'home_based', ['Y', 'N']));
    sh.options('SEASONAL?', yesNo(m.seasonal, 'seasonal', ['Y', 'N']));
    sh.section('FUNDING REQUEST');
    sh.fields([{ label: 'AMOUNT:', text: m.requestedText, w: 1, name: 'amount' }, { label: 'PAYMENT:', text: m.paymentText, w: 1, name: 'payment' }, { label: 'NO. OF PMTS:', text: String(m.numPayments), w: 0.8, name: 'num_payments' }]);
    sh.options('SCHEDULE:', freqOpts(m, ['DAILY', 'WEEKLY', 'BI-WEEKLY', 'MONTHLY']));
    sh.fields([{ label: 'MONTHLY SALES:', text: m.sales, w: 1, name: 'sales' }, { label: 'USE OF FUNDS:', text: m.use, w: 1.2, name: 'use' }]);
    sh.options('EXISTING ADVANCE?', yesNo(m.existing, 'existing', ['Y', 'N']));
    sh.table('funder', ['FUNDER', 'BALANCE', 'PAYMENT'], funderRows(m), [2, 1, 1], 2);
  },
  page2(sh, m) {
    ownersBlock(sh, m, this.caps, OD_OWNERS);
    sh.section('BANKING / TRADE REFERENCES');
    sh.fields(bankCells(m).map((c) => ({ ...c, label: `${c.label.toUpperCase()}:` })));
    sh.table('ref', ['TRADE REFERENCE', 'PHONE'], m.refs, [2, 1]);
    sh.para(TERMS, 7);
    signatures(sh, m, OD_OWNERS, 2);
  },
};

const TH_OWNERS: OwnersWords = { title: 'Ownership', heading: (k) => `Owner ${k + 1}${k ? ' (if applicable)' : ''}`, signer: 'Authorized Signer', qWidth: 120,
  relabel: { 'Est. Credit Score': 'Credit Score' }, questions: [['US Citizen?', 'citizen'], ['Homeowner?', 'home']] };

export const TAR_HEEL: Layout = {
  name: 'tarheel_nc', broker: 'Tar Heel Capital Group', typedFont: 'Helvetica', marks: ['glyph', 'fill', 'x', 'tick', 'circle'], grid: [0, 1, 2, 3, 4, 5, 6, 7, 9, 12], variant: 1,
  caps: { maxOwners: 4, lastFirst: false, payment: false, numPayments: false, credit: false }, states: [['NC', 6], ['VA', 1], ['PA', 1]],
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 6, value: 9, place: 'inside', rule: 'box', section: 'bar', accent: '#0f5e63', boxSide: 'after', box: 7.5, margin: 32, rowH: 21 },
  page1(sh, m) {
    sh.doc.roundedRect(sh.left, sh.y, sh.width, 40, 6).fill(sh.look.accent);
    sh.labelText('TAR HEEL CAPITAL GROUP', sh.left + 12, sh.y + 8, { bold: true, size: 16, color: '#fff' });
    sh.labelText('Revenue-Based Funding Application', sh.left + 12, sh.y + 27, { size: 8, color: '#fff' });
    sh.labelText('5th & Tryon, 301 S. Tryon St, Charlotte, NC 28202\n704-555-0112', sh.left + sh.width - 210, sh.y + 10, { size: 7.5, color: '#fff', width: 200 });
    sh.gap(48);
    sh.section('Company Profile');
    sh.fields([{ label: 'Legal Company Name', text: m.legal, w: 2, name: 'legal_name' }, { label: 'DBA Name', text: m.dbaText, w: 1.5, name: 'dba' }, { label: 'Tax ID (EIN)', text: m.taxText, w: 1, name: 'ein' }]);
    sh.fields([{ label: 'Business Address', text: m.street, w: 2, name: 'street' }, { label: 'City, State & Zip', text: cityLine(m), w: 1.6, name: 'city' }, { label: 'Main Phone', text: m.phone, w: 1, name: 'phone' }]);
    sh.fields([{ label: 'Business Established', text: m.startText, w: 1, name: 'start' }, { label: 'Email Address', text: m.email, w: 1.6, name: 'email' }, { label: 'Employees', text: m.employees, w: 0.6, name: 'employees' }]);
    sh.options('Ownership Type', entityOpts(m, ENTITY_A), 4, 84);
    sh.options('Industry', industryOpts(m, this.grid, this.variant, 'Other'), 3, 84);
    sh.options('Location is', [{ text: 'Owned', on: !m.rent, name: 'own' }, { text: 'Rented', on: m.rent, name: 'rent' }], 0, 84);
    sh.options('Home-based', yesNo(m.homeBased, 'home_based'), 0, 84);
    sh.options('Seasonal', yesNo(m.seasonal, 'seasonal'), 0, 84);
    sh.section('Funding Need');
    sh.fields([{ label: 'Requested Funding', text: m.requestedText, w: 1, name: 'amount' }, { label: 'Monthly Card Sales', text: m.sales, w: 1, name: 'sales' }, { label: 'Annual Sales', text: m.revenue, w: 1, name: 'revenue' }]);
    sh.options('Payback Preference', freqOpts(m, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']), 0, 84);
    sh.options('Existing Advance', yesNo(m.existing, 'existing'), 0, 84);
    sh.table('funder', ['Funder Name', 'Approx. Balance', 'Payment'], funderRows(m), [2, 1, 1], 2);
    sh.fields([{ label: 'Landlord Name', text: m.landlord, w: 2, name: 'landlord' }, { label: 'Landlord Phone', text: m.landlordPhone, w: 1, name: 'landlord_phone' }]);
  },
  page2(sh, m) {
    ownersBlock(sh, m, this.caps, TH_OWNERS);
    sh.fields(bankCells(m));
    sh.para(TERMS);
    signatures(sh, m, TH_OWNERS, 1);
  },
};

const GS_OWNERS: OwnersWords = { title: 'Owner Information', heading: (k) => `Owner / Guarantor ${k + 1}`, signer: 'Guarantor', qWidth: 210,
  questions: [['Is this owner a U.S. citizen or permanent resident?', 'citizen'], ['Does this owner own a home?', 'home']] };

export const GARDEN_STATE: Layout = {
  name: 'garden_state_nj', broker: 'Garden State Advance Brokers', typedFont: 'Helvetica', marks: ['x', 'tick', 'letter', 'fill'], grid: [0, 1, 2, 3, 4, 6, 8, 9], variant: 0,
  caps: { maxOwners: 3, lastFirst: false, payment: true, numPayments: true, credit: true }, states: [['NJ', 6], ['NY', 1], ['PA', 1]],
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 7, value: 9.5, place: 'above', rule: 'line', section: 'underline', accent: '#2f5d1e', boxSide: 'before', box: 8, margin: 34, rowH: 24 },
  page1(sh, m) {
    sh.labelText('Garden State Advance Brokers, LLC', sh.left, sh.y, { bold: true, size: 14, color: sh.look.accent });
    sh.labelText('One Gateway Center, 26th Fl., Newark, NJ 07102  |  (973) 555-0155  |  Rep: Luis Ortega  ext. 214', sh.left, sh.y + 17, { size: 7.5 });
    sh.gap(32);
    sh.section('Business');
    sh.fields([{ label: 'Business Legal Name', text: m.legal, w: 2, name: 'legal_name' }, { label: 'DBA', text: m.dbaText, w: 1.4, name: 'dba' }]);
    sh.fields([{ label: 'Federal Tax ID (EIN)', text: m.taxText, w: 1, name: 'ein' }, { label: 'Business Start Date', text: m.startText, w: 1, name: 'start' }, { label: 'Phone', text: m.phone, w: 1, name: 'phone' }, { label: 'Email', text: m.email, w: 1.5, name: 'email' }]);
    sh.fields([{ label: 'Business Address', text: m.street, w: 1.6, name: 'street' }, { label: 'City, State, ZIP', text: cityLine(m), w: 1.4, name: 'city' }, { label: 'Website', text: m.website, w: 1.2, name: 'web' }]);
    sh.options('Type of entity', entityOpts(m, { ...ENTITY_A, soleprop: 'Sole Proprietorship', corp: 'Corporation', other: 'Other:' }), 4, 110);
    sh.options('Industry', industryOpts(m, this.grid, this.variant), 3, 110);
    sh.section('Questionnaire');
    sh.options('Do you own or rent your business location?', [{ text: 'Own', on: !m.rent, name: 'own' }, { text: 'Rent', on: m.rent, name: 'rent' }], 0, 210);
    sh.options('Is the business operated from home?', yesNo(m.homeBased, 'home_based'), 0, 210);
    sh.options('Is the business seasonal?', yesNo(m.seasonal, 'seasonal'), 0, 210);
    sh.options('Do you have an existing advance?', yesNo(m.existing, 'existing'), 0, 210);
    sh.table('funder', ['Funder', 'Remaining Balance', 'Payment'], funderRows(m), [2, 1, 1], 1);
    sh.section('Funding Request');
    sh.fields([{ label: 'Amount Requested', text: m.requestedText, w: 1, name: 'amount' }, { label: 'Payment Amount', text: m.paymentText, w: 1, name: 'payment' }, { label: 'Number of Payments', text: String(m.numPayments), w: 0.8, name: 'num_payments' }]);
    sh.options('Payment schedule', freqOpts(m, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly']), 0, 110);
    sh.fields([{ label: 'Landlord', text: m.landlord, w: 1.5, name: 'landlord' }, { label: 'Landlord Phone', text: m.landlordPhone, w: 1, name: 'landlord_phone' }, { label: 'Monthly Rent', text: m.rentText, w: 0.8, name: 'rent_amt' }]);
  },
  page2(sh, m) {
    ownersBlock(sh, m, this.caps, GS_OWNERS);
    sh.section('Bank & Emergency Contact');
    sh.fields(bankCells(m));
    sh.fields([{ label: 'Emergency Contact (not an owner)', text: m.contact, w: 1.5, name: 'emergency' }, { label: 'Contact Phone', text: m.contactPhone, w: 1, name: 'emergency_phone' }]);
    sh.para(TERMS);
    signatures(sh, m, GS_OWNERS, Math.min(2, m.owners.length));
  },
};
