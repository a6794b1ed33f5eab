// Layouts 1-2: Bluegrass Merchant Capital (funder, Lexington KY; labels left of the lines, descriptive field names,
// EIN comb, entity and schedule as one field with kid widgets) and Desert Sun Funding Group (ISO, Phoenix AZ; labels
// above boxed fields, Acrobat's default names Text1 / Check Box1 with on-state "On", owners' table on page 2).
import type { Merchant } from './merchant.ts';
import type { Painter } from './painter.ts';
import { AUTH, cell, entityOpts, freqOpts, funderRows, newPage, paragraph, refRows, table, type LayoutDef } from './kit.ts';
import * as V from './values.ts';

const GREEN = '#1f5c3a';
const USES = ['Working capital', 'Inventory', 'Equipment', 'Expansion', 'Payroll', 'Marketing'];

function section(p: Painter, t: string, y: number): void {
  p.text(t, 36, y, { font: 'Helvetica-Bold', size: 9.5, color: GREEN });
  p.hline(36, 576, y + 12, 1.2, GREEN);
}

function bgBusiness(p: Painter, m: Merchant): void {
  p.text('BLUEGRASS MERCHANT CAPITAL', 36, 28, { font: 'Helvetica-Bold', size: 17, color: GREEN });
  p.text('Working Capital Application', 36, 48, { size: 10 });
  p.text('250 W. Main Street, Suite 1400  |  Lexington, KY 40507  |  (859) 555-0190  |  apps@bluegrassmc.com', 236, 52, { size: 7 });
  section(p, '1. BUSINESS INFORMATION', 72);
  cell(p, 'left', 'Legal Business Name:', V.legal(m), 'LegalBusinessName', 36, 90, 540);
  cell(p, 'left', 'DBA / Trade Name:', V.dba(m), 'DBAName', 36, 110, 300);
  cell(p, 'left', 'Business Phone:', V.info(m.phone), 'BusinessPhone', 344, 110, 232);
  cell(p, 'left', 'Type of Business:', V.industry(m), 'TypeOfBusiness', 36, 130, 300);
  p.text('Federal Tax ID (EIN):', 344, 134);
  p.comb(V.businessTax(m, true), 'FederalTaxID', 436, 129, 9, 15, 15, [2]);
  cell(p, 'left', 'Date Business Established:', V.start(m), 'DateEstablished', 36, 152, 250);
  cell(p, 'left', 'State of Inc.:', m.incState === m.state ? V.info(m.incState) : V.decoy(m.incState), 'StateOfIncorporation', 294, 152, 120);
  cell(p, 'left', '# Employees:', V.info(String(m.employees)), 'NumberOfEmployees', 424, 152, 152, { align: 'center' });
  p.text('Business Address:', 36, 176);
  p.rect(120, 173, 246, 34);
  p.put(V.fullAddress(m), 'BusinessAddress', 120, 173, 246, 34, { multiline: true });
  cell(p, 'left', 'Email:', V.info(m.email), 'BusinessEmail', 376, 172, 200);
  cell(p, 'left', 'Website:', V.info(m.website), 'Website', 376, 192, 200);
  p.text('Entity Type:', 36, 218);
  const { opts, chosen } = entityOpts(m, [['LLC', 'LLC', 'llc'], ['Corporation', 'Corp', 'c_corporation'], ['S-Corp', 'SCorp', 's_corporation'],
    ['Sole Proprietor', 'SoleProp', 'sole_proprietorship'], ['Partnership', 'Partnership', 'general_partnership']], (i) => [96 + i * 70, 217], 'Other');
  p.choice('EntityType', opts, chosen, { kids: true });
}

