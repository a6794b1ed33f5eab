// independent68 layouts 3-5: Nutmeg Merchant Advance (CT), Chesapeake Working Capital (MD), Old Dominion Business Funding (VA).
import { bankCells, cityLine, entityOpts, freqOpts, funderRows, industryOpts, yesNo } from './common.ts';
import { ownersBlock, signatures, type Layout, type OwnersWords } from './layout.ts';
import type { Sheet } from './sheet.ts';

const CONSENT = 'The undersigned represent that the information in this application is true and complete and authorize the broker and any funder '
  + 'it presents this application to, to obtain credit reports, bank statements and any other information concerning the business and its owners, '
  + 'now and for so long as any obligation remains outstanding. A fax, photocopy or electronic copy of this authorization is as valid as the original.';

function banner(sh: Sheet, name: string, sub: string, right: string): void {
  const { doc, look } = sh;
  doc.rect(sh.left, sh.y, sh.width, 34).fill(look.accent);
  sh.labelText(name, sh.left + 8, sh.y + 6, { bold: true, size: 15, color: '#fff' });
  sh.labelText(sub, sh.left + 8, sh.y + 23, { size: 7.5, color: '#fff' });
  sh.labelText(right, sh.left + sh.width - 200, sh.y + 8, { size: 7.5, color: '#fff', width: 192 });
  sh.y += 42;
}

const NUTMEG_OWNERS: OwnersWords = { title: 'Owners (list all owners of 20% or more)', heading: (k) => `OWNER ${k + 1}`, signer: 'Owner',
  relabel: { 'Full Name': 'Owner Name', 'Est. Credit Score': 'Credit Score', 'Home Address': 'Residence Address' },
  questions: [['US citizen?', 'citizen']] };

