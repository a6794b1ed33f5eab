import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect, letterPage, put } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { wrappedLabels } from './wrapped-labels.ts';
import { generateIndependent191 } from '../../../test/forms/independent191/index.ts';

const piece = (text: string, x0: number, x1: number, y0: number, y1: number): Piece => ({ page: 1, text, x0, x1, y0, y1, source: 'text' });

// The eighteenth session's rules: what sets 196 and 198 printed that the reader missed (a conversational web form's
// questions, a Google form's help lines, a date in Month / Day / Year boxes, captions wrapped in a row of captions, an
// owners' grid whose label carries a note under it).

const read = async (doc: PDFKit.PDFDocument) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;

describe('questions asked as a conversation asks them', () => {
  it('peels the talk off the question and reads the field it asks', () => {
    expect(labelOf("First things first: what's your first name? *", false, false, false)?.field).toBe('owner_first');
    expect(labelOf('Nice to meet you, Andre. What is your title at the company?', false, false, false)?.field).toBe('owner_title');
    expect(labelOf('And your last name, Andre? *', false, false, false)).toMatchObject({ field: 'owner_last', explicit: true });
    expect(labelOf('What percentage of Old Mill Dental, PLLC does Daniel own?', false, false, false)?.field).toBe('owner_ownership');
    expect(labelOf('What percentage of Northstar Family Health, LLC do you own?', false, false, false)?.field).toBe('owner_ownership');
  });
  it('reads a person named in the question as an owner: "Daniel\'s last name", "Partner\'s first name"', () => {
    expect(labelOf("Daniel's last name", false, false, false)).toMatchObject({ field: 'owner_last', explicit: true });
    expect(labelOf("Partner's first name", false, false, false)).toMatchObject({ field: 'owner_first', explicit: true });
    // (A business's possessive asks the business's, no owner's.)
    expect(String(labelOf("Business's legal name", false, false, false)?.field)).not.toMatch(/^owner_/);
  });
  it('reads the owner a business heading\'s form asks of "you"', async () => {
    const doc = letterPage();
    put(doc, "Let's get your business funded.", 60, 40, 'Helvetica-Bold', 16);
    const qa: [string, string][] = [["First things first: what's your first name? *", 'Andre'], ['And your last name, Andre? *', 'Brennan'],
      ['What is your business\'s legal name? *', 'Northstar Family Health, LLC'], ["What's the Federal Tax ID (EIN)? *", '95-8802265'],
      ['How much funding do you need? *', '$25,000'], ['What percentage of Northstar Family Health, LLC do you own?', '56']];
    qa.forEach(([q, a], i) => {
      put(doc, String(i + 1), 60, 90 + i * 60, 'Helvetica-Bold', 10); put(doc, q, 90, 90 + i * 60, 'Helvetica', 11);
      put(doc, a, 95, 115 + i * 60, 'Helvetica', 11);
    });
    put(doc, 'Northpeak Capital Group · Funding application · 1', 60, 760, 'Helvetica', 8);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Northstar Family Health, LLC');
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Andre', 'Brennan', 56]]);
  });
});

describe('a web form\'s help line under its question', () => {
  it('reads the answer under the help, not the help', async () => {
    const doc = letterPage();
    put(doc, 'Business Funding Application', 110, 40, 'Helvetica-Bold', 20);
    const card = (y: number, q: string, help: string | null, a: string) => {
      put(doc, q, 110, y, 'Helvetica', 11);
      if (help) doc.fillColor('#747474').font('Helvetica').fontSize(8).text(help, 110, y + 16, { lineBreak: false });
      put(doc, a, 113, y + 38, 'Helvetica', 10);
      doc.moveTo(109, y + 52).lineTo(346, y + 52).lineWidth(0.7).strokeColor('#999999').stroke();
    };
    card(80, "What is your business's legal name? *", 'As it appears on your tax return', 'Lakeside Plumbing, LLC');
    card(160, 'Federal Tax ID (EIN) *', null, '93-2244406');
    card(240, 'Business start date', 'Date the business began operating', 'February 13, 2022');
    card(320, 'How much funding are you requesting? *', null, '$150,000');
    const app = await read(doc);
    expect([app?.legal_name, app?.business_start_date, app?.requested_amount]).toEqual(['Lakeside Plumbing, LLC', '2022-02-13', 150000]);
  });
});

