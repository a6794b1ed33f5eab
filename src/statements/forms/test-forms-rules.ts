// Small forms for the reading rules (issue 36), each showing a way real forms print their values: labels in other
// words, a funding block of bare cells, a two-column page whose right column is a decoy, an owners' table with a
// header cell run into the next, an empty underlined row, values written by hand a few degrees off level.
import PDFDocument from 'pdfkit';

export function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => { doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))); doc.end(); });
}

/** A blank Letter page and a line of text on it (lineBreak off): what every rule test draws with. */
export const letterPage = (): PDFKit.PDFDocument => new PDFDocument({ size: 'LETTER', margin: 0 });
export const put = (doc: PDFKit.PDFDocument, s: string, x: number, y: number, font = 'Helvetica', size = 8): PDFKit.PDFDocument =>
  doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });

/** A row of boxed cells from the left margin, each its caption small at the top left and its value under it. */
export function cells(doc: PDFKit.PDFDocument, y: number, row: [string, string, number][]): void {
  let x = 36;
  for (const [caption, value, w] of row) {
    doc.lineWidth(0.5).strokeColor('#555555').rect(x, y, w, 24).stroke();
    doc.fillColor('black').font('Helvetica').fontSize(5.5).text(caption, x + 3, y + 2, { lineBreak: false });
    if (value) doc.font('Helvetica').fontSize(9).text(value, x + 3, y + 11, { lineBreak: false });
    x += w;
  }
}

/** Label at x, its value on an underlined row after it; the value written tilted by `tilt` degrees when given. */
function lined(doc: PDFKit.PDFDocument, x: number, y: number, label: string, value: string, tilt = 0): void {
  doc.font('Courier').fontSize(8).text(label, x, y + 2, { lineBreak: false });
  const vx = x + doc.widthOfString(label) + 6;
  doc.moveTo(vx, y + 11).lineTo(vx + 150, y + 11).lineWidth(0.5).stroke();
  if (!value) return;
  doc.font('Helvetica').fontSize(10);
  if (tilt) doc.save().rotate(tilt, { origin: [vx + 4, y + 10] }).text(value, vx + 4, y, { lineBreak: false }).restore();
  else doc.text(value, vx + 4, y, { lineBreak: false });
}

/** Labels worded as brokers word them, a funding block of bare cells, a blank trade name, a tilted handwritten value. */
export async function wordingsForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.font('Courier-Bold').fontSize(12).text('QUICK APPLICATION', 36, 30, { lineBreak: false });
  lined(doc, 36, 60, 'Corporate / Legal Name', 'Westfield Street Eats Ltd.');
  lined(doc, 330, 60, 'Date Business Started', 'March 8, 2013', -3);
  lined(doc, 36, 82, 'Operating name', '');
  lined(doc, 330, 82, 'What does the business do?', 'Food truck');
  lined(doc, 36, 104, 'EIN / Tax ID', '36-1582324', 3);
  lined(doc, 330, 104, 'City, State, Zip', 'Boise, Idaho 83774');
  doc.font('Courier-Bold').fontSize(9).text('TERMS WANTED', 36, 134, { lineBreak: false });
  lined(doc, 36, 150, 'Amount', '$ 85,000');
  lined(doc, 230, 150, '# Pmts', '120');
  lined(doc, 400, 150, 'Freq.', 'Weekly');
  lined(doc, 36, 172, 'Proposed Payment', '$2,880.94');
  doc.font('Courier-Bold').fontSize(9).text('CURRENT POSITIONS', 36, 200, { lineBreak: false });
  lined(doc, 36, 216, 'Amount', '$ 40,000');
  doc.font('Courier').fontSize(8).text('Signature', 36, 250, { lineBreak: false });
  return collect(doc);
}

