import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the sixty-fourth author's forms (issue 36): applications exported from the systems merchants and
// brokers use (a card platform's pre-filled capital offer, a marketplace's summary, a forwarded e-mail quoting the
// answers, a CRM's deal sheet); each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.5);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 5);
const key = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7.5, s.length * 3.6);

describe('a funding request put to the applicant (issue 36, set 64)', () => {
  it('"2. What you asked for" over bare "Amount", "Payment", "# of payments" captions: the amount is the request', () => {
    const cap = (t: string, x: number, y: number) => item(t, x, y, 'F1', 6.5, t.length * 2.9);
    const put = (t: string, x: number, y: number) => item(t, x, y, 'F2', 10, t.length * 5.6);
    const r = read(pageOf([item('1. About the business', 48, 112, 'F3', 11, 98),
      put('Riverbend Pet Spa LLC', 50, 129), put('88-0649995', 200, 129), cap('Legal business name', 48, 141), cap('Tax ID', 198, 141),
      put('11-2-2013', 50, 163), put('(454) 261-6881', 200, 163), cap('Business start date', 48, 175), cap('Phone', 198, 175),
      item('2. What you asked for', 48, 266, 'F3', 11, 97),
      put('25,000', 50, 283), put('$281.25', 180, 283), put('120', 290, 283), put('Daily', 380, 283),
      cap('Amount', 48, 295), cap('Payment', 178, 295), cap('# of payments', 288, 295), cap('Frequency', 378, 295)]));
    expect(v(r, 'requested_amount', 'number_of_payments')).toEqual([25000, 120]);
  });

  it('"Amount you chose $25,000" beside offers of other amounts: the amount chosen is the request', () => {
    const r = read(pageOf([val('Silverline Fitness Corp.', 200, 60), lab('Legal business name', 40, 60),
      lab('Offer 1', 40, 100), val('$ 15,250', 40, 112), lab('Offer 2', 240, 100), val('$ 35,000', 240, 112),
      lab('Amount you chose', 40, 160), val('$ 25,000', 200, 160)]));
    expect(v(r, 'requested_amount')).toEqual([25000]);
  });

  it('"> Terms wanted: 26 weekly payments of $2,076.92" quoted in an e-mail: the count, schedule and payment', () => {
    const r = read(pageOf([val('> Legal Name:', 60, 100), val('Keystone Coffee LLC', 240, 100),
      val('> Amount Needed:', 60, 114), val('$40,000.00', 240, 114),
      val('> Terms wanted:', 60, 128), val('26 weekly payments of $2,076.92', 240, 128),
      val('> Use of Funds:', 60, 142), val('Payroll', 240, 142)]));
    expect(v(r, 'requested_amount', 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual([40000, 26, 'weekly', 2076.92]);
  });
});

describe('a card platform\'s pre-filled profile (issue 36, set 64)', () => {
  const put = (t: string, x: number, y: number) => item(t, x, y, 'F2', 9, t.length * 4.6);
  it('"Category  Fitness center" beside "Business type  S Corp": the industry is the category, the entity the type', () => {
    const r = read(pageOf([item('BUSINESS PROFILE', 38, 60, 'F3', 10, 90),
      lab('Legal business name', 38, 80), put('Silverline Fitness Corp.', 150, 80), lab('Doing business as', 330, 80), put('Silverline Fitness', 440, 80),
      lab('Business type', 38, 100), put('S Corp', 150, 100), lab('Category', 330, 100), put('Fitness center', 440, 100)]));
    expect(v(r, 'type_of_entity', 'industry')).toEqual(['s_corporation', 'fitness']);
  });

  it('"Settlement account on file  051426195  ****3950" under the owners\' rows: a bank\'s line, no owner', () => {
    const r = read(pageOf([item('OWNERS', 38, 330, 'F3', 10, 45),
      lab('Owner name', 38, 350), lab('Title', 168, 350), lab('Own %', 238, 350), lab('SSN', 276, 350), lab('Date of birth', 360, 350),
      put('MacLeod, Claire', 38, 372), put('Owner', 168, 372), put('34%', 238, 372), put('977-94-6894', 276, 372), put('**/**/1964', 360, 372),
      put('Maria Lindqvist', 38, 394), put('Co-Owner', 168, 394), put('66%', 238, 394), put('155-11-3626', 276, 394), put('6/15/62', 360, 394),
      put('Settlement account on file', 38, 416), put('051426195', 200, 416), put('****3950', 276, 416)]));
    expect(owners(r)).toEqual([['Claire', 'MacLeod', 'Owner', 34, '977946894'], ['Maria', 'Lindqvist', 'Co-Owner', 66, '155113626']]);
  });
});

describe('a broker CRM\'s deal sheet (issue 36, set 64)', () => {
  // (Sizes and places as a CRM's export prints them: each tag in a box of its own, the record's values on rules.)
  const put = (t: string, x: number, y: number) => item(t, x, y, 'F3', 9.5, t.length * 5.7);
  const tag = (t: string, x: number, w: number) => item(t, x, 59, 'F2', 7, w);
  const box = (x0: number, x1: number) => ({ x0, x1, y0: 50, y1: 64 });
  const rule = (x0: number, y: number) => ({ x0, x1: x0 + 176, y0: y, y1: y + 1.2 });
  const sheet = (extra: ReturnType<typeof item>[]) => read(pageOf([item('PipeRidge CRM', 30, 22.6, 'F1', 12, 167), item('Deal #77088', 500, 21.7, 'F2', 8, 45),
    tag('Dental', 37, 20), tag('2nd position', 84.6, 37.7), tag('Needs bank stmts', 159.8, 56), tag('FL', 253.4, 8.2), tag('Stage: Submitted to funders', 400, 92.6),
    key('Company (legal)', 30, 84.9), put('Northstar Dental LLC', 128, 84), key('DBA', 310, 84.9), put('Northstar Dental', 408, 84),
    key('Entity', 30, 102.9), put('LLC', 128, 102), key('TIN', 310, 102.9), put('46-9764964', 408, 102),
    key('Industry', 30, 120.9), put('Dental office', 128, 120), key('Est.', 310, 120.9), put('11/06/2010', 408, 120), ...extra],
  { boxes: [{ x0: 0, x1: 612, y0: 0, y1: 40 }, box(30, 71.6), box(77.6, 146.8), box(152.8, 240.4), box(246.4, 269.6)],
    rules: [rule(124.4, 88.4), rule(404.4, 88.4), rule(124.4, 106.4), rule(404.4, 106.4), rule(124.4, 124.4), rule(404.4, 124.4)] }));

  it('"Needs bank stmts" among tags on one line ("Dental", "2nd position", "FL"): no bank\'s heading over the record', () => {
    expect(v(sheet([]), 'trade_name', 'business_tax_id', 'business_start_date')).toEqual(['Northstar Dental', '469764964', '2010-11-06']);
  });

  it('"Location  3609 Harbour Rd, Tampa, FL 33667": the business\'s address', () => {
    expect(v(sheet([key('Location', 30, 138.9), put('3609 Harbour Rd, Tampa, FL 33667', 128, 138)]), 'state_region')).toEqual(['FL']);
  });

  it('"Location  Own" (a bare "Location" before no address) gives no address', () => {
    expect(v(sheet([key('Location', 30, 138.9), put('Own', 128, 138)]), 'state_region')).toEqual([null]);
  });
});

describe('a bank portal\'s print filled in by hand (issue 36, set 64)', () => {
  it('"8929 Market Blvd" over "Charlotte, NC 28281" written reaching into it, under "Business address": the state is NC', () => {
    const hand = (t: string, x: number, y: number) => item(t, x, y, 'F4', 11.8, t.length * 6);
    const r = read(pageOf([key('Legal name of business', 166, 160), hand('Golden Gate Lawn', 320, 160),
      key('Business address', 166, 196), hand('8929 Market Blvd', 320, 196.8), hand('Charlotte, NC 28281', 321, 208.8),
      key('Business phone', 166, 228), hand('(399) 731-3562', 325, 229)]));
    expect(v(r, 'state_region')).toEqual(['NC']);
  });
});
