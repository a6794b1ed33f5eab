// A caption printed in two languages, the second set right after the first on its line in its own type ("Nom complet
// Full name", "Nom légal  Legal name"; issue 36, set 193): one caption, read once, heading one column.
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';

/** Whether `p`, a label of `field`, is the other language of a label of the same field set right before it on its
 *  line. (Not a caption's second word parted from its first, "Credit" "Score:": the two read as one label.) */
export function otherTongue(p: Piece, field: string, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  const one = (q: Piece) => { const t = `${q.text.trim()} ${p.text.trim()}`, l = labelOf(t, true, false, false); return !!l && l.end >= t.length - 1; };
  return pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x1 <= p.x0 + 1 && p.x0 - q.x1 < 1.5 * h && labelOf(q.text, true, false, false)?.field === field && !one(q));
}

/** The other language of words that ask nothing (a heading's), printed as a piece of its own after a slash:
 *  "Top-up request" "/ Montant demandé", "Account summary" "/ Sommaire du compte". It says what its first language
 *  says, no label asking a value of its own. */
export function otherTongueOfWords(p: Piece, pieces: Piece[]): boolean {
  if (!/^\s*\/\s*\p{L}/u.test(p.text)) return false;
  const before = pieces.filter((q) => q !== p && q.text && q.page === p.page && sameLine(q, p) && q.x1 <= p.x0 + 1).sort((a, b) => b.x1 - a.x1)[0];
  return !!before && p.x0 - before.x1 < 3 * (p.y1 - p.y0) && !/[/:]\s*$/.test(before.text) && !labelOf(before.text, true, true, true);
}
