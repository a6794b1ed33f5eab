import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-first author's forms (issue 36): terse broker and back-office forms whose labels are a
// broker's abbreviations ("Ttl", "Pos.", "Ind.", "Ent. Type", "Wkly"); each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6, s.length * 3);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F3', 9, s.length * 4.6);

describe('a broker\'s abbreviated labels (issue 36, set 51)', () => {
  it('"Ind." is the industry, "Ent. Type" the entity type, "Ttl" and "Pos." the owner\'s title', () => {
    const r = read(pageOf([lab('Corp Name', 36, 80), val('Daily Grind Holdings', 100, 80),
      lab('Ent. Type', 36, 100), val('S Corp', 100, 100),
      lab('Ind.', 36, 120), val('Coffee shop', 100, 120),
      item('OWNERS', 36, 160, 'F2', 8, 40),
      lab('Owner 1 Name', 36, 180), val('Tuan O\'Neill', 100, 180), lab('Ttl', 250, 180), val('Managing Member', 280, 180),
      lab('Owner 2 Name', 36, 200), val('Ana Ruiz', 100, 200), lab('Pos.', 250, 200), val('CEO', 280, 200)]));
    expect(v(r, 'industry', 'type_of_entity')).toEqual(['restaurant', 's_corporation']);
    expect(owners(r).map((o) => o[2])).toEqual(['Managing Member', 'CEO']);
  });
  it('"Ttl" before more words is still a total ("Ttl Deposits"), no title', () => {
    const r = read(pageOf([lab('Corp Name', 36, 80), val('Daily Grind Holdings', 100, 80),
      item('OWNERS', 36, 160, 'F2', 8, 40), lab('Owner 1 Name', 36, 180), val('Tuan O\'Neill', 100, 180),
      lab('Ttl Deposits', 250, 180), val('Fourteen', 310, 180)]));
    expect(owners(r).map((o) => o[2])).toEqual([null]);
  });
});

describe('a schedule abbreviated in its options (issue 36, set 51)', () => {
  it('"Daily [ ] Wkly [X] Bi-Wkly [ ] Mthly" marked at "Wkly" is weekly', () => {
    const box = (x: number) => ({ x0: x, y0: 112, x1: x + 8, y1: 120 });
    const r = read(pageOf([lab('Corp Name', 36, 80), val('Daily Grind Holdings', 100, 80),
      lab('Pmt Freq', 36, 120), lab('Daily', 110, 120), lab('Wkly', 140, 120), lab('Bi-Wkly', 172, 120), lab('Mthly', 212, 120)],
    { boxes: [box(100), box(130), box(162), box(202)], marks: [{ x0: 131, y0: 113, x1: 137, y1: 119 }] }));
    expect(v(r, 'payment_frequency')).toEqual(['weekly']);
  });
});

describe('"First" and "Last" alone under an owner\'s heading (issue 36, set 51)', () => {
  it('caption the two parts of the owner\'s name; the middle initial written with the first is dropped', () => {
    const r = read(pageOf([lab('Corp Name', 36, 80), val('Quick Stop LLC', 100, 80),
      item('OWNER 1', 320, 66, 'F2', 8, 30),
      lab('First', 318, 90), val('Kevin M', 340, 88), lab('Last', 447, 90), val('Van Dyke', 467, 88),
      lab('Pos.', 318, 108), val('Owner', 340, 106), lab('Own %', 473, 108), val('100%', 502, 106)]));
    expect(owners(r)).toEqual([['Kevin', 'Van Dyke', 'Owner', 100, null]]);
  });
  it('outside an owner\'s section they are no name', () => {
    const r = read(pageOf([lab('Corp Name', 36, 80), val('Quick Stop LLC', 100, 80), lab('First', 36, 100), val('Kevin M', 70, 98)]));
    expect(owners(r)).toEqual([]);
  });
});

describe('a bare "Term" (issue 36, set 51)', () => {
  const form = (term: string) => read(pageOf([lab('Corp Name', 36, 80), val('Quick Stop LLC', 100, 80),
    item('REQUEST', 36, 110, 'F2', 8, 40), lab('Amt Req.', 36, 130), val('$233,000.00', 80, 128), lab('Term', 180, 130), val(term, 200, 128)]));
  it('counts the payments when its value names them ("9 pmts")', () => {
    expect(v(form('9 pmts'), 'number_of_payments')).toEqual([9]);
  });
  it('is no count of payments in months', () => {
    expect(v(form('6 months'), 'number_of_payments')).toEqual([null]);
  });
  it('nor is a term in months said in its label, its value a bare figure ("25. Est. Term (months) 12": set 44\'s bankcard form)', () => {
    const r = read(pageOf([lab('Corp Name', 36, 80), val('Quick Stop LLC', 100, 80), item('REQUEST', 36, 110, 'F2', 8, 40),
      lab('23. Requested Advance', 36, 130), val('$72,500.00', 140, 128), lab('25. Est. Term (months)', 300, 130), val('12', 420, 128)]));
    expect(v(r, 'requested_amount', 'number_of_payments')).toEqual([72500, null]);
  });
});

