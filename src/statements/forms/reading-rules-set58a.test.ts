import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-eighth author's forms (issue 36): renewal and add-on applications a funder sends a merchant
// it already funded (values pre-printed from the funder's system, a "Correct?" box and a correction beside each); each
// on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
const val = (s: string, x: number, y: number) => item(s, x, y - 1, 'F2', 10, s.length * 4.8);

describe('an owner\'s share run into the title before it (issue 36, set 58)', () => {
  it('"Name | Title | %" over "Dana Whitfield | Managing Member 60%": the role and the share apart', () => {
    const r = read(pageOf([lab('Business name', 40, 80), val('Crestview Tile LLC', 150, 80),
      item('CURRENT OWNERS', 40, 200, 'F3', 10, 90),
      lab('Name', 40, 220), lab('Title', 200, 220), lab('%', 300, 220),
      val('Dana Whitfield', 40, 234), val('Managing Member 60%', 200, 234),
      lab('Name', 40, 260), lab('Title', 200, 260), lab('%', 300, 260),
      val('Luis Ortega', 40, 274), val('Member 40', 200, 274)]));
    expect(owners(r)).toEqual([['Dana', 'Whitfield', 'Managing Member', 60, null], ['Luis', 'Ortega', 'Member', 40, null]]);
  });
});

describe('a confirm-or-correct grid: the correction written beside a pre-printed value (issue 36, set 58)', () => {
  it('"Field | Our records | OK | Correction": a row\'s correction is its value, a row without one keeps the printed', () => {
    const r = read(pageOf([lab('Field', 40, 60), lab('Our records', 160, 60), lab('OK', 340, 60), lab('Correction', 380, 60),
      lab('Legal name', 40, 80), val('Maple Row Bakery', 160, 80), val('Maple Row Bakery LLC', 380, 80),
      lab('Tax ID', 40, 98), val('27-5164304', 160, 98), val('X', 342, 98),
      item('Owner 1', 40, 130, 'F3', 10, 40),
      lab('Name', 40, 150), val('Nadia Lindqvist', 160, 150), val('X', 342, 150),
      lab('Title', 40, 168), val('President', 160, 168), val('Managing Member', 380, 168),
      lab('Ownership %', 40, 186), val('25%', 160, 186), val('40', 380, 186)]));
    expect([r.fields.legal_name?.value, r.fields.business_tax_id?.value]).toEqual(['Maple Row Bakery LLC', '275164304']);
    expect(owners(r)).toEqual([['Nadia', 'Lindqvist', 'Managing Member', 40, null]]);
  });
  it('"Item | On file | Correct? Correction (if different)" run together: the entity written under the correction', () => {
    const r = read(pageOf([lab('Item', 40, 60), lab('On file', 160, 60), item('Correct? Correction (if different)', 336, 60, 'F1', 8, 120),
      lab('Legal business name', 40, 80), val('Cedar Family Medicine, Inc.', 160, 80), val('X', 352, 80),
      lab('Entity type', 40, 98), val('LLC', 160, 98), val('S Corp', 376, 98)]));
    expect(r.fields.type_of_entity?.value).toBe('s_corporation');
  });
});

describe('the advance funded before, on a renewal (issue 36, set 58)', () => {
  it('"Funded on" and "Previous funding amount" are that advance\'s: not the start date nor the amount asked now', () => {
    const r = read(pageOf([lab('Merchant ID:', 390, 40), val('GD-121749', 450, 40), lab('Funded on:', 390, 54), val('September 25, 2025', 450, 54),
      lab('Legal business name', 40, 90), val('Cedar Family Medicine, Inc.', 160, 90),
      lab('Business start date', 40, 108), val('12-08-2019', 160, 108),
      item('RENEWAL REQUEST', 40, 150, 'F3', 10, 90),
      lab('Previous funding amount (from our records)', 40, 170), lab('Renewal amount requested', 380, 170),
      val('$ 65,000.00', 40, 184), val('$92,500.00', 380, 184)]));
    expect([r.fields.business_start_date?.value, r.fields.requested_amount?.value]).toEqual(['2019-12-08', 92500]);
  });
});

