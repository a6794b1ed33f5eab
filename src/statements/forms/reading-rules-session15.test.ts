import { describe, expect, it } from 'vitest';
import { parseStatements } from '../index.ts';
import { collect, letterPage, put } from './test-forms-rules.ts';
import { labelOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { notValue, valueOf } from './value-of.ts';
import { splitHeader } from './table-split.ts';
import { nameUnderNumber } from './owner-number.ts';
import { headings } from './headings.ts';
import { rowLabel } from './row-label.ts';
import { optionRow } from './option-row.ts';

// The fifteenth session's rules: what the brokers' documents printed that the reader took wrongly (the new sets at
// first sight, and what was left from the last session).

const piece = (text: string, x0: number, x1: number, y0: number, y1: number): Piece => ({ page: 1, text, x0, x1, y0, y1, source: 'text' });

describe('a hand\'s value written up into its caption strip', () => {
  // A cell with its caption in a shaded strip across its top (the strip a box of its own inside the cell), as set
  // 166's bilingual grid draws it; the hand's value leans up so its top crosses the strip's foot by a point or two.
  const cell = { x0: 35, x1: 397, y0: 76, y1: 104 }, strip = { x0: 36.4, x1: 395.6, y0: 77.4, y1: 85.9 };
  const caption = piece('NOMBRE LEGAL / LEGAL NAME', 39, 129, 78, 85);
  const valueAt = (y0: number) => {
    const value = piece('Barber Studio La Palma, Inc.', 40, 158, y0, y0 + 14);
    return valueOf(caption, labelOf(caption.text)!, [caption, value], [cell, strip])?.text;
  };
  it('is the caption\'s value, its top under the strip\'s foot or a little over it', () => {
    expect(valueAt(86)).toBe('Barber Studio La Palma, Inc.');
    expect(valueAt(83.5)).toBe('Barber Studio La Palma, Inc.');
    expect(valueAt(82.5)).toBe('Barber Studio La Palma, Inc.');
  });
  it('is the value of a caption as short as "%", written just past its end', () => {
    // (Set 174's dense grid: "%" in a 4-point strip over a hand's "40" starting a point after it.)
    const pct = piece('%', 324, 328, 197, 201);
    const value = piece('40', 329, 338, 199, 210);
    const boxes = [{ x0: 323, x1: 364, y0: 196, y1: 203 }, { x0: 322, x1: 365, y0: 196, y1: 213 }];
    expect(valueOf(pct, labelOf('%', true)!, [pct, value], boxes)?.text).toBe('40');
  });
});

describe('a spouse beside the owner', () => {
  // A guarantor's page asks the spouse's name and numbers under a heading the form says is no guarantor's: the
  // spouse's SSN is no owner's, whatever its line says ("Spouse SSN:" beside "Spouse Name:").
  it('reads a spouse\'s number and birth date as a decoy\'s', () => {
    for (const t of ['Spouse SSN:', "Spouse's Date of Birth", 'Spouse Social Security No.', 'Wife SIN']) expect(labelOf(t, true, false, false)?.field).toBe('decoy');
    expect(labelOf('SSN:', true, false, false)?.field).toBe('owner_tax_id');
  });
  it('keeps a spouse\'s column caption whole in an owners\' table', () => {
    const p = { ...piece('Spouse Name', 340, 381, 329, 337), words: [{ text: 'Spouse', x0: 340, x1: 364 }, { text: 'Name', x0: 366, x1: 381 }] };
    expect(splitHeader(p).map((q) => q.text)).toEqual(['Spouse Name']);
  });
});

describe('an owner\'s number captioning the name written under it', () => {
  // "Owner 1 | Title | % Own | SSN | DOB | FICO" in 5-point captions at a grid row's top, the values written under
  // each; a hand's name is taller than the caption and reaches up past its foot.
  const row = (y: number, name: string, nameTop: number) => [
    piece('Owner 1', 24, 42, y, y + 5), piece('Title', 229, 238, y, y + 5), piece('% Own', 331, 347, y, y + 5),
    piece('SSN', 379, 388, y, y + 5), piece('DOB', 465, 476, y, y + 5),
    piece(name, 27, 100, nameTop, nameTop + 12), piece('President', 232, 264, nameTop, nameTop + 12), piece('75%', 334, 349, nameTop, nameTop + 12),
  ];
  it('is the name\'s caption, not a heading, the name under its foot or reaching up past it', () => {
    for (const top of [203, 200, 197.5]) {
      const pieces = row(197, 'Farah A. Smith-Jones', top);
      expect(nameUnderNumber(pieces[0]!, pieces)).toBe(true);
      expect(headings(pieces, []).map((h) => h.piece.text)).not.toContain('Owner 1');
    }
  });
  it('finds the hand\'s name a point under the small caption\'s top', () => {
    const pieces = row(197, 'Winston Fairbanks', 198.4);
    // (Each caption in a shaded strip across its cell's top, set 174's grid.)
    const boxes = [{ x0: 22, x1: 227, y0: 196, y1: 203 }, { x0: 22, x1: 228, y0: 196, y1: 214 }, { x0: 227, x1: 330, y0: 196, y1: 203 }, { x0: 227, x1: 330, y0: 196, y1: 214 }];
    expect(valueOf(pieces[0]!, { field: 'owner_name', end: 7, explicit: true }, pieces, boxes)?.text).toBe('Winston Fairbanks');
  });
  it('is none when nothing under it is a name', () => {
    const pieces = row(197, '$12,500.00', 200);
    expect(nameUnderNumber(pieces[0]!, pieces)).toBe(false);
  });
});

const t = put, page = letterPage;
const read = async (doc: PDFKit.PDFDocument) => (await parseStatements([{ name: 'f.pdf', bytes: await collect(doc) }])).application;

describe('a typewriter\'s dashes leading a label to its value', () => {
  // "LEGAL NAME ------------ Blue Heron Ventures Ltd.": the dashes are a leader, as dots are, no words of the label.
  it('reads each label past its dashes', async () => {
    const doc = page();
    t(doc, 'RIDGEWAY & CO. BUSINESS CAPITAL', 36, 30, 'Courier-Bold', 14);
    t(doc, '--- BUSINESS ---', 36, 70, 'Courier-Bold', 8);
    const row = (label: string, value: string, y: number, x = 36) => { t(doc, label, x, y + 2, 'Courier', 7); t(doc, value, x + 114, y, 'Courier', 9); };
    row('LEGAL NAME ------------', 'Blue Heron Ventures Ltd.', 88);
    row('OPERATING NAME (O/A) --', 'Blue Heron Commercial Cleaning', 106);
    row('DATE STARTED ----------', '1998-05-06', 124);
    row('PHONE -------', '(204) 555-3248', 124, 312);
    row('CITY -------', 'Winnipeg', 142);
    row('PROV -------', 'MB', 142, 312);
    row('TYPE OF BUSINESS ------', 'Commercial cleaning', 160);
    t(doc, '--- FUNDING ---', 36, 190, 'Courier-Bold', 8);
    row('AMOUNT REQUESTED ------', '$20,000 CAD', 208);
    row('PAYMENT FREQUENCY -----', 'Daily', 226);
    const app = await read(doc);
    expect(app?.legal_name).toBe('Blue Heron Ventures Ltd.');
    expect(app?.trade_name).toBe('Blue Heron Commercial Cleaning');
    expect(app?.business_start_date).toBe('1998-05-06');
    expect(app?.state_region).toBe('MB');
    expect(app?.requested_amount).toBe(20000);
    expect(app?.payment_frequency).toBe('daily');
  });
});

describe('questions numbered apart from their captions', () => {
  it('reads where the business was formed as no state of the business, and its city, state and ZIP as its address', () => {
    expect(labelOf('State in which the business was formed', true, false, false)?.field).toBe('other');
    expect(labelOf('State where incorporated', true, false, false)?.field).toBe('other');
    expect(labelOf('City, state and ZIP of the business', true, false, false)?.field).toBe('address');
  });
  it('reads the next question\'s number, "6a.", as no value of the label before it', () => {
    expect(notValue(piece('6a.', 474, 485, 180, 190))).toBe(true);
    expect(notValue(piece('(13b)', 474, 485, 180, 190))).toBe(true);
    expect(notValue(piece('6 FT', 474, 485, 180, 190))).toBe(false);
  });
  it('reads each owner\'s column on a row whose caption\'s number is printed apart', async () => {
    const doc = page();
    t(doc, 'NORTHBRIDGE MERCHANT FUNDING INC.', 36, 24, 'Times-Bold', 14);
    t(doc, 'PART A - THE BUSINESS', 40, 44, 'Times-Bold', 10);
    t(doc, '1. Legal name of business (as registered)', 40, 60); t(doc, 'Brightline Cleaning Ltd.', 221, 58, 'Times-Roman', 10);
    t(doc, '2. Amount requested (CAD)', 40, 76); t(doc, '$45,000', 221, 74, 'Times-Roman', 10);
    const top = 50;
    t(doc, 'PART C - PRINCIPALS (each owner of 20% or more)', 40, 50 + top, 'Times-Bold', 10);
    t(doc, 'Owner 1', 222, 66 + top, 'Times-Bold', 9); t(doc, 'Owner 2', 402, 66 + top, 'Times-Bold', 9);
    const row = (num: string, caption: string, a: string, b: string, y: number, apart: boolean) => {
      if (apart) { t(doc, num, 40, y + 2); t(doc, caption, 60, y + 2); } else t(doc, `${num} ${caption}`, 40, y + 2);
      t(doc, a, 221, y, 'Times-Roman', 10); t(doc, b, 401, y, 'Times-Roman', 10);
    };
    // (The rows under the owners' headings.)
    row('16.', 'Full legal name', 'Andre K. Smith-Jones', 'Leila Delgado', 82 + top, false);
    row('17.', 'Title / position', 'Director', 'Secretary', 104 + top, true);
    row('18.', 'Ownership %', '50%', '50%', 126 + top, true);
    row('19.', 'Credit score (if known)', '677', '619', 148 + top, true);
    doc.moveTo(36, 170 + top).lineTo(576, 170 + top).stroke();
    t(doc, 'PART D - PREMISES, BANKING AND REFERENCES', 40, 178 + top, 'Times-Bold', 10);
    const app = await read(doc);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.credit_score])).toEqual([
      ['Andre', 'Smith-Jones', 'Director', 50, 677], ['Leila', 'Delgado', 'Secretary', 50, 619]]);
  });
});

