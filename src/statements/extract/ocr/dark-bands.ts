// Headings printed white on a dark band (a form's section bars: "PRINCIPAL 1", "MERCHANT"). Rule removal takes the
// band's rows for rules and leaves the letters' edges in pieces, and OCR read them as nonsense ("Bln else", "Eaves"):
// the section a heading names was lost with it. A person reads the band as light letters on dark: here each band is
// found on the straightened picture and written back into the picture read the other way round (dark letters on
// paper), so it reads as any heading does.
import type { Gray } from './raster.ts';

/** A band's box in pixels (x1, y1 inclusive). */
export interface DarkBand { x0: number; y0: number; x1: number; y1: number; /** its letters lighter than it (else darker) */ light?: boolean }

// Sizes in inches (the page's dpi turns them into pixels).
// A heading's bar: a line of text and its margins (a redaction bar over one line is lower).
const BAND_MIN_H = 0.12, BAND_MAX_H = 0.6;
const BAND_MIN_W = 1.5; // narrower dark stretches are a logo, a redaction, a bold word
const ROW_DARK = 0.7; // a band's row is this much ink between its ends (its light letters take the rest)
// The share of a band's inner pixels its light letters take at least (a short heading on a long bar: ~1%).
const LETTERS_MIN = 0.005;
// How much lighter than its band a pixel is (a share of the way from the band's shade to white) before it is a light
// letter's: the band's grain stays under it.
const GRAIN = 0.2;

/** The dark bands of `img` (ink: a pixel at most `ink`), top to bottom. */
export function darkBands(img: Gray, dpi: number, ink: number): DarkBand[] {
  const { width: w, height: h, data } = img;
  // Each row's longest stretch that is mostly ink: from its first dark pixel, grown while the ink share stays high.
  const rows: ({ x0: number; x1: number } | null)[] = [];
  for (let y = 0; y < h; y++) rows.push(stretch(data, y * w, w, ink, dpi * BAND_MIN_W));
  const out: DarkBand[] = [];
  for (let y = 0; y < h;) {
    if (!rows[y]) { y++; continue; }
    let end = y;
    while (end + 1 < h && rows[end + 1] && overlap(rows[end + 1]!, rows[y]!)) end++;
    const height = end - y + 1;
    if (height >= dpi * BAND_MIN_H && height <= dpi * BAND_MAX_H) {
      const xs0 = rows.slice(y, end + 1).map((r) => r!.x0).sort((a, b) => a - b);
      const xs1 = rows.slice(y, end + 1).map((r) => r!.x1).sort((a, b) => a - b);
      const band = { x0: xs0[xs0.length >> 1]!, y0: y, x1: xs1[xs1.length >> 1]!, y1: end };
      // Light letters in it: a solid bar (a redacted account number) holds none, and is left as it is.
      // (A light grey bar, its grey under the ink threshold, holds dark letters: turned over they read as nonsense; it
      // is written back with its grey made paper. Rule removal broke its letters too.)
      if (lightShare(img, band, ink) >= LETTERS_MIN) out.push({ ...band, light: lighterLetters(img, band) });
    }
    y = end + 1;
  }
  return out;
}

/** Whether a band's letters are lighter than it (more of its inner pixels far lighter than its middle grey than far
 *  darker). */
function lighterLetters(img: Gray, b: DarkBand): boolean {
  const px: number[] = [];
  for (let y = b.y0 + 3; y <= b.y1 - 3; y += 2) for (let x = b.x0 + 3; x <= b.x1 - 3; x += 2) px.push(img.data[y * img.width + x]!);
  if (!px.length) return false;
  const mid = [...px].sort((p, q) => p - q)[px.length >> 1]!;
  let lighter = 0, darker = 0;
  for (const v of px) { if (v >= mid + 60) lighter++; else if (v <= mid - 60) darker++; }
  return lighter > darker;
}

/** The share of a band's inner pixels (off its edges) that are paper-light. */
function lightShare(img: Gray, b: DarkBand, ink: number): number {
  let light = 0, n = 0;
  for (let y = b.y0 + 3; y <= b.y1 - 3; y += 2) for (let x = b.x0 + 3; x <= b.x1 - 3; x += 2) { n++; if (img.data[y * img.width + x]! > ink) light++; }
  return n ? light / n : 0;
}

