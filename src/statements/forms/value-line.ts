// The value along a label's line (issue 36): the piece after the label, through a blank's underscores or a dotted
// leader, or typed a little off the line (a typewriter's misregistered line), never a line's number before the next
// label.
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import { BLANK_LINE, inside, sameLine, type Piece } from './pieces.ts';
import { TIN_KIND } from './marks.ts';
import { notValue } from './value-of.ts';

/** The label's value along its line (`right`), and whether a dotted leader led to it (`led`: near, however far). */
export function lineValue(p: Piece, pieces: Piece[], cell: Rect | null | undefined): { right: Piece | undefined; led: boolean } {
  const next = rightOf(p, pieces, cell);
  // (Or only another label along its line, "SS#  ...  BIRTH DATE": the value typed off the line comes first.)
  const off = !next || (notValue(next) && !BLANK_LINE.test(next.text)) ? offLine(p, pieces, cell) : undefined;
  const right = off && (!next || off.x0 < next.x0) ? off : onBlank(p, next, pieces);
  // (A value a dotted leader leads to is near, however far across the line: the dots join it to its label.)
  // (The dots may be read with the label's words, and left out of its piece: "Nature of Business ........".)
  const led = (!!next && right !== next && /^[\s.…·]+$/.test(next.text) && next.x0 - p.x1 < 20) || (!!right && !!p.leader);
  return { right, led };
}

/** `q` starts after label `p` on its line: or a little over its last letters and runs on past it, a value typed
 *  or a field's box begun under the label's colon ("Biz Start Date:" with "02-18-2008" from its "e:"). */
export function startsAfter(p: Piece, q: Piece): boolean {
  const h = p.y1 - p.y0, over = p.x1 - q.x0;
  if (over <= 2) return true;
  // (A fillable field's box, drawn by hand in a Word form, may begin a line's height under the label's end; one
  // dropped by a phone's fill & sign app over the label itself, "DBA:" under the start of "Copper Pizza Co", anywhere
  // inside the label. A value set by such an app in a larger hand than the label's type, over its last letters too:
  // "Pizzeria" from the "ess:" of "Type of Business:"; a value typed a size up, 9 pt over a label's 7.5 pt.)
  const room = q.source === 'field' ? (q.x0 >= p.x0 - 1 ? Infinity : h) : q.y1 - q.y0 >= 1.15 * h ? 1.2 * h : 0.5 * h;
  // (Most of it past the label's end: a short value too, "750" begun under the ")" of "Credit Score (est.)".)
  // (Or, after a label its colon closes, past the colon by half a letter's height: a hand's "Inc." begun over the
  // "):" of "Entity (Inc., LLC, etc.):" is written after it.)
  return over <= room && q.x1 - p.x1 > Math.max(0.5 * h, /:\s*$/.test(p.text) && q.source === 'text' ? 0 : 2 * over);
}

/** The piece after the label on its line (in its cell, where it has one), passing over the kinds of number a box
 *  beside the label says ("Tax ID: [X] BN [ ] SIN  # 767 098 924"), their marks, and a lone sign before the value. */
