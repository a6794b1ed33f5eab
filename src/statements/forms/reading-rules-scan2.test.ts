// Rules a careful person applies reading a scanned form's words (scan-pieces.ts, scan-labels.ts): labels misread past
// one letter or run together, a date's spaces lost. Pages of OCR words built here, as a scan's reading gives them.
import { describe, expect, it } from 'vitest';
import { readForm } from './reader.ts';
import { fuzzyLabel, mendText } from './scan-pieces.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, TextItem } from '../types.ts';

const word = (str: string, x: number, y: number, w: number, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.8 });
type Box = [number, number, number, number];
const rect = ([x0, y0, x1, y1]: Box) => ({ x0, y0, x1, y1 });
const page = (items: TextItem[], boxes: Box[] = [], marks: Box[] = [], rules: Box[] = []): PageText => ({ page: 1, width: 612, height: 792, items,
  form: { fields: [], marks: marks.map(rect), boxes: boxes.map(rect), rules: rules.map(rect) } });

describe('a scanned label misread', () => {
  it('reads "Federal Tax 10 (EIN)" as the tax ID\'s label: an ID read as the digits 1 and 0', () => {
    const r = readForm([page([
      word('Legal', 40, 100, 25), word('Name:', 68, 100, 28), word('Harbor', 200, 100, 34), word('Tile', 237, 100, 20), word('LLC', 260, 100, 20),
      word('Federal', 40, 120, 34), word('Tax', 77, 120, 17), word('10', 97, 120, 10), word('(EIN):', 110, 120, 28), word('84-1234567', 200, 120, 50),
    ])], settingsOf({}));
    expect(r.fields.business_tax_id?.value).toBe('841234567');
  });

  it('reads "Federal Tax (0:" as the tax ID\'s label: an ID\'s I read as a bracket, its D as a nought', () => {
    const r = readForm([page([
      word('Federal', 37, 175, 30), word('Tax', 70, 175, 15), word('(0:', 88, 175, 12), word('92-8257234', 104, 175, 44),
    ])], settingsOf({}));
    expect(r.fields.business_tax_id?.value).toBe('928257234');
  });

  it('keeps a letterhead\'s word in capitals no label: a small letter put in it makes no word ("KEYSTOrNE")', () => {
    // (Split where its small letter meets a capital, "KEYSTOr NE", it read as a label's "NE", a Quebec business number.)
    expect(fuzzyLabel('KEYSTONE')).toBe('KEYSTONE');
    expect(fuzzyLabel('LEGAL NAIME')).toBe('LEGAL NAME');
  });

  it('reads a label whose words are misread by two letters ("Fert Name", "Crest Score") as the label they make whole', () => {
    const r = readForm([page([
      word('OWNER', 40, 80, 40), word('INFORMATION', 84, 80, 70),
      word('Fert', 40, 100, 20), word('Name:', 63, 100, 28), word('Carlos', 200, 100, 32),
      word('Last', 40, 120, 20), word('Name:', 63, 120, 28), word('Patel', 200, 120, 26),
      word('Crest', 40, 140, 25), word('Score:', 68, 140, 30), word('712', 200, 140, 18),
    ])], settingsOf({}));
    expect(r.applicants[0]?.first_name?.value).toBe('Carlos');
    expect(r.applicants[0]?.credit_score?.value).toBe(712);
  });

  it('leaves a value of two words near label words alone ("Home Care", "Owner Member")', () => {
    const r = readForm([page([
      word('DBA:', 40, 100, 22), word('Home', 200, 100, 26), word('Care', 229, 100, 22),
      word('OWNER', 40, 130, 40), word('INFORMATION', 84, 130, 70),
      word('Name:', 40, 150, 28), word('Ana', 200, 150, 20), word('Ruiz', 223, 150, 22),
      word('Title:', 40, 170, 26), word('Owner', 200, 170, 30), word('Member', 233, 170, 36),
    ])], settingsOf({}));
    expect(r.fields.trade_name?.value).toBe('Home Care');
    expect(r.applicants[0]?.role?.value).toBe('Owner Member');
  });
});

describe('a scanned date', () => {
  it('reads a written date whose spaces the scan lost ("April27,2000")', () => {
    const r = readForm([page([
      word('Date', 40, 100, 22), word('Established:', 65, 100, 50), word('April27,2000', 200, 100, 58),
    ])], settingsOf({}));
    expect(r.fields.business_start_date?.value).toBe('2000-04-27');
  });
});

