import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect, letterPage, put } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';
import { sectionOf } from './section-of.ts';
import { alongItsLine } from './along.ts';
import { signsJoined } from './units.ts';
import { inserted } from './caret.ts';
import { blankAfter, phraseAnswered } from './sentences.ts';
import { ownerDetails } from './owners-line.ts';
import { spanishName } from './owners-surnames.ts';
import { gluedCaptionsApart } from './glued-captions.ts';
import { optionOf } from './option-row.ts';
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
    // (A whole packet of pages read: 33 s once in CI on a loaded machine.)
  }, 120_000);
  it('keeps the title the owners\' section asked', async () => {
    expect((await form(true))?.applicants?.map((a) => [a.last_name, a.role])).toEqual([['Johnson', 'Partner'], ['Oyelaran', 'Partner']]);
  });
});

describe('a tax form\'s numbered lines and boxed sums (set 194)', () => {
  it('reads a numbered line\'s instructions after its label as the label\'s', () => {
    const line = "1 Legal name of business (or owner's name if sole proprietor). Name is required on this line; do not leave this line blank.";
    expect(labelOf(line, false, false, false)).toMatchObject({ field: 'legal_name', end: line.length });
    const where = 'Business location (number, street, suite, city, state, ZIP) - no P.O. boxes';
    expect(labelOf(where, false, false, false)).toMatchObject({ field: 'address', end: where.length });
  });
  it('reads dollars and cents in boxes of their own as one sum', () => {
    const dollars = piece('$137', 170, 260, 220, 235), cents = piece('14', 286, 292, 228, 235), count = piece('100', 323, 343, 217, 234);
    const cell = { x0: 167, x1: 299, y0: 207, y1: 237 };
    expect(alongItsLine({ piece: dollars, text: dollars.text, confidence: 0.85 }, 'requested_payment', [dollars, cents, count], [cell]).text).toBe('$137.14');
    // (A count in the next cell is no cents.)
    expect(alongItsLine({ piece: dollars, text: dollars.text, confidence: 0.85 }, 'requested_payment', [dollars, count], [cell]).text).toBe('$137');
  });
  it('reads a fillable field\'s figure with the currency sign printed before it', () => {
    const sign = piece('$', 33, 38, 366, 378), field: Piece = { ...piece('115000', 40, 159, 365, 383), source: 'field' };
    expect(signsJoined([sign, field], []).map((p) => p.text)).toEqual(['$115000']);
  });
  it('takes no line\'s number, white in its dark badge, for a word inserted with a caret', () => {
    // (Set 194's hand-filled line 1: the badge 29-37 x 87-94, its "1" in it, the hand's name starting under it.)
    const badge = { x0: 29, x1: 37, y0: 87, y1: 94 };
    const one: Piece = { ...piece('1', 31, 34, 86, 93), light: 255 };
    const name: Piece = { ...piece('Wei H. Smith', 31, 100, 95, 111), words: [{ text: 'Wei', x0: 31, x1: 52 }, { text: 'H.', x0: 55, x1: 62 }, { text: 'Smith', x0: 65, x1: 100 }] };
    // (The next line's badge, "3" in it, at the name's foot: no caret either.)
    const next = { x0: 29, x1: 37, y0: 113, y1: 120 }, three: Piece = { ...piece('3', 31, 34, 112, 119), light: 255 };
    const part = piece('Part A', 31, 52, 76, 85);
    expect(inserted([part, one, name, three], [badge, next], []).map((p) => p.text)).toContain('Wei H. Smith');
  });
});

