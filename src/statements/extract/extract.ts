// PDF -> ExtractedDocument: the extraction half of the parsing engine.
//
// Limits (hostile input never crashes or hangs this function; it returns a document with warnings), all in the
// `extract` part of the settings (../settings.ts):
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
//  - Pages with essentially no text (scans) are OCR'd (src/statements/extract/ocr): text_layer stays false, and statements
//    read from them carry an `ocr` warning. Scans OCR cannot read (or with OCR off) give `no_text_layer`.
//  - Text but no statement found (or a garbled text layer that yields nothing verifiable) gives `not_a_statement`.
import type { ExtractedDocument, InputFile, DocumentWarning } from '../types.ts';
import { openPdf, readPage, TooManyTextItems, type PageText } from './pdf.ts';
import { isDecompressionBomb } from './bomb.ts';
import { pageToLines, type Line } from '../layout/layout.ts';
import { parseLinesExplained, unreturnedMessage, type ParsedLines } from '../read/document.ts';
import { traceGeometry } from '../read/trace-geometry.ts';
import { ocrRun, type OcrProgress, type OcrSettings } from './ocr-lazy.ts';
import { DEFAULT_SETTINGS, resolveSettings, type DeepPartial, type ParseSettings } from '../settings.ts';

export interface ExtractOptions {
  /** The parser's settings over the defaults (resolved and validated once here; an invalid value throws). */
  settings?: DeepPartial<ParseSettings>;
  /** Shorthand for settings.extract.maxPages. */
  maxPages?: number;
  /** Shorthand for settings.extract.timeoutMs. */
  timeoutMs?: number;
  /** Shorthand for settings.extract.maxTextItemsPerPage: past it the file is `file_too_complex`. */
  maxTextItemsPerPage?: number;
  /** Shorthand for settings.extract.maxTextItemsPerFile: past it the file is `file_too_complex`. */
  maxTextItemsPerFile?: number;
  /** Keep the readings tried and their verification on the document (`mca parse --explain`). */
  explain?: boolean;
  /** Where a reader failure is logged (the job id travels with it); stderr-free by default. */
  onParserError?: (err: unknown) => void;
  /** OCR of pages without a usable text layer (extract/ocr/settings.ts); onOcrPage reports each OCR'd page. */
  ocr?: Partial<OcrSettings>;
  onOcrPage?: (p: OcrProgress) => void;
}

export const DEFAULT_MAX_PAGES = DEFAULT_SETTINGS.extract.maxPages;
export const DEFAULT_TIMEOUT_MS = DEFAULT_SETTINGS.extract.timeoutMs;
export const MAX_TEXT_ITEMS_PER_PAGE = DEFAULT_SETTINGS.extract.maxTextItemsPerPage;
export const MAX_TEXT_ITEMS_PER_FILE = DEFAULT_SETTINGS.extract.maxTextItemsPerFile;

/** The options' settings resolved once, the shorthand limits laid over their `extract` part. */
function settingsOf(options: ExtractOptions): ParseSettings {
  const { maxPages, timeoutMs, maxTextItemsPerPage, maxTextItemsPerFile } = options;
  const shorthand = Object.fromEntries(Object.entries({ maxPages, timeoutMs, maxTextItemsPerPage, maxTextItemsPerFile }).filter(([, v]) => v !== undefined));
  return resolveSettings({ ...options.settings, extract: { ...options.settings?.extract, ...shorthand } });
}