describe('a broker\'s number in the page\'s corner (issue 36, set 51)', () => {
  it('"ISO #" over its number heads no section: the merchant\'s fields under it in its column are read', () => {
    const r = read(pageOf([item('NORTHERN MAPLE CAPITAL', 74, 40, 'F2', 16, 195), lab('ISO #', 441, 30), val('ISO-6117', 444, 44),
      lab('Corp Name (legal)', 41, 76), val('Cutting Edge Holdings', 44, 91),
      lab('BN (9 digits + program acct)', 41, 107), lab('Bus. Start', 451, 107), val('808662548 RC0001', 44, 122), val('Aug 27, 2005', 454, 122),
      lab('Amt Req. (CAD)', 41, 200), val('$291,000.00', 44, 215)]));
    expect(v(r, 'business_start_date', 'requested_amount')).toEqual(['2005-08-27', 291000]);
  });
});

describe('a half-page quick app (issue 36, set 51)', () => {
  const box = (x: number) => ({ x0: x, y0: 141, x1: x + 8, y1: 149 });
  const form = () => read(pageOf([item('FASTLANE FUNDING', 24, 30, 'F2', 14, 115), lab('Corp Name', 24, 50), val('TrueTemp Group, LLC', 68, 48),
    lab('Amt Req.', 24, 148), val('273,000', 64, 146), lab('Pmt Freq', 174, 148), lab('D', 223, 148), lab('W', 246, 148), lab('BW', 270, 148), lab('M', 299, 148),
    lab('Owner', 24, 182), val('Andre De La Rosa', 51, 180), lab('Ttl', 194, 182), val('Managing Member', 213, 180), lab('Own %', 284, 182), val('100', 311, 180),
    lab('Owner 2', 24, 207), lab('Ttl', 194, 207), lab('Own %', 284, 207)],
  { width: 612, height: 396, boxes: [box(212), box(235), box(259), box(288)], marks: [{ x0: 236, y0: 142, x1: 242, y1: 148 }] }));
  it('a bare "Owner" before a name, the owner\'s labels after it on its line, names the owner under no owners\' heading', () => {
    expect(owners(form())).toEqual([['Andre', 'De La Rosa', 'Managing Member', 100, null]]);
  });
  it('a schedule\'s options lettered D / W / BW / M: the letter ticked is the schedule', () => {
    expect(v(form(), 'payment_frequency')).toEqual(['weekly']);
  });
});

describe('owners as numbered columns of a deal sheet (issue 36, set 51)', () => {
  it('"Name  1. Rahul Abernathy  2. Kevin Castellano  3." over rows labelled at the left: each number heads an owner\'s column', () => {
    const row = (y: number, label: string, a: string, b: string) => [lab(label, 30, y + 2), ...(a ? [val(a, 110, y)] : []), ...(b ? [val(b, 332, y)] : [])];
    const r = read(pageOf([lab('Corp Name', 30, 60), val('Sugar & Salt Group PLLC', 93, 58),
      item('OWNERS (list all 20%+ owners; columns left to right)', 31, 290, 'F2', 7, 164),
      ...row(305, 'Name', 'Rahul Abernathy', 'Kevin Castellano'), lab('1.', 100, 306), lab('2.', 322, 306), lab('3.', 544, 306),
      ...row(320, 'Ttl', 'Managing Member', 'CEO'), ...row(335, 'Own %', '50', '50'), ...row(350, 'SS#', '572-58-9737', '133-72-6194'),
      ...row(365, 'DOB', '02/14/1973', '07/14/1990'), ...row(380, 'Home Addr', '5001 Route 9, Allentown PA', '2321 Market St, Orlando FL'), ...row(395, 'FICO', '576', '649')],
    { width: 792, height: 612 }));
    expect(owners(r)).toEqual([['Rahul', 'Abernathy', 'Managing Member', 50, '572589737'], ['Kevin', 'Castellano', 'CEO', 50, '133726194']]);
    expect(r.applicants.map((a) => a.credit_score?.value)).toEqual([576, 649]);
  });
});
