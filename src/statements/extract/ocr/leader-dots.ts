// Dotted leaders a hand wrote its value on, found dot by dot. form-geometry.ts finds a leader as a row of dots with
// paper over and under it; a value written on the leader stands on its dots (its letters' feet touch the row), so the
// row is no line there, its dots stay on the picture and OCR reads them as letters run into the value
// ("Requestedfunding:_$35,000.00..0........cccccccscysseeyssse."). A person sees the dots as dots whatever stands on
// them: here each dot is a speck of ink of a dot's size, and a leader a row of at least LEADER_DOTS of them at one
// height, evenly spaced. Only the dots are erased (a letter touching a dot makes one speck with it, and stays).
import { components, type Gray } from './raster.ts';

// Sizes in inches (the page's dpi turns them into pixels).
const DOT_MAX = 0.03; // a dot's width and height at most (a period of a value's text is as small: a row tells them apart)
const PITCH_MIN = 0.015, PITCH_MAX = 0.07; // from one dot's middle to the next one's
const ROW_TOL = 0.012; // dots of one leader stand at one height, within this
const LEADER_DOTS = 8; // a row of fewer is a value's own periods or an ellipsis

/** A speck's box and middle, in pixels. */
export interface Speck { x0: number; y0: number; x1: number; y1: number; cx: number; cy: number }

/** Specks of ink of a dot's size in `img` (ink: a pixel at most `ink`), left to right. */
export function specks(img: Gray, dpi: number, ink: number): Speck[] {
  const max = Math.max(2, Math.round(dpi * DOT_MAX));
  return components(img.width, img.height, (i) => img.data[i]! <= ink)
    .filter((c) => c.x1 - c.x0 < max && c.y1 - c.y0 < max && c.n >= 2)
    .map(({ x0, y0, x1, y1, cx, cy }) => ({ x0, y0, x1, y1, cx, cy })).sort((a, b) => a.cx - b.cx);
}

/** The rows of evenly spaced dots among `dots` (at least LEADER_DOTS of them each): the leaders' dots. */
export function leaderRows(dots: Speck[], dpi: number): Speck[][] {
  const tol = Math.max(1.5, dpi * ROW_TOL), lo = dpi * PITCH_MIN, hi = dpi * PITCH_MAX;
  const rows: Speck[][] = [];
  const used = new Set<Speck>();
  for (let i = 0; i < dots.length; i++) {
    if (used.has(dots[i]!)) continue;
    const row = [dots[i]!];
    // The next dot to the right on the row, a pitch away (dots are sorted by x: looked for up to a pitch on).
    for (let at = i; ;) {
      const last = dots[at]!;
      let next = -1;
      for (let j = at + 1; j < dots.length && dots[j]!.cx - last.cx <= hi; j++) {
        const e = dots[j]!;
        if (!used.has(e) && e.cx - last.cx >= lo && Math.abs(e.cy - last.cy) <= tol) { next = j; break; }
      }
      if (next < 0) break;
      row.push(dots[next]!);
      at = next;
    }
    if (row.length < LEADER_DOTS || !even(row)) continue;
    for (const e of row) used.add(e);
    rows.push(row);
  }
  return [...rows, ...between(dots, rows, tol, used)];
}

/** The dots left on a leader's line outside its rows (a value's words part a leader into short runs: "Silver . Lake"
 *  read its dots as periods), as one more row: those between two of its rows, and those before its first row on its
 *  rows' pitch (a label's own periods stand off it). */
function between(dots: Speck[], rows: Speck[][], tol: number, used: Set<Speck>): Speck[][] {
  const out: Speck[][] = [];
  for (const a of rows) {
    const first = a[0]!, end = a[a.length - 1]!;
    const pitch = (end.cx - first.cx) / (a.length - 1);
    const b = rows.filter((r) => r !== a && r[0]!.cx > end.cx && Math.abs(r[0]!.cy - end.cy) <= tol).sort((p, q) => p[0]!.cx - q[0]!.cx)[0];
    const onPitch = (d: Speck) => { const k = (first.cx - d.cx) / pitch; return Math.abs(k - Math.round(k)) * pitch <= 1.5; };
    const inside = dots.filter((d) => !used.has(d) && Math.abs(d.cy - first.cy) <= tol &&
      ((b && d.cx > end.cx && d.cx < b[0]!.cx) || (d.cx < first.cx && first.cx - d.cx <= 40 * pitch && onPitch(d))));
    if (inside.length) out.push(inside);
  }
  return out;
}

/** Whether a row's dots are evenly spaced: most steps within a third of the middle step. */
function even(row: Speck[]): boolean {
  const steps = row.slice(1).map((e, i) => e.cx - row[i]!.cx).sort((a, b) => a - b);
  const mid = steps[steps.length >> 1]!;
  return steps.filter((s) => Math.abs(s - mid) <= mid / 3).length >= steps.length * 0.8;
}

/** A copy of `img` with the leaders' dots painted paper (the pixel box of each dot and a pixel round it). */
export function eraseLeaderDots(img: Gray, rows: Speck[][]): Gray {
  const out = new Uint8Array(img.data);
  const { width: w, height: h } = img;
  for (const row of rows) for (const d of row) {
    for (let y = Math.max(0, d.y0 - 1); y <= Math.min(h - 1, d.y1 + 1); y++) for (let x = Math.max(0, d.x0 - 1); x <= Math.min(w - 1, d.x1 + 1); x++) out[y * w + x] = 255;
  }
  return { width: w, height: h, data: out };
}
