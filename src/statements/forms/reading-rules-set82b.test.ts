import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { parseStatements } from '../index.ts';
import { item, owners, pageOf, read } from './test-page.ts';
import { collect } from './test-forms-rules.ts';

// Set 82 (issue 36), a designed form's pastel panels: a small drawn icon before each caps label over its input box,
// section headings in plain words ("Who owns it", "What you need") and owners' cards, each a name and share printed
// without a label over small captions of the owner's title and SSN.

/** Pastel panels of labels tracked in caps, each after a small drawn icon (a building: a box with windows; a page: a
 *  folded outline with lines) over a rounded input box its value is typed in. */
async function iconForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 }), G = '#0f766e';
  const icon = (kind: 'building' | 'doc', x: number, y: number) => {
    doc.save().lineWidth(0.9).strokeColor(G).fillColor(G);
    if (kind === 'building') {
      doc.rect(x + 1.8, y + 1.8, 5.4, 7.2).stroke();
      for (const [a, b] of [[3.2, 3.2], [5, 3.2], [3.2, 5.4], [5, 5.4]] as const) doc.rect(x + a, y + b, 0.9, 0.9).fill();
    } else {
      doc.moveTo(x + 1.8, y + 0.9).lineTo(x + 5.9, y + 0.9).lineTo(x + 7.2, y + 2.3).lineTo(x + 7.2, y + 8.1).lineTo(x + 1.8, y + 8.1).closePath().stroke();
      for (const b of [3.6, 5, 6.3]) doc.moveTo(x + 2.9, y + b).lineTo(x + 6.1, y + b).stroke();
    }
    doc.restore();
  };
  const fld = (kind: 'building' | 'doc', label: string, value: string, x: number, y: number, w: number) => {
    icon(kind, x, y - 1.5);
    doc.save().fillColor('#555b66').font('Helvetica-Bold').fontSize(6.5).text(label.toUpperCase(), x + 12, y, { lineBreak: false, characterSpacing: 1.1 }).restore();
    doc.save().lineWidth(0.6).roundedRect(x, y + 10, w, 16, 3).fillAndStroke('#ffffff', '#99c2bb').restore();
    doc.font('Courier').fontSize(9.5).fillColor('#111111').text(value, x + 3, y + 14, { lineBreak: false });
  };
  const heading = (text: string, x: number, y: number) => doc.save().fillColor(G).font('Helvetica-Bold').fontSize(8).text(text.toUpperCase(), x, y, { lineBreak: false, characterSpacing: 1.1 }).restore();
  doc.font('Helvetica-Bold').fontSize(15).text('Harbor & Vine Advance', 64, 28, { lineBreak: false });
  doc.font('Helvetica').fontSize(8).text('Merchant funding application', 64, 46, { lineBreak: false });
  doc.save().roundedRect(36, 94, 266, 150, 6).fill('#e7f5f1').restore();
  heading('Your business', 46, 102);
  fld('building', 'Legal business name', 'Foxglove Trading, LLC', 46, 118, 246);
  fld('doc', 'What does the business do?', 'Veterinary clinic', 46, 148, 246);
  fld('building', 'DBA', 'Foxglove Pets', 46, 178, 246);
  fld('building', 'EIN', '12-3456789', 46, 208, 118);
  doc.save().roundedRect(310, 94, 266, 150, 6).fill('#fdf1e7').restore();
  heading('Where you operate', 320, 102);
  fld('building', 'Street', '4768 Main St', 320, 118, 246);
  fld('building', 'Phone', '(227) 911-3983', 320, 148, 118);
  doc.save().roundedRect(36, 256, 540, 60, 6).fill('#fff7db').restore();
  heading('What you need', 46, 264);
  fld('doc', 'How much?', '$19,500', 46, 278, 130);
  doc.font('Helvetica').fontSize(7).text('Signature of applicant', 50, 340, { lineBreak: false });
  return collect(doc);
}

describe('a label after its icon, over its input box', () => {
  it('the icon is no box to tick ("[building] EIN"); a question answered in its own box is a label, no heading; "How much?" under "What you need" asks the amount', async () => {
    const a = (await parseStatements([{ name: 'icons.pdf', bytes: await iconForm() }])).application;
    expect([a?.legal_name, a?.business_tax_id, a?.industry, a?.requested_amount]).toEqual(['Foxglove Trading, LLC', '123456789', 'veterinary', 19500]);
  });
});

const r = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6.5, s.length * 4.8);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 5.6);

describe('owners\' cards under "Who owns it"', () => {
  const card = (x: number, y: number, name: string, share: string, title: string, ssn: string) => [
    val(name, x + 25, y + 13), val(share, x + 179, y + 13),
    item('TITLE', x + 8, y + 30, 'F1', 5.5, 20), item('SSN', x + 92, y + 30, 'F1', 5.5, 14),
    item(title, x + 9, y + 40, 'F2', 8, title.length * 4.8), item(ssn, x + 93, y + 40, 'F2', 8, ssn.length * 4.8)];
  const items = [cap('Legal business name', 58, 60), val('Foxglove Trading, LLC', 49, 76), cap('WHO OWNS IT', 46, 352),
    ...card(46, 360, 'Keiko MacAllister', '60%', 'CEO', 'XXX-XX-1036'), ...card(312, 360, 'Oskar Whitfield', '40%', 'Member', '717-10-3510')];
  it('each card\'s name and share start the owner whose title and SSN are printed under them', () => {
    expect(owners(read(pageOf(items, { boxes: [r(45, 67, 293, 85)] })))).toEqual([
      ['Keiko', 'MacAllister', 'CEO', 60, null], ['Oskar', 'Whitfield', 'Member', 40, '717103510']]);
  });
});
