// Checkboxes on a scanned page's picture (issue 36): small squares drawn as outlines, empty, ticked, crossed or
// filled in, told from letters by their four straight sides, square corners and the paper around them.
import type { Gray } from './raster.ts';

// Sizes in inches (the page's dpi turns them into pixels).
const BOX_MIN = 0.08, BOX_MAX = 0.2; // a checkbox's side
const MARKED = 0.07; // share of a checkbox's inside inked by a mark (a scan's specks stay far under it)
const FILLED = 0.85; // share of a checkbox's inside inked when it is filled in (a square mark)

type Run = { y: number; x0: number; x1: number };
export type Check = { x0: number; y0: number; x1: number; y1: number; marked: boolean };

/** Small squares drawn as outlines (checkboxes), and whether something is drawn inside each. Each side is a run of
 *  ink most of the square's length; a letter has no four straight sides. */
export function checkboxes(img: Gray, dpi: number, dark: (x: number, y: number) => boolean): Check[] {
  const min = Math.round(dpi * BOX_MIN), max = Math.round(dpi * BOX_MAX);
  const { tops, byRow } = shortRuns(img, dark, min, max + 4);
  const g = geometry(img, dark);
  const out: Check[] = [];
  const solid: Check[] = [];
  for (const top of tops) {
    const size = top.x1 - top.x0;
    if (size > max) continue;
    if ([...out, ...solid].some((b) => top.x0 < b.x1 + 2 && top.x1 > b.x0 - 2 && top.y < b.y1 + 2 && top.y > b.y0 - 2)) continue;
    // The bottom side: a run as long, a square's side below (a tick drawn across the top lengthens the top's run).
    let bottom: Run | undefined;
    const fits = (b: Run) => (Math.abs(b.x0 - top.x0) <= 2 && Math.abs(b.x1 - top.x1) <= 2) || (b.x0 >= top.x0 - 1 && b.x1 <= top.x1 + 1 && b.x1 - b.x0 >= (top.x1 - top.x0) * 0.7);
    for (let y = Math.ceil(top.y + size * 0.6); y < top.y + size * 1.3 && !bottom; y++) bottom = byRow.get(y)?.find(fits);
    if (!bottom) continue;
    const y0 = top.y;
    let x0 = Math.max(top.x0, bottom.x0), x1 = Math.min(top.x1, bottom.x1) - 1, y1 = bottom.y;
    let drawn = drawnSquare(g, dpi, x0, y0, x1, y1);
    if (!drawn) {
      // A box filled in has runs its width all down its inside: its bottom is the run nearest a square's side below,
      // taken only for a square filled in (a letter's bowl, an R's, passed for a box so).
      let near = bottom;
      for (let y = bottom.y; y < top.y + size * 1.3; y++) {
        const b = byRow.get(y)?.find(fits);
        if (b && Math.abs(y - top.y - size) < Math.abs(near.y - top.y - size)) near = b;
      }
      [x0, x1, y1] = [Math.max(top.x0, near.x0), Math.min(top.x1, near.x1) - 1, near.y];
      const m = Math.max(2, Math.round(size * 0.18));
      drawn = drawnSquare(g, dpi, x0, y0, x1, y1) && g.share(x0 + m, y0 + m, x1 - m, y1 - m) >= FILLED ? 'solid' : false;
    }
    if (!drawn) continue;
    if (drawn === 'solid') { solid.push({ x0, y0, x1, y1, marked: true }); continue; }
    const p = paperInside(g, x0, y0, x1, y1);
    out.push({ x0, y0, x1, y1, marked: g.share(p.x0, p.y0, p.x1, p.y1) >= MARKED });
  }
  // A box filled in (a square mark inside its outline, the paper between closed by the scan's blur) is a checked
  // checkbox where the page draws empty boxes of its size too; alone, a black square is a bullet or a redaction.
  const alike = (a: Check, b: Check) => Math.abs((a.x1 - a.x0) - (b.x1 - b.x0)) <= (b.x1 - b.x0) * 0.2;
  return [...out, ...solid.filter((f) => out.some((b) => alike(f, b)))];
}

