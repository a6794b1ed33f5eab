// Layouts 4-5 of set 39: a law and accounting firm funder's serif application and a chiropractic / physical therapy
// broker's intake with referring physicians.
import type { Sheet } from './sheet.ts';
import type { Merchant } from './data.ts';
import { money, fullName } from './data.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { A, row, line, legalF, dbaF, einF, stateF, startF, amountF, industryF, entityF, nameF, roleF, pctF, dobF, scoreF, ssnOf,
  dateText, maybe, cash, signatures, footer } from './parts.ts';

/** Counsel & Ledger Capital: a serif, understated application for law firms and CPA practices. */
export function counsel(s: Sheet, m: Merchant, r: Rng): void {
  const x = 50, W = 512, wine = '#5a1e2b';
  s.labelFont = 'Times-Roman';
  s.label('COUNSEL & LEDGER CAPITAL', 0, 34, { size: 16, bold: true, color: wine, width: 612, align: 'center' });
  s.label('Working Capital Application for Law Firms and Accounting Practices', 0, 54, { size: 9, width: 612, align: 'center' });
  s.line(x, 70, x + W, 70, 0.8, wine); s.line(x, 73, x + W, 73, 0.3, wine);
  let y = 84 + r.int(0, 4);
  s.label('I.  The Firm', x, y, { size: 10, bold: true, color: wine }); y += 15;
  y = line(s, x, y, [['Firm Legal Name', 'legal', m.legal, legalF(m), W]]);
  y = line(s, x, y, [['Trade Name (if different)', 'dba', m.dba, dbaF(m), 300], ['Form of Organization', 'entity', m.entity, entityF(m), 212]]);
  y = line(s, x, y, [['Federal Employer ID No.', 'ein', m.ein, einF(m), 220], ['Date Firm Founded', 'start', maybe(r, dateText(m.start, r.pick(['us', 'long']))), startF(m), 292]]);
  y = line(s, x, y, [['Nature of Practice', 'industry', m.industryText, industryF(m), 300], ['State Organized', 'inc_state', m.incState, {}, 212]]);
  y = line(s, x, y, [['Office Address', 'street', m.street, {}, 250], ['City', 'city', m.city, {}, 140], ['State', 'state', m.state, stateF(m), 62], ['Zip', 'zip', m.zip, {}, 60]]);
  y = line(s, x, y, [['Practice Management System', 'software', m.software, {}, 260], ['Attorneys / Professionals', 'providers', String(m.providers), {}, 252]]);
  y = line(s, x, y, [['Firm Administrator / Office Manager', 'manager', m.manager.name, {}, 330], ['Tel.', 'manager_phone', m.manager.phone, {}, 182]]);
  y = line(s, x, y, [['Operating Account Bank', 'bank', m.bank, {}, 230], ['Routing', 'routing', m.routing, {}, 140], ['Acct.', 'account', m.account, {}, 142]]);
  if (m.kind === 'law') y = line(s, x, y, [['IOLTA / Trust Account (not pledged) Bank', 'iolta_bank', r.pick(['First Citizens', 'Valley National', m.bank]), {}, 300], ['Acct.', 'iolta', r.digits(10), {}, 212]]);
  else y = line(s, x, y, [['Largest Client (by fees)', 'client', r.pick(['Harmon Logistics Inc.', 'Westbrook Dental Group', 'Sterling Auto Parts']), {}, 300], ['Annual Fees', 'fees', money(r.int(40, 300) * 1000), {}, 212]]);
  y += 8;
  s.label('II.  Request', x, y, { size: 10, bold: true, color: wine }); y += 15;
  const n = r.pick([26, 39, 52, 78]), pay = Math.round((m.amount * 1.3) / n / 10) * 10, terms = r.chance(0.6);
  y = line(s, x, y, [['Amount Sought', 'amount', cash(m.amount, r), amountF(m), 180], ['Weekly Payment Desired', 'payment', terms ? money(pay) : null, { [A('requested_payment')]: pay, [A('payment_frequency')]: 'weekly' }, 190],
    ['No. of Payments', 'n', terms ? String(n) : null, { [A('number_of_payments')]: n }, 142]]);
  y = line(s, x, y, [['Purpose', 'use', r.pick(m.kind === 'law' ? ['Case costs on contingency matters', 'Expert witness fees', 'Office relocation'] : ['Tax-season staffing', 'Office relocation', 'Acquire book of clients']), {}, W]]);
  y += 8;
  s.label('III.  Principals', x, y, { size: 10, bold: true, color: wine }); y += 15;
  m.owners.forEach((o, i) => {
    const [ssn, sf] = ssnOf(i, o, r.chance(0.3));
    y = line(s, x, y, [[`${i + 1}. Name`, `o${i}_name`, fullName(o, 'cred'), nameF(i, o), 230], ['Position', `o${i}_title`, o.role, roleF(i, o), 170], ['Interest %', `o${i}_pct`, `${o.pct}%`, pctF(i, o), 112]]);
    y = line(s, x + 12, y, [['Social Security No.', `o${i}_ssn`, ssn, sf, 170], ['Birth Date', `o${i}_dob`, maybe(r, dateText(o.dob, 'us')), dobF(i, o), 140],
      [m.kind === 'law' ? 'Bar No.' : 'License No.', `o${i}_lic`, o.licence, {}, 190]]);
    if (m.owners.length <= 2) y = line(s, x + 12, y, [['Residence', `o${i}_home`, o.home, {}, 330], ['Est. Credit Score', `o${i}_score`, maybe(r, String(o.score), 0.5), scoreF(i, o), 170]]);
  });
  y += 4;
  y = line(s, x, y, [['Referral source / Of Counsel', 'referral', `${r.pick(['Hon. (ret.)', 'Atty.'])} ${m.referrers[0]!.replace('Dr. ', '')}`, {}, W]]);
  signatures(s, m, x, y + 8, W, 'The undersigned represent that the foregoing is true and correct, consent to the review of credit reports and business records, and acknowledge that no client trust funds (IOLTA) or client confidential information are pledged or disclosed by this application.', 'Principal');
  footer(s, `Counsel & Ledger Capital  -  ${r.pick(['1776 K Street NW, Washington, DC', '225 W Wacker Dr, Chicago, IL'])}  -  Confidential`);
}

