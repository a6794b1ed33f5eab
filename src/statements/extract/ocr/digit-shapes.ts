// A hand's 8 read as a 3 (handwriting fonts draw the 8's upper loop open: "36-3300633" for 36-8800638). A person
// tells them apart by the lower loop: a 3 is open on its left, an 8 closes round a hole. So each figure's glyphs are
// found on the picture (its pieces of ink, left to right, one per character when the count agrees), and a "3" whose
// glyph closes round paper in its lower half is read as the 8 it is. Only form pages go through here (page.ts).
import type { OcrWord } from './engine.ts';
import { otsu, type Gray } from './raster.ts';

/** A glyph: a piece of ink's box and its pixels (indices into the picture). */
interface Glyph { x0: number; y0: number; x1: number; y1: number; px: number[] }

// A piece of ink this small is a speck, not a character (a share of the word's height, squared).
const SPECK = 0.15;
// A hole is paper enclosed by the glyph's ink, at least this share of the glyph's box.
const HOLE = 0.02;

/** `words` (page pixels of `img`) with the 3s whose glyph closes a lower loop read as 8s; mends in place, returns how many. */
export function mendEights(img: Gray, words: OcrWord[]): number {
  const t = otsu(img);
  let mended = 0;
  for (const w of words) {
    if (!w.text.includes('3') || (w.text.match(/\d/g) ?? []).length < 2) continue;
    const glyphs = glyphsOf(img, w, t);
    const chars = [...w.text];
    if (glyphs.length !== chars.length) continue;
    let changed = false;
    for (let i = 0; i < chars.length; i++) if (chars[i] === '3' && lowerLoop(img, glyphs[i]!)) { chars[i] = '8'; changed = true; }
    if (changed) { w.text = chars.join(''); mended++; }
  }
  return mended;
}

/** The word's pieces of ink left to right (8-connected, specks dropped), pieces standing over one another one glyph. */
export function glyphsOf(img: Gray, w: OcrWord, t: number): Glyph[] {
  const x0 = Math.max(0, w.x0 - 1), x1 = Math.min(img.width - 1, w.x1 + 1), y0 = Math.max(0, w.y0 - 1), y1 = Math.min(img.height - 1, w.y1 + 1);
  const seen = new Set<number>();
  const pieces: Glyph[] = [];
  const min = Math.max(2, (SPECK * (w.y1 - w.y0)) ** 2);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
    const start = y * img.width + x;
    if (seen.has(start) || img.data[start]! > t) continue;
    const g: Glyph = { x0: x, y0: y, x1: x, y1: y, px: [] };
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const i = stack.pop()!;
      const px = i % img.width, py = (i - px) / img.width;
      g.px.push(i);
      g.x0 = Math.min(g.x0, px); g.x1 = Math.max(g.x1, px); g.y0 = Math.min(g.y0, py); g.y1 = Math.max(g.y1, py);
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) {
        const nx = px + dx, ny = py + dy, j = ny * img.width + nx;
        if (nx >= x0 && nx <= x1 && ny >= y0 && ny <= y1 && !seen.has(j) && img.data[j]! <= t) { seen.add(j); stack.push(j); }
      }
    }
    if (g.px.length >= min) pieces.push(g);
  }
  pieces.sort((a, b) => a.x0 - b.x0);
  // A character in pieces (a percent sign's circles and bar, a stroke the scan broke): pieces that overlap across by
  // most of the narrower one's width are one glyph.
  const out: Glyph[] = [];
  for (const p of pieces) {
    const q = out[out.length - 1];
    if (q && Math.min(q.x1, p.x1) - Math.max(q.x0, p.x0) >= 0.6 * Math.min(q.x1 - q.x0, p.x1 - p.x0)) {
      q.x0 = Math.min(q.x0, p.x0); q.x1 = Math.max(q.x1, p.x1); q.y0 = Math.min(q.y0, p.y0); q.y1 = Math.max(q.y1, p.y1); q.px.push(...p.px);
    } else out.push({ ...p, px: [...p.px] });
  }
  return out;
}

/** Whether the glyph's ink encloses paper (a hole, HOLE of its box at least) whose middle is in its lower half. */
export function lowerLoop(img: Gray, g: Glyph): boolean {
  const w = g.x1 - g.x0 + 3, h = g.y1 - g.y0 + 3;
  // The glyph's own ink in a box a pixel wider all round: 1 ink, 0 paper; paper reached from the box's corner is
  // outside (2), each hole's paper is filled in turn (3).
  const px = new Uint8Array(w * h);
  for (const i of g.px) { const x = i % img.width, y = (i - x) / img.width; px[(y - g.y0 + 1) * w + (x - g.x0 + 1)] = 1; }
  const fill = (from: number, mark: number): { n: number; sy: number } => {
    const stack = [from];
    px[from] = mark;
    let n = 0, sy = 0;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % w, y = (i - x) / w;
      n++; sy += y;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const nx = x + dx, ny = y + dy, j = ny * w + nx;
        if (nx >= 0 && ny >= 0 && nx < w && ny < h && px[j] === 0) { px[j] = mark; stack.push(j); }
      }
    }
    return { n, sy };
  };
  fill(0, 2);
  for (let i = 0; i < w * h; i++) {
    if (px[i] !== 0) continue;
    const hole = fill(i, 3);
    // (Paper a threshold left between two strokes of a 3's bend is a pixel or two: no hole.)
    if (hole.n >= Math.max(4, HOLE * w * h) && hole.sy / hole.n > h / 2) return true;
  }
  return false;
}
