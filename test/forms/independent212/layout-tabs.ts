// Maple Crest Merchant Capital (Canada): dark vertical section tabs down the left margin, values on ruled lines with
// their captions printed under the line, Operating Name (O/A), Business Number with program account, province,
// postal code, SIN and a PIPEDA consent.
import type { Canvas } from './canvas.ts';
import type { Merchant } from './data.ts';
import { advancesTable, AUTH_CA, decoy, entityGroup, frequencyGroup, signatures } from './parts.ts';
import { CA_BOXES, type Maybe, type Values } from './values.ts';

const GREEN = '#1f4d3a';
const X0 = 64, X1 = 572;

function head(c: Canvas, page: number): void {
  c.text('Maple Crest', X0, 28, { size: 20, font: 'Helvetica-Bold', color: GREEN });
  c.text('MERCHANT CAPITAL', X0 + 122, 35, { size: 9, font: 'Helvetica', color: GREEN });
  c.text('Business Funding Application - Canada', 380, 30, { size: 9, font: 'Helvetica-Bold' });
  c.text('Toronto  |  Vancouver  |  Montreal  -  1-888-555-0142', 380, 43, { size: 7, color: '#444' });
  c.line(X0, 58, X1, 58, 2, GREEN);
  c.text(`MCMC-CA-02  (${page}/2)`, X0, 774, { size: 6.5, color: '#555' });
}

