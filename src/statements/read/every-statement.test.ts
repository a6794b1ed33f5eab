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

  it('is returned between two months with rows, the month after it opening at the same balance', () => {
    const month = (name: string, last: string, opening: string, closing: string, rows: Cell[][]): Cell[][] => [
      [[`Statement Period: ${name} 1, 2026 - ${name} ${last}, 2026`, 40]],
      [['Previous balance', 40], at(opening, 300)],
      [['New balance', 40], at(closing, 300)],
      [['Date', 40], ['Description', 120], at('Credits', 380), at('Debits', 470), at('Balance', 560)],
      ...(rows.length ? rows : [[['No transactions this period.', 40]] as Cell[]]),
    ];
    const lines = page([
      ...month('May', '31', '100.00', '150.00', [[['05/04/26', 40], ['DEPOSIT', 120], at('80.00', 380), at('180.00', 560)], [['05/20/26', 40], ['FEE', 120], at('30.00', 470), at('150.00', 560)]]),
      ...month('June', '30', '150.00', '150.00', []),
      ...month('July', '31', '150.00', '200.00', [[['07/02/26', 40], ['DEPOSIT', 120], at('50.00', 380), at('200.00', 560)]]),
    ]);
    expect(read(lines)).toEqual(['2026-05-01..2026-05-31 100->150 n2', '2026-06-01..2026-06-30 150->150 n0', '2026-07-01..2026-07-31 150->200 n1']);
  });

  it('is not made up where a printed total moved', () => {
    const lines = page([...head,
      [['Balance brought forward', 120], at('45.10', 560)],
      [['Number of credits', 40], ['2', 180], ['Total credits', 220], at('30.00', 470)],
    ]);
    expect(read(lines)).toEqual([]);
  });
});

describe('a day\'s items printed under one date', () => {
  it('reads every item of the day, each a type code and payee over the line with its amounts', () => {
    const lines = page([
      [['Statement period 01 May 2026 to 31 May 2026', 40]],
      [['Date', 40], ['Payment type and details', 120], at('Paid out', 380), at('Paid in', 470), at('Balance', 560)],
      [['01 May 26', 40], ['BALANCE BROUGHT FORWARD', 120], at('100.00', 560)],
      [['02 May 26', 40], ['CR', 120], ['REFUND', 150], at('4.00', 470), at('104.00', 560)],
      [['03 May 26', 40], ['CR', 120], ['SMITH J', 150]],
      [['REF 1234', 150], at('50.00', 470)],
      [['DD', 120], ['WATER CO', 150]],
      [['ACC 998', 150], at('20.00', 380), at('134.00', 560)],
      [['TFR', 120], ['112233 44556677', 150]],
      [['SAVINGS POT', 150], at('5.00', 470), at('139.00', 560)],
      [['VIS', 120], ['CORNER SHOP', 150]],
      [['LONDON', 150], at('10.00', 380), at('129.00', 560)],
      [['05 May 26', 40], ['CR', 120], ['INTEREST', 150], at('1.50', 470), at('130.50', 560)],
      [['06 May 26', 40], ['CR', 120], ['REFUND', 150], at('2.00', 470), at('132.50', 560)],
      [['07 May 26', 40], ['CR', 120], ['CASHBACK', 150], at('3.00', 470), at('135.50', 560)],
      // Amount columns are known by their many figures: more rows of each.
      ...[8, 9, 12, 13, 14].map((d, k): Cell[] => [[`${d} May 26`, 40], ['VIS', 120], ['CAFE', 150], at('1.00', 380), at(`${134.5 - k}.50`, 560)]),
      [['31 May 26', 40], ['BALANCE CARRIED FORWARD', 120], at('130.50', 560)],
    ]);
    expect(read(lines)).toEqual(['2026-05-01..2026-05-31 100->130.5 n13']);
  });
});

