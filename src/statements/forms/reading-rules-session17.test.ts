import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect, letterPage, put } from './test-forms-rules.ts';
import { blankAfter, bracketCaption } from './sentences.ts';
import type { Piece } from './pieces.ts';
import { uncaptionedUnder } from './value-captions.ts';
import { ownerTables } from './owners-table.ts';
import { labelOf } from './labels.ts';
import { sectionOf } from './section-of.ts';
import { entityOption, headingStyled } from './not-heading.ts';
import { partedUnderCaptions } from './units.ts';
import { kindSide } from './kind-fit.ts';
import { cardOwners } from './owners-unlabelled.ts';
import { otherTongue } from './tongues.ts';

// The seventeenth session's rules: owners written into sentences and guarantors' blocks (set 187), and what the new
// sets printed that the reader took wrongly at first sight.

const read = async (doc: PDFKit.PDFDocument) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;

/** A business's block over the owners: enough of an application for the document to be read as one. */
function businessBlock(doc: PDFKit.PDFDocument): void {
  put(doc, 'MERCHANT CASH ADVANCE APPLICATION', 40, 30, 'Helvetica-Bold', 12);
  put(doc, 'Legal / Corporate Name', 40, 60); put(doc, 'Cedar Point Bakery LLC', 40, 72, 'Helvetica', 9);
  put(doc, 'Federal EIN', 300, 60); put(doc, '46-7612937', 300, 72, 'Helvetica', 9);
  put(doc, 'Requested Amount', 40, 92); put(doc, '75,000.00', 40, 104, 'Helvetica', 9);
  put(doc, 'Business Start Date', 300, 92); put(doc, '01/24/2009', 300, 104, 'Helvetica', 9);
}

describe('a blank captioned by the bracketed words after it', () => {
  it('reads "(name)", "(title)" as what the blank before holds', () => {
    expect(bracketCaption('(name),')).toBe('owner_name');
    expect(bracketCaption('(title), owning')).toBe('owner_title');
    expect(bracketCaption('(print name)')).toBe('owner_name');
    // (A defined term's bracket names no owner's blank.)
    expect(bracketCaption('(the "Merchant"), a')).toBeNull();
  });
  it('reads the sentence on after the caption: "(title), owning" asks the share', () => {
    expect(blankAfter('(title), owning')).toBe('owner_ownership');
  });
  it('reads each owner\'s name, title and share from the sentence', async () => {
    const doc = letterPage();
    businessBlock(doc);
    put(doc, 'OWNER CERTIFICATION', 40, 140, 'Helvetica-Bold', 9);
    for (const [i, [name, title, share, ssn]] of [['Aisha O\'Connell', 'Managing Member', '40', '124-58-9795'], ['Chloe Haddad', 'Partner', '33', '829-75-8618']].entries()) {
      const y = 160 + i * 70;
      put(doc, `Owner ${i + 1}`, 40, y, 'Helvetica-Bold', 8);
      put(doc, 'I,', 40, y + 14, 'Helvetica', 7.5); put(doc, name!, 50, y + 14, 'Courier', 9);
      put(doc, '(name),', 201, y + 14, 'Helvetica', 7.5); put(doc, title!, 236, y + 14, 'Courier', 9);
      put(doc, '(title), owning', 332, y + 14, 'Helvetica', 7.5); put(doc, share!, 388, y + 14, 'Courier', 9);
      put(doc, '% of the business, Social Security No.', 421, y + 14, 'Helvetica', 7.5);
      put(doc, ssn!, 43, y + 33, 'Courier', 9); put(doc, ', certify that the information in this application is true.', 132, y + 33, 'Helvetica', 7.5);
    }
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id])).toEqual([
      ['Aisha', 'O\'Connell', 'Managing Member', 40, '124589795'], ['Chloe', 'Haddad', 'Partner', 33, '829758618']]);
  });
  it('reads "the holder of [51] % of its shares" as the share', async () => {
    const doc = letterPage();
    businessBlock(doc);
    put(doc, 'PRINCIPAL OWNER DECLARATION', 40, 140, 'Helvetica-Bold', 9);
    put(doc, 'I,', 40, 160, 'Helvetica', 7.5); put(doc, 'Linh Van der Berg', 50, 160, 'Courier', 9);
    put(doc, ', being the', 200, 160, 'Helvetica', 7.5); put(doc, 'President', 245, 160, 'Courier', 9);
    put(doc, 'of the Business and the holder of', 330, 160, 'Helvetica', 7.5); put(doc, '51', 450, 160, 'Courier', 9);
    put(doc, '% of its shares or interests.', 480, 160, 'Helvetica', 7.5);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Linh', 'Van der Berg', 'President', 51]]);
  });
});

