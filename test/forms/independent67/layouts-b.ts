// Layouts 3-4: Harbor Light Business Funding (ISO, Portland ME; captions below the lines, snake_case field names,
// comb EIN, start date, SSN and DOB, checkboxes with on-state "1") and Lone Star Revenue Advance (funder, Dallas TX;
// captions inside the boxes, XFA-style names, entity kids, years in business instead of a start date, 2 pages).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Painter } from './painter.ts';
import { AUTH, cell, entityOpts, freqOpts, funderRows, newPage, paragraph, table, type LayoutDef } from './kit.ts';
import * as V from './values.ts';

function part(p: Painter, t: string, y: number): void {
  p.text(t, 36, y, { font: 'Times-Bold', size: 10 });
  p.hline(36, 576, y + 13, 0.8, '#000000');
}

function hlBusiness(p: Painter, m: Merchant): void {
  p.text('HARBOR LIGHT BUSINESS FUNDING', 36, 26, { font: 'Times-Bold', size: 16, width: 540, align: 'center' });
  p.text('Merchant Funding Application  •  One Portland Pier, Portland, ME 04101  •  207-555-0163', 36, 46, { size: 8, width: 540, align: 'center' });
  p.hline(36, 576, 60, 1.5, '#000000'); p.hline(36, 576, 63, 0.5, '#000000');
  part(p, 'PART A — THE BUSINESS', 72);
  cell(p, 'below', 'Legal name of business (as shown on federal tax return)', V.legal(m), 'BusinessLegalName', 36, 92, 340);
  cell(p, 'below', 'Doing business as (DBA)', V.dba(m), 'DoingBusinessAs', 386, 92, 190);
  p.rect(36, 124, 264, 30);
  p.put(V.fullAddress(m), 'BusinessAddress', 36, 124, 264, 30, { multiline: true });
  p.text('Business address (street, city, state, ZIP)', 36, 155.5);
  cell(p, 'below', 'Business telephone', V.info(m.phone), 'BusinessPhone', 310, 138, 130);
  cell(p, 'below', 'E-mail', V.info(m.email), 'BusinessEmail', 450, 138, 126);
  cell(p, 'below', 'Type of business / products or services sold', V.industry(m), 'TypeOfBusiness', 36, 172, 264);
  cell(p, 'below', 'Entity type (LLC, Corp., Sole Prop., Partnership, etc.)', V.entityText(m), 'EntityType', 310, 172, 266);
  p.comb(V.businessTax(m, true), 'FederalEin', 36, 208, 9, 14, 16, [2]);
  p.text('Federal employer identification number (EIN)', 36, 226);
  p.comb(V.start(m, 4), 'DateBusinessStarted', 220, 208, 8, 14, 16, [2, 4]);
  p.text('Date business started (MM DD YYYY)', 220, 226);
  cell(p, 'below', 'State of organization', m.incState === m.state ? V.info(m.incState) : V.decoy(m.incState), 'StateOfOrganization', 356, 208, 90, { align: 'center' });
  cell(p, 'below', 'Number of employees', V.info(String(m.employees)), 'Employees', 456, 208, 120, { align: 'center' });
}

function hlRequest(p: Painter, m: Merchant): void {
  part(p, 'PART B — THE REQUEST', 244);
  cell(p, 'below', 'Amount of funding requested ($)', V.amount(m), 'AmountRequested', 36, 262, 150, { align: 'right' });
  cell(p, 'below', 'Remittance amount ($)', V.payment(m), 'RemittanceAmount', 196, 262, 110, { align: 'right' });
  cell(p, 'below', 'Number of remittances', V.nPayments(m), 'NumberOfRemittances', 316, 262, 90, { align: 'center' });
  p.text('Remittance frequency:', 416, 262);
  const f = freqOpts(m, [['Daily', '1', 'daily'], ['Weekly', '1', 'weekly'], ['Bi-weekly', '1', 'biweekly'], ['Monthly', '1', 'monthly']],
    (i) => [416 + (i % 2) * 62, 274 + Math.floor(i / 2) * 11]);
  p.choice('Frequency', f.opts, f.chosen, { s: 7.5 });
}

