// The date column's weak words read again (date-reread.ts): which words are suspects, and a scan whose one date
// PSM 6 read as "12" (its page cut in two bands) gets its row's day back.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines, parseStatements } from '../../index.ts';
import { generateCached } from '../../../../test/statements/fixture-cache.ts';
import { OFFICE_SCANNER, scanPdf } from '../../../../test/statements/scan/scan.ts';
import { weakDates } from './date-reread.ts';
import type { OcrWord } from './engine.ts';
import { OCR_SETTINGS } from './settings.ts';

const word = (text: string, x0: number, y0: number, conf = 0.9, width = 40): OcrWord =>
  ({ text, x0, x1: x0 + width, y0, y1: y0 + 14, baseline: y0 + 14, size: 30, conf });
const column = [word('12/01', 156, 100), word('12/02', 157, 150), word('12/04', 156, 200), word('12/09', 156, 300)];

describe('weak words of a date column', () => {
  it('a weak fragment as wide as the dates, at their left edge, is a suspect with the column form', () => {
    const lost = word('12', 157, 250, 0.18, 38);
    const s = weakDates([...column, lost], OCR_SETTINGS);
    expect(s.map((x) => [x.word.text, x.form])).toEqual([['12', '99/99']]);
  });

  it('a digit left of a date, however confidently read and narrower than a date, is a suspect too', () => {
    const s = weakDates([...column, word('4', 157, 250, 0.72, 30)], OCR_SETTINGS);
    expect(s.map((x) => x.word.text)).toEqual(['4']);
  });

  it('not: digits the column mend restores, confident words, narrow or far words, a column of two dates', () => {
    const words = [...column, word('1203', 156, 260, 0.3), word('Total', 156, 270, 0.9, 38), word('x', 157, 280, 0.2, 10), word('12', 400, 290, 0.2, 38)];
    expect(weakDates(words, OCR_SETTINGS)).toEqual([]);
    expect(weakDates([column[0]!, column[1]!, word('12', 157, 250, 0.18, 38)], OCR_SETTINGS)).toEqual([]);
  });
});

describe('a scan whose date came out a fragment', () => {
  const engines = createEngines();
  afterAll(() => engines.close());

  it("gets the row's day back (date_once_day_balance, its page read in two bands)", async () => {
    const g = await generateCached('date_once_day_balance', 22, { content: { months: 1, density: 0.3 } });
    const scan = await scanPdf(g.pdf, { ...OFFICE_SCANNER, seed: 'date_once_day_balance:22' });
    const r = await parseStatements([{ name: 'scan.pdf', bytes: scan.pdf }], { engines, ocr: { bands: 2, engines: 2, pageTimeoutMs: 300_000 } });
    const rows = r.parsing_details.statements.flatMap((s) => s.transactions).filter((t) => /261211/.test(t.description));
    expect(rows.map((t) => [t.date, t.amount])).toEqual([['2026-12-11', 3657.26]]);
  }, 300_000);
});
