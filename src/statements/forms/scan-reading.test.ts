// A scanned form's reading where OCR words differ from a text layer's runs (reader.ts, with scan-pieces.ts).
import { describe, expect, it } from 'vitest';
import { readForm } from './reader.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, TextItem } from '../types.ts';

const word = (str: string, x: number, y: number, w: number, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.9 });

describe('a scanned form read', () => {
  it('a sign printed at a rule\'s start, read with the label before it ("amount $"), leaves the next label its own value', () => {
    // "Amount $ 150,000 ______  Payment $5,645.07 ______": OCR reads the "$" as the label's last word, so the label
    // reaches over the start of its rule; "Payment" after that rule's end is the next field's label, not its caption.
    const page: PageText = { page: 1, width: 612, height: 792, items: [
      word('TERMS', 35, 184, 30), word('WANTED', 68, 184, 35),
      word('amount', 34, 207, 30), word('$', 68, 207, 6), word('150,000', 78, 207, 33),
      word('Payment', 197, 207, 32), word('$5,645.07', 236, 207, 42),
    ], form: { fields: [], marks: [], boxes: [], rules: [{ x0: 67, y0: 211, x1: 188, y1: 212 }, { x0: 234, y0: 211, x1: 323, y1: 212 }] } };
    const r = readForm([page], settingsOf({}));
    expect(r.fields.requested_amount?.value).toBe(150000);
    expect(r.fields.requested_payment?.value).toBe(5645.07);
  });
});
