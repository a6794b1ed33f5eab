import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { labelOf } from './labels.ts';
import { optionRow } from './option-row.ts';
import { readForm } from './reader.ts';
import type { Piece } from './pieces.ts';
import { startDate } from './values.ts';

// Rules learnt on an independent author's brokers (test/forms/independent: written by someone who had not read the
// reader): each on a self-made form here, so it holds whatever that set becomes.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
const pageOf = (items: TextItem[], rules: Rect[] = [], boxes: Rect[] = []): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: [], rules, boxes, vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());

describe('labels as other brokers word them (issue 36)', () => {
  it('an owner numbered with a dash, a question up to its mark, a how-to note after the label', () => {
    expect(labelOf('17. Owner 1 - full name:')).toMatchObject({ field: 'owner_name', explicit: true });
    expect(labelOf('18. Owner 1 - title:')).toMatchObject({ field: 'owner_title', explicit: true });
    expect(labelOf('22. Owner 2 – estimated personal credit score:')).toMatchObject({ field: 'owner_credit', explicit: true });
    expect(labelOf('11. How often would you like to make payments?')?.field).toBe('payment_frequency');
    expect(labelOf('13. Over how many payments?')?.field).toBe('number_of_payments');
    const bn = 'Business Number (BN) with program account, e.g. 123456789 RC0001';
    expect(labelOf(bn)).toMatchObject({ field: 'business_tax_id', end: bn.length });
    expect(labelOf('Tax ID, e.g. 12-3456789: 45-1234567')).toMatchObject({ field: 'business_tax_id', end: 24 });
    // A sentence that starts like a label is still no label.
    expect(labelOf('Legal Name with which we agree', true, false, false)).toBeNull();
  });

  it('where the business is organised is not where it is', () => {
    expect(labelOf('5. State organized in:')?.field).toBe('other');
    expect(labelOf('Province incorporated in')?.field).toBe('other');
    expect(labelOf('State:')?.field).toBe('address');
  });

  it('a value typed in the label\'s own font after it is the label\'s when it is of the label\'s kind', () => {
    expect(labelOf('State Arizona')).toMatchObject({ field: 'address', end: 5 });
    expect(labelOf('Date Established 06/04/2020')).toMatchObject({ field: 'business_start_date', end: 16 });
    expect(labelOf('State of Mind', true, false, false)).toBeNull();
    expect(labelOf('Payments 1 of 3', true, false, false)).toBeNull();
  });

  it('a bare "Remittance" is the payment; answered with a schedule, the schedule', () => {
    expect(labelOf('Remittance')?.field).toBe('requested_payment');
    expect(labelOf('Remittance Schedule')?.field).toBe('payment_frequency');
    const r = read(pageOf([item('Legal Name:', 40, 80), item('Cedar Point LLC', 120, 80, 'F3'), item('Remittance:', 40, 96), item('Weekly', 120, 96, 'F3')]));
    expect(r.fields.payment_frequency?.value).toBe('weekly');
    expect(r.fields.requested_payment ?? null).toBeNull();
  });
});

