// Layouts 5-6: Great Lakes Merchant Funding (ISO, Cleveland OH; two columns, "Label:" left of the line, Acrobat's
// default names from Text14 / Check Box3, entity boxes right of their labels with on-state "Yes") and Pacific Crest
// Capital (funder, San Diego CA; rounded panels, labels above in blue, camelCase names, kids with lower-case states,
// comb SSN and DOB, 2 pages).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Painter } from './painter.ts';
import { AUTH, cell, entityOpts, freqOpts, funderRows, newPage, paragraph, refRows, table, type LayoutDef } from './kit.ts';
import * as V from './values.ts';

const NAVY = '#17325c';

function head(p: Painter, t: string, x: number, y: number, w: number): void {
  p.text(t, x, y, { font: 'Helvetica-BoldOblique', size: 9, color: NAVY });
  p.hline(x, x + w, y + 11, 0.8, NAVY);
}

function glLeft(p: Painter, m: Merchant): void {
  p.rect(0, 0, 612, 8, { fill: NAVY, color: NAVY });
  p.text('Great Lakes Merchant Funding, LLC', 36, 22, { font: 'Helvetica-Bold', size: 14, color: NAVY });
  p.text('APPLICATION FOR BUSINESS FUNDING', 330, 25, { font: 'Helvetica-Bold', size: 11, width: 246, align: 'right' });
  p.text('1300 E. 9th Street, Suite 700, Cleveland, OH 44114  |  216-555-0150  |  www.greatlakesmf.com', 36, 40, { size: 7.5, color: '#444444' });
  head(p, 'COMPANY', 36, 58, 264);
  const L = 36, W = 264;
  cell(p, 'left', 'Company Name:', V.legal(m), 'legal', L, 74, W);
  cell(p, 'left', 'D/B/A:', V.dba(m), 'dba', L, 94, W);
  p.text('Address:', L, 118);
  p.rect(L + 40, 113, W - 40, 28);
  p.put(V.fullAddress(m), 'address', L + 40, 113, W - 40, 28, { multiline: true });
  cell(p, 'left', 'Phone:', V.info(m.phone), 'phone', L, 146, W);
  cell(p, 'left', 'Federal Tax ID:', V.businessTax(m), 'tin', L, 166, W);
  cell(p, 'left', 'Business Start Date:', V.start(m), 'start', L, 186, W);
  cell(p, 'left', 'Business Type:', V.industry(m), 'type', L, 206, W);
  p.text('Entity:', L, 230);
  const { opts, chosen } = entityOpts(m, [['LLC', 'Yes', 'llc'], ['Corp', 'Yes', 'c_corporation'], ['Sole Prop', 'Yes', 'sole_proprietorship'],
    ['Partnership', 'Yes', 'general_partnership'], ['Non-Profit', 'Yes', 'nonprofit_corporation']], (i) => [L + 34 + (i % 3) * 72, 229 + Math.floor(i / 3) * 14], 'Yes');
  p.choice('entity', opts, chosen, { labelLeft: true, otherW: 60 });
}

function glRight(p: Painter, m: Merchant, r: Rng): void {
  const R = 312, W = 264;
  head(p, 'FUNDING', R, 58, W);
  cell(p, 'left', 'Amount Requested:', V.amount(m), 'amount', R, 74, W, { align: 'right' });
  cell(p, 'left', 'Use of Proceeds:', V.info(r.pick(['Inventory', 'Payroll', 'Equipment repair', 'Expansion', 'Taxes'])), 'use', R, 94, W);
  cell(p, 'left', 'Monthly Revenue:', V.info(V.money(m.monthlySales, 0)), 'revenue', R, 114, W, { align: 'right' });
  cell(p, 'left', 'Bank Name:', V.decoy(m.bank), 'bank', R, 134, W);
  cell(p, 'left', 'Account #:', V.decoy(m.account), 'acct', R, 154, W);
  cell(p, 'left', 'Landlord:', V.decoy(m.landlord), 'landlord', R, 174, W);
  cell(p, 'left', 'Landlord Phone:', V.decoy(m.landlordPhone), 'llphone', R, 194, W);
  cell(p, 'left', 'Monthly Rent:', V.decoy(V.money(m.rent, 0)), 'rent', R, 214, W, { align: 'right' });
}

