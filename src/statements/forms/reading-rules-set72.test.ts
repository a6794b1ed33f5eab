import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventy-second author's forms (issue 36): Northeast direct funders' and brokers' multi-page
// applications (values over rows of captions, a merchant processing section, a premises block); each on a self-made
// page here.

const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
const put = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 4.8);

describe('a premises block of values over their captions (issue 36, set 72)', () => {
  it('"Landlord or Mortgage Company | Their Phone | Monthly Payment" under their values: the payment is the rent, no request\'s', () => {
    const r = read(pageOf([item('Company Profile', 36, 80, 'F3', 11, 80),
      put('Seaport Ventures Corporation', 38, 100), put('Pioneer Collision Express', 300, 100), cap('Company Legal Name', 36, 112), cap('Trade Name / DBA', 298, 112),
      put('45-5632536', 38, 130), put('Corporation', 300, 130), cap('Tax ID (EIN or SSN)', 36, 142), cap('Legal Structure', 298, 142),
      put('2379 Grand St', 38, 160), put('New Rochelle, NY 13797', 300, 160), cap('Street Address', 36, 172), cap('City, State, ZIP', 298, 172),
      item('Premises', 36, 260, 'F3', 11, 46),
      put('Summit Realty Associates', 38, 285), put('(516) 339-9823', 308, 285), put('$10,400', 438, 285),
      cap('Landlord or Mortgage Company', 36, 297), cap('Their Phone', 306, 297), cap('Monthly Payment', 436, 297),
      item('Funding Requested', 36, 400, 'F3', 11, 90), cap('Requested Advance: $', 36, 420), put('110,000', 120, 420)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([110000, null, null]);
  });
});

describe('a merchant processing section (issue 36, set 72)', () => {
  it('"MERCHANT PROCESSING" over "Batch Frequency  Daily": the processor\'s batches, no schedule of the request', () => {
    const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.9);
    const r = read(pageOf([item('BUSINESS', 30, 80, 'F3', 10, 50),
      lab('Legal Name of Business', 30, 96), put('Colonial Services, LLC', 180, 96), lab('Industry', 30, 112), put('Pizzeria', 180, 112),
      item('MERCHANT PROCESSING', 30, 140, 'F3', 10, 110),
      lab('Processor', 30, 156), put('Elavon', 180, 156), lab('Monthly Card Volume', 310, 156), put('$275,040', 440, 156),
      lab('MID', 30, 172), put('881180277247991', 180, 172), lab('Batch Frequency', 310, 172), put('Daily', 440, 172)]));
    expect(v(r, 'legal_name', 'payment_frequency')).toEqual(['Colonial Services, LLC', null]);
  });
});
