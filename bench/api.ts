// npm run bench:api — autocannon against GET /v1/deals/{id} and POST /v1/deals on SQLite (or on PostgreSQL when
// BENCH_DATABASE_URL is set), and against a bare Fastify route in the same run, so the ratio means something on a
// noisy machine. Each server runs in its own process. Besides requests per second, each target's server CPU time per
// request (user + system, from /proc) is reported: on a shared machine it moves far less than throughput does.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, machine, peakRssMb, startProcess, table } from './lib.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const root = new URL('..', import.meta.url).pathname;

function cannon(opts: autocannon.Options, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, duration, connections: CONNECTIONS }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** A short unrecorded warm-up (JIT, caches), then the measured run, with the server's CPU time per request (us). */
async function run(opts: autocannon.Options, pid: number): Promise<[autocannon.Result, number]> {
  await cannon(opts, 2);
  const before = cpuMs(pid);
  const result = await cannon(opts, DURATION);
  return [result, (1000 * (cpuMs(pid) - before)) / Math.max(1, result.requests.total)];
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mca-bench-'));
  // The limiter runs (its cost is measured) with a limit too high to reach.
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const env = { MCA_DATA_DIR: dataDir, PORT: '3901', LOG_LEVEL: 'warn', MCA_WORKER: 'off', DATABASE_URL: databaseUrl, MCA_RATE_LIMIT: '10000000' };
  const database = databaseUrl ? 'postgres' : 'sqlite';
  process.stderr.write(`bench:api: ${DURATION}s per target, ${CONNECTIONS} connections, ${database}\n`);
  const api = await startProcess([join(root, 'src/cli/main.ts'), 'serve'], env, /listening/);
  let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
  try {
    const { execFileSync } = await import('node:child_process');
    const demo = JSON.parse(execFileSync(join(root, 'bin/mca'), ['demo', '--json'], { env: { ...process.env, ...env } }).toString());
    const key = demo.broker.api_key as string;
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ external_id: 'bench', application: { legal_name: 'Bench LLC', type_of_entity: 'LLC',
      industry: 'restaurant', country: 'US', state_region: 'TX', business_tax_id: '12-3456789' }, financials: { avg_monthly_revenue: 40000 } });
    const created = await fetch('http://127.0.0.1:3901/v1/deals', { method: 'POST', headers, body });
    const dealId = ((await created.json()) as { deal_id: string }).deal_id;
    const dealBody = await (await fetch(`http://127.0.0.1:3901/v1/deals/${dealId}`, { headers })).text();
    bare = await startProcess([join(root, 'bench/bare-server.ts')], { PORT: '3902', BENCH_BODY: dealBody }, /ready/);

    const results: Array<[string, [autocannon.Result, number]]> = [];
    process.stderr.write('  bare route...\n');
    results.push(['bare Fastify GET (baseline)', await run({ url: 'http://127.0.0.1:3902/bare' }, bare.pid!)]);
    process.stderr.write('  GET /v1/deals/{id}...\n');
    results.push(['GET /v1/deals/{id}', await run({ url: `http://127.0.0.1:3901/v1/deals/${dealId}`, headers }, api.pid!)]);
    process.stderr.write('  POST /v1/deals...\n');
    results.push(['POST /v1/deals', await run({ url: 'http://127.0.0.1:3901/v1/deals', method: 'POST', headers, body }, api.pid!)]);

    const [baseline, baseCpu] = [results[0]![1][0].requests.average, results[0]![1][1]];
    const rows = results.map(([name, [r, cpu]]) => ({
      target: name, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99,
      'non-2xx': r.non2xx, errors: r.errors, 'vs bare': `${Math.round((100 * r.requests.average) / baseline)}%`,
      'CPU us/req': Math.round(cpu), 'CPU vs bare': `${Math.round((100 * baseCpu) / cpu)}%`,
    }));
    const report = { bench: 'api', ...machine(), database, duration_s: DURATION, connections: CONNECTIONS, rows,
      peak_rss_mb: { api: peakRssMb(api.pid!), bare: peakRssMb(bare.pid!) }, response_bytes: dealBody.length };
    console.log(table(rows));
    console.log(`peak RSS: API ${report.peak_rss_mb.api} MB, bare ${report.peak_rss_mb.bare} MB; response ${dealBody.length} bytes on both`);
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(join(root, `bench/results/${databaseUrl ? 'api-postgres' : 'api'}.json`), JSON.stringify(report, null, 2));
  } finally {
    api.kill('SIGTERM');
    bare?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
