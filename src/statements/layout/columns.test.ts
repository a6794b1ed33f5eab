// Column flow (columns.ts): a list printed in column blocks side by side is read block by block, decided by the page's
// geometry and the rows' shapes; a wide table whose columns have clean gaps between them is never split.
import { afterAll, describe, expect, it } from 'vitest';
import { createEngines } from '../index.ts';
import { extractDocument } from '../pipeline.ts';
import { flowColumns, repeatCuts } from './columns.ts';
import { wordsToLines, type Cell, type Word } from './layout.ts';
import { twoColumnStatement, type TwoColumnOptions } from './two-columns.test-util.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

const engines = createEngines();
afterAll(() => engines.close());
const S = DEFAULT_SETTINGS.layout;

describe('a credit-union statement listing its transactions in column blocks', () => {
  const cases: [string, TwoColumnOptions][] = [
    ['two blocks, one signed amount column', { rows: 150, perColumn: 50, amounts: 'signed' }],
    ['two blocks, withdrawal and deposit columns', { rows: 150, perColumn: 50, amounts: 'split' }],
    ['three blocks', { rows: 150, perColumn: 50, amounts: 'signed', columns: 3 }],
    ['two blocks, the last page\'s right block two rows long', { rows: 152, perColumn: 50, amounts: 'split' }],
    ['two blocks, the last page\'s right block one row long', { rows: 151, perColumn: 50, amounts: 'signed' }],
  ];
  it.each(cases)('%s: every row, its direction, the balances', async (_, o) => {
    const st = await twoColumnStatement(o);
    const doc = await extractDocument({ name: 'cu.pdf', bytes: st.pdf }, { engines });
    expect(doc.warnings).toEqual([]);
    expect(doc.statements).toHaveLength(1);
    const s = doc.statements[0]!;
    expect([s.beginning_balance, s.ending_balance]).toEqual([st.beginning, st.ending]);
    const read = s.transactions.map((t) => `${t.date.slice(5).replace('-', '/')} ${t.direction === 'credit' ? '' : '-'}${t.amount.toFixed(2)} ${t.description}`);
    const printed = st.rows.map((r) => `${r.date} ${(r.cents / 100).toFixed(2)} ${r.text}`);
    expect(read).toEqual(printed);
  });
});

/** Words of one line at y, from [x, text] pairs (6 pt per character at 10 pt). */
function words(y: number, parts: [number, string][]): Word[] {
  return parts.flatMap(([x, text]) => text.split(' ').map((t, i, all) => {
    const x0 = x + all.slice(0, i).join(' ').length * 6 + (i ? 6 : 0);
    return { text: t, x0, x1: x0 + t.length * 6, y, h: 10, font: 'f1' };
  }));
}

