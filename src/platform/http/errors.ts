// The one place that turns any thrown error into the contract's error body:
// {"error": {"code", "message", "details"?, "request_id"}}. A 500 never reveals internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, isOutOfSpace, outOfSpace, type FieldIssue, statusOf } from '../errors.ts';

interface AjvError { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }

/** "/application/applicants/0/first_name" -> "application.applicants[0].first_name" */
function fieldPath(pointer: string, extra?: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function issueOf(e: AjvError): FieldIssue {
  switch (e.keyword) {
    case 'additionalProperties':
      return { field: fieldPath(e.instancePath, String(e.params.additionalProperty)), issue: 'unknown field' };
    case 'required':
      return { field: fieldPath(e.instancePath, String(e.params.missingProperty)), issue: 'is required' };
    case 'pattern':
      return { field: fieldPath(e.instancePath), issue: 'has an invalid format or forbidden characters' };
    default:
      return { field: fieldPath(e.instancePath) || '(body)', issue: e.message ?? 'is invalid' };
  }
}

export function validationDetails(errors: AjvError[]): FieldIssue[] {
  const seen = new Set<string>();
  const details: FieldIssue[] = [];
  for (const e of errors) {
    // anyOf/oneOf wrappers repeat the leaf errors; the leaves say more.
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    const d = issueOf(e);
    const k = `${d.field}|${d.issue}`;
    if (!seen.has(k)) { seen.add(k); details.push(d); }
  }
  return details.slice(0, 50);
}

export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const e = error as FastifyError & { validation?: AjvError[] };
  if (e.validation) return new DomainError('validation_failed', 'request validation failed', validationDetails(e.validation));
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new DomainError('unsupported_media_type', 'unsupported content type for this endpoint');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new DomainError('payload_too_large', 'request body is over the size limit');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new DomainError('invalid_request', 'the body does not match its Content-Length (cut short?)');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new DomainError('invalid_request', 'body is not valid JSON');
    default:
      break;
  }
  // The client closed the connection before its body was complete (Node's IncomingMessage "aborted").
  if (e.code === 'ECONNRESET' && e.message === 'aborted') return new DomainError('invalid_request', 'the request body was cut short');
  if (isOutOfSpace(error)) return outOfSpace();
  if (isDatabaseDown(error)) return new DomainError('service_unavailable', 'the service is temporarily unavailable; retry shortly');
  if (e instanceof SyntaxError || (typeof e.statusCode === 'number' && e.statusCode === 400)) {
    return new DomainError('invalid_request', 'body could not be parsed');
  }
  if (typeof e.statusCode === 'number' && e.statusCode === 413) return new DomainError('payload_too_large', 'request body is over the size limit');
  if (typeof e.statusCode === 'number' && e.statusCode === 415) return new DomainError('unsupported_media_type', 'unsupported content type');
  return new DomainError('internal_error', 'internal error');
}

// 57014: a statement cancelled by statement_timeout (MCA_DB_STATEMENT_TIMEOUT_MS); 25P03: a transaction idle past
// idle_in_transaction_session_timeout, its connection ended by the server.
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '57014', '25P03', '08000', '08001', '08003', '08006']);

/**
 * The database is unreachable, restarting or not answering in time (PostgreSQL: refused, dropped, a connection or an
 * answer past its timeout, pg's "Query read timeout"), or locked past the busy timeout (SQLite): a 503, not a bug.
 */
export function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; errcode?: string; message?: string };
  return (typeof e?.code === 'string' && DOWN_CODES.has(e.code)) ||
    /Connection terminated|database is locked|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|is not queryable/i.test(e?.message ?? '');
}

export function errorBody(error: DomainError, requestId: string) {
  return { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}), request_id: requestId } };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const domain = toDomainError(error);
  if (domain.code === 'internal_error') request.log.error({ err: error }, 'unhandled error');
  else if (domain.code === 'service_unavailable' && isOutOfSpace(error)) request.log.error({ err: error }, 'out of storage space: a write was refused');
  if (domain.code === 'service_unavailable') reply.header('Retry-After', '5');
  if (domain.code === 'unauthorized') reply.header('WWW-Authenticate', 'Bearer');
  return reply.status(statusOf[domain.code]).type('application/json; charset=utf-8').send(errorBody(domain, request.id));
}
