// A community bank's small business credit application, a credit union's member business loan application and an
// SBA-style borrower information form.
import type { Merchant } from './data.ts';
import { beneficialOwnership, debtSchedule, depositBlock, entityCell, financials, letterhead, ownerBlock, ownerTable, QUESTIONS, references } from './blocks.ts';
import { fdate, money } from './format.ts';
import type { Paper } from './paper.ts';

export function firstPrairie(p: Paper, m: Merchant): void {
  letterhead(p, `${m.bank.name}`, 'SMALL BUSINESS CREDIT APPLICATION', 'Please complete all sections. Incomplete applications may delay a credit decision. Print clearly or type. Member FDIC. Equal Housing Lender.', 'Form SB-2207 (Rev. 03/2024)  Page 1 of 2');
  p.section('SECTION A - BUSINESS INFORMATION');
  const legalLabel = p.rng.pick(['1. Legal name of business (exactly as shown on tax return)', '1. Full legal name of applicant business', '1. Business name (legal)']);
  p.row([{ label: legalLabel, w: 0.62, v: m.legal, paths: ['legal_name'] },
    { label: m.taxType === 'SSN' ? '2. Tax ID No. (EIN, or SSN if sole proprietor)' : '2. Federal Tax ID No. (EIN)', w: 0.38, v: m.taxId, paths: ['business_tax_id'] }]);
  p.row([{ label: '3. Trade name / DBA (if any)', w: 0.62, v: m.dba ?? 'N/A', paths: m.dba ? ['trade_name'] : [] },
    { label: '4. Date business established', w: 0.38, v: fdate(m.start, 'mdy'), paths: ['business_start_date'] }]);
  p.row([{ label: '5. Business street address (no P.O. boxes)', w: 0.44, v: m.street }, { label: 'City', w: 0.22, v: m.city },
    { label: 'State', w: 0.1, v: m.state, paths: ['state_region'] }, { label: 'ZIP', w: 0.24, v: m.zip }]);
  p.row([{ label: '6. Business phone', w: 0.22, v: m.phone }, { label: '7. E-mail', w: 0.34, v: m.email },
    { label: '8. No. of employees', w: 0.16, v: String(m.employees) }, { label: '9. Annual gross revenue', w: 0.28, v: money(m.revenue) }]);
  p.row(entityCell(m, ['Sole Proprietor', 'Partnership', 'Corporation', 'S Corporation', 'LLC', 'LLP'], '10. Legal structure (check one)'));
  p.row([{ label: '11. Nature of business', w: 0.6, v: m.industryText, paths: ['industry'] }, { label: '12. State of organization', w: 0.4, v: m.incState }]);
  financials(p, m, ['12a. Gross sales (last FY)', '12b. Net profit', '12c. Accounts receivable', '12d. Accounts payable', '12e. FY end']);
  p.section('SECTION B - CREDIT REQUEST');
  p.row([{ label: '13. Amount requested', w: 0.25, v: money(m.amount), paths: ['requested_amount'] },
    { label: '14. Type of credit', w: 0.5, checks: { options: ['Term Loan', 'Line of Credit', 'Equipment', 'Commercial Real Estate'], on: p.rng.pick(['Term Loan', 'Line of Credit']) } },
    { label: '15. Purpose of credit', w: 0.25, v: m.purpose }]);
  p.section('SECTION C - OWNERS / GUARANTORS (all owners of 20% or more must complete)');
  m.owners.forEach((o, i) => ownerBlock(p, m, o, i, { dob: 'mdy', spouse: i === 0, heading: (k) => `Owner / Guarantor ${k + 1}` }));
  p.section('SECTION D - EXISTING DEBT SCHEDULE (list all business debt, including this bank)');
  debtSchedule(p, m);
  p.section('SECTION E - DEPOSIT RELATIONSHIP');
  depositBlock(p, m);
  references(p, m);
  p.newPage();
  p.label('Form SB-2207 (Rev. 03/2024)  Page 2 of 2', p.left + p.width - 130, p.y - 10, 6);
  p.row([{ label: 'Applicant business name (repeat)', w: 0.7, v: m.legal, paths: ['legal_name'] }, { label: 'Application no. (bank use)', w: 0.3, v: '' }]);
  p.y += 6;
  p.section('SECTION F - GENERAL QUESTIONS');
  p.questions(QUESTIONS.slice(0, 6), QUESTIONS.slice(0, 6).map(() => p.rng.chance(0.12)));
  p.section('SECTION G - BENEFICIAL OWNERSHIP');
  beneficialOwnership(p, m, 'mdy');
  p.section('SECTION H - AUTHORIZATION AND SIGNATURES');
  p.para('Each undersigned represents that the information in this application is true and complete and authorizes the Bank to obtain consumer and business credit reports, to verify any information given, and to share information with its affiliates. The Bank may retain this application whether or not credit is extended. Notice: The federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status or age.');
  p.signature(m.owners.map((_, i) => `Owner / Guarantor ${i + 1}`), 'Signature');
}

