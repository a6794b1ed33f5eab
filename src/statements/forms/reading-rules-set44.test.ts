import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the forty-fourth author's forms (issue 36): card-processing ISOs' combined processing and advance
// applications, each on a self-made page here.

describe('a dotted leader after a label\'s bracketed note (issue 36, set 44)', () => {
  it('"NAME (LAST, FIRST).... Morales, Elena": the leader leads to the name beside it, read surname first', () => {
    const r = read(pageOf([item('LEGAL NAME............', 40, 96, 'F1', 8, 105.6), item('Golden Collision, Inc.', 153, 96.5, 'F3', 9.5, 125),
      item('PRINCIPAL #1', 40, 130, 'F1', 8, 58),
      item('NAME (LAST, FIRST)....', 40, 150, 'F1', 8, 105.6), item('Morales, Elena', 153, 150.5, 'F3', 9.5, 80),
      item('OWNERSHIP.............', 40, 166, 'F1', 8, 105.6), item('51', 153, 166.5, 'F3', 9.5, 11)]));
    expect(v(r, 'legal_name')).toEqual(['Golden Collision, Inc.']);
    expect(owners(r)).toEqual([['Elena', 'Morales', null, 51, null]]);
  });
});

describe('a bare "%" after other words (issue 36, set 44)', () => {
  it('"CARD PRESENT %" over "90%" asks for the share of card sales, not an owner\'s share', () => {
    const r = read(pageOf([item('LEGAL BUSINESS NAME', 30, 90, 'F2', 7, 80), item('Elite Beauty Bar Inc.', 32, 102, 'F1', 9, 95),
      item('PROCESSING PROFILE', 30, 130, 'F2', 9, 90),
      item('CARD PRESENT %', 30, 150, 'F2', 7, 55), item('KEYED %', 130, 150, 'F2', 7, 30),
      item('90%', 32, 162, 'F1', 9, 18), item('10%', 132, 162, 'F1', 9, 18),
      item('OWNERS / OFFICERS', 30, 200, 'F2', 9, 90),
      item('OWNER NAME', 30, 220, 'F2', 7, 45), item('TITLE', 200, 220, 'F2', 7, 20), item('OWNERSHIP %', 300, 220, 'F2', 7, 45),
      item('Tuan Jackson', 32, 232, 'F1', 9, 60), item('CEO', 202, 232, 'F1', 9, 20), item('70', 302, 232, 'F1', 9, 10)]));
    expect(owners(r)).toEqual([['Tuan', 'Jackson', 'CEO', 70, null]]);
  });
});

describe('a label\'s words running on to a currency sign (issue 36, set 44)', () => {
  it('"Funding Amount Requested $  67,500": the label ends at its "$", the figure after it is the amount', () => {
    const r = read(pageOf([item('Legal Entity Name', 36, 90, 'F1', 8, 70), item('Bella Diner Corp.', 120, 90, 'F3', 9, 80),
      item('Capital Request', 36, 470, 'F2', 10, 80),
      item('Funding Amount Requested $', 36, 495, 'F1', 8, 100), item('67,500', 141, 495, 'F3', 9, 29),
      item('Settlement Bank', 195, 495, 'F1', 8, 55), item('Truist', 255, 495, 'F3', 9, 23)]));
    expect(v(r, 'legal_name', 'requested_amount')).toEqual(['Bella Diner Corp.', 67500]);
  });
});

describe('the request asked beside an existing advance (issue 36, set 44)', () => {
  it('"Requested Advance Amount" in a row with "Existing Advance Balance" and "Funder" is still the amount asked', () => {
    const r = read(pageOf([item('Corporate Name', 24, 90, 'F1', 7, 50), item('Westgate Nails, Inc.', 27, 102, 'F3', 9, 90),
      item('FUNDING REQUEST', 24, 300, 'F2', 9, 80),
      item('Requested Advance Amount', 24, 320, 'F1', 7, 85), item('Purpose', 160, 320, 'F1', 7, 28),
      item('Existing Advance Balance', 330, 320, 'F1', 7, 80), item('Funder', 435, 320, 'F1', 7, 22),
      item('40,000', 27, 332, 'F3', 9, 30), item('Product inventory', 163, 332, 'F3', 9, 75), item('0', 333, 332, 'F3', 9, 5)]));
    expect(v(r, 'legal_name', 'requested_amount')).toEqual(['Westgate Nails, Inc.', 40000]);
  });
});

