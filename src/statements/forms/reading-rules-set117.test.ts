import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 117 (applications a broker made in office software): each rule on a small self-made form. A letter's "Label:
// ______" lines with the value typed over the underscores, a box typed with an X before each option, tab leaders.

type Doc = PDFKit.PDFDocument;
const T = 'Times-Roman';
const PEN = readFileSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');

/** A "Label: ______" line: the label and its blank one run; the value typed over the blank from just after the colon,
 *  or, with `after`, the value and then what is left of the blank. */
function line(doc: Doc, x: number, y: number, label: string, value: string, blank = 30): number {
  doc.font(T).fontSize(10.5).fillColor('black').text(`${label} ${'_'.repeat(blank)}`, x, y, { lineBreak: false });
  doc.text(value, x + doc.widthOfString(`${label} `), y - 2, { lineBreak: false });
  return x + doc.widthOfString(`${label} ${'_'.repeat(blank)}`);
}
/** Label, value and a blank's stub run on in one run, as a document typed over its underscores keeps them. */
const typed = (doc: Doc, x: number, y: number, text: string) => doc.font(T).fontSize(10.5).fillColor('black').text(text, x, y, { lineBreak: false });
/** A checkbox drawn before an option, an X typed in it when `checked`. */
function option(doc: Doc, x: number, y: number, text: string, checked: boolean): number {
  doc.lineWidth(0.6).rect(x, y + 1, 8, 8).stroke();
  if (checked) doc.font('Helvetica').fontSize(8).text('X', x + 1.5, y + 1.5, { lineBreak: false });
  doc.font(T).fontSize(10.5).text(text, x + 11, y, { lineBreak: false });
  return x + 11 + doc.widthOfString(text) + 10;
}

function letter(): Doc {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.font('Times-Bold').fontSize(16).text('PELICAN BAY FUNDING PARTNERS', 150, 40, { lineBreak: false });
  doc.font('Times-Bold').fontSize(12).text('Merchant Cash Advance Application', 200, 80, { lineBreak: false });
  doc.font('Times-Bold').fontSize(10.5).text('SECTION 1 – BUSINESS INFORMATION', 72, 110, { lineBreak: false, underline: true });
  return doc;
}