describe('a portal\'s chips under their caption, a side panel beside them', () => {
  // A web portal's printout: the chosen entity a filled chip, the others outlined; "Entity type" captions the row
  // from over its first chip, and the side panel's "YOUR ISO REP" stands on the chips' line at the page's left. The
  // row is the entity's, not the ISO rep's (set 173's northgate lost its entity so).
  const pieces = [piece('YOUR ISO REP', 24, 74, 190, 199), piece('Entity type', 132, 167, 178, 187), piece('Corporation', 145, 191, 193, 203),
    piece('Sole Proprietorship', 211, 285, 193, 203), piece('Partnership', 309, 353, 193, 203), piece('Incorporated under', 440, 504, 178, 187)];
  it('takes the caption over the row for its label', () => {
    expect(rowLabel(pieces, pieces[2]!)?.text).toBe('Entity type');
    expect(rowLabel(pieces, pieces[4]!)?.text).toBe('Entity type');
  });
  it('keeps a label on the row\'s own line when it is the row\'s', () => {
    const row = [piece('Entity:', 40, 70, 193, 203), ...pieces.slice(2)];
    expect(rowLabel(row, row[2]!)?.text).toBe('Entity:');
  });
});

describe('an entity typed after its caption, the next field\'s caption on the line', () => {
  // "Legal Structure: Partnership   Incorporated in: NB": "Incorporated in:" asks the next field, no second option
  // beside "Partnership" making a row of options to tick (set 175's intake sheet).
  it('is no row of options', () => {
    const line = [piece('Legal Structure:', 276, 328, 114, 124), piece('Partnership', 349, 398, 113, 125), piece('Incorporated in:', 446, 497, 114, 124), piece('NB', 517, 530, 113, 125)];
    expect(optionRow(line[0]!, 'type_of_entity', line)).toBe(false);
    const menu = [piece('Legal Structure:', 276, 328, 114, 124), piece('Partnership', 349, 398, 113, 125), piece('Corporation', 410, 460, 113, 125)];
    expect(optionRow(menu[0]!, 'type_of_entity', menu)).toBe(true);
  });
});

