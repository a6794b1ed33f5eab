import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the thirty-ninth author's forms (issue 36): medical, dental, veterinary and professional practices,
// whose owners sign with their degrees and whose pages name the practice in its own words, each on a self-made page.

describe('owners with their degrees (issue 36, set 39)', () => {
  it('capitals after a full name are degrees, however many and whichever ("Rachel Fitzgerald, VMD", "Leah J. Goldberg, DDS, MS")', () => {
    const r = read(pageOf([item('OWNERS', 41, 116, 'F2', 9, 40), item('Full Name', 40, 128, 'F1', 7, 29), item('Title', 283, 128, 'F1', 7, 13),
      item('Ownership %', 403, 128, 'F1', 7, 38), item('Rachel Fitzgerald, VMD', 40, 142, 'F3', 10, 100), item('Owner', 284, 142, 'F3', 10, 30),
      item('50%', 403, 142, 'F3', 10, 20), item('Leah J. Goldberg, DDS, MSD', 40, 156, 'F3', 10, 120), item('Partner', 284, 156, 'F3', 10, 35),
      item('50%', 403, 156, 'F3', 10, 20)]));
    expect(owners(r)).toEqual([['Rachel', 'Fitzgerald', 'Owner', 50, null], ['Leah', 'Goldberg', 'Partner', 50, null]]);
  });
});

describe('a practice\'s kind in its own words (issue 36, set 39)', () => {
  it('"Nature of Practice", "Practice Type" and a lone "Services" ask what the business is', () => {
    const page = (label: string, value: string) => read(pageOf([item('Legal Name', 40, 100, 'F1', 8, 40), item('Harbor Law Group, P.C.', 120, 100, 'F3', 10, 100),
      item(label, 40, 120, 'F1', 8, 60), item(value, 120, 120, 'F3', 10, 110)]));
    expect(v(page('Nature of Practice', 'Attorney - personal injury'), 'industry')).toEqual(['law_firm']);
    expect(v(page('Practice Type:', 'Dental office'), 'industry')).toEqual(['dental_practice']);
    expect(v(page('Services', 'Chiropractor'), 'industry')).toEqual(['medical_practice']);
    // (Not the end of a name: a letterhead's "HealthLine MERCHANT SERVICES" beside the form's title asks nothing.)
    expect(v(read(pageOf([item('HealthLine MERCHANT SERVICES', 40, 40, 'F2', 12, 200), item('Dental Funding Application', 318, 40, 'F1', 9, 120),
      item('Legal Name', 40, 100, 'F1', 8, 40), item('Harbor Dental, P.C.', 120, 100, 'F3', 10, 100)])), 'industry')).toEqual([null]);
  });
});

describe('a business named by what it is (issue 36, set 39)', () => {
  it('a name marked legal is the business\'s whatever the business is called: "Clinic Name (Legal)"', () => {
    const r = read(pageOf([item('Clinic Name (Legal)', 38, 93, 'F1', 7.5, 53), item('Doing Business As', 338, 93, 'F1', 7.5, 50),
      item('Northpoint Chiropractic Center, Inc.', 41, 104, 'F3', 10, 194), item('Entity Type', 38, 117, 'F1', 7.5, 29),
      item('S Corp', 41, 128, 'F3', 10, 32)]));
    expect(v(r, 'legal_name', 'trade_name')).toEqual(['Northpoint Chiropractic Center, Inc.', null]);
  });
});

describe('one caption asking for the other funders (issue 36, set 39)', () => {
  it('"Current Advances (funder / balance)" beside the amount requested is one cell of the request\'s row, no advances table\'s header', () => {
    const r = read(pageOf([item('Legal Name', 40, 100, 'F1', 8, 40), item('Acme Clinic, Inc.', 120, 100, 'F3', 10, 100), item('REQUEST', 40, 250, 'F2', 9, 40),
      item('Funding Amount Requested', 38, 267, 'F1', 7.5, 75), item('Gross Monthly Deposits', 208, 267, 'F1', 7.5, 64),
      item('Current Advances (funder / balance)', 378, 267, 'F1', 7.5, 97),
      item('$125,000', 41, 278, 'F3', 10, 43), item('$124,000', 211, 278, 'F3', 10, 43), item('None', 381, 278, 'F3', 10, 22)]));
    expect(v(r, 'requested_amount')).toEqual([125000]);
  });
});

