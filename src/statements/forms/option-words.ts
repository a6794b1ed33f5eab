// An option's own words, read apart from the next field's label run on after it on its line (issue 36, set 117).
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';

/** An option's own words: not the next field's label and value run on after it on its line ("Rent" before "Monthly
 *  Rent/Mortgage: $ 8,400.00", read as one piece): a label its colon closes starts another field. */
export function ownWords(option: Piece): string {
  const ws = option.words ?? [];
  for (let k = 1; k < ws.length; k++) {
    const rest = ws.slice(k).map((w) => w.text).join(' ');
    const l = labelOf(rest, true, false, false);
    if (l && rest.slice(0, l.end + 2).includes(':')) return ws.slice(0, k).map((w) => w.text).join(' ');
  }
  return option.text;
}