describe('a guarantor\'s block', () => {
  // Set 187's guaranty page: the printed name and title over the signature's line, the guarantor's details a row
  // further down ("SSN | Date of Birth | Ownership % | Home Address | Date").
  it('reads the printed name as the owner\'s and the share under the signature\'s line as hers', async () => {
    const doc = letterPage();
    businessBlock(doc);
    put(doc, 'PERSONAL GUARANTY. Each undersigned guarantor unconditionally guarantees the Merchant\'s performance.', 40, 130, 'Helvetica', 7);
    put(doc, 'GUARANTOR 1', 46, 160, 'Helvetica-Bold', 9);
    put(doc, 'Printed Name', 310, 169, 'Helvetica', 7); put(doc, 'Title', 470, 169, 'Helvetica', 7);
    put(doc, 'X', 46, 178, 'Helvetica', 12); put(doc, 'Fatima Park', 312, 180, 'Courier', 9); put(doc, 'Owner', 472, 180, 'Courier', 9);
    put(doc, 'Signature', 58, 192, 'Helvetica', 7);
    for (const [t, x] of [['SSN', 46], ['Date of Birth', 166], ['Ownership %', 266], ['Home Address', 336], ['Date', 496]] as const) put(doc, t, x, 211, 'Helvetica', 7);
    for (const [t, x] of [['XXX-XX-5827', 48], ['06/22/1992', 168], ['100%', 268], ['8850 Willow Ln', 338], ['05/02/2025', 498]] as const) put(doc, t, x, 222, 'Courier', 9);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Fatima', 'Park', 'Owner', 100]]);
  });
});

const piece = (text: string, x0: number, x1: number, y0: number, y1: number): Piece => ({ page: 1, text, x0, x1, y0, y1, source: 'text' });

describe('a value under a label on a page of captions under their values', () => {
  // Set 183's intake: "Number of Payments" left blank on the rule over it; under it "1", the value of the caption
  // under that, "Open Positions (#)", words no label we know, printed in the captions' small type.
  const label = piece('Number of Payments', 176, 227, 196, 202), one = piece('1', 178, 182, 207, 216);
  it('is the next caption\'s value when words in the captions\' type are under it', () => {
    expect(uncaptionedUnder(label, [label, one, piece('Open Positions (#)', 176, 221, 219, 225)])).toBeUndefined();
  });
  it('is the label\'s when nothing is printed under it', () => {
    expect(uncaptionedUnder(label, [label, one])?.text).toBe('1');
  });
});

