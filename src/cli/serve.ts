import { buildApp } from '../app.ts';
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/index.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { parse } from './args.ts';

export async function serve(argv: string[]) {
  parse(argv, {});
  const started = performance.now();
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  if (config.worker === 'embedded') await ctx.startWorker();
  ctx.startMaintenance();
  const orgCount = await ctx.orgs.repo.countOrgs();
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  process.stderr.write(`mca: listening on http://${config.host}:${config.port} (${where}, worker ${config.worker}) ` +
    `in ${Math.round(performance.now() - started)} ms; API reference at /docs\n`);
  if (orgCount === 0) process.stderr.write('mca: empty database: run `bin/mca demo` to create demo organizations and API keys\n');

  stopOnSignal('finishing in-flight requests and jobs', async () => {
    await app.close();
    await ctx.close(); // stops the workers: in-flight jobs finish or go back to the queue
  });
}

/** Graceful shutdown on SIGTERM/SIGINT, once, then exit. */
function stopOnSignal(what: string, stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`mca: ${signal}: ${what}\n`);
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

export async function migrate(argv: string[]) {
  const { flags } = parse(argv, {});
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(handle.db);
    if (flags.json) process.stdout.write(`${JSON.stringify({ applied })}\n`);
    else process.stdout.write(applied.length ? `applied ${applied.join(', ')}\n` : 'database is up to date\n');
  } finally {
    await handle.close();
  }
}

/** A job worker without HTTP: scale-out on PostgreSQL (several can share one database). */
export async function worker(argv: string[]) {
  parse(argv, {});
  const config = loadConfig();
  const ctx = await createContext(config);
  await ctx.startWorker();
  ctx.startMaintenance();
  process.stderr.write(`mca: worker ${ctx.worker.id} running (${config.workerConcurrency} at once, ` +
    `${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})\n`);
  ctx.worker.events.on('finished', (e: { id: string; status: string }) => ctx.log.info(e, 'job finished'));
  stopOnSignal('finishing in-flight jobs', () => ctx.close());
}
