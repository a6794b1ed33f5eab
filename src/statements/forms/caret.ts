// Words inserted with a caret (issue 36): a hand adds what a value left out by drawing a caret (^) at the value's
// foot, where the words go, and writing them just above it: "Northstar Kids Academy" with "LLC" written over a caret
// after its end, "Michael Quintero" with "R." over a caret between the names. A person reads the words in their
// place in the value ("Northstar Kids Academy LLC"), not the inserted words as a value of their own (read under the
// label of a boxed cell, "Inc." was the legal name).
import type { Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { ON_DARK } from './placeholders.ts';

/** A caret: a small mark, no checkbox's (not on a box a checkbox's size: a hand's X overshoots its box's sides, and
 *  its top may sit at the foot of the line over it, "James Ivanova" over "[X] LLC"). */
const caretLike = (m: Rect, boxes: Rect[]) => m.x1 - m.x0 <= 14 && m.y1 - m.y0 <= 12
  && !boxes.some((b) => b.x1 - b.x0 < 20 && b.y1 - b.y0 < 20 && m.x0 < b.x1 + 2 && m.x1 > b.x0 - 2 && m.y0 < b.y1 + 2 && m.y1 > b.y0 - 2);

/** The pieces with each caret's words joined to the value it points into. */
export function inserted(pieces: Piece[], marks: Rect[], boxes: Rect[]): Piece[] {
  // (Nor a badge a line's number is printed in, white on its dark fill: "1" before the value's line.)
  const badge = (m: Rect) => pieces.some((p) => (p.light ?? 0) >= ON_DARK && p.x0 < m.x1 && p.x1 > m.x0 && p.y0 < m.y1 && p.y1 > m.y0);
  const carets = marks.filter((m) => caretLike(m, boxes) && !badge(m));
  if (!carets.length) return pieces;
  const into = new Map<Piece, Piece>(), gone = new Set<Piece>();
  for (const m of carets) {
    const mx = (m.x0 + m.x1) / 2;
    // The value: the caret's top on its baseline (a piece's box runs a quarter of its size under it), within it or
    // just after it; the nearest such.
    const off = (p: Piece) => Math.abs(m.y0 - (p.y1 - 0.2 * (p.y1 - p.y0)));
    // (A value, with a letter or a figure: not a checkbox typed as "[ ]", whose box a mark may sit at the foot of.)
    const v = pieces.filter((p) => p.source === 'text' && p.words?.length && /[\p{L}\d]/u.test(p.text) && !gone.has(p) && mx > p.x0 && mx < p.x1 + 0.5 * (p.y1 - p.y0)
      && off(p) <= 0.4 * (p.y1 - p.y0)).sort((a, b) => off(a) - off(b))[0];
    if (!v) continue;
    const h = v.y1 - v.y0;
    // The words: written just over the value, their foot above its foot, across the caret; a few words, no label.
    const q = pieces.filter((p) => p !== v && p.source === 'text' && !gone.has(p) && !into.has(p) && p.y1 <= v.y1 - 0.25 * h && p.y1 >= v.y0 - h
      && p.y0 < v.y0 && mx >= p.x0 - h && mx <= p.x1 && p.text.split(/\s+/).length <= 3 && !labelOf(p.text, true, false, false))
      .sort((a, b) => b.y1 - a.y1)[0];
    if (!q) continue;
    const base = into.get(v) ?? v;
    const words = base.words ?? [];
    const before = words.filter((w) => (w.x0 + w.x1) / 2 < mx), after = words.filter((w) => (w.x0 + w.x1) / 2 >= mx);
    const text = [...before.map((w) => w.text), q.text, ...after.map((w) => w.text)].join(' ');
    into.set(v, { ...base, text, words: [...before, { text: q.text, x0: mx, x1: mx }, ...after] });
    gone.add(q);
  }
  if (!into.size) return pieces;
  return pieces.filter((p) => !gone.has(p)).map((p) => into.get(p) ?? p);
}
