// The composition root: builds every service once from the config. The API, the worker and the CLI all start here.
import { createCipher, loadDataKey, parseKey } from './platform/crypto.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Db, type Dialect } from './platform/db/index.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { startMaintenance } from './platform/maintenance.ts';
import { createLogger, type Logger } from './platform/log.ts';
import { authChanges } from './orgs/auth-changes.ts';
import { orgsService } from './orgs/service.ts';
import { usersService } from './users/service.ts';
import type { ScryptParams } from './users/passwords.ts';
import { teamsService } from './teams/service.ts';
import { orgSettingsRepository } from './orgs/settings.ts';
import { dealsRepository } from './deals/repository.ts';
import { dealsService } from './deals/service.ts';
import { correctionsService } from './deals/corrections.ts';
import { correctionsRepository } from './deals/corrections-repository.ts';
import { fundersService } from './funders/service.ts';
import { jobsRepository } from './platform/jobs/repository.ts';
import { createWorker } from './platform/jobs/runner.ts';
import { localTransport, pgBossTransport } from './platform/jobs/transport.ts';
import { databaseBlobStore } from './parsing/blobs.ts';
import { dealStatementsService } from './parsing/deal-statements.ts';
import { dealJobsRepository } from './deals/jobs-repository.ts';
import { createParsePool, type ParsePool } from './parsing/pool.ts';
import type { OcrSettings } from './statements/index.ts';
import { parsingService } from './parsing/service.ts';
import { uploadSpool } from './parsing/spool.ts';
import { webhooksRepository } from './webhooks/repository.ts';
import { webhooksService } from './webhooks/service.ts';
import { createWebhookWorker } from './webhooks/worker.ts';
import { matchRunsRepository } from './matching/repository.ts';
import { activeRunResults, matchingService } from './matching/service.ts';

/** Hard limit for parsing one upload in a worker thread, counted from its last progress (an OCR'd page; docs/parsing.md). */
export const PARSE_TIMEOUT_MS = 120_000;

/** `passwordParams`: the cost of new password hashes; the product's (src/users/passwords.ts) unless a test lightens it.
 *  `ocr`: OCR settings for the parse workers; the product's unless a test lifts the per-page time limit. */
