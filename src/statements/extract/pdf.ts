// Thin wrapper around pdfjs-dist: open a document defensively, read metadata, and yield each page's text items
// with positions in a top-left coordinate system (y grows downwards), which is what the layout code expects.
import { createRequire } from 'node:module';
import path from 'node:path';

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

/** One text run as pdfjs reports it, converted to top-left coordinates. */
export interface TextItem {
  str: string;
  x: number;       // left edge
  y: number;       // baseline, from the top of the page
  w: number;       // width
  h: number;       // font size (height)
  font: string;    // font family or loaded name; used for tamper signals, never for parsing decisions
  conf?: number;   // OCR word confidence 0..1 (src/statements/ocr); absent for the native text layer
}

export interface PageText {
  page: number; width: number; height: number; items: TextItem[];
  /** Text items pdf.js reported, blank and rotated ones included (native pages; what the item caps count). */
  rawItems?: number;
}

export interface PdfInfo {
  pages: number;
  producer: string | null;
  creator: string | null;
  creation_date: string | null;
  mod_date: string | null;
}

export type PdfOpenError = 'encrypted' | 'corrupt';

// The pdfjs document proxy type is not re-exported in a convenient way; we only use a few members.
interface DocProxy {
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

/** A page with more text items than the reader accepts (a hostile or pathological file): the file is refused. */
export class TooManyTextItems extends Error {
  readonly page: number;
  readonly limit: number;
  constructor(page: number, limit: number) { super(`page ${page} has more than ${limit} text items`); this.page = page; this.limit = limit; }
}

export interface OpenedPdf { doc: DocProxy; info: PdfInfo; close: () => Promise<void> }

/** Opens a PDF; classifies failures as encrypted or corrupt instead of throwing. */
export async function openPdf(bytes: Uint8Array): Promise<OpenedPdf | { error: PdfOpenError; message: string }> {
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
export async function readPage(doc: DocProxy, n: number, maxItems = Infinity): Promise<PageText> {
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

/** PDF date string (D:YYYYMMDDHHmmSSOHH'mm') to ISO 8601; null when unreadable. */
export function pdfDateToIso(s: string | null): string | null {
  if (!s) return null;
  const m = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*([Zz+-])?\s*(\d{2})?'?(\d{2})?'?/.exec(s.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01', hh = '00', mm = '00', ss = '00', tz, th = '00', tm = '00'] = m;
  const n = (v: string) => Number(v);
  if (n(mo) < 1 || n(mo) > 12 || n(d) < 1 || n(d) > 31 || n(hh) > 23 || n(mm) > 59 || n(ss) > 59) return null;
  const offset = !tz || tz === 'Z' || tz === 'z' ? 'Z' : `${tz}${th}:${tm}`;
  const iso = `${y}-${mo}-${d}T${hh}:${mm}:${ss}${offset}`;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
