// Layout "keystone_universal": Keystone Commercial Capital's three-page universal business financing application (US).
// Boxed grid cells, owners side by side in columns, a personal financial statement, debt schedule, references, landlord.
import type { Merchant } from './model.ts';
import type { Sheet } from './sheet.ts';
import { A, anyMoney, bizTaxFields, dbaFields, fmtDate, fmtMoney, iso, nameFields, ownerName, ownerTax, regionFields, type DateFmt } from './fmt.ts';
import { AUTH_US, debtRows, entityRow, row, table } from './kit.ts';

const NAVY = '#1d3557';

function header(s: Sheet, page: number, total: number): void {
  s.doc.polygon([36, 58], [50, 28], [70, 28], [84, 58]).fill(NAVY);
  s.doc.polygon([52, 58], [60, 40], [68, 58]).fill('#e9c46a');
  s.bold(92, 30, 'KEYSTONE COMMERCIAL CAPITAL', 14, NAVY);
  s.text(92, 47, 'Universal Business Financing Application  |  Loans - Lines - Leases - Revenue-Based Funding', 7.5, { color: '#555' });
  s.text(480, 30, `Page ${page} of ${total}`, 7, { color: '#555' });
  s.text(440, 42, 'Fax: (888) 414-2290  apps@keystonecc.com', 6.5, { color: '#555' });
  s.rule(36, 64, 576, NAVY, 1.5);
}

