import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { frequency } from './marks.ts';
import { labelOf } from './labels.ts';

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
});
