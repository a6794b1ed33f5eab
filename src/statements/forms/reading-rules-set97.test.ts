import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 97 (forms that are tables everywhere): ruled tables with a header row of column captions over rows of values.
// A caption's value is in its own row: the row a box in the table's check column ticks, when a column of boxes asks
// which row applies ("check the option you are applying for"), else the table's first row of values; a cell left
// blank on that row is blank, and the row under it is another row's (a previous advance's).

type Doc = PDFKit.PDFDocument;

/** A ruled table at (x, y): a header row of captions over rows of cells; `box` draws a checkbox in that column's
 *  cells, ticked (an X of two strokes) on row `ticked`, or (`fillable`) a checkbox field drawn round, checked there. */
function table(doc: Doc, x: number, y: number, widths: number[], head: string[], rows: string[][], box = -1, ticked = -1, fillable = false): number {
  const h = 16, cols = widths.reduce<number[]>((a, w) => [...a, a[a.length - 1]! + w], [x]);
  doc.lineWidth(0.5).strokeColor('black');
  head.forEach((t, i) => {
    doc.rect(cols[i]!, y, widths[i]!, h).fillAndStroke('#dddddd', 'black');
    doc.fillColor('black').font('Helvetica-Bold').fontSize(7).text(t, cols[i]! + 3, y + 5, { width: widths[i]! - 6, align: 'center', lineBreak: false });
  });
  rows.forEach((r, j) => {
    const ry = y + h * (j + 1);
    r.forEach((t, i) => {
      doc.rect(cols[i]!, ry, widths[i]!, h).stroke();
      if (i === box) {
        const bx = cols[i]! + 4, by = ry + 4;
        doc.rect(bx, by, 8, 8).stroke();
        if (fillable) doc.formCheckbox(`c${Math.round(y)}_${j}`, bx, by, 8, 8, (j === ticked ? { value: 'Yes', AS: 'Yes' } : {}) as never);
        else if (j === ticked) doc.moveTo(bx + 1.5, by + 1.5).lineTo(bx + 6.5, by + 6.5).moveTo(bx + 6.5, by + 1.5).lineTo(bx + 1.5, by + 6.5).stroke();
      }
      if (t) doc.fillColor('black').font('Helvetica').fontSize(9).text(t, cols[i]! + (i === box ? 16 : 3), ry + 4, { lineBreak: false });
    });
  });
  return y + h * (rows.length + 1);
}

/** A heading band over a table. */
const band = (doc: Doc, t: string, y: number) => {
  doc.rect(36, y, 540, 14).fill('#1f3b5b');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(9).text(t, 40, y + 3, { lineBreak: false }).fillColor('black');
};

/** A profile grid (label cell, value cell) opening the form. */
function profile(doc: Doc, y: number, rows: [string, string][]): number {
  rows.forEach(([l, v], i) => {
    const ry = y + i * 16;
    doc.rect(36, ry, 160, 16).fillAndStroke('#eeeeee', 'black');
    doc.rect(196, ry, 380, 16).stroke();
    doc.fillColor('black').font('Helvetica').fontSize(7).text(l, 40, ry + 5, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).text(v, 200, ry + 4, { lineBreak: false });
  });
  return y + rows.length * 16;
}

/** A form whose request is one of three options, the one a box ticks in the "Select" column, and whose business's
 *  state is the locations table's row ticked "Principal". */
