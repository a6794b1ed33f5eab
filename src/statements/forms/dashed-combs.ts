// Boxes of one number set side by side with a dash printed between them (issue 36, set 102): a tax form's EIN in two
// combs ("[1][2] - [3][4][5][6][7][8][9]"), an SSN in three ("[1][2][3] - [4][5] - [6][7][8][9]"). Each box holds a
// part of the number, the dash is printed on the page between the boxes; a person reads the parts as one number, as
// the printed "12-3456789" would read.
import { joinedAs } from './combs.ts';
import type { Rect } from '../types.ts';
import type { Piece } from './pieces.ts';

// (pieces.ts's sameLine: not imported, pieces.ts imports this module.)
const sameLine = (a: Piece, b: Piece) => Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.max(4, (a.y1 - a.y0) * 0.6);

// (A part may come already joined to the next by a hand's run: "227" then "53-8298".)
const part = (q: Piece) => /^\d{1,7}(?:-\d{1,7})*$/.test(q.text.replace(/\s+/g, ''));
const dash = (q: Piece) => q.source === 'text' && /^[-–]$/.test(q.text.trim());

/** Digit groups parted only by a lone printed dash, each (or its box) within a line's height of the next: one value,
 *  the groups joined by their dashes ("098-45-5947"). Only a tax ID's groups (3-2-4, 2-7): other figures printed with a dash
 *  between them (a range "10 - 20", a date's parts) are read as they are. */
export function dashedCombs(pieces: Piece[], boxes: Rect[]): Piece[] {
  const used = new Set<Piece>(), add: Piece[] = [];
  // (A part's box reaches past its digits: the gap is the boxes', a part written at its box's left.)
  const held = (q: Piece) => boxes.filter((b) => q.x0 >= b.x0 - 1 && q.x1 <= b.x1 + 1 && q.y0 >= b.y0 - 3 && q.y1 <= b.y1 + 3 && b.x1 - b.x0 < 200);
  const end = (q: Piece) => Math.max(q.x1, ...held(q).map((b) => b.x1)), start = (q: Piece) => Math.min(q.x0, ...held(q).map((b) => b.x0));
  const next = (last: Piece, ok: (q: Piece) => boolean) => pieces.filter((q) => !used.has(q) && q.page === last.page && ok(q) && sameLine(last, q)
    && q.x0 >= last.x1 - 1 && start(q) - end(last) < Math.max(12, (last.y1 - last.y0) * 1.2)).sort((a, b) => a.x0 - b.x0)[0];
  for (const p of [...pieces].sort((a, b) => a.x0 - b.x0)) {
    if (used.has(p) || !part(p)) continue;
    const run = [p];
    for (;;) {
      const d = next(run[run.length - 1]!, dash), n = d && next(d, part);
      if (!d || !n || n === p) break;
      run.push(d, n);
    }
    if (run.length < 3) continue;
    const groups = run.filter((_, i) => i % 2 === 0).flatMap((q) => q.text.replace(/\s+/g, '').split('-'));
    if (!['3,2,4', '2,7'].includes(groups.map((g) => g.length).join(','))) continue;
    for (const q of run) used.add(q);
    add.push(joinedAs(run, groups.join('-')));
  }
  return add.length ? [...pieces.filter((q) => !used.has(q)), ...add].sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0) : pieces;
}
