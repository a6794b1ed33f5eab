// Rows of labelled fields, in the four ways forms place a label: inside the box's top-left corner, to the left of an
// underline, above a box (with an optional sub-label below it), or below the line in tiny caps.
import type { FieldOpts, Paths, Sheet } from './kit.ts';

export interface Cell {
  label: string; w: number; name: string; value?: string | null; paths?: Paths; decoy?: string; comb?: number;
  align?: 'left' | 'center' | 'right'; sub?: string; combo?: [string, string][]; format?: string;
}

export interface RowOpts { labelSize?: number; labelFont?: string; labelColor?: string; caps?: boolean; h?: number; gap?: number; fill?: string }

function opts(c: Cell): FieldOpts {
  return { ...(c.paths ? { paths: c.paths } : {}), ...(c.decoy ? { decoy: c.decoy } : {}), ...(c.comb ? { comb: c.comb } : {}),
    ...(c.align ? { align: c.align } : {}), ...(c.format ? { format: c.format } : {}) };
}

/** The value of a cell into its field rectangle. */
export function put(s: Sheet, c: Cell, x: number, y: number, w: number, h: number): void {
  if (c.combo) s.combo(c.name, x, y, w, h, c.combo, c.value ?? null, opts(c));
  else s.field(c.name, x, y, w, h, c.value ?? null, opts(c));
}

const cap = (t: string, o: RowOpts) => (o.caps ? t.toUpperCase() : t);

/** Boxed cells side by side, each label in tiny caps in the top-left corner. Returns the row height. */
export function boxRow(s: Sheet, x: number, y: number, cells: Cell[], o: RowOpts = {}): number {
  const h = o.h ?? 22, ls = o.labelSize ?? 5.5;
  let cx = x;
  for (const c of cells) {
    s.rect(cx, y, c.w, h, { lw: 0.5 });
    s.text(cap(c.label, { caps: o.caps ?? true }), cx + 2, y + 1.6, { size: ls, font: o.labelFont ?? 'Helvetica', color: o.labelColor ?? '#222222' });
    put(s, c, cx + 1, y + ls + 2.5, c.w - 2, h - ls - 3.5);
    cx += c.w;
  }
  return h;
}

/** "Label: ______" pieces on one line. */
export function leftRow(s: Sheet, x: number, y: number, cells: Cell[], o: RowOpts = {}): number {
  const h = o.h ?? 14, ls = o.labelSize ?? 8, font = o.labelFont ?? 'Helvetica';
  let cx = x;
  for (const c of cells) {
    const label = cap(c.label, o);
    const lw = s.width(label, font, ls) + 3;
    s.text(label, cx, y + h - ls - 1.5, { size: ls, font, color: o.labelColor ?? '#000000' });
    s.line(cx + lw, y + h, cx + c.w - (o.gap ?? 8), y + h, 0.5);
    put(s, c, cx + lw, y, c.w - lw - (o.gap ?? 8), h);
    cx += c.w;
  }
  return h;
}

/** Label above a box, an optional sub-label below it (online form builders). */
export function aboveRow(s: Sheet, x: number, y: number, cells: Cell[], o: RowOpts = {}): number {
  const h = o.h ?? 17, ls = o.labelSize ?? 7, gap = o.gap ?? 8;
  let cx = x, sub = false;
  for (const c of cells) {
    if (c.label) s.text(cap(c.label, o), cx, y, { size: ls, font: o.labelFont ?? 'Helvetica-Bold', color: o.labelColor ?? '#333333' });
    s.rect(cx, y + ls + 3, c.w - gap, h, { lw: 0.5, stroke: '#8a8f98', ...(o.fill ? { fill: o.fill } : {}) });
    put(s, c, cx, y + ls + 3, c.w - gap, h);
    if (c.sub) { s.text(c.sub, cx, y + ls + h + 4.5, { size: 5.5, color: '#6b7280' }); sub = true; }
    cx += c.w;
  }
  return ls + 3 + h + (sub ? 9 : 2);
}

/** A line with the value above it and the label in tiny caps below it (government-style forms). */
export function belowRow(s: Sheet, x: number, y: number, cells: Cell[], o: RowOpts = {}): number {
  const h = o.h ?? 13, ls = o.labelSize ?? 5.5, gap = o.gap ?? 10;
  let cx = x;
  for (const c of cells) {
    if (c.comb) s.rect(cx, y + h * 0.05, c.w - gap, h * 0.95, { lw: 0.5 });
    else s.line(cx, y + h, cx + c.w - gap, y + h, 0.6);
    put(s, c, cx, y, c.w - gap, h);
    s.text(cap(c.label, { caps: o.caps ?? true }), cx, y + h + 1.8, { size: ls, font: o.labelFont ?? 'Helvetica', color: o.labelColor ?? '#000000' });
    cx += c.w;
  }
  return h + ls + 4;
}

/** A paragraph of fine print; returns its height. */
export function para(s: Sheet, str: string, x: number, y: number, w: number, size = 5.6, color = '#333333'): number {
  s.text(str, x, y, { size, w, color, lineGap: 0.4 });
  return s.doc.heightOfString(str, { width: w, lineGap: 0.4 });
}

/** Namers: how each tool names its fields. */
export function seqNamer(textBase: string, checkBase: string, startCheck: number): (hint: string, kind: 'text' | 'check' | 'radio' | 'combo') => string {
  let t = 0, c = startCheck - 1, g = 0, d = 0;
  return (_hint, kind) => kind === 'check' ? `${checkBase}${++c}` : kind === 'radio' ? `Group${++g}` : kind === 'combo' ? `Dropdown${++d}` : `${textBase}${++t}`;
}

/** Acrobat's auto-detected names: the nearest label word, else "undefined", "_2", "_3" for repeats. */
export function labelNamer(): (hint: string, kind: 'text' | 'check' | 'radio' | 'combo') => string {
  const seen = new Map<string, number>();
  return (hint) => {
    const n = (seen.get(hint) ?? 0) + 1;
    seen.set(hint, n);
    return n === 1 ? hint : `${hint}_${n}`;
  };
}
