// The judges of a reading: each printed figure is explained, contradicted, or says nothing of it.
import { describe, expect, it } from 'vitest';
import { informativeFigures, judge, judgeFigure, type JudgedReading, type JudgedRow, type PrintedFigure } from './judges.ts';

const row = (cents: number, direction: 'credit' | 'debit', list: string, date: string | null = null): JudgedRow => ({ cents, direction, date, list, column: 0 });
const fig = (kind: PrintedFigure['kind'], cents: number, more: Partial<PrintedFigure> = {}): PrintedFigure => ({ kind, cents, line: 0, label: kind, ...more });
const reading = (rows: JudgedRow[], opening: number | null = null, closing: number | null = null): JudgedReading => ({ rows, opening, closing });

const right = reading([row(100, 'credit', 'dep', '2026-03-02'), row(50, 'debit', 'wd', '2026-03-05'), row(200, 'credit', 'dep', '2026-03-09')], 1000, 1250);
const wrong = reading([row(100, 'debit', 'dep', '2026-03-02'), row(50, 'debit', 'wd', '2026-03-05'), row(200, 'debit', 'dep', '2026-03-09')], 1000, 1250);

describe('printed figures judge a reading', () => {
  it('a credits or debits total, with its item count', () => {
    expect(judgeFigure(fig('credits', 300, { count: 2 }), right)).toBe('explains');
    expect(judgeFigure(fig('credits', 300, { count: 3 }), right)).toBe('contradicts');
    expect(judgeFigure(fig('credits', 300), wrong)).toBe('contradicts');
    expect(judgeFigure(fig('debits', 50), right)).toBe('explains');
  });
  it('a direction total is explained by one list read wholly that way (a summary prints the debits in parts)', () => {
    const r = reading([...right.rows, row(25, 'debit', 'checks')]);
    expect(judgeFigure(fig('debits', 25, { count: 1 }), r)).toBe('explains');
  });
  it('a total of nothing says nothing', () => {
    expect(judgeFigure(fig('debits', 0), right)).toBe('silent');
  });
  it('a list total is its rows\' sum whatever their direction', () => {
    expect(judgeFigure(fig('list', 300, { list: 'dep' }), wrong)).toBe('explains');
    expect(judgeFigure(fig('list', 350, { list: 'dep' }), wrong)).toBe('contradicts');
  });
  it('a day balance is the opening plus the rows up to that day; silent without an opening', () => {
    expect(judgeFigure(fig('day', 1050, { date: '2026-03-05' }), right)).toBe('explains');
    expect(judgeFigure(fig('day', 1050, { date: '2026-03-05' }), wrong)).toBe('contradicts');
    expect(judgeFigure(fig('day', 1050, { date: '2026-03-05' }), reading(right.rows))).toBe('silent');
  });
  it('the opening and closing judge by reconciliation', () => {
    expect(judgeFigure(fig('closing', 1250), right)).toBe('explains');
    expect(judgeFigure(fig('closing', 1250), wrong)).toBe('contradicts');
  });
  it('a page subtotal: the rows above it on its page, since the subtotal before it, or since the list began', () => {
    const at = (r: JudgedRow, line: number, page: number): JudgedRow => ({ ...r, line, page });
    const rows = reading([at(row(100, 'credit', 'dep'), 1, 1), at(row(40, 'debit', 'ret'), 2, 1), at(row(300, 'credit', 'dep'), 5, 2), at(row(10, 'debit', 'ret'), 6, 2)]);
    const flipped = reading(rows.rows.map((r) => ({ ...r, direction: 'credit' as const })));
    // Credits this page (page 2): 300; on the wrong reading 310.
    expect(judgeFigure(fig('subtotal', 300, { line: 7, page: 2, direction: 'credit' }), rows)).toBe('explains');
    expect(judgeFigure(fig('subtotal', 300, { line: 7, page: 2, direction: 'credit' }), flipped)).toBe('contradicts');
    // Carried forward: every row of the list above it (page 1's 100 and page 2's 300).
    expect(judgeFigure(fig('subtotal', 400, { line: 7, page: 2, list: 'dep' }), flipped)).toBe('explains');
    // Since the subtotal before it (line 4): the rows of lines 5 and 6, as amounts or net, signed as printed.
    expect(judgeFigure(fig('subtotal', 310, { line: 7, page: 3, after: 4 }), rows)).toBe('explains');
    expect(judgeFigure(fig('subtotal', 290, { line: 7, page: 3, after: 4 }), rows)).toBe('explains');
    expect(judgeFigure(fig('subtotal', -290, { line: 7, page: 3, after: 4 }), rows)).toBe('contradicts');
  });
  it('an item count printed without a figure', () => {
    expect(judgeFigure(fig('count', 0, { count: 2, direction: 'credit' }), right)).toBe('explains');
    expect(judgeFigure(fig('count', 0, { count: 2, direction: 'credit' }), wrong)).toBe('contradicts');
    expect(judgeFigure(fig('count', 0, { count: 3 }), wrong)).toBe('explains');
    expect(judgeFigure(fig('count', 0, { count: 1, list: 'wd' }), right)).toBe('explains');
    expect(judgeFigure(fig('count', 0, { count: 0, direction: 'debit' }), right)).toBe('silent');
  });
  it('a figure no reading explains counts for none', () => {
    const figures = [fig('credits', 300), fig('credits', 12345)];
    const informative = informativeFigures(figures, [right, wrong]);
    expect(informative).toEqual([true, false]);
    expect(judge(figures, wrong, informative)).toMatchObject({ explained: 0, contradicted: 1 });
    expect(judge(figures, right, informative)).toMatchObject({ explained: 1, contradicted: 0 });
  });
});
