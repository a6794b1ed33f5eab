// The contract's HTTP conventions and error table, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUuid } from '../ids.ts';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); });
afterAll(() => t.close());

const count = async () => Number((await t.ctx.db.selectFrom('deals').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);

function expectError(res: { statusCode: number; json(): any; headers: Record<string, unknown> }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.request_id).toBe(res.headers['request-id']);
  return body.error;
}

describe('request ids', () => {
  it('sets Request-Id on every response and echoes a sane X-Request-Id', async () => {
    const a = await t.request('GET', '/v1/reference/countries', { key: broker.key, headers: { 'x-request-id': 'crm-abc.123' } });
    expect(a.headers['request-id']).toBe('crm-abc.123');
    const b = await t.request('GET', '/nowhere');
    expect(typeof b.headers['request-id']).toBe('string');
    expectError(b, 404, 'not_found');
    const c = await t.request('GET', '/v1/reference/countries', { key: broker.key, headers: { 'x-request-id': 'bad id\u0001' } });
    // Not echoed: an id of our own (the old check, "does not contain 'bad'", failed when a random id's hex did).
    expect(c.headers['request-id']).not.toContain('bad id');
    expect(isUuid(String(c.headers['request-id']))).toBe(true);
  });
});

describe('bad input never writes and never 500s', () => {
  const post = (payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    t.request('POST', '/v1/deals', { key: broker.key, payload, headers });

  it('malformed JSON is 400 invalid_request', async () => {
    expectError(await post('{"application": '), 400, 'invalid_request');
    expectError(await post('{"__proto__": {"x": 1}, "application": {}}'), 400, 'invalid_request');
  });
  it('a wrong content type is 415', async () => {
    expectError(await post('application=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type');
  });
  it('a body over 1 MB is 413', async () => {
    const big = JSON.stringify({ application: { legal_name: 'x' }, reconciliation: { notes: 'x'.repeat(1_100_000) } });
    expectError(await post(big), 413, 'payload_too_large');
  });
  it.each([
    ['an unknown top-level field', { application: {}, colour: 'red' }, 'colour'],
    ['an unknown application field', { application: { legal_nmae: 'x' } }, 'application.legal_nmae'],
    ['a wrong type', { application: { requested_amount: '5000' } }, 'application.requested_amount'],
    ['an over-long name', { application: { legal_name: 'x'.repeat(201) } }, 'application.legal_name'],
    ['a control character in a name', { application: { legal_name: 'Acme\u0007 LLC' } }, 'application.legal_name'],
    ['a huge array', { application: { applicants: Array.from({ length: 21 }, () => ({ first_name: 'a' })) } }, 'application.applicants'],
    ['a bad month', { financials: { months: [{ date: '2026-13' }] } }, 'financials.months[0].date'],
    ['a bad frequency', { application: { payment_frequency: 'hourly' } }, 'application.payment_frequency'],
    ['an impossible date', { application: { business_start_date: '2026-02-30' } }, 'application.business_start_date'],
    ['a bad auto_submit', { application: {}, auto_submit: 'yes' }, 'auto_submit'],
    ['an array body', [], ''],
  ])('%s is 422 with the field path', async (_n, body, field) => {
    const before = await count();
    const error = expectError(await post(JSON.stringify(body)), 422, 'validation_failed');
    if (field) expect(error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await count()).toBe(before);
  });
  it('accepts unicode names', async () => {
    const res = await post(JSON.stringify({ application: { legal_name: 'Café Ñandú 東京 LLC' } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().application.legal_name).toBe('Café Ñandú 東京 LLC');
  });
});

describe('authentication and authorization', () => {
  it('answers 401 the same way for missing, malformed, unknown and revoked keys', async () => {
    const { key_id, api_key } = await t.ctx.orgs.createKey(broker.orgId);
    await t.ctx.orgs.revokeKey(key_id);
    const keys = [undefined, 'nonsense', `mca_${'A'.repeat(55)}`, api_key];
    for (const key of keys) {
      const res = await t.request('GET', '/v1/reference/countries', key ? { key } : {});
      expectError(res, 401, 'unauthorized');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });
  it('stores only a SHA-256 of the key and keeps last_used_at', async () => {
    const { key_id, api_key } = await t.ctx.orgs.createKey(broker.orgId);
    await t.request('GET', '/v1/reference/countries', { key: api_key });
    const row = await t.ctx.db.selectFrom('api_keys').selectAll().where('id', '=', key_id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(api_key.slice(16));
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.last_used_at).not.toBeNull();
  });
  it('answers not_entitled when the plan lacks the area, before scopes', async () => {
    const org = await t.org('broker', { areas: ['parse'], scopes: ['parse:read'] });
    expectError(await t.request('GET', '/v1/deals/01a2013a-0000-7000-8000-000000000000', { key: org.key }), 403, 'not_entitled');
    expect((await t.request('GET', '/v1/reference/industries', { key: org.key })).statusCode).toBe(200);
  });
  it('answers insufficient_scope when the key lacks the operation', async () => {
    const org = await t.org('broker', { scopes: ['deals:read'] });
    expectError(await t.request('POST', '/v1/deals', { key: org.key, body: { application: {} } }), 403, 'insufficient_scope');
  });
  it('a proposed plan has no effect until accepted and effective', async () => {
    const org = await t.org('broker', { areas: ['parse'] });
    await t.ctx.orgs.proposePlan(org.orgId, ['deals', 'parse'], null);
    expectError(await t.request('POST', '/v1/deals', { key: org.key, body: { application: {} } }), 403, 'not_entitled');
    await t.ctx.orgs.acceptPlan(org.orgId);
    expect((await t.request('POST', '/v1/deals', { key: org.key, body: { application: {} } })).statusCode).toBe(201);
    await t.ctx.orgs.proposePlan(org.orgId, ['parse'], '2999-01-01');
    await t.ctx.orgs.acceptPlan(org.orgId);
    expect((await t.request('POST', '/v1/deals', { key: org.key, body: { application: {} } })).statusCode).toBe(201);
  });
});

describe('documentation', () => {
  it('serves the OpenAPI document and the reference page without a key', async () => {
    const spec = await t.request('GET', '/v1/openapi.json');
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(expect.arrayContaining(['/v1/deals', '/v1/deals/{deal_id}', '/v1/reference/industries']));
    expect((await t.request('GET', '/docs/')).statusCode).toBe(200);
  });
});
