// Fault tests of cluster mode (issue 7), each on a fresh PostgreSQL database with real `bin/mca` processes.
// Usage: node scripts/faults.ts [--only pg-restart|api-kill] [--restarts 2] [--kills 4]
//
// pg-restart: 1 API + 1 worker under a light load of idempotent requests (deal, matching and parsing POSTs, deal
//   reads; each POST with its own Idempotency-Key, retried with the same key on 503 or 409 idempotency_in_progress, as
//   a client should). PostgreSQL is restarted (`pg_ctlcluster ... restart`) --restarts times. Passes when no request
//   ever answered 500 (503 `service_unavailable` or success only), /readyz went 503 during each restart and back to
//   200 by itself, both processes stayed up, and afterwards every request's effect exists exactly once: one deal per
//   deal POST, one job per matching/parsing POST, each job finished with one event and one webhook.
//   RESTARTING POSTGRESQL DISRUPTS EVERYTHING ELSE USING IT (other test runs on this machine): never part of npm test.
// api-kill: POST /v1/deals and POST /v1/match/matching (create_deal) with an Idempotency-Key; the API process is
//   killed with SIGKILL right after the request bytes are written (after 0, 5, 30 and 200 ms, so both before and after
//   the answer), a new API process is started on the same port and the same request is sent again with the same key
//   until it answers 201/202. A 409 `idempotency_in_progress` is expected while the killed request's claim (a 30 s
//   lease) is alive; the retry waits it out. Passes when exactly one deal (and one matching job) exists per key.
// Prints PASS/FAIL per scenario; exits 1 when any fails.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { freshDatabase, type FreshDatabase } from '../test/db.ts';
import { DEMO_APPLICATION, DEMO_FINANCIALS } from '../src/funders/demo-funders.ts';
import {
  Cleanup, freePort, log, options, runMca, SAMPLE_PDF, sleep, startMca, startReceiver, stopMca, type McaProcess, type Receiver,
} from './lib/cluster.ts';

const opt = options({ only: '', restarts: 2, kills: 4 });
const pdf = readFileSync(SAMPLE_PDF);
const results: Array<{ scenario: string; passed: boolean; notes: string[]; failures: string[] }> = [];

interface Cluster {
  db: FreshDatabase; env: Record<string, string>; key: string; orgId: string; receiver: Receiver; client: pg.Client;
  api: McaProcess; worker: McaProcess; port: number; cleanup: Cleanup;
  startApi(): Promise<McaProcess>;
}

async function cluster(extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const cleanup = new Cleanup();
  const db = await freshDatabase('postgres');
  cleanup.add(() => db.drop());
  const env: Record<string, string> = { DATABASE_URL: db.databaseUrl!, MCA_DATA_DIR: db.dataDir, MCA_DATA_KEY: 'f'.repeat(64), MCA_WEBHOOK_ALLOW_PRIVATE: 'true',
    MCA_RATE_LIMIT: '0', MCA_WORKER: 'off', LOG_LEVEL: 'warn', ...extraEnv };
  runMca(['migrate'], env);
  const demo = JSON.parse(runMca(['demo', '--json'], env));
  const receiver = await startReceiver();
  cleanup.add(() => receiver.close());
  runMca(['webhook', 'create', '--org', demo.broker.org_id, '--url', receiver.url, '--json'], env);
  const port = await freePort();
  const procs: McaProcess[] = [];
  cleanup.add(async () => { await Promise.all(procs.map((p) => stopMca(p))); });
  const startApi = async () => {
    const p = await startMca('api', ['serve'], { ...env, PORT: String(port) }, /listening on/);
    procs.push(p);
    return p;
  };
  const api = await startApi();
  const worker = await startMca('worker', ['worker'], env, /worker .* running/);
  procs.push(worker);
  const client = new pg.Client({ connectionString: db.databaseUrl! });
  client.on('error', () => {}); // reconnected below when PostgreSQL restarts
  await client.connect();
  const c: Cluster = { db, env, key: demo.broker.api_key, orgId: demo.broker.org_id, receiver, client, api, worker, port, cleanup, startApi };
  cleanup.add(() => c.client.end().catch(() => {}));
  return c;
}

