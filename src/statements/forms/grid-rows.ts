// Rows of a printed grid (issue 36): a header line of captions over lines of values, each value in its caption's
// column (a spreadsheet printed, a CRM's export, a table drawn without lines). A person reads a cell as its
// column's value: never a section's heading, whatever its words ("Owner" under "OWNER1_TITLE", "Referral" under
// "Lead Src"), and a cell's words wrapped onto the line under it as the rest of that cell.
import type { Rect } from '../types.ts';
import { blockHeading } from './guards.ts';
import { labelOf } from './labels.ts';
import { inside, sameLine, type Piece } from './pieces.ts';
import { labelLike, type Value } from './value-of.ts';

/** A spreadsheet's row number down the left margin: read past, not a column's piece. */
const rowNumber = (q: Piece) => /^\d{1,3}$/.test(q.text.trim());
const caption = (q: Piece) => !!labelOf(q.text, true, false, false) || labelLike(q.text) || /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(q.text.trim());

/** The piece just over `p` in its column (its left edge within a few points), nothing between them. */
function above(p: Piece, pieces: Piece[]): Piece | undefined {
  const h = p.y1 - p.y0;
  return pieces.filter((q) => q !== p && q.text && !rowNumber(q) && q.y1 <= p.y0 + 1 && p.y0 - q.y1 < 5 * h && Math.abs(q.x0 - p.x0) < 6)
    .sort((a, b) => b.y1 - a.y1)[0];
}

/** The pieces of `p`'s line, left to right (row numbers aside). */
const lineOf = (p: Piece, pieces: Piece[]) => pieces.filter((q) => q.text && !rowNumber(q) && sameLine(p, q)).sort((a, b) => a.x0 - b.x0);

/** The header line heading `p`'s row: a line of four pieces or more, most of them captions, over three or more of
 *  the row's values, each right under one of them. */
function headerOver(p: Piece, pieces: Piece[]): Piece[] | null {
  const head = above(p, pieces);
  if (!head) return null;
  const header = lineOf(head, pieces);
  if (header.length < 4 || header.filter(caption).length * 2 < header.length) return null;
  const row = lineOf(p, pieces);
  // (Values, not labels: a column of labels beside their values, "Tax ID  544394147" over "Entity  C Corp", is no grid.)
  const headed = (q: Piece) => { const a = above(q, pieces); return !!a && header.includes(a); };
  return row.filter((q) => headed(q) && !caption(q)).length >= 3 && headed(p) ? header : null;
}

/** `q` is the line of `cell` wrapped: right under it, in its type's size, inside the box drawn round it if any (a
 *  section's band right under a grid's last row is no part of its cell). A caption's words are no wrapped line,
 *  unless the grid's `header` prints its captions in another size than its values: then words in the value's size
 *  under a value are its rest, whatever they say ("Limited Liability" over "Company"). */
function wrapOf(cell: Piece, q: Piece, drawn: Drawn, header: Piece[] | null = null): boolean {
  const h = cell.y1 - cell.y0;
  const box = drawn.boxes.filter((b) => inside(cell, b)).sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
  // (Nor across a rule between them: a printed spreadsheet's next row, "FUNDING REQUEST" under its landlord's row.)
  const ruled = drawn.rules.some((r) => r.y0 >= cell.y1 - 2 && r.y1 <= q.y0 + 2 && r.x0 < Math.min(cell.x1, q.x1) && r.x1 > Math.max(cell.x0, q.x0));
  // (A handwritten line's letters may reach into the line over it by a quarter of their height.)
  return q.y0 >= cell.y1 - Math.max(1, 0.25 * h) && !sameLine(cell, q) && q.y0 - cell.y1 < 0.8 * h && Math.abs(q.y1 - q.y0 - h) <= 0.25 * h && (!box || inside(q, box)) && !ruled && (sized(header, cell) || !caption(q));
}

/** The grid's captions printed in another size than `cell`'s (small capitals over a value in bold). */
const sized = (header: Piece[] | null, cell: Piece) => !!header && header.every((c) => Math.abs(c.y1 - c.y0 - (cell.y1 - cell.y0)) > 0.25 * (cell.y1 - cell.y0));

/** The page's drawing a wrapped line may not cross: its boxes and rules. */
export interface Drawn { boxes: Rect[]; rules: Rect[] }

/** `p` is a cell of a grid's row (or the wrapped rest of one): a value, never a heading or a label. */
export function gridCell(p: Piece, pieces: Piece[], drawn: Drawn): boolean {
  if (headerOver(p, pieces)) return true;
  const up = above(p, pieces);
  // (A label ending in its colon, "Current Advance 2 — Funder:", wraps onto no next line: what is under it is not
  // its rest.)
  const header = up && !/:\s*$/.test(up.text) ? headerOver(up, pieces) : null;
  return !!header && wrapOf(up!, p, drawn, header);
}

