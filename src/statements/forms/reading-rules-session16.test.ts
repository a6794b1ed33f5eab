import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect, letterPage, put } from './test-forms-rules.ts';
import type { Piece } from './pieces.ts';
import { figureBefore } from './units.ts';
import { requestColumn } from './request-column.ts';
import { boxedDigits } from './combs.ts';
import { headings } from './headings.ts';
import { labelOf } from './labels.ts';
import { alongItsLine } from './along.ts';

// The sixteenth session's rules: what the brokers' documents printed that the reader took wrongly (sets 171 and 178
// left from the last session, and the new sets at first sight).

const piece = (text: string, x0: number, x1: number, y0: number, y1: number, source: 'text' | 'field' = 'text'): Piece => ({ page: 1, text, x0, x1, y0, y1, source });

describe('a share caption in a row of cells, each before its own value', () => {
  // Set 171's fillable owners' block: "Ownership %" [51%] "Ownership %" [49], two owners side by side; the second
  // caption stands just after the first owner's share, its own share far on at its cell's left.
  const first = piece('51%', 128, 300, 435, 450, 'field'), caption = piece('Ownership %', 312, 347, 435, 446), own = piece('49', 404, 576, 435, 450, 'field');
  it('is no caption after the share before it when a share stands alone after it', () => {
    expect(figureBefore(caption, [first, caption, own])).toBeUndefined();
  });
  it('still reads "20% owned  30% owned" as captions after their figures', () => {
    const a = piece('20%', 100, 115, 100, 110), b = piece('owned', 118, 140, 100, 110), c = piece('30%', 200, 215, 100, 110), d = piece('owned', 218, 240, 100, 110);
    expect(figureBefore(b, [a, b, c, d])?.text).toBe('20%');
    expect(figureBefore(d, [a, b, c, d])?.text).toBe('30%');
  });
});

describe('a comparison grid\'s schedule row', () => {
  // Set 178's "Requested | Approved (office use only)" grid: "Payment frequency  Monthly  Weekly". "Monthly" alone reads
  // as a label's word ("Monthly revenue"), yet in the row it is the request column's answer.
  const heads = [piece('Requested', 170, 208, 490, 499), piece('Approved (office use only)', 375, 469, 490, 499)];
  const label = piece('Payment frequency', 40, 102, 549, 558);
  it('reads the request column\'s schedule', () => {
    const row = [label, piece('Monthly', 169, 199, 547, 558), piece('Weekly', 374, 405, 547, 557)];
    expect(requestColumn(label, [...heads, ...row])?.text).toBe('Monthly');
  });
  it('is no grid row when a label follows the label', () => {
    const row = [label, piece('Number of payments', 169, 240, 547, 558), piece('Weekly', 374, 405, 547, 557)];
    expect(requestColumn(label, [...heads, ...row])).toBeUndefined();
  });
});

describe('digits in a row-wide box', () => {
  // Set 178's owners' grid: a band across three owners' columns holds "548", "736" and "658", each under its owner.
  const band = { x0: 156, x1: 576, y0: 392, y1: 407 };
  it('keeps three owners\' figures far apart as three values', () => {
    const scores = [piece('548', 159, 174, 393, 402), piece('736', 299, 314, 393, 402), piece('658', 439, 454, 393, 402)];
    expect(boxedDigits(scores, [band]).map((q) => q.text)).toEqual(['548', '736', '658']);
  });
  it('joins a hand\'s runs written a box apart into one number', () => {
    const runs = [piece('30', 160, 184, 393, 405), piece('82125', 196, 256, 393, 405), piece('25', 268, 292, 393, 405)];
    expect(boxedDigits(runs, [band]).map((q) => q.text)).toEqual(['308212525']);
  });
});

const read = async (doc: PDFKit.PDFDocument) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;

/** A printed workbook's sheet: labels in column A, a grey format hint in B, the value in C (numbers flush right). */
function sheet(doc: PDFKit.PDFDocument, rows: [string, string, string][], y0: number): void {
  rows.forEach(([label, hint, value], i) => {
    const y = y0 + i * 15;
    put(doc, label, 24, y, 'Helvetica', 8);
    if (hint) doc.fillColor('#9a9a9a').font('Helvetica').fontSize(6).text(hint, 172, y + 1, { lineBreak: false });
    const flush = /^\$?[\d,.]+$/.test(value);
    if (value) put(doc, value, flush ? 342 - doc.font('Helvetica').fontSize(8).widthOfString(value) : 223, y, 'Helvetica', 8);
  });
}