describe('CRM record print-outs (set 200)', () => {
  it('reads a record page\'s business, not its record owner', async () => {
    const doc = letterPage();
    put(doc, 'GRIDIRON MERCHANT PARTNERS', 40, 28, 'Helvetica-Bold', 11); put(doc, 'Owner: Carlos Nguyen', 440, 28, 'Helvetica', 8);
    put(doc, 'ACCOUNT > MERCHANT', 40, 60, 'Helvetica-Bold', 10);
    const row = (y: number, a: string, b: string, c: string, d: string) => {
      doc.fillColor('#676767').font('Helvetica').fontSize(8).text(a, 140 - doc.widthOfString(a), y, { lineBreak: false });
      put(doc, b, 148, y, 'Helvetica', 8);
      doc.fillColor('#676767').font('Helvetica').fontSize(8).text(c, 416 - doc.widthOfString(c), y, { lineBreak: false });
      put(doc, d, 424, y, 'Helvetica', 8);
    };
    put(doc, 'Account Information', 40, 100, 'Helvetica-Bold', 10);
    row(120, 'Account Name', 'Golden Mile Family Dental Corp.', 'Account Number', '001RQu9Jr6WFRTzvkN');
    row(140, 'Type of Entity', 'Corporation', 'Federal Tax ID', '02-5384765');
    row(160, 'Billing Street', '9451 Commerce St', 'Billing City', 'Omaha');
    row(180, 'Billing State/Province', 'NE', 'Billing Zip/Postal Code', '68148');
    row(200, 'Amount Requested', '$125,000', 'Annual Revenue', '$2,927,160');
    put(doc, 'PEOPLE', 40, 230, 'Helvetica-Bold', 10);
    ['Name', 'Role', 'Ownership'].forEach((h, k) => put(doc, h, 40 + k * 150, 250));
    put(doc, 'Luis Kowalski', 40, 264, 'Helvetica', 9); put(doc, 'Owner', 190, 264, 'Helvetica', 9); put(doc, '100%', 340, 264, 'Helvetica', 9);
    const app = await read(doc);
    expect([app?.legal_name, app?.state_region]).toEqual(['Golden Mile Family Dental Corp.', 'NE']);
    expect(app?.applicants?.map((a) => a.last_name)).toEqual(['Kowalski']);
  });
  it('reads a bare "Company" with its name after it in the business\'s section', async () => {
    const doc = letterPage();
    put(doc, 'CRESCENT LANE ADVANCE', 40, 28, 'Helvetica-Bold', 11); put(doc, 'Leads > Lead Details', 440, 28);
    put(doc, 'Company Information', 40, 70, 'Helvetica-Bold', 10);
    const pair = (x: number, y: number, label: string, value: string) => { doc.font('Helvetica').fontSize(8); put(doc, label, x - 8 - doc.widthOfString(label), y); put(doc, value, x, y, 'Helvetica', 9); };
    pair(170, 92, 'Company', 'Brandon Ferreira'); pair(460, 92, 'Lead Source', 'Direct Mail');
    pair(170, 112, 'DBA', 'Keystone Animal Care'); pair(460, 112, 'Tax ID', '327-62-4889');
    pair(170, 132, 'Requested Amount', '100000.00'); pair(170, 152, 'Industry', 'Veterinary clinic'); pair(460, 152, 'Date Business Started', '25-Dec-2005');
    expect((await read(doc))?.legal_name).toBe('Brandon Ferreira');
  });
});

