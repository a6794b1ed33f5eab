import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { joinCombs } from './combs.ts';
import type { Piece } from './pieces.ts';

// Set 102 (fillable PDFs as editors make them, here an IRS-looking form) and set 106 (branded ISO forms): each rule
// on a small self-made form, drawn as such forms are: small grey captions over boxes, values in the boxes.

type Doc = PDFKit.PDFDocument;

/** A caption in small type at (x, y). */
const cap = (doc: Doc, t: string, x: number, y: number) => doc.fillColor('black').font('Helvetica').fontSize(6.5).text(t, x, y, { lineBreak: false });
/** A box at (x, y), `w` wide, its value typed in it. */
const box = (doc: Doc, x: number, y: number, w: number, v = '') => {
  doc.lineWidth(0.5).strokeColor('black').rect(x, y, w, 15).stroke();
  if (v) doc.fillColor('black').font('Helvetica').fontSize(9).text(v, x + 3, y + 4, { lineBreak: false });
};
/** A shaded band across the page with its heading. */
const band = (doc: Doc, t: string, y: number) => {
  doc.rect(36, y, 540, 13).fill('#dde3ea');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(8).text(t, 40, y + 3, { lineBreak: false });
};
/** A caption over its box. */
const field = (doc: Doc, label: string, x: number, y: number, w: number, v: string) => { cap(doc, label, x, y); box(doc, x, y + 8, w, v); };
/** Boxes of one number side by side, a dash printed between them, each holding its part of `digits`. */
function parts(doc: Doc, x: number, y: number, sizes: number[], digits: string): void {
  let at = 0;
  sizes.forEach((n, i) => {
    if (i) { doc.fillColor('black').font('Helvetica').fontSize(9).text('-', x - 7, y + 4, { lineBreak: false }); }
    box(doc, x, y, n * 12 + 4, digits.slice(at, at + n).split('').join(' '));
    at += n; x += n * 12 + 12;
  });
}

