// Blocks the four brokers' forms share: a labelled field in three looks, printed examples (recorded as decoys),
// checkbox rows, the existing-advances table, the authorisation and the signature lines.
import type { Canvas } from './draw.ts';
import type { Merchant, V } from './data.ts';

export type Look = 'box' | 'line' | 'cell';

/** A printed example ('Ex: 12-3456789'): grey help text that looks like a value, so it is a decoy. */
export function example(c: Canvas, key: string, text: string, x: number, y: number, size = 5.5, prefix = ''): void {
  c.hint(prefix + text, x, y, undefined, size);
  c.doc.font('Helvetica-Oblique').fontSize(size);
  const x0 = x + c.doc.widthOfString(prefix);
  c.decoys.push({ key: `example.${key}`, text, page: c.page, box: [x0, 792 - (y + size), x0 + c.doc.widthOfString(text), 792 - y], fields: {}, via: 'text' });
}

/** A labelled field. `hint` is grey help text; when it starts with 'Ex: ' or 'e.g. ' the rest is a printed example. */
export function fld(c: Canvas, look: Look, label: string, hint: string | null, v: V | null | undefined, x: number, y: number, w: number): void {
  const h = (hx: number, hy: number, size = 5.5) => {
    if (!hint) return;
    const m = /^(Ex: |e\.g\. |Sample: )(.*)$/.exec(hint);
    if (m) example(c, label.replace(/\W+/g, '_').toLowerCase(), m[2]!, hx, hy, size, m[1]);
    else c.hint(hint, hx, hy, undefined, size);
  };
  if (look === 'box') {
    c.label(label, x, y, { size: 6.5 });
    c.box(x, y + 8, w, 16, '#6b7b8c');
    if (hint) { c.doc.font('Helvetica-Oblique').fontSize(5.5); h(x + w - c.doc.widthOfString(hint) - 3, y + 9.5); }
    c.put(v, x, y + 9, w * 0.8, 15);
  } else if (look === 'line') {
    c.doc.font('Helvetica-Bold').fontSize(7.5);
    const lw = c.doc.widthOfString(label) + 5;
    c.label(label, x, y + 8, { size: 7.5 });
    c.line(x + lw, y + 16, w - lw);
    h(x + lw, y + 17.5, 5.5);
    c.put(v, x + lw, y + 1, w - lw, 15);
  } else {
    c.box(x, y, w, 25, '#999');
    c.label(label.toUpperCase(), x + 2, y + 2, { size: 5.5, color: '#7a2330' });
    if (hint) { c.doc.font('Helvetica-Oblique').fontSize(5); h(x + w - c.doc.widthOfString(hint) - 2, y + 2, 5); }
    c.put(v, x + 1, y + 9, w - 2, 15, 8.5);
  }
}

/** A row of checkboxes; the checked one carries `v`. Returns the x after the row. */
export function checkRow(c: Canvas, key: string, options: string[], checked: string | null, v: V | null, x: number, y: number, gap = 8): number {
  let cx = x;
  for (const o of options) {
    c.check(o === checked ? v ?? null : null, cx, y, `${key}_${o}`);
    c.label(o, cx + 11, y + 1, { size: 7, font: 'Helvetica' });
    c.doc.font('Helvetica').fontSize(7);
    cx += 11 + c.doc.widthOfString(o) + gap;
  }
  return cx;
}

/** Entity as checkboxes with an 'Other: ___' line. */
export function entityRow(c: Canvas, m: Merchant, options: string[], x: number, y: number): void {
  const e = m.entityCheck!;
  const cx = checkRow(c, 'entity', [...options, 'Other'], e.label, e.v, x, y);
  c.label(':', cx - 6, y + 1, { size: 7, font: 'Helvetica' });
  c.line(cx, y + 9, 70);
  c.put(e.other, cx, y - 5, 70, 14, 8);
}

export function advancesTable(c: Canvas, m: Merchant, x: number, y: number, w: number, fill: string, rows = 3): number {
  const cols = [0.45, 0.3, 0.25].map((f) => f * w);
  const heads = ['Funder / Lender', 'Current Balance', 'Daily/Weekly Payment'];
  c.doc.rect(x, y, w, 12).fill(fill);
  let cx = x;
  heads.forEach((hd, i) => { c.label(hd, cx + 3, y + 3, { size: 6.5, color: '#fff' }); cx += cols[i]!; });
  for (let r = 0; r < rows; r++) {
    const ry = y + 12 + r * 15;
    c.box(x, ry, w, 15, '#aaa');
    const row = m.funders[r];
    cx = x;
    for (let i = 0; i < 3; i++) {
      if (i) c.doc.moveTo(cx, ry).lineTo(cx, ry + 15).strokeColor('#aaa').stroke();
      if (row) c.put(row[i], cx + 1, ry, cols[i]! - 2, 15, 8);
      cx += cols[i]!;
    }
  }
  return y + 12 + rows * 15;
}

export const AUTH = 'By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that all information and documents submitted in connection with this application are true, accurate and complete. You authorize the broker, its assigns, agents and any funding source to which this application is submitted to obtain consumer and business credit reports, bank statements, tax returns and any other information relevant to this request, and to share this information with affiliates and third parties. You waive and release any claims against the broker and any funding source arising from any act or omission relating to the requesting or receiving of such information.';

export function signatures(c: Canvas, m: Merchant, x: number, y: number, w: number, n = Math.min(2, m.owners.length)): number {
  const colW = (w - 20) / 2;
  for (let i = 0; i < Math.max(1, n); i++) {
    const sx = x + (i % 2) * (colW + 20), sy = y + Math.floor(i / 2) * 44;
    c.line(sx, sy + 18, colW * 0.62);
    c.line(sx + colW * 0.68, sy + 18, colW * 0.32);
    c.label(`Signature - Owner ${i + 1}`, sx, sy + 20, { size: 6, font: 'Helvetica' });
    c.label('Date', sx + colW * 0.68, sy + 20, { size: 6, font: 'Helvetica' });
    c.hint('MM/DD/YYYY', sx + colW * 0.68 + 16, sy + 20.5, undefined, 5);
    c.label('Print Name', sx, sy + 30, { size: 6, font: 'Helvetica' });
    c.line(sx + 34, sy + 37, colW - 34);
  }
  return y + Math.ceil(Math.max(1, n) / 2) * 44;
}

/** A broker's logo drawn from shapes. */
export function logo(c: Canvas, kind: number, x: number, y: number, color: string): void {
  const d = c.doc;
  d.save();
  if (kind === 0) { d.polygon([x, y + 28], [x + 14, y], [x + 28, y + 28]).fill(color); d.rect(x + 9, y + 16, 10, 12).fill('#fff'); }
  else if (kind === 1) { d.circle(x + 14, y + 14, 14).fill(color); d.path(`M ${x + 2} ${y + 18} Q ${x + 14} ${y + 8} ${x + 26} ${y + 18}`).lineWidth(2.5).strokeColor('#fff').stroke(); }
  else if (kind === 2) { for (let i = 0; i < 3; i++) d.rect(x + i * 10, y + 20 - i * 8, 8, 8 + i * 8).fill(color); }
  else { d.rect(x, y, 28, 28).fill(color); d.polygon([x + 4, y + 24], [x + 14, y + 6], [x + 24, y + 24]).lineWidth(2).strokeColor('#fff').stroke(); }
  d.restore();
}
