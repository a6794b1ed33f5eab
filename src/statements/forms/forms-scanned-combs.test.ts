// A form written a character to a box (comb fields), scanned: the combs' teeth are pixels, and the page's reading of
// letters a box apart is no word. The teeth erased and each comb's boxes read as one line (extract/ocr/comb-*.ts),
// the reader reads the values as on a text page: names, a date in three combs, a tax ID in two with a dash between.
import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../index.ts';
import { OFFICE_SCANNER, scanPdf } from '../../../test/statements/scan/scan.ts';
import { OCR } from '../../../test/statements/scan/cases.ts';
import { collect } from './test-forms-rules.ts';

const engines = createEngines();
afterAll(() => engines.close());

type Doc = PDFKit.PDFDocument;
const PITCH = 14;
/** A comb of `n` boxes at (x, y) (y its top), short teeth standing on its bottom rule, `value` one character a box. */
function comb(doc: Doc, x: number, y: number, n: number, value = ''): number {
  doc.lineWidth(0.8).rect(x, y, n * PITCH, 16).stroke('black');
  for (let i = 1; i < n; i++) doc.moveTo(x + i * PITCH, y + 16).lineTo(x + i * PITCH, y + 8).stroke('black');
  [...value].forEach((c, i) => { if (c !== ' ') doc.font('Courier-Bold').fontSize(10).fillColor('black').text(c, x + i * PITCH + 4, y + 4, { lineBreak: false }); });
  return x + n * PITCH;
}
const label = (doc: Doc, s: string, x: number, y: number, size = 8) => doc.font('Helvetica').fontSize(size).fillColor('black').text(s, x, y, { lineBreak: false });

async function combForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  label(doc, 'BUSINESS CASH ADVANCE APPLICATION', 40, 30, 12);
  label(doc, 'Print in CAPITAL LETTERS, one character per box.', 40, 46);
  label(doc, '1  Legal name of business', 40, 70); comb(doc, 40, 82, 30, 'HARBOR LIGHT BAKERY LLC');
  label(doc, '2  Employer identification number', 40, 112);
  const e = comb(doc, 40, 124, 2, '47'); label(doc, '-', e + 4, 126, 12); comb(doc, e + 14, 124, 7, '1185203');
  label(doc, '3  Date business started', 300, 112);
  const m = comb(doc, 300, 124, 2, '06'); const d = comb(doc, m + 10, 124, 2, '15'); comb(doc, d + 10, 124, 4, '2014');
  label(doc, 'MM', 304, 143, 6); label(doc, 'DD', m + 14, 143, 6); label(doc, 'YYYY', d + 20, 143, 6);
  label(doc, 'OWNER INFORMATION', 40, 150, 9);
  label(doc, '4  Owner last name', 40, 162); comb(doc, 40, 172, 14, 'OKAFOR');
  label(doc, 'First name', 260, 162); comb(doc, 260, 172, 12, 'GRACE');
  label(doc, 'Title', 40, 200); comb(doc, 40, 212, 12, 'OWNER');
  label(doc, 'Ownership %', 260, 200); comb(doc, 260, 212, 3, '100');
  label(doc, 'Social security number', 40, 240);
  const a = comb(doc, 40, 252, 3, '512'); label(doc, '-', a + 4, 254, 12); const b = comb(doc, a + 14, 252, 2, '44'); label(doc, '-', b + 4, 254, 12); comb(doc, b + 14, 252, 4, '9031');
  for (const [i, o] of ['Sole Proprietor', 'Corporation', 'LLC', 'Partnership'].entries()) { doc.rect(40 + i * 110, 290, 8, 8).stroke('black'); label(doc, o, 52 + i * 110, 290); }
  doc.moveTo(262, 290).lineTo(270, 298).moveTo(270, 290).lineTo(262, 298).stroke('black');
  label(doc, 'Each owner certifies the information above is true and authorizes credit reports.', 40, 330, 7);
  label(doc, 'Owner signature ____________________________   Date ____________', 40, 360);
  return collect(doc);
}

describe('a scanned form of comb fields (issue 36)', () => {
  it('reads each comb as the value it spells, separators and a date\'s parts as on a text page', async () => {
    const scan = await scanPdf(await combForm(), { ...OFFICE_SCANNER, seed: 'combs' } as never);
    const r = await parseStatements([{ name: 'scan.pdf', bytes: scan.pdf }], { ocr: OCR, engines });
    expect(r.application).toMatchObject({ legal_name: 'HARBOR LIGHT BAKERY LLC', business_tax_id: '471185203', business_start_date: '2014-06-15' });
    expect(r.application.applicants?.[0]).toMatchObject({ first_name: 'GRACE', last_name: 'OKAFOR', ownership: 100, tax_id: '512449031' });
  }, 300000);
});
