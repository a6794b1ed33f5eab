// A fresh database for one test file: a temporary SQLite file, or a new PostgreSQL database that is dropped after.
// Under Vitest the global setup (test/setup/global.ts) has set MCA_TEST_PG_URL to the server it found or started;
// scripts and benches outside Vitest use MCA_TEST_PG_URL or the machine's server at 127.0.0.1:5432.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';
export const PG_ADMIN_URL = process.env.MCA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDialect(): TestDialect {
  return process.env.MCA_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface FreshDatabase { dialect: TestDialect; dataDir: string; databaseUrl: string | null; drop(): Promise<void> }

export async function freshDatabase(dialect: TestDialect = testDialect()): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mca-test-'));
  if (dialect === 'sqlite') {
    return { dialect, dataDir, databaseUrl: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `mca_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    dialect, dataDir, databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
