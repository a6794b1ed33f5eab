import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { item, pageOf, read, v } from './test-page.ts';

// Set 94 (text layers that are not what a person sees): a form's text layer carries a template's samples and a
// previous applicant's values that the page never shows, drawn in invisible mode or clipped away, under or beside the
// values a person reads. The page is read as it looks.

type Hide = 'invisible' | 'clipped' | null;

/** A small application: caps labels over values; `hide` puts old values in the text layer where a viewer shows none. */
async function hiddenSamplesForm(hide: Hide): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const fld = (label: string, value: string, x: number, y: number, sample?: string) => {
    doc.font('Helvetica-Bold').fontSize(7).fillColor('#333333').text(label, x, y, { lineBreak: false });
    if (sample && hide) {
      doc.save();
      if (hide === 'invisible') doc.addContent('3 Tr');
      // A clip the size of a dot, away from the text: nothing of it is drawn.
      else doc.rect(x + 300, y + 40, 0.5, 0.5).clip();
      doc.font('Helvetica').fontSize(10).fillColor('#000000').text(sample, x + 2, y + 10, { lineBreak: false });
      doc.restore();
    }
    if (value) doc.font('Helvetica').fontSize(10).fillColor('#000000').text(value, x + 2, y + 10, { lineBreak: false });
  };
  doc.font('Helvetica-Bold').fontSize(14).text('Merchant Funding Application', 40, 30, { lineBreak: false });
  fld('LEGAL BUSINESS NAME', 'Oak & Ember Flowers Inc.', 40, 70, 'Sample Merchant LLC');
  fld('DBA', '', 330, 70, 'Your Trade Name Here');
  fld('FEDERAL TAX ID', '75-3886476', 40, 100, '12-3456789');
  fld('AMOUNT REQUESTED', '$35,000', 330, 100, '$50,000.00');
  fld('PROPOSED PAYMENT', '', 40, 130, '$1,250.00');
  return collect(doc);
}

describe('set 94: text a viewer does not show is not read', () => {
  for (const hide of ['invisible', 'clipped'] as const) {
    it(`a template's samples ${hide === 'invisible' ? 'in invisible mode' : 'clipped away'}, under values and in blank fields, give nothing`, async () => {
      const a = (await parseStatements([{ name: 'f.pdf', bytes: await hiddenSamplesForm(hide) }])).application;
      expect([a?.legal_name, a?.trade_name ?? null, a?.business_tax_id, a?.requested_amount, a?.requested_payment ?? null])
        .toEqual(['Oak & Ember Flowers Inc.', null, '753886476', 35000, null]);
    });
  }

  it('the same form without hidden text reads the same (the check leaves drawn text alone)', async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await hiddenSamplesForm(null) }])).application;
    expect([a?.legal_name, a?.business_tax_id, a?.requested_amount]).toEqual(['Oak & Ember Flowers Inc.', '753886476', 35000]);
  });

  it("a scan's invisible OCR layer over its picture is read: it is all the page has", async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    // A grey picture of the page (a scan), and its OCR text laid invisibly over it.
    const px = Buffer.alloc(16 * 16 * 3, 235);
    doc.image(await rgbPng(px, 16, 16), 0, 0, { width: 612, height: 792 });
    doc.addContent('3 Tr');
    doc.font('Helvetica').fontSize(10);
    doc.text('Legal Business Name: Oak & Ember Flowers Inc.', 40, 70, { lineBreak: false });
    doc.text('Federal Tax ID: 75-3886476', 40, 100, { lineBreak: false });
    doc.text('Amount Requested: $35,000', 40, 130, { lineBreak: false });
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.business_tax_id, a?.requested_amount]).toEqual(['Oak & Ember Flowers Inc.', '753886476', 35000]);
  });
});

// Labels tracked wide (letter-spaced by a third of their size): the gap between two words is the tracking and a space,
// past the gap a text layer ends a run at; a person reads "AMOUNT REQUESTED" as one label, not "AMOUNT" with the value
// "REQUESTED" beside it.
describe('set 94: a label tracked wide is one label across its words', () => {
  it('reads caps labels letter-spaced by a third of their size over their values', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    const fld = (label: string, value: string, x: number, y: number) => {
      doc.font('Helvetica').fontSize(7).fillColor('#333333').text(label, x, y, { lineBreak: false, characterSpacing: 2.24 });
      doc.font('Helvetica').fontSize(10).fillColor('#000000').text(value, x + 2, y + 10, { lineBreak: false });
    };
    doc.font('Helvetica-Bold').fontSize(14).text('Merchant Funding Application', 40, 30, { lineBreak: false });
    fld('AMOUNT REQUESTED', '$355,000.00', 40, 70);
    fld('NATURE OF BUSINESS', 'Florist', 330, 70);
    fld('LEGAL BUSINESS NAME', 'Oak & Ember Flowers Inc.', 40, 100);
    fld('FEDERAL EIN / TAX ID', '75-3886476', 330, 100);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([a?.legal_name, a?.business_tax_id, a?.requested_amount, a?.industry]).toEqual(['Oak & Ember Flowers Inc.', '753886476', 355000, 'retail_general']);
  });
});

