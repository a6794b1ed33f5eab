// The handler shape of a POST that creates something under an Idempotency-Key (deals, parsing, matching): the key checked,
// the work and its stored answer committed in one transaction (runIdempotent), the outcome sent, a replay as stored
// (sendOutcome). The key is scoped to `POST <path>` and the request hashed with the same method and path.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { FieldCipher } from '../crypto.ts';
import { checkKey, requestHash, runIdempotent } from './idempotency.ts';
import { sendOutcome } from './reply.ts';

export interface IdempotentPost {
  /** The route's path (`/v1/match/matching`). */
  path: string;
  /** What the key's conflict check compares: the body, or what identifies an upload. */
  fingerprint: unknown;
  /** The checked key, for a route that must check it before reading the request; read from the header otherwise. */
  key?: string | null;
  /** The status of a fresh answer (202 for a queued job). */
  status: number;
  /** The work, in the transaction that also stores the answer; returns the body. */
  work(tx: Db): Promise<unknown>;
  /** Encrypts the stored answer at rest (the data key's cipher). */
  cipher?: FieldCipher;
  /** After a fresh answer is committed (not on a replay): e.g. wake the local job worker. */
  committed?(): void;
  /** After the work committed or the key replayed, before the answer is sent: e.g. remove an upload's temporary files. */
  settled?(): Promise<void>;
}

export async function idempotentPost(db: Db, request: FastifyRequest, reply: FastifyReply, post: IdempotentPost) {
  const key = post.key === undefined ? checkKey(request.headers['idempotency-key']) : post.key;
  const outcome = await runIdempotent(db, { orgId: request.auth.orgId, endpoint: `POST ${post.path}`, key,
    hash: requestHash('POST', post.path, post.fingerprint), cipher: post.cipher },
  async (tx) => ({ status: post.status, body: await post.work(tx) }));
  if (!outcome.replayed) post.committed?.();
  await post.settled?.();
  return sendOutcome(request, reply, outcome);
}
