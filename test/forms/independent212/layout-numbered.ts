// Keystone Bridge Capital: every field numbered ("1. Legal business name"), the number and label in small caps above
// a ruled line, a summary box at the top right repeating a few values, owners on page 2.
import type { Canvas } from './canvas.ts';
import type { Merchant } from './data.ts';
import { advancesTable, AUTH_US, decoy, entityGroup, frequencyGroup, signatures } from './parts.ts';
import { US_BOXES, type Maybe, type Values } from './values.ts';

const NAVY = '#12305a';

function header(c: Canvas, page: number): void {
  c.rect(0, 0, c.width, 58, { fill: NAVY });
  c.text('KEYSTONE BRIDGE CAPITAL', 36, 16, { size: 16, font: 'Helvetica-Bold', color: '#fff' });
  c.text('Revenue-Based Funding Application  |  Form KB-7', 36, 37, { size: 8.5, color: '#c9d6ea' });
  c.text(`Page ${page} of 2`, 36, 770, { size: 7, color: '#555' });
  c.text('Keystone Bridge Capital LLC  |  110 Wall Street, 9th Fl, New York, NY 10005  |  submissions@keystonebridge.example', 180, 770, { size: 6.5, color: '#555' });
}

function section(c: Canvas, title: string, y: number): number {
  c.rect(36, y, 540, 15, { fill: '#dfe6f0' });
  c.text(title, 42, y + 4, { size: 8.5, font: 'Helvetica-Bold', color: NAVY });
  return y + 22;
}

/** Numbered field: "n. Label" above a line of width w; returns the next number. */
function field(c: Canvas, n: number, label: string, e: Maybe, x: number, y: number, w: number): number {
  c.text(`${n}.`, x, y, { size: 7, font: 'Helvetica-Bold', color: NAVY });
  c.text(label, x + 12, y, { size: 7 });
  c.line(x, y + 24, x + w - 8, y + 24);
  c.put(e, x + 3, y + 11, w - 14);
  return n + 1;
}

function summary(c: Canvas, v: Values): void {
  const x = 372, y = 68;
  c.rect(x, y, 204, 64, { stroke: NAVY, lw: 1.2 });
  c.text('APPLICATION SUMMARY (office use)', x + 6, y + 5, { size: 6.8, font: 'Helvetica-Bold', color: NAVY });
  c.text('Merchant', x + 6, y + 18, { size: 6.5 });
  c.put(v.legal, x + 52, y + 16, 146, 8);
  c.text('Requested', x + 6, y + 31, { size: 6.5 });
  c.put(v.requested, x + 52, y + 29, 146, 8);
  c.text('Principal', x + 6, y + 44, { size: 6.5 });
  c.put(v.owners[0]!.name, x + 52, y + 42, 146, 8);
  c.text('Received', x + 6, y + 54, { size: 6.5, color: '#666' });
  c.put({ key: 'received', text: v.summaryDate, fields: {} }, x + 52, y + 53, 80, 7);
}

