import { describe, expect, it } from 'vitest';
import type { PageText, Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { blank } from './values.ts';

// Rules learnt at the thirty-fourth author's forms (issue 36): sparse quick and renewal applications, answered in
// part, with filler words, owners named together on one line and a renewal's running advance beside the request.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

describe('sparse, quick and renewal applications (issue 36, set 34)', () => {
  it('a filler answer ("TBD", "will provide", "see attached") is no value: an owner\'s title so answered is blank', () => {
    const r = read(pageOf([item('Legal Name:', 40, 60), item('Keystone Movers Inc.', 100, 60, 'F3'),
      item('Owner Name', 44, 100), item('Title', 219, 100), item('%', 306, 100), item('SSN', 350, 100),
      item('Robert Fitzgerald', 49, 116, 'F3'), item('TBD', 222, 116, 'F3'), item('50', 308, 116, 'F3'), item('123-45-6789', 352, 116, 'F3'),
      item('Hannah Chen', 49, 132, 'F3'), item('will provide', 222, 132, 'F3'), item('50', 308, 132, 'F3')]));
    expect(owners(r)).toEqual([['Robert', 'Fitzgerald', null, 50, '123456789'], ['Hannah', 'Chen', null, 50, null]]);
    expect(['see attached', 'On file', 'to follow', 'N/A'].every(blank)).toBe(true);
  });

  it('a renewal\'s running advance, "Current Weekly Remittance" and "Remaining Balance", is not the request', () => {
    const r = read(pageOf([item('Remaining Balance:', 40, 60), item('$15,000', 130, 60, 'F3'),
      item('Current Weekly Remittance:', 300, 60), item('$167.00', 420, 60, 'F3'),
      item('Legal Name:', 40, 100), item('Sunrise Pet Spa Ltd.', 100, 100, 'F3'),
      item('New Funding Requested:', 40, 140), item('$60,000.00', 140, 140, 'F3')]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([60000, null]);
  });

  it('words that are no amount ("on file") take no figures further along their line: those are the next field\'s', () => {
    const r = read(pageOf([item('Legal Name:', 40, 60), item('Summit Digital LLC', 100, 60, 'F3'),
      item('Amount Requested:', 40, 100), item('$35,000.00', 120, 100, 'F3'),
      item('Preferred Payment:', 40, 130), item('on file', 125, 130, 'F3'), item('# of Payments:', 220, 130), item('60', 285, 130, 'F3')]));
    expect(v(r, 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([35000, null, 60]);
  });

  it('owners named together in an "Owner(s)" cell are each an owner; a split "51/49" gives each their share', () => {
    const r = read(pageOf([item('Legal Business Name', 46, 60, 'F1', 6), item('Bluebird Street Eats Inc.', 48, 72, 'F3', 9),
      item('Owner(s)', 46, 110, 'F1', 6), item('Ownership', 290, 110, 'F1', 6), item('Industry', 400, 110, 'F1', 6),
      item('Deshawn Castillo & Omar Chen', 48, 122, 'F3', 9), item('51/49', 292, 122, 'F3', 9), item('Food truck', 402, 122, 'F3', 9)],
    { boxes: [box(44, 52, 560, 76), box(44, 102, 286, 126), box(286, 102, 396, 126), box(396, 102, 560, 126)] }));
    expect(owners(r)).toEqual([['Deshawn', 'Castillo', null, 51, null], ['Omar', 'Chen', null, 49, null]]);
  });

  it('an owners\' table\'s fillable rows holding only a name, a field wider than it, are owners still', () => {
    const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 14 } });
    const page = pageOf([item('Legal Name:', 40, 60), item('Owner Name', 44, 100), item('Title', 219, 100), item('%', 306, 100), item('SSN', 350, 100)]);
    (page as PageText).form!.fields.push(field('legal', 'Keystone Movers Inc.', 100, 52, 300),
      field('n1', 'Robert Fitzgerald', 42, 106, 215), field('t1', 'CEO', 217, 106, 302), field('p1', '50', 304, 106, 346), field('s1', '', 348, 106, 440),
      field('n2', 'Chen, Hannah', 42, 124, 215), field('t2', '', 217, 124, 302), field('p2', '', 304, 124, 346), field('s2', '', 348, 124, 440));
    expect(owners(read(page)).map((o) => o.slice(0, 2))).toEqual([['Robert', 'Fitzgerald'], ['Hannah', 'Chen']]);
  });

  it('a decoy\'s label with its own value after it, "Bank: TD Bank" under the last row, is no caption of that row', () => {
    const r = read(pageOf([item('Legal Name:', 40, 60), item('Keystone Movers Inc.', 100, 60, 'F3'),
      item('Owner Name', 44, 100), item('Title', 219, 100), item('%', 306, 100), item('SSN', 350, 100),
      item('Robert Fitzgerald', 49, 116, 'F3'), item('CEO', 222, 116, 'F3'), item('50', 308, 116, 'F3'),
      item('James Brennan', 49, 132, 'F3'), item('Bank: TD Bank', 41, 140), item('Routing #:', 99, 140)]));
    expect(owners(r).map((o) => o.slice(0, 2))).toEqual([['Robert', 'Fitzgerald'], ['James', 'Brennan']]);
  });

  it('one business field asked in a row of owners\' cells ("In business since") is the business\'s', () => {
    const r = read(pageOf([item('Legal Business Name:', 40, 60), item('Silver Creek Animal Care Ltd.', 140, 60, 'F3'),
      item('Owner Name', 41, 118, 'F1', 6), item('Ownership', 260, 118, 'F1', 6), item('SSN', 345, 118, 'F1', 6), item('In business since', 463, 118, 'F1', 6),
      item('Derek Nguyen', 42, 130, 'F3', 9), item('100%', 262, 130, 'F3', 9), item('XXX-XX-1148', 346, 130, 'F3', 9), item('05/03/2015', 464, 130, 'F3', 9)]));
    expect(v(r, 'business_start_date')).toEqual(['2015-05-03']);
    expect(owners(r)).toEqual([['Derek', 'Nguyen', null, 100, null]]);
  });

  it('a hand\'s values written on the rules over their captions, run into the captions\' line, are no table\'s header', () => {
    const rule = (x0: number, x1: number, y: number): Rect => ({ x0, x1, y0: y, y1: y + 0.8 });
    // (A value's baseline on its rule, its caption just under the rule: the hand's tall letters reach the caption's line.)
    const hand = (t: string, x: number, ruleY: number) => item(t, x, ruleY + 1, 'F3', 12.8, t.length * 5.6);
    const cap = (t: string, x: number, ruleY: number) => item(t, x, ruleY + 7, 'F1', 7.2, t.length * 3.3);
    const r = read(pageOf([hand('Bluebird Dental Inc.', 46, 96), cap('Business Legal Name', 40, 96), hand('5785 Market Street', 46, 126), cap('Physical Address', 40, 126),
      hand('20-2384961', 46, 156), cap('Federal Tax ID (EIN)', 40, 156), item('4. Owners (all owners of 20% or more)', 40, 352, 'F2', 9, 162),
      hand('Owner/Operator', 339, 374), hand('Victor van der Berg', 42, 375), cap('Owner 1 Name', 40, 375), cap('Title', 334, 375), cap('Ownership %', 472, 375),
      hand('last 4: 1555', 42, 398), cap('SSN', 40, 400)],
    { rules: [rule(39, 400, 96), rule(39, 400, 126), rule(39, 400, 156), rule(39, 581, 355), rule(39, 333, 375), rule(334, 470, 375), rule(471, 578, 375), rule(39, 178, 400)] }));
    expect(owners(r)).toEqual([['Victor', 'van der Berg', 'Owner/Operator', null, null]]);
  });

  it('a row of options ends at the next field\'s label on its line: "Entity: Inc.   State: CO" is a written answer', () => {
    const r = read(pageOf([item('Legal Name:', 48, 100), item('Red Maple Dental Inc.', 110, 98, 'F3', 9),
      item('Entity:', 48, 142), item('Inc.', 77, 140, 'F3', 9), item('State:', 316, 142), item('CO', 341, 140, 'F3', 9), item('Zip:', 444, 142), item('N/A', 464, 140, 'F3', 9)]));
    expect(v(r, 'type_of_entity', 'state_region')).toEqual(['c_corporation', 'CO']);
  });

  it('a detail whose label names its owner, "SIN (owner 1)", is that owner\'s, though read after the second owner', () => {
    const r = read(pageOf([item('Legal Business Name', 46, 60, 'F1', 6), item('Lakeshore Salon Ltd.', 48, 72, 'F3', 9),
      item('Owner(s)', 46, 110, 'F1', 6), item('Ownership', 260, 110, 'F1', 6), item('SIN (owner 1)', 345, 110, 'F1', 6),
      item('Andre O\'Neill & Kevin Brennan', 48, 122, 'F3', 9), item('50/50', 262, 122, 'F3', 9), item('393 363 858', 346, 122, 'F3', 9)],
    { boxes: [box(44, 52, 560, 76), box(44, 102, 256, 126), box(256, 102, 340, 126), box(340, 102, 560, 126)] }));
    expect(owners(r)).toEqual([['Andre', "O'Neill", null, 50, '393363858'], ['Kevin', 'Brennan', null, 50, null]]);
  });
});
