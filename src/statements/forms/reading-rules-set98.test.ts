import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { item, pageOf, read } from './test-page.ts';

// Set 98 (paper forms filled in by hand): block capitals one per comb box, options circled, ditto marks under the row
// above, the owners' page after the bank's section. Each rule as a person reads such a paper.

type Doc = PDFKit.PDFDocument;
const label = (doc: Doc, t: string, x: number, y: number) => doc.font('Helvetica').fontSize(7).fillColor('#000000').text(t, x, y + 2, { lineBreak: false });
const hand = (doc: Doc, t: string, x: number, y: number) => doc.font('Courier').fontSize(10).fillColor('#1b2a6b').text(t, x, y, { lineBreak: false });
/** A label with its value written on the rule after it. */
const lined = (doc: Doc, l: string, v: string, x: number, y: number, w = 150) => {
  label(doc, l, x, y);
  const vx = x + doc.font('Helvetica').fontSize(7).widthOfString(l) + 6;
  doc.moveTo(vx, y + 11).lineTo(vx + w, y + 11).lineWidth(0.5).strokeColor('#000000').stroke();
  if (v) hand(doc, v, vx + 3, y);
};
/** A comb: one box a character wide per character, touching; a dash printed between groups. */
const comb = (doc: Doc, text: string, x: number, y: number) => {
  let at = x;
  for (const ch of text) {
    if (ch === '-') { doc.font('Helvetica').fontSize(9).fillColor('#000000').text('-', at + 1, y + 2, { lineBreak: false }); at += 7; continue; }
    doc.rect(at, y - 1, 11, 14).lineWidth(0.6).strokeColor('#000000').stroke();
    doc.font('Courier').fontSize(10).fillColor('#1b2a6b').text(ch, at + 2.5, y + 1, { lineBreak: false });
    at += 11;
  }
};
/** A dark band across the page with a heading in white. */
const band = (doc: Doc, t: string, y: number) => {
  doc.rect(28, y - 3, 492, 13).fill('#1f3b5c');
  doc.font('Helvetica-Bold').fontSize(8).fillColor('#ffffff').text(t, 32, y, { lineBreak: false }).fillColor('#000000');
};

/** Page 1: the business and, last, the bank and open positions (a section a person skips). */
function businessPage(doc: Doc): void {
  doc.font('Helvetica-Bold').fontSize(14).text('MERCHANT CASH ADVANCE APPLICATION', 36, 30, { lineBreak: false });
  band(doc, 'BUSINESS INFORMATION', 70);
  lined(doc, 'Legal / Corporate Name', 'Birch Hollow Bakery LLC', 36, 92);
  lined(doc, 'Federal Tax ID (EIN)', '47-2211934', 320, 92, 120);
  lined(doc, 'Business Address', '12 Main St', 36, 116);
  lined(doc, 'State', 'OH', 320, 116, 40);
  band(doc, 'BANK & OPEN POSITIONS', 150);
  lined(doc, 'Bank Name', 'Huntington Bank', 36, 172);
  lined(doc, 'Current Funder', 'Yellowstone', 36, 196);
}

async function application(draw: (doc: Doc) => void) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  businessPage(doc);
  doc.addPage({ size: 'LETTER', margin: 0 });
  draw(doc);
  return (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
}

const owners = (a: Awaited<ReturnType<typeof application>>) => (a?.applicants ?? []).map((o) => [o.first_name, o.last_name, o.role, o.ownership]);

/** An owners' grid: a header row of captions and a row per owner, each value in its cell. */
function grid(doc: Doc, y: number, rows: string[][]): void {
  const xs = [36, 120, 210, 290];
  ['First Name', 'Last Name', 'Title', 'Own %'].forEach((h, i) => label(doc, h, xs[i]! + 2, y));
  doc.rect(36, y - 2, 300, 12).lineWidth(0.6).stroke();
  rows.forEach((r, j) => {
    doc.rect(36, y + 10 + j * 18, 300, 18).lineWidth(0.6).stroke();
    for (const x of xs.slice(1)) doc.moveTo(x, y - 2).lineTo(x, y + 28 + j * 18).stroke();
    r.forEach((t, i) => hand(doc, t, xs[i]! + 3, y + 15 + j * 18));
  });
}

