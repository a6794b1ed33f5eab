// What a PDF viewer's tools leave on a page (issue 36): a form filled in Acrobat's Fill & Sign, macOS Preview, a
// browser's editor or a typewriter tool keeps its values as annotations, not as page text: a FreeText annotation
// (its Contents, its font size in /DA, drawn by its appearance stream in its Rect) for each value typed, and for a
// checkbox an "X" or a tick typed the same way, an ink stroke or a check-mark stamp. A person sees them on the page
// as if printed there. They are read here as text where they are drawn and as marks; the text goes to the form
// reader alone (PageForm.notes): a reviewer's comment typed on a bank statement is no transaction of it.
import type { Pdfium } from './pdfium.ts';
import { annotString } from './pdfium-strings.ts';
import type { PageForm, Rect, TextItem } from '../types.ts';

const FREETEXT = 3, CIRCLE = 6, STRIKEOUT = 12, STAMP = 13, INK = 15; // FPDF_ANNOT_*
const HIDDEN = 2, NOVIEW = 32;            // annotation flags: not drawn on the page
/** Points: a check mark drawn or stamped is a checkbox's size; a signature drawn with the pen tool is larger. */
const MARK_MAX = 30;
/** A FreeText that is only a mark: an X or a tick typed into a box. */
const MARK_TEXT = /^\s*[xX✓✔✗✘√☑☒]\s*$/;

interface PageBoxLike { left: number; top: number }

/** The page's visible non-widget annotations: FreeText as text items (in `notes`) or a mark, small ink strokes and
 *  stamps as marks, an ellipse round a word or two as a ring, a strike-out as a stroke through what it covers. */
export function readAnnotations(p: Pdfium, page: number, box: PageBoxLike, form: PageForm): void {
  const f = p.fn;
  const n = f.FPDFPage_GetAnnotCount!(page);
  for (let i = 0; i < n && i < 2000; i++) {
    const annot = f.FPDFPage_GetAnnot!(page, i);
    if (!annot) continue;
    try {
      const type = f.FPDFAnnot_GetSubtype!(annot);
      if (type !== FREETEXT && type !== STAMP && type !== INK && type !== CIRCLE && type !== STRIKEOUT) continue;
      if (f.FPDFAnnot_GetFlags && f.FPDFAnnot_GetFlags(annot) & (HIDDEN | NOVIEW)) continue;
      const rect = annotRect(p, annot, box);
      if (!rect) continue;
      const w = rect.x1 - rect.x0, h = rect.y1 - rect.y0;
      // (The viewer's ellipse tool drawn round a printed option, "circle one": a ring, as a circle drawn on the page is.)
      if (type === CIRCLE) {
        if (w <= 220 && h <= 40 && w >= h && h >= 6) (form.rings ??= []).push(rect);
        continue;
      }
      // (The viewer's strike-out tool over a value: a line through the middle of what it covers, as a pen's strike is.)
      if (type === STRIKEOUT) {
        const mid = (rect.y0 + rect.y1) / 2;
        if (w >= 6) (form.strokes ??= []).push({ x0: rect.x0, x1: rect.x1, y0: mid - 0.5, y1: mid + 0.5 });
        continue;
      }
      if (type !== FREETEXT) {
        if (w >= 3 && h >= 3 && w <= MARK_MAX && h <= MARK_MAX) form.marks.push(rect);
        continue;
      }
      const text = annotString(p, annot, 'Contents') ?? plain(annotString(p, annot, 'RC'));
      if (!text?.trim()) continue;
      if (MARK_TEXT.test(text) && w <= MARK_MAX && h <= MARK_MAX) { form.marks.push(rect); continue; }
      (form.notes ??= []).push(...textItems(text, rect, fontSize(annotString(p, annot, 'DA'), annotString(p, annot, 'DS')), i));
    } finally {
      f.FPDFPage_CloseAnnot!(annot);
    }
  }
}

/** The lines of a FreeText's text as a person sees them in its box: from its top, a line's height apart, at the size
 *  its /DA sets (or the box's height shared among its lines when it sets none). */
export function textItems(text: string, r: Rect, size: number | null, n: number): TextItem[] {
  const lines = text.split(/\r\n|\r|\n/);
  const h = r.y1 - r.y0;
  const s = size && size > 0 ? size : Math.max(4, Math.min(24, h / lines.length / 1.2));
  const out: TextItem[] = [];
  lines.forEach((line, i) => {
    const str = line.replace(/\s+/g, ' ').trim();
    if (!str) return;
    // (The first line's baseline a font's ascent below the box's top and its padding; never below the box's bottom.)
    const y = Math.min(r.y0 + 1 + s * (0.85 + 1.15 * i), r.y1 - s * 0.15);
    const lead = line.length - line.trimStart().length;
    out.push({ str, x: r.x0 + 2 + lead * s * 0.5, y, w: Math.max(s, Math.min(r.x1 - r.x0 - 2, str.length * s * 0.5)), h: s, font: `annot:${n}` });
  });
  return out;
}

/** The font size a FreeText's default appearance sets ("/Helv 10 Tf"), or its rich-text style's ("font: Helvetica 10pt"). */
export function fontSize(da: string | null, ds: string | null): number | null {
  const m = /(\d+(?:\.\d+)?)\s+Tf\b/.exec(da ?? '') ?? /(\d+(?:\.\d+)?)\s*pt\b/.exec(ds ?? '');
  return m && Number(m[1]) > 0 ? Number(m[1]) : null;
}

/** A rich-text body (XHTML) as its plain text, its paragraphs a line each. */
function plain(rc: string | null): string | null {
  if (!rc) return null;
  return rc.replace(/<\/(?:p|div)>|<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function annotRect(p: Pdfium, annot: number, box: PageBoxLike): Rect | null {
  const s = p.scratch;
  if (!p.fn.FPDFAnnot_GetRect!(annot, s)) return null;
  const fl = p.heap().f32;
  const [l, t, r, b] = [fl[s >> 2]!, fl[(s >> 2) + 1]!, fl[(s >> 2) + 2]!, fl[(s >> 2) + 3]!];
  return { x0: Math.min(l, r) - box.left, x1: Math.max(l, r) - box.left, y0: box.top - Math.max(t, b), y1: box.top - Math.min(t, b) };
}