describe('an owners\' table', () => {
  // Set 186's owners' row written by hand, then "Home Addresses" alone (the next block's title, set as a row's
  // height) over "Owner 1 Home Address  9289 Cedar Ct".
  const header = [piece('Name (Last, First)', 40, 110, 80, 87), piece('Title', 250, 268, 80, 87), piece('%', 330, 336, 80, 87), piece('SSN', 380, 395, 80, 87)];
  const row = [piece('Brennan, Lucia', 40, 110, 92, 104), piece('Owner', 250, 280, 92, 104), piece('100%', 330, 352, 92, 104), piece('XXX-XX-3844', 380, 440, 92, 104)];
  it('ends at a caption alone on its line, in the plural', () => {
    const after = [piece('Home Addresses', 40, 100, 110, 119), piece('Owner 1 Home Address', 44, 120, 124, 131), piece('9289 Cedar Ct', 200, 260, 122, 133)];
    const names = ownerTables([...header, ...row, ...after]).flatMap((t) => t.cells.filter((c) => c.field === 'owner_name').map((c) => c.piece.text));
    expect(names).toEqual(['Brennan, Lucia']);
  });
  it('still reads a second owner\'s name alone on its row', () => {
    const names = ownerTables([...header, ...row, piece('Osei, Isaac', 40, 90, 110, 121)]).flatMap((t) => t.cells.filter((c) => c.field === 'owner_name').map((c) => c.piece.text));
    expect(names).toEqual(['Brennan, Lucia', 'Osei, Isaac']);
  });
});

