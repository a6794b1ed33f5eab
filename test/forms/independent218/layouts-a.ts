// Two brokers: Keystone Bridge Capital (US, business and owner #1 in two columns on page 1) and Maple Ledger Funding
// (Canada, four-field rows with captions above, owners as the columns of one matrix).
import type { Form } from './draw.ts';
import type { Merchant } from './data.ts';
import { DECOY, amount, authorisation, credit, dba, dob, entity, freq, industry, isoBox, legal, nPayments, ownerName, ownerTax, payment, pct, region, role,
  signatures, signedDate, start, taxId, FREQS } from './common.ts';

const NAVY = '#12335b', GOLD = '#c9a227';

export function keystone(f: Form, m: Merchant): void {
  const d = f.doc;
  // Logo: a keystone (trapezoid) with a bridge arc.
  d.polygon([36, 28], [62, 28], [58, 58], [40, 58]).fill(NAVY);
  d.lineWidth(2).strokeColor(GOLD).moveTo(30, 66).quadraticCurveTo(49, 48, 68, 66).stroke();
  f.text(76, 30, 'KEYSTONE BRIDGE CAPITAL', 15, 'Helvetica-Bold', NAVY);
  f.text(76, 48, 'Working Capital Solutions  |  1200 Hamilton St, Suite 410, Allentown, PA 18101  |  (610) 555-0142', 6.5, 'Helvetica', '#333');
  f.text(430, 30, 'MERCHANT APPLICATION', 10, 'Helvetica-Bold', GOLD);
  f.text(430, 44, 'Submit to deals@keystonebridgecap.example', 6, 'Helvetica', '#555');
  const L = 30, R = 312, W = 270, top = 80;
  // Left column: the business.
  f.bar(L, top, W, 'SECTION 1 - BUSINESS INFORMATION', NAVY);
  let y = top + 15;
  const row = 20;
  f.cell(L, y, W, row, 'Legal / Corporate Name', m.legal, legal(m), 'legal_name'); y += row;
  f.cell(L, y, W, row, 'DBA (Doing Business As)', m.dbaText, dba(m), 'dba'); y += row;
  f.cell(L, y, 180, row, 'Physical Address (no P.O. Box)', m.street, null, 'street');
  f.cell(L + 180, y, 90, row, 'Landlord / Mortgage Co.', m.own === 'Rent' ? m.landlord.name : '', DECOY, 'landlord'); y += row;
  f.cell(L, y, 110, row, 'City', m.city, null, 'city');
  f.cell(L + 110, y, 40, row, 'State', m.region, region(m), 'state');
  f.cell(L + 150, y, 50, row, 'Zip', m.postal, null, 'zip');
  f.cell(L + 200, y, 70, row, 'Landlord Phone', m.own === 'Rent' ? m.landlord.phone : '', DECOY, 'landlord_phone'); y += row;
  f.cell(L, y, 100, row, 'Business Phone', m.phone, null, 'phone');
  f.cell(L + 100, y, 170, row, 'Business Email', m.email, null, 'email'); y += row;
  f.cell(L, y, 100, row, 'Federal Tax ID', m.taxText, taxId(m), 'tax_id');
  f.cell(L + 100, y, 90, row, 'Business Start Date', m.startText, start(m), 'start');
  f.cell(L + 190, y, 80, row, 'State of Incorporation', m.incRegion, DECOY, 'inc_state'); y += row;
  f.cell(L, y, 150, row, 'Entity Type (LLC, Corp, etc.)', m.entityText, entity(m), 'entity');
  f.cell(L + 150, y, 120, row, 'Website', m.website, null, 'website'); y += row;
  f.cell(L, y, 190, row, 'Type of Business / Products Sold', m.industryText, industry(m), 'industry');
  f.cell(L + 190, y, 80, row, '# Employees', String(m.employees), null, 'employees'); y += row;
  f.doc.lineWidth(0.5).strokeColor('#555').rect(L, y, W, 16).stroke();
  f.text(L + 3, y + 5, 'Premises:', 6.5, 'Helvetica-Bold');
  f.checks(L + 40, y + 4.5, ['Own', 'Rent'], m.own, null, 'own_rent');
  f.cell(L + 150, y, 120, 16, 'Monthly Rent / Mortgage', m.own === 'Rent' ? m.landlord.rent : '', DECOY, 'rent'); y += 24;
  // Left column, lower: funding request with existing lender beside it.
  f.bar(L, y, W, 'SECTION 3 - FUNDING REQUEST', NAVY); y += 15;
  f.cell(L, y, 90, row, 'Amount Requested', m.amountText, amount(m), 'amount');
  f.cell(L + 90, y, 90, row, 'Current Lender / Funder', m.lender.name, DECOY, 'lender');
  f.cell(L + 180, y, 90, row, 'Current Balance', m.lender.balance, DECOY, 'lender_balance'); y += row;
  f.cell(L, y, 90, row, 'Use of Funds', m.useOfFunds, null, 'use');
  f.cell(L + 90, y, 90, row, 'Avg. Monthly Sales', m.monthlySales, null, 'sales');
  f.cell(L + 180, y, 90, row, 'Lender Daily Payment', m.lender.payment, DECOY, 'lender_payment'); y += row + 8;
  // Right column: owner #1, then the ISO rep.
  f.bar(R, top, W, 'SECTION 2 - OWNER / GUARANTOR #1', NAVY);
  const o = m.owners[0]!;
  let oy = top + 15;
  f.cell(R, oy, 170, row, 'Owner Full Name', o.printedName, ownerName(o, 0), 'o1_name');
  f.cell(R + 170, oy, 100, row, 'Title', o.title, role(o, 0), 'o1_title'); oy += row;
  f.cell(R, oy, 60, row, 'Ownership %', o.pctText, pct(o, 0), 'o1_pct');
  f.cell(R + 60, oy, 90, row, 'Date of Birth', o.dobText, dob(o, 0), 'o1_dob');
  f.cell(R + 150, oy, 120, row, 'SSN', o.taxText, o.taxText ? ownerTax(o, 0, 'US') : null, 'o1_ssn'); oy += row;
  f.cell(R, oy, W, row, 'Home Address', o.home.street, DECOY, 'o1_home'); oy += row;
  f.cell(R, oy, 120, row, 'City', o.home.city, DECOY, 'o1_city');
  f.cell(R + 120, oy, 50, row, 'State', o.home.region, DECOY, 'o1_state');
  f.cell(R + 170, oy, 100, row, 'Zip', o.home.postal, DECOY, 'o1_zip'); oy += row;
  f.cell(R, oy, 100, row, 'Cell Phone', o.cell, null, 'o1_cell');
  f.cell(R + 100, oy, 110, row, 'Email', o.email, null, 'o1_email');
  f.cell(R + 210, oy, 60, row, 'Credit Score', o.credit === null ? null : String(o.credit), credit(o, 0), 'o1_fico'); oy += row + 10;
  oy = isoBox(f, m, R, oy, W, 'Keystone Bridge Capital - Authorized ISO Partner Program', GOLD) + 6;
  f.bar(R, oy, W, 'BANK ON FILE (for deposits only)', '#5b6b7f', '#fff', 11); oy += 13;
  f.cell(R, oy, 100, row, 'Bank Name', m.bank.name, DECOY, 'bank');
  f.cell(R + 100, oy, 80, row, 'ABA Routing #', m.bank.routing, DECOY, 'routing');
  f.cell(R + 180, oy, 90, row, 'Account #', m.bank.account, DECOY, 'account'); oy += row + 6;
  const ty = Math.max(y, oy) + 4;
  f.bar(L, ty, 552, 'TRADE REFERENCES', '#5b6b7f', '#fff', 11);
  m.refs.forEach((r, i) => {
    f.cell(L + i * 276, ty + 13, 180, 18, `Reference ${i + 1} - Company`, r.name, DECOY, `ref${i}`);
    f.cell(L + i * 276 + 180, ty + 13, 96, 18, 'Phone', r.phone, DECOY, `ref${i}_phone`);
  });
  f.text(L, 760, 'Page 1 of 2  -  KBC-APP rev. 08/2023  -  Additional owners on page 2', 6, 'Helvetica', '#777');
  // Page 2: further owners side by side, requested terms, authorisation, signatures.
  f.newPage();
  f.bar(L, 30, 552, 'SECTION 4 - ADDITIONAL OWNERS (20% OR MORE)', NAVY);
  for (let i = 1; i < 3; i++) {
    const x = i === 1 ? L : R, ow = m.owners[i];
    let yy = 47;
    f.text(x, yy, `OWNER / GUARANTOR #${i + 1}`, 7, 'Helvetica-Bold', NAVY); yy += 10;
    f.cell(x, yy, 170, row, 'Owner Full Name', ow?.printedName ?? '', ow ? ownerName(ow, i) : null, `o${i + 1}_name`);
    f.cell(x + 170, yy, 100, row, 'Title', ow?.title ?? '', ow ? role(ow, i) : null, `o${i + 1}_title`); yy += row;
    f.cell(x, yy, 60, row, 'Ownership %', ow?.pctText ?? '', ow ? pct(ow, i) : null, `o${i + 1}_pct`);
    f.cell(x + 60, yy, 90, row, 'Date of Birth', ow?.dobText ?? '', ow ? dob(ow, i) : null, `o${i + 1}_dob`);
    f.cell(x + 150, yy, 120, row, 'SSN', ow?.taxText ?? '', ow && ow.taxText ? ownerTax(ow, i, 'US') : null, `o${i + 1}_ssn`); yy += row;
    f.cell(x, yy, 200, row, 'Home Address, City, State', ow ? `${ow.home.street}, ${ow.home.city}, ${ow.home.region}` : '', DECOY, `o${i + 1}_home`);
    f.cell(x + 200, yy, 70, row, 'Credit Score', ow?.credit != null ? String(ow.credit) : '', ow ? credit(ow, i) : null, `o${i + 1}_fico`);
  }
  f.bar(L, 135, 552, 'SECTION 5 - REQUESTED TERMS (completed by ISO)', NAVY);
  f.cell(L, 150, 120, row, 'Requested Payment', m.paymentText, m.paymentText ? payment(m) : null, 'payment');
  f.cell(L + 120, 150, 90, row, '# of Payments', m.nPayments === null ? null : String(m.nPayments), m.nPayments ? nPayments(m) : null, 'n_payments');
  f.doc.lineWidth(0.5).strokeColor('#555').rect(L + 210, 150, 342, row).stroke();
  f.text(L + 213, 151.5, 'Payment Schedule', 5.2, 'Helvetica', '#444');
  f.checks(L + 220, 160, FREQS, m.freqText, m.freq ? freq(m) : null, 'freq', 10, 7);
  authorisation(f, L, 185, 552, 'Keystone Bridge Capital', false, 6);
  signatures(f, m, L, 300, 552, signedDate(m));
  f.para(L, 370, 552, 'Keystone Bridge Capital is a commercial finance broker and not a lender. Approval is at the sole discretion of the funding partner. Incomplete applications will delay funding. Please attach the last four (4) months of business bank statements, a voided business check and a copy of each owner\'s driver\'s licence.', 5.5, '#555');
  f.text(L, 760, 'Page 2 of 2  -  KBC-APP rev. 08/2023', 6, 'Helvetica', '#777');
}