describe('what the business does asked as the kind of its services (issue 36, set 44)', () => {
  it('"Type of Services" over "Nail salon" is the industry', () => {
    const r = read(pageOf([item('Corporate Name', 24, 90, 'F1', 7, 50), item('Westgate Nails, Inc.', 27, 102, 'F3', 9, 90),
      item('Tax ID (EIN)', 24, 130, 'F1', 7, 40), item('Type of Services', 300, 130, 'F1', 7, 55),
      item('61-4711959', 27, 142, 'F3', 9, 50), item('Nail salon', 303, 142, 'F3', 9, 45)]));
    expect(v(r, 'legal_name', 'industry')).toEqual(['Westgate Nails, Inc.', 'personal_care']);
  });
});

describe('a restaurant\'s kind asked as its cuisine (issue 36, set 44)', () => {
  it('"Cuisine / Concept: Coffee shop" is the industry', () => {
    const r = read(pageOf([item('Legal Name of Business:', 40, 90, 'F1', 8, 90), item('Main Street Kitchen Inc.', 150, 90, 'F3', 9, 110),
      item('Restaurant Name (DBA):', 40, 110, 'F1', 8, 88), item('Elite Eats', 150, 110, 'F3', 9, 45),
      item('Cuisine / Concept:', 330, 110, 'F1', 8, 70), item('Coffee shop', 410, 110, 'F3', 9, 50)]));
    expect(v(r, 'trade_name', 'industry')).toEqual(['Elite Eats', 'restaurant']);
  });
});

describe('a numbered item\'s number standing alone (issue 36, set 44)', () => {
  it('"8." before a row of checkboxes is no value of the label over it: "Restaurant" beside the label is', () => {
    const r = read(pageOf([item('1. Corporate / Legal Name', 40, 90, 'F1', 10, 110), item('Corner Taqueria LLC', 155, 90, 'F3', 10, 95),
      item('6. Type of Goods or Services Sold', 40, 172, 'F1', 10, 117), item('Restaurant', 162, 171, 'F3', 10, 57),
      item('8.', 40, 192, 'F1', 10, 6), item('Individual/Sole Proprietor', 64, 192, 'F1', 10, 84), item('Partnership', 166, 192, 'F1', 10, 36),
      item('Corporation', 220, 192, 'F1', 10, 39)]));
    expect(v(r, 'legal_name', 'industry')).toEqual(['Corner Taqueria LLC', 'restaurant']);
  });
});

describe('when the business began asked as how long it has been open (issue 36, set 44)', () => {
  it('"7. Business Open Since 05/10/2023" is the start date', () => {
    const r = read(pageOf([item('1. Corporate / Legal Name', 40, 90, 'F1', 10, 110), item('Corner Taqueria LLC', 155, 90, 'F3', 10, 95),
      item('7. Business Open Since', 341, 172, 'F1', 10, 80), item('05/10/2023', 426, 171, 'F3', 10, 57)]));
    expect(v(r, 'legal_name', 'business_start_date')).toEqual(['Corner Taqueria LLC', '2023-05-10']);
  });
});

describe('an entity\'s option worded as alternatives (issue 36, set 44)', () => {
  it('"[X] Individual/Sole Proprietor" checked is a sole proprietorship', () => {
    const r = read(pageOf([item('1. Corporate / Legal Name', 40, 90, 'F1', 10, 110), item('Fatima Delgado', 155, 90, 'F3', 10, 70),
      item('8.', 40, 192, 'F1', 10, 6), item('X', 55, 191, 'F3', 10, 5), item('Individual/Sole Proprietor', 64, 192, 'F1', 10, 84),
      item('Partnership', 166, 192, 'F1', 10, 36), item('Corporation', 220, 192, 'F1', 10, 39)]));
    expect(v(r, 'legal_name', 'type_of_entity')).toEqual(['Fatima Delgado', 'sole_proprietorship']);
  });
});

