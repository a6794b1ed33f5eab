// PDFium's own text extraction, none of our code: open, and for every page load its text and copy it out
// (FPDFText_GetText). What "PDFium alone" means in bench/parse.ts.
import type { Pdfium } from '../src/statements/extract/pdfium.ts';

/** Reads every page's text of one PDF with a started PDFium (an Engines object's); the number of pages read (0 when
 *  the file does not open). */
export function pdfiumRaw(p: Pdfium, bytes: Uint8Array): number {
  const f = p.fn;
  const buf = p.malloc(Math.max(1, bytes.length));
  p.heap().u8.set(bytes, buf);
  const doc = f.FPDF_LoadMemDocument!(buf, bytes.length, 0);
  let pages = 0;
  if (doc) {
    const n = f.FPDF_GetPageCount!(doc);
    for (let i = 0; i < n; i++) {
      const page = f.FPDF_LoadPage!(doc, i);
      if (!page) continue;
      const tp = f.FPDFText_LoadPage!(page);
      if (tp) {
        const count = f.FPDFText_CountChars!(tp);
        const out = p.malloc((count + 1) * 2);
        f.FPDFText_GetText!(tp, 0, count, out);
        p.free(out);
        f.FPDFText_ClosePage!(tp);
        pages++;
      }
      f.FPDF_ClosePage!(page);
    }
    f.FPDF_CloseDocument!(doc);
  }
  p.free(buf);
  return pages;
}
