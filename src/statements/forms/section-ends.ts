// Where a section's reach ends short of the next heading (headings.ts): a decoy's numbered question heads its answers
// only; a company among the owners, its name and EIN asked beside its share, does not resume the business's section.
import { labelOf, QUESTION } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';
import type { Heading } from './headings.ts';

/** A decoy's numbered question asked with a colon ("13. Additional locations (store #, address):", its answers on
 *  the lines under it) heads its answers only: the next question numbered at its side ("14. Amount Requested") is
 *  the form's again. */
export function questionEnds(h: Heading, pieces: Piece[]): void {
  const n = QUESTION.exec(h.piece.text);
  if (h.section !== 'decoy' || !n || !/:\s*$/.test(h.piece.text)) return;
  const number = (t: string) => Number(/\d+/.exec(QUESTION.exec(t)?.[0] ?? '')?.[0] ?? NaN);
  const next = pieces.filter((q) => q.y0 > h.piece.y1 - 1 && Math.abs(q.x0 - h.piece.x0) < 8 && number(q.text) > number(h.piece.text)).sort((a, b) => a.y0 - b.y0)[0];
  if (next) h.y1 = next.y0 - 1;
}

/** A decoy's row in a list of labels each with its value beside it ("Open Positions  Fox Business Funding bal 21k",
 *  then "Landlord  ...", "Own 1 Name  Darnell Garcia-Lopez"): it heads the list's rows down to the first that names one
 *  of the form's own fields by its own words (an owner's numbered label): that row is no decoy's. */
export function listRowEnds(h: Heading, pieces: Piece[]): void {
  const p = h.piece;
  if (h.section !== 'decoy' || !pieces.some((q) => q !== p && q.text && sameLine(p, q) && q.x0 > p.x1 + 8 && !labelOf(q.text, true, false, false))) return;
  const own = pieces.filter((q) => q.page === p.page && q.y0 > p.y1 - 1 && Math.abs(q.x0 - p.x0) < 4 && pieces.some((r) => r !== q && r.text && sameLine(q, r) && r.x0 > q.x1 + 8)
    && (() => { const l = labelOf(q.text, true, false, false); return !!l && l.explicit && !['decoy', 'other'].includes(l.field); })()).sort((a, b) => a.y0 - b.y0)[0];
  if (own) h.y1 = Math.min(h.y1 ?? Infinity, own.y0 - 1);
}

/** A company among the owners: a business's label with a share owned asked on its line or a few lines under it
 *  ("Entity Name: ... EIN: ... % Owned: 40%", "Owner 1 (Entity): ... Percent: 35%" over "Entity EIN: ..." and the next
 *  owner's share): the owners go on, the business's section has not begun. */
export function ownersGoOn(p: Piece, pieces: Piece[]): boolean {
  const h = p.y1 - p.y0;
  return pieces.some((q) => q !== p && q.text && (sameLine(p, q) || (q.y0 > p.y0 && q.y0 - p.y1 < 4 * h)) && labelOf(q.text, true)?.field === 'owner_ownership');
}
