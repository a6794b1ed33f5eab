// Ruled tables for set 97: cells of labels or values, merged cells (span), shaded header rows and label columns,
// section bars, and a table that continues across a page break with its header repeated.
import type { Pen } from './draw.ts';

export interface CellObj { t?: string; v?: [string, string]; span?: number; shade?: string; bold?: boolean; align?: 'left' | 'center'; size?: number;
  checks?: { name: string; label: string; checked: boolean }[]; white?: boolean }
export type Cell = string | CellObj | null;
export interface GridOpts { rowH?: number; headerShade?: string; labelShade?: string; header?: boolean; labelSize?: number; line?: number }

const obj = (c: Cell): CellObj => (c === null ? { t: '' } : typeof c === 'string' ? { t: c } : c);

/** One row of cells; returns the y below it. */
export function row(pen: Pen, x: number, y: number, widths: number[], cells: Cell[], h: number, o: GridOpts & { isHeader?: boolean } = {}): number {
  const d = pen.doc;
  let col = 0, cx = x;
  for (const raw of cells) {
    const c = obj(raw);
    const span = c.span ?? 1;
    const w = widths.slice(col, col + span).reduce((a, b) => a + b, 0);
    const shade = c.shade ?? (o.isHeader ? o.headerShade : c.t !== undefined && c.v === undefined && !c.checks ? o.labelShade : undefined);
    if (shade) d.save().rect(cx, y, w, h).fill(shade).restore();
    d.save().lineWidth(o.line ?? 0.6).strokeColor('#333').rect(cx, y, w, h).stroke().restore();
    if (c.v) pen.value(c.v[0], c.v[1], cx, y, w, h, { align: c.align, size: c.size });
    else if (c.checks) {
      let bx = cx + 4;
      for (const k of c.checks) bx = pen.check(k.name, k.label, k.checked, bx, y + (h - 7) / 2);
    } else if (c.t) {
      let size = c.size ?? (o.isHeader ? 7.5 : o.labelSize ?? 6.8);
      const lines = c.t.split('\n');
      d.font(c.bold || o.isHeader ? 'Helvetica-Bold' : 'Helvetica');
      while (size > 5 && Math.max(...lines.map((ln) => d.fontSize(size).widthOfString(ln))) > w - 5) size -= 0.25;
      d.fontSize(size);
      const top = y + (h - lines.length * size * 1.15) / 2 + 1;
      lines.forEach((ln, i) => {
        const tw = d.widthOfString(ln);
        const tx = c.align === 'center' || (o.isHeader && c.align !== 'left') ? cx + (w - tw) / 2 : cx + 3;
        pen.label(ln, tx, top + i * size * 1.15, { size, bold: c.bold || o.isHeader, color: c.white ? '#fff' : '#000' });
      });
    }
    cx += w;
    col += span;
  }
  return y + h;
}

/** Rows of a ruled grid; the first row is a shaded header when `o.header`. */
export function grid(pen: Pen, x: number, y: number, widths: number[], rows: Cell[][], o: GridOpts = {}): number {
  const h = o.rowH ?? 17;
  rows.forEach((cells, i) => { y = row(pen, x, y, widths, cells, h, { ...o, isHeader: !!o.header && i === 0 }); });
  return y;
}

/** A full-width merged title bar. */
export function bar(pen: Pen, x: number, y: number, w: number, text: string, fill = '#2b3a55', h = 15, size = 8.5): number {
  pen.doc.save().rect(x, y, w, h).fill(fill).restore();
  pen.label(text, x + 5, y + (h - size) / 2 + 0.5, { size, bold: true, color: '#fff' });
  return y + h;
}

/** A table whose rows run past `bottom`: a new page, the title "(continued)" and the header row again. */
export function flowTable(pen: Pen, o: { x: number; y: number; widths: number[]; title: string; header: Cell[]; rows: Cell[][]; rowH?: number;
  bottom: number; newPage: () => number; fill?: string; headerShade?: string; zebra?: string }): number {
  const h = o.rowH ?? 16;
  const w = o.widths.reduce((a, b) => a + b, 0);
  let y = o.y + 15 + 2 * h > o.bottom ? o.newPage() : o.y;
  y = bar(pen, o.x, y, w, o.title, o.fill);
  y = row(pen, o.x, y, o.widths, o.header, h, { isHeader: true, headerShade: o.headerShade ?? '#d9dee8' });
  o.rows.forEach((cells, i) => {
    if (y + h > o.bottom) {
      pen.label('Table continues on next page', o.x + w - 120, y + 3, { size: 6.5, color: '#555' });
      y = o.newPage();
      y = bar(pen, o.x, y, w, `${o.title} (continued)`, o.fill);
      y = row(pen, o.x, y, o.widths, o.header, h, { isHeader: true, headerShade: o.headerShade ?? '#d9dee8' });
    }
    const z = o.zebra && i % 2 === 1 ? cells.map((c) => (c && typeof c === 'object' && !c.v ? { ...c, shade: o.zebra } : typeof c === 'string' ? { t: c, shade: o.zebra } : c)) : cells;
    y = row(pen, o.x, y, o.widths, z, h, {});
  });
  return y;
}
