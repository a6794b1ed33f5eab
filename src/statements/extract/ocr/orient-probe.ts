// Which way up a page is, asked of the recogniser itself, on a small crop of its text. The pixel judgement
// (orient.ts) tells reliably whether a page's lines run across or down it, but not which way round: statement pages
// are mostly capitals and digits, which rise above no x-height band, so a page fed sideways was turned the wrong
// way round about as often as the right one, and a page upside down was not seen at all before a whole reading
// came out poor. Tesseract reads upright lines only: on the same crop, the upright turn reads at a mean word
// confidence of 0.82-0.93 and the three others at 0.23-0.38 (generated statements, office scans). A crop of about
// two inches square costs a few per cent of a page's reading, where a whole reading the wrong way round cost 100%.
import { encodePgm, otsu, type Gray } from './raster.ts';
import { turn, type Turn } from './orient.ts';
import type { OcrPool, OcrWord } from './engine.ts';
import type { OcrSettings } from './settings.ts';

// The crop's side in inches: ten or so lines of statement type, twenty-odd characters each.
const PROBE_INCHES = 2;
// A turn is taken only when it reads this much more confidently than the one it would replace (mean word
// confidence): the wrong turns read 0.5 or more below the right one, two poor readings of one crop differ less.
const PROBE_MARGIN = 0.15;
// A crop with fewer words than this read in the best turn says nothing (a blank corner, a logo).
const PROBE_MIN_WORDS = 3;

export interface Probe { turn: Turn; conf: Map<Turn, number> }

/**
 * The turn among `turns` (clockwise, relative to `img`) in which the crop of `img` holding the most ink reads best;
 * 0 (as it is) unless another reads clearly better. `img` is level and free of rules (page.ts, preparePage).
 */
export async function probeTurn(pool: OcrPool, img: Gray, dpi: number, turns: Turn[], s: OcrSettings, deadline: number, local: boolean): Promise<Probe> {
  const crop = inkiestCrop(img, Math.round(dpi * PROBE_INCHES));
  const conf = new Map<Turn, number>();
  if (!crop) return { turn: 0, conf };
  const all: Turn[] = turns.includes(0) ? turns : [0, ...turns];
  const read = await Promise.all(all.map((t) => pool.recognize(encodePgm(turn(crop, t)), deadline, dpi, s.engines, s.idleMs, local)));
  all.forEach((t, i) => conf.set(t, score(read[i]!)));
  let best: Turn = 0;
  for (const t of all) if (conf.get(t)! > conf.get(best)! + PROBE_MARGIN) best = t;
  return { turn: best, conf };
}

/** Mean word confidence; a crop read into fewer than PROBE_MIN_WORDS words scores 0. */
function score(words: OcrWord[]): number {
  if (words.length < PROBE_MIN_WORDS) return 0;
  return words.reduce((a, w) => a + w.conf, 0) / words.length;
}

/** The `side` x `side` window of `img` (smaller when the page is) that holds the most ink, found on a coarse grid;
 *  null when the page is blank. */
export function inkiestCrop(img: Gray, side: number): Gray | null {
  const { width: w, height: h, data } = img;
  const cw = Math.min(w, side), ch = Math.min(h, side);
  // Ink counted in cells of an eighth of the window, every second pixel of every second row.
  const cell = Math.max(4, Math.floor(Math.min(cw, ch) / 8));
  const gx = Math.ceil(w / cell), gy = Math.ceil(h / cell);
  const t = otsu(img);
  const grid = new Float64Array((gx + 1) * (gy + 1));
  for (let y = 0; y < h; y += 2) {
    const row = (Math.floor(y / cell) + 1) * (gx + 1);
    for (let x = 0, i = y * w; x < w; x += 2, i += 2) if (data[i]! <= t) grid[row + Math.floor(x / cell) + 1]!++;
  }
  // Summed-area table over the cells: any window's ink in four look-ups.
  for (let y = 1; y <= gy; y++) for (let x = 1; x <= gx; x++) {
    const i = y * (gx + 1) + x;
    grid[i]! += grid[i - 1]! + grid[i - gx - 1]! - grid[i - gx - 2]!;
  }
  const nx = Math.max(1, Math.floor(cw / cell)), ny = Math.max(1, Math.floor(ch / cell));
  let best = 0, bx = 0, by = 0;
  for (let y = 0; y + ny <= gy; y++) for (let x = 0; x + nx <= gx; x++) {
    const at = (yy: number, xx: number) => grid[yy * (gx + 1) + xx]!;
    const ink = at(y + ny, x + nx) - at(y, x + nx) - at(y + ny, x) + at(y, x);
    if (ink > best) { best = ink; bx = x; by = y; }
  }
  if (!best) return null;
  const x0 = Math.min(bx * cell, w - cw), y0 = Math.min(by * cell, h - ch);
  const out = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) out.set(data.subarray((y0 + y) * w + x0, (y0 + y) * w + x0 + cw), y * cw);
  return { width: cw, height: ch, data: out };
}
