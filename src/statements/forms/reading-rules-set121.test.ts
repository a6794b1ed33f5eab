import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { cells, collect } from './test-forms-rules.ts';

// Set 121 (answers given by marks: bubbles, ticks, a slider's scale): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;
function heading(doc: Doc, y: number, text: string) {
  doc.rect(36, y, 540, 13).fill('#1d3557');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(8).text(text, 41, y + 3, { lineBreak: false }).fillColor('black');
}
/** A row of round bubbles, each before its option; `chosen` filled in by a hand's zigzag, pen lines turning sharply. */
function bubbles(doc: Doc, y: number, label: string, options: string[], chosen: number) {
  doc.font('Helvetica-Bold').fontSize(8).text(label, 40, y, { lineBreak: false });
  options.forEach((o, i) => {
    const cx = 130 + i * 70, cy = y + 3.5;
    doc.lineWidth(0.7).strokeColor('black').circle(cx, cy, 4.2).stroke();
    doc.font('Helvetica').fontSize(8).text(o, cx + 7, y, { lineBreak: false });
    if (i !== chosen) return;
    doc.save().lineWidth(1.6).strokeColor('#1b2a6b').lineJoin('miter');
    for (let k = 0; k < 7; k++) { const yy = cy - 3 + k, half = Math.sqrt(Math.max(0, 11 - (yy - cy) ** 2)); const x = cx + (k % 2 ? half : -half); if (k) doc.lineTo(x, yy); else doc.moveTo(x, yy); }
    doc.stroke().restore();
  });
}
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;

describe('set 121: answers given by marks', () => {
  it('a bubble filled in by a hand\'s zigzag is chosen (its pen\'s sharp turns are no wider mark than the bubble)', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    heading(doc, 60, 'BUSINESS INFORMATION');
    cells(doc, 75, [['Business Legal Name', 'Brightway Car Wash Corp.', 300], ['Federal Tax ID (EIN)', '98-8027379', 240]]);
    bubbles(doc, 110, 'Entity Type:', ['Sole Proprietor', 'Partnership', 'LLC', 'Corporation'], 3);
    bubbles(doc, 130, 'Payment Schedule:', ['Daily', 'Weekly', 'Monthly'], 1);
    const a = await read(doc);
    expect([a?.type_of_entity, a?.payment_frequency]).toEqual(['c_corporation', 'weekly']);
  });

  it('a scale of amounts printed under a slider ("$10K ... $500K+") is no answer: the exact amount written beside it is', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    heading(doc, 45, '1. BUSINESS INFORMATION');
    cells(doc, 60, [['Business Legal Name', 'Keystone Bakery LLC', 300], ['Federal Tax ID (EIN)', '84-1934072', 240]]);
    cells(doc, 160, [['Owner Full Name', 'Lucia Chen', 300], ['Ownership %', '100', 240]]);
    heading(doc, 100, '2. FUNDING REQUESTED');
    doc.font('Helvetica-Bold').fontSize(8).text('Amount Requested:', 40, 125, { lineBreak: false });
    doc.lineWidth(3).strokeColor('#cccccc').moveTo(130, 128).lineTo(440, 128).stroke();
    ['$10K', '$25K', '$50K', '$100K', '$250K', '$500K+'].forEach((t, i) => doc.font('Helvetica').fontSize(6.5).text(t, 128 + i * 60, 134, { lineBreak: false }));
    doc.font('Helvetica').fontSize(7).text('Exact amount $', 455, 125, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).text('342,500', 510, 124, { lineBreak: false });
    const a = await read(doc);
    expect(a?.requested_amount).toBe(342500);
  });

  it('a referrer\'s caption in a row of cells, left blank, heads its own cell only: the payment\'s labels under it are read', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    cells(doc, 60, [['Business Legal Name', 'Brightway Car Wash Corp.', 540]]);
    heading(doc, 100, 'FUNDING REQUEST');
    cells(doc, 115, [['Amount Requested ($)', '422,500', 170], ['How soon are funds needed?', 'ASAP', 170], ['Referred by', '', 200]]);
    doc.font('Helvetica-Bold').fontSize(8).text('Payment Schedule:', 40, 150, { lineBreak: false });
    doc.font('Helvetica').fontSize(8).text('Est. Payment $', 376, 150, { lineBreak: false }).text('# of Payments', 492, 150, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).text('3,947.07', 427, 149, { lineBreak: false }).text('140', 544, 149, { lineBreak: false });
    const a = await read(doc);
    expect([a?.requested_payment, a?.number_of_payments]).toEqual([3947.07, 140]);
  });

  it('a row of options struck through but the one chosen, each strike a level line low in the small letters, reads the one left', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    heading(doc, 45, 'BUSINESS INFORMATION');
    cells(doc, 60, [['Legal Name', '1340066 Canada Inc.', 300], ['Business Number (BN)', '493259873RC0001', 240]]);
    doc.font('Helvetica-Bold').fontSize(8).text('Entity Type:', 40, 100, { lineBreak: false });
    let x = 98;
    for (const o of ['Sole Proprietorship', 'Partnership', 'Corporation', 'Non-Profit']) {
      doc.font('Helvetica').fontSize(8).text(o, x, 100, { lineBreak: false });
      const w = doc.widthOfString(o);
      // (The strike: a level line 0.9 thick, a point over the baseline.)
      if (o !== 'Corporation') doc.save().lineWidth(0.9).strokeColor('#1b2a6b').moveTo(x - 3, 104.5).lineTo(x + w + 3, 104.5).stroke().restore();
      x += w + 12;
    }
    cells(doc, 130, [['Owner Full Name', 'Hassan McAllister', 300], ['Ownership %', '100', 240]]);
    const a = await read(doc);
    expect(a?.type_of_entity).toBe('ca_corporation');
  });
});
