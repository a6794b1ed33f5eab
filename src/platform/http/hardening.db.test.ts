// Issue 14, from outside: a real HTTP server, a real keep-alive client (node:http Agent), and the odd requests that
// used to hang a connection or answer 500. Each answer must be a clean 4xx of the contract, and the connection the
// client pools must keep working for its next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp, type TestOrg } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { createContext } from '../../context.ts';
import { createLogger } from '../log.ts';
import { jsonDepth, unsafeField } from './body.ts';
import { isPrivateAddress } from '../../webhooks/destination.ts';

let t: TestApp;
let broker: TestOrg;
let base: string;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  t = await startTestApp();
  broker = await t.org('broker');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => { agent.destroy(); await t.close(); });

interface Res { status: number; headers: http.IncomingHttpHeaders; body: string }
/** One request through the shared keep-alive agent; fails the test instead of hanging if no answer comes in 5 s. */
function send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, agent, headers: { authorization: `Bearer ${broker.key}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no answer within 5 s to ${method} ${path}`)));
    req.on('error', (e) => ((e as { code?: string }).code === 'EPIPE' || (e as { code?: string }).code === 'ECONNRESET' ? undefined : reject(e)));
    if (body !== undefined) req.end(body); else req.end();
  });
}
const MIN_DEAL = JSON.stringify({ financials: { avg_daily_balance: 100 } });
const code = (r: Res) => JSON.parse(r.body).error?.code;
const nextOk = async () => expect((await send('GET', '/v1/reference/countries')).status).toBe(200);

describe('keep-alive clients never hang', () => {
  it('after a 413 for a file over 25 MB, the next request on the same agent is answered', async () => {
    const big = multipart([{ name: 'files', filename: 'big.pdf', value: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(26 * 1024 * 1024, 32)]) }]);
    const r = await send('POST', '/v1/parse/parsing', big.payload, big.headers);
    expect(r.status).toBe(413);
    expect(code(r)).toBe('payload_too_large');
    expect(r.headers.connection).toBe('close');
    await nextOk();
  });

  it('after a 401 on an upload and a malformed multipart body, too', async () => {
    const m = multipart([{ name: 'files', filename: 'a.pdf', value: Buffer.alloc(2 * 1024 * 1024, 32) }]);
    expect((await send('POST', '/v1/parse/parsing', m.payload, { ...m.headers, authorization: 'Bearer nope' })).status).toBe(401);
    await nextOk();
    const cut = m.payload.subarray(0, 1000);
    const r = await send('POST', '/v1/parse/parsing', cut, m.headers);
    expect(r.status).toBe(400);
    await nextOk();
  });
});

