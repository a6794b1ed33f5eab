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

  it('a cross drawn by hand in brackets typed as text ("SUBCHAPTER S [ X ] L.L.C."), over the opening one: the option after the closing bracket', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('MOTOR CITY FUNDING - BUSINESS APPLICATION', 20, 30, { lineBreak: false });
    cap(doc, '1. FULL LEGAL NAME OF BUSINESS', 32, 60); typed(doc, 'Crown Animal Care LLC', 34, 70); rule(doc, 30, 300, 80);
    // The typewriter's row, a box's brackets typed a box's width apart: "[", "] CORPORATION [", "] SUBCHAPTER S [" ...
    const small = (t: string, x: number) => doc.font('Courier-Bold').fontSize(7).text(t, x, 100, { lineBreak: false });
    small('8. BUSINESS IS A:', 26);
    [['[', 103], ['] CORPORATION [', 120], ['] SUBCHAPTER S [', 194], ['] L.L.C. [', 272], ['] PARTNERSHIP [', 326]].forEach(([t, x]) => small(t as string, x as number));
    // The third box's cross, its left half over the opening bracket ending "] SUBCHAPTER S [" (x 257-261) and the letter before it.
    doc.lineWidth(1.2).moveTo(250, 98).lineTo(266, 109).moveTo(250, 109).lineTo(266, 98).stroke('#1b2f8a');
    cap(doc, 'SIGNATURE', 32, 150);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.type_of_entity]).toEqual(['Crown Animal Care LLC', 'llc']);
  });

  it('"Payment Schedule ......" left blank beside "Avg. Monthly Sales ......": no schedule; "SECTION D - ..." over a table\'s captions heads the other funders\' table', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const led = (t: string, x: number, y: number, n: number) => doc.fillColor('black').font('Times-Roman').fontSize(9).text(`${t} ${'.'.repeat(n)}`, x, y, { lineBreak: false });
    const hand = (t: string, x: number, y: number) => doc.fillColor('#1b2f8a').font('Times-Italic').fontSize(9.5).text(t, x, y, { lineBreak: false });
    const section = (t: string, y: number) => { doc.fillColor('black').font('Times-Bold').fontSize(10).text(t, 36, y, { lineBreak: false }); rule(doc, 36, 560, y + 13); };
    doc.fillColor('black').font('Times-Bold').fontSize(14).text('Application for Business Funding', 36, 16, { lineBreak: false });
    section('SECTION A - BUSINESS', 40);
    led('Legal Name', 36, 60, 40); hand('Haddad\'s Plumbing LLC', 190, 58);
    led('Federal Tax ID', 36, 74, 35); hand('38-6140774', 190, 72);
    section('SECTION B - FUNDING REQUEST', 90);
    led('Funding Amount Needed', 36, 110, 25); hand('$250,000.00', 190, 108);
    led('Payment Schedule', 36, 124, 40); led('Avg. Monthly Sales', 330, 124, 15); hand('$95,000', 450, 122);
    section('SECTION D - CURRENT BALANCES WITH OTHER FUNDERS', 150);
    doc.fillColor('black').font('Times-Bold').fontSize(8);
    [['Company', 36], ['Balance', 127], ['Payment', 185]].forEach(([t, x]) => doc.text(t as string, x as number, 167, { lineBreak: false }));
    // The hand's values off their captions' edges: the balance under "Payment", the payment further right.
    hand('Everest Business Funding', 40, 177); hand('$29,000.00', 236, 177); hand('$577.00', 289, 178);
    section('SECTION E - SIGNATURE', 220);
    led('Signature of owner', 36, 240, 40);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.requested_amount, a?.requested_payment ?? null, a?.payment_frequency ?? null]).toEqual(['Haddad\'s Plumbing LLC', 250000, null, null]);
  });
});
