// A scanned page's pictures decoded by PDFium (the document is already open there for its text): each image object's
// pixels in grey and where it is drawn, for OCR (ocr/images.ts composites them). PDFium's JPEG decoder costs ~45 ms
// for a 200 dpi letter page against pdf.js's ~250 ms (decoding and its operator list), measured side by side in
// bench/ocr-profile.ts. Only pages PDFium can give plainly are taken: upright (no /Rotate), images drawn straight on
// the page with no mask or soft mask, nothing inside a form XObject. Anything else is null, and the caller asks
// pdf.js, which composites stencil masks (MRC scans) and forms too.
import type { Pdfium } from './pdfium.ts';

/** An image's grey pixels and its placement: the unit square mapped to page points, top-left origin, y down
 *  ([a, b, c, d, e, f] as pdf.js writes it; the image's first row is at v = 1). */
export interface PlacedGray { width: number; height: number; gray: Uint8Array; m: [number, number, number, number, number, number] }

const OBJ_IMAGE = 3;
const OBJ_FORM = 5;
// FPDFBitmap formats.
const GRAY = 1, BGR = 2, BGRX = 3, BGRA = 4;

/**
 * The page's images, or null when PDFium cannot give them plainly (see above) or an image has more pixels than
 * `maxPixels` (decoding it whole is left to pdf.js, which the caller resamples from).
 */
export function pageImages(p: Pdfium, page: number, box: { left: number; top: number }, maxPixels: number): PlacedGray[] | null {
  const f = p.fn;
  if (f.FPDFPage_GetRotation!(page) !== 0) return null;
  const out: PlacedGray[] = [];
  const n = f.FPDFPage_CountObjects!(page);
  for (let i = 0; i < n; i++) {
    const obj = f.FPDFPage_GetObject!(page, i);
    const type = f.FPDFPageObj_GetType!(obj);
    if (type === OBJ_FORM) return null;
    if (type !== OBJ_IMAGE) continue;
    const img = imageOf(p, obj, page, box, maxPixels);
    if (!img) return null;
    out.push(img);
  }
  return out;
}

function imageOf(p: Pdfium, obj: number, page: number, box: { left: number; top: number }, maxPixels: number): PlacedGray | null {
  const f = p.fn;
  const s = p.scratch;
  // FPDF_IMAGEOBJ_METADATA: width, height (uint), dpi x, y (float), bits per pixel (uint), colour space (int).
  if (!f.FPDFImageObj_GetImageMetadata!(obj, page, s)) return null;
  const u32 = new Uint32Array(p.heap().u8.buffer, s, 6);
  const w = u32[0]!, h = u32[1]!, space = u32[5]!;
  // A stencil mask (no colour space: MRC text layers) or a transparent image: pdf.js composites those.
  if (space === 0 || f.FPDFPageObj_HasTransparency!(obj) || !w || !h || w * h > maxPixels) return null;
  if (!f.FPDFPageObj_GetMatrix!(obj, s)) return null;
  const f32 = p.heap().f32;
  const [a, b, c, d, e, ff] = Array.from(f32.subarray(s >> 2, (s >> 2) + 6));
  const bmp = f.FPDFImageObj_GetBitmap!(obj);
  if (!bmp) return null;
  try {
    const format = f.FPDFBitmap_GetFormat!(bmp), stride = f.FPDFBitmap_GetStride!(bmp);
    const bw = f.FPDFBitmap_GetWidth!(bmp), bh = f.FPDFBitmap_GetHeight!(bmp);
    const step = format === GRAY ? 1 : format === BGR ? 3 : format === BGRX || format === BGRA ? 4 : 0;
    if (!step || bw !== w || bh !== h) return null;
    const src = p.heap().u8;
    const at = f.FPDFBitmap_GetBuffer!(bmp);
    const gray = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      const r = at + y * stride;
      if (step === 1) { gray.set(src.subarray(r, r + w), y * w); continue; }
      // Integer Rec. 601 luma, as for pdf.js's RGB images (ocr/images.ts); PDFium's order is B, G, R.
      for (let x = 0, j = r, o = y * w; x < w; x++, j += step, o++) gray[o] = (src[j + 2]! * 77 + src[j + 1]! * 150 + src[j]! * 29) >> 8;
    }
    // PDF user space (y up) -> page points from the top-left corner of the crop box (y down).
    return { width: w, height: h, gray, m: [a!, -b!, c!, -d!, e! - box.left, box.top - ff!] };
  } finally {
    f.FPDFBitmap_Destroy!(bmp);
  }
}
