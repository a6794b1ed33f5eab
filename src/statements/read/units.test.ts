import { describe, it, expect } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { parseMoney, toCents, LineAmounts } from './amounts.ts';
import { dateAt, findDates, resolveDate, parseDateExact } from './dates.ts';
import { itemsToWords, wordsToLines } from '../layout/layout.ts';
import { findPeriod } from './period.ts';
import { findLast4 } from './account.ts';
import { findBalances } from './balances.ts';
import { tokenize, titleDirection } from './tokens.ts';
import { gridParts } from './records.ts';
import type { TextItem } from '../types.ts';
import type { Line } from '../layout/layout.ts';

const item = (str: string, x: number, y: number, h = 10): TextItem => ({ str, x, y, w: str.length * h * 0.5, h, font: 'f1' });
const lineOf = (...cells: Array<[string, number]>): Line => wordsToLines(itemsToWords(cells.map(([s, x]) => item(s, x, 100)), DEFAULT_SETTINGS.layout), 1, 612, 792, DEFAULT_SETTINGS.layout)[0]!;

describe('amounts', () => {
  it('parses every sign style', () => {
    expect(parseMoney('1,234.56')).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('$1,234.56')).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('-1,234.56')).toEqual({ cents: 123456, sign: -1 });
    expect(parseMoney('−12.00')).toEqual({ cents: 1200, sign: -1 });
    expect(parseMoney('$-30.00')).toEqual({ cents: 3000, sign: -1 });
    expect(parseMoney('-$50.00')).toEqual({ cents: 5000, sign: -1 });
    expect(parseMoney('73.03-')).toEqual({ cents: 7303, sign: -1 });
    expect(parseMoney('(151,967.43)')).toEqual({ cents: 15196743, sign: -1 });
    expect(parseMoney('$(151,967.43)')).toEqual({ cents: 15196743, sign: -1 });
    expect(parseMoney('12.00 CR')).toEqual({ cents: 1200, sign: 1 });
    expect(parseMoney('12.00 DR')).toEqual({ cents: 1200, sign: -1 });
    expect(parseMoney('114,224.93 +')).toEqual({ cents: 11422493, sign: 1 });
    expect(parseMoney('- 26,557.01')).toEqual({ cents: 2655701, sign: -1 });
    expect(parseMoney('.15')).toEqual({ cents: 15, sign: 0 });
    expect(parseMoney('1,234.56 OD')).toEqual({ cents: 123456, sign: -1 });
    expect(parseMoney('CR 1,234.56')).toEqual({ cents: 123456, sign: 1 });
    expect(parseMoney('DR 12.00')).toEqual({ cents: 1200, sign: -1 });
    expect(parseMoney('USD 1,234.56')).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('1,234.56 CAD')).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('CAD -50.00')).toEqual({ cents: 5000, sign: -1 });
    expect(parseMoney('1234.56-')).toEqual({ cents: 123456, sign: -1 });
  });
  it('rejects non-money', () => {
    for (const s of ['1234', '12.5', '06/01', '1,23.00', '(12.00', 'abc', '12.345', '2026']) expect(parseMoney(s), s).toBeNull();
  });
  it('computes cents without floats', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1,000,000.07')).toBe(100000007);
  });
  it('finds column amounts on a line but not numbers inside words', () => {
    const l = lineOf(['06/01', 40], ['Ref 12.00ABC', 100], ['1,547.61', 500], ['3,000.00', 560]);
    expect(new LineAmounts().of(l).map((a) => a.cents)).toEqual([154761, 300000]);
  });
});