describe('a spreadsheet application', () => {
  it('reads past the grey format hints to the values, and reaches a short figure set flush right', async () => {
    const doc = letterPage();
    put(doc, 'Business', 24, 40, 'Helvetica-Bold', 9);
    sheet(doc, [['Business Legal Name', '', 'Harbor Point Dental, PLLC'], ['Federal Tax ID', '##-#######', '32-6763758'],
      ['Business Start Date', 'm/d/yyyy', '7/23/2022'], ['Business Address', 'street, city, ST zip', '8664 Elm St, Nashville, TN 37236']], 56);
    put(doc, 'Funding Request', 24, 130, 'Helvetica-Bold', 9);
    sheet(doc, [['Amount Requested', '$', '$134,000.00'], ['Proposed Payment', '$', '$30,150.00'], ['# of Payments', '#', '6'], ['Payment Frequency', 'list', 'Monthly']], 146);
    const app = await read(doc);
    expect(app?.business_tax_id).toBe('326763758');
    expect(app?.business_start_date).toBe('2022-07-23');
    expect(app?.state_region).toBe('TN');
    expect(app?.number_of_payments).toBe(6);
    expect(app?.payment_frequency).toBe('monthly');
  });
  it('reads the owners\' tab under its centred title, past the sheet tabs in the footer of the page before', async () => {
    const doc = letterPage();
    put(doc, 'Business Legal Name', 50, 60); put(doc, 'Northern Lights Bakery Ltd.', 230, 60);
    put(doc, '3. Banking', 50, 90, 'Helvetica-Bold', 9);
    put(doc, 'Financial Institution', 50, 106); put(doc, 'BMO', 230, 106);
    for (const [t, x] of [['Application', 45], ['Directors & Shareholders', 97], ['Banking', 191], ['Application.xlsx - Page 1 of 2', 430]] as const) put(doc, t, x, 763, 'Helvetica', 8);
    doc.addPage({ size: 'LETTER', margin: 0 });
    doc.fillColor('#8b1a1a').font('Helvetica-Bold').fontSize(10).text('DIRECTORS & SHAREHOLDERS (20% or more)', 201, 62, { lineBreak: false });
    for (const [t, x] of [['Name', 42], ['Position', 157], ['% Owned', 232], ['SIN', 282], ['Date of Birth', 357], ['Score', 549]] as const) put(doc, t, x, 80, 'Helvetica-Bold', 8);
    for (const [t, x] of [['Hannah M Alvarez', 43], ['Director', 158], ['100%', 255], ['275 314 615', 283], ['1998-10-08', 358]] as const) put(doc, t, x, 95, 'Helvetica', 8);
    for (const [t, x] of [['Application', 45], ['Directors & Shareholders', 97], ['Banking', 191], ['Application.xlsx - Page 2 of 2', 430]] as const) put(doc, t, x, 763, 'Helvetica', 8);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Hannah', 'Alvarez', 100]]);
  });
  it('reads "Other:" ticked in a column of options as what is written a column further on its line', async () => {
    const doc = letterPage();
    put(doc, 'Legal Name', 43, 60); put(doc, 'Summit Ridge Kids, LLP', 153, 60);
    put(doc, 'ENTITY TYPE (check one)', 43, 80, 'Helvetica-Bold', 8);
    ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Other:'].forEach((t, i) => { put(doc, t, 55, 96 + 16 * i); doc.lineWidth(0.5).rect(43, 95 + 16 * i, 8, 8).stroke(); });
    put(doc, 'X', 45, 96 + 16 * 5); put(doc, 'LLP', 153, 96 + 16 * 5);
    put(doc, 'Landlord', 330, 96 + 16 * 5); put(doc, 'Ironbridge Properties LLC', 437, 96 + 16 * 5);
    put(doc, 'Federal Tax ID', 43, 210); put(doc, '84-2290117', 153, 210);
    put(doc, 'Amount Requested', 43, 226); put(doc, '$45,000', 153, 226);
    put(doc, 'Owner Name', 43, 242); put(doc, 'Dana Whitfield', 153, 242);
    expect((await read(doc))?.type_of_entity).toBe('llp');
  });
});

