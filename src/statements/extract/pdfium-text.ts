// A document's pages as text runs, read with PDFium (pdfium.ts), in the shape pdf.js gave (pdf.ts: TextItem, top-left
// coordinates, y the baseline). PDFium gives characters; a run is built here the way pdf.js builds its text items, so
// that the layout's proportional word positions (layout.ts) come out the same:
//  - a run is characters of one font on one baseline, each starting where the previous one ended, give or take: a gap
//    over 0.102 of the font size puts a space in the run (unless one is there), a gap over 0.6 of it, a step back, or a
//    change of line or font ends the run (pdf.js's TRACKING_SPACE_FACTOR and SPACE_IN_FLOW_MAX_FACTOR);
//  - spaces and line ends PDFium generates itself are ignored (its own reading order, not ours);
//  - text placed outside the page (its origin beyond the crop box) is dropped, as pdf.js does;
//  - the font size is the Tf size through the text matrix (a page that scales its text with the matrix prints 1 pt
//    text scaled 9 times), falling back to the character box's height.
// The raw item count, which the item caps count, is runs plus the gaps and line ends between them: what pdf.js reports.
import type { Pdfium } from './pdfium.ts';
import { pageImages, type PlacedGray } from './pdfium-images.ts';
import { renderPage, type RenderedPage } from './pdfium-render.ts';
import { RunBuilder, type Glyph } from './pdfium-runs.ts';
import { pdfDateToIso, TooManyTextItems, type PdfInfo, type PdfOpenError } from './pdf.ts';
import type { PageText } from '../types.ts';
import { readPageForm } from './pdfium-form.ts';
import { outlineGlyphs, outlinedWords } from './pdfium-outlines.ts';
import type { ExtractSettings } from '../settings.ts';
import { frameOf, pageTurn, slanted, type Frame } from './orientation.ts';
import { turnForm } from './form-turn.ts';
import { PageInk, type Ink } from './pdfium-ink.ts';
import { PageCover } from './pdfium-cover.ts';
import { PageUnseen, type Unseen } from './pdfium-unseen.ts';
import { fontOf, metaText, type PageFont } from './pdfium-fonts.ts';

const FPDF_ERR_PASSWORD = 4;

export interface PdfiumDoc {
  info: PdfInfo;
  readPage(n: number, maxItems?: number): PageText;
  /** The page's images decoded in grey for OCR (pdfium-images.ts); null when PDFium cannot give them plainly. */
  images(n: number, maxPixels: number): PlacedGray[] | null;
  /** The page drawn in grey at `dpi`, for OCR of a page whose text layer lies (pdfium-render.ts). */
  render(n: number, dpi: number): RenderedPage | null;
  close(): void;
}

/** Opens a PDF with the caller's PDFium (engines.ts); classifies failures as encrypted or corrupt instead of throwing. */
export async function openPdfium(p: Pdfium, bytes: Uint8Array, s: ExtractSettings): Promise<PdfiumDoc | { error: PdfOpenError; message: string }> {
  const f = p.fn;
  const buf = p.malloc(Math.max(1, bytes.length));
  p.heap().u8.set(bytes, buf);
  let doc = 0;
  try {
    doc = f.FPDF_LoadMemDocument!(buf, bytes.length, 0);
  } catch (err) {
    return aborted(p, err);
  }
  if (!doc) {
    const code = f.FPDF_GetLastError!();
    p.free(buf);
    return { error: code === FPDF_ERR_PASSWORD ? 'encrypted' : 'corrupt', message: `PDFium could not open the file (error ${code})` };
  }
  const fonts = new Map<string, string>();
  // (The pages read as forms so far: a form's later page, an answer sheet naming none of the form's words, is one too.)
  const formPages = new Set<number>();
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    if (!p.dead) { f.FPDF_CloseDocument!(doc); p.free(buf); }
  };
  const pages = f.FPDF_GetPageCount!(doc);
  const meta = (tag: string) => metaText(p, doc, tag);
  const info: PdfInfo = {
    pages,
    producer: meta('Producer'),
    creator: meta('Creator'),
    creation_date: pdfDateToIso(meta('CreationDate')),
    mod_date: pdfDateToIso(meta('ModDate')),
  };
  return {
    info,
    close,
    readPage(n, maxItems = Infinity) {
      if (!open) throw new Error('document closed');
      try {
        return readPage(p, doc, n, maxItems, fonts, s, formPages);
      } catch (err) {
        if (p.dead) close();
        throw err;
      }
    },
    images(n, maxPixels) {
      if (!open) throw new Error('document closed');
      return onPage(p, doc, n, close, (page) => pageImages(p, page, pageBox(p, page, f.FPDF_GetPageWidthF!(page), f.FPDF_GetPageHeightF!(page)), maxPixels));
    },
    render(n, dpi) {
      if (!open) throw new Error('document closed');
      return onPage(p, doc, n, close, (page) => renderPage(p, page, dpi));
    },
  };
}

