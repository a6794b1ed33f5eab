// A line is classified once with its reason: the rules that run before `classify` (before.ts) and the two that decide
// an earlier line's class at a later line (sections.ts REVISIONS) say so in that line's trace.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import type { LineTrace } from '../types.ts';
import { page, at } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-03-01', end: '2026-03-31' } };
const trace = (lines: Line[]) => {
  const out: LineTrace[] = [];
  const r = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts(), out);
  return { rows: r.statements.flatMap((s) => s.transactions.map((t) => `${t.date.slice(5)} ${t.description} ${t.amount}`)), at: (i: number) => out.find((e) => e.line === i) };
};

describe('decisions about an earlier line are recorded there, with the first reading', () => {
  it('text above a record that prints none of its own', () => {
    const t = trace(page([
      [['Beginning Balance', 40], at('1,000.00', 540)],
      [['Date', 40], ['Description', 100], at('Amount', 460), at('Balance', 540)],
      [['MERCHANT DEPOSIT', 100]],
      [['03/02', 40], at('100.00', 460), at('1,100.00', 540)],
      [],
      [['ACH PAYMENT', 100]],
      [['03/05', 40], at('50.00', 460), at('1,050.00', 540)],
      [],
      [['CARD PURCHASE', 100]],
      [['03/09', 40], at('25.00', 460), at('1,025.00', 540)],
      [['Ending Balance', 40], at('1,025.00', 540)],
    ]));
    expect(t.rows).toEqual(['03-02 MERCHANT DEPOSIT 100', '03-05 ACH PAYMENT 50', '03-09 CARD PURCHASE 25']);
    expect(t.at(2)).toMatchObject({ class: 'above', why: expect.stringMatching(/^text right above a record that prints none of its own \(decided at line 3; first read as above: title-like words right over a dated line/) });
  });

  it('the upper line of a column header printed over two lines', () => {
    const t = trace(page([
      [['Beginning Balance', 40], at('1,000.00', 540)],
      [['Date', 40], ['Description', 100], at('Amount', 460), at('Balance', 540)],
      [['03/02', 40], ['MERCHANT DEPOSIT', 100], at('100.00', 460), at('1,100.00', 540)],
      [['03/05', 40], ['ACH PAYMENT', 100], at('50.00', 460), at('1,050.00', 540)],
      [at('Posted', 460), at('Running', 540)],
      [['Date', 40], ['Description', 100], at('Amount', 460), at('Balance', 540)],
      [['03/09', 40], ['MERCHANT DEPOSIT', 100], at('200.00', 460), at('1,250.00', 540)],
      [['Ending Balance', 40], at('1,250.00', 540)],
    ]));
    expect(t.rows).toEqual(['03-02 MERCHANT DEPOSIT 100', '03-05 ACH PAYMENT 50', '03-09 MERCHANT DEPOSIT 200']);
    expect(t.at(4)).toMatchObject({ class: 'header', why: expect.stringMatching(/^the upper line of a column header printed over two lines \(decided at line 5; first read as continuation: /) });
  });
});

describe('the rules before the classification say what they did', () => {
  it('a balance line printing the table\'s columns takes the figure under the balance word, and says so', () => {
    const t = trace(page([
      [['Date', 40], ['Description', 100], at('Debit', 380), at('Credit', 460), at('Balance', 540)],
      [['03/01', 40], ['Opening Balance', 100], at('0.00', 380), at('1,000.00', 540)],
      [['03/02', 40], ['MERCHANT DEPOSIT', 100], at('100.00', 460), at('1,100.00', 540)],
      [['03/05', 40], ['ACH PAYMENT', 100], at('50.00', 380), at('1,050.00', 540)],
    ]));
    expect(t.at(1)?.why).toContain('(its balance is the one figure under the column header\'s balance word)');
  });
});
