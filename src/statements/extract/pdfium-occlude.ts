// Lines a fill hides are not seen. A sticky note pasted over a form, a label stuck on it, a correction patch: an opaque
// shape drawn after a printed rule hides the part of the rule under it, and a person reads the words written on the
// shape as words on paper, not as words on a line. A form's underline running under a sticky note had been read as a
// line struck through the note's words ("Owner 2 on pg 2 (attached)"), which were then taken for a value withdrawn.
import type { Pdfium } from './pdfium.ts';
import type { Rect } from '../types.ts';

/** The bounds of a path filled with an opaque colour, a shape the size of a note (not a page's background, not a
 *  checkbox's blot): else null. */
export function opaqueFill(p: Pdfium, obj: number, r: Rect): Rect | null {
  const f = p.fn, s = p.scratch;
  if (!f.FPDFPath_GetDrawMode || !f.FPDFPageObj_GetFillColor) return null;
  const w = r.x1 - r.x0, h = r.y1 - r.y0;
  if (w < 20 || h < 8 || w > 420 || h > 300) return null;
  const u32 = () => new Uint32Array(p.heap().u8.buffer, s, 4);
  if (!f.FPDFPath_GetDrawMode(obj, s, s + 4) || u32()[0] === 0) return null;
  if (!f.FPDFPageObj_GetFillColor(obj, s, s + 4, s + 8, s + 12)) return null;
  return u32()[3]! >= 250 ? r : null;
}

/** Rule `rule` with the parts an opaque fill drawn after it hides cut out (`drawnAt` the order it was drawn in, `fills`
 *  the fills with theirs). A rule along a fill's edge is the fill's own side, seen: only one inside it is cut. */
export function unhidden(rule: Rect, drawnAt: number, fills: { r: Rect; at: number }[]): Rect[] {
  const mid = (rule.y0 + rule.y1) / 2;
  let parts = [rule];
  for (const f of fills) {
    if (f.at < drawnAt || mid <= f.r.y0 + 1 || mid >= f.r.y1 - 1) continue;
    parts = parts.flatMap((q) => (q.x1 <= f.r.x0 || q.x0 >= f.r.x1 ? [q] : [{ ...q, x1: f.r.x0 }, { ...q, x0: f.r.x1 }]).filter((c) => c.x1 - c.x0 >= 15));
  }
  return parts;
}
