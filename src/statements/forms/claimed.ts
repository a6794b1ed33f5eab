// Where a label's value is written (issue 36): a piece there is read as a value, whatever words it holds ("Main
// Street Payments"), not as a label. (Out of reader.ts, which had grown past its size.)
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import { notValue } from './value-of.ts';
import type { Heading } from './headings.ts';

/** A piece just right of a label on its line, or just under one: where that label's value is written. (Not under a
 *  label answered on its own line: "Preferred Payment Schedule" under "Use of Funds  Marketing" in a tight grid of
 *  rows is the next row's label; nor under one whose dotted leader runs to its answer across the page: "Target weekly
 *  payment" under "How do you prefer to repay? ........ Weekly".) */
export function claimed(p: Piece, pieces: Piece[], heads: Heading[] = []): boolean {
  const h = p.y1 - p.y0;
  const answered = (q: Piece) => pieces.some((r) => r !== q && r !== p && r.text && sameLine(q, r) && r.x0 >= q.x1 - 2 && (r.x0 - q.x1 < 200 || !!q.leader) && !notValue(r));
  return pieces.some((q) => q !== p && q.text && !heads.some((x) => x.piece === q) && labelOf(q.text, true, false, false) && (
    (sameLine(p, q) && p.x0 >= q.x1 - 2 && p.x0 - q.x1 < 30)
    || (p.y0 >= q.y1 - 2 && p.y0 - q.y1 < h * 0.8 && Math.abs(p.x0 - q.x0) < 8 && !answered(q))));
}
