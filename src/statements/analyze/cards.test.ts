// A credit card is not the business's bank account (issue 32): its statement is returned with its rows, and counts in
// no figure of the financials (docs/metrics-choices.md).
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { balanced, doc, tx } from '../../../test/statements/builders.ts';
import { transactionsBehind } from './drill-down.ts';

const bank = () => balanced({
  account_number_last4: '1111', period_start: '2026-03-01', period_end: '2026-03-31', beginning_balance: 1000,
  transactions: [tx('2026-03-03', 5000, 'credit', 'CARD SETTLEMENT'), tx('2026-03-10', 400, 'debit', 'RENT')],
});
// Owed 500 before, 2,000 after: the holder has -500 and -2,000 (a purchase and a fee are debits, the payment and a refund credits).
const card = () => ({
  ...balanced({
    account_number_last4: '9999', period_start: '2026-03-01', period_end: '2026-03-31', beginning_balance: -500,
    transactions: [tx('2026-03-05', 500, 'credit', 'PAYMENT THANK YOU'), tx('2026-03-08', 2250, 'debit', 'OFFICE SUPPLIES'),
      tx('2026-03-20', 50, 'debit', 'LATE FEE'), tx('2026-03-22', 300, 'credit', 'REFUND OFFICE SUPPLIES')],
  }),
  account_type: 'credit_card',
});

describe('credit-card statements in the figures', () => {
  it('are returned with their rows, balances and account_type, but no daily balances', () => {
    const r = analyze([doc([bank()]), doc([card()], { file_name: 'card.pdf' })]);
    const c = r.parsing_details.statements.find((s) => s.account_type === 'credit_card')!;
    expect(c.transactions).toHaveLength(4);
    expect([c.beginning_balance, c.ending_balance, c.reconciled]).toEqual([-500, -2000, true]);
    expect(c.daily_balances).toEqual([]);
    expect(r.parsing_details.statements.filter((s) => s.account_type === undefined)).toHaveLength(1);
  });

  it('count in no figure: revenue, deposits, balances, negative days, NSFs and positions are the bank\'s alone', () => {
    const alone = analyze([doc([bank()])]);
    const both = analyze([doc([bank()]), doc([card()], { file_name: 'card.pdf' })]);
    expect(both.financials).toEqual(alone.financials);
    // No card row is behind a figure.
    expect(transactionsBehind(both, '2026-03', 'revenue').every((t) => both.parsing_details.statements[t.statement]!.account_type !== 'credit_card')).toBe(true);
  });

  it('a document of card statements only gives no months and no figures', () => {
    const r = analyze([doc([card()], { file_name: 'card.pdf' })]);
    expect(r.financials.months).toEqual([]);
    expect(r.financials.avg_monthly_revenue).toBe(0);
  });
});
