import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt at the sixty-sixth author's forms (issue 36): Canadian brokers' applications (a provincial registry's
// number beside the entity's form, dates with their format in the label, captions under their values); each on a
// self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.6);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9.5, s.length * 4.6);
const cap = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6.5, s.length * 3);

/** A two-column page of right-aligned labels each followed by its value, a Manitoba business's. */
const twoColumns = (rows: [string, string, string, string][]) => pageOf([lab('Legal Name:', 129, 108), val('Coastal Food Supply Corp.', 180, 107),
  ...rows.flatMap(([l1, v1, l2, v2], i) => [lab(l1, 170 - l1.length * 3.6, 130 + 22 * i), val(v1, 180, 129 + 22 * i),
    lab(l2, 436 - l2.length * 3.6, 130 + 22 * i), val(v2, 446, 129 + 22 * i)]),
  lab('City:', 154, 240), val('Winnipeg', 180, 239), lab('Province:', 405, 240), val('Manitoba', 446, 239)]);

describe('a registry\'s number asked beside the entity\'s form (issue 36, set 66)', () => {
  it('"Form of Organization: Corporation   Manitoba Corporation #: 1997965": the number\'s label is no second entity option', () => {
    const r = read(twoColumns([['Form of Organization:', 'Corporation', 'Manitoba Corporation #:', '1997965']]));
    expect(v(r, 'type_of_entity')).toEqual(['ca_corporation']);
  });
  it('"Form of Organization: Partnership   Ontario Corporation No.: 2748193": a partnership', () => {
    const r = read(twoColumns([['Form of Organization:', 'Partnership', 'Ontario Corporation No.:', '2748193']]));
    expect(v(r, 'type_of_entity')).toEqual(['general_partnership']);
  });
});

describe('"Est." with the date\'s format after it (issue 36, set 66)', () => {
  it('"Est. (YYYY-MM-DD): 2018-06-01" is when the business was established', () => {
    const r = read(twoColumns([['Industry:', 'Moving company', 'Est. (YYYY-MM-DD):', '2018-06-01']]));
    expect(v(r, 'business_start_date')).toEqual(['2018-06-01']);
  });
  it('"Est. Monthly Sales:" stays an estimate, no date', () => {
    const r = read(twoColumns([['Industry:', 'Moving company', 'Est. Monthly Sales:', '$45,000']]));
    expect(v(r, 'business_start_date')).toEqual([null]);
  });
});

describe('a date read in the order its own label gives (issue 36, set 66)', () => {
  it('"Start Date (DD/MM/YYYY)" over "06/09/2014" is 6 September, though the owners\' dates are asked "(MM/DD/YYYY)"', () => {
    const r = read(pageOf([lab('Legal Name / Dénomination sociale', 40, 80), val('9413-9629 Québec inc.', 42, 94),
      lab('Start Date (DD/MM/YYYY) / Date de début (JJ/MM/AAAA)', 300, 80), val('06/09/2014', 302, 94),
      lab('Province / Province', 40, 110), val('Que.', 42, 124),
      item('OWNERS / PROPRIÉTAIRES', 40, 160, 'F3', 10, 140),
      lab('Name / Nom', 40, 180), val('Fatima Penner', 42, 194),
      lab('Date of Birth (MM/DD/YYYY)', 300, 180), val('07/26/1997', 302, 194)]));
    expect(v(r, 'business_start_date')).toEqual(['2014-09-06']);
  });
});

describe('a year-first format says nothing of day and month (issue 36, set 66)', () => {
  it('"All dates DD/MM/YYYY" on a page asking a signature\'s "DATE (YYYY-MM-DD)": "11/07/2006" is 11 July', () => {
    const r = read(pageOf([item('All dates DD/MM/YYYY', 40, 60, 'F1', 7, 80), lab('LEGAL NAME OF BUSINESS', 40, 80), val('Foothills Coffee Ltd.', 42, 94),
      lab('DATE STARTED', 300, 80), val('11/07/2006', 302, 94),
      lab('SIGNATURE OF PRINCIPAL', 40, 300), lab('DATE (YYYY-MM-DD)', 300, 300)]));
    expect(v(r, 'business_start_date')).toEqual(['2006-07-11']);
  });
});

describe('a year-first date written with slashes (issue 36, set 66)', () => {
  it('"2017/02/08" is 8 February 2017', () => {
    const r = read(twoColumns([['Industry:', 'Moving company', 'Began operating:', '2017/02/08']]));
    expect(v(r, 'business_start_date')).toEqual(['2017-02-08']);
  });
});

describe('a question among a row of captions under their values (issue 36, set 66)', () => {
  it('"Business structure  What does the business do?" under "Corporation  Restaurant": the question\'s value is over it', () => {
    const rule = (x: number, y: number) => ({ x0: x, y0: y, x1: x + 140, y1: y + 0.5 });
    const r = read(pageOf([item('ABOUT THE BUSINESS', 40, 94, 'F3', 11, 110),
      val('Okanagan Grill Ltd.', 43, 126), cap('Registered legal name', 40, 136), val('Muskoka Grill', 365, 126), cap('Operating as (trade name)', 362, 136),
      val('Corporation', 265, 160), val('Restaurant', 417, 160),
      cap('CRA Business Number (9 digits + program account)', 40, 170), cap('Business structure', 262, 170), cap('What does the business do?', 414, 170),
      val('Unit 36, 5871 Main Street', 43, 194), val('B.C.', 407, 194), cap('Street address', 40, 204), cap('Province', 404, 204)],
    { rules: [rule(38, 128), rule(360, 128), rule(38, 162), rule(260, 162), rule(412, 162), rule(38, 196), rule(402, 196)] }));
    expect(v(r, 'type_of_entity', 'industry')).toEqual(['ca_corporation', 'restaurant']);
  });
});
