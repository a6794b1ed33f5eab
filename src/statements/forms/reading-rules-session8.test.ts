import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { frequency } from './marks.ts';
import { labelOf } from './labels.ts';
import { notValue } from './value-of.ts';
import { blank } from './values.ts';
import type { Piece } from './pieces.ts';

// The eighth session's rules (sets 132-137): what unseen brokers' forms printed that the reader took wrongly.

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });
/** The rest of a merchant application a reader tells the kind of a document by: a tax ID, an owner's SSN, a signature. */
function signs(doc: Doc, y = 600): void {
  t(doc, 'Federal Tax ID (EIN)', 20, y); t(doc, '51-0457005', 20, y + 12, 'Courier', 9);
  t(doc, 'Owner certifies the information above is true and authorizes credit and background reports.', 20, y + 40, 'Helvetica', 6);
  t(doc, 'Owner Signature ______________________   Date ________', 20, y + 70);
}

describe('eighth session: captions and values of unseen brokers', () => {
  it('a schedule word naming the merchant\'s takings is a caption, not a schedule', () => {
    expect(frequency('Monthly Revenue')).toBeNull();
    expect(frequency('Avg. Daily Balance')).toBeNull();
    expect(frequency('Weekly Sales')).toBeNull();
    expect(frequency('Monthly')).toBe('monthly');
    expect(frequency('Daily Payment')).toBe('daily');
    expect(frequency('$450 per day')).toBe('daily');
  });

  it('a number with a dash before a capital numbers a label; an address\'s number stays a value', () => {
    expect(labelOf('6 - State of organization', true, false, false)).not.toBeNull();
    expect(labelOf('12 – Legal Name')?.field).toBe('legal_name');
    expect(labelOf('5 - Main Street', true, false, false)).toBeNull();
  });

  it('a blank "Frequency" in a row of captions does not read the next caption "Monthly Revenue"', async () => {
    const doc = page();
    t(doc, 'COMPANY', 20, 40, 'Helvetica-Bold', 9);
    t(doc, 'Legal Business Name', 20, 56); t(doc, 'Redwood Group Inc.', 22, 68, 'Helvetica', 9);
    t(doc, 'REQUEST', 20, 100, 'Helvetica-Bold', 9);
    const caps = ['Requested Amount', 'Payment Amount', 'Term (# pmts)', 'Frequency', 'Monthly Revenue'];
    caps.forEach((c, i) => t(doc, c, 20 + i * 115, 116));
    t(doc, '$165,000.00', 22, 130, 'Helvetica', 9); t(doc, '$49,500.00', 22 + 4 * 115, 130, 'Helvetica', 9);
    signs(doc);
    const app = await read(doc);
    expect(app?.requested_amount).toBe(165000);
    expect(app?.payment_frequency ?? null).toBeNull();
  });

  it('printed help is no answer: a required mark, an example, what to write if none', () => {
    expect(labelOf('Legal Business Name* (as shown on tax return)')).toMatchObject({ field: 'legal_name', end: 45 });
    expect(notValue({ text: 'e.g. PLLC, LLP' } as Piece)).toBe(true);
    expect(notValue({ text: 'Example: 456 Oak Ave, Springfield, IL' } as Piece)).toBe(true);
    expect(blank('N/A if none')).toBe(true);
    expect(blank('write SAME if none')).toBe(true);
  });

  it('another business\'s number or name is a decoy; a guarantor\'s own name and SSN are an owner\'s', () => {
    for (const l of ['Guarantor EIN', 'Co-Applicant Business Guarantor (legal name)', 'Parent Company (if any)', 'Previous Business Name(s), last 5 years', 'Affiliated / Sister Businesses']) {
      expect(labelOf(l)?.field, l).toBe('decoy');
    }
    expect(labelOf('Guarantor SSN')?.field).toBe('owner_tax_id');
    expect(labelOf('Guarantor Name')?.field).toBe('owner_name');
  });

  it('a grey SAMPLE row over the owners written in dark ink is no owner; a grey placeholder alone in a box is no value', async () => {
    const doc = page();
    t(doc, 'BUSINESS INFORMATION', 20, 30, 'Helvetica-Bold', 9);
    const box = (x: number, y: number, w: number) => doc.lineWidth(0.6).rect(x, y, w, 18).stroke('black');
    t(doc, 'Legal Business Name', 20, 46); box(20, 56, 250); t(doc, 'Granite Peak Flowers Inc', 24, 61, 'Courier', 9);
    t(doc, 'Amount Requested', 20, 82); box(20, 92, 120); t(doc, '$15,000', 24, 97, 'Courier', 9);
    t(doc, 'Requested Payment', 160, 82); box(160, 92, 120); doc.fillColor('#6b6b6b').font('Helvetica').fontSize(8).text('$520', 164, 97, { lineBreak: false });
    t(doc, '# of Payments', 300, 82); box(300, 92, 80); doc.fillColor('#6b6b6b').font('Helvetica').fontSize(8).text('120', 304, 97, { lineBreak: false });
    t(doc, 'State', 400, 82); box(400, 92, 60); t(doc, 'NY', 404, 97, 'Courier', 9);
    t(doc, 'OWNERS / OFFICERS', 20, 130, 'Helvetica-Bold', 9);
    ['Owner Name', 'Title', 'Own. %', 'SSN'].forEach((c, i) => t(doc, c, 20 + i * 130, 146));
    const row = (y: number, cells: string[], color: string) => cells.forEach((c, i) => doc.fillColor(color).font('Courier').fontSize(9).text(c, 20 + i * 130, y, { lineBreak: false }));
    row(162, ['John Q. Sample', 'President', '51%', '123-45-6789'], '#8a8a8a');
    row(180, ['Rafael Delacroix', 'Owner', '60%', '480-54-2976'], '#111111');
    row(198, ['Shanice MacLeod', 'Member', '40%', '153-88-5396'], '#111111');
    signs(doc, 620);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Rafael', 'Delacroix', 60], ['Shanice', 'MacLeod', 40]]);
    expect(app?.requested_amount).toBe(15000);
    expect(app?.requested_payment ?? null).toBeNull();
    expect(app?.number_of_payments ?? null).toBeNull();
  });
});
