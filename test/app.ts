// The real app on a real database for one test file, plus small factories (organizations, keys) and an inject helper.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createContext, type AppContext } from '../src/context.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/log.ts';
import type { Area, Scope } from '../src/orgs/model.ts';
import { freshDatabase, type FreshDatabase } from './db.ts';

/**
 * The cost of the password hashes the test app makes: scrypt with N = 2^10 instead of the product's 2^15 (about 3 ms
 * a hash instead of 100; sign-ins were a tenth of the CPU of `npm test`). Verification reads the cost from the stored
 * hash, so hashes of either cost verify; src/users/users.db.test.ts checks the product's cost itself.
 */
export const TEST_PASSWORD_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
/** The OCR of the app's parse workers without its per-page time limit (20 s): a page's wall time follows the machine's
 *  load (over 20 s at a load average of 30 on 2 cores), and what is read must not (as in test/statements/scan/cases.ts;
 *  the limit has its own test in scanned-limits.test.ts). */
export const TEST_OCR = { pageTimeoutMs: 300_000 };

export interface TestOrg { orgId: string; key: string; kind: 'broker' | 'funder'; funderId: string | null }

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: FreshDatabase;
  config: Config;
  org(kind?: 'broker' | 'funder', options?: { areas?: Area[]; scopes?: Scope[]; funderId?: string }): Promise<TestOrg>;
  request(method: string, url: string, options?: { key?: string; body?: unknown; headers?: Record<string, string>; payload?: string | Buffer }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({ MCA_DATA_DIR: database.dataDir, ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    LOG_LEVEL: 'silent', MCA_DATA_KEY: 'a'.repeat(64), MCA_WORKER: 'off', MCA_WEBHOOK_ALLOW_PRIVATE: 'true', ...env });
  const ctx = await createContext(config, { logger: createLogger('silent'), passwordParams: TEST_PASSWORD_PARAMS, ocr: TEST_OCR });
  const app = await buildApp(ctx);
  await app.ready();
  let counter = 0;
  return {
    app, ctx, database, config,
    async org(kind = 'broker', options = {}) {
      let funderId = options.funderId ?? null;
      if (kind === 'funder' && !funderId) {
        funderId = (await ctx.funders.create({ name: `Test Funder ${++counter}`, criteria: [] })).id;
      }
      const org = await ctx.orgs.createOrg({ name: `Test ${kind} ${++counter}`, kind, areas: options.areas, funderId });
      const { api_key } = await ctx.orgs.createKey(org.id, options.scopes);
      return { orgId: org.id, key: api_key, kind, funderId };
    },
    request(method, url, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.key) headers.authorization = `Bearer ${options.key}`;
      return app.inject({ method: method as 'GET', url, headers,
        ...(options.payload !== undefined ? { payload: options.payload } : options.body !== undefined ? { payload: options.body as object } : {}) });
    },
    async close() {
      await app.close();
      await ctx.close();
      await database.drop();
    },
  };
}
