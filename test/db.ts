// A fresh database for one test file: a temporary SQLite file, or a new PostgreSQL database that is dropped after.
// Under Vitest the global setup (test/setup/global.ts) has set MCA_TEST_PG_URL to the server it found or started;
// scripts and benches outside Vitest use MCA_TEST_PG_URL or the machine's server at 127.0.0.1:5432.
//
// Under Vitest the global setup has also migrated one database of each kind (migratedTemplates below), and a fresh
// database is a copy of it: `CREATE DATABASE ... TEMPLATE` on PostgreSQL, a file copy on SQLite. The app's start
// still runs the migrator on it, which finds nothing to do. Outside Vitest a fresh database is empty.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/platform/db/index.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

export type TestDialect = 'sqlite' | 'postgres';
export const PG_ADMIN_URL = process.env.MCA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDialect(): TestDialect {
  return process.env.MCA_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface FreshDatabase { dialect: TestDialect; dataDir: string; databaseUrl: string | null; drop(): Promise<void> }

export async function freshDatabase(dialect: TestDialect = testDialect()): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mca-test-'));
  if (dialect === 'sqlite') {
    const template = process.env.MCA_TEST_SQLITE_TEMPLATE;
    if (template) copyFileSync(template, join(dataDir, 'mca.sqlite'));
    return { dialect, dataDir, databaseUrl: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `mca_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.MCA_TEST_PG_TEMPLATE;
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    dialect, dataDir, databaseUrl: databaseUrl(name),
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function databaseUrl(name: string, adminUrl = PG_ADMIN_URL): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string, adminUrl = PG_ADMIN_URL): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try { await c.query(statement); } finally { await c.end(); }
}

/**
 * Migrates one SQLite file and (with `pgAdminUrl`) one PostgreSQL database once per run, for freshDatabase to copy:
 * each test file used to run every migration on its own new database (about 2 s of waiting on PostgreSQL per file).
 * Returns the environment that names them and a function that removes them.
 */
export async function migratedTemplates(pgAdminUrl: string | null): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'mca-test-template-'));
  const sqlite = openDatabase({ databaseUrl: null, dataDir: dir });
  await migrateToLatest(sqlite.db);
  await sqlite.close();
  const env: Record<string, string> = { MCA_TEST_SQLITE_TEMPLATE: join(dir, 'mca.sqlite') };
  const name = pgAdminUrl ? `mca_test_template_${randomBytes(6).toString('hex')}` : null;
  if (pgAdminUrl && name) {
    await admin(`CREATE DATABASE ${name}`, pgAdminUrl);
    const handle = openDatabase({ databaseUrl: databaseUrl(name, pgAdminUrl), dataDir: dir });
    try { await migrateToLatest(handle.db); } finally { await handle.close(); }
    env.MCA_TEST_PG_TEMPLATE = name;
  }
  return {
    env,
    async drop() {
      if (pgAdminUrl && name) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, pgAdminUrl);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