const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > (b.x1 - b.x0) * 0.8;

/** A row's widest stretch at least `min` long whose pixels are ROW_DARK ink (null: none). Every 2nd pixel is looked at. */
function stretch(data: Uint8Array, at: number, w: number, ink: number, min: number): { x0: number; x1: number } | null {
  let best: { x0: number; x1: number } | null = null;
  let start = -1, dark = 0, lastDark = -1;
  for (let x = 0; x < w; x += 2) {
    const d = data[at + x]! <= ink;
    if (start < 0) { if (d) { start = x; dark = 1; lastDark = x; } continue; }
    if (d) { dark++; lastDark = x; }
    // The stretch ends where its share falls under ROW_DARK for good: a run of paper longer than a letter's width.
    if (!d && x - lastDark > min / 6) {
      if (lastDark - start >= min && dark / Math.max(1, (lastDark - start) / 2 + 1) >= ROW_DARK && (!best || lastDark - start > best.x1 - best.x0)) best = { x0: start, x1: lastDark };
      start = -1;
    }
  }
  if (start >= 0 && lastDark - start >= min && dark / Math.max(1, (lastDark - start) / 2 + 1) >= ROW_DARK && (!best || lastDark - start > best.x1 - best.x0)) best = { x0: start, x1: lastDark };
  return best;
}

/** `clean` with each band of `source` written in light and dark the other way round, its shade made paper (a band's
 *  dark grey turned over is a light grey the letters stand on poorly); its edges a pixel in are paper. A band of dark
 *  letters on light grey is written back the right way round, its grey made paper. */
export function invertBands(clean: Gray, source: Gray, bands: DarkBand[]): Gray {
  if (!bands.length) return clean;
  const out = new Uint8Array(clean.data);
  const w = clean.width;
  for (const b of bands) {
    const shade = bandShade(source, b);
    const span = Math.max(1, 255 - shade);
    // Turned over, a light letter is ink by how far it is lighter than the band; the band's own grain (a scan's noise
    // and its JPEG's, a few levels either side of its shade) is paper: turned over as it was, it was a grey strip
    // read as words ("4.44 igs innate").
    const turned = (v: number) => { const lift = (v - shade) / span; return lift <= GRAIN ? 255 : Math.round(255 * (1 - (lift - GRAIN) / (1 - GRAIN))); };
    // (A light bar's border is a rule of ink: its rows, and the columns of its sides, are paper too, or the letters
    // of a caption printed just under it read with a line over them.)
    const m = b.light === false ? 5 : 2;
    const rule = (y: number) => { let n = 0; for (let x = b.x0; x <= b.x1; x++) if (source.data[y * w + x]! < shade - 60) n++; return n > (b.x1 - b.x0) * 0.6; };
    const rows = new Set<number>();
    if (b.light === false) for (let y = b.y0; y <= b.y1; y++) if ((y - b.y0 < m || b.y1 - y < m) && rule(y)) rows.add(y);
    for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) {
      const edge = rows.has(y) || y - b.y0 < 2 || b.y1 - y < 2 || x - b.x0 < m || b.x1 - x < m;
      const v = source.data[y * w + x]!;
      out[y * w + x] = edge ? 255 : b.light === false ? Math.min(255, Math.round((v * 255) / Math.max(1, shade))) : turned(v);
    }
  }
  return { width: w, height: clean.height, data: out };
}

/** A band's own shade: the middle of its pixels' values (its letters are the fewer). */
function bandShade(img: Gray, b: DarkBand): number {
  const hist = new Uint32Array(256);
  let n = 0;
  for (let y = b.y0; y <= b.y1; y += 2) for (let x = b.x0; x <= b.x1; x += 2) { hist[img.data[y * img.width + x]!]!++; n++; }
  let seen = 0;
  for (let v = 0; v < 256; v++) { seen += hist[v]!; if (seen >= n / 2) return v; }
  return 0;
}
