import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';
import { sectionOf } from './section-of.ts';
import { frequency } from './marks.ts';
import { taxId } from './values.ts';

// Sets 127, 128 and 131: busy forms' abbreviations and codes, and values a hand puts where a person still reads them.

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });
/** A dark band across a column with its heading in white, as busy forms head their sections. */
function band(doc: Doc, s: string, x: number, y: number, w: number): void {
  doc.rect(x, y, w, 9).fill('#111');
  doc.fillColor('white').font('Helvetica-Bold').fontSize(7).text(s, x + 3, y + 1.5, { lineBreak: false });
}
/** The rest of a merchant application a reader tells the kind of a document by: a tax ID, an owner's SSN, a signature. */
function signs(doc: Doc): void {
  t(doc, 'Fed TIN', 20, 600); t(doc, '51-0457005', 60, 598, 'Courier', 8);
  t(doc, 'By signing, each owner/guarantor certifies the info above is true and authorizes credit reports.', 20, 640, 'Helvetica', 6);
  t(doc, 'Owner Signature ______________________   Date ________', 20, 670);
}
const rule = (doc: Doc, x0: number, x1: number, y: number) => doc.moveTo(x0, y).lineTo(x1, y).lineWidth(0.6).stroke('black');

describe('sets 127, 128, 131: abbreviations, codes, and values off their usual place', () => {
  it('abbreviated headings and labels name their sections and fields', () => {
    expect(sectionOf('SEC. 2 - FUNDING REQ. / EXISTING POSITIONS')).toBe('funding');
    expect(sectionOf('SEC. 3 - OWNER(S) / GUARANTOR(S) - list all w/ 20%+')).toBe('owner');
    expect(sectionOf('SEC. 4 - BANK / TRADE REFS')).toBe('decoy');
    expect(sectionOf('BUS. INFO')).toBe('business');
    expect(sectionOf('Section C - Ownership')).toBe('owner');
    expect(labelOf('Own. 1 Nm')?.field).toBe('owner_name');
    expect(labelOf('Nm')?.field).toBe('owner_name');
    expect(labelOf('NM')).toBeNull();
    expect(labelOf('Own. %')?.field).toBe('owner_ownership');
    expect(labelOf('Ent.:')?.field).toBe('type_of_entity');
  });

  it('a schedule said as people say it (set 132): every business day, M-F, every other week', () => {
    expect(['every business day', 'Each banking day', 'M-F', 'Mon-Fri', 'Monday through Friday', 'Business days', 'every other week', 'Fortnightly']
      .map(frequency)).toEqual(['daily', 'daily', 'daily', 'daily', 'daily', 'daily', 'biweekly', 'biweekly']);
    // (Not a sentence that names business days, nor office hours.)
    expect([frequency('Funds are sent within 2 business days.'), frequency('Mon-Fri 9am-5pm')]).toEqual([null, null]);
  });

  it('an EIN\'s two groups parted by a space alone are the EIN\'s shape, under a label asking "EIN / SSN" (set 132)', () => {
    expect(taxId('47 0075708', 'Federal Tax ID (EIN / SSN)')).toEqual({ value: '470075708', type: 'EIN', country: 'US' });
    expect(taxId('343 32 4573', 'Federal Tax ID (EIN / SSN)')?.type).toBe('SSN');
  });

  it('a request under a heading naming the positions beside it, "FUNDING REQ. / EXISTING POSITIONS", is read', async () => {
    const doc = page();
    t(doc, 'QuickLane Capital - Merchant Application', 20, 20, 'Helvetica-Bold', 12);
    band(doc, 'SEC. 1 - BUSINESS INFO', 20, 40, 560);
    t(doc, 'Bus. Legal Nm', 22, 52, 'Helvetica', 6); t(doc, 'Lone Star Home Care L.L.C.', 24, 60, 'Courier', 8);
    band(doc, 'SEC. 2 - FUNDING REQ. / EXISTING POSITIONS', 20, 80, 560);
    t(doc, 'Amt Req.', 22, 92, 'Helvetica', 6); t(doc, '$285,000.00', 24, 100, 'Courier', 8);
    t(doc, 'Prior MCA bal.', 300, 92, 'Helvetica', 6); t(doc, '$18,000.00', 302, 100, 'Courier', 8);
    band(doc, 'SEC. 3 - OWNER(S) / GUARANTOR(S) - list all w/ 20%+', 20, 120, 560);
    t(doc, 'Own. 1 Nm', 22, 132, 'Helvetica', 6); t(doc, 'Harpreet Whitfield', 24, 140, 'Courier', 8);
    t(doc, 'Own %', 300, 132, 'Helvetica', 6); t(doc, '60', 302, 140, 'Courier', 8);
    signs(doc);
    const app = await read(doc);
    expect(app?.requested_amount).toBe(285000);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Harpreet', 'Whitfield', 60]]);
  });

  it('a code ticked or ringed in a row of codes is read through the key printed under the row ("C" with "C=C Corp")', async () => {
    for (const how of ['tick', 'ring'] as const) {
      const doc = page();
      t(doc, 'FIVE BOROUGHS BIZ FUNDING - Merchant Application', 20, 20, 'Helvetica-Bold', 12);
      t(doc, 'Bus. Legal Nm', 20, 50); t(doc, 'Sunrise Coffee Co', 70, 48, 'Courier', 9);
      t(doc, 'St', 200, 50); t(doc, 'VA', 212, 48, 'Courier', 9);
      t(doc, 'Ent.:', 20, 70, 'Helvetica-Bold', 7);
      const codes = ['LLC', 'C', 'S', 'P', 'SP'];
      codes.forEach((c, i) => { doc.rect(40 + i * 22, 70, 6, 6).lineWidth(0.5).stroke('black'); t(doc, c, 48 + i * 22, 70, 'Helvetica', 7); });
      if (how === 'tick') t(doc, 'X', 63.5, 70.5, 'Helvetica', 6);
      else doc.ellipse(65.5 + 4, 73, 7, 6.5).lineWidth(0.8).stroke('#1a2a6c');
      t(doc, 'LLC=Ltd Liab Co C=C Corp S=S Corp P=Partnership SP=Sole Prop', 20, 79, 'Helvetica', 4.5);
      signs(doc);
      const app = await read(doc);
      expect(app?.type_of_entity, how).toBe('c_corporation');
    }
  });

  it('a broker\'s number answered on its line, "ISO #  ISO-9985", heads no section: the request under it is read', async () => {
    const doc = page();
    t(doc, 'FIVE BOROUGHS BIZ FUNDING - Merchant Intake Sheet', 20, 12, 'Helvetica-Bold', 12);
    t(doc, 'ISO Rep', 20, 38); t(doc, 'Aisha Van der Berg', 48, 36, 'Courier', 8);
    t(doc, 'ISO #', 401, 38); t(doc, 'ISO-9985', 421, 36, 'Courier', 8);
    band(doc, 'BUS. INFO', 20, 52, 180); band(doc, 'DEAL / POSITIONS / BANK', 406, 52, 180);
    t(doc, 'Bus. Legal Nm', 20, 64, 'Helvetica', 6.5); t(doc, 'Sunrise Coffee Co Corporation', 66, 62, 'Courier', 8);
    t(doc, 'Amt Req.', 406, 64, 'Helvetica', 6.5); t(doc, '$185,000', 437, 62, 'Courier', 8);
    signs(doc);
    const app = await read(doc);
    expect([app?.legal_name, app?.requested_amount]).toEqual(['Sunrise Coffee Co Corporation', 185000]);
  });

  it('a value written across its caption is the caption\'s; a word run over a tax ID\'s caption is not its value', async () => {
    const doc = page();
    t(doc, 'Bluewater Capital Partners - Merchant Application', 36, 20, 'Helvetica-Bold', 12);
    doc.rect(36, 50, 320, 22).lineWidth(0.6).stroke('black'); doc.rect(356, 50, 200, 22).stroke('black');
    t(doc, 'Business Legal Name', 39, 52, 'Helvetica', 6); t(doc, 'DBA (if any)', 359, 52, 'Helvetica', 6);
    t(doc, 'Northgate Brothers LLC', 40, 52, 'Times-Italic', 12);
    doc.rect(36, 72, 320, 22).stroke('black'); doc.rect(356, 72, 200, 22).stroke('black');
    t(doc, 'Type of Business / Industry', 359, 74, 'Helvetica', 6); t(doc, 'Trucking - dump truck', 362, 75, 'Times-Italic', 12);
    // (On a ruled page, a hand's industry run up from the line under into the tax ID's caption: the tax ID is the one
    // written after its caption.)
    t(doc, 'Fed. Tax ID (EIN):', 426, 130, 'Helvetica', 8); t(doc, '80-0958151', 501, 134, 'Times-Italic', 11); rule(doc, 498, 576, 139);
    t(doc, 'Landscaping &', 420, 135, 'Times-Italic', 11);
    t(doc, 'Industry:', 380, 150, 'Helvetica', 8); rule(doc, 418, 576, 159);
    const app = await read(doc);
    expect([app?.legal_name, app?.business_tax_id ?? null]).toEqual(['Northgate Brothers LLC', '800958151']);
  });

  it('a value written high into the band over its empty line is the line\'s; one past the next label on the line is not', async () => {
    const doc = page();
    t(doc, 'APPLICATION FOR BUSINESS FINANCING', 36, 20, 'Helvetica-Bold', 12);
    t(doc, 'Legal name of business:', 36, 60, 'Helvetica', 8); rule(doc, 120, 360, 69);
    t(doc, 'Harbor Brothers Inc.', 124, 56, 'Times-Italic', 11);
    t(doc, 'Operating name (O/A):', 376, 60, 'Helvetica', 8); rule(doc, 455, 576, 69);
    t(doc, 'Apex Roofing', 458, 42, 'Times-Italic', 11);
    doc.rect(36, 40, 540, 10).fill('#a51c30'); // the section's band, drawn over the value's top
    doc.fillColor('white').font('Helvetica-Bold').fontSize(8).text('1. COMPANY', 41, 41.5, { lineBreak: false });
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name]).toEqual(['Harbor Brothers Inc.', 'Apex Roofing']);
  });

  it('a value over its caption at its box\'s foot is the box\'s though its letters drop over the caption\'s top', async () => {
    const doc = page();
    t(doc, 'Quarry Street Funding - Merchant Application', 30, 20, 'Helvetica-Bold', 12);
    doc.rect(50, 50, 240, 22).lineWidth(0.6).stroke('black'); doc.rect(293, 50, 186, 22).stroke('black');
    t(doc, 'Prairie Wind Animal Care Corp.', 63, 52.5, 'Times-Italic', 13);
    t(doc, 'Granite Animal Care', 297, 53.5, 'Times-Italic', 13);
    t(doc, 'BUSINESS LEGAL NAME (AS SHOWN ON TAX RETURN)', 52, 64, 'Helvetica', 5.5); t(doc, 'TRADE NAME / D/B/A', 295, 64, 'Helvetica', 5.5);
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name]).toEqual(['Prairie Wind Animal Care Corp.', 'Granite Animal Care']);
  });
});
