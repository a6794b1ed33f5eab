// A page drawn by PDFium into grey pixels, for OCR of a page whose text layer lies (layer-trust.ts): its glyphs are
// right, its characters are not, so the page is read from what it shows. A scan's pictures are decoded instead
// (pdfium-images.ts): they are the page, at their own resolution. The page is drawn as it is displayed (/Rotate
// applied), onto white, at `dpi`; ~45 ms for a letter page at 300 dpi.
import type { Pdfium } from './pdfium.ts';

export interface RenderedPage { width: number; height: number; data: Uint8Array; dpi: number }

// FPDFBitmap_Gray; FPDF_GRAYSCALE | FPDF_PRINTING (text drawn as printed, no LCD colour fringes).
const GRAY = 1;
const FLAGS = 0x08 | 0x800;
/** Largest side drawn, in pixels: a huge media box is drawn coarser rather than filling the wasm memory. */
const MAX_SIDE = 6000;

/** Text, images and paths drawn without smoothing (FPDF_RENDER_NO_SMOOTHTEXT | _NO_SMOOTHIMAGE | _NO_SMOOTHPATH): a
 *  third to a half cheaper, for a look at a page's colours rather than a reading of it (pdfium-ink.ts). */
export const ROUGH = 0x1000 | 0x2000 | 0x4000;

/** Page `page` (a loaded FPDF_PAGE) drawn at `dpi` in grey, one byte a pixel, rows top to bottom; null on failure.
 *  `extra`: render flags added (ROUGH). */
export function renderPage(p: Pdfium, page: number, dpi: number, extra = 0): RenderedPage | null {
  const f = p.fn;
  // The displayed size: PDFium's page width and height already follow /Rotate.
  const wPt = f.FPDF_GetPageWidthF!(page), hPt = f.FPDF_GetPageHeightF!(page);
  const scale = Math.min(dpi / 72, MAX_SIDE / Math.max(wPt, hPt, 1));
  const w = Math.max(1, Math.round(wPt * scale)), h = Math.max(1, Math.round(hPt * scale));
  const bmp = f.FPDFBitmap_CreateEx!(w, h, GRAY, 0, 0);
  if (!bmp) return null;
  try {
    f.FPDFBitmap_FillRect!(bmp, 0, 0, w, h, 0xffffffff);
    f.FPDF_RenderPageBitmap!(bmp, page, 0, 0, w, h, 0, FLAGS | extra);
    const at = f.FPDFBitmap_GetBuffer!(bmp), stride = f.FPDFBitmap_GetStride!(bmp);
    const src = p.heap().u8;
    const data = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) data.set(src.subarray(at + y * stride, at + y * stride + w), y * w);
    return { width: w, height: h, data, dpi: scale * 72 };
  } finally {
    f.FPDFBitmap_Destroy!(bmp);
  }
}
