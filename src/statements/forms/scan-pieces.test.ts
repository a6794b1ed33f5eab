// A scanned form's words mended and pieced (scan-pieces.ts): OCR's confusions inside figures, labels misread by a
// letter, a value's words parted by a typewriter's wide space, a hand's tall value reaching over its label.
import { describe, expect, it } from 'vitest';
import { fuzzyLabel, mendText } from './scan-pieces.ts';
import { piecesOf } from './pieces.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, TextItem } from '../types.ts';

describe('mendText', () => {
  it.each([
    ['80=7153702', '80-7153702'],          // a dash read as an equals sign inside a figure
    ['8O-7l53702', '80-7153702'],          // letters for digits between digits
    ['s3,614.00', '$3,614.00'],            // a dollar sign read as an S
    ['lvanova', 'Ivanova'],                // a capital I read as a small L before a consonant
    ['Chloe C, Abernathy', 'Chloe C. Abernathy'], // an initial's period read as a comma
    ['Title; Owner', 'Title: Owner'],      // a colon read as a semicolon
    ['(legal):: Victor', '(legal): Victor'],
    ['‘Silver Lake', 'Silver Lake'],       // a speck before a word
    ['16]-56-320)', '161-56-3201'],        // a hand's 1 read as a bracket
    ['$1%', '51%'],                        // ... its 5 as a dollar sign in a share
    ['SO%', '50%'],                        // ... and its 0 as an O
    ['Amount ¢ 150,000', 'Amount $ 150,000'], // a hand's dollar sign read as a cent sign
    ['¢1,500.00', '$1,500.00'],
    ['(888) 901-9742', '(888) 901-9742'],
    ['249-%6-5035', '249-76-5035'],        // a hand's barred 7 read as a percent sign inside a figure ...
    ['$#5,000.00', '$75,000.00'],          // ... as a number sign
    ['19%0', '1970'],
    ['%5%', '75%'],                        // ... at a share's start (its own sign stays)
    ['$75,000,00', '$75,000.00'],          // the cents' point read as a comma
    ['465615t30RC0002', '465615730RC0002'], // a hand's barred 7 read as a t, in a business number with its program id
    ['[y] LLC', '[X] LLC'],                // a checked box read as a letter in brackets: a checked box
    ['(v) Daily', '[X] Daily'],
    ['$24-09-1981', '524-09-1981'],        // a hand's 5 read as a dollar sign before a figure in groups
    ['$2-3860023', '52-3860023'],          // (an EIN)
    ['PRINCIPAL1', 'PRINCIPAL 1'],         // a heading's number run into its word
    ['Har 22, 2008', 'Mar 22, 2008'],      // a month a letter off, a day and a year after it
    ['Jon 22, 2008', 'Jon 22, 2008'],      // (Jan or Jun: left)
    ['Har 22', 'Har 22'],
    ['ISO-6587', 'ISO-6587'],
    ['$1,250.00', '$1,250.00'],            // an amount keeps its sign
  ])('%s -> %s', (from, to) => expect(mendText(from)).toBe(to));

  it('keeps words that are no figures: a unit, a street, a word starting with l', () => {
    for (const t of ['12th Street', 'Suite 1400', 'lobby', 'LLC', 'S Corp', 'Inc.', '25%', '#12', '100%', '1,250,000']) expect(mendText(t)).toBe(t);
  });
});