describe('a workbook\'s pages', () => {
  const footer = (y: number) => [piece('Application', 45, 83, y, y + 9), piece('Directors & Shareholders', 97, 175, y, y + 9), piece('Banking', 191, 217, y, y + 9),
    piece('MapleCell_Application.xlsx - Page 1 of 2', 430, 572, y, y + 9)];
  it('heads nothing with the sheet tabs on the page\'s last line, by its number', () => {
    const pieces = [piece('Financial Institution', 53, 120, 480, 490), piece('BMO', 230, 245, 480, 490), ...footer(763)];
    expect(headings(pieces, []).map((h) => h.piece.text)).not.toContain('Banking');
  });
  it('heads a table with the title centred over its captions, a note in small letters after its capitals', () => {
    const pieces = [piece('DIRECTORS & SHAREHOLDERS (20% or more)', 201, 426, 61, 74),
      ...[['Name', 42, 61], ['Position', 157, 184], ['% Owned', 232, 264], ['SIN', 282, 294], ['Date of Birth', 357, 399], ['Score', 549, 568]].map(([t, a, b]) => piece(t as string, a as number, b as number, 79, 87)),
      piece('Hannah M Alvarez', 43, 113, 94, 104), piece('Director', 158, 188, 94, 104), piece('100%', 255, 277, 94, 104)];
    // (The sheet's gridlines: the row's rule under the title, the captions hanging from it.)
    const rules = [{ x0: 40, x1: 587, y0: 76, y1: 76.5 }, { x0: 40, x1: 587, y0: 89, y1: 89.5 }];
    expect(headings(pieces, [], rules).map((h) => [h.piece.text, h.section])).toContainEqual(['DIRECTORS & SHAREHOLDERS (20% or more)', 'owner']);
  });
});

describe('labels repeated in every section, told by their headings', () => {
  // Set 181's keystone: "Business", "Funding Requested", "Owner / Guarantor 1" set into their boxes' borders, each
  // block's labels "Name:", "Tax ID:", "Amount:" alike.
  it('reads a plain "Tax ID" in an owner\'s block as the owner\'s, "Amount" under "Funding Requested" as the request', async () => {
    const doc = letterPage();
    put(doc, 'KEYSTONE BRIDGE FUNDING', 36, 28, 'Helvetica-Bold', 16);
    const block = (title: string, y: number, rows: [string, string, number][][]) => {
      put(doc, title, 47, y, 'Helvetica-Bold', 8);
      rows.forEach((row, i) => row.forEach(([label, value, x]) => { put(doc, label, x, y + 12 + 17 * i, 'Helvetica', 8); put(doc, value, x + doc.widthOfString(label) + 6, y + 14 + 17 * i, 'Courier', 9); }));
    };
    block('Business', 88, [[['Name (Legal):', 'Iron Gate Spine & Wellness LLC', 40]], [['Tax ID (EIN):', '152759854', 190], ['Date Est.:', '11/10/2014', 360]]]);
    block('Funding Requested', 150, [[['Amount:', '63,000', 40], ['Payment:', '$1,102.82', 190], ['# Payments:', '80', 330]]]);
    block('Owner / Guarantor 1', 200, [[['Name:', 'Tuan Abernathy', 40], ['%:', '34.0', 190]], [['Tax ID:', '804-23-7855', 40]], [['DOB:', '05/23/1976', 40]]]);
    const app = await read(doc);
    expect(app?.requested_amount).toBe(63000);
    expect(app?.business_tax_id).toBe('152759854');
    expect(app?.applicants?.[0]?.tax_id).toBe('804237855');
    expect(app?.applicants?.[0]?.tax_id_type).toBe('SSN');
  });
});

