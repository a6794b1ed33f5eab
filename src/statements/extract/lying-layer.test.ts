// A statement whose text layer lies on some pages, OCR'd from those pages' drawing and read exactly (the layer check
// alone: layer-trust.test.ts). One small document, two OCR'd pages: OCR is seconds of CPU a page.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from './engines.ts';
import { extractDocument } from '../pipeline.ts';
import type { OcrProgress } from './ocr-lazy.ts';
import { lyingStatement } from '../../../test/statements/lying-fonts.ts';

const engines = createEngines();
afterAll(() => engines.close());
// The machine is shared: a page's wall time follows everyone's load, and the per-page limit is not what is tested.
const OCR = { pageTimeoutMs: 300_000 };
const iso = (mdy: string) => `${mdy.slice(6)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;

describe('a text layer that lies', () => {
  it('is replaced by OCR on its own pages only, and the statement reads exactly', async () => {
    // Page 1 honest, page 2 private-use code points, page 3 letters and digits through a wrong ToUnicode map.
    const st = await lyingStatement(['honest', 'pua', 'scrambled'], 4);
    const pages: OcrProgress[] = [];
    const doc = await extractDocument({ name: 'lying.pdf', bytes: st.pdf }, { engines, ocr: OCR, onOcrPage: (p) => pages.push(p) });
    expect(pages.map((p) => [p.page, p.replaced_text])).toEqual([[2, true], [3, true]]);
    expect(doc.text_layer).toBe('replaced_by_ocr');
    expect(doc.warnings).toContain('ocr');
    expect(doc.warnings).not.toContain('not_a_statement');
    const detail = doc.warning_details?.find((d) => d.code === 'ocr')?.message;
    expect(detail).toMatch(/page 2: 100% of its characters are private-use/);
    expect(detail).toMatch(/page 3: 0 of its \d+ words are known words/);
    expect(doc.statements).toHaveLength(1);
    const [s] = doc.statements;
    expect([s!.beginning_balance, s!.ending_balance, s!.period_start, s!.period_end]).toEqual([st.beginning, st.ending, '2025-03-01', '2025-03-31']);
    expect(s!.transactions.map((t) => [t.date, t.amount, t.direction, t.description]))
      .toEqual(st.rows.map((r) => [iso(r.date), Math.abs(r.amount), r.amount < 0 ? 'debit' : 'credit', r.description]));
  }, 600_000);
});
