// Test support: one PDF of several papers, the way a broker's deal package reaches us (the application, the months of
// statements, a voided check, merged into one file), joined with PDFium's own page import and saved by it.
import type { Engines } from '../extract/engines.ts';

/** The PDFs' pages, in order, in one new PDF (AcroForm fields of the first file that has them kept by PDFium). */
export async function joinPdfs(pdfs: Uint8Array[], engines: Engines): Promise<Uint8Array> {
  const p = await engines.pdfium();
  const { fn } = p;
  const dest = fn.FPDF_CreateNewDocument!();
  const kept: number[] = [];
  try {
    for (const pdf of pdfs) {
      const at = p.malloc(pdf.length);
      p.heap().u8.set(pdf, at);
      kept.push(at);
      const src = fn.FPDF_LoadMemDocument!(at, pdf.length, 0);
      if (!src) throw new Error('PDFium could not open a part');
      if (!fn.FPDF_ImportPages!(dest, src, 0, fn.FPDF_GetPageCount!(dest))) throw new Error('PDFium could not import a part\'s pages');
      fn.FPDF_CloseDocument!(src);
    }
    const w = fn.PDFiumExt_OpenFileWriter!();
    if (!fn.PDFiumExt_SaveAsCopy!(dest, w)) throw new Error('PDFium could not save the package');
    const size = fn.PDFiumExt_GetFileWriterSize!(w);
    const out = p.malloc(size);
    fn.PDFiumExt_GetFileWriterData!(w, out, size);
    const bytes = p.heap().u8.slice(out, out + size);
    p.free(out);
    fn.PDFiumExt_CloseFileWriter!(w);
    return bytes;
  } finally {
    fn.FPDF_CloseDocument!(dest);
    for (const at of kept) p.free(at);
  }
}