/** Two columns, each under its own heading: the right column's bank block is a decoy, the left column's cells are not. */
export async function twoColumnDecoyForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  const cell = (x: number, y: number, w: number, label: string, value: string) => {
    doc.rect(x, y, w, 26).lineWidth(0.5).stroke();
    doc.font('Times-Roman').fontSize(6).text(label, x + 2, y + 2, { lineBreak: false });
    doc.fontSize(10).text(value, x + 3, y + 12, { lineBreak: false });
  };
  doc.font('Times-Bold').fontSize(12).text('Merchant Application', 36, 18, { lineBreak: false });
  doc.font('Times-Bold').fontSize(10).text('About the business', 36, 40, { lineBreak: false }).text('Funding', 312, 40, { lineBreak: false });
  cell(36, 56, 260, 'Registered business name', 'Summit Ridge Greenscapes Inc.');
  cell(312, 56, 150, 'Funding amount needed', '$30,000.00');
  doc.font('Times-Bold').fontSize(10).text('Bank', 312, 92, { lineBreak: false });
  cell(36, 84, 260, 'State of formation', 'TX');
  cell(312, 106, 250, 'Bank', 'Granite State Credit Union');
  cell(36, 112, 260, 'Industry', 'Landscaping and lawn care');
  cell(36, 140, 130, 'City', 'Tampa');
  cell(166, 140, 130, 'State', 'FL');
  cell(312, 134, 250, 'Routing', '499666229');
  doc.font('Times-Roman').fontSize(8).text('Signature of owner', 36, 200, { lineBreak: false });
  return collect(doc);
}

/** An owners' table: a bracketed note in a header, a header cell run into the next, a title that is a heading's word,
 *  cells whose values touch across a drawn side, and the authorisation paragraph right under the last row. */
export async function ownersTableForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.font('Courier-Bold').fontSize(12).text('MERCHANT APPLICATION', 36, 18, { lineBreak: false });
  doc.font('Courier-Bold').fontSize(9).text('OWNERS', 36, 40, { lineBreak: false });
  const cols = [36, 176, 252, 296, 372, 448, 540];
  const header = ['Name (Last, First)', 'Title', 'Own%', 'Soc. Sec. #', 'Birth date', 'Credit score Cell'];
  const rows = [['Hartley, Chloe', 'President', '50', '820-49-1754', '03/05/1994', '634  431-989-3164'],
    ['Van Buren, Daniel', 'Owner', '25', '769-26-9935', '11/23/1976', '543  654-669-6085'],
    ['Nguyen, Grace', 'Secretary', '25', '029-93-6757', '03/13/1989', '547  937-343-9540']];
  doc.rect(36, 56, 504, 14).lineWidth(0.5).stroke();
  doc.font('Courier').fontSize(7);
  header.forEach((h, i) => doc.text(h, cols[i]! + 2, 60, { lineBreak: false }));
  rows.forEach((r, k) => {
    const y = 70 + k * 18;
    for (let i = 0; i < 6; i++) doc.rect(cols[i]!, y, cols[i + 1]! - cols[i]!, 18).stroke();
    doc.font('Courier').fontSize(10);
    // Wide monospaced values run to the cell's side: only the drawn side parts them.
    r.forEach((v, i) => doc.text(v, cols[i]! + 2, y + 5, { lineBreak: false }));
  });
  doc.font('Helvetica').fontSize(6.5).text('By signing below, each of the above listed business and business owner(s) certifies that all information and documents submitted in connection with this application are true, correct and complete.', 36, 126, { width: 540 });
  doc.font('Courier').fontSize(8).text('Signature', 36, 160, { lineBreak: false });
  return collect(doc);
}

/** Every label printed under its value's rule (the style of a signature block, used for every field), two a row. */
export async function labelBelowForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.font('Helvetica-Bold').fontSize(12).text('MERCHANT APPLICATION', 36, 30, { lineBreak: false });
  const field = (x: number, y: number, label: string, value: string) => {
    if (value) doc.font('Helvetica').fontSize(10).text(value, x + 2, y, { lineBreak: false });
    doc.moveTo(x, y + 12).lineTo(x + 240, y + 12).lineWidth(0.5).stroke();
    doc.font('Helvetica').fontSize(7).text(label, x, y + 14, { lineBreak: false });
  };
  const rows: [string, string, string, string][] = [
    ['Legal Business Name', 'Copper Kettle Bakery LLC', 'DBA', ''],
    ['Federal Tax ID', '84-2210937', 'Business Start Date', '05/14/2015'],
    ['City, State, Zip', 'Portland, OR 97205', 'Amount Requested', '$40,000'],
  ];
  rows.forEach(([l1, v1, l2, v2], i) => { field(36, 60 + i * 34, l1, v1); field(310, 60 + i * 34, l2, v2); });
  doc.font('Helvetica-Bold').fontSize(10).text('OWNER INFORMATION', 36, 170, { lineBreak: false });
  field(36, 190, 'Owner Name', 'Priya Raman');
  field(310, 190, 'Title', 'Managing Member');
  field(36, 224, 'Ownership %', '100%');
  field(310, 224, 'SSN', 'XXX-XX-5521');
  doc.font('Helvetica').fontSize(7).text('Signature', 36, 290, { lineBreak: false });
  return collect(doc);
}

