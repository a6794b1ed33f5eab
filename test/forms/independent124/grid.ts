// Form furniture that hands back the blanks it drew: boxed cells, underlined blanks and label/value table rows.
import type { Sheet, Slot } from './sheet.ts';

export type Def = [label: string, width: number, name: string, opts?: { room?: boolean; run?: boolean }];

/** A row of boxed cells, each label in its top-left corner (x0 to x0 + sum of widths). */
export function cells(s: Sheet, x0: number, y: number, h: number, defs: Def[], labelColor = '#333333'): Record<string, Slot> {
  const out: Record<string, Slot> = {};
  let x = x0;
  for (const [label, w, name, o] of defs) {
    s.box(x, y, w, h, { lw: 0.5, stroke: '#555555' });
    s.label(label, x + 2.5, y + 2, { size: 6.2, color: labelColor });
    s.doc.font(s.look.font).fontSize(6.2);
    out[name] = { name, x: x + 2, y: y + 9, w: w - 4, h: o?.room ? 12 : h - 10, labelW: s.doc.widthOfString(label), ...(o?.room ? { lines: 2 } : {}), ...(o?.run ? { run: true } : {}) };
    x += w;
  }
  return out;
}

/** Underlined blanks on one line: `Label: ________`, each def [label, width incl. label, name] placed from x0. */
export function blanks(s: Sheet, x0: number, y: number, defs: Def[], o: { size?: number; gap?: number } = {}): Record<string, Slot> {
  const out: Record<string, Slot> = {};
  let x = x0;
  const size = o.size ?? 8;
  for (const [label, w, name, opt] of defs) {
    s.label(label, x, y, { size });
    s.doc.fontSize(size);
    const lw = s.doc.widthOfString(label) + 4;
    s.line(x + lw, y + size + 1.5, x + w - 6, y + size + 1.5, { w: 0.5 });
    out[name] = { name, x: x + lw, y: y - 3, w: w - lw - 6, h: size + 4, ...(opt?.room ? { room: true } : {}), ...(opt?.run ? { run: true } : {}) };
    x += w + (o.gap ?? 0);
  }
  return out;
}

/** Table rows: a shaded label cell and a value cell, pairs side by side ([label, value width, name] per pair). */
export function rows(s: Sheet, x0: number, y: number, h: number, labelW: number, defs: Def[]): Record<string, Slot> {
  const out: Record<string, Slot> = {};
  let x = x0;
  for (const [label, w, name, o] of defs) {
    s.box(x, y, labelW, h, { fill: '#e6e8eb', stroke: '#8a8f96', lw: 0.5 });
    s.label(label, x + 3, y + h / 2 - 3.5, { size: 7, bold: true, color: '#2a2f36' });
    s.box(x + labelW, y, w, h, { stroke: '#8a8f96', lw: 0.5 });
    out[name] = { name, x: x + labelW + 2, y: y + 1, w: w - 4, h: h - 2, ...(o?.run ? { run: true } : {}) };
    x += labelW + w;
  }
  return out;
}

/** A shaded section title strip. */
export function strip(s: Sheet, x: number, y: number, w: number, title: string, o: { fill?: string; color?: string; h?: number } = {}): void {
  const h = o.h ?? 13;
  s.box(x, y, w, h, { fill: o.fill ?? '#1f3a5f', stroke: 'none' });
  s.label(title, x + 5, y + h / 2 - 3.6, { size: 8, bold: true, color: o.color ?? '#ffffff' });
}
