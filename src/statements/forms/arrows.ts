// A value led to its field by an arrow (issue 36): a hand short of room writes the value in the margin and draws an
// arrow from it to the blank it belongs in ("$15K" right of the page, its arrow's head on the empty "Amount
// Requested" line). A person reads the value where the arrow points, as that field's.
import type { PageText, Rect } from '../types.ts';
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';

const near = (x: number, y: number, r: Rect, d: number) => x >= r.x0 - d && x <= r.x1 + d && y >= r.y0 - d && y <= r.y1 + d;

/** The pieces with each arrowed value moved onto the line it points at, just after that line's label. An arrow: a
 *  long line drawn by hand (`leads`), its head's strokes (small marks) at one end and a value written at the other. */
export function arrowed(pieces: Piece[], page: PageText): Piece[] {
  const leads = page.form?.leads ?? [], marks = page.form?.marks ?? [];
  if (!leads.length || !marks.length) return pieces;
  const moved = new Map<Piece, Piece>();
  // (A value written turned up the margin, as a hand short of room turns the paper, is a value at its arrow's tail as
  // a level one is: read level, its letters' size across it.)
  const margin: Piece[] = (page.form?.turned ?? []).map((t) => ({ page: page.page, text: t.str.replace(/\s+/g, ' ').trim(), source: 'text', x0: t.x, x1: t.x + t.w, y0: t.y, y1: t.y + t.h }));
  for (const l of leads) {
    const ends = [[l.ax, l.ay, l.bx, l.by], [l.bx, l.by, l.ax, l.ay]] as const;
    // (The head: two strokes or more at one end, none at the other.)
    const heads = ends.map(([x, y]) => marks.filter((m) => near(x, y, m, 4)).length);
    const at = heads[0]! >= 1 && heads[1] === 0 ? ends[0] : heads[1]! >= 1 && heads[0] === 0 ? ends[1] : null;
    if (!at) continue;
    const [tx, ty, fx, fy] = at;
    // The value: a few words written at the tail, no label.
    const v = [...pieces, ...margin].filter((q) => q.source === 'text' && q.text.trim() && !moved.has(q) && near(fx, fy, q, 12) && q.text.split(/\s+/).length <= 4
      && !labelOf(q.text, true, false, false)).sort((a, b) => dist(fx, fy, a) - dist(fx, fy, b))[0];
    // The field: the label on the head's line (its middle within a line's height of the head), the nearest one ending
    // before the head, with nothing written between it and the head.
    const label = pieces.filter((q) => q !== v && q.text.trim() && Math.abs((q.y0 + q.y1) / 2 - ty) < 1.2 * (q.y1 - q.y0) && q.x1 <= tx + 6 && !!labelOf(q.text, true, false, false)
      && labelOf(q.text, true, false, false)!.end >= q.text.trim().length - 2).sort((a, b) => b.x1 - a.x1)[0];
    if (v && !label) { const c = captionedCell(tx, ty, v, pieces, page, margin); if (c) moved.set(v, c); continue; }
    if (!v || !label) continue;
    if (pieces.some((q) => q !== label && q !== v && q.text.trim() && q.x0 >= label.x1 - 1 && q.x1 <= tx && Math.abs((q.y0 + q.y1) / 2 - (label.y0 + label.y1) / 2) < 0.6 * (label.y1 - label.y0))) continue;
    const [w, h] = levelSize(v, margin), x0 = label.x1 + 6, dx = x0 - v.x0, y0 = (label.y0 + label.y1) / 2 - h / 2;
    moved.set(v, { ...v, x0, x1: x0 + w, y0, y1: y0 + h, ...(v.words ? { words: v.words.map((o) => ({ ...o, x0: o.x0 + dx, x1: o.x1 + dx })) } : {}) });
  }
  if (!moved.size) return pieces;
  const added = margin.filter((q) => moved.has(q)).map((q) => moved.get(q)!);
  return [...pieces.map((p) => moved.get(p) ?? p), ...added].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** An arrow's head in a boxed cell whose caption stands alone at its top ("Ownership %" over an empty cell): the value
 *  moved into the cell under its caption, level, at its letters' size. */
function captionedCell(tx: number, ty: number, v: Piece, pieces: Piece[], page: PageText, margin: Piece[]): Piece | null {
  const cell = (page.form?.boxes ?? []).filter((b) => near(tx, ty, b, 0) && b.x1 - b.x0 > 20 && b.y1 - b.y0 < 60).sort((a, b) => (a.x1 - a.x0) * (a.y1 - a.y0) - (b.x1 - b.x0) * (b.y1 - b.y0))[0];
  if (!cell) return null;
  const held = pieces.filter((q) => q !== v && q.text.trim() && q.x0 >= cell.x0 - 1 && q.x1 <= cell.x1 + 1 && q.y0 >= cell.y0 - 2 && q.y1 <= cell.y1 + 2);
  const caption = held.length === 1 && labelOf(held[0]!.text, true, false, false) ? held[0]! : null;
  if (!caption) return null;
  const [width, size] = levelSize(v, margin);
  const x0 = caption.x0, y0 = Math.min(caption.y1 + 2, cell.y1 - size);
  return { page: v.page, text: v.text, source: v.source, x0, x1: x0 + width, y0, y1: y0 + size };
}

const dist = (x: number, y: number, r: Rect) => Math.hypot(Math.max(r.x0 - x, 0, x - r.x1), Math.max(r.y0 - y, 0, y - r.y1));

/** A value's width and height read level: a turned run's size across its letters is its height. */
function levelSize(v: Piece, margin: Piece[]): [number, number] {
  if (!margin.includes(v)) return [v.x1 - v.x0, v.y1 - v.y0];
  const size = v.x1 - v.x0;
  return [v.text.length * 0.55 * size, size];
}