/** A box's paper inside its outline, where a mark is looked for: each side's ink ends where the paper starts, a
 *  pixel in from it. A scan's blur thickens an outline past a fixed margin (a side four pixels thick at 200 dpi,
 *  its inner edge leaning a pixel over the box's height): an empty box's own sides were counted as a mark. A side's
 *  thickness is its thinnest of three runs across it (a tick touching the side lengthens one of them). */
export function paperInside(g: Geometry, x0: number, y0: number, x1: number, y1: number): { x0: number; y0: number; x1: number; y1: number } {
  const m = Math.max(2, Math.round((x1 - x0) * 0.18));
  const limit = Math.max(m, Math.round((x1 - x0) * 0.35));
  // How far in from the box's edge the side's ink reaches (its first ink may stand a pixel or two out of the edge).
  const run = (x: number, y: number, dx: number, dy: number) => {
    let last = -1;
    for (let n = -2; n < limit; n++) {
      if (g.dark(x + n * dx, y + n * dy)) last = n;
      else if (last >= 0 || n > 2) break;
    }
    return last + 1;
  };
  const across = (f: number) => Math.round(y0 + (y1 - y0) * f), down = (f: number) => Math.round(x0 + (x1 - x0) * f);
  const at = [0.3, 0.5, 0.7];
  const left = Math.min(...at.map((f) => run(x0, across(f), 1, 0))), right = Math.min(...at.map((f) => run(x1, across(f), -1, 0)));
  const top = Math.min(...at.map((f) => run(down(f), y0, 0, 1))), bottom = Math.min(...at.map((f) => run(down(f), y1, 0, -1)));
  // (Never less than the fixed margin: a box drawn thin keeps the margin its blur was judged by.)
  return { x0: x0 + Math.max(m, left + 1), y0: y0 + Math.max(m, top + 1), x1: x1 - Math.max(m, right + 1), y1: y1 - Math.max(m, bottom + 1) };
}

/** Horizontal runs of ink from `min` to `max` pixels long (a checkbox's side), all and by row. */
function shortRuns(img: Gray, dark: (x: number, y: number) => boolean, min: number, max: number): { tops: Run[]; byRow: Map<number, Run[]> } {
  const tops: Run[] = [];
  const byRow = new Map<number, Run[]>();
  for (let y = 0; y < img.height; y++) {
    let start = -1;
    for (let x = 0; x <= img.width; x++) {
      const d = x < img.width && dark(x, y);
      if (d && start < 0) start = x;
      if (!d && start >= 0) {
        if (x - start >= min && x - start <= max) {
          const r = { y, x0: start, x1: x };
          tops.push(r);
          let row = byRow.get(y);
          if (!row) byRow.set(y, (row = []));
          row.push(r);
        }
        start = -1;
      }
    }
  }
  return { tops, byRow };
}

export interface Geometry { w: number; h: number; dark: (x: number, y: number) => boolean; share: (x0: number, y0: number, x1: number, y1: number) => number }

function geometry(img: Gray, dark: (x: number, y: number) => boolean): Geometry {
  const w = img.width, h = img.height;
  const share = (x0: number, y0: number, x1: number, y1: number) => {
    let n = 0, all = 0;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) { all++; if (x >= 0 && y >= 0 && x < w && y < h && dark(x, y)) n++; }
    return all ? n / all : 0;
  };
  return { w, h, dark, share };
}

/** Whether the box x0..x1, y0..y1 is a square drawn as an outline: square, its upright sides ink (within a pixel),
 *  straight, with square corners, thin, and paper around it. */