async function optionsForm(chosen: number, principal: number, mailing = '', fillable = false): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  if (fillable) doc.initForm();
  doc.font('Helvetica-Bold').fontSize(14).text('Small Business Funding Application', 36, 30, { lineBreak: false });
  band(doc, 'BUSINESS INFORMATION', 60);
  let y = profile(doc, 76, [['Legal Business Name', 'Northstar Fitness LLC'], ['Fed. Tax ID #', '22-2868376'], ['Industry / Type of Business', 'Gym / fitness center'], ['Mailing Address (if different)', mailing]]);
  band(doc, 'BUSINESS LOCATIONS / STORES', y + 10);
  y = table(doc, 36, y + 26, [50, 150, 100, 50, 60], ['Principal', 'Street Address', 'City', 'State', 'Zip'],
    [['', '6456 Lincoln Way', 'Columbus', 'OH', '43249'], ['', '8264 Commerce Blvd', 'Phoenix', 'AZ', '85001'], ['', '2257 Lincoln Way', 'Denver', 'CO', '80245']], 0, principal, fillable);
  band(doc, 'FUNDING REQUESTED (check the option you are applying for)', y + 10);
  table(doc, 36, y + 26, [40, 60, 100, 60, 80, 90, 80], ['Select', 'Option', 'Advance Amount', 'Term', 'No. of Payments', 'Payment', 'Frequency'],
    [['', 'Option A', '$54,000', '6 mo', '27', '$2,640.00', 'Weekly'], ['', 'Option B', '$178,000', '4 mo', '19', '', 'Weekly'], ['', 'Option C', '$89,280.00', '8 mo', '166', '$707.14', 'Daily']], 0, chosen, fillable);
  return collect(doc);
}

/** A request table with a row for this request and one for the previous advance, `count` this request's payments. */
async function requestForm(count: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.font('Helvetica-Bold').fontSize(14).text('Merchant Advance Application', 36, 30, { lineBreak: false });
  band(doc, 'COMPANY PROFILE', 60);
  const y = profile(doc, 76, [['Registered Legal Name', 'Willow Bend Kids Academy Inc.'], ['Industry', 'Daycare center'], ['Head Office Address', '7628 Broadway, Vancouver, BC V6B 7E5']]);
  band(doc, 'ADVANCE REQUEST', y + 10);
  table(doc, 36, y + 26, [130, 80, 60, 70, 90, 90], ['', 'Amount', 'Term', '# Payments', 'Payment', 'Frequency'],
    [['This Request', '$147,100', '7 mo', count, '$7,014.35', 'Weekly'], ['Previous Advance (renewals only)', '$108,000', '8 mo', '118', '$18,225.00', 'Bi-Weekly']]);
  return collect(doc);
}

const app = async (bytes: Uint8Array) => (await parseStatements([{ name: 'f.pdf', bytes }])).application;

describe('set 97: a table with a check column is read on the row its box ticks', () => {
  it('the request is the option ticked in the "Select" column, not the first option', async () => {
    const a = await app(await optionsForm(2, 1));
    expect([a?.requested_amount, a?.number_of_payments, a?.requested_payment, a?.payment_frequency]).toEqual([89280, 166, 707.14, 'daily']);
  });

  it("a cell left blank on the ticked row is blank, not the first row's", async () => {
    const a = await app(await optionsForm(1, 1));
    expect([a?.requested_amount, a?.number_of_payments, a?.requested_payment ?? null]).toEqual([178000, 19, null]);
  });

  it("the business's state is its locations table's row ticked as the principal one", async () => {
    expect((await app(await optionsForm(0, 1)))?.state_region).toBe('AZ');
    expect((await app(await optionsForm(0, 2)))?.state_region).toBe('CO');
  });

  it("a mailing address printed before them is where the post goes: the state is the principal location's", async () => {
    expect((await app(await optionsForm(0, 1, 'PO Box 8654, Rockville, DE 96618')))?.state_region).toBe('AZ');
  });

  it('a checkbox field checked in a box drawn round it ticks its row as a drawn X does', async () => {
    const a = await app(await optionsForm(2, 1, '', true));
    expect([a?.state_region, a?.requested_amount, a?.number_of_payments]).toEqual(['AZ', 89280, 166]);
  });

  it('with the first row ticked it reads as before', async () => {
    const a = await app(await optionsForm(0, 0));
    expect([a?.state_region, a?.requested_amount, a?.number_of_payments, a?.requested_payment]).toEqual(['OH', 54000, 27, 2640]);
  });
});

describe("set 97: a caption's value is on its table's first row of values", () => {
  it("a count left blank on this request's row is blank: the row under it is the previous advance's", async () => {
    const a = await app(await requestForm(''));
    expect([a?.requested_amount, a?.requested_payment, a?.payment_frequency, a?.number_of_payments ?? null]).toEqual([147100, 7014.35, 'weekly', null]);
  });

  it("a count written on this request's row is read", async () => {
    expect((await app(await requestForm('140')))?.number_of_payments).toBe(140);
  });
});
