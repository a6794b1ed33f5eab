import { buildApp } from '../app.ts';
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/index.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import type { Logger } from '../platform/log.ts';
import { parse } from './args.ts';

export async function serve(argv: string[]) {
  parse(argv, {});
  const started = performance.now();
  const config = loadConfig();
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  const notice = notices(ctx.log, config.logLevel);
  // Fastify's own "Server listening" line carries the text, so there is one line in the logs' format; below info
  // (LOG_LEVEL=warn) it is not printed, and the notice says it instead.
  const listening = (address: string) =>
    `listening on ${address} (${where}, worker ${config.worker}) in ${Math.round(performance.now() - started)} ms; API reference at /docs`;
  const address = await app.listen({ port: config.port, host: config.host, listenTextResolver: listening });
  if (!ctx.log.isLevelEnabled('info')) notice.info(listening(address));
  if (config.worker === 'embedded') await ctx.startWorker();
  ctx.startMaintenance();
  if ((await ctx.orgs.repo.countOrgs()) === 0) notice.info('empty database: run `bin/mca demo` to create demo organizations and API keys');

  stopOnSignal(notice, 'finishing in-flight requests and jobs', async () => {
    await app.close();
    await ctx.close(); // stops the workers: in-flight jobs finish or go back to the queue
  });
}

/** Start and stop notices: printed at any LOG_LEVEL but silent, in the logs' format (scripts wait for them). */
function notices(log: Logger, level: string): Logger {
  return log.child({}, { level: level === 'silent' ? 'silent' : 'info' });
}

/** Graceful shutdown on SIGTERM/SIGINT, once, then exit. */
function stopOnSignal(log: Logger, what: string, stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: ${what}`);
    void stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));
}

export async function migrate(argv: string[]) {
  const { flags } = parse(argv, {});
  const config = loadConfig();
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: { ...config.db, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 } });
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
  const notice = notices(ctx.log, config.logLevel);
  notice.info(`worker ${ctx.worker.id} running (${config.workerConcurrency} at once, ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`);
  ctx.worker.events.on('finished', (e: { id: string; status: string }) => ctx.log.info(e, 'job finished'));
  stopOnSignal(notice, 'finishing in-flight jobs', () => ctx.close());
}
