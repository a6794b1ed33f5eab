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
});
