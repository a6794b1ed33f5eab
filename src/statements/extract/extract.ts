// PDF -> pages: the extraction stage. It opens the PDF, keeps to the limits, OCRs pages without a usable text layer
// and returns the pages as positioned text with the document's metadata and extraction warnings. It reads nothing:
// layout, reading and the reading's warnings are the later stages (src/statements/pipeline.ts runs them).
//
// Limits (hostile input never crashes or hangs this function; it returns a document with warnings):
//  - maxPages (default 500): only the first maxPages pages are read; the document gets `too_many_pages`.
//  - timeoutMs (default 60000): checked cooperatively between pages; on expiry the pages read so far are parsed
//    and the document gets `timeout`. A single pathological page can still block inside pdfjs: a hard kill of a
//    runaway document belongs to the job runner (worker threads), not to this function.
//  - Text items (pdf.js text runs) are capped at maxTextItemsPerPage (default 20,000) per page and maxTextItemsPerFile
//    (default 400,000) per file: a file past either is refused at once with `file_too_complex` (no statements),
//    like a decompression bomb, since reading it would cost memory and time out of proportion. The corpus's
//    densest page has 1,158 items and its largest file 2,806 (docs/parsing.md).
//  - Encrypted PDFs (pdfjs PasswordException) give `encrypted`; unreadable ones (InvalidPDFException, broken
//    xref, truncation pdfjs cannot recover from) give `corrupt`. A page that fails to read is skipped.
//  - Pages with essentially no text (scans) are OCR'd (src/statements/ocr): text_layer stays false, and statements
//    read from them carry an `ocr` warning. Scans OCR cannot read (or with OCR off) give `no_text_layer`.
//  - Pages whose text layer lies (layer-trust.ts: wrong characters for the glyphs drawn) are OCR'd one by one, the
//    others kept: the document's text_layer is then "replaced_by_ocr", and its `ocr` warning says which pages and why.
import type { ExtractedDocument, InputFile, DocumentWarning, PageText } from '../types.ts';
import { openPdf, readPage, TooManyTextItems, type PdfDoc } from './pdf.ts';
import { asPersonReads } from './scripts.ts';
import { contentOverCap, isDecompressionBomb } from './bomb.ts';
import { ocrRun, type OcrProgress, type OcrRun, type OcrSettings } from './ocr-lazy.ts';
import type { Engines } from './engines.ts';
import { recordLyingPages } from './layer-trust.ts';
import { DEFAULT_SETTINGS, resolveSettings, type DeepPartial, type ParseSettings } from '../settings.ts';

export interface PageOptions {
  /** The warm PDFium and OCR engines to read with, the caller's (engines.ts createEngines: one per worker thread or
   *  CLI run, closed by its owner). Without them a parse starts its own and stops them when it ends. */
  engines?: Engines;
  /** The parser's settings over the defaults (resolved and validated once, by settingsOf; an invalid value throws). */
  settings?: DeepPartial<ParseSettings>;
  /** Shorthand for settings.extract.maxPages. */
  maxPages?: number;
  /** Shorthand for settings.extract.timeoutMs. */
  timeoutMs?: number;
  /** Text items one page may have (default MAX_TEXT_ITEMS_PER_PAGE); past it the file is `file_too_complex`. */
  maxTextItemsPerPage?: number;
  /** Text items the whole file may have (default MAX_TEXT_ITEMS_PER_FILE); past it the file is `file_too_complex`. */
  maxTextItemsPerFile?: number;
  /** OCR switches and resources (extract/ocr/settings.ts: enabled, engines, bands, removeRules) over `settings.ocr`; onOcrPage reports each OCR'd page. */
  ocr?: Partial<OcrSettings>;
  onOcrPage?: (p: OcrProgress) => void;
}

/** What extraction gives the later stages. */
export interface ExtractedPages {
  /** Metadata and extraction warnings; no statements yet. Returned as it is when `readable` is false. */
  document: ExtractedDocument;
  /** False when the file was refused or has nothing to read (its warnings say why). */
  readable: boolean;
  /** The pages read, in order, each as its text layer or its OCR reading. */
  pages: PageText[];
  /** The document's OCR: `finish` repairs and labels the statements read from OCR'd pages; its warnings join the
   *  document's again after reading (finishing can add some). */
  ocr: Pick<OcrRun, 'finish' | 'warnings'>;
}

export const DEFAULT_MAX_PAGES = DEFAULT_SETTINGS.extract.maxPages;
export const DEFAULT_TIMEOUT_MS = DEFAULT_SETTINGS.extract.timeoutMs;
export const MAX_TEXT_ITEMS_PER_PAGE = DEFAULT_SETTINGS.extract.maxTextItemsPerPage;
export const MAX_TEXT_ITEMS_PER_FILE = DEFAULT_SETTINGS.extract.maxTextItemsPerFile;

/** The options' settings resolved once, the shorthand limits laid over their `extract` part. */
export function settingsOf(options: PageOptions): ParseSettings {
  const { maxPages, timeoutMs, maxTextItemsPerPage, maxTextItemsPerFile } = options;
  const shorthand = Object.fromEntries(Object.entries({ maxPages, timeoutMs, maxTextItemsPerPage, maxTextItemsPerFile }).filter(([, v]) => v !== undefined));
  return resolveSettings({ ...options.settings, extract: { ...options.settings?.extract, ...shorthand } });
}

