// Rules learnt on scans of other authors' forms (issue 36, session of 2026-12-01): pages of OCR words built here, as
// a scan's reading gives them (a label and its value read as one line of words).
import { describe, expect, it } from 'vitest';
import { readForm } from './reader.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, TextItem } from '../types.ts';

const word = (str: string, x: number, y: number, w = str.length * 4.6, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.9 });
/** A line of words from x, each word's width by its length. */
const line = (text: string, x: number, y: number) => text.split(' ').map((s) => { const w = word(s, x, y); x += w.w + 3; return w; });
type Box = [number, number, number, number];
const page = (items: TextItem[], boxes: Box[] = []): PageText => ({ page: 1, width: 612, height: 792, items,
  form: { fields: [], marks: [], boxes: boxes.map(([x0, y0, x1, y1]) => ({ x0, y0, x1, y1 })), rules: [] } });

describe('a heading in the right-hand column of a two-column scan (issue 36)', () => {
  it('"PRINCIPAL OWNER 1" between two "label: value" lines is a heading: a pair to its left on the line is no key of them', () => {
    const r = readForm([page([
      ...line('GENERAL', 40, 60), ...line('REQUEST', 330, 60),
      ...line('Company Name: Lakeview Paving, Inc.', 40, 80), ...line('Amount Needed: $60,000', 330, 80),
      ...line('City: Dayton', 40, 100), ...line('State: OH', 130, 100), ...line('Existing Advance: No', 330, 100),
      ...line('Tel: (937) 555-0142', 40, 120), ...line('PRINCIPAL OWNER 1', 330, 120),
      ...line('Web: lakeviewpaving.com', 40, 140), ...line('Name: Teresa Okafor', 330, 140),
      ...line('Federal Tax ID: 31-4417720', 40, 160), ...line('Title: Owner', 330, 160), ...line('Ownership: 100%', 430, 160),
      ...line('Years at location: 6', 40, 180), ...line('SSN: 512-44-7781', 330, 180),
    ])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value, a.tax_id?.value]))
      .toEqual([['Teresa', 'Okafor', 'Owner', 100, '512447781']]);
  });
});

describe('a thousands\' comma read as a semicolon (issue 36)', () => {
  it('"Funding Amount: $125;000" is $125,000, not $125', () => {
    const r = readForm([page([...line('Business Name: Lakeview Paving, Inc.', 40, 80), ...line('Funding Amount: $125;000', 40, 100)])], settingsOf({}));
    expect(r.fields.requested_amount?.value).toBe(125000);
  });
});

describe('a filled round button on a scan (issue 36)', () => {
  it('"(@) S Corporation" among round buttons is the option chosen', () => {
    const r = readForm([page([...line('Business Name: Lakeview Paving, Inc.', 40, 80), ...line('Type of Business Entity', 40, 100),
      ...line('( ) LLC', 50, 115), ...line('(@) S Corporation', 150, 115), ...line('( ) Sole Proprietor', 280, 115)])], settingsOf({}));
    expect(r.fields.type_of_entity?.value).toBe('s_corporation');
  });
});

describe('a name\'s two boxes whose captions a scan lost (issue 36)', () => {
  it('"Principal\'s Name" over "Marisol" and, far along the line, "Quintero-Vale" is one name', () => {
    const r = readForm([page([...line('Business Name: Lakeview Paving, Inc.', 40, 80), ...line('PRINCIPAL INFORMATION', 40, 110), ...line("Principal's Name", 40, 130),
      ...line('Marisol', 45, 148), ...line('Quintero-Vale', 300, 148), ...line('Title', 40, 170), ...line('Managing Member', 45, 188)])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value])).toEqual([['Marisol', 'Quintero-Vale', 'Managing Member']]);
  });
});

