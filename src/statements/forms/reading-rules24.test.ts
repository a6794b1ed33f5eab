import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the session of 2026-12-01 (evening, issue 36), on held-out seeds of earlier authors' sets before
// four more authors' forms were read; each on a self-made page here.

describe('a state\'s label cut short (issue 36)', () => {
  it('"St" beside "MI" on an address line, after "City  Lansing": the state is MI (a code that is also an abbreviation)', () => {
    const r = read(pageOf([item('Legal Name', 30, 80), item('Topline Roofing LP', 110, 80, 'F3'), item('Fed ID#', 30, 100), item('25-9466748', 110, 100, 'F3'),
      item('Address', 30, 130), item('1416 Route 9', 110, 130, 'F3'), item('City', 330, 130), item('Lansing', 370, 130, 'F3'),
      item('St', 500, 130), item('MI', 520, 130, 'F3'), item('Zip', 560, 130), item('48964', 580, 130, 'F3')]));
    expect(v(r, 'state_region')).toEqual(['MI']);
  });
});

describe('an owner\'s number answered by the name after it, with no owners\' heading (issue 36)', () => {
  it('"Owner 2  Kevin Delgado  Ttl  CEO" under "Owner  Carla T. Abernathy  Ttl  Member", under the broker\'s name: the second owner\'s title is CEO', () => {
    const row = (y: number, head: string, name: string, title: string, pct: string) => [item(head, 24, y), item(name, 60, y - 3, 'F3', 9), item('Ttl', 194, y),
      item(title, 213, y - 3, 'F3', 9), item('Own %', 284, y), item(pct, 311, y - 3, 'F3', 9)];
    const r = read(pageOf([item('FASTLANE FUNDING', 12, 20, 'F2', 12), item('Corp Name', 24, 60), item('Quick Stop Enterprises L.L.C.', 80, 57, 'F3', 9),
      item('Fed ID#', 24, 80), item('36-4304829', 80, 77, 'F3', 9), item('Amt Req.', 24, 140), item('247,000', 64, 137, 'F3', 9),
      ...row(174, 'Owner', 'Carla T. Abernathy', 'Member', '75'), ...row(199, 'Owner 2', 'Kevin Delgado', 'CEO', '25')]));
    expect(owners(r)).toEqual([['Carla', 'Abernathy', 'Member', 75, null], ['Kevin', 'Delgado', 'CEO', 25, null]]);
  });
});

describe('an owners\' table ends at the next step\'s heading in pieces (issue 36)', () => {
  it('"STEP 3" beside "Funding" in larger type under the last owner\'s row: the amounts under it are no owner\'s', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.4);
    const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.8);
    const r = read(pageOf([item('STEP 2', 42, 330, 'F2', 10), item('About you', 85, 331, 'F2', 12),
      cap('Owner name (Last, First)', 42, 360), cap('Title', 202, 360), cap('Own %', 294, 360), cap('SSN', 340, 360), cap('Est. FICO', 508, 360),
      val('Tran, Keisha', 42, 380), val('Owner', 202, 380), val('60', 294, 380), val('***-**-6389', 340, 380), val('677', 508, 380),
      val('Reyes, Yusuf', 42, 401), val('Managing Member', 202, 401), val('40', 294, 401), val('***-**-1094', 340, 401), val('784', 508, 401),
      item('STEP 3', 42, 433, 'F2', 10), item('Funding', 85, 434, 'F2', 12),
      val('$57,500.00', 56, 467), val('$2,275.78', 186, 467), val('36', 296, 467), val('Renovation', 380, 467),
      cap('Amount requested', 51, 480), cap('Est. payment', 181, 480), cap('# of payments', 291, 480), cap('Use of funds', 375, 480)]));
    expect(owners(r)).toEqual([['Keisha', 'Tran', 'Owner', 60, null], ['Yusuf', 'Reyes', 'Managing Member', 40, null]]);
  });
});

describe('a value set a little smaller than the others of its row, over its caption (issue 36)', () => {
  it('"February 23, 2008" shrunk to fit between "26-4232250" and "Used car dealer", each over its caption: the date established', () => {
    const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.4);
    const r = read(pageOf([item('Cedar Point Auto Sales L.L.C.', 56, 121, 'F3', 11, 157), cap('Legal name of business', 51, 138),
      item('26-4232250', 56, 203, 'F3', 11, 54), item('February 23, 2008', 186, 203, 'F3', 9, 71), item('Used car dealer', 286, 203, 'F3', 11, 81),
      cap('Federal Tax ID', 51, 220), cap('Date established', 181, 220), cap('Industry / type of business', 281, 220),
      item('$57,500.00', 56, 513, 'F3', 11, 54), cap('Amount requested', 51, 530)]));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_start_date', 'industry')).toEqual(['Cedar Point Auto Sales L.L.C.', '264232250', '2008-02-23', 'auto_dealer_used']);
  });
});
