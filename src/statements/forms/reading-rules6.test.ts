import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { parseStatements, resolveSettings } from '../index.ts';
import { labelOf } from './labels.ts';
import { joinCombs } from './combs.ts';
import { readForm } from './reader.ts';
import type { Piece } from './pieces.ts';

// More rules learnt on independent authors' brokers (test/forms/independent2): grids with a business column, values
// written a character to a box, answers circled. Each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
const pageOf = (items: TextItem[], form: { rules?: Rect[]; boxes?: Rect[] } = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: [], rules: form.rules ?? [], boxes: form.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());

describe('a grid of the business and its owners side by side (issue 36)', () => {
  it('reads the business column as the business and each owner column as an owner, a row per two fields', () => {
    const row = (label: string, y: number, ...cells: string[]) => [item(label, 40, y), ...cells.map((c, k) => item(c, 129 + 150 * k, y, 'F3'))];
    const r = read(pageOf([item('BUSINESS', 130, 90, 'F2'), item('OWNER 1', 280, 90, 'F2'), item('OWNER 2', 430, 90, 'F2'),
      ...row('Name', 108, 'Lakeshore Kids LLC', 'Corbin Gauthier', 'Ana Ruiz'), ...row('DBA / Title', 130, 'Lakeshore Academy', 'Member', 'Manager'),
      ...row('Entity / Ownership', 152, 'LLC', '60%', '40%'), ...row('Tax ID (EIN / SSN)', 174, '12-3456789', '641-63-8495', '123-45-6780'),
      ...row('Start Date / DOB', 196, '11/27/2020', '09/16/1986', '01/02/1990')]));
    expect(r.fields.legal_name?.value).toBe('Lakeshore Kids LLC');
    expect(r.fields.trade_name?.value).toBe('Lakeshore Academy');
    expect(r.fields.type_of_entity?.value).toBe('llc');
    expect(r.fields.business_tax_id?.value).toBe('123456789');
    expect(r.fields.business_start_date?.value).toBe('2020-11-27');
    expect(r.applicants.map((a) => [a.first_name?.value, a.role?.value, a.ownership?.value, a.tax_id?.value]))
      .toEqual([['Corbin', 'Member', 60, '641638495'], ['Ana', 'Manager', 40, '123456780']]);
  });
});

describe('values written a character to a box (issue 36)', () => {
  const piece = (text: string, x0: number, y0 = 100, words?: { text: string; x0: number; x1: number }[]): Piece =>
    ({ text, x0, x1: words ? words[words.length - 1]!.x1 : x0 + text.length * 5, y0, y1: y0 + 12, page: 1, source: 'text', words });
  const spaced = (text: string, x0: number, pitch = 10, y0 = 100) => {
    const words = [...text].map((c, i) => ({ text: c, x0: x0 + i * pitch, x1: x0 + i * pitch + 6 }));
    return piece(text.split('').join(' '), x0, y0, words);
  };
  const boxes = (x0: number, n: number, pitch = 10) => Array.from({ length: n + 1 }, (_, i) => ({ x: x0 - 2 + i * pitch, y0: 98, y1: 114 }));

  it('an evenly spaced comb is one value; a date in three combs over its parts\' names is an ISO date', () => {
    const out = joinCombs([spaced('897459389', 40), spaced('02', 230), spaced('26', 260), spaced('2018', 290),
      piece('MM', 230, 113), piece('DD', 260, 113), piece('YYYY', 290, 113)]);
    expect(out.map((p) => p.text)).toEqual(expect.arrayContaining(['897459389', '2018-02-26']));
    // Two-letter codes too; a name's initials and words are not a comb.
    expect(joinCombs([spaced('MA', 400)])[0]!.text).toBe('MA');
    const name = piece('J R Smith', 40, 100, [{ text: 'J', x0: 40, x1: 46 }, { text: 'R', x0: 50, x1: 56 }, { text: 'Smith', x0: 60, x1: 90 }]);
    expect(joinCombs([name])[0]!.text).toBe('J R Smith');
  });

  it('runs of a hand-written comb join only inside boxes a character wide, not across a table\'s columns', () => {
    const runs = [piece('89', 42, 100, [{ text: '89', x0: 42, x1: 59 }]), piece('745', 67, 100, [{ text: '745', x0: 67, x1: 91 }]),
      piece('9389', 101, 100, [{ text: '9389', x0: 101, x1: 134 }])];
    expect(joinCombs(runs, boxes(42, 10, 9.3)).map((p) => p.text)).toEqual(['897459389']);
    expect(joinCombs(runs, [{ x: 62, y0: 98, y1: 114 }, { x: 96, y0: 98, y1: 114 }]).map((p) => p.text)).toEqual(['89', '745', '9389']);
  });

  it('one field holding a date\'s digits over MM DD YYYY is the date', () => {
    const field: Piece = { text: '02262018', x0: 230, x1: 334, y0: 154, y1: 167, page: 1, source: 'field' };
    expect(joinCombs([field, piece('MM', 230, 167), piece('DD', 260, 167), piece('YYYY', 290, 167)])[0]!.text).toBe('2018-02-26');
  });
});

