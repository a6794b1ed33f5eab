// Set 80, layouts 1-2: a CDFI's three-page small business loan application (boxed, numbered Parts A-F) and a bank's
// SBA 7(a)-style borrower information form (ruled lines, numbered items, use-of-proceeds table, yes/no questions, PFS).
import type { Rng } from '../../statements/generator/prng.ts';
import { advances, authorise, bank, debtSchedule, pfs, principals } from './blocks.ts';
import { bizTaxId, date, entityChoice, iso, money, ownerName, type DateF, type Money } from './fmt.ts';
import type { Model } from './model.ts';
import type { Sheet } from './sheet.ts';
import { PURPOSES } from './data.ts';

export function keystone(s: Sheet, m: Model, r: Rng): void {
  const mf = r.pick<Money>(['plain', 'cents', 'spaced']);
  const df = r.pick<DateF>(['us', 'short', 'iso']);
  s.header('Keystone Community Capital', 'A U.S. Treasury-certified CDFI  |  Small Business Lending Program  |  Equal Opportunity Lender',
    'SMALL BUSINESS LOAN APPLICATION', 'Form KCC-101 (Rev. 03/2024)  Page 1 of 3');
  s.note('INSTRUCTIONS: Complete every item; write "N/A" where an item does not apply. Each Principal owning 20% or more of the Borrower ' +
    'must complete Part C and a Personal Financial Statement (Part E) and must sign as Guarantor. Incomplete applications will not be reviewed.');
  s.section('Part A - Borrower Information');
  const tax = bizTaxId(m);
  s.row([{ l: '1. Borrower Legal Name (as shown on tax return)', v: m.legal, w: 0.55, t: { legal_name: m.legal } },
    { l: '2. DBA / Trade Name', v: m.dbaPrint || null, w: 0.45, t: m.dba ? { trade_name: m.dba } : undefined }]);
  const opts = ['Sole Proprietor', 'Partnership', 'Corporation', 'S-Corp', 'LLC', 'Other:'];
  const e = entityChoice(m.entityId, opts);
  s.checks('3. Legal Structure', opts, e.on, { type_of_entity: m.entityId }, e.other);
  const est = r.chance(0.85);
  s.row([{ l: '4. Federal Tax ID (EIN or SSN)', v: tax.text, w: 0.25, t: tax.tag },
    { l: '5. Date Business Established', v: est ? date(m.start, df) : null, w: 0.25, t: est ? { business_start_date: iso(m.start) } : undefined },
    { l: '6. No. of Employees', v: String(m.employees), w: 0.2 }, { l: '7. NAICS Code', v: r.chance(0.5) ? String(r.int(238000, 812999)) : null, w: 0.3 }]);
  s.row([{ l: '8. Business Street Address (no P.O. Boxes)', v: m.street, w: 0.45 }, { l: '9. City', v: m.city, w: 0.25 },
    { l: '10. State', v: m.state, w: 0.12, t: { state_region: m.state, country: 'United States' } }, { l: '11. ZIP', v: m.zip, w: 0.18 }]);
  s.row([{ l: '12. Business Phone', v: m.phone, w: 0.25 }, { l: '13. E-mail', v: m.email, w: 0.45 }, { l: '14. Website', v: r.chance(0.6) ? m.website : 'N/A', w: 0.3 }]);
  s.row([{ l: '15. Nature of Business', v: m.industryText, w: 0.4, t: { industry: m.industryId } },
    { l: '16. Gross Annual Revenue (last FY)', v: money(m.annualRevenue, mf), w: 0.3 }, { l: '17. Avg. Monthly Sales', v: money(m.monthlySales, mf), w: 0.3 }]);
  s.checks('18. Business Premises', ['Owned', 'Leased'], m.ownsPremises ? 0 : 1);
  s.row([{ l: '19. Landlord / Mortgage Holder', v: m.landlord, w: 0.4 }, { l: '20. Landlord Phone', v: m.landlordPhone, w: 0.3 },
    { l: '21. Monthly Rent / Mortgage', v: money(m.rent, mf), w: 0.3 }]);
  s.section('Part B - Loan Request');
  s.row([{ l: '22. Loan Amount Requested', v: money(m.amount, mf), w: 0.25, t: { requested_amount: m.amount } },
    { l: '23. Term Requested (months)', v: String(m.termMonths), w: 0.2 }, { l: '24. Collateral Offered', v: m.collateral, w: 0.33 },
    { l: '25. Est. Collateral Value', v: money(m.collateralValue, mf), w: 0.22 }]);
  const purp = PURPOSES.slice(0, 6);
  s.checks('26. Purpose of Funds', [...purp, 'Other:'], purp.indexOf(m.purpose) >= 0 ? purp.indexOf(m.purpose) : 6, undefined, purp.includes(m.purpose) ? null : m.purpose);
  s.note('Loans are offered at fixed rates with monthly principal and interest payments. The term shown is requested, not approved.');
  s.section('Part D - Business Debt Schedule (all notes, leases, lines and advances)');
  debtSchedule(s, m, mf, df);
  if (m.advances.length) advances(s, m, mf);
  s.newPage();
  s.header('Keystone Community Capital', 'Small Business Loan Application (continued)', 'PRINCIPALS, GUARANTORS AND FINANCIAL STATEMENT', 'Form KCC-101  Page 2 of 3');
  s.section('Part C - Principals (every owner of 20% or more)');
  principals(s, m, { dob: true, fico: r.chance(0.5), home: true, lastFirst: false, dateF: df });
  const g = r.chance(0.5);
  s.row([{ l: 'Additional Guarantor (non-owner, if any)', v: g ? m.guarantor.name : 'N/A', w: 0.45 },
    { l: 'Relationship to Borrower', v: g ? m.guarantor.relation : null, w: 0.25 }, { l: 'Guarantor Annual Income', v: g ? money(m.guarantor.income, mf) : null, w: 0.3 }]);
  s.section(`Part E - Personal Financial Statement of ${m.owners[0]!.first} ${m.owners[0]!.last} as of ${date(new Date(Date.UTC(2024, 3, 30)), df)}`);
  pfs(s, m, mf, r);
  s.section('Part F - Deposit Relationship');
  bank(s, m);
  s.newPage();
  s.header('Keystone Community Capital', 'Small Business Loan Application (continued)', 'CERTIFICATIONS AND SIGNATURES', 'Form KCC-101  Page 3 of 3');
  s.checks('Has the Borrower or any Principal ever filed bankruptcy?', ['Yes', 'No'], 1);
  s.checks('Are there any pending lawsuits or tax liens?', ['Yes', 'No'], 1);
  s.checks('Referred by a broker or ISO?', ['Yes', 'No'], 0);
  s.row([{ l: 'Referral Partner', v: `${m.iso} (${m.isoCode})`, w: 0.5 }, { l: 'Referral Partner Phone', v: m.landlordPhone.replace(/\d{4}$/, '0199'), w: 0.5 }]);
  authorise(s, m, 'Keystone Community Capital', df);
}

