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

// Cells with the value at the left and a small grey label at the cell's right end ("Dana Whitfield ....... Full Name").
describe('set 100: a label may follow its value in its cell', () => {
  async function labelsAfterForm(): Promise<Uint8Array> {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('Merchant Funding Application', 40, 30, { lineBreak: false });
    const cell = (value: string, label: string, x: number, y: number, w: number) => {
      doc.lineWidth(0.5).rect(x, y, w, 22).stroke();
      if (value) doc.font('Courier').fontSize(10).fillColor('#000000').text(value, x + 4, y + 6, { lineBreak: false });
      doc.font('Helvetica').fontSize(6).fillColor('#777777');
      doc.text(label, x + w - 4 - doc.widthOfString(label), y + 8, { lineBreak: false });
    };
    cell('Oak & Ember Flowers LLC', 'Legal Business Name', 40, 70, 500);
    cell('Liquor store', 'Type of Business / Industry', 40, 92, 250); cell('75-3886476', 'Federal Tax ID (EIN)', 290, 92, 250);
    cell('$35,000', 'Amount Requested', 40, 114, 250); cell('Monthly', 'Payment Frequency', 290, 114, 250);
    cell('', 'Est. Credit Score', 40, 136, 250);
    return collect(doc);
  }

  it('reads the value written before each label, a blank cell as blank', async () => {
    const a = await app(await labelsAfterForm());
    expect([a?.legal_name, a?.industry, a?.business_tax_id, a?.requested_amount, a?.payment_frequency])
      .toEqual(['Oak & Ember Flowers LLC', 'liquor_store', '753886476', 35000, 'monthly']);
  });
});

// A section's name turned a quarter turn down a dark band at its block's left side: the block's heading.
describe("set 100: a section's name turned down a side band heads its block", () => {
  async function bandsForm(): Promise<Uint8Array> {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text('Merchant Funding Application', 40, 30, { lineBreak: false });
    const block = (name: string, y: number, rows: [string, string][]) => {
      const h = rows.length * 22;
      doc.rect(40, y, 20, h).fill('#1f3a5f');
      doc.save().rotate(-90, { origin: [47, y + h - 4] }).font('Helvetica-Bold').fontSize(6).fillColor('#ffffff').text(name, 47, y + h - 4, { lineBreak: false }).restore();
      rows.forEach(([label, value], i) => {
        doc.lineWidth(0.5).strokeColor('#000000').rect(62, y + i * 22, 480, 22).stroke();
        doc.font('Helvetica').fontSize(8).fillColor('#000000').text(`${label}:`, 66, y + i * 22 + 7, { lineBreak: false });
        doc.font('Courier').fontSize(10).text(value, 180, y + i * 22 + 6, { lineBreak: false });
      });
    };
    block('BUSINESS', 70, [['Legal Business Name', 'Oak & Ember Flowers LLC'], ['Amount Requested', '$35,000']]);
    block('PRINCIPAL 1', 120, [['Full Name', 'Dana Whitfield'], ['Title', 'President'], ['% Ownership', '100%']]);
    block('EXISTING ADVANCES', 192, [['Funder', 'Kalamata Partners'], ['Payment', '$1,101'], ['Balance', '$88,000']]);
    return collect(doc);
  }

  it("reads the owner's block as an owner's and the advances' block as a decoy", async () => {
    const a = await app(await bandsForm());
    expect([a?.legal_name, a?.requested_amount, a?.requested_payment ?? null]).toEqual(['Oak & Ember Flowers LLC', 35000, null]);
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.role, o.ownership])).toEqual([['Dana', 'Whitfield', 'President', 100]]);
  });
});

// Each value beside a small pictogram with a one-word caption under it ("Legal", "Since", "Owns"): the caption stands
// lower than the value, and its own line runs on to the next caption.
describe('set 100: a caption under an icon names the value raised beside it', () => {
  async function iconsForm(): Promise<Uint8Array> {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('Merchant Funding Application', 40, 30, { lineBreak: false });
    const cell = (caption: string, value: string, x: number, y: number) => {
      // (The pictogram over the caption is left out: a circle there reads as a radio button, which the rule is not about.)
      doc.font('Helvetica').fontSize(6).fillColor('#1f5f8f').text(caption, x, y + 10, { lineBreak: false });
      doc.font('Courier').fontSize(10).fillColor('#000000').text(value, x + 26, y + 2, { lineBreak: false });
    };
    const heading = (t: string, y: number) => doc.font('Helvetica-Bold').fontSize(9).fillColor('#8b1a1a').text(t, 40, y, { lineBreak: false });
    heading('Business', 60);
    cell('Legal', 'Oak & Ember Flowers LLC', 40, 80);
    cell('Industry', 'Liquor store', 40, 106); cell('Since', '2012-06-14', 330, 106);
    heading('Funding', 136);
    cell('Request', '$35,000', 40, 156); cell('Count', '26', 200, 156); cell('Every', 'Weekly', 360, 156);
    heading('Owner 1', 186);
    cell('Name', 'Dana Whitfield', 40, 206); cell('Owns', '100%', 330, 206);
    return collect(doc);
  }

  it('reads each caption with the value beside its icon, one-word captions by their meaning', async () => {
    const a = await app(await iconsForm());
    expect([a?.legal_name, a?.industry, a?.business_start_date, a?.requested_amount, a?.number_of_payments, a?.payment_frequency])
      .toEqual(['Oak & Ember Flowers LLC', 'liquor_store', '2012-06-14', 35000, 26, 'weekly']);
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.ownership])).toEqual([['Dana', 'Whitfield', 100]]);
  });
});
