// A question wrapped over lines, joined into one piece (moved out of pieces.ts, which had grown past its size).
import type { Piece } from './pieces.ts';

/** A question printed over two lines or three ("WHAT IS THE LEGAL NAME OF YOUR BUSINESS AS IT" over "APPEARS ON YOUR
 *  TAX DOCUMENTS?"): one question, as a person reads it. A line is continued by the one right under it, starting where
 *  it starts, in its size and case, when it ends in no stop of its own and the question, asked in it, ends a few
 *  lines on. (A line whose dotted leader runs on to its answer ends there: "Business type ........ LLC" over
 *  "When did the business start? ........" is two questions.) */
export function wrappedQuestions(pieces: Piece[]): Piece[] {
  const caps = (t: string) => t === t.toUpperCase();
  const under = (p: Piece) => pieces.find((q) => q !== p && q.source === 'text' && Math.abs(q.x0 - p.x0) < 3 && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < 0.6 * (p.y1 - p.y0)
    && Math.abs((q.y1 - q.y0) - (p.y1 - p.y0)) < 0.15 * (p.y1 - p.y0) && caps(q.text) === caps(p.text));
  const gone = new Set<Piece>();
  const out: Piece[] = [];
  for (const p of pieces) {
    if (gone.has(p)) continue;
    const chain = [p];
    for (let k = 0, q = under(p); k < 2 && q && !chain[chain.length - 1]!.leader && !/[?:.]\s*$/.test(chain[chain.length - 1]!.text) && !/\d/.test(q.text); k++, q = under(q)) chain.push(q);
    // (The question's mark may come before a last instruction: "(DBA)? IF" over "SO, PLEASE ENTER IT HERE.")
    if (p.source !== 'text' || chain.length < 2 || !/[?.:]\s*$/.test(chain[chain.length - 1]!.text) || !chain.some((q) => q.text.includes('?'))) { out.push(p); continue; }
    for (const q of chain.slice(1)) gone.add(q);
    out.push({ ...p, text: chain.map((q) => q.text).join(' '), x1: Math.max(...chain.map((q) => q.x1)), y1: chain[chain.length - 1]!.y1, words: chain.flatMap((q) => q.words ?? []) });
  }
  return out;
}

/** A label wrapped in its narrow cell ("LEGAL / CORPORATE" over "NAME", "NAME (LAST, FIRST" over "MIDDLE)"), its value
 *  beside or under it: one label, as a person reads a cell's words. The line under starts where the label starts, in its
 *  size and case, right under it, with nothing written on its own line (a value beside the cell sits on the first
 *  line's); read together the two lines are a label that the first alone is not (no label however loosely read, or a
 *  bracket left open). */
export function wrappedLabels(pieces: Piece[], isLabel: (t: string, loose: boolean) => { end: number } | null): Piece[] {
  const caps = (t: string) => t === t.toUpperCase();
  const under = (p: Piece) => pieces.find((q) => q !== p && q.source === 'text' && Math.abs(q.x0 - p.x0) < 3 && q.y0 >= p.y1 - 2 && q.y0 - p.y1 < 0.6 * (p.y1 - p.y0)
    && Math.abs((q.y1 - q.y0) - (p.y1 - p.y0)) < 0.15 * (p.y1 - p.y0) && caps(q.text) === caps(p.text));
  const open = (t: string) => (t.match(/\(/g) ?? []).length > (t.match(/\)/g) ?? []).length;
  // (Its own value: the first piece right of it is another than the first line's, begun under that line's middle. A
  // hand's value or a field's box beside the cell may reach down over the line under.)
  const right = (r: Piece) => pieces.filter((o) => o.x0 >= r.x1 - 2 && o.y0 < r.y1 && o.y1 > r.y0).sort((a, b) => a.x0 - b.x0)[0];
  const alone = (p: Piece, q: Piece) => { const o = right(q); return !o || o === right(p) || o.y0 < (p.y0 + p.y1) / 2; };
  const gone = new Set<Piece>();
  const out: Piece[] = [];
  for (const p of pieces) {
    if (gone.has(p)) continue;
    const q = p.source === 'text' && !p.leader && !/[:?]\s*$/.test(p.text) && !/\d/.test(p.text) ? under(p) : undefined;
    const text = q ? `${p.text} ${q.text}` : '';
    const whole = q && !/\d/.test(q.text) && alone(p, q) ? isLabel(text, false) : null;
    // (Its bracket closed on the line under: the label and its note, nothing more.)
    const closed = !!whole && open(p.text) && !open(text) && !text.slice(whole.end).replace(/\([^)]*\)|[\s:]/g, '');
    if (!q || !whole || !(closed || (whole.end > p.text.length && !isLabel(p.text, true)))) { out.push(p); continue; }
    gone.add(q);
    out.push({ ...p, text, x1: Math.max(p.x1, q.x1), y1: q.y1, words: [...(p.words ?? []), ...(q.words ?? [])] });
  }
  return out;
}
