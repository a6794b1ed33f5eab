import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 100 (labels not where a reader expects them): a label may follow its value. A ledger prints the values down the
// left and ranges the labels against the right margin, each joined to its row by a dotted leader; a form of boxes
// prints each box's caption large and faint at the box's right side, the value written at its left (a long value runs
// over the caption).

/** A ledger: the value at the line's start on its rule, the label right-aligned at the right margin after dots. */
async function ledgerForm(fillable: boolean): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  if (fillable) doc.font('Helvetica').initForm();
  let y = 80;
  const head = (t: string) => { doc.font('Helvetica-Bold').fontSize(8).fillColor('#000').text(t, 372, y, { width: 200, align: 'right', lineBreak: false }); y += 18; };
  const row = (label: string, value: string) => {
    if (fillable) doc.formText(`f${y}`, 40, y - 2, 240, 13, { value });
    else if (value) doc.font('Courier').fontSize(10).fillColor('#000').text(value, 41, y, { lineBreak: false });
    doc.moveTo(40, y + 12).lineTo(280, y + 12).lineWidth(0.5).stroke('#555');
    doc.font('Helvetica').fontSize(7).fillColor('#999').text('. '.repeat(24), 345, y + 2, { lineBreak: false });
    doc.fillColor('#333').text(label, 372, y + 2, { width: 200, align: 'right', lineBreak: false });
    y += 16;
  };
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000').text('Riverbend Capital', 40, 30, { lineBreak: false });
  head('BUSINESS INFORMATION');
  row('Legal Business Name', 'Copperline Bakery LLC');
  row('DBA / Trade Name', 'Copperline Bread Co.');
  row('Entity Type', 'LLC');
  row('Federal Tax ID (EIN)', '47-2210983');
  row('Business Phone', '(312) 555-0199');
  row('State', 'IL');
  head('FUNDING REQUEST');
  row('Amount Requested', '$48,000');
  row('Number of Payments', '120');
  head('OWNER / PRINCIPAL 1');
  row('Full Name', 'Dana Whitfield');
  row('Title', 'Managing Member');
  row('% Ownership', '100%');
  row('Est. Credit Score', '');
  row('Cell Phone', '(312) 555-0142');
  return collect(doc);
}

/** Boxes, each with its caption in large faint capitals at its right side and the value at its left. */
async function captionBoxesForm(fillable: boolean): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  if (fillable) doc.font('Helvetica').initForm();
  let y = 70;
  const box = (caption: string, value: string, x: number, w: number, size = 15) => {
    doc.rect(x, y, w, 27).lineWidth(0.6).stroke('#444');
    doc.font('Helvetica-Bold').fontSize(size).fillColor('#d0d0d0');
    // (A long caption set smaller, in two runs, its last word apart: two pieces, as a value written over it parts it.)
    const [first, last] = size < 12 ? [caption.slice(0, caption.lastIndexOf(' ')), caption.slice(caption.lastIndexOf(' ') + 1)] : [caption, ''];
    const end = x + w - 4 - (last ? doc.widthOfString(last) + 16 : 0);
    if (last) doc.text(last, x + w - 4 - doc.widthOfString(last), y + 6.5, { lineBreak: false });
    doc.text(first, end - doc.widthOfString(first), y + 6.5, { lineBreak: false });
    if (fillable) doc.formText(`f${x}_${y}`, x + 2, y + 2, w - 4, 23, { value });
    else if (value) doc.font('Courier').fontSize(10).fillColor('#000').text(value, x + 5, y + 9, { lineBreak: false });
  };
  const band = (t: string) => { doc.font('Helvetica-Bold').fontSize(7).fillColor('#000').text(t, 44, y + 2, { lineBreak: false }); y += 14; };
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#000').text('Lanternway Funding', 40, 30, { lineBreak: false });
  band('BUSINESS');
  box('LEGAL BUSINESS NAME', 'Copperline Bakery LLC', 40, 355); box('ENTITY TYPE', 'LLC', 394, 178); y += 26;
  box('FEDERAL TAX ID (EIN)', '47-2210983', 40, 178); box('STATE', 'IL', 217, 178); box('BUSINESS START DATE', 'March 14, 2015', 394, 178, 13); y += 26;
  // (A long caption set smaller to fit its box, the value written over its first words.)
  box('TYPE OF BUSINESS / INDUSTRY', 'Gym', 217, 178, 8); y += 32;
  band('FUNDING');
  box('AMOUNT REQUESTED', '$48,000', 40, 178); box('USE OF FUNDS', 'Equipment', 217, 178); y += 32;
  band('OWNER 1');
  box('FULL NAME', 'Dana Whitfield', 40, 355); box('TITLE', 'Owner', 394, 178); y += 26;
  box('% OWNERSHIP', '100%', 40, 178); box('EST. CREDIT SCORE', '', 217, 178); box('CELL PHONE', '(312) 555-0142', 394, 178);
  return collect(doc);
}

const fields = (a: Awaited<ReturnType<typeof parseStatements>>['application']) => [a?.legal_name, a?.type_of_entity, a?.business_tax_id, a?.state_region, a?.requested_amount];
const owner = (a: Awaited<ReturnType<typeof parseStatements>>['application']) => a?.applicants?.map((o) => [o.first_name, o.last_name, o.role, o.ownership, o.credit_score]);

describe('set 100: a label may follow its value', () => {
  for (const fillable of [false, true]) {
    it(`a ledger's labels ranged right after dotted leaders name the values at the lines' start${fillable ? ' (fillable)' : ''}`, async () => {
      const a = (await parseStatements([{ name: 'f.pdf', bytes: await ledgerForm(fillable) }])).application;
      expect([...fields(a), a?.trade_name, a?.number_of_payments]).toEqual(['Copperline Bakery LLC', 'llc', '472210983', 'IL', 48000, 'Copperline Bread Co.', 120]);
      expect(owner(a)).toEqual([['Dana', 'Whitfield', 'Managing Member', 100, null]]);
    });

    it(`a box's caption at its right side names what is written at its left${fillable ? ' (fillable)' : ''}`, async () => {
      const a = (await parseStatements([{ name: 'f.pdf', bytes: await captionBoxesForm(fillable) }])).application;
      expect([...fields(a), a?.business_start_date, a?.industry]).toEqual(['Copperline Bakery LLC', 'llc', '472210983', 'IL', 48000, '2015-03-14', 'fitness']);
      expect(owner(a)).toEqual([['Dana', 'Whitfield', 'Owner', 100, null]]);
    });
  }
});
