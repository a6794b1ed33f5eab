// Load test of cluster mode (issue 7): N API processes (`MCA_WORKER=off`) and M `bin/mca worker` processes on one fresh
// PostgreSQL database, a local webhook receiver, and a bounded-concurrency load generator on loopback.
// Usage: node scripts/load.ts [--seconds 60] [--apis 2] [--workers 2] [--concurrency 32] [--backlog 64] [--mix 45,30,15,10] [--json]
//
// Mix (by request, --mix): 45% GET deal, 30% POST deal, 15% POST matching (supplied application + financials), 10% POST
// parsing (one sample statement); `--mix 60,40,0,0` measures the API processes alone. Requests go round-robin over
// the APIs. Jobs are sent with back-pressure: a client slot that drew a matching or parsing waits while more than
// --backlog jobs are unfinished (accepted, no webhook yet), as a CRM honouring a queue would, so the figures are a rate
// the cluster can sustain, not a backlog that grows for ever.
// Afterwards it waits (bounded) for every job and every webhook, then checks: zero 5xx, every job finished exactly once
// (jobs rows and one event per job), one webhook per event. Exits 1 when a check fails.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { freshDatabase } from '../test/db.ts';
import { DEMO_APPLICATION, DEMO_FINANCIALS } from '../src/funders/demo-funders.ts';
import {
  Cleanup, freePort, log, machineFacts, memoryMb, options, percentile, round, runMca, SAMPLE_PDF, sleep, startMca,
  startReceiver, stopMca, type McaProcess,
} from './lib/cluster.ts';

const opt = options({ seconds: 60, apis: 2, workers: 2, concurrency: 32, backlog: 64, warmup: 3, mix: '45,30,15,10', json: false });
const KINDS = ['get_deal', 'post_deal', 'post_matching', 'post_parsing'] as const;
type Kind = typeof KINDS[number];
const mix = opt.mix.split(',').map(Number);
if (mix.length !== 4 || mix.some((w) => !(w >= 0)) || mix.reduce((a, b) => a + b, 0) <= 0) throw new Error('--mix takes four weights: GET deal, POST deal, POST matching, POST parsing');
const WEIGHTS = Object.fromEntries(KINDS.map((k, i) => [k, mix[i]!])) as Record<Kind, number>;
const WEIGHT_SUM = mix.reduce((a, b) => a + b, 0);
const pdf = readFileSync(SAMPLE_PDF);

const cleanup = new Cleanup();
const failures: string[] = [];