describe('dates', () => {
  it('reads common formats', () => {
    expect(parseDateExact('06/01')).toEqual({ y: null, m: 6, d: 1 });
    expect(parseDateExact('6/1/26')).toEqual({ y: 2026, m: 6, d: 1 });
    expect(parseDateExact('06/01/2026')).toEqual({ y: 2026, m: 6, d: 1 });
    expect(parseDateExact('11-29-2024')).toEqual({ y: 2024, m: 11, d: 29 });
    expect(parseDateExact('2026-06-01')).toEqual({ y: 2026, m: 6, d: 1 });
    expect(parseDateExact('Jun 1')).toEqual({ y: null, m: 6, d: 1 });
    expect(parseDateExact('June 01, 2026')).toEqual({ y: 2026, m: 6, d: 1 });
    expect(parseDateExact('Sept. 30, 2024')).toEqual({ y: 2024, m: 9, d: 30 });
    expect(parseDateExact('01 Jun 2026')).toEqual({ y: 2026, m: 6, d: 1 });
    expect(parseDateExact('13/45')).toBeNull();
    expect(parseDateExact('02/30/2026')).toBeNull();
  });
  it('gives yearless dates the year of the period, across December/January', () => {
    const period = { start: '2025-12-15', end: '2026-01-14' };
    expect(resolveDate({ y: null, m: 12, d: 20 }, period, null, DEFAULT_SETTINGS.header)).toBe('2025-12-20');
    expect(resolveDate({ y: null, m: 1, d: 3 }, period, null, DEFAULT_SETTINGS.header)).toBe('2026-01-03');
    expect(resolveDate({ y: null, m: 2, d: 29 }, { start: '2024-02-01', end: '2024-02-29' }, null, DEFAULT_SETTINGS.header)).toBe('2024-02-29');
  });
  it('finds a date at a position and all dates in text', () => {
    expect(dateAt('7/14 Deposit', 0)?.length).toBe(4);
    expect(findDates('for June 10, 2021 to July 9, 2021').map((d) => `${d.y}-${d.m}-${d.d}`)).toEqual(['2021-6-10', '2021-7-9']);
  });
  it('two yearless dates side by side are two dates, not a day, a month and a two-digit year', () => {
    expect(findDates('08 Jan  08 Jan  DIRECT DEBIT PAYMENT').map((d) => [d.y, d.m, d.d])).toEqual([[null, 1, 8], [null, 1, 8]]);
    expect(findDates('05 ENE 07 ENE OXXO').map((d) => [d.y, d.m, d.d])).toEqual([[null, 1, 5], [null, 1, 7]]);
    expect(findDates('5 Jan 26 TESCO').map((d) => [d.y, d.m, d.d])).toEqual([[2026, 1, 5]]);
  });
  it('inside a span longer than a year, a yearless date takes the year nearer the anchor (the period end)', () => {
    expect(resolveDate({ y: null, m: 1, d: 8 }, { start: '2023-12-28', end: '2025-01-31' }, null, DEFAULT_SETTINGS.header)).toBe('2025-01-08');
  });
});

describe('layout', () => {
  it('groups runs into lines by baseline and into cells by gaps', () => {
    const items = [
      item('06/01', 40, 100), item('Deposit', 90, 100.8), item('Ref 123', 130, 101), item('1,000.00', 500, 100),
      item('06/02', 40, 115), item('Card purchase', 90, 115), item('12.00', 510, 115),
    ];
    const lines = wordsToLines(itemsToWords(items, DEFAULT_SETTINGS.layout), 1, 612, 792, DEFAULT_SETTINGS.layout);
    expect(lines.length).toBe(2);
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['06/01', 'Deposit Ref 123', '1,000.00']);
    expect(lines[1]!.cells.map((c) => c.text)).toEqual(['06/02', 'Card purchase', '12.00']);
  });
});

