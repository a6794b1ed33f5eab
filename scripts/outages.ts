// Fault tests of issue 24 with real `bin/mca` processes; prints the figures docs/operations.md quotes.
// Usage: node scripts/outages.ts [--only pg-outage|worker-kill|disk-full|write-kill] [--outage 30] [--json]
//
// PostgreSQL scenarios run on a PRIVATE cluster (initdb into a temporary directory, port 5439, as the postgres user),
// never on the machine's PostgreSQL, which other test runs use.
// pg-outage:   1 API + 1 worker under load (idempotent deal, matching and parsing POSTs retried on 503, deal reads);
//              PostgreSQL is stopped for --outage seconds, then started. Figures: answers while it was down (every one
//              must be 503 with Retry-After: no 500, no dropped connection), time from its start to /readyz 200,
//              requests done twice or never (0), jobs with other than one event and one webhook (0).
// worker-kill: 2 workers on PostgreSQL; the one that holds a parsing job mid-parse is SIGKILLed; the other takes the
//              job once its lease runs out and completes it: one event, one webhook.
// disk-full:   SQLite in a small tmpfs that is filled to the last byte while the API serves: writes answer 503
//              `service_unavailable` with Retry-After (not 500), reads still answer, the database passes
//              integrity_check, and writes succeed again once space is freed, without a restart.
// write-kill:  on SQLite and on PostgreSQL, 16 clients POST deals as fast as they can; the API is SIGKILLed mid-burst
//              and restarted: every deal acknowledged with 201 is there.
// Exits 1 when any scenario fails.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { Cleanup, log, options, sleep, startMca, stopMca, type McaProcess } from './lib/cluster.ts';
import { createDb, drain, PG_PORT, install, jobsNotOnce, privatePg, query, send, tally, tempDir, type Answer } from './lib/outage-kit.ts';

const opt = options({ only: '', outage: 30, json: false });
const results: Array<{ scenario: string; passed: boolean; figures: Record<string, unknown>; failures: string[] }> = [];

