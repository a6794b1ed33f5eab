import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { cells, collect } from './test-forms-rules.ts';

// Set 118 (long applications read across pages): each rule on a small self-made form. Boxed cells with small
// captions at their top left, parts headed on dark bands, an owner to a page.

type Doc = PDFKit.PDFDocument;
const PEN = readFileSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');
/** A part's heading on a dark band, white letters, and its note after it. */
function band(doc: Doc, y: number, heading: string, note = '') {
  doc.rect(36, y, 540, 14).fill('#1f4d3a');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(8).text(heading, 41, y + 3.5, { lineBreak: false });
  if (note) doc.font('Helvetica-Bold').fontSize(7.5).text(note, 41 + doc.font('Helvetica-Bold').fontSize(8).widthOfString(heading) + 14, y + 3.5, { lineBreak: false });
  doc.fillColor('black');
}
function header(doc: Doc, page: number) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text('KEYSTONE BRIDGE CAPITAL', 44, 32, { lineBreak: false });
  doc.font('Helvetica').fontSize(7).text(`Page ${page} of 2`, 540, 68, { lineBreak: false });
}

describe('set 118: long applications', () => {
  it('a part\'s heading with its sheet\'s number after it, "(Owner #1 of 3)", heads the owner\'s page after a page ending in a decoy\'s part', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    header(doc, 1);
    band(doc, 85, 'SECTION 1 — BUSINESS INFORMATION');
    cells(doc, 100, [['LEGAL NAME OF BUSINESS', 'Red Mesa Heating & Air Corp.', 300], ['FEDERAL TAX ID (EIN)', '84-1934072', 240]]);
    cells(doc, 124, [['AMOUNT REQUESTED', '$85,000', 300], ['BUSINESS START DATE', '04/12/2009', 240]]);
    band(doc, 160, 'SECTION 3 — TRADE REFERENCES');
    cells(doc, 175, [['COMPANY', 'Ferguson HVAC Supply', 300], ['CONTACT PHONE', '(602) 555-0148', 240]]);
    doc.addPage({ size: 'LETTER', margin: 0 });
    header(doc, 2);
    band(doc, 85, 'SECTION 4 — PRINCIPAL OWNER / OFFICER', '(Owner #1 of 2)');
    cells(doc, 100, [['FULL LEGAL NAME', 'Lucia Chen', 300], ['TITLE / POSITION', 'President', 150], ['OWNERSHIP %', '60', 90]]);
    cells(doc, 124, [['SOCIAL SECURITY #', '727-57-8436', 120], ['DATE OF BIRTH', '9/10/65', 180], ['CREDIT SCORE (EST)', '782', 240]]);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id])).toEqual([['Lucia', 'Chen', 'President', 60, '727578436']]);
  });

  it('a part\'s numbered heading under a cell left empty is no value of its caption ("SECTION 6 — EXISTING ADVANCES")', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    header(doc, 1);
    band(doc, 85, 'SECTION 1 — BUSINESS INFORMATION');
    cells(doc, 100, [['LEGAL NAME OF BUSINESS', 'Red Mesa Heating & Air Corp.', 300], ['FEDERAL TAX ID (EIN)', '84-1934072', 240]]);
    band(doc, 140, 'SECTION 5 — FUNDING REQUEST');
    cells(doc, 155, [['AMOUNT REQUESTED', '$85,000.00', 150], ['USE OF FUNDS', 'Payroll & expansion', 390]]);
    // (The payment's cell left empty, the next part's heading set a few points under it, on no band.)
    cells(doc, 179, [['DESIRED PAYMENT AMOUNT', '', 150], ['NUMBER OF PAYMENTS', '252', 390]]);
    doc.font('Helvetica-Bold').fontSize(8).fillColor('black').text('SECTION 6 — EXISTING ADVANCES / BUSINESS LOANS (list all open positions)', 41, 208, { lineBreak: false });
    cells(doc, 220, [['FUNDER / LENDER', 'Northstar Business Advance', 200], ['CURRENT BALANCE', '$ 9,200', 120], ['PAYMENT', '$1,961', 220]]);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.requested_amount, a?.requested_payment ?? null, a?.number_of_payments]).toEqual([85000, null, 252]);
  });

  it('a caption wrapped in a cell of its own, its value in the next, is one caption ("Legal Name / Raison" over "sociale")', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    header(doc, 1);
    band(doc, 70, '1. BUSINESS INFORMATION / RENSEIGNEMENTS SUR L\'ENTREPRISE');
    // (Each caption in a shaded cell of its own, wrapped onto two lines; the value beside it in a white cell.)
    const row = (y: number, caption: [string, string], value: string) => {
      doc.rect(36, y, 68, 24).fill('#e8ece9').fillColor('black');
      doc.lineWidth(0.5).strokeColor('#555555').rect(36, y, 68, 24).stroke().rect(104, y, 300, 24).stroke();
      doc.font('Helvetica-Bold').fontSize(5.5).text(caption[0], 39, y + 3, { lineBreak: false }).text(caption[1], 39, y + 10, { lineBreak: false });
      // (Written by hand, at the second line's height.)
      doc.font(PEN).fontSize(10).fillColor('#1b2f8a').text(value, 110, y + 9, { lineBreak: false }).fillColor('black');
    };
    row(86, ['Legal Name / Raison', 'sociale'], 'Rebecca Bergeron');
    row(110, ['Operating Name (O/A) / Nom', 'commercial'], 'Riverbend Heating & Air');
    row(134, ['Business Number (BN) incl.', 'program account'], '29931 1316 RC0002');
    row(158, ['Nature of Business / Secteur', "d'activité"], 'HVAC installation and service');
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
        expect([a?.legal_name, a?.business_tax_id]).toEqual(['Rebecca Bergeron', '299311316RC0002']);
  });
});
