// An answer marked after a label (issue 36): a paper form prints the answers it expects after the question ("Title:
// Owner  CEO  President  Member"), and the hand circles one or ticks the box before it. A person reads the marked word
// as the answer, not the first word printed after the label; and reads it there, with the label's owner.
import type { PageText } from '../types.ts';
import { labelOf } from './labels.ts';
import { checkedOptions } from './marks.ts';
import { sameLine, type Piece } from './pieces.ts';

/** A ring round the word: the word within it, half its width at least, as the option rings are read (marks.ts). */
export const ringed = (q: Piece, page: PageText) => (page.form?.rings ?? []).some((r) => q.x0 >= r.x0 - 2 && q.x1 <= r.x1 + 2 && q.y0 >= r.y0 - 3 && q.y1 <= r.y1 + 3 && q.x1 - q.x0 > (r.x1 - r.x0) * 0.4);

/** The word marked on the label's line, after it and before the next label there (a ring round it, or its box
 *  checked); none when no answer among two or more is marked. */
export function markedAfter(p: Piece, pieces: Piece[], page: PageText): Piece | null {
  const after = pieces.filter((q) => q !== p && q.text.trim() && q.page === p.page && sameLine(p, q) && q.x0 >= p.x1 - 1).sort((a, b) => a.x0 - b.x0);
  // (Up to the next field's label on the line: "Ownership %" after a row of titles asks something else.)
  const stop = after.findIndex((q) => !!labelOf(q.text, true, false, false));
  const upTo = stop < 0 ? after : after.slice(0, stop);
  // (Nor past a gap wider than a few of the line's heights: another column's options, "Weekly" ticked in the request's
  // box beside "Date Started: 9/8/00", answer nothing of this label's.)
  const h = p.y1 - p.y0;
  const gap = upTo.findIndex((q, i) => q.x0 - (i ? upTo[i - 1]!.x1 : p.x1) > 4 * h);
  const row = gap < 0 ? upTo : upTo.slice(0, gap);
  if (row.length < 2) return null;
  const ring = row.find((q) => ringed(q, page));
  if (ring) return ring;
  const checked = page.form?.marks.length || page.form?.fields.some((f) => f.checked) ? checkedOptions(page, row) : [];
  return row.find((q) => checked.some((o) => o.at === q)) ?? null;
}
