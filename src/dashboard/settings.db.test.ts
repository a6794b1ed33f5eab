// The settings page as a browser uses it (app.inject with the session cookie and form posts), on the real database:
// API keys made here work with exactly their scopes and stop at once when revoked, webhook endpoints are created,
// rotated and disabled, a delivery is sent again to a local receiver, the funder selection persists; another
// organization's ids are 404s, and a post without the session's CSRF token changes nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { signIn, type Browser } from '../../test/signin.ts';
import { nowIso, uuidv7 } from '../platform/ids.ts';
import { recordEvent } from '../webhooks/outbox.ts';
import type { AttemptReport } from '../webhooks/worker.ts';

let t: TestApp;
let broker: TestOrg;
let me: Browser;
let other: Browser;
let dealId: string;
let receiverUrl: string;
let addressNo = 0;
const received: string[] = [];
const receiver = createServer((req, res) => { received.push(req.url!); req.resume(); req.on('end', () => { res.statusCode = 204; res.end(); }); });

async function userOf(orgId: string): Promise<Browser> {
  const { email, password } = await t.ctx.users.create({ orgId, email: `settings${++addressNo}@example.test` });
  return signIn(t.app, email, password, { remoteAddress: `10.3.0.${addressNo}` });
}

/** A form post with repeated fields (checkboxes), as a browser sends it; the session's CSRF token unless told. */
function post(b: Browser, url: string, pairs: Array<[string, string]>, options: { csrf?: string | null; headers?: Record<string, string> } = {}) {
  const csrf = options.csrf === undefined ? b.csrf : options.csrf;
  const body = new URLSearchParams([...(csrf === null ? [] : [['_csrf', csrf] as [string, string]]), ...pairs]).toString();
  return t.app.inject({ method: 'POST', url, payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `mca_session=${b.token}`, ...options.headers } });
}

const secretIn = (res: LightMyRequestResponse, prefix: string) => new RegExp(`<code id="new-secret" class="secret">(${prefix}[^<]+)</code>`).exec(res.body)?.[1];
const api = (key: string, method: string, url: string, body?: unknown) => t.request(method, url, { key, body });
const keyIdOf = async (key: string) => (await t.ctx.db.selectFrom('api_keys').select('id').where('lookup', '=', key.slice(4, 16)).executeTakeFirstOrThrow()).id;
const endpointsOf = (orgId: string) => t.ctx.webhooks.list(orgId);

function nextAttempt(match: (a: AttemptReport) => boolean): Promise<AttemptReport> {
  return new Promise((resolve) => {
    const on = (a: AttemptReport) => { if (match(a)) { t.ctx.webhookWorker.events.off('attempt', on); resolve(a); } };
    t.ctx.webhookWorker.events.on('attempt', on);
  });
}

async function createKey(b: Browser, scopes: string[]) {
  const res = await post(b, '/app/settings/keys', scopes.map((s) => ['scope', s]));
  expect(res.statusCode).toBe(201);
  return secretIn(res, 'mca_')!;
}

async function createEndpoint(b: Browser, url: string) {
  const res = await post(b, '/app/settings/webhooks', [['url', url]]);
  expect(res.statusCode).toBe(201);
  return { secret: secretIn(res, 'whsec_')! };
}

beforeAll(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startTestApp(); // MCA_WEBHOOK_ALLOW_PRIVATE=true: the receiver is on loopback
  t.ctx.webhookWorker.start();
  broker = await t.org('broker');
  me = await userOf(broker.orgId);
  other = await userOf((await t.org('broker')).orgId);
  dealId = (await api(broker.key, 'POST', '/v1/deals', { application: {} })).json().deal_id;
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});

describe('API keys', () => {
  it('a key created with two scopes works with exactly those, is listed by its prefix, and its secret is shown once', async () => {
    const key = await createKey(me, ['deals:read', 'parse:read']);
    expect(key).toMatch(/^mca_[0-9A-Za-z]{55}$/);
    expect((await api(key, 'GET', `/v1/deals/${dealId}`)).statusCode).toBe(200);
    expect((await api(key, 'GET', `/v1/parse/parsing/${uuidv7()}`)).statusCode).toBe(404); // allowed, no such job
    expect((await api(key, 'POST', '/v1/deals', { application: {} })).json().error.code).toBe('insufficient_scope');
    expect((await api(key, 'GET', `/v1/match/matching/${uuidv7()}`)).statusCode).toBe(403);
    const list = await me.get('/app/settings');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`<code>${key.slice(0, 16)}…</code>`);
    expect(list.body).toContain('deals:read, parse:read');
    expect(list.body).not.toContain(key);
    const row = await t.ctx.db.selectFrom('api_keys').selectAll().where('id', '=', await keyIdOf(key)).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(key.slice(16));
  });

  it('no scope chosen re-renders the form with a message and creates nothing', async () => {
    const before = (await t.ctx.orgs.listKeys(broker.orgId)).length;
    const res = await post(me, '/app/settings/keys', [['scope', 'deals:admin']]);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Choose at least one scope');
    expect((await t.ctx.orgs.listKeys(broker.orgId)).length).toBe(before);
  });

  it('a revoked key gets 401 on the very next API request', async () => {
    const key = await createKey(me, ['deals:read']);
    expect((await api(key, 'GET', `/v1/deals/${dealId}`)).statusCode).toBe(200); // cached as valid
    const res = await post(me, `/app/settings/keys/${await keyIdOf(key)}/revoke`, []);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/settings?done=key_revoked#keys');
    expect((await api(key, 'GET', `/v1/deals/${dealId}`)).statusCode).toBe(401);
    expect((await me.get('/app/settings')).body).toMatch(/<code>[^<]+<\/code><\/th>\s*<td>deals:read<\/td>.*?badge bad">revoked/s);
  });
});

