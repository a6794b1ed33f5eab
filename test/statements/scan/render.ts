// Renders PDF pages to grey pixels with PDFium (WebAssembly, the @embedpdf/pdfium npm package): the scan fixtures'
// first step, done by the project itself so OCR tests need nothing installed by apt (they used poppler's pdftoppm).
// Also cuts pages out of a PDF as they are (a shorter real scan for a test that needs pages, not their reading).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';
import type { Gray } from '../../../src/statements/extract/ocr/raster.ts';

const require = createRequire(import.meta.url);
let module: Promise<WrappedPdfiumModule> | null = null;

function pdfium(): Promise<WrappedPdfiumModule> {
  module ??= (async () => {
    const wasm = readFileSync(require.resolve('@embedpdf/pdfium/pdfium.wasm'));
    const m = await init({ wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer });
    m.PDFiumExt_Init();
    return m;
  })();
  return module;
}

// FPDF_RenderPageBitmap flags: FPDF_ANNOT (draw annotations) | FPDF_PRINTING (print quality, as a copier would).
const FLAGS = 0x01 | 0x800;

/** The PDF bytes copied into PDFium's memory and opened; `close` frees both. */
async function open(pdf: Uint8Array): Promise<{ m: WrappedPdfiumModule; doc: number; heap: () => Uint8Array; close: () => void }> {
  const m = await pdfium();
  // Emscripten's heap view (typed in @types/emscripten, which we do not install); re-read after each call, as it
  // is replaced when the wasm memory grows.
  const heap = () => (m.pdfium as unknown as { HEAPU8: Uint8Array }).HEAPU8;
  const ptr = m.pdfium.wasmExports.malloc(pdf.length);
  heap().set(pdf, ptr);
  const doc = m.FPDF_LoadMemDocument(ptr, pdf.length, '');
  if (!doc) { m.pdfium.wasmExports.free(ptr); throw new Error('PDFium could not open the PDF'); }
  return { m, doc, heap, close: () => { m.FPDF_CloseDocument(doc); m.pdfium.wasmExports.free(ptr); } };
}

/** A new PDF of the pages `range` of `pdf` ("1-3", "2,5": PDFium's page range, 1-based), their content as it is. */
export async function cutPages(pdf: Uint8Array, range: string): Promise<Uint8Array> {
  const { m, heap, doc, close } = await open(pdf);
  const out = m.FPDF_CreateNewDocument();
  const writer = m.PDFiumExt_OpenFileWriter();
  try {
    if (!m.FPDF_ImportPages(out, doc, range, 0)) throw new Error(`PDFium could not import pages ${range}`);
    if (!m.PDFiumExt_SaveAsCopy(out, writer)) throw new Error('PDFium could not save the pages');
    const size = m.PDFiumExt_GetFileWriterSize(writer);
    const ptr = m.pdfium.wasmExports.malloc(size);
    try {
      m.PDFiumExt_GetFileWriterData(writer, ptr, size);
      return heap().slice(ptr, ptr + size);
    } finally { m.pdfium.wasmExports.free(ptr); }
  } finally {
    m.PDFiumExt_CloseFileWriter(writer);
    m.FPDF_CloseDocument(out);
    close();
  }
}

/** Every page of `pdf` as a grey image at `dpi` (white background; BGRA from PDFium turned into luma). */
export async function rasterise(pdf: Uint8Array, dpi: number): Promise<Gray[]> {
  const { m, doc, heap, close } = await open(pdf);
  const out: Gray[] = [];
  try {
    const pages = m.FPDF_GetPageCount(doc);
    for (let i = 0; i < pages; i++) {
      const page = m.FPDF_LoadPage(doc, i);
      const w = Math.round((m.FPDF_GetPageWidthF(page) * dpi) / 72);
      const h = Math.round((m.FPDF_GetPageHeightF(page) * dpi) / 72);
      // Format 4 = BGRA, no external buffer (PDFium allocates), stride 0 = computed.
      const bmp = m.FPDFBitmap_CreateEx(w, h, 4, 0, 0);
      m.FPDFBitmap_FillRect(bmp, 0, 0, w, h, 0xffffffff);
      m.FPDF_RenderPageBitmap(bmp, page, 0, 0, w, h, 0, FLAGS);
      const buf = m.FPDFBitmap_GetBuffer(bmp);
      const stride = m.FPDFBitmap_GetStride(bmp);
      const src = heap();
      const data = new Uint8Array(w * h);
      for (let y = 0; y < h; y++) {
        const row = buf + y * stride;
        for (let x = 0; x < w; x++) {
          const j = row + x * 4;
          data[y * w + x] = (src[j + 2]! * 77 + src[j + 1]! * 150 + src[j]! * 29) >> 8;
        }
      }
      m.FPDFBitmap_Destroy(bmp);
      m.FPDF_ClosePage(page);
      out.push({ width: w, height: h, data });
    }
  } finally {
    close();
  }
  return out;
}
