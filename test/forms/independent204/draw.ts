// Drawing pieces the four layouts share: section bars, boxed cells, underlined rows, and putting a printed value.
import type { Canvas, Font } from './canvas.ts';
import type { Printed } from './printed.ts';

/** A printed value into a slot; a blank (null) leaves the slot empty, as a merchant leaves a line. */
export function put(c: Canvas, key: string, p: Printed | null, x: number, y: number, w: number, o: { size?: number; align?: 'left' | 'right' } = {}): void {
  if (p) c.value(key, p.text, p.fields, x, y, w, o);
}
/** A value that is not the applicant's: recorded as a decoy. */
export function decoy(c: Canvas, key: string, text: string, x: number, y: number, w: number, o: { size?: number; align?: 'left' | 'right' } = {}): void {
  c.value(key, text, {}, x, y, w, o);
}

export function bar(c: Canvas, title: string, x: number, y: number, w: number, o: { fill?: string; font?: Font; h?: number } = {}): void {
  const h = o.h ?? 12;
  c.rect(x, y, w, h, { fill: o.fill ?? '#1f3a5f' });
  c.text(title, x + 4, y + h / 2 - 2.8, { size: 8, font: o.font ?? 'sansBold', color: 'white' });
}

/** A boxed cell with its label small in the top-left corner; returns the value's baseline slot. */
export function cell(c: Canvas, label: string, x: number, y: number, w: number, h = 24, font: Font = 'sans'): { x: number; y: number; w: number } {
  c.rect(x, y, w, h, { stroke: '#444444', lw: 0.5 });
  c.text(label, x + 2.5, y + h - 7, { size: 6, font, color: '#333333' });
  return { x: x + 2, y: y + 4.5, w: w - 4 };
}

/** "Label ________": the label, then an underline the value is written on. Returns the slot. */
export function row(c: Canvas, label: string, x: number, y: number, w: number, o: { size?: number; font?: Font } = {}): { x: number; y: number; w: number } {
  const size = o.size ?? 8;
  const b = c.text(label, x, y, { size, font: o.font ?? 'sans' });
  const x0 = b[2] + 3;
  c.line(x0, y - 2, x + w, y - 2, 0.4);
  return { x: x0 + 1, y, w: x + w - x0 - 2 };
}

/** Wraps static prose (authorisation paragraphs) into lines of at most `w` points. */
export function para(c: Canvas, text: string, x: number, y: number, w: number, size = 6.5, font: Font = 'sans'): number {
  let line = '';
  for (const word of text.split(' ')) {
    const t = line ? `${line} ${word}` : word;
    if (c.width(t, font, size) > w) { c.text(line, x, y, { size, font }); y -= size * 1.3; line = word; } else line = t;
  }
  if (line) { c.text(line, x, y, { size, font }); y -= size * 1.3; }
  return y;
}

export const AUTH = 'By signing below, each of the above-named business and owners (individually and collectively, "Applicant") certifies that all information '
  + 'provided in this application is true, correct and complete, and authorizes the broker, its assigns and any prospective funder or lessor to obtain '
  + 'consumer and business credit reports, to verify the information with any bank, landlord, vendor or creditor named here, and to share it with '
  + 'funding partners. Applicant understands that an equipment lease or a purchase of future receivables is not a loan.';
