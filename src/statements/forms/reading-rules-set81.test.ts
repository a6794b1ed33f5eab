import { describe, expect, it } from 'vitest';
import type { Heading } from './headings.ts';
import { sectionOf } from './labels.ts';
import type { Piece } from './pieces.ts';
import { questionEnds } from './section-ends.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the eighty-first author's forms (issue 36): franchisees running several stores inside a corporate
// group, with a parent company, a franchisor, a management company, a list of stores and a holding LLC among the
// owners (no applicant); each on a self-made page here.

const lab = (t: string, x: number, y: number) => item(t, x, y, 'F1', 8, t.length * 4);
const val = (t: string, x: number, y: number) => item(t, x, y, 'F2', 9, t.length * 5);

describe('a holding company among the owners (issue 36, set 81)', () => {
  it('"Owner type: [ ] Individual [X] Entity" and "Entity Name ... EIN ... % Owned" in the owners\' section: a company owner, the owners go on', () => {
    const r = read(pageOf([lab('Applicant Legal Name:', 40, 40), val('IronPulse NC Operations LLC', 130, 40),
      item('E. OWNERS (100% of ownership must be shown)', 40, 80, 'F3', 10, 250),
      lab('Owner type:', 40, 100), lab('Individual', 99, 100), val('X', 140, 100), lab('Entity', 150, 100),
      lab('Entity Name:', 40, 116), val('Nguyen Family Holdings, LLC', 90, 116), lab('EIN:', 340, 116), val('81-6384882', 362, 116), lab('% Owned:', 470, 116), val('40%', 512, 116),
      lab('Owner type:', 40, 150), val('X', 89, 150), lab('Individual', 99, 150), lab('Entity', 150, 150),
      lab('Full Name:', 40, 166), val('Kevin Nguyen', 83, 166), lab('Title:', 340, 166), val('Partner', 363, 166), lab('% Owned:', 470, 166), val('60%', 512, 166)]));
    expect(owners(r)).toEqual([['Kevin', 'Nguyen', 'Partner', 60, null]]);
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['IronPulse NC Operations LLC', null]);
  });

  it('"Owner 1 (Entity): StClair Holdco, LLC  Percent: 35%" under "OWNERSHIP & PERSONAL GUARANTY": the company\'s share, the person\'s is 65', () => {
    const r = read(pageOf([lab('Legal Name of Applicant:', 48, 30), val('Boise Crust Ventures LLC', 150, 30),
      lab('Amount of financing requested:', 48, 46), val('$235,000.00', 180, 46),
      item('OWNERSHIP & PERSONAL GUARANTY', 48, 80, 'F3', 11, 190),
      lab('Owner 1 (Entity):', 48, 100), val('StClair Holdco, LLC', 111, 100), lab('Percent:', 378, 100), val('35%', 413, 100),
      lab('Entity EIN:', 48, 118), val('46-6687997', 90, 118), lab('State:', 248, 118), val('WY', 275, 118),
      lab('Owner 2 (Last, First):', 48, 146), val('St. Clair, Darnell', 140, 146), lab('Percent:', 378, 146), val('65%', 413, 146),
      lab('Title:', 48, 164), val('CEO', 71, 164), lab('SSN:', 248, 164), val('553-72-9710', 273, 164)]));
    expect(owners(r)).toEqual([['Darnell', 'St. Clair', 'CEO', 65, '553729710']]);
  });

  it('headings of the owners: with their guaranty, or with a note saying whom to list', () => {
    expect(sectionOf('OWNERSHIP & PERSONAL GUARANTY')).toBe('owner');
    expect(sectionOf('5. OWNERSHIP - all owners of 20% or more, individuals AND entities')).toBe('owner');
  });

  it('"If yes, company: VanDyke Family Holdings, LLC  % held: 45%  EIN: 93-8855925": that company\'s share and number', () => {
    const r = read(pageOf([lab('1. Business Legal Name:', 28, 30), val('Bayou WA Operations, Inc.', 130, 30), lab('4. Fed Tax ID:', 300, 30),
      lab('11. Is the business owned in part by another company?', 28, 60), val('X', 340, 60), lab('Yes', 350, 60), lab('No', 380, 60),
      lab('If yes, company:', 40, 76), val('VanDyke Family Holdings, LLC', 110, 76), lab('% held:', 330, 76), val('45%', 362, 76), lab('EIN:', 430, 76), val('93-8855925', 450, 76),
      item('16. OWNERS (individuals only)', 28, 110, 'F3', 10, 160),
      lab('Name', 30, 128), lab('Title', 200, 128), lab('%', 300, 128), lab('SSN', 360, 128),
      val('Darnell Van Dyke', 30, 142), val('Managing Member', 200, 142), val('55%', 300, 142), val('314-70-1619', 360, 142)]));
    expect(owners(r)).toEqual([['Darnell', 'Van Dyke', 'Managing Member', 55, '314701619']]);
    expect(v(r, 'business_tax_id')).toEqual([null]);
  });
});