function glOwners(p: Painter, m: Merchant): void {
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = 36 + i * 276, W = 264, e = V.info('');
    head(p, `PRINCIPAL #${i + 1}`, x, 268, W);
    cell(p, 'left', 'Name:', o ? V.ownerName(o, i) : e, `p${i}name`, x, 284, W);
    cell(p, 'left', 'Title:', o ? V.title(o, i) : e, `p${i}title`, x, 304, 160);
    cell(p, 'left', 'Own %:', o ? V.pct(o, i, false) : e, `p${i}pct`, x + 168, 304, 96, { align: 'center' });
    cell(p, 'left', 'SSN:', o ? V.ownerTax(o, i) : e, `p${i}ssn`, x, 324, W);
    cell(p, 'left', 'Date of Birth:', o ? V.dob(o, i) : e, `p${i}dob`, x, 344, 160);
    cell(p, 'left', 'Credit Score:', o ? V.score(o, i) : e, `p${i}fico`, x + 168, 344, 96, { align: 'center' });
    cell(p, 'left', 'Home Address:', o ? V.decoy(o.home[0]!) : e, `p${i}home`, x, 364, W);
    cell(p, 'left', 'City, State, Zip:', o ? V.decoy(o.home[1]!) : e, `p${i}csz`, x, 384, W);
  }
  head(p, 'TRADE REFERENCES', 36, 414, 540);
  table(p, 36, 432, [{ head: 'Company Name', w: 340 }, { head: 'Phone', w: 200 }], refRows(m, 3, 't'), { head: '#dfe6f0' });
  const y = paragraph(p, AUTH, 36, 506, 540, 7) + 32;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 276;
    p.text('X', x, y - 10, { font: 'Helvetica-Bold', size: 10 });
    p.hline(x + 10, x + 260, y, 0.8, '#000000');
    if (m.owners[i]) p.signature(x + 16, y - 6, 150);
    p.text(`Principal #${i + 1} Signature`, x + 10, y + 3);
  }
  p.text('GLMF-0419', 540, 765, { size: 6 });
}

export const GREAT_LAKES: LayoutDef = {
  name: 'great_lakes_merchant_funding', broker: 'Great Lakes Merchant Funding', maxOwners: 2, pages: 1,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', size: 8, typed: 'Courier', typedSize: 9.5, rule: '#555555', naming: 'generic', textStart: 14, checkStart: 3 },
  draw(p, m, r) { glLeft(p, m); glRight(p, m, r); glOwners(p, m); },
};

const TEAL = '#0b6e8a';

function panel(p: Painter, t: string, y: number, h: number): void {
  p.doc.save().lineWidth(0.8).strokeColor(TEAL).roundedRect(36, y, 540, h, 8).stroke().restore();
  p.rect(50, y - 6, p.doc.font('Helvetica-Bold').fontSize(9).widthOfString(t) + 10, 12, { fill: '#ffffff', color: '#ffffff' });
  p.text(t, 55, y - 4.5, { font: 'Helvetica-Bold', size: 9, color: TEAL });
}

function pcBusiness(p: Painter, m: Merchant): void {
  p.text('pacific crest', 36, 26, { font: 'Helvetica-Bold', size: 24, color: TEAL });
  p.text('CAPITAL', 36, 52, { font: 'Helvetica', size: 9, color: '#555555' });
  p.text('Business Funding Application\n600 B Street, Suite 2200 · San Diego, CA 92101 · 619.555.0134', 300, 32, { size: 8, width: 276, align: 'right' });
  panel(p, 'About your business', 80, 168);
  const b = { box: true, h: 15 };
  cell(p, 'above', 'Legal business name', V.legal(m), 'legalBusinessName', 48, 92, 320, b);
  cell(p, 'above', 'DBA (if different)', V.dba(m), 'dbaName', 378, 92, 186, b);
  cell(p, 'above', 'Street address', V.info(V.addressLines(m)[0]!), 'streetAddress', 48, 120, 320, b);
  cell(p, 'above', 'City, State ZIP', V.cityLine(m), 'cityStateZip', 378, 120, 186, b);
  cell(p, 'above', 'Federal tax ID', V.businessTax(m), 'federalTaxId', 48, 148, 120, b);
  cell(p, 'above', 'Business start date', V.start(m), 'businessStartDate', 178, 148, 110, b);
  cell(p, 'above', 'What does your business do?', V.industry(m), 'businessDescription', 298, 148, 266, b);
  cell(p, 'above', 'Business phone', V.info(m.phone), 'businessPhone', 48, 176, 120, b);
  cell(p, 'above', 'Website', V.info(m.website), 'website', 178, 176, 386, b);
  p.text('Business structure', 48, 206);
  const { opts, chosen } = entityOpts(m, [['LLC', 'LimitedLiabilityCompany', 'llc'], ['Corporation', 'Corporation', 'c_corporation'],
    ['S Corporation', 'SCorporation', 's_corporation'], ['Sole Proprietorship', 'SoleProprietorship', 'sole_proprietorship'],
    ['Partnership', 'Partnership', 'general_partnership'], ['Non-Profit', 'NonProfit', 'nonprofit_corporation']],
  (i) => [48 + (i % 4) * 110, 218 + Math.floor(i / 4) * 14], 'OtherStructure');
  p.choice('businessStructure', opts, chosen, { kids: true, otherW: 120 });
}

