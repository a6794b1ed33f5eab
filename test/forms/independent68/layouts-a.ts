// independent68 layouts 1-3: Keystone Bridge Capital (PA), Bay Colony Funding Partners (MA), Nutmeg Merchant Advance (CT).
import { bankCells, cityLine, ENTITY_A, entityOpts, freqOpts, funderRows, industryOpts, yesNo } from './common.ts';
import { ownersBlock, signatures, type Layout, type OwnersWords } from './layout.ts';
import type { Sheet } from './sheet.ts';

const AUTH = 'By signing below, each of the above-listed business and its owners (individually and collectively, "Applicant") certifies that all '
  + 'information and documents submitted are true, accurate and complete, and authorizes the broker, its assigns and funding partners to obtain '
  + 'consumer and business credit reports, to verify the information herein, and to share it with prospective funders. This is not a loan application.';

function header(sh: Sheet, broker: string, lines: string[], title: string): void {
  sh.labelText(broker, sh.left, sh.y, { bold: true, size: 17, color: sh.look.accent });
  lines.forEach((l, i) => sh.labelText(l, sh.left + sh.width - 190, sh.y + i * 9, { size: 7.5, width: 190 }));
  sh.y += 24;
  sh.labelText(title, sh.left, sh.y, { bold: true, size: 10.5 });
  sh.y += 16;
}

const KEYSTONE_OWNERS: OwnersWords = { title: 'Section 4 - Owner / Guarantor Information', heading: (k) => `Owner #${k + 1}`, signer: 'Owner',
  questions: [['U.S. Citizen?', 'citizen'], ['Own your residence?', 'home']] };

