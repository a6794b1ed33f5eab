// pdf.js (pdfjs-dist): what extracted the text layer before PDFium (pdf.ts); now the document the OCR reads image
// XObjects from (ocr/, opened lazily by pdf.ts for scanned files only) and the baseline bench/parse.ts measures
// against (getTextContent on every page).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pdfDateToIso, type PdfInfo, type PdfOpenError } from './pdf.ts';

// pdf.js looks for its optional canvas addon while its module loads and prints "Cannot polyfill ..." warnings with
// console.warn before any verbosity setting can apply. We only extract text (rendering support is deliberately not
// installed: vendor/no-canvas), so those lines are silenced for exactly this import.
const consoleWarn = console.warn;
console.warn = () => {};
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs').finally(() => { console.warn = consoleWarn; });

const require = createRequire(import.meta.url);
// pdfjs needs the standard 14 fonts' metrics to measure text in PDFs that do not embed them.
const STANDARD_FONTS = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
// pdf.js decodes JBIG2 and JPEG 2000 images (scans) with its own wasm modules; OCR needs those pixels.
const WASM = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'wasm') + path.sep;

// The pdfjs document proxy type is not re-exported in a convenient way; we only use a few members.
export interface DocProxy {
  numPages: number;
  getMetadata(): Promise<{ info: unknown }>;
  getPage(n: number): Promise<PageProxy>;
  cleanup?(): Promise<void>;
}
interface PageProxy {
  getViewport(o: { scale: number }): { width: number; height: number };
  cleanup(): boolean;
}

export interface OpenedPdfJs { doc: DocProxy; info: PdfInfo; close: () => Promise<void> }

/** Opens a PDF; classifies failures as encrypted or corrupt instead of throwing. */
export async function openPdfJs(bytes: Uint8Array): Promise<OpenedPdfJs | { error: PdfOpenError; message: string }> {
  // pdfjs takes ownership of (detaches) the buffer it is given; copy so the caller's bytes stay usable.
  const data = new Uint8Array(bytes);
  // isEvalSupported is not in this version's typings but is still honoured; the brief requires it off.
  const params: Record<string, unknown> = {
    data,
    standardFontDataUrl: STANDARD_FONTS,
    wasmUrl: WASM,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  };
  const task = getDocument(params as Parameters<typeof getDocument>[0]);
  let doc: DocProxy;
  try {
    doc = (await task.promise) as unknown as DocProxy;
  } catch (err) {
    await task.destroy().catch(() => {});
    const name = (err as { name?: string })?.name ?? '';
    const message = (err as Error)?.message ?? String(err);
    return { error: name === 'PasswordException' ? 'encrypted' : 'corrupt', message };
  }
  let meta: Record<string, unknown> = {};
  try {
    const m = await doc.getMetadata();
    if (m.info && typeof m.info === 'object') meta = m.info as Record<string, unknown>;
  } catch { /* metadata is optional */ }
  const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    doc,
    close: () => task.destroy().catch(() => {}),
    info: {
      pages: doc.numPages,
      producer: str(meta.Producer),
      creator: str(meta.Creator),
      creation_date: pdfDateToIso(str(meta.CreationDate)),
      mod_date: pdfDateToIso(str(meta.ModDate)),
    },
  };
}
