// Text a viewer does not draw, beside pale ink (pdfium-ink.ts) and white patches (pdfium-cover.ts): a form made by odd
// software carries a template's sample values and a previous applicant's in its text layer, where no one sees them, and
// a form read "Sample Merchant LLC" into the legal name a person reads as "Oak & Ember Flowers Inc.".
//  - Invisible text (render mode 3, or 7: clip only) is the OCR layer of a scan, laid over its picture, and there it is
//    read: it is all such a page has. Invisible text on a page that draws its own text, and not over a picture, is text
//    no one sees: not read.
//  - A glyph drawn wholly outside its clipping path leaves no ink (a previous applicant's name kept under a clip the
//    size of a dot): not read. The clip is judged by its paths' bounds, so a glyph the clip may show is always read;
//    and only where the glyph lies in its object's bounds (the object drawn in the page's own space: inside a form
//    XObject the clip is the form's, in the form's space, and is not judged).
//
// The cost on a page with no such text is two calls per text object (its render mode and its clip); the page's objects
// are walked (for pictures and drawn text) only on its first invisible text object.
import type { Pdfium } from './pdfium.ts';

const TEXT = 1;            // FPDF_PAGEOBJ_TEXT
const IMAGE = 3;           // FPDF_PAGEOBJ_IMAGE
const FORM = 5;            // FPDF_PAGEOBJ_FORM
const MAX_OBJECTS = 20000; // a page drawing more than this is not walked (its invisible text is read, as before)
const INVISIBLE: ReadonlySet<number> = new Set([3, 7]);

/** A rectangle in page space (PDF points, y up). */
interface Box { l: number; b: number; r: number; t: number }
/** How a text object's glyphs can show: `invisible` when it is drawn in no ink; `clip`, the bounds it can show in. */
export interface Unseen { invisible: boolean; clip: Box | null; own: Box | null }

/** One page's check of invisible and clipped text, per text object. */
export class PageUnseen {
  private pictures: Box[] | undefined;
  private drawsText = false;
  private readonly p: Pdfium;
  private readonly page: number;
  constructor(p: Pdfium, page: number) { this.p = p; this.page = page; }

  /** How text object `obj` can show; null when it shows as drawn (the common case). */
  of(obj: number): Unseen | null {
    const f = this.p.fn;
    if (!obj || !f.FPDFTextObj_GetTextRenderMode || !f.FPDFPageObj_GetClipPath) return null;
    let invisible = INVISIBLE.has(f.FPDFTextObj_GetTextRenderMode(obj));
    if (invisible) {
      if (this.pictures === undefined) this.walk();
      // Only invisible text on a page with drawn text is judged: a scan's OCR layer over a page with no other text stays.
      invisible = this.drawsText;
    }
    const clip = clipBounds(this.p, f.FPDFPageObj_GetClipPath(obj));
    return invisible || clip ? { invisible, clip, own: clip ? bounds(this.p, obj) : null } : null;
  }

  /** Whether a glyph's box (page space: left, top, right, bottom) of a text object judged `u` is not seen. */
  hides(u: Unseen, l: number, t: number, r: number, b: number): boolean {
    const cx = (l + r) / 2, cy = (t + b) / 2;
    if (u.clip && inside(u.own, cx, cy, 2) && (Math.min(r, u.clip.r) <= Math.max(l, u.clip.l) || Math.min(t, u.clip.t) <= Math.max(b, u.clip.b))) return true;
    if (!u.invisible) return false;
    return !this.pictures!.some((q) => inside(q, cx, cy, 0));
  }

  /** Reads the page's pictures (images, and forms holding one) and whether it draws text of its own. */
  private walk(): void {
    const f = this.p.fn;
    this.pictures = [];
    const n = f.FPDFPage_CountObjects!(this.page);
    if (n > MAX_OBJECTS) return;
    for (let i = 0; i < n; i++) {
      const obj = f.FPDFPage_GetObject!(this.page, i);
      const type = obj ? f.FPDFPageObj_GetType!(obj) : 0;
      if (type === TEXT && !INVISIBLE.has(f.FPDFTextObj_GetTextRenderMode!(obj))) this.drawsText = true;
      const inner = type === FORM ? this.inForm(obj, 0) : null;
      if (inner?.text) this.drawsText = true;
      if (type === IMAGE || inner?.image) { const q = bounds(this.p, obj); if (q) this.pictures.push(q); }
    }
  }

  /** Whether a form object holds an image, and drawn text, a few forms deep. */
  private inForm(form: number, depth: number): { image: boolean; text: boolean } {
    const f = this.p.fn;
    const out = { image: false, text: false };
    if (depth > 4 || !f.FPDFFormObj_CountObjects) return out;
    const n = Math.min(f.FPDFFormObj_CountObjects(form), MAX_OBJECTS);
    for (let i = 0; i < n; i++) {
      const obj = f.FPDFFormObj_GetObject!(form, i);
      const type = obj ? f.FPDFPageObj_GetType!(obj) : 0;
      if (type === IMAGE) out.image = true;
      if (type === TEXT && !INVISIBLE.has(f.FPDFTextObj_GetTextRenderMode!(obj))) out.text = true;
      if (type === FORM) { const q = this.inForm(obj, depth + 1); out.image ||= q.image; out.text ||= q.text; }
    }
    return out;
  }
}

/** Whether point (x, y) lies in box q, widened by `pad`. */
function inside(q: Box | null, x: number, y: number, pad: number): boolean {
  return !!q && x >= q.l - pad && x <= q.r + pad && y >= q.b - pad && y <= q.t + pad;
}

function bounds(p: Pdfium, obj: number): Box | null {
  const s = p.scratch;
  if (!p.fn.FPDFPageObj_GetBounds!(obj, s, s + 4, s + 8, s + 12)) return null;
  const fl = p.heap().f32;
  return { l: fl[s >> 2]!, b: fl[(s >> 2) + 1]!, r: fl[(s >> 2) + 2]!, t: fl[(s >> 2) + 3]! };
}

/** The bounds a clip path lets ink through (the meet of its paths' bounds), or null for no clip (or one not read). */
function clipBounds(p: Pdfium, clip: number): Box | null {
  const f = p.fn, s = p.scratch;
  if (!clip) return null;
  const paths = f.FPDFClipPath_CountPaths!(clip);
  let out: Box | null = null;
  for (let i = 0; i < paths; i++) {
    const n = f.FPDFClipPath_CountPathSegments!(clip, i);
    if (n <= 0) continue;
    const q: Box = { l: Infinity, b: Infinity, r: -Infinity, t: -Infinity };
    for (let j = 0; j < n; j++) {
      const seg = f.FPDFClipPath_GetPathSegment!(clip, i, j);
      if (!seg || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) return null;
      const x = p.heap().f32[s >> 2]!, y = p.heap().f32[(s >> 2) + 1]!;
      q.l = Math.min(q.l, x); q.r = Math.max(q.r, x); q.b = Math.min(q.b, y); q.t = Math.max(q.t, y);
    }
    out = out ? { l: Math.max(out.l, q.l), b: Math.max(out.b, q.b), r: Math.min(out.r, q.r), t: Math.min(out.t, q.t) } : q;
  }
  return out;
}
