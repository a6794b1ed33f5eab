import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../index.ts';
import { FONT_FILE, lie, scramble, unmap } from '../../../test/statements/lying-fonts.ts';

// Set 96 (text layers that cannot be decoded): a form's printed labels in a font whose characters are not its glyphs
// (no ToUnicode map: copying gives control characters), so the page is read by OCR from its drawing; what a person
// sees there is the labels and, in their boxes, what the fields hold.

const engines = createEngines();
afterAll(() => engines.close());
// The machine is shared: a page's wall time follows everyone's load, and the per-page limit is not what is tested.
const OCR = { pageTimeoutMs: 300_000, idleMs: 600_000 };

/** Pdfkit's bytes uncompressed, as a latin1 string (the font maps are edited in place). */
function bytesOf(doc: PDFKit.PDFDocument): Promise<string> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => { doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))); doc.end(); });
}

/** A boxed application whose labels are drawn in a font without a map, and whose values are AcroForm text fields. */
async function fillableUndecodedForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: false });
  doc.font('Helvetica');
  doc.initForm();
  const box = (label: string, name: string, value: string, x: number, y: number, w: number) => {
    doc.rect(x, y, w, 30).lineWidth(0.6).stroke('#444444');
    doc.font(FONT_FILE.unmapped).fontSize(7).fillColor('#222222').text(label, x + 3, y + 3, { lineBreak: false });
    doc.formText(name, x + 2, y + 13, w - 4, 15, { value });
  };
  doc.font(FONT_FILE.unmapped).fontSize(15).fillColor('#000000').text('Merchant Funding Application', 40, 40, { lineBreak: false });
  doc.font(FONT_FILE.unmapped).fontSize(10).text('Business Information', 40, 76, { lineBreak: false });
  box('Legal Business Name', 'f1', 'Oak & Ember Flowers Inc.', 40, 92, 300);
  box('DBA', 'f2', 'Ember Florist', 340, 92, 230);
  box('Federal Tax ID', 'f3', '75-3886476', 40, 122, 200);
  box('Business Start Date', 'f4', '03/14/2011', 240, 122, 160);
  box('Type of Business', 'f5', 'Florist', 400, 122, 170);
  doc.font(FONT_FILE.unmapped).fontSize(10).text('Funding Request', 40, 168, { lineBreak: false });
  box('Amount Requested', 'f6', '$35,000.00', 40, 184, 200);
  doc.font(FONT_FILE.unmapped).fontSize(7).text('Please attach the last three months of bank statements for the business account.', 40, 230, { lineBreak: false });
  return new Uint8Array(Buffer.from(unmap(await bytesOf(doc), 'LiberationSans-BoldItalic'), 'latin1'));
}

describe('set 96: a form page read by OCR keeps its fields', () => {
  it("labels that do not decode are read from the page, the fields' values from the fields", async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await fillableUndecodedForm() }], { engines, ocr: OCR })).application;
    expect([a?.legal_name, a?.trade_name, a?.business_tax_id, a?.business_start_date, a?.requested_amount])
      .toEqual(['Oak & Ember Flowers Inc.', 'Ember Florist', '753886476', '2011-03-14', 35000]);
  }, 600_000);
});

/** Labels in Helvetica (they read), values typed in a font whose ToUnicode map sends each letter and digit to another. */
async function shiftedValuesForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: false });
  const fld = (label: string, value: string, x: number, y: number) => {
    doc.font('Helvetica').fontSize(7).fillColor('#333333').text(label, x, y, { lineBreak: false });
    doc.font(FONT_FILE.scrambled).fontSize(10).fillColor('#000000').text(value, x + 2, y + 10, { lineBreak: false });
  };
  doc.font('Helvetica-Bold').fontSize(14).text('Merchant Funding Application', 40, 30, { lineBreak: false });
  fld('Legal Business Name', 'Harbor Auto Works Partners', 40, 70);
  fld('DBA', 'Harbor Auto Repair Shop', 330, 70);
  fld('Federal Tax ID', '12-9332973', 40, 100);
  fld('Business Start Date', '01/02/2010', 330, 100);
  fld('Physical Address', '214 Centre Street, Durham, NC 27701', 40, 130);
  fld('Type of Business', 'Auto repair and body shop', 330, 130);
  fld('Amount Requested', '$85,000.00', 40, 160);
  fld('Use of Funds', 'Equipment purchase and working capital', 330, 160);
  doc.font('Helvetica').fontSize(7).text('The undersigned authorizes the funder to obtain credit reports and to verify the information above.', 40, 200, { lineBreak: false });
  return new Uint8Array(Buffer.from(lie(await bytesOf(doc), 'LiberationSans-Bold', scramble), 'latin1'));
}

describe('set 96: a layer is judged font by font', () => {
  it('values typed in a font whose map gives other letters are read from the page, though the labels read', async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await shiftedValuesForm() }], { engines, ocr: OCR })).application;
    expect([a?.legal_name, a?.trade_name, a?.business_tax_id, a?.business_start_date, a?.requested_amount])
      .toEqual(['Harbor Auto Works Partners', 'Harbor Auto Repair Shop', '129332973', '2010-01-02', 85000]);
  }, 600_000);
});
