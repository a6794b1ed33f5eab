import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';
import { money, personName } from './values.ts';
import { kindFor } from './value-of.ts';

// The twelfth session's rules (sets 146-148 at first sight): what unseen brokers' documents printed that the reader
// took wrongly.

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });

describe('twelfth session: a tax form\'s numbered lines, captions under their values', () => {
  it('a line\'s number set apart before its caption is the caption\'s, not the value of the caption beside it; a part\'s name in the margin heads its part', async () => {
    const doc = page();
    t(doc, 'Application for Business Funding', 200, 30, 'Helvetica-Bold', 12);
    t(doc, 'Part I', 40, 60, 'Helvetica-Bold', 8); t(doc, 'Business Identification', 90, 60, 'Helvetica-Bold', 9);
    const line = (n: string, cap: string, value: string, x: number, y: number) => {
      t(doc, value, x + 2, y, 'Courier', 10);
      doc.moveTo(x, y + 12).lineTo(x + 150, y + 12).lineWidth(0.5).stroke();
      t(doc, n, x, y + 14, 'Helvetica-Bold', 6); t(doc, cap, x + 9, y + 14, 'Helvetica', 6);
    };
    line('1', 'Legal name of business (as shown on your income tax return)', 'Harbor Point Dental PLLC', 40, 80);
    line('2', 'Trade name / doing business as, if different from line 1', 'Harbor Smiles', 40, 110);
    line('5', 'Employer identification number (EIN)', '47-0344656', 40, 140);
    line('6', 'Date business started', '11/04/2017', 220, 140);
    line('13', 'Amount requested ($)', '85000', 40, 170);
    t(doc, 'Part IV', 40, 210, 'Helvetica-Bold', 8); t(doc, 'Owners, Partners or Officers (each person owning 20% or more)', 90, 210, 'Helvetica-Bold', 9);
    t(doc, 'Dana Whitfield', 44, 228, 'Courier', 10); t(doc, 'Percent owned', 300, 242, 'Helvetica', 6); t(doc, '100', 302, 228, 'Courier', 10);
    t(doc, 'Full name (first, middle initial, last)', 44, 242, 'Helvetica', 6);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Harbor Point Dental PLLC');
    expect(app?.trade_name).toBe('Harbor Smiles');
    expect(app?.business_tax_id).toBe('470344656');
    expect(app?.requested_amount).toBe(85000);
    expect(app?.applicants?.[0]?.last_name).toBe('Whitfield');
  });

  it('a label asked twice across a slash with a note after it is one label', () => {
    expect(labelOf('Trade name / doing business as, if different from line 1', false)?.field).toBe('trade_name');
  });
});

describe('twelfth session: small capitals', () => {
  it('a caption whose small capitals are set a size smaller than its capitals is read whole ("NATURE OF BUSINESS")', async () => {
    const doc = page();
    const cap = (words: [string, number][], x: number, y: number) => { let at = x; for (const [w, size] of words) { doc.fillColor('#333').font('Helvetica').fontSize(size).text(w, at, y + (6 - size) * 0.8, { lineBreak: false }); at += doc.widthOfString(w) + 1.6; } };
    t(doc, 'LEDGER CAPITAL  Merchant Funding Application', 30, 20, 'Helvetica-Bold', 12);
    cap([['LEGAL', 6], ['NAME', 6]], 30, 50); t(doc, 'Lakeshore Strength Co L.L.C.', 31, 60, 'Helvetica', 7);
    cap([['NATURE', 6], ['OF', 4.8], ['BUSINESS', 6]], 250, 50); t(doc, 'Yoga studio', 251, 60, 'Helvetica', 7);
    cap([['NO.', 6], ['OF', 4.8], ['REMITS', 6]], 30, 80); t(doc, '18', 31, 90, 'Helvetica', 7);
    cap([['AMOUNT', 6], ['SOUGHT', 6]], 250, 80); t(doc, '170000', 251, 90, 'Helvetica', 7);
    t(doc, 'Federal Tax ID: 47-1234567', 30, 300); t(doc, 'Business Phone: (312) 555-0187', 30, 312); t(doc, 'Owner Signature: ____________  Date: ________', 30, 340);
    const app = await read(doc);
    expect(app?.industry).toBe('fitness');
    expect(app?.number_of_payments).toBe(18);
  });
});