describe('owners in a long form\'s sentences and blocks (set 201)', () => {
  it('reads an accountant\'s block as a decoy\'s', () => {
    expect(sectionOf('ACCOUNTANT / BOOKKEEPER')).toBe('decoy');
  });
  it('reads "the beneficial owner of" as asking the share', () => {
    expect(blankAfter('of the Merchant and as the beneficial owner of')).toBe('owner_ownership');
  });
  it('reads "The undersigned, [name], who holds [55] percent" and a defined term\'s sentence', async () => {
    const doc = letterPage();
    put(doc, 'REVENUE PURCHASE APPLICATION', 40, 30, 'Helvetica-Bold', 12);
    put(doc, 'This Application is made by', 40, 70, 'Helvetica', 8); put(doc, 'Tri-County Landscapes, LLP', 153, 68, 'Courier', 9);
    put(doc, '(the "Merchant"), doing business under the name', 331, 70, 'Helvetica', 8);
    put(doc, 'Tri-County Landscapes', 44, 84, 'Courier', 9); put(doc, ', with Federal Employer Identification No.', 200, 86, 'Helvetica', 8); put(doc, '35-5973855', 360, 84, 'Courier', 9);
    put(doc, 'The Merchant offers to sell future receivables for a purchase price of', 40, 110, 'Helvetica', 8); put(doc, '$125,000.00', 320, 108, 'Courier', 9);
    put(doc, 'PRINCIPAL OWNER (Guarantor)', 40, 150, 'Helvetica-Bold', 9);
    put(doc, 'The undersigned,', 40, 170, 'Helvetica', 8); put(doc, 'Castellanos, Dmitri H.', 110, 168, 'Courier', 9);
    put(doc, ', who holds', 258, 170, 'Helvetica', 8); put(doc, '55', 305, 168, 'Courier', 9);
    put(doc, 'percent of the ownership interests of the Merchant and', 337, 170, 'Helvetica', 8);
    put(doc, 'serves as its', 40, 186, 'Helvetica', 8); put(doc, 'Owner', 95, 184, 'Courier', 9); put(doc, ', personally guarantees the Merchant\'s performance.', 160, 186, 'Helvetica', 8);
    ([['Business Address:', '2097 Commerce Pkwy, Springfield, KS 27966'], ['Industry:', 'Landscaping'], ['Business Start Date:', '10/05/2003'], ['Entity Type:', 'LLP']] as const)
      .forEach(([l, v], i) => { put(doc, l, 40, 240 + i * 16); put(doc, v, 140, 240 + i * 16, 'Courier', 9); });
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name]).toEqual(['Tri-County Landscapes, LLP', 'Tri-County Landscapes']);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Dmitri', 'Castellanos', 55]]);
  });
});

describe('a web form\'s inputs with sub-captions (set 202)', () => {
  it('reads each grey sub-caption as naming the input over it, a name\'s parts and a middle initial', async () => {
    const doc = letterPage();
    put(doc, 'Apply Now | Keystone Merchant Partners', 40, 28, 'Helvetica-Bold', 11);
    put(doc, 'Legal Business Name *', 40, 60, 'Helvetica', 10);
    doc.rect(39, 74, 534, 22).lineWidth(0.6).strokeColor('#999999').stroke(); put(doc, 'Evergreen Group L3C', 44, 80, 'Helvetica', 10);
    put(doc, 'Federal Tax ID *', 300, 28, 'Helvetica', 10); put(doc, '98-3412194', 390, 28, 'Helvetica', 10);
    put(doc, 'Physical Business Address *', 40, 110, 'Helvetica', 10);
    const input = (x: number, w: number, y: number, v: string, cap: string) => {
      doc.rect(x, y, w, 22).lineWidth(0.6).strokeColor('#999999').stroke(); put(doc, v, x + 5, y + 6, 'Helvetica', 10);
      doc.fillColor('#8a8a8a').font('Helvetica').fontSize(7.5).text(cap, x + 1, y + 25, { lineBreak: false });
    };
    input(39, 534, 124, '3202 Oak Blvd', 'Street Address');
    input(39, 252, 160, 'Riverton', 'City'); input(297, 161, 160, 'Iowa', 'State'); input(465, 108, 160, '85583', 'ZIP Code');
    put(doc, 'Owner #1', 40, 210, 'Helvetica-Bold', 11); put(doc, 'Full Name *', 40, 228, 'Helvetica', 10);
    input(39, 225, 242, 'Aisha', 'First'); input(270, 60, 242, 'Z', 'MI'); input(342, 231, 242, "O'Connell", 'Last');
    put(doc, 'Ownership *', 40, 290, 'Helvetica', 10); doc.rect(39, 304, 120, 22).stroke(); put(doc, '49%', 44, 310, 'Helvetica', 10);
    const app = await read(doc);
    expect(app?.state_region).toBe('IA');
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Aisha', "O'Connell", 49]]);
  });
});

