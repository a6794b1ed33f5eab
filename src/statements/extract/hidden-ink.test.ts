// Glyphs a person does not see are not read (pdfium-ink.ts): a statement with white glyphs on white paper glued to its
// amounts ("0198.75", "137.45)") and a table header in white on a dark band reads as the page looks, exactly; with the
// check off (hiddenInkContrast 0) the same file reads the invisible glyphs and its figures no longer verify.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from './engines.ts';
import { openPdf, readPage } from './pdf.ts';
import { extractDocument } from '../pipeline.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { lyingStatement } from '../../../test/statements/lying-fonts.ts';
import PDFDocument from 'pdfkit';
import { collect } from '../forms/test-forms-rules.ts';

const engines = createEngines();
afterAll(() => engines.close());
const iso = (mdy: string) => `${mdy.slice(6)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}`;
const NO_CHECK = { extract: { hiddenInkContrast: 0 } };

async function firstPageText(bytes: Uint8Array, settings = DEFAULT_SETTINGS.extract): Promise<string[]> {
  const o = await openPdf(bytes, engines, settings);
  if ('error' in o) throw new Error(o.message);
  try {
    return (await readPage(o.doc, 1)).items.map((it) => it.str);
  } finally {
    await o.close();
  }
}

describe('glyphs a person does not see', () => {
  it('white on white is left out, white on a dark band is read, and the statement reads exactly', async () => {
    // A standard font and an embedded subset font: the ink is the page's, whatever the font.
    const st = await lyingStatement(['honest', 'embedded'], 4, { hidden: true });
    const text = await firstPageText(st.pdf);
    expect(text).toEqual(expect.arrayContaining(['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance', '$4,719.90', '198.75']));
    expect(text.filter((t) => t.includes(')') || t === '7' || /^0\d*[.,]/.test(t))).toEqual([]);
    const doc = await extractDocument({ name: 'hidden.pdf', bytes: st.pdf }, { engines, ocr: { enabled: false } });
    expect(doc.text_layer).toBe(true);
    expect(doc.warnings).toEqual([]);
    expect(doc.statements).toHaveLength(1);
    const [s] = doc.statements;
    expect([s!.beginning_balance, s!.ending_balance]).toEqual([st.beginning, st.ending]);
    expect(s!.transactions.map((t) => [t.date, t.amount, t.direction]))
      .toEqual(st.rows.map((r) => [iso(r.date), Math.abs(r.amount), r.amount < 0 ? 'debit' : 'credit']));
  });

  it('read as the text layer has them (the check off), the same file gives amounts the page does not print', async () => {
    const st = await lyingStatement(['honest', 'embedded'], 4, { hidden: true });
    const text = await firstPageText(st.pdf, { ...DEFAULT_SETTINGS.extract, ...NO_CHECK.extract });
    expect(text.join(' ')).toMatch(/\)/);
    const doc = await extractDocument({ name: 'hidden.pdf', bytes: st.pdf }, { engines, ocr: { enabled: false }, settings: NO_CHECK });
    const read = doc.statements.flatMap((s) => s.transactions.map((t) => t.amount));
    expect(read).not.toEqual(st.rows.map((r) => Math.abs(r.amount)));
  });

  it('a narrow white glyph on a dark band is read: its box is mostly its own stroke ("INDUSTRY" kept its I)', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.rect(36, 160, 540, 14).fill('#111111');
    doc.font('Helvetica-Bold').fontSize(7).fillColor('#ffffff').text('INDUSTRY', 39, 164, { lineBreak: false });
    doc.text('FUNDING TERMS REQUESTED', 200, 164, { lineBreak: false });
    doc.fillColor('#ffffff').text('I', 450, 300, { lineBreak: false });
    const text = await firstPageText(await collect(doc));
    expect(text).toEqual(expect.arrayContaining(['INDUSTRY', 'FUNDING TERMS REQUESTED']));
    expect(text).not.toContain('I');
  });
});
