// Every statement the document prints is returned (issue 32, item 5), each case alone on small hand-built pages: a
// zero-balance sweep account (every day's activity swept out, each day ending at 0), a month without activity
// (opening = closing, no rows) beside a month with rows, a balance carried forward at the end of a list with no rows.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { parseLinesExplained } from './document.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

const read = (lines: Line[]) => parseLinesExplained(lines, DEFAULT_SETTINGS).statements
  .map((s) => `${s.period_start}..${s.period_end} ${s.beginning_balance}->${s.ending_balance} n${s.transactions.length}${s.unverified ? ' unverified' : ''}`);

describe('a zero-balance sweep account', () => {
  it('is returned with its rows, each day ending at 0', () => {
    const rows: Cell[][] = [];
    for (const [d, amounts] of [['06/02', [120000, 35050]], ['06/03', [98000]], ['06/05', [4500, 61025, 1200]]] as [string, number[]][]) {
      let day = 0;
      for (const c of amounts) { day += c; rows.push([[d, 40], ['DEPOSIT', 120], at((c / 100).toFixed(2), 470)]); }
      rows.push([[d, 40], ['ZBA TRANSFER TO 0099887766', 120], at((day / 100).toFixed(2), 380), at('0.00', 560)]);
    }
    const lines = page([
      [['Business Sweep Account', 40]],
      [['Statement period 06/01/2026 to 06/30/2026', 40]],
      [['Beginning balance on 06/01/2026', 40], at('$0.00', 300)],
      [['Ending balance on 06/30/2026', 40], at('$0.00', 300)],
      [['Date', 40], ['Description', 120], at('Debits', 380), at('Credits', 470), at('Balance', 560)],
      ...rows,
    ]);
    expect(read(lines)).toEqual(['2026-06-01..2026-06-30 0->0 n9']);
  });
});

describe('a month without activity', () => {
  const head: Cell[][] = [
    [['Current Account Statement', 40]],
    [['Statement period 01 May 2026 to 31 May 2026', 40]],
    [['Date', 40], ['Description', 120], at('Debit', 380), at('Credit', 470), at('Balance', 560)],
  ];
  it('is returned with no rows when its totals print zero', () => {
    const lines = page([...head,
      [['Balance brought forward', 120], at('45.10', 560)],
      [['Number of debits', 40], ['0', 180], ['Total debits', 220], at('0.00', 380)],
      [['Number of credits', 40], ['0', 180], ['Total credits', 220], at('0.00', 470)],
    ]);
    expect(read(lines)).toEqual(['2026-05-01..2026-05-31 45.1->45.1 n0']);
  });

  it('is returned with no rows when its balance is carried forward unchanged', () => {
    const lines = page([...head,
      [['01 May 26', 40], ['BALANCE BROUGHT FORWARD', 120], at('1,045.10', 560)],
      [['31 May 26', 40], ['BALANCE CARRIED FORWARD', 120], at('1,045.10', 560)],
    ]);
    expect(read(lines)).toEqual(['2026-05-01..2026-05-31 1045.1->1045.1 n0']);
  });

  it('is not made up where a printed total moved', () => {
    const lines = page([...head,
      [['Balance brought forward', 120], at('45.10', 560)],
      [['Number of credits', 40], ['2', 180], ['Total credits', 220], at('30.00', 470)],
    ]);
    expect(read(lines)).toEqual([]);
  });
});
