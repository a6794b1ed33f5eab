// The matching engine (pure, no I/O): one application against many funders' criteria, as contract.md
// "Funders and matching" defines it. Two phases keep it fast:
//  - per funder, once: criteria are compiled (lists to Sets, labels built) and cached by the criteria array;
//  - per run, once: the deal's values for every check are read and normalised into one small facts table.
// Each check then costs a table read, one comparison and the breakdown row the caller receives.

import type { Check, Criterion } from '../funders/criteria.ts';
import { normalizeApplication, normalizeCountry, riskCategoryOf } from '../reference/normalize.ts';
import { criterionLabel } from './labels.ts';

export interface MatchApplicant { ownership?: number | null; credit_score?: number | null; [field: string]: unknown }

/** The application fields matching reads; other fields are ignored. Values may be aliases (normalised here). */
export interface MatchApplication {
  country?: string | null;
  state_region?: string | null;
  type_of_entity?: string | null;
  industry?: string | null;
  requested_amount?: number | null;
  business_start_date?: string | null;
  applicants?: readonly MatchApplicant[] | null;
  [field: string]: unknown;
}

export interface MatchFinancials {
  avg_monthly_revenue?: number | null;
  avg_monthly_true_revenue?: number | null;
  avg_daily_balance?: number | null;
  avg_negative_days_count?: number | null;
  avg_nsf_count?: number | null;
  total_positions_count?: number | null;
  remit_percentage?: number | null;
  months?: readonly unknown[] | null;
  [field: string]: unknown;
}

export interface MatchInput {
  application: MatchApplication | null | undefined;
  financials: MatchFinancials | null | undefined;
  /** The day time in business is counted to, `YYYY-MM-DD` (the caller's clock keeps the engine pure). */
  today: string;
}

export interface MatchFunder { funder_id: string; funder_name: string; criteria: readonly Criterion[] }

export type Outcome = 'pass' | 'fail' | 'unknown';
export type DealValue = number | string | null;

export interface BreakdownRow {
  /** A funder's check, or `statements_verified`: the note a run on unverified statements carries (statement-note.ts). */
  check: Check | 'statements_verified';
  label: string;
  deal_value: DealValue;
  requirement: Criterion['value'] | string;
  outcome: Outcome;
  hard: boolean;
}

export interface FunderResult {
  funder_id: string;
  funder_name: string;
  match_score: number;
  matched: boolean;
  hard_decline: boolean;
  matching_breakdown: BreakdownRow[];
}

// ---- deal facts -------------------------------------------------------------------------------------------

// One slot per deal value a check reads. Numeric slots hold a number or null; text slots hold a reference id
// (recognised), the raw text (not recognised) or null (absent).
const S_REVENUE = 0, S_TRUE_REVENUE = 1, S_BALANCE = 2, S_NEG_DAYS = 3, S_NSF = 4, S_REMIT = 5, S_POSITIONS = 6;
const S_MONTHS = 7, S_CREDIT = 8, S_TIB = 9, S_AMOUNT = 10, S_COUNTRY = 11, S_STATE = 12, S_INDUSTRY = 13;
const S_ENTITY = 14, S_RISK = 15, SLOT_COUNT = 16;

const SLOT: Record<Check, number> = {
  min_avg_monthly_revenue: S_REVENUE, min_avg_monthly_true_revenue: S_TRUE_REVENUE, min_avg_daily_balance: S_BALANCE,
  max_avg_negative_days: S_NEG_DAYS, max_avg_nsf_count: S_NSF, max_remit_percentage: S_REMIT,
  max_positions: S_POSITIONS, min_positions: S_POSITIONS, min_months_of_statements: S_MONTHS,
  min_credit_score: S_CREDIT, min_time_in_business_months: S_TIB, requested_amount_range: S_AMOUNT,
  allowed_countries: S_COUNTRY, allowed_states: S_STATE, excluded_states: S_STATE,
  excluded_industries: S_INDUSTRY, excluded_entity_types: S_ENTITY, excluded_risk_categories: S_RISK,
};

/** The deal as the checks see it, normalised once per run. Exported for tests and for showing normalisation. */
export interface DealFacts {
  values: DealValue[];
  /** For text slots: whether the value is a reference id (false: unrecognised text, or absent). */
  recognised: boolean[];
}

/** Ownership at or above this share makes an applicant's credit score count (contract: 20% or more). */
export const OWNER_THRESHOLD = 20;

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/**
 * Lowest credit score among the owners of 20% or more. An applicant without an ownership figure still counts
 * (when no one gives ownership, that is every applicant, as the contract says; with partial data, a missing
 * figure may hide a majority owner, so we do not drop them). Applicants without a score are skipped.
 */
