// The delivery worker: claims due deliveries with a lease, POSTs each signed event to its endpoint, and records the
// attempt and its outcome in one transaction. Any 2xx is delivered; anything else (a 3xx too: redirects are never
// followed, a timeout, a refused connection) is retried on the schedule below, later when the endpoint's Retry-After
// asks for longer; after the last retry the delivery is failed. A 410 fails it and disables the endpoint.
// Wakes on notify() (an event committed in this process) and polls for other processes' events and for due retries.
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createClaimLoop } from '../platform/jobs/claim-loop.ts';
import type { Logger } from 'pino';
import type { Db } from '../platform/db/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';
import type { ClaimedDelivery, DeliveryRow, WebhooksRepository } from './repository.ts';
import { signedHeaders } from './signing.ts';
import { postWebhook } from './post.ts';

const S = 1000, M = 60 * S, H = 60 * M;
/** Delays before retries 1..7 (Standard Webhooks' schedule); 8 attempts in all, over about 28 hours. */
export const RETRY_DELAYS_MS = [5 * S, 5 * M, 30 * M, 2 * H, 5 * H, 10 * H, 10 * H];
/** A Retry-After longer than this is capped, so one odd header cannot park a delivery for weeks. */
export const MAX_RETRY_AFTER_MS = 24 * H;
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface WebhookWorkerOptions {
  db: Db; repo: WebhooksRepository; cipher: FieldCipher; log: Logger;
  /** The clock (ms since epoch) for due times, leases and signature timestamps; tests move it forward. */
  now?: () => number;
  timeoutMs?: number;
  /** Deliver to private, loopback and link-local addresses too (MCA_WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  pollMs?: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface AttemptReport {
  delivery_id: string; event_id: string; endpoint_id: string; attempt: number;
  status: DeliveryRow['status']; status_code: number | null; error: string | null; next_attempt_at: string | null;
}

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

export function createWebhookWorker(options: WebhookWorkerOptions) {
  const { db, repo, cipher, log } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 16;
  const leaseMs = timeoutMs + 30_000;
  const workerId = `wh-${randomUUID()}`;
  const events = new EventEmitter();
  const loop = createClaimLoop<ClaimedDelivery>({
    concurrency, pollMs, keepAlive: false, log, what: 'webhook delivery',
    claim: (slots) => { const t = now(); return repo.claim(workerId, new Date(t).toISOString(), new Date(t + leaseMs).toISOString(), slots); },
    run: (d) => deliver(d),
  });

  async function deliver(d: ClaimedDelivery) {
    const startedAt = now();
    const body = JSON.stringify({ type: d.type, timestamp: d.event_created_at, data: JSON.parse(d.data) });
    // The old secret signs alongside the new one until its 24 hours are up (rotation without a flag day).
    const secrets = [cipher.decrypt(d.secret)];
    if (d.previous_secret && d.previous_secret_until && d.previous_secret_until > new Date(startedAt).toISOString()) {
      secrets.push(cipher.decrypt(d.previous_secret));
    }
    const headers = { 'content-type': 'application/json', 'user-agent': 'mca-webhooks/1',
      ...signedHeaders(secrets, d.event_id, Math.floor(startedAt / 1000), body) };
    const t0 = performance.now();
    const res = await postWebhook(d.url, headers, body, timeoutMs, options.allowPrivate ?? false);
    const statusCode: number | null = res.status;
    let error: string | null = res.error;
    const retryAfterMs: number | null = parseRetryAfter(res.retryAfter, now());
    if (statusCode !== null && statusCode >= 300 && statusCode < 400) error = `redirect (${statusCode}) not followed`;
    const durationMs = Math.round(performance.now() - t0);
    const endedAt = now();
    const attempt = d.attempts + 1;
    const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const gone = statusCode === 410;
    let status: DeliveryRow['status'] = ok ? 'delivered' : 'failed';
    let next: string | null = null;
    if (!ok && !gone && attempt <= RETRY_DELAYS_MS.length) {
      status = 'pending';
      const wait = Math.max(RETRY_DELAYS_MS[attempt - 1]!, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
      next = new Date(endedAt + wait).toISOString();
    }
    if (!ok && error === null) error = `HTTP ${statusCode}`;
    const recorded = await db.transaction().execute(async (tx) => {
      // Disabled while the request was in flight: no further retries.
      if (status === 'pending' && await repo.endpointDisabled(tx, d.endpoint_id)) { status = 'failed'; next = null; }
      const kept = await repo.finishAttempt(tx, workerId,
        { delivery_id: d.id, attempt, at: new Date(startedAt).toISOString(), status_code: statusCode, duration_ms: durationMs, error },
        { status, next_attempt_at: next, last_status: statusCode, last_error: ok ? null : error, delivered_at: ok ? new Date(endedAt).toISOString() : null });
      if (kept && gone) await repo.disableEndpoint(tx, d.endpoint_id, 'endpoint answered 410 Gone', new Date(endedAt).toISOString());
      return kept;
    });
    if (!recorded) { log.warn({ delivery: d.id }, 'webhook lease lost; attempt not recorded'); return; }
    if (!ok) log.warn({ delivery: d.id, endpoint: d.endpoint_id, attempt, status_code: statusCode, error, next_attempt_at: next }, 'webhook attempt failed');
    const report: AttemptReport = { delivery_id: d.id, event_id: d.event_id, endpoint_id: d.endpoint_id, attempt, status,
      status_code: statusCode, error: ok ? null : error, next_attempt_at: next };
    events.emit('attempt', report);
  }

  return {
    id: workerId,
    /** 'attempt' (AttemptReport) after each recorded attempt. */
    events,
    /** Wake now (an event with deliveries was committed in this process). */
    notify: () => loop.notify(),
    start: () => loop.start(),
    /** Stop claiming; wait for requests in flight (each bounded by the timeout) up to graceMs. */
    async stop(graceMs = timeoutMs + 1_000) { await loop.stop(graceMs); },
    get activeCount() { return loop.activeCount; },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
