// A bracketed note wrapped past a gap on its line (issue 36, set 111): a typewriter's heading "OWNER / OFFICER
// INFORMATION (ALL OWNERS OF" and "20% OR MORE)" a few spaces on. A person reads one heading with its note; read
// apart, the heading's bracket is left open and the note's end is a value of nothing.
import { sameLine, type Piece } from './pieces.ts';

const unclosed = (t: string) => t.lastIndexOf('(') > t.lastIndexOf(')');

/** The pieces with a bracket left open joined to the piece after them on their line that closes it. */
export function bracketsClosed(pieces: Piece[]): Piece[] {
  const gone = new Set<Piece>();
  const out = pieces.map((p) => {
    if (p.source !== 'text' || gone.has(p) || !unclosed(p.text)) return p;
    const h = p.y1 - p.y0;
    const next = pieces.filter((q) => q !== p && q.source === 'text' && !gone.has(q) && sameLine(p, q) && q.x0 >= p.x1 - 1 && q.x0 - p.x1 < 1.5 * h)
      .sort((a, b) => a.x0 - b.x0)[0];
    if (!next || !/^[^()]*\)/.test(next.text)) return p;
    gone.add(next);
    return { ...p, text: `${p.text} ${next.text}`, x1: next.x1, y0: Math.min(p.y0, next.y0), y1: Math.max(p.y1, next.y1), words: [...(p.words ?? []), ...(next.words ?? [])] };
  });
  return gone.size ? out.filter((p) => !gone.has(p)) : out;
}
