import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { spacedWords, type Spaced } from '../extract/letter-spaced.ts';
import { collect } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';
import { sectionOf } from './section-of.ts';
import { item, owners, pageOf, read as readPage, v } from './test-page.ts';

// The eleventh session's rules (sets 141 and 142 at first sight): what unseen brokers' documents printed that the
// reader took wrongly.

type Doc = PDFKit.PDFDocument;
const t = (doc: Doc, s: string, x: number, y: number, font = 'Helvetica', size = 8) => doc.fillColor('black').font(font).fontSize(size).text(s, x, y, { lineBreak: false });
const hand = (doc: Doc, s: string, x: number, y: number) => doc.fillColor('#1d3c9c').font('Times-Italic').fontSize(11).text(s, x, y, { lineBreak: false });
const read = async (doc: Doc) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;
const page = () => new PDFDocument({ size: 'LETTER', margin: 0 });
const run = (s: string, gaps: number[]): Spaced[] => [...s].map((ch, i) => ({ ch, gap: i ? gaps[i - 1]! : null }));

describe('eleventh session: captions tracked lightly', () => {
  it('letters a little under a space apart, one pair over it by its sidebearings, make one word ("TA X ID")', () => {
    // (Tracking 0.089 of the size, the space gap 0.102: "A" to "X" stands 0.107 apart.)
    expect(spacedWords(run('TAXID', [0, 0.107, Infinity, 0.089]), 1, 0.102)).toBe('TAX ID');
    expect(spacedWords(run('BUSINESS', [0.089, 0.079, 0.089, 0.089, 0.089, 0.054, 0.078]), 1, 0.102)).toBe('BUSINESS');
    // (A plain run's letters touch: it is no tracked run, and the text layer's own spaces stand.)
    expect(spacedWords(run('Name', [0, 0.01, 0]), 1, 0.102)).toBeNull();
  });

  it('a form whose small capitals are tracked by half a point is read by its captions', async () => {
    const doc = page();
    // (A designer's sans, embedded: its glyphs' sidebearings part some pairs by a little more than the tracking.)
    doc.registerFont('sans', '/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf');
    const cap = (s: string, x: number, y: number) => doc.fillColor('#555').font('sans').fontSize(5.6).text(s, x, y, { lineBreak: false, characterSpacing: 0.5 });
    t(doc, 'Working Capital Application', 40, 30, 'Helvetica-Bold', 12);
    cap('LEGAL NAME OF BUSINESS', 40, 70); t(doc, 'Willow Creek Enterprises LLP', 40, 80, 'Helvetica', 9);
    cap('TAX ID (EIN, OR SSN IF SOLE PROP)', 40, 106); t(doc, '66-7340792', 40, 116, 'Helvetica', 9);
    cap('BUSINESS PHONE', 300, 70); t(doc, '(484) 679-3810', 300, 80, 'Helvetica', 9);
    cap('BUSINESS START DATE', 300, 106); t(doc, '08/27/2004', 300, 116, 'Helvetica', 9);
    t(doc, 'Owners', 40, 130, 'Helvetica-Bold', 10);
    cap('LAST NAME', 40, 142); t(doc, 'Halvorsen', 40, 152, 'Helvetica', 9);
    cap('FIRST NAME', 300, 142); t(doc, 'Ingrid', 300, 152, 'Helvetica', 9);
    cap('OWNERSHIP %', 40, 178); t(doc, '60', 40, 188, 'Helvetica', 9);
    const app = await read(doc);
    expect(app?.business_tax_id).toBe('667340792');
    expect(app?.applicants?.[0]?.last_name).toBe('Halvorsen');
    expect(app?.applicants?.[0]?.first_name).toBe('Ingrid');
  });
});

