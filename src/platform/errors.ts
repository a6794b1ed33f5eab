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

/**
 * The disk is full: ENOSPC/EDQUOT from a file write (an upload's temporary file), SQLite's "database or disk is full"
 * (SQLITE_FULL, 13) or a write it could not make (SQLITE_IOERR_WRITE and kin), PostgreSQL's 53100 disk_full.
 */
export function isOutOfSpace(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  if (e?.code === 'ENOSPC' || e?.code === 'EDQUOT' || e?.code === '53100') return true;
  if (typeof e?.errcode === 'number' && ((e.errcode & 0xff) === 13 || e.errcode === 778 || e.errcode === 4874)) return true;
  return /database or disk is full|no space left on device|could not extend file/i.test(e?.message ?? '');
}

export const outOfSpace = () => new DomainError('service_unavailable', 'the server is out of storage space; nothing was stored; retry later');