export const KEYSTONE: Layout = {
  name: 'keystone_bridge_pa', broker: 'Keystone Bridge Capital', typedFont: 'Helvetica', marks: ['x', 'letter', 'glyph', 'fill'], grid: [0, 1, 2, 3, 4, 5, 6, 8], variant: 0,
  caps: { maxOwners: 2, lastFirst: false, payment: true, numPayments: true, credit: false }, states: [['PA', 6], ['NJ', 2], ['DE', 1]],
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 6.5, value: 9.5, place: 'inside', rule: 'box', section: 'bar', accent: '#1f3a68', boxSide: 'before', box: 8, margin: 36, rowH: 23 },
  page1(sh, m) {
    header(sh, 'KEYSTONE BRIDGE CAPITAL', ['1500 Walnut St, Suite 1104', 'Philadelphia, PA 19102', 'Tel (215) 555-0142  |  apps@keystonebridgecap.com'], 'Merchant Cash Advance Application');
    sh.fields([{ label: 'ISO Representative', text: 'Derek Hollins', w: 2, name: 'iso_rep' }, { label: 'Rep Phone', text: '(215) 555-0177', w: 1.2, name: 'iso_phone' }]);
    sh.section('Section 1 - Business Information');
    sh.fields([{ label: 'Legal Business Name', text: m.legal, w: 3, name: 'legal_name' }, { label: 'DBA', text: m.dbaText, w: 2, name: 'dba' }]);
    sh.fields([{ label: 'Federal Tax ID (EIN)', text: m.taxText, w: 1.3, name: 'ein' }, { label: 'Business Start Date', text: m.startText, w: 1.3, name: 'start' },
      { label: 'State of Incorporation', text: m.incState, w: 1, name: 'inc_state' }, { label: '# Employees', text: m.employees, w: 0.8, name: 'employees' }]);
    sh.fields([{ label: 'Physical Address', text: m.street, w: 2.2, name: 'street' }, { label: 'City, State, Zip', text: cityLine(m), w: 2, name: 'city' }]);
    sh.fields([{ label: 'Business Phone', text: m.phone, w: 1, name: 'phone' }, { label: 'E-mail', text: m.email, w: 1.5, name: 'email' }, { label: 'Website', text: m.website, w: 1.4, name: 'web' }]);
    sh.options('Entity Type:', entityOpts(m, ENTITY_A));
    sh.options('Industry:', industryOpts(m, this.grid, this.variant), 3, 62);
    sh.section('Section 2 - Premises & Operations');
    sh.options('Premises:', [{ text: 'Own', on: !m.rent, name: 'own' }, { text: 'Rent / Lease', on: m.rent, name: 'rent' }]);
    sh.fields([{ label: 'Landlord / Mortgage Holder', text: m.landlord, w: 2, name: 'landlord' }, { label: 'Landlord Phone', text: m.landlordPhone, w: 1.2, name: 'landlord_phone' },
      { label: 'Monthly Rent', text: m.rentText, w: 1, name: 'rent_amt' }]);
    sh.options('Home-based business?', yesNo(m.homeBased, 'home_based'));
    sh.options('Seasonal business?', yesNo(m.seasonal, 'seasonal'));
    sh.fields([{ label: 'Avg. Monthly Sales', text: m.sales, w: 1, name: 'sales' }, { label: 'Gross Annual Revenue', text: m.revenue, w: 1, name: 'revenue' }]);
    sh.section('Section 3 - Funding Request');
    sh.fields([{ label: 'Amount Requested', text: m.requestedText, w: 1, name: 'amount' }, { label: 'Requested Payment', text: m.paymentText, w: 1, name: 'payment' },
      { label: '# of Payments', text: String(m.numPayments), w: 0.7, name: 'num_payments' }, { label: 'Use of Funds', text: m.use, w: 1.5, name: 'use' }]);
    sh.options('Payment Schedule:', freqOpts(m, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']));
    sh.options('Do you have an existing advance?', yesNo(m.existing, 'existing'));
    sh.table('funder', ['Current Funder', 'Balance', 'Payment'], funderRows(m), [2, 1, 1], 2);
  },
  page2(sh, m) {
    ownersBlock(sh, m, this.caps, KEYSTONE_OWNERS);
    sh.section('Section 5 - Bank & Trade References');
    sh.fields(bankCells(m));
    sh.table('ref', ['Trade Reference', 'Phone'], m.refs, [2, 1]);
    sh.para(AUTH);
    signatures(sh, m, KEYSTONE_OWNERS, 2);
  },
};

const BAY_OWNERS: OwnersWords = { title: 'Principals', heading: (k) => `Principal ${k + 1}`, signer: 'Principal', qWidth: 150,
  relabel: { 'Full Name': 'Name', 'Ownership %': '% Owned', SSN: 'Social Security No.', 'Est. Credit Score': 'FICO (est.)' },
  questions: [['Citizen of the U.S.?', 'citizen'], ['Any bankruptcies?', 'bk']] };

export const BAY_COLONY: Layout = {
  name: 'bay_colony_ma', broker: 'Bay Colony Funding Partners', typedFont: 'Times-Roman', marks: ['tick', 'x', 'glyph', 'circle'], grid: [0, 1, 2, 3, 5, 7, 9, 10, 12], variant: 1,
  caps: { maxOwners: 3, lastFirst: false, payment: false, numPayments: false, credit: true }, states: [['MA', 6], ['CT', 1], ['NY', 1]],
  look: { font: 'Times-Roman', bold: 'Times-Bold', label: 9, value: 10.5, place: 'left', rule: 'line', section: 'underline', accent: '#6b1d2a', boxSide: 'after', box: 8.5, margin: 40, rowH: 19 },
  page1(sh, m) {
    header(sh, 'Bay Colony Funding Partners', ['Two Atlantic Wharf, 4th Floor', 'Boston, Massachusetts 02110', '617-555-0190 / fax 617-555-0191'], 'Business Funding Application');
    sh.section('The Business');
    sh.fields([{ label: 'Business Legal Name:', text: m.legal, w: 1, name: 'legal_name' }]);
    sh.fields([{ label: 'D/B/A:', text: m.dbaText, w: 1.4, name: 'dba' }, { label: 'Tax ID No. (EIN):', text: m.taxText, w: 1, name: 'ein' }]);
    sh.options('Legal Structure:', entityOpts(m, { llc: 'L.L.C.', corp: 'Corporation', scorp: 'S Corporation', partnership: 'Partnership', soleprop: 'Sole Proprietorship', nonprofit: 'Non-Profit', other: 'Other' }));
    sh.fields([{ label: 'Street Address:', text: m.street, w: 1.3, name: 'street' }, { label: 'City/State/Zip:', text: cityLine(m), w: 1.2, name: 'city' }]);
    sh.fields([{ label: 'Telephone:', text: m.phone, w: 1, name: 'phone' }, { label: 'Email:', text: m.email, w: 1.3, name: 'email' }]);
    sh.fields([{ label: 'Date Business Established:', text: m.startText, w: 1.2, name: 'start' }, { label: 'Incorporated in (state):', text: m.incState, w: 1, name: 'inc_state' }]);
    sh.options('Type of Business:', industryOpts(m, this.grid, this.variant, 'Other (describe)'));
    sh.options('Do you own or rent the business premises?', [{ text: 'Own', on: !m.rent, name: 'own' }, { text: 'Rent', on: m.rent, name: 'rent' }]);
    sh.fields([{ label: 'Landlord Name:', text: m.landlord, w: 1.4, name: 'landlord' }, { label: 'Landlord Tel.:', text: m.landlordPhone, w: 1, name: 'landlord_phone' }]);
    sh.options('Operated from a residence?', yesNo(m.homeBased, 'home_based'));
    sh.options('Is the business seasonal?', yesNo(m.seasonal, 'seasonal'));
    sh.section('Funding');
    sh.fields([{ label: 'Amount Requested: ', text: m.requestedText, w: 1, name: 'amount' }, { label: 'Purpose:', text: m.use, w: 1, name: 'use' }]);
    sh.options('Preferred remittance:', freqOpts(m, ['Daily (ACH)', 'Weekly', 'Bi-weekly', 'Monthly']));
    sh.fields([{ label: 'Monthly Gross Sales:', text: m.sales, w: 1, name: 'sales' }, { label: 'Annual Revenue:', text: m.revenue, w: 1, name: 'revenue' }]);
    sh.options('Any open cash advance or loan?', yesNo(m.existing, 'existing'));
    sh.table('funder', ['Lender / Funder', 'Outstanding Balance', 'Daily / Weekly Payment'], funderRows(m), [2, 1.2, 1.2], 1);
  },
  page2(sh, m) {
    ownersBlock(sh, m, this.caps, BAY_OWNERS);
    sh.section('Bank Account');
    sh.fields(bankCells(m).map((c) => ({ ...c, label: `${c.label}:` })));
    sh.fields([{ label: 'Emergency Contact:', text: m.contact, w: 1.3, name: 'emergency' }, { label: 'Tel.:', text: m.contactPhone, w: 1, name: 'emergency_phone' }]);
    sh.para(AUTH, 7.5);
    signatures(sh, m, BAY_OWNERS, Math.min(2, m.owners.length));
  },
};
