// Independent set 33: the seven fictional brokers' and funders' application forms, and the tool each merchant used.
import type { Cell, Look, Row, Section } from './form.ts';
import type { Tool } from './fill.ts';

export interface Layout {
  name: string; broker: string; tagline: string; creator: string; title: string; ca: boolean; look: Look; tool: Tool;
  owners: number; entOptions: string[]; freqOptions: string[]; pages: (owners: number) => Section[][];
}

const c = (label: string, key: string, w: number): Cell => ({ label, key, w });
const cells = (...cs: Cell[]): Row => ({ kind: 'cells', cells: cs });
const para = (text: string, size?: number): Row => ({ kind: 'para', text, ...(size ? { size } : {}) });
const US_ENT = ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor'];
const FREQ = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'];
const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") authorize {B} and each of its representatives, successors, assigns and designees ("Recipients") that may be involved with or acquire commercial loans or merchant cash advances to obtain consumer or personal, business and investigative reports and other information about you, including credit card processor statements and bank statements, from one or more consumer reporting agencies, such as TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties. You also authorize {B} to transmit this application form, along with any of the foregoing information obtained in connection with this application, to any or all of the Recipients for the foregoing purposes.';
const auth = (b: string): Row => para(AUTH.replace(/\{B\}/g, b));

function ownerRows(i: number, variant: number): Row[] {
  const p = `o${i}.`, n = i + 1;
  if (variant === 0) return [cells(c(`Owner ${n} Full Name`, p + 'name', 0.42), c('Title', p + 'role', 0.3), c('Ownership %', p + 'pct', 0.28)),
    cells(c('SSN', p + 'ssn', 0.28), c('Date of Birth', p + 'dob', 0.24), c('Credit Score (est.)', p + 'credit', 0.22), c('Cell Phone', p + 'cell', 0.26)),
    cells(c('Home Address (Street, City, State, Zip)', p + 'home', 1))];
  if (variant === 1) return [cells(c('First Name', p + 'first', 0.3), c('Last Name', p + 'last', 0.34), c('% Owned', p + 'pct', 0.16), c('Title', p + 'role', 0.2)),
    cells(c('Social Security #', p + 'ssn', 0.34), c('DOB', p + 'dob', 0.3), c('Mobile', p + 'cell', 0.36)), cells(c('Home Address', p + 'home', 1))];
  return [cells(c('Name', p + 'name', 0.4), c('Title', p + 'role', 0.25), c('Ownership', p + 'pct', 0.15), c('FICO', p + 'credit', 0.2)),
    cells(c('SIN', p + 'ssn', 0.3), c('Date of Birth', p + 'dob', 0.3), c('Phone', p + 'cell', 0.4)), cells(c('Residential Address', p + 'home', 1))];
}
const owners = (n: number, variant: number, title: (i: number) => string): Section[] =>
  Array.from({ length: n }, (_x, i) => ({ title: title(i), rows: ownerRows(i, variant) }));

const decoyBank = (bl: string): Section => ({ title: bl, rows: [cells(c('Bank Name', 'bank', 0.34), c('Routing #', 'routing', 0.3), c('Account #', 'account', 0.36))] });
const existing: Row = { kind: 'table', title: 'Existing advances / loans (if any)', cols: ['Funder / Lender', 'Balance', 'Payment'], keys: [['funder', 'funderBalance', 'funderPayment']] };
const refs: Row = { kind: 'table', title: 'Trade References', cols: ['Company', 'Phone'], keys: [['ref1', 'ref1Phone'], ['ref2', 'ref2Phone']] };

const HARBOR: Layout = {
  name: 'harborline', creator: 'Adobe Acrobat Reader (Fill & Sign) 2024.004', broker: 'Harborline Capital Partners', tagline: '1200 Harbor Blvd, Suite 400, Weehawken, NJ 07086  |  (201) 555-0148  |  apps@harborlinecap.com',
  title: 'Merchant Cash Advance Application', ca: false, owners: 2, entOptions: US_ENT, freqOptions: FREQ,
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 6.5, cell: 'box', accent: '#1f3a5f', head: 'bar', rowH: 23 },
  tool: { annot: true, font: 'Helvetica', size: 10, mark: 'ft-x', color: '#000000' },
  pages: (n) => [[
    { title: 'Business Information', rows: [cells(c('Legal / Corporate Name', 'legal', 0.55), c('DBA', 'dba', 0.45)),
      { kind: 'checks', label: 'Entity Type:', key: 'ent', options: [...US_ENT, 'Other'], other: 'entOther' },
      cells(c('Federal Tax ID', 'taxid', 0.3), c('Business Start Date', 'start', 0.24), c('State of Incorporation', 'inc', 0.2), c('# Employees', 'employees', 0.26)),
      cells(c('Physical Address', 'street', 0.45), c('City', 'city', 0.25), c('State', 'state', 0.1), c('Zip', 'zip', 0.2)),
      cells(c('Business Phone', 'phone', 0.25), c('Email', 'email', 0.4), c('Website', 'website', 0.35)),
      cells(c('Type of Business', 'industry', 0.4), c('Landlord / Mortgage Co.', 'landlord', 0.35), c('Landlord Phone', 'landlordPhone', 0.25))] },
    { title: 'Funding Request', rows: [cells(c('Amount Requested', 'amount', 0.25), c('Use of Funds', 'use', 0.45), c('Avg. Monthly Sales', 'monthly', 0.3))] },
    ...owners(n, 0, (i) => `Owner / Principal ${i + 1}`), decoyBank('Business Bank Account'),
    { title: 'Authorization', rows: [auth('Harborline Capital Partners'), { kind: 'sign', owners: n }] }]],
};

