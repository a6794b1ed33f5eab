// Print too faint for the page's reading, read again up close. A web form's captions are small light-grey capitals
// ("LEGAL BUSINESS NAME" over its pill-shaped input); scanned, they are a few pixels of mid-grey that the recogniser's
// one threshold for the page counts as paper, and the page reads as values without a single label. A person leans
// in: here the lines of ink the page's reading left unread (ink darker than the paper by FAINT, no word over it, in
// glyph-sized specks strung along a line) are cropped, their grey stretched to black on white, enlarged to a
// readable size and read alone; the words read surely there are added to the page.
import type { OcrPool, OcrWord } from './engine.ts';
import { components, encodePgm, resample, type Gray } from './raster.ts';
import type { OcrSettings } from './settings.ts';

// Sizes in inches (the page's dpi turns them into pixels).
const GLYPH_MIN_H = 0.022, GLYPH_MAX_H = 0.16, GLYPH_MAX_W = 0.3;
// Ink: this many grey levels under the paper round it (its lightest within PAPER_REACH inches).
const FAINT = 45, PAPER_REACH = 0.06;
// A line of glyphs: at least this many, this long against its height.
const LINE_GLYPHS = 3, LINE_ASPECT = 2.5;
// Lines read again at most per page (each ~30-60 ms), and a line's height the crop is enlarged to at least.
const MAX_LINES = 40, READ_HEIGHT = 34;
// A line this much under words read on it is read already.
const READ_SHARE = 0.6;
// A word read there is kept at this confidence and over (a crop of specks reads as nonsense, weakly).
const KEEP = 0.6;
// A page with this many amounts ("1,204.50", "-88.10") is a statement's.
const STATEMENT_AMOUNTS = 12;
const AMOUNT = /^[-($]*\d{1,3}(?:,\d{3})*\.\d{2}\)?-?$/;

interface Blob { x0: number; y0: number; x1: number; y1: number }

/** `words` with the faint lines of the page (`img`, its drawing erased) that no word covers read again and added. */
export async function rereadFaintPrint(pool: OcrPool, img: Gray, dpi: number, words: OcrWord[], s: OcrSettings, deadline: number): Promise<OcrWord[]> {
  // (A statement's page keeps its own reading: its faint print is a watermark or a band's shading, and its rows are
  // judged by their balances. A page of many amounts is one.)
  if (words.filter((w) => AMOUNT.test(w.text)).length >= STATEMENT_AMOUNTS) return words;
  const lines = faintLines(img, dpi, words).slice(0, MAX_LINES);
  if (!lines.length) return words;
  const read = await Promise.all(lines.map(async (line) => {
    const h = line.y1 - line.y0;
    const pad = Math.max(2, Math.round(h * 0.4));
    const x0 = Math.max(0, line.x0 - pad), x1 = Math.min(img.width, line.x1 + pad), y0 = Math.max(0, line.y0 - pad), y1 = Math.min(img.height, line.y1 + pad);
    const scale = Math.min(4, Math.max(1, READ_HEIGHT / h));
    const crop = stretched(img, { x0, y0, x1, y1 });
    const big = scale > 1.05 ? resample(crop, scale) : crop;
    const got = await pool.recognize(encodePgm(big), deadline, dpi * scale, s.engines, s.idleMs, false);
    // (Back in the page's whole pixels: later steps crop the page by its words' boxes.)
    const at = (o: number, v: number) => Math.round(o + v / scale);
    return got.map((w) => ({ ...w, x0: at(x0, w.x0), x1: at(x0, w.x1), y0: at(y0, w.y0), y1: at(y0, w.y1), baseline: at(y0, w.baseline), size: w.size / scale }));
  }));
  const added = read.flat().filter((w) => w.conf >= KEEP && (w.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2 && !covered(w, words));
  return added.length ? [...words, ...added] : words;
}

/** The paper's grey level round each pixel: the lightest within `r` pixels across and down (a letter's stroke is
 *  thinner than that; separable running maxima). */
function paperAround(img: Gray, r: number): Uint8Array {
  const { width: w, height: h, data } = img;
  const across = new Uint8Array(w * h), out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) if (data[row + k]! > m) m = data[row + k]!;
      across[row + x] = m;
    }
  }
  for (let x = 0; x < w; x++) {
    for (let y = 0; y < h; y++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) if (across[k * w + x]! > m) m = across[k * w + x]!;
      out[y * w + x] = m;
    }
  }
  return out;
}

/** Lines of glyph-sized specks of ink that the page's reading left unread, top to bottom. Ink: FAINT grey levels
 *  darker than the paper round it (a card's grey fill is paper to the caption printed on it). Unread: less than
 *  READ_SHARE of the line's width under words read on its line (a word's box as the recogniser draws it may reach
 *  over a caption printed tight above it; its baseline is a line lower). */
