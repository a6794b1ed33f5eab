// A question wrapped over lines, joined into one piece (moved out of pieces.ts, which had grown past its size).
import type { Piece } from './pieces.ts';

/** A question printed over two lines or three ("WHAT IS THE LEGAL NAME OF YOUR BUSINESS AS IT" over "APPEARS ON YOUR
 *  TAX DOCUMENTS?"): one question, as a person reads it. A line is continued by the one right under it, starting where
 *  it starts, in its size and case, when it ends in no stop of its own and the question, asked in it, ends a few
 *  lines on. (A line whose dotted leader runs on to its answer ends there: "Business type ........ LLC" over
 *  "When did the business start? ........" is two questions.) (One question is printed in one ink: a helper's note in
 *  grey under an input, "9 digits, found on your CRA notices", is not the first line of the dark question under it.) */
export function wrappedQuestions(pieces: Piece[]): Piece[] {
  const caps = (t: string) => t === t.toUpperCase();
  const under = (p: Piece) => pieces.find((q) => q !== p && q.source === 'text' && Math.abs(q.x0 - p.x0) < 3 && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < 0.6 * (p.y1 - p.y0)
    && Math.abs((q.y1 - q.y0) - (p.y1 - p.y0)) < 0.15 * (p.y1 - p.y0) && caps(q.text) === caps(p.text) && Math.abs((q.light ?? 0) - (p.light ?? 0)) < 40);
  // (A line numbered on its own, "Q4." before "Federal tax ID (EIN)", starts the next question: a list's entries.)
  const numbered = (q: Piece) => pieces.some((n) => n !== q && /^\s*(?:Q|#|A)?\d{1,3}[.)]?\s*$/i.test(n.text) && n.x1 <= q.x0 + 1 && q.x0 - n.x1 < 20
    && Math.abs((n.y0 + n.y1) / 2 - (q.y0 + q.y1) / 2) < 0.5 * (q.y1 - q.y0));
  const gone = new Set<Piece>();
  const out: Piece[] = [];
  for (const p of pieces) {
    if (gone.has(p)) continue;
    const chain = [p];
    for (let k = 0, q = under(p); k < 2 && q && !chain[chain.length - 1]!.leader && !/[?:.]\s*$/.test(chain[chain.length - 1]!.text) && !/\d/.test(q.text) && !numbered(q); k++, q = under(q)) chain.push(q);
    // (The question's mark may come before a last instruction: "(DBA)? IF" over "SO, PLEASE ENTER IT HERE.")
    if (p.source !== 'text' || chain.length < 2 || !/[?.:]\s*$/.test(chain[chain.length - 1]!.text) || !chain.some((q) => q.text.includes('?'))) { out.push(p); continue; }
    for (const q of chain.slice(1)) gone.add(q);
    out.push({ ...p, text: chain.map((q) => q.text).join(' '), x1: Math.max(...chain.map((q) => q.x1)), y1: chain[chain.length - 1]!.y1, words: chain.flatMap((q) => q.words ?? []) });
  }
  return out;
}
