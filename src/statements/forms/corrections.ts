// A confirm-or-correct grid (issue 36): a renewal's form pre-prints what the funder holds ("On file", "Our records"),
// with a "Correction" column beside it for the merchant to write what changed. A person reads a row's correction, when
// one is written, as its value: the pre-printed one beside it is the stale one it replaces.
import type { Value } from './value-of.ts';
import { MARK, sameLine, type Piece } from './pieces.ts';
import { labelOf } from './labels.ts';

/** A column's caption for the value written instead of the printed one: "Correction", "Correction (if different)",
 *  "Corrected value", "Changes", "Update". (Not "Correct?", the box to tick when the printed value stands.) */
const CORRECTION = /(?:^|\s)((?:corrections?|corrected(?:\s+(?:value|information|info|data|entry))?|changes?|updates?|updated(?:\s+(?:value|information|info))?|new\s+(?:value|information|info))(?:\s*\([^)]*\))?\s*:?\s*)$/i;

/** A column's caption for what the funder holds: "On file", "Our records", "Currently on file", "Information on record". */
const ON_FILE = /^(?:(?:currently|information|info|details?|value)\s+)?(?:on\s+(?:file|record)|of\s+record|our\s+records?|as\s+(?:on\s+file|we\s+have\s+it))\s*:?$/i;

/** Where the correction column's caption starts in its piece: its own piece, or the end of a header row's captions
 *  run together ("Correct? Correction (if different)"), at its word's place. */
function captionStart(q: Piece): number | null {
  const m = CORRECTION.exec(q.text.trim());
  if (!m) return null;
  const at = q.text.trim().length - m[1]!.length;
  if (!at) return q.x0;
  // (Only after a caption's word that ends it, "Correct?", "On file": not words that make it another caption's, "No
  // changes", "Date of update".)
  if (!/[?:|]\s*$/.test(q.text.trim().slice(0, at))) return null;
  const w = q.words?.find((x) => x.x0 > q.x0 + 1 && /^(?:corrections?|corrected|changes?|updates?|updated|new)\b/i.test(x.text));
  return w ? w.x0 : q.x0 + (q.x1 - q.x0) * (at / q.text.trim().length);
}

/** The correction column's caption over `p`'s row and where its column starts: the nearest above it, right of the
 *  label, on a line of captions. */
function captionOver(p: Piece, pieces: Piece[]): { x0: number; x1: number } | undefined {
  const heads = pieces.filter((q) => q.page === p.page && q.text && q.y1 <= p.y0 + 1 && q.x0 > p.x1 + 40)
    .map((q) => ({ q, x0: captionStart(q) })).filter((h): h is { q: Piece; x0: number } => h.x0 !== null)
    // (A grid's header row: the caption has others on its line, "Item | On file | Correct? | Correction".)
    // (Or two columns only, the second's caption saying what the first holds: "On file | Update (only if changed)".)
    .filter((h) => {
      const before = pieces.filter((o) => o !== h.q && o.text && sameLine(o, h.q) && o.x1 < h.x0);
      return before.length + (h.x0 > h.q.x0 ? 1 : 0) >= 2 || before.some((o) => ON_FILE.test(o.text.trim()));
    })
    // (Not a link repeated down a review page's rows, "Change" beside every answer: a caption heads its column once.)
    .filter((h) => pieces.filter((o) => o !== h.q && o.text.trim().toLowerCase() === h.q.text.trim().toLowerCase() && Math.abs(o.x0 - h.q.x0) < 6).length === 0)
    .sort((a, b) => b.q.y0 - a.q.y0);
  return heads[0] && { x0: heads[0].x0, x1: heads[0].q.x1 };
}

/** The correction written on label `p`'s row, under the grid's correction caption, if any. */
export function correctionOf(p: Piece, pieces: Piece[]): Value | null {
  const head = captionOver(p, pieces);
  if (!head) return null;
  // (A tick typed in the box column before it, "X", is no correction; the caption's column starts a little left of
  // its words, a handwritten correction wandering off its start.)
  const q = pieces.filter((o) => o !== p && o.text.trim() && o.page === p.page && sameLine(o, p) && o.x0 >= head.x0 - 20
    && o.x0 < head.x1 + 120 && !MARK.test(o.text.trim())).sort((a, b) => a.x0 - b.x0)[0];
  // (Another field's caption in that column's place is a later table's header row, "Amount Requested | Use of
  // Proceeds | Requested Payment" under the grid: no correction, and the label's value is under it.)
  if (q && labelOf(q.text, true, false, false)) return null;
  return q ? { piece: q, text: q.text.trim(), confidence: 0.9 } : null;
}