describe('header and tables', () => {
  it('reads a period, last4 and balances', () => {
    const lines = [
      lineOf(['Statement Period: 09/01/2024 - 09/30/2024', 40]),
      lineOf(['Account Number: XXXXXX1234', 40]),
    ];
    expect(findPeriod(lines, null, DEFAULT_SETTINGS)).toEqual({ start: '2024-09-01', end: '2024-09-30' });
    expect(findLast4(lines, new LineAmounts()).last4).toBe('1234');
    expect(findLast4([lineOf(['Account number: XXXX', 40])], new LineAmounts()).last4).toBeNull();
    const bl = [
      { ...lineOf(['Beginning Balance', 40], ['$1,000.00', 300]), y: 10 },
      { ...lineOf(['Deposits and Credits', 40], ['500.00', 300]), y: 20 },
      { ...lineOf(['Withdrawals', 40], ['- 200.00', 300]), y: 30 },
      { ...lineOf(['Ending Balance', 40], ['$1,300.00', 300]), y: 40 },
    ];
    const b = findBalances(bl, 2024, DEFAULT_SETTINGS, new LineAmounts());
    expect([b.beginning, b.ending, b.credits, b.debits]).toEqual([100000, 130000, 50000, 20000]);
  });
  it('classifies column headers, titles and check grids', () => {
    expect(tokenize(lineOf(['Date', 40], ['Description', 100], ['Credits', 350], ['Debits', 430], ['Balance', 510]), 0, DEFAULT_SETTINGS.lines, new LineAmounts()).label).toBe('header');
    expect(titleDirection('Deposits and other additions')).toBe('credit');
    expect(titleDirection('CHECKS PAID')).toBe('debit');
    expect(tokenize(lineOf(['CHECKS PAID', 40]), 0, DEFAULT_SETTINGS.lines, new LineAmounts()).label).toBe('title');
    expect(tokenize(lineOf(['Checks Paid', 40], ['* Gap in check sequence', 230]), 0, DEFAULT_SETTINGS.lines, new LineAmounts()).label).toBe('title');
    expect(tokenize(lineOf(['Daily Balance Summary', 40]), 0, DEFAULT_SETTINGS.lines, new LineAmounts()).label).toBe('skip');
    // A balance label whose figure OCR read without separators is no title of a table to skip.
    expect(tokenize(lineOf(['Opening balance', 40], ['234846', 400]), 0, DEFAULT_SETTINGS.lines, new LineAmounts()).label).not.toBe('skip');
    const parts = gridParts(tokenize(lineOf(['1234', 60], ['08/04', 150], ['$73.03', 260], ['1236*', 330], ['08/09', 420], ['1,000.00', 520]), 0, DEFAULT_SETTINGS.lines, new LineAmounts()));
    expect(parts?.map((p) => [p.text.map((t) => t.text).join(' '), p.money[0]!.cents])).toEqual([['1234', 7303], ['1236*', 100000]]);
  });
});

describe('money and dates beyond the US', () => {
  it('reads decimal commas, apostrophes, spaced thousands, Nil-free marks and currency signs', () => {
    expect(parseMoney('1.234,56')).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('12,50')).toEqual({ cents: 1250, sign: 0 });
    expect(parseMoney("1'234.56")).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('1 234.56')).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('1 234,56 Cr')).toEqual({ cents: 123456, sign: 1 });
    expect(parseMoney('12.00 Dr')).toEqual({ cents: 1200, sign: -1 });
    expect(parseMoney('£1,234.56')).toEqual({ cents: 123456, sign: 0 });
    expect(parseMoney('GBP 14.80')).toEqual({ cents: 1480, sign: 0 });
    expect(parseMoney('1.234,56 S')).toEqual({ cents: 123456, sign: 0, mark: 'S' });
    // Still not money: no two decimals, a year, a thousands group without decimals.
    expect(parseMoney('1,234')).toBeNull();
    expect(parseMoney('12.5')).toBeNull();
    expect(parseMoney('2024')).toBeNull();
  });

  it('reads DD.MM. dates both ways, and a date only one order can read says so', async () => {
    const { dateAt } = await import('./dates.ts');
    expect(dateAt('31.01.')).toMatchObject({ m: 1, d: 31, dayFirst: true });
    expect(dateAt('05.01.')).toMatchObject({ m: 5, d: 1, alt: { m: 1, d: 5 } });
    expect(dateAt('09/13/2024')).toMatchObject({ m: 9, d: 13, monthFirst: true });
  });
});