/** SpineLine Funding: a broker's intake for chiropractic and physical therapy clinics. */
export function spineLine(s: Sheet, m: Merchant, r: Rng): void {
  const x = 36, W = 540, orange = '#c2410c';
  s.doc.rect(0, 0, 14, 792).fill(orange);
  s.label('SpineLine', x, 26, { size: 22, bold: true, color: orange });
  s.label('FUNDING GROUP', x + 2, 50, { size: 8, bold: true, color: '#444' });
  s.label('CLINIC FUNDING APPLICATION\nChiropractic - Physical Therapy - Rehab', 360, 28, { size: 9, bold: true, width: 212, align: 'right' });
  let y = 70 + r.int(0, 5);
  s.band('CLINIC', x, y, W, orange); y += 15;
  y = row(s, x, y, [['Clinic Name (Legal)', 'legal', m.legal, legalF(m), 300], ['Doing Business As', 'dba', m.dba, dbaF(m), 240]]);
  y = row(s, x, y, [['Entity Type', 'entity', m.entity, entityF(m), 110], ['Fed Tax ID', 'ein', m.ein, einF(m), 100], ['Start Date', 'start', maybe(r, dateText(m.start, 'short')), startF(m), 80],
    ['Services', 'industry', m.industryText, industryF(m), 250]]);
  y = row(s, x, y, [['Clinic Address', 'street', m.street, {}, 230], ['City', 'city', m.city, {}, 120], ['ST', 'state', m.state, stateF(m), 40], ['Zip', 'zip', m.zip, {}, 60], ['Clinic Phone', 'phone', m.phone, {}, 90]]);
  y = row(s, x, y, [['Group NPI', 'group_npi', m.groupNpi, {}, 100], ['EMR / Billing Software', 'software', m.software, {}, 130], ['Payer Mix', 'payers', `PI/Auto ${r.int(10, 40)}%, ${m.payers.split(', ')[0]}`, {}, 190],
    ['Visits / Week', 'visits', String(r.int(60, 400)), {}, 120]]);
  y = row(s, x, y, [['Outside Billing Company', 'billing', m.billing.name, {}, 200], ['Billing Co. Phone', 'billing_phone', m.billing.phone, {}, 110], ['Front Desk / Office Manager', 'manager', m.manager.name, {}, 230]]);
  s.band('TOP REFERRING PHYSICIANS', x, y, W, orange); y += 15;
  y = row(s, x, y, m.referrers.map((d, i): [string, string, string, Record<string, unknown>, number] => [`Referring Provider ${i + 1}`, `ref${i}`, `${d}, ${r.pick(['MD', 'DO'])}`, {}, 270]));
  s.band('REQUEST', x, y, W, orange); y += 15;
  y = row(s, x, y, [['Funding Amount Requested', 'amount', cash(m.amount, r), amountF(m), 170], ['Gross Monthly Deposits', 'monthly', m.monthly, {}, 170], ['Current Advances (funder / balance)', 'advances',
    m.funders[0] ? `${m.funders[0].name} / ${m.funders[0].balance}` : 'None', {}, 200]]);
  m.owners.slice(0, 3).forEach((o, i) => {
    s.band(`OWNER ${i + 1}`, x, y, W, orange); y += 15;
    const [ssn, sf] = ssnOf(i, o, r.chance(0.5));
    y = row(s, x, y, [['Owner Name', `o${i}_name`, fullName(o, r.pick(['dr', 'cred'])), nameF(i, o), 190], ['Title', `o${i}_title`, o.role, roleF(i, o), 110],
      ['Ownership', `o${i}_pct`, `${o.pct}%`, pctF(i, o), 60], ['SSN', `o${i}_ssn`, ssn, sf, 90], ['D.O.B.', `o${i}_dob`, maybe(r, dateText(o.dob, 'short')), dobF(i, o), 90]]);
    y = row(s, x, y, [['Home Address', `o${i}_home`, o.home, {}, 250], ['License #', `o${i}_lic`, o.licence, {}, 90], ['Individual NPI', `o${i}_npi`, o.npi, {}, 100],
      ['FICO', `o${i}_score`, maybe(r, String(o.score), 0.4), scoreF(i, o), 100]]);
  });
  signatures(s, m, x, y + 8, W, 'I/We certify the information above is accurate and authorize SpineLine Funding Group and its funding partners to obtain credit reports, verify deposits with our bank and billing company, and contact our landlord (' + m.landlord.name + ') and references.');
  footer(s, `SpineLine Funding Group  -  Submit to: deals@spinelinefunding.com  -  Broker code SL-${r.digits(4)}`);
}
