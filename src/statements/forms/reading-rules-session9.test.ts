import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';
import { fuzzyLabel, mendScanPieces, mendText } from './scan-pieces.ts';
import { notValue } from './value-of.ts';
import type { PageText } from '../types.ts';
import { repeatedCaptions } from './scan-repeats.ts';
import { ownerTables } from './owners-table.ts';
import { headings } from './headings.ts';
import { titleWords } from './owners.ts';
import type { Piece } from './pieces.ts';

// The ninth session's rules (sets 136-139): what unseen brokers' forms printed that the reader took wrongly.

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });
function business(doc: Doc): void {
  t(doc, 'BUSINESS', 20, 30, 'Helvetica-Bold', 9);
  t(doc, 'Business legal name:', 20, 46); t(doc, 'Lakeview Fitness LLC', 110, 46, 'Courier', 9);
  t(doc, 'Tax ID (EIN):', 300, 46); t(doc, '51-0457005', 360, 46, 'Courier', 9);
}
function signs(doc: Doc, y = 600): void {
  t(doc, 'Owner (Last, First):', 20, y - 40); t(doc, 'Ramos, Elena', 110, y - 40, 'Courier', 9);
  t(doc, 'Own %:', 300, y - 40); t(doc, '100', 340, y - 40, 'Courier', 9);
  t(doc, 'Owner certifies the information above is true and authorizes credit and background reports.', 20, y + 40, 'Helvetica', 6);
  t(doc, 'Owner Signature ______________________   Date ________', 20, y + 70);
}

describe('ninth session: renewals and refinances', () => {
  it('a comparison grid reads the column headed as the request, a blank request cell as blank', async () => {
    const doc = page();
    business(doc);
    t(doc, 'REFINANCE TERMS', 20, 100, 'Helvetica-Bold', 9);
    const heads = ['Prior Application (3/19/23)', 'Current Funder Renewal Offer', 'THIS REQUEST'];
    heads.forEach((h, i) => t(doc, h, 220 + i * 120, 116));
    const rows: [string, string[]][] = [['Funding amount', ['60,000.00', '$120,000.00', '145,000.00']], ['Payment', ['$506.75', '$1,380.00', '']],
      ['Payment frequency', ['Daily', 'Weekly', 'DAILY']], ['Number of payments', ['140', '120', '150']]];
    rows.forEach(([label, cells], r) => { t(doc, label, 20, 134 + r * 18); cells.forEach((c, i) => { if (c) t(doc, c, 222 + i * 120, 134 + r * 18, 'Courier', 9); }); });
    signs(doc);
    const app = await read(doc);
    expect(app?.requested_amount).toBe(145000);
    expect(app?.requested_payment ?? null).toBeNull();
    expect(app?.payment_frequency).toBe('daily');
    expect(app?.number_of_payments).toBe(150);
  });

  it('a row of captions after a label is no comparison row: its value is read under the label', async () => {
    const doc = page();
    business(doc);
    t(doc, 'RENEWAL REQUEST', 20, 100, 'Helvetica-Bold', 9);
    ['Renewal Amount Requested', 'Less: Est. Payoff of Current Position(s)', 'Net Funding After Payoff'].forEach((c, i) => t(doc, c, 20 + i * 180, 116));
    ['$65,000.00', '$22,284.40', '$42,715.60'].forEach((c, i) => t(doc, c, 22 + i * 180, 128, 'Courier', 9));
    t(doc, 'Requested Payment', 20, 146); t(doc, 'Number of Payments', 200, 146);
    t(doc, '2,342.26', 22, 158, 'Courier', 9); t(doc, '40', 202, 158, 'Courier', 9);
    signs(doc);
    const app = await read(doc);
    expect(app?.requested_amount).toBe(65000);
    expect(app?.requested_payment).toBe(2342.26);
    expect(app?.number_of_payments).toBe(40);
  });

  it('what a renewal nets, pays off, was paid in or was asked before is no field', () => {
    for (const s of ['Net Funding After Payoff', 'Less: Est. Payoff of Current Position(s)', 'Payoff Amount', 'Percent paid in to date:', 'Paid-in %',
      'Amount requested then:', 'Payment then:', 'Previously requested', 'Prior application dated', 'Current combined daily debit:']) {
      expect(labelOf(s, false, true, false)?.field ?? 'decoy', s).toBe('decoy');
    }
    expect(labelOf('Amount requested:', false, true, false)?.field).toBe('requested_amount');
    expect(labelOf('Payment amount', false, true, false)?.field).toBe('requested_payment');
  });
});

