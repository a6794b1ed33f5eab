// The database handle: Kysely over node:sqlite by default, over PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle { db: Db; dialect: Dialect; close(): Promise<void> }

export function openDatabase(options: { databaseUrl: string | null; dataDir: string; poolSize?: number }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A dropped connection must not crash the process: the pool replaces it and the next query reports the error.
    pool.on('error', () => {});
    // The pool listens for errors on idle clients only; a client dropped while checked out (in a transaction, between
    // statements: PostgreSQL restarting) emits 'error' with no listener, an uncaught exception. Its transaction fails
    // on the next statement and pg-pool discards the unqueryable client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const { database } = openSqlite(join(options.dataDir, 'mca.sqlite'));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** True when an error is a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
