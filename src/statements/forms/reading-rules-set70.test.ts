import { describe, expect, it } from 'vitest';
import { item, pageOf, read, v } from './test-page.ts';

// Rules learnt at the seventieth author's forms (issue 36): dense one-page "fast apps" of two or three columns, small
// labels with their values beside them, the amount asked as brackets of sums to tick; each on a self-made page here.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7, s.length * 3.2);
const val = (s: string, x: number, y: number) => item(s, x, y, 'F2', 9, s.length * 4.6);
const business = [lab('Legal Name', 30, 80), val('Delta Pride Roofing, LLC', 70, 80), lab('Fed. Tax ID', 30, 100), val('44-0653155', 70, 100)];
const brackets = (y: number, ticked: number) => [lab('Amount needed:', 30, y),
  ...['$5K-$25K', '$25K-$50K', '$50K-$100K', 'Under $25,000', '$250K+'].flatMap((s, i) => [lab(s, 90 + i * 60, y), ...(i === ticked ? [val('X', 83 + i * 60, y)] : [])])];

describe('the amount asked as brackets of sums to tick (issue 36, set 70)', () => {
  it('"Amount needed: [X] $50K-$100K" and no exact amount: no amount (a bracket is no sum asked)', () => {
    expect(v(read(pageOf([...business, ...brackets(140, 2)])), 'requested_amount')).toEqual([null]);
  });
  it('"Under $25,000" or "$250K+" ticked: no amount either', () => {
    expect(v(read(pageOf([...business, ...brackets(140, 3)])), 'requested_amount')).toEqual([null]);
    expect(v(read(pageOf([...business, ...brackets(140, 4)])), 'requested_amount')).toEqual([null]);
  });
  it('"Exact amount (if known) $  $62,500" under the brackets: the sum asked, not the bracket\'s bound', () => {
    const r = read(pageOf([...business, ...brackets(140, 2), lab('Exact amount (if known) $', 30, 160), val('$62,500', 120, 160)]));
    expect(v(r, 'requested_amount')).toEqual([62500]);
  });
  it('"or exact amount  $25,000" under "Amount: [X] $10-30K ...": the sum written', () => {
    const r = read(pageOf([...business, lab('Amount:', 30, 140), val('X', 60, 140), lab('$10-30K', 66, 140), lab('$30-60K', 107, 140),
      lab('$60-100K', 147, 140), lab('or exact amount', 30, 158), val('$25,000', 80, 158)]));
    expect(v(r, 'requested_amount')).toEqual([25000]);
  });
});

describe('a table of other funders\' advances under an owner left blank (issue 36, set 70)', () => {
  it('"OPEN ADVANCES" over "Company  Bal. owed  Payment", under owner 2\'s blank "Residence": its payment is no request', () => {
    const owner = (y: number, name: string, title: string, home: string) => [lab('Name', 316, y), ...(name ? [val(name, 336, y)] : []),
      lab('Title', 316, y + 20), ...(title ? [val(title, 333, y + 20)] : []), lab('Residence', 316, y + 40), ...(home ? [val(home, 348, y + 40)] : [])];
    const r = read(pageOf([...business, item('OWNER 1', 316, 60, 'F3', 9, 32), ...owner(80, 'Camille Whitfield', 'Managing Member', '704 Pine Hill Ct, Ocala, FL'),
      item('OWNER 2', 316, 140, 'F3', 9, 32), ...owner(160, '', '', ''),
      item('OPEN ADVANCES', 316, 212, 'F3', 9, 60), lab('Company', 318, 224), lab('Bal. owed', 451, 224), lab('Payment', 517, 224),
      val('Ironwood Finance', 319, 236), val('$22,230', 452, 236), val('$1,573.50', 518, 236)], { width: 612 }));
    expect(v(r, 'requested_payment')).toEqual([null]);
  });
});

describe('an SSN written in its three groups parted by spaces (issue 36, set 70)', () => {
  it('"SS#  343 32 4573" (and "904 83 6498"): an SSN (an ITIN when it starts with 9), from its shape', () => {
    const page = (ssn: string) => read(pageOf([...business, item('Principal #1', 280, 60, 'F3', 9, 40), lab('Name', 277, 80), val('Tamika Baptiste-Moore', 295, 80),
      lab('Title', 277, 100), val('Owner', 292, 100), lab('SS#', 277, 120), val(ssn, 292, 120)]));
    const id = (r: ReturnType<typeof read>) => [r.applicants[0]?.tax_id?.value, r.applicants[0]?.tax_id_type, r.applicants[0]?.tax_id_country];
    expect(id(page('343 32 4573'))).toEqual(['343324573', 'SSN', 'US']);
    expect(id(page('904 83 6498'))).toEqual(['904836498', 'ITIN', 'US']);
  });
});
