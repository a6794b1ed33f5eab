import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { createEngines, parseStatements } from '../index.ts';
import { extractPages, settingsOf } from '../extract/extract.ts';
import { item, owners, pageOf, read } from './test-page.ts';
import { collect } from './test-forms-rules.ts';

// Rules learnt at the forty-ninth author's forms (issue 36): the everyday ISO / broker applications (a web form
// builder's printout, a two-column form, a Canadian form), each on a self-made page here.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

describe('a web form builder\'s printout: a question over its inputs, a sub-label under each (issue 36, set 49)', () => {
  // A question in bold over one or two rounded inputs, each with a small grey sub-label under it.
  const q = (s: string, x: number, y: number) => item(s, x, y + 10, 'F2', 9, s.length * 4.6);
  const val = (s: string, x: number, y: number) => item(s, x + 5, y + 30, 'F3', 9.5, s.length * 4.8);
  const sub = (s: string, x: number, y: number) => item(s, x, y + 46, 'F1', 7, s.length * 3.4);
  const inputs = (y: number, xs: number[]) => xs.map((x, i) => box(x, y + 13, (xs[i + 1] ?? 552) - 10, y + 35));

  it('"Owner Name" over two inputs named "First Name | Last Name" under them: the owner\'s first and last name', () => {
    const r = read(pageOf([q('Legal Business Name', 60, 40), val('Eastside Athletic Club Inc.', 60, 40),
      item('Owner Information', 60, 160, 'F2', 12, 100),
      q('Owner Name', 60, 170), val('Yolanda', 60, 170), val('Smith-Harris', 306, 170), sub('First Name', 60, 170), sub('Last Name', 306, 170),
      q('Title', 60, 222), q('Ownership Percentage', 306, 222), val('President', 60, 222), val('100', 306, 222), sub('%', 306, 222),
      q('Date of Birth', 60, 274), q('Social Security Number', 306, 274), val('03-06-1969', 60, 274), val('875-84-1066', 306, 274), sub('MM-DD-YYYY', 60, 274)],
    { boxes: [box(60, 53, 542, 75), ...inputs(170, [60, 306]), ...inputs(222, [60, 306]), ...inputs(274, [60, 306])] }));
    expect(owners(r)).toEqual([['Yolanda', 'Smith-Harris', 'President', 100, '875841066']]);
  });

  it('rounded inputs are boxes: "City | State | Zip Code" under theirs name the values over them', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
    let y = 40;
    const question = (s: string) => { doc.font('Helvetica-Bold').fontSize(9).fillColor('#2c3345').text(s, 60, y, { lineBreak: false }); y += 13; };
    const inputs = (cells: [number, string, string][]) => {
      let x = 60;
      for (const [w, subLabel, value] of cells) {
        doc.roundedRect(x, y, w - 10, 22, 3).lineWidth(0.8).stroke('#c3cad8');
        doc.font('Helvetica').fontSize(9.5).fillColor('black').text(value, x + 5, y + 7, { lineBreak: false });
        if (subLabel) doc.fontSize(7).fillColor('#8a91a3').text(subLabel, x, y + 25, { lineBreak: false });
        x += w;
      }
      y += subLabel(cells) ? 39 : 32;
    };
    const subLabel = (cells: [number, string, string][]) => cells.some((c) => c[1]);
    question('Legal Business Name'); inputs([[492, '', 'Eastside Athletic Club Inc.']]);
    question('Business Address'); inputs([[492, 'Street Address', '2003 Industrial Pkwy']]);
    inputs([[200, 'City', 'Las Vegas'], [150, 'State', 'NV'], [142, 'Zip Code', '89163']]);
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#2c3345').text('Business Phone', 60, y, { lineBreak: false }).text('Business Email', 306, y, { lineBreak: false }); y += 13;
    inputs([[246, '', '(305) 419-5493'], [246, '', 'office@eastsideathletic.com']]);
    doc.font('Helvetica-Bold').fontSize(9).text('Federal Tax ID / EIN', 60, y, { lineBreak: false }).text('Business Start Date', 306, y, { lineBreak: false }); y += 13;
    inputs([[246, '', '94-5254603'], [246, 'MM-DD-YYYY', '01-21-2004']]);
    question('Owner Name'); inputs([[246, 'First Name', 'Yolanda'], [246, 'Last Name', 'Smith-Harris']]);
    doc.font('Helvetica-Bold').fontSize(9).text('Ownership Percentage', 60, y, { lineBreak: false }).text('Social Security Number', 306, y, { lineBreak: false }); y += 13;
    inputs([[246, '%', '100'], [246, '', '875-84-1066']]);
    doc.font('Helvetica').fontSize(9).text('Signature', 60, y + 20, { lineBreak: false });
    const r = await parseStatements([{ name: 'web-form.pdf', bytes: await collect(doc) }]);
    expect([r.application?.legal_name, r.application?.state_region]).toEqual(['Eastside Athletic Club Inc.', 'NV']);
  });
});

describe('a two-column form: business left, owners right (issue 36, set 49)', () => {
  it('a landlord named in the left column on the line of an owner\'s SSN in the right: the SSN is still the owner\'s', () => {
    const lv = (label: string, value: string, x: number, y: number, lw: number) => [item(label, x, y, 'F1', 8, lw), item(value, x + lw + 4, y - 1, 'F3', 9)];
    const r = read(pageOf([item('BUSINESS INFORMATION', 36, 84, 'F2', 10, 111), item('OWNER / PRINCIPAL #1', 318, 84, 'F2', 10, 102),
      ...lv('Legal Name:', 'Harbor Roofing, LLC', 36, 104, 43), ...lv('Name:', 'Daniel Friedman', 318, 104, 22),
      ...lv('EIN / Tax ID:', '59-6972712', 36, 122, 42), ...lv('Title:', 'President', 318, 122, 16),
      ...lv('Own/Rent:', 'Rent', 36, 140, 35), ...lv('Ownership %:', '100%', 318, 140, 47),
      ...lv('Landlord:', 'Oak Hill Property Management', 36, 158, 31), ...lv('SSN:', '077-17-5240', 318, 158, 18)]));
    expect(owners(r)).toEqual([['Daniel', 'Friedman', 'President', 100, '077175240']]);
  });
});

