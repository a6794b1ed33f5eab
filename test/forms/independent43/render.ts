// Building blocks of web printouts: label/value tables, "Field: value" lists, section cards, question-over-answer rows.
import type { Entry } from './fields.ts';
import type { Sheet } from './sheet.ts';

export type Marks = 'radio' | 'box' | 'text' | 'select';
export const TOP = 54, BOTTOM = 740;

/** A new page when fewer than `need` points are left; returns the y to go on at. */
export function room(s: Sheet, y: number, need: number): number {
  if (y + need <= BOTTOM) return y;
  s.newPage();
  return TOP;
}

/** One entry's value at (x, y): options as marks, decoys recorded as decoys, blanks drawn as text. */
export function put(s: Sheet, x: number, y: number, w: number, e: Entry, marks: Marks): number {
  if (e.options && marks !== 'select') return s.options(x, y, e.options, e.text, e.set, marks);
  if (e.options) { s.select(x, y, Math.min(w, 160), e.options, e.text, e.set); return y + 14; }
  if (e.decoy) s.decoy(x, y, w, e.text);
  else if (Object.keys(e.set).length || e.text.trim()) s.value(x, y, w, e.text, e.set);
  return y + 14;
}

/** Salesforce/LendingFront-like two-column table: grey label cell, white value cell, thin rules. */
export function table(s: Sheet, x: number, y: number, w: number, rows: Entry[], o: { labelW?: number; marks?: Marks; colon?: boolean } = {}): number {
  const lw = o.labelW ?? 150, d = s.doc;
  for (const e of rows) {
    const h = e.options && o.marks !== 'select' && s.style !== 'fillable' ? 30 : 18;
    y = room(s, y, h);
    d.save().rect(x, y, lw, h).fillColor('#f1f3f6').fill().restore();
    d.save().lineWidth(0.5).strokeColor('#c9ced6').rect(x, y, w, h).stroke().restore();
    s.label(x + 5, y + 5, `${e.label}${o.colon ? ':' : ''}`, { color: '#4a5160' });
    put(s, x + lw + 6, y + 5, w - lw - 12, e, o.marks ?? 'radio');
    y += h;
  }
  return y;
}

/** Two tables side by side (a CRM detail page's two columns); returns the lower end. */
export function twoColumns(s: Sheet, y: number, left: Entry[], right: Entry[], o: { marks?: Marks; x?: number; w?: number } = {}): number {
  const x = o.x ?? 36, w = o.w ?? 540, half = (w - 12) / 2;
  const rows = Math.max(left.length, right.length);
  y = room(s, y, 18 * Math.min(rows, 6));
  const startPage = s.page;
  const a = table(s, x, y, half, left, { labelW: 105, marks: o.marks ?? 'select' });
  if (s.page !== startPage) return table(s, x, a, half, right, { labelW: 105, marks: o.marks ?? 'select' });
  const b = table(s, x + half + 12, y, half, right, { labelW: 105, marks: o.marks ?? 'select' });
  return Math.max(a, b);
}

/** "Label: value" lines, the label bold and the value after it. */
export function fieldList(s: Sheet, x: number, y: number, w: number, rows: Entry[], o: { marks?: Marks; labelW?: number } = {}): number {
  for (const e of rows) {
    y = room(s, y, 15);
    s.label(x, y, `${e.label}:`, { bold: true, color: '#222222' });
    const lw = o.labelW ?? s.doc.font('Helvetica-Bold').fontSize(8.5).widthOfString(`${e.label}:`) + 6;
    y = Math.max(put(s, x + lw, y, w - lw, e, o.marks ?? 'text'), y + 15);
  }
  return y;
}

/** A section card: rounded border with a title bar; the body is drawn by `body`, which returns its lower end. */
export function card(s: Sheet, x: number, y: number, w: number, title: string, body: (y: number) => number, o: { bar?: string } = {}): number {
  y = room(s, y, 70);
  const d = s.doc, page = s.page;
  d.save().roundedRect(x, y, w, 20, 3).fillColor(o.bar ?? '#eef2f7').fill().restore();
  s.label(x + 8, y + 6, title, { bold: true, size: 9.5, color: '#1f2a44' });
  const top = y;
  const end = body(y + 28);
  if (s.page === page) d.save().lineWidth(0.6).strokeColor('#d5dae1').roundedRect(x, top, w, end - top + 4, 3).stroke().restore();
  return end + 14;
}

/** Google-Forms/Typeform-like: the question above, the answer under it, a hairline between. */
export function stacked(s: Sheet, x: number, y: number, w: number, rows: Entry[], marks: Marks, compact = false): number {
  for (const e of rows) {
    y = room(s, y, 40);
    s.label(x, y, e.label, { size: compact ? 8 : 9, color: compact ? '#516f90' : '#202124' });
    y = put(s, x + 2, y + (compact ? 11 : 14), w, e, marks) + (compact ? 2 : 6);
    s.doc.save().lineWidth(0.4).strokeColor('#dadce0').moveTo(x, y).lineTo(x + w, y).stroke().restore();
    y += compact ? 6 : 8;
  }
  return y;
}

export function heading(s: Sheet, x: number, y: number, text: string, o: { size?: number; color?: string } = {}): number {
  y = room(s, y, 50);
  s.label(x, y, text, { bold: true, size: o.size ?? 11, color: o.color ?? '#111827' });
  return y + (o.size ?? 11) + 8;
}