/** The grid's next line of captions, in the size of `header`'s, printed under `cell` in its column within a few of
 *  its lines: a grid whose every row of values has captions of its own (a card's "LEGAL NAME | DBA" over its values,
 *  "ENTITY | FEIN" under them), no table whose rows follow each other under one header. */
function captionsUnder(cell: Piece, header: Piece[], pieces: Piece[]): boolean {
  const h = cell.y1 - cell.y0, ch = header[0]!.y1 - header[0]!.y0;
  return pieces.some((q) => q.y0 >= cell.y1 - 1 && q.y0 - cell.y1 < 4 * h && Math.abs(q.x0 - cell.x0) < 6 && Math.abs(q.y1 - q.y0 - ch) <= 0.25 * ch && caption(q));
}

/** A grid cell's words wrapped onto the lines under it ("Harbor Light" over "Fitness Inc."): the lines right under
 *  it in its column, on lines holding fewer pieces than its row (a next row fills most of its cells) - or on any
 *  line when captions in their own size head the next row of values: every cell of a row may wrap at once. */
export function wrappedCell(v: Value, pieces: Piece[], drawn: Drawn): Value {
  const header = headerOver(v.piece, pieces);
  if (!header) return v;
  const width = lineOf(v.piece, pieces).length;
  let cell = v.piece, last = v.piece;
  for (;;) {
    // (The next owner's heading under a cell, "Principal 2", or the next section's, "D. BANKING AND REFERENCES",
    // starts a block of its own: no word of this cell. Nor does a fillable field's value run on out of its field.)
    const next = pieces.find((q) => q !== last && q.text && !rowNumber(q) && Math.abs(q.x0 - last.x0) < Math.max(3, 0.25 * (last.y1 - last.y0)) && wrapOf(last, q, drawn, header) && !blockHeading(q.text)
      && !(last.source === 'field' && q.source !== 'field'));
    if (!next || (lineOf(next, pieces).length * 2 > width && !(sized(header, v.piece) && captionsUnder(v.piece, header, pieces)))) return cell === v.piece ? v : { ...v, piece: cell, text: cell.text };
    cell = { ...cell, text: `${cell.text} ${next.text}`, x1: Math.max(cell.x1, next.x1), y1: next.y1 };
    last = next;
  }
}

/** A name written in its label's own box and run on to the line under it there ("Two Brothers Landscaping & Snow
 *  Removal" over "L.L.C.", a hand's large letters in a narrow cell): the line under it in the box, starting where it
 *  starts, in its size, is its rest. Only in a box holding the label, the value and that line: a box of several
 *  fields holds their labels too. */
export function wrappedInBox(v: Value, label: Piece, field: string, pieces: Piece[], boxes: Rect[]): Value {
  if (!NAMES.includes(field) || v.piece === label || v.piece.source !== 'text') return v;
  const area = (b: Rect) => (b.x1 - b.x0) * (b.y1 - b.y0), cell = (b: Rect) => inside(v.piece, b) && b.y1 - b.y0 < 80 && b.x1 - b.x0 > 20;
  // (Or the value's own cell beside its label's: "British" over "Columbia" in the cell after a shaded "Prov.".)
  const box = boxes.filter((b) => inside(label, b) && cell(b)).sort((a, b) => area(a) - area(b))[0] ?? boxes.filter((b) => cell(b) && !inside(label, b)).sort((a, b) => area(a) - area(b))[0];
  if (!box) return v;
  const p = v.piece, h = p.y1 - p.y0;
  const held = pieces.filter((q) => q.text && q !== label && q !== p && inside(q, box));
  const rest = held[0];
  // (A hand's letters reach a little into the line over them; its start wanders by a point or two.)
  if (held.length !== 1 || !rest || rest.source !== 'text' || sameLine(rest, p) || rest.y0 < p.y1 - 0.3 * h || rest.y0 - p.y1 > 0.6 * h || Math.abs(rest.x0 - p.x0) > Math.max(3, 0.3 * h)
    || Math.abs(rest.y1 - rest.y0 - h) > 0.35 * h || caption(rest)) return v;
  const text = `${v.text} ${rest.text}`;
  return { ...v, piece: { ...p, text, x1: Math.max(p.x1, rest.x1), y1: rest.y1 }, text };
}
const NAMES = ['legal_name', 'trade_name', 'owner_name', 'owner_title', 'industry', 'address'];
