// Layouts 1 and 2: a Houston ISO's one-page boxed-cell form and a Columbus ISO's two-page underlined-row form.
import { cellP, consent, decoyCell, decoyRow, entityRow, freqRow, header, ownRentRow, repLine, rowP, signatures, type Ctx } from './common.ts';
import { addr1, amountP, countP, dbaP, dobP, entityP, entityText, ficoP, industryP, legalP, money, nameP, ownerTaxP, paymentP, pctP, startP,
  stateP, taxP, titleP, yearsIn } from './format.ts';

/** Lone Star Business Capital (Houston, TX): one page of boxed cells, entity and own/rent checkbox rows, 1-4 owners. */
export function lonestar(c: Ctx): void {
  const { s, m, r } = c;
  const L = 36, W = 540;
  let y = header(c, r.pick(['MERCHANT CASH ADVANCE APPLICATION', 'BUSINESS FUNDING APPLICATION', 'Working Capital Application']), 'star');
  repLine(c, L, y - 4);
  y += 8;
  s.bar(r.pick(['Business Information', 'BUSINESS INFORMATION']), L, y, W, c.b.color);
  y += 15;
  cellP(c, r.pick(['Business Legal Name', 'Legal Business Name', 'Corporate Name']), legalP(m), L, y, 300);
  cellP(c, r.pick(['DBA', 'Doing Business As (DBA)', 'D/B/A Name']), dbaP(m, r), L + 300, y, 240);
  y += 24;
  cellP(c, r.pick(['Federal Tax ID', 'Federal Tax ID #', 'Tax ID (EIN/SSN)']), taxP(m, r, false), L, y, 140);
  cellP(c, r.pick(['Date Business Established', 'Business Start Date', 'Date Started']), startP(m, r), L + 140, y, 130);
  decoyCell(c, r.pick(['State of Incorporation', 'State of Inc.']), m.stateOfInc, 'state_of_incorporation', L + 270, y, 100);
  decoyCell(c, '# of Employees', String(m.employees), 'employees', L + 370, y, 70);
  decoyCell(c, r.pick(['Business Phone', 'Phone']), m.phone, 'business_phone', L + 440, y, 100);
  y += 24;
  cellP(c, r.pick(['Physical Address (No P.O. Box)', 'Business Address', 'Street Address']), { text: m.address.street, paths: {} }, L, y, 250);
  cellP(c, 'City', { text: m.address.city, paths: {} }, L + 250, y, 130);
  cellP(c, m.country === 'CA' ? 'Prov.' : 'State', stateP(m), L + 380, y, 60);
  cellP(c, m.country === 'CA' ? 'Postal Code' : 'Zip', { text: m.address.zip, paths: {} }, L + 440, y, 100);
  y += 24;
  decoyCell(c, r.pick(['Business Email', 'Email Address']), m.email, 'business_email', L, y, 200);
  decoyCell(c, 'Website', m.website, 'website', L + 200, y, 150);
  cellP(c, r.pick(['Type of Business', 'Industry', 'Nature of Business']), industryP(m), L + 350, y, 190);
  y += 24;
  s.box(L, y, W, 16);
  entityRow(c, L + 4, y + 4, r.pick(['Entity Type:', 'Business Structure:', 'Type of Entity:']));
  y += 16;
  s.box(L, y, W, 24);
  s.label(r.pick(['Business Location:', 'Premises:']), L + 4, y + 8, { size: 7.5, bold: true });
  ownRentRow(c, L + 80, y + 8, r.pick([['Own', 'Rent'], ['Own', 'Lease']] as const));
  decoyCell(c, r.pick(['Landlord / Mortgage Co.', 'Landlord Name']), m.own ? null : m.landlord.name, 'landlord', L + 190, y, 160);
  decoyCell(c, 'Landlord Phone', m.own ? null : m.landlord.phone, 'landlord_phone', L + 350, y, 100);
  decoyCell(c, r.pick(['Monthly Rent', 'Rent/Mortgage Pmt']), money(m.landlord.rent, r, m.country), 'rent', L + 450, y, 90);
  y += 30;
  s.bar(r.pick(['Funding Request', 'FUNDING REQUEST']), L, y, W, c.b.color);
  y += 15;
  cellP(c, r.pick(['Amount Requested', 'Requested Funding Amount', 'How much are you seeking?']), amountP(m, r), L, y, 150);
  decoyCell(c, 'Use of Funds', m.use, 'use_of_funds', L + 150, y, 150);
  decoyCell(c, r.pick(['Avg. Monthly Sales', 'Gross Monthly Revenue']), money(m.monthlySales, r, m.country), 'monthly_sales', L + 300, y, 120);
  const e = m.existing[0];
  decoyCell(c, r.pick(['Current MCA Balance(s)', 'Open Advances (Funder/Balance)']), e ? `${e.funder} / ${money(e.balance, r, m.country)}` : 'None', 'existing_advance', L + 420, y, 120);
  y += 30;
  s.bar(r.pick(['Owner / Officer Information', 'OWNER / OFFICER INFORMATION', 'Principal Information']), L, y, W, c.b.color);
  y += 15;
  for (const [i, o] of m.owners.entries()) {
    cellP(c, i === 0 ? 'Owner Name' : `Owner ${i + 1} Name`, nameP(o, i, r, false), L, y, 170);
    cellP(c, 'Title', titleP(o, i), L + 170, y, 95);
    cellP(c, r.pick(['Ownership %', '% Owned']), pctP(o, i, r), L + 265, y, 60);
    cellP(c, o.taxType === 'SIN' ? 'SIN' : 'SSN', ownerTaxP(o, i, r), L + 325, y, 85);
    cellP(c, r.pick(['Date of Birth', 'DOB']), dobP(o, i, r, m.country), L + 410, y, 75);
    cellP(c, r.pick(['Credit Score', 'Est. FICO']), ficoP(o, i), L + 485, y, 55);
    y += 24;
    decoyCell(c, 'Home Address', addr1(o.home), 'home_address', L, y, 325, 22);
    decoyCell(c, 'Cell Phone', o.cell, 'owner_cell', L + 325, y, 95, 22);
    decoyCell(c, 'Email', o.email, 'owner_email', L + 420, y, 120, 22);
    y += 26;
  }
  y += 4;
  y = consent(c, L, y, W) + 8;
  signatures(c, L, y + 4, W, 2);
}

