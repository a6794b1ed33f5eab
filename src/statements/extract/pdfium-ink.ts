// Is a glyph drawn where a person sees it? A text layer can carry characters the page does not show: glyphs painted in
// the paper's colour (white on white) or fully transparent, placed in the middle of the figures a person reads. A
// statement that did so had a white "7" before its "0.04", a white "0" before each credit ("0800.00") and a white ")"
// after each debit: the text reads as text, its amounts are wrong, and nothing verifies. The page as a person sees it
// has none of them, so they are not read (docs/parsing.md, "Glyphs a person does not see").
//
// The check costs nothing on a page whose glyphs are all dark: the ink of each text object is read once (its render
// mode and colour, two calls per object, not per character). Only a glyph whose ink would not show on white paper (its
// contrast with white under `extract.hiddenInkContrast`) is judged, against the page drawn once at
// `extract.hiddenCheckDpi` (pdfium-render.ts): the background under the glyph is the median grey of its box, and the
// glyph is hidden when its ink, as drawn over that background, differs from it by less than the same contrast. White
// text on a dark band (a table's header) is kept; white text on white is not. Invisible text (render mode 3: the text
// of a scan's OCR layer, over its picture) is not judged here: it is the only text such pages have.
import type { Pdfium } from './pdfium.ts';
import { renderPage, ROUGH, type RenderedPage } from './pdfium-render.ts';
import type { ExtractSettings } from '../settings.ts';

// Text render modes (PDF 9.3.6): 0 fill, 1 stroke, 2 fill and stroke, 3 invisible, 4-6 the same adding to the clip, 7 clip.
const FILL: ReadonlySet<number> = new Set([0, 2, 4, 6]);
const STROKE: ReadonlySet<number> = new Set([1, 2, 5, 6]);

/** How one text object's glyphs are inked: null when they show on white paper (never judged). */
export interface Ink { lum: number; alpha: number }

/** One page's visibility check, made when its text is read; the page is drawn only on its first pale glyph. */
export class PageInk {
  private drawn: RenderedPage | null | undefined;
  /** Glyphs left out as not seen, on this page. */
  hidden = 0;
  private readonly p: Pdfium;
  private readonly page: number;
  private readonly s: ExtractSettings;
  constructor(p: Pdfium, page: number, s: ExtractSettings) { this.p = p; this.page = page; this.s = s; }

  /** The ink of text object `obj` when it would not show on white paper, else null. */
  pale(obj: number): Ink | null {
    if (!obj) return null;
    const f = this.p.fn;
    const mode = f.FPDFTextObj_GetTextRenderMode!(obj);
    // The darkest of the colours the mode paints with: the glyph shows when any of them does.
    let best: Ink | null = null;
    for (const [paints, get] of [[FILL, f.FPDFPageObj_GetFillColor!], [STROKE, f.FPDFPageObj_GetStrokeColor!]] as const) {
      if (!paints.has(mode)) continue;
      const ink = this.colour(obj, get);
      if (!ink) return null;
      if (!best || contrast(ink, 255) > contrast(best, 255)) best = ink;
    }
    return best && contrast(best, 255) < this.s.hiddenInkContrast ? best : null;
  }

  /** How light text object `obj`'s glyphs show on white paper, 0 (black) to 255 (white): the darkest colour its render
   *  mode paints with, blended over white by its alpha. A form's placeholder in an empty input is light grey, its
   *  values dark (forms/placeholders.ts); 0 when the colour cannot be read. */
  lightness(obj: number): number {
    if (!obj) return 0;
    const f = this.p.fn;
    const mode = f.FPDFTextObj_GetTextRenderMode!(obj);
    // (Invisible text, a scan's OCR layer, paints nothing: it is read as dark, what the picture under it shows.)
    let best = 0, painted = false;
    for (const [paints, get] of [[FILL, f.FPDFPageObj_GetFillColor!], [STROKE, f.FPDFPageObj_GetStrokeColor!]] as const) {
      if (!paints.has(mode)) continue;
      const ink = this.colour(obj, get);
      if (!ink) return 0;
      best = painted ? Math.min(best, 255 - contrast(ink, 255)) : 255 - contrast(ink, 255);
      painted = true;
    }
    return best;
  }

  /** Whether character i of text page tp, inked `ink`, is lost in what the page draws under it. */
  unseen(tp: number, i: number, ink: Ink): boolean {
    const bg = this.background(tp, i);
    const hidden = bg !== null && contrast(ink, bg) < this.s.hiddenInkContrast;
    if (hidden) this.hidden++;
    return hidden;
  }

  private colour(obj: number, get: (...a: number[]) => number): Ink | null {
    const s = this.p.scratch;
    if (!get(obj, s, s + 4, s + 8, s + 12)) return null;
    const [r, g, b, a] = new Uint32Array(this.p.heap().u8.buffer, s, 4);
    return { lum: 0.299 * r! + 0.587 * g! + 0.114 * b!, alpha: a! / 255 };
  }

  /** The median grey of the page as drawn round character i's box (null when the page cannot be drawn). */
  private background(tp: number, i: number): number | null {
    if (this.drawn === undefined) this.drawn = renderPage(this.p, this.page, this.s.hiddenCheckDpi, ROUGH);
    const d = this.drawn;
    if (!d) return null;
    const f = this.p.fn;
    const s = this.p.scratch;
    f.FPDFText_GetLooseCharBox!(tp, i, s + 32);
    const m = (s + 32) >> 2;
    const box = this.p.heap().f32.slice(m, m + 4); // left, top, right, bottom, in page space
    const [x0, y0] = this.toPixel(box[0]!, box[1]!, d);
    const [x1, y1] = this.toPixel(box[2]!, box[3]!, d);
    // Widened by half its height each side: a narrow glyph's box is mostly its own stroke (a white bold "I" on a dark
    // band read as white on white, and "INDUSTRY" lost its I); paper or band round it is what it is drawn over.
    const grey: number[] = [];
    const pad = Math.round(Math.abs(y1 - y0) / 2);
    for (let y = Math.max(0, Math.min(y0, y1)); y <= Math.min(d.height - 1, Math.max(y0, y1)); y++) {
      for (let x = Math.max(0, Math.min(x0, x1) - pad); x <= Math.min(d.width - 1, Math.max(x0, x1) + pad); x++) grey.push(d.data[y * d.width + x]!);
    }
    if (!grey.length) return null;
    grey.sort((a, b) => a - b);
    return grey[grey.length >> 1]!;
  }

  /** A point of page space -> its pixel in the page as drawn (PDFium's own transform, /Rotate included). */
  private toPixel(x: number, y: number, d: RenderedPage): [number, number] {
    const s = this.p.scratch;
    this.p.fn.FPDF_PageToDevice!(this.page, 0, 0, d.width, d.height, 0, x, y, s, s + 4);
    const out = new Int32Array(this.p.heap().u8.buffer, s, 2);
    return [out[0]!, out[1]!];
  }
}

/** How far ink stands out from a background grey, as drawn (its alpha blends it into the background). */
function contrast(ink: Ink, bg: number): number {
  return ink.alpha * Math.abs(ink.lum - bg);
}
