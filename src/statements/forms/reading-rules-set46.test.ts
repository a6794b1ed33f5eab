import { describe, expect, it } from 'vitest';
import type { Rect } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { needsOcr } from '../extract/ocr/needs.ts';
import { OCR_SETTINGS } from '../extract/ocr/settings.ts';
import { classifyDocument } from './classify.ts';

// Rules learnt at the forty-sixth author's prints (issue 36): spreadsheets, trackers and back-office exports printed
// as they are, each on a self-made page here.
const box = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 });

describe('an app\'s title bar across the top of the page (issue 36, set 46)', () => {
  it('"Broker Pipeline" on a bar bleeding off the page\'s top names the tool: the record under it is read', () => {
    const rows = [['DBA', 'SAME'], ['EIN', '164684534'], ['Business Started', '8/8/2021'], ['City / State / Zip', 'Aurora, CO 80092'],
      ['Funding Ask', '$60,000.00'], ['# of Payments', '150'], ['Assigned Rep', 'Jill Harmon']];
    const r = read(pageOf([item('Broker Pipeline', 14, 17, 'F2', 13, 73),
      item('Merchants', 124, 43, 'F1', 8, 35), item('Submissions', 264, 43, 'F1', 8, 43), item('recM4RdwxSaTGmAaK', 513, 43, 'F1', 7, 69),
      item('Business Name', 40, 73, 'F1', 8, 49), item('Paws & Claws Animal Care Inc', 40, 94, 'F2', 18, 218),
      ...rows.flatMap(([l, val], i) => [item(l!, 52, 121 + 19 * i, 'F1', 9, l!.length * 4.4), item(val!, 180, 121 + 19 * i, 'F1', 9, val!.length * 4.6)])],
    { boxes: [box(0, 0, 612, 30)], rules: rows.map((_, i) => box(40, 129 + 19 * i, 420, 129 + 19 * i)) }));
    expect(v(r, 'legal_name', 'business_tax_id', 'business_start_date', 'requested_amount', 'number_of_payments')).toEqual(
      ['Paws & Claws Animal Care Inc', '164684534', '2021-08-08', 60000, 150]);
  });
});

describe('a record\'s property icons (issue 36, set 46)', () => {
  it('a small square drawn before each property\'s name ("Entity", a select\'s icon) is no checkbox: its value is read', () => {
    const rows = [['Entity', 'S Corp'], ['Business Started', '8/8/2021'], ['Industry', 'Veterinary clinic'], ['Payment Cadence', 'Daily']];
    const r = read(pageOf([item('Business Name', 40, 73, 'F1', 8, 49), item('Paws & Claws Animal Care Inc', 40, 94, 'F2', 18, 218),
      ...rows.flatMap(([l, val], i) => [item(l!, 52, 141 + 19 * i, 'F1', 9, l!.length * 4.4), item(val!, 184, 141 + 19 * i, 'F1', 8, val!.length * 4)])],
    { boxes: [box(29, 57, 431, 755), ...rows.map((_, i) => box(40, 134 + 19 * i, 48, 142 + 19 * i))], rules: rows.map((_, i) => box(40, 148 + 19 * i, 420, 148 + 19 * i)) }));
    expect(v(r, 'legal_name', 'type_of_entity', 'business_start_date', 'industry', 'payment_frequency')).toEqual(
      ['Paws & Claws Animal Care Inc', 's_corporation', '2021-08-08', 'veterinary', 'daily']);
  });
});

describe('a record\'s row icons and its pipeline stage (issue 36, set 46)', () => {
  it('the "A" before the next row\'s "Street" is that row\'s icon, no value; "Stage" is no typo of "State"', () => {
    const rows = [['A', 'Industry', 'Veterinary clinic'], ['A', 'Street', '1356 Maple St'], ['A', 'City / State / Zip', 'Aurora, CO 80092'], ['A', 'Phone', '(416) 562-6552'], ['', 'Stage', 'Pending stips']];
    const r = read(pageOf([item('Business Name', 40, 73, 'F1', 8, 49), item('Paws & Claws Animal Care Inc', 40, 94, 'F2', 18, 218),
      ...rows.flatMap(([ic, l, val], i) => [...(ic ? [item(ic, 40, 141 + 19 * i, 'F4', 9, 5)] : []), item(l!, 52, 141 + 19 * i, 'F1', 9, l!.length * 4.4),
        item(val!, i === 0 || i === 4 ? 184 : 180, 141 + 19 * i, 'F1', 8, val!.length * 4)])],
    { rules: rows.map((_, i) => box(40, 148 + 19 * i, 420, 148 + 19 * i)) }));
    expect(v(r, 'industry', 'state_region')).toEqual(['veterinary', 'CO']);
  });
});

