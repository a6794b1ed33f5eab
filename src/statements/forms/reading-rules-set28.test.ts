import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt at the twenty-eighth author's papers (issue 36): an application as it reaches a funder without a
// designed form (a spreadsheet's row, a CRM's export, a text thread, an ISO's summary), each on a self-made page here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8, w = str.length * h * 0.45): TextItem => ({ str, x, y, w, h, font });
const pageOf = (items: TextItem[], d: { boxes?: Rect[]; marks?: Rect[]; rules?: Rect[] } = {}): PageText =>
  ({ page: 1, width: 792, height: 612, items, form: { fields: [], marks: d.marks ?? [], rules: d.rules ?? [], boxes: d.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value ?? null, a.ownership?.value, a.tax_id?.value ?? null]);
const v = (r: ReturnType<typeof read>, ...keys: (keyof ReturnType<typeof read>['fields'])[]) => keys.map((k) => r.fields[k]?.value ?? null);

describe('applications as they reach a funder (issue 36, set 28)', () => {
  it('a spreadsheet\'s header of field names written as identifiers (LEGAL_NAME, OWNER1_SSN, BizStartDate) over a row of values', () => {
    const cols = [['LEGAL_NAME', 'Harbor Light Fitness Inc.'], ['BizStartDate', '5/28/09'], ['CITY_ST_ZIP', 'Nashville, TN 37243'], ['REQ_AMT', '$15,000'],
      ['OWNER1_NAME', 'Robert Jean-Baptiste'], ['OWNER1_PCT', '100%'], ['OWNER1_SSN', '214-67-1238']];
    const r = read(pageOf(cols.flatMap(([h, x], i) => [item(h!, 30 + i * 105, 60, 'F2', 8, h!.length * 5), item(x!, 30 + i * 105, 90, 'F1', 8, Math.min(100, x!.length * 4))])));
    expect(v(r, 'legal_name', 'business_start_date', 'state_region', 'requested_amount')).toEqual(['Harbor Light Fitness Inc.', '2009-05-28', 'TN', 15000]);
    expect(owners(r)).toEqual([['Robert', 'Jean-Baptiste', null, 100, '214671238']]);
  });

  it('a text thread printed: each question answered by the other party\'s next message, an owner\'s details listed in a reply', () => {
    const msgs: [string, string][] = [['Dana 2:41 PM', 'Hi, just a few things. What\'s the legal name exactly as on your taxes?'], ['Merchant 2:49 PM', 'Cedar Point Studio Inc.'],
      ['Dana 2:54 PM', 'When did you start the business?'], ['Merchant 2:59 PM', 'opened June 18, 2010'],
      ['Dana 3:01 PM', 'How much are you looking for?'], ['Merchant 3:04 PM', 'about $75,000'],
      ['Dana 3:06 PM', 'ok. If the funder offers 52 weekly payments of $3,383.00 would that work?'], ['Merchant 3:08 PM', 'yes that works'],
      ['Dana 3:12 PM', 'Who owns it?'], ['Merchant 3:19 PM', 'Grace Van der Berg, Owner, 100%, SSN 578-96-3548, score 653']];
    const r = read(pageOf(msgs.flatMap(([h, t], i) => { const x = i % 2 ? 38 : 280; return [item(h, x, 60 + i * 50, 'F1', 6.5, 50), item(t, x + 6, 72 + i * 50, 'F1', 9.5, Math.min(270, t.length * 4.3))]; })));
    expect(v(r, 'legal_name', 'business_start_date', 'requested_amount', 'number_of_payments', 'payment_frequency', 'requested_payment')).toEqual(['Cedar Point Studio Inc.', '2010-06-18', 75000, 52, 'weekly', 3383]);
    expect(owners(r)).toEqual([['Grace', 'Van der Berg', 'Owner', 100, '578963548']]);
  });
});
