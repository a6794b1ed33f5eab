// Small forms for the general reading rules learnt on brokers' forms we had not seen (issue 36): shaded label cells
// beside their value cells, bilingual labels (Spanish/English) with an empty field beside another label, a dotted
// leader, owners printed as columns (Owner 1 | Owner 2) with a row per field, a landlord after them, and labels
// printed under the rule their value is written on.
import PDFDocument from 'pdfkit';

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve) => { doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))); doc.end(); });
}

/** A shaded label cell and, beside it, the value's cell (both drawn boxes). */
function shaded(doc: PDFKit.PDFDocument, x: number, y: number, label: string, value: string): void {
  doc.rect(x, y, 100, 18).lineWidth(0.5).fillAndStroke('#dddddd', 'black');
  doc.fillColor('black').font('Times-Roman').fontSize(7).text(label, x + 3, y + 6, { lineBreak: false });
  doc.rect(x + 100, y, 150, 18).lineWidth(0.5).stroke();
  if (value) doc.font('Helvetica').fontSize(10).text(value, x + 104, y + 5, { lineBreak: false });
}

/** Shaded label cells (a routing number's cell among them), bilingual labels, a dotted leader, owners as columns. */
export async function cellsAndColumnsForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.font('Helvetica-Bold').fontSize(12).text('COMMERCIAL FUNDING APPLICATION', 36, 24, { lineBreak: false });
  doc.fontSize(9).text('MERCHANT INFORMATION', 36, 48, { lineBreak: false });
  shaded(doc, 36, 62, 'Razón social / Legal name', 'Blue Heron Rehab, LLC');
  shaded(doc, 310, 62, 'Bank ABA', '285465272');
  shaded(doc, 36, 80, 'Nombre comercial / DBA', '');
  shaded(doc, 310, 80, 'Teléfono / Phone', '(273) 920-5518');
  shaded(doc, 36, 98, 'Employer ID No. (EIN)', '750045142');
  shaded(doc, 310, 98, 'City, State ZIP', 'Newark, NJ 07188');
  doc.font('Helvetica').fontSize(8).text('Capital requested ..........', 36, 126, { lineBreak: false });
  doc.fontSize(10).text('75 000 $', 160, 125, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(9).text('Section B - Ownership', 36, 150, { lineBreak: false });
  doc.text('OWNER 1', 150, 166, { lineBreak: false }).text('OWNER 2', 360, 166, { lineBreak: false });
  const rows: [string, string, string][] = [['Owner name', 'Andre da Silva', 'Alvarez, Nadia M.'], ['Title', 'President', 'Owner'],
    ['Ownership %', '50%', '50%'], ['Social Security No.', '888-83-5660', '801-44-7636'], ['Date of birth', '08/26/1960', '12/22/1956'], ['Score', '641', '722']];
  rows.forEach(([label, a, b], i) => {
    const y = 182 + i * 17;
    doc.font('Helvetica').fontSize(8).text(label, 36, y + 2, { lineBreak: false });
    doc.fontSize(10).text(a, 150, y, { lineBreak: false }).text(b, 360, y, { lineBreak: false });
  });
  doc.font('Helvetica-Bold').fontSize(9).text('LANDLORD / MORTGAGE HOLDER', 36, 300, { lineBreak: false });
  doc.font('Helvetica').fontSize(10).text('Fatima Castillo', 36, 314, { lineBreak: false });
  return collect(doc);
}

/** Labels printed small under the rule their value is written on, bilingual (French/English); a shareholders' table
 *  and the landlord's name written over its label right under the table. */
export async function labelsUnderBilingualForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  const field = (x: number, y: number, w: number, label: string, value: string) => {
    if (value) doc.font('Helvetica').fontSize(10).text(value, x + 2, y - 11, { lineBreak: false });
    doc.moveTo(x, y).lineTo(x + w, y).lineWidth(0.5).stroke();
    doc.font('Times-Roman').fontSize(6).text(label, x, y + 1, { lineBreak: false });
  };
  doc.font('Times-Bold').fontSize(9).text('Entreprise / Business', 36, 40, { lineBreak: false });
  field(36, 70, 300, 'Raison sociale / Legal name', 'Ironwood Builders Corp.');
  field(350, 70, 220, 'Nom commercial (O/A) / Operating name', '');
  field(36, 96, 260, 'Numéro d\'entreprise et compte de programme / BN and program account', '477860761RT0001');
  field(306, 96, 130, 'Date de constitution / Incorporated', 'February 23, 2023');
  field(36, 122, 240, 'Adresse / Street address', '489 Industrial Pkwy');
  field(280, 122, 100, 'Province', 'SK');
  doc.font('Times-Bold').fontSize(9).text('Financement demandé / Financing requested', 36, 140, { lineBreak: false });
  field(36, 170, 180, 'Montant demandé / Amount requested', '150,000 CAD');
  field(225, 170, 150, 'Versement / Payment amount', '$3,782.29');
  doc.font('Times-Bold').fontSize(9).text('Actionnaires / Shareholders', 36, 190, { lineBreak: false });
  const cols = [38, 173, 254, 308, 389, 465];
  ['Nom / Name', 'Titre / Title', '% détenu', 'NAS / SIN', 'Naissance / Birth', 'Cote / Score'].forEach((h, i) => doc.font('Times-Bold').fontSize(6).text(h, cols[i]!, 206, { lineBreak: false }));
  ['Fatima Okafor', 'President', '100%', '538-139-239', '1962-08-26', '701'].forEach((v, i) => doc.font('Helvetica').fontSize(10).text(v, cols[i]! + 2, 218, { lineBreak: false }));
  field(36, 262, 300, 'Propriétaire de l\'immeuble / Landlord', 'Delta Properties');
  return collect(doc);
}

/** Owners as columns under "Owner" and "Co-Owner", with a corner cell over the labels' column; a drawn grid. */
export async function coOwnerColumnsForm(): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.font('Helvetica-Bold').fontSize(12).text('Merchant Application', 36, 24, { lineBreak: false });
  doc.font('Helvetica').fontSize(8).text('Legal business name:', 36, 50, { lineBreak: false });
  doc.fontSize(10).text('Copper Kettle Bakery LLC', 130, 49, { lineBreak: false });
  const rows: [string, string, string][] = [['Field', 'Owner', 'Co-Owner'], ['Name', 'Smith, Jane A.', 'Roberto Diaz'], ['Title', 'Managing Member', 'Member'], ['Driver lic. state', 'OR', 'WA'], ['Mother\'s maiden name', 'Lopez', 'Garcia'],
    ['% Owned', '60', '40'], ['SSN', '512-44-9032', 'XXX-XX-1234']];
  rows.forEach(([a, b, c], i) => {
    const y = 80 + i * 18;
    [[36, 110, a], [146, 200, b], [346, 200, c]].forEach(([x, w, t]) => {
      doc.rect(x as number, y, w as number, 18).lineWidth(0.5).stroke();
      doc.font(i === 0 ? 'Helvetica-Bold' : x === 36 ? 'Times-Roman' : 'Helvetica').fontSize(9).text(t as string, (x as number) + 3, y + 5, { lineBreak: false });
    });
  });
  return collect(doc);
}
