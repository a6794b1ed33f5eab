// Values written a few degrees off level are kept for the form reader on every page that has them (pdfium-text.ts):
// a form's later page naming none of the words that make a page a form ("title?", "their name?" on a phone thread's
// second screen) keeps its hand's values as the first page does.
import { afterAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { createEngines } from './engines.ts';
import { openPdf, readPage } from './pdf.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { collect } from '../forms/test-forms-rules.ts';

const engines = createEngines();
afterAll(() => engines.close());

/** A form's first page naming its words, and a second naming none: each with a value written 2.2 degrees off level. */
function twoPages(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(0) } });
  const hand = (t: string, x: number, y: number, a: number) => { doc.save().rotate(a, { origin: [x, y] }).fontSize(14).text(t, x, y, { lineBreak: false }).restore(); };
  doc.fontSize(10).text('Legal name of the business?', 40, 60, { lineBreak: false });
  hand('Golden Oak Services Inc', 300, 80, 2.2);
  doc.addPage();
  doc.fontSize(10).text('their name?', 40, 60, { lineBreak: false });
  hand('Tomas De La Cruz', 300, 80, -2.2);
  return collect(doc);
}

describe('a hand\'s values written off level', () => {
  it('are kept on a page that names no form\'s word, as on the first', async () => {
    const o = await openPdf(await twoPages(), engines, DEFAULT_SETTINGS.extract);
    if ('error' in o) throw new Error(o.message);
    try {
      const tilted = async (n: number) => ((await readPage(o.doc, n)).form?.tilted ?? []).map((t) => t.str).join(' ');
      expect(await tilted(1)).toContain('Golden Oak');
      expect(await tilted(2)).toContain('Tomas De La Cruz');
    } finally {
      await o.close();
    }
  });
});