describe('fuzzyLabel', () => {
  it('reads a label misread by one letter, and leaves values alone', () => {
    expect(fuzzyLabel('Tax LD. No.: 66-2051340')).toBe('Tax ID. No.: 66-2051340');
    // A speck read before a label ("3/ SIN", a header's "NAS / SIN" read in two) is dropped; before a figure it stays.
    expect(fuzzyLabel('3/ SIN')).toBe('SIN');
    expect(fuzzyLabel('3/ 1,200')).toBe('3/ 1,200');
    expect(fuzzyLabel('Legal Narne')).toBe('Legal Name');
    expect(fuzzyLabel('Own’')).toBe('Own%');
    expect(fuzzyLabel('Tite:')).toBe('Title:');
    expect(fuzzyLabel('Propriétaire de limmeuble / Landlotd')).toBe('Propriétaire de limmeuble / Landlord');
    for (const v of ['Phoenix', 'Monthly card sales', 'Funding amount needed']) expect(fuzzyLabel(v)).toBe(v);
    expect(fuzzyLabel('Silver Lake Motors')).toBe('Silver Lake Motors');
    expect(fuzzyLabel('Coffee shop')).toBe('Coffee shop');
    expect(fuzzyLabel('OWNER / OFFICER INFORMATION')).toBe('OWNER / OFFICER INFORMATION'); // a section's heading
    expect(fuzzyLabel('Nc')).toBe('Nc');
    expect(fuzzyLabel('rin')).toBe('rin'); // a state, not "NE" (a Canadian business number's label)
    // A share's figure is no speck before a label: "60 %" is the share, not the "%" heading over it.
    expect(fuzzyLabel('60 %')).toBe('60 %');
    // Any one letter of a label's long word misread, on a short piece; a value's words stay.
    expect(fuzzyLabel('Amount Reauested')).toBe('Amount Requested');
    expect(fuzzyLabel('Date Establisbed')).toBe('Date Established');
    // (A word's capital is no speck: "Preferred" is not "referred", a referral's decoy word.)
    expect(fuzzyLabel('Preferred Repayment')).toBe('Preferred Repayment');
    for (const v of ['Harbour Freight', 'Pioneer Plumbing LLC', 'Carpenter']) expect(fuzzyLabel(v)).toBe(v);
  });
});

/** OCR words as a scanned page gives them (font 'ocr', y the baseline, h the size). */
const word = (str: string, x: number, y: number, w: number, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.9 });