describe('bilingual Spanish-English forms (set 203)', () => {
  it('reads "Núm. de pagos" as the count of payments', () => {
    expect(labelOf('Núm. de pagos', true, false, false)?.field).toBe('number_of_payments');
    expect(labelOf('No. de cuotas:', true, false, false)?.field).toBe('number_of_payments');
  });
  it('reads a Spanish owner\'s caption\'s name with two surnames', () => {
    expect(spanishName('Marisol Peña Ortiz', 'Dueño 1 / Owner 1')).toEqual({ first: 'Marisol', last: 'Peña Ortiz' });
  });
  it('parts two captions the text layer ran into one word at the value column under them', () => {
    const cap: Piece = { ...piece('% Propiedad / OwnershipSeguro Social / SSN', 344, 471, 324, 332), words: [{ text: '%', x0: 344, x1: 347 },
      { text: 'Propiedad', x0: 350, x1: 377 }, { text: '/', x0: 380, x1: 383 }, { text: 'OwnershipSeguro', x0: 386, x1: 431 }, { text: 'Social', x0: 434, x1: 452 },
      { text: '/', x0: 455, x1: 458 }, { text: 'SSN', x0: 461, x1: 471 }] };
    const values: Piece[] = [{ ...piece('60%', 344, 404, 334, 347), source: 'field' }, { ...piece('267-70-6320', 414, 489, 334, 347), source: 'field' }];
    expect(gluedCaptionsApart([cap, ...values]).map((p) => p.text)).toEqual(['% Propiedad / Ownership', 'Seguro Social / SSN', '60%', '267-70-6320']);
    // (No value's edge under the junction: a name in camel case stays whole.)
    expect(gluedCaptionsApart([{ ...cap, text: 'McDonald', words: [{ text: 'McDonald', x0: 344, x1: 390 }] }]).map((p) => p.text)).toEqual(['McDonald']);
  });
  it('reads a Spanish sentence\'s blanks, the answers typed close after the phrases', async () => {
    const doc = letterPage();
    put(doc, 'SOLICITUD DE FINANCIAMIENTO COMERCIAL', 54, 40, 'Helvetica-Bold', 12);
    const say = (x: number, y: number, words: string, answer: string, caption: string) => {
      put(doc, words, x, y, 'Helvetica', 9); doc.font('Helvetica').fontSize(9);
      const ax = x + doc.widthOfString(words) + 4; put(doc, answer, ax, y - 1, 'Courier', 9);
      put(doc, caption, ax + 4, y + 12, 'Helvetica', 5.5);
    };
    say(54, 80, 'El negocio', 'Beatriz Morales Rodríguez', 'nombre legal / legal name'); put(doc, ', que opera como', 348, 82, 'Helvetica', 9);
    put(doc, 'Pequeños Pasos Learning Center', 57, 104, 'Courier', 9); put(doc, 'DBA', 56, 116, 'Helvetica', 5.5);
    put(doc, ', con número de identificación federal (EIN)', 258, 106, 'Helvetica', 9); put(doc, '236-53-1280', 470, 104, 'Courier', 9);
    say(54, 130, 'se dedica a', 'Guardería infantil / Daycare', 'tipo de negocio / type of business'); put(doc, 'desde el', 339, 132, 'Helvetica', 9); put(doc, '05/12/2018', 380, 130, 'Courier', 9);
    say(54, 156, 'y tiene su local en', '10966 Palmetto Rd Suite 174', 'calle / street'); put(doc, 'Denver, CO 80219', 318, 155, 'Courier', 9);
    say(54, 182, 'Solicitamos la cantidad de', '$150,000.00', 'monto / amount');
    put(doc, 'Nombre del dueño (apellidos, nombre):', 54, 220, 'Helvetica', 9); put(doc, 'Morales Rodríguez, Beatriz L.', 230, 219, 'Courier', 9);
    put(doc, 'Porcentaje:', 54, 236, 'Helvetica', 9); put(doc, '100%', 110, 235, 'Courier', 9);
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name, app?.business_start_date, app?.state_region, app?.requested_amount]).toEqual(['Beatriz Morales Rodríguez', 'Pequeños Pasos Learning Center', '2018-05-12', 'CO', 150000]);
  });
});

