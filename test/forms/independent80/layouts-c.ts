// Set 80, layouts 6-7: a Canadian community futures lender's business loan application (Operating Name, BN with program
// account, province, SIN, PIPEDA consent, CAD) and a broker's landscape credit application whose guarantors sit side
// by side in columns with each one's personal financial statement below.
import type { Rng } from '../../statements/generator/prng.ts';
import { authorise, bank, debtSchedule, pfs } from './blocks.ts';
import { bizTaxId, date, entityChoice, FREQ_LABEL, iso, money, ownerName, ownerTaxId, pct, who, type DateF, type Money } from './fmt.ts';
import type { Model } from './model.ts';
import type { Sheet, Tag } from './sheet.ts';

const PROVINCE_NAME: Record<string, string> = { ON: 'Ontario', BC: 'British Columbia', AB: 'Alberta', NB: 'New Brunswick', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan' };

export function northernShore(s: Sheet, m: Model, r: Rng): void {
  const cad = (n: number): string => `${money(n, 'plain')} CAD`;
  const df = r.pick<DateF>(['iso', 'long', 'us']);
  s.header('Northern Shore Community Futures', 'Community Futures Development Corporation  |  Small Business Loans up to $150,000',
    'BUSINESS LOAN APPLICATION', 'NSCF-LA-02  (2024)');
  s.note('All amounts in Canadian dollars. Applicants must reside in or operate within the Northern Shore service area. Attach the last two years of ' +
    'financial statements, a business plan with cash flow projection and a personal net worth statement for each owner.');
  s.section('A. Applicant Business');
  s.row([{ l: 'Legal Name of Business', v: m.legal, w: 0.55, t: { legal_name: m.legal } },
    { l: 'Operating Name (O/A)', v: m.dbaPrint || null, w: 0.45, t: m.dba ? { trade_name: m.dba } : undefined }]);
  const opts = ['Sole Proprietorship', 'Partnership', 'Corporation', 'Co-operative', 'Other:'];
  const e = entityChoice(m.entityId, opts);
  s.checks('Form of Business', opts, e.on, { type_of_entity: m.entityId }, e.other);
  const tax = bizTaxId(m);
  s.row([{ l: 'Business Number (BN) incl. program account', v: tax.text, w: 0.4, t: tax.tag },
    { l: 'Date Business Started', v: date(m.start, df), w: 0.3, t: { business_start_date: iso(m.start) } }, { l: 'GST/HST Registered', v: 'Yes', w: 0.3 }]);
  const long = r.chance(0.4);
  s.row([{ l: 'Street Address', v: m.street, w: 0.4 }, { l: 'City / Town', v: m.city, w: 0.22 },
    { l: 'Province', v: long ? PROVINCE_NAME[m.state]! : m.state, w: 0.18, t: { state_region: m.state, country: 'Canada' } }, { l: 'Postal Code', v: m.zip, w: 0.2 }]);
  s.row([{ l: 'Telephone', v: m.phone, w: 0.3 }, { l: 'E-mail', v: m.email, w: 0.4 }, { l: 'Website', v: m.website, w: 0.3 }]);
  s.row([{ l: 'Nature of Business', v: m.industryText, w: 0.6, t: { industry: m.industryId } }, { l: 'Jobs created / maintained', v: `${r.int(1, 4)} / ${m.employees}`, w: 0.4 }]);
  s.section('B. Loan Request');
  s.row([{ l: 'Amount Requested (CAD)', v: cad(m.amount), w: 0.3, t: { requested_amount: m.amount } }, { l: 'Amortization (months)', v: String(m.termMonths), w: 0.25 },
    { l: 'Total Project Cost', v: cad(m.projectCost), w: 0.25 }, { l: 'Owner Equity', v: cad(m.equity), w: 0.2 }]);
  s.row([{ l: 'Purpose of Funds', v: m.purpose, w: 0.5 }, { l: 'Security Offered', v: m.collateral, w: 0.5 }]);
  s.note('Loans are repaid by monthly pre-authorized debit. Interest-only periods may be approved for start-ups.');
  s.section('C. Owners / Shareholders / Partners (20% or more)');
  const rows: (string | null)[][] = [];
  const tags: (Tag | undefined)[][] = [];
  m.owners.forEach((o, i) => {
    const n = ownerName(o, i), t = ownerTaxId(o, i), p = pct(o, i);
    rows.push([n.text, o.title, p.text, t.text, date(o.dob, df), o.home]);
    tags.push([n.tag, { [`${who(i)}role`]: o.title }, p.tag, t.tag, { [`${who(i)}date_of_birth`]: iso(o.dob) }, undefined]);
  });
  s.table(['Name', 'Position', '% Owned', 'SIN', 'Date of Birth', 'Home Address'], [0.22, 0.13, 0.08, 0.14, 0.13, 0.3], rows, tags, 16);
  s.section('D. Existing Business Debt');
  debtSchedule(s, m, 'plain', df);
  s.section('E. Banking');
  bank(s, m, ['Financial Institution', 'Transit / Institution No.', 'Account No.']);
  s.newPage();
  s.header('Northern Shore Community Futures', 'Business Loan Application (continued)', 'PERSONAL NET WORTH STATEMENT AND CONSENT', 'NSCF-LA-02  page 2');
  s.section(`Personal Net Worth - ${m.owners[0]!.first} ${m.owners[0]!.last}`);
  pfs(s, m, 'plain', r);
  s.section('F. Consent (PIPEDA)');
  authorise(s, m, 'Northern Shore Community Futures', df, 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), ' +
    'each undersigned consents to Northern Shore Community Futures collecting, using and disclosing personal information, including credit bureau ' +
    'reports from Equifax Canada and TransUnion Canada, to assess this application, administer any loan, and report to Innovation, Science and ' +
    'Economic Development Canada (PrairiesCan/FedNor) in aggregate form. I certify the information provided is true and complete.');
}