describe('ninth session: small captions on scans', () => {
  const at = (text: string, x0: number, y0: number, w = 40, h = 8): Piece => ({ text, x0, x1: x0 + w, y0, y1: y0 + h, page: 1, source: 'text' });
  it('a caption row repeated by each owner\'s block reads its misread captions from the others', () => {
    const caps = (y: number, title: string, owned: string, dob: string) => [at('Owner Name', 36, y), at(title, 206, y, 12), at(owned, 300, y, 25), at('SSN', 358, y, 15), at(dob, 444, y, 33), at('Credit Score', 518, y, 33)];
    const values = (y: number) => [at('Jennifer Smith', 38, y, 80, 11), at('Director', 207, y, 30, 11), at('40%', 299, y, 20, 11), at('480-64-0181', 359, y, 50, 11)];
    const pieces = [...caps(329, 'Tie', '% Owned', 'Date of Bath'), ...values(338), ...caps(379, 'Title', '%Omnes', 'Date of Birth'), ...values(388), ...caps(429, 'Tee', '% Owned', 'Date of Birth')];
    const read = repeatedCaptions(pieces).map((p) => p.text);
    expect(read.filter((t) => t === 'Title')).toHaveLength(3);
    expect(read.filter((t) => t === '% Owned')).toHaveLength(3);
    expect(read.filter((t) => t === 'Date of Birth')).toHaveLength(3);
    // (Values are never given a caption's words.)
    expect(read.filter((t) => t === 'Director')).toHaveLength(2);
    // (One caption read alike is no repeated row: two rows of other captions stay as read.)
    const two = [at('Owner Name', 36, 100), at('Tie', 206, 100, 12), at('Phone', 300, 100, 25), at('Owner Name', 36, 200), at('Title', 206, 200, 12), at('Email', 300, 200, 25)];
    expect(repeatedCaptions(two).map((p) => p.text)).toContain('Tie');
  });

  it('a caption in its place is read loosely, words starting as OCR read them; elsewhere only closely', () => {
    expect(fuzzyLabel('Tate / Positon', true)).toBe('Tate / Position');
    expect(fuzzyLabel('Tate', true)).toBe('Tate');
    expect(fuzzyLabel('Busmess Advress', true)).toBe('Business Address');
    expect(fuzzyLabel('Ounerstep %', true)).toBe('Ownership %');
    expect(fuzzyLabel('Prownce', true)).toBe('Province');
    expect(fuzzyLabel('Reystered Business Name', true)).toBe('Registered Business Name');
    expect(fuzzyLabel('Eran', true)).toBe('Eran');
    expect(fuzzyLabel('Prownce')).toBe('Prownce');
    expect(fuzzyLabel('Ounerstep %')).toBe('Ounerstep %');
  });
});

