// Sentences with blanks: consent and guaranty paragraphs whose filled-in words (names, titles, ownership) are the
// values. Words flow and wrap like printed text; each blank is an underline with its value on it.
import type { Sheet } from './sheet.ts';

export interface Blank { key: string; text: string; w: number; fields?: Record<string, unknown> }
export type Part = string | Blank;

/** Lays the parts out from (x, y) within width; returns the y below the last line. */
export function flow(s: Sheet, parts: Part[], x: number, y: number, width: number, size = 7.5): number {
  const lh = size + 9;
  let cx = x, cy = y;
  const d = s.doc;
  for (const part of parts) {
    if (typeof part === 'string') {
      for (const [i, word] of part.split(' ').entries()) {
        if (!word) { if (i > 0) cx += size * 0.28; continue; }
        const ww = d.font('ui').fontSize(size).widthOfString(word);
        if (cx + ww > x + width) { cx = x; cy += lh; }
        s.label(word, cx, cy + 3, size);
        cx += ww + (i < part.split(' ').length - 1 ? size * 0.28 : 0);
      }
      continue;
    }
    // The blank's width comes from a fixed font, not the style's, so every style lays the page out alike.
    const bw = Math.max(part.w, d.font('Helvetica').fontSize(size + 1).widthOfString(part.text) * 1.15 + 12);
    if (cx + bw > x + width) { cx = x; cy += lh; }
    s.line(cx + 1, cy + size + 5, cx + bw - 1, cy + size + 5);
    s.value(part.key, part.text, cx + 3, cy + 1, bw - 6, part.fields ?? {}, size + 1);
    cx += bw + size * 0.28;
  }
  return cy + lh + 2;
}
