import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { isoDate } from './values.ts';
import { joinCombs } from './combs.ts';
import type { Piece } from './pieces.ts';

// Rules learnt at the thirty-second author's forms (issue 36): fillable PDFs from many tools (a tax form's numbered
// lines, combs, a web form builder's sub-labels, a grid of boxes), each on a self-made page here.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const rule = (x0: number, x1: number, y: number): Rect => ({ x0, x1, y0: y, y1: y + 0.8 });
/** Single characters a box apart, each a piece of its own (a comb marked by ticks). */
const comb = (digits: string, x: number, y: number, pitch = 19) => [...digits].map((d, i) => item(d, x + i * pitch, y, 'F3', 9, 5));

describe('fillable forms from many tools (issue 36, set 32)', () => {
  it('a tax form\'s labels numbered without a stop ("1 LEGAL NAME OF BUSINESS", "13 AMOUNT ...") under their values\' rules', () => {
    const r = read(pageOf([item('Bui & McAllister Cooling', 42, 98, 'F3', 10, 130), item('1 LEGAL NAME OF BUSINESS (AS SHOWN ON YOUR INCOME TAX RETURN)', 40, 108, 'F1', 6, 210),
      item('AllSeason Heating & Cooling', 42, 124, 'F3', 10, 146), item('2 TRADE NAME / DBA, IF DIFFERENT FROM LINE 1', 40, 134, 'F1', 6, 140),
      item('30000', 42, 150, 'F3', 10, 28), item('13 AMOUNT OF FINANCING REQUESTED', 40, 160, 'F1', 6, 116),
      item('37', 212, 150, 'F3', 10, 11), item('14 NUMBER OF PAYMENTS', 210, 160, 'F1', 6, 78),
      item('HVAC contractor', 42, 176, 'F3', 10, 80), item('7 PRINCIPAL BUSINESS ACTIVITY (E.G. RESTAURANT, AUTO REPAIR)', 40, 186, 'F1', 6, 192)],
    { rules: [rule(39, 573, 100), rule(39, 573, 126), rule(39, 201, 152), rule(209, 301, 152), rule(39, 331, 178)] }));
    expect(v(r, 'legal_name', 'trade_name', 'requested_amount', 'number_of_payments', 'industry')).toEqual(['Bui & McAllister Cooling', 'AllSeason Heating & Cooling', 30000, 37, 'specialty_trade_contractor']);
  });

  it('a comb\'s characters each a piece of their own are one value; eight digits under "(MMDDYYYY)" are a date, month first', () => {
    const r = read(pageOf([item('Legal Name', 36, 80, 'F1', 8, 40), item('Riverbend Janitorial LLC', 120, 80, 'F3', 10, 120),
      item('Federal Tax ID', 36, 110, 'F1', 8, 56), ...comb('308212525', 125, 110),
      item('Date Business Started (MMDDYYYY)', 36, 140, 'F1', 8, 80), ...comb('02132019', 125, 140)]));
    expect(v(r, 'business_tax_id', 'business_start_date')).toEqual(['308212525', '2019-02-13']);
    // (A birth date so written reads the same way.)
    expect(isoDate('11161969')).toBe('1969-11-16');
  });

  it('a hand\'s comb: runs of digits in one box\'s line are one number, its label printed in the box over them', () => {
    const r = read(pageOf([item('Legal Name of Business', 39, 99, 'F1', 8, 75), item('Crystal Clear Cleaning, Inc.', 149, 100, 'F3', 10, 135),
      item('Federal EIN', 39, 167, 'F1', 8, 36), item('1', 154, 172, 'F3', 13, 3), item('60', 169, 172, 'F3', 13, 21), item('386836', 202, 172, 'F3', 13, 88)],
    { boxes: [box(146, 155, 296, 176)] }));
    expect(v(r, 'business_tax_id')).toEqual(['160386836']);
    // (A Business Number's program account written in runs of its own after it is the number's.)
    const ca = read(pageOf([item('Legal Name', 39, 99, 'F1', 8, 40), item('Volt Electric Ltd.', 149, 100, 'F3', 10, 80),
      item('BUSINESS NUMBER (BN)', 340, 119, 'F1', 6, 70), item('737821', 344, 136, 'F3', 13, 81), item('421', 435, 136, 'F3', 13, 35),
      item('R', 484, 136, 'F3', 13, 6), item('T', 499, 136, 'F3', 13, 7), item('00', 515, 136, 'F3', 13, 21), item('0', 547, 136, 'F3', 13, 5), item('1', 564, 136, 'F3', 13, 3)],
    { boxes: [box(338, 112, 479, 139), box(478, 112, 575, 139)] }));
    expect(v(ca, 'business_tax_id')).toEqual(['737821421RT0001']);
  });

  it('two combs side by side at one pitch, a box\'s side between them: two values', () => {
    const one = (text: string, x0: number): Piece => ({ page: 1, text, words: [{ text, x0, x1: x0 + 6 }], x0, x1: x0 + 6, y0: 360, y1: 374, source: 'text' });
    const digits = [...'132489475XXXXX1906'].map((c, i) => one(c, 157 + i * 23.5));
    // (The boxes' sides; a comb's ticks rise only part of the way.)
    const sides = [146, 361, 576].map((x) => ({ x, y0: 357, y1: 374 })).concat(Array.from({ length: 16 }, (_, i) => ({ x: 169 + i * 23.5, y0: 368, y1: 374 })));
    expect(joinCombs(digits, sides).map((p) => p.text)).toEqual(['132489475', 'XXXXX1906']);
  });

  it('a web form\'s name in two boxes under one label, "First Name | Last Name" printed under them, in an owners\' table', () => {
    // (A hand starts its words a little into the box: `d` points past the caption's start.)
    const row = (y: number, first: string, last: string, title: string, share: string, d = 2) => [
      item('Owner Name', 40, y, 'F1', 8, 43), item('Title', 320, y, 'F1', 8, 14), item('Ownership (%)', 470, y, 'F1', 8, 49),
      item(first, 40 + d, y + 14, 'F3', 10, first.length * 5), item(last, 180 + d, y + 14, 'F3', 10, last.length * 5), item(title, 322, y + 14, 'F3', 10, title.length * 5),
      item(share, 472, y + 14, 'F3', 10, 10), item('First Name', 40, y + 24, 'F1', 6, 27), item('Last Name', 180, y + 24, 'F1', 6, 27)];
    const r = read(pageOf([item('Legal Business Name', 40, 60, 'F1', 8, 72), item('QuickCare Walk-In Clinic, PLLC', 42, 74, 'F3', 10, 126),
      item('Owner 1', 40, 110, 'F2', 12, 41), ...row(130, 'Colleen', 'McAllister', 'Managing Member', '60'),
      item('Owner 2', 40, 190, 'F2', 12, 41), ...row(210, 'Beatriz', 'van der Berg', 'Owner', '40', 9)]));
    expect(owners(r)).toEqual([['Colleen', 'McAllister', 'Managing Member', 60, null], ['Beatriz', 'van der Berg', 'Owner', 40, null]]);
  });

  it('"City | State / Province | Postal / Zip Code" printed under their boxes: the state is the box\'s over its caption', () => {
    const r = read(pageOf([item('Legal Business Name', 40, 60, 'F1', 8, 72), item('QuickCare Walk-In Clinic, PLLC', 42, 74, 'F3', 10, 126),
      item('Tampa', 42, 110, 'F3', 10, 27), item('Florida', 242, 110, 'F3', 10, 28), item('33634', 432, 110, 'F3', 10, 25),
      item('City', 40, 120, 'F1', 6, 9), item('State / Province', 240, 120, 'F1', 6, 39), item('Postal / Zip Code', 430, 120, 'F1', 6, 42)],
    { boxes: [box(40, 98, 230, 114), box(240, 98, 420, 114), box(430, 98, 570, 114)] }));
    expect(v(r, 'state_region')).toEqual(['FL']);
  });

  it('a date in three boxes named "Month | Day | Year" under them, wider apart than a comb\'s', () => {
    const r = read(pageOf([item('Legal Business Name', 40, 60, 'F1', 8, 72), item('QuickCare Walk-In Clinic, PLLC', 42, 74, 'F3', 10, 126),
      item('Business Start Date', 190, 100, 'F1', 8, 66), item('01', 192, 114, 'F3', 10, 10), item('28', 244, 114, 'F3', 10, 10), item('2010', 296, 114, 'F3', 10, 20),
      item('Month', 190, 122, 'F1', 6, 15), item('Day', 242, 122, 'F1', 6, 10), item('Year', 294, 122, 'F1', 6, 11)]));
    expect(v(r, 'business_start_date')).toEqual(['2010-01-28']);
  });

  it('an entity type answered "Other" with the type written under "If Other, please specify"', () => {
    const r = read(pageOf([item('Legal Business Name', 40, 60, 'F1', 8, 72), item('QuickCare Walk-In Clinic, PLLC', 42, 74, 'F3', 10, 126),
      item('Federal Tax ID (EIN / SSN)', 40, 100, 'F1', 8, 85), item('Type of Entity', 370, 100, 'F1', 8, 46),
      item('61-8549102', 42, 114, 'F3', 10, 48), item('Other', 372, 114, 'F3', 10, 23),
      item('If Other, please specify', 40, 138, 'F1', 8, 76), item('Industry / Type of Business', 210, 138, 'F1', 8, 90),
      item('PLLC', 42, 152, 'F3', 10, 23), item('Urgent care clinic', 212, 152, 'F3', 10, 70)]));
    expect(v(r, 'type_of_entity')).toEqual(['pllc']);
  });

  it('a grid of boxes, each label over its box and under the box before it: the label reads the box under it', () => {
    const cells: [string, string, number, number, number][] = [['BUSINESS LEGAL NAME', 'Golden Harvest Supermarket, Inc.', 40, 387, 85], ['DBA NAME', 'Golden Harvest Supermarket', 392, 573, 85],
      ['FEDERAL TAX ID (EIN)', '14-7472958', 40, 211, 111], ['ENTITY TYPE', 'S Corporation', 216, 387, 111], ['BUSINESS START DATE (MM/DD/YYYY)', '09/01/1998', 392, 573, 111],
      ['INDUSTRY / DESCRIPTION OF BUSINESS', 'Grocery store', 40, 297, 137], ['NO. OF EMPLOYEES', '14', 302, 387, 137], ['STATE OF INCORPORATION', 'DE', 392, 573, 137]];
    const r = read(pageOf([item('SECTION A · BUSINESS INFORMATION', 44, 66, 'F2', 8, 144),
      ...cells.flatMap(([l, x, x0, , y]) => [item(l, x0, y, 'F1', 6, l.length * 3.2), item(x, x0 + 2, y + 15, 'F3', 10, x.length * 4.6)])],
    { boxes: [box(40, 58, 573, 70), ...cells.map(([, , x0, x1, y]) => box(x0, y + 3, x1, y + 19))] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'type_of_entity', 'business_start_date', 'industry')).toEqual(['Golden Harvest Supermarket, Inc.', '147472958', 's_corporation', '1998-09-01', 'grocery']);
  });
});