describe('a scanned grid of cells', () => {
  it('reads a label\'s bracketed note parted from it by a wide space as the label\'s ("Federal Tax ID (EIN or" "SSN)")', () => {
    // Labels in the cells' top corners, values under them; OCR boxed the closing bracket's word taller.
    const r = readForm([page([
      word('Federal', 33, 152, 19, 9), word('Tax', 54, 152, 9, 9), word('ID', 65.5, 152, 5.4, 9), word('(EIN', 73, 152, 11.5, 9), word('or', 86.4, 152, 5.4, 9),
      word('SSN)', 93.6, 152, 14, 11.9), word('Date', 152, 152, 12, 9), word('Established', 166.7, 152, 30, 9),
      word('64-4405199', 33.5, 161, 45, 9), word('10/16/2021', 153, 161, 40, 9),
    ], [[31, 146, 150, 170], [150, 146, 230, 170]])], settingsOf({}));
    expect(r.fields.business_tax_id?.value).toBe('644405199');
    expect(r.applicants).toEqual([]);
  });

  it('reads the labels of one baseline as one line, left to right, whatever the tops of their boxes', () => {
    // Two owners side by side; the drawing missed the second owner's last name's cell, so its label keeps OCR's box,
    // reaching points over the others' (held in their cells): it is still read after the first owner's labels.
    const r = readForm([page([
      word('OWNER', 34.6, 54, 24, 9), word('/', 60.8, 54, 2, 9), word('GUARANTOR', 64.4, 54, 41, 9), word('1', 108, 54, 2.5, 9),
      word('OWNER', 315.7, 54, 24, 9), word('/', 341.6, 54, 2, 9), word('GUARANTOR', 345.6, 54, 41, 9), word('2', 389, 54, 3, 9),
      word('First', 32.4, 62.6, 10.4, 9), word('Name', 44.6, 62.6, 14.4, 9), word('Last', 168, 62.6, 10, 9), word('Name', 180, 62.6, 14.4, 9),
      word('First', 313.6, 62.6, 10.4, 9), word('Name', 325.8, 62.6, 14.4, 9), word('Last', 449, 62.6, 10, 9), word('Name', 460.8, 62.6, 14.4, 9),
      word('Monique', 33, 75.2, 32, 9), word('Moreau', 168.8, 75.2, 28, 9), word('Eduardo', 314.3, 75.2, 33, 9), word('Haddad', 450, 75.2, 29, 9),
    ], [[30.6, 57.2, 166, 78.8], [166, 57.2, 301.3, 78.8], [311.4, 57.2, 446.8, 78.8]])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value])).toEqual([['Monique', 'Moreau'], ['Eduardo', 'Haddad']]);
  });
});

describe('a scanned checkbox row', () => {
  it('takes a schedule from a payment\'s value only after its amount ("$450 weekly"), not from a row of options read there', () => {
    // "Payment Frequency: [X] Daily [ ] Weekly [ ] Bi-Weekly" read "Payment" (its second word lost), the drawing
    // finding the first box only; the last box's sides read as brackets, the B of Bi as an 8: no amount of 8.
    const r = readForm([page([
      word('Payment:', 36, 304, 30, 10), word('Daily', 119, 304, 15, 10), word('Weekly', 137, 304, 23.5, 10), word('[]8i-Weekly', 163, 304, 40, 10),
    ], [[109.4, 296.6, 116.2, 303.8]], [[109.4, 296.6, 116.2, 303.8]])], settingsOf({}));
    expect(r.fields.payment_frequency?.value).toBe('daily');
  });
});

describe('a scanned comb of digits', () => {
  it('reads a comb\'s dash between its boxes\' sides, read as equals and plus signs, as the dash', () => {
    expect(mendText('020=+=50=+9878')).toBe('020-50-9878');
    const r = readForm([page([
      word('OWNER', 40, 80, 40), word('INFORMATION', 84, 80, 70),
      word('Name:', 40, 100, 28), word('Monique', 200, 100, 36), word('Moreau', 240, 100, 32),
      word('Social', 40, 120, 26), word('Security', 69, 120, 34), word('Number:', 106, 120, 34), word('020=+=50=+9878', 200, 120, 110),
    ])], settingsOf({}));
    expect(r.applicants[0]?.tax_id?.value).toBe('020509878');
  });
});

describe('a scanned grid whose cells\' sides were partly lost', () => {
  it('reads a value standing right after its label in its row, not the next row\'s cell under it as a header row would', () => {
    // Label cells and value cells side by side; the drawing lost the left column's value cells (their sides faint),
    // so the first row looked like a row of three cells, two of them labels: a table's header row.
    const r = readForm([page([
      word('Amount', 36, 248, 28, 11), word('Requested', 66, 248, 27, 11), word('$187,500', 130, 248, 34, 11),
      word('Number', 314, 248, 25, 11), word('of', 341, 248, 6, 11), word('Payments', 349, 248, 27, 11), word('90', 407, 248, 9, 11),
      word('UseofFunds', 38, 264, 37, 11), word('Payroll', 128, 264, 27, 11),
      word('Poymer', 314, 264, 24, 11), word('Ameuet', 341, 264, 24, 11), word('$2,892.38', 407, 264, 35, 11),
    ], [[35, 235.2, 126.2, 251], [313, 235.2, 404.2, 251], [404.2, 235.2, 582.2, 251], [35, 251, 126.2, 266.9], [313, 251, 404.2, 266.9], [404.2, 251, 582.2, 266.9]])], settingsOf({}));
    expect(r.fields.number_of_payments?.value).toBe(90);
  });
});

