// Set 126, layouts C and D: a Guarantor card on page 1 and an Additional Owners addendum (Harborline); a Canadian form
// with the principal owner on page 1 and the other owners side by side on page 2 (Northbridge).
import type { Sheet } from './canvas.ts';
import type { Merchant, Spec } from './merchant.ts';
import { A, CARD_WORDINGS, dbaPaths, PARAGRAPHS, advancesTable, applicantIndex, consent, ownerCard, signatures } from './parts.ts';

// ---------------- C: Harborline Merchant Funding ----------------
export const HARBOR_SPEC: Spec = { country: 'US', cards: 4, entityBoxes: ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor'],
  payTerms: false, blankMiddle: false, soleProp: true };

function wave(s: Sheet, x: number, y: number, color: string): void {
  for (let k = 0; k < 3; k++) {
    s.doc.save().moveTo(x, y + k * 6).bezierCurveTo(x + 8, y - 6 + k * 6, x + 16, y + 6 + k * 6, x + 24, y + k * 6)
      .bezierCurveTo(x + 32, y - 6 + k * 6, x + 40, y + 6 + k * 6, x + 48, y + k * 6).lineWidth(2).strokeColor(color).stroke().restore();
  }
}

function tabTitle(s: Sheet, title: string, y: number): void {
  s.text(title, 40, y, 10, { bold: true, color: '#0e6e73' });
  s.rule(40, y + 13, 572, y + 13, '#0e6e73', 0.8);
}

export function drawHarbor(s: Sheet, m: Merchant): void {
  s.addPage();
  wave(s, 40, 30, '#0e6e73');
  s.text('HARBORLINE', 98, 18, 18, { bold: true, color: '#0e6e73' });
  s.text('Merchant Funding', 98, 38, 10, { color: '#0e6e73' });
  s.printed('broker_address', '2 Seaport Lane, Suite 310  Boston, MA 02210', 380, 20, 7);
  s.printed('broker_contact', '(617) 555-0119  -  funding@harborlinemf.com', 380, 30, 7);
  s.text('Application for Business Funding', 380, 44, 9, { bold: true });
  tabTitle(s, 'About the Business', 64);
  s.blank('Business Legal Name', 40, 82, 300, m.legal, 'bus_legal_name', A('legal_name'));
  s.blank('Doing Business As', 348, 82, 224, m.dbaText, 'bus_dba', dbaPaths(m));
  s.blank('Street Address', 40, 108, 230, m.street, 'bus_street', []);
  s.blank('City', 278, 108, 130, m.city, 'bus_city', []);
  s.blank('State', 416, 108, 50, m.state, 'bus_state', A('state_region', 'country'));
  s.blank('ZIP', 474, 108, 98, m.zip, 'bus_zip', []);
  s.blank(m.taxLabelEin ? 'Federal Tax ID (EIN)' : 'Tax ID (EIN, or SSN if sole prop.)', 40, 134, 150, m.taxText, 'bus_taxid', m.taxDigits ? A('business_tax_id', 'business_tax_id_type', 'business_tax_id_country') : []);
  s.blank('Date Established', 198, 134, 110, m.startText, 'bus_established', m.startIso ? A('business_start_date') : []);
  s.blank('Industry / Products Sold', 316, 134, 256, m.industryText, 'bus_industry', A('industry'));
  s.blank('Phone', 40, 160, 120, m.phone, 'bus_phone', []);
  s.blank('E-mail', 168, 160, 180, m.email, 'bus_email', []);
  s.blank('Incorporated in (state)', 356, 160, 100, m.stateOfInc, 'bus_inc_state', []);
  s.blank('Employees', 464, 160, 108, m.employees, 'bus_employees', []);
  s.text('Business structure:', 40, 190, 7.5, { bold: true });
  const xs = [128, 172, 240, 292, 360];
  s.checks('bus_structure', HARBOR_SPEC.entityBoxes.map((label, k) => ({ label, x: xs[k]!, y: 189 })), m.entityChecked, A('type_of_entity'));
  tabTitle(s, 'What You Need', 208);
  s.blank('Funding Amount Requested', 40, 226, 160, m.amountText, 'amount_requested', m.amountText ? A('requested_amount') : []);
  s.blank('Purpose', 208, 226, 180, m.useOfFunds, 'purpose', []);
  s.blank('Gross Monthly Sales', 396, 226, 176, m.monthlySales, 'gross_sales', []);
  tabTitle(s, 'Guarantor (majority owner)', 256);
  const idx = applicantIndex(m.slots);
  ownerCard(s, 40, 274, 532, 160, 'Guarantor', m.slots[0] ?? null, idx[0] ?? null, 'guarantor', CARD_WORDINGS[1]!, 2, { fill: '#0e6e73', color: '#fff' });
  s.text(`Other owners of 20% or more: complete the Additional Owners Addendum on page 2.`, 40, 440, 7.5, { bold: true });
  tabTitle(s, 'Location', 458);
  s.text('Premises:', 40, 478, 7.5);
  s.checks('premises', ['Own', 'Rent'].map((label, k) => ({ label, x: 84 + k * 40, y: 477 })), m.ownRent, []);
  s.blank('Landlord', 170, 472, 180, m.ownRent === 'Rent' ? m.landlord.name : null, 'landlord_name', []);
  s.blank('Landlord Phone', 358, 472, 110, m.ownRent === 'Rent' ? m.landlord.phone : null, 'landlord_phone', []);
  s.blank('Monthly Rent', 476, 472, 96, m.ownRent === 'Rent' ? m.landlord.rent : null, 'landlord_rent', []);
  tabTitle(s, 'Consent & Signature', 504);
  consent(s, 40, 522, 532, PARAGRAPHS.auth, 6.5);
  signatures(s, 40, 580, 532, ['Guarantor'], '02/27/2026');
  consent(s, 40, 626, 532, PARAGRAPHS.fine, 6);
  s.text('HMF-100  |  Page 1 of 2', 40, 770, 6.5, { color: '#777' });

  s.addPage();
  wave(s, 40, 30, '#0e6e73');
  s.text('ADDITIONAL OWNERS ADDENDUM', 98, 22, 14, { bold: true, color: '#0e6e73' });
  s.text('Continuation of ownership information - one card per additional owner of 20% or more', 98, 40, 7.5);
  s.blank('Business Legal Name', 40, 58, 532, m.legal, 'addendum_legal_name', A('legal_name'), { left: 90 });
  for (let k = 1; k < 4; k++) {
    ownerCard(s, 40, 84 + (k - 1) * 162, 532, 158, `Additional Owner #${k + 1}`, m.slots[k] ?? null, idx[k] ?? null, `addl_owner${k + 1}`, CARD_WORDINGS[1]!, 2,
      { fill: '#d5ecec', color: '#0e6e73' });
  }
  advancesTable(s, m, 40, 574, 532, 'Open advances or loans');
  s.text('Each additional owner signs below and agrees to the Consent on page 1 as if set out here in full.', 40, 646, 7);
  signatures(s, 40, 658, 532, ['Owner #2', 'Owner #3', 'Owner #4'], null);
  s.text('HMF-100A  |  Page 2 of 2', 40, 770, 6.5, { color: '#777' });
}