async function main() {
  const facts = await machineFacts();
  log(`load: ${opt.apis} API + ${opt.workers} worker processes on PostgreSQL, ${opt.seconds} s, ${opt.concurrency} in flight, ` +
    `backlog ${opt.backlog}; ${facts.cores} cores, load average ${facts.loadavg.join(' ')}`);
  const db = await freshDatabase('postgres');
  cleanup.add(() => db.drop());
  const env: Record<string, string> = {
    DATABASE_URL: db.databaseUrl!, MCA_DATA_DIR: db.dataDir, MCA_DATA_KEY: 'd'.repeat(64), MCA_RATE_LIMIT: '0', MCA_WEBHOOK_ALLOW_PRIVATE: 'true',
    MCA_WORKER: 'off', LOG_LEVEL: 'warn',
  };
  runMca(['migrate'], env);
  const demo = JSON.parse(runMca(['demo', '--json'], env));
  const key = demo.broker.api_key as string;
  const receiver = await startReceiver();
  cleanup.add(() => receiver.close());
  runMca(['webhook', 'create', '--org', demo.broker.org_id, '--url', receiver.url, '--json'], env);

  const procs: McaProcess[] = [];
  cleanup.add(async () => { await Promise.all(procs.map((p) => stopMca(p))); });
  const apis: McaProcess[] = [];
  for (let i = 0; i < opt.apis; i++) {
    const port = await freePort();
    const p = await startMca(`api${i + 1}`, ['serve'], { ...env, PORT: String(port) }, /listening on/);
    procs.push(p);
    apis.push(p);
  }
  const workers: McaProcess[] = [];
  for (let i = 0; i < opt.workers; i++) {
    const p = await startMca(`worker${i + 1}`, ['worker'], env, /worker .* running/);
    procs.push(p);
    workers.push(p);
  }
  const bases = apis.map((a) => `http://127.0.0.1:${a.port}`);
  // A process that exits on its own (or is signalled from outside) ends the load at once: the figures would be void.
  let cleaningUp = false;
  cleanup.add(() => { cleaningUp = true; });
  for (const p of procs) {
    void p.exited.then((s) => {
      if (cleaningUp) return;
      failures.push(`${p.name} (pid ${p.pid}) exited during the run (code ${s.code}, signal ${s.signal}; a SIGTERM from outside shows as code 0 ` +
        `after "SIGTERM: finishing"): ${p.tail().slice(-1500)}`);
      stopAt = 0;
    });
  }
  const client = new pg.Client({ connectionString: db.databaseUrl! });
  await client.connect();
  cleanup.add(() => client.end());

  // --- the load generator ---------------------------------------------------------------------------------------
  const auth = { authorization: `Bearer ${key}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const dealIds: string[] = [];
  const jobs = new Map<string, 'match' | 'parse'>();
  const statuses = new Map<string, number>(); // "kind status" -> count
  const latencies: Record<Kind, number[]> = { get_deal: [], post_deal: [], post_matching: [], post_parsing: [] };
  const errors: string[] = [];
  let rr = 0;
  let seq = 0;
  let recording = false;
  let stopAt = 0;
  let throttledMs = 0;
  const unfinished = () => jobs.size - countFinished();
  const countFinished = () => { let n = 0; for (const id of jobs.keys()) if (receiver.byJob.has(id)) n++; return n; };

  function dealBody(n: number) {
    return JSON.stringify({ external_id: `load-deal-${n}`, application: { legal_name: `Load ${n} LLC`, type_of_entity: 'LLC',
      industry: 'restaurant', country: 'US', state_region: 'TX', business_tax_id: '12-3456789' }, financials: { avg_monthly_revenue: 40000 } });
  }

  async function request(kind: Kind): Promise<void> {
    const base = bases[rr++ % bases.length]!;
    const n = ++seq;
    let url: string;
    let init: RequestInit;
    switch (kind) {
      case 'get_deal':
        url = `${base}/v1/deals/${dealIds[Math.floor(Math.random() * dealIds.length)]}`;
        init = { headers: auth };
        break;
      case 'post_deal':
        url = `${base}/v1/deals`;
        init = { method: 'POST', headers: json, body: dealBody(n) };
        break;
      case 'post_matching':
        url = `${base}/v1/match/matching`;
        init = { method: 'POST', headers: json, body: JSON.stringify({ external_id: `load-match-${n}`, application: DEMO_APPLICATION, financials: DEMO_FINANCIALS }) };
        break;
      case 'post_parsing': {
        const fd = new FormData();
        fd.append('external_id', `load-parse-${n}`);
        fd.append('files', new Blob([pdf], { type: 'application/pdf' }), 's01_statement_2026-06.pdf');
        url = `${base}/v1/parse/parsing`;
        init = { method: 'POST', headers: auth, body: fd };
        break;
      }
    }
    const t0 = performance.now();
    let status: number;
    let body: any;
    try {
      const res = await fetch(url, init);
      const text = await res.text();
      status = res.status;
      try { body = JSON.parse(text); } catch { body = text; }
    } catch (e) {
      status = 0;
      body = String((e as Error).cause ?? e);
    }
    const ms = performance.now() - t0;
    if (recording) latencies[kind].push(ms);
    const k = `${kind} ${status}`;
    statuses.set(k, (statuses.get(k) ?? 0) + 1);
    const expected = kind === 'get_deal' ? 200 : kind === 'post_deal' ? 201 : 202;
    if (status !== expected && errors.length < 20) errors.push(`${kind} -> ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    if (kind === 'post_deal' && status === 201) { dealIds.push(body.deal_id); if (dealIds.length > 2000) dealIds.splice(0, 1000); }
    if (kind === 'post_matching' && status === 202) jobs.set(body.matching_id, 'match');
    if (kind === 'post_parsing' && status === 202) jobs.set(body.parsing_id, 'parse');
  }

  function draw(): Kind {
    let r = Math.random() * WEIGHT_SUM;
    for (const k of KINDS) { if ((r -= WEIGHTS[k]) < 0) return k; }
    return 'get_deal';
  }

  async function slot() {
    while (performance.now() < stopAt) {
      const kind = draw();
      if (kind === 'post_matching' || kind === 'post_parsing') {
        const t = performance.now();
        while (unfinished() > opt.backlog && performance.now() < stopAt) await sleep(10);
        throttledMs += performance.now() - t;
        if (performance.now() >= stopAt) break;
      }
      await request(kind);
    }
  }

  for (let i = 0; i < 20; i++) await request('post_deal'); // something to read from the first request on

  // Warm-up (JIT, pools, worker threads), not recorded; its jobs are checked like the others.
  stopAt = performance.now() + opt.warmup * 1000;
  await Promise.all(Array.from({ length: opt.concurrency }, slot));
  for (const k of Object.keys(latencies) as Kind[]) latencies[k] = [];
  throttledMs = 0;

  recording = true;
  const t0 = performance.now();
  const wallStart = new Date().toISOString();
  stopAt = t0 + opt.seconds * 1000;
  const loadAtStart = (await import('node:os')).loadavg().map((l) => round(l, 2));
  let lastCount = 0;
  const totalRecorded = () => Object.values(latencies).reduce((s, l) => s + l.length, 0);
  const progress = setInterval(() => {
    const n = totalRecorded();
    const fivexx = [...statuses].filter(([k]) => / 5\d\d$/.test(k)).reduce((s, [, v]) => s + v, 0);
    log(`  ${Math.round((performance.now() - t0) / 1000)} s: ${n} requests (${Math.round((n - lastCount) / 5)}/s last 5 s), ` +
      `jobs ${jobs.size} accepted / ${countFinished()} finished, 5xx ${fivexx}`);
    lastCount = n;
  }, 5000);
  await Promise.all(Array.from({ length: opt.concurrency }, slot));
  clearInterval(progress);
  const seconds = (performance.now() - t0) / 1000;
  const wallEnd = new Date().toISOString();
  const memory = Object.fromEntries(procs.map((p) => [p.name, memoryMb(p.pid)]));
  const loadAtEnd = (await import('node:os')).loadavg().map((l) => round(l, 2));

  // --- drain: every job finished and every event delivered (bounded) ----------------------------------------------
  log(`load done (${round(seconds)} s); waiting for ${unfinished()} unfinished jobs and their webhooks...`);
  const ids = [...jobs.keys()];
  const drainUntil = performance.now() + 180_000;
  let jobRows: Array<{ id: string; kind: string; status: string; attempts: number; completed_at: string | null; created_at: string }>;
  let events: Array<{ id: string; data: string }>;
  for (;;) {
    jobRows = (await client.query('SELECT id, kind, status, attempts, completed_at, created_at FROM jobs')).rows;
    events = (await client.query("SELECT id, data FROM events")).rows;
    const finished = jobRows.filter((r) => r.status === 'completed' || r.status === 'failed').length;
    const pending = Number((await client.query("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'")).rows[0].n);
    if (finished === jobRows.length && pending === 0 && receiver.byWebhookId.size >= events.length) break;
    if (performance.now() > drainUntil) { failures.push(`drain: not finished after 180 s (${finished}/${jobRows.length} jobs, ${pending} deliveries pending)`); break; }
    await sleep(500);
  }

  // --- checks -----------------------------------------------------------------------------------------------------
  const fivexx = [...statuses].filter(([k]) => / (5\d\d|0)$/.test(k));
  if (fivexx.length) failures.push(`5xx or connection errors: ${fivexx.map(([k, v]) => `${k}: ${v}`).join(', ')}; ${errors.slice(0, 5).join(' | ')}`);
  const unexpected = [...statuses].filter(([k]) => !/ (200|201|202)$/.test(k) && !/ (5\d\d|0)$/.test(k));
  if (unexpected.length) failures.push(`unexpected statuses: ${unexpected.map(([k, v]) => `${k}: ${v}`).join(', ')}; ${errors.slice(0, 5).join(' | ')}`);
  const rowById = new Map(jobRows.map((r) => [r.id, r]));
  const missing = ids.filter((id) => !rowById.has(id));
  if (missing.length) failures.push(`${missing.length} accepted jobs have no row (lost)`);
  if (jobRows.length !== ids.length) failures.push(`jobs rows ${jobRows.length} != jobs accepted ${ids.length} (duplicated or stray jobs)`);
  const unfinishedRows = jobRows.filter((r) => r.status !== 'completed' && r.status !== 'failed');
  if (unfinishedRows.length) failures.push(`${unfinishedRows.length} jobs not finished`);
  const eventsPerJob = new Map<string, number>();
  for (const e of events) { const d = JSON.parse(e.data); const j = d.parsing_id ?? d.matching_id; eventsPerJob.set(j, (eventsPerJob.get(j) ?? 0) + 1); }
  const notOnce = ids.filter((id) => eventsPerJob.get(id) !== 1);
  if (notOnce.length) failures.push(`${notOnce.length} jobs without exactly one event (e.g. ${notOnce[0]}: ${eventsPerJob.get(notOnce[0]!) ?? 0})`);
  if (events.length !== ids.length) failures.push(`events ${events.length} != jobs ${ids.length}`);
  const eventIds = new Set(events.map((e) => e.id));
  const webhookIds = [...receiver.byWebhookId.keys()];
  if (webhookIds.length !== events.length || !webhookIds.every((w) => eventIds.has(w))) {
    failures.push(`webhooks received (unique webhook-id) ${webhookIds.length} != events ${events.length}`);
  }
  const perJobWebhooks = ids.filter((id) => receiver.byJob.get(id)?.size !== 1);
  if (perJobWebhooks.length) failures.push(`${perJobWebhooks.length} jobs without exactly one distinct webhook`);
  const failedJobs = jobRows.filter((r) => r.status === 'failed').length;
  const retried = jobRows.filter((r) => r.attempts > 1).length;

  // --- figures ----------------------------------------------------------------------------------------------------
  const total = totalRecorded();
  const perKind = Object.fromEntries(KINDS.map((k) => {
    const s = [...latencies[k]].sort((a, b) => a - b);
    return [k, { requests: s.length, rps: round(s.length / seconds), p50_ms: round(percentile(s, 50)), p99_ms: round(percentile(s, 99)), max_ms: round(s.at(-1) ?? NaN) }];
  }));
  const inWindow = (r: { completed_at: string | null }) => r.completed_at !== null && r.completed_at >= wallStart && r.completed_at <= wallEnd;
  const parseDone = jobRows.filter((r) => r.kind === 'parse' && inWindow(r)).length;
  const matchDone = jobRows.filter((r) => r.kind === 'match' && inWindow(r)).length;
  const statusCounts: Record<string, number> = {};
  for (const [k, v] of statuses) statusCounts[k] = v; // the whole run, warm-up included
  const report = {
    test: 'load', machine: { ...facts, loadavg_at_start: loadAtStart, loadavg_at_end: loadAtEnd },
    config: { apis: opt.apis, workers: opt.workers, seconds: opt.seconds, concurrency: opt.concurrency, backlog: opt.backlog, mix_weights: WEIGHTS,
      worker_concurrency: 2, database: 'PostgreSQL' },
    throughput: { requests: total, rps: round(total / seconds), throttled_slot_seconds: round(throttledMs / 1000) },
    per_kind: perKind,
    jobs: { accepted: ids.length, parsing: [...jobs.values()].filter((k) => k === 'parse').length, matching: [...jobs.values()].filter((k) => k === 'match').length,
      failed: failedJobs, retried, parsing_per_minute: round((parseDone / seconds) * 60), matching_per_minute: round((matchDone / seconds) * 60) },
    webhooks: { events: events.length, unique_received: receiver.byWebhookId.size, posts_received: receiver.total() },
    statuses: statusCounts,
    memory_mb: memory,
    invariants: { zero_5xx: fivexx.length === 0, jobs_once: missing.length === 0 && jobRows.length === ids.length && unfinishedRows.length === 0 && notOnce.length === 0,
      webhooks_equal_events: webhookIds.length === events.length && perJobWebhooks.length === 0 },
    failures, passed: failures.length === 0,
  };
  if (opt.json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else {
    const lines = [
      `load: ${opt.apis} API + ${opt.workers} workers, ${round(seconds)} s, ${opt.concurrency} in flight (load average ${loadAtStart.join(' ')} -> ${loadAtEnd.join(' ')}, ${facts.cores} cores)`,
      `throughput: ${report.throughput.rps} requests/s (${total} requests; job slots waited on the backlog ${report.throughput.throttled_slot_seconds} slot-s)`,
      ...KINDS.map((k) => `  ${k.padEnd(14)} ${String(perKind[k]!.rps).padStart(7)}/s  p50 ${perKind[k]!.p50_ms} ms  p99 ${perKind[k]!.p99_ms} ms  max ${perKind[k]!.max_ms} ms`),
      `jobs: ${ids.length} accepted (${report.jobs.parsing} parsing, ${report.jobs.matching} matching), ${failedJobs} failed, ${retried} retried; ` +
        `parsing ${report.jobs.parsing_per_minute}/min, matching ${report.jobs.matching_per_minute}/min completed during the load`,
      `webhooks: ${events.length} events, ${receiver.byWebhookId.size} distinct webhook-ids received (${receiver.total()} POSTs)`,
      `statuses: ${Object.entries(statusCounts).map(([k, v]) => `${k}: ${v}`).join(', ')}`,
      `memory (peak / now, MB): ${Object.entries(memory).map(([k, v]) => `${k} ${v.peak}/${v.current}`).join(', ')}`,
      `invariants: zero 5xx ${report.invariants.zero_5xx ? 'OK' : 'FAIL'}; every job once ${report.invariants.jobs_once ? 'OK' : 'FAIL'}; ` +
        `webhooks == events ${report.invariants.webhooks_equal_events ? 'OK' : 'FAIL'}`,
      failures.length ? `FAIL:\n  ${failures.join('\n  ')}` : 'PASS',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

try {
  await main();
} catch (e) {
  failures.push(`error: ${(e as Error).stack ?? e}`);
  log(`load: ${(e as Error).stack ?? e}`);
} finally {
  await cleanup.run();
}
process.exit(failures.length ? 1 : 0);
