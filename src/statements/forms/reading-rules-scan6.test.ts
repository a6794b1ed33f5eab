// Rules learnt on scans of sets 115-118's forms (issue 36, 2026-12-04, fourth session): pages of OCR words built
// here.
import { describe, expect, it } from 'vitest';
import { readForm } from './reader.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, TextItem } from '../types.ts';

const word = (str: string, x: number, y: number, w = str.length * 4.6, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.9 });
/** A line of words from x, each word's width by its length. */
const line = (text: string, x: number, y: number) => text.split(' ').map((s) => { const w = word(s, x, y); x += w.w + 3; return w; });
const page = (n: number, items: TextItem[]): PageText => ({ page: n, width: 612, height: 792, items, form: { fields: [], marks: [], boxes: [], rules: [] } });

describe('a part\'s number before its heading on a scan (set 118)', () => {
  it('"PART E - PRINCIPAL OWNER (Owner #1)" is one heading, not a share\'s label "Part" before a value', () => {
    const r = readForm([
      page(1, [...line('Business Cash Advance Application', 40, 40), ...line('PART A - COMPANY PROFILE', 44, 70),
        ...line('Legal Name:', 44, 90), ...line('Tri-County Early Learning, LLC', 140, 90),
        ...line('PART C - BUSINESS BANK ACCOUNT', 44, 300), ...line('Bank Name:', 44, 320), ...line('Harbor Savings', 140, 320)]),
      page(2, [...line('PART E - PRINCIPAL OWNER (Owner #1)', 44, 77),
        ...line('Owner / Guarantor Name:', 44, 98), ...line('Priya St. Pierre', 160, 98), ...line('Position:', 384, 98), ...line('Managing Member', 430, 98),
        ...line('% Owned:', 44, 118), ...line('70', 90, 118), ...line('SSN / ITIN:', 164, 118), ...line('776-78-6051', 220, 118)]),
    ], settingsOf({}));
    expect(r.applicants.map((a) => [a.first_name?.value, a.last_name?.value, a.ownership?.value])).toEqual([['Priya', 'St. Pierre', 70]]);
  });
});