export function faintLines(img: Gray, dpi: number, words: OcrWord[]): Blob[] {
  const { width: w, height: h } = img;
  const paper = paperAround(img, Math.max(2, Math.round(dpi * PAPER_REACH)));
  const ink = new Uint8Array(w * h);
  for (let i = 0; i < ink.length; i++) ink[i] = paper[i]! - img.data[i]! >= FAINT ? 1 : 0;
  const minH = dpi * GLYPH_MIN_H, maxH = dpi * GLYPH_MAX_H, maxW = dpi * GLYPH_MAX_W;
  const glyphs = components(w, h, (i) => ink[i] === 1).filter((b) => b.y1 - b.y0 + 1 >= minH && b.y1 - b.y0 + 1 <= maxH && b.x1 - b.x0 + 1 <= maxW);
  const lines = strung(glyphs).filter((l) => l.n >= LINE_GLYPHS && l.x1 - l.x0 >= LINE_ASPECT * (l.y1 - l.y0));
  // (A line's letters touching a drawn edge, a caption set tight in its card's corner, make one speck with the edge,
  // too large for a glyph: the line is followed on along its height while ink goes on, a space apart at most.)
  for (const l of lines) {
    const gap = 1.2 * (l.y1 - l.y0 + 1);
    const inkAt = (x: number) => { for (let y = l.y0; y <= l.y1; y++) if (ink[y * w + x]) return true; return false; };
    for (let x = l.x0 - 1, last = l.x0; x >= 0 && last - x <= gap; x--) if (inkAt(x)) l.x0 = last = x;
    for (let x = l.x1 + 1, last = l.x1; x < w && x - last <= gap; x++) if (inkAt(x)) l.x1 = last = x;
  }
  return merged(lines).filter((l) => readShare(l, words) < READ_SHARE);
}

/** The share of line `l`'s width under words read on its line (their middles within its height). */
function readShare(l: Blob, words: OcrWord[]): number {
  const on = words.filter((o) => (o.y0 + o.y1) / 2 >= l.y0 - 1 && (o.y0 + o.y1) / 2 <= l.y1 + 1 && o.x1 > l.x0 && o.x0 < l.x1)
    .map((o) => [Math.max(l.x0, o.x0), Math.min(l.x1, o.x1)] as const).sort((a, b) => a[0] - b[0]);
  let read = 0, at = l.x0;
  for (const [a, b] of on) { if (b > at) { read += b - Math.max(a, at); at = b; } }
  return read / Math.max(1, l.x1 - l.x0);
}

/** Lines at one height that overlap or touch after following them on, as one. */
function merged(lines: (Blob & { n: number })[]): Blob[] {
  const out: (Blob & { n: number })[] = [];
  for (const l of [...lines].sort((a, b) => a.x0 - b.x0)) {
    const lh = l.y1 - l.y0 + 1;
    const o = out.find((m) => Math.min(m.y1, l.y1) - Math.max(m.y0, l.y0) > 0.5 * Math.min(lh, m.y1 - m.y0 + 1) && l.x0 <= m.x1 + 2);
    if (o) { o.x1 = Math.max(o.x1, l.x1); o.y0 = Math.min(o.y0, l.y0); o.y1 = Math.max(o.y1, l.y1); o.n += l.n; } else out.push({ ...l });
  }
  return out.sort((a, b) => a.y0 - b.y0);
}

/** Glyphs strung along lines: one after another at one height, a glyph's height or so apart (a word's space). */
function strung(glyphs: Blob[]): (Blob & { n: number })[] {
  const lines: (Blob & { n: number })[] = [];
  for (const g of [...glyphs].sort((a, b) => a.x0 - b.x0)) {
    const gh = g.y1 - g.y0 + 1, mid = (g.y0 + g.y1) / 2;
    const line = lines.find((l) => {
      const lh = l.y1 - l.y0 + 1;
      return mid > l.y0 - 0.15 * lh && mid < l.y1 + 0.15 * lh && gh < 2.2 * lh && lh < 2.2 * gh && g.x0 - l.x1 <= 1.2 * Math.max(gh, lh);
    });
    if (line) { line.x1 = Math.max(line.x1, g.x1); line.y0 = Math.min(line.y0, g.y0); line.y1 = Math.max(line.y1, g.y1); line.n++; }
    else lines.push({ ...g, n: 1 });
  }
  return lines.sort((a, b) => a.y0 - b.y0);
}

/** The crop with its grey stretched: its darkest ink black, its paper white. */
function stretched(img: Gray, b: Blob): Gray {
  const cw = b.x1 - b.x0, ch = b.y1 - b.y0;
  const data = new Uint8Array(cw * ch);
  const hist = new Uint32Array(256);
  let lo = 255;
  for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++) { const v = img.data[y * img.width + x]!; lo = Math.min(lo, v); hist[v]!++; }
  // (Its paper: the grey most of the crop is at, its 70th percentile; a caption covers less.)
  let n = 0, paper = 255;
  for (let v = 0; v < 256; v++) { n += hist[v]!; if (n >= 0.7 * cw * ch) { paper = v; break; } }
  const top = Math.max(lo + 1, paper - 10);
  for (let y = 0; y < ch; y++) for (let x = 0; x < cw; x++) {
    const v = img.data[(b.y0 + y) * img.width + b.x0 + x]!;
    data[y * cw + x] = Math.max(0, Math.min(255, Math.round((255 * (v - lo)) / (top - lo))));
  }
  return { width: cw, height: ch, data };
}

/** A word standing where a word of the page's reading stands already: half its box or more under the other's, on
 *  the other's line (a caption printed tight over its value is inside the value's box as the recogniser drew it,
 *  its baseline a line higher). */
function covered(w: OcrWord, words: OcrWord[]): boolean {
  const h = w.y1 - w.y0, area = Math.max(1, (w.x1 - w.x0) * h);
  return words.some((o) => Math.abs(o.baseline - w.baseline) < 0.5 * h
    && Math.max(0, Math.min(w.x1, o.x1) - Math.max(w.x0, o.x0)) * Math.max(0, Math.min(w.y1, o.y1) - Math.max(w.y0, o.y0)) >= 0.5 * area);
}
