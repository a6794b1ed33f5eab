import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt this session on independent authors' brokers (issue 36), each on a self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
interface Field { name: string; label: string | null; value: string; checked: boolean | null; rect: Rect }
const pageOf = (items: TextItem[], form: { rules?: Rect[]; boxes?: Rect[]; fields?: Field[] } = {}): PageText =>
  ({ page: 1, width: 612, height: 792, items, form: { fields: form.fields ?? [], marks: [], rules: form.rules ?? [], boxes: form.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const text = (name: string, value: string, x0: number, y0: number, x1: number, y1: number): Field => ({ name, label: null, value, checked: null, rect: { x0, y0, x1, y1 } });
const rule = (x0: number, y: number, x1: number): Rect => ({ x0, y0: y, x1, y1: y + 1 });

describe('a menu of amounts ticked in a fillable form (issue 36)', () => {
  it('the amount beside the checked box is the request; none checked, none requested', () => {
    const page = (checked: boolean) => pageOf([item('Legal name: Oak LLC', 40, 40), item('AMOUNT REQUESTED (tick one)', 40, 247),
      ...['$15,000', '$25,000', '$50,000'].map((a, k) => item(a, 50 + 86 * k, 263, 'F3'))],
    { fields: [0, 1, 2].map((k) => ({ name: `menu${k}`, label: null, value: '', checked: checked && k === 1, rect: { x0: 37 + 86 * k, y0: 255, x1: 46 + 86 * k, y1: 264 } })) });
    expect(read(page(true)).fields.requested_amount?.value).toBe(25000);
    expect(read(page(false)).fields.requested_amount ?? null).toBeNull();
  });
});

describe('captions after their rules (issue 36)', () => {
  it('a heading in capitals worded like a label heads the owners whose values have their own captions', () => {
    const r = read(pageOf([item('Working Capital Application', 40, 50, 'F2', 12),
      item('Business legal name', 335, 96), item('OWNERSHIP', 40, 325, 'F2', 10), item('Owner 1 - full name', 265, 346), item('Title', 505, 346)],
    { fields: [text('a', 'Oak Hill LLC', 42, 83, 328, 98), text('b', 'Rafael Abernathy', 42, 333, 258, 348), text('c', 'Owner', 372, 333, 498, 348)],
      rules: [rule(40, 98, 330), rule(40, 346, 261), rule(370, 346, 501)] }));
    expect(r.fields.legal_name?.value).toBe('Oak Hill LLC');
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value])).toEqual([['Rafael', 'Abernathy', 'Owner']]);
  });
});

describe('a row of labels each over its value (issue 36)', () => {
  it('a label in capitals far along the row is a label, not a heading', () => {
    const r = read(pageOf([item('GRANITE FUNDING SOLUTIONS', 36, 34, 'F2', 14), item('LEGAL NAME', 36, 72), item('DOING BUSINESS AS', 376, 72),
      item('Crescent Machine Works PLLC', 39, 86, 'F3'), item('Brightwater Machine Works', 379, 86, 'F3')]));
    expect([r.fields.legal_name?.value, r.fields.trade_name?.value]).toEqual(['Crescent Machine Works PLLC', 'Brightwater Machine Works']);
  });

  it('a label of a field not read ("Years in business") heads nothing; a state\'s code under "State" is the state', () => {
    const r = read(pageOf([item('Application for Business Funding', 40, 45, 'F2', 12), item('MAIN STREET ADVANCE', 394, 43, 'F2', 14),
      item('Tax ID', 40, 129), item('Business start date', 200, 129), item('Years in business', 360, 129), item('What does the business do?', 430, 129),
      item('46-1808242', 43, 144, 'F3'), item('December 13, 2012', 203, 144, 'F3'), item('14', 363, 144, 'F3'), item('Convenience store', 433, 144, 'F3'),
      item('Business address', 40, 165), item('City', 280, 165), item('State', 410, 165), item('Zip', 470, 165),
      item('4696 Old Mill Rd', 43, 180, 'F3'), item('Lansing', 283, 180, 'F3'), item('MI', 413, 180, 'F3'), item('51145', 473, 180, 'F3')]));
    expect([r.fields.business_start_date?.value, r.fields.state_region?.value]).toEqual(['2012-12-13', 'MI']);
  });
});