export function harborline(s: Sheet, m: Model, r: Rng): void {
  const mf = r.pick<Money>(['plain', 'cents', 'bare']);
  const df = r.pick<DateF>(['us', 'long', 'dash']);
  s.header('Harborline Bank', 'SBA Preferred Lender  |  Business Banking Group  |  Member FDIC',
    'Borrower Information Form (7(a) Program)', 'HLB Form 1919-B  OMB-style control 3245-XXXX  Exp. 12/31/2026');
  s.note('Purpose of this form: the lender collects this information to decide whether the Applicant is eligible for an SBA-guaranteed loan. ' +
    'Each proprietor, general partner, managing member, officer, director and each owner of 20% or more must be listed in Section II.');
  s.section('Section I - Applicant Business');
  s.row([{ l: '1. Applicant Business Legal Name', v: m.legal, w: 1, t: { legal_name: m.legal } }]);
  s.row([{ l: '2. DBA or Tradename (if applicable)', v: m.dbaPrint || null, w: 0.6, t: m.dba ? { trade_name: m.dba } : undefined },
    { l: '3. Year of Establishment', v: String(m.start.getUTCFullYear()), w: 0.4 }]);
  const tax = bizTaxId(m);
  s.row([{ l: '4. Business TIN (EIN, SSN)', v: tax.text, w: 0.34, t: tax.tag }, { l: '5. Primary Business Phone', v: m.phone, w: 0.33 },
    { l: '6. Number of Employees (incl. affiliates)', v: String(m.employees), w: 0.33 }]);
  s.row([{ l: '7. Business Address', v: `${m.street}, ${m.city}, ${m.state} ${m.zip}`, w: 1, t: { state_region: m.state, country: 'United States' } }]);
  s.row([{ l: '8. Date Business Started (MM/DD/YYYY)', v: date(m.start, df), w: 0.4, t: { business_start_date: iso(m.start) } },
    { l: '9. Primary Industry', v: m.industryText, w: 0.6, t: { industry: m.industryId } }]);
  const opts = ['Sole Proprietor', 'Partnership', 'C-Corp', 'LLC', 'S-Corp', 'Other:'];
  const e = entityChoice(m.entityId, opts);
  s.checks('10. Type of Business', opts, e.on, { type_of_entity: m.entityId }, e.other);
  s.section('Section II - Loan Request and Use of Proceeds');
  s.row([{ l: '11. Loan Amount Requested', v: money(m.amount, mf), w: 0.34, t: { requested_amount: m.amount } },
    { l: '12. Total Project Cost', v: money(m.projectCost, mf), w: 0.33 }, { l: '13. Equity Injection', v: money(m.equity, mf), w: 0.33 }]);
  const rest = m.projectCost - m.amount;
  s.table(['Use of Proceeds', 'Loan Proceeds', 'Other Sources', 'Total'], [0.4, 0.2, 0.2, 0.2], [
    [m.purpose, money(m.amount, mf), money(rest, mf), money(m.projectCost, mf)], ['Closing costs / SBA guaranty fee', null, money(Math.round(m.amount * 0.02), mf), null]], [], 14, [0]);
  s.row([{ l: '14. Term Requested', v: `${m.termMonths} months`, w: 0.34 }, { l: '15. Collateral', v: m.collateral, w: 0.33 }, { l: '16. Indicative Rate', v: m.rate, w: 0.33 }]);
  s.section('Section III - Owners, Officers, Directors and Guarantors');
  principals(s, m, { dob: r.chance(0.6), fico: false, home: true, lastFirst: r.chance(0.4), dateF: df, pctBare: true }, 'TIN (SSN/ITIN)');
  s.note('Attach a separate sheet for additional owners. Ownership must total 100%.');
  s.section('Section IV - Eligibility Questions (answer for the Applicant and each owner)');
  const qs = ['Is the Applicant or any owner presently suspended, debarred or ineligible from federal programs?', 'Is any owner more than 60 days delinquent on child support?',
    'Has the Applicant or any owner ever obtained a direct or guaranteed federal loan?', 'Is the Applicant or any owner an employee of the lender or SBA?'];
  qs.forEach((q, i) => s.checks(`${17 + i}. ${q}`, ['Yes', 'No'], i === 2 && m.debts.some((d) => d.creditor === 'SBA EIDL') ? 0 : 1));
  s.section('Section V - Existing Indebtedness');
  debtSchedule(s, m, mf, df);
  s.newPage();
  s.header('Harborline Bank', 'Personal Financial Statement (modeled on SBA Form 413)', 'PERSONAL FINANCIAL STATEMENT', 'HLB Form 413-P');
  const n = ownerName(m.owners[0]!, 0);
  s.row([{ l: 'Name', v: n.text, w: 0.45 }, { l: 'Business Phone', v: m.phone, w: 0.25 }, { l: 'Home Phone', v: m.owners[0]!.phone, w: 0.3 }]);
  s.row([{ l: 'Residence Address', v: m.owners[0]!.home, w: 0.6 }, { l: 'Business Name of Applicant', v: m.legal, w: 0.4 }]);
  pfs(s, m, mf, r);
  s.note('Section 2. Real Estate Owned. List each parcel separately; use an attachment if necessary.');
  s.table(['Property', 'Type', 'Date Purchased', 'Original Cost', 'Present Value', 'Mortgage Balance'], [0.26, 0.14, 0.15, 0.15, 0.15, 0.15],
    [[m.owners[0]!.home.split(',')[0]!, 'Primary residence', date(new Date(Date.UTC(2012, 5, 14)), df), money(Math.round(m.pfs.realEstate! * 0.7), mf),
      money(m.pfs.realEstate!, mf), money(m.pfs.mortgage!, mf)]], [], 14);
  s.section('Deposit Accounts');
  bank(s, m, ['Depository Institution', 'ABA Routing', 'Account Number']);
  authorise(s, m, 'Harborline Bank', df);
}