/** Buckeye Merchant Funding (Columbus, OH): two pages of underlined rows; funding terms with a frequency row. */
export function buckeye(c: Ctx): void {
  const { s, m, r } = c;
  const L = 40, W = 532;
  let y = header(c, r.pick(['Merchant Application', 'APPLICATION FOR BUSINESS FUNDING']), 'circle');
  s.bar(r.pick(['SECTION 1 - BUSINESS INFORMATION', 'Business Information']), L, y, W, c.b.color);
  y += 20;
  rowP(c, r.pick(['Corporate Name:', 'Business Legal Name:', 'Company (Legal):']), legalP(m), L, y, W);
  y += 18;
  rowP(c, r.pick(['Doing Business As:', 'DBA:', 'Trade Name (DBA):']), dbaP(m, r), L, y, W);
  y += 18;
  rowP(c, r.pick(['Business Address:', 'Physical Address:']), { text: m.address.street, paths: {} }, L, y, 260);
  rowP(c, 'City:', { text: m.address.city, paths: {} }, L + 268, y, 120);
  rowP(c, m.country === 'CA' ? 'Province:' : 'State:', stateP(m), L + 396, y, 60);
  rowP(c, m.country === 'CA' ? 'Postal:' : 'Zip:', { text: m.address.zip, paths: {} }, L + 464, y, 68);
  y += 18;
  const einLabel = r.chance(0.5);
  rowP(c, einLabel ? r.pick(['EIN #:', 'Federal Tax ID (EIN):']) : r.pick(['Federal Tax ID:', 'Tax ID #:']), taxP(m, r, einLabel), L, y, 200);
  decoyRow(c, 'Phone:', m.phone, 'business_phone', L + 208, y, 150);
  decoyRow(c, 'Fax:', r.chance(0.3) ? m.phone.replace(/\d{4}$/, '0000') : null, 'fax', L + 366, y, 166);
  y += 18;
  rowP(c, r.pick(['Business Start Date:', 'Date Established:', 'Date Business Started:']), startP(m, r), L, y, 200);
  const yrs = yearsIn(m);
  decoyRow(c, 'Time in Business:', yrs === null ? null : `${yrs} ${r.pick(['yrs', 'years'])}`, 'time_in_business', L + 208, y, 150);
  decoyRow(c, 'State of Inc.:', m.stateOfInc, 'state_of_incorporation', L + 366, y, 166);
  y += 18;
  rowP(c, r.pick(['Type of Entity:', 'Legal Entity:', 'Entity (Corp, LLC, etc.):']), entityP(entityText(m, r), m), L, y, 240);
  rowP(c, r.pick(['Nature of Business:', 'Type of Business:', 'Industry:']), industryP(m), L + 248, y, 284);
  y += 18;
  decoyRow(c, 'E-mail:', m.email, 'business_email', L, y, 260);
  decoyRow(c, 'Website:', m.website, 'website', L + 268, y, 264);
  y += 20;
  s.label('Business Premises:', L, y + 1, { size: 7.5 });
  ownRentRow(c, L + 72, y, ['Own', 'Rent']);
  decoyRow(c, 'Landlord:', m.own ? null : m.landlord.name, 'landlord', L + 170, y - 3, 200);
  decoyRow(c, 'Phone:', m.own ? null : m.landlord.phone, 'landlord_phone', L + 378, y - 3, 154);
  y += 24;
  s.bar(r.pick(['SECTION 2 - FUNDING REQUEST', 'Funding Request']), L, y, W, c.b.color);
  y += 20;
  rowP(c, r.pick(['Amount Requested:', 'Funding Amount Requested:']), amountP(m, r), L, y, 200);
  decoyRow(c, 'Use of Funds:', m.use, 'use_of_funds', L + 208, y, 324);
  y += 18;
  const terms = r.chance(0.75);
  rowP(c, r.pick(['Desired Payment:', 'Requested Payment Amount:']), terms ? paymentP(m, r) : null, L, y, 200);
  rowP(c, r.pick(['# of Payments:', 'Number of Payments:']), terms ? countP(m) : null, L + 208, y, 120);
  s.label('Frequency:', L + 336, y + 3, { size: 7.5 });
  if (terms) freqRow(c, L + 378, y + 2, false);
  y += 22;
  decoyRow(c, 'Average Monthly Sales:', money(m.monthlySales, r, m.country), 'monthly_sales', L, y, 240);
  decoyRow(c, 'Annual Gross Revenue:', money(m.monthlySales * 12, r, m.country), 'annual_revenue', L + 248, y, 284);
  y += 24;
  s.label(r.pick(['Existing Advances / Loans', 'Current Funding Positions']), L, y, { size: 8, bold: true });
  y += 12;
  for (const [k, h] of ['Funder', 'Current Balance', 'Payment'].entries()) s.label(h, L + [0, 220, 380][k]!, y, { size: 7, bold: true });
  y += 10;
  for (let k = 0; k < 3; k++) {
    const e = m.existing[k];
    s.line(L, y + 11, L + W);
    s.val(e?.funder ?? null, L + 2, y, 200, { decoy: 'existing_funder', name: 'funder' });
    s.val(e ? money(e.balance, r, m.country) : null, L + 222, y, 140, { decoy: 'existing_balance', name: 'balance' });
    s.val(e ? money(e.payment, r, m.country) : null, L + 382, y, 140, { decoy: 'existing_payment', name: 'payment' });
    y += 15;
  }
  y += 8;
  s.label('Trade References', L, y, { size: 8, bold: true });
  y += 12;
  for (const [k, t] of m.refs.entries()) {
    decoyRow(c, `${k + 1}. Name:`, t.name, 'trade_reference', L, y, 300);
    decoyRow(c, 'Phone:', t.phone, 'trade_reference_phone', L + 308, y, 224);
    y += 18;
  }
  y += 6;
  s.label('Business Bank Account', L, y, { size: 8, bold: true });
  y += 12;
  decoyRow(c, 'Bank Name:', m.bank.name, 'bank_name', L, y, 180);
  decoyRow(c, m.country === 'CA' ? 'Transit/Inst.:' : 'Routing #:', m.bank.routing, 'bank_routing', L + 188, y, 160);
  decoyRow(c, 'Account #:', m.bank.account, 'bank_account', L + 356, y, 176);
  s.label('Page 1 of 2', L, 760, { size: 7, color: '#777' });
  repLine(c, L + 300, 760);
  s.addPage();
  y = 40;
  s.bar(r.pick(['SECTION 3 - OWNER / OFFICER INFORMATION', 'Owner / Officer Information']), L, y, W, c.b.color);
  y += 20;
  const lastFirst = r.chance(0.4);
  for (const [i, o] of m.owners.entries()) {
    s.label(`${i === 0 ? 'Primary Owner' : `Owner #${i + 1}`}`, L, y, { size: 8, bold: true });
    y += 12;
    rowP(c, lastFirst ? 'Name (Last, First):' : 'Full Name:', nameP(o, i, r, lastFirst), L, y, 260);
    rowP(c, 'Title:', titleP(o, i), L + 268, y, 140);
    rowP(c, r.pick(['Ownership %:', '% of Ownership:']), pctP(o, i, r), L + 416, y, 116);
    y += 18;
    rowP(c, o.taxType === 'SIN' ? 'SIN:' : r.pick(['SSN:', 'Social Security #:']), ownerTaxP(o, i, r), L, y, 180);
    rowP(c, 'Date of Birth:', dobP(o, i, r, m.country), L + 188, y, 150);
    rowP(c, r.pick(['Credit Score:', 'FICO (approx.):']), ficoP(o, i), L + 346, y, 186);
    y += 18;
    decoyRow(c, 'Home Address:', addr1(o.home), 'home_address', L, y, 340);
    decoyRow(c, 'Cell:', o.cell, 'owner_cell', L + 348, y, 184);
    y += 26;
  }
  s.bar('AUTHORIZATION', L, y, W, c.b.color);
  y = consent(c, L, y + 18, W) + 14;
  signatures(c, L, y, W);
  s.label('Page 2 of 2', L, 760, { size: 7, color: '#777' });
}
