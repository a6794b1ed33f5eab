import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { stateOf } from './values.ts';

// Set 113 (online applications printed from a browser): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;
const cap = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('#333333').font('Helvetica').fontSize(8).text(t, x, y, { lineBreak: false });
/** A value written by hand a little off level, in a box of its own under its caption. */
const hand = (doc: Doc, t: string, x: number, y: number) => doc.save().rotate(-1.4, { origin: [x, y] }).fillColor('#1b2f8a').font('Times-Italic').fontSize(11).text(t, x, y, { lineBreak: false }).restore();
const input = (doc: Doc, x: number, y: number, w: number) => doc.lineWidth(0.6).roundedRect(x, y, w, 18, 4).stroke('#bbbbbb');

describe('set 113: browser printouts of online applications', () => {
  it('a province shown as a select box shows it, its name with its code ("Manitoba (MB)")', () => {
    expect(stateOf('Manitoba (MB)')).toEqual({ state: 'MB', country: 'CA' });
    expect(stateOf('TX - Texas')).toEqual({ state: 'TX', country: 'US' });
    expect(stateOf('Texas (CA)')).toBeNull();
  });

  it('values written by hand 8-10 points in from their captions, a row of captions over their boxes: each under its own caption', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).fillColor('black').text('Business funding application', 36, 30, { lineBreak: false });
    cap(doc, 'Legal business name', 36, 70); input(doc, 36, 80, 250); hand(doc, 'Harbor Light Fitness LLC', 44, 84);
    cap(doc, 'Federal Tax ID (EIN)', 306, 70); input(doc, 306, 80, 150); hand(doc, '84-2231907', 314, 84);
    cap(doc, 'Advance amount', 36, 120); cap(doc, 'Payment amount', 171, 120); cap(doc, 'Number of payments', 306, 120); cap(doc, 'Monthly card sales', 441, 120);
    [36, 171, 306, 441].forEach((x) => input(doc, x, 130, 120));
    hand(doc, '25500', 45, 134); hand(doc, '1955', 180, 134); hand(doc, '18', 314, 134); hand(doc, '101600', 451, 134);
    cap(doc, 'Owner name', 36, 170); input(doc, 36, 180, 200); hand(doc, 'Hannah St-Pierre', 44, 184);
    cap(doc, 'Ownership %', 306, 170); input(doc, 306, 180, 80); hand(doc, '100', 314, 184);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.requested_amount, a?.requested_payment, a?.number_of_payments]).toEqual(['Harbor Light Fitness LLC', 25500, 1955, 18]);
  });
});