describe('set 98: the owners\' page after a section a person skips', () => {
  it('a heading in capitals with its note in small letters, "OWNERSHIP (list every owner of 20% or more)", heads the owners', async () => {
    const a = await application((doc) => {
      band(doc, 'OWNERSHIP (list every owner of 20% or more)', 40);
      grid(doc, 62, [['ELIJAH', 'STONE', 'PRESIDENT', '60%'], ['MAYA', 'ROSS', 'SECRETARY', '40%']]);
    });
    expect(owners(a)).toEqual([['ELIJAH', 'STONE', 'PRESIDENT', 60], ['MAYA', 'ROSS', 'SECRETARY', 40]]);
  });

  it('a page title naming the owners, a label\'s word only among its words ("Granite State ... - Owner Information"), heads them', async () => {
    const a = await application((doc) => {
      doc.font('Helvetica-Bold').fontSize(11).text('Granite State Funding Co. - Owner Information (page 2 of 2)', 36, 22, { lineBreak: false });
      grid(doc, 62, [['ELIJAH', 'STONE', 'PRESIDENT', '60%'], ['MAYA', 'ROSS', 'SECRETARY', '40%']]);
    });
    expect(owners(a)).toEqual([['ELIJAH', 'STONE', 'PRESIDENT', 60], ['MAYA', 'ROSS', 'SECRETARY', 40]]);
  });
});

describe('set 98: marks a hand makes on paper', () => {
  it('a ditto mark under the owner above repeats that owner\'s surname and title', async () => {
    const a = await application((doc) => {
      band(doc, 'OWNER INFORMATION', 40);
      grid(doc, 62, [['ELIJAH', 'GOLDSTEIN', 'SECRETARY', '45%'], ['SOFIA', '"', '"', '55%']]);
    });
    expect(owners(a)).toEqual([['ELIJAH', 'GOLDSTEIN', 'SECRETARY', 45], ['SOFIA', 'GOLDSTEIN', 'SECRETARY', 55]]);
  });

  it('a title circled among those printed after its label is the title, not the first one printed', async () => {
    const a = await application((doc) => {
      band(doc, 'OWNER INFORMATION', 40);
      lined(doc, 'Full Name', 'Anh Nguyen', 36, 62);
      label(doc, 'Title:', 270, 62);
      const titles = ['Owner', 'President', 'Director', 'Partner'];
      titles.forEach((t, i) => label(doc, t, 300 + i * 45, 62));
      doc.save().lineWidth(1).strokeColor('#1b2a6b').ellipse(345 + 14, 67, 20, 7).stroke().restore();
      lined(doc, 'Ownership %', '60%', 36, 86, 60);
    });
    expect(owners(a)).toEqual([['Anh', 'Nguyen', 'President', 60]]);
  });

  it('an SSN written one digit per box right after its label: the boxes are the number\'s, not a box to tick', async () => {
    const a = await application((doc) => {
      band(doc, 'OWNER INFORMATION', 40);
      lined(doc, 'Full Name', 'Keisha Haddad', 36, 62);
      lined(doc, 'Ownership %', '100', 300, 62, 60);
      label(doc, 'SSN', 36, 86);
      comb(doc, '366-77-0699', 57, 86);
    });
    expect(a?.applicants?.map((o) => [o.tax_id, o.tax_id_type])).toEqual([['366770699', 'SSN']]);
  });
});

describe('set 98: values struck through by hand', () => {
  it('two figures struck by a short pen stroke (12 pt), the right share written after them: the share written', async () => {
    const a = await application((doc) => {
      band(doc, 'OWNER INFORMATION', 40);
      lined(doc, 'Full Name', 'Dwayne Singh', 36, 62);
      lined(doc, '% Owned', '', 36, 86, 80);
      hand(doc, '50', 75, 86);
      doc.save().lineWidth(1.2).strokeColor('#1b2a6b').moveTo(73, 90).lineTo(86, 88.5).stroke().restore();
      hand(doc, '70', 95, 86);
    });
    expect(owners(a)).toEqual([['Dwayne', 'Singh', null, 70]]);
  });

  it('a fillable field\'s value struck on the page, the right one written beside it or over it: the written one', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.initForm();
    businessPage(doc);
    label(doc, 'Amount Requested $', 36, 230);
    doc.formText('amount', 110, 228, 140, 12, { value: '45,000' });
    doc.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(109, 235.5).lineTo(138, 233.5).stroke().restore();
    doc.font('Times-Italic').fontSize(11).fillColor('#1b2a6b').text('$50K', 145, 229, { lineBreak: false });
    doc.addPage({ size: 'LETTER', margin: 0 });
    band(doc, 'OWNER INFORMATION', 40);
    label(doc, 'Full Name', 36, 70);
    doc.formText('name', 75, 68, 150, 12, { value: 'Anh Nguyen' });
    label(doc, 'Ownership %', 36, 92);
    doc.formText('share', 85, 90, 70, 12, { value: '40' });
    doc.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(84, 97).lineTo(97, 95.5).stroke().restore();
    doc.font('Times-Italic').fontSize(11).fillColor('#1b2a6b').text('60%', 89, 79, { lineBreak: false });
    const r = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect([r?.requested_amount, owners(r)]).toEqual([50000, [['Anh', 'Nguyen', null, 60]]]);
  });
});

