// Captions beside a label that are another column's, not the label's value (issue 36; value-of.ts underLabel).
import { lower, notValue } from './value-of.ts';
import { sameLine, type Piece } from './pieces.ts';
import { labelOf } from './labels.ts';

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
  // (Or a caption beside `p` on its line, the value hanging under it: a hand's "725-53-3975" written up over the foot
  // of "SSN" beside "% Own", "100%" under that.)
  const hangs = (o: Piece) => sameLine(o, p) && o.x0 > p.x1 && (right.y0 + right.y1) / 2 - (o.y0 + o.y1) / 2 > 0.4 * (o.y1 - o.y0);
  return !/:\s*$/.test(p.text) && pieces.some((o) => o !== p && o.text && ((o.y1 <= p.y0 + 1 && lower(right, o)) || hangs(o)) && right.y0 - o.y1 < reach
    && Math.abs(o.x0 - right.x0) < 8 && notValue(o));
}

/** The caption printed right under value `v`: a label starting where it starts, less than its height below it (its
 *  top may be a little inside a fillable field's box); `smaller`, in type clearly smaller than the value's. */
function captionUnder(v: Piece, pieces: Piece[], smaller = false): Piece | undefined {
  const vh = v.y1 - v.y0;
  return pieces.find((c) => c !== v && c.text && c.y0 >= v.y1 - 0.3 * vh && c.y0 - v.y1 < 0.8 * vh && Math.abs(c.x0 - v.x0) < 10
    && (!smaller || vh > 1.2 * (c.y1 - c.y0)) && !!labelOf(c.text, true, false, false));
}

/** A value over its caption in a row of such ("Member" over "TITLE" beside "49%" over "OWNERSHIP": boxes with their
 *  captions under them): the caption's value, no heading, though worded like one. A heading over a row of captions is
 *  the only piece over them. */
export function overItsCaption(p: Piece, pieces: Piece[]): boolean {
  const own = captionUnder(p, pieces, true);
  return !!own && pieces.some((v) => { if (v === p || !v.text || !sameLine(v, p)) return false; const c = captionUnder(v, pieces, true); return !!c && sameLine(c, own); });
}

/** A value right under label `p` with no caption of its own under it ("12/22/2018" in comb cells under "BUSINESS START
 *  DATE" on a page whose other captions are under their values): the label's, read label over value. */
export function uncaptionedUnder(p: Piece, pieces: Piece[]): Piece | undefined {
  const h = p.y1 - p.y0;
  const q = pieces.find((q) => q !== p && q.text && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 1.2 * h && Math.abs(q.x0 - p.x0) < 10 && !notValue(q));
  return q && !captionUnder(q, pieces) && !printedLike(q, p, pieces) ? q : undefined;
}

/** Words under value `q` printed as label `p` is, in its smaller type, no figure: the caption of `q`, though its words
 *  are no label we know ("Open Positions (#)" under "1", the row of captions under their values). */
function printedLike(q: Piece, p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0, qh = q.y1 - q.y0;
  return qh > 1.2 * h && pieces.some((c) => c !== q && c !== p && c.text && c.y0 >= q.y1 - 0.3 * qh && c.y0 - q.y1 < 0.8 * qh && Math.abs(c.x0 - q.x0) < 10
    && Math.abs(c.y1 - c.y0 - h) <= 0.15 * h && /^\p{L}[\p{L}\s/&().,'#-]*$/u.test(c.text.trim()));
}
