// Fault tests of issue 37 with real `bin/mca` processes, as an operator meets the faults; prints the figures
// docs/operations.md quotes. Needs root (runuser for the private PostgreSQL, mount for the tmpfs).
// Usage: node scripts/backup-faults.ts [--only backup-cut|restore-full-disk|pg-freeze|disk-full-job] [--freeze 10] [--json]
//
// backup-cut:    on SQLite and on PostgreSQL (a private cluster), `mca backup` while the API serves, then the backup
//                cut by half, by 1,000 bytes and by one byte, a byte flipped mid-file and one in the header: each is
//                refused by `mca backup --verify` and by `mca restore --force` over the live installation, in one
//                line, and the live database is unchanged (SQLite: its file's SHA-256; PostgreSQL: every table's rows,
//                indexes and constraints); the whole backup restores and the API serves its deal.
// restore-full-disk: SQLite whose data dir is on a tmpfs with less room than the backup's database: the restore
//                is refused in one line, the live database unchanged, no `.restoring` file left.
// pg-freeze:     1 API (default timeouts) on a private cluster whose every process is stopped with SIGSTOP for
//                --freeze seconds (the machine's PostgreSQL is never touched): every answer while frozen is a 503
//                with Retry-After within a few seconds, /readyz too; after SIGCONT the API answers by itself, no
//                acknowledged deal is missing.
// disk-full-job: SQLite on a 64 MB tmpfs with the embedded worker; the disk fills while a parsing job runs: the job's
//                commit fails, and once space is freed the job completes, once (one event).
// Exits 1 when any scenario fails.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Cleanup, log, mcaBin, options, sleep, stopMca } from './lib/cluster.ts';
import { createDb, install, privatePg, query, send, tally, tempDir, type Answer } from './lib/outage-kit.ts';

const opt = options({ only: '', freeze: 10, json: false });
const results: Array<{ scenario: string; passed: boolean; figures: Record<string, unknown>; failures: string[] }> = [];

