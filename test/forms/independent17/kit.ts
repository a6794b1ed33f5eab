// Shared layout pieces for the independent17 forms: flowing label/value items into a grid, and choice rows.
import type { Choice, Item } from './sections.ts';
import type { Sheet } from './draw.ts';

export type Cell = (s: Sheet, it: Item, x: number, y: number, w: number) => void;
export interface Flow { x: number; cols: number; colW: number; rowH: number; wide?: number; top?: number; bottom?: number; onPage?: () => void }

/** Draws items left to right, `cols` a row (an item longer than `wide` characters takes a whole row), turning the
 *  page at `bottom`; returns the next y. */
export function grid(s: Sheet, items: Item[], y0: number, f: Flow, cell: Cell): number {
  let y = y0, c = 0;
  for (const it of items) {
    const wide = f.wide !== undefined && it.text.length > f.wide;
    if (c >= f.cols || (wide && c > 0)) { y += f.rowH; c = 0; }
    if (c === 0 && y + f.rowH > (f.bottom ?? 750)) { s.page(); f.onPage?.(); y = f.top ?? 60; }
    cell(s, it, f.x + c * f.colW, y, wide ? f.colW * f.cols - 12 : f.colW - 12);
    c = wide ? f.cols : c + 1;
  }
  return y + f.rowH;
}

/** Rows `grid` needs for the items. */
export function rowsOf(items: Item[], cols: number, wide = Infinity): number {
  let rows = 0, c = cols;
  for (const it of items) {
    const w = it.text.length > wide;
    if (c >= cols || (w && c > 0)) { rows++; c = 0; }
    c = w ? cols : c + 1;
  }
  return rows;
}

/** Ensures room for `h` points, turning the page when there is none. */
export function room(s: Sheet, y: number, h: number, f: { top?: number; bottom?: number; onPage?: () => void }): number {
  if (y + h <= (f.bottom ?? 750)) return y;
  s.page(); f.onPage?.();
  return f.top ?? 60;
}

export const val = (s: Sheet, it: Item, x: number, y: number, w: number, bold = false, size = 9) =>
  s.value(it.text, x, y, w, { set: it.set, neutral: it.neutral, bold, size });

/** Checkbox row: label, then each option; "Other" gets its written text on a line. */
export function boxRow(s: Sheet, c: Choice, x: number, y: number): void {
  s.label(`${c.label}:`, x, y, { bold: true });
  let cx = x + s.doc.font('Helvetica-Bold').fontSize(8).widthOfString(`${c.label}:`) + 8;
  c.options.forEach((opt, k) => {
    const on = k === c.chosen;
    cx = s.check(opt, cx, y, on, on ? c.set : {});
    if (opt === 'Other') {
      s.line(cx - 8, y + 9, cx + 60, y + 9);
      if (on && c.other) s.value(c.other.text, cx - 6, y, 64, { set: c.other.set });
      cx += 64;
    }
  });
}

/** Pill row: the choices as segmented buttons. */
export function pillRow(s: Sheet, c: Choice, x: number, y: number, labelAbove = true): void {
  if (labelAbove) s.label(c.label.toUpperCase(), x, y, { size: 6.5, color: '#6b7280', bold: true });
  let cx = x;
  const py = labelAbove ? y + 10 : y;
  if (!labelAbove) { s.label(c.label, x, y + 4, { bold: true }); cx += 110; }
  c.options.forEach((opt, k) => {
    const on = k === c.chosen;
    cx = s.pill(opt === 'Other' && on && c.other ? `Other: ${c.other.text}` : opt, cx, py, on, on ? { ...c.set, ...(c.other?.set ?? {}) } : {});
  });
}
