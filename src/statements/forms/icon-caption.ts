// A caption under an icon, beside its value (issue 36, set 100): a form draws a small pictogram at the left of each
// value with a one-word caption under it ("Since", "Owns", "FICO"), so the caption stands a little lower than the
// value written beside the icon. A person reads the caption with the value just right of it; read along the
// caption's own line, its value was the next caption ("Industry" read "Since").
import { sameLine, type Piece } from './pieces.ts';
import type { Value } from './value-of.ts';

/** The value just right of caption `p`, written higher than it in a larger type (their lines overlap, the value's
 *  middle well over the caption's): undefined when there is none. `notValue` tells another label from a value. */
export function valueRaisedBeside(p: Piece, pieces: Piece[], notValue: (q: Piece) => boolean): Value | undefined {
  const h = p.y1 - p.y0, mid = (r: Piece) => (r.y0 + r.y1) / 2;
  const raised = pieces.filter((q) => q !== p && q.text && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 3 * h && q.y0 < p.y0 && q.y1 > p.y0 + 0.2 * h
    && q.y1 - q.y0 >= 1.2 * h && mid(q) < mid(p) - 0.3 * h).sort((a, b) => a.x0 - b.x0)[0];
  if (!raised || notValue(raised)) return undefined;
  // (Nothing of the caption's own line between them: a value further on is another field's.)
  if (pieces.some((q) => q !== p && q !== raised && q.text && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x1 <= raised.x0 + 1)) return undefined;
  return { piece: raised, text: raised.text, confidence: raised.source === 'field' ? 0.95 : 0.8 };
}
