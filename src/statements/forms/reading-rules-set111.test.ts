import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 111 (old brokers' typewriter forms): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;
const cap = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('black').font('Helvetica').fontSize(7).text(t, x, y, { lineBreak: false });
const typed = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('black').font('Courier').fontSize(9).text(t, x, y, { lineBreak: false });
const rule = (doc: Doc, x0: number, x1: number, y: number) => doc.lineWidth(0.5).moveTo(x0, y).lineTo(x1, y).stroke();

describe('set 111: typewriter forms', () => {
  it('owners typed over their captions, each row numbered in the margin, under "PRINCIPAL(S)  (Print name LAST, FIRST)"', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('BUCKLAND MERCHANT SERVICES - CONFIDENTIAL BUSINESS APPLICATION', 20, 30, { lineBreak: false });
    typed(doc, 'Heritage Food Mart Inc.', 34, 62); rule(doc, 30, 300, 72); cap(doc, 'Business Legal Name', 32, 75);
    typed(doc, '61-3532381', 174, 92); rule(doc, 170, 280, 102); cap(doc, 'Fed ID #', 172, 105);
    typed(doc, '$ 100,000', 34, 122); rule(doc, 30, 160, 132); cap(doc, 'Amount of Advance Requested', 32, 135);
    doc.font('Helvetica-Bold').fontSize(9).text('PRINCIPAL(S)', 32, 160, { lineBreak: false });
    cap(doc, '(Print name LAST, FIRST)', 102, 162);
    typed(doc, '1. Kowalski, Theresa', 20, 174); typed(doc, 'President', 224, 174); typed(doc, '100%', 324, 174);
    rule(doc, 30, 560, 184);
    cap(doc, 'Name', 32, 187); cap(doc, 'Title', 222, 187); cap(doc, 'Own %', 322, 187); cap(doc, 'SS#', 367, 187);
    cap(doc, 'SIGNATURE', 32, 230);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership])).toEqual([['Theresa', 'Kowalski', 'President', 100]]);
  });
});
