import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt on the twenty-seventh author's marked-up paperwork (issue 36): values struck through with a drawn line
// and corrected beside or above, rows struck out, each on a self-made form here.
const rule = (x0: number, x1: number, y: number): Rect => ({ x0, x1, y0: y, y1: y + 1 });

describe('marked-up paperwork (issue 36)', () => {
  // "Amount Requested  $220,000 (struck)  $250,000 (written beside it)", the values on their rules.
  const amount = (strike: { rules?: Rect[]; strokes?: Rect[] }) => pageOf([
    item('Legal Business Name', 36, 116, 'F1', 7.5, 72), item('Harbor Pizza LLC', 112, 117, 'F3', 10, 96),
    item('Amount Requested', 36, 290, 'F1', 7.5, 64), item('$220,000', 106, 289, 'F3', 10, 48), item('$250,000', 164, 290, 'F4', 11, 43),
    item('Use of Funds', 302, 290, 'F1', 7.5, 45), item('Equipment', 353, 289, 'F3', 10, 54),
  ], { rules: [rule(103, 296, 293.5), rule(350, 576, 293.5), rule(110, 576, 118.5), ...(strike.rules ?? [])], strokes: strike.strokes ?? [] });

  it('a value struck through with a hand-drawn line is withdrawn: the value written beside it is read', () => {
    expect(v(read(amount({ strokes: [{ x0: 103, y0: 284.2, x1: 157, y1: 288 }] })), 'requested_amount')).toEqual([250000]);
  });

  it('a level line drawn through a value\'s middle strikes it too; a rule at its foot does not', () => {
    expect(v(read(amount({ rules: [{ x0: 103, y0: 285, x1: 157, y1: 286 }] })), 'requested_amount')).toEqual([250000]);
    expect(v(read(amount({})), 'legal_name')).toEqual(['Harbor Pizza LLC']);
  });

  it('a corrected start date written above the struck one is read', () => {
    const r = read(pageOf([item('Date Business Started', 372, 183, 'F1', 7.5, 75), item('07/03/2019', 453, 182, 'F3', 10, 60),
      item('07/03/2020', 456, 171, 'F4', 10.5, 50)], { rules: [rule(450, 576, 184.5)], strokes: [{ x0: 451, y0: 176.5, x1: 515, y1: 180 }] }));
    expect(v(r, 'business_start_date')).toEqual(['2020-07-03']);
  });

  it('the initials written small and raised after a correction are no value (a label over its value in a cell)', () => {
    const r = read(pageOf([item('1. APPLICANT', 40, 95, 'F2', 8, 54),
      item('LEGAL NAME OF APPLICANT', 39, 111, 'F1', 6, 86), item('FEDERAL EIN', 379, 111, 'F1', 6, 40),
      item('Northstar Pet Spa Enterprises', 43, 121.5, 'F3', 10, 174), item('Northstar Pet Spa Corp.', 222, 121.5, 'F4', 11, 102), item('DO', 328, 112, 'F4', 7.5, 9),
      item('45-4891948', 380, 122.5, 'F3', 10, 60),
      item('WEBSITE', 39, 241, 'F1', 6, 28), item('GROSS MONTHLY SALES', 239, 241, 'F1', 6, 75), item('$140,000', 240, 252.5, 'F3', 10, 48), item('CASH ADVANCE REQUESTED', 379, 241, 'F1', 6, 88), item('www.northstarpetspa.com', 40, 252.5, 'F3', 10, 162),
      item('$180,000', 380, 252.5, 'F3', 10, 48), item('$152,000', 436, 250.5, 'F4', 11, 37), item('DO', 477, 242, 'F4', 7.5, 9)],
    { strokes: [{ x0: 41, y0: 115.5, x1: 219, y1: 119.5 }, { x0: 378, y0: 246, x1: 430, y1: 250 }],
      boxes: [[36, 101, 418, 129], [418, 101, 576, 129], [36, 229, 236, 257], [236, 229, 418, 257], [418, 229, 576, 257]].map(([x0, y0, x1, y1]) => ({ x0: x0!, y0: y0!, x1: x1!, y1: y1! })) }));
    expect(v(r, 'legal_name')).toEqual(['Northstar Pet Spa Corp.']);
  });

  it('"Social Sec. #" asks an owner\'s SSN; "Inc. State" the state of incorporation, not the business\'s state', () => {
    const r = read(pageOf([item('Business Address', 36, 183, 'F1', 7.5, 60), item('4747 Veterans Blvd', 102, 182, 'F3', 10, 108),
      item('City', 36, 205, 'F1', 7.5, 13), item('Durham', 55, 204, 'F3', 10, 36), item('State', 262, 205, 'F1', 7.5, 18), item('NC', 286, 204, 'F3', 10, 12),
      item('Inc. State', 498, 160, 'F1', 7.5, 31), item('WY', 535, 159, 'F3', 10, 12),
      item('PRINCIPAL INFORMATION', 40, 390, 'F2', 8, 100), item('Owner / Guarantor #1', 36, 406, 'F2', 8, 81),
      item('Owner Name', 36, 420, 'F1', 7.5, 44), item('Castellanos, Dwayne', 86, 419, 'F3', 10, 114), item('% Owned', 468, 420, 'F1', 7.5, 33), item('100%', 507, 419, 'F3', 10, 24),
      item('Social Sec. #', 36, 442, 'F1', 7.5, 43), item('104-75-7564', 85, 441, 'F3', 10, 66)]));
    expect([...v(r, 'state_region'), r.applicants[0]?.tax_id?.value]).toEqual(['NC', '104757564']);
  });

  it('a line drawn by hand a little off level through a printed value is read off the PDF\'s drawing and strikes it', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const row = (y: number, label: string, value: string, fix?: string) => {
      doc.font('Helvetica').fontSize(7.5).fillColor('black').text(label, 36, y + 3, { lineBreak: false });
      doc.moveTo(130, y + 12).lineTo(400, y + 12).lineWidth(0.5).stroke('#555');
      doc.font('Courier').fontSize(10).text(value, 134, y + 1, { lineBreak: false });
      if (!fix) return;
      const w = doc.widthOfString(value);
      doc.save().moveTo(132, y + 6.8).lineTo(136 + w, y + 5.2).lineWidth(1.1).strokeColor('#1b2a6b').stroke().restore();
      doc.font('Times-Italic').fontSize(11).fillColor('#1b2a6b').text(fix, 146 + w, y, { lineBreak: false });
    };
    doc.font('Helvetica-Bold').fontSize(12).text('Merchant Funding Application', 36, 30, { lineBreak: false });
    row(60, 'Legal Business Name', 'Golden Gate Pizza LLC');
    row(82, 'Federal Tax ID', '12-3456789');
    row(104, 'Amount Requested', '$220,000', '$250,000');
    row(126, 'Business Phone', '(665) 458-3287');
    const r = await parseStatements([{ name: 'marked.pdf', bytes: await collect(doc) }]);
    expect([r.application?.legal_name, r.application?.requested_amount]).toEqual(['Golden Gate Pizza LLC', 250000]);
  });

  it('an X scribbled over with a zigzag is withdrawn: the other box marked is the entity', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('Merchant Funding Application', 36, 30, { lineBreak: false });
    doc.font('Helvetica').fontSize(7.5).text('Legal Name of Business', 36, 63, { lineBreak: false }).font('Courier').fontSize(10).text('Bluebird Animal Care LLC', 130, 61, { lineBreak: false });
    doc.font('Helvetica').fontSize(7.5).text('Federal Tax ID', 36, 85, { lineBreak: false }).font('Courier').fontSize(10).text('98-6609603', 130, 83, { lineBreak: false });
    doc.font('Helvetica').fontSize(7.5).text('Business Structure', 36, 108, { lineBreak: false });
    const x = (bx: number, by: number) => doc.save().lineWidth(1.2).moveTo(bx - 1, by - 1).lineTo(bx + 9, by + 9).moveTo(bx + 9, by - 1).lineTo(bx - 1, by + 9).stroke().restore();
    [['Corporation', 110], ['LLC', 170], ['Partnership', 210]].forEach(([t, bx]) => {
      doc.rect(bx as number, 107, 8, 8).lineWidth(0.6).stroke();
      doc.font('Helvetica').fontSize(7.5).text(t as string, (bx as number) + 11, 107, { lineBreak: false });
    });
    x(110, 107);
    const z = doc.save().lineWidth(1).moveTo(108, 111);
    for (let k = 0; k < 6; k++) z.lineTo(110 + k * 2, 107 + (k % 2 ? -2 : 10));
    z.stroke().restore();
    x(170, 107);
    const r = await parseStatements([{ name: 'scribbled.pdf', bytes: await collect(doc) }]);
    expect(r.application?.type_of_entity).toBe('llc');
  });
});

