// Layout "ledgerline_mca": LedgerLine Funding Group's two-page business funding application (US) with the MCA request
// (payment, number of payments, frequency boxes) beside an existing-advances table, owners printed "Last, First".
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import { A, anyMoney, bizTaxFields, dbaFields, fmtDate, fmtMoney, iso, nameFields, ownerName, ownerTax, regionFields, type DateFmt } from './fmt.ts';
import { AUTH_US, debtRows, entityRow, row, table } from './kit.ts';

const TEAL = '#0f766e';

function header(s: Sheet, page: number): void {
  s.doc.rect(0, 0, 612, 70).fill('#f1f5f4');
  for (let i = 0; i < 4; i++) s.doc.rect(36 + i * 9, 52 - i * 8, 7, 8 + i * 8).fill(i === 3 ? '#f59e0b' : TEAL);
  s.bold(80, 26, 'LedgerLine', 20, TEAL);
  s.text(80, 48, 'FUNDING GROUP  -  Business Funding Application', 8, { color: '#333', font: 'Helvetica-Bold' });
  s.text(400, 24, 'Submit with 4 most recent business bank statements', 6.5, { color: '#555' });
  s.text(400, 34, 'and a copy of a valid driver\'s license (all owners).', 6.5, { color: '#555' });
  s.text(400, 50, `LL-APP-7 | Page ${page} of 2`, 6.5, { color: '#555' });
}
function section(s: Sheet, y: number, t: string): number {
  s.doc.rect(36, y, 4, 12).fill('#f59e0b');
  s.bold(44, y + 1.5, t, 9, TEAL);
  return y + 18;
}

