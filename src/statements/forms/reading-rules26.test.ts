import { describe, expect, it } from 'vitest';
import type { PageText, Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { captionedBox } from './kind-fit.ts';

// Rules learnt at the held-out seed 830000 of sets 65-70 (issue 36, session of 2026-12-01, night 2): seeds none of us
// had read; each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.4);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9.5, s.length * 4.8);
const rule = (x0: number, x1: number, y: number): Rect => ({ x0, x1, y0: y, y1: y + 1.2 });

describe('labels over the rule their value is written on, rows under rows', () => {
  it('"Business Address | City, State, ZIP" under the rule of "55-4669883 | 08/19/2020": their values are under them', () => {
    const r = read(pageOf([lab('Business Legal Name', 34, 91), val('Lakeview Precision Inc.', 37, 106.4),
      lab('Federal Tax ID (EIN)', 34, 119), lab('Business Start Date', 157.5, 119), lab('Phone', 280.5, 119), lab('Email', 404, 119),
      val('55-4669883', 37, 134.4), val('08/19/2020', 160.5, 134.4), val('732.750.2263', 283.5, 134.4), val('info@lakeview.com', 407, 134.4),
      lab('Business Address', 34, 147), lab('City, State, ZIP', 243, 147), lab('Website', 427, 147),
      val('8252 Highland Ave', 37, 162.4), val('Edison, NJ 08855', 246, 162.4)],
    { rules: [rule(33.4, 578.6, 109.4), rule(33.4, 150.2, 137.4), rule(157, 273.7, 137.4), rule(280.5, 397.3, 137.4), rule(404, 578.6, 137.4),
      rule(33.4, 235.7, 165.4), rule(242.5, 419.7, 165.4), rule(426.5, 578.6, 165.4)] }));
    expect(v(r, 'business_tax_id', 'business_start_date', 'state_region')).toEqual(['554669883', '2020-08-19', 'NJ']);
  });
});

describe('a table of other funders\' advances drawn as a row of header cells', () => {
  it('"Funder | Remaining Balance | Payment" in cells: its payment is the funder\'s, the request\'s is "Payment Amount"', () => {
    const cells = (y0: number, y1: number): Rect[] => [[33.5, 306.5], [305.5, 442.5], [441.5, 578.5]].map(([x0, x1]) => ({ x0: x0!, x1: x1!, y0, y1 }));
    const r = read(pageOf([lab('Legal Name', 34, 91), val('Lakeview Precision Inc.', 37, 106),
      lab('Do you have an existing advance?', 34, 337), val('X', 246, 337), lab('Yes', 256, 337), lab('No', 293, 337),
      lab('Funder', 37, 356), lab('Remaining Balance', 309, 356), lab('Payment', 445, 356),
      val('Pillar Revenue Partners', 37, 381), val('83,250.00', 309, 381), val('$550', 445, 381),
      item('Funding Request', 34, 403, 'F3', 11, 82), lab('Amount Requested', 34, 416), lab('Payment Amount', 250, 416),
      val('$222000', 37, 431), val('$2,184', 253, 431)], { boxes: [...cells(346.9, 366.4), ...cells(365.4, 384.9)] }));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([222000, 2184]);
  });
});

describe('a hand\'s figures in a row of boxed fields, jittered up into their captions', () => {
  it('"$ 71,500 | $208130 | $904,410" under "Requested Funding | Monthly Card Sales | Annual Sales": fields, no menu', () => {
    const hand = (s: string, x: number, y: number, h: number) => item(s, x, y, 'F4', h, s.length * 5);
    const boxes = [[31.4, 209.9], [216.7, 395.3], [402.1, 580.6]].map(([x0, x1]) => ({ x0: x0!, x1: x1!, y0: 345, y1: 367.2 }));
    const r = read(pageOf([lab('Legal Company Name', 34, 100), val('Pinebrook Goods LLC', 37, 114), item('FUNDING NEED', 37, 339, 'F3', 10, 66),
      item('Requested Funding', 35, 352, 'F1', 6, 52), item('Monthly Card Sales', 220, 352, 'F1', 6, 52), item('Annual Sales', 405, 352, 'F1', 6, 35),
      hand('$ 71,500', 37.5, 364.7, 10.6), hand('$208130', 221.9, 362.2, 11.1), hand('$904,410', 408, 363.3, 11)], { boxes }));
    expect(v(r, 'requested_amount')).toEqual([71500]);
  });
});

describe('"Other:" circled on a later line of an industry\'s grid, the kind written after it', () => {
  it('"(Other:) Insurance agency" under two lines of kinds of business: the industry written', () => {
    const kinds = [['Restaurant / Cafe', 'Retail Store', 'Auto Repair / Body Shop', 'Medical Office'], ['Plumbing / HVAC', 'Grocery / Deli', 'Cleaning Services', 'Gym / Fitness']];
    const page: PageText = pageOf([lab('Legal Name of Business', 38, 100), val('Sullivan Insurance Group LLC', 41, 114), lab('Industry:', 38, 228),
      ...kinds.flatMap((row, i) => row.map((k, j) => lab(k, 82 + 88 * j, 228 + 16 * i))), lab('Other:', 82, 261), val('Insurance agency', 114, 261.5)],
    { rules: [rule(111.6, 198.8, 263.4)] });
    (page.form as unknown as { rings: Rect[] }).rings = [{ x0: 76.5, x1: 110.2, y0: 250, y1: 268.5 }];
    expect(v(read(page), 'industry')).toEqual(['insurance_agency']);
  });
});

describe('a caption printed under the box its value is written in', () => {
  it('"Limited Liability Company" in the box "ENTITY TYPE" hangs from, "17" in the next box under it: the box above', () => {
    const box = (x0: number, x1: number, y0: number): Rect => ({ x0, x1, y0, y1: y0 + 16.5 });
    const r = read(pageOf([item('BUSINESS', 25, 70, 'F3', 9, 40), val('Sabine Street Eats, LLC', 26, 96), lab('LEGAL ENTITY NAME', 25, 106),
      val('Limited Liability Company', 26, 121.5), val('13-2453521', 133, 121.5), lab('ENTITY TYPE', 25, 130), lab('EIN / TAX ID', 132, 130),
      val('17', 26, 146.5), val('2008-04-21', 117, 146.5), lab('YEARS IN BUSINESS', 25, 155), lab('DATE STARTED', 116, 155),
      val('Food truck', 26, 171.5), lab('NATURE OF BUSINESS', 25, 180), val('1055 Pecan Grove Rd', 26, 196.5), lab('BUSINESS ADDRESS', 25, 205)],
    { boxes: [box(23.5, 263.8, 83.5), box(23.5, 125.7, 108.5), box(130.7, 263.8, 108.5), box(23.5, 109.9, 133.5), box(114.9, 263.8, 133.5),
      box(23.5, 263.8, 158.5), box(23.5, 263.8, 183.5)] }));
    expect(v(r, 'type_of_entity')).toEqual(['llc']);
  });
  it('the box over the caption is its value only where the kinds say so: not a date box over "ENTITY TYPE"', () => {
    const piece = (text: string, x0: number, y0: number, y1: number) => ({ page: 1, text, x0, x1: x0 + text.length * 4, y0, y1, source: 'text' as const });
    const label = piece('ENTITY TYPE', 25, 124, 131), boxes = [{ x0: 23.5, x1: 125.7, y0: 108.5, y1: 125 }];
    const under = piece('17', 26, 138, 148);
    expect(captionedBox(label, [piece('Limited Liability Company', 26, 113, 123), label, under], [], boxes)?.text).toBe('Limited Liability Company');
    expect(captionedBox(label, [piece('2008-04-21', 26, 113, 123), label, under], [], boxes)).toBeNull();
    expect(captionedBox(label, [piece('Limited Liability Company', 26, 113, 123), label, piece('S Corp', 26, 138, 148)], [], boxes)).toBeNull();
  });
});

describe('a credit score on a Canadian bureau\'s scale', () => {
  it('"Credit score 858" (Equifax Canada and TransUnion score up to 900): the score', () => {
    const r = read(pageOf([lab('Legal name', 30, 80), val('Tidewater Marine Ltd.', 90, 80), item('OWNER 1', 30, 110, 'F3', 9, 36),
      lab('Name', 30, 130), val('Colleen Lavoie', 90, 130), lab('Title', 30, 146), val('Director', 90, 146), lab('Credit score', 30, 162), val('858', 90, 162)]));
    expect(r.applicants[0]?.credit_score?.value).toBe(858);
  });
});

describe('a hand\'s value written on a slope, cut into runs mid-word', () => {
  it('"1119 S Yel" "lowstone Hwy Suite 251, Idaho Fal" "ls, ID 83402", each higher along the slope: one address', () => {
    const hand = (s: string, x: number, y: number, w: number) => item(s, x, y, 'F4', 9.77, w);
    const r = read(pageOf([lab('Legal Name', 40, 150), val('Teton Outfitters LLC', 132, 150), lab('Business Address', 40, 196.4),
      hand('1119 S Yel', 132.66, 197.29, 36.02), hand('lowstone Hwy Suite 251, Idaho Fal', 164.05, 198.62, 118.57), hand('ls, ID 83402', 277.98, 203.45, 43)]));
    expect(v(r, 'state_region')).toEqual(['ID']);
    expect(owners(r)).toEqual([]);
  });
});
