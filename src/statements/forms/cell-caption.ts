// A field's caption in a grid of boxed fields (issue 36): each box holds a tiny caption in its top corner and room for
// its value under it, box after box along a row and row after row down the page. A caption there names its box's
// field, filled in or left blank; it heads no section, whatever its words.
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { inside, type Piece } from './pieces.ts';

/** The caption at the top of a box of a row of captioned boxes, with the next row of captioned boxes right under its
 *  own: a blank "SPOUSE NAME (not an owner)" beside "HOME ADDRESS" and "CELL", over the next owner's "SSN / ITIN" and
 *  "DATE OF BIRTH" boxes, is that spouse's empty field, not a decoy's heading over the next owner's columns. (A
 *  table's header cell, "Existing Funder / Lender", has rows of values under it, not captions: it heads them.) */
export function boxedCaption(p: Piece, pieces: Piece[], boxes: Rect[]): boolean {
  const h = p.y1 - p.y0;
  const own = cellOf(p, boxes, h);
  if (!own || !captioned(own, pieces, h, p)) return false;
  const row = boxes.filter((b) => b !== own && Math.abs(b.y0 - own.y0) < 2 && Math.abs(b.y1 - own.y1) < 2 && captioned(b, pieces, h));
  const next = boxes.filter((b) => Math.abs(b.y0 - own.y1) < 2 && b.x0 < own.x1 - 2 && b.x1 > own.x0 + 2 && captioned(b, pieces, h));
  return row.length >= 2 && next.length >= 1;
}

/** The smallest box holding the piece at its top left, a line or two of room under it for a value. */
function cellOf(p: Piece, boxes: Rect[], h: number): Rect | undefined {
  return boxes.filter((b) => inside(p, b) && b.y1 - b.y0 >= 1.8 * h && b.y1 - b.y0 <= 4 * h && p.y0 - b.y0 < 0.6 * h && p.x0 - b.x0 < 1.5 * h)
    .sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
}

/** A box with a caption of the same small size at its top left (the given one, or any label). */
function captioned(b: Rect, pieces: Piece[], h: number, caption?: Piece): boolean {
  if (b.y1 - b.y0 < 1.8 * h || b.y1 - b.y0 > 4 * h) return false;
  return (caption ? [caption] : pieces).some((q) => q.text && inside(q, b) && q.y0 - b.y0 < 0.6 * h && q.x0 - b.x0 < 1.5 * h
    && Math.abs(q.y1 - q.y0 - h) <= 0.2 * h && (!!caption || !!labelOf(q.text, true, false, false)));
}

/** In the label's box, a caption set small in its corner: the value written larger under it, though the value's line
 *  starts no lower than a point under the caption's top ("MARGARET J. ABERNATHY-COLE" in the box of a 5 pt "SPOUSE
 *  NAME (not an owner)" on a dense funder's form): its foot well under the caption's. */
export const cornerValue = (q: Rect, p: Rect) => q.y0 > p.y0 && q.y1 - q.y0 > 1.4 * (p.y1 - p.y0) && q.y1 - p.y1 > 0.6 * (p.y1 - p.y0);
