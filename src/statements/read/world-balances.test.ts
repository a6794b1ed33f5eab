// Balances and statements of other countries' layouts, each mechanism alone on small hand-built pages: the Italian,
// Polish and French words for an opening and a closing balance, a currency code after an amount, an ordinal day, a
// brought-forward balance in the middle of a day, a brought-forward balance under a new statement period, a row under
// a new statement period after a list's closing, a table whose columns move from one statement to the next.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page, type Cell } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts, parseMoney } from './amounts.ts';
import { dateAt } from './dates.ts';
import { tokenize } from './tokens.ts';
import { findPeriod } from './period.ts';
import type { DocContext } from './context.ts';

const ctx = (start: string | null, end: string | null): DocContext => ({ bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start, end } });
const read = (lines: Line[], c: DocContext) => readHypotheses(lines, c, DEFAULT_SETTINGS, new LineAmounts());
const label = (cells: Cell[]) => tokenize(page([cells])[0]!, 0, DEFAULT_SETTINGS.lines, new LineAmounts()).label;

describe('balance words of other languages', () => {
  it('knows the Italian, Polish and French opening and closing balances', () => {
    expect(label([['01/11/26', 40], at('203,68', 300), ['SALDO INIZIALE A VOSTRO CREDITO', 320]])).toBe('opening');
    expect(label([['SALDO PRECEDENTE', 100], at('9.768,28', 400)])).toBe('opening');
    expect(label([['SALDO CONTABILE FINALE', 100], at('9.768,28', 400)])).toBe('closing');
    expect(label([['Saldo poczatkowe', 100], at('1 364,22', 400)])).toBe('opening');
    expect(label([['Saldo końcowe', 100], at('1 364,22', 400)])).toBe('closing');
    expect(label([['Solde au début de la période', 100], at('13 989,10', 400)])).toBe('opening');
    expect(label([['Solde à la fin de la période', 100], at('27 172,55', 400)])).toBe('closing');
    expect(label([['01 DÉC', 40], ['Solde reporté', 100], at('13 989,10', 400)])).toBe('opening');
  });
  it('reads a currency code after an amount, and an ordinal day ("1er juin 2025")', () => {
    expect(parseMoney('1 364,22 PLN')).toEqual({ cents: 136422, sign: 0 });
    expect(parseMoney('-4 251,50 PLN')).toEqual({ cents: 425150, sign: -1 });
    expect(dateAt('1er juin 2025')).toMatchObject({ y: 2025, m: 6, d: 1 });
    expect(parseMoney('20 171,57 $')).toEqual({ cents: 2017157, sign: 0 });
  });
  it('reads a Polish period ("za okres od 2024-12-01 do 2024-12-31")', () => {
    expect(findPeriod(page([[['za okres od 2024-12-01 do 2024-12-31', 40]]]), null, DEFAULT_SETTINGS)).toEqual({ start: '2024-12-01', end: '2024-12-31' });
  });
});