// --- pg-outage ------------------------------------------------------------------------------------------------------
async function pgOutage() {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const cluster = privatePg(cleanup);
    const url = await createDb(cluster, 'mca_outage');
    const i = await install(cleanup, { DATABASE_URL: url, MCA_DATA_DIR: tempDir(cleanup), MCA_WORKER: 'off', MCA_JOB_LEASE_MS: '5000' });
    const worker = await startMca('worker', ['worker'], i.env, /worker .* running/);
    cleanup.add(() => stopMca(worker, 5000));
    const answers: Answer[] = [];
    const ops: Array<{ kind: string; externalId: string }> = [];
    const dealIds: string[] = [];
    let running = true;
    let seq = 0;
    const kinds = ['post_deal', 'get_deal', 'post_matching', 'get_deal', 'post_parsing', 'post_deal'];
    const client = async (n: number) => {
      while (running) {
        const kind = kinds[seq++ % kinds.length]!;
        if (kind === 'get_deal') {
          if (dealIds.length) answers.push(await send(i, kind, dealIds[Math.floor(Math.random() * dealIds.length)]!));
          await sleep(50);
          continue;
        }
        const externalId = `o-${n}-${seq}`;
        ops.push({ kind, externalId });
        for (let tries = 0; ; tries++) {
          const a = await send(i, kind, externalId, `key-${externalId}`);
          answers.push(a);
          if (a.status === 201 || a.status === 202) { if (kind === 'post_deal') dealIds.push(a.body.deal_id); break; }
          const retry = a.status === 503 || (a.status === 409 && a.body?.error?.code === 'idempotency_in_progress');
          if (!retry || tries > 400) { failures.push(`${kind} ${externalId}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`); break; }
          await sleep(a.status === 409 ? 1000 : Math.min(5000, Number(a.retryAfter ?? 1) * 1000 / 5));
        }
        await sleep(50);
      }
    };
    const probes: Array<{ t: number; status: number }> = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        let status = 0;
        try { status = (await fetch(`${i.base}/readyz`, { signal: AbortSignal.timeout(3000) })).status; } catch { /* 0 */ }
        probes.push({ t: Date.now(), status });
        await sleep(100);
      }
    })();
    const clients = Array.from({ length: 4 }, (_, n) => client(n));
    await sleep(5000);
    log(`  pg-outage: stopping PostgreSQL (private cluster, port ${PG_PORT}) for ${opt.outage} s`);
    const down = Date.now();
    cluster.stop();
    await sleep(opt.outage * 1000);
    const startAt = Date.now();
    cluster.start();
    const up = Date.now();
    let readyAt = 0;
    while (Date.now() - up < 60_000) {
      const last = probes.at(-1);
      if (last && last.t > up && last.status === 200) { readyAt = last.t; break; }
      await sleep(100);
    }
    await sleep(5000);
    running = false;
    await Promise.all(clients);
    probing = false;
    await probe;
    const during = answers.filter((a) => a.at >= down && a.at <= startAt);
    figures.outage_s = Math.round((startAt - down) / 100) / 10;
    figures.answers_while_down = tally(during);
    figures.answers_503_without_retry_after = during.filter((a) => a.status === 503 && !a.retryAfter).length;
    figures.readyz_while_down = tally(probes.filter((p) => p.t >= down && p.t <= startAt).map((p) => ({ status: p.status, body: null, retryAfter: null, at: p.t })));
    figures.recovered_ms_after_start = readyAt ? readyAt - up : null;
    figures.answers_total = tally(answers);
    if (!readyAt) failures.push('/readyz did not answer 200 within 60 s of PostgreSQL starting');
    if (during.some((a) => a.status !== 503 && a.status !== 200 && a.status !== 201 && a.status !== 202)) failures.push(`while down, answers other than 503: ${JSON.stringify(figures.answers_while_down)}`);
    if (Number(figures.answers_503_without_retry_after) > 0) failures.push('503 without Retry-After');
    if (answers.some((a) => a.status === 500 || a.status === 0)) failures.push(`500 or dropped connections: ${JSON.stringify(figures.answers_total)}`);
    if (!i.api.alive() || !worker.alive()) failures.push('a process exited');
    const left = await drain(url, i.receiver, 120);
    if (left) failures.push(`drain: ${left}`);
    // Each request's effect exactly once: a deal per deal POST and matching, a job per matching and parsing.
    const deals = new Map((await query(url, 'SELECT external_id, count(*) AS n FROM deals GROUP BY external_id')).map((r) => [r.external_id, Number(r.n)]));
    const jobs = new Map((await query(url, 'SELECT external_id, count(*) AS n FROM jobs GROUP BY external_id')).map((r) => [r.external_id, Number(r.n)]));
    let lost = 0;
    let twice = 0;
    for (const op of ops) {
      const want = { d: op.kind === 'post_parsing' ? 0 : 1, j: op.kind === 'post_deal' ? 0 : 1 };
      const got = { d: deals.get(op.externalId) ?? 0, j: jobs.get(op.externalId) ?? 0 };
      if (got.d < want.d || got.j < want.j) lost++;
      if (got.d > want.d || got.j > want.j) twice++;
    }
    const once = await jobsNotOnce(url, i.receiver);
    Object.assign(figures, { posts: ops.length, requests_lost: lost, requests_done_twice: twice, jobs: once.jobs,
      jobs_not_exactly_once: once.bad.length, jobs_retried_after_failed_commit: once.retried, webhooks_received: i.receiver.total() });
    if (lost || twice) failures.push(`${lost} requests lost, ${twice} done twice`);
    if (once.bad.length) failures.push(`jobs not once: ${once.bad.slice(0, 3).join('; ')}`);
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: 'pg-outage', passed: failures.length === 0, figures, failures });
}