describe('ninth session: an owners table\'s rows', () => {
  it('a row whose name is an address (its number misread, "SP Elm Ave") is the owner\'s home, no owner; the rows go on under it', async () => {
    const doc = page();
    business(doc);
    t(doc, 'OWNERS', 20, 100, 'Helvetica-Bold', 9);
    ['Owner Name', 'Title', '% Owned', 'SSN'].forEach((c, i) => t(doc, c, 20 + i * 130, 116, 'Helvetica', 6));
    const row = (y: number, cells: string[]) => cells.forEach((c, i) => { if (c) t(doc, c, 22 + i * 130, y, 'Courier', 9); });
    row(126, ['Jennifer Smith', 'President', '60%', '480-64-0181']);
    row(140, ['SP Elm Ave, Miami, FL 33127', '', '(713) 225-4002', '']);
    row(154, ['Ahmed Mendoza', 'CEO', '40%', '346-85-9710']);
    t(doc, 'Owner certifies the information above is true and authorizes credit and background reports.', 20, 640, 'Helvetica', 6);
    t(doc, 'Owner Signature ______________________   Date ________', 20, 670);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name} ${a.ownership}`)).toEqual(['Jennifer Smith 60', 'Ahmed Mendoza 40']);
  });

  it('a scan\'s owner row followed by the home address whose caption OCR lost: one owner, no owner "SP Ave,"', () => {
    const at = (text: string, x0: number, y0: number, w: number, h = 9) => ({ text, x0, x1: x0 + w, y0, y1: y0 + h, page: 1, source: 'text' as const });
    const pieces = [at('Owner Name', 36, 329, 36), at('Title', 206, 329, 12), at('% Owned', 300, 329, 25), at('SSN', 360, 329, 20), at('Date of Birth', 444, 329, 33), at('Credit Score', 518, 329, 35),
      at('Jennifer Smith-Carter', 42, 339, 90), at('President', 209, 339, 37), at('40%', 303, 339, 17), at('480-64-0181', 364, 339, 47), at('January 12, 1994', 449, 339, 65), at('676', 522, 339, 14),
      at('SP Elm Ave, Miami, FL 33127', 35, 353, 141, 17), at('PI37225-4002', 360, 353, 59, 17), at('Jennifer93@yahoo.com', 454, 353, 94, 18)];
    const [table] = ownerTables(pieces);
    expect(table?.cells.filter((c) => c.field === 'owner_name').map((c) => c.piece.text)).toEqual(['Jennifer Smith-Carter']);
    expect(table?.cells.filter((c) => c.field === 'owner_tax_id').map((c) => c.piece.text)).toEqual(['480-64-0181']);
  });

  it('a heading whose number OCR read apart ("2." "Funding Request") heads its part, though a label hangs from its band', () => {
    const at = (text: string, x0: number, x1: number, y0: number, y1: number) => ({ text, x0, x1, y0, y1, page: 1, source: 'text' as const });
    const pieces = [at('BUSINESS INFORMATION', 45, 148, 100, 113), at('Premises:', 37, 74, 230, 243), at('2.', 44, 50, 255, 268), at('Funding Request', 53, 121, 255, 268),
      at('Amount', 39, 64, 274, 287), at('(CAD): $15,000', 105, 162, 274, 287), at('Purpose: Payroll', 265, 326, 274, 288), at('Preferred Payment:', 37, 106, 292, 305), at('CAD 118.00', 110, 154, 292, 305)];
    const rules = [{ x0: 36, x1: 576, y0: 252, y1: 253 }, { x0: 36, x1: 576, y0: 269.5, y1: 270.5 }, { x0: 100, x1: 250, y0: 288, y1: 288.6 }];
    expect(headings(pieces, [{ x0: 36, x1: 576, y0: 252, y1: 270 }], rules).map((h) => h.piece.text)).toEqual(['BUSINESS INFORMATION', 'Funding Request']);
  });

  it('a scan\'s caption in its place is no value of the caption before it, nor a speck after it', () => {
    const at = (text: string, x0: number, x1: number, y0: number, y1: number): Piece => ({ text, x0, x1, y0, y1, page: 1, source: 'text' });
    const pieces = [at('Registered Business Name', 42, 113, 115, 124), at('Co', 123, 132, 115, 124), at('Operating', 329, 354, 115, 124),
      at("O'Brien Accounting Corp.", 47, 142, 125, 137), at('Hudson Accounting', 333, 414, 126, 138)];
    const page = { page: 1, width: 612, height: 792, items: [] } as unknown as PageText;
    const read = mendScanPieces(pieces, page);
    expect(read.map((p) => p.text)).not.toContain('Co');
    expect(notValue(read.find((p) => p.text === 'Operating')!)).toBe(true);
    expect(notValue(read.find((p) => p.text === 'Hudson Accounting')!)).toBe(false);
    // (A name written small over a taller line is a value all the same, and so is one right after its label.)
    const names = mendScanPieces([at('Jean-Francois Desrosiers', 49, 146, 111, 122), at('(638) 473-4032', 46, 106, 124, 138),
      at('Legal Business Name:', 43, 122, 96, 109), at('Crescent Ventures Inc.', 129, 224, 96, 109), at('Mike Tire Lube', 128, 220, 112, 128)], page);
    expect(names.filter((p) => notValue(p)).map((p) => p.text)).toEqual(['Legal Business Name:']);
    // (Nor is the answer across from a label that has no value under it: "Title ........ Owner".)
    const across = mendScanPieces([at('Title', 40, 55, 228, 238), at('Owner', 136, 164, 228, 238), at('SSN', 41, 55, 241, 256), at('***-**-3056', 138, 181, 244, 257)], page);
    expect(notValue(across.find((p) => p.text === 'Owner')!)).toBe(false);
  });

  it('a scan\'s title a letter or two off a title\'s word is that word, when only one is so near', () => {
    expect(titleWords('Present')).toBe('President');
    expect(titleWords('Managing Memiber')).toBe('Managing Member');
    expect(titleWords('PRESIDNET')).toBe('PRESIDENT');
    expect(titleWords('Owner')).toBe('Owner');
    expect(titleWords('Partner')).toBe('Partner');
    expect(titleWords('Agent')).toBe('Agent');
    expect(titleWords('VP Operations')).toBe('VP Operations');
  });

  it('a cell\'s side read as a brace or a bar after a word is dropped; a bracket opened before stays', () => {
    expect(mendText('Business Type/Description}')).toBe('Business Type/Description');
    expect(mendText('Owner Name|')).toBe('Owner Name');
    expect(mendText('Tax ID [EIN]')).toBe('Tax ID [EIN]');
  });
});

describe('ninth session: questions answered by number, marks in a symbol font', () => {
  it('a list of numbered questions answered on an answer sheet by number: each answer read under its question', async () => {
    const doc = page();
    t(doc, 'WORKING CAPITAL QUESTIONNAIRE', 40, 30, 'Helvetica-Bold', 11);
    const qs = ['Legal name of the business (as on tax return)', 'Legal entity (mark one)', 'Federal tax ID (EIN)', 'What does the business do?',
      'How much funding are you requesting?', 'Owner 1: full legal name', 'Owner 1: percent owned', 'Owner 1: social security number'];
    qs.forEach((q, i) => { t(doc, `Q${i + 1}.`, 42, 60 + i * 11); t(doc, q, 64, 60 + i * 11); });
    t(doc, 'By signing below, each owner certifies that the information in this application is true and complete and authorizes credit reports.', 42, 170, 'Helvetica', 6);
    t(doc, 'Signature of Owner 1 ____________________', 42, 200);
    t(doc, 'ANSWER SHEET - write each answer next to the number of its question', 42, 300, 'Helvetica-Bold', 9);
    const as = ['Fox Hollow Landscapes LLC', '', '59-2075803', 'Landscaping and lawn care', '158,000', 'Desmond Lindqvist', '100 %', '044-38-8432'];
    as.forEach((a, i) => { t(doc, `#${i + 1}`, 42, 320 + i * 22); if (a) t(doc, a, 67, 319 + i * 22, 'Courier', 10); });
    const app = await read(doc);
    expect(app?.legal_name).toBe('Fox Hollow Landscapes LLC');
    expect(app?.business_tax_id).toBe('592075803');
    expect(app?.industry).toBe('landscaping');
    expect(app?.requested_amount).toBe(158000);
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name} ${a.ownership} ${a.tax_id}`)).toEqual(['Desmond Lindqvist 100 044388432']);
  });

  it('a symbol font\'s "4" in a box is the check mark it draws', async () => {
    const doc = page();
    doc.registerFont('ding', '/usr/share/fonts/opentype/urw-base35/D050000L.otf');
    business(doc);
    t(doc, 'Entity type:', 20, 80);
    ['Corporation', 'LLC', 'Partnership'].forEach((o, i) => { doc.rect(90 + i * 90, 79, 8, 8).stroke(); t(doc, o, 101 + i * 90, 80); });
    doc.font('ding').fontSize(8).text('4', 90 + 90 + 0.5, 79.5, { lineBreak: false });
    signs(doc);
    const app = await read(doc);
    expect(app?.type_of_entity).toBe('llc');
  });
});

describe('ninth session: an e-mailed submission', () => {
  it('the quoted earlier message, set in under "On ... wrote:", is another file: its owners and figures are not read', async () => {
    const doc = page();
    const lines: [string, number][] = [['From: Marcus Haddad <marcus@keystonema.com>', 40], ['Subject: Submission - new file', 40], ['Business Name: Mei Whitaker', 40],
      ['Tax ID (EIN or SSN): XXX-XX-3177', 40], ['Requested Amount: $81,500', 40], ['Owner 1: Mei Whitaker   Title: Co-Owner', 40], ['SSN: 251-53-1495', 40],
      ['Thanks, Marcus Haddad', 40], ['On Fri, Jan 15, 2025 at 5:11 PM Marcus Haddad <marcus@keystonema.com> wrote:', 40],
      ['Business Name: Golden Gate Bakery Inc.', 60], ['Tax ID (EIN): 300093676', 60], ['Business Start Date: Apr 28, 2015', 60], ['Requested Amount: $25,000', 60],
      ['Owner 1: Mei Gonzalez   Title: Director   Ownership: 75', 60], ['SSN: 486-93-4283', 60]];
    lines.forEach(([l, x], i) => t(doc, l, x, 40 + i * 14, 'Helvetica', 9));
    const app = await read(doc);
    expect(app?.legal_name).toBe('Mei Whitaker');
    expect(app?.requested_amount).toBe(81500);
    expect(app?.business_start_date ?? null).toBeNull();
    expect(app?.business_tax_id ?? null).toBeNull();
    expect(app?.applicants?.map((a) => a.tax_id)).toEqual(['251531495']);
  });
});

describe('ninth session: labels printed after their values', () => {
  it('on a page whose lines close with their labels, each label reads the value on its left', async () => {
    const doc = page();
    const rows: [string, string, string, string][] = [['Silver Creek Autoworks Ltd.', 'Legal Business Name', 'SAME', 'Operating Name (O/A)'],
      ['Auto body shop', 'Type of Business', '208734277RC0001', 'Business Number (BN)'], ['7557 Foundry Ln', 'Business Address', 'Saskatoon', 'City'],
      ['SK', 'Province', 'S7K 8X2', 'Postal Code'], ['$106,500 CAD', 'Amount Requested', '26', 'Number of Payments'],
      ['Marisol Nakamura', 'Full Name', 'Member', 'Title'], ['60', 'Ownership %', '758 228 258', 'SIN']];
    t(doc, '4. Principals (every owner of 20% or more)', 40, 168, 'Helvetica-Bold', 9);
    rows.forEach(([a, b, c, d], i) => { const y = 60 + i * 20 + (i >= 5 ? 30 : 0); t(doc, a, 40, y, 'Courier', 9); t(doc, b, 200, y + 1); t(doc, c, 320, y, 'Courier', 9); t(doc, d, 480, y + 1); });
    t(doc, 'By signing below, each owner certifies that the information above is true and authorizes credit reports.', 40, 400, 'Helvetica', 6);
    t(doc, 'Signature of Owner 1 ____________________', 40, 430);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Silver Creek Autoworks Ltd.');
    expect(app?.trade_name ?? null).toBeNull();
    expect(app?.business_tax_id).toBe('208734277RC0001');
    expect(app?.requested_amount).toBe(106500);
    expect(app?.number_of_payments).toBe(26);
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name} ${a.role} ${a.ownership}`)).toEqual(['Marisol Nakamura Member 60']);
  });
});
