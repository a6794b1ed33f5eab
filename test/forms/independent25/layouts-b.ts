// Set 25 layouts on portrait geometry: an upside-down page 2, a 2x2 grid of boxes, dot leaders with a sideways
// margin title, and a wide table with one column per owner.
import type { Merchant } from './data.ts';
import type { Pen } from './pen.ts';
import { header } from './layouts-a.ts';
import { advancesTable, AUTH, businessRows, decoyRows, entityBoxes, frequencyBoxes, fundingRows, isoBox, officeUse, ownerRows, processingRows, rows, signatures } from './sections.ts';

/** Northgate: page 1 business and request; page 2 (owners, signatures) fed upside down. */
export function northgate(pen: Pen, m: Merchant, seed: number): void {
  const v = (seed + 3) % 4;
  pen.page(612, 792);
  let y = header(pen, 'Northgate Merchant Funding', 'Business Cash Advance Application - Page 1: Business', 40, 30, 532, seed);
  y = rows(pen, businessRows(m, v), 40, y, 532, 'inline', 150);
  y = entityBoxes(pen, m, 40, y + 4, 532, 'Business Structure:');
  y = rows(pen, fundingRows(m, v, true), 40, y + 4, 532, 'inline', 150);
  y = frequencyBoxes(pen, m, 40, y + 2);
  y = rows(pen, decoyRows(m, v).slice(0, 6), 40, y + 6, 532, 'inline', 150);
  officeUse(pen, m, 40, advancesTable(pen, m, 40, y + 8, 532) + 4, 532);
  pen.page(612, 792, 180);
  y = header(pen, 'Northgate Merchant Funding', 'Page 2: Owners / Officers (all 20% or more)', 40, 30, 532, seed);
  m.owners.forEach((o, i) => {
    pen.text(`OWNER ${i + 1}`, 40, y, { size: 8, bold: true });
    y = rows(pen, ownerRows(o, i, v, true, m.canada), 40, y + 11, 532, 'inline', 150) + 4;
  });
  y = rows(pen, decoyRows(m, v).slice(6), 40, y + 4, 532, 'inline', 150);
  y = isoBox(pen, m, 40, y + 4, 532);
  y = pen.para(AUTH, 40, y + 4, 532, 6.5);
  signatures(pen, m.owners, 40, y + 10, 532);
}

function gridBox(pen: Pen, title: string, x: number, y: number, w: number, h: number): number {
  pen.rect(x, y, w, h);
  pen.rect(x, y, w, 14, '#d9e2ec');
  pen.text(title, x + 5, y + 3.5, { size: 8, bold: true });
  return y + 20;
}

/** Quadrant Street: a 2x2 grid of boxes (business | request / owner 1 | owner 2); US or Canadian. */
export function quadrant(pen: Pen, m: Merchant, seed: number): void {
  const v = seed % 4;
  pen.page(612, 792);
  const y = header(pen, 'Quadrant Street Capital', m.canada ? 'Merchant Application - Canada (PIPEDA consent below)' : 'Merchant Application', 30, 24, 552, seed);
  const w = 272, h = 300;
  const a = rows(pen, businessRows(m, v).slice(0, 6), 36, gridBox(pen, 'A. BUSINESS', 30, y, w, h), w - 12, 'stacked');
  rows(pen, [decoyRows(m, v)[6]!, ...processingRows(m, v)], 36, a + 4, w - 12, 'inline', 110);
  let b = gridBox(pen, 'B. CONTACT & FUNDING', 310, y, w, h);
  b = rows(pen, businessRows(m, v).slice(6), 316, b, w - 12, 'stacked');
  b = rows(pen, fundingRows(m, v, false), 316, b, w - 12, 'stacked');
  entityBoxes(pen, m, 316, b, w - 12, 'Entity:');
  for (let i = 0; i < 2; i++) {
    const x = 30 + i * 280, o = m.owners[i];
    const cy = gridBox(pen, `${i ? 'D' : 'C'}. OWNER ${i + 1}${o ? '' : ' (if any)'}`, x, y + h + 8, w, h);
    if (o) rows(pen, [...ownerRows(o, i, v, false, m.canada), ['Cell Phone', `o${i + 1}_cell`, i ? `(${m.decoys.cell!.slice(1, 4)}) 555-0${i}${m.decoys.cell!.slice(-2)}` : m.decoys.cell!]], x + 6, cy, w - 12, 'stacked');
  }
  officeUse(pen, m, 30, y + 2 * h + 14, 552);
  pen.text(m.canada ? 'Amounts in CAD. Business Number must include the 15-character program account.' : 'All owners of 20% or more must complete a box.', 30, 770, { size: 6.5, color: '#555' });
  pen.page(612, 792);
  let z = header(pen, 'Quadrant Street Capital', 'Supplement: references & authorization', 30, 24, 552, seed);
  z = rows(pen, decoyRows(m, v), 30, z, 552, 'inline', 160);
  z = isoBox(pen, m, 30, advancesTable(pen, m, 30, z + 8, 552) + 8, 552);
  z = pen.para(m.canada ? `${AUTH} Consent under PIPEDA: you consent to the collection, use and disclosure of your personal information, including your SIN, for credit and identity verification.` : AUTH, 30, z + 4, 552, 7);
  signatures(pen, m.owners, 30, z + 14, 552);
}

