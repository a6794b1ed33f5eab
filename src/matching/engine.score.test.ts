// Whole-funder behaviour: score and weights, matched / hard_decline, breakdown rows, result order.

import { describe, expect, it } from 'vitest';
import { compareResults, compileCriteria, matchFunders, scoreOf } from './engine.ts';
import type { FunderResult } from './engine.ts';
import { crit, funder, input, TODAY } from '../../test/matching.ts';

const pass = (w = 1, hard = false) => crit('min_avg_monthly_true_revenue', 10000, { weight: w, hard }); // deal: 50,000
const fail = (w = 1, hard = false) => crit('min_avg_daily_balance', 100000, { weight: w, hard }); // deal: 8,000
const unknown = (w = 1, hard = false) => crit('min_credit_score', 600, { weight: w, hard }); // deal: no applicants
const deal = input({ applicants: [] });

function one(criteria: ReturnType<typeof crit>[]): FunderResult {
  return matchFunders(deal, [funder('F', criteria)])[0]!;
}

describe('match_score', () => {
  it('is 100 with no criteria, and such a funder is matched', () => {
    expect(one([])).toMatchObject({ match_score: 100, matched: true, hard_decline: false, matching_breakdown: [] });
  });
  it('weighs passed checks against all checks, unknown ones included', () => {
    expect(one([pass(), fail()]).match_score).toBe(50);
    expect(one([pass(3), fail(1)]).match_score).toBe(75);
    expect(one([pass(1), unknown(3)]).match_score).toBe(25);
    expect(one([pass(2), unknown(1), fail(1)]).match_score).toBe(50);
  });
  it('rounds half up and to the nearest integer', () => {
    expect(one([pass(1), fail(7)]).match_score).toBe(13); // 12.5
    expect(one([pass(1), fail(2)]).match_score).toBe(33); // 33.33
    expect(one([pass(2), fail(1)]).match_score).toBe(67); // 66.67
    expect(one([pass(199), fail(1)]).match_score).toBe(100); // 99.5: rounds up, yet not matched
    expect(one([pass(199), fail(1)]).matched).toBe(false);
  });
  it('accepts fractional weights', () => {
    expect(one([pass(0.1), pass(0.2), fail(0.3)]).match_score).toBe(50);
    expect(one([pass(0.1), pass(0.2)]).match_score).toBe(100);
  });
  it('scoreOf clamps float noise and handles zero weight', () => {
    expect(scoreOf(0.30000000000000004, 0.3)).toBe(100);
    expect(scoreOf(0, 0)).toBe(100);
    expect(scoreOf(0, 5)).toBe(0);
  });
});

describe('matched and hard_decline', () => {
  it('a soft failure unmatches without declining', () => {
    expect(one([pass(), fail()])).toMatchObject({ matched: false, hard_decline: false });
  });
  it('a hard failure declines', () => {
    expect(one([pass(), fail(1, true)])).toMatchObject({ matched: false, hard_decline: true, match_score: 50 });
  });
  it('a hard check that is unknown neither declines nor unmatches', () => {
    expect(one([pass(), unknown(1, true)])).toMatchObject({ matched: true, hard_decline: false, match_score: 50 });
  });
  it('a hard check that passes is just a pass', () => {
    expect(one([pass(1, true)])).toMatchObject({ matched: true, hard_decline: false, match_score: 100 });
  });
});

