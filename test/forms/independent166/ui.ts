// Drawing pieces shared by the set-166 layouts.
import type { Canvas, Fields } from './canvas.ts';

export type V = { text: string; fields: Fields | null | false } | null;

/** `Label: ______` with the value written on the line. Null v: the line stays blank; fields {} or null: a decoy. */
export function line(c: Canvas, key: string, x: number, y: number, right: number, label: string, v: V, size = 7.5, valueSize = 9): void {
  c.text(x, y, label, { size });
  const lw = c.doc.font('Helvetica').fontSize(size).widthOfString(label) + 4;
  c.rule(x + lw, y + 9, right, y + 9, '#444444', 0.5);
  if (v) c.value(key, x + lw + 1, y - 2, right - x - lw - 2, v.text, v.fields && !Object.keys(v.fields).length ? null : v.fields, label.replace(/:$/, ''), valueSize);
}
