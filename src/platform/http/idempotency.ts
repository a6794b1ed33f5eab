// Idempotency-Key, written once for every POST that creates something (deals, parsing, matching).
// A key is scoped to (organization, endpoint) and kept 24 hours. The first request claims the key with a row
// (in_progress, with a lease); its work and the stored response commit in ONE transaction, so a crash can never
// leave work done without its stored answer. A retry after a crash finds the lease expired and takes over.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { isUniqueViolation } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import type { FieldCipher } from '../crypto.ts';

const KEEP_MS = 24 * 3600_000;
const LEASE_MS = 30_000;
const NOT_STORED = new Set([401, 403, 413, 415, 422, 429, 500, 503]);

export interface Outcome { status: number; body: unknown }
export interface IdempotentResult extends Outcome { replayed: boolean }

/** Stable hash of a request: method, path and a canonical JSON of the body (object keys sorted). */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${canonicalJson(body)}`).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function checkKey(key: string | string[] | undefined): string | null {
  if (key === undefined) return null;
  if (Array.isArray(key) || key.length === 0 || key.length > 255) {
    throw new DomainError('invalid_request', 'Idempotency-Key must be 1 to 255 characters');
  }
  return key;
}

// Stored answers hold what the request created (a deal with its tax ID): encrypted with the data key, like the
// deal's own sensitive fields. Rows written before encryption (plain JSON) still replay.
const seal = (cipher: FieldCipher | undefined, body: unknown) => (cipher ? cipher.encrypt(JSON.stringify(body)) : JSON.stringify(body));
const open = (cipher: FieldCipher | undefined, stored: string | null) => JSON.parse((cipher && stored ? cipher.decrypt(stored) : stored) ?? 'null');

export async function runIdempotent(db: Db, scope: { orgId: string; endpoint: string; key: string | null; hash: string; cipher?: FieldCipher },
  work: (trx: Db) => Promise<Outcome>): Promise<IdempotentResult> {
  if (scope.key === null) return { ...(await db.transaction().execute(work)), replayed: false };
  const pk = { org_id: scope.orgId, endpoint: scope.endpoint, key: scope.key };
  const claimed = await claim(db, pk, scope.hash, scope.cipher);
  if ('replay' in claimed) return { ...claimed.replay, replayed: true };
  const token = claimed.token;
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const out = await work(trx);
      const done = await trx.updateTable('idempotency_keys')
        .set({ status: 'completed', response_status: out.status, response_body: seal(scope.cipher, out.body) })
        .where('org_id', '=', pk.org_id).where('endpoint', '=', pk.endpoint).where('key', '=', pk.key)
        .where('owner_token', '=', token).executeTakeFirst();
      // Our lease ran out and another request took the key over: undo our work, it will do its own.
      if (Number(done.numUpdatedRows) !== 1) throw new DomainError('idempotency_in_progress', 'a request with this Idempotency-Key is still running');
      return out;
    });
    return { ...outcome, replayed: false };
  } catch (error) {
    if (!(error instanceof DomainError) || NOT_STORED.has(error.status)) {
      // Release the key so a retry can run. Best effort: when the database itself is failing this cannot be written,
      // and the request's own error is the one to report; the lease then frees the key.
      await db.deleteFrom('idempotency_keys').where('org_id', '=', pk.org_id).where('endpoint', '=', pk.endpoint)
        .where('key', '=', pk.key).where('owner_token', '=', token).execute().catch(() => {});
    } else {
      const status = error.status;
      const body = { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } };
      await db.updateTable('idempotency_keys').set({ status: 'completed', response_status: status, response_body: seal(scope.cipher, body) })
        .where('org_id', '=', pk.org_id).where('endpoint', '=', pk.endpoint).where('key', '=', pk.key)
        .where('owner_token', '=', token).execute().catch(() => {});
    }
    throw error;
  }
}

type Pk = { org_id: string; endpoint: string; key: string };

async function claim(db: Db, pk: Pk, hash: string, cipher: FieldCipher | undefined, attempt = 0): Promise<{ token: string } | { replay: Outcome }> {
  const now = Date.now();
  const token = randomUUID();
  try {
    await db.insertInto('idempotency_keys').values({ ...pk, request_hash: hash, status: 'in_progress', owner_token: token,
      locked_until: new Date(now + LEASE_MS).toISOString(), response_status: null, response_body: null,
      created_at: new Date(now).toISOString(), expires_at: new Date(now + KEEP_MS).toISOString() }).execute();
    return { token };
  } catch (error) {
    if (!isUniqueViolation(error) || attempt > 3) throw error;
  }
  const row = await db.selectFrom('idempotency_keys').selectAll().where('org_id', '=', pk.org_id)
    .where('endpoint', '=', pk.endpoint).where('key', '=', pk.key).executeTakeFirst();
  if (!row) return claim(db, pk, hash, cipher, attempt + 1);
  const nowIso = new Date(now).toISOString();
  if (row.expires_at <= nowIso) {
    await db.deleteFrom('idempotency_keys').where('org_id', '=', pk.org_id).where('endpoint', '=', pk.endpoint)
      .where('key', '=', pk.key).where('expires_at', '<=', nowIso).execute();
    return claim(db, pk, hash, cipher, attempt + 1);
  }
  if (row.request_hash !== hash) {
    throw new DomainError('idempotency_conflict', 'this Idempotency-Key was used with a different request');
  }
  if (row.status === 'completed') {
    return { replay: { status: row.response_status ?? 200, body: open(cipher, row.response_body) } };
  }
  if (row.locked_until > nowIso) {
    throw new DomainError('idempotency_in_progress', 'a request with this Idempotency-Key is still running');
  }
  // The first request's process died mid-way (its lease expired): take the key over.
  const taken = await db.updateTable('idempotency_keys')
    .set({ owner_token: token, locked_until: new Date(now + LEASE_MS).toISOString() })
    .where('org_id', '=', pk.org_id).where('endpoint', '=', pk.endpoint).where('key', '=', pk.key)
    .where('owner_token', '=', row.owner_token).where('status', '=', 'in_progress').executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return claim(db, pk, hash, cipher, attempt + 1);
  return { token };
}