describe('shares printed as fractions of one (issue 36, set 46)', () => {
  const table = (shares: string[]) => read(pageOf([item('Legal Name', 40, 60, 'F1', 9, 45), item('Paws & Claws Animal Care Inc', 150, 60, 'F1', 9, 120),
    item('Owners', 40, 90, 'F2', 10, 35),
    item('Name', 43, 110, 'F1', 7, 18), item('Role', 147, 110, 'F1', 7, 14), item('Ownership', 209, 110, 'F1', 7, 32),
    ...shares.flatMap((s, i) => [item(['Keisha Okafor', 'Mei Nguyen', 'Rachel Clair', 'Tyrone Lindqvist'][i]!, 42, 125 + 15 * i, 'F1', 8, 50),
      item('Member', 146, 125 + 15 * i, 'F1', 8, 30), item(s, 230, 125 + 15 * i, 'F1', 8, s.length * 4)])]));
  it('"0.25" for each of four owners is a quarter each: 25', () => {
    expect(owners(table(['0.25', '0.25', '0.25', '0.25'])).map((o) => o[3])).toEqual([25, 25, 25, 25]);
  });
  it('a sole owner\'s "1" is the whole: 100; "1" beside "99" stays 1', () => {
    expect(owners(table(['1'])).map((o) => o[3])).toEqual([100]);
    expect(owners(table(['99', '1'])).map((o) => o[3])).toEqual([99, 1]);
  });
});

describe('a data file printed as text (issue 36, set 46)', () => {
  it('a CSV\'s lines, its column names and the dashes under them are text, not a scanner\'s garbage: the page is not OCR\'d', () => {
    const lines = ['merchant_export_20231221.csv', 'record_id,created_at,lead_source,assigned_rep,legal_name,dba,entity_type,fein,business_start_date,state_of_incorporation',
      '305134,2023-12-21 21:49,Referral,Lorraine Pike,"Core Physio, LLP",,LLP,48-9481457,7/4/2005,NV,Physical therapy clinic,1155 Route 9 Suite 228',
      'owner1_first_name owner1_last_name owner1_title owner1_ownership', '----------------- ---------------- ------------ ----------------',
      'James Santos CEO 1 info@corephysio.com 2125207754 195000 7860.94 WEEKLY'];
    const page = pageOf(lines.map((t, i) => item(t, 20, 40 + 12 * i, 'F1', 8, t.length * 4.8)));
    expect(needsOcr(page, OCR_SETTINGS, false).ocr).toBe(false);
  });
});

describe('a data file\'s column names over their values (issue 36, set 46)', () => {
  it(`"legal_name  dba  entity_type  fein" over a line of dashes over the values: each value is under its column's name`, () => {
    const H = [['record_id', 30], ['created_at', 80], ['assigned_rep', 219], ['legal_name', 282], ['dba', 386], ['entity_type', 422], ['fein', 480], ['business_start_date', 534], ['state_of_incorporation', 629]] as const;
    const V = [['179170', 29, 74], ['2023-07-02 15:16', 79, 155], ['Kyle Brandt', 218, 277], ['Topline Roofing, PLLC', 281, 380], ['', 385, 416], ['PLLC', 421, 475],
      ['29-4040424', 479, 529], ['2017-09-06', 533, 623], ['WY', 628, 731]] as const;
    const p = pageOf([item('merchant_export_20230702.csv', 30, 25, 'F1', 9.4, 134), ...H.map(([t, x]) => item(t, x, 52.7, 'F1', 7.5, t.length * 4.5))], { width: 792, height: 612 });
    (p.form as unknown as { fields: unknown[] }).fields = V.map(([t, x0, x1]) => ({ name: `f${x0}`, label: null, value: t, checked: null, rect: box(x0, 66, x1, 77) }));
    expect(v(read(p), 'legal_name', 'type_of_entity', 'business_tax_id', 'business_start_date')).toEqual(['Topline Roofing, PLLC', 'pllc', '294040424', '2017-09-06']);
  });
});

describe('a CSV file printed from a text editor (issue 36, set 46)', () => {
  it('the header line and the record under it, soft-wrapped at commas and numbered in the gutter, are read by position', () => {
    const lines: [string, string][] = [['1', 'record_id,legal_name,dba,entity_type,fein,business_start_date,state,'], ['', 'num_payments,owner1_first_name,owner1_last_name,owner1_ownership,owner1_ssn'],
      ['2', '305134,"Core Physio, LLP",,LLP,48-9481457,7/4/2005,NY,'], ['', '32,James,Santos,1,180-42-1851'], ['3', '']];
    const r = read(pageOf([item('merchant_export_20231221.csv', 30, 25, 'F1', 8, 134),
      ...lines.flatMap(([n, t], i) => [...(n ? [item(n, 16, 53 + 10 * i, 'F1', 8, 5)] : []), ...(t ? [item(t, 30, 53 + 10 * i, 'F1', 8, t.length * 4.8)] : [])])], { width: 792, height: 612 }));
    expect(v(r, 'legal_name', 'trade_name', 'type_of_entity', 'business_tax_id', 'business_start_date', 'state_region', 'number_of_payments')).toEqual(
      ['Core Physio, LLP', null, 'llp', '489481457', '2005-07-04', 'NY', 32]);
    expect(owners(r)).toEqual([['James', 'Santos', null, 100, '180421851']]);
  });
});

