import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 110 (merchants with several owners): each rule on a small self-made form.

type Doc = PDFKit.PDFDocument;

const heading = (doc: Doc, t: string, y: number) => doc.fillColor('black').font('Helvetica-Bold').fontSize(11).text(t, 50, y, { lineBreak: false });
const cap = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('black').font('Helvetica').fontSize(8).text(t, x, y, { lineBreak: false });
const val = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('black').font('Courier-Bold').fontSize(9).text(t, x, y, { lineBreak: false });
/** A label at the left, its value in a box after it. */
const row = (doc: Doc, label: string, v: string, y: number) => { cap(doc, label, 50, y + 3); doc.lineWidth(0.5).rect(160, y, 250, 16).stroke(); val(doc, v, 164, y + 4); };

describe('set 110: several owners on a funder\'s schedule', () => {
  it('a schedule headed "OWNERSHIP & MANAGEMENT" after a banking section, its name in First | MI | Last columns: the owners', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    heading(doc, 'SECTION 1 - THE BUSINESS', 60);
    row(doc, 'Business Legal Name', 'Stonebridge Auto Body LP', 80);
    row(doc, 'Tax ID (EIN)', '13-4875619', 100);
    heading(doc, 'SECTION 2 - EXISTING OBLIGATIONS & BANKING', 140);
    row(doc, 'Bank Name', 'Chase', 160);
    doc.addPage();
    heading(doc, 'SCHEDULE A - OWNERSHIP & MANAGEMENT', 40);
    cap(doc, 'Part I. Beneficial owners (each individual or entity owning 20% or more, directly or indirectly)', 50, 58);
    const cols = [52, 122, 142, 232, 312, 364];
    ['First', 'MI', 'Last', 'Title', 'Ownership', 'SSN / ITIN'].forEach((c, i) => cap(doc, c, cols[i]!, 76));
    [['Mei', '', 'Brennan', 'Managing Member', '45.0%', '436-33-3550'], ['Ingrid', 'R', 'Ramirez', 'Member', '20.0%', '512-44-7092']]
      .forEach((r, n) => r.forEach((c, i) => c && val(doc, c, cols[i]!, 90 + n * 20)));
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id])).toEqual([
      ['Mei', 'Brennan', 'Managing Member', 45, '436333550'], ['Ingrid', 'Ramirez', 'Member', 20, '512447092']]);
  });

  it('"Manager or officer who is NOT an owner (optional)", a heading of eight words: its person is no applicant', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    heading(doc, 'Business', 40);
    doc.font('Helvetica-Bold').fontSize(14).text('Merchant Application', 50, 20, { lineBreak: false });
    row(doc, 'Business Legal Name', 'Bluewater Plumbing LLC', 60);
    row(doc, 'Federal Tax ID (EIN)', '84-2231907', 80);
    heading(doc, 'Owner #1', 100);
    row(doc, 'First Name', 'Connor', 120);
    row(doc, 'Last Name', 'Tremblay', 140);
    row(doc, 'Ownership %', '100%', 160);
    row(doc, 'SSN', '512-44-7781', 180);
    heading(doc, 'Manager or officer who is NOT an owner (optional)', 210);
    cap(doc, 'Name', 54, 228); cap(doc, 'Title', 264, 228);
    val(doc, 'Fatima MacLeod', 56, 240); val(doc, 'General Manager', 266, 240);
    heading(doc, 'Signature', 280);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.ownership])).toEqual([['Connor', 'Tremblay', 100]]);
  });

  it('an owners\' table\'s "SS# / EIN" column (an owner may be a company) holds each owner\'s number, not the business\'s', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('Merchant Application', 50, 20, { lineBreak: false });
    row(doc, 'Business Legal Name', 'Bluewater Plumbing LLC', 60);
    row(doc, 'Federal Tax ID (EIN)', '84-2231907', 80);
    heading(doc, 'OWNERS', 120);
    const cols = [63, 213, 303, 355];
    ['Full Name (Last, First)', 'Title', '% Owned', 'SS# / EIN'].forEach((c, i) => cap(doc, c, cols[i]!, 140));
    [['Castellano, Jorge R.', 'Partner', '50.0%', '426-17-3445'], ['Tremblay, Connor', 'Member', '50.0%', '345-93-2976']]
      .forEach((r, n) => r.forEach((c, i) => val(doc, c, cols[i]!, 156 + n * 20)));
    heading(doc, 'Signature', 220);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.business_tax_id, ...(a?.applicants ?? []).map((p) => p.tax_id)]).toEqual(['842231907', '426173445', '345932976']);
  });

  it('a caption worded like a section ("Funding Amount Needed") over its value, a row of options under the value\'s rule: the value is the caption\'s', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('Business Funding Application', 50, 20, { lineBreak: false });
    heading(doc, '1. Business', 50);
    cap(doc, 'Business Legal Name', 54, 68); val(doc, 'Oakmont Salon PLLC', 58, 80); doc.lineWidth(0.5).moveTo(54, 92).lineTo(280, 92).stroke();
    heading(doc, '2. Funding', 110);
    cap(doc, 'Funding Amount Needed', 54, 128); cap(doc, 'Requested Payment', 224, 128); cap(doc, '# of Payments', 354, 128);
    val(doc, '$75,000.00', 58, 141);
    [[54, 200], [224, 340], [354, 430]].forEach(([x0, x1]) => doc.moveTo(x0!, 153).lineTo(x1!, 153).stroke());
    cap(doc, 'Payment schedule:', 54, 160);
    ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'].forEach((o, i) => { doc.rect(130 + i * 60, 159, 7, 7).stroke(); cap(doc, o, 140 + i * 60, 160); });
    heading(doc, 'Signature', 200);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.requested_amount]).toEqual(['Oakmont Salon PLLC', 75000]);
  });
});