const read = async (draw: (doc: Doc) => void) => {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  doc.font('Helvetica-Bold').fontSize(14).text('Application for Business Financing', 36, 30, { lineBreak: false });
  draw(doc);
  return (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
};

const business = (doc: Doc) => {
  band(doc, 'Part I   Business', 60);
  field(doc, '1 Legal name of business (as shown on your income tax return)', 36, 78, 540, 'Evergreen Animal Clinic LLC');
  field(doc, '4 Address (number, street, and apt. or suite no.)', 36, 104, 300, '4253 King St W');
  field(doc, '6 Nature of business', 342, 104, 234, 'Veterinary clinic');
};
const funding = (doc: Doc, y: number) => {
  band(doc, 'Part II   Financing Requested', y);
  field(doc, '9 Amount requested', 36, y + 18, 160, '$212,500.00');
  cap(doc, 'Signature of owner', 36, y + 80);
};

describe('set 102: a tax form\'s look', () => {
  it('an EIN in two boxes (2 + 7) and an SSN in three (3-2-4), a dash printed between them, each read as one number', async () => {
    const a = await read((doc) => {
      business(doc);
      cap(doc, '8 Employer identification number', 36, 132);
      parts(doc, 36, 142, [2, 7], '658566906');
      funding(doc, 170);
      band(doc, 'Part III   Owner(s)', 280);
      cap(doc, 'Owner 1', 36, 298);
      field(doc, 'Name (first, middle initial, last)', 36, 308, 260, 'Darnell Van Der Berg');
      field(doc, 'Percent owned', 302, 308, 120, '100');
      cap(doc, 'Social security number', 36, 334);
      parts(doc, 36, 342, [3, 2, 4], '655211962');
    });
    expect([a?.business_tax_id, a?.business_tax_id_type, a?.applicants?.[0]?.tax_id]).toEqual(['658566906', 'EIN', '655211962']);
  });

  it('a small caption a little further over its box, nothing between them: the box\'s value is its value', async () => {
    const a = await read((doc) => {
      business(doc);
      funding(doc, 140);
      band(doc, 'Part III   Owner(s)', 250);
      cap(doc, 'Owner 1', 36, 268);
      field(doc, 'Name (first, middle initial, last)', 36, 278, 260, 'Darnell Van Der Berg');
      cap(doc, 'Social security number', 36, 304);
      field(doc, 'Date of birth', 230, 304, 100, '10/12/1991');
      box(doc, 36, 322, 160, '655-21-1962');
    });
    expect(a?.applicants?.[0]?.tax_id).toBe('655211962');
  });

  it('"Business name, if different from above" under the legal name asks the name it trades under', async () => {
    const a = await read((doc) => {
      business(doc);
      field(doc, '2 Business name/disregarded entity name, if different from above', 36, 130, 540, 'Riverbend Street Eats');
      funding(doc, 160);
    });
    expect([a?.legal_name, a?.trade_name]).toEqual(['Evergreen Animal Clinic LLC', 'Riverbend Street Eats']);
  });

  it('"City, state, and ZIP code" is the business\'s city, state and ZIP', async () => {
    const a = await read((doc) => {
      business(doc);
      field(doc, '5 City, state, and ZIP code', 36, 130, 300, 'Mesa, AZ 85295');
      funding(doc, 160);
    });
    expect(a?.state_region).toBe('AZ');
  });

  it('a bilingual section on its band, "Financement demandé / Funding requested", heads its "Montant / Amount"', async () => {
    const a = await read((doc) => {
      band(doc, 'Entreprise / Business', 60);
      field(doc, 'Raison sociale / Legal name', 36, 78, 300, 'Lakeside Holdings, Ltd.');
      field(doc, 'Province', 342, 78, 100, 'Ontario');
      band(doc, 'Financement demandé / Funding requested', 110);
      field(doc, 'Montant / Amount', 36, 128, 130, '342500');
      field(doc, 'Versement / Payment', 172, 128, 110, '$11,791');
      band(doc, 'Propriétaires / Owners', 170);
      field(doc, 'Nom complet / Full name', 36, 188, 220, 'Ethan Lindqvist');
    });
    expect(a?.requested_amount).toBe(342500);
  });
});

describe('set 106: branded ISO forms', () => {
  it('"Tax number type [X] BN [ ] SIN (sole proprietor)" with nine digits after the kinds: the tax number, of the kind ticked', async () => {
    const a = await read((doc) => {
      band(doc, 'Business', 60);
      field(doc, 'REGISTERED BUSINESS NAME', 36, 78, 300, 'Prairie Sky Grill ULC');
      field(doc, 'PROVINCE', 342, 78, 100, 'British Columbia');
      doc.lineWidth(0.5).strokeColor('#cccccc').rect(36, 108, 540, 18).stroke();
      cap(doc, 'TAX NUMBER TYPE', 41, 115);
      doc.strokeColor('black').rect(116, 112, 9, 9).stroke().rect(200, 112, 9, 9).stroke();
      doc.font('Helvetica').fontSize(8).text('X', 118, 113, { lineBreak: false }).text('BN', 128, 113, { lineBreak: false }).text('SIN (sole proprietor)', 212, 113, { lineBreak: false });
      doc.fontSize(9).text('780762969', 320, 112, { lineBreak: false });
      band(doc, 'Funding', 140);
      field(doc, 'AMOUNT REQUESTED', 36, 158, 130, '$128,000');
    });
    expect([a?.business_tax_id, a?.business_tax_id_type, a?.business_tax_id_country]).toEqual(['780762969', 'BN', 'CA']);
  });

  it('"Incorporated in (state)" is the state of incorporation, no address: the business\'s state is its address\'s', async () => {
    const a = await read((doc) => {
      band(doc, 'MERCHANT INFORMATION', 60);
      field(doc, 'BUSINESS LEGAL NAME', 36, 78, 200, 'Bayside Tutors, LLC');
      field(doc, 'FEDERAL TAX ID (EIN)', 36, 104, 150, '931995952');
      field(doc, 'INCORPORATED IN (STATE)', 420, 104, 150, 'WY');
      field(doc, 'BUSINESS ADDRESS', 36, 130, 230, '5115 Center St');
      field(doc, 'CITY', 272, 130, 140, 'Newark');
      field(doc, 'STATE', 420, 130, 60, 'NJ');
      band(doc, 'FUNDING REQUEST', 160);
      field(doc, 'AMOUNT REQUESTED', 36, 178, 130, '$275,000.00');
    });
    expect(a?.state_region).toBe('NJ');
  });
});

describe('set 102 by hand, held-out seed 830001', () => {
  it('a BN\'s comb read in groups by a hand, capitals among them, and a date in the next box a hand\'s gap after it: one BN, one date', () => {
    // (Set 102's mapleleaf_word by hand: the hand's characters came as groups, "44665255" "4 R C 0" "0 0 1", and the
    // last ran on into "2010-03-06" in the box beside the comb: both values were lost.)
    const piece = (text: string, x0: number, x1: number): Piece => ({ page: 1, text, source: 'text', x0, x1, y0: 130, y1: 142,
      words: text.split(' ').map((t, i, all) => ({ text: t, x0: x0 + ((x1 - x0) * i) / all.length, x1: x0 + ((x1 - x0) * (i + 1)) / all.length })) });
    const sides = [36, 52, 68, 84, 100, 116, 132, 148, 164, 180, 196, 212, 228, 244, 260, 276.5, 281.5, 412.5].map((x) => ({ x, y0: 129.5, y1: 144.5 }));
    const got = joinCombs([piece('44665255', 41, 158), piece('4 R C 0', 170, 223), piece('0 0 1', 234, 270), piece('2010-03-06', 284, 339)], sides);
    expect(got.map((p) => p.text)).toEqual(['446652554RC0001', '2010-03-06']);
  });
});
