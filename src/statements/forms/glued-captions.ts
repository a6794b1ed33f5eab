// Two captions set so tight that the text layer runs them into one word (issue 36): "% Propiedad / Ownership" and
// "Seguro Social / SSN" over their two cells read "OwnershipSeguro". A person sees two captions, each over its own
// column of values; the values' left edges under the line say where the second begins.
import { labelOf, sectionOf } from './labels.ts';
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
    return spacedApart(p, pieces);
  });
}


/** Two captions a space apart, the first long enough to run up to the second's column ("# of Payments / Nbre de
 *  versements Frequency / Fréquence" over "26" and "Weekly / Hebdo"; "Date of Birth (YYYY-MM-DD) Credit Score Cell
 *  Phone" over three values): parted at each word a value under the line starts under, where the words before it are
 *  a caption whole and the words from it start another's. */
function spacedApart(p: Piece, pieces: Piece[]): Piece[] {
  const words = p.words ?? [], h = p.y1 - p.y0;
  // (A hand starts its value a little into the column; its top may reach up to the caption's foot: the values'
  // middles under the caption.)
  const starts = (q: Piece, at: number) => q.x0 > at - 3 && q.x0 < at + 8;
  // (Values: not the next section's heading under the line, "PART III. | PRINCIPALS (each owner...)".)
  // (Nor a sub-caption set smaller, "MM | DD | YYYY".)
  // (The rows a few lines down: a column's first row may be left blank.)
  // (Placed first, worded after: a label's reading is asked only of the pieces a caption's word starts over.)
  const below = pieces.filter((q) => q !== p && q.text && q.page === p.page && (q.y0 + q.y1) / 2 > p.y1 && q.y0 - p.y1 < 6 * h && q.y1 - q.y0 >= 0.8 * h);
  const value = (q: Piece) => !labelOf(q.text, true, false, false) && !sectionOf(q.text) && !/^\s*(?:part|section|step)\s+[ivx\d]+\b/i.test(q.text);
  const part = (ws: typeof words): Piece => ({ ...p, text: ws.map((o) => o.text).join(' '), x0: ws[0]!.x0, x1: ws[ws.length - 1]!.x1, words: ws });
  for (let k = 1; k < words.length; k++) {
    const x = words[k]!.x0;
    // (A row of values, one under each caption's start.)
    if (!below.some((q) => starts(q, x) && below.some((o) => starts(o, p.x0) && o.x1 < x && sameLine(o, q) && value(o)) && value(q))) continue;
    const [a, b, withNext] = [part(words.slice(0, k)), part(words.slice(k)), part(words.slice(0, k + 1))];
    // (The second may run on into a third, "Credit Score Cell Phone": a caption to its first words.)
    const la = labelOf(a.text, true, false, false), lb = words.slice(k).map((_, j) => labelOf(part(words.slice(k, words.length - j)).text, true, false, false)).find((l) => l);
    // (The first whole, a bracketed note after it its own, "(YYYY-MM-DD)"; not one caption's words parted over a value
    // set under its last word, "Owner | Name": two captions asking one field.)
    const whole = !!la && /^\s*(?:\([^)]*\))?\s*:?\s*$/.test(a.text.slice(la.end));
    // (Nor where the next word goes on with the first's caption, "BUSINESS START | DATE", "Remittance | Frequency": not
    // a word that asks another field of its own after a caption said in two languages, "... / Nbre de versements |
    // Frequency".)
    const on = labelOf(withNext.text, true, false, false), next = labelOf(words[k]!.text, true, false, false);
    const goesOn = !!on && on.end >= withNext.text.trim().length - 1;
    if (goesOn && (on.field !== la?.field || !next || next.field === 'other' || next.field === la.field)) continue;
    if (la && lb && whole && (la.field !== lb.field || la.field === 'other')) return [a, ...spacedApart(b, pieces)];
  }
  return [p];
}