describe('webhook endpoints', () => {
  it('creates an endpoint (secret shown once), rotates its secret and disables it', async () => {
    const { secret } = await createEndpoint(me, `${receiverUrl}/one`);
    expect(secret).toMatch(/^whsec_/);
    const [endpoint] = (await endpointsOf(broker.orgId)).filter((e) => e.url === `${receiverUrl}/one`);
    expect(endpoint!.enabled).toBe(true);
    const page = await me.get('/app/settings');
    expect(page.body).toContain(`${receiverUrl}/one`);
    expect(page.body).not.toContain(secret);

    const rotated = await post(me, `/app/settings/webhooks/${endpoint!.endpoint_id}/rotate`, []);
    expect(rotated.statusCode).toBe(200);
    const fresh = secretIn(rotated, 'whsec_');
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(secret);
    expect((await endpointsOf(broker.orgId)).find((e) => e.endpoint_id === endpoint!.endpoint_id)!.previous_secret_until).not.toBeNull();

    const disabled = await post(me, `/app/settings/webhooks/${endpoint!.endpoint_id}/disable`, []);
    expect(disabled.statusCode).toBe(303);
    expect(disabled.headers.location).toBe('/app/settings?done=webhook_disabled#webhooks');
    expect((await endpointsOf(broker.orgId)).find((e) => e.endpoint_id === endpoint!.endpoint_id)!.enabled).toBe(false);
    expect((await me.get('/app/settings?done=webhook_disabled')).body).toContain('Webhook endpoint disabled.');
  });

  it('a bad URL re-renders the form with the reason and the URL kept', async () => {
    const res = await post(me, '/app/settings/webhooks', [['url', 'ftp://example.com/<x>']]);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Endpoint URL: must use http or https.');
    expect(res.body).toContain('value="ftp://example.com/&lt;x&gt;"');
  });

  it('private addresses are refused unless MCA_WEBHOOK_ALLOW_PRIVATE=true', async () => {
    const strict = await startTestApp({ MCA_WEBHOOK_ALLOW_PRIVATE: 'false' });
    try {
      const org = await strict.org('broker');
      const { email, password } = await strict.ctx.users.create({ orgId: org.orgId, email: 'strict@example.test' });
      const b = await signIn(strict.app, email, password);
      const res = await strict.app.inject({ method: 'POST', url: '/app/settings/webhooks',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `mca_session=${b.token}` },
        payload: new URLSearchParams({ _csrf: b.csrf, url: 'http://127.0.0.1:9/hook' }).toString() });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('private, loopback');
      expect(await strict.ctx.webhooks.list(org.orgId)).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('Resend sends a delivery again: a new attempt is recorded and shown', async () => {
    await createEndpoint(me, `${receiverUrl}/resend`);
    const endpoint = (await endpointsOf(broker.orgId)).find((e) => e.url === `${receiverUrl}/resend`)!;
    const eventId = uuidv7();
    const first = nextAttempt((a) => a.event_id === eventId);
    await t.ctx.db.transaction().execute((tx) => recordEvent(tx, { id: eventId, org_id: broker.orgId, type: 'parse.parsing.completed',
      created_at: nowIso(), data: { parsing_id: uuidv7(), status: 'completed' } }));
    t.ctx.webhookWorker.notify();
    expect(await first).toMatchObject({ attempt: 1, status: 'delivered', status_code: 204 });
    const [delivery] = await t.ctx.webhooks.deliveries({ endpointId: endpoint.endpoint_id, orgId: broker.orgId });

    const again = nextAttempt((a) => a.event_id === eventId);
    const res = await post(me, `/app/settings/deliveries/${delivery!.delivery_id}/resend`, []);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/settings?done=delivery_resent#webhooks');
    expect(await again).toMatchObject({ attempt: 2, status: 'delivered', status_code: 204 });
    expect(received.filter((p) => p === '/resend')).toHaveLength(2);
    const [after] = await t.ctx.webhooks.deliveries({ endpointId: endpoint.endpoint_id, orgId: broker.orgId });
    expect(after!.attempt_log.map((a) => a.attempt)).toEqual([1, 2]);
    expect((await me.get('/app/settings')).body).toMatch(/parse\.parsing\.completed<\/th>.*?badge ok">delivered.*?<td class="num">2<\/td><td class="num">204<\/td>/s);

    // A disabled endpoint's delivery is not sent again.
    await post(me, `/app/settings/webhooks/${endpoint.endpoint_id}/disable`, []);
    const refused = await post(me, `/app/settings/deliveries/${delivery!.delivery_id}/resend`, []);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('its endpoint is disabled');
  });
});

describe('funders', () => {
  it('a broker selects funders with checkboxes; the selection persists and can be narrowed', async () => {
    const a = await t.ctx.funders.create({ name: 'Alpha Funding', criteria: [] });
    const b = await t.ctx.funders.create({ name: 'Beta Capital', criteria: [] });
    const res = await post(me, '/app/settings/funders', [['funder', a.id], ['funder', b.id]]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/app/settings?done=funders_saved#funders');
    expect((await t.ctx.funders.repo.selectedIds(broker.orgId)).sort()).toEqual([a.id, b.id].sort());
    const page = (await me.get('/app/settings')).body;
    expect(page).toContain(`value="${a.id}" checked`);
    expect(page).toContain(`value="${b.id}" checked`);
    await post(me, '/app/settings/funders', [['funder', b.id]]);
    expect(await t.ctx.funders.repo.selectedIds(broker.orgId)).toEqual([b.id]);
    expect((await me.get('/app/settings')).body).toContain(`value="${a.id}">`);
  });

  it('a funder organization sees its own profile, read only', async () => {
    const funderOrg = await t.org('funder');
    await t.ctx.funders.update(funderOrg.funderId!, { name: 'Gamma Advance', criteria: [{ check: 'min_credit_score', value: 600, hard: true }] });
    const page = (await (await userOf(funderOrg.orgId)).get('/app/settings')).body;
    expect(page).toContain('Funder profile');
    expect(page).toContain('<strong>Gamma Advance</strong>');
    expect(page).toContain('min credit score');
    expect(page).not.toContain('action="/app/settings/funders"');
  });
});

describe('another organization and CSRF', () => {
  it('another organization\'s user gets 404 for every id of ours, and nothing changes', async () => {
    const key = await createKey(me, ['deals:read']);
    await createEndpoint(me, `${receiverUrl}/mine`);
    const endpoint = (await endpointsOf(broker.orgId)).find((e) => e.url === `${receiverUrl}/mine`)!;
    const eventId = uuidv7();
    const delivered = nextAttempt((a) => a.event_id === eventId);
    await t.ctx.db.transaction().execute((tx) => recordEvent(tx, { id: eventId, org_id: broker.orgId, type: 'parse.parsing.completed',
      created_at: nowIso(), data: {} }));
    t.ctx.webhookWorker.notify();
    const { delivery_id: deliveryId } = await delivered;
    for (const url of [`/app/settings/keys/${await keyIdOf(key)}/revoke`, `/app/settings/webhooks/${endpoint.endpoint_id}/rotate`,
      `/app/settings/webhooks/${endpoint.endpoint_id}/disable`, `/app/settings/deliveries/${deliveryId}/resend`,
      `/app/settings/keys/not-an-id/revoke`, `/app/settings/webhooks/${uuidv7()}/disable`]) {
      const res = await post(other, url, []);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Not found');
    }
    expect((await api(key, 'GET', `/v1/deals/${dealId}`)).statusCode).toBe(200);
    const now = (await endpointsOf(broker.orgId)).find((e) => e.endpoint_id === endpoint.endpoint_id)!;
    expect(now).toMatchObject({ enabled: true, previous_secret_until: null });
    const [d] = await t.ctx.webhooks.deliveries({ endpointId: endpoint.endpoint_id, orgId: broker.orgId });
    expect(d).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await other.get('/app/settings')).body).not.toContain(endpoint.url);
  });

  it('posts without the session\'s CSRF token, or from another site, are refused and change nothing', async () => {
    const key = await createKey(me, ['deals:read']);
    const keys = (await t.ctx.orgs.listKeys(broker.orgId)).length;
    const endpoints = (await endpointsOf(broker.orgId)).length;
    const selected = await t.ctx.funders.repo.selectedIds(broker.orgId);
    const id = await keyIdOf(key);
    for (const options of [{ csrf: null }, { csrf: 'forged' }, { headers: { origin: 'https://evil.example' } }]) {
      for (const [url, pairs] of [['/app/settings/keys', [['scope', 'deals:read']]], [`/app/settings/keys/${id}/revoke`, []],
        ['/app/settings/webhooks', [['url', `${receiverUrl}/csrf`]]], ['/app/settings/funders', []]] as Array<[string, Array<[string, string]>]>) {
        const res = await post(me, url, pairs, options);
        expect(res.statusCode, `${url} ${JSON.stringify(options)}`).toBe(400);
        expect(res.body).toContain('this form has expired or did not come from this site');
      }
    }
    expect((await t.ctx.orgs.listKeys(broker.orgId)).length).toBe(keys);
    expect((await api(key, 'GET', `/v1/deals/${dealId}`)).statusCode).toBe(200);
    expect((await endpointsOf(broker.orgId)).length).toBe(endpoints);
    expect(await t.ctx.funders.repo.selectedIds(broker.orgId)).toEqual(selected);
  });
});
