// Issue 37 item 3: a database that stops answering must not hold requests. PostgreSQL is reached through a proxy
// that freezes (test/freeze-proxy.ts: connections stay open, nothing is answered, as a server under SIGSTOP or behind
// a black-holed network looks); every route and /readyz answers within the configured timeouts, never a 500, the
// database routes a 503 service_unavailable with Retry-After; once the proxy thaws the service answers again by
// itself. On SQLite the same holds for a write lock held by another process: a write waits at most the statement
// timeout, then 503, while reads go on; released, writes succeed again.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_ADMIN_URL, testDialect, type FreshDatabase } from '../../../test/db.ts';
import { freezeProxy, type FreezeProxy } from '../../../test/freeze-proxy.ts';
import { buildApp } from '../../app.ts';
import { createContext, type AppContext } from '../../context.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';

// Short timeouts keep the test fast; the defaults (3 s to connect, 5 s a statement) are the same mechanism.
const TIMEOUTS = { MCA_DB_CONNECT_TIMEOUT_MS: '800', MCA_DB_STATEMENT_TIMEOUT_MS: '1000' };
/** The most an answer may take while the database is frozen: a pooled connection, a statement and its margin, slack. */
const DEADLINE_MS = 800 + 1000 + 1000 + 1500;

let fresh: FreshDatabase;
let proxy: FreezeProxy | null = null;
let ctx: AppContext;
let app: FastifyInstance;
let key: string;
let dealId: string;

beforeAll(async () => {
  fresh = await freshDatabase();
  let url = fresh.databaseUrl;
  if (url) {
    const admin = new URL(PG_ADMIN_URL);
    proxy = await freezeProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    url = through.toString();
  }
  const config = loadConfig({ MCA_DATA_DIR: fresh.dataDir, ...(url ? { DATABASE_URL: url } : {}), LOG_LEVEL: 'silent',
    MCA_DATA_KEY: 'a'.repeat(64), MCA_WORKER: 'off', ...TIMEOUTS });
  ctx = await createContext(config, { logger: createLogger('silent') });
  app = await buildApp(ctx);
  await app.ready();
  const org = await ctx.orgs.createOrg({ name: 'Frozen broker', kind: 'broker' });
  key = (await ctx.orgs.createKey(org.id)).api_key;
  const made = await app.inject({ method: 'POST', url: '/v1/deals', headers: { authorization: `Bearer ${key}` }, payload: { application: { legal_name: 'Frozen LLC' } } });
  expect(made.statusCode).toBe(201);
  dealId = made.json().deal_id;
}, 60_000);
afterAll(async () => {
  proxy?.thaw();
  await app?.close();
  await ctx?.close();
  await proxy?.close();
  await fresh?.drop();
});

/** Every route the app serves, from Fastify's route table, with its methods (HEAD and OPTIONS left out). */
function routes(): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    for (const method of m[2]!.split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      out.push({ method, url: m[1]!.replace(/:[a-z_]+/gi, dealId).replace(/\*$/, 'x') });
    }
  }
  return out;
}

async function timed(method: string, url: string, payload?: object, bearer = key) {
  const start = Date.now();
  const r = await app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${bearer}` }, ...(payload ? { payload } : {}) });
  return { r, ms: Date.now() - start, method, url };
}

function expectUnavailable(x: Awaited<ReturnType<typeof timed>>) {
  expect(x.r.statusCode, `${x.method} ${x.url}: ${x.r.body}`).toBe(503);
  expect(x.r.json().error.code).toBe('service_unavailable');
  expect(x.r.headers['retry-after']).toBe('5');
  expect(x.ms, `${x.method} ${x.url}`).toBeLessThan(DEADLINE_MS);
}

describe.runIf(testDialect() === 'postgres')('a PostgreSQL that stops answering', () => {
  it('every route answers within the timeouts, the database ones 503 with Retry-After; back by itself after', async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(30);
    proxy!.freeze();
    try {
      // The database routes, and a key this process has not seen (authentication itself must reach the database).
      const needed = await Promise.all([
        timed('GET', '/readyz'), timed('GET', '/v1/deals'), timed('GET', `/v1/deals/${dealId}`),
        timed('POST', '/v1/deals', { application: { legal_name: 'While Frozen LLC' } }),
        timed('GET', '/v1/deals', undefined, `mca_${'Z'.repeat(55)}`),
      ]);
      for (const x of needed) expectUnavailable(x);
      // Then every route of the app, a few at a time (the pool has 10 connections and they are all stuck).
      for (let i = 0; i < all.length; i += 8) {
        const answers = await Promise.all(all.slice(i, i + 8).map((route) => timed(route.method, route.url, route.method === 'GET' ? undefined : {})));
        for (const x of answers) {
          expect(x.ms, `${x.method} ${x.url}`).toBeLessThan(DEADLINE_MS);
          expect(x.r.statusCode, `${x.method} ${x.url}: ${x.r.body}`).not.toBe(500);
          if (x.r.statusCode === 503) expect(x.r.headers['retry-after'], `${x.method} ${x.url}`).toBeTruthy();
        }
      }
    } finally {
      proxy!.thaw();
    }
    // Recovered by itself: no restart, the stuck connections were thrown away.
    const ready = await timed('GET', '/readyz');
    expect(ready.r.statusCode, ready.r.body).toBe(200);
    const list = await timed('GET', '/v1/deals');
    expect(list.r.statusCode).toBe(200);
    const made = await timed('POST', '/v1/deals', { application: { legal_name: 'After LLC' } });
    expect(made.r.statusCode).toBe(201);
  }, 120_000);
});

describe.runIf(testDialect() === 'postgres')('connections that never answer again', () => {
  it('are thrown away after their timeout, so the service recovers once new connections work', async () => {
    // Every pooled connection busy or idle at the freeze is lost for good; new ones work at once.
    proxy!.freeze();
    const during = await Promise.all(Array.from({ length: 12 }, () => timed('GET', '/v1/deals')));
    for (const x of during) expectUnavailable(x);
    proxy!.abandon();
    // Each request that meets a lost connection fails once and discards it; the pool then connects anew.
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 10 }, () => timed('GET', '/v1/deals')));
    const after = await Promise.all(Array.from({ length: 10 }, () => timed('GET', '/v1/deals')));
    expect(after.map((x) => x.r.statusCode)).toEqual(Array(10).fill(200));
  }, 120_000);
});

describe.runIf(testDialect() === 'sqlite')('a SQLite database locked by another process', () => {
  it('a write waits at most the statement timeout, then 503 with Retry-After; reads go on; writes work once released', async () => {
    const other = new DatabaseSync(join(fresh.dataDir, 'mca.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    try {
      expectUnavailable(await timed('POST', '/v1/deals', { application: { legal_name: 'While Locked LLC' } }));
      const read = await timed('GET', `/v1/deals/${dealId}`);
      expect(read.r.statusCode).toBe(200);
      expect((await timed('GET', '/readyz')).r.statusCode).toBe(200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const made = await timed('POST', '/v1/deals', { application: { legal_name: 'After LLC' } });
    expect(made.r.statusCode).toBe(201);
  }, 60_000);
});
