// The composition root: builds every service once from the config. The API, the worker and the CLI all start here.
import { createCipher, loadDataKey } from './platform/crypto.ts';
import type { Config } from './platform/config.ts';
import { openDatabase, type Db, type Dialect } from './platform/db/index.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { createLogger, type Logger } from './platform/log.ts';
import { orgsService } from './orgs/service.ts';
import { dealsRepository } from './deals/repository.ts';
import { dealsService } from './deals/service.ts';
import { fundersService } from './funders/service.ts';

export async function createContext(config: Config, options: { logger?: Logger; migrate?: boolean } = {}) {
  const log = options.logger ?? createLogger(config.logLevel);
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (options.migrate !== false) await migrateToLatest(handle.db);
  const cipher = createCipher(loadDataKey(config.dataKey, config.dataDir));
  const db: Db = handle.db;
  const dialect: Dialect = handle.dialect;
  const orgs = orgsService(db);
  const deals = dealsService({ db, repo: dealsRepository(db, dialect, cipher), dashboardUrl: config.dashboardUrl,
    funderDashboardUrl: config.funderDashboardUrl });
  const funders = fundersService(db);
  return { config, log, db, dialect, cipher, orgs, deals, funders, close: () => handle.close() };
}

export type AppContext = Awaited<ReturnType<typeof createContext>>;