// --- worker-kill ----------------------------------------------------------------------------------------------------
async function workerKill() {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const cluster = privatePg(cleanup);
    const url = await createDb(cluster, 'mca_worker_kill');
    const i = await install(cleanup, { DATABASE_URL: url, MCA_DATA_DIR: tempDir(cleanup), MCA_WORKER: 'off', MCA_JOB_LEASE_MS: '3000', MCA_WORKER_CONCURRENCY: '1' });
    const workers = new Map<string, McaProcess>();
    for (const name of ['worker-a', 'worker-b']) {
      const w = await startMca(name, ['worker'], i.env, /worker .* running/);
      cleanup.add(() => stopMca(w, 5000));
      workers.set(/worker (w-[0-9a-f-]+) running/.exec(w.tail())![1]!, w);
    }
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      const a = await send(i, 'post_parsing', `kill-${n}`);
      if (a.status !== 202) throw new Error(`upload answered ${a.status}`);
      ids.push(a.body.parsing_id);
    }
    let victim: { job: string; worker: string } | null = null;
    const until = Date.now() + 60_000;
    while (!victim && Date.now() < until) {
      const [row] = await query(url, "SELECT id, locked_by FROM jobs WHERE status = 'processing' AND locked_by IS NOT NULL LIMIT 1");
      if (row) victim = { job: row.id, worker: row.locked_by };
      else await sleep(20);
    }
    if (!victim) throw new Error('no job was seen processing');
    const killed = workers.get(victim.worker)!;
    const killedAt = Date.now();
    killed.child.kill('SIGKILL');
    await killed.exited;
    log(`  worker-kill: SIGKILLed ${killed.name} (${victim.worker}) holding job ${victim.job}`);
    const left = await drain(url, i.receiver, 180);
    if (left) failures.push(`drain: ${left}`);
    const [job] = await query(url, `SELECT status, attempts, completed_at FROM jobs WHERE id = '${victim.job}'`);
    const once = await jobsNotOnce(url, i.receiver);
    Object.assign(figures, { jobs: once.jobs, killed_job_status: job.status, killed_job_attempts: job.attempts,
      killed_job_completed_s_after_kill: job.completed_at ? Math.round((Date.parse(job.completed_at) - killedAt) / 100) / 10 : null,
      jobs_not_exactly_once: once.bad.length, webhooks_received: i.receiver.total() });
    if (job.status !== 'completed') failures.push(`the killed worker's job ended ${job.status}`);
    if (job.attempts !== 2) failures.push(`the killed worker's job took ${job.attempts} attempts (want 2)`);
    if (once.bad.length) failures.push(`jobs not once: ${once.bad.join('; ')}`);
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: 'worker-kill', passed: failures.length === 0, figures, failures });
}

// --- disk-full ------------------------------------------------------------------------------------------------------
async function diskFull() {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  const mnt = mkdtempSync('/tmp/mca-faults-disk-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', mnt]);
    cleanup.add(() => { try { execFileSync('umount', ['-l', mnt]); } catch { /* not mounted */ } rmSync(mnt, { recursive: true, force: true }); });
    const dataDir = join(mnt, 'data');
    const i = await install(cleanup, { MCA_DATA_DIR: dataDir });
    const acked: Array<{ id: string; body: unknown }> = [];
    for (let n = 0; n < 20; n++) {
      const a = await send(i, 'post_deal', `before-${n}`);
      if (a.status !== 201) throw new Error(`deal before answered ${a.status}`);
      acked.push({ id: a.body.deal_id, body: a.body });
    }
    const job = await send(i, 'post_parsing', 'before-parse');
    if (job.status !== 202) throw new Error(`parsing before answered ${job.status}`);
    // Fill the filesystem to its last byte.
    const filler = join(mnt, 'filler');
    const fd = openSync(filler, 'w');
    for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try { for (;;) writeSync(fd, chunk); } catch { /* ENOSPC: next smaller size */ }
    }
    closeSync(fd);
    log('  disk-full: the filesystem is full');
    const full: Answer[] = [];
    for (let n = 0; n < 30; n++) full.push(await send(i, n % 3 === 2 ? 'post_parsing' : 'post_deal', `full-${n}`));
    const reads: Answer[] = [];
    for (const d of acked.slice(0, 10)) reads.push(await send(i, 'get_deal', d.id));
    figures.writes_while_full = tally(full);
    figures.writes_while_full_503_without_retry_after = full.filter((a) => a.status === 503 && !a.retryAfter).length;
    figures.reads_while_full = tally(reads);
    figures.acknowledged_while_full = full.filter((a) => a.status === 201 || a.status === 202).length;
    for (const a of full) if (a.status === 201) acked.push({ id: a.body.deal_id, body: a.body });
    if (full.some((a) => a.status !== 503 && a.status !== 201 && a.status !== 202)) failures.push(`writes while full answered ${JSON.stringify(figures.writes_while_full)}`);
    if (!full.some((a) => a.status === 503)) failures.push('no write was refused while the disk was full');
    if (reads.some((a) => a.status !== 200)) failures.push(`reads while full answered ${JSON.stringify(figures.reads_while_full)}`);
    rmSync(filler);
    const freed = Date.now();
    let recovered: number | null = null;
    for (let n = 0; n < 100 && recovered === null; n++) {
      const a = await send(i, 'post_deal', `after-${n}`);
      if (a.status === 201) { recovered = Date.now() - freed; acked.push({ id: a.body.deal_id, body: a.body }); } else await sleep(100);
    }
    figures.recovered_ms_after_space_freed = recovered;
    if (recovered === null) failures.push('writes did not succeed again after space was freed');
    const parse = await send(i, 'post_parsing', 'after-parse');
    if (parse.status !== 202) failures.push(`an upload after space was freed answered ${parse.status}`);
    await stopMca(i.api);
    const db = new DatabaseSync(join(dataDir, 'mca.sqlite'), { readOnly: true });
    figures.integrity_check = (db.prepare('PRAGMA integrity_check').all() as Array<{ integrity_check: string }>).map((r) => r.integrity_check).join('; ');
    db.close();
    if (figures.integrity_check !== 'ok') failures.push(`integrity_check: ${figures.integrity_check}`);
    i.api = await i.startApi();
    let missing = 0;
    for (const d of acked) { const a = await send(i, 'get_deal', d.id); if (a.status !== 200) missing++; }
    figures.acknowledged_deals = acked.length;
    figures.acknowledged_missing_after_restart = missing;
    if (missing) failures.push(`${missing} acknowledged deals missing`);
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: 'disk-full', passed: failures.length === 0, figures, failures });
}