describe('a typewriter-era form\'s ruled owners\' table (issue 36, set 49)', () => {
  it('"HOME ADDRESS OF PRINCIPAL OWNER" and its value on the line after the rows: the table has ended, no owner "HOME OWNER"', () => {
    const c = (s: string, x: number, y: number) => item(s, x, y, 'F3', 10);
    const r = read(pageOf([item('LEGAL NAME OF BUSINESS', 44, 96, 'F1', 8, 110), c('Summit Grooming Inc.', 158, 96),
      item('OFFICERS / OWNERS', 44, 278, 'F2', 9, 92),
      item('NAME (LAST, FIRST)', 47, 294, 'F1', 7, 70), item('TITLE', 217, 294, 'F1', 7, 21), item('% OWNED', 317, 294, 'F1', 7, 36),
      item('SOC. SEC. NO.', 367, 294, 'F1', 7, 47), item('DATE OF BIRTH', 477, 294, 'F1', 7, 54),
      c('Johnson, Luis', 47, 311), c('Owner', 217, 311), c('60', 317, 311), c('877-41-7254', 367, 311), c('07/15/75', 477, 311),
      c('Smith-Harris, Brian', 47, 328), c('Member', 217, 328), c('40', 317, 328), c('977-79-2171', 367, 328), c('03/19/85', 477, 328),
      item('HOME ADDRESS OF PRINCIPAL OWNER', 44, 352, 'F1', 8, 157), c('1171 Main St # 142, Kansas City, MO 64148', 206, 352),
      item('BANK', 44, 372, 'F1', 8, 24), c('PNC Bank', 72, 372)]));
    expect(owners(r)).toEqual([['Luis', 'Johnson', 'Owner', 60, '877417254'], ['Brian', 'Smith-Harris', 'Member', 40, '977792171']]);
  });
});

describe('cards side by side (issue 36, set 49)', () => {
  it('a card\'s title set in after its icon ("Owner 2") heads the labels printed at the card\'s side under it', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
    const val = (s: string, x: number, y: number) => item(s, x, y + 12, 'F3', 10, s.length * 4.8);
    const card = (x: number, n: string, name: string, title: string, share: string, ssn: string) => [item(n, x + 27, 387, 'F2', 10, n.length * 5),
      lab('Full legal name', x + 10, 405), val(name, x + 10, 405), lab('Title', x + 10, 441), val(title, x + 10, 441), lab('Ownership', x + 140, 441), val(share, x + 140, 441),
      lab('SSN / ITIN', x + 140, 477), val(ssn, x + 140, 477)];
    const r = read(pageOf([item('Your business', 64, 102, 'F2', 12, 81), lab('Legal business name', 56, 131), val('Riverbend Hauling Partners', 56, 131),
      ...card(44, 'Owner 1 (primary)', 'Olivia M. Whitfield', 'Partner', '30%', '732-96-7265'),
      ...card(319, 'Owner 2', 'Elena Lindqvist', 'Partner', '30%', '694-59-6263')],
    { boxes: [box(36, 80, 576, 320), box(36, 330, 576, 545), box(44, 370, 302, 540), box(319, 370, 577, 540),
      ...[405, 441].flatMap((y) => [box(52, y + 2, 302, y + 20), box(327, y + 2, 577, y + 20)])] }));
    expect(owners(r)).toEqual([['Olivia', 'Whitfield', 'Partner', 30, '732967265'], ['Elena', 'Lindqvist', 'Partner', 30, '694596263']]);
  });
});

describe('a rubber stamp over the fields (issue 36, set 49)', () => {
  it('a stamp\'s frame, a rounded rectangle drawn turned ("RECEIVED" tilted), is no box; a level one is', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Courier').fontSize(9).text('LEGAL NAME', 60, 80, { lineBreak: false }).text('Bayside Brothers L.P.', 65, 107, { lineBreak: false });
    ['3. TAX ID (EIN)  74-2517147', '4. INCEPTION DATE  March 21, 2001', '7. TYPE OF BUSINESS  Pet grooming', '8. FUNDING AMOUNT SOUGHT  $25,000.00']
      .forEach((t, i) => doc.text(t, 60, 200 + 20 * i, { lineBreak: false }));
    doc.roundedRect(60, 100, 240, 22, 3).lineWidth(0.8).stroke('#c3cad8');
    doc.save().rotate(-12, { origin: [360, 140] }).opacity(0.55);
    doc.roundedRect(354, 136, 150, 40, 4).lineWidth(2).strokeColor('#c0151b').stroke();
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#c0151b').text('RECEIVED', 360, 140, { lineBreak: false });
    doc.restore();
    const engines = createEngines();
    try {
      const ex = await extractPages({ name: 'stamped.pdf', bytes: await collect(doc) }, {}, settingsOf({}), engines);
      const boxes = (ex.pages[0]!.form?.boxes ?? []).map((b) => [b.x0, b.y0, b.x1, b.y1].map(Math.round));
      // (Its bounds take in the pen's width.)
      expect(boxes).toEqual([[59, 99, 301, 123]]);
    } finally { engines.close(); }
  });
});