/** Checkbox rows whose boxes are filled white, the chosen one marked by a filled square or a radio dot: no text. */
export async function filledMarksForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.font('Helvetica-Bold').fontSize(12).text('MERCHANT APPLICATION', 36, 30, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).text('Legal Business Name:', 36, 60, { lineBreak: false }).text('Copper Kettle Bakery', 150, 60, { lineBreak: false });
  const row = (y: number, label: string, options: string[], checked: number, dot: boolean) => {
    doc.font('Helvetica').fontSize(9).text(label, 36, y, { lineBreak: false });
    let x = 140;
    options.forEach((o, i) => {
      if (dot) doc.circle(x + 4.5, y + 3.5, 4.5).lineWidth(0.6).fillAndStroke('white', 'black');
      else doc.rect(x, y - 1, 9, 9).lineWidth(0.6).fillAndStroke('white', 'black');
      if (i === checked) {
        if (dot) doc.circle(x + 4.5, y + 3.5, 2.2).fill('black');
        else doc.rect(x + 2, y + 1, 5, 5).fill('black');
      }
      doc.fillColor('black').text(o, x + 13, y, { lineBreak: false });
      x += 26 + doc.widthOfString(o);
    });
  };
  row(84, 'Entity Type:', ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor'], 1, false);
  row(104, 'Payment Schedule:', ['Daily', 'Weekly', 'Monthly'], 2, true);
  doc.text('Signature of owner', 36, 160, { lineBreak: false });
  return collect(doc);
}

/** Owners continued overleaf without a heading; an existing advance's payment schedule checked under its heading. */
export async function overleafForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  const pair = (y: number, label: string, value: string) => {
    doc.font('Helvetica').fontSize(9).text(label, 36, y, { lineBreak: false });
    doc.text(value, 160, y, { lineBreak: false });
  };
  doc.font('Helvetica-Bold').fontSize(12).text('MERCHANT APPLICATION', 36, 30, { lineBreak: false });
  pair(60, 'Legal Business Name:', 'Harborview Marine Supply Inc.');
  doc.font('Helvetica-Bold').fontSize(10).text('EXISTING ADVANCES', 36, 90, { lineBreak: false });
  pair(108, 'Funder:', 'Rapid Capital');
  doc.font('Helvetica').fontSize(9).text('Payment Schedule:', 36, 126, { lineBreak: false });
  doc.rect(140, 125, 9, 9).stroke().text('Daily', 153, 126, { lineBreak: false });
  doc.moveTo(141, 126).lineTo(148, 133).moveTo(148, 126).lineTo(141, 133).stroke();
  doc.rect(190, 125, 9, 9).stroke().text('Weekly', 203, 126, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(10).text('OWNER INFORMATION', 36, 160, { lineBreak: false });
  pair(178, 'Name:', 'Marcus Bell');
  pair(194, 'Title:', 'President');
  pair(210, 'Ownership %:', '60');
  doc.addPage();
  pair(40, 'Name:', 'Lena Ortiz');
  pair(56, 'Title:', 'Vice President');
  pair(72, 'Ownership %:', '40');
  doc.font('Helvetica').fontSize(9).text('Signature', 36, 120, { lineBreak: false });
  return collect(doc);
}

/** A "$" printed in the amount's label cell, the value typed after it; owners with their last name asked first. */
export async function lastNameFirstForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.font('Helvetica-Bold').fontSize(12).text('MERCHANT APPLICATION', 36, 30, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).text('Amount Requested: $', 36, 60, { lineBreak: false });
  doc.font('Courier').fontSize(10).text('75,000', 136, 60, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(10).text('OWNER INFORMATION', 36, 90, { lineBreak: false });
  [['Bell', 'Marcus'], ['Ortiz', 'Lena']].forEach(([last, first], i) => {
    const y = 110 + i * 36;
    doc.font('Helvetica').fontSize(9).text('Last Name:', 36, y, { lineBreak: false }).text('First Name:', 36, y + 14, { lineBreak: false });
    doc.font('Courier').fontSize(10).text(last!, 110, y, { lineBreak: false }).text(first!, 110, y + 14, { lineBreak: false });
  });
  doc.font('Helvetica').fontSize(9).text('Signature', 36, 200, { lineBreak: false });
  return collect(doc);
}