describe('eleventh session: an e-mail submission', () => {
  const mail = (doc: Doc) => {
    t(doc, '6/9/26, 8:57 AM          Gmail - Submission HL-96723', 30, 20, 'Helvetica', 7);
    t(doc, 'From: Grace McAllister <grace@harborlinecap.com>', 40, 50);
    t(doc, '*** MERCHANT ***', 40, 80, 'Helvetica-Bold', 9);
    t(doc, 'Entity - LLC', 48, 240, 'Helvetica', 9); t(doc, 'Industry - Dental office', 48, 252, 'Helvetica', 9);
    t(doc, 'Business Start Date - 12/28/2014', 48, 264, 'Helvetica', 9); t(doc, 'Phone - (344) 265-0838', 48, 276, 'Helvetica', 9);
    const rows = ['Business Legal Name -', 'EIN -', 'Address -', '*** FUNDING ***', 'Amount Requested -', 'Desired Payment -', '*** OWNER ***', 'Name -', 'Ownership -', 'FICO (self-reported) -'];
    rows.forEach((r, i) => t(doc, r, 48, 96 + i * 14, r.startsWith('***') ? 'Helvetica-Bold' : 'Helvetica', 9));
    return (i: number) => 96 + i * 14;
  };

  it("values in parts along their lines (a hand's figures among printed words, fillable parts) are one value each", async () => {
    const doc = page();
    const y = mail(doc);
    hand(doc, 'Golden Gate Family Dentistry, LLC', 150, y(0) - 3);
    hand(doc, '48-3335237', 80, y(1) - 3);
    hand(doc, '1158 5th Ave, Phoenix,', 92, y(2) - 3); hand(doc, 'Arizona', 200, y(2) - 3); hand(doc, '85077', 245, y(2) - 3);
    hand(doc, '20,000', 140, y(4) - 3);
    hand(doc, '$300.00 Daily', 131, y(5) - 3); t(doc, 'x', 203, y(5), 'Helvetica', 9); hand(doc, '90', 211, y(5) - 3); t(doc, 'payments', 226, y(5), 'Helvetica', 9);
    hand(doc, "Luis O'Brien", 84, y(7) - 3);
    hand(doc, '80', 104, y(8) - 3);
    hand(doc, '644', 150, y(9) - 3);
    const app = await read(doc);
    expect(app?.state_region).toBe('AZ');
    expect(app?.requested_payment).toBe(300);
    expect(app?.payment_frequency).toBe('daily');
    expect(app?.number_of_payments).toBe(90);
    // ("(self-reported) -": the note and its dash are the label's.)
    expect(app?.applicants?.[0]?.credit_score).toBe(644);
  });

  it("a payment typed as a product with its schedule between ('1,775.00 Weekly x 40 payments') gives all three", async () => {
    const doc = page();
    const y = mail(doc);
    t(doc, 'Golden Gate Family Dentistry, LLC', 150, y(0), 'Helvetica', 9);
    t(doc, '1,775.00 Weekly x 40 payments', 131, y(5), 'Helvetica', 9);
    const app = await read(doc);
    expect([app?.requested_payment, app?.payment_frequency, app?.number_of_payments]).toEqual([1775, 'weekly', 40]);
  });

  it("a forwarded message under the submission is another file's: its business and its owner are not read", async () => {
    const doc = page();
    const y = mail(doc);
    t(doc, 'Golden Gate Family Dentistry, LLC', 150, y(0), 'Helvetica', 9);
    t(doc, "Luis O'Brien", 84, y(7), 'Helvetica', 9);
    t(doc, '---------- Forwarded message ---------', 40, 300);
    t(doc, 'From: James Rossi <ops@harborlinecap.com>', 40, 314);
    t(doc, 'Legal Name - Silver Creek Boutique Inc.', 48, 330);
    t(doc, 'EIN - 98-5264938', 48, 344);
    t(doc, 'Owner - Kevin Okafor - 100%', 48, 358);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Golden Gate Family Dentistry, LLC');
    expect(app?.business_tax_id ?? null).toBeNull();
    expect(app?.applicants?.map((a) => a.last_name)).toEqual(["O'Brien"]);
  });
});

