// Domain errors: services throw these; src/platform/http/errors.ts maps them to the contract's error body.
export type ErrorCode =
  | 'invalid_request' | 'unauthorized' | 'not_entitled' | 'insufficient_scope' | 'not_found'
  | 'idempotency_conflict' | 'idempotency_in_progress' | 'parsing_not_completed' | 'payload_too_large'
  | 'unsupported_media_type' | 'validation_failed' | 'rate_limited' | 'service_unavailable' | 'internal_error';

export const statusOf: Record<ErrorCode, number> = {
  invalid_request: 400, unauthorized: 401, not_entitled: 403, insufficient_scope: 403, not_found: 404,
  idempotency_conflict: 409, idempotency_in_progress: 409, parsing_not_completed: 409, payload_too_large: 413,
  unsupported_media_type: 415, validation_failed: 422, rate_limited: 429, internal_error: 500,
  service_unavailable: 503,
};

export interface FieldIssue { field: string; issue: string }

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: FieldIssue[] | undefined;
  constructor(code: ErrorCode, message: string, details?: FieldIssue[]) {
    super(message);
    this.code = code;
    this.details = details && details.length > 0 ? details : undefined;
  }
  get status(): number { return statusOf[this.code]; }
}

export const notFound = (what = 'resource') => new DomainError('not_found', `${what} not found`);
export const validationFailed = (details: FieldIssue[], message = 'request validation failed') =>
  new DomainError('validation_failed', message, details);
