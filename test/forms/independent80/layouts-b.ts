// Set 80, layouts 3-5: a community bank's commercial credit application (Borrower / Co-Borrower columns, one block per
// guarantor), a broker's combined loan-or-advance application (payment terms, open advances), and a CDFI microloan
// application (plain-language questions, use-of-funds breakdown, household budget).
import type { Rng } from '../../statements/generator/prng.ts';
import { advances, authorise, bank, debtSchedule, references } from './blocks.ts';
import { bizTaxId, date, entityText, FREQ_LABEL, FREQS, iso, money, ownerName, ownerTaxId, pct, who, type DateF, type Money } from './fmt.ts';
import type { Model, Owner } from './model.ts';
import type { Sheet, Tag } from './sheet.ts';

function ownerBlock(s: Sheet, o: Owner, i: number, df: DateF, head: string, lastFirst: boolean, fico: boolean): void {
  const n = ownerName(o, i, lastFirst), t = ownerTaxId(o, i), p = pct(o, i);
  s.row([{ l: `${head} - Full Name`, v: n.text, w: 0.45, t: n.tag }, { l: 'Title', v: o.title, w: 0.3, t: { [`${who(i)}role`]: o.title } },
    { l: 'Ownership %', v: p.text, w: 0.25, t: p.tag }]);
  const score = fico && o.fico !== null;
  s.row([{ l: 'Social Security No.', v: t.text, w: 0.3, t: t.tag }, { l: 'Date of Birth', v: date(o.dob, df), w: 0.25, t: { [`${who(i)}date_of_birth`]: iso(o.dob) } },
    { l: fico ? 'Credit Score (est.)' : 'Home Phone', v: fico ? (score ? String(o.fico) : null) : o.phone, w: 0.2, t: score ? { [`${who(i)}credit_score`]: o.fico } : undefined },
    { l: 'Mobile', v: o.phone.replace(/^\(\d+\)/, '(555)'), w: 0.25 }]);
  s.row([{ l: 'Home Address (street, city, state, ZIP)', v: o.home, w: 1 }]);
}

export function triCounty(s: Sheet, m: Model, r: Rng): void {
  const mf = r.pick<Money>(['plain', 'cents']);
  const df = r.pick<DateF>(['us', 'short']);
  s.header('Tri-County Merchants Bank', 'Commercial Lending  |  Member FDIC  |  Equal Housing Lender', 'COMMERCIAL CREDIT APPLICATION', 'TCMB-CL 204  (10/23)');
  s.row([{ l: 'Submitted by (Broker / ISO)', v: m.iso, w: 0.4 }, { l: 'ISO No.', v: m.isoCode, w: 0.2 }, { l: 'Bank Officer', v: null, w: 0.4 }]);
  s.section('1. Credit Request');
  s.row([{ l: 'Loan Amount Requested', v: money(m.amount, mf), w: 0.3, t: { requested_amount: m.amount } },
    { l: 'Term (months)', v: String(m.termMonths), w: 0.2 }, { l: 'Purpose of Funds', v: m.purpose, w: 0.5 }]);
  s.checks('Type of Credit', ['Term Loan', 'Line of Credit', 'Equipment Loan', 'Commercial Real Estate'], r.int(0, 2));
  const fOpts = ['monthly', 'biweekly', 'weekly'];
  const fOn = fOpts.indexOf(m.freq);
  s.checks('Requested Repayment', fOpts.map((f) => FREQ_LABEL[f]!), fOn, { payment_frequency: m.freq });
  const pay = r.chance(0.7);
  s.row([{ l: 'Desired Payment Amount', v: pay ? money(m.payment, 'cents') : null, w: 0.3, t: pay ? { requested_payment: m.payment } : undefined },
    { l: 'Collateral Offered', v: m.collateral, w: 0.4 }, { l: 'Collateral Value', v: money(m.collateralValue, mf), w: 0.3 }]);
  s.section('2. Borrower and Co-Borrower');
  const tax = bizTaxId(m);
  const co = r.chance(0.5);
  const ent = entityText(m.entityId, r);
  const incState = r.chance(0.3) ? r.pick(['DE', 'NV', 'WY']) : m.state;
  const rows: [string, string | null, Tag | undefined, string | null][] = [
    ['Legal Name', m.legal, { legal_name: m.legal }, co ? m.affiliate : null],
    ['Doing Business As', m.dbaPrint || null, m.dba ? { trade_name: m.dba } : undefined, co ? 'N/A' : null],
    ['Tax ID Number', tax.text, tax.tag, co ? `${r.int(20, 88)}-${r.digits(7)}` : null],
    ['Entity Type', ent, { type_of_entity: m.entityId }, co ? 'LLC' : null],
    ['Date Organized', date(m.start, df), { business_start_date: iso(m.start) }, co ? date(new Date(Date.UTC(2020, 1, 3)), df) : null],
    ['State of Organization', incState, undefined, co ? 'DE' : null],
    ['Street Address', m.street, undefined, co ? m.street : null],
    ['City, State ZIP', `${m.city}, ${m.state} ${m.zip}`, { state_region: m.state, country: 'United States' }, co ? `${m.city}, ${m.state} ${m.zip}` : null],
    ['Business Phone', m.phone, undefined, null],
    ['Type of Business', m.industryText, { industry: m.industryId }, co ? 'Real estate holding' : null],
    ['Annual Sales', money(m.annualRevenue, mf), undefined, co ? money(Math.round(m.rent * 12), mf) : null],
  ];
  s.table(['', 'Borrower', 'Co-Borrower (affiliate, if any)'], [0.2, 0.45, 0.35], rows.map((x) => [x[0], x[1], x[3]]), rows.map((x) => [undefined, x[2], undefined]), 15, [0]);
  s.section('3. Guarantors (each owner of 20% or more guarantees the credit)');
  m.owners.forEach((o, i) => { s.ensure(75); ownerBlock(s, o, i, df, `Guarantor #${i + 1}`, false, false); s.y += 4; });
  s.section('4. Deposit Relationship and Existing Debt');
  bank(s, m, ['Bank Name', 'Routing Number', 'Operating Account No.']);
  debtSchedule(s, m, mf, df);
  s.section('5. Authorization');
  authorise(s, m, 'Tri-County Merchants Bank', df);
}

