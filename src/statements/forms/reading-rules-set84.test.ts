import { describe, expect, it } from 'vitest';
import type { PageText } from '../types.ts';
import { item, owners, pageOf, read, v } from './test-page.ts';
import { labelOf } from './labels.ts';

// Rules learnt at the eighty-fourth author's fax-era forms (issue 36): rules printed through the values' fields, dot
// leaders, several label:value pairs on a line, teletype printouts.

const lab = (s: string, x: number, y: number) => item(s, x, y, 'F1', 5.5, s.length * 3.3);
type F = [string, number, number, number];
const withFields = (page: PageText, fs: F[]) => {
  (page.form as unknown as { fields: unknown[] }).fields = fs.map(([value, x0, x1, y0], i) => ({ name: `f${i}`, label: null, value, checked: null, rect: { x0, x1, y0, y1: y0 + 11.5 } }));
  return page;
};

describe('a form that prints its rule through the middle of every field', () => {
  it('a rule per field, each the field\'s width, through legal name, DBA, amount, owner: the values, no row withdrawn', () => {
    const rows: [string, number, number, string, number][] = [['LEGAL NAME', 30, 100, 'KEVIN YAMAMOTO', 300], ['DBA', 340, 100, 'LAKESIDE CLEANERS', 582],
      ['TYPE OF BUSINESS', 30, 140, 'DRY CLEANER', 300], ['AMT REQ', 30, 200, '$11,000.00', 180], ['EST PMT', 190, 200, '$153.02', 320],
      ['OWNER 1 NAME', 30, 260, 'KEVIN YAMAMOTO', 298], ['TITLE', 30, 276, 'OWNER', 180]];
    const fields: F[] = rows.map(([, x, y, val, end], i) => [val, x + rows[i]![0].length * 3.3 + 5, end, y - 8]);
    const page = withFields(pageOf([item('APEX COMMERCIAL ADVANCE', 30, 30, 'F2', 13), lab('1. BUSINESS INFORMATION', 34, 60), ...rows.map(([l, x, y]) => lab(l, x, y)),
      lab('2. FUNDING REQUEST', 34, 190), lab('3. OWNERS / GUARANTORS', 34, 250)], { rules: fields.map(([, x0, x1, y0]) => ({ x0: x0 - 2, x1, y0: y0 + 4.9, y1: y0 + 5.5 })) }), fields);
    const r = read(page);
    expect(v(r, 'legal_name', 'trade_name', 'requested_amount', 'requested_payment')).toEqual(['KEVIN YAMAMOTO', 'LAKESIDE CLEANERS', 11000, 153.02]);
    expect(owners(r)).toEqual([['KEVIN', 'YAMAMOTO', 'OWNER', null, null]]);
  });
});

describe('a teletype printout\'s dashed rule through every row', () => {
  it('"AMT REQ: | REQ PMT: | NO PMTS: | FREQ:" in fields, a dashed line across the row through them: the row read', () => {
    const cols: [string, number, string, number][] = [['AMT REQ:', 30, '195,000', 190], ['REQ PMT:', 200, '$ 10,181.88', 350], ['NO PMTS:', 360, '25', 460], ['FREQ:', 470, 'WEEKLY', 582]];
    const fields: F[] = cols.map(([l, x, val, end]) => [val, x + l.length * 3.9 + 4, end - 2, 140]);
    const dash = { x0: 30, x1: 582, y0: 145.5, y1: 146.3 };
    const page = withFields(pageOf([item('DELTA PACIFIC FUNDING :: MCA INTAKE', 30, 30, 'F2', 7), item('--- REQUEST ----------------------------', 30, 130, 'F2', 6.5),
      item('LEGAL NAME:', 30, 110, 'F1', 6.5), ...cols.map(([l, x]) => item(l, x, 148, 'F1', 6.5, l.length * 3.9))], { rules: [dash] }),
    [['NORTHSTAR HEATING & AIR, LP', 77, 348, 102], ...fields]);
    (page.form as unknown as { dashed: unknown[] }).dashed = [dash];
    expect(v(read(page), 'requested_amount', 'requested_payment', 'number_of_payments', 'payment_frequency')).toEqual([195000, 10181.88, 25, 'weekly']);
  });
});

