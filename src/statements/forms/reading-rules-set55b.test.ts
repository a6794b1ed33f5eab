import { describe, expect, it } from 'vitest';
import { classifyDocument } from './classify.ts';
import { labelOf } from './labels.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-fifth author's forms (issue 36, second half of the set): numbered captions under the
// rules, an owner's block left blank, range checkboxes with an exact amount beside them; each on a self-made page here.

const rule = (x0: number, x1: number, y: number) => ({ x0, x1, y0: y, y1: y + 0.5 });
const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 5);
const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6, s.length * 2.8);

describe('a caption\'s bare line number under its rule (issue 36, set 55)', () => {
  it('"2 Business legal name", "6b Federal tax ID", "11 Funding amount": the number only orders the form', () => {
    const r = read(pageOf([item('PART A - COMPANY', 40, 60, 'F2', 9, 80),
      val('Harborline Dental Group LLC', 44, 82), cap('2 Business legal name', 42, 91),
      val('84-1234567', 44, 105), cap('6b Federal tax ID', 42, 114),
      val('03/14/2015', 300, 105), cap('9 Date established', 298, 114),
      item('PART B - FINANCING', 40, 140, 'F2', 9, 80),
      val('$75,000', 44, 162), cap('11 Funding amount', 42, 171),
      val('$1,250.00', 300, 162), cap('12 Payment amount', 298, 171)],
    { rules: [rule(42, 290, 85), rule(42, 290, 108), rule(298, 560, 108), rule(42, 290, 165), rule(298, 560, 165)] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_start_date', 'requested_amount', 'requested_payment'))
      .toEqual(['Harborline Dental Group LLC', '841234567', '2015-03-14', 75000, 1250]);
  });
  it('an address or a count before small letters is no numbered caption: "5 State Street", "9 digits / reference"', () => {
    expect([labelOf('5 State Street', true, false, false), labelOf('9 digits / reference', true, false, false)]).toEqual([null, null]);
  });
});

describe('a whole name asked in its order (issue 36, set 55)', () => {
  it('"21 First / middle / last name" under its rule is the owner\'s whole name', () => {
    const r = read(pageOf([item('PART C - GUARANTOR', 40, 60, 'F2', 9, 80),
      val('Tomas Reyes', 44, 82), cap('21 First / middle / last name', 42, 91), val('CFO', 300, 82), cap('22 Title', 298, 91),
      val('60%', 44, 105), cap('23 Percent owned', 42, 114), val('388-20-4417', 300, 105), cap('24 SSN', 298, 114),
      val('11/30/1981', 44, 128), cap('25 Credit score', 42, 137)],
    { rules: [rule(42, 290, 85), rule(298, 560, 85), rule(42, 290, 108), rule(298, 560, 108), rule(42, 290, 131)] }));
    expect(owners(r)).toEqual([['Tomas', 'Reyes', 'CFO', 60, '388204417']]);
  });
});

describe('an owner\'s block left blank on a page of captions under rules (issue 36, set 55)', () => {
  it('"Name | Title | % Owned | SSN" under empty rules heads no table: the heading under them is no owner', () => {
    const r = read(pageOf([item('THE COMPANY', 40, 40, 'F2', 9, 60),
      val('Saguaro Tile Works Inc.', 44, 62), cap('Company legal name', 42, 71), val('86-3310247', 300, 62), cap('Federal tax ID', 298, 71),
      item('PRINCIPALS', 40, 100, 'F2', 9, 60),
      val('Noor Haddad', 44, 122), cap('Name', 42, 131), val('President', 300, 122), cap('Title', 298, 131),
      val('100%', 44, 145), cap('% Owned', 42, 154), val('512-44-7781', 300, 145), cap('SSN', 298, 154),
      item('SECOND PRINCIPAL (if any)', 40, 180, 'F2', 9, 110),
      cap('Name', 42, 211), cap('Title', 202, 211), cap('% Owned', 302, 211), cap('SSN', 402, 211),
      item('PART 4 - CONSENT AND AGREEMENT', 40, 235, 'F2', 9, 150),
      item('The undersigned certify that everything stated in this application is true and complete.', 40, 250, 'F1', 7, 300)],
    { rules: [rule(42, 290, 65), rule(298, 560, 65), rule(42, 290, 125), rule(298, 560, 125), rule(42, 290, 148), rule(298, 560, 148),
      rule(42, 198, 205), rule(202, 298, 205), rule(302, 398, 205), rule(402, 560, 205), { x0: 40, y0: 226, x1: 572, y1: 237 }] }));
    expect(owners(r)).toEqual([['Noor', 'Haddad', 'President', 100, '512447781']]);
  });
});

describe('a consent sentence naming states and the IRS (issue 36, set 55)', () => {
  it('a line of twenty words is prose whatever its capitals: the application stays an application', () => {
    const consent = [
      'The Applicant lets the Funder request from the Internal Revenue Service a transcript by IRS Form 4506-C; Arizona, Maine, Oregon, Idaho, Nevada and Utah',
      'Residents: Disclosures Required By State Law Will Be Provided With Any Offer Made To The Applicant By The Funder Or Its Assigns.',
    ];
    const page = pageOf([item('Working Capital Application', 40, 40, 'F2', 14), item('Legal Business Name', 40, 80), item('Birchwood Dental PLLC', 160, 80, 'F3'),
      item('DBA', 40, 96), item('Federal Tax ID', 40, 112), item('81-4420917', 160, 112, 'F3'), item('Amount Requested', 40, 128), item('$90,000', 160, 128, 'F3'),
      item('Owner Name', 40, 160), item('Ownership %', 300, 160), item('SSN', 40, 176), item('Date of Birth', 300, 176),
      ...consent.map((t, i) => item(t, 40, 600 + 9 * i, 'F1', 6, t.length * 2.7)), item('Signature', 40, 700)]);
    expect(classifyDocument([page], 0, null).kind).toBe('application_form');
  });
});

describe('a share\'s label cut short (issue 36, set 55)', () => {
  it('"Own." with its dot in a row of an owner\'s labels is the share', () => {
    const r = read(pageOf([item('ADDITIONAL OWNER', 40, 60, 'F2', 9, 90),
      item('Name', 40, 80), val('Priya Natarajan', 70, 80), item('Role', 200, 80), val('Partner', 225, 80),
      item('Own.', 300, 80), val('30%', 325, 80), item('SSN', 380, 80), val('433-21-9087', 400, 80)]));
    expect(owners(r)).toEqual([['Priya', 'Natarajan', 'Partner', 30, '433219087']]);
  });
});

describe('an exact amount beside ranges to tick (issue 36, set 55)', () => {
  it('"Approximate amount" under a funding heading is the amount requested', () => {
    const r = read(pageOf([item('FUNDING REQUEST', 40, 60, 'F2', 9, 80),
      item('[ ] up to $20k', 40, 80), item('[ ] $20k to $60k', 140, 80), item('[ ] over $60k', 240, 80),
      item('Approximate amount:', 40, 100), val('$42,500', 130, 100)]));
    expect(v(r, 'requested_amount')).toEqual([42500]);
  });
});

describe('a row of captions in capitals under their values (issue 36, set 32 kept with set 55\'s numbered captions)', () => {
  it('"5 DATE BUSINESS STARTED" beside "4 TAXPAYER IDENTIFICATION NUMBER" is a caption, not a heading, though the row under it is a label', () => {
    const r = read(pageOf([item('Part I  Business Information', 40, 60, 'F2', 9, 120),
      val('Harbor Light Fitness LLC', 44, 82), cap('1 LEGAL NAME OF BUSINESS', 42, 91),
      val('Harbor Light Gym', 44, 105), cap('2 TRADE NAME / DBA', 42, 114),
      val('308212525', 44, 128), cap('4 TAXPAYER IDENTIFICATION NUMBER', 42, 137),
      val('02132019', 306, 128), cap('5 DATE BUSINESS STARTED (MMDDYYYY)', 298, 137),
      item('6 Type of entity (check one):', 42, 150, 'F1', 7, 90), item('LLC', 160, 150, 'F1', 7, 12), item('Other (specify)', 306, 150, 'F1', 7, 45)],
    { rules: [rule(42, 290, 85), rule(42, 290, 108), rule(42, 190, 131), rule(298, 560, 131)], marks: [{ x0: 148, y0: 143, x1: 156, y1: 151 }] }));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_start_date')).toEqual(['Harbor Light Fitness LLC', '308212525', '2019-02-13']);
  });
});
