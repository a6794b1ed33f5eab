import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';
import { joinCombs } from './combs.ts';
import type { Piece } from './pieces.ts';

// Rules learnt on the twelfth to fourteenth independent authors' brokers (issue 36), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
const pageOf = (items: TextItem[], form: { rules?: Rect[]; boxes?: Rect[]; fields?: unknown[] } = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: form.fields ?? [], marks: [], rules: form.rules ?? [], boxes: form.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]);
const across = (y: number, x0 = 58, x1 = 578): Rect => ({ x0, y0: y, x1, y1: y });

describe('a printed spreadsheet (issue 36)', () => {
  it('row numbers and column letters are its frame; a label alone in its cell has its value under the cell; a band in capitals heads', () => {
    const rows = [62, 76, 91, 105, 120, 134, 149, 163].map((y, i) => item(String(i + 1), 52, y));
    const r = read(pageOf([...['A', 'B', 'C', 'D', 'E'].map((c, i) => item(c, 89 + 64 * i, 48)), ...rows,
      item('BUSINESS INFORMATION', 61, 76, 'F2'), item('Legal Business Name', 60, 91, 'F1', 7), item('DBA', 320, 91, 'F1', 7),
      item('Northgate Services PLLC', 60, 105, 'F3', 9), item('Ironwood Florist', 320, 105, 'F3', 9),
      item('OWNERS / GUARANTORS', 61, 134, 'F2'), item('First Name', 60, 149, 'F1', 7), item('Last Name', 126, 149, 'F1', 7), item('Title', 192, 149, 'F1', 7),
      item('% Owned', 256, 149, 'F1', 7), item('SSN', 320, 149, 'F1', 7),
      item('Nadia', 60, 163, 'F3', 9), item('Fitzgerald', 126, 163, 'F3', 9), item('Member', 192, 163, 'F3', 9), item('60%', 256, 163, 'F3', 9), item('287-64-8762', 320, 163, 'F3', 9)],
    { rules: [66, 81, 96, 110, 124, 139, 153, 167].map((y) => across(y)),
      boxes: [{ x0: 58, y0: 66, x1: 578, y1: 81 }, { x0: 58, y0: 81, x1: 318, y1: 96 }, { x0: 318, y0: 81, x1: 578, y1: 96 }, { x0: 58, y0: 124, x1: 578, y1: 139 }] }));
    expect([r.fields.legal_name?.value, r.fields.trade_name?.value]).toEqual(['Northgate Services PLLC', 'Ironwood Florist']);
    expect(owners(r)).toEqual([['Nadia', 'Fitzgerald', 'Member', 60]]);
  });
});

