// Which way up a scanned page is, from its pixels, before any OCR (Tesseract reads upright lines only, and the
// English model has no orientation detection of its own without the separate OSD model):
//  - sideways (90 or 270 degrees): lines of text make the row profile (ink per row) jump between full and empty
//    rows; on a page fed sideways it is the column profile that does.
//  - upside down: in Latin text more ink rises above a line's x-height band (ascenders, capitals, digits) than
//    hangs below its baseline (g, j, p, q, y); turned over, the two swap.
// When the second sign is weak the page is left as it is; page.ts then reads a poor page once more turned over.
import { otsu, type Gray } from './raster.ts';
import type { OcrTolerances } from '../../settings.ts';

/** Clockwise turn, in degrees, that makes the page upright. */
export type Turn = 0 | 90 | 180 | 270;

/** The turn that makes `img` upright (0 when unsure). */
export function orientation(img: Gray, s: OcrTolerances): Turn {
  const t = otsu(img);
  const { width: w, height: h, data } = img;
  const rows = new Float64Array(h), cols = new Float64Array(w);
  let inked = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0, i = y * w; x < w; x++, i++) {
      if (data[i]! <= t) { rows[y]!++; cols[x]!++; inked++; }
    }
  }
  // Blank, or so dark it is a photo: nothing to judge by.
  if (inked < s.orientMinInk || inked > w * h * s.maxInkShare) return 0;
  // Smoothed over about a stroke's width first: strokes of letters make the column profile jitter too.
  const k = Math.max(2, Math.round(Math.min(w, h) / s.strokeDivisor));
  const sideways = sharpness(smooth(cols, k)) > sharpness(smooth(rows, k)) * s.sidewaysSharpness;
  if (!sideways) return risesAboveLines(rows, w, s) < -s.upsideDownShare ? 180 : 0;
  // Turned a quarter clockwise (the page's top now on the right) lines are columns read from right to left.
  const r = risesAboveLines(cols.slice().reverse(), h, s);
  return r < 0 ? 90 : 270;
}

/** Whether an upright-or-upside-down page (not sideways) is upside down, judged on its level lines: on a page
 *  still skewed by half a degree a line drifts by its own height across the page, and the profile's bands blur. */
export function upsideDown(img: Gray, s: OcrTolerances): boolean {
  return uprightScore(img, s) < -s.upsideDownShare;
}

/** (ink rising above the lines - ink hanging below them) / both, on a level page (risesAboveLines). */
export function uprightScore(img: Gray, s: OcrTolerances): number {
  const t = otsu(img);
  const { width: w, height: h, data } = img;
  const rows = new Float64Array(h);
  for (let y = 0; y < h; y++) {
    let c = 0;
    for (let i = y * w, end = i + w; i < end; i++) if (data[i]! <= t) c++;
    rows[y] = c;
  }
  return risesAboveLines(rows, w, s);
}

function smooth(p: Float64Array, k: number): Float64Array {
  const out = new Float64Array(p.length);
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    s += p[i]!;
    if (i >= k) s -= p[i - k]!;
    out[i] = s;
  }
  return out;
}

/** How much the profile jumps from one row to the next, against its size: high for lines separated by gaps. */
function sharpness(p: Float64Array): number {
  let d = 0, s = 0;
  for (let i = 1; i < p.length; i++) { d += (p[i]! - p[i - 1]!) ** 2; s += p[i]! ** 2; }
  return s ? d / s : 0;
}

/**
 * (ink above the x-height band - ink below the baseline) / both, over every line of text, from the ink profile along
 * the reading direction's vertical (`prof`: ink per row of an upright page; for a page turned clockwise by 90 degrees,
 * ink per column from right to left), `across` pixels wide. Positive: upright; negative: upside down.
 */
function risesAboveLines(prof: Float64Array, across: number, s: OcrTolerances): number {
  const n = prof.length;
  const floor = Math.max(2, across * s.lineInkShare);
  let above = 0, below = 0;
  for (let a = 0; a < n;) {
    if (prof[a]! <= floor) { a++; continue; }
    let b = a;
    while (b + 1 < n && prof[b + 1]! > floor) b++;
    const height = b - a + 1;
    if (height >= s.lineMinPx && height <= s.lineMaxPx) {
      let peak = 0;
      for (let i = a; i <= b; i++) peak = Math.max(peak, prof[i]!);
      // The x-height band: the rows holding at least half the line's peak ink.
      let top = a, bottom = b;
      while (prof[top]! < peak * s.xHeightInk) top++;
      while (prof[bottom]! < peak * s.xHeightInk) bottom--;
      for (let i = a; i < top; i++) above += prof[i]!;
      for (let i = bottom + 1; i <= b; i++) below += prof[i]!;
    }
    a = b + 1;
  }
  return above + below ? (above - below) / (above + below) : 0;
}

/** The page turned clockwise by `deg` (a multiple of 90). */
export function turn(img: Gray, deg: Turn): Gray {
  if (deg === 0) return img;
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h);
  if (deg === 180) {
    for (let i = 0, j = w * h - 1; i < w * h; i++, j--) out[j] = data[i]!;
    return { width: w, height: h, data: out };
  }
  // Clockwise 90: source (x, y) -> (h - 1 - y, x) in a page h wide; 270: -> (y, w - 1 - x).
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x]!;
      if (deg === 90) out[x * h + (h - 1 - y)] = v;
      else out[(w - 1 - x) * h + y] = v;
    }
  }
  return { width: h, height: w, data: out };
}