describe('a CSV export of a deal is an application (issue 36, set 46)', () => {
  it('"record_id,legal_name,dba,entity_type,fein,...,owner1_ssn,owner1_ownership": its column names are an application\'s labels', () => {
    const lines = ['merchant_export_20231221.csv', 'record_id,created_at,legal_name,dba,entity_type,fein,business_start_date,industry,address_1,city,state,zip,',
      'amount_requested,payment_amount,num_payments,payment_frequency,owner1_first_name,owner1_last_name,owner1_title,owner1_ownership,owner1_ssn,owner1_dob',
      '305134,2023-12-21 21:49,"Core Physio, LLP",,LLP,48-9481457,7/4/2005,Physical therapy clinic,1155 Route 9,Yonkers,NY,10798,',
      '195000,7860.94,32,WEEKLY,James,Santos,CEO,1,180-42-1851,4/6/1969'];
    const page = pageOf(lines.map((t, i) => item(t, 30, 40 + 10 * i, 'F1', 8, t.length * 4.8)));
    expect(classifyDocument([page], 0, null).kind).toBe('application_form');
  });
});

describe('a system export\'s column of field codes (issue 36, set 46)', () => {
  it('"APP_DBA_NM", "OWN[1].SSN" printed left of each label are the system\'s codes: neither label nor value', () => {
    const rows = [['APP_LEGAL_NM', 'Legal Name', 'Topline Roofing LLC'], ['APP_DBA_NM', 'Doing Business As', 'Topline Roofing'],
      ['APP_ENTITY_CD', 'Entity Type', 'Limited Liability Company'], ['APP_TAX_ID', 'Federal EIN', '30-1139828'], ['APP_TAX_ID_TYP', 'Tax ID Type', 'EIN'],
      ['APP_BUS_START_DT', 'Business Start Date', '2016-11-24'], ['APP_NAICS_DESC', 'Industry Description', 'Roofing contractor'],
      ['REQ_AMT', 'Requested Amount', '100000'], ['REQ_PMT_AMT', 'Requested Payment Amount', '880'], ['REQ_PMT_CNT', 'Requested Number of Payments', '150']];
    const r = read(pageOf([item('FIELD_ID', 40, 72, 'F1', 7), item('FIELD LABEL', 176, 72, 'F1', 7), item('VALUE', 340, 72, 'F1', 7), item('APPLICANT BUSINESS', 40, 84, 'F2', 7),
      ...rows.flatMap(([c, l, val], i) => [item(c!, 40, 95 + 11.5 * i, 'F3', 8, c!.length * 4.2), item(l!, 176, 95 + 11.5 * i, 'F1', 8), item(val!, 340, 95 + 11.5 * i, 'F1', 8)])]));
    expect(v(r, 'legal_name', 'trade_name', 'business_tax_id', 'business_start_date', 'requested_amount', 'requested_payment', 'number_of_payments')).toEqual(
      ['Topline Roofing LLC', 'Topline Roofing', '301139828', '2016-11-24', 100000, 880, 150]);
  });
});