describe('a section\'s name turned down a strip at its frame\'s side', () => {
  // Set 181's northway: each block a frame round rows of labels and values, its name turned up a dark strip of its own
  // at the frame's left ("BUSINESS", "LANDLORD"). The frame holds many fields: no cell whose caption the name is.
  it('heads the frame\'s rows, a landlord\'s name no owner\'s', async () => {
    const doc = letterPage();
    put(doc, 'NORTHWAY MERCHANT FUNDING - Business Financing Application', 36, 28, 'Helvetica-Bold', 14);
    const frame = (title: string, y: number, h: number, rows: [string, string, number][][]) => {
      doc.lineWidth(0.5).strokeColor('black').rect(35, y, 542, h).stroke();
      doc.rect(36, y + 1, 18, h - 2).fill('#333333');
      doc.save().translate(42, y + h - 6).rotate(-90).fillColor('white').font('Helvetica-Bold').fontSize(8).text(title, 0, 0, { lineBreak: false }).restore();
      rows.forEach((row, i) => row.forEach(([label, value, x]) => { put(doc, label, x, y + 10 + 18 * i, 'Helvetica', 8); put(doc, value, x + doc.font('Helvetica').fontSize(8).widthOfString(label) + 6, y + 10 + 18 * i, 'Courier', 9); }));
    };
    frame('BUSINESS', 60, 80, [[['Name', 'Pinecrest Liquors Limited', 80]], [['Tax ID (BN)', '700599392 RT0001', 80], ['Date of Incorporation', '2003/06/26', 300]], [['Structure', 'Corporation', 80], ['Province', 'ON', 300]]]);
    frame('REQUEST', 150, 44, [[['Amount (CAD)', 'CAD 164,000', 80], ['Frequency', 'Daily', 300]]]);
    frame('PRINCIPAL 1', 204, 62, [[['Name', 'MacLeod, Raj', 80], ['Title', 'President', 300]], [['SIN', '618 400 980', 80], ['Date of Birth', '1971/04/06', 300]]]);
    frame('LANDLORD', 276, 62, [[['Name', 'Tanager Capital Realty', 80], ['Phone', '(465) 646-4635', 300]]]);
    frame('REFERENCES', 348, 62, [[['Name', 'United Janitorial Supply', 80], ['Phone', '(405) 941-3949', 300]]]);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Pinecrest Liquors Limited');
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name])).toEqual([['Raj', 'MacLeod']]);
  });
});

describe('captions in two languages parted by a bar or a middle dot', () => {
  // Set 182's Canadian forms: "Industry | Secteur d'activité", "Start date (JJ/MM/AAAA) | Date de début", "City ·
  // Province · Postal code".
  it('reads each caption whole, its other language and its date format the label\'s', () => {
    expect(labelOf('Industry | Secteur d’activité', false, false, false)).toMatchObject({ field: 'industry', end: 29 });
    expect(labelOf('Start date (JJ/MM/AAAA) | Date de début')).toMatchObject({ field: 'business_start_date', end: 39 });
    expect(labelOf('City · Province · Postal code', false, false, false)?.field).toBe('address');
  });
  it('keeps a bilingual caption one piece, its bar no cell wall', async () => {
    const doc = letterPage();
    put(doc, 'PRAIRIE NORD ADVANCE - Merchant Application | Demande marchande', 30, 30, 'Helvetica-Bold', 12);
    put(doc, '1 · BUSINESS | ENTREPRISE', 30, 60, 'Helvetica-Bold', 8);
    const cap = (t: string, x: number, y: number, v: string) => { put(doc, t, x, y, 'Helvetica', 5.5); put(doc, v, x, y + 9, 'Courier', 9); };
    cap('Legal Name | Raison sociale', 31, 76, 'Côté-Rioux & Associés'); cap('Industry | Secteur d’activité', 331, 76, 'Mechanic - garage automobile');
    cap('Start date (JJ/MM/AAAA) | Date de début', 31, 102, '19/02/2023'); cap('Amount requested | Montant demandé', 331, 102, 'CAD 150 000');
    put(doc, '3 · OWNERS | PROPRIÉTAIRES', 30, 140, 'Helvetica-Bold', 8);
    cap('Name | Nom', 31, 156, 'Annie Côté-Rioux'); cap('Title | Titre', 201, 156, 'Associée'); cap('SIN | NAS', 331, 156, '438 458 515');
    const app = await read(doc);
    expect([app?.legal_name, app?.industry, app?.business_start_date, app?.requested_amount]).toEqual(['Côté-Rioux & Associés', 'auto_repair', '2023-02-19', 150000]);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.tax_id])).toEqual([['Annie', 'Côté-Rioux', 'Associée', '438458515']]);
  });
  it('reads the province written in its own cell along the city\'s line', () => {
    const at = (text: string, x0: number, x1: number, source: 'text' | 'field' = 'text') => piece(text, x0, x1, 248, 260, source);
    const city = at('Dartmouth', 178, 223), row = [city, at('NS', 290, 303), at('B2R 6H1', 382, 421), piece('Ville · Province · Code postal', 448, 538, 251, 260)];
    expect(alongItsLine({ piece: city, text: city.text, confidence: 0.85 }, 'address', row).text).toBe('Dartmouth, NS B2R 6H1');
    // (Not a figure of another field far along the line.)
    const far = [city, at('$4,450', 290, 320)];
    expect(alongItsLine({ piece: city, text: city.text, confidence: 0.85 }, 'address', far).text).toBe('Dartmouth');
  });
});