describe('an owners\' table with a company\'s row (issue 36, set 81)', () => {
  const header = [item('PRINCIPALS & ENTITY OWNERS', 36, 33, 'F3', 11, 140),
    lab('Name (person or entity)', 38, 50), lab('Position', 188, 50), lab('Own %', 288, 50), lab('SSN or EIN', 333, 50), lab('Birth Date', 418, 50), lab('Credit Score', 498, 50)];

  it('"Holding entity" in a company\'s position cell, a residence line under the rows: the person\'s row read, nothing more', () => {
    const r = read(pageOf([...header,
      val('ONeill Holdco, LLC', 40, 62), val('Holding entity', 190, 62), val('45%', 290, 62), val('81-9133340', 335, 62),
      val("Brett K. O'Neill", 40, 80), val('CEO', 190, 80), val('55%', 290, 80), val('129-20-5564', 335, 80),
      lab('Residence - Brett', 39, 108), val('8944 Park Plaza, Mesa, AZ 85238', 140, 107)]));
    expect(owners(r)).toEqual([['Brett', "O'Neill", 'CEO', 55, '129205564']]);
  });

  it('an "Indiv. / Entity" column beside "SSN / EIN": the kind of each owner, so the numbers are the owners\'', () => {
    const r = read(pageOf([item('5. OWNERSHIP - all owners of 20% or more, individuals AND entities', 28, 30, 'F3', 10, 330),
      lab('Owner Name', 38, 49), lab('Indiv. / Entity', 160, 49), lab('Title', 243, 49), lab('% Owned', 348, 49), lab('SSN / EIN', 388, 49), lab('Date of Birth', 468, 49),
      val('Maria Lindqvist', 40, 63), val('Indiv.', 162, 63), val('COO', 245, 63), val('30%', 350, 63), val('XXX-XX-1090', 390, 63),
      val('Nadia Whitfield', 40, 83), val('Indiv.', 162, 83), val('Vice President', 245, 83), val('70%', 350, 83), val('235-26-4087', 390, 83)]));
    expect(owners(r)).toEqual([['Maria', 'Lindqvist', 'COO', 30, null], ['Nadia', 'Whitfield', 'Vice President', 70, '235264087']]);
    expect(v(r, 'business_tax_id')).toEqual([null]);
  });
});

describe('a multi-unit merchant\'s stores and request (issue 36, set 81)', () => {
  it('"Unit DBA" in the list of stores, the business\'s own DBA left blank: no DBA', () => {
    const r = read(pageOf([lab('Legal Business Name', 40, 40), val('ONeill Family Enterprises, LLC', 140, 40),
      lab('Doing Business As', 40, 56), lab('Unit DBA', 40, 90), val('QuickStop Market Kent', 110, 90)]));
    expect(v(r, 'trade_name')).toEqual([null]);
  });

  it('a "LOCATIONS" section listing each store\'s operating name: no DBA of the business', () => {
    const r = read(pageOf([lab('Legal Name of Corporation', 28, 40), val('Daybreak NS Operations Inc.', 28, 52),
      item('SECTION 3 - LOCATIONS / ÉTABLISSEMENTS', 28, 80, 'F3', 10, 210),
      lab('Location 1 - Store No.', 28, 100), lab('Operating Name', 178, 100), lab('Address', 400, 100),
      val('#1808', 28, 112), val('Daybreak Coffee House Halifax', 178, 112), val('6712 Route 9, Halifax, NS B3H 2B9', 400, 112)]));
    expect(v(r, 'trade_name')).toEqual([null]);
  });

  it('"13. Additional locations:" heads its answers only: "14. Amount Requested" at its side is the form\'s again', () => {
    const piece = (text: string, x0: number, y0: number, x1: number): Piece => ({ page: 1, text, source: 'text', x0, y0, x1, y1: y0 + 9 });
    const head = piece('13. Additional locations (store #, address):', 40, 229, 180);
    const pieces = [head, piece('a):', 52, 243, 61), piece('#2110', 68, 241, 93), piece('14. Amount Requested:', 40, 300, 120)];
    const h: Heading = { piece: head, section: 'decoy', x0: 28, x1: Infinity };
    questionEnds(h, pieces);
    expect(h.y1).toBe(299);
  });

  it('"Repayment" answered with a sum beside "Frequency": the payment asked', () => {
    const r = read(pageOf([item('SECTION 4 - FINANCING REQUESTED', 28, 20, 'F3', 10, 170),
      lab('Amount Requested (CAD)', 28, 40), lab('Repayment', 200, 40), lab('Frequency', 320, 40),
      val('$325,000 CAD', 28, 52), val('$3,794.93', 200, 52), val('Daily', 320, 52)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([325000, 3794.93, 'daily']);
  });
});
