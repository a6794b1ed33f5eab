import { Type, type Static } from 'typebox';
import { Amount, IsoDate, IsoMonth, JobStatus, LongText, Money, Nullable, responseForm, Text, Timestamp } from '../platform/http/schema.ts';
import { STAGES } from './stages.ts';

const Frequency = () => Type.Union([Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('biweekly'),
  Type.Literal('semimonthly'), Type.Literal('monthly')]);

const TaxId = () => Text(32);
const opt = Type.Optional;

export const Applicant = Type.Object({
  first_name: opt(Nullable(Text(100))), last_name: opt(Nullable(Text(100))), role: opt(Nullable(Text(100))),
  ownership: opt(Nullable(Type.Number({ minimum: 0, maximum: 100 }))),
  credit_score: opt(Nullable(Type.Number({ minimum: 300, maximum: 850 }))),
  tax_id: opt(Nullable(TaxId())), tax_id_country: opt(Nullable(Text(20))), tax_id_type: opt(Nullable(Text(20))),
  // Extension (issue 36): read from application forms; sensitive like the tax ID (encrypted at rest, masked on the page).
  date_of_birth: opt(Nullable(IsoDate())),
}, { additionalProperties: false });

export const Application = Type.Object({
  trade_name: opt(Nullable(Text(200))), legal_name: opt(Nullable(Text(200))),
  type_of_entity: opt(Nullable(Text(100))), industry: opt(Nullable(Text(200))),
  business_tax_id: opt(Nullable(TaxId())), business_tax_id_country: opt(Nullable(Text(20))),
  business_tax_id_type: opt(Nullable(Text(20))),
  state_region: opt(Nullable(Text(100))), country: opt(Nullable(Text(100))),
  requested_amount: opt(Nullable(Amount())), requested_payment: opt(Nullable(Amount())),
  number_of_payments: opt(Nullable(Type.Integer({ minimum: 0, maximum: 10000 }))),
  payment_frequency: opt(Nullable(Frequency())),
  business_start_date: opt(Nullable(IsoDate())),
  applicants: opt(Nullable(Type.Array(Applicant, { maxItems: 20 }))),
}, { additionalProperties: false });

export const Month = Type.Object({
  date: IsoMonth(), total_credits: opt(Nullable(Amount())), total_true_credits: opt(Nullable(Amount())),
  negative_days_count: opt(Nullable(Type.Number({ minimum: 0, maximum: 31 }))),
  nsf_count: opt(Nullable(Type.Number({ minimum: 0, maximum: 10000 }))),
  deposit_count: opt(Nullable(Type.Number({ minimum: 0, maximum: 1e6 }))),
  days_covered: opt(Nullable(Type.Integer({ minimum: 0, maximum: 366 }))),
  partial: opt(Nullable(Type.Boolean())),
}, { additionalProperties: false });