const RED = '#b3202a';

export function maple(f: Form, m: Merchant): void {
  const d = f.doc, L = 28, W = 556;
  // Logo: a stylised maple leaf (a red polygon) in a circle.
  d.circle(52, 46, 20).lineWidth(1.5).strokeColor(RED).stroke();
  d.polygon([52, 30], [56, 40], [64, 37], [60, 47], [67, 50], [56, 53], [54, 62], [50, 62], [48, 53], [37, 50], [44, 47], [40, 37], [48, 40]).fill(RED);
  f.text(80, 30, 'Maple Ledger Funding Inc.', 16, 'Times-Bold', '#222');
  f.text(80, 49, '88 Front Street East, 6th Floor, Toronto, ON  M5E 1C3   |   1-888-555-0190   |   applications@mapleledger.example', 6.5, 'Helvetica', '#444');
  f.text(440, 66, 'BUSINESS FUNDING APPLICATION', 8, 'Helvetica-Bold', RED);
  d.lineWidth(1).strokeColor(RED).moveTo(L, 78).lineTo(L + W, 78).stroke();
  const h = 16, gap = 10;
  let y = 86;
  const rowOf = (cells: [string, number, string | null, ReturnType<typeof legal> | null, string][]): void => {
    let x = L;
    for (const [cap, w, val, fields, key] of cells) { f.cell(x, y + 7, w, h, cap, val, fields, key, true); x += w; }
    y += h + gap;
  };
  f.bar(L, y, W, '1. THE BUSINESS', '#333'); y += 16;
  rowOf([['Legal Name of Business', 300, m.legal, legal(m), 'legal_name'], ['Operating Name (O/A)', 256, m.dbaText, dba(m), 'dba']]);
  rowOf([['Street Address', 230, m.street, null, 'street'], ['City', 120, m.city, null, 'city'], ['Province', 60, m.region, region(m), 'province'], ['Postal Code', 70, m.postal, null, 'postal'],
    ['Landlord', 76, m.own === 'Rent' ? m.landlord.name : '', DECOY, 'landlord']]);
  rowOf([['Business Phone', 110, m.phone, null, 'phone'], ['Email', 170, m.email, null, 'email'], ['Website', 160, m.website, null, 'website'], ['Date Established', 116, m.startText, start(m), 'start']]);
  rowOf([['Business Number (BN) / Program Account', 190, m.taxText, taxId(m), 'bn'], ['Industry / Nature of Business', 190, m.industryText, industry(m), 'industry'],
    ['Province of Incorporation', 96, m.incRegion, DECOY, 'inc_prov'], ['Employees', 80, String(m.employees), null, 'employees']]);
  f.text(L, y, 'Legal Structure:', 7, 'Helvetica-Bold');
  const opts = ['Corporation', 'Partnership', 'Sole Proprietor', 'Other'];
  const boxed = opts.includes(m.entityBox) ? m.entityBox : 'Other';
  const ex = f.checks(L + 62, y - 0.5, opts, boxed, boxed === 'Other' ? null : entity(m), 'entity', 8);
  if (boxed === 'Other') f.line(ex, y - 5, 140, '', m.entityText, entity(m), 'entity_other', 2);
  f.checks(L + 400, y - 0.5, ['Owned', 'Leased'], m.own === 'Own' ? 'Owned' : 'Leased', null, 'premises');
  y += 16;
  f.bar(L, y, W, '2. FUNDING REQUEST', '#333'); y += 16;
  rowOf([['Amount Requested (CAD)', 130, m.amountText, amount(m), 'amount'], ['Use of Funds', 130, m.useOfFunds, null, 'use'],
    ['Existing Financing - Lender', 170, m.lender.name, DECOY, 'lender'], ['Balance Owing', 126, m.lender.balance, DECOY, 'lender_bal']]);
  // Owners: a matrix whose columns are the owners; the ISO rep in a narrow column at its right.
  f.bar(L, y, W, '3. OWNERS / GUARANTORS (list every owner of 20% or more)', '#333'); y += 16;
  const capW = 90, colW = 125, rows: [string, number][] = [['Full Name', 0], ['Title / Position', 1], ['Ownership %', 2], ['Date of Birth', 3], ['SIN', 4], ['Home Address', 5], ['Self-reported Credit Score', 6]];
  for (let c = 0; c < 3; c++) { d.rect(L + capW + c * colW, y, colW, 11).fill('#e6e6e6'); f.text(L + capW + c * colW + 4, y + 2.5, `Owner ${c + 1}`, 6.5, 'Helvetica-Bold'); }
  y += 11;
  for (const [cap, r] of rows) {
    d.lineWidth(0.5).strokeColor('#555').rect(L, y, capW, 15).stroke();
    f.text(L + 3, y + 4.5, cap, 6, 'Helvetica-Bold', '#222');
    for (let c = 0; c < 3; c++) {
      const o = m.owners[c], x = L + capW + c * colW;
      d.lineWidth(0.5).strokeColor('#555').rect(x, y, colW, 15).stroke();
      if (!o) continue;
      const v: [string | null, ReturnType<typeof legal> | null][] = [[o.printedName, ownerName(o, c)], [o.title, role(o, c)], [o.pctText, pct(o, c)], [o.dobText, dob(o, c)],
        [o.taxText, o.taxText ? ownerTax(o, c, 'CA') : null], [`${o.home.street}, ${o.home.city} ${o.home.region}`, DECOY], [o.credit === null ? null : String(o.credit), credit(o, c)]];
      const [val, fields] = v[r]!;
      if (val) f.value(x + 2, y + 1.5, colW - 4, 12, val, fields, `o${c + 1}_${r}`);
    }
    y += 15;
  }
  isoBox(f, m, L + capW + 3 * colW + 6, y - 7 * 15 - 11, W - capW - 3 * colW - 6, 'Maple Ledger referral partner', RED);
  y += 8;
  f.bar(L, y, W, '4. BANKING (deposits)', '#333'); y += 16;
  rowOf([['Financial Institution', 200, m.bank.name, DECOY, 'bank'], ['Transit / Institution #', 140, m.bank.routing, DECOY, 'transit'], ['Account #', 216, m.bank.account, DECOY, 'account']]);
  y = authorisation(f, L, y, W, 'Maple Ledger Funding Inc.', true, 5.8) + 20;
  signatures(f, m, L, y, W, signedDate(m));
  f.text(L, 770, 'MLF-APP-CA (2023-11)  |  Maple Ledger Funding Inc. is not a lender.  |  Page 1 of 1', 5.5, 'Helvetica', '#777');
}