// ---------------- D: Northbridge Business Capital (Canada) ----------------
export const NORTHBRIDGE_SPEC: Spec = { country: 'CA', cards: 4, entityBoxes: [], payTerms: false, blankMiddle: false, soleProp: false };

function band(s: Sheet, title: string, y: number): void {
  s.rect(30, y, 552, 14, '#b22234', '#f7e4e6', 0.5);
  s.text(title, 36, y + 3.5, 8, { bold: true, color: '#7a1020' });
}

export function drawNorthbridge(s: Sheet, m: Merchant): void {
  s.addPage();
  s.doc.save().moveTo(30, 50).lineTo(44, 20).lineTo(58, 50).lineTo(44, 40).closePath().fillColor('#b22234').fill().restore();
  s.text('NORTHBRIDGE', 66, 20, 17, { bold: true, color: '#222' });
  s.text('BUSINESS CAPITAL', 66, 39, 8, { color: '#b22234' });
  s.printed('broker_address', '100 King St W, Suite 5600, Toronto, ON M5X 1C9', 370, 20, 7);
  s.printed('broker_contact', '1-888-555-0164  |  apply@northbridgecapital.ca', 370, 30, 7);
  s.text('Business Financing Application (Canada)', 370, 42, 8.5, { bold: true });
  band(s, 'A. BUSINESS INFORMATION', 62);
  s.blank('Legal Name of Business', 30, 80, 320, m.legal, 'legal_name', A('legal_name'));
  s.blank('Operating Name (O/A)', 358, 80, 224, m.dbaText, 'operating_name', dbaPaths(m));
  s.blank('Business Number (BN) incl. program account', 30, 106, 200, m.taxText, 'bn', m.taxDigits ? A('business_tax_id', 'business_tax_id_type', 'business_tax_id_country') : []);
  s.blank('Legal Structure', 238, 106, 120, m.entityText, 'structure', A('type_of_entity'));
  s.blank('Date Established', 366, 106, 100, m.startText, 'established', m.startIso ? A('business_start_date') : []);
  s.blank('Jurisdiction of Incorp.', 474, 106, 108, m.stateOfInc, 'jurisdiction', []);
  s.blank('Street Address', 30, 132, 230, m.street, 'street', []);
  s.blank('City', 268, 132, 120, m.city, 'city', []);
  s.blank('Province', 396, 132, 70, m.state, 'province', A('state_region'));
  s.blank('Postal Code', 474, 132, 108, m.zip, 'postal', []);
  s.blank('Country', 30, 158, 90, 'Canada', 'country', A('country'));
  s.blank('Telephone', 128, 158, 110, m.phone, 'phone', []);
  s.blank('E-mail', 246, 158, 170, m.email, 'email', []);
  s.blank('Industry / Type of Business', 424, 158, 158, m.industryText, 'industry', A('industry'));
  band(s, 'B. FINANCING REQUEST', 188);
  s.blank('Amount Requested (CAD)', 30, 206, 150, m.amountText, 'amount', m.amountText ? A('requested_amount') : []);
  s.blank('Purpose of Funds', 188, 206, 200, m.useOfFunds, 'purpose', []);
  s.blank('Average Monthly Revenue', 396, 206, 186, m.monthlySales, 'revenue', []);
  band(s, 'C. PRINCIPAL OWNER', 236);
  const idx = applicantIndex(m.slots);
  ownerCard(s, 30, 256, 552, 160, 'Principal Owner', m.slots[0] ?? null, idx[0] ?? null, 'principal', CARD_WORDINGS[3]!, 2, { fill: '#222', color: '#fff' });
  s.text('Additional owners (10% or more) continue on page 2.', 30, 422, 7.5, { font: 'Helvetica-Oblique' });
  band(s, 'D. BANKING', 440);
  s.blank('Financial Institution', 30, 458, 170, m.bank.name, 'bank', []);
  s.blank('Transit / Institution #', 208, 458, 130, m.bank.routing, 'transit', []);
  s.blank('Account #', 346, 458, 130, m.bank.account, 'account', []);
  s.blank('Landlord', 484, 458, 98, m.landlord.name, 'landlord', []);
  advancesTable(s, m, 30, 490, 552, 'Current financing / merchant advances');
  consent(s, 30, 566, 552, PARAGRAPHS.fine, 6.5);
  s.text('NBC-CA-01  (2025-06)                                                                                        1 / 2', 30, 770, 6.5, { color: '#777' });

  s.addPage();
  band(s, 'E. ADDITIONAL OWNERS', 36);
  s.text('Complete one column for each other owner. Leave unused columns blank.', 30, 56, 7.5);
  for (let k = 1; k < 4; k++) {
    ownerCard(s, 30 + (k - 1) * 186, 70, 180, 270, `Owner ${k + 1}`, m.slots[k] ?? null, idx[k] ?? null, `owner${k + 1}`, CARD_WORDINGS[3]!, 1, { fill: '#f7e4e6', color: '#7a1020' });
  }
  band(s, 'F. CONSENT', 354);
  consent(s, 30, 374, 552, PARAGRAPHS.pipeda, 7);
  consent(s, 30, 420, 552, PARAGRAPHS.auth, 6.5);
  signatures(s, 30, 478, 552, ['Principal Owner', 'Owner 2'], '2026-03-09');
  s.rect(30, 530, 552, 44, '#999', '#f4f4f4');
  s.text('Referred by (ISO partner)', 36, 535, 7, { bold: true });
  s.blank('Partner Rep', 36, 546, 260, m.iso.name, 'iso_name', [], { left: 52 });
  s.blank('Partner E-mail', 306, 546, 270, m.iso.email, 'iso_email', [], { left: 62 });
  s.text('NBC-CA-01  (2025-06)                                                                                        2 / 2', 30, 770, 6.5, { color: '#777' });
}