// --- write-kill -----------------------------------------------------------------------------------------------------
async function writeKill(dialect: 'sqlite' | 'postgres') {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const dataDir = mkdtempSync('/tmp/mca-faults-data-');
    cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { MCA_DATA_DIR: dataDir, MCA_WORKER: 'off' };
    if (dialect === 'postgres') env.DATABASE_URL = await createDb(privatePg(cleanup), 'mca_write_kill');
    mkdirSync(dataDir, { recursive: true });
    const i = await install(cleanup, env);
    const acked: string[] = [];
    let unanswered = 0;
    let seq = 0;
    let firing = true;
    const client = async () => {
      while (firing) {
        const a = await send(i, 'post_deal', `burst-${seq++}`);
        if (a.status === 201) acked.push(a.body.deal_id); else if (a.status === 0) unanswered++;
        else if (firing) failures.push(`burst answered ${a.status}`);
      }
    };
    const clients = Array.from({ length: 16 }, () => client());
    await sleep(3000);
    i.api.child.kill('SIGKILL');
    await i.api.exited;
    firing = false;
    await Promise.all(clients);
    i.api = await i.startApi();
    let missing = 0;
    for (const id of acked) { const a = await send(i, 'get_deal', id); if (a.status !== 200) missing++; }
    Object.assign(figures, { acknowledged: acked.length, requests_unanswered_around_the_kill: unanswered, acknowledged_missing_after_restart: missing });
    if (missing) failures.push(`${missing} of ${acked.length} acknowledged deals missing after the restart`);
    if (acked.length === 0) failures.push('no write was acknowledged before the kill');
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: `write-kill (${dialect})`, passed: failures.length === 0, figures, failures });
}

const scenarios: Record<string, () => Promise<void>> = {
  'pg-outage': pgOutage, 'worker-kill': workerKill, 'disk-full': diskFull,
  'write-kill': async () => { await writeKill('sqlite'); await writeKill('postgres'); },
};
if (opt.only && !(opt.only in scenarios)) throw new Error(`--only takes ${Object.keys(scenarios).join(', ')}`);
for (const [name, run] of Object.entries(scenarios)) {
  if (opt.only && opt.only !== name) continue;
  log(`outages: ${name}`);
  await run();
}
if (opt.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
else for (const r of results) {
  process.stdout.write(`${r.passed ? 'PASS' : 'FAIL'} ${r.scenario}\n${Object.entries(r.figures).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}\n`).join('')}` +
    `${r.failures.map((f) => `  FAIL: ${f}\n`).join('')}`);
}
process.exit(results.every((r) => r.passed) ? 0 : 1);