describe('pen-filled paper forms', () => {
  // Set 184: captions with a note after a dash, a multiplication sign among a schedule's options.
  it('keeps a note after a caption\'s dash the caption\'s', () => {
    expect(labelOf('FEDERAL TAX ID (EIN) - SSN IF SOLE PROP.')).toMatchObject({ field: 'business_tax_id', end: 40 });
    expect(labelOf('FEDERAL TAX ID (EIN): SSN IF SOLE PROP.')).toMatchObject({ field: 'business_tax_id', end: 39 });
    expect(labelOf('Business Number (BN) / Numéro d\'entreprise - 9 digits + program account', false, false, false)).toMatchObject({ field: 'business_tax_id', end: 71 });
  });
  it('reads an "x" before a count\'s blank as a multiplication, no mark on the option before it', async () => {
    const doc = letterPage();
    put(doc, 'REDWOOD LANE CAPITAL - Quick Application', 40, 30, 'Helvetica-Bold', 12);
    put(doc, 'Legal business name', 40, 60); put(doc, 'Brightside Bookkeeping LLC', 140, 60, 'Courier', 9);
    put(doc, 'EIN / SSN', 40, 78); put(doc, '84-2290117', 140, 78, 'Courier', 9);
    put(doc, 'Amount requested $', 40, 96); put(doc, '$190,000', 140, 96, 'Courier', 9);
    put(doc, 'Payment you can afford $', 40, 114); put(doc, '$5,148.16', 134, 114, 'Courier', 9);
    put(doc, 'per (circle)', 236, 114); put(doc, 'X', 278, 114, 'Courier', 9);
    for (const [t, x] of [['Daily', 286], ['Weekly', 336], ['Bi-weekly', 386], ['Monthly', 436]] as const) put(doc, t, x, 114);
    // (The hand's x set a point higher than the typed X: read first.)
    put(doc, 'x', 490, 112, 'Courier', 9); put(doc, 'payments', 542, 114);
    put(doc, 'Owner name', 40, 140); put(doc, 'Dana Whitfield', 140, 140, 'Courier', 9);
    expect((await read(doc))?.payment_frequency).toBe('daily');
  });
});

describe('two sections\' titles underlined side by side over labels answered under them', () => {
  // Set 180's pinecrest: "COMPANY INFORMATION" underlined over the left column, "PRINCIPAL OWNER" just after its rule's
  // end over the right; each label over its value.
  it('heads each column, the owner\'s "Title" read in the owner\'s section', async () => {
    const doc = letterPage();
    put(doc, 'PINECREST MERCHANT SERVICES - Small Business Funding Application', 36, 30, 'Helvetica-Bold', 11);
    put(doc, 'COMPANY INFORMATION', 36, 82, 'Helvetica-Bold', 9); doc.lineWidth(0.8).moveTo(36, 94).lineTo(300, 94).stroke();
    put(doc, 'PRINCIPAL OWNER', 312, 82, 'Helvetica-Bold', 9); doc.moveTo(312, 94).lineTo(576, 94).stroke();
    const cap = (t: string, x: number, y: number, v: string) => { put(doc, t, x, y, 'Helvetica', 6.5); put(doc, v, x + 1, y + 11, 'Courier', 10); };
    cap('Business Legal Name', 39, 98, 'Cornerstone Food Co Inc'); cap('Owner Name', 315, 98, 'Priya W. Abernathy');
    cap('D/B/A', 39, 125, 'SAME'); cap('Title', 315, 125, 'Vice President'); cap('Ownership %', 465, 125, '60');
    cap('Federal Tax ID #', 39, 152, '31-7512947'); cap('SSN', 315, 152, '873-85-4428');
    cap('Amount Requested', 39, 179, '$85,000');
    const app = await read(doc);
    expect(app?.legal_name).toBe('Cornerstone Food Co Inc');
    expect(app?.applicants?.map((a) => [a.first_name, a.role, a.ownership])).toEqual([['Priya', 'Vice President', 60]]);
  });
});

