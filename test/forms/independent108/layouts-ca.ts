// The Canadian funders' own applications: Lakeshore Commercial Capital (Toronto, ON) and Chinook Business Capital
// (Calgary, AB): Operating Name (O/A), Business Number with program account, province, postal code, SIN, PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './form.ts';
import type { Merchant } from './merchant.ts';
import * as P from './parts.ts';

const PIPEDA = 'Consent (PIPEDA). The undersigned consent to the collection, use and disclosure of their personal information, including a credit report from Equifax Canada or TransUnion Canada, by the Funder and its service providers for the purpose of assessing this application, administering any agreement and complying with law. Personal information is handled in accordance with the Personal Information Protection and Electronic Documents Act. You may withdraw consent subject to legal or contractual restrictions. This application is for the purchase of future receivables and is not a loan.';

/** Lakeshore Commercial Capital Inc., Toronto ON: red/grey, labels left, entity checkboxes with "Other:", ISO dates, CAD. */
export function lakeshore(f: Form, m: Merchant, r: Rng): void {
  const X = 36, W = 540, red = '#a3202a';
  f.doc.rect(X, 24, 6, 40).fill(red);
  f.label('LAKESHORE', X + 14, 24, { size: 19, bold: true, color: red }); f.label('COMMERCIAL CAPITAL INC.', X + 14, 46, { size: 8.5, bold: true, color: '#555' });
  f.label('200 Bay Street, Suite 2700, Toronto, Ontario M5J 2J2\n1-888-555-0176  |  funding@lakeshorecc.ca', 390, 30, { size: 7, width: 186, align: 'right' });
  f.line(X, 72, X + W, 72, red, 1.2);
  f.label('Business Funding Application', X, 80, { size: 12, bold: true });
  let y = 100;
  const row = (cs: P.Cell[]): void => { y = P.cellRow(f, X, y, 18, 0, cs) + 3; };
  f.bar('1. BUSINESS', X, y, W, 13, { fill: '#444' }); y += 17;
  row([[330, 'Legal Business Name:', 'legal', P.legal(m)], [210, 'Operating Name (O/A):', 'dba', P.dba(m, r)]]);
  row([[270, 'Business Number (BN):', 'tax', P.bizTax(m, r)], [270, 'Date of Incorporation / Start:', 'start', P.start(m, 'iso')]]);
  row([[330, 'Street Address:', 'street', m.addr.street], [210, 'City:', 'city', m.addr.city]]);
  row([[170, 'Province:', 'prov', P.state(m, r)], [160, 'Postal Code:', 'zip', m.addr.zip], [210, 'Telephone:', 'phone', m.phone]]);
  row([[330, 'Industry / Description of Business:', 'ind', P.industry(m)], [210, 'Email:', 'email', m.email]]);
  f.label('Business Structure:', X, y + 3, { bold: true });
  let cx = X + 84;
  const known = ['Corporation', 'Sole Proprietorship', 'Partnership'];
  for (const l of known) cx = f.check(`ent_${l}`, l, cx, y + 2, m.entity === l, P.entityOf(l, m)) + 6;
  const other = !known.includes(m.entity);
  cx = f.check('ent_other', 'Other:', cx, y + 2, other);
  f.line(cx, y + 11, cx + 90, y + 11);
  if (other) f.value('ent_other_txt', m.entity, cx, y, 90, 12, P.entityOf(m.entity, m), { kind: 'entity' });
  y += 20;
  row([[180, 'Jurisdiction of Inc.:', 'inc', P.D(m.stateOfInc === 'Federal (CBCA)' ? 'Canada (CBCA)' : m.stateOfInc === m.addr.st ? 'Provincial' : m.stateOfInc)], [170, 'Employees:', 'emp', String(m.employees)], [190, 'Avg. Monthly Deposits:', 'sales', P.fmtMoney(m.monthlySales, r, true)]]);
  f.bar('2. FUNDING', X, y + 4, W, 13, { fill: '#444' }); y += 21;
  row([[230, 'Amount Requested (CAD):', 'req', P.requested(m, r)], [310, 'Use of Funds:', 'use', m.useOfFunds]]);
  f.bar('3. OWNERS / GUARANTORS', X, y + 4, W, 13, { fill: '#444' }); y += 21;
  m.owners.forEach((o, i) => {
    if (y > 690) { f.newPage(); y = 40; }
    row([[250, `Owner ${i + 1} Name:`, `o${i}_name`, P.ownerName(o, i, 'first-last')], [150, 'Position:', `o${i}_title`, P.role(o, i)], [140, 'Ownership:', `o${i}_pct`, P.pct(o, i, r)]]);
    row([[190, 'SIN (optional):', `o${i}_sin`, r.chance(0.2) ? null : P.ownerTax(o, i, r)], [160, 'Date of Birth:', `o${i}_dob`, P.dob(o, i, 'iso')], [190, 'Mobile:', `o${i}_ph`, o.phone]]);
    row([[W, 'Residential Address:', `o${i}_home`, P.D(P.homeAddr(o))]]); y += 5;
  });
  f.newPage(); y = 36;
  f.label('Lakeshore Commercial Capital Inc.  -  Business Funding Application  -  page 2', X, 22, { size: 7, color: '#777' });
  f.bar('4. EXISTING FINANCING (MCA, loans, leases)', X, y, W, 13, { fill: '#444' }); y += 16;
  y = P.positionsTable(f, X, y, m, r, ['Lender / Funder', 'Date', 'Balance (CAD)', 'Payment'], [180, 90, 120, 150], true) + 10;
  f.bar('5. BANKING & TRADE REFERENCES', X, y, W, 13, { fill: '#444' }); y += 17;
  row([[200, 'Financial Institution:', 'bank', P.D(m.bank.name)], [170, 'Transit / Inst. #:', 'transit', P.D(m.bank.routing)], [170, 'Account #:', 'acct', P.D(m.bank.account)]]);
  y = P.refsTable(f, X, y + 4, m, ['Supplier', 'Contact', 'Phone'], [240, 160, 140], 2) + 10;
  y = P.isoBox(f, X, y, W, m, 'INTRODUCING PARTNER (ISO / BROKER)', ['Partner Firm', 'Advisor', 'Partner Code', 'Phone']) + 8;
  y = P.funderBox(f, X + W - 200, y, 200, m, r, 'OFFICE USE ONLY - UNDERWRITING');
  y = f.para(PIPEDA, X, y + 10, W) + 18;
  P.signatures(f, X, y, W, m, ['Signature of Owner', 'Name and Title', 'Date (YYYY-MM-DD)']);
}

