import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { blank, isoDate, money, personName, taxId } from './values.ts';
import { labelOf, sectionOf } from './labels.ts';
import { checkboxRow, manyOptions, optionLine } from './marks.ts';
import { rowLabel } from './row-label.ts';
import { readForm } from './reader.ts';
import { valueOf } from './value-of.ts';
import type { Piece } from './pieces.ts';

// Other brokers' wordings and layouts (issue 36): questions put as a web form puts them, two fields on one line where
// the second is a dropdown or a checkbox row.
describe('form labels and rows as other brokers print them (issue 36)', () => {
  it('reads a field named by the paper it appears on, by what customers call it, by what the business sells', () => {
    expect(labelOf('NAME ON TAX RETURN')).toMatchObject({ field: 'legal_name', end: 18 });
    expect(labelOf('Business name as it appears on your federal tax return')?.field).toBe('legal_name');
    expect(labelOf('KNOWN TO CUSTOMERS AS')?.field).toBe('trade_name');
    expect(labelOf('Also known as')?.field).toBe('trade_name');
    expect(labelOf('WHAT THE BUSINESS SELLS')?.field).toBe('industry');
    expect(labelOf('Goods / services')?.field).toBe('industry');
    expect(labelOf('AMOUNT SOUGHT')?.field).toBe('requested_amount');
    expect(labelOf('Total funding request')?.field).toBe('requested_amount');
    expect(labelOf('How often?')?.field).toBe('payment_frequency');
    expect(labelOf('Remitted:')?.field).toBe('payment_frequency');
    expect(labelOf('In operation since')?.field).toBe('business_start_date');
    expect(labelOf('Form of organization')?.field).toBe('type_of_entity');
    // The shorter labels keep their meaning: an owner's "Full name", the industry's "Type of business".
    expect(labelOf('Full name')?.field).toBe('owner_name');
    expect(labelOf('Full legal name')?.field).toBe('owner_name');
    expect(labelOf('Type of business')?.field).toBe('industry');
    expect(labelOf('Business Type')?.field).toBe('industry');
  });

  const piece = (text: string, x0: number, x1: number, y0 = 100): Piece => ({ text, x0, x1, y0, y1: y0 + 10, page: 1, source: 'text' });
  const page = (boxes: Rect[], marks: Rect[] = []): PageText => ({ page: 1, width: 612, height: 792, items: [], form: { fields: [], marks, rules: [], boxes } } as unknown as PageText);
  const box = (x0: number): Rect => ({ x0, y0: 100, x1: x0 + 10, y1: 110 });

  it('a mark belongs to the nearest label before it, not to the line\'s first field', () => {
    const pieces = [piece('Operating name (O/A)', 40, 150), piece('N/A', 155, 200), piece('Business structure', 380, 447), piece('Inc.', 452, 480)];
    expect(rowLabel(pieces, pieces[3]!)?.text).toBe('Business structure');
    // Options before the marked one are options, not the row's label.
    const row = [piece('Entity type:', 40, 90), piece('LLC', 110, 125), piece('Corporation', 145, 190)];
    expect(rowLabel(row, row[2]!)?.text).toBe('Entity type:');
  });

  it('a lone box beside a written value is a dropdown, not a checkbox row; boxes past the next label are its own', () => {
    const entity = piece('Entity Type', 40, 76);
    const dropdown = [entity, piece('S Corp', 210, 240)];
    // A dropdown's arrow drawn as a box in a frame: one box.
    expect(checkboxRow(entity, page([box(562), { x0: 561, y0: 99, x1: 575, y1: 111 }]), dropdown)).toBe(false);
    const row = [entity, piece('LLC', 104, 120), piece('Corp', 144, 170)];
    expect(checkboxRow(entity, page([box(90), box(130)]), row)).toBe(true);
    // "Entity type  LLC      Premises: [ ] Own [ ] Rent": the boxes are the premises'.
    const two = [entity, piece('LLC', 90, 110), piece('Premises:', 300, 340), piece('Own', 358, 375), piece('Rent', 393, 410)];
    expect(checkboxRow(entity, page([box(345), box(380)]), two)).toBe(false);
  });
});

