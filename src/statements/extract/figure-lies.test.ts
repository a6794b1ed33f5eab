// A text layer whose figures lie while its words read (one glyph mapped wrong: "$" copies as "3"): the reading fails its
// printed figures, the glyphs say the page draws something else, the page is read as drawn (OCR) and the judges keep
// that reading. Never for a document that verifies; never over a document whose figures were drawn as they read
// (tampering stays visible). The shape signs alone: figureLies. OCR is seconds of CPU a page: one page is OCR'd here.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from './engines.ts';
import { extractDocument } from '../pipeline.ts';
import { figureLies } from './figure-lies.ts';
import { mismatchedDigits } from './pdfium-glyphs.ts';
import type { OcrProgress } from './ocr-lazy.ts';
import type { PageText } from '../types.ts';
import { lyingStatement } from '../../../test/statements/lying-fonts.ts';

const engines = createEngines();
afterAll(() => engines.close());
// The machine is shared: a page's wall time follows everyone's load, and the per-page limit is not what is tested.
const OCR = { pageTimeoutMs: 300_000 };
const iso = (mdy: string) => `${mdy.slice(6)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;
const page = (strs: string[]): PageText => ({ page: 1, width: 612, height: 792, items: strs.map((str, k) => ({ str, x: 40, y: 20 + 12 * k, w: 60, h: 10, font: 'f' })) });

describe('figures that contradict the page as drawn', () => {
  it('amounts of impossible shapes are signs; ordinary amounts, dates and codes are not', () => {
    expect(figureLies(page(['0137.45', '01,234.56', '1)234.56', '05,102.55']), 2)).toEqual({ page: 1, signs: 4, example: '0137.45' });
    expect(figureLies(page(['137.45', '1,234.56', '(1,234.56)', '$0.45', '0.04', '03/07/2025', 'REF 0012345', '-0.50', '1.234,56']), 1)).toBeNull();
    // Runs drawn touching on one baseline are read together, as the layout joins them.
    const glued: PageText = { page: 3, width: 612, height: 792, items: [{ str: '0', x: 400, y: 100, w: 5, h: 10, font: 'g' }, { str: '3,607.00', x: 405, y: 100, w: 40, h: 10, font: 'f' }] };
    expect(figureLies(glued, 1)?.example).toBe('03,607.00');
  });

  it('a "$" glyph that copies as "3": the lying page is read as drawn and the statement reads exactly', async () => {
    const st = await lyingStatement(['honest', 'figures'], 5);
    // Before: the text reading takes "$443.95" for 3443.95 and does not reconcile (OCR off: what the layer says).
    const asText = await extractDocument({ name: 'figures.pdf', bytes: st.pdf }, { engines, ocr: { enabled: false } });
    expect(asText.text_layer).toBe(true);
    expect(asText.statements[0]!.transactions.map((t) => t.amount)).toContain(3443.95);
    // The glyphs: page 2's "3"s are two drawings.
    expect((await mismatchedDigits(st.pdf, engines, 10)).map((g) => g.page)).toEqual([2]);
    const pages: OcrProgress[] = [];
    const doc = await extractDocument({ name: 'figures.pdf', bytes: st.pdf }, { engines, ocr: OCR, onOcrPage: (p) => pages.push(p) });
    expect(pages.map((p) => p.page)).toEqual([2]);
    expect(doc.text_layer).toBe('replaced_by_ocr');
    expect(doc.warning_details?.find((d) => d.code === 'ocr')?.message)
      .toMatch(/^the text layer of one page is not what the page shows and was replaced by OCR \(page 2: its figures contradict the statement's printed figures, and \d+ of its digits are drawn with another glyph/);
    expect(doc.statements).toHaveLength(1);
    const [s] = doc.statements;
    expect([s!.beginning_balance, s!.ending_balance]).toEqual([st.beginning, st.ending]);
    expect(s!.transactions.map((t) => [t.date, t.amount, t.direction]))
      .toEqual(st.rows.map((r) => [iso(r.date), Math.abs(r.amount), r.amount < 0 ? 'debit' : 'credit']));
  }, 600_000);

  it('a document that verifies is never read again, whatever its glyphs', async () => {
    // "$" copies as "0": "$443.95" reads "0443.95", which is read as 443.95, and the statement verifies as it is.
    const st = await lyingStatement(['honest', 'figures'], 5, { dollarAs: '0' });
    const pages: number[] = [];
    const doc = await extractDocument({ name: 'verifies.pdf', bytes: st.pdf }, { engines, ocr: OCR, onOcrPage: (p) => pages.push(p.page) });
    expect(pages).toEqual([]);
    expect(doc.text_layer).toBe(true);
    expect(doc.statements[0]!.ending_balance).toBe(st.ending);
  });

  it('figures drawn as they read and that do not add up keep their text: OCR reads the same, and fails the same', async () => {
    const st = await lyingStatement(['honest', 'figures'], 5, { tampered: true });
    const pages: number[] = [];
    const doc = await extractDocument({ name: 'tampered.pdf', bytes: st.pdf }, { engines, ocr: OCR, onOcrPage: (p) => pages.push(p.page) });
    expect(pages).toEqual([2]);
    expect(doc.text_layer).toBe(true);
    expect(doc.warnings).not.toContain('ocr');
    // The text reading, as before: the lying glyphs' figures.
    expect(doc.statements[0]!.transactions.map((t) => t.amount)).toContain(3443.95);
  }, 600_000);
});
