// Day first or month first, decided per document by what it prints (issue 32, item 4), each judge alone on small
// hand-built pages: dates only one order reads decide the statement date and the period too; rows that read both ways
// are read the way that keeps them days apart; a US list stays month first.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { parseLinesExplained } from './document.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { documentDateOrder } from './date-order.ts';

const money = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** A statement page: header lines, a column header, an opening balance, rows (date, text, cents: + deposit, - withdrawal) with running balances, a closing. */
function statement(head: string[], rows: [string, string, number][], open = 100000): Line[] {
  let bal = open;
  const lines: Cell[][] = head.map((h) => [[h, 40]]);
  lines.push([['Date', 40], ['Description', 120], at('Withdrawal', 380), at('Deposit', 470), at('Balance', 560)]);
  lines.push([['Opening Balance', 120], at(money(open), 560)]);
  for (const [d, t, c] of rows) {
    bal += c;
    lines.push([[d, 40], [t, 120], c < 0 ? at(money(-c), 380) : at(money(c), 470), at(money(bal), 560)]);
  }
  lines.push([['Closing Balance', 120], at(money(bal), 560)]);
  return page(lines);
}

const read = (lines: Line[]) => parseLinesExplained(lines, DEFAULT_SETTINGS).statements
  .map((s) => ({ period: `${s.period_start}..${s.period_end}`, dates: s.transactions.map((t) => t.date) }));

describe('the document\'s date order', () => {
  it('reads an ambiguous statement date day first when the rows print dates only day first reads', () => {
    // "Statement Date 01/07/2024" is the 7th of January month first; the rows (28/06/2024) say the document is day first.
    const lines = statement(['Statement Date 01/07/2024'], [
      ['03/06/2024', 'TRANSFER IN', 50000], ['14/06/2024', 'CARD SHOP', -2500], ['28/06/2024', 'CHEQUE', -10000],
    ]);
    expect(documentDateOrder(lines, DEFAULT_SETTINGS).dayFirst).toBe(true);
    // A statement dated the 1st of July lists June: its period starts on the first of the earliest row's month.
    expect(read(lines)).toEqual([{ period: '2024-06-01..2024-07-01', dates: ['2024-06-03', '2024-06-14', '2024-06-28'] }]);
  });

  it('reads a period that is a period both ways in the order the rows print', () => {
    // 01/06/2025 - 08/09/2025 is January to August month first, June to September day first.
    const rows: [string, string, number][] = [
      ['02/06/2025', 'SALARY', 90000], ['05/06/2025', 'RENT', -40000], ['17/06/2025', 'GROCER', -3000],
      ['03/07/2025', 'SALARY', 90000], ['04/07/2025', 'RENT', -40000], ['21/07/2025', 'FUEL', -2000],
      ['01/08/2025', 'SALARY', 90000], ['06/08/2025', 'RENT', -40000], ['25/08/2025', 'GROCER', -3000],
      ['02/09/2025', 'SALARY', 90000], ['05/09/2025', 'RENT', -40000],
    ];
    const lines = statement(['Statement period 01/06/2025 - 08/09/2025'], rows);
    const got = read(lines);
    expect(got.map((s) => s.period)).toEqual(['2025-06-01..2025-09-08']);
    expect(got[0]!.dates).toHaveLength(rows.length);
    expect(got[0]!.dates[0]).toBe('2025-06-02');
  });

  it('reads rows that all read both ways in the order that keeps them days apart', () => {
    // Every date reads both ways; month first they jump months (6 January, 6 February, 6 May ...), day first they
    // are days apart. The period is a period both ways too.
    const lines = statement(['Statement period 01/06/2025 to 12/06/2025'], [
      ['01/06/2025', 'SALARY', 90000], ['02/06/2025', 'RENT', -40000], ['05/06/2025', 'GROCER', -3000],
      ['07/06/2025', 'FUEL', -2000], ['09/06/2025', 'GROCER', -3000], ['11/06/2025', 'FUEL', -2000],
    ]);
    expect(read(lines)).toEqual([{ period: '2025-06-01..2025-06-12', dates: ['2025-06-01', '2025-06-02', '2025-06-05', '2025-06-07', '2025-06-09', '2025-06-11'] }]);
  });

  it('keeps a US list month first', () => {
    const lines = statement(['Statement period 06/01/2025 to 06/12/2025'], [
      ['06/01/2025', 'DEPOSIT', 90000], ['06/02/2025', 'ACH DEBIT', -40000], ['06/05/2025', 'CARD', -3000], ['06/09/2025', 'CARD', -2000],
    ]);
    expect(documentDateOrder(lines, DEFAULT_SETTINGS).dayFirst).toBe(false);
    expect(read(lines)).toEqual([{ period: '2025-06-01..2025-06-12', dates: ['2025-06-01', '2025-06-02', '2025-06-05', '2025-06-09'] }]);
  });
});

describe('dates printed as a run of digits', () => {
  const rows: [string, string, number][] = [
    ['010425', 'TRANSFER TO LOAN', -20000], ['020425', 'TRANSFER IN', 17000], ['020425', 'CARD SHOP', -1980],
    ['070425', 'CHEQUE DEPOSIT', 4900], ['150425', 'SERVICE CHARGE', -50], ['290425', 'TRANSFER IN', 600],
  ];

  it('reads them as dates in the field order that makes them dates days apart', () => {
    const lines = statement(['Statement Date 30/04/2025'], rows);
    expect(read(lines)).toEqual([{ period: '2025-04-01..2025-04-30', dates: ['2025-04-01', '2025-04-02', '2025-04-02', '2025-04-07', '2025-04-15', '2025-04-29'] }]);
  });

  it('leaves runs of digits that are no dates as they are', () => {
    // Reference numbers: 123456 is no date in any field order.
    const lines = statement(['Statement Date 30/04/2025'], rows.map(([, t, c], k) => [`12345${k}`, t, c]));
    expect(read(lines)).toEqual([]);
  });
});

describe('a range printed in a description', () => {
  it('is not the period when the rows fall outside it', () => {
    // "NOV 24 TO APR 25" (what a payment was for) is a range of dates; the statement's own date is 30/06/2025.
    const lines = statement(['Statement Date 30/06/2025'], [
      ['02/06/2025', 'MACHINE RENTAL NOV 24 TO APR 25', 49000], ['05/06/2025', 'CARD SHOP', -1980], ['19/06/2025', 'TRANSFER', -600],
    ]);
    expect(read(lines)).toEqual([{ period: '2025-06-01..2025-06-30', dates: ['2025-06-02', '2025-06-05', '2025-06-19'] }]);
  });
});
