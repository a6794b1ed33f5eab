// The label a row of options answers (issue 36): the label printed before the marked option on its line, a caption
// over the row when that label stands far off, or the label of a grid of options the option sits in.
import { labelOf } from './labels.ts';
import { isOption } from './marks.ts';
import { sameLine, type Piece } from './pieces.ts';
import { industry } from './values.ts';

/** The label that opens the option's row: the nearest label printed before it on its line that is not itself an
 *  option (a line with two fields, "Operating name ____  Business structure [Inc. v]", gives the mark to the second). */
export function rowLabel(pieces: Piece[], option: Piece): Piece | null {
  // (Nor, for a kind of business, another kind before it in its grid, "Hauling / Moving Company" read as a label.)
  const kind = industry(option.text) !== null;
  const same = pieces.filter((q) => q !== option && sameLine(q, option) && q.x1 <= option.x0 + 1 && !isOption(q.text) && !(kind && industry(q.text) !== null) && labelOf(q.text))
    .sort((a, b) => b.x1 - a.x1)[0];
  return (same && captionOverRow(pieces, option, same)) ?? same ?? gridLabel(pieces, option);
}

/** A caption printed over a row of options, from its first option on ("Entity type" over "[✓ Corporation] [Sole
 *  Proprietorship] [Partnership]" chips), when the label on the row's line stands far off at its left, past the row's
 *  own start: a side panel's heading beside the form ("YOUR ISO REP"), no label of this row. */
function captionOverRow(pieces: Piece[], option: Piece, same: Piece): Piece | undefined {
  const h = option.y1 - option.y0;
  const start = Math.min(...pieces.filter((q) => sameLine(q, option) && q.x0 > same.x1 && q.x0 <= option.x0 && isOption(q.text)).map((q) => q.x0), option.x0);
  if (start - same.x1 < 40) return undefined;
  return pieces.find((q) => q.text && q.y1 <= option.y0 + 1 && option.y0 - q.y1 < 1.5 * h && q.x0 > same.x1 && q.x0 <= start + 4 && q.x1 > start
    && !isOption(q.text) && !!labelOf(q.text, true, false, false));
}

/** The label of a grid of options whose later line the option starts, alone there: "(Other:) Insurance agency" under
 *  "Plumbing / HVAC" under "Industry:  Restaurant / Cafe", each starting where the option does. */
function gridLabel(pieces: Piece[], option: Piece): Piece | null {
  let at = option;
  for (let i = 0; i < 6; i++) {
    const h = at.y1 - at.y0;
    const up = pieces.find((q) => q !== at && q.text && q.y1 <= at.y0 + 1 && at.y0 - q.y1 < h && Math.abs(q.x0 - option.x0) < 4 && !labelOf(q.text, true, false, false));
    if (!up) return null;
    const label = pieces.find((q) => q !== up && q.text && sameLine(q, up) && q.x1 <= up.x0 + 1 && up.x0 - q.x1 < 60 && labelOf(q.text) && !isOption(q.text));
    if (label && i > 0 || label && industry(up.text) !== null) return label;
    at = up;
  }
  return null;
}
