// Captions set small under the values they name (issue 36): a web app's input boxes, drawn with rounded corners that
// are no box the reader sees, each with its caption in small type under it ("Andre Abernathy" over "Legal name of
// business"), a note in the same small type often under the caption ("Exactly as registered with the IRS").
import type { Piece } from './pieces.ts';
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
