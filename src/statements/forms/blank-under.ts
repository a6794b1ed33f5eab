// A value typed over a blank's underscores (issue 36): the underscores are the line it is written on, no word of it.
import type { Word } from '../layout/layout.ts';

const BLANK = /^[\s_.…]{3,}$/;

/** A cell's words with each blank's underscores read after the words typed over them: a value typed over a blank
 *  in another font than the blank's is one run of words, not parted where the underscores start under it
 *  ("Blue" ____ "Ridge Yoga LLC", the line starting after the value's first word, is "Blue Ridge Yoga LLC"). */
export function blanksAfterValues(words: Word[]): Word[] {
  if (!words.some((w) => BLANK.test(w.text))) return words;
  const key = (w: Word) => {
    if (!BLANK.test(w.text)) return w.x0;
    // (Only words starting over the blank, on its line, move before it; a value written after its blank stays after.)
    const over = words.filter((o) => o !== w && !BLANK.test(o.text) && o.x0 >= w.x0 && o.x0 < w.x1 - 2 && Math.abs(o.y - w.y) < Math.max(o.h, w.h));
    return over.length ? Math.max(...over.map((o) => o.x0)) + 0.001 : w.x0;
  };
  return words.map((w) => ({ w, k: key(w) })).sort((a, b) => a.k - b.k).map((e) => e.w);
}
