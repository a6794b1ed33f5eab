// Properties that hold for any deal and any criteria. The score ones follow from score = round(100 * p / t) with
// 0 <= p <= t: adding weight w to both p and t never lowers the ratio, adding it to t alone never raises it.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '../funders/criteria.ts';
import type { Check, Criterion } from '../funders/criteria.ts';
import { compareResults, matchFunders } from './engine.ts';
import type { MatchInput } from './engine.ts';

const NUMBER = fc.option(fc.oneof(fc.integer({ min: 0, max: 200000 }), fc.double({ min: 0, max: 1e6, noNaN: true })), { nil: null });
const ids = {
  country: ['US', 'CA'], state: ['NY', 'TX', 'CA', 'ON', 'BC', 'NV'],
  industry: ['restaurant', 'cannabis', 'trucking_local', 'medical_practice', 'gas_station'],
  entity: ['llc', 'sole_proprietorship', 'c_corporation', 'nonprofit_corporation'], risk: ['low', 'medium', 'high', 'prohibited'],
};
const listFor: Record<string, string[]> = {
  allowed_countries: ids.country, allowed_states: ids.state, excluded_states: ids.state,
  excluded_industries: ids.industry, excluded_entity_types: ids.entity, excluded_risk_categories: ids.risk,
};

const criterion: fc.Arbitrary<Criterion> = fc
  .record({
    check: fc.constantFrom<Check>(...ALL_CHECKS),
    n: fc.integer({ min: 0, max: 150000 }),
    a: fc.integer({ min: 0, max: 150000 }),
    list: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
    hard: fc.boolean(),
    weight: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.double({ min: 0.01, max: 10, noNaN: true })),
  })
  .map(({ check, n, a, list, hard, weight }): Criterion => {
    const pool = listFor[check];
    if (pool) return { check, value: [...new Set(list.map((i) => pool[i % pool.length]!))], hard, weight } as Criterion;
    if (check === 'requested_amount_range') return { check, value: { min: Math.min(n, a), max: Math.max(n, a) }, hard, weight };
    return { check, value: n % 1000, hard, weight } as Criterion;
  });

const deal: fc.Arbitrary<MatchInput> = fc.record({
  application: fc.record({
    country: fc.option(fc.constantFrom('United States', 'USA', 'Canada', 'CA', 'Mexico', ''), { nil: null }),
    state_region: fc.option(fc.constantFrom('New York', 'TX', 'CA', 'Ontario', 'BC', 'Nevada', 'Atlantis'), { nil: null }),
    industry: fc.option(fc.constantFrom('restaurant', 'marijuana', 'trucking_local', 'doctor', 'widgets'), { nil: null }),
    type_of_entity: fc.option(fc.constantFrom('LLC', 'Sole Prop', 'Corp', 'Nonprofit', 'guild'), { nil: null }),
    requested_amount: NUMBER,
    business_start_date: fc.option(fc.constantFrom('2015-01-31', '2024-02-29', '2025-06-15', '2030-01-01', 'bad'), { nil: null }),
    applicants: fc.array(fc.record({
      ownership: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
      credit_score: fc.option(fc.integer({ min: 300, max: 850 }), { nil: undefined }),
    }), { maxLength: 3 }),
  }),
  financials: fc.record({
    avg_monthly_revenue: NUMBER, avg_monthly_true_revenue: NUMBER, avg_daily_balance: NUMBER,
    avg_negative_days_count: NUMBER, avg_nsf_count: NUMBER, total_positions_count: NUMBER, remit_percentage: NUMBER,
    months: fc.option(fc.array(fc.constant({}), { maxLength: 12 }), { nil: null }),
  }),
  today: fc.constant('2025-06-15'),
});

const criteriaList = fc.array(criterion, { maxLength: 12 });
const run = (d: MatchInput, criteria: Criterion[]) => matchFunders(d, [{ funder_id: 'id', funder_name: 'F', criteria }])[0]!;

describe('engine properties', () => {
  it('score is an integer in 0..100; matched and hard_decline agree with the rows', () => {
    fc.assert(fc.property(deal, criteriaList, (d, criteria) => {
      const r = run(d, criteria);
      expect(Number.isInteger(r.match_score) && r.match_score >= 0 && r.match_score <= 100).toBe(true);
      const rows = r.matching_breakdown;
      expect(rows.map((b) => b.check)).toEqual(criteria.map((c) => c.check));
      expect(r.matched).toBe(rows.every((b) => b.outcome !== 'fail'));
      expect(r.hard_decline).toBe(rows.some((b) => b.hard && b.outcome === 'fail'));
      if (r.hard_decline) expect(r.matched).toBe(false);
      if (rows.every((b) => b.outcome === 'pass')) expect(r.match_score).toBe(100);
      if (rows.length > 0 && rows.every((b) => b.outcome !== 'pass')) expect(r.match_score).toBe(0);
    }));
  });

  it('adding a passing check never lowers the score; adding a non-passing one never raises it', () => {
    fc.assert(fc.property(deal, criteriaList, criterion, (d, criteria, extra) => {
      const before = run(d, criteria).match_score;
      const after = run(d, [...criteria, extra]);
      const outcome = after.matching_breakdown.at(-1)!.outcome;
      if (outcome === 'pass') expect(after.match_score).toBeGreaterThanOrEqual(before);
      else expect(after.match_score).toBeLessThanOrEqual(before);
    }));
  });

  it('a check outcome does not depend on the other checks, its weight or hardness', () => {
    fc.assert(fc.property(deal, criteriaList, criterion, (d, criteria, extra) => {
      const alone = run(d, [extra]).matching_breakdown[0]!;
      const flipped = { ...extra, hard: !extra.hard, weight: extra.weight * 3 } as Criterion;
      const among = run(d, [...criteria, flipped]).matching_breakdown.at(-1)!;
      expect(among.outcome).toBe(alone.outcome);
      expect(among.deal_value).toEqual(alone.deal_value);
    }));
  });

  it('relaxing a minimum or a maximum never turns a pass into a fail', () => {
    const numeric = criterion.filter((c) => typeof c.value === 'number');
    fc.assert(fc.property(deal, numeric, fc.integer({ min: 1, max: 1000 }), (d, c, delta) => {
      const v = c.value as number;
      const relaxed = { ...c, value: c.check.startsWith('min_') ? Math.max(0, v - delta) : v + delta } as Criterion;
      if (run(d, [c]).matching_breakdown[0]!.outcome === 'pass') {
        expect(run(d, [relaxed]).matching_breakdown[0]!.outcome).toBe('pass');
      }
    }));
  });

  it('results are sorted, complete and independent of the input order', () => {
    const funders = fc.uniqueArray(
      fc.record({ funder_id: fc.uuid(), funder_name: fc.constantFrom('A', 'B', 'b', 'Summit', 'Zed'), criteria: criteriaList }),
      { selector: (f) => f.funder_id, maxLength: 15 },
    );
    fc.assert(fc.property(deal, funders, (d, fs) => {
      const out = matchFunders(d, fs);
      expect(out).toHaveLength(fs.length);
      expect(new Set(out.map((r) => r.funder_id))).toEqual(new Set(fs.map((f) => f.funder_id)));
      for (let i = 1; i < out.length; i++) expect(compareResults(out[i - 1]!, out[i]!)).toBeLessThan(0);
      const firstUnmatched = out.findIndex((r) => !r.matched);
      if (firstUnmatched >= 0) expect(out.slice(firstUnmatched).every((r) => !r.matched)).toBe(true);
      expect(matchFunders(d, [...fs].reverse())).toEqual(out);
    }));
  });
});
