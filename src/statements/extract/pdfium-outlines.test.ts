// Words drawn as outlines (pdfium-outlines.ts): a page whose values (or all its words) are glyph shapes its text layer
// does not hold is read from its drawing, as a person reads it; a logo's outlined lettering leaves a page's text alone.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from './engines.ts';
import { openPdf, readPage } from './pdf.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { parseStatements } from '../index.ts';
import { collect } from '../forms/test-forms-rules.ts';

interface FkPath { transform(a: number, b: number, c: number, d: number, e: number, f: number): FkPath; toSVG(): string }
interface FkFont { unitsPerEm: number; layout(s: string): { glyphs: { path: FkPath }[]; positions: { xAdvance: number }[] } }
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync(path: string): FkFont };
const SANS = fontkit.openSync('/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf');

/** `text` drawn as filled glyph outlines, its baseline at (x, y), one path per word as a flattening tool draws it. */
function outlined(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const k = size / SANS.unitsPerEm, run = SANS.layout(text);
  let pen = 0, svg = '';
  run.glyphs.forEach((g, i) => { svg += g.path.transform(k, 0, 0, -k, pen * k, 0).toSVG(); pen += run.positions[i]!.xAdvance; });
  doc.save().translate(x, y).path(svg).fill('#111').restore();
}
const t = (doc: PDFKit.PDFDocument, s: string, x: number, y: number, size = 9) => doc.fillColor('black').font('Helvetica').fontSize(size).text(s, x, y, { lineBreak: false });

const engines = createEngines();
afterAll(() => engines.close());
async function page1(bytes: Uint8Array) {
  const o = await openPdf(bytes, engines, DEFAULT_SETTINGS.extract);
  if ('error' in o) throw new Error(o.message);
  try { return await readPage(o.doc, 1); } finally { await o.close(); }
}

/** A merchant application whose labels are text and whose values are outlines. */
function application(doc: PDFKit.PDFDocument): void {
  t(doc, 'MERCHANT CASH ADVANCE APPLICATION', 40, 30, 14);
  const rows: [string, string][] = [['Legal Name:', 'Cedar Hollow Cleaners Corp.'], ['DBA:', 'Cedar Hollow Dry Cleaning'], ['Federal Tax ID (EIN):', '27-5582612'],
    ['Amount Requested:', '$125,000'], ['Owner Name:', 'Fatima Castillo'], ['Ownership %:', '100%']];
  rows.forEach(([label, value], i) => {
    const y = 80 + i * 30;
    t(doc, label, 40, y);
    doc.moveTo(160, y + 11).lineTo(480, y + 11).lineWidth(0.5).stroke('black');
    outlined(doc, value, 164, y + 9, 11);
  });
  t(doc, 'Signature of applicant: ____________________   Date: __________', 40, 300);
}

describe('words drawn as outlines', () => {
  it('are counted on a page whose values are outlines its text layer does not hold', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    application(doc);
    const page = await page1(await collect(doc));
    expect(page.outlines).toBeGreaterThanOrEqual(40);
  });

  it('are not, for a logo\'s outlined lettering on one line over a page of text', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    outlined(doc, 'WHAT A CREDIT CARD SHOULD BE - Northbank Cards', 40, 40, 16);
    for (let i = 0; i < 20; i++) t(doc, `03/${String(i + 1).padStart(2, '0')}/2026   CARD PURCHASE ${i}   ${(i * 13.17).toFixed(2)}`, 40, 80 + i * 14);
    const page = await page1(await collect(doc));
    expect(page.outlines ?? 0).toBe(0);
  });

  it('are read as a person reads them: the form\'s values come from the page as drawn, the document says why', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    application(doc);
    const r = await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }]);
    const app = r.application;
    expect([app?.legal_name, app?.business_tax_id, app?.requested_amount]).toEqual(['Cedar Hollow Cleaners Corp.', '275582612', 125000]);
    const d = r.parsing_details.documents[0]!;
    expect(d.warning_details?.find((w) => w.code === 'ocr')?.message).toMatch(/drawn as outlines/);
  }, 60_000);
});