describe('malformed requests are clean 4xx', () => {
  it('multipart without a boundary, with the wrong boundary, or cut short: 400 invalid_request', async () => {
    const m = multipart([{ name: 'files', filename: 'a.pdf', value: '%PDF-1.4 x' }]);
    for (const [payload, type] of [
      [m.payload, 'multipart/form-data'],
      [m.payload, 'multipart/form-data; boundary=not-the-one'],
      [m.payload.subarray(0, m.payload.length - 20), m.headers['content-type']!],
    ] as const) {
      const r = await send('POST', '/v1/parse/parsing', payload, { 'content-type': type });
      expect(r.status, type).toBe(400);
      expect(code(r)).toBe('invalid_request');
      expect(JSON.parse(r.body).error.message).toMatch(/multipart/);
    }
  });

  it('a multipart field sent as JSON is 422; a file name with NUL is stored without it', async () => {
    const m = multipart([{ name: 'external_id', value: '{"a":1}', filename: undefined, contentType: 'application/json' },
      { name: 'files', filename: 'x.pdf', value: '%PDF-1.4 x' }]);
    // test/multipart only sets a content type on files: build the JSON field by hand.
    const payload = Buffer.from(m.payload.toString('latin1').replace('name="external_id"\r\n', 'name="external_id"\r\nContent-Type: application/json\r\n'), 'latin1');
    const r = await send('POST', '/v1/parse/parsing', payload, m.headers);
    expect(r.status).toBe(422);
    expect(JSON.parse(r.body).error.details).toEqual([{ field: 'external_id', issue: 'must be a plain text field' }]);
    const nul = multipart([{ name: 'files', filename: 'a\u0000b\u202e.pdf', value: '%PDF-1.4 x' }]);
    const ok = await send('POST', '/v1/parse/parsing', nul.payload, nul.headers);
    expect(ok.status).toBe(202);
  });

  it('a content type the endpoint does not take is 415, JSON in UTF-16 too', async () => {
    const r1 = await send('POST', '/v1/deals', '{}', { 'content-type': 'text/plain' });
    expect([r1.status, code(r1)]).toEqual([415, 'unsupported_media_type']);
    const r2 = await send('POST', '/v1/deals', '{}', { 'content-type': 'application/json; charset=utf-16' });
    expect([r2.status, code(r2)]).toEqual([415, 'unsupported_media_type']);
    const r3 = await send('POST', '/v1/deals', MIN_DEAL, { 'content-type': 'application/json; charset=UTF-8' });
    expect(r3.status).toBe(201);
  });

  it('deep nesting is 400 on POST and PATCH, whatever the depth', async () => {
    const deep = (n: number) => `{"reconciliation":{"notes_x":${'['.repeat(n)}${']'.repeat(n)}}}`;
    for (const n of [40, 5000, 100_000]) {
      const r = await send('POST', '/v1/deals', deep(n), { 'content-type': 'application/json' });
      expect([r.status, code(r)], String(n)).toEqual([400, 'invalid_request']);
    }
    const created = JSON.parse((await send('POST', '/v1/deals', MIN_DEAL, { 'content-type': 'application/json' })).body);
    const p = await send('PATCH', `/v1/deals/${created.deal_id}`, deep(5000), { 'content-type': 'application/json' });
    expect([p.status, code(p)]).toEqual([400, 'invalid_request']);
    expect(jsonDepth('{"a":"[[[[[["}')).toBe(1);
  });

  it('control characters and bidi overrides in text are 422 naming the field; __proto__ and huge numbers are no 500', async () => {
    const r = await send('POST', '/v1/deals', JSON.stringify({ application: { legal_name: 'Acme\u0000 LLC' } }), { 'content-type': 'application/json' });
    expect(r.status).toBe(422);
    expect(JSON.parse(r.body).error.details[0].field).toBe('application.legal_name');
    expect(unsafeField({ a: ['ok', 'x\u202ey'] })).toBe('a[1]');
    for (const body of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '{"financials":{"avg_daily_balance":1e400}}',
      `{"external_id":"${'x'.repeat(100_000)}"}`, '{"external_id":"\\ud800"}']) {
      const res = await send('POST', '/v1/deals', body, { 'content-type': 'application/json' });
      expect(res.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status, body.slice(0, 40)).toBeLessThan(500);
    }
  });

  it('"application": null is the same as leaving it out', async () => {
    const r = await send('POST', '/v1/deals', JSON.stringify({ application: null, reconciliation: null, financials: { avg_daily_balance: 100 } }), { 'content-type': 'application/json' });
    expect(r.status).toBe(201);
  });
});

describe('revocation and plan changes from another process apply on the next request', () => {
  it('a key revoked by another process (its own connection and cache) is refused at once', async () => {
    const org = await t.org('broker');
    const url = `/v1/deals`;
    expect((await t.request('GET', `${url}/00000000-0000-7000-8000-000000000000`, { key: org.key })).statusCode).toBe(404);
    const other = await createContext(t.config, { logger: createLogger('silent'), migrate: false });
    // PostgreSQL announces the change after commit: the next request after it is heard is refused (the test once
    // raced the announcement on a loaded machine); SQLite's stamp sees it at once.
    const heard = t.ctx.orgs.authChangeHeard();
    try {
      const keys = await other.db.selectFrom('api_keys').select('id').where('org_id', '=', org.orgId).execute();
      await other.orgs.revokeKey(keys[0]!.id);
    } finally { await other.close(); }
    await heard;
    expect((await t.request('GET', `${url}/00000000-0000-7000-8000-000000000000`, { key: org.key })).statusCode).toBe(401);
  });

  it('a plan accepted elsewhere that drops an area is in force on the next request', async () => {
    const org = await t.org('broker');
    expect((await t.request('GET', '/v1/reference/countries', { key: org.key })).statusCode).toBe(200);
    const other = await createContext(t.config, { logger: createLogger('silent'), migrate: false });
    try {
      await other.orgs.proposePlan(org.orgId, ['deals'], null);
      const heard = t.ctx.orgs.authChangeHeard();
      await other.orgs.acceptPlan(org.orgId);
      await heard;
    } finally { await other.close(); }
    const r = await t.request('POST', '/v1/match/matching', { key: org.key, body: {} });
    expect(r.json().error.code).toBe('not_entitled');
  });
});

describe('webhook destinations', () => {
  it('private, loopback, link-local and metadata addresses are refused unless allowed', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700::1111']) expect(isPrivateAddress(ip), ip).toBe(false);
    const strict = await createContext({ ...t.config, webhookAllowPrivate: false }, { logger: createLogger('silent'), migrate: false });
    try {
      for (const url of ['http://127.0.0.1:6379/', 'http://169.254.169.254/latest/meta-data', 'http://metadata.google.internal/', 'http://localhost/x', 'http://[::1]/']) {
        await expect(strict.webhooks.create(broker.orgId, url), url).rejects.toMatchObject({ code: 'validation_failed' });
      }
    } finally { await strict.close(); }
  });
});
