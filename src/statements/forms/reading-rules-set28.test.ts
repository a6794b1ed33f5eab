import { describe, expect, it } from 'vitest';
import type { TextItem } from '../types.ts';
import { item, owners, pageOf, read, v, type Drawing } from './test-page.ts';

// (The pages here are a landscape sheet's.)
const landscape = (items: TextItem[], d: Drawing = {}) => pageOf(items, { width: 792, height: 612, ...d });

// Rules learnt at the twenty-eighth author's papers (issue 36): an application as it reaches a funder without a
// designed form (a spreadsheet's row, a CRM's export, a text thread, an ISO's summary), each on a self-made page here.

describe('applications as they reach a funder (issue 36, set 28)', () => {
  it('a spreadsheet\'s header of field names written as identifiers (LEGAL_NAME, OWNER1_SSN, BizStartDate) over a row of values', () => {
    const cols = [['LEGAL_NAME', 'Harbor Light Fitness Inc.'], ['BizStartDate', '5/28/09'], ['CITY_ST_ZIP', 'Nashville, TN 37243'], ['REQ_AMT', '$15,000'],
      ['OWNER1_NAME', 'Robert Jean-Baptiste'], ['OWNER1_PCT', '100%'], ['OWNER1_SSN', '214-67-1238']];
    const r = read(landscape(cols.flatMap(([h, x], i) => [item(h!, 30 + i * 105, 60, 'F2', 8, h!.length * 5), item(x!, 30 + i * 105, 90, 'F1', 8, Math.min(100, x!.length * 4))])));
    expect(v(r, 'legal_name', 'business_start_date', 'state_region', 'requested_amount')).toEqual(['Harbor Light Fitness Inc.', '2009-05-28', 'TN', 15000]);
    expect(owners(r)).toEqual([['Robert', 'Jean-Baptiste', null, 100, '214671238']]);
  });

  it('a text thread printed: each question answered by the other party\'s next message, an owner\'s details listed in a reply', () => {
    const msgs: [string, string][] = [['Dana 2:41 PM', 'Hi, just a few things. What\'s the legal name exactly as on your taxes?'], ['Merchant 2:49 PM', 'Cedar Point Studio Inc.'],
      ['Dana 2:54 PM', 'When did you start the business?'], ['Merchant 2:59 PM', 'opened June 18, 2010'],
      ['Dana 3:01 PM', 'How much are you looking for?'], ['Merchant 3:04 PM', 'about $75,000'],
      ['Dana 3:06 PM', 'ok. If the funder offers 52 weekly payments of $3,383.00 would that work?'], ['Merchant 3:08 PM', 'yes that works'],
      ['Dana 3:12 PM', 'Who owns it?'], ['Merchant 3:19 PM', 'Grace Van der Berg, Owner, 100%, SSN 578-96-3548, score 653']];
    const r = read(landscape(msgs.flatMap(([h, t], i) => { const x = i % 2 ? 38 : 280; return [item(h, x, 60 + i * 50, 'F1', 6.5, 50), item(t, x + 6, 72 + i * 50, 'F1', 9.5, Math.min(270, t.length * 4.3))]; })));
    expect(v(r, 'legal_name', 'business_start_date', 'requested_amount', 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual(['Cedar Point Studio Inc.', '2010-06-18', 75000, 52, 'weekly', 3383]);
    expect(owners(r)).toEqual([['Grace', 'Van der Berg', 'Owner', 100, '578963548']]);
  });

  it('a CRM\'s record export: a value worded as a section ("Submitted to Funder") among values, "Contact 1 (Primary Guarantor)" and "Contact 2" blocks', () => {
    const rows: [string, string][] = [['Last Modified', '2026-11-17T06:19:32Z'], ['Stage', 'Submitted to Funder'], ['Lead Source', 'UCC List - Nov'],
      ['Account Name (Legal)', 'Golden Mesa Kitchen LLC'], ['Industry Description', 'Pizzeria'], ['Funding Amount Requested', '$50,000.00'],
      ['#Contact 1 (Primary Guarantor)', ''], ['Contact Name', 'Fatima Patel'], ['Title', 'Managing Member'], ['% Ownership', '60%'], ['SSN', '234-67-8525'],
      ['#Contact 2', ''], ['Contact Name', 'Elena Nguyen'], ['Title', 'Member'], ['% Ownership', '40%'], ['SSN', '149-33-3285']];
    const r = read(landscape(rows.flatMap(([k, x], i) => (k.startsWith('#') ? [item(k.slice(1), 24, 40 + i * 15, 'F2', 9, 140)]
      : [item(k, 40, 40 + i * 15, 'F1', 8, k.length * 4), item(x, 191, 39 + i * 15, 'F3', 9, x.length * 4.5)])),
    // (Each row a striped band across the page.)
    { boxes: rows.map((_, i) => ({ x0: 36, y0: 29 + i * 15, x1: 576, y1: 44 + i * 15 })) }));
    expect(v(r, 'legal_name', 'industry', 'requested_amount')).toEqual(['Golden Mesa Kitchen LLC', 'restaurant', 50000]);
    expect(owners(r)).toEqual([['Fatima', 'Patel', 'Managing Member', 60, '234678525'], ['Elena', 'Nguyen', 'Member', 40, '149333285']]);
  });

  it('an ISO\'s summary: its own EIN in its letterhead is no merchant\'s; "Guarantor  James Whitfield" side by side names two owners', () => {
    const r = read({ ...landscape([item('BLUEWATER MERCHANT SERVICES', 36, 40, 'F2', 16, 300), item('765 Palm Dr, Floor 19, Las Vegas, NV 35516', 36, 58, 'F1', 8, 164),
      item('(431) 342-4755', 212, 58, 'F1', 8, 54), item('deals@bluewatermerchant.com', 278, 58, 'F1', 8, 106), item('Company EIN 54-8044988', 36, 69, 'F1', 8, 93),
      item('1. MERCHANT', 24, 150, 'F2', 10, 70), item('Merchant (legal)', 40, 170, 'F1', 8, 60), item('Bayside Auto Spa LLC', 211, 170, 'F3', 9, 90),
      item('Merchant TIN', 40, 185, 'F1', 8, 50), item('**-***6153', 211, 185, 'F3', 9, 45),
      item('2. PRINCIPALS / GUARANTORS', 24, 340, 'F2', 10, 150),
      item('Guarantor', 40, 363, 'F1', 8, 36), item('James Whitfield', 111, 363, 'F3', 8, 56), item('Guarantor', 315, 363, 'F1', 8, 36), item('Derek Whitfield', 386, 363, 'F3', 8, 54),
      item('Ownership', 40, 378, 'F1', 8, 36), item('51%', 111, 378, 'F3', 8, 14), item('Ownership', 315, 378, 'F1', 8, 36), item('49%', 386, 378, 'F3', 8, 14)]), width: 612, height: 792 });
    expect(v(r, 'legal_name', 'business_tax_id')).toEqual(['Bayside Auto Spa LLC', null]);
    expect(owners(r)).toEqual([['James', 'Whitfield', null, 51, null], ['Derek', 'Whitfield', null, 49, null]]);
  });

  it('a plain-text application: "--- PRINCIPAL #1 ---" heads an owner, "PRINCIPAL .......:" with a dotted leader names them', () => {
    const rows = ['--- PRINCIPAL #1 ------------------------------', 'PRINCIPAL ............:|Fatima A. Moreno-Ruiz', 'TITLE ................:|Owner', 'PCT OWNED ............:|60%',
      '--- PRINCIPAL #2 ------------------------------', 'PRINCIPAL ............:|Hannah Kowalski', 'TITLE ................:|Member', 'PCT OWNED ............:|40%'];
    const r = read(landscape(rows.flatMap((t, i) => t.split('|').map((x, j) => item(x, j ? 204 : 48, 300 + i * 14, 'F1', 10, x.length * 6)))));
    expect(owners(r)).toEqual([['Fatima', 'Moreno-Ruiz', 'Owner', 60, null], ['Hannah', 'Kowalski', 'Member', 40, null]]);
  });

  it('an e-mail\'s "Owner 1: James Castellanos" names that owner, the lines under it theirs', () => {
    const lines = ['Owner 1: James Castellanos', 'Title: Owner', 'Ownership: 75%', 'Owner 2: Victor Van der Berg', 'Title: COO', 'Ownership: 25%'];
    const r = read(landscape(lines.map((t, i) => item(t, 36, 300 + i * 13, 'F1', 10, t.length * 5))));
    expect(owners(r)).toEqual([['James', 'Castellanos', 'Owner', 75, null], ['Victor', 'Van der Berg', 'COO', 25, null]]);
  });
});
