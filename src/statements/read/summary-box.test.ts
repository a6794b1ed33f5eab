// A summary box printed as a row of labels over a row of figures, with more labels than figures (item counts in cells
// of their own): each label's figure is the one standing under it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { itemsToWords, wordsToLines, type Line } from '../layout/layout.ts';
import type { TextItem } from '../types.ts';
import { LineAmounts } from './amounts.ts';
import { findBalances } from './balances.ts';

const S = DEFAULT_SETTINGS;
const page = (...rows: [string, number][][]): Line[] => rows.flatMap((cells, i) => wordsToLines(itemsToWords(cells.map(([str, x]): TextItem => ({ str, x, y: 60 + i * 12, w: str.length * 4.5, h: 9, font: 'f1' })), S.layout), 1, 612, 792, S.layout));

describe('a summary box of labels over figures', () => {
  it('reads the previous and current balance under their labels, item counts aside', () => {
    const lines = page(
      [['Previous Balance', 44], ['Total Credits', 179], ['34 items', 272], ['Total Debits', 314], ['57 items', 407], ['Current Balance', 449]],
      [['$3,998.22', 44], ['$49,177.05', 179], ['$46,670.58', 314], ['$6,504.69', 449]],
    );
    const b = findBalances(lines, 2026, S, new LineAmounts());
    expect([b.beginning, b.ending]).toEqual([399822, 650469]);
  });
  it('takes nothing from a table row under a header (its cells hold words)', () => {
    const lines = page(
      [['Previous Balance', 44], ['Date', 140], ['Description', 200], ['Current Balance', 449]],
      [['06/02', 140], ['DEPOSIT', 200], ['$12.00', 449]],
    );
    const b = findBalances(lines, 2026, S, new LineAmounts());
    expect([b.beginning, b.ending]).toEqual([null, null]);
  });
  it('reads labels printed over two lines ("Beginning" over "balance") with the figures under them', () => {
    const lines = page(
      [['Beginning', 44], ['Deposits and', 150], ['Checks and other', 260], ['Ending', 400]],
      [['balance', 44], ['other additions', 150], ['deductions', 260], ['balance', 400]],
      [['4,267.93', 44], ['1,527.34', 150], ['331.22', 260], ['5,464.05', 400]],
    );
    const b = findBalances(lines, 2026, S, new LineAmounts());
    expect([b.beginning, b.ending]).toEqual([426793, 546405]);
  });
  it('keeps the minus of an overdrawn balance ("-$2,120.20", "2,120.20-"), and drops a dash rule around a label', () => {
    const lines = page(
      [['-- Opening balance --', 44], ['Deposits and credits (63)', 179], ['Withdrawals and debits (167)', 314], ['Closing balance', 449]],
      [['$4,934.65', 44], ['$39,494.42', 179], ['$46,549.27', 314], ['-$2,120.20', 449]],
    );
    const b = findBalances(lines, 2026, S, new LineAmounts());
    expect([b.beginning, b.ending]).toEqual([493465, -212020]);
    const trailing = page(
      [['Opening balance', 44], ['Closing balance', 449]],
      [['12.00', 44], ['2,120.20-', 449]],
    );
    const t = findBalances(trailing, 2026, S, new LineAmounts());
    expect([t.beginning, t.ending]).toEqual([1200, -212020]);
  });
});
