import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { sectionOf } from './section-of.ts';

// Set 116 (bilingual forms): each rule on a small self-made form. Every caption in two languages, the other one
// under it, beside it or at its cell's far end.

type Doc = PDFKit.PDFDocument;
const PEN = readFileSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');
const hand = (doc: Doc, t: string, x: number, y: number) => doc.font(PEN).fontSize(11).fillColor('#1a2a6c').text(t, x, y, { lineBreak: false }).fillColor('black');

describe('set 116: bilingual forms', () => {
  it('a caption\'s other language set tight under it is the same caption, a hand\'s value nearer either line ("First Name" over "Nombre")', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('SOL Y MAR BUSINESS CAPITAL', 36, 30, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(11).text('BUSINESS FUNDING APPLICATION / Solicitud de Financiamiento Comercial', 36, 46, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(8).text('Legal Business Name', 36, 64, { lineBreak: false }).text('Federal Tax ID (EIN)', 330, 64, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(8).text('Amount Requested', 36, 78, { lineBreak: false });
    hand(doc, 'Gulf Breeze Marine LLC', 130, 62); hand(doc, '59-3847261', 420, 62); hand(doc, '$60,000', 130, 76);
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#c25a1c').text('OWNER INFORMATION (ALL OWNERS 20%+)', 36, 94, { lineBreak: false }).fillColor('black');
    const cap = (en: string, es: string, x: number, y: number) => {
      doc.font('Helvetica-Bold').fontSize(6.5).text(en, x, y, { lineBreak: false });
      doc.font('Helvetica-Oblique').fontSize(6.5).fillColor('#666666').text(es, x, y + 9, { lineBreak: false }).fillColor('black');
      doc.lineWidth(0.5).moveTo(x + 60, y + 16).lineTo(x + 190, y + 16).stroke();
    };
    [['Tiffany', 'Washington', '55%', 'CEO', '021-41-9636'], ['Marisol', 'García López', '45%', 'Dueño', '924-80-5748']].forEach((o, k) => {
      const y = 110 + k * 60;
      doc.font('Helvetica-Bold').fontSize(7.5).fillColor('#c25a1c').text(`Owner ${k + 1} / Propietario ${k + 1}`, 36, y, { lineBreak: false }).fillColor('black');
      cap('First Name', 'Nombre', 36, y + 12); cap('Last Name(s)', 'Apellido(s)', 236, y + 12); cap('% Ownership', '% de propiedad', 436, y + 12);
      cap('Title', 'Cargo', 36, y + 33); cap('SSN or ITIN', 'Seguro Social o ITIN', 236, y + 33);
      // (The first owner's hand writes level with the first lines, the second's nearer the second.)
      const dy = k === 0 ? 11 : 20;
      hand(doc, o[0]!, 104, y + dy); hand(doc, o[1]!, 304, y + dy); hand(doc, o[2]!, 506, y + dy);
      hand(doc, o[3]!, 104, y + 21 + dy); hand(doc, o[4]!, 304, y + 21 + dy);
    });
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id])).toEqual([
      ['Tiffany', 'Washington', 'CEO', 55, '021419636'], ['Marisol', 'García López', 'Dueño', 45, '924805748']]);
  });

  it('the other language\'s caption at its cell\'s far end is no value, the value written under both is ("Established ... Fondée le")', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Times-Bold').fontSize(20).text('RIDEAU', 36, 30, { lineBreak: false });
    const cell = (x: number, y: number, w: number, en: string, fr: string, value: string) => {
      doc.lineWidth(0.5).rect(x, y, w, 26).stroke();
      doc.font('Helvetica-Bold').fontSize(6).text(en, x + 3, y + 3, { lineBreak: false });
      doc.font('Helvetica-Oblique').fontSize(6).fillColor('#555555').text(fr, x + w - 3 - doc.widthOfString(fr), y + 3, { lineBreak: false }).fillColor('black');
      if (value) doc.font('Helvetica').fontSize(9).text(value, x + 3, y + 13, { lineBreak: false });
    };
    doc.rect(36, 70, 540, 12).fill('#8b1c2c').fillColor('white').font('Helvetica-Bold').fontSize(7).text('PART A — BUSINESS', 40, 73, { lineBreak: false }).fillColor('black');
    cell(36, 82, 540, 'Legal name', 'Dénomination légale', 'Campbell Medicine Professional Corporation');
    cell(36, 108, 300, 'Tax number', 'Numéro fiscal', '350729737');
    cell(336, 108, 150, 'Established (YYYY-MM-DD)', 'Fondée le', '2022-10-18');
    cell(486, 108, 90, 'Years', 'Années', '2');
    // ("CURRENT FINANCING" lists the debts the business has now: its "Payment" column is no payment asked.)
    doc.rect(36, 150, 540, 12).fill('#8b1c2c').fillColor('white').font('Helvetica-Bold').fontSize(7).text('PART C — CURRENT FINANCING', 40, 153, { lineBreak: false })
      .text('PARTIE C — FINANCEMENT ACTUEL', 440, 153, { lineBreak: false }).fillColor('black');
    cell(36, 162, 240, 'Lender / Funder', 'Prêteur', 'Journey Capital');
    cell(276, 162, 150, 'Balance', 'Solde', '$15,200');
    cell(426, 162, 150, 'Payment', 'Versement', '$298.00 CAD');
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.business_start_date, a?.requested_payment ?? null]).toEqual(['2022-10-18', null]);
  });

  it('a table\'s caption wrapped into its other language in its cell ("% Owned" over "% détenu") heads its column; "Nbre de versements" counts payments', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('FUNDY TIDAL CAPITAL LTD.', 30, 30, { lineBreak: false });
    doc.font('Helvetica').fontSize(7).text('Legal name / Dénomination sociale', 30, 60, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).text('Harbourview Dental Corp.', 160, 58, { lineBreak: false });
    doc.font('Helvetica').fontSize(7).text('No. of payments / Nbre de versements', 30, 80, { lineBreak: false });
    doc.font('Helvetica').fontSize(10).text('26', 160, 78, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(8).text('OWNERS (20% OR MORE) · PROPRIÉTAIRES (20 % ET PLUS)', 33, 110, { lineBreak: false });
    const cols: [string[], number][] = [[['Full name / Nom complet'], 30], [['Title / Titre'], 150], [['% Owned', '% détenu'], 240], [['SIN / NAS'], 280]];
    for (const [lines, x] of cols) {
      doc.lineWidth(0.5).rect(x, 122, cols.find((c) => c[1] > x)?.[1] ? cols.find((c) => c[1] > x)![1] - x : 100, 18).stroke();
      lines.forEach((t, i) => doc.font('Helvetica-Bold').fontSize(6.5).text(t, x + 2, 124 + i * 7.5, { lineBreak: false }));
    }
    [['Connor Singh-Bhatia', 'President', '60 %', '046 454 452'], ['Chantal Després', 'Directrice générale', '40 %', '130 692 123']].forEach((r, k) => {
      r.forEach((t, i) => doc.font('Helvetica').fontSize(8.5).text(t, cols[i]![1] + 2, 146 + k * 18, { lineBreak: false }));
    });
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.number_of_payments, a?.applicants?.map((p) => p.ownership)]).toEqual([26, [60, 40]]);
  });

  it('a part listing the financing the business has now, "CURRENT FINANCING" / "FINANCEMENT ACTUEL", is a decoy\'s, no request', () => {
    expect([sectionOf('PART C — CURRENT FINANCING'), sectionOf('PARTIE C — FINANCEMENT ACTUEL'), sectionOf('PART B — FINANCING REQUESTED')]).toEqual(['decoy', 'decoy', 'funding']);
  });
});
