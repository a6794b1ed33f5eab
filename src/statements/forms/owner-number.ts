// An owner's number with the owner's name written after it on its line ("OWNER 1   Maria G. O'Donnell   TITLE  CEO",
// "Principal 1  Dr. Bethany Greer, OD"): a label of that owner's name, not a heading (issue 36).
import { OWNER_ROLE_WORDS } from './label-words.ts';
import { labelOf } from './labels.ts';
import { BLANK_LINE, sameLine, type Piece } from './pieces.ts';
import { startsAfter } from './value-line.ts';
import { personName } from './values.ts';

/** An owner's number standing alone ("Owner 1", "Principal #2", "Owner 1 of 3"): a caption, no value. */
// (Its roles may be named twice with one number: "Owner / Guarantor #1".)
const OWNER_ROLE = new RegExp(String.raw`^(?:${OWNER_ROLE_WORDS})(?:\s*#?\s*\d+(?:\s+(?:of|de)\s+\d+)?)?$`, 'i');
export const ownerNumber = (t: string) => { const parts = t.split(/\s*\/\s*/).map((x) => x.trim()); return parts.every((x) => OWNER_ROLE.test(x)) && /\d$/.test(parts.at(-1)!); };

// (In each of its languages: "Dueño 1 / Owner 1:".)
const NUMBERED_PART = new RegExp(String.raw`^\s*(?:${OWNER_ROLE_WORDS})\s*#?\s*\d\s*:?\s*$`, 'i');
const numbered = (t: string) => t.split('/').every((x) => NUMBERED_PART.test(x));

/** The person's name written after the owner's number `p` on its line, though half a line off it; none for a number
 *  standing alone (an "Owner 1" heading has no name beside it). */
export function nameAfterNumber(p: Piece, pieces: Piece[]): Piece | undefined {
  if (!numbered(p.text)) return undefined;
  const beside = (q: Piece) => sameLine(p, q) || Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0) >= 0.4 * (p.y1 - p.y0);
  // (Typed over the blank's underscores: the underscores starting before it are no name.)
  const r = pieces.filter((q) => q !== p && q.text && !BLANK_LINE.test(q.text) && beside(q) && startsAfter(p, q) && q.x0 - p.x1 < 12 * (p.y1 - p.y0)).sort((a, b) => a.x0 - b.x0)[0];
  return r && !labelOf(r.text, true, false, false) && personName(r.text) ? r : undefined;
}

/** An owner's number alone as the first caption of a row of that owner's captions ("Principal 1 | Position | Ownership
 *  | SIN", a person's name typed under each block's number): it captions the name, as "Name" would. A heading "Owner 1"
 *  has no owner's captions beside it on its line. */
export function nameUnderNumber(p: Piece, pieces: Piece[]): boolean {
  if (p.source !== 'text' || !ownerNumber(p.text.trim())) return false;
  const h = p.y1 - p.y0;
  const captions = pieces.filter((q) => q !== p && q.text && sameLine(p, q) && q.x0 >= p.x1 && labelOf(q.text, true, false, false)?.field.startsWith('owner_'));
  // (Its name right under it, in its column: "Marie Gagnon" under "Principal 1"; a hand's name, larger than a small
  // caption, may reach up past the caption's foot, its middle under it.)
  const below = (q: Piece) => q.y0 >= p.y1 - 1 || (q.y0 >= p.y0 && (q.y0 + q.y1) / 2 > p.y1 + 1);
  const under = pieces.filter((q) => q !== p && q.text && below(q) && q.y0 - p.y1 < 2 * h && Math.abs(q.x0 - p.x0) < 12).sort((a, b) => a.y0 - b.y0)[0];
  return captions.length >= 2 && !!under && !labelOf(under.text, true, false, false) && !!personName(under.text);
}