function hlOwners(p: Painter, m: Merchant): void {
  part(p, 'PART C — OWNERS (each owner of 20% or more)', 306);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], y = 326 + i * 84, n = i + 1, e = V.info('');
    p.text(`Owner ${n}`, 36, y, { font: 'Times-Bold', size: 8 });
    cell(p, 'below', 'First name', o ? V.first(o, i) : e, `Owner${n}First`, 80, y, 150);
    cell(p, 'below', 'M.I.', o ? V.info(o.middle) : e, `Owner${n}Mi`, 240, y, 30, { align: 'center' });
    cell(p, 'below', 'Last name', o ? V.last(o, i) : e, `Owner${n}Last`, 280, y, 160);
    cell(p, 'below', 'Title', o ? V.title(o, i) : e, `Owner${n}Title`, 450, y, 126);
    p.comb(o ? V.ownerTax(o, i, true) : e, `Owner${n}Ssn`, 80, y + 28, 9, 14, 16, [3, 5]);
    p.text('Social Security number', 80, y + 46);
    p.comb(o ? V.dob(o, i, 4) : e, `Owner${n}Dob`, 222, y + 28, 8, 14, 16, [2, 4]);
    p.text('Date of birth (MM DD YYYY)', 222, y + 46);
    cell(p, 'below', '% of ownership', o ? V.pct(o, i, false) : e, `Owner${n}Percent`, 350, y + 28, 70, { align: 'center', h: 16 });
    cell(p, 'below', 'Home address', o ? V.decoy(`${o.home[0]}, ${o.home[1]}`) : e, `Owner${n}Home`, 430, y + 28, 146, { h: 16 });
  }
}

function hlRefs(p: Painter, m: Merchant): void {
  part(p, 'PART D — REFERENCES', 498);
  cell(p, 'below', 'Emergency contact (not an owner)', V.decoy(m.contact.name), 'EmergencyName', 36, 516, 200);
  cell(p, 'below', 'Relationship', V.info(m.contact.relation), 'EmergencyRelation', 246, 516, 100);
  cell(p, 'below', 'Telephone', V.decoy(m.contact.phone), 'EmergencyPhone', 356, 516, 220);
  cell(p, 'below', 'Business bank', V.decoy(m.bank), 'BankName', 36, 546, 200);
  cell(p, 'below', 'Routing number', V.decoy(m.routing), 'BankRouting', 246, 546, 160);
  cell(p, 'below', 'Account number', V.decoy(m.account), 'BankAccount', 416, 546, 160);
  const y = paragraph(p, AUTH, 36, 580, 540, 7) + 30;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 276;
    p.hline(x, x + 260, y, 0.8, '#000000');
    if (m.owners[i]) p.signature(x + 10, y - 6, 150);
    p.text(`Signature of owner ${i + 1}                                            Date`, x, y + 2);
  }
  p.text('HLBF 7/23', 540, 765, { size: 6 });
}

export const HARBOR_LIGHT: LayoutDef = {
  name: 'harbor_light_business_funding', broker: 'Harbor Light Business Funding', maxOwners: 2, pages: 1,
  look: { label: 'Times-Roman', bold: 'Times-Bold', size: 6.5, typed: 'Courier', typedSize: 10, rule: '#000000', naming: 'snake' },
  draw(p, m) { hlBusiness(p, m); hlRequest(p, m); hlOwners(p, m); hlRefs(p, m); },
};

const SLATE = '#3d4b5c';
const ISOS = ['Frontier Funding Advisors', 'Bluebonnet Capital Brokers', 'Alamo Business Partners', 'Trinity Merchant Services'];