const PEACH: Layout = {
  name: 'peachtree', creator: 'macOS Version 14.5 (Build 23F79) Quartz PDFContext', broker: 'Peachtree Merchant Funding', tagline: '3350 Peachtree Rd NE, Atlanta, GA 30326 · Tel 404-555-0190 · Fax 404-555-0191',
  title: 'Business Funding Application', ca: false, owners: 3, entOptions: ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'], freqOptions: FREQ,
  look: { font: 'Times-Roman', bold: 'Times-Bold', label: 8.5, cell: 'line', accent: '#8a3b12', head: 'rule', rowH: 21 },
  tool: { annot: true, font: 'Helvetica', size: 12, mark: 'ink', color: '#000000' },
  pages: (n) => [[
    { title: 'Section 1 - Company', rows: [cells(c('Legal Business Name:', 'legal', 0.6), c('Fed Tax ID:', 'taxid', 0.4)), cells(c('D/B/A:', 'dba', 0.6), c('Date Established:', 'start', 0.4)),
      { kind: 'checks', label: 'Business structure:', key: 'ent', options: ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other'], other: 'entOther' },
      cells(c('Street Address:', 'street', 1)), cells(c('City:', 'city', 0.45), c('State:', 'state', 0.2), c('Zip:', 'zip', 0.35)),
      cells(c('Phone:', 'phone', 0.4), c('E-mail:', 'email', 0.6)), cells(c('Industry / Type of Business:', 'industry', 0.6), c('Employees:', 'employees', 0.4)),
      { kind: 'checks', label: 'Business location:', key: 'own', options: ['Own', 'Rent'] }, cells(c('Landlord Name:', 'landlord', 0.6), c('Phone:', 'landlordPhone', 0.4))] },
    { title: 'Section 2 - Funding Request', rows: [cells(c('Amount Requested:', 'amount', 0.5), c('Use of Proceeds:', 'use', 0.5)),
      cells(c('Desired Payment:', 'payment', 0.5), c('No. of Payments:', 'npay', 0.5)),
      { kind: 'checks', label: 'Payment frequency:', key: 'freq', options: FREQ }, cells(c('Gross Monthly Sales:', 'monthly', 0.5), c('Card Processor:', 'processor', 0.5)), existing] }],
  [...owners(n, 1, (i) => `Section 3 - Owner ${i + 1}`), decoyBank('Section 4 - Bank Information'), { title: 'Section 5 - References', rows: [refs] },
    { title: 'Signatures', rows: [auth('Peachtree Merchant Funding'), { kind: 'sign', owners: n }] }]],
};

const NORTH: Layout = {
  name: 'northbound', creator: 'PDF-XChange Editor 10.2 (Typewriter)', broker: 'Northbound Business Capital Inc.', tagline: '181 Bay Street, Suite 2100, Toronto, ON M5J 2T3  ·  1-866-555-0127  ·  northboundcapital.ca',
  title: 'Business Cash Advance Application (Canada)', ca: true, owners: 2, entOptions: ['Corporation', 'Partnership', 'Sole Proprietor'], freqOptions: ['Daily', 'Weekly', 'Bi-Weekly'],
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 7, cell: 'above', accent: '#0d6b6b', head: 'bar', rowH: 25 },
  tool: { annot: true, font: 'Courier', size: 10, mark: 'stamp', color: '#000000' },
  pages: (n) => [[
    { title: 'Business', rows: [cells(c('Legal Name of Business', 'legal', 0.55), c('Operating Name (O/A)', 'dba', 0.45)),
      { kind: 'checks', label: 'Legal structure:', key: 'ent', options: ['Corporation', 'Partnership', 'Sole Proprietor', 'Other'], other: 'entOther' },
      cells(c('Business Number (BN) incl. program account', 'taxid', 0.4), c('Date of Incorporation / Start', 'start', 0.3), c('Jurisdiction', 'inc', 0.3)),
      cells(c('Street Address', 'street', 0.45), c('City', 'city', 0.25), c('Province', 'state', 0.12), c('Postal Code', 'zip', 0.18)),
      cells(c('Telephone', 'phone', 0.3), c('Email', 'email', 0.4), c('Website', 'website', 0.3)), cells(c('Nature of Business', 'industry', 0.6), c('Number of Employees', 'employees', 0.4))] },
    { title: 'Advance Requested', rows: [cells(c('Amount Requested (CAD)', 'amount', 0.3), c('Intended Use', 'use', 0.4), c('Average Monthly Revenue', 'monthly', 0.3)),
      { kind: 'checks', label: 'Preferred remittance:', key: 'freq', options: ['Daily', 'Weekly', 'Bi-Weekly'] }] },
    decoyBank('Financial Institution (for remittance only)'), { title: 'Current Financing', rows: [existing] }],
  [...owners(n, 2, (i) => `Owner / Guarantor ${i + 1}`),
    { title: 'Consent (PIPEDA)', rows: [para('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), you consent to Northbound Business Capital Inc. and its funding partners collecting, using and disclosing your personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this application and administering any resulting agreement. Your SIN is requested for identification with the credit bureaus and its provision is optional.', 7.2),
      auth('Northbound Business Capital Inc.'), { kind: 'sign', owners: n }] }]],
};

