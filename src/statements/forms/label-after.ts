// A label after its value in its cell (issue 36, set 100): a form writes the value at the left of each cell and prints
// its label small at the cell's right end ("Jean-Luc St-Pierre ............ Legal Business Name"). A person reads
// the small caption as the name of what is written before it; read the usual way the label has nothing after it and
// the value stands alone, a heading.
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import type { Value } from './value-of.ts';
import { frequency } from './marks.ts';
import { valueRaisedBeside } from './icon-caption.ts';

/** Label `p`'s cell when the label is set at the cell's right end, far from its left side, with the pieces it holds;
 *  undefined when it is not so placed (a label at the left of its cell is read the usual way). */
function rightEnd(p: Piece, pieces: Piece[], boxes: Rect[]): { cell: Rect; held: Piece[] } | undefined {
  const h = p.y1 - p.y0;
  const cell = boxes.filter((b) => inside(p, b) && b.y1 - b.y0 < 4 * h && b.x1 - b.x0 > 20).sort((a, b) => (a.x1 - a.x0) - (b.x1 - b.x0))[0];
  if (!cell || cell.x1 - p.x1 > 2 * h || p.x0 - cell.x0 < (cell.x1 - cell.x0) * 0.4) return undefined;
  const held = pieces.filter((q) => q !== p && q.text && inside(q, cell));
  return held.some((q) => q.x0 > p.x1) ? undefined : { cell, held };
}

/** The piece written before label `p` in its cell: at the cell's left on its line, in a larger type than the label
 *  (two labels side by side are the same size) or a field's. */
function writtenBefore(p: Piece, held: Piece[], notValue: (q: Piece) => boolean): Piece | undefined {
  const before = held.filter((q) => sameLine(p, q) && q.x1 <= p.x0 + 1).sort((a, b) => a.x0 - b.x0)[0];
  if (!before || notValue(before) || (before.source !== 'field' && before.y1 - before.y0 < 1.15 * (p.y1 - p.y0))) return undefined;
  return before;
}

/** The value written before label `p` in its own cell, when the label is set small at the cell's right end. A blank
 *  (text '') when the cell holds nothing else on a page whose other such labels have their values before them (a
 *  label right-aligned in a shaded cell of its own has its value elsewhere); undefined when the label is not so
 *  placed. `notValue` tells another label or a sentence from a value. */
export function valueBeforeLabel(p: Piece, pieces: Piece[], boxes: Rect[], notValue: (q: Piece) => boolean): Value | undefined {
  const at = rightEnd(p, pieces, boxes);
  if (!at) return undefined;
  const before = writtenBefore(p, at.held, notValue);
  if (before) return { piece: before, text: before.text, confidence: before.source === 'field' ? 0.95 : 0.8 };
  if (at.held.length) return undefined;
  const others = pieces.filter((q) => q !== p && q.text && q.page === p.page && !!labelOf(q.text, true, false, false) && (() => {
    const o = rightEnd(q, pieces, boxes);
    return !!o && !!writtenBefore(q, o.held, notValue);
  })());
  return others.length >= 2 ? { piece: p, text: '', confidence: 0.8 } : undefined;
}

/** Piece `p` is the value a label set after it in its cell names (so no heading, though it stands alone). */
export function namedAfter(p: Piece, pieces: Piece[], boxes: Rect[], notValue: (q: Piece) => boolean, isLabel: (t: string) => boolean): boolean {
  const after = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 - 2 && isLabel(q.text));
  return after.some((q) => valueBeforeLabel(q, pieces, boxes, notValue)?.piece === p);
}

/** The value of label `p` (asking `field`) placed where a label's usual reading misses it: before the label in its
 *  cell, or raised beside a caption under an icon (icon-caption.ts). (A schedule's word is a value, though "Monthly"
 *  opens a label too.) */
export function placedValue(p: Piece, field: string, pieces: Piece[], boxes: Rect[], notValue: (q: Piece) => boolean): Value | undefined {
  const valueLike = (q: Piece) => notValue(q) && !(field === 'payment_frequency' && frequency(q.text) !== null);
  return valueBeforeLabel(p, pieces, boxes, valueLike) ?? valueRaisedBeside(p, pieces, valueLike);
}
