// Rules learnt on scans of set 107's forms (issue 36, second session of 2026-12-04): pages of OCR words built here, a
// label's words run together or parted at a stop, and its value read on its line.
import { describe, expect, it } from 'vitest';
import { readForm } from './reader.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, TextItem } from '../types.ts';

const word = (str: string, x: number, y: number, w = str.length * 4.6, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.9 });
/** A line of words from x, each word's width by its length. */
const line = (text: string, x: number, y: number) => text.split(' ').map((s) => { const w = word(s, x, y); x += w.w + 3; return w; });
const page = (items: TextItem[]): PageText => ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: [], boxes: [], rules: [] } });

describe('a scan\'s label read with its words run together, its value after it on the line (issue 36, set 107)', () => {
  it('"Typeof Entity S Corporation" and "No.of Payments 40": the label mended and parted from its value', () => {
    const r = readForm([page([...line('Merchant Cash Advance Application', 40, 40), ...line('Business Legal Name', 36, 80), ...line('Old Dominion Grill Corp.', 140, 80),
      ...line('Typeof Entity S Corporation', 36, 100), ...line('Fed ID #', 260, 100), ...line('20-1864314', 300, 100),
      ...line('Requested Amount', 36, 130), ...line('$100,000', 130, 130), ...line('No.of Payments 40', 360, 130),
      ...line('Owner Name', 36, 160), ...line('Nicole Simmons', 110, 160), ...line('Own %', 300, 160), ...line('50%', 340, 160)])], settingsOf({}));
    expect([r.fields.type_of_entity?.value, r.fields.number_of_payments?.value, r.fields.requested_amount?.value]).toEqual(['s_corporation', 40, 100000]);
  });
});
