import { describe, expect, it } from 'vitest';
import type { Rect, TextItem } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';

// Rules learnt at the forty-third author's forms (issue 36): web portals' and CRMs' records printed from a browser
// (two columns of label and value cells, contacts listed beside the company), each on a self-made page here.

const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

/** A record's row: its label in a shaded cell at the left of the row's box, its value written in the row. */
const row = (label: string, value: string, x: number, y: number, step = 18) => ({
  items: [item(label, x + 5, y + 12, 'F1', 8, label.length * 3.8), ...(value ? [item(value, x + 110, y + 12, 'F3', 10, value.length * 4.8)] : [])],
  boxes: [box(x + 1, y + 1, x + 106, y + step), box(x, y, x + 265, y + step + 1)],
});
const record = (rows: ReturnType<typeof row>[], extra: TextItem[] = []) => pageOf([...extra, ...rows.flatMap((r) => r.items)], { boxes: rows.flatMap((r) => r.boxes) });

describe('a CRM\'s record printed from a browser (issue 36, set 43)', () => {
  it('the record\'s title over the page naming an advance, "Silver Creek Builders Inc - MCA 3", heads no decoy\'s section', () => {
    const r = read(record([row('Legal Name', 'Silver Creek Builders Inc', 34, 98), row('Tax ID Number', '84-5375671', 34, 116),
      row('Loan Amount', '$100,000', 310, 98), row('Type of Business', 'General contractor', 310, 116)],
    [item('Opportunity', 35, 45, 'F1', 9, 41), item('Silver Creek Builders Inc - MCA 3', 35, 62, 'F2', 16, 220)]));
    expect(v(r, 'legal_name', 'requested_amount', 'industry')).toEqual(['Silver Creek Builders Inc', 100000, 'general_contractor']);
  });

  it('a person\'s word written as a title, "Title  Member" beside "Credit Score", is no header of a column of members', () => {
    const r = read(record([row('Owner Name', 'Rivera-Santos, Fatima', 34, 400), row('Title', 'Member', 34, 418), row('Ownership Percentage', '25.00%', 34, 436),
      row('Birth Date', 'May 26, 1994', 310, 400), row('Credit Score (est.)', '', 310, 418)],
    [item('Principal 3 Information', 35, 390, 'F2', 10, 100)]));
    expect(owners(r)).toEqual([['Fatima', 'Rivera-Santos', 'Member', 25, null]]);
  });

  it('a schedule\'s word written in the row of its shaded label cell, "Preferred Payment Schedule  Monthly", is its value', () => {
    const r = read(record([row('Amount Requested', '$250,000.00', 34, 98), row('Preferred Payment Schedule', 'Monthly', 34, 116),
      row('# of Payments', '6', 34, 134)]));
    expect(v(r, 'requested_amount', 'payment_frequency', 'number_of_payments')).toEqual([250000, 'monthly', 6]);
  });

  it('a label in a tight grid of rows under a label answered on its own line is the next row\'s label, not that label\'s value', () => {
    const rows = [row('Use of Funds', 'Marketing', 34, 250, 15), row('Preferred Payment Schedule', 'Weekly', 34, 265, 15), row('Term (payments)', '52', 34, 280, 15)];
    const r = read(pageOf(rows.flatMap((x) => x.items)));
    expect(v(r, 'payment_frequency', 'number_of_payments')).toEqual(['weekly', 52]);
  });

  it('contacts listed beside the company, "First Name: Fatima" over "Last Name: Castillo", are owners though no heading says so', () => {
    const left = [['Legal Business Name', 'Crossroads Goods L.L.C.'], ['Type of Entity', 'LLC'], ['Tax ID Number', '87-5663919']]
      .flatMap(([k, x], i) => [item(k!, 35, 110 + 33 * i, 'F1', 9, k!.length * 4.2), item(x!, 35, 122 + 33 * i, 'F3', 10, x!.length * 5)]);
    const right = ['First Name: Fatima', 'Last Name: Castillo', 'Title: Owner/Operator', 'Ownership Percentage: 75.00%', 'SSN: 068-04-7676', '',
      'First Name: Victor', 'Last Name: Nguyen', 'Title / Position: Member', 'Ownership %: 25%']
      .flatMap((t, i) => (t ? [item(t, 300, 110 + 12 * i, 'F1', 9, t.length * 4.2)] : []));
    const r = read(pageOf([item('About this company', 35, 90, 'F2', 11, 90), item('Contacts (2)', 300, 90, 'F2', 11, 60), ...left, ...right]));
    expect(owners(r)).toEqual([['Fatima', 'Castillo', 'Owner/Operator', 75, '068047676'], ['Victor', 'Nguyen', 'Member', 25, null]]);
    expect(v(r, 'legal_name', 'type_of_entity')).toEqual(['Crossroads Goods L.L.C.', 'llc']);
  });

  it('an option run on past its cell under the next cell\'s label, "[X] Sole Proprietorship" under "Province", is parted from that label', () => {
    const r = read(pageOf([item('Type of Entity', 38, 136.3, 'F1', 8.5, 51), item('[ ] Corporation', 143.5, 136.3, 'F1', 8.5, 54),
      item('[ ] Partnership', 217.5, 136.3, 'F1', 8.5, 53), item('[X] Sole Proprietorship', 291.5, 136.3, 'F1', 8.5, 85.2),
      item('Province', 313.5, 136.3, 'F1', 8.5, 32.9), item('QC', 419.5, 136.3, 'F3', 10, 14)],
    { boxes: [box(32, 125, 297, 156), box(33, 125, 138, 155), box(308, 125, 573, 144), box(309, 125, 414, 143)] }));
    expect(v(r, 'type_of_entity', 'state_region')).toEqual(['sole_proprietorship', 'QC']);
  });

  it('a record\'s key or value worded as a section, "Opportunity Owner | Fatima Patel" over "Lead Source | ISO partner", is no heading', () => {
    const r = read(record([row('Opportunity Owner', 'Fatima Patel', 34, 98), row('Lead Source', 'ISO partner', 34, 116), row('Stage', 'Submitted', 34, 134),
      row('Legal Name', 'Ironwood Goods Corp.', 34, 180), row('Federal Tax ID', '92-0094743', 34, 198), row('Street Address', '8945 Route 9', 34, 244)]));
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Ironwood Goods Corp.', '920094743']);
    expect(r.applicants).toEqual([]);
  });
});