function bgFunding(p: Painter, m: Merchant, r: { pick<T>(a: readonly T[]): T }): void {
  section(p, '2. FUNDING REQUEST', 238);
  cell(p, 'left', 'Amount Requested  $', V.amount(m, 3), 'AmountRequested', 36, 256, 220, { align: 'right' });
  cell(p, 'left', 'Use of Funds:', V.info(r.pick(USES)), 'UseOfFunds', 270, 256, 306);
  cell(p, 'left', 'Requested Payment  $', V.payment(m, 3), 'RequestedPayment', 36, 276, 220, { align: 'right' });
  cell(p, 'left', 'No. of Payments:', V.nPayments(m), 'NumberOfPayments', 270, 276, 130, { align: 'center' });
  p.text('Frequency:', 410, 280);
  const f = freqOpts(m, [['Daily', 'Daily', 'daily'], ['Weekly', 'Weekly', 'weekly'], ['Monthly', 'Monthly', 'monthly']], (i) => [456 + i * 42, 279]);
  p.choice('PaymentFrequency', f.opts, f.chosen, { kids: true, size: 7.5 });
  cell(p, 'left', 'Average Monthly Sales  $', V.info(V.money(m.monthlySales, 3)), 'AvgMonthlySales', 36, 296, 220, { align: 'right' });
}

function bgOwners(p: Painter, m: Merchant): void {
  section(p, '3. OWNER / GUARANTOR INFORMATION', 322);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = 36 + i * 276, n = i + 1, y = 340;
    p.text(`Owner ${n}`, x, y, { font: 'Helvetica-Bold', size: 8 });
    const e = V.info('');
    cell(p, 'left', 'Full Name:', o ? V.ownerName(o, i) : e, `Owner${n}Name`, x, y + 12, 264);
    cell(p, 'left', 'Title:', o ? V.title(o, i) : e, `Owner${n}Title`, x, y + 32, 150);
    cell(p, 'left', 'Ownership:', o ? V.pct(o, i) : e, `Owner${n}Ownership`, x + 158, y + 32, 106, { align: 'right' });
    cell(p, 'left', 'SSN:', o ? V.ownerTax(o, i) : e, `Owner${n}SSN`, x, y + 52, 130);
    cell(p, 'left', 'Date of Birth:', o ? V.dob(o, i) : e, `Owner${n}DOB`, x + 138, y + 52, 126);
    cell(p, 'left', 'Home Address:', o ? V.decoy(o.home[0]!) : e, `Owner${n}HomeAddress`, x, y + 72, 264);
    cell(p, 'left', 'City/State/Zip:', o ? V.decoy(o.home[1]!) : e, `Owner${n}CityStateZip`, x, y + 92, 264);
    cell(p, 'left', 'Cell Phone:', o ? V.info(o.cell) : e, `Owner${n}CellPhone`, x, y + 112, 264);
  }
}

function bgBankSign(p: Painter, m: Merchant, r: { chance(x: number): boolean }): void {
  section(p, '4. BANK & PROPERTY', 480);
  cell(p, 'left', 'Business Bank:', V.decoy(m.bank), 'BankName', 36, 498, 200);
  cell(p, 'left', 'Routing #:', V.decoy(m.routing), 'RoutingNumber', 244, 498, 150);
  cell(p, 'left', 'Account #:', V.decoy(m.account), 'AccountNumber', 402, 498, 174);
  p.text('Business Premises:', 36, 522);
  const own = r.chance(0.3) ? 0 : 1;
  p.choice('Premises', [{ label: 'Own', on: 'Own', x: 116, y: 521 }, { label: 'Rent', on: 'Rent', x: 156, y: 521 }], own, { kids: true });
  cell(p, 'left', 'Landlord / Mortgage Co.:', own ? V.decoy(m.landlord) : V.info(''), 'LandlordName', 200, 518, 220);
  cell(p, 'left', 'Phone:', own ? V.decoy(m.landlordPhone) : V.info(''), 'LandlordPhone', 428, 518, 148);
  const y = paragraph(p, AUTH, 36, 548, 540) + 26;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 276, o = m.owners[i];
    p.hline(x, x + 170, y);
    p.hline(x + 180, x + 264, y);
    if (o) { p.signature(x + 6, y - 6, 140); p.put(V.info(m.signDate), `SignDate${i + 1}`, x + 180, y - 14, 84, 14); }
    p.text(`Signature of Owner ${i + 1}`, x, y + 3, { size: 6.5 });
    p.text('Date', x + 180, y + 3, { size: 6.5 });
  }
  p.text('BMC-APP-01  Rev. 03/2024', 36, 760, { size: 6, color: '#666666' });
}

