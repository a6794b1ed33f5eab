// A spreadsheet printed with its gridlines (set 12's sheet grid): a value under a merged cell runs over the columns
// its merged caption spans, the grid's lines printed through its words.
import type { Rect } from '../types.ts';

/** A side between two words of a value under a merged cell: the caption's cell over the words spans the side (its box
 *  reaching well past it each way and over all the words, its bottom right over them), so the value under it spans
 *  those columns too, one value ("Eastside Holdings | Partnership" under "Legal Business Name" merged over four
 *  columns), though the grid's line runs through it, the merged cell painted over it. */
export function mergedOver(side: { x: number }, first: { x0: number }, word: { x1: number; y: number; h: number }, boxes: Rect[]): boolean {
  const top = word.y - word.h, mid = word.y - word.h * 0.5;
  // (A side of a box drawn round the words' own cell parts them: a row of boxed cells under a wider box of the row
  // over them, captions in the cells' corners, keeps its cells.)
  if (boxes.some((b) => b.y0 <= mid && b.y1 >= mid && (Math.abs(b.x0 - side.x) < 1.5 || Math.abs(b.x1 - side.x) < 1.5))) return false;
  // (Nor is a box over the words drawn like the box round them, the same left and right: the two are rows of a ruled
  // table, each row a band across it, and the table's column lines part both rows alike; a handwritten date running
  // up to the next column's address is two cells, not one value under the row above.)
  const own = boxes.filter((b) => b.y0 <= mid && b.y1 >= mid && b.x0 <= first.x0 + 2 && b.x1 >= word.x1 - 2);
  const rowOver = (b: Rect) => own.some((o) => Math.abs(o.x0 - b.x0) < 2 && Math.abs(o.x1 - b.x1) < 2);
  return boxes.some((b) => b.y1 - b.y0 > 4 && b.y1 <= top + 2 && top - b.y1 < word.h && b.x0 <= first.x0 + 2
    && b.x0 < side.x - word.h && b.x1 > side.x + word.h && b.x1 >= word.x1 - 2 && !rowOver(b));
}
