// Per-check behaviour of the engine: pass, fail, boundary equality, unknown, and how each deal value is read.

import { describe, expect, it } from 'vitest';
import type { Check } from '../funders/criteria.ts';
import { dealFacts, lowestOwnerCreditScore, wholeMonthsBetween } from './engine.ts';
import type { MatchFinancials } from './engine.ts';
import { crit, input, row, TODAY } from '../../test/matching.ts';

type NumField = 'avg_monthly_revenue' | 'avg_monthly_true_revenue' | 'avg_daily_balance' | 'avg_negative_days_count'
  | 'avg_nsf_count' | 'remit_percentage' | 'total_positions_count';

// [check, financials field, direction]: min checks pass at or above, max checks at or below.
const NUMERIC: Array<[Check, NumField, 'min' | 'max']> = [
  ['min_avg_monthly_revenue', 'avg_monthly_revenue', 'min'],
  ['min_avg_monthly_true_revenue', 'avg_monthly_true_revenue', 'min'],
  ['min_avg_daily_balance', 'avg_daily_balance', 'min'],
  ['max_avg_negative_days', 'avg_negative_days_count', 'max'],
  ['max_avg_nsf_count', 'avg_nsf_count', 'max'],
  ['max_remit_percentage', 'remit_percentage', 'max'],
  ['max_positions', 'total_positions_count', 'max'],
  ['min_positions', 'total_positions_count', 'min'],
];

describe.each(NUMERIC)('%s reads financials.%s', (check, field, dir) => {
  const deal = (v: unknown) => input({}, { [field]: v } as Partial<MatchFinancials>);
  it('passes at the boundary (equality)', () => {
    expect(row(crit(check, 3), deal(3))).toMatchObject({ outcome: 'pass', deal_value: 3, requirement: 3 });
  });
  it('passes on the right side and fails on the wrong side', () => {
    const good = dir === 'min' ? 4 : 2;
    const bad = dir === 'min' ? 2 : 4;
    expect(row(crit(check, 3), deal(good)).outcome).toBe('pass');
    expect(row(crit(check, 3), deal(bad))).toMatchObject({ outcome: 'fail', deal_value: bad });
  });
  it('fails by a cent', () => {
    const bad = dir === 'min' ? 2.99 : 3.01;
    expect(row(crit(check, 3), deal(bad)).outcome).toBe('fail');
  });
  it.each([[undefined], [null], [Number.NaN], [Number.POSITIVE_INFINITY], ['3000']])('is unknown for %s', (v) => {
    expect(row(crit(check, 3), deal(v))).toMatchObject({ outcome: 'unknown', deal_value: null });
  });
});

describe('min_months_of_statements', () => {
  it('counts financials.months, boundary included', () => {
    expect(row(crit('min_months_of_statements', 3), input()).outcome).toBe('pass');
    expect(row(crit('min_months_of_statements', 4), input())).toMatchObject({ outcome: 'fail', deal_value: 3 });
  });
  it('counts the months that are not partial (contract.md): a month-to-date printout\'s edges do not count', () => {
    const months = [{ date: '2023-05', partial: true }, { date: '2023-06', partial: false }, { date: '2023-07', partial: true }, { date: '2023-08' }];
    expect(row(crit('min_months_of_statements', 2), input({}, { months }))).toMatchObject({ outcome: 'pass', deal_value: 2 });
    expect(row(crit('min_months_of_statements', 3), input({}, { months }))).toMatchObject({ outcome: 'fail', deal_value: 2 });
  });
  it('an empty months list is 0 months; a missing list is unknown', () => {
    expect(row(crit('min_months_of_statements', 1), input({}, { months: [] }))).toMatchObject({ outcome: 'fail', deal_value: 0 });
    expect(row(crit('min_months_of_statements', 1), input({}, { months: null })).outcome).toBe('unknown');
    expect(row(crit('min_months_of_statements', 1), { application: {}, financials: null, today: TODAY }).outcome).toBe('unknown');
  });
});

