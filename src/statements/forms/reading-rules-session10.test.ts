import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { blankAfter } from './sentences.ts';
import { industry } from './values.ts';
import { labelOf } from './labels.ts';

// The tenth session's rules (sets 139-142): what unseen brokers' forms printed that the reader took wrongly.

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });

describe('tenth session: labels after their values', () => {
  it("a page's way is told by all its captions, those asking no field of ours too ('Mississauga  City')", async () => {
    const doc = page();
    t(doc, 'Maple & Pine Merchant Funding', 40, 30, 'Helvetica-Bold', 12);
    t(doc, '1. Business', 40, 50, 'Helvetica-Bold', 9);
    const rows: [string, string, string, string][] = [['Copper Kettle Pet Spa, Inc.', 'Legal Business Name', '', 'Operating Name (O/A)'],
      ['Pet grooming', 'Type of Business', '8', 'Years in Business'], ['4922 Sycamore Ct', 'Business Address', 'Mississauga', 'City'],
      ['ON', 'Province', 'L5B 1T6', 'Postal Code'], ['info@petspa87.ca', 'E-mail', 'www.petspa87.ca', 'Website'],
      ['$113,500 CAD', 'Amount Requested', '6,653.80 CAD', 'Requested Payment']];
    rows.forEach(([a, b, c, d], i) => { const y = 70 + i * 22; if (a) t(doc, a, 40, y, 'Courier', 9); t(doc, b, 200, y + 1); if (c) t(doc, c, 320, y, 'Courier', 9); t(doc, d, 450, y + 1); });
    t(doc, 'Yesenia MacAllister', 40, 240, 'Courier', 9); t(doc, 'Full Name', 200, 241); t(doc, '75', 320, 240, 'Courier', 9); t(doc, 'Ownership %', 450, 241);
    t(doc, 'Each principal consents to credit reports. Signature of Owner 1 ____________________', 40, 300, 'Helvetica', 7);
    const app = await read(doc);
    expect(app?.state_region).toBe('ON');
    expect(app?.requested_amount).toBe(113500);
    expect(app?.requested_payment).toBe(6653.8);
    expect(app?.industry).toBe('pet_services');
  });
});

