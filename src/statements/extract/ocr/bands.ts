// A page cut into horizontal bands at blank rows, so that its parts are read by several OCR engines at once (a page
// is one wasm call otherwise: one core). Each cut is at the emptiest row near where an even split would fall, so no
// line of text is cut through; a band keeps its place on the page (`top`, `left`) for mapping words back.
import { otsu, type Gray } from './raster.ts';
import type { OcrTolerances } from '../../settings.ts';

export interface Band { top: number; left: number; gray: Gray }

// A row's score is its ink times this plus its distance from the even split (under 1): ink decides, distance breaks ties.
const INK_FIRST = 1000;

/**
 * Cuts `img` into at most `n` bands (a page with no clean gap near a cut point gives fewer); with `pad`, each is
 * cropped to its ink with `pad` pixels kept around it. The product does not crop: it saved ~2% of recognition, and
 * Tesseract read some cropped pages worse (bench/ocr.ts: funder_cadence lost a credit, date_once_day_balance rows;
 * docs/parsing.md, OCR).
 */
export function cutBands(img: Gray, n: number, s: OcrTolerances, pad?: number): Band[] {
  const { width: w, height: h, data } = img;
  const t = otsu(img);
  // Ink per row, on every 2nd pixel: enough to find a gap between lines.
  const ink = new Uint32Array(h);
  for (let y = 0; y < h; y++) {
    let c = 0;
    for (let x = 0, i = y * w; x < w; x += 2, i += 2) if (data[i]! <= t) c++;
    ink[y] = c;
  }
  const bounds = [0, ...(n <= 1 || h < s.bandMinPx ? [] : cutsOf(ink, h, n, s)), h];
  const out: Band[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const b = trimmed(img, ink, bounds[k]!, bounds[k + 1]!, t, s.bandCutMaxInk, pad);
    if (b) out.push(b);
  }
  // A blank page: read whole (recognition finds nothing on it).
  return out.length ? out : [{ top: 0, left: 0, gray: img }];
}

function cutsOf(ink: Uint32Array, h: number, n: number, s: OcrTolerances): number[] {
  // A gap is judged on 3 rows: tight leading leaves only a few blank rows between two lines of a dense table.
  const run = 1;
  const cuts: number[] = [];
  for (let k = 1; k < n; k++) {
    const aim = Math.round((h * k) / n);
    const reach = Math.round((h * s.bandReach) / n);
    let best = -1, bestScore = Infinity;
    for (let y = Math.max(run, aim - reach); y < Math.min(h - run, aim + reach); y++) {
      let sum = 0;
      for (let d = -run; d <= run; d++) sum += ink[y + d]!;
      // Emptiest first, nearest to the even split on a tie.
      const score = sum * INK_FIRST + Math.abs(y - aim) / h;
      if (score < bestScore) { bestScore = score; best = y; }
    }
    // No row that is (nearly) blank: a speck or two is fine, a line of text is not.
    if (best > 0 && bestScore / INK_FIRST <= (2 * run + 1) * s.bandCutMaxInk) cuts.push(best);
  }
  return cuts;
}

/** Rows y0..y1 of `img` cropped to their ink (rows and columns with more than `maxBlank` inked pixels sampled every
 *  second pixel), `pad` pixels around it; null when they hold none. */
function trimmed(img: Gray, ink: Uint32Array, y0: number, y1: number, t: number, maxBlank: number, pad?: number): Band | null {
  if (y1 - y0 < 2) return null;
  const { width: w, data } = img;
  if (pad === undefined) return { top: y0, left: 0, gray: { width: w, height: y1 - y0, data: data.subarray(y0 * w, y1 * w) } };
  let top = y0, bottom = y1 - 1;
  while (top <= bottom && ink[top]! <= maxBlank) top++;
  while (bottom >= top && ink[bottom]! <= maxBlank) bottom--;
  if (top > bottom) return null;
  const cols = new Uint32Array(w);
  for (let y = top; y <= bottom; y += 2) for (let x = 0, i = y * w; x < w; x++, i++) if (data[i]! <= t) cols[x]!++;
  let left = 0, right = w - 1;
  while (left < right && cols[left]! <= maxBlank) left++;
  while (right > left && cols[right]! <= maxBlank) right--;
  top = Math.max(y0, top - pad); bottom = Math.min(y1 - 1, bottom + pad);
  left = Math.max(0, left - pad); right = Math.min(w - 1, right + pad);
  const bw = right - left + 1, bh = bottom - top + 1;
  if (bw === w) return { top, left: 0, gray: { width: w, height: bh, data: data.subarray(top * w, (bottom + 1) * w) } };
  const out = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y++) out.set(data.subarray((top + y) * w + left, (top + y) * w + left + bw), y * bw);
  return { top, left, gray: { width: bw, height: bh, data: out } };
}
