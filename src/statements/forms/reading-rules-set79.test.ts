import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';

// Rules learnt at the seventy-ninth author's two-column forms (issue 36): narrow columns of small captions over ruled
// lines, long values wrapping onto a second ruled line, and owners side by side with their labels set flush right
// down the left; each on a self-made form here.

const read = async (bytes: Uint8Array) => (await parseStatements([{ name: 'set79.pdf', bytes }])).application;

/** A caption in small capitals at (x, y), the value's rule(s) under it, `lines` ruled lines 12 points apart. */
function caption(doc: PDFKit.PDFDocument, x: number, y: number, text: string, lines = 1): void {
  doc.font('Helvetica-Bold').fontSize(6).text(text, x, y, { lineBreak: false });
  for (let k = 1; k <= lines; k++) doc.moveTo(x, y + 9 + 12 * k).lineTo(x + 164, y + 9 + 12 * k).lineWidth(0.5).stroke();
}

describe('a fillable field over two ruled lines (issue 36, set 79)', () => {
  async function form(ruledTwice: boolean): Promise<Uint8Array> {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.initForm();
    doc.font('Helvetica-Bold').fontSize(14).text('BUSINESS CAPITAL APPLICATION', 36, 40, { lineBreak: false });
    const rows: [string, string, string, number][] = [['LEGAL NAME OF BUSINESS', 'legal', 'Powder River Plumbing & Air, LLP', 2],
      ['TYPE OF BUSINESS', 'kind', 'Plumbing and HVAC contractor', 2], ['STREET ADDRESS', 'street', '8182 Reserve Street, Suite 200', 2],
      ['FEDERAL TAX ID', 'ein', '93-1309710', 1], ['AMOUNT REQUESTED', 'amount', '$150,000.00', 1]];
    let y = 80;
    for (const [label, name, value, lines] of rows) {
      const n = ruledTwice ? lines : 1;
      caption(doc, 36, y, label, n);
      // (The field covers its ruled lines: a two-line field's first rule runs through its middle.)
      doc.formText(name, 37, y + 9, 162, 12 * n + 3, { value, ...(lines > 1 ? { multiline: true } : {}) });
      y += 12 * n + 24;
    }
    return collect(doc);
  }
  it('the rule under its first line underlines it, it strikes nothing: the long legal name is read', async () => {
    const a = await read(await form(true));
    expect([a?.legal_name, a?.business_tax_id, a?.requested_amount]).toEqual(['Powder River Plumbing & Air, LLP', '931309710', 150000]);
  });
  it('single-line fields on their rules read as ever', async () => {
    expect((await read(await form(false)))?.legal_name).toBe('Powder River Plumbing & Air, LLP');
  });
});

describe('three columns of captions over their values (issue 36, set 79)', () => {
  it('a caption\'s value is under it, not the next column\'s value under its own caption; a state under "STATE" beside the left column\'s caption', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('BUSINESS CAPITAL APPLICATION', 36, 40, { lineBreak: false });
    const val = (x: number, y: number, t: string) => doc.font('Helvetica').fontSize(9).text(t, x + 1, y + 10, { lineBreak: false });
    caption(doc, 36, 104, 'LEGAL NAME OF BUSINESS'); val(36, 104, 'Powder River Plumbing LLC');
    caption(doc, 224, 104, 'STREET ADDRESS'); val(224, 104, '8182 Reserve St');
    caption(doc, 224, 140, 'CITY'); val(224, 140, 'Las Cruces');
    doc.font('Helvetica-Bold').fontSize(6).text('STATE', 224, 164, { lineBreak: false }).text('ZIP', 303, 164, { lineBreak: false });
    val(224, 164, 'NM'); val(303, 164, '88001');
    caption(doc, 36, 176, 'FORM OF ORGANIZATION'); val(36, 176, 'LLP');
    caption(doc, 224, 188, 'BUSINESS PHONE'); val(224, 188, '(505) 756-8329');
    caption(doc, 36, 200, 'FEDERAL TAX ID'); val(36, 200, '93-1309710');
    caption(doc, 224, 212, 'EMAIL'); val(224, 212, 'office@powderriver.com');
    caption(doc, 36, 224, 'DATE ESTABLISHED'); val(36, 224, 'September 15, 2002');
    const a = await read(await collect(doc));
    expect([a?.business_tax_id, a?.state_region, a?.type_of_entity]).toEqual(['931309710', 'NM', 'llp']);
  });
});

describe('owners side by side, their labels set flush right down the left (issue 36, set 79)', () => {
  it('"Owner 1 | Owner 2" over rows labelled "Full Name", "Title" ... ending just before the first column: two owners', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('BUSINESS FUNDING APPLICATION', 36, 30, { lineBreak: false });
    doc.font('Helvetica').fontSize(8).text('Legal Name:', 36, 50, { lineBreak: false }).fontSize(9).text('Snake River Home Health LLC', 90, 49, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(10).text('OWNER / GUARANTOR DETAILS', 40, 80, { lineBreak: false }).text('Owner 1', 160, 100, { lineBreak: false }).text('Owner 2', 370, 100, { lineBreak: false });
    const rows: [string, string, string][] = [['Full Name', 'Jose Lujan', 'Tamika D. Guidry'], ['Title', 'Member', 'Owner'], ['Percent Owned', '51', '49'],
      ['Social Security No.', '857-81-3369', '367-40-4239'], ['Date of Birth', '03/26/1954', '09/02/1985']];
    rows.forEach(([label, a, b], i) => {
      const y = 114 + 17 * i;
      doc.font('Helvetica').fontSize(8);
      doc.text(label, 152 - doc.widthOfString(label), y + 1, { lineBreak: false });
      doc.fontSize(9).text(a, 159, y, { lineBreak: false }).text(b, 369, y, { lineBreak: false });
    });
    const a = await read(await collect(doc));
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.role, o.ownership, o.tax_id])).toEqual([
      ['Jose', 'Lujan', 'Member', 51, '857813369'], ['Tamika', 'Guidry', 'Owner', 49, '367404239']]);
  });
});

