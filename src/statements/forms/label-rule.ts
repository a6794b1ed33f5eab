// A label printed before its blank line, the value typed on the line in the label's own font (a typewriter's sheet:
// "OWNER 3 FULL NAME Luis Abernathy" with the line starting after "NAME"): a person reads the label up to where
// its line starts and the value along the line.
import type { Rect } from '../types.ts';
import type { Word } from '../layout/layout.ts';
import { labelOf } from './labels.ts';

/** The words of a run parted where a drawn line under them starts, when the words before it are a label and nothing
 *  more and the words along it are none. */
export function atItsRule(run: Word[], rules: Rect[], join: (ws: Word[]) => string): Word[][] {
  if (run.length < 2 || run[0]!.font === 'ocr') return [run];
  for (let k = 1; k < run.length; k++) {
    const prev = run[k - 1]!, w = run[k]!;
    // (The line at the words' foot, starting in the space between the two words and running on under the value.)
    const starts = rules.some((r) => r.y0 >= w.y - 0.3 * w.h && r.y0 <= w.y + 0.6 * w.h && r.x0 >= prev.x1 - 1 && r.x0 <= w.x0 + 1 && r.x1 > w.x1 - 1);
    if (!starts) continue;
    const head = join(run.slice(0, k)), after = join(run.slice(k));
    const l = labelOf(head, true, false, false);
    if (l && /\p{L}{2}/u.test(head) && !head.slice(l.end).replace(/[\s:#*.?%]/g, '') && !labelOf(after, true, false, false)) return [run.slice(0, k), run.slice(k)];
    return [run];
  }
  return [run];
}