describe('what the new sets printed (190-195)', () => {
  it('reads French and app captions: "No d\'identification fiscale", "Nom d\'affaires", "Secteur", "Fondée le", "You\'re requesting"', () => {
    expect(labelOf('No d\'identification fiscale', true, false, false)?.field).toBe('business_tax_id');
    expect(labelOf('Nom d\'affaires', true, false, false)?.field).toBe('trade_name');
    expect(labelOf('Secteur', true, false, false)?.field).toBe('industry');
    expect(labelOf('Fondée le', true, false, false)?.field).toBe('business_start_date');
    expect(labelOf('You\'re requesting', true, false, false)?.field).toBe('requested_amount');
    expect(labelOf('Legal first name', true, false, false)?.field).toBe('owner_first');
    expect(labelOf('Legal last name', true, false, false)?.field).toBe('owner_last');
    // (A sector named, "Secteur bancaire", is no caption of the industry.)
    expect(labelOf('Secteur bancaire', true, false, false)).toBeNull();
  });
  it('heads a witness\'s or a notary\'s block as nobody\'s', () => {
    expect(sectionOf('Witness / Témoin')).toBe('decoy');
    expect(sectionOf('Notary Public')).toBe('decoy');
  });
  it('reads "6  Trade reference" in the page\'s headings\' type as a heading, its section\'s number in a badge before it', () => {
    const heads = [[piece('5', 42, 47, 44, 56), piece('Owners / principals (20% or more)', 60, 257, 42, 57)],
      [piece('6', 42, 47, 210, 222), piece('Trade reference', 60, 151, 208, 223)], [piece('7', 42, 47, 272, 284), piece('Consent and signature', 60, 191, 270, 285)]].flat();
    const labels = [piece('Surname', 41, 66, 70, 78), piece('Given name(s)', 207, 247, 70, 78), piece('Supplier / company', 41, 94, 234, 242), piece('Contact name', 267, 306, 234, 242)];
    expect(headingStyled(heads[3]!, [...heads, ...labels])).toBe(true);
    // (A label in the labels' type is none.)
    expect(headingStyled(labels[2]!, [...heads, ...labels])).toBe(false);
  });
  it('takes an entity among a list of entities to choose from for no heading', () => {
    const list = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Other'].map((t, i) => piece(t, 47, 47 + 6 * t.length, 300 + 14 * i, 310 + 14 * i));
    expect(entityOption(list[4]!, list)).toBe(true);
    expect(entityOption(piece('Sole Proprietor', 47, 120, 300, 310), [piece('Owner 1 of 2', 47, 120, 280, 290)])).toBe(false);
  });
  it('parts no value under a caption\'s other language: "Nom légal  Legal name" over "15444763 Canada Inc."', () => {
    const value: Piece = { ...piece('15444763 Canada Inc.', 39, 130, 92, 103), words: [{ text: '15444763', x0: 39, x1: 79 }, { text: 'Canada', x0: 81, x1: 113 }, { text: 'Inc.', x0: 115, x1: 130 }] };
    const caps = [piece('Nom légal', 39, 72, 80, 88), piece('Legal name', 80, 110, 81, 88)];
    const isLabel = (t: string) => !!labelOf(t, true);
    expect(partedUnderCaptions([...caps, value], isLabel).map((p) => p.text)).toContain('15444763 Canada Inc.');
    // (Two captions of two fields part it: "Legal name  Trade name".)
    const two = [piece('Legal name', 39, 72, 80, 88), piece('Trade name', 80, 110, 81, 88)];
    expect(partedUnderCaptions([...two, value], isLabel).map((p) => p.text)).toEqual(['Legal name', 'Trade name', '15444763', 'Canada Inc.']);
  });
  it('tells by their kinds that a fillable page\'s labels are over their values: "SSN" over a masked number, "Managing Member" over it', () => {
    const field = (t: string, x0: number, y0: number): Piece => ({ ...piece(t, x0, x0 + 80, y0, y0 + 15), source: 'field' });
    const ssn = piece('SSN', 178, 190, 197, 206);
    expect(kindSide(ssn, [field('Managing Member', 178, 180), ssn, field('***-**-8756', 178, 212)], [])).toBe('under');
  });
  it('reads a caption\'s other language once, not a caption\'s second word parted from its first', () => {
    const fr = piece('Nom complet', 39, 82, 410, 419), en = piece('Full name', 85, 111, 411, 418);
    expect(otherTongue(en, 'owner_name', [fr, en])).toBe(true);
    const credit = piece('Credit', 310, 333, 116, 126), score = piece('Score:', 337, 360, 116, 126);
    expect(otherTongue(score, 'owner_credit', [credit, score])).toBe(false);
  });
  it('starts no owner\'s card at a value read under its own label', () => {
    const title = piece('Directeur général', 311, 380, 417, 427), share = piece('40%', 445, 460, 417, 427);
    const nas = piece('XXX-XXX-793', 311, 360, 442, 452);
    const found = [{ field: 'owner_title', text: title.text, label: 'TITRE / FONCTION', piece: title, confidence: 0.8, source: 'text' as const },
      { field: 'owner_tax_id', text: nas.text, label: 'NAS', piece: nas, confidence: 0.8, source: 'text' as const }];
    const onFile = [{ field: 'on_file:owner_name', text: title.text, label: '', piece: title, confidence: 0.7, source: 'text' as const },
      { field: 'on_file:owner_ownership', text: '40', label: '', piece: share, confidence: 0.7, source: 'text' as const }];
    expect(cardOwners(found, onFile).filter((f) => f.field === 'owner_name')).toEqual([]);
  });
  it('reads a bilingual form\'s name caption once, a hand\'s two words one name, and "Coopérative"\'s English no "Autre :" answer', async () => {
    const doc = letterPage();
    put(doc, 'CAPITAL ACADIE - Formulaire de demande de financement / Financing application form', 40, 30, 'Helvetica-Bold', 10);
    put(doc, 'L\'ENTREPRISE / THE BUSINESS', 40, 56, 'Helvetica-Bold', 9);
    put(doc, 'Nom légal', 40, 72, 'Helvetica-Bold', 7); put(doc, 'Legal name', 80, 73, 'Helvetica-Oblique', 5.5); put(doc, 'Les Entreprises Gauthier inc.', 40, 84, 'Helvetica', 9);
    put(doc, 'No d\'identification fiscale', 300, 72, 'Helvetica-Bold', 7); put(doc, '707 081 451 RC0001', 300, 84, 'Helvetica', 9);
    put(doc, 'Montant demandé', 40, 236, 'Helvetica-Bold', 7); put(doc, 'Amount requested', 100, 237, 'Helvetica-Oblique', 5.5); put(doc, '200 000,00 $', 40, 248, 'Helvetica', 9);
    put(doc, 'Structure', 40, 104, 'Helvetica-Bold', 7);
    for (const [fr, en, x] of [['Entreprise individuelle', 'Sole proprietorship', 92], ['Corporation', 'Corporation', 184], ['Coopérative', 'Co-operative', 443], ['Autre :', '', 507]] as const) {
      doc.rect(x - 12, 106, 9, 9).lineWidth(0.5).stroke(); put(doc, fr, x, 107, 'Helvetica', 7); if (en) put(doc, en, x, 116, 'Helvetica-Oblique', 5.5);
    }
    doc.moveTo(172, 107).lineTo(176, 113).lineTo(181, 104).lineWidth(1).stroke();
    doc.moveTo(530, 114).lineTo(576, 114).lineWidth(0.5).stroke();
    put(doc, 'PROPRIÉTAIRES / OWNERS', 40, 140, 'Helvetica-Bold', 9);
    put(doc, 'Nom complet', 40, 160, 'Helvetica-Bold', 7); put(doc, 'Full name', 86, 161, 'Helvetica-Oblique', 5.5);
    put(doc, 'Titre', 369, 160, 'Helvetica-Bold', 7); put(doc, 'Title', 388, 161, 'Helvetica-Oblique', 5.5);
    put(doc, 'Martin', 47, 172, 'Times-Italic', 14); put(doc, 'Gauthier', 92, 172, 'Times-Italic', 14); put(doc, 'Président', 374, 172, 'Times-Italic', 14);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Martin', 'Gauthier', 'Président', null]]);
    // (Corporation ticked, a Canadian one by its BN.)
    expect(app?.type_of_entity).toBe('ca_corporation');
  });
});

