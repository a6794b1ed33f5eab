import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotentResult } from './idempotency.ts';

/** Sends a (possibly replayed) idempotent outcome; a replayed error gets this request's id. */
export function sendOutcome(request: FastifyRequest, reply: FastifyReply, outcome: IdempotentResult) {
  if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
  let body = outcome.body as any;
  if (outcome.status >= 400 && body?.error) body = { error: { ...body.error, request_id: request.id } };
  reply.status(outcome.status);
  // Replayed bodies were serialized once already; send them as stored.
  if (outcome.replayed || outcome.status >= 400) return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
  return reply.send(body);
}