describe('eleventh session: CRM records and worksheets', () => {
  it('a contact listed with the owners by name and a job of the books only is no owner', async () => {
    const doc = page();
    t(doc, 'Opportunity record (printable view)', 40, 30, 'Helvetica-Bold', 11);
    t(doc, 'Legal Name: Lakeview Power Services LLC', 60, 50); t(doc, 'Entity Type: LLC', 60, 62); t(doc, 'Federal Tax ID: 90-0971364', 60, 74);
    t(doc, 'Business Start Date: October 2, 2019', 300, 50); t(doc, 'Phone: (292) 516-2271', 300, 62); t(doc, 'Amount Requested: $15,000', 300, 74);
    t(doc, 'Contacts - Owner / Guarantor', 40, 90, 'Helvetica-Bold', 9);
    t(doc, 'Contact 1 - Role: Owner / Guarantor', 40, 106, 'Helvetica-Bold', 8);
    t(doc, 'Contact Name: Ahmed Kim', 60, 120); t(doc, 'Title: CEO', 60, 132); t(doc, 'Ownership %: 51', 60, 144);
    t(doc, 'Contact 2 - Role: Bookkeeper (not a guarantor)', 40, 162, 'Helvetica-Bold', 8);
    t(doc, 'Contact Name: Lori Lindqvist', 60, 176); t(doc, 'Title: Bookkeeper', 60, 188);
    t(doc, 'Bank Information', 40, 210, 'Helvetica-Bold', 9);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => `${a.first_name} ${a.last_name}`)).toEqual(['Ahmed Kim']);
  });

  const worksheet = (doc: Doc, rows: string[][], rules: number[]) => {
    t(doc, 'DEAL SUMMARY / UNDERWRITING WORKSHEET', 40, 30, 'Helvetica-Bold', 11);
    t(doc, 'Legal Name', 40, 50); t(doc, 'Cedar Vet Clinic Ltd.', 150, 50, 'Helvetica', 9); t(doc, 'BN', 330, 50); t(doc, '647468073', 420, 50, 'Helvetica', 9);
    t(doc, 'Address', 40, 64); t(doc, '3948 Industrial Pkwy, Regina', 150, 64, 'Helvetica', 9); t(doc, 'Province', 330, 64); t(doc, 'SK', 420, 64, 'Helvetica', 9);
    t(doc, 'Requested Amount', 40, 78); t(doc, '$250,000', 150, 78, 'Helvetica', 9); t(doc, 'Industry (stated)', 330, 78); t(doc, 'Veterinary clinic', 420, 78, 'Helvetica', 9);
    t(doc, '3. GUARANTORS / OWNERS', 40, 90, 'Helvetica-Bold', 9);
    const cols = [['Name', 42], ['Title', 190], ['Own %', 285], ['SIN', 330], ['DOB', 415]] as const;
    for (const [c, x] of cols) t(doc, c, x, 108, 'Helvetica-Bold', 8);
    for (const ry of rules) doc.moveTo(40, ry).lineTo(566, ry).lineWidth(0.6).stroke('#333');
    // (Every other value written high in its row, the rule over it through its letters.)
    rows.forEach((r, i) => r.forEach((v, k) => hand(doc, v, cols[k]![1], 118 + i * 16 + (k % 2 ? 3 : -4))));
  };

  it("a ruled table's rules crossing a hand's values written high are no strike-through", async () => {
    const doc = page();
    worksheet(doc, [['Okafor, Hannah', 'President', '50%', '266 259 639', '1983-02-15'], ['Schneider, Rebecca M.', 'Vice President', '25.00%', 'XXX XXX 518', '1987-06-05'],
      ['McAllister, Tomasz', 'Director', '25.00%', '634 099 980', '1993-06-28']], [118, 134, 150, 166]);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => a.last_name)).toEqual(['Okafor', 'Schneider', 'McAllister']);
    expect(app?.applicants?.map((a) => a.ownership)).toEqual([50, 25, 25]);
  });

  it("a table of one row, its header's rule and its foot's, crossing a hand's values, strikes none of them", async () => {
    const doc = page();
    worksheet(doc, [['Haddad, Rebecca', 'Owner', '80%', '462 261 231', '1959-07-22']], [118, 134]);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.last_name, a.role, a.tax_id])).toEqual([['Haddad', 'Owner', '462261231']]);
  });
});

