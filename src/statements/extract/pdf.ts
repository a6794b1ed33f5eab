// The extract stage's view of a PDF: open it defensively, read its metadata, and yield each page's text items with
// positions in a top-left coordinate system (y grows downwards), which is what the layout code expects.
//
// Text comes from PDFium (pdfium-text.ts), 3 to 4 times cheaper than pdf.js for the same items; pdf.js
// (pdfjs-text.ts) is opened only when a page's images are needed (OCR of a scan, ocr/), through `doc.getPage`.
// Where the two engines read a file differently, docs/parsing.md says how.
import { openPdfium, type PdfiumDoc } from './pdfium-text.ts';
import type { PlacedGray } from './pdfium-images.ts';
import type { RenderedPage } from './pdfium-render.ts';
import type { PageText } from '../types.ts';
import type { Engines } from './engines.ts';
import type { ExtractSettings } from '../settings.ts';

export interface PdfInfo {
  pages: number;
  producer: string | null;
  creator: string | null;
  creation_date: string | null;
  mod_date: string | null;
}

export type PdfOpenError = 'encrypted' | 'corrupt';

/** A page with more text items than the reader accepts (a hostile or pathological file): the file is refused. */
export class TooManyTextItems extends Error {
  readonly page: number;
  readonly limit: number;
  constructor(page: number, limit: number) { super(`page ${page} has more than ${limit} text items`); this.page = page; this.limit = limit; }
}

/** An open document: its text through PDFium; `getPage` gives pdf.js's page (for OCR's images), opened on first use. */
export interface PdfDoc {
  numPages: number;
  text: PdfiumDoc;
  getPage(n: number): Promise<unknown>;
  /** The page's images decoded by PDFium, for OCR; null when pdf.js must composite them (pdfium-images.ts). */
  pageImages(n: number, maxPixels: number): PlacedGray[] | null;
  /** The page drawn in grey at `dpi` (pdfium-render.ts), for OCR of a page whose text layer lies. */
  render(n: number, dpi: number): RenderedPage | null;
}

export interface OpenedPdf { doc: PdfDoc; info: PdfInfo; close: () => Promise<void> }

/** Opens a PDF with the caller's engines, its text read by the extract settings; classifies failures as encrypted or
 *  corrupt instead of throwing. */
export async function openPdf(bytes: Uint8Array, engines: Engines, settings: ExtractSettings): Promise<OpenedPdf | { error: PdfOpenError; message: string }> {
  const text = await openPdfium(await engines.pdfium(), bytes, settings);
  if ('error' in text) return text;
  let js: Promise<Awaited<ReturnType<typeof import('./pdfjs-text.ts')['openPdfJs']>>> | null = null;
  const pdfjs = () => (js ??= import('./pdfjs-text.ts').then((m) => m.openPdfJs(bytes)));
  const doc: PdfDoc = {
    numPages: text.info.pages,
    text,
    async getPage(n) {
      const o = await pdfjs();
      if ('error' in o) throw new Error(`pdf.js could not open the file: ${o.message}`);
      return o.doc.getPage(n);
    },
    pageImages: (n, maxPixels) => text.images(n, maxPixels),
    render: (n, dpi) => text.render(n, dpi),
  };
  return {
    doc,
    info: text.info,
    close: async () => {
      text.close();
      const o = await js;
      if (o && !('error' in o)) await o.close();
    },
  };
}

/**
 * Text items of one page with top-left coordinates. Throws on a broken page; the caller decides what to do. Items are
 * counted as they are built: past `maxItems` TooManyTextItems is thrown, so a page of millions of tiny text runs costs
 * at most `maxItems` items of memory on our side.
 */
export async function readPage(doc: PdfDoc, n: number, maxItems = Infinity): Promise<PageText> {
  return doc.text.readPage(n, maxItems);
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
