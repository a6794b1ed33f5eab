import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules for set 93's fillable corners and its printed look (2026-12-02), each with a page that failed before it.

const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 10, s.length * 4.6);
/** A numbered question: its number in bold and grey, apart from its words ("3." then "Legal name of your business"). */
const q = (n: number, s: string, x: number, y: number) => [item(`${n}.`, x, y, 'F3', 7, 6), item(s, x + 12, y, 'F1', 7.5, s.length * 3.4)];

describe('a question\'s number set apart in its own type is part of the question', () => {
  it('"4." in bold before "Doing business as", its answer under the number: the DBA; and so across each row', () => {
    const r = read(pageOf([...q(3, 'Legal name of your business', 36, 100), ...q(4, 'Doing business as (if different)', 316, 100),
      val('Acme Lawn Care LLC', 38, 114), val('Greenway Lawns', 318, 114),
      ...q(6, 'Federal tax ID (EIN, or SSN if none)', 36, 140), ...q(8, 'Date started', 456, 140),
      val('16-3385731', 38, 154), val('06/03/2017', 458, 154),
      ...q(9, 'Street address', 36, 180), ...q(9, 'City', 316, 180), ...q(9, 'State', 456, 180),
      val('2039 River Rd', 38, 194), val('Tulsa', 318, 194), val('OK', 458, 194),
      ...q(12, 'Owner 1 name', 36, 240), ...q(13, 'Title', 256, 240), ...q(13, 'Ownership %', 386, 240), ...q(14, 'SSN', 476, 240),
      val('Patrick Baptiste', 38, 254), val('Owner', 258, 254), val('100', 388, 254), val('799-19-9196', 478, 254),
      ...q(22, 'How much funding do you need?', 36, 300), ...q(24, 'Number of payments', 346, 300),
      val('$74,000', 38, 314), val('141', 348, 314)]));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'business_start_date', 'state_region', 'requested_amount', 'number_of_payments'))
      .toEqual(['Acme Lawn Care LLC', 'Greenway Lawns', '163385731', '2017-06-03', 'OK', 74000, 141]);
    expect(owners(r)).toEqual([['Patrick', 'Baptiste', 'Owner', 100, '799199196']]);
  });
});
