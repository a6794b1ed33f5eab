// npm run bench:jobs — parsing jobs end to end:
// 1. embedded default (SQLite, API + worker in one process): POST-to-completed for a 3-statement upload (median, p95);
// 2. API p99 for GET /v1/deals/{id} idle, then while parsing runs (the baseline is the idle run, same process);
// 3. PostgreSQL: jobs per minute with 1 and then 2 `mca worker` processes (one job at a time each).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase } from '../test/db.ts';
import { machine, median, peakRssMb, percentile, startProcess, table } from './lib.ts';

const root = new URL('..', import.meta.url).pathname;
const samples = join(root, '../shared/corpus/samples/s01');
const files = ['s01_statement_2026-06.pdf', 's01_statement_2026-07.pdf', 's01_statement_2026-08.pdf']
  .map((f) => ({ name: f, bytes: readFileSync(join(samples, f)) }));
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const PG_JOBS = Number(process.env.BENCH_PG_JOBS ?? 30);

function form() {
  const fd = new FormData();
  for (const f of files) fd.append('files', new Blob([f.bytes], { type: 'application/pdf' }), f.name);
  return fd;
}

async function upload(base: string, key: string): Promise<string> {
  const res = await fetch(`${base}/v1/parse/parsing`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form() });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { parsing_id: string }).parsing_id;
}

async function waitDone(base: string, key: string, id: string): Promise<void> {
  for (;;) {
    const job = (await (await fetch(`${base}/v1/parse/parsing/${id}`, { headers: { authorization: `Bearer ${key}` } })).json()) as { status: string };
    if (job.status === 'completed') return;
    if (job.status === 'failed') throw new Error(`job ${id} failed`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function cannon(url: string, key: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ url, duration: seconds, connections: 20, headers: { authorization: `Bearer ${key}` } },
    (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res))));
}

