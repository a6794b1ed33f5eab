// Webhook benchmark on the embedded default (SQLite): deliveries per second to a local receiver, and the delay from an
// event's commit (a job's completing transaction) to its arrival at the receiver, median and p95.
// The job runner emits 'finished' right after the completing commit and the context wakes the delivery worker on it;
// the bench commits events through the same outbox function and emits the same 'finished' event.
// Usage: node bench/webhooks.ts [--latency N] [--burst N]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContext } from '../src/context.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createLogger } from '../src/platform/log.ts';
import { nowIso, uuidv7 } from '../src/platform/ids.ts';
import { recordEvent } from '../src/webhooks/outbox.ts';
import { machine, median, percentile, table } from './lib.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, d: number) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : d; };
const latencyCount = arg('--latency', 200);
const burst = arg('--burst', 2000);

const arrivals = new Map<string, number>();
const waiters = new Map<string, () => void>();
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const id = req.headers['webhook-id'] as string;
    arrivals.set(id, performance.now());
    res.statusCode = 204;
    res.end();
    waiters.get(id)?.();
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-webhooks-'));
const ctx = await createContext(loadConfig({ MCA_DATA_DIR: dataDir, LOG_LEVEL: 'silent', MCA_WORKER: 'off', MCA_WEBHOOK_ALLOW_PRIVATE: 'true' }), { logger: createLogger('silent') });
try {
  const org = await ctx.orgs.createOrg({ name: 'Bench broker', kind: 'broker', funderId: null });
  await ctx.webhooks.create(org.id, url);
  ctx.webhookWorker.start();
  const event = () => ({ id: uuidv7(), org_id: org.id, type: 'parse.parsing.completed', created_at: nowIso(),
    data: { parsing_id: uuidv7(), external_id: null, deal_id: null, status: 'completed' } });

  // Commit-to-arrival delay, one event at a time.
  const delays: number[] = [];
  for (let i = 0; i < latencyCount + 20; i++) {
    const e = event();
    const arrived = new Promise<void>((r) => waiters.set(e.id, r));
    await ctx.db.transaction().execute((tx) => recordEvent(tx, e));
    const committed = performance.now();
    ctx.worker.events.emit('finished', { id: e.id, status: 'completed' });
    await arrived;
    waiters.delete(e.id);
    if (i >= 20) delays.push(arrivals.get(e.id)! - committed); // the first 20 warm up connections and JIT
  }

  // Throughput: a burst of events committed 100 per transaction, timed until the last one arrives.
  const ids: string[] = [];
  const t0 = performance.now();
  const allArrived = new Promise<void>((resolve) => {
    let left = burst;
    const done = () => { if (--left === 0) resolve(); };
    for (let i = 0; i < burst; i++) { const e = event(); ids.push(e.id); waiters.set(e.id, done); }
  });
  for (let i = 0; i < burst; i += 100) {
    const chunk = ids.slice(i, i + 100);
    await ctx.db.transaction().execute(async (tx) => { for (const id of chunk) await recordEvent(tx, { ...event(), id }); });
    ctx.worker.events.emit('finished', { id: chunk[0], status: 'completed' });
  }
  await allArrived;
  const seconds = (performance.now() - t0) / 1000;
  const attempts = await ctx.db.selectFrom('webhook_attempts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();

  const sorted = [...delays].sort((a, b) => a - b);
  const report = {
    ...machine(), load: loadavg().map((l) => Math.round(l * 100) / 100), database: 'SQLite (embedded default)',
    latency: { events: delays.length, median_ms: Math.round(median(delays) * 10) / 10, p95_ms: Math.round(percentile(sorted, 95) * 10) / 10,
      max_ms: Math.round(sorted.at(-1)! * 10) / 10 },
    throughput: { events: burst, seconds: Math.round(seconds * 100) / 100, deliveries_per_second: Math.round(burst / seconds),
      attempts_recorded: Number(attempts?.n ?? 0) },
  };
  process.stdout.write(`${table([
    { measure: 'commit -> delivery, median', value: `${report.latency.median_ms} ms` },
    { measure: 'commit -> delivery, p95', value: `${report.latency.p95_ms} ms` },
    { measure: 'commit -> delivery, max', value: `${report.latency.max_ms} ms` },
    { measure: `burst of ${burst}`, value: `${report.throughput.deliveries_per_second} deliveries/s (${report.throughput.seconds} s)` },
  ])}\n(${report.cores} CPUs, load ${report.load.join(' ')}, ${report.node})\n`);
  mkdirSync(path.join(repo, 'bench/results'), { recursive: true });
  writeFileSync(path.join(repo, 'bench/results/webhooks.json'), JSON.stringify(report, null, 2));
} finally {
  await ctx.close();
  server.closeAllConnections();
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
