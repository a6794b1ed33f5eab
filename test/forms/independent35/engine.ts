// Set 35's page furniture: headings, boxed grids, ruled lines, label/value tables, tables of rows, checkbox rows,
// paragraphs and signature lines, all drawn through the Pen.
import type { Pen, Truth } from './pen.ts';

export const L = 36, W = 540, BOTTOM = 752;
export interface Cell { label: string; text?: string | null; truth?: Truth; decoy?: boolean; w: number }
export type Look = 'grid' | 'ruled' | 'kv';

const put = (pen: Pen, c: Cell, x: number, y: number, w: number, h: number): void => {
  if (c.decoy) pen.decoy(c.text, x, y, w, h, c.label); else pen.value(c.text, x, y, w, h, c.truth, c.label);
};

/** Rows of cells in one of three looks; returns the y below them. */
export function rows(pen: Pen, y: number, cells: Cell[][], look: Look, h0 = 24): number {
  const d = pen.doc, h = h0 + pen.rowShift;
  for (const row of cells) {
    let x = L;
    const total = row.reduce((s, c) => s + c.w, 0);
    for (const c of row) {
      const w = (c.w / total) * W;
      if (look === 'grid') {
        d.lineWidth(0.6).strokeColor(pen.theme.rule).rect(x, y, w, h).stroke();
        pen.label(c.label, x + 2.5, y + 2, { size: pen.theme.label - 1 });
        put(pen, c, x + 1, y + 7, w - 2, h - 7);
      } else if (look === 'ruled') {
        d.font(pen.theme.font).fontSize(pen.theme.label);
        const lw = d.widthOfString(pen.theme.upper ? c.label.toUpperCase() : c.label) + 4;
        pen.label(c.label, x, y + h - 10);
        d.lineWidth(0.5).strokeColor(pen.theme.rule).moveTo(x + lw, y + h - 1).lineTo(x + w - 8, y + h - 1).stroke();
        put(pen, c, x + lw, y, w - lw - 8, h - 1);
      } else {
        d.font(pen.theme.font).fontSize(pen.theme.label);
        const lw = Math.min(Math.max(d.widthOfString(pen.theme.upper ? c.label.toUpperCase() : c.label) + 8, 44), w * 0.55, 130);
        d.lineWidth(0.5).strokeColor(pen.theme.rule).rect(x, y, lw, h).fillAndStroke(pen.theme.fill, pen.theme.rule);
        pen.label(c.label, x + 3, y + h / 2 - 3.5, { size: pen.theme.label, width: lw - 5 });
        d.rect(x + lw, y, w - lw, h).stroke();
        put(pen, c, x + lw + 1, y, w - lw - 2, h - 3);
      }
      x += w;
    }
    y += look === 'ruled' ? h + 2 : h;
  }
  return y;
}

/** A section heading in the layout's manner. */
export function heading(pen: Pen, y: number, text: string, band: 'bar' | 'rule' | 'plain' | 'tab'): number {
  const d = pen.doc, t = pen.theme;
  if (band === 'bar') {
    d.rect(L, y, W, 14).fill(t.accent);
    pen.label(text.toUpperCase(), L + 5, y + 3.5, { bold: true, size: 8.5, color: '#fff' });
    return y + 17;
  }
  if (band === 'tab') {
    d.font(t.bold).fontSize(9);
    d.rect(L, y, d.widthOfString(text) + 16, 14).fill(t.accent);
    pen.label(text, L + 8, y + 3.5, { bold: true, size: 9, color: '#fff' });
    d.lineWidth(1).strokeColor(t.accent).moveTo(L, y + 14).lineTo(L + W, y + 14).stroke();
    return y + 18;
  }
  pen.label(text, L, y + 2, { bold: true, size: 10, color: t.accent });
  if (band === 'rule') d.lineWidth(1.2).strokeColor(t.accent).moveTo(L, y + 14).lineTo(L + W, y + 14).stroke();
  return y + 18;
}