describe('landscape, rotated and shaded-cell forms (set 204)', () => {
  it('reads "The merchant requests [35,000.00]" as the sum asked', () => {
    expect(blankAfter('The merchant requests')).toBe('requested_amount');
  });
  it('reads a value set flush right in the wide cell beside its label\'s, a short count before the next cell\'s label', async () => {
    const doc = letterPage();
    put(doc, 'BUSINESS FUNDING APPLICATION', 48, 40, 'Helvetica-Bold', 12);
    const row = (y: number, cells: [string, string, number, number][]) => {
      for (const [label, value, x0, x1] of cells) {
        doc.rect(x0, y, 96, 19).fillAndStroke('#e6e6e6', '#999999'); put(doc, label, x0 + 4, y + 5, 'Helvetica', 8);
        doc.rect(x0 + 96, y, x1 - x0 - 96, 19).lineWidth(0.5).strokeColor('#999999').stroke();
        doc.font('Helvetica').fontSize(9); put(doc, value, x1 - 6 - doc.widthOfString(value), y + 5, 'Helvetica', 9);
      }
    };
    row(86, [['Legal Name', 'Summit Aggregate Transport Corporation', 44, 569]]);
    row(105, [['DBA', 'Summit Express', 44, 569]]);
    row(124, [['Tax ID (EIN)', '81-5769042', 44, 307], ['Entity', 'Corporation', 306, 569]]);
    row(143, [['Amount Requested', '$35,000.00', 44, 307], ['Frequency', 'Weekly', 306, 569]]);
    row(162, [['No. of Payments', '52', 44, 307], ['Monthly Revenue', '$72,000.00', 306, 569]]);
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name, app?.number_of_payments]).toEqual(['Summit Aggregate Transport Corporation', 'Summit Express', 52]);
  });
});

describe('ISO packages typed in capitals (set 206)', () => {
  it('reads labels spelt in dotted capitals', () => {
    expect(labelOf('F.I.C.O.:', true, false, false)?.field).toBe('owner_credit');
    expect(labelOf('S.S. #:', true, false, false)?.field).toBe('owner_tax_id');
  });
  it('reads a sentence typed in capitals', () => {
    expect(blankAfter('LOCATED AT')).toBe('address');
    expect(blankAfter(', ENGAGED IN')).toBe('industry');
  });
  it('reads no owner from a pointer to the continuation page, and an application page after a cover sheet\'s bank line', async () => {
    const doc = letterPage();
    put(doc, 'ISO SUBMISSION COVER SHEET', 40, 40, 'Helvetica-Bold', 12);
    put(doc, 'REP NAME:', 40, 70); put(doc, 'HAROLD BAPTISTE', 140, 70, 'Courier', 9);
    put(doc, 'PACKAGE:', 40, 90); put(doc, 'APP + 4 MOS. BANK STMTS + VERIFICATION', 140, 90, 'Courier-Bold', 9);
    doc.addPage({ size: 'LETTER', margin: 0 });
    put(doc, 'CONFIDENTIAL MERCHANT PROFILE & FUNDING APP.', 40, 40, 'Courier-Bold', 11);
    const line = (y: number, label: string, value: string) => { put(doc, label, 40, y, 'Courier', 9); put(doc, value, 160, y, 'Courier', 9); };
    line(80, 'CORP. NAME:', 'BLUE RIDGE CHIROPRACTIC, PLLC'); line(96, 'D/B/A:', 'BLUE RIDGE SPINE'); line(112, 'FED. I.D. #:', '48-9381703');
    line(128, 'AMT. REQ.:', '25,000'); line(160, 'OWNER NAME:', 'PRIYA KOWALSKI'); line(176, '% OWN:', '100%'); line(192, 'F.I.C.O.:', '759');
    line(224, 'ADDITIONAL OWNERS:', 'SEE CONTINUATION PAGE (2)');
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name]).toEqual(['BLUE RIDGE CHIROPRACTIC, PLLC', 'BLUE RIDGE SPINE']);
    expect(app?.applicants?.map((a) => [a.last_name, a.ownership, a.credit_score])).toEqual([['KOWALSKI', 100, 759]]);
  });
});