export const PositionSchema = Type.Object({
  name: Text(200), active: opt(Nullable(Type.Boolean())), payment_frequency: opt(Nullable(Frequency())),
  remit_percentage: opt(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
}, { additionalProperties: false });

export const FinancialsSchema = Type.Object({
  avg_monthly_revenue: opt(Nullable(Amount())), avg_monthly_true_revenue: opt(Nullable(Amount())),
  // A balance, not an amount: an overdrawn account's average is below zero.
  avg_daily_balance: opt(Nullable(Money())),
  avg_negative_days_count: opt(Nullable(Type.Number({ minimum: 0, maximum: 31 }))),
  avg_nsf_count: opt(Nullable(Type.Number({ minimum: 0, maximum: 10000 }))),
  total_positions_count: opt(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  remit_percentage: opt(Nullable(Type.Number({ minimum: 0, maximum: 1000 }))),
  months: opt(Nullable(Type.Array(Month, { maxItems: 120 }))),
  positions: opt(Nullable(Type.Array(PositionSchema, { maxItems: 100 }))),
}, { additionalProperties: false });

// Open object: the contract allows fields of the caller's own inside reconciliation.
export const Reconciliation = Type.Object({
  status: opt(Nullable(Type.Union([Type.Literal('none'), Type.Literal('requested'), Type.Literal('in_review'),
    Type.Literal('approved'), Type.Literal('denied')]))),
  requested_on: opt(Nullable(IsoDate())), period_start: opt(Nullable(IsoDate())), period_end: opt(Nullable(IsoDate())),
  actual_revenue: opt(Nullable(Amount())), adjusted_payment: opt(Nullable(Amount())), notes: opt(Nullable(LongText(5000))),
}, { additionalProperties: true, maxProperties: 50 });

const AutoSubmit = () => Type.Union([Type.Literal('auto'), Type.Literal('disabled')]);

// One rule for the optional objects (application, financials, reconciliation), on create and on PATCH: null is the
// same as leaving the object out (routes.ts drops it). Fields inside them keep their own rules (null clears on PATCH).
export const CreateDealBody = Type.Object({
  external_id: opt(Nullable(Text(255))), auto_submit: opt(AutoSubmit()),
  application: opt(Nullable(Application)), financials: opt(Nullable(FinancialsSchema)), reconciliation: opt(Nullable(Reconciliation)),
}, { additionalProperties: false });

export const PatchDealBody = Type.Object({
  external_id: opt(Nullable(Text(255))), auto_submit: opt(AutoSubmit()),
  application: opt(Nullable(Application)), financials: opt(Nullable(FinancialsSchema)), reconciliation: opt(Nullable(Reconciliation)),
}, { additionalProperties: false });

/** The body without the optional objects sent as null (null means absent for them). */
export function withoutNullObjects<T extends { application?: unknown; financials?: unknown; reconciliation?: unknown }>(body: T): T {
  const out = { ...body };
  for (const k of ['application', 'financials', 'reconciliation'] as const) if (out[k] === null) delete out[k];
  return out;
}

export const ReviewFlag = Type.Object({
  field: Type.String(), value: Type.String({ description: 'the value to review (for differs_from_statements: the application form\'s)' }),
  reason: Type.String({ description: 'unrecognized (matches no reference entry), differs_from_statements (the form and the statements disagree)' }),
  statements_value: opt(Type.String({ description: 'differs_from_statements only: what the statements show' })),
});

export const FunderResultRow = Type.Object({
  funder_id: Type.String(), funder_name: Type.String(), match_score: Type.Number(), matched: Type.Boolean(),
  hard_decline: Type.Boolean(),
  matching_breakdown: Type.Array(Type.Object({
    check: Type.String(), label: Type.String(), deal_value: Type.Unknown(), requirement: Type.Unknown(),
    outcome: Type.String(), hard: Type.Boolean(),
  })),
});

/** The review summary of the deal's statements (statement-review.ts); docs/api.md "Review of a deal's statements". */
export const StatementReviewSchema = Type.Object({
  statements: Type.Integer({ description: 'statements behind the figures' }),
  verified: Type.Integer({ description: 'statements that reconcile to the cent (opening + credits - debits = closing)' }),
  unreconciled: Type.Array(Type.Object({
    statement: Type.Integer(), file_name: Nullable(Type.String()), bank_name: Nullable(Type.String()),
    account_number_last4: Nullable(Type.String()), period_start: Nullable(Type.String()), period_end: Nullable(Type.String()),
    reconciliation_difference: Type.Number(),
  })),
  tamper_signals: Type.Array(Type.Object({ document: Type.Integer(), file_name: Type.String(), code: Type.String(), message: Type.String() })),
  partial_months: Type.Array(Type.String(), { description: 'months covering fewer than 25 days (not averaged)' }),
  unread_documents: Type.Array(Type.Object({ document: Type.Integer(), file_name: Type.String(), warnings: Type.Array(Type.String()) })),
}, { description: 'what to check in the deal\'s statements before trusting its figures; null when no statement was read' });
/** A job behind a deal, in the deal object: its id, status and when it was requested (GET it for the rest). */
const JobRef = (id: 'parsing_id' | 'matching_id') => Type.Object({ [id]: Type.String(), status: JobStatus(), created_at: Timestamp() });

export const Deal = Type.Object({
  deal_id: Type.String(), external_id: Nullable(Type.String()), owner: Type.String(), stage: Type.String(),
  auto_submit: Type.String(), application: responseForm(Application), financials: responseForm(FinancialsSchema),
  funder_results: Type.Array(FunderResultRow), reconciliation: responseForm(Reconciliation), review_flags: Type.Array(ReviewFlag),
  dashboard_url: Type.String(), created_at: Timestamp(), updated_at: Timestamp(),
  corrected_fields: Type.Array(Type.String(), { description: 'financials fields an underwriter\'s corrections changed (empty: none); the financials are the corrected ones' }),
  statement_review: Nullable(StatementReviewSchema),
  review_count: Type.Integer({ description: 'things to review: review_flags, unreconciled statements, tamper signals, partial months, unread files, and 1 when figures were corrected' }),
  parsings: Type.Array(JobRef('parsing_id'), { description: 'the parsings behind the deal (made with it or uploaded to it), newest first' }),
  matchings: Type.Array(JobRef('matching_id'), { description: 'the matchings of the deal (with it, rematches, matching after an upload), newest first' }),
});

/** GET /v1/deals. Query values are text (no coercion), so the limit is checked by its pattern. */
export const DealPageQuery = Type.Object({
  limit: opt(Type.String({ pattern: '^(100|[1-9][0-9]?)$', description: '1-100, default 50' })),
  cursor: opt(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'next_cursor of the previous page' })),
  external_id: opt(Text(255)),
  stage: opt(Type.Union(STAGES.map((s) => Type.Literal(s)))),
  updated_since: opt(Type.String({ maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$',
    description: 'ISO-8601 date or date-time: deals changed at or after it' })),
}, { additionalProperties: false });

export const DealPage = Type.Object({ data: Type.Array(Deal), next_cursor: Nullable(Type.String()) });

export type ApplicationInput = Static<typeof Application>;
export type FinancialsInput = Static<typeof FinancialsSchema>;
export type CreateDealInput = Static<typeof CreateDealBody>;
export type PatchDealInput = Static<typeof PatchDealBody>;
export type DealView = Static<typeof Deal>;
export type ReviewFlagView = Static<typeof ReviewFlag>;