describe('abbreviated labels of a dense form', () => {
  it('"BUS EST:" (the business established) asks the start date; "EST PMT" is still an estimated payment', () => {
    expect(labelOf('BUS EST:')?.field).toBe('business_start_date');
    expect(labelOf('Bus. Estab. (MM/DD/YY)')?.field).toBe('business_start_date');
    expect(labelOf('EST PMT')?.field).toBe('requested_payment');
  });
});

describe('a dotted leader run on from an abbreviated label to its value in one run', () => {
  it('"DATE BUS STARTED........09/13/2007", "ST....PA", "AMT REQUESTED.......308,000": the values', () => {
    const c = (s: string, x: number, y: number) => item(s, x, y, 'F1', 7.5, s.length * 4.5);
    const r = read(pageOf([c('KEYSTONE CAPITAL BROKERS INC.', 30, 30), c('SECTION A - BUSINESS INFORMATION', 30, 60), c('LEGAL NAME..............CEDAR HOLLOW DENTAL, PLLC', 30, 72),
      c('DATE BUS STARTED........09/13/2007', 30, 83), c('CITY....................ALLENTOWN', 30, 94), c('ST....PA', 290, 94), c('ZIP...18129', 380, 94),
      c('SECTION B - FUNDING REQUEST', 30, 120), c('AMT REQUESTED...........308,000', 30, 131), c('USE OF FUNDS............RENOVATION', 30, 142)]));
    expect(v(r, 'legal_name', 'business_start_date', 'state_region', 'requested_amount')).toEqual(['CEDAR HOLLOW DENTAL, PLLC', '2007-09-13', 'PA', 308000]);
  });
});

describe('capital letters one to a comb\'s box', () => {
  it('"ST [O][H]" in two boxes a character wide, beside "ZIP [4][3][2][0][3]": the state OH', () => {
    // (Each comb one frame with thin lines between its boxes.)
    const ticks = (x: number, n: number) => Array.from({ length: n - 1 }, (_, i) => ({ x0: x + (i + 1) * 9 - 0.15, x1: x + (i + 1) * 9 + 0.15, y0: 113, y1: 124 }));
    const chars = (s: string, x: number) => [...s].map((ch, i) => item(ch, x + i * 9 + 2.5, 122, 'F2', 7.5, 4.5));
    const page = pageOf([item('APEX COMMERCIAL ADVANCE', 30, 30, 'F3', 13), lab('1. BUSINESS INFORMATION', 34, 60), lab('LEGAL NAME', 30, 100), item('KEVIN YAMAMOTO', 110, 100, 'F2', 7.5, 63),
      lab('CITY', 290, 121), item('COLUMBUS', 310, 120, 'F2', 7.5, 36), lab('ST', 450, 121), ...chars('OH', 461), lab('ZIP', 485, 121), ...chars('43203', 498)],
    { boxes: [{ x0: 461, x1: 479, y0: 113, y1: 124 }, { x0: 498, x1: 543, y0: 113, y1: 124 }] });
    (page.form as unknown as { vrules: unknown[] }).vrules = [...ticks(461, 2), ...ticks(498, 5)];
    const r = read(page);
    expect(v(r, 'legal_name', 'state_region')).toEqual(['KEVIN YAMAMOTO', 'OH']);
  });
});

describe('names abbreviated "NM"', () => {
  it('"CORP NM:" asks the legal name, "DBA NM:" the trade name; "NM" alone is no label (New Mexico)', () => {
    expect(labelOf('CORP NM:')?.field).toBe('legal_name');
    expect(labelOf('DBA NM:')?.field).toBe('trade_name');
    expect(labelOf('NM')).toBeNull();
    const c = (s: string, x: number, y: number) => item(s, x, y, 'F1', 6.5, s.length * 3.6);
    const r = read(pageOf([item('TRI-COUNTY MERCHANT SERVICES', 30, 34, 'F3', 12), c('CORP NM:', 30, 60), item('NORTHSTAR GRILL INC.', 66, 60, 'F2', 8, 80), c('DBA NM:', 166, 60),
      c('ST:', 188, 86), item('NM', 201, 86, 'F2', 8, 9), c('ZIP:', 245, 86), item('87101', 260, 86, 'F2', 8, 20)]));
    expect(v(r, 'legal_name', 'trade_name', 'state_region')).toEqual(['NORTHSTAR GRILL INC.', null, 'NM']);
  });
});
