// Brightline Capital Partners (US): a two-page navy form where every choice is a round bubble, filled in (or, now and
// then, ticked inside the bubble); a Yes/No questionnaire grid of bubbles; owners on page 2 with a typed credit score.
import type { Merchant } from './merchant.ts';
import { US_ENTITIES } from './merchant.ts';
import { bar, cells, entityRow, F, ownerBlock, scheduleRow, signBlock, useRow, X0, X1, yesNoGrid, type Look } from './parts.ts';
import type { MarkKind, Sheet } from './sheet.ts';

const LOOK: Look = { accent: '#1f3a68', font: 'Helvetica', bold: 'Helvetica-Bold', cell: 'box', furniture: 'bubble' };

function header(sh: Sheet, page: number): number {
  sh.doc.save().rect(0, 0, 612, 58).fill('#1f3a68').restore();
  sh.text('BRIGHTLINE', X0, 16, { font: 'Helvetica-Bold', size: 20, color: '#ffffff' });
  sh.text('CAPITAL PARTNERS', X0 + 128, 24, { font: 'Helvetica', size: 10, color: '#b9c9e6' });
  sh.text('Business Funding Application', 380, 14, { font: 'Helvetica-Bold', size: 11, color: '#ffffff' });
  sh.text(`Page ${page} of 2  |  Fill in the bubble completely`, 380, 30, { size: 7.5, color: '#dbe4f3' });
  sh.text('1450 Brickell Ave, Suite 1900, Miami, FL 33131  |  (305) 555-0148  |  submissions@brightlinecp.com', X0, 44, { size: 6.5, color: '#dbe4f3' });
  return 70;
}

export async function brightline(sh: Sheet, m: Merchant): Promise<void> {
  const kind: MarkKind = sh.rng.chance(0.2) ? 'check' : 'bubble';
  let y = header(sh, 1);
  sh.text('ISO / Referral Partner:', X0, y, { size: 7 });
  sh.decoy('iso_rep', m.isoRep, X0 + 78, y - 5, 160);
  sh.text('Date Submitted:', X0 + 330, y, { size: 7 });
  sh.value('date_submitted', m.signed, X0 + 390, y - 5, 100);
  y += 14;
  y = bar(sh, LOOK, 'Business Information', y);
  y = cells(sh, LOOK, y, [['Business Legal Name', 'legal_name', m.legal, 300, F.legal(m)], ['DBA (if different)', 'dba', m.dbaPrinted, 0, F.dba(m)]]);
  y = cells(sh, LOOK, y, [['Physical Address (no P.O. Box)', 'address', m.street, 250], ['City', 'city', m.city, 120], ['State', 'state', m.region, 50, F.region(m)], ['Zip', 'zip', m.postal, 0]]);
  y = cells(sh, LOOK, y, [['Federal Tax ID (EIN)', 'tax_id', m.taxPrinted, 130, F.tax(m)], ['Business Start Date', 'start_date', m.startPrinted, 110, F.start(m)],
    ['State of Incorporation', 'state_inc', m.stateOfInc, 100, {}, m.stateOfInc !== m.region], ['# of Employees', 'employees', String(m.employees), 0]]);
  y = cells(sh, LOOK, y, [['Business Phone', 'phone', m.phone, 130], ['Business E-mail', 'email', m.email, 200], ['Website', 'website', m.website, 0]]);
  y = cells(sh, LOOK, y, [['Type of Business / Industry', 'industry', m.industryText, 260, F.industry(m)], ['Avg. Monthly Sales', 'monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`, 140],
    ['Gross Annual Revenue', 'annual_revenue', `$${m.annualRevenue.toLocaleString('en-US')}`, 0]]);
  y += 6;
  y = entityRow(sh, LOOK, m, y, kind, US_ENTITIES);
  y += 4;
  y = bar(sh, LOOK, 'Funding Request', y);
  y = cells(sh, LOOK, y, [['Amount Requested ($)', 'amount_requested', m.amount === null ? null : m.amount.toLocaleString('en-US'), 170, { 'application.requested_amount': m.amount }],
    ['How soon are funds needed?', 'how_soon', sh.rng.pick(['ASAP', 'This week', 'Within 2 weeks', '30 days']), 170], ['Referred by', 'referred', null, 0]]);
  y += 6;
  y = scheduleRow(sh, LOOK, m, y, kind);
  y = useRow(sh, LOOK, m, y, kind);
  y += 2;
  y = bar(sh, LOOK, 'Business Questionnaire (mark one answer per line)', y);
  sh.text('Own/Yes', X0 + 420, y, { size: 6, color: '#555555' });
  sh.text('Rent/No', X0 + 472, y, { size: 6, color: '#555555' });
  y = yesNoGrid(sh, LOOK, m, y + 8, kind);
  y = bar(sh, LOOK, 'Business Bank Account (for deposits and ACH)', y);
  cells(sh, LOOK, y, [['Bank Name', 'bank_name', m.bank.name, 200], ['Routing Number', 'routing', m.bank.routing, 160, {}, true], ['Account Number', 'account', m.bank.account, 0, {}, true]]);

  sh.newPage();
  y = header(sh, 2);
  y = bar(sh, LOOK, 'Owner / Officer Information (all owners of 20% or more)', y);
  const w = (X1 - X0 - 12) / 2;
  for (let i = 0; i < m.owners.length; i += 2) {
    const y1 = ownerBlock(sh, LOOK, m, i, X0, y, { lastFirst: false, credit: 'number', kind, w });
    const y2 = i + 1 < m.owners.length ? ownerBlock(sh, LOOK, m, i + 1, X0 + w + 12, y, { lastFirst: false, credit: 'number', kind, w }) : y1;
    y = Math.max(y1, y2) + 4;
  }
  y = bar(sh, LOOK, 'Authorization and Signatures', y + 4);
  signBlock(sh, LOOK, m, y + 2, 'By signing below, each of the above owners certifies that all information in this application is true and complete, and ' +
    'authorizes Brightline Capital Partners, its assigns and prospective funding partners to obtain consumer and business credit reports, verify bank ' +
    'statements and contact trade references, landlords and creditors. Each signer agrees that a facsimile or electronic copy of this signature is as ' +
    'valid as the original. Brightline Capital Partners is a broker and not a lender; any offer is subject to the funder\'s own underwriting.');
}
