import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Rules learnt on the forty-seventh author's corrected, amended and stamped paperwork (issue 36): correction patches,
// caret insertions, amendment pages, each on a self-made form here.
const row = (doc: PDFKit.PDFDocument, y: number, label: string, value: string) => {
  doc.font('Helvetica').fontSize(7.5).fillColor('black').text(label, 36, y + 3, { lineBreak: false });
  doc.moveTo(130, y + 12).lineTo(400, y + 12).lineWidth(0.5).stroke('#555');
  doc.font('Courier').fontSize(10).fillColor('black').text(value, 134, y + 1, { lineBreak: false });
};

describe('corrected and amended paperwork (issue 36)', () => {
  it('a value under a white correction patch is not seen: the value written on the patch is read', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('Merchant Funding Application', 36, 30, { lineBreak: false });
    row(doc, 60, 'Legal Business Name', 'Golden Gate Pizza LLC');
    row(doc, 82, 'Federal Tax ID', '41-3470819');
    doc.save().rect(131, 80, 65, 14).fill('#ffffff').restore();
    doc.font('Times-Italic').fontSize(11).fillColor('#1b2a6b').text('41-3440819', 134, 82, { lineBreak: false });
    row(doc, 104, 'Amount Requested', '$220,000');
    const r = await parseStatements([{ name: 'patched.pdf', bytes: await collect(doc) }]);
    expect([r.application?.legal_name, r.application?.business_tax_id]).toEqual(['Golden Gate Pizza LLC', '413440819']);
  });

  it('a short value struck with a line only half a point off level is withdrawn: the correction beside it is read', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('Merchant Funding Application', 36, 30, { lineBreak: false });
    row(doc, 60, 'Legal Business Name', 'Golden Gate Pizza LLC');
    row(doc, 82, 'Owner Name', 'Mei Castillo');
    row(doc, 104, 'Ownership %', '50%');
    doc.save().moveTo(132, 109.1).lineTo(153, 108.6).lineWidth(1.1).strokeColor('#b3261e').stroke().restore();
    doc.font('Times-Italic').fontSize(11).fillColor('#b3261e').text('40%', 160, 103, { lineBreak: false });
    const r = await parseStatements([{ name: 'struck.pdf', bytes: await collect(doc) }]);
    expect(r.application?.applicants.map((a) => a.ownership)).toEqual([40]);
  });
});
