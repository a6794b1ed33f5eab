import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Set 114 (pages not laid out the ordinary way): each rule on a small self-made form. Captions over their values,
// as the form prints every field, and the owners as columns under captions printed over the first owner's values.

type Doc = PDFKit.PDFDocument;
const PEN = readFileSync('/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf');
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

  /** The owners' grid filled in by hand: each value in the pen at its own slant (degrees), written where `at` puts it. */
  function handGrid(owners: string[][], slants: number[], at: (col: number, prev: string) => number): PDFKit.PDFDocument {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(13).text('NORTHSHORE CAPITAL BROKERS - BUSINESS FINANCING APPLICATION', 40, 36, { lineBreak: false });
    field(doc, 'Legal Name of Business', 'RED RIVER BUILDERS LLC', 40, 100);
    ['Name', 'Title', 'Ownership', 'SIN'].forEach((c, r) => {
      doc.fillColor('black').font('Helvetica-Bold').fontSize(6).text(c, 130, 300 + r * 26, { lineBreak: false });
      doc.lineWidth(0.5).moveTo(130, 319 + r * 26).lineTo(570, 319 + r * 26).stroke();
      owners.forEach((o, k) => {
        const x = at(k, owners[k - 1]?.[r] ?? '');
        doc.font(PEN).fontSize(10).fillColor('#1b2f8a');
        doc.save().rotate(slants[(k + r) % slants.length]!, { origin: [x, 313 + r * 26] }).text(o[r]!, x, 305 + r * 26, { lineBreak: false });
        doc.restore();
      });
    });
    return doc;
  }
  const OWNERS = [['ASHLYN A. VAN DER BERG', 'PARTNER', '48%', '298 477 618'], ['PRIYA O\'HARA', 'MANAGING MEMBER', '32%', '149 094 481'], ['LUCINDA THIBODEAUX', 'PARTNER', '20%', '295 139 462']];
  const READ = [['ASHLYN', 'VAN DER BERG', 'PARTNER', 48, '298477618'], ['PRIYA', 'O\'HARA', 'MANAGING MEMBER', 32, '149094481'], ['LUCINDA', 'THIBODEAUX', 'PARTNER', 20, '295139462']];

  it('a hand\'s long name written on into the next owner\'s column at another slant is two owners\' names', async () => {
    // (The first owner's name is wider than its column: the second owner's starts where it ends, over its last letters.)
    const doc = handGrid(OWNERS, [-0.7, 0.8, -1.6, 1.2], (k) => 132 + k * 110);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id])).toEqual(READ);
  });

  it('a long name written level up to the next column\'s value, a space apart, is parted where the columns of the other rows start', async () => {
    const doc = handGrid(OWNERS, [0], (k) => 132 + k * 122);
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.role, p.ownership, p.tax_id])).toEqual(READ);
  });

  /** A landscape page of three parts side by side, each part's heading with its captions set tight under it and each
   *  value under its caption, written `raise` points higher than typed (a hand's values reach up over their captions). */
  function threeParts(raise: number): PDFKit.PDFDocument {
    const doc = new PDFDocument({ size: [792, 612], margin: 0 });
    const cap = (t: string, x: number, y: number) => doc.font('Helvetica').fontSize(6.5).fillColor('black').text(t, x, y, { lineBreak: false });
    const val = (t: string, x: number, y: number) => doc.font('Helvetica').fontSize(9).fillColor('#1b2f8a').text(t, x + 2, y + 8 - raise, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text('GULF COAST FUNDING PARTNERS', 36, 30, { lineBreak: false });
    ['SECTION A - BUSINESS', 'SECTION B - FUNDING', 'SECTION C - OWNERS'].forEach((h, k) => doc.font('Helvetica-Bold').fontSize(9.5).fillColor('black').text(h, 36 + k * 246, 63, { lineBreak: false }));
    [['Legal Business Name', 'Tidewater Freight LLC'], ['Entity Type', 'LLC'], ['Federal Tax ID (EIN)', '96-4474490']].forEach(([c, v], r) => { cap(c!, 36, 71 + r * 26); val(v!, 36, 71 + r * 26); });
    [['Amount Requested', '$46,000'], ['Landlord', 'Palmetto Properties']].forEach(([c, v], r) => { cap(c!, 282, 71 + r * 26); val(v!, 282, 71 + r * 26); });
    cap('Trade Reference', 282, 173); val('Tidewater Supply Co.', 282, 173);
    [['Ray R. Thibodeaux', 'Managing Member', '30%', '603-88-6742', '12/10/1976'], ['Odessa M. Okafor', 'Managing Member', '70%', '298-83-1076', '03/14/1979']].forEach((o, k) => {
      const y = 71 + k * 78;
      cap(`Owner ${k + 1} Name`, 528, y); val(o[0]!, 528, y); cap('Title', 674, y); val(o[1]!, 674, y);
      cap('% Own', 528, y + 24); val(o[2]!, 528, y + 24); cap('SSN', 574, y + 24); val(o[3]!, 574, y + 24); cap('DOB', 660, y + 24); val(o[4]!, 660, y + 24);
    });
    return doc;
  }
  const SHARES = [['Ray', 'Thibodeaux', 30, '603886742'], ['Odessa', 'Okafor', 70, '298831076']];

  // (Each value is its own caption's though the one beside reaches up over its caption's foot, "603-88-6742" beside "%
  // Own"; and the parts are parts, though their captions' tops reach past their headings' middles: the trade reference
  // on owner 2's line is part B's, no company owning a share.)
  it('a hand\'s values under a row of captions, in parts headed side by side with their captions tight under them, are each its caption\'s', async () => {
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(threeParts(3)) }])).application;
    expect(a?.applicants?.map((p) => [p.first_name, p.last_name, p.ownership, p.tax_id])).toEqual(SHARES);
    expect(a?.legal_name).toBe('Tidewater Freight LLC');
  });
});
