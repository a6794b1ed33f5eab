// Captions set in small capitals (issue 36): "NATURE OF BUSINESS", its "OF" set smaller than the words round it (a
// small capital is a small letter drawn as a capital), a point apart on one baseline. The text layer gives the smaller
// word a size of its own, and the line's reading parted the caption there: "NATURE" "OF" "BUSINESS", no label.
import type { Piece } from './pieces.ts';

/** A piece's baseline: its box's foot less the descender room the pieces give every line (a fifth of its height). */
const baseline = (p: Piece) => p.y1 - 0.2 * (p.y1 - p.y0);
// (Two letters or more: a lone "X" typed in a box is a mark, set larger than the option's words after it.)
const capitals = (t: string) => /\p{Lu}.*\p{Lu}/u.test(t) && !/\p{Ll}/u.test(t);

/** `pieces` with runs of capitals in two sizes on one baseline, each a word's space or less from the next, joined. */
export function smallCapsJoined(pieces: Piece[]): Piece[] {
  const next = new Map<Piece, Piece>();
  const text = pieces.filter((p) => p.source === 'text' && p.text && capitals(p.text));
  for (const p of text) {
    const h = p.y1 - p.y0;
    const q = text.filter((o) => o !== p && o.page === p.page && Math.abs(baseline(o) - baseline(p)) < 0.12 * h && o.x0 >= p.x1 - 0.5 && o.x0 - p.x1 <= 0.6 * Math.max(h, o.y1 - o.y0))
      .sort((a, b) => a.x0 - b.x0)[0];
    // (Two sizes: words of one size a space apart were joined already, or were parted on purpose, two cells' captions.)
    const hq = q ? q.y1 - q.y0 : 0;
    if (q && Math.min(h, hq) < 0.9 * Math.max(h, hq)) next.set(p, q);
  }
  if (!next.size) return pieces;
  const joinedInto = new Set(next.values());
  const out: Piece[] = [];
  for (const p of pieces) {
    if (joinedInto.has(p) && [...next.entries()].some(([a, b]) => b === p && a !== p)) continue;
    let run = p;
    for (let q = next.get(p); q; q = next.get(q)) {
      run = { ...run, text: `${run.text} ${q.text}`, x1: q.x1, y0: Math.min(run.y0, q.y0), y1: Math.max(run.y1, q.y1),
        words: run.words && q.words ? [...run.words, ...q.words] : undefined };
    }
    out.push(run);
  }
  return out;
}