describe('owners (issue 36)', () => {
  it('an owners\' table headed in two languages, one line under the other, and a narrow column\'s label close after the one before', () => {
    const r = read(pageOf([item('OWNERS / PROPRIÉTAIRES', 40, 300, 'F2'),
      item('Full Name', 44, 320), item('Title', 170, 320), item('% Owned', 242, 320), item('SIN', 288, 320), item('Credit Score', 426, 320), item('Home Province', 474, 320),
      item('Nom complet', 44, 329, 'F4', 6), item('Titre', 170, 329, 'F4', 6), item('% détenu', 242, 329, 'F4', 6), item('NAS', 288, 329, 'F4', 6), item('Pointage', 426, 329, 'F4', 6),
      item('Yolanda De La Cruz', 44, 345, 'F3'), item('Managing Member', 170, 345, 'F3'), item('50%', 242, 345, 'F3'), item('259-240-877', 288, 345, 'F3'), item('768', 426, 345, 'F3'), item('Ontario', 474, 345, 'F3')]));
    expect(owners(r)).toEqual([['Yolanda', 'De La Cruz', 'Managing Member', 50]]);
    expect(r.applicants[0]!.credit_score?.value).toBe(768);
  });

  it('a row of captions each hanging from a rule of its own with a value on it: the values over them, on a page of labels over values', () => {
    const values = (y: number, v: string[]) => [62, 212, 292, 332].map((x, i) => item(v[i]!, x + 2, y, 'F3', 10));
    const captions = (y: number) => [item('Name', 62, y, 'F1', 6), item('Title', 212, y, 'F1', 6), item('Share', 292, y, 'F1', 6), item('SSN', 332, y, 'F1', 6)];
    const rules = (y: number) => [[62, 209], [212, 289], [292, 329], [332, 409]].map(([x0, x1]) => ({ x0: x0!, y0: y, x1: x1!, y1: y }));
    const r = read(pageOf([item('C. ABOUT THE OWNERS', 40, 460, 'F2'),
      item('C1. Who is owner 1? Give name, title, share and SSN.', 40, 480), ...values(500, ['Tomasz van der Berg', 'President', '34%', '128-71-1174']), ...captions(510),
      item('C2. Who is owner 2? Give name, title, share and SSN.', 40, 522), ...values(542, ['Kwame D. Haddad', 'Owner', '33%', '616-58-8754']), ...captions(552),
      item('D. OTHER', 40, 575, 'F2')], { rules: [...rules(504), ...rules(546)] }));
    expect(owners(r)).toEqual([['Tomasz', 'van der Berg', 'President', 34], ['Kwame', 'Haddad', 'Owner', 33]]);
  });

  it('"Owner 1: name" under its value; a title that is an owners\' word ("Partner") under its label is a title, no heading', () => {
    const r = read(pageOf([item('Owners (everyone with 20% or more)', 50, 50, 'F2'), item('Owner 1 of 2', 50, 70, 'F2'),
      item('First name', 52, 90), item('Last name', 312, 90), item('Elena', 52, 104, 'F3'), item('Castillo', 312, 104, 'F3'),
      item('Job title', 52, 124), item('Percentage of ownership', 312, 124), item('Partner', 52, 138, 'F3'), item('25%', 312, 138, 'F3'),
      item('Owner 2 of 2', 50, 170, 'F2'), item('First name', 52, 190), item('Last name', 312, 190), item('Nadia', 52, 204, 'F3'), item('Moreau', 312, 204, 'F3'),
      item('Job title', 52, 224), item('Social Security Number', 312, 224), item('CEO', 52, 238, 'F3'), item('XXX-XX-7004', 312, 238, 'F3')]));
    expect(owners(r)).toEqual([['Elena', 'Castillo', 'Partner', 25], ['Nadia', 'Moreau', 'CEO', undefined]]);
    // (Its values on their lines, a caption under each: a page of labels under their values.)
    const caption = read(pageOf([item('OWNERS', 40, 270, 'F2'), item('Daniel Alvarez-Reyes', 42, 292, 'F3', 10), item('owner 1: name', 40, 303, 'F1', 6),
      item('Partner', 244, 292, 'F3', 10), item('title', 242, 303, 'F1', 6), item('30%', 356, 292, 'F3', 10), item('% owned', 354, 303, 'F1', 6)],
    { rules: [{ x0: 40, y0: 296, x1: 220, y1: 296 }, { x0: 242, y0: 296, x1: 330, y1: 296 }, { x0: 354, y0: 296, x1: 400, y1: 296 }] }));
    expect(owners(caption)).toEqual([['Daniel', 'Alvarez-Reyes', 'Partner', 30]]);
  });
});

