import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { headings } from './headings.ts';
import type { Piece } from './pieces.ts';

// Set 104 (online applications printed from a browser): rounded inputs with their labels over them or set into their
// top side, light grey placeholders in empty inputs, grey helper text under inputs, radio circles with the chosen one
// filled in the portal's blue, and review pages of label / value pairs in two columns.

type Doc = PDFKit.PDFDocument;
const DARK = '#111827', HELPER = '#6b7280', PLACEHOLDER = '#9ca3af', BLUE = '#0f62fe';

/** An input: its label over it (or, `floating`, set on a white patch into its top side), its value written in it in
 *  dark ink, or its placeholder in light grey when it is empty; a helper's note in grey under it. */
function input(doc: Doc, x: number, y: number, w: number, label: string, value: string, o: { placeholder?: string; helper?: string; floating?: boolean; ink?: string } = {}): void {
  const by = o.floating ? y : y + 14;
  doc.lineWidth(0.8).roundedRect(x, by, w, 22, 4).stroke('#d1d5db');
  if (o.floating) {
    doc.font('Helvetica').fontSize(5.5);
    doc.rect(x + 6, by - 2, doc.widthOfString(label) + 4, 4).fill('white');
    doc.fillColor(HELPER).text(label, x + 8, by - 2.5, { lineBreak: false });
  } else doc.fillColor(DARK).font('Helvetica-Bold').fontSize(7.5).text(label, x + 1, y + 3, { lineBreak: false });
  if (value) doc.fillColor(DARK).font('Helvetica').fontSize(9).text(value, x + 8, by + 7, { lineBreak: false });
  else if (o.placeholder) doc.fillColor(o.ink ?? PLACEHOLDER).font('Helvetica').fontSize(9).text(o.placeholder, x + 8, by + 7, { lineBreak: false });
  if (o.helper) doc.fillColor(HELPER).font('Helvetica').fontSize(7).text(o.helper, x + 2, by + 25, { lineBreak: false });
  doc.fillColor(DARK);
}

/** A section's heading in a card. */
const heading = (doc: Doc, t: string, y: number) => doc.fillColor(DARK).font('Helvetica-Bold').fontSize(12).text(t, 58, y, { lineBreak: false });

/** A web form of one business and one owner; `placeholderInk` draws the empty inputs' placeholders in that colour. */
async function webForm(placeholderInk = PLACEHOLDER): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.fillColor(DARK).font('Helvetica-Bold').fontSize(17).text('Business Funding Application', 44, 36, { lineBreak: false });
  heading(doc, 'Business information', 90);
  input(doc, 58, 110, 250, 'Legal business name', 'Evergreen Laundry LLC');
  input(doc, 320, 110, 230, 'DBA', '', { placeholder: 'If different from legal name', ink: placeholderInk });
  input(doc, 58, 156, 160, 'Federal Tax ID (EIN)', '45-4405233', { helper: '9 digits, no dashes' });
  input(doc, 230, 156, 160, 'State', 'California');
  heading(doc, 'Funding request', 220);
  input(doc, 58, 240, 160, 'Amount requested', '$187,000');
  input(doc, 230, 240, 160, 'Requested payment', '', { placeholder: '$0.00', ink: placeholderInk });
  heading(doc, 'Owner 1', 300);
  input(doc, 58, 320, 160, 'Full name', 'Aisha Nguyen');
  input(doc, 230, 320, 120, 'Ownership', '100%');
  input(doc, 362, 320, 120, 'Credit score', '', { placeholder: 'e.g. 720', ink: placeholderInk });
  return collect(doc);
}

/** Radio circles in a row under their question, the chosen one's dot filled in `dot` colour. */
async function radioForm(chosen: number, dot = BLUE): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.fillColor(DARK).font('Helvetica-Bold').fontSize(17).text('Business Funding Application', 44, 36, { lineBreak: false });
  heading(doc, 'Business information', 90);
  input(doc, 58, 110, 250, 'Legal business name', 'Evergreen Laundry LLC');
  input(doc, 320, 110, 160, 'Federal Tax ID (EIN)', '45-4405233');
  heading(doc, 'Funding request', 170);
  input(doc, 58, 190, 250, 'How much funding do you need?', '$187,000');
  doc.fillColor(DARK).font('Helvetica-Bold').fontSize(7.5).text('Preferred payment frequency', 59, 240, { lineBreak: false });
  ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'].forEach((t, i) => {
    const x = 66 + 90 * i;
    doc.lineWidth(0.8).circle(x, 262, 6).fillAndStroke('white', '#9ca3af');
    if (i === chosen) doc.circle(x, 262, 3.2).fill(dot);
    doc.fillColor(DARK).font('Helvetica').fontSize(8).text(t, x + 10, 258, { lineBreak: false });
  });
  return collect(doc);
}

