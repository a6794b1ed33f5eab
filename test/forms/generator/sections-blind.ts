// Building blocks of the blind layouts (layouts-blind.ts), other than those of sections.ts: small-capital labels
// inside dense boxes with the value centred, a two-column "label | value" grid, labels right-aligned in a label
// column before the value's line, dropdown-looking fields (a box with an arrow button, the value written in), and
// owners as "Principal #N" grids side by side. Each returns the y below what it drew.
import type { Canvas } from './canvas.ts';
import type { Merchant } from './model.ts';
import { printed } from './sections.ts';

/** [label, field key, share of the row's width, drawn as a dropdown]. An owner key is `owner.N.key`. */
export type BlindCell = [string, string, number, boolean?];

/** `caps`: a bordered cell, the label in tiny capitals at its top left, the value centred under it (dense one-page
 *  forms); `right`: the label right-aligned in a label column ending at the value's underline (form-builder output);
 *  `strip`: the label in bold capitals on the left, the value in a shaded strip without a border (web-form printouts).
 *  A label | value table is `grid`. */
export type BlindMode = 'caps' | 'right' | 'strip';
const ROW_H: Record<BlindMode, number> = { caps: 21, right: 20, strip: 19 };

/** The arrow button of a dropdown-looking field at the right end of its area. */
function dropdown(c: Canvas, x: number, y: number, w: number, h: number): void {
  const bw = Math.min(12, h);
  c.rect(x + w - bw, y, bw, h, '#e8e8e8');
  const cx = x + w - bw / 2, cy = y + h / 2;
  c.doc.save().moveTo(cx - 3, cy - 1.5).lineTo(cx + 3, cy - 1.5).lineTo(cx, cy + 2).closePath().fill('#333').restore();
  c.doc.fillColor('black');
}

export function blindRows(c: Canvas, m: Merchant, y: number, x0: number, width: number, list: BlindCell[][], mode: BlindMode, labelW = 0): number {
  for (const row of list) {
    let x = x0;
    for (const [label, key, frac, select] of row) {
      const w = width * frac;
      const p = printed(m, key);
      c.key = key;
      c.label = label;
      if (mode === 'caps') {
        c.rect(x, y, w, 21);
        c.text(label.toUpperCase(), x + 2, y + 1.5, { size: 5.2, color: '#333' });
        const vw = select ? w - 12 : w;
        if (select) dropdown(c, x, y + 8, w, 13);
        const was = c.align;
        c.align = 'center';
        c.value(p.text, p.fields, x + 1, y + 7.5, vw - 2, 13);
        c.align = was;
      } else if (mode === 'strip') {
        const lw = labelW ? Math.min(labelW, w * 0.5) : w * 0.38;
        c.text(label.toUpperCase(), x, y + 6, { bold: true, size: 6.3, color: '#2d3e50' });
        c.doc.rect(x + lw, y + 1, w - lw - 6, 16).fill('#eef1f4').fillColor('black');
        c.value(p.text, p.fields, x + lw + 1, y + 2, w - lw - 8, 14);
      } else {
        const lw = labelW ? Math.min(labelW, w * 0.5) : w * 0.38;
        c.doc.font(c.look.label).fontSize(c.look.labelSize);
        const tw = c.doc.widthOfString(label);
        c.text(label, x + lw - tw - 4, y + 7, { size: c.look.labelSize });
        if (select) { c.rect(x + lw, y + 2, w - lw - 8, 15); dropdown(c, x + lw, y + 2, w - lw - 8, 15); } else c.line(x + lw, y + 16, x + w - 8, y + 16);
        c.value(p.text, p.fields, x + lw + 1, y + 2, w - lw - (select ? 22 : 10), 14);
      }
      x += w;
    }
    y += ROW_H[mode];
  }
  return y;
}

/** A two-column table: a shaded title row, then one row per field, the label in the left column (fixed width), the
 *  value in the right one; a dropdown row has an arrow button at the right of its value cell. */
export function grid(c: Canvas, m: Merchant, x: number, y: number, width: number, title: string, list: BlindCell[], labelW = 170): number {
  c.rect(x, y, width, 14, '#d5dbe3');
  c.text(title, x + 4, y + 3.5, { bold: true, size: c.look.labelSize + 0.5 });
  y += 14;
  for (const [label, key, , select] of list) {
    const p = printed(m, key);
    c.key = key;
    c.label = label;
    c.rect(x, y, labelW, 17);
    c.rect(x + labelW, y, width - labelW, 17);
    c.text(label, x + 4, y + 5, { size: c.look.labelSize - 0.5 });
    if (select) dropdown(c, x + labelW, y + 2, width - labelW - 2, 13);
    c.value(p.text, p.fields, x + labelW + 2, y + 1.5, width - labelW - (select ? 18 : 4), 14);
    y += 17;
  }
  return y + 4;
}

/** Owners as "Principal #N" grids, two side by side (#1 left, #2 right, #3 and #4 under them); slots past the
 *  merchant's owners stay empty. */
export function principalGrids(c: Canvas, m: Merchant, x: number, y: number, width: number, attrs: [string, string][], slots: number,
  head: (i: number) => string): number {
  const gap = 12, w = (width - gap) / 2;
  let bottom = y;
  for (let i = 0; i < slots; i++) {
    const gx = x + (i % 2) * (w + gap);
    const gy = y + Math.floor(i / 2) * (14 + attrs.length * 17 + 10);
    bottom = Math.max(bottom, grid(c, m, gx, gy, w, head(i), attrs.map(([l, k]) => [l, `owner.${i}.${k}`, 1] as BlindCell), 78) + 6);
  }
  return bottom;
}
