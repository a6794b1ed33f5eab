// Funder profile validation (pure). A profile file is `{name, criteria: [{check, value, hard?, weight?}]}` as in
// contract.md "Funders and matching". Validation also normalises list values to reference ids, so the stored
// profile — and therefore the matching engine — only ever sees canonical ids (US, NY, llc, cannabis, high ...).
// Errors come back as `{field, issue}` with paths relative to the profile (`criteria[2].value[1]`); the API
// prefixes nothing, because the profile file is the request body.

import {
  entityTypeById, normalizeCountry, normalizeEntityType, normalizeIndustry, normalizeStateRegion,
} from '../reference/normalize.ts';
import { riskCategories } from '../reference/types.ts';

export const NUMBER_CHECKS = [
  'min_avg_monthly_revenue', 'min_avg_monthly_true_revenue', 'min_avg_daily_balance',
  'max_avg_negative_days', 'max_avg_nsf_count', 'max_remit_percentage',
  'max_positions', 'min_positions', 'min_months_of_statements',
  'min_credit_score', 'min_time_in_business_months',
] as const;
export const LIST_CHECKS = [
  'allowed_countries', 'allowed_states', 'excluded_states',
  'excluded_industries', 'excluded_entity_types', 'excluded_risk_categories',
] as const;
export const RANGE_CHECKS = ['requested_amount_range'] as const;
export const ALL_CHECKS = [...NUMBER_CHECKS, ...LIST_CHECKS, ...RANGE_CHECKS] as const;

export type NumberCheck = (typeof NUMBER_CHECKS)[number];
export type ListCheck = (typeof LIST_CHECKS)[number];
export type RangeCheck = (typeof RANGE_CHECKS)[number];
export type Check = NumberCheck | ListCheck | RangeCheck;

interface CriterionBase { hard: boolean; weight: number }
export interface NumberCriterion extends CriterionBase { check: NumberCheck; value: number }
/** List values are reference ids: country codes, state/province codes, industry ids, entity-type ids, risk categories. */
export interface ListCriterion extends CriterionBase { check: ListCheck; value: string[] }
export interface RangeCriterion extends CriterionBase { check: RangeCheck; value: { min: number; max: number } }
export type Criterion = NumberCriterion | ListCriterion | RangeCriterion;

/** A validated, normalised funder profile: what is stored and what the matching engine reads. */
export interface FunderProfile { name: string; criteria: Criterion[] }

export interface CriteriaIssue { field: string; issue: string }
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: CriteriaIssue[] };

const NUMBER_SET: ReadonlySet<string> = new Set(NUMBER_CHECKS);
const LIST_SET: ReadonlySet<string> = new Set(LIST_CHECKS);
const RANGE_SET: ReadonlySet<string> = new Set(RANGE_CHECKS);
const RISK_SET: ReadonlySet<string> = new Set(riskCategories);
const PROFILE_FIELDS: ReadonlySet<string> = new Set(['name', 'criteria']);
const CRITERION_FIELDS: ReadonlySet<string> = new Set(['check', 'value', 'hard', 'weight']);
const RANGE_FIELDS: ReadonlySet<string> = new Set(['min', 'max']);
export const MAX_NAME_LENGTH = 200;

/** Normalises one list entry to its reference ids (usually one), or null when the reference does not know it. */
function normalizeListValue(check: ListCheck, raw: string): string[] | null {
  const one = (id: string | undefined) => (id === undefined ? null : [id]);
  switch (check) {
    case 'allowed_countries': return one(normalizeCountry(raw)?.id);
    // Without a country, a state code is read as a state: US and Canadian subdivision codes do not overlap, and
    // in a list of states `CA` can only mean California.
    case 'allowed_states':
    case 'excluded_states': return one(normalizeStateRegion(raw)?.id);
    case 'excluded_industries': return one(normalizeIndustry(raw)?.id);
    case 'excluded_entity_types': return entityTypeIds(raw);
    case 'excluded_risk_categories': {
      const k = raw.trim().toLowerCase();
      return RISK_SET.has(k) ? [k] : null;
    }
  }
}