describe('a scanned value of two words', () => {
  it('joins a name\'s words a wide space parted though one hangs a letter under the line ("Magnolia" "Flowers")', () => {
    // Labels over rules, values on them; OCR boxed "Magnolia" (its g) taller than "Flowers", and read them apart.
    const r = readForm([page([
      word('Business', 34, 166.7, 24, 10.4), word('Legal', 60, 166.7, 14, 10.4), word('Name', 76, 166.7, 15, 10.4),
      word('DBA', 333, 166.7, 12.6, 10.4), word('/', 345, 166.7, 4, 10.4), word('Trade', 351, 166.7, 14.8, 10.4), word('Name', 368, 166.7, 14.8, 10.4),
      word('Heather', 35, 178.5, 36, 8.3), word('Alvarez', 74, 178.5, 40, 8.3),
      word('Magnolia', 333.7, 178.5, 42.8, 10.4), word('Flowers', 382.7, 178.6, 36.7, 8.3),
    ])], settingsOf({}));
    expect(r.fields.trade_name?.value).toBe('Magnolia Flowers');
  });
});

describe('a scanned owners\' section', () => {
  it('takes no table header\'s words for an owner\'s name ("(Own (SSN": "% Own | SSN" read together)', () => {
    // A header's cells read as the value of the "Owner Name" before them (the header white on a dark band, read
    // poorly): a bracket opens each of its words, no name does.
    const r = readForm([page([
      word('OWNER', 40, 80, 40), word('INFORMATION', 84, 80, 70),
      word('Owner', 40, 100, 26), word('Name:', 69, 100, 26), word('(Own', 200, 100, 22), word('(SSN', 226, 100, 20),
      word('Title:', 40, 120, 26), word('President', 200, 120, 40),
    ])], settingsOf({}));
    expect(r.applicants.map((a) => a.first_name?.value ?? null)).not.toContain('(Own');
  });

  it('reads no share from a heading\'s bracketed note ("OWNERSHIP" "INFORMATION (ALL OWNERS OF 20% OR MORE)")', () => {
    // The heading read in two pieces (a scan's speck of a rule under its first word): its first word is a share's label.
    const line = (y: number, ws: [string, number, number][]) => ws.map(([t, x, w]) => word(t, x, y, w, 10.4));
    const r = readForm([page([
      ...line(353.6, [['OWNERSHIP', 182.9, 49], ['INFORMATION', 234, 58.7], ['(ALL', 294.8, 18.7], ['OWNERS', 315.7, 34.9], ['OF', 353.2, 10.8], ['20%', 366.1, 15.5], ['OR', 384.1, 11.9], ['MORE)', 398.5, 27]]),
      ...line(366.7, [['PRINCIPAL', 32.4, 43.2], ['OWNER', 78.1, 30.2], ['#1', 110.9, 6.8]]),
      ...line(375.6, [['First', 32.4, 11.2], ['Name', 46.1, 14.8], ['Last', 222.8, 10.8], ['Name', 235.4, 15.1], ['Title', 384.5, 14.4], ['%', 505.8, 4.3], ['Ownership', 512.3, 28.8]]),
      ...line(386.8, [['Daniel', 33.5, 31.3], ['Kim', 223.9, 15.8], ['CEO', 387, 15.8], ['80%', 507.2, 14.4]]),
    ], [], [], [[122, 366.5, 576.4, 367.6], [33.1, 386.3, 65.2, 387], [385.6, 391, 572.4, 392], [31.7, 391.3, 382, 392.4], [154.1, 344.9, 193.3, 345.2],
      [233.3, 344.9, 275, 345.2], [288.4, 344.9, 576.4, 345.2], [45.7, 356.8, 257.4, 357.1], [291.2, 356.8, 324.7, 357.1]])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.ownership?.value])).toEqual([['Daniel', 'Kim', 80]]);
  });

  it('keeps a share printed in brackets after words ("Member (30%)")', () => {
    const r = readForm([page([
      word('OWNER', 40, 80, 40), word('INFORMATION', 84, 80, 70),
      word('Name:', 40, 100, 26), word('Ana', 200, 100, 20), word('Ruiz', 223, 100, 22),
      word('Ownership:', 40, 120, 44), word('Member', 200, 120, 34), word('(30%)', 237, 120, 24),
    ])], settingsOf({}));
    expect(r.applicants[0]?.ownership?.value).toBe(30);
  });
});