async function embedded() {
  const dir = mkdtempSync(join(tmpdir(), 'mca-bench-jobs-'));
  const env = { MCA_DATA_DIR: dir, PORT: '3931', LOG_LEVEL: 'warn', MCA_WORKER: 'embedded', DATABASE_URL: '', MCA_RATE_LIMIT: '10000000' };
  const api = await startProcess([join(root, 'src/cli/main.ts'), 'serve'], env, /listening/);
  const base = 'http://127.0.0.1:3931';
  try {
    const key = JSON.parse(execFileSync(join(root, 'bin/mca'), ['demo', '--json'], { env: { ...process.env, ...env } }).toString()).broker.api_key;
    await waitDone(base, key, await upload(base, key)); // warm-up: starts the worker threads
    const times: number[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      process.stderr.write(`\r  upload ${i + 1}/${UPLOADS}`);
      const t0 = performance.now();
      await waitDone(base, key, await upload(base, key));
      times.push(performance.now() - t0);
    }
    process.stderr.write('\n');
    const deal = await fetch(`${base}/v1/deals`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ application: { legal_name: 'Bench LLC' } }) });
    const dealUrl = `${base}/v1/deals/${((await deal.json()) as { deal_id: string }).deal_id}`;
    await cannon(dealUrl, key, 1);
    const idle = await cannon(dealUrl, key, 5);
    let loading = true;
    const load = (async () => { while (loading) await waitDone(base, key, await upload(base, key)); })();
    const busy = await cannon(dealUrl, key, 5);
    loading = false;
    await load;
    // A 60 MB upload: three real statements, each padded to 20 MB after %%EOF (readers ignore trailing bytes), so the
    // bytes travel the whole path: multipart stream, hashing, storage, transfer to the worker thread, parsing.
    const rssBefore = peakRssMb(api.pid!);
    const big = new FormData();
    for (const f of files) {
      const padded = new Uint8Array(20 * 1024 * 1024);
      padded.set(f.bytes);
      padded.fill(32, f.bytes.length);
      big.append('files', new Blob([padded], { type: 'application/pdf' }), f.name);
    }
    const t60 = performance.now();
    const bigRes = await fetch(`${base}/v1/parse/parsing`, { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: big });
    await waitDone(base, key, ((await bigRes.json()) as { parsing_id: string }).parsing_id);
    const upload60 = { ms: Math.round(performance.now() - t60), peak_rss_before_mb: rssBefore, peak_rss_after_mb: peakRssMb(api.pid!) };
    const sorted = [...times].sort((a, b) => a - b);
    return { upload_60mb: upload60, upload_to_completed_ms: { median: Math.round(median(times)), p95: Math.round(percentile(sorted, 95)) },
      get_deal_idle: { rps: Math.round(idle.requests.average), p99_ms: idle.latency.p99 },
      get_deal_while_parsing: { rps: Math.round(busy.requests.average), p99_ms: busy.latency.p99 },
      peak_rss_mb: peakRssMb(api.pid!) };
  } finally {
    api.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Jobs per minute with running workers: from the first upload to the last completion (worker start-up excluded). */
async function drain(workers: number, env: Record<string, string>, base: string, key: string) {
  const procs: ChildProcess[] = [];
  for (let i = 0; i < workers; i++) procs.push(await startProcess([join(root, 'src/cli/main.ts'), 'worker'], env, /running/));
  await waitDone(base, key, await upload(base, key)); // warm-up: every worker's thread pool starts on its first job
  if (workers > 1) await waitDone(base, key, await upload(base, key));
  const t0 = performance.now();
  const ids = await Promise.all(Array.from({ length: PG_JOBS }, () => upload(base, key)));
  for (const id of ids) await waitDone(base, key, id);
  const seconds = (performance.now() - t0) / 1000;
  for (const p of procs) p.kill('SIGTERM');
  return Math.round((PG_JOBS / seconds) * 60);
}

async function postgres() {
  const db = await freshDatabase('postgres');
  const env = { MCA_DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl!, PORT: '3932', LOG_LEVEL: 'warn', MCA_WORKER: 'off',
    MCA_WORKER_CONCURRENCY: '1', MCA_DATA_KEY: 'c'.repeat(64), MCA_RATE_LIMIT: '10000000', MCA_WEBHOOK_ALLOW_PRIVATE: 'true' };
  const api = await startProcess([join(root, 'src/cli/main.ts'), 'serve'], env, /listening/);
  try {
    const key = JSON.parse(execFileSync(join(root, 'bin/mca'), ['demo', '--json'], { env: { ...process.env, ...env } }).toString()).broker.api_key;
    const base = 'http://127.0.0.1:3932';
    process.stderr.write('  PostgreSQL, 1 worker...\n');
    const one = await drain(1, env, base, key);
    process.stderr.write('  PostgreSQL, 2 workers...\n');
    const two = await drain(2, env, base, key);
    return { jobs_per_minute_1_worker: one, jobs_per_minute_2_workers: two, scaling: Math.round((100 * two) / one) / 100 };
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await db.drop();
  }
}

process.stderr.write(`bench:jobs: ${UPLOADS} uploads of 3 statements on the embedded default, ${PG_JOBS} jobs per PostgreSQL run\n`);
const e = await embedded();
const p = await postgres();
console.log(table([
  { measure: 'upload to completed, median (3 statements, SQLite embedded)', value: `${e.upload_to_completed_ms.median} ms` },
  { measure: 'upload to completed, p95', value: `${e.upload_to_completed_ms.p95} ms` },
  { measure: 'GET /v1/deals/{id} idle: req/s, p99', value: `${e.get_deal_idle.rps}, ${e.get_deal_idle.p99_ms} ms` },
  { measure: 'GET /v1/deals/{id} while parsing: req/s, p99', value: `${e.get_deal_while_parsing.rps}, ${e.get_deal_while_parsing.p99_ms} ms` },
  { measure: 'PostgreSQL jobs/minute, 1 worker', value: p.jobs_per_minute_1_worker },
  { measure: 'PostgreSQL jobs/minute, 2 workers', value: `${p.jobs_per_minute_2_workers} (x${p.scaling})` },
  { measure: '60 MB upload (3 x 20 MB): to completed, server peak RSS', value: `${e.upload_60mb.ms} ms, ${e.upload_60mb.peak_rss_before_mb} -> ${e.upload_60mb.peak_rss_after_mb} MB` },
  { measure: 'peak RSS of the embedded server', value: `${e.peak_rss_mb} MB` },
]));
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/jobs.json'), JSON.stringify({ bench: 'jobs', ...machine(), embedded: e, postgres: p }, null, 2));
