import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Values written by hand, each at its own slant: two that touch are two values, as a person sees two writings.
const PEN = readFileSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');

/** Captions over one ruled line, each value written by hand under its caption at its own slant (degrees). */
function row(doc: PDFKit.PDFDocument, y: number, cells: [string, string, number, number][]): void {
  for (const [caption, value, x, deg] of cells) {
    doc.font('Helvetica').fontSize(6.5).fillColor('black').text(caption, x, y, { lineBreak: false });
    doc.font(PEN).fontSize(10).fillColor('#1b2f8a');
    doc.save().rotate(deg, { origin: [x + 2, y + 16] }).text(value, x + 2, y + 8, { lineBreak: false });
    doc.restore();
  }
  doc.lineWidth(0.5).strokeColor('black').moveTo(cells[0]![2], y + 21).lineTo(570, y + 21).stroke();
}

describe('values written by hand at their own slants', () => {
  it('a long name run on up to the value beside it, no side drawn between, is two values', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(13).text('BUSINESS FUNDING APPLICATION', 40, 36, { lineBreak: false });
    // (The legal name is wider than its cell: the trade name the hand wrote beside it starts over its last letter.)
    const name = 'Thibodeaux-Van der Berg Mechanical Holdings LLC';
    doc.font(PEN).fontSize(10);
    const end = 42 + doc.widthOfString(name);
    row(doc, 100, [['Legal Name of Business', name, 40, 1.1], ['DBA', 'Bayou Air', end - 5, -1.3]]);
    row(doc, 140, [['Federal Tax ID', '46-1474583', 40, 0.6], ['Business Start Date', '03/14/2011', 300, -0.8]]);
    row(doc, 180, [['Amount Requested', '$85,000', 40, -1.0], ['Industry', 'HVAC contractor', 300, 1.4]]);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.trade_name]).toEqual([name, 'Bayou Air']);
  });
});