export function ledgerline(s: Sheet, m: Merchant): void {
  const r = s.rng;
  const df: DateFmt = r.pick(['mdy', 'mdyy', 'short_mon', 'long']);
  const mf = r.pick(['dollar', 'cents', 'plain', 'spaced'] as const);
  header(s, 1);
  let y = section(s, 82, 'Funding Request');
  const payPrinted = r.chance(0.75), nPrinted = r.chance(0.8), freqPrinted = r.chance(0.85);
  y = row(s, y, [['Requested Funding Amount', 150, fmtMoney(m.amount, mf), 'amount', { 'application.requested_amount': m.amount }],
    ['Requested Payment', 120, payPrinted ? fmtMoney(m.payment, mf) : '', 'payment', payPrinted ? { 'application.requested_payment': m.payment } : {}],
    ['Number of Payments', 100, nPrinted ? String(m.nPayments) : '', 'n_payments', nPrinted ? { 'application.number_of_payments': m.nPayments } : {}],
    ['Funds Needed By', 170, fmtDate(new Date(m.signDate.getTime() + 7 * 864e5), df), 'needed_by']]);
  s.text(36, y + 1, 'Payment Schedule:', 7.5, { font: 'Helvetica-Bold' });
  let x = 120;
  for (const [label, v] of [['Daily (business days)', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    const on = freqPrinted && m.frequency === v;
    x = s.check(`freq_${v}`, x, y, label, on, on ? { 'application.payment_frequency': v } : {});
  }
  y += 18;
  y = row(s, y, [['Use of Funds', 540, m.proceeds.map(([p, a]) => `${p} ${anyMoney(a, r)}`).join('; '), 'use']]);

  y = section(s, y + 2, 'Business Information');
  y = row(s, y, [['Business Legal Name', 300, m.legal, 'legal_name', { 'application.legal_name': m.legal }],
    ['DBA', 240, m.dbaPrinted ?? '', 'dba', dbaFields(m)]]);
  const showStart = r.chance(0.85);
  y = row(s, y, [['Federal Tax ID', 130, m.taxId, 'tax_id', bizTaxFields(m)],
    ['Business Start Date', 110, showStart ? fmtDate(m.start, df) : '', 'start', showStart ? { 'application.business_start_date': iso(m.start) } : {}],
    ['State of Inc.', 70, m.incState, 'inc_state'], ['Industry', 230, m.industryText, 'industry', { 'application.industry': m.industryId }]]);
  y = row(s, y, [['Business Address', 260, m.address.street, 'street'], ['City', 130, m.address.city, 'city'],
    ['State', 50, m.address.region, 'state', regionFields(m)], ['Zip', 100, m.address.zip, 'zip']]);
  y = row(s, y, [['Phone', 120, m.phone, 'phone'], ['Email', 220, m.email, 'email'], ['Gross Annual Sales', 100, anyMoney(Math.round(m.amount * r.float(8, 14)), r), 'annual'],
    ['Monthly CC Volume', 100, anyMoney(Math.round(m.amount * r.float(0.2, 0.5)), r), 'cc_vol']]);
  y = entityRow(s, m, 36, y + 2, ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor']);

  y = section(s, y + 2, 'Existing Advances / Loans (list all open positions)');
  const adv = m.debts.filter((d) => d.kind === 'MCA' || r.chance(0.6));
  y = table(s, 36, y, [['Funder / Lender', 170], ['Balance', 100], ['Payment', 100], ['Frequency', 90], ['Renewal?', 80]],
    [...adv.map((d) => [d.lender, fmtMoney(d.balance, mf), fmtMoney(Math.round(d.payment / 21), mf), r.pick(['Daily', 'Weekly']), r.pick(['Yes', 'No'])]), ['', '', '', '', '']], 'adv', '#d7efec');

  y = section(s, y, 'Owner / Officer Information');
  m.owners.forEach((o, i) => {
    const [tax, taxF] = ownerTax(i, o, r);
    y = row(s, y, [[`Owner ${i + 1} Name (Last, First)`, 200, ownerName(o, true), `owner${i}_name`, nameFields(i, o)],
      ['Title', 110, o.title, `owner${i}_title`, { [A(i, 'role')]: o.title }], ['Ownership', 70, `${o.pct}%`, `owner${i}_pct`, { [A(i, 'ownership')]: o.pct }],
      ['SSN', 90, tax, `owner${i}_ssn`, taxF], ['DOB', 70, fmtDate(o.dob, 'mdy'), `owner${i}_dob`, { [A(i, 'date_of_birth')]: iso(o.dob) }]]);
    y = row(s, y, [['Home Address', 310, `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.zip}`, `owner${i}_home`],
      ['Mobile', 120, `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.int(1000, 9999)}`, `owner${i}_cell`],
      ['FICO', 110, o.credit !== null ? String(o.credit) : '', `owner${i}_fico`, o.credit !== null ? { [A(i, 'credit_score')]: o.credit } : {}]]);
  });
  s.text(36, 760, 'LedgerLine Funding Group is an independent sales organization. Funding is provided by third-party funders.', 6, { color: '#777' });

  s.newPage();
  header(s, 2);
  y = section(s, 82, 'Other Business Debt');
  y = table(s, 36, y, [['Creditor', 170], ['Type', 80], ['Original', 95], ['Balance', 95], ['Monthly Payment', 100]], debtRows(m, r, 0), 'debt', '#d7efec');
  y = section(s, y, 'Equipment / Collateral');
  y = row(s, y, [['Equipment Being Financed', 220, m.equipment.item, 'equip'], ['Vendor', 180, m.equipment.vendor, 'vendor'], ['Price', 140, fmtMoney(m.equipment.price, mf), 'equip_price']]);
  y = row(s, y, [['Collateral', 300, m.collateral.item, 'collateral'], ['Value', 240, fmtMoney(m.collateral.value, mf), 'collateral_v']]);
  y = section(s, y, 'Personal Financial Snapshot (Owner 1)');
  y = row(s, y, [['Cash & Savings', 135, anyMoney(m.pfs.cash, r), 'pfs_cash'], ['Real Estate', 135, anyMoney(m.pfs.realEstate, r), 'pfs_re'],
    ['Mortgage Balance', 135, anyMoney(m.pfs.mortgage, r), 'pfs_mort'], ['Other Debts', 135, anyMoney(m.pfs.cards, r), 'pfs_cards']]);
  y = section(s, y, 'References');
  y = row(s, y, [['Business Bank', 200, m.bank.name, 'bank'], ['ABA Routing', 120, m.bank.routing, 'routing'], ['Account Number', 220, m.bank.account, 'account']]);
  y = row(s, y, [['Landlord / Mortgage Co.', 220, m.rentOwn === 'Rent' ? m.landlord.name : r.pick(['', 'N/A']), 'landlord'],
    ['Landlord Phone', 150, m.rentOwn === 'Rent' ? m.landlord.phone : '', 'landlord_p'], ['Monthly Rent', 170, anyMoney(m.landlord.rent, r), 'rent']]);
  for (const [i, t] of m.tradeRefs.entries()) {
    y = row(s, y, [[`Trade Reference ${i + 1}`, 220, t.name, `tref${i}`], ['Contact', 170, t.contact, `tref${i}_c`], ['Phone', 150, t.phone, `tref${i}_p`]]);
  }
  s.text(36, y + 2, 'Any bankruptcies in the last 7 years?', 7.5);
  x = s.check('bk_yes', 200, y + 2, 'Yes', m.bankruptcy);
  s.check('bk_no', x, y + 2, 'No', !m.bankruptcy);
  y = s.para(36, y + 18, 540, AUTH_US) + 10;
  m.owners.forEach((o, i) => {
    s.signature(40, y + 12, 160);
    s.rule(36, y + 18, 236);
    s.text(36, y + 21, `Owner ${i + 1} Signature`, 6, { color: '#555' });
    s.value(`sign${i}_date`, 260, y + 6, 120, fmtDate(m.signDate, df), {}, 8.5);
    s.rule(260, y + 18, 380);
    s.text(260, y + 21, 'Date', 6, { color: '#555' });
    y += 32;
  });
  s.box(36, y + 4, 540, 28, '#999', '#f1f5f4');
  s.bold(40, y + 7, 'ISO / Sales Rep', 6.5);
  s.value('iso_name', 40, y + 17, 160, m.iso.name, {}, 8);
  s.value('iso_phone', 210, y + 17, 130, m.iso.phone, {}, 8);
  s.value('iso_email', 350, y + 17, 200, m.iso.email, {}, 8);
}