describe('min_credit_score (lowest score of the 20%+ owners)', () => {
  it('takes the lowest score among owners of 20% or more, 20% exactly included', () => {
    const applicants = [{ ownership: 60, credit_score: 720 }, { ownership: 20, credit_score: 610 }, { ownership: 19.9, credit_score: 500 }];
    expect(lowestOwnerCreditScore(applicants)).toBe(610);
    expect(row(crit('min_credit_score', 610), input({ applicants }))).toMatchObject({ outcome: 'pass', deal_value: 610 });
    expect(row(crit('min_credit_score', 611), input({ applicants })).outcome).toBe('fail');
  });
  it('uses every applicant when no ownership is given', () => {
    expect(lowestOwnerCreditScore([{ credit_score: 700 }, { credit_score: 590 }])).toBe(590);
  });
  it('keeps applicants with unknown ownership when others give it (a missing figure may hide an owner)', () => {
    expect(lowestOwnerCreditScore([{ ownership: 80, credit_score: 700 }, { credit_score: 560 }, { ownership: 5, credit_score: 400 }])).toBe(560);
  });
  it('skips applicants without a score; unknown when no counted applicant has one', () => {
    expect(lowestOwnerCreditScore([{ ownership: 50 }, { ownership: 50, credit_score: 640 }])).toBe(640);
    expect(lowestOwnerCreditScore([{ ownership: 100 }, { ownership: 10, credit_score: 700 }])).toBeNull();
    expect(lowestOwnerCreditScore([])).toBeNull();
    expect(lowestOwnerCreditScore(null)).toBeNull();
    expect(row(crit('min_credit_score', 600), input({ applicants: [] })).outcome).toBe('unknown');
    expect(row(crit('min_credit_score', 600), input({ applicants: undefined })).outcome).toBe('unknown');
  });
});

