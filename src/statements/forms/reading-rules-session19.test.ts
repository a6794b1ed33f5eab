import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { labelOf } from './labels.ts';
import { parseStatements } from '../index.ts';
import { generateIndependent207 } from '../../../test/forms/independent207/index.ts';

// The nineteenth session's rules: what set 207 (quick apps, field tables, e-mail threads, text transcripts) printed
// that the reader missed at 610000, each on a self-made page here.

const val = (s: string, x: number, y: number, w = s.length * 4.6) => item(s, x, y, 'F3', 10, w);

describe('an owner\'s row in a table of fields and values', () => {
  it('"Owner 1" alone in the field column, the owner\'s details in one run in the value column', () => {
    const r = read(pageOf([item('Legal Name', 54, 100), val('Summit Ridge Auto Sales Inc.', 215, 100), item('Owner 1', 54, 120),
      val('Hector E. Brennan | COO | 50 | Soc 425-30-3607 | FICO 755', 215, 120)]));
    expect(owners(r)).toEqual([['Hector', 'Brennan', 'COO', 50, '425303607']]);
  });
  it('the same details written by a hand, each in a piece a few points apart, the captions printed between them (set 207)', async () => {
    const g = await generateIndependent207('field_table', 610000, { style: 'handwritten' });
    const app = (await parseStatements([{ name: 'f.pdf', bytes: g.pdf }])).application;
    expect(app?.applicants?.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id])).toEqual(g.truth.applicants.map((a) => [a.first_name, a.last_name, a.role, a.ownership, a.tax_id]));
    expect(g.truth.applicants.length).toBe(3);
    // (Its address's state after the city in the piece after a hand's comma: "8296 Commerce Dr" "," "Phoenix, AZ 85095".)
    expect(app?.state_region).toBe(g.truth.state_region);
  }, 120_000);
  it('a decoy\'s row ("Open Positions") heads no owner\'s rows under it; a title and share asked together are read apart', () => {
    const r = read(pageOf([item('Business Legal Name', 54, 100), val('Riverbend Home Care Inc.', 215, 100),
      item('Open Positions', 54, 120), val('Fox Business Funding bal 21k pmt $102/day', 215, 120), item('Landlord', 54, 136), val('Prairie Wind Properties', 215, 136),
      item('Own 1 Name', 54, 152), val('Darnell Garcia-Lopez', 215, 152), item('Own 1 Title / Own %', 54, 168), val('Partner / 100%', 215, 168),
      item('Own 1 SSN', 54, 184), val('606-11-6378', 215, 184)]));
    expect(owners(r)).toEqual([['Darnell', 'Garcia-Lopez', 'Partner', 100, '606116378']]);
  });
});

describe('a broker\'s and a text message\'s short words', () => {
  it('reads "CSZ" as the city, state and ZIP; other funders\' "Positions" as a decoy, an owner\'s "Position" as a title', () => {
    expect(labelOf('CSZ:', false, false, false)?.field).toBe('address');
    expect(labelOf('Positions:', false, false, false)?.field).toBe('decoy');
    expect(labelOf('Open Pos:', false, false, false)?.field).toBe('decoy');
    expect(labelOf('Position:', true)?.field).toBe('owner_title');
    expect(labelOf('Current Position:', true)?.field).toBe('owner_title');
  });
  it('reads "llc or corp?" as the entity asked, "when did u open?" as the start date', () => {
    expect(labelOf('llc or corp?', false, false, false)?.field).toBe('type_of_entity');
    expect(labelOf('when did u open?', false, false, false)).toMatchObject({ field: 'business_start_date', end: 16 });
    // ("u" is "you" only in a question.)
    expect(labelOf('U', false, false, false)).toBeNull();
  });
});

describe('owners answered under a question, a hand\'s values between printed dashes', () => {
  it('reads each line\'s pieces as one owner; the answer with its sums under the question before it heads nothing', () => {
    const q = (s: string, y: number) => item(s, 62, y, 'F1', 9, s.length * 4.2);
    const r = read(pageOf([q('> 1. Legal name of the business?', 100), val('Riverbend Chiropractic LLC', 77, 114),
      q('> 11. Any advances or loans open now?', 140), val('Velocity Capital - 28,000 left, $433 /day', 77, 154),
      q('> 12. Owners: name, title, %, SSN, credit score, DOB', 180),
      val('Travis Dubois', 77, 194, 63), item('-', 141, 196, 'F1', 9, 3), val('COO', 148, 194, 23), item('-', 171, 196, 'F1', 9, 4), val('50%', 177, 194, 20),
      item('- Soc', 199, 196, 'F1', 9, 22), val('616-34-7057', 223, 194, 59), item('- FICO', 284, 196, 'F1', 9, 30), val('718', 317, 194, 17),
      val('Yesenia Lindqvist', 76, 210, 81), item('-', 158, 212, 'F1', 9, 3), val('Managing Member', 164, 210, 87), item('-', 252, 212, 'F1', 9, 3),
      val('50 %', 259, 210, 23), item('- Soc', 283, 212, 'F1', 9, 22), val('127599015', 306, 210, 51), item('- FICO', 360, 212, 'F1', 9, 30), val('724', 394, 210, 17)]));
    expect(owners(r)).toEqual([['Travis', 'Dubois', 'COO', 50, '616347057'], ['Yesenia', 'Lindqvist', 'Managing Member', 50, '127599015']]);
    // ("Soc" before nine bare digits: a Social Security number.)
    expect(r.applicants[1]?.tax_id_type).toBe('SSN');
  });
});

