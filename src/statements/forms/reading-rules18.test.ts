import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { classifyDocument } from './classify.ts';

// Rules learnt mending sets 22, 27 and 28 at first sight of other seeds (issue 36), each on a self-made page here.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });
const strike = (x0: number, x1: number, y: number): Rect => ({ x0, x1, y0: y, y1: y + 1.5 });
const business = [item('Legal Name', 36, 80, 'F1', 8, 40), item('Riverbend Janitorial LLC', 100, 80, 'F3', 10, 120)];

describe('owners\' blocks, grids and marks (issue 36)', () => {

  it('"Owner / Guarantor #1" heads an owner\'s block: it is no share, and a bare "Owner" before a name with the owner\'s other labels after it names them', () => {
    const r = read(pageOf([...business, item('OWNERSHIP', 36, 140, 'F2', 9, 60), item('Owner / Guarantor #1', 36, 160, 'F2', 8, 80),
      item('Owner', 36, 176, 'F1', 8, 24), item('Terrence Ortiz-Luna', 80, 176, 'F3', 10, 100),
      item('Position', 300, 176, 'F1', 8, 32), item('CEO', 345, 176, 'F3', 10, 22), item('Own %', 450, 176, 'F1', 8, 24), item('70%', 490, 176, 'F3', 10, 22)]));
    expect(owners(r)).toEqual([['Terrence', 'Ortiz-Luna', 'CEO', 70, null]]);
  });

  it('an owner\'s row struck out leaves its labels unanswered: not a table\'s header over the note written under it', () => {
    const r = read(pageOf([...business, item('Owner / Guarantor #1', 36, 150, 'F2', 8, 80),
      item('Full Name', 36, 166, 'F1', 8, 36), item('Keisha Fairbanks', 90, 166, 'F3', 10, 90), item('Title', 300, 166, 'F1', 8, 18), item('Partner', 330, 166, 'F3', 10, 40),
      item('Own. %', 450, 166, 'F1', 8, 26), item('100%', 490, 166, 'F3', 10, 24),
      item('Owner / Guarantor #2', 36, 196, 'F2', 8, 80),
      item('Full Name', 36, 212, 'F1', 8, 36), item('Curtis Ambrose', 90, 212, 'F3', 10, 80), item('Title', 300, 212, 'F1', 8, 18), item('Silent Partner', 330, 212, 'F3', 10, 70),
      item('Own. %', 450, 212, 'F1', 8, 26), item('10%', 490, 212, 'F3', 10, 20),
      item('removed - no longer an owner per Keisha', 150, 228, 'F4', 9, 170)],
    { strokes: [strike(88, 172, 207), strike(328, 402, 207), strike(488, 512, 207)] }));
    expect(owners(r)).toEqual([['Keisha', 'Fairbanks', 'Partner', 100, null]]);
  });

  it('a schedule written after the payment ("$53,775 monthly") is the request\'s schedule, whatever the label guessed', () => {
    const r = read(pageOf([...business, item('Est. Daily/Weekly Pmt', 36, 120, 'F1', 8, 84), item('$1,775 monthly', 130, 120, 'F3', 10, 70)]));
    expect(v(r, 'requested_payment', 'payment_frequency')).toEqual([1775, 'monthly']);
  });

  it('"Owned" alone asks an owner\'s share; "Owned or Leased" asks of the premises', () => {
    const r = read(pageOf([...business, item('Owned or Leased', 36, 100, 'F1', 8, 60), item('Leased', 110, 100, 'F3', 10, 34),
      item('SECTION C - OWNERS', 36, 140, 'F2', 9, 90),
      item('Name', 36, 160, 'F1', 8, 22), item('James Ortiz-Luna', 80, 160, 'F3', 10, 90), item('Title', 300, 160, 'F1', 8, 18), item('CEO', 330, 160, 'F3', 10, 22),
      item('Owned', 450, 160, 'F1', 8, 26), item('75%', 490, 160, 'F3', 10, 20)]));
    expect(owners(r)).toEqual([['James', 'Ortiz-Luna', 'CEO', 75, null]]);
  });

  it('an e-mail address names no section, though its words do ("Kevin <funding@lighthouse.com>")', () => {
    const r = read(pageOf([...business, item('PRINCIPAL', 36, 120, 'F2', 9, 50), item('Sent by Kevin <funding@lighthousefunding.com>', 36, 136, 'F1', 8, 190),
      item('Name:', 36, 152, 'F1', 8, 24), item('Maria Lopez', 70, 152, 'F3', 10, 60)]));
    expect(owners(r)).toEqual([['Maria', 'Lopez', null, null, null]]);
  });

  it('a title under an owner named in one run ("Owner: Fatima R. Haddad") or after an owner\'s number ("Owner 1:  James Castellanos") is theirs', () => {
    const one = read(pageOf([...business, item('Owner: Fatima R. Haddad', 36, 120, 'F1', 8, 100), item('Title: CEO', 36, 132, 'F1', 8, 40)]));
    const two = read(pageOf([...business, item('Owner 1:', 36, 120, 'F1', 8, 30), item('James Castellanos', 80, 120, 'F3', 10, 90), item('Title: COO', 36, 134, 'F1', 8, 40)]));
    expect([...owners(one), ...owners(two)]).toEqual([['Fatima', 'Haddad', 'CEO', null, null], ['James', 'Castellanos', 'COO', null, null]]);
  });

  it('a printed grid\'s cells are its columns\' values: "Referral" heads no section, and a cell wrapped onto the next line is one value', () => {
    const head = (xs: number[], words: string[], y: number) => words.map((w, i) => item(w, xs[i]!, y, 'F1', 7, w.length * 3.5));
    const xs = [58, 147, 236, 325, 414, 503, 592, 681];
    const r = read(pageOf([
      ...head(xs, ['Date Sub', 'Rep', 'Lead Src', 'LEGAL_NAME', 'DBA', 'ENTITY', 'INDUSTRY', 'FEIN'], 60),
      ...head(xs, ['11/16/26', 'Hannah Berg', 'Referral', 'Harbor Light', 'SAME', 'LLC', 'Gym', '27-8941834'], 90), item('Fitness Inc.', 325, 101, 'F1', 7, 40),
      ...head(xs, ['START_DATE', 'ADDRESS', 'CITY_ST_ZIP', 'BUS_PHONE', 'REQ_AMT', 'USE_OF_FUNDS', 'AVG_MO_REV', 'OWNER1_NAME'], 144),
      ...head(xs, ['5/28/09', '7496 Main St', 'Nashville, TN 37243', '(397) 669-0110', '$15,000', 'Equipment', '$68,577', 'Robert Jean'], 174),
    ], { width: 792, height: 612, boxes: [0, 84].flatMap((dy) => xs.flatMap((x) => [box(x - 3, 51 + dy, x + 88, 83 + dy), box(x - 3, 81 + dy, x + 88, 113 + dy)])) }));
    expect(v(r, 'legal_name', 'requested_amount', 'state_region')).toEqual(['Harbor Light Fitness Inc.', 15000, 'TN']);
  });

  it('a table of owners\' details numbered as the owners are ("No. | SSN | Date of birth | Home address") gives each numbered owner theirs', () => {
    const row = (cells: [string, number][], y: number) => cells.map(([t, x]) => item(t, x, y, 'F1', 8, t.length * 4));
    const r = read(pageOf([...business, item('TABLE A — PRINCIPALS', 36, 120, 'F2', 9, 100),
      ...row([['No.', 39], ['Principal name', 73], ['Title', 263], ['Ownership', 400]], 136),
      ...row([['1', 46], ['Lindqvist, Yuki', 74], ['President', 264], ['60', 401]], 150), ...row([['2', 46], ['Kowalski, Grace', 74], ['Member', 264], ['40', 401]], 164),
      item('TABLE B — PRINCIPALS\' PERSONAL INFORMATION', 36, 200, 'F2', 9, 200),
      ...row([['No.', 39], ['SSN', 73], ['Date of birth', 173], ['Home address', 263]], 216),
      ...row([['1', 46], ['673-07-7200', 74], ['December 4, 1970', 174], ['6432 Lakeview Dr Suite 138, Raleigh, NC 27645', 264]], 230),
      ...row([['2', 46], ['757-63-8383', 74], ['March 12, 1963', 174], ['6955 Commerce Blvd, Plano, TX 75003', 264]], 244)]));
    expect(owners(r)).toEqual([['Yuki', 'Lindqvist', 'President', 60, '673077200'], ['Grace', 'Kowalski', 'Member', 40, '757638383']]);
  });

  it('a check glyph set a little high, on its box\'s top side, checks that box', () => {
    const r = read(pageOf([...business, item('Remittance:', 36, 215, 'F1', 7.5, 42), item('✔', 97, 207, 'F5', 8, 6),
      item('Daily', 107, 215, 'F1', 7.5, 17), item('Weekly', 140, 215, 'F1', 7.5, 24), item('Monthly', 180, 215, 'F1', 7.5, 26)],
    { boxes: [box(96, 207, 104, 215), box(129, 207, 137, 215), box(169, 207, 177, 215)] }));
    expect(v(r, 'payment_frequency')).toEqual(['daily']);
  });
});

