// A Canadian chartered bank's business credit application (BN with program account, province, SIN, PIPEDA) and a
// broker's bank-format credit application re-used for a funding request (proposed payment, existing advances).
import type { Merchant } from './data.ts';
import { debtSchedule, depositBlock, entityCell, letterhead, ownerBlock, QUESTIONS } from './blocks.ts';
import { ap, dob, fdate, FREQ_WORD, fullName, money, namePaths, ownerTax, taxPaths } from './format.ts';
import type { Paper } from './paper.ts';

export function northShore(p: Paper, m: Merchant): void {
  letterhead(p, m.bank.name, 'BUSINESS CREDIT APPLICATION / DEMANDE DE CRÉDIT COMMERCIAL', 'Small Business Banking. Complete in full; amounts in Canadian dollars. Personal information is collected under the Personal Information Protection and Electronic Documents Act (PIPEDA).', 'Form 7740-E (2024/02)', 'Helvetica-Bold', '#7a0019');
  p.section('1. BUSINESS IDENTIFICATION', 'bar', '#7a0019');
  p.row([{ label: 'Legal name of business', w: 0.55, v: m.legal, paths: ['legal_name'] }, { label: 'Operating as (O/A)', w: 0.45, v: m.dba ?? '', paths: m.dba ? ['trade_name'] : [] }]);
  p.row([{ label: 'Business Number (BN) with program account', w: 0.34, v: m.taxId, paths: ['business_tax_id'] }, { label: 'Incorporation jurisdiction', w: 0.22, v: m.incState },
    { label: 'Date business started (YYYY-MM-DD)', w: 0.24, v: fdate(m.start, 'dmy-ca'), paths: ['business_start_date'] }, { label: 'Employees', w: 0.2, v: String(m.employees) }]);
  p.row([{ label: 'Business address', w: 0.4, v: m.street }, { label: 'City', w: 0.2, v: m.city }, { label: 'Province', w: 0.12, v: m.state, paths: ['state_region'] },
    { label: 'Postal code', w: 0.13, v: m.zip }, { label: 'Country', w: 0.15, v: 'Canada', paths: ['country'] }]);
  p.row(entityCell(m, ['Sole Proprietorship', 'Partnership', 'Corporation', 'Co-operative'], 'Business structure'));
  p.row([{ label: p.rng.pick(['Type of business / industry', 'Nature of business', 'Principal business activity']), w: 0.5, v: m.industryText, paths: ['industry'] }, { label: 'Annual sales (CAD)', w: 0.25, v: money(m.revenue) }, { label: 'Business phone', w: 0.25, v: m.phone }]);
  p.section('2. CREDIT REQUESTED', 'bar', '#7a0019');
  p.row([{ label: 'Amount (CAD)', w: 0.25, v: `${money(m.amount, true)} CAD`, paths: ['requested_amount'] }, { label: 'Product', w: 0.5, checks: { options: ['Operating line', 'Term loan', 'Business Visa', 'Equipment lease'], on: 'Term loan' } }, { label: 'Purpose', w: 0.25, v: m.purpose }]);
  p.section('3. OWNERS, PARTNERS AND GUARANTORS', 'bar', '#7a0019');
  m.owners.forEach((o, i) => ownerBlock(p, m, o, i, { dob: 'dmy-ca', taxLabel: 'Social Insurance No. (SIN) - optional', heading: (k) => `Principal ${k + 1}` }));
  p.section('4. BANKING RELATIONSHIP', 'bar', '#7a0019');
  depositBlock(p, m, { acct: 'Business account no.', routing: 'Transit - Institution no.', branch: 'Branch', officer: 'Relationship manager' });
  p.section('5. OTHER CREDIT FACILITIES', 'bar', '#7a0019');
  debtSchedule(p, m, ['Lender', 'Facility', 'Balance outstanding', 'Monthly payment', 'Maturity', 'Security held']);
  p.section('6. CONSENT', 'bar', '#7a0019');
  p.para('Each of the undersigned consents to the Bank collecting, using and disclosing personal information, including credit information obtained from credit bureaus (Equifax Canada, TransUnion Canada), to assess this application and manage the relationship, in accordance with the Bank\'s Privacy Code and PIPEDA. Providing your SIN is optional and is used only to match credit bureau records. Consentement: Chacun des soussignés consent à la collecte et à l\'utilisation de ses renseignements personnels.');
  p.signature(m.owners.map((_, i) => `Principal ${i + 1}`), 'Signature');
}

