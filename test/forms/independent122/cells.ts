// Form cells in three looks (boxed with a small caption, caption and underline, table cell), each holding one value.
import type { Pen } from './pen.ts';
import type { T } from './parts.ts';

export type Look = 'boxed' | 'line' | 'table';
export interface Cell { label: string; w: number; key: string; text: string | null; truth?: T; decoy?: boolean; size?: number }

/** One cell at (x, y), w x h. */
export function cell(pen: Pen, look: Look, x: number, y: number, h: number, c: Cell): void {
  const put = (vx: number, vy: number, vw: number, vh: number) => {
    if (c.decoy) pen.decoy(c.key, c.text, vx, vy, vw, vh, c.size ?? 8.5);
    else pen.value(c.key, c.text, vx, vy, vw, vh, c.truth ?? {}, c.size ?? 8.5);
  };
  if (look === 'boxed') {
    pen.box(x, y, c.w, h, '#8a8a8a', 0.5);
    pen.label(c.label.toUpperCase(), x + 2, y + 1.8, 5.2, 'Helvetica', '#555555');
    put(x + 1, y + 7, c.w - 2, h - 7);
  } else if (look === 'line') {
    pen.doc.font('Helvetica-Bold').fontSize(7.2);
    const lw = pen.doc.widthOfString(`${c.label}:`) + 3;
    pen.label(`${c.label}:`, x, y + h - 8.5, 7.2, 'Helvetica-Bold', '#1f1f1f');
    pen.rule(x + lw, y + h, c.w - lw - 4, '#555555');
    put(x + lw, y + 1, c.w - lw - 4, h - 1.5);
  } else {
    pen.box(x, y, c.w, h, '#9a9a9a', 0.4);
    put(x, y, c.w, h);
  }
}

/** A row of cells from x, left to right. */
export function row(pen: Pen, look: Look, x: number, y: number, h: number, cells: Cell[]): void {
  let cx = x;
  for (const c of cells) { cell(pen, look, cx, y, h, c); cx += c.w; }
}

/** A titled band across a section. */
export function section(pen: Pen, x: number, y: number, w: number, title: string, fill: string, h = 12): void {
  pen.band(x, y, w, h, fill, title, '#ffffff', 7.5);
}

/** A signature: pen strokes on the line (no text), as a signer leaves them; nothing in a fillable form. */
export function signature(pen: Pen, x: number, y: number, w: number, seed: number): void {
  if (pen.style === 'fillable') return;
  const d = pen.doc;
  d.save().lineWidth(0.9).strokeColor('#1b2a78');
  let px = x + 6, py = y - 6;
  d.moveTo(px, py);
  for (let i = 0; i < 9; i++) {
    const nx = px + w / 14, ny = y - 4 - (((seed * (i + 3)) % 11) / 11) * 12;
    d.quadraticCurveTo((px + nx) / 2, ny - 6, nx, py + ((i % 2) ? 3 : -2));
    px = nx; py = y - 5 + ((i * seed) % 5);
  }
  d.stroke().restore();
}

export interface Check { key: string; label: string; checked: boolean; truth?: T }
/** A run of checkboxes, `perRow` to a row `colW` apart. */
export function checks(pen: Pen, items: Check[], x: number, y: number, colW: number, perRow: number,
  opts: { group?: string; radio?: boolean; mark?: 'X' | 'check'; rowH?: number; size?: number } = {}): void {
  items.forEach((it, i) => {
    const cx = x + (i % perRow) * colW, cy = y + Math.floor(i / perRow) * (opts.rowH ?? 11);
    pen.checkbox(it.key, it.label, cx, cy, it.checked, it.truth ?? {}, { group: opts.group, radio: opts.radio, mark: opts.mark, size: opts.size });
  });
}

/** The entity-type boxes of a form: the merchant's type checked when the form has a box for it, else "Other" checked
 *  and the text returned for the caller to write on the Other line. */
export function entityChecks(entity: string, boxes: [string, string][], other: Record<string, string[]>, pick: (xs: string[]) => string):
  { items: Check[]; otherText: string | null } {
  const has = boxes.some(([id]) => id === entity);
  const items: Check[] = boxes.map(([id, label]) => ({ key: `entity_${label}`, label, checked: id === entity, truth: id === entity ? { type_of_entity: id } : {} }));
  items.push({ key: 'entity_Other', label: 'Other', checked: !has });
  return { items, otherText: has ? null : pick(other[entity] ?? [entity]) };
}
