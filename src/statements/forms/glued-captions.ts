// Two captions set so tight that the text layer runs them into one word (issue 36): "% Propiedad / Ownership" and
// "Seguro Social / SSN" over their two cells read "OwnershipSeguro". A person sees two captions, each over its own
// column of values; the values' left edges under the line say where the second begins.
import { labelOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';

/** The pieces with each caption run into the next one (a small letter then a capital inside a word, at the left edge
 *  of a value written under the line) parted there. */
export function gluedCaptionsApart(pieces: Piece[]): Piece[] {
  return pieces.flatMap((p) => {
    const words = p.words;
    if (!words || words.length < 2 || p.source !== 'text') return [p];
    const h = p.y1 - p.y0;
    // (The values' left edges: the first row written under the line, within two lines of it.)
    const under = pieces.filter((q) => q !== p && q.text && q.page === p.page && q.y0 >= p.y1 - 1 && q.y0 - p.y1 < 2 * h && !sameLine(p, q));
    for (const [k, w] of words.entries()) {
      const m = /\p{Ll}(?=\p{Lu}\p{Ll})/u.exec(w.text);
      if (!m) continue;
      const at = m.index + 1;
      const x = w.x0 + ((w.x1 - w.x0) * at) / w.text.length;
      if (!under.some((q) => Math.abs(q.x0 - x) < 4)) continue;
      const left = [...words.slice(0, k), { text: w.text.slice(0, at), x0: w.x0, x1: x }];
      const right = [{ text: w.text.slice(at), x0: x, x1: w.x1 }, ...words.slice(k + 1)];
      const part = (ws: typeof words): Piece => ({ ...p, text: ws.map((o) => o.text).join(' '), x0: ws[0]!.x0, x1: ws[ws.length - 1]!.x1, words: ws });
      // (Two captions each: a name in camel case over a value's edge, "Geneviève MacDonald", stays whole.)
      const [a, b] = [part(left), part(right)];
      if (!labelOf(a.text, true, false, false) || !labelOf(b.text, true, false, false)) continue;
      return [a, ...gluedCaptionsApart([b, ...under]).slice(0, 1)];
    }
    return [p];
  });
}