function rightOf(p: Piece, pieces: Piece[], cell: Rect | null | undefined): Piece | undefined {
  // (A label whose dotted leader ran on after it reaches its value however far across the line, a ledger's figures
  // ranged against the right margin: the dots join them.)
  // (So does a value in its own drawn cell beside the label's, set flush right however wide the cell: the cell's
  // sides bound it.)
  const reach = p.leader || (!!cell && cell.x0 >= p.x1 - 4) ? Infinity : 260;
  // (After a "State" label a state's code is its value, though "NE" also names a kind of number: Nebraska.)
  // (Or a label naming a state among its words: "Biz State  NE".)
  // (Abbreviated too: "St:" between "City:" and "Zip:".)
  const kind = (q: Piece) => TIN_KIND.test(q.text) && !/(?:^|\s)(?:state|province|st|prov)\b/i.test(p.text.trim());
  // (A short figure set flush right in a column of figures, "6" under "$30,150.00" in a sheet's wide value column,
  // reaches as far as the column's longer figures begin.)
  const h = p.y1 - p.y0;
  const flush = (q: Piece) => /^\$?\d[\d,.]*%?$/.test(q.text.trim()) && pieces.filter((o) => o !== q && !sameLine(o, q) && Math.abs(o.y0 - q.y0) < 6 * h
    && Math.abs(o.x1 - q.x1) < 5 && /\d/.test(o.text)).length >= 2;
  return pieces.filter((q) => q !== p && (sameLine(p, q) || firstLine(p, q)) && startsAfter(p, q) && (q.x0 - p.x1 < reach || (q.x1 - p.x1 < reach + 60 && flush(q)))
    && (!cell || inside(q, cell)) && !lineNumber(q, pieces, p, cell))
    .sort((a, b) => a.x0 - b.x0).find((q, i, row) => !(kind(q) || /^[#$:№xX✓✔☒☑■]$/.test(q.text.trim())) || i === row.length - 1);
}

/** A fillable field of several lines beside the label, its top at the label's: the label names it from its first line
 *  ("Business Address:" beside a box holding the street over "Austin, TX 78732"), though the box's middle is lower. */
const firstLine = (p: Piece, q: Piece) => q.source === 'field' && q.y1 - q.y0 > 2 * (p.y1 - p.y0) && Math.abs(q.y0 - p.y0) < 0.5 * (p.y1 - p.y0);

/** A line's number printed apart before the next label ("6  State of organization"): that label's, no value. */
// (Printed, not a field's value: a fillable field's box runs up to the next label.)
// (Nearer the label it follows than the next one, it answers it: "%: 50  SS#:" in a hand, a row of an owner's fields.)
// (Not a label in another drawn cell: "52" set flush right in its cell before "Monthly Revenue" in the next.)
const lineNumber = (q: Piece, pieces: Piece[], from?: Piece, cell?: Rect | null) => q.source === 'text' && /^\d{1,2}[.)]?$/.test(q.text.trim()) && pieces.some((o) => o !== q && o.text && sameLine(o, q) && o.x0 >= q.x1 - 1 && (!cell || inside(o, cell))
  && o.x0 - q.x1 < 1.2 * (q.y1 - q.y0) && (!from || o.x0 - q.x1 <= q.x0 - from.x1) && (!!labelOf(o.text, true, false, false) || /^\p{Lu}\p{L}*(?:\s+\p{L}+)+/u.test(o.text)));

/** Nothing on the label's line after it, or only another label: a value typed a little off the line (a typewriter's
 *  misregistered line, "725" half a line over its "FICO"), after the label, with no other label before it on its own line. */
function offLine(p: Piece, pieces: Piece[], cell: Rect | null | undefined): Piece | undefined {
  const h = p.y1 - p.y0, mid = (r: Rect) => (r.y0 + r.y1) / 2;
  return pieces.filter((q) => q !== p && q.text && q.x0 >= p.x1 - 2 && q.x0 - p.x1 < 15 * h && Math.abs(mid(q) - mid(p)) < 1.1 * h && (!cell || inside(q, cell))
    && !notValue(q) && !lineNumber(q, pieces) && !pieces.some((o) => o !== q && o !== p && o.text && sameLine(o, q) && o.x1 <= q.x0 + 2 && o.x1 > p.x1 && labelOf(o.text, true, false, false))
    // (Nor another label's value right after it on its own line: "463 Elm St" after "Owner 2 - Home Address" under an
    // empty "Credit Score".)
    && !labelBefore(q, p, pieces)
    // (Nor the value under another label's caption: "G8B 3C9" under "Code postal" beside "Province". Or under a
    // caption we do not know, printed in this label's small type over the value's larger one: "RECEIVED" over a date.)
    && !pieces.some((o) => o !== p && o !== q && o.text && Math.abs(o.x0 - q.x0) < 8 && o.y1 <= q.y0 + 3 && q.y0 - o.y1 < h && (notValue(o) || captionOver(o, p, q))))
    // (The nearest to its line: a hand's name written low under "Name:" is not the value of "Title:" under it.)
    .sort((a, b) => { const d = Math.abs(mid(a) - mid(p)) - Math.abs(mid(b) - mid(p)); return Math.abs(d) > 0.1 * h ? d : a.x0 - b.x0; })[0];
}

/** `o` is printed in label `p`'s type size, smaller than value `q`'s under it: a caption like `p`, heading `q`. */
function captionOver(o: Piece, p: Piece, q: Piece): boolean {
  const h = (r: Rect) => r.y1 - r.y0;
  return Math.abs(h(o) - h(p)) <= 0.15 * h(p) && h(o) < 0.8 * h(q);
}

/** A blank printed as underscores after the label with a hand's value written on it, a little over it: the value. */
function onBlank(p: Piece, right: Piece | undefined, pieces: Piece[]): Piece | undefined {
  // (A typewriter's short leader, a dot or two left of ". .", leads on too: "FICO . ." then the value.)
  if (!right || !(BLANK_LINE.test(right.text) || /^[\s.…·]+$/.test(right.text))) return right;
  const r = right;
  // (A hand's figures may sink a little below the line they are written on: "80" over "# of Pmts ____".)
  const over = pieces.find((q) => q !== r && q.text && !BLANK_LINE.test(q.text) && q.x0 < r.x1 && q.x1 > r.x0 && q.x0 >= p.x1 - 2 && q.y1 > r.y0 && q.y1 <= r.y1 + Math.max(3, 0.4 * (r.y1 - r.y0)) && q.y0 < r.y0);
  if (over) return over;
  // A dotted leader leads to its value: "Legal Business Name ........   Granite Peak LLC", the value a little after
  // the dots' end on their line (not another label: "Name ....... Date .......").
  const h = p.y1 - p.y0;
  const led = /^[\s.…·]+$/.test(r.text) ? pieces.filter((q) => q !== r && q.text && sameLine(r, q) && q.x0 >= r.x1 - 2 && q.x0 - r.x1 < 6 * h)
    .sort((a, b) => a.x0 - b.x0)[0] : undefined;
  return led && !BLANK_LINE.test(led.text) && !labelOf(led.text, true, false, false) ? led : r;
}


/** The nearest words before `q` on its own line are another label than `p` (a table's pipes and rules aside). */
function labelBefore(q: Piece, p: Piece, pieces: Piece[]): boolean {
  const before = pieces.filter((o) => o !== q && /[\p{L}\p{N}]/u.test(o.text) && sameLine(o, q) && o.x1 <= q.x0 + 2).sort((a, b) => b.x1 - a.x1)[0];
  return !!before && before !== p && !!labelOf(before.text, true, false, false);
}
