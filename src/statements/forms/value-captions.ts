// Captions beside a label that are another column's, not the label's value (issue 36; value-of.ts underLabel).
import { lower, notValue } from './value-of.ts';
import type { Piece } from './pieces.ts';

const capsOnly = (t: string) => /[A-Z]/.test(t) && !/[a-z]/.test(t);

/** A caption like label `p` to its right, in capitals of its size with a piece under it: the next column's label we do
 *  not know, "CAPITAL REQUESTED  INTENDED USE" over their values; a scan gives no font to tell them by. */
export function captionLike(q: Piece, p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  return capsOnly(q.text) && capsOnly(p.text) && Math.abs(q.y1 - q.y0 - h) <= 0.2 * h
    && pieces.some((v) => v !== q && lower(v, q) && v.y0 - q.y1 < h * 1.2 && Math.abs(v.x0 - q.x0) < 15);
}

/** A value beside label `p` with its own caption over it, the next column's, when a value is written right under `p`:
 *  "(505) 756-8329" under "BUSINESS PHONE" beside "FEDERAL TAX ID", its number under it, three columns of captions
 *  over their values. (Not after a label its colon closes, "Industry / Work Performed:  Dump truck hauling": answered
 *  beside it.) */
export function captionedOver(p: Piece, right: Piece, pieces: Piece[], reach: number): boolean {
  return !/:\s*$/.test(p.text) && pieces.some((o) => o !== p && o.text && o.y1 <= p.y0 + 1 && lower(right, o) && right.y0 - o.y1 < reach
    && Math.abs(o.x0 - right.x0) < 8 && notValue(o));
}