describe('set 117: a broker\'s own office document', () => {
  it('a value typed over a blank from just after the label\'s colon is the label\'s, whole ("Corporate / Legal Name: Old Mill ...")', async () => {
    const doc = letter();
    line(doc, 72, 130, 'Corporate / Legal Name:', 'Old Mill Home Health, Inc.', 70);
    line(doc, 72, 150, 'Federal Tax ID #:', '46-1474583', 20);
    // (The date typed on the blank's first underscores, where guessing the label's run by equal letters puts its end.)
    line(doc, 267, 150, 'Date Business Started:', 'December 21, 2011', 33);
    line(doc, 72, 170, 'Amount Requested:', '$ 87,500', 25);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(letter2(doc)) }])).application;
    expect([a?.legal_name, a?.business_start_date]).toEqual(['Old Mill Home Health, Inc.', '2011-12-21']);
  });

  it('a blank\'s stub left after a typed value parts it from the next label ("Managing Member _ % Owned: 100.00% _")', async () => {
    const doc = letter();
    line(doc, 72, 130, 'Legal Name of Business:', 'Eastside Collision L.L.C.', 60);
    doc.font('Times-Bold').fontSize(10.5).text('SECTION 3 – OWNER / OFFICER INFORMATION', 72, 170, { lineBreak: false, underline: true });
    typed(doc, 72, 190, '1. Name:  Sofia F. Kowalski _______________');
    typed(doc, 300, 190, 'Title:  Managing Member _   % Owned:  100.00% _');
    typed(doc, 86, 210, 'Social Security #:  xxx-xx-6122 __________   FICO (est.):  726 _____');
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(letter2(doc)) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership])).toEqual([['Sofia', 'Kowalski', 'Managing Member', 100]]);
  });

  it('a payment typed after its label, the schedule\'s boxes after it, is the payment; the schedule is the box checked, not a word of the next label after another row\'s box', async () => {
    const doc = letter();
    line(doc, 72, 130, 'Legal Name of Business:', 'Eastside Collision L.L.C.', 60);
    // ("[X] Rent  Monthly Rent/Mortgage: $ 8,400.00": the option is "Rent"; "Monthly" begins the next field's label.)
    let x = option(doc, 250, 150, 'Own', false);
    x = option(doc, x, 150, 'Rent', true);
    typed(doc, x - 8, 150, 'Monthly Rent/Mortgage: $ 8,400.00 ____________');
    typed(doc, 72, 150, 'Amount Requested:  $ 87,500 ______');
    typed(doc, 72, 170, 'Desired Payment: $ 3,212.04 _____');
    x = 240;
    for (const [o, c] of [['Daily', false], ['Weekly', true], ['Bi-Weekly', false], ['Monthly', false]] as const) x = option(doc, x, 170, o, c);
    typed(doc, 72, 190, 'No. of Payments:  38 ________');
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(letter2(doc)) }])).application;
    expect([a?.requested_payment, a?.payment_frequency, a?.number_of_payments]).toEqual([3212.04, 'weekly', 38]);
  });

  it('a payment written by hand after its label, a tick drawn in the schedule\'s box after it, is the payment', async () => {
    const doc = letter();
    line(doc, 72, 130, 'Legal Name of Business:', 'Eastside Collision L.L.C.', 60);
    typed(doc, 72, 150, 'Amount Requested:  $ 87,500 ______');
    typed(doc, 72, 170, 'Desired Payment: $ ________');
    doc.font(PEN).fontSize(13).fillColor('#1b2f8a').text('3,212.04', 72 + doc.font(T).fontSize(10.5).widthOfString('Desired Payment: $') + 9, 166, { lineBreak: false });
    let x = 240;
    for (const [o, c] of [['Daily', false], ['Weekly', true], ['Bi-Weekly', false], ['Monthly', false]] as const) {
      if (c) doc.save().lineWidth(1.2).strokeColor('#1b2f8a').moveTo(x + 1, 172).lineTo(x + 7, 179).moveTo(x + 7, 172).lineTo(x + 1, 179).stroke().restore();
      x = option(doc, x, 170, o, false);
    }
    typed(doc, 72, 190, 'No. of Payments:  38 ________');
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(letter2(doc)) }])).application;
    expect([a?.requested_payment, a?.payment_frequency]).toEqual([3212.04, 'weekly']);
  });

  it('a label whose leader runs to its tab, nothing written, was left blank: the row under it is no value of it', async () => {
    const doc = letter();
    const lead = (x: number, y: number, label: string, dots: number, value = '') => typed(doc, x, y, `${label} ${'.'.repeat(dots)}${value ? `  ${value}` : ''}`);
    lead(72, 130, 'Legal Business Name', 9, 'Maple Leaf Landscaping Inc.');
    lead(72, 150, 'Amount Requested', 9, 'CAD 97,500');
    lead(314, 150, 'Purpose of Funds', 11, 'Payroll');
    lead(72, 170, 'Preferred Remittance', 6);
    lead(314, 170, 'Est. Remittance Amount', 1);
    lead(72, 190, 'Avg. Monthly Revenue', 4, '$273,500 CAD');
    typed(doc, 314, 190, 'Annual Revenue (last FY) $ 3,291,000');
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(letter2(doc)) }])).application;
    expect([a?.legal_name, a?.requested_amount, a?.requested_payment ?? null, a?.payment_frequency ?? null]).toEqual(['Maple Leaf Landscaping Inc.', 97500, null, null]);
  });
});

/** The letter's second half: its owner line, so that the page reads as an application. */
function letter2(doc: Doc): Doc {
  typed(doc, 72, 300, 'State of Incorporation: FL ______   Entity:');
  return doc;
}
