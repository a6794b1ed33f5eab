import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 108 (direct funders' own applications, two or three pages): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;

const heading = (doc: Doc, t: string, y: number) => doc.fillColor('black').font('Helvetica-Bold').fontSize(12).text(t, 42, y, { lineBreak: false });
const cap = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('black').font('Helvetica').fontSize(7).text(t, x, y, { lineBreak: false });
const val = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('black').font('Helvetica').fontSize(9).text(t, x, y, { lineBreak: false });
/** A value on its line, its caption under the line. */
const field = (doc: Doc, label: string, x: number, y: number, w: number, v: string) => {
  val(doc, v, x + 3, y);
  doc.lineWidth(0.5).moveTo(x, y + 12).lineTo(x + w, y + 12).stroke();
  cap(doc, label, x, y + 14);
};

const firstPage = (doc: Doc) => {
  doc.font('Helvetica-Bold').fontSize(16).text('Pacific Ridge Business Funding - Merchant Application', 42, 30, { lineBreak: false });
  heading(doc, 'Business information', 62);
  field(doc, 'Legal business name', 42, 84, 300, 'Harbor Light Bakery LLC');
  field(doc, 'Tax ID (EIN)', 360, 84, 180, '84-2231907');
  field(doc, 'Business start date', 42, 114, 200, '04/12/2016');
  heading(doc, 'Funding request', 150);
  field(doc, 'Amount requested', 42, 172, 200, '$85,000');
  heading(doc, 'Owner', 208);
  field(doc, 'Owner name', 42, 230, 250, 'Grace Okafor');
  field(doc, 'Ownership %', 310, 230, 100, '100%');
};

describe('set 108: direct funders\' forms', () => {
  it('another funders\' advances at the top of page two, headed in the type of the page\'s other headings: their names and payments are no request', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    firstPage(doc);
    doc.addPage();
    heading(doc, 'Open advances and loans', 37);
    const cols = [45, 225, 325, 435];
    ['Company', 'Date funded', 'Balance', 'Payment'].forEach((c, i) => cap(doc, c, cols[i]!, 57));
    [['Forward Line Funding', '09/09/2026', '$ 95,400', '$651 weekly'], ['Everest Business Funding', '10/13/2026', '$78,400', '$1,304.00 daily']]
      .forEach((row, r) => row.forEach((c, i) => val(doc, c, cols[i]!, 71 + r * 15)));
    heading(doc, 'Bank reference', 123);
    field(doc, 'Bank', 42, 141, 200, 'Truist');
    heading(doc, 'Trade references', 180);
    field(doc, 'Business', 42, 200, 200, 'Northside Supply Co.');
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.requested_amount, a?.requested_payment ?? null, a?.payment_frequency ?? null]).toEqual(['Harbor Light Bakery LLC', 85000, null, null]);
  });
});
