// The OpenAPI document (GET /v1/openapi.json, /docs) is the contract CRM developers generate their clients from, so it
// says everything a client needs: each route's request body, parameters and responses come from its own schema
// (routes.ts of each feature); this file adds what every route shares, once: the headers (Request-Id,
// Idempotency-Key, Retry-After, ...), the error responses every authenticated route can give (401, 429, 500, 503) with
// the error body and an example of each, a description per status naming the contract's codes, and the examples each
// feature gives for its operations (taken from the README's tour). CI lints the result (redocly.yaml), and
// test/openapi/client.db.test.ts runs the tour through a client generated from it.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

type Json = Record<string, any>;

/** An example of a request body or of a response, by name. */
export interface Example { summary: string; description?: string; value: unknown }
/** The examples a feature gives for one operation (by operationId): request bodies, and responses by status. */
export interface OperationExamples { request?: Record<string, Example>; responses?: Record<number, Record<string, Example>> }

/** What each error status means here, by the contract's codes (contract.md "HTTP conventions"). */
const STATUS_TEXT: Record<string, string> = {
  200: 'OK', 201: 'Created: the deal', 202: 'Accepted: the queued job (poll it with GET, or wait for its webhook)',
  304: 'Not modified (the ETag sent in If-None-Match is current)',
  400: '`invalid_request`: the body is not parseable JSON or multipart, or `Idempotency-Key` is empty or over 255 characters',
  401: '`unauthorized`: the key is missing, malformed, unknown or revoked (one answer for all)',
  403: '`not_entitled` (the organization\'s plan lacks the area) or `insufficient_scope` (the key\'s scopes lack the operation)',
  404: '`not_found`: no such id, or one of another organization (the same answer for both); a malformed id too',
  409: '`idempotency_conflict` (the key was used with another request), `idempotency_in_progress` (its first request is still running), or `parsing_not_completed`',
  413: '`payload_too_large`: the body, a file or the file count is over the limits',
  415: '`unsupported_media_type`: wrong content type for the endpoint',
  422: '`validation_failed`: `details` has one entry per wrong field, with the form expected; nothing is created, changed or queued',
  429: '`rate_limited`: over the key\'s rate; `Retry-After` says when to retry',
  500: '`internal_error`: a bug; the message reveals nothing internal (quote the request_id)',
  503: '`service_unavailable`: the database is unreachable or the server is restarting; retry after `Retry-After` seconds',
};

const ERROR_EXAMPLES: Record<string, { code: string; message: string; details?: Array<{ field: string; issue: string }> }> = {
  400: { code: 'invalid_request', message: 'body is not valid JSON' },
  401: { code: 'unauthorized', message: 'missing or invalid API key' },
  403: { code: 'insufficient_scope', message: 'the key lacks the scope deals:write' },
  404: { code: 'not_found', message: 'deal not found' },
  409: { code: 'idempotency_conflict', message: 'Idempotency-Key was used with a different request' },
  413: { code: 'payload_too_large', message: 'each file must be at most 25 MB' },
  415: { code: 'unsupported_media_type', message: 'unsupported content type for this endpoint' },
  422: { code: 'validation_failed', message: 'invalid application', details: [{ field: 'application.business_tax_id', issue: 'EIN prefix 07 is not assigned by the IRS' }] },
  429: { code: 'rate_limited', message: 'rate limit of 600 requests per minute exceeded; retry in 12 s' },
  500: { code: 'internal_error', message: 'internal error' },
  503: { code: 'service_unavailable', message: 'the service is temporarily unavailable; retry shortly' },
};

const header = (description: string, schema: Json = { type: 'string' }): Json => ({ description, schema });

