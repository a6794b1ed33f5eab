// Funder profile validation: every error kind, the field paths the API returns, and normalisation on save.

import { describe, expect, it } from 'vitest';
import { ALL_CHECKS, validateCriteria, validateFunderProfile } from './criteria.ts';
import type { CriteriaIssue } from './criteria.ts';

function errorsOf(raw: unknown): CriteriaIssue[] {
  const r = validateFunderProfile(raw);
  if (r.ok) throw new Error('expected errors');
  return r.errors;
}

function criteriaOf(criteria: unknown[]) {
  const r = validateFunderProfile({ name: 'F', criteria });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value.criteria;
}

const one = (c: unknown) => errorsOf({ name: 'F', criteria: [c] });

describe('valid profiles', () => {
  it('accepts the contract example and fills defaults', () => {
    const r = validateFunderProfile({
      name: '  Summit Capital ',
      criteria: [
        { check: 'allowed_countries', value: ['US'], hard: true },
        { check: 'min_avg_monthly_true_revenue', value: 20000, hard: false, weight: 2 },
        { check: 'excluded_industries', value: ['cannabis', 'firearms'], hard: true },
        { check: 'requested_amount_range', value: { min: 5000, max: 5000 } },
      ],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        name: 'Summit Capital',
        criteria: [
          { check: 'allowed_countries', value: ['US'], hard: true, weight: 1 },
          { check: 'min_avg_monthly_true_revenue', value: 20000, hard: false, weight: 2 },
          { check: 'excluded_industries', value: ['cannabis', 'firearms'], hard: true, weight: 1 },
          { check: 'requested_amount_range', value: { min: 5000, max: 5000 }, hard: false, weight: 1 },
        ],
      },
    });
  });
  it('accepts no criteria, zero values and fractional weights', () => {
    expect(validateFunderProfile({ name: 'Open door', criteria: [] })).toEqual({ ok: true, value: { name: 'Open door', criteria: [] } });
    expect(criteriaOf([{ check: 'max_positions', value: 0, weight: 0.5 }])).toEqual([{ check: 'max_positions', value: 0, hard: false, weight: 0.5 }]);
  });
  it('knows every check of the contract table', () => {
    expect([...ALL_CHECKS].sort()).toEqual([
      'allowed_countries', 'allowed_states', 'excluded_entity_types', 'excluded_industries', 'excluded_risk_categories',
      'excluded_states', 'max_avg_negative_days', 'max_avg_nsf_count', 'max_positions', 'max_remit_percentage',
      'min_avg_daily_balance', 'min_avg_monthly_revenue', 'min_avg_monthly_true_revenue', 'min_credit_score',
      'min_months_of_statements', 'min_positions', 'min_time_in_business_months', 'requested_amount_range',
    ]);
  });
});

describe('normalisation of list values', () => {
  it('countries: codes and labels to US / CA', () => {
    expect(criteriaOf([{ check: 'allowed_countries', value: ['United States', 'canada'] }])[0]!.value).toEqual(['US', 'CA']);
  });
  it('states and provinces: names to codes; CA in a state list is California', () => {
    expect(criteriaOf([{ check: 'excluded_states', value: ['New York', 'nv', 'Ontario', 'CA'] }])[0]!.value).toEqual(['NY', 'NV', 'ON', 'CA']);
  });
  it('industries and entity types: aliases and labels to ids', () => {
    expect(criteriaOf([{ check: 'excluded_industries', value: ['marijuana', 'Firearms'] }])[0]!.value).toEqual(['cannabis', 'firearms']);
    expect(criteriaOf([{ check: 'excluded_entity_types', value: ['Sole Prop', 'nonprofit_corporation'] }])[0]!.value).toEqual(['sole_proprietorship', 'nonprofit_corporation']);
  });
  it('an entity-type word that differs by country names every form it can mean; an id names only itself', () => {
    const corp = criteriaOf([{ check: 'excluded_entity_types', value: ['Corp'] }])[0]!.value as string[];
    expect([...corp].sort()).toEqual(['c_corporation', 'ca_corporation', 'corporation']);
    expect(criteriaOf([{ check: 'excluded_entity_types', value: ['c_corporation'] }])[0]!.value).toEqual(['c_corporation']);
  });
  it('risk categories: case-insensitive', () => {
    expect(criteriaOf([{ check: 'excluded_risk_categories', value: ['HIGH', ' prohibited '] }])[0]!.value).toEqual(['high', 'prohibited']);
  });
  it('collapses aliases of the same entry', () => {
    expect(criteriaOf([{ check: 'allowed_states', value: ['NY', 'New York', 'ny'] }])[0]!.value).toEqual(['NY']);
  });
  it('accepts an empty exclusion list (it excludes nothing)', () => {
    expect(criteriaOf([{ check: 'excluded_states', value: [] }])[0]!.value).toEqual([]);
  });
});

describe('profile errors', () => {
  it('not an object', () => {
    for (const raw of [null, [], 'x', 3]) expect(errorsOf(raw)).toEqual([{ field: '', issue: expect.stringContaining('object') }]);
  });
  it('missing name and criteria', () => {
    expect(errorsOf({})).toEqual([{ field: 'name', issue: 'is required' }, { field: 'criteria', issue: 'is required' }]);
  });
  it('bad name', () => {
    for (const name of ['', '   ', 42]) expect(errorsOf({ name, criteria: [] })).toEqual([{ field: 'name', issue: 'must be a non-empty string' }]);
    expect(errorsOf({ name: 'x'.repeat(201), criteria: [] })[0]!.field).toBe('name');
  });
  it('unknown top-level field', () => {
    expect(errorsOf({ name: 'F', criteria: [], weights: {} })).toEqual([{ field: 'weights', issue: 'unknown field' }]);
  });
  it('criteria not a list', () => {
    expect(errorsOf({ name: 'F', criteria: {} })).toEqual([{ field: 'criteria', issue: 'must be a list of criteria' }]);
  });
  it('validateCriteria takes a path prefix for other callers', () => {
    expect(validateCriteria([{ check: 'nope', value: 1 }], 'body.criteria')).toEqual({
      ok: false, errors: [{ field: 'body.criteria[0].check', issue: expect.stringContaining('unknown check') }],
    });
  });
});

