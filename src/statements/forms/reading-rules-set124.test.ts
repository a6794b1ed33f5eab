import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { cells, collect } from './test-forms-rules.ts';
import { freeText } from './viewer-annots.test-util.ts';

// Set 124 (corrections, notes stuck on the page, values that ran out of room): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;

function ownersPage(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(12).text('MERCHANT APPLICATION', 36, 30, { lineBreak: false });
  cells(doc, 50, [['Legal Business Name', 'Bright Path Grocery LLC', 300], ['Federal Tax ID (EIN)', '86-1234567', 200]]);
  doc.font('Helvetica-Bold').fontSize(9).text('OWNERS (everyone with 20% or more)', 36, 90, { lineBreak: false });
}

describe('set 124: notes stuck on the page and values written in the margin', () => {
  it('a sticky note over an owner\'s underlined row hides the line under it: its words are a note, no value struck out', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    ownersPage(doc);
    const row = (y: number, n: number, name: string, title: string, share: string) => {
      doc.fillColor('black').font('Helvetica').fontSize(8).text(`Owner ${n} name`, 36, y, { lineBreak: false }).text('Title', 300, y, { lineBreak: false }).text('% owned', 440, y, { lineBreak: false });
      doc.lineWidth(0.5).strokeColor('black').moveTo(90, y + 9).lineTo(295, y + 9).stroke().moveTo(332, y + 9).lineTo(396, y + 9).stroke().moveTo(475, y + 9).lineTo(570, y + 9).stroke();
      doc.font('Helvetica').fontSize(10).text(name, 94, y - 2, { lineBreak: false }).text(title, 326, y - 2, { lineBreak: false }).text(share, 479, y - 2, { lineBreak: false });
    };
    row(110, 1, 'Maria Haddad', '', '51%');
    row(140, 2, '', '', '');
    // The note, a yellow square pasted a little turned over the second owner's row, its words over the title's line.
    doc.save().rotate(-2, { origin: [285, 130] }).rect(285, 128, 200, 40).fill('#fdf1a0');
    doc.fillColor('black').font('Helvetica').fontSize(9).text('Owner 2 on pg 2 (attached)', 286, 145, { lineBreak: false }).restore();
    doc.addPage({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(9).text('OWNER 2', 36, 40, { lineBreak: false });
    cells(doc, 52, [['Full name', 'Yolanda Delgado', 220], ['Title', 'Member', 120], ['Ownership %', '49%', 80]]);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Maria', 'Haddad', null, 51], ['Yolanda', 'Delgado', 'Member', 49]]);
  });

  it('a value written turned up the margin, its short arrow\'s head in an empty captioned cell, is that cell\'s value', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    ownersPage(doc);
    cells(doc, 100, [['Owner 1 - Full Name', 'Hannah Sorensen', 220], ['Title', 'General Partner', 140], ['Ownership %', '', 80], ['Date of Birth', '08/24/1996', 90]]);
    // "75%" written up the right margin, a curved arrow from it into the empty "Ownership %" cell, its head two strokes.
    doc.save().rotate(-90, { origin: [580, 130] }).fillColor('#1b2a6b').font('Helvetica').fontSize(10).text('75%', 580, 130, { lineBreak: false }).restore();
    doc.save().lineWidth(0.8).strokeColor('#1b2a6b').moveTo(578, 116).bezierCurveTo(560, 96, 500, 100, 445, 116).stroke();
    doc.moveTo(445, 116).lineTo(452, 112).stroke().moveTo(445, 116).lineTo(452, 120).stroke().restore();
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Hannah', 'Sorensen', 'General Partner', 75]]);
  });

  it('a figure corrected on a white patch in the same type, a digit of it where the old one had the same: the new figure whole', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    ownersPage(doc);
    cells(doc, 100, [['Owner 1 - Full Name', 'Hannah Sorensen', 220], ['Title', 'General Partner', 140], ['Ownership %', '50 %', 80]]);
    // (PDFium gives two like glyphs drawn on one another once, the first: the "0" under the patch.)
    doc.save().rect(397, 109, 40, 14).fill('#ffffff').restore();
    doc.fillColor('black').font('Helvetica').fontSize(9).text('40 %', 399, 111, { lineBreak: false });
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.ownership])).toEqual([['Hannah', 40]]);
  });

  it('a value written so high over its empty row that the row above\'s rule runs through it is its row\'s value', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    ownersPage(doc);
    const line = (label: string, x: number, y: number, x1: number) => { doc.fillColor('black').font('Times-Roman').fontSize(9).text(label, x, y, { lineBreak: false }); doc.lineWidth(0.5).moveTo(x + doc.widthOfString(label) + 4, y + 9).lineTo(x1, y + 9).stroke(); };
    line('Amount requested:', 36, 120, 250); doc.font('Times-Italic').fontSize(11).text('$45,000', 130, 117, { lineBreak: false });
    line('Purpose:', 300, 120, 570); doc.font('Times-Italic').fontSize(11).text('Working capital', 345, 117, { lineBreak: false });
    line('No. of remittances:', 36, 140, 250); doc.font('Times-Italic').fontSize(11).text('180', 130, 137, { lineBreak: false });
    line('Est. remittance:', 300, 140, 570);
    doc.font('Times-Italic').fontSize(9).text('$352.35', 440, 124, { lineBreak: false });
    const app = await read(doc);
    expect([app?.requested_amount, app?.number_of_payments, app?.requested_payment]).toEqual([45000, 180, 352.35]);
  });

  it('an added owner\'s line, its share after the title with no comma ("Owner 2:  Gurpreet Wong  - General Partner  30 %"), gives the title and the share', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    ownersPage(doc);
    cells(doc, 100, [['Owner 1 - Full Name', 'Hannah Sorensen', 220], ['Title', 'Managing Partner', 140], ['Ownership %', '40 %', 80]]);
    const hand = (t: string, x: number, y: number) => doc.fillColor('#1b2a6b').font('Times-Italic').fontSize(11).text(t, x, y, { lineBreak: false });
    hand('Owner 2:', 40, 160); hand('Gurpreet Wong', 100, 160); hand('- General Partner', 260, 160); hand('30 %', 380, 160);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Hannah', 'Sorensen', 'Managing Partner', 40], ['Gurpreet', 'Wong', 'General Partner', 30]]);
  });

  it('a name on a label stuck in its cell is that cell\'s, not a correction of the struck value in the cell under it', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('MERCHANT APPLICATION', 36, 30, { lineBreak: false });
    const row = (y: number, label: string) => { doc.lineWidth(0.6).strokeColor('black').rect(40, y, 96, 19).stroke().rect(135, y, 438, 19).stroke(); doc.fillColor('black').font('Helvetica-Bold').fontSize(7).text(label, 43, y + 6, { lineBreak: false }); };
    row(84, 'Legal Name'); row(102, 'DBA'); row(120, 'Federal Tax ID'); row(138, 'Amount Requested');
    doc.save().rect(138, 86, 126, 14).fillAndStroke('#ffffff', '#999999').restore();
    const hand = (t: string, x: number, y: number) => doc.fillColor('#1b2a6b').font('Times-Italic').fontSize(11).text(t, x, y, { lineBreak: false });
    hand('Stonebridge Bookkeeping LLC', 142, 88); hand('Lakeside Marketing', 138, 106); hand('43-7664520', 140, 124); hand('$45,000', 140, 142);
    doc.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(137, 109.5).lineTo(223, 110.5).stroke().restore();
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name ?? null]).toEqual(['Stonebridge Bookkeeping LLC', null]);
  });

  it('a tick scribbled out with strokes back and forth across its box chooses nothing: the option crossed after it is the one', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    ownersPage(doc);
    doc.fillColor('black').font('Helvetica').fontSize(8).text('Entity Type', 40, 118, { lineBreak: false });
    ['Sole Prop.', 'Partnership', 'Corporation', 'LLC'].forEach((o, i) => { doc.lineWidth(0.6).strokeColor('black').rect(139 + i * 70, 116, 10, 10).stroke(); doc.fillColor('black').text(o, 152 + i * 70, 118, { lineBreak: false }); });
    const pen = () => doc.save().lineWidth(1.2).strokeColor('#1b2a6b');
    pen().moveTo(212, 120).lineTo(214.5, 123.5).lineTo(222, 113).stroke().restore();
    pen().moveTo(209, 117).lineTo(221, 118).lineTo(210, 120).lineTo(221, 121).lineTo(210, 123).lineTo(221, 124).stroke().restore();
    pen().moveTo(350, 117).lineTo(358, 125).moveTo(358, 117).lineTo(350, 125).stroke().restore();
    const app = await read(doc);
    expect(app?.type_of_entity).toBe('llc');
  });

  it('a fillable form corrected with a viewer\'s tools: the field struck out, the new value typed beside it; an entity ringed by its radio', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.initForm();
    doc.font('Helvetica-Bold').fontSize(12).text('QUICK FUNDING APPLICATION', 36, 30, { lineBreak: false });
    const field = (label: string, y: number, name: string, value: string) => {
      doc.fillColor('black').font('Helvetica').fontSize(9).text(label, 36, y + 3, { lineBreak: false });
      doc.lineWidth(0.5).moveTo(150, y + 13).lineTo(360, y + 13).stroke();
      doc.formText(name, 150, y, 210, 13, { value, fontSize: 10 } as never);
    };
    field('Legal business name', 60, 'legal', 'Silver Creek Trattoria LLC');
    field('Fed Tax ID', 80, 'ein', '54-9687258');
    field('Amount requested', 100, 'amount', '$72,500');
    // The strike-out tool over the field's value, the new one typed after it with the typewriter tool.
    doc.strike(150, 80, 60, 13);
    freeText(doc, 220, 79, '54-9687285', 10);
    doc.strike(150, 100, 45, 13);
    freeText(doc, 205, 99, '$62,500', 10);
    doc.fillColor('black').font('Helvetica').fontSize(9).text('Entity (circle one):', 36, 133, { lineBreak: false });
    ['LLC', 'Corp', 'S-Corp'].forEach((o, i) => {
      doc.fillColor('black').font('Helvetica').fontSize(9).text(o, 140 + i * 55, 133, { lineBreak: false });
      doc.formCheckbox(`entity_${i}`, 136 + i * 55, 130, 28, 14, (i === 0 ? { value: 'Yes', AS: 'Yes' } : {}) as never);
    });
    const app = await read(doc);
    expect([app?.business_tax_id, app?.requested_amount, app?.type_of_entity]).toEqual(['549687285', 62500, 'llc']);
  });
});
