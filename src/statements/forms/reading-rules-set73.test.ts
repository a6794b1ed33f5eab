import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventy-third author's forms (issue 36): renewal, refinance and consolidation applications,
// pre-filled from the merchant's last deal; each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.9);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.3);
const head = (s: string, y: number) => item(s, 40, y, 'F3', 10, s.length * 5);

/** A renewal: the business, the advance being renewed under its heading (its funded amount and daily payment), then
 *  the new request. */
const renewal = (previous: string, asked: string) => pageOf([head('BUSINESS PROFILE', 70), lab('Legal Business Name', 40, 90), val('Sunbelt Plumbing LLC', 160, 90),
  head(previous, 130),
  lab('Funder', 40, 146), lab('Funded Amount', 200, 146), lab('Daily Payment', 360, 146),
  val('Bluestone Advance Co.', 40, 158), val('$14,000.00', 200, 158), val('$123.80 daily ACH', 360, 158),
  head('RENEWAL REQUEST', 200),
  lab(asked, 40, 216), lab('Purpose of Funds', 300, 216), val('$20,000.00', 40, 228), val('Marketing', 300, 228)]);

describe('the advance a renewal follows, named with more words (issue 36, set 73)', () => {
  it('"PREVIOUS ADVANCE SUMMARY": the old advance, its funded amount and daily payment no request', () => {
    expect(v(read(renewal('PREVIOUS ADVANCE SUMMARY', 'Renewal Amount Requested')), 'requested_amount', 'requested_payment', 'payment_frequency')).toEqual([20000, null, null]);
  });
  it('"PREVIOUS PINECREST ADVANCE", named with its funder: the same', () => {
    expect(v(read(renewal('PREVIOUS PINECREST ADVANCE', 'Renewal Amount Requested')), 'requested_amount', 'requested_payment')).toEqual([20000, null]);
  });
  it('"YOUR CURRENT ADVANCE WITH US": the same', () => {
    expect(v(read(renewal('YOUR CURRENT ADVANCE WITH US', 'Renewal Amount Requested')), 'requested_amount', 'requested_payment')).toEqual([20000, null]);
  });
});

describe('the new deal\'s amount named by its kind (issue 36, set 73)', () => {
  it('"Gross Refinance Amount", "Total Consolidation Amount": the amount asked', () => {
    expect(v(read(renewal('PREVIOUS ADVANCE SUMMARY', 'Gross Refinance Amount')), 'requested_amount')).toEqual([20000]);
    expect(v(read(renewal('PREVIOUS ADVANCE SUMMARY', 'Total Consolidation Amount')), 'requested_amount')).toEqual([20000]);
  });
});

/** A renewal's owners re-confirmed: the share on file and the share now side by side, then a column to mark. */
const reconfirmed = (then: string, now: string, nowOf2: string) => pageOf([lab('Legal Business Name', 40, 90), val('Sunbelt Plumbing LLC', 160, 90),
  head('OWNERS / GUARANTORS', 420),
  lab('Owner Name', 40, 442), lab('Title', 170, 442), lab(then, 247, 442), lab(now, 300, 442), lab('SSN', 343, 442), lab('Still an Owner?', 497, 442),
  val('Marcus McAllister', 40, 455), val('Managing Member', 170, 455), val('70%', 247, 455), val('512-48-1090', 343, 455), val('X Yes', 497, 457),
  val('Patrick Delgado', 40, 471), val('CEO', 170, 471), val('30%', 247, 471), ...(nowOf2 ? [val(nowOf2, 300, 471)] : []), val('034-97-9354', 343, 471), val('X Yes', 497, 473)]);

describe('the share on file and the share now (issue 36, set 73)', () => {
  it('"% On File | % Now" with nothing written now: each owner\'s share on file', () => {
    expect(owners(read(reconfirmed('% On File', '% Now', '')))).toEqual([['Marcus', 'McAllister', 'Managing Member', 70, '512481090'], ['Patrick', 'Delgado', 'CEO', 30, '034979354']]);
  });
  it('"% on File | Correct %" with a share corrected: the corrected one', () => {
    expect(owners(read(reconfirmed('% on File', 'Correct %', '25%'))).map((o) => o[3])).toEqual([70, 25]);
  });
});
