// Layouts 4-5 of set 270.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, c, entityRow, freqP, freqRow, fullAddress, industry, legal, ownerVals, ownRentRow, signatures, stateP } from './blocks.ts';
import type { Merchant } from './data.ts';
import type { Sheet } from './sheet.ts';

/** Redline Advance: phone-intake sheet, Courier, dense 3-cell rows, principals side by side, internal box on top. */
export function redline(s: Sheet, m: Merchant, r: Rng): void {
  s.title('Redline Advance Group', 'Rep Phone Intake Sheet - complete during call, email to processing@redline.example', 13);
  s.row([c(1, 'INTERNAL USE ONLY - Deal ID', 'office_deal', m.office.deal), c(0.8, 'Rep Code', 'office_rep', m.office.rep), c(0.7, 'Buy Rate', 'office_buy', m.office.buy),
    c(1, 'Lead Source', 'lead', r.pick(['Web', 'Referral', 'UCC list', 'Renewal', 'Cold call']))], 18);
  s.y += 6;
  s.section('Merchant');
  s.row([c(2.2, 'Legal Name', 'legal_name', legal(m)), c(1.3, 'DBA', 'dba', m.dba), c(0.9, 'Fed ID / SSN', 'tax_id', m.taxId)], 20);
  s.row([c(2.4, 'Biz Address', 'biz_street', m.street), c(1.2, 'City', 'biz_city', m.city), c(0.35, 'ST', 'biz_state', stateP(m)), c(0.6, 'Zip', 'biz_zip', m.zip)], 20);
  s.row([c(1.2, 'What do they do?', 'biz_type', industry(m)), c(0.8, 'Start Date', 'start_date', m.start), c(0.5, 'Yrs', 'years', m.yearsInBiz)], 20);
  s.row([c(1, 'Biz Phone', 'biz_phone', m.phone), c(1.3, 'Email', 'biz_email', m.email), c(0.6, 'Inc. State', 'inc_state', m.incState)], 20);
  entityRow(s, m, 'Ent.:', [['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership']], r, 'Other - type');
  ownRentRow(s, m, 'Own/Rent:');
  s.row([c(1.4, 'Landlord', 'landlord', m.ownRent === 'Rent' ? m.landlord : ''), c(1, 'LL Phone', 'landlord_phone', m.ownRent === 'Rent' ? m.landlordPhone : '')], 20);
  s.section('Funding Details');
  s.row([c(1, 'Amt Req.', 'req_amount', m.amount), c(1, 'Est. Pmt', 'req_payment', m.payment), c(0.6, '# Pmts', 'num_payments', m.count), c(0.8, 'Pmt Freq', 'freq', freqP(m))], 20);
  s.row([c(1, 'Mo. Deposits', 'monthly_sales', m.monthlySales), c(1.5, 'Positions (funder / bal.)', 'positions', m.funders.map((f) => `${f.name} ${f.balance}`).join('; '))], 20);
  s.section('Principal / Guarantor');
  const half = (s.width - 8) / 2;
  for (let pair = 0; pair < m.owners.length; pair += 2) {
    s.ensure(84);
    const y0 = s.y;
    let yEnd = y0;
    for (let k = 0; k < 2 && pair + k < m.owners.length; k++) {
      const i = pair + k;
      const o = m.owners[i]!;
      const v = ownerVals(o, i, r.chance(0.4));
      const x = s.x0 + k * (half + 8);
      s.y = y0;
      s.row([c(2.2, `Principal ${i + 1} Name`, `p${i}_name`, v.name), c(1, 'Title', `p${i}_title`, v.role)], 20, x, half);
      s.row([c(0.6, 'Own %', `p${i}_own`, v.own), c(1.2, 'SS#', `p${i}_ssn`, v.ssn), c(1.1, 'DOB', `p${i}_dob`, v.dob)], 20, x, half);
      s.row([c(0.7, 'FICO', `p${i}_fico`, v.fico), c(1.3, 'Cell', `p${i}_cell`, o.phone), c(0.5, 'Home ST', `p${i}_home_state`, o.home.state)], 20, x, half);
      s.row([c(1, 'Home Addr', `p${i}_home`, `${o.home.street}, ${o.home.city} ${o.home.zip}`)], 20, x, half);
      yEnd = s.y;
    }
    s.y = yEnd + 4;
  }
  s.section('Bank Info');
  s.row([c(1, 'Bank', 'bank', m.bank), c(1, 'Routing', 'routing', m.routing), c(1, 'Acct', 'account', m.account)], 20);
  s.note(AUTH, 6);
  signatures(s, m, ['Sig', 'Date']);
}

