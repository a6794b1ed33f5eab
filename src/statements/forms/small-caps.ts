// Captions set in small capitals (issue 36): "NATURE OF BUSINESS", its "OF" set smaller than the words round it (a
// small capital is a small letter drawn as a capital), a point apart on one baseline. The text layer gives the smaller
// word a size of its own, and the line's reading parted the caption there: "NATURE" "OF" "BUSINESS", no label.
import type { Piece } from './pieces.ts';

/** A piece's baseline: its box's foot less the descender room the pieces give every line (a fifth of its height). */
const baseline = (p: Piece) => p.y1 - 0.2 * (p.y1 - p.y0);
// (Two letters or more: a lone "X" typed in a box is a mark, set larger than the option's words after it.)
const capitals = (t: string) => /\p{Lu}.*\p{Lu}/u.test(t) && !/\p{Ll}/u.test(t);

/** `pieces` with each small word set between two words of capitals a size up on its baseline, a word's space or less
 *  from each, joined with them ("NATURE" "OF" "BUSINESS"). Flanked only: a caption in small capitals before a value
 *  typed in capitals a size up ("DBA  EAGLE ROCK STAFFING") is two pieces. */
export function smallCapsJoined(pieces: Piece[]): Piece[] {
  const text = pieces.filter((p) => p.source === 'text' && p.text && capitals(p.text));
  const near = (a: Piece, b: Piece) => a.page === b.page && Math.abs(baseline(a) - baseline(b)) < 0.12 * (b.y1 - b.y0) && b.x0 >= a.x1 - 0.5
    && b.x0 - a.x1 <= 0.6 * Math.max(a.y1 - a.y0, b.y1 - b.y0);
  const larger = (a: Piece, b: Piece) => b.y1 - b.y0 < 0.9 * (a.y1 - a.y0);
  const next = new Map<Piece, Piece>();
  for (const s of text) {
    if (s.text.trim().length > 3) continue;
    const left = text.filter((o) => o !== s && near(o, s) && larger(o, s)).sort((a, b) => b.x1 - a.x1)[0];
    const right = text.filter((o) => o !== s && near(s, o) && larger(o, s)).sort((a, b) => a.x0 - b.x0)[0];
    if (left && right) { next.set(left, s); next.set(s, right); }
  }
  if (!next.size) return pieces;
  const joinedInto = new Set(next.values());
  const out: Piece[] = [];
  for (const p of pieces) {
    if (joinedInto.has(p)) continue;
    let run = p;
    for (let q = next.get(p); q; q = next.get(q)) {
      run = { ...run, text: `${run.text} ${q.text}`, x1: q.x1, y0: Math.min(run.y0, q.y0), y1: Math.max(run.y1, q.y1),
        words: run.words && q.words ? [...run.words, ...q.words] : undefined };
    }
    out.push(run);
  }
  return out;
}
