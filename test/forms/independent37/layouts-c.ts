// A community bank's commercial line-of-credit application (collateral owners, guarantors, co-borrower) and a credit
// union's one-page business express loan application (personal financial summary, spouse, desired payment).
import type { Merchant } from './data.ts';
import { beneficialOwnership, debtSchedule, depositBlock, entityCell, financials, letterhead, ownerBlock, QUESTIONS, references } from './blocks.ts';
import { ap, dob, fdate, FREQ_WORD, fullName, money, namePaths, ownerTax, taxPaths } from './format.ts';
import type { Paper } from './paper.ts';

export function triCounty(p: Paper, m: Merchant): void {
  p.rowH = 22 + p.rng.float(-0.5, 1.5);
  letterhead(p, 'Tri-County Bank & Trust', 'COMMERCIAL LINE OF CREDIT APPLICATION', 'Requests of $250,000 or less. Attach: prior two years business and personal tax returns, interim financial statements, A/R and A/P agings. Instructions: complete each numbered box; write N/A where not applicable.', 'TCB-LOC-12  Rev. 01/24', 'Times-BoldItalic', '#264d26');
  p.section('SECTION 1 - BORROWER', 'bar', '#264d26');
  p.row([{ label: '1a. Borrower legal name', w: 0.46, v: m.legal, paths: ['legal_name'] }, { label: '1b. Trade name', w: 0.3, v: m.dba ?? 'Same', paths: m.dba ? ['trade_name'] : [] }, { label: '1c. TIN', w: 0.24, v: m.taxId, paths: ['business_tax_id'] }]);
  p.row([{ label: '2a. Principal place of business', w: 0.38, v: m.street }, { label: '2b. City', w: 0.2, v: m.city }, { label: '2c. State', w: 0.08, v: m.state, paths: ['state_region'] }, { label: '2d. ZIP', w: 0.12, v: m.zip }, { label: '2e. Phone', w: 0.22, v: m.phone }]);
  p.row([{ label: p.rng.pick(['3a. In business since', '3a. Date established', '3a. Business start date']), w: 0.22, v: fdate(m.start, 'long'), paths: ['business_start_date'] }, { label: '3b. Industry', w: 0.4, v: m.industryText, paths: ['industry'] }, { label: '3c. State where organized', w: 0.18, v: m.incState }, { label: '3d. Employees', w: 0.2, v: String(m.employees) }]);
  p.row(entityCell(m, ['Corporation', 'S Corporation', 'LLC', 'Limited Partnership', 'Partnership', 'Sole Proprietor'], '4. Borrower is a'));
  financials(p, m, ['3e. Annual gross sales', '3f. Net income', '3g. A/R balance', '3h. A/P balance', '3i. FYE']);
  p.section('SECTION 2 - REQUEST', 'bar', '#264d26');
  p.row([{ label: '5a. Line amount requested', w: 0.25, v: money(m.amount), paths: ['requested_amount'] }, { label: '5b. Purpose', w: 0.3, v: m.purpose }, { label: '5c. Renewal of existing line?', w: 0.2, checks: { options: ['Yes', 'No'], on: 'No' } }, { label: '5d. Existing line no.', w: 0.25, v: '' }]);
  p.row([{ label: '6a. Co-borrower (if any)', w: 0.4, v: m.coBorrower }, { label: '6b. Co-borrower is an owner?', w: 0.25, checks: { options: ['Yes', 'No'], on: 'No' } }, { label: '6c. Co-borrower SSN', w: 0.35, v: `XXX-XX-${p.rng.digits(4)}` }]);
  p.section('SECTION 3 - COLLATERAL', 'bar', '#264d26');
  p.row([{ label: '7a. Description of collateral', w: 0.4, v: p.rng.pick(['Accounts receivable and inventory', 'Commercial real estate', 'Business equipment']) }, { label: '7b. Owner of collateral (if not Borrower)', w: 0.35, v: m.collateralOwner }, { label: '7c. Est. value', w: 0.25, v: money(Math.round(m.amount * 1.6)) }]);
  p.section('SECTION 4 - GUARANTORS (all owners of 20% or more)', 'bar', '#264d26');
  m.owners.forEach((o, i) => ownerBlock(p, m, o, i, { dob: 'mdy', spouse: true, heading: (k) => `8.${k + 1}  Guarantor` }));
  p.section('SECTION 5 - BUSINESS DEBT', 'bar', '#264d26');
  debtSchedule(p, m);
  p.section('SECTION 6 - DEPOSIT ACCOUNTS', 'bar', '#264d26');
  depositBlock(p, m, { acct: '9a. Account number', routing: '9b. ABA', branch: '9c. Branch', officer: '9d. Loan officer' });
  references(p, m);
  p.questions(QUESTIONS.slice(0, 4), [false, false, false, p.rng.chance(0.2)], 10);
  p.section('SECTION 7 - BENEFICIAL OWNERSHIP CERTIFICATION', 'bar', '#264d26');
  beneficialOwnership(p, m, 'long');
  p.para('Each Borrower and Guarantor authorizes Tri-County Bank & Trust to obtain credit reports and make other credit inquiries, and certifies that the information provided is correct. Guarantors understand they may be required to sign an unlimited personal guaranty. Married guarantors in community property states may be asked for spousal consent.');
  p.signature(m.owners.map((_, i) => `Guarantor ${i + 1}`));
}