export function meridian(s: Sheet, m: Model, r: Rng): void {
  const mf = r.pick<Money>(['plain', 'spaced', 'bare']);
  const df = r.pick<DateF>(['us', 'iso', 'short']);
  s.header('Meridian Commercial Funding', 'Business Loans  -  Lines of Credit  -  Working Capital Advances  -  SBA Referral',
    'BUSINESS FUNDING APPLICATION', 'MCF-APP-7  |  Broker submission copy');
  s.row([{ l: 'Broker Rep', v: m.iso, w: 0.35 }, { l: 'Rep E-mail', v: `${m.iso.split(' ')[0]!.toLowerCase()}@meridiancf.com`, w: 0.4 },
    { l: 'Submitted', v: date(new Date(Date.UTC(2024, 5, 11)), df), w: 0.25 }], 20);
  s.section('Funding Request');
  const pay = r.chance(0.6), np = r.chance(0.6), fr = r.chance(0.85);
  s.row([{ l: 'Loan Amount Requested', v: money(m.amount, mf), w: 0.34, t: { requested_amount: m.amount } },
    { l: 'Desired Payment', v: pay ? money(m.payment, 'cents') : null, w: 0.33, t: pay ? { requested_payment: m.payment } : undefined },
    { l: 'Number of Payments', v: np ? String(m.nPayments) : null, w: 0.33, t: np ? { number_of_payments: m.nPayments } : undefined }]);
  s.checks('Payment Frequency', FREQS.map((f) => FREQ_LABEL[f]!), fr ? FREQS.indexOf(m.freq) : -1, { payment_frequency: m.freq });
  s.row([{ l: 'Purpose of Funds', v: m.purpose, w: 0.6 }, { l: 'Funds Needed By', v: r.pick(['ASAP', 'Within 2 weeks', '30 days']), w: 0.4 }]);
  s.section('Business Profile');
  s.row([{ l: 'Business Legal Name', v: m.legal, w: 0.55, t: { legal_name: m.legal } }, { l: 'DBA', v: m.dbaPrint || null, w: 0.45, t: m.dba ? { trade_name: m.dba } : undefined }]);
  const tax = bizTaxId(m);
  s.row([{ l: 'Entity Type', v: entityText(m.entityId, r), w: 0.3, t: { type_of_entity: m.entityId } }, { l: 'Federal Tax ID', v: tax.text, w: 0.25, t: tax.tag },
    { l: 'Business Start Date', v: date(m.start, df), w: 0.25, t: { business_start_date: iso(m.start) } }, { l: 'State of Inc.', v: r.chance(0.3) ? 'DE' : m.state, w: 0.2 }]);
  s.row([{ l: 'Industry', v: m.industryText, w: 0.45, t: { industry: m.industryId } }, { l: 'Phone', v: m.phone, w: 0.25 }, { l: 'E-mail', v: m.email, w: 0.3 }]);
  s.row([{ l: 'Address', v: m.street, w: 0.45 }, { l: 'City', v: m.city, w: 0.25 }, { l: 'State', v: m.state, w: 0.12, t: { state_region: m.state, country: 'United States' } },
    { l: 'Zip', v: m.zip, w: 0.18 }]);
  s.row([{ l: 'Avg. Monthly Deposits', v: money(m.monthlySales, mf), w: 0.34 }, { l: 'Annual Revenue', v: money(m.annualRevenue, mf), w: 0.33 },
    { l: 'Avg. Daily Balance', v: money(Math.round(m.monthlySales / 7), mf), w: 0.33 }]);
  s.section('Open Loans and Advances');
  advances(s, m, mf);
  s.section('Principals');
  m.owners.forEach((o, i) => { s.ensure(75); ownerBlock(s, o, i, df, `Principal ${i + 1}`, r.chance(0.25), true); s.y += 3; });
  s.section('Landlord and Trade References');
  s.row([{ l: 'Landlord', v: m.landlord, w: 0.45 }, { l: 'Landlord Phone', v: m.landlordPhone, w: 0.3 }, { l: 'Monthly Rent', v: money(m.rent, mf), w: 0.25 }]);
  references(s, m);
  bank(s, m, ['Business Bank', 'Routing #', 'Account #']);
  authorise(s, m, 'Meridian Commercial Funding and its lending and funding partners', df);
}

