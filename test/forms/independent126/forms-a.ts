// Set 126, layouts A and B: owners as a 2x2 grid of cards (Quadrant), three principal columns side by side (TriPoint).
import type { Sheet } from './canvas.ts';
import type { Merchant, Spec } from './merchant.ts';
import { A, CARD_WORDINGS, dbaPaths, PARAGRAPHS, advancesTable, applicantIndex, consent, ownerCard, signatures } from './parts.ts';

// ---------------- A: Quadrant Capital Partners ----------------
export const QUADRANT_SPEC: Spec = { country: 'US', cards: 4, entityBoxes: ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'LLP', 'Sole Proprietor', 'Non-Profit'],
  payTerms: false, blankMiddle: true, soleProp: false };

function bar(s: Sheet, title: string, y: number, color: string): void {
  s.rect(36, y, 540, 13, color, color);
  s.text(title, 41, y + 3, 8, { bold: true, color: '#fff' });
}

export function drawQuadrant(s: Sheet, m: Merchant): void {
  const C = '#0b3d5c';
  s.addPage();
  s.rect(0, 0, 612, 62, C, C);
  for (const [dx, dy, f] of [[0, 0, '#f2b134'], [14, 0, '#ffffff'], [0, 14, '#ffffff'], [14, 14, '#f2b134']] as const) s.rect(36 + dx, 17 + dy, 12, 12, f, f);
  s.text('QUADRANT CAPITAL PARTNERS', 74, 18, 16, { bold: true, color: '#fff' });
  s.text('Working capital for Main Street - decisions in 24 hours', 74, 38, 7.5, { color: '#cfe3f0' });
  s.printed('broker_address', '1200 Brickell Ave, Suite 800, Miami, FL 33131', 400, 20, 7, { color: '#fff' });
  s.printed('broker_contact', 'Tel (305) 555-0142  |  apps@quadrantcap.com', 400, 31, 7, { color: '#fff' });
  s.text('MERCHANT FUNDING APPLICATION', 36, 72, 12, { bold: true, color: C });
  s.blank('Account Rep', 380, 70, 110, m.iso.name, 'rep_name', [], { left: 48 });
  s.blank('Rep ID', 496, 70, 80, m.iso.id, 'rep_id', [], { left: 26 });
  bar(s, '1  BUSINESS PROFILE', 92, C);
  s.blank('Legal / Corporate Name', 36, 108, 330, m.legal, 'legal_name', A('legal_name'));
  s.blank('DBA (if different)', 374, 108, 202, m.dbaText, 'dba', dbaPaths(m));
  s.blank('Physical Address (no P.O. boxes)', 36, 134, 250, m.street, 'street', []);
  s.blank('City', 294, 134, 130, m.city, 'city', []);
  s.blank('State', 432, 134, 40, m.state, 'state', A('state_region', 'country'));
  s.blank('Zip', 480, 134, 96, m.zip, 'zip', []);
  s.blank('Business Phone', 36, 160, 120, m.phone, 'biz_phone', []);
  s.blank('Business E-mail', 164, 160, 170, m.email, 'biz_email', []);
  s.blank('Website', 342, 160, 120, m.website, 'website', []);
  s.blank(m.taxLabelEin ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', 470, 160, 106, m.taxText, 'fein', m.taxDigits ? A('business_tax_id', 'business_tax_id_type', 'business_tax_id_country') : []);
  s.blank('Business Start Date', 36, 186, 110, m.startText, 'start_date', m.startIso ? A('business_start_date') : []);
  s.blank('Years in Business', 154, 186, 70, m.yearsText, 'years', []);
  s.blank('State of Incorporation', 232, 186, 90, m.stateOfInc, 'inc_state', []);
  s.blank('Type of Business / Industry', 330, 186, 246, m.industryText, 'industry', A('industry'));
  s.text('Entity Type:', 36, 216, 7.5, { bold: true });
  const xs = [92, 156, 200, 248, 312, 350, 430];
  s.checks('entity', QUADRANT_SPEC.entityBoxes.map((label, k) => ({ label, x: xs[k]!, y: 215 })), m.entityChecked, A('type_of_entity'));
  bar(s, '2  FUNDING REQUEST', 232, C);
  s.blank('Amount Requested', 36, 248, 130, m.amountText, 'amount', m.amountText ? A('requested_amount') : []);
  s.blank('Use of Funds', 174, 248, 150, m.useOfFunds, 'use_of_funds', []);
  s.blank('Avg. Monthly Sales', 332, 248, 100, m.monthlySales, 'monthly_sales', []);
  s.blank(m.ownRent === 'Rent' ? 'Landlord Name' : 'Mortgage Holder', 440, 248, 136, m.landlord.name, 'landlord', []);
  bar(s, '3  OWNERSHIP  -  every owner of 20% or more; use a separate card for each', 276, C);
  const idx = applicantIndex(m.slots);
  for (let k = 0; k < 4; k++) {
    const x = 36 + (k % 2) * 274, y = 294 + Math.floor(k / 2) * 166;
    ownerCard(s, x, y, 266, 160, `Owner ${k + 1}`, m.slots[k] ?? null, idx[k] ?? null, `owner${k + 1}`, CARD_WORDINGS[0]!, 2, { fill: '#dbe8f1', color: C });
  }
  bar(s, '4  BUSINESS BANK ACCOUNT (where receivables are deposited)', 624, C);
  s.blank('Bank Name', 36, 640, 180, m.bank.name, 'bank_name', []);
  s.blank('ABA Routing #', 224, 640, 120, m.bank.routing, 'routing', []);
  s.blank('Account #', 352, 640, 140, m.bank.account, 'account', []);
  consent(s, 36, 668, 540, PARAGRAPHS.auth);
  signatures(s, 36, 700, 540, ['Owner 1', 'Owner 2'], '03/14/2026');
  consent(s, 36, 742, 540, PARAGRAPHS.fine, 5.2);
  s.text('QCP-APP-4  rev. 03/25                                                 Page 1 of 1', 36, 770, 6, { color: '#666' });
}

// ---------------- B: TriPoint Funding Group ----------------
export const TRIPOINT_SPEC: Spec = { country: 'US', cards: 3, entityBoxes: [], payTerms: true, blankMiddle: true, soleProp: true };

function heading(s: Sheet, title: string, y: number): void {
  s.text(title.toUpperCase(), 36, y, 9.5, { bold: true, color: '#6b1d1d' });
  s.rule(36, y + 12, 576, y + 12, '#6b1d1d', 1.2);
}

export function drawTripoint(s: Sheet, m: Merchant): void {
  s.addPage();
  s.doc.save().moveTo(36, 58).lineTo(58, 18).lineTo(80, 58).closePath().fillColor('#6b1d1d').fill().restore();
  s.doc.save().moveTo(48, 58).lineTo(58, 38).lineTo(68, 58).closePath().fillColor('#ffffff').fill().restore();
  s.text('TriPoint Funding Group', 90, 22, 20, { bold: true, color: '#6b1d1d' });
  s.text('Business Capital Solutions  -  Revenue-Based Financing', 90, 46, 8, { color: '#444', font: 'Times-Italic' });
  s.printed('broker_address', '48 Wall Street, 11th Floor, New York, NY 10005', 390, 24, 7.5);
  s.printed('broker_contact', 'P: 212-555-0187   F: 212-555-0188', 390, 35, 7.5);
  s.printed('broker_email', 'underwriting@tripointfg.com', 390, 46, 7.5);
  s.rule(36, 66, 576, 66, '#6b1d1d', 2.5);
  s.text('Business Cash Advance Application', 36, 74, 13, { bold: true, width: 540, align: 'center' });
  heading(s, 'Company Information', 96);
  const L = 104;
  s.blank('Legal Business Name:', 36, 112, 540, m.legal, 'company_legal', A('legal_name'), { left: L, size: 8 });
  s.blank('DBA / Trade Name:', 36, 130, 540, m.dbaText, 'company_dba', dbaPaths(m), { left: L, size: 8 });
  s.blank('Entity Type:', 36, 148, 250, m.entityText, 'entity_type', A('type_of_entity'), { left: L, size: 8 });
  s.blank(m.taxLabelEin ? 'Federal Tax ID (EIN):' : 'Federal Tax ID #:', 296, 148, 280, m.taxText, 'tax_id', m.taxDigits ? A('business_tax_id', 'business_tax_id_type', 'business_tax_id_country') : [], { left: 90, size: 8 });
  s.blank('Business Address:', 36, 166, 540, m.street, 'address', [], { left: L, size: 8 });
  s.blank('City:', 36, 184, 250, m.city, 'city', [], { left: L, size: 8 });
  s.blank('State:', 296, 184, 120, m.state, 'state', A('state_region', 'country'), { left: 34, size: 8 });
  s.blank('Zip:', 426, 184, 150, m.zip, 'zip', [], { left: 24, size: 8 });
  s.blank('Business Phone:', 36, 202, 250, m.phone, 'phone', [], { left: L, size: 8 });
  s.blank('E-mail:', 296, 202, 280, m.email, 'email', [], { left: 40, size: 8 });
  s.blank('Date Business Started:', 36, 220, 250, m.startText, 'date_started', m.startIso ? A('business_start_date') : [], { left: L, size: 8 });
  s.blank('Nature of Business:', 296, 220, 280, m.industryText, 'nature', A('industry'), { left: 80, size: 8 });
  s.blank('State of Incorporation:', 36, 238, 250, m.stateOfInc, 'state_inc', [], { left: L, size: 8 });
  s.blank('# of Employees:', 296, 238, 280, m.employees, 'employees', [], { left: 70, size: 8 });
  heading(s, 'Funding Request', 262);
  s.blank('Amount Requested:', 36, 278, 250, m.amountText, 'req_amount', m.amountText ? A('requested_amount') : [], { left: L, size: 8 });
  s.blank('Proposed Payment:', 296, 278, 280, m.paymentText, 'req_payment', m.paymentText ? A('requested_payment') : [], { left: 80, size: 8 });
  s.blank('No. of Payments:', 36, 296, 250, m.nPayText, 'num_payments', m.nPayText ? A('number_of_payments') : [], { left: L, size: 8 });
  s.text('Frequency:', 300, 300, 8);
  s.checks('frequency', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'].map((label, k) => ({ label, x: 350 + k * 56, y: 299 })), m.freqLabel, m.freq ? A('payment_frequency') : [], 7.5);
  s.blank('Use of Proceeds:', 36, 314, 540, m.useOfFunds, 'use', [], { left: L, size: 8 });
  heading(s, 'Principals / Guarantors', 338);
  s.text('List each individual owning 20% or more of the business. Attach a separate sheet if more than three.', 36, 354, 7, { font: 'Times-Italic' });
  const idx = applicantIndex(m.slots);
  for (let k = 0; k < 3; k++) {
    ownerCard(s, 36 + k * 183, 366, 175, 262, `Principal #${k + 1}`, m.slots[k] ?? null, idx[k] ?? null, `principal${k + 1}`, CARD_WORDINGS[2]!, 1, { fill: '#6b1d1d', color: '#fff' });
  }
  consent(s, 36, 640, 540, PARAGRAPHS.fine, 6);
  s.text('TPFG Form 210 (04/2025)                                                                                           Continued on page 2', 36, 770, 6.5, { color: '#555' });

  s.addPage();
  heading(s, 'Existing Advances / Loans', 40);
  advancesTable(s, m, 36, 58, 540, 'List every open advance or business loan (a payoff letter may be required)');
  heading(s, 'Trade References', 160);
  m.refs.forEach((ref, k) => {
    s.blank(`Reference ${k + 1}:`, 36, 178 + k * 18, 300, ref.name, `ref${k + 1}_name`, [], { left: 70, size: 8 });
    s.blank('Phone:', 346, 178 + k * 18, 230, ref.phone, `ref${k + 1}_phone`, [], { left: 36, size: 8 });
  });
  heading(s, 'Business Premises', 224);
  s.blank('Landlord / Mortgage Co.:', 36, 240, 300, m.landlord.name, 'landlord', [], { left: 104, size: 8 });
  s.blank('Monthly Rent:', 346, 240, 230, m.landlord.rent, 'rent', [], { left: 60, size: 8 });
  s.blank('Landlord Phone:', 36, 258, 300, m.landlord.phone, 'landlord_phone', [], { left: 104, size: 8 });
  heading(s, 'Operating Bank Account', 284);
  s.blank('Bank:', 36, 300, 180, m.bank.name, 'bank', [], { left: 30, size: 8 });
  s.blank('Routing:', 226, 300, 160, m.bank.routing, 'routing', [], { left: 40, size: 8 });
  s.blank('Account:', 396, 300, 180, m.bank.account, 'account', [], { left: 40, size: 8 });
  heading(s, 'Authorization', 330);
  consent(s, 36, 348, 540, PARAGRAPHS.auth, 7);
  signatures(s, 36, 420, 540, ['Principal #1', 'Principal #2', 'Principal #3'], '04/02/2026');
  s.rect(36, 480, 540, 60, '#999', '#f4f1ee');
  s.text('FOR ISO / BROKER USE ONLY', 44, 486, 7.5, { bold: true });
  s.blank('Submitting Rep:', 44, 500, 250, m.iso.name, 'iso_rep', [], { left: 70, size: 7.5 });
  s.blank('Rep Phone:', 304, 500, 264, m.iso.phone, 'iso_phone', [], { left: 50, size: 7.5 });
  s.blank('Rep E-mail:', 44, 518, 250, m.iso.email, 'iso_email', [], { left: 70, size: 7.5 });
  s.blank('ISO #:', 304, 518, 264, m.iso.id, 'iso_id', [], { left: 50, size: 7.5 });
  s.text('TPFG Form 210 (04/2025)                                                                                                     Page 2 of 2', 36, 770, 6.5, { color: '#555' });
}