export async function extractDocument(file: InputFile, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const settings = settingsOf(options);
  const { maxPages, timeoutMs } = settings.extract;
  const started = Date.now();
  const doc: ExtractedDocument = {
    file_name: file.name, pages: 0, text_layer: false, producer: null, creator: null,
    creation_date: null, mod_date: null, warnings: [], statements: [],
  };
  const warn = (w: DocumentWarning) => { if (!doc.warnings.includes(w)) doc.warnings.push(w); };

  if (await isDecompressionBomb(file.bytes, { perStreamBytes: settings.extract.maxStreamBytes, totalBytes: settings.extract.maxDecodedBytes })) { warn('file_too_complex'); return doc; }
  let opened: Awaited<ReturnType<typeof openPdf>>;
  try {
    opened = await withTimeout(openPdf(file.bytes), timeoutMs);
  } catch {
    warn(Date.now() - started >= timeoutMs ? 'timeout' : 'corrupt');
    return doc;
  }
  if ('error' in opened) {
    warn(opened.error);
    return doc;
  }
  const { doc: pdf, info, close } = opened;
  Object.assign(doc, { pages: info.pages, producer: info.producer, creator: info.creator, creation_date: info.creation_date, mod_date: info.mod_date });

  const lines: Line[] = [];
  const ocr = ocrRun(options.ocr, options.onOcrPage);
  const perPage = settings.extract.maxTextItemsPerPage;
  let itemsLeft = settings.extract.maxTextItemsPerFile;
  let tooComplex: string | null = null;
  let fileBound = false;
  let textChars = 0;
  let pagesRead = 0;
  let pageErrors = 0;
  try {
    const n = Math.min(info.pages, maxPages);
    if (info.pages > maxPages) warn('too_many_pages');
    const natives: PageText[] = [];
    for (let p = 1; p <= n; p++) {
      const remaining = timeoutMs - (Date.now() - started);
      if (remaining <= 0) { warn('timeout'); break; }
      try {
        fileBound = itemsLeft < perPage;
        const native = await withTimeout(readPage(pdf, p, Math.min(perPage, itemsLeft)), remaining);
        itemsLeft -= native.rawItems ?? native.items.length;
        pagesRead++;
        for (const it of native.items) textChars += it.str.trim().length;
        natives.push(native);
      } catch (err) {
        if (err instanceof TooManyTextItems) {
          tooComplex = fileBound ? `the file has more than ${settings.extract.maxTextItemsPerFile} text items`
            : `page ${p} has more than ${perPage} text items`;
          break;
        }
        if ((err as Error)?.message === 'timeout') { warn('timeout'); break; }
        pageErrors++;
      }
    }
    if (tooComplex) {
      warn('file_too_complex');
      doc.warning_details = [{ code: 'file_too_complex', message: tooComplex }];
      return doc;
    }
    // A scanned document (no usable text layer overall) is OCR'd page by page, into the same shape; in a text
    // document only a page whose text layer is garbage is (ocr/index.ts decides).
    const scanned = pagesRead > 0 && textChars / pagesRead < settings.extract.minTextCharsPerPage;
    for (const native of natives) {
      try {
        const page = await ocr.read(pdf, native, n, timeoutMs - (Date.now() - started), scanned);
        lines.push(...pageToLines(page, settings.layout));
      } catch (err) {
        if ((err as Error)?.message === 'timeout') { warn('timeout'); break; }
        pageErrors++;
      }
    }
  } finally {
    await close();
  }
  if (pagesRead === 0 && pageErrors > 0) { warn('corrupt'); return doc; }
  // Fewer than ~20 characters per page on average: a scan (or an empty file), not a text statement.
  doc.text_layer = pagesRead > 0 && textChars / pagesRead >= settings.extract.minTextCharsPerPage;
  for (const w of ocr.warnings) warn(w);
  if (!doc.text_layer && !ocr.used) { warn('no_text_layer'); return doc; }

  let read: ParsedLines;
  try {
    read = parseLinesExplained(lines, settings, doc.creation_date);
  } catch (err) {
    // A reader failure is ours, not the file's: say so, never "not a statement".
    options.onParserError?.(err);
    warn('parser_error');
    return doc;
  }
  doc.statements = ocr.finish(read.statements);
  if (options.explain) {
    // The lines as drawn, for the per-line listing and the pictures; the reader's decisions index into them.
    const t = read.explain.trace;
    doc.explain = { ...read.explain, trace: { ...traceGeometry(lines), classes: t?.classes ?? [], columns: t?.columns ?? [], rows: t?.rows ?? [] } };
  }
  const kept = doc.statements.reduce((n, st) => n + st.transactions.length, 0);
  if (read.explain.dated_money_lines > 0 && kept === 0) {
    warn('rows_not_read');
    doc.warning_details = [{ code: 'rows_not_read', message: `${read.explain.dated_money_lines} dated lines with amounts were seen, none could be read as a verified statement` }];
  }
  // Figures the document does not print, derived from the rows, and readings returned although they do not verify.
  for (const st of doc.statements) {
    const derivedBalances = st.derived?.filter((f) => f !== 'period') ?? [];
    if (derivedBalances.length) {
      warn('balances_derived');
      (doc.warning_details ??= []).push({ code: 'balances_derived', message: `${derivedBalances.map((f) => `${f.replace('_', ' ')} ${(f === 'beginning_balance' ? st.beginning_balance : st.ending_balance)?.toFixed(2)}`).join(' and ')} of the statement on pages ${st.pages[0]}-${st.pages[1]} not printed: derived from the running balances of its rows` });
    }
    if (st.derived?.includes('period')) {
      warn('period_derived');
      (doc.warning_details ??= []).push({ code: 'period_derived', message: `no statement period printed for the statement on pages ${st.pages[0]}-${st.pages[1]}: ${st.period_start} to ${st.period_end} are its first and last posted dates` });
    }
    if (st.unverified) {
      warn('unreconciled');
      (doc.warning_details ??= []).push({ code: 'unreconciled', message: `best reading returned unverified: ${st.unverified}` });
    }
  }
  // A statement whose rows were read but that is not returned is said, with its figures: never a silent loss.
  for (const u of read.unreturned) {
    warn('rows_not_read');
    (doc.warning_details ??= []).push({ code: 'rows_not_read', message: unreturnedMessage(u) });
  }
  for (const w of ocr.warnings) warn(w);
  if (!doc.statements.length) warn('not_a_statement');
  return doc;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), Math.max(1, ms)); });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}
