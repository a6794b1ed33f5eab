// Rules a careful person applies reading a scanned form's words (scan-pieces.ts, scan-labels.ts): labels misread past
// one letter or run together, a date's spaces lost. Pages of OCR words built here, as a scan's reading gives them.
import { describe, expect, it } from 'vitest';
import { readForm } from './reader.ts';
import { settingsOf } from '../extract/extract.ts';
import type { PageText, TextItem } from '../types.ts';

const word = (str: string, x: number, y: number, w: number, h = 10): TextItem => ({ str, x, y, w, h, font: 'ocr', conf: 0.8 });
const page = (items: TextItem[]): PageText => ({ page: 1, width: 612, height: 792, items, form: { fields: [], marks: [], boxes: [], rules: [] } });

describe('a scanned label misread', () => {
  it('reads "Federal Tax 10 (EIN)" as the tax ID\'s label: an ID read as the digits 1 and 0', () => {
    const r = readForm([page([
      word('Legal', 40, 100, 25), word('Name:', 68, 100, 28), word('Harbor', 200, 100, 34), word('Tile', 237, 100, 20), word('LLC', 260, 100, 20),
      word('Federal', 40, 120, 34), word('Tax', 77, 120, 17), word('10', 97, 120, 10), word('(EIN):', 110, 120, 28), word('84-1234567', 200, 120, 50),
    ])], settingsOf({}));
    expect(r.fields.business_tax_id?.value).toBe('841234567');
  });

  it('reads a label whose words are misread by two letters ("Fert Name", "Crest Score") as the label they make whole', () => {
    const r = readForm([page([
      word('OWNER', 40, 80, 40), word('INFORMATION', 84, 80, 70),
      word('Fert', 40, 100, 20), word('Name:', 63, 100, 28), word('Carlos', 200, 100, 32),
      word('Last', 40, 120, 20), word('Name:', 63, 120, 28), word('Patel', 200, 120, 26),
      word('Crest', 40, 140, 25), word('Score:', 68, 140, 30), word('712', 200, 140, 18),
    ])], settingsOf({}));
    expect(r.applicants[0]?.first_name?.value).toBe('Carlos');
    expect(r.applicants[0]?.credit_score?.value).toBe(712);
  });

  it('leaves a value of two words near label words alone ("Home Care", "Owner Member")', () => {
    const r = readForm([page([
      word('DBA:', 40, 100, 22), word('Home', 200, 100, 26), word('Care', 229, 100, 22),
      word('OWNER', 40, 130, 40), word('INFORMATION', 84, 130, 70),
      word('Name:', 40, 150, 28), word('Ana', 200, 150, 20), word('Ruiz', 223, 150, 22),
      word('Title:', 40, 170, 26), word('Owner', 200, 170, 30), word('Member', 233, 170, 36),
    ])], settingsOf({}));
    expect(r.fields.trade_name?.value).toBe('Home Care');
    expect(r.applicants[0]?.role?.value).toBe('Owner Member');
  });
});

describe('a scanned date', () => {
  it('reads a written date whose spaces the scan lost ("April27,2000")', () => {
    const r = readForm([page([
      word('Date', 40, 100, 22), word('Established:', 65, 100, 50), word('April27,2000', 200, 100, 58),
    ])], settingsOf({}));
    expect(r.fields.business_start_date?.value).toBe('2000-04-27');
  });
});