describe('a row of cells whose captions a scan cut apart (issue 36)', () => {
  it('"Business Number (BN) / CRA Program Account" beside "Date of", over "712408856 RT0001": the figure under the label is the number', () => {
    // (The words' sizes as a scan measures them: "Business Number" and "Date of" shorter than the rest.)
    const r = readForm([page([...line('Legal Business Name', 41, 99), word('Northwind', 45, 113.8, 40, 9.4), word('Dental', 88, 113.8, 26, 9.4), word('Corp.', 117, 113.8, 20, 9.4),
      word('Business', 41.4, 128.9, 27, 7.2), word('Number', 70.9, 128.9, 23.8, 7.2), word('(BN)', 96.8, 128.9, 13.3, 9.4), word('/', 113, 128.9, 1.4, 9.4),
      word('CRA', 116.3, 128.9, 14, 9.4), word('Program', 132.8, 128.9, 25.2, 9.4), word('Account', 160.6, 128.9, 24.1, 9.4), word('Date', 231.5, 128.9, 13.7, 7.2),
      word('of', 247.7, 128.9, 5, 7.2), word('Incorporation', 255.2, 128.9, 39.2, 9.4), word('/', 296.6, 128.9, 1.8, 9.4), word('Start', 300.6, 128.9, 14, 9.4),
      word('(YYYY-MM-DD)', 317.2, 128.9, 46.8, 9.4), word('Nature', 391.3, 128.9, 19.8, 9.4), word('of', 413.6, 128.9, 5, 9.4), word('Business', 421.2, 128.9, 27, 9.4),
      word('712408856', 44.3, 144, 47.2, 9.4), word('RT0001', 94.7, 143.9, 32.8, 9.4), word('2016-03-09', 234, 143.8, 48.6, 12), word('Dental', 394.6, 143.6, 26, 9.4), word('Office', 423, 143.6, 23, 12)],
    // (Each value in its box under its caption, as the scan found them.)
    [[41, 101.9, 335.2, 118.8], [41, 131.8, 225, 149], [231.1, 131.8, 385.2, 149], [391, 132.1, 567, 149]])], settingsOf({}));
    expect([r.fields.business_tax_id?.value, r.fields.business_tax_id_type?.value]).toEqual(['712408856RT0001', 'BN']);
  });
  it('an owner\'s title read a letter or two short at its cell\'s edge ("resjdent", its i read j) is the title it ends', () => {
    const r = readForm([page([...line('Business Name: Lakeview Paving, Inc.', 40, 80), ...line('OWNERS', 40, 100),
      ...line('Name', 40, 115), ...line('Title', 200, 115), ...line('Ownership %', 300, 115),
      ...line('Ana Duarte', 40, 130), ...line('resjdent', 200, 130), ...line('100%', 300, 130)])], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.role?.value])).toEqual([['Ana', 'President']]);
  });
});

describe('an app\'s menu across its top bar (issue 36)', () => {
  it('"Funders" among "Leads  Contacts  Funders  Reports" heads no decoy: the record under it is read', () => {
    // (Where a scan puts them: the brand and the last item a little taller, "Reports" misread as "RepIorts", which is no word beside it.)
    const r = readForm([page([word('Brokerly', 40, 40, 45, 13), word('Leads', 140, 40, 21, 10), word('Contacts', 173, 40, 32, 10), word('Funders', 218, 40, 30, 10),
      word('RepIorts', 261, 40, 28, 13), word('Coastal', 473, 40, 28, 13), word('Advance', 504, 40, 32, 13), word('Group', 539, 41, 24, 13),
      ...line('LEGAL NAME', 50, 90), ...line('FEDERAL TAX ID', 250, 90), ...line('Harbor Tile Works LLC', 50, 102), ...line('47-2210984', 250, 102),
      ...line('DATE STARTED', 50, 125), ...line('AMOUNT REQUESTED', 250, 125), ...line('03/14/2012', 50, 137), ...line('$55,000', 250, 137)])], settingsOf({}));
    expect([r.fields.legal_name?.value, r.fields.business_tax_id?.value, r.fields.business_start_date?.value, r.fields.requested_amount?.value])
      .toEqual(['Harbor Tile Works LLC', '472210984', '2012-03-14', 55000]);
  });
});
