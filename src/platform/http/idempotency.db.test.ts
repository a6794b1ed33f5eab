import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';

let t: TestApp;
let broker: TestOrg;
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); });
afterAll(() => t.close());

const deals = async (externalId: string) => Number((await t.ctx.db.selectFrom('deals').select((eb) => eb.fn.countAll().as('n'))
  .where('external_id', '=', externalId).executeTakeFirst())?.n);
const post = (key: string, idem: string, body: unknown) =>
  t.request('POST', '/v1/deals', { key, body, headers: { 'idempotency-key': idem } });

describe('Idempotency-Key on POST /v1/deals', () => {
  it('replays the first response for the same request', async () => {
    const body = { external_id: 'idem-1', application: { legal_name: 'A LLC' } };
    const first = await post(broker.key, 'k-1', body);
    const second = await post(broker.key, 'k-1', body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()).toEqual(first.json());
    expect(await deals('idem-1')).toBe(1);
  });

  it('answers idempotency_conflict for a different request with the same key', async () => {
    await post(broker.key, 'k-2', { external_id: 'idem-2', application: {} });
    const res = await post(broker.key, 'k-2', { external_id: 'idem-2b', application: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('idempotency_conflict');
    expect(await deals('idem-2b')).toBe(0);
  });

  it('scopes keys to the organization', async () => {
    const other = await t.org('broker');
    await post(broker.key, 'k-3', { external_id: 'idem-3', application: {} });
    const res = await post(other.key, 'k-3', { external_id: 'idem-3', application: {} });
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await deals('idem-3')).toBe(2);
  });

  it('does not store a 422, so the corrected retry with the same key succeeds', async () => {
    const bad = await post(broker.key, 'k-4', { external_id: 'idem-4', application: { business_tax_id: '07-1234567' } });
    expect(bad.statusCode).toBe(422);
    const again = await post(broker.key, 'k-4', { external_id: 'idem-4', application: { business_tax_id: '12-3456789' } });
    expect(again.statusCode).toBe(201);
  });

  it('rejects an empty or over-long key with 400', async () => {
    for (const key of ['', 'x'.repeat(256)]) {
      const res = await post(broker.key, key, { application: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
  });

  it('creates exactly one deal from 20 simultaneous identical requests', async () => {
    const body = { external_id: 'idem-race', application: { legal_name: 'Race LLC' } };
    const results = await Promise.all(Array.from({ length: 20 }, () => post(broker.key, 'k-race', body)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('idempotency_in_progress');
    expect(await deals('idem-race')).toBe(1);
    const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().deal_id));
    expect(ids.size).toBe(1);
    const after = await post(broker.key, 'k-race', body);
    expect(after.statusCode).toBe(201);
    expect(after.json().deal_id).toBe([...ids][0]);
  });

  it('takes over a key whose first request died (lease expired), and does the work once', async () => {
    const body = { external_id: 'idem-crash', application: {} };
    const { requestHash } = await import('./idempotency.ts');
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.ctx.db.insertInto('idempotency_keys').values({ org_id: broker.orgId, endpoint: 'POST /v1/deals', key: 'k-crash',
      request_hash: requestHash('POST', '/v1/deals', body), status: 'in_progress', owner_token: 'dead', locked_until: past,
      response_status: null, response_body: null, created_at: past, expires_at: new Date(Date.now() + 3600_000).toISOString() }).execute();
    const res = await post(broker.key, 'k-crash', body);
    expect(res.statusCode).toBe(201);
    expect(await deals('idem-crash')).toBe(1);
  });
});

describe('retention', () => {
  it('sweeps keys older than 24 hours, so the same key then starts a new request', async () => {
    const { sweepExpired } = await import('../maintenance.ts');
    const body = { external_id: 'idem-old', application: {} };
    await post(broker.key, 'k-old', body);
    const later = new Date(Date.now() + 24 * 3600_000 + 1000);
    expect(await sweepExpired(t.ctx.db, later)).toBeGreaterThanOrEqual(1);
    const rows = await t.ctx.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'k-old').execute();
    expect(rows).toHaveLength(0);
  });
});
