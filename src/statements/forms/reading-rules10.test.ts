import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt on other brokers' scans and the tenth and eleventh independent authors' brokers (issue 36), each on a
// self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
const ocr = (str: string, x: number, y: number, h = 10): TextItem => ({ str, x, y, w: str.length * 5, h, font: 'ocr', conf: 0.9 });
const pageOf = (items: TextItem[], form: { rules?: Rect[]; boxes?: Rect[]; page?: number } = {}): PageText =>
  ({ page: form.page ?? 1, width: 612, height: 792, items, form: { fields: [], marks: [], rules: form.rules ?? [], boxes: form.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]);

describe('scanned owners (issue 36)', () => {
  it('an officer\'s title OCR read in small letters ("coo") is the capitals printed; a share "60 %" under "% Ownership"', () => {
    const r = read(pageOf([ocr('PRINCIPALS', 37, 320), ocr('Full', 41, 342), ocr('Name', 62, 342), ocr('Title', 199, 342), ocr('%', 301, 342), ocr('Ownership', 309, 342),
      ocr('Harold', 41, 359), ocr('Van', 80, 359), ocr('Buren', 100, 359), ocr('coo', 200, 359), ocr('60', 301, 359), ocr('%', 314, 359),
      ocr('Rafael', 41, 378), ocr('Adeyemi', 80, 378), ocr('President', 201, 378), ocr('40%', 301, 378)]));
    expect(owners(r)).toEqual([['Harold', 'Van Buren', 'COO', 60], ['Rafael', 'Adeyemi', 'President', 40]]);
  });

  it('a title in small letters typed so on a text form stays as typed but for an officer\'s capitals', () => {
    const r = read(pageOf([item('OWNER INFORMATION', 40, 60, 'F2'), item('Owner Name:', 40, 80), item('Dana Whitfield', 110, 80, 'F3'),
      item('Title:', 40, 100), item('owner', 110, 100, 'F3')]));
    expect(owners(r)).toEqual([['Dana', 'Whitfield', 'owner', undefined]]);
  });
});

describe('the eleventh author\'s brokers (issue 36)', () => {
  const circles = (y: number, xs: number[]) => xs.map((x) => ({ x0: x, y0: y - 8, x1: x + 10, y1: y + 2 }));
  it('a question answered by ticking one of a row of boxes: the option beside the first box is no answer', () => {
    const page = pageOf([item('ABOUT YOU', 40, 300, 'F2'), item('Your Name', 40, 320), item('Priya Delgado', 100, 320, 'F3'),
      item('Estimated credit score:', 36, 398), item('Under 550', 208, 398), item('550-619', 268, 398), item('620-679', 318, 398)],
    { boxes: circles(398, [195, 255, 305]) });
    (page.form!.marks as Rect[]).push({ x0: 257, y0: 392, x1: 263, y1: 398 });
    const r = read(page);
    expect(r.applicants.map((a) => [a.first_name?.value, a.credit_score?.value ?? null])).toEqual([['Priya', null]]);
    // The first option ticked, a range's bound, is no score either.
    const under = pageOf(page.items, { boxes: circles(398, [195, 255, 305]) });
    (under.form!.marks as Rect[]).push({ x0: 197, y0: 392, x1: 203, y1: 398 });
    expect(read(under).applicants.map((a) => a.credit_score?.value ?? null)).toEqual([null]);
  });

  it('a sole proprietor\'s SSN or ITIN asked in the business\'s section, no EIN written, is the business\'s number too', () => {
    const r = read(pageOf([item('ABOUT YOUR BUSINESS', 40, 80, 'F2'), item('Business Owner / Legal Name', 40, 100), item('Priya Delgado', 40, 112, 'F3'),
      item('EIN (if any)', 40, 140), item('N/A', 40, 152, 'F3'), item('SSN / ITIN (if no EIN)', 210, 140), item('901-86-3517', 210, 152, 'F3'),
      item('ABOUT YOU', 40, 300, 'F2'), item('Your Name', 40, 320), item('Priya Delgado', 100, 320, 'F3')]));
    expect([r.fields.business_tax_id?.value, r.fields.business_tax_id_type?.value]).toEqual(['901863517', 'ITIN']);
    expect(r.applicants.map((a) => a.tax_id?.value)).toEqual(['901863517']);
    // With an EIN written, the SSN beside it is the owner's alone.
    const corp = read(pageOf([item('ABOUT YOUR BUSINESS', 40, 80, 'F2'), item('Legal Name', 40, 100), item('Delgado Motors LLC', 40, 112, 'F3'),
      item('EIN (if any)', 40, 140), item('25-4095684', 40, 152, 'F3'), item('SSN / ITIN (if no EIN)', 210, 140), item('501-86-3517', 210, 152, 'F3')]));
    expect(corp.fields.business_tax_id?.value).toBe('254095684');
  });

  it('a field\'s question alone on a band across the page heads its section ("HOW MUCH DO YOU NEED?" over "Amount")', () => {
    const r = read(pageOf([item('ABOUT YOUR BUSINESS', 40, 84, 'F2'), item('Legal Name', 40, 100), item('Golden Maple Auto LLC', 40, 112, 'F3'),
      item('HOW MUCH DO YOU NEED?', 46, 252, 'F2'), item('Amount', 42, 270), item('$30,000.00', 42, 284, 'F3'), item('Use of Funds', 243, 270), item('Equipment purchase', 243, 284, 'F3')],
    { boxes: [{ x0: 36, y0: 242, x1: 576, y1: 257 }, { x0: 36, y0: 264, x1: 217, y1: 293 }, { x0: 216, y0: 264, x1: 417, y1: 293 }] }));
    expect(r.fields.requested_amount?.value).toBe(30000);
  });

  it('"S/O" (sans objet) and a dash are no operating name', () => {
    for (const v of ['S/O', '—']) {
      const r = read(pageOf([item('Legal Name / Dénomination sociale:', 40, 100), item('Maple North Bakery Inc.', 200, 100, 'F3'),
        item('Operating Name / Nom commercial:', 40, 120), item(v, 200, 120, 'F3')]));
      expect(r.fields.trade_name, v).toBeUndefined();
    }
  });

  it('owners side by side: a value belongs to the column its label starts in, though the value ends far right', () => {
    const r = read(pageOf([item('PRINCIPAL OWNERS', 40, 300, 'F2'), item('Owner 1', 40, 318, 'F2'), item('Owner 2', 351, 318, 'F2'),
      item('Name', 40, 334), item('Marcus Kowalski', 68, 334, 'F3'), item('Name', 351, 334), item('Andre Sullivan', 379, 334, 'F3'),
      item('Title', 40, 360), item('CEO', 62, 360, 'F3'), item('Own %', 218, 360), item('75', 250, 360, 'F3'),
      item('Title', 351, 360), item('Member', 373, 360, 'F3'), item('Own %', 529, 360), item('25', 561, 360, 'F3')]));
    expect(owners(r)).toEqual([['Marcus', 'Kowalski', 'CEO', 75], ['Andre', 'Sullivan', 'Member', 25]]);
  });
});

describe('the tenth author\'s brokers (issue 36)', () => {
  it('owners as columns: a hand\'s values a few points under their row labels\' line are that row\'s', () => {
    const hand = (t: string, x: number, y: number) => item(t, x, y + 8, 'H1', 10);
    const r = read(pageOf([item('Principals', 40, 300, 'F2'), item('Owner #1', 180, 318, 'F2'), item('Owner #2', 330, 318, 'F2'),
      item('Full Name', 46, 338), hand('Trevor Greenberg', 178, 338), hand('Mei Whitfield', 332, 338),
      item('Title', 46, 358), hand('Member', 178, 358), hand('Co-Owner', 332, 358),
      item('Ownership %', 46, 378), hand('34', 178, 378), hand('66%', 332, 378),
      item('SSN', 46, 398), hand('384-92-9580', 178, 398), hand('477-89-8377', 332, 398)]));
    expect(owners(r)).toEqual([['Trevor', 'Greenberg', 'Member', 34], ['Mei', 'Whitfield', 'Co-Owner', 66]]);
    expect(r.applicants.map((a) => a.tax_id?.value)).toEqual(['384929580', '477898377']);
  });

  it('a current advance\'s row ("Current Advance Funder | Balance | Payment") gives no requested payment; a state name before its ZIP is the state', () => {
    const r = read(pageOf([item('2. Funding Request', 40, 60, 'F2'), item('Amount Requested', 40, 80), item('$15,000', 130, 80, 'F3'),
      item('Current Advance Funder (if any)', 40, 120), item('Kapitus', 180, 120, 'F3'), item('Balance', 260, 120), item('$38,618', 300, 120, 'F3'),
      item('Payment', 380, 120), item('$808', 420, 120, 'F3'),
      item('State', 40, 160), item('New Jersey 07027', 80, 160, 'F3')]));
    expect(r.fields.requested_payment).toBeUndefined();
    expect(r.fields.state_region?.value).toBe('NJ');
  });
});

describe('values and cells (issue 36)', () => {
  it('a business number printed in groups of three with its program account', async () => {
    const { taxId } = await import('./values.ts');
    expect(taxId('854 245 412 RT0003', 'Business Number (BN)')).toMatchObject({ value: '854245412RT0003', type: 'BN', country: 'CA' });
    expect(taxId('854-245-412-RT-0003', '')).toMatchObject({ value: '854245412RT0003', type: 'BN' });
  });

  it('a hand\'s value written over its cell\'s bottom line is the cell\'s (a printed page\'s table of labels and values)', () => {
    const cells = [{ x0: 44, y0: 123, x1: 236, y1: 141 }, { x0: 236, y0: 123, x1: 635, y1: 141 }, { x0: 44, y0: 141, x1: 236, y1: 159 }, { x0: 236, y0: 141, x1: 635, y1: 159 }];
    const r = read(pageOf([item('Business Information', 48, 110, 'F2'), item('Federal Tax ID', 48, 134), item('86-6112379', 246, 141, 'H1', 11),
      item('Business Start Date', 48, 152), item('03/14/2012', 246, 157, 'H1', 11)], { boxes: cells }));
    expect(r.fields.business_tax_id?.value).toBe('866112379');
    expect(r.fields.business_start_date?.value).toBe('2012-03-14');
  });
});

describe('scanned pages\' layouts (issue 36)', () => {
  it('a table of labels and values whose row lines a scan kept and column sides lost reads across, not labels-under', () => {
    const rules = [60, 76, 92, 108].map((y) => ({ x0: 40, y0: y, x1: 600, y1: y + 1 }));
    const r = read(pageOf([ocr('Business', 44, 73), ocr('Information', 90, 73), ocr('Legal', 44, 89), ocr('Business', 72, 89), ocr('Name', 118, 89),
      ocr('Highland', 242, 89), ocr('Yoga,', 290, 89), ocr('Inc.', 320, 89), ocr('Federal', 32, 105), ocr('Tax', 70, 105), ocr('ID', 90, 105), ocr('20-9034384', 242, 105),
      ocr('State', 44, 121), ocr('NJ', 242, 121)], { rules: [...rules, { x0: 40, y0: 124, x1: 600, y1: 125 }] }));
    expect([r.fields.legal_name?.value, r.fields.business_tax_id?.value, r.fields.state_region?.value]).toEqual(['Highland Yoga, Inc.', '209034384', 'NJ']);
  });

  it('a label printed under its rule whose OCR box starts a few points over the rule still hugs it', () => {
    const rules = [{ x0: 51, y0: 126, x1: 343, y1: 127 }, { x0: 51, y0: 158, x1: 274, y1: 159 }, { x0: 51, y0: 190, x1: 193, y1: 191 }, { x0: 201, y0: 190, x1: 323, y1: 191 }];
    const r = read(pageOf([ocr('Bayview', 54, 121), ocr('Plumbing,', 96, 121), ocr('LLC', 150, 121), ocr('Business', 51, 133, 9), ocr('Legal', 85, 133, 9), ocr('Name', 108, 133, 9),
      ocr('4981', 55, 153), ocr('Oak', 80, 153), ocr('Ave', 100, 153), ocr('Street', 51, 165, 8), ocr('Address', 75, 165, 8),
      ocr('86-6872985', 55, 185), ocr('LLC', 204, 185), ocr('Federal', 51, 197, 11), ocr('Tax', 80, 197, 11), ocr('ID', 96, 197, 11), ocr('#', 106, 197, 11),
      ocr('Type', 201, 197, 11), ocr('of', 222, 197, 11), ocr('Entity', 232, 197, 11), ocr('Plumbing', 55, 213), ocr('contractor', 100, 213)], { rules }));
    expect([r.fields.legal_name?.value, r.fields.business_tax_id?.value, r.fields.type_of_entity?.value]).toEqual(['Bayview Plumbing, LLC', '866872985', 'llc']);
  });
});

describe('owners\' tables on scans (issue 36)', () => {
  it('a row of values with a word among them read as a label\'s ("St" parted from its address) is still the owner\'s row', () => {
    const r = read(pageOf([ocr('OWNERS', 42, 354), ocr('Owner', 40, 371, 8), ocr('Name', 62, 371, 8), ocr('Title', 179, 371, 8), ocr('%', 257, 371, 8), ocr('Owned', 265, 371, 8),
      ocr('SSN', 307, 371, 8), ocr('Home', 477, 371, 8), ocr('Address', 500, 371, 8),
      ocr('Leila', 41, 384), ocr('Oyelaran', 70, 384), ocr('President', 181, 384), ocr('50%', 258, 384), ocr('419-33-1216', 309, 384),
      ocr('6734', 478, 384), ocr('King', 500, 384), ocr('St', 524, 384), ocr('W', 536, 384)]));
    expect(owners(r)).toEqual([['Leila', 'Oyelaran', 'President', 50]]);
  });
});
