// Crash safety of parsing jobs with real processes: a server killed with SIGKILL mid-job finishes the job after a
// restart, exactly once in its effects; on PostgreSQL two `mca worker` processes drain 50 jobs, each processed once.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../test/app.ts';
import { testDialect } from '../../test/db.ts';
import { multipart } from '../../test/multipart.ts';

const SAMPLES = new URL('../../../shared/corpus/samples/', import.meta.url).pathname;
const pdfs = ['s01/s01_statement_2026-06.pdf', 's02/s02_statement_2026-06.pdf', 's03/s03_statements_2026-05_to_2026-07.pdf']
  .map((f) => ({ name: f.split('/')[1]!, bytes: new Uint8Array(readFileSync(SAMPLES + f)) }));

let t: TestApp;
let broker: TestOrg;
const children: ChildProcess[] = [];
beforeAll(async () => { t = await startTestApp(); broker = await t.org('broker'); });
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))));
  await t.close();
});

function env(extra: Record<string, string> = {}) {
  return { ...process.env, MCA_DATA_DIR: t.database.dataDir, DATABASE_URL: t.database.databaseUrl ?? '', LOG_LEVEL: 'info',
    MCA_DATA_KEY: 'a'.repeat(64), MCA_JOB_LEASE_MS: '1500', PORT: '0', ...extra };
}

/** Starts `bin/mca <command>` and resolves once a line of its stderr matches `ready`. */
function start(args: string[], ready: RegExp, extra?: Record<string, string>): Promise<ChildProcess & { output: string[] }> {
  const child = spawn('bin/mca', args, { env: env(extra), stdio: ['ignore', 'ignore', 'pipe'] }) as ChildProcess & { output: string[] };
  children.push(child);
  child.output = [];
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => { child.output.push(d.toString()); if (ready.test(d.toString())) resolve(child); });
    child.on('exit', (code) => reject(new Error(`mca ${args.join(' ')} exited ${code}: ${child.output.join('')}`)));
  });
}

/** `n` parsing jobs of `files` each (the three samples: a job long enough to be killed in the middle of). */
async function enqueue(n: number, files = pdfs): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const body = multipart(files.map((p) => ({ name: 'files', filename: p.name, value: p.bytes })));
    const res = await t.request('POST', '/v1/parse/parsing', { key: broker.key, payload: body.payload, headers: body.headers });
    ids.push(res.json().parsing_id);
  }
  return ids;
}

/** Resolves when every job has finished, reading the rows each time a worker reports a finished job. */
function allFinished(ids: string[], workers: Array<ChildProcess & { output: string[] }>): Promise<void> {
  return new Promise((resolve) => {
    const check = async () => {
      const rows = await t.ctx.db.selectFrom('jobs').select('status').where('id', 'in', ids).execute();
      if (rows.every((r) => r.status === 'completed' || r.status === 'failed')) resolve();
    };
    for (const w of workers) w.stderr!.on('data', () => void check());
    void check();
  });
}

describe('crash safety', () => {
  // Two worker processes start one after the other (a Node start and an app import each): seconds on an idle core,
  // over 30 on a 2-core machine at a load average of 30, where the default limit failed it.
  it('finishes a job after its worker was killed with SIGKILL mid-job, with effects once', async () => {
    const [id] = await enqueue(1);
    const first = await start(['worker'], /"msg":"job started"|worker .* running/);
    // Kill as soon as the job is claimed (processing), before it can complete.
    await new Promise<void>((resolve) => {
      const check = async () => {
        const row = await t.ctx.jobs.find(id!);
        if (row?.status === 'processing') resolve(); else setImmediate(() => void check());
      };
      void check();
    });
    first.kill('SIGKILL');
    const job = await t.ctx.jobs.find(id!);
    expect(job?.status).toBe('processing');
    const second = await start(['worker'], /running/);
    await allFinished([id!], [second]);
    const done = await t.ctx.jobs.find(id!);
    expect(done?.status).toBe('completed');
    expect(done?.attempts).toBe(2);
    const events = await t.ctx.db.selectFrom('events').select('data').where('type', '=', 'parse.parsing.completed').execute();
    expect(events.filter((e) => JSON.parse(e.data).parsing_id === id)).toHaveLength(1);
    second.kill('SIGTERM');
  }, 120_000);

  it.runIf(testDialect() === 'postgres')('two worker processes drain 50 jobs, each processed exactly once', async () => {
    // One small statement per job: what is tested is how the jobs are shared out, not what they read (150 PDFs for
    // the 50 jobs were about 8 CPU-seconds more).
    const ids = await enqueue(50, pdfs.slice(0, 1));
    // Nobody crashes here: a lease as long as the default, so a heartbeat delayed on a busy machine (the file's 1.5 s
    // lease is for the crash tests) cannot hand a live worker's job to the other and make it run twice.
    const lease = { MCA_JOB_LEASE_MS: '30000' };
    const workers = await Promise.all([start(['worker'], /running/, lease), start(['worker'], /running/, lease)]);
    await allFinished(ids, workers);
    const rows = await t.ctx.db.selectFrom('jobs').select(['id', 'status', 'attempts']).where('id', 'in', ids).execute();
    expect(rows.every((r) => r.status === 'completed' && r.attempts === 1)).toBe(true);
    const events = await t.ctx.db.selectFrom('events').select('data').where('type', '=', 'parse.parsing.completed').execute();
    const counts = new Map<string, number>();
    for (const e of events) { const p = JSON.parse(e.data).parsing_id; counts.set(p, (counts.get(p) ?? 0) + 1); }
    expect(ids.every((i) => counts.get(i) === 1)).toBe(true);
    const byWorker = workers.map((w) => w.output.join('').split('job finished').length - 1);
    expect(byWorker.every((n) => n > 0)).toBe(true);
    for (const w of workers) w.kill('SIGTERM');
  }, 180_000);
});