describe('values in boxes (issue 36)', () => {
  const piece = (text: string, x0: number, y = 140, w = 6): Piece => ({ page: 1, text, words: [{ text, x0, x1: x0 + w }], x0, x1: x0 + w, y0: y - 10, y1: y + 2, source: 'text' });
  const sides = (x0: number, n: number, pitch: number) => Array.from({ length: n + 1 }, (_, i) => ({ x: x0 + i * pitch, y0: 128, y1: 146 }));
  it('a comb whose separators sit in boxes of their own, boxes twice a digit wide or more', () => {
    const ssn = [...'201-79-0162'].map((c, i) => piece(c, 65 + 12 * i));
    expect(joinCombs(ssn, sides(62, 11, 12)).map((p) => p.text)).toEqual(['201-79-0162']);
    const date = [...'04/02/2006'].map((c, i) => piece(c, 316 + 14 * i));
    expect(joinCombs(date, sides(312, 10, 14)).map((p) => p.text)).toEqual(['04/02/2006']);
    // Two fillable fields side by side hold two values.
    const fields = [{ ...piece('40', 137, 330, 60), source: 'field' as const }, { ...piece('35', 200, 330, 60), source: 'field' as const }];
    expect(joinCombs(fields, [...sides(137, 1, 60), ...sides(200, 1, 60)].map((s) => ({ ...s, y0: 318, y1: 334 }))).map((p) => p.text)).toEqual(['40', '35']);
  });

  it('a Business Number with its program account in boxes after it; "Reference" under a box is a caption, not a heading', () => {
    const r = read(pageOf([item('1. BUSINESS / ENTREPRISE', 30, 110, 'F2'), item('Business Number (BN) / Numéro d\'entreprise', 34, 134, 'F1', 6),
      item('7 3 4 7 0 0 1 3 1', 34, 150, 'F3', 10), item('R', 118, 150, 'F3', 10), item('C', 130, 150, 'F3', 10), item('0003', 152, 150, 'F3', 10),
      item('9 digits / chiffres', 30, 160, 'F1', 5), item('Program', 115, 160, 'F1', 5), item('Reference', 151, 160, 'F1', 5),
      item('Province', 398, 170, 'F1', 6), item('BC', 400, 184, 'F3', 10)]));
    expect([r.fields.business_tax_id?.value, r.fields.state_region?.value]).toEqual(['734700131RC0003', 'BC']);
  });

  it('an option circled at the end of its row\'s label, run into it ("Payment period (circle one):DAILY")', () => {
    const page = pageOf([item('REQUEST', 40, 200, 'F2'), item('Payment period (circle one):DAILY', 40, 255), item('WEEKLY', 205, 255), item('MONTHLY', 300, 255)]);
    (page.form as unknown as { rings: Rect[] }).rings = [{ x0: 155, y0: 245, x1: 182, y1: 259 }];
    expect(read(page).fields.payment_frequency?.value).toBe('daily');
  });

  it('a label printed over a framed box of its own reads what is written in the box', () => {
    const r = read(pageOf([item('II. FINANCING SOUGHT', 294, 66, 'F2'), item('Amount requested (in words and figures)', 294, 84, 'F1', 7),
      item('Two hundred seventy thousand dollars ($270,000.00)', 298, 112, 'F3')], { boxes: [{ x0: 293, y0: 87, x1: 527, y1: 119 }] }));
    expect(r.fields.requested_amount?.value).toBe(270000);
  });
});

