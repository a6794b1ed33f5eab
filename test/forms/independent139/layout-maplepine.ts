// Maple & Pine Merchant Funding (Canada): each label is printed to the RIGHT of its value line, so in a row of
// several cells the value of one cell sits just right of the previous cell's label. Operating Name (O/A), Business
// Number with program account, province, postal code, SIN, PIPEDA consent; checkbox marks before their words.
import type { Rng } from '../../statements/generator/prng.ts';
import { businessEntries, decoyEntries, ownerEntries, place, type Entry } from './entries.ts';
import type { Merchant } from './model.ts';
import type { Painter } from './paint.ts';
import { AUTH_TEXT, entityRow, frequencyRow, ownRentRow, paragraph, PIPEDA_TEXT, signatures } from './rows.ts';

const L = 36, R = 576, GREEN = '#2d6a4f', LS = 7.2;

/** Cells of [entry, value width]; value on a line, its label right after the line. Widths shrink to fit the page. */
function rightRow(p: Painter, cells: [Entry, number][], y: number, prefix: string): number {
  p.doc.font('Helvetica-Oblique').fontSize(LS);
  const labelW = cells.map(([e]) => p.doc.widthOfString(e.label));
  const total = cells.reduce((s, [, w], i) => s + w + labelW[i]! + 16, 0);
  const k = Math.min(1, (R - L - labelW.reduce((a, b) => a + b + 16, 0)) / (total - labelW.reduce((a, b) => a + b + 16, 0)));
  let x = L;
  cells.forEach(([e, vw], i) => {
    const w = vw * k;
    place(p, e, x + 1, y, w - 2, { field: `${prefix}${e.id}` });
    p.line(x, y + 11, x + w, y + 11, 0.5, '#555555');
    p.label(e.label, x + w + 3, y + 4, { size: LS, font: 'Helvetica-Oblique' });
    x += w + labelW[i]! + 16;
  });
  return y + 24;
}

function title(p: Painter, text: string, y: number): number {
  p.label(text, L, y, { size: 9, bold: true, color: GREEN });
  p.line(L, y + 11, R, y + 11, 0.8, GREEN);
  return y + 20;
}

function pageOne(p: Painter, m: Merchant, rng: Rng): void {
  const b = businessEntries(m);
  p.doc.circle(L + 12, 46, 12).fillColor(GREEN).fill();
  p.label('M&P', L + 3, 43, { size: 7, bold: true, color: 'white' });
  p.label('Maple & Pine Merchant Funding', L + 30, 34, { size: 15, bold: true, color: GREEN });
  p.label('Application for the Purchase of Future Receivables  -  all amounts in Canadian dollars', L + 30, 52, { size: 7.5 });
  let y = title(p, '1. Business', 76);
  y = rightRow(p, [[b.legal!, 200], [b.dba!, 160]], y, 'biz_');
  const when = m.startText || !m.yearsText ? b.start! : b.years!;
  y = rightRow(p, [[b.industry!, 130], [b.tax!, 110], [when, 80]], y, 'biz_');
  y = rightRow(p, [[b.street!, 200], [b.city!, 110]], y, 'biz_');
  y = rightRow(p, [[b.state!, 34], [b.zip!, 60], [b.phone!, 100]], y, 'biz_');
  y = rightRow(p, [[b.email!, 160], [b.website!, 150]], y, 'biz_');
  const er = entityRow(p, m, { x: L, y, after: false, gap: 11, field: 'biz_structure' });
  p.label('Legal structure', er.x + 4, y + 1, { size: LS, font: 'Helvetica-Oblique' });
  y = er.y + 4;
  ownRentRow(p, m, { x: L, y, after: false });
  p.label('Business premises', L + 90, y + 1, { size: LS, font: 'Helvetica-Oblique' });
  y += 20;
  y = rightRow(p, [[b.inc!, 120], [b.sales!, 90], [b.revenue!, 90]], y, 'biz_');
  y = title(p, '2. Request', y + 4);
  y = rightRow(p, [[b.amount!, 110], [b.payment!, 90], [b.number!, 50]], y, 'req_');
  frequencyRow(p, m, { x: L, y, after: rng.chance(0.25), gap: 14 });
  p.label('Remittance frequency', L + 300, y + 1, { size: LS, font: 'Helvetica-Oblique' });
  y += 24;
  y = title(p, '3. Current financing', y);
  const d = Object.fromEntries(decoyEntries(m).map((e) => [e.id, e]));
  if (!m.funders.length) p.label('None declared.', L, y, { size: 8 });
  m.funders.forEach((_, i) => { y = rightRow(p, [[d[`funder${i}`]!, 150], [d[`funder${i}_balance`]!, 80], [d[`funder${i}_payment`]!, 70]], y, 'fin_'); });
}

function pageTwo(p: Painter, m: Merchant): void {
  let y = title(p, '4. Principals (every owner of 20% or more)', 40);
  m.owners.forEach((_, i) => {
    const o = ownerEntries(m, i);
    p.label(`Principal ${i + 1}`, L, y, { size: 7.5, bold: true }); y += 12;
    y = rightRow(p, [[o.name!, 180], [o.role!, 100], [o.own!, 40]], y, `p${i + 1}_`);
    y = rightRow(p, [[o.tax!, 90], [o.dob!, 90], [o.credit!, 40]], y, `p${i + 1}_`);
    y = rightRow(p, [[o.home!, 270]], y, `p${i + 1}_`);
  });
  y = title(p, '5. Banking, landlord and references', y + 2);
  const d = Object.fromEntries(decoyEntries(m).map((e) => [e.id, e]));
  y = rightRow(p, [[d.bank!, 140], [d.routing!, 80], [d.account!, 90]], y, 'bank_');
  y = rightRow(p, [[d.landlord!, 140], [d.landlord_phone!, 90], [d.rent!, 70]], y, 'bank_');
  y = rightRow(p, [[d.ref1!, 150], [d.ref1_phone!, 100]], y, 'bank_');
  y = rightRow(p, [[d.ref2!, 150], [d.ref2_phone!, 100]], y, 'bank_');
  y = rightRow(p, [[d.iso!, 150]], y, 'bank_');
  y = paragraph(p, PIPEDA_TEXT, L, y + 2, R - L) + 4;
  y = paragraph(p, AUTH_TEXT, L, y, R - L) + 6;
  signatures(p, m, L, y, R - L, '2026-03-02');
}

export function drawMaplePine(p: Painter, m: Merchant, rng: Rng): void {
  pageOne(p, m, rng);
  p.doc.addPage();
  pageTwo(p, m);
}