export function keystone(s: Sheet, m: Merchant): void {
  const r = s.rng;
  const df: DateFmt = r.pick(['mdy', 'mdyy', 'long']);
  header(s, 1, 3);
  let y = 72;
  s.bold(36, y, 'Product(s) of interest:', 7.5);
  let x = 130;
  for (const p of ['Term Loan', 'Line of Credit', 'Equipment Financing', 'Revenue-Based / MCA', 'SBA']) x = s.check(`product_${p}`, x, y, p, p === 'Revenue-Based / MCA' || (p === 'Equipment Financing' && r.chance(0.5)));
  y += 16;
  s.band(36, y, 540, 14, NAVY, 'SECTION 1 - BUSINESS INFORMATION');
  y += 18;
  const sole = m.entityId === 'sole_proprietorship';
  y = row(s, y, [['Legal Business Name (as shown on tax return)', 330, m.legal, 'legal_name', { 'application.legal_name': m.legal }],
    ['DBA / Trade Name', 210, m.dbaPrinted ?? '', 'dba', dbaFields(m)]], 36, true);
  const taxLabel = sole && m.taxType !== 'EIN' ? 'Federal Tax ID (EIN) or SSN if none' : 'Federal Tax ID (EIN)';
  const showStart = r.chance(0.8);
  y = row(s, y, [[taxLabel, 150, m.taxId, 'tax_id', bizTaxFields(m)],
    [showStart ? 'Business Start Date' : 'Years in Business', 110, showStart ? fmtDate(m.start, df) : String(2025 - m.start.getUTCFullYear()), 'start',
      showStart ? { 'application.business_start_date': iso(m.start) } : {}],
    ['State of Incorporation / Organization', 140, m.incState, 'inc_state'], ['# of Employees', 70, String(m.employees), 'employees'],
    ['NAICS Code', 70, String(r.int(111110, 812990)), 'naics']], 36, true);
  y = row(s, y, [['Physical Business Address (no P.O. boxes)', 250, m.address.street, 'street'], ['City', 130, m.address.city, 'city'],
    ['State', 60, m.address.region, 'state', regionFields(m)], ['ZIP', 100, m.address.zip, 'zip']], 36, true);
  y = row(s, y, [['Business Phone', 130, m.phone, 'phone'], ['Business E-mail', 200, m.email, 'email'], ['Website', 210, m.website ?? '', 'website']], 36, true);
  y = row(s, y, [['Type of Business / Industry (describe)', 250, m.industryText, 'industry', { 'application.industry': m.industryId }],
    ['Products / Services Sold', 290, r.pick(['Services and parts', 'Retail sales', 'Contract work', 'Food & beverage']), 'products']], 36, true);
  y += 4;
  y = entityRow(s, m, 36, y, ['Corporation', 'S Corp', 'LLC', 'Partnership', 'LP', 'Sole Proprietor']);
  x = s.check('rent', 36, y, 'Rent', m.rentOwn === 'Rent');
  s.check('own', x, y, 'Own business premises', m.rentOwn === 'Own');
  y += 18;
  s.band(36, y, 540, 14, NAVY, 'SECTION 2 - FINANCING REQUEST');
  y += 18;
  const mf = r.pick(['dollar', 'cents', 'spaced'] as const);
  y = row(s, y, [['Amount Requested', 130, fmtMoney(m.amount, mf), 'amount', { 'application.requested_amount': m.amount }],
    ['Average Monthly Revenue', 130, anyMoney(Math.round(m.amount * r.float(0.6, 1.4)), r), 'avg_rev'],
    ['Annual Gross Sales', 130, anyMoney(Math.round(m.amount * r.float(8, 14)), r), 'annual'],
    ['Time Needed', 150, r.pick(['ASAP', 'Within 2 weeks', '30 days']), 'needed']], 36, true);
  s.bold(36, y + 2, 'Use of Proceeds', 7.5);
  y = table(s, 36, y + 12, [['Purpose', 200], ['Amount', 100]], m.proceeds.map(([p, a]) => [p, anyMoney(a, r)]), 'proceeds');
  s.bold(36, y, 'Equipment to be Financed (if any)', 7.5);
  y = table(s, 36, y + 10, [['Description', 200], ['Vendor / Seller', 200], ['Purchase Price', 140]],
    [[m.equipment.item, m.equipment.vendor, anyMoney(m.equipment.price, r)]], 'equipment');
  s.para(36, y + 4, 540, 'Applications are not commitments to lend. Keystone Commercial Capital arranges financing through third-party lenders and ' +
    'funders; terms, rates and approval are determined solely by the funding source. Incomplete applications will delay processing.');

  // ---- page 2: owners + personal financial statement ----
  s.newPage();
  header(s, 2, 3);
  y = 72;
  s.band(36, y, 540, 14, NAVY, 'SECTION 3 - OWNERS / GUARANTORS (all owners of 20% or more)');
  y += 20;
  const colW = 180;
  m.owners.forEach((o, i) => {
    const x0 = 36 + i * colW;
    const [tax, taxF] = ownerTax(i, o, r);
    s.bold(x0 + 2, y, `Owner ${i + 1}`, 8, NAVY);
    let yy = y + 12;
    yy = row(s, yy, [['Full Name', colW - 4, ownerName(o, false), `owner${i}_name`, nameFields(i, o)]], x0, true);
    yy = row(s, yy, [['Title', 100, o.title, `owner${i}_title`, { [A(i, 'role')]: o.title }], ['Ownership %', colW - 104, `${o.pct}%`, `owner${i}_pct`, { [A(i, 'ownership')]: o.pct }]], x0, true);
    yy = row(s, yy, [['SSN / ITIN', 100, tax, `owner${i}_ssn`, taxF], ['Date of Birth', colW - 104, fmtDate(o.dob, df), `owner${i}_dob`, { [A(i, 'date_of_birth')]: iso(o.dob) }]], x0, true);
    yy = row(s, yy, [['Home Address', colW - 4, o.home.street, `owner${i}_home`]], x0, true);
    yy = row(s, yy, [['City / State / ZIP', colW - 4, `${o.home.city}, ${o.home.region} ${o.home.zip}`, `owner${i}_homecity`]], x0, true);
    const cs = o.credit !== null ? String(o.credit) : '';
    row(s, yy, [['Cell Phone', 100, `(${r.int(201, 989)}) ${r.int(200, 989)}-${r.int(1000, 9999)}`, `owner${i}_cell`],
      ['Est. Credit Score', colW - 104, cs, `owner${i}_fico`, o.credit !== null ? { [A(i, 'credit_score')]: o.credit } : {}]], x0, true);
  });
  y += 12 + 6 * 24 + 14;
  s.band(36, y, 540, 14, NAVY, 'SECTION 4 - PERSONAL FINANCIAL STATEMENT (Owner 1)');
  y += 18;
  const p = m.pfs;
  const assets: [string, number][] = [['Cash on hand & in banks', p.cash], ['Real estate (market value)', p.realEstate], ['Retirement accounts / IRA', p.retirement]];
  const liab: [string, number][] = [['Mortgages on real estate', p.mortgage], ['Credit cards / installment', p.cards], ['Other liabilities', 0]];
  table(s, 36, y, [['ASSETS', 170], ['Amount', 95]], assets.map(([l, v]) => [l, anyMoney(v, r)]), 'pfs_assets');
  y = table(s, 311, y, [['LIABILITIES', 170], ['Amount', 95]], liab.map(([l, v]) => [l, v ? anyMoney(v, r) : '']), 'pfs_liab');
  y = row(s, y, [['Total Net Worth', 170, anyMoney(p.cash + p.realEstate + p.retirement - p.mortgage - p.cards, r), 'pfs_net'],
    ['Annual Personal Income', 150, anyMoney(r.int(60, 260) * 1000, r), 'pfs_income']], 36, true);
  s.para(36, y + 6, 540, 'The personal financial statement is provided to induce credit to the business. Figures are unaudited and ' +
    'reported by the owner. Keystone may request tax returns to verify any amount. Contingent liabilities (guarantees, lawsuits) ' +
    'must be disclosed in Section 5.');

  // ---- page 3: debt schedule, references, declarations, signatures ----
  s.newPage();
  header(s, 3, 3);
  y = 72;
  s.band(36, y, 540, 14, NAVY, 'SECTION 5 - BUSINESS DEBT SCHEDULE (loans, leases, advances)');
  y = table(s, 36, y + 18, [['Creditor / Funder', 160], ['Type', 80], ['Original Amount', 100], ['Current Balance', 100], ['Monthly Payment', 100]], debtRows(m, r), 'debt');
  s.band(36, y, 540, 14, NAVY, 'SECTION 6 - REFERENCES & PREMISES');
  y += 18;
  y = row(s, y, [['Business Bank', 180, m.bank.name, 'bank'], ['Routing #', 120, m.bank.routing, 'routing'], ['Account #', 120, m.bank.account, 'account'],
    ['Avg. Balance', 120, anyMoney(m.bank.balance, r), 'bank_bal']], 36, true);
  for (const [i, t] of m.tradeRefs.entries()) {
    y = row(s, y, [[`Trade Reference ${i + 1}`, 220, t.name, `tref${i}`], ['Contact', 170, t.contact, `tref${i}_c`], ['Phone', 150, t.phone, `tref${i}_p`]], 36, true);
  }
  y = row(s, y, [['Landlord / Mortgage Holder', 220, m.rentOwn === 'Rent' ? m.landlord.name : '', 'landlord'], ['Landlord Phone', 150, m.rentOwn === 'Rent' ? m.landlord.phone : '', 'landlord_p'],
    ['Monthly Rent / Mortgage', 170, anyMoney(m.landlord.rent, r), 'rent']], 36, true);
  y = row(s, y, [['Collateral Offered', 300, m.collateral.item, 'collateral'], ['Est. Value', 240, anyMoney(m.collateral.value, r), 'collateral_v']], 36, true);
  y += 4;
  s.text(36, y, 'Has the business or any owner ever filed for bankruptcy?', 7.5);
  x = s.check('bk_yes', 260, y, 'Yes', m.bankruptcy);
  s.check('bk_no', x, y, 'No', !m.bankruptcy);
  y += 14;
  s.text(36, y, 'Any open tax liens, judgments or pending lawsuits?', 7.5);
  x = s.check('lien_yes', 260, y, 'Yes', false);
  s.check('lien_no', x, y, 'No', true);
  y = s.para(36, y + 16, 540, AUTH_US) + 8;
  s.band(36, y, 540, 14, NAVY, 'SIGNATURES');
  y += 22;
  m.owners.forEach((o, i) => {
    const x0 = 36 + i * 180;
    s.signature(x0 + 4, y + 14, 140);
    s.rule(x0, y + 20, x0 + 170);
    s.text(x0, y + 23, `Signature - Owner ${i + 1}`, 6, { color: '#555' });
    s.value(`sign${i}_date`, x0, y + 34, 170, fmtDate(m.signDate, df), {}, 8);
    s.rule(x0, y + 46, x0 + 170);
    s.text(x0, y + 49, 'Date', 6, { color: '#555' });
  });
  y += 66;
  s.box(36, y, 540, 34, '#999', '#f4f4f4');
  s.bold(40, y + 3, 'FOR OFFICE USE - Referring ISO / Broker', 6.5);
  s.value('iso_name', 40, y + 16, 160, m.iso.name, {}, 8);
  s.value('iso_phone', 210, y + 16, 130, m.iso.phone, {}, 8);
  s.value('iso_email', 350, y + 16, 200, m.iso.email, {}, 8);
  s.text(36, 760, 'KCC-UBFA rev. 03/2024   Keystone Commercial Capital is a commercial finance broker and not a lender.', 6, { color: '#777' });
}