describe('applications printed from spreadsheets (set 208)', () => {
  const sheet = (doc: PDFKit.PDFDocument, y: number, rows: string[][], xs: number[]) => {
    ['A', 'B', 'C', 'D', 'E', 'F'].slice(0, xs.length).forEach((c, k) => put(doc, c, xs[k]! + 30, y, 'Helvetica', 7));
    rows.forEach((cells, i) => { put(doc, String(i + 1), 45, y + 14 + i * 15, 'Helvetica', 7); cells.forEach((c, k) => c && put(doc, c, xs[k]!, y + 14 + i * 15, 'Helvetica', 8)); });
  };
  it('reads owners under a sheet\'s numbered rows and the option flagged TRUE', async () => {
    const doc = letterPage();
    put(doc, 'Harbor & Pine - Funding Application - Google Sheets', 36, 20, 'Helvetica', 7);
    sheet(doc, 40, [['Business'], ['Business Legal Name', 'Blue Heron Auto, L.L.C.', 'Tax ID #', '58-7432345'], ['Amount', '$50,000', 'Date Established', '8-May-2019']], [61, 158, 323, 420]);
    sheet(doc, 120, [['Entity (TRUE for one)'], ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Proprietor'], ['FALSE', 'TRUE', 'FALSE', 'FALSE', 'FALSE']], [61, 160, 250, 340, 450]);
    sheet(doc, 200, [['Owners'], ['Name', 'Title', '% Owned', 'SSN'], ['Aaliyah R. Nguyen', 'Owner', '50.00%', '585-43-8889'], ['Hector Van der Berg', 'Member', '50.00%', '819-80-3713']], [61, 211, 289, 343]);
    const app = await read(doc);
    expect(app?.type_of_entity).toBe('llc');
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role])).toEqual([['Aaliyah', 'Nguyen', 'Owner'], ['Hector', 'Van der Berg', 'Member']]);
  });
  it('reads a company\'s name closed by its suffix as no option to choose', () => {
    expect(optionOf('Harborview Auto, LLC', 'type_of_entity')).toBe(false);
    expect(optionOf('Limited Liability Company', 'type_of_entity')).toBe(true);
  });
});

describe('quick apps, e-mails and text threads (set 207)', () => {
  it('reads an owner\'s details written in one run', () => {
    const line = piece('Whitfield, Naomi - Owner/Operator - 75 - SS# xxx-xx-5669 - DOB 07/07/1976', 76, 411, 541, 554);
    expect(ownerDetails(line.text, [line], 'Owners')?.map((f) => [f.field, f.text])).toEqual([['owner_name', 'Whitfield, Naomi'], ['owner_ownership', '75'],
      ['owner_tax_id', 'xxx-xx-5669'], ['owner_title', 'Owner/Operator']]);
    expect(ownerDetails('Marcus R. Ivanova | Pres. | 25 % | Soc 372-10-3661 | FICO 703 | DOB February 16, 1980', [line], 'Owner 2')?.map((f) => f.field))
      .toEqual(['owner_name', 'owner_ownership', 'owner_tax_id', 'owner_credit', 'owner_title']);
  });
  it('reads owners answered one to a line under a question asking them, a question\'s listed captions no answer', async () => {
    const doc = letterPage();
    put(doc, 'RE: a few questions for your file - merchant application', 40, 30, 'Helvetica-Bold', 10);
    const qa: [string, string][] = [['> 1. Legal name of the business (exactly as on your tax return)?', 'Oak Hollow Collision Inc.'], ['> 2. DBA, if different?', 'just the legal name'],
      ['> 4. Federal tax ID (EIN)?', '29-9404981'], ['> 8. How much are you looking for?', '$115,000']];
    qa.forEach(([q, a], i) => { put(doc, q, 63, 70 + i * 30, 'Helvetica', 9); put(doc, a, 76, 84 + i * 30, 'Helvetica', 9); });
    put(doc, '> 12. Owners: name, title, %, SSN, credit score, DOB', 63, 200, 'Helvetica', 9);
    put(doc, 'Whitfield, Naomi - Owner/Operator - 75 - SS# xxx-xx-5669 - DOB 07/07/1976', 76, 214, 'Helvetica', 9);
    put(doc, 'Andre Patel - Member - 25 % - Soc xxx-xx-4154 - DOB February 16, 1980', 76, 227, 'Helvetica', 9);
    const app = await read(doc);
    expect([app?.legal_name, app?.trade_name ?? null]).toEqual(['Oak Hollow Collision Inc.', null]);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Naomi', 'Whitfield', 'Owner/Operator', 75], ['Andre', 'Patel', 'Member', 25]]);
  });
});