function mca(args: string[], env: Record<string, string>): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(mcaBin, args, { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { code: r.status ?? 1, stdout: r.stdout, stderr: r.stderr };
}

/** What a failed restore must not change. */
async function fingerprint(env: Record<string, string>): Promise<string> {
  if (!env.DATABASE_URL) return createHash('sha256').update(readFileSync(join(env.MCA_DATA_DIR!, 'mca.sqlite'))).digest('hex');
  const [stats] = await query(env.DATABASE_URL, `SELECT (SELECT count(*) FROM pg_indexes WHERE schemaname NOT LIKE 'pg\\_%') AS indexes,
    (SELECT count(*) FROM pg_constraint) AS constraints, (SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')) AS tables,
    (SELECT md5(string_agg(row(d.*)::text, '|' ORDER BY d.id)) FROM deals d) AS deals, (SELECT md5(string_agg(row(k.*)::text, '|' ORDER BY k.id)) FROM api_keys k) AS keys`);
  return JSON.stringify(stats);
}

// --- backup-cut -----------------------------------------------------------------------------------------------------
async function backupCut(dialect: 'sqlite' | 'postgres') {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  try {
    const env: Record<string, string> = { MCA_DATA_DIR: tempDir(cleanup), MCA_WORKER: 'off' };
    const cluster = dialect === 'postgres' ? privatePg(cleanup) : null;
    if (cluster) env.DATABASE_URL = await createDb(cluster, 'mca_backup_source');
    const source = await install(cleanup, env);
    const made = await send(source, 'post_deal', 'kept-deal');
    const file = join(tempDir(cleanup), 'mca.backup');
    const backup = mca(['backup', file, '--json'], source.env);
    if (backup.code !== 0) throw new Error(`mca backup: ${backup.stderr}`);
    await stopMca(source.api);
    figures.backup = JSON.parse(backup.stdout);

    // The live installation: another one, with its own data, that the bad files must leave alone.
    const liveEnv: Record<string, string> = { MCA_DATA_DIR: tempDir(cleanup), MCA_WORKER: 'off' };
    if (cluster) liveEnv.DATABASE_URL = await createDb(cluster, 'mca_backup_live');
    const live = await install(cleanup, liveEnv);
    await send(live, 'post_deal', 'live-deal');
    await stopMca(live.api);
    const bytes = readFileSync(file);
    const headerEnd = bytes.indexOf('\n', bytes.indexOf('\n') + 1);
    const mid = Math.floor((headerEnd + bytes.length) / 2);
    const flipped = Buffer.from(bytes); flipped[mid]! ^= 0x01;
    const header = Buffer.from(bytes); header[headerEnd - 5]! ^= 0x01;
    const bad: Record<string, Buffer> = { half: bytes.subarray(0, bytes.length >> 1), less1000: bytes.subarray(0, bytes.length - 1000),
      less1: bytes.subarray(0, bytes.length - 1), flipped, header };
    const outcomes: Record<string, string> = {};
    for (const [name, b] of Object.entries(bad)) {
      const f = `${file}.${name}`;
      writeFileSync(f, b);
      const before = await fingerprint(live.env);
      const verify = mca(['backup', '--verify', f], live.env);
      const restore = mca(['restore', f, '--force'], { ...live.env, MCA_DATA_KEY: live.env.MCA_DATA_KEY! });
      const after = await fingerprint(live.env);
      outcomes[name] = `verify ${verify.code}, restore ${restore.code}: ${restore.stderr.trim()}`;
      if (verify.code !== 1) failures.push(`${name}: --verify exit ${verify.code}`);
      if (restore.code !== 1) failures.push(`${name}: restore exit ${restore.code}`);
      if (restore.stderr.trim().split('\n').length !== 1) failures.push(`${name}: restore said more than one line: ${restore.stderr}`);
      if (before !== after) failures.push(`${name}: the live database changed`);
    }
    figures.bad_files = outcomes;
    const good = mca(['restore', file, '--force'], live.env);
    if (good.code !== 0) failures.push(`the whole backup did not restore: ${good.stderr}`);
    live.api = await live.startApi();
    const read = await send({ ...live, key: source.key }, 'get_deal', made.body.deal_id); // the backup's keys came with it
    figures.deal_after_restore = read.status;
    if (read.status !== 200) failures.push(`the backed-up deal answered ${read.status} after the restore`);
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: `backup-cut (${dialect})`, passed: failures.length === 0, figures, failures });
}

/** The private cluster's processes: its postmaster (postmaster.pid) and every process whose parent it is. */
function clusterPids(dir: string): number[] {
  const postmaster = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => {
    try { return Number(readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === postmaster; } catch { return false; }
  }).map(Number);
  return [postmaster, ...children];
}

