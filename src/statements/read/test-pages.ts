// Small hand-built pages for the reader's unit tests: rows of [text, x] cells, laid out by the real layout stage.
import { itemsToWords, wordsToLines, type Line } from '../layout/layout.ts';
import type { TextItem } from '../types.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

/** A cell: its text, its left x, and its width where it is not half a font size a letter (a proportional font). */
export type Cell = [string, number, number?];

/** A text item of `str` at (x, y), its width half a font size a letter. */
export const item = (str: string, x: number, y: number, h = 10): TextItem => ({ str, x, y, w: str.length * h * 0.5, h, font: 'f1' });

/** One page from rows of cells; each row is 14 pt below the previous. */
export function page(rows: Cell[][], pageNo = 1): Line[] {
  const items = rows.flatMap((cells, k) => cells.map(([s, x, w]) => ({ ...item(s, x, 100 + k * 14), ...(w ? { w } : {}) })));
  return wordsToLines(itemsToWords(items, DEFAULT_SETTINGS.layout), pageNo, 612, 792, DEFAULT_SETTINGS.layout);
}

/** A cell whose right edge is at `right` (amounts line up on their right edges, x + len*5). */
export const at = (s: string, right: number): Cell => [s, right - s.length * 5];