describe('a value is taken only where its label owns it (issue 36)', () => {
  const piece = (text: string, x0: number, x1: number, y0: number): Piece => ({ text, x0, x1, y0, y1: y0 + 8, page: 1, source: 'text' });
  it('a blank label over the next row takes nothing from it: the piece beside its own label is that label\'s', () => {
    // "POSITION" left blank; the next strip's "SSN / ITIN  598-55-3948" sits under it.
    const position = piece('POSITION', 333, 363, 91);
    const pieces = [piece('YOUR NAME', 36, 74, 91), piece('Daniel H. Jensen', 127, 199, 89), position,
      piece('OWNERSHIP SHARE', 36, 98, 110), piece('50%', 120, 139, 108), piece('SSN / ITIN', 198, 228, 110), piece('598-55-3948', 289, 340, 108)];
    expect(valueOf(position, labelOf('POSITION')!, pieces, [])).toBeNull();
    // A value written under its label, with no label before it on its line, is still read.
    const title = piece('Title', 40, 60, 91);
    expect(valueOf(title, labelOf('Title')!, [title, piece('President', 40, 80, 101)], [])?.text).toBe('President');
  });
});

describe('owners asked of the owner, before the business (issue 36)', () => {
  it('a section addressed to the owner is the owners\'; its questions name the owner\'s fields', () => {
    expect(sectionOf('A. About you (every owner of 20% or more)')).toBe('owner');
    expect(sectionOf('Personal information')).toBe('owner');
    expect(labelOf('Q2. Your position in the company')).toMatchObject({ field: 'owner_title', explicit: true });
    expect(labelOf('Q3. Share of the business you own')).toMatchObject({ field: 'owner_ownership', explicit: true });
    expect(labelOf('Q13. Legal name of the company')?.field).toBe('legal_name');
  });
});

describe('values that look like headings, numbers named in words (issue 36)', () => {
  const item = (str: string, x: number, y: number, font = 'F1'): TextItem => ({ str, x, y, w: str.length * 4.2, h: 8, font });
  it('a value under its label is no section heading ("Freight broker" under "Nature of Business" opens no decoy section)', () => {
    const page = { page: 1, width: 612, height: 792, items: [
      item('BUSINESS PROFILE', 38, 72, 'F2'), item('Legal Name of Business', 38, 88), item('Oak Hollow Logistics', 38, 100, 'F3'),
      item('Nature of Business', 38, 124), item('Freight broker', 38, 136, 'F3'),
      item('Federal Tax ID', 38, 160), item('12-3456789', 38, 172, 'F3')] } as PageText;
    const r = readForm([page], resolveSettings());
    expect(r.fields.industry?.value).toBe('freight_logistics');
    expect(r.fields.business_tax_id?.value).toBe('123456789');
  });

  it('an "Employer ID number" is an EIN', () => {
    expect(taxId('586522403', 'Employer ID number')).toMatchObject({ type: 'EIN', country: 'US' });
    expect(taxId('586522403', 'Tax number')).toMatchObject({ type: null });
  });
});

describe('more wordings; a signature block adds nothing to an owner (issue 36)', () => {
  it('reads the usual wordings strictly (a label where a value might go is still a label)', () => {
    const want: [string, string][] = [['Exact Legal Name', 'legal_name'], ['Business Name as Registered', 'legal_name'], ['Trading Name', 'trade_name'],
      ['Fictitious Business Name', 'trade_name'], ['SIC Code', 'industry'], ['Incorporation Date', 'business_start_date'], ['Funds Requested', 'requested_amount'],
      ['Total Amount Requested', 'requested_amount'], ['Estimated Daily Payment', 'requested_payment'], ['Total Number of Payments', 'number_of_payments'],
      ['Debit Frequency', 'payment_frequency'], ['Position Held', 'owner_title'], ['Credit Rating', 'owner_credit'], ['Existing Lender', 'decoy'],
      ['Current Funder', 'decoy'], ['Transit Number', 'decoy'], ['Full Legal Name', 'owner_name'], ['Full legal name of business', 'legal_name']];
    for (const [t, f] of want) expect(labelOf(t, true, false, false)?.field, t).toBe(f);
  });

  const item = (str: string, x: number, y: number, font = 'F1'): TextItem => ({ str, x, y, w: str.length * 4.2, h: 8, font });
  it('a title printed in a signature block fills no owner\'s blank title', () => {
    const page = { page: 1, width: 612, height: 792, items: [
      item('OWNER INFORMATION', 38, 72, 'F2'), item('Owner Name: Jane Roe', 38, 90), item('Ownership %: 100', 38, 106),
      item('Signature', 38, 200), item('Date', 300, 200), item('Title: Managing Member', 38, 214)] } as PageText;
    const r = readForm([page], resolveSettings());
    expect(r.applicants[0]?.last_name?.value).toBe('Roe');
    expect(r.applicants[0]?.role ?? null).toBeNull();
  });
});