/** `fn` on page n loaded, or null when it does not load; a wasm trap leaves this PDFium dead and the document closed. */
function onPage<T>(p: Pdfium, doc: number, n: number, close: () => void, fn: (page: number) => T): T | null {
  const page = p.fn.FPDF_LoadPage!(doc, n - 1);
  if (!page) return null;
  try {
    return fn(page);
  } catch (err) {
    if ((err as Error)?.name === 'RuntimeError') { p.dead = true; close(); }
    throw err;
  } finally {
    if (!p.dead) p.fn.FPDF_ClosePage!(page);
  }
}

/** A wasm trap (PDFium ran out of memory or aborted): the instance is unusable; the next document gets a new one. */
function aborted(p: Pdfium, err: unknown): { error: PdfOpenError; message: string } {
  p.dead = true;
  return { error: 'corrupt', message: `PDFium stopped: ${(err as Error)?.message ?? String(err)}` };
}




function readPage(p: Pdfium, doc: number, n: number, maxItems: number, docFonts: Map<string, string>, settings: ExtractSettings, formPages: Set<number>): PageText {
  const f = p.fn;
  const page = f.FPDF_LoadPage!(doc, n - 1);
  if (!page) throw new Error(`page ${n} could not be read`);
  let tp = 0;
  try {
    // PDFium keeps page sizes as 32-bit floats; pdf.js as the file wrote them (595.276, not 595.2760009765625).
    const width = Number(f.FPDF_GetPageWidthF!(page).toPrecision(7));
    const height = Number(f.FPDF_GetPageHeightF!(page).toPrecision(7));
    tp = f.FPDFText_LoadPage!(page);
    if (!tp) throw new Error(`page ${n} text could not be read`);
    // The page is read turned the way its text runs (orientation.ts): coordinates from here on are the turned page's.
    const count = f.FPDFText_CountChars!(tp);
    const codes = pageCodes(p, tp, count);
    // (A fillable form's fields are read first: their values are read as a person sees them, and vote.)
    const own = f.FPDFPage_GetAnnotCount!(page) > 0 ? readPageForm(p, doc, page, pageBox(p, page, width, height)) : null;
    const turn = pageTurn(p, tp, count, codes, settings.rotatedSlope, own?.fields);
    const fr = frameOf(turn, pageBox(p, page, width, height), width, height, f.FPDFPage_GetRotation!(page));
    const runs = new RunBuilder(fr.height, maxItems, () => { throw new TooManyTextItems(n, maxItems); }, settings);
    const unmapped = addChars(p, tp, { count, codes, fr, ink: new PageInk(p, page, settings), cover: PageCover.of(p, page), unseen: new PageUnseen(p, page) }, docFonts, runs, settings);
    runs.finish();
    // A form's fields and drawing, only where the page may be a form: its widgets or its words say so (read in the page's
    // own coordinates, then turned with its text: form-turn.ts). (Or words written a few degrees off level, a hand's: a
    // form's later page naming none of its words, a thread's "their name?" over "Tomas De La Cruz", keeps them.)
    const box = pageBox(p, page, width, height);
    // Words drawn as outlines where the layer holds nothing (pdfium-outlines.ts): counted on a page read upright.
    const outlines = turn === 0 ? outlinedWords(outlineGlyphs(p, page, box, runs.items.map((i) => ({ x0: i.x, x1: i.x + i.w, y0: i.y - i.h, y1: i.y + i.h / 4 })))) : 0;
    // (Or the page after a form's page: the form's answer sheet, "A3  Corporation [ ] LLC [ ]", its ticks drawn.)
    const asForm = f.FPDFPage_GetAnnotCount!(page) > 0 || runs.tilted.length > 0 || FORM_WORDS.test(runs.items.map((i) => i.str).join(' '));
    if (asForm) formPages.add(n);
    const form = asForm || formPages.has(n - 1) ? turnForm(own ?? readPageForm(p, doc, page, box), fr, box) : null;
    if (form && runs.tilted.length) form.tilted = runs.tilted;
    if (form && runs.turned.length) form.turned = runs.turned;
    return { page: n, width: Number(fr.width.toPrecision(7)), height: Number(fr.height.toPrecision(7)), items: runs.items, rawItems: runs.raw, ...(unmapped ? { unmapped } : {}), ...(outlines ? { outlines } : {}), ...(form ? { form } : {}) };
  } catch (err) {
    // A wasm trap (out of memory, an abort inside PDFium) leaves the instance unusable: the next document gets a new one.
    if ((err as Error)?.name === 'RuntimeError') p.dead = true;
    throw err;
  } finally {
    if (!p.dead) {
      if (tp) f.FPDFText_ClosePage!(tp);
      f.FPDF_ClosePage!(page);
    }
  }
}

