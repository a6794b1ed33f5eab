// pdf.js (pdfjs-dist) as a text extractor: what extracted the text layer before PDFium (pdf.ts) and now only the
// baseline bench/parse.ts measures against, and the document the OCR reads image XObjects from (ocr/, opened lazily
// by pdf.ts for scanned files only). Same shapes as pdf.ts; positions top-left, y the baseline.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pdfDateToIso, TooManyTextItems, type PdfInfo, type PdfOpenError } from './pdf.ts';
import type { PageText, TextItem } from '../types.ts';

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
interface TextContentChunk { items: unknown[]; styles: Record<string, { fontFamily?: string }> }
interface PageProxy {
  getViewport(o: { scale: number }): { width: number; height: number };
  streamTextContent(): ReadableStream<TextContentChunk>;
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

/**
 * Text items of one page with top-left coordinates. Throws on a broken page; the caller decides what to do. Items are
 * counted as pdf.js streams them (100 at a time, its own backpressure): past `maxItems` the stream is cancelled and
 * TooManyTextItems thrown, so a page of millions of tiny text runs costs at most `maxItems` items of memory.
 */
export async function readPageJs(doc: DocProxy, n: number, maxItems = Infinity): Promise<PageText> {
  const page = await doc.getPage(n);
  const vp = page.getViewport({ scale: 1 });
  const tc: TextContentChunk = { items: [], styles: {} };
  const reader = page.streamTextContent().getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (tc.items.length + value.items.length > maxItems) {
        // pdf.js needs an Error as the reason: with one, it marks the stream closed and drops the chunks already on
        // their way (without, a later chunk is enqueued on a closed stream and throws outside any caller).
        const tooMany = new TooManyTextItems(n, maxItems);
        await reader.cancel(tooMany).catch(() => {});
        throw tooMany;
      }
      Object.assign(tc.styles, value.styles);
      for (const it of value.items) tc.items.push(it);
    }
  } catch (err) {
    page.cleanup();
    throw err;
  }
  const items: TextItem[] = [];
  for (const raw of tc.items) {
    const it = raw as { str?: string; transform?: number[]; width?: number; height?: number; fontName?: string };
    if (typeof it.str !== 'string' || !it.transform) continue;
    if (!it.str.trim()) continue;
    const [a = 1, b = 0, , d = 1, e = 0, f = 0] = it.transform;
    // Rotated text (b != 0) is usually a margin stamp or a vertical label; it never holds table rows.
    if (Math.abs(b) > Math.abs(a) * 0.2) continue;
    const h = Math.abs(it.height ?? 0) || Math.abs(d) || 10;
    const font = tc.styles[it.fontName ?? '']?.fontFamily ?? '';
    items.push({ str: it.str, x: e, y: vp.height - f, w: Math.abs(it.width ?? 0), h, font: it.fontName ? `${it.fontName}:${font}` : font });
  }
  page.cleanup();
  return { page: n, width: vp.width, height: vp.height, items, rawItems: tc.items.length };
}