describe('rows, columns and tables (issue 36)', () => {
  const piece = (text: string, x0: number, x1: number, y0 = 100): Piece => ({ text, x0, x1, y0, y1: y0 + 10, page: 1, source: 'text' });

  it('an option row holds options, not other labels with an option\'s word ("Avg Monthly Deposits")', () => {
    const label = piece('Frequency', 40, 80);
    expect(optionRow(label, 'payment_frequency', [label, piece('Weekly', 90, 120), piece('Factor Rate', 200, 240), piece('Avg Monthly Deposits', 400, 470)])).toBe(false);
    expect(optionRow(label, 'payment_frequency', [label, piece('Daily', 90, 110), piece('Weekly', 130, 160), piece('Monthly', 180, 210)])).toBe(true);
  });

  it('a label reads its value in its own column: a rule ending just before a right-hand column is the left one\'s', () => {
    // Two columns, each under its heading in capitals; the left column's value rule ends where the right column's
    // labels begin, a few points lower.
    const r = read(pageOf([
      item('BUSINESS PROFILE', 41, 72, 'F2', 10), item('FUNDING REQUESTED', 317, 72, 'F2', 10),
      item('Corporate Name', 36, 92), item('Granite Peak Tap House, Inc.', 131, 92, 'F3', 10),
      item('Requested Amount', 312, 92), item('$405,000', 407, 92, 'F3', 10),
      item('Start Date', 36, 162), item('09/01/2012', 131, 161, 'F3', 10), item('PRINCIPAL #1', 317, 166, 'F2', 10),
      item('Industry', 36, 178), item('Bar & grill', 131, 176, 'F3', 10),
      item('Name', 312, 184), item('Ahmed E. Baptiste', 385, 183, 'F3', 10),
      item('Title', 312, 200), item('CEO', 385, 199, 'F3', 10)],
    [{ x0: 128, y0: 182, x1: 305, y1: 182.5 }, { x0: 128, y0: 94, x1: 300, y1: 94.5 }, { x0: 404, y0: 94, x1: 570, y1: 94.5 }]));
    expect(r.fields.requested_amount?.value).toBe(405000);
    expect(r.applicants[0]).toMatchObject({ first_name: { value: 'Ahmed' }, last_name: { value: 'Baptiste' }, role: { value: 'CEO' } });
  });

  it('passes over the kinds of number beside a tax ID\'s label to the number', () => {
    const r = read(pageOf([item('Legal Name:', 40, 80), item('Maple Movers Corp.', 120, 80, 'F3'),
      item('Tax ID:', 36, 100), item('BN', 87, 100), item('SIN', 120, 100), item('#', 156, 100), item('767 098 924', 169, 100, 'F3'), item('X', 78, 100, 'F3')],
    [], [{ x0: 76, y0: 92, x1: 84, y1: 100 }, { x0: 110, y0: 92, x1: 118, y1: 100 }]));
    expect(r.fields.business_tax_id?.value).toBe('767098924');
    // "SIN" beside its box is an option to tick, not an owner's SIN label.
    expect(r.applicants).toEqual([]);
  });

  it('an owners\' table ends at a "Words:" label under it', () => {
    const r = read(pageOf([item('Legal Name: Oak LLC', 40, 60),
      item('Name (Last, First)', 39, 100), item('Title', 199, 100), item('% Owned', 289, 100), item('FICO', 519, 100),
      item('Alvarado, Keisha', 38, 118, 'F3'), item('President', 198, 118, 'F3'), item('100', 288, 118, 'F3'), item('698', 518, 118, 'F3'),
      item('Home address of majority owner:', 36, 140), item('9485 Harvest Ave, Suite 803', 170, 140, 'F3')]));
    expect(r.applicants.map((a) => a.last_name?.value)).toEqual(['Alvarado']);
  });
});

describe('start dates printed coarser than a day (issue 36)', () => {
  it('are the first day of their month, marked not exact; a year alone states no start date; years in business are no date', () => {
    expect(startDate('09/18/2017')).toEqual({ iso: '2017-09-18', exact: true });
    expect(startDate('March 2019')).toEqual({ iso: '2019-03-01', exact: false });
    expect(startDate('03/2019')).toEqual({ iso: '2019-03-01', exact: false });
    expect(startDate('2019-03')).toEqual({ iso: '2019-03-01', exact: false });
    expect(startDate('Since 2019')).toEqual({ iso: '2019-01-01', exact: false, yearOnly: true });
    expect(startDate('7 years')).toBeNull();
    expect(startDate('2999')).toBeNull();
    const r = read(pageOf([item('Legal Name:', 40, 80), item('Oak LLC', 120, 80, 'F3'), item('Year Established:', 40, 96), item('2014', 140, 96, 'F3')]));
    // (A year alone states no date: the start is left null, not guessed; twentieth session. A month and year is read.)
    expect(r.fields.business_start_date?.value ?? null).toBeNull();
    const m = read(pageOf([item('Legal Name:', 40, 80), item('Oak LLC', 120, 80, 'F3'), item('Business Started:', 40, 96), item('06/2018', 140, 96, 'F3')]));
    expect(m.fields.business_start_date).toMatchObject({ value: '2018-06-01', confidence: 0.5 });
  });
});
