import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 127 (caption boxes: each value in a box whose caption is printed small in a corner of it).

describe('set 127: captions printed at the foot of their boxes', () => {
  it('a value written in a box over the caption at its foot is the box\'s value', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('ONE-PAGE CAPITAL APPLICATION', 36, 24, { lineBreak: false });
    let x = 36;
    const row = (y: number, cells: [string, string, number][]) => {
      x = 36;
      for (const [caption, value, w] of cells) {
        doc.lineWidth(0.5).strokeColor('#777777').rect(x, y, w, 30).stroke();
        if (value) doc.fillColor('black').font('Courier').fontSize(10).text(value, x + 4, y + 5, { lineBreak: false });
        doc.fillColor('#333333').font('Helvetica').fontSize(5.5).text(caption, x + 3, y + 22, { lineBreak: false });
        x += w;
      }
    };
    row(50, [['CORPORATE / LEGAL NAME', 'Northgate Builders, Inc.', 200], ['DBA', '', 130], ['ENTITY TYPE', 'S Corp', 90], ['FED. TAX ID', '70-7152865', 100]]);
    row(80, [['ADDRESS', '4491 Industrial Pkwy', 200], ['CITY', 'Raleigh', 130], ['ST', 'NC', 90], ['ZIP', '27607', 100]]);
    row(110, [['AMOUNT REQUESTED', '$ 100,000', 200], ['PAYMENT AMT', '707', 130], ['# OF PMTS', '175', 90], ['START DATE', '2/7/19', 100]]);
    row(150, [['OWNER NAME', 'Laura Chen', 200], ['TITLE', 'President', 130], ['% OWN', '100', 90], ['CREDIT', '712', 100]]);
    // A section's box holding a grid of options, "OTHER:" at its foot: no field's box, its caption reads no option.
    doc.lineWidth(0.5).strokeColor('#777777').rect(36, 190, 540, 40).stroke();
    doc.fillColor('black').font('Helvetica-Bold').fontSize(7).text('ENTITY TYPE', 39, 192, { lineBreak: false });
    ['LLC', 'CORPORATION', 'S CORP', 'PARTNERSHIP'].forEach((o, i) => { doc.rect(42 + i * 134, 204, 8, 8).stroke(); doc.font('Helvetica').fontSize(7).text(o, 54 + i * 134, 205, { lineBreak: false }); });
    doc.fillColor('black').font('Helvetica').fontSize(7).text('OTHER:', 42, 220, { lineBreak: false });
    doc.save().lineWidth(1).strokeColor('black').moveTo(311, 205).lineTo(317, 211).moveTo(317, 205).lineTo(311, 211).stroke().restore();
    const app = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(app?.type_of_entity).toBe('s_corporation');
    expect([app?.legal_name, app?.business_tax_id, app?.state_region, app?.requested_amount, app?.requested_payment, app?.number_of_payments]).toEqual(['Northgate Builders, Inc.', '707152865', 'NC', 100000, 707, 175]);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.credit_score])).toEqual([['Laura', 'Chen', 'President', 100, 712]]);
  });
});