describe('min_time_in_business_months (whole months to today)', () => {
  it('counts whole months, the same day of the month completing one', () => {
    expect(wholeMonthsBetween('2024-06-15', '2025-06-15')).toBe(12);
    expect(wholeMonthsBetween('2024-06-16', '2025-06-15')).toBe(11);
    expect(wholeMonthsBetween('2025-06-01', '2025-06-15')).toBe(0);
  });
  it('completes a month on the last day of a shorter month', () => {
    expect(wholeMonthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-28')).toBe(0); // leap year: Feb 29 is the month's end
    expect(wholeMonthsBetween('2024-01-31', '2024-02-29')).toBe(1);
    expect(wholeMonthsBetween('2025-01-30', '2025-03-29')).toBe(1);
  });
  it('gives 0 for a start in the future and null for a bad date', () => {
    expect(wholeMonthsBetween('2026-01-01', '2025-06-15')).toBe(0);
    expect(wholeMonthsBetween('2025-02-30', '2025-06-15')).toBeNull();
    expect(wholeMonthsBetween('June 2020', '2025-06-15')).toBeNull();
  });
  it('passes at the boundary and fails a day short', () => {
    expect(row(crit('min_time_in_business_months', 12), input({ business_start_date: '2024-06-15' }))).toMatchObject({ outcome: 'pass', deal_value: 12 });
    expect(row(crit('min_time_in_business_months', 12), input({ business_start_date: '2024-06-16' }))).toMatchObject({ outcome: 'fail', deal_value: 11 });
  });
  it('is unknown without a usable start date', () => {
    for (const d of [undefined, null, '', 'soon', '2024-13-01']) {
      expect(row(crit('min_time_in_business_months', 1), input({ business_start_date: d })).outcome).toBe('unknown');
    }
  });
  it('rejects a malformed today (a caller bug, not a deal problem)', () => {
    expect(() => dealFacts(input({}, {}, '15/06/2025'))).toThrow(RangeError);
  });
});

describe('requested_amount_range', () => {
  const c = crit('requested_amount_range', { min: 10000, max: 100000 });
  it('passes within and at both ends, fails outside', () => {
    for (const v of [10000, 55000, 100000]) expect(row(c, input({ requested_amount: v })).outcome).toBe('pass');
    for (const v of [9999.99, 100000.01, 0]) expect(row(c, input({ requested_amount: v })).outcome).toBe('fail');
  });
  it('is unknown without an amount', () => {
    expect(row(c, input({ requested_amount: null }))).toMatchObject({ outcome: 'unknown', deal_value: null, requirement: { min: 10000, max: 100000 } });
  });
});

describe('allowed_countries', () => {
  const c = crit('allowed_countries', ['US']);
  it('normalises the deal country before comparing (labels and aliases)', () => {
    for (const v of ['United States', 'US', 'USA', ' usa ']) expect(row(c, input({ country: v }))).toMatchObject({ outcome: 'pass', deal_value: 'US' });
    expect(row(c, input({ country: 'Canada' }))).toMatchObject({ outcome: 'fail', deal_value: 'CA' });
  });
  it('fails an unrecognised country, showing what was sent', () => {
    expect(row(c, input({ country: 'Mexico' }))).toMatchObject({ outcome: 'fail', deal_value: 'Mexico' });
  });
  it('reads a U.S. territory sent as the country as the United States, and the territory as its region', () => {
    const deal = input({ country: 'Puerto Rico', state_region: null });
    expect(row(c, deal)).toMatchObject({ outcome: 'pass', deal_value: 'US' });
    expect(row(crit('allowed_states', ['PR']), deal)).toMatchObject({ outcome: 'pass', deal_value: 'PR' });
  });
  it('is unknown without a country (the state does not stand in for it)', () => {
    expect(row(c, input({ country: null, state_region: 'TX' })).outcome).toBe('unknown');
    expect(row(c, input({ country: '  ' })).outcome).toBe('unknown');
  });
});

describe('allowed_states and excluded_states', () => {
  it('normalises state names and codes', () => {
    expect(row(crit('allowed_states', ['NY', 'NJ']), input({ state_region: 'New York' }))).toMatchObject({ outcome: 'pass', deal_value: 'NY' });
    expect(row(crit('allowed_states', ['NY', 'NJ']), input({ state_region: 'TX' })).outcome).toBe('fail');
    expect(row(crit('excluded_states', ['NV', 'VT']), input({ state_region: 'Nevada' }))).toMatchObject({ outcome: 'fail', deal_value: 'NV' });
    expect(row(crit('excluded_states', ['NV', 'VT']), input({ state_region: 'ny' })).outcome).toBe('pass');
  });
  it('reads a state code with the deal country (CA with Canada is not California)', () => {
    expect(row(crit('excluded_states', ['CA']), input({ country: 'United States', state_region: 'CA' })).outcome).toBe('fail');
    expect(row(crit('allowed_states', ['ON', 'BC']), input({ country: 'Canada', state_region: 'Ontario' }))).toMatchObject({ outcome: 'pass', deal_value: 'ON' });
  });
  it('reads the state alone when the deal has no country', () => {
    expect(row(crit('allowed_states', ['TX']), input({ country: null, state_region: 'Texas' })).outcome).toBe('pass');
    expect(row(crit('allowed_states', ['ON']), input({ country: undefined, state_region: 'ON' })).outcome).toBe('pass');
  });
  it('unrecognised: fails an allow-list, unknown against an exclusion list', () => {
    expect(row(crit('allowed_states', ['NY']), input({ state_region: 'Atlantis' }))).toMatchObject({ outcome: 'fail', deal_value: 'Atlantis' });
    expect(row(crit('excluded_states', ['NV']), input({ state_region: 'Atlantis' }))).toMatchObject({ outcome: 'unknown', deal_value: 'Atlantis' });
  });
  it('a province code sent with the wrong country is unrecognised', () => {
    expect(row(crit('allowed_states', ['ON']), input({ country: 'United States', state_region: 'ON' })).outcome).toBe('fail');
  });
  it('is unknown without a state', () => {
    expect(row(crit('allowed_states', ['NY']), input({ state_region: null })).outcome).toBe('unknown');
    expect(row(crit('excluded_states', ['NY']), input({ state_region: '' })).outcome).toBe('unknown');
  });
});

describe('excluded_industries, excluded_entity_types, excluded_risk_categories', () => {
  it('normalises the industry alias to its id before comparing', () => {
    expect(row(crit('excluded_industries', ['cannabis', 'firearms']), input({ industry: 'marijuana' }))).toMatchObject({ outcome: 'fail', deal_value: 'cannabis' });
    expect(row(crit('excluded_industries', ['cannabis']), input({ industry: 'Restaurant' }))).toMatchObject({ outcome: 'pass', deal_value: 'restaurant' });
  });
  it('normalises the entity type alias', () => {
    expect(row(crit('excluded_entity_types', ['llc']), input({ type_of_entity: 'LLC' }))).toMatchObject({ outcome: 'fail', deal_value: 'llc' });
    expect(row(crit('excluded_entity_types', ['sole_proprietorship']), input({ type_of_entity: 'LLC' })).outcome).toBe('pass');
  });
  it('reads the entity type with the deal country (Corp is c_corporation in the US, ca_corporation in Canada)', () => {
    const c = crit('excluded_entity_types', ['c_corporation']);
    expect(row(c, input({ country: 'USA', type_of_entity: 'Corp' }))).toMatchObject({ outcome: 'fail', deal_value: 'c_corporation' });
    expect(row(c, input({ country: 'Canada', state_region: 'ON', type_of_entity: 'Corp' }))).toMatchObject({ outcome: 'pass', deal_value: 'ca_corporation' });
    expect(row(c, input({ country: null, state_region: 'Ontario', type_of_entity: 'Inc' })).deal_value).toBe('ca_corporation');
  });
  it('compares the industry risk category', () => {
    expect(row(crit('excluded_risk_categories', ['prohibited']), input({ industry: 'cannabis' }))).toMatchObject({ outcome: 'fail', deal_value: 'prohibited' });
    expect(row(crit('excluded_risk_categories', ['high', 'prohibited']), input({ industry: 'restaurant' }))).toMatchObject({ outcome: 'pass', deal_value: 'medium' });
  });
  it('an unrecognised industry is unknown for both industry and risk checks', () => {
    const deal = input({ industry: 'widget making' });
    expect(row(crit('excluded_industries', ['cannabis']), deal)).toMatchObject({ outcome: 'unknown', deal_value: 'widget making' });
    expect(row(crit('excluded_risk_categories', ['high']), deal)).toMatchObject({ outcome: 'unknown', deal_value: null });
    expect(row(crit('excluded_entity_types', ['llc']), input({ type_of_entity: 'Space guild' })).outcome).toBe('unknown');
  });
  it('is unknown when missing', () => {
    expect(row(crit('excluded_industries', ['cannabis']), input({ industry: null })).outcome).toBe('unknown');
    expect(row(crit('excluded_risk_categories', ['high']), input({ industry: undefined })).outcome).toBe('unknown');
    expect(row(crit('excluded_entity_types', ['llc']), input({ type_of_entity: null })).outcome).toBe('unknown');
  });
});

describe('missing deal data', () => {
  it('a null application and financials make every check unknown', () => {
    const deal = { application: null, financials: null, today: TODAY };
    const checks: Array<[Check, unknown]> = [
      ...NUMERIC.map(([c]) => [c, 1] as [Check, unknown]),
      ['min_months_of_statements', 1], ['min_credit_score', 1], ['min_time_in_business_months', 1],
      ['requested_amount_range', { min: 0, max: 1 }], ['allowed_countries', ['US']], ['allowed_states', ['NY']],
      ['excluded_states', ['NY']], ['excluded_industries', ['cannabis']], ['excluded_entity_types', ['llc']],
      ['excluded_risk_categories', ['high']],
    ];
    for (const [check, value] of checks) expect(row(crit(check, value as never), deal).outcome, check).toBe('unknown');
  });
});
