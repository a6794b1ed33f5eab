import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 122 (pages not upright, landscape forms in two columns): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;
const caption = (doc: Doc, x: number, y: number, t: string) => doc.font('Helvetica-Bold').fontSize(6.5).text(t, x, y, { lineBreak: false });
const value = (doc: Doc, x: number, y: number, t: string) => doc.font('Helvetica').fontSize(8.5).text(t, x, y, { lineBreak: false });

describe('set 122: landscape forms in two columns', () => {
  it('an owners\' table in the right-hand column is read by its own columns, the left column\'s words on its lines no cells of it', async () => {
    const doc = new PDFDocument({ size: [792, 612], margin: 0 });
    doc.font('Helvetica-Bold').fontSize(12).text('MERCHANT APPLICATION', 20, 15, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(8).text('BUSINESS INFORMATION', 22, 45, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(8).text('OWNER / OFFICER INFORMATION (all owners of 20% or more)', 414, 45, { lineBreak: false });
    caption(doc, 22, 62, 'LEGAL BUSINESS NAME');
    value(doc, 22, 71, 'Foxhollow Facility Services LLP');
    caption(doc, 22, 80, 'DBA (DOING BUSINESS AS)');
    value(doc, 22, 89, 'Foxhollow Cleaning');
    caption(doc, 22, 100, 'FEDERAL TAX ID (EIN)');
    value(doc, 22, 109, '47-3829105');
    doc.font('Helvetica-Bold').fontSize(7).text('OWNER 1', 410, 58, { lineBreak: false });
    caption(doc, 412, 67, 'FULL NAME');
    caption(doc, 602, 67, 'TITLE');
    caption(doc, 702, 67, 'OWNERSHIP %');
    value(doc, 413, 79, 'Dwayne J. van der Meer');
    value(doc, 603, 79, 'General Partner');
    value(doc, 703, 79, '100');
    caption(doc, 412, 91, 'SSN / ITIN');
    caption(doc, 532, 91, 'DATE OF BIRTH');
    value(doc, 413, 103, '513-70-0743');
    value(doc, 533, 103, '8/3/1990');
    const a = (await parseStatements([{ name: 'w.pdf', bytes: await collect(doc) }])).application;
    expect(a?.legal_name).toBe('Foxhollow Facility Services LLP');
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.role, o.ownership, o.tax_id])).toEqual([['Dwayne', 'van der Meer', 'General Partner', 100, '513700743']]);
  });
});
