// Scanned statements through OCR, end to end: our generated statements rendered by PDFium, turned, blurred, noised
// and JPEG-compressed (with their exact truth; test/statements/scan), and the two real scans of the shared corpus
// (checked against the figures they print). A few pages only: OCR costs a second or more per page. Nothing outside
// node_modules is needed. Accuracy and speed on many layouts are measured by `npm run bench:ocr`, not here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseStatements } from '../../src/statements/index.ts';
import { extractDocument } from '../../src/statements/extract/extract.ts';
import { closeOcr, ocrRun, type OcrProgress } from '../../src/statements/extract/ocr/index.ts';
import { openPdf, readPage } from '../../src/statements/extract/pdf.ts';
import { createParsePool, type ParseProgress } from '../../src/parsing/pool.ts';
import type { ParseResult } from '../../src/statements/types.ts';
import { generate } from './generator/index.ts';
import { scoreDocument, summarize, formatSummaryTable, type DocScore } from './generator/compare.ts';
import { scanPdf } from './scan/scan.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const real = path.resolve(repo, '..', 'shared', 'corpus', 'real');

// One month at a light density, seeds that give one page each; the office scanner's faults (scan.ts).
const CASES: [layout: string, seed: number][] = [['credits_debits_running', 504], ['signed_trailing', 507], ['signed_minus', 501]];
const SMALL = { content: { months: 1, density: 0.05 } };
// This machine is shared: a page's wall time follows everyone's load, so where the per-page limit is not what is
// tested it is lifted (what is read must not depend on the load; the limit has its own test below).
const ocr = { pageTimeoutMs: 300_000 };

afterAll(() => closeOcr());

