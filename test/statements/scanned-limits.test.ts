// The OCR path's limits on scanned generated statements: a page's time limit, the page limit, a page not bounded by
// its document's time, and OCR inside the parse worker pool with its progress (the readings are in scanned.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngines, extractDocument } from '../../src/statements/index.ts';
import { ocrRun } from '../../src/statements/extract/ocr/index.ts';
import { DEFAULT_SETTINGS } from '../../src/statements/settings.ts';
import { openPdf, readPage } from '../../src/statements/extract/pdf.ts';
import { createParsePool, type ParseProgress } from '../../src/parsing/pool.ts';
import { OCR, SMALL } from './scan/cases.ts';
import { generateCached, scanCached } from './fixture-cache.ts';

// One PDFium and OCR pool for the file, as a parse worker has; closed (the OCR threads stopped) after it.
const engines = createEngines();
afterAll(() => engines.close());

describe('limits', () => {
  let scan: Uint8Array;
  let twoPages: Uint8Array;
  beforeAll(async () => {
    const g = await generateCached('credits_debits_running', 504, SMALL);
    scan = await scanCached(g.pdf, { seed: 'limits' });
    const g2 = await generateCached('signed_minus', 22, { content: { months: 1, density: 0.6 } });
    twoPages = await scanCached(g2.pdf, { seed: 'progress' });
  }, 120_000);

  it('a page over its time limit is given up with a timeout warning, and the next document is read again', async () => {
    const slow = await extractDocument({ name: 'a.pdf', bytes: scan }, { ocr: { pageTimeoutMs: 50 }, engines });
    expect(slow.warnings).toContain('timeout');
    expect(slow.statements).toEqual([]);
    const ok = await extractDocument({ name: 'b.pdf', bytes: scan }, { ocr: OCR, engines });
    expect(ok.statements.length).toBeGreaterThan(0);
  }, 120_000);

  it('OCR stops at its own page limit', async () => {
    const pages: number[] = [];
    const doc = await extractDocument({ name: 'a.pdf', bytes: scan }, { ocr: { maxPages: 0 }, engines, onOcrPage: (p) => pages.push(p.page) });
    expect(pages).toEqual([]);
    expect(doc.warnings).toEqual(expect.arrayContaining(['too_many_pages', 'no_text_layer']));
  });

  it("an OCR'd page is not bounded by the document's time left, only by its own limit", async () => {
    const opened = await openPdf(twoPages, engines, DEFAULT_SETTINGS.extract);
    if ('error' in opened) throw new Error(opened.message);
    try {
      const run = ocrRun((await engines.ocr()).pool, OCR);
      // No time left for the document: the page is read all the same.
      const page = await run.read(opened.doc, await readPage(opened.doc, 2), 2, 0);
      expect(page.items.length).toBeGreaterThan(50);
      expect(run.warnings).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it('OCR runs inside the parse worker pool and reports each page as the job\'s progress', async () => {
    const pool = createParsePool({ size: 1, timeoutMs: 120_000, ocr: OCR });
    try {
      const progress: ParseProgress[] = [];
      const { result: r } = await pool.parse([{ name: 'a.pdf', bytes: new Uint8Array(twoPages) }, { name: 'b.pdf', bytes: new Uint8Array(scan) }], [],
        (p) => progress.push(p));
      expect(r.parsing_details.statements.length).toBe(2);
      expect(r.parsing_details.statements[0]!.warnings?.[0]?.code).toBe('ocr');
      expect(progress.map((p) => [p.file, p.files, p.page, p.pages, p.ocr_pages])).toEqual([[0, 2, 1, 2, 1], [0, 2, 2, 2, 2], [1, 2, 1, 1, 1]]);
      expect(progress[0]!.eta_ms).toBe(progress[0]!.ms_per_page);
      expect(progress[1]!.eta_ms).toBe(0);
    } finally {
      await pool.close();
    }
  }, 240_000);
});
