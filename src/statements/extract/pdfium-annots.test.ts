// Annotations a PDF viewer saves over a page (pdfium-annots.ts): a FreeText's text is read where it is drawn, for the
// form reader alone; its page text (what the statements' reading reads) gains nothing from it.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from './engines.ts';
import { openPdf, readPage } from './pdf.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { freeText, pdfOf } from '../forms/viewer-annots.test-util.ts';
import { textItems } from './pdfium-annots.ts';

const engines = createEngines();
afterAll(() => engines.close());

describe('a viewer\'s FreeText annotation', () => {
  it('is text for the form reader at its box, in its /DA size, and no text of the page', async () => {
    const bytes = await pdfOf((doc) => {
      doc.font('Helvetica').fontSize(9).text('Account Statement  Beginning Balance 1,200.00', 40, 60, { lineBreak: false });
      freeText(doc, 300, 100, 'Deposit 5,000.00 missing?', 11);
    });
    const o = await openPdf(bytes, engines, DEFAULT_SETTINGS.extract);
    if ('error' in o) throw new Error(o.message);
    try {
      const page = await readPage(o.doc, 1);
      expect(page.items.map((i) => i.str).join(' ')).not.toContain('5,000');
      const [note] = page.form?.notes ?? [];
      expect(note).toMatchObject({ str: 'Deposit 5,000.00 missing?', h: 11 });
      // Its baseline inside its box (top 100, 15.2 high), near where the appearance stream draws it.
      expect(note!.x).toBeCloseTo(302, 0);
      expect(note!.y).toBeGreaterThan(108);
      expect(note!.y).toBeLessThan(115.2);
    } finally {
      await o.close();
    }
  });

  it('of several lines is a line each, top down', () => {
    const lines = textItems('Suite 400\r1200 Harbor Blvd', { x0: 10, y0: 100, x1: 200, y1: 130 }, 10, 0);
    expect(lines.map((l) => [l.str, Math.round(l.y)])).toEqual([['Suite 400', 110], ['1200 Harbor Blvd', 121]]);
  });
});