describe('breakdown rows', () => {
  it('have the contract shape, in criteria order, with labels and requirements', () => {
    const r = one([pass(2, true), fail(), unknown()]);
    expect(r.matching_breakdown).toEqual([
      { check: 'min_avg_monthly_true_revenue', label: 'Average monthly true revenue at least $10,000', deal_value: 50000, requirement: 10000, outcome: 'pass', hard: true },
      { check: 'min_avg_daily_balance', label: 'Average daily balance at least $100,000', deal_value: 8000, requirement: 100000, outcome: 'fail', hard: false },
      { check: 'min_credit_score', label: "Owners' credit score at least 600", deal_value: null, requirement: 600, outcome: 'unknown', hard: false },
    ]);
    expect(Object.keys(r)).toEqual(['funder_id', 'funder_name', 'match_score', 'matched', 'hard_decline', 'matching_breakdown']);
  });
  it('label every check with a sentence', () => {
    const labels = one([
      crit('max_positions', 0), crit('min_positions', 1), crit('max_avg_nsf_count', 3), crit('max_avg_negative_days', 1),
      crit('max_remit_percentage', 25), crit('min_months_of_statements', 4), crit('min_time_in_business_months', 12),
      crit('requested_amount_range', { min: 5000, max: 250000 }), crit('allowed_countries', ['US', 'CA']),
      crit('excluded_states', ['MT', 'NV', 'RI', 'VT']), crit('excluded_industries', ['cannabis', 'firearms']),
      crit('excluded_risk_categories', ['high', 'prohibited']), crit('min_avg_monthly_revenue', 20000.5),
    ]).matching_breakdown.map((b) => b.label);
    expect(labels).toEqual([
      'No open positions (first position only)', 'At least 1 open position', 'At most 3 NSFs a month on average',
      'At most 1 negative day a month on average', 'Existing positions take at most 25% of true revenue',
      'At least 4 months of bank statements', 'In business at least 12 months',
      'Requested amount between $5,000 and $250,000', 'Business in United States or Canada',
      'Business not located in MT, NV, RI or VT', expect.stringMatching(/^Industry is not cannabis.* or firearms/),
      'Industry risk is not high or prohibited', 'Average monthly revenue at least $20,000.5',
    ]);
  });
  it('long lists are counted in the label; the requirement keeps the full list', () => {
    const states = ['AL', 'AK', 'AZ', 'AR', 'CO'];
    const r = one([crit('allowed_states', states)]).matching_breakdown[0]!;
    expect(r.label).toBe('Business located in one of 5 accepted states or provinces');
    expect(r.requirement).toEqual(states);
  });
});

describe('order', () => {
  it('matched first, then score high to low, then name, then id', () => {
    const funders = [
      funder('Zeta (miss, 50)', [pass(), fail()]),
      funder('Alpha (decline, 67)', [pass(2), fail(1, true)]),
      funder('Beta (match, 50)', [pass(), unknown()]),
      funder('Gamma (match, 100)', [pass()]),
      funder('Beta (match, 50)', [pass(), unknown()], 'ffffffff-0000-4000-8000-000000000000'),
      funder('Beta (match, 50)', [pass(), unknown()], '00000000-0000-4000-8000-ffffffffffff'),
      funder('Aardvark (miss, 50)', [pass(), fail()]),
    ];
    const out = matchFunders(deal, funders);
    expect(out.map((r) => `${r.funder_name}${r.funder_id.startsWith('f') ? ' f' : r.funder_id.endsWith('ffff') ? ' 0' : ''}`)).toEqual([
      'Gamma (match, 100)', 'Beta (match, 50)', 'Beta (match, 50) 0', 'Beta (match, 50) f',
      'Alpha (decline, 67)', 'Aardvark (miss, 50)', 'Zeta (miss, 50)',
    ]);
  });
  it('a matched funder with a lower score still comes before an unmatched one', () => {
    const out = matchFunders(deal, [funder('Hi', [pass(9), fail()]), funder('Lo', [pass(), unknown(9)])]);
    expect(out.map((r) => [r.funder_name, r.matched, r.match_score])).toEqual([['Lo', true, 10], ['Hi', false, 90]]);
  });
  it('compareResults is 0 only for the same name and id', () => {
    const r = one([]);
    expect(compareResults(r, { ...r })).toBe(0);
  });
  it('returns every funder, with no funders an empty list', () => {
    expect(matchFunders({ application: {}, financials: {}, today: TODAY }, [])).toEqual([]);
  });
});

describe('compiled criteria cache', () => {
  it('compiles a criteria array once, yet evaluates each run against its own deal', () => {
    const criteria = [pass(), fail(2, true)];
    expect(compileCriteria(criteria)).toBe(compileCriteria(criteria));
    const f = funder('Cached', criteria);
    const [a] = matchFunders(deal, [f]);
    const [b] = matchFunders(input({}, { avg_monthly_true_revenue: 5000, avg_daily_balance: 200000 }), [f]);
    expect([a!.match_score, a!.matched, a!.matching_breakdown.map((r) => r.deal_value)]).toEqual([33, false, [50000, 8000]]);
    expect([b!.match_score, b!.matched, b!.matching_breakdown.map((r) => r.deal_value)]).toEqual([67, false, [5000, 200000]]);
  });
});
