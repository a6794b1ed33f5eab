import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-third author's forms (issue 36): applications printed from web portals and CRMs, a
// small grey caption over each bold value in CSS grids; each on a self-made page here.

describe('a count of payments that names its schedule (issue 36, set 53)', () => {
  it('"Number of payments: 90 daily debits" gives ninety payments, daily', () => {
    const cap = (s: string, x: number, y: number) => item(s.toUpperCase(), x, y, 'F1', 6, s.length * 3.2);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.8);
    const r = read(pageOf([cap('Business legal name', 40, 90), val('Harbor Lantern Bakery LLC', 40, 101),
      cap('Funding amount', 40, 140), val('$48,000.00', 40, 151), cap('Number of payments', 240, 140), val('90 daily debits', 240, 151)]));
    expect(v(r, 'number_of_payments', 'payment_frequency')).toEqual([90, 'daily']);
  });
});

describe('a grid whose small captions head each row of values, its values wrapping in narrow columns (issue 36, set 53)', () => {
  const cap = (s: string, x: number, y: number) => item(s.toUpperCase(), x, y, 'F1', 6, s.length * 3.4);
  const val = (s: string, x: number, y: number, h = 9) => item(s, x, y, 'F2', h, s.length * h * 0.5);
  it('"Sole" over "Proprietorship" under "Structure": the value\'s rest, though "Proprietorship" alone reads as a label', () => {
    const r = read(pageOf([cap('Business legal name', 40, 90), val('Copperfield Gardens', 40, 101),
      cap('Structure', 40, 120), cap('EIN', 160, 120), cap('Founded', 280, 120), cap('Amount requested', 400, 120),
      val('Sole', 40, 131), val('37-4410982', 160, 131), val('2015-04-02', 280, 131), val('$62,000.00', 400, 131),
      val('Proprietorship', 40, 141), cap('Industry', 40, 160), val('Florist', 40, 171)]));
    expect(v(r, 'type_of_entity')).toEqual(['sole_proprietorship']);
  });
  it('every cell of a row wrapped at once, the next row\'s captions under them: each cell read whole', () => {
    const r = read(pageOf([cap('Company name', 40, 90), cap('Doing business as', 160, 90), cap('Broker', 280, 90), cap('Broker contact', 400, 90),
      val('Copperfield Garden', 40, 101), val('Blue Door Floral', 160, 101), val('Westbrook Capital', 280, 101), val('Anita Brandt (212)', 400, 101),
      val('Supply Corp.', 40, 111), val('Studio', 160, 111), val('Advisors', 280, 111), val('555-0199', 400, 111),
      cap('Tax ID', 40, 130), cap('Started', 160, 130), cap('Amount requested', 280, 130), cap('Use of funds', 400, 130),
      val('37-4410982', 40, 141), val('2015-04-02', 160, 141), val('$62,000.00', 280, 141), val('Inventory', 400, 141)]));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Copperfield Garden Supply Corp.', 'Blue Door Floral Studio']);
  });
  it('written by hand: the wrapped line reaching into the one over it and a little off its left edge', () => {
    const hand = (s: string, x: number, y: number) => item(s, x, y, 'F4', 14, s.length * 6);
    const r = read(pageOf([cap('Company name', 40, 90), cap('Doing business as', 160, 90), cap('Broker', 280, 90), cap('Broker contact', 400, 90),
      hand('Copperfield', 42, 108), hand('Blue Door', 161, 108), hand('Westbrook', 282, 109), hand('Anita Brandt', 401, 108),
      hand('Garden Supply Corp.', 45, 123), cap('Tax ID', 40, 142), cap('Started', 160, 142), cap('Amount requested', 280, 142), cap('Use of funds', 400, 142),
      hand('37-4410982', 41, 158), hand('2015-04-02', 161, 158), hand('$62,000.00', 282, 158), hand('Inventory', 401, 158)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Copperfield Garden Supply Corp.', '374410982']);
  });
});

describe('two cards side by side whose rows do not line up (issue 36, set 53)', () => {
  it('a date under an unknown caption ("Logged") half a line over "Date founded" is that caption\'s, not the founding date', () => {
    const cap = (s: string, x: number, y: number) => item(s.toUpperCase(), x, y, 'F1', 6, s.length * 3.4);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 5);
    const r = read(pageOf([cap('Business legal name', 40, 90), val('Copperfield Gardens LLC', 40, 102),
      cap('Logged', 320, 132), val('March 3, 2024', 320, 144),
      cap('Date founded', 175, 150), val('2011-06-09', 175, 162), cap('Industry', 40, 150), val('Florist', 40, 162)]));
    expect(v(r, 'business_start_date')).toEqual(['2011-06-09']);
  });
});

describe('an entity type worded like a label under its caption (issue 36, set 53)', () => {
  it('"Limited Liability Company" under "Entity type", a date under an unknown caption beside it: the entity', () => {
    const cap = (s: string, x: number, y: number) => item(s.toUpperCase(), x, y, 'F1', 6, s.length * 3.4);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.2);
    const r = read(pageOf([cap('Business legal name', 40, 90), val('Copperfield Gardens LLC', 40, 101),
      cap('Entity type', 40, 130), cap('Reviewed', 320, 130), val('Limited Liability Company', 40, 141), val('June 2, 2024', 320, 141),
      cap('Industry', 40, 160), val('Florist', 40, 171)]));
    expect(v(r, 'type_of_entity')).toEqual(['llc']);
  });
});

describe('an entity type written by hand after "Other:" and run on to the next line (issue 36, set 53)', () => {
  it('"Professional" over "Corporation" after a row of printed types: one answer', () => {
    const opt = (s: string, x: number) => item(s, x, 210, 'F1', 8, s.length * 4);
    const hand = (s: string, x: number, y: number) => item(s, x, y, 'F4', 12, s.length * 5.5);
    const r = read(pageOf([item('Business legal name', 40, 100, 'F1', 7, 70), hand('Copperfield Dental Group', 42, 116),
      item('Business structure', 40, 190, 'F1', 7, 64), opt('LLC', 60), opt('C-Corp', 100), opt('S-Corp', 150), opt('Partnership', 200), opt('Sole Prop.', 270), opt('Other:', 340),
      hand('Professional', 372, 212), hand('Corporation', 373, 225), item('Industry', 40, 250, 'F1', 7, 30), hand('Dentist', 42, 266)]));
    expect(v(r, 'type_of_entity')).toEqual(['professional_corporation']);
  });
});

describe('a street address ending in its city and state, the ZIP run on to the next line (issue 36, set 53)', () => {
  it('"88 Oak Ave, Unit 4, Tacoma, WA" over "98402": the state is Washington', () => {
    const r = read(pageOf([item('Legal name:', 40, 100, 'F1', 8, 44), item('Copperfield Gardens LLC', 100, 100, 'F2', 10, 120),
      item('Street address:', 40, 130, 'F1', 8, 60), item('88 Oak Ave, Unit 4, Tacoma, WA', 110, 130, 'F2', 10, 160), item('98402', 110, 142, 'F2', 10, 28)]));
    expect(v(r, 'state_region')).toEqual(['WA']);
  });
});

describe('references under their heading after the owners, each reference\'s company its own label\'s (issue 36, set 53 kept with set 50)', () => {
  it('"Lakeside Capital Advisors" filled under "Reference 1 - company" under "Business references": the contact beside it is no owner', () => {
    const field = (value: string, x0: number, y0: number, w: number) => ({ name: value, label: null, value, checked: null, rect: { x0, y0, x1: x0 + w, y1: y0 + 16 } });
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
    const page = pageOf([item('About you', 62, 60, 'F2', 14, 60), item('Owner 1 of 1', 62, 90, 'F2', 8, 48),
      cap('Full name', 40, 112), cap('Title', 270, 112), cap('Ownership', 400, 112),
      item('Business references', 36, 290, 'F2', 13, 98), cap('Reference 1 - company', 40, 304), cap('Contact name', 270, 304), cap('Phone', 430, 304),
      cap('Reference 2 - company', 40, 338), cap('Contact name', 270, 338), cap('Phone', 430, 338)]);
    page.form!.fields.push(field('James Nguyen', 39, 117, 220), field('Board Chair', 269, 117, 120), field('50%', 399, 117, 60),
      field('Lakeside Capital Advisors', 39, 307, 220), field('Samuel Haddad', 269, 307, 150), field('(615) 532-4121', 429, 307, 146),
      field('Keystone Distributors', 39, 341, 220), field('Omar Rosenberg', 269, 341, 150), field('(305) 703-8399', 429, 341, 146));
    expect(owners(read(page)).map((o) => o.slice(0, 2))).toEqual([['James', 'Nguyen']]);
  });
});
