import { describe, expect, it } from 'vitest';
import type { PageText, Rect, TextItem } from '../types.ts';
import { resolveSettings } from '../index.ts';
import { readForm } from './reader.ts';

// Rules learnt on other brokers' scans and the tenth and eleventh independent authors' brokers (issue 36), each on a
// self-made form here.
const item = (str: string, x: number, y: number, font = 'F1', h = 8): TextItem => ({ str, x, y, w: str.length * 4.2, h, font });
const ocr = (str: string, x: number, y: number, h = 10): TextItem => ({ str, x, y, w: str.length * 5, h, font: 'ocr', conf: 0.9 });
const pageOf = (items: TextItem[], form: { rules?: Rect[]; boxes?: Rect[]; page?: number } = {}): PageText =>
  ({ page: form.page ?? 1, width: 612, height: 792, items, form: { fields: [], marks: [], rules: form.rules ?? [], boxes: form.boxes ?? [], vrules: [], tilted: [] } }) as unknown as PageText;
const read = (...pages: PageText[]) => readForm(pages, resolveSettings());
const owners = (r: ReturnType<typeof read>) => r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.role?.value, a.ownership?.value]);

describe('scanned owners (issue 36)', () => {
  it('an officer\'s title OCR read in small letters ("coo") is the capitals printed; a share "60 %" under "% Ownership"', () => {
    const r = read(pageOf([ocr('PRINCIPALS', 37, 320), ocr('Full', 41, 342), ocr('Name', 62, 342), ocr('Title', 199, 342), ocr('%', 301, 342), ocr('Ownership', 309, 342),
      ocr('Harold', 41, 359), ocr('Van', 80, 359), ocr('Buren', 100, 359), ocr('coo', 200, 359), ocr('60', 301, 359), ocr('%', 314, 359),
      ocr('Rafael', 41, 378), ocr('Adeyemi', 80, 378), ocr('President', 201, 378), ocr('40%', 301, 378)]));
    expect(owners(r)).toEqual([['Harold', 'Van Buren', 'COO', 60], ['Rafael', 'Adeyemi', 'President', 40]]);
  });

  it('a title in small letters typed so on a text form stays as typed but for an officer\'s capitals', () => {
    const r = read(pageOf([item('OWNER INFORMATION', 40, 60, 'F2'), item('Owner Name:', 40, 80), item('Dana Whitfield', 110, 80, 'F3'),
      item('Title:', 40, 100), item('owner', 110, 100, 'F3')]));
    expect(owners(r)).toEqual([['Dana', 'Whitfield', 'owner', undefined]]);
  });
});