export async function createContext(config: Config, options: { logger?: Logger; migrate?: boolean; passwordParams?: ScryptParams; ocr?: Partial<OcrSettings> } = {}) {
  const log = options.logger ?? createLogger(config.logLevel, 2, config.logFormat);
  if (options.migrate !== false) {
    // Migrations get no statement time limit (one may rewrite a large table); the service's pool below has one.
    const migrating = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1,
      timeouts: { ...config.db, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 } });
    try { await migrateToLatest(migrating.db); } finally { await migrating.close(); }
  }
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.db });
  const cipher = createCipher(loadDataKey(config.dataKey, config.dataDir), config.dataKeyPrevious ? [parseKey(config.dataKeyPrevious)] : []);
  const db: Db = handle.db;
  const dialect: Dialect = handle.dialect;
  const orgs = orgsService(db, { dialect, changes: (repo) => authChanges(handle, repo, config.databaseUrl) });
  const users = usersService(db, orgs.repo, options.passwordParams);
  const teams = teamsService({ db, orgs: orgs.repo, users, dashboardUrl: config.dashboardUrl });
  // A stored field that does not decrypt: the deal is served without the field and with a review flag; counted here
  // and logged at error level once per field and process (a list read again and again must not flood the log).
  const unreadable = { count: 0, logged: new Set<string>() };
  const dealsRepo = dealsRepository(db, dialect, cipher, (dealId, field) => {
    unreadable.count++;
    const k = `${dealId} ${field}`;
    if (unreadable.logged.size < 10_000 && !unreadable.logged.has(k)) {
      unreadable.logged.add(k);
      log.error({ event: 'field_unreadable', deal_id: dealId, field }, 'a stored field cannot be decrypted with the data key: left out of the deal, with a review flag');
    }
  });
  const matchRuns = matchRunsRepository(db);
  const dealJobs = dealJobsRepository(db);
  const deals = dealsService({ db, repo: dealsRepo, dashboardUrl: config.dashboardUrl, funderDashboardUrl: config.funderDashboardUrl,
    dataStamp: handle.dataStamp, funderResults: activeRunResults(matchRuns), jobs: (orgId, dealIds, tx) => dealJobs.ofDeals(orgId, dealIds, tx), logged: (tx, deal, type, actor, data) => corrections.log(tx, deal, type, actor, data) });
  const funders = fundersService(db);
  const jobs = jobsRepository(db, dialect, { cipher, keepUploads: config.keepUploads });
  // Worker threads start on the first parse, so API-only nodes and the CLI never pay for them.
  let pool: ParsePool | null = null;
  const lazyPool: ParsePool = {
    parse: (files, prior, onProgress) => (pool ??= createParsePool({ size: config.workerConcurrency, timeoutMs: PARSE_TIMEOUT_MS, ocr: options.ocr })).parse(files, prior, onProgress),
    close: async () => { await pool?.close(); pool = null; },
  };
  const transport = dialect === 'postgres' ? pgBossTransport(config.databaseUrl!, log, config.db.connectTimeoutMs) : localTransport;
  // Uploads stream into encrypted temporary files under the data dir before they are stored (src/parsing/spool.ts).
  const uploads = uploadSpool(config.dataDir);
  const settings = orgSettingsRepository(db);
  // The parsed statements behind each deal (the dashboard's deal page), with its per-process cache of results.
  const dealStatements = dealStatementsService({ db, jobs });
  // Matching follows parsing (src/matching/service.ts afterUpload); matching is built after parsing, which it reads.
  const corrections = correctionsService({ db, repo: correctionsRepository(db, cipher), dealsRepo,
    // A correction's figures are matched again (matching is built below; called only once a correction is made).
    corrected: (tx, deal) => matching.afterCorrection(tx, deal),
    currentResult: async (auth, dealId) => (await dealStatements.forDeal(auth, dealId)).current?.result ?? null });
  // An upload completed into a deal: its corrections applied again to the new figures, the upload logged, and then
  // (on those corrected figures) matching follows parsing.
  const parsing = parsingService({ db, jobs, blobs: databaseBlobStore(db, cipher), pool: lazyPool, deals, dealsRepo, transport,
    dealParsed: async (tx, deal, parsingId, result) => {
      await corrections.reapply(tx, deal, result);
      await dealsRepo.update(deal, tx);
      const documents = result.parsing_details.documents;
      await corrections.log(tx, deal, 'upload', 'system', { parsing_id: parsingId, files: documents.length,
        statements: result.parsing_details.statements.length });
      return matching.afterUpload(tx, deal, parsingId);
    } });
  const matching = matchingService({ db, jobs, runs: matchRuns, funders, parsing, deals, dealsRepo, transport, settings,
    logged: (tx, deal, type, actor, data) => corrections.log(tx, deal, type, actor, data) });
  const worker = createWorker({ db, repo: jobs, log, concurrency: config.workerConcurrency, leaseMs: config.jobLeaseMs,
    handlers: { parse: parsing.handler, match: matching.handler } });
  // Webhooks: a finished job has committed its event with its deliveries, so the delivery worker is woken at once.
  const webhooksRepo = webhooksRepository(db, dialect);
  const webhooks = webhooksService({ db, repo: webhooksRepo, cipher, allowPrivate: config.webhookAllowPrivate });
  const webhookWorker = createWebhookWorker({ db, repo: webhooksRepo, cipher, log, allowPrivate: config.webhookAllowPrivate });
  // A completed upload may have queued its deal's matching: wake the local worker for it too.
  worker.events.on('finished', () => { webhookWorker.notify(); worker.notify(); });
  return {
    config, log, db, dialect, cipher, orgs,
    /** Fields read that did not decrypt, since the process started (issue 37). */
    unreadableFields: () => unreadable.count, settings, users, teams, dealStatements, corrections, deals, dealsRepo, funders, jobs, parsing, matching, worker,
    /** A job was committed in this process: wake the local worker (other processes poll). */
    jobsEnqueued: () => worker.notify(),
    uploads,
    webhooks, webhookWorker,
    /** Hourly housekeeping (expired idempotency keys); returns its stop function. */
    startMaintenance: () => startMaintenance(db, log),
    /** Starts the job and webhook workers in this process; jobs of other processes wake it through the transport. */
    async startWorker() {
      worker.start();
      webhookWorker.start(); // webhooks are delivered wherever jobs run
      await transport.subscribe(() => worker.notify());
    },
    async close() {
      await worker.stop();
      await transport.stop();
      await webhookWorker.stop();
      await lazyPool.close();
      await orgs.close();
      await handle.close();
    },
  };
}

export type AppContext = Awaited<ReturnType<typeof createContext>>;
