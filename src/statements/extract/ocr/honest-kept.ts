// A page read by OCR because some of its text lies keeps the words of its fonts that tell the truth. A layer lies font
// by font (../layer-trust.ts judgeFonts): a form prints its labels in one font and its values in another, and a
// producer may embed one of them without a map, or with a wrong one. What an honest font says is exact where OCR
// only guesses (a 0 for an O, an l for a 1): OCR's words over an honest run are spelled as the run spells them. The
// page stays OCR's reading in all else (its words' boxes, its drawing), so it is read as any page OCR read.
import type { PageText, TextItem } from '../../types.ts';
import type { OcrTolerances } from '../../settings.ts';
import { judgeFonts } from '../layer-trust.ts';

/** `read` (the OCR reading of `native`) with the OCR words over each run of an honest font of `native` spelled as
 *  that run: word for word when OCR found as many words there as the run has. A page OCR read turned is in another
 *  frame: it is kept as read. */
export function keepHonestText(native: PageText, read: PageText, turned: number, s: OcrTolerances): PageText {
  if (turned !== 0) return read;
  const { honest } = judgeFonts(native, s);
  if (!honest.size) return read;
  const spelled = new Map<TextItem, string>();
  for (const run of native.items) {
    if (!honest.has(run.font)) continue;
    const words = run.str.trim().split(/\s+/).filter(Boolean);
    const over = read.items.filter((w) => within(w, run)).sort((a, b) => a.x - b.x);
    if (!over.length || over.length !== words.length || over.some((w) => spelled.has(w))) continue;
    over.forEach((w, k) => spelled.set(w, words[k]!));
  }
  if (!spelled.size) return read;
  return { ...read, items: read.items.map((w) => (spelled.has(w) ? { ...w, str: spelled.get(w)!, conf: 1 } : w)) };
}

/** Does OCR's word `w` lie on the native run `run` (its middle inside the run's box, a point's slack)? */
function within(w: TextItem, run: TextItem): boolean {
  const cx = w.x + w.w / 2, cy = w.y - w.h / 3;
  return cx >= run.x - 1 && cx <= run.x + run.w + 1 && cy >= run.y - run.h - 1 && cy <= run.y + run.h / 4 + 1;
}
