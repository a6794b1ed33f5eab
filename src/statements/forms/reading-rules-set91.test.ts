import { describe, expect, it } from 'vitest';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the ninety-first author's forms (issue 36): the many ways a value is written (words and figures,
// fractions of ownership, dates and tax numbers in many formats), each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
const hand = (s: string, x: number, y: number) => item(s, x, y, 'F3', 12, s.length * 5);

describe('value formats (issue 36, set 91)', () => {
  it('a label printed over two lines, "Legal Name /" over "Dénomination", its value written beside both: one label', () => {
    // Bilingual captions at the left of ruled rows, each wrapped onto a second line; a hand writes a little low.
    const r = read(pageOf([item('BUSINESS / ENTREPRISE', 40, 69, 'F2', 10),
      lab('Legal Name /', 42, 81), lab('Dénomination', 42, 88), hand('Four Corners Pizza Inc.', 87, 92),
      lab('Operating Name (O/A)', 342, 81), hand('Four Corners Pizza', 408, 91),
      item('FUNDING REQUEST / DEMANDE DE FINANCEMENT', 40, 200, 'F2', 10),
      lab('Amount Requested /', 42, 212), lab('Montant demandé', 42, 219), hand('68 500 $', 106, 222),
      lab('Remittance', 262, 212), lab('Amount', 262, 219), hand('$8,226.97', 301, 222),
      lab('Number of', 422, 212), lab('Remittances', 422, 219), hand('12', 464, 221)]));
    expect(v(r, 'legal_name', 'trade_name', 'requested_amount', 'requested_payment', 'number_of_payments'))
      .toEqual(['Four Corners Pizza Inc.', 'Four Corners Pizza', 68500, 8226.97, 12]);
  });

  it('a hand\'s values written larger beside labels in ruled rows, lower than the labels\' middles: the page reads labels beside values', () => {
    // Each row's rule over its labels; the hand's values sit on the row, their middles nearer the row's foot.
    const rule = (y: number) => ({ x0: 39, x1: 573, y0: y, y1: y + 1 });
    const r = read(pageOf([item('BUSINESS / ENTREPRISE', 40, 69, 'F2', 10),
      lab('Legal Name /', 42, 81), lab('Dénomination', 42, 88), hand('Four Corners Pizza Inc.', 87, 92),
      lab('Operating Name (O/A)', 342, 81), hand('Four Corners Pizza', 408, 91),
      lab('Street /', 42, 103), lab('Adresse', 42, 110), hand('4373 Maple Dr', 74, 112),
      lab('City / Ville', 292, 103), hand('Laval', 327, 112), lab('Province', 422, 103), hand('Quebec', 453, 112),
      lab('Business Number (BN) /', 42, 125), lab('Numéro d\'entreprise', 42, 132), hand('181519737RC0001', 115, 135),
      lab('Date Established', 292, 125), hand('2005-06-01', 345, 135)], { rules: [rule(73), rule(96), rule(118), rule(140)] }));
    expect(v(r, 'legal_name', 'trade_name', 'state_region', 'business_tax_id', 'business_start_date'))
      .toEqual(['Four Corners Pizza Inc.', 'Four Corners Pizza', 'QC', '181519737RC0001', '2005-06-01']);
  });

  it('a share written in words and figures under "Equity Held", "eighty percent (80%)": the owner\'s share', () => {
    const row = (label: string, value: string, y: number) => [item(label, 46, y, 'F1', 9), item(value, 262, y, 'F3', 10)];
    // A table of two columns: shaded label cells on the left, the values' cells on the right.
    const boxes = [104, 126, 148, 170].flatMap((y) => [{ x0: 40, y0: y - 15, x1: 256, y1: y + 5 }, { x0: 256, y0: y - 15, x1: 564, y1: y + 5 }]);
    const r = read(pageOf([item('SECTION D1 — OWNER 1', 42, 80, 'F2', 11), ...row('Full Legal Name', 'Rosa M. Holloway', 104),
      ...row('Position', 'CEO', 126), ...row('Equity Held', 'eighty percent (80%)', 148), ...row('SSN / ITIN', '797-13-1008', 170)], { boxes }));
    expect(owners(r)).toEqual([['Rosa', 'Holloway', 'CEO', 80, '797131008']]);
  });

  it('a share written as a fraction, "4/5" and "1/5" under "Ownership Share:": 80 and 20 percent', () => {
    const row = (y: number, ...cells: [string, string, number][]) => cells.flatMap(([l, val, x]) => [item(l, x, y, 'F1', 9), item(val, x + 70, y, 'F3', 10)]);
    const r = read(pageOf([item('Owner / Officer Information', 40, 80, 'F2', 12),
      ...row(104, ['Owner Name:', 'Curtis De La Cruz', 60], ['Title:', 'Vice President', 330]),
      ...row(124, ['Ownership Share:', '4/5', 60], ['SSN:', '996 74 4481', 250]),
      ...row(160, ['Owner Name:', 'Darnell Greer', 60], ['Title:', 'Managing Partner', 330]),
      ...row(180, ['Ownership Share:', '1/5', 60], ['SSN:', '941-73-1755', 250])]));
    expect(owners(r)).toEqual([['Curtis', 'De La Cruz', 'Vice President', 80, '996744481'], ['Darnell', 'Greer', 'Managing Partner', 20, '941731755']]);
  });

  it('a payment written with its period, "$1,398.19/2 wks": paid every two weeks', () => {
    const r = read(pageOf([item('DEAL', 40, 80, 'F2', 11), item('Amount Req. ($)', 40, 100), item('6500', 40, 114, 'F3', 10),
      item('Payment', 200, 100), item('$1,398.19/2 wks', 200, 114, 'F3', 10), item('# Pmts', 40, 134), item('6', 40, 148, 'F3', 10)]));
    expect(v(r, 'requested_amount', 'requested_payment', 'payment_frequency', 'number_of_payments')).toEqual([6500, 1398.19, 'biweekly', 6]);
  });
});