describe('tenth session: an answer sheet filled by hand', () => {
  it('answers written a little high beside their numbers, on the page after the questions, a tick drawn in a box', async () => {
    const doc = page();
    t(doc, 'WORKING CAPITAL QUESTIONNAIRE', 40, 30, 'Helvetica-Bold', 11);
    const qs = ['Legal name of the business (as on tax return)', 'Legal entity (mark one)', 'Federal tax ID (EIN)', 'How much funding are you requesting?',
      'Owner 1: full legal name', 'Owner 1: title', 'Owner 1: percent owned', 'Owner 1: social security number'];
    qs.forEach((q, i) => { t(doc, `Q${i + 1}.`, 42, 60 + i * 11); t(doc, q, 64, 60 + i * 11); });
    t(doc, 'By signing below, each owner certifies that the information in this application is true and complete.', 42, 170, 'Helvetica', 6);
    t(doc, 'Signature of Owner 1 ____________________', 42, 200);
    doc.addPage({ size: 'LETTER', margin: 0 });
    t(doc, 'ANSWER SHEET - write each answer next to the number of its question', 42, 40, 'Helvetica-Bold', 9);
    const hand = (s: string, x: number, y: number) => doc.fillColor('#1f3c9a').font('Times-Italic').fontSize(12).text(s, x, y, { lineBreak: false });
    const y = (i: number) => 70 + i * 24;
    qs.forEach((_, i) => t(doc, `A${i + 1}`, 42, y(i)));
    hand('Fox Hollow Movers Corp.', 70, y(0) - 7);
    // (The entity row on two lines, its boxes after each option; the second line level with no number.)
    const opts: [string, number, number][] = [['Corporation', 70, y(1)], ['LLC', 150, y(1)], ['Partnership', 200, y(1)], ['Sole Proprietor', 70, y(1) + 11], ['Non-Profit', 150, y(1) + 11]];
    for (const [o, x, oy] of opts) { t(doc, o, x, oy); doc.rect(x + doc.font('Helvetica').fontSize(8).widthOfString(o) + 3, oy - 1, 8, 8).lineWidth(0.6).stroke('#000'); }
    const bx = 70 + doc.font('Helvetica').fontSize(8).widthOfString('Corporation') + 3;
    doc.moveTo(bx + 1, y(1) + 3).lineTo(bx + 3.5, y(1) + 7).lineTo(bx + 9, y(1) - 3).lineWidth(1.2).stroke('#1f3c9a');
    hand('**-***9544', 70, y(2) - 7);
    hand('$43,000', 70, y(3) - 7);
    hand('Ximena Thibodeaux', 70, y(4) - 7);
    hand('50 %', 70, y(6) - 7);
    hand('XXX-XX-7490', 70, y(7) - 7);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Fox Hollow Movers Corp.');
    expect(app?.type_of_entity).toBe('corporation');
    expect(app?.requested_amount).toBe(43000);
    // (Owner 1's title left blank: the entity row's second line below-left of it is no title.)
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name} ${a.role} ${a.ownership}`)).toEqual(['Ximena Thibodeaux null 50']);
  });
});

describe('tenth session: a numbered caption is no sentence', () => {
  it("'Owner 1: title' asks its value as a label does, not from the next line's start as a sentence run on", () => {
    expect(blankAfter('Owner 1: title')).toBeNull();
    expect(blankAfter('Owner 2: full legal name')).toBeNull();
    // (A sentence's start running up to its blank still is one.)
    expect(blankAfter('The Business requests an advance of')).toBe('requested_amount');
  });
});

describe('tenth session: an industry, a share in Spanish', () => {
  it("'% Dueño' asks an owner's share ('% Propietario' too); 'Dueño / Owner' is a title's word, no share", () => {
    expect(labelOf('% Dueño:', true, false, false)?.field).toBe('owner_ownership');
    expect(labelOf('% Propietario', true, false, false)?.field).toBe('owner_ownership');
    expect(labelOf('Dueño / Owner', true, false, false)?.field).not.toBe('owner_ownership');
  });

  it("'business no. + program acct.' asks the BN with its program account, no bank account", () => {
    expect(labelOf('business no. + program acct.')?.field).toBe('business_tax_id');
    expect(labelOf('Business Number & Program Account')?.field).toBe('business_tax_id');
  });

  it("an industry alias's bracketed note is part of it: 'Med spa' is a spa, 'Med spa (clinical)' a medical practice", () => {
    expect(industry('Med spa')).toBe('personal_care');
    expect(industry('Med spa (clinical)')).toBe('medical_practice');
  });
});

describe("tenth session: a funder's deal summary", () => {
  function summary(doc: Doc, notes: (y: number) => void): void {
    t(doc, 'GRANITE PEAK FUNDING', 40, 30, 'Helvetica-Bold', 12); t(doc, 'Underwriting - Deal Summary', 40, 46);
    t(doc, 'MERCHANT', 40, 80, 'Helvetica-Bold', 9);
    ['LEGAL NAME', 'ENTITY', 'TAX ID', 'STATE'].forEach((c, i) => t(doc, c, 40 + i * 130, 96, 'Helvetica-Bold', 7));
    ['Northstar Ventures', 'Partnership', '933507902', 'LA'].forEach((c, i) => t(doc, c, 40 + i * 130, 108, 'Helvetica', 9));
    t(doc, 'REQUEST SUMMARY', 40, 140, 'Helvetica-Bold', 9);
    ['Requested amount', 'Requested payment', '# of payments', 'Frequency'].forEach((c, i) => t(doc, c, 40 + i * 130, 156, 'Helvetica-Bold', 7));
    ['$124,000.00', '-', '-', '-'].forEach((c, i) => t(doc, c, 40 + i * 130, 168, 'Helvetica', 9));
    notes(200);
    t(doc, 'OWNERS', 40, 300, 'Helvetica-Bold', 9); t(doc, 'Name', 40, 316, 'Helvetica-Bold', 7); t(doc, 'Own %', 200, 316, 'Helvetica-Bold', 7);
    t(doc, 'Samuel Holloway', 40, 328, 'Helvetica', 9); t(doc, '60', 200, 328, 'Helvetica', 9);
  }

  it("an underwriter's notes are the funder's: terms said there are no request", async () => {
    const doc = page();
    summary(doc, (y) => { t(doc, "UNDERWRITER'S NOTES", 40, y, 'Helvetica-Bold', 9); t(doc, 'Avg monthly deposits $218,613 over 4 months. Can do 120 daily payments of $661 on a smaller amount. - RT', 40, y + 16, 'Helvetica', 8); });
    const app = await read(doc);
    expect(app?.requested_amount).toBe(124000);
    expect([app?.requested_payment ?? null, app?.number_of_payments ?? null, app?.payment_frequency ?? null]).toEqual([null, null, null]);
  });

  it('terms a funder counters with are its offer, not the request', async () => {
    const doc = page();
    summary(doc, (y) => t(doc, 'Verified ownership with SOS. Counter at $57,500 (1.38 factor), 120 daily payments of $661. Decline if merchant insists. - RT', 40, y + 16, 'Helvetica', 8));
    const app = await read(doc);
    expect([app?.requested_payment ?? null, app?.number_of_payments ?? null, app?.payment_frequency ?? null]).toEqual([null, null, null]);
  });

  it("a bare nine-digit number under 'TAX ID' of a partnership in Louisiana is its EIN", async () => {
    const doc = page();
    summary(doc, () => undefined);
    const app = await read(doc);
    expect([app?.business_tax_id, app?.business_tax_id_type, app?.business_tax_id_country]).toEqual(['933507902', 'EIN', 'US']);
  });
});

describe("tenth session: a scan's answer sheet", () => {
  it("numbers read as letters ('Qi.', 'Qs.'), a number run into its words ('Q7. City', '#1 Fox Hollow ...'), one lost: the column's order mends them", async () => {
    const doc = page();
    t(doc, 'WORKING CAPITAL QUESTIONNAIRE', 40, 30, 'Helvetica-Bold', 11);
    const qs = ['Legal name of the business (as on tax return)', 'Legal entity (mark one)', 'Federal tax ID (EIN)', 'What does the business do?',
      'How much funding are you requesting?', 'Owner 1: full legal name', 'Owner 1: percent owned', 'Owner 1: social security number'];
    const mark = ['Qi.', 'Q2.', 'Q3.', 'Q4.', 'Q5.', 'Q6.', 'Q7.', 'Qs.'];
    qs.forEach((q, i) => { if (i === 6) t(doc, `${mark[i]} ${q}`, 42, 60 + i * 11); else { t(doc, mark[i]!, 42, 60 + i * 11); t(doc, q, 64, 60 + i * 11); } });
    t(doc, 'By signing below, each owner certifies that the information in this application is true and complete and authorizes credit reports.', 42, 170, 'Helvetica', 6);
    t(doc, 'Signature of Owner 1 ____________________', 42, 200);
    t(doc, 'ANSWER SHEET - write each answer next to the number of its question', 42, 300, 'Helvetica-Bold', 9);
    const as = ['Fox Hollow Landscapes LLC', '', '59-2075803', 'Landscaping and lawn care', '158,000', 'Desmond Lindqvist', '100 %', '044-38-8432'];
    as.forEach((a, i) => {
      if (i === 0) t(doc, `#1 ${a}`, 42, 320, 'Courier', 10);
      else if (i !== 3) { t(doc, `#${i + 1}`, 42, 320 + i * 22); if (a) t(doc, a, 67, 319 + i * 22, 'Courier', 10); }
    });
    const app = await read(doc);
    expect(app?.legal_name).toBe('Fox Hollow Landscapes LLC');
    expect(app?.requested_amount).toBe(158000);
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name} ${a.ownership} ${a.tax_id}`)).toEqual(['Desmond Lindqvist 100 044388432']);
  });
});

describe('tenth session: letters keyed once', () => {
  it("owners' blocks printing only '(a)' '(b)' ... read by the key printed over them, the latest key before each letter", async () => {
    const doc = page();
    t(doc, 'MERCHANT FUNDING QUESTIONNAIRE', 40, 30, 'Helvetica-Bold', 11);
    t(doc, '1. What is the full legal name of the business?', 40, 56); t(doc, 'Redwood Group Incorporated', 60, 68, 'Courier', 9);
    t(doc, '2. What payment would suit you? Answer (a) payment amount (b) number of payments (c) how often.', 40, 90);
    t(doc, '(a)', 58, 104); t(doc, '(b)', 250, 104); t(doc, '(c)', 420, 104);
    t(doc, 'PART C - THE OWNERS (everyone owning 20% or more)', 40, 140, 'Helvetica-Bold', 9);
    t(doc, 'For each owner answer (a) full legal name (b) title (c) percentage owned (d) Social Security Number.', 58, 156);
    t(doc, '16. Principal owner:', 40, 172);
    t(doc, '(a)', 58, 188); t(doc, 'Priya T. de la Cruz', 72, 187, 'Courier', 9); t(doc, '(b)', 310, 188); t(doc, 'CEO', 324, 187, 'Courier', 9);
    t(doc, '(c)', 455, 188); t(doc, '60%', 469, 187, 'Courier', 9); t(doc, '(d)', 58, 206); t(doc, '559-66-4374', 72, 205, 'Courier', 9);
    t(doc, '17. Owner #2 (leave blank if none):', 40, 228);
    t(doc, '(a)', 58, 244); t(doc, 'Andre Van Dyke', 72, 243, 'Courier', 9); t(doc, '(b)', 310, 244); t(doc, 'Vice President', 324, 243, 'Courier', 9);
    t(doc, '(c)', 455, 244); t(doc, '40%', 469, 243, 'Courier', 9); t(doc, '(d)', 58, 262);
    t(doc, 'Each undersigned certifies that the information in this application is true and authorizes credit reports.', 40, 300, 'Helvetica', 6);
    t(doc, 'Signature ____________________', 40, 330);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Redwood Group Incorporated');
    expect(app?.requested_payment ?? null).toBeNull();
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name} ${a.role} ${a.ownership} ${a.tax_id}`)).toEqual(['Priya de la Cruz CEO 60 559664374', 'Andre Van Dyke Vice President 40 null']);
  });
});