describe('French-first Canadian forms (set 205)', () => {
  it('reads a French sentence\'s blanks and its answers typed after the phrases', () => {
    expect(phraseAnswered('La présente demande est faite au nom de de la Durantaye & Ste-Marie S.E.N.C.'.split(' '))).toEqual(['legal_name', 8]);
    expect(phraseAnswered('province de Québec'.split(' '))).toEqual(['address', 2]);
    expect(blankAfter("L'entreprise exerce ses activités dans le domaine suivant :")).toBe('industry');
    expect(blankAfter('Elle sollicite une avance de')).toBe('requested_amount');
  });
  it('reads "NE fédéral (ARC)" and a "Nom" beside "Prénom" as the surname', async () => {
    expect(labelOf('NE fédéral (ARC) :', true, false, false)?.field).toBe('business_tax_id');
    const doc = letterPage();
    put(doc, 'Formulaire de demande — Avance sur recettes futures', 40, 30, 'Helvetica-Bold', 11);
    const pair = (x: number, y: number, l: string, v: string) => { doc.font('Helvetica').fontSize(8); put(doc, l, x - doc.widthOfString(l), y); put(doc, v, x + 8, y, 'Helvetica', 9); };
    pair(120, 60, 'Raison sociale :', 'Resto Tremblay ltée'); pair(120, 76, 'Montant demandé :', '38 500 $'); pair(420, 60, 'NE fédéral (ARC) :', '734 419 062');
    pair(420, 76, 'Forme juridique :', 'Société par actions'); pair(120, 92, "Domaine d'activité :", 'Restaurant familial');
    put(doc, 'PROPRIÉTAIRES (TOUTE PERSONNE DÉTENANT 20 % OU PLUS)', 40, 110, 'Helvetica-Bold', 9);
    pair(120, 130, 'Prénom :', 'Réjean'); pair(420, 130, 'Nom :', 'Tremblay'); pair(120, 146, 'Titre :', 'Président'); pair(420, 146, 'Pourcentage de propriété :', '51 %');
    const app = await read(doc);
    expect(app?.business_tax_id).toBe('734419062');
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.ownership])).toEqual([['Réjean', 'Tremblay', 51]]);
  });
});

describe('a ledger sheet\'s owners (set 208)', () => {
  it('reads an owners\' table with a "Line" column and a "Birth" column, its sheet rows numbered with gaps', async () => {
    const doc = letterPage();
    put(doc, 'NLA_application_ledger.xlsx', 36, 20, 'Helvetica', 7);
    ['A', 'B', 'C', 'D', 'E', 'F', 'G'].forEach((c, k) => put(doc, c, 80 + k * 75, 40, 'Helvetica', 7));
    const row = (n: string, y: number, cells: string[]) => { put(doc, n, 45, y, 'Helvetica', 7); cells.forEach((c, k) => c && put(doc, c, 61 + [0, 50, 155, 270, 310, 400, 490][k]!, y, 'Helvetica', 8)); };
    row('1', 56, ['Line', 'Principal (Last, First)', 'Position', 'Own %', 'SSN', 'Birth', 'Credit']);
    row('2', 72, ['4.01', 'Lindqvist, Aaliyah', 'CEO', '100', '019-46-1705', '08/02/61', '633']);
    row('6', 120, ['5.01', 'Home address (principal 1)', '', '7516 Birch St, Macon, OH 18100']);
    row('7', 136, ['5.02', 'Broker of record', '', 'Keystone Funding Advisors']);
    put(doc, 'Legal name of business', 112, 170); put(doc, 'Granite State Holdings Corporation', 260, 170, 'Helvetica', 8);
    put(doc, 'Employer ID No.', 112, 186); put(doc, '43-7637003', 260, 186, 'Helvetica', 8);
    put(doc, 'Nature of business', 112, 202); put(doc, 'Hair salon', 260, 202, 'Helvetica', 8);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.credit_score])).toEqual([['Aaliyah', 'Lindqvist', 'CEO', 100, 633]]);
  });
});
