// A label over an input box of its own (issue 36, set 82): a designed form prints its label, often after a small drawn
// icon, just over the box the answer is typed in.
import type { Rect } from '../types.ts';

/** The input box right under label `p`: starting at or before the label's start and running on past it, a line's
 *  height at least, its top within a line and a half under the label. (Not for a label in a cell of a line's height
 *  itself: an option in a grid's row has the next row's cell under it.) */
export function inputBoxUnder(p: Rect, boxes: Rect[]): Rect | undefined {
  const h = p.y1 - p.y0;
  const inCell = boxes.some((b) => b.y1 - b.y0 < 4 * h && b.x0 <= p.x0 && b.x1 >= p.x1 && b.y0 <= p.y0 + 1 && b.y1 >= p.y1 - 1);
  if (inCell) return undefined;
  return boxes.find((b) => b.x1 - b.x0 >= 40 && b.y1 - b.y0 >= h && b.y0 >= p.y1 - 2 && b.y0 - p.y1 <= 1.5 * h && b.x0 <= p.x0 && b.x1 >= p.x0 + 30);
}

/** Whether `v` is written inside label `p`'s input box. */
export function inInputBox(p: Rect, v: Rect, boxes: Rect[]): boolean {
  const b = inputBoxUnder(p, boxes);
  return !!b && v.x0 >= b.x0 - 1 && v.x1 <= b.x1 + 1 && v.y0 >= b.y0 - 2 && v.y1 <= b.y1 + 2;
}
