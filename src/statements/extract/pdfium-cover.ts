// Text a patch covers is not seen. Paper corrected with a white correction patch (a tape or a fluid's box) keeps the
// old value in its text layer: the value was typed first, then an opaque white rectangle drawn over it, then the new
// value written on the patch. A person sees only the new one; the text layer gives both, and a form read the old tax ID
// "41-3470819" under the new "41-3440819". A glyph is not read when a plain opaque white rectangle drawn after it, the
// size of a value or a few (not a page's background), covers most of it.
//
// The cost on a page without such a patch is one pass over its objects' types and a fill colour per filled path; the
// glyphs are judged only on a page with a patch, and only those of text objects drawn before it.
import type { Pdfium } from './pdfium.ts';

const TEXT = 1;            // FPDF_PAGEOBJ_TEXT
const PATH = 2;            // FPDF_PAGEOBJ_PATH
const MAX_OBJECTS = 20000; // a page drawing more than this is not judged (as pdfium-form.ts reads no drawing there)
const PATCH_MAX_H = 60;    // points: a patch covers a value or a few lines of one, never a page
const PATCH_MAX_W = 420;

/** A patch in page space (PDF points, y up) and the order it was drawn in. */
interface Patch { l: number; b: number; r: number; t: number; at: number }

/** One page's patches: which text objects were drawn before which patch (null when the page draws none). */
export class PageCover {
  private readonly patches: Patch[];
  private readonly order = new Map<number, number>();
  /** Text objects drawn after a patch, by the order they were drawn in (`after`), with their glyphs' boxes once asked. */
  private readonly after: { obj: number; at: number; glyphs?: [number, number, number, number][] }[];
  private constructor(patches: Patch[], order: Map<number, number>, after: PageCover['after']) { this.patches = patches; this.order = order; this.after = after; }

  static of(p: Pdfium, page: number): PageCover | null {
    const f = p.fn;
    if (!f.FPDFPage_CountObjects || !f.FPDFPath_GetDrawMode || !f.FPDFPageObj_GetFillColor) return null;
    const n = f.FPDFPage_CountObjects(page);
    if (n > MAX_OBJECTS) return null;
    const patches: Patch[] = [];
    for (let i = 0; i < n; i++) {
      const obj = f.FPDFPage_GetObject!(page, i);
      if (obj && f.FPDFPageObj_GetType!(obj) === PATH) { const r = patchOf(p, obj); if (r) patches.push({ ...r, at: i }); }
    }
    if (!patches.length) return null;
    const order = new Map<number, number>(), after: PageCover['after'] = [];
    const last = Math.max(...patches.map((q) => q.at)), first = Math.min(...patches.map((q) => q.at));
    for (let i = 0; i < n; i++) {
      const obj = f.FPDFPage_GetObject!(page, i);
      if (!obj || f.FPDFPageObj_GetType!(obj) !== TEXT) continue;
      if (i < last) order.set(obj, i);
      if (i > first) after.push({ obj, at: i });
    }
    return new PageCover(patches, order, after);
  }

  /**
   * Whether a glyph hidden under `patches` is seen after all: the correction written on the patch has the same
   * character at the same place ("40" over "50"), and PDFium keeps only the first of two like glyphs drawn on one
   * another (a fake bold's), the covered one. A text object drawn after the patch spans the glyph's middle and none of
   * its own glyphs is there: its glyph there was the one dropped, and the glyph is read as its (that object is returned).
   */
  seenAgain(p: Pdfium, tp: number, count: number, patches: Patch[], l: number, t: number, r: number, b: number): number | null {
    const f = p.fn, s = p.scratch, cx = (l + r) / 2, cy = (t + b) / 2;
    const from = Math.min(...patches.map((q) => q.at));
    for (const a of this.after) {
      if (a.at <= from || !f.FPDFPageObj_GetBounds!(a.obj, s, s + 4, s + 8, s + 12)) continue;
      const fl = p.heap().f32, [ol, ob, or, ot] = [fl[s >> 2]!, fl[(s >> 2) + 1]!, fl[(s >> 2) + 2]!, fl[(s >> 2) + 3]!];
      if (cx < ol || cx > or || cy < ob || cy > ot) continue;
      a.glyphs ??= glyphsOf(p, tp, count, a.obj);
      if (a.glyphs.some(([gl, gt, gr, gb]) => cx >= gl && cx <= gr && cy >= gb && cy <= gt)) continue;
      // (The place left for it is its own: the glyph before ends where it starts, in the same size, and the one after
      // starts where it ends or later. A word's space is no place for a letter of the old value.)
      const w = r - l, size = t - b;
      const before = a.glyphs.filter(([gl]) => gl < cx).sort((x, y) => y[0] - x[0])[0], after = a.glyphs.filter(([gl]) => gl >= cx).sort((x, y) => x[0] - y[0])[0];
      if (before && Math.abs(before[2] - l) <= 0.35 * w && Math.abs(before[1] - before[3] - size) <= 0.25 * size && (!after || after[0] >= r - 0.35 * w)) return a.obj;
    }
    return null;
  }

