// A label printed after its value (issue 36): a person reads a line or a box whole, so a caption that closes it names
// what was written before it. A ledger ranges its labels against the right margin, each joined by a dotted leader to
// the value at the line's start; a box may print its caption at its right side, large and faint behind what is
// written at its left (a long value runs over it).
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { BLANK_LINE, inside, sameLine, type Piece } from './pieces.ts';
import { notValue, type Value } from './value-of.ts';

/** A piece that names a field or reads as a label's words: never a value here. */
const labelish = (q: Piece) => !!labelOf(q.text, true, false, false) || notValue(q);

/** The value written before label `p`, which closes its line or its box: undefined when the label does not close
 *  them (its value is looked for after or under it), a blank value when nothing is written before it. */
export function valueBefore(p: Piece, pieces: Piece[], cell: Rect | undefined): Value | null | undefined {
  return cell ? beforeInBox(p, pieces, cell) : beforeOnLedger(p, pieces);
}

/** A caption set at its box's right side, nothing after or under it in the box: what is written from the box's left
 *  edge is its value. (Only where no other label is in the box before the value: a row's box holding "Name: Acme"
 *  then "DBA" is two fields.) A caption's words the value parted ("BUSINESS" of "BUSINESS START DATE" cut by "December
 *  15, 2007" written over it) are the caption's: set in its larger type, or labels' words beside it ("TYPE OF BUSINESS
 *  /" and "INDUSTRY" either side of "fitness center"). */
function beforeInBox(p: Piece, pieces: Piece[], cell: Rect): Value | null | undefined {
  const h = p.y1 - p.y0;
  const held = pieces.filter((q) => q !== p && q.text && inside(q, cell));
  if (held.some((q) => !sameLine(p, q))) return undefined;
  // (A caption set larger than what is written: its words are the pieces in its type.)
  const large = h > 1.2 * Math.min(...held.map((q) => q.y1 - q.y0));
  const caption = [p, ...held.filter((q) => (large && q.source === 'text' && Math.abs(q.y1 - q.y0 - h) < 0.1 * h) || labelish(q))];
  if (Math.max(...caption.map((q) => q.x1)) < cell.x1 - 2 * h) return undefined;
  const values = held.filter((q) => !caption.includes(q)).sort((a, b) => a.x0 - b.x0);
  // (A box holding only its caption is read as before: a sheet's caption cell may have its value under it.)
  if (!values.length || values[0]!.x0 > Math.min(...caption.map((q) => q.x0)) || values.some((q) => q.x0 >= p.x1 - 2)) return undefined;
  // (The caption's parts, and the value's, each run on with a word's gap: a row of options, "LLC  Corp  Sole Prop
  // Other", is no caption after its value.)
  if (!runsOn(caption) || !runsOn(values)) return undefined;
  const piece = values.length === 1 ? values[0]! : spanOf(values);
  return { piece, text: piece.text, confidence: values[0]!.source === 'field' ? 0.9 : 0.8 };
}

/** Pieces side by side, each starting less than two of their heights after the one before it ends. */
const runsOn = (qs: Piece[]) => [...qs].sort((a, b) => a.x0 - b.x0).every((q, i, row) => i === 0 || q.x0 - row[i - 1]!.x1 < 1.8 * (q.y1 - q.y0));

/** Pieces of one value the caption's words parted, joined in reading order. */
const spanOf = (qs: Piece[]): Piece => ({ ...qs[0]!, text: qs.map((q) => q.text).join(' '), x1: Math.max(...qs.map((q) => q.x1)),
  y0: Math.min(...qs.map((q) => q.y0)), y1: Math.max(...qs.map((q) => q.y1)) });

/** A ledger's label: last on its line, right-aligned in a column of labels ending where it ends (three or more, not
 *  all starting where it starts), with only a dotted leader between it and the line's first piece, its value. */
function beforeOnLedger(p: Piece, pieces: Piece[]): Value | null | undefined {
  const h = p.y1 - p.y0;
  const line = pieces.filter((q) => q !== p && q.text && sameLine(p, q));
  if (line.some((q) => q.x1 > p.x1 + 2)) return undefined;
  const column = pieces.filter((q) => q !== p && q.text && !sameLine(p, q) && Math.abs(q.x1 - p.x1) < 2 && Math.abs(q.y0 - p.y0) < 12 * h && labelish(q));
  if (column.length < 3 || column.every((q) => Math.abs(q.x0 - p.x0) < 2)) return undefined;
  const before = line.filter((q) => !BLANK_LINE.test(q.text)).sort((a, b) => a.x0 - b.x0);
  const led = line.some((q) => BLANK_LINE.test(q.text)) || !!p.leader;
  if (!led) return undefined;
  if (!before.length) return { piece: p, text: '', confidence: 0.7 };
  if (before.length > 1 || labelish(before[0]!)) return undefined;
  return { piece: before[0]!, text: before[0]!.text, confidence: before[0]!.source === 'field' ? 0.9 : 0.8 };
}
