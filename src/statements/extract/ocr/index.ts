// OCR of pages without a usable text layer, for one document: the extraction asks `read` for every page; a page
// with text comes back as it is, a scanned one comes back OCR'd in the same PageText shape. After the reading,
// `finish` repairs and labels the statements that came from OCR'd pages.
import type { DocumentWarning, ExtractedStatement, PageText } from '../../types.ts';
import { ocrPage, type PageSource } from './page.ts';
import type { PlacedWord } from './words.ts';
import { datesOf } from './date-column.ts';
import { repairStatement } from './repair.ts';
import { textQuality } from './garbage.ts';
import { judgeLayer } from '../layer-trust.ts';
import { OCR_SETTINGS, type OcrSettings } from './settings.ts';
import { needsOcr } from './needs.ts';
import { createPool, type Backend, type OcrPool } from './engine.ts';
import { WASM_BACKEND } from './wasm-engine.ts';
import { keepWidgets } from './widgets-kept.ts';
import { keepHonestText } from './honest-kept.ts';

export { OCR_SETTINGS, type OcrSettings } from './settings.ts';
export { type OcrPool } from './engine.ts';

/** A pool of OCR engines (extract/engines.ts owns one): tesseract-wasm's, unless a benchmark brings another. */
export function createOcrPool(backend: Backend = WASM_BACKEND): OcrPool {
  return createPool(backend);
}

/** Reported after each OCR'd page (the CLI prints it on stderr; the parse worker passes it on as the job's progress).
 *  `ocr_pages`: pages OCR'd so far in this document, this one included; `turned`: clockwise turn applied (degrees);
 *  `replaced_text`: the page had a garbage text layer, replaced by this reading. */
export interface OcrProgress {
  page: number; pages: number; ocr_pages: number; ms: number; words: number; confidence: number; skew: number; dpi: number;
  turned: number; replaced_text?: true; error?: string;
  /** Index of the file in the upload (set by parseWithDocuments). */
  file?: number;
}

export interface OcrRun {
  /** The page's text: as it is, or OCR'd. `scanned`: the document as a whole has no text layer (every image page
   *  is then OCR'd); otherwise only a page whose text layer is garbage is. `remainingMs` (the document's time left)
   *  does not bound OCR: each OCR'd page has its own limit (settings.pageTimeoutMs). */
  read(pdf: PageSource, native: PageText, pages: number, remainingMs: number, scanned?: boolean): Promise<PageText>;
  /** At least one page was OCR'd. */
  readonly used: boolean;
  /** Pages whose text layer lied (../layer-trust.ts) and was replaced by their OCR reading, with why ... */
  readonly replaced: LyingPage[];
  /** ... and those OCR could not replace (it failed, timed out or read no better), kept as they are, with why. */
  readonly kept: LyingPage[];
  readonly warnings: DocumentWarning[];
  finish(statements: ExtractedStatement[]): ExtractedStatement[];
}

export interface LyingPage { page: number; reason: string }

interface PageWords { conf: number; words: { digits: string; conf: number }[] }