describe('a date in boxes of its own', () => {
  const form = async (parts: [string, string][]) => {
    const doc = letterPage();
    put(doc, 'MERCHANT CASH ADVANCE APPLICATION', 48, 30, 'Helvetica-Bold', 12);
    put(doc, 'Legal Business Name', 48, 60); put(doc, 'Evergreen Trattoria L.L.C.', 51, 74, 'Helvetica', 10);
    put(doc, 'Federal Tax ID (EIN)', 48, 100); put(doc, 'Business Start Date', 253, 100);
    put(doc, '27-9662777', 51, 114, 'Helvetica', 10);
    parts.forEach(([value, caption], k) => { put(doc, value, 256 + k * 106, 114, 'Helvetica', 10); put(doc, caption, 253 + k * 106, 130, 'Helvetica', 7); });
    put(doc, 'Amount Requested', 48, 160); put(doc, '50000', 51, 174, 'Helvetica', 10);
    return read(doc);
  };
  it('reads "06 | 28 | 1996" over "Month | Day | Year" as one date', async () => {
    expect((await form([['06', 'Month'], ['28', 'Day'], ['1996', 'Year']]))?.business_start_date).toBe('1996-06-28');
  });
  it('reads the parts in the order their captions say', async () => {
    expect((await form([['04', 'DD'], ['11', 'MM'], ['2003', 'YYYY']]))?.business_start_date).toBe('2003-11-04');
  });
});

describe('a caption wrapped onto a second line by its last word', () => {
  const join = (pieces: Piece[]) => wrappedLabels(pieces, (t, loose) => labelOf(t, true, false, loose)).map((p) => p.text);
  it('joins "BUSINESS START" over "DATE" in a row of wrapped captions (set 196)', () => {
    const row = [piece('FEDERAL TAX ID /', 38, 87, 141, 148), piece('BUSINESS START', 158, 206, 141, 148), piece('STATE OF', 263, 290, 141, 148),
      piece('SSN (SOLE PROP)', 38, 87, 148, 155), piece('DATE', 158, 173, 148, 155), piece('INCORPORATION', 263, 310, 148, 155),
      piece('80-3303844', 39, 87, 155, 166), piece('1/14/08', 159, 189, 155, 166), piece('Virginia', 264, 294, 155, 166)];
    expect(join(row)).toContain('BUSINESS START DATE');
  });
  it('joins "Business Start" over "Date:" with the date beside both lines', () => {
    const row = [piece('Federal Tax ID #:', 50, 114, 157, 168), piece('51-9937457', 119, 162, 156, 167), piece('Business Start', 258, 310, 152, 163),
      piece('Date:', 258, 278, 161, 172), piece('08-22-2007', 320, 362, 156, 167)];
    expect(join(row)).toContain('Business Start Date:');
  });
  it('leaves a label whole whose next line is another field\'s', () => {
    const row = [piece('BUSINESS NAME', 38, 90, 141, 148), piece('PHONE', 38, 60, 148, 155), piece('Acme LLC', 120, 160, 141, 149)];
    expect(join(row)).toEqual(['BUSINESS NAME', 'PHONE', 'Acme LLC']);
  });
});

describe('an owners\' grid row whose label has a note under it', () => {
  it('reads "Credit Score" over "(self-reported)" with the values set between the two lines', async () => {
    const doc = letterPage();
    put(doc, 'ISO APPLICATION', 43, 30, 'Helvetica-Bold', 12);
    put(doc, 'Legal Name', 43, 60); put(doc, 'Golden Gate Pizzeria Inc.', 139, 59, 'Helvetica', 9);
    put(doc, 'Federal Tax ID', 43, 76); put(doc, '34-4580938', 139, 75, 'Helvetica', 9);
    put(doc, 'OWNERS', 43, 110, 'Helvetica-Bold', 9);
    ['Owner 1', 'Owner 2'].forEach((o, k) => put(doc, o, 139 + k * 109, 126, 'Helvetica-Bold', 8));
    const rows: [string, string, string][] = [['Full Name', 'Omar Lindqvist', 'Robert Fitzgerald'], ['Title', 'Owner', 'Vice President'], ['% Ownership', '20%', '80%']];
    rows.forEach(([label, a, b], i) => { put(doc, label, 43, 142 + i * 17, 'Helvetica', 7); put(doc, a, 139, 142 + i * 17, 'Helvetica', 8); put(doc, b, 248, 142 + i * 17, 'Helvetica', 8); });
    put(doc, 'Credit Score', 43, 194, 'Helvetica', 7); put(doc, '(self-reported)', 43, 201, 'Helvetica', 7);
    put(doc, '623', 139, 197.5, 'Helvetica', 8); put(doc, '639', 248, 197.5, 'Helvetica', 8);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.last_name, a.credit_score])).toEqual([['Lindqvist', 623], ['Fitzgerald', 639]]);
  });
});