export const BLUEGRASS: LayoutDef = {
  name: 'bluegrass_merchant_capital', broker: 'Bluegrass Merchant Capital', maxOwners: 2, pages: 1,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', size: 8, typed: 'Courier', typedSize: 10, rule: '#333333', naming: 'descriptive' },
  draw(p, m, r) { bgBusiness(p, m); bgFunding(p, m, r); bgOwners(p, m); bgBankSign(p, m, r); },
};

const SUN = '#b34700';

function dsBusiness(p: Painter, m: Merchant): void {
  p.rect(0, 0, 612, 58, { fill: SUN, color: SUN });
  p.text('DESERT SUN FUNDING GROUP', 36, 18, { font: 'Times-Bold', size: 20, color: '#ffffff' });
  p.text('Merchant Cash Advance Application', 36, 40, { font: 'Times-Italic', size: 10, color: '#ffffff' });
  p.text('4747 N. 7th Street, Phoenix, AZ 85014\nTel (602) 555-0117  Fax (602) 555-0118', 400, 20, { size: 8, color: '#ffffff' });
  p.text('MERCHANT INFORMATION', 36, 72, { font: 'Times-Bold', size: 11 });
  const b = { box: true, h: 16 };
  cell(p, 'above', 'Business Legal Name', V.legal(m), 'legal', 36, 88, 330, b);
  cell(p, 'above', 'DBA (Doing Business As)', V.dba(m), 'dba', 376, 88, 200, b);
  cell(p, 'above', 'Physical Address (no P.O. Box)', V.info(V.addressLines(m)[0]!), 'street', 36, 118, 330, b);
  cell(p, 'above', 'Business Phone', V.info(m.phone), 'phone', 376, 118, 200, b);
  cell(p, 'above', 'City', V.info(m.city), 'city', 36, 148, 200, b);
  cell(p, 'above', 'State', V.stateOnly(m), 'state', 246, 148, 50, { ...b, align: 'center' });
  cell(p, 'above', 'Zip', V.info(m.zip), 'zip', 306, 148, 60, b);
  cell(p, 'above', 'Email', V.info(m.email), 'email', 376, 148, 200, b);
  cell(p, 'above', 'Federal Tax ID #', V.businessTax(m), 'taxid', 36, 178, 130, b);
  cell(p, 'above', 'Business Start Date', V.start(m), 'start', 176, 178, 110, b);
  cell(p, 'above', 'Industry / Type of Business', V.industry(m), 'industry', 296, 178, 280, b);
  p.text('Legal Entity (check one)', 36, 212);
  const { opts, chosen } = entityOpts(m, [['Sole Prop.', 'On', 'sole_proprietorship'], ['Partnership', 'On', 'general_partnership'],
    ['Corporation', 'On', 'c_corporation'], ['LLC', 'On', 'llc']], (i) => [36 + i * 80, 226], 'On');
  p.choice('entity', opts, chosen, { s: 9, otherW: 150 });
}

