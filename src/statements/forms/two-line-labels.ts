// A caption printed over two lines of its cell, its value written beside both (moved out of pieces.ts, which had
// grown past its size).
import { labelOf, sectionOf } from './labels.ts';
import { sameLine, type Piece } from './pieces.ts';

/** A caption wrapped onto a second line, set tight under the first where the first starts, in its size: "Legal Name /"
 *  over "Dénomination" (a slash says the caption's other language follows), "Number of" over "Remittances" (the
 *  second line ends the label's words). A person reads one caption, and its value is the one written beside both lines,
 *  whichever line the hand's writing sits nearer. (Not two captions each answered on its own line: rows set tight.) */
export function twoLineLabels(pieces: Piece[]): Piece[] {
  const gone = new Set<Piece>();
  const out: Piece[] = [];
  for (const p of pieces) {
    if (gone.has(p)) continue;
    const q = p.source === 'text' && p.text ? secondLine(p, pieces) : undefined;
    if (!q || gone.has(q)) { out.push(p); continue; }
    gone.add(q);
    out.push({ ...p, text: `${p.text.trim()} ${q.text.trim()}`, x1: Math.max(p.x1, q.x1), y1: q.y1, words: [...(p.words ?? []), ...(q.words ?? [])] });
  }
  return out;
}

/** The line right under caption `p` that continues it, if one does. */
function secondLine(p: Piece, pieces: Piece[]): Piece | undefined {
  const h = p.y1 - p.y0, t = p.text.trim();
  // (A caption ending in its colon or question mark is whole; a figure is no caption's word.)
  if (/[:?]$/.test(t) || /\d/.test(t)) return undefined;
  const q = pieces.find((o) => o !== p && o.source === 'text' && o.page === p.page && o.text.trim() && Math.abs(o.x0 - p.x0) < 3
    && Math.abs((o.y1 - o.y0) - h) < 0.15 * h && o.y0 >= p.y0 + 0.5 * h && o.y0 - p.y1 < 0.3 * h && !/\d/.test(o.text));
  if (!q) return undefined;
  const joined = labelOf(`${t} ${q.text.trim()}`, true, false, false);
  const own = labelOf(t, true, false, false);
  // (A first line that is a label of its own, "DBA / Trade Name", is whole: what is set tight under it is its value,
  // unless it ends on a slash or on a word no label ends on, "Number of".)
  // (Nor does a section's heading go on into the caption under it: "CURRENT FUNDING POSITIONS" over "Funder / Lender".)
  if (!open0(t) && sectionOf(t) && (!own || own.field === 'decoy')) return undefined;
  const open = open0(t);
  const continues = !!joined && (open || (!own && joined.end > t.length + 1));
  if (!continues) return undefined;
  // (Each line answered on its own, the next piece along the first line beside it only and the next along the second
  // beside that only: two rows set tight. The next column's captions there are no answers.)
  const beside = (a: Piece, b: Piece) => {
    const r = pieces.filter((o) => o !== a && o !== b && o.text && o.x0 >= a.x1 - 2 && sameLine(o, a)).sort((x, y) => x.x0 - y.x0)[0];
    return !!r && r.x0 - a.x1 < 200 && !sameLine(r, b) && !labelOf(r.text, true, false, false);
  };
  return beside(p, q) && beside(q, p) ? undefined : q;
}

/** A first line left open: ending on a slash or on a word no label ends on. */
const open0 = (t: string) => /\/$/.test(t) || /\b(?:of|in|for|to|and|de|du|des|del)$/i.test(t);