export function harborline(p: Paper, m: Merchant): void {
  p.grid = false; p.rowH = 19 + p.rng.float(-0.5, 1.5);
  letterhead(p, m.bank.name.replace(/(State|National|Community) Bank/, 'Federal Credit Union'), 'MEMBER BUSINESS LOAN APPLICATION', 'Federally insured by NCUA. Business members must maintain a share account in good standing. Complete items 1 through 24; attach two years of business tax returns.', 'MBL-100  10/2023', 'Helvetica-Bold', '#0d5c63');
  p.section('PART I.  APPLICANT BUSINESS', 'rule');
  p.row([{ label: '1. Business legal name', w: 0.55, v: m.legal, paths: ['legal_name'] }, { label: '2. Member / share account no.', w: 0.2, v: m.bank.member },
    { label: '2a. Branch', w: 0.25, v: `${m.bank.branch} - ${m.city}` }]);
  p.row([{ label: p.rng.pick(['3. Doing business as', '3. Trade name (DBA)', '3. Assumed / fictitious name']), w: 0.55, v: m.dba ?? 'SAME', paths: m.dba ? ['trade_name'] : [] },
    { label: m.taxType === 'SSN' ? '4. Tax ID (EIN or SSN)' : '4. Employer Identification No.', w: 0.45, v: m.taxId, paths: ['business_tax_id'] }]);
  p.row([{ label: '5. Physical address', w: 0.45, v: m.street }, { label: '5a. City', w: 0.25, v: m.city }, { label: '5b. State', w: 0.1, v: m.state, paths: ['state_region'] }, { label: '5c. ZIP code', w: 0.2, v: m.zip }]);
  p.row(entityCell(m, ['Sole Proprietor', 'Partnership', 'Corporation', 'S Corporation', 'LLC'], '6. Form of business'));
  p.row([{ label: '7. Description of business activity', w: 0.5, v: m.industryText, paths: ['industry'] },
    { label: p.rng.pick(['8. Business start date', '8. Date established', '8. Date organized']), w: 0.25, v: fdate(m.start, 'mdyy'), paths: ['business_start_date'] }, { label: '9. Full-time employees', w: 0.25, v: String(m.employees) }]);
  p.row([{ label: '10. Own or lease premises', w: 0.3, checks: { options: ['Own', 'Lease'], on: 'Lease' } }, { label: '10a. Landlord / mortgage holder', w: 0.4, v: m.landlord }, { label: '10b. Monthly rent', w: 0.3, v: money(m.rent) }]);
  p.section('PART II.  LOAN REQUEST', 'rule');
  p.row([{ label: p.rng.pick(['11. Amount of loan requested', '11. Loan amount', '11. Amount requested']), w: 0.3, v: money(m.amount, true), paths: ['requested_amount'] }, { label: '12. Use of proceeds', w: 0.4, v: m.purpose }, { label: '13. Collateral offered', w: 0.3, v: m.loans[0]!.collateral }]);
  p.row([{ label: '14. Co-borrower / joint applicant (not an owner)', w: 0.5, v: m.coBorrower }, { label: '14a. Relationship to business', w: 0.5, v: p.rng.pick(['Office manager', 'Authorized signer', 'Family member']) }]);
  p.section('PART III.  PRINCIPALS (each owner of 20% or more; list last name first)', 'rule');
  m.owners.forEach((o, i) => ownerBlock(p, m, o, i, { order: 'last', dob: 'mdy', heading: (k) => `15.${k + 1}  Principal` }));
  p.section('PART IV.  OTHER DEBTS AND OBLIGATIONS', 'rule');
  debtSchedule(p, m, ['16. Creditor', 'Loan type', 'Balance owed', 'Payment / mo.', 'Matures', 'Secured by']);
  p.section('PART V.  DECLARATIONS', 'rule');
  p.questions(QUESTIONS.slice(0, 5), [false, false, p.rng.chance(0.1), false, false], 17);
  p.row([{ label: '22. Loan officer', w: 0.4, v: m.bank.officer }, { label: '23. Officer phone', w: 0.3, v: m.bank.officerPhone }, { label: '24. Credit union routing no.', w: 0.3, v: m.bank.routing }]);
  p.para('By signing, each applicant certifies that the statements made are true, authorizes the Credit Union to obtain credit reports and verify employment and income, and understands that membership eligibility is required. Business loans are subject to 12 CFR Part 723.');
  p.signature(m.owners.map((_, i) => `Principal ${i + 1}`), 'Applicant signature');
}

