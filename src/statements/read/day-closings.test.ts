// A day's balance printed among the rows: a dated line whose only word is the balance (spaced out letter by letter or
// not), a closing balance dated like a row with the next day's rows right under it, and a day of more items than the
// search tries, between two such balances. Each is a link of the running balance's chain, not a posting nor a
// statement's end.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';
import { at, page, type Cell } from './test-pages.ts';
import { unspaced } from './tokens.ts';

const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-05-01', end: '2026-05-31' }, dates: { dayFirst: true, why: 'the test' } };
// One amount column: the day's balances stand where the postings do (a balance column would tell them apart alone).
const header: Cell[] = [['Data', 40], ['Lançamento', 100], at('Valor', 480)];
const row = (date: string, text: string, amount: string): Cell[] => [[date, 40], [text, 100], at(amount, 480)];
const bal = row;
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts());
const rows = (lines: Line[]) => read(lines).statements.map((s) => [s.beginning_balance, s.ending_balance, ...s.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`)]);

describe('a day\'s balance among the rows', () => {
  it('spaced out letter by letter is the word', () => {
    expect(unspaced('S A L D O')).toBe('SALDO');
    expect(unspaced('B A L A N C E   F O R W A R D')).toBe('BALANCE FORWARD');
    expect(unspaced('A B C')).toBe('A B C');
    expect(unspaced('P O S PURCHASE')).toBe('P O S PURCHASE');
  });

  it('under a dated closing label, with the next day\'s rows right under it, links the chain: one statement', () => {
    const lines = page([
      header,
      bal('30/04', 'SALDO ANTERIOR', '1.000,00'),
      row('02/05', 'TRANSF CONTA 123', '-1.000,00'),
      row('02/05', 'CARD SALES VISA', '100,00'),
      row('02/05', 'CARD SALES MASTER', '50,00'),
      bal('02/05', 'SALDO FINAL DISPONIVEL', '150,00'),
      bal('02/05', 'S A L D O', '150,00'),
      row('03/05', 'TRANSF CONTA 123', '-150,00'),
      row('03/05', 'CARD SALES VISA', '70,00'),
      bal('03/05', 'S A L D O', '70,00'),
    ]);
    expect(rows(lines)).toEqual([[1000, 70, '2026-05-02 debit 1000', '2026-05-02 credit 100', '2026-05-02 credit 50', '2026-05-03 debit 150', '2026-05-03 credit 70']]);
  });

  it('made up by more items than the search tries, each read as its column reads it, explains them all', () => {
    const sales = Array.from({ length: 15 }, (_, k) => row('02/05', `CARD SALES ${k + 1}`, '10,00'));
    const lines = page([
      header,
      bal('30/04', 'SALDO ANTERIOR', '1.000,00'),
      row('02/05', 'TRANSF CONTA 123', '-1.000,00'),
      ...sales,
      bal('02/05', 'SALDO', '150,00'),
      row('03/05', 'TRANSF CONTA 123', '-150,00'),
      bal('03/05', 'SALDO', '0,00'),
    ]);
    const r = read(lines);
    expect(r.statements[0]!.transactions).toHaveLength(17);
    expect(r.sections[0]!.verified).toBe(true);
  });
});

describe('a balance line dated like a row, printing figures in the table\'s columns', () => {
  const head: Cell[] = [['Data', 40], ['Histórico', 100], at('Débito', 380), at('Crédito', 470), at('Saldo', 570)];
  it('takes its balance from under the balance column (a zero posting column before it, the day\'s totals)', () => {
    const lines = page([
      head,
      [['30/04/2026', 40], ['Saldo Anterior', 100], at('0,00', 470), at('1.000,00', 570)],
      [['02/05/2026', 40], ['TED RECEBIDA', 100], at('500,00', 470), at('1.500,00', 570)],
      [['03/05/2026', 40], ['PAGAMENTO', 100], at('-200,00', 380), at('1.300,00', 570)],
      [['03/05/2026', 40], ['Saldo Final', 100], at('200,00', 380), at('500,00', 470), at('1.300,00', 570)],
    ]);
    expect(rows(lines)).toEqual([[1000, 1300, '2026-05-02 credit 500', '2026-05-03 debit 200']]);
  });
});
