import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the fifty-eighth author's forms (issue 36), second part: renewal and add-on requests a funder sends
// a merchant it already funded (the last advance's figures beside the new request, owners on file, an express
// renewal's pre-printed merchant block, an offer's payoff statement); each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
const val = (s: string, x: number, y: number) => item(s, x, y - 3, 'F2', 10, s.length * 4.8);

describe('the advance a renewal follows (issue 36, set 58)', () => {
  it('"Original advance amount" beside "Add-on amount requested" is what was funded then, not the request', () => {
    const r = read(pageOf([lab('Legal name', 40, 80), val('Cedar Point Bakery Ltd.', 40, 95),
      item('ADD-ON REQUEST', 40, 140, 'F3', 10, 90),
      lab('Current balance', 40, 160), lab('Original advance amount', 220, 160), lab('Add-on amount requested', 400, 160),
      val('$12,400.10', 40, 175), val('$50,000.00', 220, 175), val('$75,000.00', 400, 175)]));
    expect(v(r, 'requested_amount')).toEqual([75000]);
  });
  it('a panel headed "YOUR LAST ADVANCE" holds that advance\'s funded amount and daily payment, no request', () => {
    const r = read(pageOf([lab('Legal name', 40, 80), val('Cedar Point Bakery Ltd.', 40, 95),
      item('YOUR LAST ADVANCE', 360, 80, 'F3', 9, 90),
      lab('Funded amount', 360, 100), val('$80,000.00', 460, 100), lab('Daily payment', 360, 116), val('871.27', 460, 116),
      item('TELL US WHAT YOU NEED', 40, 200, 'F3', 9, 110),
      lab('Renewal amount requested', 40, 220), val('$ 117,500', 160, 220)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([117500, null, null]);
  });
});

describe('owners on file (issue 36, set 58)', () => {
  const page = (newOwner: boolean) => pageOf([lab('Legal name', 40, 80), val('Cedar Point Bakery Ltd.', 40, 95),
    item('OWNERSHIP', 40, 140, 'F3', 10, 60),
    lab('Owner(s) on file', 40, 160), lab('Title', 250, 160), lab('%', 400, 160),
    val('Darnell Okafor', 40, 175), val('President', 250, 175), val('60%', 400, 175),
    val('Gabriel Lind', 40, 190), val('Secretary', 250, 190), val('40%', 400, 190),
    item('NEW OWNER (complete only if ownership changed)', 40, 230, 'F3', 9, 220),
    lab('Full name', 40, 250), lab('Title', 250, 250), lab('Ownership %', 400, 250),
    ...(newOwner ? [val('Nadia Alvarez', 40, 265), val('CEO', 250, 265), val('100%', 400, 265)] : [])]);
  it('the owners the funder has on file are the applicants while no new owner is written', () => {
    expect(owners(read(page(false)))).toEqual([['Darnell', 'Okafor', 'President', 60, null], ['Gabriel', 'Lind', 'Secretary', 40, null]]);
  });
  it('a new owner written beside them is the applicant: the owners on file are the ones who left', () => {
    expect(owners(read(page(true)))).toEqual([['Nadia', 'Alvarez', 'CEO', 100, null]]);
  });
});

describe('a payoff statement beside the request (issue 36, set 58)', () => {
  it('"PAYOFF STATEMENT (as of ...)" heads the last advance\'s balance and daily payment: the payment asked is the request\'s', () => {
    const r = read(pageOf([item('PAYOFF STATEMENT (as of 02/02/2026)', 330, 60, 'F3', 9, 170),
      lab('Payoff amount', 330, 80), val('$ 40,145.71', 450, 80), lab('Daily payment', 330, 96), val('$931.58', 450, 96),
      item('YOUR REQUEST', 40, 150, 'F3', 10, 80),
      lab('Amount requested', 40, 170), lab('Payment amount', 220, 170),
      val('$ 147,500', 40, 185), val('$ 7,942.56', 220, 185),
      item('BUSINESS', 40, 230, 'F3', 10, 60), lab('Legal name', 40, 250), val('Riverside Landscaping LLC', 40, 265)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([147500, 7942.56, null]);
  });
});

describe('a business\'s name and address printed as on an envelope (issue 36, set 58)', () => {
  // (A line's caption, "DBA", in the form's own type, its value in the system's print after it.)
  const line = (s: string, y: number) => (/^DBA /.test(s) ? [item('DBA', 42, y + 1, 'F1', 7, 15), item(s.slice(4), 62, y, 'F4', 9, s.length * 5 - 20)] : [item(s, 42, y, 'F4', 9, s.length * 5)]);
  const block = (lines: string[]) => read(pageOf([item('MERCHANT OF RECORD (printed from our system)', 40, 80, 'F3', 8, 170),
    ...lines.flatMap((s, i) => line(s, 94 + i * 11)),
    item('TELL US WHAT YOU NEED', 40, 200, 'F3', 9, 110), lab('Amount requested', 40, 220), val('$ 60,000', 160, 220)]));
  it('"Northern Motors, Inc." over "8371 Main St" over "Aurora, IL 60504": the legal name and the state', () => {
    expect(v(block(['Northern Motors, Inc.', '8371 Main St', 'Aurora, IL 60504', 'TIN **-***7167']), 'legal_name', 'state_region', 'country'))
      .toEqual(['Northern Motors, Inc.', 'IL', 'United States']);
  });
  it('a DBA line between the name and the street is the DBA\'s', () => {
    expect(v(block(['Redline Dental PLLC', 'DBA Crescent Dental', '4105 Industrial Pkwy', 'Houston, TX 77074']), 'legal_name', 'trade_name', 'state_region'))
      .toEqual(['Redline Dental PLLC', 'Crescent Dental', 'TX']);
  });
});

describe('an owner\'s title further along the owner\'s line (issue 36, set 58)', () => {
  it('"Owner of record:  Tomasz Bouchard, DVM      Managing Member": the owner\'s title', () => {
    const r = read(pageOf([lab('Legal name', 40, 80), val('Redline Dental PLLC', 40, 95),
      lab('Has the ownership changed since your last advance?', 40, 270), lab('Yes', 330, 270), lab('No', 376, 270),
      lab('Owner of record:', 40, 285), val('Tomasz Bouchard, DVM', 160, 285), val('Managing Member', 370, 285)]));
    expect(owners(r)).toEqual([['Tomasz', 'Bouchard', 'Managing Member', null, null]]);
  });
});

describe('a kind of business written in two words where its name is one (issue 36, set 58)', () => {
  it('"Day care center" is a daycare: childcare', () => {
    const r = read(pageOf([lab('Legal name', 40, 80), val('Kids Academy Ltd.', 40, 95), lab('Nature of business', 40, 120), val('Day care center', 40, 135)]));
    expect(v(r, 'industry')).toEqual(['childcare']);
  });
});
