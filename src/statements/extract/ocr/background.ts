// Uneven light taken out before anything judges ink. A phone's photo of a folded sheet has a fold's shadow across
// it and light falling off toward one side: paper there is 40-100 grey levels darker, and every later step that
// splits ink from paper with one threshold for the page takes the shadowed paper for ink. The rule finder painted
// whole rows of text white as "rules" (bench/ocr.ts, phone tier), and Tesseract's own global threshold turns the
// band into a black bar. Each pixel is divided by the paper's level around it (Leptonica's background
// normalisation, in small): the paper level of a tile is a high percentile of its pixels (text covers a small
// share of any tile), interpolated between tile centres. A page whose paper is even (a flatbed scan) is returned as
// it is; so is one whose only dark tiles are a patch (a logo, a shaded box): light falls off across a page, so the
// test is on whole rows and columns of tiles.
import type { Gray } from './raster.ts';
import type { OcrTolerances } from '../../settings.ts';

export function flattenBackground(img: Gray, dpi: number, s: OcrTolerances): Gray {
  const { width: w, height: h, data } = img;
  const tile = Math.max(8, Math.round(dpi * s.paperTileInches));
  const gw = Math.ceil(w / tile), gh = Math.ceil(h / tile);
  if (gw < 3 || gh < 3) return img;
  const paper = paperLevels(img, tile, gw, gh, s.paperPercentile);
  // The light paper of the page, and the darkest row or column of tiles by its median: a fold's shadow darkens rows
  // across the page, light falling off to one side darkens columns, a logo darkens neither.
  const hi = Float32Array.from(paper).sort()[Math.floor(paper.length * 0.95)]!;
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1]!;
  let lo = hi;
  for (let ty = 0; ty < gh; ty++) lo = Math.min(lo, median(Array.from(paper.subarray(ty * gw, (ty + 1) * gw))));
  for (let tx = 0; tx < gw; tx++) lo = Math.min(lo, median(Array.from({ length: gh }, (_, ty) => paper[ty * gw + tx]!)));
  if (hi - lo < s.paperMinRange) return img;
  // Never divide by a level darker than this: a dark fill (white text on a bar) is not paper in a shadow.
  const floor = Math.max(1, hi - s.paperMaxShadow);
  for (let i = 0; i < paper.length; i++) paper[i] = Math.max(floor, paper[i]!);
  const out = new Uint8Array(w * h);
  const row = new Float32Array(w);
  // Each column's two tile centres and the share of the way between them, once for every row.
  const cx0 = new Int32Array(w), cx1 = new Int32Array(w), ctx = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / tile - 0.5));
    cx0[x] = Math.floor(fx);
    cx1[x] = Math.min(gw - 1, cx0[x]! + 1);
    ctx[x] = fx - cx0[x]!;
  }
  for (let y = 0; y < h; y++) {
    // Tile centres above and below this row, and the share of the way between them.
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / tile - 0.5));
    const y0 = Math.floor(fy), y1 = Math.min(gh - 1, y0 + 1), ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const x0 = cx0[x]!, x1 = cx1[x]!, tx = ctx[x]!;
      const top = paper[y0 * gw + x0]! * (1 - tx) + paper[y0 * gw + x1]! * tx;
      const bottom = paper[y1 * gw + x0]! * (1 - tx) + paper[y1 * gw + x1]! * tx;
      row[x] = 255 / (top * (1 - ty) + bottom * ty);
    }
    for (let x = 0, i = y * w; x < w; x++, i++) out[i] = Math.min(255, data[i]! * row[x]!);
  }
  return { width: w, height: h, data: out };
}

/** The paper level of each tile: the grey level that `share` of its pixels (every second one, each way) are darker than. */
function paperLevels(img: Gray, tile: number, gw: number, gh: number, share: number): Float32Array {
  const { width: w, height: h, data } = img;
  const hist = new Uint32Array(gw * gh * 256);
  for (let y = 0; y < h; y += 2) {
    const base = Math.floor(y / tile) * gw;
    for (let x = 0, i = y * w; x < w; x += 2, i += 2) hist[(base + Math.floor(x / tile)) * 256 + data[i]!]!++;
  }
  const out = new Float32Array(gw * gh);
  for (let t = 0; t < gw * gh; t++) {
    let n = 0;
    for (let v = 0; v < 256; v++) n += hist[t * 256 + v]!;
    const want = n * share;
    let acc = 0, v = 0;
    for (; v < 255; v++) { acc += hist[t * 256 + v]!; if (acc >= want) break; }
    out[t] = v;
  }
  return out;
}
