// The statement review leaves credit cards out (issue 32: a card is read, but counts in no figure): an unverified card
// asks for no review and is not one of the statements behind the figures.
import { describe, expect, it } from 'vitest';
import type { ParseResult, StatementResult } from '../statements/index.ts';
import { statementReview } from './statement-review.ts';

const statement = (over: Partial<StatementResult>): StatementResult => ({ document: 0, bank_name: 'B', account_number_last4: '1234',
  period_start: '2026-05-01', period_end: '2026-05-31', reconciled: true, reconciliation_difference: 0, ...over }) as unknown as StatementResult;

const result = (statements: StatementResult[]): ParseResult => ({
  application: { legal_name: null, trade_name: null, type_of_entity: null, state_region: null, country: null },
  financials: { avg_monthly_revenue: 0, avg_monthly_true_revenue: 0, avg_daily_balance: 0, avg_negative_days_count: 0, avg_nsf_count: 0,
    total_positions_count: 0, remit_percentage: 0, months: [], positions: [] },
  parsing_details: { documents: [{ file_name: 's.pdf', warnings: [], tamper_signals: [] }] as unknown as ParseResult['parsing_details']['documents'], statements },
});

describe('statementReview', () => {
  it('counts bank statements only: an unreconciled card is neither behind the figures nor to review', () => {
    const r = statementReview(result([statement({}), statement({ account_type: 'credit_card', reconciled: false, reconciliation_difference: 12 } as Partial<StatementResult>)]));
    expect(r).toMatchObject({ statements: 1, verified: 1, unreconciled: [] });
  });
  it('an unreconciled bank statement is to review', () => {
    const r = statementReview(result([statement({ reconciled: false, reconciliation_difference: 12 })]));
    expect(r).toMatchObject({ statements: 1, verified: 0, unreconciled: [{ statement: 0, reconciliation_difference: 12 }] });
  });
});
