// The printed form itself (not the merchant's values): labels, section headings of four kinds, boxes, the
// authorization paragraph and signature lines. Headings are the only thing that tells the repeated labels apart.
import type { Pen } from './pen.ts';

type Doc = PDFKit.PDFDocument;

export function txt(doc: Doc, s: string, x: number, y: number, size: number, font = 'Helvetica', color = '#000',
  opts: PDFKit.Mixins.TextOptions = {}): void {
  doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { lineBreak: false, ...opts });
}

export function para(doc: Doc, s: string, x: number, y: number, w: number, size: number, font = 'Helvetica'): number {
  doc.font(font).fontSize(size).fillColor('#000').text(s, x, y, { width: w, align: 'justify', lineGap: 0.5 });
  return doc.y;
}

export function box(doc: Doc, x: number, y: number, w: number, h: number, lw = 0.6, color = '#000'): void {
  doc.save().lineWidth(lw).strokeColor(color).rect(x, y, w, h).stroke().restore();
}

export function hline(doc: Doc, x1: number, x2: number, y: number, lw = 0.5, color = '#000'): void {
  doc.save().lineWidth(lw).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

/** A filled band across the section's width with the heading in white capitals. */
export function band(doc: Doc, s: string, x: number, y: number, w: number, fill: string, h = 13): void {
  doc.save().rect(x, y, w, h).fill(fill).restore();
  txt(doc, s, x + 5, y + 3, 8, 'Helvetica-Bold', '#ffffff');
}

/** A dark strip down the section's left side with the heading turned to read bottom to top. */
export function vlabel(doc: Doc, s: string, x: number, y: number, w: number, h: number, fill: string, font = 'Times-Bold'): void {
  doc.save().rect(x, y, w, h).fill(fill).restore();
  // Short sections get a smaller title, so that it stays inside its strip.
  const size = Math.min(7.5, (7.5 * (h - 6)) / doc.font(font).fontSize(7.5).widthOfString(s));
  const tw = doc.fontSize(size).widthOfString(s);
  const ox = x + w / 2 - size / 2, oy = y + h / 2 + tw / 2;
  doc.save().rotate(-90, { origin: [ox, oy] });
  txt(doc, s, ox, oy, size, font, '#ffffff');
  doc.restore();
}

/** A rounded box with its caption set into the top border (a fieldset's legend). */
export function captionBox(doc: Doc, s: string, x: number, y: number, w: number, h: number, font = 'Times-Bold'): void {
  doc.save().lineWidth(0.8).strokeColor('#333').roundedRect(x, y, w, h, 4).stroke().restore();
  doc.font(font).fontSize(8.5);
  const tw = doc.widthOfString(s);
  doc.save().rect(x + 8, y - 5, tw + 6, 10).fill('#ffffff').restore();
  txt(doc, s, x + 11, y - 4, 8.5, font, '#000');
}

/** A bold heading with a rule under it. */
export function ruleHeading(doc: Doc, s: string, x: number, y: number, w: number): void {
  txt(doc, s, x, y, 10, 'Helvetica-Bold');
  hline(doc, x, x + w, y + 12, 1.2);
}

/** An ink signature over a line (not a value of the application: nothing is recorded). */
export function signature(pen: Pen, x: number, y: number, w: number, signed: boolean): void {
  const doc = pen.doc;
  hline(doc, x, x + w, y);
  // Style-only randomness (pen.jitter): the layout's own draws must not depend on the style.
  const rng = pen.jitter;
  if (pen.style === 'fillable' || !signed) return;
  doc.save().lineWidth(0.9).strokeColor('#1b2a60');
  let px = x + 8, py = y - 6;
  doc.moveTo(px, py);
  for (let i = 0; i < 7; i++) {
    const nx = px + rng.float(8, 16), ny = y - rng.float(2, 16);
    doc.bezierCurveTo(px + 3, py - rng.float(4, 10), nx - 3, ny + rng.float(4, 10), nx, ny);
    px = nx; py = ny;
  }
  doc.stroke().restore();
}

export const AUTH_US = 'By signing below, each of the above listed business and business owners/officers (individually and collectively, '
  + '"you") certify that (i) you are authorized to sign this application on behalf of the business, (ii) all information and '
  + 'documents provided are true, accurate and complete, and (iii) you will immediately notify us of any change in your financial '
  + 'condition. You authorize us, our assigns, agents, banks and financial institutions to obtain consumer and business credit '
  + 'reports, bank references and any other information regarding you and the business, and to share this application with '
  + 'funding providers. A photocopy or electronic copy of this authorization is as valid as the original.';

export const AUTH_CA = 'By signing, the business and each owner confirm that the information provided is true and complete, and consent, '
  + 'in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), to the collection, use and '
  + 'disclosure of their personal information, including credit reports from Equifax Canada and TransUnion Canada, for the '
  + 'purpose of evaluating this application and sharing it with funding partners. This consent may be withdrawn by written notice.';
