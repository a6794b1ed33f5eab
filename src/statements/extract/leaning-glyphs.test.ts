// A pen font's letters lean past their advance (PDFium's box of a glyph is its drawn shape): the words are read as a
// person reads them, whole and spaced, as pdf.js measures by advance (pdfium-text.ts, pdfium-runs.ts).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { createEngines } from './engines.ts';
import { openPdf, readPage } from './pdf.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { collect } from '../forms/test-forms-rules.ts';

const engines = createEngines();
afterAll(() => engines.close());
const PEN = readFileSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');

async function items(write: (doc: PDFKit.PDFDocument) => void): Promise<string[]> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { CreationDate: new Date(0) } });
  doc.font('Helvetica').fontSize(9).text('Owners of the business', 50, 40, { lineBreak: false });
  write(doc);
  const o = await openPdf(await collect(doc), engines, DEFAULT_SETTINGS.extract);
  if ('error' in o) throw new Error(o.message);
  try {
    return (await readPage(o.doc, 1)).items.map((i) => i.str);
  } finally {
    await o.close();
  }
}

describe('a pen font\'s leaning letters', () => {
  it('are one run, not cut where a capital\'s stroke reaches over the next letter ("T" + "he Y" + "amamoto R" ...)', async () => {
    const got = await items((doc) => doc.font(PEN).fontSize(11).fillColor('#1b2f8a').text('The Yamamoto Revocable Trust', 50, 80, { lineBreak: false }));
    expect(got).toContain('The Yamamoto Revocable Trust');
  });

  it('keep the space after a letter whose stroke reaches over it ("FjelstadEnterprises")', async () => {
    const got = await items((doc) => doc.font(PEN).fontSize(11.5).fillColor('#1b2f8a').text('Fjelstad Enterprises LLC', 50, 80, { lineBreak: false }));
    expect(got).toContain('Fjelstad Enterprises LLC');
  });

  it('written at two slants, one value run up to the next ("SMITH-GARZA" then "MARISOL"), are two runs', async () => {
    const got = await items((doc) => {
      doc.font(PEN).fontSize(10).fillColor('#1b2f8a');
      const hand = (t: string, x: number, deg: number) => { doc.save().rotate(deg, { origin: [x, 88] }).text(t, x, 80, { lineBreak: false }); doc.restore(); };
      // (Drawn in that order, each value its own text object at its own slant, the second starting where the first ends.)
      hand('LUCINDA SMITH-GARZA', 50, 0.9);
      hand('MARISOL NGUYEN', 50 + doc.widthOfString('LUCINDA SMITH-GARZA'), -1.5);
    });
    expect(got.join('|')).not.toMatch(/GARZA ?MARISOL/);
    expect(got).toContain('MARISOL NGUYEN');
  });
});