describe('wordings and layouts (issue 36)', () => {
  it('questions worded as sentences, each answered on the line under it', () => {
    const q = (n: string, text: string, y: number, answer: string) => [item(n, 40, y), item(text, 62, y), item(answer, 64, y + 14, 'F3', 10)];
    const r = read(pageOf([item('A. ABOUT THE BUSINESS', 40, 70, 'F2'),
      ...q('A1.', 'What is the full legal name of the business, exactly as on its tax return?', 90, 'Bramble Enterprises, Inc.'),
      ...q('A2.', 'Does it trade under another name (DBA)? If so, which?', 120, 'Juniper Kitchen'),
      ...q('A3.', 'On what date did the business start?', 150, '6/20/09'),
      item('B. ABOUT THE REQUEST', 40, 190, 'F2'),
      ...q('B1.', 'How often would you remit (daily, weekly, bi-weekly or monthly)?', 210, 'Daily'),
      ...q('B2.', 'What amount per remittance did your broker quote?', 240, '$2,634.80')]));
    expect([r.fields.legal_name?.value, r.fields.trade_name?.value, r.fields.business_start_date?.value, r.fields.payment_frequency?.value, r.fields.requested_payment?.value])
      .toEqual(['Bramble Enterprises, Inc.', 'Juniper Kitchen', '2009-06-20', 'daily', 2634.8]);
  });

  it('the broker\'s own EIN among its contact details in the letterhead is not the merchant\'s', () => {
    // (Right-aligned, as a letterhead's contact lines are.)
    const right = (str: string, y: number) => item(str, 579 - str.length * 4.2, y, 'F1', 6);
    const r = read(pageOf([item('BLUEWATER', 40, 40, 'F2', 20), right('774 Wall Street, Suite 1405', 74), right('Hackensack, NJ 07601', 83),
      right('Tel (467) 575-1847 Fax (688) 848-0178', 92), right('submissions@bluewaterfunding.com', 100), right('EIN 46-5633101', 108),
      item('Section A - Business', 30, 88, 'F2', 10), item('Business Legal Name', 32, 120, 'F1', 6), item('Silver Maple Plumbing, Inc.', 33, 132, 'F3', 10),
      item('Tax ID (EIN or SSN)', 32, 168, 'F1', 6), item('27-4255688', 33, 180, 'F3', 10)]));
    expect(r.fields.business_tax_id?.value).toBe('274255688');
  });

  it('a heading in a sidebar panel heads that panel only', () => {
    const r = read(pageOf([item('KEYSTONE', 14, 40, 'F2', 14), item('BROKER EIN', 14, 218, 'F4', 6), item('83-8165881', 14, 228, 'F4', 7), item('ISO #', 14, 237, 'F4', 6), item('ISO-04091', 14, 247, 'F4', 7),
      item('MERCHANT INFORMATION', 170, 72, 'F2', 8), item('Business Legal Name:', 166, 90), item('CEDAR POINT GROOMING, INC.', 262, 90, 'F3', 9),
      item('FUNDING REQUEST', 170, 227, 'F2', 8), item('Amount Requested:', 166, 245), item('$115,000', 250, 244, 'F3', 9)],
    { boxes: [{ x0: 0, y0: 0, x1: 150, y1: 792 }] }));
    expect([r.fields.legal_name?.value, r.fields.requested_amount?.value]).toEqual(['CEDAR POINT GROOMING, INC.', 115000]);
  });

  it('small captions worded like labels among larger headings are labels; "Payment Amount" asks for money beside "Average Monthly Revenue"', () => {
    const r = read(pageOf([item('BUSINESS', 48, 80, 'F2', 9), item('LEGAL NAME OF BUSINESS', 50, 97, 'F1', 5), item('Silverline Associates, Corp.', 51, 112, 'F3', 8),
      item('FUNDING REQUEST', 48, 254, 'F2', 9), item('REQUESTED FUNDING AMOUNT', 50, 272, 'F1', 5), item('REQUESTED PAYMENT', 200, 272, 'F1', 5),
      item('$480,000.00', 51, 287, 'F3', 8), item('OWNER 1', 48, 337, 'F2', 9),
      item('Payment Amount', 315, 400), item('Average Monthly Revenue', 431, 400), item('$18,228.08', 317, 414, 'F3', 9), item('$62,330', 433, 414, 'F3', 9)]));
    expect([r.fields.requested_amount?.value, r.fields.requested_payment?.value, r.fields.payment_frequency?.value ?? null]).toEqual([480000, 18228.08, null]);
  });

  it('a label\'s other language in smaller type under it is the label\'s; a hand\'s value written up against its label\'s foot is under it', () => {
    const r = read(pageOf([item('BUSINESS / ENTREPRISE', 38, 60, 'F2'), item('Type of Business', 38, 80, 'F1', 7), item('Genre d\'entreprise', 38, 87, 'F4', 5.5),
      item('Tire shop', 40, 100, 'F3', 9), item('Tax ID Number', 44, 137, 'F1', 9), item('84-2505839', 46, 145, 'F5', 12)]));
    expect([r.fields.industry?.value, r.fields.business_tax_id?.value]).toEqual(['auto_repair', '842505839']);
  });
});
