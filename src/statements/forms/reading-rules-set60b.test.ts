import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the sixtieth author's forms (issue 36): phone forms (one step to a page, a label inside each input,
// a list ticked at its far end, segmented controls) and a paper form typed on a phone's keyboard; each on a self-made
// page or document here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6, s.length * 3.3);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 4.8);

describe('a form typed on a phone\'s keyboard, all in small letters (issue 36, set 60)', () => {
  it('"llc" under "ENTITY TYPE" beside "prairie eats, llc", "DBA" captioning the cell under: the entity, no row of options', () => {
    const r = read(pageOf([lab('LEGAL / CORPORATE NAME', 40, 95), val('prairie eats, llc', 41, 108), lab('ENTITY TYPE', 380, 95), val('llc', 381, 108),
      lab('DBA', 40, 120), lab('FEDERAL TAX ID (EIN)', 380, 120), val('91-8579824', 381, 133)],
    { boxes: [{ x0: 38, y0: 86, x1: 375, y1: 112 }, { x0: 375, y0: 86, x1: 574, y1: 112 }, { x0: 38, y0: 112, x1: 375, y1: 138 }, { x0: 375, y0: 112, x1: 574, y1: 138 }] }));
    expect(v(r, 'type_of_entity', 'business_tax_id')).toEqual(['llc', '918579824']);
  });

  it('an officer\'s title typed "ceo" in a text layer is the title as printed, not "CEO"', () => {
    const r = read(pageOf([lab('LEGAL NAME', 40, 95), val('prairie eats', 41, 108),
      item('OWNERS', 40, 200, 'F3', 9, 50),
      lab('NAME', 40, 220), lab('TITLE', 190, 220), lab('OWN %', 250, 220), lab('SSN', 300, 220),
      val('derek o\'neill', 40, 234), val('ceo', 190, 234), val('100', 250, 234), val('478-64-4231', 300, 234)]));
    expect(owners(r)).toEqual([['derek', 'o\'neill', 'ceo', 100, '478644231']]);
  });
});

describe('a phone\'s list of choices ticked at the row\'s far end (issue 36, set 60)', () => {
  it('"Corporation ........ X" among "LLC", "S Corp", "Partnership" one under the other: the entity is Corporation', () => {
    const opt = (s: string, y: number) => item(s, 22, y, 'F1', 13, s.length * 6.5);
    const r = read(pageOf([item('Legal business name', 30, 110, 'F1', 7, 70), item('Riverside Tire Co', 30, 130, 'F2', 13, 110),
      item('Business structure', 18, 210, 'F3', 12, 100),
      opt('LLC', 235), opt('Corporation', 261), opt('S Corp', 287), opt('Sole Proprietor', 313), opt('Partnership', 339),
      item('X', 334, 260, 'F2', 14, 9)], { width: 390, height: 844 }));
    expect(v(r, 'type_of_entity')).toEqual(['corporation']);
  });
});

