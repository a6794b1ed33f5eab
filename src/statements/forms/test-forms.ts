// Application forms built for the tests (issue 36): a fillable one (values only in AcroForm fields), a flattened one
// (values printed in boxed cells and on underlined rows), each with a checkbox row marked by a drawn X, owners, and
// decoys (landlord, ISO rep, bank routing number) that must never be read as the applicant's.
import PDFDocument from 'pdfkit';

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => { doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))); doc.end(); });
}

/** An X drawn as two strokes inside the box at (x, y): no text at all. */
function drawnX(doc: PDFKit.PDFDocument, x: number, y: number, size = 10): void {
  doc.save().lineWidth(1.2).moveTo(x + 2, y + 2).lineTo(x + size - 2, y + size - 2).stroke()
    .moveTo(x + size - 2, y + 2).lineTo(x + 2, y + size - 2).stroke().restore();
}

function checkboxRow(doc: PDFKit.PDFDocument, y: number, label: string, options: string[], checked: number): void {
  doc.fontSize(9).text(label, 40, y, { lineBreak: false });
  let x = 150;
  options.forEach((o, i) => {
    doc.rect(x, y - 1, 10, 10).stroke();
    if (i === checked) drawnX(doc, x, y - 1);
    doc.text(o, x + 14, y, { lineBreak: false });
    x += 20 + doc.widthOfString(o) + 16;
  });
}

/** A fillable form: labels printed, values only in AcroForm fields (the page's text holds none of them). */
export async function fillableForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  doc.initForm();
  doc.fontSize(14).text('BUSINESS FUNDING APPLICATION', 40, 40, { lineBreak: false });
  const rows: [string, string, string][] = [
    ['Business Legal Name', 'f1', 'Harbor Point Dental Group, PLLC'],
    ['DBA', 'f2', 'Harbor Point Smiles'],
    ['Federal Tax ID', 'f3', '47-1234567'],
    ['Business Start Date', 'f4', '03/15/2014'],
    ['Physical Address', 'f5', '120 Bay Street'],
    ['City / State / Zip', 'f6', 'Tampa, FL 33602'],
    ['Type of Business', 'f7', 'Dental office'],
    ['Amount Requested', 'f8', '$75,000'],
    ['Landlord Name', 'f9', 'Gulf Realty Holdings LLC'],
  ];
  let y = 80;
  for (const [label, name, value] of rows) {
    doc.fontSize(9).text(`${label}:`, 40, y + 4, { lineBreak: false });
    doc.formText(name, 170, y, 250, 16, { value });
    y += 24;
  }
  doc.fontSize(11).text('OWNER INFORMATION', 40, y + 10, { lineBreak: false });
  y += 30;
  const owner: [string, string, string][] = [
    ['Owner Name', 'o1', 'Maria L. Gonzalez'], ['Title', 'o2', 'Managing Member'], ['Ownership %', 'o3', '100'],
    ['SSN', 'o4', 'XXX-XX-4821'], ['Credit Score', 'o5', '712'],
  ];
  for (const [label, name, value] of owner) {
    doc.fontSize(9).text(`${label}:`, 40, y + 4, { lineBreak: false });
    doc.formText(name, 170, y, 250, 16, { value });
    y += 24;
  }
  doc.fontSize(9).text('ISO Representative:', 40, y + 4, { lineBreak: false });
  doc.formText('r1', 170, y, 250, 16, { value: 'Peter Broker' });
  return collect(doc);
}

function cell(doc: PDFKit.PDFDocument, x: number, y: number, w: number, label: string, value: string): void {
  doc.rect(x, y, w, 30).stroke();
  doc.font('Helvetica').fontSize(7).text(label, x + 3, y + 3, { lineBreak: false });
  if (value) doc.font('Courier').fontSize(10).text(value, x + 6, y + 15, { lineBreak: false });
}

function underlined(doc: PDFKit.PDFDocument, x: number, y: number, label: string, value: string): void {
  doc.font('Helvetica').fontSize(9).text(label, x, y, { lineBreak: false });
  const lx = x + doc.widthOfString(label) + 6;
  doc.moveTo(lx, y + 10).lineTo(lx + 200, y + 10).stroke();
  // Filled by hand: an oblique font, the line a little rotated.
  if (value) doc.save().rotate(-1.5, { origin: [lx + 4, y + 8] }).font('Times-Italic').fontSize(11).text(value, lx + 4, y - 1, { lineBreak: false }).restore();
}

