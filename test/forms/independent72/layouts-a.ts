// Garden State Business Funding (Paramus NJ direct funder: three pages, boxed cells, an owners' table, the payment
// schedule, terms on page 3) and Bay Colony Capital Group (Boston broker: two pages, upper-case boxed labels,
// long-form dates, owners' table with home addresses below).
import type { Rng } from '../../statements/generator/prng.ts';
import { entityRow, existing, footer, freqRow, funderBox, header, ownersTable, signatures, table } from './common.ts';
import type { Merchant } from './data.ts';
import { AUTH, biz, decoys, own, TERMS } from './parts.ts';
import type { Sheet } from './sheet.ts';

export function gardenState(s: Sheet, m: Merchant, rng: Rng): void {
  const b = biz(m, { date: rng.pick(['us', 'dash'] as const) });
  const d = decoys(m, 'us');
  const owners = m.owners.map((w, i) => own(w, i, { date: 'us', name: 'first-last', pctSign: true }));
  const head = (p: number): void => header(s, 'Garden State Business Funding, LLC', 'Direct Funder  ·  East 210 Route 4, Paramus, NJ 07652  ·  Tel (201) 555-0119  ·  Fax (201) 555-0120',
    'Application for Purchase of Future Receivables', `Page ${p} of 3`, { color: '#14532d' });
  const bandC = { fill: '#d7e8d0', color: '#14532d' };
  head(1);
  let y = 70;
  s.band(36, y, 540, 'PART I.  MERCHANT INFORMATION', bandC); y += 15;
  s.cell(36, y, 300, 26, 'Business Legal Name (as shown on tax return)', b.legal); s.cell(336, y, 240, 26, 'Doing Business As (DBA)', b.dba); y += 26;
  s.cell(36, y, 300, 26, 'Business Street Address', b.street); s.cell(336, y, 120, 26, 'City', b.city); s.cell(456, y, 50, 26, 'State', b.state); s.cell(506, y, 70, 26, 'Zip', b.zip); y += 26;
  s.cell(36, y, 150, 26, 'Federal EIN / SSN', b.tax); s.cell(186, y, 130, 26, 'Date Business Established', b.start);
  s.cell(316, y, 140, 26, 'Legal Entity', b.entity); s.cell(456, y, 120, 26, 'State of Formation', b.stateInc); y += 26;
  s.cell(36, y, 240, 26, 'Industry / Nature of Business', b.industry); s.cell(276, y, 150, 26, 'Business Phone', b.phone); s.cell(426, y, 150, 26, 'Business Email', b.email); y += 26;
  s.cell(36, y, 240, 26, 'Website', b.website); s.cell(276, y, 150, 26, 'Number of Employees', b.employees); s.cell(426, y, 150, 26, 'Referring ISO / Agent', d.isoRep); y += 34;
  s.band(36, y, 540, 'PART II.  MERCHANT PROCESSING', bandC); y += 15;
  s.cell(36, y, 180, 26, 'Credit Card Processor', d.processor); s.cell(216, y, 120, 26, 'Monthly Card Volume', d.cardVolume);
  s.cell(336, y, 120, 26, 'Annual Gross Revenue', d.annualRevenue); s.cell(456, y, 120, 26, 'Merchant ID #', d.mid); y += 34;
  s.band(36, y, 540, 'PART III.  PROPERTY', bandC); y += 17;
  s.text(40, y + 1, 'Business property is:', 7.5); s.check(130, y, 'Owned', m.ownRent === 'Own', { f: 'ctx', key: 'owned' }); s.check(180, y, 'Leased', m.ownRent === 'Rent', { f: 'ctx', key: 'leased' }); y += 14;
  s.cell(36, y, 240, 26, 'Landlord / Mortgage Co.', d.landlord); s.cell(276, y, 150, 26, 'Landlord Phone', d.landlordPhone); s.cell(426, y, 150, 26, 'Monthly Rent / Mortgage', d.rent); y += 34;
  s.band(36, y, 540, 'PART IV.  DEPOSITORY ACCOUNT (for ACH remittance)', bandC); y += 15;
  s.cell(36, y, 200, 26, 'Bank Name', d.bank); s.cell(236, y, 170, 26, 'ABA Routing Number', d.routing); s.cell(406, y, 170, 26, 'Account Number', d.account);
  footer(s, 'Garden State Business Funding, LLC  ·  GSBF-APP-3  ·  Continue on page 2');

  s.newPage(); head(2); y = 70;
  s.band(36, y, 540, 'PART V.  PRINCIPAL OWNERS (list every owner of 20% or more)', bandC); y += 16;
  y += ownersTable(s, 36, y, owners, [['Owner Name', 'name', 150], ['Title', 'title', 80], ['Own %', 'pct', 45], ['SSN / ITIN', 'ssn', 85],
    ['Date of Birth', 'dob', 70], ['FICO', 'score', 40], ['Mobile', 'cell', 70]]) + 8;
  y += table(s, 36, y, [{ t: 'Owner Home Address (street, city, state, zip)', w: 540 }], owners.map((o) => [o.home]), { min: 3, rowH: 15 }) + 12;
  s.band(36, y, 540, 'PART VI.  FUNDING REQUEST', bandC); y += 15;
  s.cell(36, y, 150, 26, 'Funding Amount Requested', b.requested); s.cell(186, y, 130, 26, 'Proposed Payment', b.payment);
  s.cell(316, y, 100, 26, 'No. of Payments', b.nPayments); s.cell(416, y, 160, 26, 'Use of Funds', b.use); y += 32;
  freqRow(s, 40, y, 'Remittance Frequency:', m); y += 22;
  s.band(36, y, 540, 'PART VII.  CURRENT ADVANCES / LOANS', bandC); y += 15;
  existing(s, 36, y, d, ['Funder / Lender', 'Approx. Balance', 'Payment']);
  footer(s, 'Garden State Business Funding, LLC  ·  GSBF-APP-3  ·  Continue on page 3');

  s.newPage(); head(3); y = 70;
  s.band(36, y, 540, 'PART VIII.  TERMS', bandC); y += 17;
  y += s.para(36, y, 540, TERMS, 6.2) + 8;
  s.band(36, y, 540, 'PART IX.  AUTHORIZATION', bandC); y += 17;
  y += s.para(36, y, 540, AUTH, 6.2) + 16;
  y += signatures(s, y, owners, { sig: 'Owner / Guarantor Signature', name: 'Printed Name:', date: 'Date:', title: 'Title:' }, b.signed) + 12;
  funderBox(s, 36, y, 540, 'FOR FUNDER USE ONLY', [['Deal ID:', d.dealId], ['Approved Funding:', d.approved], ['Factor Rate:', d.factor],
    ['Buy Rate:', d.buyRate], ['Funded Date:', d.fundedDate], ['Underwriter:', d.underwriter]], { cols: 3 });
  footer(s, 'Garden State Business Funding, LLC  ·  GSBF-APP-3  ·  Page 3 of 3');
}

