// Table shapes as Kysely sees them. Timestamps are ISO-8601 UTC strings and JSON documents are text, on both
// SQLite and PostgreSQL, so one migration tree and one repository code path serve both (docs/architecture.md).
import type { Generated } from 'kysely';

export interface OrganizationsTable { id: string; name: string; kind: 'broker' | 'funder'; funder_id: string | null; created_at: string }

/** An organization's settings; no row means the defaults (src/orgs/settings.ts). */
export interface OrgSettingsTable { org_id: string; match_on_upload: number; updated_at: string }

export interface PlansTable {
  id: string; org_id: string; areas: string; status: 'proposed' | 'accepted' | 'superseded';
  effective_at: string | null; accepted_at: string | null; created_at: string;
}

export interface ApiKeysTable {
  id: string; org_id: string; lookup: string; hash: string; scopes: string;
  created_at: string; revoked_at: string | null; last_used_at: string | null;
}

export interface DealsTable {
  id: string; org_id: string; owner: 'broker' | 'funder'; external_id: string | null; stage: string;
  auto_submit: 'auto' | 'disabled'; application: string; financials: string; reconciliation: string;
  review_flags: string; active_match_run_id: string | null; created_at: string; updated_at: string;
  /** JSON array of the figures corrections changed; null when none (migration 0012). */
  corrected?: string | null;
  /** JSON review summary of the deal's statements (src/deals/statement-review.ts); null without any (migration 0014). */
  statement_review?: string | null;
}

/** A correction of a deal's parsed figures; `data` is encrypted JSON (src/deals/corrections-repository.ts). */
export interface DealCorrectionsTable { id: string; org_id: string; deal_id: string; kind: string; data: string; actor: string; created_at: string }

/** One entry of a deal's activity log; `data` is encrypted JSON. */
export interface DealActivityTable { id: string; org_id: string; deal_id: string; type: string; data: string; actor: string; created_at: string }

export interface IdempotencyKeysTable {
  org_id: string; endpoint: string; key: string; request_hash: string; status: 'in_progress' | 'completed';
  owner_token: string; locked_until: string; response_status: number | null; response_body: string | null;
  created_at: string; expires_at: string;
}

export interface FundersTable { id: string; name: string; criteria: string; created_at: string; updated_at: string }

export interface FunderSelectionsTable { org_id: string; funder_id: string; created_at: string }

export interface JobsTable {
  id: string; kind: 'parse' | 'match'; org_id: string; status: 'queued' | 'processing' | 'completed' | 'failed';
  external_id: string | null; deal_id: string | null; parsing_id: string | null; input: string; result: string | null;
  error: string | null; attempts: number; max_attempts: number; locked_by: string | null; locked_until: string | null;
  created_at: string; updated_at: string; completed_at: string | null;
}

/** An uploaded file's metadata; `content` is empty for files stored in chunks (and for rows whose bytes were erased). */
export interface JobFilesTable { job_id: string; idx: number; file_name: string; sha256: string; size: number; content: Uint8Array; pages: number | null }

/** An uploaded file's bytes, one encrypted piece per row (src/parsing/blobs.ts). */
export interface JobFileChunksTable { job_id: string; idx: number; seq: number; content: Uint8Array }

export interface MatchRunsTable { id: string; org_id: string; matching_id: string; deal_id: string | null; results: string; created_at: string }

export interface EventsTable { id: string; org_id: string; type: string; data: string; created_at: string }

export interface WebhookEndpointsTable {
  id: string; org_id: string; url: string; secret: string; previous_secret: string | null; previous_secret_until: string | null;
  disabled_at: string | null; disabled_reason: string | null; created_at: string;
}

export interface WebhookDeliveriesTable {
  id: string; event_id: string; endpoint_id: string; status: 'pending' | 'delivered' | 'failed'; attempts: number;
  next_attempt_at: string | null; locked_by: string | null; locked_until: string | null; last_status: number | null;
  last_error: string | null; created_at: string; delivered_at: string | null;
}

export interface WebhookAttemptsTable {
  delivery_id: string; attempt: number; at: string; status_code: number | null; duration_ms: number; error: string | null;
}

export interface AuthStateTable { id: number; version: number }

/** `role` (migration 0013): admin, member or viewer (src/teams/roles.ts). */
export interface UsersTable { id: string; org_id: string; email: string; password_hash: string; disabled_at: string | null; created_at: string; role: string }

/** An invitation to an organization by one-time link; only the token's SHA-256 is kept (src/teams). */
export interface OrgInvitationsTable {
  id: string; org_id: string; email: string; role: string; token_hash: string; invited_by: string; created_at: string;
  expires_at: string; accepted_at: string | null; accepted_user_id: string | null; revoked_at: string | null;
}

/** The organization's team log: invitations, acceptances, role changes, removals; `data` is JSON. */
export interface OrgAuditTable { id: string; org_id: string; type: string; data: string; actor: string; created_at: string }

export interface UserSessionsTable { token_hash: string; user_id: string; csrf_token: string; created_at: string; expires_at: string }

export interface Database {
  auth_state: AuthStateTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  org_invitations: OrgInvitationsTable;
  org_audit: OrgAuditTable;
  jobs: JobsTable;
  job_files: JobFilesTable;
  job_file_chunks: JobFileChunksTable;
  events: EventsTable;
  match_runs: MatchRunsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  organizations: OrganizationsTable;
  org_settings: OrgSettingsTable;
  plans: PlansTable;
  api_keys: ApiKeysTable;
  deals: DealsTable;
  deal_corrections: DealCorrectionsTable;
  deal_activity: DealActivityTable;
  idempotency_keys: IdempotencyKeysTable;
  funders: FundersTable;
  funder_selections: FunderSelectionsTable;
}

export type { Generated };