function drawnSquare(g: Geometry, dpi: number, x0: number, y0: number, x1: number, y1: number): false | 'outline' | 'solid' {
  const { w, dark, share } = g;
  if (y1 - y0 < (x1 - x0) * 0.75 || y1 - y0 > (x1 - x0) * 1.3) return false;
  // A side is there when a column within a pixel of where it should be is mostly ink.
  const side = (x: number) => Math.max(...[-1, 0, 1].map((d) => share(x + d, y0, x + d, y1)));
  if (side(x0) < 0.8 || side(x1) < 0.8) return false;
  // Unbroken sides: a box's side runs down its whole height, within a pixel or two (a box a little turned leans); a
  // bold letter blurred by the scan (a G, its right side open over its bar) has a gap in one.
  const gapless = (x: number) => {
    let gap = 0;
    for (let y = y0 + 2; y <= y1 - 2; y++) {
      gap = [-2, -1, 0, 1, 2].some((d) => dark(x + d, y)) ? 0 : gap + 1;
      if (gap >= 2) return false;
    }
    return true;
  };
  if (!gapless(x0) || !gapless(x1)) return false;
  // Ink going on round it, past a side and over its top: a thick round letter blurred (an O, a G) holds a square
  // inside its stroke. (Either alone is no sign: a box's blurred side bulges a pixel or two past its top's end, and a
  // tick or a cross drawn in the box goes over its top.)
  const round = share(x0 - 2, y0 + 2, x0 - 2, y1 - 2) > 0.3 || share(x1 + 2, y0 + 2, x1 + 2, y1 - 2) > 0.3;
  if (round && share(x0 + 2, y0 - 2, x1 - 2, y0 - 2) > 0.5) return false;
  // Straight sides: row by row, the outer edge of the ink stands at one column (an O's or a G's bows out and in).
  // (Looked for from two pixels outside the side: a cell's side drawn a few pixels from the box, the box printed at the
  // start of its cell, is no part of it.)
  const straightSide = (x: number, dx: number) => {
    const at: number[] = [];
    for (let y = Math.round(y0 + (y1 - y0) * 0.15); y <= y1 - (y1 - y0) * 0.15; y++) {
      let e = -1;
      for (let xx = x - 2 * dx; xx !== x + 5 * dx; xx += dx) if (xx >= 0 && xx < w && dark(xx, y)) { e = xx; break; }
      at.push(e);
    }
    const mid = [...at].sort((a, b) => a - b)[at.length >> 1]!;
    return mid >= 0 && at.filter((e) => e >= 0 && Math.abs(e - mid) <= 1).length >= at.length * 0.8;
  };
  if (!straightSide(x0, 1) || !straightSide(x1, -1)) return false;
  // Square corners (a letter's are round, or open) ...
  const corner = (x: number, y: number) => share(x - 1, y - 1, x + 1, y + 1) >= 0.3;
  if (!corner(x0, y0) || !corner(x1, y0) || !corner(x0, y1) || !corner(x1, y1)) return false;
  // ... thin sides (a bold letter's stems are thick; a filled square mark leaves paper inside its box's sides) ...
  const thin = Math.max(3, Math.round(dpi * 0.022));
  const run = (x: number, y: number, dx: number) => { let n = 0; while (n <= thin && x >= 0 && x < w && dark(x, y)) { n++; x += dx; } return n; };
  const rows = [0.3, 0.5, 0.7].map((f) => Math.round(y0 + (y1 - y0) * f));
  const stem = (x: number, dx: number) => Math.min(...rows.map((y) => Math.max(run(x - dx, y, dx), run(x, y, dx), run(x + dx, y, dx))));
  // A square filled to its sides (its inside all ink) is a box filled in, told apart by the caller.
  const m = Math.max(2, Math.round((x1 - x0) * 0.18));
  const filled = share(x0 + m, y0 + m, x1 - m, y1 - m) >= FILLED;
  if ((stem(x0, 1) > thin || stem(x1, -1) > thin) && !filled) return false;
  // ... and paper around it: a letter has its word's other letters a pixel or two away (a tick drawn over the box
  // crosses one side's margin at most).
  const outside = [share(x0 - 4, y0, x0 - 3, y1), share(x1 + 3, y0, x1 + 4, y1)];
  if (!(Math.min(...outside) <= 0.2 && Math.max(...outside) <= 0.5)) return false;
  return filled && (stem(x0, 1) > thin || stem(x1, -1) > thin) ? 'solid' : 'outline';
}