describe('a bookkeeping tool\'s customer record (issue 36, set 46)', () => {
  const at = (t: string, x: number, y0: number, h = 8, font = 'F1') => item(t, x, y0 + h, font, h, t.length * h * 0.47);
  const contact = [at('Name and contact', 36, 85, 10, 'F2'), at('Title', 36, 104, 7), at('First name', 78, 104, 7), at('Middle', 184, 104, 7), at('Last name', 230, 104, 7),
    at('Mr.', 38, 116), at('Tyrone', 80, 116), at('Santos', 232, 116), at('Company name', 36, 134, 7), at('Bottle King, Inc.', 38, 146)];
  const fields = [box(36, 114, 71, 128), box(78, 114, 174, 128), box(182, 114, 218, 128), box(230, 114, 330, 128), box(36, 144, 296, 158)];
  const table = [at('Contact persons', 36, 415, 10, 'F2'), ...[['Name', 38], ['Role / Title', 168], ['Ownership', 250], ['SSN / SIN', 302], ['Date of birth', 374], ['Phone', 438], ['Credit', 516]].map(([t, x]) => at(t as string, x as number, 434, 7, 'F2')),
    ...[['Tyrone Santos', 'Owner', '60%', 'XXX-XX-7343', '05/10/1986', '(752) 790-8217', '649'], ['Kyle Brandt', 'Bookkeeper', '', '', '', '(815) 655-6344', ''],
      ['Mei S. Dubois', 'Vice President', '40%', '963-76-0456', '1989-06-03', '(764) 933-1399', ''], ['Tia Brooks', 'AP Contact', '', '', '', '(771) 746-3017', '']]
      .flatMap((row, i) => row.map((t, j) => (t ? at(t, [38, 168, 250, 302, 374, 438, 516][j]!, 448 + 16 * i) : null)).filter((x) => x !== null)),
    at('Transaction list', 36, 525, 10, 'F2'), at('Date', 36, 544, 7, 'F2'), at('Type', 116, 544, 7, 'F2'), at('Memo', 186, 544, 7, 'F2'), at('Amount', 548, 544, 7, 'F2'),
    at('7/19/2024', 36, 556), at('Invoice', 116, 556), at('ISO fee - Ironbridge Funding', 186, 556), at('$9,600.00', 541, 556)];
  const rules = [box(36, 98, 576, 98), box(36, 428, 576, 428), box(36, 445, 576, 445), box(36, 538, 576, 538)];

  it('"Mr." under "Title" before a contact\'s name is a salutation, no role: the contact is the owner listed below', () => {
    const r = read(pageOf([...contact, ...table.slice(0, 8 + 7)], { boxes: fields, rules }));
    expect(owners(r)).toEqual([['Tyrone', 'Santos', 'Owner', 60, null]]);
  });

  it('the bookkeeper and the AP contact, with no share where the owners have theirs, are contacts, no owners; the next heading ends the table', () => {
    const r = read(pageOf([...contact, ...table], { boxes: fields, rules }));
    expect(owners(r)).toEqual([['Tyrone', 'Santos', 'Owner', 60, null], ['Mei', 'Dubois', 'Vice President', 40, '963760456']]);
  });

  it('the next block\'s heading after rows written by hand as tall as it ends the table: "Transaction list" is no owner', () => {
    const hand = [...[['Name', 38], ['Role / Title', 168], ['Ownership', 250], ['SSN / SIN', 302]].map(([t, x]) => at(t as string, x as number, 434, 7, 'F2')),
      at('Tyrone Santos', 38, 446, 10, 'F4'), at('Owner', 168, 446, 10, 'F4'), at('60%', 250, 446, 10, 'F4'),
      at('Mei Dubois', 38, 462, 10, 'F4'), at('Vice President', 168, 462, 10, 'F4'), at('40%', 250, 462, 10, 'F4'), at('Transaction list', 36, 489, 10, 'F2')];
    expect(owners(read(pageOf(hand))).map((o) => o.slice(0, 2))).toEqual([['Tyrone', 'Santos'], ['Mei', 'Dubois']]);
  });

  it('the primary contact named at the top, listed among the contacts as the bookkeeper, is no owner', () => {
    const swapped = [...contact.slice(0, 5), at('Ms.', 38, 116), at('Kyle', 80, 116), at('Brandt', 232, 116), ...contact.slice(8)];
    const r = read(pageOf([...swapped, ...table], { boxes: fields, rules }));
    expect(owners(r)).toEqual([['Tyrone', 'Santos', 'Owner', 60, null], ['Mei', 'Dubois', 'Vice President', 40, '963760456']]);
  });
});

describe('a spreadsheet\'s pivot table of owners (issue 36, set 46)', () => {
  it('"Row Labels" heads the rows\' own names ("Abernathy, Luis") beside their title, share and SSN; the grand total row is no owner', () => {
    const at = (t: string, x: number, y0: number) => item(t, x, y0 + 8, 'F1', 8, t.length * 3.9);
    const r = read(pageOf([at('Legal Name', 54, 20), at('Spotless Solutions, Inc.', 172, 20),
      at('Row Labels', 54, 232), at('Title', 172, 232), at('Sum of Own %', 268, 232), at('SSN', 352, 232), at('DOB', 436, 232), at('Max of FICO', 514, 232),
      at('Abernathy, Luis', 54, 246), at('Member', 172, 246), at('25.00%', 323, 246), at('227-92-0349', 351, 246), at('30210', 490, 246), at('684', 574, 246),
      at('Okafor, Derek R.', 54, 260), at('Owner', 172, 260), at('75.00%', 323, 260), at('994-80-8970', 351, 260), at('10/21/1971', 473, 260), at('573', 574, 260),
      at('Grand Total', 54, 274), at('100.00%', 319, 274), at('684', 574, 274)]));
    expect(owners(r)).toEqual([['Luis', 'Abernathy', 'Member', 25, '227920349'], ['Derek', 'Okafor', 'Owner', 75, '994808970']]);
  });
});