describe('a DBA that names no other name (issue 36)', () => {
  it('"Same as legal name", "Not applicable", "No DBA" are blanks', () => {
    for (const t of ['Same as legal name', 'SAME AS BUSINESS NAME', 'Not applicable', 'No DBA', 'N.A.']) expect(blank(t), t).toBe(true);
    expect(blank('Same Day Couriers')).toBe(false);
  });
  it('an export\'s empty cell, "NULL", "#N/A", "(blank)", is a blank; the word in a name is not', () => {
    for (const t of ['NULL', 'null', '#N/A', '(blank)']) expect(blank(t), t).toBe(true);
    for (const t of ['Blank', 'Null Hypothesis Labs LLC']) expect(blank(t), t).toBe(false);
  });
  it('a bilingual filler, "Mismo / Same", "Même / Same", "S/O / N/A", is a blank; a bilingual name is not', () => {
    for (const t of ['Mismo / Same', 'Même / Same', 'S/O / N/A', 'Igual / Same as legal name']) expect(blank(t), t).toBe(true);
    for (const t of ['Mismo Sabor / Same Taste Foods', 'Boulangerie Même / Same Bakery']) expect(blank(t), t).toBe(false);
  });
});

describe('a question printed is no answer (issue 36)', () => {
  const piece = (text: string, x0: number, x1: number, y0: number): Piece => ({ text, x0, x1, y0, y1: y0 + 8, page: 1, source: 'text' });
  it('a blank label beside an unknown question takes nothing from it', () => {
    for (const q of ['Who referred you to us?', 'Q14. Who referred you', 'Do you rent?']) {
      const dba = piece('DBA', 40, 60, 100);
      expect(valueOf(dba, labelOf('DBA')!, [dba, piece(q, 300, 400, 100)], []), q).toBeNull();
    }
  });
});

describe('names that are not the business\'s (issue 36)', () => {
  it('a previous, former or affiliated business\'s name is a decoy, never the trade name', () => {
    for (const t of ['Previous business name', 'Former name', 'Prior DBA name', 'Other businesses owned', 'Affiliated company name'])
      expect(labelOf(t, true, false, false)?.field, t).toBe('decoy');
  });

  const item = (str: string, x: number, y: number, font = 'F1'): TextItem => ({ str, x, y, w: str.length * 4.2, h: 8, font });
  it('a second name is the trade name only under a plain name label', () => {
    const page = (second: string) => ({ page: 1, width: 612, height: 792, items: [
      item('Legal name: Bayview Holdings LLC', 38, 90), item(`${second}: Bayview Grill`, 38, 106)] } as PageText);
    expect(readForm([page('Business name')], resolveSettings()).fields.trade_name?.value).toBe('Bayview Grill');
    expect(readForm([page('Name of entity')], resolveSettings()).fields.trade_name ?? null).toBeNull();
  });
});

describe('a checkbox row printed under its label (issue 36)', () => {
  const item = (str: string, x: number, y: number, font = 'F1'): TextItem => ({ str, x, y, w: str.length * 4.2, h: 8, font });
  it('reads the marked option, not the first option under the label', () => {
    const box = (x0: number): Rect => ({ x0, y0: 100, x1: x0 + 8, y1: 108 });
    const page = { page: 1, width: 612, height: 792, items: [item('Legal name: Bayview Holdings Corp', 38, 80), item('Entity type', 38, 94),
      item('LLC', 52, 107), item('Corporation', 102, 107), item('Partnership', 182, 107)],
    form: { fields: [], marks: [{ x0: 89, y0: 101, x1: 97, y1: 107 }], rules: [], boxes: [box(40), box(90), box(170)] } } as unknown as PageText;
    expect(readForm([page], resolveSettings()).fields.type_of_entity?.value).toBe('corporation');
  });
});

describe('money and dates as people write them (issue 36)', () => {
  it('reads thousands and millions written short, and a day with its ordinal', () => {
    expect(money('$50K')).toBe(50000);
    expect(money('1.2M')).toBe(1200000);
    expect(money('$75,000 monthly')).toBe(75000);
    expect(isoDate('Jan 5th, 2010')).toBe('2010-01-05');
    expect(isoDate('21st of March 2012')).toBe('2012-03-21');
  });
});