export function lowestOwnerCreditScore(applicants: readonly MatchApplicant[] | null | undefined): number | null {
  if (!Array.isArray(applicants)) return null;
  let lowest: number | null = null;
  for (const a of applicants) {
    if (typeof a !== 'object' || a === null) continue;
    const own = num(a.ownership);
    if (own !== null && own < OWNER_THRESHOLD) continue;
    const score = num(a.credit_score);
    if (score !== null && (lowest === null || score < lowest)) lowest = score;
  }
  return lowest;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})/;

function parseDay(v: string): [number, number, number] | null {
  const m = DATE_RE.exec(v);
  if (!m) return null;
  const y = Number(m[1]), mo = Number(m[2]), d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return [y, mo, d];
}

function daysInMonth(y: number, mo: number): number {
  return new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/**
 * Whole months from `start` to `today`. A month is complete on the same day of the month, or on the last day of
 * a shorter month (Jan 31 -> Feb 28 is one month). A start date in the future gives 0.
 */
export function wholeMonthsBetween(start: string, today: string): number | null {
  const a = parseDay(start);
  const b = parseDay(today);
  if (!a || !b) return null;
  let months = (b[0] - a[0]) * 12 + (b[1] - a[1]);
  if (b[2] < a[2] && b[2] !== daysInMonth(b[0], b[1])) months -= 1;
  return Math.max(0, months);
}

function setText(values: DealValue[], recognised: boolean[], slot: number, v: string | null, known: boolean): void {
  values[slot] = v;
  recognised[slot] = v !== null && known;
}

const isPartial = (m: unknown): boolean => typeof m === 'object' && m !== null && (m as { partial?: unknown }).partial === true;

export function dealFacts(input: MatchInput): DealFacts {
  if (!parseDay(input.today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${JSON.stringify(input.today)}`);
  const app: MatchApplication = input.application ?? {};
  const fin: MatchFinancials = input.financials ?? {};
  const values: DealValue[] = new Array<DealValue>(SLOT_COUNT).fill(null);
  const recognised: boolean[] = new Array<boolean>(SLOT_COUNT).fill(false);

  values[S_REVENUE] = num(fin.avg_monthly_revenue);
  values[S_TRUE_REVENUE] = num(fin.avg_monthly_true_revenue);
  values[S_BALANCE] = num(fin.avg_daily_balance);
  values[S_NEG_DAYS] = num(fin.avg_negative_days_count);
  values[S_NSF] = num(fin.avg_nsf_count);
  values[S_REMIT] = num(fin.remit_percentage);
  values[S_POSITIONS] = num(fin.total_positions_count);
  // Months of statements: the months not partial (contract.md); an entry without `partial` (stored before it
  // existed, or sent by a CRM) counts.
  values[S_MONTHS] = Array.isArray(fin.months) ? fin.months.filter((m) => !isPartial(m)).length : null;
  values[S_CREDIT] = lowestOwnerCreditScore(app.applicants);
  const start = text(app.business_start_date);
  values[S_TIB] = start === null ? null : wholeMonthsBetween(start, input.today);
  values[S_AMOUNT] = num(app.requested_amount);

  // The same normalisation deals get (brief 4.3 rule 4), so matching reads what the deal stores: labels and
  // aliases to ids, a state read with its country, an entity type read with the country (or the state's).
  // A value it could not place comes back as sent, with a review flag.
  const { application: norm, review_flags } = normalizeApplication(app);
  const flagged = (field: string) => review_flags.some((f) => f.field === `application.${field}`);

  const country = text(norm.country);
  values[S_COUNTRY] = country === null || flagged('country') ? country : (normalizeCountry(country)?.id ?? country);
  recognised[S_COUNTRY] = country !== null && !flagged('country');
  setText(values, recognised, S_STATE, text(norm.state_region), !flagged('state_region'));
  setText(values, recognised, S_ENTITY, text(norm.type_of_entity), !flagged('type_of_entity'));
  const industry = text(norm.industry);
  setText(values, recognised, S_INDUSTRY, industry, !flagged('industry'));
  // The risk of an industry we could not place is unknown, not "not excluded".
  const risk = industry !== null && recognised[S_INDUSTRY] ? riskCategoryOf(industry) : null;
  values[S_RISK] = risk;
  recognised[S_RISK] = risk !== null;
  return { values, recognised };
}

// ---- compiled criteria ------------------------------------------------------------------------------------

const OP_MIN = 0, OP_MAX = 1, OP_IN = 2, OP_NOT_IN = 3, OP_RANGE = 4;

export interface CompiledCheck {
  check: Check;
  label: string;
  requirement: Criterion['value'];
  hard: boolean;
  weight: number;
  op: number;
  slot: number;
  lo: number;
  hi: number;
  set: ReadonlySet<string> | null;
}

export interface CompiledCriteria { checks: readonly CompiledCheck[]; totalWeight: number }

function opOf(check: Check): number {
  if (check === 'requested_amount_range') return OP_RANGE;
  if (check.startsWith('allowed_')) return OP_IN;
  if (check.startsWith('excluded_')) return OP_NOT_IN;
  return check.startsWith('min_') ? OP_MIN : OP_MAX;
}

const compiledCache = new WeakMap<readonly Criterion[], CompiledCriteria>();

/** Compiles validated criteria (see funders/criteria.ts). Cached per criteria array, so a profile held in memory
 * compiles once however often it is matched. */
export function compileCriteria(criteria: readonly Criterion[]): CompiledCriteria {
  const hit = compiledCache.get(criteria);
  if (hit) return hit;
  const checks = criteria.map((c): CompiledCheck => {
    const op = opOf(c.check);
    const range = c.check === 'requested_amount_range' ? c.value : null;
    return {
      check: c.check, label: criterionLabel(c), requirement: c.value, hard: c.hard, weight: c.weight,
      op, slot: SLOT[c.check],
      lo: range ? range.min : typeof c.value === 'number' ? c.value : 0,
      hi: range ? range.max : 0,
      // Lists become Sets here, once, so a check is one lookup. A list check always has a Set (empty if the stored
      // value was somehow not a list), so a bad row in storage cannot crash a run.
      set: op === OP_IN || op === OP_NOT_IN ? new Set(Array.isArray(c.value) ? c.value : []) : null,
    };
  });
  let totalWeight = 0;
  for (const c of checks) totalWeight += c.weight;
  const out = { checks, totalWeight };
  compiledCache.set(criteria, out);
  return out;
}

function outcomeOf(c: CompiledCheck, facts: DealFacts): Outcome {
  const v = facts.values[c.slot];
  if (v === null || v === undefined) return 'unknown';
  switch (c.op) {
    case OP_MIN: return (v as number) >= c.lo ? 'pass' : 'fail';
    case OP_MAX: return (v as number) <= c.lo ? 'pass' : 'fail';
    case OP_RANGE: return (v as number) >= c.lo && (v as number) <= c.hi ? 'pass' : 'fail';
    // Unrecognised text is not in any list of reference ids: it cannot satisfy an allow-list (brief 4.3 rule 4:
    // it "may fail to satisfy funder criteria"), but it cannot be shown to be outside an exclusion list either.
    case OP_IN: return facts.recognised[c.slot] && c.set!.has(v as string) ? 'pass' : 'fail';
    default: return !facts.recognised[c.slot] ? 'unknown' : c.set!.has(v as string) ? 'fail' : 'pass';
  }
}

export function evaluateFunder(f: MatchFunder, facts: DealFacts): FunderResult {
  const { checks, totalWeight } = compileCriteria(f.criteria);
  const rows: BreakdownRow[] = new Array<BreakdownRow>(checks.length);
  let passed = 0;
  let failed = false;
  let hardDecline = false;
  for (let i = 0; i < checks.length; i++) {
    const c = checks[i]!;
    const outcome = outcomeOf(c, facts);
    if (outcome === 'pass') passed += c.weight;
    else if (outcome === 'fail') {
      failed = true;
      if (c.hard) hardDecline = true;
    }
    rows[i] = {
      check: c.check, label: c.label, deal_value: facts.values[c.slot] ?? null, requirement: c.requirement,
      outcome, hard: c.hard,
    };
  }
  return {
    funder_id: f.funder_id,
    funder_name: f.funder_name,
    match_score: scoreOf(passed, totalWeight),
    matched: !failed,
    hard_decline: hardDecline,
    matching_breakdown: rows,
  };
}

/** round(100 * passed / total), 100 when there is nothing to weigh. */
export function scoreOf(passedWeight: number, totalWeight: number): number {
  if (totalWeight <= 0) return 100;
  // Clamp guards float sums (0.1 + 0.2 ...) from nudging a full pass past 100.
  return Math.min(100, Math.max(0, Math.round((100 * passedWeight) / totalWeight)));
}

/** Matched first, then score (high to low), then name; funder id last so equal names still order stably. */
export function compareResults(a: FunderResult, b: FunderResult): number {
  if (a.matched !== b.matched) return a.matched ? -1 : 1;
  if (a.match_score !== b.match_score) return b.match_score - a.match_score;
  if (a.funder_name !== b.funder_name) return a.funder_name < b.funder_name ? -1 : 1;
  return a.funder_id < b.funder_id ? -1 : a.funder_id > b.funder_id ? 1 : 0;
}

/** Matches one application against every funder and returns the ordered `funder_results`. */
export function matchFunders(input: MatchInput, funders: readonly MatchFunder[]): FunderResult[] {
  const facts = dealFacts(input);
  const out = new Array<FunderResult>(funders.length);
  for (let i = 0; i < funders.length; i++) out[i] = evaluateFunder(funders[i]!, facts);
  return out.sort(compareResults);
}