export function cedarValley(s: Sheet, m: Model, r: Rng): void {
  const mf = r.pick<Money>(['plain', 'cents']);
  const df = r.pick<DateF>(['long', 'us']);
  s.header('Cedar Valley Enterprise Fund', 'Nonprofit CDFI Microlender  |  SBA Microloan Intermediary  |  Loans $500 - $50,000+',
    'MICROLOAN APPLICATION', 'Form CV-MA 3  (please print in ink)');
  s.note('Answer each question as best you can. A loan officer will call you to talk through anything left blank. Your information is kept confidential.');
  s.section('Section 1. About Your Business');
  s.row([{ l: 'Business legal name', v: m.legal, w: 0.55, t: { legal_name: m.legal } }, { l: 'Operating as (DBA)', v: m.dbaPrint || null, w: 0.45, t: m.dba ? { trade_name: m.dba } : undefined }]);
  const tax = bizTaxId(m);
  s.row([{ l: 'Business structure', v: entityText(m.entityId, r), w: 0.3, t: { type_of_entity: m.entityId } },
    { l: 'Tax ID (EIN, or SSN if sole prop)', v: tax.text, w: 0.3, t: tax.tag },
    { l: 'When did your business open?', v: date(m.start, df), w: 0.4, t: { business_start_date: iso(m.start) } }]);
  s.row([{ l: 'Describe what your business does', v: m.industryText, w: 1, t: { industry: m.industryId } }]);
  s.row([{ l: 'Business address', v: m.street, w: 0.45 }, { l: 'City', v: m.city, w: 0.23 }, { l: 'State', v: m.state, w: 0.12, t: { state_region: m.state, country: 'United States' } },
    { l: 'ZIP', v: m.zip, w: 0.2 }]);
  s.row([{ l: 'Phone', v: m.phone, w: 0.27 }, { l: 'E-mail', v: m.email, w: 0.5 }, { l: 'Full-time employees', v: String(m.employees), w: 0.23 }]);
  s.section('Section 2. Loan Request');
  s.table(['Loan Amount Requested', 'Term (months)', 'Proposed Rate', 'Collateral'], [0.25, 0.2, 0.2, 0.35],
    [[money(m.amount, mf), String(m.termMonths), m.rate, m.collateral]], [[{ requested_amount: m.amount }]], 16);
  const a = Math.round(m.amount * 0.6), b = Math.round(m.amount * 0.25);
  s.table(['How will you use the funds?', 'Amount'], [0.7, 0.3],
    [[m.purpose, money(a, mf)], ['Inventory / supplies', money(b, mf)], ['Marketing', money(m.amount - a - b, mf)]], [], 14, [0]);
  s.section('Section 3. Borrower and Co-Borrowers (owners of 20% or more)');
  m.owners.forEach((o, i) => { s.ensure(75); ownerBlock(s, o, i, df, i === 0 ? 'Borrower' : `Co-Borrower ${i}`, false, r.chance(0.6)); s.y += 3; });
  s.section('Section 4. Household Budget (Borrower)');
  s.table(['Monthly household income', 'Amount', 'Monthly household expenses', 'Amount'], [0.3, 0.2, 0.3, 0.2], [
    ['Take-home pay', money(Math.round(m.pfs.salary! / 14), mf), 'Rent / mortgage', money(Math.round(m.pfs.mortgage! / 300), mf)],
    ['Spouse / partner income', money(Math.round(m.guarantor.income / 12), mf), 'Car payments', money(Math.round(m.pfs.autoLoans! / 48), mf)],
    ['Other income', money(Math.round(m.pfs.otherIncome! / 12), mf), 'Credit cards & other debt', money(Math.round(m.pfs.cards! / 30), mf)]], [], 14, [0, 2]);
  s.section('Section 5. Business Debts and Bank');
  debtSchedule(s, m, mf, df);
  bank(s, m, ['Where does the business bank?', 'Routing number', 'Account number']);
  s.checks('Would you like free technical assistance?', ['Business plan', 'Bookkeeping', 'Marketing', 'No thanks'], r.int(0, 3));
  s.checks('Optional: Veteran-owned?', ['Yes', 'No', 'Prefer not to say'], r.int(0, 2));
  authorise(s, m, 'Cedar Valley Enterprise Fund', df);
}