// --- pg-freeze ------------------------------------------------------------------------------------------------------
async function pgFreeze() {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  let frozenPids: number[] = [];
  const thaw = () => { for (const pid of frozenPids) { try { process.kill(pid, 'SIGCONT'); } catch { /* gone */ } } frozenPids = []; };
  cleanup.add(thaw);
  try {
    const cluster = privatePg(cleanup);
    const i = await install(cleanup, { DATABASE_URL: await createDb(cluster, 'mca_freeze'), MCA_DATA_DIR: tempDir(cleanup), MCA_WORKER: 'off' });
    const acked: string[] = [];
    const during: Array<Answer & { ms: number }> = [];
    let frozen = false;
    let running = true;
    const client = async (n: number) => {
      for (let k = 0; running; k++) {
        const start = Date.now();
        const kind = k % 2 ? 'get_deal' : 'post_deal';
        const a = await send(i, kind, kind === 'get_deal' ? (acked.at(-1) ?? 'none') : `freeze-${n}-${k}`);
        if (a.status === 201) acked.push(a.body.deal_id);
        if (frozen) during.push({ ...a, ms: Date.now() - start });
        if (a.status === 503) await sleep(200);
      }
    };
    const clients = [0, 1, 2, 3].map(client);
    await sleep(2000);
    frozenPids = clusterPids(cluster.dir);
    for (const pid of frozenPids) process.kill(pid, 'SIGSTOP');
    frozen = true;
    log(`  pg-freeze: ${frozenPids.length} PostgreSQL processes stopped (SIGSTOP) for ${opt.freeze} s`);
    const probes: Array<{ status: number; ms: number }> = [];
    const until = Date.now() + opt.freeze * 1000;
    while (Date.now() < until) {
      const start = Date.now();
      const r = await fetch(`${i.base}/readyz`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      probes.push({ status: r?.status ?? 0, ms: Date.now() - start });
      await sleep(500);
    }
    frozen = false;
    thaw();
    const thawed = Date.now();
    let ready: number | null = null;
    while (ready === null && Date.now() - thawed < 30_000) {
      const r = await fetch(`${i.base}/readyz`).catch(() => null);
      if (r?.status === 200) ready = Date.now() - thawed; else await sleep(100);
    }
    running = false;
    await Promise.all(clients);
    let missing = 0;
    for (const id of acked) if ((await send(i, 'get_deal', id)).status !== 200) missing++;
    Object.assign(figures, {
      answers_while_frozen: tally(during), slowest_answer_while_frozen_ms: Math.max(0, ...during.map((a) => a.ms)),
      readyz_while_frozen: probes.map((p) => `${p.status} ${p.ms}ms`).join(', '), readyz_200_after_thaw_ms: ready,
      acknowledged: acked.length, acknowledged_missing: missing, api_alive: i.api.alive(),
    });
    const bad = during.filter((a) => a.status !== 503 && !(a.status >= 200 && a.status < 300));
    if (bad.length) failures.push(`answers while frozen: ${JSON.stringify(tally(bad))}`);
    if (during.some((a) => a.status === 503 && !a.retryAfter)) failures.push('a 503 without Retry-After');
    if (during.some((a) => a.ms > 10_000)) failures.push('an answer took more than 10 s while frozen');
    if (!probes.length || probes.some((p) => p.status !== 503 || p.ms > 5_000)) failures.push('/readyz was not a prompt 503 while frozen');
    if (ready === null) failures.push('/readyz did not come back to 200 within 30 s of the thaw');
    if (missing) failures.push(`${missing} acknowledged deals missing`);
    if (!i.api.alive()) failures.push('the API process died');
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: 'pg-freeze', passed: failures.length === 0, figures, failures });
}

// --- restore-full-disk ----------------------------------------------------------------------------------------------
async function restoreFullDisk() {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  const mnt = mkdtempSync('/tmp/mca-faults-disk-');
  try {
    const source = await install(cleanup, { MCA_DATA_DIR: tempDir(cleanup), MCA_WORKER: 'off' });
    for (let n = 0; n < 50; n++) await send(source, 'post_deal', `big-${n}`);
    const file = join(tempDir(cleanup), 'mca.backup');
    if (mca(['backup', file], source.env).code !== 0) throw new Error('mca backup failed');
    await stopMca(source.api);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m,mode=0700', 'tmpfs', mnt]);
    cleanup.add(() => { try { execFileSync('umount', ['-l', mnt]); } catch { /* not mounted */ } rmSync(mnt, { recursive: true, force: true }); });
    const live = await install(cleanup, { MCA_DATA_DIR: join(mnt, 'data'), MCA_WORKER: 'off' });
    await stopMca(live.api);
    // Leave about 200 KB: less room than the backup's database needs.
    writeFileSync(join(mnt, 'filler'), Buffer.alloc(Math.max(0, 32 * 1048576 - 200 * 1024 - Number(execFileSync('du', ['-sb', mnt]).toString().split('\t')[0])), 1));
    const before = await fingerprint(live.env);
    const r = mca(['restore', file, '--force'], live.env);
    const after = await fingerprint(live.env);
    Object.assign(figures, { restore_exit: r.code, restore_said: r.stderr.trim(), live_unchanged: before === after,
      left_behind: readdirSync(join(mnt, 'data')).filter((f) => f.includes('restoring')) });
    if (r.code !== 1) failures.push(`restore exit ${r.code}`);
    if (r.stderr.trim().split('\n').length !== 1) failures.push('more than one line');
    if (before !== after) failures.push('the live database changed');
    if ((figures.left_behind as string[]).length) failures.push('a .restoring file was left behind');
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: 'restore-full-disk', passed: failures.length === 0, figures, failures });
}

