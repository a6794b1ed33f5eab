// Card statements whose postings the reader's tables do not give, each on small hand-built pages of invented content:
// the postings are read straight from the lines (card-rows.ts) and judged by the printed previous and new balances.
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/layout.ts';
import { at, page } from './test-pages.ts';
import { parseLinesExplained } from './document.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';

const statements = (lines: Line[]) => parseLinesExplained(lines, DEFAULT_SETTINGS).statements;
const read = (lines: Line[]) => statements(lines)
  .map((s) => `${s.account_type} ${s.beginning_balance}->${s.ending_balance} ${s.transactions.map((t) => `${t.date.slice(5)}${t.direction === 'credit' ? '+' : '-'}${t.amount}`).join(' ')}${s.unverified ? ' unverified' : ''}`);

describe('a card statement read from its lines', () => {
  it('in Portuguese: R$ amounts with decimal commas, a payment signed "+", a list per card with its total, installments in the text', () => {
    const lines = page([
      [['Olá, Fulano! Sua fatura chegou', 40], ['VENCIMENTO 10/04/2026', 380]],
      [['Limite de crédito total', 40], at('R$ 5.000,00', 300)],
      [['Pagamento mínimo', 40], at('R$ 90,00', 300)],
      [['Fatura anterior', 40], at('R$ 700,00', 300)],
      [['Total a pagar', 40], at('R$ 1.158,10', 300)],
      [['CARTÃO FINAL 1111', 40]],
      [['DATA', 40], ['MOVIMENTAÇÃO', 130], at('VALOR', 560)],
      [['02 mar 2026', 40], ['Padaria Imaginária', 130], at('R$ 45,90', 560)],
      [['05 mar 2026', 40], ['Pagamento recebido', 130], at('+ R$ 700,00', 560)],
      [['11 mar 2026', 40], ['Loja Inventada Parcela 02 de 10', 130], at('R$ 310,00', 560)],
      [['Total CARTÃO FINAL 1111', 40], at('R$ 344,10', 560)],
      [['CARTÃO FINAL 2222', 40]],
      [['DATA', 40], ['MOVIMENTAÇÃO', 130], at('VALOR', 560)],
      [['14 mar 2026', 40], ['Mercado Fictício', 130], at('R$ 802,20', 560)],
      [['Total CARTÃO FINAL 2222', 40], at('R$ 802,20', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card -700->-1158.1 03-02-45.9 03-05+700 03-11-310 03-14-802.2']);
  });

  it('dated day and month with "de" and an abbreviation with its dot ("20 de set. 2026"), no previous balance printed: rows returned, unverified', () => {
    const lines = page([
      [['Resumo da fatura', 40]],
      [['Limite de crédito', 40], at('R$ 2.000,00', 300)],
      [['Pagamento mínimo: R$ 40,00', 40]],
      [['Total da sua fatura', 40], at('R$ 130,00', 300)],
      [['Data', 40], ['Movimentação', 160], at('Valor', 560)],
      [['20 de set. 2026', 40], ['POSTO IMAGINÁRIO', 160], at('R$ 100,00', 560)],
      [['03 de out. 2026', 40], ['SORVETERIA INVENTADA', 160], at('R$ 30,00', 560)],
    ]);
    const [st] = statements(lines);
    expect(st?.transactions.map((t) => `${t.date} ${t.direction} ${t.amount}`)).toEqual(['2026-09-20 debit 100', '2026-10-03 debit 30']);
    expect(st?.beginning_balance).toBeNull();
    expect(st?.ending_balance).toBe(-130);
    expect(st?.unverified).toMatch(/previous balance was not found/);
  });

  it('a list under a line of rates that reads like a table without postings, dated by month name without a year, a payment marked CR on the line under it', () => {
    const lines = page([
      [['Platinum Card Statement of Account', 40]],
      [['Statement Date 20/05/2026', 40], ['Minimum Payment Due 150.00', 330]],
      [['Credit Limit 50,000.00', 40], ['Available Credit 48,984.50', 330]],
      [['Opening Balance', 40], ['New Credits', 150], ['New Debits', 260], ['Closing Balance', 370]],
      [at('2,400.00 -', 110), at('2,400.00 +', 220), at('1,015.50 =', 330), at('1,015.50', 440)],
      [['Statement Period From April 21 to May 20, 2026', 40]],
      [['Monthly Rate Balance Transfer', 160], ['3.10%', 330]],
      [['Details', 40], ['Foreign Spending', 340], ['Amount', 520]],
      [['April 25', 40], ['PAYMENT RECEIVED. THANK YOU', 120], at('2,400.00', 560)],
      [['Card Number XXXX-0000', 40], ['CR', 550]],
      [['May 02', 40], ['IMAGINARY BOOKSHOP', 120], at('615.50', 560)],
      [['May 20', 40], ['LATE PAYMENT FEE', 120], at('400.00', 560)],
      [['Total of other account transactions', 40], at('1,015.50', 560)],
    ]);
    expect(read(lines)).toEqual(['credit_card -2400->-1015.5 04-25+2400 05-02-615.5 05-20-400']);
  });

  it('unverified (no previous balance printed): a list that marks its credits Cr leaves its charges unmarked, whatever their words', () => {
    const lines = page([
      [['Imaginary Bank Credit Card Statement', 40]],
      [['Statement Date 08/06/2026', 40], ['Payment Due Date 28/06/2026', 330]],
      [['Credit Limit 90,000.00', 40], ['Minimum Amount Due 600.00', 330]],
      [['Total Dues', 40], at('4,100.00', 300)],
      [['Date', 40], ['Transaction Description', 120], at('Amount (in Rs.)', 560)],
      [['12/05/2026', 40], ['FICTIONAL PAYMENTS GATEWAY', 120], at('3,000.00', 560)],
      [['20/05/2026', 40], ['NEFT CREDIT CARD PAYMENT', 120], at('2,000.00 Cr', 575)],
      [['02/06/2026', 40], ['INVENTED CINEMA', 120], at('500.00', 560)],
    ]);
    const [st] = statements(lines);
    expect(st?.transactions.map((t) => `${t.direction} ${t.amount}`)).toEqual(['debit 3000', 'credit 2000', 'debit 500']);
    expect(st?.unverified).toBeTruthy();
  });
});
