// Rules learnt on scans of set 112's forms (issue 36, session of 2026-12-04): pages of OCR words built here, as a
// scan's reading gives them (a caption and what is written after it read as one line of words; empty checkboxes
// read as brackets).
import { describe, expect, it } from 'vitest';
import { readForm } from './reader.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, Rect, TextItem } from '../types.ts';

const word = (str: string, x: number, y: number, w = str.length * 4.6, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.9 });
/** A line of words from x, each word's width by its length. */
const line = (text: string, x: number, y: number) => text.split(' ').map((s) => { const w = word(s, x, y); x += w.w + 3; return w; });
const page = (items: TextItem[], marks: Rect[] = []): PageText => ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks, boxes: [], rules: [] } });
const head = [...line('Business Legal Name', 48, 80), ...line('Big Muddy Comfort Systems LLC', 160, 80)];

describe('a caption and its value read as one line on a scan (issue 36, set 112)', () => {
  it('"Owner1 Dmitri Becker", the number\'s space lost: the owner\'s number captions the name after it', async () => {
    const r = readForm([page([...head, ...line('Owners', 41, 120),
      ...line('Owner1 Dmitri Becker', 48, 140), ...line('Owner2 Marisol Hassan', 318, 140),
      ...line('Title', 48, 160), ...line('Managing Member', 80, 160), ...line('Own', 213, 160), ...line('50%', 235, 160),
      ...line('Title', 318, 160), ...line('Member', 350, 160), ...line('Own', 483, 160), ...line('50%', 505, 160)])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]))
      .toEqual([['Dmitri', 'Becker', 'Managing Member', 50], ['Marisol', 'Hassan', 'Member', 50]]);
  });

  it('a speck before a caption ("7 Owner 1 Dmitri Becker", ") Title Member"): dropped, the caption parted from its value', async () => {
    const r = readForm([page([...head, ...line('Owners', 41, 120),
      ...line('7', 40, 140), ...line('Owner 1', 48, 140), ...line('Dmitri Becker', 85, 140), ...line('Owner 2', 318, 140), ...line('Marisol Hassan', 352, 140),
      ...line('Title', 48, 160), ...line('Managing Member', 80, 160), ...line('Own', 213, 160), ...line('50%', 235, 160),
      word(')', 299, 160, 3.6), word('“Title', 312.5, 160, 19.1), word('Member', 340.9, 160, 33.1), ...line('Own', 483, 160), ...line('50%', 505, 160)])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]))
      .toEqual([['Dmitri', 'Becker', 'Managing Member', 50], ['Marisol', 'Hassan', 'Member', 50]]);
  });

  it('"Owner 1.Name", a speck read as a stop (its heading read poorly, "NNERS"): the label of the name under it', async () => {
    const r = readForm([page([...head, ...line('NNERS', 57, 120), ...line('Owner 1.Name', 46, 140), ...line('Owner 2 Name', 312, 140),
      ...line('Tanner Becker', 50, 156), ...line('Nguyen Garcia-Lopez', 317, 156),
      ...line('Title', 45, 172), ...line('Own %', 176, 172), ...line('Credit Score', 237, 172), ...line('Title', 311, 172), ...line('Own %', 442, 172), ...line('Credit Score', 503, 172),
      ...line('Owner', 50, 186), ...line('25%', 180, 186), ...line('700', 240, 186), ...line('Vice President', 317, 186), ...line('25%', 446, 186), ...line('699', 507, 186)])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value])).toEqual([['Tanner', 'Becker', 'Owner'], ['Nguyen', 'Garcia-Lopez', 'Vice President']]);
  });

  it('"TimeinBusiness 21 yrs" under "DBA": a label run together with its value, no trade name', async () => {
    const r = readForm([page([...head, ...line('DBA', 356, 80), ...line('Federal Tax ID (EIN) 728361809', 48, 106), ...line('TimeinBusiness 21 yrs', 355, 106)])], settingsOf({}));
    expect(r.fields.trade_name?.value ?? null).toBeNull();
    expect(r.fields.business_tax_id?.value).toBe('728361809');
  });

  it('a row of options whose empty boxes read as brackets ("[[]Corporation"), a drawn mark before "LLC": LLC', async () => {
    const r = readForm([page([...head, ...line('Entity', 41, 120), ...line('LLC [[]Corporation [[]S-Corporation [[] Sole Proprietorship [_] Other', 87, 120)],
      [{ x0: 76, y0: 111, x1: 84, y1: 119 }])], settingsOf({}));
    expect(r.fields.type_of_entity?.value).toBe('llc');
  });

  it('"Quner 2 Full Name", an owner\'s label misread with its number in it: the second owner\'s name under it', async () => {
    const r = readForm([page([...head, ...line('OWNER / OFFICER INFORMATION', 41, 120),
      ...line('Owner 1 Full Name', 39, 140), ...line('Title', 228, 140), ...line('Priya Hollis', 45, 154), ...line('CEO', 233, 154),
      ...line('Quner 2 Full Name', 37, 176), ...line('Title', 226, 176), ...line('Gregory Delgado', 49, 190), ...line('CFO', 233, 190)])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value])).toEqual([['Priya', 'Hollis', 'CEO'], ['Gregory', 'Delgado', 'CFO']]);
  });

  it('a band\'s texture read as a long run of letters at no confidence beside a label is no value: the value under it is', async () => {
    const r = readForm([page([...line('Legal Business Name', 40, 80), { ...word('iniissinaiionsonninracconnssanonsemm', 140, 80), conf: 0 },
      ...line('Big Muddy Comfort Systems LLC', 44, 96), ...line('Federal Tax ID 72-8361809', 40, 120)])], settingsOf({}));
    expect(r.fields.legal_name?.value).toBe('Big Muddy Comfort Systems LLC');
  });

  it('a row of captions glued by specks ("» Own% ©). SSN"): each caption its own, the values under them theirs', async () => {
    const r = readForm([page([...head, ...line('Owners', 41, 120),
      ...line('Full Name', 44, 140), ...line('Title', 183, 140), ...line('» Own% ©). SSN', 266, 140), ...line('DOB', 424, 140),
      ...line('Luc Bouchard', 45, 156), ...line('President', 185, 156), ...line('51%', 275, 156), ...line('306-89-2964', 325, 156), ...line('12/2/86', 425, 156)])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.tax_id?.value])).toEqual([['Luc', 'Bouchard', 'President', '306892964']]);
  });

  it('a row of options with a mark typed in one box ("Daily [[] Weekly [X] Bi-Weekly [] Monthly") is read whole: the marked option', async () => {
    const r = readForm([page([...head, ...line('Payment Frequency', 40, 120), ...line('Daily [[] Weekly [X] Bi-Weekly [] Monthly', 135, 120)])], settingsOf({}));
    expect(r.fields.payment_frequency?.value).toBe('biweekly');
  });
});