function page1(c: Canvas, v: Values, m: Merchant): void {
  header(c, 1);
  c.text('Please complete every numbered item. Items left blank may delay a funding decision.', 36, 70, { size: 7.5, width: 320 });
  c.text('Submitted through ISO:', 36, 92, { size: 7 });
  c.put(decoy(v, 'iso.company'), 120, 90, 200, 8.5);
  c.text('ISO rep / phone:', 36, 108, { size: 7 });
  c.put(decoy(v, 'iso.name'), 120, 106, 110, 8.5);
  c.put(decoy(v, 'iso.phone'), 236, 106, 100, 8.5);
  summary(c, v);
  let y = section(c, 'PART A  -  THE BUSINESS', 142);
  let n = 1;
  n = field(c, n, 'Legal business name (as shown on tax return)', v.legal, 36, y, 340);
  n = field(c, n, 'Doing business as (DBA)', v.dba, 376, y, 200);
  y += 32;
  n = field(c, n, 'Federal Tax ID (EIN)', v.taxId, 36, y, 150);
  n = field(c, n, 'Business start date', v.start, 186, y, 110);
  n = field(c, n, 'State of incorporation', v.inc, 296, y, 90);
  n = field(c, n, 'Type of business / industry', v.industry, 386, y, 190);
  y += 32;
  c.text(`${n++}.`, 36, y, { size: 7, font: 'Helvetica-Bold', color: NAVY });
  c.text('Legal entity (check one)', 48, y, { size: 7 });
  y += 12 + entityGroup(c, v, US_BOXES, 48, y + 12, 84, 6) + 6;
  n = field(c, n, 'Physical business address (no P.O. boxes)', v.street, 36, y, 250);
  n = field(c, n, 'City', v.city, 286, y, 140);
  n = field(c, n, 'State', v.region, 426, y, 60);
  n = field(c, n, 'ZIP', v.postal, 486, y, 90);
  y += 32;
  n = field(c, n, 'Business phone', v.phone, 36, y, 130);
  n = field(c, n, 'Business e-mail', v.email, 166, y, 200);
  n = field(c, n, 'Website', v.website, 366, y, 140);
  n = field(c, n, 'No. of employees', v.employees, 506, y, 70);
  y += 32;
  n = field(c, n, 'Landlord / mortgage holder', decoy(v, 'landlord'), 36, y, 250);
  n = field(c, n, 'Landlord phone', decoy(v, 'landlord.phone'), 286, y, 140);
  c.text(`${n++}.`, 426, y, { size: 7, font: 'Helvetica-Bold', color: NAVY });
  c.text('Premises', 438, y, { size: 7 });
  c.box('Own', 438, y + 12, m.rent ? null : { key: 'own', text: 'Own', fields: {} }, { name: 'prem_own' });
  c.box('Rent / Lease', 480, y + 12, m.rent ? { key: 'rent', text: 'Rent / Lease', fields: {} } : null, { name: 'prem_rent' });
  y = section(c, 'PART B  -  FUNDING REQUEST', y + 34);
  n = field(c, n, 'Amount requested', v.requested, 36, y, 140);
  n = field(c, n, 'Proposed payment', v.payment, 176, y, 120);
  n = field(c, n, 'Number of payments', v.numPayments, 296, y, 100);
  n = field(c, n, 'Use of funds', v.use, 396, y, 180);
  y += 32;
  c.text(`${n++}.`, 36, y, { size: 7, font: 'Helvetica-Bold', color: NAVY });
  c.text('Payment schedule', 48, y, { size: 7 });
  frequencyGroup(c, v, 130, y - 1);
  y = section(c, 'PART C  -  FINANCIAL INFORMATION', y + 18);
  n = field(c, n, 'Average monthly sales', v.sales, 36, y, 140);
  n = field(c, n, 'Business bank', decoy(v, 'bank'), 176, y, 130);
  n = field(c, n, 'Routing no.', decoy(v, 'routing'), 306, y, 120);
  n = field(c, n, 'Account no.', decoy(v, 'account'), 426, y, 150);
  y += 32;
  c.text(`${n}.`, 36, y, { size: 7, font: 'Helvetica-Bold', color: NAVY });
  c.text('Open advances or business loans (list all)', 48, y, { size: 7 });
  advancesTable(c, v, 36, y + 11, 540);
}

function page2(c: Canvas, v: Values): void {
  header(c, 2);
  let y = section(c, 'PART D  -  OWNERS / GUARANTORS (every owner of 20% or more)', 72);
  let n = 40;
  v.owners.forEach((o, i) => {
    c.text(`Owner ${i + 1}`, 36, y, { size: 8, font: 'Helvetica-Bold', color: NAVY });
    y += 12;
    n = field(c, n, 'Full name (first, middle initial, last)', o.name, 36, y, 230);
    n = field(c, n, 'Title', o.title, 266, y, 120);
    n = field(c, n, 'Ownership %', o.pct, 386, y, 80);
    n = field(c, n, 'Credit score (if known)', o.credit, 466, y, 110);
    y += 32;
    n = field(c, n, 'Social Security No.', o.ssn, 36, y, 130);
    n = field(c, n, 'Date of birth', o.dob, 166, y, 100);
    n = field(c, n, 'Home address', o.home, 266, y, 180);
    n = field(c, n, 'City, State, ZIP', o.homeCity, 446, y, 130);
    y += 32;
    n = field(c, n, 'Mobile phone', o.cell, 36, y, 130);
    n = field(c, n, 'E-mail', o.email, 166, y, 220);
    y += 38;
  });
  y = section(c, 'PART E  -  TRADE REFERENCES', y);
  for (let i = 0; i < 2; i++) {
    n = field(c, n, `Reference ${i + 1} name`, decoy(v, `ref${i}.name`), 36 + i * 270, y, 170);
    n = field(c, n, 'Phone', decoy(v, `ref${i}.phone`), 206 + i * 270, y, 100);
  }
  y = section(c, 'PART F  -  AUTHORIZATION', y + 36);
  y += c.text(AUTH_US, 36, y, { size: 6.8, width: 540, align: 'justify', lineGap: 1.5 }) + 14;
  signatures(c, v, 36, y, 540);
}

export function drawNumbered(c: Canvas, v: Values, m: Merchant): void {
  c.addPage();
  page1(c, v, m);
  c.addPage();
  page2(c, v);
}