describe('flowColumns', () => {
  it('finds where a line repeats a row shape holding a date and an amount', () => {
    const cells = (texts: string[]): Cell[] => texts.map((t, i) => ({ text: t, x0: i * 50, x1: i * 50 + 40, font: 'f', words: [] }));
    expect(repeatCuts(cells(['03/02', 'POS FUEL', '40.00', '3,372.55', '03/10', 'SHARE DRAFT', '-59.54', '4,216.14']))).toEqual([3]);
    expect(repeatCuts(cells(['03/02', 'CHECK 1041', '40.00', '03/03', 'CHECK 1042', '59.54', '03/04', 'CHECK 1043', '12.00']))).toEqual([2, 5]);
    // A grid of bare figures (check number, date, amount; date, balance) is the reader's: no blocks.
    expect(repeatCuts(cells(['1041', '03/02', '40.00', '1042', '03/03', '59.54', '1043', '03/04', '12.00']))).toEqual([]);
    expect(repeatCuts(cells(['03/02', '4,751.36', '03/09', '8,042.78', '03/16', '11,986.68']))).toEqual([]);
    // A wide table row, and a row with a value date: no repetition.
    expect(repeatCuts(cells(['03/02', 'ACH DEPOSIT', '500.00', '1,500.00']))).toEqual([]);
    expect(repeatCuts(cells(['03/02', 'ACH DEPOSIT', '500.00', '03/03', '1,500.00']))).toEqual([]);
    // Text beside text is no row.
    expect(repeatCuts(cells(['Name', 'ACME', 'Name', 'ACME']))).toEqual([]);
  });

  it('finds a gap between rows side by side where the line does not repeat whole (a wrapped description beside a row)', () => {
    const cells = (texts: string[]): Cell[] => texts.map((t, i) => ({ text: t, x0: i * 50, x1: i * 50 + 40, font: 'f', words: [] }));
    // Three narrow columns: a row, a row, and the third column's wrapped description.
    expect(repeatCuts(cells(['05/01', 'ZELLE PAYMENT FROM KEVIN', '94.16', '05/05', 'CARD PURCHASE', '414.71', 'Trace#:8374 Eed:250505']))).toEqual([2]);
    // A row, then a value date, a balance and a reference (no words right after the date): no second row.
    expect(repeatCuts(cells(['03/02', 'ACH DEPOSIT', '500.00', '03/03', '1,500.00', 'REF 123']))).toEqual([]);
  });

  it('never splits a wide table whose column gaps run the whole page', () => {
    // date | description | debit | credit | balance, descriptions short: every gap between columns is clean top to bottom.
    const rows = Array.from({ length: 20 }, (_, i) => words(100 + i * 12, [[40, `03/${String(i + 1).padStart(2, '0')}`], [100, i % 2 ? 'ACH DEBIT' : 'DEPOSIT'],
      [i % 2 ? 330 : 420, `${100 + i}.00`], [500, `${2000 + i},00`.replace(',', '.') + '0']]));
    const lines = wordsToLines([...words(88, [[40, 'Date'], [100, 'Description'], [330, 'Debit'], [420, 'Credit'], [500, 'Balance']]), ...rows.flat()], 1, 612, 792, S);
    expect(flowColumns(lines, S)).toBe(lines);
  });

  it('reads two blocks of rows left block first, each block under its header, the lines around them in place', () => {
    const head: [number, string][] = [[40, 'Date'], [80, 'Description'], [230, 'Amount']];
    // Amounts right-aligned under their header, as printed.
    const row = (x: number, i: number): [number, string][] => [[x, `03/${String(i).padStart(2, '0')}`], [x + 40, `ITEM ${i}`], [x + 226 - `${i}.00`.length * 6, `${i}.00`]];
    const ws = [...words(60, [[40, 'STATEMENT OF ACCOUNT']]), ...words(80, [...head, ...head.map(([x, t]) => [x + 280, t] as [number, string])])];
    for (let i = 1; i <= 4; i++) ws.push(...words(80 + i * 12, [...row(40, i), ...row(320, i + 10)]));
    ws.push(...words(200, [[40, 'Page 1 of 1 - Member services 1-800-555-0100 - Thank you for banking with us']]));
    const out = flowColumns(wordsToLines(ws, 1, 612, 792, S), S).map((l) => l.text);
    expect(out).toEqual([
      'STATEMENT OF ACCOUNT',
      'Date  Description  Amount', '03/01  ITEM 1  1.00', '03/02  ITEM 2  2.00', '03/03  ITEM 3  3.00', '03/04  ITEM 4  4.00',
      'Date  Description  Amount', '03/11  ITEM 11  11.00', '03/12  ITEM 12  12.00', '03/13  ITEM 13  13.00', '03/14  ITEM 14  14.00',
      'Page 1 of 1 - Member services 1-800-555-0100 - Thank you for banking with us',
    ]);
  });

  it('reads two lists under one gutter, parted by a line across it, each block by block', () => {
    const row = (x: number, i: number): [number, string][] => [[x, `03/${String(i).padStart(2, '0')}`], [x + 40, `ITEM ${i}`], [x + 226 - `${i}.00`.length * 6, `${i}.00`]];
    const ws: Word[] = [];
    for (let i = 1; i <= 3; i++) ws.push(...words(80 + i * 12, [...row(40, i), ...row(320, i + 10)]));
    ws.push(...words(130, [[40, 'Electronic withdrawals and card purchases posted during this period']]));
    for (let i = 4; i <= 6; i++) ws.push(...words(100 + i * 12, [...row(40, i), ...row(320, i + 10)]));
    const out = flowColumns(wordsToLines(ws, 1, 612, 792, S), S).map((l) => l.text.split('  ')[1]);
    expect(out).toEqual(['ITEM 1', 'ITEM 2', 'ITEM 3', 'ITEM 11', 'ITEM 12', 'ITEM 13', undefined, 'ITEM 4', 'ITEM 5', 'ITEM 6', 'ITEM 14', 'ITEM 15', 'ITEM 16']);
  });

  it('a date set close to its description is a date and words: the line still repeats', () => {
    const cells = (texts: string[]): Cell[] => texts.map((t, i) => ({ text: t, x0: i * 50, x1: i * 50 + 40, font: 'f', words: [] }));
    expect(repeatCuts(cells(['Jun 02  WORLDPAY 1', '1.00', '101.00', 'Jun 05  WORLDPAY 2', '2.00', '103.00']))).toEqual([2]);
  });

  it('descriptions wrapped under the rows of both blocks keep the block (nothing crosses the gutter)', () => {
    const row = (x: number, i: number): [number, string][] => [[x, `06/${String(i).padStart(2, '0')}`], [x + 48, `WORLDPAY ${i}`],
      [x + 170 - `${i}.00`.length * 6, `${i}.00`], [x + 236 - `${i}00.00`.length * 6, `${i}00.00`]];
    const ws: Word[] = [];
    for (let i = 1; i <= 4; i++) {
      ws.push(...words(80 + i * 24, [...row(40, i), ...row(320, i + 10)]));
      ws.push(...words(92 + i * 24, [[88, `REF ${i}A`], [368, `REF ${i + 10}B`]]));
    }
    const out = flowColumns(wordsToLines(ws, 1, 612, 792, S), S).map((l) => l.text.replace(/\s+/g, ' '));
    expect(out).toEqual([
      '06/01 WORLDPAY 1 1.00 100.00', 'REF 1A', '06/02 WORLDPAY 2 2.00 200.00', 'REF 2A', '06/03 WORLDPAY 3 3.00 300.00', 'REF 3A', '06/04 WORLDPAY 4 4.00 400.00', 'REF 4A',
      '06/11 WORLDPAY 11 11.00 1100.00', 'REF 11B', '06/12 WORLDPAY 12 12.00 1200.00', 'REF 12B', '06/13 WORLDPAY 13 13.00 1300.00', 'REF 13B', '06/14 WORLDPAY 14 14.00 1400.00', 'REF 14B',
    ]);
  });
});