/** Chinook Business Capital Ltd., Calgary AB: slate/orange, labels under the line, free-text structure, Beacon score. */
export function chinook(f: Form, m: Merchant, r: Rng): void {
  const X = 40, W = 532, orange = '#d9661f';
  f.doc.rect(0, 0, 612, 10).fill(orange);
  f.label('Chinook Business Capital Ltd.', X, 24, { size: 17, bold: true, color: '#2f3e4e' });
  f.label('Suite 900, 640 5 Ave SW, Calgary, Alberta T2P 3G4   Tel 403-555-0138   www.chinookcapital.ca', X, 45, { size: 7, color: '#555' });
  f.label('APPLICATION FOR REVENUE-BASED FUNDING', X, 64, { size: 10, bold: true, color: orange });
  let y = 84;
  const row = (cs: P.Cell[]): void => { y = P.cellRow(f, X, y, 24, 8, cs) + 4; };
  f.label('Business Details', X, y, { size: 10, bold: true, color: '#2f3e4e' }); f.line(X, y + 13, X + W, y + 13, orange, 1); y += 18;
  row([[300, 'Registered legal name of business', 'legal', P.legal(m)], [232, 'Operating as (O/A)', 'dba', P.dba(m, r)]]);
  row([[200, 'Business Number / Program Account', 'tax', P.bizTax(m, r)], [166, 'Business structure', 'ent', P.entityText(m, r)], [166, 'Business start date', 'start', P.start(m, 'long')]]);
  row([[300, 'Business street address', 'street', m.addr.street], [132, 'City', 'city', m.addr.city], [100, 'Postal code', 'zip', m.addr.zip]]);
  row([[166, 'Province', 'prov', P.state(m, r, true)], [200, 'Type of business', 'ind', P.industry(m)], [166, 'Business phone', 'phone', m.phone]]);
  row([[200, 'Funding requested', 'req', P.requested(m, r)], [166, 'Monthly revenue', 'sales', P.fmtMoney(m.monthlySales, r, true)], [166, 'Premises: rent or own', 'rent', m.rent]]);
  f.label('Repayment preference:', X, y + 2, { bold: true });
  let cx = X + 96;
  for (const fq of ['Daily', 'Weekly'] as const) cx = f.check(`freq_${fq}`, fq, cx, y + 1.5, m.freq === fq.toLowerCase(), { payment_frequency: fq.toLowerCase() }) + 8;
  y += 18;
  f.label('Owners (each holding 20% or more)', X, y, { size: 10, bold: true, color: '#2f3e4e' }); f.line(X, y + 13, X + W, y + 13, orange, 1); y += 18;
  m.owners.forEach((o, i) => {
    if (y > 660) { f.newPage(); y = 40; }
    row([[220, `Owner ${i + 1}: surname, given name`, `o${i}_name`, P.ownerName(o, i, 'last-first')], [120, 'Title', `o${i}_title`, P.role(o, i)], [90, '% owned', `o${i}_pct`, P.pct(o, i, r)], [102, 'Beacon score (if known)', `o${i}_fico`, P.score(o, i)]]);
    row([[160, 'Social Insurance Number', `o${i}_sin`, P.ownerTax(o, i, r)], [120, 'Date of birth', `o${i}_dob`, P.dob(o, i, 'long')], [252, 'Home address', `o${i}_home`, P.D(P.homeAddr(o))]]);
  });
  f.newPage(); y = 40;
  f.label('Current Financing', X, y, { size: 10, bold: true, color: '#2f3e4e' }); f.line(X, y + 13, X + W, y + 13, orange, 1); y += 18;
  y = P.positionsTable(f, X, y, m, r, ['Funder / lender', 'Start date', 'Balance', 'Payment'], [180, 90, 120, 142], true) + 12;
  f.label('Bank & Trade References', X, y, { size: 10, bold: true, color: '#2f3e4e' }); f.line(X, y + 13, X + W, y + 13, orange, 1); y += 18;
  row([[200, 'Bank', 'bank', P.D(m.bank.name)], [166, 'Branch contact', 'bankc', P.D(m.bank.contact)], [166, 'Branch phone', 'bankph', P.D(m.bank.phone)]]);
  y = P.refsTable(f, X, y, m, ['Trade reference', 'Contact', 'Phone'], [230, 160, 142], 3) + 12;
  y = P.isoBox(f, X, y, W, m, 'SUBMITTING ISO / REFERRAL SOURCE', ['ISO name', 'Representative', 'ISO number', 'Phone']) + 10;
  y = f.para(PIPEDA, X, y, W) + 14;
  y = P.signatures(f, X, y, W, m, ['Signature', 'Print name', 'Date']) + 6;
  P.funderBox(f, X, y, 240, m, r, 'CHINOOK USE ONLY - UNDERWRITING');
}