describe('twelfth session: a broker\'s e-mail', () => {
  it('pairs run on after their colons are each read; a sole owner\'s line; "Company:", "What they do:", "Requested:"', async () => {
    const doc = page();
    t(doc, 'From: Kara Pruitt <kpruitt@keystonemg.example>', 40, 30);
    t(doc, 'Subject: Fwd: Redwood Cleaning - app + 4 mos stmts', 40, 42);
    const lines = ['Company: Redwood Cleaning Services, Inc.', 'Entity Type: Corporation', 'Address: 1293 Park Ave # 124, Tulsa, OK 74177',
      'What they do: Commercial cleaning', 'Requested: $70,000', '', 'Owner: Andre Delgado - CEO - 100%', '  SSN: 528-48-7601  DOB: 9/8/97  FICO: 714'];
    lines.forEach((s, i) => s && t(doc, s, 40, 70 + i * 13, 'Helvetica', 9));
    const app = await read(doc);
    expect(app?.legal_name).toBe('Redwood Cleaning Services, Inc.');
    expect(app?.industry).toBe('cleaning_services');
    expect(app?.requested_amount).toBe(70000);
    expect(app?.applicants?.map((a) => [a.last_name, a.role, a.ownership, a.credit_score, a.tax_id])).toEqual([['Delgado', 'CEO', 100, 714, '528487601']]);
  });
});

describe('twelfth session: a CRM record printout', () => {
  it('"Account Name" names the business; a kind or a street set tight after its right-aligned label is its value; "Owner 2 ..." in the second column is owner 2\'s', async () => {
    const doc = page();
    t(doc, 'Relay CRM | Ledgerline Funding Group', 36, 16, 'Helvetica', 7);
    t(doc, 'Merchant Funding Application', 36, 30, 'Helvetica-Bold', 12);
    t(doc, 'Company Information', 52, 60, 'Helvetica-Bold', 10);
    // (Right-aligned labels 8 points before their values; two set tight, a space apart, read as one run with them.)
    const pair = (label: string, value: string, x: number, y: number, gap = 8) => { doc.font('Helvetica').fontSize(8); t(doc, label, x - doc.widthOfString(label), y); t(doc, value, x + gap, y); };
    pair('Account Name', 'Bayside Hair Studio, LLC', 148, 80);
    pair('Ownership Type', 'Limited Liability Company', 148, 96, 3);
    pair('Billing Address', '5181 Lincoln Ave, Birmingham, AL 35241', 148, 112, 3);
    pair('Federal Tax ID', '47-1234567', 148, 128);
    t(doc, 'Principal Information', 52, 140, 'Helvetica-Bold', 10);
    for (const [i, x, name, score] of [[1, 148, 'Rachel Gonzalez', '718'], [2, 418, 'Irina Gonzalez', '743']] as const) {
      pair(`Owner ${i} Name`, name, x, 160); pair(`Owner ${i} Ownership %`, i === 1 ? '51%' : '49%', x, 176); pair(`Owner ${i} Credit Score`, score, x, 192);
    }
    const app = await read(doc);
    expect(app?.legal_name).toBe('Bayside Hair Studio, LLC');
    expect(app?.type_of_entity).toBe('llc');
    expect(app?.state_region).toBe('AL');
    expect(app?.applicants?.map((a) => [a.first_name, a.ownership, a.credit_score])).toEqual([['Rachel', 51, 718], ['Irina', 49, 743]]);
  });
});

describe('twelfth session: owners\' tables', () => {
  it('a value in a box set wider than its column\'s header, starting left of it, is that column\'s; a header\'s second line of captions does not end the table', async () => {
    const doc = page();
    t(doc, 'Business Funding Application', 40, 14, 'Helvetica-Bold', 12);
    t(doc, 'Legal Name', 44, 28); t(doc, 'Ironwood Caregivers Inc.', 120, 28);
    t(doc, 'Owners / Guarantors (2)', 40, 40, 'Helvetica-Bold', 10);
    t(doc, 'Name', 44, 62); t(doc, 'Title', 184, 62); t(doc, 'Ownership', 290, 62); t(doc, 'SSN', 339, 62); t(doc, 'FICO', 549, 62);
    t(doc, 'Home address', 44, 71); t(doc, 'Yrs at res.', 339, 71);
    t(doc, 'James MacLeod', 44, 84); t(doc, 'President', 184, 84); t(doc, '60.00%', 277, 84); t(doc, '035-57-7612', 339, 84); t(doc, '740', 541, 84);
    t(doc, '12 Elm St, Omaha, NE 68140', 44, 94);
    t(doc, 'Federal Tax ID: 47-1234567', 44, 300); t(doc, 'Owner Signature: ____________  Date: ________', 44, 340);
    t(doc, 'Jamal De La Cruz', 44, 108); t(doc, 'Secretary', 184, 108); t(doc, '40.00%', 277, 108); t(doc, '452-27-6835', 339, 108); t(doc, '584', 541, 108);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.last_name, a.role, a.ownership, a.credit_score])).toEqual([['MacLeod', 'President', 60, 740], ['De La Cruz', 'Secretary', 40, 584]]);
  });
});

