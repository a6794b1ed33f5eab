// Small drawing helpers the layouts share: a value-or-static cell, tables with a header row, a page cursor.
import type { Fields } from './fmt.ts';
import type { Pen, TextOpts } from './pen.ts';

/** A value to draw: with fields (truth), decoy (not the application's), or neither (context such as a phone number). */
export interface V { key: string; text: string; fields?: Fields; decoy?: boolean }
export type Cell = V | string | null;

export const v = (key: string, text: string, fields: Fields = {}): V => ({ key, text, fields });
export const dv = (key: string, text: string): V => ({ key, text, decoy: true });

/** Draws a cell: static text through pen.text, a value through pen.value. Returns the width used. */
export function put(pen: Pen, c: Cell, x: number, y: number, o: TextOpts & { w?: number } = {}): number {
  if (c === null || c === '') return 0;
  if (typeof c === 'string') return pen.text(c, x, y, o);
  return pen.value(c.key, c.text, c.fields ?? {}, x, y, { ...o, ...(c.decoy ? { decoy: true } : {}) });
}

/** Draws cells one after another on a line (static text and values mixed); returns the x after the last. */
export function flow(pen: Pen, cells: Cell[], x: number, y: number, o: TextOpts = {}): number {
  let cx = x;
  for (const c of cells) {
    if (c === null || c === '') continue;
    const w = put(pen, c, cx, y, o);
    cx += typeof c === 'string' ? w : Math.max(w, pen.measure(c.text, o)) + (pen.style === 'fillable' ? 2 : 0);
  }
  return cx;
}

export interface Col { title: string; w: number; align?: 'left' | 'right' }
export interface TableStyle {
  head: TextOpts & { fill?: string; h?: number };
  body: TextOpts;
  rowH: number;
  lines: 'grid' | 'rows' | 'none';
  zebra?: string;
  border?: string;
}

/** A table with a header row; returns the y under it. */
export function table(pen: Pen, x: number, y: number, cols: Col[], rows: Cell[][], s: TableStyle): number {
  const total = cols.reduce((a, c) => a + c.w, 0);
  const hh = s.head.h ?? s.rowH;
  const border = s.border ?? '#c9ced6';
  if (s.head.fill) pen.rect(x, y, total, hh, { fill: s.head.fill });
  let cx = x;
  for (const c of cols) {
    pen.text(c.title, cx + 4, y + (hh - (s.head.size ?? 8)) / 2, { ...s.head, width: c.w - 8, align: c.align ?? 'left' });
    cx += c.w;
  }
  let cy = y + hh;
  if (s.lines !== 'none') pen.line(x, cy, x + total, cy, border, 0.8);
  for (const [ri, row] of rows.entries()) {
    if (s.zebra && ri % 2 === 1) pen.rect(x, cy, total, s.rowH, { fill: s.zebra });
    cx = x;
    for (const [ci, c] of row.entries()) {
      const col = cols[ci]!;
      put(pen, c, cx + 4, cy + (s.rowH - (s.body.size ?? 9)) / 2, { ...s.body, width: col.w - 8, align: col.align ?? 'left' });
      cx += col.w;
    }
    cy += s.rowH;
    if (s.lines !== 'none') pen.line(x, cy, x + total, cy, border, 0.5);
  }
  if (s.lines === 'grid') {
    pen.rect(x, y, total, cy - y, { stroke: border });
    cx = x;
    for (const c of cols.slice(0, -1)) { cx += c.w; pen.line(cx, y, cx, cy, border, 0.5); }
  }
  return cy;
}

/** A y cursor that starts a new page (and draws its furniture) when the next block does not fit. */
export class Cursor {
  y: number;
  private readonly pen: Pen;
  private readonly bottom: number;
  private readonly onNewPage: () => number;

  constructor(pen: Pen, top: number, bottom: number, onNewPage: () => number) {
    this.pen = pen;
    this.y = top;
    this.bottom = bottom;
    this.onNewPage = onNewPage;
  }

  need(h: number): void {
    if (this.y + h > this.bottom) {
      this.pen.newPage();
      this.y = this.onNewPage();
    }
  }
}