describe('rows of labels beside their values (issue 36, set 39)', () => {
  it('a value beside its label over the next row\'s value is no column\'s caption: "Title  Clinic Director" over "NPI  1821179557"', () => {
    const r = read(pageOf([item('OWNER / PRINCIPAL #1', 44, 60, 'F2', 9, 90),
      item('Name', 40, 77, 'F1', 7.5, 20), item('Daniel Iwasaki', 106, 75, 'F3', 10, 86), item('Ownership %', 410, 77, 'F1', 7.5, 45), item('51', 461, 75, 'F3', 10, 11),
      item('Title', 40, 94, 'F1', 7.5, 14), item('Clinic Director', 60, 92, 'F3', 10, 86), item('SSN', 270, 94, 'F1', 7.5, 15), item('010-31-7208', 291, 92, 'F3', 10, 63),
      item('NPI', 40, 111, 'F1', 7.5, 13), item('1821179557', 59, 109, 'F3', 10, 57), item('Credit Score', 340, 111, 'F1', 7.5, 42), item('803', 388, 109, 'F3', 10, 17)]));
    expect(owners(r)).toEqual([['Daniel', 'Iwasaki', 'Clinic Director', 51, '010317208']]);
  });
});

describe('other funders\' positions (issue 36, set 39)', () => {
  it('"OPEN POSITIONS" heads other funders\' advances: a payment under it is theirs, not the one requested', () => {
    const r = read(pageOf([item('FUNDING REQUEST', 36, 200, 'F2', 10, 90), item('Requested Amount', 40, 216, 'F1', 8, 70), item('$305,000', 150, 216, 'F3', 10, 45),
      item('OPEN POSITIONS', 36, 250, 'F2', 10, 85), item('1. Funder', 40, 266, 'F1', 8, 36), item('Rapid Lane Funding', 100, 266, 'F3', 10, 90),
      item('Balance', 250, 266, 'F1', 8, 30), item('$56,000', 300, 266, 'F3', 10, 40), item('Payment', 400, 266, 'F1', 8, 32), item('$262', 450, 266, 'F3', 10, 24)]));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([305000, null]);
  });
});

describe('a payment asked by its period (issue 36, set 39)', () => {
  it('"Weekly Payment Desired" asks a weekly payment: the schedule is weekly when the form names none else', () => {
    const r = read(pageOf([item('Amount Sought', 40, 200, 'F1', 8, 55), item('$170,000', 110, 200, 'F3', 10, 45),
      item('Weekly Payment Desired', 220, 200, 'F1', 8, 88), item('$2,830', 320, 200, 'F3', 10, 32)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([170000, 2830, 'weekly']);
  });
});

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

describe('a start date named by what the business is (issue 36, set 39)', () => {
  it('"Date Practice Established" under an empty "DBA / Practice Name" is the next row\'s label, no trade name', () => {
    const r = read(pageOf([item('Legal Name of Practice (as on tax return)', 38, 91, 'F1', 7.5, 110), item('DBA / Practice Name', 358, 91, 'F1', 7.5, 57),
      item('Greenway Internal Medicine Associates, LLC', 41, 102, 'F3', 10, 227), item('Federal Tax ID (EIN)', 238, 115, 'F1', 7.5, 54),
      item('Date Practice Established', 358, 115, 'F1', 7.5, 69), item('53-5107542', 241, 126, 'F3', 10, 54), item('02/17/2024', 361, 126, 'F3', 10, 54)],
    { boxes: [box(36, 83, 357, 108), box(356, 83, 577, 108), box(236, 107, 357, 132), box(356, 107, 467, 132)] }));
    expect(v(r, 'trade_name', 'business_start_date')).toEqual([null, '2024-02-17']);
  });
});