describe('a scan\'s pieces', () => {
  const settings = settingsOf({});
  it('drops a heading\'s capitals read as nonsense after its first word read clearly; keeps a poorly read value', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [
      { ...word('OWNER', 39, 317, 30), conf: 0.93 }, { ...word('/', 72, 317, 4), conf: 0.76 }, { ...word('GFFEGE', 78, 317, 28), conf: 0.26 },
      { ...word('SR', 109, 317, 8), conf: 0.3 }, { ...word('C0', 118, 317, 8), conf: 0.03 },
      { ...word('Priya', 82, 399, 25), conf: 0.36 }, { ...word('Abernathy', 110, 399, 45), conf: 0.2 },
    ] };
    expect(piecesOf(page, settings).map((p) => p.text)).toEqual(['OWNER /', 'Priya Abernathy']);
  });

  it('joins a value\'s words a wide space parted inside its cell; keeps a label apart from its value', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [
      word('Owner', 37, 332, 25, 8), word('Name', 64, 332, 20, 8),
      word('Advance', 200, 332, 30, 8), word('Amount', 232, 332, 28, 8), word('Requested', 268, 332, 32, 8),
      word('Chloe', 37, 349, 25), word('C.', 70, 349, 10), word('Abernathy', 93, 349, 50),
    ], form: { fields: [], marks: [], rules: [], boxes: [{ x0: 34, y0: 324, x1: 153, y1: 356 }] } };
    expect(piecesOf(page, settings).map((p) => p.text)).toEqual(['Owner Name', 'Advance Amount Requested', 'Chloe C. Abernathy']);
  });

  it('a label\'s first word read apart from the rest joins it ("Owner" "name" a line lower): one label', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [
      word('Owner', 37, 281, 22, 9), word('name', 62, 283, 18, 9), word('Andre', 151, 282, 22, 12), word('Silva', 176, 282, 20, 12),
      word('Title', 36, 298, 17, 9), word('Owner', 363, 299, 30, 12),
    ] };
    expect(piecesOf(page, settings).map((p) => p.text).sort()).toEqual(['Andre Silva', 'Owner', 'Owner name', 'Title']);
  });

  it('reads a hand\'s barred 7 read as a t at a digit group\'s end as a 7, another group after it', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [word('15t', 344, 400, 14), word('313', 362, 400, 14), word('628', 380, 400, 14),
      word('1st', 40, 440, 12), word('Avenue', 56, 440, 30)] };
    expect(piecesOf(page, settings).map((p) => p.text)).toEqual(['157 313 628', '1st Avenue']);
  });

  it('a hand\'s value whose box reaches over its label starts under the label', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [
      word('Federal', 36, 138, 20, 8), word('Tax', 58, 138, 10, 8), word('ID', 70, 138, 8, 8),
      word('80-7153702', 41, 151, 56, 16),
    ] };
    const [label, value] = piecesOf(page, settings);
    expect(value!.text).toBe('80-7153702');
    expect(value!.y0).toBeGreaterThanOrEqual(label!.y1);
  });

  it('a caption under a rule whose box OCR started over the rule lies under it (a rule through its box\'s top quarter)', () => {
    const items = [word('Amount', 40, 357, 26, 11), word('Requested', 68, 357, 30, 11), word('$25,000', 42, 371, 33, 13)];
    const plain = piecesOf({ page: 1, width: 612, height: 792, items }, settings);
    const top = plain[0]!.y0 + (plain[0]!.y1 - plain[0]!.y0) * 0.1;
    const rule = { x0: 35, y0: top - 0.5, x1: 576, y1: top + 0.5 };
    const [caption, value] = piecesOf({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: [], rules: [rule], boxes: [] } }, settings);
    expect(caption!.text).toBe('Amount Requested');
    expect(caption!.y0).toBeGreaterThan(rule.y1);
    expect(value!.text).toBe('$25,000');
  });

  it('reads a name\'s numeral read with small Ls as the suffix it is, never a word standing alone', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [word('Harold', 41, 359, 26), word('Buren', 70, 359, 23), word('Ill', 96, 359, 6),
      word('Ill', 300, 400, 8)] };
    expect(piecesOf(page, settings).map((p) => p.text)).toEqual(['Harold Buren III', 'Ill']);
  });

  it('a caption\'s capitals read strictly as one label stay whole; a caption read in two joins ("NUMBER OF" "PAYMENT")', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [word('LEGAL', 34, 76, 12, 7), word('NAME', 48, 76, 18, 7), word('OF', 70, 76, 8, 7), word('BUSINESS', 80, 76, 27, 7),
      word('NUMBER', 463, 232, 22, 9), word('OF', 487, 232, 8, 9), word('PAYMENT', 498, 231, 28, 7)] };
    expect(piecesOf(page, settings).map((p) => p.text)).toEqual(['LEGAL NAME OF BUSINESS', 'NUMBER OF PAYMENT']);
  });

  it('an entity\'s suffix read apart joins its name; options each after its checkbox stay apart', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [word('Oakhollow', 41, 112, 40), word('Plumbing', 84, 112, 38), word('Inc.', 126, 112, 13),
      word('Sole', 104, 212, 18), word('Proprietor', 124, 212, 42), word('Partnership', 180, 212, 48), word('Corporation', 242, 212, 48)],
    form: { fields: [], marks: [], rules: [], boxes: [{ x0: 36, y0: 198, x1: 580, y1: 218 }, { x0: 168, y0: 202, x1: 178, y1: 212 }, { x0: 230, y0: 202, x1: 240, y1: 212 }] } };
    expect(piecesOf(page, settings).map((p) => p.text)).toEqual(['Oakhollow Plumbing Inc.', 'Sole Proprietor', 'Partnership', 'Corporation']);
  });

  it('reads a date\'s month read a letter off, in a piece of its words', () => {
    const page: PageText = { page: 1, width: 612, height: 792, items: [word('Har', 41, 175, 16, 13), word('22,', 60, 175, 12, 13), word('2008', 75, 175, 20, 13)] };
    expect(piecesOf(page, settings).map((p) => p.text)).toEqual(['Mar 22, 2008']);
  });
});
