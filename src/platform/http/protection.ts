// Protection from one place: rate limits per API key (in memory on one node, in Redis when REDIS_URL is set so several
// nodes share the limit), security headers, and the health and readiness endpoints.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { sendError } from './errors.ts';
import { lookupOf } from '../../orgs/keys.ts';

/**
 * The limit key: the API key's public lookup part (never its secret part, so nothing secret reaches Redis), or the
 * client address for requests without a well-formed key (they are answered 401 anyway).
 */
function limitKey(request: FastifyRequest): string {
  const lookup = lookupOf(request.headers.authorization?.slice(7) ?? '');
  return lookup ? `k:${lookup}` : `ip:${request.ip}`;
}

const DASHBOARD_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' } as const;
// Dashboard pages: only this origin's own stylesheet, script and forms; no inline script or style at all.
const DASHBOARD_HEADERS = Object.freeze({ ...BASE_HEADERS, 'X-Frame-Options': 'DENY', 'Content-Security-Policy': DASHBOARD_CSP });
const DOCS_HEADERS = Object.freeze({ ...BASE_HEADERS });
const API_HEADERS = Object.freeze({ ...BASE_HEADERS, 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" });

/**
 * The security headers of an answer to `url` (also written by framework-errors.ts on answers Fastify makes itself):
 * one of three constant sets, made once, not per answer.
 */
export function securityHeaders(url: string): Readonly<Record<string, string>> {
  if (url.startsWith('/app')) return DASHBOARD_HEADERS;
  if (url.startsWith('/docs')) return DOCS_HEADERS;
  return API_HEADERS;
}

export async function registerProtection(app: FastifyInstance, options: { db: Db; perMinute: number; redisUrl: string | null; readyTimeoutMs?: number }) {
  let redis: Redis | null = null;
  if (options.perMinute > 0) {
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on('error', () => {}); // a Redis outage must not take the API down; the plugin skips on store errors
      // Wait (briefly) for the connection, so the first requests are counted; later outages are skipped.
      await new Promise<void>((resolve) => {
        const done = () => { clearTimeout(timer); resolve(); };
        const timer = setTimeout(done, 2000);
        redis!.once('ready', done);
      });
      app.addHook('onClose', async () => { redis?.disconnect(); });
    }
    // Not the plugin's per-route hook (that runs after authentication, so keyless and bad-key floods were never
    // limited): one app-level hook, added before authentication, limits every request by key or client address.
    await app.register(rateLimit, {
      global: false,
      max: options.perMinute, timeWindow: 60_000, keyGenerator: limitKey, enableDraftSpec: true,
      ...(redis ? { redis, nameSpace: 'mca-rl-', skipOnError: true } : {}),
      allowList: (request) => Boolean(request.routeOptions.config.public),
      errorResponseBuilder: (_req, context) => new DomainError('rate_limited', `rate limit of ${context.max} requests per minute exceeded; retry in ${Math.ceil(context.ttl / 1000)} s`),
    });
    app.addHook('onRequest', app.rateLimit());
  }

  // A callback hook, not an async one: it runs on every answer, and has nothing to wait for.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(securityHeaders(request.url));
    // Deal and job data is confidential: never cached by intermediaries. Reference routes set their own policy.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    // A load balancer's probe wants an answer, not a wait: a database that does not answer `select 1` within the
    // connection timeout is not ready (the query itself is abandoned by the pool's own timeouts).
    let timer: NodeJS.Timeout | undefined;
    try {
      const deadline = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('readyz: no answer')), options.readyTimeoutMs ?? 3_000); });
      await Promise.race([sql`select 1`.execute(options.db), deadline]);
      return { status: 'ok' };
    } catch {
      return sendError(request, reply, new DomainError('service_unavailable', 'the database is not reachable'));
    } finally { clearTimeout(timer); }
  });
}
