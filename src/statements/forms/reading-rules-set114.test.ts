import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 114 (pages not laid out the ordinary way): each rule on a small self-made form. Captions over their values,
// as the form prints every field, and the owners as columns under captions printed over the first owner's values.

type Doc = PDFKit.PDFDocument;
/** A caption, its value under it and a rule under the value. */
const field = (doc: Doc, caption: string, value: string, x: number, y: number, w = 480) => {
  doc.fillColor('black').font('Helvetica-Bold').fontSize(6.5).text(caption, x, y, { lineBreak: false });
  doc.font('Helvetica').fontSize(9).text(value, x + 2, y + 7, { lineBreak: false });
  doc.lineWidth(0.5).moveTo(x, y + 19).lineTo(x + w, y + 19).stroke();
};

function form(owners: string[][]): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.font('Helvetica-Bold').fontSize(13).text('NORTHSHORE CAPITAL BROKERS - BUSINESS FINANCING APPLICATION', 40, 36, { lineBreak: false });
  [['Legal Name of Business', 'LONE STAR LAWN & GARDEN LLC'], ['Business Number (BN)', '829420907RC0001'], ['Legal Structure', 'LLC'],
    ['Amount Requested (CAD)', '$206,000'], ['Landlord', 'PALMETTO PROPERTIES'], ['Referred By', 'LUCINDA VAN DER BERG']]
    .forEach(([c, v], k) => field(doc, c!, v!, 40, 100 + k * 26));
  // The owners: no heading; each caption over the first owner's value, the others' values beside it.
  ['Name', 'Title', 'Ownership', 'SIN'].forEach((c, r) => {
    field(doc, c, owners[0]![r]!, 130, 300 + r * 26, 110);
    owners.slice(1).forEach((o, k) => { doc.font('Helvetica').fontSize(9).text(o[r]!, 252 + k * 122, 307 + r * 26, { lineBreak: false }); doc.moveTo(250 + k * 122, 319 + r * 26).lineTo(360 + k * 122, 319 + r * 26).stroke(); });
  });
  return doc;
}

describe('set 114: pages not laid out the ordinary way', () => {
  it('owners as columns under captions over the first owner\'s values, no heading, after "Landlord" and "Referred By" answered as every field is', async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(form([['RAY BROUSSARD', 'MANAGING MEMBER', '35%', '736 839 851'],
      ['TAMSIN A. VAN DER BERG', 'PRESIDENT', '36%', '679 186 709'], ['CLETUS M. SMITH-GARZA', 'OWNER', '29%', '577 238 149']])) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id])).toEqual([
      ['RAY', 'BROUSSARD', 'MANAGING MEMBER', 35, '736839851'], ['TAMSIN', 'VAN DER BERG', 'PRESIDENT', 36, '679186709'], ['CLETUS', 'SMITH-GARZA', 'OWNER', 29, '577238149']]);
    expect(a?.requested_amount).toBe(206000);
  });

  it('one owner so captioned, a share and a tax number among the rows: the owner', async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(form([['MARISOL NGUYEN', 'OWNER', '100%', '719 793 260']])) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id])).toEqual([['MARISOL', 'NGUYEN', 'OWNER', 100, '719793260']]);
  });
});