describe('owners\' titles printed only where they sign', () => {
  const form = async (titleAsked: boolean) => {
    const doc = letterPage();
    put(doc, 'MERCHANT CASH ADVANCE APPLICATION', 40, 30, 'Helvetica-Bold', 12);
    put(doc, 'Legal / Corporate Name', 40, 60); put(doc, 'Harbor Light Fitness LP', 40, 72, 'Helvetica', 9);
    put(doc, 'Federal EIN', 300, 60); put(doc, '46-7612937', 300, 72, 'Helvetica', 9);
    put(doc, 'OWNERS', 40, 100, 'Helvetica-Bold', 9);
    put(doc, 'Owner Name', 40, 116); put(doc, '% Owned', 250, 116); put(doc, 'Credit Score', 300, 116); if (titleAsked) put(doc, 'Title', 400, 116);
    [['Keisha Johnson', '75', 'Partner'], ['Jean-Paul Oyelaran', '25', 'Partner']].forEach(([n, s, t], i) => {
      put(doc, n!, 40, 130 + i * 14, 'Helvetica', 9); put(doc, s!, 250, 130 + i * 14, 'Helvetica', 9); put(doc, String(700 + i), 300, 130 + i * 14, 'Helvetica', 9);
      if (titleAsked) put(doc, t!, 400, 130 + i * 14, 'Helvetica', 9);
    });
    // (The guaranty on a page of its own, every caption there under its value.)
    doc.addPage({ size: 'LETTER', margin: 0 });
    put(doc, 'SIGNATURES & PERSONAL GUARANTY', 40, 40, 'Helvetica-Bold', 9);
    [['Keisha Johnson', 'General Partner'], ['Jean-Paul Oyelaran', 'Managing Partner']].forEach(([n, t], i) => {
      const y = 70 + i * 80;
      put(doc, `OWNER / GUARANTOR #${i + 1}`, 40, y, 'Helvetica-Bold', 8);
      doc.moveTo(40, y + 30).lineTo(200, y + 30).moveTo(250, y + 30).lineTo(400, y + 30).moveTo(420, y + 30).lineTo(560, y + 30).lineWidth(0.5).stroke();
      put(doc, n!, 252, y + 19, 'Helvetica', 9); put(doc, t!, 422, y + 19, 'Helvetica', 9);
      put(doc, 'Signature', 40, y + 34, 'Helvetica', 7); put(doc, 'Print Name', 250, y + 34, 'Helvetica', 7); put(doc, 'Title', 420, y + 34, 'Helvetica', 7);
      put(doc, '01/02/2025', 42, y + 46, 'Helvetica', 9); doc.moveTo(40, y + 58).lineTo(160, y + 58).lineWidth(0.5).stroke(); put(doc, 'Date', 40, y + 61);
    });
    return read(doc);
  };
  it('gives each signer\'s title to the owner of that name (set 191\'s guaranty page)', async () => {
    const g = await generateIndependent191('harborline', 500000, { style: 'typed' });
    const app = (await parseStatements([{ name: 'f.pdf', bytes: g.pdf }])).application;
    expect(app?.applicants?.map((a) => a.role)).toEqual(g.truth.applicants.map((a) => a.role));
    expect(g.truth.applicants.every((a) => a.role)).toBe(true);
  });
  it('keeps the title the owners\' section asked', async () => {
    expect((await form(true))?.applicants?.map((a) => [a.last_name, a.role])).toEqual([['Johnson', 'Partner'], ['Oyelaran', 'Partner']]);
  });
});