describe('owners\' names with credentials (issue 36)', () => {
  it('drops credentials after a comma, whichever they are', () => {
    expect(personName('Ms. Ana Lopez, MBA')).toEqual({ first: 'Ana', last: 'Lopez' });
    expect(personName('Raj Patel, P.E.')).toEqual({ first: 'Raj', last: 'Patel' });
    expect(personName('Nguyen, Do')).toEqual({ first: 'Do', last: 'Nguyen' });
    // (A credential that is also a name, only in capitals after a name in small letters.)
    expect(personName("Fatima O'Brien, DO")).toEqual({ first: 'Fatima', last: "O'Brien" });
    expect(personName('NGUYEN, DO')).toEqual({ first: 'DO', last: 'NGUYEN' });
  });
});

describe('section headings in more words (issue 36)', () => {
  it('a funding history, debts, a referral or an accountant are decoys; partners are owners', () => {
    for (const t of ['Funding History', 'Current Obligations', 'Debt Schedule', 'Referral Information', 'Emergency Contact', 'Credit Card Processing'])
      expect(sectionOf(t), t).toBe('decoy');
    expect(sectionOf('Partner Information')).toBe('owner');
    expect(sectionOf('Entity Information')).toBe('business');
    expect(sectionOf('Funding Request')).toBe('funding');
  });
});

describe('a DBA equal to the legal name (issue 36)', () => {
  const item = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * 4.2, h: 8, font: 'F1' });
  it('is none, its case and punctuation aside', () => {
    const page = { page: 1, width: 612, height: 792, items: [item('Legal name: Acme Widgets, LLC', 38, 90), item('DBA: ACME WIDGETS LLC', 38, 106)] } as PageText;
    expect(readForm([page], resolveSettings()).fields.trade_name ?? null).toBeNull();
  });
});

describe('an existing advances table wherever it is (issue 36)', () => {
  const item = (str: string, x: number, y: number): TextItem => ({ str, x, y, w: str.length * 4.2, h: 8, font: 'F1' });
  it('its payment column is another funder\'s, not the requested payment', () => {
    const page = { page: 1, width: 612, height: 792, items: [item('Legal name: Acme Widgets, LLC', 38, 90),
      item('Balances you still owe', 38, 120), item('Funder', 38, 134), item('Balance', 200, 134), item('Payment', 360, 134),
      item('Rapid Capital', 38, 148), item('$12,000', 200, 148), item('$1,451', 360, 148)] } as PageText;
    expect(readForm([page], resolveSettings()).fields.requested_payment ?? null).toBeNull();
  });
});

describe('a row of options read as one text (a scan) (issue 36)', () => {
  it('is the options, not an answer', () => {
    expect(manyOptions('(Corp. [LLC []SCop [Partnership []Sole Owner', 'type_of_entity')).toBe(true);
    expect(manyOptions('Daily @ Weekly © Bi-Weekly (© Monthly', 'payment_frequency')).toBe(true);
    expect(manyOptions('S Corporation', 'type_of_entity')).toBe(false);
    expect(manyOptions('Limited Liability Company', 'type_of_entity')).toBe(false);
    expect(manyOptions('Bi-Weekly', 'payment_frequency')).toBe(false);
    expect(manyOptions('Sole Proprietor', 'type_of_entity')).toBe(false);
    expect(manyOptions('Non-Profit Corporation', 'type_of_entity')).toBe(false);
  });
});

describe('an entity written in a row of cells (issue 36)', () => {
  it('is a value, though a state beside it ("CO") reads as an option too', () => {
    const piece = (text: string, x0: number, x1: number): Piece => ({ text, x0, x1, y0: 140, y1: 152, page: 1, source: 'text' });
    const page = { page: 1, width: 612, height: 792, items: [], form: { fields: [], marks: [], rules: [], boxes: [] } } as unknown as PageText;
    const row = [piece('57-7193241', 39, 96), piece('S Corp', 190, 224), piece('08/01/2017', 320, 377), piece('CO', 460, 472)];
    expect(optionLine(row[1]!, 'type_of_entity', row, page)).toBe(false);
    const options = [piece('LLC', 52, 70), piece('Corporation', 102, 150), piece('Partnership', 182, 230)];
    expect(optionLine(options[0]!, 'type_of_entity', options, page)).toBe(true);
  });
});