const COMPONENTS: Json = {
  headers: {
    'Request-Id': header('The request\'s id (an incoming `X-Request-Id` is echoed): quote it when reporting a problem'),
    'Idempotent-Replayed': header('`true` when this is the stored answer of an earlier request with the same `Idempotency-Key`', { type: 'string', enum: ['true'] }),
    'Retry-After': header('Seconds to wait before retrying', { type: 'integer', minimum: 0 }),
    'WWW-Authenticate': header('`Bearer`: how to authenticate'),
  },
  parameters: {
    IdempotencyKey: { name: 'Idempotency-Key', in: 'header', required: false, description: 'Makes a retry safe: the same key with the same request (for uploads: the same files and fields) replays the first answer, with `Idempotent-Replayed: true`, for 24 hours; with a different request it is a 409. Scoped to the organization and the endpoint.', schema: { type: 'string', minLength: 1, maxLength: 255 }, example: 'crm-deal-1001' },
    RequestId: { name: 'X-Request-Id', in: 'header', required: false, description: 'Your own id for the request (1-128 of `A-Z a-z 0-9 . _ : -`), echoed as `Request-Id`; otherwise one is made', schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' } },
  },
};

/** The statuses every authenticated operation can answer, whatever its own schema lists. */
const SHARED_ERRORS = ['401', '429', '500', '503'];

function errorResponse(status: string): Json {
  const example = ERROR_EXAMPLES[status];
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    headers: { 'Request-Id': { $ref: '#/components/headers/Request-Id' },
      ...(status === '429' || status === '503' ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
      ...(status === '401' ? { 'WWW-Authenticate': { $ref: '#/components/headers/WWW-Authenticate' } } : {}) },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' },
      ...(example ? { example: { error: { ...example, request_id: '01938f6e-3c2a-7d1b-9a4e-5f6a7b8c9d0e' } } } : {}) } },
  };
}

const toExamples = (examples: Record<string, Example>) => Object.fromEntries(Object.entries(examples).map(([name, e]) => [name, e]));

/** Adds the shared parts to one operation of the generated document, in place. */
function finishOperation(op: Json, examples: OperationExamples | undefined, idempotent: boolean) {
  op.parameters = [...(op.parameters ?? []), { $ref: '#/components/parameters/RequestId' },
    ...(idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : [])];
  for (const status of SHARED_ERRORS) op.responses[status] ??= {};
  for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
    if (Number(status) >= 400) { op.responses[status] = errorResponse(status); continue; }
    response.description = STATUS_TEXT[status] ?? response.description;
    response.headers = { 'Request-Id': { $ref: '#/components/headers/Request-Id' },
      ...(idempotent ? { 'Idempotent-Replayed': { $ref: '#/components/headers/Idempotent-Replayed' } } : {}), ...(response.headers ?? {}) };
    const named = examples?.responses?.[Number(status)];
    const media = response.content?.['application/json'];
    if (named && media) media.examples = toExamples(named);
  }
  const body = op.requestBody?.content as Json | undefined;
  if (examples?.request && body) {
    for (const media of Object.values(body)) (media as Json).examples = toExamples(examples.request);
  }
}

/**
 * The options of @fastify/swagger: the document's frame, and `transformObject`, which finishes what the routes
 * generated. `examples` and `idempotent` are by operationId.
 */
export function openapiOptions(options: { examples: Record<string, OperationExamples>; idempotent: string[] }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'MCA deal, parsing and matching API', version: '1.0.0',
        description: 'Deals, bank-statement parsing, funder matching and reference data for MCA brokers and funders. '
          + 'Every request but this document and /docs needs `Authorization: Bearer <API key>`. Errors always have one '
          + 'shape: `{"error": {"code", "message", "details": [{"field", "issue"}], "request_id"}}`. Guide: docs/api.md.' },
      servers: [{ url: '/', description: 'this server' }],
      tags: [
        { name: 'deals', description: 'Deals: the application, financials, funder results and the jobs behind them' },
        { name: 'parsing', description: 'Bank-statement PDFs to figures: a job per upload, for a new deal, an existing one, or none' },
        { name: 'matching', description: 'An application against every funder\'s criteria, with a breakdown per check' },
        { name: 'reference', description: 'The values the application fields accept (cacheable: ETag, If-None-Match)' },
      ],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key: `mca_...` (bin/mca key create)' } }, ...COMPONENTS },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _base, _frag, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (documentObject) => {
      const doc = (documentObject as { openapiObject: Json }).openapiObject;
      for (const item of Object.values(doc.paths ?? {}) as Json[]) {
        for (const op of Object.values(item) as Json[]) {
          if (typeof op !== 'object' || !op.responses) continue;
          finishOperation(op, options.examples[op.operationId], options.idempotent.includes(op.operationId));
        }
      }
      return doc;
    },
  };
}
