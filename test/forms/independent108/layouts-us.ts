// The US funders' own applications: Hudson Ridge (NY), Garden State (NJ), Biscayne (FL), Lone Star (TX).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import type { Merchant } from './merchant.ts';
import * as P from './parts.ts';

const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually, an "Applicant") certifies that all information and documents submitted in connection with this application are true, correct and complete. Applicant authorizes the Funder, its agents, assigns and partners to obtain consumer and business credit reports, bank references, and any other information from third parties at any time for the purpose of evaluating this application, servicing and collection. This is an application for a purchase of future receivables and not a loan. Applicant waives any claim against the Funder or its affiliates for release of such information.';
const FINE = 'Funder does not charge upfront fees. Any ISO or referral partner named on this form is an independent contractor and is not an agent of the Funder. Incomplete applications will delay underwriting.';

/** Hudson Ridge Capital Funding LLC, New York NY: navy bars, labels left of underlines, entity checkboxes, two pages. */
export function hudson(f: Form, m: Merchant, r: Rng): void {
  const W = 540, X = 36;
  f.doc.rect(0, 0, 612, 64).fill('#12264a');
  f.label('HUDSON RIDGE', X, 16, { size: 20, bold: true, color: '#fff' }); f.label('CAPITAL FUNDING LLC', X + 2, 40, { size: 8.5, color: '#c9d3e6' });
  f.label('120 Wall Street, 18th Floor, New York, NY 10005  |  (212) 555-0147  |  apps@hudsonridgecap.com', 250, 44, { size: 6.8, color: '#c9d3e6' });
  P.funderBox(f, 426, 72, 150, m, r);
  f.label('MERCHANT APPLICATION', X, 80, { size: 14, bold: true, color: '#12264a' }); f.label('Revenue Purchase Program  -  Please complete all sections', X, 98, { size: 7.5 });
  let y = 142;
  f.bar('SECTION 1  -  BUSINESS INFORMATION', X, y, W); y += 18;
  const row = (cs: P.Cell[]): void => { y = P.cellRow(f, X, y, 18, 0, cs) + 2; };
  row([[330, 'Business Legal Name:', 'legal', P.legal(m)], [210, 'Fed. Tax ID #:', 'tax', P.bizTax(m, r)]]);
  row([[330, 'DBA:', 'dba', P.dba(m, r)], [210, 'Date Business Started:', 'start', P.start(m, 'mdy')]]);
  row([[330, 'Physical Address:', 'street', m.addr.street], [120, 'City:', 'city', m.addr.city], [90, 'State:', 'st', P.state(m, r, false)]]);
  row([[130, 'Zip:', 'zip', m.addr.zip], [200, 'Business Phone:', 'phone', m.phone], [210, 'Email:', 'email', m.email]]);
  row([[330, 'Type of Business / Industry:', 'ind', P.industry(m)], [210, 'Website:', 'web', m.website]]);
  row([[180, 'State of Incorporation:', 'inc', m.stateOfInc === m.addr.st ? m.stateOfInc : P.D(m.stateOfInc)], [150, '# of Employees:', 'emp', String(m.employees)], [210, 'Avg. Monthly Sales:', 'sales', P.fmtMoney(m.monthlySales, r)]]);
  f.label('Entity Type:', X, y + 2, { bold: true });
  let cx = X + 60;
  for (const l of ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor', 'Non-Profit']) cx = f.check(`ent_${l}`, l, cx, y + 1.5, m.entity === l, P.entityOf(l, m)) + 6;
  y += 16;
  f.label('Property:', X, y + 2, { bold: true });
  cx = f.check('own', 'Own', X + 60, y + 1.5, m.rent === 'Own'); cx = f.check('rent', 'Lease', cx + 6, y + 1.5, m.rent === 'Rent');
  f.cell(cx + 10, y - 4, 200, 18, 'Landlord / Mortgage Co.:', 'landlord', m.landlord.name, undefined, { decoy: true });
  f.cell(cx + 214, y - 4, 140, 18, 'Phone:', 'landlord_ph', m.landlord.phone, undefined, { decoy: true }); y += 24;
  f.bar('SECTION 2  -  FUNDING REQUEST', X, y, W); y += 18;
  row([[220, 'Amount Requested:', 'req', P.requested(m, r)], [320, 'Use of Proceeds:', 'use', m.useOfFunds]]);
  f.bar('SECTION 3  -  OWNER / GUARANTOR INFORMATION', X, y, W); y += 18;
  m.owners.forEach((o, i) => {
    if (y > 680) { f.newPage(); y = 40; }
    f.label(`Owner ${i + 1}`, X, y, { bold: true, color: '#12264a' }); y += 10;
    row([[270, 'Full Name:', `o${i}_name`, P.ownerName(o, i, 'first-last')], [150, 'Title:', `o${i}_title`, P.role(o, i)], [120, 'Ownership %:', `o${i}_pct`, P.pct(o, i, r)]]);
    row([[200, 'SSN:', `o${i}_ssn`, P.ownerTax(o, i, r)], [170, 'Date of Birth:', `o${i}_dob`, P.dob(o, i, 'mdy')], [170, 'Cell:', `o${i}_ph`, o.phone]]);
    row([[W, 'Home Address:', `o${i}_home`, P.D(P.homeAddr(o))]]); y += 4;
  });
  f.newPage(); y = 40;
  f.label('Hudson Ridge Capital Funding LLC  -  Merchant Application (continued)', X, 22, { size: 7, color: '#777' });
  f.bar('SECTION 4  -  EXISTING ADVANCES / LOANS', X, y, W); y += 16;
  y = P.positionsTable(f, X, y, m, r, ['Funder / Lender', 'Date Funded', 'Current Balance', 'Payment'], [170, 100, 120, 150]) + 10;
  f.bar('SECTION 5  -  BANK & TRADE REFERENCES', X, y, W); y += 18;
  row([[200, 'Bank Name:', 'bank', P.D(m.bank.name)], [170, 'Routing #:', 'aba', P.D(m.bank.routing)], [170, 'Account #:', 'acct', P.D(m.bank.account)]]); y += 4;
  y = P.refsTable(f, X, y, m, ['Trade Reference', 'Contact', 'Phone'], [240, 160, 140]) + 10;
  y = P.isoBox(f, X, y, W, m, 'ISO / REFERRAL PARTNER (completed by submitting office)', ['ISO Company', 'Sales Rep', 'ISO #', 'Rep Phone']) + 10;
  f.bar('AUTHORIZATION', X, y, W); y = f.para(AUTH, X, y + 18, W) + 8;
  y = f.para(FINE, X, y, W, 6) + 16;
  P.signatures(f, X, y, W, m, ['Owner Signature', 'Print Name / Title', 'Date']);
}

/** Garden State Merchant Funding, Hackensack NJ: Word-style grid with labels above boxes, three pages. */
export function gardenState(f: Form, m: Merchant, r: Rng): void {
  const X = 40, W = 532;
  f.label('Garden State Merchant Funding', X, 30, { size: 18, bold: true, color: '#1d5e3a' });
  f.label('a direct funder  |  411 Hackensack Ave, Hackensack, NJ 07601  |  Tel (201) 555-0190  |  Fax (201) 555-0191', X, 52, { size: 7 });
  f.line(X, 64, X + W, 64, '#1d5e3a', 2);
  f.label('BUSINESS CASH ADVANCE APPLICATION  -  Page 1 of 3', X, 72, { size: 9, bold: true });
  let y = 92;
  const grid = (cs: P.Cell[], h = 28): void => { y = P.cellRow(f, X, y, h, 6, cs) + 6; };
  f.bar('Company Information', X, y, W, 13, { fill: '#1d5e3a' }); y += 18;
  grid([[332, 'Legal/Corporate Name', 'legal', P.legal(m)], [200, 'Doing Business As (DBA)', 'dba', P.dba(m, r)]]);
  grid([[180, 'Federal Tax ID', 'tax', P.bizTax(m, r)], [176, 'Legal Entity (LLC, Corp, etc.)', 'ent', P.entityText(m, r)], [176, 'Business Start Date', 'start', P.start(m, 'mdy-dash')]]);
  grid([[532, 'Business Address (no P.O. Boxes)', 'street', m.addr.street]]);
  grid([[220, 'City', 'city', m.addr.city], [120, 'State', 'st', P.state(m, r)], [90, 'Zip', 'zip', m.addr.zip], [102, 'State of Inc.', 'inc', m.stateOfInc === m.addr.st ? m.stateOfInc : P.D(m.stateOfInc)]]);
  grid([[180, 'Business Phone', 'phone', m.phone], [176, 'Business Email', 'email', m.email], [176, 'Nature of Business', 'ind', P.industry(m)]]);
  f.bar('Funding Request', X, y, W, 13, { fill: '#1d5e3a' }); y += 18;
  grid([[180, 'Funding Amount Needed', 'req', P.requested(m, r)], [176, 'Purpose of Funds', 'use', m.useOfFunds], [176, 'Gross Monthly Revenue', 'sales', P.fmtMoney(m.monthlySales, r)]]);
  f.label('Preferred remittance:', X, y + 2, { bold: true });
  let cx = X + 90;
  for (const fq of ['Daily', 'Weekly'] as const) cx = f.check(`freq_${fq}`, fq, cx, y + 1.5, m.freq === fq.toLowerCase(), { payment_frequency: fq.toLowerCase() }) + 8;
  y += 18;
  grid([[180, 'Est. Payment Amount', 'pmt', m.payment === null ? null : [P.fmtMoney(m.payment, r), { requested_payment: m.payment }]], [176, 'Number of Payments', 'npay', m.numPayments === null ? null : [String(m.numPayments), { number_of_payments: m.numPayments }]], [176, 'Bank Name', 'bank', P.D(m.bank.name)]]);
  y = P.funderBox(f, X + W - 210, y + 4, 210, m, r, 'UNDERWRITING  -  INTERNAL USE');
  f.newPage(); y = 36;
  f.label('Garden State Merchant Funding  -  Page 2 of 3', X, y, { size: 9, bold: true }); y += 18;
  f.bar('Principal / Owner Information (all owners of 20% or more)', X, y, W, 13, { fill: '#1d5e3a' }); y += 18;
  m.owners.forEach((o, i) => {
    f.label(`Principal #${i + 1}`, X, y, { bold: true, size: 8 }); y += 11;
    grid([[240, 'Owner Name', `o${i}_name`, P.ownerName(o, i, r.chance(0.5) ? 'last-first' : 'first-last')], [150, 'Title', `o${i}_title`, P.role(o, i)], [142, '% Ownership', `o${i}_pct`, P.pct(o, i, r)]], 26);
    grid([[180, 'SS#', `o${i}_ssn`, P.ownerTax(o, i, r)], [150, 'DOB', `o${i}_dob`, P.dob(o, i, 'mdyy')], [202, 'Home Address', `o${i}_home`, P.D(P.homeAddr(o))]], 26);
  });
  f.newPage(); y = 36;
  f.label('Garden State Merchant Funding  -  Page 3 of 3', X, y, { size: 9, bold: true }); y += 18;
  f.bar('Current Advances / Open Balances', X, y, W, 13, { fill: '#1d5e3a' }); y += 16;
  y = P.positionsTable(f, X, y, m, r, ['Funding Company', 'Funded', 'Balance Owed', 'Pmt / Frequency'], [180, 90, 120, 142]) + 12;
  f.bar('Trade References', X, y, W, 13, { fill: '#1d5e3a' }); y += 16;
  y = P.refsTable(f, X, y, m, ['Company', 'Contact Person', 'Telephone'], [230, 170, 132], 2) + 12;
  y = P.isoBox(f, X, y, W, m, 'Referred By (ISO Partner)', ['Partner Company', 'Representative', 'Partner ID', 'Telephone']) + 10;
  f.bar('Authorization & Consent', X, y, W, 13, { fill: '#1d5e3a' }); y = f.para(AUTH, X, y + 17, W) + 20;
  P.signatures(f, X, y, W, m, ['Signature', 'Printed Name', 'Date']);
}

/** Biscayne Advance Group, Miami FL: rounded teal cards, labels inside boxes, Last, First names, credit score. */
export function biscayne(f: Form, m: Merchant, r: Rng): void {
  const X = 34, W = 544, teal = '#0e7c86';
  f.doc.roundedRect(X, 24, W, 50, 8).fill(teal);
  f.label('biscayne', X + 14, 34, { size: 22, bold: true, color: '#fff' }); f.label('ADVANCE GROUP', X + 118, 44, { size: 9, color: '#d8f3f5' });
  f.label('Merchant Funding Application', X + 330, 36, { size: 11, bold: true, color: '#fff' }); f.label('1450 Brickell Ave, Miami, FL 33131  -  305.555.0122', X + 330, 54, { size: 6.8, color: '#d8f3f5' });
  let y = 86;
  let y0 = y;
  const card = (title: string): void => { y0 = y; f.label(title.toUpperCase(), X + 10, y + 6, { size: 8, bold: true, color: teal }); y += 18; };
  const close = (): void => { f.doc.lineWidth(0.8).roundedRect(X, y0, W, y - y0 + 4, 6).stroke(teal); y += 14; };
  const cells = (cs: P.Cell[], h = 24): void => { y = P.cellRow(f, X + 8, y, h, 4, cs) + 4; };
  card('About the business');
  cells([[300, 'BUSINESS LEGAL NAME', 'legal', P.legal(m)], [228, 'TRADE NAME / DBA', 'dba', P.dba(m, r)]]);
  cells([[130, 'EIN', 'tax', P.bizTax(m, r, 'EIN')], [130, 'ENTITY TYPE', 'ent', P.entityText(m, r)], [134, 'DATE ESTABLISHED', 'start', P.start(m, 'long')], [134, 'TYPE OF BUSINESS', 'ind', P.industry(m)]]);
  cells([[300, 'STREET ADDRESS', 'street', m.addr.street], [228, 'CITY, STATE, ZIP', 'csz', P.csz(m)]]);
  cells([[130, 'PHONE', 'phone', m.phone], [170, 'EMAIL', 'email', m.email], [114, 'MONTHLY SALES', 'sales', P.fmtMoney(m.monthlySales, r)], [114, 'RENT / MORTGAGE', 'rentamt', P.fmtMoney(m.rentAmt, r)]]);
  cells([[264, 'LANDLORD NAME', 'landlord', P.D(m.landlord.name)], [264, 'LANDLORD PHONE', 'landlord_ph', P.D(m.landlord.phone)]]);
  close();
  card('What you need');
  cells([[180, 'REQUESTED FUNDING', 'req', P.requested(m, r)], [348, 'HOW WILL YOU USE THE FUNDS?', 'use', m.useOfFunds]]);
  close();
  card('Owners');
  m.owners.forEach((o, i) => {
    cells([[200, `OWNER ${i + 1}  (LAST, FIRST)`, `o${i}_name`, P.ownerName(o, i, 'last-first')], [118, 'TITLE', `o${i}_title`, P.role(o, i)], [90, 'OWN %', `o${i}_pct`, P.pct(o, i, r)], [120, 'EST. CREDIT SCORE', `o${i}_fico`, P.score(o, i)]]);
    cells([[140, 'SOCIAL SECURITY #', `o${i}_ssn`, P.ownerTax(o, i, r)], [118, 'BIRTH DATE', `o${i}_dob`, P.dob(o, i, 'long')], [270, 'HOME ADDRESS', `o${i}_home`, P.D(P.homeAddr(o))]]);
  });
  close();
  f.newPage(); y = 30;
  card('Existing positions (all open advances and loans)');
  y = P.positionsTable(f, X + 8, y, m, r, ['Funder', 'Date', 'Balance', 'Payment'], [190, 90, 120, 128]) + 4; close();
  card('Referral partner'); y = P.isoBox(f, X + 8, y, W - 16, m, 'Partner details', ['Referral Company', 'Agent Name', 'Agent Code', 'Agent Phone']); close();
  card('Bank reference');
  cells([[200, 'BANK', 'bank', P.D(m.bank.name)], [160, 'ACCOUNT #', 'acct', P.D(m.bank.account)], [168, 'BANK CONTACT', 'bankc', P.D(m.bank.contact)]]);
  close();
  y = P.funderBox(f, X, y, 230, m, r, 'BISCAYNE UNDERWRITING ONLY') + 14;
  y = f.para(AUTH, X, y, W) + 18;
  P.signatures(f, X, y, W, m, ['Authorized Signature', 'Name', 'Date']);
}
