import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import type { Rect } from '../types.ts';
import { checkbox, drawnMark, ellipse, freeText, pdfOf, type Doc } from './viewer-annots.test-util.ts';
import { item, pageOf, read, v } from './test-page.ts';

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

// Rules learnt at the thirty-third author's papers (issue 36): forms filled in with a PDF viewer's tools, their values
// saved as annotations over the printed page, each on a self-made form here.

/** A printed application with its labels over ruled blanks, its values left to `fill`. */
function printed(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(14).text('Merchant Cash Advance Application', 40, 36, { lineBreak: false });
  doc.fontSize(10).text('BUSINESS INFORMATION', 40, 70, { lineBreak: false });
  const row = (x: number, top: number, label: string) => {
    doc.font('Helvetica').fontSize(7).text(label, x, top, { lineBreak: false });
    doc.lineWidth(0.6).moveTo(x, top + 24).lineTo(x + 250, top + 24).stroke();
  };
  row(40, 90, 'Legal / Corporate Name'); row(310, 90, 'Federal Tax ID');
  row(40, 125, 'Business Start Date'); row(310, 125, 'Amount Requested');
  doc.font('Helvetica').fontSize(8).text('Entity Type:', 40, 165, { lineBreak: false });
  checkbox(doc, 100, 165, 'Sole Proprietor'); checkbox(doc, 180, 165, 'LLC'); checkbox(doc, 230, 165, 'Corporation');
  doc.font('Helvetica').fontSize(8).text('Payment Frequency:', 40, 185, { lineBreak: false });
  checkbox(doc, 130, 185, 'Daily'); checkbox(doc, 180, 185, 'Weekly'); checkbox(doc, 240, 185, 'Monthly');
  doc.font('Helvetica-Bold').fontSize(10).text('OWNER / PRINCIPAL', 40, 210, { lineBreak: false });
  row(40, 228, 'Owner Full Name'); row(310, 228, 'Title');
}

describe('forms filled in a PDF viewer (issue 36, set 33)', () => {
  it('values typed as FreeText annotations and boxes ticked with a typed X, an ink stroke: read where they are drawn', async () => {
    const bytes = await pdfOf((doc) => {
      printed(doc);
      freeText(doc, 41, 102, 'Juniper Ridge Bakery LLC'); freeText(doc, 311, 102, '84-2231907');
      freeText(doc, 41, 137, '04/12/2016'); freeText(doc, 311, 137, '$85,000.00');
      freeText(doc, 179, 161, 'X');
      drawnMark(doc, 179, 184, 'Ink');
      freeText(doc, 41, 240, 'Marisol Duarte'); freeText(doc, 311, 240, 'Managing Member');
    });
    const r = await parseStatements([{ name: 'app.pdf', bytes }]);
    expect(r.parsing_details.documents[0]!.kind).toBe('application_form');
    expect(r.application).toMatchObject({ legal_name: 'Juniper Ridge Bakery LLC', business_tax_id: '842231907', business_start_date: '2016-04-12',
      requested_amount: 85000, type_of_entity: 'llc', payment_frequency: 'weekly' });
    expect(r.application.applicants?.[0]).toMatchObject({ first_name: 'Marisol', last_name: 'Duarte', role: 'Managing Member' });
  }, 60000);

  it('a check-mark stamp is a tick; a FreeText the viewer hides is not on the page and is not read', async () => {
    const bytes = await pdfOf((doc) => {
      printed(doc);
      freeText(doc, 41, 102, 'Juniper Ridge Bakery LLC');
      freeText(doc, 41, 240, 'Oswaldo Pierce', 10, 4 | 2);
      drawnMark(doc, 129, 184, 'Stamp');
    });
    const r = await parseStatements([{ name: 'app.pdf', bytes }]);
    expect(r.application).toMatchObject({ legal_name: 'Juniper Ridge Bakery LLC', payment_frequency: 'daily' });
    expect(JSON.stringify(r.application)).not.toContain('Pierce');
  }, 60000);

  it('an option circled with the viewer\'s ellipse tool ("circle one") is the one chosen', async () => {
    const bytes = await pdfOf((doc) => {
      printed(doc);
      freeText(doc, 41, 102, 'Juniper Ridge Bakery LLC');
      doc.font('Helvetica').fontSize(9).text('Holdback schedule (circle one):   Daily     Weekly     Monthly', 40, 300, { lineBreak: false });
      doc.font('Helvetica').fontSize(9);
      const x = 40 + doc.widthOfString('Holdback schedule (circle one):   Daily     ');
      ellipse(doc, x - 5, 296, doc.widthOfString('Weekly') + 10, 16);
    });
    const r = await parseStatements([{ name: 'app.pdf', bytes }]);
    expect(r.application).toMatchObject({ legal_name: 'Juniper Ridge Bakery LLC', payment_frequency: 'weekly' });
  }, 60000);

  it('an X typed into a printed checkbox in the font of the words round it ("Remittance: [X] Daily") marks its option', () => {
    const r = read(pageOf([item('Payment Amount:', 40, 370, 'F1', 9), item('$2,850.00', 112, 370, 'F1', 11),
      item('Remittance:', 40, 390, 'F1', 9), item('X', 89, 390, 'F1', 10, 6), item('Daily', 99, 390, 'F1', 9),
      item('Weekly', 136, 390, 'F1', 9), item('Monthly', 181, 390, 'F1', 9)],
    { boxes: [box(88, 382, 96, 390), box(125, 382, 133, 390), box(170, 382, 178, 390)] }));
    expect(v(r, 'payment_frequency')).toEqual(['daily']);
  });

  it('an entity typed a shade high in its cell, over its label\'s foot ("Sole Proprietor" under "Entity Type") is its value, no owners\' heading', () => {
    const r = read(pageOf([item('About the Business', 40, 115, 'F2', 12),
      item('Legal Entity Name', 43, 131, 'F2', 7), item('Grace Whitfield', 44, 143, 'F3', 11),
      item('Entity Type', 43, 155.5, 'F2', 7), item('Sole Proprietor', 44, 164, 'F3', 11), item('EIN / Tax ID', 176, 155.5, 'F2', 7), item('84-2231907', 180, 164, 'F3', 11),
      item('Street', 43, 179.5, 'F2', 7), item('City', 255, 179.5, 'F2', 7), item('State', 388, 179.5, 'F2', 7), item('ZIP', 452, 179.5, 'F2', 7),
      item('8421 Airport Rd', 47, 190, 'F3', 11), item('Charlotte', 258, 189, 'F3', 11), item('NC', 388, 189, 'F3', 11), item('28283', 454, 188, 'F3', 11)],
    { boxes: [box(40, 122, 306, 146), box(40, 146, 173, 170), box(173, 146, 306, 170), box(40, 170, 250, 194), box(250, 170, 385, 194), box(385, 170, 449, 194), box(449, 170, 572, 194)] }));
    expect(v(r, 'type_of_entity', 'state_region')).toEqual(['sole_proprietorship', 'NC']);
  });
});
