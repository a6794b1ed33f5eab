import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker', { areas: ['match'], scopes: ['match:read'] }); });
afterAll(() => t.close());

describe('GET /v1/reference/*', () => {
  it.each([['countries', 2], ['states', 56], ['provinces', 13]])('%s lists %i entries with id, label and aliases', async (kind, n) => {
    const res = await t.request('GET', `/v1/reference/${kind}`, { key: broker.key });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(n);
    for (const e of data) expect(e).toEqual(expect.objectContaining({ id: expect.any(String), label: expect.any(String), aliases: expect.any(Array) }));
  });

  it('gives industries a risk category and states a country', async () => {
    const industries = (await t.request('GET', '/v1/reference/industries', { key: broker.key })).json().data;
    expect(industries.length).toBeGreaterThan(50);
    for (const i of industries) expect(['low', 'medium', 'high', 'prohibited']).toContain(i.risk_category);
    const states = (await t.request('GET', '/v1/reference/states', { key: broker.key })).json().data;
    expect(states.find((s: { id: string }) => s.id === 'CA').country).toBe('US');
    expect((await t.request('GET', '/v1/reference/countries', { key: broker.key })).json().data.map((c: { id: string; label: string }) => [c.id, c.label]))
      .toEqual([['US', 'United States'], ['CA', 'Canada']]);
  });

  it('can be cached: Cache-Control, ETag and 304 on If-None-Match', async () => {
    const first = await t.request('GET', '/v1/reference/entity-types', { key: broker.key });
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = String(first.headers.etag);
    const second = await t.request('GET', '/v1/reference/entity-types', { key: broker.key, headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('needs a valid key', async () => {
    expect((await t.request('GET', '/v1/reference/states')).statusCode).toBe(401);
  });
});
