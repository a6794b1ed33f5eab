// Request and response shapes of the matching routes (contract.md "Funders and matching").
import { Type, type Static } from 'typebox';
import { JobStatus, Nullable, Text, Timestamp, Uuid } from '../platform/http/schema.ts';
import { Application, FinancialsSchema, FunderResultRow } from '../deals/schemas.ts';

const opt = Type.Optional;

// The input-mode rules (exactly one of parsing_id or application + financials) are checked by the service, so the
// 422 names the field at fault; the schema only rejects wrong types and unknown fields.
export const MatchingBody = Type.Object({
  external_id: opt(Nullable(Text(255))),
  parsing_id: opt(Uuid()),
  application: opt(Application),
  financials: opt(FinancialsSchema),
  create_deal: opt(Type.Boolean()),
  auto_submit: opt(Type.Union([Type.Literal('auto'), Type.Literal('disabled')])),
  funder_ids: opt(Type.Array(Uuid(), { maxItems: 1000 })),
}, { additionalProperties: false });

export const MatchingJob = Type.Object({
  matching_id: Type.String(), external_id: Nullable(Type.String()),
  status: JobStatus(),
  deal_id: Nullable(Type.String()), parsing_id: Nullable(Type.String()),
  created_at: Timestamp(), updated_at: Timestamp(), completed_at: Nullable(Type.String()),
  error: Nullable(Type.Object({ code: Type.String(), message: Type.String() })),
  funder_results: Type.Array(FunderResultRow),
});

export type MatchingInput = Static<typeof MatchingBody>;
export type MatchingView = Static<typeof MatchingJob>;
