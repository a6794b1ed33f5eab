import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { combed, combFrames } from './comb-frames.ts';
import type { TextItem } from '../types.ts';
import { labelOf } from './labels.ts';

// Set 120 (comb-box forms: one character per box): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;
const PITCH = 13;
/** A comb of `n` cells at (x, y): one frame with ticks rising from its bottom (`ticks`), or small boxes side by side;
 *  `text` written a character to a cell from the left (a space leaves its cell empty), or from the right (`right`). */
function comb(doc: Doc, x: number, y: number, n: number, text: string, o: { ticks?: boolean; right?: boolean } = {}) {
  doc.lineWidth(0.7).strokeColor('black');
  if (o.ticks) {
    doc.rect(x, y, n * PITCH, 15).stroke();
    for (let i = 1; i < n; i++) doc.moveTo(x + i * PITCH, y + 15).lineTo(x + i * PITCH, y + 9).stroke();
  } else for (let i = 0; i < n; i++) doc.rect(x + i * PITCH, y, PITCH, 15).stroke();
  const at = o.right ? n - text.length : 0;
  [...text].forEach((c, i) => { if (c !== ' ') doc.font('Courier-Bold').fontSize(10).text(c, x + (at + i) * PITCH + 3.5, y + 4, { lineBreak: false }); });
}
const caption = (doc: Doc, x: number, y: number, t: string, size = 7.5) => doc.font('Helvetica').fontSize(size).text(t, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;

describe('set 120: values written one character to a box', () => {
  it('a comb frame\'s characters are one value, an empty box between two words a space, frames joined by a printed separator one figure', () => {
    const item = (str: string, x: number, y = 20): TextItem => ({ str, x, y, w: 6, h: 10, font: 'f' });
    const form = { fields: [], marks: [], rules: [], boxes: [{ x0: 10, y0: 10, x1: 10 + 8 * PITCH, y1: 25 }, { x0: 124, y0: 10, x1: 124 + 2 * PITCH, y1: 25 }],
      vrules: [...Array.from({ length: 7 }, (_, i) => ({ x0: 10 + (i + 1) * PITCH - 0.5, x1: 10 + (i + 1) * PITCH + 0.5, y0: 19, y1: 25 })), { x0: 136.5, x1: 137.5, y0: 10, y1: 25 }] };
    const items = [...'AB CD'].flatMap((c, i) => (c === ' ' ? [] : [item(c, 13 + i * PITCH)])).concat([item('.', 116, 20), item('0', 127), item('5', 140)]);
    const out = combed(items, combFrames(form)).map((i) => i.str);
    expect(out).toEqual(['AB CD.05']);
  });

  it('names, an amount, a date and an owner\'s SSN written into comb boxes are read as a person reads the boxes', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(11).text('MERCHANT FUNDING APPLICATION - PRINT ONE LETTER PER BOX', 40, 30, { lineBreak: false });
    caption(doc, 40, 60, 'Legal name of business');
    comb(doc, 40, 70, 30, 'NORTHWIND CARPET, LLC', { ticks: true });
    caption(doc, 40, 100, 'Federal EIN');
    comb(doc, 40, 110, 2, '84');
    doc.font('Helvetica-Bold').fontSize(10).text('-', 69, 113, { lineBreak: false });
    comb(doc, 76, 110, 7, '2231907');
    caption(doc, 300, 100, 'Date business started');
    comb(doc, 300, 110, 2, '03');
    comb(doc, 332, 110, 2, '17');
    comb(doc, 364, 110, 4, '2014');
    caption(doc, 304, 127, 'MM', 6);
    caption(doc, 336, 127, 'DD', 6);
    caption(doc, 380, 127, 'YYYY', 6);
    caption(doc, 40, 145, 'Amount requested');
    doc.font('Helvetica-Bold').fontSize(11).text('$', 40, 158, { lineBreak: false });
    comb(doc, 50, 155, 7, '42500', { right: true });
    doc.font('Helvetica-Bold').fontSize(11).text('.', 143, 158, { lineBreak: false });
    comb(doc, 148, 155, 2, '00');
    doc.font('Helvetica-Bold').fontSize(10).text('OWNER / GUARANTOR', 40, 195, { lineBreak: false });
    caption(doc, 40, 210, 'Last name');
    comb(doc, 40, 220, 16, 'DE LA CRUZ', { ticks: true });
    caption(doc, 270, 210, 'First name');
    comb(doc, 270, 220, 12, 'MARISOL', { ticks: true });
    caption(doc, 440, 210, 'Initial');
    comb(doc, 440, 220, 1, 'T');
    caption(doc, 40, 245, 'Social security number');
    comb(doc, 40, 255, 3, '412');
    comb(doc, 84, 255, 2, '77');
    comb(doc, 115, 255, 4, '0938');
    caption(doc, 270, 245, 'Ownership %');
    comb(doc, 270, 255, 3, '100', { right: true });
    const a = await read(doc);
    expect([a?.legal_name, a?.business_tax_id, a?.business_start_date, a?.requested_amount]).toEqual(['NORTHWIND CARPET, LLC', '842231907', '2014-03-17', 42500]);
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.tax_id, o.ownership])).toEqual([['MARISOL', 'DE LA CRUZ', '412770938', 100]]);
  });

  it('a middle initial\'s caption alone, "Initial", is a label: no first name of an empty owner\'s card beside it', () => {
    expect(labelOf('Initial', true)?.field).toBe('other');
    expect(labelOf('Initials', true)?.field).toBe('other');
    expect(labelOf('Initial Corp', true)).toBeNull();
  });

  it('a row of offices with one ticked and no label before it, in an owner\'s block, is the owner\'s title', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    caption(doc, 40, 40, 'Business legal name', 8);
    doc.font('Helvetica').fontSize(10).text('Harbor Lights Bakery LLC', 140, 39, { lineBreak: false });
    caption(doc, 40, 55, 'Federal Tax ID', 8);
    doc.font('Helvetica').fontSize(10).text('84-2231907', 140, 54, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(10).text('OWNER 1', 40, 70, { lineBreak: false });
    caption(doc, 40, 88, 'Full name', 8);
    doc.font('Helvetica').fontSize(10).text('Aisha Romero', 140, 87, { lineBreak: false });
    caption(doc, 40, 108, 'Ownership %', 8);
    doc.font('Helvetica').fontSize(10).text('100', 140, 107, { lineBreak: false });
    ['Owner', 'President', 'CEO', 'Managing Member', 'Partner'].forEach((t, i) => {
      const x = 40 + i * 90;
      doc.lineWidth(0.7).rect(x, 140, 8, 8).stroke();
      if (i === 3) doc.font('Helvetica-Bold').fontSize(8).text('X', x + 1.5, 140.5, { lineBreak: false });
      caption(doc, x + 12, 141, t, 8);
    });
    const a = await read(doc);
    expect(a?.applicants?.map((o) => [o.first_name, o.role, o.ownership])).toEqual([['Aisha', 'Managing Member', 100]]);
  });

  it('owner cards side by side, each row of captions across both: a name under a card\'s caption is that card\'s owner\'s', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(11).text('BUSINESS FUNDING APPLICATION', 40, 30, { lineBreak: false });
    caption(doc, 40, 55, 'Legal name of business');
    doc.font('Courier-Bold').fontSize(10).text('NORTHWIND CARPET LLC', 42, 67, { lineBreak: false });
    const card = (x: number, y: number, n: number, last: string, first: string, title: string, share: string) => {
      doc.lineWidth(0.7).rect(x, y, 250, 120).stroke();
      doc.font('Helvetica-Bold').fontSize(9).text(`Owner ${n}`, x + 5, y + 5, { lineBreak: false });
      caption(doc, x + 5, y + 20, 'Last name');
      doc.font('Courier-Bold').fontSize(10).text(last, x + 7, y + 32, { lineBreak: false });
      caption(doc, x + 5, y + 50, 'First name');
      doc.font('Courier-Bold').fontSize(10).text(first, x + 7, y + 62, { lineBreak: false });
      caption(doc, x + 5, y + 80, 'Title');
      caption(doc, x + 160, y + 80, 'Ownership %');
      doc.font('Courier-Bold').fontSize(10).text(title, x + 7, y + 92, { lineBreak: false });
      doc.font('Courier-Bold').fontSize(10).text(share, x + 162, y + 92, { lineBreak: false });
    };
    caption(doc, 40, 100, 'OWNERS', 9);
    card(40, 115, 1, 'MORALES', 'ANA', 'PRESIDENT', '60');
    card(310, 115, 2, 'KIM', 'DAVID', 'SECRETARY', '25');
    card(40, 250, 3, 'OKAFOR', 'GRACE', 'TREASURER', '15');
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([
      ['ANA', 'MORALES', 'PRESIDENT', 60], ['DAVID', 'KIM', 'SECRETARY', 25], ['GRACE', 'OKAFOR', 'TREASURER', 15]]);
  });
});