describe('a brought-forward balance in the middle of a day', () => {
  it('continues the list when the rows since the last printed balance lead to it', () => {
    // The balance is printed on a day's last row only; the day goes on past the page break.
    const p1 = page([
      [['Date', 40], ['Description', 100], at('Out', 420), at('In', 500), at('Balance', 580)],
      [['1 Jun 2025', 40], ['BALANCE FORWARD', 100], at('1,000.00', 580)],
      [['2 Jun 2025', 40], ['SALES', 100], at('300.00', 500)],
      [['RENT', 100], at('100.00', 420), at('1,200.00', 580)],
      [['3 Jun 2025', 40], ['SALES', 100], at('50.00', 500)],
      [['CARD', 100], at('20.00', 420)],
    ], 1);
    const p2 = page([
      [['Date', 40], ['Description', 100], at('Out', 420), at('In', 500), at('Balance', 580)],
      [['BALANCE FORWARD', 100], at('1,230.00', 580)],
      [['SALES', 100], at('70.00', 500), at('1,300.00', 580)],
      [['4 Jun 2025', 40], ['RENT', 100], at('100.00', 420), at('1,200.00', 580)],
    ], 2);
    const r = read([...p1, ...p2], ctx('2025-06-01', '2025-06-30'));
    expect(r.statements).toHaveLength(1);
    const st = r.statements[0]!;
    expect(st.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`)).toEqual([
      '2025-06-02 credit 300', '2025-06-02 debit 100', '2025-06-03 credit 50', '2025-06-03 debit 20', '2025-06-03 credit 70', '2025-06-04 debit 100',
    ]);
    expect([st.beginning_balance, st.ending_balance]).toEqual([1000, 1200]);
  });
});

describe('a brought-forward balance under a new statement period', () => {
  it('opens the next statement of the same account', () => {
    const month = (from: string, to: string, rows: Cell[][]): Cell[][] => [
      [[`Period : ${from} TO ${to}`, 40]],
      [['Date', 40], ['Particulars', 100], at('Debit', 420), at('Credit', 500), at('Balance', 580)],
      ...rows,
    ];
    const lines = [
      ...page(month('01 MAR 2026', '31 MAR 2026', [
        [['01 MAR', 40], ['BALANCE B/F', 100], at('1,000.00', 580)],
        [['02 MAR', 40], ['SALES', 100], at('300.00', 500), at('1,300.00', 580)],
        [['31 MAR', 40], ['BALANCE C/F', 100], at('1,300.00', 580)],
      ]), 1),
      ...page(month('01 APR 2026', '30 APR 2026', [
        [['01 APR', 40], ['BALANCE B/F', 100], at('1,300.00', 580)],
        [['02 APR', 40], ['RENT', 100], at('200.00', 420), at('1,100.00', 580)],
        [['30 APR', 40], ['BALANCE C/F', 100], at('1,100.00', 580)],
      ]), 2),
    ];
    const r = read(lines, ctx(null, null));
    expect(r.statements.map((s) => [s.period_start, s.period_end, s.beginning_balance, s.ending_balance, s.transactions.length])).toEqual([
      ['2026-03-01', '2026-03-31', 1000, 1300, 1], ['2026-04-01', '2026-04-30', 1300, 1100, 1],
    ]);
  });
});

describe('a row under a new statement period after the list\'s printed closing', () => {
  it('starts the next statement\'s list, its opening printed nowhere the reader knows', () => {
    const month = (from: string, to: string, rows: Cell[][]): Cell[][] => [
      [[`Periodo: del ${from} al ${to}`, 40]],
      [['Fecha', 40], ['Concepto', 100], at('Importe', 500), at('Saldo', 580)],
      ...rows,
    ];
    const lines = [
      ...page(month('01/10/2026', '31/10/2026', [
        [['01/10/2026', 40], ['VENTAS', 100], at('300,00', 500), at('1.300,00', 580)],
        [['02/10/2026', 40], ['ALQUILER', 100], at('-200,00', 500), at('1.100,00', 580)],
        [['Saldo final', 100], at('1.100,00', 580)],
      ]), 1),
      ...page(month('01/11/2026', '30/11/2026', [
        [['03/11/2026', 40], ['VENTAS', 100], at('50,00', 500), at('1.150,00', 580)],
        [['04/11/2026', 40], ['RECIBO', 100], at('-20,00', 500), at('1.130,00', 580)],
        [['Saldo final', 100], at('1.130,00', 580)],
      ]), 2),
    ];
    const r = read(lines, ctx(null, null));
    expect(r.statements.map((s) => [s.period_start, s.period_end, s.ending_balance, s.transactions.length])).toEqual([
      ['2026-10-01', '2026-10-31', 1100, 2], ['2026-11-01', '2026-11-30', 1130, 2],
    ]);
  });
});

describe('a summary printed under the table', () => {
  it('repeats the list\'s opening and gives its closing, and the next statement opens after it', () => {
    const month = (period: string, rows: Cell[][]): Cell[][] => [
      [[`Period  ${period}`, 40]],
      [['Date', 40], ['Description', 100], at('Out', 420), at('In', 500), at('Balance', 580)],
      ...rows,
    ];
    const lines = [
      ...page(month('01 Mar 2025 - 31 Mar 2025', [
        [['01 Mar 2025', 40], ['BALANCE FORWARD', 100], at('1,000.00', 580)],
        [['03 Mar 2025', 40], ['SALES', 100], at('300.00', 500), at('1,300.00', 580)],
        [['Opening Balance', 100], at('1,000.00', 580)],
        [['Closing Balance', 100], at('1,300.00', 580)],
      ]), 1),
      ...page(month('01 Apr 2025 - 30 Apr 2025', [
        [['01 Apr 2025', 40], ['BALANCE FORWARD', 100], at('1,300.00', 580)],
        [['02 Apr 2025', 40], ['RENT', 100], at('200.00', 420), at('1,100.00', 580)],
        [['Opening Balance', 100], at('1,300.00', 580)],
        [['Closing Balance', 100], at('1,100.00', 580)],
      ]), 2),
    ];
    const r = read(lines, ctx(null, null));
    expect(r.statements.map((s) => [s.period_start, s.beginning_balance, s.ending_balance, s.transactions.length])).toEqual([
      ['2025-03-01', 1000, 1300, 1], ['2025-04-01', 1300, 1100, 1],
    ]);
  });
});

describe('a table whose columns move from one statement to the next', () => {
  it('keeps the descriptions right of the amounts on every page (no block beside the table)', () => {
    // Amounts first, the description last; the second statement sets its columns further left.
    const rows = (x: number, n: number, day: string) => Array.from({ length: n }, (_, k): Cell[] => (
      [[`${day}/0${k + 1}/2026`, 40], at(`${k + 1}0,00`, x), [`PAYMENT ${k}`, x + 14]]));
    const p1 = page([[['Data', 40], ['DARE', 200], ['DESCRIZIONE', 280]], ...rows(265, 6, '0'.concat('2'))], 1);
    const p2 = page([[['Data', 40], ['DARE', 180], ['DESCRIZIONE', 251]], ...rows(237, 4, '0'.concat('3'))], 2);
    const texts = read([...p1, ...p2], ctx(null, null)).statements.flatMap((s) => s.transactions.map((t) => t.description));
    expect(texts).toHaveLength(10);
    expect(texts.every((t) => /^PAYMENT \d$/.test(t))).toBe(true);
  });
});

describe('a column of amounts set close left of the descriptions', () => {
  it('reads an amount that starts a cell, words run into it, where such amounts line up on their right edges', () => {
    // The credit column ends where the descriptions start, so each credit and its description make one cell.
    const glued = (amount: string, words: string): Cell => [`${amount} ${words}`, 300 - amount.length * 5];
    const lines = page([
      [['Data', 40], ['Dare', 200], ['Avere', 270], ['Descrizione operazioni', 310]],
      [['01/05/2025', 40], glued('7.202,29', 'SALDO INIZIALE')],
      [['01/05/2025', 40], glued('1.408,21', 'ACCREDITO POS 021262')],
      [['02/05/2025', 40], at('75,54', 230), ['ADDEBITO DIRETTO', 306]],
      [['02/05/2025', 40], glued('174,80', 'STORNO PAGAMENTO POS')],
      [['05/05/2025', 40], glued('610,70', 'VERSAMENTO CONTANTI')],
      [['31/05/2025', 40], glued('9.320,46', 'SALDO FINALE')],
    ]);
    const st = read(lines, ctx('2025-05-01', '2025-05-31')).statements[0]!;
    expect(st.transactions.map((t) => `${t.direction} ${t.amount} ${t.description}`)).toEqual([
      'credit 1408.21 ACCREDITO POS 021262', 'debit 75.54 ADDEBITO DIRETTO', 'credit 174.8 STORNO PAGAMENTO POS', 'credit 610.7 VERSAMENTO CONTANTI',
    ]);
    expect([st.beginning_balance, st.ending_balance]).toEqual([7202.29, 9320.46]);
  });
});