const KEY: Layout = {
  name: 'keystone', creator: 'Microsoft Edge PDF editor', broker: 'Keystone Working Capital', tagline: 'ISO Partner Program · 600 Grant St, Pittsburgh, PA 15219 · (412) 555-0163',
  title: 'Working Capital Application', ca: false, owners: 2, entOptions: [], freqOptions: FREQ,
  look: { font: 'Times-Roman', bold: 'Times-Bold', label: 7.5, cell: 'box', accent: '#000000', head: 'plain', rowH: 24 },
  tool: { annot: true, font: 'Helvetica', size: 9, mark: 'ft-check', color: '#1a1a1a' },
  pages: (n) => [[
    { title: 'Merchant Information', rows: [cells(c('Business Legal Name', 'legal', 0.5), c('Doing Business As', 'dba', 0.5)),
      cells(c('Entity Type (LLC, Corp, etc.)', 'entity', 0.3), c('Tax ID (EIN)', 'taxid', 0.25), c('Business Start Date', 'start', 0.2), c('State Inc.', 'inc', 0.25)),
      cells(c('Business Address', 'street', 0.5), c('City, State, Zip', 'csz', 0.5)), cells(c('Phone', 'phone', 0.3), c('Email', 'email', 0.4), c('Product / Service Sold', 'industry', 0.3)),
      { kind: 'checks', label: 'Premises:', key: 'own', options: ['Own', 'Rent'] }] },
    { title: 'Funding', rows: [cells(c('Requested Amount', 'amount', 0.25), c('Daily / Weekly Payment', 'payment', 0.25), c('Term (# of payments)', 'npay', 0.25), c('Frequency', 'freq', 0.25)),
      cells(c('Use of Funds', 'use', 0.6), c('Monthly Gross Sales', 'monthly', 0.4)), existing] },
    ...owners(n, 0, (i) => `Principal #${i + 1}`), { title: 'Signature', rows: [auth('Keystone Working Capital'), { kind: 'sign', owners: n }] }]],
};

const LONE: Layout = {
  name: 'lonestar', creator: 'Microsoft: Print To PDF', broker: 'Lone Star Advance Group, LLC', tagline: '9101 LBJ Fwy, Suite 300, Dallas, TX 75243  ·  Submissions: deals@lonestaradvance.com',
  title: 'Merchant Application', ca: false, owners: 3, entOptions: ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'], freqOptions: FREQ,
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 8, cell: 'line', accent: '#a0141e', head: 'rule', rowH: 20 },
  tool: { annot: false, font: 'Helvetica', size: 10, mark: 'text-x', color: '#000000' },
  pages: (n) => [[
    { title: 'Business Information', rows: [cells(c('Corporate Name:', 'legal', 1)), cells(c('DBA:', 'dba', 0.6), c('Years in Business:', 'years', 0.4)),
      { kind: 'checks', label: 'Entity:', key: 'ent', options: ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other'], other: 'entOther' },
      cells(c('EIN:', 'taxid', 0.5), c('State of Inc.:', 'inc', 0.5)), cells(c('Address:', 'street', 1)), cells(c('City:', 'city', 0.45), c('State:', 'state', 0.2), c('Zip:', 'zip', 0.35)),
      cells(c('Phone:', 'phone', 0.45), c('Email:', 'email', 0.55)), cells(c('Business Description:', 'industry', 1))] },
    { title: 'Funding', rows: [cells(c('Amount Needed:', 'amount', 0.5), c('Monthly Revenue:', 'monthly', 0.5)), cells(c('Purpose:', 'use', 1)),
      cells(c('Payment Amount:', 'payment', 0.5), c('# of Payments:', 'npay', 0.5)), { kind: 'checks', label: 'Remittance:', key: 'freq', options: FREQ }] },
    { title: 'Other Information', rows: [cells(c('Landlord/Mortgage:', 'landlord', 0.6), c('Phone:', 'landlordPhone', 0.4)), existing, refs] }],
  [...owners(n, 1, (i) => `Owner ${i + 1}`), decoyBank('Bank'), { title: 'Authorization', rows: [auth('Lone Star Advance Group, LLC'), { kind: 'sign', owners: n }] }]],
};