/**
 * A deal's entity type is read with its country ("Corp" is c_corporation in the US, ca_corporation in Canada,
 * the generic `corporation` with no country). A funder writing "Corp" in an exclusion list means all of them, so
 * the word is read for both countries and without one, and every id it names is kept. An id ("c_corporation")
 * names only itself.
 */
function entityTypeIds(raw: string): string[] | null {
  const exact = entityTypeById(raw.trim());
  if (exact) return [exact.id];
  const ids = new Set<string>();
  for (const country of [null, 'US', 'CA'] as const) {
    const id = normalizeEntityType(raw, country)?.id;
    if (id !== undefined) ids.add(id);
  }
  return ids.size ? [...ids] : null;
}

function unknownValueIssue(check: ListCheck): string {
  switch (check) {
    case 'allowed_countries': return 'unknown country (use US or CA, or United States or Canada)';
    case 'allowed_states':
    case 'excluded_states': return 'unknown state or province (see /v1/reference/states and /v1/reference/provinces)';
    case 'excluded_industries': return 'unknown industry (see /v1/reference/industries)';
    case 'excluded_entity_types': return 'unknown entity type (see /v1/reference/entity-types)';
    case 'excluded_risk_categories': return `unknown risk category (one of ${riskCategories.join(', ')})`;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isAmount(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

function unknownFields(obj: Record<string, unknown>, allowed: ReadonlySet<string>, path: string, errors: CriteriaIssue[]): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.has(k)) errors.push({ field: path ? `${path}.${k}` : k, issue: 'unknown field' });
  }
}

function validateList(check: ListCheck, value: unknown, path: string, errors: CriteriaIssue[]): string[] | null {
  if (!Array.isArray(value)) {
    errors.push({ field: path, issue: 'must be a list of strings' });
    return null;
  }
  // An empty allow-list would decline every deal, which is never what a funder means; an empty exclusion list is
  // harmless (it excludes nothing) and is accepted.
  if (value.length === 0 && check.startsWith('allowed_')) {
    errors.push({ field: path, issue: 'must list at least one value' });
    return null;
  }
  const out: string[] = [];
  const before = errors.length;
  value.forEach((item, i) => {
    if (typeof item !== 'string' || item.trim() === '') {
      errors.push({ field: `${path}[${i}]`, issue: 'must be a non-empty string' });
      return;
    }
    const ids = normalizeListValue(check, item);
    if (ids === null) errors.push({ field: `${path}[${i}]`, issue: unknownValueIssue(check) });
    else for (const id of ids) if (!out.includes(id)) out.push(id); // "NY" and "New York" collapse to one id
  });
  return errors.length === before ? out : null;
}

function validateRange(value: unknown, path: string, errors: CriteriaIssue[]): { min: number; max: number } | null {
  if (!isObject(value)) {
    errors.push({ field: path, issue: 'must be an object {min, max}' });
    return null;
  }
  const before = errors.length;
  unknownFields(value, RANGE_FIELDS, path, errors);
  for (const k of ['min', 'max'] as const) {
    if (!(k in value)) errors.push({ field: `${path}.${k}`, issue: 'is required' });
    else if (!isAmount(value[k])) errors.push({ field: `${path}.${k}`, issue: 'must be a number >= 0' });
  }
  if (errors.length !== before) return null;
  const min = value['min'] as number;
  const max = value['max'] as number;
  if (min > max) {
    errors.push({ field: `${path}.min`, issue: 'must not be greater than max' });
    return null;
  }
  return { min, max };
}