/** A wizard's business step: a grey helper's note under the BN's input, the next question right under the note. */
async function helperForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.fillColor(DARK).font('Helvetica').fontSize(9).text('Step 1 of 4 - Business', 44, 40, { lineBreak: false });
  heading(doc, 'Tell us about your business', 90);
  input(doc, 58, 110, 250, 'Legal name (as registered)', '1176560 New Brunswick Inc.');
  input(doc, 58, 154, 250, 'Business Number (BN)', '786938159', { helper: '9 digits, found on your CRA notices' });
  input(doc, 58, 204, 250, 'What does your business do?', 'HVAC installation & repair');
  input(doc, 58, 250, 120, 'Province', 'NB');
  return collect(doc);
}

/** A review page: label / value pairs in two columns under each section's heading, an "Edit" link beside it. */
async function reviewForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.fillColor(DARK).font('Helvetica-Bold').fontSize(17).text('Review your application', 44, 100, { lineBreak: false });
  const section = (t: string, y: number, rows: [string, string, string, string][]) => {
    heading(doc, t, y);
    doc.fillColor(BLUE).font('Helvetica').fontSize(8).text('Edit', 520, y + 2, { lineBreak: false });
    rows.forEach(([l1, v1, l2, v2], i) => {
      const ry = y + 26 + 19 * i;
      doc.fillColor(HELPER).font('Helvetica').fontSize(7.8).text(l1, 58, ry, { lineBreak: false }).text(l2, 318, ry, { lineBreak: false });
      doc.fillColor(DARK).font('Helvetica').fontSize(8.8).text(v1, 164, ry, { lineBreak: false }).text(v2, 424, ry, { lineBreak: false });
    });
  };
  section('Business details', 150, [['Legal name', '1970533 British Columbia Ltd.', 'In business since', 'Jun 17, 2008'],
    ['Operating name', 'Sunrise Chiropractic', 'Province', 'British Columbia'], ['Industry', 'Chiropractor', 'Postal code', 'V3T 5J3']]);
  section('Funding', 260, [['Requested', '$150,000.00 CAD', 'Payments', '120 payments'], ['Frequency', 'Daily', 'Payment amount', '$1,639.16']]);
  return collect(doc);
}

/** Floating labels set into their inputs' top sides, each on a white patch of its own. */
async function floatingForm(structure: string): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.fillColor(DARK).font('Helvetica-Bold').fontSize(17).text('Business financing application', 44, 36, { lineBreak: false });
  heading(doc, 'About your business', 90);
  input(doc, 58, 120, 250, 'Legal business name', 'Sunrise Machining Inc.', { floating: true });
  input(doc, 58, 156, 200, 'Business Number (BN)', '823873179 RC0002', { floating: true });
  input(doc, 268, 156, 160, 'Business structure', structure, { floating: true });
  input(doc, 440, 156, 110, 'Date established', '2016-07-22', { floating: true });
  input(doc, 58, 192, 200, 'Province', 'Manitoba', { floating: true });
  return collect(doc);
}

/** Boxes whose captions are large faint capitals set behind the value at the box's right side, the values in fillable
 *  fields over the boxes. */
async function faintCaptions(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.initForm();
  doc.fillColor(DARK).font('Helvetica-Bold').fontSize(14).text('Express Working-Capital Application', 40, 40, { lineBreak: false });
  ([['LEGAL BUSINESS NAME', 'legal', 'Silver Lake Liquor LLC'], ['FEDERAL TAX ID (EIN)', 'ein', '61-3878739'], ['AMOUNT REQUESTED', 'amount', '$180,500']] as const).forEach(([c, n, v], i) => {
    const y = 80 + 30 * i;
    doc.lineWidth(0.8).rect(40, y, 400, 24).stroke('#555555');
    doc.fillColor('#dbdbdb').font('Helvetica-Bold').fontSize(16).text(c, 436 - doc.widthOfString(c), y + 5, { lineBreak: false });
    doc.formText(n, 42, y + 2, 396, 20, { value: v });
  });
  return collect(doc);
}

const app = async (bytes: Uint8Array) => (await parseStatements([{ name: 'f.pdf', bytes }])).application;

