// Words drawn as outlines (issue 36, set 133; the pages issue): a producer that "prints as curves", a flattening tool
// that turns a filled form's values into paths, draws each glyph as a filled shape. A person reads those words; the
// text layer holds none of them (or holds stale words under them, made invisible). A page with many glyph-shaped fills
// where its text layer has nothing is read from its drawing (ocr/needs.ts), as a page whose layer lies is.
import type { Pdfium } from './pdfium.ts';
import type { Rect } from '../types.ts';
import { bounds } from './pdfium-form.ts';

const PATH = 2;            // FPDF_PAGEOBJ_PATH
const BEZIER = 1;          // FPDF_SEGMENT_BEZIERTO
const MOVETO = 2;          // FPDF_SEGMENT_MOVETO
const MAX_OBJECTS = 20000; // a page drawing more than this is a diagram or a map: not looked at

/** A glyph's shape: filled, a letter's size (2 to 40 points high, not much wider than a word), drawn with curves or
 *  with many straight pieces, not a box (a cell, a checkbox, a band: four sides) nor a rule. */
function glyphLike(p: Pdfium, obj: number, r: Rect): number {
  const f = p.fn, s = p.scratch;
  const w = r.x1 - r.x0, h = r.y1 - r.y0;
  if (h < 2 || h > 40 || w < 0.5 || w > 25 * h) return 0;
  if (!f.FPDFPath_GetDrawMode || !f.FPDFPath_GetDrawMode(obj, s, s + 4) || new Uint32Array(p.heap().u8.buffer, s, 1)[0] === 0) return 0;
  const n = f.FPDFPath_CountSegments!(obj);
  if (n < 6) return 0;
  let curves = 0, moves = 0;
  for (let i = 0; i < n && i < 4000; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg) continue;
    const t = f.FPDFPathSegment_GetType!(seg);
    if (t === BEZIER) curves++;
    else if (t === MOVETO) moves++;
  }
  // (A rounded box has four curves at its corners and one start: a glyph has more of either.)
  // (A word drawn as one path has a contour or two for each of its letters: counted as that many glyph shapes.)
  return curves >= 6 || (curves >= 2 && moves >= 2) || n >= 12 ? Math.max(1, moves) : 0;
}

/** A glyph-shaped fill's bounds, and how many contours it has (a word drawn as one path has many). */
export interface Outline extends Rect { contours: number }

/** The glyph-shaped fills of a loaded page that no text of its layer covers, in points from the page's top-left. */
export function outlineGlyphs(p: Pdfium, page: number, box: { left: number; top: number }, texts: Rect[]): Outline[] {
  const f = p.fn;
  const n = f.FPDFPage_CountObjects!(page);
  if (n > MAX_OBJECTS) return [];
  const out: Outline[] = [];
  for (let i = 0; i < n; i++) {
    const obj = f.FPDFPage_GetObject!(page, i);
    const r = obj && f.FPDFPageObj_GetType!(obj) === PATH ? bounds(p, obj, box) : null;
    if (!r) continue;
    const contours = glyphLike(p, obj, r);
    if (!contours) continue;
    const cx = (r.x0 + r.x1) / 2, cy = (r.y0 + r.y1) / 2;
    if (texts.some((q) => cx >= q.x0 - 1 && cx <= q.x1 + 1 && cy >= q.y0 - 1 && cy <= q.y1 + 1)) continue;
    out.push({ ...r, contours });
  }
  return out;
}

/** Words drawn as outlines on the page, a person reads them as text: glyph shapes enough (40 contours), on three lines
 *  or more (a logo's lettering is one or two). Returns how many contours, 0 when they are not words. */
export function outlinedWords(glyphs: Outline[]): number {
  const n = glyphs.reduce((k, g) => k + g.contours, 0);
  if (n < 40) return 0;
  const lines: number[] = [];
  for (const g of [...glyphs].sort((a, b) => a.y1 - b.y1)) {
    const base = g.y1;
    if (!lines.some((y) => Math.abs(y - base) < 3)) lines.push(base);
  }
  return lines.length >= 3 ? n : 0;
}