describe('the merchant\'s figures captioned beside the request', () => {
  // Set 185's "funding snapshot": "Avg. Daily Balance | Existing Debt Balances | Avg. Monthly Deposits | Amount
  // Requested | Annual Revenue", each over its figure.
  it('reads a bank figure\'s caption as a caption, no value of the request beside it', () => {
    for (const t of ['Avg. Monthly Deposits', 'Avg Daily Balance', 'Monthly Deposits']) expect(labelOf(t, true, false, false)?.field).toBe('other');
    expect(labelOf('Balance', true, false, false)).toBeNull();
  });
});

describe('a system\'s field names', () => {
  // Set 188's CRM and loan-origination exports: "Prin1 Name", "Prin1 Birth Dt", "BIZ_INCEPT_DT", "Owner1 First",
  // "Biz State  NE" (Nebraska, though "NE" also names a Quebec business number).
  it('reads a principal\'s number run onto its abbreviation, a date\'s "Dt", an inception date', () => {
    expect(labelOf('Prin1 Name:')).toMatchObject({ field: 'owner_name' });
    expect(labelOf('Prin1 SIN/SSN:')).toMatchObject({ field: 'owner_tax_id' });
    expect(labelOf('Prin1 Bureau Score:')).toMatchObject({ field: 'owner_credit' });
    expect(labelOf('BIZ_INCEPT_DT:')).toMatchObject({ field: 'business_start_date' });
  });
  it('reads an owner\'s first and last names after the owner\'s number, a state\'s code after "Biz State"', async () => {
    const doc = letterPage();
    put(doc, 'Ledgerline Capital Advisors - Opportunity Detail | Merchant Application', 36, 30, 'Helvetica-Bold', 11);
    const row = (y: number, a: [string, string], b?: [string, string]) => {
      put(doc, a[0], 36, y); put(doc, a[1], 170, y);
      if (b) { put(doc, b[0], 330, y); put(doc, b[1], 420, y); }
    };
    put(doc, 'Business Information', 36, 60, 'Helvetica-Bold', 10);
    row(76, ['Biz Legal Name', 'Cardinal Cleaning, LLP'], ['Entity Type', 'LLP']);
    row(90, ['Biz City', 'Franklin'], ['Biz State', 'NE']);
    row(104, ['Req Amt', '20000.00'], ['Pmt Freq', 'Daily (M-F)']);
    put(doc, 'Owner / Guarantor 1', 36, 130, 'Helvetica-Bold', 10);
    row(146, ['Owner1 First', 'Omar'], ['Owner1 Last', 'de la Cruz']);
    row(160, ['Owner1 Title', 'Partner'], ['Owner1 Own %', '75.00%']);
    row(174, ['Owner1 SSN', '221-83-0799']);
    const app = await read(doc);
    expect(app?.state_region).toBe('NE');
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role])).toEqual([['Omar', 'de la Cruz', 'Partner']]);
  });
});

describe('the business\'s numbers in a strip at the page\'s foot', () => {
  // Set 189: "Federal Tax ID (EIN) or SSN | Business Start Date | State of Incorporation" at the foot of the page, under
  // the bank's and the landlord's block.
  it('reads them as the business\'s, though the bank\'s block was headed last', async () => {
    const doc = letterPage();
    put(doc, 'GULF COAST MERCHANT PARTNERS - Merchant Cash Advance Application', 30, 30, 'Helvetica-Bold', 11);
    const cap = (t: string, x: number, y: number, v: string) => { put(doc, t, x, y, 'Helvetica', 7); put(doc, v, x + 2, y + 11, 'Courier', 9); };
    put(doc, 'C. BUSINESS INFORMATION', 30, 60, 'Helvetica-Bold', 9);
    cap('Legal Business Name', 34, 76, 'Northwind Tech LLC'); cap('Entity Type', 300, 76, 'LLC');
    put(doc, 'BANK / PREMISES', 30, 110, 'Helvetica-Bold', 9);
    cap('Bank Name', 34, 126, 'Regions Bank'); cap('Routing #', 250, 126, '083206079');
    cap('Landlord / Mortgage Holder', 34, 152, 'Copper Kettle Properties Ltd.');
    doc.rect(30, 700, 552, 30).fill('#e6e6e6');
    cap('Federal Tax ID (EIN) or SSN', 34, 704, '20-1521183'); cap('Business Start Date', 250, 704, 'December 12, 2003');
    const app = await read(doc);
    expect([app?.business_tax_id, app?.business_start_date]).toEqual(['201521183', '2003-12-12']);
  });
});
