// Webhook delivery end to end on a real database, to a local receiver, verified as a consumer would (standardwebhooks).
// Retries run on a controllable clock: the test moves it forward and wakes the worker; nothing sleeps.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { waitForJob } from '../../test/jobs.ts';
import { mcaSession, type McaSession } from '../../test/mca.ts';
import { multipart } from '../../test/multipart.ts';
import { createContext } from '../context.ts';
import { createLogger } from '../platform/log.ts';
import { nowIso, uuidv7 } from '../platform/ids.ts';
import { DomainError } from '../platform/errors.ts';
import { recordEvent } from './outbox.ts';
import { webhooksRepository } from './repository.ts';
import { webhooksService } from './service.ts';
import { sign } from './signing.ts';
import { createWebhookWorker, RETRY_DELAYS_MS, type AttemptReport, type WebhookWorker } from './worker.ts';

const SAMPLE = new URL('../../../shared/corpus/samples/s01/s01_statement_2026-06.pdf', import.meta.url).pathname;

interface Received { path: string; headers: Record<string, string>; body: string }
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let t: TestApp;
let broker: TestOrg;
let offset = 0;
const now = () => Date.now() + offset;
let wh: WebhookWorker;
let service: ReturnType<typeof webhooksService>;
let base: string;
const handlers = new Map<string, Handler>();
const received: Received[] = [];
const waiting: Array<{ path: string; resolve: (r: Received) => void }> = [];
const hanging: ServerResponse[] = [];
const created: string[] = [];

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const r: Received = { path: req.url!, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString() };
    received.push(r);
    (handlers.get(r.path) ?? ((_q, s) => { s.statusCode = 204; s.end(); }))(req, res);
    const i = waiting.findIndex((w) => w.path === r.path);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(r);
  });
});

/** The next request to `path` not yet seen by a caller (counting from `after` requests already received there). */
function requestTo(path: string, nth: number): Promise<Received> {
  const seen = received.filter((r) => r.path === path);
  if (seen.length > nth) return Promise.resolve(seen[nth]!);
  return new Promise((resolve) => waiting.push({ path, resolve }));
}

function nextAttempt(match: (a: AttemptReport) => boolean): Promise<AttemptReport> {
  return new Promise((resolve) => {
    const on = (a: AttemptReport) => { if (match(a)) { wh.events.off('attempt', on); resolve(a); } };
    wh.events.on('attempt', on);
  });
}

async function endpoint(path: string, orgId = broker.orgId) {
  const r = await service.create(orgId, `${base}${path}`);
  created.push(r.endpoint_id);
  return r;
}

async function emit(orgId = broker.orgId, data: Record<string, unknown> = { parsing_id: uuidv7(), status: 'completed' }) {
  const id = uuidv7();
  await t.ctx.db.transaction().execute((tx) => recordEvent(tx, { id, org_id: orgId, type: 'parse.parsing.completed', created_at: nowIso(), data }));
  wh.notify();
  return id;
}

