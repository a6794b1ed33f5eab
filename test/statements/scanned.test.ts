// Scanned statements through OCR, end to end: our generated statements rendered by PDFium, turned, blurred, noised
// and JPEG-compressed (with their exact truth; test/statements/scan). The two real scans of the shared corpus are in
// scanned-real.test.ts, the OCR limits in scanned-limits.test.ts (three files so they run side by side). A few pages
// only: OCR costs a second or more per page. Nothing outside node_modules is needed. Accuracy and speed on many
// layouts are measured by `npm run bench:ocr`, not here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngines, extractDocument, parseStatements, type OcrProgress } from '../../src/statements/index.ts';
import type { ParseResult } from '../../src/statements/types.ts';
import { scoreParse, summarize, formatSummaryTable, type ResultScore } from './score-report.ts';
import { OCR, SMALL } from './scan/cases.ts';
import { PHONE_PHOTO } from './scan/scan.ts';
import { generateCached, scanCached } from './fixture-cache.ts';

// Seeds that give one page each; the office scanner's faults (scan.ts).
const CASES: [layout: string, seed: number][] = [['credits_debits_running', 504], ['signed_trailing', 507], ['signed_minus', 501]];

// One PDFium and OCR pool for the file, as a parse worker has; closed (the OCR threads stopped) after it.
const engines = createEngines();
afterAll(() => engines.close());

describe('generated statements, scanned', () => {
  const docs: ResultScore[] = [];
  const results: ParseResult[] = [];
  beforeAll(async () => {
    for (const [layout, seed] of CASES) {
      const g = await generateCached(layout, seed, SMALL);
      const scan = await scanCached(g.pdf, { seed: `${layout}:${seed}` });
      const result = await parseStatements([{ name: g.fileName, bytes: scan }], { ocr: OCR, engines });
      results.push(result);
      docs.push(scoreParse(g.truth, result));
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

describe('a phone photo of a statement (150 dpi, +-2 degrees, a fold shadow, perspective)', () => {
  // The harder tier of issue 22: the shadow is evened out before any threshold, the page read at its own 150 dpi
  // with Sauvola's threshold. Before, the rule finder erased the rows under the fold and the grain between a
  // description and its amounts was read as words (bench/ocr.ts: phone tier).
  it('reads every transaction and the month figures', async () => {
    const g = await generateCached('signed_minus', 501, SMALL);
    const scan = await scanCached(g.pdf, { ...PHONE_PHOTO, seed: 'signed_minus:501' });
    const s = summarize('phone', [scoreParse(g.truth, await parseStatements([{ name: g.fileName, bytes: scan }], { ocr: OCR, engines }))]);
    expect([s.f1, s.monthAccuracy]).toEqual([1, 1]);
  }, 120_000);
});

describe('pages fed the wrong way, and text layers', () => {
  it('a page upside down and a page fed sideways are turned and read like the others', async () => {
    const g = await generateCached('signed_minus', 501, SMALL);
    for (const turn of [180, 90] as const) {
      const scan = await scanCached(g.pdf, { seed: `turned:${turn}`, turned: { 1: turn } });
      const pages: OcrProgress[] = [];
      const r = await parseStatements([{ name: g.fileName, bytes: scan }], { ocr: OCR, engines, onOcrPage: (p) => pages.push(p) });
      // Clockwise turn that undoes it.
      expect(pages[0]!.turned).toBe((360 - turn) % 360);
      expect(summarize('turned', [scoreParse(g.truth, r)]).f1).toBeGreaterThanOrEqual(0.98);
    }
  }, 240_000);

  it("a scan whose text layer is a bad scanner's garbage is OCR'd again and read", async () => {
    const g = await generateCached('signed_trailing', 507, SMALL);
    const scan = await scanCached(g.pdf, { seed: 'garbage', garbageText: true });
    const pages: OcrProgress[] = [];
    const r = await parseStatements([{ name: g.fileName, bytes: scan }], { ocr: OCR, engines, onOcrPage: (p) => pages.push(p) });
    expect(pages.map((p) => p.replaced_text)).toEqual([true]);
    expect(summarize('garbage', [scoreParse(g.truth, r)]).f1).toBeGreaterThanOrEqual(0.98);
  }, 120_000);

  it('a page with good text is never OCR\'d', async () => {
    const g = await generateCached('signed_trailing', 507, SMALL);
    const pages: OcrProgress[] = [];
    const doc = await extractDocument({ name: 'text.pdf', bytes: g.pdf }, { ocr: OCR, engines, onOcrPage: (p) => pages.push(p) });
    expect(pages).toEqual([]);
    expect(doc.warnings).not.toContain('ocr');
    expect(doc.statements.length).toBeGreaterThan(0);
  });
});