function bar(p: Painter, t: string, y: number): void {
  p.rect(36, y, 540, 15, { fill: SLATE, color: SLATE });
  p.text(t, 42, y + 3.5, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
}

function lsBusiness(p: Painter, m: Merchant): void {
  p.text('LONE STAR', 36, 24, { font: 'Helvetica-Bold', size: 22, color: SLATE });
  p.text('REVENUE ADVANCE', 36, 48, { font: 'Helvetica', size: 11, color: '#b22222' });
  p.text('2100 Ross Avenue, Floor 9\nDallas, Texas 75201\n(214) 555-0128 · funding@lonestarra.com', 420, 26, { size: 8 });
  bar(p, 'SECTION I · BUSINESS PROFILE', 74);
  const c = { h: 13 };
  cell(p, 'inside', 'LEGAL COMPANY NAME', V.legal(m), 'LegalName', 36, 92, 360, c);
  cell(p, 'inside', 'DBA', V.dba(m), 'DBA', 396, 92, 180, c);
  cell(p, 'inside', 'BUSINESS ADDRESS', V.info(V.addressLines(m)[0]!), 'Street', 36, 112, 260, c);
  cell(p, 'inside', 'CITY', V.info(m.city), 'City', 296, 112, 120, c);
  cell(p, 'inside', 'STATE', V.stateOnly(m), 'State', 416, 112, 50, { ...c, align: 'center' });
  cell(p, 'inside', 'ZIP', V.info(m.zip), 'Zip', 466, 112, 110, c);
  cell(p, 'inside', 'TAX ID / EIN', V.businessTax(m), 'TaxID', 36, 132, 140, c);
  cell(p, 'inside', 'YEARS IN BUSINESS', V.info(String(m.years)), 'YearsInBusiness', 176, 132, 80, { ...c, align: 'center' });
  cell(p, 'inside', 'INDUSTRY', V.industry(m), 'Industry', 256, 132, 200, c);
  cell(p, 'inside', 'PHONE', V.info(m.phone), 'Phone', 456, 132, 120, c);
  p.text('ENTITY:', 36, 160, { font: 'Helvetica-Bold' });
  const { opts, chosen } = entityOpts(m, [['LLC', 'LLC', 'llc'], ['C-Corp', 'CCORP', 'c_corporation'], ['S-Corp', 'SCORP', 's_corporation'],
    ['Sole Prop', 'SOLE', 'sole_proprietorship'], ['Partnership', 'PART', 'general_partnership'], ['LLP', 'LLP', 'llp']], (i) => [76 + i * 62, 159], 'OTHER');
  p.choice('EntityType', opts, chosen, { kids: true, otherW: 80 });
}

function lsRequest(p: Painter, m: Merchant): void {
  bar(p, 'SECTION II · FUNDING REQUEST', 182);
  const c = { h: 13 };
  cell(p, 'inside', 'REQUESTED FUNDING AMOUNT', V.amount(m), 'RequestedAmount', 36, 200, 150, { ...c, align: 'center' });
  cell(p, 'inside', 'PAYMENT AMOUNT', V.payment(m), 'PaymentAmount', 186, 200, 110, { ...c, align: 'center' });
  cell(p, 'inside', 'TERM (# OF PAYMENTS)', V.nPayments(m), 'Term', 296, 200, 100, { ...c, align: 'center' });
  p.rect(396, 200, 180, 21);
  p.text('PAYMENT FREQUENCY', 398, 201.5);
  const f = freqOpts(m, [['Daily', 'Choice1', 'daily'], ['Weekly', 'Choice2', 'weekly'], ['Monthly', 'Choice3', 'monthly']], (i) => [400 + i * 58, 211]);
  p.choice('Frequency', f.opts, f.chosen, { kids: true, s: 7 });
  cell(p, 'inside', 'AVG. MONTHLY DEPOSITS', V.info(V.money(m.monthlySales, 0)), 'MonthlyDeposits', 36, 222, 150, c);
  cell(p, 'inside', 'LANDLORD / MORTGAGE HOLDER', V.decoy(m.landlord), 'Landlord', 186, 222, 210, c);
  cell(p, 'inside', 'LANDLORD PHONE', V.decoy(m.landlordPhone), 'LandlordPhone', 396, 222, 180, c);
  bar(p, 'SECTION III · CURRENT ADVANCES & LOANS', 252);
  table(p, 36, 270, [{ head: 'FUNDER', w: 280 }, { head: 'BALANCE', w: 130, align: 'right' }, { head: 'PAYMENT', w: 130, align: 'right' }],
    funderRows(m, 3, 'Cur'), { head: '#d9dee5', size: 7 });
  p.text('Lone Star Revenue Advance purchases future receivables; this is not a loan.   Page 1 of 2', 36, 760, { size: 6.5 });
}

function lsOwners(p: Painter, m: Merchant, r: Rng): void {
  bar(p, 'SECTION IV · OWNERSHIP', 36);
  const c = { h: 13 }, e = V.info('');
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i], y = 56 + i * 50, n = i + 1;
    cell(p, 'inside', `OWNER ${n} NAME (LAST, FIRST)`, o ? V.ownerName(o, i, true) : e, `Owner${n}Name`, 36, y, 220, c);
    cell(p, 'inside', 'TITLE', o ? V.title(o, i) : e, `Owner${n}Title`, 256, y, 110, c);
    cell(p, 'inside', 'OWNERSHIP %', o ? V.pct(o, i) : e, `Owner${n}Pct`, 366, y, 70, { ...c, align: 'center' });
    cell(p, 'inside', 'CREDIT SCORE (EST.)', o ? V.score(o, i) : e, `Owner${n}Score`, 436, y, 140, { ...c, align: 'center' });
    cell(p, 'inside', 'SSN', o ? V.ownerTax(o, i) : e, `Owner${n}SSN`, 36, y + 20, 120, c);
    cell(p, 'inside', 'DATE OF BIRTH', o ? V.dob(o, i) : e, `Owner${n}DOB`, 156, y + 20, 100, c);
    cell(p, 'inside', 'HOME ADDRESS', o ? V.decoy(`${o.home[0]}, ${o.home[1]}`) : e, `Owner${n}Home`, 256, y + 20, 320, c);
  }
  bar(p, 'SECTION V · AUTHORIZATION', 214);
  const y = paragraph(p, AUTH, 36, 234, 540, 7.5) + 34;
  for (let i = 0; i < 2; i++) {
    const x = 36 + i * 276;
    p.hline(x, x + 180, y, 0.8, '#000000'); p.hline(x + 190, x + 260, y, 0.8, '#000000');
    if (m.owners[i]) p.signature(x + 10, y - 6, 140);
    p.text('OWNER SIGNATURE', x, y + 2); p.text('DATE', x + 190, y + 2);
  }
  bar(p, 'ISO / BROKER USE ONLY', y + 30);
  cell(p, 'inside', 'ISO COMPANY', V.decoy(r.pick(ISOS)), 'ISOCompany', 36, y + 48, 200, c);
  cell(p, 'inside', 'ISO REP', V.decoy(m.contact.name), 'ISORep', 236, y + 48, 160, c);
  cell(p, 'inside', 'REP PHONE', V.decoy(m.contact.phone), 'ISOPhone', 396, y + 48, 180, c);
  p.text('Page 2 of 2', 36, 760, { size: 6.5 });
}

export const LONE_STAR: LayoutDef = {
  name: 'lone_star_revenue_advance', broker: 'Lone Star Revenue Advance', maxOwners: 3, pages: 2,
  look: { label: 'Helvetica', bold: 'Helvetica-Bold', size: 5.5, typed: 'Helvetica', typedSize: 9, rule: '#6b7785', naming: 'xfa' },
  draw(p, m, r) { lsBusiness(p, m); lsRequest(p, m); newPage(p); lsOwners(p, m, r); },
};
