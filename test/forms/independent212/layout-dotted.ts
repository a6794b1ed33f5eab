// Harborline Funding Partners: a serif ledger-style form. Labels in a left column with dotted leaders running to the
// value; the principals come first (Section I), the business after them, banking and consent on page 2.
import type { Canvas } from './canvas.ts';
import type { Merchant } from './data.ts';
import { advancesTable, AUTH_US, decoy, entityGroup, frequencyGroup, signatures } from './parts.ts';
import { US_BOXES, type Maybe, type Values } from './values.ts';

const SERIF = 'Times-Roman', SERIF_B = 'Times-Bold';

function head(c: Canvas, page: number): void {
  c.text('HARBORLINE FUNDING PARTNERS', 0, 30, { size: 17, font: SERIF_B, width: c.width, align: 'center' });
  c.text('Merchant Intake & Funding Application', 0, 51, { size: 10, font: 'Times-Italic', width: c.width, align: 'center' });
  c.line(50, 68, 562, 68, 1.4);
  c.line(50, 71, 562, 71, 0.4);
  c.text(`HFP-APP rev. 03/2024  -  page ${page}/2`, 50, 772, { size: 7, font: SERIF });
}

function sec(c: Canvas, title: string, y: number): number {
  c.text(title, 50, y, { size: 10.5, font: SERIF_B });
  c.line(50, y + 13, 562, y + 13, 0.6);
  return y + 20;
}

/** Label, dotted leader to the value column, value. */
function row(c: Canvas, label: string, e: Maybe, x: number, y: number, labelW: number, w: number): number {
  const lw = c.text(label, x, y, { size: 8.5, font: SERIF });
  c.dots(x + lw + 3, x + labelW - 4, y + 8);
  c.put(e, x + labelW, y - 1, w - labelW);
  return y + 15;
}

function owners(c: Canvas, v: Values, y: number): number {
  const colX = [50, 312];
  let maxY = y;
  v.owners.forEach((o, i) => {
    const x = colX[i % 2]!;
    let oy = y + Math.floor(i / 2) * 168;
    c.text(`Principal ${['One', 'Two', 'Three'][i]}`, x, oy, { size: 9, font: 'Times-BoldItalic' });
    oy += 14;
    const W = 250, L = 102;
    oy = row(c, 'Surname', o.last, x, oy, L, W);
    oy = row(c, 'Given name', o.first, x, oy, L, W);
    oy = row(c, 'Position held', o.title, x, oy, L, W);
    oy = row(c, '% of ownership', o.pct, x, oy, L, W);
    oy = row(c, 'SSN / ITIN', o.ssn, x, oy, L, W);
    oy = row(c, 'Date of birth', o.dob, x, oy, L, W);
    oy = row(c, 'FICO (self-reported)', o.credit, x, oy, L, W);
    oy = row(c, 'Residence', o.home, x, oy, L, W);
    oy = row(c, 'City / State / Zip', o.homeCity, x, oy, L, W);
    oy = row(c, 'Cell phone', o.cell, x, oy, L, W);
    maxY = Math.max(maxY, oy);
  });
  return maxY + 8;
}