/** Adds a warning once, in the order first raised. */
export function addWarning(doc: ExtractedDocument, w: DocumentWarning): void {
  if (!doc.warnings.includes(w)) doc.warnings.push(w);
}

export async function extractPages(file: InputFile, options: PageOptions, settings: ParseSettings, engines: Engines): Promise<ExtractedPages> {
  const { timeoutMs, minTextCharsPerPage } = settings.extract;
  const started = Date.now();
  const doc: ExtractedDocument = {
    file_name: file.name, pages: 0, text_layer: false, producer: null, creator: null,
    creation_date: null, mod_date: null, warnings: [], statements: [],
  };
  // The OCR's tolerances come from the settings; options.ocr adds its switches and resources (and may override).
  const ocr = ocrRun(engines, { ...settings.ocr, ...options.ocr }, options.onOcrPage);
  const refused = { document: doc, readable: false, pages: [], ocr };
  if (await isDecompressionBomb(file.bytes, { perStreamBytes: settings.extract.maxStreamBytes, totalBytes: settings.extract.maxDecodedBytes })) { addWarning(doc, 'file_too_complex'); return refused; }
  if (contentOverCap(file.bytes, settings.extract.maxContentBytes)) {
    addWarning(doc, 'file_too_complex');
    doc.warning_details = [{ code: 'file_too_complex', message: `a page's content decodes to more than ${settings.extract.maxContentBytes} bytes` }];
    return refused;
  }
  let opened: Awaited<ReturnType<typeof openPdf>>;
  try {
    opened = await withTimeout(openPdf(file.bytes, engines, settings.extract), timeoutMs);
  } catch {
    addWarning(doc, Date.now() - started >= timeoutMs ? 'timeout' : 'corrupt');
    return refused;
  }
  if ('error' in opened) { addWarning(doc, opened.error); return refused; }
  const { doc: pdf, info, close } = opened;
  Object.assign(doc, { pages: info.pages, producer: info.producer, creator: info.creator, creation_date: info.creation_date, mod_date: info.mod_date });

  const clock = { started, timeoutMs };
  let native: NativePages;
  const pages: PageText[] = [];
  try {
    native = await readNativePages(pdf, doc, settings, clock);
    if (native.tooComplex) {
      addWarning(doc, 'file_too_complex');
      doc.warning_details = [{ code: 'file_too_complex', message: native.tooComplex }];
      return refused;
    }
    // A scanned document (no usable text layer overall) is OCR'd page by page, into the same shape; in a text
    // document only a page whose text layer is garbage is (ocr/index.ts decides).
    const scanned = native.read > 0 && native.textChars / native.read < minTextCharsPerPage;
    for (const page of native.pages) {
      try {
        pages.push(await ocr.read(pdf, page, native.count, timeoutMs - (Date.now() - started), scanned));
      } catch (err) {
        if ((err as Error)?.message === 'timeout') { addWarning(doc, 'timeout'); break; }
      }
    }
  } finally {
    await close();
  }
  if (native.read === 0 && native.errors > 0) { addWarning(doc, 'corrupt'); return refused; }
  // Fewer than minTextCharsPerPage characters per page on average: a scan (or an empty file), not a text statement.
  doc.text_layer = native.read > 0 && native.textChars / native.read >= minTextCharsPerPage;
  // Pages whose text layer lied (layer-trust.ts) and were read by OCR: said on the document, with why.
  recordLyingPages(doc, ocr.replaced, ocr.kept);
  for (const w of ocr.warnings) addWarning(doc, w);
  if (!doc.text_layer && !ocr.used) { addWarning(doc, 'no_text_layer'); return refused; }
  return { document: doc, readable: true, pages, ocr };
}

interface NativePages {
  pages: PageText[];
  /** Pages asked for (the document's, up to maxPages). */
  count: number;
  read: number;
  errors: number;
  textChars: number;
  /** Why the file is refused as too complex, when it is. */
  tooComplex: string | null;
}

/** The text layer of each page, within the page count, the time and the text item caps. */
async function readNativePages(pdf: PdfDoc, doc: ExtractedDocument, settings: ParseSettings, clock: { started: number; timeoutMs: number }): Promise<NativePages> {
  const { maxPages, maxTextItemsPerPage: perPage, maxTextItemsPerFile } = settings.extract;
  let itemsLeft = maxTextItemsPerFile;
  const out: NativePages = { pages: [], count: Math.min(doc.pages, maxPages), read: 0, errors: 0, textChars: 0, tooComplex: null };
  if (doc.pages > maxPages) addWarning(doc, 'too_many_pages');
  for (let p = 1; p <= out.count; p++) {
    const remaining = clock.timeoutMs - (Date.now() - clock.started);
    if (remaining <= 0) { addWarning(doc, 'timeout'); break; }
    const fileBound = itemsLeft < perPage;
    try {
      const native = await withTimeout(readPage(pdf, p, Math.min(perPage, itemsLeft)), remaining);
      itemsLeft -= native.rawItems ?? native.items.length;
      out.read++;
      for (const it of native.items) out.textChars += it.str.trim().length;
      out.pages.push(asPersonReads(native));
    } catch (err) {
      if (err instanceof TooManyTextItems) {
        out.tooComplex = fileBound ? `the file has more than ${maxTextItemsPerFile} text items`
          : `page ${p} has more than ${perPage} text items`;
        break;
      }
      if ((err as Error)?.message === 'timeout') { addWarning(doc, 'timeout'); break; }
      out.errors++;
    }
  }
  return out;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), Math.max(1, ms)); });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}
