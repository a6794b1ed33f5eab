import { describe, expect, it } from 'vitest';
import type { PageText } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventy-first author's forms (issue 36): West Coast brokers' CRM and portal printouts (a deal
// summary, an opportunity export with its "Contact Roles", a submission sheet of labels beside values in two columns);
// each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 8, s.length * 3.9);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.4);
/** A submission sheet's business block: labels at 40 and 310, values at 156 and 426, a row each 16 points. */
const sheet = (rows: [string, string, string, string][]) => [item('APPLICANT BUSINESS', 41, 79, 'F3', 9, 89),
  ...rows.flatMap(([a, b, c, d], i) => [lab(a, 40, 94 + 16 * i), val(b, 156, 94 + 16 * i), lab(c, 310, 94 + 16 * i), val(d, 426, 94 + 16 * i)])];

describe('a CRM\'s opportunity export (issue 36, set 71)', () => {
  it('"Contact (Last, First) | Role | Own % | SSN | Birthdate | FICO": the first column, a word of no field of ours, names the owners', () => {
    const head = (t: string, x: number) => item(t, x, 300, 'F1', 8, t.length * 4);
    const row = (y: number, cells: [string, number][]) => cells.map(([t, x]) => item(t, x, y, 'F2', 9, t.length * 4.4));
    const r = read(pageOf([item('Account Information', 40, 80, 'F3', 11, 100),
      lab('Account Name (Legal)', 40, 96), lab('DBA', 220, 96), val('Mesa Verde Group LLC', 40, 110), val('SAME', 220, 110),
      item('Contact Roles', 40, 270, 'F3', 11, 72),
      head('Contact (Last, First)', 40), head('Role', 210), head('Own %', 290), head('SSN', 340), head('Birthdate', 420), head('FICO', 490), head('Mobile', 530),
      ...row(320, [['Nakamura, Yesenia', 40], ['CEO', 210], ['51', 290], ['***-**-9793', 340], ['09/08/1973', 420], ['660', 490], ['(916) 899-8825', 530]]),
      ...row(340, [['Whitfield, Priya R.', 40], ['Member', 210], ['49', 290], ['***-**-6938', 340], ['04/22/1959', 420], ['(619) 472-7170', 530]])]));
    expect(owners(r)).toEqual([['Yesenia', 'Nakamura', 'CEO', 51, null], ['Priya', 'Whitfield', 'Member', 49, null]]);
  });
});

describe('a submission sheet of labels beside values (issue 36, set 71)', () => {
  it('"Debit Frequency  Weekly" over "Open Positions  1": the schedule beside its label is its value, no column\'s caption', () => {
    const r = read(pageOf(sheet([['Registered Name', 'Golden Poppy Enterprises, Inc.', 'Operating As', 'Sunset Yoga Studio'],
      ['Funding Requested', '$75,000', 'Proposed Payment', '$4,043.59'], ['Number of Debits', '24', 'Debit Frequency', 'Weekly'],
      ['Avg Monthly Bank Dep.', '$114,900', 'Open Positions', '1']])));
    expect(v(r, 'number_of_payments', 'payment_frequency')).toEqual([24, 'weekly']);
  });

  it('"Location  Fort Collins, CO" beside "Street  6462 S State St": the city and its state\'s code say where the business is', () => {
    const r = read(pageOf(sheet([['Registered Name', 'Golden Poppy Enterprises, Inc.', 'Operating As', 'Sunset Yoga Studio'],
      ['Location', 'Fort Collins, CO', 'Street', '6462 S State St'], ['Incorporated In', 'DE', 'Phone', '(720) 288-6289']])));
    expect(v(r, 'state_region')).toEqual(['CO']);
  });

  it('"Entity ....[Corporation]" beside "TIN ....": the next label\'s leader after the wide field is no blank of the entity\'s', () => {
    // (A fillable sheet: each value a field from the end of its label's dotted leader to the next column's label.)
    const rule = (x0: number, x1: number, y: number) => ({ x0, x1, y0: y, y1: y + 1 });
    const page = pageOf([item('APPLICANT BUSINESS', 41, 79, 'F3', 9, 89), lab('Registered Name', 40, 94), lab('Operating As', 310, 94),
      lab('Entity', 40, 110), lab('TIN', 310, 110), lab('Est. Date', 40, 126), lab('Industry', 310, 126)],
    { rules: [rule(104.7, 152.5, 94.5), rule(359.1, 422.5, 94.5), rule(62.5, 152.5, 110.5), rule(325.4, 422.5, 110.5), rule(74.9, 152.5, 126.5), rule(341.2, 422.5, 126.5)] });
    const field = (name: string, value: string, x0: number, y0: number, x1: number) => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1: y0 + 14 } });
    (page as PageText).form!.fields.push(field('legal', 'Golden Poppy Enterprises, Inc.', 155, 86, 301), field('dba', 'Sunset Yoga Studio', 425, 86, 571),
      field('entity', 'Corporation', 155, 102, 301), field('tin', '81-7118904', 425, 102, 571),
      field('since', 'November 26, 2005', 155, 118, 301), field('industry', 'Yoga studio', 425, 118, 571));
    expect(v(read(page), 'type_of_entity', 'business_tax_id')).toEqual(['c_corporation', '817118904']);
  });
});
