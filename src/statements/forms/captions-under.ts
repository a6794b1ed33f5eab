// Captions set small under the values they name (issue 36): a web app's input boxes, drawn with rounded corners that
// are no box the reader sees, each with its caption in small type under it ("Andre Abernathy" over "Legal name of
// business"), a note in the same small type often under the caption ("Exactly as registered with the IRS").
import type { Rect } from '../types.ts';
import { inside, type Piece } from './pieces.ts';
import { notValue } from './value-of.ts';
import { sectionOf } from './labels.ts';
import { overItsCaption } from './value-captions.ts';

/**
 * The value written over a caption: set clearly larger than the caption, starting where it starts, right over it
 * (less than the caption's height between them); none where a value of that size is written as near under the caption
 * (a label over its own value has the row before's value over it). A note under the caption is set as small as the
 * caption: instructions, not a value.
 */
export function valueOverCaption(p: Piece, pieces: Piece[]): Piece | undefined {
  const h = p.y1 - p.y0;
  // (A section's heading over the caption, "Owner Information" over "Owner Name", is no value; a title worded as one,
  // "Member" over "TITLE" in a row of values over their captions, is.)
  const value = (q: Piece) => q !== p && !!q.text && Math.abs(q.x0 - p.x0) < 10 && q.y1 - q.y0 >= 1.25 * h && !notValue(q) && (!sectionOf(q.text) || overItsCaption(q, pieces));
  // (A hand's value written low may reach a little over the caption's top: its middle is still well above it.)
  const over = pieces.filter((q) => value(q) && q.y1 <= p.y0 + Math.max(1, 0.3 * h) && p.y0 - q.y1 < h).sort((a, b) => b.y1 - a.y1)[0];
  if (!over) return undefined;
  const gap = p.y0 - over.y1;
  // (As near give or take a third of the caption's height: a web form's inputs, each label a point under the input
  // before it and two over its own, say nothing either way.)
  return pieces.some((q) => value(q) && q.y0 >= p.y1 - 1 && q.y0 - p.y1 <= gap + Math.max(1, 0.3 * h)) ? undefined : over;
}

/**
 * The value written across its caption: a careless hand starting where the caption starts, on top of it, in a larger
 * hand ("Northgate Brothers LLC" written over "Business Legal Name" in its cell's corner). A person reads through the
 * caption. Its middle is at or under the caption's (a value from the row above reaching down is not it), it overlaps
 * the caption over a third of the caption's height at least, and lies in the caption's cell when it has one.
 */
export function acrossCaption(p: Piece, pieces: Piece[], cell: Rect | undefined, fits: (q: Piece) => boolean): Piece | undefined {
  const h = p.y1 - p.y0;
  const mid = (r: Rect) => (r.y0 + r.y1) / 2;
  return pieces.filter((q) => q !== p && !!q.text.trim() && q.y1 - q.y0 >= 1.2 * h && Math.abs(q.x0 - p.x0) < 1.5 * h && q.x0 < p.x1
    && q.y0 <= p.y1 - h / 3 && q.y0 >= p.y0 - h / 2 && mid(q) >= mid(p) && (!cell || inside(q, cell)) && fits(q))
    .sort((a, b) => Math.abs(a.x0 - p.x0) - Math.abs(b.x0 - p.x0))[0];
}
