// Builders shared by the engine tests: a criterion with defaults, a funder, a clean deal that passes the checks
// the tests use, and a one-check runner.

import type { Check, Criterion } from '../src/funders/criteria.ts';
import { matchFunders } from '../src/matching/engine.ts';
import type { BreakdownRow, MatchApplication, MatchFinancials, MatchFunder, MatchInput } from '../src/matching/engine.ts';

export const TODAY = '2025-06-15';

export function crit(check: Check, value: Criterion['value'], opts: { hard?: boolean; weight?: number } = {}): Criterion {
  return { check, value, hard: opts.hard ?? false, weight: opts.weight ?? 1 } as Criterion;
}

let seq = 0;
export function funder(name: string, criteria: Criterion[], id?: string): MatchFunder {
  seq += 1;
  return { funder_id: id ?? `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, funder_name: name, criteria };
}

export function application(over: Partial<MatchApplication> = {}): MatchApplication {
  return {
    legal_name: 'Blue Fork Bistro LLC',
    country: 'United States',
    state_region: 'NY',
    type_of_entity: 'llc',
    industry: 'restaurant',
    requested_amount: 50000,
    business_start_date: '2020-03-01',
    applicants: [{ first_name: 'Ana', last_name: 'Ruiz', ownership: 100, credit_score: 680 }],
    ...over,
  };
}

export function financials(over: Partial<MatchFinancials> = {}): MatchFinancials {
  return {
    avg_monthly_revenue: 60000,
    avg_monthly_true_revenue: 50000,
    avg_daily_balance: 8000,
    avg_negative_days_count: 1,
    avg_nsf_count: 0.5,
    total_positions_count: 1,
    remit_percentage: 9.5,
    months: [{ date: '2025-03' }, { date: '2025-04' }, { date: '2025-05' }],
    positions: [],
    ...over,
  };
}

export function input(app: Partial<MatchApplication> = {}, fin: Partial<MatchFinancials> = {}, today = TODAY): MatchInput {
  return { application: application(app), financials: financials(fin), today };
}

/** Runs one criterion against a deal and returns its breakdown row. */
export function row(c: Criterion, deal: MatchInput): BreakdownRow {
  const [result] = matchFunders(deal, [funder('Solo', [c])]);
  const r = result!.matching_breakdown[0];
  if (!r) throw new Error('no breakdown row');
  return r;
}