/** Summit Business Capital: all capitals, lettered sections, funding details first, owner blocks of three rows. */
export function summit(s: Sheet, m: Merchant, r: Rng): void {
  s.title('Summit Business Capital', 'Merchant Application  -  Revenue Based Financing', 15);
  s.section('Funding Details');
  s.row([c(1.2, 'Requested Funding Amount', 'req_amount', m.amount), c(1.2, 'Estimated Payment Amount', 'req_payment', m.payment), c(1, 'Total # of Payments', 'num_payments', m.count)]);
  freqRow(s, m, 'Frequency:', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']);
  s.row([c(2, 'Use of Proceeds', 'use_funds', m.useOfFunds), c(1, 'Avg. Monthly Revenue', 'monthly_sales', m.monthlySales)], 20);
  s.section('Business Information');
  s.row([c(3, "Business Legal Name (as shown on tax return)", 'legal_name', legal(m)), c(2, 'Doing Business As', 'dba', m.dba)]);
  entityRow(s, m, 'Type of Entity:', [['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Corporation', 'c_corporation'], ['LLC', 'llc'], ['LLP', 'llp'], ['LP', 'limited_partnership']], r, 'Other (describe)');
  s.row([c(1.2, 'Federal Tax ID #', 'tax_id', m.taxId), c(1.2, 'Business Inception Date', 'start_date', m.start), c(1, 'State of Organization', 'inc_state', m.incState), c(0.6, 'Employees', 'employees', m.employees)]);
  s.row([c(4, 'Business Location Address', 'biz_address', fullAddress(m)), c(1.2, 'Phone', 'biz_phone', m.phone)]);
  s.row([c(2, 'Industry / Products & Services', 'biz_type', industry(m)), c(1.4, 'Website', 'biz_web', m.website)]);
  ownRentRow(s, m, 'Location is:', 'Owned', 'Rented');
  s.row([c(2, 'Landlord / Property Mgr', 'landlord', m.ownRent === 'Rent' ? m.landlord : 'N/A'), c(1, 'Landlord Contact #', 'landlord_phone', m.ownRent === 'Rent' ? m.landlordPhone : '')], 20);
  s.section('Principal / Guarantor');
  m.owners.slice(0, 3).forEach((o, i) => {
    const v = ownerVals(o, i, r.chance(0.3));
    s.ensure(66);
    s.row([c(2.4, `Principal/Guarantor ${i + 1}`, `p${i}_name`, v.name), c(1.2, 'Title', `p${i}_title`, v.role), c(0.7, 'Ownership', `p${i}_own`, v.own), c(1, 'Credit Score', `p${i}_fico`, v.fico)]);
    s.row([c(1, 'SSN', `p${i}_ssn`, v.ssn), c(1, 'D.O.B.', `p${i}_dob`, v.dob), c(2.4, 'Home Address', `p${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`)]);
    s.y += 4;
  });
  s.section('Business Contact (if other than principal)');
  s.row([c(2, 'Name', 'contact', m.contact.name), c(1, 'Direct Line', 'contact_phone', m.contact.phone)], 20);
  s.section('Trade References');
  m.tradeRefs.forEach((t, i) => s.row([c(2, `Supplier ${i + 1}`, `trade${i}`, t.name), c(1, 'Phone', `trade${i}_phone`, t.phone)], 18));
  s.section('Bank Information');
  s.row([c(1.3, 'Depository Bank', 'bank', m.bank), c(1, 'Routing No.', 'routing', m.routing), c(1.1, 'Account No.', 'account', m.account)], 20);
  s.section('Office Use Only');
  s.row([c(1, 'ISO', 'iso_code', m.iso.code), c(1, 'Deal No.', 'office_deal', m.office.deal), c(1, 'Buy Rate', 'office_buy', m.office.buy), c(1, 'Rep', 'office_rep', m.office.rep)], 20);
  s.note(AUTH, 6);
  signatures(s, m, ['Principal Signature', 'Date']);
}