/** The OCR of one document, on the engines of `pool` (its owner's: extract/engines.ts). */
export function ocrRun(pool: OcrPool, settings: Partial<OcrSettings> = {}, onPage?: (p: OcrProgress) => void): OcrRun {
  const s: OcrSettings = { ...OCR_SETTINGS, ...settings };
  const pages = new Map<number, PageWords>();
  const warnings: DocumentWarning[] = [];
  const warn = (w: DocumentWarning) => { if (!warnings.includes(w)) warnings.push(w); };
  let tried = 0;
  const replaced: LyingPage[] = [];
  const kept: LyingPage[] = [];
  // Clean dates of the pages read so far: a page with too few of its own borrows their column (words.ts).
  let dates: PlacedWord[] = [];

  return {
    get used() { return pages.size > 0; },
    warnings,
    replaced,
    kept,
    async read(pdf, native, total, _remainingMs, scanned = true) {
      const { ocr, garbage, lie } = needsOcr(native, s, scanned);
      if (!ocr) return native;
      // A lying page OCR does not replace keeps its layer, and the document says so (../layer-trust.ts).
      const keep = (why: string) => { if (lie) kept.push({ page: native.page, reason: `${lie}, and ${why}` }); return native; };
      if (tried >= s.maxPages) { warn('too_many_pages'); return keep('it is past the pages OCR reads'); }
      tried++;
      const started = Date.now();
      // Each page has its own limit, whatever the document's: a long scan is read to its end, page by page, and
      // the parse worker reports each page, which keeps its own time limit from running out (src/parsing/pool.ts).
      const limit = s.pageTimeoutMs;
      try {
        // A page whose layer lies and holds no scan is read from its drawing (PDFium renders it: page.ts).
        const { render, ...source } = pdf;
        const r = await ocrPage(pool, { ...source, size: native, ...(lie && render ? { render } : {}) }, native.page, s, limit, dates);
        // No scan on the page, or nothing legible on it: the page stays without text (no_text_layer).
        if (!r || r.text.items.reduce((k, it) => k + it.str.length, 0) < s.minTextChars) return keep('OCR read nothing on it');
        // A lying text layer is replaced only by a reading that reads as text, or reads better (a page whose picture is
        // not text keeps its own).
        if (lie && judgeLayer(r.text, s).reason && textQuality(r.text, s) <= textQuality(native, s)) return keep('OCR read it no better');
        if (lie) replaced.push({ page: native.page, reason: lie });
        dates = [...dates, ...datesOf(r.text.items)].slice(-s.datesKept);
        const words = r.text.items.map((it) => ({ digits: it.str.replace(/\D/g, ''), conf: it.conf ?? 0 }));
        pages.set(native.page, { conf: r.words ? r.confSum / r.words : 0, words });
        onPage?.({ page: native.page, pages: total, ocr_pages: tried, ms: Date.now() - started, words: r.words, confidence: r.words ? r.confSum / r.words : 0,
          skew: r.skewDeg, dpi: r.dpi, turned: r.turned, ...(garbage ? { replaced_text: true } : {}) });
        return ocrText(native, r, lie, s);
      } catch (err) {
        const msg = (err as Error)?.message ?? String(err);
        // A page that overran its limit is reported; any other engine failure leaves the page unread (no_text_layer).
        if (msg === 'ocr_timeout') warn('timeout');
        onPage?.({ page: native.page, pages: total, ocr_pages: tried, ms: Date.now() - started, words: 0, confidence: 0, skew: 0, dpi: 0, turned: 0, error: msg });
        return keep(msg === 'ocr_timeout' ? 'its OCR ran out of time' : 'its OCR failed');
      }
    },
    finish(statements) {
      labelOcrStatements(statements, pages, s);
      if (pages.size) warn('ocr');
      return statements;
    },
  };
}

/** OCR words replace the native ones: the few native characters were a stamp or an invisible page number. The fields'
 *  values and a viewer's notes are no text of the layer: they stay (widgets-kept.ts), and so does the text of the
 *  fonts that tell the truth (honest-kept.ts), unless the page's figures were found to lie. */
function ocrText(native: PageText, r: { text: PageText; turned: number }, lie: string | null, s: OcrSettings): PageText {
  const honest = lie && !s.lyingPages?.has(native.page) ? keepHonestText(native, r.text, r.turned, s) : r.text;
  return keepWidgets(native, honest, r.turned);
}

/** Statements read from OCR'd pages: their amounts repaired where the balances say which digit was misread, and labelled. */
function labelOcrStatements(statements: ExtractedStatement[], pages: Map<number, PageWords>, s: OcrSettings): void {
  for (const st of statements) {
    const read = [...pages.entries()].filter(([p]) => p >= st.pages[0] && p <= st.pages[1]);
    if (!read.length) continue;
    const repairs = repairStatement(st, { confOf: (p, cents) => confOf(pages.get(p), cents), maxFixes: s.repairMaxAmounts });
    const n = read.reduce((k, [, w]) => k + w.words.length, 0);
    const mean = n ? read.reduce((k, [, w]) => k + w.words.reduce((a, x) => a + x.conf, 0), 0) / n : 0;
    st.ocr = { mean_confidence: Math.round(mean * 1000) / 1000, pages: read.length, repairs };
  }
}

/** Confidence of the word that printed this amount on the page (its digits), else the page's mean. */
function confOf(page: PageWords | undefined, cents: number): number {
  if (!page) return 1;
  const digits = String(cents).padStart(3, '0');
  const hit = page.words.filter((w) => w.digits === digits);
  return hit.length ? Math.min(...hit.map((w) => w.conf)) : page.conf;
}
