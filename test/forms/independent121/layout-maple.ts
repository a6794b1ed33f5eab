// Maple & Main Business Capital (Canada): options printed as bare words, no boxes: "circle the answer that applies, or
// strike out those that do not". The merchant either draws an ellipse around the chosen word or strikes through every
// other word (the chosen one left standing). BN or SIN chosen the same way; Operating Name (O/A), province, postal code,
// SIN per owner, PIPEDA consent.
import { CA_ENTITIES, type Merchant } from './merchant.ts';
import { bar, cells, entityRow, F, ownerBlock, scheduleRow, signBlock, useRow, X0, X1, yesNoGrid, type Look } from './parts.ts';
import { row, type MarkKind, type Sheet } from './sheet.ts';

const LOOK: Look = { accent: '#7a1f2b', font: 'Helvetica', bold: 'Helvetica-Bold', cell: 'box', furniture: 'none' };

function header(sh: Sheet, page: number): number {
  sh.doc.save().rect(X0, 24, 6, 40).fill('#7a1f2b').restore();
  sh.text('Maple & Main', X0 + 14, 24, { font: 'Helvetica-Bold', size: 18, color: '#7a1f2b' });
  sh.text('BUSINESS CAPITAL', X0 + 14, 45, { font: 'Helvetica', size: 9, color: '#444444' });
  sh.text('Business Cash Advance Application', 350, 26, { font: 'Helvetica-Bold', size: 11 });
  sh.text(`200 Bay Street, Suite 2400, Toronto ON M5J 2J2  |  1-888-555-0117  |  Page ${page} of 2`, 300, 42, { size: 6.5, color: '#444444' });
  sh.text('Circle the answer that applies, or strike out those that do not.', 300, 52, { size: 6.5, font: 'Helvetica-Oblique', color: '#7a1f2b' });
  return 74;
}

export async function mapleMain(sh: Sheet, m: Merchant): Promise<void> {
  const kind: MarkKind = sh.rng.chance(0.6) ? 'circle' : 'strike';
  const lk: Look = { ...LOOK, furniture: sh.style === 'fillable' ? 'box' : 'none' };
  let y = header(sh, 1);
  y = bar(sh, lk, 'Business Information', y);
  y = cells(sh, lk, y, [['Legal Business Name', 'legal_name', m.legal, 290, F.legal(m)], ['Operating Name (O/A)', 'operating_name', m.dbaPrinted, 0, F.dba(m)]]);
  y = cells(sh, lk, y, [['Street Address', 'address', m.street, 240], ['City', 'city', m.city, 120], ['Province', 'province', m.region, 60, F.region(m)], ['Postal Code', 'postal', m.postal, 0]]);
  sh.text('Tax number is a:', X0 + 3, y + 8, { font: lk.bold, size: 7.5 });
  const taxOpts = row(sh, ['BN', 'SIN'], X0 + 78, y + 8, { furniture: lk.furniture, gap: 34 });
  sh.choice('tax_id_kind', taxOpts, [m.taxType === 'SIN' ? 1 : 0], kind);
  y = cells(sh, lk, y, [['Business Number (with program account) or SIN', 'tax_id', m.taxPrinted, 210, F.tax(m)], ['Date Established', 'start_date', m.startPrinted, 110, F.start(m)],
    ['Incorporated in', 'jurisdiction', m.stateOfInc, 0, {}, m.stateOfInc !== m.region]], X0 + 150);
  y = cells(sh, lk, y, [['Business Phone', 'phone', m.phone, 130], ['E-mail', 'email', m.email, 210], ['Website', 'website', m.website, 0]]);
  y = cells(sh, lk, y, [['Type of Business', 'industry', m.industryText, 250, F.industry(m)], ['Avg. Monthly Deposits (CAD)', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`, 150],
    ['No. of Employees', 'employees', String(m.employees), 0]]);
  y += 7;
  y = entityRow(sh, lk, m, y, kind, CA_ENTITIES);
  y = bar(sh, lk, 'Financing Request', y + 4);
  y = cells(sh, lk, y, [['Amount Requested (CAD)', 'amount_requested', m.amount === null ? null : `$${m.amount.toLocaleString('en-US')}`, 160, { 'application.requested_amount': m.amount }],
    ['Funds needed by', 'needed_by', sh.rng.pick(['ASAP', 'End of month', 'Next week']), 140], ['Purpose (details)', 'purpose', m.useOfFunds.join(', '), 0]]);
  y += 7;
  y = scheduleRow(sh, lk, m, y, kind);
  y = useRow(sh, lk, m, y, kind);
  y = bar(sh, lk, 'About the Business', y + 2);
  y = yesNoGrid(sh, lk, m, y + 2, kind);
  y = bar(sh, lk, 'Banking', y);
  cells(sh, lk, y, [['Financial Institution', 'bank_name', m.bank.name, 200], ['Transit / Institution No.', 'transit', m.bank.routing, 150, {}, true], ['Account No.', 'account', m.bank.account, 0, {}, true]]);

  sh.newPage();
  y = header(sh, 2);
  y = bar(sh, lk, 'Owners / Shareholders (20% or more)', y);
  const w = (X1 - X0 - 12) / 2;
  const credit = sh.rng.chance(0.5) ? 'number' : 'none';
  for (let i = 0; i < m.owners.length; i += 2) {
    const y1 = ownerBlock(sh, lk, m, i, X0, y, { lastFirst: false, credit, kind, w });
    if (i + 1 < m.owners.length) ownerBlock(sh, lk, m, i + 1, X0 + w + 12, y, { lastFirst: false, credit, kind, w });
    y = y1 + 4;
  }
  y = bar(sh, lk, 'Consent (PIPEDA) and Signatures', y + 2);
  signBlock(sh, lk, m, y + 2, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each signer consents to ' +
    'Maple & Main Business Capital and its funding partners collecting, using and disclosing the personal information in this application, including ' +
    'obtaining consumer and commercial credit reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating and administering a ' +
    'purchase of future receivables. Each signer confirms that the information provided is true and complete. Your SIN is requested for credit ' +
    'bureau identification only and its provision is optional.');
}