describe('a comparison sheet: field names down the left, a column per party', () => {
  // Each table a dark header row over rows ruled across the page, each row's field name in a shaded cell at the left,
  // its values written after it in columns not drawn as cells: the business "As registered", the owners "Applicant |
  // Co-Applicant | Guarantor 2", the terms "Requested | Approved (office use only)". (Set 178 read 28% of it.)
  function sheet() {
    const doc = page();
    t(doc, 'HARBORLINE FUNDING PARTNERS', 40, 24, 'Helvetica-Bold', 14);
    t(doc, 'Applicant / Co-Applicant Comparison Sheet', 40, 44, 'Helvetica', 8);
    let y = 70;
    const table = (title: string, heads: [string, number][], rows: [string, ...string[]][]) => {
      t(doc, title, 36, y, 'Helvetica-Bold', 9); y += 14;
      doc.rect(36, y, 540, 15).fill('#1f3358');
      for (const [h, x] of heads) doc.fillColor('white').font('Helvetica-Bold').fontSize(7).text(h, x + 4, y + 4, { lineBreak: false });
      y += 15;
      for (const [label, ...values] of rows) {
        doc.rect(36, y, 130, 15).fill('#e8eef6');
        doc.lineWidth(0.5).strokeColor('#999999').moveTo(36, y + 15).lineTo(576, y + 15).stroke();
        t(doc, label, 40, y + 4, 'Helvetica', 7);
        values.forEach((v, i) => t(doc, v, heads[i]![1] + 3, y + 3, 'Helvetica', 8.5));
        y += 15;
      }
      y += 16;
    };
    table('1. BUSINESS DETAILS', [['As registered', 166]], [['Legal business name', 'Blue Heron Enterprises, LLC'], ['Entity type', 'Limited Liability Company'],
      ['Federal Tax ID (EIN)', '92-5064675'], ['Business start date', '09/27/2014'], ['City / State / ZIP', 'Tampa, FL 33662'], ['Type of business', 'Online store (Shopify)']]);
    table('2. OWNERS AND GUARANTORS', [['Applicant', 166], ['Co-Applicant', 289], ['Guarantor 2', 420]], [['Full name', 'Elena Gonzalez', 'Keisha M. MacLeod', ''],
      ['Title', 'Managing Member', 'Partner', ''], ['Ownership %', '75%', '25%', ''], ['SSN / ITIN', '***-**-1936', '608-32-2684', '']]);
    table('3. REQUESTED TERMS', [['Requested', 166], ['Approved (office use only)', 363]], [['Funding amount', '$41,000', '$35,000'], ['Payment amount', '$1,774.26', ''],
      ['Number of payments', '32', ''], ['Payment frequency', 'Weekly', 'Daily']]);
    return doc;
  }
  it('reads the business beside its field names, both parties\' columns and the requested column', async () => {
    const app = await read(sheet());
    expect([app?.legal_name, app?.type_of_entity, app?.business_tax_id, app?.business_start_date, app?.state_region]).toEqual(['Blue Heron Enterprises, LLC', 'llc', '925064675', '2014-09-27', 'FL']);
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership])).toEqual([['Elena', 'Gonzalez', 'Managing Member', 75], ['Keisha', 'MacLeod', 'Partner', 25]]);
    expect([app?.requested_amount, app?.requested_payment, app?.number_of_payments, app?.payment_frequency]).toEqual([41000, 1774.26, 32, 'weekly']);
  });
});