export function cornerstone(p: Paper, m: Merchant): void {
  p.rowH = 20 + p.rng.float(-0.5, 1.5); p.labelSize = 5.5;
  letterhead(p, 'Cornerstone Merchant Capital', 'BUSINESS CREDIT APPLICATION  (Bank Format)', 'For bank, SBA and revenue-based financing programs. One application is shared with our lending partners. All owners of 20% or more must be listed.', 'CMC-BF v4  |  ISO ref. ' + `${p.rng.alnum(6)}`, 'Times-Bold', '#3b3b3b');
  p.section('A. BUSINESS', 'tab', '#b8860b');
  p.row([{ label: p.rng.pick(['Corporate / legal name', 'Legal business name', 'Business legal name (per IRS)']), w: 0.5, v: m.legal, paths: ['legal_name'] }, { label: 'D/B/A', w: 0.3, v: m.dba ?? 'N/A', paths: m.dba ? ['trade_name'] : [] }, { label: 'Fed. Tax ID #', w: 0.2, v: m.taxId, paths: ['business_tax_id'] }]);
  p.row([{ label: 'Street', w: 0.4, v: m.street }, { label: 'City', w: 0.22, v: m.city }, { label: 'St.', w: 0.08, v: m.state, paths: ['state_region'] }, { label: 'Zip', w: 0.12, v: m.zip }, { label: 'Date started', w: 0.18, v: fdate(m.start, 'mdy'), paths: ['business_start_date'] }]);
  p.row(entityCell(m, ['Corporation', 'S Corporation', 'LLC', 'Partnership', 'Sole Proprietor'], 'Entity'));
  p.row([{ label: 'Industry / type of business', w: 0.4, v: m.industryText, paths: ['industry'] }, { label: 'Gross annual sales', w: 0.2, v: money(m.revenue) }, { label: 'Landlord', w: 0.25, v: m.landlord }, { label: 'Rent / mo.', w: 0.15, v: money(m.rent) }]);
  p.section('B. FUNDING REQUEST', 'tab', '#b8860b');
  const pay = m.payment !== null;
  p.row([{ label: p.rng.pick(['Amount requested', 'Funding amount', 'Requested amount']), w: 0.22, v: money(m.amount), paths: ['requested_amount'] }, { label: 'Proposed payment', w: 0.18, v: pay ? money(m.payment!, true) : '', paths: pay ? ['requested_payment'] : [] },
    { label: 'No. of payments', w: 0.14, v: pay ? String(m.nPay) : '', paths: pay ? ['number_of_payments'] : [] },
    { label: 'Payment frequency', w: 0.46, checks: { options: ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], on: m.freq ? FREQ_WORD[m.freq] : null, paths: ['payment_frequency'] } }]);
  p.row([{ label: 'Use of funds', w: 0.5, v: m.purpose }, { label: 'Open advances / loans?', w: 0.5, checks: { options: ['Yes', 'No'], on: 'Yes' } }]);
  debtSchedule(p, m, ['Funder / Bank', 'Product', 'Balance', 'Payment', 'Ends', 'Collateral']);
  p.section('C. OWNERS', 'tab', '#b8860b');
  m.owners.forEach((o, i) => {
    p.row([{ label: `Owner ${i + 1} name`, w: 0.27, v: fullName(o), paths: namePaths(i) }, { label: 'Title', w: 0.15, v: o.title, paths: ap(i, 'role') }, { label: 'Own %', w: 0.08, v: `${o.pct}`, paths: ap(i, 'ownership') },
      { label: 'SSN', w: 0.15, v: ownerTax(o), paths: taxPaths(o, i) }, { label: 'DOB', w: 0.12, v: dob(o, i, 'mdyy')[0], paths: dob(o, i, 'mdyy')[1] }, { label: 'FICO (est.)', w: 0.08, v: o.score ? String(o.score) : '', paths: o.score ? ap(i, 'credit_score') : [] }, { label: 'Cell', w: 0.15, v: o.phone }]);
  });
  p.section('D. BANK OF DEPOSIT', 'tab', '#b8860b');
  depositBlock(p, m, { acct: 'Operating account #', routing: 'ABA routing #', branch: 'Branch', officer: 'Banker / contact' });
  p.row([{ label: 'ISO / referring representative', w: 0.4, v: `${p.rng.pick(['Dana', 'Josh', 'Tyler', 'Nina'])} ${p.rng.pick(['Albrecht', 'Sosa', 'Kim'])}` }, { label: 'ISO phone', w: 0.3, v: `(800) ${p.rng.int(200, 899)}-${p.rng.digits(4)}` }, { label: 'Accountant', w: 0.3, v: m.accountant }]);
  p.questions(QUESTIONS.slice(1, 4), [false, false, false]);
  p.para('By signing below, each owner certifies the information is accurate and authorizes Cornerstone Merchant Capital and its lending partners to obtain business and personal credit reports, bank statements and other information, and to share this application with banks, credit unions and funders for the purpose of arranging financing.');
  p.signature(m.owners.map((_, i) => `Owner ${i + 1}`));
}