describe('a question under an owners\' table (issue 36, set 58)', () => {
  it('"Any change in ownership since your last funding?  Yes  X No" under the owners\' rows is no owner', () => {
    const r = read(pageOf([lab('Legal business name', 40, 60), val('Cedar Family Medicine, Inc.', 160, 60),
      item('OWNERS ON FILE', 40, 100, 'F3', 10, 90),
      lab('Owner name', 40, 120), lab('Title', 240, 120), lab('Own %', 340, 120), lab('SSN', 400, 120),
      val('Tomasz Haddad', 40, 134), val('President', 240, 134), val('100', 340, 134), val('***-**-6004', 400, 134),
      lab('Any change in ownership since your last funding?', 40, 150), lab('Yes', 260, 150), val('X', 290, 150), lab('No', 300, 150)]));
    expect(owners(r)).toEqual([['Tomasz', 'Haddad', 'President', 100, null]]);
  });
});

describe('a renewal\'s payoff letter (issue 36, set 58)', () => {
  it('"PAYOFF LETTER - YOUR CURRENT ADVANCE" heads the advance being paid off: its daily remittance is no request', () => {
    const r = read(pageOf([lab('Legal name', 40, 60), val('Riverside Pizza LLC', 160, 60),
      item('PAYOFF LETTER - YOUR CURRENT ADVANCE', 40, 100, 'F3', 9, 200),
      lab('Purchased amount', 40, 120), val('$ 20,000', 140, 120), lab('Payoff amount', 300, 120), val('$12,880.08', 400, 120),
      lab('Daily remittance', 40, 136), val('152.56', 140, 136),
      item('RENEWAL REQUEST', 40, 180, 'F3', 9, 100),
      lab('Amount requested', 40, 200), val('22,500', 160, 200)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([22500, null, null]);
  });
});

describe('the request asked after other funders\' positions, under no heading of its own (issue 36, set 58)', () => {
  it('"OTHER CURRENT POSITIONS" over an empty table, then "Renewal amount requested" and "Payment": the request\'s', () => {
    const r = read(pageOf([lab('Legal name', 40, 60), val('Riverside Pizza LLC', 160, 60),
      item('OTHER CURRENT POSITIONS', 36, 124, 'F3', 9, 108),
      lab('Funder', 38, 140), lab('Original amount', 182, 140), lab('Balance', 272, 140), lab('Daily payment', 362, 140), lab('Payoff', 452, 140),
      lab('Renewal amount requested', 315, 200), val('22,500', 320, 212),
      lab('Payment:', 400, 238), val('$3,152.66', 440, 238),
      lab('Number of payments:', 36, 254), val('9', 125, 254)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual([22500, 3152.66, 9]);
  });
});

describe('owners printed on file without labels (issue 36, set 58)', () => {
  const onFile = [item('OWNERS ON FILE', 40, 222, 'F3', 9, 66),
    val('Okafor, Fatima', 40, 236), val('50%', 196, 236), val('Partner', 40, 248),
    val('Alvarez-Soto, Priya E.', 40, 266), val('50', 196, 266), val('Partner', 40, 278)];
  const business = [lab('LEGAL NAME (on file)', 40, 60), val('Okafor Alvarez Studio', 40, 74)];
  it('"OWNERS ON FILE" with each name, its share beside it ("50%", or "50" over a title) and its title under it: the owners', () => {
    const r = read(pageOf([...business, ...onFile, item('CURRENT OWNERS (complete only if ownership changed)', 240, 222, 'F3', 9, 210),
      lab('Name', 240, 234), lab('Title', 400, 234), lab('%', 480, 234)]));
    expect(owners(r)).toEqual([['Fatima', 'Okafor', 'Partner', 50, null], ['Priya', 'Alvarez-Soto', 'Partner', 50, null]]);
  });
  it('a current owner written in the labelled block: the owners on file are not the applicants', () => {
    const r = read(pageOf([...business, ...onFile, item('CURRENT OWNERS (complete only if ownership changed)', 240, 222, 'F3', 9, 210),
      lab('Name', 240, 234), lab('Title', 400, 234), lab('%', 480, 234),
      val('Svetlana Gonzalez', 256, 236), val('Managing Member', 418, 236), val('100', 500, 236)]));
    expect(owners(r)).toEqual([['Svetlana', 'Gonzalez', 'Managing Member', 100, null]]);
  });
});

describe('a one-word industry written as two words (issue 36, set 58)', () => {
  it('"TYPE OF BUSINESS  Day care center" is child care ("daycare")', () => {
    const r = read(pageOf([lab('Legal name', 40, 60), val('Harbor Kids Academy, Inc.', 160, 60),
      lab('Type of business', 40, 80), val('Day care center', 160, 80)]));
    expect(v(r, 'industry')).toEqual(['childcare']);
  });
});
