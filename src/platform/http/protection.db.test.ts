import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';
import { has, TEST_REDIS_URL } from '../../../test/services.ts';

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp({ MCA_RATE_LIMIT: '3' }); broker = await t.org('broker'); });
afterAll(() => t.close());

describe('rate limiting per API key', () => {
  it('answers 429 rate_limited with Retry-After and the RateLimit headers past the limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.request('GET', '/v1/reference/countries', { key: broker.key });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.json().error.code).toBe('rate_limited');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.headers['ratelimit-limit']).toBe('3');
    expect(last!.headers['ratelimit-remaining']).toBe('0');
    const other = await t.org('broker');
    expect((await t.request('GET', '/v1/reference/countries', { key: other.key })).statusCode).toBe(200);
  });

  it('limits requests without a key, or with a bad one, per client address (authentication comes after the limit)', async () => {
    const a = await startTestApp({ MCA_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await a.request('GET', '/v1/reference/countries', { key: i % 2 ? 'mca_bad' : undefined })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally { await a.close(); }
  });

  // Skipped where the run found no Redis (it says so at its start); CI starts one.
  it.skipIf(!has('redis'))('shares the limit between nodes through Redis', async () => {
    const a = await startTestApp({ MCA_RATE_LIMIT: '4', REDIS_URL: TEST_REDIS_URL });
    try {
      const org = await a.org('broker');
      // A second node on the same database and Redis.
      const { buildApp } = await import('../../app.ts');
      const b = await buildApp(a.ctx);
      await b.ready();
      const hit = (app: typeof b) => app.inject({ method: 'GET', url: '/v1/reference/states', headers: { authorization: `Bearer ${org.key}` } });
      const statuses = [(await hit(a.app)).statusCode, (await hit(b)).statusCode, (await hit(a.app)).statusCode, (await hit(b)).statusCode, (await hit(a.app)).statusCode];
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      await b.close();
    } finally {
      await a.close();
    }
  });
});

describe('headers and health', () => {
  it('sets security headers and keeps deal data out of caches', async () => {
    const res = await t.request('POST', '/v1/deals', { key: (await t.org('broker')).key, body: { application: {} } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });
  it('answers /healthz and /readyz without a key and without counting against limits', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('GET', '/readyz')).json()).toEqual({ status: 'ok' });
    expect((await t.request('GET', '/healthz')).statusCode).toBe(200);
  });
});
