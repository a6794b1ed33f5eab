// A printed spreadsheet, each mechanism alone on small hand-built pages: row numbers before the rows are dropped, and
// figures in the General number format ("10489.3", "331") are money where the document prints them.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { amountStyle, LineAmounts } from './amounts.ts';
import { rowNumberLines } from './rownumbers.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2025-05-01', end: '2025-05-31' } };
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]?.transactions.map((t) => `${t.date} ${t.direction} ${t.amount} ${t.description}`);

describe('row numbers of a printed spreadsheet', () => {
  it('drops a count that goes up by one from the top of the sheet, glued to the date or in its own cell', () => {
    const lines = page([
      [['1', 20], ['Date', 40], ['Description', 120], ['Amount', 440], ['Balance', 520]],
      [['2 5/01/2025', 20], ['DEPOSIT 1', 120], at('100.00', 470), at('1,100.00', 560)],
      [['3', 20], ['5/02/2025', 40], ['CARD SHOP', 120], at('-40.00', 470), at('1,060.00', 560)],
      [['4 5/03/2025', 20], ['DEPOSIT 2', 120], at('10.00', 470), at('1,070.00', 560)],
      [['5 5/04/2025', 20], ['FEE', 120], at('-5.00', 470), at('1,065.00', 560)],
    ]);
    expect([...rowNumberLines(lines, DEFAULT_SETTINGS.records)]).toEqual([1, 2, 3, 4]);
    expect(read(lines)).toEqual(['2025-05-01 credit 100 DEPOSIT 1', '2025-05-02 debit 40 CARD SHOP', '2025-05-03 credit 10 DEPOSIT 2', '2025-05-04 debit 5 FEE']);
  });
  it('keeps check numbers that count up by one from their own numbers', () => {
    const lines = page([
      [['1001 5/01/2025', 20], ['CHECK', 120], at('100.00', 470)],
      [['1002 5/02/2025', 20], ['CHECK', 120], at('40.00', 470)],
      [['1003 5/03/2025', 20], ['CHECK', 120], at('10.00', 470)],
      [['1004 5/04/2025', 20], ['CHECK', 120], at('5.00', 470)],
    ]);
    expect(rowNumberLines(lines, DEFAULT_SETTINGS.records).size).toBe(0);
  });
  it('keeps the days of dates printed day first ("04 MAR 24"): consecutive days are no row numbers', () => {
    const lines = page([4, 5, 6, 7, 8].map((d): Cell[] => [[`0${d} MAR 24`, 20], ['CARD SALE', 120], at('10.00', 470)]));
    expect(rowNumberLines(lines, DEFAULT_SETTINGS.records).size).toBe(0);
  });
});

describe('the General number format', () => {
  const rows = page([
    [['Date', 40], ['Description', 120], ['Amount', 440], ['Balance', 520]],
    [['5/01/2025', 40], ['DEPOSIT 1', 120], at('331', 470), at('1331.5', 560)],
    [['5/02/2025', 40], ['CHECK 3309', 120], at('-40.2', 470), at('1291.3', 560)],
    [['5/03/2025', 40], ['DEPOSIT 2', 120], at('10.3', 470), at('1301.6', 560)],
    [['5/04/2025', 40], ['FEE', 120], at('-1.6', 470), at('1300', 560)],
  ]);
  it('is the document\'s style where whole cells print figures with one decimal', () => {
    expect(amountStyle(rows, DEFAULT_SETTINGS.lines, new LineAmounts())).toBe('general');
    expect(amountStyle(rows.slice(0, 2), DEFAULT_SETTINGS.lines, new LineAmounts())).toBe(null);
  });
  it('reads whole numbers and one-decimal figures in the amount columns as money, not the check number in the text', () => {
    expect(read(rows)).toEqual(['2025-05-01 credit 331 DEPOSIT 1', '2025-05-02 debit 40.2 CHECK 3309', '2025-05-03 credit 10.3 DEPOSIT 2', '2025-05-04 debit 1.6 FEE']);
  });
});