/** Words of a form a person fills (an application, a check): the pages whose drawing is worth reading. */
// (French and Spanish forms' words too: "Demande", "Raison sociale", "Propriétaire", "Solicitud", "Firma".)
// (A phone form's later step, one to a page, asks the request without those words: "Step 3 of 4", "Amount requested".)
// (Or a form worded in other words a broker's form prints: "Federal Employer ID", "Trading As", "Social", "Nature of
// Business", "Capital Sought".)
const FORM_WORDS = /(?<![\p{L}])(?:applica(?:nt|tion)|owner(?:ship)?|signature|ein|fein|tax id|legal name|dba|federal employer|employer id|trading as|sole proprietor(?:ship)?|social security|ssn|guarantors?|years in business|nature of business|business organization|capital (?:sought|requested)|funding request|percent owned|pay to the order|void|amount requested|requested amount|step \d+ of \d+|demande|raison sociale|propriétaires?|numéro d'entreprise|solicitud|razón social|propietarios?|firma)(?![\p{L}])/iu;
/** A text page's characters: their count, their codes read at once (null: one by one), the frame they are read in,
 *  and the checks of glyphs a person does not see (pdfium-ink.ts; under a patch drawn over them: pdfium-cover.ts;
 *  invisible or clipped away: pdfium-unseen.ts). */
interface PageChars { count: number; codes: Uint16Array | null; fr: Frame; ink: PageInk; cover: PageCover | null; unseen: PageUnseen }

/** Adds the shown characters of text page tp to the runs, one glyph at a time, in the page's frame (orientation.ts);
 *  returns the glyphs that map to no character (the text layer check counts them: layer-trust.ts). */
function addChars(p: Pdfium, tp: number, { count, codes, fr, ink, cover, unseen }: PageChars, docFonts: Map<string, string>, runs: RunBuilder, settings: ExtractSettings): number {
  const f = p.fn, s = p.scratch, d = s >> 3, m = (s + 32) >> 2;
  let lastObj = -1;
  const g: Glyph = { ch: '', x: 0, y: 0, end: 0, tf: 0, sx: 1, h: 0, font: '', fontName: '', rotated: false, tilted: false, turned: false };
  const pageFonts = new Map<number, PageFont>();
  let type3 = false;
  let pale: Ink | null = null, under: ReturnType<PageCover['over']> = [], hid: Unseen | null = null;
  const again = new Map<number, Owed[]>();
  const { ux, uy, dx, dy, box } = fr;
  let unmapped = 0;
  // Views of the wasm heap; fontOf allocates (a font's name), which can grow the memory and detach them: read again then.
  let { f64, f32 } = p.heap();
  for (let i = 0; i < count; i++) {
    const u = codes ? codes[i]! : f.FPDFText_GetUnicode!(tp, i);
    if (u === 0 || u === 0xfffe || u === 0xffff) { unmapped++; continue; }
    if (u === 0x0d || u === 0x0a) continue;
    // Only spaces and line ends are generated (PDFium's own word and line breaks): ours come from the positions.
    if (u === 0x20 && f.FPDFText_IsGenerated!(tp, i) === 1) continue;
    const obj = f.FPDFText_GetTextObject!(tp, i);
    if (obj !== lastObj) {
      payOwed(again, lastObj, g, runs);
      lastObj = obj;
      const font = fontOf(p, obj ? f.FPDFTextObj_GetFont!(obj) : 0, docFonts, pageFonts);
      hid = unseen.of(obj);
      if (f64.length === 0) ({ f64, f32 } = p.heap()); // a detached view reads as empty
      g.font = font.key; g.fontName = font.name; type3 = font.type3;
      pale = ink.pale(obj);
      g.light = ink.lightness(obj);
      under = cover ? cover.over(obj) : [];
      sizeGlyph(p, tp, i, type3, f32, g, fr, settings);
    }
    f.FPDFText_GetCharOrigin!(tp, i, s, s + 8);
    // The origin in the frame: for an upright page exactly PDFium's x and y.
    const x = ux * f64[d]! + uy * f64[d + 1]! - dx;
    const y = -uy * f64[d]! + ux * f64[d + 1]! - dy;
    f.FPDFText_GetLooseCharBox!(tp, i, s + 32);
    // (A glyph under a white patch drawn after it is not seen: the correction written on the patch is, oweIfSeen.)
    const glyphBox = [f32[m]!, f32[m + 1]!, f32[m + 2]!, f32[m + 3]!];
    if (under.length && PageCover.hides(under, ...(glyphBox as [number, number, number, number]))) { oweIfSeen(p, { tp, count, cover: cover!, under, again }, glyphBox, { ch: String.fromCodePoint(u), x, y, end: x }, dx); ({ f64, f32 } = p.heap()); continue; }
    if (hid && unseen.hides(hid, f32[m]!, f32[m + 1]!, f32[m + 2]!, f32[m + 3]!)) continue;
    // FS_RECTF: left, top, right, bottom: from the origin to the advance, but for a Type3 font the glyph's drawn box.
    // Along a turned frame the advance ends at the box's far side in the reading direction (one of two corners).
    let right = fr.turn === 0 ? f32[m + 2]! : Math.max(ux * f32[m]! + uy * f32[m + 3]!, ux * f32[m + 2]! + uy * f32[m + 1]!) - dx;
    if (type3 || fr.turn === 0) right = glyphEnd(x, right, type3, nextOrigin(p, tp, i, count, obj, fr));
    right = Math.max(x, right);
    // Text placed outside the page is not shown, and pdf.js leaves it out.
    if (right < box.left || x > box.right || y < box.bottom || y > box.top) continue;
    // A glyph in the paper's colour over paper is not seen, and not read (drawing the page can move the heap: read again).
    if (pale) {
      const unseen = ink.unseen(tp, i, pale);
      ({ f64, f32 } = p.heap());
      if (unseen) continue;
    }
    payOwed(again, obj, g, runs, x, y);
    g.ch = String.fromCodePoint(u); g.x = x; g.y = y; g.end = right;
    if (g.turned) runs.addTurned(g); else runs.add(g);
  }
  payOwed(again, lastObj, g, runs);
  return unmapped;
}

type Owed = { ch: string; x: number; y: number; end: number };
/** A glyph hidden under a patch owed to the text drawn over the patch, when that text has the like glyph there that
 *  PDFium gave once (PageCover.seenAgain): read with that text, in its place. */
function oweIfSeen(p: Pdfium, c: { tp: number; count: number; cover: PageCover; under: ReturnType<PageCover['over']>; again: Map<number, Owed[]> }, [l, t, r, b]: number[], glyph: Owed, dx: number): void {
  const later = c.cover.seenAgain(p, c.tp, c.count, c.under, l!, t!, r!, b!);
  if (later !== null) c.again.set(later, [...(c.again.get(later) ?? []), { ...glyph, end: Math.max(glyph.x, r! - dx) }]);
}

/** The glyphs seen again owed to text object `obj` (oweIfSeen) read into its runs: those standing before the glyph at
 *  `x` (on its line `y`), or all of them once the text ends. */
function payOwed(again: Map<number, Owed[]>, obj: number, g: Glyph, runs: RunBuilder, x = Infinity, y?: number): void {
  const owed = again.get(obj);
  if (!owed) return;
  for (const o of owed.filter((o) => o.x < x)) { Object.assign(g, o, y === undefined ? {} : { y }); runs.add(g); owed.splice(owed.indexOf(o), 1); }
}

/** A character's end: for a Type3 one the next origin (below); for another, that origin where it comes before the box's
 *  right side. (A glyph's box can lean past its advance, a pen font's or an italic's capital: "T" + "he Y" + "amamoto R"
 *  ... were cut where each next letter seemed to step back. pdf.js measures by advance.) */
const glyphEnd = (x: number, right: number, type3: boolean, next: number | null) => (type3 ? next ?? right : next !== null && next > x && next < right ? next : right);

/** A Type3 character's end: PDFium gives no advance for its characters, and the next character of the same text object
 *  starts there (kerning in a TJ array is lost, which for the rare Type3 text is the lesser evil). Null for the last. */
function nextOrigin(p: Pdfium, tp: number, i: number, count: number, obj: number, fr: PageChars['fr']): number | null {
  const f = p.fn, s = p.scratch;
  if (i + 1 >= count || f.FPDFText_GetTextObject!(tp, i + 1) !== obj || f.FPDFText_IsGenerated!(tp, i + 1) === 1) return null;
  f.FPDFText_GetCharOrigin!(tp, i + 1, s + 32, s + 40);
  const { f64 } = p.heap();
  return fr.ux * f64[(s + 32) >> 3]! + fr.uy * f64[(s + 40) >> 3]! - fr.dx;
}

/** The page's characters in one call (UTF-16, one unit per character unless one is outside the BMP: then null, and
 *  the caller reads them one by one). */
function pageCodes(p: Pdfium, tp: number, count: number): Uint16Array | null {
  const textBuf = p.malloc((count + 1) * 2);
  const units = count ? p.fn.FPDFText_GetText!(tp, 0, count, textBuf) - 1 : 0;
  const codes = units === count ? p.heap().u16.slice(textBuf >> 1, (textBuf >> 1) + count) : null;
  p.free(textBuf);
  return codes;
}


/** Sets the glyph's rotation, scale, Tf size and height from character i's text matrix (f32: the heap view to read). */
function sizeGlyph(p: Pdfium, tp: number, i: number, type3: boolean, f32: Float32Array, g: Glyph, fr: Frame, settings: ExtractSettings): void {
  const f = p.fn;
  const s = p.scratch;
  const m = (s + 32) >> 2;
  f.FPDFText_GetMatrix!(tp, i, s + 32);
  const a = f32[m]!; const b = f32[m + 1]!;
  // Text set at a slant to the page's frame (a stamp printed over the table, a watermark across the page) is not read:
  // statements print their text level.
  g.rotated = slanted(fr, a, b, settings.rotatedSlope);
  // A few degrees off level (at most ~10): handwriting on a form, kept aside for the form reader.
  g.tilted = g.rotated && !slanted(fr, a, b, 0.18);
  // A quarter turn (a section's name down a side band): kept aside for forms too.
  g.turned = g.rotated && Math.abs(a * fr.ux + b * fr.uy) < 0.05 * Math.abs(-a * fr.uy + b * fr.ux);
  g.up = g.turned && -a * fr.uy + b * fr.ux > 0;
  // (Its slope, across over along the frame: two runs that touch at different slopes were written apart.)
  const along = a * fr.ux + b * fr.uy;
  g.slope = along > 0 ? (-a * fr.uy + b * fr.ux) / along : 0;
  g.sx = Math.hypot(a, b);
  const sy = Math.hypot(f32[m + 2]!, f32[m + 3]!);
  g.tf = f.FPDFText_GetFontSize!(tp, i);
  g.h = g.tf * sy;
  // A Type3 font drawn at 1 pt sizes its glyphs with its own font matrix: pdf.js takes the height of the font's
  // glyph box then, which is PDFium's loose box; so is the character box when the matrix gives no size.
  if ((type3 && g.tf <= 1) || !(g.h > 0)) {
    f.FPDFText_GetLooseCharBox!(tp, i, s + 32);
    g.h = (fr.turn % 180 ? Math.abs(f32[m]! - f32[m + 2]!) : Math.abs(f32[m + 1]! - f32[m + 3]!)) || settings.defaultFontSize;
  }
}


/** The page's visible box in user space (crop box, else media box). */
function pageBox(p: Pdfium, page: number, width: number, height: number) {
  const s = p.scratch;
  const ok = p.fn.FPDFPage_GetCropBox!(page, s, s + 4, s + 8, s + 12) || p.fn.FPDFPage_GetMediaBox!(page, s, s + 4, s + 8, s + 12);
  const f32 = p.heap().f32;
  const [l, b, r, t] = ok ? [f32[s >> 2]!, f32[(s >> 2) + 1]!, f32[(s >> 2) + 2]!, f32[(s >> 2) + 3]!] : [0, 0, width, height];
  return { left: Math.min(l, r), right: Math.max(l, r), bottom: Math.min(b, t), top: Math.max(b, t) };
}