describe('eleventh session: captions of sets 143 and 144', () => {
  it('numbered by part and item ("3a-1 Full name"), two run together ("3a-3 Ownership % 3a-4 Credit score"), under their values', () => {
    const page = pageOf([item('PART III   OWNERS AND OFFICERS', 40, 60, 'F2', 9, 160), item('Owner 1', 40, 76, 'F2', 8, 30),
      item('Priya J. Lindqvist', 42, 96, 'F3', 9, 80), item('Owner', 300, 96, 'F3', 9, 30), item('100%', 420, 96, 'F3', 9, 24), item('761', 480, 96, 'F3', 9, 18),
      item('3a-1 Full name', 40, 106, 'F1', 6, 44), item('3a-2 Title', 300, 106, 'F1', 6, 30), item('3a-3 Ownership % 3a-4 Credit score', 420, 106, 'F1', 6, 100),
      item('xxx-xx-6071', 42, 126, 'F3', 9, 56), item('3a-5 SSN or ITIN', 40, 136, 'F1', 6, 48),
      item('By signing below, each owner certifies that the information above is true and complete.', 40, 170, 'F1', 6, 260)],
    // (Each value on its rule, the caption under the rule.)
    { rules: [[40, 290, 99], [300, 410, 99], [420, 470, 99], [475, 560, 99], [40, 290, 129]].map(([x0, x1, y]) => ({ x0: x0!, x1: x1!, y0: y!, y1: y! + 0.5 })) });
    expect(owners(readPage(page))).toEqual([['Priya', 'Lindqvist', 'Owner', 100, null]]);
    expect(readPage(page).applicants[0]?.credit_score?.value).toBe(761);
  });

  it("a caption said in two languages, its plural between them ('Apellido(s) / Last Name(s)'), over a table's column", () => {
    expect(labelOf('Apellido(s) / Last Name(s)', true, false, false)).toEqual({ field: 'owner_last', end: 26, explicit: false });
  });

  it("other brokers' words: 'Social', 'Place of Organization (State)', 'Inc. Prov.', 'Type of Business Organization:'", () => {
    expect(labelOf('Social', true, false, false)?.field).toBe('owner_tax_id');
    expect(labelOf('Social media', true, false, false)).toBeNull();
    expect(labelOf('Place of Organization (State)', false, false, false)?.field).toBe('other');
    expect(labelOf('Inc. Prov.', false, false, true)?.field).toBe('other');
    expect(labelOf('Type of Business Organization:', false, false, false)?.field).toBe('type_of_entity');
  });

  it("a bare nine-digit number under 'Federal Tax ID' (the IRS's name of the EIN) is an EIN; under 'Tax ID' a sole proprietor's has no kind printed", () => {
    const form = (label: string, entity: string) => pageOf([item('BUSINESS INFORMATION', 40, 40, 'F2', 9, 110), item('Legal Business Name:', 40, 60, 'F1', 8, 80),
      item('Harbor Light Fitness', 130, 60, 'F3', 9, 100), item('Entity Type:', 40, 76, 'F1', 8, 50), item(entity, 130, 76, 'F3', 9, 60),
      item(`${label}:`, 40, 92, 'F1', 8, 80), item('105898491', 130, 92, 'F3', 9, 50), item('State:', 300, 92, 'F1', 8, 24), item('FL', 340, 92, 'F3', 9, 12)]);
    expect(v(readPage(form('Federal Tax ID', 'Sole Proprietor')), 'business_tax_id', 'business_tax_id_type')).toEqual(['105898491', 'EIN']);
    expect(v(readPage(form('Tax ID', 'Sole Proprietor')), 'business_tax_id', 'business_tax_id_type')).toEqual(['105898491', null]);
  });
});

