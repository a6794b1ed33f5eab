// Layouts 1-3 of set 270.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, blank, c, entityRow, freqP, freqRow, fullAddress, industry, legal, ownerVals, ownRentRow, signatures, stateP } from './blocks.ts';
import type { Merchant } from './data.ts';
import type { Sheet } from './sheet.ts';

/** Keystone Merchant Funding: funder-direct, lettered sections, office-use box beside the title, owner blocks. */
export function keystone(s: Sheet, m: Merchant, r: Rng): void {
  const top = s.y;
  s.title('Keystone Merchant Funding', 'Business Cash Advance Application  |  Fax 800-555-0143  |  apps@keystonemf.example');
  const y1 = s.y;
  s.y = top;
  s.doc.font(s.look.boldFont).fontSize(6).fillColor('#000').text(s.up('OFFICE USE ONLY'), 400, top - 7, { lineBreak: false });
  s.row([c(1, 'Deal ID', 'office_deal', m.office.deal), c(0.8, 'Rep Code', 'office_rep', m.office.rep), c(0.7, 'Buy Rate', 'office_buy', m.office.buy)], 20, 400, 176);
  s.y = Math.max(y1, s.y) + 4;
  s.section('Business Information');
  s.row([c(3, 'Legal / Corporate Name', 'legal_name', legal(m)), c(2, 'DBA (if any)', 'dba', m.dba)]);
  s.row([c(3, 'Physical Address (no P.O. boxes)', 'biz_street', m.street), c(1.5, 'City', 'biz_city', m.city), c(0.5, 'State', 'biz_state', stateP(m)), c(0.8, 'Zip', 'biz_zip', m.zip)]);
  s.row([c(1, 'Business Phone', 'biz_phone', m.phone), c(1.4, 'E-mail', 'biz_email', m.email), c(1.2, 'Website', 'biz_web', m.website)]);
  s.row([c(1.1, 'Federal Tax ID', 'tax_id', m.taxId), c(1.1, 'Business Start Date', 'start_date', m.start), c(0.8, 'State of Inc.', 'inc_state', m.incState), c(0.6, '# Employees', 'employees', m.employees)]);
  entityRow(s, m, 'Entity:', [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship'], ['S-Corp', 's_corporation'], ['Non-Profit', 'nonprofit_corporation']], r);
  s.row([c(2, 'Type of Business / Products Sold', 'biz_type', industry(m)), c(1, 'Use of Funds', 'use_funds', m.useOfFunds), c(1, 'Avg Monthly Sales', 'monthly_sales', m.monthlySales)]);
  ownRentRow(s, m, 'Business Location:');
  s.row([c(2, 'Landlord / Mortgage Holder', 'landlord', m.ownRent === 'Rent' ? m.landlord : ''), c(1, 'Landlord Phone', 'landlord_phone', m.ownRent === 'Rent' ? m.landlordPhone : ''), c(0.8, 'Monthly Rent/Mtg', 'rent', m.rent)]);
  s.section('Funding Details');
  s.row([c(1.2, 'Requested Amount', 'req_amount', m.amount), c(1, 'Est. Payment', 'req_payment', m.payment), c(0.8, 'No. of Payments', 'num_payments', m.count), c(0.8, 'Term (months)', 'term', m.termMonths)]);
  freqRow(s, m, 'Payment Frequency:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']);
  s.section('Principal / Guarantor');
  m.owners.forEach((o, i) => {
    const v = ownerVals(o, i, false);
    s.ensure(90);
    s.row([c(3, `Principal #${i + 1} Full Name`, `p${i}_name`, v.name), c(1.4, 'Title', `p${i}_title`, v.role), c(0.8, 'Ownership %', `p${i}_own`, v.own)]);
    s.row([c(1, 'SSN', `p${i}_ssn`, v.ssn), c(1, 'Date of Birth', `p${i}_dob`, v.dob), c(0.8, 'Credit Score (est.)', `p${i}_fico`, v.fico), c(1.2, 'Cell Phone', `p${i}_cell`, o.phone)]);
    s.row([c(3, 'Home Address', `p${i}_home`, o.home.street), c(1.4, 'City', `p${i}_home_city`, o.home.city), c(0.5, 'State', `p${i}_home_state`, o.home.state), c(0.8, 'Zip', `p${i}_home_zip`, o.home.zip)]);
    s.y += 3;
  });
  s.section('Bank & Trade References');
  s.row([c(1.3, 'Business Bank', 'bank', m.bank), c(1, 'Routing #', 'routing', m.routing), c(1.1, 'Account #', 'account', m.account)]);
  m.tradeRefs.slice(0, 2).forEach((t, i) => s.row([c(2, `Trade Reference ${i + 1}`, `trade${i}`, t.name), c(1, 'Phone', `trade${i}_phone`, t.phone)], 20));
  s.section('Authorization');
  s.note(AUTH);
  signatures(s, m, ['Signature of Principal', 'Date']);
}

/** Bluewater Merchant Services: ISO submission, all capitals, ISO box first, one-line address, owner table. */
export function bluewater(s: Sheet, m: Merchant, r: Rng): void {
  s.title('Bluewater Merchant Services', 'ISO Submission Form - Working Capital / Merchant Cash Advance', 14);
  s.section('ISO / Broker Information');
  s.row([c(2, 'ISO Rep Name', 'iso_rep', m.iso.rep), c(1, 'ISO Code', 'iso_code', m.iso.code), c(1.3, 'ISO Phone', 'iso_phone', m.iso.phone)], 20);
  s.section('Merchant');
  s.row([c(3, 'Corporate Legal Name', 'legal_name', legal(m)), c(2, 'D/B/A', 'dba', m.dba)]);
  s.row([c(1, 'Entity Type', 'entity', r.chance(0.08) ? '' : m.entityText, { 'application.type_of_entity': m.entity.id }), c(1.2, 'Fed Tax ID #', 'tax_id', m.taxId), c(0.7, 'State of Inc', 'inc_state', m.incState), c(0.7, 'Yrs in Bus.', 'years', m.yearsInBiz)]);
  s.row([c(4, 'Business Address (Street, City, State, Zip)', 'biz_address', fullAddress(m)), c(1.4, 'Bus. Phone', 'biz_phone', m.phone)]);
  s.row([c(2, 'Nature of Business', 'biz_type', industry(m)), c(1, 'Date Business Started', 'start_date', m.start), c(1, 'Gross Annual Sales', 'annual', m.annualRevenue)]);
  ownRentRow(s, m, 'Premises:', 'Own', 'Lease');
  s.section('Funding Details');
  s.row([c(1.2, 'Amount Requested', 'req_amount', m.amount), c(0.8, 'Term (Months)', 'term', m.termMonths), c(1, 'Pmt Frequency', 'freq', freqP(m)), c(1.2, 'Est. Daily/Wkly Payment', 'req_payment', m.payment)]);
  s.section('Existing Advances / Balances');
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    s.row([c(2, 'Funder', `funder${i}`, f?.name ?? ''), c(1, 'Balance', `funder${i}_bal`, f?.balance ?? ''), c(1, 'Payment', `funder${i}_pmt`, f?.payment ?? '')], 18);
  }
  s.section('Principal / Guarantor');
  const caps = ['Name (Last, First)', 'Title', '% Own', 'SSN', 'DOB', 'FICO'];
  const ws = [2.6, 1.3, 0.6, 1.2, 1.1, 0.6];
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    if (!o) { s.row(ws.map((w, k) => blank(w, caps[k]!)), 20); continue; }
    const v = ownerVals(o, i, true);
    s.row([c(ws[0]!, caps[0]!, `g${i}_name`, v.name), c(ws[1]!, caps[1]!, `g${i}_title`, v.role), c(ws[2]!, caps[2]!, `g${i}_own`, v.own),
      c(ws[3]!, caps[3]!, `g${i}_ssn`, v.ssn), c(ws[4]!, caps[4]!, `g${i}_dob`, v.dob), c(ws[5]!, caps[5]!, `g${i}_fico`, v.fico)], 20);
  }
  const o0 = m.owners[0]!;
  s.row([c(3, 'Home Address of Guarantor #1', 'g0_home', `${o0.home.street}, ${o0.home.city}, ${o0.home.state} ${o0.home.zip}`), c(1, 'Home Phone', 'g0_phone', o0.phone)], 20);
  s.section('Bank');
  s.row([c(1.3, 'Bank Name', 'bank', m.bank), c(1, 'ABA / Routing', 'routing', m.routing), c(1.1, 'Acct #', 'account', m.account)], 20);
  s.note(AUTH);
  signatures(s, m, ['Guarantor Signature', 'Date']);
  s.section('Office Use Only');
  s.row([c(1, 'Deal #', 'office_deal', m.office.deal), c(1, 'Buy Rate', 'office_buy', m.office.buy), c(1, 'Sell Rate', 'office_sell', m.office.sell), c(1, 'Points', 'office_points', m.office.points)], 20);
}