const CASCADE: Layout = {
  name: 'cascade', creator: 'Chrome PDF Viewer (Save as PDF) Skia/PDF m126', broker: 'Cascade Revenue Partners', tagline: 'Revenue-based financing · 1501 4th Ave, Seattle, WA 98101 · (206) 555-0175',
  title: 'Funding Application', ca: false, owners: 2, entOptions: [], freqOptions: FREQ,
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 6.8, cell: 'box', accent: '#2e6b3a', head: 'rule', rowH: 24 },
  tool: { annot: false, font: 'Courier', size: 10, mark: 'text-x', color: '#000000' },
  pages: (n) => [[
    { title: 'About the Business', rows: [cells(c('Legal Entity Name', 'legal', 0.5), c('Trade Name', 'dba', 0.5)),
      cells(c('Entity Type', 'entity', 0.25), c('EIN / Tax ID', 'taxid', 0.25), c('Date Business Started', 'start', 0.25), c('Industry', 'industry', 0.25)),
      cells(c('Street', 'street', 0.4), c('City', 'city', 0.25), c('State', 'state', 0.12), c('ZIP', 'zip', 0.23)),
      cells(c('Phone', 'phone', 0.3), c('Email', 'email', 0.4), c('Web', 'website', 0.3)), { kind: 'checks', label: 'Do you own or rent the business premises?', key: 'own', options: ['Own', 'Rent'] }] },
    { title: 'Request', rows: [cells(c('Funding Amount', 'amount', 0.3), c('Use of Funds', 'use', 0.4), c('Average Monthly Deposits', 'monthly', 0.3)), existing] },
    ...owners(n, 0, (i) => `Owner ${i + 1}`), decoyBank('Operating Account'), { title: 'Agreement', rows: [auth('Cascade Revenue Partners'), { kind: 'sign', owners: n }] }]],
};

const BLUE: Layout = {
  name: 'bluewater', creator: 'Microsoft: Print To PDF', broker: 'Bluewater Business Funding', tagline: '2 S Biscayne Blvd, Miami, FL 33131  ·  (305) 555-0112  ·  Your ISO rep: ______________',
  title: 'Small Business Funding Application', ca: false, owners: 2, entOptions: ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit'], freqOptions: FREQ,
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', label: 6.8, cell: 'above', accent: '#1565a8', head: 'bar', rowH: 25 },
  tool: { annot: false, font: 'Helvetica', size: 10.5, mark: 'zapf', color: '#000000' },
  pages: (n) => [[
    { title: 'Company', rows: [cells(c('Legal Name', 'legal', 0.5), c('DBA Name', 'dba', 0.5)),
      { kind: 'checks', label: 'Entity:', key: 'ent', options: ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'], other: 'entOther' },
      cells(c('Federal Tax ID #', 'taxid', 0.3), c('Business Inception Date', 'start', 0.3), c('Type of Business', 'industry', 0.4)),
      cells(c('Physical Address (no P.O. Box)', 'street', 0.5), c('City, State, Zip', 'csz', 0.5)), cells(c('Business Phone', 'phone', 0.35), c('Email', 'email', 0.65))] },
    { title: 'Funding Request', rows: [cells(c('Requested Amount', 'amount', 0.35), c('Use of Funds', 'use', 0.65)),
      { kind: 'checks', label: 'Preferred payment schedule:', key: 'freq', options: FREQ }, cells(c('Referred by (ISO / broker rep)', 'isoRep', 0.5), c('Rep phone', 'isoPhone', 0.5))] },
    ...owners(n, 0, (i) => `Owner ${i + 1}`), { title: 'Certification', rows: [auth('Bluewater Business Funding'), { kind: 'sign', owners: n }] }]],
};

export const LAYOUTS: Layout[] = [HARBOR, PEACH, NORTH, KEY, LONE, CASCADE, BLUE];