describe('eleventh session: set 145 (form builders and office templates)', () => {
  it("a Word template's pairs on one line of dot leaders, values typed over them, and an EIN in its comb's 2 + 7 boxes", async () => {
    const doc = page();
    t(doc, 'MERCHANT CASH ADVANCE APPLICATION', 150, 30, 'Helvetica-Bold', 12);
    t(doc, 'SECTION 1 - BUSINESS INFORMATION', 40, 56, 'Helvetica-Bold', 9);
    const dots = (n: number) => '.'.repeat(n);
    const line = (y: number, pairs: [string, number, string][]) => { for (const [label, x, value] of pairs) { t(doc, `${label} ${dots(40)}`, x, y, 'Helvetica', 8); t(doc, value, x + 70, y - 3, 'Courier', 9); } };
    line(80, [['Business Legal Name:', 40, 'Bright Harbor Partners L.L.C.']]);
    line(100, [['City:', 40, 'Tempe'], ['State:', 230, 'AZ'], ['Zip:', 400, '55386']]);
    t(doc, 'Federal Tax ID (EIN):', 40, 120, 'Helvetica', 8);
    const comb = (x: number, ds: string) => [...ds].forEach((d, i) => { doc.rect(x + i * 11, 117, 11, 13).lineWidth(0.5).stroke('#000'); t(doc, d, x + i * 11 + 3, 120, 'Courier', 9); });
    comb(150, '34'); comb(190, '2803611');
    line(140, [['Amount Requested:', 40, '$150,000.00'], ['Use of Funds:', 300, 'Payroll']]);
    t(doc, 'Owner / Officer #1', 40, 164, 'Helvetica-Bold', 9);
    line(184, [['Name:', 40, 'Fatima Ruiz-Ortega'], ['Title:', 300, 'Managing Member']]);
    const app = await read(doc);
    expect([app?.legal_name, app?.state_region, app?.business_tax_id, app?.business_tax_id_type, app?.requested_amount]).toEqual(['Bright Harbor Partners L.L.C.', 'AZ', '342803611', 'EIN', 150000]);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role])).toEqual([['Fatima', 'Ruiz-Ortega', 'Managing Member']]);
  });

  it("a ring a hand drew round an option's radio circle marks that option", async () => {
    const doc = page();
    t(doc, 'Business Funding Application', 100, 30, 'Helvetica-Bold', 12);
    t(doc, 'Legal business name *', 112, 60, 'Helvetica-Bold', 9); hand(doc, 'Copperline Dental Studio', 112, 74);
    t(doc, 'Type of business entity', 112, 100, 'Helvetica-Bold', 9);
    const opts = ['Sole Proprietorship', 'LLC', 'Corporation', 'S Corporation', 'Partnership'];
    opts.forEach((o, i) => { doc.circle(119.5, 121 + i * 17, 6).lineWidth(0.7).stroke('#666'); t(doc, o, 129, 117 + i * 17, 'Helvetica', 9); });
    doc.ellipse(119.5, 121 + 3 * 17, 8.8, 8.3).lineWidth(1.3).stroke('#1d3c9c');
    t(doc, 'Amount requested *', 112, 215, 'Helvetica-Bold', 9); hand(doc, '$45,000', 112, 229);
    const app = await read(doc);
    expect(app?.type_of_entity).toBe('s_corporation');
  });

  it("a form builder's sections counted out of the form's ('Section 3 of 4: Owner 1') head their parts", () => {
    expect(sectionOf('Section 3 of 4: Owner 1')).toBe('owner');
    expect(sectionOf('Section 4 of 4: Owner 2 (optional)')).toBe('owner');
    expect(sectionOf('Section 2 of 4: Funding request')).toBe('funding');
  });
});
