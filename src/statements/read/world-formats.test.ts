// Other countries' conventions, each mechanism alone on small hand-built pages: month names of several languages,
// day-first DD-MM and DD.MM, C/D marks, lakh grouping, a number style decided per document, balance lines known by the
// language's balance words or by their place, subtotals known by what they add up to, column roles decided by the
// printed balances when no header names them.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page } from './test-pages.ts';
import { readHypotheses } from './reader.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { amountStyle, parseMoney, LineAmounts } from './amounts.ts';
import { dateAt } from './dates.ts';
import { tokenize } from './tokens.ts';
import { findLast4 } from './account.ts';
import { findPeriod } from './period.ts';
import type { DocContext } from './context.ts';

const ctx = (start: string, end: string): DocContext => ({ bank: 'Test Bank', holder: { holder: 'ACME', block: [] }, period: { start, end } });
const txs = (lines: Line[], c: DocContext, k = 0) => readHypotheses(lines, c, DEFAULT_SETTINGS, new LineAmounts()).statements[k]!.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`);

describe('dates of other languages', () => {
  it('reads Spanish, French, Portuguese and Dutch month names day first, with or without a year', () => {
    expect(dateAt('05/ENE')).toMatchObject({ y: null, m: 1, d: 5 });
    expect(dateAt('05-ENE-26')).toMatchObject({ y: 2026, m: 1, d: 5 });
    expect(dateAt('1 de mayo de 2026')).toMatchObject({ y: 2026, m: 5, d: 1 });
    expect(dateAt('12th Feb')).toMatchObject({ y: null, m: 2, d: 12 });
    expect(dateAt('22nd Feb 2022')).toMatchObject({ y: 2022, m: 2, d: 22 });
    expect(dateAt('1st March')).toMatchObject({ m: 3, d: 1 });
    expect(dateAt('31/MAY/2026')).toMatchObject({ y: 2026, m: 5, d: 31 });
    expect(dateAt('12 décembre 2024')).toMatchObject({ y: 2024, m: 12, d: 12 });
    expect(dateAt('3 maart')).toMatchObject({ m: 3, d: 3 });
    expect(dateAt('7 AGO 25')).toMatchObject({ y: 2025, m: 8, d: 7 });
  });
  it('reads DD-MM and DD.MM both ways, the document deciding (25-03 can only be day first)', () => {
    expect(dateAt('25-03')).toMatchObject({ m: 3, d: 25, dayFirst: true });
    expect(dateAt('02-12')).toMatchObject({ m: 2, d: 12, alt: { m: 12, d: 2 } });
    expect(dateAt('01.04')).toMatchObject({ m: 1, d: 4, alt: { m: 4, d: 1 } });
  });
});

describe('amounts of other countries', () => {
  it('reads C and D after an amount as credit and debit, and lakh grouping', () => {
    expect(parseMoney('10.095,98 C')).toEqual({ cents: 1009598, sign: 1 });
    expect(parseMoney('7.167,64 D')).toEqual({ cents: 716764, sign: -1 });
    expect(parseMoney('1,23,456.78')).toEqual({ cents: 12345678, sign: 0 });
    expect(parseMoney('12,34,56,789.00')).toEqual({ cents: 12345678900, sign: 0 });
  });
  it('reads (Cr) and (Dr) in parentheses after an amount as credit and debit, glued or not', () => {
    expect(parseMoney('10,105.68(Cr)')).toEqual({ cents: 1010568, sign: 1 });
    expect(parseMoney('10,078.68 (Cr)')).toEqual({ cents: 1007868, sign: 1 });
    expect(parseMoney('1,93,642.34(Dr)')).toEqual({ cents: 19364234, sign: -1 });
    expect(parseMoney('12.00 (Xy)')).toBeNull();
  });
  it('decides the number style per document: in a decimal-comma document "01.04" is a date, not money', () => {
    const lines = page([
      [['01.04', 40], ['REMISE CB 1', 100], at('1 179,60', 500)],
      [['02.04', 40], ['PRLV SEPA 2', 100], at('383,00', 420)],
      [['03.04', 40], ['VIR SEPA 3', 100], at('2.433,30', 500)],
    ]);
    expect(amountStyle(lines, DEFAULT_SETTINGS.lines, new LineAmounts())).toBe('comma');
    const t = tokenize(lines[0]!, 0, DEFAULT_SETTINGS.lines, new LineAmounts(), 'comma');
    expect(t.dates.map((d) => d.text)).toEqual(['01.04']);
    expect(t.money.map((m) => m.cents)).toEqual([117960]);
    // A US document keeps its decimal point.
    expect(amountStyle(page([[['06/01', 40], ['CARD', 100], at('1,234.56', 500)], [['06/02', 40], ['ACH', 100], at('12.50', 500)]]), DEFAULT_SETTINGS.lines, new LineAmounts())).toBeNull();
  });
});

describe('balance lines of other languages and by their place', () => {
  it('knows opening and closing balances by French, Spanish, Portuguese and Dutch words', () => {
    const label = (s: string) => tokenize(page([[[s, 40], at('1.000,00', 500)]])[0]!, 0, DEFAULT_SETTINGS.lines, new LineAmounts()).label;
    expect(['ANCIEN SOLDE', 'Saldo anterior', 'Vorig saldo', 'Beginsaldo'].map(label)).toEqual(['opening', 'opening', 'opening', 'opening']);
    expect(['NOUVEAU SOLDE', 'Saldo final', 'Nieuw saldo', 'Eindsaldo'].map(label)).toEqual(['closing', 'closing', 'closing', 'closing']);
  });
  it('a dated balance before the rows opens the list, a balance in debit is negative, a dated balance after a closing opens the next', () => {
    const lines = page([
      [['Date', 40], ['Libellé', 100], ['Débit', 380], ['Crédit', 470]],
      [['SOLDE DEBITEUR AU 31/03/2024', 100], at('100,00', 420)],
      [['02/04', 40], ['REMISE CB', 100], at('500,00', 500)],
      [['03/04', 40], ['PRLV SEPA', 100], at('50,00', 420)],
      [['NOUVEAU SOLDE CREDITEUR AU 30/04/2024', 100], at('350,00', 500)],
      [['SOLDE CREDITEUR AU 30/04/2024', 100], at('350,00', 500)],
      [['02/05', 40], ['CHEQUE 12', 100], at('40,00', 420)],
      [['NOUVEAU SOLDE CREDITEUR AU 31/05/2024', 100], at('310,00', 500)],
    ]);
    const r = readHypotheses(lines, ctx('2024-04-01', '2024-05-31'), DEFAULT_SETTINGS, new LineAmounts());
    expect(r.statements.map((s) => [s.beginning_balance, s.ending_balance, s.transactions.length])).toEqual([[-100, 350, 2], [350, 310, 1]]);
    expect(txs(lines, ctx('2024-04-01', '2024-05-31'))).toEqual(['2024-04-02 credit 500', '2024-04-03 debit 50']);
  });
  it('a row that prints only a balance ("SALDO DO DIA") is a link of the chain, not a posting', () => {
    const lines = page([
      [['Data', 40], ['Histórico', 100], ['Valor', 420], ['Saldo', 500]],
      [['31/05', 40], ['SALDO ANTERIOR', 100], at('1.000,00 C', 510)],
      [['01/06', 40], ['PIX ENVIADO', 100], at('300,00 D', 430)],
      [['01/06', 40], ['SALDO DO DIA', 100], at('700,00 C', 510)],
      [['02/06', 40], ['TED RECEBIDA', 100], at('50,00 C', 430)],
      [['02/06', 40], ['SALDO DO DIA', 100], at('750,00 C', 510)],
    ]);
    const r = readHypotheses(lines, ctx('2024-06-01', '2024-06-30'), DEFAULT_SETTINGS, new LineAmounts());
    expect(r.sections[0]!.verified).toBe(true);
    expect(txs(lines, ctx('2024-06-01', '2024-06-30'))).toEqual(['2024-06-01 debit 300', '2024-06-02 credit 50']);
  });
});

describe('totals known by what they add up to', () => {
  it('drops dateless lines that equal the sum of the rows above (page subtotal, carried total), never a posting', () => {
    const lines = [
      ...page([
        [['Date', 40], ['Description', 100], ['Debits', 380], ['Credits', 470]],
        [['Beginning balance', 100], at('1,000.00', 500)],
        [['06/02', 40], ['CARD SETTLEMENT', 100], at('200.00', 500)],
        [['06/03', 40], ['RENT', 100], at('300.00', 420)],
        [['06/04', 40], ['CARD SETTLEMENT', 100], at('100.00', 500)],
        [['06/04', 40], ['FEE', 100], at('25.00', 420)],
        [['Carried total', 100], at('325.00', 420), at('300.00', 500)],
      ]),
      ...page([
        [['Date', 40], ['Description', 100], ['Debits', 380], ['Credits', 470]],
        [['Brought total', 100], at('325.00', 420), at('300.00', 500)],
        [['06/05', 40], ['PAYROLL', 100], at('50.00', 420)],
        [['06/05', 40], ['FEE', 100], at('10.00', 420)],
        [['Ending balance', 100], at('915.00', 500)],
      ], 2),
    ];
    expect(txs(lines, ctx('2026-06-01', '2026-06-30'))).toEqual(['2026-06-02 credit 200', '2026-06-03 debit 300', '2026-06-04 credit 100', '2026-06-04 debit 25', '2026-06-05 debit 50', '2026-06-05 debit 10']);
  });
  it('keeps a dateless posting that happens to equal the rows above when the balances say it is one', () => {
    const lines = page([
      [['Date', 40], ['Description', 100], ['Paid out', 330], ['Paid in', 410], ['Balance', 480]],
      [['Opening balance', 100], at('1,000.00', 500)],
      [['06/02', 40], ['CARD ONE', 100], at('10.00', 360)],
      [['06/02', 40], ['CARD TWO', 100], at('10.00', 360), at('980.00', 500)],
      [['TRANSFER', 100], at('20.00', 360)],
      [['06/03', 40], ['DEPOSIT', 100], at('100.00', 430), at('1,060.00', 500)],
    ]);
    expect(txs(lines, ctx('2026-06-01', '2026-06-30'))).toEqual(['2026-06-02 debit 10', '2026-06-02 debit 10', '2026-06-02 debit 20', '2026-06-03 credit 100']);
  });
});

describe('column roles without a header', () => {
  it('reads each amount column as credits or debits the way the printed balances reconcile', () => {
    const lines = page([
      [['Opening balance', 100], at('1,000.00', 500)],
      [['06/02', 40], ['ALPHA', 100], at('200.00', 420)],
      [['06/03', 40], ['BETA', 100], at('300.00', 500)],
      [['06/04', 40], ['GAMMA', 100], at('150.00', 420)],
      [['Closing balance', 100], at('950.00', 500)],
    ]);
    expect(txs(lines, ctx('2026-06-01', '2026-06-30'))).toEqual(['2026-06-02 debit 200', '2026-06-03 credit 300', '2026-06-04 debit 150']);
  });
});

describe('header fields of other countries', () => {
  it('reads an account number under another language\'s label, else an IBAN\'s last digits', () => {
    const last4 = (s: string) => findLast4(page([[[s, 40]]]), new LineAmounts()).last4;
    expect(last4('No. de Cuenta 4927186914')).toBe('6914');
    expect(last4('Agência: 3990-5 Conta: 53729-1')).toBe('7291');
    expect(last4('IBAN FR76 5060 9352 7177 3560 7224 219')).toBe('4219');
    expect(findLast4(page([[['IBAN BE15 0720 4840 91', 40], ['EUR', 300]]]), new LineAmounts()).last4).toBe('4091');
  });
  it('reads a period joined by another language\'s range word, or by a word and a colon', () => {
    const period = (s: string) => findPeriod(page([[[s, 40]]]), null, DEFAULT_SETTINGS);
    expect(period('Relevé n° 4 du 01/04/2024 au 30/04/2024')).toEqual({ start: '2024-04-01', end: '2024-04-30' });
    expect(period('Periode 01-12-2024 t/m 31-12-2024')).toEqual({ start: '2024-12-01', end: '2024-12-31' });
    expect(period('Periodo del 1 de mayo de 2026 al 31 de mayo de 2026')).toEqual({ start: '2026-05-01', end: '2026-05-31' });
    expect(period('Statement From : 01/11/2025 To : 30/11/2025')).toEqual({ start: '2025-11-01', end: '2025-11-30' });
  });
  it('reads an ambiguous period day first when it cannot be one month first, or when the rows are day first', () => {
    const period = (s: string, dayFirst = false) => findPeriod(page([[[s, 40]]]), null, DEFAULT_SETTINGS, dayFirst);
    expect(period('Period 12.07.2025 - 11.08.2025')).toEqual({ start: '2025-07-12', end: '2025-08-11' });
    expect(period('Statement period 11/04/26 to 10/05/26')).toEqual({ start: '2026-04-11', end: '2026-05-10' });
    expect(period('Statement period 05/12/26 to 04/01/27')).toEqual({ start: '2026-05-12', end: '2027-04-01' });
    expect(period('Statement period 05/12/26 to 04/01/27', true)).toEqual({ start: '2026-12-05', end: '2027-01-04' });
  });
  it('a statement whose rows are day first takes its printed period day first', () => {
    const lines = page([
      [['Statement period 05/12/26 to 04/01/27', 40]],
      [['Date', 40], ['Transaction', 100], at('Debit', 420), at('Credit', 500), at('Balance', 580)],
      [['05/12/26', 40], ['OPENING BALANCE', 100], at('1,000.00', 580)],
      [['07/12/26', 40], ['SALES', 100], at('300.00', 500), at('1,300.00', 580)],
      [['28/12/26', 40], ['RENT', 100], at('200.00', 420), at('1,100.00', 580)],
      [['03/01/27', 40], ['SALES', 100], at('50.00', 500), at('1,150.00', 580)],
      [['04/01/27', 40], ['CLOSING BALANCE', 100], at('1,150.00', 580)],
    ]);
    const st = readHypotheses(lines, ctx('2026-05-12', '2027-04-01'), DEFAULT_SETTINGS, new LineAmounts()).statements[0]!;
    expect([st.period_start, st.period_end]).toEqual(['2026-12-05', '2027-01-04']);
    expect(st.transactions.map((t) => t.date)).toEqual(['2026-12-07', '2026-12-28', '2027-01-03']);
  });
});

describe('a description cut at the field width', () => {
  it('one table-title word right under a row\'s description ("OPENING" / "BALANCE") is the row\'s, not a table of balances', () => {
    const lines = page([
      [['Date', 40], ['Description', 100], ['Debit', 340], ['Credit', 410], ['Balance', 470]],
      [['01/04/2026', 40], ['OPENING', 100], at('1,000.00', 500)],
      [['BALANCE', 100]],
      [['02/04/2026', 40], ['CARD', 100], at('10.00', 360), at('990.00', 500)],
      [['03/04/2026', 40], ['DEPOSIT', 100], at('20.00', 430), at('1,010.00', 500)],
    ]);
    expect(txs(lines, ctx('2026-04-01', '2026-04-30'))).toEqual(['2026-04-02 debit 10', '2026-04-03 credit 20']);
  });
});