describe('set 104: a light grey placeholder in an empty input is no value', () => {
  it('the empty DBA, requested payment and credit score inputs read blank', async () => {
    const a = await app(await webForm());
    expect([a?.legal_name, a?.trade_name ?? null, a?.requested_amount, a?.requested_payment ?? null]).toEqual(['Evergreen Laundry LLC', null, 187000, null]);
    expect(a?.applicants?.map((o) => [o.first_name, o.ownership, o.credit_score ?? null])).toEqual([['Aisha', 100, null]]);
  });

  it('the same words in dark ink are values written in the inputs, but for an example ("e.g. 720"), never a value', async () => {
    const a = await app(await webForm(DARK));
    expect([a?.requested_payment]).toEqual([0]);
    // (2026-12-05: an example is printed help whatever its ink: value-of.ts EXAMPLE.)
    expect(a?.applicants?.[0]?.credit_score ?? null).toBeNull();
  });
});

describe('set 104: faint words that name the field are its caption, not a placeholder', () => {
  it("a box's large faint caption behind its field's value still names the value", async () => {
    const a = await app(await faintCaptions());
    expect([a?.legal_name, a?.business_tax_id, a?.requested_amount]).toEqual(['Silver Lake Liquor LLC', '613878739', 180500]);
  });
});

describe("set 104: a web form's chosen radio, its dot filled in the portal's blue", () => {
  it('is the chosen option as a black dot is', async () => {
    expect((await app(await radioForm(3)))?.payment_frequency).toBe('monthly');
    expect((await app(await radioForm(1)))?.payment_frequency).toBe('weekly');
    expect((await app(await radioForm(3, DARK)))?.payment_frequency).toBe('monthly');
  });
});

describe("set 104: a grey helper's note under an input is not the first line of the question under it", () => {
  it('the question reads its own answer', async () => {
    const a = await app(await helperForm());
    expect([a?.industry, a?.business_tax_id]).toEqual(['specialty_trade_contractor', '786938159']);
  });
});

describe('set 104: a review page of label / value pairs in two columns', () => {
  it('"Requested" among the funding rows is the request\'s label, not a heading', async () => {
    const a = await app(await reviewForm());
    expect([a?.requested_amount, a?.number_of_payments, a?.payment_frequency, a?.requested_payment]).toEqual([150000, 120, 'daily', 1639.16]);
    expect([a?.legal_name, a?.trade_name]).toEqual(['1970533 British Columbia Ltd.', 'Sunrise Chiropractic']);
  });
});

describe('set 104: a heading with its other language beside it is no list row', () => {
  // (Set larger than the labels under it, "PRINCIPALS  Dirigeants" heads the owners though the owners' values start
  // where its other language starts, as a review page's values start where their labels' values do.)
  const piece = (text: string, x0: number, y0: number, size: number): Piece => ({ page: 1, text, source: 'text', x0, x1: x0 + text.length * size * 0.45, y0, y1: y0 + size });
  it('"PRINCIPALS" over "Full Name  Patrick K. Patel" heads the owners', () => {
    const pieces = [piece('PRINCIPALS', 40, 315, 12), piece('Dirigeants', 102, 318, 8), piece('Full Name', 40, 335, 9), piece('Patrick K. Patel', 102, 338, 9),
      piece('Title', 330, 335, 9), piece('Managing Partner', 362, 338, 9), piece('SIN', 40, 356, 9), piece('617 254 461', 102, 356, 9)];
    expect(headings(pieces, []).map((h) => [h.piece.text, h.section])).toContainEqual(['PRINCIPALS', 'owner']);
  });
  it('"Requested" among rows of labels set in its size is a row, no heading', () => {
    const pieces = [piece('Funding', 58, 302, 12), piece('Requested', 58, 328, 9), piece('$150,000.00 CAD', 164, 328, 9), piece('Frequency', 58, 347, 9), piece('Daily', 164, 347, 9)];
    expect(headings(pieces, []).map((h) => h.piece.text)).not.toContain('Requested');
  });
});

describe("set 104: a floating label on a patch of its own over its input's top side", () => {
  it('reads what is written in the input, an entity worded like a label ("Incorporated") too', async () => {
    expect((await app(await floatingForm('Incorporated')))?.type_of_entity).toBe('ca_corporation');
    expect((await app(await floatingForm('Limited Partnership')))?.type_of_entity).toBe('limited_partnership');
  });
});
