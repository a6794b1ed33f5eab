// A fillable form's drop-down stores its chosen option's export value ("2"); the page shows the option's label
// ("Weekly"), and the field reads as the page shows it (pdfium-form.ts).
import { afterAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { createEngines } from './engines.ts';
import { openPdf, readPage } from './pdf.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { comboWidget } from '../../../test/forms/independent32/widgets.ts';

const engines = createEngines();
afterAll(() => engines.close());

async function formPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.initForm();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((r) => doc.on('end', () => r()));
  doc.font('Helvetica').fontSize(14).text('Business Funding Application', 40, 40);
  doc.fontSize(8).text('Legal Business Name', 40, 80).text('Payment Frequency', 40, 120).text('Federal Tax ID', 300, 80).text('Owner Name', 300, 120);
  comboWidget(doc, 'deal.freq', 40, 132, 120, 14, [['1', 'Daily'], ['2', 'Weekly'], ['3', 'Monthly']], '2');
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('a drop-down\'s chosen option', () => {
  it('reads as its label, not its export value', async () => {
    const o = await openPdf(await formPdf(), engines, DEFAULT_SETTINGS.extract);
    if ('error' in o) throw new Error(o.message);
    try {
      const page = await readPage(o.doc, 1);
      expect(page.form?.fields.map((f) => f.value)).toEqual(['Weekly']);
    } finally {
      await o.close();
    }
  });
});