// Labels in small capitals (each word's first letter large, the rest small, as runs of their own) right-aligned in a
// shaded column, each value starting a point inside its label's end: a person reads the label, then the value. The
// value, in another size, begun back inside the label's last run, is no letters of it ("SOCIALERashad De La Cruz").
describe('set 94: a value begun a point inside its small-caps label', () => {
  const caps = (parts: [string, number][], y: number) => parts.map(([s, x], k) => item(s, x, y, 'F1', k % 2 ? 5.7 : 7.5, s.length * (k % 2 ? 3.5 : 5)));
  it('reads the label and the value apart', () => {
    const r = read(pageOf([
      item('Merchant Cash Advance Application', 380, 40, 'F1', 10, 170),
      ...caps([['L', 71], ['EGAL', 76], ['N', 92.5], ['AME', 97.5]], 110), item('Redstone Machining Ltd.', 107, 110, 'F1', 9, 95),
      ...caps([['E', 90], ['IN', 95]], 126), item('12-3456789', 101, 126, 'F1', 9, 50),
      ...caps([['A', 66], ['MOUNT', 71], ['R', 92], ['EQUESTED', 97]], 142), item('$290,000.00', 124, 142, 'F1', 9, 50),
    ]));
    expect(v(r, 'legal_name', 'business_tax_id', 'requested_amount')).toEqual(['Redstone Machining Ltd.', '123456789', 290000]);
  });

  it('reads values begun a point inside the shaded column the labels are right-aligned in', () => {
    // Labels ending at 189.5 in a shaded column to 191; each value from 188.5 on, out past the column's side.
    const label = (s: string, y: number) => item(s, 189.5 - s.length * 4.2, y, 'F1', 7, s.length * 4.2);
    const r = read(pageOf([
      item('Merchant Cash Advance Application', 380, 40, 'F1', 10, 170),
      label('AMOUNT REQUESTED', 110), item('$290,000.00', 188.5, 110, 'F1', 9, 50),
      label('NO. OF PAYMENTS', 126), item('40', 188.5, 126, 'F1', 9, 10),
      label('USE OF FUNDS', 142), item('Equipment purchase', 188.5, 142, 'F1', 9, 82),
    ], { boxes: [{ x0: 36, x1: 191, y0: 100, y1: 150 }] }));
    expect(v(r, 'requested_amount', 'number_of_payments')).toEqual([290000, 40]);
  });
});

// A request's terms asked as a "Payment Plan", answered in a sentence ("90 Daily payments of $491.41": the count, the
// schedule and the payment) or by the schedule alone ("Daily").
describe('set 94: a payment plan', () => {
  const form = (plan: string) => read(pageOf([
    item('Application for Business Funding', 380, 40, 'F1', 10, 170),
    item('FUNDING AMOUNT', 316, 100, 'F1', 7, 60), item('35,000.00', 318, 112, 'F2', 10, 45),
    item('PAYMENT PLAN', 316, 136, 'F1', 7, 60), item(plan, 318, 148, 'F2', 10, plan.length * 4.5),
  ]));
  it('reads the count, schedule and payment of a plan put in a sentence', () => {
    expect(v(form('90 Daily payments of $491.41'), 'requested_amount', 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual([35000, 90, 'daily', 491.41]);
  });
  it('reads the schedule of a plan given by its word alone', () => {
    expect(v(form('Weekly'), 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual([null, 'weekly', null]);
  });
});

/** A plain RGB PNG of w x h pixels (filter 0 rows), for a page's picture. */
async function rgbPng(rgb: Buffer, w: number, h: number): Promise<Buffer> {
  const { deflateSync, crc32 } = await import('node:zlib');
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
  const rows = Buffer.concat(Array.from({ length: h }, (_, y) => Buffer.concat([Buffer.from([0]), rgb.subarray(y * w * 3, (y + 1) * w * 3)])));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
