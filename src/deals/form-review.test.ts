// The form against the statements (issue 36 item 3): names compared without case, punctuation or legal suffixes;
// declared sales against the statements' revenue within 25%; declared advances against the active positions found.
import { describe, expect, it } from 'vitest';
import type { FormReading, FormValue, ParseResult, StatementResult } from '../statements/index.ts';
import { comparableName, formReviewFlags, SALES_TOLERANCE } from './form-review.ts';

const v = <T>(value: T): FormValue<T> => ({ value, label: 'x', page: 1, box: [0, 0, 1, 1], confidence: 0.9, source: 'text' });

function result(opts: { holders?: string[]; form?: FormReading; revenue?: number; positions?: string[]; partial?: boolean }): ParseResult {
  const statements = (opts.holders ?? ['ACME']).map((h) => ({ document: 0, account_holder: h }) as unknown as StatementResult);
  return {
    application: { legal_name: null, trade_name: null, type_of_entity: null, state_region: null, country: null },
    financials: { avg_monthly_revenue: opts.revenue ?? 40000, avg_monthly_true_revenue: 0, avg_daily_balance: 0, avg_negative_days_count: 0,
      avg_nsf_count: 0, total_positions_count: 0, remit_percentage: 0,
      months: [{ date: '2026-05', total_credits: 0, total_true_credits: 0, negative_days_count: 0, nsf_count: 0, deposit_count: 0, days_covered: 31, partial: opts.partial ?? false }],
      positions: (opts.positions ?? []).map((name) => ({ name, active: true, payment_frequency: 'daily' as const, remit_percentage: 1 })) },
    parsing_details: {
      documents: [{ file_name: 's.pdf' }, { file_name: 'app.pdf', form: opts.form }] as unknown as ParseResult['parsing_details']['documents'],
      statements,
    },
  };
}

const form = (fields: FormReading['fields'], declared?: FormReading['declared']): FormReading => ({ fields, applicants: [], ...(declared ? { declared } : {}) });

describe('formReviewFlags', () => {
  it('compares names without case, punctuation, "&", "The" or legal suffixes', () => {
    expect(comparableName('Summit Ridge Builders, Inc.')).toBe('summit ridge builders');
    expect(comparableName('SUMMIT RIDGE BUILDERS INC')).toBe('summit ridge builders');
    expect(comparableName('The Bread & Butter Co., L.L.C.')).toBe('bread and butter');
    expect(comparableName("O'Neil Holdings Co Ltd")).toBe('oneil holdings');
  });

  it('a holder that is the legal name or the DBA (or prints one of them with more) is no disagreement', () => {
    const f = form({ legal_name: v('Summit Ridge Builders, Inc.'), trade_name: v('Summit Roofing') });
    expect(formReviewFlags(result({ holders: ['SUMMIT RIDGE BUILDERS INC'], form: f }))).toEqual([]);
    expect(formReviewFlags(result({ holders: ['Summit Roofing'], form: f }))).toEqual([]);
    expect(formReviewFlags(result({ holders: ['SUMMIT RIDGE BUILDERS INC DBA SUMMIT ROOFING'], form: f }))).toEqual([]);
    // A bank that cuts a long name short still names it.
    expect(formReviewFlags(result({ holders: ['SUMMIT RIDGE BUILDE'], form: f }))).toEqual([]);
  });

  it('another holder is a flag on the legal name with both values', () => {
    const f = form({ legal_name: v('Summit Ridge Builders, Inc.'), trade_name: v('Summit Roofing') });
    expect(formReviewFlags(result({ holders: ['SUMMIT RIDGE BUILDERS INC', 'Peak Valley Holdings LLC'], form: f }))).toEqual([
      { field: 'application.legal_name', value: 'Summit Ridge Builders, Inc.', reason: 'differs_from_statements', statements_value: 'Peak Valley Holdings LLC' },
    ]);
  });

  it('a credit card in an owner\'s own name is no disagreement: only bank statements say whose business it is', () => {
    const f = form({ legal_name: v('Summit Ridge Builders, Inc.') });
    const r = result({ holders: ['SUMMIT RIDGE BUILDERS INC', 'JANE M DOE'], form: f });
    (r.parsing_details.statements[1] as { account_type?: string }).account_type = 'credit_card';
    expect(formReviewFlags(r)).toEqual([]);
  });

  it('declared monthly sales within 25% of the statements\' revenue agree; beyond, a flag with both', () => {
    const within = form({}, { monthly_sales: v(40000 * (1 + SALES_TOLERANCE) - 1) });
    expect(formReviewFlags(result({ form: within }))).toEqual([]);
    const beyond = form({}, { monthly_sales: v(75000) });
    expect(formReviewFlags(result({ form: beyond }))).toEqual([
      { field: 'financials.avg_monthly_revenue', value: '75,000', reason: 'differs_from_statements', statements_value: '40,000' },
    ]);
    // Only partial months: no revenue to compare with.
    expect(formReviewFlags(result({ form: beyond, partial: true }))).toEqual([]);
  });

  it('declared existing advances against the active positions found', () => {
    const two = form({}, { existing_advances: [v('Kapitus'), v('OnDeck')] });
    expect(formReviewFlags(result({ form: two, positions: ['Kapitus', 'Ondeck Capital'] }))).toEqual([]);
    expect(formReviewFlags(result({ form: two, positions: ['Kapitus', 'Ondeck Capital', 'Yellowstone'] }))).toEqual([
      { field: 'financials.total_positions_count', value: '2: Kapitus, OnDeck', reason: 'differs_from_statements', statements_value: '3: Kapitus, Ondeck Capital, Yellowstone' },
    ]);
    const none = form({}, { existing_advances_count: v(0) });
    expect(formReviewFlags(result({ form: none, positions: ['Kapitus'] }))).toEqual([
      { field: 'financials.total_positions_count', value: '0', reason: 'differs_from_statements', statements_value: '1: Kapitus' },
    ]);
  });

  it('nothing without a form or without statements', () => {
    expect(formReviewFlags(result({ holders: ['Someone Else LLC'] }))).toEqual([]);
    expect(formReviewFlags(result({ holders: [], form: form({ legal_name: v('Acme LLC') }, { monthly_sales: v(1) }) }))).toEqual([]);
  });
});