describe('generated statements, scanned', () => {
  const docs: DocScore[] = [];
  const results: ParseResult[] = [];
  beforeAll(async () => {
    for (const [layout, seed] of CASES) {
      const g = await generate(layout, seed, SMALL);
      const scan = await scanPdf(g.pdf, { seed: `${layout}:${seed}` });
      const result = await parseStatements([{ name: g.fileName, bytes: scan.pdf }], { ocr });
      results.push(result);
      docs.push(scoreDocument(g.truth, result));
    }
    console.log(`\nOCR on scanned generated statements\n${formatSummaryTable([summarize('scanned', docs)])}`);
  }, 300_000);

  it('reads the transactions and month figures as the truth has them', () => {
    const s = summarize('scanned', docs);
    expect(s.f1).toBeGreaterThanOrEqual(0.98);
    expect(s.monthAccuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('labels every statement as read by OCR, with its confidence', () => {
    for (const r of results) {
      expect(r.parsing_details.documents[0]!.text_layer).toBe(false);
      expect(r.parsing_details.documents[0]!.warnings).toContain('ocr');
      expect(r.parsing_details.statements.length).toBeGreaterThan(0);
      for (const st of r.parsing_details.statements) {
        const w = st.warnings?.find((x) => x.code === 'ocr');
        expect(w?.mean_confidence).toBeGreaterThan(0.7);
        expect(w?.message).toMatch(/mean word confidence \d+%/);
      }
    }
  });
});

describe('pages fed the wrong way, and text layers', () => {
  it('a page upside down and a page fed sideways are turned and read like the others', async () => {
    const g = await generate('signed_minus', 501, SMALL);
    for (const turn of [180, 90] as const) {
      const scan = await scanPdf(g.pdf, { seed: `turned:${turn}`, turned: { 1: turn } });
      const pages: OcrProgress[] = [];
      const r = await parseStatements([{ name: g.fileName, bytes: scan.pdf }], { ocr, onOcrPage: (p) => pages.push(p) });
      // Clockwise turn that undoes it.
      expect(pages[0]!.turned).toBe((360 - turn) % 360);
      expect(summarize('turned', [scoreDocument(g.truth, r)]).f1).toBeGreaterThanOrEqual(0.98);
    }
  }, 240_000);

  it("a scan whose text layer is a bad scanner's garbage is OCR'd again and read", async () => {
    const g = await generate('signed_trailing', 507, SMALL);
    const scan = await scanPdf(g.pdf, { seed: 'garbage', garbageText: true });
    const pages: OcrProgress[] = [];
    const r = await parseStatements([{ name: g.fileName, bytes: scan.pdf }], { ocr, onOcrPage: (p) => pages.push(p) });
    expect(pages.map((p) => p.replaced_text)).toEqual([true]);
    expect(summarize('garbage', [scoreDocument(g.truth, r)]).f1).toBeGreaterThanOrEqual(0.98);
  }, 120_000);

  it('a page with good text is never OCR\'d', async () => {
    const g = await generate('signed_trailing', 507, SMALL);
    const pages: OcrProgress[] = [];
    const doc = await extractDocument({ name: 'text.pdf', bytes: g.pdf }, { ocr, onOcrPage: (p) => pages.push(p) });
    expect(pages).toEqual([]);
    expect(doc.warnings).not.toContain('ocr');
    expect(doc.statements.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!existsSync(real))('real scans', () => {
  // Read once for both tests below (11 pages of OCR).
  let fsb: ParseResult;
  const fsbProgress: OcrProgress[] = [];
  beforeAll(async () => {
    fsb = await parseStatements([{ name: 'fsb.pdf', bytes: readFileSync(path.join(real, 'first_security_bank_scanned.pdf')) }],
      { ocr, onOcrPage: (p) => fsbProgress.push(p) });
  }, 300_000);

  it('first_security_bank_scanned: one statement that reconciles with the totals it prints', () => {
    expect(fsbProgress.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const [st] = fsb.parsing_details.statements;
    // Page 1 prints: previous balance 56,685.52, 5 deposits/credits 4,957.95, 90 checks/debits 5,088.44, ending
    // balance 56,555.03, statement dates 3/16/21 thru 4/15/21, account ...0743.
    expect(fsb.parsing_details.statements).toHaveLength(1);
    expect(st).toMatchObject({
      account_number_last4: '0743', period_start: '2021-03-16', period_end: '2021-04-15',
      beginning_balance: 56685.52, ending_balance: 56555.03, total_credits: 4957.95, total_debits: 5088.44, reconciled: true,
    });
    expect(st!.transactions.filter((t) => t.direction === 'credit')).toHaveLength(5);
    expect(st!.transactions.filter((t) => t.direction === 'debit')).toHaveLength(90);
    expect(st!.warnings?.[0]?.code).toBe('ocr');
  });

  // KNOWN REGRESSION (issue 22): with the tessdata_fast model and PSM 6 a speck beside the logo reads as a word "4"
  // between "First" and "Security" ("First4 Security Bank"); the 4.0.0 model with PSM 3 read the name right.
  // `it.fails` keeps the truth asserted: this test turns red when it reads right again, and must then go back to `it`.
  it.fails('first_security_bank_scanned: the bank name as printed', () => {
    expect(fsb.parsing_details.statements[0]?.bank_name).toBe('First Security Bank');
  });

  it('generic_bank_estatement_dummy_scanned: read, but no year is printed anywhere, so no dated statement', async () => {
    const doc = await extractDocument({ name: 'dummy.pdf', bytes: readFileSync(path.join(real, 'generic_bank_estatement_dummy_scanned.pdf')) }, { ocr });
    expect(doc.text_layer).toBe(false);
    expect(doc.warnings).toEqual(expect.arrayContaining(['ocr', 'not_a_statement']));
    expect(doc.statements).toEqual([]);
  }, 120_000);
});

describe('limits', () => {
  let scan: Uint8Array;
  let twoPages: Uint8Array;
  beforeAll(async () => {
    const g = await generate('credits_debits_running', 504, SMALL);
    scan = (await scanPdf(g.pdf, { seed: 'limits' })).pdf;
    const g2 = await generate('signed_minus', 22, { content: { months: 1, density: 0.6 } });
    twoPages = (await scanPdf(g2.pdf, { seed: 'progress' })).pdf;
  }, 120_000);

  it('a page over its time limit is given up with a timeout warning, and the next document is read again', async () => {
    const slow = await extractDocument({ name: 'a.pdf', bytes: scan }, { ocr: { pageTimeoutMs: 50 } });
    expect(slow.warnings).toContain('timeout');
    expect(slow.statements).toEqual([]);
    const ok = await extractDocument({ name: 'b.pdf', bytes: scan }, { ocr });
    expect(ok.statements.length).toBeGreaterThan(0);
  }, 120_000);

  it('OCR stops at its own page limit', async () => {
    const pages: number[] = [];
    const doc = await extractDocument({ name: 'a.pdf', bytes: scan }, { ocr: { maxPages: 0 }, onOcrPage: (p) => pages.push(p.page) });
    expect(pages).toEqual([]);
    expect(doc.warnings).toEqual(expect.arrayContaining(['too_many_pages', 'no_text_layer']));
  });

  it("an OCR'd page is not bounded by the document's time left, only by its own limit", async () => {
    const opened = await openPdf(twoPages);
    if ('error' in opened) throw new Error(opened.message);
    try {
      const run = ocrRun(ocr);
      // No time left for the document: the page is read all the same.
      const page = await run.read(opened.doc, await readPage(opened.doc, 2), 2, 0);
      expect(page.items.length).toBeGreaterThan(50);
      expect(run.warnings).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it('OCR runs inside the parse worker pool and reports each page as the job\'s progress', async () => {
    const pool = createParsePool({ size: 1, timeoutMs: 120_000, ocr });
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