function pcRequest(p: Painter, m: Merchant): void {
  panel(p, 'Your request', 264, 96);
  const b = { box: true, h: 15 };
  cell(p, 'above', 'Amount requested', V.amount(m), 'amountRequested', 48, 276, 140, { ...b, align: 'right' });
  cell(p, 'above', 'Preferred payment', V.payment(m), 'preferredPayment', 198, 276, 120, { ...b, align: 'right' });
  cell(p, 'above', 'Number of payments', V.nPayments(m), 'numberOfPayments', 328, 276, 100, { ...b, align: 'center' });
  p.text('Payment schedule', 438, 276);
  const f = freqOpts(m, [['Daily', 'daily', 'daily'], ['Weekly', 'weekly', 'weekly'], ['Bi-weekly', 'biweekly', 'biweekly'], ['Monthly', 'monthly', 'monthly']],
    (i) => [438 + (i % 2) * 62, 288 + Math.floor(i / 2) * 12]);
  p.choice('paymentSchedule', f.opts, f.chosen, { kids: true, s: 8 });
  cell(p, 'above', 'Bank name', V.decoy(m.bank), 'bankName', 48, 314, 160, b);
  cell(p, 'above', 'Routing number', V.decoy(m.routing), 'routingNumber', 218, 314, 140, b);
  cell(p, 'above', 'Account number', V.decoy(m.account), 'accountNumber', 368, 314, 196, b);
  panel(p, 'Open advances or loans', 378, 92);
  table(p, 48, 390, [{ head: 'Company', w: 256 }, { head: 'Balance', w: 130, align: 'right' }, { head: 'Payment', w: 130, align: 'right' }],
    funderRows(m, 3, 'open'), { head: '#e3f1f5' });
  p.text('Pacific Crest Capital · Form PC-100 (2025) · page 1 of 2', 36, 760, { size: 6.5, color: '#777777' });
}

function pcOwners(p: Painter, m: Merchant): void {
  const b = { box: true, h: 15 }, e = V.info('');
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], y = 40 + i * 122, n = i + 1;
    panel(p, `Owner ${n}`, y, 108);
    cell(p, 'above', 'First name', o ? V.first(o, i) : e, `owner${n}FirstName`, 48, y + 12, 150, b);
    cell(p, 'above', 'Last name', o ? V.last(o, i) : e, `owner${n}LastName`, 208, y + 12, 170, b);
    cell(p, 'above', 'Title', o ? V.title(o, i) : e, `owner${n}Title`, 388, y + 12, 100, b);
    cell(p, 'above', 'Ownership %', o ? V.pct(o, i) : e, `owner${n}Ownership`, 498, y + 12, 66, { ...b, align: 'right' });
    cell(p, 'above', 'Social Security number', o ? V.ownerTax(o, i, true) : e, `owner${n}SSN`, 48, y + 42, 150, { h: 17, comb: 9, thick: [3, 5] });
    cell(p, 'above', 'Date of birth (MMDDYYYY)', o ? V.dob(o, i, 4) : e, `owner${n}DOB`, 208, y + 42, 130, { h: 17, comb: 8, thick: [2, 4] });
    cell(p, 'above', 'Credit score (if known)', o ? V.score(o, i) : e, `owner${n}CreditScore`, 348, y + 42, 90, { ...b, align: 'center' });
    cell(p, 'above', 'Mobile', o ? V.info(o.cell) : e, `owner${n}Mobile`, 448, y + 42, 116, b);
    cell(p, 'above', 'Home address', o ? V.decoy(`${o.home[0]}, ${o.home[1]}`) : e, `owner${n}HomeAddress`, 48, y + 72, 516, b);
  }
  const y = paragraph(p, AUTH, 36, 412, 540, 7.5) + 34;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 276;
    p.hline(x, x + 260, y, 0.8, TEAL);
    if (m.owners[i]) p.signature(x + 10, y - 6, 150);
    p.text(`Owner ${i + 1} signature and date`, x, y + 3, { color: TEAL });
  }
  p.text('Pacific Crest Capital · Form PC-100 (2025) · page 2 of 2', 36, 760, { size: 6.5, color: '#777777' });
}

export const PACIFIC_CREST: LayoutDef = {
  name: 'pacific_crest_capital', broker: 'Pacific Crest Capital', maxOwners: 3, pages: 2,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', size: 7, typed: 'Helvetica', typedSize: 9.5, rule: '#9bb7c2', naming: 'descriptive' },
  draw(p, m) { pcBusiness(p, m); pcRequest(p, m); newPage(p); pcOwners(p, m); },
};