describe('a segmented control\'s chosen segment (issue 36, set 60)', () => {
  it('"Business type" over "LLC | Corp | Sole Prop | Other", Corp ticked: the entity is Corp, no industry "LLC"', () => {
    const seg = (s: string, i: number) => item(s, 18 + i * 88 + 44 - s.length * 3.6, 315, 'F1', 13, s.length * 7.2);
    const r = read(pageOf([item('Legal business name', 20, 100, 'F1', 13.6, 120), item('Pinecrest Dental Ltd.', 32, 160, 'F2', 16, 150),
      item('Business type', 20, 281.6, 'F1', 13.6, 81), ...['LLC', 'Corp', 'Sole Prop', 'Other'].map(seg),
      item('What does your business do?', 20, 355, 'F1', 13.6, 170), item('Dental office', 32, 390, 'F2', 16, 90)],
    { width: 390, height: 1800, marks: [{ x0: 110, y0: 289, x1: 119, y1: 298 }],
      boxes: [{ x0: 20, y0: 130, x1: 372, y1: 170 }, { x0: 18, y0: 285, x1: 372, y1: 325 }, { x0: 20, y0: 365, x1: 372, y1: 405 }] }));
    expect(v(r, 'type_of_entity', 'industry')).toEqual(['corporation', 'dental_practice']);
  });

  it('a fillable box in the segment\'s top left corner, over "Bi-weekly" centred in it, picks Bi-weekly', () => {
    const seg = (s: string, i: number) => item(s, 18 + i * 88 + 44 - s.length * 2.7, 198, 'F1', 11, s.length * 5.4);
    const r = read(pageOf([item('Amount requested', 30, 120, 'F1', 7, 70), item('$249,000', 30, 138, 'F2', 13, 60),
      item('Payment schedule', 18, 168, 'F3', 12, 100), ...['Daily', 'Weekly', 'Bi-weekly', 'Monthly'].map(seg)],
    { width: 390, height: 844, marks: [{ x0: 198, y0: 176, x1: 207, y1: 185 }] }));
    expect(v(r, 'payment_frequency')).toEqual(['biweekly']);
  });

  it('the corner box touching its word\'s first letter ("[v]Corporation"), or a wide segment\'s word starting 31 pt along', () => {
    const page = (opts: string[], sw: number, mark: { x0: number; y0: number; x1: number; y1: number }, words: string[] = []) => read(pageOf([
      item('Legal business name', 22, 100, 'F1', 11, 100), item('Ironwood Eats, Inc.', 32, 125, 'F2', 13, 115), ...words.map((w, i) => item(w, 22, 200 + 40 * i, 'F1', 11, 90)),
      item('Options', 22, 325, 'F3', 12, 60), ...opts.map((o, i) => item(o, 22 + i * sw + sw / 2 - o.length * 2.9, 357, 'F1', 12, o.length * 5.8))],
    { width: 390, height: 844, marks: [mark] }));
    const entity = page(['Corporation', 'Sole Prop', 'Partnership', 'ULC'], 87, { x0: 26, y0: 338, x1: 35, y1: 347 });
    const schedule = page(['Daily', 'Weekly', 'Monthly'], 118, { x0: 24, y0: 340, x1: 33, y1: 349 });
    expect([...v(entity, 'type_of_entity'), ...v(schedule, 'payment_frequency')]).toEqual(['corporation', 'daily']);
  });

  const phone = () => new PDFDocument({ size: [390, 844], margin: 0 });
  const segments = (doc: PDFKit.PDFDocument, y: number, h: number, options: string[], chosen: number, how: 'fill' | 'ring') => {
    const sw = 354 / options.length;
    doc.lineWidth(1).strokeColor('#b8bec9').roundedRect(18, y, 354, h, h / 2.5).stroke();
    options.forEach((o, i) => {
      const x = 18 + i * sw;
      if (i === chosen && how === 'fill') doc.fillColor('#1f5eff').roundedRect(x + 2, y + 2, sw - 4, h - 4, h / 3).fill();
      if (i === chosen && how === 'ring') doc.save().lineWidth(1.5).strokeColor('#1b2a6b').ellipse(x + sw / 2, y + h / 2, sw / 2 - 3, h / 2 + 2).stroke().restore();
      doc.font('Helvetica').fontSize(11).fillColor(i === chosen && how === 'fill' ? '#ffffff' : '#333333').text(o, x, y + h / 2 - 5.5, { width: sw, align: 'center', lineBreak: false });
    });
    doc.fillColor('#000000');
  };
  const business = (doc: PDFKit.PDFDocument) => {
    doc.font('Helvetica').fontSize(8).text('Legal business name', 30, 110, { lineBreak: false });
    doc.fontSize(13).text('Riverside Tire Co', 30, 124, { lineBreak: false });
    doc.fontSize(8).text('Federal EIN', 30, 150, { lineBreak: false });
    doc.fontSize(13).text('74-3701847', 30, 164, { lineBreak: false });
    doc.fontSize(8).text('Owner name', 30, 190, { lineBreak: false }).text('Own %', 250, 190, { lineBreak: false });
    doc.fontSize(13).text('Andre Bouchard', 30, 204, { lineBreak: false }).text('100', 250, 204, { lineBreak: false });
  };
  const schedule = async (doc: PDFKit.PDFDocument) => (await parseStatements([{ name: 'phone.pdf', bytes: await collect(doc) }])).application?.payment_frequency;

  it('a segment filled in a brand\'s blue, a finger\'s height (36 pt), is chosen: "Sole Proprietorship" filled', async () => {
    const doc = phone();
    business(doc);
    doc.font('Helvetica-Bold').fontSize(12).text('Business structure', 18, 240, { lineBreak: false });
    segments(doc, 260, 40, ['Corporation', 'Sole Proprietorship', 'Partnership'], 1, 'fill');
    const r = await parseStatements([{ name: 'phone.pdf', bytes: await collect(doc) }]);
    expect(r.application?.type_of_entity).toBe('sole_proprietorship');
  });

  it('a ring drawn by hand round a 40 pt segment, 44 pt high, picks its word', async () => {
    const doc = phone();
    business(doc);
    doc.font('Helvetica-Bold').fontSize(12).text('Payment schedule', 18, 240, { lineBreak: false });
    segments(doc, 260, 40, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], 2, 'ring');
    expect(await schedule(doc)).toBe('biweekly');
  });

  it('a later step\'s page, "Step 2 of 2" and "Amount requested" its only form words, is read as the form\'s: its segment filled', async () => {
    const doc = phone();
    business(doc);
    doc.addPage({ size: [390, 844], margin: 0 });
    doc.font('Helvetica').fontSize(11).text('Step 2 of 2', 18, 40, { lineBreak: false });
    doc.fontSize(8).text('Amount requested', 30, 110, { lineBreak: false });
    doc.fontSize(13).text('76,000', 30, 124, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(12).text('Payment schedule', 18, 160, { lineBreak: false });
    segments(doc, 180, 28, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], 1, 'fill');
    expect(await schedule(doc)).toBe('weekly');
  });
});

