// Seven fictional brokers' application forms (the development set): different label wordings, orders, boxed cells or underlined rows, one or
// two pages, US or Canadian. Each draws a merchant onto a Canvas; the truth comes from what the canvas recorded.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, Mark, Style } from './canvas.ts';
import type { Country, Merchant } from './model.ts';
import { AUTHORISATION, checkRow, heading, ownerBlocks, ownersTable, PIPEDA, rows, signatures, table, type Cell } from './sections.ts';

export interface FormLayout {
  name: string;
  broker: string;
  country: Country;
  pages: number;
  maxOwners: number;
  /** The form has a BN / SIN box beside the tax number (see makeMerchant). */
  bareCanadianIds?: boolean;
  labelFonts: [string, string];
  valueFont: string;
  /** Held out from the reader's development: measured apart (`forms-accuracy.ts --layouts held-out`). */
  heldOut?: boolean;
  /** Blind: neither developed on nor read while working on the reader (`forms-accuracy.ts --layouts blind`). */
  blind?: boolean;
  /** Written by the form reader's authors to practise on (layouts-practice.ts): development forms, never a measure. */
  practice?: boolean;
  /** Fresh: a fourth set, written without reading the reader, to measure it once the others have been used
   *  (`forms-accuracy.ts --layouts fresh`). */
  fresh?: boolean;
  /** Unseen: a fifth set, written from applications.md alone by an author who never read the reader nor the other
   *  measured sets, to measure the reader on forms nobody working on it has seen (`forms-accuracy.ts --layouts unseen`). */
  unseen?: boolean;
  /** How often each style is picked when the caller names none (default typed 4, handwritten 3, fillable 3): a
   *  broker whose form is mostly sent as a fillable PDF. */
  styles?: readonly (readonly [Style, number])[];
  /** The checkbox marks this broker's forms may carry (default the first three kinds). */
  marks?: readonly Mark[];
  /** Fillable style: how its AcroForm fields are named and a checked box's on-state (Canvas.acro). */
  acro?: Canvas['acro'];
  /** The BN program accounts its Canadian merchants hold (see makeMerchant). */
  programIds?: readonly string[];
  /** Before drawing: the layout's own touches to the merchant (fields left blank, how money is written ...), with
   *  its own random stream so the merchant's other values stay those of the seed. */
  prepare?(m: Merchant, rng: Rng): void;
  draw(c: Canvas, m: Merchant): void;
}

const X = 36, W = 540;

function brokerHeader(c: Canvas, broker: string, sub: string, y = 30): number {
  c.text(broker, X, y, { bold: true, size: 15 });
  c.text(sub, X, y + 19, { size: 8, color: '#444' });
  c.text('BUSINESS FUNDING APPLICATION', X, y, { bold: true, size: 11, width: W, align: 'right' });
  return y + 34;
}