describe('criterion errors', () => {
  it('not an object', () => {
    expect(one('min_credit_score')).toEqual([{ field: 'criteria[0]', issue: expect.stringContaining('object') }]);
  });
  it('unknown field (a typo such as "wieght")', () => {
    expect(one({ check: 'min_credit_score', value: 600, wieght: 2 })).toEqual([{ field: 'criteria[0].wieght', issue: 'unknown field' }]);
  });
  it('missing or unknown check', () => {
    expect(one({ value: 600 })).toEqual([{ field: 'criteria[0].check', issue: 'is required' }]);
    expect(one({ check: 'min_fico', value: 600 })).toEqual([{ field: 'criteria[0].check', issue: expect.stringContaining('unknown check') }]);
    expect(one({ check: 7, value: 600 })[0]!.field).toBe('criteria[0].check');
  });
  it('missing value', () => {
    expect(one({ check: 'min_credit_score' })).toEqual([{ field: 'criteria[0].value', issue: 'is required' }]);
  });
  it.each([[-1], ['600'], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [[600]]])('number check with value %s', (value) => {
    expect(one({ check: 'min_credit_score', value })).toEqual([{ field: 'criteria[0].value', issue: 'must be a number >= 0' }]);
  });
  it('list check with a non-list', () => {
    expect(one({ check: 'excluded_states', value: 'NV' })).toEqual([{ field: 'criteria[0].value', issue: 'must be a list of strings' }]);
  });
  it('empty allow-list', () => {
    expect(one({ check: 'allowed_states', value: [] })).toEqual([{ field: 'criteria[0].value', issue: 'must list at least one value' }]);
  });
  it('list entries that are not strings', () => {
    expect(one({ check: 'excluded_states', value: ['NV', 3, ''] })).toEqual([
      { field: 'criteria[0].value[1]', issue: 'must be a non-empty string' },
      { field: 'criteria[0].value[2]', issue: 'must be a non-empty string' },
    ]);
  });
  it.each([
    ['allowed_countries', 'Mexico', 'unknown country'],
    ['allowed_states', 'Atlantis', 'unknown state or province'],
    ['excluded_states', 'Narnia', 'unknown state or province'],
    ['excluded_industries', 'widget making', 'unknown industry'],
    ['excluded_entity_types', 'guild', 'unknown entity type'],
    ['excluded_risk_categories', 'extreme', 'unknown risk category'],
  ])('%s with unknown value %s', (check, bad, issue) => {
    const errors = one({ check, value: [check === 'excluded_risk_categories' ? 'high' : check === 'allowed_countries' ? 'US' : check === 'excluded_industries' ? 'cannabis' : check === 'excluded_entity_types' ? 'llc' : 'NY', bad] });
    expect(errors).toEqual([{ field: 'criteria[0].value[1]', issue: expect.stringContaining(issue) }]);
  });
  it('range: not an object, missing ends, bad numbers, unknown field, min above max', () => {
    const range = (value: unknown) => one({ check: 'requested_amount_range', value });
    expect(range([1, 2])).toEqual([{ field: 'criteria[0].value', issue: 'must be an object {min, max}' }]);
    expect(range({ min: 1 })).toEqual([{ field: 'criteria[0].value.max', issue: 'is required' }]);
    expect(range({ min: -1, max: 'x' })).toEqual([
      { field: 'criteria[0].value.min', issue: 'must be a number >= 0' },
      { field: 'criteria[0].value.max', issue: 'must be a number >= 0' },
    ]);
    expect(range({ min: 1, max: 2, step: 1 })).toEqual([{ field: 'criteria[0].value.step', issue: 'unknown field' }]);
    expect(range({ min: 10, max: 9 })).toEqual([{ field: 'criteria[0].value.min', issue: 'must not be greater than max' }]);
  });
  it.each([[0], [-2], ['2'], [Number.NaN], [null]])('weight %s', (weight) => {
    expect(one({ check: 'min_credit_score', value: 600, weight })).toEqual([{ field: 'criteria[0].weight', issue: 'must be a number greater than 0' }]);
  });
  it.each([['yes'], [1], [null]])('hard %s', (hard) => {
    expect(one({ check: 'min_credit_score', value: 600, hard })).toEqual([{ field: 'criteria[0].hard', issue: 'must be a boolean' }]);
  });
  it('duplicate check', () => {
    const errors = errorsOf({ name: 'F', criteria: [{ check: 'max_positions', value: 1 }, { check: 'min_positions', value: 1 }, { check: 'max_positions', value: 2 }] });
    expect(errors).toEqual([{ field: 'criteria[2].check', issue: 'duplicate check (already in criteria[0])' }]);
  });
  it('collects every error across criteria with their paths', () => {
    const errors = errorsOf({
      name: '',
      criteria: [
        { check: 'min_credit_score', value: 600 },
        { check: 'min_credit_score_typo', value: 600 },
        { check: 'excluded_industries', value: ['cannabis', 'weed farm?'], hard: 'true', weight: -1 },
      ],
    });
    expect(errors.map((e) => e.field)).toEqual(['name', 'criteria[1].check', 'criteria[2].hard', 'criteria[2].weight', 'criteria[2].value[1]']);
  });
});