/** Ledgerline: labels on the left, dot leaders, values far right; section titles run sideways along the margin. */
export function ledgerline(pen: Pen, m: Merchant, seed: number): void {
  const v = (seed + 1) % 4;
  pen.page(612, 792);
  let y = header(pen, 'Ledgerline Funding Group', 'Confidential Merchant Profile', 40, 28, 532, seed);
  const top = y;
  y = rows(pen, businessRows(m, v), 70, y, 502, 'leader');
  y = entityBoxes(pen, m, 70, y + 4, 502, 'Organized as:');
  pen.sideways('BUSINESS INFORMATION', 50, y - 8);
  pen.doc.moveTo(62, top).lineTo(62, y - 4).lineWidth(0.5).stroke('#888');
  const ftop = y + 6;
  y = rows(pen, fundingRows(m, v, false), 70, ftop, 502, 'leader');
  pen.sideways('REQUEST', 50, y - 4);
  y = rows(pen, decoyRows(m, v), 70, y + 10, 502, 'leader');
  pen.sideways('REFERENCES', 50, y - 20);
  y = rows(pen, processingRows(m, v), 70, advancesTable(pen, m, 70, y + 8, 502), 502, 'leader');
  officeUse(pen, m, 70, y + 8, 502);
  pen.page(612, 792);
  y = header(pen, 'Ledgerline Funding Group', 'Owner Schedule', 40, 28, 532, seed);
  m.owners.forEach((o, i) => {
    const t = y;
    y = rows(pen, ownerRows(o, i, v, true, m.canada), 70, y, 502, 'leader') + 6;
    pen.sideways(`OWNER ${i + 1}`, 50, y - 12, 9);
    pen.doc.moveTo(62, t).lineTo(62, y - 6).lineWidth(0.5).stroke('#888');
  });
  y = isoBox(pen, m, 70, y + 2, 502);
  y = pen.para(AUTH, 70, y + 2, 502, 6.5);
  signatures(pen, m.owners, 70, y + 10, 502);
}

/** Tri-County: business rows on top, then one wide table with each owner a column and the labels down the left. */
export function tricounty(pen: Pen, m: Merchant, seed: number): void {
  const v = (seed + 2) % 4;
  pen.page(792, 612);
  let y = header(pen, 'Tri-County Commerce Capital', 'Application for Purchase of Future Receivables', 30, 22, 732, seed);
  const biz = businessRows(m, v);
  const l = rows(pen, biz.slice(0, 5), 30, y, 360, 'inline', 115);
  const r = rows(pen, [...biz.slice(5), ...fundingRows(m, v, true).slice(0, 4)], 402, y, 360, 'inline', 115);
  y = Math.max(l, r);
  y = frequencyBoxes(pen, m, 402, y);
  y = entityBoxes(pen, m, 30, y, 732, 'Entity type:') + 2;
  const n = 3, labW = 120, cw = (732 - labW) / n;
  const table = m.owners.map((o, i) => ownerRows(o, i, v, true, m.canada));
  const labels = ownerRows(m.owners[0]!, 0, v, true, m.canada).map((x) => x[0]);
  if (!labels.some((x) => /FICO|Credit/.test(x))) labels.push(['Est. Credit Score', 'FICO (approx.)', 'Credit Score', 'Self-reported FICO'][v % 4]!);
  pen.rect(30, y, labW, 14, '#222');
  pen.text('OWNERS / GUARANTORS', 33, y + 4, { size: 7, bold: true, color: '#fff' });
  for (let c = 0; c < n; c++) { pen.rect(30 + labW + c * cw, y, cw, 14, '#d0d0d0'); pen.text(`Owner ${c + 1}`, 34 + labW + c * cw, y + 4, { size: 7.5, bold: true }); }
  labels.forEach((lab, ri) => {
    const ry = y + 14 + ri * 17;
    pen.rect(30, ry, labW, 17, '#f1f1f1');
    pen.text(lab, 33, ry + 5, { size: 7 });
    for (let c = 0; c < n; c++) {
      pen.rect(30 + labW + c * cw, ry, cw, 17);
      const cell = table[c]?.find((x) => x[0] === lab);
      if (cell) pen.value(cell[1], cell[2], 32 + labW + c * cw, ry + 3, cw - 4, { line: false });
    }
  });
  y += 14 + labels.length * 17 + 6;
  pen.para(AUTH, 30, y, 732, 6);
  pen.page(792, 612);
  y = header(pen, 'Tri-County Commerce Capital', 'Application - Schedule B (references) and signatures', 30, 22, 732, seed);
  const d = rows(pen, decoyRows(m, v), 30, y, 360, 'inline', 130);
  isoBox(pen, m, 402, advancesTable(pen, m, 402, y, 360) + 6, 360);
  signatures(pen, m.owners, 30, d + 16, 732, 3);
}
