import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 100 (labels not where a reader expects them), rules of atlas-legend, northpine-bands and maple-icons: each
// shown on a small self-made form.

const app = async (bytes: Uint8Array) => (await parseStatements([{ name: 'f.pdf', bytes }])).application;

// Boxes that carry only a small number in their corner, named by a key in the page's margin: "1  Legal Business
// Name". A person looks each number up in the key.
describe('set 100: a numbered key names the boxes', () => {
  async function keyedForm(): Promise<Uint8Array> {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('Merchant Funding Application', 40, 30, { lineBreak: false });
    const boxes: [number, string, number, number, number][] = [
      [1, 'Oak & Ember Flowers LLC', 40, 70, 250], [2, '75-3886476', 40, 100, 120], [3, '06/14/2012', 170, 100, 120],
      [4, '$35,000', 40, 130, 120], [5, '12', 170, 130, 120], [6, 'Dana Whitfield', 40, 160, 250], [7, '100%', 40, 190, 120],
    ];
    for (const [n, value, x, y, w] of boxes) {
      doc.lineWidth(0.5).rect(x, y, w, 24).stroke();
      doc.font('Helvetica').fontSize(5).text(String(n), x + 2, y + 2, { lineBreak: false });
      doc.font('Courier').fontSize(10).text(value, x + 10, y + 10, { lineBreak: false });
    }
    doc.font('Helvetica-Bold').fontSize(7).text('KEY TO NUMBERED BOXES', 420, 70, { lineBreak: false });
    const key = ['Legal Business Name', 'Federal Tax ID (EIN)', 'Business Start Date', 'Amount Requested', 'Number of Payments', 'Owner Full Name', '% Ownership'];
    key.forEach((label, i) => {
      doc.font('Helvetica').fontSize(6).text(String(i + 1), 420, 84 + i * 11, { lineBreak: false });
      doc.text(label, 434, 84 + i * 11, { lineBreak: false });
    });
    return collect(doc);
  }

  it("reads each box by its number's words in the key", async () => {
    const a = await app(await keyedForm());
    expect([a?.legal_name, a?.business_tax_id, a?.business_start_date, a?.requested_amount, a?.number_of_payments])
      .toEqual(['Oak & Ember Flowers LLC', '753886476', '2012-06-14', 35000, 12]);
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.ownership])).toEqual([['Dana', 'Whitfield', 100]]);
  });
});
