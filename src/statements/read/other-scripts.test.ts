// A statement as an Iranian bank prints one: read right to left, Persian digits, Solar Hijri dates, whole rials
// (extract/scripts.ts, read/calendars.ts, the 'whole' amount style of read/amounts.ts). The page is built as a PDF's
// text layer gives it: runs in the order their glyphs stand, left to right, the table's first column at the right.
import { describe, expect, it } from 'vitest';
import { itemsToWords, wordsToLines } from '../layout/layout.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { asPersonReads, logicalOrder } from '../extract/scripts.ts';
import { gregorianOf } from './calendars.ts';
import { dateAt } from './dates.ts';
import { readHypotheses } from './reader.ts';
import { LineAmounts, parseMoney } from './amounts.ts';
import { item, page } from './test-pages.ts';
import { markNoise } from '../layout/noise.ts';
import type { DocContext } from './context.ts';
import type { PageText } from '../types.ts';

const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const fa = (s: string) => s.replace(/\d/g, (d) => PERSIAN[Number(d)]!);
/** A right-to-left phrase as a left-to-right run of glyphs gives it: letters reversed (no digits in these). */
const drawn = (s: string) => [...s].reverse().join('');

function rtlPage(rows: { date: string; text: string; deposit: string; withdrawal: string; balance: string }[]): PageText {
  const items = [
    item(drawn('تاریخ'), 540, 80), item(drawn('شرح'), 400, 80), item(drawn('واریز'), 215, 80), item(drawn('برداشت'), 130, 80), item(drawn('مانده'), 45, 80),
  ];
  rows.forEach((r, k) => {
    const y = 100 + k * 14;
    const cell = (s: string, right: number) => item(fa(s), right - s.length * 5, y);
    items.push(cell(r.date, 590), item(drawn(r.text), 470 - r.text.length * 5, y), cell(r.deposit, 250), cell(r.withdrawal, 170), cell(r.balance, 90));
  });
  return { page: 1, width: 612, height: 792, items };
}

describe('statements in a right-to-left script', () => {
  it('puts a run drawn left to right in reading order: words reversed, numbers kept', () => {
    expect(logicalOrder(drawn('تاریخ'))).toBe('تاریخ');
    expect(logicalOrder(`1405/03/06 :${drawn('تاریخ')}`)).toBe('تاریخ: 1405/03/06');
    expect(logicalOrder(`)${drawn('ریال')}(`)).toBe('(ریال)');
    expect(logicalOrder(`IR 0320 ${drawn('شبا')}`)).toBe('شبا IR 0320');
  });

  it('gives Persian and Arabic-Indic digits their value and mirrors a page read right to left; a Latin page is left as it is', () => {
    const p = asPersonReads({ page: 1, width: 600, height: 800, items: [item(`${fa('1,250')} ${drawn('مانده')}`, 500, 100), item('٣٤٥٫٦٧', 10, 100)] });
    expect(p.items.map((i) => i.str)).toEqual(['مانده 1,250', '345.67']);
    expect(p.items[0]!.x).toBeLessThan(p.items[1]!.x);
    const latin: PageText = { page: 1, width: 600, height: 800, items: [item('Opening balance € 1.000,00 – client’s', 10, 100)] };
    expect(asPersonReads(latin)).toBe(latin);
  });

  it('reads Solar and lunar Hijri dates as the Gregorian days they are, and year-first dates with slashes', () => {
    expect(gregorianOf(1405, 1, 1)).toEqual({ y: 2026, m: 3, d: 21 });
    expect(gregorianOf(1403, 12, 30)).toEqual({ y: 2025, m: 3, d: 20 });
    expect(gregorianOf(1448, 1, 1)).toEqual({ y: 2026, m: 6, d: 16 });
    expect(gregorianOf(2026, 1, 1)).toBeNull();
    expect(dateAt('1405/03/06')).toMatchObject({ y: 2026, m: 5, d: 27 });
    expect(dateAt('2026/06/01')).toMatchObject({ y: 2026, m: 6, d: 1 });
    expect(dateAt('15/06/1447')).toMatchObject({ y: 2025, m: 12, d: 6 });
    expect(parseMoney('23,717,881')).toBeNull();
  });

  it('reads the rows of a Persian statement in whole rials, credits and debits told by their columns and balances', () => {
    const rows = [
      { date: '1405/01/05', text: 'واریز نقدی', deposit: '250,000', withdrawal: '0', balance: '1,250,000' },
      { date: '1405/01/07', text: 'خرید کالا', deposit: '0', withdrawal: '40,000', balance: '1,210,000' },
      { date: '1405/01/09', text: 'کارمزد', deposit: '0', withdrawal: '5,000', balance: '1,205,000' },
      { date: '1405/01/12', text: 'حقوق', deposit: '600,000', withdrawal: '0', balance: '1,805,000' },
      { date: '1405/01/15', text: 'انتقال وجه', deposit: '0', withdrawal: '300,000', balance: '1,505,000' },
      { date: '1405/01/20', text: 'واریز', deposit: '95,000', withdrawal: '0', balance: '1,600,000' },
    ];
    const p = asPersonReads(rtlPage(rows));
    const lines = wordsToLines(itemsToWords(p.items, DEFAULT_SETTINGS.layout), 1, p.width, p.height, DEFAULT_SETTINGS.layout);
    const ctx: DocContext = { bank: null, holder: { holder: null, block: [] }, period: { start: '2026-03-21', end: '2026-04-20' } };
    const st = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!;
    expect(st.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`)).toEqual([
      '2026-03-25 credit 250000', '2026-03-27 debit 40000', '2026-03-29 debit 5000',
      '2026-04-01 credit 600000', '2026-04-04 debit 300000', '2026-04-09 credit 95000',
    ]);
    expect(st.transactions[0]!.description).toContain('واریز نقدی');
  });
});

describe('a block of figures repeated above every page', () => {
  it('is page furniture, not amounts of the rows above it; a row that prints the same words on each page is not', () => {
    const lines = [1, 2, 3].flatMap((p) => page([
      [['Holder: Parsa Trading', 40], ['Total deposits: 1,350,130,466', 330]],
      [['Date', 40], ['Description', 120], ['Balance', 500]],
      [[`2026-04-0${p}`, 40], ['Business PAD', 120], [`${p},000`, 500]],
      [[`2026-04-1${p}`, 40], ['Card purchase', 120], [`${p}5,000`, 500]],
    ], p));
    const noise = markNoise(lines, DEFAULT_SETTINGS.layout).filter((l) => l.noise).map((l) => l.text.replace(/\s+/g, ' '));
    expect(noise).toEqual(Array(3).fill('Holder: Parsa Trading Total deposits: 1,350,130,466'));
  });
});
