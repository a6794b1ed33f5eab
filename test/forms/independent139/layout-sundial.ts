// Sundial Merchant Services (US): two side-by-side columns per page. The left half is the business (label above
// its value), the right half the owners (label and value on one line); the two halves have different row pitches
// and start offsets, so a line across the page joins a business value with an owner's label or value.
import type { Rng } from '../../statements/generator/prng.ts';
import { businessEntries, decoyEntries, ownerEntries, place, type Entry } from './entries.ts';
import type { Merchant } from './model.ts';
import type { Painter } from './paint.ts';
import { AUTH_TEXT, entityRow, frequencyRow, ownRentRow, paragraph, signatures } from './rows.ts';

const LX = 36, LW = 258, RX = 320, RW = 256, ORANGE = '#c8651b';

/** Left column: label above, value on a line below. Several entries share a row by fractions. */
function leftRow(p: Painter, cells: [Entry, number][], y: number, pitch: number): number {
  let x = LX;
  for (const [e, f] of cells) {
    const w = LW * f - 6;
    p.label(e.label, x, y, { size: 6.8, color: '#555555' });
    place(p, e, x + 1, y + 11, w, { field: `biz_${e.id}` });
    p.line(x, y + 22, x + w, y + 22, 0.5);
    x += LW * f;
  }
  return y + pitch;
}

/** Right column: label then value on the same line. */
function rightRow(p: Painter, e: Entry, y: number, pitch: number, prefix: string): number {
  p.label(e.label, RX, y + 2, { size: 7 });
  place(p, e, RX + 78, y, RW - 80, { field: `${prefix}${e.id}` });
  p.line(RX + 76, y + 11, RX + RW, y + 11, 0.5, '#888888');
  return y + pitch;
}

function owner(p: Painter, m: Merchant, i: number, y: number, pitch: number): number {
  const o = ownerEntries(m, i);
  p.label(`OWNER ${i + 1}${i === 0 ? ' (PRIMARY)' : ''}`, RX, y, { size: 7.5, bold: true, color: ORANGE });
  y += 13;
  for (const id of ['name', 'role', 'own', 'tax', 'dob', 'credit', 'home']) y = rightRow(p, o[id]!, y, pitch, `owner${i + 1}_`);
  return y + 6;
}

function columns(p: Painter, left: string, right: string, top: number, bottom: number): void {
  p.label(left, LX, top, { size: 9, bold: true, color: ORANGE });
  p.label(right, RX, top, { size: 9, bold: true, color: ORANGE });
  p.line(306, top, 306, bottom, 0.6, '#bbbbbb');
}

function pageOne(p: Painter, m: Merchant, rng: Rng, lp: number, rp: number): void {
  const b = businessEntries(m);
  p.doc.circle(LX + 10, 42, 9).fillColor(ORANGE).fill();
  p.label('SUNDIAL', LX + 26, 32, { size: 16, bold: true, color: '#333333' });
  p.label('MERCHANT SERVICES  -  Business Cash Advance Application', LX + 26, 50, { size: 7.5 });
  p.line(LX, 64, RX + RW, 64, 1, ORANGE);
  columns(p, 'ABOUT THE BUSINESS', 'ABOUT THE OWNER(S)', 74, 740);
  let y = 90;
  y = leftRow(p, [[b.legal!, 1]], y, lp);
  y = leftRow(p, [[b.dba!, 1]], y, lp);
  p.label('Entity type', LX, y, { size: 6.8, color: '#555555' });
  const after = rng.chance(0.5);
  y = entityRow(p, m, { x: LX, y: y + 10, after, gap: 9, labelSize: 7, perLine: 3, pitch: 12, field: 'biz_entity' }).y + 6;
  y = leftRow(p, [[b.industry!, 0.55], [b.tax!, 0.45]], y, lp);
  y = leftRow(p, [[m.startText || !m.yearsText ? b.start! : b.years!, 0.45], [b.inc!, 0.55]], y, lp);
  y = leftRow(p, [[b.street!, 1]], y, lp);
  y = leftRow(p, [[b.city!, 0.5], [b.state!, 0.2], [b.zip!, 0.3]], y, lp);
  y = leftRow(p, [[b.phone!, 0.45], [b.email!, 0.55]], y, lp);
  y = leftRow(p, [[b.website!, 1]], y, lp);
  p.label('Premises', LX, y, { size: 6.8, color: '#555555' });
  ownRentRow(p, m, { x: LX + 40, y, after: !after });
  y += 16;
  p.label('FUNDING REQUEST', LX, y, { size: 8, bold: true, color: ORANGE });
  y += 13;
  y = leftRow(p, [[b.amount!, 0.5], [b.payment!, 0.5]], y, lp);
  y = leftRow(p, [[b.number!, 0.4], [b.sales!, 0.6]], y, lp);
  p.label('Payment frequency', LX, y, { size: 6.8, color: '#555555' });
  frequencyRow(p, m, { x: LX, y: y + 10, after, gap: 9, labelSize: 7 });
  y += 28;
  leftRow(p, [[b.revenue!, 0.6]], y, lp);
  let ry = 90 + rng.pick([5, 9, 13]);
  for (let i = 0; i < Math.min(2, m.owners.length); i++) ry = owner(p, m, i, ry, rp);
}

function pageTwo(p: Painter, m: Merchant, lp: number, rp: number): void {
  const d = Object.fromEntries(decoyEntries(m).map((e) => [e.id, e]));
  let y = 58;
  y = leftRow(p, [[d.bank!, 1]], y, lp);
  y = leftRow(p, [[d.routing!, 0.5], [d.account!, 0.5]], y, lp);
  y = leftRow(p, [[d.landlord!, 0.6], [d.landlord_phone!, 0.4]], y, lp);
  y = leftRow(p, [[d.rent!, 0.5], [d.iso!, 0.5]], y, lp);
  y = leftRow(p, [[d.ref1!, 0.55], [d.ref1_phone!, 0.45]], y, lp);
  y = leftRow(p, [[d.ref2!, 0.55], [d.ref2_phone!, 0.45]], y, lp);
  m.funders.forEach((_, i) => { y = leftRow(p, [[d[`funder${i}`]!, 0.5], [d[`funder${i}_balance`]!, 0.25], [d[`funder${i}_payment`]!, 0.25]], y, lp); });
  let ry = 64;
  if (m.owners.length > 2) ry = owner(p, m, 2, ry, rp);
  else p.label('Attach a voided check and a copy of each owner\'s driver\'s licence.', RX, ry, { size: 7, width: RW });
  const by = Math.max(y, ry) + 16;
  columns(p, 'BANKING & REFERENCES', m.owners.length > 2 ? 'ABOUT THE OWNER(S), CONTINUED' : 'NOTES', 40, by - 8);
  const sy = paragraph(p, AUTH_TEXT, LX, by, RX + RW - LX) + 6;
  signatures(p, m, LX, sy, RX + RW - LX, '3/2/2026');
}

export function drawSundial(p: Painter, m: Merchant, rng: Rng): void {
  const lp = rng.pick([27, 28, 29]), rp = rng.pick([18, 19.5, 21]);
  pageOne(p, m, rng, lp, rp);
  p.doc.addPage();
  pageTwo(p, m, lp, rp);
}
