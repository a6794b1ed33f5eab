// A scan's caption rows printed again (issue 36): an owners' part repeats its block of captions for each owner
// ("Owner Name | Title | % Owned | SSN | Date of Birth | Credit Score"), a references' part for each reference. OCR
// reads small captions a little differently each time ("Tie", "Tate", "Title", "Tee"); a person who read one block
// reads the same caption in the same place of the next one. A caption row that repeats another, caption for caption
// at the same places, with two captions or more read alike, gives its misread captions the other's words.
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';

/** The pieces in lines: each line its pieces of about one height standing at one level, left to right. */
function lines(pieces: Piece[]): Piece[][] {
  const out: Piece[][] = [];
  for (const p of [...pieces].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0)) {
    const line = out.find((l) => l[0]!.page === p.page && Math.abs(l[0]!.y0 - p.y0) < 3 && Math.abs(l[0]!.y1 - p.y1) < 3);
    if (line) line.push(p); else out.push([p]);
  }
  return out.map((l) => l.sort((a, b) => a.x0 - b.x0));
}

const caption = (t: string) => { const l = labelOf(t, true, false, false); return !!l && !t.slice(l.end).replace(/[\s:#.%*()]/g, ''); };
const same = (a: string, b: string) => a.toLowerCase().replace(/[^\p{L}%#]/gu, '') === b.toLowerCase().replace(/[^\p{L}%#]/gu, '');
/** Misread words, no value: letters (a "%" or "#" beside them), about as long as the caption they stand for. */
const misread = (t: string, like: string) => /^[\p{L}%#(][\p{L}\s.%#()/-]*$/u.test(t.replace(/(?<=\p{L}|\s)\d(?=\p{L}|\s|$)/u, '')) && !caption(t)
  && t.replace(/\s/g, '').length >= 0.5 * like.replace(/\s/g, '').length && t.replace(/\s/g, '').length <= 1.5 * like.replace(/\s/g, '').length + 1;

/** Pieces `a` and `b` of two lines stand at one place: their left ends (or both ends) within a few points. */
const placed = (a: Piece, b: Piece) => Math.abs(a.x0 - b.x0) < 4 || (Math.abs(a.x1 - b.x1) < 4 && Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0);

/** The pairs of pieces of lines `b` and `a` at one place, and how many of them read one caption alike. */
function match(b: Piece[], a: Piece[]): { pairs: (readonly [Piece, Piece])[]; alike: number } {
  const pairs = b.map((q) => [q, a.find((o) => placed(o, q))] as const).filter((pr): pr is readonly [Piece, Piece] => !!pr[1]);
  return { pairs, alike: pairs.filter(([q, o]) => same(q.text, o.text) && caption(o.text)).length };
}

/** The scan's pieces with each misread caption of a repeated caption row read as the caption at its place. */
export function repeatedCaptions(pieces: Piece[]): Piece[] {
  const rows = lines(pieces.filter((p) => p.source === 'text' && p.text)).filter((l) => l.length >= 3);
  // Rows alike (most pieces at one place, one caption or more read alike) are joined into one block's repeats; a
  // group is taken when two of its rows read two captions or more alike.
  const group = rows.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  const sure = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      const m = match(rows[i]!, rows[j]!), n = match(rows[j]!, rows[i]!);
      if (m.alike < 1 || m.pairs.length < 0.6 * rows[i]!.length || n.pairs.length < 0.6 * rows[j]!.length) continue;
      group[root(i)] = root(j);
      if (m.alike >= 2) sure.add(i).add(j);
    }
  }
  const fixed = new Map<Piece, string>();
  rows.forEach((b, i) => {
    if (![...sure].some((k) => root(k) === root(i))) return;
    const others = rows.filter((a, j) => j !== i && root(j) === root(i));
    for (const q of b) {
      if (caption(q.text)) continue;
      // (The caption most of the other rows read at its place.)
      const read = new Map<string, number>();
      for (const a of others) { const o = a.find((x) => placed(x, q)); if (o && caption(o.text) && misread(q.text, o.text)) read.set(o.text, (read.get(o.text) ?? 0) + 1); }
      // (An owner's number read right stays the row's own: "Paes 3" under "Owner 2 Name" is Owner 3 Name.)
      const own = /(?<=\p{L}|\s)\d(?=\p{L}|\s|$)/u.exec(q.text)?.[0];
      const best = [...read].sort((x, y) => Number(!!own && /\b\d\b/.test(y[0])) - Number(!!own && /\b\d\b/.test(x[0])) || y[1] - x[1])[0];
      if (best) fixed.set(q, own && /\b\d\b/.test(best[0]) ? best[0].replace(/\b\d\b/, own) : best[0]);
    }
  });
  return fixed.size ? pieces.map((p) => (fixed.has(p) ? { ...p, text: fixed.get(p)! } : p)) : pieces;
}