describe('a text thread written by a hand', () => {
  it('reads the thread though a bubble\'s words jitter up and down and a comma is a piece of its own', () => {
    const right = (s: string, y: number) => item(s, 559 - s.length * 4.1, y, 'F1', 9, s.length * 4.1);
    const left = (s: string, y: number, x = 53) => val(s, x, y);
    const r = read(pageOf([item('Sunrise Merchant Capital - SMS log', 44, 20, 'F2', 10),
      item('Hi Tamika, this is', 277, 73, 'F1', 9, 71), item('Jess Amari', 350, 71, 'F3', 9, 44), item('w/ Sunrise. need a few things for ur file', 397, 73, 'F1', 9, 162),
      right('whats the legal name on ur tax return?', 100), left('Tamika van der Berg', 124), right('any dba?', 153), left('Riverbend Chiropractic', 176),
      right('llc or corp?', 206), left('Sole Proprietorship', 230), right('when did u open?', 326), left('2/3/02', 350),
      right('biz address?', 379), left('6569 Main St', 403, 53), val(',', 109, 405, 3), val('Baton Rouge, LA 70852', 115, 403, 99)]));
    expect(v(r, 'legal_name', 'trade_name', 'type_of_entity', 'business_start_date', 'state_region')).toEqual(['Tamika van der Berg', 'Riverbend Chiropractic', 'sole_proprietorship', '2002-02-03', 'LA']);
  });
});

describe('the advance being renewed, pre-printed by its funder (set 210)', () => {
  it('"Existing Bluewater Position (from our servicing system)" over its contract\'s row heads that table: its payment is no request\'s', () => {
    expect(labelOf('Existing Bluewater Position (from our servicing system)', true)?.field).toBe('decoy');
    const cap = (s: string, x: number) => item(s, x, 108, 'F1', 7, s.length * 3.2);
    const r = read(pageOf([item('Existing Bluewater Position (from our servicing system)', 36, 92, 'F2', 10, 238),
      cap('Contract No.', 36), cap('Funded', 144), cap('Balance', 252), cap('Payment', 360), cap('Pmts left', 468),
      val('M-124591', 36, 118), val('$50,000.00', 144, 118), val('$25,158.91', 252, 118), val('$ 562.50 daily', 360, 118), val('34', 468, 118),
      item('Merchant Information', 36, 140, 'F2', 10, 97), item('Business Legal Name:', 36, 162), val('Golden Gate Logistics PLLC', 123, 161),
      item('Proposed Payment:', 36, 200), val('676.93', 112, 200)]));
    expect(v(r, 'legal_name', 'requested_payment', 'payment_frequency')).toEqual(['Golden Gate Logistics PLLC', 676.93, null]);
  });
});

describe('an owner\'s page naming the business it belongs to (set 216)', () => {
  it('"Business Legal Name" at the top of an owner\'s page, a person\'s details under it: the owners\' section goes on', () => {
    const cap = (t: string, x: number, y: number) => item(t, x, y, 'F1', 7, t.length * 3);
    const big = (t: string, x: number, y: number) => item(t, x, y, 'F3', 11, t.length * 6);
    const r = read(pageOf([item('OWNER / GUARANTOR INFORMATION', 48, 59, 'F2', 11, 223), item('Owner 1 of 2', 482, 58, 'F2', 10, 65),
      cap('Business Legal Name', 42, 84), big('Blue Door Eateries & Associates', 44, 97), cap('Full Legal Name', 42, 118), cap('Title', 394, 118),
      big('Patricia Kowalczyk', 44, 131), big('Managing Partner', 396, 131), cap('Ownership', 42, 152), cap('SSN / ITIN', 172, 152), cap('DOB', 332, 152),
      cap('Credit Score', 474, 152), big('80 %', 44, 165), big('245-85-6440', 174, 165), big('5/23/1967', 334, 165), big('711', 476, 165)]));
    expect(owners(r)).toEqual([['Patricia', 'Kowalczyk', 'Managing Partner', 80, '245856440']]);
    expect(r.applicants[0]?.credit_score?.value).toBe(711);
  });
});
