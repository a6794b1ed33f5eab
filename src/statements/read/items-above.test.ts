// A day's items printed one under the other, the date on the day's first row only, each item's text over the line with
// its amounts: an item whose text runs over several lines (a purchase abroad: payee, place, the foreign amount and
// rate), a reference number left alone on an item's amounts line, and a dated item right after a page break.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';
import { at, page, type Cell } from './test-pages.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-05-01', end: '2026-05-31' } };
const header: Cell[] = [['Date', 40], ['Payment type and details', 120], at('Paid out', 400), at('Paid in', 480), at('Balance', 570)];
/** A line: date, type code, details, paid out, paid in, balance (empty strings print nothing). */
const line = (date: string, type: string, details: string, out = '', inn = '', balance = ''): Cell[] => [
  ...(date ? [[date, 40] as Cell] : []), ...(type ? [[type, 120] as Cell] : []), ...(details ? [[details, 150] as Cell] : []),
  ...(out ? [at(out, 400)] : []), ...(inn ? [at(inn, 480)] : []), ...(balance ? [at(balance, 570)] : []),
];
const statement = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!;
const rows = (lines: Line[]) => statement(lines).transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`);

describe('the next item of a day', () => {
  it('may print its text over four lines above its amounts', () => {
    const lines = page([
      header,
      line('01 May 2026', '', 'BALANCE BROUGHT FORWARD', '', '', '1,000.00'),
      line('04 May 2026', 'DD', 'GAS CO', '10.00'),
      line('', 'VIS', 'SHOP'),
      line('', '', 'LONDON', '5.00'),
      line('', 'VIS', 'HOTEL DU LAC'),
      line('', '', 'PARIS'),
      line('', '', 'FRANCE'),
      line('', '', 'EUR 8.33 @ 1.1600'),
      line('', '', 'Visa Rate', '7.18'),
      line('', 'DR', 'Non-Sterling'),
      line('', '', 'Transaction Fee', '0.20', '', '977.62'),
      line('05 May 2026', 'CR', 'SALES', '', '100.00', '1,077.62'),
    ]);
    expect(rows(lines)).toEqual(['2026-05-04 debit 10', '2026-05-04 debit 5', '2026-05-04 debit 7.18', '2026-05-04 debit 0.2', '2026-05-05 credit 100']);
  });

  it('whose text is only a reference number is a posting of the history, not a check listed again', () => {
    const lines = page([
      header,
      line('01 May 2026', '', 'BALANCE BROUGHT FORWARD', '', '', '1,000.00'),
      line('28 May 2026', 'SO', 'CLUB', '5.00'),
      line('', 'SO', 'SAVINGS'),
      line('', '', '101146', '5.00'),
      line('', '', 'RENT', '35.00', '', '955.00'),
    ]);
    expect(rows(lines)).toEqual(['2026-05-28 debit 5', '2026-05-28 debit 5', '2026-05-28 debit 35']);
  });

  it('after a dated item at the next page\'s top, goes on with that item\'s day, not the day before the page break', () => {
    const first = page([
      header,
      line('01 May 2026', '', 'BALANCE BROUGHT FORWARD', '', '', '1,000.00'),
      line('04 May 2026', 'DD', 'GAS CO', '10.00', '', '990.00'),
      line('', '', 'BALANCE CARRIED FORWARD', '', '', '990.00'),
    ], 1);
    const second = page([
      header,
      line('', '', 'BALANCE BROUGHT FORWARD', '', '', '990.00'),
      line('05 May 2026', 'SO', 'CLUB'),
      line('', '', 'MEMBERSHIP', '30.00'),
      line('', 'VIS', 'SHOP'),
      line('', '', 'LONDON', '20.00'),
      line('', 'VIS', 'CAFE'),
      line('', '', 'LONDON', '5.00', '', '935.00'),
    ], 2);
    expect(rows([...first, ...second])).toEqual(['2026-05-04 debit 10', '2026-05-05 debit 30', '2026-05-05 debit 20', '2026-05-05 debit 5']);
  });
});

describe('words of a description that name a balance', () => {
  it('wrapped right under a row are its words, not the title of a table of balances', () => {
    const head: Cell[] = [['Date', 40], ['Transaction Description', 120], at('Deposit', 400), at('Withdrawal', 480), at('Balance', 570)];
    const lines = page([
      head,
      [['Balance from previous statement', 120], at('1,000.00', 570)],
      [['11-05-2026', 40], ['Fund transfer', 120], at('450.00', 480), at('550.00', 570)],
      [['balance service tax', 120]],
      [['ACME SERVICES SDN BHD', 120]],
      [['15-05-2026', 40], ['Fund transfer', 120], at('300.00', 480)],
      [['16-05-2026', 40], ['Giro credit', 120], at('1,000.00', 400), at('1,250.00', 570)],
    ]);
    const st = statement(lines);
    expect(st.transactions.map((t) => `${t.direction} ${t.amount}`)).toEqual(['debit 450', 'debit 300', 'credit 1000']);
    expect(st.transactions[0]!.description).toContain('balance service tax');
  });
});

describe('rows after a list\'s balance carried forward', () => {
  it('dated before its last row, under no balance brought forward, are another table\'s, not the list\'s', () => {
    const head: Cell[] = [['Date', 40], ['Description', 120], at('Debit', 400), at('Credit', 480), at('Balance', 570)];
    const lines = page([
      head,
      [['01 May', 40], ['B/F BALANCE', 120], at('1,000.00', 570)],
      [['02 May', 40], ['INWARD TRANSFER', 120], at('500.00', 480), at('1,500.00', 570)],
      [['20 May', 40], ['LOAN PAYMENT', 120], at('200.00', 400), at('1,300.00', 570)],
      [['31 May', 40], ['INWARD TRANSFER', 120], at('100.00', 480), at('1,400.00', 570)],
      [['31 May', 40], ['C/F BALANCE', 120], at('1,400.00', 570)],
      [],
      [['NOTICE OF COMMODITY TRADING', 40]],
      [['Date', 40], ['Certificate No', 120], ['Net Deposit', 300], ['Selling Price', 420]],
      [['02 May', 40], ['T0001', 120], at('500.00', 350), at('512.00', 480)],
      [['31 May', 40], ['T0002', 120], at('100.00', 350), at('102.40', 480)],
    ]);
    const sts = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements;
    // The list keeps its own rows; the other table is no part of it (whatever is made of it).
    expect([sts[0]!.beginning_balance, sts[0]!.ending_balance, sts[0]!.transactions.map((t) => `${t.date.slice(5)} ${t.amount}`)]).toEqual([1000, 1400, ['05-02 500', '05-20 200', '05-31 100']]);
  });
});