export const NUTMEG: Layout = {
  name: 'nutmeg_ct', broker: 'Nutmeg Merchant Advance', typedFont: 'Helvetica', marks: ['x', 'fill', 'letter', 'tick'], grid: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11], variant: 1,
  caps: { maxOwners: 4, lastFirst: false, payment: true, numPayments: false, credit: true }, states: [['CT', 6], ['MA', 1], ['NY', 1]],
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 6, value: 9, place: 'below', rule: 'line', section: 'caps', accent: '#1e5b3a', boxSide: 'before', box: 7.5, margin: 30, rowH: 22 },
  page1(sh, m) {
    banner(sh, 'Nutmeg Merchant Advance', 'Small business funding since 2009', '250 Constitution Plaza, Hartford, CT 06103\n860-555-0123   submissions@nutmegadvance.com');
    sh.section('1. Company');
    sh.fields([{ label: 'Corporate / Legal Name', text: m.legal, w: 3, name: 'legal_name' }, { label: 'Doing Business As', text: m.dbaText, w: 2, name: 'dba' }]);
    sh.fields([{ label: 'Street (no P.O. boxes)', text: m.street, w: 2, name: 'street' }, { label: 'City, State Zip', text: cityLine(m), w: 1.6, name: 'city' },
      { label: 'Business Phone', text: m.phone, w: 1, name: 'phone' }]);
    sh.fields([{ label: 'EIN', text: m.taxText, w: 1, name: 'ein' }, { label: 'Date Started', text: m.startText, w: 1, name: 'start' },
      { label: 'Email', text: m.email, w: 1.6, name: 'email' }, { label: 'Website', text: m.website, w: 1.4, name: 'web' }]);
    sh.options('Business Entity', entityOpts(m, { llc: 'LLC', corp: 'C-Corporation', scorp: 'S-Corporation', partnership: 'General Partnership', soleprop: 'Sole Proprietorship', nonprofit: 'Not-for-profit', other: 'Other:' }), 4, 78);
    sh.options('Industry', industryOpts(m, this.grid, this.variant), 5, 78);
    sh.options('Home-based?', yesNo(m.homeBased, 'home_based'), 0, 78);
    sh.options('Seasonal?', yesNo(m.seasonal, 'seasonal'), 0, 78);
    sh.options('Location', [{ text: 'Owned', on: !m.rent, name: 'own' }, { text: 'Leased', on: m.rent, name: 'rent' }], 0, 78);
    sh.fields([{ label: 'Landlord', text: m.landlord, w: 2, name: 'landlord' }, { label: 'Landlord Phone', text: m.landlordPhone, w: 1, name: 'landlord_phone' },
      { label: 'Monthly Rent/Mortgage', text: m.rentText, w: 1, name: 'rent_amt' }]);
    sh.section('2. Request');
    sh.fields([{ label: 'Funding Amount Requested', text: m.requestedText, w: 1, name: 'amount' }, { label: 'Desired Payment Amount', text: m.paymentText, w: 1, name: 'payment' },
      { label: 'Use of Proceeds', text: m.use, w: 1.5, name: 'use' }]);
    sh.options('Payment Frequency', freqOpts(m, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly']), 0, 78);
    sh.fields([{ label: 'Average Monthly Deposits', text: m.sales, w: 1, name: 'sales' }, { label: 'Annual Gross Sales', text: m.revenue, w: 1, name: 'revenue' },
      { label: 'Number of Employees', text: m.employees, w: 1, name: 'employees' }]);
    sh.options('Existing advance?', yesNo(m.existing, 'existing'), 0, 78);
    sh.table('funder', ['Funding Company', 'Current Balance', 'Payment'], funderRows(m), [2, 1, 1], 2);
  },
  page2(sh, m) {
    ownersBlock(sh, m, this.caps, NUTMEG_OWNERS);
    sh.section('3. Banking');
    sh.fields(bankCells(m));
    sh.para(CONSENT);
    signatures(sh, m, NUTMEG_OWNERS, 1);
  },
};

const CHES_OWNERS: OwnersWords = { title: 'Part B - Ownership', heading: (k) => (k === 0 ? 'Primary Owner' : 'Additional Owner'), signer: 'Applicant', qWidth: 170,
  relabel: { 'Full Name': 'Owner Full Name', 'Ownership %': 'Percent Owned', SSN: 'Social Security #' },
  questions: [['Are you a U.S. citizen? (circle one)', 'citizen'], ['Do you own your home? (circle one)', 'home']] };

export const CHESAPEAKE: Layout = {
  name: 'chesapeake_md', broker: 'Chesapeake Working Capital', typedFont: 'Times-Roman', marks: ['circle'], grid: [0, 1, 2, 5, 6, 7, 8, 9, 10, 12], variant: 0,
  caps: { maxOwners: 2, lastFirst: false, payment: false, numPayments: true, credit: false }, states: [['MD', 6], ['VA', 1], ['DE', 1], ['PA', 1]],
  look: { font: 'Times-Roman', bold: 'Times-Bold', label: 8, value: 10.5, place: 'above', rule: 'box', section: 'boxed', accent: '#173f7a', boxSide: 'after', box: 8, margin: 38, rowH: 27, noBoxes: true },
  page1(sh, m) {
    sh.labelText('CHESAPEAKE WORKING CAPITAL', sh.left, sh.y, { bold: true, size: 16, color: sh.look.accent });
    sh.labelText('401 E. Pratt Street, Suite 2230, Baltimore, MD 21202  *  (410) 555-0166  *  chesapeakewc.com', sh.left, sh.y + 19, { size: 8 });
    sh.gap(34);
    sh.labelText('APPLICATION FOR BUSINESS FUNDING  -  please circle the answer that applies', sh.left, sh.y, { bold: true, size: 9.5 });
    sh.gap(16);
    sh.section('Part A - Business');
    sh.fields([{ label: 'Legal Name of Business', text: m.legal, w: 1, name: 'legal_name' }]);
    sh.fields([{ label: 'Trade Name (d/b/a)', text: m.dbaText, w: 1.5, name: 'dba' }, { label: 'Federal EIN', text: m.taxText, w: 1, name: 'ein' }, { label: 'Business Inception Date', text: m.startText, w: 1, name: 'start' }]);
    sh.fields([{ label: 'Business Location (street)', text: m.street, w: 1.5, name: 'street' }, { label: 'City / State / Zip', text: cityLine(m), w: 1.5, name: 'city' }, { label: 'Phone', text: m.phone, w: 1, name: 'phone' }]);
    sh.options('Entity:', entityOpts(m, { llc: 'LLC', corp: 'Corp', scorp: 'S-Corp', partnership: 'Partnership', soleprop: 'Sole Prop', nonprofit: 'Non-Profit', other: 'Other:' }));
    sh.options('Industry:', industryOpts(m, this.grid, this.variant));
    sh.options('Premises:', [{ text: 'Own', on: !m.rent, name: 'own' }, { text: 'Rent', on: m.rent, name: 'rent' }]);
    sh.options('Run from home?', yesNo(m.homeBased, 'home_based'));
    sh.options('Seasonal?', yesNo(m.seasonal, 'seasonal'));
    sh.fields([{ label: 'Landlord / Property Manager', text: m.landlord, w: 2, name: 'landlord' }, { label: 'Landlord Phone', text: m.landlordPhone, w: 1, name: 'landlord_phone' }]);
    sh.section('Part C - Request');
    sh.fields([{ label: 'Amount Requested', text: m.requestedText, w: 1, name: 'amount' }, { label: 'Term (# of payments)', text: String(m.numPayments), w: 1, name: 'num_payments' },
      { label: 'Average Monthly Revenue', text: m.sales, w: 1, name: 'sales' }]);
    sh.options('Payments:', freqOpts(m, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']));
    sh.options('Do you have an existing advance?', yesNo(m.existing, 'existing'));
    sh.table('funder', ['Existing Funder', 'Balance Owed', 'Payment'], funderRows(m), [2, 1, 1], 1);
  },
  page2(sh, m) {
    ownersBlock(sh, m, this.caps, CHES_OWNERS);
    sh.section('Part D - Bank & Reference');
    sh.fields(bankCells(m));
    sh.fields([{ label: 'Business Reference', text: m.refs[0]![0], w: 2, name: 'ref_name' }, { label: 'Reference Phone', text: m.refs[0]![1], w: 1, name: 'ref_phone' }]);
    sh.para(CONSENT, 7.5);
    signatures(sh, m, CHES_OWNERS, Math.min(2, m.owners.length));
  },
};
