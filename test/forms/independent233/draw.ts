// Shared drawing pieces of set 233's layouts: boxed cells, underlined rows, section bars, signature blocks.
import type { Pen } from './pen.ts';
import type { Printed } from './fields.ts';

export function put(pen: Pen, key: string, p: Printed, x: number, y: number, w: number, h: number, size = 9): void {
  pen.value(key, p.text, x, y, w, h, p.fields, size);
}

/** A boxed cell: the caption small in its top-left corner, the value area below it. Returns the value area. */
export function cell(pen: Pen, caption: string, x: number, y: number, w: number, h: number, color = '#555'): [number, number, number, number] {
  pen.doc.rect(x, y, w, h).lineWidth(0.6).stroke(color);
  pen.label(caption.toUpperCase(), x + 3, y + 2.5, 5.5, { color });
  return [x + 1, y + 9, w - 2, h - 10];
}

/** An underlined row: `Caption:` then a line to `x + w`. Returns the writing area above the line. */
export function line(pen: Pen, caption: string, x: number, y: number, w: number, size = 8): [number, number, number, number] {
  pen.label(caption, x, y + 4, size);
  const lw = pen.doc.font('Helvetica').fontSize(size).widthOfString(caption) + 4;
  pen.doc.moveTo(x + lw, y + 4 + size).lineTo(x + w, y + 4 + size).lineWidth(0.5).stroke('#444');
  return [x + lw, y - 2, w - lw, size + 6];
}

export function bar(pen: Pen, title: string, x: number, y: number, w: number, fill: string, h = 13, textColor = 'white'): void {
  pen.doc.rect(x, y, w, h).fill(fill);
  pen.label(title, x + 5, y + (h - 8) / 2 + 0.5, 8, { bold: true, color: textColor });
}

/** Signature line, caption (`Owner #1` ...), title line and date per owner; the date is a decoy (not the business start date). */
export function signatures(pen: Pen, names: string[], titles: string[], date: string, x: number, y: number, w: number, hand: boolean): number {
  const colW = (w - 10 * (names.length - 1)) / Math.max(1, names.length);
  names.forEach((n, i) => {
    const cx = x + i * (colW + 10);
    pen.doc.moveTo(cx, y + 22).lineTo(cx + colW, y + 22).lineWidth(0.6).stroke('#222');
    if (hand || pen.style !== 'fillable') scribble(pen, cx + 8, y + 6, Math.min(colW - 16, 90));
    pen.label('Signature', cx, y + 25, 6);
    pen.label(`${n}  (print name)`, cx, y + 33, 6);
    pen.label(`Title: ${titles[i] ?? '________________'}`, cx, y + 41, 6);
    pen.decoy(`signature_date_${i}`, date, cx + colW * 0.55, y + 23, colW * 0.45, 10, 7);
  });
  return y + 52;
}

/** A signature drawn as a pen stroke (no text). */
export function scribble(pen: Pen, x: number, y: number, w: number): void {
  const d = pen.doc, r = pen.jitter;
  d.save().lineWidth(1).strokeColor('#1a2a6c').moveTo(x, y + 10);
  for (let t = 0; t < w; t += 7) d.bezierCurveTo(x + t + 2, y + r.float(0, 6), x + t + 5, y + r.float(8, 16), x + t + 7, y + r.float(4, 12));
  d.stroke().restore();
}