/** A flattened form: values printed in boxed cells (label at the cell's top) and on underlined rows, a drawn X. */
export async function flattenedForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  doc.fontSize(14).text('Merchant Cash Advance Application', 40, 36, { lineBreak: false });
  cell(doc, 40, 70, 270, 'LEGAL / CORPORATE NAME', 'Summit Ridge Builders, Inc.');
  cell(doc, 310, 70, 260, 'DOING BUSINESS AS', 'SAME');
  cell(doc, 40, 100, 180, 'FEDERAL TAX ID #', '83-0412579');
  cell(doc, 220, 100, 180, 'DATE BUSINESS STARTED', 'September 12, 2009');
  cell(doc, 400, 100, 170, 'STATE OF INCORPORATION', 'DE');
  cell(doc, 40, 130, 330, 'BUSINESS ADDRESS', '88 Quarry Road, Boulder, CO 80301');
  cell(doc, 370, 130, 200, 'TYPE OF BUSINESS', 'General contractor');
  checkboxRow(doc, 172, 'Entity Type:', ['Sole Proprietor', 'LLC', 'Corporation', 'Partnership'], 2);
  underlined(doc, 40, 200, 'Amount Requested:', '$120,000.00');
  underlined(doc, 320, 200, 'Payment:', '$1,150');
  checkboxRow(doc, 226, 'Payment Schedule:', ['Daily', 'Weekly', 'Monthly'], 1);
  doc.font('Helvetica').fontSize(11).text('PRINCIPAL / OWNER', 40, 256, { lineBreak: false });
  underlined(doc, 40, 276, 'Name:', 'Daniel R. Whitaker');
  underlined(doc, 320, 276, 'Title:', 'President');
  underlined(doc, 40, 298, 'Ownership %:', '60%');
  underlined(doc, 320, 298, 'SSN:', '***-**-1234');
  doc.font('Helvetica').fontSize(11).text('SECOND OWNER', 40, 322, { lineBreak: false });
  underlined(doc, 40, 342, 'Name:', 'Whitaker-Lee, Anna');
  underlined(doc, 320, 342, 'Title:', 'Vice President');
  underlined(doc, 40, 364, 'Ownership %:', '40');
  underlined(doc, 320, 364, 'SSN:', '512-44-9087');
  doc.font('Helvetica').fontSize(11).text('BANK INFORMATION', 40, 392, { lineBreak: false });
  underlined(doc, 40, 412, 'Bank Name:', 'First Mountain Bank');
  underlined(doc, 320, 412, 'Routing #:', '102000021');
  doc.font('Helvetica').fontSize(11).text('LANDLORD', 40, 436, { lineBreak: false });
  underlined(doc, 40, 456, 'Name:', 'Rocky Flats Properties LLC');
  doc.font('Helvetica').fontSize(8).text('By signing below, each owner certifies the information above is true. Signature: ______________', 40, 490, { lineBreak: false });
  doc.font('Helvetica').fontSize(11).text('OWNER SIGNATURE', 40, 512, { lineBreak: false });
  underlined(doc, 40, 532, 'Name:', 'Daniel R. Whitaker');
  underlined(doc, 320, 532, 'Date:', '03/02/2026');
  return collect(doc);
}

/** A voided check: not an application, not a statement. */
export async function voidedCheck(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: [612, 260], margin: 20 });
  doc.fontSize(11).text('SUMMIT RIDGE BUILDERS INC', 30, 30, { lineBreak: false });
  doc.text('1042', 540, 30, { lineBreak: false });
  doc.fontSize(9).text('PAY TO THE ORDER OF ____________________________  $ ________', 30, 90, { lineBreak: false });
  doc.text('_____________________________________________ DOLLARS', 30, 120, { lineBreak: false });
  doc.fontSize(40).text('VOID', 230, 110, { lineBreak: false });
  doc.fontSize(9).text('MEMO ____________', 30, 180, { lineBreak: false });
  doc.fontSize(12).text('C102000021C  A0004417823A  1042', 150, 220, { lineBreak: false });
  return collect(doc);
}

/** A Canadian form: O/A name, BN with program account, province, an owners' table with SINs, boxes checked with a
 *  letter X and with a check glyph, an existing-advances table whose funder is no applicant. */
export async function canadianForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  doc.font('Helvetica-Bold').fontSize(14).text('Business Financing Application', 40, 36, { lineBreak: false });
  const row = (y: number, label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).text(label, 40, y, { lineBreak: false });
    doc.font('Times-Italic').fontSize(11).text(value, 200, y - 1, { lineBreak: false });
  };
  row(70, 'Legal Business Name:', 'Maple Leaf Bistro Ltd.');
  row(88, 'Operating Name (O/A):', 'Maple Leaf Bistro');
  row(106, 'Business Number (BN):', '807021415 RC0001');
  row(124, 'Business Address:', '55 King St W, Toronto, ON M5V 2T6');
  row(142, 'Date Established:', '11/15/16');
  row(160, 'Nature of Business:', 'Full service restaurant');
  row(178, 'Funding Requested:', 'CAD $45,000');
  doc.font('Helvetica').fontSize(9).text('Legal Entity:    [ ] Sole Proprietorship    [X] Corporation    [ ] Partnership', 40, 200, { lineBreak: false });
  doc.text('Payment Frequency:', 40, 220, { lineBreak: false });
  doc.text('Daily', 170, 220, { lineBreak: false });
  doc.rect(200, 219, 9, 9).stroke();
  doc.font('ZapfDingbats').fontSize(9).text('4', 201, 220, { lineBreak: false });
  doc.font('Helvetica').text('Weekly', 230, 220, { lineBreak: false });
  doc.rect(265, 219, 9, 9).stroke();
  doc.font('Helvetica-Bold').fontSize(11).text('OWNERS', 40, 252, { lineBreak: false });
  const cols = [40, 200, 320, 410, 500];
  ['Owner Name', 'Title', 'Ownership %', 'SIN', 'Credit Score'].forEach((h, i) => doc.font('Helvetica-Bold').fontSize(9).text(h, cols[i]!, 272, { lineBreak: false }));
  const owners = [['Tremblay, Jean-Luc', 'President', '55', '046 454 286', '690'], ['Sophie van der Berg', 'Secretary', '45', '***-***-123', '']];
  owners.forEach((o, r) => o.forEach((v, i) => { if (v) doc.font('Times-Italic').fontSize(10).text(v, cols[i]!, 290 + r * 18, { lineBreak: false }); }));
  doc.font('Helvetica-Bold').fontSize(11).text('EXISTING ADVANCES', 40, 340, { lineBreak: false });
  ['Funder Name', 'Balance', 'Payment'].forEach((h, i) => doc.font('Helvetica-Bold').fontSize(9).text(h, cols[i]!, 358, { lineBreak: false }));
  ['Northern Capital Inc.', '$12,000', '$150'].forEach((v, i) => doc.font('Times-Italic').fontSize(10).text(v, cols[i]!, 374, { lineBreak: false }));
  doc.font('Helvetica').fontSize(8).text('PIPEDA consent: I consent to the collection of my personal information. Signature: ____________', 40, 410, { lineBreak: false });
  return collect(doc);
}