interface Answer { status: number; body: any; replayed: boolean }

async function send(base: string, key: string, kind: string, externalId: string, idemKey?: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (idemKey) headers['idempotency-key'] = idemKey;
  let url = `${base}/v1/deals`;
  let body: RequestInit['body'];
  if (kind === 'post_deal') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(dealBody(externalId));
  } else if (kind === 'post_matching') {
    url = `${base}/v1/match/matching`;
    headers['content-type'] = 'application/json';
    body = JSON.stringify(matchingBody(externalId));
  } else if (kind === 'post_parsing') {
    url = `${base}/v1/parse/parsing`;
    const fd = new FormData();
    fd.append('external_id', externalId);
    fd.append('files', new Blob([pdf], { type: 'application/pdf' }), 's01_statement_2026-06.pdf');
    body = fd;
  } else {
    url = `${base}/v1/deals/${externalId}`; // get_deal: externalId is the deal id
  }
  try {
    const res = await fetch(url, { method: kind === 'get_deal' ? 'GET' : 'POST', headers, body, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let parsed: any = text;
    try { parsed = JSON.parse(text); } catch { /* kept as text */ }
    return { status: res.status, body: parsed, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch (e) {
    return { status: 0, body: String((e as Error).cause ?? e), replayed: false };
  }
}

const dealBody = (externalId: string) => ({ external_id: externalId, application: { legal_name: `Fault ${externalId} LLC`, type_of_entity: 'LLC',
  industry: 'restaurant', country: 'US', state_region: 'TX', business_tax_id: '12-3456789' }, financials: { avg_monthly_revenue: 40000 } });
const matchingBody = (externalId: string) => ({ external_id: externalId, create_deal: true, application: DEMO_APPLICATION, financials: DEMO_FINANCIALS });

/** Waits until every job is finished and every delivery sent (bounded); returns a description of what is left. */
async function drain(c: Cluster, seconds: number): Promise<string | null> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const jobs = (await c.client.query("SELECT count(*) FILTER (WHERE status NOT IN ('completed', 'failed')) AS open, count(*) AS n FROM jobs")).rows[0];
    const pending = Number((await c.client.query("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'")).rows[0].n);
    const events = Number((await c.client.query('SELECT count(*) AS n FROM events')).rows[0].n);
    if (Number(jobs.open) === 0 && pending === 0 && c.receiver.byWebhookId.size >= events) return null;
    if (Date.now() > until) return `${jobs.open} of ${jobs.n} jobs unfinished, ${pending} deliveries pending, ${c.receiver.byWebhookId.size}/${events} webhooks after ${seconds} s`;
    await sleep(500);
  }
}

/** Every job: finished, exactly one event, exactly one distinct webhook. */
async function checkJobsOnce(c: Cluster, failures: string[]) {
  const jobs = (await c.client.query('SELECT id, status FROM jobs')).rows as Array<{ id: string; status: string }>;
  const events = (await c.client.query('SELECT id, data FROM events')).rows as Array<{ id: string; data: string }>;
  const per = new Map<string, number>();
  for (const e of events) { const d = JSON.parse(e.data); const j = d.parsing_id ?? d.matching_id; per.set(j, (per.get(j) ?? 0) + 1); }
  const bad = jobs.filter((j) => !['completed', 'failed'].includes(j.status) || per.get(j.id) !== 1 || c.receiver.byJob.get(j.id)?.size !== 1);
  if (bad.length) failures.push(`${bad.length} of ${jobs.length} jobs not finished once with one event and one webhook (e.g. ${bad[0]!.id} ${bad[0]!.status}, events ${per.get(bad[0]!.id) ?? 0}, webhooks ${c.receiver.byJob.get(bad[0]!.id)?.size ?? 0})`);
  if (events.length !== jobs.length) failures.push(`events ${events.length} != jobs ${jobs.length}`);
  return jobs.length;
}

/** One row per external_id: deals (for deal POSTs and matchings with create_deal) and jobs (matchings, parsings). */
async function checkOnePerKey(c: Cluster, ops: Array<{ kind: string; externalId: string }>, failures: string[]) {
  const deals = new Map<string, number>();
  for (const r of (await c.client.query('SELECT external_id, count(*) AS n FROM deals GROUP BY external_id')).rows) deals.set(r.external_id, Number(r.n));
  const jobs = new Map<string, number>();
  for (const r of (await c.client.query('SELECT external_id, count(*) AS n FROM jobs GROUP BY external_id')).rows) jobs.set(r.external_id, Number(r.n));
  const bad: string[] = [];
  for (const op of ops) {
    const wantDeals = op.kind === 'post_deal' || op.kind === 'post_matching' ? 1 : 0;
    const wantJobs = op.kind === 'post_matching' || op.kind === 'post_parsing' ? 1 : 0;
    const d = deals.get(op.externalId) ?? 0;
    const j = jobs.get(op.externalId) ?? 0;
    if (d !== wantDeals || j !== wantJobs) bad.push(`${op.kind} ${op.externalId}: ${d} deals (want ${wantDeals}), ${j} jobs (want ${wantJobs})`);
  }
  if (bad.length) failures.push(`${bad.length} requests not done exactly once: ${bad.slice(0, 5).join('; ')}`);
}

// --- pg-restart ---------------------------------------------------------------------------------------------------
/** This machine's PostgreSQL version directory (`ls /etc/postgresql`), as the machine notes start it. */
function pgCluster(): string {
  return readdirSync('/etc/postgresql')[0]!;
}
// Asynchronous on purpose: the event loop must keep sending requests and probes while PostgreSQL is down.
const run = promisify(execFile);
async function pgReady(): Promise<boolean> {
  try { await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']); return true; } catch { return false; }
}
const pgCtl = (action: string) => run('pg_ctlcluster', ['--skip-systemctl-redirect', pgCluster(), 'main', action]);

async function pgRestart() {
  const failures: string[] = [];
  const notes: string[] = [];
  // Short job lease so a job whose completing commit failed during the restart is retried within seconds.
  const c = await cluster({ MCA_JOB_LEASE_MS: '5000' });
  try {
    const base = `http://127.0.0.1:${c.port}`;
    const statuses = new Map<string, number>();
    const ops: Array<{ kind: string; externalId: string }> = [];
    const count = (k: string) => statuses.set(k, (statuses.get(k) ?? 0) + 1);
    const dealIds: string[] = [];
    let running = true;
    let seq = 0;
    const kinds = ['post_deal', 'get_deal', 'post_matching', 'get_deal', 'post_parsing', 'post_deal'];

    async function client(n: number) {
      while (running) {
        const kind = kinds[seq++ % kinds.length]!;
        if (kind === 'get_deal') {
          if (dealIds.length) { const a = await send(base, c.key, kind, dealIds[Math.floor(Math.random() * dealIds.length)]!); count(`${kind} ${a.status}`); }
          await sleep(30);
          continue;
        }
        const externalId = `fault-${n}-${seq}`;
        const op = { kind, externalId };
        ops.push(op);
        const until = Date.now() + 90_000;
        for (;;) {
          const a = await send(base, c.key, kind, externalId, `key-${externalId}`);
          count(`${kind} ${a.status}${a.status === 409 ? ` ${a.body?.error?.code}` : ''}`);
          if (a.status === 500) failures.push(`500 on ${kind}: ${JSON.stringify(a.body).slice(0, 300)}`);
          if (a.status === 201 || a.status === 202) { if (kind === 'post_deal') dealIds.push(a.body.deal_id); break; }
          const retryable = a.status === 503 || (a.status === 409 && a.body?.error?.code === 'idempotency_in_progress');
          if (!retryable) { failures.push(`${kind} ${externalId} answered ${a.status}: ${JSON.stringify(a.body).slice(0, 300)}`); break; }
          if (Date.now() > until) { failures.push(`${kind} ${externalId}: still ${a.status} after 90 s of retries`); break; }
          await sleep(a.status === 409 ? 1000 : 250);
        }
        await sleep(30);
      }
    }

    const readyz: Array<{ t: number; status: number }> = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        let status = 0;
        try { status = (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) })).status; } catch { /* 0 */ }
        readyz.push({ t: Date.now(), status });
        await sleep(100);
      }
    })();

    const clients = Array.from({ length: 4 }, (_, i) => client(i));
    const cluster = pgCluster();
    for (let r = 1; r <= opt.restarts; r++) {
      await sleep(3000);
      const from = Date.now();
      log(`  restart ${r}/${opt.restarts}: pg_ctlcluster ${cluster} main restart`);
      const t0 = performance.now();
      await pgCtl('restart');
      const restartMs = performance.now() - t0;
      const readyUntil = Date.now() + 60_000;
      while (!(await pgReady()) && Date.now() < readyUntil) await sleep(100);
      if (!(await pgReady())) { failures.push('PostgreSQL not ready 60 s after the restart'); break; }
      const backUntil = Date.now() + 30_000;
      while ((readyz.at(-1)?.status !== 200 || readyz.at(-1)!.t < Date.now() - 150) && Date.now() < backUntil) await sleep(100);
      const window = readyz.filter((p) => p.t >= from);
      const down = window.filter((p) => p.status === 503).length;
      const back = window.findLast((p) => p.status === 503);
      const firstOk = back ? window.find((p) => p.t > back.t && p.status === 200) : undefined;
      notes.push(`restart ${r}: pg_ctlcluster took ${Math.round(restartMs)} ms; /readyz 503 for ${down} probes (100 ms apart), ` +
        `200 again ${firstOk && back ? `${firstOk.t - from} ms after the restart began` : 'never seen'}`);
      if (down === 0) failures.push(`restart ${r}: /readyz never answered 503`);
      if (window.some((p) => p.status !== 200 && p.status !== 503)) failures.push(`restart ${r}: /readyz answered ${[...new Set(window.map((p) => p.status))].join('/')}`);
      if (!firstOk) failures.push(`restart ${r}: /readyz did not come back to 200 within 30 s`);
      // Reconnect our own checking client (its connection was terminated by the restart).
      await c.client.end().catch(() => {});
      c.client = new pg.Client({ connectionString: c.db.databaseUrl! });
      c.client.on('error', () => {});
      await c.client.connect();
    }
    await sleep(3000);
    running = false;
    await Promise.all(clients);
    probing = false;
    await probe;
    const left = await drain(c, 120);
    if (left) failures.push(`drain: ${left}`);
    if (!c.api.alive()) failures.push(`the API process exited: ${c.api.tail().slice(-2000)}`);
    if (!c.worker.alive()) failures.push(`the worker process exited: ${c.worker.tail().slice(-2000)}`);
    await checkOnePerKey(c, ops, failures);
    const jobs = await checkJobsOnce(c, failures);
    const retried = Number((await c.client.query('SELECT count(*) AS n FROM jobs WHERE attempts > 1')).rows[0].n);
    notes.push(`${ops.length} POSTs (${jobs} jobs, ${retried} of them run a second time after a failed commit); answers: ` +
      [...statuses].sort().map(([k, v]) => `${k}: ${v}`).join(', '));
    const fiveHundreds = [...statuses].filter(([k]) => / 5\d\d/.test(k) && !/ 503/.test(k));
    if (fiveHundreds.length) notes.push(`5xx other than 503: ${fiveHundreds.map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    if ([...statuses].some(([k]) => / 0$/.test(k))) failures.push('connection errors from the API (status 0)');
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    if (!(await pgReady())) {
      log('  PostgreSQL is not answering: starting it');
      await pgCtl('start').catch(() => {});
      for (let i = 0; i < 300 && !(await pgReady()); i++) await sleep(100);
    }
    await c.cleanup.run();
  }
  results.push({ scenario: 'pg-restart', passed: failures.length === 0, notes, failures });
}

// --- api-kill -----------------------------------------------------------------------------------------------------
/** POSTs with node:http so we know when the request bytes have been written. */
function rawPost(port: number, path: string, key: string, idemKey: string, body: unknown) {
  const data = JSON.stringify(body);
  let written!: () => void;
  const wrote = new Promise<void>((r) => { written = r; });
  const answer = new Promise<{ status: number; body: any } | { error: string }>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: {
      authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': idemKey, 'content-length': Buffer.byteLength(data) } }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => { try { resolve({ status: res.statusCode!, body: JSON.parse(text) }); } catch { resolve({ status: res.statusCode!, body: text }); } });
      res.on('error', (e) => resolve({ error: e.message }));
    });
    req.on('error', (e) => resolve({ error: e.message }));
    req.end(data, () => written());
  });
  return { wrote, answer };
}

async function apiKill() {
  const failures: string[] = [];
  const notes: string[] = [];
  const c = await cluster();
  try {
    const base = `http://127.0.0.1:${c.port}`;
    const ops: Array<{ kind: string; externalId: string }> = [];
    const delays = [0, 5, 30, 200];
    for (let r = 0; r < opt.kills; r++) {
      const delay = delays[r % delays.length]!;
      const reqs = [
        { kind: 'post_deal', path: '/v1/deals', externalId: `kill-${r}-deal`, body: dealBody(`kill-${r}-deal`) },
        { kind: 'post_matching', path: '/v1/match/matching', externalId: `kill-${r}-match`, body: matchingBody(`kill-${r}-match`) },
      ];
      const sent = reqs.map((q) => ({ ...q, ...rawPost(c.port, q.path, c.key, `key-${q.externalId}`, q.body) }));
      await Promise.all(sent.map((s) => s.wrote));
      if (delay) await sleep(delay);
      c.api.child.kill('SIGKILL');
      const first = await Promise.all(sent.map((s) => s.answer));
      await c.api.exited;
      c.api = await c.startApi();
      for (let i = 0; i < sent.length; i++) {
        const q = sent[i]!;
        ops.push({ kind: q.kind, externalId: q.externalId });
        const t0 = Date.now();
        let waits409 = 0;
        let final: Answer | null = null;
        while (Date.now() - t0 < 45_000) {
          const a = await send(base, c.key, q.kind, q.externalId, `key-${q.externalId}`);
          if (a.status === 201 || a.status === 202) { final = a; break; }
          if (a.status === 409 && a.body?.error?.code === 'idempotency_in_progress') { waits409++; await sleep(1000); continue; }
          if (a.status === 503) { await sleep(250); continue; }
          failures.push(`round ${r} ${q.kind}: retry answered ${a.status}: ${JSON.stringify(a.body).slice(0, 300)}`);
          break;
        }
        const f = first[i]!;
        const firstText = 'error' in f ? `no answer (${f.error})` : `answered ${f.status}`;
        if (!final) { failures.push(`round ${r} ${q.kind}: no success within 45 s of retries`); continue; }
        const id = final.body.deal_id ?? final.body.matching_id;
        if (!('error' in f) && (f.status === 201 || f.status === 202)) {
          const firstId = f.body.deal_id ?? f.body.matching_id;
          if (firstId !== id) failures.push(`round ${r} ${q.kind}: the retry returned ${id}, the first answer ${firstId}`);
        }
        notes.push(`kill after ${delay} ms, ${q.kind}: first request ${firstText}; retry ${final.replayed ? 'replayed the stored answer' : 'did the work'}` +
          `${waits409 ? ` after ${Math.round((Date.now() - t0) / 1000)} s of 409 idempotency_in_progress (the killed claim's lease)` : ''}`);
      }
    }
    const left = await drain(c, 60);
    if (left) failures.push(`drain: ${left}`);
    await checkOnePerKey(c, ops, failures);
    await checkJobsOnce(c, failures);
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await c.cleanup.run();
  }
  results.push({ scenario: 'api-kill', passed: failures.length === 0, notes, failures });
}

if (opt.only && !['pg-restart', 'api-kill'].includes(opt.only)) throw new Error('--only takes pg-restart or api-kill');
if (!opt.only || opt.only === 'api-kill') { log('faults: api-kill'); await apiKill(); }
if (!opt.only || opt.only === 'pg-restart') { log('faults: pg-restart (restarts this machine\'s PostgreSQL)'); await pgRestart(); }
for (const r of results) {
  process.stdout.write(`${r.passed ? 'PASS' : 'FAIL'} ${r.scenario}\n${r.notes.map((n) => `  ${n}\n`).join('')}${r.failures.map((f) => `  FAIL: ${f}\n`).join('')}`);
}
process.exit(results.every((r) => r.passed) ? 0 : 1);