// --- disk-full-job --------------------------------------------------------------------------------------------------
async function diskFullJob() {
  const cleanup = new Cleanup();
  const failures: string[] = [];
  const figures: Record<string, unknown> = {};
  const mnt = mkdtempSync('/tmp/mca-faults-disk-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', mnt]);
    cleanup.add(() => { try { execFileSync('umount', ['-l', mnt]); } catch { /* not mounted */ } rmSync(mnt, { recursive: true, force: true }); });
    const i = await install(cleanup, { MCA_DATA_DIR: join(mnt, 'data'), MCA_JOB_LEASE_MS: '3000', MCA_WORKER_CONCURRENCY: '1' });
    const job = await send(i, 'post_parsing', 'in-flight');
    if (job.status !== 202) throw new Error(`the upload answered ${job.status}`);
    const id = job.body.parsing_id as string;
    // Fill the disk as soon as the job is being worked on.
    for (let n = 0; n < 200; n++) {
      const s = await send(i, 'get_parsing', id);
      if (s.body?.status !== 'queued') break;
      await sleep(20);
    }
    const filler = join(mnt, 'filler');
    const fd = openSync(filler, 'w');
    for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try { for (;;) writeSync(fd, chunk); } catch { /* ENOSPC: next smaller size */ }
    }
    closeSync(fd);
    const whileFull = await send(i, 'get_parsing', id);
    figures.status_while_full = whileFull.body?.status;
    await sleep(4000); // the job's commit has failed meanwhile (or it finished before the disk filled)
    rmSync(filler);
    let final: Answer | null = null;
    for (let n = 0; n < 120; n++) {
      final = await send(i, 'get_parsing', id);
      if (['completed', 'failed'].includes(final.body?.status)) break;
      await sleep(500);
    }
    figures.final_status = final?.body?.status;
    await stopMca(i.api);
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(join(mnt, 'data', 'mca.sqlite'), { readOnly: true });
    const events = (db.prepare("SELECT count(*) AS n FROM events WHERE data LIKE ?").get(`%${id}%`) as { n: number }).n;
    const attempts = (db.prepare('SELECT attempts FROM jobs WHERE id = ?').get(id) as { attempts: number }).attempts;
    db.close();
    Object.assign(figures, { events_for_the_job: events, attempts });
    if (final?.body?.status !== 'completed') failures.push(`the job ended ${final?.body?.status}`);
    if (Number(events) !== 1) failures.push(`${events} events for the job`);
  } catch (e) {
    failures.push(`error: ${(e as Error).stack}`);
  } finally {
    await cleanup.run();
  }
  results.push({ scenario: 'disk-full-job', passed: failures.length === 0, figures, failures });
}

const scenarios: Record<string, () => Promise<void>> = {
  'backup-cut': async () => { await backupCut('sqlite'); await backupCut('postgres'); },
  'restore-full-disk': restoreFullDisk, 'pg-freeze': pgFreeze, 'disk-full-job': diskFullJob,
};
if (opt.only && !(opt.only in scenarios)) throw new Error(`--only takes ${Object.keys(scenarios).join(', ')}`);
for (const [name, run] of Object.entries(scenarios)) {
  if (opt.only && opt.only !== name) continue;
  log(`backup-faults: ${name}`);
  await run();
}
if (opt.json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
else for (const r of results) {
  process.stdout.write(`${r.passed ? 'PASS' : 'FAIL'} ${r.scenario}\n${Object.entries(r.figures).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}\n`).join('')}` +
    `${r.failures.map((f) => `  FAIL: ${f}\n`).join('')}`);
}
process.exit(results.every((r) => r.passed) ? 0 : 1);