function validateCriterion(raw: unknown, path: string, errors: CriteriaIssue[]): Criterion | null {
  if (!isObject(raw)) {
    errors.push({ field: path, issue: 'must be an object {check, value, hard?, weight?}' });
    return null;
  }
  const before = errors.length;
  unknownFields(raw, CRITERION_FIELDS, path, errors);

  let hard = false;
  if (raw['hard'] !== undefined) {
    if (typeof raw['hard'] === 'boolean') hard = raw['hard'];
    else errors.push({ field: `${path}.hard`, issue: 'must be a boolean' });
  }
  let weight = 1;
  if (raw['weight'] !== undefined) {
    const w = raw['weight'];
    if (typeof w === 'number' && Number.isFinite(w) && w > 0) weight = w;
    else errors.push({ field: `${path}.weight`, issue: 'must be a number greater than 0' });
  }

  const check = raw['check'];
  if (check === undefined) {
    errors.push({ field: `${path}.check`, issue: 'is required' });
    return null;
  }
  if (typeof check !== 'string' || !(NUMBER_SET.has(check) || LIST_SET.has(check) || RANGE_SET.has(check))) {
    errors.push({ field: `${path}.check`, issue: `unknown check (one of ${ALL_CHECKS.join(', ')})` });
    return null;
  }
  const vPath = `${path}.value`;
  if (!('value' in raw) || raw['value'] === undefined) {
    errors.push({ field: vPath, issue: 'is required' });
    return null;
  }
  const value = raw['value'];
  let criterion: Criterion | null = null;
  if (NUMBER_SET.has(check)) {
    if (isAmount(value)) criterion = { check: check as NumberCheck, value, hard, weight };
    else errors.push({ field: vPath, issue: 'must be a number >= 0' });
  } else if (LIST_SET.has(check)) {
    const list = validateList(check as ListCheck, value, vPath, errors);
    if (list) criterion = { check: check as ListCheck, value: list, hard, weight };
  } else {
    const range = validateRange(value, vPath, errors);
    if (range) criterion = { check: check as RangeCheck, value: range, hard, weight };
  }
  return errors.length === before ? criterion : null;
}

/** Validates and normalises a criteria list. `path` prefixes error fields (default `criteria`). */
export function validateCriteria(raw: unknown, path = 'criteria'): ValidationResult<Criterion[]> {
  const errors: CriteriaIssue[] = [];
  if (!Array.isArray(raw)) return { ok: false, errors: [{ field: path, issue: 'must be a list of criteria' }] };
  const out: Criterion[] = [];
  const seen = new Map<string, number>();
  raw.forEach((item, i) => {
    const c = validateCriterion(item, `${path}[${i}]`, errors);
    if (!c) return;
    // Two rows for one check would be scored twice and show contradictory requirements; one is always a typo.
    const first = seen.get(c.check);
    if (first !== undefined) errors.push({ field: `${path}[${i}].check`, issue: `duplicate check (already in ${path}[${first}])` });
    else seen.set(c.check, i);
    out.push(c);
  });
  return errors.length ? { ok: false, errors } : { ok: true, value: out };
}

/** Validates a funder profile file `{name, criteria}` and returns it normalised, or every issue found. */
export function validateFunderProfile(raw: unknown): ValidationResult<FunderProfile> {
  if (!isObject(raw)) return { ok: false, errors: [{ field: '', issue: 'must be an object {name, criteria}' }] };
  const errors: CriteriaIssue[] = [];
  unknownFields(raw, PROFILE_FIELDS, '', errors);
  const name = raw['name'];
  let cleanName = '';
  if (name === undefined) errors.push({ field: 'name', issue: 'is required' });
  else if (typeof name !== 'string' || name.trim() === '') errors.push({ field: 'name', issue: 'must be a non-empty string' });
  else if (name.trim().length > MAX_NAME_LENGTH) errors.push({ field: 'name', issue: `must be at most ${MAX_NAME_LENGTH} characters` });
  else cleanName = name.trim();

  let criteria: Criterion[] = [];
  if (raw['criteria'] === undefined) errors.push({ field: 'criteria', issue: 'is required' });
  else {
    const r = validateCriteria(raw['criteria']);
    if (r.ok) criteria = r.value;
    else errors.push(...r.errors);
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: { name: cleanName, criteria } };
}
