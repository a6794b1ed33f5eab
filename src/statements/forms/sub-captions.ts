// A web form's sub-captions (issue 36): the small grey words a form builder prints under each input of a compound
// field, "3202 Oak Blvd" over "Street Address", "Riverton | Iowa | 85583" over "City | State | ZIP Code", all under one
// "Physical Business Address" label. A person reads each sub-caption as naming the input right over it; read as a
// label over a value, "Street Address" took the next input down ("Riverton") and "State" found nothing.
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { inside, type Piece } from './pieces.ts';
import { MID_GREY } from './placeholders.ts';


/** The value a sub-caption names: written in the input box whose foot is right over the caption (the caption itself
 *  in no box: a grid's caption at the top of its cell has the row over it just as close), starting where the caption
 *  starts; the caption grey and smaller than the value, no input box right under it. */
export function subCaptionValue(p: Piece, pieces: Piece[], boxes: Rect[]): Piece | undefined {
  const h = p.y1 - p.y0;
  if (boxes.some((b) => inside(p, b) && b.x1 - b.x0 < 400)) return undefined;
  const box = boxes.find((b) => b.y1 <= p.y0 + 2 && p.y0 - b.y1 < 0.8 * h && b.y1 - b.y0 < 4 * h && p.x0 >= b.x0 - 4 && p.x0 < b.x0 + 3 * h && b.x1 > p.x1);
  if (!box) return undefined;
  const v = pieces.find((q) => q !== p && q.text && inside(q, box) && Math.abs(q.x0 - p.x0) < 3 * h && !labelOf(q.text, true, false, false));
  // (Grey and smaller than the value: a form's own labels are set in its ink, each over the input box under it.)
  // (Nor a label with its value written right under it in ink, "Brian Van Dyke" under a grey "LEGAL ENTITY NAME".)
  const boxUnder = boxes.some((b) => b.y0 >= p.y1 - 2 && b.y0 - p.y1 < 0.8 * h && b.x0 < p.x1 && b.x1 > p.x0);
  const answered = pieces.some((q) => q !== p && q.text && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 1.2 * h && q.x0 < p.x1 && q.x1 > p.x0 && (q.light ?? 0) < MID_GREY && !labelOf(q.text, true, false, false));
  return v && (p.light ?? 0) >= MID_GREY && h < 0.9 * (v.y1 - v.y0) && !boxUnder && !answered ? v : undefined;
}