describe('two accounts in one file, each list opened by a dated balance', () => {
  it('starts the second list where the balance dates go back before the rows above', () => {
    const head = (name: string): Cell[][] => [[[name, 40]], [['Date', 40], ['Opération', 120], at('Débit', 470), at('Crédit', 560)]];
    const lines = page([
      ...head('COMPTE COURANT N° 0001234501'),
      [['SOLDE CREDITEUR AU 02/06/2014', 120], at('715,64', 560)],
      ...[3, 5, 9, 12, 16, 20, 23].map((d): Cell[] => [[`${String(d).padStart(2, '0')}/06/2014`, 40], ['PAIEMENT CB', 120], at('10,00', 470)]),
      [['28/06/2014', 40], ['VIR SALAIRE', 120], at('100,00', 560)],
      [['SOLDE CREDITEUR AU 30/06/2014', 120], at('745,64', 560)],
      ...head('LIVRET N° 0001234503'),
      [['SOLDE CREDITEUR AU 02/06/2014', 120], at('6.200,00', 560)],
      [['19/06/2014', 40], ['VIR VERS COMPTE COURANT', 120], at('1.000,00', 470)],
      [['SOLDE CREDITEUR AU 01/07/2014', 120], at('5.200,00', 560)],
    ]);
    expect(read(lines).map((s) => s.replace(/^\S+ /, '')).sort()).toEqual(['6200->5200 n1', '715.64->745.64 n8']);
  });
});

describe('a lone amount under a column header', () => {
  it('is in that column: a savings account\'s one withdrawal, its amounts on the line under its date', () => {
    const lines = page([
      [['Statement period 09 April to 08 August 2019', 40]],
      [['Date', 40], ['Payment type and details', 120], at('Paid out', 380), at('Paid in', 470), at('Balance', 560)],
      [['08 Apr 19', 40], ['BALANCE BROUGHT FORWARD', 120], at('1,000.00', 560)],
      ...['13 Apr 19', '13 May 19', '13 Jun 19'].flatMap((d, k): Cell[][] => [[[d, 40], ['CR', 120], ['INTEREST', 150]], [['GROSS', 150], at('1.00', 470), at(`1,00${k + 1}.00`, 560)]]),
      [['15 Jul 19', 40], ['TFR', 120], ['112233 44556677', 150]],
      [['TO CURRENT ACCOUNT', 150], at('500.00', 380), at('503.00', 560)],
      [['08 Aug 19', 40], ['BALANCE CARRIED FORWARD', 120], at('503.00', 560)],
    ]);
    expect(read(lines)).toEqual(['2019-04-09..2019-08-08 1000->503 n4']);
  });
});

describe('words of a description read as the title of a table without postings', () => {
  const rows = (from: number, to: number): Cell[][] => Array.from({ length: to - from + 1 }, (_, k): Cell[] =>
    [[`${String(from + k).padStart(2, '0')}/03/2026`, 40], ['CARD PAYMENT', 120], at('10.00', 380), at(`${(1000 - 10 * (from + k)).toFixed(2)}`, 560)]);
  it('do not end the list when the next rows\' balances go on from it', () => {
    const lines = page([
      [['Statement period 01/03/2026 to 31/03/2026', 40]],
      [['Date', 40], ['Description', 120], at('Withdrawal', 380), at('Deposit', 470), at('Balance', 560)],
      [['Opening Balance', 120], at('1,000.00', 560)],
      ...rows(1, 4),
      [['BALANCE SHEET ADVISORS', 120]],
      ...rows(5, 9),
      [['Closing Balance', 120], at('910.00', 560)],
      // A grid of daily balances stays no rows, even where its figures happen to step like the list's balances.
      [['Daily Balance Summary', 40]],
      [['Date', 40], at('Balance', 200), ['Date', 300], at('Balance', 460)],
      [['07/03/2026', 40], at('930.00', 200), ['08/03/2026', 300], at('920.00', 460)],
      [['09/03/2026', 40], at('910.00', 200)],
    ]);
    expect(read(lines)).toEqual(['2026-03-01..2026-03-31 1000->910 n9']);
  });
});