function dsRequest(p: Painter, m: Merchant): void {
  p.text('FUNDING REQUEST', 36, 256, { font: 'Times-Bold', size: 11 });
  const b = { box: true, h: 16 };
  cell(p, 'above', 'Amount Requested', V.amount(m), 'amount', 36, 272, 140, b);
  cell(p, 'above', 'Payment Amount', V.payment(m), 'payment', 186, 272, 120, b);
  cell(p, 'above', 'Number of Payments', V.nPayments(m), 'npay', 316, 272, 100, b);
  p.text('Payment Schedule', 426, 272);
  const f = freqOpts(m, [['Daily', 'On', 'daily'], ['Weekly', 'On', 'weekly'], ['Bi-Weekly', 'On', 'biweekly'], ['Monthly', 'On', 'monthly']],
    (i) => [426 + (i % 2) * 70, 283 + Math.floor(i / 2) * 11]);
  p.choice('freq', f.opts, f.chosen, { s: 8 });
  cell(p, 'above', 'Gross Monthly Sales', V.info(V.money(m.monthlySales, 0)), 'sales', 36, 306, 140, b);
  cell(p, 'above', 'Landlord / Mortgage Holder', V.decoy(m.landlord), 'landlord', 186, 306, 230, b);
  cell(p, 'above', 'Landlord Phone', V.decoy(m.landlordPhone), 'landlordphone', 426, 306, 150, b);
  p.text('EXISTING ADVANCES / LOANS', 36, 340, { font: 'Times-Bold', size: 11 });
  table(p, 36, 356, [{ head: 'Funder / Lender', w: 260 }, { head: 'Current Balance', w: 140, align: 'right' }, { head: 'Payment', w: 140, align: 'right' }],
    funderRows(m, 3, 'adv'), { head: '#fbe3d0' });
  p.text('TRADE REFERENCES', 36, 432, { font: 'Times-Bold', size: 11 });
  table(p, 36, 448, [{ head: 'Company', w: 340 }, { head: 'Phone', w: 200 }], refRows(m, 3, 'ref'), { head: '#fbe3d0' });
  p.text('Desert Sun Funding Group is a broker and is not the funder. Page 1 of 2', 36, 760, { size: 6.5, color: '#555555' });
}

function dsOwners(p: Painter, m: Merchant): void {
  p.text('OWNER / OFFICER INFORMATION (all owners of 20% or more)', 36, 40, { font: 'Times-Bold', size: 11 });
  const rows = [0, 1, 2].map((i) => {
    const o = m.owners[i], e = V.info('');
    return { vals: o ? [V.ownerName(o, i), V.title(o, i), V.pct(o, i), V.ownerTax(o, i), V.dob(o, i), V.score(o, i)] : [e, e, e, e, e, e],
      desc: ['name', 'title', 'pct', 'ssn', 'dob', 'fico'].map((k) => `o${i}${k}`) };
  });
  table(p, 36, 58, [{ head: 'Name', w: 150 }, { head: 'Title', w: 90 }, { head: '% Owned', w: 50, align: 'center' }, { head: 'SSN', w: 90 },
    { head: 'Date of Birth', w: 90 }, { head: 'Est. FICO', w: 70, align: 'center' }], rows, { rh: 20, head: '#fbe3d0' });
  p.text('HOME ADDRESS OF OWNER 1', 36, 150, { font: 'Times-Bold', size: 9 });
  cell(p, 'above', 'Street, City, State, Zip', V.decoy(`${m.owners[0]!.home[0]}, ${m.owners[0]!.home[1]}`), 'home', 36, 164, 540, { box: true, h: 16 });
  let y = paragraph(p, AUTH, 36, 206, 540, 7.5) + 34;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 276;
    p.hline(x, x + 260, y);
    if (m.owners[i]) p.signature(x + 10, y - 6, 150);
    p.text(`Owner ${i + 1} Signature / Date`, x, y + 3, { size: 7 });
  }
  y += 40;
  p.rect(36, y, 540, 48, { fill: '#f4f4f4' });
  p.text('FOR ISO USE ONLY', 42, y + 4, { font: 'Times-Bold', size: 8 });
  const rep = m.contact;
  cell(p, 'left', 'Rep Name:', V.decoy(rep.name), 'repname', 42, y + 16, 250);
  cell(p, 'left', 'Rep Phone:', V.decoy(rep.phone), 'repphone', 302, y + 16, 268);
  p.text('Page 2 of 2', 36, 760, { size: 6.5, color: '#555555' });
}

export const DESERT_SUN: LayoutDef = {
  name: 'desert_sun_funding', broker: 'Desert Sun Funding Group', maxOwners: 3, pages: 2,
  look: { label: 'Times-Roman', bold: 'Times-Bold', size: 7.5, typed: 'Helvetica', typedSize: 9.5, rule: '#7a4a2a', naming: 'generic' },
  draw(p, m) { dsBusiness(p, m); dsRequest(p, m); newPage(p); dsOwners(p, m); },
};