describe('what a label\'s value is not (issue 36)', () => {
  it('a frame round several fields is no cell: labels under their values read the value over them', () => {
    const r = read(pageOf([item('Oak Hill LLC', 44, 40, 'F3'), item('LEGAL NAME', 42, 54), item('12-3456789', 44, 76, 'F3'), item('FEDERAL TAX ID', 42, 90),
      item('DEAL SUMMARY', 42, 122, 'F2'),
      item('15,000.00 USD', 44, 140, 'F3'), item('$1,557.69', 174, 140, 'F3'), item('13', 274, 140, 'F3'),
      item('REQUESTED AMOUNT', 42, 154), item('PAYMENT', 172, 154), item('NO. OF PAYMENTS', 272, 154)],
    { rules: [{ x0: 40, y0: 146, x1: 150, y1: 146.5 }, { x0: 170, y0: 146, x1: 250, y1: 146.5 }, { x0: 270, y0: 146, x1: 350, y1: 146.5 },
      { x0: 40, y0: 46, x1: 200, y1: 46.5 }, { x0: 40, y0: 82, x1: 200, y1: 82.5 }],
    boxes: [{ x0: 36, y0: 112, x1: 560, y1: 162 }] }));
    expect([r.fields.requested_amount?.value, r.fields.requested_payment?.value, r.fields.number_of_payments?.value]).toEqual([15000, 1557.69, 13]);
  });

  it('a score is one number; a phone under the next label is that label\'s', () => {
    const r = read(pageOf([item('OWNER', 40, 80, 'F2'), item('Name: Ana Ruiz', 40, 96), item('Est. Credit Score', 38, 305), item('Cell Phone', 128, 305),
      item('(300) 555-0110', 130, 318, 'F3')]));
    expect(r.applicants[0]?.credit_score ?? null).toBeNull();
  });

  it('French payment wordings and NAS, a decoy\'s numbered question opening its section', () => {
    expect(labelOf('Versement proposé')?.field).toBe('requested_payment');
    const r = read(pageOf([item('PROPRIÉTAIRES', 40, 70, 'F2'), item('Nom: Luc Roy', 40, 86), item('NAS: 149 862 793', 40, 102),
      item('33. Trade references:', 40, 130), item('Name', 40, 146), item('Contact', 200, 146), item('Horizon Supply', 40, 160, 'F3'), item('Marcus Alvarez', 200, 160, 'F3')]));
    expect(r.applicants.map((a) => [a.last_name?.value, a.tax_id?.value, a.tax_id_type])).toEqual([['Roy', '149862793', 'SIN']]);
  });
});

describe('answers circled (issue 36)', () => {
  it('the option a ring is drawn round is the answer; a round checkbox is a box', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.fontSize(14).text('APPLICATION FOR BUSINESS FUNDING', 40, 40);
    doc.fontSize(9).text('Business Legal Name:', 40, 80, { lineBreak: false }).text('Oak Hill Roofing Partners', 150, 80, { lineBreak: false });
    doc.text('Federal Tax ID:', 40, 96, { lineBreak: false }).text('12-3456789', 150, 96, { lineBreak: false });
    doc.text('Entity type:', 40, 120, { lineBreak: false });
    ['LLC', 'Corporation', 'Partnership', 'Sole Proprietor'].forEach((o, i) => doc.text(o, 110 + i * 80, 120, { lineBreak: false }));
    doc.ellipse(110 + 2 * 80 + 22, 124, 30, 8).stroke();
    doc.text('Payment frequency:', 40, 144, { lineBreak: false });
    ['Daily', 'Weekly', 'Monthly'].forEach((o, i) => { doc.circle(140 + i * 70, 148, 4).stroke(); doc.text(o, 148 + i * 70, 144, { lineBreak: false }); });
    doc.moveTo(206, 144).lineTo(214, 152).moveTo(214, 144).lineTo(206, 152).stroke();
    doc.end();
    await new Promise((r) => doc.on('end', r));
    const r = await parseStatements([{ name: 'app.pdf', bytes: new Uint8Array(Buffer.concat(chunks)) }]);
    expect(r.application?.type_of_entity).toBe('general_partnership');
    expect(r.application?.payment_frequency).toBe('weekly');
  });
});