  /** The patches drawn after text object `obj` (none for text drawn last, or inside a form XObject). */
  over(obj: number): Patch[] {
    const at = this.order.get(obj);
    return at === undefined ? [] : this.patches.filter((q) => q.at > at);
  }

  /** Whether a glyph's box (page space: left, top, right, bottom) lies mostly under one of `patches`. */
  static hides(patches: Patch[], l: number, t: number, r: number, b: number): boolean {
    const area = Math.max(1e-3, (r - l) * (t - b));
    return patches.some((q) => Math.max(0, Math.min(r, q.r) - Math.max(l, q.l)) * Math.max(0, Math.min(t, q.t) - Math.max(b, q.b)) >= 0.6 * area);
  }
}

/** The loose boxes (left, top, right, bottom) of the glyphs PDFium gives for text object `obj`, its own spaces aside. */
function glyphsOf(p: Pdfium, tp: number, count: number, obj: number): [number, number, number, number][] {
  const f = p.fn, s = p.scratch, out: [number, number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    // (A space typed is a glyph's place too, a monospaced one a letter's width: only PDFium's own spaces are none.)
    if (f.FPDFText_GetTextObject!(tp, i) !== obj || (f.FPDFText_GetUnicode!(tp, i) === 0x20 && f.FPDFText_IsGenerated!(tp, i) === 1)) continue;
    f.FPDFText_GetLooseCharBox!(tp, i, s);
    const fl = p.heap().f32;
    out.push([fl[s >> 2]!, fl[(s >> 2) + 1]!, fl[(s >> 2) + 2]!, fl[(s >> 2) + 3]!]);
  }
  return out;
}

/** A path filled opaque white, drawn as a plain rectangle the size of a value: its bounds, else null. */
function patchOf(p: Pdfium, obj: number): Omit<Patch, 'at'> | null {
  const f = p.fn, s = p.scratch;
  const u32 = () => new Uint32Array(p.heap().u8.buffer, s, 4);
  if (!f.FPDFPath_GetDrawMode!(obj, s, s + 4) || u32()[0] === 0) return null;
  if (!f.FPDFPageObj_GetFillColor!(obj, s, s + 4, s + 8, s + 12)) return null;
  const [cr, cg, cb, ca] = u32();
  if (ca! < 250 || cr! < 240 || cg! < 240 || cb! < 240) return null;
  if (!f.FPDFPageObj_GetBounds!(obj, s, s + 4, s + 8, s + 12)) return null;
  const fl = p.heap().f32;
  const [l, b, r, t] = [fl[s >> 2]!, fl[(s >> 2) + 1]!, fl[(s >> 2) + 2]!, fl[(s >> 2) + 3]!];
  if (r - l < 4 || t - b < 4 || r - l > PATCH_MAX_W || t - b > PATCH_MAX_H) return null;
  return rectangle(p, obj) ? { l, b, r, t } : null;
}

/** Whether the path is a plain rectangle: four or five straight segments, each level or upright. */
function rectangle(p: Pdfium, obj: number): boolean {
  const f = p.fn, s = p.scratch;
  const n = f.FPDFPath_CountSegments!(obj);
  if (n < 4 || n > 6) return false;
  let px = NaN, py = NaN;
  for (let i = 0; i < n; i++) {
    const seg = f.FPDFPath_GetPathSegment!(obj, i);
    if (!seg || !f.FPDFPathSegment_GetPoint!(seg, s, s + 4)) return false;
    const x = p.heap().f32[s >> 2]!, y = p.heap().f32[(s >> 2) + 1]!;
    if (f.FPDFPathSegment_GetType!(seg) === 1) return false;
    if (i > 0 && Math.abs(x - px) > 0.5 && Math.abs(y - py) > 0.5) return false;
    px = x; py = y;
  }
  return true;
}