describe('set 98: an answer ticked among those printed after its label', () => {
  it('each owner\'s title whose box is ticked, read with that owner, not the first one printed', async () => {
    const block = (doc: Doc, y: number, name: string, ticked: number, share: string) => {
      lined(doc, 'Full Name', name, 36, y);
      label(doc, 'Title:', 270, y);
      ['Owner', 'President', 'Director', 'Partner'].forEach((t, i) => {
        doc.rect(300 + i * 55, y + 1, 8, 8).lineWidth(0.6).strokeColor('#000000').stroke();
        label(doc, t, 312 + i * 55, y);
      });
      // A check mark drawn by pen in the ticked box.
      const x = 300 + ticked * 55;
      doc.save().lineWidth(1.2).strokeColor('#1b2a6b').moveTo(x + 1, y + 5).lineTo(x + 4, y + 9).lineTo(x + 10, y - 1).stroke().restore();
      lined(doc, 'Ownership %', share, 36, y + 24, 60);
    };
    const a = await application((doc) => {
      band(doc, 'OWNER INFORMATION', 40);
      block(doc, 62, 'Anh Nguyen', 2, '60%');
      block(doc, 120, 'Maria Rojas', 3, '40%');
    });
    expect(owners(a)).toEqual([['Anh', 'Nguyen', 'Director', 60], ['Maria', 'Rojas', 'Partner', 40]]);
  });
});

describe('set 98: block capitals one per comb box, read in groups', () => {
  it('an SSN whose boxed characters come in groups with their separators ("042-08" then "- 9 6 4 8") is one number', () => {
    // Eleven boxes 9.5 pt wide, touching; a hand's characters read in two runs of their own, each with a dash.
    const boxes = Array.from({ length: 11 }, (_, i) => ({ x0: 58 + i * 9.5, x1: 67.5 + i * 9.5, y0: 180, y1: 196 }));
    const r = read(pageOf([
      item('OWNER INFORMATION', 36, 150, 'F1', 9), item('Full Name', 36, 170, 'F1', 7), item('Priya Nguyen', 80, 170, 'F2', 10, 60),
      item('Ownership %', 300, 170, 'F1', 7), item('100', 350, 170, 'F2', 10, 18),
      item('SSN', 36, 192, 'F1', 7), item('042-08', 59, 192, 'F2', 10, 54), item('- 9 6 4 8', 116, 192, 'F3', 10, 45),
    ], { boxes }));
    expect(r.applicants.map((o) => [o.first_name?.value, o.tax_id?.value ?? null])).toEqual([['Priya', '042089648']]);
  });
});

describe('set 98: an option crossed out', () => {
  it('an entity ticked then crossed out with a flat X over its box and word is not the entity; the other ticked is', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    businessPage(doc);
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000').text('Forme / Entity:', 36, 134, { lineBreak: false });
    const xs = [100, 170, 270];
    ['Corporation', 'Sole Proprietorship', 'Partnership'].forEach((t, i) => {
      doc.rect(xs[i]!, 134, 8, 8).lineWidth(0.6).strokeColor('#000000').stroke();
      label(doc, t, xs[i]! + 12, 132);
    });
    const tick = (x: number) => doc.save().lineWidth(1.2).strokeColor('#1b2a6b').moveTo(x + 1, 138).lineTo(x + 4, 142).lineTo(x + 10, 131).stroke().restore();
    tick(170);
    tick(270);
    // The X over "[v] Sole Proprietorship", one path of two lines.
    doc.save().lineWidth(1).strokeColor('#1b2a6b').moveTo(172, 133).lineTo(246, 143).moveTo(246, 133).lineTo(172, 143).stroke().restore();
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.type_of_entity).toBe('general_partnership');
  });
});

describe('set 98: a value in the margin with an arrow to its field', () => {
  it('the amount written right of the page, its arrow\'s head on the blank "Amount Requested" line, is the amount', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    businessPage(doc);
    lined(doc, 'Amount Requested $', '', 36, 132, 130);
    lined(doc, 'Use of Funds', 'Expansion', 260, 132, 150);
    doc.font('Times-Italic').fontSize(11).fillColor('#1b2a6b').text('$15K', 540, 122, { lineBreak: false });
    // The shaft, a pen's curve from the value to the blank, and the head's two strokes at its end.
    doc.save().lineWidth(0.9).strokeColor('#1b2a6b').moveTo(536, 130).bezierCurveTo(420, 126, 300, 134, 200, 137).stroke();
    doc.moveTo(200, 137).lineTo(208, 133).stroke().moveTo(200, 137).lineTo(208, 141).stroke().restore();
    const a = (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
    expect(a?.requested_amount).toBe(15000);
  });
});