/** A table with a header row, the given rows, then blank rows up to `min`. */
export function table(pen: Pen, y: number, cols: { h: string; w: number }[], body: Cell[][], min: number, h = 16): number {
  const d = pen.doc, total = cols.reduce((s, c) => s + c.w, 0);
  const ws = cols.map((c) => (c.w / total) * W);
  d.rect(L, y, W, 13).fillAndStroke(pen.theme.fill, pen.theme.rule);
  let x = L;
  cols.forEach((c, i) => { pen.label(c.h, x + 3, y + 3.5, { bold: true, size: 7.5 }); x += ws[i]!; });
  y += 13;
  for (let r = 0; r < Math.max(min, body.length); r++) {
    x = L;
    for (let i = 0; i < cols.length; i++) {
      d.lineWidth(0.5).strokeColor(pen.theme.rule).rect(x, y, ws[i]!, h).stroke();
      const c = body[r]?.[i];
      if (c) put(pen, { ...c, label: `${cols[i]!.h} ${r + 1}` }, x + 1, y, ws[i]! - 2, h - 1);
      else if (pen.style === 'fillable') pen.value(null, x + 1, y, ws[i]! - 2, h - 1, {}, `${cols[i]!.h} ${r + 1}`);
      x += ws[i]!;
    }
    y += h;
  }
  return y + 4;
}

/** A label then checkbox options on one line; `on` is the checked option's index (-1 none). */
export function checks(pen: Pen, x: number, y: number, label: string, opts: string[], on: number, truth: Truth, other?: Cell): number {
  pen.label(label, x, y, { bold: true });
  const d = pen.doc;
  d.font(pen.theme.font).fontSize(pen.theme.label);
  x += d.widthOfString(pen.theme.upper ? label.toUpperCase() : label) + 8;
  opts.forEach((o, i) => {
    pen.check(x, y - 1, i === on, i === on ? truth : {}, `${label} ${o}`);
    pen.label(o, x + 11, y);
    d.font(pen.theme.font).fontSize(pen.theme.label);
    x += 11 + d.widthOfString(pen.theme.upper ? o.toUpperCase() : o) + 10;
  });
  if (other) {
    pen.label('Other:', x, y);
    d.lineWidth(0.5).strokeColor(pen.theme.rule).moveTo(x + 28, y + 9).lineTo(x + 110, y + 9).stroke();
    put(pen, other, x + 28, y - 5, 82, 14);
  }
  return y + 15;
}

export function para(pen: Pen, y: number, text: string, size = 7): number {
  pen.doc.font(pen.theme.font).fontSize(size).fillColor('#222');
  const h = pen.doc.heightOfString(text, { width: W });
  pen.doc.text(text, L, y, { width: W, align: 'justify' });
  return y + h + 6;
}

/** Signature, printed name, title and date lines per signer. */
export function signatures(pen: Pen, y: number, names: string[], date: string): number {
  const w = W / 2;
  names.forEach((n, i) => {
    const x = L + (i % 2) * w, yy = y + Math.floor(i / 2) * 44;
    pen.doc.lineWidth(0.5).strokeColor('#000').moveTo(x, yy + 16).lineTo(x + w - 110, yy + 16).stroke().moveTo(x + w - 100, yy + 16).lineTo(x + w - 14, yy + 16).stroke();
    pen.label('Signature', x, yy + 18, { size: 6.5 });
    pen.label('Date', x + w - 100, yy + 18, { size: 6.5 });
    pen.value(date, x + w - 100, yy, 86, 15, {}, `Date ${i + 1}`);
    pen.label('Print name:', x, yy + 28, { size: 7 });
    pen.value(n, x + 44, yy + 22, w - 160, 14, {}, `Print Name ${i + 1}`);
    if (pen.style === 'handwritten') pen.value(n.split(' ').map((p) => p[0]).join('. ') + '.', x + 10, yy, 120, 15, {}, 'Signature');
  });
  return y + Math.ceil(names.length / 2) * 44 + 4;
}

/** A new page when fewer than `need` points are left. */
export function room(pen: Pen, y: number, need: number): number {
  if (y + need <= BOTTOM) return y;
  pen.doc.addPage();
  return 40;
}