describe('tenth session: a letter of blanks', () => {
  it("'I, [name], as [office] of [business] (the \"Business\"), a [entity]', '[city] , [ST] [zip]', 'advance of $', 'since [date] , hereby', 'I own [n] percent'", async () => {
    const doc = page();
    const hand = (s: string, x: number, y: number) => t(doc, s, x, y, 'Courier', 9);
    t(doc, 'HARBOR & VINE CAPITAL', 200, 36, 'Helvetica-Bold', 14); t(doc, 'Letter of Application for a Purchase of Future Receivables', 180, 60);
    t(doc, 'I,', 60, 100); hand('Darnell Petrov', 100, 100); t(doc, ', as Managing Member', 221, 100); t(doc, 'of', 336, 100); hand('Prairie Services LLC', 403, 100);
    t(doc, '(the "Business"), a Limited Liability Company', 63, 122); t(doc, 'organized under the laws of', 276, 122); hand('Delaware', 415, 122);
    t(doc, 'with its principal place of business at', 60, 144); hand('5887 Harbour Rd', 300, 144); t(doc, ',', 400, 144);
    hand('Erie', 91, 166); t(doc, ',', 143, 166); hand('PA', 167, 166); hand('16524', 215, 166);
    t(doc, 'engaged in the business of', 60, 188); hand('Food truck', 200, 188); t(doc, 'since', 260, 188);
    t(doc, 'February 21, 2006 , hereby apply to Harbor & Vine Capital for an', 290, 188);
    t(doc, 'advance of $', 60, 210); hand('54,000.00', 130, 210); t(doc, 'to be used for payroll.', 200, 210);
    t(doc, 'The Business proposes to remit', 60, 221); hand('160', 207, 221); t(doc, 'payments, made', 240, 221); hand('daily', 330, 221); t(doc, ', of $', 373, 221); hand('358.46', 418, 221); t(doc, 'each.', 473, 221);
    t(doc, 'I own', 60, 240); hand('100', 100, 240); t(doc, 'percent of the Business. My Social Security Number is', 130, 240); hand('828-86-0799', 360, 240);
    t(doc, ', Federal Tax ID No.', 60, 254); hand('93-5426256', 150, 254); t(doc, ', and my date of birth is', 220, 254); hand('10/04/1970', 330, 254);
    t(doc, 'By signing below, each of the undersigned certifies that the information in this application is true and complete, and authorizes credit reports.', 60, 270, 'Helvetica', 7);
    t(doc, 'Signature ____________________', 60, 300);
    const app = await read(doc);
    expect([app?.legal_name, app?.type_of_entity, app?.state_region, app?.requested_amount, app?.business_start_date]).toEqual(['Prairie Services LLC', 'llc', 'PA', 54000, '2006-02-21']);
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name} ${a.role} ${a.ownership}`)).toEqual(['Darnell Petrov Managing Member 100']);
    expect([app?.number_of_payments, app?.payment_frequency, app?.requested_payment]).toEqual([160, 'daily', 358.46]);
  });
});
