// Which side of its box a row's options are printed (issue 36): every box after its word ("LLC ...... [ ]  Corp
// ...... [ ]", each box set at its cell's right end, nearer the next cell's word than its own) or every box before
// its word ("[ ] LLC  [ ] Corp"). A person reads the row's ends: a row ending in a box, its first option printed
// before any box, puts its boxes after their words; a row starting with a box and ending in a word, before them.
import type { Rect } from '../types.ts';
import { sameLine, type Piece } from './pieces.ts';

type Side = 'left' | 'right';

/** The side of the row's boxes its options are on, from the ends of the box's line; a line that does not say (an
 *  "Other:" line ending in what is written on it) takes the side of a line of the same grid, its boxes at the same
 *  places along the page, a few lines up or down. Null when no line says. */
function sideOf(box: Rect, small: Rect[], words: Piece[], label: (q: Piece) => boolean): Side | null {
  const own = lineSide(box, small, words, label);
  if (own !== undefined) return own;
  const h = box.y1 - box.y0;
  const xs = boxesOn(box, small).map((b) => b.x0);
  for (const b of small) {
    if (sameLine(b, box) || Math.abs(b.y0 - box.y0) > 8 * h) continue;
    const shared = boxesOn(b, small).filter((o) => xs.some((x) => Math.abs(o.x0 - x) < 2)).length;
    const side = shared >= 2 ? lineSide(b, small, words, label) : undefined;
    if (side) return side;
  }
  return null;
}

/** The side a line's ends say, undefined when they say nothing (two boxes at least on the line). */
function lineSide(box: Rect, small: Rect[], words: Piece[], label: (q: Piece) => boolean): Side | undefined {
  const boxes = boxesOn(box, small);
  if (boxes.length < 2) return undefined;
  const first = boxes[0]!, last = boxes[boxes.length - 1]!;
  // (The row's label before its first box is no option: "Entity Type  [ ] LLC  [ ] Corp" starts with a box.)
  const line = words.filter((q) => sameLine(q, box) && !(label(q) && q.x1 <= first.x0 + 1));
  const before = line.some((q) => q.x1 <= first.x0 + 1), after = line.some((q) => q.x0 >= last.x1 - 1);
  return before && !after ? 'left' : !before && after ? 'right' : undefined;
}

/** The line's boxes along it, a box drawn twice (its frame) once. */
function boxesOn(box: Rect, small: Rect[]): Rect[] {
  const out: Rect[] = [];
  for (const b of small.filter((o) => sameLine(o, box)).sort((a, c) => a.x0 - c.x0)) if (!out.some((o) => b.x0 < o.x1 && o.x0 < b.x1)) out.push(b);
  return out;
}

/**
 * The option a checked box names by its row's side: the word next to it on that side, no other box between them.
 * `words` are the page's words (no marks), `label` says a row's label (not an option), `option` what may be an option.
 * Undefined when the row's side is not told.
 */
export function sidedOption(box: Rect, small: Rect[], words: Piece[], label: (q: Piece) => boolean, option: (q: Piece) => boolean): Piece | undefined {
  const side = sideOf(box, small, words, label);
  if (!side) return undefined;
  const between = (a: number, b: number) => small.some((o) => sameLine(o, box) && o.x0 >= a - 1 && o.x1 <= b + 1 && (o.x1 <= box.x0 || o.x0 >= box.x1));
  const line = words.filter((q) => sameLine(q, box));
  const near = side === 'left' ? line.filter((q) => q.x1 <= box.x0 + 1 && !between(q.x1, box.x0)).sort((a, b) => b.x1 - a.x1)[0]
    : line.filter((q) => q.x0 >= box.x1 - 1 && !between(box.x1, q.x0)).sort((a, b) => a.x0 - b.x0)[0];
  return near && option(near) ? near : undefined;
}
