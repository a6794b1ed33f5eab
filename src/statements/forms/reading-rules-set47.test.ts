import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt on the forty-seventh author's corrected, amended and stamped paperwork (issue 36): correction patches,
// caret insertions, amendment pages, each on a self-made form here.
const row = (doc: PDFKit.PDFDocument, y: number, label: string, value: string) => {
  doc.font('Helvetica').fontSize(7.5).fillColor('black').text(label, 36, y + 3, { lineBreak: false });
  doc.moveTo(130, y + 12).lineTo(400, y + 12).lineWidth(0.5).stroke('#555');
  doc.font('Courier').fontSize(10).fillColor('black').text(value, 134, y + 1, { lineBreak: false });
};

describe('corrected and amended paperwork (issue 36)', () => {
  it('a value under a white correction patch is not seen: the value written on the patch is read', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('Merchant Funding Application', 36, 30, { lineBreak: false });
    row(doc, 60, 'Legal Business Name', 'Golden Gate Pizza LLC');
    row(doc, 82, 'Federal Tax ID', '41-3470819');
    doc.save().rect(131, 80, 65, 14).fill('#ffffff').restore();
    doc.font('Times-Italic').fontSize(11).fillColor('#1b2a6b').text('41-3440819', 134, 82, { lineBreak: false });
    row(doc, 104, 'Amount Requested', '$220,000');
    const r = await parseStatements([{ name: 'patched.pdf', bytes: await collect(doc) }]);
    expect([r.application?.legal_name, r.application?.business_tax_id]).toEqual(['Golden Gate Pizza LLC', '413440819']);
  });

  it('a short value struck with a line only half a point off level is withdrawn: the correction beside it is read', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('Merchant Funding Application', 36, 30, { lineBreak: false });
    row(doc, 60, 'Legal Business Name', 'Golden Gate Pizza LLC');
    row(doc, 82, 'Owner Name', 'Mei Castillo');
    row(doc, 104, 'Ownership %', '50%');
    doc.save().moveTo(132, 109.1).lineTo(153, 108.6).lineWidth(1.1).strokeColor('#b3261e').stroke().restore();
    doc.font('Times-Italic').fontSize(11).fillColor('#b3261e').text('40%', 160, 103, { lineBreak: false });
    const r = await parseStatements([{ name: 'struck.pdf', bytes: await collect(doc) }]);
    expect(r.application?.applicants?.map((a) => a.ownership)).toEqual([40]);
  });

  it('a name struck in an owners\' table and corrected in the narrow space over it, initials circled, is the owner\'s', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const page = pageOf([item('B. OWNERSHIP (list all owners of 20% or more)', 41, 248, 'F2', 8, 179),
      ...[['Owner name', 39, 39], ['Title', 189, 13.4], ['Own %', 274, 21.7], ['SSN', 329, 13.4], ['Date of birth', 424, 38.4]]
        .map(([t, x, w]) => item(t as string, x as number, 266.2, 'F1', 6.5, w as number)),
      item('Hannah', 40, 282, 'F3', 9.5, 34.2), item('Nakamure', 79.9, 282, 'F3', 9.5, 45.6),
      item('Hannah Nakamura', 45.4, 274.4, 'F4', 11, 85.5), item('HN', 136.9, 271.9, 'F4', 8.5, 11.5),
      item('Owner', 190, 282, 'F3', 9.5, 28.5), item('100%', 275, 282, 'F3', 9.5, 22.8), item('394-19-8858', 330, 282, 'F3', 9.5, 62.7),
      item('12/15/1987', 425, 282, 'F3', 9.5, 57)],
    { strokes: [box(36.9, 278.4, 128.6, 281.3)], boxes: [box(36, 258, 186, 270), box(186, 258, 271, 270), box(36, 270, 186, 287), box(186, 270, 271, 287)] });
    (page.form as { rings?: unknown[] }).rings = [box(134.3, 262.4, 151.5, 279.6)];
    expect(owners(read(page))).toEqual([['Hannah', 'Nakamura', 'Owner', 100, '394198858']]);
  });

  it('an addendum\'s amended value replaces the form\'s: the amount, and an owner\'s share amended by name', () => {
    const form = pageOf([item('Merchant Application', 36, 40, 'F2', 12, 130),
      item('Legal Name:', 36, 117, 'F1', 7.5, 45), item('Northstar Kids Academy LLC', 88, 116, 'F3', 9.5, 150),
      item('Funding Requested:', 36, 140, 'F1', 7.5, 70), item('$75,000', 110, 139, 'F3', 9.5, 40),
      item('THE OWNER(S)', 314, 97, 'F2', 9, 67),
      item('Owner Name:', 314, 127, 'F1', 7.5, 48), item('Michael Quintero', 369, 126, 'F3', 9.5, 92),
      item('Ownership %:', 314, 147, 'F1', 7.5, 50), item('60%', 371, 146, 'F3', 9.5, 17),
      item('Owner Name:', 314, 177, 'F1', 7.5, 48), item('Mei Castillo', 369, 176, 'F3', 9.5, 69),
      item('Ownership %:', 314, 197, 'F1', 7.5, 50), item('20%', 371, 196, 'F3', 9.5, 17)]);
    const addendum = { ...pageOf([item('AMENDMENT / ADDENDUM No. 1 TO MERCHANT APPLICATION', 139, 69, 'F2', 11, 333),
      item('Merchant legal name:', 36, 123, 'F1', 7.5, 76), item('Northstar Kids Academy LLC', 119, 121, 'F3', 9.5, 149),
      item('1. The Requested Amount stated in Section 2 of the application is amended to:', 36, 169, 'F1', 7.5, 298), item('$85,000', 367, 167, 'F4', 10, 40),
      item('2. The ownership of', 36, 289, 'F1', 7.5, 76), item('Michael Quintero', 127, 287, 'F3', 9.5, 91),
      item('is amended to:', 249, 289, 'F1', 7.5, 56), item('40%', 357, 287, 'F3', 9.5, 17)]), page: 2 };
    const r = read(form, addendum);
    expect([v(r, 'requested_amount'), owners(r).map((o) => o[3])]).toEqual([[85000], [40, 20]]);
  });

  it('words written over a caret at a value\'s foot are read in their place in it, not as a value of their own', () => {
    const r = read(pageOf([item('THE BUSINESS', 36, 96.5, 'F2', 9, 66.4), item('THE OWNER(S)', 314, 96.5, 'F2', 9, 66.5),
      item('Legal Name:', 36, 115.4, 'F2', 7.5, 44.6), item('Northstar Kids Academy', 87.6, 114, 'F3', 9.5, 125.4), item('LLC', 209.7, 105.5, 'F4', 10.5, 18),
      item('Owner 1', 314, 111.4, 'F2', 7.5, 29.6), item('Owner Name:', 314, 125.4, 'F2', 7.5, 48.3),
      item('Michael Quintero', 369.3, 124, 'F3', 9.5, 91.2), item('R.', 404.8, 115.6, 'F4', 10.5, 8.8),
      item('Title:', 314, 145.4, 'F2', 7.5, 20), item('Managing Member', 339, 144, 'F3', 9.5, 85)],
    { rules: [{ x0: 84.1, y0: 118.5, x1: 290.5, y1: 119.5 }, { x0: 365, y0: 128.5, x1: 568, y1: 129.5 }],
      marks: [{ x0: 208.7, y0: 113.4, x1: 219.2, y1: 122.2 }, { x0: 405, y0: 123.4, x1: 415.5, y1: 132.2 }] }));
    expect([v(r, 'legal_name'), r.applicants[0]?.first_name?.value, r.applicants[0]?.last_name?.value]).toEqual([['Northstar Kids Academy LLC'], 'Michael', 'Quintero']);
  });

  it('a correction written big just over a struck share, its middle less than a line above, is read', () => {
    const r = read(pageOf([item('Owner / Principal Information', 36, 423, 'F2', 9, 125),
      item('Owner Name:', 36, 532.4, 'F2', 7.5, 48.3), item('Grace Nakamura', 91.3, 531, 'F3', 9.5, 80), item('Title:', 306, 532.4, 'F2', 7.5, 17.9), item('Partner', 330.9, 531, 'F3', 9.5, 39.9),
      item('Ownership %:', 36, 553.4, 'F2', 7.5, 49.9), item('50%', 92.9, 552, 'F3', 9.5, 17.1), item('40%', 98.3, 545.1, 'F4', 11, 21.4), item('RA', 126.1, 543.2, 'F4', 8.5, 10.3),
      item('SSN:', 306, 553.4, 'F2', 7.5, 17.9), item('471-63-2204', 330.9, 552, 'F3', 9.5, 62.7)],
    { rules: [{ x0: 87.8, y0: 535.5, x1: 298.5, y1: 536.5 }, { x0: 89.4, y0: 556.5, x1: 298.5, y1: 557.5 }, { x0: 327.4, y0: 556.5, x1: 568.5, y1: 557.5 }],
      strokes: [{ x0: 89.8, y0: 548, x1: 113.1, y1: 550.7 }] }));
    expect(owners(r)).toEqual([['Grace', 'Nakamura', 'Partner', 40, '471632204']]);
  });

  it('a correction written low over a struck share in an owners\' table, a quarter of a line above it, is the share', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const page = pageOf([item('B. OWNERSHIP (list all owners of 20% or more)', 41, 248, 'F2', 8, 179),
      ...[['Owner name', 39, 39], ['Title', 189, 13.4], ['Own %', 274, 21.7], ['SSN', 329, 13.4], ['Date of birth', 424, 38.4]]
        .map(([t, x, w]) => item(t as string, x as number, 266.2, 'F1', 6.5, w as number)),
      item('Maria V. Patel', 40, 282, 'F3', 9.5, 79.8), item('President', 190, 282, 'F3', 9.5, 51.3), item('75%', 275, 282, 'F3', 9.5, 17.1),
      item('453-93-9983', 330, 282, 'F3', 9.5, 62.7), item('10/01/1992', 425, 282, 'F3', 9.5, 57),
      item('Robert Hollis', 40, 304, 'F3', 9.5, 74), item('Vice President', 190, 303.7, 'F3', 9, 75.6), item('35%', 275, 304, 'F3', 9.5, 17.1),
      item('25%', 278.3, 297.7, 'F4', 11, 22.2), item('MP', 308.1, 294.6, 'F4', 8.5, 11.4), item('599-35-4462', 330, 304, 'F3', 9.5, 62.7), item('04/15/1982', 425, 304, 'F3', 9.5, 57)],
    { strokes: [box(271.9, 300.2, 295.2, 303.2)], boxes: [box(35.4, 257.4, 576.6, 271.6),
      ...[270.5, 292.5].flatMap((y) => [[35.5, 186.5], [185.5, 271.5], [270.5, 326.5], [325.5, 421.5], [420.5, 506.5]].map(([a, b]) => box(a!, y, b!, y + 23)))] });
    // (The initials circled beside the correction.)
    (page.form as { rings?: unknown[] }).rings = [box(303.6, 284.4, 320.8, 301.6)];
    const r = read(page);
    expect(owners(r).map((o) => o[3])).toEqual([75, 25]);
  });
});
