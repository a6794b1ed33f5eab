// Set 25 layouts on landscape geometry: side-by-side columns, a page stored with /Rotate 90, a form drawn sideways.
import type { Merchant } from './data.ts';
import type { Pen } from './pen.ts';
import { advancesTable, AUTH, businessRows, decoyRows, entityBoxes, frequencyBoxes, fundingRows, isoBox, officeUse, ownerRows, processingRows, rows, signatures } from './sections.ts';

export function header(pen: Pen, name: string, title: string, x: number, y: number, w: number, seed: number): number {
  pen.text(name.toUpperCase(), x, y, { size: 15, bold: true });
  pen.text(title, x, y + 18, { size: 9, color: '#333' });
  const ein = `${20 + (seed % 70)}-${String(4410000 + seed * 37).slice(0, 7)}`;
  const contact = `${100 + (seed % 800)} Broad Street, Floor 9, New York, NY 10004  |  Tel (212) 555-01${String(seed % 90).padStart(2, '0')}  |  Funder EIN ${ein}`;
  pen.text(contact, x, y + 30, { size: 6.5, color: '#555', width: w, align: 'right' });
  pen.printed.push(ein);
  pen.doc.moveTo(x, y + 40).lineTo(x + w, y + 40).lineWidth(1.4).stroke('#111');
  return y + 48;
}

function band(pen: Pen, s: string, x: number, y: number, w: number): number {
  pen.rect(x, y, w, 13, '#222');
  pen.text(s, x + 4, y + 3, { size: 7.5, bold: true, color: '#fff' });
  return y + 18;
}

/** Harborline: a landscape page with business on the left and owners on the right, then a three-column page 2. */
export function harborline(pen: Pen, m: Merchant, seed: number): void {
  const v = seed % 4;
  pen.page(792, 612);
  let y = header(pen, 'Harborline Capital Partners', 'Merchant Funding Application  -  complete both columns', 30, 24, 732, seed);
  let l = band(pen, 'SECTION A  |  BUSINESS', 30, y, 350);
  l = rows(pen, businessRows(m, v), 30, l, 350, 'inline', 120);
  l = entityBoxes(pen, m, 30, l + 2, 350);
  l = band(pen, 'SECTION B  |  FUNDING REQUEST', 30, l + 2, 350);
  l = rows(pen, fundingRows(m, v, false), 30, l, 350, 'inline', 120);
  l = band(pen, 'SECTION B-2  |  CARD PROCESSING', 30, l + 2, 350);
  officeUse(pen, m, 30, rows(pen, processingRows(m, v), 30, l, 350, 'inline', 120) + 6, 350);
  let r = band(pen, 'SECTION C  |  OWNER(S) / GUARANTOR(S)', 412, y, 350);
  m.owners.forEach((o, i) => {
    pen.text(`Owner ${i + 1}`, 412, r, { size: 8, bold: true });
    r = rows(pen, ownerRows(o, i, v, true, m.canada), 412, r + 11, 350, 'inline', 100) + 4;
  });
  pen.text('Page 1 of 2 - Sections A and C must both be completed', 30, 590, { size: 6.5, color: '#666' });
  pen.page(792, 612);
  y = header(pen, 'Harborline Capital Partners', 'Application (continued)', 30, 24, 732, seed);
  const c1 = band(pen, 'SECTION D  |  BANK & PROPERTY', 30, y, 230);
  rows(pen, decoyRows(m, v), 30, c1, 230, 'stacked');
  const c2 = band(pen, 'SECTION E  |  OTHER FINANCING', 281, y, 230);
  isoBox(pen, m, 281, advancesTable(pen, m, 281, c2, 230) + 8, 230);
  const c3 = band(pen, 'SECTION F  |  AUTHORIZATION', 532, y, 230);
  const sy = pen.para(AUTH, 532, c3, 230);
  signatures(pen, m.owners, 532, sy + 10, 230, 1);
}

/** Meridian Bay: page 1 is a landscape form stored portrait with /Rotate 90, three columns. */
export function meridian(pen: Pen, m: Merchant, seed: number): void {
  const v = (seed + 1) % 4;
  pen.page(612, 792, 90, true);
  let y = header(pen, 'Meridian Bay Funding', 'Revenue-Based Financing Application', 30, 22, 732, seed);
  let a = band(pen, '1. COMPANY', 30, y, 235);
  a = rows(pen, businessRows(m, v), 30, a, 235, 'stacked');
  entityBoxes(pen, m, 30, a, 235, 'Entity:');
  let b = band(pen, '2. REQUEST', 280, y, 230);
  b = rows(pen, fundingRows(m, v, true), 280, b, 230, 'stacked');
  b = frequencyBoxes(pen, m, 280, b + 2);
  isoBox(pen, m, 280, advancesTable(pen, m, 280, b + 6, 230) + 4, 230);
  let c = band(pen, '3. PRINCIPALS', 527, y, 235);
  m.owners.forEach((o, i) => {
    pen.text(`Principal #${i + 1}`, 527, c, { size: 7.5, bold: true });
    c = rows(pen, ownerRows(o, i, v, false, m.canada), 527, c + 10, 235, 'inline', 78) + 3;
  });
  pen.page(612, 792);
  y = header(pen, 'Meridian Bay Funding', 'References, Disclosures & Signatures', 40, 30, 532, seed);
  y = band(pen, '4. REFERENCES', 40, y, 532);
  y = rows(pen, decoyRows(m, v), 40, y, 532, 'inline', 150);
  y = band(pen, '5. AUTHORIZATION', 40, y + 6, 532);
  y = pen.para(AUTH, 40, y, 532, 7);
  signatures(pen, m.owners, 40, y + 16, 532);
}

/** Cobalt Ridge: a portrait page carrying a landscape form drawn sideways (no /Rotate), titles along the margin. */
export function cobalt(pen: Pen, m: Merchant, seed: number): void {
  const v = (seed + 2) % 4;
  pen.page(612, 792, 90);
  const y = header(pen, 'Cobalt Ridge Advance', 'Small Business Cash Advance - Application & Agreement to Verify', 40, 24, 712, seed);
  pen.rect(40, y, 350, 490 - y);
  pen.sideways('BUSINESS PROFILE', 52, 400);
  let l = rows(pen, businessRows(m, v), 70, y + 6, 312, 'inline', 112);
  l = entityBoxes(pen, m, 70, l, 312, 'Legal form:');
  rows(pen, fundingRows(m, v, false), 70, l + 2, 312, 'inline', 112);
  pen.rect(402, y, 350, 490 - y);
  pen.sideways('OWNERSHIP', 414, 360);
  let r = y + 6;
  m.owners.forEach((o, i) => {
    pen.text(i === 0 ? 'Primary owner' : 'Second owner', 432, r, { size: 7.5, bold: true });
    r = rows(pen, ownerRows(o, i, v, false, m.canada), 432, r + 10, 312, 'inline', 100) + 3;
  });
  pen.text("Turn page to read. Print clearly in ink.", 40, 494, { size: 6.5, color: '#666' });
  const sy = pen.para(AUTH, 40, 504, 712, 6);
  signatures(pen, m.owners, 40, sy + 6, 712, 2);
  pen.page(612, 792);
  let z = header(pen, 'Cobalt Ridge Advance', 'Schedule 1 - Bank, Landlord & Trade References', 40, 30, 532, seed);
  pen.sideways('REFERENCES', 48, 400);
  z = rows(pen, decoyRows(m, v), 70, z, 502, 'leader');
  isoBox(pen, m, 70, advancesTable(pen, m, 70, z + 10, 502) + 10, 502);
}