describe('a label we do not know ending in a dotted leader (issue 36, set 44)', () => {
  it('"LEAD SOURCE........... Referral": the word at the leader\'s end is its value, no decoy\'s heading over the form', () => {
    const r = read(pageOf([item('LEAD SOURCE...........', 40, 71, 'F1', 8, 106), item('Referral', 155, 73, 'F3', 14, 38),
      item('LEGAL NAME............', 40, 95, 'F1', 8, 106), item('Family Outfitters L.L.C.', 155, 97, 'F3', 14, 103),
      item('TAX ID................', 40, 111, 'F1', 8, 106), item('36-3317121', 155, 113, 'F3', 14, 55)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Family Outfitters L.L.C.', '363317121']);
  });
});

describe('a label\'s bracketed note on a page of captions under their lines (issue 36, set 44)', () => {
  it('"Business Legal Name (as shown on IRS filings)" under its line counts with the page\'s captions: its value is over it', () => {
    const rule = (x0: number, x1: number, y: number) => ({ x0, x1, y0: y, y1: y + 0.5 });
    const r = read(pageOf([item('1. BUSINESS PROFILE', 40, 80, 'F2', 9, 90),
      item('Prime Motors Inc.', 42, 96, 'F3', 9, 90), item('Business Legal Name (as shown on IRS filings)', 40, 105, 'F1', 5, 110),
      item('DBA / Shop Name', 332, 105, 'F1', 5, 40),
      item('8165 Industrial Pkwy', 42, 121, 'F3', 9, 105), item('Shop Address', 40, 130, 'F1', 5, 32),
      item('AZ', 420, 121, 'F3', 9, 12), item('State', 418, 130, 'F1', 5, 14),
      item('84-5445123', 42, 146, 'F3', 9, 55), item('EIN', 40, 155, 'F1', 5, 10),
      item('05/09/2021', 167, 146, 'F3', 9, 55), item('In Business Since', 165, 155, 'F1', 5, 45)],
    { rules: [rule(40, 320, 99), rule(330, 570, 99), rule(40, 270, 124), rule(418, 470, 124), rule(40, 155, 149), rule(165, 270, 149)] }));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id')).toEqual(['Prime Motors Inc.', null, '845445123']);
  });
});

describe('an owner\'s "Residence Address" among a row of captions (issue 36, set 44)', () => {
  it('"Residence Address | Mobile | FICO (approx.)" under their lines is a row of captions: the score is over its caption', () => {
    const rule = (x0: number, x1: number, y: number) => ({ x0, x1, y0: y, y1: y + 0.5 });
    const r = read(pageOf([item('4. OWNER(S) / PERSONAL GUARANTOR(S)', 34, 60, 'F2', 9, 180),
      item('Robert Goldberg', 44, 82, 'F3', 9, 75), item('Owner 1 Full Name', 42, 91, 'F1', 7, 60),
      item('President', 300, 82, 'F3', 9, 45), item('Title', 298, 91, 'F1', 7, 16),
      item('4/27/1998', 497, 82, 'F3', 9, 45), item('Date of Birth', 495, 91, 'F1', 7, 42),
      item('1379 Union Tpke, Albuquerque, NM 87101', 44, 105, 'F3', 9, 190), item('Residence Address', 42, 114, 'F1', 7, 62),
      item('(718) 385-9172', 376, 105, 'F3', 9, 70), item('Mobile', 374, 114, 'F1', 7, 22),
      item('707', 497, 105, 'F3', 9, 18), item('FICO (approx.)', 495, 114, 'F1', 7, 46)],
    { rules: [rule(42, 290, 85), rule(298, 487, 85), rule(494, 563, 85), rule(42, 366, 107), rule(373, 487, 107), rule(494, 563, 107)] }));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.credit_score?.value ?? null])).toEqual([['Robert', 'Goldberg', 707]]);
  });
});
