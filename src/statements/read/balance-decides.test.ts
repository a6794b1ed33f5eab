// What the rows and the balances printed with them decide: a day's rows printed with the date on the first only may run
// over a page break (the undated rows at the next page's top go on with that day, whether a footer or a carried-forward
// balance ended the page); a row whose amount does not move the printed balance is a notice, not a posting; a column
// of bare document numbers labels the item and is not its text.
import { describe, expect, it } from 'vitest';
import { itemsToWords, wordsToLines, type Line } from '../layout/layout.ts';
import type { TextItem } from '../types.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { LineAmounts } from './amounts.ts';
import type { DocContext } from './context.ts';

type Cell = [string, number];
const item = (str: string, x: number, y: number, h = 10): TextItem => ({ str, x, y, w: str.length * h * 0.5, h, font: 'f1' });
function page(rows: Cell[][], pageNo: number): Line[] {
  const items = rows.flatMap((cells, k) => cells.map(([s, x]) => item(s, x, 100 + k * 14)));
  return wordsToLines(itemsToWords(items, DEFAULT_SETTINGS.layout), pageNo, 612, 792, DEFAULT_SETTINGS.layout);
}
const at = (s: string, right: number): Cell => [s, right - s.length * 5];
const ctx: DocContext = { bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start: '2026-05-01', end: '2026-05-31' } };
const header: Cell[] = [['Date', 40], ['Description', 120], at('Money in', 400), at('Money out', 480), at('Balance', 570)];
const cells = (date: string, text: string, moneyIn: string, out: string, balance: string): Cell[] =>
  [...(date ? [[date, 40] as Cell] : []), [text, 120], ...(moneyIn ? [at(moneyIn, 400)] : []), ...(out ? [at(out, 480)] : []), ...(balance ? [at(balance, 570)] : [])];
const read = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`);

const firstPage = (end: Cell[][]) => page([
  header,
  cells('01 May 2026', 'BROUGHT FORWARD', '', '', '1,000.00'),
  cells('24 May 2026', 'SALES', '100.00', '', '1,100.00'),
  cells('25 May 2026', 'RENT', '', '50.00', ''),
  ...end,
], 1);
const secondPage = (start: Cell[][]) => page([
  ...start,
  cells('', 'GAS', '', '20.00', ''),
  cells('', 'TRANSFER', '', '30.00', '1,000.00'),
  cells('27 May 2026', 'SALES', '200.00', '', '1,200.00'),
], 2);
const want = ['2026-05-24 credit 100', '2026-05-25 debit 50', '2026-05-25 debit 20', '2026-05-25 debit 30', '2026-05-27 credit 200'];

describe('a day going on over a page break', () => {
  it('after a footer ending the page, the undated rows at the next page\'s top take the last row\'s day', () => {
    const footer: Cell[][] = [[], [], [], [['Test Bank is authorised and regulated by the regulator.', 40]]];
    expect(read([...firstPage(footer), ...secondPage([])])).toEqual(want);
  });
  it('after a balance carried forward, the undated rows under the balance brought forward take the last row\'s day', () => {
    expect(read([...firstPage([cells('', 'BALANCE CARRIED FORWARD', '', '', '1,050.00')]), ...secondPage([cells('', 'BALANCE BROUGHT FORWARD', '', '', '1,050.00')])])).toEqual(want);
  });
});

describe('a printed row whose amount does not move the balance', () => {
  it('is a notice, not a posting: the balance decides', () => {
    const lines = page([
      header,
      cells('01 May 2026', 'BROUGHT FORWARD', '', '', '1,000.00'),
      cells('04 May 2026', 'SALES', '100.00', '', '1,100.00'),
      cells('05 May 2026', 'NOTICE: UNPAID DEBIT ORDER RETURNED', '', '699.38', '1,100.00'),
      cells('06 May 2026', 'RENT', '', '50.00', ''),
      cells('06 May 2026', 'GAS', '', '20.00', '1,030.00'),
      cells('31 May 2026', 'CLOSING BALANCE', '', '', '1,030.00'),
    ], 1);
    const st = readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!;
    expect(st.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`)).toEqual(['2026-05-04 credit 100', '2026-05-06 debit 50', '2026-05-06 debit 20']);
    expect([st.beginning_balance, st.ending_balance]).toEqual([1000, 1030]);
  });
});

describe('a column of document numbers', () => {
  const table = (refHeader: string, refs: string[]) => page([
    [['Data', 40], ['Descrição', 110], [refHeader, 330], at('Valor', 480), at('Saldo', 570)],
    [['01/05/2026', 40], ['SALDO ANTERIOR', 110], at('1.000,00', 570)],
    [['04/05/2026', 40], ['PIX RECEBIDO ACME', 110], [refs[0]!, 330], at('100,00', 480), at('1.100,00', 570)],
    [['05/05/2026', 40], ['COMPRA CARTAO POSTO', 110], [refs[1]!, 330], at('-50,00', 480), at('1.050,00', 570)],
    [['06/05/2026', 40], ['TARIFA PACOTE', 110], [refs[2]!, 330], at('-20,00', 480), at('1.030,00', 570)],
  ], 1);
  const texts = (lines: Line[]) => readHypotheses(lines, ctx, DEFAULT_SETTINGS, new LineAmounts()).statements[0]!.transactions.map((t) => t.description);
  it('is left out of the description when it prints bare numbers', () => {
    expect(texts(table('Nº Doc.', ['676402', '140298', '993716']))).toEqual(['PIX RECEBIDO ACME', 'COMPRA CARTAO POSTO', 'TARIFA PACOTE']);
  });
  it('stays in it when it prints codes of letters and digits', () => {
    expect(texts(table('Reference No.', ['BR260803V6TE', 'AC260803KK69', 'AD260803HJLG']))).toEqual(['PIX RECEBIDO ACME BR260803V6TE', 'COMPRA CARTAO POSTO AC260803KK69', 'TARIFA PACOTE AD260803HJLG']);
  });
});