describe('a form of numbered rows, each a label cell and a value cell (set 199)', () => {
  it('reads each value in the cell beside its numbered label, a value first where a label follows it in the cell, and a name given in three parts', async () => {
    const doc = letterPage();
    put(doc, 'Bluenose Funding Group - MERCHANT APPLICATION', 38, 30, 'Helvetica-Bold', 11);
    put(doc, 'SECTION A - BUSINESS PROFILE', 40, 52, 'Helvetica-Bold', 9);
    const rows: [string, string, string, string?, string?][] = [['A1', 'Legal name of business', 'Granite Bay Tire Shop Ltd.'], ['A6', 'CRA Business Number (BN)', '843718735-RC0001'],
      ['A9', 'Date business commenced', '07-Aug-2017', 'Employees (FT/PT)', '26 / 3'], ['B1', 'Amount requested', '$101,500'], ['D1.1', 'Given name / middle / surname', 'Connor', '', 'Sandhu']];
    rows.forEach(([code, label, value, label2, value2], i) => {
      const y = 70 + 19 * i + (i === 4 ? 24 : 0);
      if (i === 4) put(doc, 'SECTION D - PRINCIPALS', 40, y - 16, 'Helvetica-Bold', 9);
      doc.lineWidth(0.5).rect(38, y, 177, 19).stroke().rect(215, y, 360, 19).stroke();
      put(doc, code, 41, y + 5, 'Helvetica-Bold', 7); put(doc, label, 60, y + 5, 'Helvetica', 7); put(doc, value, 219, y + 4, 'Courier', 9);
      if (label2) put(doc, label2, 397, y + 5, 'Helvetica', 7);
      if (value2) put(doc, value2, label2 ? 455 : 470, y + 4, 'Courier', 9);
    });
    const app = await read(doc);
    expect([app?.legal_name, app?.business_tax_id, app?.business_start_date, app?.requested_amount]).toEqual(['Granite Bay Tire Shop Ltd.', '843718735RC0001', '2017-08-07', 101500]);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name])).toEqual([['Connor', 'Sandhu']]);
  });
  it('reads "Given name / middle / surname" as the whole name, "First name / Last name" as before', () => {
    expect(labelOf('Given name / middle / surname', true, false, false)?.field).toBe('owner_name');
    expect(labelOf('First name / Last name', true, false, false)?.field).toBe('owner_first');
  });
});