describe('a page of two columns: the business at the left, the owners\' grid at the right (issue 36, set 79)', () => {
  /** Business labels right-aligned against their values at the left; an entity list whose "Other" is checked, the
   *  entity written under it; "Owner 1 | Owner 2" over rows labelled at the left of the right column. */
  async function form(): Promise<Uint8Array> {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('FUNDING APPLICATION', 36, 30, { lineBreak: false });
    const right = (t: string, x: number, y: number) => doc.font('Helvetica').fontSize(7).text(t, x - doc.widthOfString(t), y + 1, { lineBreak: false });
    const val = (t: string, x: number, y: number) => doc.font('Helvetica').fontSize(8).text(t, x, y, { lineBreak: false });
    const biz: [string, string][] = [['Legal Name', 'Delta Bend Freight Lines, P.C.'], ['Address', '9027 Ambassador Caffery Pkwy'], ['City, ST, Zip', 'Laramie, WY 82070'],
      ['Phone', '(307) 682-7255'], ['Fed. Tax ID', '03-9983214'], ['Date Est.', '1/10/01'], ['Industry', 'Long haul trucking'], ['Inc. State', 'DE'],
      ['Monthly Sales', '$239,000'], ['Bank', 'Los Alamos National Bank'], ['Employees', '12'], ['Website', 'www.deltabend.com'], ['Rent', '$4,200']];
    biz.forEach(([l, v], i) => { right(l, 106, 103 + 14 * i); val(v, 112, 103 + 14 * i); });
    ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'Other'].forEach((o, i) => {
      doc.rect(314, 104 + 12 * i, 8, 8).lineWidth(0.6).stroke();
      doc.font('Helvetica').fontSize(7).text(o, 325, 104 + 12 * i, { lineBreak: false });
    });
    doc.font('Helvetica-Bold').fontSize(8).text('X', 315.5, 153, { lineBreak: false });
    val('Professional Corporation', 315, 164);
    doc.font('Helvetica-Bold').fontSize(9).text('Owner 1', 372, 229, { lineBreak: false }).text('Owner 2', 476, 229, { lineBreak: false });
    const rows: [string, string, string][] = [['Name', 'Shelby De Leon', 'Lucia V. Baca'], ['Title', 'President', 'Owner'], ['% Own', '60%', '40%'],
      ['SSN', '313-27-1993', '512-44-4728']];
    rows.forEach(([l, a, b], i) => {
      const y = 243 + 14 * i;
      doc.font('Helvetica').fontSize(7).text(l, 315, y + 1, { lineBreak: false });
      val(a, 371, y); val(b, 475, y);
    });
    return collect(doc);
  }
  it('each owner\'s column read, though the left column\'s lines reach the grid\'s rows', async () => {
    const a = await read(await form());
    expect(a?.applicants?.map((o) => [o.first_name, o.last_name, o.role, o.ownership, o.tax_id])).toEqual([
      ['Shelby', 'De Leon', 'President', 60, '313271993'], ['Lucia', 'Baca', 'Owner', 40, '512444728']]);
  });
  it('"Other" checked, the list\'s last option, the entity written on the line under it', async () => {
    expect((await read(await form()))?.type_of_entity).toBe('professional_corporation');
  });
});

describe('a column of checkbox options under its label, the choice typed as an X (issue 36, set 79)', () => {
  it('"Entity Type" over "[ ] Corporation  [X] S-Corp  [ ] LLC ...": the typed X is no option, the column\'s choice is read', async () => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
    doc.font('Helvetica-Bold').fontSize(14).text('BUSINESS FUNDING APPLICATION', 36, 30, { lineBreak: false });
    doc.font('Helvetica').fontSize(8).text('Legal Name:', 36, 102, { lineBreak: false }).fontSize(9).text('Snake River Home Health Inc', 90, 101, { lineBreak: false });
    doc.font('Helvetica-Bold').fontSize(8).text('Entity Type', 314, 102, { lineBreak: false });
    ['Corporation', 'S-Corp', 'LLC', 'Partnership', 'Sole Proprietor'].forEach((o, i) => {
      doc.rect(314, 115 + 11.5 * i, 8, 8).lineWidth(0.6).stroke();
      doc.font('Helvetica').fontSize(8).text(o, 325, 115 + 11.5 * i, { lineBreak: false });
    });
    doc.font('Helvetica-Bold').fontSize(8).text('X', 315.5, 126.5, { lineBreak: false });
    expect((await read(await collect(doc)))?.type_of_entity).toBe('s_corporation');
  });
});