const summit: FormLayout = {
  name: 'summit_boxes', broker: 'Summit Funding Partners', country: 'US', pages: 1, maxOwners: 2,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier',
  draw(c, m) {
    let y = brokerHeader(c, this.broker, '1200 Lexington Ave, Floor 9, New York, NY 10028  |  Tel (212) 555-0148  |  submissions@summitfp.example');
    y = heading(c, 'BUSINESS INFORMATION', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Business Legal Name', 'legal', 0.6], ['DBA (if any)', 'dba', 0.4]],
      [['Physical Address (no P.O. Box)', 'street', 0.45], ['City', 'city', 0.25], ['State', 'state', 0.1], ['Zip', 'zip', 0.2]],
      [[m.taxIdBare ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', 'tax_id', 0.28], ['Entity Type', 'entity', 0.24], ['Business Start Date', 'start', 0.26], ['State of Incorporation', 'state_inc', 0.22]],
      [['Business Phone', 'phone', 0.3], ['Email', 'email', 0.4], ['Website', 'website', 0.3]],
      [['Type of Business', 'industry', 0.5], ['# of Employees', 'employees', 0.2], ['Avg. Monthly Sales', 'monthly_sales', 0.3]],
    ], 'boxes') + 6;
    y = heading(c, 'FUNDING REQUEST', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Amount Requested', 'amount', 0.35], ['Use of Funds', 'use', 0.65]]], 'boxes') + 6;
    y = heading(c, 'BUSINESS BANK ACCOUNT', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Bank Name', 'bank_name', 0.4], ['ABA Routing #', 'routing', 0.3], ['Account #', 'account', 0.3]]], 'boxes') + 6;
    y = heading(c, 'OWNER / OFFICER INFORMATION', X, y, W, true);
    y = ownersTable(c, m, X, y, W, [['Owner Name', 'name', 0.22], ['Title', 'title', 0.13], ['% Own', 'pct', 0.08],
      ['SSN', 'id', 0.13], ['Date of Birth', 'dob', 0.13], ['Home Address', 'home', 0.31]], 2);
    y += c.para(AUTHORISATION, X, y, W) + 8;
    signatures(c, m, X, y, W, 2);
    c.line(X, 740, X + W, 740);
    c.key = 'iso';
    c.text('ISO / Sales Rep:', X, 746, { size: 7 });
    rows(c, m, 742, X + 70, 440, [[['', 'iso_name', 0.5], ['', 'iso_phone', 0.5]]], 'lines');
  },
};

const northgate: FormLayout = {
  name: 'northgate_lines', broker: 'Northgate Capital Group', country: 'US', pages: 1, maxOwners: 2,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Helvetica',
  draw(c, m) {
    c.text(this.broker, X, 28, { bold: true, size: 18, width: W, align: 'center' });
    c.text('Merchant Application  -  please complete all fields', X, 50, { size: 9, width: W, align: 'center' });
    let y = heading(c, 'Company', X, 66, W, false);
    y = rows(c, m, y, X, W, [
      [['Legal Business Name:', 'legal', 1]],
      [['D/B/A:', 'dba', 0.55], ['Tax ID #:', 'tax_id', 0.45]],
      [['Street Address:', 'street', 1]],
      [['City/State/Zip:', 'city_state_zip', 0.62], ['Phone:', 'phone', 0.38]],
      [['Date Business Started:', 'start', 0.45], ['Industry:', 'industry', 0.55]],
    ], 'lines') + 4;
    y = checkRow(c, m, 'entity', 'Business Entity:', ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Other:'], X, y) + 2;
    y = checkRow(c, m, 'own_rent', 'Business Location:', ['Own', 'Rent'], X, y);
    y = rows(c, m, y, X, W, [[['Landlord / Mortgage Co.:', 'landlord', 0.6], ['Landlord Phone:', 'landlord_phone', 0.4]],
      [['Requested Amount:', 'amount', 0.45], ['Gross Annual Sales:', 'annual_revenue', 0.55]]], 'lines') + 4;
    y = heading(c, 'Principal(s)', X, y, W, false);
    y = ownerBlocks(c, m, X, y, W, (i) => `Principal #${i + 1}`, [
      [['Full Name:', 'name', 0.6], ['Title:', 'title', 0.4]],
      [['SSN:', 'id', 0.34], ['Date of Birth:', 'dob', 0.33], ['% Owned:', 'pct', 0.33]],
      [['Home Address:', 'home', 1]],
    ], 2, 'lines');
    y += c.para(AUTHORISATION, X, y, W) + 6;
    signatures(c, m, X, y, W, 2);
    c.text('FOR OFFICE USE ONLY', X, 718, { bold: true, size: 7 });
    rows(c, m, 724, X, W, [[['Referred by (ISO):', 'iso_company', 0.55], ['Rep:', 'iso_name', 0.45]]], 'lines');
  },
};

const bluewater: FormLayout = {
  name: 'bluewater_two_page', broker: 'Bluewater Merchant Funding', country: 'US', pages: 2, maxOwners: 4,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Helvetica',
  draw(c, m) {
    let y = brokerHeader(c, this.broker, 'Page 1 of 2  -  Business & Funding Details');
    y = heading(c, '1. Business', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Corporate / Legal Name', 'legal', 0.55], ['Doing Business As', 'dba', 0.45]],
      [[m.taxIdBare ? 'Federal EIN' : 'Federal Tax ID / EIN', 'tax_id', 0.3], ['Bank Routing Number', 'routing', 0.3], ['Bank Account Number', 'account', 0.4]],
      [['Business Address', 'street', 0.5], ['City, State, Zip', 'city_state_zip', 0.5]],
      [['Years in Business', 'years', 0.2], ['Nature of Business', 'industry', 0.5], ['Business Phone', 'phone', 0.3]],
    ], 'boxes') + 6;
    y = checkRow(c, m, 'entity', 'Entity Type:', ['Corporation', 'S-Corp', 'LLC', 'LLP', 'Sole Proprietor', 'Non-Profit', 'Other'], X, y) + 4;
    y = checkRow(c, m, 'own_rent', 'Premises:', ['Own', 'Rent'], X, y) + 4;
    y = heading(c, '2. Funding Requested', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Advance Amount Requested', 'amount', 0.34], ['Proposed Payment', 'payment', 0.33], ['Number of Payments', 'n_payments', 0.33]]], 'boxes') + 6;
    y = checkRow(c, m, 'frequency', 'Payment Schedule:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], X, y) + 6;
    y = heading(c, '3. Existing Advances / Loans', X, y, W, true);
    y = table(c, X, y, W, ['Funder / Lender', 'Current Balance', 'Payment Amount'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 3, 'advances');
    y = heading(c, '4. Trade References', X, y, W, true);
    table(c, X, y, W, ['Company', 'Contact', 'Phone'], m.refs.map((r) => [r.name, r.contact, r.phone]), 3, 'refs');
    c.newPage();
    y = brokerHeader(c, this.broker, 'Page 2 of 2  -  Ownership & Authorization');
    y = heading(c, '5. Owners (all owners of 20% or more)', X, y, W, true);
    y = ownersTable(c, m, X, y, W, [['Name', 'name', 0.22], ['Title', 'title', 0.14], ['Ownership', 'pct', 0.09], ['SSN / ITIN', 'id', 0.14],
      ['DOB', 'dob', 0.13], ['Est. FICO', 'credit', 0.08], ['Mobile', 'cell', 0.2]], 4);
    y += c.para(AUTHORISATION, X, y + 6, W) + 14;
    y = signatures(c, m, X, y, W, 4, true);
    y = heading(c, 'Submitted by', X, y + 10, W, true);
    rows(c, m, y, X, W, [[['ISO Company', 'iso_company', 0.4], ['Representative', 'iso_name', 0.3], ['Rep Phone', 'iso_phone', 0.3]]], 'boxes');
  },
};

const maple: FormLayout = {
  name: 'maple_leaf_ca', broker: 'Maple Leaf Business Capital', country: 'CA', pages: 2, maxOwners: 3,
  labelFonts: ['Helvetica', 'Helvetica-Bold'], valueFont: 'Courier',
  draw(c, m) {
    let y = brokerHeader(c, this.broker, '200 Bay Street, Suite 1400, Toronto, ON M5J 2J2  |  1-888-555-0199');
    y = heading(c, 'BUSINESS PROFILE', X, y, W, true);
    y = rows(c, m, y, X, W, [
      [['Legal Name of Business', 'legal', 0.55], ['Operating Name (O/A)', 'dba', 0.45]],
      [['Business Number (BN) incl. program account', 'tax_id', 0.4], ['Date of Incorporation / Registration', 'start', 0.3], ['Jurisdiction of Incorporation', 'state_inc', 0.3]],
      [['Street Address', 'street', 0.4], ['City', 'city', 0.22], ['Province', 'state', 0.16], ['Postal Code', 'zip', 0.22]],
      [['Nature of Business', 'industry', 0.5], ['Telephone', 'phone', 0.25], ['Employees', 'employees', 0.25]],
    ], 'boxes') + 8;
    y = checkRow(c, m, 'entity', 'Legal Structure:', ['Corporation', 'Sole Proprietorship', 'Partnership', 'Other'], X, y) + 4;
    y = checkRow(c, m, 'own_rent', 'Premises:', ['Own', 'Rent'], X, y) + 4;
    y = rows(c, m, y, X, W, [[['Landlord Name', 'landlord', 0.6], ['Landlord Telephone', 'landlord_phone', 0.4]]], 'boxes') + 8;
    y = heading(c, 'FINANCING REQUEST', X, y, W, true);
    y = rows(c, m, y, X, W, [[['Amount Requested (CAD)', 'amount', 0.3], ['Purpose', 'use', 0.4], ['Average Monthly Sales', 'monthly_sales', 0.3]]], 'boxes') + 8;
    y = heading(c, 'BANKING', X, y, W, true);
    rows(c, m, y, X, W, [[['Financial Institution', 'bank_name', 0.4], ['Transit / Institution No.', 'routing', 0.3], ['Account No.', 'account', 0.3]]], 'boxes');
    c.newPage();
    y = heading(c, 'PRINCIPALS', X, 40, W, true);
    y = ownerBlocks(c, m, X, y + 2, W, (i) => `Principal ${i + 1}`, [
      [['Full Legal Name', 'name', 0.5], ['Position', 'title', 0.3], ['Ownership %', 'pct', 0.2]],
      [['Social Insurance Number (SIN)', 'id', 0.3], ['Date of Birth', 'dob', 0.25], ['Residential Address', 'home', 0.45]],
    ], 3, 'boxes');
    y += c.para(PIPEDA, X, y + 4, W) + 10;
    y += c.para(AUTHORISATION, X, y, W) + 10;
    signatures(c, m, X, y, W, 3, true);
  },
};

const harbor: FormLayout = {
  name: 'harbor_express', broker: 'Harbor Express Funding', country: 'US', pages: 1, maxOwners: 3,
  labelFonts: ['Courier', 'Courier-Bold'], valueFont: 'Helvetica',
  draw(c, m) {
    c.text('HARBOR EXPRESS FUNDING  //  QUICK APPLICATION', X, 30, { bold: true, size: 12 });
    c.text('Fax or e-mail with last 4 months of business bank statements', X, 46, { size: 7.5 });
    const biz: Cell[][] = [
      [['Company legal name', 'legal', 0.62], ['Start date', 'start', 0.38]],
      [['Trade name', 'dba', 0.5], ['Business structure', 'entity', 0.5]],
      [['EIN / Tax ID', 'tax_id', 0.4], ['What does the business do?', 'industry', 0.6]],
      [['Address', 'street', 0.55], ['State', 'state', 0.15], ['Zip', 'zip', 0.3]],
      [['E-mail', 'email', 0.5], ['Phone', 'phone', 0.5]],
    ];
    let y = rows(c, m, 62, X, W, biz, 'lines') + 6;
    y = heading(c, 'TERMS WANTED', X, y, W, false);
    y = rows(c, m, y, X, W, [[['Amount', 'amount', 0.3], ['Payment', 'payment', 0.25], ['# Pmts', 'n_payments', 0.2], ['Freq.', 'frequency', 0.25]]], 'lines') + 6;
    y = heading(c, 'CURRENT POSITIONS (MCA / LOANS)', X, y, W, false);
    y = table(c, X, y, W, ['Funder', 'Balance', 'Daily/Weekly Pmt'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    y = heading(c, 'OWNERS', X, y, W, false);
    y = ownersTable(c, m, X, y, W, [['Name (Last, First)', 'name', 0.26], ['Title', 'title', 0.14], ['Own%', 'pct', 0.08], ['Soc. Sec. #', 'id', 0.15],
      ['Birth date', 'dob', 0.13], ['Credit score', 'credit', 0.1], ['Cell', 'cell', 0.14]], 3);
    y = rows(c, m, y, X, W, [[['Landlord', 'landlord', 0.6], ['Landlord ph.', 'landlord_phone', 0.4]]], 'lines') + 6;
    y += c.para(AUTHORISATION, X, y, W) + 8;
    y = signatures(c, m, X, y, W, 2);
    rows(c, m, Math.max(y, 700), X, W, [[['Broker', 'iso_company', 0.5], ['Agent', 'iso_name', 0.5]]], 'lines');
  },
};

const prairie: FormLayout = {
  name: 'prairie_ca_lines', broker: 'Prairie Sky Merchant Finance', country: 'CA', pages: 1, maxOwners: 2, bareCanadianIds: true,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Courier',
  draw(c, m) {
    c.text(this.broker.toUpperCase(), X, 28, { bold: true, size: 14 });
    c.text('Application for Business Financing  |  Saskatoon  |  Regina  |  Winnipeg', X, 46, { size: 8 });
    let y = rows(c, m, 62, X, W, [
      [['Business name (legal):', 'legal', 1]],
      [['O/A (operating as):', 'dba', 1]],
      [['Tax number:', 'tax_id_number', 0.45], ['Date started:', 'start', 0.55]],
    ], 'lines') + 2;
    y = checkRow(c, m, 'tax_type', 'Tax number is a:', ['BN', 'SIN'], X, y) + 2;
    y = rows(c, m, y, X, W, [
      [['Address:', 'street', 0.6], ['City:', 'city', 0.4]],
      [['Province:', 'state', 0.3], ['Postal code:', 'zip', 0.3], ['Phone:', 'phone', 0.4]],
      [['Type of business:', 'industry', 1]],
    ], 'lines') + 4;
    y = checkRow(c, m, 'entity', 'Business is:', ['Incorporated', 'Sole Proprietorship', 'Partnership', 'Other:'], X, y, { Corporation: 'Incorporated' }) + 4;
    y = heading(c, 'Financing', X, y, W, false);
    y = rows(c, m, y, X, W, [[['Amount requested:', 'amount', 0.4], ['Repayment amount:', 'payment', 0.3], ['No. of repayments:', 'n_payments', 0.3]]], 'lines') + 2;
    y = checkRow(c, m, 'frequency', 'Repayment:', ['Daily', 'Weekly', 'Monthly'], X, y) + 4;
    y = heading(c, 'Other financing in place', X, y, W, false);
    y = table(c, X, y, W, ['Lender', 'Balance owing', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 2, 'advances');
    y = heading(c, 'Owners', X, y, W, false);
    y = ownersTable(c, m, X, y, W, [['Name', 'name', 0.3], ['Title', 'title', 0.16], ['% owned', 'pct', 0.1], ['SIN', 'id', 0.18], ['Birth date', 'dob', 0.26]], 2);
    y += c.para(PIPEDA, X, y + 2, W) + 8;
    signatures(c, m, X, y, W, 2);
    rows(c, m, 730, X, W, [[['Advisor:', 'iso_name', 0.5], ['Advisor phone:', 'iso_phone', 0.5]]], 'lines');
  },
};

const crestline: FormLayout = {
  name: 'crestline_two_column', broker: 'Crestline Business Funding', country: 'US', pages: 2, maxOwners: 3,
  labelFonts: ['Times-Roman', 'Times-Bold'], valueFont: 'Times-Roman',
  draw(c, m) {
    c.text('Crestline Business Funding, LLC', X, 30, { bold: true, size: 16 });
    c.text('Merchant Intake Form', X, 30, { size: 11, width: W, align: 'right' });
    const L = X, R = X + W / 2 + 6, CW = W / 2 - 6;
    let yl = heading(c, 'About the business', L, 56, CW, false);
    let yr = heading(c, 'Funding', R, 56, CW, false);
    yl = rows(c, m, yl, L, CW, [
      [['Registered business name', 'legal', 1]],
      [['Trade name / DBA', 'dba', 1]],
      [['Federal Tax ID #', 'tax_id', 0.5], ['Inception date', 'start', 0.5]],
      [['Street', 'street', 1]],
      [['City', 'city', 0.45], ['State', 'state', 0.2], ['ZIP', 'zip', 0.35]],
      [['Industry', 'industry', 1]],
      [['Business e-mail', 'email', 1]],
    ], 'boxes');
    yr = rows(c, m, yr, R, CW, [
      [['Funding amount needed', 'amount', 0.5], ['Purpose', 'use', 0.5]],
      [['Monthly card sales', 'monthly_sales', 0.5], ['Annual gross revenue', 'annual_revenue', 0.5]],
      [['State of formation', 'state_inc', 0.5], ['Employees', 'employees', 0.5]],
    ], 'boxes') + 6;
    yr = checkRow(c, m, 'own_rent', 'Location is:', ['Own', 'Rent'], R, yr) + 2;
    yr = rows(c, m, yr, R, CW, [[['Landlord / mortgage holder', 'landlord', 0.6], ['Phone', 'landlord_phone', 0.4]]], 'boxes') + 6;
    yr = heading(c, 'Bank', R, yr, CW, false);
    rows(c, m, yr, R, CW, [[['Bank', 'bank_name', 1]], [['Routing', 'routing', 0.5], ['Account', 'account', 0.5]]], 'boxes');
    let y = Math.max(yl, yr + 60) + 8;
    y = checkRow(c, m, 'entity', 'Organized as:', ['C-Corp', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'], X, y,
      { Corporation: 'C-Corp' }) + 6;
    y = heading(c, 'Owners', X, y, W, false);
    ownerBlocks(c, m, X, y, W, (i) => `Owner ${i + 1} of 3`, [
      [['First name', 'first', 0.3], ['M.I.', 'mi', 0.08], ['Last name', 'last', 0.32], ['Title', 'title', 0.3]],
      [['SSN', 'id', 0.25], ['Date of birth', 'dob', 0.25], ['Ownership %', 'pct', 0.2], ['Mobile', 'cell', 0.3]],
    ], 3, 'boxes');
    c.newPage();
    y = heading(c, 'Current merchant cash advances', X, 40, W, false);
    y = table(c, X, y, W, ['Company', 'Balance', 'Payment'], m.advances.map((a) => [a.funder, a.balance, a.payment]), 3, 'advances');
    y = heading(c, 'Authorization', X, y + 6, W, false);
    y += c.para(AUTHORISATION, X, y, W) + 10;
    y = signatures(c, m, X, y, W, 3, true);
    heading(c, 'Broker use', X, y + 20, W, false);
    rows(c, m, y + 38, X, W, [[['ISO', 'iso_company', 0.4], ['Rep', 'iso_name', 0.3], ['Rep phone', 'iso_phone', 0.3]]], 'boxes');
  },
};

/** The layouts the reader may be developed on; the held-out ones are in layouts-held-out.ts. */
export const DEV_LAYOUTS: readonly FormLayout[] = [summit, northgate, bluewater, maple, harbor, prairie, crestline];