/** A fillable form laid out in two columns: owners side by side, labels above their fields, longer labels than usual,
 *  an entity type chosen with AcroForm checkboxes, the existing funder's name in a field of its own section. */
export async function twoColumnForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  doc.initForm();
  doc.font('Helvetica-Bold').fontSize(13).text('Merchant Application', 40, 36, { lineBreak: false });
  const field = (x: number, y: number, label: string, name: string, value: string, w = 250) => {
    doc.font('Helvetica').fontSize(8).text(label, x, y, { lineBreak: false });
    doc.formText(name, x, y + 10, w, 14, { value });
  };
  field(40, 60, 'Company Legal Name (as on tax return)', 'a', 'Blue Heron Landscaping');
  field(320, 60, 'DBA Name', 'b', 'N/A');
  field(40, 90, 'Tax ID Number (EIN)', 'c', '912345678');
  field(320, 90, 'Requested Funding Amount:', 'd', '35000');
  field(40, 120, 'State', 'e', 'Texas', 100);
  doc.font('Helvetica').fontSize(8).text('Entity:', 40, 152, { lineBreak: false });
  [['Corporation', false], ['LLC', true], ['Sole Prop', false]].forEach(([label, on], i) => {
    doc.formCheckbox(`t${i}`, 80 + i * 90, 150, 10, 10, on ? { value: 'Yes', AS: 'Yes' } as never : {});
    doc.text(String(label), 94 + i * 90, 152, { lineBreak: false });
  });
  doc.font('Helvetica-Bold').fontSize(10).text('Owner 1', 40, 180, { lineBreak: false });
  doc.text('Owner 2', 320, 180, { lineBreak: false });
  field(40, 196, 'Owner Name', 'o1', 'Grace Okafor');
  field(320, 196, 'Owner Name', 'o2', 'Luis Ortega');
  field(40, 226, 'Ownership %', 'o3', '70');
  field(320, 226, 'Ownership %', 'o4', '30');
  field(40, 256, 'Title', 'o5', 'Managing Member');
  field(320, 256, 'Title', 'o6', 'Member');
  doc.font('Helvetica-Bold').fontSize(10).text('Existing Advances', 40, 290, { lineBreak: false });
  field(40, 306, 'Funder', 'x1', 'Prairie Funding Group LLC');
  return collect(doc);
}

/** One page of plain lines: a driver's licence, a tax return's first page, an invoice. */
export async function textPage(lines: string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  lines.forEach((l, i) => doc.font('Helvetica').fontSize(10).text(l, 40, 50 + i * 16, { lineBreak: false }));
  return collect(doc);
}

export const licenceLines = ['COLORADO', "DRIVER LICENSE", 'DL 12-345-6789', 'CLASS C', 'DOB 04/12/1980', 'EXP 04/12/2030',
  'WHITAKER', 'DANIEL R', 'SEX M  HGT 5-11  EYES BRN', 'ISS 04/12/2022', 'RESTRICTIONS NONE', 'ENDORSEMENTS NONE'];
export const taxReturnLines = ['Form 1120-S   U.S. Income Tax Return for an S Corporation', 'Department of the Treasury  Internal Revenue Service',
  'Name: Summit Ridge Builders, Inc.', 'Employer identification number 83-0412579', '1a Gross receipts or sales  1,482,300',
  '21 Ordinary business income (loss)  96,412'];
export const invoiceLines = ['INVOICE #4471', 'Bill to: Summit Ridge Builders, Inc.', 'Description  Qty  Price', 'Gravel, 3/4 in.  40 t  1,240.00',
  'Subtotal  1,240.00', 'Total due  1,240.00', 'Due in 30 days'];
