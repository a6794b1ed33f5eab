import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the eighty-third author's forms (issue 36): applications printed from web form builders and CRMs
// (a record's detail view, a wizard's "Review & Submit" step); each on a self-made page here.

const lab = (t: string, x: number, y: number, h = 7) => item(t, x, y, 'F1', h, t.length * h * 0.45);
const val = (t: string, x: number, y: number) => item(t, x, y, 'F2', 9, t.length * 4.6);
const rule = (x0: number, y: number, x1: number): Rect => ({ x0, y0: y - 0.5, x1, y1: y + 0.5 });

describe('web-form and CRM printouts (issue 36, set 83)', () => {
  it('a CRM record view, small grey field names left and values right, a rule under each row: each value is its own row\'s', () => {
    const rows: [string, string, string, string][] = [
      ['Account Name', 'Willow Creek Cleaners, PLLC', 'Opportunity Owner', 'Derek Chu'],
      ['DBA', 'Golden Gate Cleaners', 'Stage', 'Underwriting'],
      ['Entity Type', 'PLLC', 'Lead Source', 'Cold Call'],
      ['Federal Tax ID (EIN)', '440248167', 'Industry', 'Dry cleaner'],
      ['Business Start Date', 'February 15, 2017', 'Time in Business', '8 yrs'],
      ['Billing State', 'CA', 'Billing Zip', '93756'],
    ];
    const items = [item('Account Information', 30, 110, 'F3', 9, 90)], rules: Rect[] = [];
    rows.forEach(([l1, v1, l2, v2], i) => {
      const y = 128 + i * 18;
      items.push(lab(l1, 30, y), val(v1, 130, y + 0.6), lab(l2, 310, y), val(v2, 410, y + 0.6));
      rules.push(rule(30, y + 6.5, 300), rule(310, y + 6.5, 580));
    });
    const r = read(pageOf(items, { rules, boxes: [{ x0: 24, y0: 100, x1: 588, y1: 116 }] }));
    expect(v(r, 'trade_name', 'type_of_entity', 'business_tax_id', 'business_start_date', 'state_region'))
      .toEqual(['Golden Gate Cleaners', 'pllc', '440248167', '2017-02-15', 'CA']);
  });

  it('a wizard\'s review rows, each question led by dots to its answer at the right: one question a line, none wrapped into the next', () => {
    const rows: [string, string][] = [['Business legal name', 'Harbor Cleaning Services, Inc.'], ['Business type', 'Corporation'],
      ['Employer Identification Number (EIN)', '62-6954450'], ['When did the business start?', 'June 20, 2017'],
      ['How much do you need?', '$292,500'], ['How do you prefer to repay?', 'Weekly'], ['Target weekly payment (optional)', '$14,062.50'], ['Average monthly sales', '$193,000'],
      ['Do you rent or own?', 'Rent']];
    const items = rows.flatMap(([l, x], i) => {
      const y = 110 + i * 16 + (i >= 4 ? 24 : 0), w = l.length * 8.5 * 0.45;
      return [lab(l, 48, y, 8.5), item('.'.repeat(Math.floor((300 - w) / 2.4)), 52 + w, y, 'F1', 8.5, 300 - w), val(x, 570 - x.length * 4.6, y)];
    });
    const r = read(pageOf([item('Step 1 of 4 · Your business', 40, 90, 'F3', 10.5, 140), item('Step 2 of 4 · Funding', 40, 190, 'F3', 10.5, 110), ...items]));
    expect(v(r, 'legal_name', 'type_of_entity', 'business_tax_id', 'business_start_date', 'requested_amount', 'payment_frequency', 'requested_payment'))
      .toEqual(['Harbor Cleaning Services, Inc.', 'c_corporation', '626954450', '2017-06-20', 292500, 'weekly', 14062.5]);
    expect(owners(r)).toEqual([]);
  });

  it('a CRM\'s bare "Account Name" names the customer, the business; among a bank\'s name and numbers it is the bank account\'s', () => {
    const page = (bank: boolean) => pageOf([lab('Account Name', 30, 100), val('Ironwood Salon L.L.C.', 130, 100.6), lab('DBA', 30, 118), val('Ironwood Hair Studio', 130, 118.6),
      ...(bank ? [lab('Bank Name', 310, 100), val('Chase', 410, 100.6), lab('Account #', 310, 118), val('709802187220', 410, 118.6)] : []),
      lab('Amount Requested', 30, 136), val('$45,000', 130, 136.6)]);
    expect(v(read(page(false)), 'legal_name', 'trade_name')).toEqual(['Ironwood Salon L.L.C.', 'Ironwood Hair Studio']);
    expect(v(read(page(true)), 'legal_name')).toEqual([null]);
  });

  it('a form builder\'s "Selected:" printed before the answer written after it: the answer is the question\'s', () => {
    const hand = (t: string, x: number, y: number) => item(t, x, y, 'F4', 11, t.length * 4.8);
    const r = read(pageOf([item('Section A - Business Information', 24, 86, 'F3', 12, 188),
      lab('1. Legal Business Name *', 24, 105, 9), hand('Cedar Market Corp.', 31, 125),
      lab('2. DBA / Doing Business As (optional)', 24, 143, 9), lab('3. Business Entity Type *', 318, 143, 9),
      hand('Cedar Mart', 29, 162), lab('Selected:', 324, 160, 9.5), hand('Corporation', 372, 163),
      lab('4. Federal Tax ID (EIN) *', 24, 181, 9), lab('5. Business Start Date *', 318, 181, 9),
      hand('39-9698256', 31, 200), hand('2012-01-06', 323, 201)],
    { boxes: [{ x0: 24, y0: 110, x1: 588, y1: 128 }, ...[148, 186].flatMap((y) => [{ x0: 24, y0: y, x1: 294, y1: y + 18 }, { x0: 318, y0: y, x1: 588, y1: y + 18 }])] }));
    expect(v(r, 'legal_name', 'trade_name', 'type_of_entity', 'business_tax_id')).toEqual(['Cedar Market Corp.', 'Cedar Mart', 'c_corporation', '399698256']);
  });

  it('"Section C - Ownership" numbered as a part of the form heads the owners; it asks no share', () => {
    const r = read(pageOf([item('Section C - Ownership', 24, 80, 'F3', 11, 120),
      item('Owner 1 (Primary Applicant)', 24, 100, 'F3', 9.5, 130),
      lab('18. Full Name', 24, 118, 9), lab('19. Title', 318, 118, 9), lab('20. Ownership %', 440, 118, 9),
      val('Elena Patel', 30, 136), val('President', 324, 136), val('60%', 446, 136),
      lab('21. Date of Birth', 24, 156, 9), lab('22. Credit Score (optional)', 318, 156, 9),
      val('February 15, 1968', 30, 174), val('554', 324, 174)]));
    expect(owners(r)).toEqual([['Elena', 'Patel', 'President', 60, null]]);
  });

  it('"How do you prefer to repay? ........ Daily" asks the schedule; the question under it is the next row\'s, not its answer', () => {
    const rows: [string, string][] = [['How much do you need?', '$60,000'], ['How do you prefer to repay?', 'Daily'], ['Target payment (optional)', '$450.00'],
      ['Average monthly sales', '$48,000']];
    const items = rows.flatMap(([l, x], i) => {
      const y = 110 + i * 16, w = l.length * 8.5 * 0.45;
      return [lab(l, 48, y, 8.5), item('.'.repeat(Math.floor((300 - w) / 2.4)), 52 + w, y, 'F1', 8.5, 300 - w), val(x, 570 - x.length * 4.6, y)];
    });
    const r = read(pageOf([item('Step 2 of 4 · Funding', 40, 90, 'F3', 10.5, 110), ...items]));
    expect(v(r, 'requested_amount', 'payment_frequency', 'requested_payment')).toEqual([60000, 'daily', 450]);
  });

  it('a column of options beside its question, each in a drawn box, one ticked by a stroke: the ticked one, not the first', () => {
    const opts = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Proprietor', 'Other'];
    const boxes = opts.map((_, i) => ({ x0: 280, y0: 120 + i * 15.5, x1: 288.5, y1: 128.5 + i * 15.5 }));
    const r = read(pageOf([lab('Legal name of business', 42, 100, 8.5), val('Copper Hill Electric LLC', 280, 100),
      lab('Business structure', 42, 128, 8.5), ...opts.map((o, i) => lab(o, 292.5, 128 + i * 15.5, 8.5)),
      lab('Federal EIN', 42, 230, 8.5), val('59-2864214', 280, 230)],
    { boxes, strokes: [{ x0: 280.5, y0: 134.5, x1: 290.5, y1: 144.5 }], marks: [{ x0: 280.5, y0: 134.5, x1: 290.5, y1: 144.5 }] }));
    expect(v(r, 'legal_name', 'type_of_entity', 'business_tax_id')).toEqual(['Copper Hill Electric LLC', 'c_corporation', '592864214']);
  });
});