function business(c: Canvas, v: Values, m: Merchant, y0: number): void {
  let y = sec(c, 'SECTION II  -  THE BUSINESS', y0);
  const L = 150, W = 512;
  y = row(c, 'Legal name of business', v.legal, 50, y, L, W);
  y = row(c, 'Trading as (d/b/a)', v.dba, 50, y, L, W);
  y = row(c, 'Nature of business', v.industry, 50, y, L, W);
  y = row(c, 'Federal tax ID no. (EIN)', v.taxId, 50, y, L, 310);
  row(c, 'Inc. in', v.inc, 330, y - 15, 36, 90);
  row(c, 'Est.', v.start, 430, y - 15, 24, 132);
  c.text('Form of organization', 50, y + 1, { size: 8.5, font: SERIF });
  y += entityGroup(c, v, US_BOXES, 200, y + 1, 90, 4, 8) + 4;
  y = row(c, 'Business street address', v.street, 50, y, L, W);
  y = row(c, 'City, State, Zip code', v.cityLine, 50, y, L, W);
  y = row(c, 'Telephone', v.phone, 50, y, L, 300);
  row(c, 'Employees', v.employees, 360, y - 15, 60, 202);
  y = row(c, 'E-mail', v.email, 50, y, L, 300);
  row(c, 'Web', v.website, 360, y - 15, 30, 202);
  c.text('Business premises are', 50, y + 1, { size: 8.5, font: SERIF });
  c.box('owned', 200, y + 1, m.rent ? null : { key: 'own', text: 'owned', fields: {} }, { size: 8, font: SERIF, name: 'prem_own' });
  c.box('leased', 260, y + 1, m.rent ? { key: 'rent', text: 'leased', fields: {} } : null, { size: 8, font: SERIF, name: 'prem_rent' });
  y += 16;
  y = row(c, 'Landlord / mortgagee', decoy(v, 'landlord'), 50, y, L, 360);
  row(c, 'Tel.', decoy(v, 'landlord.phone'), 420, y - 15, 24, 142);
}

function page2(c: Canvas, v: Values): void {
  head(c, 2);
  let y = sec(c, 'SECTION III  -  FUNDING SOUGHT', 84);
  const L = 150;
  y = row(c, 'Advance amount sought', v.requested, 50, y, L, 300);
  y = row(c, 'Intended use of proceeds', v.use, 50, y, L, 512);
  y = row(c, 'Remittance amount', v.payment, 50, y, L, 300);
  row(c, 'No. of remittances', v.numPayments, 360, y - 15, 92, 202);
  c.text('Remittance schedule', 50, y + 1, { size: 8.5, font: SERIF });
  frequencyGroup(c, v, 200, y + 1, 14, 8);
  y = sec(c, 'SECTION IV  -  BANKING & OBLIGATIONS', y + 24);
  y = row(c, 'Gross monthly deposits', v.sales, 50, y, L, 300);
  y = row(c, 'Depository bank', decoy(v, 'bank'), 50, y, L, 300);
  y = row(c, 'ABA routing number', decoy(v, 'routing'), 50, y, L, 300);
  row(c, 'Acct. no.', decoy(v, 'account'), 360, y - 15, 48, 202);
  c.text('Outstanding merchant cash advances / loans:', 50, y + 2, { size: 8.5, font: SERIF });
  y += 14 + advancesTable(c, v, 50, y + 14, 512, ['Funding company', 'Balance owed', 'Payment']) + 12;
  y = sec(c, 'SECTION V  -  TRADE REFERENCES', y);
  for (let i = 0; i < 2; i++) {
    row(c, `Reference ${i + 1}`, decoy(v, `ref${i}.name`), 50, y, 70, 300);
    y = row(c, 'Tel.', decoy(v, `ref${i}.phone`), 360, y, 24, 202);
  }
  y = row(c, 'Referred by (broker)', decoy(v, 'iso.company'), 50, y, L, 512);
  y = sec(c, 'SECTION VI  -  CERTIFICATION', y + 6);
  y += c.text(AUTH_US, 50, y, { size: 8, font: SERIF, width: 512, align: 'justify' }) + 12;
  signatures(c, v, 50, y, 512, 7.5);
}

export function drawDotted(c: Canvas, v: Values, m: Merchant): void {
  c.addPage();
  head(c, 1);
  c.text('Complete all sections. Attach the last four months of business bank statements and a voided business check.',
    50, 78, { size: 8, font: 'Times-Italic' });
  const y = owners(c, v, sec(c, 'SECTION I  -  PRINCIPAL OWNER(S)', 96));
  business(c, v, m, y);
  c.addPage();
  page2(c, v);
}