describe('twelfth session: sets 146 and 151 at first sight', () => {
  it('a share is no sum; degrees after a name written last first are dropped; a practice\'s and a preference\'s wording', () => {
    expect(money('Owners / Guarantors (all owners of 20% or more)')).toBeNull();
    expect(money('$4,955.59')).toBe(4955.59);
    expect(personName('Kowalski, Robert, MD, FAAD')).toEqual({ first: 'Robert', last: 'Kowalski' });
    expect(personName('St. Pierre, Anita, MD, FAAD')).toEqual({ first: 'Anita', last: 'St. Pierre' });
    expect(labelOf('Name & credentials', true)?.field).toBe('owner_name');
    expect(labelOf('Repayment preference', false)?.field).toBe('payment_frequency');
    expect(labelOf('Name patients know you by (if different)', false)?.field).toBe('trade_name');
  });

  it('an owners\' table with a column of row numbers headed "#" after its last caption is read row by row', async () => {
    const doc = page();
    t(doc, 'Contractor Funding Application', 40, 20, 'Helvetica-Bold', 12);
    t(doc, 'Legal business name', 40, 44); t(doc, 'Plumb Line Roofing Corp.', 160, 44);
    t(doc, 'Federal tax ID (EIN)', 40, 58); t(doc, '90-4936644', 160, 58);
    t(doc, 'G. PRINCIPALS (EVERY OWNER OF 20% OR MORE)', 40, 90, 'Helvetica-Bold', 9);
    const x = [40, 190, 280, 335, 430, 500, 552];
    ['Name', 'Title', 'Own %', 'SSN', 'Date of birth', 'Credit score', '#'].forEach((h, i) => t(doc, h, x[i]!, 106));
    const rows = [['Smith-Hayes, Priya', 'Managing Member', '34%', 'XXX-XX-5621', '1995-02-27', '', '1'], ['Garcia-Lopez, Andre', 'Vice President', '33%', '223-56-9254', '1983-07-17', '625', '2'],
      ['Ramirez, Mei', 'Member', '33%', '572-10-6207', '1961-09-17', '', '3']];
    rows.forEach((r, j) => r.forEach((v, i) => v && t(doc, v, x[i]!, 122 + j * 14)));
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.last_name, a.ownership, a.credit_score ?? null])).toEqual([['Smith-Hayes', 34, null], ['Garcia-Lopez', 33, 625], ['Ramirez', 33, null]]);
  });
});

describe('twelfth session: sets 149-151 at first sight', () => {
  it('"Business Legal Title" names the business', () => {
    expect(labelOf('Business Legal Title', false)?.field).toBe('legal_name');
  });

  it('an industry\'s words that open a label are a value of an industry\'s label; another party\'s caption is not', () => {
    const at = (text: string, x: number): Parameters<typeof kindFor>[0] => ({ page: 1, text, x0: x, x1: x + 100, y0: 0, y1: 10, source: 'text' });
    const l = labelOf('Trade / specialty', false)!;
    expect(kindFor(at('Trade / specialty', 0), l, at('Construction company (tenant improvements)', 120))).toBe(true);
    expect(kindFor(at('Trade / specialty', 0), l, at('Landlord / Mortgage Co.', 120))).toBe(false);
  });

  it('a value of its label\'s own kind worded like a label is the value in the cell beside the label\'s ("MI" after "State")', async () => {
    const doc = page();
    t(doc, 'Contractor Funding Application', 40, 20, 'Helvetica-Bold', 12);
    const row = (y: number, cells: [string, string][]) => cells.forEach(([label, value], i) => {
      const x = 35 + i * 270;
      doc.rect(x, y, 120, 20).fillAndStroke('#e6e6e6', '#555'); doc.rect(x + 120, y, 150, 20).stroke('#555');
      t(doc, label, x + 4, y + 6); t(doc, value, x + 124, y + 6);
    });
    row(50, [['Legal business name', 'Northfork Construction LLC'], ['Federal tax ID (EIN)', '65-2994789']]);
    row(70, [['City', 'Lansing'], ['State', 'MI']]);
    row(90, [['Trade / specialty', 'Construction company (tenant improvements)'], ['Employees', '13']]);
    row(110, [['Amount requested', '$165,000'], ['Date established', '3/19/16']]);
    const app = await read(doc);
    expect(app?.state_region).toBe('MI');
    expect(app?.industry).toBe('general_contractor');
  });
});