describe('set 29\'s funders\' forms (issue 36)', () => {
  it('a section\'s band right under a grid\'s last row is a heading, not the row\'s wrapped cell', () => {
    const xs = [30, 200, 330, 460];
    const caps = (w: string[], y: number) => w.map((t, i) => item(t, xs[i]!, y, 'F1', 6, t.length * 3.2));
    const r = read(pageOf([item('BUSINESS INFORMATION', 30, 60, 'F2', 8, 100), item('LEGAL NAME', 30, 76, 'F1', 6, 40), item('Highland Events, Inc.', 31, 90, 'F3', 9, 90),
      item('LANDLORD & REFERENCES', 30, 101, 'F2', 8, 100),
      ...caps(['LANDLORD', 'LANDLORD PHONE', 'MONTHLY RENT', 'YEARS AT LOCATION'], 114), ...[['Parkview Realty', 30], ['(860) 426-7074', 200], ['$1,300.00', 330], ['4', 460]].map(([t, x]) => item(t as string, x as number, 128, 'F3', 9, 60)),
      item('FUNDING REQUEST', 30, 141, 'F2', 8, 80), item('AMOUNT REQUESTED', 30, 156, 'F1', 6, 60), item('$110,000', 31, 170, 'F3', 9, 44)],
    { boxes: [box(28, 52, 584, 63), box(28, 68, 584, 91), box(28, 93, 584, 104), ...xs.map((x) => box(x - 2, 106, x + 128, 132)), box(28, 133, 584, 144), box(28, 148, 584, 174)] }));
    expect(v(r, 'legal_name', 'requested_amount')).toEqual(['Highland Events, Inc.', 110000]);
  });

  it('rows read from an application\'s table of current advances, verifying nothing, make no statement of it', () => {
    const labels = ['Legal Name of Business', 'DBA', 'Federal Tax ID', 'Legal Entity Type', 'Industry', 'Requested Funding Amount', 'Ownership %', 'Social Security Number'];
    const page = pageOf(labels.map((t, i) => item(t, 36, 60 + 20 * i, 'F1', 8, t.length * 4)));
    expect([classifyDocument([page], 1, null, 2, true).kind, classifyDocument([page], 1, null, 2, false).kind]).toEqual(['application_form', 'bank_statement']);
  });

  it('a question about credit cards asks no credit score, and an owner is placed where their first name is printed', () => {
    const col = (x: number, first: string, last: string, title: string, pct: string) => [item('First Name', x, 160, 'F1', 7, 36), item('Last Name', x + 120, 160, 'F1', 7, 34),
      item(first, x, 174, 'F3', 9, 40), item(last, x + 120, 174, 'F3', 9, 40), item('Title', x, 190, 'F1', 7, 16), item('Ownership %', x + 120, 190, 'F1', 7, 40),
      item(title, x, 204, 'F3', 9, 50), item(pct, x + 120, 204, 'F3', 9, 20)];
    const r = read(pageOf([...business, item('4. Does the business accept credit / debit cards?', 36, 120, 'F1', 8, 190), item('Yes', 420, 120, 'F1', 8, 14),
      item('OWNERS & GUARANTORS', 36, 140, 'F2', 9, 100), ...col(36, 'Monique', 'Moreau', 'Owner', '60%'), ...col(320, 'Eduardo', 'Haddad', 'Member', '40%')]));
    expect(owners(r)).toEqual([['Monique', 'Moreau', 'Owner', 60, null], ['Eduardo', 'Haddad', 'Member', 40, null]]);
  });

  it('a payment in a table headed "Existing Financing / MCA Provider | Balance Owing | Payment" is the advance\'s, not the request\'s', () => {
    const r = read(pageOf([...business, item('EXISTING FINANCING / MCA PROVIDER', 36, 120, 'F1', 7, 130), item('BALANCE OWING (CAD)', 300, 120, 'F1', 7, 80), item('PAYMENT', 480, 120, 'F1', 7, 34),
      item('Meridian Revenue Partners', 36, 134, 'F3', 9, 110), item('$14,437.00 CAD', 300, 134, 'F3', 9, 70), item('$120.50 Weekly', 480, 134, 'F3', 9, 64)]));
    expect(v(r, 'requested_payment', 'payment_frequency')).toEqual([null, null]);
  });

  it('labels beside their values are no grid: the next row\'s value is no wrapped line of theirs', () => {
    const pair = (l: string, val: string, x: number, y: number) => [item(l, x, y, 'F1', 8, l.length * 4), item(val, x + 100, y, 'F3', 9, val.length * 4.5)];
    const r = read(pageOf([item('BUSINESS PROFILE', 30, 60, 'F2', 9, 80), ...pair('Tax ID (EIN)', '544394147', 30, 80), ...pair('Payment Amount', '$65,011.45', 320, 80),
      ...pair('Entity', 'C Corp', 30, 93), ...pair('Frequency', 'Monthly', 320, 93), ...pair('Industry', 'Bar & grill', 30, 106), item('09/01/2012', 130, 116, 'F3', 9, 45)]));
    expect(v(r, 'type_of_entity')).toEqual(['c_corporation']);
  });

  it('a blank label hanging under the rule of a value another label heads is no caption of that value', () => {
    const rule = (x0: number, x1: number, y: number): Rect => ({ x0, x1, y0: y, y1: y + 0.8 });
    const r = read(pageOf([...business, item('Amount requested', 36, 150, 'F1', 8, 64), item('Use of funds', 320, 150, 'F1', 8, 46),
      item('$236,500', 40, 164, 'F3', 10, 44), item('Equipment repair', 324, 164, 'F3', 10, 80),
      item('Requested payment', 36, 175, 'F1', 8, 68), item('Number of payments', 320, 175, 'F1', 8, 72)],
    { rules: [rule(36, 300, 166.5), rule(320, 576, 166.5), rule(36, 300, 192), rule(320, 576, 192)] }));
    expect(v(r, 'requested_amount', 'requested_payment')).toEqual([236500, null]);
  });

  it('a payment asked beside a balance owed, under "Open cash advance(s)?", is the advance\'s, not the request\'s', () => {
    const r = read(pageOf([...business, item('Open cash advance(s)?: Yes', 36, 120, 'F1', 8, 100), item('If yes, with whom: Meridian Revenue Partners', 320, 120, 'F1', 8, 180),
      item('Balance(s): $76,237.00', 36, 136, 'F1', 8, 90), item('Payment(s): $1,805.50 weekly', 320, 136, 'F1', 8, 110)]));
    expect(v(r, 'requested_payment', 'payment_frequency')).toEqual([null, null]);
  });

  it('a bilingual heading of two sections is counted by its words, not the signs between them', () => {
    const r = read(pageOf([...business, item('TRADE REFERENCES', 36, 120, 'F2', 8, 80),
      item('FINANCING REQUEST & BANKING / DEMANDE ET BANQUE', 36, 150, 'F2', 8, 220), item('AMOUNT REQUESTED (CAD)', 36, 166, 'F1', 6, 80), item('$90,000.00 CAD', 38, 180, 'F3', 9, 66)]));
    expect(v(r, 'requested_amount')).toEqual([90000]);
  });
});