describe('a paper form filled with a phone\'s fill & sign app (issue 36, set 60)', () => {
  it('a hand\'s value larger than the label\'s type, begun over its last letters ("Pizzeria" from "ess:"), is its value', () => {
    const lab8 = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.9);
    const hand = (s: string, x: number, y: number) => item(s, x, y, 'F2', 12, s.length * 5.2);
    const r = read(pageOf([lab8('Legal Business Name:', 40, 120), hand('Copper Pizza Co LLC', 140, 122),
      lab8('Type of Business:', 40, 282), hand('Pizzeria', 98, 283), lab8('# Employees:', 350, 282), hand('39', 393, 284),
      lab8('Owner 1 Name:', 40, 406), hand('Patrick Fitzgerald', 92, 409), lab8('Title:', 380, 406), hand('Owner', 396, 408)]));
    expect([...v(r, 'industry'), ...owners(r).map((o) => o.slice(0, 3)).flat()]).toEqual(['restaurant', 'Patrick', 'Fitzgerald', 'Owner']);
  });

  it('a fillable field\'s box dropped over the label itself ("DBA:" under the start of "Copper Pizza Co") is the label\'s', () => {
    const lab8 = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.9);
    const page = pageOf([lab8('Legal Business Name:', 40, 118), lab8('DBA:', 40, 138), lab8('Federal Tax ID:', 350, 138), lab8('Type of Business:', 40, 282)]);
    const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 13 } });
    page.form!.fields.push(field('legal', 'Copper Pizza Co LLC', 116, 107, 548), field('dba', 'Copper Pizza Co', 45, 128, 311), field('tin', '58-1867818', 410, 128, 560),
      field('industry', 'Pizzeria', 93, 274, 312));
    expect(v(read(page), 'trade_name', 'industry')).toEqual(['Copper Pizza Co', 'restaurant']);
  });
});
