// What a request body may be, decided once for every JSON endpoint:
//  - JSON only as UTF-8 (`application/json`, with no charset or charset=utf-8); any other content type is a 415, and
//    so is `application/json; charset=utf-16` (JSON is UTF-8, RFC 8259). There is no text/plain parser.
//  - Nesting at most MAX_DEPTH levels, checked on the raw text before parsing (a 400), so no later recursive step
//    (validation, idempotency hashing) can meet a body deep enough to overflow the stack.
//  - No NUL, no other control characters than tab, newline and carriage return, and no bidi overrides in any string
//    or key (a 422 naming the field): PostgreSQL cannot store NUL, and the others only hide what a text says.
//  - A reply sent before the request body was read to its end (an early 413, 401, 403 or 400 on an upload) closes the
//    connection, so a keep-alive client never waits for an answer on a socket that still carries the old body; the
//    close lingers (linger.ts): the rest of the body is read and discarded, up to a bound, so the client reads the
//    answer instead of a reset.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, validationFailed } from '../errors.ts';
import { lingerAfterAnswer, type LingerBounds } from './linger.ts';

export const MAX_DEPTH = 32;
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** Deepest nesting of arrays/objects in a JSON text, stopping early past `limit` (strings are skipped). */
export function jsonDepth(text: string, limit = MAX_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;              // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) { depth++; if (depth > max) { max = depth; if (max > limit) return max; } }
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** The first string (key or value) with a forbidden character, as a field path, walking iteratively. */
export function unsafeField(value: unknown): string | null {
  const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: '' }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') { if (UNSAFE.test(v)) return path || '(body)'; continue; }
    if (Array.isArray(v)) { v.forEach((x, k) => stack.push({ v: x, path: `${path}[${k}]` })); continue; }
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (UNSAFE.test(k)) return p;
        stack.push({ v: x, path: p });
      }
    }
  }
  return null;
}

/**
 * How much of an unread body is drained after an early answer: the largest body any route takes (an upload, 60 MB)
 * and some, within 30 s and 5 s without a byte (nginx's lingering_time and lingering_timeout).
 */
export const LINGER: LingerBounds = { maxBytes: 64 * 1024 * 1024, maxMs: 30_000, idleMs: 5_000 };

export function registerBodyRules(app: FastifyInstance, linger: LingerBounds = LINGER) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      done(new DomainError('unsupported_media_type', 'JSON bodies must be UTF-8 (application/json; charset=utf-8)'), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_DEPTH) {
      done(new DomainError('invalid_request', `the body nests deeper than ${MAX_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, (err, parsed) => {
      if (err) { done(err, undefined); return; }
      const field = unsafeField(parsed);
      if (field) { done(validationFailed([{ field, issue: 'contains a control character or a bidi override' }]), undefined); return; }
      done(null, parsed);
    });
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) {
      reply.header('Connection', 'close');
      lingerAfterAnswer(request.raw, linger);
    }
    done(null, payload);
  });
}