export function pinnacle(s: Sheet, m: Model, r: Rng): void {
  const mf = r.pick<Money>(['plain', 'cents']);
  const df = r.pick<DateF>(['us', 'short', 'dash']);
  s.header('Pinnacle Bridge Capital Advisors', 'Commercial Loan Brokerage  |  Term Loans, SBA, Equipment and Revenue-Based Funding',
    'CREDIT APPLICATION & GUARANTOR FINANCIAL STATEMENT', 'PBCA Form CA-5  (landscape)');
  s.section('Borrower');
  const tax = bizTaxId(m);
  s.row([{ l: 'Borrower (legal entity name)', v: m.legal, w: 0.34, t: { legal_name: m.legal } }, { l: 'DBA', v: m.dbaPrint || null, w: 0.22, t: m.dba ? { trade_name: m.dba } : undefined },
    { l: 'EIN / TIN', v: tax.text, w: 0.14, t: tax.tag }, { l: 'Established', v: date(m.start, df), w: 0.12, t: { business_start_date: iso(m.start) } },
    { l: 'Employees', v: String(m.employees), w: 0.08 }, { l: 'State', v: m.state, w: 0.1, t: { state_region: m.state, country: 'United States' } }]);
  const opts = ['Sole Proprietor', 'Partnership', 'Corporation', 'S Corporation', 'LLC', 'LP', 'Other:'];
  const e = entityChoice(m.entityId, opts);
  s.checks('Entity', opts, e.on, { type_of_entity: m.entityId }, e.other);
  s.row([{ l: 'Street', v: m.street, w: 0.3 }, { l: 'City', v: m.city, w: 0.16 }, { l: 'Zip', v: m.zip, w: 0.08 }, { l: 'Phone', v: m.phone, w: 0.14 },
    { l: 'Industry / Line of Business', v: m.industryText, w: 0.32, t: { industry: m.industryId } }]);
  s.section('Proposed Terms');
  const pay = r.chance(0.75), np = r.chance(0.7);
  s.row([{ l: 'Loan Amount Requested', v: money(m.amount, mf), w: 0.18, t: { requested_amount: m.amount } },
    { l: 'Principal Balance to Refinance', v: m.advances.length ? money(m.advances[0]!.balance, mf) : '$0', w: 0.18 },
    { l: 'Payment', v: pay ? money(m.payment, 'cents') : null, w: 0.14, t: pay ? { requested_payment: m.payment } : undefined },
    { l: 'No. of Payments', v: np ? String(m.nPayments) : null, w: 0.12, t: np ? { number_of_payments: m.nPayments } : undefined },
    { l: 'Frequency', v: FREQ_LABEL[m.freq]!, w: 0.12, t: { payment_frequency: m.freq } }, { l: 'Purpose', v: m.purpose, w: 0.26 }]);
  s.section('Guarantors (all owners of 20% or more; one column each)');
  const cols = m.owners.map((o, i) => ({ o, i, n: ownerName(o, i, true), t: ownerTaxId(o, i), p: pct(o, i) }));
  const w = 1 / Math.max(cols.length, 2);
  const line = (label: string, f: (c: (typeof cols)[number]) => [string | null, Tag | undefined]): void =>
    s.row(cols.map((c) => { const [v, t] = f(c); return { l: `${label} - Guarantor ${c.i + 1}`, v, w, t }; }), 19);
  line('Name (Last, First)', (c) => [c.n.text, c.n.tag]);
  line('Title', (c) => [c.o.title, { [`${who(c.i)}role`]: c.o.title }]);
  line('Ownership', (c) => [c.p.text, c.p.tag]);
  line('SSN', (c) => [c.t.text, c.t.tag]);
  line('Date of Birth', (c) => [date(c.o.dob, df), { [`${who(c.i)}date_of_birth`]: iso(c.o.dob) }]);
  line('FICO (self-reported)', (c) => [c.o.fico === null ? null : String(c.o.fico), c.o.fico === null ? undefined : { [`${who(c.i)}credit_score`]: c.o.fico }]);
  line('Home Address', (c) => [c.o.home, undefined]);
  line('Cash & Securities', (c) => [money(Math.round(m.pfs.cash! * (1 + c.i * 0.37)), mf), undefined]);
  line('Real Estate Value', (c) => [money(Math.round(m.pfs.realEstate! * (1 - c.i * 0.21)), mf), undefined]);
  line('Mortgages / Liens', (c) => [money(Math.round(m.pfs.mortgage! * (1 - c.i * 0.18)), mf), undefined]);
  line('Annual Personal Income', (c) => [money(Math.round(m.pfs.salary! * (1 - c.i * 0.15)), mf), undefined]);
  s.newPage();
  s.header('Pinnacle Bridge Capital Advisors', 'Credit Application (continued)', 'DEBT SCHEDULE, BANKING AND AUTHORIZATION', 'PBCA Form CA-5  page 2');
  s.section('Business Debt Schedule (including merchant cash advances)');
  debtSchedule(s, m, mf, df);
  s.table(['Advance Funder', 'Funded', 'Balance', 'Payment', 'Frequency'], [0.3, 0.175, 0.175, 0.175, 0.175],
    m.advances.length ? m.advances.map((a) => [a.creditor, money(a.original, mf), money(a.balance, mf), money(a.payment, mf), a.kind]) : [['None', '', '', '', '']], [], 14);
  s.section('Banking');
  bank(s, m);
  s.row([{ l: 'Landlord', v: m.landlord, w: 0.4 }, { l: 'Rent', v: money(m.rent, mf), w: 0.2 }, { l: 'Broker Contact', v: `${m.iso} ${m.isoCode}`, w: 0.4 }]);
  authorise(s, m, 'Pinnacle Bridge Capital Advisors and the lenders to which it submits this application', df);
}