/** Meridian Capital Partners: two pages, Times, separate first/last name cells, office box at page 1's foot. */
export function meridian(s: Sheet, m: Merchant, _r: Rng): void {
  s.title('Meridian Capital Partners', 'Small Business Funding Application - Page 1 of 2', 16);
  s.section('Company Information');
  s.row([c(1, 'Business Legal Name', 'legal_name', legal(m))], 22);
  s.row([c(2, 'Trade Name / DBA', 'dba', m.dba), c(1.2, 'Entity Type', 'entity', m.entityText, { 'application.type_of_entity': m.entity.id })]);
  s.row([c(1.2, 'Tax ID (EIN)', 'tax_id', m.taxId), c(1.4, 'Date Business Established', 'start_date', m.start), c(0.9, 'Incorporated In (State)', 'inc_state', m.incState)]);
  s.row([c(3, 'Street Address', 'biz_street', m.street), c(1.3, 'City', 'biz_city', m.city), c(0.5, 'St', 'biz_state', stateP(m)), c(0.8, 'Zip Code', 'biz_zip', m.zip)]);
  s.row([c(2, 'Industry / Description of Business', 'biz_type', industry(m)), c(1, 'Telephone', 'biz_phone', m.phone), c(1.2, 'Email', 'biz_email', m.email)]);
  ownRentRow(s, m, 'Premises:');
  s.row([c(2, 'Landlord Name', 'landlord', m.ownRent === 'Rent' ? m.landlord : 'N/A'), c(1, 'Landlord Phone', 'landlord_phone', m.ownRent === 'Rent' ? m.landlordPhone : ''), c(1, 'Rent / Month', 'rent', m.rent)]);
  s.section('Funding Request');
  s.row([c(1, 'Amount Requested', 'req_amount', m.amount), c(1, 'Estimated Payment', 'req_payment', m.payment), c(1, 'Number of Payments', 'num_payments', m.count), c(1.3, 'Purpose', 'use_funds', m.useOfFunds)]);
  freqRow(s, m, 'Remittance:', ['Daily', 'Weekly', 'Every 2 Weeks', 'Monthly']);
  s.section('Current Financing');
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    s.row([c(2, 'Lender / Funder', `funder${i}`, f?.name ?? ''), c(1, 'Balance Owed', `funder${i}_bal`, f?.balance ?? ''), c(1, 'Payment Amount', `funder${i}_pmt`, f?.payment ?? '')], 18);
  }
  s.section('Point of Contact (if not an owner)');
  s.row([c(2, 'Contact Name', 'contact', m.contact.name), c(1, 'Contact Phone', 'contact_phone', m.contact.phone)], 20);
  s.y = Math.max(s.y + 10, 660);
  s.doc.font(s.look.boldFont).fontSize(7).fillColor('#000').text(s.up('For Office Use Only - Do Not Write Below'), s.x0, s.y, { lineBreak: false });
  s.y += 10;
  s.row([c(1, 'Deal ID', 'office_deal', m.office.deal), c(1, 'Underwriter', 'office_rep', m.office.rep), c(1, 'Factor', 'office_buy', m.office.buy), c(1, 'Points', 'office_points', m.office.points)], 20);
  s.newPage();
  s.title('Meridian Capital Partners', 'Small Business Funding Application - Page 2 of 2', 12);
  s.section('Principal / Guarantor Information');
  m.owners.forEach((o, i) => {
    const v = ownerVals(o, i, false);
    const mi = / ([A-Z])\./i.exec(o.name)?.[1] ?? '';
    s.row([c(1.5, `Guarantor ${i + 1} - First Name`, `p${i}_first`, { text: o.first, fields: { [`application.applicants[${i}].first_name`]: o.first } }), c(0.4, 'M.I.', `p${i}_mi`, mi),
      c(1.8, 'Last Name', `p${i}_last`, { text: o.last, fields: { [`application.applicants[${i}].last_name`]: o.last } }), c(1.2, 'Title', `p${i}_title`, v.role)]);
    s.row([c(0.8, '% of Ownership', `p${i}_own`, v.own), c(1.2, 'Social Security #', `p${i}_ssn`, v.ssn), c(1.1, 'Date of Birth', `p${i}_dob`, v.dob), c(0.8, 'FICO', `p${i}_fico`, v.fico)]);
    s.row([c(3, 'Residence Address', `p${i}_home`, `${o.home.street}, ${o.home.city}`), c(0.5, 'State', `p${i}_home_state`, o.home.state), c(0.8, 'Zip', `p${i}_home_zip`, o.home.zip), c(1.2, 'Mobile', `p${i}_cell`, o.phone)]);
    s.y += 6;
  });
  s.section('Business References');
  m.tradeRefs.forEach((t, i) => s.row([c(2, `Reference ${i + 1}`, `trade${i}`, t.name), c(1, 'Phone', `trade${i}_phone`, t.phone)], 18));
  s.section('Signatures');
  s.note(AUTH, 7);
  signatures(s, m, ['Principal', 'Date']);
}