/** A dark tab down the left margin spanning [y0, y1], its title read bottom to top. */
function tab(c: Canvas, title: string, y0: number, y1: number): void {
  c.rect(24, y0, 22, y1 - y0, { fill: GREEN });
  const w = c.width_of(title, 8, 'Helvetica-Bold');
  c.doc.save().rotate(-90, { origin: [35, (y0 + y1) / 2] });
  c.text(title, 35 - w / 2, (y0 + y1) / 2 - 3.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
  c.doc.restore();
  c.line(X0, y1 + 4, X1, y1 + 4, 0.3, '#999');
}

/** Value on the line, caption under it. */
function cell(c: Canvas, caption: string, e: Maybe, x: number, y: number, w: number): void {
  c.put(e, x + 2, y, w - 8);
  c.line(x, y + 13, x + w - 6, y + 13, 0.6);
  c.text(caption, x, y + 15, { size: 6.3, color: '#333' });
}

function page1(c: Canvas, v: Values, m: Merchant): void {
  head(c, 1);
  let y0 = 70, y = 74;
  cell(c, 'Legal Name of Business (as registered)', v.legal, X0, y, 300);
  cell(c, 'Operating Name (O/A)', v.dba, X0 + 300, y, 208);
  y += 30;
  cell(c, 'Business Number (BN) incl. program account', v.taxId, X0, y, 200);
  cell(c, 'Date Established', v.start, X0 + 200, y, 100);
  cell(c, 'Jurisdiction of Incorporation', v.inc, X0 + 300, y, 110);
  cell(c, 'Number of Employees', v.employees, X0 + 410, y, 98);
  y += 30;
  cell(c, 'Nature of Business', v.industry, X0, y, 300);
  cell(c, 'Website', v.website, X0 + 300, y, 208);
  y += 30;
  c.text('Business Structure:', X0, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  y += entityGroup(c, v, CA_BOXES, X0 + 84, y, 106, 4) + 6;
  cell(c, 'Street Address', v.street, X0, y, 230);
  cell(c, 'City', v.city, X0 + 230, y, 110);
  cell(c, 'Province', v.region, X0 + 340, y, 60);
  cell(c, 'Postal Code', v.postal, X0 + 400, y, 108);
  y += 30;
  cell(c, 'Business Telephone', v.phone, X0, y, 150);
  cell(c, 'Business E-mail', v.email, X0 + 150, y, 220);
  c.box('Owned', X0 + 378, y + 2, m.rent ? null : { key: 'own', text: 'Owned', fields: {} }, { name: 'prem_own' });
  c.box('Leased', X0 + 430, y + 2, m.rent ? { key: 'rent', text: 'Leased', fields: {} } : null, { name: 'prem_rent' });
  c.text('Premises', X0 + 378, y + 15, { size: 6.3, color: '#333' });
  y += 30;
  cell(c, 'Landlord / Property Manager', decoy(v, 'landlord'), X0, y, 300);
  cell(c, 'Landlord Telephone', decoy(v, 'landlord.phone'), X0 + 300, y, 208);
  y += 26;
  tab(c, 'BUSINESS', y0, y);
  y0 = y + 10; y = y0 + 4;
  cell(c, 'Funding Amount Requested', v.requested, X0, y, 150);
  cell(c, 'Estimated Remittance', v.payment, X0 + 150, y, 120);
  cell(c, 'Number of Remittances', v.numPayments, X0 + 270, y, 100);
  cell(c, 'Use of Funds', v.use, X0 + 370, y, 138);
  y += 30;
  c.text('Remittance Frequency:', X0, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  frequencyGroup(c, v, X0 + 100, y, 16);
  y += 20;
  tab(c, 'FUNDING', y0, y);
  y0 = y + 10; y = y0 + 4;
  cell(c, 'Financial Institution', decoy(v, 'bank'), X0, y, 170);
  cell(c, 'Transit / Institution No.', decoy(v, 'routing'), X0 + 170, y, 130);
  cell(c, 'Account No.', decoy(v, 'account'), X0 + 300, y, 110);
  cell(c, 'Avg. Monthly Revenue', v.sales, X0 + 410, y, 98);
  y += 30;
  c.text('Existing financing / advances:', X0, y, { size: 7.5, font: 'Helvetica-Bold' });
  y += 10 + advancesTable(c, v, X0, y + 10, X1 - X0, ['Lender / Funder', 'Balance (CAD)', 'Payment']) + 6;
  tab(c, 'BANKING', y0, y);
}

function page2(c: Canvas, v: Values): void {
  head(c, 2);
  let y0 = 70, y = 74;
  v.owners.forEach((o, i) => {
    c.text(`Owner / Director ${i + 1}`, X0, y, { size: 8, font: 'Helvetica-Bold', color: GREEN });
    y += 12;
    cell(c, 'Full Name', o.name, X0, y, 220);
    cell(c, 'Title / Position', o.title, X0 + 220, y, 120);
    cell(c, '% Owned', o.pct, X0 + 340, y, 70);
    cell(c, 'Credit Score (optional)', o.credit, X0 + 410, y, 98);
    y += 30;
    cell(c, 'Social Insurance Number (SIN)', o.ssn, X0, y, 150);
    cell(c, 'Date of Birth', o.dob, X0 + 150, y, 100);
    cell(c, 'Home Address', o.home, X0 + 250, y, 150);
    cell(c, 'City, Province, Postal Code', o.homeCity, X0 + 400, y, 108);
    y += 30;
    cell(c, 'Mobile', o.cell, X0, y, 150);
    cell(c, 'Personal E-mail', o.email, X0 + 150, y, 250);
    y += 34;
  });
  tab(c, 'OWNERS', y0, y);
  y0 = y + 10; y = y0 + 6;
  cell(c, 'Broker / ISO Representative', decoy(v, 'iso.name'), X0, y, 180);
  cell(c, 'Brokerage', decoy(v, 'iso.company'), X0 + 180, y, 190);
  cell(c, 'ISO No.', decoy(v, 'iso.id'), X0 + 370, y, 138);
  y += 32;
  tab(c, 'BROKER', y0, y);
  y0 = y + 10; y = y0 + 6;
  y += c.text(AUTH_CA, X0, y, { size: 7, width: X1 - X0, align: 'justify', lineGap: 1.5 }) + 14;
  signatures(c, v, X0, y, X1 - X0);
  y += 64;
  tab(c, 'CONSENT', y0, y);
}

export function drawTabs(c: Canvas, v: Values, m: Merchant): void {
  c.addPage();
  page1(c, v, m);
  c.addPage();
  page2(c, v);
}