export function summitValley(p: Paper, m: Merchant): void {
  p.rowH = 18 + p.rng.float(-0.5, 1.5); p.labelSize = 5.3;
  letterhead(p, `${m.bank.name.split(' ')[0]} Valley Credit Union`, 'BUSINESS EXPRESS LOAN APPLICATION', 'Express program: loans to $100,000 (higher amounts by exception). One page. Print in ink or complete online. Federally insured by NCUA.', 'BEL-1  (11/2023)', 'Helvetica-Bold', '#00467f');
  p.section('BUSINESS', 'tab', '#00467f');
  p.row([{ label: 'Business name (legal)', w: 0.42, v: m.legal, paths: ['legal_name'] }, { label: 'DBA', w: 0.3, v: m.dba ?? '', paths: m.dba ? ['trade_name'] : [] }, { label: 'EIN / Tax ID', w: 0.28, v: m.taxId, paths: ['business_tax_id'] }]);
  p.row([{ label: 'Address', w: 0.36, v: m.street }, { label: 'City', w: 0.18, v: m.city }, { label: 'State', w: 0.08, v: m.state, paths: ['state_region'] }, { label: 'ZIP', w: 0.12, v: m.zip }, { label: 'Established', w: 0.13, v: fdate(m.start, 'mdy'), paths: ['business_start_date'] }, { label: 'Employees', w: 0.13, v: String(m.employees) }]);
  p.row([...entityCell(m, ['Sole Prop.', 'Partnership', 'Corporation', 'LLC'], 'Structure', 0.62), { label: p.rng.pick(['Business type', 'Industry', 'What does the business do?']), w: 0.38, v: m.industryText, paths: ['industry'] }]);
  p.section('REQUEST', 'tab', '#00467f');
  const pay = m.payment !== null;
  p.row([{ label: 'Amount', w: 0.2, v: money(m.amount), paths: ['requested_amount'] }, { label: 'Desired payment', w: 0.18, v: pay ? money(m.payment!, true) : '', paths: pay ? ['requested_payment'] : [] },
    { label: 'Number of payments', w: 0.16, v: pay ? String(m.nPay) : '', paths: pay ? ['number_of_payments'] : [] },
    { label: 'Payment schedule', w: 0.46, checks: { options: ['Weekly', 'Bi-Weekly', 'Monthly', 'Daily ACH'], on: m.freq ? (m.freq === 'daily' ? 'Daily ACH' : FREQ_WORD[m.freq]) : null, paths: ['payment_frequency'] } }]);
  p.section('OWNERS (20% or more)  -  personal financial summary', 'tab', '#00467f');
  m.owners.forEach((o, i) => {
    p.row([{ label: 'Name', w: 0.26, v: fullName(o), paths: namePaths(i) }, { label: 'Title', w: 0.14, v: o.title, paths: ap(i, 'role') }, { label: '%', w: 0.06, v: `${o.pct}%`, paths: ap(i, 'ownership') },
      { label: 'SSN / ITIN', w: 0.14, v: ownerTax(o), paths: taxPaths(o, i) }, { label: 'Birth date', w: 0.12, v: dob(o, i, 'mdy')[0], paths: dob(o, i, 'mdy')[1] },
      { label: 'Spouse', w: 0.16, v: o.spouse }, { label: 'Member #', w: 0.12, v: p.rng.digits(7) }]);
    p.row([{ label: 'Total assets', w: 0.2, v: money(p.rng.int(80000, 1900000)) }, { label: 'Total liabilities', w: 0.2, v: money(p.rng.int(20000, 700000)) }, { label: 'Annual income', w: 0.2, v: money(p.rng.int(45000, 400000)) }, { label: 'Home', w: 0.4, v: `${o.street}, ${o.city}, ${o.state} ${o.zip}` }]);
  });
  p.section('DEBTS AND ACCOUNTS', 'tab', '#00467f');
  debtSchedule(p, m, ['Creditor', 'Type', 'Balance', 'Mo. pmt', 'Maturity', 'Collateral']);
  depositBlock(p, m, { acct: 'Share draft acct', routing: 'Routing #', branch: 'Branch', officer: 'Business lending officer' });
  p.para('I/We certify the above is true and authorize the Credit Union to obtain credit reports on the business and each owner and to verify the information provided. Loan decisions are subject to the Credit Union\'s member business lending policy.', 5.8);
  p.signature(m.owners.map((_, i) => `Owner ${i + 1}`));
}