export function keystoneSba(p: Paper, m: Merchant): void {
  p.labelFont = 'Times-Roman'; p.labelSize = 6.2;
  letterhead(p, 'Keystone Commerce Lending', 'BORROWER INFORMATION FORM', 'Government-guaranteed loan program (7(a) style). Purpose of this form: to collect information about the Applicant business and its owners. Each proprietor, partner, member or stockholder owning 20% or more of the equity must be listed. Submit to the participating Lender; do not send to the agency.', 'KCL Form 1919-K  OMB-style 3245-0348', 'Times-Bold', '#000000');
  p.section('Section I - Applicant Business', 'tab', '#333');
  p.row([{ label: 'Applicant Business Legal Name', w: 0.5, v: m.legal, paths: ['legal_name'] }, { label: 'Operating name (if different)', w: 0.5, v: m.dba ?? '', paths: m.dba ? ['trade_name'] : [] }]);
  p.row([{ label: 'Business TIN (EIN, SSN)', w: 0.28, v: m.taxId, paths: ['business_tax_id'] }, { label: 'Business Phone', w: 0.22, v: m.phone },
    { label: p.rng.pick(['Primary Industry', 'Type of Business', 'NAICS description']), w: 0.3, v: m.industryText, paths: ['industry'] }, { label: 'Date of Establishment', w: 0.2, v: fdate(m.start, 'long'), paths: ['business_start_date'] }]);
  p.row([{ label: 'Business Address (street, city, state, ZIP)', w: 0.62, v: `${m.street}, ${m.city}, ${m.state} ${m.zip}`, paths: ['state_region'] }, { label: 'State of Organization', w: 0.18, v: m.incState }, { label: 'Number of Employees', w: 0.2, v: String(m.employees) }]);
  p.row(entityCell(m, ['Sole Proprietor', 'Partnership', 'Corporation', 'LLC'], 'Applicant business entity type', 1));
  p.row([{ label: 'Loan Amount Requested', w: 0.3, v: money(m.amount), paths: ['requested_amount'] }, { label: 'Term requested (months)', w: 0.2, v: String(p.rng.pick([60, 84, 120])) },
    { label: 'Lender', w: 0.3, v: m.bank.name }, { label: "Lender's loan no.", w: 0.2, v: `${p.rng.digits(4)}-${p.rng.digits(5)}` }]);
  financials(p, m, ['Annual revenue', 'Net income', 'Receivables', 'Payables', 'Fiscal year end']);
  p.section('Section II - Ownership (list all owners of 20% or more; add pages as needed)', 'tab', '#333');
  ownerTable(p, m, ['Owner Legal Name', 'Title / Office', '% Owned', 'TIN (EIN, SSN)', 'Date of Birth', 'Home Address'], { dob: 'mdy' });
  p.section('Section III - Questions (answer for the Applicant and each owner)', 'tab', '#333');
  p.questions(['Is the Applicant or any owner presently suspended, debarred or otherwise excluded from federal programs?', 'Is the Applicant or any owner more than 60 days delinquent on child support?',
    'Is any owner presently subject to an indictment or other criminal charge?', 'Has the Applicant or any affiliate ever defaulted on a federal loan causing a loss to the government?',
    'Has the Applicant or any owner engaged in lobbying activities with federal funds?', 'Does any owner have a business other than the Applicant (affiliates)?'], [false, false, false, false, false, p.rng.chance(0.3)]);
  p.section('Section IV - Existing Indebtedness', 'tab', '#333');
  debtSchedule(p, m, ['Lender / Holder', 'Purpose', 'Present Balance', 'Installment', 'Maturity', 'Security']);
  p.row([{ label: 'Lender Loan Officer', w: 0.4, v: m.bank.officer }, { label: 'Officer Phone', w: 0.3, v: m.bank.officerPhone }, { label: 'Lender Location ID', w: 0.3, v: m.bank.officerId }]);
  p.para('Certification: I certify that the information provided in this form is true and accurate. I understand that knowingly making a false statement to obtain a guaranteed loan is punishable under 18 U.S.C. 1001 and 1014. Privacy Act: disclosure of the TIN is required.', 5.8);
  p.signature(m.owners.map((_, i) => `Owner ${i + 1}`), 'Signature of owner');
}