export function bayColony(s: Sheet, m: Merchant, rng: Rng): void {
  const b = biz(m, { date: 'long' });
  const d = decoys(m, 'long');
  const owners = m.owners.map((w, i) => own(w, i, { date: rng.pick(['long', 'us'] as const), name: 'first-last', pctSign: false }));
  const head = (p: number): void => {
    s.rect(36, 26, 540, 40, { fill: '#7a1f2b', lw: 0 });
    s.text(46, 33, 'BAY COLONY CAPITAL GROUP', 15, { bold: true, color: '#fff' });
    s.text(46, 52, '100 HIGH STREET, SUITE 2200  ·  BOSTON, MA 02110  ·  (617) 555-0164', 6.8, { color: '#f3dede' });
    s.text(350, 35, 'SMALL BUSINESS FUNDING APPLICATION', 8.5, { bold: true, color: '#fff', width: 218, align: 'right' });
    s.text(350, 50, `PAGE ${p} OF 2`, 7, { color: '#fff', width: 218, align: 'right' });
  };
  const sub = (t: string): void => { s.text(36, y, t, 8.5, { bold: true, color: '#7a1f2b' }); y += 12; };
  head(1);
  let y = 76;
  sub('BUSINESS');
  s.cell(36, y, 330, 26, 'LEGAL COMPANY NAME', b.legal); s.cell(366, y, 210, 26, 'D/B/A', b.dba); y += 26;
  s.cell(36, y, 180, 26, 'TAX ID NUMBER', b.tax); s.cell(216, y, 180, 26, 'BUSINESS INCEPTION DATE', b.start); s.cell(396, y, 180, 26, 'STATE OF INCORPORATION', b.stateInc); y += 30;
  s.text(36, y + 1, 'ENTITY:', 7.5, { bold: true });
  entityRow(s, 76, y, ['C-CORP', 'S-CORP', 'LLC', 'LLP', 'SOLE PROP'], 'OTHER', m, 7); y += 16;
  s.cell(36, y, 380, 26, 'PHYSICAL ADDRESS', b.fullAddr); s.cell(416, y, 160, 26, 'PHONE', b.phone); y += 26;
  s.cell(36, y, 220, 26, 'EMAIL', b.email); s.cell(256, y, 200, 26, 'INDUSTRY', b.industry); s.cell(456, y, 120, 26, 'EMPLOYEES', b.employees); y += 34;
  sub('BANK INFORMATION');
  s.cell(36, y, 200, 26, 'BANK NAME', d.bank); s.cell(236, y, 170, 26, 'ROUTING NUMBER', d.routing); s.cell(406, y, 170, 26, 'ACCOUNT NUMBER', d.account); y += 34;
  sub('CARD PROCESSING');
  s.cell(36, y, 200, 26, 'PROCESSOR NAME', d.processor); s.cell(236, y, 170, 26, 'MONTHLY CARD VOLUME', d.cardVolume); s.cell(406, y, 170, 26, 'AVG. MONTHLY REVENUE', d.monthlySales); y += 34;
  sub('LANDLORD / MORTGAGE');
  s.text(36, y + 1, 'LOCATION IS:', 7); s.check(100, y, 'OWNED', m.ownRent === 'Own', { f: 'ctx', key: 'owned' }, 7); s.check(150, y, 'RENTED', m.ownRent === 'Rent', { f: 'ctx', key: 'rented' }, 7); y += 14;
  s.cell(36, y, 260, 26, 'LANDLORD / MORTGAGE HOLDER', d.landlord); s.cell(296, y, 140, 26, 'CONTACT PHONE', d.landlordPhone); s.cell(436, y, 140, 26, 'MONTHLY PAYMENT', d.rent); y += 34;
  sub('EXISTING ADVANCES');
  existing(s, 36, y, d, ['FUNDER', 'BALANCE', 'PAYMENT']);
  footer(s, 'BAY COLONY CAPITAL GROUP  ·  BCCG-01  ·  ALL INFORMATION IS KEPT STRICTLY CONFIDENTIAL');

  s.newPage(); head(2); y = 76;
  sub('OWNERSHIP');
  y += ownersTable(s, 36, y, owners, [['NAME', 'name', 160], ['TITLE', 'title', 85], ['% OWNED', 'pct', 50], ['SSN', 'ssn', 85],
    ['DATE OF BIRTH', 'dob', 100], ['CREDIT SCORE', 'score', 60]]) + 6;
  y += table(s, 36, y, [{ t: 'OWNER', w: 40 }, { t: 'HOME ADDRESS', w: 360 }, { t: 'CELL', w: 140 }],
    owners.map((o, i) => [{ text: String(i + 1), f: 'ctx', key: `owner_no_${i}` }, o.home, o.cell]), { min: 3, rowH: 15 }) + 12;
  sub('FUNDING');
  s.cell(36, y, 200, 26, 'AMOUNT REQUESTED', b.requested); s.cell(236, y, 340, 26, 'USE OF FUNDS', b.use); y += 34;
  y += funderBox(s, 36, y, 540, 'FOR FUNDER USE ONLY', [['APPROVED AMOUNT', d.approved], ['FACTOR RATE', d.factor], ['DEAL ID', d.dealId]], { cols: 3 }) + 12;
  sub('AUTHORIZATION');
  y += s.para(36, y, 540, AUTH.toUpperCase(), 5.6) + 14;
  signatures(s, y, owners, { sig: 'SIGNATURE', name: 'PRINT NAME', date: 'DATE' }, b.signed, 3);
  footer(s, 'BAY COLONY CAPITAL GROUP  ·  BCCG-01  ·  PAGE 2 OF 2');
}