const deliveryOf = (eventId: string) => t.ctx.db.selectFrom('webhook_deliveries').selectAll().where('event_id', '=', eventId).execute();

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await startTestApp();
  broker = await t.org('broker');
  const repo = webhooksRepository(t.ctx.db, t.ctx.dialect);
  service = webhooksService({ db: t.ctx.db, repo, cipher: t.ctx.cipher, now, allowPrivate: true });
  wh = createWebhookWorker({ db: t.ctx.db, repo, cipher: t.ctx.cipher, log: createLogger('silent'), now, timeoutMs: 300, pollMs: 50, allowPrivate: true });
  t.ctx.worker.events.on('finished', () => wh.notify());
  wh.start();
});
afterEach(async () => {
  // Leftover retries of one test must not fire when the next one moves the clock.
  for (const id of created.splice(0)) await service.disable(id);
  for (const res of hanging.splice(0)) res.destroy();
});
afterAll(async () => {
  await wh.stop();
  await t.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('webhook delivery', () => {
  it('delivers parse.parsing.completed for a finished parsing job, signed, to the owning organization only', async () => {
    const mine = await endpoint('/parsed');
    const other = await t.org('broker');
    const theirs = await endpoint('/other', other.orgId);
    const body = multipart([{ name: 'files', filename: 's01.pdf', value: new Uint8Array(readFileSync(SAMPLE)) }, { name: 'external_id', value: 'crm-9' }]);
    t.ctx.worker.start();
    const res = await t.request('POST', '/v1/parse/parsing', { key: broker.key, payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(202);
    const job = res.json();
    const arrived = requestTo('/parsed', 0);
    const recorded = nextAttempt((a) => a.endpoint_id === mine.endpoint_id);
    expect(await waitForJob(t.ctx, job.parsing_id)).toBe('completed');
    const req = await arrived;
    await recorded;
    const payload = new Webhook(mine.secret).verify(req.body, req.headers) as Record<string, any>;
    expect(payload).toEqual({ type: 'parse.parsing.completed', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      data: { parsing_id: job.parsing_id, external_id: 'crm-9', deal_id: null, status: 'completed' } });
    const event = await t.ctx.db.selectFrom('events').selectAll().where('id', '=', req.headers['webhook-id']!).executeTakeFirstOrThrow();
    expect(event.org_id).toBe(broker.orgId);
    expect(req.headers['content-type']).toBe('application/json');
    expect(() => new Webhook(theirs.secret).verify(req.body, req.headers)).toThrow();
    const [d] = await deliveryOf(event.id);
    expect(d).toMatchObject({ endpoint_id: mine.endpoint_id, status: 'delivered', attempts: 1, last_status: 204 });
    expect(received.filter((r) => r.path === '/other')).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', theirs.endpoint_id).execute()).toHaveLength(0);
  });

  it('retries a 500 after 5 s on the clock, with the same webhook-id, and records every attempt', async () => {
    const ep = await endpoint('/retry');
    let calls = 0;
    handlers.set('/retry', (_q, s) => { s.statusCode = ++calls === 1 ? 500 : 200; s.end(); });
    const first = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    const id = await emit();
    const a1 = await first;
    expect(a1).toMatchObject({ attempt: 1, status: 'pending', status_code: 500, error: 'HTTP 500' });
    const [d1] = await deliveryOf(id);
    expect(Date.parse(d1!.next_attempt_at!) - now()).toBeGreaterThan(3_000);
    expect(Date.parse(d1!.next_attempt_at!) - now()).toBeLessThanOrEqual(5_000);
    offset += RETRY_DELAYS_MS[0]!;
    const second = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    wh.notify();
    expect(await second).toMatchObject({ attempt: 2, status: 'delivered', status_code: 200 });
    const reqs = received.filter((r) => r.path === '/retry');
    expect(reqs.map((r) => r.headers['webhook-id'])).toEqual([id, id]);
    for (const r of reqs) expect(r.headers['webhook-signature']).toBe(sign(ep.secret, id, Number(r.headers['webhook-timestamp']), r.body));
    const [log] = await service.deliveries({ endpointId: ep.endpoint_id });
    expect(log).toMatchObject({ event_id: id, type: 'parse.parsing.completed', status: 'delivered', attempts: 2, last_status: 200, last_error: null });
    expect(log!.attempt_log.map((a) => a.status_code)).toEqual([500, 200]);
  });

  it('gives up after the whole schedule (8 attempts) and marks the delivery failed', async () => {
    const ep = await endpoint('/down');
    handlers.set('/down', (_q, s) => { s.statusCode = 503; s.end(); });
    let report = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    const id = await emit();
    for (const delay of RETRY_DELAYS_MS) {
      expect((await report).status).toBe('pending');
      offset += delay;
      report = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
      wh.notify();
    }
    expect(await report).toMatchObject({ attempt: 8, status: 'failed', next_attempt_at: null });
    expect((await deliveryOf(id))[0]).toMatchObject({ status: 'failed', attempts: 8, last_status: 503 });
    expect(await t.ctx.db.selectFrom('webhook_attempts').select('attempt').where('delivery_id', '=', (await deliveryOf(id))[0]!.id).execute()).toHaveLength(8);
  });

  it('retries a request that times out', async () => {
    const ep = await endpoint('/slow');
    let calls = 0;
    handlers.set('/slow', (_q, s) => { if (++calls === 1) hanging.push(s); else { s.statusCode = 202; s.end(); } });
    const first = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    await emit();
    expect(await first).toMatchObject({ attempt: 1, status: 'pending', status_code: null, error: expect.stringMatching(/^timeout/) });
    offset += RETRY_DELAYS_MS[0]!;
    const second = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    wh.notify();
    expect(await second).toMatchObject({ attempt: 2, status: 'delivered', status_code: 202 });
  });

  it('honours a Retry-After longer than the schedule, in seconds or as an HTTP date', async () => {
    const ep = await endpoint('/busy');
    let calls = 0;
    handlers.set('/busy', (_q, s) => {
      calls++;
      if (calls === 1) { s.statusCode = 429; s.setHeader('retry-after', '120'); }
      else if (calls === 2) { s.statusCode = 503; s.setHeader('retry-after', new Date(now() + 3_600_000).toUTCString()); }
      else if (calls === 3) { s.statusCode = 503; s.setHeader('retry-after', '1'); } // shorter than the schedule: schedule wins
      else s.statusCode = 200;
      s.end();
    });
    const due = async (id: string) => Date.parse((await deliveryOf(id))[0]!.next_attempt_at!) - now();
    let report = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    const id = await emit();
    await report;
    expect(await due(id)).toBeGreaterThan(118_000);
    expect(await due(id)).toBeLessThanOrEqual(120_000);
    for (const [step, expected] of [[120_000, 3_598_000], [3_600_000, RETRY_DELAYS_MS[2]! - 2_000]] as const) {
      offset += step;
      report = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
      wh.notify();
      expect((await report).status).toBe('pending');
      expect(await due(id)).toBeGreaterThan(expected);
    }
    expect(await due(id)).toBeLessThanOrEqual(RETRY_DELAYS_MS[2]!);
    offset += RETRY_DELAYS_MS[2]!;
    report = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    wh.notify();
    expect(await report).toMatchObject({ attempt: 4, status: 'delivered' });
  });

  it('disables the endpoint on 410 and fails its other pending deliveries', async () => {
    const ep = await endpoint('/gone');
    handlers.set('/gone', (_q, s) => { s.statusCode = 410; s.end(); });
    const report = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    const id = await emit();
    expect(await report).toMatchObject({ status: 'failed', status_code: 410 });
    const [listed] = (await service.list(broker.orgId)).filter((e) => e.endpoint_id === ep.endpoint_id);
    expect(listed).toMatchObject({ enabled: false, disabled_reason: expect.stringContaining('410') });
    expect((await deliveryOf(id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    // A later event creates no delivery for the disabled endpoint.
    const later = await emit();
    expect(await deliveryOf(later)).toHaveLength(0);
  });

  it('does not follow redirects: a 3xx is a failed attempt', async () => {
    const ep = await endpoint('/moved');
    handlers.set('/moved', (_q, s) => { s.statusCode = 302; s.setHeader('location', `${base}/landing`); s.end(); });
    const report = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    await emit();
    expect(await report).toMatchObject({ status: 'pending', status_code: 302, error: expect.stringContaining('redirect') });
    expect(received.filter((r) => r.path === '/landing')).toHaveLength(0);
  });

  it('signs with the new and the old secret for 24 hours after a rotation, then with the new one only', async () => {
    // Consumers check webhook-timestamp against their real clock (5 minutes' tolerance): back to real time. Earlier
    // tests' endpoints are disabled, so nothing of theirs is due.
    offset = 0;
    const ep = await endpoint('/rotated');
    const rotated = await service.rotateSecret(ep.endpoint_id);
    expect(rotated.secret).not.toBe(ep.secret);
    const recorded = nextAttempt((a) => a.endpoint_id === ep.endpoint_id);
    const id = await emit();
    const req = await requestTo('/rotated', 0);
    await recorded; // before the clock jumps past the lease
    expect(req.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(rotated.secret).verify(req.body, req.headers)).toBeTruthy();
    expect(new Webhook(ep.secret).verify(req.body, req.headers)).toBeTruthy();
    expect(req.headers['webhook-id']).toBe(id);
    offset += 24 * 3_600_000 + 1_000;
    const after = await emit();
    const late = await requestTo('/rotated', 1);
    expect(late.headers['webhook-id']).toBe(after);
    expect(late.headers['webhook-signature']).toBe(sign(rotated.secret, after, Number(late.headers['webhook-timestamp']), late.body));
  });

  it('delivers after a crash: a committed delivery no worker sent, and one whose worker died holding the lease', async () => {
    await wh.stop();
    let done: Promise<AttemptReport> | undefined;
    let leased = '';
    try {
      const ep = await endpoint('/crash');
      const unsent = await emit(); // committed while no worker runs (the process died right after the commit)
      expect((await deliveryOf(unsent))[0]!.status).toBe('pending');
      const fresh = await createContext(t.config, { logger: createLogger('silent') });
      fresh.webhookWorker.start();
      const req = await requestTo('/crash', 0);
      expect(req.headers['webhook-id']).toBe(unsent);
      expect(new Webhook(ep.secret).verify(req.body, req.headers)).toBeTruthy();
      await fresh.close();

      leased = await emit();
      const repo = webhooksRepository(t.ctx.db, t.ctx.dialect);
      const claimed = await repo.claim('dead-worker', new Date(now()).toISOString(), new Date(now() + 45_000).toISOString(), 10);
      expect(claimed.map((c) => c.event_id)).toEqual([leased]);
      offset += 46_000; // the dead worker's lease runs out
      done = nextAttempt((a) => a.event_id === leased);
    } finally {
      wh.start();
    }
    const req = await requestTo('/crash', 1);
    expect(req.headers['webhook-id']).toBe(leased);
    expect(await done).toMatchObject({ attempt: 1, status: 'delivered' });
  });

  it('refuses non-http(s) URLs, URLs with credentials and unknown organizations', async () => {
    for (const url of ['ftp://example.com/hook', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'https://user:pw@example.com/']) {
      await expect(service.create(broker.orgId, url)).rejects.toMatchObject({ code: 'validation_failed' });
    }
    await expect(service.create(uuidv7(), 'https://example.com/hook')).rejects.toBeInstanceOf(DomainError);
  });
});

describe('mca webhook', () => {
  // The command lines in one mca process (test/mca.ts); src/cli/cli.db.test.ts has bin/mca's own processes.
  let session: McaSession;
  beforeAll(() => { session = mcaSession(); });
  afterAll(() => session.close());
  const mca = async (...args: string[]) => {
    const r = await session.run([...args, '--json'], { ...process.env, MCA_DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent', MCA_DATA_KEY: 'a'.repeat(64),
      MCA_WORKER: 'off', MCA_WEBHOOK_ALLOW_PRIVATE: 'true', ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}) });
    if (r.code !== 0) throw new Error(`mca ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
    return JSON.parse(r.stdout);
  };

  it('creates, lists, rotates, disables, and shows the delivery log', async () => {
    const org = await t.org('broker');
    const made = await mca('webhook', 'create', '--org', org.orgId, '--url', `${base}/cli`);
    expect(made).toEqual({ endpoint_id: expect.any(String), secret: expect.stringMatching(/^whsec_/) });
    const rotated = await mca('webhook', 'rotate-secret', made.endpoint_id);
    expect(rotated).toEqual({ endpoint_id: made.endpoint_id, secret: expect.stringMatching(/^whsec_/) });
    const { endpoints } = await mca('webhook', 'list', '--org', org.orgId);
    expect(endpoints).toEqual([expect.objectContaining({ endpoint_id: made.endpoint_id, enabled: true, previous_secret_until: expect.any(String) })]);
    expect(JSON.stringify(endpoints)).not.toContain('whsec_');
    const report = nextAttempt((a) => a.endpoint_id === made.endpoint_id);
    const id = await emit(org.orgId);
    await report;
    const { deliveries } = await mca('webhook', 'deliveries', '--org', org.orgId, '--limit', '5');
    expect(deliveries).toEqual([expect.objectContaining({ event_id: id, type: 'parse.parsing.completed', status: 'delivered', attempts: 1, last_status: 204 })]);
    expect(await mca('webhook', 'disable', made.endpoint_id)).toMatchObject({ endpoint_id: made.endpoint_id, enabled: false });
  });
});
