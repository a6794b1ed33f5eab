// A page cut into horizontal bands at blank rows, so that its parts are read by several OCR engines at once (a page
// is one wasm call otherwise: one core). Each cut is at the emptiest row near where an even split would fall, so no
// line of text is cut through; a band keeps its place on the page (`top`) for mapping words back.
import { otsu, type Gray } from './raster.ts';
import type { OcrTolerances } from '../../settings.ts';

export interface Band { top: number; gray: Gray }

// A row's score is its ink times this plus its distance from the even split (under 1): ink decides, distance breaks ties.
const INK_FIRST = 1000;

/** Cuts `img` into at most `n` bands; a page with no clean gap near a cut point gives fewer. */
export function cutBands(img: Gray, n: number, s: OcrTolerances): Band[] {
  if (n <= 1 || img.height < s.bandMinPx) return [{ top: 0, gray: img }];
  const { width: w, height: h, data } = img;
  const t = otsu(img);
  // Ink per row, on every 2nd pixel: enough to find a gap between lines.
  const ink = new Uint32Array(h);
  for (let y = 0; y < h; y++) {
    let c = 0;
    for (let x = 0, i = y * w; x < w; x += 2, i += 2) if (data[i]! <= t) c++;
    ink[y] = c;
  }
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
  const bounds = [0, ...cuts, h];
  const out: Band[] = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const y0 = bounds[k]!, y1 = bounds[k + 1]!;
    if (y1 - y0 < 2) continue;
    out.push({ top: y0, gray: { width: w, height: y1 - y0, data: data.subarray(y0 * w, y1 * w) } });
  }
  return out;
}
